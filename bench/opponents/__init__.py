"""Reference opponents for the computer players (issue #16): benchmarks, not levels.

    from bench.opponents import OPPONENTS
    move = OPPONENTS["searcher"](game, seed)

- "greedy": the best simple evaluation after one move (simple.greedy; Rosenkönig:
  roseking.greedy, the territory score after one move).
- "searcher": a depth-limited search with a simple evaluation (Rosenkönig: alpha-beta to depth
  4 over the open cards with the territory score, roseking.choose; other games: paranoid
  alpha-beta over a few determinizations, simple.searcher).
- before.choose(game, level, seed): the levels as they were before the issue (from git).
"""

from __future__ import annotations

from collections.abc import Callable

from . import roseking, simple

Opponent = Callable[..., str]


def greedy(game, seed: int = 0) -> str:
    return (roseking.greedy if game.ID == "roseking" else simple.greedy)(game, seed)


def searcher(game, seed: int = 0) -> str:
    return (roseking.choose if game.ID == "roseking" else simple.searcher)(game, seed)


OPPONENTS: dict[str, Opponent] = {"greedy": greedy, "searcher": searcher}
