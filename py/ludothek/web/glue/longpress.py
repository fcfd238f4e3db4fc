"""A finger held on a piece the "?" mode explains asks for its explanation (browser glue:
a touch screen has no hover, and the "?" button is a reach away). The click that ends the
press is then swallowed, so the hold does not also play the piece."""

from __future__ import annotations

from collections.abc import Callable

from . import dom

HOLD_SECONDS = 0.5
SLOP_PX = 10.0  # a finger that moves further is scrolling, not holding


class LongPress:
    def __init__(self, fire: Callable[[str, float], None]) -> None:
        self.fire = fire  # (what, event time) of a piece held long enough
        self.pending: tuple[int, str, float, float, float] | None = None  # id, what, x, y, time
        self.count = 0
        self.swallow = False

    def down(self, event: dom.JsObject) -> None:
        held = dom.closest(event, "[data-explain]")
        # A new press: a click still owed by the last hold never came (it can land outside
        # the page's parts, or a phone may send none), so it must not eat this tap.
        self.pending, self.swallow = None, False
        if held is None or int(getattr(event, "button", 0) or 0) != 0:
            return
        self.count += 1
        press = self.count
        self.pending = (press, str(held.dataset.explain), float(event.clientX),
                        float(event.clientY), float(event.timeStamp))
        dom.later(HOLD_SECONDS, lambda: self._held(press))

    def moved(self, event: dom.JsObject) -> None:
        if self.pending is not None:
            _, _, x, y, _ = self.pending
            if abs(float(event.clientX) - x) + abs(float(event.clientY) - y) > SLOP_PX:
                self.pending = None

    def up(self, _event: dom.JsObject) -> None:
        self.pending = None

    def swallows_click(self) -> bool:
        swallow, self.swallow = self.swallow, False
        return swallow

    def _held(self, press: int) -> None:
        if self.pending is None or self.pending[0] != press:
            return  # lifted, moved away, or another press began
        _, what, _, _, time = self.pending
        self.pending, self.swallow = None, True
        self.fire(what, time + HOLD_SECONDS * 1000)
