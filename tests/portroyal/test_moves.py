"""Port Royal's move notation (portroyal/moves.py): every legal move reads and writes back to
the same text, text that is no move is refused, and saves and links written before the
notation got its own module still open."""

import json
import random
from pathlib import Path

import pytest

from ludothek import IllegalMove, from_link, load, new_game
from ludothek.portroyal import moves
from ludothek.portroyal.cards import CARD, EXPEDITION, PERSON, SHIP
from ludothek.portroyal.moves import EXP, TAKE, WORDS, Move, parse, text

FIXTURES = json.loads((Path(__file__).with_name("old_saves.json")).read_text(encoding="utf-8"))


def random_positions(seed, players, expansion):
    """Every position of a random game; takes and expeditions are favoured so that special
    ships, refusals and expedition variants come up."""
    g = new_game("portroyal", seed=seed, players=players, options={"expansion": expansion})
    pick = random.Random(seed)
    while not g.is_over:
        legal = g.legal_moves()
        yield g, legal
        takes = [m for m in legal if m not in WORDS]
        g.play(pick.choice(takes) if takes and pick.random() < 0.7 else pick.choice(legal))


@pytest.mark.parametrize("players", [2, 3, 4, 5])
@pytest.mark.parametrize("expansion", [False, True])
def test_every_legal_move_round_trips(players, expansion):
    kinds = set()
    for seed in range(12):
        for g, legal in random_positions(seed * 10 + players, players, expansion):
            for notation in legal:
                move = parse(notation)
                assert text(move) == notation
                assert parse(text(move)) == move
                kinds.add(move.kind)
                if move.kind == TAKE:
                    assert move.card in g.harbour
                    kinds.add("refuse" if move.refuse else "take")
                    if move.target is not None:
                        assert CARD[move.card].special and move.target != g.to_move
                        kinds.add("special")
                elif move.kind == EXP:
                    assert CARD[move.card].type == EXPEDITION
                    assert all(CARD[p].type == PERSON for p in move.persons)
    assert set(WORDS) | {TAKE, EXP} <= kinds
    if expansion:
        assert {"special", "refuse"} <= kinds


def test_values_have_typed_fields():
    assert parse("draw") == Move("draw")
    assert parse("take:sa7") == Move(TAKE, "sa7")
    assert parse("take:Y11:2") == Move(TAKE, "Y11", target=2)
    assert parse("take:R4:no") == Move(TAKE, "R4", refuse=True)
    assert parse("take:R11:no:0") == Move(TAKE, "R11", refuse=True, target=0)
    assert parse("exp:xCCH:pr3,ja1,se2") == Move(EXP, "xCCH", persons=("pr3", "ja1", "se2"))
    assert moves.take("Y11", target=2) == parse("take:Y11:2")
    assert moves.expedition("xAA", ["ca1", "ca2"]) == parse("exp:xAA:ca1,ca2")
    assert CARD[parse("take:R4:no").card].type == SHIP


@pytest.mark.parametrize("garbage", [
    "", " ", "draw ", "DRAW", "Draw", "stop:1", "pass:", "take", "take:", "take:Z9", "take:y1",
    "take:Y1:", "take:Y1:no:", "take:Y1:01", "take:Y1:-1", "take:Y1:1:2", "take:Y1:yes",
    "take:Y1:1:no", "take:Y1:no:no", "take:Y1:²", "take:Y1:١", "take:sa1:no", "take:sa1:1",
    "take:xAA", "take:tS1", "exp", "exp:xAA", "exp:xAA:", "exp:Y1:ca1", "exp:xAA:ca1,,ca2",
    "exp:xAA:ca1,Y1", "exp:xAA:ca1:ca2", "exp:xAA:ca1, ca2", "take:Y1,Y2", ":take:Y1", "take::Y1",
])
def test_text_that_is_no_move_is_refused(garbage):
    with pytest.raises(ValueError):
        parse(garbage)


@pytest.mark.parametrize("value", [None, 3, ["draw"], b"draw"])
def test_values_that_are_not_text_are_refused(value):
    with pytest.raises(ValueError):
        parse(value)


def test_a_garbage_move_is_illegal_with_a_reason(pr):
    g = pr.position(players=2, harbour=["Y1"])
    g.play("stop")
    with pytest.raises(IllegalMove, match="not a Port Royal move"):
        g.play("take:Y1:1:2")
    with pytest.raises(IllegalMove, match="not a Port Royal move"):
        g.play("hire:Y1")


@pytest.mark.parametrize("name", sorted(FIXTURES))
def test_saves_and_links_written_before_the_moves_module_still_open(name):
    """Saves and links made by the previous version (fixtures in old_saves.json) replay to the
    same game: the notation on the wire did not change."""
    fixture = FIXTURES[name]
    saved, linked = load(fixture["save"]), from_link(fixture["link"])
    assert saved.snapshot() == linked.snapshot()
    assert saved.history == json.loads(fixture["save"])["moves"]
    if "result" in fixture:
        assert saved.is_over and saved.result() == fixture["result"]
        assert len(saved.history) == fixture["moves"]
    if "snapshot" in fixture:
        assert json.loads(json.dumps(saved.snapshot())) == fixture["snapshot"]
