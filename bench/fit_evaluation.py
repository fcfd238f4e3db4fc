"""A game's evaluation weights, fitted (issue #16), for a bot.py that judges a position by
`features(game, seat, judge)` weighted by `WEIGHTS` (Castle Rampage).

Positions come from games of the normal level against the reference searcher (seats
alternating; every third game normal alone). At every EVERY-th move each seat judges the
position: the features of every seat as that seat knows them, labelled with the seats' win
shares at the end. The model is the evaluation's own: a seat's share of the win is the softmax
of the weighted features over the seats (with two seats, the logistic of the difference). It is
fitted by gradient descent on the log-loss. Prints the fitted weights (to paste into
bot.WEIGHTS) and, on held-out games (every fifth), the log-loss and the accuracy of the fit and
of bot.WEIGHTS.

    nice python3 bench/fit_evaluation.py --game castlerampage --games 400 --jobs 2

A better fit is not yet a stronger player: the search then judges positions that play did not
reach, where what went with winning need not make a win. Adopt weights only after a match
(bench/bots_strength.py); Port Royal's fitted values predicted better and played worse (see its
bot.py).
"""

import argparse
import importlib
import math
import os
import sys
from multiprocessing import Pool
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT / "py"), str(ROOT)]

from bench.opponents import OPPONENTS  # noqa: E402
from ludothek import new_game  # noqa: E402
from ludothek.bots import think  # noqa: E402

PLAYERS = {"castlerampage": (2,)}  # the games whose bot.py has features, and their table sizes
HELD_OUT = 5  # every fifth game is for testing only
EVERY = 4  # a position every this many moves


def positions(task):
    """(game index, [features of every seat as one seat knows them], that seat's index,
    win shares) along one game."""
    game_id, index = task
    sizes = PLAYERS[game_id]
    players = sizes[index % len(sizes)]
    bot = importlib.import_module(f"ludothek.{game_id}.bot")
    game = new_game(game_id, seed=5000 + index, players=players)
    normal = [index % 3 == 0 or (s + index) % 2 == 0 for s in range(players)]
    seen, ply = [], 0
    while not game.is_over:
        moves = game.legal_moves()
        seed = index * 7919 + ply
        if len(moves) == 1:
            move = moves[0]
        elif normal[game.to_move]:
            move = think(game, "normal", seed=seed, max_seconds=0)["move"]
        else:
            move = OPPONENTS["searcher"](game, seed)
        if ply % EVERY == 0:
            for judge in range(players):
                seen.append(([bot.features(game, s, judge) for s in range(players)], judge))
        game.play(move)
        ply += 1
    winners = game.result()["winners"]
    shares = [1.0 / len(winners) if s in winners else 0.0 for s in range(players)]
    return [(index, rows, judge, shares) for rows, judge in seen]


def shares_of(weights, rows):
    values = [sum(w * f for w, f in zip(weights, row)) for row in rows]
    top = max(values)
    exps = [math.exp(v - top) for v in values]
    total = sum(exps)
    return [e / total for e in exps]


def loss(weights, data):
    """Mean log-loss of the judging seat's share, and how often the seat judged likeliest won."""
    total = right = 0.0
    for _i, rows, judge, won in data:
        p = shares_of(weights, rows)
        total -= won[judge] * math.log(max(p[judge], 1e-9)) + (1 - won[judge]) * math.log(
            max(1 - p[judge], 1e-9))
        right += won[max(range(len(p)), key=p.__getitem__)] > 0
    return total / len(data), right / len(data)


def fit(data, steps=300, rate=0.5, ridge=1e-4):
    """Softmax regression over the seats, on features scaled to unit spread."""
    k = len(data[0][1][0])
    rows = [row for _i, rs, _j, _w in data for row in rs]
    spread = [max(1e-9, math.sqrt(sum(r[j] ** 2 for r in rows) / len(rows))) for j in range(k)]
    scaled = [([[r[j] / spread[j] for j in range(k)] for r in rs], won) for _i, rs, _j, won in data]
    w = [0.0] * k
    for _ in range(steps):
        grad = [0.0] * k
        for rs, won in scaled:
            for r, p, y in zip(rs, shares_of(w, rs), won):
                for j in range(k):
                    grad[j] += (p - y) * r[j]
        w = [w[j] - rate * (grad[j] / len(scaled) + ridge * w[j]) for j in range(k)]
    return [w[j] / spread[j] for j in range(k)]


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--game", choices=sorted(PLAYERS), required=True)
    parser.add_argument("--games", type=int, default=400)
    parser.add_argument("--jobs", type=int, default=1)
    args = parser.parse_args()
    bot = importlib.import_module(f"ludothek.{args.game}.bot")
    print(f"load average {os.getloadavg()[0]:.2f}; {args.game}, {args.games} games", flush=True)
    with Pool(args.jobs) as pool:
        games = pool.map(positions, [(args.game, i) for i in range(args.games)], chunksize=1)
    data = [row for game in games for row in game]
    train = [r for r in data if r[0] % HELD_OUT]
    test = [r for r in data if r[0] % HELD_OUT == 0]
    fitted = fit(train)
    print(f"{len(data)} judgements; {len(train)} to fit, {len(test)} held out")
    for name, weights in (("bot.WEIGHTS", bot.WEIGHTS), ("fitted", fitted)):
        held, right = loss(weights, test)
        print(f"{name:12} held-out log-loss {held:.4f}  likeliest won {100 * right:.1f} %  "
              f"(fitting set {loss(weights, train)[0]:.4f})")
    print("WEIGHTS = (" + ", ".join(f"{w:.3f}" for w in fitted) + ")  # " + ", ".join(bot.FEATURES))


if __name__ == "__main__":
    main()
