"""The page (see README.md). Its features, each a folder whose `feature.py` declares `FEATURE`: one
line each joins the core loop (web/core/feature.py), in the order their routes and screens are
asked."""

FEATURES = (
    "ludothek.web.learn.feature",   # the rules, the "?" mode, "Learn to play"
    "ludothek.web.review.feature",  # the computer's review of a finished game
    "ludothek.web.table.feature",   # several devices at one table
    "ludothek.web.blind.feature",   # play without seeing: the game in words (before play: keys)
    "ludothek.web.play.feature",    # a game in play: moves, the computer, replay, hints, the guide
    "ludothek.web.home.feature",    # the home screen: saves, record, backups, sharing
)
