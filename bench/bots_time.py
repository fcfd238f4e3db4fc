"""Thinking time per move of each computer-player level in CPython, per game: median and maximum
seconds, the median number of search iterations reached (alpha-beta levels: positions
evaluated) and iterations per second (the levels' budgets are capped by their time caps, see
ludothek.bots.plan).

    nice python3 bench/bots_time.py                 # every game, 12 positions per level
    nice python3 bench/bots_time.py --game portroyal --positions 20

Positions come from games played by the easy level against itself (so they look like real
play), sampled evenly; positions with a single legal move are skipped (they take no search).
"""

import argparse
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT / "py")]

from ludothek import new_game  # noqa: E402
from ludothek.bots import BUDGETS, choose_move, plan, think  # noqa: E402

GAMES = {  # game id: (players, options)
    "roseking": (2, {}),
    "jacynth": (2, {}),
    "portroyal": (4, {}),
    "castlerampage": (2, {}),
}


def positions(game_id, count, seed=0):
    players, options = GAMES[game_id]
    found = []
    game_no = 0
    while len(found) < count:
        game = new_game(game_id, seed=seed + game_no, players=players, options=options)
        states = []
        while not game.is_over:
            if len(game.legal_moves()) > 1:
                states.append(game.clone())
            game.play(choose_move(game, "easy", seed=len(states), iterations=20, max_seconds=0))
        step = max(1, len(states) // 6)
        found.extend(states[game_no % step::step])
        game_no += 1
    return found[:count]


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--game", action="append", choices=sorted(GAMES))
    parser.add_argument("--positions", type=int, default=12)
    parser.add_argument("--level", action="append", choices=sorted(BUDGETS))
    args = parser.parse_args()
    levels = args.level or ["easy", "normal", "strong"]
    print(f"{'game':18}{'level':8}{'median s':>10}{'max s':>8}{'iterations':>12}{'it/s':>9}  plan",
          flush=True)
    for game_id in args.game or list(GAMES):
        players = GAMES[game_id][0]
        sample = positions(game_id, args.positions)
        for level in levels:
            how = plan(sample[0], level)
            times, iterations = [], []
            for i, game in enumerate(sample):
                start = time.perf_counter()
                info = think(game, level, seed=i)
                times.append(time.perf_counter() - start)
                iterations.append(info["iterations"])
            rate = sum(iterations) / max(1e-9, sum(times))
            print(f"{game_id + f' {players}p':18}{level:8}{statistics.median(times):10.3f}"
                  f"{max(times):8.3f}{statistics.median(iterations):12.0f}{rate:9.0f}  {how}",
                  flush=True)


if __name__ == "__main__":
    main()
