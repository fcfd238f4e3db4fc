"""Bench helpers: the page in Chromium, median and percentile, a table printer."""

import os
import statistics
import sys
from contextlib import ExitStack, contextmanager
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


@contextmanager
def compared_sites(before):
    """Chromium and each checkout served, for sites compared interleaved: yields (browser,
    {name: base url}), the checkouts in `before` named A, B, ... and this one last; the load
    average printed first."""
    checkouts = dict(zip("ABCDE", [*before, ROOT]))
    print(f"load average {os.getloadavg()[0]:.2f} (cores {os.cpu_count()}); "
          + ", ".join(f"{name} = {path}" for name, path in checkouts.items()))
    with ExitStack() as stack:
        pw = stack.enter_context(sync_playwright())
        browser = launch(pw)
        try:
            yield browser, {name: stack.enter_context(served_site(path))
                            for name, path in checkouts.items()}
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
    print("  ".join(str(c).ljust(34 if i == 0 else 14) for i, c in enumerate(cells)), flush=True)
