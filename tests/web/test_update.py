"""The page as a value (issue 29): `update(state, event)` event by event in CPython, with the
effects run on a dict-backed store as the browser glue runs them on localStorage."""

from __future__ import annotations

import typing

import pytest

from ludothek import new_game
from ludothek.core import registry
from ludothek.web.core import effects as fx, events as ev
from ludothek.web.core.events import (Change, Failed, Key, LoadFailed, PageLeft, Resize, Route,
                                 SaveFailed, SearchDone, Settled, StorageChanged, Submit, Tap)
from ludothek.web.core.state import PageState
from ludothek.web.home.store import PREFIX
from ludothek.web.core.taps import SETTLE_MS
from ludothek.web.core.update import BRANCHES, TAPS, update
from web.page_driver import DictBackend, Driver


def started(game_id="roseking", **values) -> Driver:
    """A page where a new game of `game_id` was started from its form."""
    page = Driver()
    page.send(Route(""))
    page.send(Submit(game_id, values, seed=7))
    return page


def tap_move(page: Driver, move: str, time: float = 1000.0, spot=(10.0, 10.0), clicks=1):
    return page.send(Tap("move", {"action": "move", "move": move}, ply=page.state.plies,
                         clicks=clicks, time=time, spot=spot))


def first_card(game):
    return next(m for m in game.legal_moves() if m != "draw" and not m.startswith("H:"))


# ----- every event kind ----------------------------------------------------------------------

def test_every_event_kind_has_a_branch_of_update():
    assert set(BRANCHES) == set(typing.get_args(ev.Event))


def test_an_event_of_no_known_kind_is_refused_by_name():
    with pytest.raises(TypeError, match="object"):
        update(PageState(lang="en"), object())  # type: ignore[arg-type]


def test_the_home_address_opens_the_home_screen_with_its_saves_listed():
    page = Driver()
    page.send(Route(""))
    assert page.state.game is None and page.state.home.saves == ()
    assert page.effects_of(fx.ListHome) and page.hash == ""
    assert page.screen().overlay_kind is None


def test_the_home_pictures_load_only_once_the_page_is_ready_and_painted():
    """Issue 31: the pictures' SVGs took the main thread about 0.2 s while Python started. The
    home screen draws their frames empty (as the prebuilt first screen does) until the glue says
    the ready page has painted (PicturesDue); then each game's picture, in the page's language."""
    page = Driver(PageState(lang="de"))
    page.send(Route(""))
    games = len(registry.specs())
    before = str(page.screen().app)
    assert before.count('class="game-picture"') == games and "pictures/" not in before
    page.send(ev.PicturesDue())
    after = str(page.screen().app)
    assert after.count('src="static/build/pictures/') == games
    assert 'src="static/build/pictures/roseking.de.svg"' in after
    page.send(Tap("lang", {"action": "lang", "value": "en"}))
    assert 'src="static/build/pictures/roseking.en.svg"' in str(page.screen().app)


def test_a_new_game_is_saved_and_named_in_the_address_in_one_event():
    page = started("roseking")
    state = page.state
    assert state.game is not None and state.game.ID == "roseking"
    assert state.save_id is not None and page.hash == "game/" + state.save_id
    assert state.known == ()
    assert PREFIX + state.save_id in page.backend.data
    assert page.redraws == 2  # the home screen, then the game


def test_a_move_is_played_on_a_copy_so_the_earlier_state_keeps_its_game():
    page = started("roseking")
    before = page.state
    move = first_card(before.game)
    after = tap_move(page, move)
    assert before.game.history == [] and after.game.history == [move]
    assert after.known == (move,) and after.settling
    assert page.store.moves(after.save_id) == [move]
    assert any(isinstance(e, fx.Later) and isinstance(e.event, Settled) for e in page.done)


def test_an_illegal_move_says_why_and_changes_nothing_else():
    page = started("roseking")
    before = page.state
    after = tap_move(page, "Z9")
    assert after.game is before.game and after.alert and "Z9" in after.alert


@pytest.mark.parametrize("lang, says", [
    ("en", "Not possible: heap 1 holds only 3 counters."),
    ("de", "Das geht nicht: Haufen 1 hat nur 3 Hölzchen."),
])
def test_a_refused_tap_says_the_rules_reason_in_the_players_words(lang, says):
    page = started("nim", heaps="3-5-7")
    page.state = page.state.replace(lang=lang)
    after = page.send(Tap("try", {"action": "try", "move": "1-5"}, ply=page.state.plies,
                          time=1000.0, spot=(5.0, 5.0)))
    assert after.alert == says and after.game is not None and not after.game.match.history


@pytest.mark.parametrize("game_id, seats, lang, names", [
    ("roseking", ("human", "human"), "en", ["Red", "White"]),
    ("roseking", ("human", "easy"), "de", ["Rot", "Computer (leicht)"]),
    ("portroyal", ("human", "normal", "normal"), "en",
     ["Player 1", "Computer 2 (normal)", "Computer 3 (normal)"]),
])
def test_a_seat_left_unnamed_is_named_by_its_colour_or_the_computers_level(
        game_id, seats, lang, names):
    """Issue 36: not "P1" and "Computer 2", but who is who."""
    page = Driver(PageState(lang=lang))
    page.send(Route(""))
    values = {"players": str(len(seats))} | {f"seat.{i}": kind for i, kind in enumerate(seats)}
    page.send(Submit(game_id, values, seed=7))
    assert page.state.game is not None and page.state.game.names == names


def test_a_tap_that_opens_a_cards_moves_brings_them_into_sight():
    page = started("roseking")
    page.send(Tap("ui", {"action": "ui", "key": "zoom", "value": "card:x"}, time=5.0))
    assert page.effects_of(fx.ShowTapResult) == [fx.ShowTapResult("zoom")]
    page.send(Tap("ui", {"action": "ui", "key": "zoom", "value": "card:x"}, time=9.0))
    assert len(page.effects_of(fx.ShowTapResult)) == 1  # closed again: nothing more to show


def test_the_second_half_of_a_double_tap_plays_nothing():
    page = started("roseking")
    tap_move(page, first_card(page.state.game))
    state = page.state
    dropped = tap_move(page, first_card(state.game), clicks=2)
    assert dropped.game is state.game and dropped.too_quick


def test_the_second_half_of_a_double_tap_that_only_chose_says_to_tap_again():
    """Rose King: a double tap on a lit square; the first half chose its card (no move), the
    second, long after any move, is dropped: said, not silent (issue 36)."""
    page = started("roseking")
    move = first_card(page.state.game)
    page.send(Tap("select", {"value": move}, ply=0, time=60_000.0, spot=(10.0, 10.0)))
    state = tap_move(page, move, time=60_150.0, clicks=2)
    assert state.plies == 0 and state.too_quick
    assert "Too quick" in str(page.screen().app)
    assert tap_move(page, move, time=61_500.0).plies == 1  # tapped again: played


def test_a_tap_at_the_same_spot_right_after_a_move_is_the_same_gesture():
    page = started("roseking")
    tap_move(page, first_card(page.state.game), time=1000.0)
    state = page.state
    dropped = tap_move(page, first_card(state.game), time=1000.0 + SETTLE_MS / 2)
    assert dropped.game is state.game and dropped.too_quick  # not made, and said
    assert "Too quick" in str(page.screen().app)
    later = tap_move(page, first_card(state.game), time=1000.0 + SETTLE_MS)
    assert len(later.game.history) == 2 and not later.too_quick


def test_a_tap_drawn_for_another_position_plays_nothing():
    page = started("roseking")
    state = page.state
    stale = page.send(Tap("move", {"move": first_card(state.game)}, ply=5, time=1.0))
    assert stale is state


def test_settled_ends_the_gesture_only_for_the_last_move():
    page = started("roseking")
    tap_move(page, first_card(page.state.game), time=1000.0)
    assert page.send(Settled(999.0)).settling
    assert not page.send(Settled(1000.0)).settling


def test_against_the_computer_its_move_follows_and_is_told_in_one_redraw_per_event():
    page = started("roseking", **{"seat.1": "easy"})
    page.redraws = 0
    before = len(page.state.game.history)
    after = tap_move(page, first_card(page.state.game))
    assert len(after.game.history) == before + 2 and after.game.to_move == 0
    assert after.notice is not None and after.notice.mover == 1
    assert after.thinking is None and after.searching == 0
    assert page.redraws == 1


def test_a_search_for_a_position_left_behind_is_dropped():
    page = Driver(think=False)
    page.send(Route(""))
    page.send(Submit("roseking", {"seat.1": "easy"}, seed=7))
    tap_move(page, first_card(page.state.game))
    think = page.pending[-1]
    assert isinstance(think, fx.Think) and page.state.thinking == think.token
    home = page.send(Tap("home", {}))
    after = page.send(SearchDone(think.token, think.game.legal_moves()[0]))
    assert after.game is None and after.searching == 0 and home.thinking is None


def test_a_reload_while_the_computer_thinks_thinks_again():
    page = Driver(think=False)
    page.send(Route(""))
    page.send(Submit("roseking", {"seat.1": "easy"}, seed=7))
    tap_move(page, first_card(page.state.game))
    reloaded = Driver(backend=page.backend, think=False)
    state = reloaded.send(Route("#" + page.hash))
    assert state.game.history == page.state.game.history and state.thinking is not None
    assert isinstance(reloaded.pending[-1], fx.Think)


def test_the_computer_waits_a_moment_before_each_move_after_its_first():
    page = Driver(think=False)
    page.send(Route(""))
    page.send(Submit("roseking", {"seat.0": "easy", "seat.1": "easy"}, seed=7))
    think = page.pending.pop()
    page.send(SearchDone(think.token, think.game.legal_moves()[0], page.stored()))
    pause = page.pending.pop()
    assert isinstance(pause, fx.Later) and isinstance(pause.event, ev.ThinkNow)
    assert page.state.searching == 0
    page.send(pause.event)
    assert isinstance(page.pending[-1], fx.Think) and page.state.searching == 1


def test_hidden_hands_are_covered_until_the_person_to_move_says_it_is_them():
    page = started("jacynth", players="2")
    assert page.state.covered and page.screen().overlay_kind == "privacy"
    ply = page.state.plies
    state = page.send(Tap("reveal", {}, ply=ply, time=5000.0, spot=(1.0, 1.0)))
    assert state.revealed_seat == state.game.to_move and not state.covered
    assert page.screen().overlay_kind is None


def test_the_second_tap_of_the_tap_that_ended_a_turn_never_uncovers_the_next_hand():
    page = started("jacynth", players="2")
    page.send(Tap("reveal", {}, ply=0, time=1.0, spot=(1.0, 1.0)))
    moves = page.state.game.legal_moves()
    tap_move(page, moves[0], time=5000.0, spot=(50.0, 50.0))
    for _ in range(3):  # a token decision may follow the card, tapped elsewhere
        if page.state.covered:
            break
        tap_move(page, page.state.game.legal_moves()[0], time=5000.0, spot=(300.0, 50.0))
    state = page.state
    assert state.covered
    again = page.send(Tap("reveal", {}, ply=state.plies, time=5100.0, spot=state.taps.last_spot))
    assert again.game is state.game and again.covered and again.too_quick


def test_undo_takes_back_and_the_game_goes_on():
    page = started("roseking", **{"opt.light": True})
    move = first_card(page.state.game)
    tap_move(page, move)
    state = page.send(Tap("undo", {}, ply=1, time=9000.0, spot=None))
    assert state.game.history == [] and page.store.moves(state.save_id) == []


def test_replay_steps_back_and_forth_by_tap_and_key_and_the_present_is_none():
    page = started("roseking")
    for t in (1000.0, 2000.0, 3000.0):
        tap_move(page, first_card(page.state.game), time=t)
    assert page.send(Tap("replay", {"replay": "prev"})).shown == 2
    assert page.send(Key("ArrowLeft")).shown == 1
    assert page.send(Key("Home")).shown == 0
    assert page.send(Key("ArrowLeft", in_field=True)).shown == 0
    assert page.send(Key("End", modified=True)).shown == 0
    assert page.send(Tap("replay", {"to": "3"})).shown is None
    assert any(isinstance(e, fx.Consume) for e in page.done)


def test_keys_do_not_step_behind_a_dialog_and_escape_closes_it():
    page = started("roseking")
    tap_move(page, first_card(page.state.game))
    page.send(Tap("rules", {"game": "roseking"}))
    assert page.screen().overlay_kind == "dialog"
    assert page.send(Key("ArrowLeft")).shown is None
    assert page.send(Key("Escape")).dialog is None


def test_escape_closes_an_enlarged_card():
    page = started("roseking")
    page.send(Tap("ui", {"key": "zoom", "value": "c1"}))
    assert page.screen().zoom == "c1"
    assert page.send(Key("Escape")).ui.get("zoom") is None


def test_a_card_chosen_twice_is_chosen_no_more():
    page = started("jacynth", players="1")
    assert page.send(Tap("select", {"value": "x"})).ui["selected"] == "x"
    assert page.send(Tap("select", {"value": "x"})).ui["selected"] is None


def test_a_move_that_asks_first_is_played_on_confirm_only():
    page = started("roseking")
    move = first_card(page.state.game)
    asked = page.send(Tap("move", {"move": move, "confirm": "Sure?"}, ply=0, time=1.0))
    assert asked.dialog == ("confirm", (move, "Sure?")) and asked.game.history == []
    assert page.screen().overlay_kind == "dialog"
    done = page.send(Tap("confirm-yes", {}, ply=0, time=2.0, spot=(3.0, 3.0)))
    assert done.dialog is None and done.game.history == [move]


def test_hints_light_a_move_count_it_and_save_the_count():
    page = started("roseking", **{"page.hints": True})
    seat = page.state.game.to_move
    state = page.send(Tap("hint", {}))
    assert state.hint in state.game.legal_moves() and state.hints.used[seat] == 1
    assert page.store.page(state.save_id)["hints_used"] == list(state.hints.used)
    assert "suggested" in str(page.screen().app)


def test_a_hint_found_after_the_move_is_dropped():
    page = Driver(think=False)
    page.send(Route(""))
    page.send(Submit("roseking", {"page.hints": True}, seed=7))
    page.send(Tap("hint", {}))
    asked = page.pending.pop()
    tap_move(page, first_card(page.state.game))
    state = page.send(ev.HintFound(asked.token, "x"))
    assert state.hint is None and state.hints.used == (0, 0)


def test_a_link_opens_its_position_and_is_kept_without_destroying_a_save():
    game = new_game("roseking", seed=3)
    for _ in range(4):
        game.play(first_card(game))
    page = Driver()
    state = page.send(Route("#" + game.link(2)))
    assert state.game.history == game.history and state.shown == 2
    assert state.save_id is not None and page.hash == "game/" + state.save_id


def test_a_damaged_link_goes_home_and_says_so():
    page = Driver()
    state = page.send(Route("#L1garbage"))
    assert state.game is None and state.alert


def test_a_link_in_a_full_storage_is_shown_unsaved_and_says_so():
    game = new_game("roseking", seed=3)
    page = Driver(backend=DictBackend(quota=0))
    state = page.send(Route("#" + game.link()))
    assert state.game is not None and state.save_id is None and state.alert
    assert page.send(SaveFailed()).alert


def test_a_missing_save_goes_home_and_says_so():
    page = Driver()
    state = page.send(Route("#game/roseking-nothere"))
    assert state.game is None and state.alert
    assert page.send(LoadFailed("x", "corrupt")).game is None


def test_another_tab_that_moved_the_open_game_on_is_followed_and_covers_hands_again():
    page = started("jacynth", players="2")
    page.send(Tap("reveal", {}, ply=0, time=1.0))
    other = Driver(backend=page.backend)
    other.send(Route("#" + page.hash))
    other.send(Tap("reveal", {}, ply=0, time=1.0))
    tap_move(other, other.state.game.legal_moves()[0])
    state = page.send(StorageChanged(PREFIX + page.state.save_id, page.stored()))
    assert state.game.history == other.state.game.history
    assert state.revealed_seat is None


def test_another_tabs_write_to_another_save_changes_nothing_in_a_game():
    page = started("roseking")
    state = page.state
    assert page.send(StorageChanged(PREFIX + "other", ("x",))) is state


def test_the_home_screen_lists_what_another_tab_saved_and_drops_a_deletion_of_a_save_gone():
    page = started("roseking")
    save_id = page.state.save_id
    page.send(Tap("home", {}))
    assert [e["id"] for e in page.state.home.saves] == [save_id]
    page.send(Tap("delete", {"id": save_id}))
    assert page.state.dialog == ("delete", save_id)
    del page.backend.data[PREFIX + save_id]  # deleted in another tab
    state = page.send(StorageChanged(PREFIX + save_id))
    assert state.home.saves == () and state.dialog is None


def test_a_save_is_deleted_only_on_confirm():
    page = started("roseking")
    save_id = page.state.save_id
    page.send(Tap("home", {}))
    page.send(Tap("delete", {"id": save_id}))
    page.send(Tap("confirm-no", {}))
    assert PREFIX + save_id in page.backend.data
    page.send(Tap("delete", {"id": save_id}))
    state = page.send(Tap("confirm-yes", {}))
    assert PREFIX + save_id not in page.backend.data and state.home.saves == ()


def test_share_shows_the_link_of_the_position_on_show_and_copies_it():
    page = started("roseking")
    page = page
    page.state = page.state.replace(page_url="http://x/")
    tap_move(page, first_card(page.state.game))
    page.send(Tap("replay", {"to": "0"}))
    state = page.send(Tap("share", {}))
    assert state.dialog[0] == "share" and state.dialog[1].startswith("http://x/#L")
    assert state.dialog[1].endswith(".0")
    page.send(Tap("copy-link", {}))
    assert page.effects_of(fx.Copy)[-1].text == state.dialog[1]
    assert page.effects_of(fx.SelectText)


def test_the_language_switch_is_remembered_and_words_the_screen():
    page = Driver()
    page.send(Route(""))
    state = page.send(Tap("lang", {"value": "de"}))
    assert state.lang == "de" and page.screen().attrs["lang"] == "de"
    assert page.effects_of(fx.SaveSetting)[-1] == fx.SaveSetting("lang", "de")


def test_the_motion_setting_is_remembered_and_reaches_the_page_and_its_switch():
    """Issue 33: the setting that turns the moves' animation off (static/flip.js reads
    <html data-motion>): a switch on the home screen; it holds at the table too."""
    page = Driver()
    page.send(Route(""))
    assert page.screen().attrs["data-motion"] is None
    assert 'data-action="motion" aria-pressed="true"' in str(page.screen().app)
    state = page.send(Tap("motion", {"action": "motion"}))
    assert not state.motion and page.screen().attrs["data-motion"] == "off"
    assert 'data-action="motion" aria-pressed="false"' in str(page.screen().app)
    assert page.effects_of(fx.SaveSetting)[-1] == fx.SaveSetting("motion", "off")
    state = page.send(Submit("roseking", {}, seed=7))
    assert state.game is not None and page.screen().attrs["data-motion"] == "off"
    state = page.send(Tap("home", {}))
    state = page.send(Tap("motion", {"action": "motion"}))
    assert state.motion and page.screen().attrs["data-motion"] is None
    assert page.effects_of(fx.SaveSetting)[-1] == fx.SaveSetting("motion", "on")


def test_the_new_game_form_boots_the_computer_and_fits_its_rows():
    page = Driver()
    assert update(page.state, Change("seat.1", "easy"))[1] == [fx.StartWorker()]
    assert update(page.state, Change("seat.1", "human"))[1] == []
    assert update(page.state, Change("players", "3"))[1] == [fx.FitNameRows()]
    assert update(page.state, Change("backup", "C:/x.json"))[1] == [fx.ImportBackup("backup")]


def test_a_backup_written_or_read_is_told_and_dismissed():
    page = Driver()
    page.send(Route(""))
    started_game = started("roseking")
    page.backend = started_game.backend
    page.shelf, page.store = started_game.shelf, started_game.store
    state = page.send(Tap("backup-export", {}))
    assert state.alert and "1" in state.alert and started_game.state.save_id in page.downloaded
    assert page.send(Tap("dismiss", {})).alert is None
    bad = page.send(page.shelf.restore("not a backup"))
    assert bad.alert and "backup.why" not in bad.alert and bad.alert != state.alert


def test_turning_the_device_draws_for_its_layout():
    page = started("roseking")
    assert page.send(Resize("portrait")).layout == "portrait"
    assert page.screen().attrs["data-layout"] == "portrait"


def test_the_screen_kept_for_the_next_start_covers_hands_and_selects_nothing():
    page = started("jacynth", players="2")
    page.send(Tap("reveal", {}, ply=0, time=1.0))
    page.send(Tap("select", {"value": "x"}))
    page.send(PageLeft())
    kept = page.effects_of(fx.KeepScreen)[-1].state
    assert kept.revealed_seat is None and kept.ui == {} and kept.covered
    home = Driver()
    home.send(Route(""))
    home.send(PageLeft())
    assert home.effects_of(fx.KeepScreen)[-1].state is None


def test_a_failure_while_opening_a_screen_goes_home_and_says_so():
    page = started("roseking")
    state = page.send(Failed("boom", home=True))
    assert state.game is None and "boom" in state.alert
    assert "boom" in page.send(Failed("boom")).alert


def test_a_state_reads_in_its_repr():
    page = started("roseking")
    text = repr(page.state)
    assert text.startswith("PageState(game=roseking@0") and "save_id=" in text


def test_every_tap_action_the_screens_draw_has_a_branch():
    """Every data-action on the home screen, a game's screen and its dialogs is one of TAPS
    (or the form's own submit, "start")."""
    import re

    page = started("portroyal", players="3", **{"page.hints": True})
    shots = [str(page.screen().app)]
    page.send(Tap("share", {}))
    shots.append(str(page.screen().overlay))
    page.send(Tap("home", {}))
    shots.append(str(page.screen().app))
    actions = {a for shot in shots for a in re.findall(r'data-action="([^"]+)"', shot)}
    assert actions - {"start"} <= set(TAPS) and len(actions) > 8


def test_a_bug_in_an_effect_is_said_on_the_page_and_the_page_goes_on():
    class Broken(Driver):
        survives_bugs = True

        def run(self, effect, context=None):
            if isinstance(effect, fx.Save):
                raise RuntimeError("disk on fire")
            return super().run(effect, context)

    page = Broken()
    page.send(Route(""))
    state = page.send(Submit("roseking", {}, seed=7))
    assert state.game is not None and "disk on fire" in state.alert
    assert page.send(Tap("dismiss", {})).alert is None


@pytest.mark.parametrize("game_id", ["jacynth", "castlerampage"])
def test_the_computers_whole_turn_is_told_not_only_its_last_action(game_id):
    """Issue 36: a turn of several moves (Jacynth's card and token, Castle Rampage's actions
    and its end) is told whole: every log line the person reads that its moves wrote."""
    page = started(game_id, **{"players": "2", "seat.1": "easy"})
    longest = 0
    for step in range(30):
        state = page.wait()
        if state.game.is_over:
            break
        assert state.game.to_move == 0
        tap_move(page, state.game.legal_moves()[-1], time=1000.0 * (step + 1))
        state = page.wait()
        if state.notice is None or state.game.is_over:
            continue  # the person's turn goes on (or the end opened every card in the log)
        game = state.game
        movers = game.match.movers
        first = len(movers)  # the first move of the computer's turn just ended
        while first > 0 and movers[first - 1] == 1:
            first -= 1
        written = len(game.replayed(game.history[:first]).log_for(0))
        assert state.notice.entries == tuple(game.log_for(0)[written:])
        longest = max(longest, len(state.notice.entries))
    assert longest >= 2  # some computer turn wrote two lines or more, and all were told


# ----- what a new player stumbled over (issue 36) ----------------------------------------------

def test_a_game_entered_from_the_home_screen_gets_a_history_entry_and_games_goes_back():
    page = started("roseking")
    pushes = [e for e in page.effects_of(fx.SetHash) if e.push]
    assert pushes == [fx.SetHash("game/" + page.state.save_id, push=True)]
    assert page.state.entered
    home = page.send(Tap("home", {}))
    assert home.game is None and page.done[-3:][0] == fx.HistoryBack()
    # The browser's Back lands on the home entry: a Route to it changes nothing more.
    assert page.send(Route("")).game is None
    assert page.effects_of(fx.HistoryBack) == [fx.HistoryBack()]


def test_the_browsers_back_from_a_game_goes_home_without_going_back_twice():
    page = started("roseking")
    state = page.send(Route(""))  # Back: the browser is on the home entry already
    assert state.game is None and not page.effects_of(fx.HistoryBack)


def test_a_game_opened_by_its_address_replaces_the_entry_and_games_does_not_go_back():
    page = started("roseking")
    other = Driver(backend=page.backend)
    state = other.send(Route("#" + page.hash))
    assert state.game is not None and not state.entered
    other.send(Tap("home", {}))
    assert not other.effects_of(fx.HistoryBack)
    assert other.effects_of(fx.SetHash)[-1] == fx.SetHash("")


def test_a_game_opens_at_its_top():
    page = started("roseking")
    assert fx.ScrollTop() in page.done
    page.done.clear()
    page.send(Tap("home", {}))
    page.send(Tap("resume", {"id": page.store.ids()[0]}))
    assert fx.ScrollTop() in page.done and page.state.entered


def test_copying_the_link_says_so():
    page = started("roseking")
    page.send(Tap("share", {}))
    assert "Copied" not in str(page.screen().overlay)
    page.send(Tap("copy-link", {}))
    assert "Copied" in str(page.screen().overlay)
    page.send(Tap("close-dialog", {}))
    page.send(Tap("share", {}))
    assert "Copied" not in str(page.screen().overlay)


def test_news_of_something_done_is_framed_apart_from_a_problem():
    page = Driver()
    page.send(Route(""))
    page.send(Tap("backup-export", {}))
    assert "alert-box news" in str(page.screen().alert)
    page.send(Route("#L1broken"))
    assert "alert-box news" not in str(page.screen().alert) and page.state.alert


def test_a_returning_player_finds_their_game_first_and_a_finished_one_is_to_view():
    page = started("roseking")
    save_id = page.state.save_id
    page.send(Tap("home", {}))
    home = str(page.screen().app)
    assert home.index("continue-box") < home.index('class="games"')
    assert f'data-action="resume" data-id="{save_id}"' in home.split('class="games"')[0]
    finished = new_game("castlerampage", seed=1)
    while not finished.is_over:
        finished.play(finished.legal_moves()[0])
    page.send(Route("#" + finished.link()))
    page.send(Tap("home", {}))
    rows = str(page.screen().app).split('class="saves"')[1]
    assert ">View<" in rows and ">Resume<" in rows


def test_the_delete_question_names_the_game():
    page = started("roseking")
    page.send(Tap("home", {}))
    page.send(Tap("delete", {"id": page.store.ids()[0]}))
    assert "Delete this saved game? The Rose King" in str(page.screen().overlay) or \
        "Delete this saved game? Rosenkönig" in str(page.screen().overlay)


def test_the_pass_the_device_screen_has_its_own_way_back_to_the_games():
    page = started("jacynth", players="2")
    overlay = str(page.screen().overlay)
    assert 'data-action="home"' in overlay
    assert page.send(Tap("home", {})).game is None


def test_a_problem_after_news_is_framed_as_a_problem():
    page = started("roseking")
    page.send(ev.Said("backup.full"))  # any news
    page.state = page.state.replace(alert_is_news=True)
    tap_move(page, "Z9")
    assert page.state.alert and "Z9" in page.state.alert
    assert "alert-box news" not in str(page.screen().alert)
