"""Random taps, keys, turns of the device and reloads over the whole page (issue 48): how many
uncaught page errors a person poking at everything would meet. Every screen is in reach: the
four games (new, by link, finished with their review), the guide, the rules, the "?" mode,
sharing, several devices (the camera cannot start here), backups, the replay.

    python3 bench/random_taps.py [--actions 1200] [--seed 1]

Prints the actions made by kind, the page errors (each with the action before it), the load
average. A figure, not a test: the browser tests fail on any page error of the paths they walk.
"""

from __future__ import annotations

import argparse
import os
import random
import sys
import time
from collections import Counter

from common import BOOT_MS

from playwright.sync_api import Error as PlaywrightError
from playwright.sync_api import sync_playwright
from tools.browser import launch, served_site

from ludothek import new_game

SIZES = ({"width": 390, "height": 844}, {"width": 1180, "height": 820},
         {"width": 1440, "height": 900}, {"width": 844, "height": 390})
KEYS = ("Tab", "Enter", " ", "Escape", "ArrowLeft", "ArrowRight", "Home", "End", "Shift+Tab")
GAMES = (("roseking", 2), ("jacynth", 2), ("portroyal", 3), ("castlerampage", 2))

# The elements a tap may land on: anything the page acts on, visible now.
TARGETS = """() => [...document.querySelectorAll(
    '#app [data-action], #overlay [data-action], #alert [data-action], #app summary,'
    + ' #app select, #app input[type=checkbox], #app [data-explain]')]
  .filter((e) => { const r = e.getBoundingClientRect();
                   return r.width > 0 && r.height > 0 && !e.closest('[inert]'); })
  .map((e, i) => { e.setAttribute('data-poke', String(i)); return i; })"""


def links(rng: random.Random) -> list[str]:
    """Addresses a person may open: games in play and finished, by link; rules; home."""
    out = ["", "#rules/roseking", "#rules/portroyal/end", "#rules/jacynth"]
    for game_id, players in GAMES:
        game = new_game(game_id, seed=rng.randrange(10_000), players=players,
                        seats=["human"] * (players - 1) + ["easy"])
        out.append("#" + game.link())
        done = new_game(game_id, seed=rng.randrange(10_000), players=players)
        while not done.is_over:
            done.play(rng.choice(done.legal_moves()))
        out.append("#" + done.link())
    return out


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--actions", type=int, default=1200)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    rng = random.Random(args.seed)
    addresses = links(rng)
    kinds: Counter[str] = Counter()
    errors: list[str] = []
    last = ["start"]
    started = time.perf_counter()
    with served_site() as url, sync_playwright() as pw:
        browser = launch(pw)
        context = browser.new_context(viewport=SIZES[0], service_workers="block",
                                      accept_downloads=True)
        page = context.new_page()
        page.on("pageerror", lambda err: errors.append(f"after {last[0]}: {err}"[:400]))
        page.on("dialog", lambda dialog: dialog.dismiss())
        page.goto(url)
        page.wait_for_selector("html[data-ready]", state="attached", timeout=BOOT_MS)
        for n in range(args.actions):
            roll = rng.random()
            try:
                if roll < 0.62:
                    found = page.evaluate(TARGETS)
                    if not found:
                        continue
                    pick = rng.choice(found)
                    target = page.locator(f"[data-poke='{pick}']")
                    what = target.get_attribute("data-action") or target.evaluate(
                        "(e) => e.tagName.toLowerCase()")
                    last[0] = f"#{n} tap {what}"
                    target.click(timeout=2000, force=rng.random() < 0.1,
                                 click_count=2 if rng.random() < 0.05 else 1)
                    kinds[f"tap {what}"] += 1
                elif roll < 0.82:
                    key = rng.choice(KEYS)
                    last[0] = f"#{n} key {key}"
                    page.keyboard.press(key)
                    kinds["key"] += 1
                elif roll < 0.88:
                    size = rng.choice(SIZES)
                    last[0] = f"#{n} turn to {size['width']}x{size['height']}"
                    page.set_viewport_size(size)
                    kinds["turn"] += 1
                elif roll < 0.96:
                    address = rng.choice(addresses)
                    last[0] = f"#{n} open {address[:30]}"
                    page.evaluate("(a) => { location.hash = a; }", address)
                    kinds["open"] += 1
                elif roll < 0.98:
                    last[0] = f"#{n} back"
                    page.go_back(timeout=5000)
                    kinds["back"] += 1
                else:
                    last[0] = f"#{n} reload"
                    page.reload()
                    page.wait_for_selector("html[data-ready]", state="attached",
                                           timeout=BOOT_MS)
                    kinds["reload"] += 1
            except PlaywrightError as err:  # a target gone meanwhile, a covered button
                kinds["missed"] += 1
                if "closed" in str(err).lower():
                    raise
            if n % 200 == 199:
                print(f"  {n + 1} actions, {len(errors)} page errors", flush=True)
        browser.close()
    load = os.getloadavg()
    print(f"{args.actions} actions in {time.perf_counter() - started:.0f} s; by kind:")
    for kind, count in sorted(kinds.items(), key=lambda item: -item[1]):
        print(f"  {count:5}  {kind}")
    print(f"uncaught page errors: {len(errors)}")
    for error in errors[:20]:
        print("  " + error.replace("\n", " | "))
    print(f"load average {load[0]:.2f} {load[1]:.2f} {load[2]:.2f} (cores {os.cpu_count()})")


if __name__ == "__main__":
    sys.exit(main())
