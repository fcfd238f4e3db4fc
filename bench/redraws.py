"""Redraws that no tap of this page starts (issue 47): the computer's move, another tab's move,
and a replay step, each from the start of the task that redraws to the frame after it painted,
at 1024x768, for all four games, sites compared interleaved as in bench/click.py.

- the computer's move: a game against the easy computer; the person plays (bench/click.py's
  taps); the computer's move is drawn in the task that takes its answer (a Chrome trace gives
  that task's start);
- another tab's move: a second tab on the same game follows each move made in the first (the
  storage event);
- a replay step: a tap on "previous move" (◀), at the end of the game played.

The start of a storage event is taken by a script the bench adds to the page before its own
(it listens first); only redraws that changed the position drawn (<html data-ply>) count.

    python3 bench/redraws.py --before /tmp/before [--before /tmp/start] [--moves 12] [--game roseking]
"""

import argparse
import json
import os
import random
import sys
from pathlib import Path

from click import SETUPS, TAP_JS, prepared_link, settle
from common import compared_sites, median, percentile, row, wait_ready


from ludothek import new_game

HOOK_JS = """(() => {
    window.ludothekRedraws = [];
    const ply = () => document.documentElement.getAttribute('data-ply');
    // Painted: the frame after the task, then a message posted from its frame callback.
    const painted = (kind, t0, before) => requestAnimationFrame(() => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => {
            if (ply() !== before) window.ludothekRedraws.push([kind, performance.now() - t0]);
        };
        channel.port2.postMessage(0);
    });
    addEventListener('storage', () => painted('other tab', performance.now(), ply()), true);
    // The computer's move comes back from its worker through the runtime's own channels: its
    // redraw is marked (the patch of #app, and the frame after it painted) for the trace,
    // where the task around the patch gives its start. A tap's redraws are left out.
    let patch = null;
    Object.defineProperty(globalThis, 'ludothekPatch', {
        configurable: true,
        get: () => patch,
        set: (real) => {
            patch = (element, markup) => {
                const before = ply();
                const result = real(element, markup);
                if (element.id === 'app' && !window.ludothekTapping) {
                    performance.mark('ludothek-patch');
                    requestAnimationFrame(() => {
                        const channel = new MessageChannel();
                        channel.port1.onmessage = () => {
                            if (ply() !== before) performance.mark('ludothek-painted');
                        };
                        channel.port2.postMessage(0);
                    });
                }
                return result;
            };
        },
    });
})()"""

REPLAY_JS = """async () => {
    const el = document.querySelector('#app [data-replay=prev]:not([disabled])');
    if (!el) return null;
    const t0 = performance.now();
    el.dispatchEvent(new MouseEvent('click', {bubbles: true, cancelable: true, detail: 1}));
    await new Promise((r) => requestAnimationFrame(() => {
        const ch = new MessageChannel(); ch.port1.onmessage = () => r(); ch.port2.postMessage(0); }));
    return performance.now() - t0;
}"""


def computer_link(game_id, seed):
    players = SETUPS[game_id]
    game = new_game(game_id, seed=seed, players=players, seats=["human"] + ["easy"] * (players - 1))
    rng = random.Random(seed)
    while game.seats[game.to_move] != "human" or len(game.history) < 4:
        game.play(rng.choice(game.legal_moves()))
    return game.link()


def context_for(browser):
    context = browser.new_context(viewport={"width": 1024, "height": 768}, service_workers="block")
    context.add_init_script(HOOK_JS)
    return context


def opened(context, url):
    page = context.new_page()
    page.goto(url)
    wait_ready(page)
    return page


def task_to_paint(trace):
    """For each redraw the page marked: from the start of the main thread's task that patched
    #app to the mark of its painted frame, ms."""
    events = trace["traceEvents"]
    marks = sorted((e["ts"], e["name"], e["pid"], e["tid"]) for e in events
                   if "user_timing" in e.get("cat", "") and e["name"].startswith("ludothek-"))
    tasks = [(e["ts"], e["ts"] + e.get("dur", 0), e["pid"], e["tid"]) for e in events
             if e.get("name") == "RunTask" and e.get("ph") == "X"]
    found = []
    for ts, name, pid, tid in marks:
        if name != "ludothek-patch":
            continue
        task = next((t for t in tasks if t[2] == pid and t[3] == tid and t[0] <= ts <= t[1]), None)
        painted = next((m[0] for m in marks if m[1] == "ludothek-painted" and m[2] == pid and m[0] > ts), None)
        following = next((m[0] for m in marks if m[1] == "ludothek-patch" and m[2] == pid and m[0] > ts), None)
        if task is not None and painted is not None and (following is None or painted < following):
            found.append((painted - task[0]) / 1000)
    return found


def taken(page, kind):
    """The redraws of `kind` the page measured since the last call."""
    found = page.evaluate("(kind) => { const all = window.ludothekRedraws; "
                          "window.ludothekRedraws = []; return all.filter((r) => r[0] === kind); }", kind)
    return [ms for _, ms in found]


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--before", type=Path, action="append", required=True,
                        help="another checkout (A, then B, ...; this one is named last)")
    parser.add_argument("--moves", type=int, default=12, help="moves per game and scene")
    parser.add_argument("--game", action="append", choices=sorted(SETUPS))
    args = parser.parse_args()
    with compared_sites(args.before) as (browser, sites):
        names = list(sites)
        for game_id in args.game or sorted(SETUPS):
            times = {name: {"computer": [], "other tab": [], "replay step": []} for name in names}
            # The computer's moves.
            link = computer_link(game_id, seed=7)
            pages = {name: opened(context_for(browser), f"{base}#{link}") for name, base in sites.items()}
            for name, page in pages.items():
                settle(page)  # the computer's first turn, if it has it, is over
                browser.start_tracing(page=page, categories=[
                    "devtools.timeline", "disabled-by-default-devtools.timeline", "blink.user_timing"])
                for _ in range(args.moves):
                    settle(page)
                    page.evaluate(f"window.ludothekTapping = true; ({TAP_JS})()"
                                  ".finally(() => { window.ludothekTapping = false; })")
                settle(page)
                times[name]["computer"] += task_to_paint(json.loads(browser.stop_tracing()))
                for _ in range(8):  # a replay step back, eight times
                    ms = page.evaluate(REPLAY_JS)
                    if ms is not None:
                        times[name]["replay step"].append(ms)
                page.context.close()
            # Another tab's moves: two tabs on one game, moves made in the first.
            link = prepared_link(game_id, seed=5)
            tabs = {}
            for name, base in sites.items():
                first = opened(context_for(browser), f"{base}#{link}")
                tabs[name] = (first, opened(first.context, first.url))
            for step in range(args.moves * 2):
                for name in names[step % len(names):] + names[:step % len(names)]:
                    first, second = tabs[name]
                    settle(first)
                    if first.evaluate(TAP_JS) is None:
                        continue
                    settle(second)
                    times[name]["other tab"] += taken(second, "other tab")
            for first, _ in tabs.values():
                first.context.close()
            print(f"\n{game_id}: task to painted frame, ms")
            row("", *(f"{name} {what}" for name in names for what in ("median", "p95")))
            for scene in ("computer", "other tab", "replay step"):
                cells = []
                for name in names:
                    found = times[name][scene]
                    cells += ([f"{median(found):.1f}", f"{percentile(found, 95):.1f} n={len(found)}"]
                              if found else ["-", "-"])
                row(scene, *cells)
    print(f"\nload average at end {os.getloadavg()[0]:.2f}")


if __name__ == "__main__":
    sys.exit(main())
