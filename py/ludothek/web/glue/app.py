"""The browser glue: turns DOM events into events (events.py), hands each to `update.update`,
runs the effects it returns (effects.py) and puts `page.screen` of the new state on the page,
once per event. It decides nothing and keeps no state of its own but the current PageState;
what it keeps besides is only for drawing faster (the memo, the log on the page, the table
worded ahead behind the pass-the-device screen) or for the browser's focus (modal.py).
"""

from __future__ import annotations

import os
from typing import Any

from ...core import registry
from ..core import effects as fx, page
from ..core.events import (Change, Event, Key, PageLeft, PicturesDue, Popped, Resize, Route,
                           StorageChanged, Submit, Tap)
from ..core.feature import Feature, features
from ..core.i18n import pick_language, translator
from ..core.loop import Loop
from ..core.state import PageState
from ..home.shelf import Shelf
from ..home.store import PREFIX
from ..play import screens
from ..play.guide import LEARNED_SETTING as LEARNED, read_learned
from ..play.screen import Memo
from ..play.update import revealed
from ...draw.markup import Node
from ..review.chartdrag import ChartDrag
from . import dom
from .computer import Computer
from .longpress import LongPress
from .modal import Modal

# The table behind the pass-the-device screen is worded this long after the screen went up:
# after its frame is on the page, and long before a person can pass the device.
PREPARE_AFTER_MS = 60
# Where the focus goes when a redraw took what had it: a move on offer, else a control of the
# table, else the table itself (focusable by script only: play/screens.py).
AFTER_A_MOVE = ("#app .told [data-action=move]", "#app .table [data-action=move]", "#app .table [tabindex='0']",
                "#app .table button", "#app .table-wrap")


class App(Loop):
    def __init__(self) -> None:
        self.backend = dom.LocalStorage()
        self.shelf = Shelf(self.backend, dom.now_ms, dom.format_time)
        self.computer = Computer()
        self.glues: dict[str, Any] = {}  # each feature's browser glue, made on its first effect
        lang = self.backend.get_setting("lang") or pick_language(dom.browser_languages())
        t = translator(lang)
        super().__init__(PageState(lang=t.lang, layout=dom.layout(), page_url=dom.page_url(),
                                   alert=t("error.no_storage") if self.backend.memory else None,
                                   motion=self.backend.get_setting("motion") != "off",
                                   blind=self.backend.get_setting("blind") == "on",
                                   can_share=dom.can_share_link(),
                                   learned=read_learned(self.backend.get_setting(LEARNED))))
        self.memo = Memo()
        self.modal = Modal()
        self.drawn_log: list[str] | None = None  # the log lines the page shows now
        self.around: dict[str, tuple[str, bool]] = {}  # the overlay's and alert box's markup, shown
        self.root_attrs: dict[str, str | None] = {}  # the attributes drawn on <html>
        self.drawn: PageState | None = None  # the state the page shows
        # The screen of the state a reveal leads to, worded while the pass-the-device screen
        # waits (nothing of it on the page): (that state, its screen, its patch).
        self.prepared: tuple[PageState, page.Screen, screens.GamePatch] | None = None
        self.press = LongPress(self.explain)
        self.drag = ChartDrag(self.dispatch)

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
        elif isinstance(effect, fx.Later):
            timed = effect.event
            dom.later(effect.seconds, lambda: self.dispatch(timed))
        elif isinstance(effect, fx.SaveSetting):
            self.backend.set_setting(effect.key, effect.value)
        elif isinstance(effect, fx.Copy):
            dom.copy_text(effect.text)
        elif isinstance(effect, fx.SelectText):
            dom.select_input(effect.element_id)
        elif isinstance(effect, fx.Consume):
            if dom_event is not None:
                dom_event.preventDefault()
        else:
            feature = next(f for f in features() if isinstance(effect, f.runs))
            answer: Event | None = self.glue(feature).run(effect)
            return answer
        return None

    def glue(self, feature: Feature) -> Any:
        """The feature's browser glue, made when it is first needed."""
        if feature.name not in self.glues:
            assert feature.glue is not None, f"{feature.name} declares effects but no glue"
            self.glues[feature.name] = feature.glue(self)
        return self.glues[feature.name]

    # ----- drawing ---------------------------------------------------------------------------

    def draw(self) -> None:
        drawn, self.drawn = self.drawn, self.state
        if drawn is not None and page.only_hooks_differ(self.state, drawn):
            self.put_attrs(page.html_attrs(self.state))  # nothing else of the page changes
            if self.prepared is not None:  # worded for the state before: word it again
                self.prepared = None
                dom.set_root_attr("data-prepared", None)
                dom.later(PREPARE_AFTER_MS / 1000, self.prepare_reveal)
            return
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
        on_page = dom.focus_within("app")
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
        self.put_around("overlay", shown.overlay, shown.overlay_kind is not None)
        self.put_around("alert", shown.alert or "", shown.alert is not None)
        self.put_attrs(shown.attrs)
        dom.restore_focus(focused)
        if on_page and shown.overlay_kind is None and dom.focus_lost():
            # What had the focus went with the move (a card played): the table's next
            # control takes it, never the page's body (issue 50).
            dom.focus_first(*AFTER_A_MOVE)
        self.modal.drawn(shown.overlay_kind, shown.zoom, focused)
        if shown.overlay_kind == "privacy":
            dom.later(PREPARE_AFTER_MS / 1000, self.prepare_reveal)

    def put_attrs(self, attrs: dict[str, str | None]) -> None:
        """<html>'s attributes, those that changed."""
        for name, value in attrs.items():
            if name not in self.root_attrs or self.root_attrs[name] != value:
                dom.set_root_attr(name, value)
                self.root_attrs[name] = value

    def put_around(self, element_id: str, markup: Node | str, visible: bool) -> None:
        """The overlay or the alert box. Empty and hidden as it was (most taps in a game), it
        is left alone: each call into the page costs the tap's frame."""
        text = str(markup)
        if not text and not visible and self.around.get(element_id) == ("", False):
            return
        dom.set_html(element_id, text)
        dom.show(element_id, visible)
        self.around[element_id] = (text, visible)

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
                          bool(event.altKey or event.ctrlKey or event.metaKey),
                          dom.region_of(event.target)), event)

    def on_submit(self, event: dom.JsObject) -> None:
        event.preventDefault()
        form = event.target
        field = dom.nullable(form.getAttribute("data-change"))
        if field is not None:  # a form of one field, answered when sent (a move typed)
            entry = form.querySelector("input")
            text, entry.value = str(entry.value), ""  # emptied for the next (an alert quotes it)
            self.dispatch(Change(str(field), text))
            return
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
