"""Helpers for the Port Royal tests: positions built by hand and random playouts."""

import pytest

from ludothek import new_game
from ludothek.core import Rng
from ludothek.portroyal.cards import (BASE_DECK, CONTRACT_IDS, EXPANSION_DECK,
                                      FIVE_PLAYER_CARDS, PROGRESS_CONTRACTS)
from ludothek.portroyal.rules import DISCOVER, Revealed


def locations(g):
    """Every list that can hold a card, by name."""
    places = {"draw": g.draw, "discard": g.discard, "box": g.box, "harbour": g.harbour,
              "expeditions": g.expeditions}
    for s in range(g.players):
        places[f"coins{s}"] = g.coins[s]
        places[f"persons{s}"] = g.persons[s]
        places[f"done{s}"] = g.done[s]
        places[f"pirates{s}"] = g.pirates[s]
    return places


def all_cards(g):
    cards = [c for pile in locations(g).values() for c in pile]
    if g.pending is not None:
        cards.append(g.pending)
    return cards


def full_deck(g):
    return BASE_DECK + FIVE_PLAYER_CARDS + (EXPANSION_DECK if g.options["expansion"] else ())


def move(g, card, dest):
    """Take `card` from wherever it lies and append it to the list `dest`."""
    if g.pending == card:
        g.pending = None
    else:
        for pile in locations(g).values():
            if card in pile:
                pile.remove(card)
                break
        else:
            raise AssertionError(f"{card} is nowhere")
    dest.append(card)


class Helpers:
    all_cards = staticmethod(all_cards)
    full_deck = staticmethod(full_deck)
    move = staticmethod(move)

    @staticmethod
    def position(players=2, expansion=False, active=0, start=0, persons=None, coins=None,
                 harbour=(), top=(), expeditions=None, contracts=None, seed=1, **options):
        """A game set by hand. `top` lies on the draw pile in reveal order; with `top` the
        active player's turn begins (its first card revealed automatically), without it the
        active player is at the Discover decision with `harbour` already laid out."""
        opts = {"random_start": False, "expansion": expansion, **options}
        g = new_game("portroyal", seed=seed, players=players, options=opts)
        for card in list(g.harbour) + ([g.pending] if g.pending else []):
            move(g, card, g.draw)
        for card in list(g.expeditions):
            if card not in FIVE_PLAYER_CARDS:
                move(g, card, g.draw)
        g.turn_cards = []
        if contracts is not None:
            g.contracts = list(contracts)
            g.contract_pile = [c for c in CONTRACT_IDS if c not in contracts]
            g.slots = {c: [] for c in contracts}
            g.progress = {c: [0] * players for c in contracts
                          if c in PROGRESS_CONTRACTS}
        for seat, cards in (persons or {}).items():
            for card in cards:
                move(g, card, g.persons[seat])
        for card in expeditions or ():
            move(g, card, g.expeditions)
        for card in harbour:
            move(g, card, g.harbour)
            g.turn_cards.append(Revealed(card))
        for card in top:
            g.draw.remove(card) if card in g.draw else move(g, card, [])
        for seat, n in (coins or {}).items():
            while len(g.coins[seat]) > n:
                g.draw.insert(0, g.coins[seat].pop())
            while len(g.coins[seat]) < n:
                g.coins[seat].append(g.draw.pop(0))
        g.draw.extend(reversed(top))
        g.start = start
        g.active = active
        g.current = active
        g.pending = None
        if top:
            g._begin_turn()
        else:
            g.phase = DISCOVER
        return g

    @staticmethod
    def since(g, mark, key=None):
        """Log entries after index `mark` (of one key)."""
        return [e for e in g.log[mark:] if key is None or e["k"] == key]

    @staticmethod
    def random_game(seed, players, options, move_seed, stop_after=None, check=None):
        g = new_game("portroyal", seed=seed, players=players, options=options)
        pick = Rng(move_seed)
        while not g.is_over and (stop_after is None or len(g.history) < stop_after):
            if check:
                check(g)
            g.play(pick.choice(g.legal_moves()))
            assert len(g.history) < 20000, "the game does not end"
        return g


@pytest.fixture
def pr():
    return Helpers
