"""Smoke matches: the strong level, on a cheap budget, beats uniformly random play in every game
(seats swapped). The real figures come from bench/bots_strength.py."""

import pytest

from ludothek import new_game
from ludothek.bots import choose_move

GAMES = 4
# Cheap budgets keep the whole match under a few seconds per game on this machine.
ITERATIONS = {"roseking": 40, "jacynth": 40, "portroyal": 40, "castlerampage": 30}


def match(game_id, players=2):
    won = 0.0
    for index in range(GAMES):
        game = new_game(game_id, seed=500 + index, players=players)
        bot_seat = index % players
        ply = 0
        while not game.is_over:
            if game.to_move == bot_seat:
                move = choose_move(game, "strong", seed=ply, iterations=ITERATIONS[game_id],
                                   max_seconds=0)
            else:
                move = choose_move(game, "random", seed=index * 1000 + ply)
            game.play(move)
            ply += 1
        winners = game.result()["winners"]
        won += 1.0 / len(winners) if bot_seat in winners else 0.0
    return won


@pytest.mark.parametrize("game_id", sorted(ITERATIONS))
def test_strong_beats_random(game_id):
    assert match(game_id) >= GAMES - 1


def test_ahead_share_ranks_by_win_then_score_and_counts_a_tie_half():
    from bench.bots_strength import ahead_share

    result = {"winners": [1], "scores": [4, 6, 6, 2]}  # seat 1 won a tie-break against seat 2
    assert ahead_share(result, 1, 4) == 1.0
    assert ahead_share(result, 2, 4) == 2 / 3
    assert ahead_share(result, 0, 4) == 1 / 3
    assert ahead_share({"winners": [1, 2], "scores": [4, 6, 6, 2]}, 1, 4) == 2.5 / 3
