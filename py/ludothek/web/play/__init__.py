"""A game in play: moves, the computer's turn, hints, the replay, the pass-the-device screen,
moves made elsewhere played out, and the guided first game's steps (guide.py)."""
