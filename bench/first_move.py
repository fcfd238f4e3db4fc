"""The computer's first move when it opens the game (issue 12): from the page being ready to
the move on the table, for the normal level (thinking budget 1.5 s in the page), this checkout
against another (--before, e.g. a `git worktree` of an earlier commit), interleaved run by run,
each in a fresh browser context (so the worker's Python starts cold, as on a first game).

    python3 bench/first_move.py --before /tmp/before [--runs 3]
"""

import argparse
import os
import statistics
from contextlib import ExitStack
from pathlib import Path

from common import BOOT_MS, ROOT, wait_ready

from playwright.sync_api import sync_playwright
from tools.browser import launch, served_site

from ludothek import new_game


# In the page: when it became ready and when the first move was on the table.
MARKS = """(() => {
  const marks = window.__first = {};
  new MutationObserver(() => {
    const root = document.documentElement;
    if (root?.hasAttribute("data-ready")) marks.ready ??= performance.now();
    if (root?.getAttribute("data-ply-max") === "1") marks.move ??= performance.now();
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ["data-ready", "data-ply-max"] });
})();"""


def first_move_ms(browser, base):
    game = new_game("roseking", seed=3, options={"start": "red"}, seats=["normal", "human"])
    context = browser.new_context(service_workers="block")
    context.add_init_script(MARKS)
    try:
        page = context.new_page()
        page.goto(f"{base}#{game.link()}")
        wait_ready(page)
        page.wait_for_function("window.__first.move !== undefined", timeout=BOOT_MS, polling=50)
        marks = page.evaluate("window.__first")
        return marks["move"] - marks["ready"]
    finally:
        context.close()


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--before", type=Path, required=True)
    parser.add_argument("--runs", type=int, default=3)
    args = parser.parse_args()
    sites = (("before", args.before), ("now", ROOT))
    times = {name: [] for name, _ in sites}
    with ExitStack() as stack:
        browser = launch(stack.enter_context(sync_playwright()))
        bases = {name: stack.enter_context(served_site(path)) for name, path in sites}
        for run in range(args.runs):
            order = sites if run % 2 == 0 else sites[::-1]
            for name, _ in order:
                ms = first_move_ms(browser, bases[name])
                times[name].append(ms)
                print(f"run {run + 1}  {name:6}  first move {ms:7.0f} ms after ready  "
                      f"load {os.getloadavg()[0]:.2f}", flush=True)
        browser.close()
    for name, xs in times.items():
        print(f"{name:6}  median {statistics.median(xs):7.0f} ms  range {min(xs):.0f}–{max(xs):.0f}")


if __name__ == "__main__":
    main()
