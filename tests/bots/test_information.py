"""The computer player knows only what view(seat) shows its seat.

Each test builds two games that differ only in facts the seat to move cannot know (another
seat's hand, the draw pile's order, the face-down coins), checks that the seat's views are
equal, and checks that every level decides identically in both, visit counts (or alpha-beta
values) included. A control run with a leaking search (determinize replaced by a plain copy of
the truth) shows that the same positions do tell the difference, so the test would catch a
leak. The evaluations' own twin test is in test_evaluation.py.
"""

import json

import pytest
from bots.positions import TWINS

from ludothek.bots import think
from ludothek.core import Rng

ITERATIONS = 150


def same_view(a, b, seat):
    return json.dumps(a.view(seat), sort_keys=True) == json.dumps(b.view(seat), sort_keys=True)


LEVELS = ("easy", "normal", "strong")


def decide(game, seed, level):
    info = think(game, level, seed=seed, iterations=ITERATIONS, max_seconds=0)
    return info["move"], info["stats"]


def leaking(game):
    """The same game with a search that sees the truth: determinize only reseeds the rng."""
    def determinize(seat, rng):
        copy = type(game).clone(game)
        copy.__dict__.pop("determinize", None)
        copy.rng = Rng(rng.next64())
        return copy
    game.determinize = determinize
    return game


def check_twins(a, b):
    seat = a.to_move
    assert b.to_move == seat
    assert same_view(a, b, seat), "the twins must look the same to the seat to move"
    assert a.legal_moves() == b.legal_moves()
    for level in LEVELS:
        for seed in (1, 2):
            assert decide(a, seed, level) == decide(b, seed, level), level
    # Control: a search that peeks at the hidden facts decides differently in the twins.
    peeks = [decide(leaking(a.clone()), seed, level)[1]
             != decide(leaking(b.clone()), seed, level)[1]
             for level in LEVELS for seed in (1, 2)]
    assert any(peeks), "the twins do not differ in anything a leaking search would notice"


@pytest.mark.parametrize("setup", sorted(TWINS))
def test_twins_decide_alike(setup):
    a, b = TWINS[setup]()
    check_twins(a, b)
