"""One move at a time: which taps on a move target the page accepts.

A quick double tap arrives as two clicks at the same spot; the first plays a move and redraws,
the second lands on whatever the new position put under the finger (in a push-your-luck game,
a second draw). So a tap is applied only to the position it was drawn for, never as the second
click of a double click (browsers count it in `event.detail`), and not at the spot of the move
just played within a moment after it. A key press has no spot: a held or repeated key is
treated as one spot, so it does not play twice either. A tap elsewhere (a card, then its
target square) is a new decision and goes through at once.
"""

from __future__ import annotations

from ...core.values import frozen

# A second tap this soon after a move, this close to it, is the same gesture (ms, CSS px).
SETTLE_MS = 400.0
SAME_SPOT_PX = 40.0

Spot = tuple[float, float] | None  # where a tap landed; None for a key press


# Taps the guard checks: each plays or reveals something, so a second tap of a double tap, or a
# tap meant for a position gone, must not do it ("reveal": the privacy screen comes up where
# the finger that ended the turn still is).
GUARDED = ("move", "try", "undo", "confirm-yes", "reveal")
# Taps on the table kept from the last visit that static/boot.js makes once Python has drawn
# the same position (it reads them from the kept screen): the guarded ones, and choosing.
WAIT_FOR_POSITION = GUARDED + ("select",)


@frozen
class TapGuard:
    last_move_at: float = -1e18  # when the page last applied a move (event time, ms)
    last_spot: Spot = None

    def accepts(self, drawn_ply: int | None, current_ply: int, clicks: int, now: float,
                spot: Spot = None) -> bool:
        """Whether a tap on a move target may play. `drawn_ply`: the number of moves played
        when the target was drawn (None: unknown, an old drawing); `clicks`: the event's click
        count (2 for the second click of a double click); `now`: the event's time; `spot`:
        where it landed."""
        if drawn_ply != current_ply:
            return False  # drawn for another position
        if clicks > 1:
            return False  # the second half of a double click
        return not self.too_quick(now, spot)

    def too_quick(self, now: float, spot: Spot = None) -> bool:
        """A tap this soon after the last move, at its spot: the same gesture."""
        return now - self.last_move_at < SETTLE_MS and self._same_spot(spot)

    def _same_spot(self, spot: Spot) -> bool:
        if spot is None or self.last_spot is None:
            return spot is None and self.last_spot is None
        return abs(spot[0] - self.last_spot[0]) + abs(spot[1] - self.last_spot[1]) < SAME_SPOT_PX

    def moved(self, now: float, spot: Spot = None) -> TapGuard:
        """The guard after a move applied at `now`, tapped at `spot`."""
        return TapGuard(now, spot)
