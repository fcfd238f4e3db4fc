"""Every parse function of net/ fuzzed (issue #48): a guest's and a host's messages
(`messages.parse_guest`, `messages.parse_host`), the codes (`codes.read_invitation`,
`codes.read_answer`) and the SDP parts (`sdp.rebuild`, `sdp.reduce`). Whatever the input (deep
nesting, huge texts, random JSON, bytes, text with lone surrogates, valid messages mutated), the
only exception out is the documented one; what is taken is sound: it reads back as itself, is
strict JSON the browser can send, and the page's code that reads it next does not fail."""

from __future__ import annotations

import base64
import dataclasses
import json
import random
import re
import zlib
from typing import Any

import pytest
from hypothesis import HealthCheck, assume, given, settings, strategies as st

from ludothek import games, new_game
from ludothek.net import codes, messages, sdp, untrusted
from ludothek.net.host import Hosting, RemoteSeat, check_join, check_move, seat_view
from ludothek.net.messages import (MAX_GUEST_CHARS, MAX_HOST_CHARS, REFUSALS, BadMessage, Bye,
                                   Join, Move, Refused, Seated, Undo)

FUZZ = settings(deadline=None, max_examples=150,
                suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
KEY = "k3y-abcdefgh"


def _views() -> list[tuple[int, dict[str, Any]]]:
    """Real views, as a guest receives them: every game, fewest and most players, each seat."""
    views = []
    for game_id, cls in sorted(games().items()):
        for players in sorted({cls.MIN_PLAYERS, cls.MAX_PLAYERS}):
            game = new_game(game_id, players=players, seed=5)
            for _ in range(6):
                if not game.is_over:
                    game.play(game.legal_moves()[-1])
            for seat in range(players):
                views.append((seat, json.loads(json.dumps(seat_view(game, seat)))))
    return views


VIEWS = _views()
# Every reason a host sends: net/host.py (turn, moved-on, key, seat, rules) and
# web/table/hosting.py (seat, moved-on, undo).
SENT = ("turn", "moved-on", "key", "seat", "rules", "undo")
MOVES = st.from_regex(r"[ -~]{1,200}", fullmatch=True)  # a move: printable ASCII
GUEST: list[messages.GuestMessage] = [Join(1, KEY), Move(12, "C:3:5"), Undo(3)]
HOST: list[messages.HostMessage] = [
    *(Seated(seat, view, seat == 0) for seat, view in VIEWS[::3]), Bye(),
    *(Refused(reason, "x") for reason in SENT),
    Refused("rules", "C:9", {"key": "refuse.cell_taken", "args": {"cell": "C9", "n": 2}}, "no")]
VALID = [*map(messages.dump, GUEST), *map(messages.dump, HOST)]


CHROME_LINES = [
    "v=0", "o=- 4611731400430051336 2 IN IP4 127.0.0.1", "s=-", "t=0 0",
    "m=application 9 UDP/DTLS/SCTP webrtc-datachannel", "c=IN IP4 0.0.0.0",
    "a=candidate:1234567890 1 udp 2113939711 192.168.1.20 40000 typ host generation 0",
    "a=ice-ufrag:Xq8k", "a=ice-pwd:bX1S8mW2c4nQ9r0tV7yZ3a5K",
    "a=fingerprint:sha-256 " + ":".join(f"{i * 7 % 256:02X}" for i in range(32)),
    "a=setup:actpass", "a=mid:0", "a=sctp-port:5000"]
REDUCED = sdp.reduce("\r\n".join(CHROME_LINES)) or {}


def _fields(message: Any) -> dict[str, Any]:
    return {f.name: getattr(message, f.name) for f in dataclasses.fields(message)}


def sound_guest(message: Any) -> None:
    """A guest's message the host took: it reads back as itself, is strict JSON without a lone
    surrogate, and the host's checks run on it without an exception."""
    assert isinstance(message, (Join, Move, Undo))
    assert messages.parse_guest(messages.dump(message)) == message
    json.dumps(_fields(message), allow_nan=False, ensure_ascii=False).encode("utf-8")
    if isinstance(message, Join):
        hosting = Hosting("tbl-1234", (RemoteSeat(message.seat, KEY),))
        assert check_join(hosting, message) in (None, Refused("key"))
    if isinstance(message, Move):
        game = new_game("roseking", seed=1)
        check_move(game, game.to_move, message)


def sound_host(message: Any) -> None:
    """A host's message a guest took: as sound_guest, and what web/table/guesting.py reads of
    it reads (the view's moves_played and legal moves, the refusal's words and args)."""
    assert isinstance(message, (Seated, Refused, Bye))
    assert messages.parse_host(messages.dump(message)) == message
    json.dumps(_fields(message), allow_nan=False, ensure_ascii=False).encode("utf-8")
    if isinstance(message, Seated):
        view = message.view
        assert type(view["moves_played"]) is int and isinstance(view["game"], str)
        assert all(isinstance(move, str) for move in view["legal"])
    if isinstance(message, Refused):
        assert message.reason in REFUSALS
        assert message.move is None or isinstance(message.move, str)
        dict(message.refusal.get("args", {}))
        str(message.refusal.get("key", ""))


def taken_or_refused(text: Any) -> None:
    """Both sides read `text`: BadMessage with a documented reason, or a sound message."""
    for parse, sound in ((messages.parse_guest, sound_guest), (messages.parse_host, sound_host)):
        try:
            message = parse(text)
        except BadMessage as err:
            assert err.reason in ("version", "kind", "damaged")
        else:
            sound(message)


def read_or_refused(text: Any) -> None:
    """Both codes read `text`: CodeError, or a code that writes and reads back as itself."""
    for read, write in ((codes.read_invitation, codes.write_invitation),
                        (codes.read_answer, codes.write_answer)):
        try:
            code = read(text)
        except codes.CodeError as err:
            assert err.reason in ("empty", "foreign", "answer", "version", "damaged")
        else:
            description = code.offer if isinstance(code, codes.Invitation) else code.answer
            description.encode("utf-8")
            for line in description.split("\r\n"):
                name, _, value = line.partition(":")
                if name in ("a=sctp-port", "a=max-message-size"):  # as a browser reads them
                    assert re.fullmatch(r"[0-9]{1,10}", value), line
                    assert int(value) <= (65535 if name == "a=sctp-port" else 2**32 - 1), line
            assert read(write(code)) == code


def packed(fields: Any, kind: str = "LI1") -> str:
    raw = zlib.compress(json.dumps(fields).encode("utf-8", "surrogatepass"))
    return f"{kind}.{base64.urlsafe_b64encode(raw).decode().rstrip('=')}"


# ----- what is valid is taken ------------------------------------------------------------------

def test_every_games_view_and_every_reason_read_back_as_sent():
    for sent in GUEST:
        assert messages.parse_guest(messages.dump(sent)) == sent
    for seat, view in VIEWS:
        for undo in (False, True):
            seated = Seated(seat, view, undo)
            assert messages.parse_host(messages.dump(seated)) == seated
    for reply in HOST:
        sound_host(reply)


@FUZZ
@given(st.one_of(
    st.builds(Join, st.integers(0, 7), st.from_regex(codes.KEY, fullmatch=True)),
    st.builds(Move, st.integers(0, messages.MAX_PLY), MOVES),
    st.builds(Undo, st.integers(0, messages.MAX_PLY))))
def test_any_valid_guest_message_reads_back_as_sent(message):
    assert messages.parse_guest(messages.dump(message)) == message
    sound_guest(message)


ARGS = st.dictionaries(st.text(max_size=40), st.one_of(st.text(max_size=300),
                                                       st.integers(-2**63, 2**63)), max_size=16)


@FUZZ
@given(st.one_of(
    st.builds(Seated, st.integers(0, 7), st.sampled_from(VIEWS).map(lambda v: v[1]),
              st.booleans()).map(lambda s: dataclasses.replace(s, view={**s.view,
                                                                        "seat": s.seat})),
    st.builds(Refused, st.sampled_from(SENT), st.none() | MOVES,
              st.just({}) | st.fixed_dictionaries({
                  "key": st.from_regex(messages.WORD_KEY, fullmatch=True), "args": ARGS}),
              st.text(max_size=300)),
    st.just(Bye())))
def test_any_valid_host_message_reads_back_as_sent(message):
    assert messages.parse_host(messages.dump(message)) == message
    sound_host(message)


def test_nesting_up_to_the_limit_is_taken():
    seat, view = VIEWS[0]
    for depth in range(untrusted.MAX_DEPTH - 1):  # the message and its view are two levels
        deep = Seated(seat, {**view, "deep": json.loads("[" * depth + "]" * depth or "0")})
        assert messages.parse_host(messages.dump(deep)) == deep
    too_deep = "[" * (untrusted.MAX_DEPTH - 1) + "]" * (untrusted.MAX_DEPTH - 1)
    with pytest.raises(BadMessage):
        messages.parse_host(messages.dump(Seated(seat, view)).replace(
            '"view":{', f'"view":{{"deep":{too_deep},', 1))


def test_the_longest_message_of_a_long_game_is_far_under_the_cap():
    """Port Royal for five, played to its end: the host's largest message (the cap's reason)."""
    game, rng = new_game("portroyal", players=5, seed=1), random.Random(1)
    while not game.is_over:
        game.play(rng.choice(game.legal_moves()))
    longest = max(len(messages.dump(Seated(s, seat_view(game, s)))) for s in range(5))
    assert 10_000 < longest < MAX_HOST_CHARS // 10, longest


# ----- nested and huge -------------------------------------------------------------------------

SHAPES = [("[", "]"), ('{"a":', "}"), ("[0,", "]"), ('{"a":1,"b":[', "]}"), ('[{"":', "}]")]


@st.composite
def nested(draw: Any, low: int = untrusted.MAX_DEPTH + 1) -> str:
    depth = draw(st.one_of(st.integers(low, 5000), st.integers(low, 600_000)))
    opener, closer = draw(st.sampled_from(SHAPES))
    inner = draw(st.sampled_from(["0", '""', "[]", "{}", "", '"[[[["']))
    closed = draw(st.booleans())
    return opener * depth + inner + (closer * depth if closed else "")


def in_message(nest: str, valid: str) -> list[str]:
    """`nest` as the whole text, and as the value of each field of a valid message."""
    fields = json.loads(valid)
    texts = [nest]
    for name in fields:
        if name not in ("v", "k"):
            texts.append(json.dumps({**fields, name: "@"}).replace('"@"', nest))
    return texts


@FUZZ
@given(nested(), st.sampled_from(VALID))
def test_nesting_of_any_depth_is_refused_with_bad_message(nest, valid):
    for text in in_message(nest, valid):
        for parse in (messages.parse_guest, messages.parse_host):
            with pytest.raises(BadMessage):
                parse(text)


@settings(FUZZ, max_examples=40)
@given(st.sampled_from(VALID), st.integers(1, 3 * MAX_HOST_CHARS),
       st.sampled_from([" ", "0", "[", "[0,", "\\u0041", "9e9"]))
def test_a_huge_message_is_refused_and_one_within_the_cap_read(valid, size, filler):
    """A valid message padded to `size`: whitespace after it, or a field of `size` of
    characters, brackets, numbers; taken only within the cap (and then soundly)."""
    padded = valid + " " * size
    for parse, limit in ((messages.parse_guest, MAX_GUEST_CHARS),
                         (messages.parse_host, MAX_HOST_CHARS)):
        if len(padded) > limit:
            with pytest.raises(BadMessage):
                parse(padded)
    fields = json.loads(valid)
    name = next((n for n in fields if n not in ("v", "k")), "x")
    big = filler * (size // len(filler))
    taken_or_refused(json.dumps({**fields, name: "@"}).replace('"@"', f'"{big}"'))
    taken_or_refused(json.dumps({**fields, name: "@"}).replace('"@"', big))


def test_nesting_and_numbers_beyond_json_refused_in_a_code():
    good = {"g": "jacynth", "t": "tbl-1234", "s": 1, "k": KEY, "d": "v=0\r\n"}
    for value in ("[" * 30000, "[" * 2000 + "]" * 2000, "NaN", "1e999", "1" * 5000):
        raw = json.dumps({**good, "x": "@"}).replace('"@"', value).encode()
        text = "LI1." + base64.urlsafe_b64encode(zlib.compress(raw)).decode().rstrip("=")
        with pytest.raises(codes.CodeError) as err:
            codes.read_invitation(text)
        assert err.value.reason == "damaged"


@FUZZ
@given(nested(low=100), st.sampled_from(["LI1", "LA1"]))
def test_a_code_of_any_nesting_gives_a_code_error(nest, kind):
    raw = zlib.compress(('{"t":"tbl-1234","s":1,"k":"' + KEY + '","r":' + nest + "}").encode())
    assume(len(raw) < 6000)
    text = f"{kind}.{base64.urlsafe_b64encode(raw).decode().rstrip('=')}"
    read_or_refused(text)


# ----- random JSON, text, bytes ----------------------------------------------------------------

ANY_TEXT = st.text(st.characters(exclude_categories=()), max_size=40)  # lone surrogates too
SCALARS = st.one_of(st.none(), st.booleans(), st.integers(), st.integers(-2**70, 2**70),
                    st.floats(), ANY_TEXT, st.sampled_from(["join", "move", "turn", KEY, "x"]))
JSON = st.recursive(SCALARS, lambda inner: st.one_of(
    st.lists(inner, max_size=4), st.dictionaries(ANY_TEXT, inner, max_size=4)), max_leaves=20)
NAMES = ["v", "k", "seat", "key", "ply", "move", "view", "undo", "reason", "refusal", "detail",
         "game", "legal", "moves_played", "args", "x"]


def dumped(value: Any) -> str:
    """JSON text as Python writes it (NaN, Infinity and lone surrogates as `\\ud800` too)."""
    return json.dumps(value)


# Values of about the right type that no message holds.
EDGE = st.sampled_from(["x", "é", "k\u00e9y-abcdefgh", "\ud800", "", None, 0, -1, 10**30, True,
                        1.5, float("nan"), float("inf"), [], {}, ["x"], [1], {"x": 1},
                        {"key": "refuse.x", "args": "xy"}, {"key": "refuse.x", "args": [1]}])
VIEW_NAMES = ["game", "seat", "moves_played", "legal", "log", "names", "to_move", "is_over"]


@st.composite
def envelope(draw: Any) -> dict[str, Any]:
    """A message's fields: a valid one's with one to three of its own (or its view's) of any
    value, or any kind's fields of any value."""
    if draw(st.integers(0, 3)) == 0:
        kind = draw(st.sampled_from(["join", "move", "undo", "seated", "refused", "bye"]))
        return {**draw(st.dictionaries(st.sampled_from(NAMES[2:]), JSON, max_size=4)),
                "v": 1, "k": kind}
    fields = json.loads(draw(st.sampled_from(VALID)))
    own = [name for name in fields if name not in ("v", "k")] or ["x"]
    for name in draw(st.lists(st.sampled_from(own + VIEW_NAMES), min_size=1, max_size=3)):
        value = draw(st.one_of(EDGE, JSON, ANY_TEXT))
        if name in VIEW_NAMES and name not in own:
            if isinstance(fields.get("view"), dict):
                fields["view"][name] = value
        else:
            fields[name] = value
    return fields


ENVELOPE = envelope()


@settings(FUZZ, max_examples=300)
@given(st.one_of(JSON, ENVELOPE))
def test_any_json_value_is_taken_or_refused(value):
    taken_or_refused(dumped(value))
    taken_or_refused(json.dumps(value, ensure_ascii=False))


@settings(FUZZ, max_examples=300)
@given(st.sampled_from(VALID), st.lists(st.tuples(st.sampled_from(NAMES), JSON), max_size=3),
       st.lists(st.sampled_from(NAMES), max_size=2))
def test_a_valid_message_with_fields_replaced_added_or_dropped_is_taken_or_refused(
        valid, changes, dropped):
    fields = json.loads(valid)
    for name, value in changes:
        target = fields["view"] if name in ("game", "legal", "moves_played") \
            and isinstance(fields.get("view"), dict) else fields
        target[name] = value
    for name in dropped:
        fields.pop(name, None)
        if isinstance(fields.get("view"), dict):
            fields["view"].pop(name, None)
    taken_or_refused(dumped(fields))


@FUZZ
@given(st.sampled_from(VALID), ANY_TEXT, st.sampled_from(
    ["key", "move", "reason", "detail", "game", "legal", "refusal-key", "refusal-arg"]))
def test_any_text_in_a_text_field_is_taken_or_refused(valid, text, name):
    fields = json.loads(valid)
    if name in ("game", "legal") and isinstance(fields.get("view"), dict):
        fields["view"][name] = text if name == "game" else [text]
    elif name.startswith("refusal") and fields.get("k") == "refused":
        fields["refusal"] = {"key": text, "args": {}} if name == "refusal-key" \
            else {"key": "refuse.x", "args": {text: text}}
    else:
        fields[name] = text
    taken_or_refused(dumped(fields))
    taken_or_refused(json.dumps(fields, ensure_ascii=False))


@settings(FUZZ, max_examples=300)
@given(st.one_of(ANY_TEXT, st.text(max_size=2000), st.binary(max_size=200), st.none(),
                 st.integers(), st.lists(st.integers(), max_size=3), JSON), ENVELOPE)
def test_any_text_bytes_or_object_is_taken_or_refused(value, fields):
    """Not only text: bytes (a channel's binary frame), None, numbers, a message's dict; and a
    message's text as bytes, as text, as text with its bytes taken for Latin-1."""
    for given_value in (value, fields, dumped(fields), dumped(fields).encode(),
                        json.dumps(fields, ensure_ascii=False).encode("utf-8", "surrogatepass")
                        .decode("latin-1")):
        taken_or_refused(given_value)
        read_or_refused(given_value)
    if isinstance(value, bytes):
        taken_or_refused(value.decode("utf-8", "surrogateescape"))


SEATED = messages.dump(Seated(VIEWS[0][0], VIEWS[0][1]))
REFUSED = '{"v":1,"k":"refused","reason":"turn"'


@pytest.mark.parametrize("text", [
    '{"v":1,"k":"move","ply":1,"move":"x","move":"y"}',  # a key twice
    '{"v":1,"k":"join","k":"move","ply":1,"move":"x"}',
    '{"v":true,"k":"move","ply":1,"move":"x"}', '{"v":1.0,"k":"move","ply":1,"move":"x"}',
    SEATED.replace('"view":{', '"view":{"x":NaN,'), REFUSED + ',"detail":1e999}',
    SEATED.replace('"view":{', '"view":{"x":Infinity,'), REFUSED + ',"detail":-Infinity}',
    SEATED.replace('"view":{', '"view":{"x":1' + "0" * 30 + ","),  # past any 64-bit int
    SEATED.replace('"view":{', '"view":{"x":{"y":1,"y":2},'),
    '{"v":1,"k":"move","ply":1,"move":"\\ud800"}', '{"v":1,"k":"move","ply":1,"move":"\ud800"}',
    SEATED.replace('"view":{', '"view":{"x":"\\udfff",'),
    '{"v":1,"k":"move","ply":1,"move":"x\\u0000"}', '{"v":1,"k":"move","ply":1,"move":"\\u00e9"}',
    '{"v":1,"k":"join","seat":1,"key":"k\\u00e9y-abcdefgh"}',  # not ASCII: compare_digest fails
    '{"v":1,"k":"join","seat":1,"key":"short"}',
    '{"v":1,"k":"move","ply":1,"move":"x","seat":1}',  # a field a Move has not
    '{"v":1,"k":"refused","reason":"why-not"}', REFUSED + ',"x":1}',
    REFUSED + ',"refusal":{"key":"refuse.x","args":"xy"}}',
    REFUSED + ',"refusal":{"key":"refuse.x","args":{"n":[1]}}}',
    REFUSED + ',"refusal":{"key":"refuse.x"}}', REFUSED + ',"detail":["x"]}',
    '{"v":1,"k":"seated","seat":1,"view":{"game":"jacynth","legal":[]}}',  # no moves_played
    SEATED.replace('"moves_played":', '"moves_played":null,"x":'),
    messages.dump(Seated(VIEWS[0][0], {**VIEWS[0][1], "legal": [1]})), SEATED.replace('"undo":false', '"undo":1'),
    "[" * 3000, '{"v":1,"k":"undo","ply":' + "[" * 2000 + "}",
])
def test_what_json_loads_takes_and_no_message_holds_is_refused(text):
    for parse in (messages.parse_guest, messages.parse_host):
        with pytest.raises(BadMessage):
            parse(text)
    for parse in (messages.parse_guest, messages.parse_host):
        with pytest.raises(BadMessage):
            parse(text.encode("utf-8", "surrogatepass"))  # bytes: not the text a channel gives


# ----- valid messages and codes mutated --------------------------------------------------------

MUTATION = st.tuples(st.sampled_from(["delete", "insert", "replace", "repeat", "cut", "wrap"]),
                     st.floats(0, 1, exclude_max=True),
                     st.sampled_from(list('[]{}",:0-.e\\ aéx') + ["\ud800", "\\ud800", "NaN",
                                                                    "1e999", "true", '"k":"join",',
                                                                    "[" * 3000, "9" * 5000]))


def mutated(text: str, mutations: list[tuple[str, float, str]]) -> str:
    for op, where, piece in mutations:
        i = int(where * len(text)) if text else 0
        if op == "delete":
            text = text[:i] + text[i + 1:]
        elif op == "insert":
            text = text[:i] + piece + text[i:]
        elif op == "replace":
            text = text[:i] + piece + text[i + 1:]
        elif op == "wrap":  # deeper than CPython's recursion limit, within MAX_GUEST_CHARS
            text = "[" * 1500 + text + "]" * 1500
        elif op == "repeat":
            text = text[:i] + text[i:i + 20] * 3 + text[i:]
        else:
            text = text[:i]
    return text


@FUZZ
@given(st.sampled_from(VALID), st.lists(MUTATION, min_size=1, max_size=4))
def test_a_valid_message_mutated_is_taken_or_refused(valid, mutations):
    taken_or_refused(mutated(valid, mutations))


CODE_FIELDS = {"g": "jacynth", "t": "tbl-1234", "s": 1, "k": KEY, "d": "v=0\r\na=x\r\n"}


@FUZZ
@given(st.lists(MUTATION, min_size=1, max_size=4), st.booleans(), st.sampled_from(["LI1", "LA1"]))
def test_a_valid_code_mutated_is_a_code_or_a_code_error(mutations, reduced, kind):
    fields = {**CODE_FIELDS, **({"r": REDUCED} if reduced else {})}
    if reduced:
        del fields["d"]
    inner = mutated(json.dumps(fields), mutations).encode("utf-8", "surrogatepass")
    read_or_refused(f"{kind}.{base64.urlsafe_b64encode(zlib.compress(inner)).decode()}")
    read_or_refused(mutated(packed(fields, kind), mutations))


PART = st.one_of(JSON, st.integers(-10, 70_000), st.booleans(), st.integers(2**31, 2**34),
                 st.sampled_from(["Xq8k", "actpass", "é", base64.b64encode(bytes(32)).decode()]))
PARTS = st.dictionaries(st.sampled_from(["u", "p", "s", "c", "n", "m", "f"]), PART, max_size=2)


@settings(FUZZ, max_examples=300)
@given(st.one_of(st.tuples(st.dictionaries(st.sampled_from(["g", "t", "s", "k", "d"]), JSON,
                                           min_size=1, max_size=3), st.none()),
                 st.tuples(st.just({}), PARTS)), st.sampled_from(["LI1", "LA1"]))
def test_a_code_of_any_fields_is_a_code_or_a_code_error(change, kind):
    """A code's fields replaced by any JSON; its description whole ("d") or cut down ("r"),
    with parts of any value."""
    changes, parts = change
    fields = {**CODE_FIELDS, **changes}
    if parts is not None:
        fields["r"] = {**REDUCED, **parts}
    read_or_refused(packed(fields, kind))


@FUZZ
@given(PARTS)
def test_sdp_parts_of_any_value_rebuild_or_give_a_value_error(parts):
    try:
        description = sdp.rebuild({**REDUCED, **parts})
    except ValueError:
        return
    description.encode("utf-8")
    assert sdp.reduce(description) is not None  # it reads as the data channel's it is


@FUZZ
@given(st.lists(st.one_of(ANY_TEXT, st.sampled_from([
    "a=sctp-port:\u00b2", "a=sctp-port:" + "9" * 5000, "a=max-message-size:99999999999",
    "a=sctp-port:70000", "a=ice-ufrag:abcd", "a=setup:active"])), max_size=8))
def test_any_description_is_cut_down_or_sent_whole_never_an_error(lines):
    reduced = sdp.reduce("\r\n".join([*CHROME_LINES, *lines]))
    if reduced is not None:
        assert sdp.reduce(sdp.rebuild(reduced)) is not None
