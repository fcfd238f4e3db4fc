"""The engine core shared by all games: the Game API, randomness, saves, links, discovery."""

from .errors import BadSave, IllegalMove, Refusal
from .game import Game, Option
from .registry import game_class, games
from .rng import Rng
from .storage import from_link, from_link_at, link, load, new_game, save

__all__ = ["BadSave", "IllegalMove", "Refusal", "Game", "Option", "Rng", "game_class", "games",
           "new_game", "load", "save", "link", "from_link", "from_link_at"]
