"""Playing strength of the computer players in CPython: for each game, strong against random and
strong against easy, seats swapped game by game (seat of the first-named level = game index mod
players). Prints win rates; a shared win counts 1/k.

    nice python3 bench/bots_strength.py                      # every game, 200 games a match
    nice python3 bench/bots_strength.py --game portroyal --games 40 --strong-iterations 300

Budgets are iteration counts without a time cap, so the figures do not depend on the machine's
load; `--strong-iterations` / `--easy-iterations` lower them to make a run affordable (the
levels' own counts are in ludothek.bots.BUDGETS). Port Royal is played with 2 players.
"""

import argparse
import sys
import time
from multiprocessing import Pool
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT / "py")]

from ludothek import new_game  # noqa: E402
from ludothek.bots import BUDGETS, choose_move  # noqa: E402

GAMES = {  # game id: (players, options)
    "roseking": (2, {}),
    "jacynth": (2, {}),
    "portroyal": (2, {}),
    "castlerampage": (2, {}),
}
MATCHES = (("strong", "random"), ("strong", "easy"))


def play_one(task):
    """One game: returns (share of the first level, moves, seconds)."""
    game_id, index, first, second, iterations = task
    players, options = GAMES[game_id]
    game = new_game(game_id, seed=1000 + index, players=players, options=options)
    first_seat = index % players
    start = time.perf_counter()
    ply = 0
    while not game.is_over:
        level = first if game.to_move == first_seat else second
        seed = (index * 7919 + ply) * 31 + (1 if level == first else 2)
        move = choose_move(game, level, seed=seed, iterations=iterations.get(level),
                           max_seconds=0)
        game.play(move)
        ply += 1
    winners = game.result()["winners"]
    share = 1.0 / len(winners) if first_seat in winners else 0.0
    return share, ply, time.perf_counter() - start


def match(game_id, first, second, games, iterations, jobs):
    tasks = [(game_id, i, first, second, iterations) for i in range(games)]
    start = time.perf_counter()
    if jobs > 1:
        with Pool(jobs) as pool:
            results = pool.map(play_one, tasks, chunksize=1)
    else:
        results = [play_one(t) for t in tasks]
    wins = sum(r[0] for r in results)
    draws = sum(1 for r in results if 0 < r[0] < 1)
    rate = wins / games
    # A 95 % interval by the normal approximation, to read the figures with.
    half = 1.96 * (rate * (1 - rate) / games) ** 0.5
    print(f"{game_id:14} {first} vs {second:7} {games:4} games  win rate {100 * rate:5.1f} % "
          f"(+-{100 * half:.1f})  shared {draws:3}  moves/game {sum(r[1] for r in results) / games:5.0f}"
          f"  {time.perf_counter() - start:7.0f} s", flush=True)
    return rate


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--game", action="append", choices=sorted(GAMES),
                        help="only this game (may be repeated)")
    parser.add_argument("--match", action="append", choices=["random", "easy"],
                        help="only strong against this level (may be repeated)")
    parser.add_argument("--strong-iterations", type=int, default=None)
    parser.add_argument("--easy-iterations", type=int, default=None)
    parser.add_argument("--jobs", type=int, default=1)
    args = parser.parse_args()
    iterations = {"strong": args.strong_iterations or BUDGETS["strong"][0],
                  "easy": args.easy_iterations or BUDGETS["easy"][0]}
    print(f"iterations per move: strong {iterations['strong']}, easy {iterations['easy']}; "
          f"no time cap; Port Royal with 2 players", flush=True)
    for game_id in args.game or list(GAMES):
        for first, second in MATCHES:
            if args.match and second not in args.match:
                continue
            match(game_id, first, second, args.games, iterations, args.jobs)


if __name__ == "__main__":
    main()
