"""Saved games on a key-value backend: the same logic the page runs on localStorage."""

import json

import pytest

from ludothek import new_game
from ludothek.web.core import policy
from ludothek.web.home.store import PREFIX, SCREEN_KEY, Kept, SaveStore, StorageFull
from web.page_driver import DictBackend


def game(seed=1, moves=4):
    g = new_game("roseking", seed=seed, names=["Ann", "Bo"])
    for _ in range(moves):
        g.play(g.legal_moves()[0])
    return g


def test_put_get_and_list_newest_first():
    store = SaveStore(DictBackend())
    store.put("a", game(1), now=100)
    store.put("b", game(2, 6), now=200)
    assert [e["id"] for e in store.entries()] == ["b", "a"]
    entry = store.entries()[0]
    assert entry["names"] == ["Ann", "Bo"] and entry["game"] == "roseking" and not entry["finished"]
    assert store.get("b").history == game(2, 6).history


def test_rewrite_keeps_creation_time():
    backend = DictBackend()
    store = SaveStore(backend)
    store.put("a", game(1), now=100)
    store.put("a", game(1, 8), now=300)
    doc = json.loads(backend.data[PREFIX + "a"])
    assert (doc["created"], doc["updated"]) == (100, 300)


def test_damaged_entry_is_listed_and_never_removed():
    backend = DictBackend()
    backend.data[PREFIX + "x"] = "{broken"
    store = SaveStore(backend)
    store.put("ok", game(), now=5)
    entries = {e["id"]: e for e in store.entries()}
    assert entries["x"]["damaged"] and entries["x"]["reason"] == "corrupt"
    assert backend.data[PREFIX + "x"] == "{broken"


def test_full_storage_raises_and_leaves_the_old_save():
    backend = DictBackend()
    store = SaveStore(backend)
    store.put("a", game(1, 2), now=1)
    before = backend.data[PREFIX + "a"]
    backend.quota = len(before) + 20
    with pytest.raises(StorageFull):
        store.put("a", game(1, 40), now=2)
    assert backend.data[PREFIX + "a"] == before


def test_adopt_continues_the_same_game_and_keeps_a_diverging_one_apart():
    store = SaveStore(DictBackend())
    start = game(9, 4)
    first = store.adopt(start, now=1)
    later = game(9, 10)  # same seed, same first moves, further on
    assert store.adopt(later, now=2) == first
    assert store.get(first).history == later.history
    other = new_game("roseking", seed=9, names=["Ann", "Bo"])
    for move in later.history[:3]:
        other.play(move)
    other.play([m for m in other.legal_moves() if m != later.history[3]][0])
    second = store.adopt(other, now=3)
    assert second != first and store.get(first).history == later.history
    behind = game(9, 2)  # an older link never overwrites the later save
    third = store.adopt(behind, now=4)
    assert third not in (first,) and store.get(first).history == later.history


def test_adopt_in_a_full_storage_drops_the_kept_screen_first():
    backend = DictBackend()
    store = SaveStore(backend)
    backend.data[SCREEN_KEY] = "x" * 3000
    backend.quota = sum(len(k) + len(v) for k, v in backend.data.items()) + 200
    save_id = store.adopt(game(9, 4), now=1)
    assert store.get(save_id).history == game(9, 4).history and SCREEN_KEY not in backend.data


def test_a_link_that_found_the_storage_full_is_saved_with_the_game_it_continues():
    # The link's game could not be saved when it was opened; once there is room, the next
    # move's save (keep without an id) goes to the saved game the link continues, not beside it.
    store = SaveStore(DictBackend())
    first = store.adopt(game(9, 4), now=1)
    kept = store.keep(None, game(9, 6), now=2, known=None, page=None)
    assert kept == Kept(first, False) and store.ids() == [first]
    assert store.get(first).history == game(9, 6).history


# ----- keep: the page's save after every move ----------------------------------------------


def test_keep_gives_a_new_game_its_id_and_writes_it():
    store = SaveStore(DictBackend())
    kept = store.keep(None, game(3, 2), now=1, known=None, page={"hints": False})
    assert kept == Kept(policy.save_id(game(3, 2)), False)
    assert store.get(kept.save_id).history == game(3, 2).history
    assert store.page(kept.save_id) == {"hints": False}


def test_keep_never_overwrites_a_save_that_moved_on_in_another_tab():
    store = SaveStore(DictBackend())
    store.put("a", game(1, 6), now=1)  # another tab played on to move 6
    here = game(1, 4)
    here.play([m for m in here.legal_moves() if m != game(1, 6).history[4]][0])  # diverges
    kept = store.keep("a", here, now=2, known=game(1, 4).history, page=None)
    assert kept == Kept("a~2", True)
    assert store.get("a").history == game(1, 6).history  # the other tab's game untouched
    assert store.get("a~2").history == here.history


def test_keep_never_writes_over_a_take_back_in_another_tab():
    store = SaveStore(DictBackend())
    store.put("a", game(1, 3), now=1)  # another tab took moves 4 and 5 back
    kept = store.keep("a", game(1, 6), now=2, known=game(1, 5).history, page=None)
    assert kept == Kept("a~2", True)
    assert store.get("a").history == game(1, 3).history
    assert store.get("a~2").history == game(1, 6).history


def test_keep_writes_over_a_save_another_tab_moved_on_to_a_part_of_this_game():
    # Both tabs' computers made the same move; this page's game goes further: no second save.
    store = SaveStore(DictBackend())
    store.put("a", game(1, 5), now=1)
    kept = store.keep("a", game(1, 6), now=2, known=game(1, 4).history, page=None)
    assert kept == Kept("a", False) and store.get("a").history == game(1, 6).history


def test_keep_goes_on_writing_a_save_that_only_this_page_moved_on():
    store = SaveStore(DictBackend())
    store.put("a", game(1, 4), now=1)
    kept = store.keep("a", game(1, 5), now=2, known=game(1, 4).history, page=None)
    assert kept == Kept("a", False) and store.get("a").history == game(1, 5).history


def test_keep_in_a_full_storage_drops_the_kept_screen_first():
    backend = DictBackend()
    store = SaveStore(backend)
    store.put("a", game(1, 2), now=1)
    backend.data[SCREEN_KEY] = "x" * 3000  # the screen kept for the next start: a cache
    backend.quota = sum(len(k) + len(v) for k, v in backend.data.items()) + 20
    kept = store.keep("a", game(1, 30), now=2, known=game(1, 2).history, page=None)
    assert kept == Kept("a", False) and store.get("a").history == game(1, 30).history
    assert SCREEN_KEY not in backend.data


def test_keep_in_a_full_storage_without_a_kept_screen_raises_and_writes_nothing():
    backend = DictBackend()
    store = SaveStore(backend)
    store.put("a", game(1, 2), now=1)
    before = dict(backend.data)
    backend.quota = sum(len(k) + len(v) for k, v in backend.data.items()) + 20
    with pytest.raises(StorageFull):
        store.keep("a", game(1, 30), now=2, known=game(1, 2).history, page=None)
    assert backend.data == before
