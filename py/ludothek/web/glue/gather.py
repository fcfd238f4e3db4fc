"""Answers that come in quick succession, handed on together so the page draws seldom: a review
judges several moves at once (web/pool.py), and drawing the whole screen for each would take
the page's thread (and a core the workers need) for as long as the judging.

The first answer after a quiet spell goes on at once (the chart's first move is not held up);
the next go on together once `least` seconds have passed, or `factor` times as long as handing
on the last ones took, whichever is longer.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Generic, TypeVar

T = TypeVar("T")


class Gather(Generic[T]):
    def __init__(self, hand_on: Callable[[list[T]], object],
                 later: Callable[[float, Callable[[], object]], object],
                 now: Callable[[], float], least: float = 0.25, factor: float = 4.0) -> None:
        self.hand_on, self.later, self.now = hand_on, later, now
        self.least, self.factor = least, factor
        self.items: list[T] = []
        self.waiting = False  # a hand-on is due later
        self.next_at = float("-inf")

    def add(self, item: T) -> None:
        self.items.append(item)
        if self.waiting:
            return
        wait = self.next_at - self.now()
        if wait <= 0:
            self._hand_on()
        else:
            self.waiting = True
            self.later(wait, self._hand_on)

    def _hand_on(self) -> None:
        self.waiting = False
        items, self.items = self.items, []
        if not items:
            return
        start = self.now()
        self.hand_on(items)
        end = self.now()
        self.next_at = end + max(self.least, self.factor * (end - start))
