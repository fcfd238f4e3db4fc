"""The examples in every game's move notation (`moves.py`'s docstring, GAMES.md 'Moves') run as
doctests here, so a notation and its documentation cannot drift apart in any game."""

from __future__ import annotations

import doctest
import importlib
from types import ModuleType

import pytest

from ludothek.core import registry

GAMES = sorted(registry.specs())
# Port Royal's moves.py documents its grammar without examples yet (issue 30, second half).
NO_EXAMPLES_YET: set[str] = set()


def moves_module(game_id: str) -> ModuleType:
    return importlib.import_module(registry.spec(game_id).module_name("moves"))


@pytest.mark.parametrize("game_id", GAMES)
def test_the_examples_of_the_move_notation_hold(game_id):
    result = doctest.testmod(moves_module(game_id))
    assert result.failed == 0


@pytest.mark.parametrize("game_id", [
    pytest.param(g, marks=pytest.mark.xfail(strict=True, reason="no examples yet"))
    if g in NO_EXAMPLES_YET else g for g in GAMES])
def test_the_move_notation_shows_examples(game_id):
    assert doctest.testmod(moves_module(game_id)).attempted >= 2
