"""Random full games, timed: the same source runs under CPython (bench/games.py imports it) and
under Pyodide (bench/games.py sends its text into the page)."""

import statistics
import time

from ludothek import new_game
from ludothek.core import Rng


def random_game(game_id, seed, players, options):
    game = new_game(game_id, seed=seed, players=players, options=options)
    pick = Rng(seed ^ 0xBE7C4)
    while not game.is_over:
        moves = game.legal_moves()
        game.play(moves[pick.below(len(moves))])
    return game


def games_per_second(game_id, players, options=None, rounds=5, round_seconds=1.0):
    """Median over `rounds` of games finished per second (each round at least one game)."""
    rates, seed = [], 0
    for _ in range(rounds):
        start, done = time.perf_counter(), 0
        while True:
            random_game(game_id, seed, players, options or {})
            seed, done = seed + 1, done + 1
            elapsed = time.perf_counter() - start
            if elapsed >= round_seconds:
                break
        rates.append(done / elapsed)
    return statistics.median(rates)
