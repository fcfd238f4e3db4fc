"""The computer player knows only what view(seat) shows its seat.

Each test builds two games that differ only in facts the seat to move cannot know (another
seat's hand, the draw pile's order, the face-down coins), checks that the seat's views are
equal, and checks that the search decides identically in both, visit counts included. A control
run with a leaking search (determinize replaced by a plain copy of the truth) shows that the
same positions do tell the difference, so the test would catch a leak.
"""

import json

import pytest
from bots.positions import position_after

from ludothek.bots import think
from ludothek.core import Rng

ITERATIONS = 150


def same_view(a, b, seat):
    return json.dumps(a.view(seat), sort_keys=True) == json.dumps(b.view(seat), sort_keys=True)


def decide(game, seed):
    info = think(game, "normal", seed=seed, iterations=ITERATIONS, max_seconds=0)
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
    for seed in (1, 2):
        assert decide(a, seed) == decide(b, seed)
    # Control: a search that peeks at the hidden facts decides differently in the twins.
    peeks = [decide(leaking(a.clone()), seed)[1] != decide(leaking(b.clone()), seed)[1]
             for seed in (1, 2)]
    assert any(peeks), "the twins do not differ in anything a leaking search would notice"


def test_roseking_draw_pile_order():
    a = position_after("roseking", 2, 12, seed=3,
                       where=lambda g: len(set(g.draw_pile)) > 3 and len(g.legal_moves()) > 1)
    b = a.clone()
    b.draw_pile.reverse()
    assert a.draw_pile != b.draw_pile
    check_twins(a, b)


@pytest.mark.parametrize("players", [2, 3])
def test_jacynth_other_hands_and_draw_pile(players):
    from ludothek.jacynth.cards import ORDER
    a = position_after("jacynth", players, 6, seed=players,
                       where=lambda g: g.phase == "play" and len(g.draw_pile) > 3)
    b = a.clone()
    other = (a.to_move + 1) % players
    hand, pile = b.hands[other], b.draw_pile
    i = next(i for i, card in enumerate(pile) if card not in hand)
    hand[0], pile[i] = pile[i], hand[0]
    hand.sort(key=ORDER.__getitem__)
    pile.reverse()
    assert a.hands[other] != b.hands[other]
    check_twins(a, b)


def test_castle_rampage_other_hand_and_draw_pile():
    def ready(g):
        seat = g.to_move
        return (g.wait == "main" and len(g.legal_moves()) > 2 and len(g.draw) > 3
                and any(c[1 + seat] < 2 for c in g.hands[1 - seat]))
    a = position_after("castlerampage", 2, 24, seed=5, where=ready)
    b = a.clone()
    seat = b.to_move
    hidden = next(c for c in b.hands[1 - seat] if c[1 + seat] < 2)
    drawn = next(c for c in b.draw if c[0] != hidden[0])
    hidden[0], drawn[0] = drawn[0], hidden[0]
    b.draw.reverse()
    assert [c[0] for c in a.hands[1 - seat]] != [c[0] for c in b.hands[1 - seat]]
    check_twins(a, b)


@pytest.mark.parametrize("players", [2, 3])
def test_port_royal_draw_pile_and_coins(players):
    a = position_after("portroyal", players, 30, seed=players,
                       where=lambda g: g.phase == "discover" and len(g.legal_moves()) > 1
                       and len(g.draw) > 3)
    b = a.clone()
    b.draw.reverse()
    coins = b.coins[(a.to_move + 1) % players]
    coins[0], b.draw[0] = b.draw[0], coins[0]
    assert a.draw != b.draw
    check_twins(a, b)
