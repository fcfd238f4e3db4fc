"""The page controller: routes clicks to the engine, saves after every move, redraws.

Screens are built by screens.py and the games' renderers; this module only keeps the state of
the page (which game is open, what is selected, which dialog shows) and talks through dom.py.
"""

import asyncio
import os
import traceback

from ..core import BadSave, IllegalMove, from_link, new_game
from ..core import registry
from . import dom, policy, screens
from .i18n import Translator, pick_language
from ..draw.markup import h
from .store import SaveStore, StorageFull

GAME_HASH = "game/"
# Thinking time the page grants each level in the worker (seconds), and the pause after a
# computer's move so a person can follow it before the next one comes.
BOT_SECONDS = {"easy": 0.5, "normal": 1.5, "strong": 4.0}
BOT_PAUSE = 0.7


class App:
    def __init__(self):
        self.backend = dom.LocalStorage()
        self.store = SaveStore(self.backend)
        lang = self.backend.get_setting("lang") or pick_language(dom.browser_languages())
        self.t = Translator(lang)
        self.game = None
        self.save_id = None
        self.ui = {}
        self.dialog = None  # ("confirm", move) | ("share", url) | ("delete", id)
        self.revealed_seat = None
        self.thinking = None  # (save id, moves played) the computer is thinking about
        self.notice = None  # the computer's last move, shown until the next move
        self.worker = None  # the bot worker, started on first need

    # ----- start and routing ---------------------------------------------------------------

    def start(self):
        dom.set_lang(self.t.lang)
        app = dom.by_id("app")
        dom.listen(app, "click", self.on_click)
        dom.listen(app, "keydown", self.on_key)
        dom.listen(app, "submit", self.on_submit)
        dom.listen(dom.by_id("overlay"), "click", self.on_click)
        dom.listen(dom.by_id("alert"), "click", self.on_click)
        dom.listen(dom.window, "hashchange", lambda _event: self.route())
        dom.listen(dom.window, "resize", self.on_resize)
        self.layout = dom.layout()
        self.route()
        dom.show("loading", False)
        dom.show("app", True)
        dom.mark_ready()

    def route(self):
        fragment = dom.location_hash().lstrip("#")
        if fragment.startswith("L"):
            self.open_link(fragment)
        elif fragment.startswith(GAME_HASH):
            self.open_save(fragment[len(GAME_HASH):])
        else:
            self.go_home()

    def open_link(self, fragment):
        try:
            game = from_link(fragment)
        except BadSave as err:
            self.go_home()
            self.alert(self.t("error.link" if err.reason == "corrupt" else f"error.{err.reason}"))
            return
        save_id = None
        try:
            save_id = self.store.adopt(game, dom.now_ms())
        except StorageFull:
            self.alert(self.t("error.save_failed"))
        self.show_game(game, save_id)

    def open_save(self, save_id):
        try:
            game = self.store.get(save_id)
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

    def go_home(self):
        self.game, self.save_id, self.dialog, self.thinking = None, None, None, None
        dom.set_hash("")
        self.draw()

    def show_game(self, game, save_id):
        self.game, self.save_id = game, save_id
        self.ui, self.dialog, self.revealed_seat, self.notice = {}, None, None, None
        dom.set_hash(GAME_HASH + save_id if save_id else "")
        self.draw()
        self.computer_turn()

    def draw(self):
        focused = dom.focus_key()
        self._draw()
        dom.restore_focus(focused)

    def _draw(self):
        if self.game is None:
            saves = self.store.entries()
            for entry in saves:
                if entry.get("updated"):
                    entry["when"] = dom.format_time(entry["updated"], self.t.lang)
            dom.set_html("app", screens.home(self.t, saves))
        else:
            dom.set_html("app", self._game_markup())
            dom.scroll_to_end(".log")
        dom.set_html("overlay", self._overlay_markup())
        dom.show("overlay", self.dialog is not None or self._privacy_needed())

    def _table(self):
        return policy.page_view(self.game, self.revealed_seat)

    def _privacy_needed(self):
        return self.game is not None and policy.privacy_needed(self.game, self.revealed_seat)

    def _viewing_seat(self):
        return policy.viewing_seat(self.game, self.revealed_seat)

    def _game_markup(self):
        table = self._table()
        notice = self.notice
        if self.thinking:
            notice = self.t("game.thinking", name=self.game.names[self.game.to_move])
        undo = None if self.thinking else policy.undo_offer(self.game)
        ui = {**self.ui, "layout": self.layout}
        return screens.game_screen(table.view, ui, self.t, undo, show_table=not table.covered,
                                   notice=notice)

    def _overlay_markup(self):
        if self.game is not None and self._privacy_needed() and self.dialog is None:
            return screens.privacy_screen(self.game.names[self.game.to_move], self.t)
        if self.dialog is None:
            return ""
        kind, value = self.dialog
        if kind == "share":
            return screens.share_dialog(value, type(self.game).HIDDEN_HANDS, self.t)
        if kind == "rules":
            return screens.rules_dialog(value, self.t)
        text = value[1] if kind == "confirm" else self.t("home.delete_confirm")
        return screens.confirm_dialog(text, self.t)

    def alert(self, text):
        dom.set_html("alert", h("div", {"class_": "alert-box"}, h("p", {}, text),
                                h("button", {"data-action": "dismiss"}, self.t("error.dismiss"))))
        dom.show("alert", True)

    # ----- events --------------------------------------------------------------------------

    def on_resize(self, _event):
        """Turning a tablet redraws the table for the new orientation."""
        layout = dom.layout()
        if layout != self.layout:
            self.layout = layout
            if self.game is not None:
                self.draw()

    def on_submit(self, event):
        event.preventDefault()
        form = event.target
        self.start_game(str(form.dataset.game), dom.form_values(form))

    def on_key(self, event):
        key = str(event.key)
        target = event.target
        if key in ("Enter", " ") and dom.nullable(target.getAttribute("role")) == "button":
            event.preventDefault()
            self.on_click(event)

    def on_click(self, event):
        target = dom.closest(event, "[data-action]")
        if target is None:
            return
        action = str(target.dataset.action)
        if action == "start":
            return  # the form's submit event starts the game
        event.preventDefault()
        try:
            self.act(action, target.dataset)
        except Exception as err:  # never leave the page dead: say what happened
            traceback.print_exc()
            self.alert(self.t("error.internal", detail=str(err)))

    def act(self, action, data):
        getattr(self, "do_" + action.replace("-", "_"))(data)

    def do_lang(self, data):
        self.t = Translator(str(data.value))
        self.backend.set_setting("lang", self.t.lang)
        dom.set_lang(self.t.lang)
        self.draw()

    def do_home(self, data):
        self.go_home()

    def do_rules(self, data):
        self.dialog = ("rules", str(data.game))
        self.draw()

    def do_resume(self, data):
        self.open_save(str(data.id))

    def do_delete(self, data):
        self.dialog = ("delete", str(data.id))
        self.draw()

    def do_select(self, data):
        self._toggle_ui("selected", str(data.value))

    def do_ui(self, data):
        self._toggle_ui(str(data.key), str(data.value))

    def _toggle_ui(self, key, value):
        """Page-side state a renderer asks for (a chosen card, a zoomed card): tap again to clear."""
        self.ui[key] = None if self.ui.get(key) == value else value
        self.draw()

    def do_move(self, data):
        move = str(data.move)
        if getattr(data, "confirm", None):
            self.dialog = ("confirm", (move, str(data.confirm)))
            self.draw()
            return
        self.play(move)

    def do_confirm_yes(self, data):
        kind, value = self.dialog
        self.dialog = None
        if kind == "delete":
            self.store.delete(value)
            self.draw()
        else:
            self.play(value[0])

    def do_confirm_no(self, data):
        self.dialog = None
        self.draw()

    def do_close_dialog(self, data):
        self.do_confirm_no(data)

    def do_dismiss(self, data):
        dom.show("alert", False)
        dom.set_html("alert", "")

    def do_undo(self, data):
        offer = policy.undo_offer(self.game)
        if offer is None or self.thinking:
            return  # the position changed since the button was drawn
        try:
            self.game = self.game.undo(offer.count)
        except IllegalMove as err:
            self.alert(self.t("error.illegal", detail=str(err)))
            return
        self.ui, self.notice = {}, None
        self.persist()
        self.draw()
        self.computer_turn()  # after any undo the game goes on

    def do_share(self, data):
        self.dialog = ("share", f"{dom.page_url()}#{self.game.link()}")
        self.draw()
        dom.select_input("share-url")

    def do_copy_link(self, data):
        dom.copy_text(self.dialog[1])
        dom.select_input("share-url")

    def do_reveal(self, data):
        self.revealed_seat = self.game.to_move
        self.draw()

    # ----- playing -------------------------------------------------------------------------

    def start_game(self, game_id, values):
        players = int(values.get("players", registry.spec(game_id).default_players))
        seats = [values.get(f"seat.{i}", "human") for i in range(players)]
        names = [values.get(f"name.{i}", "").strip()
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
        self.game, self.save_id = game, policy.save_id(game)
        self.persist()
        self.show_game(game, self.save_id)

    def play(self, move):
        if self.thinking:
            return  # the computer has the move
        try:
            self.game.play(move)
        except IllegalMove as err:
            self.alert(self.t("error.illegal", detail=str(err)))
            self.draw()
            return
        self.ui, self.notice = {}, None
        self.persist()
        self.draw()
        self.computer_turn()

    # ----- computer players ----------------------------------------------------------------

    def computer_turn(self, delay=0.0):
        """If a computer has the move, let it think in the worker; the page stays live."""
        game = self.game
        if game is None or game.is_over or self.thinking or game.seats[game.to_move] == "human":
            return
        self.thinking = (self.save_id, len(game.history))
        self.draw()
        asyncio.ensure_future(self._think(self.thinking, delay))

    async def _think(self, token, delay):
        game = self.game
        level = game.seats[game.to_move]
        seed = (game.seed * 1_000_003 + len(game.history)) % (2**31)  # reproducible, JS-safe
        try:
            if delay:
                await asyncio.sleep(delay)
            worker = await self._bot_worker()
            move = await worker.choose(game.save(), level, seed, BOT_SECONDS[level])
            move = str(move)
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
        entries = [e for e in game.log_for(self._viewing_seat()) if e.get("seat") == mover][-1:]
        line = self.t.log_line(game.ID, entries[0], game.names) if entries else move
        self.notice = self.t("game.bot_played", name=game.names[mover], move=line)
        self.ui = {}
        self.persist()
        self.draw()
        self.computer_turn(delay=BOT_PAUSE)

    async def _bot_worker(self):
        if self.worker is None:
            from pyscript import create_named_worker

            self.worker = await create_named_worker(src="./py/bot_worker.py", name="ludothek-bot",
                                                    config="./pyscript.toml")
        return self.worker

    def persist(self):
        """Save after every move; a full storage says so and keeps the game in memory."""
        if self.save_id is None:
            self.save_id = policy.save_id(self.game)
        try:
            self.store.put(self.save_id, self.game, dom.now_ms())
            dom.set_hash(GAME_HASH + self.save_id)
        except StorageFull:
            self.alert(self.t("error.save_failed"))


def main():
    App().start()
