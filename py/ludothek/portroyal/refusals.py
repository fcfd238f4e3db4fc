"""Why a Port Royal move is refused, in the player's words: `why(game, move)` gives the
`core.Refusal` whose key names the words entry `refuse.<key>` (i18n.py, both languages).

Every reason reads only what the player to move sees (the harbour, the displays, the purses'
counts, the contracts): nothing in Port Royal is hidden but the order of the draw pile and which
cards the coins are, and no reason looks at those.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..core import Refusal
from . import moves
from .cards import CARD, FOE_OF_COLOUR, PERSON
from .moves import DRAW, KEEP, PASS, REPEL, STOP
from .phases import DECIDE, TRADE

if TYPE_CHECKING:  # rules.py imports this module: the game's type only, never at run time
    from .rules import PortRoyal


def why(game: PortRoyal, text: str) -> Refusal | None:
    """The reason `text` is not legal now (text that is no move at all comes from a hand-made
    link or save, never from a tap: its reason just says so)."""
    try:
        move = moves.parse(text)
    except ValueError:
        return Refusal("not_a_move")
    if move.kind in (DRAW, STOP):
        return _discover(game, move.kind)
    if move.kind in (REPEL, KEEP):
        return Refusal("no_ship_waiting") if game.phase != DECIDE else None
    if move.kind == PASS or move.is_take:
        if game.phase != TRADE:
            return Refusal("take_in_trade")
        return _take(game, move) if move.is_take else None
    return _expedition(game, move)


def _discover(game: PortRoyal, kind: str) -> Refusal | None:
    """Seed 001, '1. Entdecken': decide on a revealed ship first; no card left to reveal."""
    if game.phase == DECIDE:
        return Refusal("decide_ship")
    if game.phase == TRADE:
        return Refusal("discover_over")
    if kind == DRAW and not game.draw and not game.discard:
        return Refusal("piles_empty")
    return None


def _take(game: PortRoyal, move: moves.Move) -> Refusal | None:
    """Seed 001, '2. Handeln & Heuern' and the expansion's ships and Frigate/Galleon Foe."""
    seat = game.current
    if game.picks <= 0:
        return Refusal("no_picks")
    card = moves.card_of(move)
    if card not in game.harbour:
        return Refusal("not_in_harbour")
    info = CARD[card]
    fee = 0 if seat == game.active else 1
    coins = len(game.coins[seat])
    if info.type == PERSON:
        cost = game.hire_cost(seat, card)
        if cost + fee > coins:
            return Refusal("too_dear_fee" if fee else "too_dear", {"cost": cost, "coins": coins})
        return None
    if info.special and move.target not in set(range(game.players)) - {seat}:
        return Refusal("name_target")
    if not info.special and move.target is not None:
        return Refusal("no_target")
    if move.refuse:
        return _refuse(game, seat, card, coins >= fee)
    return None


def _refuse(game: PortRoyal, seat: int, card: str, can_pay_fee: bool) -> Refusal | None:
    """Seed 001, 'Fregattenschreck', 'Galeonenschreck': refusing the coins needs the contract
    open to you, a cube for it, and (not active) the fee from your own coins first."""
    cid = FOE_OF_COLOUR.get(CARD[card].colour)
    if cid is None or cid not in game.slots:
        return Refusal("refuse_no_contract")
    if seat in game.slots[cid]:
        return Refusal("refuse_done")
    if not game.progress[cid][seat] and game.cubes_free(seat) <= 0:
        return Refusal("no_cube")
    if not can_pay_fee:
        return Refusal("refuse_fee")
    return None


def _expedition(game: PortRoyal, move: moves.Move) -> Refusal | None:
    """Seed 001, 'Expeditionsaufruf' and its 'Klarstellung'."""
    seat = game.current
    card = moves.card_of(move)
    if seat != game.active:
        return Refusal("exp_active_only")
    if card not in game.expeditions:
        return Refusal("exp_not_shown")
    if game.pending is not None and game.would_bust(game.pending):
        return Refusal("exp_two_ships")
    if not any(m.startswith(f"{moves.EXP}{moves.SEP}{card}{moves.SEP}")
               for m in game.legal_moves()):
        return Refusal("exp_lack")
    return Refusal("exp_wrong_persons")
