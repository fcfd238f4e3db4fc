"""Play without seeing (issue 50; web/blind): a remembered switch; with it on, the game in words
first on the table (status, one live region, the moves as a numbered list, a field to type one,
the table told by the game); a typed move played or refused with an example; single keys jump
to the parts, the arrow keys move within them; nothing hidden is told under the
pass-the-device screen."""

from __future__ import annotations

import re

from ludothek import new_game
from ludothek.web.core import effects as fx
from ludothek.web.core.events import Change, Key, Route, Tap
from ludothek.web.core.state import PageState
from web.page_driver import Driver


def opened(blind: bool = True, lang: str = "en", seats=("human", "easy"),
           game_id: str = "roseking", moves: int = 0) -> Driver:
    game = new_game(game_id, seed=3, seats=list(seats))
    for _ in range(moves):
        game.play(game.legal_moves()[0])
    page = Driver(PageState(lang=lang, blind=blind))
    page.send(Route("#" + game.link()))
    page.wait()
    return page


def told(page: Driver) -> str:
    app = str(page.screen().app)
    start = app.index('<section class="told"')
    return app[start:app.index("</section>", start)]


def live(page: Driver) -> list[str]:
    region = re.search(r'<div class="told-said"[^>]*>(.*?)</div>', told(page)).group(1)
    return re.findall(r"<p>(.*?)</p>", region)


def offered(page: Driver) -> list[str]:
    return re.findall(r'data-action="move" data-move="([^"]*)"', told(page))


def test_the_switch_is_remembered_and_on_the_home_and_game_screens():
    page = Driver(PageState(lang="de"))
    home = str(page.screen().app)
    assert 'data-action="blind" aria-pressed="false">Ohne Sehen spielen' in home
    page.send(Tap("blind"))
    assert page.state.blind and fx.SaveSetting("blind", "on") in page.done
    assert 'data-action="blind" aria-pressed="true"' in str(page.screen().app)
    game = opened(blind=False)
    app = str(game.screen().app)
    assert app.index('data-action="blind"') < app.index('class="game-bar"')
    assert '<section class="told"' not in app
    game.send(Tap("blind"))
    assert '<section class="told"' in str(game.screen().app)
    game.send(Tap("blind"))
    assert fx.SaveSetting("blind", "off") in game.done


def test_the_game_in_words_has_the_status_the_moves_and_the_table_in_one_voice():
    page = opened()
    words = told(page)
    game = page.state.game
    assert sorted(offered(page)) == sorted(game.legal_moves())
    assert "1. " in words and "The crown stands on" in words  # Rose King's own words
    for part in ("told-status", "told-said", "told-moves", "told-table", "told-hands"):
        assert f'data-region="{part}"' in words, part
    app = str(page.screen().app)
    assert app.count("aria-live") == 1 and 'role="status"' not in app.split("told")[0]


def test_the_live_region_says_you_then_the_computer_in_order():
    page = opened(seats=("human", "easy"))
    game = page.state.game
    assert game.to_move == 0 or page.state.thinking is None
    move = game.legal_moves()[0]
    page.send(Tap("move", {"move": move}, ply=len(game.history), time=1000.0))
    page.wait()
    lines = live(page)
    assert lines[0].startswith("You: ") and len(lines) >= 2, lines
    assert not lines[1].startswith("You: ")
    assert page.state.game.to_move == 0


def test_the_computers_turn_is_said_once_it_is_over_without_pauses_between_its_moves():
    """Port Royal: the computer's turn is several moves; without seeing, it comes at once (no
    pause to watch it by) and its line is said when the turn is over, not grown move by move."""
    from ludothek.web.blind import said
    from ludothek.web.core.i18n import translator
    game = new_game("portroyal", seed=3, seats=["human", "easy"])
    while not (game.match.movers and game.match.movers[-1] == 1 == game.current_seat()):
        game.play(game.legal_moves()[0])
    t = translator("en")
    under_way = said.lines(game, 0, t)
    assert not under_way or not under_way[-1].startswith(game.names[1]), under_way
    assert said.lines(game, 1, t)[-1].startswith("You: ")  # one's own turn: said at once
    while game.current_seat() == 1:
        game.play(game.legal_moves()[0])
    assert said.lines(game, 0, t)[-1].startswith(game.names[1]), said.lines(game, 0, t)
    for blind, pauses in ((True, set()), (False, {0.7})):
        page = opened(blind=blind, game_id="portroyal", seats=("human", "easy"))
        for second in range(12):
            if page.state.game.is_over or page.state.game.to_move != 0:
                break
            move = page.state.game.legal_moves()[0]
            page.send(Tap("move", {"move": move}, ply=len(page.state.game.history),
                          time=1000.0 * (second + 1)))
            page.wait()
        movers = page.state.game.match.movers
        assert [1, 1] in [movers[i:i + 2] for i in range(len(movers))]  # moves one after another
        waits = {e.seconds for e in page.effects_of(fx.Later)
                 if type(e.event).__name__ == "ThinkNow"}
        assert waits == pauses, (blind, waits)


def test_a_move_typed_by_its_number_or_its_notation_is_played():
    page = opened(seats=("human", "human"))
    game = page.state.game
    second = offered(page)[1]
    page.send(Change("typed-move", " 2 "))
    assert page.state.game.history[-1] == second
    move = offered(page)[0]
    page.send(Change("typed-move", move.lower()))
    assert page.state.game.history[-1] == move and len(page.state.game.history) == len(game.history) + 2


def test_a_move_typed_wrong_is_refused_with_an_example_and_nothing_played():
    page = opened(seats=("human", "human"), lang="de")
    before = list(page.state.game.history)
    page.send(Change("typed-move", "Z9"))
    assert page.state.game.history == before
    assert "„Z9“ ist jetzt kein möglicher Zug" in page.state.alert
    assert offered(page)[0] in page.state.alert
    page.send(Change("typed-move", "99"))
    assert page.state.game.history == before


def test_a_move_typed_while_looking_back_says_how_to_return_and_plays_nothing():
    page = opened(seats=("human", "human"), moves=2)
    before = list(page.state.game.history)
    page.state = page.state.replace(shown=1)
    page.send(Change("typed-move", "1"))
    assert page.state.game.history == before
    assert "earlier move" in page.state.alert and "“To the present position”" in page.state.alert


def test_a_move_typed_while_moves_are_played_out_takes_over_and_is_played():
    """As a tap does: the person is never held up by moves still being shown."""
    page = opened(seats=("human", "human"), moves=2)
    first = offered(page)[0]
    page.state = page.state.replace(shown=1, playing_out=True)
    page.send(Change("typed-move", "1"))
    assert page.state.game.history[-1] == first and not page.state.playing_out


def test_single_keys_jump_to_the_parts_and_the_arrows_move_within_them():
    page = opened()
    for key, part in (("s", "status"), ("m", "moves"), ("t", "table"), ("H", "hands"),
                      ("l", "said")):
        page.send(Key(key))
        assert page.done[-2:] == [fx.Consume(), fx.FocusIn(f"told-{part}", "first")]
    page.send(Key("ArrowDown", within="told"))
    assert page.done[-1] == fx.FocusIn("told", "next") and page.state.shown is None
    done = len(page.done)
    page.send(Key("m", in_field=True))
    page.send(Key("m", modified=True))
    assert not [e for e in page.done[done:] if isinstance(e, fx.FocusIn)]
    off = opened(blind=False)
    off.send(Key("m"))
    assert not off.effects_of(fx.FocusIn)


def test_under_the_pass_the_device_screen_nothing_of_a_hand_is_told():
    page = opened(game_id="castlerampage", seats=("human", "human"))
    assert page.state.covered  # hidden hands, two people at one device
    words = told(page)
    assert "told-moves" not in words and "told-table" not in words
    assert 'class="told-said"' in words  # the one live region stays on the page
