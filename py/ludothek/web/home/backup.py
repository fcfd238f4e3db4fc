"""Every saved game in one file, to keep it safe or carry it to another device.

`export` writes the stored texts untouched (those that open); `read` checks a file as a whole
before anything is written, with the same checks as opening a save; `restore` adds the file's
games to the store and never destroys one: a history that went elsewhere on this device is
kept, the file's gets an id of its own. A full storage undoes the whole restore.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from ...core import BadSave, load
from ...core.validate import HEADER_KEYS, is_int, parse_json
from ...core.values import field, mutable
from . import record
from .record import ID_SHAPE, RECORD_KEY
from .store import PREFIX, SaveStore, StorageFull, status
from .store import write as write_key

if TYPE_CHECKING:
    from ...core.game import Game

BACKUP_FORMAT = "ludothek-backup"
BACKUP_VERSION = 1
MAX_BACKUP_CHARS = 16 * 1024 * 1024  # far above what a browser's storage (~5 MB) can hold
MAX_SAVES = 2000
_SAVE_KEYS = {"format", "schema", *HEADER_KEYS, "moves", "check"}  # rewritten by Game.save


class BadBackup(Exception):
    """A backup file that cannot be restored. `reason`: "corrupt", "too_large", "newer",
    "damaged_save" (then `save_id` names it) or "damaged_record"; the text says what is wrong."""

    def __init__(self, reason: str, detail: str, save_id: str | None = None) -> None:
        super().__init__(detail)
        self.reason, self.detail, self.save_id = reason, detail, save_id


@mutable
class Backup:
    """A checked backup file: each save's text and its game, and the record (None: none)."""

    saves: dict[str, str]
    games: dict[str, Game]
    record: dict[str, Any] | None


@mutable
class RestoreReport:
    added: list[str] = field(default_factory=list)  # new in the store, under the file's id
    updated: list[str] = field(default_factory=list)  # replaced: the file's game was further on
    skipped: list[str] = field(default_factory=list)  # already here, or further on here
    renamed: dict[str, str] = field(default_factory=dict)  # file id -> the id it was added under


def export(store: SaveStore, record_text: str | None, now: int) -> tuple[str, list[str]]:
    """The backup file's text, and the ids of the saves left out because they do not open."""
    saves, left_out = {}, []
    for save_id in sorted(store.ids()):
        text = store.raw(save_id)
        try:
            if text is None or not ID_SHAPE.fullmatch(save_id):
                raise BadSave("corrupt", "gone, or under an id no store writes")
            load(text)
        except BadSave:
            left_out.append(save_id)
            continue
        saves[save_id] = text
    doc: dict[str, Any] = {"format": BACKUP_FORMAT, "version": BACKUP_VERSION, "exported": now,
                           "saves": saves}
    if record_text is not None:
        doc["record"] = record.parse(record_text)
    # ASCII: the file survives any text encoding the download or an editor may apply.
    return json.dumps(doc, separators=(",", ":")), left_out


def read(text: str) -> Backup:
    """Open a backup file; anything wrong in it raises BadBackup and nothing of it is used."""
    if not isinstance(text, str):
        raise BadBackup("corrupt", "a backup is text")
    if len(text) > MAX_BACKUP_CHARS:
        raise BadBackup("too_large", "the backup is too large")
    try:
        doc = parse_json(text, "backup")
    except BadSave as err:
        raise BadBackup("corrupt", str(err)) from None
    if not isinstance(doc, dict) or doc.get("format") != BACKUP_FORMAT:
        raise BadBackup("corrupt", "this is not a Ludothek backup")
    version = doc.get("version")
    if not is_int(version) or version < 1:
        raise BadBackup("corrupt", "the backup has no version")
    if version > BACKUP_VERSION:
        raise BadBackup("newer", f"backup version {version} is newer than this version reads")
    saves = doc.get("saves")
    if not is_int(doc.get("exported")) or not isinstance(saves, dict):
        raise BadBackup("corrupt", "the backup has no time or no saves")
    if len(saves) > MAX_SAVES:
        raise BadBackup("too_large", f"the backup holds more than {MAX_SAVES} saves")
    games = {}
    for save_id, save_text in saves.items():
        if not ID_SHAPE.fullmatch(save_id):
            raise BadBackup("corrupt", f"a save has a malformed id {save_id[:80]!r}")
        try:
            games[save_id] = load(save_text)  # load refuses anything but text
        except BadSave as err:
            raise BadBackup("damaged_save", f"save {save_id}: {err}", save_id) from None
    found = None
    if "record" in doc:
        try:
            found = record.validate(doc["record"])
        except ValueError as err:
            raise BadBackup("damaged_record", f"the record is damaged: {err}") from None
    return Backup(saves=dict(saves), games=games, record=found)


def restore(store: SaveStore, backup: Backup, now: int) -> RestoreReport:
    """Add the backup's saves to the store and merge its record into the stored one. A write
    the storage refuses undoes every write of this restore, then StorageFull is raised."""
    report = RestoreReport()
    undo: list[tuple[str, str | None]] = []

    def write(key: str, text: str) -> None:
        undo.append((key, store.backend.get(key)))
        write_key(store.backend, key, text)

    try:
        for save_id in sorted(backup.saves):
            _restore_save(store, backup, save_id, now, write, report)
        if backup.record is not None:
            mine = record.writable(store.backend.get(RECORD_KEY))
            merged = None if mine is None else record.merge(mine, backup.record)
            if merged is not None and merged != mine:  # an unreadable record stays untouched
                write(RECORD_KEY, record.dumps(merged))
    except StorageFull:
        for key, old in reversed(undo):  # each old text fitted before the writes after it
            if old is None:
                store.backend.remove(key)
            else:
                store.backend.set(key, old)
        raise
    return report


def _restore_save(store: SaveStore, backup: Backup, save_id: str, now: int,
                  write: Callable[[str, str], None], report: RestoreReport) -> None:
    """One save, walking save_id, save_id~2, … as SaveStore.free_id does: the first holding the
    same game with a history in line with the file's is kept or brought forward; none: the
    first free id gets it (so a second restore finds it there and adds nothing)."""
    game = backup.games[save_id]
    candidate, n = save_id, 1
    while (text := store.raw(candidate)) is not None:
        here = _open(text)  # a save this version cannot open is never replaced
        if here is not None and _same_game(here, game):
            moves, theirs = here.history, game.history
            if moves == theirs or theirs == moves[:len(theirs)]:
                report.skipped.append(save_id)  # the same, or this device is further on
                return
            if moves == theirs[:len(moves)]:
                write(PREFIX + candidate, _save_text(game, candidate, backup.saves[save_id], now))
                report.updated.append(candidate)
                return
        n += 1
        candidate = f"{save_id}~{n}"
    write(PREFIX + candidate, _save_text(game, candidate, backup.saves[save_id], now))
    if candidate == save_id:
        report.added.append(save_id)
    else:
        report.renamed[save_id] = candidate


def _open(text: str) -> Game | None:
    try:
        return load(text)
    except BadSave:
        return None


def _same_game(a: Game, b: Game) -> bool:
    """Same header: only then can one history continue the other."""
    return (a.ID, a.players, a.names, a.options, a.seed, a.seats) == \
        (b.ID, b.players, b.names, b.options, b.seed, b.seats)


def _save_text(game: Game, save_id: str, source: str, now: int) -> str:
    """The save as SaveStore.put writes it under `save_id`, keeping the file's times and the
    page's own fields beside the game (already checked by `read`'s load)."""
    doc = parse_json(source, "save")
    assert isinstance(doc, dict)
    extra = {key: value for key, value in doc.items() if key not in _SAVE_KEYS}
    created, updated = doc.get("created"), doc.get("updated")
    extra.update(id=save_id, created=created if is_int(created) else now,
                 updated=updated if is_int(updated) else now, status=status(game))
    return game.save(**extra)
