"""The published site (`make dist`, README's "Publishing") as a static host serves it: from a
sub-path, as a GitHub project page is (http://host/<project>/), with nothing else of the
checkout. It starts, the service worker keeps it, and it starts again offline and plays,
against the computer too (its worker reads the same config and loads from the same sub-path)."""

import functools
import http.server
import threading
from contextlib import contextmanager

from browser.session import BOOT_TIMEOUT, Session

from tools.dist import write_dist
from tools.serve import Handler

SUB_PATH = "games/ludothek/"
# The first visit's service worker: its registration followed from the start, so that a failed
# install (a file of its list missing or not matching) ends the test at once.
FOLLOW = """(() => {
  if (!self.ServiceWorkerContainer) return;  // about:blank and other insecure contexts
  const register = ServiceWorkerContainer.prototype.register;
  ServiceWorkerContainer.prototype.register = function (...args) {
    const registered = register.apply(this, args);
    registered.then((registration) => {
      const worker = registration.installing;
      worker?.addEventListener("statechange", () => {
        if (worker.state === "redundant") window.__installFailed = true;
      });
    }, () => { window.__installFailed = true; });
    return registered;
  };
})();"""
KEPT = """() => navigator.serviceWorker.controller ? "kept"
                                                 : window.__installFailed ? "failed" : null"""
CACHED = """async () => {
  const names = (await caches.keys()).filter((name) => name.startsWith("ludothek-"));
  const cache = await caches.open(names[0]);
  return { names, urls: (await cache.keys()).map((request) => request.url) };
}"""


@contextmanager
def served_at_sub_path(root):
    """Serves `root` (the host's document root); yields the base URL of the site in it."""
    server = http.server.ThreadingHTTPServer(
        ("127.0.0.1", 0), functools.partial(Handler, directory=str(root)))
    threading.Thread(target=server.serve_forever, daemon=True).start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}/{SUB_PATH}"
    finally:
        server.shutdown()
        server.server_close()


def test_dist_served_from_a_sub_path_starts_is_kept_and_plays_offline(browser, tmp_path):
    files = write_dist(tmp_path / SUB_PATH)
    with served_at_sub_path(tmp_path) as url:
        # Session records uncaught page errors and any request outside the sub-path (an
        # absolute address would leave it: the host's root holds nothing of the site).
        session = Session(browser, url, service_workers="allow")
        session.context.add_init_script(FOLLOW)
        try:
            page = session.open()
            state = page.wait_for_function(KEPT, timeout=120_000).json_value()
            assert state == "kept", "the service worker did not install: a file missing in dist/?"
            cached = page.evaluate(CACHED)
            assert len(cached["names"]) == 1
            kept = {address.removeprefix(url) for address in cached["urls"]}
            assert {"", "pyscript.toml", "py/main.py", "py/bot_worker.py", "static/runtime.mjs",
                    "static/build/ludothek.zip"} <= kept
            assert kept <= {"" if name == "index.html" else name for name in files}

            session.context.set_offline(True)
            page.reload()
            page.wait_for_selector("html[data-ready]", state="attached", timeout=BOOT_TIMEOUT)
            # A game against the computer: its worker starts offline, from the sub-path.
            card = page.locator("section.game-card[data-game=roseking]")
            card.locator("summary").click()
            card.locator("select[name='seat.0']").select_option("easy")
            card.locator("select[name='opt.start']").select_option("red")
            card.locator("button[data-action=start]").click()
            page.wait_for_function("() => Number(document.documentElement.dataset.ply) >= 1",
                                   timeout=BOOT_TIMEOUT)  # the computer's worker moved
            assert page.locator(".roseking-board").is_visible()
        finally:
            session.close()
        assert session.offsite == [], f"requests outside {SUB_PATH}: {session.offsite[:5]}"
        assert session.errors == [], f"uncaught page errors: {session.errors[:3]}"
