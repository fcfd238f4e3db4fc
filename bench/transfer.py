"""What a first visit downloads. (1) The page alone (service worker blocked): the files it and
the bot worker load, checked against the service worker's list (tools/bundle.py RUNTIME_FILES:
anything loaded but not cached breaks offline play, anything cached but never loaded is a wasted
download). (2) A real first visit in a fresh browser profile (its disk cache, as a player's
browser has): every byte the server sends until the service worker has cached the site, against
what the page alone needed. Counted at the server: response bodies, 304s as 0.

    python3 bench/transfer.py"""

import functools
import http.server
import json
import os
import tempfile
import threading
from contextlib import contextmanager

from common import BOOT_MS, ROOT, sync_playwright

from tools.browser import ARGS, CHROMIUM, launch
from tools.serve import Handler

SOLO = "roseking"  # a game the computer opens: the bot worker loads its files too


class Counting(Handler):
    log: list  # (path, status, body bytes), set per server

    def send_response(self, code, message=None):
        self._status = code
        super().send_response(code, message)

    def copyfile(self, source, outputfile):
        super().copyfile(source, outputfile)
        self._sent = source.tell()

    def do_GET(self):
        self._status, self._sent = None, 0
        super().do_GET()
        self.log.append((self.path.split("?")[0], self._status, self._sent))


@contextmanager
def counted_site(root=ROOT):
    log = []
    handler = functools.partial(type("Logged", (Counting,), {"log": log}), directory=str(root))
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}/", log
    finally:
        server.shutdown()
        server.server_close()


def solo_game(page):
    """A game the computer opens, so that the bot worker starts and loads its files."""
    card = page.locator(f"section.game-card[data-game={SOLO}]")
    card.locator("summary").click()
    card.locator("select[name='seat.0']").select_option("easy")
    card.locator("select[name='opt.start']").select_option("red")
    card.locator("button[data-action=start]").click()
    page.wait_for_function("Number(document.documentElement.getAttribute('data-ply')) >= 1",
                           timeout=BOOT_MS)  # the computer has moved


def precache_list():
    text = (ROOT / "static" / "build" / "precache.js").read_text()
    data = json.loads(text[text.index("{"):text.rindex("}") + 1])
    return {"/" + f.removeprefix("./") for f in data["files"]}


def first_visit(pw, url):
    """A first visit in a new browser profile, until the service worker controls the page."""
    with tempfile.TemporaryDirectory() as profile:
        context = pw.chromium.launch_persistent_context(profile, executable_path=CHROMIUM,
                                                        args=ARGS, service_workers="allow")
        page = context.new_page()
        page.goto(url)
        page.wait_for_selector("html[data-ready]", state="attached", timeout=BOOT_MS)
        page.wait_for_function("navigator.serviceWorker.controller !== null", timeout=BOOT_MS)
        context.close()


def main():
    with counted_site() as (url, log), sync_playwright() as pw:
        browser = launch(pw)
        context = browser.new_context(service_workers="block")
        page = context.new_page()
        page.goto(url)
        page.wait_for_selector("html[data-ready]", state="attached", timeout=BOOT_MS)
        page.wait_for_load_state("networkidle")
        boot = list(log)
        solo_game(page)
        context.close()
        browser.close()
        loaded = {path for path, status, _ in log if status in (200, 304)}
        need = sum(size for _, _, size in boot)
        worker = sorted({p for p, _, _ in log[len(boot):]} - {p for p, _, _ in boot})
        cached = precache_list()
        print(f"page alone (service worker blocked): {len(boot)} requests, {need / 1e6:.2f} MB")
        print(f"  the bot worker adds: {', '.join(worker) or 'nothing'}")
        print(f"  loaded, not precached: {sorted(loaded - cached) or 'none'}")
        print(f"  precached, never loaded: {sorted(cached - loaded) or 'none'} (the manifest and "
              "its icons are the browser's, for installing the app)")

        del log[:]
        first_visit(pw, url)
        total = sum(size for _, _, size in log)
        twice = {}
        for path, status, size in log:
            if size:
                twice.setdefault(path, []).append(size)
        twice = {p: s for p, s in twice.items() if len(s) > 1}
        revalidated = sum(1 for _, status, _ in log if status == 304)
        print(f"first visit with the service worker: {len(log)} requests ({revalidated} answered "
              f"304), {total / 1e6:.2f} MB = {total / need:.3f} × the page alone")
        print(f"  downloaded twice: {sorted(twice) or 'nothing'}")
        print(f"  load average {' '.join(f'{x:.2f}' for x in os.getloadavg())}")


if __name__ == "__main__":
    main()
