"""Computer players for every game: information-set Monte Carlo tree search (see search.py).

    from ludothek.bots import choose_move
    move = choose_move(game, level="strong", seed=7)

The bot plays the seat `game.to_move` (which may be a seat reacting in another player's turn)
and knows only what `game.view(seat)` shows that seat: the search reaches the real game only
through `determinize(seat, rng)`, the root's `legal_moves()` and the public header. The game
is never modified.

Levels: "random" (a uniformly random legal move, for benchmarks), "easy", "normal", "strong".
A budget is an iteration count (deterministic: with a seed and no time cap hit, the choice is
reproducible) capped by wall time (`max_seconds`; the defaults are for CPython, the page may
pass its own). Game knowledge (playout policies, cut-off evaluation) lives in the game's
package as an optional `bot.py`; without one the playouts are uniformly random.
"""

from __future__ import annotations

import time
from typing import TYPE_CHECKING, TypedDict

from .search import Searcher, Stat, bot_module, fresh_rng

if TYPE_CHECKING:
    from ..core.game import Game

LEVELS = ("random", "easy", "normal", "strong")

# level: (iterations, max_seconds, heuristic playouts)
BUDGETS: dict[str, tuple[int, float, bool]] = {
    "easy": (40, 0.3, True),
    "normal": (400, 1.0, True),
    "strong": (3000, 3.0, True),
}

__all__ = ["BUDGETS", "LEVELS", "Thought", "choose_move", "think"]


class Thought(TypedDict):
    """What `think` returns."""

    level: str
    iterations: int
    stats: list[Stat]
    move: str
    seconds: float


def think(game: Game, level: str = "strong", seed: int | None = None,
          iterations: int | None = None, max_seconds: float | None = None) -> Thought:
    """Choose a move and say how: {"move", "level", "iterations", "seconds", "stats"} where
    stats lists (move, visits, mean reward) for the root moves searched."""
    if level not in LEVELS:
        raise ValueError(f"unknown level {level!r}; one of {', '.join(LEVELS)}")
    if game.is_over:
        raise ValueError("the game is over: there is no move to choose")
    start = time.perf_counter()
    rng = fresh_rng(seed)
    moves = game.legal_moves()
    if not moves:
        raise ValueError(f"seat {game.to_move} has no legal move")
    searched, stats = 0, []
    if level == "random":
        move = moves[rng.below(len(moves))]
    elif len(moves) == 1:
        move = moves[0]
    else:
        budget, seconds, heuristics = BUDGETS[level]
        if iterations is not None:
            budget = iterations
        if max_seconds is None:
            max_seconds = seconds
        elif max_seconds <= 0:
            max_seconds = None  # no time cap: the iteration count alone decides
        searcher = Searcher(game, rng, heuristics=heuristics).run(budget, max_seconds)
        move = searcher.best_move()
        searched, stats = searcher.iterations, searcher.stats()
    return {"level": level, "iterations": searched, "stats": stats, "move": move,
            "seconds": time.perf_counter() - start}


def choose_move(game: Game, level: str = "strong", seed: int | None = None,
                iterations: int | None = None, max_seconds: float | None = None) -> str:
    """A legal move for `game.to_move` at `level`. `iterations` overrides the level's search
    budget; `max_seconds` its time cap (0 or less: no cap)."""
    return think(game, level, seed, iterations, max_seconds)["move"]


def has_heuristics(game: Game) -> bool:
    """Whether the game's package offers a bot.py (for the page's information)."""
    return bot_module(game) is not None
