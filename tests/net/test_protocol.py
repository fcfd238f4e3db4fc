"""Several devices at one table (issue #35): the codes two devices exchange and the messages
they send, read as untrusted text; and what the host decides about a guest's join and moves."""

from __future__ import annotations

import base64
import json
import zlib

import pytest
from hypothesis import given, strategies as st

from ludothek import new_game
from ludothek.net import codes, messages, sdp
from ludothek.net.host import (Hosting, RemoteSeat, check_join, check_move, new_key, new_table,
                               seat_view)
from ludothek.net.messages import Bye, Join, Move, Refused, Seated

SDP = "v=0\r\no=- 46117 2 IN IP4 127.0.0.1\r\ns=-\r\nt=0 0\r\na=group:BUNDLE 0\r\n" * 3
INVITATION = codes.Invitation("jacynth", "tbl-1234", 1, "k3y-abcdefgh", SDP)


# ----- codes -----------------------------------------------------------------------------------

def test_an_invitation_reads_back_as_written_from_the_code_or_its_link():
    code = codes.write_invitation(INVITATION)
    assert code.startswith("LI1.")
    assert codes.read_invitation(code) == INVITATION
    link = f"https://example.org/ludothek/#{codes.JOIN_ROUTE}{code}"
    assert codes.read_invitation(link) == INVITATION
    wrapped = "\n".join(code[i:i + 60] for i in range(0, len(code), 60))  # pasted from a mail
    assert codes.read_invitation(f"  {wrapped}  ") == INVITATION


def test_an_answer_reads_back_as_written():
    answer = codes.Answer("tbl-1234", 1, "k3y-abcdefgh", SDP)
    assert codes.read_answer(codes.write_answer(answer)) == answer


@pytest.mark.parametrize("text, reason", [
    ("", "empty"), ("   ", "empty"), ("hello world", "foreign"),
    ("https://example.org/#game/roseking-1", "foreign"), ("LI2.abcd", "version"),
    ("LA1." + "A" * 20, "answer"),
])
def test_a_text_that_is_no_invitation_says_why(text, reason):
    with pytest.raises(codes.CodeError) as err:
        codes.read_invitation(text)
    assert err.value.reason == reason


def test_an_invitation_cut_short_or_mistyped_is_damaged():
    code = codes.write_invitation(INVITATION)
    for broken in (code[:-5], code[:len(code) // 2], code[:20] + "x" + code[21:]):
        with pytest.raises(codes.CodeError) as err:
            codes.read_invitation(broken)
        assert err.value.reason == "damaged"


def test_an_invitation_whose_fields_do_not_check_out_is_damaged():
    def packed(fields):
        raw = zlib.compress(json.dumps(fields).encode())
        return "LI1." + base64.urlsafe_b64encode(raw).decode().rstrip("=")

    good = {"g": "jacynth", "t": "tbl-1234", "s": 1, "k": "k3y-abcdefgh", "d": SDP}
    for change in ({"g": "../x"}, {"s": 9}, {"s": True}, {"k": "short"}, {"t": "a b"},
                   {"d": "not an sdp"}, {"d": None}, {"r": {"u": "x"}},
                   {"r": {**REDUCED, "f": "AAAA"}}, {"r": {**REDUCED, "c": ["a\r\nb"]}}):
        with pytest.raises(codes.CodeError) as err:
            codes.read_invitation(packed(good | change))
        assert err.value.reason == "damaged", change
    with pytest.raises(codes.CodeError):
        codes.read_invitation(packed([1, 2]))


@given(st.text(max_size=300))
def test_any_text_read_as_a_code_gives_a_code_or_a_code_error(text):
    for read in (codes.read_invitation, codes.read_answer):
        try:
            read(text)
        except codes.CodeError:
            pass


# A data channel's offer as Chromium writes it (two candidates, one an mDNS name).
CHROME_OFFER = "\r\n".join([
    "v=0", "o=- 4611731400430051336 2 IN IP4 127.0.0.1", "s=-", "t=0 0", "a=group:BUNDLE 0",
    "a=extmap-allow-mixed", "a=msid-semantic: WMS",
    "m=application 9 UDP/DTLS/SCTP webrtc-datachannel", "c=IN IP4 0.0.0.0",
    "a=candidate:2812763237 1 udp 2113937151 7b4f5d0e-2b1c-4a8e-9d3f-1c2b3a4d5e6f.local 54321"
    " typ host generation 0 network-cost 999",
    "a=candidate:1234567890 1 udp 2113939711 192.168.1.20 40000 typ host generation 0",
    "a=ice-ufrag:Xq8k", "a=ice-pwd:bX1S8mW2c4nQ9r0tV7yZ3a5K", "a=ice-options:trickle",
    "a=fingerprint:sha-256 " + ":".join(f"{i * 7 % 256:02X}" for i in range(32)),
    "a=setup:actpass", "a=mid:0", "a=sctp-port:5000", "a=max-message-size:262144"]) + "\r\n"
REDUCED = sdp.reduce(CHROME_OFFER) or {}


def essentials(description):
    return sorted(line for line in description.split("\r\n") if line.startswith(
        ("a=candidate", "a=ice-", "a=fingerprint", "a=setup", "a=sctp", "a=max-message", "m=")))


def test_a_data_channels_description_is_cut_down_and_built_again_with_all_that_matters():
    assert REDUCED and len(str(REDUCED)) < len(CHROME_OFFER) * 0.75
    assert essentials(sdp.rebuild(REDUCED)) == essentials(CHROME_OFFER)
    invitation = codes.Invitation("jacynth", "tbl-1234", 1, "k3y-abcdefgh", CHROME_OFFER)
    code = codes.write_invitation(invitation)
    assert essentials(codes.read_invitation(code).offer) == essentials(CHROME_OFFER)
    whole = len(codes._write("LI1", {"d": CHROME_OFFER}))
    assert len(code) < whole * 0.8, (len(code), whole)


def test_a_description_of_another_shape_is_sent_whole():
    audio = CHROME_OFFER.replace("m=application 9 UDP/DTLS/SCTP webrtc-datachannel",
                                 "m=audio 9 UDP/TLS/RTP/SAVPF 111")
    assert sdp.reduce(audio) is None
    invitation = codes.Invitation("jacynth", "tbl-1234", 1, "k3y-abcdefgh", audio)
    assert codes.read_invitation(codes.write_invitation(invitation)) == invitation


# ----- messages --------------------------------------------------------------------------------

def test_every_message_reads_back_as_sent():
    for message in (Join(1, "k3y-abcdefgh"), Move(12, "C:3:5")):
        assert messages.parse_guest(messages.dump(message)) == message
    view = json.loads(json.dumps(seat_view(new_game("jacynth", players=2, seed=3), 1)))
    for reply in (Seated(1, view), Seated(1, view, True), Refused("turn", "x"), Refused("undo"),
                  Refused("rules", "x", {"key": "refuse.y", "args": {"n": 2}}, "no"), Bye()):
        assert messages.parse_host(messages.dump(reply)) == reply


@pytest.mark.parametrize("text, reason", [
    ("", "damaged"), ("{", "damaged"), ("[1]", "damaged"),
    ('{"v": 2, "k": "move", "ply": 1, "move": "x"}', "version"),
    ('{"v": 1, "k": "seated", "seat": 1, "view": {}}', "kind"),  # a host's message from a guest
    ('{"v": 1, "k": "move", "ply": -1, "move": "x"}', "damaged"),
    ('{"v": 1, "k": "move", "ply": 1, "move": ""}', "damaged"),
    ('{"v": 1, "k": "join", "seat": "1", "key": "k"}', "damaged"),
])
def test_a_bad_message_from_a_guest_is_rejected_with_its_reason(text, reason):
    with pytest.raises(messages.BadMessage) as err:
        messages.parse_guest(text)
    assert err.value.reason == reason


def test_a_message_far_too_long_is_rejected_before_it_is_read():
    with pytest.raises(messages.BadMessage):
        messages.parse_guest('{"v": 1, "k": "move", "ply": 1, "move": "' + "x" * 10_000 + '"}')


@given(st.one_of(st.text(max_size=200), st.dictionaries(
    st.sampled_from(["v", "k", "seat", "key", "ply", "move", "view", "reason", "refusal"]),
    st.one_of(st.integers(), st.text(max_size=10), st.none(), st.booleans(),
              st.lists(st.integers(), max_size=2), st.dictionaries(st.text(max_size=3),
                                                                   st.integers(), max_size=2)),
    max_size=6).map(json.dumps)))
def test_any_incoming_message_is_taken_or_rejected_never_a_crash(text):
    for parse in (messages.parse_guest, messages.parse_host):
        try:
            parse(text)
        except messages.BadMessage:
            pass


# ----- the host's checks -----------------------------------------------------------------------

def hosting_for(seat: int) -> tuple[Hosting, str]:
    key = new_key()
    return new_table().with_seat(RemoteSeat(seat, key)), key


def test_a_device_takes_its_seat_only_with_the_seats_key():
    hosting, key = hosting_for(1)
    assert check_join(hosting, Join(1, key)) is None
    assert check_join(hosting, Join(1, new_key())) == Refused("key")
    assert check_join(hosting, Join(0, key)) == Refused("seat")  # a seat played at the host


def test_a_guests_move_is_played_only_in_its_turn_in_the_position_it_saw():
    game = new_game("jacynth", players=2, seed=3)
    mover, other = game.to_move, 1 - game.to_move
    move = game.legal_moves()[0]
    assert check_move(game, other, Move(0, move)) == Refused("turn", move)
    assert check_move(game, mover, Move(1, move)) == Refused("moved-on", move)
    after = check_move(game, mover, Move(0, move))
    assert not isinstance(after, Refused) and after.history == [move]
    assert game.history == []  # the host's game is a value: played on a copy


def test_a_guests_move_against_the_rules_is_refused_with_the_rules_words():
    game = new_game("jacynth", players=2, seed=3)
    refused = check_move(game, game.to_move, Move(0, "no-such-move"))
    assert isinstance(refused, Refused) and refused.reason == "rules" and refused.detail


def test_a_seats_view_holds_no_other_seats_hidden_cards():
    """Jacynth's hands are hidden: the view sent to a seat names its own hand, and none of the
    other seat's cards anywhere (seed 'Spielablauf': each player's hand is their own)."""
    game = new_game("jacynth", players=2, seed=3)
    for _ in range(6):  # a few moves in, with cards played and drawn
        game.play(game.legal_moves()[0])
    for seat in (0, 1):
        view = seat_view(game, seat)
        sent = json.dumps(view)
        assert view["seat"] == seat and view["hand"] == game.hands[seat]
        assert not any(json.dumps(card) in sent for card in game.hands[1 - seat])
        assert view["legal"] == (game.legal_moves() if game.to_move == seat else [])
