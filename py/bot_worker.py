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


# The position before the last move judged, kept: a review asks this worker for moves in order
# (every move, or with more workers every few), so the next one steps on from it.
_reviewed = {"save": None, "ply": -1, "before": None, "game": None}


def review_ply(save_text, ply, previous_json, seed, iterations):
    """Move `ply` of the finished game judged (ludothek.bots.review.judge), as JSON text."""
    import json

    from ludothek.bots.review import judge

    kept = _reviewed["before"]
    if _reviewed["save"] == save_text and kept is not None and _reviewed["ply"] <= ply:
        game = _reviewed["game"]
        before = kept
        for move in game.history[_reviewed["ply"]:ply]:
            before.play_trusted(move)
    else:
        game = load(save_text)
        before = game.replayed(game.history[:ply])
    judged = judge(before, game.history[ply], ply, json.loads(previous_json), seed, iterations)
    _reviewed.update(save=save_text, ply=ply, before=before, game=game)
    return json.dumps(judged)


__export__ = ["choose", "review_ply"]
