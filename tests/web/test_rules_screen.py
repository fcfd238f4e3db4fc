"""The rules screen (issue 32): a game's full rules at a section, each with its own address
`#rules/<game>/<key>`, opened from the home screen, a game or the address, and left the way it
came (the browser's Back included)."""

from __future__ import annotations

from ludothek.core import rulebook
from ludothek.web.core import effects as fx
from ludothek.web.core.events import Key, Route, Submit, Tap
from ludothek.web.core.back import to_address
from ludothek.web.play.playing import followed
from ludothek.web.core.state import PageState, RulesAt
from web.page_driver import Driver


def overlay(page: Driver) -> str:
    return str(page.screen().overlay)


def test_a_section_address_opens_the_rules_there_over_the_home_screen():
    page = Driver()
    state = page.send(Route("#rules/roseking/hero"))
    assert state.rules == RulesAt("roseking", "hero", entries=("rules/roseking/hero",))
    assert state.game is None
    assert state.address == "rules/roseking/hero" and page.effects_of(fx.ListHome)
    assert page.effects_of(fx.ScrollTo) == [fx.ScrollTo("rules-roseking-hero")]
    shown = overlay(page)
    assert 'id="rules-roseking-hero"' in shown and 'data-section="hero"' in shown
    assert 'href="#rules/roseking/end"' in shown  # the table of contents links each section
    assert "Heroes" in shown and "<strong>four heroes</strong>" in shown
    assert "<dt>N1, N2, N3</dt>" in shown  # the power cards, a definition list
    assert page.screen().overlay_kind == "dialog"


def test_the_rules_speak_the_pages_language():
    page = Driver(PageState(lang="de"))
    page.send(Route("#rules/roseking/end"))
    assert "Spielende und Wertung" in overlay(page) and "Zurück zur Übersicht" in overlay(page)


def test_an_unknown_section_opens_the_rules_at_their_top_and_says_so():
    page = Driver()
    state = page.send(Route("#rules/roseking/castling"))
    assert state.rules == RulesAt("roseking", None, "castling", entries=("rules/roseking",))
    assert page.hash == "rules/roseking" and page.effects_of(fx.ScrollTo) == [fx.ScrollTo("rules-top")]
    assert "no section “castling”" in overlay(page)


def test_an_unknown_game_opens_the_home_screen_and_says_so():
    page = Driver()
    state = page.send(Route("#rules/chess/overview"))
    assert state.dialog is None and state.game is None and page.hash == ""
    assert state.alert is not None and "“chess”" in state.alert


def test_a_game_without_its_rules_text_shows_its_help_text(monkeypatch):
    page = Driver()
    page.send(Route("#rules/nim"))
    assert "rules-toc" in overlay(page)
    monkeypatch.setattr(rulebook, "load", lambda game_id, lang: None)  # as if it had no file
    assert "Goal: take the last counter." in overlay(page) and "rules-toc" not in overlay(page)


def test_the_home_screens_rules_button_opens_them_at_their_top_and_closes_back():
    page = Driver()
    page.send(Route(""))
    state = page.send(Tap("rules", {"game": "roseking"}))
    assert state.rules == RulesAt("roseking", None, None, "", False, ("rules/roseking",))
    assert page.effects_of(fx.SetHash)[-1] == fx.SetHash("rules/roseking", push=True)
    assert "Back to the games" in overlay(page)
    state = page.send(Key("Escape"))
    assert state.dialog is None and page.effects_of(fx.HistoryBack)
    assert page.send(Route("")).game is None


def started() -> Driver:
    page = Driver()
    page.send(Route(""))
    page.send(Submit("roseking", {"opt.start": "red"}, seed=7))
    return page


def test_from_a_game_the_rules_open_at_the_section_of_the_moment_and_back_returns():
    page = started()
    game, address = page.state.game, page.state.address
    assert address.startswith("game/")
    state = page.send(Tap("rules", {"game": "roseking"}))
    # Red to move with five cards at the start: playing is all there is.
    assert state.rules == RulesAt("roseking", "turn", None, address, True, ("rules/roseking/turn",))
    assert page.effects_of(fx.SetHash)[-1] == fx.SetHash("rules/roseking/turn", push=True)
    assert page.effects_of(fx.ScrollTo)[-1] == fx.ScrollTo("rules-roseking-turn")
    assert "Back to the game" in overlay(page)
    state = page.send(Tap("close-dialog"))
    assert state.dialog is None and state.address == address
    assert isinstance(page.done[-1], fx.HistoryBack)
    loads = len(page.effects_of(fx.Load))
    state = page.send(Route("#" + address))  # the browser arrives back at the game
    assert state.game is game and len(page.effects_of(fx.Load)) == loads


def test_the_browsers_back_from_the_rules_returns_to_the_game_as_it_was():
    page = started()
    game, address = page.state.game, page.state.address
    page.send(Tap("rules", {"game": "roseking"}))
    state = page.send(Route("#" + address))
    assert state.dialog is None and state.game is game and state.address == address
    assert not page.effects_of(fx.Load)


def test_at_the_end_the_rules_open_at_the_scoring():
    page = started()
    game = page.state.game.clone()
    while not game.is_over:
        game.play(game.legal_moves()[0])
    page.state = page.state.replace(game=game)
    assert page.send(Tap("rules", {"game": "roseking"})).rules.section == "end"


def test_a_link_of_the_contents_is_an_entry_back_returns_to_the_contents_then_leaves():
    """Issue 46: Back after a section link returns to where the person was reading, not out of
    the rules; closing them goes back over every entry they made."""
    page = started()
    address = page.state.address
    page.send(Tap("rules", {"game": "roseking"}))
    opened = page.state.rules.entries
    state = page.send(Tap("rules-section", {"game": "roseking", "key": "hero"}))
    assert state.rules == RulesAt("roseking", "hero", None, address, True,
                                  opened + ("rules/roseking/hero",), 1)
    assert page.effects_of(fx.SetHash)[-1] == fx.SetHash("rules/roseking/hero", push=True)
    assert fx.Consume() in page.done
    state = page.send(Route("#" + opened[0]))  # Back: the rules where they were
    assert state.rules is not None and state.rules.shown == 0
    assert state.rules.section == RulesAt("roseking", "turn").section
    state = page.send(Route("#rules/roseking/hero"))  # Forward: the section again
    assert state.rules is not None and state.rules.shown == 1 and state.rules.section == "hero"
    page.send(Tap("close-dialog", {}))
    assert page.state.dialog is None and page.effects_of(fx.HistoryBack)[-1] == fx.HistoryBack(2)


def test_the_contents_link_of_the_bar_leads_to_the_top_and_back_returns():
    page = started()
    address = page.state.address
    page.send(Tap("rules", {"game": "roseking"}))
    page.send(Tap("rules-section", {"game": "roseking", "key": "hero"}))
    assert 'class="rules-up"' in overlay(page)
    state = page.send(Tap("rules-section", {"game": "roseking", "key": ""}))  # ↑ Contents
    assert state.rules is not None and state.rules.section is None and state.rules.shown == 2
    assert page.effects_of(fx.ScrollTo)[-1] == fx.ScrollTo("rules-top")
    assert page.send(Route("#rules/roseking/hero")).rules.section == "hero"  # Back
    assert page.send(Route("#rules/roseking/turn")).rules.shown == 0  # Back
    assert page.send(Route("#" + address)).dialog is None  # Back: the game


def test_a_link_to_the_section_on_show_makes_no_entry():
    page = started()
    page.send(Tap("rules", {"game": "roseking"}))
    at, hashes = page.state.rules, len(page.effects_of(fx.SetHash))
    state = page.send(Tap("rules-section", {"game": "roseking", "key": at.section}))
    assert state.rules == at and len(page.effects_of(fx.SetHash)) == hashes


def test_a_save_named_meanwhile_changes_where_the_rules_go_back_to_not_the_address():
    state = PageState(lang="en", address="rules/roseking",
                      dialog=("rules", RulesAt("roseking", None, None, "game/a", True)))
    state, effects = to_address(state, "game/b")
    assert effects == [] and state.rules is not None and state.rules.back == "game/b"


def test_the_rules_stay_open_when_another_tab_moves_the_game_on():
    page = started()
    page.send(Tap("rules", {"game": "roseking"}))
    moved = page.state.game.clone()
    moved.play(moved.legal_moves()[0])
    state, _ = followed(page.state, moved, page.state.hints)
    assert state.game is moved and state.rules is not None and state.rules.section == "turn"
