"""Browser fixtures: the real site served from this checkout, Debian's Chromium through
Playwright, a fresh browser context per test, and a record of every request the page makes."""

import pytest
from browser.session import Session
from playwright.sync_api import sync_playwright

from tools.browser import TEST_ARGS, launch, served_site


@pytest.fixture(scope="session")
def base_url():
    with served_site() as url:
        yield url


@pytest.fixture(scope="session")
def browser():
    with sync_playwright() as pw:
        chromium = launch(pw, TEST_ARGS)
        yield chromium
        chromium.close()


@pytest.fixture(autouse=True)
def page_errors(request):
    """Every uncaught error of every page of every browser context a test makes (its session,
    more sessions, contexts made by hand) fails that test: none comes back unnoticed."""
    if "browser" not in request.fixturenames:
        yield []
        return
    browser = request.getfixturevalue("browser")
    seen: list[str] = []
    made = browser.new_context

    def noted(page, err) -> None:
        if page.url.startswith("http"):  # the site's; about:blank runs only a test's own scripts
            seen.append(f"{page.url}: {err}")

    def new_context(*args, **kwargs):
        context = made(*args, **kwargs)
        context.on("page", lambda page: page.on("pageerror", lambda err: noted(page, err)))
        return context

    browser.new_context = new_context
    try:
        yield seen
    finally:
        browser.new_context = made
    assert seen == [], f"uncaught page errors: {seen[:3]}"


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
