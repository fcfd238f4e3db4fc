"""Storage a player can rely on (issue 48): where room runs out, the reviews of the oldest
finished games make room (they can be made again), never a save; how full the storage is and
whether the browser keeps it are shown with the record, with a warning well before it is full;
the browser is asked to keep the saves when a game is first finished; a storage the browser
cleared takes the open game's next save as a new one."""

from __future__ import annotations

import json
import random

from ludothek import new_game
from ludothek.web.core import effects as fx
from ludothek.web.core.events import HomeListed, Route, StorageKept, Submit, Tap
from ludothek.web.home.shelf import Shelf
from ludothek.web.home.store import CAPACITY, PREFIX, SaveStore, StorageFull
from web.page_driver import DictBackend, Driver

REVIEW = {"version": 1, "z": "x" * 3000}  # a kept review's size, as the store sees it


def finished(seed: int):
    game = new_game("roseking", seed=seed, names=["Ann", "Bo"])
    rng = random.Random(seed)
    while not game.is_over:
        game.play(rng.choice(game.legal_moves()))
    return game


def reviewed_store(quota: int, count: int = 4) -> tuple[DictBackend, SaveStore]:
    backend = DictBackend()
    store = SaveStore(backend)
    for n in range(count):  # written oldest first: "g0" is the oldest
        store.put(f"g{n}", finished(n), now=100 + n, page={"hints": [0, 0], "review": REVIEW})
    backend.quota = quota
    return backend, store


def used(backend: DictBackend) -> int:
    return sum(len(k) + len(v) for k, v in backend.data.items())


def test_a_full_storage_drops_the_oldest_finished_games_reviews_never_a_save():
    backend, store = reviewed_store(quota=0)
    backend.quota = used(backend) + 500  # the new save and its review fit once two reviews went
    store.keep(None, finished(99), now=500, known=None, page={"review": REVIEW})
    saves = {k[len(PREFIX):]: json.loads(v) for k, v in backend.data.items()}
    assert set(saves) >= {"g0", "g1", "g2", "g3"}  # every game still there
    assert [i for i in ("g0", "g1", "g2", "g3") if "review" not in saves[i]["page"]] == ["g0", "g1"]
    assert all(saves[i]["page"]["hints"] == [0, 0] for i in ("g0", "g1"))  # only the review went
    assert all(store.get(i).history == finished(int(i[1])).history for i in ("g0", "g1"))


def test_with_nothing_left_to_drop_a_save_that_does_not_fit_fails_and_is_said():
    backend, store = reviewed_store(quota=0, count=1)
    backend.quota = used(backend) - 2900  # even without its review, no room for another game
    before = dict(backend.data)
    try:
        store.keep(None, finished(99), now=500, known=None, page=None)
    except StorageFull:
        pass
    else:
        raise AssertionError("a save that cannot fit must not pass for saved")
    assert set(backend.data) == set(before)  # the old game is kept, its review gone at most
    page = Driver(backend=backend)
    page.send(Route(""))
    page.send(Submit("roseking", {}, seed=3))
    assert page.state.alert is not None and "Could not save" in page.state.alert


def test_how_full_the_storage_is_is_shown_with_the_record_and_warned_well_before_full():
    backend = DictBackend()
    page = Driver(backend=backend)
    page.send(Route(""))
    box = str(page.screen().app)
    assert "storage-box" in box and "storage-warning" not in box
    backend.data["filler"] = "x" * int(CAPACITY * 0.85)
    page.send(HomeListed(Shelf(backend, lambda: 0).home("en")))
    home = str(page.screen().app)
    assert "The storage is 85 % full" in home
    warning = home[home.index("storage-warning"):]
    assert 'data-action="backup-export"' in warning[:600]  # the backup offered with it


def test_the_browser_is_asked_to_keep_the_saves_when_a_game_is_first_finished():
    page = Driver()
    page.send(Route(""))
    assert fx.CheckStorage(ask=False) in page.done  # how it stands, read once
    page.send(StorageKept("no"))
    assert "may clear them" in str(page.screen().app)
    game = finished(5)
    last = game.history[-1]
    before_end = game.replayed(game.history[:-1])
    page.send(Route("#" + before_end.link()))
    page.done.clear()
    page.send(Tap("move", {"move": last}, ply=len(before_end.history)))
    assert page.state.game.is_over and fx.CheckStorage(ask=True) in page.done
    page.send(StorageKept("no", asked=True))
    assert page.state.storage_kept == "refused"
    page.send(Tap("home"))
    assert "may clear them" in str(page.screen().app)
    page.send(StorageKept("yes", asked=True))  # granted (another try, another day)
    assert "keeps them for good" in str(page.screen().app)


def test_a_storage_the_browser_cleared_takes_the_open_games_next_save():
    backend = DictBackend()
    page = Driver(backend=backend)
    page.send(Route(""))
    page.send(Submit("roseking", {"opt.start": "red"}, seed=3))
    save_id = page.state.save_id
    backend.data.clear()  # the browser cleared the site's storage
    move = next(m for m in page.state.game.legal_moves() if m != "draw")
    page.send(Tap("move", {"move": move}, ply=page.state.plies, time=5000.0))
    assert PREFIX + save_id in backend.data and page.state.alert is None
    assert json.loads(backend.data[PREFIX + save_id])["moves"] == [move]
