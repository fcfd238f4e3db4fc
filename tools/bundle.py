"""Builds what the page loads from the sources: static/build/ludothek.zip (the Python package
as bytecode compiled by the pinned Pyodide, imported by the entry scripts straight from the zip),
static/build/stdlib.zip (the standard library the site imports, as bytecode, and PyScript's
package: tools/stdlib_zip.py), static/build/segno.zip (the QR encoder, from the wheel pinned with
its hash in tools/site-wheels.txt, as bytecode: loaded by the page when a QR code is first
drawn), static/vendor/ (Pyodide, PyScript and the QR decoder, copied from node_modules, where
package.json pins them) and static/build/precache.js (what the service worker keeps for offline
use).

    python3 tools/bundle.py [--vendor] [--source]

--vendor copies the runtime again; --source (or LUDOTHEK_SOURCE_BUNDLE=1) ships the .py files
instead of bytecode (the "before" side of bench/boot.py; slower to start)."""

import base64
import hashlib
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
VENDOR = ROOT / "static" / "vendor"
BUNDLE = ROOT / "static" / "build" / "ludothek.zip"
# The standard library as bytecode, only what the site imports (static/runtime.mjs loads it).
STDLIB = ROOT / "static" / "build" / "stdlib.zip"
ENTRY_SCRIPTS = ("py/main.py", "py/bot_worker.py")
# Pyodide's runtime files; its npm package also carries node-only and typing files we skip.
PYODIDE_FILES = ("pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm", "python_stdlib.zip",
                 "pyodide-lock.json", "package.json")
# The camera's QR decoder (issue 35), loaded by the page only when it scans: the module and the
# worker it starts (it imports that from beside itself). bench/qr_decoders.py says why this one.
QR_DECODER = "qr-scanner"
QR_DECODER_FILES = ("qr-scanner.min.js", "qr-scanner-worker.min.js", "LICENSE")
# Pure-Python wheels the page loads on need, pinned with their hashes (pip checks them).
SITE_WHEELS = ROOT / "tools" / "site-wheels.txt"
WHEELS = ROOT / "wheels"
QR_ENCODER = ROOT / "static" / "build" / "segno.zip"
# Pyodide's lock file without its packages (static/runtime.mjs points Pyodide at it): the site
# loads none of Pyodide's packages, and the whole list cost every first visit 119 kB.
LOCK = ROOT / "static" / "build" / "pyodide-lock.json"


def copy_vendor():
    modules = ROOT / "node_modules"
    pyodide, pyscript = VENDOR / "pyodide", VENDOR / "pyscript"
    for folder in (pyodide, pyscript):
        if folder.exists():
            shutil.rmtree(folder)
        folder.mkdir(parents=True)
    for name in PYODIDE_FILES:
        shutil.copy2(modules / "pyodide" / name, pyodide / name)
    for item in (modules / "@pyscript" / "core" / "dist").iterdir():
        if not item.name.endswith(".map"):
            shutil.copy2(item, pyscript / item.name)
    copy_decoder(modules)


def copy_decoder(modules=ROOT / "node_modules"):
    folder = VENDOR / QR_DECODER
    if folder.exists():
        shutil.rmtree(folder)
    folder.mkdir(parents=True)
    for name in QR_DECODER_FILES:
        shutil.copy2(modules / QR_DECODER / name, folder / name)


RULES_TEXT = re.compile(r"rules\.[a-z]{2}\.md")  # a game's full rules (core/rulebook.py)


def write_source_zip(dest):
    """py/ludothek's modules and stylesheets (registry.style() reads style.css beside the game's
    package) and the games' word tables, with a fixed date on each entry: the same sources give
    the same zip."""
    with zipfile.ZipFile(dest, "w") as zf:
        for path in sorted((ROOT / "py" / "ludothek").rglob("*")):
            wanted = path.suffix in (".py", ".css") or RULES_TEXT.fullmatch(path.name)
            if wanted and "__pycache__" not in path.parts:
                add_entry(zf, path.relative_to(ROOT / "py").as_posix(), path.read_bytes())
        for name, text in word_files().items():
            add_entry(zf, name, text.encode("utf-8"))


def add_entry(zf, name, data):
    info = zipfile.ZipInfo(name, (1980, 1, 1, 0, 0, 0))
    info.external_attr = 0o644 << 16
    zf.writestr(info, data, zipfile.ZIP_DEFLATED, 9)


def word_files():
    """{zip path: text} of each game's word tables (core/registry.py, WORDS_FILE), written by
    the page's own Python: the page reads them to word the home screen without importing the
    games' words modules."""
    sys.path.insert(0, str(ROOT / "py"))
    from ludothek.core import registry

    files = {}
    for game_id, spec in registry.specs().items():
        tables = registry.words(game_id).WORDS
        folder = spec.package.replace(".", "/")
        files[f"{folder}/{registry.WORDS_FILE}"] = json.dumps(
            tables, ensure_ascii=False, sort_keys=True, separators=(",", ":"))
    return files


def run_node(script, *args, quiet=True):
    """A tools/*.mjs script under Node with the pinned Pyodide (tools/pyodide_node.mjs)."""
    node = os.environ.get("NODE") or shutil.which("node")
    if node is None or not (ROOT / "node_modules" / "pyodide" / "pyodide.mjs").exists():
        raise SystemExit("tools/bundle.py needs Node and node_modules/pyodide (`npm ci`)")
    subprocess.run([node, str(ROOT / "tools" / script), *map(str, args)], check=True,
                   stdout=subprocess.DEVNULL if quiet else None)


def pinned_wheel(name):
    """The wheel of `name` pinned in tools/site-wheels.txt, fetched (pip, checking its hash)
    into wheels/ when it is not there yet."""
    pins = dict(re.findall(r"^([\w.-]+)==([\w.]+)", SITE_WHEELS.read_text(), re.M))
    path = WHEELS / f"{name}-{pins[name]}-py3-none-any.whl"
    if not path.exists():
        subprocess.run([sys.executable, "-m", "pip", "download", "--quiet",
                        "--disable-pip-version-check", "--no-deps", "--only-binary=:all:",
                        "--require-hashes", "-r", str(SITE_WHEELS), "-d", str(WHEELS)],
                       check=True)
    return path


def build_qr_encoder():
    """static/build/segno.zip: segno's encoder as bytecode under a package init that imports
    nothing (tools/segno_init.py says why), with what it needs of the standard library beyond
    stdlib.zip (tools/package_zip.py)."""
    run_node("compile_package.mjs", pinned_wheel("segno"), "segno", "encoder,consts,utils",
             ROOT / "tools" / "segno_init.py", STDLIB, QR_ENCODER.with_suffix(".tmp"),
             quiet=False)
    QR_ENCODER.with_suffix(".tmp").replace(QR_ENCODER)


def write_lock():
    """static/build/pyodide-lock.json: the pinned Pyodide's lock file with its `info` (which
    Pyodide checks against its ABI) and no packages."""
    stock = json.loads((VENDOR / "pyodide" / "pyodide-lock.json").read_text(encoding="utf-8"))
    LOCK.parent.mkdir(parents=True, exist_ok=True)
    LOCK.write_text(json.dumps({"info": stock["info"], "packages": {}}, indent=1) + "\n",
                    encoding="utf-8")


def build_bundle(bytecode=True):
    """The app's bundle (as bytecode, compiled by the pinned Pyodide: it writes none itself, so
    a source bundle is compiled at every start of the page and of the bot worker) and the
    standard library the site ships (tools/stdlib_zip.py), which the page needs either way."""
    BUNDLE.parent.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory() as work:
        source, app = Path(work) / "source.zip", Path(work) / "app.zip"
        write_source_zip(source)
        shutil.copy(source, app)
        with zipfile.ZipFile(app, "a") as zf:  # what the stdlib must serve: the entry scripts too
            for script in ENTRY_SCRIPTS:
                zf.write(ROOT / script, script)
        run_node("compile_stdlib.mjs", app, STDLIB.with_suffix(".tmp"))
        STDLIB.with_suffix(".tmp").replace(STDLIB)
        if bytecode:
            run_node("compile_bundle.mjs", source, BUNDLE.with_suffix(".tmp"))
            BUNDLE.with_suffix(".tmp").replace(BUNDLE)
        else:
            shutil.copy(source, BUNDLE)
    build_qr_encoder()
    write_lock()


# The published site (README's "Publishing": tools/dist.py writes it into dist/ with the service
# worker; tests/browser/test_offline.py copies it).
SITE_FILES = ("index.html", "pyscript.toml") + ENTRY_SCRIPTS
SITE_FOLDERS = ("static",)
PRECACHE_NAME = "static/build/precache.js"
# What the service worker caches besides the site's own files: the runtime files the page and the
# bot worker load, as recorded with the service worker blocked (`bench/transfer.py` lists the
# requests and checks this list against them). PyScript's plugins the site does not use are
# turned off (pyscript.toml; its editor and terminal would bring codemirror and xterm, ~1 MB);
# its TOML parser (toml-*.js, 1 kB) reads pyscript.toml for the page and the worker. The names
# carry PyScript's content hashes, so a new PyScript in package.json needs this list renewed
# (write_precache says so).
RUNTIME_FILES = tuple(f"static/vendor/pyodide/{name}" for name in (
    "pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm")) + tuple(
    f"static/vendor/pyscript/{name}" for name in (
        "core.js", "core-C9KDLldu.js", "error-D2315lOB.js", "toml-V4Savzlc.js")) + tuple(
            f"static/vendor/{QR_DECODER}/{name}" for name in QR_DECODER_FILES
            if name.endswith(".js"))  # kept for offline use; loaded only when scanning


def precache_files(root=ROOT):
    """Paths (from `root`) of the files the service worker caches: the site's own files, the
    build, and of the runtime only what is loaded."""
    names = list(SITE_FILES) + list(RUNTIME_FILES)
    for path in (root / "static").rglob("*"):
        name = path.relative_to(root).as_posix()
        if (path.is_file() and not name.startswith("static/vendor/") and name != PRECACHE_NAME
                and not path.name.startswith(".") and path.suffix != ".tmp"):
            names.append(name)
    missing = [name for name in names if not (root / name).is_file()]
    if missing:
        raise SystemExit(f"missing files to precache: {missing} (a new PyScript or Pyodide? "
                         "update RUNTIME_FILES in tools/bundle.py from `bench/transfer.py`)")
    return sorted(names)


def check_preloads(root=ROOT):
    """Every file index.html preloads exists (a renamed file would be fetched for nothing)."""
    html = (root / "index.html").read_text(encoding="utf-8")
    missing = [href for href in re.findall(r'<link rel="(?:module)?preload" href="([^"]+)"', html)
               if not (root / href).is_file()]
    if missing:
        raise SystemExit(f"index.html preloads missing files: {missing}")


def write_precache(root=ROOT):
    """static/build/precache.js under `root`: the file list, each file's SHA-256 and a version
    that changes with any file. The service worker installs a version only if every file it
    fetches has the hash listed, so a release caught half-uploaded is not cached (it is tried
    again at the next check). The page is cached under the site's root URL, the one a visit
    fetches, and without a hash: a host may serve its index page with changes of its own."""
    names = precache_files(root)
    digest = hashlib.sha256()
    integrity = {}
    for name in names:
        content = (root / name).read_bytes()
        digest.update(name.encode() + b"\0" + content)
        if name != "index.html":
            sha = hashlib.sha256(content).digest()
            integrity[name] = "sha256-" + base64.b64encode(sha).decode()
    files = ["./" if name == "index.html" else name for name in names]
    data = {"version": digest.hexdigest()[:12], "files": files, "integrity": integrity}
    (root / PRECACHE_NAME).write_text(f"self.PRECACHE = {json.dumps(data, indent=0)};\n",
                                      encoding="utf-8")
    return data["version"]


if __name__ == "__main__":
    if "--vendor" in sys.argv:
        copy_vendor()
    build_bundle(bytecode="--source" not in sys.argv
                 and os.environ.get("LUDOTHEK_SOURCE_BUNDLE", "") in ("", "0"))
    import pictures  # tools/pictures.py: the home screen's game pictures, drawn by the renderers

    pictures.build()
    import first_screen  # tools/first_screen.py: the home screen, shown before Python starts

    first_screen.build()
    check_preloads()
    version = write_precache()
    print(f"built {BUNDLE.relative_to(ROOT)}, precache version {version}")
