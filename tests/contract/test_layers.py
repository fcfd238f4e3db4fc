"""The layers of py/ludothek, read from the source: games stand under the page, not above it;
only the registry imports by name; no module imports itself back through others."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2] / "py" / "ludothek"
FRAMEWORK = {"core", "draw", "web", "bots"}


def module_name(path: Path) -> str:
    parts = path.relative_to(ROOT.parent).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def imports(path: Path) -> set[str]:
    """Modules `path` imports when it is loaded (not inside functions, not for type checking)."""
    name = module_name(path)
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    found: set[str] = set()
    tree = ast.parse(path.read_text(encoding="utf-8"))
    for node in tree.body:
        if isinstance(node, ast.If) and "TYPE_CHECKING" in ast.unparse(node.test):
            continue
        for inner in ast.walk(node) if not isinstance(node, (ast.FunctionDef, ast.ClassDef)) else ():
            if isinstance(inner, ast.Import):
                found.update(alias.name for alias in inner.names)
            elif isinstance(inner, ast.ImportFrom):
                base = inner.module or ""
                if inner.level:
                    parent = package.split(".")[: len(package.split(".")) - inner.level + 1]
                    base = ".".join(parent + ([base] if base else []))
                found.add(base)
                found.update(f"{base}.{alias.name}" for alias in inner.names)
    return {m for m in found if m.startswith("ludothek")}


MODULES = {module_name(p): p for p in ROOT.rglob("*.py")}
GRAPH = {name: {m for m in imports(path) if m in MODULES and m != name} for name, path in MODULES.items()}


def game_packages() -> list[str]:
    return sorted({name.split(".")[1] for name in MODULES if name.count(".") >= 1}
                  - FRAMEWORK)


@pytest.mark.parametrize("package", game_packages())
def test_games_never_import_the_page(package):
    offenders = {name: sorted(m for m in deps if m.startswith("ludothek.web"))
                 for name, deps in GRAPH.items() if name.startswith(f"ludothek.{package}.")}
    assert not {k: v for k, v in offenders.items() if v}


def test_only_the_registry_imports_by_name():
    users = [name for name, path in MODULES.items() if "importlib" in path.read_text(encoding="utf-8")]
    assert users == ["ludothek.core.registry"]


def test_no_import_loop():
    done: set[str] = set()

    def visit(name: str, stack: list[str]) -> None:
        if name in stack:
            pytest.fail("import loop: " + " -> ".join(stack[stack.index(name):] + [name]))
        if name in done:
            return
        for dep in sorted(GRAPH[name]):
            visit(dep, stack + [name])
        done.add(name)

    for name in sorted(GRAPH):
        visit(name, [])
