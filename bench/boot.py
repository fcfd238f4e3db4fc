"""Time to `data-ready` (ms since navigation start): the site against a bare PyScript page on the
stock runtime (bench/bare_pyscript.html), the same page on the site's runtime (?shipped: what
PyScript alone costs above the floor), and the two floors, a bare Pyodide page with the stock
standard library and with the one the site ships (bench/bare.html, ?shipped), interleaved run
by run in a rotated order (ABC, BCA, CAB, ...). Each run is a cold load in a fresh browser
context with the service worker blocked (so nothing comes from its cache), then a warm reload in
the same context (the browser's HTTP cache). Also the app's own Python: from PyScript's
`py:ready` to `data-ready`. Prints every run with the load average, then medians and spread.

    python3 bench/boot.py [--runs N] [--before] [--other PATH] [--sites]

--before adds "the site before bytecode": the same site with the bundle as .py sources (as
`tools/bundle.py --source` builds it), served from a scratch copy, interleaved with the others.
--other adds another checkout of the site (e.g. a `git worktree` of an earlier commit, built);
given more than once, each ("site other 1", "site other 2", ...).
--sites leaves the bare pages out: only the site and the --before and --other sites (a shorter
run, for comparing two versions of the site).

Also the first paint of real content (issue 12): for the site, when its first screen (the home
screen or a game's table) is on the page, which since issue 12 comes before Python is ready;
for the bare pages, which show nothing of their own, when they are ready."""

import os
import statistics
import sys
import tempfile
from contextlib import ExitStack
from pathlib import Path

from common import BOOT_MS, ROOT, chromium

from tools.browser import served_site

RUNS = 5

# Set in the page before its own scripts: when PyScript is ready and when data-ready appears.
MARKS = """(() => {
  const marks = window.__boot = {};
  document.addEventListener("py:ready", () => { marks.py ??= performance.now(); }, true);
  const seen = () => {
    if (document.documentElement?.hasAttribute("data-ready")) marks.ready ??= performance.now();
    // Content: the site's game cards or a game's bar, shown (not the loading spinner).
    const content = document.querySelector("#app:not([hidden]) .game-card, #app:not([hidden]) .game-bar");
    if (content) marks.content ??= performance.now();
  };
  new MutationObserver(seen).observe(document, { subtree: true, childList: true, attributes: true,
                                                 attributeFilter: ["data-ready", "hidden"] });
})();"""


def load(page, how):
    how()
    page.wait_for_function("window.__boot && window.__boot.ready !== undefined", timeout=BOOT_MS,
                           polling=50)
    marks = page.evaluate("window.__boot")
    own = marks["ready"] - marks["py"] if "py" in marks else None
    return marks["ready"], own, marks.get("content", marks["ready"])


def measure(browser, url):
    """(cold, warm, own Python cold, own Python warm, content cold, content warm) for one fresh
    context."""
    context = browser.new_context(service_workers="block")
    context.add_init_script(MARKS)
    try:
        page = context.new_page()
        cold, own_cold, content_cold = load(page, lambda: page.goto(url))
        # A later visit, not a reload the instant the page is ready: what the page does once
        # ready (the site's home pictures load and paint then) would hold the reload back.
        page.wait_for_load_state("networkidle")
        page.evaluate("new Promise((done) => requestAnimationFrame(() => setTimeout(done)))")
        warm, own_warm, content_warm = load(page, page.reload)
    finally:
        context.close()
    return cold, warm, own_cold, own_warm, content_cold, content_warm


def source_site(folder):
    """A scratch copy of the site (links to this checkout) whose bundle holds .py sources."""
    sys.path.insert(0, str(ROOT / "tools"))
    import bundle

    for name in ("index.html", "sw.js", "pyscript.toml", "py", "bench"):
        (folder / name).symlink_to(ROOT / name)
    (folder / "static" / "build").mkdir(parents=True)
    for item in (ROOT / "static").iterdir():
        if item.name != "build":
            (folder / "static" / item.name).symlink_to(item)
    for item in (ROOT / "static" / "build").iterdir():
        if item.name not in ("ludothek.zip", "precache.js") and not item.name.endswith(".tmp"):
            (folder / "static" / "build" / item.name).symlink_to(item)
    (folder / "static" / "build" / "precache.js").write_text("self.PRECACHE = {version: 'source', files: []};\n")
    bundle.write_source_zip(folder / "static" / "build" / "ludothek.zip")


def spread(xs):
    xs = sorted(xs)
    if len(xs) >= 4:
        q = statistics.quantiles(xs, n=4)
        return f"{statistics.median(xs):6.0f}  IQR {q[0]:.0f}–{q[2]:.0f}  range {xs[0]:.0f}–{xs[-1]:.0f}"
    return f"{statistics.median(xs):6.0f}  range {xs[0]:.0f}–{xs[-1]:.0f}"


def main(argv=()):
    runs = int(argv[argv.index("--runs") + 1]) if "--runs" in argv else RUNS
    with ExitStack() as stack:
        browser, base = stack.enter_context(chromium())
        pages = [("site", base), ("bare PyScript", base + "bench/bare_pyscript.html"),
                 ("bare PyScript shipped", base + "bench/bare_pyscript.html?shipped"),
                 ("bare Pyodide", base + "bench/bare.html"),
                 ("bare Pyodide shipped", base + "bench/bare.html?shipped")]
        if "--sites" in argv:
            pages = pages[:1]
        if "--before" in argv:
            folder = Path(stack.enter_context(tempfile.TemporaryDirectory()))
            source_site(folder)
            pages.insert(1, ("site before bytecode", stack.enter_context(served_site(folder))))
        others = [Path(argv[i + 1]) for i, arg in enumerate(argv) if arg == "--other"]
        for n, other in enumerate(reversed(others)):
            name = "site other" + (f" {len(others) - n}" if len(others) > 1 else "")
            pages.insert(1, (name, stack.enter_context(served_site(other))))
        results = {name: [] for name, _ in pages}
        print(f"Boot to data-ready, {runs} interleaved runs, cold (fresh context, service worker "
              "blocked) then warm (reload); ms since navigation start; own = py:ready → data-ready",
              flush=True)
        for run in range(runs):
            shift = run % len(pages)
            for name, url in pages[shift:] + pages[:shift]:
                loadavg = os.getloadavg()
                figures = measure(browser, url)
                results[name].append(figures)
                own = "" if figures[2] is None else f"  own {figures[2]:5.0f} / {figures[3]:5.0f}"
                print(f"  run {run + 1}  {name:21}  cold {figures[0]:6.0f}  warm {figures[1]:6.0f}"
                      f"{own}  content {figures[4]:5.0f} / {figures[5]:5.0f}"
                      f"  load {loadavg[0]:.2f} {loadavg[1]:.2f}", flush=True)
    print(f"\nmedians (ms) and spread over {runs} runs; load average now "
          f"{' '.join(f'{x:.2f}' for x in os.getloadavg())} on {os.cpu_count()} cores")
    for name, figures in results.items():
        print(f"{name}")
        print(f"  cold        {spread([f[0] for f in figures])}")
        print(f"  warm        {spread([f[1] for f in figures])}")
        if figures[0][2] is not None:
            print(f"  own cold    {spread([f[2] for f in figures])}")
            print(f"  own warm    {spread([f[3] for f in figures])}")
        print(f"  content cold {spread([f[4] for f in figures])}")
        print(f"  content warm {spread([f[5] for f in figures])}")
    med = {name: [statistics.median(f[i] for f in figures) for i in range(2)]
           for name, figures in results.items()}

    def ratio(name, base_name, note=""):
        print(f"ratio {name} / {base_name}: cold {med[name][0] / med[base_name][0]:.2f}  "
              f"warm {med[name][1] / med[base_name][1]:.2f}  {note}")

    if "--sites" in argv:
        for name in med:
            if name != "site":
                ratio("site", name)
        return
    for name in med:
        if name.startswith("site"):
            ratio(name, "bare PyScript", "target ≤ 0.60 / 0.45")
            ratio(name, "bare Pyodide")
            ratio(name, "bare Pyodide shipped", "target ≤ 1.25 / 1.35")
    ratio("bare PyScript shipped", "bare Pyodide shipped", "(PyScript alone, one line of Python)")


if __name__ == "__main__":
    main(sys.argv[1:])
