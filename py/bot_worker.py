# The computer player's own Python, in a Web Worker: the page stays responsive while it thinks.
# It receives a save (the game as the page knows it) and returns one move in text notation.
from ludothek import load
from ludothek.bots import choose_move


def choose(save_text, level, seed, max_seconds):
    game = load(save_text)
    return choose_move(game, level=level, seed=seed, max_seconds=max_seconds)


__export__ = ["choose"]
