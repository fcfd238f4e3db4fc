"""Several devices at one table (issue #35): the figures its closing note asks for.

- message sizes: the host's message to a guest after each move (its seat's view) and the
  guest's move, over whole games (CPython);
- in Chromium, two browser contexts on loopback: the time from opening the invitation to the
  first move made across devices (answer made, pasted at the host, channel open, seat taken,
  a move sent and its new view back), and the round trip of a move (the guest's tap until its
  page shows the host's answer), median and spread over rounds;
- the bytes the feature adds, and what of it loads only when used.

    nice python3 bench/table.py [--rounds 3] [--moves 6]
"""

import argparse
import os
import random
import sys
import time
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT / "py"), str(ROOT / "tests")]

from common import chromium, median, row, wait_ready  # noqa: E402

from ludothek import new_game  # noqa: E402
from ludothek.net import messages  # noqa: E402
from ludothek.net.host import seat_view  # noqa: E402
from ludothek.net.messages import Move, Seated  # noqa: E402


def message_sizes(game_id: str, players: int, seed: int) -> tuple[list[int], list[int]]:
    rng = random.Random(seed)
    game = new_game(game_id, players=players, seed=seed)
    views, moves = [], []
    while not game.is_over:
        move = rng.choice(game.legal_moves())
        moves.append(len(messages.dump(Move(len(game.history), move))))
        game.play(move)
        views.append(len(messages.dump(Seated(1, seat_view(game, 1)))))
    return views, moves


def print_sizes() -> None:
    print("message sizes, bytes of JSON text (median / max over 3 random games)")
    row("game", "view median", "view max", "move median", "move max")
    for game_id, players in (("jacynth", 2), ("castlerampage", 2), ("portroyal", 5),
                             ("roseking", 2)):
        views, moves = [], []
        for seed in (1, 2, 3):
            v, m = message_sizes(game_id, players, seed)
            views += v
            moves += m
        row(f"{game_id} ({players})", int(median(views)), max(views), int(median(moves)),
            max(moves))


def print_bytes() -> None:
    rtc = (ROOT / "static" / "rtc.js").stat().st_size
    bundle = zipfile.ZipFile(ROOT / "static" / "build" / "ludothek.zip")
    ours = [i for i in bundle.infolist() if i.filename.startswith("ludothek/net/")
            or Path(i.filename).stem in ("hosting", "guesting")]
    print(f"\nbytes: static/rtc.js {rtc:,} (fetched only when a table is set up); in the "
          f"bundle {sum(i.file_size for i in ours):,} bytes of bytecode "
          f"({sum(i.compress_size for i in ours):,} compressed) in {len(ours)} modules, "
          "imported only when a table is set up or an invitation opened")


CODES: list[tuple[int, int]] = []  # (invitation link, answer code) lengths, per round


def one_round(browser, url: str, moves: int) -> tuple[float, list[float]]:
    from browser.play import saved_game, start_game, wait_ply
    from browser.test_jacynth_page import click_move

    host_ctx, guest_ctx = browser.new_context(), browser.new_context()
    try:
        host = host_ctx.new_page()
        host.goto(url)
        wait_ready(host)
        start_game(host, "jacynth", names=("Ada", "Bea"))
        host.click("#overlay [data-action=reveal]")
        host.click("button[data-action=share]")
        host.click("#overlay button[data-action=table]")
        host.click("#overlay li[data-seat='1'] button[data-action=table-invite]")
        link = host.locator("#invite-1").input_value()
        guest = guest_ctx.new_page()
        guest.goto(url)
        wait_ready(guest)  # the guest's page open (a scan opens the site: not counted)
        start = time.perf_counter()
        guest.evaluate("(h) => { location.hash = h; }", link[link.index("#"):])
        guest.wait_for_selector("#answer-code")
        answer = guest.locator("#answer-code").input_value()
        CODES.append((len(link), len(answer)))
        host.fill("#overlay li[data-seat='1'] textarea[name=answer]",
                  guest.locator("#answer-code").input_value())
        host.click("#overlay li[data-seat='1'] button[data-action=table-connect]")
        guest.wait_for_selector(".table-banner[data-guest=playing]")
        host.click("#overlay button[data-action=close-dialog]")
        first_move, trips = 0.0, []
        for _ in range(moves):
            game = saved_game(host)
            ply = len(game.history)
            page = host if game.to_move == 0 else guest
            tapped = time.perf_counter()
            click_move(page, game.legal_moves()[0])
            wait_ply(host, ply + 1)
            guest.wait_for_selector(f"#app .game[data-ply='{ply + 1}'] "
                                    ".table-banner[data-guest=playing]")
            if not first_move:
                first_move = time.perf_counter() - start
            if page is guest:
                trips.append(time.perf_counter() - tapped)
        return first_move, trips
    finally:
        host_ctx.close()
        guest_ctx.close()


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--moves", type=int, default=6)
    args = parser.parse_args()
    print_sizes()
    print_bytes()
    firsts, trips = [], []
    with chromium() as (browser, url):
        for _ in range(args.rounds):
            first, round_trips = one_round(browser, url, args.moves)
            firsts.append(first)
            trips += round_trips
    spread = lambda xs: f"{min(xs) * 1000:.0f}-{max(xs) * 1000:.0f}"  # noqa: E731
    print(f"\nChromium, loopback, {args.rounds} rounds (two contexts in one browser)")
    row("figure", "median ms", "range ms", "samples")
    row("invitation opened -> first move", f"{median(firsts) * 1000:.0f}", spread(firsts),
        len(firsts))
    row("guest's move round trip", f"{median(trips) * 1000:.0f}", spread(trips), len(trips))
    print("  (a move's round trip: the guest's tap, the host's check and save, the new view "
          "drawn at the guest; Playwright's own steps included)")
    for link, answer in CODES:
        print(f"  codes: invitation link {link} characters, answer {answer} characters")
    print(f"load average: {os.getloadavg()}")


if __name__ == "__main__":
    main()
