"""A game's browser glue: the computer's move and a hint searched by the computer (its worker,
glue/computer.py), and the screen kept for the next start (screen.kept_screen)."""

from __future__ import annotations

import asyncio
import json
import traceback
from typing import Any

from ...core import registry
from ..core import effects as fx
from ..core.events import HintFound, SearchDone
from ..core.hint import LEVEL as HINT_LEVEL
from ..core.state import PageState
from ..glue import dom
from ..home.store import SCREEN_KEY
from .screen import kept_screen


# The regions of the game screen the keyboard moves within (update.FOCUS_KEYS).
# A feature's own regions are marked data-region (web/blind's parts of the game in words).
REGIONS = {"table": "#app .table", "log": "#app .log", "told": "#app .told"}


class PlayGlue:
    def __init__(self, app: Any) -> None:
        self.app = app  # the page's App: its state, computer, shelf, memo and dispatch

    def run(self, effect: fx.Effect) -> None:
        if isinstance(effect, fx.Think):
            asyncio.ensure_future(self.think(effect))
        elif isinstance(effect, fx.FindHint):
            asyncio.ensure_future(self.find_hint(effect))
        elif isinstance(effect, fx.KeepScreen):
            self.keep_screen(effect.state)
        elif isinstance(effect, fx.FocusIn):
            dom.focus_in(REGIONS.get(effect.region, f"#app [data-region='{effect.region}']"),
                         effect.to)

    async def think(self, effect: fx.Think) -> None:
        move: str | None = None
        try:
            move = await self.app.computer.choose(effect.game, effect.level)
        except Exception:  # said by the search's own message in the console; the page goes on
            traceback.print_exc()
        # Another tab on this game may have moved first (its storage event may come later).
        app = self.app
        app.dispatch(SearchDone(effect.token, move, app.shelf.moves(app.state.save_id)))

    async def find_hint(self, effect: fx.FindHint) -> None:
        move = await self.app.computer.choose(effect.game, HINT_LEVEL)
        self.app.dispatch(HintFound(effect.token, move))

    def keep_screen(self, state: PageState | None) -> None:
        """Keep the screen as the next start will draw it (screen.kept_screen)."""
        backend = self.app.backend
        try:
            kept: dict[str, Any] = {"html": dom.inner_html("app"), "plays": []}
            game_id = css = ""
            if state is not None and state.game is not None:
                kept = kept_screen(state, self.app.memo)
                game_id, css = state.game.ID, registry.style(state.game.ID) or ""
            screen = {"hash": dom.location_hash().lstrip("#"), "lang": self.app.state.lang,
                      "game": game_id, "css": css, **kept}
            backend.set(SCREEN_KEY, json.dumps(screen, ensure_ascii=False))
        except Exception:  # storage full or refused: the next start shows the loading screen
            traceback.print_exc()
            backend.remove(SCREEN_KEY)
