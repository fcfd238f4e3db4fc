"""Where the start's time goes between the first screen and `data-ready` (issue 31), for this
checkout and optionally another (`--other PATH`, e.g. a built `git worktree` of an earlier
commit), interleaved, cold (fresh context, service worker blocked) then warm (reload).

    python3 bench/boot_phases.py [--runs N] [--other PATH]

Marks (ms since navigation start): the first screen painted (static/boot.js), Pyodide's start
asked and done (static/runtime.mjs, marked here by patching the served copy), PyScript asking
for it, PyScript's `py:ready`, the entry script running, `ludothek.web.glue.app` imported, the first
screen drawn by Python, `data-ready`. py/main.py is served with the marks added. Prints every
load, then the median time of each phase."""

import os
import statistics
import sys
from contextlib import ExitStack
from pathlib import Path

from common import BOOT_MS, ROOT, sync_playwright

from tools.browser import launch, served_site

MAIN = """import js, os, sys
js.performance.mark("main")
sys.path.insert(0, os.path.abspath("ludothek.zip"))
from ludothek.web.glue.app import App
js.performance.mark("imported")
App().start()
"""
# The served runtime.mjs with marks: (text found, the same with a mark before it).
RUNTIME_MARKS = (
    ("const pyodide = await loadStock(", "performance.mark('pyodide-start'); "),
    ("  return pyodide;\n}\n\n// Started", "  performance.mark('pyodide-loaded');\n"),
    ("  earlyTaken = true;", "  performance.mark('pyscript-asks');\n"),
)
PAGE_MARKS = """(() => {
  document.addEventListener("py:ready", () => performance.mark("py:ready"), true);
  new MutationObserver((_changes, watch) => {
    if (!document.documentElement?.hasAttribute("data-ready")) return;
    performance.mark("data-ready");
    watch.disconnect();
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ["data-ready"] });
})();"""
PHASES = ("ludothek:first-screen", "pyodide-start", "pyodide-loaded", "pyscript-asks", "py:ready",
          "main", "imported", "data-ready")


def with_marks(route):
    response = route.fetch()
    body = response.text()
    for found, mark in RUNTIME_MARKS:
        body = body.replace(found, mark + found.lstrip(" ") if mark.endswith("\n") else mark + found)
    route.fulfill(response=response, body=body)


def measure(browser, url):
    context = browser.new_context(service_workers="block")
    context.add_init_script(PAGE_MARKS)
    context.route("**/py/main.py", lambda route: route.fulfill(body=MAIN, content_type="text/x-python"))
    context.route("**/static/runtime.mjs", with_marks)
    marks = []
    try:
        page = context.new_page()
        for how in (lambda: page.goto(url), page.reload):
            how()
            page.wait_for_function("performance.getEntriesByName('data-ready').length > 0",
                                   timeout=BOOT_MS)
            marks.append(dict(page.evaluate(
                "performance.getEntriesByType('mark').map((m) => [m.name, m.startTime])")))
    finally:
        context.close()
    return marks


def short(name):
    return name.split(":")[-1]


def main(argv):
    runs = int(argv[argv.index("--runs") + 1]) if "--runs" in argv else 3
    sites = {"site": ROOT}
    if "--other" in argv:
        sites["other"] = Path(argv[argv.index("--other") + 1])
    results = {name: ([], []) for name in sites}
    with ExitStack() as stack, sync_playwright() as playwright:
        urls = {name: stack.enter_context(served_site(root)) for name, root in sites.items()}
        browser = launch(playwright)
        for run in range(runs):
            names = list(sites)[run % len(sites):] + list(sites)[:run % len(sites)]
            for name in names:
                for kind, marks in zip(("cold", "warm"), measure(browser, urls[name])):
                    results[name][kind == "warm"].append(marks)
                    print(f"  run {run + 1}  {name:5} {kind}  " + "  ".join(
                        f"{short(p)} {marks[p]:.0f}" for p in PHASES if p in marks)
                        + f"  load {os.getloadavg()[0]:.2f}", flush=True)
    print(f"\nmedian phases (ms) over {runs} runs; load average now {os.getloadavg()[0]:.2f}")
    for index, kind in enumerate(("cold", "warm")):
        for name, both in results.items():
            loads = both[index]
            cells = []
            for start, end in zip(PHASES, PHASES[1:]):
                spans = [m[end] - m[start] for m in loads if start in m and end in m]
                cells.append(f"{short(start)}→{short(end)} "
                             + (f"{statistics.median(spans):.0f}" if spans else "-"))
            ready = statistics.median(m["data-ready"] for m in loads)
            print(f"{kind} {name:5} ready {ready:.0f} | " + "  ".join(cells))


if __name__ == "__main__":
    main(sys.argv[1:])
