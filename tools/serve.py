"""Serves the site on http://127.0.0.1:8000 (any static file server would do; this one sets the
types browsers insist on for modules, WebAssembly and the manifest, and asks for revalidation so
a developer always sees the current files)."""

import functools
import http.server
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


class Handler(http.server.SimpleHTTPRequestHandler):
    extensions_map = {**http.server.SimpleHTTPRequestHandler.extensions_map,
                      ".mjs": "text/javascript", ".js": "text/javascript",
                      ".wasm": "application/wasm", ".webmanifest": "application/manifest+json",
                      ".py": "text/plain; charset=utf-8", ".toml": "text/plain; charset=utf-8"}

    def end_headers(self):
        self.send_header("Cache-Control", "no-cache")
        super().end_headers()

    def log_message(self, *args):
        if "-v" in sys.argv:
            super().log_message(*args)


def main(port=8000, host="127.0.0.1"):
    handler = functools.partial(Handler, directory=str(ROOT))
    with http.server.ThreadingHTTPServer((host, port), handler) as server:
        print(f"Ludothek on http://{host}:{port}/", flush=True)
        server.serve_forever()


if __name__ == "__main__":
    main(int(next((a for a in sys.argv[1:] if a.isdigit()), 8000)))
