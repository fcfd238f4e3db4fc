"""A small deterministic random generator whose whole state is one integer.

Why not `random.Random`: its state is 625 numbers, too big to copy for every search node and
to keep inside a game's serialisable state. SplitMix64 gives the same sequence in CPython and
Pyodide, copies for free and is good enough for shuffling cards.
"""

from __future__ import annotations

from typing import TypeVar

T = TypeVar("T")

_MASK = (1 << 64) - 1


class Rng:
    __slots__ = ("state",)

    def __init__(self, state: int) -> None:
        self.state = int(state) & _MASK

    def next64(self) -> int:
        self.state = (self.state + 0x9E3779B97F4A7C15) & _MASK
        z = self.state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
        return z ^ (z >> 31)

    def below(self, n: int) -> int:
        """A uniform integer in [0, n), without modulo bias."""
        if n <= 0:
            raise ValueError("below() needs a positive bound")
        limit = _MASK - (_MASK + 1) % n
        while True:
            x = self.next64()
            if x <= limit:
                return x % n

    def shuffle(self, items: list[T]) -> None:
        """Fisher-Yates in place: `below(i + 1)` for each i, inlined (searches shuffle a
        deck for every determinization)."""
        state, mask = self.state, _MASK
        for i in range(len(items) - 1, 0, -1):
            n = i + 1
            limit = mask - (mask + 1) % n
            while True:  # next64, inlined
                state = (state + 0x9E3779B97F4A7C15) & mask
                z = ((state ^ (state >> 30)) * 0xBF58476D1CE4E5B9) & mask
                z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & mask
                z ^= z >> 31
                if z <= limit:
                    break
            j = z % n
            items[i], items[j] = items[j], items[i]
        self.state = state

    def choice(self, items: list[T] | tuple[T, ...]) -> T:
        return items[self.below(len(items))]

    def fork(self) -> Rng:
        """An independent generator derived from this one (advances this one once)."""
        return Rng(self.next64())

    def __repr__(self) -> str:
        return f"Rng({self.state})"
