"""The branches of `update` that change the open game: a move, a take-back, the computer's
turn, a hint, another tab's change. Each takes a state and gives the next with its effects."""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from ...core import IllegalMove
from . import guide as guiding
from . import playout
from ..core import policy
from ..core.back import GAME_HASH, to_address
from ..core.effects import Effect, FindHint, Later, Load, Save, Step, Think
from ..core.events import SearchDone, Settled, ThinkNow
from ..core.hint import Hints
from ..core.i18n import translator
from ..core.state import Notice, PageState, Token, say, with_game
from ..core.taps import SETTLE_MS

if TYPE_CHECKING:
    from ...core.game import Game

BOT_PAUSE = 0.7  # after a computer's move, so a person can follow it before the next one comes


def pause(state: PageState) -> float:
    """The computer's pause between its moves: none while playing without seeing, where its
    turn is said once it is over (web/blind/said.py), not move by move."""
    return 0.0 if state.blind else BOT_PAUSE



def save(state: PageState) -> list[Effect]:
    """Save the open game as it is in `state` (after every move, take-back and hint)."""
    assert state.game is not None  # saved only while a game is open
    guide: dict[str, object] = {"guide": True} if state.guided else {}
    review = {} if state.review is None else state.review.data(state.game)
    return [Save(state.game, state.save_id, state.known,
                 {**state.hints.data(), **guide, **review})]


def computer_turn(state: PageState, delay: float = 0.0) -> Step:
    """If a computer has the move, let it think (after `delay` seconds, so a person can follow
    its last move); the page stays live meanwhile."""
    game = state.game
    if game is None or game.is_over or state.thinking or game.seats[game.to_move] == "human":
        return state, []
    token = state.token()
    state = state.replace(thinking=token)
    prepared = guiding.prepared(state)
    if prepared is not None:  # the guided game's computer makes its prepared move, unsearched
        return (state.replace(searching=state.searching + 1),
                [Later(BOT_PAUSE, SearchDone(token, prepared))])
    if delay:
        return state, [Later(delay, ThinkNow(token))]
    return think_now(state, token)


def think_now(state: PageState, token: Token) -> Step:
    """The computer begins its search, if its turn is still that of `token`."""
    game = state.game
    if game is None or state.thinking != token:
        return state, []  # the player left, or the game changed, before it began
    level = game.seats[game.current_seat()]
    return state.replace(searching=state.searching + 1), [Think(token, game, level)]


def settling(state: PageState, now: float, spot: tuple[float, float] | None) -> Step:
    """A move was applied at `now`: a tap at the same spot for a moment is part of the same
    gesture (the tap guard drops it)."""
    return (state.replace(taps=state.taps.moved(now, spot), settling=True),
            [Later(SETTLE_MS / 1000, Settled(now))])


def play(state: PageState, move: str, now: float = 0.0,
         spot: tuple[float, float] | None = None) -> Step:
    """A person's move, checked by the engine; an illegal one says why and changes nothing."""
    if state.thinking or state.game is None:
        return state, []  # the computer has the move, or the game was left
    try:
        game = state.game.clone().play(move)
    except IllegalMove as err:
        return refused(state, err), []
    asked = guiding.expected(state)
    if asked is not None and move != asked:  # legal, but the guide shows another move now
        return say(state, "guide.follow"), []
    return person_moved(state, game, now, spot)


def refused(state: PageState, err: IllegalMove) -> PageState:
    """An illegal move is said with the rules' reason in the player's words; the engine's
    English text only when the game gives no worded reason."""
    refusal, game = err.refusal, state.game
    t = translator(state.lang)
    if refusal is None or game is None or not t.has_game(game.SPEC.id, refusal.word_key):
        return say(state, "error.illegal", detail=str(err))
    return say(state, "error.refused",
               reason=t.game(game.SPEC.id, refusal.word_key, **refusal.args))


def person_moved(state: PageState, game: Game, now: float,
                 spot: tuple[float, float] | None) -> Step:
    """A person's move or take-back is applied: saved, and the computer's turn comes."""
    state, effects = settling(with_game(state, game, revealed_seat=state.revealed_seat),
                              now, spot)
    state, think = computer_turn(state)
    state, learned = guiding.progressed(state)
    return state, effects + save(state) + think + learned


def undo(state: PageState, now: float, spot: tuple[float, float] | None,
         seat: int | None = None) -> Step:
    """Take back as policy.undo_offer says; after any undo the game goes on. `seat`: asked
    from that seat's own device (web/hosting.py), where the offer must be that seat's."""
    game = state.game
    assert game is not None  # the button is on the game screen
    offer = policy.undo_offer(game, state.away if seat is None else policy.NOBODY_AWAY)
    if offer is None or state.thinking or (seat is not None and offer.seat != seat):
        return state, []  # the position changed since the button was drawn
    try:
        earlier = game.undo(offer.count)
    except IllegalMove as err:
        return say(state, "error.illegal", detail=str(err)), []
    return person_moved(state, earlier, now, spot)


def searched(state: PageState, token: Token, move: str | None,
             stored: tuple[str, ...] | None) -> Step:
    """The computer's search ended: its move is made if the game is still where it was and no
    other tab moved it first (then that tab's save is followed instead)."""
    state = state.replace(searching=max(0, state.searching - 1))
    game = state.game
    if move is None or game is None or state.thinking != token:
        return state, []  # failed, or the player left or the game changed meanwhile
    followed = follow(state, stored)
    if followed is not None:
        return followed
    mover = game.current_seat()
    try:
        after = game.clone().play(move)
    except IllegalMove as err:  # a computer must never do this; say so rather than hang
        return say(state.replace(thinking=None), "error.internal", detail=str(err)), []
    state = with_game(state, after, revealed_seat=state.revealed_seat, dialog=state.dialog,
                      shown=state.shown, notice=turn_told(state, game, after, mover, move))
    state, think = computer_turn(state, delay=pause(state))
    state, learned = guiding.progressed(state)
    return state, save(state) + think + learned + guiding.bring_lit(state)


def turn_told(state: PageState, before: Game, after: Game, mover: int, move: str) -> Notice:
    """The computer's turn as the person reads it: what this move wrote in the log, after
    what its earlier moves of the same turn wrote (a Castle Rampage turn of several actions,
    a Jacynth card and its token)."""
    seen = policy.viewing_seat(after, state.revealed_seat, state.away)
    written: tuple[Mapping[str, Any], ...] = tuple(
        after.log_for(seen)[len(before.log_for(seen)):])
    earlier = state.notice
    same_turn = (earlier is not None and earlier.mover == mover and before.history
                 and before.match.movers[-1] == mover)
    if same_turn and earlier is not None:
        written = earlier.entries + written
    return Notice(written, mover, move)


def follow(state: PageState, stored: tuple[str, ...] | None) -> Step | None:
    """Another tab wrote the open game's save (`stored`: its moves): read it, if
    policy.follows_other_tab says this tab follows. None: it does not."""
    game = state.game
    if game is None or state.save_id is None or stored is None:
        return None
    if not policy.follows_other_tab(list(stored), game.history,
                                    None if state.known is None else list(state.known),
                                    bool(state.thinking)):
        return None
    return state, [Load(state.save_id, follow=True)]


def followed(state: PageState, game: Game, hints: Hints) -> Step:
    """The other tab's save is read: show it, with its hint counts and its computer's turn. A
    search here about the position left behind is dropped. Whoever said "it is me" here may
    have passed the device on there: hidden hands are covered again. Rules on show stay: they
    are not about the position."""
    before = state.game
    shown = state.shown if state.shown is not None and state.shown <= len(game.history) else None
    state = with_game(state, game, shown=shown, known=tuple(game.history),
                      hints=hints, dialog=state.dialog if state.rules is not None else None)
    played: list[Effect] = []
    if shown is None and before is not None and not state.covered \
            and game.history[:len(before.history)] == before.history:
        # Moves made there are played out here in their order (one is simply drawn).
        state, played = playout.start(state, len(before.history) + 1)
    state, think = computer_turn(state)
    return state, played + think


def hint(state: PageState) -> Step:
    """Ask the computer for a move for the person to move; nothing is played."""
    game = state.game
    assert game is not None  # the button is on the game screen
    if (not state.hints.allowed or state.thinking or state.hinting or state.shown is not None
            or not policy.page_view(game, state.revealed_seat, state.away).view["legal"]):
        return state, []  # the position changed since the button was drawn
    token = state.token()
    return state.replace(hinting=token, hint=None), [FindHint(token, game)]


def hint_found(state: PageState, token: Token, move: str) -> Step:
    if state.hinting != token or state.game is None:
        return state, []  # the player moved on meanwhile
    seat = state.game.current_seat()
    state = state.replace(hinting=None, hint=move, hints=state.hints.asked(seat))
    return state, save(state)


def saved(state: PageState, save_id: str, moves: tuple[str, ...]) -> Step:
    """The open game was written under `save_id`: the address names it."""
    if state.game is None or tuple(state.game.history) != moves:
        return state, []  # written for a game left since
    return to_address(state.replace(save_id=save_id, known=moves), GAME_HASH + save_id)


