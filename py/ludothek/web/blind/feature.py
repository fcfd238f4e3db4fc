"""How this feature joins the page (web/core/feature.py).

Play without seeing (issue 50): a switch, remembered, on the home screen and first on the game
screen (seen when it has the focus, beside the skip link); while it is on, the game in words
above the table (told.py), a move typed or chosen from its list, the single keys and one live
region (the bar's status and the computer's report are quiet then: one voice says each move)."""

from __future__ import annotations

from ...draw.markup import Node, child_nodes, find_class
from ..core.feature import Feature
from ..core.i18n import Translator
from ..core.page import setting_switch
from ..core.state import PageState
from . import told, update


def dress(markup: Node, state: PageState, t: Translator, lit: str | None) -> None:
    """The switch after the skip link; with it on, the game in words first on the table and
    the other live regions quiet."""
    if state.game is None:
        return
    game = markup if "game" in str(markup.attrs.get("class") or "").split() else None
    if game is not None:
        children = list(game.children)
        children.insert(1, setting_switch(t, "blind", state.blind, "skip-link"))
        game.children = children
    section = told.section(state, t)
    wrap = find_class(markup, "table-wrap")
    if section is None or wrap is None:
        return
    _quiet(markup)  # before the section goes in: its region is the one that speaks
    wrap.children = [section, *wrap.children]


def _quiet(node: Node) -> None:
    """No live region but the game in words' own: the bar's status, the computer's report and a
    game's prompt would say each move again, out of order."""
    if node.attrs.get("aria-live") or node.attrs.get("role") in ("status", "alert", "log"):
        node.attrs = {**node.attrs, "aria-live": None,
                      "role": None if node.attrs.get("role") in ("status", "alert", "log")
                      else node.attrs.get("role")}
    for child in child_nodes(node):
        _quiet(child)


FEATURE = Feature(
    "blind",
    taps={"blind": update.toggle},
    changes={"typed-move": update.typed},
    keys=update.key,
    dress=dress,
)
