"""The computer's review of a finished game (reviewing.py; the engine is ludothek.bots.review):
"Review" in the final scoring or the saved games, the chart filled in by the computer's
workers, the move on show judged with the preferred one lit. Its modules, and the computer
player's review, are imported only for a finished game."""
