"""Every piece explains itself (issue 32): what a renderer marks, and what a game says of it.

A renderer marks a card, pile, token, square, score or marker with `explain_target(what)`,
`what` a short text of the game's own ("card:N2", "pile:draw"). In the page's "?" mode, or
by a long press, a tap on it asks the game's `explain.py`: `explain(view, what, t) ->
Explanation | None`, answered from the view the device's seat sees, so an explanation never
tells what that seat may not know.
"""

from __future__ import annotations

from ..core.values import frozen
from .table import Attrs

EXPLAIN_ATTR = "data-explain"


@frozen
class Explanation:
    title: str
    lines: tuple[str, ...]  # what it is, then what it does now, a sentence or two each
    rules: str | None = None  # the key of the rules section that tells more


def explain_target(what: str) -> Attrs:
    """Marks an element the "?" mode explains (it may be a move target as well)."""
    return {EXPLAIN_ATTR: what}
