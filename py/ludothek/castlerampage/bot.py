"""Castle Rampage knowledge for the computer player (ludothek.bots): a playout policy and a
cut-off evaluation.

A playout to the end costs ten times the determinization; stopping after CUTOFF moves (about
two turns) and judging the walls left gives the search about twice the iterations for the same
time at the same strength per iteration. The playout policy is random play that favours
playing cards over reinforcing and ending the turn (uniformly random playouts end turns and
reinforce far too often); in A/B games at 100 iterations a move it won 39 of 60 against
uniformly random playouts.

Works on a determinized state (it may read everything in it): the search gives it only states
made by `determinize(seat, rng)`.
"""

import math

from .moves import END, Move, PLAY, REINFORCE, VETERAN, parse, text

CUTOFF = 24  # playout moves before the evaluation takes over
SCALE = 4.0  # strength points of advantage that make a win e (2.7) times as likely as a loss


def strength(game, seat):
    """The Castle decides the game (it falls, the game is lost); the Gate shields it; hand and
    display cards are the means to attack and defend."""
    return (3.0 * len(game.castles[seat]) + 1.0 * len(game.gates[seat])
            + 0.5 * len(game.hands[seat]) + 1.0 * len(game.displays[seat]))


def evaluate(game, seat):
    """An estimate in [0, 1] of `seat`'s chance to win."""
    if not game.castles[seat]:
        return 0.0
    if not game.castles[1 - seat]:
        return 1.0
    diff = strength(game, seat) - strength(game, 1 - seat)
    return 1.0 / (1.0 + math.exp(-diff / SCALE))


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
