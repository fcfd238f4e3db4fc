"""What a seat sees of Jacynth: the shape of `rules.view()` (and of its result), which the
renderer reads. Cells are named a1..f6 (a1..d4 in solitaire), as rules.py names them."""

from __future__ import annotations

from typing import Literal, NotRequired, TypedDict

from ..core.view import BaseView, Result
from .cards import Card

Phase = Literal["play", "token", "first_token", "over"]  # rules.py: PLAY, TOKEN, ...
City = list[Card | None]  # per cell, the card on it
Tokens = list[int | None]  # per cell, whose token is on its card


class DistrictView(TypedDict):
    suit: str
    cells: list[str]  # by name
    size: int
    controller: int | None


class ScoredDistrict(TypedDict):
    suit: str
    size: int
    cells: list[str]  # by name, in cell order


class SoloView(TypedDict):
    played: int  # cards played from the hand
    tokens_required: int  # tokens that must be down by now
    token_forced: bool  # this token step must place one
    rank: str  # the title the score earns now (SOLO_RANKS)
    to_play: int  # the cards to play in all (every cell but the corners)
    tokens_down: int
    deadlines: list[list[int]]  # [after the k-th card, tokens down]


class JacynthResult(Result):
    breakdown: list[list[ScoredDistrict]]  # per seat, its controlled districts, largest first
    rank: NotRequired[str]  # solitaire: the title earned


class JacynthView(BaseView[JacynthResult]):
    """What a seat sees: the city, the tokens and its own hand; of the others only counts."""

    size: int  # the city is size x size: 6, or 4 in solitaire
    cells: list[str]  # the cells' names
    layout: str | None  # the starting layout (None in solitaire)
    city: City
    tokens: Tokens
    tokens_left: list[int]
    hand: list[Card] | None  # None for a spectator
    hand_counts: list[int]
    draw_count: int
    discard: list[Card]  # solitaire: the cards the flips discarded
    districts: list[DistrictView]
    scores: list[int]
    phase: Phase
    last_cell: str | None  # where this turn's card went
    solo: NotRequired[SoloView]
