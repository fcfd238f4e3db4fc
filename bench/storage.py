"""Saves that last (issue 48): what a finished game's review costs the storage, and the home
screen with many finished, reviewed games stored.

1. Bytes of a stored review, per game: as `pack` keeps its rows (before) and shrunk (after),
   for a real review (random play, the review at a small budget: the size hardly depends on
   it).
2. N finished games (the four games in turn, random play), each with a review of its length,
   written into the page's storage as this checkout keeps them, and as --before's checkout
   kept them (rows, unshrunk) where it is given: how many fit, the home screen's ready time
   (reload to the saved games listed; rounds interleaved, order rotated), and whether a new
   game is still saved once they are there.

    python3 bench/storage.py [--games 1000] [--rounds 5] [--before /tmp/before]
"""

from __future__ import annotations

import argparse
import json
import os
import random
import statistics
import sys
from pathlib import Path

from common import ROOT, median, wait_ready

from playwright.sync_api import sync_playwright
from tools.browser import launch, served_site

from ludothek import new_game
from ludothek.bots.review import even, pack, review, shrink, start
from ludothek.web.home.store import PREFIX, SaveStore

GAMES = (("roseking", 2), ("jacynth", 2), ("portroyal", 3), ("castlerampage", 2))


def played(game_id: str, players: int, seed: int):
    game = new_game(game_id, seed=seed, players=players)
    rng = random.Random(seed)
    while not game.is_over:
        game.play(rng.choice(game.legal_moves()))
    return game


def review_sizes() -> None:
    print("Stored review, characters (random game, seed 5; review at 3 iterations):")
    for game_id, players in GAMES:
        game = played(game_id, players, 5)
        done = review(game, seed=1, iterations=3)
        rows = json.dumps(pack(done), separators=(",", ":"))
        small = json.dumps(shrink(pack(done)), separators=(",", ":"))
        print(f"  {game_id:14} {len(game.history):4} moves  before {len(rows):6}  after "
              f"{len(small):6}  ({len(small) / len(rows):.2f}); the save itself {len(game.save())}")


def synthetic_review(game, rng: random.Random) -> dict:
    """A review of `game`'s length and shape (chances at random): what the storage holds."""
    done = start(game, 1, 3)
    chances = even(game.players)
    for ply, move in enumerate(game.history):
        chances = [round(rng.random(), 3) for _ in range(game.players)]
        choice = rng.random() < 0.8
        best = move if rng.random() < 0.7 else game.history[max(0, ply - 1)]
        done["plies"].append({"seat": ply % game.players, "move": move, "best": best,
                              "chances": chances, "best_chance": round(rng.random(), 3),
                              "lost": round(rng.random() / 5, 3) if choice else 0.0,
                              "mark": None, "choice": choice})
    return done


def saves(count: int, shrunk: bool) -> dict[str, str]:
    """`count` finished games with their reviews, as localStorage holds them."""
    data: dict[str, str] = {}

    class Backend:
        def get(self, key):
            return data.get(key)

        def set(self, key, value):
            data[key] = value

        def remove(self, key):
            data.pop(key, None)

        def keys(self):
            return list(data)

    store, rng = SaveStore(Backend()), random.Random(1)
    for n in range(count):
        game_id, players = GAMES[n % len(GAMES)]
        game = played(game_id, players, 1000 + n)
        packed = pack(synthetic_review(game, rng))
        store.put(f"g{n}", game, now=1_700_000_000_000 + n,
                  page={"review": shrink(packed) if shrunk else packed})
    return data


FILL = """(entries) => {
    localStorage.clear();
    let n = 0;
    for (const [key, value] of entries) {
        try { localStorage.setItem(key, value); n++; } catch (e) { break; }
    }
    return n;
}"""


def home_ready(page) -> float:
    """Reload to the saved games listed, ms."""
    page.evaluate("window.__t0 = Date.now(); sessionStorage.setItem('t0', String(Date.now()))")
    page.reload()
    wait_ready(page)
    page.wait_for_selector("#saved-games .save", timeout=120_000)
    return page.evaluate("Date.now() - Number(sessionStorage.getItem('t0'))")


def new_game_saved(page) -> bool:
    before = page.evaluate(f"Object.keys(localStorage).filter(k => k.startsWith('{PREFIX}')).length")
    card = page.locator("section.game-card[data-game=roseking]")
    card.locator("summary").click()
    card.locator("button[data-action=start]").click()
    page.wait_for_selector(".roseking-board")
    page.wait_for_function(f"Object.keys(localStorage).filter(k => k.startsWith('{PREFIX}'))"
                           f".length > {before}", timeout=10_000)
    return True


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=1000)
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--before", type=Path)
    args = parser.parse_args()
    review_sizes()
    sites = [("after", ROOT, True)] + ([("before", args.before, False)] if args.before else [])
    data = {shrunk: list(saves(args.games, shrunk).items()) for _, _, shrunk in sites}
    for shrunk, entries in data.items():
        print(f"{args.games} games written {'shrunk' if shrunk else 'as rows'}: "
              f"{sum(len(k) + len(v) for k, v in entries) / 1e6:.2f} M characters")
    times: dict[str, list[float]] = {name: [] for name, _, _ in sites}
    with sync_playwright() as pw:
        browser = launch(pw)
        servers = {name: served_site(root) for name, root, _ in sites}
        urls = {name: server.__enter__() for name, server in servers.items()}
        pages = {}
        for name, _, shrunk in sites:
            page = browser.new_context(service_workers="block").new_page()
            page.goto(urls[name])
            wait_ready(page)
            fitted = page.evaluate(FILL, data[shrunk])
            print(f"{name}: {fitted} of {len(data[shrunk])} entries fit the storage")
            pages[name] = page
        for r in range(args.rounds):
            order = sites if r % 2 == 0 else list(reversed(sites))
            for name, _, _ in order:
                times[name].append(home_ready(pages[name]))
        load = os.getloadavg()
        for name, _, _ in sites:
            xs = times[name]
            print(f"{name}: home screen ready with the saves listed: median {median(xs):.0f} ms "
                  f"(min {min(xs):.0f}, max {max(xs):.0f}, sd {statistics.pstdev(xs):.0f}; "
                  f"{len(xs)} rounds)")
        for name, _, _ in sites:
            try:
                print(f"{name}: a new game saved with them there: {new_game_saved(pages[name])}")
            except Exception as err:  # noqa: BLE001 (the figure is whether it works)
                print(f"{name}: a new game saved with them there: False ({str(err)[:80]})")
        print(f"load average {load[0]:.2f} {load[1]:.2f} {load[2]:.2f} (cores {os.cpu_count()})")
        for server in servers.values():
            server.__exit__(None, None, None)
        browser.close()


if __name__ == "__main__":
    sys.exit(main())
