"""Play without seeing, as branches of `update` (issue 50): the switch (remembered), a move
typed or chosen by its number, the single keys that jump to a part of the game in words, and
the arrow keys within it."""

from __future__ import annotations

from ..core.effects import Consume, FocusIn, SaveSetting, Step
from ..core.events import Change, Key, Tap
from ..core.i18n import translator
from ..core.state import PageState
from ..play import playout
from ..play import update as play
from .told import moves_of, numbered, on_show
from .words import say

SETTING = "blind"  # the remembered switch: "on" or "off"

# The single keys (not in a field, nothing held): the part of the game in words they jump to.
KEYS = {"s": "status", "m": "moves", "t": "table", "h": "hands", "l": "said"}
# The arrow keys within the game in words: the focus goes round its headings and moves, as
# on the table.
ARROWS = play.FOCUS_KEYS["table"]


def toggle(state: PageState, event: Tap) -> Step:
    blind = not state.blind
    return state.replace(blind=blind), [SaveSetting(SETTING, "on" if blind else "off")]


def typed(state: PageState, event: Change) -> Step:
    """A move typed: its number in the list or its notation (any case); else said why not,
    with an example, and nothing played."""
    game = state.game
    if game is None:
        return state, []
    state = playout.stop(state)  # as a tap does: the person takes over from moves being shown
    shown = on_show(state)
    if shown is None:
        return state, []
    t = translator(state.lang)
    if state.shown is not None and state.shown < len(game.history):  # looking back
        return state.replace(alert=say(t, "typed_back", last=t("replay.last")),
                             alert_is_news=False), []
    view = shown.view
    text = event.value.strip()
    choices = numbered(moves_of(view, t))
    if not choices:
        return state.replace(alert=say(t, "typed_none"), alert_is_news=False), []
    move = _chosen(text, [choice.move for choice in choices])
    if move is None:
        return state.replace(alert=say(t, "typed_unknown", text=text,
                                       example=choices[0].move), alert_is_news=False), []
    return play.move(state, Tap("move", {"move": move}))


def _chosen(text: str, moves: list[str]) -> str | None:
    if text.isdigit() and 1 <= int(text) <= len(moves):
        return moves[int(text) - 1]
    if text in moves:
        return text
    folded = [move for move in moves if move.casefold() == text.casefold()]
    return folded[0] if len(folded) == 1 else None


def key(state: PageState, event: Key) -> Step | None:
    """The single keys and the arrows, while play without seeing is on and a game is open."""
    if not state.blind or state.game is None or state.dialog is not None \
            or event.in_field or event.modified:
        return None
    if event.within == "told" and event.key in ARROWS:
        return state, [Consume(), FocusIn("told", ARROWS[event.key])]
    part = KEYS.get(event.key.lower()) if len(event.key) == 1 else None
    if part is None:
        return None
    return state, [Consume(), FocusIn(f"told-{part}", "first")]
