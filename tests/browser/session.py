"""A browser context with its pages for one test: it boots the real site, records requests
that leave the site's origin and uncaught page errors, and survives one renderer crash."""

import warnings

from playwright.sync_api import Error as PlaywrightError

BOOT_TIMEOUT = 90_000  # ms: Pyodide on a busy 2-core machine


class BootCrash(UserWarning):
    """Chromium's renderer crashed while a page booted, and the boot was tried again."""


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
        """Opens `path` and waits for the page to be ready. If Chromium's renderer process
        crashes during the boot (once in some twenty CI runs: 'Target crashed'), the boot is
        tried once more on a fresh page and the crash is reported as a warning; a second crash,
        or any other failure, fails the test."""
        page = self._boot(path, page or self.context.new_page(), ready)
        if page.is_closed():  # crashed: its renderer is gone
            warnings.warn(BootCrash(f"the renderer crashed while booting {path!r}; booted again"))
            page = self._boot(path, self.context.new_page(), ready)
            if page.is_closed():
                raise AssertionError(f"the renderer crashed twice while booting {path!r}")
        return page

    def _boot(self, path, page, ready):
        """Returns the page booted, or closed if its renderer crashed on the way."""
        crashed = []
        page.on("crash", lambda crashed_page: crashed.append(crashed_page))
        page.on("pageerror", lambda err: self.errors.append(str(err)))
        try:
            page.goto(self.base_url + path)
            if ready:
                page.wait_for_selector("html[data-ready]", state="attached",
                                       timeout=BOOT_TIMEOUT)
        except PlaywrightError:
            if not crashed:
                raise
            page.close()
        return page

    def close(self):
        self.context.close()
