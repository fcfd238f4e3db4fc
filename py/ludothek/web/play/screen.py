"""A game's part of `screen(state)`: the game screen around the renderer's table (the present
position, or an earlier one while looking back), the pass-the-device screen, a move's
question, and the screen the next start draws before Python is ready."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...core.values import field, mutable
from ...draw.markup import Node, as_nodes, h
from ..core import policy
from ..core.feature import features
from ..core.hint import light
from ..core.i18n import Translator, translator
from ..core.state import PageState
from . import guide as guiding, playout, replay, screens

if TYPE_CHECKING:
    from ...core.game import Game


@mutable
class Memo:
    """What a redraw may reuse from the last one (its result is the same without it): the
    open game's earlier positions, built once, and the log's lines as markup."""

    positions: replay.Replay | None = None
    header: dict[str, Any] | None = None  # the game the positions are of
    log_lines: screens.LogLines = field(default_factory=screens.LogLines)

    def at(self, game: Game, ply: int) -> Game:
        header = game.match.header()
        if self.positions is None or self.header != header:
            self.positions, self.header = replay.Replay(game), header
        else:
            self.positions.follow(game)
        return self.positions.at(ply)


def page(state: PageState, t: Translator, memo: Any) -> Node | None:
    """#app while a game is open."""
    if state.game is None:
        return None
    with as_nodes(state.explaining):  # the "?" mode dresses every piece of the table
        return game_markup(state, state.game, t, memo if isinstance(memo, Memo) else Memo())


def _panel(state: PageState, game: Game, t: Translator, position: Game | None) -> Node | None:
    """The first feature's panel above the table (the review's)."""
    return next((panel for f in features() if f.panel is not None
                 for panel in [f.panel(state, game, t, position)] if panel is not None), None)


def _dress(markup: Node, state: PageState, t: Translator, lit: str | None) -> None:
    for feature in features():
        if feature.dress is not None:
            feature.dress(markup, state, t, lit)


def game_markup(state: PageState, game: Game, t: Translator, memo: Memo) -> Node:
    """Around the table: the present position, or an earlier one while looking back."""
    last = len(game.history)
    hints = list(state.hints.used) if state.hints.allowed and game.is_over else None
    if state.shown is not None and state.shown < last:
        position = memo.at(game, state.shown)
        table = replay.replay_view(game, position, state.revealed_seat, state.away)
        best = None
        for feature in features():  # the review lights the move it preferred there
            if feature.offer is not None:
                table, best = feature.offer(table, position, state)
        markup = screens.game_screen(  # moves played out look live: no replay banner
            table.view, {"layout": state.layout}, t, show_table=not table.covered,
            status=playout.status(game, state.shown, t) if state.playing_out else None,
            last=None if state.playing_out else last,
            log_plies=replay.log_plies(position, table.seat), hints=hints,
            log_lines=memo.log_lines, guide=_panel(state, game, t, position))
        _dress(markup, state, t, best)
        return markup
    table = policy.page_view(game, state.revealed_seat, state.away)
    notice = notice_text(state, game, t)
    if state.thinking:
        notice.append(t("game.thinking", name=game.names[game.to_move]))
    elif state.hinting:
        notice = [t("hint.thinking")]
    if state.hint is not None:
        notice = [t("hint.shown", move=state.hint)]
    if state.explaining:
        notice.append(t("explain.on"))
    markup = screens.game_screen(
        table.view, {**state.ui, "layout": state.layout}, t,
        None if state.thinking else policy.undo_offer(game, state.away),
        show_table=not table.covered,
        notice=notice, last=last, log_plies=replay.log_plies(game, table.seat),
        # Kept (marked busy) while the hint is searched: the focus stays on it.
        hint_offered=state.hints.allowed and bool(table.view["legal"]) and not state.thinking,
        hint_busy=bool(state.hinting), hints=hints, log_lines=memo.log_lines,
        explaining=state.explaining,
        guide=_panel(state, game, t, None), coach=guiding.panel(state, game, t),
        report_room=not game.is_over and any(seat != "human" for seat in game.seats))
    _dress(markup, state, t, None)
    lit = state.hint or guiding.expected(state)  # the guide lights its move as a hint is
    if lit is not None and not table.covered:
        light(markup, lit)
        guiding.show_next_part(markup, state)
    if state.too_quick:  # afloat: a line above the table would move what is to be tapped again
        note = h("p", {"class_": "tap-note", "role": "status"}, t("game.too_quick"))
        markup.children = [*markup.children, note]
    return markup


def notice_text(state: PageState, game: Game, t: Translator) -> list[str]:
    """The computer's turn as the page says it now: the log lines its moves wrote, each
    naming the mover, or the bare move after the mover's name."""
    notice = state.notice
    if notice is None:
        return []
    if notice.entries:
        return [t.log_line(game.ID, dict(entry), game.names) for entry in notice.entries]
    return [t("game.bot_played", name=game.names[notice.mover], move=notice.move)]


def confirm(state: PageState, asked: tuple[str, str], t: Translator) -> Node:
    """A move that asks first (`asked`: the move and its question)."""
    assert state.game is not None  # a move is confirmed on the game screen
    return screens.confirm_dialog(asked[1], t, ply=len(state.game.history))


def privacy(state: PageState, t: Translator) -> Node | None:
    """The pass-the-device screen, where it covers the table."""
    game = state.game
    if game is None or state.dialog is not None or not state.covered:
        return None
    return screens.privacy_screen(game.names[game.to_move], t, len(game.history))


def kept_screen(state: PageState, memo: Memo | None = None) -> dict[str, Any]:
    """What the next start draws before Python is ready (static/boot.js): the game screen of
    `state` and the taps that wait there for the same position."""
    from ..core.taps import WAIT_FOR_POSITION

    assert state.game is not None  # the home screen is kept as it is on the page
    t = translator(state.lang)
    return {"html": str(game_markup(state, state.game, t, memo or Memo())),
            "plays": list(WAIT_FOR_POSITION)}
