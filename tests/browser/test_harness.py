"""The browser fixtures themselves: what they do when Chromium, not the page, fails."""

import pytest
from browser.session import BootCrash
from playwright.sync_api import Error as PlaywrightError


def crash(session, page):
    """Crashes the renderer of `page` (DevTools' Page.crash, which never answers)."""
    with pytest.raises(PlaywrightError, match="closed"):
        session.context.new_cdp_session(page).send("Page.crash")


def test_a_renderer_crash_during_the_boot_boots_once_more_with_a_warning(session):
    """The first page's renderer crashes when it asks for Pyodide's WebAssembly; a second
    page boots, and the crash is reported, not hidden."""
    crashed = []

    def crash_the_first_page(route):
        if crashed:
            route.continue_()
            return
        crashed.append(route.request.frame.page)
        crash(session, crashed[0])

    session.context.route("**/pyodide.asm.wasm", crash_the_first_page)
    with pytest.warns(BootCrash, match="crashed while booting"):
        page = session.open("#roseking")
    assert crashed and crashed[0].is_closed() and crashed[0] is not page
    assert page.locator("html[data-ready]").count() == 1


def test_a_second_crash_during_the_boot_fails(session):
    session.context.route("**/pyodide.asm.wasm",
                          lambda route: crash(session, route.request.frame.page))
    with pytest.warns(BootCrash), pytest.raises(AssertionError, match="crashed twice"):
        session.open("#roseking")
