"""The effects that read or write the storage, run on any backend (localStorage in the page, a
dict in the tests): each answers with the event that `update` takes next. No browser here:
app.py hands over the clock and the browser's way of writing a date."""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import Any

from ...core import BadSave
from ...core import registry
from ..core import effects as fx
from . import record
from ..core.events import Event, HomeListed, Loaded, LoadFailed, Said, Saved, SaveFailed
from ..core.state import Home
from .store import Backend, SaveStore, StorageFull


class Shelf:
    def __init__(self, backend: Backend, now: Callable[[], int],
                 when: Callable[[float, str], str] = lambda ms, lang: "") -> None:
        self.backend = backend
        self.store = SaveStore(backend)
        self.now = now
        self.when = when  # a save's time as the person reads it, in a language

    def run(self, effect: fx.Effect, lang: str) -> Event | None:
        """Run `effect` if it is one of the storage's; its answer, if any."""
        if isinstance(effect, fx.Save):
            return self.save(effect)
        if isinstance(effect, fx.Adopt):
            return self.adopt(effect)
        if isinstance(effect, fx.Load):
            return self.load(effect)
        if isinstance(effect, fx.ListHome):
            return HomeListed(self.home(lang))
        if isinstance(effect, fx.Delete):
            self.store.delete(effect.save_id)
        return None

    def save(self, effect: fx.Save) -> Event:
        """store.keep: never over a save that moved on elsewhere; then the record, once over."""
        now = self.now()
        try:
            kept = self.store.keep(effect.save_id, effect.game, now,
                                   None if effect.known is None else list(effect.known),
                                   dict(effect.page))
        except StorageFull:
            return SaveFailed()
        record.keep(self.backend, effect.game, kept.save_id, now)
        return Saved(kept.save_id, tuple(effect.game.history), kept.forked)

    def adopt(self, effect: fx.Adopt) -> Event:
        now = self.now()
        earlier = self.store.moves(self.store.slot_for(effect.game))  # None: a new save
        try:
            save_id = self.store.adopt(effect.game, now)
        except StorageFull:
            return SaveFailed()
        # Play at a distance: the last move may come as a link. Counted once (by save id).
        record.keep(self.backend, effect.game, save_id, now)
        return Saved(save_id, tuple(effect.game.history), page=self.store.page(save_id),
                     before=None if earlier is None else len(earlier))

    def load(self, effect: fx.Load) -> Event:
        try:
            game = self.store.get(effect.save_id)
        except KeyError:
            return LoadFailed(effect.save_id, "not_found", effect.follow)
        except BadSave as err:
            return LoadFailed(effect.save_id, err.reason, effect.follow)
        return Loaded(effect.save_id, game, self.store.page(effect.save_id), effect.follow)

    def home(self, lang: str) -> Home:
        saves = self.store.entries(registry.specs())
        for entry in saves:
            if entry.get("updated"):
                entry["when"] = self.when(entry["updated"], lang)
        finished = {e["id"] for e in saves if not e.get("damaged") and e["finished"]}
        summary = record.summary(record.parse(self.backend.get(record.RECORD_KEY)), finished)
        return Home(tuple(saves), summary, self.store.used())

    def moves(self, save_id: str | None) -> tuple[str, ...] | None:
        """The moves saved under `save_id` (None: none readable)."""
        moves = None if save_id is None else self.store.moves(save_id)
        return None if moves is None else tuple(moves)

    def backup(self) -> tuple[str, str, Event]:
        """Every save that opens, and the record, as one file: its name, its text, and what
        to tell the person."""
        from . import backup  # loaded when asked for: a start that backs nothing up skips it

        now = self.now()
        text, left_out = backup.export(self.store, self.backend.get(record.RECORD_KEY), now)
        stamp = time.strftime("%Y-%m-%d-%H%M", time.gmtime(now / 1000))
        more = (("backup.left_out", {"n": len(left_out)}),) if left_out else ()
        said = Said("backup.exported", {"n": len(self.store.ids()) - len(left_out)}, more)
        return f"ludothek-backup-{stamp}.json", text, said

    def restore(self, text: str) -> Event:
        """Add a backup file's games; a damaged one changes nothing and says why."""
        from . import backup  # loaded when asked for: a start that backs nothing up skips it

        try:
            report = backup.restore(self.store, backup.read(text), self.now())
        except backup.BadBackup as err:
            # The detail is for developers (English, in the console); the player reads the reason.
            print(f"backup refused: {err.reason}: {err.detail}")
            key = "backup.newer" if err.reason == "newer" else "backup.bad"
            return Said(key, worded={"detail": f"backup.why.{err.reason}"})
        except StorageFull:
            return Said("backup.full")
        counts: dict[str, Any] = {"added": len(report.added), "updated": len(report.updated),
                                  "skipped": len(report.skipped)}
        more = (("backup.renamed", {"n": len(report.renamed)}),) if report.renamed else ()
        return Said("backup.done", counts, more, home_changed=True)
