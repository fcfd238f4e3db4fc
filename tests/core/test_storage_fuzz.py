"""Property tests: mutated real saves and links of every game either open or raise BadSave,
quickly, and a save that opens holds exactly what its header says (nothing defaulted).

The byte- and field-level mutations are bench/fuzz.py's (which runs them by the 100,000),
driven here by hypothesis so that a failure shrinks to a small example.
"""

import json
import time
from datetime import timedelta
from collections.abc import Callable
from functools import cache
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from bench.fuzz import ODD_VALUES, Case, link_input, pack, sample_games, save_input
from ludothek import BadSave, Game, from_link, load
from ludothek.core.registry import games
from ludothek.core.storage import checksum

GAMES = list(games())
QUICK = settings(deadline=timedelta(seconds=2), max_examples=150)
HEADER = ("game", "rules", "players", "names", "options", "seed", "seats")

json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats() | st.text(max_size=50)
    | st.sampled_from(ODD_VALUES),
    lambda inner: st.lists(inner, max_size=5) | st.dictionaries(st.text(max_size=10), inner, max_size=5),
    max_leaves=20)


@cache
def cases(game_id: str) -> tuple[Case, ...]:
    return tuple(Case(game) for game in sample_games(game_id))


def opened_or_rejected(opener: Callable[[Any], Game], text: Any) -> Game | None:
    """The game, or None for BadSave; anything else fails the test. Also bounds the time."""
    start = time.perf_counter()
    try:
        game = opener(text)
    except BadSave as err:
        assert err.__cause__ is None, f"an engine error reached the last-resort guard: {err.__cause__!r}"
        game = None
    assert time.perf_counter() - start < 1.0
    return game


@pytest.mark.parametrize("game_id", GAMES)
@pytest.mark.parametrize("mutate, opener", [(save_input, load), (link_input, from_link)], ids=["save", "link"])
@QUICK
@given(data=st.data(), rnd=st.randoms(use_true_random=False))
def test_mutated_saves_and_links_open_or_give_bad_save(game_id, mutate, opener, data, rnd):
    _name, text = mutate(rnd, data.draw(st.sampled_from(cases(game_id))))
    opened_or_rejected(opener, text)


@pytest.mark.parametrize("game_id", GAMES)
@QUICK
@given(data=st.data(), value=json_values, signed=st.booleans())
def test_a_save_that_opens_holds_exactly_its_header(game_id, data, value, signed):
    case = data.draw(st.sampled_from(cases(game_id)))
    doc = json.loads(case.legacy)
    field = data.draw(st.sampled_from(HEADER + ("moves", "schema", "format")))
    doc[field] = value
    if signed:
        doc["check"] = checksum(doc)
    game = opened_or_rejected(load, json.dumps(doc))
    if game is not None:
        assert [game.ID, game.RULES_VERSION, game.players, game.seed, game.history] == [
            doc["game"], doc["rules"], doc["players"], doc["seed"], doc["moves"]]
        assert game.names == [name.rstrip(" ") for name in doc["names"]]  # a cut at 40 may end in " "
        assert game.seats == doc.get("seats", ["human"] * game.players)
        assert all(game.options[key] == v and type(game.options[key]) is type(v)
                   for key, v in doc["options"].items())


@pytest.mark.parametrize("game_id", GAMES)
@QUICK
@given(data=st.data(), value=json_values, moves=st.binary(max_size=64))
def test_a_link_header_field_or_move_bytes_of_any_value(game_id, data, value, moves):
    case = data.draw(st.sampled_from(cases(game_id)))
    header = dict(case.header)
    header[data.draw(st.sampled_from(HEADER + ("extra",)))] = value
    head = json.dumps(header).encode("utf-8", "surrogatepass")
    opened_or_rejected(from_link, pack(head + b"\0" + data.draw(st.sampled_from([case.move_bytes, moves]))))


@QUICK
@given(st.one_of(st.text(), st.binary(), st.none(), st.integers(), json_values))
def test_anything_at_all(value):
    opened_or_rejected(load, value)
    opened_or_rejected(from_link, value)
    if isinstance(value, str):
        opened_or_rejected(from_link, "L1" + value)
