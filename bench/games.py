"""Random full games per second for every game, in CPython and in Pyodide (Chromium), with the
same code (bench/playouts.py), interleaved: each round runs every case for one second in both
runtimes, the runtime that goes first alternating from round to round, so that a change in the
machine's load hits both alike. Prints per runtime the median and the spread (lowest-highest)
of the rounds, the ratio of the medians and the load average.

    python3 bench/games.py [--rounds 5]

With `--against DIR` it compares CPython only, this tree (new) against the tree in DIR (old,
e.g. a worktree of main), each in its own process, interleaved the same way (the tree that goes
first alternates), both playing the same seeds; `--games` limits it to some games:

    python3 bench/games.py --against /work/main --games portroyal,castlerampage --rounds 15
"""

import argparse
import json
import os
import statistics
import subprocess
import sys
from pathlib import Path

from common import chromium, row, wait_ready

import playouts
from ludothek import games

# Named variants worth their own line, where the game has that option.
VARIANTS = {"portroyal": [{"expansion": True}]}


def cases():
    """(game, players, options): each game at its smallest and largest table, plus variants."""
    for game_id, cls in games().items():
        keys = {opt.key for opt in cls.OPTIONS}
        for n in sorted({cls.MIN_PLAYERS, cls.MAX_PLAYERS}):
            yield game_id, n, {}
            for options in VARIANTS.get(game_id, []):
                if set(options) <= keys:
                    yield game_id, n, options


PYODIDE_SETUP = """async (source) => {
    const py = window.pyodide;
    const buf = await (await fetch('../static/build/ludothek.zip')).arrayBuffer();
    py.unpackArchive(buf, 'zip');
    py.runPython(source);
}"""
PYODIDE_ROUND = """([game, players, options]) => {
    const py = window.pyodide;
    py.globals.set('CASE', py.toPy([game, players, options]));
    return py.runPython('games_per_second(*CASE, rounds=1)');
}"""


def spread(rates):
    return f"{statistics.median(rates):.0f} ({min(rates):.0f}-{max(rates):.0f})"


# A CPython process of one tree: reads a case per line, answers the games per second of one round.
WORKER = """import json, sys
sys.path[:0] = [sys.argv[1] + "/py", sys.argv[1] + "/bench"]
import playouts
for line in sys.stdin:
    game, players, options = json.loads(line)
    print(playouts.games_per_second(game, players, options, rounds=1), flush=True)
"""


class Worker:
    def __init__(self, tree):
        self.proc = subprocess.Popen([sys.executable, "-c", WORKER, str(tree)], text=True,
                                     stdin=subprocess.PIPE, stdout=subprocess.PIPE)

    def run(self, case):
        self.proc.stdin.write(json.dumps(case) + "\n")
        self.proc.stdin.flush()
        return float(self.proc.stdout.readline())

    def close(self):
        self.proc.stdin.close()
        self.proc.wait()


def against(old_tree, todo, rounds):
    """CPython, this tree against `old_tree`, interleaved; prints medians and the ratio."""
    workers = {"old": Worker(old_tree), "new": Worker(Path(__file__).resolve().parent.parent)}
    rates = {i: {"old": [], "new": []} for i in range(len(todo))}
    try:
        for r in range(rounds):
            for i, case in enumerate(todo):
                order = ["old", "new"] if (r + i) % 2 else ["new", "old"]
                for name in order:
                    rates[i][name].append(workers[name].run(case))
    finally:
        for worker in workers.values():
            worker.close()
    print(f"Random full games per second in CPython, new (this tree) against old ({old_tree}): "
          f"median (lowest-highest) of {rounds} interleaved rounds of 1 s; load average "
          f"{' '.join(f'{x:.2f}' for x in os.getloadavg())}")
    row("game", "players", "old", "new", "new/old")
    for i, (g, n, o) in enumerate(todo):
        label = g + (" " + ",".join(o) if o else "")
        old, new = rates[i]["old"], rates[i]["new"]
        row(label, n, spread(old), spread(new),
            f"{statistics.median(new) / statistics.median(old):.3f}")


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--against", type=Path, help="another tree: CPython, new against old")
    parser.add_argument("--games", help="comma-separated game ids (default: every game)")
    args = parser.parse_args()
    todo = [c for c in cases() if not args.games or c[0] in args.games.split(",")]
    if args.against:
        return against(args.against, todo, args.rounds)
    rates = {case: {"cpython": [], "pyodide": []} for case in range(len(todo))}
    with chromium() as (browser, base):
        page = browser.new_page()
        page.goto(base + "bench/bare.html")
        wait_ready(page)
        page.evaluate(PYODIDE_SETUP, (Path(__file__).with_name("playouts.py")).read_text())
        for r in range(args.rounds):
            for i, (g, n, o) in enumerate(todo):
                runs = [("cpython", lambda: playouts.games_per_second(g, n, o, rounds=1)),
                        ("pyodide", lambda: page.evaluate(PYODIDE_ROUND, [g, n, o]))]
                if (r + i) % 2:
                    runs.reverse()
                for name, run in runs:
                    rates[i][name].append(run())
    print(f"Random full games per second: median (lowest-highest) of {args.rounds} interleaved "
          f"rounds of 1 s; load average {' '.join(f'{x:.2f}' for x in os.getloadavg())}")
    row("game", "players", "CPython", "Pyodide", "Pyodide/CPy")
    for i, (g, n, o) in enumerate(todo):
        label = g + (" " + ",".join(o) if o else "")
        c, p = rates[i]["cpython"], rates[i]["pyodide"]
        row(label, n, spread(c), spread(p), f"{statistics.median(p) / statistics.median(c):.2f}")


if __name__ == "__main__":
    sys.exit(main())
