"""Writes dist/: the site alone, what a static host needs (README's "Publishing"; `make dist`,
after `make site`). Copy that folder to any static host, at any path.

    python3 tools/dist.py [DEST]

It holds what the service worker keeps (tools/bundle.py precache_files: the page, its config,
the entry scripts, static/ and its build, and of the runtime in static/vendor only what the page
and the computer's worker load), the service worker with its list (static/build/precache.js) and
the licences of what static/vendor ships: nothing of the tests, benchmarks, tools, node_modules
or the virtual environment, and none of the runtime's files the site never loads (PyScript's
editor and terminal, Pyodide's stock standard library). Each copied file is checked against the
hash precache.js lists for it, so dist/ is one version, whole."""

import base64
import hashlib
import json
import shutil
import sys
from pathlib import Path

if __package__ in (None, ""):  # run as a script: `python3 tools/dist.py`
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from tools.bundle import PRECACHE_NAME, ROOT, precache_files  # noqa: E402

DIST = ROOT / "dist"
SERVICE_WORKER = "sw.js"


def site_files(root=ROOT):
    """Paths (from `root`) of every file of the published site."""
    names = set(precache_files(root)) | {SERVICE_WORKER, PRECACHE_NAME}
    names |= {path.relative_to(root).as_posix()
              for path in (root / "static" / "vendor").rglob("LICENSE*") if path.is_file()}
    return sorted(names)


def check_precache(root=ROOT):
    """static/build/precache.js lists the files of this build, each with its hash."""
    text = (root / PRECACHE_NAME).read_text(encoding="utf-8")
    listed = json.loads(text[text.index("{"):text.rindex("}") + 1])
    names = ["index.html" if name == "./" else name for name in listed["files"]]
    stale = sorted(set(names) ^ set(precache_files(root)))
    for name, digest in listed["integrity"].items():
        path = root / name
        if not path.is_file() or digest != "sha256-" + base64.b64encode(
                hashlib.sha256(path.read_bytes()).digest()).decode():
            stale.append(name)
    if stale:
        raise SystemExit(f"{PRECACHE_NAME} does not match {stale[:3]}: run `make site` first")


def write_dist(dest=DIST, root=ROOT):
    """Writes the site into `dest` (replaced whole) and returns its files' paths."""
    check_precache(root)
    names = site_files(root)
    dest = Path(dest)
    work = dest.with_name(dest.name + ".tmp")
    shutil.rmtree(work, ignore_errors=True)
    for name in names:
        (work / name).parent.mkdir(parents=True, exist_ok=True)
        shutil.copy2(root / name, work / name)
    shutil.rmtree(dest, ignore_errors=True)
    work.rename(dest)
    return names


if __name__ == "__main__":
    target = Path(sys.argv[1]) if len(sys.argv) > 1 else DIST
    written = write_dist(target)
    size = sum((target / name).stat().st_size for name in written)
    print(f"wrote {target}: {len(written)} files, {size / 1e6:.1f} MB")
