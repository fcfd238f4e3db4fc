"""The review's chart (SVG): each seat's chance to win after every move, the marked moves, and a
column per move that a tap turns into the replay of that move (`data-action="replay"`,
`data-to` = the position before it, where the computer's preferred move is lit). A drag along
the chart reads the same columns (`column_at`: the browser says where the finger is, in the
chart's own units)."""

from __future__ import annotations

import math
from collections.abc import Sequence

from .markup import Child, Node, h

WIDTH, HEIGHT, PAD = 600, 150, 6
# Seat colours: distinct on light and dark backgrounds, in seat order.
COLOURS = ("#c0392b", "#2471a3", "#1e8449", "#b9770e", "#7d3c98")
MARK_COLOURS = {"inaccuracy": "#d4ac0d", "mistake": "#e67e22", "blunder": "#c0392b"}


def _step(total: int) -> float:
    """The width of one move on the chart."""
    return (WIDTH - 2 * PAD) / max(total, 1)


def column_at(x: float, total: int, reviewed: int) -> int | None:
    """The column (the move judged, 0-based; `data-to` of its tap) under `x`, in the chart's
    units: the nearest one reviewed, so a finger dragged past either end stays on the chart's
    first or last move. None while no move is reviewed."""
    if reviewed <= 0:
        return None
    # Column k spans x(k) to x(k + 1): the stretch of the lines move k + 1 draws, from the
    # position on show (lined at x(k)) to the one after the move.
    column = math.floor((x - PAD) / _step(total))
    return max(0, min(column, reviewed - 1))


def chart(chances: Sequence[Sequence[float]], marks: Sequence[str | None], total: int,
          at: int | None, label: str, move_title: Sequence[str],
          movers: Sequence[int] | None = None) -> Node:
    """`chances[k]`: every seat's chance after move k+1 (as far as reviewed), `marks[k]` its
    mark; `total`: the game's moves; `at`: the move shown (1-based), lined; `move_title[k]`
    the words a column says of move k+1; `movers[k]`: the seat that made move k+1, on whose
    line its mark sits, ringed in that seat's colour (without it, marks sit along the top).
    The page words the axes and the legend around it (web/review/reviewing.py)."""
    players = len(chances[0]) if chances else 0
    step = _step(total)

    def x(move: float) -> float:  # move 0: the start
        return round(PAD + move * step, 1)

    def y(chance: float) -> float:
        return round(PAD + (1.0 - chance) * (HEIGHT - 2 * PAD), 1)

    parts: list[Child] = [
        h("rect", {"x": 0, "y": 0, "width": WIDTH, "height": HEIGHT, "fill": "#fbfaf6",
                   "stroke": "#ccc", "class_": "chart-bg"}),
        h("line", {"x1": PAD, "x2": WIDTH - PAD, "y1": y(0.5), "y2": y(0.5),
                   "stroke": "#bbb", "stroke-dasharray": "4 4", "class_": "chart-half"}),
        [h("line", {"x1": PAD, "x2": WIDTH - PAD, "y1": y(level), "y2": y(level),
                    "stroke": "#e3e0d6", "class_": "chart-grid"}) for level in (0.0, 1.0)]]
    for seat in range(players):
        points = [f"{x(0)},{y(1.0 / players)}"] + [
            f"{x(k + 1)},{y(row[seat])}" for k, row in enumerate(chances)]
        parts.append(h("polyline", {"points": " ".join(points), "fill": "none",
                                    "stroke": COLOURS[seat % len(COLOURS)], "stroke-width": 2,
                                    "data-seat": seat, "class_": "chart-line"}))
    for k, mark in enumerate(marks):
        if not mark:
            continue
        if movers is None or k >= len(chances):
            parts.append(h("circle", {"cx": x(k + 0.5), "cy": PAD + 2, "r": 4,
                                      "fill": MARK_COLOURS[mark], "data-mark": mark,
                                      "data-move-no": k + 1}))
            continue
        seat = movers[k]
        parts.append(h("circle", {"cx": x(k + 1), "cy": y(chances[k][seat]), "r": 5,
                                  "fill": MARK_COLOURS[mark], "data-mark": mark,
                                  "stroke": COLOURS[seat % len(COLOURS)], "stroke-width": 2.5,
                                  "data-move-no": k + 1, "data-seat": seat}))
    if at is not None:
        parts.append(h("line", {"x1": x(at), "x2": x(at), "y1": 0, "y2": HEIGHT,
                                "stroke": "#333", "stroke-width": 1.5, "class_": "chart-at"}))
    for k in range(len(chances)):  # a tap on a move's column shows the position before it
        parts.append(h("rect", {"x": x(k), "y": 0, "width": round(step, 1),
                                "height": HEIGHT, "fill": "transparent",
                                "data-action": "replay", "data-to": k, "class_": "chart-move"},
                       h("title", {}, move_title[k])))
    return h("svg", {"xmlns": "http://www.w3.org/2000/svg", "viewBox": f"0 0 {WIDTH} {HEIGHT}",
                     "class_": "review-chart", "role": "img", "aria-label": label}, parts)
