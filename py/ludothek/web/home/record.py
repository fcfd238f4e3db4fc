"""The player's record for the statistics panel: finished games, wins per computer level, best
solitaire results. Plain Python: the page keeps `dumps(record)` under RECORD_KEY.

One small entry per finished game, keyed by its save id: the same game cannot count twice, and
two devices' records merge as a union. Text from storage or a backup file is untrusted: `parse`
never raises, `validate` checks every field.
"""

from __future__ import annotations

import json
import re
from collections.abc import Collection
from typing import TYPE_CHECKING, Any

from ...core.spec import SEAT_KINDS
from ...core.validate import is_int, parse_json
from ...core.values import frozen
from .store import StorageFull, write

if TYPE_CHECKING:
    from ...core.game import Game
    from .store import Backend

RECORD_KEY = "ludothek:record"
RECORD_VERSION = 1
MAX_ENTRIES = 5000  # years of play; the oldest are dropped beyond it
MAX_RECORD_CHARS = 4 * 1024 * 1024  # MAX_ENTRIES entries of ~150 characters fit many times over
ID_SHAPE = re.compile(r"[A-Za-z0-9~-]{1,80}")  # every id the save store gives (save_id, free_id)
LEVELS = tuple(kind for kind in SEAT_KINDS if kind != "human")
_GAME_ID = re.compile(r"[a-z0-9_]{1,40}")
_MAX_SEATS = 16
_MAX_RANK_CHARS = 40
LATEST = 5  # the newest finished games the panel lists (with "Review") while still saved


def empty() -> dict[str, Any]:
    return {"version": RECORD_VERSION, "games": {}}


def entry_for(game: Game, now: int) -> dict[str, Any] | None:
    """The record's entry for a finished game; None while it goes on, or when no person played
    (a game among computers alone is not the player's)."""
    if not game.is_over or "human" not in game.seats:
        return None
    result = game.result()
    solo = game.players == 1
    rank = result.get("rank") if solo else None
    return {"game": game.ID, "players": game.players,
            "levels": [level for level in LEVELS if level in game.seats],
            "won": any(game.seats[seat] == "human" for seat in result["winners"]),
            "score": int(result["scores"][0]) if solo else None,
            "rank": rank if isinstance(rank, str) else None, "at": now}


def _newest(games: dict[str, dict[str, Any]]) -> dict[str, dict[str, Any]]:
    """At most MAX_ENTRIES entries: the newest by "at" (ties by id, so the cut is stable)."""
    if len(games) <= MAX_ENTRIES:
        return games
    kept = sorted(games, key=lambda save_id: (games[save_id]["at"], save_id))[-MAX_ENTRIES:]
    return {save_id: games[save_id] for save_id in sorted(kept)}


def add(record: dict[str, Any], save_id: str, entry: dict[str, Any]) -> dict[str, Any]:
    """A new record with `entry` for `save_id`; a game already counted stays as it was."""
    if save_id in record["games"]:
        return record
    return {"version": RECORD_VERSION, "games": _newest({**record["games"], save_id: entry})}


def keep(backend: Backend, game: Game, save_id: str, now: int) -> bool:
    """A finished game joins the stored record, once (kept by save id); whether it was added.
    Nothing is written while the game goes on or when no person played; a stored record this
    version cannot read is left as it is; in a full storage the game is saved, the record waits."""
    entry = entry_for(game, now)
    if entry is None:
        return False  # the stored record is not even read
    stored = writable(backend.get(RECORD_KEY))
    if stored is None or save_id in stored["games"]:
        return False
    try:
        write(backend, RECORD_KEY, dumps(add(stored, save_id, entry)))
    except StorageFull:
        return False
    return True


def merge(a: dict[str, Any], b: dict[str, Any]) -> dict[str, Any]:
    """The union of two records by save id; where both hold an id, `a`'s entry stays."""
    return {"version": RECORD_VERSION, "games": _newest({**b["games"], **a["games"]})}


def _entry(value: object) -> dict[str, Any]:
    """One entry, every field checked; only the known fields are kept."""
    if not isinstance(value, dict):
        raise ValueError("an entry is not an object")
    game, players, levels = value.get("game"), value.get("players"), value.get("levels")
    score, rank, at = value.get("score"), value.get("rank"), value.get("at")
    if not isinstance(game, str) or not _GAME_ID.fullmatch(game):
        raise ValueError("an entry names no game")
    if not is_int(players) or not 1 <= players <= _MAX_SEATS:
        raise ValueError("an entry's player count is out of range")
    if not isinstance(levels, list) or not all(isinstance(x, str) and x in LEVELS for x in levels) \
            or len(set(levels)) != len(levels) or len(levels) > players:
        raise ValueError("an entry's computer levels are not distinct known levels")
    if not isinstance(value.get("won"), bool):
        raise ValueError("an entry does not say whether it was won")
    if score is not None and not is_int(score):
        raise ValueError("an entry's score is not a whole number")
    if rank is not None and not (isinstance(rank, str) and len(rank) <= _MAX_RANK_CHARS):
        raise ValueError("an entry's rank is not short text")
    if not is_int(at) or at < 0:
        raise ValueError("an entry's time is not a whole number")
    return {"game": game, "players": players, "levels": list(levels), "won": value["won"],
            "score": score, "rank": rank, "at": at}


def validate(doc: object) -> dict[str, Any]:
    """A clean copy of a record read from untrusted data; ValueError names what is wrong."""
    if not isinstance(doc, dict):
        raise ValueError("the record is not an object")
    version = doc.get("version")
    if not is_int(version) or version < 1:
        raise ValueError("the record has no version")
    if version > RECORD_VERSION:
        raise ValueError(f"record version {version} is newer than this version reads")
    games = doc.get("games")
    if not isinstance(games, dict) or len(games) > MAX_ENTRIES:
        raise ValueError(f"the record holds no object of at most {MAX_ENTRIES} games")
    clean = {}
    for save_id, value in games.items():
        if not ID_SHAPE.fullmatch(save_id):
            raise ValueError(f"the record holds a game under a malformed id {save_id[:80]!r}")
        clean[save_id] = _entry(value)
    return {"version": RECORD_VERSION, "games": clean}


def parse(text: str | None) -> dict[str, Any]:
    """The record stored as `text`; anything missing, damaged or newer reads as an empty record
    (statistics are a convenience: they never stop the page)."""
    return (writable(text) if isinstance(text, str) else None) or empty()


def writable(text: str | None) -> dict[str, Any] | None:
    """The stored record to add to, or None when one is stored that this version cannot read
    (damaged, or written by a newer version): it is left as it is, never overwritten."""
    if text is None:
        return empty()
    try:
        return validate(parse_json(text, "record")) if len(text) <= MAX_RECORD_CHARS else None
    except ValueError:
        return None


def dumps(record: dict[str, Any]) -> str:
    return json.dumps(record, ensure_ascii=False, sort_keys=True, separators=(",", ":"))


@frozen
class GameCount:
    game: str
    finished: int


@frozen
class LevelCount:
    """Games a person played against a computer level and won (one game per level in it)."""

    level: str
    played: int
    won: int


@frozen
class Best:
    """The highest solitaire score of a game, with the rank it earned."""

    game: str
    score: int
    rank: str | None


@frozen
class Finished:
    """A finished game of the record whose save is still there."""

    save_id: str
    game: str
    won: bool


@frozen
class Summary:
    games: tuple[GameCount, ...]  # by game id
    levels: tuple[LevelCount, ...]  # easy, normal, strong; only levels played
    best: tuple[Best, ...]  # by game id
    latest: tuple[Finished, ...] = ()  # newest first, at most LATEST


def summary(record: dict[str, Any], saved: Collection[str] = ()) -> Summary:
    """The record in figures; `saved`: the save ids still there (of those, the newest games
    are listed)."""
    finished: dict[str, int] = {}
    played = dict.fromkeys(LEVELS, 0)
    won = dict.fromkeys(LEVELS, 0)
    best: dict[str, dict[str, Any]] = {}
    latest: list[Finished] = []
    # In time order, so that of equal best scores the first one reached is kept.
    for save_id, entry in sorted(record["games"].items(),
                                 key=lambda item: (item[1]["at"], item[0])):
        if save_id in saved:
            latest = [Finished(save_id, entry["game"], entry["won"]), *latest][:LATEST]
        finished[entry["game"]] = finished.get(entry["game"], 0) + 1
        for level in entry["levels"]:
            played[level] += 1
            won[level] += int(entry["won"])
        if entry["players"] == 1 and entry["score"] is not None:
            top = best.get(entry["game"])
            if top is None or entry["score"] > top["score"]:
                best[entry["game"]] = entry
    return Summary(
        games=tuple(GameCount(game, finished[game]) for game in sorted(finished)),
        levels=tuple(LevelCount(level, played[level], won[level]) for level in LEVELS if played[level]),
        best=tuple(Best(game, best[game]["score"], best[game]["rank"]) for game in sorted(best)),
        latest=tuple(latest))
