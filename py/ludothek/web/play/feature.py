"""How this feature joins the page (web/core/feature.py).

A game in play: moves, the computer's turn, hints, the replay, the pass-the-device screen,
moves made elsewhere played out, and the guided first game's steps (guide.py)."""

from __future__ import annotations

from typing import Any

from ..core.effects import FindHint, FocusIn, KeepScreen, Think
from ..core.events import (HintFound, Loaded, LoadFailed, PageLeft, PlayOutNext, Saved,
                           SaveFailed, SearchDone, StorageChanged, Submit, ThinkNow)
from ..core.feature import Feature
from ..core.state import say
from . import playing, playout, screen, update

def glue(app: Any) -> Any:
    from .glue import PlayGlue

    return PlayGlue(app)


FEATURE = Feature(
    "play",
    taps={
        "home": lambda s, e: update.go_home(s),
        "move": update.move,
        "try": update.move,  # a target that is not a legal move now: the engine says why
        "confirm-yes/confirm": update.confirm_yes,
        "undo": lambda s, e: playing.undo(s, e.time, e.spot),
        "replay": update.replay_tap,
        "hint": lambda s, e: playing.hint(s),
        "reveal": lambda s, e: update.revealed(s),
        "guide-leave": update.leave_guide,
        "to-table": lambda s, e: update.to_table(s),
    },
    events={
        Submit: update.start_game,
        Loaded: update.loaded,
        LoadFailed: update.load_failed,
        Saved: update.saved,
        SaveFailed: lambda s, e: (say(s, "error.save_failed"), []),
        StorageChanged: update.storage_changed,
        PageLeft: update.page_left,
        PlayOutNext: playout.step_on,
        ThinkNow: lambda s, e: playing.think_now(s, e.token),
        SearchDone: lambda s, e: playing.searched(s, e.token, e.move, e.stored),
        HintFound: lambda s, e: playing.hint_found(s, e.token, e.move),
    },
    route=update.route,
    keys=update.replay_key,
    page=screen.page,
    dialogs={"confirm": screen.confirm},
    cover=screen.privacy,
    runs=(Think, FindHint, KeepScreen, FocusIn),
    glue=glue,
)
