"""The computer's review on the page (web/review.py): "Review" on a finished game judges it move
by move through effects, the chart fills in, a tap on it steps the replay with the preferred move
lit, the complete review is kept with the save and reopens at once."""

from __future__ import annotations

import dataclasses
import json
import re

import pytest

from ludothek import new_game
from ludothek.core import Rng
from ludothek.draw.markup import Node
from ludothek.bots.review import pack, review, unpack
from ludothek.web.core import effects as fx
from ludothek.web.core.events import ReviewStep, Route, Tap
from ludothek.web.core.i18n import Translator
from ludothek.web.review import words as review_words
from ludothek.web.review.reviewing import AHEAD, SEED
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
    assert page.effects_of(fx.ScrollTo) == [fx.ScrollTo("review")], "the panel brought in sight"
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
    kept = saves[-1].page["review"]  # kept shrunk (issue 48): about a third of its rows' size
    assert "plies" not in kept
    assert len(json.dumps(kept)) < len(json.dumps(pack(state.review.as_review(game))))
    assert len(unpack(kept, game)["plies"]) == len(game.history)
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
    saved = nodes(home.screen().app, id="saved-games")[0]
    buttons = nodes(saved, **{"data-action": "review-save"})
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
    from ludothek.web.core.events import PageLeft
    from ludothek.web.play.screen import kept_screen
    page = opened(finished("jacynth", seed=8))
    tap(page, "review")
    assert "review-chart" in str(page.screen().app)
    page.send(PageLeft())
    kept = page.effects_of(fx.KeepScreen)[-1].state
    assert "review-chart" not in kept_screen(kept)["html"]


def test_each_column_of_the_chart_is_read_back_from_a_spot_on_it():
    """The drag reads the columns a tap on the chart steps to: any spot of column k is k, a
    spot past either end the first or last move reviewed."""
    from ludothek.draw.chart import WIDTH, chart, column_at
    total, reviewed = 37, 20
    drawn = chart([(0.5, 0.5)] * reviewed, [None] * reviewed, total, None, "", [""] * reviewed)
    for column in nodes(drawn, **{"class": "chart-move"}):
        left, width = column.attrs["x"], column.attrs["width"]
        for spot in (left + 0.1, left + width / 2, left + width - 0.1):
            assert column_at(spot, total, reviewed) == column.attrs["data-to"], spot
    assert column_at(-50, total, reviewed) == 0
    assert column_at(WIDTH + 50, total, reviewed) == reviewed - 1
    assert column_at(WIDTH / 2, total, 0) is None


def test_a_drag_along_the_chart_moves_the_replay_once_per_move_crossed():
    from ludothek.draw.chart import PAD, WIDTH
    from ludothek.web.core.events import ChartPointed
    game = finished("jacynth", seed=8)
    page = opened(game)
    state = tap(page, "review")
    total = len(game.history)
    step = (WIDTH - 2 * PAD) / total
    redraws, seen = page.redraws, []
    # a finger pressed on the first move, then dragged right in small steps to move 6
    for x in [PAD + step * (i + 0.5) / 4 for i in range(0, 4 * 6)]:
        state = page.send(ChartPointed(x))
        seen.append(state.shown)
    assert state.shown == 5
    changes = [b for a, b in zip(seen, seen[1:]) if a != b]
    assert changes == [1, 2, 3, 4, 5], "each move crossed is shown, in turn"
    assert page.redraws - redraws == 6, "one redraw per move, none while on the same one"
    # dragged back to the first move, and past the chart's end: its last move
    assert page.send(ChartPointed(PAD)).shown == 0
    assert page.send(ChartPointed(WIDTH * 2)).shown == total - 1
    # with the review closed the chart is gone (the present shown again): a late move of the
    # finger changes nothing
    assert tap(page, "review-close").shown is None
    assert page.send(ChartPointed(PAD)).shown is None


def test_review_from_the_record_lists_the_latest_games_still_saved():
    backend = DictBackend()
    ids = [opened(finished("jacynth", seed=s), backend).state.save_id for s in (8, 9)]
    record_before = backend.data["ludothek:record"]
    home = Driver(backend=backend, think=False)
    home.send(Route(""))
    panel = nodes(home.screen().app, **{"class": "record-latest"})[0]
    assert [b.attrs["data-id"] for b in nodes(panel, **{"data-action": "review-save"})] \
        == ids[::-1], "newest first"
    state = tap(home, "review-save", id=ids[0])
    assert state.game is not None and state.save_id == ids[0]
    assert state.review is not None and state.review.open
    # a deleted save leaves the list; the record itself keeps the game
    home.send(Route(""))
    tap(home, "delete", id=ids[1])
    if home.state.dialog is not None:  # asked first
        tap(home, "confirm-yes")
    panel = nodes(home.screen().app, **{"class": "record-latest"})[0]
    assert [b.attrs["data-id"] for b in nodes(panel, **{"data-action": "review-save"})] \
        == [ids[0]]
    assert backend.data["ludothek:record"] == record_before
    assert "Jacynth" in str(panel) and "Review" in str(panel)


def _text(node) -> str:
    return re.sub(r"<[^>]+>", "", str(node))


@pytest.mark.parametrize("game_id", ["castlerampage", "jacynth"])
def test_the_judgement_says_both_moves_as_the_log_says_them_not_in_notation(game_id):
    """A player reads "Ann puts the Swordsman under the Castle", not "setup:schwert:castle":
    the move played and the computer's preferred one are worded as the game's log words them
    (web/review_words.py), and the chart's columns say the move played the same way."""
    game = finished(game_id, seed=3)
    page = opened(game)
    state = tap(page, "review")
    assert state.review.done
    differing = next(k for k, j in enumerate(state.review.plies)
                     if j["choice"] and j["best"] != j["move"])
    tap(page, "replay", to=differing)
    app = page.screen().app
    judged = state.review.plies[differing]
    said = _text(nodes(app, **{"class": "review-move"})[0])
    assert judged["move"] not in said and judged["best"] not in said, said
    assert game.names[judged["seat"]] in said and "prefers:" in said
    position = game.replayed(game.history[:differing])
    preferred = position.clone()
    preferred.play(judged["best"])
    t = Translator("en")
    entries = [e for e in preferred.log[len(position.log):]
               if preferred.readable(e, judged["seat"])]
    own = [e for e in entries if e.get("seat") == judged["seat"]] or entries
    assert own
    # the mover's decision (not the next person's cards dealt, nor a draw that followed by
    # itself: tests/web/test_review_words.py), as the log words it
    lines = [t.log_line(game_id, entry, list(game.names)) for entry in own]
    decision = review_words.would_play(position, judged["best"], t)
    assert decision in said
    if judged["best"].split(":")[0] not in review_words.DECISIONS[game_id][1]:  # the game's
        assert decision in " ".join(lines)  # own words for a choice its lines do not tell
    titles = [_text(node) for node in nodes(app, **{"class": "chart-move"})]
    assert all(":" in title and not title.endswith(": ") for title in titles)
    assert titles[differing].startswith(f"Move {differing + 1} (")


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


def test_a_judgement_is_wanted_while_its_review_goes_on_and_the_workers_until_it_ends():
    """The page keeps judging (and its extra workers) only for the review under way: not for
    a game left, a review failed or one complete (web/app.py asks these of the state)."""
    from ludothek.web.review.reviewing import wanted, workers_needed

    page = opened(finished("jacynth", seed=8), think=False)
    state = tap(page, "review")
    token = state.review.token
    assert wanted(state, token) and workers_needed(state)
    assert not wanted(state, ("another game", 0))
    failed = state.replace(review=dataclasses.replace(state.review, failed=True))
    assert not wanted(failed, token) and not workers_needed(failed)
    while not page.state.review.done:  # every move judged
        page.send(page.judged(page.pending.pop(0)))
    assert wanted(page.state, token) and not workers_needed(page.state)
    page.send(Route(""))  # the game left
    assert not wanted(page.state, token) and not workers_needed(page.state)


@pytest.mark.parametrize("game_id", ["roseking", "jacynth", "portroyal", "castlerampage"])
def test_closing_the_review_returns_to_the_final_scoring_with_its_review_button(game_id):
    """Issue 46: closed while looking back at a move of the chart, the review leaves the
    replay: the present position, its final scoring and "Review" there, no replay banner."""
    game = finished(game_id, seed=8)
    page = opened(game)
    tap(page, "review")
    state = tap(page, "replay", to=3)
    assert state.shown == 3
    state = tap(page, "review-close")
    assert state.shown is None and state.review is not None and not state.review.open
    app = page.screen().app
    assert nodes(app, **{"data-action": "review"}), "the Review button is back"
    assert nodes(app, **{"class": "final-box"}) and not nodes(app, **{"class": "replay-banner"})
    assert not nodes(app, **{"class": "review"}) and not nodes(app, **{"id": "review"})
    assert int(app.attrs["data-ply"]) == len(game.history)


def test_the_chart_is_labelled_and_each_mark_sits_on_its_players_line():
    """Issue 46: the chart's axes are worded, its legend names each player's line and each kind
    of mark, and a dot is ringed in the colour of the player who made the move, on their line."""
    from ludothek.draw.chart import COLOURS
    game = finished("roseking", seed=2)  # marked moves of both players at the tests' budget
    page = opened(game)
    tap(page, "review")
    page.wait()
    app = page.screen().app
    figure = nodes(app, **{"class": "review-figure"})[0]
    text = _text(figure)
    for words in ("Chance to win", "Moves", "Move 1", f"Move {len(game.history)}",
                  *game.names, "Inaccuracy", "Mistake", "Blunder", "the player who made it"):
        assert words in text
    state = page.state
    dots = [dot for dot in nodes(figure, **{"data-mark": None}) if dot.tag == "circle"]
    assert dots, "a random game has marked moves"
    for dot in dots:
        k = int(dot.attrs["data-move-no"]) - 1
        seat = state.review.plies[k]["seat"]
        assert dot.attrs["data-seat"] == seat and dot.attrs["stroke"] == COLOURS[seat]
