"""What Nim's pieces are (the page's "?" mode): a heap, from the view alone."""

from __future__ import annotations

from typing import Any

from ludothek.draw.explain import Explanation


def explain(view: dict[str, Any], what: str, t: Any) -> Explanation | None:
    kind, _, arg = what.partition(":")
    if kind != "heap" or not arg.isdigit():
        return None
    heap = int(arg)
    sizes = list(view["heaps"]) + ([view.get("secret")] if "secret" in view else [])
    if not 1 <= heap <= len(sizes):
        return None
    size = sizes[heap - 1]
    if size is None:  # the secret heap, and this seat does not know its size
        return Explanation(t.game("nim", "explain.heap", heap=heap),
                           (t.game("nim", "explain.secret"),))
    return Explanation(t.game("nim", "explain.heap", heap=heap),
                       (t.game("nim", "explain.size", n=size),), rules="turn")
