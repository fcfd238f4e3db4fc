"""The review's moves in words: the notation ("p:2WL@b1", "setup:plan9:gate") says little to a
player, so a move is said as the game's log says it, read by its mover: the lines the move
wrote in the game, or, for the computer's preferred move that was not played, the lines it
would have written.

A move is said as its mover's decision (issue 45), not as all that followed from it: where a
turn is several steps (Jacynth: a card, then a token or none, then a draw by itself; Castle
Rampage: several actions; Port Royal: cards revealed, then taken), only the log lines that
name the choice are said (`DECISIONS`), and a choice whose lines tell chance (the card a draw
brought) or nothing (no token) is said in the game's own words for it (`review.<kind>` in the
game's i18n). Automatic steps (a draw that follows, a district merged) are never said as the
decision, so the computer's preferred move never tells a card its mover could not know.

One move numbering (issue 45): move n is the n-th move of the game, as the log numbers its
lines and the chart its columns; the review judges move n at the position before it, and says
so on the replay's banner and counter while it is open (`BANNER`, `POSITION`)."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from ...core.game import Game
    from ..core.i18n import Translator

# Per game: the log kinds that name a decision (its mover's lines of these kinds are the
# decision), and the kinds of move (the notation before its first ':') the game words itself
# as `review.<kind>`: their lines tell chance or nothing of the choice.
DECISIONS: dict[str, tuple[frozenset[str], frozenset[str]]] = {
    "roseking": (frozenset({"play", "hero"}), frozenset({"draw"})),
    "jacynth": (frozenset({"play", "token"}), frozenset({"skip"})),
    "portroyal": (frozenset({"stop", "pass", "repel", "pirates_keep", "trade_ship", "refuse",
                             "hire", "expedition"}), frozenset({"draw", "keep"})),
    "castlerampage": (frozenset({"place_gate", "place_castle", "play", "reinforce_gate",
                                 "reinforce_castle", "oger_gate", "oger_castle", "veteran",
                                 "end", "pay", "target_gate", "target_castle", "react",
                                 "decline", "discard", "narr_add", "build_tocastle",
                                 "build_togate"}), frozenset({"skip", "go"})),
}

# The replay's banner and move counter while the review is open: the position on show is the
# one before the move judged below it, numbered as the chart and the judgement number it.
BANNER = {
    "de": "Rückblick: die Stellung vor Zug {n} von {last}. Gespielt wird in der aktuellen "
          "Stellung.",
    "en": "Looking back: the position before move {n} of {last}. Moves are made in the "
          "present position.",
}
POSITION = {"de": "Vor Zug {n} von {last}", "en": "Before move {n} of {last}"}

_played: dict[tuple[object, ...], list[str]] = {}  # the last game's words per move


def banner(n: int, last: int, t: Translator) -> str:
    """The replay's banner while the review shows the position before move `n` (1-based)."""
    return BANNER.get(t.lang, BANNER["en"]).format(n=n, last=last)


def counter(n: int, last: int, t: Translator) -> str:
    """The replay's move counter while the review shows the position before move `n`."""
    return POSITION.get(t.lang, POSITION["en"]).format(n=n, last=last)


def _said(game: Game, move: str, entries: list[dict[str, object]], mover: int,
          t: Translator) -> str:
    """The mover's decision in words: the game's own words for a move of its kind, else the
    lines of `entries` (those the move wrote, as the mover read them) that name a decision,
    else the lines of the mover's own doing (not what follows from it for the others, such as
    the next person's cards dealt), else all of them; the notation when the log tells none."""
    names = list(game.names)
    kinds, worded = DECISIONS.get(game.ID, (frozenset(), frozenset()))
    kind = move.split(":", 1)[0]
    if kind in worded and t.has_game(game.ID, "review." + kind):
        return t.game(game.ID, "review." + kind, name=names[mover])
    own = [entry for entry in entries if entry.get("seat") == mover]
    chosen = [entry for entry in own if entry.get("k") in kinds] or own or entries
    words = " ".join(t.log_line(game.ID, dict(entry), names) for entry in chosen)
    return words or move


def played(game: Game, t: Translator) -> list[str]:
    """Each move of `game` as its mover's decision in words, as its mover read it in the log
    (kept for the last game and language: the chart's titles ask for all of them at every
    redraw)."""
    key = (game.ID, game.seed, tuple(game.names), len(game.history), t.lang)
    if key not in _played:
        _played.clear()
        marks, log = game.match.marks, game.log
        words = []
        for ply, move in enumerate(game.history):
            mover = game.match.movers[ply]
            entries = [e for e in log[marks[ply]:marks[ply + 1]] if game.readable(e, mover)]
            words.append(_said(game, move, entries, mover, t))
        _played[key] = words
    return _played[key]


def would_play(position: Game, move: str, t: Translator) -> str:
    """`move` in `position` as its mover's decision in words, as they would have read it."""
    mover = position.current_seat()
    after = position.clone()
    after.play_trusted(move)
    entries = [e for e in after.log[len(position.log):] if after.readable(e, mover)]
    return _said(position, move, entries, mover, t)
