"""Positions for the computer-player tests, reached by random play."""

import pytest

from ludothek import new_game
from ludothek.core import Rng

# Every game and player count the bots must handle (Port Royal also with its expansion).
SETUPS = [
    ("roseking", 2, {}),
    ("jacynth", 1, {}),
    ("jacynth", 2, {}),
    ("jacynth", 3, {"excuse": True, "pawns": True, "courts": True}),
    ("portroyal", 2, {}),
    ("portroyal", 3, {"expansion": True}),
    ("portroyal", 4, {}),
    ("portroyal", 5, {"expansion": True}),
    ("castlerampage", 2, {}),
]


def setup_id(setup):
    game_id, players, options = setup
    return f"{game_id}-{players}p" + ("-" + "-".join(sorted(options)) if options else "")


def random_positions(game_id, players, options=None, seed=0, every=7, games=1):
    """(game, move number) pairs from random games: every `every`-th position that is not over,
    plus every position where the seat to move is not the active player (a reaction)."""
    pick = Rng(seed ^ 0x5EED)
    for g in range(games):
        game = new_game(game_id, seed=seed * 100 + g, players=players, options=options or {})
        ply = 0
        while not game.is_over:
            if ply % every == 0 or reacting(game):
                yield game, ply
            moves = game.legal_moves()
            game.play(moves[pick.below(len(moves))])
            ply += 1


def reacting(game):
    """Whether the seat to move is not the player whose turn it is."""
    active = getattr(game, "active", None)
    if active is None:
        active = getattr(game, "current", None)
    return game.to_move is not None and active is not None and game.to_move != active


def position_after(game_id, players, plies, seed=0, options=None, where=None):
    """A game after `plies` random moves (the first position from there on that meets `where`,
    a predicate, when given)."""
    pick = Rng(seed ^ 0xA11CE)
    game = new_game(game_id, seed=seed, players=players, options=options or {})
    ply = 0
    while not game.is_over:
        if ply >= plies and (where is None or where(game)):
            return game
        moves = game.legal_moves()
        game.play(moves[pick.below(len(moves))])
        ply += 1
    pytest.fail(f"no {game_id} position found after {plies} moves (seed {seed})")


# ----- twins: two games that differ only in what the seat to move cannot know --------------------

def roseking_twins():
    """The draw pile's order."""
    a = position_after("roseking", 2, 12, seed=3,
                       where=lambda g: len(set(g.draw_pile)) > 3 and len(g.legal_moves()) > 1)
    b = a.clone()
    b.draw_pile.reverse()
    assert a.draw_pile != b.draw_pile
    return a, b


def jacynth_twins(players):
    """Another seat's hand and the draw pile."""
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
    return a, b


def castle_rampage_twins():
    """The other seat's hand (a card the seat to move has not seen) and the draw pile."""
    def ready(g):
        seat = g.to_move
        return (g.wait == "main" and len(g.legal_moves()) > 2 and len(g.draw) > 3
                and any(c.knows[seat] < 2 for c in g.hands[1 - seat]))
    a = position_after("castlerampage", 2, 24, seed=5, where=ready)
    b = a.clone()
    seat = b.to_move
    hidden = next(c for c in b.hands[1 - seat] if c.knows[seat] < 2)
    drawn = next(c for c in b.draw if c.kind != hidden.kind)
    hidden.kind, drawn.kind = drawn.kind, hidden.kind
    b.draw.reverse()
    assert [c.kind for c in a.hands[1 - seat]] != [c.kind for c in b.hands[1 - seat]]
    return a, b


def port_royal_twins(players):
    """The draw pile's order and which cards the face-down coins are."""
    a = position_after("portroyal", players, 30, seed=players,
                       where=lambda g: g.phase == "discover" and len(g.legal_moves()) > 1
                       and len(g.draw) > 3)
    b = a.clone()
    b.draw.reverse()
    coins = b.coins[(a.to_move + 1) % players]
    coins[0], b.draw[0] = b.draw[0], coins[0]
    assert a.draw != b.draw
    return a, b


TWINS = {  # setup id: twin builder
    "roseking-2p": roseking_twins,
    "jacynth-2p": lambda: jacynth_twins(2),
    "jacynth-3p": lambda: jacynth_twins(3),
    "castlerampage-2p": castle_rampage_twins,
    "portroyal-2p": lambda: port_royal_twins(2),
    "portroyal-3p": lambda: port_royal_twins(3),
}
