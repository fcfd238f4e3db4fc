"""The table under strain (issue #48), long: a Port Royal table of three devices in Chromium (a
host and two guests on loopback WebRTC, each guest holding one seat), played move after move by
clicking at the device whose seat is to move, a guest dropping out (its page closed, or its
connection closed) and invited again from the host's dialog every --drop-every moves. The loop
and its checks are tests/browser/table_strain.py's (also run by tests/browser/test_table_strain.py,
CI-sized); here its figures are printed: moves made, drops, rejoins, moves lost and doubled, view
mismatches (a device's page or received view against the engine's view for its seat), page
errors, the time per move (the click until every device shows it), and the load average.

    nice python3 bench/long_table.py [--moves 500] [--drop-every 50] [--seed 48] [--take-rate 0.15]

Needs a display for Chromium (xvfb-run -a) as the browser tests do; a few minutes at the
defaults on 2 cores. A low --take-rate makes the game last: at 0.15 a game of three runs to some
900 moves and more; where it ends first, the run stops there and says so.
"""

import argparse
import os
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT / "py"), str(ROOT / "tests")]

from common import chromium  # noqa: E402

from browser.session import Session  # noqa: E402
from browser.table_strain import StrainTable, play  # noqa: E402


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--moves", type=int, default=500)
    parser.add_argument("--drop-every", type=int, default=50)
    parser.add_argument("--seed", type=int, default=48, help="the people's choices")
    parser.add_argument("--take-rate", type=float, default=0.15,
                        help="how often a person takes a harbour card rather than passing")
    args = parser.parse_args()
    load_before = os.getloadavg()
    started = time.perf_counter()
    with chromium() as (browser, url):
        viewport = {"viewport": {"width": 1280, "height": 860}}
        sessions = [Session(browser, url, **viewport) for _ in range(3)]
        try:
            table = StrainTable(sessions[0], sessions[1:])
            table.set_up()
            set_up = time.perf_counter() - started

            def report(figures):
                if figures.moves % 50 == 0:
                    print(f"  ... {figures.moves} moves, {figures.drops} drops, "
                          f"{len(figures.problems)} problems, load {os.getloadavg()[0]:.2f}",
                          file=sys.stderr, flush=True)

            figures = play(table, args.moves, args.drop_every, args.seed, args.take_rate, report)
        finally:
            errors = [e for s in sessions for e in s.errors]
            offsite = [u for s in sessions for u in s.offsite]
            for s in sessions:
                s.close()
    total = time.perf_counter() - started
    load_after = os.getloadavg()
    print(f"long table: Port Royal, 3 devices (host + 2 guests), --moves {args.moves} "
          f"--drop-every {args.drop_every} --seed {args.seed} --take-rate {args.take_rate}")
    for name, value in figures.summary().items():
        print(f"  {name:<24} {value}")
    print(f"  {'game over early':<24} {figures.over}")
    print(f"  {'page errors':<24} {len(errors)}  {errors[:3] if errors else ''}")
    print(f"  {'offsite requests':<24} {len(offsite)}")
    print(f"  {'set-up s':<24} {set_up:.1f}")
    print(f"  {'whole run s':<24} {total:.1f}  ({(total - set_up) / max(figures.moves, 1):.2f} "
          "s per move with checks, drops and rejoins)")
    print(f"  {'load average before':<24} {' '.join(f'{x:.2f}' for x in load_before)}")
    print(f"  {'load average after':<24} {' '.join(f'{x:.2f}' for x in load_after)}")
    for problem in figures.problems[:10]:
        print(f"  ! {problem}")
    bad = figures.lost or figures.doubled or figures.mismatches or errors
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
