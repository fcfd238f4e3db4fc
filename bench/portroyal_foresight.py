"""What foresight is worth in Port Royal (issue #16): how often a level would win against the
reference searchers if it could see cards it cannot, as bounds on what better judgement of the
unseen cards could gain. Per deal, interleaved (the order rotated), on the same seeds as
bench/bots_strength.py:

- the level as it is ("normal" by default);
- "peek": the level, but it stops discovering whenever the top card of the pile would bust it
  (a perfect judge of the next card's risk, and nothing more);
- "oracle": alpha-beta as the normal level searches, over the true game instead of
  determinizations (it knows the whole pile).

    nice python3 bench/portroyal_foresight.py --games 100 --players 4 --jobs 2

Prints each player's win rate with a 95 % Wilson interval, and the load average. Peek and
oracle cheat: benchmarks only, never levels.
"""

import argparse
import os
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT / "py"), str(ROOT)]

from bench import bots_strength  # noqa: E402
from bench.opponents import OPPONENTS  # noqa: E402
from ludothek.bots import plan, think  # noqa: E402
from ludothek.bots.alphabeta import AlphaBeta  # noqa: E402
from ludothek.core import Rng  # noqa: E402
from ludothek.portroyal import bot  # noqa: E402
from ludothek.portroyal.moves import STOP  # noqa: E402
from ludothek.portroyal.rules import DISCOVER  # noqa: E402

SETTINGS = {"level": "normal"}  # set in main, inherited by the pool's forked workers


def top_card_busts(game) -> bool:
    """Whether the card on top of the real pile would bust the active seat."""
    if not game.draw:
        return False
    card = game.draw[-1]
    return game.would_bust(card) and not game.can_repel(game.active, card)


def peek(game, seed: int = 0) -> str:
    """The level's move, except STOP where the top card would bust (it sees the real pile)."""
    if game.phase == DISCOVER and STOP in game.legal_moves() and top_card_busts(game):
        return STOP
    return think(game, SETTINGS["level"], seed=seed, max_seconds=0)["move"]


def oracle(game, seed: int = 0) -> str:
    """Alpha-beta as the normal level plans it, over the one true world."""
    how = plan(game, "normal")
    world = game.clone()
    world.determinize = lambda seat, rng: game.clone()  # the truth, not a sample
    tree = AlphaBeta(world, Rng(seed), bot.evaluate)
    return tree.run(how["depth"], 1, None, how["positions"]).best_move()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--players", type=int, choices=(2, 4), default=4)
    parser.add_argument("--level", choices=("normal", "strong"), default="normal")
    parser.add_argument("--jobs", type=int, default=1)
    args = parser.parse_args()
    SETTINGS["level"] = args.level
    OPPONENTS.update(peek=peek, oracle=oracle)  # here, not on import: they must not join tests
    setup = "portroyal4" if args.players == 4 else "portroyal"
    players = [args.level, "peek", "oracle"]
    tasks = []  # bots_strength.play_one's: (setup, game index, first player, the others)
    for i in range(args.games):
        turn = i % len(players)
        tasks.extend((setup, i, p, "searcher") for p in players[turn:] + players[:turn])
    print(f"load average at start {os.getloadavg()[0]:.2f} (cores {os.cpu_count()}); "
          f"{setup}, one seat against the searcher in every other; {args.games} games each",
          flush=True)
    start = time.perf_counter()
    results = bots_strength.run(tasks, args.jobs)  # in the order of the tasks
    for player in players:
        shares = [r[0] for task, r in zip(tasks, results) if task[2] == player]
        wins = sum(shares)
        low, high = bots_strength.wilson(wins, len(shares))
        print(f"{player:>8}: {100 * wins / len(shares):5.1f} % [{100 * low:3.0f}-{100 * high:3.0f}]"
              f" (even {100 / args.players:.0f} %)", flush=True)
    print(f"load average at end {os.getloadavg()[0]:.2f}; {time.perf_counter() - start:.0f} s")


if __name__ == "__main__":
    main()
