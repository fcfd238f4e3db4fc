"""Playing strength of the computer players in CPython (issue #16), per game: the levels against
the reference opponents of bench/opponents/ (a greedy one-move player and a depth-limited
searcher with a simple evaluation), strong against normal, and the same matches for the levels
as they were before the issue (BEFORE, loaded from git) against the same opponents,
interleaved in the same run.

    nice python3 bench/bots_strength.py --games 40 --strong-games 10  # every game
    nice python3 bench/bots_strength.py --game roseking --games 20 --match normal-searcher
    nice python3 bench/bots_strength.py --game jacynth1 --games 30    # solitaire scores

Each match prints the first player's win rate with a 95 % Wilson interval (a shared win counts
1/k; in a game of n seats the first player takes one seat, the second all the others, so an
even share is 1/n; there it also prints how many of the other seats the first player finished
ahead of, by win then score, a tie counting half: even is 50 %), then per player the thinking
time per move (median, max) and, for the levels, iterations (MCTS) or evaluated positions
(alpha-beta) per second. Seats are swapped:
game i gives the first player seat i mod n, and the n games of a deal share one seed. Budgets
are the levels' own (ludothek.bots.plan) without their time caps, so results do not depend on
the machine's load; the thinking times do, so the load average is printed.
"""

import argparse
import os
import resource
import statistics
import sys
import time
from multiprocessing import Pool
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT / "py"), str(ROOT)]

from bench.opponents import OPPONENTS, before  # noqa: E402
from ludothek import new_game  # noqa: E402
from ludothek.bots import plan, think  # noqa: E402

SETUPS = {  # name: (game id, players)
    "roseking": ("roseking", 2),
    "jacynth": ("jacynth", 2),
    "portroyal": ("portroyal", 2),
    "portroyal4": ("portroyal", 4),
    "castlerampage": ("castlerampage", 2),
    "jacynth1": ("jacynth", 1),  # solitaire: the score distribution per level
}
MATCHES = (  # (first, second): BEFORE and now side by side
    ("before:normal", "searcher"), ("normal", "searcher"),
    ("before:strong", "searcher"), ("strong", "searcher"),
    ("before:normal", "greedy"), ("normal", "greedy"),
    ("strong", "normal"),
)
SOLO = ("before:easy", "easy", "before:normal", "normal", "before:strong", "strong")
LEVELS = ("easy", "normal", "strong")


def decide(player, game, seed):
    """(move, seconds, iterations or None) of `player` in `game`."""
    start = time.perf_counter()
    if player in LEVELS:
        info = think(game, player, seed=seed, max_seconds=0)
        return info["move"], time.perf_counter() - start, info["iterations"]
    if player.startswith("before:"):
        move = before.choose(game, player.partition(":")[2], seed)
        return move, time.perf_counter() - start, None
    return OPPONENTS[player](game, seed), time.perf_counter() - start, None


def ahead_share(result, seat, players):
    """Of the other seats, the share `seat` finished ahead of: a winner is ahead of every seat
    that did not win, then the higher score; a tie counts half."""
    def standing(s):
        return (s in result["winners"], result["scores"][s])
    others = [s for s in range(players) if s != seat]
    mine = standing(seat)
    return sum(1.0 if mine > standing(s) else 0.5 if mine == standing(s) else 0.0
               for s in others) / len(others)


def play_one(task):
    """One game: (first player's share, plies, first's score, {player: [(s, iterations)]},
    the share of other seats the first player finished ahead of)."""
    setup, index, first, second = task
    game_id, players = SETUPS[setup]
    game = new_game(game_id, seed=1000 + index // players, players=players)
    first_seat = index % players
    timings = {first: [], second: []}
    ply = 0
    while not game.is_over:
        player = first if game.to_move == first_seat else second
        seed = (index * 7919 + ply) * 31 + (1 if player == first else 2)
        moves = game.legal_moves()
        if len(moves) == 1:
            move = moves[0]
        else:
            move, seconds, iterations = decide(player, game, seed)
            timings[player].append((seconds, iterations))
        game.play(move)
        ply += 1
    result = game.result()
    winners = result["winners"]
    share = 1.0 / len(winners) if first_seat in winners else 0.0
    return share, ply, result["scores"][first_seat], timings, ahead_share(result, first_seat, players)


def wilson(wins, n, z=1.96):
    if not n:
        return 0.0, 1.0
    p = wins / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * ((p * (1 - p) / n + z * z / (4 * n * n)) ** 0.5) / (1 + z * z / n)
    return max(0.0, centre - half), min(1.0, centre + half)


def run(tasks, jobs):
    if jobs > 1:
        with Pool(jobs) as pool:
            return pool.map(play_one, tasks, chunksize=1)
    return [play_one(t) for t in tasks]


def timing_text(player, rows):
    if not rows:
        return f"{player}: -"
    seconds = [s for s, _ in rows]
    out = f"{player}: {statistics.median(seconds):.3f}/{max(seconds):.3f} s"
    counted = [(s, i) for s, i in rows if i is not None]
    if counted:
        rate = sum(i for _, i in counted) / max(1e-9, sum(s for s, _ in counted))
        out += f" {rate:,.0f} it/s"
    return out


def match(setup, first, second, games, jobs):
    players = SETUPS[setup][1]
    start = time.perf_counter()
    results = run([(setup, i, first, second) for i in range(games)], jobs)
    wins = sum(r[0] for r in results)
    low, high = wilson(wins, games)
    timings = {first: [], second: []}
    for r in results:
        for player, rows in r[3].items():
            timings[player].extend(rows)
    seats_note = ""  # at more than two seats: the even share, and the seats finished ahead of
    if players > 2:
        ahead = sum(r[4] for r in results)
        low_a, high_a = wilson(ahead, games)  # pairs within a game are not independent
        seats_note = (f" (even {100 / players:.0f} %; ahead of a seat {100 * ahead / games:.1f} % "
                      f"[{100 * low_a:3.0f}-{100 * high_a:3.0f}], even 50 %)")
    print(f"{setup:14} {first:>14} vs {second:14} {games:4} games  "
          f"{100 * wins / games:5.1f} % [{100 * low:3.0f}-{100 * high:3.0f}]{seats_note}  "
          f"moves/game {sum(r[1] for r in results) / games:4.0f}  "
          f"{timing_text(first, timings[first])}; {timing_text(second, timings[second])}  "
          f"{time.perf_counter() - start:5.0f} s", flush=True)


def solo(games, jobs):
    """Jacynth solitaire: the score distribution of each level over the same deals."""
    for level in SOLO:
        results = run([("jacynth1", i, level, level) for i in range(games)], jobs)
        scores = sorted(r[2] for r in results)
        times = [row for r in results for row in r[3][level]]
        q = statistics.quantiles(scores, n=4) if len(scores) > 1 else scores * 3
        print(f"{'jacynth1':14} {level:>14} {games:4} games  score mean "
              f"{statistics.mean(scores):5.1f}  quartiles {q[0]:.0f}/{q[1]:.0f}/{q[2]:.0f}  "
              f"min {scores[0]} max {scores[-1]}  {timing_text(level, times)}", flush=True)


def budgets(game_id, players):
    game = new_game(game_id, seed=1, players=players)
    return "; ".join(f"{level} {plan(game, level)}" for level in LEVELS)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=200, help="games a match (the issue asks 200)")
    parser.add_argument("--strong-games", type=int, default=None,
                        help="games a match with a strong level in it (default: --games)")
    parser.add_argument("--game", action="append", choices=sorted(SETUPS),
                        help="only this setup (may be repeated)")
    parser.add_argument("--match", action="append",
                        help="only this match, written first-second, e.g. normal-searcher "
                             "(BEFORE's twin is run with it)")
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--now-only", action="store_true",
                        help="skip BEFORE's twins (their figures are in the issue's note)")
    args = parser.parse_args()
    print(f"load average at start {os.getloadavg()[0]:.2f} (cores {os.cpu_count()}); "
          f"BEFORE = git {before.BEFORE[:7]}; no time caps", flush=True)
    for setup in args.game or [s for s in SETUPS if s != "jacynth1"]:
        game_id, players = SETUPS[setup]
        print(f"-- {setup}: {budgets(game_id, players)}", flush=True)
        if setup == "jacynth1":
            solo(args.games, args.jobs)
            continue
        for first, second in MATCHES:
            name = f"{first.removeprefix('before:')}-{second.removeprefix('before:')}"
            if args.match and name not in args.match or args.now_only and first.startswith("before:"):
                continue
            strong = "strong" in (first.partition(":")[2] or first, second.partition(":")[2] or second)
            games = args.strong_games if strong and args.strong_games else args.games
            match(setup, first, second, games, args.jobs)
    usage = [resource.getrusage(who) for who in (resource.RUSAGE_SELF, resource.RUSAGE_CHILDREN)]
    cpu = sum(u.ru_utime + u.ru_stime for u in usage)
    print(f"load average at end {os.getloadavg()[0]:.2f}; CPU time {cpu:.0f} s", flush=True)


if __name__ == "__main__":
    main()
