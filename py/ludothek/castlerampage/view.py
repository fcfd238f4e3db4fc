"""What a seat sees of a Castle Rampage game: the view `rules.view` returns and `render` reads.

The renderer never imports rules.py; these types are the contract between the two (NOTES.md,
'What each player knows').
"""

from __future__ import annotations

from typing import Any, TypedDict

from ..core.view import BaseView, Result


class CastleResult(Result):
    """Scores 1 for the winner (both: a draw at the turn limit); tiebreaks: Castle and Gate
    sizes; `reason`: how it ended (castle, both_castles, narr, narr_failed, limit, limit_gate)."""

    reason: str | None


class CardView(TypedDict):
    """A hand card: its kind (None: unknown to the viewer); `eye`: the other seat knows it."""

    card: str | None
    eye: bool


class Slot(TypedDict):
    """A Gate or Castle card: its kind if the viewer knows it, the seats that know it, whether
    it is a 'Spion or Saboteur' to the viewer (`sos`) and to whom, the red eye, a private
    deduction, whether it was laid at setup (so not purple) and its stamp (when and where it was
    laid: public, it keys the card for the moves' animation while it stays in the piles)."""

    card: str | None
    known_by: list[int]
    sos: bool
    sos_for: list[int]
    eye: bool
    deduced: bool
    setup: bool
    stamp: int


class PartView(TypedDict):
    d: int  # the defending seat
    at: str
    strength: int
    after_levy: int  # its strength after a Letztes Aufgebot


class AttackView(TypedDict):
    card: str
    kind: str
    i: int
    step: str
    parts: list[PartView]


class AskView(TypedDict):
    need: str
    opt: bool
    plus: int


class PayView(TypedDict):
    card: str
    mode: str
    asks: list[AskView]


class View(BaseView[CastleResult]):
    """Per seat lists are indexed by seat; piles list their top card first."""

    phase: str
    active: int
    start_player: int
    turn: int
    max_turns: int
    hands: list[list[CardView]]
    dealt: list[list[CardView]]
    place_left: list[int] | None
    gates: list[list[Slot]]
    castles: list[list[Slot]]
    displays: list[list[str]]
    discard: list[str]
    inplay: list[str]
    draw_count: int
    draw_candidates: list[list[Any]]  # [kind, count] pairs in table order
    bonus: int
    knappen: list[int]
    veteran_attack: int | None
    reinforced: bool
    veteran_used: bool
    locked: bool
    no_attack: list[bool]
    attack: AttackView | None
    pay: PayView | None
    narr: int | None
    due: list[list[int]]  # [seat, cards] discards owed
    winner: int | None
    reason: str | None
