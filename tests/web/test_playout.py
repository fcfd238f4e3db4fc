"""Moves made elsewhere are played out in their order (issue 33, web/playout.py): several
moves another tab saved at once, each drawn in turn on the way to the present; a tap meanwhile
acts at once on the present. Behind the pass-the-device screen, the others' moves since the
person last moved are played out after "it is me"."""

from __future__ import annotations

from ludothek.web.core import effects as fx
from ludothek.web.core.events import PlayOutNext, Route, StorageChanged, Submit, Tap
from ludothek.web.play.playout import MAX_MOVES
from ludothek.web.home.store import PREFIX
from web.page_driver import DictBackend, Driver


def two_tabs(game_id: str = "roseking", **values) -> tuple[Driver, Driver]:
    page = Driver()
    page.send(Route(""))
    page.send(Submit(game_id, values, seed=7))
    other = Driver(backend=page.backend)
    other.send(Route("#" + page.hash))
    return page, other


def move_there(other: Driver, count: int, time: float = 1000.0) -> None:
    for n in range(count):
        game = other.state.game
        other.send(Tap("move", {"move": game.legal_moves()[0]}, ply=len(game.history),
                       time=time + n * 5000, spot=(n * 50.0, 0.0)))


def shown_while_waiting(page: Driver) -> list[int | None]:
    """Let the timers run one by one, noting the position on show after each."""
    seen = [page.state.shown]
    for _ in range(20):
        timers = [e for e in page.pending if isinstance(e, fx.Later)]
        if not timers:
            break
        page.pending = [e for e in page.pending if e not in timers]
        for timer in timers:
            page.dispatch(timer.event)
        seen.append(page.state.shown)
    return seen


def test_another_tabs_moves_are_shown_one_after_the_other_up_to_the_present():
    page, other = two_tabs()
    move_there(other, 3)
    page.send(StorageChanged(PREFIX + page.state.save_id, page.stored()))
    assert page.state.playing_out and page.state.shown == 1
    assert page.screen().attrs["data-ply"] == "1"
    assert "replay-banner" not in str(page.screen().app)  # it looks live, not like a replay
    assert shown_while_waiting(page) == [1, 2, None]
    assert not page.state.playing_out and page.state.game.history == other.state.game.history


def test_one_move_from_another_tab_is_simply_drawn():
    page, other = two_tabs()
    move_there(other, 1)
    page.send(StorageChanged(PREFIX + page.state.save_id, page.stored()))
    assert page.state.shown is None and not page.state.playing_out


def test_a_tap_while_moves_are_played_out_acts_at_once_on_the_present():
    page, other = two_tabs()
    move_there(other, 3)
    page.send(StorageChanged(PREFIX + page.state.save_id, page.stored()))
    token = page.state.token()
    present = list(other.state.game.history)
    page.send(Tap("move", {"move": "draw"}, ply=1, time=90000.0))
    assert page.state.shown is None and not page.state.playing_out
    assert page.state.game.history == present + ["draw"]
    assert page.send(PlayOutNext(token)).shown is None  # its timer comes to nothing


def test_a_tap_while_moves_are_played_out_that_the_present_refuses_says_why():
    page, other = two_tabs()
    move_there(other, 3)
    page.send(StorageChanged(PREFIX + page.state.save_id, page.stored()))
    page.send(Tap("move", {"move": "H:N9"}, ply=1, time=90000.0))
    assert page.state.shown is None and page.state.alert
    assert page.state.game.history == other.state.game.history


def test_a_long_absence_is_played_out_from_its_last_moves_only():
    page, other = two_tabs()
    move_there(other, MAX_MOVES + 3)
    page.send(StorageChanged(PREFIX + page.state.save_id, page.stored()))
    assert page.state.shown == MAX_MOVES + 3 - MAX_MOVES


def test_share_while_moves_are_played_out_shares_the_present():
    page, other = two_tabs()
    move_there(other, 3)
    page.send(StorageChanged(PREFIX + page.state.save_id, page.stored()))
    page.send(Tap("share", {}))
    assert page.state.dialog[1].endswith(page.state.game.link())


def test_a_link_that_continues_a_saved_game_plays_its_new_moves_out_one_by_one():
    """Play at a distance: the other player's link after their moves opens here where this
    device last had the game, and steps on through their moves to the present."""
    from ludothek import new_game

    game = new_game("roseking", seed=4)
    for _ in range(3):
        game.play(game.legal_moves()[0])
    page = Driver()
    page.send(Route(""))
    page.send(Route("#" + game.link()))  # this device's own last move, kept
    assert not page.state.playing_out
    for _ in range(2):  # the other player's turn, sent back as a link
        game.play(game.legal_moves()[0])
    page.send(Route("#" + game.link()))
    assert page.state.playing_out and page.state.shown == 3
    assert shown_while_waiting(page) == [3, 4, None]
    assert page.stored() == tuple(game.history)
    page.send(Route("#" + game.link(3)))  # a link that opens at a move of its own: shown there
    assert page.state.shown == 3 and not page.state.playing_out


def test_behind_the_pass_the_device_screen_the_others_moves_are_played_out_after_it():
    page = Driver(backend=DictBackend())
    page.send(Route(""))
    page.send(Submit("jacynth", {"players": "2"}, seed=7))
    page.send(Tap("reveal", {}, ply=0, time=1.0))
    first = page.state.game.current_seat()
    time = 1000.0
    while page.state.game.current_seat() == first:  # the first player's whole turn
        move_there(page, 1, time)
        page.wait()
        time += 10000
    turn = len(page.state.game.history)
    assert page.state.covered
    page.send(Tap("reveal", {}, ply=turn, time=time))
    assert page.state.playing_out and page.state.shown == 0
    markup = str(page.screen().app)
    assert 'data-ply="0"' in markup
    assert shown_while_waiting(page)[-1] is None and not page.state.playing_out


def test_the_first_person_at_the_start_of_the_game_has_nothing_played_out():
    page = Driver(backend=DictBackend())
    page.send(Route(""))
    page.send(Submit("jacynth", {"players": "2"}, seed=7))
    page.send(Tap("reveal", {}, ply=0, time=1.0))
    assert not page.state.playing_out and page.state.shown is None


def test_while_moves_are_played_out_the_page_says_which_and_by_whom():
    page, other = two_tabs()
    move_there(other, 3)
    page.send(StorageChanged(PREFIX + page.state.save_id, page.stored()))
    game = page.state.game
    said = str(page.screen().app)
    assert f"meanwhile: move {page.state.shown} of 3" in said
    assert game.names[game.match.movers[page.state.shown - 1]] in said
    shown_while_waiting(page)
    assert "What happened meanwhile" not in str(page.screen().app)
