"""What tests and benchmarks share to drive the real page: the site served from this checkout
on a free loopback port, and Debian's Chromium with the flags this closed network needs."""

import functools
import http.server
import os
import threading
from contextlib import contextmanager

from tools.serve import ROOT, Handler

CHROMIUM = os.environ.get("LUDOTHEK_CHROMIUM", "/usr/bin/chromium")
ARGS = ["--no-sandbox", "--disable-background-networking", "--disable-component-update",
        "--disable-sync", "--disable-gpu", "--no-first-run", "--disable-quic"]
# The tests' Chromium runs WebAssembly on its baseline compiler only (Liftoff): every test
# starts Pyodide in a fresh (incognito) context, which has no code cache, so each start also
# compiled Python's hot functions again with TurboFan, about 2 s of CPU on the cores the other
# test worker needs. Same results, a faster run (bench/test_flags.py); benchmarks keep
# the browser's stock tiers.
TEST_ARGS = ARGS + ["--js-flags=--liftoff-only"]


@contextmanager
def served_site(root=ROOT):
    """Yields the base URL ('http://127.0.0.1:PORT/') of the site in `root` while it is served."""
    if not (root / "static" / "vendor" / "pyodide" / "pyodide.mjs").exists():
        raise RuntimeError("static/vendor is missing: run `make site` first")
    handler = functools.partial(Handler, directory=str(root))
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}/"
    finally:
        server.shutdown()
        server.server_close()


def launch(playwright, args=ARGS):
    return playwright.chromium.launch(executable_path=CHROMIUM, args=args)
