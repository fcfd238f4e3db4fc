"""The computer's review on the page (web/review.py): "Review" on a finished game judges it move
by move through effects, the chart fills in, a tap on it steps the replay with the preferred move
lit, the complete review is kept with the save and reopens at once."""

from __future__ import annotations

import json

import pytest

from ludothek import new_game
from ludothek.core import Rng
from ludothek.draw.markup import Node
from ludothek.bots.review import review
from ludothek.web import effects as fx
from ludothek.web.events import ReviewStep, Route, Tap
from ludothek.web.review import AHEAD, SEED
from web.page_driver import DictBackend, Driver


def finished(game_id="roseking", seed=5):
    """A finished game of random moves."""
    pick = Rng(seed)
    game = new_game(game_id, seed=seed)
    while not game.is_over:
        moves = game.legal_moves()
        game.play(moves[pick.below(len(moves))])
    return game


def opened(game, backend=None, think=True) -> Driver:
    page = Driver(backend=backend, think=think)
    page.send(Route("#" + game.link()))
    assert page.state.game.is_over and page.state.save_id is not None
    return page


def nodes(tree, **attrs):
    """Every node of the tree whose attributes include `attrs` (a value None: present)."""
    found = []

    def walk(node):
        if isinstance(node, Node):
            if all(k in node.attrs and (v is None or node.attrs[k] == v) for k, v in attrs.items()):
                found.append(node)
            for child in node.children:
                walk(child)
        elif isinstance(node, (list, tuple)):
            for child in node:
                walk(child)
    walk(tree)
    return found


def tap(page, action, **data):
    return page.send(Tap(action, {"action": action, **{k: str(v) for k, v in data.items()}},
                         ply=None))


def asked_plies(page):
    return [e.ply for e in page.pending if isinstance(e, fx.ReviewPly)]


def test_review_starts_from_the_final_scoring_and_fills_in_move_by_move():
    game = finished("jacynth")
    page = opened(game, think=False)
    assert nodes(page.screen().app, **{"data-action": "review"}), "Review in the final scoring"
    state = tap(page, "review")
    assert state.review is not None and state.review.open and not state.review.plies
    assert asked_plies(page) == list(range(AHEAD)), "the first moves first, side by side"
    assert nodes(page.screen().app, **{"data-review": "running"})
    assert [n.tag for n in nodes(page.screen().app, max=len(game.history))] == ["progress"]
    for ply in range(3):  # the page stays usable: each answer asks for one move more
        effect = page.pending.pop(0)
        state = page.send(page.judged(effect))
        assert len(state.review.plies) == ply + 1
        assert asked_plies(page) == list(range(ply + 1, ply + 1 + AHEAD))
    app = page.screen().app
    lines = nodes(app, **{"class": "chart-line"})
    assert len(lines) == game.players
    assert all(len(line.attrs["points"].split()) == 4 for line in lines)  # the start + 3 moves
    assert "3 of" in str(app)
    # a step for an older ply, or another game, is dropped
    stale = page.judged(fx.ReviewPly(state.review.token, game, 1, (0.5, 0.5), 1, 6))
    assert page.send(stale).review.plies == state.review.plies


@pytest.mark.parametrize("game_id, seed", [("jacynth", 3), ("castlerampage", 2),
                                           ("portroyal", 1)])
def test_moves_judged_out_of_order_chart_as_a_review_in_order(game_id, seed):
    """Answers come back in any order from the page's workers: the chart takes each once every
    move before it is on it, and the review is the engine's sequential one, mark for mark."""
    game = finished(game_id, seed=seed)
    page = opened(game, think=False)
    tap(page, "review")
    shuffle = Rng(seed)
    while page.pending:
        assert all(isinstance(e, fx.ReviewPly) for e in page.pending)
        asked = asked_plies(page)
        head = len(page.state.review.plies)
        assert asked == sorted(asked) and asked[-1] < head + AHEAD, "at most AHEAD in flight"
        effect = page.pending.pop(shuffle.below(len(page.pending)))
        before = page.state.review
        step = page.judged(effect)
        state = page.send(step)
        assert page.send(step).review == state.review, "an answer twice is taken once"
        arrived = {ply for ply, _ in state.review.arrived}
        assert all(ply >= len(state.review.plies) for ply in arrived)
        assert len(state.review.plies) >= len(before.plies)
    assert page.state.review.done and not page.state.review.arrived
    assert list(page.state.review.plies) == review(game, seed=SEED, iterations=6)["plies"]
    assert page.effects_of(fx.Save), "kept with the save once complete"


def test_a_failed_move_stops_the_review_and_later_answers_are_dropped():
    page = opened(finished("roseking", seed=2), think=False)
    tap(page, "review")
    first, second, *_ = page.pending
    page.pending.clear()
    state = page.send(ReviewStep(first.token, first.ply, None))
    assert state.review.failed and "review-progress" in str(page.screen().app)
    assert page.send(page.judged(second)).review == state.review
    assert not asked_plies(page), "nothing more asked"


def test_the_computer_boots_as_a_finished_game_shows_its_final_scoring():
    """So "Review" finds its Python ready: on opening a finished game, and on the last move."""
    game = finished("roseking", seed=6)
    backend = DictBackend()
    page = Driver(backend=backend, think=False)
    page.send(Route("#" + game.link()))
    assert fx.StartWorker() in page.done
    last = game.history[-1]
    page = Driver(think=False)
    page.send(Route("#" + new_game("roseking", seed=6).replayed(game.history[:-1]).link()))
    page.done.clear()
    page.send(Tap("move", {"move": last}, ply=len(game.history) - 1, time=90000.0))
    assert page.state.game.is_over and fx.StartWorker() in page.done
    # with its review made, none
    kept = opened(game, backend)
    tap(kept, "review")
    again = Driver(backend=backend, think=False)
    again.send(Route(""))
    again.done.clear()
    again.send(Route("#game/" + kept.state.save_id))
    assert again.state.review.done and fx.StartWorker() not in again.done


def test_a_complete_review_is_saved_and_reopens_at_once():
    game = finished("jacynth", seed=8)
    backend = DictBackend()
    page = opened(game, backend)
    state = tap(page, "review")
    assert state.review.done and len(state.review.plies) == len(game.history)
    saves = page.effects_of(fx.Save)
    assert saves and "review" in saves[-1].page
    assert len(saves[-1].page["review"]["plies"]) == len(game.history)
    chances = [c for judged in state.review.plies for c in judged["chances"]]
    assert all(0.0 <= c <= 1.0 for c in chances)
    app = page.screen().app
    assert nodes(app, **{"data-review": "done"}) and nodes(app, **{"class": "review-summary"})
    # reopened: the review is there, closed, and opens without a search
    again = Driver(backend=backend, think=False)
    state = again.send(Route("#game/" + page.state.save_id))
    assert state.review is not None and state.review.done and not state.review.open
    state = tap(again, "review")
    assert state.review.open and not again.pending
    assert state.review.plies == page.state.review.plies
    tap(again, "review-close")
    assert not again.state.review.open


def test_a_tap_on_the_chart_steps_the_replay_and_lights_the_preferred_move():
    game = finished("roseking", seed=3)
    page = opened(game)
    state = tap(page, "review")
    assert state.review.done
    columns = nodes(page.screen().app, **{"class": "chart-move"})
    assert len(columns) == len(game.history)
    differing = next(k for k, j in enumerate(state.review.plies)
                     if j["choice"] and j["best"] != j["move"])
    column = columns[differing]
    assert column.attrs["data-action"] == "replay" and column.attrs["data-to"] == differing
    state = tap(page, "replay", to=differing)
    assert state.shown == differing
    app = page.screen().app
    judged = state.review.plies[differing]
    lit = nodes(app, **{"data-hint": judged["best"]})
    assert lit, "the preferred move is lit on the replayed table"
    assert not nodes(app, **{"data-action": "move"}), "nothing on the replayed table plays"
    assert f"Move {differing + 1}:" in str(app) and judged["best"] in str(app)
    # the review's words in German too
    state = page.send(Tap("lang", {"action": "lang", "value": "de"}, ply=None))
    assert f"Zug {differing + 1}:" in str(page.screen().app)


def test_a_review_of_another_version_is_made_again():
    game = finished("jacynth", seed=8)
    backend = DictBackend()
    page = opened(game, backend)
    tap(page, "review")
    key = next(k for k in backend.data if k.endswith(page.state.save_id))
    doc = json.loads(backend.data[key])
    doc["page"]["review"]["version"] = 0
    backend.data[key] = json.dumps(doc)
    again = Driver(backend=backend, think=False)
    state = again.send(Route("#game/" + page.state.save_id))
    assert state.review is None
    tap(again, "review")
    assert asked_plies(again) == list(range(AHEAD))


def test_review_from_the_saved_games_opens_the_game_with_its_review():
    game = finished("jacynth", seed=8)
    backend = DictBackend()
    save_id = opened(game, backend).state.save_id
    home = Driver(backend=backend, think=False)
    home.send(Route(""))
    buttons = nodes(home.screen().app, **{"data-action": "review-save"})
    assert [b.attrs["data-id"] for b in buttons] == [save_id]
    state = tap(home, "review-save", id=save_id)
    assert state.game is not None and state.game.history == game.history
    assert state.review is not None and state.review.open and state.review_wanted is None
    assert asked_plies(home) == list(range(AHEAD))


def test_the_review_goes_into_backups_and_comes_back_from_them():
    game = finished("jacynth", seed=8)
    page = opened(game)
    tap(page, "review")
    _, text, _ = page.shelf.backup()
    other = Driver(think=False)
    other.shelf.restore(text)
    state = other.send(Route("#game/" + page.state.save_id))
    assert state.review is not None and state.review.plies == page.state.review.plies


@pytest.mark.parametrize("game_id", ["roseking", "jacynth", "castlerampage", "portroyal"])
def test_the_preferred_move_is_lit_in_every_game(game_id):
    """Drawn from the mover's view at the position before the move (hidden hands included:
    the game is over), with the preferred move its only one."""
    page = opened(finished(game_id, seed=4))
    state = tap(page, "review")
    differing = [k for k, j in enumerate(state.review.plies)
                 if j["choice"] and j["best"] != j["move"]]
    assert len(differing) >= 4
    for k in differing[:4]:
        tap(page, "replay", to=k)
        assert nodes(page.screen().app, **{"data-hint": state.review.plies[k]["best"]}), k


def test_the_kept_screen_has_no_review_as_the_next_start_opens_none():
    from ludothek.web.events import PageLeft
    from ludothek.web.page import kept_screen
    page = opened(finished("jacynth", seed=8))
    tap(page, "review")
    assert "review-chart" in str(page.screen().app)
    page.send(PageLeft())
    kept = page.effects_of(fx.KeepScreen)[-1].state
    assert "review-chart" not in kept_screen(kept)["html"]


def test_a_worker_steps_on_from_the_last_move_it_judged():
    """py/bot_worker.py keeps the position it judged last: a worker of the pool, asked every
    few moves, steps on from it; another game, or an earlier move, is replayed anew. Alike to
    judging from the start every time."""
    import importlib.util
    from pathlib import Path

    from ludothek.bots.review import judge

    path = Path(__file__).resolve().parents[2] / "py" / "bot_worker.py"
    spec = importlib.util.spec_from_file_location("bot_worker_under_test", path)
    worker = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(worker)
    one, other = finished("castlerampage", seed=3), finished("jacynth", seed=2)
    asked = [(one, 0), (one, 3), (one, 4), (one, 9), (other, 5), (one, 2), (one, 7)]
    for game, ply in asked:
        text = worker.review_ply(game.save(), ply, "[0.5, 0.5]", SEED, 6)
        before = game.replayed(game.history[:ply])
        assert json.loads(text) == judge(before, game.history[ply], ply, [0.5, 0.5], SEED, 6)
    assert worker._reviewed["ply"] == 7
