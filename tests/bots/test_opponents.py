"""The reference opponents of bench/opponents (benchmarks for issue #16, not levels): legal moves,
the game left alone, the knowledge of their seat only."""

import json

import pytest
from bots.positions import SETUPS, TWINS, random_positions, setup_id

from bench.opponents import OPPONENTS, before, roseking
from ludothek import new_game


def fingerprint(game):
    return json.dumps(game.snapshot(), sort_keys=True) + json.dumps(game.log, sort_keys=True)


@pytest.mark.parametrize("name", sorted(OPPONENTS))
@pytest.mark.parametrize("setup", SETUPS, ids=setup_id)
def test_opponents_answer_legal_moves(setup, name):
    game_id, players, options = setup
    for game, ply in random_positions(game_id, players, options, seed=5, every=23):
        before_move = fingerprint(game)
        move = OPPONENTS[name](game, ply)
        assert move in game.legal_moves(), (name, ply, move)
        assert fingerprint(game) == before_move


@pytest.mark.parametrize("name", sorted(OPPONENTS))
@pytest.mark.parametrize("setup", sorted(TWINS))
def test_opponents_see_only_their_view(setup, name):
    a, b = TWINS[setup]()
    assert OPPONENTS[name](a, 3) == OPPONENTS[name](b, 3)


def test_rose_king_searcher_takes_a_big_join():
    """Depth 4 over the open cards finds the move that joins two territories."""
    game = new_game("roseking", seed=1)
    seat = game.current
    game.board = [None] * 81
    for sq in (38, 39, 41, 42):  # c5 d5 . f5 g5 on rank 5: two pairs with e5 empty between
        game.board[sq] = seat
    game.crown = 30  # d6: "SE1" lands on e5 (40)
    game.hands[seat] = ["SE1", "N1", "W3"]
    assert "SE1" in game.legal_moves()
    assert roseking.choose(game) == "SE1"
    assert roseking.greedy(game) == "SE1"


def test_before_levels_load_from_git():
    game = new_game("portroyal", seed=2, players=2)
    move = before.choose(game, "easy", seed=1, iterations=10)
    assert move in game.legal_moves()
