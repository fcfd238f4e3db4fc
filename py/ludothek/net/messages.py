"""What the devices at one table send each other over their data channel, as JSON text.

From a guest: `Join` (its seat and key; sent whenever its channel opens, a rejoin too), `Move`
(a move and the number of moves played when it was tapped, so a move meant for a position gone
is refused, never made twice), `Undo` (take back its last move, where the host offers it).
From the host: `Seated` (the seat's view, drawn by the guest with the same renderer; only what
that seat may know), `Refused` (why a move or a join was not taken), `Bye` (the host leaves).
Every message carries the protocol version. `parse_guest` and `parse_host` read untrusted text:
they check its length before reading it (MAX_GUEST_CHARS, MAX_HOST_CHARS), read it strictly
(untrusted.read_json: no deep nesting, NaN, Infinity, huge numbers, keys twice, lone
surrogates), take only the fields of the message's kind, each of its type and range, and
raise nothing but `BadMessage`, whatever the input (tests/net fuzz them)."""

from __future__ import annotations

import dataclasses
import json
import re
from typing import Any, Union

from ..core.values import field, frozen
from .codes import KEY
from .untrusted import Unreadable, read_json

VERSION = 1
# The longest message a guest sends is a Move: its ply and a move of at most 200 characters
# (the longest any game writes: 28), under 300 characters in all.
MAX_GUEST_CHARS = 4 * 1024
# The longest a host sends is a seat's view with the game's whole log: Port Royal for five,
# played to its end, 39 KB (random play, seeds 0-2); a log grows by at most 155 characters a
# move (Castle Rampage), so even the longest game a save holds (core.storage.MAX_MOVES, 5000
# moves) stays under 0.8 MB. Note a browser's data channel sends at most its
# max-message-size (Chromium: 256 KiB) at once.
MAX_HOST_CHARS = 1024 * 1024
MAX_SEAT = 7
MAX_PLY = 10_000
MOVE = re.compile(r"[ -~]{1,200}")  # printable ASCII: every game's move notation
GAME = re.compile(r"[a-z]{2,20}")
WORD_KEY = re.compile(r"[A-Za-z0-9_.-]{1,100}")
REFUSALS = ("turn", "moved-on", "key", "seat", "rules", "undo")  # Refused.reason


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
class Beat:
    """A seated guest's sign of life, sent every BEAT_SECONDS: a host that hears nothing from
    a guest that beats lets its seat go within GONE_SECONDS (a closed tab's channel takes the
    browser some 18 s to close). A guest that never beats (an older page) is not checked."""


BEAT_SECONDS = 1.0
GONE_SECONDS = 5.0


@frozen
class Seated:
    """The guest's seat and what it shows: `view` as policy.page_view draws it (with `legal`);
    `undo`: the seat may take back its last move now."""

    seat: int
    view: dict[str, Any]
    undo: bool = False


@frozen
class Refused:
    """`reason` (one of REFUSALS): "turn" (not this seat's turn), "moved-on" (the position
    changed: the view that follows shows the present), "key" (not this table's key), "seat" (a
    seat another device holds), "rules" (the engine's refusal: `refusal`, the game's word key
    and args; `detail` its English text), "undo" (an Undo the host does not take now: the
    rules or the page offer this seat no take-back at present, web/table/hosting.taken_back).
    `move`: the move refused, where it was one."""

    reason: str
    move: str | None = None
    refusal: dict[str, Any] = field(default_factory=dict)
    detail: str = ""


@frozen
class Bye:
    pass


GuestMessage = Union[Join, Move, Undo, Beat]
HostMessage = Union[Seated, Refused, Bye]
_KINDS: dict[type, str] = {Join: "join", Move: "move", Undo: "undo", Beat: "beat",
                           Seated: "seated", Refused: "refused", Bye: "bye"}
_FIELDS: dict[str, frozenset[str]] = {
    kind: frozenset(("v", "k", *(f.name for f in dataclasses.fields(cls))))
    for cls, kind in _KINDS.items()}


def dump(message: GuestMessage | HostMessage) -> str:
    fields = {name: getattr(message, name) for name in type(message).__dataclass_fields__}
    return json.dumps({"v": VERSION, "k": _KINDS[type(message)], **fields},
                      separators=(",", ":"))


def parse_guest(text: str) -> GuestMessage:
    """A message from a guest device, as the host reads it."""
    kind, fields = _fields(text, MAX_GUEST_CHARS, ("join", "move", "undo", "beat"))
    if kind == "beat":
        return Beat()
    if kind == "join":
        key = _text(fields, "key", 64)
        if not KEY.fullmatch(key):
            raise BadMessage("damaged", "key is not a table's key")
        return Join(_int(fields, "seat", 0, MAX_SEAT), key)
    if kind == "undo":
        return Undo(_int(fields, "ply", 0, MAX_PLY))
    return Move(_int(fields, "ply", 0, MAX_PLY), _move(fields.get("move"), "move"))


def parse_host(text: str) -> HostMessage:
    """A message from the host, as a guest reads it."""
    kind, fields = _fields(text, MAX_HOST_CHARS, ("seated", "refused", "bye"))
    if kind == "bye":
        return Bye()
    if kind == "seated":
        seat, undo = _int(fields, "seat", 0, MAX_SEAT), fields.get("undo", False)
        if not isinstance(undo, bool):
            raise BadMessage("damaged", "undo is not true or false")
        return Seated(seat, _view(fields.get("view"), seat), undo)
    reason, move = fields.get("reason"), fields.get("move")
    refusal, detail = fields.get("refusal", {}), fields.get("detail", "")
    if not isinstance(reason, str) or reason not in REFUSALS:
        raise BadMessage("damaged", f"a refusal for no reason this side knows: {reason!r:.40}")
    if not isinstance(detail, str):
        raise BadMessage("damaged", "a refusal's detail that is not text")
    return Refused(reason, None if move is None else _move(move, "move"), _refusal(refusal),
                   detail[:300])


def _fields(text: str, limit: int, kinds: tuple[str, ...]) -> tuple[str, dict[str, Any]]:
    try:
        fields = read_json(text, limit)
    except Unreadable as err:
        raise BadMessage("damaged", f"not a message: {err}") from None
    if not isinstance(fields, dict):
        raise BadMessage("damaged", "not an object")
    version, kind = fields.get("v"), fields.get("k")
    if type(version) is not int or version != VERSION:
        raise BadMessage("version", f"protocol version {version!r:.40}, not {VERSION}")
    if not isinstance(kind, str) or kind not in kinds:
        raise BadMessage("kind", f"a message of kind {kind!r:.40} is not taken here")
    unknown = set(fields) - _FIELDS[kind]
    if unknown:
        raise BadMessage("damaged", f"fields a {kind} message has not: {sorted(unknown)!r:.80}")
    return kind, fields


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


def _move(value: Any, name: str) -> str:
    if not isinstance(value, str) or not MOVE.fullmatch(value):
        raise BadMessage("damaged", f"{name} is not a move (printable ASCII, 1-200 characters)")
    return value


def _view(view: Any, seat: int) -> dict[str, Any]:
    """A seat's view: every key all views hold (core.view.BaseView) of its type, `legal` a list
    of moves. The game's own keys are the renderer's to read."""
    if not isinstance(view, dict) or not isinstance(view.get("game"), str) \
            or not GAME.fullmatch(view["game"]):
        raise BadMessage("damaged", "a seat's view without its game")
    players, names, played = view.get("players"), view.get("names"), view.get("moves_played")
    checks = {
        "seat": view.get("seat") == seat and type(view.get("seat")) is int,
        "players": type(players) is int and 1 <= players <= MAX_SEAT + 1,
        "names": isinstance(names, list) and all(isinstance(n, str) for n in names),
        "options": isinstance(view.get("options"), dict),
        "to_move": "to_move" in view and (view["to_move"] is None
                                          or type(view["to_move"]) is int),
        "is_over": isinstance(view.get("is_over"), bool),
        "moves_played": type(played) is int and 0 <= played <= MAX_PLY,
        "log": isinstance(view.get("log"), list) and all(isinstance(e, dict) for e in view["log"]),
        "result": isinstance(view.get("result", {}), dict),
        "legal": isinstance(view.get("legal"), list),
    }
    wrong = [name for name, ok in checks.items() if not ok]
    if wrong:
        raise BadMessage("damaged", f"a seat's view with no proper {', '.join(wrong)}")
    for move in view["legal"]:
        _move(move, "a legal move")
    return view


def _refusal(refusal: Any) -> dict[str, Any]:
    """The engine's refusal: {} or its word key and the args that fill its words (texts and
    whole numbers, as core.errors.Refusal holds them)."""
    if refusal == {}:
        return {}
    if not isinstance(refusal, dict) or set(refusal) != {"key", "args"} \
            or not isinstance(refusal["key"], str) or not WORD_KEY.fullmatch(refusal["key"]):
        raise BadMessage("damaged", "a refusal without its word key")
    args = refusal["args"]
    if not isinstance(args, dict) or len(args) > 16 or not all(
            len(name) <= 40 and (isinstance(value, str) and len(value) <= 300
                                 or type(value) is int) for name, value in args.items()):
        raise BadMessage("damaged", "a refusal's words with args that are not texts or numbers")
    return refusal
