"""Safari's engine: the site in WebKit (Debian's WebKitGTK and its WebDriver, driven by
Selenium). `make test` runs pytest under xvfb-run, so WebKit has a display; without the driver
or a display these tests are skipped with the reason, never silently passed."""

from __future__ import annotations

import os
import shutil

import pytest

from tools.browser import served_site

BOOT_SECONDS = 180  # Pyodide in WebKit under a virtual display boots slowly on a busy machine


@pytest.fixture(scope="session")
def webkit_url():
    with served_site() as url:
        yield url


@pytest.fixture(scope="session")
def webkit(webkit_url):
    if not shutil.which("WebKitWebDriver") or not os.environ.get("DISPLAY"):
        if os.environ.get("CI"):
            pytest.fail("WebKit tests need WebKitWebDriver and a display (make test provides both)")
        pytest.skip("no WebKitWebDriver or no display: run under `make test`")
    from selenium import webdriver

    options = webdriver.WebKitGTKOptions()
    driver = webdriver.WebKitGTK(options=options)
    driver.set_window_size(1024, 768)
    yield driver
    driver.quit()


@pytest.fixture(autouse=True)
def blank_after(webkit):
    """WebKit stays open for the whole run: its last page (Python's timers, a computer's
    worker) kept a core a fifth busy to the end. A blank page after each test stops that."""
    yield
    webkit.get("about:blank")
