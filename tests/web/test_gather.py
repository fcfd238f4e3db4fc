"""Answers handed on together (web/gather.py): the first after a quiet spell at once, the next
ones together once the page has had its rest; nothing is lost or reordered."""

from __future__ import annotations

from collections.abc import Callable

from ludothek.web.glue.gather import Gather


class Clock:
    """A fake clock with the page's `later`: actions run when `advance` passes their time."""

    def __init__(self) -> None:
        self.time = 0.0
        self.due: list[tuple[float, Callable[[], object]]] = []

    def now(self) -> float:
        return self.time

    def later(self, seconds: float, action: Callable[[], object]) -> None:
        self.due.append((self.time + seconds, action))

    def advance(self, seconds: float) -> None:
        end = self.time + seconds
        while True:
            ready = sorted((t, k) for k, (t, _) in enumerate(self.due) if t <= end)
            if not ready:
                break
            at, k = ready[0]
            self.time = at
            self.due.pop(k)[1]()
        self.time = end


def gathered(cost: float = 0.01) -> tuple[Clock, list[list[int]], Gather[int]]:
    clock = Clock()
    handed: list[list[int]] = []

    def hand_on(items: list[int]) -> None:
        handed.append(items)
        clock.time += cost  # drawing takes the page this long

    return clock, handed, Gather(hand_on, clock.later, clock.now, least=0.25, factor=4.0)


def test_the_first_goes_on_at_once_the_next_together_after_a_rest():
    clock, handed, gather = gathered()
    gather.add(0)
    assert handed == [[0]], "the chart's first move is not held up"
    for item in (1, 2, 3):
        clock.advance(0.05)
        gather.add(item)
    assert handed == [[0]]
    clock.advance(0.25)
    assert handed == [[0], [1, 2, 3]]
    clock.advance(1.0)  # a quiet spell: the next goes on at once again
    gather.add(4)
    assert handed == [[0], [1, 2, 3], [4]]


def test_a_slow_draw_earns_a_longer_rest():
    clock, handed, gather = gathered(cost=0.2)
    gather.add(0)
    gather.add(1)
    clock.advance(0.5)
    assert handed == [[0]], "four times the 0.2 s the last hand-on took"
    clock.advance(0.35)
    assert handed == [[0], [1]]


def test_nothing_is_lost_or_reordered():
    clock, handed, gather = gathered()
    for item in range(50):
        gather.add(item)
        clock.advance(0.03)
    clock.advance(1.0)
    assert [item for batch in handed for item in batch] == list(range(50))
    assert len(handed) < 10
