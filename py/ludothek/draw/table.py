"""Conventions of the table every renderer keeps, written once: the attributes that make an
SVG shape a button, a move target, a choice or a card that enlarges, and the enlarged card's
dialog. The page reads these attributes (web/taps.py, web/modal.py); a renderer builds them
here instead of spelling them out.

    h("rect", {"x": 3, **move_target("N2", label="e5: north II")})
"""

from __future__ import annotations

from collections.abc import Mapping

from .markup import AttrValue, Child, Node, h

Attrs = dict[str, AttrValue]
# The page-side state a renderer reads (web/screens.py): `selected`, `zoom`, `layout`
# ("portrait" or "landscape") and the keys its own `data-action="ui"` buttons set.
Ui = Mapping[str, str | None]


def as_button(label: str) -> Attrs:
    """What makes an SVG shape a button the keyboard reaches and a screen reader names."""
    return {"role": "button", "tabindex": "0", "aria-label": label}


def move_target(move: str, label: str | None = None, confirm: str | None = None) -> Attrs:
    """A tap plays `move` (after the question `confirm`, if given). With `label`, the shape is
    a named button too (an SVG shape; an HTML button is one already)."""
    attrs: Attrs = {"data-action": "move", "data-move": move}
    if confirm is not None:
        attrs["data-confirm"] = confirm
    return {**attrs, **as_button(label)} if label is not None else attrs


# Marks the element where a tap's result shows (a card's moves, a district lit on the board):
# the page scrolls it into sight when it is out of view (on a phone the hand is far below
# the board, the final scoring far below the city).
def shows_tap(ui_key: str) -> Attrs:
    """Marks where the result of a tap that sets `ui[ui_key]` shows."""
    return {"data-shows-tap": ui_key}


def try_target(move: str, label: str | None = None) -> Attrs:
    """A shape a player may tap though `move` is not legal now: the page plays it, and the
    engine's refusal (`Game.refusal`) says why in the player's words. Never lit as a move."""
    attrs: Attrs = {"data-action": "try", "data-move": move}
    return {**attrs, **as_button(label)} if label is not None else attrs


def choice(value: str, label: str | None = None) -> Attrs:
    """A tap chooses `value` (the page's `ui["selected"]`) without playing anything yet."""
    attrs: Attrs = {"data-action": "select", "data-value": value}
    return {**attrs, **as_button(label)} if label is not None else attrs


def ui_switch(key: str, value: str) -> Attrs:
    """A tap sets the page-side `ui[key]` to `value`, a second tap clears it again."""
    return {"data-action": "ui", "data-key": key, "data-value": value}


def zoom_attrs(value: str, label: str | None = None, ui: Ui | None = None) -> Attrs:
    """A card that enlarges when tapped (`ui["zoom"]`; a second tap closes it). With `label`
    (say 'Enlarge: the Bard') it is a named button; with `ui`, it tells whether it is
    enlarged now (aria-pressed)."""
    attrs = ui_switch("zoom", value)
    if label is not None:
        attrs.update(as_button(label))
    if ui is not None:
        attrs["aria-pressed"] = "true" if ui.get("zoom") == value else "false"
    return attrs


def zoom_dialog(value: str, title: str, cls: str, *content: Child) -> list[Node]:
    """The enlarged card `value` above the table: a backdrop (`<cls>-backdrop`) that closes it
    on a tap, and the dialog itself (class `cls`, role="dialog": the page puts the focus on
    its close button, a `zoom_close`, and closes it on Escape)."""
    return [h("div", {"class_": f"{cls}-backdrop", **ui_switch("zoom", value), "aria-hidden": "true"}),
            h("section", {"class_": cls, "role": "dialog", "aria-label": title, "data-zoom": value},
              *content)]


def zoom_close(value: str, label: Child, **attrs: AttrValue) -> Node:
    """The button that closes the enlarged card `value` (the focus goes to it first)."""
    return h("button", {**attrs, **ui_switch("zoom", value)}, label)
