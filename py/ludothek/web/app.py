"""The page controller: routes clicks to the engine, saves after every move, redraws.

Screens are built by screens.py and the games' renderers; this module only keeps the state of
the page (which game is open, what is selected, which dialog shows) and talks through dom.py.
"""

from __future__ import annotations

import asyncio
import json
import os
import time
import traceback
from typing import TYPE_CHECKING, Any, Literal, Union

from ..core import BadSave, IllegalMove, from_link_at, new_game
from ..core import registry
from . import dom, policy, record, replay, screens
from .computer import Computer
from .hint import LEVEL as HINT_LEVEL
from .hint import Hints, light
from .i18n import Translator, pick_language
from ..draw.markup import Node, h
from .modal import Modal, Overlay
from .store import PREFIX, SCREEN_KEY, SaveStore, StorageFull
from .taps import SETTLE_MS, TapGuard

if TYPE_CHECKING:
    from ..core.game import Game

GAME_HASH = "game/"
BOT_PAUSE = 0.7  # after a computer's move, so a person can follow it before the next one comes
# The table behind the pass-the-device screen is worded this long after the screen went up:
# after its frame is on the page, and long before a person can pass the device.
PREPARE_AFTER_MS = 60
# Taps the tap guard checks (taps.TapGuard): each plays or reveals something, so a second tap
# of a double tap, or a tap meant for a position gone, must not do it. "reveal": the privacy
# screen comes up where the finger that ended the turn still is.
GUARDED = ("move", "undo", "confirm-yes", "reveal")

# What a refused link says, where a save's words would not fit (a link is not saved).
LINK_ERRORS = {"corrupt": "error.link", "outdated": "error.link_outdated",
               "newer": "error.link_newer"}

# The dialog on show: ("confirm", (move, question)), ("share", url), ("delete", save id) or
# ("rules", game id).
Dialog = Union[tuple[Literal["confirm"], tuple[str, str]],
               tuple[Literal["share", "delete", "rules"], str]]


class App:
    def __init__(self) -> None:
        self.backend = dom.LocalStorage()
        self.store = SaveStore(self.backend)
        lang = self.backend.get_setting("lang") or pick_language(dom.browser_languages())
        self.t = Translator(lang)
        self.game: Game | None = None
        self.save_id: str | None = None
        self.ui: dict[str, str | None] = {}
        self.dialog: Dialog | None = None
        self.revealed_seat: int | None = None
        # (save id, moves played) the computer is thinking about
        self.thinking: tuple[str | None, int] | None = None
        self.searching = 0  # the computer's searches under way (a left-behind one included)
        # The computer's last move, shown until the next move: (its log entry or None, mover,
        # move), worded when drawn, in the language on show then.
        self.notice: tuple[dict[str, Any] | None, int, str] | None = None
        # Started as soon as a game may need it (a computer seat, hints).
        self.computer = Computer()
        self.known: list[str] | None = None  # the moves last read from or written to the save
        self.taps = TapGuard()
        self.modal = Modal()
        self.tap_spot: tuple[float, float] | None = None  # where the tap being handled landed
        self.replay: replay.Replay | None = None  # the open game's positions, built on need
        self.shown: int | None = None  # the earlier position on show (None: the present)
        self.hints = Hints(False, [])
        self.hint: str | None = None  # the suggested move lit on the table
        self.hinting: tuple[str | None, int] | None = None  # (save id, moves) asked about
        self.log_lines = screens.LogLines()  # the log's markup, kept between redraws
        self.drawn_log: list[str] | None = None  # the log lines the page shows now
        # The table behind the pass-the-device screen, worded ahead for the state on the page:
        # every change of state redraws, and every redraw drops it.
        self.prepared: screens.GamePatch | None = None

    # ----- start and routing ---------------------------------------------------------------

    def start(self) -> None:
        dom.set_lang(self.t.lang)
        app = dom.by_id("app")
        dom.listen(app, "click", self.on_click)
        dom.listen(app, "keydown", self.on_key)
        dom.listen(app, "submit", self.on_submit)
        dom.listen(app, "change", self.on_change)
        dom.listen(dom.by_id("overlay"), "click", self.on_click)
        dom.listen(dom.by_id("alert"), "click", self.on_click)
        dom.listen(dom.window, "hashchange", lambda _event: self.route())
        dom.listen(dom.window, "resize", self.on_resize)
        dom.listen(dom.window, "storage", self.on_storage)
        dom.listen(dom.window, "keydown", self.on_key_down)
        dom.listen(dom.window, "pagehide", lambda _event: self.keep_screen())
        dom.listen(dom.document, "visibilitychange", self.on_visibility)
        self.layout = dom.layout()
        try:
            self.route()
            if self.backend.memory and dom.by_id("alert").hidden:
                self.alert(self.t("error.no_storage"))
        finally:  # whatever the address or the storage holds, the page starts
            dom.show("loading", False)
            dom.show("app", True)
            dom.mark_ready()

    def route(self) -> None:
        fragment = dom.location_hash().lstrip("#")
        try:
            if fragment.startswith("L"):
                self.open_link(fragment)
            elif fragment.startswith(GAME_HASH):
                self.open_save(fragment[len(GAME_HASH):])
            else:
                self.go_home()
        except Exception as err:  # a bug must not brick the page: home, say it, drop the hash
            traceback.print_exc()
            self.game = None
            self.go_home()
            self.alert(self.t("error.internal", detail=str(err)[:200]))

    def open_link(self, fragment: str) -> None:
        try:
            game, ply = from_link_at(fragment)
        except BadSave as err:
            self.go_home()
            self.alert(self.t(LINK_ERRORS.get(err.reason, f"error.{err.reason}")))
            return
        save_id: str | None = None
        self.known = None  # nothing read or written for this game yet
        try:
            save_id = self.store.adopt(game, dom.now_ms())
            self.known = list(game.history)
            # Play at a distance: the last move may come as a link. Counted once (by save id).
            record.keep(self.backend, game, save_id, dom.now_ms())
        except StorageFull:
            self.alert(self.t("error.save_failed"))
        self.show_game(game, save_id, at=ply)

    def open_save(self, save_id: str) -> None:
        try:
            game = self.store.get(save_id)
            self.known = list(game.history)
        except KeyError:
            self.go_home()
            self.alert(self.t("error.not_found"))
            return
        except BadSave as err:
            self.go_home()
            self.alert(self.t(f"error.{err.reason}"))
            return
        self.show_game(game, save_id)

    # ----- screens -------------------------------------------------------------------------

    def go_home(self) -> None:
        self.game, self.save_id, self.dialog, self.thinking = None, None, None, None
        dom.set_hash("")
        self.draw()

    def show_game(self, game: Game, save_id: str | None, at: int | None = None) -> None:
        """Open `game`; `at`: show the position after that many moves (a link's move)."""
        self.game, self.save_id = game, save_id
        self.ui, self.dialog, self.revealed_seat, self.notice = {}, None, None, None
        self.thinking = None  # a search about a game open before is not this game's
        self.replay, self.shown, self.hint, self.hinting = None, at, None, None
        self.drawn_log = None  # another game's log may be on the page
        page = self.store.page(save_id) if save_id else {}
        self.hints = Hints.read(page, game.players)
        if self.hints.allowed or any(kind != "human" for kind in game.seats):
            self.computer.start()
        dom.add_game_style(game.ID, registry.style(game.ID))
        if save_id:  # else a link that could not be saved: it stays in the address bar
            dom.set_hash(GAME_HASH + save_id)
        self.draw()
        self.computer_turn()

    def draw(self, prepared: screens.GamePatch | None = None) -> None:
        """Redraw the page; `prepared`: the game screen, already worded for this state."""
        if self.prepared is not None:
            self.prepared = None
            dom.set_root_attr("data-prepared", None)
        focused = dom.focus_key()
        self._draw(prepared)
        dom.restore_focus(focused)
        overlay: Overlay = "dialog" if self.dialog is not None else (
            "privacy" if self._privacy_needed() else None)
        self.modal.drawn(overlay, self.ui.get("zoom") if self.game is not None else None, focused)
        # Test hooks and tap guard: the move shown and the moves played, the layout drawn for.
        dom.set_root_attr("data-layout", self.layout)
        last = None if self.game is None else len(self.game.history)
        shown = last if self.shown is None else self.shown
        dom.set_root_attr("data-ply", None if shown is None else str(shown))
        dom.set_root_attr("data-ply-max", None if last is None else str(last))

    def _draw(self, prepared: screens.GamePatch | None = None) -> None:
        if self.game is None:
            dom.set_html("app", screens.home(self.t, self._saves_listed(), self._summary()))
            # A form kept open through the redraw keeps its table size: its rows follow it.
            for players_field in dom.all_in(dom.by_id("app"), "select[name=players]"):
                self._show_name_rows(players_field)
            self.drawn_log = None
        else:
            self._draw_game(prepared or screens.game_patch(self._game_markup(), self.drawn_log))
        dom.set_html("overlay", self._overlay_markup())
        covered = self._privacy_needed()
        dom.show("overlay", self.dialog is not None or covered)
        if covered and self.dialog is None:
            dom.later(PREPARE_AFTER_MS / 1000, self._prepare_reveal)

    def _saves_listed(self) -> list[dict[str, Any]]:
        saves = self.store.entries(registry.specs())
        for entry in saves:
            if entry.get("updated"):
                entry["when"] = dom.format_time(entry["updated"], self.t.lang)
        return saves

    def _summary(self) -> record.Summary:
        return record.summary(record.parse(self.backend.get(record.RECORD_KEY)))

    def _refresh_home(self) -> None:
        """Another tab changed the saves or the record: redraw those parts of the home screen
        only (a new-game form being filled in stays as it is). The focus stays on its button
        (rows are keyed by save id: a row that moved keeps its own). A deletion asked here of a
        save deleted there is not asked any more: the whole screen is drawn without it."""
        if self.dialog is not None and self.dialog[0] == "delete" \
                and self.store.raw(self.dialog[1]) is None:
            self.dialog = None
            self.draw()
            return
        focused = dom.focus_key()
        dom.set_html(screens.SAVES_ID, screens.saved_list(self.t, self._saves_listed()))
        dom.set_html(screens.RECORD_ID, screens.record_panel(self._summary(), self.t))
        dom.restore_focus(focused)

    def _draw_game(self, patch: screens.GamePatch) -> None:
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

    def _prepare_reveal(self) -> None:
        """While the pass-the-device screen waits, word the table of the person it waits for
        (in Python only: nothing of their hand reaches the page before they say 'it is me'), so
        that the tap has only to put it on the page. Dropped by any redraw meanwhile."""
        game = self.game
        if (self.prepared is not None or game is None or self.dialog is not None
                or not self._privacy_needed()):
            return  # worded already, or the screen is gone
        covered = self.revealed_seat
        self.revealed_seat = game.to_move
        try:
            patch = screens.game_patch(self._game_markup(), self.drawn_log)
        finally:
            self.revealed_seat = covered
        self.prepared = patch
        dom.set_root_attr("data-prepared", "")  # test hook: the next reveal uses it

    def _table(self, game: Game) -> policy.Table:
        return policy.page_view(game, self.revealed_seat)

    def _privacy_needed(self) -> bool:
        return self.game is not None and policy.privacy_needed(self.game, self.revealed_seat)

    def _viewing_seat(self, game: Game) -> int | None:
        return policy.viewing_seat(game, self.revealed_seat)

    def _positions(self, game: Game) -> replay.Replay:
        if self.replay is None:
            self.replay = replay.Replay(game)
        else:
            self.replay.follow(game)
        return self.replay

    def _game_markup(self) -> Node:
        game = self.game
        assert game is not None  # drawn only while a game is open
        last = len(game.history)
        if self.shown is not None and self.shown < last:
            position = self._positions(game).at(self.shown)
            table = replay.replay_view(game, position, self.revealed_seat)
            ui: dict[str, str | None] = {"layout": self.layout}
            undo, notice, hint_offered = None, None, False
        else:
            self.shown, position = None, game
            table = self._table(game)
            ui = {**self.ui, "layout": self.layout}
            notice = self._notice_text(game)
            if self.thinking:
                notice = self.t("game.thinking", name=game.names[game.to_move])
            elif self.hinting:
                notice = self.t("hint.thinking")
            undo = None if self.thinking else policy.undo_offer(game)
            # Kept (marked busy) while the hint is searched: the focus stays on it.
            hint_offered = self.hints.allowed and bool(table.view["legal"]) and not self.thinking
            if self.hint is not None:
                notice = self.t("hint.shown", move=self.hint)
        markup = screens.game_screen(
            table.view, ui, self.t, undo, show_table=not table.covered, notice=notice,
            last=last, log_plies=replay.log_plies(position, table.seat), hint_offered=hint_offered,
            hint_busy=bool(self.hinting),
            hints=self.hints.used if self.hints.allowed and game.is_over else None,
            log_lines=self.log_lines)
        if self.hint is not None and self.shown is None and not table.covered:
            light(markup, self.hint)
        return markup

    def _overlay_markup(self) -> Node | str:
        if self.game is not None and self._privacy_needed() and self.dialog is None:
            return screens.privacy_screen(self.game.names[self.game.to_move], self.t,
                                          len(self.game.history))
        dialog = self.dialog
        if dialog is None:
            return ""
        if dialog[0] == "share":
            assert self.game is not None  # shared from the game screen
            return screens.share_dialog(dialog[1], type(self.game).HIDDEN_HANDS, self.t,
                                        ply=self.shown)
        if dialog[0] == "rules":
            return screens.rules_dialog(dialog[1], self.t)
        if dialog[0] == "confirm":
            assert self.game is not None  # a move is confirmed on the game screen
            return screens.confirm_dialog(dialog[1][1], self.t, ply=len(self.game.history))
        return screens.confirm_dialog(self.t("home.delete_confirm"), self.t)

    def alert(self, text: str) -> None:
        dom.set_html("alert", h("div", {"class_": "alert-box"}, h("p", {}, text),
                                h("button", {"data-action": "dismiss"}, self.t("error.dismiss"))))
        dom.show("alert", True)

    # ----- events --------------------------------------------------------------------------

    def on_visibility(self, _event: dom.JsObject) -> None:
        if dom.page_hidden():
            self.keep_screen()

    def keep_screen(self) -> None:
        """The page is being left (a reload, another tab, the tablet put away): keep the screen
        as the next start will draw it. Hidden cards are covered as for whoever picks the device
        up, and no card is selected, hint lit or dialog open (a dialog is not part of it)."""
        try:
            if self.game is None:
                html, game_id, css = dom.inner_html("app"), "", ""
            else:
                # As the next start draws it (show_game): a tap on it then finds its target.
                kept = self.revealed_seat, self.shown, self.ui, self.hint, self.notice
                self.revealed_seat, self.shown, self.ui, self.hint, self.notice = \
                    None, None, {}, None, None
                try:
                    html = str(self._game_markup())
                finally:
                    self.revealed_seat, self.shown, self.ui, self.hint, self.notice = kept
                game_id, css = self.game.ID, registry.style(self.game.ID) or ""
            screen = {"hash": dom.location_hash().lstrip("#"), "lang": self.t.lang, "html": html,
                      "game": game_id, "css": css}
            self.backend.set(SCREEN_KEY, json.dumps(screen, ensure_ascii=False))
        except Exception:  # storage full or refused: the next start shows the loading screen
            traceback.print_exc()
            self.backend.remove(SCREEN_KEY)

    def on_resize(self, _event: dom.JsObject) -> None:
        """Turning a tablet redraws the table for the new orientation."""
        layout = dom.layout()
        if layout != self.layout:
            self.layout = layout
            if self.game is not None:
                self.draw()

    def on_submit(self, event: dom.JsObject) -> None:
        event.preventDefault()
        form = event.target
        self.start_game(str(form.dataset.game), dom.form_values(form))

    def on_change(self, event: dom.JsObject) -> None:
        """The new-game form shows one name row per seat of the chosen table size; a chosen
        backup file is read."""
        target = event.target
        if str(target.name).startswith("seat.") and str(target.value) != "human":
            self.computer.start()  # a computer will play: its Python boots meanwhile
        if str(target.name) == "backup":
            asyncio.ensure_future(self._import_backup(target))
            return
        if str(target.name) == "players":
            self._show_name_rows(target)

    @staticmethod
    def _show_name_rows(players_field: dom.JsObject) -> None:
        """One name row per seat of the table size chosen in `players_field`'s form."""
        players = int(str(players_field.value))
        for field in dom.all_in(players_field.form, ".seat-field"):
            shown = int(str(field.dataset.seat)) < players
            field.hidden = not shown
            field.disabled = not shown

    def on_key(self, event: dom.JsObject) -> None:
        key = str(event.key)
        target = event.target
        if key in ("Enter", " ") and dom.nullable(target.getAttribute("role")) == "button":
            event.preventDefault()
            self.on_click(event)

    def on_key_down(self, event: dom.JsObject) -> None:
        """Escape closes a dialog, else an enlarged card (never the pass-the-device screen);
        ←/→/Home/End step through the game, unless a field or a dialog has the keys."""
        zoom = self.ui.get("zoom") if self.game is not None else None
        if str(event.key) == "Escape" and (self.dialog is not None or zoom):
            event.preventDefault()
            if self.dialog is not None:
                self.do_close_dialog(event)
            else:
                self._toggle_ui("zoom", str(zoom))
            return
        step = replay.KEYS.get(str(event.key))
        target = event.target
        tag = str(getattr(target, "tagName", "") or "").lower()
        if (step is None or self.game is None or self.dialog is not None or self._privacy_needed()
                or tag in ("input", "select", "textarea") or event.altKey or event.ctrlKey
                or event.metaKey):
            return
        event.preventDefault()
        self.do_replay_step(step)

    def on_click(self, event: dom.JsObject) -> None:
        target = dom.closest(event, "[data-action]")
        if target is None:
            return
        action = str(target.dataset.action)
        if action == "start":
            return  # the form's submit event starts the game
        event.preventDefault()
        if action in GUARDED and not self._tap_accepted(event, target):
            return  # a tap for another position, or the second half of a double tap
        try:
            self.act(action, target.dataset)
        except Exception as err:  # never leave the page dead: say what happened
            traceback.print_exc()
            self.alert(self.t("error.internal", detail=str(err)))

    def _tap_accepted(self, event: dom.JsObject, target: dom.JsObject) -> bool:
        if self.game is None:
            return True  # confirm-yes also deletes saves on the home screen
        drawn = dom.nullable(target.closest("[data-ply]"))
        ply = None if drawn is None else int(str(drawn.dataset.ply))
        clicks = int(getattr(event, "detail", 0) or 0)
        self.tap_spot = dom.event_spot(event)
        return self.taps.accepts(ply, len(self.game.history), clicks, float(event.timeStamp),
                                 self.tap_spot)

    def _settling(self) -> None:
        """A move was applied: a tap at the same spot for a moment is part of the same gesture.
        <html data-settling> says so meanwhile (tests wait for it to go, as a person would)."""
        self.taps.moved(dom.now_ms_precise(), self.tap_spot)
        dom.set_root_attr("data-settling", "")
        dom.later(SETTLE_MS / 1000, self._settled)

    def _settled(self) -> None:
        if dom.now_ms_precise() - self.taps.last_move_at >= SETTLE_MS - 1:  # no later move since
            dom.set_root_attr("data-settling", None)

    def on_storage(self, event: dom.JsObject) -> None:
        """Another tab wrote a save: follow it if it is the open game (policy says when), or
        list it on the home screen."""
        key = dom.nullable(event.key)
        if self.game is None:
            if key is None or str(key).startswith(PREFIX) or str(key) == record.RECORD_KEY:
                self._refresh_home()  # None: the other tab cleared the storage
            return
        if self.save_id is None or key is None \
                or str(key) != PREFIX + self.save_id:
            return
        if not self._follow_other_tab() and self.store.moves(self.save_id) == self.game.history:
            # The same moves: a hint asked there. Its count is kept with the next save here.
            self.hints = Hints.read(self.store.page(self.save_id), self.game.players)

    def _follow_other_tab(self) -> bool:
        """Open the save of the open game as another tab left it, if policy.follows_other_tab
        says so: its moves, its hint counts, and its computer's turn (a search here about the
        position left behind is dropped). True if it did."""
        if self.game is None or self.save_id is None:
            return False
        stored = self.store.moves(self.save_id)
        if not policy.follows_other_tab(stored, self.game.history, self.known, bool(self.thinking)):
            return False
        try:
            game = self.store.get(self.save_id)
        except Exception:  # damaged meanwhile: keep what is open, persist() will fork
            return False
        self.game, self.known = game, list(game.history)
        self.hints = Hints.read(self.store.page(self.save_id), game.players)
        self.ui, self.notice, self.dialog, self.hint, self.hinting = {}, None, None, None, None
        # Whoever said "it is me" here may have passed the device on there: hidden hands are
        # covered again until the person to move says it is them.
        self.thinking, self.revealed_seat = None, None
        if self.shown is not None and self.shown > len(game.history):
            self.shown = None  # the position on show was taken back there
        self.draw()
        self.computer_turn()
        return True

    def act(self, action: str, data: dom.JsObject) -> None:
        getattr(self, "do_" + action.replace("-", "_"))(data)

    def do_lang(self, data: dom.JsObject) -> None:
        self.t = Translator(str(data.value))
        self.backend.set_setting("lang", self.t.lang)
        dom.set_lang(self.t.lang)
        self.draw()

    def do_home(self, data: dom.JsObject) -> None:
        self.go_home()

    def do_rules(self, data: dom.JsObject) -> None:
        self.dialog = ("rules", str(data.game))
        self.draw()

    def do_resume(self, data: dom.JsObject) -> None:
        self.open_save(str(data.id))

    def do_export(self, data: dom.JsObject) -> None:
        """A save as it is stored, as a file: a damaged one can be kept or looked at elsewhere."""
        save_id = str(data.id)
        text = self.store.raw(save_id)
        if text is not None:
            dom.download(f"ludothek-{save_id}.json", text)

    def do_backup_export(self, data: dom.JsObject) -> None:
        """Every save that opens, and the record, in one file."""
        from . import backup  # loaded when asked for: a start that backs nothing up skips it

        now = dom.now_ms()
        text, left_out = backup.export(self.store, self.backend.get(record.RECORD_KEY), now)
        stamp = time.strftime("%Y-%m-%d-%H%M", time.gmtime(now / 1000))
        dom.download(f"ludothek-backup-{stamp}.json", text)
        said = self.t("backup.exported", n=len(self.store.ids()) - len(left_out))
        if left_out:
            said += " " + self.t("backup.left_out", n=len(left_out))
        self.alert(said)

    async def _import_backup(self, field: dom.JsObject) -> None:
        """Read a backup file; a damaged one changes nothing and says why."""
        files = field.files
        if not files or not files.length:
            return
        text = str(await files.item(0).text())
        field.value = ""  # the same file can be chosen again
        from . import backup  # loaded when asked for: a start that backs nothing up skips it

        try:
            report = backup.restore(self.store, backup.read(text), dom.now_ms())
        except backup.BadBackup as err:
            # The detail is for developers (English, in the console); the player reads the reason.
            print(f"backup refused: {err.reason}: {err.detail}")
            key = "backup.newer" if err.reason == "newer" else "backup.bad"
            self.alert(self.t(key, detail=self.t(f"backup.why.{err.reason}")))
            return
        except StorageFull:
            self.alert(self.t("backup.full"))
            return
        said = self.t("backup.done", added=len(report.added), updated=len(report.updated),
                      skipped=len(report.skipped))
        if report.renamed:
            said += " " + self.t("backup.renamed", n=len(report.renamed))
        if self.game is None:
            self.draw()
        self.alert(said)

    def do_delete(self, data: dom.JsObject) -> None:
        self.dialog = ("delete", str(data.id))
        self.draw()

    def do_select(self, data: dom.JsObject) -> None:
        self._toggle_ui("selected", str(data.value))

    def do_ui(self, data: dom.JsObject) -> None:
        self._toggle_ui(str(data.key), str(data.value))

    def _toggle_ui(self, key: str, value: str) -> None:
        """Page-side state a renderer asks for (a chosen card, a zoomed card): tap again to clear."""
        self.ui[key] = None if self.ui.get(key) == value else value
        self.draw()

    def do_move(self, data: dom.JsObject) -> None:
        move = str(data.move)
        if getattr(data, "confirm", None):
            self.dialog = ("confirm", (move, str(data.confirm)))
            self.draw()
            return
        self.play(move)

    def do_confirm_yes(self, data: dom.JsObject) -> None:
        dialog = self.dialog
        assert dialog is not None  # the button is in the dialog
        self.dialog = None
        if dialog[0] == "delete":
            self.store.delete(dialog[1])
            self.draw()
        else:
            self.play(dialog[1][0])

    def do_confirm_no(self, data: dom.JsObject) -> None:
        self.dialog = None
        self.draw()

    def do_close_dialog(self, data: dom.JsObject) -> None:
        self.do_confirm_no(data)

    def do_dismiss(self, data: dom.JsObject) -> None:
        dom.show("alert", False)
        dom.set_html("alert", "")

    def do_undo(self, data: dom.JsObject) -> None:
        game = self.game
        assert game is not None  # the button is on the game screen
        offer = policy.undo_offer(game)
        if offer is None or self.thinking:
            return  # the position changed since the button was drawn
        try:
            self.game = game.undo(offer.count)
            self._settling()
        except IllegalMove as err:
            self.alert(self.t("error.illegal", detail=str(err)))
            return
        self.ui, self.notice, self.hint, self.hinting, self.shown = {}, None, None, None, None
        self.persist()
        self.draw()
        self.computer_turn()  # after any undo the game goes on

    def do_replay(self, data: dom.JsObject) -> None:
        to = getattr(data, "to", None)
        if to is not None:
            self.show_ply(int(str(to)))
        else:
            self.do_replay_step(str(data.replay))

    def do_replay_step(self, step: str) -> None:
        assert self.game is not None  # the controls are on the game screen
        last = len(self.game.history)
        self.show_ply(replay.step(step, last if self.shown is None else self.shown, last))

    def show_ply(self, ply: int) -> None:
        """Show the position after `ply` moves; the last one is the present, where one plays."""
        assert self.game is not None  # the controls are on the game screen
        last = len(self.game.history)
        shown = max(0, min(ply, last))
        self.shown = None if shown == last else shown
        self.draw()

    def do_hint(self, data: dom.JsObject) -> None:
        """Ask the computer (normal level) for a move for the person to move; nothing is played."""
        game = self.game
        assert game is not None  # the button is on the game screen
        if (not self.hints.allowed or self.thinking or self.hinting or self.shown is not None
                or not policy.page_view(game, self.revealed_seat).view["legal"]):
            return  # the position changed since the button was drawn
        self.hinting = (self.save_id, len(game.history))
        self.hint = None
        self.draw()
        asyncio.ensure_future(self._find_hint(self.hinting))

    async def _find_hint(self, token: tuple[str | None, int]) -> None:
        game = self.game
        assert game is not None  # asked on the game screen
        seat = game.current_seat()
        move = await self.computer.choose(game, HINT_LEVEL)
        if self.hinting != token or self.game is not game:
            return  # the player moved on meanwhile
        self.hinting = None
        self.hint = move
        self.hints.used[seat] += 1
        self.persist()
        self.draw()

    def do_share(self, data: dom.JsObject) -> None:
        assert self.game is not None  # the button is on the game screen
        self.dialog = ("share", f"{dom.page_url()}#{self.game.link(self.shown)}")
        self.draw()
        dom.select_input("share-url")

    def do_copy_link(self, data: dom.JsObject) -> None:
        dialog = self.dialog
        assert dialog is not None and dialog[0] == "share"  # the button is in the share dialog
        dom.copy_text(dialog[1])
        dom.select_input("share-url")

    def do_reveal(self, data: dom.JsObject) -> None:
        assert self.game is not None  # the button covers the game screen
        prepared = self.prepared  # worded for this very state: draw() drops it at any other
        self.revealed_seat = self.game.to_move
        self.draw(prepared)

    # ----- playing -------------------------------------------------------------------------

    def start_game(self, game_id: str, values: dict[str, str | bool]) -> None:
        players = int(values.get("players", registry.spec(game_id).default_players))
        seats = [str(values.get(f"seat.{i}", "human")) for i in range(players)]  # select: text
        names = [str(values.get(f"name.{i}", "")).strip()  # text input
                 or (self.t("seat.computer_name", n=i + 1) if seats[i] != "human" else "")
                 for i in range(players)]
        options = {key[4:]: value for key, value in values.items() if key.startswith("opt.")}
        seed = int.from_bytes(os.urandom(6), "big")
        try:
            game = new_game(game_id, seed=seed, players=players, options=options, names=names,
                            seats=seats)
        except ValueError as err:
            self.alert(self.t("error.illegal", detail=str(err)))
            return
        self.game, self.save_id = game, self.store.free_id(policy.save_id(game))
        self.known = None
        self.hints = Hints(values.get("page.hints") is True, [0] * players)
        self.persist()
        self.show_game(game, self.save_id)

    def play(self, move: str) -> None:
        if self.thinking:
            return  # the computer has the move
        assert self.game is not None  # moves are offered on the game screen
        try:
            self.game.play(move)
        except IllegalMove as err:
            self.alert(self.t("error.illegal", detail=str(err)))
            self.draw()
            return
        self._settling()
        self.ui, self.notice, self.hint, self.hinting = {}, None, None, None
        self.persist()
        self.draw()
        self.computer_turn()

    # ----- computer players ----------------------------------------------------------------

    def computer_turn(self, delay: float = 0.0) -> None:
        """If a computer has the move, let it think in the worker; the page stays live."""
        game = self.game
        if game is None or game.is_over or self.thinking or game.seats[game.to_move] == "human":
            return
        self.thinking = (self.save_id, len(game.history))
        self.draw()
        asyncio.ensure_future(self._think(self.thinking, delay))

    async def _think(self, token: tuple[str | None, int], delay: float) -> None:
        game = self.game
        if game is None or self.thinking != token:
            return  # the player left before the computer began
        level = game.seats[game.current_seat()]
        if delay:
            await asyncio.sleep(delay)
        self._searches(+1)
        try:
            move = await self.computer.choose(game, level)
        finally:
            self._searches(-1)
        if self.thinking != token or self.game is not game:
            return  # the player left or the game changed meanwhile
        if self._follow_other_tab():
            return  # another tab on this game moved first (its storage event may come later)
        self.thinking = None
        mover = game.current_seat()
        try:
            game.play(move)
        except IllegalMove as err:  # a computer must never do this; say so rather than hang
            self.alert(self.t("error.internal", detail=str(err)))
            self.draw()
            return
        entries = [e for e in game.log_for(self._viewing_seat(game)) if e.get("seat") == mover][-1:]
        self.notice = (entries[0] if entries else None, mover, move)
        self.ui = {}
        self.persist()
        self.draw()
        self.computer_turn(delay=BOT_PAUSE)

    def _notice_text(self, game: Game) -> str | None:
        """The computer's last move as the page says it now: its log line, which names the
        mover already, or the bare move after the mover's name."""
        if self.notice is None:
            return None
        entry, mover, move = self.notice
        if entry is not None:
            return self.t.log_line(game.ID, entry, game.names)
        return self.t("game.bot_played", name=game.names[mover], move=move)

    def _searches(self, change: int) -> None:
        """Count the computer's searches under way, left behind ones too; <html data-searching>
        says there are some (tests wait for a search left behind to end)."""
        self.searching += change
        dom.set_root_attr("data-searching", "" if self.searching else None)

    def persist(self) -> None:
        """Save after every move (store.keep: never over a save that moved on elsewhere). A
        full storage says so and keeps the game in memory."""
        game = self.game
        assert game is not None  # called after a move or an undo in the open game
        try:
            kept = self.store.keep(self.save_id, game, dom.now_ms(), self.known, self.hints.data())
        except StorageFull:
            self.alert(self.t("error.save_failed"))
            return
        self.save_id, self.known = kept.save_id, list(game.history)
        if kept.forked:
            self.alert(self.t("error.forked"))
        dom.set_hash(GAME_HASH + self.save_id)
        record.keep(self.backend, game, self.save_id, dom.now_ms())


def main() -> None:
    App().start()
