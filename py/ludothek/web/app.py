"""The page controller: routes clicks to the engine, saves after every move, redraws.

Screens are built by screens.py and the games' renderers; this module only keeps the state of
the page (which game is open, what is selected, which dialog shows) and talks through dom.py.
"""

from __future__ import annotations

import asyncio
import os
import traceback
from typing import TYPE_CHECKING, Literal, Union

from ..core import BadSave, IllegalMove, from_link, new_game
from ..core import registry
from . import dom, policy, screens
from .i18n import Translator, pick_language
from ..draw.markup import Node, h
from .store import PREFIX, Conflict, SaveStore, StorageFull
from .taps import SETTLE_MS, TapGuard

if TYPE_CHECKING:
    from ..core.game import Game

GAME_HASH = "game/"
# Thinking time the page grants each level in the worker (seconds), and the pause after a
# computer's move so a person can follow it before the next one comes.
BOT_SECONDS = {"easy": 0.5, "normal": 1.5, "strong": 4.0}
BOT_PAUSE = 0.7

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
        self.notice: str | None = None  # the computer's last move, shown until the next move
        self.worker: dom.JsObject = None  # the bot worker, started on first need
        self.known: list[str] | None = None  # the moves last read from or written to the save
        self.taps = TapGuard()
        self.tap_spot: tuple[float, float] | None = None  # where the tap being handled landed

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
        self.layout = dom.layout()
        try:
            self.route()
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
            game = from_link(fragment)
        except BadSave as err:
            self.go_home()
            self.alert(self.t("error.link" if err.reason == "corrupt" else f"error.{err.reason}"))
            return
        save_id: str | None = None
        try:
            save_id = self.store.adopt(game, dom.now_ms())
            self.known = list(game.history)
        except StorageFull:
            self.alert(self.t("error.save_failed"))
        self.show_game(game, save_id)

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

    def show_game(self, game: Game, save_id: str | None) -> None:
        self.game, self.save_id = game, save_id
        self.ui, self.dialog, self.revealed_seat, self.notice = {}, None, None, None
        dom.add_game_style(game.ID, registry.style(game.ID))
        dom.set_hash(GAME_HASH + save_id if save_id else "")
        self.draw()
        self.computer_turn()

    def draw(self) -> None:
        focused = dom.focus_key()
        self._draw()
        dom.restore_focus(focused)
        # Test hooks and tap guard: how many moves the drawn position has.
        ply = None if self.game is None else str(len(self.game.history))
        dom.set_root_attr("data-ply", ply)
        dom.set_root_attr("data-ply-max", ply)

    def _draw(self) -> None:
        if self.game is None:
            saves = self.store.entries(registry.specs())
            for entry in saves:
                if entry.get("updated"):
                    entry["when"] = dom.format_time(entry["updated"], self.t.lang)
            dom.set_html("app", screens.home(self.t, saves))
        else:
            dom.set_html("app", self._game_markup())
            dom.scroll_to_end(".log")
        dom.set_html("overlay", self._overlay_markup())
        dom.show("overlay", self.dialog is not None or self._privacy_needed())

    def _table(self, game: Game) -> policy.Table:
        return policy.page_view(game, self.revealed_seat)

    def _privacy_needed(self) -> bool:
        return self.game is not None and policy.privacy_needed(self.game, self.revealed_seat)

    def _viewing_seat(self, game: Game) -> int | None:
        return policy.viewing_seat(game, self.revealed_seat)

    def _game_markup(self) -> Node:
        game = self.game
        assert game is not None  # drawn only while a game is open
        table = self._table(game)
        notice = self.notice
        if self.thinking:
            notice = self.t("game.thinking", name=game.names[game.to_move])
        undo = None if self.thinking else policy.undo_offer(game)
        ui = {**self.ui, "layout": self.layout}
        return screens.game_screen(table.view, ui, self.t, undo, show_table=not table.covered,
                                   notice=notice)

    def _overlay_markup(self) -> Node | str:
        if self.game is not None and self._privacy_needed() and self.dialog is None:
            return screens.privacy_screen(self.game.names[self.game.to_move], self.t)
        dialog = self.dialog
        if dialog is None:
            return ""
        if dialog[0] == "share":
            assert self.game is not None  # shared from the game screen
            return screens.share_dialog(dialog[1], type(self.game).HIDDEN_HANDS, self.t)
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
        """The new-game form shows one name row per seat of the chosen table size."""
        target = event.target
        if str(target.name) != "players":
            return
        players = int(str(target.value))
        for field in dom.all_in(target.form, ".seat-field"):
            shown = int(str(field.dataset.seat)) < players
            field.hidden = not shown
            field.disabled = not shown

    def on_key(self, event: dom.JsObject) -> None:
        key = str(event.key)
        target = event.target
        if key in ("Enter", " ") and dom.nullable(target.getAttribute("role")) == "button":
            event.preventDefault()
            self.on_click(event)

    def on_click(self, event: dom.JsObject) -> None:
        target = dom.closest(event, "[data-action]")
        if target is None:
            return
        action = str(target.dataset.action)
        if action == "start":
            return  # the form's submit event starts the game
        event.preventDefault()
        if action in ("move", "undo", "confirm-yes") and not self._tap_accepted(event, target):
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
        """Another tab wrote a save: follow it if it is the open game and it moved on."""
        key = dom.nullable(event.key)
        if self.game is None or self.save_id is None or key is None or str(key) != PREFIX + self.save_id:
            return
        stored = self.store.moves(self.save_id)
        if stored is None or stored == self.game.history or self.thinking:
            return
        if stored[:len(self.game.history)] == self.game.history or stored == self.known:
            try:
                game = self.store.get(self.save_id)
            except Exception:  # damaged meanwhile: keep what is open, persist() will fork
                return
            self.game, self.known = game, list(game.history)
            self.ui, self.notice, self.dialog = {}, None, None
            self.draw()
            self.computer_turn()

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
        self.ui, self.notice = {}, None
        self.persist()
        self.draw()
        self.computer_turn()  # after any undo the game goes on

    def do_share(self, data: dom.JsObject) -> None:
        assert self.game is not None  # the button is on the game screen
        self.dialog = ("share", f"{dom.page_url()}#{self.game.link()}")
        self.draw()
        dom.select_input("share-url")

    def do_copy_link(self, data: dom.JsObject) -> None:
        dialog = self.dialog
        assert dialog is not None and dialog[0] == "share"  # the button is in the share dialog
        dom.copy_text(dialog[1])
        dom.select_input("share-url")

    def do_reveal(self, data: dom.JsObject) -> None:
        assert self.game is not None  # the button covers the game screen
        self.revealed_seat = self.game.to_move
        self.draw()

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
        self.ui, self.notice = {}, None
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
        seed = (game.seed * 1_000_003 + len(game.history)) % (2**31)  # reproducible, JS-safe
        try:
            if delay:
                await asyncio.sleep(delay)
            worker = await self._bot_worker()
            move = str(await worker.choose(game.save(), level, seed, BOT_SECONDS[level]))
        except Exception as err:  # no worker here: think on the main thread, briefly
            traceback.print_exc()
            from ..bots import choose_move

            move = choose_move(game, level=level, seed=seed, max_seconds=0.2)
            print(f"bot worker unavailable ({err}); chose on the main thread")
        if self.thinking != token or self.game is not game:
            return  # the player left or the game changed meanwhile
        self.thinking = None
        mover = game.to_move
        try:
            game.play(move)
        except IllegalMove as err:  # a computer must never do this; say so rather than hang
            self.alert(self.t("error.internal", detail=str(err)))
            self.draw()
            return
        entries = [e for e in game.log_for(self._viewing_seat(game)) if e.get("seat") == mover][-1:]
        # The log line names the mover already; a bare move needs the name before it.
        self.notice = (self.t.log_line(game.ID, entries[0], game.names) if entries
                       else self.t("game.bot_played", name=game.names[mover], move=move))
        self.ui = {}
        self.persist()
        self.draw()
        self.computer_turn(delay=BOT_PAUSE)

    async def _bot_worker(self) -> dom.JsObject:
        if self.worker is None:
            from pyscript import create_named_worker

            self.worker = await create_named_worker(src="./py/bot_worker.py", name="ludothek-bot",
                                                    config="./pyscript.toml")
        return self.worker

    def persist(self) -> None:
        """Save after every move. A full storage says so and keeps the game in memory; a save
        that moved on in another tab is never overwritten: this game is kept beside it."""
        game = self.game
        assert game is not None  # called after a move or an undo in the open game
        if self.save_id is None:
            self.save_id = self.store.free_id(policy.save_id(game))
        try:
            try:
                self.store.put(self.save_id, game, dom.now_ms(), known=self.known)
            except Conflict:
                self.save_id = self.store.free_id(self.save_id.split("~")[0])
                self.store.put(self.save_id, game, dom.now_ms())
                self.alert(self.t("error.forked"))
            self.known = list(game.history)
            dom.set_hash(GAME_HASH + self.save_id)
        except StorageFull:
            self.alert(self.t("error.save_failed"))


def main() -> None:
    App().start()
