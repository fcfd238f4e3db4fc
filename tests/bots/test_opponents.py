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


def test_foresight_twins_answer_legal_moves_and_peek_never_draws_into_a_bust():
    """bench/portroyal_foresight.py's cheating twins (bounds for issue #16, never levels): legal
    moves, the game left alone; where the level would draw the card that busts it, peek stops."""
    from bench import portroyal_foresight as foresight
    from ludothek.bots import choose_move
    from ludothek.portroyal.moves import DRAW, STOP

    assert "peek" not in OPPONENTS and "oracle" not in OPPONENTS  # not registered on import
    saved = 0
    for game, ply in random_positions("portroyal", 4, seed=1, every=1):
        before_move = fingerprint(game)
        for player in (foresight.peek, foresight.oracle) if ply % 5 == 0 else ():
            assert player(game, ply) in game.legal_moves(), (player.__name__, ply)
            assert fingerprint(game) == before_move
        if (DRAW in game.legal_moves() and foresight.top_card_busts(game)
                and choose_move(game, "normal", ply, max_seconds=0) == DRAW):
            assert foresight.peek(game, ply) == STOP
            saved += 1
    assert saved  # the random game reached a bust the level would have drawn into
