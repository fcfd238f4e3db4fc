"""Jacynth's move notation: the text of a move is what saves, links and the page carry.

A turn is two moves: a placement, then a token decision (a token or "skip"); the draw follows
by itself. Card ids are those of cards.py (e.g. "8MS" the Diplomat, "CK" the Windfall, "X" the
Excuse); cells are named like a chess board, a column a-f from the left and a row 1-6 from the
bottom (a1..d4 in the 4x4 solitaire city).

    place = "p:" card "@" cell     "p:8MS@c4"  place the card 8MS from your hand on the empty cell c4
    token = "t:" cell              "t:c4"      put one of your influence tokens on the card at c4
    skip  = "skip"                 "skip"      place no token this turn

In solitaire the game opens with a token move, "t:a4", the first token on a corner card.

    >>> parse("p:8MS@c4")
    Move(kind='place', card='8MS', cell='c4')
    >>> text(Move(TOKEN, cell="c4"))
    't:c4'
    >>> parse("skip") == SKIP_MOVE
    True

Nothing else is a move: no spaces, no unknown card, no cell outside a1..f6.
"""

from __future__ import annotations

from functools import lru_cache
from typing import NamedTuple

from .cards import CARDS

PLACE, TOKEN, SKIP = "place", "token", "skip"
CELLS: frozenset[str] = frozenset(f"{col}{row}" for col in "abcdef" for row in "123456")
_CARDS = frozenset(CARDS)


class Move(NamedTuple):
    kind: str  # PLACE, TOKEN or SKIP
    card: str = ""  # the card placed (PLACE only)
    cell: str = ""  # the cell of the placement or of the token (not for SKIP)


SKIP_MOVE = Move(SKIP)


def place(card: str, cell: str) -> str:
    """The text of placing `card` on `cell`: `text(Move(PLACE, card, cell))`."""
    return f"p:{card}@{cell}"


def token(cell: str) -> str:
    """The text of a token on the card at `cell`: `text(Move(TOKEN, cell=cell))`."""
    return f"t:{cell}"


def places(cards: list[str], cells: list[str]) -> list[str]:
    """The texts of placing each of `cards` on each of `cells`, card by card (for legal_moves)."""
    return [f"p:{card}@{cell}" for card in cards for cell in cells]


def text(move: Move) -> str:
    """The move's notation (the inverse of `parse`)."""
    if move.kind == PLACE:
        return place(move.card, move.cell)
    if move.kind == TOKEN:
        return token(move.cell)
    return SKIP


@lru_cache(maxsize=None)  # a game knows at most 45 x 36 + 36 + 1 moves
def _parse(move_text: str) -> Move:
    if move_text == SKIP:
        return SKIP_MOVE
    head, _, rest = move_text.partition(":")
    if head == "t" and rest in CELLS:
        return Move(TOKEN, cell=rest)
    card, at, cell = rest.partition("@")
    if head == "p" and at and card in _CARDS and cell in CELLS:
        return Move(PLACE, card, cell)
    raise ValueError(f"not a Jacynth move: {move_text!r}")


def parse(move_text: str) -> Move:
    """The move written `move_text`; ValueError if it is not a Jacynth move."""
    if not isinstance(move_text, str):
        raise ValueError(f"not a Jacynth move: {move_text!r}")
    return _parse(move_text)
