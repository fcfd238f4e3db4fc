"""Rosenkönig's move notation: the text of a move is what saves, links and the page carry.

A power card is named by its compass direction and its distance 1-3:

    card  = direction distance
    direction = "N" | "NE" | "E" | "SE" | "S" | "SW" | "W" | "NW"    (north is up on the board)
    distance  = "1" | "2" | "3"                                       (shown as I, II, III)

Three moves:

    "N2"    play: play the power card N2; the crown moves 2 squares north onto an empty
            square and a rose of the mover's colour is set there
    "H:SW3" hero: play SW3 with a hero card; the crown lands on an opponent's rose and flips it
    "draw"  draw: draw a power card (only with fewer than five cards)

    >>> parse("H:SW3")
    Move(kind='hero', card='SW3')
    >>> text(Move(PLAY, "N2"))
    'N2'
    >>> parse("draw") == DRAW_MOVE
    True

Nothing else is a move: no spaces, no lower case, no distance outside 1-3.
"""

from __future__ import annotations

from typing import NamedTuple

# Each direction as a unit step (dx, dy) on the board as shown: x to the right, y downwards.
DIRECTIONS: dict[str, tuple[int, int]] = {
    "N": (0, -1), "NE": (1, -1), "E": (1, 0), "SE": (1, 1),
    "S": (0, 1), "SW": (-1, 1), "W": (-1, 0), "NW": (-1, -1)}
Card = str  # a power card by its id, which is its notation: "SW3"
CARDS: tuple[Card, ...] = tuple(f"{d}{n}" for d in DIRECTIONS for n in (1, 2, 3))  # 24 power cards


class CardParts(NamedTuple):
    direction: str  # a key of DIRECTIONS
    distance: int  # 1-3


def card_parts(card: Card) -> CardParts:
    """A power card's direction and distance: "SW3" -> ("SW", 3)."""
    return CardParts(card[:-1], int(card[-1]))


PLAY, HERO, DRAW = "play", "hero", "draw"
_HERO_PREFIX = "H:"


class Move(NamedTuple):
    kind: str  # PLAY, HERO or DRAW
    card: Card = ""  # the power card played ("" for a draw)


DRAW_MOVE = Move(DRAW)


def play(card: str) -> str:
    """The text of playing `card`: `text(Move(PLAY, card))`."""
    return card


def hero(card: str) -> str:
    """The text of playing `card` with a hero: `text(Move(HERO, card))`."""
    return _HERO_PREFIX + card


def text(move: Move) -> str:
    """The move's notation (the inverse of `parse`)."""
    if move.kind == PLAY:
        return play(move.card)
    if move.kind == HERO:
        return hero(move.card)
    return DRAW


# Every move there is (49): parsing is a look-up, so any other text is refused.
_BY_TEXT: dict[str, Move] = {text(m): m for m in
                             [Move(PLAY, c) for c in CARDS] + [Move(HERO, c) for c in CARDS] + [DRAW_MOVE]}


def parse(move_text: str) -> Move:
    """The move written `move_text`; ValueError if it is not a Rosenkönig move."""
    try:
        return _BY_TEXT[move_text]
    except (KeyError, TypeError):
        raise ValueError(f"not a Rosenkönig move: {move_text!r}") from None

