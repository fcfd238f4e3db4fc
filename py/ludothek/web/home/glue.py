"""The home screen's browser glue: a save or every save downloaded, a backup file read, the new-
game form's name rows fitted, and the share dialog's QR encoder and share sheet."""

from __future__ import annotations

import asyncio
import traceback
from typing import Any

from ..core import effects as fx
from ..core.events import QrLoaded, StorageKept
from ..glue import dom

QR_ZIP = "static/build/segno.zip"  # the QR encoder, loaded on first use (tools/bundle.py)


class HomeGlue:
    def __init__(self, app: Any) -> None:
        self.app = app  # the page's App: its shelf and its dispatch

    def run(self, effect: fx.Effect) -> Any:
        shelf = self.app.shelf
        if isinstance(effect, fx.ExportBackup):
            name, text, said = shelf.backup()
            dom.download(name, text)
            return said
        if isinstance(effect, fx.DownloadSave):
            stored = shelf.store.raw(effect.save_id)
            if stored is not None:
                dom.download(f"ludothek-{effect.save_id}.json", stored)
        elif isinstance(effect, fx.ImportBackup):
            field = dom.nullable(dom.document.querySelector(f"input[name={effect.name}]"))
            if field is not None:
                asyncio.ensure_future(self.import_backup(field))
        elif isinstance(effect, fx.FitNameRows):
            dom.fit_name_rows()
        elif isinstance(effect, fx.ShareSheet):
            asyncio.ensure_future(self.share_sheet(dom.share_link(effect.url, effect.title)))
        elif isinstance(effect, fx.LoadQr):
            asyncio.ensure_future(self.load_qr())
        elif isinstance(effect, fx.CheckStorage):
            asyncio.ensure_future(self.check_storage(effect.ask))
        return None

    async def import_backup(self, field: dom.JsObject) -> None:
        files = field.files
        if not files or not files.length:
            return
        try:
            text = str(await dom.awaited(files.item(0), "text"))
        except Exception as err:  # unreadable (removed meanwhile, no permission): said
            text = f"unreadable: {err}"
        field.value = ""  # the same file can be chosen again
        self.app.dispatch(self.app.shelf.restore(text))

    async def load_qr(self) -> None:
        """The QR encoder (segno, bytecode: tools/bundle.py) from the site, on first use."""
        try:
            await dom.load_zip(QR_ZIP, "segno.zip")
            from ...draw import qr  # noqa: F401 (a broken zip fails here, not in a draw)
            ok = True
        except Exception:  # offline before the service worker kept it: the link still works
            traceback.print_exc()
            ok = False
        self.app.dispatch(QrLoaded(ok))

    async def check_storage(self, ask: bool) -> None:
        """navigator.storage.persisted(), or persist() where asked (a browser may put it to the
        person, or decide by how the site is used: installed, bookmarked, visited)."""
        storage = dom.nullable(getattr(dom.window.navigator, "storage", None))
        if storage is None or dom.nullable(getattr(storage, "persist", None)) is None:
            self.app.dispatch(StorageKept("none", ask))
            return
        try:
            kept = bool(await dom.awaited(storage, "persist" if ask else "persisted"))
        except Exception:  # refused outright (an insecure page, a sandbox): as not kept
            traceback.print_exc()
            kept = False
        self.app.dispatch(StorageKept("yes" if kept else "no", ask))

    async def share_sheet(self, opened: dom.JsObject) -> None:
        try:
            await opened
        except Exception:  # closed without sharing (AbortError): nothing to say
            pass
