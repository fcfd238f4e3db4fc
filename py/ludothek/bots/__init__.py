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

A game's bot.py may also say how each level searches (`LEVELS`, see `Plan`): MCTS with its
own iteration budget, or depth-limited alpha-beta over determinizations (alphabeta.py) for a
game that is nearly open over the next moves. Which one a game uses was chosen by measurement
(bench/bots_strength.py).
"""

from __future__ import annotations

import time
from collections.abc import Iterator
from typing import TYPE_CHECKING, TypedDict

from .alphabeta import AlphaBeta
from .search import Searcher, Stat, bot_module, fresh_rng

if TYPE_CHECKING:
    from ..core.game import Game

LEVELS = ("random", "easy", "normal", "strong")

# level: (iterations, max_seconds, heuristic playouts)
BUDGETS: dict[str, tuple[int, float, bool]] = {
    "easy": (40, 0.3, True),
    "normal": (400, 0.5, True),
    "strong": (3000, 3.0, True),
}

__all__ = ["BUDGETS", "LEVELS", "Plan", "Thought", "choose_move", "plan", "think",
           "think_in_slices"]


class Plan(TypedDict, total=False):
    """How a level searches. search: "mcts" (iterations, heuristics) or "alphabeta" (depth,
    samples: determinizations searched; beam: children searched per node, 0 for all;
    positions: a cap on evaluated positions, 0 for none; chance: outcomes sampled per chance
    move below the root, with the game's `outcomes`, 0 for none); seconds: the time cap.
    Every plan keeps the level's MCTS `iterations`: the page's main-thread thinking is MCTS
    whatever the level (`think_in_slices`)."""

    search: str
    iterations: int
    positions: int
    seconds: float
    heuristics: bool
    depth: int
    samples: int
    beam: int
    chance: int


def plan(game: Game, level: str) -> Plan:
    """The level's plan for this game: the game's bot.py `LEVELS[level]` over the defaults."""
    iterations, seconds, heuristics = BUDGETS[level]
    out: Plan = {"search": "mcts", "iterations": iterations, "seconds": seconds,
                 "heuristics": heuristics}
    own = getattr(bot_module(game), "LEVELS", {}).get(level)
    if own:
        out.update(own)
    return out


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
    stats lists (move, visits, mean reward) for the root moves searched (alpha-beta: the depth
    reached for visits and the mean value; iterations counts the positions evaluated).
    `iterations` overrides the level's budget: MCTS iterations, or alpha-beta positions."""
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
        how = plan(game, level)
        alphabeta = how.get("search") == "alphabeta"
        if iterations is None:
            budget = how.get("positions", 0) if alphabeta else how.get("iterations", 0)
        else:
            budget = iterations
        if max_seconds is None:
            max_seconds = how.get("seconds")
        elif max_seconds <= 0:
            max_seconds = None  # no time cap: the iteration count alone decides
        if alphabeta:
            module = bot_module(game)
            tree = AlphaBeta(game, rng, getattr(module, "evaluate"), beam=how.get("beam", 0),
                             chance=how.get("chance", 0),
                             outcomes=getattr(module, "outcomes", None))
            tree.run(how.get("depth", 2), how.get("samples", 1), max_seconds, budget or None)
            move = tree.best_move()
            searched, stats = tree.nodes, tree.stats()
        else:
            searcher = Searcher(game, rng, heuristics=how.get("heuristics", True))
            searcher.run(budget, max_seconds)
            move = searcher.best_move()
            searched, stats = searcher.iterations, searcher.stats()
    return {"level": level, "iterations": searched, "stats": stats, "move": move,
            "seconds": time.perf_counter() - start}


SLICE_SECONDS = 0.008  # main-thread thinking: at most this long between frames


def think_in_slices(game: Game, level: str, seed: int | None, max_seconds: float,
                    slice_seconds: float = SLICE_SECONDS) -> Iterator[str | None]:
    """Think on the page's own thread while the worker boots: MCTS (with the game's playout
    policy and evaluation) in slices of at most `slice_seconds`, yielding None after each so the
    page can draw and take taps, then the move. Alpha-beta levels cannot pause mid-search, so
    every level searches by MCTS here, within the plan's MCTS `iterations` and `max_seconds`."""
    moves = game.legal_moves()
    if len(moves) == 1 or level == "random":
        yield choose_move(game, level, seed, max_seconds=max_seconds)
        return
    how = plan(game, level)
    searcher = Searcher(game, fresh_rng(seed), heuristics=how.get("heuristics", True))
    budget = max(how.get("iterations", 0), 1)
    deadline = time.perf_counter() + max_seconds
    while searcher.iterations < budget and time.perf_counter() < deadline:
        slice_end = min(deadline, time.perf_counter() + slice_seconds)
        while searcher.iterations < budget and time.perf_counter() < slice_end:
            searcher.iterate()
        yield None
    yield searcher.best_move()


def choose_move(game: Game, level: str = "strong", seed: int | None = None,
                iterations: int | None = None, max_seconds: float | None = None) -> str:
    """A legal move for `game.to_move` at `level`. `iterations` overrides the level's search
    budget; `max_seconds` its time cap (0 or less: no cap)."""
    return think(game, level, seed, iterations, max_seconds)["move"]


def has_heuristics(game: Game) -> bool:
    """Whether the game's package offers a bot.py (for the page's information)."""
    return bot_module(game) is not None
