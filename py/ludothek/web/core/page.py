"""`screen(state)`: the whole page drawn from the page's state: #app (the home screen or a game
around its renderer's table), the overlay (a dialog or the pass-the-device screen), the alert
box and the test hooks on <html>. Plain Python: app.py puts it on the page."""

from __future__ import annotations

from types import ModuleType
from typing import TYPE_CHECKING, Any, Literal

from ...core.values import field, frozen, mutable
from ...draw.markup import Node, h
from ..learn import guiding
from ..play import playout, replay, screens
from . import policy
from .hint import light
from .i18n import Translator, translator
from .state import PageState

if TYPE_CHECKING:
    from ...core.game import Game


Overlay = Literal["dialog", "privacy"] | None  # what covers the table, if anything


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


@frozen
class Screen:
    app: Node
    overlay: Node | str
    overlay_kind: Overlay  # what the overlay shows, if anything
    alert: Node | None
    attrs: dict[str, str | None]  # attributes of <html>
    zoom: str | None  # the card enlarged on the table


def screen(state: PageState, memo: Memo | None = None) -> Screen:
    memo = memo or Memo()
    t = translator(state.lang)
    game = state.game
    if state.guest is not None:
        from ..table import guesting  # a seat at another device's table

        app = guesting.screen(state, t)
    else:
        app = home(state, t) if game is None else game_markup(state, game, t, memo)
    kind: Overlay = "dialog" if state.dialog is not None else (
        "privacy" if state.covered else None)
    shown = state.plies if state.shown is None else state.shown
    attrs = {"lang": t.lang, "data-layout": state.layout,
             "data-ply": None if shown is None else str(shown),
             "data-ply-max": None if state.plies is None else str(state.plies),
             "data-settling": "" if state.settling else None,
             "data-explaining": "" if state.explaining and game is not None else None,
             "data-searching": "" if state.searching else None,
             "data-playing-out": "" if state.playing_out else None,
             "data-motion": None if state.motion else "off"}
    return Screen(app, overlay(state, t), kind, alert_box(state.alert, state.alert_is_news, t),
                  attrs,
                  state.ui.get("zoom") if game is not None else None)


def home(state: PageState, t: Translator) -> Node:
    return screens.home(t, [dict(entry) for entry in state.home.saves], state.home.summary,
                        state.motion, state.learned, state.pictures)


def game_markup(state: PageState, game: Game, t: Translator, memo: Memo) -> Node:
    """Around the table: the present position, or an earlier one while looking back."""
    last = len(game.history)
    hints = list(state.hints.used) if state.hints.allowed and game.is_over else None
    if state.shown is not None and state.shown < last:
        position = memo.at(game, state.shown)
        table = replay.replay_view(game, position, state.revealed_seat, state.away)
        review = _review(game)
        best = None
        if review is not None:
            table, best = review.offer_best(table, position, state)
        markup = screens.game_screen(  # moves played out look live: no replay banner
            table.view, {"layout": state.layout}, t, show_table=not table.covered,
            status=playout.status(game, state.shown, t) if state.playing_out else None,
            last=None if state.playing_out else last,
            log_plies=replay.log_plies(position, table.seat), hints=hints,
            log_lines=memo.log_lines,
            guide=review.panel(state, game, t, position) if review is not None else None)
        if review is not None:
            review.lit(markup, best)
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
    review = _review(game)
    markup = screens.game_screen(
        table.view, {**state.ui, "layout": state.layout}, t,
        None if state.thinking else policy.undo_offer(game, state.away),
        show_table=not table.covered,
        notice=notice, last=last, log_plies=replay.log_plies(game, table.seat),
        # Kept (marked busy) while the hint is searched: the focus stays on it.
        hint_offered=state.hints.allowed and bool(table.view["legal"]) and not state.thinking,
        hint_busy=bool(state.hinting), hints=hints, log_lines=memo.log_lines,
        explaining=state.explaining,
        guide=guiding.panel(state, game, t)
        or (review.panel(state, game, t) if review is not None else None))
    if review is not None:
        review.button(markup, state, t)
    lit = state.hint or guiding.expected(state)  # the guide lights its move as a hint is
    if lit is not None and not table.covered:
        light(markup, lit)
    if state.too_quick:  # afloat: a line above the table would move what is to be tapped again
        note = h("p", {"class_": "tap-note", "role": "status"}, t("game.too_quick"))
        markup.children = [*markup.children, note]
    return markup


def _review(game: Game) -> ModuleType | None:
    """The review's drawing (web/review.py), only for a finished game: it loads the computer
    player's review, which a game in play and the first screen do not need."""
    if not game.is_over:
        return None
    from ..review import reviewing as review

    return review


def notice_text(state: PageState, game: Game, t: Translator) -> list[str]:
    """The computer's turn as the page says it now: the log lines its moves wrote, each
    naming the mover, or the bare move after the mover's name."""
    notice = state.notice
    if notice is None:
        return []
    if notice.entries:
        return [t.log_line(game.ID, dict(entry), game.names) for entry in notice.entries]
    return [t("game.bot_played", name=game.names[notice.mover], move=notice.move)]


def overlay(state: PageState, t: Translator) -> Node | str:
    game, dialog = state.game, state.dialog
    if game is not None and dialog is None and state.covered:
        return screens.privacy_screen(game.names[game.to_move], t, len(game.history))
    if dialog is None:
        return ""
    if dialog[0] == "share":
        assert game is not None  # shared from the game screen
        return screens.share_dialog(dialog[1], type(game).SPEC.hidden_hands, t, ply=state.shown,
                                    copied=state.copied, qr=share_qr(state, dialog[1], t),
                                    can_share=state.can_share,
                                    devices="human" in game.seats and not state.guided)
    if dialog[0] == "devices":
        from ..table import hosting  # the table across devices, loaded when first set up

        return hosting.dialog(state, t)
    if dialog[0] == "scan":
        from ..table.hosting import scan_dialog

        return scan_dialog(dialog[1], t)
    if dialog[0] == "rules":  # the screens below are loaded when first shown
        from ..learn.rules_screen import rules_screen

        return rules_screen(dialog[1], t)
    if dialog[0] == "explain":
        from ..learn import explain

        return explain.dialog(state, dialog[1], t)
    if dialog[0] == "confirm":
        assert game is not None  # a move is confirmed on the game screen
        return screens.confirm_dialog(dialog[1][1], t, ply=len(game.history))
    entry = next((e for e in state.home.saves if e.get("id") == dialog[1]), None)
    named = "" if entry is None or entry.get("damaged") else " ".join(
        ["", t.game(entry["game"], "title"), "–", ", ".join(entry["names"])])
    return screens.confirm_dialog(t("home.delete_confirm") + named, t)


def share_qr(state: PageState, url: str, t: Translator) -> Node:
    """The link's QR code once the encoder is loaded (web/share.py), or what stands in for it."""
    if state.qr != "ready":
        return screens.qr_waiting(state.qr == "failed", t)
    from ...draw.qr import qr_svg  # loaded with segno, on first use

    return qr_svg(url, t("share.qr_label"))


def alert_box(text: str | None, news: bool, t: Translator) -> Node | None:
    """The alert box: a problem, or news of something done (a backup written), framed apart."""
    if text is None:
        return None
    return h("div", {"class_": "alert-box news" if news else "alert-box"},
             h("p", {}, text),
             h("button", {"data-action": "dismiss"}, t("error.dismiss")))


def kept_screen(state: PageState, memo: Memo | None = None) -> dict[str, Any]:
    """What the next start draws before Python is ready (static/boot.js): the game screen of
    `state` and the taps that wait there for the same position."""
    from .taps import WAIT_FOR_POSITION

    assert state.game is not None  # the home screen is kept as it is on the page
    t = translator(state.lang)
    return {"html": str(game_markup(state, state.game, t, memo or Memo())),
            "plays": list(WAIT_FOR_POSITION)}
