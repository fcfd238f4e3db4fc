"""What the page does: `update(state, event) -> (state, effects)`, a pure function.

Every event kind has its branch below; a tap's action has its own (`TAPS`). Nothing here
touches the browser: what must happen there is returned as effects (effects.py), and the
browser glue (app.py) runs them and draws `view.screen` of the new state.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from types import ModuleType
from typing import Any

from ...core import BadSave, from_link_at, new_game
from ...core import registry
from ...core.guide import guide
from ...net import JOIN_ROUTE
from . import back, policy
from ..learn import guiding, rules
from ..play import playing, playout, replay
from ..home import share
from .effects import (Adopt, ClosePeer, Consume, Copy, Delete, DownloadSave, Effect, ExportBackup,
                      FitNameRows, HistoryBack, ImportBackup, KeepScreen, ListHome, Load,
                      SaveSetting, ScrollTop, ShowTapResult, StartWorker, StopScan)
from .events import (Change, ChartPointed, Event, Failed, HintFound, HomeListed, Key, Loaded,
                     LoadFailed, PageLeft, PicturesDue, PlayOutNext, Popped, QrLoaded, Resize,
                     ReviewStep, Route, Said, Saved, SaveFailed, SearchDone, Settled,
                     StorageChanged, Submit, Tap, ThinkNow, Peer, Connecting, Scanned,
                     JoinUnanswered)
from .hint import Hints
from .i18n import Translator, translator
from ..home.record import RECORD_KEY
from ..play.playing import GAME_HASH, Step, say
from .state import PageState, with_game
from ..home.store import PREFIX
from .taps import GUARDED, SETTLE_MS

# What a refused link says, where a save's words would not fit (a link is not saved).
LINK_ERRORS = {"corrupt": "error.link", "outdated": "error.link_outdated",
               "newer": "error.link_newer"}


def update(state: PageState, event: Event) -> Step:
    """The next state of the page after `event`, and what the browser must do."""
    branch = BRANCHES.get(type(event))
    if branch is None:
        raise TypeError(f"no branch of update for {type(event).__name__}")
    before = state
    state, effects = branch(state, event)
    if before.hosting is not None or state.hosting is not None:
        state, sent = _hosting().sync(before, state)  # the guests see every change
        effects = effects + sent
    if before.guest is not None and state.guest is None:
        effects = [*effects, ClosePeer()]  # a guest left the host's table
    if _scanning(before) and not _scanning(state):
        effects = [*effects, StopScan()]  # the scanner closed: the camera goes off
    if _reviewable(state) and not _reviewable(before) and StartWorker() not in effects:
        effects = [*effects, StartWorker()]  # "Review" finds the computer's Python ready
    return back.keep_entries(state, effects)  # a layer opened or closed: the browser's Back


# ----- screens --------------------------------------------------------------------------------

def go_home(state: PageState) -> Step:
    """The home screen; where the open game's address was pushed over it, the browser goes
    back to the home screen's entry (so Back does not return to the game left)."""
    back: list[Effect] = [HistoryBack()] if state.entered and state.game is not None else []
    home = with_game(state, None).replace(entered=False, explaining=False)
    if back:
        return home.replace(address=""), back + [ListHome(), ScrollTop()]
    home, effects = playing.to_address(home, "")
    return home, effects + [ListHome()]


def show_game(state: PageState, game: Any, save_id: str | None, hints: Hints,
              at: int | None = None, guided: bool = False) -> Step:
    """Open `game`; `at`: show the position after that many moves (a link's move); `guided`:
    a guided first game (web/guiding.py)."""
    state = with_game(state, game, save_id=save_id, hints=hints, shown=at, guided=guided,
                      known=tuple(game.history), explaining=False)  # a game opens to be played
    effects: list[Effect] = [ScrollTop()]
    if save_id:
        state, address = playing.to_address(state, GAME_HASH + save_id)
        effects += address
    if hints.allowed or any(kind != "human" for kind in game.seats):
        effects.append(StartWorker())
    state, think = playing.computer_turn(state)
    return state, effects + think


def route(state: PageState, event: Route) -> Step:
    fragment = event.fragment.lstrip("#")
    if rules.went_back(state, fragment) or (
            state.game is not None and state.rules is None and fragment == state.address):
        return state.replace(dialog=None, address=fragment), []  # there already
    if fragment.startswith(rules.RULES_HASH):
        return rules.route(state, fragment)
    if fragment.startswith(JOIN_ROUTE):
        return _guesting().join(state, fragment)
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
    return go_home(state)


def loaded(state: PageState, event: Loaded) -> Step:
    hints = Hints.read(event.page, event.game.players)
    if not event.follow:
        state, effects = show_game(state, event.game, event.save_id, hints,
                                   guided=event.page.get("guide") is True)
        review: list[Effect] = []
        if event.game.is_over:  # a finished game may have its review kept
            state, review = _reviewing().read(state, event.page)
        return state, effects + review + guiding.bring_lit(state)
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


def home_listed(state: PageState, event: HomeListed) -> Step:
    """The saves as read now; a deletion asked of a save gone meanwhile is asked no more."""
    dialog = state.dialog
    if dialog is not None and dialog[0] == "delete" \
            and all(entry.get("id") != dialog[1] for entry in event.home.saves):
        dialog = None
    return state.replace(home=event.home, dialog=dialog), []


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


def learn(state: PageState, event: Tap) -> Step:
    """"Learn to play": the game's guided first game, against the computer, saved as any."""
    game_id, t = event.data["game"], translator(state.lang)
    script = guide(game_id)
    if script is None:
        return state, []
    seats = list(script.seats)
    game = script.new_game(game_id, [default_name(game_id, seats, seat, t)
                                     for seat in range(len(seats))])
    state, effects = open_new(state, game, Hints(False, (0,) * game.players), guided=True)
    return state, effects + guiding.bring_lit(state)


def leave_guide(state: PageState, event: Tap) -> Step:
    """The guide's "leave" (or, at its end, "play on"): the game goes on as a normal one."""
    if not state.guided or state.game is None:
        return state, []
    state = state.replace(guided=False)
    return state, playing.save(state)


# ----- taps -----------------------------------------------------------------------------------

def tap(state: PageState, event: Tap) -> Step:
    if state.guest is not None:
        return guest_tap(state, event)
    if event.action in GUARDED and state.playing_out and state.plies is not None:
        # The person takes over: the present at once, and the tap acts there (checked by the
        # engine as any), never held up by moves still being shown.
        event = dataclasses.replace(event, ply=state.plies)
        state = playout.stop(state)
    if event.action in GUARDED and state.game is not None and not state.taps.accepts(
            event.ply, len(state.game.history), event.clicks, event.time, event.spot):
        # A tap for another position: dropped. The second tap of a double tap (also where the
        # first only chose: Rose King's lit square), or a tap too soon after a move at its spot:
        # dropped, and said (never silence).
        quick = event.clicks > 1 or event.time - state.taps.last_move_at < SETTLE_MS and (
            event.ply != len(state.game.history) or state.taps.too_quick(event.time, event.spot))
        return (state.replace(too_quick=True) if quick else state), []
    state = state.replace(too_quick=False)
    action = TAPS.get(event.action)
    if action is None:
        raise ValueError(f"no action {event.action!r}")
    return action(state, event)


def toggle_ui(state: PageState, key: str, value: str) -> Step:
    """Page-side state a renderer asks for (a chosen card, a zoomed card): tap again to clear."""
    ui = {**state.ui, key: None if state.ui.get(key) == value else value}
    return state.replace(ui=ui), [ShowTapResult(key)] if ui[key] is not None else []


def move(state: PageState, event: Tap) -> Step:
    if event.data.get("confirm"):
        return state.replace(dialog=("confirm", (event.data["move"], event.data["confirm"]))), []
    return playing.play(state, event.data["move"], event.time, event.spot)


def confirm_yes(state: PageState, event: Tap) -> Step:
    dialog = state.dialog
    if dialog is None:
        return state, []  # answered already
    state = state.replace(dialog=None)
    if dialog[0] == "delete":
        return state, [Delete(dialog[1]), ListHome()]
    if dialog[0] == "confirm":
        return playing.play(state, dialog[1][0], event.time, event.spot)
    return state, []


def change_lang(state: PageState, event: Tap) -> Step:
    lang = translator(event.data["value"]).lang
    return state.replace(lang=lang), [SaveSetting("lang", lang), ListHome()]


def toggle_motion(state: PageState, event: Tap) -> Step:
    motion = not state.motion
    return state.replace(motion=motion), [SaveSetting("motion", "on" if motion else "off")]


def step_replay(state: PageState, target: str) -> Step:
    assert state.game is not None  # the controls are on the game screen
    last = len(state.game.history)
    return show_ply(state, replay.step(target, last if state.shown is None else state.shown, last))


def show_ply(state: PageState, ply: int) -> Step:
    """Show the position after `ply` moves; the last one is the present, where one plays."""
    assert state.game is not None  # the controls are on the game screen
    last = len(state.game.history)
    shown = max(0, min(ply, last))
    return state.replace(shown=None if shown == last else shown, playing_out=False), []


def replay_tap(state: PageState, event: Tap) -> Step:
    to = event.data.get("to")
    return show_ply(state, int(to)) if to is not None else step_replay(state, event.data["replay"])


def revealed(state: PageState) -> Step:
    """"It is me": the table of the person to move, with the moves the others made since
    this person last moved played out (app.py words it ahead while the screen waits)."""
    game = state.game
    assert game is not None  # the button covers the game screen
    seat = game.to_move
    state = state.replace(revealed_seat=seat)
    if seat is None:
        return state, []
    return playout.start(state, playout.since_own_move(game, seat))


def reveal(state: PageState, event: Tap) -> Step:
    return revealed(state)


def close_dialog(state: PageState, event: Tap) -> Step:
    return rules.close(state) if state.rules is not None else (state.replace(dialog=None), [])


def _reviewing() -> ModuleType:
    """The review's branches (web/review.py), loaded when first used: they load the computer
    player's review, which the first screen and a game in play do not need."""
    from ..review import reviewing as review

    return review


def _reviewable(state: PageState) -> bool:
    """A finished game on show whose review is not made yet: its final scoring offers it."""
    return (state.game is not None and state.game.is_over
            and (state.review is None or not state.review.done))


def _scanning(state: PageState) -> bool:
    return state.dialog is not None and state.dialog[0] == "scan"


def _hosting() -> ModuleType:
    """A table across devices, as its host (web/hosting.py), loaded when first set up."""
    from ..table import hosting

    return hosting


def _guesting() -> ModuleType:
    """A seat at another device's table (web/guesting.py), loaded when an invitation opens."""
    from ..table import guesting

    return guesting


# What a guest's device does itself; its moves go to the host (guesting.tap).
GUEST_TAPS = ("lang", "motion", "home", "rules", "rules-section", "select", "ui", "close-dialog",
              "dismiss", "copy-code")


def guest_tap(state: PageState, event: Tap) -> Step:
    if event.action in ("move", "try", "undo"):
        return _guesting().tap(state, event)
    if event.action in GUEST_TAPS:
        return TAPS[event.action](state, event)
    return state, []  # the host's to do (hints, sharing, the replay)


def _explain() -> ModuleType:
    """The '?' mode's branches, loaded when first used: the first screen does not need them."""
    from ..learn import explain

    return explain


TAPS: dict[str, Callable[[PageState, Tap], Step]] = {
    "lang": change_lang,
    "motion": toggle_motion,
    "home": lambda s, e: go_home(s),
    "rules": rules.open_from,
    "rules-section": rules.section,
    "explain-mode": lambda s, e: _explain().toggle_mode(s, e),
    "explain": lambda s, e: _explain().show(s, e),
    "resume": lambda s, e: (s, [Load(e.data["id"])]),
    "export": lambda s, e: (s, [DownloadSave(e.data["id"])]),
    "backup-export": lambda s, e: (s, [ExportBackup()]),
    "delete": lambda s, e: (s.replace(dialog=("delete", e.data["id"])), []),
    "select": lambda s, e: toggle_ui(s, "selected", e.data["value"]),
    "ui": lambda s, e: toggle_ui(s, e.data["key"], e.data["value"]),
    "move": move,
    "try": move,  # a target that is not a legal move now: the engine says why
    "confirm-yes": confirm_yes,
    "confirm-no": close_dialog,
    "close-dialog": close_dialog,
    "dismiss": lambda s, e: (s.replace(alert=None), []),
    "undo": lambda s, e: playing.undo(s, e.time, e.spot),
    "replay": replay_tap,
    "hint": lambda s, e: playing.hint(s),
    "share": share.share,
    "copy-link": share.copy_link,
    "share-sheet": share.share_sheet,
    "reveal": reveal,
    "learn": learn,
    "table": lambda s, e: _hosting().open_dialog(s, e),
    "table-invite": lambda s, e: _hosting().invite(s, e),
    "table-here": lambda s, e: _hosting().play_here(s, e),
    "table-connect": lambda s, e: (s, []),  # the answer's field said it when it lost the focus
    "copy-code": lambda s, e: (s, [Copy(e.data["text"])]),
    "table-scan": lambda s, e: _hosting().scan(s, e),
    "table-join-scan": lambda s, e: _guesting().scan(s, e),
    "guide-leave": leave_guide,
    "review": lambda s, e: _reviewing().begin(s, e),
    "review-close": lambda s, e: _reviewing().close(s, e),
    "review-save": lambda s, e: _reviewing().from_save(s, e),
}


# ----- keys, forms and the browser ------------------------------------------------------------

def key(state: PageState, event: Key) -> Step:
    """Escape closes a dialog, else an enlarged card (never the pass-the-device screen);
    ←/→/Home/End step through the game, unless a field or a dialog has the keys."""
    zoom = state.ui.get("zoom") if state.game is not None else None
    if event.key == "Escape" and (state.dialog is not None or zoom):
        if state.dialog is not None:
            state, effects = close_dialog(state, Tap("close-dialog"))
            return state, [Consume(), *effects]
        state, effects = toggle_ui(state, "zoom", str(zoom))
        return state, [Consume()]
    target = replay.KEYS.get(event.key)
    if (target is None or state.game is None or state.dialog is not None or state.covered
            or event.in_field or event.modified):
        return state, []
    state, effects = step_replay(state, target)
    return state, [Consume(), *effects]


def change(state: PageState, event: Change) -> Step:
    """A seat set to a computer boots its Python meanwhile; a chosen backup file is read; the
    table size shows one name row per seat."""
    if event.name.startswith("seat.") and event.value != "human":
        return state, [StartWorker()]
    if event.name == "backup":
        return state, [ImportBackup(event.name)]
    if event.name == "players":
        return state, [FitNameRows()]
    if event.name == "answer" and state.hosting is not None:
        return _hosting().answer_pasted(state, event)
    return state, []


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


def settled(state: PageState, event: Settled) -> Step:
    if state.taps.last_move_at != event.at:
        return state, []  # a later move settles later
    return state.replace(settling=False), []


def said(state: PageState, event: Said) -> Step:
    t = translator(state.lang)
    args = {**event.args, **{name: t(key) for name, key in event.worded.items()}}
    text = " ".join([t(event.key, **args), *(t(k, **a) for k, a in event.more)])
    effects: list[Effect] = [ListHome()] if event.home_changed and state.game is None else []
    return state.replace(alert=text, alert_is_news=True), effects


def peer(state: PageState, event: Peer) -> Step:
    """Another device's channel: the host's guests, or a guest's host."""
    if state.guest is not None:
        return _guesting().heard(state, event)
    if state.hosting is not None:
        return _hosting().heard(state, event)
    return state, [ClosePeer(event.peer)]  # a channel of a table given up


def connecting(state: PageState, event: Connecting) -> Step:
    if event.step == "answer":
        return _guesting().answered(state, event)
    if event.step == "send":
        return _guesting().not_sent(state) if state.guest is not None else (state, [])
    if event.step == "scan":
        return (_hosting() if state.hosting is not None else _guesting()).scan_failed(state, event)
    if state.hosting is None:
        return state, [ClosePeer(str(event.seat))]
    if event.step == "offer":
        return _hosting().offer_made(state, event)
    return _hosting().connect_failed(state, event)


def failed(state: PageState, event: Failed) -> Step:
    """A bug must not brick the page: say it (and where no screen could be opened, go home)."""
    if event.home:
        state, effects = go_home(state)
        return say(state, "error.internal", detail=event.detail[:200]), effects
    return say(state, "error.internal", detail=event.detail), []


BRANCHES: dict[type, Callable[[PageState, Any], Step]] = {
    Tap: tap,
    Key: key,
    Submit: start_game,
    Change: change,
    Route: route,
    Resize: lambda s, e: (s.replace(layout=e.layout), []),
    StorageChanged: storage_changed,
    PageLeft: page_left,
    Settled: settled,
    PicturesDue: lambda s, e: (s.replace(pictures=True), []),
    PlayOutNext: playout.step_on,
    Failed: failed,
    Loaded: loaded,
    LoadFailed: load_failed,
    Saved: saved,
    SaveFailed: lambda s, e: (say(s, "error.save_failed"), []),
    HomeListed: home_listed,
    ThinkNow: lambda s, e: playing.think_now(s, e.token),
    SearchDone: lambda s, e: playing.searched(s, e.token, e.move, e.stored),
    HintFound: lambda s, e: playing.hint_found(s, e.token, e.move),
    Said: said,
    Popped: back.popped,
    ReviewStep: lambda s, e: _reviewing().stepped(s, e),
    ChartPointed: lambda s, e: _reviewing().pointed(s, e),
    QrLoaded: share.qr_loaded,
    Peer: peer,
    Connecting: connecting,
    Scanned: lambda s, e: (_hosting() if s.hosting is not None else _guesting()).scanned(s, e),
    JoinUnanswered: lambda s, e: _guesting().join_unanswered(s, e),
}
