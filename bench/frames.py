"""Frames dropped while a move animates (issue 33), per game, on a CPU slowed down 4x
(DevTools' Emulation.setCPUThrottlingRate through Playwright's CDP session), at 1024x768.

Each tap plays or chooses as in bench/click.py; from the first frame after the tap until the
page's move animations end (static/flip.js, at most 360 ms), every frame's interval is taken,
and a frame that came more than one 60 Hz interval after the one before counts the intervals it
skipped as dropped. With --before (a checkout without the animation) the same window after each
tap is measured there too, interleaved, as the baseline; `--before . --still-before` compares
the same page with prefers-reduced-motion (what the page's own work after a move costs: the
redraw when the tap guard settles, 400 ms after a move, often lands in the window).

    python3 bench/frames.py [--before /tmp/before] [--taps 20] [--game roseking] [--rate 4]
"""

import argparse
import os
import sys
from contextlib import ExitStack
from pathlib import Path

from click import SETUPS, TAP_JS, open_page, prepared_link, settle
from common import ROOT, median, percentile, row

from playwright.sync_api import sync_playwright
from tools.browser import launch, served_site

FRAME_MS = 1000 / 60

# After the tap (TAP_JS resolves once its frame is painted): the intervals between frames
# until no move animation runs (or the window ends), and how many animations ran.
# The animations are looked up once: document.getAnimations() brings the page's style up to
# date, a cost of its own in every frame it were called in.
WATCH_JS = """async (windowMs) => {
    const moving = document.getAnimations().filter((a) => a.id === 'ludothek-move');
    const animated = moving.length;
    let ended = false;
    Promise.all(moving.map((a) => a.finished.catch(() => {}))).then(() => { ended = animated > 0; });
    const start = performance.now();
    let last = start;
    const gaps = [];
    await new Promise((done) => {
        const frame = (now) => {
            gaps.push(now - last);
            last = now;
            if (now - start > windowMs || ended) done();
            else requestAnimationFrame(frame);
        };
        requestAnimationFrame(frame);
    });
    return [animated, gaps];
}"""


def dropped(gaps):
    return sum(max(0, round(gap / FRAME_MS) - 1) for gap in gaps)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--before", type=Path, help="a checkout without the animation (A)")
    parser.add_argument("--taps", type=int, default=20)
    parser.add_argument("--rate", type=float, default=4.0, help="CPU slow-down factor")
    parser.add_argument("--window", type=float, default=360.0,
                        help="ms watched at most (an animation: 320)")
    parser.add_argument("--still-before", action="store_true",
                        help="A with prefers-reduced-motion (--before . : the same page, still)")
    parser.add_argument("--game", action="append", choices=sorted(SETUPS))
    args = parser.parse_args()
    print(f"load average {os.getloadavg()[0]:.2f} (cores {os.cpu_count()}); CPU slowed "
          f"{args.rate}x; A = {args.before}, B = {ROOT}")
    with ExitStack() as stack:
        pw = stack.enter_context(sync_playwright())
        browser = launch(pw)
        sites = {"B": stack.enter_context(served_site(ROOT))}
        if args.before:
            sites["A"] = stack.enter_context(served_site(args.before))
        for game_id in args.game or sorted(SETUPS):
            link = prepared_link(game_id, seed=5)
            pages = {name: open_page(browser, base, link, args.still_before and name == "A")
                     for name, base in sorted(sites.items())}
            for page in pages.values():
                cdp = page.context.new_cdp_session(page)
                cdp.send("Emulation.setCPUThrottlingRate", {"rate": args.rate})
            seen = {name: [] for name in pages}  # (animations, dropped, longest gap) per tap
            for step in range(args.taps):
                order = sorted(pages) if step % 2 == 0 else sorted(pages, reverse=True)
                for name in order:
                    settle(pages[name])
                    if pages[name].evaluate(TAP_JS) is None:
                        break
                    animated, gaps = pages[name].evaluate(WATCH_JS, args.window)
                    seen[name].append((animated, dropped(gaps), max(gaps), len(gaps)))
            for page in pages.values():
                page.context.close()
            print(f"\n{game_id}: frames dropped per tap, {args.rate}x slower CPU")
            row("", "median", "p95", "longest gap ms", "taps (animated)")
            for name in sorted(seen):
                taps = seen[name]
                # A site that animates: its animated moves; one that does not (e8fa749, or
                # --still-before): every tap's window, the baseline.
                moving = [t for t in taps if t[0]] or taps
                if not moving:
                    row(name, "-", "-", "-", f"{len(taps)} (0)")
                    continue
                drops = [t[1] for t in moving]
                row(name, median(drops), percentile(drops, 95),
                    f"{median([t[2] for t in moving]):.0f} (p95 "
                    f"{percentile([t[2] for t in moving], 95):.0f})",
                    f"{len(taps)} ({sum(1 for t in taps if t[0])})")
        browser.close()
    print(f"\nload average at end {os.getloadavg()[0]:.2f}")


if __name__ == "__main__":
    sys.exit(main())
