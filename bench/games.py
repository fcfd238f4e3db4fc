"""Random full games per second for every game, in CPython and in Pyodide (Chromium), with the
same code (bench/playouts.py), interleaved: each round runs every case for one second in both
runtimes, the runtime that goes first alternating from round to round, so that a change in the
machine's load hits both alike. Prints per runtime the median and the spread (lowest-highest)
of the rounds, the ratio of the medians and the load average.

    python3 bench/games.py [--rounds 5]

With `--against REV` it compares instead, in CPython only, the engine at git revision REV (old)
with the working tree's (new): two worker processes, one per tree, take turns case by case, the
one that goes first alternating, and it prints per case both medians and spreads and new/old.

    python3 bench/games.py --against main --games roseking jacynth [--rounds 7]
"""

import argparse
import json
import os
import statistics
import subprocess
import sys
import tarfile
import tempfile
from contextlib import contextmanager
from io import BytesIO
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


def interleaved(todo, rounds, first, second):
    """Per case, the rates of `first` and `second` ((name, run(case) -> games per second)):
    one round of each per case and round, the one that goes first alternating."""
    rates = [{first[0]: [], second[0]: []} for _ in todo]
    for r in range(rounds):
        for i, case in enumerate(todo):
            runs = [first, second] if (r + i) % 2 == 0 else [second, first]
            for name, run in runs:
                rates[i][name].append(run(case))
    return rates


def report(heading, todo, rates, a, b, digits):
    """The table: per case, both medians with their spreads and the ratio b/a."""
    print(f"{heading}; load average {' '.join(f'{x:.2f}' for x in os.getloadavg())}")
    row("game", "players", a, b, f"{b}/{a}")
    for (g, n, o), rate in zip(todo, rates):
        label = g + (" " + ",".join(o) if o else "")
        row(label, n, spread(rate[a]), spread(rate[b]),
            f"{statistics.median(rate[b]) / statistics.median(rate[a]):.{digits}f}")


# A worker: the engine of one tree (argv[1]), this folder's playouts.py; a case per line in,
# its games per second (one round) out.
WORKER = """import json, sys
sys.path[:0] = [sys.argv[1], sys.argv[2]]
import playouts
for line in sys.stdin:
    print(playouts.games_per_second(*json.loads(line), rounds=1), flush=True)
"""


@contextmanager
def worker(py_dir):
    proc = subprocess.Popen([sys.executable, "-c", WORKER, str(py_dir), str(Path(__file__).parent)],
                            stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)

    def run(case):
        proc.stdin.write(json.dumps(list(case)) + "\n")
        proc.stdin.flush()
        return float(proc.stdout.readline())

    try:
        yield run
    finally:
        proc.stdin.close()
        proc.wait()


def against(rev, game_ids, rounds):
    """Old (the engine at `rev`) against new (the working tree), interleaved, in CPython."""
    root = Path(__file__).resolve().parent.parent
    todo = [(g, n, o) for g, n, o in cases() if not game_ids or g in game_ids]
    archive = subprocess.run(["git", "archive", rev, "py"], cwd=root, check=True, capture_output=True).stdout
    with tempfile.TemporaryDirectory() as old_tree:
        tarfile.open(fileobj=BytesIO(archive)).extractall(old_tree)
        with worker(Path(old_tree) / "py") as old, worker(root / "py") as new:
            rates = interleaved(todo, rounds, ("old", old), ("new", new))
    report(f"Random full games per second in CPython, {rev} (old) against the working tree (new): "
           f"median (lowest-highest) of {rounds} interleaved rounds of 1 s", todo, rates, "old", "new", 3)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--against", metavar="REV", help="compare the engine at REV with this tree")
    parser.add_argument("--games", nargs="*", default=[], help="only these games (with --against)")
    args = parser.parse_args()
    if args.against:
        return against(args.against, set(args.games), args.rounds)
    todo = list(cases())
    with chromium() as (browser, base):
        page = browser.new_page()
        page.goto(base + "bench/bare.html")
        wait_ready(page)
        page.evaluate(PYODIDE_SETUP, (Path(__file__).with_name("playouts.py")).read_text())
        rates = interleaved(todo, args.rounds,
                            ("CPython", lambda case: playouts.games_per_second(*case, rounds=1)),
                            ("Pyodide", lambda case: page.evaluate(PYODIDE_ROUND, list(case))))
    report(f"Random full games per second: median (lowest-highest) of {args.rounds} interleaved "
           f"rounds of 1 s", todo, rates, "CPython", "Pyodide", 2)


if __name__ == "__main__":
    sys.exit(main())
