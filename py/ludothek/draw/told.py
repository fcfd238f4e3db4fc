"""The table told in words (issue 50: play without seeing), the kit a game's `told.py` uses.

A game joins with `ludothek/<game>/told.py`, which has two functions of the view the page
draws (the seat at the device, with `view["legal"]`) and the words `t`:

    table(view, t) -> list[Part]    the whole table as that seat sees it, rebuilt after each move
    moves(view, t) -> list[Group]   every move of view["legal"] once, grouped, worded from the
                                    game's own words (never its notation alone)

A blind player reads `table` as headings with their lines and chooses from `moves` with one
key; the page draws both (web/blind/). Each is made from the view alone, so it tells nothing
the seat may not know. A game without `told.py` is told by the page's plain fallback.
"""

from __future__ import annotations

from typing import NamedTuple

# What a part of the table is: the page's single keys jump to the first part of each kind
# ("b" the board or the market, "h" the hands, "p" the piles, "s" the scores and players).
KINDS = ("board", "hands", "piles", "scores")


class Part(NamedTuple):
    """One part of the table: a heading ("The board", "Red's hand") and its lines, each a
    sentence or a short phrase a screen reader says as one item."""

    kind: str  # one of KINDS
    heading: str
    lines: list[str]


class Choice(NamedTuple):
    """One legal move: its notation (what the page plays) and its words ("Play the card
    North-East 2: the crown moves to d6")."""

    move: str
    words: str


class Group(NamedTuple):
    """Moves that belong together (the moves of one card, the ships to take), under a heading;
    a game with one kind of move may have one group."""

    heading: str
    choices: list[Choice]
