"""What the page does: `update(state, event) -> (state, effects)`, a pure function.

The core's own branches are here (a tap's way to its action, keys, the address, what every
page has); every other event kind and tap action is a feature's (web/core/feature.py), reached
through its declaration, never by importing it. Nothing here touches the browser: what must
happen there is returned as effects (effects.py), and the browser glue runs them and draws
`page.screen` of the new state.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Iterator, Mapping
from typing import Any, TypeVar

from . import back
from .effects import Consume, Effect, FocusIn, ListHome, SaveSetting, ShowTapResult, Step
from .events import (Change, Event, Failed, Key, PicturesDue, Popped, Resize, Route, Said,
                     Settled, Tap)
from .feature import features
from .i18n import translator
from .state import PageState, say
from .taps import GUARDED, SETTLE_MS


K = TypeVar("K")
V = TypeVar("V")


class Joined(Mapping[K, V]):
    """The core's own entries and, after them, each feature's (`part` of its declaration)."""

    def __init__(self, own: dict[K, V], part: str) -> None:
        self.own, self.part = own, part

    def _all(self) -> dict[K, V]:
        found = dict(self.own)
        for feature in features():
            found.update(getattr(feature, self.part))
        return found

    def __getitem__(self, key: K) -> V:
        return self._all()[key]

    def __iter__(self) -> Iterator[K]:
        return iter(self._all())

    def __len__(self) -> int:
        return len(self._all())


def update(state: PageState, event: Event) -> Step:
    """The next state of the page after `event`, and what the browser must do."""
    branch = BRANCHES.get(type(event))
    if branch is None:
        raise TypeError(f"no branch of update for {type(event).__name__}")
    before = state
    state, effects = branch(state, event)
    for feature in features():  # each feature's hook on every event (sync, cleanup)
        if feature.after is not None:
            state, effects = feature.after(before, state, event, effects)
    return back.keep_entries(state, effects)  # a layer opened or closed: the browser's Back


# ----- taps -----------------------------------------------------------------------------------

def tap(state: PageState, event: Tap) -> Step:
    for feature in features():  # e.g. a guest's device: its moves go to the host
        if feature.intercept is not None:
            taken = feature.intercept(state, event)
            if taken is not None:
                return taken
    if event.action in GUARDED and state.playing_out and state.plies is not None:
        # The person takes over: the present at once, and the tap acts there (checked by the
        # engine as any), never held up by moves still being shown.
        event = dataclasses.replace(event, ply=state.plies)
        state = state.replace(shown=None, playing_out=False)
    if event.action in GUARDED and state.game is not None and not state.taps.accepts(
            event.ply, len(state.game.history), event.clicks, event.time, event.spot):
        # A tap for another position: dropped. The second tap of a double tap (also where the
        # first only chose: Rose King's lit square), or a tap too soon after a move at its spot:
        # dropped, and said (never silence).
        quick = event.clicks > 1 or event.time - state.taps.last_move_at < SETTLE_MS and (
            event.ply != len(state.game.history) or state.taps.too_quick(event.time, event.spot))
        return (state.replace(too_quick=True) if quick else state), []
    state = state.replace(too_quick=False)
    action = TAPS.get(event.action)
    if action is None:
        raise ValueError(f"no action {event.action!r}")
    return action(state, event)


def toggle_ui(state: PageState, key: str, value: str) -> Step:
    """Page-side state a renderer asks for (a chosen card, a zoomed card): tap again to clear."""
    ui = {**state.ui, key: None if state.ui.get(key) == value else value}
    return state.replace(ui=ui), [ShowTapResult(key)] if ui[key] is not None else []


def select(state: PageState, event: Tap) -> Step:
    """A card chosen; chosen by a key (no spot), the focus goes on to where it can be played
    (issue 50: Jacynth's lit cells come before the hand on the table)."""
    state, effects = toggle_ui(state, "selected", event.data["value"])
    if event.spot is None and state.ui.get("selected") is not None:
        effects.append(FocusIn("table", "move"))
    return state, effects


def change_lang(state: PageState, event: Tap) -> Step:
    lang = translator(event.data["value"]).lang
    return state.replace(lang=lang), [SaveSetting("lang", lang), ListHome()]


def toggle_motion(state: PageState, event: Tap) -> Step:
    motion = not state.motion
    return state.replace(motion=motion), [SaveSetting("motion", "on" if motion else "off")]


def close_dialog(state: PageState, event: Tap) -> Step:
    """A dialog closed; a feature whose dialog needs more than that says how (the rules)."""
    if state.dialog is not None:
        for feature in features():
            closing = feature.closes.get(state.dialog[0])
            if closing is not None:
                return closing(state)
    return state.replace(dialog=None), []


def confirm_yes(state: PageState, event: Tap) -> Step:
    """"Yes" in a dialog: the feature whose dialog asked answers (`confirm-yes/<kind>`)."""
    if state.dialog is None:
        return state, []  # answered already
    answer = TAPS.get(f"confirm-yes/{state.dialog[0]}")
    return answer(state, event) if answer is not None else (state.replace(dialog=None), [])


# Every tap action (`data-action`): the core's own here, then each feature's.
TAPS: Mapping[str, Callable[[PageState, Tap], Step]] = Joined({
    "lang": change_lang,
    "motion": toggle_motion,
    "select": select,
    "ui": lambda s, e: toggle_ui(s, e.data["key"], e.data["value"]),
    "close-dialog": close_dialog,
    "confirm-yes": confirm_yes,
    "confirm-no": close_dialog,
    "dismiss": lambda s, e: (s.replace(alert=None), []),
}, "taps")


# ----- keys, forms and the browser ------------------------------------------------------------

def key(state: PageState, event: Key) -> Step:
    """Escape closes a dialog, else an enlarged card (never the pass-the-device screen); other
    keys are the features' (the replay's ←/→/Home/End)."""
    zoom = state.ui.get("zoom") if state.game is not None else None
    if event.key == "Escape" and (state.dialog is not None or zoom):
        if state.dialog is not None:
            state, effects = close_dialog(state, Tap("close-dialog"))
            return state, [Consume(), *effects]
        state, effects = toggle_ui(state, "zoom", str(zoom))
        return state, [Consume()]
    for feature in features():
        if feature.keys is not None:
            taken = feature.keys(state, event)
            if taken is not None:
                return taken
    return state, []


def route(state: PageState, event: Route) -> Step:
    """The address asks for a screen: the first feature that knows it opens it."""
    fragment = event.fragment.lstrip("#")
    for feature in features():
        if feature.route is not None:
            opened = feature.route(state, fragment)
            if opened is not None:
                return opened
    # No feature's address: the home screen, as for an address typed wrong.
    return TAPS["home"](state.replace(address=fragment, entered=False), Tap("home"))


def change(state: PageState, event: Change) -> Step:
    """A form field changed: the feature that owns the field answers (by its name, or the
    part of it before the dot: "seat.1" is "seat")."""
    for feature in features():
        branch = feature.changes.get(event.name) or feature.changes.get(
            event.name.partition(".")[0] + ".")
        if branch is not None:
            return branch(state, event)
    return state, []


def settled(state: PageState, event: Settled) -> Step:
    if state.taps.last_move_at != event.at:
        return state, []  # a later move settles later
    return state.replace(settling=False), []


def said(state: PageState, event: Said) -> Step:
    t = translator(state.lang)
    args = {**event.args, **{name: t(key) for name, key in event.worded.items()}}
    text = " ".join([t(event.key, **args), *(t(k, **a) for k, a in event.more)])
    effects: list[Effect] = [ListHome()] if event.home_changed and state.game is None else []
    return state.replace(alert=text, alert_is_news=True), effects


def failed(state: PageState, event: Failed) -> Step:
    """A bug must not brick the page: say it (and where no screen could be opened, go home)."""
    if event.home:
        state, effects = TAPS["home"](state, Tap("home"))
        return say(state, "error.internal", detail=event.detail[:200]), effects
    return say(state, "error.internal", detail=event.detail), []


# Every event kind's branch: the core's own here, then each feature's.
BRANCHES: Mapping[type, Callable[[PageState, Any], Step]] = Joined({
    Tap: tap,
    Key: key,
    Change: change,
    Route: route,
    Resize: lambda s, e: (s.replace(layout=e.layout), []),
    Settled: settled,
    PicturesDue: lambda s, e: (s.replace(pictures=True), []),
    Failed: failed,
    Said: said,
    Popped: back.popped,
}, "events")
