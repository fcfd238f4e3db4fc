"""Nim drawn as rows of counters; every counter that can be taken is a button."""

from __future__ import annotations

from typing import Any

from ludothek.draw.explain import explain_target
from ludothek.draw.markup import Node, h, svg

from .moves import Take, text


def table(view: dict[str, Any], ui: dict[str, Any], t: Any) -> Node:
    legal = set(view["legal"])
    heaps = view["heaps"] + ([view["secret"] or 1] if "secret" in view else [])
    rows = []
    for i, size in enumerate(heaps):
        for n in range(size):
            move = text(Take(i + 1, size - n))
            attrs = {"cx": 20 + 30 * n, "cy": 20 + 30 * i, "r": 12, "data-heap": i + 1,
                     **explain_target(f"heap:{i + 1}")}
            if move in legal:
                attrs.update({"class": "legal", "data-action": "move", "data-move": move,
                              "role": "button", "tabindex": "0",
                              "aria-label": t.game("nim", "take", heap=i + 1, n=size - n)})
            rows.append(h("circle", attrs))
    return h("div", {"class_": "nim-table"}, svg(240, 30 * max(len(heaps), 1) + 10, rows))


def scores(view: dict[str, Any], t: Any) -> list[str]:
    return ["" for _ in range(view["players"])]


def final(view: dict[str, Any], t: Any) -> Node:
    return h("p", {}, t.game("nim", "final", heaps=len(view["heaps"])))
