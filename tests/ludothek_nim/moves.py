"""Nim's move notation: `<heap>-<count>`, e.g. `2-3` takes 3 counters from heap 2 (heaps are
numbered from 1, as players count them).

>>> parse("2-3")
Take(heap=2, count=3)
>>> text(Take(1, 1))
'1-1'
"""

from __future__ import annotations

import re
from typing import NamedTuple

_FORM = re.compile(r"([1-9][0-9]?)-([1-9][0-9]?)")


class Take(NamedTuple):
    heap: int
    count: int

    @property
    def kind(self) -> str:
        return "take"


def parse(move: str) -> Take:
    found = _FORM.fullmatch(move) if isinstance(move, str) else None
    if found is None:
        raise ValueError(f"not a Nim move: {move!r}")
    return Take(int(found[1]), int(found[2]))


def text(move: Take) -> str:
    return f"{move.heap}-{move.count}"
