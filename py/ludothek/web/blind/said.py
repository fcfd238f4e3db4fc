"""What the one live region says (issue 50): the moves from the start of the person's last
turn to now, in order, a line per turn: "You: …" for the person at the device, then the
others' turns ("Computer (normal) plays …"). A move is said as the person at the device reads
it in the log, so nothing hidden from them is said. Another seat's turn is said once it is
over: a line that grew move by move would be read again and again."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .words import say

if TYPE_CHECKING:
    from ...core.game import Game
    from ..core.i18n import Translator

KEPT = 8  # turns said at most: the computer's long turns before the person's first move


def turns(game: Game, viewer: int | None) -> list[tuple[int, list[int]]]:
    """(mover, plies) of each turn since the viewer's last turn began (all turns when the
    viewer has not moved yet), a turn being the moves one seat made one after the other; not
    another seat's turn still under way."""
    movers = game.match.movers
    start = 0
    own = [ply for ply, mover in enumerate(movers) if mover == viewer]
    if own:
        start = own[-1]
        while start > 0 and movers[start - 1] == viewer:
            start -= 1
    out: list[tuple[int, list[int]]] = []
    for ply in range(start, len(movers)):
        if out and out[-1][0] == movers[ply]:
            out[-1][1].append(ply)
        else:
            out.append((movers[ply], [ply]))
    if out and out[-1][0] != viewer and not game.is_over and game.current_seat() == out[-1][0]:
        out.pop()  # said when it is over
    return out[-KEPT:]


def lines(game: Game, viewer: int | None, t: Translator) -> list[str]:
    """The live region's lines, oldest first."""
    marks, names = game.match.marks, list(game.names)
    read = game.log_for(viewer)  # reworded where the game hides a card from the viewer
    at = [index for index, entry in enumerate(game.log) if game.readable(entry, viewer)]
    out = []
    for mover, plies in turns(game, viewer):
        low, high = marks[plies[0]], marks[plies[-1] + 1]
        entries = [read[j] for j, index in enumerate(at) if low <= index < high]
        words = " ".join(t.log_line(game.ID, dict(entry), names) for entry in entries)
        words = words or " ".join(game.history[ply] for ply in plies)
        if mover == viewer:
            out.append(f"{say(t, 'you')}: {words}")
        elif words.startswith(names[mover]):
            out.append(words)  # the log names its mover first ("Computer (easy) draws …")
        else:
            out.append(f"{names[mover]}: {words}")
    return out
