"""The "?" mode (issue 32): a tap on a marked piece says what it is, in the game's words, from
what the device's seat sees; a piece tapped outside the mode acts as before."""

from __future__ import annotations

from ludothek.draw.markup import render
from ludothek.web.core import effects as fx
from ludothek.web.core.events import Route, Submit, Tap
from ludothek.web.core.state import PageState
from web.page_driver import Driver


def nim(lang: str = "en", **values: object) -> Driver:
    page = Driver(PageState(lang=lang))
    page.send(Route(""))
    page.send(Submit("nim", {"opt.heaps": "3-5-7", **values}, seed=3))
    if page.state.covered:  # hidden hands: the device's person says who they are
        page.send(Tap("reveal", {}, ply=0, time=1.0, spot=(1.0, 1.0)))
    return page


def test_nothing_is_explained_while_the_table_is_covered_between_seats() -> None:
    page = Driver(PageState(lang="en"))
    page.send(Route(""))
    page.send(Submit("nim", {"opt.heaps": "3-5-7"}, seed=3))
    assert page.state.covered
    assert explain_tap(page, "heap:1").dialog is None


def explain_tap(page: Driver, what: str) -> PageState:
    return page.send(Tap("explain", {"explain": what}, None, 1, 50.0, None))


def test_the_mode_is_switched_by_its_button_and_said_beside_the_status() -> None:
    page = nim()
    assert 'data-action="explain-mode"' in render(page.screen().app)
    page.send(Tap("explain-mode", {"action": "explain-mode"}, time=10.0))
    assert page.state.explaining and page.screen().attrs["data-explaining"] == ""
    assert "Explaining: tap a card" in render(page.screen().app)
    page.send(Tap("explain-mode", {"action": "explain-mode"}, time=20.0))
    assert not page.state.explaining and page.screen().attrs["data-explaining"] is None


def test_a_piece_tapped_says_what_it_is_in_the_pages_language() -> None:
    for lang, title, says in (("en", "Heap 2", "5 counters"), ("de", "Haufen 2", "5 Hölzchen")):
        page = nim(lang)
        state = explain_tap(page, "heap:2")
        assert state.dialog == ("explain", "heap:2") and state.game is not None
        shown = render(page.screen().overlay)
        assert f"<h2>{title}</h2>" in shown and says in shown
        assert 'data-section="turn"' in shown  # more in the rules, at the section that tells
        assert not state.game.match.history  # nothing was played


def test_more_in_the_rules_opens_them_at_the_section_named() -> None:
    page = nim()
    explain_tap(page, "heap:1")
    page.send(Tap("rules", {"action": "rules", "game": "nim", "section": "turn"}, time=70.0))
    assert page.state.rules is not None and page.state.rules.section == "turn"
    assert page.effects_of(fx.SetHash)[-1].fragment == "rules/nim/turn"


def test_a_piece_the_game_does_not_know_gets_a_plain_answer_not_an_error() -> None:
    page = nim()
    explain_tap(page, "nonsense:9")
    assert "There is nothing to explain here." in render(page.screen().overlay)


def test_a_hidden_heap_is_not_told_to_the_seat_that_may_not_know_it() -> None:
    page = nim(**{"opt.hidden": True})
    game = page.state.game
    assert game is not None and game.to_move == 0  # seat 0 does not know the secret heap
    explain_tap(page, "heap:4")
    shown = render(page.screen().overlay)
    assert "hidden from you" in shown and "counters:" not in shown


def test_the_score_beside_a_name_explains_itself_where_the_game_says_nothing_of_it() -> None:
    page = nim()
    assert 'data-explain="score:1"' in render(page.screen().app)
    explain_tap(page, "score:1")
    shown = render(page.screen().overlay)
    assert "<h2>Player 2&#x27;s score</h2>" in shown or "<h2>Player 2's score</h2>" in shown


def test_a_game_opens_to_be_played_not_explained() -> None:
    page = nim()
    page.send(Tap("explain-mode", {"action": "explain-mode"}, time=10.0))
    page.send(Tap("home", {"action": "home"}, time=20.0))
    assert not page.state.explaining
    page.send(Submit("nim", {"opt.heaps": "3-5-7"}, seed=4))
    assert page.state.game is not None and not page.state.explaining


def test_a_piece_of_an_earlier_position_is_explained_as_drawn_there() -> None:
    page = nim()
    game = page.state.game
    assert game is not None
    page.state = page.state.replace(game=game.clone().play("3-7"))
    page.state = page.state.replace(shown=0, revealed_seat=1)  # back at the start: heap 3 whole
    explain_tap(page, "heap:3")
    assert "7 counters" in render(page.screen().overlay)
