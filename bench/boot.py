"""Time to `data-ready`: the site against a bare Pyodide page from the same local copy, with a
cold cache (a fresh browser context each time) and a warm one (a reload in the same context).
Prints medians in milliseconds and the site/bare ratio."""

from common import chromium, median, row, wait_ready

RUNS = 5


def measure(browser, url):
    cold, warm = [], []
    for _ in range(RUNS):
        context = browser.new_context()
        page = context.new_page()
        page.goto(url)
        cold.append(wait_ready(page))
        page.reload()
        warm.append(wait_ready(page))
        context.close()
    return median(cold), median(warm)


def main():
    with chromium() as (browser, base):
        site = measure(browser, base)
        bare = measure(browser, base + "bench/bare.html")
    print(f"Boot to data-ready, median of {RUNS} (ms since navigation start)")
    row("", "cold", "warm")
    row("Ludothek (PyScript + bundle)", f"{site[0]:.0f}", f"{site[1]:.0f}")
    row("bare Pyodide", f"{bare[0]:.0f}", f"{bare[1]:.0f}")
    row("ratio site / bare", f"{site[0] / bare[0]:.2f}", f"{site[1] / bare[1]:.2f}")


if __name__ == "__main__":
    main()
