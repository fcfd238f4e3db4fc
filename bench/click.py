"""Tap to next frame in the page, for all four games (issue #12): from the click event to the
frame after the Python handler redrew, at 1024x768. Common taps: choosing a card (select),
playing a move (save included), and taking the device behind the privacy screen (reveal).

Sites are compared tap by tap, interleaved with the order rotated (A B C, B C A, ...): other
checkouts given by --before (each a `git worktree` of an earlier commit, with its static/vendor
and build; named A, B, ... in the order given) and this checkout, named last. All play the same
game from the same link, so the taps match. A tap waits until the page is settled and offers one
(the other seats' moves played out after a reveal): taps come at least 0.4 s apart, a person's
pace (the tap guard's).

    python3 bench/click.py --before /tmp/before [--before /tmp/start] [--taps 60] [--game roseking]
    python3 bench/click.py --before . --still-before   # what animating the moves costs
"""

import argparse
import os
import random
import sys
from pathlib import Path

from common import compared_sites, median, percentile, row, wait_ready

from playwright.sync_api import TimeoutError as PlaywrightTimeout

from ludothek import new_game

SETUPS = {"roseking": 2, "portroyal": 3, "jacynth": 2, "castlerampage": 2}

# Find the next tap, click it, and time it: the handler (synchronous Python) and the frame
# after it has been painted (rAF, then a message posted from the frame callback).
TAPPABLE_JS = """() => document.querySelector('#overlay [data-action=reveal]') ||
    document.querySelector('.table [data-action=move]:not([data-confirm])') ||
    document.querySelector('.table [data-action=select]:not(.selected)')"""
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
    """Until the last tap has settled and the page offers a tap (or none comes: game over)."""
    page.wait_for_selector("html:not([data-settling])", state="attached", timeout=10_000)
    try:
        page.wait_for_function(TAPPABLE_JS, timeout=15_000)
    except PlaywrightTimeout:
        pass  # nothing to tap: TAP_JS says so


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--before", type=Path, action="append", required=True,
                        help="another checkout (A, then B, ...; this one is named last)")
    parser.add_argument("--taps", type=int, default=60)
    parser.add_argument("--game", action="append", choices=sorted(SETUPS))
    parser.add_argument("--still-before", action="store_true",
                        help="A with prefers-reduced-motion (--before . measures the animation)")
    args = parser.parse_args()
    with compared_sites(args.before) as (browser, sites):
        names = list(sites)
        for game_id in args.game or sorted(SETUPS):
            link = prepared_link(game_id, seed=5)
            pages = {name: open_page(browser, base, link, args.still_before and name == "A")
                     for name, base in sites.items()}
            times = {name: {} for name in pages}
            for step in range(args.taps):
                order = names[step % len(names):] + names[:step % len(names)]
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
            row("", *(f"{name} {what}" for name in names for what in ("median", "p95")))
            for kind in sorted(set().union(*times.values())):
                cells = []
                for name in names:
                    rows = times[name].get(kind, [])
                    if not rows:
                        cells += ["-", "-"]
                        continue
                    frames, handled = [f for _, f in rows], [h for h, _ in rows]
                    cells += [f"{median(frames):.1f} ({median(handled):.1f})",
                              f"{percentile(frames, 95):.1f} n={len(rows)}"]
                row(kind, *cells)
    print(f"\nload average at end {os.getloadavg()[0]:.2f}")


if __name__ == "__main__":
    sys.exit(main())
