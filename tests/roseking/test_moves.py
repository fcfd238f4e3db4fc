"""Rosenkönig's move notation (ludothek/roseking/moves.py): parse and text are inverses on every
move the rules offer, anything else is refused, and the documented examples hold."""

import random

import pytest

from ludothek import new_game
from ludothek.roseking.moves import CARDS, DRAW, DRAW_MOVE, HERO, PLAY, Move, parse, text


def test_every_legal_move_of_random_games_round_trips():
    seen = set()
    for seed in range(40):
        g = new_game("roseking", seed=seed, options={"light": seed % 2 == 1})
        pick = random.Random(seed)
        while not g.is_over:
            for m in g.legal_moves():
                move = parse(m)
                assert text(move) == m
                assert move.kind in (PLAY, HERO, DRAW)
                assert (move.card in CARDS) == (move.kind != DRAW)
                seen.add(move.kind)
            g.play(pick.choice(g.legal_moves()))
    assert seen == {PLAY, HERO, DRAW}


def test_every_move_there_is_round_trips_both_ways():
    every = [Move(PLAY, c) for c in CARDS] + [Move(HERO, c) for c in CARDS] + [DRAW_MOVE]
    assert len({text(m) for m in every}) == 49
    for move in every:
        assert parse(text(move)) == move


@pytest.mark.parametrize("garbage", [
    "", " ", "N", "N0", "N4", "n2", "N2 ", " N2", "H:", "H:draw", "H:H:N2", "h:N2", "H N2", "X9",
    "NN2", "Draw", "draw ", "pass", "p:N2@c4", "t:c4", "skip", "N2:H", None, 42, ["N2"]])
def test_garbage_is_not_a_move(garbage):
    with pytest.raises(ValueError):
        parse(garbage)


def test_the_notation_names_each_example_the_docstring_gives():
    assert parse("N2") == Move(PLAY, "N2")
    assert parse("H:N2") == Move(HERO, "N2")
    assert parse("draw") == Move(DRAW)


# Written before moves.py existed (seed 7, 30 random moves, option Light): a save and the link
# of the same game. The notation is the wire format, so both must still open unchanged.
OLD_SAVE = ('{"format":"ludothek-save","schema":1,"game":"roseking","rules":1,"players":2,'
            '"names":["Ann","Bo"],"options":{"start":"random","light":true,"show_draw_pile":false},'
            '"seed":7,"moves":["NW3","N1","draw","draw","S2","SW1","draw","H:NE1","H:N2","draw","E1",'
            '"draw","SW2","S3","NE3","draw","draw","E3","NW1","SW3","draw","H:NW2","E2","draw","H:W2",'
            '"draw","draw","SE3","S1","W3"]}')
OLD_LINK = ("L1eNodjcEKwyAQRNX-yZy9tJeCt_Y3SgmCWyM1KmoIIeTfuxZ2Z4fHMHvA24VgUHOjb0geGnWN1GCuGiXanSr7m0biHLsX"
            "Hilx6Jnx1silh5wYH2jd1j6KbHJ54UQMfmbQ60oabc7b5KrdphIi__vY2OhkTuRg7qdQUijBI9W44iJZxv5F_gBbEi1T")


def test_old_saves_and_links_still_open():
    from ludothek import from_link, load

    saved = load(OLD_SAVE)
    assert len(saved.history) == 30 and saved.history[7] == "H:NE1"
    assert [text(parse(m)) for m in saved.history] == saved.history
    assert from_link(OLD_LINK).snapshot() == saved.snapshot()
