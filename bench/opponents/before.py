"""The computer players as they were before issue #16 (git revision BEFORE), loaded from git
so the benchmark plays the old levels against the same opponents in the same run.

Loads `ludothek/bots/{__init__,search}.py` and the bot hooks of Port Royal and Castle Rampage
at that revision into private modules; Rosenkönig and Jacynth had no hooks then.
"""

from __future__ import annotations

import subprocess
import sys
import types
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
BEFORE = "575d1db57f332894f5ebb218e8f18bd240f6eb74"
HOOKS = ("portroyal", "castlerampage")  # the games that had a bot.py at BEFORE

_loaded: types.ModuleType | None = None


def _source(path: str) -> str:
    return subprocess.run(["git", "show", f"{BEFORE}:{path}"], cwd=ROOT, check=True,
                          capture_output=True, text=True).stdout


def _module(name: str, package: str, path: str) -> types.ModuleType:
    module = types.ModuleType(name)
    module.__package__ = package
    module.__file__ = f"{BEFORE[:7]}:{path}"
    sys.modules[name] = module
    exec(compile(_source(path), module.__file__, "exec"), module.__dict__)
    return module


def bots() -> types.ModuleType:
    """The old `ludothek.bots` package (choose_move, think, BUDGETS), loaded once."""
    global _loaded
    if _loaded is None:
        import ludothek.bots  # noqa: F401  (the package the old modules sit in)

        hooks = {gid: _module(f"ludothek.{gid}._before_bot", f"ludothek.{gid}",
                              f"py/ludothek/{gid}/bot.py") for gid in HOOKS}
        search = _module("ludothek.bots._before_search", "ludothek.bots",
                         "py/ludothek/bots/search.py")
        search.bot_module = lambda game: hooks.get(game.ID)
        init = _source("py/ludothek/bots/__init__.py").replace("from .search import",
                                                              "from ._before_search import")
        package = types.ModuleType("ludothek.bots._before")
        package.__package__ = "ludothek.bots"
        sys.modules[package.__name__] = package
        exec(compile(init, f"{BEFORE[:7]}:py/ludothek/bots/__init__.py", "exec"), package.__dict__)
        _loaded = package
    return _loaded


def choose(game, level: str, seed: int, iterations: int | None = None) -> str:
    """The old level's move (its iteration budget, no time cap unless it is given)."""
    return bots().choose_move(game, level, seed=seed, iterations=iterations, max_seconds=0)
