"""The keyboard on the game screen (issue 50): the arrow keys move the focus within the table
(and up and down within the log) instead of stepping through the game; a skip link leads to
the table; the log is one stop of the Tab order, its lines reached with the arrow keys."""

from __future__ import annotations

from ludothek import new_game
from ludothek.web.core import effects as fx
from ludothek.web.core.events import Key, Route, Tap
from web.page_driver import Driver


def opened(moves: int = 2) -> Driver:
    game = new_game("roseking", seed=3, options={"light": True})
    for _ in range(moves):
        game.play(game.legal_moves()[0])
    page = Driver()
    page.send(Route("#" + game.link()))
    return page


def test_the_arrow_keys_on_the_table_move_the_focus_not_the_game():
    page = opened()
    for key, to in (("ArrowLeft", "prev"), ("ArrowUp", "prev"), ("ArrowRight", "next"),
                    ("ArrowDown", "next"), ("Home", "first"), ("End", "last")):
        state = page.send(Key(key, within="table"))
        assert state.shown is None  # still the present position
        assert page.done[-2:] == [fx.Consume(), fx.FocusIn("table", to)]


def test_away_from_the_table_the_arrow_keys_still_step_through_the_game():
    page = opened()
    state = page.send(Key("ArrowLeft"))
    assert state.shown == 1 and not page.effects_of(fx.FocusIn)


def test_in_the_log_up_and_down_move_along_its_lines_left_and_right_step_the_game():
    page = opened()
    page.send(Key("ArrowUp", within="log"))
    assert page.effects_of(fx.FocusIn) == [fx.FocusIn("log", "prev")]
    assert page.send(Key("ArrowLeft", within="log")).shown == 1


def test_a_field_or_a_dialog_keeps_its_keys():
    page = opened()
    page.send(Key("ArrowLeft", in_field=True, within="table"))
    page.send(Key("ArrowDown", modified=True, within="table"))
    assert not page.effects_of(fx.FocusIn) and page.state.shown is None


def test_the_skip_link_comes_first_and_leads_to_the_tables_first_control():
    page = opened()
    app = str(page.screen().app)
    assert app.index('class="skip-link"') < app.index('class="game-bar"')
    assert 'id="table" tabindex="-1"' in app
    page.send(Tap("to-table"))
    assert page.effects_of(fx.FocusIn) == [fx.FocusIn("table", "first")]


def test_the_log_is_one_stop_of_the_tab_order():
    page = opened(moves=4)
    app = str(page.screen().app)
    assert 'class="log" tabindex="0"' in app
    lines = app.count('class="log-line"')
    assert lines >= 4 and app.count('class="log-line" data-action="replay"') == lines
    assert app.count('tabindex="-1" title=') >= lines  # every line out of the Tab order


def test_a_card_chosen_by_a_key_sends_the_focus_to_where_it_plays_a_tapped_one_does_not():
    game = new_game("jacynth", seed=3, players=2)
    page = Driver()
    page.send(Route("#" + game.link()))
    card = next(m.split("@")[0][2:] for m in game.legal_moves() if m.startswith("p:"))
    page.send(Tap("select", {"value": card}, ply=0, spot=None))
    assert page.state.ui["selected"] == card
    assert page.effects_of(fx.FocusIn) == [fx.FocusIn("table", "move")]
    page.send(Tap("select", {"value": card}, ply=0, spot=None))  # chosen again: unchosen
    page.send(Tap("select", {"value": card}, ply=0, spot=(5.0, 5.0)))  # a finger's tap
    assert page.state.ui["selected"] == card and len(page.effects_of(fx.FocusIn)) == 1


def test_in_the_explain_mode_every_explainable_piece_is_a_stop_of_the_keyboard():
    """Issue 50: the "?" mode reached 8 of the Rose King's 118 explainable pieces by keyboard.
    Now each piece is focusable itself or inside a control that is, and named."""
    import re

    for game_id in ("roseking", "jacynth", "portroyal", "castlerampage"):
        game = new_game(game_id, seed=4, players=2, seats=["human", "easy"])
        while len(game.history) < 6 or game.to_move != 0:
            game.play(game.legal_moves()[0])
        page = Driver()
        page.send(Route("#" + game.link()))
        before = str(page.screen().app)
        page.send(Tap("explain-mode"))
        app = str(page.screen().app)
        pieces = set(re.findall(r'data-explain="([^"]*)"', app))
        assert len(pieces) > 10, game_id
        stops = re.findall(r'<(\w+)((?:\s[^>]*)?)>', app)
        reached = set()
        for tag, attrs in stops:
            what = re.search(r'data-explain="([^"]*)"', attrs)
            if what and (tag in ("button", "a") or 'tabindex="0"' in attrs):
                reached.add(what.group(1))
        # A piece inside a control is reached through it (a card's parts, a button's words).
        inside = pieces - reached
        assert len(inside) < len(pieces) / 4, (game_id, sorted(inside)[:10])
        assert 'tabindex="0" role="button" aria-label' not in before  # only in the "?" mode
        named = re.findall(r'tabindex="0" role="button" aria-label="([^"]+)"', app)
        assert named and all(name.strip() for name in named)
