"""Tap to next frame in the page, for all four games (issue #12): from the click event to the
frame after the Python handler redrew, at 1024x768. Common taps: choosing a card (select),
playing a move (save included), and taking the device behind the privacy screen (reveal).

Two sites are compared tap by tap, interleaved (A B, then B A, ...): this checkout and another
checkout given by --before (e.g. a `git worktree` of the commit before the change, with its
static/vendor and build). Both play the same game from the same link, so the taps match.

    python3 bench/click.py --before /tmp/before [--taps 60] [--game roseking]
    python3 bench/click.py --before . --still-before   # what animating the moves costs
"""

import argparse
import os
import random
import sys
from contextlib import ExitStack
from pathlib import Path

from common import ROOT, median, percentile, row, wait_ready

from playwright.sync_api import sync_playwright
from tools.browser import launch, served_site

from ludothek import new_game

SETUPS = {"roseking": 2, "portroyal": 3, "jacynth": 2, "castlerampage": 2}

# Find the next tap, click it, and time it: the handler (synchronous Python) and the frame
# after it has been painted (rAF, then a message posted from the frame callback).
TAP_JS = """async () => {
    const q = (s) => document.querySelector(s);
    let kind = "reveal", el = q('#overlay [data-action=reveal]');
    if (!el) { kind = "move"; el = q('.table [data-action=move]:not([data-confirm])'); }
    if (!el) { kind = "select"; el = q('.table [data-action=select]:not(.selected)'); }
    if (!el) return null;
    const t0 = performance.now();
    el.dispatchEvent(new MouseEvent('click', {bubbles: true, cancelable: true, detail: 1}));
    const handled = performance.now() - t0;
    await new Promise((r) => requestAnimationFrame(() => {
        const ch = new MessageChannel(); ch.port1.onmessage = () => r(); ch.port2.postMessage(0); }));
    return [kind, handled, performance.now() - t0];
}"""


def prepared_link(game_id, seed):
    """A game a few moves in (past the setup), all seats people."""
    game = new_game(game_id, seed=seed, players=SETUPS[game_id])
    rng = random.Random(seed)
    for _ in range(6):
        game.play(rng.choice(game.legal_moves()))
    return game.link()


def open_page(browser, base, link, reduced=False):
    """`reduced`: with prefers-reduced-motion, so moves are not animated (issue 33)."""
    context = browser.new_context(viewport={"width": 1024, "height": 768}, service_workers="block",
                                  reduced_motion="reduce" if reduced else "no-preference")
    page = context.new_page()
    page.goto(f"{base}#{link}")
    wait_ready(page)
    return page


def settle(page):
    page.wait_for_selector("html:not([data-settling])", state="attached", timeout=10_000)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--before", type=Path, required=True, help="the other checkout (A)")
    parser.add_argument("--taps", type=int, default=60)
    parser.add_argument("--game", action="append", choices=sorted(SETUPS))
    parser.add_argument("--still-before", action="store_true",
                        help="A with prefers-reduced-motion (--before . measures the animation)")
    args = parser.parse_args()
    print(f"load average {os.getloadavg()[0]:.2f} (cores {os.cpu_count()}); A = {args.before}, B = {ROOT}")
    with ExitStack() as stack:
        pw = stack.enter_context(sync_playwright())
        browser = launch(pw)
        sites = {"A": stack.enter_context(served_site(args.before)), "B": stack.enter_context(served_site(ROOT))}
        for game_id in args.game or sorted(SETUPS):
            link = prepared_link(game_id, seed=5)
            pages = {name: open_page(browser, base, link, args.still_before and name == "A")
                     for name, base in sites.items()}
            times = {name: {} for name in pages}
            for step in range(args.taps):
                order = ("A", "B") if step % 2 == 0 else ("B", "A")
                results = {}
                for name in order:
                    settle(pages[name])
                    results[name] = pages[name].evaluate(TAP_JS)
                if any(r is None for r in results.values()):
                    break
                for name, (kind, handled, frame) in results.items():
                    times[name].setdefault(kind, []).append((handled, frame))
            for page in pages.values():
                page.context.close()
            print(f"\n{game_id}: tap to painted frame, ms (handler ms in brackets)")
            row("", "A median", "A p95", "B median", "B p95")
            for kind in sorted(set(times["A"]) | set(times["B"])):
                cells = []
                for name in ("A", "B"):
                    rows = times[name].get(kind, [])
                    if not rows:
                        cells += ["-", "-"]
                        continue
                    frames, handled = [f for _, f in rows], [h for h, _ in rows]
                    cells += [f"{median(frames):.1f} ({median(handled):.1f})",
                              f"{percentile(frames, 95):.1f} n={len(rows)}"]
                row(kind, *cells)
        browser.close()
    print(f"\nload average at end {os.getloadavg()[0]:.2f}")


if __name__ == "__main__":
    sys.exit(main())
