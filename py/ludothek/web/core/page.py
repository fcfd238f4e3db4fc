"""`screen(state)`: the whole page drawn from the page's state: #app (the part of the feature
that owns it now: the home screen, a game, a seat at another device's table), the overlay (a
feature's dialog, or what covers the table), the alert box and the test hooks on <html>.
Plain Python: the browser glue puts it on the page."""

from __future__ import annotations

from typing import Any, Literal

from ...core.values import frozen
from ...draw.markup import Node, h
from .feature import features
from .i18n import Translator, translator
from .state import PageState

Overlay = Literal["dialog", "privacy"] | None  # what covers the table, if anything


@frozen
class Screen:
    app: Node
    overlay: Node | str
    overlay_kind: Overlay  # what the overlay shows, if anything
    alert: Node | None
    attrs: dict[str, str | None]  # attributes of <html>
    zoom: str | None  # the card enlarged on the table


def screen(state: PageState, memo: Any = None) -> Screen:
    """`memo`: what the feature drawing #app may reuse from the last redraw (play.screen.Memo)."""
    t = translator(state.lang)
    game = state.game
    app = next((drawn for f in features() if f.page is not None
                for drawn in [f.page(state, t, memo)] if drawn is not None), None)
    kind: Overlay = "dialog" if state.dialog is not None else (
        "privacy" if state.covered else None)
    return Screen(app if app is not None else h("div", {}), overlay(state, t), kind,
                  alert_box(state.alert, state.alert_is_news, t), html_attrs(state),
                  state.ui.get("zoom") if game is not None else None)


def only_hooks_differ(state: PageState, drawn: PageState) -> bool:
    """`state` draws as `drawn` does but for <html>'s attributes: the tap guard settled (a
    redraw of the whole table 400 ms after every move, for one test hook)."""
    return state.settling != drawn.settling and state.replace(settling=drawn.settling) == drawn


def html_attrs(state: PageState) -> dict[str, str | None]:
    """<html>'s attributes: its language and layout, and the test hooks."""
    game = state.game
    shown = state.plies if state.shown is None else state.shown
    return {"lang": translator(state.lang).lang, "data-layout": state.layout,
            "data-ply": None if shown is None else str(shown),
            "data-ply-max": None if state.plies is None else str(state.plies),
            "data-settling": "" if state.settling else None,
            "data-explaining": "" if state.explaining and game is not None else None,
            "data-searching": "" if state.searching else None,
            "data-playing-out": "" if state.playing_out else None,
            "data-motion": None if state.motion else "off",
            # Test hook: the seats whose guests send beats (table/hosting.checked).
            "data-beating": None if state.hosting is None else " ".join(
                str(remote.seat) for remote in state.hosting.seats if remote.beating) or None}


def lang_switch(t: Translator) -> Node:
    return h("div", {"class_": "lang-switch", "role": "group", "aria-label": t("home.language")},
             [h("button", {"data-action": "lang", "data-value": code, "lang": code,
                           "aria-pressed": "true" if t.lang == code else "false"}, code.upper())
              for code in ("de", "en")])


def setting_switch(t: Translator, name: str, on: bool, cls: str = "") -> Node:
    """A setting of the page that is on or off (`settings.<name>`; its tap `data-action` is
    `name`): moves animated, play without seeing."""
    return h("button", {"class_": f"{name}-switch {cls}".strip(), "data-action": name,
                        "aria-pressed": "true" if on else "false"}, t(f"settings.{name}"))


def overlay(state: PageState, t: Translator) -> Node | str:
    """The dialog on show, drawn by the feature whose it is, or what covers the table."""
    dialog = state.dialog
    if dialog is None:
        return next((cover for f in features() if f.cover is not None
                     for cover in [f.cover(state, t)] if cover is not None), "")
    draw = next((f.dialogs[dialog[0]] for f in features() if dialog[0] in f.dialogs), None)
    if draw is None:
        raise LookupError(f"no feature draws the dialog {dialog[0]!r}")
    return draw(state, dialog[1], t)


def share_qr(state: PageState, url: str, t: Translator) -> Node:
    """`url`'s QR code once the encoder is loaded (home/share.py), or what stands in for it."""
    if state.qr != "ready":
        return qr_waiting(state.qr == "failed", t)
    from ...draw.qr import qr_svg  # loaded with segno, on first use

    return qr_svg(url, t("share.qr_label"))


def qr_waiting(failed: bool, t: Translator) -> Node:
    """What stands in the QR code's place (its size, so nothing moves when it comes) while the
    encoder loads, or where it could not be loaded."""
    return h("div", {"class_": "qr qr-waiting", "role": "status"},
             t("share.qr_failed" if failed else "share.qr_loading"))


def alert_box(text: str | None, news: bool, t: Translator) -> Node | None:
    """The alert box: a problem, or news of something done (a backup written), framed apart."""
    if text is None:
        return None
    return h("div", {"class_": "alert-box news" if news else "alert-box"},
             h("p", {}, text),
             h("button", {"data-action": "dismiss"}, t("error.dismiss")))
