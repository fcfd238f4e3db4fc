"""Saves (readable JSON for localStorage) and links (compact URL fragments).

Both hold the game's header (game, rules version, players, names, options, seed) and its moves;
opening one replays the moves, so a tampered move is caught by the rules themselves. A save keeps
moves in text notation, which survives reordering of `legal_moves`; a link keeps each move as its
index in `legal_moves()`, a byte or so per move, deflated, with zlib's checksum catching damage.
"""

import base64
import json
import zlib

from .errors import BadSave, IllegalMove
from .registry import game_class

SAVE_FORMAT = "ludothek-save"
SAVE_SCHEMA = 1  # the layout of the save document itself
LINK_PREFIX = "L1"  # the layout of a link; a new layout gets a new prefix


def new_game(game_id, seed=0, players=None, options=None, names=None, seats=None):
    return game_class(game_id)(players=players, options=options, seed=seed, names=names, seats=seats)


def _header(game):
    header = {"game": game.ID, "rules": game.RULES_VERSION, "players": game.players,
              "names": game.names, "options": game.options, "seed": game.seed}
    if any(kind != "human" for kind in game.seats):
        header["seats"] = game.seats  # only when a computer plays: keeps links short
    return header


def save(game, **extra):
    """The full game as JSON text. `extra` (timestamps, ...) is stored alongside."""
    doc = {"format": SAVE_FORMAT, "schema": SAVE_SCHEMA, **_header(game),
           "moves": list(game.history), **extra}
    return json.dumps(doc, ensure_ascii=False, separators=(",", ":"))


def _game_from_header(doc):
    if not isinstance(doc, dict):
        raise BadSave("corrupt", "the game data is not an object")
    try:
        cls = game_class(doc.get("game"))
    except KeyError:
        raise BadSave("unknown-game", f"unknown game {doc.get('game')!r}") from None
    rules = doc.get("rules")
    if rules != cls.RULES_VERSION:
        newer = isinstance(rules, int) and rules > cls.RULES_VERSION
        raise BadSave("newer" if newer else "outdated",
                      f"made with rules version {rules!r} of {cls.ID}; this version reads {cls.RULES_VERSION}")
    try:
        return cls(players=doc.get("players"), options=doc.get("options") or {},
                   seed=int(doc.get("seed")), names=doc.get("names"), seats=doc.get("seats"))
    except (TypeError, ValueError) as err:
        raise BadSave("corrupt", f"the game settings are invalid: {err}") from None


def load(text):
    """Open a save made by `save`. Raises BadSave with a clear reason for anything wrong."""
    try:
        doc = json.loads(text)
    except (TypeError, ValueError):
        raise BadSave("corrupt", "the save is not valid JSON") from None
    if not isinstance(doc, dict) or doc.get("format") != SAVE_FORMAT:
        raise BadSave("corrupt", "this is not a Ludothek save")
    schema = doc.get("schema")
    if not isinstance(schema, int):
        raise BadSave("corrupt", "the save has no schema version")
    if schema > SAVE_SCHEMA:
        raise BadSave("newer", f"save schema {schema} is newer than this version reads ({SAVE_SCHEMA})")
    game = _game_from_header(doc)
    moves = doc.get("moves")
    if not isinstance(moves, list):
        raise BadSave("corrupt", "the save has no move list")
    for number, move in enumerate(moves, 1):
        try:
            game.play(move)
        except IllegalMove as err:
            raise BadSave("tampered", f"move {number} ({move!r}) is not legal: {err}") from None
    return game


def _varints(numbers):
    out = bytearray()
    for n in numbers:
        while n >= 0x80:
            out.append((n & 0x7F) | 0x80)
            n >>= 7
        out.append(n)
    return bytes(out)


def _read_varints(data):
    numbers, n, shift = [], 0, 0
    for byte in data:
        n |= (byte & 0x7F) << shift
        if byte & 0x80:
            shift += 7
        else:
            numbers.append(n)
            n, shift = 0, 0
    if shift:
        raise BadSave("corrupt", "the link ends in the middle of a move")
    return numbers


def link(game):
    """A URL-safe fragment holding the whole game (hidden cards included)."""
    replay = game.replayed([])
    indices = []
    for move in game.history:
        indices.append(replay.legal_moves().index(move))
        replay.play(move)
    header = json.dumps(_header(game), ensure_ascii=False, separators=(",", ":")).encode()
    packed = zlib.compress(header + b"\0" + _varints(indices), 9)
    return LINK_PREFIX + base64.urlsafe_b64encode(packed).decode().rstrip("=")


def from_link(fragment):
    """Open a link made by `link` (with or without a leading '#')."""
    fragment = (fragment or "").strip().lstrip("#")
    if not fragment.startswith(LINK_PREFIX):
        raise BadSave("corrupt", "this is not a Ludothek game link")
    body = fragment[len(LINK_PREFIX):]
    try:
        packed = base64.urlsafe_b64decode(body + "=" * (-len(body) % 4))
        raw = zlib.decompress(packed)
        header_bytes, moves_bytes = raw.split(b"\0", 1)
        doc = json.loads(header_bytes.decode())
    except (ValueError, zlib.error, UnicodeDecodeError):
        raise BadSave("corrupt", "the link is damaged (it may have been cut off or changed)") from None
    game = _game_from_header(doc)
    for number, index in enumerate(_read_varints(moves_bytes), 1):
        legal = [] if game.is_over else game.legal_moves()
        if index >= len(legal):
            raise BadSave("tampered", f"move {number} of the link is not a legal move")
        game.play(legal[index])
    return game
