"""Every piece explains itself (issue 32; draw/explain.py), run over the registry: a game
joins with its `explain.py` and the `data-explain` marks its renderer puts on the table.

In positions of random games, as each seat sees them: every marked piece has an explanation
in both languages, naming only sections its rules have; each game explains several kinds of
piece; and an explanation is made from the seat's view alone, so two games that look the same
to the seat (different hidden cards) explain alike."""

from __future__ import annotations

import re

import pytest
from contract.play import positions, seat_views, twin_views

from ludothek.core import Rng, registry, rulebook
from ludothek.draw.markup import render
from ludothek.web.core import policy
from ludothek.web.learn.explain import MODULE
from ludothek.web.core.i18n import LANGUAGES, Translator

GAMES = sorted(registry.specs())
MARK = re.compile(r'data-explain="([^"]*)"')
KINDS_AT_LEAST = 4  # a card, a pile, a marker, a score: what a player meets in every game


def marked(game_id: str, view: dict, t: Translator) -> set[str]:
    table = registry.renderer(game_id).table(view, {}, t)
    return {value.replace("&amp;", "&") for value in MARK.findall(render(table))}


@pytest.mark.parametrize("game_id", GAMES)
def test_every_marked_piece_is_explained_in_both_languages(game_id):
    assert registry.has_module(game_id, MODULE), f"{game_id}: no explain.py"
    explain = registry.part(game_id, MODULE).explain
    sections = {lang: set(rulebook.load(game_id, lang).keys()) for lang in LANGUAGES}
    kinds: set[str] = set()
    for view in seat_views(game_id, seed=5, every=9):
        for lang in LANGUAGES:
            t = Translator(lang)
            for what in marked(game_id, view, t):
                said = explain(view, what, t)
                assert said is not None, f"{game_id} ({lang}): {what!r} is not explained"
                assert said.title and said.lines and all(said.lines), (game_id, what)
                assert said.rules is None or said.rules in sections[lang], (game_id, what)
                kinds.add(what.partition(":")[0])
    if registry.spec(game_id).package.startswith("ludothek."):  # the four games, not the tests' Nim
        assert len(kinds) >= KINDS_AT_LEAST, f"{game_id}: only {sorted(kinds)} explain themselves"


@pytest.mark.parametrize("game_id", GAMES)
def test_an_explanation_tells_nothing_the_seat_may_not_know(game_id):
    explain = registry.part(game_id, MODULE).explain
    t = Translator("en")
    for view, twin_view in twin_views(game_id, seed=8, every=11):
        for what in marked(game_id, view, t):
            first, second = explain(view, what, t), explain(twin_view, what, t)
            assert first == second, f"{game_id}: {what!r} differs between twin games"


TRY = re.compile(r'data-action="try"[^>]*?data-move="([^"]*)"|data-move="([^"]*)"[^>]*?data-action="try"')


@pytest.mark.parametrize("game_id", GAMES)
def test_a_refusal_tells_nothing_the_seat_may_not_know(game_id):
    """Why a tap is refused depends on the seat's view alone: every move the table offers to
    try, and every move legal in the game or in its twin, is refused alike (or allowed alike)
    in two games that look the same to the seat to move."""
    t = Translator("en")
    draw = registry.renderer(game_id)
    checked = 0
    for game in positions(game_id, seed=8, every=7):
        seat = game.to_move
        if seat is None or game.is_over:
            continue
        twin = game.determinize(seat, Rng(99))
        if game.view(seat) != twin.view(seat):
            continue  # the game's own twin check says where views differ
        view = policy.page_view(game, seat).view
        tried = {a or b for a, b in TRY.findall(render(draw.table(view, {}, t)))}
        for move in sorted(tried | set(game.legal_moves()) | set(twin.legal_moves())):
            mine, theirs = game.refusal(move), twin.refusal(move)
            assert mine == theirs, f"{game_id}: {move!r} refused as {mine} here, {theirs} in a twin"
            checked += 1
    assert checked, f"{game_id}: no move checked"
