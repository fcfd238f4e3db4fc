"""The computer's review of a finished game (ludothek.bots.review) at its budget: time to review a
whole game per game (median, max) in CPython, and with --pyodide also in Pyodide (Chromium);
soundness on prepared cases (moves that throw a Rose King game away marked a mistake or a
blunder; the computer's own choice never marked); agreement of the marks of two reviews with
different seeds.

    nice python3 bench/review.py                      # 3 games per game, CPython
    nice python3 bench/review.py --games 2 --pyodide  # and the same games in Pyodide
    nice python3 bench/review.py --page --base /tmp/base --game castlerampage --game portroyal

--page times the review in the real page (its pool of workers, web/pool.py): from "Review" to
the chart's first move and to the whole game, with "Review" pressed as soon as the page is
ready and after a look at the final scoring (--look seconds); with --base, interleaved with
the site in that folder (another checkout, its static/build made), runs alternating first.
The machine may be shared: the load average is printed with every figure.

Games are played by the easy level against the normal one (fixed iterations, no time cap), so
they hold the slips a review is for.
"""

import argparse
import contextlib
import json
import os
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT / "py"), str(ROOT / "tests")]

from bots.test_review import ROSE_KING_SEED_2, THROWN_AWAY  # noqa: E402

from ludothek import new_game  # noqa: E402
from ludothek.bots import choose_move  # noqa: E402
from ludothek.bots.review import GAME_ITERATIONS, ITERATIONS, KINDS, judge, review  # noqa: E402

GAMES = {"roseking": 2, "jacynth": 2, "castlerampage": 2, "portroyal": 3}
BUDGET = {"easy": 40, "normal": 400}

# Runs in both interpreters: review each game (id, players, seed, moves), timed.
SOURCE = """
import json, time
from ludothek import new_game
from ludothek.bots.review import review

def timed(games, seed):
    out = []
    for game_id, players, game_seed, moves in games:
        game = new_game(game_id, seed=game_seed, players=players)
        for move in moves:
            game.play(move)
        start, cpu = time.perf_counter(), time.process_time()
        done = review(game, seed=seed)
        out.append([time.perf_counter() - start, done, time.process_time() - cpu])
    return json.dumps(out)
"""

PYODIDE_JS = """async ([source, games]) => {
    const py = window.pyodide;
    const buf = await (await fetch('../static/build/ludothek.zip')).arrayBuffer();
    py.unpackArchive(buf, 'zip');
    py.runPython(source);
    py.globals.set('ARGS', py.toPy([games, 1]));
    return py.runPython('timed(*ARGS)');
}"""


def played(game_id, players, seed):
    """A finished game, easy (even seats) against normal (odd seats)."""
    game = new_game(game_id, seed=seed, players=players)
    while not game.is_over:
        level = "easy" if game.to_move % 2 == 0 else "normal"
        game.play(choose_move(game, level, seed=len(game.history), iterations=BUDGET[level],
                              max_seconds=0))
    return [game_id, players, seed, game.history]


def agreement(a, b, grave=("inaccuracy", "mistake", "blunder")):
    """Of the plies either review marks with a mark in `grave`: how many both mark (any
    kind), how many alike, and how many."""
    either = [(x["mark"], y["mark"]) for x, y in zip(a["plies"], b["plies"])
              if x["mark"] in grave or y["mark"] in grave]
    both = sum(1 for x, y in either if x and y)
    same = sum(1 for x, y in either if x == y)
    return both, same, len(either)


def soundness():
    """Prepared cases: (marked mistake or blunder, cases) and (own choice marked, positions)."""
    marked = cases = 0
    game = new_game("roseking", seed=2)
    thrown = dict(THROWN_AWAY)
    own_marked = own = 0
    for ply, move in enumerate(ROSE_KING_SEED_2):
        if ply in thrown:
            for seed in (1, 2, 3):
                mark = judge(game, thrown[ply], ply, [0.5, 0.5], seed=seed)["mark"]
                marked += mark in ("mistake", "blunder")
                cases += 1
        if ply % 8 == 0 and len(game.legal_moves()) > 1:
            best = judge(game, move, ply, [0.5, 0.5], seed=ply)["best"]
            own_marked += judge(game, best, ply, [0.5, 0.5], seed=ply)["mark"] is not None
            own += 1
        game.play(move)
    return marked, cases, own_marked, own


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=3)
    parser.add_argument("--game", action="append", choices=sorted(GAMES))
    parser.add_argument("--pyodide", action="store_true")
    parser.add_argument("--page", action="store_true", help="time the review in the page only")
    parser.add_argument("--base", type=Path, help="a checkout to compare the page against")
    parser.add_argument("--look", type=float, default=5.0)
    args = parser.parse_args()
    if args.page:
        return page_bench(args)
    if args.base:
        return cpython_against(args)
    namespace: dict = {}
    exec(SOURCE, namespace)
    print(f"Review at {ITERATIONS} iterations a position with a choice ({GAME_ITERATIONS}); "
          f"{args.games} games per game, easy against normal", flush=True)
    games = {g: [played(g, GAMES[g], seed) for seed in range(1, args.games + 1)]
             for g in args.game or list(GAMES)}
    counts = {"all": [0, 0, 0], "grave": [0, 0, 0]}
    for game_id, batch in games.items():
        first = json.loads(namespace["timed"](batch, 1))
        second = [review(new_game(g, seed=s, players=p).replayed(m), seed=2)
                  for g, p, s, m in batch]
        times = [t for t, *_ in first]
        for (_, a, _), b in zip(first, second):
            for name, grave in (("all", KINDS), ("grave", ("mistake", "blunder"))):
                counts[name] = [n + m for n, m in zip(counts[name], agreement(a, b, grave))]
        plies = statistics.median(len(m) for *_, m in batch)
        marks = sum(1 for _, r, _ in first for j in r["plies"] if j["mark"])
        print(f"{game_id:14} CPython per game: median {statistics.median(times):5.1f} s, max "
              f"{max(times):5.1f} s ({plies:.0f} moves median, {marks} marks)", flush=True)
        if args.pyodide:
            print(f"{game_id:14} Pyodide per game: " + pyodide_times(batch), flush=True)
    for name, (both, same, either) in counts.items():
        which = "marked" if name == "all" else "marked a mistake or blunder"
        print(f"Agreement of two seeds: of {either} plies {which} by either, {both} marked by "
              f"both ({100 * both / max(either, 1):.0f} %), {same} alike "
              f"({100 * same / max(either, 1):.0f} %)")
    marked, cases, own_marked, own = soundness()
    print(f"Soundness: thrown-away Rose King moves marked a mistake or blunder {marked}/{cases}; "
          f"the computer's own choice marked {own_marked}/{own}")


def pyodide_times(batch):
    from common import chromium, wait_ready
    with chromium() as (browser, base):
        page = browser.new_page()
        page.set_default_timeout(0)
        page.goto(base + "bench/bare.html")
        wait_ready(page)
        times = [t for t, *_ in json.loads(page.evaluate(PYODIDE_JS, [SOURCE, batch]))]
    return f"median {statistics.median(times):5.1f} s, max {max(times):5.1f} s"


def cpython_against(args):
    """Each game reviewed in CPython by this checkout and by --base in turn (the order
    alternating), each in a process of its own: wall and CPU seconds, and whether both reviews
    are the same."""
    import subprocess

    sites = {"after": ROOT, "before": args.base.resolve()}
    print(f"Review in CPython, interleaved ({load()})", flush=True)
    got: dict[tuple[str, str], list[tuple[float, float]]] = {}
    for game_id in args.game or list(GAMES):
        for k, entry in enumerate(played(game_id, GAMES[game_id], seed)
                                  for seed in range(1, args.games + 1)):
            reviews = {}
            for name in list(sites)[::1 if k % 2 == 0 else -1]:
                code = (f"import sys; sys.path.insert(0, {str(sites[name] / 'py')!r})\n"
                        + SOURCE + "\nprint(timed([" + repr(entry) + "], 1))")
                wall, done, cpu = json.loads(subprocess.run(
                    [sys.executable, "-c", code], check=True, capture_output=True,
                    text=True).stdout)[0]
                reviews[name] = done
                got.setdefault((game_id, name), []).append((wall, cpu))
                print(f"  {game_id} #{k + 1} ({len(entry[3])} moves) {name:6} wall {wall:5.1f} "
                      f"s, CPU {cpu:5.1f} s ({load()})", flush=True)
            print(f"  the same review: {reviews['after'] == reviews['before']}", flush=True)
    for (game_id, name), pairs in got.items():
        walls, cpus = [w for w, _ in pairs], [c for _, c in pairs]
        print(f"{game_id:14} {name:6} CPython per game: wall median "
              f"{statistics.median(walls):5.1f} s ({min(walls):.1f}-{max(walls):.1f}), CPU median "
              f"{statistics.median(cpus):5.1f} s ({min(cpus):.1f}-{max(cpus):.1f})", flush=True)


def load() -> str:
    return "load " + " ".join(f"{x:.1f}" for x in os.getloadavg())


# The page's own thread busy meanwhile, in its tasks over 50 ms only (PerformanceObserver
# 'longtask'): many short draws escape it, a few longer ones (drawn together) do not.
LONG_TASKS = """() => { window.busy = 0;
    new PerformanceObserver(list => {
        for (const e of list.getEntries()) window.busy += e.duration; })
        .observe({ type: 'longtask' }); }"""


def page_review(browser, base, game, look):
    """(seconds to the chart's first move, to the whole game, the page's thread busy in long
    tasks) after "Review" in the page at `base`, pressed `look` seconds after the finished game
    shows."""
    context = browser.new_context(service_workers="block",
                                  viewport={"width": 1280, "height": 860})
    try:
        page = context.new_page()
        page.set_default_timeout(0)
        page.goto(base + "#" + game.link())
        page.wait_for_selector(".final-box [data-action=review]")
        time.sleep(look)  # a look at the final scoring
        page.evaluate(LONG_TASKS)
        start = time.perf_counter()
        page.click(".final-box [data-action=review]")
        page.wait_for_selector(".review-chart .chart-move")
        first = time.perf_counter() - start
        page.wait_for_selector(".review[data-review=done]")
        whole = time.perf_counter() - start
        return first, whole, page.evaluate("window.busy") / 1000
    finally:
        context.close()


def page_bench(args):
    from playwright.sync_api import sync_playwright

    sys.path.insert(0, str(ROOT))
    from tools.browser import launch, served_site

    sites = {"after": ROOT} | ({"before": args.base.resolve()} if args.base else {})
    ids = args.game or ["castlerampage", "portroyal"]
    games = {g: [new_game(g, seed=s, players=p).replayed(m)
                 for g, p, s, m in (played(g, GAMES[g], seed)
                                    for seed in range(1, args.games + 1))] for g in ids}
    print(f"Review in the page ({os.cpu_count()} cores; {load()}); sites: "
          + ", ".join(f"{k} {v}" for k, v in sites.items()), flush=True)
    with sync_playwright() as pw:
        browser = launch(pw)
        with contextlib.ExitStack() as stack:
            urls = {name: stack.enter_context(served_site(root)) for name, root in sites.items()}
            cores = browser.new_page().evaluate("navigator.hardwareConcurrency")
            print(f"navigator.hardwareConcurrency {cores}", flush=True)
            for game_id, batch in games.items():
                got: dict[tuple[str, float], list[tuple[float, float]]] = {}
                for k, game in enumerate(batch):
                    for look in (0.0, args.look):
                        order = list(urls) if (k + (look > 0)) % 2 == 0 else list(urls)[::-1]
                        for name in order:
                            first, whole, busy = page_review(browser, urls[name], game, look)
                            got.setdefault((name, look), []).append((first, whole))
                            print(f"  {game_id} #{k + 1} ({len(game.history)} moves) {name:6} "
                                  f"look {look:.0f} s: first move {first:5.1f} s, whole "
                                  f"{whole:5.1f} s, page's thread busy {busy:4.1f} s ({load()})",
                                  flush=True)
                for (name, look), pairs in sorted(got.items()):
                    firsts, wholes = [f for f, _ in pairs], [w for _, w in pairs]
                    print(f"{game_id:14} {name:6} look {look:.0f} s: whole game median "
                          f"{statistics.median(wholes):5.1f} s ({min(wholes):.1f}-"
                          f"{max(wholes):.1f}), first move median {statistics.median(firsts):4.1f}"
                          f" s ({min(firsts):.1f}-{max(firsts):.1f})", flush=True)
                if "before" in urls:  # the same game, after against before
                    ratios = [a[1] / b[1] for look in (0.0, args.look) for a, b in
                              zip(got[("after", look)], got[("before", look)])]
                    print(f"{game_id:14} whole game after / before, paired: median "
                          f"{statistics.median(ratios):.2f} ({min(ratios):.2f}-"
                          f"{max(ratios):.2f})", flush=True)
        browser.close()


if __name__ == "__main__":
    main()
