"""The two texts that connect a guest device to the host: the host's invitation (its WebRTC
offer, the game and seat, a key) and the guest's answer (its WebRTC answer). Shown as a QR code
and as text to copy; read from a scan, a paste or the invitation's link (`#join/<code>`).

A code is "<kind><version>." + base64url(deflate(JSON)): zlib's checksum catches a code cut
short or mistyped, and whatever is read is checked field by field before it is used. The only
exception that leaves `read_invitation` / `read_answer` is `CodeError`, whose `reason` the page
words, whatever the text (tests/net fuzz them): its JSON is read strictly (untrusted.read_json:
no deep nesting, NaN, huge numbers, keys twice, lone surrogates)."""

from __future__ import annotations

import base64
import binascii
import json
import re
import zlib
from typing import Any

from ..core.values import frozen
from . import JOIN_ROUTE, sdp
from .untrusted import read_json

INVITE, ANSWER = "LI1", "LA1"  # a new layout gets a new version digit
MAX_CODE_CHARS = 8000  # an SDP with a few candidates deflates to far less
MAX_INFLATED = 32 * 1024
KEY = re.compile(r"[A-Za-z0-9_-]{8,32}")
TABLE = re.compile(r"[A-Za-z0-9_-]{4,32}")


class CodeError(ValueError):
    """A text that is not a usable code. `reason`: "empty", "foreign" (not ours), "answer"
    (an answer where an invitation was wanted, or the reverse), "version" (a newer layout),
    "damaged" (cut short, mistyped, or fields that do not check out)."""

    def __init__(self, reason: str, message: str) -> None:
        super().__init__(message)
        self.reason = reason


@frozen
class Invitation:
    """The host's invitation to one seat: `game` its id, `table` the table's id, `key` the
    secret that lets the device that holds it take the seat, `offer` the host's WebRTC SDP."""

    game: str
    table: str
    seat: int
    key: str
    offer: str


@frozen
class Answer:
    """A guest's answer to an invitation: the same table, seat and key, its WebRTC SDP."""

    table: str
    seat: int
    key: str
    answer: str


def write_invitation(invitation: Invitation) -> str:
    return _write(INVITE, {"g": invitation.game, "t": invitation.table, "s": invitation.seat,
                           "k": invitation.key, **_described(invitation.offer)})


def write_answer(answer: Answer) -> str:
    return _write(ANSWER, {"t": answer.table, "s": answer.seat, "k": answer.key,
                           **_described(answer.answer)})


def _described(description: str) -> dict[str, Any]:
    """The WebRTC description cut down ("r", net/sdp.py), or whole ("d") where it cannot be."""
    reduced = sdp.reduce(description)
    return {"d": description} if reduced is None else {"r": reduced}


def read_invitation(text: str) -> Invitation:
    fields = _read(text, INVITE, ANSWER)
    game = fields.get("g")
    if not isinstance(game, str) or not re.fullmatch(r"[a-z]{2,20}", game):
        raise CodeError("damaged", "the invitation names no game")
    table, seat, key = _seat_fields(fields)
    return Invitation(game, table, seat, key, _sdp(fields))


def read_answer(text: str) -> Answer:
    fields = _read(text, ANSWER, INVITE)
    table, seat, key = _seat_fields(fields)
    return Answer(table, seat, key, _sdp(fields))


def _write(kind: str, fields: dict[str, Any]) -> str:
    packed = zlib.compress(json.dumps(fields, separators=(",", ":")).encode(), 9)
    return f"{kind}.{base64.urlsafe_b64encode(packed).decode().rstrip('=')}"


def _read(text: str, kind: str, other: str) -> dict[str, Any]:
    """The fields of a code of `kind`: from the code itself, or from a link that holds it."""
    if not isinstance(text, str) or not text.strip():
        raise CodeError("empty", "no code given")
    if len(text) > 8 * MAX_CODE_CHARS:  # before splitting: room for a code's line breaks
        raise CodeError("damaged", "the code is far too long")
    text = "".join(text.split())  # a code copied over several lines, or with spaces around it
    if len(text) > MAX_CODE_CHARS:
        raise CodeError("damaged", "the code is far too long")
    if "#" + JOIN_ROUTE in text:  # the invitation's link, pasted whole
        text = text.split("#" + JOIN_ROUTE, 1)[1]
    head, dot, body = text.partition(".")
    if not dot or not head[:2].isalpha():
        raise CodeError("foreign", "not a Ludothek code")
    if head[:2] == other[:2]:
        raise CodeError("answer", f"a code of kind {head[:2]}, not {kind[:2]}")
    if head[:2] != kind[:2]:
        raise CodeError("foreign", "not a Ludothek code")
    if head != kind:
        raise CodeError("version", f"a code of layout {head}, this page reads {kind}")
    try:
        packed = base64.urlsafe_b64decode(body + "=" * (-len(body) % 4))
        inflater = zlib.decompressobj()
        raw = inflater.decompress(packed, MAX_INFLATED)
        if inflater.unconsumed_tail or not inflater.eof:
            raise CodeError("damaged", "the code is cut short or too large")
        fields = read_json(raw.decode(), MAX_INFLATED)
    except (binascii.Error, zlib.error, UnicodeDecodeError, ValueError) as err:
        if isinstance(err, CodeError):
            raise
        raise CodeError("damaged", f"the code does not read: {err}") from None
    if not isinstance(fields, dict):
        raise CodeError("damaged", "the code holds no fields")
    return fields


def _seat_fields(fields: dict[str, Any]) -> tuple[str, int, str]:
    table, seat, key = fields.get("t"), fields.get("s"), fields.get("k")
    if not isinstance(table, str) or not TABLE.fullmatch(table):
        raise CodeError("damaged", "the code names no table")
    if not isinstance(seat, int) or isinstance(seat, bool) or not 0 <= seat < 8:
        raise CodeError("damaged", "the code names no seat")
    if not isinstance(key, str) or not KEY.fullmatch(key):
        raise CodeError("damaged", "the code holds no key")
    return table, seat, key


def _sdp(fields: dict[str, Any]) -> str:
    if "r" in fields:
        try:
            return sdp.rebuild(fields["r"])
        except ValueError as err:
            raise CodeError("damaged", f"the connection's description: {err}") from None
    value = fields.get("d")
    if not isinstance(value, str) or not value.startswith("v=0") or len(value) > MAX_INFLATED:
        raise CodeError("damaged", "the code holds no connection offer")
    return value
