"""The browser's Back closes what lies over the table, as the rules screen's does (rules.py).

A layer over the table (a dialog other than the rules, or a card enlarged on the table) pushes
a history entry of its own at the same address when it comes up (`effects.PushEntry`, marked
with its depth), so Back (Android's back gesture) closes it and leaves the game or the home
screen as it was. Closed any other way (its button, Escape, the backdrop, a move), the page
goes back over its entry itself, so a later Back goes where the person expects. The rules keep
their own entry with their own address; opened from a dialog, they take the dialog's entry.

`keep_entries` runs after every branch of update: whatever closed or opened a layer, the
entries follow. A step back of the page's own ends with a popstate like the person's Back;
until it has (`going_back`), a layer that comes up waits for it before pushing its entry.
"""

from __future__ import annotations

import dataclasses

from .effects import Effect, HistoryBack, PushEntry, SetHash, Step
from .events import Popped

from .state import PageState

GAME_HASH = "game/"  # a saved game's address: #game/<save id>


def layers(state: PageState) -> int:
    """What lies over the table now: a dialog other than the rules, and an enlarged card."""
    dialog = state.dialog is not None and state.dialog[0] != "rules"
    zoom = state.game is not None and state.ui.get("zoom") is not None
    return int(dialog) + int(zoom)


def close_top(state: PageState) -> PageState:
    """The top layer closed: the dialog, else the enlarged card."""
    if state.dialog is not None and state.dialog[0] != "rules":
        return state.replace(dialog=None, copied=False)
    return state.replace(ui={**state.ui, "zoom": None})


def popped(state: PageState, event: Popped) -> Step:
    """Back (or Forward) in the page's history. Back from a layer's entry closes that layer;
    Forward to the entry of a layer closed since (or a reload there) goes back again: the
    layer is not opened again."""
    if state.going_back:
        return state.replace(going_back=False), []  # the page's own step back has ended
    if event.depth > state.layer_entries:
        return (state.replace(going_back=True),
                [HistoryBack(event.depth - state.layer_entries)])
    for _ in range(state.layer_entries - event.depth):
        state = close_top(state)
    return state.replace(layer_entries=min(event.depth, state.layer_entries)), []


def keep_entries(state: PageState, effects: list[Effect]) -> Step:
    """The history entries after a branch of update: one pushed for each layer that came up,
    and the page goes back over those of layers gone."""
    want, have = layers(state), state.layer_entries
    if want == have or state.going_back:
        return state, effects
    if want > have:
        pushed = [PushEntry(depth) for depth in range(have + 1, want + 1)]
        return state.replace(layer_entries=want), [*effects, *pushed]
    steps, effects = have - want, list(effects)
    if state.rules is not None:  # the rules opened from a dialog: in place of its entry
        for i, effect in enumerate(effects):
            if isinstance(effect, SetHash) and effect.push:
                effects[i], steps = SetHash(effect.fragment), steps - 1
                break
    state = state.replace(layer_entries=want)
    if steps == 0:
        return state, effects
    for i, effect in enumerate(effects):
        if isinstance(effect, HistoryBack):  # going back already (home): that much further
            effects[i] = HistoryBack(effect.steps + steps)
            break
    else:
        effects.insert(0, HistoryBack(steps))
    return state.replace(going_back=True), effects


def to_address(state: PageState, fragment: str) -> Step:
    """The address shows `fragment`. A game entered from the home screen gets a history
    entry of its own, so the browser's Back (Android's back gesture) returns to the games
    instead of leaving the site; any other change replaces the entry."""
    at = state.rules
    if at is not None and at.back is not None:  # the rules cover it: Back returns there
        return state.replace(dialog=("rules", dataclasses.replace(at, back=fragment))), []
    if fragment == state.address:
        return state, []
    push = state.address == "" and fragment.startswith(GAME_HASH) and state.game is not None
    return (state.replace(address=fragment, entered=state.entered or push),
            [SetHash(fragment, push)])
