"""A game in play, its branches of `update`: opening a game (a new one, a save, a link), moves
and their confirmation, the computer's turn and hints, the replay, the pass-the-device screen,
another tab's moves, and leaving for the home screen."""

from __future__ import annotations

from typing import Any

from ...core import BadSave, from_link_at, new_game
from ...core import registry
from ..core.back import GAME_HASH, to_address
from ..core.effects import (Adopt, Consume, Effect, FocusIn, HistoryBack, KeepScreen, ListHome, Load,
                            ScrollTop, StartWorker, Step)
from ..core.events import (Key, Loaded, LoadFailed, PageLeft, Saved, StorageChanged, Submit,
                           Tap)
from ..core.hint import Hints
from ..core.i18n import Translator, translator
from ..core.state import PageState, say, with_game
from ..home.record import RECORD_KEY
from ..home.store import PREFIX
from . import guide as guiding, playing, playout, replay

# What a refused link says, where a save's words would not fit (a link is not saved).
LINK_ERRORS = {"corrupt": "error.link", "outdated": "error.link_outdated",
               "newer": "error.link_newer"}


# ----- screens --------------------------------------------------------------------------------

def go_home(state: PageState) -> Step:
    """The home screen; where the open game's address was pushed over it, the browser goes
    back to the home screen's entry (so Back does not return to the game left)."""
    back: list[Effect] = [HistoryBack()] if state.entered and state.game is not None else []
    home = with_game(state, None).replace(entered=False, explaining=False)
    if back:
        return home.replace(address=""), back + [ListHome(), ScrollTop()]
    home, effects = to_address(home, "")
    return home, effects + [ListHome()]


def show_game(state: PageState, game: Any, save_id: str | None, hints: Hints,
              at: int | None = None, guided: bool = False) -> Step:
    """Open `game`; `at`: show the position after that many moves (a link's move); `guided`:
    a guided first game (play/guide.py)."""
    state = with_game(state, game, save_id=save_id, hints=hints, shown=at, guided=guided,
                      known=tuple(game.history), explaining=False)  # a game opens to be played
    effects: list[Effect] = [ScrollTop()]
    if save_id:
        state, address = to_address(state, GAME_HASH + save_id)
        effects += address
    if hints.allowed or any(kind != "human" for kind in game.seats):
        effects.append(StartWorker())
    state, think = playing.computer_turn(state)
    return state, effects + think


def route(state: PageState, fragment: str) -> Step | None:
    """A game's address (`game/<id>`), a link (`L…`) or the home screen's."""
    if state.game is not None and state.rules is None and fragment == state.address:
        return state.replace(dialog=None, address=fragment), []  # there already
    state = state.replace(address=fragment, entered=False)  # the browser is there already
    if fragment == "" and state.game is None:
        return state, [ListHome()]  # home already (the browser went back to it)
    if fragment.startswith("L"):
        try:
            game, ply = from_link_at(fragment)
        except BadSave as err:
            home, effects = go_home(state)
            return say(home, LINK_ERRORS.get(err.reason, f"error.{err.reason}")), effects
        # Kept where it destroys nothing (Saved then names the save); the address keeps the
        # link until then, and where the storage is full.
        state, effects = show_game(state, game, None, Hints(False, (0,) * game.players), ply)
        return state.replace(known=None), [Adopt(game)] + effects
    if fragment.startswith(GAME_HASH):
        return state, [Load(fragment[len(GAME_HASH):])]
    if fragment == "":
        return go_home(state)
    return None  # not a game's address: another feature's, or none (core.update goes home)


def loaded(state: PageState, event: Loaded) -> Step:
    hints = Hints.read(event.page, event.game.players)
    if not event.follow:
        state, effects = show_game(state, event.game, event.save_id, hints,
                                   guided=event.page.get("guide") is True)
        return state, effects + guiding.bring_lit(state)
    if state.game is None or state.save_id != event.save_id:
        return state, []  # left meanwhile
    if event.game.history == state.game.history:
        return state.replace(hints=hints), []  # a hint asked there: its count is kept here
    return playing.followed(state, event.game, hints)


def load_failed(state: PageState, event: LoadFailed) -> Step:
    if event.follow:
        return state, []  # damaged meanwhile: keep what is open, the next save goes beside it
    home, effects = go_home(state)
    return say(home, f"error.{event.reason}"), effects


def saved(state: PageState, event: Saved) -> Step:
    state, effects = playing.saved(state, event.save_id, event.moves)
    if event.page is not None and state.game is not None and state.save_id == event.save_id:
        hints = Hints.read(event.page, state.game.players)
        state = state.replace(hints=hints)
        effects += [StartWorker()] if hints.allowed else []
    if event.forked:
        state = say(state, "error.forked")
    elif event.before is not None and state.shown is None and state.game is not None \
            and state.save_id == event.save_id:
        # A link that continues a saved game (play at a distance): its moves since are played
        # out one by one, as another tab's are, from the position this device last had.
        state, more = playout.start(state, event.before)
        effects += more
    return state, effects


def default_name(game_id: str, seats: list[str], seat: int, t: Translator) -> str:
    """A seat left unnamed: a person by the game's colour for the seat ("Red"), else "Player
    2"; the computer by its level ("Computer (easy)"), numbered where two would share a name."""
    kind = seats[seat]
    if kind == "human":
        colour = t.game(game_id, f"seat.{seat}") if t.has_game(game_id, f"seat.{seat}") else ""
        return colour[:1].upper() + colour[1:] if colour else t("seat.player_name", n=seat + 1)
    if seats.count(kind) == 1:
        return t(f"seat.{kind}")
    return t("seat.computer_numbered", n=seat + 1, level=t(f"level.{kind}"))


def start_game(state: PageState, event: Submit) -> Step:
    values, game_id = event.values, event.game_id
    t = translator(state.lang)
    players = int(values.get("players", registry.spec(game_id).default_players))
    seats = [str(values.get(f"seat.{i}", "human")) for i in range(players)]  # select: text
    names = [str(values.get(f"name.{i}", "")).strip()  # text input
             or default_name(game_id, seats, i, t) for i in range(players)]
    options = {key[4:]: value for key, value in values.items() if key.startswith("opt.")}
    try:
        game = new_game(game_id, seed=event.seed, players=players, options=options, names=names,
                        seats=seats)
    except ValueError as err:
        return say(state, "error.illegal", detail=str(err)), []
    return open_new(state, game, Hints(values.get("page.hints") is True, (0,) * players))


def open_new(state: PageState, game: Any, hints: Hints, guided: bool = False) -> Step:
    """A game just dealt (from its form, or a guided one) opened and saved for the first time."""
    state, effects = show_game(state, game, None, hints, guided=guided)
    state = state.replace(known=None)  # a new save: nothing read or written yet
    return state, playing.save(state) + effects


def leave_guide(state: PageState, event: Tap) -> Step:
    """The guide's "leave" (or, at its end, "play on"): the game goes on as a normal one."""
    if not state.guided or state.game is None:
        return state, []
    state = state.replace(guided=False)
    return state, playing.save(state)


# ----- moves, the replay, the pass-the-device screen -----------------------------------------

def move(state: PageState, event: Tap) -> Step:
    if event.data.get("confirm"):
        return state.replace(dialog=("confirm", (event.data["move"], event.data["confirm"]))), []
    return playing.play(state, event.data["move"], event.time, event.spot)


def confirm_yes(state: PageState, event: Tap) -> Step:
    """"Yes" in a dialog that asked before a move."""
    dialog = state.dialog
    if dialog is None or dialog[0] != "confirm":
        return state, []  # answered already
    return playing.play(state.replace(dialog=None), dialog[1][0], event.time, event.spot)


def step_replay(state: PageState, target: str) -> Step:
    assert state.game is not None  # the controls are on the game screen
    last = len(state.game.history)
    return replay.show_ply(state, replay.step(target, last if state.shown is None
                                              else state.shown, last))


def replay_tap(state: PageState, event: Tap) -> Step:
    to = event.data.get("to")
    if to is not None:
        return replay.show_ply(state, int(to))
    return step_replay(state, event.data["replay"])


# The arrow keys within the table (all four) and the log (up and down: left and right still
# step through the game there), and Home and End in the table: they move the focus.
FOCUS_KEYS = {"table": {"ArrowLeft": "prev", "ArrowUp": "prev", "ArrowRight": "next",
                        "ArrowDown": "next", "Home": "first", "End": "last"},
              "log": {"ArrowUp": "prev", "ArrowDown": "next"}}


def replay_key(state: PageState, event: Key) -> Step | None:
    """←/→/Home/End step through the game, unless a field or a dialog has the keys; on the
    table (and up and down in the log) the arrow keys move the focus instead (issue 50: a hand
    card's ← is the next card, not the game a move back)."""
    if state.game is None or state.dialog is not None or event.in_field or event.modified:
        return None
    to = FOCUS_KEYS.get(event.within, {}).get(event.key)
    if to is not None:
        return state, [Consume(), FocusIn(event.within, to)]
    target = replay.KEYS.get(event.key)
    if target is None or state.covered:
        return None
    state, effects = step_replay(state, target)
    return state, [Consume(), *effects]


def revealed(state: PageState) -> Step:
    """"It is me": the table of the person to move, with the moves the others made since
    this person last moved played out (the glue words it ahead while the screen waits)."""
    game = state.game
    assert game is not None  # the button covers the game screen
    seat = game.to_move
    state = state.replace(revealed_seat=seat)
    if seat is None:
        return state, []
    return playout.start(state, playout.since_own_move(game, seat))


# ----- other tabs, leaving the page ----------------------------------------------------------

def storage_changed(state: PageState, event: StorageChanged) -> Step:
    """Another tab wrote a save: follow it if it is the open game (policy says when), or
    list it on the home screen."""
    if state.game is None:
        if event.key is None or event.key.startswith(PREFIX) or event.key == RECORD_KEY:
            return state, [ListHome()]  # None: the other tab cleared the storage
        return state, []
    if state.save_id is None or event.key != PREFIX + state.save_id:
        return state, []
    followed = playing.follow(state, event.stored)
    if followed is not None:
        return followed
    if event.stored is not None and list(event.stored) == state.game.history:
        return state, [Load(state.save_id, follow=True)]  # a hint asked there: read its count
    return state, []


def page_left(state: PageState, event: PageLeft) -> Step:
    """Keep the screen as the next start will draw it: hidden cards covered as for whoever
    picks the device up, nothing selected, no hint lit, no dialog (it is not part of it)."""
    if state.guest is not None:
        return state, []  # a seat at another device's table: the next start asks again
    if state.game is None:
        return state, [KeepScreen(None)]
    kept = state.replace(revealed_seat=None, shown=None, ui={}, hint=None, notice=None,
                         dialog=None, alert=None, playing_out=False,
                         review=None)  # a start opens no review
    return state, [KeepScreen(kept)]


def to_table(state: PageState) -> Step:
    """The skip link: the focus to the table's first control."""
    return state, [Consume(), FocusIn("table", "first")]
