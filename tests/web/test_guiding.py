"""The guided first game in the page (issue 32, web/guiding.py): "Learn to play" opens the
game's prepared deal, the page lights the move the guide asks for, refuses another one with a
word on the guide, plays the computer's prepared moves without a search, and marks the game
learned at the end of the script. Driven event by event on Rose King's guide."""

from __future__ import annotations

import re

import pytest

from ludothek.core import registry
from ludothek.core.guide import guide
from ludothek.web.core import effects as fx
from ludothek.web.core.events import Loaded, Route, Tap
from ludothek.web.play.guide import LEARNED_SETTING, expected
from web.page_driver import Driver

GAME = "roseking"
GUIDED = [game_id for game_id in sorted(registry.specs()) if registry.has_module(game_id, "guide")]


def learning(lang: str = "en") -> Driver:
    page = Driver()
    page.send(Route(""))
    page.state = page.state.replace(lang=lang)
    page.send(Tap("learn", {"game": GAME}))
    return page


def tap(page: Driver, move: str, time: float) -> None:
    page.send(Tap("move", {"move": move}, ply=page.state.plies, time=time, spot=(time, 0.0)))
    if page.state.dialog is not None and page.state.dialog[0] == "confirm":
        page.send(Tap("confirm-yes", {}, ply=page.state.plies, time=time + 1))
    page.wait()


def follow_to_the_end(page: Driver) -> None:
    script = guide(GAME)
    assert script is not None
    time = 1000.0
    while page.state.plies is not None and page.state.plies < len(script.steps):
        asked = expected(page.state)
        assert asked == script.steps[page.state.plies].move, "a person's step is asked for"
        tap(page, asked, time)
        time += 5000


def test_learn_to_play_opens_the_guides_deal_saved_as_a_guided_game():
    page = learning()
    state = page.state
    script = guide(GAME)
    assert script is not None and state.game is not None and state.guided
    assert state.game.seed == script.seed and list(state.game.seats) == list(script.seats)
    assert state.game.names == ["Red", "Computer (easy)"]  # as any new game names them
    save = page.effects_of(fx.Save)[-1]
    assert save.page["guide"] is True


def test_the_guides_move_is_lit_and_its_words_and_rule_are_on_the_screen():
    page = learning("de")
    markup = str(page.screen().app)
    assert 'data-hint="NW2"' in markup and 'class="guide"' in markup
    assert "Schritt 1 von 4" in markup and 'data-section="play"' in markup


def test_another_legal_move_is_refused_with_a_word_on_the_guide():
    page = learning()
    other = next(m for m in page.state.game.legal_moves() if m != expected(page.state))
    tap(page, other, 1000.0)
    assert page.state.plies == 0 and "lit move" in (page.state.alert or "")


def test_an_illegal_move_is_refused_with_the_rules_reason_not_the_guides():
    page = learning()
    tap(page, "H:NW2", 1000.0)  # no white rose to turn over yet
    assert page.state.plies == 0 and "lit move" not in (page.state.alert or "x")


def test_the_computers_prepared_moves_are_made_without_a_search():
    page = learning()
    tap(page, "NW2", 1000.0)
    assert page.state.game.history == ["NW2", "SW2"]
    assert not page.effects_of(fx.Think)


def test_the_guide_followed_to_its_end_marks_the_game_learned_and_the_home_shows_it():
    page = learning()
    follow_to_the_end(page)
    assert page.state.learned == (GAME,)
    assert [e for e in page.effects_of(fx.SaveSetting) if e.key == LEARNED_SETTING][-1].value \
        == GAME
    assert "That was the guide" in str(page.screen().app)
    page.send(Tap("guide-leave", {}))
    page.send(Tap("home", {}))
    assert "learn-button learned" in str(page.screen().app)


def test_after_the_guide_the_computer_searches_as_in_any_game():
    page = Driver(think=False)
    page.send(Route(""))
    page.send(Tap("learn", {"game": GAME}))
    page.think = True
    follow_to_the_end(page)
    page.think = False
    game = page.state.game
    if game.seats[game.to_move] == "human":
        tap(page, game.legal_moves()[0], 90000.0)
    assert page.effects_of(fx.Think), "past the script the computer searches"


def test_leaving_the_guide_lets_any_move_be_played_and_saves_it_unguided():
    page = learning()
    page.send(Tap("guide-leave", {}))
    assert not page.state.guided and page.effects_of(fx.Save)[-1].page.get("guide") is None
    assert 'class="guide"' not in str(page.screen().app)
    other = next(m for m in page.state.game.legal_moves() if m != "NW2")
    tap(page, other, 1000.0)
    assert page.state.game.history[0] == other


def test_a_reloaded_guided_game_is_guided_again():
    page = learning()
    tap(page, "NW2", 1000.0)
    state = page.state
    page.send(Route(""))
    page.send(Loaded(state.save_id, state.game.clone(), {"guide": True}))
    assert page.state.guided and expected(page.state) == "SE1"


def test_the_lit_piece_is_brought_into_sight_where_the_guide_asks_for_a_move():
    page = learning()
    assert page.effects_of(fx.ShowLit), "at the start"
    before = len(page.effects_of(fx.ShowLit))
    tap(page, "NW2", 1000.0)  # the computer's prepared answer, then the person's step
    assert len(page.effects_of(fx.ShowLit)) == before + 1


def test_every_sentence_of_the_computers_turn_stays_until_the_person_moves():
    from ludothek.web.play.guide import panel
    from ludothek.web.core.i18n import translator

    page = learning()
    tap(page, "NW2", 1000.0)
    tap(page, "SE1", 7000.0)
    tap(page, "draw", 13000.0)  # the computer's hero follows
    told = str(panel(page.state, page.state.game, translator("en")))
    assert "The computer used a hero" in told and told.count('class="guide-done"') == 1


@pytest.mark.parametrize("game_id", GUIDED)
def test_the_steps_are_the_persons_numbered_without_gaps(game_id):
    """Issue 46: "Step k of n" counts the person's moves only (the computer's prepared moves are
    no step), 1..n in order, at every step the person is asked for; none after the last."""
    script = guide(game_id)
    page = Driver()
    page.send(Route(""))
    page.send(Tap("learn", {"game": game_id}))
    page.wait()  # the computer's prepared moves first (Castle Rampage's set-up)
    said, time = [], 1000.0
    while page.state.plies < len(script.steps):
        asked = expected(page.state)
        assert asked is not None, f"{game_id}: the computer's prepared move was made"
        said += re.findall(r'class="guide-step">([^<]*)<', str(page.screen().app))
        tap(page, asked, time)
        time += 5000
    n = len(said)
    assert said == [f"Step {k} of {n}" for k in range(1, n + 1)]
    assert n == sum(1 for ply in range(len(script.steps))
                    if page.state.game.seats[page.state.game.match.movers[ply]] == "human")
    assert 'class="guide-step"' not in str(page.screen().app)  # the end: the closing words instead


def test_a_persons_next_step_in_the_same_turn_is_brought_into_sight_and_its_next_part_too():
    """Jacynth asks two moves of a turn (a card, a token): after the first, the second's lit
    piece is brought into sight; a card chosen lights its cell, which its tap brings into sight
    (the ui key the tap set names it)."""
    page = Driver()
    page.send(Route(""))
    page.send(Tap("learn", {"game": "jacynth"}))
    first = expected(page.state)
    card = first.split(":")[1].split("@")[0]
    page.send(Tap("select", {"value": card}, ply=0, time=1000.0))
    assert f'data-hint="{first}" data-shows-tap="selected"' in str(page.screen().app)
    before = len(page.effects_of(fx.ShowLit))
    tap(page, first, 6000.0)
    assert page.state.plies == 1 and expected(page.state) is not None
    assert len(page.effects_of(fx.ShowLit)) == before + 1
