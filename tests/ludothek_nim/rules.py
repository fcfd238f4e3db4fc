"""Nim's rules (see the package docstring)."""

from __future__ import annotations

from typing import Any

from ludothek.core import Game, Refusal, Rng

from . import SPEC
from .moves import Take, parse, text


class Nim(Game, spec=SPEC):
    # The state, all set by setup().
    heaps: list[int]  # the open heaps' sizes
    secret: int  # the secret heap's size (0: none, or taken)
    secret_taken: int
    winner: int | None

    def setup(self) -> None:
        self.heaps = [int(n) for n in self.options["heaps"].split("-")]
        # The secret heap: only seat 1 knows its size; it counts like any other heap.
        # One counter at a time may be taken from it, so the moves never tell its size.
        self.secret = 1 + self.rng.below(3) if self.options["hidden"] else 0
        self.secret_taken = 0
        self.current = 0
        self.over = False
        self.winner = None

    def _all_heaps(self) -> list[int]:
        return self.heaps + ([self.secret] if self.options["hidden"] else [])

    def legal_moves(self) -> list[str]:
        moves = [text(Take(i + 1, n)) for i, size in enumerate(self.heaps)
                 for n in range(1, size + 1)]
        if self.secret:
            moves.append(text(Take(len(self.heaps) + 1, 1)))
        return moves

    def refusal(self, move: str) -> Refusal | None:
        try:
            take = parse(move)
        except ValueError:
            return None
        if take.heap <= len(self.heaps) and take.count > self.heaps[take.heap - 1]:
            return Refusal("too_many", {"heap": take.heap, "size": self.heaps[take.heap - 1]})
        return None

    def apply(self, move: str) -> None:
        take = parse(move)
        if take.heap > len(self.heaps):
            self.secret -= take.count
            self.secret_taken += take.count
        else:
            self.heaps[take.heap - 1] -= take.count
        self.note("take", seat=self.current, heap=take.heap, n=take.count)
        if not any(self._all_heaps()):
            self.over = True
            last = self.current
            self.winner = (last + 1) % self.players if self.options["misere"] else last
            self.note("end", seat=self.winner)
        else:
            self.current = (self.current + 1) % self.players

    def result(self) -> dict[str, Any]:
        scores = [1 if seat == self.winner else 0 for seat in range(self.players)]
        return {"scores": scores, "tiebreaks": [[] for _ in scores],
                "winners": [self.winner] if self.winner is not None else []}

    def view(self, seat: int | None) -> dict[str, Any]:
        view = self.base_view(seat)
        view["heaps"] = list(self.heaps)
        if self.options["hidden"]:
            known = seat == 1 or self.over or not self.secret
            view["secret"] = self.secret if known else None
            view["secret_taken"] = self.secret_taken
        return view

    def determinize(self, seat: int | None, rng: Rng) -> Game:
        clone = self.clone()
        clone.rng = Rng(rng.next64())
        if self.options["hidden"] and seat != 1 and self.secret:
            assert isinstance(clone, Nim)
            # Any size it could still have: it started at 1 to 3, and is not empty yet.
            clone.secret = 1 + rng.below(3 - self.secret_taken)
        return clone


GAME = Nim
