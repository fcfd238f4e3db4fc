"""Longest main-thread block while the computer thinks, measured in the page: a
requestAnimationFrame loop records the gaps between frames during each computer turn of a solo
Rosenkönig game (strong level, so each think lasts seconds). Also prints the think time the
page sees (from the person's move to the computer's move shown)."""

import sys
from pathlib import Path

from common import chromium, median, percentile, row, wait_ready

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tests"))

from ludothek import new_game  # noqa: E402

TURNS = 6
MONITOR = """() => {
    window.__gaps = []; let last = performance.now();
    const tick = (now) => { window.__gaps.push(now - last); last = now;
                            if (window.__monitor) requestAnimationFrame(tick); };
    window.__monitor = true; requestAnimationFrame(tick);
}"""
NOTICE = "() => { const n = document.querySelector('.notice'); return n && n.textContent.includes(':'); }"


def main(level="strong"):
    game = new_game("roseking", seed=31, names=["Me", "CPU"], seats=["human", level], options={"start": "red"})
    worst, typical, thinks = [], [], []
    with chromium() as (browser, base):
        page = browser.new_page()
        page.goto(base + "#" + game.link())
        wait_ready(page)
        for _ in range(TURNS):
            plays = page.eval_on_selector_all(".roseking-board .card.legal", "els => els.map(e => e.dataset.value)")
            plays = [m for m in plays if not m.startswith("H:")]
            page.evaluate(MONITOR)
            start = page.evaluate("performance.now()")
            if plays:
                page.click(f".roseking-board .card[data-value='{plays[0]}']")
                page.click(f".roseking-board .hit[data-move='{plays[0]}']")
            else:
                page.click("button[data-move=draw]")
            page.wait_for_function(NOTICE, timeout=120_000)
            thinks.append(page.evaluate("performance.now()") - start)
            gaps = page.evaluate("window.__monitor = false, window.__gaps")[1:]  # skip the click's frame
            worst.append(max(gaps))
            typical.append(median(gaps))
            if saved_over(page):
                break
    print(f"Main thread while the computer ({level}) thinks in the worker, {len(thinks)} turns (ms)")
    row("", "median", "max")
    row("longest frame gap per turn", f"{median(worst):.0f}", f"{max(worst):.0f}")
    row("typical frame gap", f"{median(typical):.1f}", f"{max(typical):.1f}")
    row("move to computer's move shown", f"{median(thinks):.0f}", f"{max(thinks):.0f}")
    print("(the first turn includes starting the worker's own Python)")


def saved_over(page):
    return "Game over" in page.inner_text(".status")


if __name__ == "__main__":
    main(*(sys.argv[1:2]))
