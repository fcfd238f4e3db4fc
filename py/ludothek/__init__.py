"""Ludothek: rules engines for classic table games, pure Python (CPython and Pyodide alike).

    from ludothek import new_game, load, from_link
    g = new_game("roseking", seed=7)
    g.play(g.legal_moves()[0])
    g2 = load(g.save())
"""

from .core import BadSave, Game, IllegalMove, Option, from_link, game_class, games, load, new_game

__all__ = ["BadSave", "Game", "IllegalMove", "Option", "from_link", "game_class", "games",
           "load", "new_game"]

