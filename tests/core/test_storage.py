"""Saves and links: round trips, and every kind of bad input gives BadSave with its reason."""

import base64
import json
import zlib

import pytest

from ludothek import BadSave, from_link, load, new_game
from ludothek.core.storage import LINK_PREFIX, SAVE_SCHEMA


def played(n=12, seed=7):
    g = new_game("roseking", seed=seed, names=["Anna", "Ben"])
    for _ in range(n):
        g.play(g.legal_moves()[-1])
    return g


def reason(fn, *args):
    with pytest.raises(BadSave) as info:
        fn(*args)
    return info.value.reason


def test_save_is_json_with_schema_version_and_readable_moves():
    g = played()
    doc = json.loads(g.save())
    assert doc["format"] == "ludothek-save" and doc["schema"] == SAVE_SCHEMA
    assert doc["moves"] == g.history and doc["names"] == ["Anna", "Ben"] and doc["rules"] == 1


def test_load_rejects_garbage_and_foreign_json():
    assert reason(load, "{not json") == "corrupt"
    assert reason(load, "[1, 2]") == "corrupt"
    assert reason(load, json.dumps({"format": "other"})) == "corrupt"


def test_load_rejects_newer_schema_and_other_rules_versions():
    doc = json.loads(played().save())
    assert reason(load, json.dumps({**doc, "schema": SAVE_SCHEMA + 1})) == "newer"
    assert reason(load, json.dumps({**doc, "rules": 0})) == "outdated"
    assert reason(load, json.dumps({**doc, "rules": 99})) == "newer"
    assert reason(load, json.dumps({**doc, "game": "chess"})) == "unknown-game"
    assert reason(load, json.dumps({**doc, "players": 7})) == "corrupt"


def test_load_catches_a_tampered_move():
    doc = json.loads(played().save())
    doc["moves"][3] = "N9"
    with pytest.raises(BadSave, match="move 4") as info:
        load(json.dumps(doc))
    assert info.value.reason == "tampered"


def test_link_round_trip_keeps_names_options_and_position():
    g = new_game("roseking", seed=11, names=["Zoë <b>", "Ünal"], options={"light": True})
    for _ in range(20):
        g.play(g.legal_moves()[0])
    copy = from_link("#" + g.link())
    assert copy.names == g.names and copy.options == g.options and copy.snapshot() == g.snapshot()


def test_link_rejects_damage_of_every_kind():
    frag = played(30).link()
    assert reason(from_link, "") == "corrupt"
    assert reason(from_link, "hello") == "corrupt"
    assert reason(from_link, frag[:-7]) == "corrupt"  # cut off
    flipped = frag[:20] + ("A" if frag[20] != "A" else "B") + frag[21:]
    assert reason(from_link, flipped) in ("corrupt", "tampered")


def test_link_with_an_impossible_move_index_is_tampered():
    g = played(5)
    header = g.link()[len(LINK_PREFIX):]
    raw = zlib.decompress(base64.urlsafe_b64decode(header + "=" * (-len(header) % 4)))
    head, _moves = raw.split(b"\0", 1)
    bad = LINK_PREFIX + base64.urlsafe_b64encode(zlib.compress(head + b"\0" + bytes([0, 60]))).decode()
    assert reason(from_link, bad) == "tampered"


def test_computer_seats_travel_with_saves_and_links_only_when_used():
    solo = new_game("roseking", seed=4, seats=["human", "strong"])
    for _ in range(3):
        solo.play(solo.legal_moves()[0])
    assert load(solo.save()).seats == from_link(solo.link()).seats == ["human", "strong"]
    plain = new_game("roseking", seed=4)
    assert "seats" not in json.loads(plain.save()) and from_link(plain.link()).seats == ["human", "human"]
    with pytest.raises(ValueError, match="seats"):
        new_game("roseking", seats=["human", "genius"])
    doc = json.loads(solo.save())
    doc["seats"] = ["human"]
    assert reason(load, json.dumps(doc)) == "corrupt"
