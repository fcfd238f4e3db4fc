"""Helpers for the Castle Rampage tests: positions built by hand, random playouts, checks."""

import random
from collections import Counter

import pytest

from ludothek import new_game
from ludothek.castlerampage.cards import BY_ID, DECK_SIZE, ORDER
from ludothek.castlerampage.rules import DEDUCED, KNOWN, SOS, UNKNOWN
from ludothek.castlerampage.state import Card


def _flags(knower, both):
    """Flags of a Gate/Castle card that `knower` placed (both: revealed to both)."""
    flags = [UNKNOWN, UNKNOWN]
    flags[knower] = KNOWN
    if both:
        flags = [KNOWN, KNOWN]
    return flags


class Helpers:
    KNOWN, SOS, DEDUCED, UNKNOWN = KNOWN, SOS, DEDUCED, UNKNOWN

    @staticmethod
    def position(hands=((), ()), gates=((), ()), castles=((), ()), displays=((), ()),
                 draw_top=(), discard=(), active=0, turn=3, seed=1, known=False):
        """A game in `active`'s main phase with every zone set by hand; the rest of the deck is
        the draw pile (`draw_top[0]` is drawn first). Gate/Castle cards are known to their owner
        only (known=True: to both)."""
        g = new_game("castlerampage", seed=seed)
        while g.wait == "setup":
            g.play(g.legal_moves()[0])
        pool = Counter({k: BY_ID[k].count for k in ORDER})

        def take(kind, flags):
            pool[kind] -= 1
            assert pool[kind] >= 0, f"too many {kind}"
            return Card(kind, list(flags))

        for s in (0, 1):
            g.hands[s] = [take(k, _flags(s, False)) for k in hands[s]]
            g.gates[s] = [take(k, _flags(s, known)) for k in gates[s]]
            g.castles[s] = [take(k, _flags(s, known)) for k in castles[s]]
            g.displays[s] = [take(k, (KNOWN, KNOWN)) for k in displays[s]]
        for stamp, card in enumerate((c for pile in g.gates + g.castles for c in pile), 1):
            card.stamp = stamp  # as Rules._lay stamps a card laid: no two alike
        g.discard = [take(k, (KNOWN, KNOWN)) for k in discard]
        top = [take(k, (UNKNOWN, UNKNOWN)) for k in draw_top]
        rest = [k for k in ORDER for _ in range(pool[k])]
        random.Random(seed).shuffle(rest)
        g.draw = [Card(k, [UNKNOWN, UNKNOWN]) for k in rest] + top[::-1]
        g.aside, g.inplay, g.dealt = [], [], [[], []]
        g.current, g.turn, g.wait = active, turn, "main"
        g.bonus, g.reinforced, g.veteran_used, g.locked, g.heal_supply = 0, False, False, False, 0
        g.no_attack = [False, False]
        g.cur = g.narr = g.attack = None
        g.due = []
        g.log = []
        return g

    @staticmethod
    def run(g, *moves):
        for move in moves:
            g.play(move)
        return g

    @staticmethod
    def kinds(zone):
        return [c.kind for c in zone]

    @staticmethod
    def keys(g, seat="all"):
        entries = g.log if seat == "all" else g.log_for(seat)
        return [e["k"] for e in entries]

    @staticmethod
    def all_cards(g):
        return list(g._all_cards())

    @staticmethod
    def check_conservation(g):
        cards = list(g._all_cards())
        assert len(cards) == DECK_SIZE
        assert Counter(c.kind for c in cards) == Counter({k: BY_ID[k].count for k in ORDER})
        assert len({id(c) for c in cards}) == DECK_SIZE  # no card object in two places

    @staticmethod
    def check_flags(g):
        """The knowledge invariants of each zone (rules.py docstring)."""
        for c in g.draw + g.aside:
            assert (c.knows, c.setup) == ([UNKNOWN, UNKNOWN], False)
        for c in g.discard + g.inplay + g.displays[0] + g.displays[1]:
            assert (c.knows, c.setup) == ([KNOWN, KNOWN], False)
        for s in (0, 1):
            for c in g.hands[s] + g.dealt[s]:
                assert c.knows[s] == KNOWN and c.knows[1 - s] in (UNKNOWN, KNOWN) and not c.setup
            for c in g.gates[s] + g.castles[s]:
                assert not c.setup or not BY_ID[c.kind].purple  # setup cards are never purple

    @staticmethod
    def policy(rng):
        """A random player that seldom plays the all-or-nothing Narr (games last longer)."""
        def choose(g):
            legal = g.legal_moves()
            calm = [m for m in legal if m != "play:narr"]
            if calm and rng.random() < 0.95:
                return rng.choice(calm)
            return rng.choice(legal)
        return choose

    @classmethod
    def random_game(cls, seed, move_seed, stop_after=None, check=None):
        g = new_game("castlerampage", seed=seed)
        choose = cls.policy(random.Random(move_seed))
        while not g.is_over and (stop_after is None or len(g.history) < stop_after):
            g.play(choose(g))
            if check:
                check(g)
        return g


@pytest.fixture(scope="session")
def cr():
    return Helpers
