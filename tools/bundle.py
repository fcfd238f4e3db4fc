"""Builds what the page loads from the sources: static/build/ludothek.zip (the Python package,
unpacked by PyScript into the interpreter's home) and static/vendor/ (Pyodide and PyScript,
copied from node_modules, where package.json pins them)."""

import hashlib
import json
import shutil
import sys
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
VENDOR = ROOT / "static" / "vendor"
BUNDLE = ROOT / "static" / "build" / "ludothek.zip"
# Pyodide's runtime files; its npm package also carries node-only and typing files we skip.
PYODIDE_FILES = ("pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm", "python_stdlib.zip",
                 "pyodide-lock.json", "package.json")


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


def build_bundle():
    BUNDLE.parent.mkdir(parents=True, exist_ok=True)
    tmp = BUNDLE.with_suffix(".tmp")
    with zipfile.ZipFile(tmp, "w", zipfile.ZIP_DEFLATED) as zf:
        for path in sorted((ROOT / "py" / "ludothek").rglob("*")):
            if path.suffix in (".py", ".css") and "__pycache__" not in path.parts:
                zf.write(path, path.relative_to(ROOT / "py").as_posix())
    tmp.replace(BUNDLE)


# What the service worker caches for offline play: the page, its runtime and the bundle.
SITE_FILES = ("index.html", "pyscript.toml", "py/main.py", "py/bot_worker.py")
SITE_FOLDERS = ("static",)
PRECACHE = ROOT / "static" / "build" / "precache.js"


def precache_files():
    files = [ROOT / name for name in SITE_FILES]
    for folder in SITE_FOLDERS:
        files += [p for p in (ROOT / folder).rglob("*") if p.is_file() and p != PRECACHE
                  and not p.name.startswith(".") and p.suffix != ".tmp"]
    return sorted(files)


def write_precache():
    """static/build/precache.js: the file list and a version that changes with any file."""
    files = precache_files()
    digest = hashlib.sha256()
    for path in files:
        digest.update(path.relative_to(ROOT).as_posix().encode() + b"\0" + path.read_bytes())
    names = ["./"] + [p.relative_to(ROOT).as_posix() for p in files]
    data = {"version": digest.hexdigest()[:12], "files": names}
    PRECACHE.write_text(f"self.PRECACHE = {json.dumps(data, indent=0)};\n", encoding="utf-8")
    return data["version"]


if __name__ == "__main__":
    if "--vendor" in sys.argv:
        copy_vendor()
    build_bundle()
    import pictures  # tools/pictures.py: the home screen's game pictures, drawn by the renderers

    pictures.build()
    version = write_precache()
    print(f"built {BUNDLE.relative_to(ROOT)}, precache version {version}")
