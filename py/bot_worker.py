# The computer player's own Python, in a Web Worker: the page stays responsive while it thinks.
# It receives a save (the game as the page knows it) and returns one move in text notation.
import os
import sys

sys.path.insert(0, os.path.abspath("ludothek.zip"))  # pyscript.toml puts the bundle here

from ludothek import load  # noqa: E402
from ludothek.bots import choose_move  # noqa: E402


def choose(save_text, level, seed, max_seconds):
    game = load(save_text)
    return choose_move(game, level=level, seed=seed, max_seconds=max_seconds)


__export__ = ["choose"]
