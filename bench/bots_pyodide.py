"""Thinking time per move of each computer-player level in Pyodide (Chromium), per game, with
the same positions and budgets as bench/bots_time.py in CPython, run side by side: median and
maximum seconds and the median iterations reached within the time caps."""

import json
import statistics
import sys
import time

from common import chromium, row, wait_ready

PER_GAME = int(sys.argv[1]) if len(sys.argv) > 1 else 4
LEVELS = ("easy", "normal", "strong")

# Runs in both interpreters: sample positions by cheap random play, then time think().
SOURCE = """
import json, time
from ludothek import new_game
from ludothek.bots import think
from ludothek.core import Rng

GAMES = {"roseking": 2, "jacynth": 2, "portroyal": 4, "castlerampage": 2}

def sample(game_id, count):
    found, seed = [], 0
    while len(found) < count:
        g = new_game(game_id, seed=seed, players=GAMES[game_id])
        pick, plies = Rng(seed), 6 + (seed * 7) % 30  # early to middle game, any length
        while not g.is_over and len(g.history) < plies:
            moves = g.legal_moves()
            g.play(moves[pick.below(len(moves))])
        if not g.is_over and len(g.legal_moves()) > 1:
            found.append(g)
        seed += 1
    return found

def measure(per_game, levels):
    out = []
    for game_id in GAMES:
        positions = sample(game_id, per_game)
        for level in levels:
            times, iters = [], []
            for i, g in enumerate(positions):
                start = time.perf_counter()
                info = think(g, level, seed=i)
                times.append(time.perf_counter() - start)
                iters.append(info["iterations"])
            out.append([game_id, level, times, iters])
    return json.dumps(out)
"""

PYODIDE_JS = """async ([source, perGame, levels]) => {
    const py = window.pyodide;
    const buf = await (await fetch('../static/build/ludothek.zip')).arrayBuffer();
    py.unpackArchive(buf, 'zip');
    py.runPython(source);
    py.globals.set('ARGS', py.toPy([perGame, levels]));
    return py.runPython('measure(*ARGS)');
}"""


def main():
    sys.path.insert(0, str(__import__("pathlib").Path(__file__).resolve().parent.parent / "py"))
    namespace = {}
    exec(SOURCE, namespace)
    start = time.perf_counter()
    cpython = json.loads(namespace["measure"](PER_GAME, list(LEVELS)))
    print(f"CPython done in {time.perf_counter() - start:.0f} s", flush=True)
    with chromium() as (browser, base):
        page = browser.new_page()
        page.set_default_timeout(0)
        page.goto(base + "bench/bare.html")
        wait_ready(page)
        pyodide = json.loads(page.evaluate(PYODIDE_JS, [SOURCE, PER_GAME, list(LEVELS)]))
    print(f"Thinking time per move (s), {PER_GAME} positions per game, default budgets "
          f"(run took {time.perf_counter() - start:.0f} s)")
    row("game / level", "CPy med/max", "Pyo med/max", "CPy iters", "Pyo iters")
    for (game, level, ct, ci), (_, _, pt, pi) in zip(cpython, pyodide):
        row(f"{game} {level}", f"{statistics.median(ct):.2f}/{max(ct):.2f}",
            f"{statistics.median(pt):.2f}/{max(pt):.2f}",
            f"{statistics.median(ci):.0f}", f"{statistics.median(pi):.0f}")


if __name__ == "__main__":
    main()
