"""What the page shows and offers for a game at a given moment: plain decisions, no browser.

`app.py` asks these questions and wires the answers to the page; tests call them directly.
- whose eyes the table is drawn for (`viewing_seat`) and whether the pass-the-device screen
  covers it (`privacy_needed`);
- which moves the person at the device may make now (`offered_moves`), put in `view["legal"]`
  by `page_view`, the one view every renderer gets;
- whether Undo is offered, for whom and how far back (`undo_offer`);
- the id a game is saved under (`save_id`), which never shows the seed;
- whether a write to the open game's save from another tab is followed (`follows_other_tab`).
"""

from __future__ import annotations

from typing import Any

from ...core.game import Game
from ...core.values import frozen


NOBODY_AWAY: frozenset[int] = frozenset()


def humans(game: Game, away: frozenset[int] = NOBODY_AWAY) -> list[int]:
    """The seats played by a person at this device (`away`: seats played at other devices)."""
    return [seat for seat, kind in enumerate(game.seats) if kind == "human" and seat not in away]


def is_human_turn(game: Game) -> bool:
    return not game.is_over and game.seats[game.to_move] == "human"


def viewing_seat(game: Game, revealed: int | None,
                 away: frozenset[int] = NOBODY_AWAY) -> int | None:
    """Whose eyes the table is drawn for: the person to move; while a computer moves, the
    person who looked last (or the only person); with no person at all, a spectator. A
    finished game is drawn for the only person at the device, who keeps reading the log as
    they read it during play (their own draws); with several, for everyone (a spectator)."""
    people = humans(game, away)
    if game.is_over:
        return people[0] if len(people) == 1 else None
    if not people:
        return None
    if game.to_move in people:
        return game.to_move
    if revealed in people:
        return revealed
    return people[0] if len(people) == 1 else None


def privacy_needed(game: Game, revealed: int | None,
                   away: frozenset[int] = NOBODY_AWAY) -> bool:
    """Pass-the-device screen: hidden hands, several people at the device, and the person to
    move has not yet said 'it is me'."""
    people = humans(game, away)
    return (type(game).SPEC.hidden_hands and not game.is_over and len(people) > 1
            and game.to_move in people and revealed != game.to_move)


def offered_moves(game: Game, seat: int | None,
                  away: frozenset[int] = NOBODY_AWAY) -> list[str]:
    """The moves the person at the device may make now: those of the seat shown, or of the
    seat to move where nothing is hidden. None while a computer, or a person at another
    device, has the move."""
    if not is_human_turn(game) or game.to_move in away:
        return []
    if seat == game.to_move or not type(game).SPEC.hidden_hands:
        return game.legal_moves()
    return []


@frozen
class Table:
    """One drawing of a game: whose view, whether it is covered, and the view itself."""

    seat: int | None
    covered: bool
    view: dict[str, Any]


def page_view(game: Game, revealed: int | None = None,
              away: frozenset[int] = NOBODY_AWAY) -> Table:
    """The view the renderer draws (with `legal`), for the page's current state."""
    covered = privacy_needed(game, revealed, away)
    seat = None if covered else viewing_seat(game, revealed, away)
    view = game.view(seat)
    view["legal"] = [] if covered else offered_moves(game, seat, away)
    return Table(seat, covered, view)


def mover_of(game: Game, number: int) -> int:
    """The seat that made move `number` (1-based)."""
    return game.match.movers[number - 1]


@frozen
class UndoOffer:
    seat: int  # the person whose move is taken back
    count: int  # how many moves go back: theirs, and the computer's replies after it


def undo_offer(game: Game, away: frozenset[int] = NOBODY_AWAY) -> UndoOffer | None:
    """Undo takes back the last move a person made, offered in that person's name, only while
    nobody else but the computer answering them has moved since, and only where the rules let
    every one of those moves be taken back (none revealed hidden information). Against the
    computer the person's move goes back together with the computer's replies, so the game
    goes on with the person to move. Where hands are hidden, only the mover, while the device
    is still theirs, may take back. A finished game is final: its result is shown and counted
    in the player's record (as on Yucata, where a finished game is not taken back)."""
    if game.is_over:
        return None
    if not is_human_turn(game):
        return None  # a computer has the move: wait for it
    count, seat = 0, None
    for number in range(len(game.history), 0, -1):
        count += 1
        if game.seats[mover_of(game, number)] == "human":
            seat = mover_of(game, number)
            break
    if seat is None:
        return None  # no person has moved yet
    if seat in away:
        return None  # taken back only at that person's own device (not built yet: #35)
    if type(game).SPEC.hidden_hands and not game.is_over and game.to_move != seat:
        return None  # the device has passed to the next person, who must not see the mover's hand
    if not _undoable(game, count):
        return None
    return UndoOffer(seat, count)


def _undoable(game: Game, count: int) -> bool:
    """Every one of the last `count` moves may be taken back by the rules."""
    if not game.can_undo():
        return False
    if count == 1:
        return True
    earlier = game.replayed(game.history[:-1])
    return _undoable(earlier, count - 1)


def follows_other_tab(stored: list[str] | None, shown: list[str], known: list[str] | None,
                      thinking: bool) -> bool:
    """Another tab wrote the open game's save (`stored`: its moves, None if unreadable): this
    tab shows `shown` and last read or wrote `known`. A tab that shows what it last read or
    wrote has nothing the save lacks: it follows whatever the other tab did (moved on, took
    moves back, went its own way), also while its computer thinks (the other tab's computer
    may have moved already). A tab with moves of its own not yet saved follows only when the
    other tab moved the same game on, or set the save to what this tab knew, and not while its
    computer thinks. A history that went its own way here is kept: the next save here goes
    beside the other (SaveStore.keep)."""
    if stored is None or stored == shown:
        return False
    if shown == known:
        return True
    if thinking:
        return False
    return stored[:len(shown)] == shown or stored == known


def save_id(game: Game) -> str:
    """The id a game is saved under: stable for the same game (so a link that continues a
    saved game finds it), but not the seed, from which anyone could deal every hidden hand."""
    import hashlib  # here, not at the top: hashlib loads every hash module, a cost at each start

    digest = hashlib.sha256(f"ludothek:{game.ID}:{game.seed}".encode()).hexdigest()[:12]
    return f"{game.ID}-{digest}"


def legacy_save_id(game: Game) -> str:
    """The id earlier versions saved a game under (it holds the seed); still looked up."""
    return f"{game.ID}-{game.seed}"
