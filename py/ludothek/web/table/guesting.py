"""This device is a guest at another device's table (issue #35): it holds one seat.

The guest opens the host's invitation (a link `#join/<code>`, a scan, a paste), answers it with
a code the host reads, and once connected joins with the seat's key. From then on it draws the
view the host sends for its seat (never another seat's hidden cards: the host sends only what
that seat may know) and sends the moves tapped here; the host checks them. Loaded only when an
invitation is opened.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping
from typing import Any

from ...core import registry
from ...core.values import frozen
from ...draw.markup import Node, h
from ...net import codes, messages
from ...net.messages import BEAT_SECONDS, Beat, Bye, Join, Move, Refused, Seated, Undo
from ..play import screens
from ..core.effects import ClosePeer, Effect, Later, MakeAnswer, Send, SetHash, StartScan
from ..core.events import Connecting, GuestBeat, JoinUnanswered, Peer, Scanned, Tap
from ..core.i18n import Translator
from ..core.effects import Step
from ..core.state import say
from ..core.policy import UndoOffer
from ..core.state import PageState, with_game

HOST = "host"  # the one peer a guest has
JOIN_AGAIN = 3.0  # seconds without the host's answer to a Join before it is sent again
JOIN_TRIES = 5  # Joins unanswered before the guest says the connection did not come about


@frozen
class Guest:
    """`status`: "answering" (the answer is being made), "waiting" (shown, for the host to
    read), "joining" (connected, asking for the seat), "playing", "left" (the host is gone),
    "refused" (the host gives this device no seat: `detail` the reason) or "failed"; `view`:
    the seat's view as the host last sent it; `sent`: a move sent and not yet answered (a
    second tap sends nothing); `undo`: the host offers to take back this seat's last move."""

    invitation: codes.Invitation
    status: str = "answering"
    answer: str = ""
    view: Mapping[str, Any] | None = None
    sent: str | None = None
    detail: str = ""
    undo: bool = False

    def replace(self, **changes: Any) -> Guest:
        return dataclasses.replace(self, **changes)


def join(state: PageState, fragment: str) -> Step:
    """An invitation opened: answer it (a damaged one is said on the home screen)."""
    if state.guest is not None and state.address == fragment:
        return state, []  # the same invitation, open already (its address set here)
    code = fragment[len(codes.JOIN_ROUTE):]
    home = with_game(state, None).replace(address=fragment, entered=False, guest=None)
    try:
        invitation = codes.read_invitation(code)
    except codes.CodeError as err:
        return say(home, f"table.code_{err.reason}"), []
    if invitation.game not in registry.specs():
        return say(home, "table.unknown_game"), []
    guest = Guest(invitation)
    state, load_qr = _hosting_qr(home.replace(guest=guest))
    return state, [MakeAnswer(invitation.seat, invitation.offer), *load_qr]


def _hosting_qr(state: PageState) -> Step:
    from .hosting import with_qr  # the answer is shown as a QR code too

    return with_qr(state)


def scan(state: PageState, event: Tap) -> Step:
    """The page's own scanner reads an invitation (the camera app opens its link too)."""
    from .hosting import SCAN_VIDEO

    return state.replace(dialog=("scan", "invite")), [StartScan(SCAN_VIDEO)]


def scanned(state: PageState, event: Scanned) -> Step:
    """An invitation read opens as its link would; any other code is passed over."""
    if state.dialog != ("scan", "invite"):
        return state, []
    try:
        codes.read_invitation(event.text)
    except codes.CodeError:
        return state, []  # another code in sight, or a blurred one: keep looking
    text = "".join(event.text.split())
    fragment = codes.JOIN_ROUTE + text.split("#" + codes.JOIN_ROUTE, 1)[-1]
    state, effects = join(state.replace(dialog=None), fragment)
    return state, [SetHash(fragment, False), *effects]


def scan_failed(state: PageState, event: Connecting) -> Step:
    state = state.replace(dialog=None) if state.dialog == ("scan", "invite") else state
    return say(state, "table.scan_failed_invite", detail=event.error), []


def answered(state: PageState, event: Connecting) -> Step:
    guest = state.guest
    if guest is None:
        return state, [ClosePeer(HOST)]
    if event.error:
        return state.replace(guest=guest.replace(status="failed", detail=event.error)), []
    invitation = guest.invitation
    code = codes.write_answer(codes.Answer(invitation.table, invitation.seat, invitation.key,
                                           event.sdp))
    return state.replace(guest=guest.replace(status="waiting", answer=code)), []


def heard(state: PageState, event: Peer) -> Step:
    """The host's channel opened (join with the key), sent a message, or went away."""
    guest = state.guest
    if guest is None or event.peer != HOST:
        return state, [ClosePeer(event.peer)]
    if event.kind == "open":
        return state.replace(guest=guest.replace(status="joining")), _ask_for_seat(guest, 1)
    if event.kind == "closed":
        return state.replace(guest=guest.replace(status="left", sent=None)), []
    try:
        message = messages.parse_host(event.text)
    except messages.BadMessage:
        return state, []  # another version or kind: dropped
    if isinstance(message, Bye):
        return state.replace(guest=guest.replace(status="left", sent=None)), [ClosePeer(HOST)]
    if isinstance(message, Seated):
        if message.seat != guest.invitation.seat or message.view.get("game") != \
                guest.invitation.game:
            return state, []  # not this seat's table
        moved = guest.view is None or guest.view.get("moves_played") != \
            message.view.get("moves_played")
        ui = {} if moved else state.ui  # a choice made for the position before goes with it
        # Seated the first time: its beats begin (the host notices a guest gone by them).
        beats: list[Effect] = [] if guest.status == "playing" else [
            Send(HOST, messages.dump(Beat())),
            Later(BEAT_SECONDS, GuestBeat(guest.invitation.key))]
        return state.replace(guest=guest.replace(status="playing", view=message.view,
                                                 sent=None, undo=message.undo),
                             ui=ui, too_quick=False), beats
    if message.reason in ("key", "seat") and guest.status == "joining":
        # No seat for this device (an old invitation, another device took it): said once,
        # and asked no more.
        gone = guest.replace(status="refused", detail=message.reason, sent=None)
        return refused(state.replace(guest=gone), message)[0], [ClosePeer(HOST)]
    return refused(state.replace(guest=guest.replace(sent=None)), message)


def beat(state: PageState, event: GuestBeat) -> Step:
    """A sign of life to the host, every BEAT_SECONDS while this seat is played here."""
    guest = state.guest
    if guest is None or guest.status != "playing" or guest.invitation.key != event.key:
        return state, []  # the seat was left, or the host is gone: the beats end
    return state, [Send(HOST, messages.dump(Beat())), Later(BEAT_SECONDS, event)]


def _ask_for_seat(guest: Guest, tries: int) -> list[Effect]:
    """The seat asked for with its key, and asked again if no answer comes in time."""
    join = messages.dump(Join(guest.invitation.seat, guest.invitation.key))
    return [Send(HOST, join), Later(JOIN_AGAIN, JoinUnanswered(tries))]


def join_unanswered(state: PageState, event: JoinUnanswered) -> Step:
    """Still no answer to the Join: send it again; after the last try, the connection failed."""
    guest = state.guest
    if guest is None or guest.status != "joining":
        return state, []  # answered (seated, refused) or given up meanwhile
    if event.tries >= JOIN_TRIES:
        failed = guest.replace(status="failed", detail="the other device did not answer")
        return state.replace(guest=failed), [ClosePeer(HOST)]
    return state, _ask_for_seat(guest, event.tries + 1)


def refused(state: PageState, message: Refused) -> Step:
    guest = state.guest
    assert guest is not None
    if message.reason == "rules" and message.refusal.get("key"):
        t_key, args = str(message.refusal["key"]), dict(message.refusal.get("args", {}))
        from ..core.i18n import translator

        t = translator(state.lang)
        game = guest.invitation.game
        if t.has_game(game, t_key):
            try:
                reason = t.game(game, t_key, **args)
            except (KeyError, ValueError, TypeError, IndexError):  # words that do not fit
                reason = None  # (another device's arguments): said as the bare detail below
            if reason is not None:
                return say(state, "error.refused", reason=reason), []
    if message.reason == "rules":
        return say(state, "error.illegal", detail=message.detail), []
    return say(state, f"table.refused_{message.reason.replace('-', '_')}"), []


def tap(state: PageState, event: Tap) -> Step:
    """A move tapped at the guest's device goes to the host (one at a time)."""
    guest = state.guest
    assert guest is not None
    if guest.view is None or guest.status != "playing" or guest.sent is not None:
        return state, []  # not seated yet, or a move is on its way (a double tap)
    ply = int(guest.view["moves_played"])
    if event.action == "undo":
        return state.replace(guest=guest.replace(sent="undo", undo=False), ui={}), [
            Send(HOST, messages.dump(Undo(ply)))]
    move = event.data.get("move", "")
    if not move:
        return state, []
    sent = messages.dump(Move(ply, move))
    return state.replace(guest=guest.replace(sent=move), ui={}), [Send(HOST, sent)]


def not_sent(state: PageState) -> Step:
    """A message could not go (the channel closed meanwhile)."""
    guest = state.guest
    if guest is None:
        return state, []
    return say(state.replace(guest=guest.replace(sent=None, status="left")), "table.not_sent"), []


# ----- drawing --------------------------------------------------------------------------------

def screen(state: PageState, t: Translator) -> Node:
    guest = state.guest
    assert guest is not None
    invitation = guest.invitation
    if guest.view is None:
        return _connecting(state, guest, t)
    view = dict(guest.view)
    if guest.sent is not None or guest.status != "playing":
        view["legal"] = []  # nothing to tap while a move is on its way or the host is gone
    name = screens.seat_name(invitation.game, view["names"], invitation.seat, t)
    line = {"playing": t("table.guest_playing", name=name), "left": t("table.guest_left"),
            "refused": t(f"table.refused_{guest.detail}")}.get(guest.status,
                                                              t("table.guest_joining"))
    if guest.sent is not None:
        line = t("table.guest_sent")
    banner = h("p", {"class_": "table-banner", "role": "status",
                     "data-guest": guest.status}, line)
    undo = UndoOffer(invitation.seat, 1) if guest.undo and guest.sent is None else None
    return screens.game_screen(view, {**state.ui, "layout": state.layout}, t, undo,
                               guide=banner, sharing=False)


def _connecting(state: PageState, guest: Guest, t: Translator) -> Node:
    invitation = guest.invitation
    title = t.game(invitation.game, "title")
    body: list[Node | str | None]
    if guest.status == "failed":
        body = [h("p", {"class_": "warning"}, t("table.guest_failed", detail=guest.detail))]
    elif guest.status == "refused":
        body = [h("p", {"class_": "warning"}, t(f"table.refused_{guest.detail}"))]
    elif guest.status == "waiting":
        from ..core.page import share_qr  # the QR code, or what stands in while the encoder loads

        body = [h("p", {}, t("table.guest_show")),
                h("figure", {"class_": "share-qr"}, share_qr(state, guest.answer, t)),
                h("textarea", {"readonly": True, "id": "answer-code", "rows": 6,
                               "aria-label": t("table.guest_code")}, guest.answer),
                h("p", {"class_": "actions"},
                  h("button", {"class_": "primary", "data-action": "copy-code",
                               "data-text": guest.answer}, t("table.copy")))]
    elif guest.status == "joining":
        body = [h("p", {"role": "status"}, t("table.guest_joining"))]
    else:
        body = [h("p", {"role": "status"}, t("table.guest_answering"))]
    seat = invitation.seat
    colour = (f" ({t.game(invitation.game, f'seat.{seat}')})"
              if t.has_game(invitation.game, f"seat.{seat}") else "")
    return h("section", {"class_": "table-join", "data-guest": guest.status},
             h("h1", {}, title),
             h("p", {"class_": "guest-seat"}, t("table.guest_seat", n=seat + 1, colour=colour,
                                                game=title)),
             *body,
             h("p", {}, h("button", {"data-action": "home"}, "← ", t("game.home"))))
