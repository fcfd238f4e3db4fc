"""The share dialog's branches of `update`: the link, its QR code for a phone beside the device
(the encoder loaded when the dialog first opens: `effects.LoadQr`, answered by
`events.QrLoaded`; the dialog says it is coming meanwhile), Copy, and the system's share sheet
where the browser has one (`state.can_share`)."""

from __future__ import annotations

from ..core.effects import Copy, Effect, LoadQr, SelectText, ShareSheet
from ..core.events import QrLoaded, Tap
from ..core.i18n import translator
from ..core.effects import Step
from ..core.state import PageState


def share(state: PageState, event: Tap) -> Step:
    assert state.game is not None  # the button is on the game screen
    shown = None if state.playing_out else state.shown  # moves played out: the present
    url = f"{state.page_url}#{state.game.link(shown)}"
    effects: list[Effect] = [SelectText("share-url")]
    if state.qr in ("absent", "failed"):  # a failure is tried again at the next opening
        state, effects = state.replace(qr="loading"), [LoadQr(), *effects]
    return state.replace(dialog=("share", url), copied=False), effects


def shared_url(state: PageState) -> str | None:
    dialog = state.dialog
    return dialog[1] if dialog is not None and dialog[0] == "share" else None


def copy_link(state: PageState, event: Tap) -> Step:
    url = shared_url(state)
    if url is None:
        return state, []
    return state.replace(copied=True), [Copy(url), SelectText("share-url")]


def share_sheet(state: PageState, event: Tap) -> Step:
    url = shared_url(state)
    if url is None or not state.can_share:
        return state, []
    assert state.game is not None  # the dialog is over the game screen
    title = translator(state.lang).game(state.game.ID, "title")
    return state, [ShareSheet(url, f"Ludothek: {title}")]


def qr_loaded(state: PageState, event: QrLoaded) -> Step:
    return state.replace(qr="ready" if event.ok else "failed"), []
