"""Every game's guided first game (issue 32; core/guide.py), run over the registry: each game
of this tree has one; its prepared moves are legal from its deal, by the seats they are meant
for; every sentence is in both languages; each step names a section its rules have; and the
page lights each move it asks of the person. A game joins with its `guide.py`."""

from __future__ import annotations

import pytest

from ludothek.core import registry, rulebook
from ludothek.core.guide import Guide, follows, guide
from ludothek.web.core import page
from ludothek.web.play.guide import expected
from ludothek.web.core.i18n import LANGUAGES
from ludothek.web.core.state import PageState

GAMES = sorted(registry.specs())
OURS = [g for g in GAMES if registry.spec(g).package.startswith("ludothek.")]
GUIDED = [g for g in GAMES if registry.has_module(g, "guide")]


def script(game_id: str) -> Guide:
    found = guide(game_id)
    assert found is not None, f"{game_id}: no guided first game (py/ludothek/{game_id}/guide.py)"
    return found


@pytest.mark.parametrize("game_id", OURS)
def test_every_game_of_the_site_has_a_guided_first_game(game_id):
    assert len(script(game_id).steps) >= 6, f"{game_id}: a guide of a few moves teaches little"


@pytest.mark.parametrize("game_id", GUIDED)
def test_the_prepared_moves_are_legal_from_the_deal_and_leave_a_game_to_play_on(game_id):
    found = script(game_id)
    game = found.new_game(game_id)
    assert "human" in found.seats and any(kind != "human" for kind in found.seats)
    for ply, step in enumerate(found.steps):
        assert step.move in game.legal_moves(), f"{game_id}: step {ply} ({step.move}) is illegal"
        game.play(step.move)
    assert not game.is_over, f"{game_id}: the guide must leave a game to play on"
    assert follows(game, found)


@pytest.mark.parametrize("game_id", GUIDED)
def test_every_sentence_of_the_guide_is_in_both_languages(game_id):
    found = script(game_id)
    game = found.new_game(game_id)
    for ply, step in enumerate(found.steps):
        person = game.seats[game.current_seat()] == "human"
        if person or step.say:  # a person's step always says what to do
            missing = [lang for lang in LANGUAGES if not step.say.get(lang, "").strip()]
            assert not missing, f"{game_id}: step {ply} has no words in {missing}"
        game.play(step.move)
    assert all(found.finish.get(lang) for lang in LANGUAGES), f"{game_id}: {found.finish}"


@pytest.mark.parametrize("game_id", GUIDED)
def test_every_step_names_a_section_of_the_games_rules(game_id):
    keys = set(rulebook.load(game_id, "en").keys())  # the same in both (test_rulebook)
    named = {step.section for step in script(game_id).steps if step.section is not None}
    assert named and named <= keys, f"{game_id}: unknown sections {named - keys}"


@pytest.mark.parametrize("game_id", GUIDED)
def test_the_page_lights_every_move_the_guide_asks_of_the_person(game_id):
    found = script(game_id)
    for lang in LANGUAGES:
        game = found.new_game(game_id)
        for ply, step in enumerate(found.steps):
            state = PageState(lang=lang, game=game, guided=True)
            if game.seats[game.current_seat()] == "human":
                assert expected(state) == step.move
                markup = str(page.screen(state).app)
                assert f'data-hint="{step.move}"' in markup, \
                    f"{game_id} ({lang}): step {ply} ({step.move}) is not lit on the table"
            game = game.clone().play(step.move)
