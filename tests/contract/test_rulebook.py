"""Every game's full rules (issue 32; core/rulebook.py), run over the registry: a game joins
with its `rules.de.md`, `rules.en.md` and `rulebook.py` and is checked here without being named.

The texts of each game are written apart; a game whose text is missing fails here by name."""

from __future__ import annotations

import pytest
from contract.play import positions, seats

from ludothek.core import registry, rulebook
from ludothek.web.core import policy
from ludothek.web.core.i18n import LANGUAGES

GAMES = sorted(registry.specs())


def book(game_id: str, lang: str) -> rulebook.Rulebook:
    found = rulebook.load(game_id, lang)
    assert found is not None, f"{game_id}: no rules text py/ludothek/{game_id}/rules.{lang}.md"
    return found


@pytest.mark.parametrize("game_id", GAMES)
def test_every_game_has_its_rules_in_both_languages_with_the_same_sections(game_id):
    keys = {lang: book(game_id, lang).keys() for lang in LANGUAGES}
    assert keys["de"] == keys["en"], f"{game_id}: the sections differ between de and en"
    missing = [key for key in rulebook.REQUIRED_KEYS if key not in keys["en"]]
    assert not missing, f"{game_id}: the rules lack the sections {missing}"


@pytest.mark.parametrize("game_id", GAMES)
def test_no_section_is_empty(game_id):
    for lang in LANGUAGES:
        empty = [s.key for s in book(game_id, lang).sections if not s.blocks]
        assert not empty, f"{game_id} ({lang}): empty sections {empty}"


@pytest.mark.parametrize("game_id", GAMES)
def test_the_moment_of_any_position_names_a_section_of_the_rules(game_id):
    keys = set(book(game_id, "en").keys())
    assert registry.has_module(game_id, rulebook.MODULE), f"{game_id}: no rulebook.py"
    named: set[str] = set()
    for game in positions(game_id, seed=3, every=7):
        for seat in seats(game):
            view = game.view(seat)
            view["legal"] = policy.offered_moves(game, seat)  # as the page draws it
            key = rulebook.moment(game_id, view)
            assert key in keys, f"{game_id}: moment() names {key!r}, not a section"
            named.add(key)
    assert "end" in named, f"{game_id}: a finished game's moment is not its end"
