"""The site points Pyodide at its lock file without packages (tools/bundle.py write_lock,
static/runtime.mjs): the site loads none of Pyodide's packages, and the stock list cost every
first visit 119 kB. Pyodide refuses a lock file whose ABI differs from its own: the trimmed one
carries the pinned Pyodide's `info` as it is."""

import json

from tools.bundle import LOCK, ROOT, RUNTIME_FILES, VENDOR, precache_files


def test_the_sites_lock_file_is_the_pinned_one_without_its_packages():
    stock = json.loads((VENDOR / "pyodide" / "pyodide-lock.json").read_text(encoding="utf-8"))
    trimmed = json.loads(LOCK.read_text(encoding="utf-8"))
    assert trimmed == {"info": stock["info"], "packages": {}}
    assert stock["packages"], "the stock lock lists packages: the trimmed one is smaller"


def test_the_page_loads_and_caches_the_trimmed_lock_not_the_stock_one():
    runtime = (ROOT / "static" / "runtime.mjs").read_text(encoding="utf-8")
    assert 'new URL("./build/pyodide-lock.json", import.meta.url)' in runtime
    assert "lockFileURL" in runtime.split("loadStock(", 1)[1].split(")", 1)[0]
    index = (ROOT / "index.html").read_text(encoding="utf-8")
    assert 'href="static/build/pyodide-lock.json"' in index and "vendor/pyodide/pyodide-lock" \
        not in index
    cached = precache_files()
    assert "static/build/pyodide-lock.json" in cached
    stock = [name for name in cached + list(RUNTIME_FILES) if "vendor/pyodide/pyodide-lock" in name]
    assert not stock
