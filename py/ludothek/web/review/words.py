"""The review's moves in words: the notation ("p:2WL@b1", "setup:plan9:gate") says little to a
player, so a move is said as the game's log says it, read by its mover: the lines the move
wrote in the game, or, for the computer's preferred move that was not played, the lines it
would have written."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from ...core.game import Game
    from ..core.i18n import Translator

_played: dict[tuple[object, ...], list[str]] = {}  # the last game's words per move


def _said(game: Game, entries: list[dict[str, object]], mover: int, t: Translator,
          fallback: str) -> str:
    """The lines of the mover's own doing where the log names the mover (not what follows
    from it for the others, such as the next person's cards dealt), else all of them."""
    own = [entry for entry in entries if entry.get("seat") == mover] or entries
    words = " ".join(t.log_line(game.ID, dict(entry), list(game.names)) for entry in own)
    return words or fallback  # a move the log does not tell: its notation


def played(game: Game, t: Translator) -> list[str]:
    """Each move of `game` in words, as its mover read it in the log (kept for the last game
    and language: the chart's titles ask for all of them at every redraw)."""
    key = (game.ID, game.seed, tuple(game.names), len(game.history), t.lang)
    if key not in _played:
        _played.clear()
        marks, log = game.match.marks, game.log
        words = []
        for ply, move in enumerate(game.history):
            mover = game.match.movers[ply]
            entries = [e for e in log[marks[ply]:marks[ply + 1]] if game.readable(e, mover)]
            words.append(_said(game, entries, mover, t, move))
        _played[key] = words
    return _played[key]


def would_play(position: Game, move: str, t: Translator) -> str:
    """`move` in `position` in words, as its mover would have read it in the log."""
    mover = position.current_seat()
    after = position.clone()
    after.play_trusted(move)
    entries = [e for e in after.log[len(position.log):] if after.readable(e, mover)]
    return _said(position, entries, mover, t, move)
