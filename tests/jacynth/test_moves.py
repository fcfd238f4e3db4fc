"""Jacynth's move notation (ludothek/jacynth/moves.py): parse and text are inverses on every
move the rules offer, anything else is refused, and the documented examples hold."""

import random

import pytest

from ludothek import new_game
from ludothek.jacynth.cards import CARDS
from ludothek.jacynth.moves import CELLS, PLACE, SKIP, SKIP_MOVE, TOKEN, Move, parse, place, text, token

SETUPS = [(1, {}), (2, {}), (3, {"layout": "towers"}), (2, {"layout": "old_city", "excuse": True}),
          (3, {"pawns": True, "courts": True}), (1, {"excuse": True, "pawns": True, "courts": True})]


@pytest.mark.parametrize("players,options", SETUPS)
def test_every_legal_move_of_random_games_round_trips(players, options):
    seen = set()
    for seed in range(8):
        g = new_game("jacynth", seed=seed, players=players, options=options)
        pick = random.Random(seed)
        cells = set(g.view(None)["cells"])
        while not g.is_over:
            for m in g.legal_moves():
                move = parse(m)
                assert text(move) == m
                assert move.kind in (PLACE, TOKEN, SKIP)
                assert (move.card in CARDS) == (move.kind == PLACE)
                assert (move.cell in cells) == (move.kind != SKIP)
                seen.add(move.kind)
            g.play(pick.choice(g.legal_moves()))
    assert seen == {PLACE, TOKEN, SKIP}


def test_every_move_there_is_round_trips_both_ways():
    every = ([Move(PLACE, card, cell) for card in CARDS for cell in sorted(CELLS)]
             + [Move(TOKEN, cell=cell) for cell in sorted(CELLS)] + [SKIP_MOVE])
    assert len({text(m) for m in every}) == len(CARDS) * 36 + 36 + 1
    for move in every:
        assert parse(text(move)) == move
    assert place("8MS", "c4") == text(Move(PLACE, "8MS", "c4")) and token("c4") == text(Move(TOKEN, cell="c4"))


# Near misses of each form, other games' moves, and things that are not text at all.
GARBAGE = ("", " ", "p:", "t:", "p:8MS", "p:8MS@", "p:@c4", "p:8MS@g1", "p:8MS@a7", "p:8MS@a0",
           "p:8MS@C4", "p:8ms@c4", "p:ZZ@c4", "p:8MS@c4@c4", "p:8MS@c4 ", " p:8MS@c4", "P:8MS@c4",
           "p8MS@c4", "t:c4:x", "t:g1", "t:8MS@c4", "T:c4", "Skip", "skip ", "draw", "N2", "H:N2",
           "x:c4", None, 7, ("t:c4",))


def test_garbage_is_refused_with_value_error():
    for garbage in GARBAGE:
        with pytest.raises(ValueError, match="not a Jacynth move"):
            parse(garbage)


def test_the_documented_examples_hold():
    """Each move form reads as documented (the docstring's examples run in
    tests/contract/test_doctests.py)."""
    assert parse("p:8MS@c4") == Move(PLACE, "8MS", "c4")
    assert parse("t:c4") == Move(TOKEN, "", "c4")
    assert parse("skip") == Move(SKIP)
    assert parse("p:X@f6") == Move(PLACE, "X", "f6")  # the Excuse: a one-letter id


# Saves written before moves.py existed (seed 7; two players on Towers, and solitaire), each
# with the link of the same game: the notation is the wire format, so they open unchanged.
OLD = {
    "duel": ('{"format":"ludothek-save","schema":1,"game":"jacynth","rules":1,"players":2,'
             '"names":["Ann","Bo"],"options":{"layout":"towers","excuse":false,"pawns":false,'
             '"courts":false},"seed":7,"moves":["p:4MS@d5","t:d5","p:2MK@e4","skip","p:AL@a5",'
             '"t:a5","p:8YK@b1","t:e2","p:8MS@a4","t:a4","p:5SW@e1","t:b5","p:CY@d1","t:d1",'
             '"p:AM@c2","t:e5","p:2SY@f5","p:7SK@f4","t:e1","p:3LY@f6","p:AY@a1","p:5ML@b4",'
             '"p:CL@b6","p:CM@e3","p:5YK@e6","p:CK@c4","p:AS@c3","p:7WY@a6","p:CS@c1","p:2WL@d4"]}',
             "L1eNo1jD0LwjAYhKP9cFIXF-l22i2LIgjZ9G-IQ6hv_aAmpUmopfS_-xZ0uzuee3rc9Zug8NJFZ_wDEk2oyEHtJOpKd9Rw"
             "3ksYxjhdcDKGobPFVcLW_mkNzz0YtcGzyNt2_EjQpwiO1aWuHLFMtyP5a4UNjf_XQcIR3aCOg1hN1kkkDnE6zYWK5yLJ0n"
             "iZbLJoO1vk0RcsKTGP"),
    "solitaire": ('{"format":"ludothek-save","schema":1,"game":"jacynth","rules":1,"players":1,'
                  '"names":["Ann"],"options":{"layout":"razeway","excuse":false,"pawns":false,'
                  '"courts":false},"seed":7,"moves":["t:a1","p:AL@a2","t:d1","p:8WL@b2","t:a4",'
                  '"p:4MS@a3","skip","p:4YK@d3","t:d3","p:8MS@b3","p:5SW@c4","p:CL@b1","p:3LY@d2",'
                  '"p:5ML@b4","p:6LK@c2","p:7SK@c1","p:7WY@c3"]}',
                  "L1eNo1jEsKAjEQRCcTDyDiCWqdjSshO88hLprY_ojJkA9jHObu9qBuiqri8SZc6cmweJBrodxgkKrnDLszGDw1Tt8e"
                  "BJN2xCEEnAziUO4xyDNBqFiLOBK9eaQmDn65mkV7IZ9ZRDQu6G-5WFP5z9kgM59h93PXr_R2iX6j1rpTWn0AEWYvWQ"),
}


@pytest.mark.parametrize("name", sorted(OLD))
def test_saves_and_links_from_before_still_open(name):
    from ludothek import from_link, load

    save, link = OLD[name]
    game = load(save)
    assert game.history and all(text(parse(m)) == m for m in game.history)
    assert from_link(link).snapshot() == game.snapshot()
