"""Zips of bytecode, made inside the pinned Pyodide (tools/*.mjs run it under Node), since the
machine's CPython cannot write bytecode for Pyodide's Python version.

Each module NAME.py becomes NAME.pyc in the same folder ("sourceless": Python imports it as it
is, without looking for a source), compiled with an unchecked hash: nothing compares it with a
source at import. Tracebacks still name the file and line but cannot quote the line. Entries
carry a fixed date, so the same sources always give the same zip (and precache version)."""

import ast
import importlib.util
import py_compile
import tempfile
import zipfile
from importlib._bootstrap_external import _code_to_hash_pyc  # what py_compile writes with
from pathlib import Path

DATE = (1980, 1, 1, 0, 0, 0)


def entry(name: str) -> zipfile.ZipInfo:
    info = zipfile.ZipInfo(name, date_time=DATE)
    info.compress_type = zipfile.ZIP_DEFLATED
    info.external_attr = 0o644 << 16
    return info


def add_module(dst: zipfile.ZipFile, name: str, source: bytes) -> None:
    """NAME.py's bytecode as NAME.pyc in `dst`; tracebacks name NAME.py."""
    with tempfile.TemporaryDirectory() as work:
        path = Path(work) / "module.py"
        path.write_bytes(source)
        py_compile.compile(str(path), cfile=str(path) + "c", dfile=name, doraise=True,
                           invalidation_mode=py_compile.PycInvalidationMode.UNCHECKED_HASH)
        dst.writestr(entry(name + "c"), Path(str(path) + "c").read_bytes(), compresslevel=9)


def _without_docstrings(tree: ast.Module) -> ast.Module:
    """The module's and its functions' docstrings left out (classes keep theirs: a dataclass
    without one works out a signature for it at import). Line numbers stay as they were."""
    for node in ast.walk(tree):
        if isinstance(node, (ast.Module, ast.FunctionDef, ast.AsyncFunctionDef)) and node.body:
            first = node.body[0]
            if isinstance(first, ast.Expr) and isinstance(first.value, ast.Constant) \
                    and isinstance(first.value.value, str):
                node.body = node.body[1:] or [ast.copy_location(ast.Pass(), first)]
    return tree


def add_module_without_docstrings(dst: zipfile.ZipFile, name: str, source: bytes) -> None:
    """As add_module, leaving out what only a reader of the source needs: the app's own code
    is written for people (its docstrings are a tenth of the bundle's bytes) and nothing in it
    reads a module's or function's __doc__ at run time."""
    tree = _without_docstrings(ast.parse(source, name))
    code = compile(tree, name, "exec", dont_inherit=True)
    data = _code_to_hash_pyc(code, importlib.util.source_hash(source), checked=False)
    dst.writestr(entry(name + "c"), bytes(data), compresslevel=9)


def compile_zip(source: str, out: str) -> int:
    """Every file of the app's zip `source` into `out`, its modules as bytecode without their
    docstrings; the number of them."""
    modules = 0
    with zipfile.ZipFile(source) as src, zipfile.ZipFile(out, "w") as dst:
        for name in sorted(n for n in src.namelist() if not n.endswith("/")):
            if name.endswith(".py"):
                add_module_without_docstrings(dst, name, src.read(name))
                modules += 1
            else:
                dst.writestr(entry(name), src.read(name), compresslevel=9)
    return modules
