"""Click to redrawn board, measured in the page: from the click event to the next animation
frame after the Python handler replaced the board. Rosenkönig: selecting a card (the board
redraws with the target) and playing moves."""

from common import chromium, median, percentile, row, wait_ready

SELECTS, MOVES = 60, 40

CLICK_JS = """async (selector) => {
    const el = document.querySelector(selector);
    if (!el) return null;
    const t0 = performance.now();
    el.dispatchEvent(new MouseEvent('click', {bubbles: true}));
    await new Promise(r => requestAnimationFrame(() => r()));
    return performance.now() - t0;
}"""


def main():
    with chromium() as (browser, base):
        page = browser.new_page(viewport={"width": 1280, "height": 860})
        page.goto(base)
        wait_ready(page)
        page.click("section[data-game=roseking] summary")
        page.click("section[data-game=roseking] button[data-action=start]")
        page.wait_for_selector(".roseking-board")
        selects, moves = [], []
        for _ in range(SELECTS):
            ms = page.evaluate(CLICK_JS, ".roseking-board .card.legal")
            if ms is None:
                break
            selects.append(ms)
        for _ in range(MOVES):
            ms = page.evaluate(CLICK_JS, ".roseking-board .card.selected")  # clear any selection
            page.evaluate(CLICK_JS, ".roseking-board .card.legal")
            ms = page.evaluate(CLICK_JS, ".roseking-board .hit[data-move]:not([data-confirm])")
            if ms is None:
                ms = page.evaluate(CLICK_JS, "button[data-move=draw]")
            if ms is None:
                break
            moves.append(ms)
    print("Click to redrawn board, Rosenkönig (ms)")
    row("", "median", "p95", "n")
    row("select a card", f"{median(selects):.1f}", f"{percentile(selects, 95):.1f}", len(selects))
    row("play a move (save included)", f"{median(moves):.1f}", f"{percentile(moves, 95):.1f}", len(moves))


if __name__ == "__main__":
    main()
