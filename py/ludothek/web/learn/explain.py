"""The "?" mode's branches of `update` and its dialog: a tap on a marked piece of the table
(draw/explain.py) says what it is and what it does now, in the game's words."""

from __future__ import annotations

from typing import Any

from ...core import registry
from ...draw.explain import Explanation
from ...draw.markup import Node, child_nodes, h
from ..core import policy
from ..play import replay
from ..core.events import Tap
from ..core.i18n import Translator
from ..core.effects import Step
from ..core.state import PageState

MODULE = "explain"  # the game's module: explain(view, what, t) -> Explanation | None


def toggle_mode(state: PageState, event: Tap) -> Step:
    return state.replace(explaining=not state.explaining), []


def show(state: PageState, event: Tap) -> Step:
    """The piece tapped in the "?" mode or held down: its explanation on show."""
    what = str(event.data.get("explain") or "")
    if state.game is None or not what or state.covered:
        return state, []  # nothing on show to explain (the table is covered between seats)
    return state.replace(dialog=("explain", what)), []


def explanation(state: PageState, what: str, t: Translator) -> Explanation | None:
    """The game's word on `what`, from the position on show as the device's seat sees it."""
    view = _drawn(state)
    return None if view is None else explained(view, what, t)


def _drawn(state: PageState) -> dict[str, Any] | None:
    """The view of the position on show, as drawn (None: no game that explains itself)."""
    game = state.game
    if game is None or not registry.has_module(game.ID, MODULE):
        return None
    if state.shown is not None and state.shown < len(game.history):
        position = game.replayed(game.history[:state.shown])
        return replay.replay_view(game, position, state.revealed_seat, state.away).view
    return policy.page_view(game, state.revealed_seat, state.away).view


def explained(view: dict[str, Any], what: str, t: Translator) -> Explanation | None:
    found: Explanation | None = registry.part(view["game"], MODULE).explain(  # type: ignore[union-attr]
        view, what, t)
    return found or score_beside_name(view, what, t)


# Elements a key already reaches: a piece inside one is explained through it (no nesting).
_INTERACTIVE = ("button", "a", "input", "select", "textarea", "summary")


def reachable(markup: Node, state: PageState, t: Translator) -> None:
    """In the "?" mode every explainable piece is a stop of the keyboard (issue 50: 8 of the
    Rose King's 118 were): each piece not reached already gets the focus, the role of a button
    (Enter explains it, as a tap does) and its explanation's title as its name."""
    if not state.explaining or state.covered:
        return
    view = _drawn(state)
    if view is None:
        return
    seen: set[str] = set()

    def walk(node: Node, inside: bool) -> None:
        attrs = node.attrs
        focusable = (node.tag in _INTERACTIVE or attrs.get("tabindex") == "0"
                     or attrs.get("role") == "button")  # -1: focused by script, not a control
        what = attrs.get("data-explain")
        if isinstance(what, str) and what not in seen:
            seen.add(what)
            if not focusable and not inside:
                found = explained(view, what, t)
                node.attrs = {**attrs, "tabindex": "0", "role": attrs.get("role") or "button",
                              "aria-label": attrs.get("aria-label")
                              or (found.title if found is not None else t("explain.title"))}
                focusable = True
        for child in child_nodes(node):
            walk(child, inside or focusable)

    walk(markup, False)


def score_beside_name(view: dict[str, Any], what: str, t: Translator) -> Explanation | None:
    """The score in the list of players (the page draws it, so a game need not know the mark):
    whose it is, and what its numbers mean where the game says (its `score_note`)."""
    kind, _, arg = what.partition(":")
    if kind != "score" or not arg.isdigit() or int(arg) >= view["players"]:
        return None
    seat, draw = int(arg), registry.renderer(view["game"])
    note = getattr(draw, "score_note", None)
    lines = (t("explain.score", name=view["names"][seat], score=draw.scores(view, t)[seat]),
             *((note(view, t),) if note is not None else ()))
    return Explanation(t("explain.score_title", name=view["names"][seat]), lines, rules="end")


def dialog(state: PageState, what: str, t: Translator) -> Node:
    found = explanation(state, what, t)
    game_id = state.game.ID if state.game is not None else ""
    title = found.title if found is not None else t("explain.title")
    lines = found.lines if found is not None else (t("explain.nothing"),)
    more = None
    if found is not None and found.rules:
        more = h("button", {"data-action": "rules", "data-game": game_id,
                            "data-section": found.rules}, t("explain.rules"))
    return h("div", {"class_": "dialog explain", "role": "dialog", "aria-modal": "true",
                     "aria-label": title},
             h("h2", {}, title),
             [h("p", {}, line) for line in lines],
             h("div", {"class_": "actions"},
               more,
               h("button", {"class_": "primary", "data-action": "close-dialog"},
                 t("game.close"))))
