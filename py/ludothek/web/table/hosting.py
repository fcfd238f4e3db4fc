"""This device hosts the open game for guests at other devices (issue #35): the update branches.

The host keeps the only full game and its save. A seat handed to another device gets a key and
an invitation (the host's WebRTC offer, as a code); the guest's answer code connects them. Once
the guest's device has joined with the key, it gets its seat's view after every change of the
game (`sync`, called by update.update after every event) and sends its moves, which are checked
here (net.host) and then played like any move of a person. Loaded only once a table is set up.
"""

from __future__ import annotations

import dataclasses

from ...draw.markup import Node, h
from ...net import codes, messages
from ...net.host import (Hosting, RemoteSeat, check_join, check_move, new_key, new_table,
                        seat_view)
from ...net.messages import GONE_SECONDS, Beat, Bye, Join, Refused, Seated, Undo
from ..core import policy
from ..core.effects import (ClosePeer, Effect, Later, LoadQr, MakeOffer, Send, StartScan, Step,
                            StopScan, TakeAnswer)
from ..core.events import Change, Connecting, Peer, Scanned, Tap, TableCheck
from ..core.i18n import Translator
from ..core.state import PageState, say
from ..play.playing import person_moved, undo

DIALOG = ("devices", "")
CHECK_SECONDS = GONE_SECONDS / 2  # silent for two checks in a row: gone within GONE_SECONDS
SCAN_VIDEO = "scan-video"  # the scanner's <video>


def open_dialog(state: PageState, event: Tap) -> Step:
    if state.game is None or state.guided:
        return state, []
    return with_qr(state.replace(dialog=DIALOG))


def with_qr(state: PageState) -> Step:
    """`state`, with the QR encoder asked for where it is not loaded (web/share.py)."""
    if state.qr in ("absent", "failed"):
        return state.replace(qr="loading"), [LoadQr()]
    return state, []


def scan(state: PageState, event: Tap) -> Step:
    """The page's own scanner reads the guest's answer (its QR code) with the camera."""
    if state.hosting is None:
        return state, []
    return state.replace(dialog=("scan", "answer")), [StartScan(SCAN_VIDEO)]


def scanned(state: PageState, event: Scanned) -> Step:
    """A code read: an answer connects its seat (the scan ends); anything else is passed over
    while the camera goes on looking."""
    if state.dialog != ("scan", "answer") or state.hosting is None:
        return state, []
    try:
        codes.read_answer(event.text)
    except codes.CodeError:
        return state, []  # another code in sight, or a blurred one: keep looking
    state, effects = answer_pasted(state.replace(dialog=DIALOG), Change("answer", event.text))
    return state, [StopScan(), *effects]


def scan_failed(state: PageState, event: Connecting) -> Step:
    state = state.replace(dialog=DIALOG) if state.dialog == ("scan", "answer") else state
    return say(state, "table.scan_failed", detail=event.error), [StopScan()]


def invite(state: PageState, event: Tap) -> Step:
    """Hand a person's seat to another device (again: the device that dropped out, or
    another, joins with the new invitation's key)."""
    game, seat = state.game, int(event.data.get("seat", -1))
    if game is None or not 0 <= seat < game.players or game.seats[seat] != "human":
        return state, []
    hosting = state.hosting or new_table()
    remote = hosting.remote(seat)
    # A fresh key for each invitation: an answer made from an earlier one (its offer gone
    # with its connection) is told apart and refused in words, never taken for the new one.
    hosting = hosting.with_seat(RemoteSeat(seat, new_key(), making=True))
    effects: list[Effect] = [ClosePeer(str(seat))] if remote is not None else []
    return state.replace(hosting=hosting, dialog=DIALOG), effects + [MakeOffer(seat)]


def play_here(state: PageState, event: Tap) -> Step:
    """The seat is played at this device again: its other device is let go."""
    seat = int(event.data.get("seat", -1))
    if state.hosting is None or state.hosting.remote(seat) is None:
        return state, []
    hosting = state.hosting.without_seat(seat)
    effects: list[Effect] = [Send(str(seat), messages.dump(Refused("seat"))), ClosePeer(str(seat))]
    return state.replace(hosting=hosting if hosting.seats else None), effects


def offer_made(state: PageState, event: Connecting) -> Step:
    """The seat's offer is made: its invitation can be shown."""
    hosting, game = state.hosting, state.game
    remote = None if hosting is None else hosting.remote(event.seat)
    if hosting is None or game is None or remote is None:
        return state, [ClosePeer(str(event.seat))]  # the table was given up meanwhile
    if event.error:
        state = state.replace(hosting=_drop(hosting, event.seat))
        return say(state, "table.no_webrtc", detail=event.error), []
    code = codes.write_invitation(codes.Invitation(game.ID, hosting.table, event.seat,
                                                   remote.key, event.sdp))
    return state.replace(hosting=hosting.with_seat(dataclasses.replace(remote, code=code,
                                                                       making=False))), []


def answer_pasted(state: PageState, event: Change) -> Step:
    """A guest's answer pasted (or scanned): it connects the seat it answers."""
    hosting = state.hosting
    if hosting is None:
        return state, []
    try:
        answer = codes.read_answer(event.value)
    except codes.CodeError as err:
        return say(state, f"table.code_{err.reason}"), []
    remote = hosting.remote(answer.seat)
    if answer.table != hosting.table or remote is None or remote.key != answer.key:
        return say(state, "table.code_other"), []
    if remote.connected:  # its device is at the table: this answer is an old one
        return say(state, "table.answer_connected", name=state.game.names[answer.seat]
                   if state.game is not None else str(answer.seat + 1)), []
    if not remote.code:  # no invitation of this seat waits for an answer
        return say(state, "table.answer_old"), []
    return state, [TakeAnswer(answer.seat, answer.answer)]


def connect_failed(state: PageState, event: Connecting) -> Step:
    return say(state, "table.no_webrtc", detail=event.error), []


def heard(state: PageState, event: Peer) -> Step:
    """A guest's device opened its channel, sent a message or went away."""
    hosting, game = state.hosting, state.game
    seat = int(event.peer) if event.peer.isdigit() else -1
    remote = None if hosting is None else hosting.remote(seat)
    if hosting is None or game is None or remote is None:
        return state, [ClosePeer(event.peer)]
    if event.kind == "closed":
        if not remote.connected:
            return state, []
        state = state.replace(hosting=hosting.with_seat(dataclasses.replace(remote,
                                                                            connected=False)))
        return say(state, "table.seat_left", name=game.names[seat]), []
    if event.kind != "message":
        return state, []  # open: the guest's Join follows
    try:
        message = messages.parse_guest(event.text)
    except messages.BadMessage:
        return state, []  # a message of another version or kind: dropped, the game goes on
    if isinstance(message, Join):
        refused = check_join(hosting, message) if message.seat == seat else Refused("seat")
        if refused is not None:
            return state, [Send(event.peer, messages.dump(refused))]
        if remote.connected:  # asked again (guesting.JOIN_AGAIN): the answer may have been lost
            return state, [Send(event.peer, messages.dump(seated(state, seat)))]
        # Seated: the next sync sends the seat's view to the newly connected device.
        return state.replace(hosting=hosting.with_seat(
            dataclasses.replace(remote, connected=True, code=""))), []
    if not remote.connected:
        return state, []  # a move before joining: not taken
    if isinstance(message, Beat):  # a sign of life: checked for silence from now on
        heard = dataclasses.replace(remote, heard=True, beating=True)
        state = state.replace(hosting=hosting.with_seat(heard))
        return state, [] if remote.beating else [
            Later(CHECK_SECONDS, TableCheck(seat, remote.key))]
    if remote.beating:
        hosting = hosting.with_seat(dataclasses.replace(remote, heard=True))
        state = state.replace(hosting=hosting)
    if isinstance(message, Undo):
        return taken_back(state, seat, message)
    after = check_move(game, seat, message)
    if isinstance(after, Refused):
        effects: list[Effect] = [Send(event.peer, messages.dump(after))]
        if after.reason == "moved-on":  # the present, to tap in again
            effects.append(Send(event.peer, messages.dump(seated(state, seat))))
        return state, effects
    return person_moved(state, after, 0.0, None)


def checked(state: PageState, event: TableCheck) -> Step:
    """Every CHECK_SECONDS while its guest beats: heard since the last check, or gone (its
    tab closed, its device asleep or out of reach): its seat is let go as if its channel
    had closed, and the guest is invited again."""
    hosting, game = state.hosting, state.game
    remote = None if hosting is None else hosting.remote(event.seat)
    if hosting is None or game is None or remote is None or remote.key != event.key \
            or not remote.connected:
        return state, []  # let go meanwhile, or invited anew: this check ends
    if remote.heard:
        quiet = dataclasses.replace(remote, heard=False)
        return (state.replace(hosting=hosting.with_seat(quiet)),
                [Later(CHECK_SECONDS, TableCheck(event.seat, event.key))])
    gone = dataclasses.replace(remote, connected=False, beating=False)
    state = state.replace(hosting=hosting.with_seat(gone))
    return say(state, "table.seat_left", name=game.names[event.seat]), [ClosePeer(str(event.seat))]


def taken_back(state: PageState, seat: int, message: Undo) -> Step:
    """The guest takes back its last move, where the rules and the page offer it (as Undo
    at one device: policy.undo_offer)."""
    game = state.game
    assert game is not None
    if message.ply != len(game.history):
        return state, [Send(str(seat), messages.dump(Refused("moved-on"))),
                       Send(str(seat), messages.dump(seated(state, seat)))]
    after, effects = undo(state, 0.0, None, seat)
    if after.game is game:
        return state, [Send(str(seat), messages.dump(Refused("undo")))]
    return after, effects


def seated(state: PageState, seat: int) -> Seated:
    """What the device at `seat` is sent: its view, and whether it may take back."""
    game = state.game
    assert game is not None
    offer = None if state.thinking else policy.undo_offer(game)
    return Seated(seat, seat_view(game, seat), offer is not None and offer.seat == seat)


def sync(before: PageState, after: PageState) -> Step:
    """After every event: each connected guest gets its seat's view when the game changed (or
    it just joined); the table ends, with a goodbye to every guest, when the host leaves the
    game (home, another game)."""
    hosting = after.hosting
    left = after.game is None or (before.game is not None and after.save_id != before.save_id)
    if hosting is not None and left:
        after, hosting = after.replace(hosting=None), None
    if hosting is None:
        if before.hosting is None:
            return after, []
        goodbyes: list[Effect] = [Send(str(remote.seat), messages.dump(Bye()))
                                  for remote in before.hosting.seats if remote.connected]
        return after, goodbyes + [ClosePeer()]
    game = after.game
    assert game is not None
    effects: list[Effect] = []
    for remote in hosting.seats:
        if not remote.connected:
            continue
        earlier = None if before.hosting is None else before.hosting.remote(remote.seat)
        if after.game is not before.game or earlier is None or not earlier.connected \
                or after.thinking != before.thinking:
            effects.append(Send(str(remote.seat), messages.dump(seated(after, remote.seat))))
    return after, effects


def _drop(hosting: Hosting, seat: int) -> Hosting | None:
    hosting = hosting.without_seat(seat)
    return hosting if hosting.seats else None


# ----- drawing --------------------------------------------------------------------------------

def dialog(state: PageState, t: Translator) -> Node:
    """The host's table: each person's seat, at this device or invited to another (with the
    invitation to show and a field for the guest's answer), or connected."""
    game = state.game
    assert game is not None  # opened from the game screen
    rows = [_seat_row(state, seat, t) for seat, kind in enumerate(game.seats) if kind == "human"]
    return h("div", {"class_": "dialog devices", "role": "dialog", "aria-modal": "true"},
             h("h2", {}, t("table.title")),
             h("p", {}, t("table.text")),
             h("ul", {"class_": "device-seats"}, rows),
             h("div", {"class_": "actions"},
               h("button", {"data-action": "close-dialog", "data-focus": ""}, t("game.close"))))


def _seat_row(state: PageState, seat: int, t: Translator) -> Node:
    game = state.game
    assert game is not None
    name = game.names[seat]
    remote = None if state.hosting is None else state.hosting.remote(seat)
    if remote is None:
        return h("li", {"data-seat": seat},
                 h("strong", {}, name), " ", t("table.here"), " ",
                 h("button", {"data-action": "table-invite", "data-seat": seat},
                   t("table.invite")))
    here = h("button", {"data-action": "table-here", "data-seat": seat}, t("table.play_here"))
    if remote.connected:
        return h("li", {"data-seat": seat, "data-connected": ""},
                 h("strong", {}, name), " ✓ ", t("table.connected"), " ", here)
    again = h("button", {"data-action": "table-invite", "data-seat": seat},
              t("table.invite_again"))
    if remote.making:
        return h("li", {"data-seat": seat},
                 h("strong", {}, name), " ", h("span", {"role": "status"}, t("table.making")))
    if not remote.code:  # its device went away: invited again, it finds the game where it is
        return h("li", {"data-seat": seat, "data-away": ""},
                 h("strong", {}, name), " – ", t("table.away"), " ", again, " ", here)
    link = f"{state.page_url}#{codes.JOIN_ROUTE}{remote.code}"
    from ..core.page import share_qr  # the QR code, or what stands in while the encoder loads

    return h("li", {"data-seat": seat, "data-invited": ""},
             h("strong", {}, name), " – ", t("table.away"),
             h("p", {}, t("table.invited")),
             h("figure", {"class_": "share-qr"}, share_qr(state, link, t),
               h("figcaption", {}, t("table.invitation", name=name))),
             h("label", {}, t("table.invitation", name=name),
               h("textarea", {"readonly": True, "rows": 4, "class_": "invite-code",
                              "id": f"invite-{seat}"}, link)),
             h("button", {"data-action": "copy-code", "data-text": link}, t("table.copy")),
             h("label", {}, t("table.answer", name=name),
               h("textarea", {"name": "answer", "rows": 4, "class_": "answer-code",
                              "placeholder": t("table.answer_hint")})),
             h("p", {"class_": "actions"},
               # Pasting is the common way (the field connects once it is left): its button
               # is the next step; scanning the answer's code is the other way.
               h("button", {"class_": "primary", "data-action": "table-connect"},
                 t("table.connect")),
               h("button", {"data-action": "table-scan"}, t("table.scan")), " ", again,
               " ", here))


def status_line(state: PageState, t: Translator) -> Node:
    """On the host's table, with the devices dialog closed: each seat at another device,
    connected, waiting for its device to join, or away (invite it again from "Devices")."""
    game, hosting = state.game, state.hosting
    assert game is not None and hosting is not None
    parts: list[Node | str] = [h("strong", {}, t("table.status"), ":")]
    for n, remote in enumerate(hosting.seats):
        word = ("✓ " + t("table.connected") if remote.connected
                else t("table.status_waiting") if remote.code or remote.making
                else t("table.away"))
        parts += [", " if n else "", h("span", {"data-remote": remote.seat,
                                                 "data-connected": "" if remote.connected
                                                 else None},
                                        game.names[remote.seat], " – ", word)]
    return h("p", {"class_": "table-status", "role": "status"}, *parts, " ",
             h("button", {"data-action": "table"}, t("table.manage")))


def scan_dialog(kind: str, t: Translator) -> Node:
    """The camera's picture while a code is scanned: the guest's answer (at the host) or an
    invitation (at a guest's device)."""
    invite = kind == "invite"
    return h("div", {"class_": "dialog scan", "role": "dialog", "aria-modal": "true"},
             h("h2", {}, t("table.join_scan" if invite else "table.scan")),
             h("p", {}, t("table.scan_invite_text" if invite else "table.scan_text")),
             h("video", {"id": SCAN_VIDEO, "playsinline": True, "muted": True,
                         "class_": "scan-video"}),
             h("div", {"class_": "actions"},
               h("button", {"data-action": "close-dialog" if invite else "table",
                            "data-focus": ""}, t("game.cancel"))))
