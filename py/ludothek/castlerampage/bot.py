"""Castle Rampage knowledge for the computer player (ludothek.bots): a playout policy and a
cut-off evaluation.

The evaluation reads only what its seat knows (`_knows`: the seat's own cards, cards turned up
in a fight, cards known to both): a Gate or Castle card the seat does not know counts at the
deck's mean defence, an unknown hand card at the deck's mean attack. So the evaluation of a
seat depends only on its view. Per seat:
- castle and gate strength: the defence values of the cards an attack must get through (the
  Castle decides the game, so it weighs more);
- hand: attack power (the strongest attack card and a share of the others, Knappen added) and
  the other cards' use (reinforcements, reactions);
- known threats: the attack cards the opponent is known to hold, a Veteran in its display
  (an attack every turn), Knappen (every attack stronger), Berater (more cards), Tunnelgräber.
The difference is mapped to a probability of winning by a logistic.

For MCTS (the easy level), a playout to the end costs ten times the determinization; stopping
after CUTOFF moves and judging the position gives many more iterations (with this evaluation, a
cut-off after 10 moves won 80 % against the reference searcher where 24 won 65 %, 20 games
each). The playout policy is random play that favours
playing cards over reinforcing and ending the turn (uniformly random playouts end turns and
reinforce far too often); in A/B games at 100 iterations a move it won 39 of 60 against
uniformly random playouts.

Works on a determinized state (it may read everything in it): the search gives it only states
made by `determinize(seat, rng)`.
"""

import math

from .cards import BY_ID, TABLE
from .moves import END, Move, PLAY, REINFORCE, VETERAN, parse, text
from .rules import KNOWN

CUTOFF = 10  # playout moves before the evaluation takes over (easy's MCTS)

# How each level searches (ludothek.bots.plan); "iterations" caps the positions alpha-beta
# evaluates (the last depth completed counts). Alpha-beta over a few determinizations with
# this evaluation beat MCTS at a tenth of its thinking time (85 % against the reference
# searcher where MCTS with 400 iterations won 65-80 %, 20 games each): a turn's card plays are
# tactics that a short exact search sees and sampled playouts blur. Strong (more worlds, one
# move deeper) won 15 of 24 against normal; depth 5 with a beam of 5 did not (9 of 20).
LEVELS = {
    "normal": {"search": "alphabeta", "depth": 3, "samples": 4, "iterations": 400},
    "strong": {"search": "alphabeta", "depth": 4, "samples": 8, "iterations": 3000},
}
SCALE = 5.0  # strength points of advantage that make a win e (2.7) times as likely as a loss
_COUNT = sum(c.count for c in TABLE)
MEAN_GATE = sum(c.gate * c.count for c in TABLE) / _COUNT
MEAN_CASTLE = sum(c.castle * c.count for c in TABLE) / _COUNT
MEAN_ATTACK = sum((c.attack or 0) * c.count for c in TABLE) / _COUNT
CASTLE_WEIGHT, GATE_WEIGHT = 1.0, 0.5  # per point of defence
POWER_WEIGHT, OTHER_ATTACKS = 0.5, 0.3  # per point of the best attack; share of the others
CARD_WEIGHT = 0.4  # every hand card: a reinforcement or a reaction at least
VETERAN_WEIGHT, KNAPPE_WEIGHT, BERATER_WEIGHT, TUNNEL_WEIGHT = 2.0, 1.5, 1.0, 0.5


def _defence(pile, seat, at):
    total = 0.0
    for card in pile:
        if card[1 + seat] >= KNOWN:
            total += getattr(BY_ID[card[0]], at)
        else:
            total += MEAN_GATE if at == "gate" else MEAN_CASTLE
    return total


def strength(game, seat, judge=None):
    """`seat`'s position as `judge` (default: `seat`) knows it: walls, hand, display."""
    judge = seat if judge is None else judge
    display = [c[0] for c in game.displays[seat]]
    knappen = display.count("knappe")
    value = (CASTLE_WEIGHT * _defence(game.castles[seat], judge, "castle")
             + GATE_WEIGHT * _defence(game.gates[seat], judge, "gate"))
    attacks, unknown = [], 0
    for card in game.hands[seat]:
        if card[1 + judge] >= KNOWN:
            attack = BY_ID[card[0]].attack
            if attack:
                attacks.append(attack + knappen)
        else:
            unknown += 1
    attacks.sort(reverse=True)
    power = (attacks[0] if attacks else 0.0) + OTHER_ATTACKS * sum(attacks[1:])
    power += OTHER_ATTACKS * unknown * (MEAN_ATTACK + knappen)
    value += POWER_WEIGHT * power + CARD_WEIGHT * len(game.hands[seat])
    value += (VETERAN_WEIGHT * display.count("veteran") + KNAPPE_WEIGHT * knappen
              + BERATER_WEIGHT * display.count("berater") + TUNNEL_WEIGHT * display.count("tunnel"))
    return value


def advantage(game, seat):
    """`seat`'s lead in strength points, as `seat` knows the position."""
    return strength(game, seat) - strength(game, 1 - seat, seat)


def evaluate(game, seat):
    """An estimate in [0, 1] of `seat`'s chance to win."""
    if game.is_over:
        winners = game.result()["winners"]
        return 1.0 / len(winners) if seat in winners else 0.0
    if game.wait != "setup":  # a Castle in ruins mid-attack: the game is decided
        if not game.castles[seat]:
            return 0.0
        if not game.castles[1 - seat]:
            return 1.0
    x = advantage(game, seat) / SCALE
    return 1.0 / (1.0 + math.exp(-max(-50.0, min(50.0, x))))


def playout_move(game, rng):
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
