"""Dialogs hold the keyboard as they hold the finger.

While the overlay is up (a dialog, or the pass-the-device screen), the page behind it is inert:
Tab cannot reach a card behind a dialog and Enter cannot play it. The focus goes into what
comes up, and back to where it was when it goes. A card enlarged on the table (the renderers'
`ui["zoom"]`, drawn with role="dialog") gets the focus on its Close button too; Escape closes
either (App.on_key_down).
"""

from __future__ import annotations

from dataclasses import dataclass

from . import dom

# What takes the focus in the overlay: the button a dialog marks (a question's safe answer),
# else its first button.
FIRST_IN_OVERLAY = ("#overlay [data-focus]", "#overlay button")
ZOOM_CLOSE = "#app [role=dialog] button"


@dataclass
class Modal:
    overlay_up: bool = False
    zoom: str | None = None
    focus_before: dict[str, str] | None = None  # dom.focus_key() when the overlay came up

    def drawn(self, overlay_up: bool, zoom: str | None, focused: dict[str, str] | None) -> None:
        """After a redraw: `overlay_up`, whether the overlay shows now; `zoom`, the card
        enlarged on the table; `focused`, what had the focus before the redraw."""
        if overlay_up != self.overlay_up:
            self.overlay_up = overlay_up
            dom.set_inert("app", overlay_up)
            if overlay_up:
                self.focus_before = focused
                dom.focus_first(*FIRST_IN_OVERLAY)
            else:
                dom.restore_focus(self.focus_before)
        if zoom != self.zoom:
            self.zoom = zoom
            if zoom is not None and not overlay_up:
                dom.focus_first(ZOOM_CLOSE)
