"""Checks for untrusted saves and links, before anything is built from them.

Everything here is linear in the input and raises only BadSave. `parse_json` bounds nesting
before `json.loads` sees the text (a deeply nested document overflows Pyodide's stack);
`game_settings` checks each header field's type, range and allowed values, so the game class
is only ever constructed from settings a save or link could really hold.
"""

from __future__ import annotations

import json
from array import array
from itertools import accumulate
from typing import TYPE_CHECKING, Any, TypeGuard

from .errors import BadSave
from .registry import game_class, specs
from .spec import SEAT_KINDS

if TYPE_CHECKING:
    from .game import AnyGame

MAX_DEPTH = 32  # a save nests 3 deep; json.loads recurses once per level
MAX_SEED = 2**64  # Rng keeps 64 bits: seed 2**64 + 7 would deal the same as 7
NAME_CHARS = 40
HEADER_KEYS = ("game", "rules", "players", "names", "options", "seed", "seats")
REQUIRED_KEYS = HEADER_KEYS[:-1]  # seats are only written when a computer plays

_STEP = bytes.maketrans(b"[{]}", b"\x01\x01\xff\xff")  # opener +1, closer -1 (signed byte)
_NOT_BRACKET = bytes(set(range(256)) - set(b"[]{}"))
_TOO_DEEP = b"\x01" * (MAX_DEPTH + 1)


def corrupt(message: str) -> BadSave:
    return BadSave("corrupt", message)


def is_int(value: object) -> TypeGuard[int]:
    """A JSON integer: True and 7.0 are not."""
    return type(value) is int


def json_depth(text: str) -> int:
    """An upper bound of the bracket nesting of JSON `text`, outside strings, in linear time.

    Escaped backslashes and escaped quotes are dropped first (pairs from the left, as JSON reads
    them); then every other piece between quotes is outside a string. Text that is not JSON may
    get any answer, but never one below the depth json.loads reaches before it fails.
    """
    if text.count("[") + text.count("{") <= MAX_DEPTH:
        return MAX_DEPTH  # cannot be deeper: skip the scan (every real save)
    plain = text.replace("\\\\", "").replace('\\"', "")
    outside = "".join(plain.split('"')[::2]).encode("utf-8", "surrogatepass")
    steps = outside.translate(_STEP, _NOT_BRACKET)
    if _TOO_DEEP in steps:
        return len(_TOO_DEEP)
    return max(accumulate(array("b", steps)), default=0)


def parse_json(text: str, what: str) -> object:
    """`json.loads` for untrusted text: too deep or invalid gives BadSave("corrupt")."""
    if json_depth(text) > MAX_DEPTH:
        raise corrupt(f"the {what} is nested too deeply")
    try:
        return json.loads(text)
    except (ValueError, RecursionError):  # ValueError: bad JSON, or an int of > 4300 digits
        raise corrupt(f"the {what} is not valid JSON") from None


def _game_class(doc: dict[str, Any]) -> type[AnyGame]:
    game_id = doc.get("game")
    if not isinstance(game_id, str):
        raise corrupt("the game is not named")
    if game_id not in specs():
        raise BadSave("unknown-game", f"unknown game {game_id[:40]!r}")
    try:
        cls = game_class(game_id)
    except Exception as err:  # the game's rules failed to import: this version cannot open it
        raise BadSave("unknown-game", f"the rules of {game_id} cannot be loaded") from err
    rules = doc.get("rules")
    if not is_int(rules):
        raise corrupt(f"the rules version of {cls.ID} is not a number")
    if rules != cls.RULES_VERSION:
        raise BadSave("newer" if rules > cls.RULES_VERSION else "outdated",
                      f"made with rules version {rules} of {cls.ID}; this version reads {cls.RULES_VERSION}")
    return cls


def _stored_name(name: object) -> bool:
    """Whether Game._normalise_names could have written `name`: spaces collapsed, then cut at
    NAME_CHARS characters (which may leave one trailing space)."""
    if not isinstance(name, str) or not 0 < len(name) <= NAME_CHARS:
        return False
    collapsed = " ".join(name.split())
    return name == collapsed or (len(name) == NAME_CHARS and name[-1] == " " and name[:-1] == collapsed)


def _check_names(names: object, players: int) -> None:
    if not isinstance(names, list) or len(names) != players:
        raise corrupt(f"the save needs {players} player names")
    if not all(_stored_name(name) for name in names):
        raise corrupt(f"player names are text of 1 to {NAME_CHARS} characters, spaces collapsed")


def _check_seats(seats: object, players: int) -> None:
    if not isinstance(seats, list) or len(seats) != players or not all(
            isinstance(kind, str) and kind in SEAT_KINDS for kind in seats):
        raise corrupt(f"seats must be {players} of {', '.join(SEAT_KINDS)}")


def _check_options(cls: type[AnyGame], options: object, players: int) -> dict[str, Any]:
    """The game's own check (Option.validate: types included, True is not 1; check_options)."""
    if not isinstance(options, dict):
        raise corrupt("the options are not an object")
    try:
        return cls.normalise_options(options, players)
    except (ValueError, TypeError) as err:
        raise corrupt(f"the options are invalid: {str(err)[:200]}") from None


def game_settings(doc: object, exact: bool = False) -> tuple[type[AnyGame], dict[str, Any]]:
    """The game class and constructor arguments of a save or link header, every field checked.

    `exact`: the document is the header alone (a link), so any other key is damage; a save
    keeps its own fields (format, moves, timestamps...) beside the header.
    """
    if not isinstance(doc, dict):
        raise corrupt("the game data is not an object")
    cls = _game_class(doc)
    missing = [key for key in REQUIRED_KEYS if key not in doc]
    if missing:
        raise corrupt(f"the game data has no {missing[0]!r}")
    if exact and not set(doc) <= set(HEADER_KEYS):
        raise corrupt("the game data has unknown fields")
    players, seed = doc["players"], doc["seed"]
    if not is_int(players) or not cls.MIN_PLAYERS <= players <= cls.MAX_PLAYERS:
        raise corrupt(f"{cls.ID} takes {cls.MIN_PLAYERS} to {cls.MAX_PLAYERS} players")
    if not is_int(seed) or not 0 <= seed < MAX_SEED:
        raise corrupt("the seed is not a whole number below 2**64")
    _check_names(doc["names"], players)
    seats = doc.get("seats", ["human"] * players)
    _check_seats(seats, players)
    options = _check_options(cls, doc["options"], players)
    return cls, {"players": players, "options": options, "seed": seed, "names": list(doc["names"]),
                 "seats": list(seats)}
