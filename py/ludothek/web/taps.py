"""One move at a time: which taps on a move target the page accepts.

A quick double tap arrives as two clicks; the first plays a move and redraws, the second lands
on whatever the new position put under the finger (in a push-your-luck game, a second draw).
A tap is applied only to the position it was drawn for and never as the second click of a
double tap (browsers count a tap's clicks in `event.detail`). An activation that carries no
count (a key press, a synthetic click: detail 0) is not applied within a moment after the last
move, so a held or repeated key does not play twice either.
"""

from __future__ import annotations

from dataclasses import dataclass

# A second tap this soon after a move is the same gesture, not a new decision (ms).
SETTLE_MS = 350.0


@dataclass
class TapGuard:
    last_move_at: float = -1e18  # when the page last applied a move (event time, ms)

    def accepts(self, drawn_ply: int | None, current_ply: int, clicks: int, now: float) -> bool:
        """Whether a tap on a move target may play. `drawn_ply`: the number of moves played
        when the target was drawn (None: unknown, an old drawing); `clicks`: the event's click
        count (2 for the second click of a double tap); `now`: the event's time."""
        if drawn_ply != current_ply:
            return False  # drawn for another position
        if clicks > 1:
            return False  # the second half of a double tap
        return clicks == 1 or now - self.last_move_at >= SETTLE_MS

    def moved(self, now: float) -> None:
        self.last_move_at = now
