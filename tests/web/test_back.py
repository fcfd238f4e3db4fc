"""The browser's Back closes what lies over the table (web/back.py), in CPython: the page's loop
with a model of the browser's history (entries, popstate, hashchange) around it."""

from __future__ import annotations

from ludothek.web.core import effects as fx
from ludothek.web.core.events import Key, Popped, Route, Submit, Tap
from ludothek.web.core.state import PageState
from ludothek.web.home.store import PREFIX
from web.page_driver import Driver


class Browser(Driver):
    """The page in a browser tab: its history entries as (address, layer depth), the current
    one, and the steps back the page asked for, made later as the browser makes them."""

    def __init__(self) -> None:
        super().__init__()
        self.entries: list[tuple[str, int]] = [("", 0)]
        self.at = 0
        self.asked: list[int] = []

    def run(self, effect: fx.Effect, context: object = None):
        fragment = self.entries[self.at][0]
        if isinstance(effect, fx.SetHash) and effect.fragment != fragment:  # dom.set_hash
            if effect.push:
                self._push((effect.fragment, 0))
            else:
                self.entries[self.at] = (effect.fragment, 0)
        elif isinstance(effect, fx.PushEntry):
            self._push((fragment, effect.depth))
        elif isinstance(effect, fx.HistoryBack):
            self.asked.append(-effect.steps)
        return super().run(effect, context)

    def _push(self, entry: tuple[str, int]) -> None:
        del self.entries[self.at + 1:]
        self.entries.append(entry)
        self.at += 1

    def traverse(self, delta: int) -> PageState:
        """Back or Forward by `delta`: popstate, then hashchange where the address changed."""
        before = self.entries[self.at][0]
        self.at = max(0, min(self.at + delta, len(self.entries) - 1))
        fragment, depth = self.entries[self.at]
        self.send(Popped(depth))
        if fragment != before:
            self.send(Route("#" + fragment))
        return self.state

    def settle(self) -> PageState:
        """The page's own steps back are made (the browser makes them after the event)."""
        while self.asked:
            self.traverse(self.asked.pop(0))
        return self.state

    def back(self) -> PageState:
        self.settle()
        self.traverse(-1)
        return self.settle()

    def forward(self) -> PageState:
        self.settle()
        self.traverse(1)
        return self.settle()


def game_page(game_id: str = "roseking") -> Browser:
    page = Browser()
    page.send(Route(""))
    page.send(Submit(game_id, {}, seed=7))
    return page


def first_card(page: Browser) -> str:
    assert page.state.game is not None
    return next(m for m in page.state.game.legal_moves()
                if m != "draw" and not m.startswith("H:"))


def entries(page: Browser) -> list[tuple[str, int]]:
    """The history up to the current entry."""
    return page.entries[:page.at + 1]


def test_back_closes_the_share_dialog_and_leaves_the_game_as_it_was():
    page = game_page()
    game_entries = entries(page)
    page.send(Tap("share"))
    assert page.state.dialog is not None and page.effects_of(fx.PushEntry) == [fx.PushEntry(1)]
    assert entries(page) == game_entries + [(game_entries[-1][0], 1)]
    state = page.back()
    assert state.dialog is None and state.game is not None and state.layer_entries == 0
    assert entries(page) == game_entries
    assert page.back().game is None  # the next Back goes home, as before the dialog


def test_a_dialog_closed_by_its_button_or_escape_takes_its_entry_with_it():
    page = game_page()
    game_entries = entries(page)
    for close in (Tap("close-dialog"), Key("Escape")):
        page.send(Tap("share"))
        page.send(close)
        assert page.state.dialog is None and page.effects_of(fx.HistoryBack)[-1] == fx.HistoryBack()
        assert page.settle().game is not None and entries(page) == game_entries
    assert page.back().game is None  # then Back goes home: nothing left behind


def test_a_dialog_opened_before_the_pages_own_step_back_ended_gets_its_entry_after_it():
    page = game_page()
    game_entries = entries(page)
    page.send(Tap("share"))
    page.send(Tap("close-dialog"))
    pushes = len(page.effects_of(fx.PushEntry))
    page.send(Tap("share"))  # the browser has not gone back yet
    assert len(page.effects_of(fx.PushEntry)) == pushes and page.state.going_back
    page.settle()
    assert entries(page) == game_entries + [(game_entries[-1][0], 1)]
    assert page.back().dialog is None and entries(page) == game_entries


def test_back_closes_a_confirm_question_without_playing_and_yes_plays_and_goes_back():
    page = game_page()
    move = first_card(page)
    question = Tap("move", {"move": move, "confirm": "Play?"}, ply=0, time=1000.0, spot=(5, 5))
    page.send(question)
    assert page.state.dialog == ("confirm", (move, "Play?"))
    state = page.back()
    assert state.dialog is None and state.plies == 0
    page.send(question)
    page.send(Tap("confirm-yes", ply=0, time=5000.0, spot=(50, 50)))
    assert page.settle().plies == 1 and page.state.dialog is None
    assert [depth for _, depth in entries(page)] == [0, 0]  # home, the game


def asked_to_delete() -> tuple[Browser, str]:
    """The home screen with a save, asked whether to delete it."""
    page = game_page()
    save_id = page.state.save_id
    assert save_id is not None
    page.send(Tap("home"))
    page.settle()
    page.send(Tap("delete", {"id": save_id}))
    return page, save_id


def test_back_closes_the_delete_question_on_the_home_screen_and_deletes_nothing():
    page, save_id = asked_to_delete()
    assert page.back().dialog is None and PREFIX + save_id in page.backend.data
    assert page.state.game is None and entries(page) == [("", 0)]
    page.send(Tap("delete", {"id": save_id}))
    page.send(Tap("confirm-yes"))
    assert PREFIX + save_id not in page.backend.data
    assert page.settle().dialog is None and entries(page) == [("", 0)]


def test_a_delete_question_dropped_for_a_save_deleted_elsewhere_takes_its_entry_too():
    page, save_id = asked_to_delete()
    del page.backend.data[PREFIX + save_id]  # another tab
    page.send(Route(""))  # anything that lists the saves again
    assert page.state.dialog is None and page.settle().layer_entries == 0
    assert entries(page) == [("", 0)]


def test_the_rules_opened_from_an_explanation_take_its_entry_and_return_to_the_game():
    page = game_page()
    game_entries = entries(page)
    page.send(Tap("explain", {"explain": "draw"}))
    assert page.state.dialog == ("explain", "draw")
    page.send(Tap("rules", {"game": "roseking", "section": "turn"}))
    assert page.state.rules is not None and page.state.layer_entries == 0
    assert len(entries(page)) == len(game_entries) + 1 and entries(page)[-1][1] == 0
    state = page.back()  # the rules' own Back
    assert state.dialog is None and state.game is not None and entries(page) == game_entries


def test_back_closes_an_enlarged_card_and_a_move_closing_it_takes_its_entry():
    page = game_page()
    game_entries = entries(page)
    page.send(Tap("ui", {"key": "zoom", "value": "c1"}))
    assert page.state.layer_entries == 1
    state = page.back()
    assert state.ui.get("zoom") is None and state.game is not None
    page.send(Tap("ui", {"key": "zoom", "value": "c1"}))
    page.send(Tap("move", {"move": first_card(page)}, ply=0, time=1000.0, spot=(5, 5)))
    assert page.state.plies == 1 and page.settle().layer_entries == 0
    assert entries(page) == game_entries


def test_a_dialog_over_an_enlarged_card_closes_first():
    page = game_page()
    page.send(Tap("ui", {"key": "zoom", "value": "c1"}))
    page.send(Tap("share"))
    assert page.state.layer_entries == 2 and [d for _, d in entries(page)][-2:] == [1, 2]
    state = page.back()
    assert state.dialog is None and state.ui.get("zoom") == "c1"
    assert page.back().ui.get("zoom") is None and page.state.game is not None


def test_games_with_a_card_enlarged_goes_back_over_its_entry_too():
    page = game_page()
    page.send(Tap("ui", {"key": "zoom", "value": "c1"}))
    page.send(Tap("home"))
    assert page.effects_of(fx.HistoryBack)[-1] == fx.HistoryBack(2)
    assert page.settle().game is None and entries(page) == [("", 0)]


def test_forward_to_a_closed_dialogs_entry_or_a_reload_there_does_not_open_it_again():
    page = game_page()
    game_entries = entries(page)
    page.send(Tap("share"))
    page.back()
    state = page.forward()
    assert state.dialog is None and entries(page) == game_entries
    reloaded = Browser()  # the page started anew on a dialog's entry
    reloaded.entries, reloaded.at = [("", 0), ("x", 0), ("x", 1)], 2
    reloaded.send(Route(""))
    reloaded.send(Popped(1))  # app.start: the entry it started on holds a layer
    assert reloaded.settle().dialog is None and reloaded.at == 1


def test_back_from_share_while_looking_back_keeps_the_earlier_position():
    page = game_page()
    for ply in range(2):
        page.send(Tap("move", {"move": first_card(page)}, ply=ply, time=1000.0 * (ply + 1),
                      spot=(5, 5 + 100 * ply)))
    page.send(Tap("replay", {"to": "1"}))
    page.send(Tap("share"))
    state = page.back()
    assert state.dialog is None and state.shown == 1 and state.plies == 2


def test_the_pass_the_device_screen_is_no_layer_back_still_goes_home():
    page = game_page("jacynth")
    assert page.state.covered and page.state.layer_entries == 0
    assert not page.effects_of(fx.PushEntry)
    assert page.back().game is None


def test_entries_alone_redraw_nothing():
    page = game_page()
    page.send(Tap("share"))
    page.send(Tap("close-dialog"))
    redraws = page.redraws
    page.settle()  # the popstate of the page's own step back
    assert page.redraws == redraws
