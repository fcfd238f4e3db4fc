"""Dialogs hold the keyboard as they hold the finger.

While the overlay is up (a dialog, or the pass-the-device screen), the page behind it is inert:
Tab cannot reach a card behind a dialog and Enter cannot play it. The focus goes into what
comes up, and back to where it was when a dialog goes. When the pass-the-device screen goes,
the focus is put nowhere: what had it was the last person's move (in Castle Rampage "End turn"
is offered to the next person at once, and one more Enter would end their turn). A card
enlarged on the table (the renderers' `ui["zoom"]`, drawn with role="dialog") gets the focus
on its Close button; Escape closes either (App.on_key_down).
"""

from __future__ import annotations

from ...core.values import mutable
from . import dom
from ..core.page import Overlay

# What takes the focus in the overlay: the button a dialog marks (a question's safe answer),
# else its first button.
FIRST_IN_OVERLAY = ("#overlay [data-focus]", "#overlay button")
# An enlarged card's Close (data-key="zoom" inside it), never one of its move buttons.
ZOOM_CLOSE = ("#app [role=dialog] button[data-key=zoom]", "#app [role=dialog] button")


@mutable
class Modal:
    overlay: Overlay = None
    zoom: str | None = None
    focus_before: dict[str, str] | None = None  # dom.focus_key() when a dialog came up

    def drawn(self, overlay: Overlay, zoom: str | None, focused: dict[str, str] | None) -> None:
        """After a redraw: `overlay`, what the overlay shows now; `zoom`, the card enlarged
        on the table; `focused`, what had the focus before the redraw."""
        if overlay != self.overlay:
            was, self.overlay = self.overlay, overlay
            dom.set_inert("app", overlay is not None)
            if overlay is not None:
                if was is None:
                    self.focus_before = focused
                dom.focus_first(*FIRST_IN_OVERLAY)  # also from a question to the next person
            elif was == "dialog":
                dom.restore_focus(self.focus_before)
            else:
                dom.blur()
        if zoom != self.zoom:
            self.zoom = zoom
            if zoom is not None and overlay is None:
                dom.focus_first(*ZOOM_CLOSE)
