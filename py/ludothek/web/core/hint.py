"""A hint: the computer's suggestion lit on the table, nothing played.

Renderers offer a move either at once (`data-action="move"`, `data-move` = the move) or in
steps: a first tap selects a part of it (`data-action="select"`, `data-value` = the move itself
or one of its parts, such as a card id), and the move's own target appears after that; or a first
tap opens the move's buttons (a card enlarged), marked `data-step` = a part of the move. The hint
lights whichever of these the table shows, so it works for every game without its renderer
knowing about hints.
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Mapping

from ...core.values import frozen
from ...draw.markup import Child, Node

LEVEL = "normal"  # the computer level that gives hints
HINT_CLASS = "suggested"  # ("hint" already marks squares in Rosenkönig)


def _nodes(child: Child) -> Iterator[Node]:
    if isinstance(child, Node):
        yield child
        for grandchild in child.children:
            yield from _nodes(grandchild)
    elif isinstance(child, (list, tuple)):
        for item in child:
            yield from _nodes(item)


def parts(move: str) -> set[str]:
    """The move and the pieces of its notation a selection can name (card ids, cells)."""
    return {move, *(piece for piece in re.split(r"[:@,]", move) if piece)}


def light(tree: Child, move: str) -> int:
    """Mark the elements that play `move` (or select its first step) with class "suggested" and
    `data-hint`; returns how many were lit. Elements that play it outright win over steps."""
    nodes = list(_nodes(tree))
    direct = [n for n in nodes if n.attrs.get("data-action") == "move" and n.attrs.get("data-move") == move]
    if not direct:
        pieces = parts(move)
        direct = [n for n in nodes if n.attrs.get("data-action") == "select"
                  and str(n.attrs.get("data-value")) in pieces]
    if not direct:  # a first tap that opens the move's buttons (a card enlarged): data-step
        pieces = parts(move)
        direct = [n for n in nodes if n.attrs.get("data-step") in pieces]
    for node in direct:
        attrs = dict(node.attrs)
        attrs["class"] = f"{attrs.get('class') or ''} {HINT_CLASS}".strip()
        attrs["data-hint"] = move
        node.attrs = attrs
    return len(direct)


@frozen
class Hints:
    """Whether a game allows hints (chosen in the new-game form, off by default) and how many
    each seat asked for; kept beside the save as page data."""

    allowed: bool
    used: tuple[int, ...]

    @classmethod
    def read(cls, data: Mapping[str, object], players: int) -> Hints:
        """From a save's page data, defensively: anything odd means no hints, none used."""
        used = data.get("hints_used")
        if not (isinstance(used, list) and len(used) == players
                and all(type(n) is int and 0 <= n < 10**6 for n in used)):
            used = [0] * players
        return cls(data.get("hints") is True, tuple(used))

    def asked(self, seat: int) -> Hints:
        """One more hint for `seat`."""
        return Hints(self.allowed, tuple(n + (i == seat) for i, n in enumerate(self.used)))

    def data(self) -> dict[str, object]:
        return {"hints": self.allowed, "hints_used": list(self.used)}
