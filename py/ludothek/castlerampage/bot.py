"""Castle Rampage knowledge for the computer player (ludothek.bots): a playout policy and a
cut-off evaluation.

The evaluation reads only what its seat knows (`_knows`: the seat's own cards, cards turned up
in a fight, cards known to both): a Gate or Castle card the seat does not know counts at the
deck's mean defence, an unknown hand card at the deck's mean attack. So the evaluation of a
seat depends only on its view. Per seat (`features`):
- castle and gate strength: the defence values of the cards an attack must get through;
- hand: its size (every card an attack, a reinforcement or a reaction) and its attack power
  (Knappen added);
- display: Veterans (an attack every turn), Knappen (every attack stronger), Berater (more
  cards), Tunnelgräber.
The weighted difference between the seats (WEIGHTS, fitted to who went on to win) is mapped to
a probability of winning by a logistic.

For MCTS (the easy level), a playout to the end costs ten times the determinization; stopping
after CUTOFF moves and judging the position gives many more iterations (with the hand-set
evaluation before the fitted one, a cut-off after 10 moves won 80 % against the reference
searcher where 24 won 65 %, 20 games each). The playout policy is random play that favours
playing cards over reinforcing and ending the turn (uniformly random playouts end turns and
reinforce far too often); in A/B games at 100 iterations a move it won 39 of 60 against
uniformly random playouts.

Works on a determinized state (it may read everything in it): the search gives it only states
made by `determinize(seat, rng)`.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

from ..core.rng import Rng
from .cards import BY_ID, TABLE
from .moves import END, Move, PLAY, REINFORCE, VETERAN, parse, text
from .state import KNOWN, Zone

if TYPE_CHECKING:
    from .rules import CastleRampage

CUTOFF = 10  # playout moves before the evaluation takes over (easy's MCTS)

# How each level searches (ludothek.bots.plan); "positions" caps what alpha-beta evaluates
# (the last depth completed counts). Alpha-beta over a few determinizations with
# this evaluation beat MCTS at a tenth of its thinking time (85 % against the reference
# searcher where MCTS with 400 iterations won 65-80 %, 20 games each): a turn's card plays are
# tactics that a short exact search sees and sampled playouts blur. Strong searches two moves
# deeper than normal over twice the worlds. At depth 4 with 3,000 positions it completed
# depth 4 in only a third of positions and won 58 % of 200 against normal and 73-75 %
# against the searcher; at depth 5 with 8,000 it won 83 % of 200 against the searcher and
# 61 % of 200 against normal, the same deals (0.65 s a move in CPython, 1.3 s in Pyodide, 1.9 s
# at most). Tried and worse on 60 deals: depth 3 over 16 worlds (68 %), choosing its own moves
# once across the worlds (62 %), depth 5 with a beam of 5 (lost to normal).
LEVELS = {
    "normal": {"search": "alphabeta", "depth": 3, "samples": 4, "positions": 400},
    "strong": {"search": "alphabeta", "depth": 5, "samples": 8, "positions": 8000},
}
_COUNT = sum(c.count for c in TABLE)
MEAN_GATE = sum(c.gate * c.count for c in TABLE) / _COUNT
MEAN_CASTLE = sum(c.castle * c.count for c in TABLE) / _COUNT
MEAN_ATTACK = sum((c.attack or 0) * c.count for c in TABLE) / _COUNT

# What `strength` weighs, per seat as its judge knows it (see `features`), and the weight of
# each in logits of winning, fitted by logistic regression to who went on to win, on ~34,000
# positions from ~330 games of the normal level and the reference searcher
# (bench/fit_evaluation.py). On held-out games it predicts the winner better than the
# hand-set weights before (log-loss 0.39 against 0.49), and with it the normal level beat the
# normal level with those weights in 118 of 200 games (59 %, 95 % interval 52-66 %), seats
# swapped; against the reference searcher both won 70 %. The display cards and the hand are
# worth far more than a point of wall: a Veteran attacks every turn, a Knappe strengthens
# every attack, a Berater brings a card every turn, and every hand card is an attack, a
# reinforcement or a reaction. An attack card's strength counts little beyond the card.
FEATURES = ("castle", "gate", "attack", "hand", "veteran", "knappe", "berater", "tunnel")
WEIGHTS = (0.122, 0.072, 0.019, 0.248, 1.62, 1.28, 1.5, 0.028)


def _defence(pile: Zone, seat: int, at: str) -> float:
    total = 0.0
    for card in pile:
        if card.knows[seat] >= KNOWN:
            total += getattr(BY_ID[card.kind], at)
        else:
            total += MEAN_GATE if at == "gate" else MEAN_CASTLE
    return total


def features(game: CastleRampage, seat: int, judge: int | None = None) -> tuple[float, ...]:
    """`seat`'s FEATURES as `judge` (default: `seat`) knows them: the defence of its Castle and
    Gate (a card the judge does not know at the deck's mean), the attack in its hand (Knappen
    added to each attack card; an unknown card at the deck's mean attack), its hand size, and
    its display's Veterans, Knappen, Berater and Tunnelgräber."""
    judge = seat if judge is None else judge
    display = [c.kind for c in game.displays[seat]]
    knappen = display.count("knappe")
    attack = 0.0
    for card in game.hands[seat]:
        if card.knows[judge] >= KNOWN:
            value = BY_ID[card.kind].attack
            attack += value + knappen if value else 0.0
        else:
            attack += MEAN_ATTACK + knappen
    return (_defence(game.castles[seat], judge, "castle"), _defence(game.gates[seat], judge, "gate"),
            attack, len(game.hands[seat]), display.count("veteran"), knappen,
            display.count("berater"), display.count("tunnel"))


def strength(game: CastleRampage, seat: int, judge: int | None = None) -> float:
    """`seat`'s position as `judge` (default: `seat`) knows it, in logits of winning."""
    return sum(w * f for w, f in zip(WEIGHTS, features(game, seat, judge)))


def advantage(game: CastleRampage, seat: int) -> float:
    """`seat`'s lead in strength points, as `seat` knows the position."""
    return strength(game, seat) - strength(game, 1 - seat, seat)


def evaluate(game: CastleRampage, seat: int) -> float:
    """An estimate in [0, 1] of `seat`'s chance to win."""
    if game.is_over:
        winners = game.result()["winners"]
        return 1.0 / len(winners) if seat in winners else 0.0
    if game.wait != "setup":  # a Castle in ruins mid-attack: the game is decided
        if not game.castles[seat]:
            return 0.0
        if not game.castles[1 - seat]:
            return 1.0
    x = advantage(game, seat)
    return 1.0 / (1.0 + math.exp(-max(-50.0, min(50.0, x))))


def playout_move(game: CastleRampage, rng: Rng) -> str:
    """Random play that favours playing cards over reinforcing and ending the turn."""
    moves = game.legal_moves()
    if game.wait != "main" or len(moves) == 1:
        return moves[rng.below(len(moves))]
    kinds = [parse(m).kind for m in moves]
    plays = [m for m, kind in zip(moves, kinds) if kind in (PLAY, VETERAN)]
    roll = rng.below(100)
    if plays and roll < 70:
        return plays[rng.below(len(plays))]
    reinforce = [m for m, kind in zip(moves, kinds) if kind == REINFORCE]
    if reinforce and roll < 90:
        return reinforce[rng.below(len(reinforce))]
    return text(Move(END))
