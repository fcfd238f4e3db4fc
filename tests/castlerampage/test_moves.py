"""Castle Rampage's move notation (moves.py): every legal move of random games reads back to
the same text, and text that is no move is refused."""

import random

import pytest

from ludothek import new_game
from ludothek.castlerampage import moves
from ludothek.castlerampage.moves import Move, parse, text


def test_every_legal_move_of_random_games_round_trips(cr):
    seen = set()
    for seed in range(40):
        g = new_game("castlerampage", seed=seed)
        choose = cr.policy(random.Random(seed))
        while not g.is_over:
            for move in g.legal_moves():
                if move not in seen:
                    parsed = parse(move)
                    assert isinstance(parsed, Move) and text(parsed) == move
                    seen.add(move)
            g.play(choose(g))
    kinds = {parse(m).kind for m in seen}
    assert kinds == {moves.SETUP, moves.PLAY, moves.REINFORCE, moves.VETERAN, moves.END,
                     moves.PAY, moves.SKIP, moves.TARGET, moves.REACT, moves.DECLINE,
                     moves.DISCARD, moves.NARR, moves.GO}


def test_parse_gives_typed_fields():
    assert parse("setup:ritter:gate") == Move(moves.SETUP, "ritter", moves.GATE)
    assert parse("play:bauarbeiter:togate") == Move(moves.PLAY, "bauarbeiter", moves.TOGATE)
    assert parse("target:castle") == Move(moves.TARGET, None, moves.CASTLE)
    assert parse("react:aufgebot").card == "aufgebot"
    assert parse("end") == Move(moves.END)
    assert text(Move(moves.PAY, "koch")) == "pay:koch"


@pytest.mark.parametrize("garbage", [
    "", ":", "end:", "End", " end", "end ", "play", "play:", "play:dragon", "play:koch:gate",
    "play:bauarbeiter", "play:bauarbeiter:gate", "setup:koch", "setup:koch:hand",
    "reinforce:koch", "target", "target:hand", "react:koch", "react", "pay", "skip:koch",
    "discard:", "narr:koch:castle", "go:go", "veteran:1", "setup:ritter:gate:gate",
    "play::koch", "PLAY:koch", None, 7, b"end", ("play", "koch")])
def test_garbage_is_not_a_move(garbage):
    with pytest.raises(ValueError):
        parse(garbage)


def test_a_value_without_notation_is_refused():
    for value in (Move("fly"), Move(moves.PLAY), Move(moves.END, "koch"),
                  Move(moves.SETUP, "koch", moves.TOGATE)):
        with pytest.raises(ValueError):
            text(value)


def test_the_rules_explain_text_that_is_no_move():
    from ludothek import IllegalMove
    g = new_game("castlerampage", seed=1)
    with pytest.raises(IllegalMove, match="not a Castle Rampage move"):
        g.play("play:dragon")
