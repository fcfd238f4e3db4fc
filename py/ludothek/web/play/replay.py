"""Stepping through a game: the position after any move, and what the person at the device
may see of it. Plain Python; app.py keeps one `Replay` per open game and asks it.

A game is seed + moves, so the position after move k is the start replayed k moves. Positions
are built once, forward, as they are asked for (a clone and one move each), and kept: stepping
back and forth through a long game replays nothing twice.
"""

from __future__ import annotations

from bisect import bisect_right
from typing import TYPE_CHECKING

from ..core.policy import Table, privacy_needed, viewing_seat

if TYPE_CHECKING:
    from ...core.game import Game
    from ..core.effects import Step
    from ..core.state import PageState

STEPS = ("first", "prev", "next", "last")  # the replay buttons' data-replay values


class Replay:
    """The positions of one game, ply 0 (the start) to `last` (the moves played so far)."""

    def __init__(self, game: Game) -> None:
        self.moves = list(game.history)
        self.positions: list[Game] = [game.replayed([])]

    @property
    def last(self) -> int:
        return len(self.moves)

    def follow(self, game: Game) -> None:
        """The game moved on (or was taken back): keep the positions both histories share."""
        common = 0
        for old, new in zip(self.moves, game.history):
            if old != new:
                break
            common += 1
        self.moves = list(game.history)
        del self.positions[common + 1:]

    def at(self, ply: int) -> Game:
        """The position after `ply` moves (0: the start)."""
        if not 0 <= ply <= self.last:
            raise IndexError(f"no position after {ply} moves in a game of {self.last}")
        while len(self.positions) <= ply:
            position = self.positions[-1].clone()
            position.play_trusted(self.moves[len(self.positions) - 1])  # played before: legal
            self.positions.append(position)
        return self.positions[ply]


def log_plies(position: Game, seat: int | None) -> list[int]:
    """For each log line `seat` reads at `position`, the move after which it was written (0:
    at the start), so that a tap on the line can show that moment."""
    marks = position.match.marks
    return [bisect_right(marks, index) for index, entry in enumerate(position.log)
            if position.readable(entry, seat)]


def step(target: str, shown: int, last: int) -> int:
    """The ply a replay button leads to from the ply `shown` (clamped to the game)."""
    moves = {"first": 0, "prev": shown - 1, "next": shown + 1, "last": last}
    return max(0, min(last, moves[target]))


KEYS = {"ArrowLeft": "prev", "ArrowRight": "next", "Home": "first", "End": "last"}


def replay_view(game: Game, position: Game, revealed: int | None,
                away: frozenset[int] = frozenset()) -> Table:
    """The table of an earlier `position` of `game` for the page now. Nothing is offered to
    play: a move can only be made in the present. A finished game that opens every card at its
    end shows its earlier positions open too."""
    covered = privacy_needed(game, revealed, away)
    # As in play: a seat never sees in the past what it could not see then.
    seat = None if covered else viewing_seat(game, revealed, away)
    if game.is_over and type(game).SPEC.opens_at_end:
        seat, view = None, position.open_view()  # every card open, every log line whole
    else:
        view = position.view(seat)
    view["legal"] = []
    return Table(seat, covered, view)


def show_ply(state: PageState, ply: int) -> Step:
    """Show the position after `ply` moves; the last one is the present, where one plays."""
    assert state.game is not None  # the controls are on the game screen
    last = len(state.game.history)
    shown = max(0, min(ply, last))
    return state.replace(shown=None if shown == last else shown, playing_out=False), []
