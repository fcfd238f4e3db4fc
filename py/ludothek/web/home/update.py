"""The home screen's branches of `update` and its part of `screen`: the saves as read, a save
resumed, exported or deleted (asked first), backups, the new-game forms' fields, and the share
dialog drawn."""

from __future__ import annotations

from typing import Any

from ...draw.markup import Node
from ..core.effects import (CheckStorage, Delete, Effect, FitNameRows, ImportBackup, ListHome,
                            StartWorker, Step)
from ..core.events import Change, HomeListed, StorageKept, Tap
from ..core.i18n import Translator
from ..core.page import share_qr
from ..core.state import PageState
from ..play import screens as game_screens
from . import screens


def home_listed(state: PageState, event: HomeListed) -> Step:
    """The saves as read now; a deletion asked of a save gone meanwhile is asked no more."""
    dialog = state.dialog
    if dialog is not None and dialog[0] == "delete" \
            and all(entry.get("id") != dialog[1] for entry in event.home.saves):
        dialog = None
    return state.replace(home=event.home, dialog=dialog), []


def storage_kept(state: PageState, event: StorageKept) -> Step:
    """The browser's word on keeping the saves (asked at the first game finished)."""
    kept = "refused" if event.asked and event.kept == "no" else event.kept
    return state.replace(storage_kept=kept), []


def check_storage(before: PageState, state: PageState, event: Any,
                  effects: list[Effect]) -> Step:
    """Whether the browser keeps the saves is read once the home screen lists them; it is asked
    to keep them when a game is first finished on this page (a player who finishes games has
    something to lose), unless it does already or said no this time."""
    game, earlier = state.game, before.game
    finished = (game is not None and earlier is not None and game.is_over
                and not earlier.is_over)
    if finished and state.storage_kept in ("unknown", "checking", "no"):
        return state.replace(storage_kept="asking"), [*effects, CheckStorage(ask=True)]
    if isinstance(event, HomeListed) and state.storage_kept == "unknown":
        return state.replace(storage_kept="checking"), [*effects, CheckStorage(ask=False)]
    return state, effects


def deleted(state: PageState, event: Tap) -> Step:
    """"Yes" to deleting a save."""
    dialog = state.dialog
    assert dialog is not None and dialog[0] == "delete"  # core.update.confirm_yes asks so
    return state.replace(dialog=None), [Delete(dialog[1]), ListHome()]


def form_changed(state: PageState, event: Change) -> Step:
    """A seat set to a computer boots its Python meanwhile; a chosen backup file is read; the
    table size shows one name row per seat."""
    if event.name.startswith("seat.") and event.value != "human":
        return state, [StartWorker()]
    if event.name == "backup":
        return state, [ImportBackup(event.name)]
    if event.name == "players":
        return state, [FitNameRows()]
    return state, []


def page(state: PageState, t: Translator, memo: Any) -> Node | None:
    if state.game is not None:
        return None
    return screens.home(t, [dict(entry) for entry in state.home.saves], state.home.summary,
                        state.motion, state.learned, state.pictures,
                        screens.Storage(state.home.used, state.storage_kept), state.blind)


def share_dialog(state: PageState, url: str, t: Translator) -> Node:
    game = state.game
    assert game is not None  # shared from the game screen
    return game_screens.share_dialog(url, type(game).SPEC.hidden_hands, t, ply=state.shown,
                                     copied=state.copied, qr=share_qr(state, url, t),
                                     can_share=state.can_share,
                                     devices="human" in game.seats and not state.guided)


def delete_dialog(state: PageState, save_id: str, t: Translator) -> Node:
    entry = next((e for e in state.home.saves if e.get("id") == save_id), None)
    named = "" if entry is None or entry.get("damaged") else " ".join(
        ["", t.game(entry["game"], "title"), "–", ", ".join(entry["names"])])
    return game_screens.confirm_dialog(t("home.delete_confirm") + named, t)
