"""Depth-limited alpha-beta over the seat's determinizations (perfect-information Monte Carlo).

For games that are (nearly) open over the next few moves. Each of `samples` determinizations,
`game.determinize(seat, rng)`, is searched as if it were the truth: alpha-beta to a fixed depth
in moves, leaves judged by the game's `evaluate(state, seat)` (a probability of winning), a
finished game by its result. The seat to move at the root maximises its own value; every other
seat minimises it (paranoid, which is exact for two players). A root move's value is its mean
over the determinizations, so chance and hidden cards are averaged, not known.

The search deepens one move at a time while the time cap allows, searching the root moves
best-first by the last depth's values; deeper inner nodes are ordered by the evaluation of
their children. Only the depth completed in every determinization counts; a first depth
cut short counts the determinizations it finished (or the moves it searched in the first).

With `chance` and the game's `outcomes`, a chance move below the root (Port Royal's draw) is
valued as the mean over `chance` sampled outcomes, not by the one card the world would deal:
in a fixed world the search would know what it draws next and dare too much. At the root the
worlds themselves average the draw.

With a `beam`, the search is selective: an ordered inner node searches only its `beam` best
children by the evaluation, and from depth 3 on only the `beam` best root moves of the depth
before are searched deeper (the choice is among them).
"""

from __future__ import annotations

import time
from typing import TYPE_CHECKING

from ..core.rng import Rng
from .search import Evaluation, Outcomes, Stat, terminal_rewards

if TYPE_CHECKING:
    from ..core.game import Game


class OutOfTime(Exception):
    """The time cap or the cap on evaluated positions was reached inside a search."""


class AlphaBeta:
    """One search from one root; `run(depth, samples, max_seconds)` then `best_move()`."""

    def __init__(self, game: Game, rng: Rng, evaluate: Evaluation, order_depth: int = 2,
                 beam: int = 0, chance: int = 0, outcomes: Outcomes | None = None) -> None:
        self.game = game
        self.seat = game.current_seat()
        self.players = game.players
        self.rng = rng
        self.evaluate = evaluate
        self.order_depth = order_depth  # inner nodes with at least this depth left are ordered
        self.beam = beam  # 0: every child; else the best `beam` children of an ordered node
        self.chance = chance  # outcomes sampled per chance move
        self.outcomes = outcomes if chance else None
        self.root_moves = game.legal_moves()
        self.values: dict[str, float] = {}
        self.depth = 0  # the deepest search completed
        self.nodes = 0
        self.deadline: float | None = None
        self.max_nodes: int | None = None

    # ----- values ---------------------------------------------------------------------------

    def leaf(self, state: Game) -> float:
        self.nodes += 1
        if self.max_nodes is not None and self.nodes > self.max_nodes:
            raise OutOfTime
        if state.is_over:
            return terminal_rewards(state, self.players)[self.seat]
        return self.evaluate(state, self.seat)

    def children(self, state: Game, depth: int) -> list[list[Game]]:
        """Per legal move, the positions it leads to: one, or a chance move's sampled outcomes.
        Ordered best-first for the mover when enough depth is left for the order to pay."""
        found = []
        for move in state.legal_moves():
            drawn = self.outcomes and self.outcomes(state, move, self.rng, self.chance)
            if not drawn:
                child = state.clone()
                child.play_trusted(move)
                drawn = [child]
            found.append(drawn)
        if depth >= self.order_depth and len(found) > 1:
            keyed = [(sum(map(self.leaf, group)) / len(group), i) for i, group in enumerate(found)]
            keyed.sort(reverse=state.to_move == self.seat)
            found = [found[i] for _v, i in keyed[:self.beam or None]]
        return found

    def value(self, group: list[Game], depth: int, alpha: float, beta: float) -> float:
        """A move's value: its one position's, or the mean of its outcomes' (full window, as
        a mean needs exact values)."""
        if len(group) == 1:
            return self.search(group[0], depth, alpha, beta)
        return sum(self.search(child, depth, -1.0, 2.0) for child in group) / len(group)

    def search(self, state: Game, depth: int, alpha: float, beta: float) -> float:
        if depth <= 0 or state.is_over:
            return self.leaf(state)
        if self.deadline is not None and time.perf_counter() >= self.deadline:
            raise OutOfTime
        if state.to_move == self.seat:
            for group in self.children(state, depth):
                value = self.value(group, depth - 1, alpha, beta)
                if value > alpha:
                    alpha = value
                    if alpha >= beta:
                        break
            return alpha
        for group in self.children(state, depth):
            value = self.value(group, depth - 1, alpha, beta)
            if value < beta:
                beta = value
                if alpha >= beta:
                    break
        return beta

    # ----- running and choosing ---------------------------------------------------------------

    def run(self, depth: int, samples: int, max_seconds: float | None = None,
            max_nodes: int | None = None) -> AlphaBeta:
        start = time.perf_counter()
        self.deadline = None if max_seconds is None else start + max_seconds
        self.max_nodes = max_nodes
        worlds = [self.game.determinize(self.seat, self.rng) for _ in range(samples)]
        order = list(self.root_moves)
        for d in range(1, depth + 1):
            totals = dict.fromkeys(order, 0.0)
            done, found = 0, dict[str, float]()
            try:
                for world in worlds:
                    found = {}
                    for move in order:
                        child = world.clone()
                        child.play_trusted(move)
                        # Full window per root move: the means over worlds need exact values.
                        found[move] = self.search(child, d - 1, -1.0, 2.0)
                    for move, value in found.items():
                        totals[move] += value
                    done += 1
            except OutOfTime:
                self.nodes = min(self.nodes, max_nodes or self.nodes)
                if not self.values:  # the first depth cut short: what was searched beats no choice
                    self._partial(d, order, totals, done, found)
                break
            self.values = {m: totals[m] / len(worlds) for m in order}
            self.depth = d
            order.sort(key=lambda m: -self.values[m])
            if self.beam and d >= 2:
                del order[self.beam:]
            if len(order) == 1:
                break
        return self

    def _partial(self, d: int, order: list[str], totals: dict[str, float], done: int,
                 found: dict[str, float]) -> None:
        """Values from a depth that ran out of time or positions: the mean over the worlds
        searched in full, else the moves searched in the first world."""
        if done:
            self.values = {m: totals[m] / done for m in order}
        elif found:
            self.values = dict(found)
        else:
            return
        self.depth = d

    def best_move(self) -> str:
        """The root move with the highest mean value (ties: the earlier legal move)."""
        if not self.values:
            return self.root_moves[0]
        return max(self.root_moves, key=lambda m: self.values.get(m, -1.0))

    def stats(self) -> list[Stat]:
        return [(m, self.depth, round(self.values[m], 3)) for m in self.root_moves
                if m in self.values]
