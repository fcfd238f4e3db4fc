"""The one place that finds games and loads their parts (and the page's features, by name).

A game is a package that declares `SPEC = GameSpec(...)` in its `__init__.py`: any subpackage
of `ludothek` but the framework's own, or any top-level package named `ludothek_<something>`
in a folder on the import path (how a game outside this tree, such as the tests' Nim, joins
without editing a shared file). Nothing here lists games by name. Parts (rules, renderer,
words, bot hooks) are imported on first use, so listing the games loads no rules, drawing or
computer player.
"""

from __future__ import annotations

import importlib
import importlib.util
import json
import os
import sys
from pathlib import Path
from types import ModuleType
from typing import TYPE_CHECKING

from .spec import GameSpec

if TYPE_CHECKING:
    from .game import AnyGame

EXTERNAL_PREFIX = "ludothek_"
# The framework's own packages: never games, so not imported to look for a SPEC at each start.
FRAMEWORK = frozenset({"bots", "core", "draw", "net", "web"})

_specs: dict[str, GameSpec] | None = None
_broken: dict[str, str] = {}  # package name -> error text, for packages that failed to load
_modules: dict[tuple[str, str], ModuleType | None] = {}
_styles: dict[str, str] = {}
_words: dict[str, dict[str, dict[str, str]]] = {}
# A game's word tables as the build wrote them beside its modules (tools/bundle.py): the page
# reads them instead of importing the words module, and the card data it words, to draw the
# home screen.
WORDS_FILE = "words.json"


def _packages(folder: str, prefix: str = "", archives: bool = True) -> list[str]:
    """The names of the packages directly in `folder` that start with `prefix`. A folder is
    listed as such; a folder inside a zip archive (the page imports the bundle from its zip)
    through pkgutil if `archives`, else skipped: the search for games outside this tree must
    not walk the runtime's standard library zip, which cost the page at every start."""
    try:
        entries = list(os.scandir(folder))
    except OSError:
        if not archives:
            return []
        import pkgutil

        return [m.name for m in pkgutil.iter_modules([folder]) if m.ispkg and m.name.startswith(prefix)]
    return [e.name for e in entries
            if e.name.startswith(prefix) and e.name.isidentifier() and e.is_dir()
            and any(os.path.isfile(os.path.join(e.path, init)) for init in ("__init__.py", "__init__.pyc"))]


def _candidates() -> list[str]:
    import ludothek

    inside = [f"ludothek.{name}" for folder in ludothek.__path__ for name in _packages(folder)
              if name not in FRAMEWORK]
    outside = {name for folder in sys.path  # games outside this tree come as folders
               for name in _packages(folder or ".", EXTERNAL_PREFIX, archives=False)}
    return sorted(inside) + sorted(outside)


def specs() -> dict[str, GameSpec]:
    """{game id: spec} of every game found, in a stable order (by package name)."""
    global _specs
    if _specs is None:
        found: dict[str, GameSpec] = {}
        for package in _candidates():
            try:
                spec = getattr(importlib.import_module(package), "SPEC", None)
            except Exception as err:  # one broken package must not take the others down
                _broken[package] = f"{type(err).__name__}: {err}"
                continue
            if isinstance(spec, GameSpec):
                object.__setattr__(spec, "package", package)
                found[spec.id] = spec
        _specs = found
    return _specs


def spec(game_id: str) -> GameSpec:
    try:
        return specs()[game_id]
    except (KeyError, TypeError):
        raise KeyError(f"unknown game {game_id!r}") from None


def broken() -> dict[str, str]:
    """{package: error} for packages that could not be loaded (a test asserts it is empty)."""
    specs()
    return dict(_broken)


def part(game_id: str, name: str | None) -> ModuleType | None:
    """A module of the game's package by its name in the spec (None: the game has none)."""
    if name is None:
        return None
    key = (game_id, name)
    if key not in _modules:
        _modules[key] = importlib.import_module(spec(game_id).module_name(name))
    return _modules[key]


def module(name: str) -> ModuleType:
    """A module by its full name: how the page's core reaches its features (web/core/feature.py)
    without importing them, as it reaches games."""
    return importlib.import_module(name)


def _required(game_id: str, name: str | None) -> ModuleType:
    module = part(game_id, name)
    if module is None:
        raise LookupError(f"{game_id} declares no such part")
    return module


def game_class(game_id: str) -> type[AnyGame]:
    cls: type[AnyGame] = _required(game_id, spec(game_id).rules).GAME
    return cls


def games() -> dict[str, type[AnyGame]]:
    """{game id: Game subclass}: loads every game's rules (tests and tools; the page uses specs)."""
    return {game_id: game_class(game_id) for game_id in specs()}


def renderer(game_id: str) -> ModuleType:
    return _required(game_id, spec(game_id).renderer)


def words(game_id: str) -> ModuleType:
    return _required(game_id, spec(game_id).words)


def word_tables(game_id: str) -> dict[str, dict[str, str]]:
    """The game's word tables, {lang: {key: template}} (its words module's WORDS): from the
    build's words file if there is one (the page's bundle), else from the module."""
    if game_id not in _words:
        written = package_text(game_id, WORDS_FILE)
        tables: dict[str, dict[str, str]] = (json.loads(written) if written is not None
                                             else words(game_id).WORDS)
        _words[game_id] = tables
    return _words[game_id]


def bot_hooks(game_id: str) -> ModuleType | None:
    """The game's computer-player hooks (playout policy, evaluation), or None."""
    return part(game_id, spec(game_id).bot)


def style(game_id: str) -> str:
    """The game's stylesheet text ('' if it has none)."""
    if game_id not in _styles:
        name = spec(game_id).style
        _styles[game_id] = (package_text(game_id, name) or "") if name else ""
    return _styles[game_id]


def package_text(game_id: str, name: str) -> str | None:
    """A text file beside the game's modules (None if there is none). Read through the
    package's loader: the package may live in a folder or in a zip archive."""
    package = importlib.import_module(spec(game_id).package)
    path = str(Path(package.__file__ or "").with_name(name))
    try:
        data: bytes = package.__spec__.loader.get_data(path)  # type: ignore[union-attr]
    except OSError:
        return None
    return data.decode("utf-8")


def has_module(game_id: str, name: str) -> bool:
    """Whether the game's package has a module `name` (without importing it)."""
    return importlib.util.find_spec(spec(game_id).module_name(name)) is not None


def register(game_spec: GameSpec, package: str) -> None:
    """Add a game by hand (a game that lives somewhere discovery does not look)."""
    object.__setattr__(game_spec, "package", package)
    specs()[game_spec.id] = game_spec

