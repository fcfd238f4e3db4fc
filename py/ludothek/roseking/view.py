"""What a seat sees of Rosenkönig: the shape of `rules.view()` (and of its result), which the
renderer reads. Squares are numbered row by row from the top left; rules.square_name names them."""

from __future__ import annotations

from typing import NotRequired

from ..core.view import BaseView, Result
from .moves import Card

Square = int  # 0..80, row by row from the top left (a9), so a square's name is square_name(it)
Colour = int  # RED or WHITE: a rose's colour, the seat that plays it
Board = list[Colour | None]  # per square, whose rose lies there
Group = list[Square]  # a territory: orthogonally connected roses of one colour, sorted


class RoseKingResult(Result):
    territories: list[list[int]]  # per colour, its territories' sizes, largest first
    reason: str | None  # "last_stone" or "blocked"


class RoseKingView(BaseView[RoseKingResult]):
    """What a seat sees: everything but the draw pile's order (and, without the option
    'show_draw_pile', its contents)."""

    board: Board
    crown: Square
    hands: list[list[Card]]  # both hands: open information
    card_targets: dict[Card, Square | None]  # where the crown lands with each card in a hand
    groups: list[list[Group]]  # per colour, its territories
    heroes: list[int]
    stones_left: int
    draw_count: int
    discard_count: int
    discard_top: Card | None
    scores: list[list[int]]  # per colour, (points, largest, roses) as it stands (rules.Score)
    end_reason: str | None
    draw_pile: NotRequired[list[Card]]  # what is left to draw, in canonical order (an option)
