"""Helpers for the Jacynth tests: positions built by hand and random playouts."""

import pytest

from ludothek import new_game
from ludothek.core import Rng
from ludothek.jacynth.cards import ORDER, deck
from ludothek.jacynth.rules import GRIDS


class Helpers:
    @staticmethod
    def position(players=2, cards=None, tokens=None, hands=None, seat=0, options=None, seed=1):
        """A game whose city, tokens and hands are set by hand; the draw pile keeps the rest
        of the deck in its shuffled order, so no card exists twice."""
        g = new_game("jacynth", seed=seed, players=players, options=options)
        index = GRIDS[g.size][1]
        g.city = [None] * (g.size * g.size)
        g.tokens = [None] * (g.size * g.size)
        for name, card in (cards or {}).items():
            g.city[index[name]] = card
        for name, owner in (tokens or {}).items():
            g.tokens[index[name]] = owner
        g.tokens_left = [4 - g.tokens.count(s) for s in range(players)]
        if hands is not None:
            g.hands = [sorted(h, key=ORDER.__getitem__) for h in hands]
        used = set(g.city) | {c for h in g.hands for c in h}
        full = deck(g.options["excuse"], g.options["pawns"], g.options["courts"])
        rest = [c for c in g.draw_pile if c not in used]
        rest += [c for c in full if c not in used and c not in rest]
        g.draw_pile = rest
        g.current = seat
        g.phase = "play"
        return g

    @staticmethod
    def cell(g, name):
        return GRIDS[g.size][1][name]

    @staticmethod
    def playout(g, seed, choose=None, each=None):
        """Play random legal moves through play() until the end; `each(g)` after every move."""
        rng = Rng(seed)
        while not g.is_over:
            moves = g.legal_moves()
            g.play(choose(g, moves, rng) if choose else rng.choice(moves))
            if each:
                each(g)
        return g

    @staticmethod
    def partway(g, seed, moves):
        rng = Rng(seed)
        for _ in range(moves):
            if g.is_over:
                break
            g.play(rng.choice(g.legal_moves()))
        return g


@pytest.fixture
def h():
    return Helpers
