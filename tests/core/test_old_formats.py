"""Saves and links written by earlier versions keep opening (fixtures/saves_v1.json was made
by the version before the spec/registry restructure). A game whose rules changed since
(Castle Rampage, rules version 2: seed 004 read anew) is refused as outdated, never replayed
into a different game, and its save is kept."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from ludothek import BadSave, from_link, load
from ludothek.core import registry

FIXTURES = json.loads((Path(__file__).parent / "fixtures" / "saves_v1.json").read_text("utf-8"))["games"]


def rules_changed(game_id: str) -> bool:
    return registry.game_class(game_id).RULES_VERSION != 1


@pytest.mark.parametrize("case", FIXTURES, ids=lambda c: f"{c['game']}-{len(c['moves'])}")
def test_an_old_save_opens_at_the_same_position(case):
    if rules_changed(case["game"]):
        with pytest.raises(BadSave) as err:
            load(case["save"])
        assert err.value.reason == "outdated"
        return
    game = load(case["save"])
    assert game.history == case["moves"] and game.is_over == case["over"]
    assert game.names[0] == "Ann" and game.seats[1:] == ["normal"] * (game.players - 1)


@pytest.mark.parametrize("case", FIXTURES, ids=lambda c: f"{c['game']}-{len(c['moves'])}")
def test_an_old_link_opens_at_the_same_position(case):
    if rules_changed(case["game"]):
        with pytest.raises(BadSave) as err:
            from_link(case["link"])
        assert err.value.reason == "outdated"
        return
    game = from_link(case["link"])
    assert game.history == case["moves"] and game.is_over == case["over"]
