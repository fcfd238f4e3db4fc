"""The standard library the site ships (static/build/stdlib.zip), made inside the pinned Pyodide
(tools/compile_stdlib.mjs) from its own stock zip: as bytecode (the stock zip holds sources only,
compiled again at every start of the page and of the computer's worker), without module and
function docstrings (what `python -OO` leaves out, which the standard library supports; classes
keep theirs, as in the app's bundle: 0.19 MB less), and only the modules the site can import, so
that a first visit downloads less than the stock zip. PyScript's own package (which PyScript
writes as sources at every start) goes in it too, compiled as it is.

What the site can import: every module named by an import statement anywhere in its Python
(the app's bundle, the entry scripts, PyScript's package and the code PyScript runs before
them; a function's imports included), what importing those imports in turn, and what Pyodide
imports to start, found by importing them here. Codecs are looked up by name, so their package
goes whole. tests/core/test_shipped_stdlib.py plays the games on the shipped zip."""

import ast
import importlib
import sys
import zipfile

from pyc_zip import add_module, add_module_without_docstrings

# Imported by name, not by an import statement: codecs.lookup("latin-1") imports encodings.latin_1.
WHOLE_PACKAGES = ("encodings",)


def imported_names(source: bytes) -> set[str]:
    """The absolute modules an import statement in `source` may load, with their parents:
    `from a import b` counts a.b too, in case b is a module."""
    names = set()
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            names.add(node.module)
            names.update(f"{node.module}.{alias.name}" for alias in node.names if alias.name != "*")
    return {".".join(name.split(".")[:i]) for name in names for i in range(1, name.count(".") + 2)}


def stock_zip() -> str:
    return next(path for path in sys.path if path.endswith(".zip"))


def needed_files(roots: set[str]) -> list[str]:
    """The stock zip's modules that Pyodide's start and importing `roots` load."""
    for name in sorted(roots):
        try:
            importlib.import_module(name)
        except Exception:  # not a module (typing.Any), or not the standard library's (js, pyscript)
            pass
    prefix = stock_zip() + "/"
    files = {module.__file__[len(prefix):] for module in list(sys.modules.values())
             if (getattr(module, "__file__", None) or "").startswith(prefix)}
    with zipfile.ZipFile(stock_zip()) as stock:
        files.update(name for name in stock.namelist()
                     if name.endswith(".py") and name.split("/")[0] in WHOLE_PACKAGES)
    return sorted(files)


def write(sources: list[bytes], pyscript: dict[str, bytes], out: str) -> str:
    """The shipped zip at `out`: what `sources` and PyScript's package (path: source) can
    import, and that package, all as bytecode. Returns a line for the build's log."""
    roots: set[str] = set()
    for source in sources + list(pyscript.values()):
        roots |= imported_names(source)
    files = needed_files(roots)
    with zipfile.ZipFile(stock_zip()) as stock, zipfile.ZipFile(out, "w") as dst:
        for name in files:
            add_module_without_docstrings(dst, name, stock.read(name))
        for name, source in sorted(pyscript.items()):
            add_module(dst, name, source)
    return (f"{len(files)} of the standard library's modules and {len(pyscript)} of PyScript's "
            f"compiled by Python {sys.version.split()[0]}")
