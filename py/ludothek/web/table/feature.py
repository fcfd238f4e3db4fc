"""How this feature joins the page (web/core/feature.py).

Several devices at one table (issue 35): this device hosts the open game for guests at other
devices (hosting.py), or holds one seat of another device's game (guesting.py); the WebRTC
channels and the camera's scanner are browser glue (tabling.py). Its modules are imported when a
table is first set up or an invitation opens."""

from __future__ import annotations

from types import ModuleType
from typing import TYPE_CHECKING, Any

from ...net import JOIN_ROUTE
from ..core import effects as fx
from ..core.effects import ClosePeer, Effect, SetHash, Step, StopScan
from ..core.events import (Change, Connecting, GuestBeat, JoinUnanswered, Peer, Scanned,
                           TableCheck, Tap)
from ..core.feature import Feature
from ..core.state import PageState

from ...draw.markup import Node

if TYPE_CHECKING:
    from ..core.i18n import Translator


def _hosting() -> ModuleType:
    """A table across devices, as its host (hosting.py), loaded when first set up."""
    from . import hosting

    return hosting


def _guesting() -> ModuleType:
    """A seat at another device's table (guesting.py), loaded when an invitation opens."""
    from . import guesting

    return guesting


def _side(state: PageState) -> ModuleType:
    return _hosting() if state.hosting is not None else _guesting()


# What a guest's device does itself; its moves go to the host (guesting.tap).
GUEST_TAPS = ("lang", "motion", "home", "rules", "rules-section", "select", "ui", "close-dialog",
              "dismiss", "copy-code")


def guest_tap(state: PageState, event: Tap) -> Step | None:
    """A guest's tap: a move to the host, its own page's business as usual, or nothing (hints,
    sharing and the replay are the host's to do)."""
    if state.guest is None or event.action in GUEST_TAPS:
        return None
    if event.action in ("move", "try", "undo"):
        return _guesting().tap(state, event)
    return state, []


def route(state: PageState, fragment: str) -> Step | None:
    if fragment.startswith(JOIN_ROUTE):
        return _guesting().join(state, fragment)
    return None


def peer(state: PageState, event: Peer) -> Step:
    """Another device's channel: the host's guests, or a guest's host."""
    if state.guest is not None:
        return _guesting().heard(state, event)
    if state.hosting is not None:
        return _hosting().heard(state, event)
    return state, [ClosePeer(event.peer)]  # a channel of a table given up


def connecting(state: PageState, event: Connecting) -> Step:
    if event.step == "answer":
        return _guesting().answered(state, event)
    if event.step == "send":
        return _guesting().not_sent(state) if state.guest is not None else (state, [])
    if event.step == "scan":
        return _side(state).scan_failed(state, event)
    if state.hosting is None:
        return state, [ClosePeer(str(event.seat))]
    if event.step == "offer":
        return _hosting().offer_made(state, event)
    return _hosting().connect_failed(state, event)


def invitation_pasted(state: PageState, event: Change) -> Step:
    """An invitation's link (or its code) pasted on the home screen: opened as its link is."""
    text = event.value.strip()
    if not text:
        return state, []
    at = text.find("#" + JOIN_ROUTE)
    fragment = text[at + 1:] if at >= 0 else (
        text if text.startswith(JOIN_ROUTE) else JOIN_ROUTE + text)
    state, effects = _guesting().join(state, fragment)
    return state, [*effects, SetHash(fragment, push=True)] if state.guest is not None else effects


def answer_pasted(state: PageState, event: Change) -> Step:
    if state.hosting is None:
        return state, []
    return _hosting().answer_pasted(state, event)


def _scanning(state: PageState) -> bool:
    return state.dialog is not None and state.dialog[0] == "scan"


def after(before: PageState, state: PageState, event: Any, effects: list[Effect]) -> Step:
    """The guests see every change; a guest that left closes its channel; a scanner closed
    turns the camera off."""
    if before.hosting is not None or state.hosting is not None:
        state, sent = _hosting().sync(before, state)
        effects = effects + sent
    if before.guest is not None and state.guest is None:
        effects = [*effects, ClosePeer()]
    if _scanning(before) and not _scanning(state):
        effects = [*effects, StopScan()]
    return state, effects


def dress(markup: Node, state: PageState, t: Translator, lit: str | None) -> None:
    """The host's game screen says who is at the table, at the foot of its bar (inside it:
    the parts of the screen after the bar keep their places, the log among them)."""
    if state.hosting is None or not state.hosting.seats or state.game is None:
        return
    bar = next((child for child in markup.children
                if isinstance(child, Node) and child.tag == "header"), None)
    if bar is not None:
        bar.children = [*bar.children, _hosting().status_line(state, t)]


def page(state: PageState, t: Translator, memo: Any) -> Node | None:
    if state.guest is None:
        return None
    return _guesting().screen(state, t)


def glue(loop: Any) -> Any:
    """The channels and the camera (static/rtc.js, static/scan.js), on the first table effect."""
    from .tabling import Tabling

    return Tabling(loop.dispatch)


FEATURE = Feature(
    "table",
    taps={
        "table": lambda s, e: _hosting().open_dialog(s, e),
        "table-invite": lambda s, e: _hosting().invite(s, e),
        "table-here": lambda s, e: _hosting().play_here(s, e),
        "table-connect": lambda s, e: (s, []),  # the answer's field said it when it lost focus
        "table-join": lambda s, e: (s, []),  # the same: the invitation's field joins
        "copy-code": lambda s, e: (s, [fx.Copy(e.data["text"])]),
        "table-scan": lambda s, e: _hosting().scan(s, e),
        "table-join-scan": lambda s, e: _guesting().scan(s, e),
    },
    events={Peer: peer, Connecting: connecting,
            Scanned: lambda s, e: _side(s).scanned(s, e),
            JoinUnanswered: lambda s, e: _guesting().join_unanswered(s, e),
            GuestBeat: lambda s, e: _guesting().beat(s, e),
            TableCheck: lambda s, e: _hosting().checked(s, e)},
    changes={"answer": answer_pasted, "invitation": invitation_pasted},
    route=route,
    intercept=guest_tap,
    after=after,
    page=page,
    dress=dress,
    dialogs={"devices": lambda s, _kind, t: _hosting().dialog(s, t),
             "scan": lambda s, kind, t: _hosting().scan_dialog(kind, t)},
    runs=fx.TABLE,
    glue=glue,
)
