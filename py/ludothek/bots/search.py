"""Information-set Monte Carlo tree search (single observer), one search for every game.

The observer is the seat to move at the root. Each iteration
    1. determinizes: `game.determinize(seat, rng)`, a full state consistent with what `seat`
       sees (the real game is touched only through this, its root `legal_moves()` and its
       public header);
    2. selects down the tree with UCB1 among the children whose moves are legal in this
       determinization, using availability counts (a child's parent count is the number of
       times it was available, not the parent's visits);
    3. expands one untried legal move;
    4. plays out: the game's `playout_move(state, rng)` if its package has a `bot.py` offering
       one, else uniformly random moves; after `cutoff` moves a game offering
       `evaluate(state, seat)` is scored by it instead of being played to the end;
    5. backpropagates a reward per seat; at each node the statistics of the seat that chose
       the move there are used, so 3-5 seat games work the same way as duels.

Trees are keyed by move sequences (open loop): chance and hidden cards live in the
determinizations, not in the tree.
"""

from __future__ import annotations

import math
import os
import time
from collections.abc import Callable
from types import ModuleType
from typing import TYPE_CHECKING, TypeAlias

from ..core import registry
from ..core.rng import Rng

if TYPE_CHECKING:
    from ..core.game import Game

# A bot module's hooks: `playout_move(state, rng)` (None: fall back to a random move) and
# `evaluate(state, seat)`, a reward in [0, 1] for a game cut off before its end.
Policy: TypeAlias = Callable[["Game", Rng], "str | None"]
Evaluation: TypeAlias = Callable[["Game", int], float]
# Alpha-beta's `outcomes(state, move, rng, count)`: the positions after a chance move, up to
# `count` of its outcomes sampled, equally likely; None when the move is not a chance move.
Outcomes: TypeAlias = Callable[["Game", str, Rng, int], "list[Game] | None"]
# A searched root move: (move, visits, mean reward).
Stat: TypeAlias = tuple[str, int, float]

# Reward: 1 for a sole win, 1/k shared among k winners, 0 for a loss, blended with the
# normalised score margin so the search prefers bigger wins (and smaller losses).
MARGIN_WEIGHT = 0.1
EXPLORATION = 0.7  # UCB1 constant for rewards in [0, 1]


class Node:
    __slots__ = ("children", "visits", "avail", "total")

    def __init__(self, players: int) -> None:
        self.children: dict[str, Node] = {}  # move -> Node, in insertion order (deterministic)
        self.visits = 0
        self.avail = 0
        self.total = [0.0] * players  # summed reward per seat


def bot_module(game: Game) -> ModuleType | None:
    """The game's optional computer-player hooks (its spec's `bot` module), or None."""
    return registry.bot_hooks(game.ID)


def terminal_rewards(state: Game, players: int) -> list[float]:
    """Per seat: the win share (1/k among k winners), blended with the score margin against
    the best other seat, normalised to [-1, 1] and mapped to [0, 1]."""
    result = state.result()
    winners = result["winners"]
    share = 1.0 / len(winners) if winners else 0.0
    win = [share if s in winners else 0.0 for s in range(players)]
    if not MARGIN_WEIGHT:
        return win
    scores = result["scores"]
    out = []
    for s in range(players):
        mine = scores[s]
        best_other = max(scores[o] for o in range(players) if o != s) if players > 1 else 0
        margin = (mine - best_other) / (abs(mine) + abs(best_other) + 1.0)
        out.append((1.0 - MARGIN_WEIGHT) * win[s] + MARGIN_WEIGHT * (0.5 + 0.5 * margin))
    return out


class Searcher:
    """One search from one root. The playout policy, the evaluation and the cut-off come from
    the game's bot module; `heuristics=False` plays out uniformly at random to the end. `run`
    may be called again to search on (the page can search in slices)."""

    def __init__(self, game: Game, rng: Rng, heuristics: bool = True,
                 exploration: float = EXPLORATION) -> None:
        self.game = game
        self.seat = game.current_seat()
        self.players = game.players
        self.rng = rng
        self.exploration = exploration
        module = bot_module(game) if heuristics else None
        self.policy: Policy | None = getattr(module, "playout_move", None)
        self.evaluate: Evaluation | None = getattr(module, "evaluate", None)
        cutoff: int | None = getattr(module, "CUTOFF", None)
        self.cutoff = cutoff if (cutoff and self.evaluate) else None
        self.root_moves = game.legal_moves()
        self.root_set = set(self.root_moves)  # membership only, never iterated
        self.root = Node(self.players)
        self.iterations = 0

    # ----- one iteration -------------------------------------------------------------------

    def iterate(self) -> None:
        rng = self.rng
        state = self.game.determinize(self.seat, rng)
        node = self.root
        path: list[Node] = []
        log, sqrt, c = math.log, math.sqrt, self.exploration
        at_root = True
        while not state.is_over:
            moves = state.legal_moves()
            if not moves:
                break  # a game that is not over always offers a move; be safe anyway
            if at_root:
                moves = [m for m in moves if m in self.root_set]
                at_root = False
            mover = state.to_move
            assert mover is not None  # the game is not over
            children = node.children
            untried: list[str] | None = None
            for m in moves:
                child = children.get(m)
                if child is None:
                    if untried is None:
                        untried = [m]
                    else:
                        untried.append(m)
                else:
                    child.avail += 1
            if untried:
                move = untried[rng.below(len(untried))] if len(untried) > 1 else untried[0]
                child = children[move] = Node(self.players)
                child.avail = 1
                state.play_trusted(move)
                path.append(child)
                break
            best: str | None = None
            best_value = -1.0
            for m in moves:
                child = children[m]
                value = child.total[mover] / child.visits + c * sqrt(log(child.avail) / child.visits)
                if value > best_value:
                    best, best_value = m, value
            assert best is not None  # every value is >= 0
            node = children[best]
            state.play_trusted(best)
            path.append(node)
        rewards = self.playout(state)
        for node in path:
            node.visits += 1
            total = node.total
            for s, r in enumerate(rewards):
                total[s] += r
        self.root.visits += 1
        self.iterations += 1

    def playout(self, state: Game) -> list[float]:
        rng, policy, cutoff = self.rng, self.policy, self.cutoff
        steps = 0
        while not state.is_over:
            if cutoff is not None and steps >= cutoff:
                evaluate = self.evaluate
                assert evaluate is not None  # a cut-off is only set with an evaluation
                return [evaluate(state, s) for s in range(self.players)]
            move = policy(state, rng) if policy is not None else None
            if move is None:
                moves = state.legal_moves()
                move = moves[rng.below(len(moves))]
            state.play_trusted(move)
            steps += 1
        return terminal_rewards(state, self.players)

    # ----- running and choosing --------------------------------------------------------------

    def run(self, iterations: int, max_seconds: float | None = None) -> Searcher:
        deadline = None if max_seconds is None else time.perf_counter() + max_seconds
        for _ in range(iterations):
            self.iterate()
            if deadline is not None and time.perf_counter() >= deadline:
                break
        return self

    def sample(self, move: str, rng: Rng) -> float:
        """One iteration with `move` alone at the root, drawn from `rng` (its determinization,
        tree choices and playout), and the root seat's reward from it. Two moves sampled with
        generators in the same state meet the same hidden cards and dice (common random
        numbers): their difference is far less noisy than that of independent samples."""
        saved_rng, saved_set = self.rng, self.root_set
        self.rng, self.root_set = rng, {move}
        child = self.root.children.get(move)
        before = child.total[self.seat] if child is not None else 0.0
        try:
            self.iterate()
        finally:
            self.rng, self.root_set = saved_rng, saved_set
        return self.root.children[move].total[self.seat] - before

    def best_move(self) -> str:
        """The most visited root move; ties go to the higher mean reward, then to the earlier
        move in legal_moves() order."""
        seat, children = self.seat, self.root.children
        best, best_key = self.root_moves[0], None
        for move in self.root_moves:
            child = children.get(move)
            if child is None or not child.visits:
                continue
            key = (child.visits, child.total[seat] / child.visits)
            if best_key is None or key > best_key:
                best, best_key = move, key
        return best

    def stats(self) -> list[Stat]:
        seat = self.seat
        out: list[Stat] = []
        for move in self.root_moves:
            child = self.root.children.get(move)
            if child is not None and child.visits:
                out.append((move, child.visits, round(child.total[seat] / child.visits, 3)))
        return out


def fresh_rng(seed: int | None) -> Rng:
    """The search's generator: from `seed`, or from the system's entropy when it is None."""
    if seed is None:
        seed = int.from_bytes(os.urandom(8), "little")
    return Rng(seed)
