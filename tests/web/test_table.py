"""Several devices at one table (issue #35), the page's part in CPython: a host page and guest
pages, each the real update loop (page_driver.Driver), joined by a carrier that does what
static/rtc.js does (an offer, an answer, a channel per guest that carries text in order). The
connection itself is tested in the browser (tests/browser/test_table_page.py)."""

from __future__ import annotations

import json

import pytest

from ludothek.net import codes, messages
from ludothek.net.host import seat_view
from ludothek.web.core import effects as fx, policy
from ludothek.web.table import guesting, hosting
from ludothek.web.home.store import PREFIX
from ludothek.web.core.events import (Change, Connecting, Event, GuestBeat, JoinUnanswered,
                                      Peer, Route, Scanned, Submit, TableCheck, Tap)
from web.page_driver import Driver


class Carrier:
    """The channels between pages: messages wait here until `deliver` hands them over, as a
    network does (never inside the sender's own event)."""

    def __init__(self) -> None:
        self.queue: list[tuple[Driver, Event]] = []
        self.links: dict[tuple[int, str], tuple[Driver, str]] = {}  # (page, peer) -> other end
        self.offers: dict[str, tuple[Driver, int]] = {}  # offer sdp -> (host page, seat)
        self.answers: dict[str, Driver] = {}  # answer sdp -> guest page

    def deliver(self) -> None:
        while self.queue:
            page, event = self.queue.pop(0)
            page.send(event)

    def run(self, page: Driver, effect: fx.Effect) -> Event | None:
        if isinstance(effect, fx.MakeOffer):
            sdp = f"v=0\r\no=host {len(self.offers)} seat {effect.seat}\r\n"
            self.offers[sdp] = (page, effect.seat)
            return Connecting("offer", effect.seat, sdp)
        if isinstance(effect, fx.MakeAnswer):
            sdp = f"v=0\r\no=guest {len(self.answers)}\r\n"
            self.answers[sdp] = page
            host, seat = self.offers[effect.sdp]
            self.pending = (host, seat, page)
            return Connecting("answer", effect.seat, sdp)
        if isinstance(effect, fx.TakeAnswer):
            guest = self.answers[effect.sdp]
            self.links[id(page), str(effect.seat)] = (guest, "host")
            self.links[id(guest), "host"] = (page, str(effect.seat))
            self.queue += [(page, Peer("open", str(effect.seat))), (guest, Peer("open", "host"))]
        elif isinstance(effect, fx.Send):
            other = self.links.get((id(page), effect.peer))
            if other is None:
                return Connecting("send", -1, error="closed")
            self.queue.append((other[0], Peer("message", other[1], effect.text)))
        elif isinstance(effect, fx.ClosePeer):
            for (page_id, peer), (other, other_peer) in list(self.links.items()):
                if page_id == id(page) and effect.peer in (None, peer):
                    del self.links[page_id, peer]
                    self.links.pop((id(other), other_peer), None)
                    self.queue.append((other, Peer("closed", other_peer)))
        return None


class Device(Driver):
    def __init__(self, carrier: Carrier) -> None:
        super().__init__()
        self.carrier = carrier

    def run(self, effect: fx.Effect, context: object = None) -> Event | None:
        if isinstance(effect, fx.TABLE):
            self.done.append(effect)
            return self.carrier.run(self, effect)
        return super().run(effect, context)

    def wait(self, rounds: int = 50):
        """Time passes at this device alone: the table's beats and checks, which need time to
        pass at every device together, stay pending (the beat tests run them in turn)."""
        beats = [e for e in self.pending if isinstance(e, fx.Later)
                 and isinstance(e.event, (GuestBeat, TableCheck))]
        self.pending = [e for e in self.pending if e not in beats]
        state = super().wait(rounds)
        self.pending += [e for e in beats if e not in self.pending]
        return state

    def screen_view(self) -> dict:
        """The view the host's page draws now (its table, with the moves lit)."""
        state = self.state
        return policy.page_view(state.game, state.revealed_seat, state.away).view


def hosted(game_id: str = "jacynth", seed: int = 3, players: int = 2) -> tuple[Carrier, Device]:
    carrier = Carrier()
    host = Device(carrier)
    host.send(Route(""))
    seats = {f"seat.{seat}": "human" for seat in range(players)}
    host.send(Submit(game_id, {"players": str(players), **seats}, seed))
    return carrier, host


def seat_guest(carrier: Carrier, host: Device, seat: int = 1) -> Device:
    """The host invites `seat`; a guest opens the invitation's link, the host takes its
    answer; the channel opens and the guest joins."""
    host.send(Tap("share"))
    host.send(Tap("table"))
    host.send(Tap("table-invite", {"seat": str(seat)}))
    remote = host.state.hosting.remote(seat)
    assert remote is not None and remote.code
    guest = Device(carrier)
    guest.send(Route(f"{codes.JOIN_ROUTE}{remote.code}"))
    assert guest.state.guest is not None and guest.state.guest.status == "waiting"
    host.send(Change("answer", guest.state.guest.answer))
    carrier.deliver()
    return guest


def tap_move(page: Device, move: str) -> None:
    time = 10_000.0 * (1 + len(page.done))  # long after the last tap: a decision of its own
    page.send(Tap("move", {"move": move}, ply=page.state.plies, time=time))


def test_a_guest_joins_by_the_invitation_and_draws_its_seats_view():
    carrier, host = hosted()
    guest = seat_guest(carrier, host)
    state = guest.state.guest
    assert state is not None and state.status == "playing" and state.view is not None
    assert state.view["seat"] == 1 and state.view["hand"] == host.state.game.hands[1]
    assert host.state.hosting.remote(1).connected
    assert "table-banner" in str(guest.screen().app)


def test_moves_at_either_device_reach_the_other_and_the_host_keeps_the_save():
    carrier, host = hosted()
    guest = seat_guest(carrier, host)
    game = host.state.game
    for _ in range(6):
        mover = host if game.to_move == 0 else guest
        legal = (guest.state.guest.view["legal"] if mover is guest
                 else host.screen_view()["legal"])
        tap_move(mover, legal[0])
        carrier.deliver()
        game = host.state.game
        assert guest.state.guest.view["moves_played"] == len(game.history)
    saved = json.loads(host.backend.data[PREFIX + host.state.save_id])
    assert len(saved["moves"]) == 6


def test_the_host_draws_no_moves_for_a_seat_at_another_device_and_no_privacy_screen():
    carrier, host = hosted()
    seat_guest(carrier, host)
    game = host.state.game
    while host.state.game.to_move == 0:
        tap_move(host, host.screen_view()["legal"][0])
        carrier.deliver()
    host.send(Tap("close-dialog"))
    assert host.screen_view()["legal"] == [] and not host.state.covered
    assert host.screen().overlay_kind is None


def test_a_move_tapped_out_of_turn_is_refused_with_the_reason():
    carrier, host = hosted()
    guest = seat_guest(carrier, host)
    while host.state.game.to_move == 1:  # the guest's turn (a card, then a token): play it
        tap_move(guest, guest.state.guest.view["legal"][0])
        carrier.deliver()
    plies = len(host.state.game.history)
    guest.send(Tap("dismiss"))
    # Not its turn: nothing is lit, but a forged or late message says so.
    host.send(Peer("message", "1", messages.dump(messages.Move(plies, "anything"))))
    carrier.deliver()
    assert guest.state.alert == "It is not your turn."
    assert len(host.state.game.history) == plies


def test_a_refusal_whose_words_do_not_fit_its_arguments_is_said_as_its_detail():
    """Another device's arguments fill the game's words: a text where a number is asked
    (a plural) is not an error of the page's; the refusal is said by its detail (issue 48)."""
    carrier, host = hosted()
    guest = seat_guest(carrier, host)
    refusal = messages.Refused("rules", refusal={"key": "log.merge", "args": {"size": "x"}},
                               detail="no such move")  # "{size:card|cards}" wants a number
    guest.send(Peer("message", "host", messages.dump(refusal)))
    assert guest.state.alert == "That move is not allowed: no such move"


def test_a_second_tap_sends_nothing_while_the_first_move_is_on_its_way():
    carrier, host = hosted()
    guest = seat_guest(carrier, host)
    while host.state.game.to_move == 0:
        tap_move(host, host.screen_view()["legal"][0])
        carrier.deliver()
    move = guest.state.guest.view["legal"][0]
    tap_move(guest, move)
    tap_move(guest, move)
    assert len([e for e in guest.effects_of(fx.Send) if '"move"' in e.text]) == 1
    carrier.deliver()
    assert host.state.game.history[-1] == move and guest.state.guest.sent is None


def invited_guest(carrier: Carrier, host: Device) -> Device:
    """A guest whose answer the host has taken: the channel opens with the next delivery."""
    host.send(Tap("share"))
    host.send(Tap("table"))
    host.send(Tap("table-invite", {"seat": "1"}))
    guest = Device(carrier)
    guest.send(Route(f"{codes.JOIN_ROUTE}{host.state.hosting.remote(1).code}"))
    host.send(Change("answer", guest.state.guest.answer))
    return guest


def deliver_losing_joins(carrier: Carrier, host: Device) -> None:
    """As `Carrier.deliver`, but every message to the host is lost on the way."""
    while carrier.queue:
        page, event = carrier.queue.pop(0)
        if not (page is host and isinstance(event, Peer) and event.kind == "message"):
            page.send(event)


def test_a_join_the_network_lost_is_sent_again_and_seats_the_guest():
    """The first message on a fresh channel can be lost (seen in Chromium under load): the
    guest asks for its seat again once guesting.JOIN_AGAIN has passed without an answer."""
    carrier, host = hosted()
    guest = invited_guest(carrier, host)
    deliver_losing_joins(carrier, host)  # the channel opens; the Join sent at once is lost
    assert guest.state.guest.status == "joining" and not host.state.hosting.remote(1).connected
    guest.wait(1)
    carrier.deliver()
    assert guest.state.guest.status == "playing" and host.state.hosting.remote(1).connected


def test_a_guest_whose_joins_all_go_unanswered_says_the_connection_failed():
    carrier, host = hosted()
    guest = invited_guest(carrier, host)
    deliver_losing_joins(carrier, host)
    guest.wait()
    deliver_losing_joins(carrier, host)
    joins = [e for e in guest.effects_of(fx.Send) if '"join"' in e.text]
    assert len(joins) == guesting.JOIN_TRIES
    assert guest.state.guest.status == "failed" and guest.effects_of(fx.ClosePeer)
    assert "the other device did not answer" in str(guest.screen().app)


def test_a_seated_guest_that_asks_again_gets_its_seats_view_again():
    """Its first answer may be what was lost: a Join from a seated device is answered again."""
    carrier, host = hosted()
    guest = seat_guest(carrier, host)
    key, sent = guest.state.guest.invitation.key, len(host.effects_of(fx.Send))
    host.send(Peer("message", "1", messages.dump(messages.Join(1, key))))
    assert len(host.effects_of(fx.Send)) == sent + 1
    answer = messages.parse_host(host.effects_of(fx.Send)[-1].text)
    assert isinstance(answer, messages.Seated) and answer.seat == 1
    assert answer.view == seat_view(host.state.game, 1)


def test_a_device_with_a_wrong_key_gets_no_seat():
    carrier, host = hosted()
    seat_guest(carrier, host)
    host.send(Peer("message", "1", messages.dump(messages.Join(1, "wrong-key-123"))))
    assert messages.parse_host(host.effects_of(fx.Send)[-1].text) == messages.Refused("key")


def test_a_guest_that_drops_out_is_said_at_the_host_and_rejoins_by_a_new_invitation():
    carrier, host = hosted()
    guest = seat_guest(carrier, host)
    guest.send(Tap("home"))  # the guest leaves (or its page is closed)
    carrier.deliver()
    assert not host.state.hosting.remote(1).connected
    assert "no longer connected" in host.state.alert
    overlay = str(host.screen().overlay)  # the seat says so, and offers to invite again
    assert 'data-away=""' in overlay and "Invite again" in overlay
    again = seat_guest(carrier, host)  # invited again: the same seat, a new invitation
    assert again.state.guest.status == "playing"
    assert again.state.guest.view["moves_played"] == len(host.state.game.history)


def test_an_answer_to_an_earlier_invitation_of_the_seat_is_refused_in_words():
    """Issue 46: an answer made from an earlier invitation of the same seat (its offer gone)
    was taken and broke the fresh one; each invitation has a key of its own now."""
    carrier, host = hosted()
    host.send(Tap("share"))
    host.send(Tap("table"))
    host.send(Tap("table-invite", {"seat": "1"}))
    first = host.state.hosting.remote(1).code
    early = Device(carrier)
    early.send(Route(f"{codes.JOIN_ROUTE}{first}"))
    host.send(Tap("table-invite", {"seat": "1"}))  # invited again before that answer came
    host.done.clear()
    host.send(Change("answer", early.state.guest.answer))
    assert "earlier one of this seat" in host.state.alert
    assert not host.effects_of(fx.TakeAnswer)  # the fresh invitation stays as it is


def test_an_answer_pasted_for_a_seat_connected_already_says_so():
    carrier, host = hosted()
    guest = seat_guest(carrier, host)
    host.done.clear()
    host.send(Change("answer", guest.state.guest.answer))
    assert host.state.alert == "Black ■ is connected already; this answer is not needed."
    assert not host.effects_of(fx.TakeAnswer)


def test_a_guest_refused_its_seat_is_told_once_and_asks_no_more():
    carrier, host = hosted()
    guest = seat_guest(carrier, host)
    # As the Join of a device with an old key is answered (no view yet):
    guest.state = guest.state.replace(guest=guest.state.guest.replace(status="joining",
                                                                      view=None))
    guest.send(Peer("message", "host", messages.dump(messages.Refused("key"))))
    assert guest.state.guest.status == "refused" and fx.ClosePeer("host") in guest.done
    assert guest.state.alert == "This invitation no longer holds. Ask to be invited again."
    guest.send(JoinUnanswered(1))  # the Join's timer comes: nothing more is sent or said
    assert guest.state.guest.status == "refused"
    assert "no longer holds" in str(guest.screen().app)


def beat_once(carrier: Carrier, guest: Device) -> None:
    """The guest's next sign of life, as its timer would send it."""
    beats = [e for e in guest.pending if isinstance(e, fx.Later)
             and isinstance(e.event, GuestBeat)]
    assert beats, "a seated guest keeps a beat due"
    guest.pending.remove(beats[0])
    guest.send(beats[0].event)
    carrier.deliver()


def host_checks(host: Device) -> None:
    """The host's checks that are due, as time passing runs them."""
    checks = [e for e in host.pending if isinstance(e, fx.Later)
              and isinstance(e.event, TableCheck)]
    host.pending = [e for e in host.pending if e not in checks]
    for check in checks:
        host.send(check.event)


def test_a_guest_that_goes_silent_is_let_go_within_five_seconds():
    """Issue 46: a guest whose tab closed was noticed only when its channel closed (~18 s);
    it beats every second, and two checks 2.5 s apart without a word let it go."""
    assert messages.BEAT_SECONDS * 2 < hosting.CHECK_SECONDS * 2 <= messages.GONE_SECONDS
    carrier, host = hosted()
    guest = seat_guest(carrier, host)
    beat_once(carrier, guest)  # its first beat: the host checks from now on
    for _ in range(3):  # beating: kept, however many checks
        host_checks(host)
        beat_once(carrier, guest)
        beat_once(carrier, guest)
    assert host.state.hosting.remote(1).connected and host.state.alert is None
    host_checks(host)  # heard since the last check
    host_checks(host)  # silent since: gone
    assert not host.state.hosting.remote(1).connected
    assert "no longer connected" in host.state.alert and fx.ClosePeer("1") in host.done
    assert 'data-away=""' in str(host.screen().overlay) or host.state.dialog is None


def test_a_beat_redraws_nothing_at_the_host():
    carrier, host = hosted()
    guest = seat_guest(carrier, host)
    beat_once(carrier, guest)
    drawn = host.redraws
    beat_once(carrier, guest)
    host_checks(host)
    assert host.redraws == drawn


def test_the_hosts_table_says_who_is_at_other_devices_with_the_dialog_closed():
    carrier, host = hosted()
    guest = seat_guest(carrier, host)
    host.send(Tap("close-dialog"))
    line = str(host.screen().app)
    assert 'class="table-status"' in line and "Black ■ – ✓ connected" in line
    assert 'data-action="table"' in line[line.index("table-status"):]  # "Devices" reopens it
    guest.send(Tap("home"))
    carrier.deliver()
    assert "Black ■ – not connected" in str(host.screen().app)
    host.send(Tap("share"))  # the share dialog's QR code is a copy of the game, not a seat
    assert "it takes no seat at this table" in str(host.screen().overlay)


def test_the_host_leaving_says_so_at_every_guest_and_keeps_the_game():
    carrier, host = hosted()
    guest = seat_guest(carrier, host)
    save_id = host.state.save_id
    host.send(Tap("home"))
    carrier.deliver()
    assert guest.state.guest.status == "left"
    assert "no longer connected" in str(guest.screen().app)
    assert PREFIX + save_id in host.backend.data


@pytest.mark.parametrize("pasted", ["link", "code", "fragment"])
def test_an_invitation_pasted_on_the_home_screen_joins_and_names_the_seat(pasted):
    """The guest's home has a field for the invitation the host's dialog offers to copy (the
    camera may not start): its link, its code or its address part, pasted (issue 46)."""
    carrier, host = hosted()
    host.send(Tap("share"))
    host.send(Tap("table"))
    host.send(Tap("table-invite", {"seat": "1"}))
    code = host.state.hosting.remote(1).code
    text = {"link": f"https://example.org/games/#{codes.JOIN_ROUTE}{code}", "code": code,
            "fragment": f"{codes.JOIN_ROUTE}{code}"}[pasted]
    guest = Device(carrier)
    guest.send(Route(""))
    assert 'name="invitation"' in str(guest.screen().app)
    guest.send(Change("invitation", f"  {text}\n"))
    assert guest.state.guest is not None and guest.state.guest.status == "waiting"
    assert guest.hash == f"{codes.JOIN_ROUTE}{code}"  # a reload finds the invitation again
    assert "You are invited to seat 2 (black ■)." in str(guest.screen().app)  # before connecting
    host.send(Change("answer", guest.state.guest.answer))
    carrier.deliver()
    assert guest.state.guest.view is not None  # seated


def test_a_damaged_invitation_pasted_is_said_and_nothing_opens():
    page = Device(Carrier())
    page.send(Route(""))
    page.send(Change("invitation", "LI1.AAAAbrokenbroken"))
    assert page.state.guest is None and "damaged" in page.state.alert


def test_a_damaged_invitation_says_so_on_the_home_screen():
    page = Device(Carrier())
    page.send(Route(f"{codes.JOIN_ROUTE}LI1.AAAAbrokenbroken"))
    assert page.state.guest is None and page.state.game is None
    assert "damaged" in page.state.alert


def test_an_answer_for_another_table_is_refused_at_the_host():
    carrier, host = hosted()
    host.send(Tap("table"))
    host.send(Tap("table-invite", {"seat": "1"}))
    foreign = codes.write_answer(codes.Answer("othertable", 1, "k3y-abcdefgh", "v=0\r\n"))
    host.send(Change("answer", foreign))
    assert host.state.alert.startswith("This answer belongs to another invitation")
    host.send(Change("answer", "not a code"))
    assert host.state.alert == "That is not a Ludothek code."


@pytest.mark.parametrize("game_id", ["jacynth", "castlerampage"])
def test_a_whole_game_is_played_across_two_devices_each_seeing_only_its_seat(game_id):
    """Every move from the device whose seat is to move; after each, the guest holds exactly
    its seat's view of the host's game (the rules' view for that seat, which the engine's
    knowledge tests keep free of the other seat's hidden cards), and the host's save has every
    move."""
    carrier, host = hosted(game_id, seed=11)
    guest = seat_guest(carrier, host)
    host.send(Tap("close-dialog"))
    moves = 0
    while not host.state.game.is_over:
        game = host.state.game
        if game.to_move == 1:
            legal = guest.state.guest.view["legal"]
            tap_move(guest, legal[moves % len(legal)])
        else:
            legal = host.screen_view()["legal"]
            tap_move(host, legal[moves % len(legal)])
        carrier.deliver()
        host.wait()  # the tap guard's moment passes
        moves += 1
        assert len(host.state.game.history) == moves, host.state.alert
        expected = seat_view(host.state.game, 1)
        assert guest.state.guest.view == json.loads(json.dumps(expected))
        assert moves < 2000
    saved = json.loads(host.backend.data[PREFIX + host.state.save_id])
    assert len(saved["moves"]) == moves
    assert guest.state.guest.view["is_over"] and "result" in guest.state.guest.view


def test_the_guest_takes_back_its_move_where_the_rules_allow_it():
    """Jacynth: a card placed may be taken back before the token decision (as at one
    device); Undo is offered at the guest's device only, and takes it back at the host."""
    carrier, host = hosted()
    guest = seat_guest(carrier, host)
    while host.state.game.to_move == 0:
        tap_move(host, host.screen_view()["legal"][0])
        carrier.deliver()
    assert not guest.state.guest.undo
    plies = len(host.state.game.history)
    tap_move(guest, guest.state.guest.view["legal"][0])
    carrier.deliver()
    assert guest.state.guest.undo and 'data-action="undo"' in str(guest.screen().app)
    assert host.screen_view()["legal"] == [] and 'data-action="undo"' not in str(
        host.screen().app)  # the host cannot take back the guest's move
    guest.send(Tap("undo"))
    carrier.deliver()
    assert len(host.state.game.history) == plies
    assert guest.state.guest.view["moves_played"] == plies and guest.state.guest.sent is None


def test_the_answer_scanned_by_the_pages_camera_connects_and_the_camera_goes_off():
    carrier, host = hosted()
    host.send(Tap("table"))
    host.send(Tap("table-invite", {"seat": "1"}))
    guest = Device(carrier)
    guest.send(Route(f"{codes.JOIN_ROUTE}{host.state.hosting.remote(1).code}"))
    host.send(Tap("table-scan"))
    assert host.state.dialog == ("scan", "answer") and host.effects_of(fx.StartScan)
    host.send(Scanned("https://example.org/some/other/qr"))  # another code in sight
    assert host.state.dialog == ("scan", "answer") and host.state.alert is None
    host.send(Scanned(guest.state.guest.answer))
    assert host.state.dialog == ("devices", "") and host.effects_of(fx.StopScan)
    carrier.deliver()
    assert host.state.hosting.remote(1).connected and guest.state.guest.status == "playing"


def test_leaving_the_scanner_any_way_turns_the_camera_off():
    carrier, host = hosted()
    host.send(Tap("table"))
    host.send(Tap("table-invite", {"seat": "1"}))
    for leave in (Tap("table"), Tap("close-dialog"), Tap("home")):
        host.send(Tap("table")) if host.state.game is not None else None
        host.send(Tap("table-scan"))
        stops = len(host.effects_of(fx.StopScan))
        host.send(leave)
        assert len(host.effects_of(fx.StopScan)) == stops + 1, leave


def test_a_camera_that_does_not_open_is_said_and_the_answer_can_be_pasted():
    carrier, host = hosted()
    host.send(Tap("table"))
    host.send(Tap("table-invite", {"seat": "1"}))
    host.send(Tap("table-scan"))
    host.send(Connecting("scan", -1, error="NotAllowedError"))
    assert host.state.dialog == ("devices", "") and "NotAllowedError" in host.state.alert


def test_three_devices_play_port_royal_each_guest_seeing_only_its_seat():
    """Port Royal for three: the host and two guests, each at its own device; every move
    from the device whose seat is to move, each guest always holding its seat's view."""
    carrier, host = hosted("portroyal", seed=5, players=3)
    guests = {seat: seat_guest(carrier, host, seat) for seat in (1, 2)}
    host.send(Tap("close-dialog"))
    assert all(host.state.hosting.remote(seat).connected for seat in guests)
    moves = 0
    while not host.state.game.is_over and moves < 150:
        seat = host.state.game.to_move
        page = guests.get(seat, host)
        legal = page.state.guest.view["legal"] if page is not host else host.screen_view()["legal"]
        tap_move(page, legal[moves % len(legal)])
        carrier.deliver()
        host.wait()
        moves += 1
        assert len(host.state.game.history) == moves, host.state.alert
        for guest_seat, guest in guests.items():
            expected = json.loads(json.dumps(seat_view(host.state.game, guest_seat)))
            assert guest.state.guest.view == expected
    assert moves == 150 or host.state.game.is_over


def test_a_guest_scans_the_invitation_with_the_pages_own_camera_scanner():
    carrier, host = hosted()
    host.send(Tap("table"))
    host.send(Tap("table-invite", {"seat": "1"}))
    link = f"https://example.org/#{codes.JOIN_ROUTE}{host.state.hosting.remote(1).code}"
    guest = Device(carrier)
    guest.send(Route(""))
    assert 'data-action="table-join-scan"' in str(guest.screen().app)  # on the home screen
    guest.send(Tap("table-join-scan"))
    assert guest.state.dialog == ("scan", "invite") and guest.effects_of(fx.StartScan)
    guest.send(Scanned("some other code"))
    assert guest.state.dialog == ("scan", "invite") and guest.state.guest is None
    guest.send(Scanned(link))
    assert guest.state.dialog is None and guest.effects_of(fx.StopScan)
    assert guest.state.guest is not None and guest.state.guest.status == "waiting"
    assert guest.hash.startswith(codes.JOIN_ROUTE)  # a reload opens the invitation again
    host.send(Change("answer", guest.state.guest.answer))
    carrier.deliver()
    assert guest.state.guest.status == "playing"


def test_a_camera_that_does_not_open_at_the_guest_is_said():
    page = Device(Carrier())
    page.send(Route(""))
    page.send(Tap("table-join-scan"))
    page.send(Connecting("scan", -1, error="NotFoundError"))
    assert page.state.dialog is None and "NotFoundError" in page.state.alert
