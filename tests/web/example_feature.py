"""A feature that lives only in the tests, as Nim is a game that does (web/README.md, "A new
feature"): a note the person keeps beside the table. It joins the page with
`core.feature.register(FEATURE)` and touches no shared file: a tap action that opens it, a form
field that keeps what was typed, an address that opens it (`#note/<text>`), its dialog, and a
hook on every event that closes it when a game opens or is left."""

from __future__ import annotations

from typing import Any

from ludothek.draw.markup import Node, h
from ludothek.web.core.effects import Effect, Step
from ludothek.web.core.events import Change, Tap
from ludothek.web.core.feature import Feature
from ludothek.web.core.i18n import Translator
from ludothek.web.core.state import PageState

ROUTE = "note/"


def open_note(state: PageState, event: Tap) -> Step:
    return state.replace(dialog=("note", event.data.get("text", ""))), []


def typed(state: PageState, event: Change) -> Step:
    if state.dialog is None or state.dialog[0] != "note":
        return state, []
    return state.replace(dialog=("note", event.value)), []


def route(state: PageState, fragment: str) -> Step | None:
    if not fragment.startswith(ROUTE):
        return None
    return state.replace(dialog=("note", fragment[len(ROUTE):]), address=fragment), []


def after(before: PageState, state: PageState, event: Any, effects: list[Effect]) -> Step:
    """A game opened or left takes the note away."""
    if state.game is not before.game and state.dialog is not None and state.dialog[0] == "note":
        state = state.replace(dialog=None)
    return state, effects


def dialog(state: PageState, text: str, t: Translator) -> Node:
    return h("div", {"class_": "dialog note", "role": "dialog", "aria-label": "Note"},
             h("textarea", {"name": "note"}, text),
             h("button", {"data-action": "close-dialog"}, t("error.dismiss")))


FEATURE = Feature("note", taps={"note": open_note}, changes={"note": typed}, route=route,
                  after=after, dialogs={"note": dialog})
