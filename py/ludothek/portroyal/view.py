"""What a seat sees of a Port Royal game: the view `rules.view` returns and `render` reads."""

from __future__ import annotations

from typing import Any, TypedDict

from ..core.view import BaseView, Result


class Breakdown(TypedDict):
    """A seat's influence points by source, and its coins (the tie-break)."""

    persons: int
    expeditions: int
    contracts: int
    coins: int


class PortRoyalResult(Result):
    """Scores are influence points; the tie-break the coins; `reason`: points or stalled."""

    breakdown: list[Breakdown]
    reason: str | None


class Display(TypedDict):
    """One seat's open display and purse."""

    coins: int
    persons: list[str]
    expeditions: list[str]  # fulfilled
    pirates: list[str]  # repelled ships kept for the Pack of Pirates
    points: int
    breakdown: Breakdown
    sabres: int
    cubes: int  # contract cubes left (0 without the expansion)
    owed: int  # coins due from empty piles


class ContractView(TypedDict):
    id: str
    slots: list[int]  # seats in completion order
    progress: list[int]  # each seat's step on the progress spaces
    track: list[int]  # coins of the 1st..5th to complete
    spaces: int  # progress steps before completion
    next_coins: int


class View(BaseView[PortRoyalResult]):
    """Seats are indexed as in `names`; card ids as cards.py writes them."""

    phase: str
    active: int | None
    start: int
    last: int  # the last seat of a round
    round: int
    harbour: list[str]
    pending: str | None  # a revealed ship awaiting repel or keep
    expeditions: list[str]
    turn_cards: list[list[Any]]  # [card, fate, seat] in the order revealed this turn
    draw_count: int
    discard: list[str]
    picks: int
    trade_base: int
    gains: dict[str, int]  # Trade & Hire: what each harbour ship pays the seat taking now
    prices: dict[str, int]  # ... and what each person costs it
    fee: int
    pending_busts: bool
    end_triggered: bool
    displays: list[Display]
    contracts: list[ContractView]
    contract_pile: int
