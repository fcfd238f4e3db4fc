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
