"""Saved games on a key-value backend (the browser's localStorage in the page).

Rules: a save is written after every move; a save is never removed except by the player; an
entry that cannot be read is listed as damaged and left as it is; a write that fails (storage
full) raises StorageFull and changes nothing, so the game in memory stays valid.
"""

import json

from ..core import BadSave, load
from .policy import legacy_save_id, save_id

PREFIX = "ludothek:game:"


class StorageFull(Exception):
    """The backend refused a write (quota exceeded or storage disabled)."""


class SaveStore:
    """`backend` offers get(key) -> str | None, set(key, value), remove(key), keys()."""

    def __init__(self, backend):
        self.backend = backend

    def put(self, save_id, game, now):
        """Write `game` under `save_id`; keeps the creation time of an earlier write."""
        old = self._meta(save_id)
        status = {"finished": game.is_over,
                  "to_move_name": None if game.is_over else game.names[game.to_move]}
        text = game.save(id=save_id, created=old.get("created", now), updated=now, status=status)
        try:
            self.backend.set(PREFIX + save_id, text)
        except StorageFull:
            raise
        except Exception as err:  # a browser's QuotaExceededError arrives as a foreign exception
            raise StorageFull(str(err)) from err

    def _meta(self, save_id):
        text = self.backend.get(PREFIX + save_id)
        try:
            doc = json.loads(text) if text else {}
        except ValueError:
            return {}
        return doc if isinstance(doc, dict) else {}

    def get(self, save_id):
        text = self.backend.get(PREFIX + save_id)
        if text is None:
            raise KeyError(save_id)
        return load(text)

    def delete(self, save_id):
        self.backend.remove(PREFIX + save_id)

    def ids(self):
        return [k[len(PREFIX):] for k in self.backend.keys() if k.startswith(PREFIX)]

    def entries(self):
        """One dict per save, newest first, without replaying any game (cheap to list)."""
        out = []
        for save_id in self.ids():
            doc = self._meta(save_id)
            status = doc.get("status")
            names = doc.get("names")
            if not isinstance(status, dict) or not isinstance(names, list) or "game" not in doc:
                out.append({"id": save_id, "damaged": True, "reason": "corrupt", "updated": 0})
                continue
            out.append({"id": save_id, "game": doc["game"], "names": [str(n) for n in names],
                        "updated": doc.get("updated", 0), "finished": bool(status.get("finished")),
                        "to_move_name": status.get("to_move_name")})
        out.sort(key=lambda e: e.get("updated") or 0, reverse=True)
        return out

    def adopt(self, game, now):
        """Store a game opened from a link and return its save id, destroying nothing.

        A link that continues a saved game (its moves extend the saved ones) updates that save.
        A link that diverges from it, or lies behind it, gets a save of its own.
        """
        if self.backend.get(PREFIX + legacy_save_id(game)) is not None:
            base = legacy_save_id(game)  # saved by an earlier version under that id
        else:
            base = save_id(game)
        candidate, n = base, 1
        while True:
            text = self.backend.get(PREFIX + candidate)
            if text is None:
                break
            try:
                saved = load(text)
            except BadSave:
                saved = None
            if saved is not None and game.history[:len(saved.history)] == saved.history:
                break  # same game, same or later position: update it
            n += 1
            candidate = f"{base}~{n}"
        self.put(candidate, game, now)
        return candidate
