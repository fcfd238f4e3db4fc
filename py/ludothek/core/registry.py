"""Finds the games: every subpackage of `ludothek` with a `rules` module that defines GAME.

Adding a game is adding a package; nothing here lists them by name.
"""

import importlib
import importlib.util
import pkgutil

_games = None
_broken = {}  # package name -> error text, for packages whose rules failed to import


def games():
    """{game id: Game subclass}, in a stable order (by package name)."""
    global _games
    if _games is None:
        import ludothek

        found = {}
        for info in sorted(pkgutil.iter_modules(ludothek.__path__), key=lambda i: i.name):
            if not info.ispkg or importlib.util.find_spec(f"ludothek.{info.name}.rules") is None:
                continue
            try:
                cls = importlib.import_module(f"ludothek.{info.name}.rules").GAME
            except Exception as err:  # one broken package must not take the others down
                _broken[info.name] = f"{type(err).__name__}: {err}"
                continue
            found[cls.ID] = cls
        _games = found
    return _games


def broken():
    """{package: error} for game packages that could not be loaded (a test asserts it is empty)."""
    games()
    return dict(_broken)


def game_class(game_id):
    try:
        return games()[game_id]
    except KeyError:
        raise KeyError(f"unknown game {game_id!r}") from None


def package_of(game_id):
    """The package name that holds a game's rules (and its renderer)."""
    return game_class(game_id).__module__.rsplit(".", 1)[0]
