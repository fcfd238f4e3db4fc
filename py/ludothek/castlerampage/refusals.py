"""Why a move is not legal now, in the player's words (`Game.refusal`, rules.py).

Each reason names a words entry `refuse.<key>` (i18n.py, German and English). A reason depends
only on what the player to move sees: the own hand and dealt cards, the sizes of the piles, the
own display and the phase; never on a hidden card of the opponent or under a Gate or Castle.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from ..core import Refusal
from .cards import BY_ID
from .moves import (DECLINE, DISCARD, GATE, LEVY, NARR, PAY, PLAY, REACT, REINFORCE, SETUP, SKIP,
                    TOCASTLE, TOGATE, VETERAN, Move, parse)

if TYPE_CHECKING:
    from .rules import CastleRampage

NO_EFFECT = frozenset(("oger", "bombenleger"))  # only as a reinforcement


def refusal(game: CastleRampage, move: str) -> Refusal | None:
    """Why `move` is not legal in `game` now (asked only about a move that is not legal)."""
    try:
        parsed = parse(move)
    except ValueError:
        return Refusal("not_a_move")
    if game.wait == "over":
        return Refusal("over")
    reason = _BY_WAIT[game.wait](game, parsed)
    return reason or Refusal("not_now")


def _setup(game: CastleRampage, m: Move) -> Refusal | None:
    if m.kind != SETUP:
        return Refusal("setup_first")
    seat = game._setup_seat()
    if not any(c.kind == m.card for c in game.dealt[seat]):
        return Refusal("not_dealt")
    if not game.place_left[0 if m.where == GATE else 1]:
        return Refusal(f"setup_{m.where}_full")
    return None


def _main(game: CastleRampage, m: Move) -> Refusal | None:
    seat = game.current
    if m.kind == VETERAN:
        return Refusal("veteran_used" if game._has(seat, "veteran") else "no_veteran")
    if m.kind in (REACT, DECLINE):
        return Refusal("not_attacked")
    if m.kind not in (PLAY, REINFORCE):
        return None
    kind = m.named_card
    if not game._holds(seat, kind):
        return Refusal("not_held")
    if game.locked:
        return Refusal("locked")
    if m.kind == REINFORCE:
        if game.reinforced:
            return Refusal("reinforced")
        return Refusal("cost_cards", {"n": 1}) if kind == "oger" else None
    if kind == LEVY:
        return Refusal("levy_when_attacked")
    if kind in NO_EFFECT:
        return Refusal("reinforce_only")
    if BY_ID[kind].attack is not None and game.no_attack[seat]:
        return Refusal("diplomat")
    if m.where == TOCASTLE and not game.gates[seat]:
        return Refusal("builder_gate_empty")
    if m.where == TOGATE and len(game.castles[seat]) < 2:
        return Refusal("builder_last_castle")
    return _cost(game, seat, kind)


def _cost(game: CastleRampage, seat: int, kind: str) -> Refusal | None:
    """Why the costs of `kind` cannot be paid from the own hand and piles (None: they can)."""
    cost = BY_ID[kind].cost
    if cost and cost[0] == "gate" and not game.gates[seat]:
        return Refusal("cost_gate")
    if cost and cost[0] == "gate_castle" and (not game.gates[seat]
                                              or len(game.castles[seat]) < 2):
        return Refusal("cost_gate_castle")
    if game._cost_payable(seat, kind):
        return None
    needs = game._mandatory(kind)
    if len(game.hands[seat]) - 1 < len(needs):
        return Refusal("cost_cards", {"n": len(needs)})
    return Refusal("cost_units")


def _pay(game: CastleRampage, m: Move) -> Refusal | None:
    asks = game._payment.asks
    if m.kind == SKIP:
        return Refusal("cost_required")
    if m.kind != PAY:
        return Refusal("pay_first")
    kind = m.named_card
    if not game._holds(game.current, kind):
        return Refusal("not_held")
    if asks[0].need and asks[0].need not in BY_ID[kind].units:
        return Refusal("pay_unfit")
    return Refusal("pay_blocks")  # it fits, but the units still owed could not be met


def _narr(game: CastleRampage, m: Move) -> Refusal | None:
    if m.kind != NARR:
        return Refusal("narr_first")
    kind = m.named_card
    if not game._holds(game.current, kind):
        return Refusal("not_held")
    if BY_ID[kind].attack is None:
        return Refusal("narr_attack_only")
    return _cost(game, game.current, kind)


def _target(game: CastleRampage, m: Move) -> Refusal | None:
    return Refusal("target_first")


def _react(game: CastleRampage, m: Move) -> Refusal | None:
    return Refusal("react_first")


def _discard(game: CastleRampage, m: Move) -> Refusal | None:
    if m.kind == DISCARD:
        return Refusal("not_held")
    return Refusal("discard_first")


_BY_WAIT: dict[str, Callable[[CastleRampage, Move], Refusal | None]] = {
    "setup": _setup, "main": _main, "pay": _pay, "narr": _narr, "target": _target,
    "react": _react, "discard": _discard}

# Every reason refusal() can give (the tests drive a position for each; i18n words them all).
KEYS: tuple[str, ...] = (
    "not_a_move", "over", "not_now", "setup_first", "not_dealt", "setup_gate_full",
    "setup_castle_full", "veteran_used", "no_veteran", "not_attacked", "not_held", "locked",
    "reinforced", "levy_when_attacked", "reinforce_only", "diplomat", "builder_gate_empty",
    "builder_last_castle", "cost_gate", "cost_gate_castle", "cost_cards", "cost_units",
    "cost_required", "pay_first", "pay_unfit", "pay_blocks", "narr_first", "narr_attack_only",
    "target_first", "react_first", "discard_first")
