"""Random full games per second for every game, in CPython and in Pyodide (Chromium), with the
same code (bench/playouts.py). Prints medians over 5 one-second rounds and the ratio."""

import json
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


PYODIDE_JS = """async ([source, cases]) => {
    const py = window.pyodide;
    if (!window.bundleLoaded) {
        const buf = await (await fetch('../static/build/ludothek.zip')).arrayBuffer();
        py.unpackArchive(buf, 'zip');
        window.bundleLoaded = true;
    }
    py.globals.set('CASES', py.toPy(cases));
    py.runPython(source);
    return py.runPython('import json; json.dumps([games_per_second(g, n, o) for g, n, o in CASES])');
}"""


def main():
    todo = list(cases())
    cpython = [playouts.games_per_second(g, n, o) for g, n, o in todo]
    source = (Path(__file__).with_name("playouts.py")).read_text()
    with chromium() as (browser, base):
        page = browser.new_page()
        page.goto(base + "bench/bare.html")
        wait_ready(page)
        pyodide = json.loads(page.evaluate(PYODIDE_JS, [source, [list(c) for c in todo]]))
    print("Random full games per second (median of 5 rounds of 1 s)")
    row("game", "players", "CPython", "Pyodide", "Pyodide/CPy")
    for (g, n, o), c, p in zip(todo, cpython, pyodide):
        label = g + (" " + ",".join(o) if o else "")
        row(label, n, f"{c:.0f}", f"{p:.0f}", f"{p / c:.2f}")


if __name__ == "__main__":
    sys.exit(main())
