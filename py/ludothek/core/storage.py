"""Saves (readable JSON for localStorage) and links (compact URL fragments).

Both hold the game's header (game, rules version, players, names, options, seed) and its moves;
opening one replays the moves, so a tampered move is caught by the rules themselves. A save keeps
moves in text notation, which survives reordering of `legal_moves`; a link keeps each move as its
index in `legal_moves()`, a byte or so per move, deflated, with zlib's checksum catching damage.
A save carries its own checksum ("check", CRC32 of header and moves); saves written before it
existed have none and still open.

Opening is for untrusted text (a URL, a storage entry): every field is checked before a game is
built (core.validate), the work is bounded before it can grow (text length, nesting, inflated
size, move count, varint length), and the only exception that leaves `load` or `from_link` is
BadSave.
"""

from __future__ import annotations

import base64
import binascii
import json
import re
import zlib
from collections.abc import Callable, Iterable
from typing import TYPE_CHECKING, Any, TypeVar

from .errors import BadSave, IllegalMove
from .registry import game_class
from .validate import HEADER_KEYS, corrupt, game_settings, is_int, parse_json

SAVE_FORMAT = "ludothek-save"
SAVE_SCHEMA = 1  # the layout of the save document itself ("check" is optional within it)
LINK_PREFIX = "L1"  # the layout of a link; a new layout gets a new prefix
PLY_MARK = "."  # "L1<game>.12": the link opens at move 12, like lichess' ply number
MAX_PLY_DIGITS = 4  # MAX_MOVES fits

# Bounds on untrusted input. A finished game takes at most a few hundred moves, a save a few KB
# and a link a few hundred characters; these are far above that and far below trouble.
MAX_MOVES = 5000
MAX_SAVE_CHARS = 256 * 1024  # MAX_MOVES of the longest notation (~30 characters) fit
MAX_LINK_CHARS = 64 * 1024
MAX_LINK_BYTES = 64 * 1024  # the link inflated: header + varints
MAX_VARINT_BYTES = 4  # a move index below 2**28
_LINK_BODY = re.compile(r"[A-Za-z0-9_-]*={0,2}")

if TYPE_CHECKING:
    from .game import AnyGame

_M = TypeVar("_M", str, int)  # a move as a save (text) or a link (index) holds it


def new_game(game_id: str, seed: int = 0, players: int | None = None, options: dict[str, Any] | None = None,
             names: list[str] | None = None, seats: list[str] | None = None) -> AnyGame:
    return game_class(game_id)(players=players, options=options, seed=seed, names=names, seats=seats)


def _header(game: AnyGame) -> dict[str, Any]:
    header = {"game": game.ID, "rules": game.RULES_VERSION, "players": game.players,
              "names": game.names, "options": game.options, "seed": game.seed}
    if any(kind != "human" for kind in game.seats):
        header["seats"] = game.seats  # only when a computer plays: keeps links short
    return header


def checksum(doc: dict[str, Any]) -> str:
    """The save's "check": CRC32 of its header fields and moves in a canonical JSON form."""
    body = {key: doc[key] for key in (*HEADER_KEYS, "moves") if key in doc}
    text = json.dumps(body, sort_keys=True, separators=(",", ":"))
    return f"{zlib.crc32(text.encode()):08x}"


def save(game: AnyGame, **extra: object) -> str:
    """The full game as JSON text. `extra` (timestamps, ...) is stored alongside."""
    doc = {"format": SAVE_FORMAT, "schema": SAVE_SCHEMA, **_header(game), "moves": list(game.history)}
    clash = sorted(set(extra) & {*doc, "check", "seats"})
    if clash:
        raise ValueError(f"{clash[0]!r} is part of the save itself")
    doc["check"] = checksum(doc)
    return json.dumps({**doc, **extra}, ensure_ascii=False, separators=(",", ":"))


def _rebuild(doc: object, moves: Iterable[_M], play: Callable[[AnyGame, _M], None],
             exact: bool = False) -> AnyGame:
    """The game of a header with `moves` replayed by `play(game, move)`. A failure the checks
    above did not foresee still leaves as BadSave, with the original error as its cause."""
    cls, settings = game_settings(doc, exact)
    try:
        game = cls(**settings)
    except ValueError as err:  # combinations of options the rules forbid (check_options)
        raise corrupt(f"the game settings are invalid: {err}") from None
    except Exception as err:
        raise corrupt(f"the game could not be set up ({type(err).__name__})") from err
    number = 0
    try:
        for number, move in enumerate(moves, 1):
            play(game, move)
    except BadSave:
        raise
    except IllegalMove as err:
        raise BadSave("tampered", f"move {number} is not legal: {str(err)[:200]}") from None
    except Exception as err:
        raise corrupt(f"move {number} could not be replayed ({type(err).__name__})") from err
    return game


def _play_text(game: AnyGame, move: str) -> None:
    game.play(move)


def load(text: str) -> AnyGame:
    """Open a save made by `save`. Raises BadSave with a clear reason for anything wrong."""
    if not isinstance(text, str):
        raise corrupt("a save is text")
    if len(text) > MAX_SAVE_CHARS:
        raise corrupt("the save is too large")
    doc = parse_json(text, "save")
    if not isinstance(doc, dict) or doc.get("format") != SAVE_FORMAT:
        raise corrupt("this is not a Ludothek save")
    schema = doc.get("schema")
    if not is_int(schema) or schema < 1:
        raise corrupt("the save has no schema version")
    if schema > SAVE_SCHEMA:
        raise BadSave("newer", f"save schema {schema} is newer than this version reads ({SAVE_SCHEMA})")
    moves = doc.get("moves")
    if not isinstance(moves, list) or len(moves) > MAX_MOVES:
        raise corrupt(f"the save has no list of at most {MAX_MOVES} moves")
    if not all(isinstance(move, str) for move in moves):
        raise corrupt("a move in the save is not text")
    check = doc.get("check")
    if "check" in doc and not isinstance(check, str):  # null is no way out of the check
        raise corrupt("the save's check is not text")
    game = _rebuild(doc, moves, _play_text)
    # Checked after the replay, so that a hand-edited move still says which move is illegal.
    if check is not None and check != checksum(doc):
        raise corrupt("the save is damaged (its check does not match)")
    return game


def _varints(numbers: list[int]) -> bytes:
    out = bytearray()
    for n in numbers:
        while n >= 0x80:
            out.append((n & 0x7F) | 0x80)
            n >>= 7
        out.append(n)
    return bytes(out)


def _read_varints(data: bytes) -> list[int]:
    """Move indices, at most MAX_MOVES of at most MAX_VARINT_BYTES each: linear in `data`."""
    if len(data) > MAX_MOVES * MAX_VARINT_BYTES:
        raise corrupt("the link holds too many moves")
    numbers: list[int] = []
    n = shift = 0
    for byte in data:
        n |= (byte & 0x7F) << shift
        if byte & 0x80:
            shift += 7
            if shift == 7 * MAX_VARINT_BYTES:
                raise corrupt("a move of the link is out of range")
        elif shift and not byte:
            raise corrupt("a move of the link is not written as the game writes it")
        else:
            numbers.append(n)
            n, shift = 0, 0
    if shift:
        raise corrupt("the link ends in the middle of a move")
    if len(numbers) > MAX_MOVES:
        raise corrupt("the link holds too many moves")
    return numbers


def link(game: AnyGame, ply: int | None = None) -> str:
    """A URL-safe fragment holding the whole game (hidden cards included); with `ply`, it
    opens showing the position after that many moves."""
    if ply is not None:
        if not 0 <= ply <= len(game.history):
            raise ValueError(f"no move {ply} in a game of {len(game.history)} moves")
        return f"{link(game)}{PLY_MARK}{ply}"
    replay = game.replayed([])
    indices = []
    for move in game.history:
        indices.append(replay.legal_moves().index(move))
        replay.play(move)
    header = json.dumps(_header(game), ensure_ascii=False, separators=(",", ":")).encode()
    packed = zlib.compress(header + b"\0" + _varints(indices), 9)
    return LINK_PREFIX + base64.urlsafe_b64encode(packed).decode().rstrip("=")


def _inflate(body: str) -> bytes:
    """The link's bytes: base64 and zlib (whose checksum catches damage), size-bounded."""
    damaged = "the link is damaged (it may have been cut off or changed)"
    if not _LINK_BODY.fullmatch(body):
        raise corrupt(damaged)
    try:
        packed = base64.urlsafe_b64decode(body + "=" * (-len(body) % 4))
        inflater = zlib.decompressobj()
        raw = inflater.decompress(packed, MAX_LINK_BYTES + 1)
    except (binascii.Error, zlib.error):
        raise corrupt(damaged) from None
    if len(raw) > MAX_LINK_BYTES:
        raise corrupt("the link holds too much data")
    if not inflater.eof or inflater.unused_data:
        raise corrupt(damaged)
    return raw


def _play_index(game: AnyGame, index: int) -> None:
    legal = [] if game.is_over else game.legal_moves()
    if index >= len(legal):
        raise IllegalMove("no such move")
    game.play_trusted(legal[index])  # just taken from legal_moves(): no second check


def split_ply(fragment: str) -> tuple[str, int | None]:
    """A link and the move it points at (None: the present). Past the last move means the
    last move: a person asked for the latest position they were sent."""
    body, mark, ply = fragment.partition(PLY_MARK)
    if not mark:
        return fragment, None
    if not ply.isascii() or not ply.isdigit() or len(ply) > MAX_PLY_DIGITS:
        raise corrupt("the link's move number is damaged (it may have been cut off or changed)")
    return body, int(ply)


def from_link_at(fragment: str) -> tuple[AnyGame, int | None]:
    """Open a link that may point at a move: the game, and the ply to show (None: the
    present, also when the ply is the last move)."""
    if not isinstance(fragment, str):
        raise corrupt("a link is text")
    body, ply = split_ply(fragment[:MAX_LINK_CHARS + 1])
    game = from_link(body)
    if ply is None or ply >= len(game.history):
        return game, None
    return game, ply


def from_link(fragment: str) -> AnyGame:
    """Open a link made by `link` (with or without a leading '#'), without a move number."""
    if not isinstance(fragment, str) and fragment is not None:
        raise corrupt("a link is text")
    fragment = fragment or ""
    if len(fragment) > MAX_LINK_CHARS:
        raise corrupt("the link is too long")
    fragment = fragment.strip().lstrip("#")
    if not fragment.startswith(LINK_PREFIX):
        layout = re.match(r"L(\d{1,4})(?!\d)", fragment)
        if layout and int(layout.group(1)) > int(LINK_PREFIX[1:]):
            raise BadSave("newer", f"link layout L{layout.group(1)} is newer than this reads")
        raise corrupt("this is not a Ludothek game link")
    header_bytes, sep, moves_bytes = _inflate(fragment[len(LINK_PREFIX):]).partition(b"\0")
    try:
        header_text = header_bytes.decode()
    except UnicodeDecodeError:
        header_text = None
    if not sep or header_text is None:
        raise corrupt("the link is damaged (it may have been cut off or changed)")
    doc = parse_json(header_text, "link")
    return _rebuild(doc, _read_varints(moves_bytes), _play_index, exact=True)
