"""What the host device decides for the guests at its table: plain Python over the game.

The host keeps the only full game; a guest holds one seat, sees that seat's view and sends
moves, which the host checks here before the page plays them as any move of a person."""

from __future__ import annotations

import secrets
from typing import Any

from ..core.errors import IllegalMove
from ..core.game import Game
from ..core.values import field, frozen
from .messages import Join, Move, Refused


@frozen
class RemoteSeat:
    """A seat played at another device: its key (in the invitation), the invitation's code to
    show, whether its offer is being made, whether that device is connected now (neither code
    nor offer nor connection: the device went away; it is invited again)."""

    seat: int
    key: str
    code: str = ""
    connected: bool = False
    making: bool = False
    # Its device sends beats (net.messages.Beat): checked for silence (a test hook on the
    # page); `heard`: a message came since the last check, not compared: no redraw for a beat.
    beating: bool = False
    heard: bool = field(default=False, compare=False)


@frozen
class Hosting:
    """The open game's table as the host keeps it: its id and the seats at other devices."""

    table: str
    seats: tuple[RemoteSeat, ...] = ()

    def remote(self, seat: int) -> RemoteSeat | None:
        return next((s for s in self.seats if s.seat == seat), None)

    def with_seat(self, remote: RemoteSeat) -> Hosting:
        others = tuple(s for s in self.seats if s.seat != remote.seat)
        return Hosting(self.table, tuple(sorted(others + (remote,), key=lambda s: s.seat)))

    def without_seat(self, seat: int) -> Hosting:
        return Hosting(self.table, tuple(s for s in self.seats if s.seat != seat))


def new_table() -> Hosting:
    return Hosting(secrets.token_urlsafe(6))


def new_key() -> str:
    return secrets.token_urlsafe(9)


def seat_view(game: Game, seat: int) -> dict[str, Any]:
    """What the device at `seat` draws: the rules' view for that seat (never another seat's
    hidden cards) and the moves it may make now."""
    view = game.view(seat)
    view["legal"] = game.legal_moves() if not game.is_over and game.to_move == seat else []
    return view


def check_join(hosting: Hosting, join: Join) -> Refused | None:
    """A device asks for a seat: it must hold the seat's key from the invitation (compared as
    bytes: compare_digest raises TypeError for a str that is not ASCII)."""
    remote = hosting.remote(join.seat)
    if remote is None:
        return Refused("seat")
    if not secrets.compare_digest(remote.key.encode("utf-8", "surrogatepass"),
                                  join.key.encode("utf-8", "surrogatepass")):
        return Refused("key")
    return None


def check_move(game: Game, seat: int, move: Move) -> Game | Refused:
    """The game after the guest's move, or why it is refused: not its turn, tapped in a
    position that is gone (a second tap, a late message), or against the rules."""
    if game.is_over or game.to_move != seat:
        return Refused("turn", move.move)
    if move.ply != len(game.history):
        return Refused("moved-on", move.move)
    try:
        return game.clone().play(move.move)
    except IllegalMove as err:
        refusal = {} if err.refusal is None else {"key": err.refusal.word_key,
                                                  "args": dict(err.refusal.args)}
        return Refused("rules", move.move, refusal, str(err))
