"""A finger (or the pressed mouse) on the review's chart, and dragged along it (browser glue):
each spot becomes a `ChartPointed` in the chart's own units; which move that is, and whether
the replay moves, is `review.pointed`'s to say (the same move again draws nothing)."""

from __future__ import annotations

from collections.abc import Callable

from ..glue import dom
from ..core.events import ChartPointed

CHART = ".review-chart"


class ChartDrag:
    def __init__(self, send: Callable[[ChartPointed], None]) -> None:
        self.send = send
        self.pointer: int | None = None  # the pointer pressed on the chart, while it is down

    def down(self, event: dom.JsObject) -> None:
        self.pointer = None
        chart = dom.closest(event, CHART)
        if chart is None or int(getattr(event, "button", 0) or 0) != 0:
            return
        self.pointer = int(event.pointerId)
        try:  # its moves come here even once the finger has left the chart
            chart.setPointerCapture(event.pointerId)
        except Exception:  # a pointer already gone: its moves are not needed
            pass
        self._point(event)

    def moved(self, event: dom.JsObject) -> None:
        if self.pointer is None or int(event.pointerId) != self.pointer:
            return
        if str(event.pointerType) == "mouse" and not int(event.buttons):
            self.pointer = None  # released where no pointerup reached the page
            return
        self._point(event)

    def up(self, _event: dom.JsObject) -> None:
        self.pointer = None  # the replay stays where the last move put it

    def _point(self, event: dom.JsObject) -> None:
        x = dom.chart_x(CHART, float(event.clientX), float(event.clientY))
        if x is not None:
            self.send(ChartPointed(x))
