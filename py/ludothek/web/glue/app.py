"""The browser glue: turns DOM events into events (events.py), hands each to `update.update`,
runs the effects it returns (effects.py) and puts `page.screen` of the new state on the page,
once per event. It decides nothing and keeps no state of its own but the current PageState;
what it keeps besides is only for drawing faster (the memo, the log on the page, the table
worded ahead behind the pass-the-device screen) or for the browser's focus (modal.py).
"""

from __future__ import annotations

import asyncio
import json
import os
import traceback
from typing import TYPE_CHECKING, Any

from ...core import registry
from . import dom
from ..core import effects as fx, page
from ..play import screens
from .computer import Computer
from .gather import Gather
from ..core.events import (Change, Event, HintFound, Key, PageLeft, PicturesDue, Popped, QrLoaded,
                     Resize, Route, ReviewStep, SearchDone, StorageChanged, Submit, Tap)
from ..learn.guiding import LEARNED_SETTING as LEARNED, read_learned
from ..core.hint import LEVEL as HINT_LEVEL
from ..core.i18n import pick_language, translator
from ..review.chartdrag import ChartDrag
from .longpress import LongPress
from .modal import Modal
from ..home.shelf import Shelf
from ..core.state import PageState
from ..home.store import PREFIX, SCREEN_KEY
from ..core.update import revealed
from ..core.loop import Loop

if TYPE_CHECKING:
    from ..table.tabling import Tabling

# The table behind the pass-the-device screen is worded this long after the screen went up:
# after its frame is on the page, and long before a person can pass the device.
PREPARE_AFTER_MS = 60
QR_ZIP = "static/build/segno.zip"  # the QR encoder, loaded on first use (tools/bundle.py)


class App(Loop):
    def __init__(self) -> None:
        self.backend = dom.LocalStorage()
        self.shelf = Shelf(self.backend, dom.now_ms, dom.format_time)
        self.computer = Computer()
        # A review's judged moves, drawn together when they come quickly (web/gather.py).
        self.review_steps: Gather[Event] = Gather(
            self.review_stepped, dom.later, lambda: dom.now_ms_precise() / 1000)
        lang = self.backend.get_setting("lang") or pick_language(dom.browser_languages())
        t = translator(lang)
        super().__init__(PageState(lang=t.lang, layout=dom.layout(), page_url=dom.page_url(),
                                   alert=t("error.no_storage") if self.backend.memory else None,
                                   motion=self.backend.get_setting("motion") != "off",
                                   can_share=dom.can_share_link(),
                                   learned=read_learned(self.backend.get_setting(LEARNED))))
        self.memo = page.Memo()
        self.modal = Modal()
        self.drawn_log: list[str] | None = None  # the log lines the page shows now
        # The screen of the state a reveal leads to, worded while the pass-the-device screen
        # waits (nothing of it on the page): (that state, its screen, its patch).
        self.prepared: tuple[PageState, page.Screen, screens.GamePatch] | None = None
        self.press = LongPress(self.explain)
        self.drag = ChartDrag(self.dispatch)
        self.tabling: Tabling | None = None  # other devices at the table, once one is asked

    def start(self) -> None:
        app = dom.by_id("app")
        dom.listen(app, "click", self.on_click)
        for pointer in (self.press, self.drag):  # a long press, a drag along the chart
            for kind, handler in (("pointerdown", pointer.down), ("pointermove", pointer.moved),
                                  ("pointerup", pointer.up), ("pointercancel", pointer.up)):
                dom.listen(app, kind, handler)
        for part in ("overlay", "alert"):  # a press there ends what a hold left pending
            dom.listen(dom.by_id(part), "pointerdown", self.press.down)
        dom.listen(app, "keydown", self.on_key)
        dom.listen(app, "submit", self.on_submit)
        dom.listen(app, "change", self.on_change)
        dom.listen(dom.by_id("overlay"), "click", self.on_click)
        dom.listen(dom.by_id("overlay"), "change", self.on_change)  # a guest's answer pasted
        dom.listen(dom.by_id("alert"), "click", self.on_click)
        dom.listen(dom.window, "hashchange", lambda _e: self.dispatch(Route(dom.location_hash())))
        dom.listen(dom.window, "popstate", lambda _e: self.dispatch(Popped(dom.entry_depth())))
        dom.listen(dom.window, "resize", lambda _e: self.dispatch(Resize(dom.layout())))
        dom.listen(dom.window, "storage", self.on_storage)
        dom.listen(dom.window, "keydown", self.on_key_down)
        dom.listen(dom.window, "pagehide", lambda _e: self.dispatch(PageLeft()))
        dom.listen(dom.document, "visibilitychange", self.on_visibility)
        dom.manual_scrolling()
        try:
            self.dispatch(Route(dom.location_hash()))
            if dom.entry_depth():  # reloaded over a dialog's entry: the dialog is gone, so is it
                self.dispatch(Popped(dom.entry_depth()))
        finally:  # whatever the address or the storage holds, the page starts
            dom.show("loading", False)
            dom.show("app", True)
            dom.mark_ready()

    # ----- effects and drawing -------------------------------------------------------------

    def run(self, effect: fx.Effect, dom_event: dom.JsObject) -> Event | None:
        """Do what `effect` asks; some answer with an event."""
        if isinstance(effect, fx.STORAGE):
            return self.shelf.run(effect, self.state.lang)
        if isinstance(effect, fx.ExportBackup):
            name, text, said = self.shelf.backup()
            dom.download(name, text)
            return said
        if isinstance(effect, fx.SetHash):
            dom.set_hash(effect.fragment, effect.push)
        elif isinstance(effect, fx.HistoryBack):
            dom.history_back(effect.steps)
        elif isinstance(effect, fx.PushEntry):
            dom.push_entry(effect.depth)
        elif isinstance(effect, fx.ScrollTop):
            dom.scroll_top()
        elif isinstance(effect, fx.ShowTapResult):
            dom.show_tap_result(effect.ui_key)
        elif isinstance(effect, fx.ShowLit):
            dom.bring_into_sight("#app [data-hint]")
        elif isinstance(effect, fx.ScrollTo):
            dom.scroll_into_view(effect.element_id)
        elif isinstance(effect, fx.StartWorker):
            self.computer.start()
        elif isinstance(effect, fx.Think):
            asyncio.ensure_future(self.think(effect))
        elif isinstance(effect, fx.FindHint):
            asyncio.ensure_future(self.find_hint(effect))
        elif isinstance(effect, fx.ReviewPly):
            asyncio.ensure_future(self.review_ply(effect))
        elif isinstance(effect, fx.Later):
            timed = effect.event
            dom.later(effect.seconds, lambda: self.dispatch(timed))
        elif isinstance(effect, fx.KeepScreen):
            self.keep_screen(effect.state)
        elif isinstance(effect, fx.SaveSetting):
            self.backend.set_setting(effect.key, effect.value)
        elif isinstance(effect, fx.DownloadSave):
            stored = self.shelf.store.raw(effect.save_id)
            if stored is not None:
                dom.download(f"ludothek-{effect.save_id}.json", stored)
        elif isinstance(effect, fx.ImportBackup):
            field = dom.nullable(dom.document.querySelector(f"input[name={effect.name}]"))
            if field is not None:
                asyncio.ensure_future(self.import_backup(field))
        elif isinstance(effect, fx.FitNameRows):
            dom.fit_name_rows()
        elif isinstance(effect, fx.Copy):
            dom.copy_text(effect.text)
        elif isinstance(effect, fx.ShareSheet):
            asyncio.ensure_future(self.share_sheet(dom.share_link(effect.url, effect.title)))
        elif isinstance(effect, fx.LoadQr):
            asyncio.ensure_future(self.load_qr())
        elif isinstance(effect, fx.SelectText):
            dom.select_input(effect.element_id)
        elif isinstance(effect, fx.TABLE):
            if self.tabling is None:
                from ..table.tabling import Tabling

                self.tabling = Tabling(self.dispatch)
            self.tabling.run(effect)
        elif isinstance(effect, fx.Consume):
            if dom_event is not None:
                dom_event.preventDefault()
        return None

    # ----- drawing ---------------------------------------------------------------------------

    def draw(self) -> None:
        prepared, self.prepared = self.prepared, None
        if prepared is not None:
            dom.set_root_attr("data-prepared", None)
        state = self.state
        patch: screens.GamePatch | None
        if prepared is not None and prepared[0] == state:
            shown, patch = prepared[1], prepared[2]
        else:
            shown = page.screen(state, self.memo)
            patch = None if state.game is None else screens.game_patch(shown.app, self.drawn_log)
        focused = dom.focus_key()
        if state.guest is not None and state.guest.view is not None:
            game_id = str(state.guest.view["game"])  # a seat at another device's table
            dom.add_game_style(game_id, registry.style(game_id))
        if state.game is None:
            dom.set_html("app", shown.app)
            if state.guest is None and not state.pictures:  # the home, its pictures held back
                dom.after_paint(lambda: self.dispatch(PicturesDue()))
            # A form kept open through the redraw keeps its table size: its rows follow it.
            self.run(fx.FitNameRows(), None)
            self.drawn_log = None
        else:
            dom.add_game_style(state.game.ID, registry.style(state.game.ID))
            assert patch is not None
            self.put_game(patch)
        dom.set_html("overlay", shown.overlay)
        dom.show("overlay", shown.overlay_kind is not None)
        dom.set_html("alert", shown.alert or "")
        dom.show("alert", shown.alert is not None)
        for name, value in shown.attrs.items():
            dom.set_root_attr(name, value)
        dom.restore_focus(focused)
        self.modal.drawn(shown.overlay_kind, shown.zoom, focused)
        if shown.overlay_kind == "privacy":
            dom.later(PREPARE_AFTER_MS / 1000, self.prepare_reveal)

    def put_game(self, patch: screens.GamePatch) -> None:
        if not patch.kept:
            dom.set_html("app", patch.text)
        elif dom.set_html("app", patch.text):
            if patch.appended:
                dom.append_html("#app .log", patch.appended)
        else:  # the log was not where it was: draw it whole
            dom.set_html("app", patch.markup)
        self.drawn_log = patch.lines
        if patch.grown:
            dom.scroll_to_end(".log")

    def prepare_reveal(self) -> None:
        """While the pass-the-device screen waits, word the table of the person it waits for
        (in Python only: nothing of their hand reaches the page before they say 'it is me'), so
        that the tap has only to put it on the page. Dropped by any redraw meanwhile."""
        state = self.state
        if self.prepared is not None or state.game is None or state.dialog is not None \
                or not state.covered:
            return  # worded already, or the screen is gone
        ahead, _ = revealed(state)
        shown = page.screen(ahead, self.memo)
        self.prepared = (ahead, shown, screens.game_patch(shown.app, self.drawn_log))
        dom.set_root_attr("data-prepared", "")  # test hook: the next reveal uses it

    # ----- effects that need the browser ----------------------------------------------------

    def keep_screen(self, state: PageState | None) -> None:
        """Keep the screen as the next start will draw it (page.kept_screen)."""
        try:
            kept: dict[str, Any] = {"html": dom.inner_html("app"), "plays": []}
            game_id = css = ""
            if state is not None and state.game is not None:
                kept = page.kept_screen(state, self.memo)
                game_id, css = state.game.ID, registry.style(state.game.ID) or ""
            screen = {"hash": dom.location_hash().lstrip("#"), "lang": self.state.lang,
                      "game": game_id, "css": css, **kept}
            self.backend.set(SCREEN_KEY, json.dumps(screen, ensure_ascii=False))
        except Exception:  # storage full or refused: the next start shows the loading screen
            traceback.print_exc()
            self.backend.remove(SCREEN_KEY)

    async def import_backup(self, field: dom.JsObject) -> None:
        files = field.files
        if not files or not files.length:
            return
        text = str(await files.item(0).text())
        field.value = ""  # the same file can be chosen again
        self.dispatch(self.shelf.restore(text))

    # ----- the QR encoder and the share sheet ----------------------------------------------

    async def load_qr(self) -> None:
        """The QR encoder (segno, bytecode: tools/bundle.py) from the site, on first use."""
        try:
            await dom.load_zip(QR_ZIP, "segno.zip")
            from ...draw import qr  # noqa: F401 (a broken zip fails here, not in a draw)
            ok = True
        except Exception:  # offline before the service worker kept it: the link still works
            traceback.print_exc()
            ok = False
        self.dispatch(QrLoaded(ok))

    async def share_sheet(self, opened: dom.JsObject) -> None:
        try:
            await opened
        except Exception:  # closed without sharing (AbortError): nothing to say
            pass

    # ----- the computer ----------------------------------------------------------------------

    async def think(self, effect: fx.Think) -> None:
        move: str | None = None
        try:
            move = await self.computer.choose(effect.game, effect.level)
        except Exception:  # said by the search's own message in the console; the page goes on
            traceback.print_exc()
        # Another tab on this game may have moved first (its storage event may come later).
        self.dispatch(SearchDone(effect.token, move, self.shelf.moves(self.state.save_id)))

    async def find_hint(self, effect: fx.FindHint) -> None:
        move = await self.computer.choose(effect.game, HINT_LEVEL)
        self.dispatch(HintFound(effect.token, move))

    async def review_ply(self, effect: fx.ReviewPly) -> None:
        from ..review.reviewing import wanted

        def still_wanted() -> bool:
            return wanted(self.state, effect.token)

        judged = await self.computer.review_ply(effect.game, effect.ply, effect.previous,
                                                effect.seed, effect.iterations, still_wanted)
        if still_wanted():
            self.review_steps.add(ReviewStep(effect.token, effect.ply, judged))
        else:  # the game was left
            self.end_review_if_done()

    def review_stepped(self, steps: list[Event]) -> None:
        self.dispatch_all(steps)
        self.end_review_if_done()

    def end_review_if_done(self) -> None:
        """The review's extra workers stopped once no review is under way (review.py says)."""
        from ..review.reviewing import workers_needed

        if not workers_needed(self.state):
            self.computer.end_review()

    # ----- DOM events ------------------------------------------------------------------------

    def on_click(self, event: dom.JsObject) -> None:
        if self.press.swallows_click():
            event.preventDefault()  # the end of a long press: it asked for an explanation
            return
        explained = dom.closest(event, "[data-explain]")
        if explained is not None and self.state.explaining:
            event.preventDefault()  # the "?" mode: a piece says what it is instead of acting
            self.explain(str(explained.dataset.explain), float(event.timeStamp))
            return
        target = dom.closest(event, "[data-action]")
        if target is None:
            return
        action = str(target.dataset.action)
        if action == "start":
            return  # the form's submit event starts the game
        event.preventDefault()
        drawn = dom.nullable(target.closest("[data-ply]"))
        self.dispatch(Tap(action, dom.data_of(target),
                          None if drawn is None else int(str(drawn.dataset.ply)),
                          int(getattr(event, "detail", 0) or 0), float(event.timeStamp),
                          dom.event_spot(event)), event)

    def explain(self, what: str, time: float) -> None:
        self.dispatch(Tap("explain", {"explain": what}, None, 1, time, None))

    def on_key(self, event: dom.JsObject) -> None:
        """Enter or Space on a role=button element taps it."""
        if str(event.key) in ("Enter", " ") \
                and dom.nullable(event.target.getAttribute("role")) == "button":
            event.preventDefault()
            self.on_click(event)

    def on_key_down(self, event: dom.JsObject) -> None:
        tag = str(getattr(event.target, "tagName", "") or "").lower()
        self.dispatch(Key(str(event.key), tag in ("input", "select", "textarea"),
                          bool(event.altKey or event.ctrlKey or event.metaKey)), event)

    def on_submit(self, event: dom.JsObject) -> None:
        event.preventDefault()
        form = event.target
        self.dispatch(Submit(str(form.dataset.game), dom.form_values(form),
                             int.from_bytes(os.urandom(6), "big")))

    def on_change(self, event: dom.JsObject) -> None:
        self.dispatch(Change(str(event.target.name), str(event.target.value)))

    def on_storage(self, event: dom.JsObject) -> None:
        key = dom.nullable(event.key)
        key = None if key is None else str(key)
        opened = self.state.save_id is not None and key == PREFIX + self.state.save_id
        self.dispatch(StorageChanged(key, self.shelf.moves(self.state.save_id) if opened else None))

    def on_visibility(self, _event: dom.JsObject) -> None:
        if dom.page_hidden():
            self.dispatch(PageLeft())


def main() -> None:
    App().start()
