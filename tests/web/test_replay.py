"""Replay, a position in a link, and hints (issue 11), decided in plain Python (web/replay.py,
web/hint.py, core/storage.py) and called here as the page calls them."""

from __future__ import annotations

import random

import pytest

from ludothek import BadSave, new_game
from ludothek.core import from_link_at, registry
from ludothek.draw.markup import h, render
from ludothek.web.core import policy
from ludothek.web.play import replay
from ludothek.web.core.hint import Hints, light
from ludothek.web.core.policy import page_view


def finished(game_id: str, seed: int = 3, seats=None, players=None):
    game = new_game(game_id, seed=seed, players=players, seats=seats)
    rng = random.Random(seed)
    while not game.is_over:
        game.play(rng.choice(game.legal_moves()))
    return game


@pytest.mark.parametrize("game_id", sorted(registry.specs()))
def test_every_position_of_a_replay_is_the_game_replayed_to_that_move(game_id):
    game = finished(game_id)
    positions = replay.Replay(game)
    for ply in (len(game.history), 0, len(game.history) // 2, 1, len(game.history) - 1):
        assert positions.at(ply).snapshot() == game.replayed(game.history[:ply]).snapshot()
    with pytest.raises(IndexError):
        positions.at(len(game.history) + 1)


def test_a_replay_follows_new_moves_and_forgets_positions_an_undo_took_back():
    game = finished("roseking")
    positions = replay.Replay(game)
    positions.at(8)
    k = next(k for k in range(4, len(game.history)) if len(game.replayed(game.history[:k]).legal_moves()) > 1)
    earlier = game.replayed(game.history[:k])
    earlier.play(next(m for m in earlier.legal_moves() if m != game.history[k]))  # another move
    positions.follow(earlier)
    assert positions.last == k + 1 and len(positions.positions) == min(k, 8) + 1  # shared plies kept
    assert positions.at(k + 1).history == earlier.history


def test_each_log_line_is_traced_to_the_move_that_wrote_it():
    game = finished("portroyal", players=3)
    plies = replay.log_plies(game, None)
    assert len(plies) == len(game.log_for(None)) and plies == sorted(plies)
    assert plies[0] == 0 and plies[-1] == len(game.history)
    for ply in (1, len(game.history) // 2, len(game.history)):
        written = len(game.replayed(game.history[:ply]).log_for(None))
        assert plies.count(ply) == written - len(game.replayed(game.history[:ply - 1]).log_for(None))


def test_private_log_lines_keep_their_moves_for_the_seat_that_reads_them():
    """Castle Rampage words private lines differently per seat (log_for): the count matches."""
    game = finished("castlerampage")
    for seat in (0, 1, None):
        assert len(replay.log_plies(game, seat)) == len(game.log_for(seat))


@pytest.mark.parametrize("target, shown, last, expected", [
    ("first", 7, 9, 0), ("prev", 7, 9, 6), ("next", 7, 9, 8), ("last", 3, 9, 9),
    ("prev", 0, 9, 0), ("next", 9, 9, 9)])
def test_the_replay_buttons_step_within_the_game(target, shown, last, expected):
    assert replay.step(target, shown, last) == expected


def test_stepping_back_in_a_running_hot_seat_game_shows_only_the_seat_at_the_device():
    """A seat sees in the past only what it saw then: the mover's hand stays hidden."""
    game = new_game("jacynth", seed=2, players=2)
    for _ in range(4):
        game.play(game.legal_moves()[0])
    me = game.to_move
    earlier = game.replayed(game.history[:3])
    table = replay.replay_view(game, earlier, revealed=me)
    assert table.seat == me and table.view["hand"] == earlier.hands[me]
    assert table.view["legal"] == []
    other = 1 - me
    assert not set(earlier.hands[other]) & set(table.view["hand"])
    covered = replay.replay_view(game, earlier, revealed=None)
    assert covered.covered and covered.seat is None


def test_a_finished_game_that_opens_every_card_replays_open():
    game = finished("castlerampage")
    middle = replay.Replay(game).at(20)
    view = replay.replay_view(game, middle, revealed=None).view
    assert view["hands"][0] and view["hands"][1]
    assert all(card["card"] is not None for hand in view["hands"] for card in hand)
    assert any(card["card"] is None for hand in middle.view(None)["hands"] for card in hand)
    assert game.open_view() == game.view(None)  # at its end the game opens everything anyway


def test_a_finished_game_that_keeps_hands_hidden_replays_for_its_only_person():
    game = finished("jacynth", seats=["human", "normal"], players=2)
    earlier = replay.Replay(game).at(4)
    table = replay.replay_view(game, earlier, revealed=None)
    assert table.seat == 0 and table.view["hand"] == earlier.hands[0]


def test_a_link_can_point_at_a_move_and_opens_there():
    game = finished("roseking")
    opened, ply = from_link_at(game.link(5))
    assert opened.history == game.history and ply == 5
    assert from_link_at(game.link())[1] is None
    assert from_link_at(game.link(len(game.history)))[1] is None  # the last move: the present
    assert from_link_at(game.link() + ".9999")[1] is None  # past the end: the last move
    for bad in (".x", ".-1", ".12345", ".1.2", ".٣"):
        with pytest.raises(BadSave):
            from_link_at(game.link() + bad)
    with pytest.raises(ValueError):
        game.link(len(game.history) + 1)


def test_a_hint_lights_the_element_that_plays_the_move_or_selects_its_first_step():
    tree = h("div", {}, h("button", {"data-action": "move", "data-move": "p:8MS@c4"}),
             h("g", {"data-action": "select", "data-value": "8MS", "class_": "card"}),
             h("g", {"data-action": "select", "data-value": "9TK"}))
    assert light(tree, "skip") == 0
    select_only = h("div", {}, tree.children[1], tree.children[2])
    assert light(select_only, "p:8MS@c4") == 1
    assert 'class="card suggested"' in render(select_only) and "9TK" in render(select_only)
    assert light(tree, "p:8MS@c4") == 1 and 'data-hint="p:8MS@c4"' in render(tree.children[0])


@pytest.mark.parametrize("game_id", sorted(registry.specs()))
def test_the_computers_suggestion_is_lit_on_every_games_table(game_id):
    """The normal level's move for the person to move: some element of the drawn table plays
    it or starts it, in every game (a renderer needs no hint code)."""
    from ludothek.bots import choose_move
    from ludothek.web.core.i18n import Translator
    from ludothek.web.play.screens import renderer

    game = new_game(game_id, seed=11, players=registry.spec(game_id).min_players if game_id != "jacynth" else 2)
    rng = random.Random(5)
    for _ in range(3):
        game.play(rng.choice(game.legal_moves()))
    table = page_view(game, revealed=game.to_move)
    move = choose_move(game, level="normal", seed=1, max_seconds=0.2)
    assert move in table.view["legal"]
    drawn = renderer(game_id).table(table.view, {"layout": "landscape"}, Translator("en"))
    assert light(drawn, move) >= 1


def test_hint_settings_are_read_defensively_from_the_saves_page_data():
    assert Hints.read({"hints": True, "hints_used": [1, 0]}, 2).data() == {"hints": True, "hints_used": [1, 0]}
    for junk in ({"hints": "yes"}, {"hints_used": [1]}, {"hints": True, "hints_used": [-1, 2]},
                 {"hints": True, "hints_used": [True, 0]}):
        hints = Hints.read(junk, 2)
        assert hints.used == (0, 0) and hints.allowed == (junk.get("hints") is True)


def test_log_lines_are_kept_per_reader_through_hot_seat_turns():
    """Cover, reveal to seat 0, cover, reveal to seat 1, and again: after the first round
    nothing is worded again, though each reader's log differs."""
    from ludothek.web.core.i18n import Translator
    from ludothek.web.play.screens import LogLines

    done = finished("castlerampage", players=2)
    game = done.replayed(done.history[:-1])  # in play: each seat reads its own private lines
    t, lines = Translator("en"), LogLines()
    readers = [(game.view(None), None), (game.view(0), list(range(len(game.view(0)["log"])))),
               (game.view(None), None), (game.view(1), list(range(len(game.view(1)["log"]))))]
    first = [[str(x) for x in lines.markup(view, t, plies)] for view, plies in readers]
    calls = []
    t.log_line = lambda *args: calls.append(args) or "x"  # any wording now would show
    again = [[str(x) for x in lines.markup(view, t, plies)] for view, plies in readers]
    assert again == first and calls == []
    assert first[1] != first[3]  # the seats read different logs


def test_log_lines_are_worded_once_and_redrawn_only_where_the_log_changed():
    from ludothek.web.core.i18n import Translator
    from ludothek.web.play.screens import LogLines

    game = finished("portroyal", players=3)
    t, lines = Translator("en"), LogLines()
    view = game.view(None)
    first = [str(line) for line in lines.markup(view, t, None)]
    calls = []
    t.log_line = lambda *args: calls.append(args) or "x"  # any wording now would show
    again = [str(line) for line in lines.markup(view, t, None)]
    assert again == first and calls == []
    lines.markup({**view, "log": view["log"][:-1] + [{"k": "other"}]}, t, None)
    assert len(calls) == 1  # only the changed last line
    shorter = game.replayed(game.history[:-3]).view(None)
    assert [str(x) for x in lines.markup(shorter, t, None)] == first[:len(shorter["log"])]
    assert len(calls) == 1  # an undo's shorter log is the start of the kept one


@pytest.mark.parametrize("players, seats", [(1, ["human"]), (2, ["normal", "human"])])
def test_the_last_move_keeps_the_log_lines_the_person_read_in_play(players, seats):
    """Jacynth with one person at the device: their draws stay in the log once the game is
    over, in the present as one move back (before, the last move dropped every 'draws' line
    and renumbered the rest)."""
    game = finished("jacynth", seed=11, seats=seats, players=players)
    person = seats.index("human")
    before = policy.page_view(game.replayed(game.history[:-1]), None)
    end = policy.page_view(game, None)
    back = replay.replay_view(game, replay.Replay(game).at(len(game.history) - 1), None)
    assert before.seat == end.seat == back.seat == person
    assert end.view["log"][: len(before.view["log"])] == before.view["log"]
    assert back.view["log"] == before.view["log"]
    assert any(e["k"] == "draw" for e in end.view["log"])


def test_a_game_that_opens_every_card_at_its_end_opens_every_log_line_too():
    """Castle Rampage opens every card once it is over: its log names every card too, for
    the person and in the replay (before, the person's own cards became 'a card')."""
    game = finished("castlerampage", seed=11, seats=["human", "normal"])
    before = policy.page_view(game.replayed(game.history[:-1]), None).view["log"]
    end = policy.page_view(game, None).view["log"]
    back = replay.replay_view(game, replay.Replay(game).at(len(game.history) - 1), None)
    for log in (end, back.view["log"]):
        private = [e for e in log if "private" in e]
        assert private and all(k in e for e in private for k in e["private"])
    own = [e for e in before if e.get("seat") == 0 and "private" in e]
    assert own and all(e in end for e in own)
