"""A zip of bytecode for part of a pure-Python package from its wheel, loaded by the page only
when needed (static/build/segno.zip, the QR encoder): the modules named, under a package
`__init__` of ours that imports nothing (the package's own may import much the page does not
use), and the standard library's modules they need that the site's standard library
(tools/stdlib_zip.py) leaves out, found by importing them here, in the pinned Pyodide
(tools/compile_package.mjs). The wheel's licence goes with them."""

import importlib
import sys
import zipfile

from pyc_zip import add_module, entry
from stdlib_zip import stock_zip


def loaded_from(prefix: str) -> set[str]:
    """The files (paths inside the zip at `prefix`) of the modules loaded from it."""
    return {module.__file__[len(prefix):] for module in list(sys.modules.values())
            if (getattr(module, "__file__", None) or "").startswith(prefix)}


def write(wheel: str, package: str, modules: list[str], init: str, shipped_stdlib: str,
          out: str) -> str:
    """The zip at `out`: `package`'s `modules` with `init` as its __init__; returns a line for
    the build's log."""
    stdlib = stock_zip()  # before `out` goes on sys.path (it is a zip too)
    with zipfile.ZipFile(wheel) as src, zipfile.ZipFile(out, "w") as dst:
        add_module(dst, f"{package}/__init__.py", init.encode())
        for name in modules:
            add_module(dst, f"{package}/{name}.py", src.read(f"{package}/{name}.py"))
        for name in src.namelist():
            if "/licenses/" in name or name.endswith(".dist-info/LICENSE"):
                dst.writestr(entry(f"{package}/{name.rsplit('/', 1)[1]}"), src.read(name))
    sys.path.insert(0, out)
    for name in modules:
        importlib.import_module(f"{package}.{name}")
    with zipfile.ZipFile(shipped_stdlib) as shipped:
        have = {name[:-1] for name in shipped.namelist() if name.endswith(".pyc")}
    extra = sorted(loaded_from(stdlib + "/") - have)
    with zipfile.ZipFile(stdlib) as stock, zipfile.ZipFile(out, "a") as dst:
        for name in extra:
            add_module(dst, name, stock.read(name))
    return (f"{package}: {len(modules)} modules and {len(extra)} of the standard library's "
            f"({', '.join(extra) or 'none'})")
