"""Moves made elsewhere, played out one after the other: several moves another tab saved at
once, a link's new moves, and those the other people made while the pass-the-device screen
covered the table. The page shows the position before them and steps on to the present
(`PageState.shown`, as the replay does), so each move is drawn, and animated (static/flip.js),
in its order, with its log line.

Any tap on the table meanwhile ends it at once: a person is never held up by it."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.effects import Effect, Later
from ..core.events import PlayOutNext
from ..core.state import PageState

if TYPE_CHECKING:
    from ...core.game import Game
    from ..core.i18n import Translator

PAUSE = 0.6  # seconds per move: the animation (0.32 s) and a moment to see where it went
MAX_MOVES = 8  # a long absence is not replayed move by move (the log and replay have it)

Step = tuple[PageState, list[Effect]]


def start(state: PageState, first: int) -> Step:
    """Show the open game after `first` moves, then each later move in turn."""
    game = state.game
    if game is None:
        return state, []
    last = len(game.history)
    first = max(first, last - MAX_MOVES, 0)
    if first >= last:
        return state, []
    state = state.replace(shown=first, playing_out=True)
    return state, [Later(PAUSE, PlayOutNext(state.token()))]


def step_on(state: PageState, event: PlayOutNext) -> Step:
    """The next move shown; the last one is the present again."""
    if not state.playing_out or state.shown is None or event.token != state.token() \
            or state.game is None:
        return state, []  # ended by a tap, or the game changed meanwhile
    shown = state.shown + 1
    if shown >= len(state.game.history):
        return stop(state), []
    return state.replace(shown=shown), [Later(PAUSE, PlayOutNext(event.token))]


def stop(state: PageState) -> PageState:
    """The present on show (a tap, a replay button: the person takes over)."""
    return state.replace(shown=None, playing_out=False) if state.playing_out else state


def since_own_move(game: Game, seat: int) -> int:
    """The moves played up to and including `seat`'s last one (0: it has not moved)."""
    movers = game.match.movers
    return next((ply + 1 for ply in range(len(movers) - 1, -1, -1) if movers[ply] == seat), 0)


def status(game: Game, shown: int, t: Translator) -> str:
    """The status line while moves are played out (in the bar, whose height never changes):
    which move is on show, and by whom."""
    if shown == 0:
        return t("playout.start", last=len(game.history))
    name = game.names[game.match.movers[shown - 1]]
    return t("playout.showing", ply=shown, last=len(game.history), name=name)
