"""Bench helpers: the page in Chromium, median and percentile, a table printer."""

import statistics
import sys
from contextlib import contextmanager
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT), str(ROOT / "py")]

from playwright.sync_api import sync_playwright  # noqa: E402

from tools.browser import launch, served_site  # noqa: E402

BOOT_MS = 120_000


@contextmanager
def chromium():
    """Yields (browser, base_url)."""
    with served_site() as url, sync_playwright() as pw:
        browser = launch(pw)
        try:
            yield browser, url
        finally:
            browser.close()


def wait_ready(page):
    page.wait_for_selector("html[data-ready]", state="attached", timeout=BOOT_MS)
    return page.evaluate("performance.now()")


def median(xs):
    return statistics.median(xs)


def percentile(xs, p):
    xs = sorted(xs)
    return xs[min(len(xs) - 1, max(0, round(p / 100 * (len(xs) - 1))))]


def row(*cells):
    print("  ".join(str(c).ljust(w) for c, w in zip(cells, (34, 14, 14, 14, 14))), flush=True)
