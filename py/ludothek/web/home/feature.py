"""How this feature joins the page (web/core/feature.py).

The home screen: the games and their new-game forms, the saved games (resumed, exported,
deleted), the player's record, backups, and sharing a game as a link or a QR code."""

from __future__ import annotations

from typing import Any

from ..core.effects import (CheckStorage, DownloadSave, ExportBackup, FitNameRows, ImportBackup,
                            Load, LoadQr, ShareSheet)
from ..core.events import HomeListed, QrLoaded, StorageKept
from ..core.feature import Feature
from . import share, update

def glue(app: Any) -> Any:
    from .glue import HomeGlue

    return HomeGlue(app)


FEATURE = Feature(
    "home",
    taps={
        "resume": lambda s, e: (s, [Load(e.data["id"])]),
        "export": lambda s, e: (s, [DownloadSave(e.data["id"])]),
        "backup-export": lambda s, e: (s, [ExportBackup()]),
        "delete": lambda s, e: (s.replace(dialog=("delete", e.data["id"])), []),
        "confirm-yes/delete": update.deleted,
        "share": share.share,
        "copy-link": share.copy_link,
        "share-sheet": share.share_sheet,
    },
    events={HomeListed: update.home_listed, QrLoaded: share.qr_loaded,
            StorageKept: update.storage_kept},
    changes={"seat.": update.form_changed, "backup": update.form_changed,
             "players": update.form_changed},
    page=update.page,
    dialogs={"share": update.share_dialog, "delete": update.delete_dialog},
    after=update.check_storage,
    runs=(ExportBackup, DownloadSave, ImportBackup, FitNameRows, LoadQr, ShareSheet,
          CheckStorage),
    glue=glue,
)
