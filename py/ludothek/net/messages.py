"""What the devices at one table send each other over their data channel, as JSON text.

From a guest: `Join` (its seat and key; sent whenever its channel opens, a rejoin too), `Move`
(a move and the number of moves played when it was tapped, so a move meant for a position gone
is refused, never made twice), `Undo` (take back its last move, where the host offers it).
From the host: `Seated` (the seat's view, drawn by the guest with the same renderer; only what
that seat may know), `Refused` (why a move or a join was not taken), `Bye` (the host leaves).
Every message carries the protocol version; `parse` checks every field of untrusted text and
raises only `BadMessage`."""

from __future__ import annotations

import json
from typing import Any, Union

from ..core.values import field, frozen

VERSION = 1
MAX_GUEST_CHARS = 4 * 1024  # a guest sends a seat, a key or a move: tiny
MAX_HOST_CHARS = 1024 * 1024  # a view with its log: a few KB, a long game's log some tens


class BadMessage(ValueError):
    """A message that cannot be taken: `reason` is "version" (another protocol version),
    "kind" (not one this side takes) or "damaged"."""

    def __init__(self, reason: str, message: str) -> None:
        super().__init__(message)
        self.reason = reason


@frozen
class Join:
    seat: int
    key: str


@frozen
class Move:
    ply: int  # moves played in the position the guest tapped in
    move: str


@frozen
class Undo:
    ply: int  # moves played when Undo was tapped


@frozen
class Seated:
    """The guest's seat and what it shows: `view` as policy.page_view draws it (with `legal`);
    `undo`: the seat may take back its last move now."""

    seat: int
    view: dict[str, Any]
    undo: bool = False


@frozen
class Refused:
    """`reason`: "turn" (not this seat's turn), "moved-on" (the position changed: the view that
    follows shows the present), "key" (not this table's key), "seat" (a seat another device
    holds), "rules" (the engine's refusal: `refusal`, the game's word key and args; `detail` its
    English text)."""

    reason: str
    move: str | None = None
    refusal: dict[str, Any] = field(default_factory=dict)
    detail: str = ""


@frozen
class Bye:
    pass


GuestMessage = Union[Join, Move, Undo]
HostMessage = Union[Seated, Refused, Bye]
_KINDS: dict[type, str] = {Join: "join", Move: "move", Undo: "undo", Seated: "seated",
                           Refused: "refused", Bye: "bye"}


def dump(message: GuestMessage | HostMessage) -> str:
    fields = {name: getattr(message, name) for name in type(message).__dataclass_fields__}
    return json.dumps({"v": VERSION, "k": _KINDS[type(message)], **fields},
                      separators=(",", ":"))


def parse_guest(text: str) -> GuestMessage:
    """A message from a guest device, as the host reads it."""
    fields = _fields(text, MAX_GUEST_CHARS, ("join", "move", "undo"))
    if fields["k"] == "join":
        return Join(_int(fields, "seat", 0, 7), _text(fields, "key", 64))
    if fields["k"] == "undo":
        return Undo(_int(fields, "ply", 0, 10_000))
    return Move(_int(fields, "ply", 0, 10_000), _text(fields, "move", 200))


def parse_host(text: str) -> HostMessage:
    """A message from the host, as a guest reads it."""
    fields = _fields(text, MAX_HOST_CHARS, ("seated", "refused", "bye"))
    kind = fields["k"]
    if kind == "bye":
        return Bye()
    if kind == "seated":
        view = fields.get("view")
        if not isinstance(view, dict) or not isinstance(view.get("game"), str) \
                or not isinstance(view.get("legal", []), list):
            raise BadMessage("damaged", "a seat's view without its game")
        return Seated(_int(fields, "seat", 0, 7), view, fields.get("undo") is True)
    refusal, move = fields.get("refusal", {}), fields.get("move")
    if not isinstance(refusal, dict) or not (move is None or isinstance(move, str)):
        raise BadMessage("damaged", "a refusal that does not read")
    return Refused(_text(fields, "reason", 20), move, refusal,
                   str(fields.get("detail", ""))[:300])


def _fields(text: str, limit: int, kinds: tuple[str, ...]) -> dict[str, Any]:
    if not isinstance(text, str) or len(text) > limit:
        raise BadMessage("damaged", "not text, or far too long")
    try:
        fields = json.loads(text)
    except ValueError:
        raise BadMessage("damaged", "not JSON") from None
    if not isinstance(fields, dict):
        raise BadMessage("damaged", "not an object")
    if fields.get("v") != VERSION:
        raise BadMessage("version", f"protocol version {fields.get('v')!r}, not {VERSION}")
    if fields.get("k") not in kinds:
        raise BadMessage("kind", f"a message of kind {fields.get('k')!r} is not taken here")
    return fields


def _int(fields: dict[str, Any], name: str, low: int, high: int) -> int:
    value = fields.get(name)
    if not isinstance(value, int) or isinstance(value, bool) or not low <= value <= high:
        raise BadMessage("damaged", f"{name} is not a number from {low} to {high}")
    return value


def _text(fields: dict[str, Any], name: str, limit: int) -> str:
    value = fields.get(name)
    if not isinstance(value, str) or not 0 < len(value) <= limit:
        raise BadMessage("damaged", f"{name} is not a short text")
    return value
