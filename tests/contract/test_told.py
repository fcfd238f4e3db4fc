"""The table told in words (issue 50; draw/told.py), run over the registry: each of the four
games joins with its `told.py`; the tests' Nim may do without (the page's fallback).

In positions of random games, as each seat sees them, in both languages: every part has a
known kind, a heading and lines; every legal move is offered exactly once, worded (its words
unique, not the bare notation); and the words come from the seat's view alone, so two games
that look the same to the seat are told alike."""

from __future__ import annotations

import pytest
from contract.play import seat_views, twin_views

from ludothek.core import registry
from ludothek.draw.told import KINDS
from ludothek.web.core.i18n import LANGUAGES, Translator

GAMES = sorted(registry.specs())
MODULE = "told"


def told(game_id: str):
    return registry.part(game_id, MODULE) if registry.has_module(game_id, MODULE) else None


@pytest.mark.parametrize("game_id", GAMES)
def test_every_game_tells_its_table_and_its_moves(game_id):
    module = told(game_id)
    if module is None:
        assert not registry.spec(game_id).package.startswith("ludothek."), \
            f"{game_id}: no told.py"
        return
    for view in seat_views(game_id, seed=3, every=7):
        for lang in LANGUAGES:
            t = Translator(lang)
            parts = module.table(view, t)
            assert parts, f"{game_id}: nothing told"
            for part in parts:
                assert part.kind in KINDS and part.heading and part.lines, (game_id, part)
                assert all(isinstance(line, str) and line.strip() for line in part.lines)
            groups = module.moves(view, t)
            offered = [c.move for g in groups for c in g.choices]
            assert sorted(offered) == sorted(view["legal"]), (game_id, lang, offered)
            said = [(g.heading, c.words) for g in groups for c in g.choices]
            assert len(set(said)) == len(said), f"{game_id} ({lang}): two moves said alike"
            for group in groups:
                assert group.heading and group.choices
                assert all(c.words.strip() and c.words != c.move for c in group.choices)


@pytest.mark.parametrize("game_id", GAMES)
def test_the_table_told_tells_nothing_the_seat_may_not_know(game_id):
    module = told(game_id)
    if module is None:
        return
    t = Translator("en")
    for view, twin_view in twin_views(game_id, seed=8, every=11, legal=True):
        assert module.table(view, t) == module.table(twin_view, t), game_id
        assert module.moves(view, t) == module.moves(twin_view, t), game_id
