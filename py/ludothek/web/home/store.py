"""Saved games on a key-value backend (the browser's localStorage in the page).

Rules: a save is written after every move; a save is never removed except by the player; an
entry that cannot be read is listed as damaged and left as it is; a write that fails (storage
full) raises StorageFull and changes nothing, so the game in memory stays valid; a write never
replaces a history that moved on elsewhere (another tab, another window): it raises Conflict.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Iterator
from typing import TYPE_CHECKING, Any, NamedTuple, Protocol

from ...core import BadSave, load
from ...core.validate import parse_json
from ..core.policy import legacy_save_id
from ..core.policy import save_id as save_id_for

if TYPE_CHECKING:
    from ...core.game import Game

PREFIX = "ludothek:game:"
# The screen drawn when the page was last left, shown by static/boot.js (which spells the key
# too) at the next start before Python is ready: {"hash", "lang", "html", "game", "css"}. A
# cache, not a save: the page drops it first when the storage is full.
SCREEN_KEY = "ludothek:screen"
REVIEW_KEY = "review"  # a finished game's review in its page data (review/reviewing.PAGE_KEY)
# What the browser's storage holds for a site, in characters of keys and values: 5 MiB in
# Chromium (measured: 5,242,262 fitted) and in Firefox; the page warns well before it is full.
CAPACITY = 5 * 1024 * 1024
NEARLY_FULL = 0.8


class StorageFull(Exception):
    """The backend refused a write (quota exceeded or storage disabled)."""


class Conflict(Exception):
    """The save moved on since this page last read or wrote it (another tab played)."""


class Kept(NamedTuple):
    """Where `SaveStore.keep` wrote a game: its id, and whether that is a new save beside one
    that moved on elsewhere."""

    save_id: str
    forked: bool


class Backend(Protocol):
    """Where saves are kept: string values under string keys (localStorage in the page)."""

    def get(self, key: str) -> str | None: ...

    def set(self, key: str, value: str) -> None: ...

    def remove(self, key: str) -> None: ...

    def keys(self) -> Iterable[str]: ...


def status(game: Game) -> dict[str, Any]:
    """What the list of saves shows of a game without replaying it."""
    return {"finished": game.is_over,
            "to_move_name": None if game.to_move is None else game.names[game.to_move]}


def write(backend: Backend, key: str, text: str) -> None:
    """Set `key`; any refusal (a browser's QuotaExceededError arrives as a foreign exception)
    becomes StorageFull."""
    try:
        backend.set(key, text)
    except StorageFull:
        raise
    except Exception as err:
        raise StorageFull(str(err)) from err


class SaveStore:
    """`backend` offers get(key) -> str | None, set(key, value), remove(key), keys()."""

    def __init__(self, backend: Backend) -> None:
        self.backend = backend
        # The last text written or read under each id, with what it says: a move's save need
        # not parse the previous one again (a few ms a tap in the page) while nobody else wrote.
        self._known: dict[str, tuple[str, dict[str, Any]]] = {}

    def put(self, save_id: str, game: Game, now: int, known: list[str] | None = None,
            page: dict[str, Any] | None = None) -> None:
        """Write `game` under `save_id`; keeps the creation time of an earlier write.

        `page`: the page's own data about the game (hint settings), kept beside the moves;
        None keeps what the earlier write had.

        `known`: the moves this page last read or wrote under that id. The write goes ahead only
        if the stored moves are those, or are those moved on to a part of the game's (a longer,
        shorter or different history written elsewhere is never replaced: Conflict; a shorter
        one is a take-back there). None: write whatever is there."""
        old = self._meta(save_id)
        if known is not None and "moves" in old:
            stored = old["moves"]
            moved_on = stored[:len(known)] == known and game.history[:len(stored)] == stored
            if stored != known and not moved_on:
                raise Conflict(save_id)
        page = old.get("page") if page is None else page
        extra = {} if page is None else {"page": page}
        created, state = old.get("created", now), status(game)
        text = game.save(id=save_id, created=created, updated=now, status=state, **extra)
        write(self.backend, PREFIX + save_id, text)
        self._known[save_id] = (text, {"game": game.ID, "names": list(game.names), "moves": list(game.history),
                                       "created": created, "updated": now, "status": state, **extra})

    def keep(self, save_id: str | None, game: Game, now: int, known: list[str] | None,
             page: dict[str, Any] | None) -> Kept:
        """The page's save after every move: `put` under `save_id` (None: `slot_for` the
        game). A save that moved on elsewhere is never overwritten: the game is kept beside it,
        under the next free id. In a full storage the kept screen, a cache, makes room first;
        StorageFull if it still does not fit (nothing written)."""
        if save_id is None:  # a new game, or one from a link that could not be saved then
            save_id = self.slot_for(game)
        try:
            self._put_making_room(save_id, game, now, known, page)
            return Kept(save_id, False)
        except Conflict:
            fork = self.free_id(save_id.split("~")[0])
            self._put_making_room(fork, game, now, None, page)
            return Kept(fork, True)

    def _put_making_room(self, save_id: str, game: Game, now: int, known: list[str] | None,
                         page: dict[str, Any] | None) -> None:
        """`put`; in a full storage, what can go makes room first, a piece at a time
        (`_room`), until the save fits: StorageFull only once nothing more can go."""
        try:
            self.put(save_id, game, now, known=known, page=page)
            return
        except StorageFull:
            pass
        for _ in self._room(save_id):
            try:
                self.put(save_id, game, now, known=known, page=page)
                return
            except StorageFull:
                continue
        raise StorageFull(save_id)

    def _room(self, keep: str) -> Iterator[str]:
        """Makes room, the least missed first, yielding after each piece: the kept screen (a
        cache), then the reviews of finished games, the oldest first (a review can be made
        again; `keep`'s is left). Never a save: the games themselves stay."""
        if self.backend.get(SCREEN_KEY) is not None:
            self.backend.remove(SCREEN_KEY)
            yield SCREEN_KEY
        reviewed = [(_when(doc), save_id) for save_id in self.ids()
                    if save_id != keep for doc in [self._meta(save_id)]
                    if isinstance(doc.get("page"), dict) and REVIEW_KEY in doc["page"]
                    and isinstance(doc.get("status"), dict) and doc["status"].get("finished")]
        for _, save_id in sorted(reviewed):
            if self.drop_review(save_id):
                yield save_id

    def drop_review(self, save_id: str) -> bool:
        """The save under `save_id` without its review (its game and the rest of its page
        data as they were); False where there was none or it could not be written."""
        text = self.backend.get(PREFIX + save_id)
        try:  # the whole save as stored (what `_meta` keeps of a save it wrote is a part)
            doc = parse_json(text, "save") if text else None
        except BadSave:
            return False
        page = doc.get("page") if isinstance(doc, dict) else None
        if not isinstance(doc, dict) or not isinstance(page, dict) or REVIEW_KEY not in page:
            return False
        lighter = {**doc, "page": {k: v for k, v in page.items() if k != REVIEW_KEY}}
        smaller = json.dumps(lighter, ensure_ascii=False, separators=(",", ":"))
        try:
            write(self.backend, PREFIX + save_id, smaller)
        except StorageFull:
            return False
        self._known.pop(save_id, None)
        return True

    def used(self) -> int:
        """Characters the site holds in the storage (keys and values: what its quota counts)."""
        return sum(len(key) + len(self.backend.get(key) or "") for key in self.backend.keys())

    def _meta(self, save_id: str) -> dict[str, Any]:
        text = self.backend.get(PREFIX + save_id)
        known = self._known.get(save_id)
        if known is not None and text is not None and known[0] == text:
            return known[1]  # unchanged since this store wrote or read it
        try:
            doc = parse_json(text, "save") if text else {}
        except BadSave:  # not JSON, or nested deeper than any save: listed as damaged
            return {}
        if not isinstance(doc, dict):
            return {}
        if text is not None:
            self._known[save_id] = (text, doc)
        return doc

    def get(self, save_id: str) -> Game:
        text = self.backend.get(PREFIX + save_id)
        if text is None:
            raise KeyError(save_id)
        return load(text)

    def delete(self, save_id: str) -> None:
        self.backend.remove(PREFIX + save_id)

    def ids(self) -> list[str]:
        return [k[len(PREFIX):] for k in self.backend.keys() if k.startswith(PREFIX)]

    def page(self, save_id: str) -> dict[str, Any]:
        """The page's data kept beside a save (see `put`), unchecked: readers validate it."""
        page = self._meta(save_id).get("page")
        return page if isinstance(page, dict) else {}

    def raw(self, save_id: str) -> str | None:
        """The text stored under `save_id`, untouched."""
        return self.backend.get(PREFIX + save_id)

    def moves(self, save_id: str) -> list[str] | None:
        """The moves stored under `save_id` (None: no readable save there), without replaying."""
        moves = self._meta(save_id).get("moves")
        return moves if isinstance(moves, list) and all(isinstance(m, str) for m in moves) else None

    def entries(self, known_games: Iterable[str] = ()) -> list[dict[str, Any]]:
        """One dict per save, newest first, without replaying any game (cheap to list). Any
        entry that does not look right is listed as damaged, whatever is in it."""
        known = set(known_games)
        out = [_entry(save_id, self._meta(save_id), known) for save_id in self.ids()]
        out.sort(key=lambda e: e["updated"], reverse=True)
        return out

    def free_id(self, base: str) -> str:
        """`base`, or `base~2`, `base~3`…: the first id not taken."""
        candidate, n = base, 1
        while self.backend.get(PREFIX + candidate) is not None:
            n += 1
            candidate = f"{base}~{n}"
        return candidate

    def adopt(self, game: Game, now: int) -> str:
        """Store a game opened from a link and return its save id, destroying nothing.

        A link that continues a saved game (its moves extend the saved ones) updates that save.
        A link that diverges from it, or lies behind it, gets a save of its own. In a full
        storage the kept screen makes room first (StorageFull if it still does not fit)."""
        save_id = self.slot_for(game)
        self._put_making_room(save_id, game, now, None, None)
        return save_id

    def slot_for(self, game: Game) -> str:
        """The id `game` is (to be) saved under: the save of the same game that its moves
        continue, else the first free id beside it."""
        if self.backend.get(PREFIX + legacy_save_id(game)) is not None:
            base = legacy_save_id(game)  # saved by an earlier version under that id
        else:
            base = save_id_for(game)
        candidate, n = base, 1
        while self.backend.get(PREFIX + candidate) is not None:
            stored = self.moves(candidate)  # the id holds the game and seed: compare moves only
            if stored is not None and game.history[:len(stored)] == stored:
                break  # same game, same or later position: update it
            n += 1
            candidate = f"{base}~{n}"
        return candidate


def _when(doc: dict[str, Any]) -> float:
    """When a save was last written (0 where that is not a number)."""
    updated = doc.get("updated")
    return updated if isinstance(updated, (int, float)) and not isinstance(updated, bool) else 0


def _entry(save_id: str, doc: dict[str, Any], known_games: set[str]) -> dict[str, Any]:
    """A save's line in the list, read defensively: every field checked for its type."""
    status, names, game = doc.get("status"), doc.get("names"), doc.get("game")
    when = _when(doc)
    sane = (isinstance(status, dict) and isinstance(names, list)
            and all(isinstance(n, str) for n in names) and isinstance(game, str)
            and (not known_games or game in known_games))
    if not sane:
        return {"id": save_id, "damaged": True, "reason": "corrupt", "updated": when}
    assert isinstance(status, dict) and isinstance(names, list)
    to_move = status.get("to_move_name")
    return {"id": save_id, "game": game, "names": [n[:40] for n in names], "updated": when,
            "finished": status.get("finished") is True,
            "to_move_name": to_move[:40] if isinstance(to_move, str) else None}
