"""Browser fixtures: the real site served from this checkout, Debian's Chromium through
Playwright, a fresh browser context per test, and a record of every request the page makes."""

import pytest
from playwright.sync_api import sync_playwright

from tools.browser import launch, served_site

BOOT_TIMEOUT = 90_000  # ms: Pyodide on a busy 2-core machine


@pytest.fixture(scope="session")
def base_url():
    with served_site() as url:
        yield url


@pytest.fixture(scope="session")
def browser():
    with sync_playwright() as pw:
        chromium = launch(pw)
        yield chromium
        chromium.close()


class Session:
    """A browser context with its pages, recording requests that leave the site's origin."""

    def __init__(self, browser, base_url, **context_args):
        self.base_url = base_url
        # Service workers only where a test asks for them: elsewhere their background precache
        # of the whole runtime would only slow the run.
        context_args.setdefault("service_workers", "block")
        self.context = browser.new_context(**context_args)
        self.offsite = []
        self.errors = []
        self.context.on("request", self._request)

    def _request(self, request):
        url = request.url
        if not (url.startswith(self.base_url) or url.startswith(("data:", "blob:"))):
            self.offsite.append(url)

    def open(self, path="", page=None, ready=True):
        page = page or self.context.new_page()
        page.on("pageerror", lambda err: self.errors.append(str(err)))
        page.goto(self.base_url + path)
        if ready:
            page.wait_for_selector("html[data-ready]", state="attached", timeout=BOOT_TIMEOUT)
        return page

    def close(self):
        self.context.close()


@pytest.fixture
def session(browser, base_url):
    s = Session(browser, base_url, viewport={"width": 1280, "height": 860})
    yield s
    s.close()
    assert s.offsite == [], f"the page requested another origin: {s.offsite[:5]}"
    assert s.errors == [], f"uncaught page errors: {s.errors[:3]}"


@pytest.fixture
def new_session(browser, base_url):
    """Factory for more contexts in one test (a second browser, another device)."""
    made = []

    def make(**args):
        s = Session(browser, base_url, **({"viewport": {"width": 1280, "height": 860}} | args))
        made.append(s)
        return s

    yield make
    for s in made:
        s.close()
        assert s.offsite == []
