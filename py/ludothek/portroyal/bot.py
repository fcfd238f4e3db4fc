"""Port Royal knowledge for the computer player (ludothek.bots): a cheap playout policy and a
cut-off evaluation. A random game lasts 200-300 moves of poor play, so playouts follow simple
greedy habits and stop after CUTOFF moves, scored by `evaluate`.

Works on a determinized state (it may read everything in it): the search gives it only states
made by `determinize(seat, rng)`.
"""

import math

from . import moves
from .cards import CARD, PERSON, SHIP
from .moves import DRAW, KEEP, PASS, REPEL, STOP
from .rules import DECIDE, DISCOVER

CUTOFF = 24  # playout moves before the evaluation takes over (two to three turns)
COIN_POINTS = 0.25  # an influence point costs about four coins
SCALE = 1.5  # points of advantage that make a win about 2.7 times as likely as a loss


def _hire_value(card, coins_after):
    info = CARD[card]
    value = info.points + 0.25  # every person is worth something beyond its points
    if info.kind == "governor":
        value += 1.0
    elif info.kind in ("mademoiselle", "admiral", "jester", "trader"):
        value += 0.5
    # Spending everything leaves a weak next turn.
    return value - 0.1 * max(0, 3 - coins_after)


def playout_move(game, rng):
    """A reasonable move for game.to_move, or None to let the search pick at random."""
    legal = game.legal_moves()
    seat = game.current
    phase = game.phase
    parsed = [(text, moves.parse(text)) for text in legal]
    for text, move in parsed:
        if move.is_expedition:
            return text  # expeditions pay points and coins
    if phase == DISCOVER:
        if DRAW not in legal:
            return STOP
        colours = len({CARD[c].colour for c in game.harbour if CARD[c].type == SHIP})
        cards = len(game.harbour)
        if cards >= 5 or colours >= 3 or (colours == 2 and rng.below(2)) or (cards >= 3 and not rng.below(3)):
            return STOP
        return DRAW
    if phase == DECIDE:
        colour = CARD[game.pending].colour
        if any(CARD[c].colour == colour and CARD[c].type == SHIP for c in game.harbour):
            return REPEL  # keeping it would bust
        return KEEP
    # Trade & Hire: the best person we can afford, else the richest ship, else pass.
    coins = len(game.coins[seat])
    fee = 0 if seat == game.active else 1
    best, best_value = PASS, 0.0
    for text, move in parsed:
        if not move.is_take or move.refuse:
            continue
        card = move.card
        if CARD[card].type == PERSON:
            value = _hire_value(card, coins - fee - game.hire_cost(seat, card))
        else:
            value = (game.ship_gain(seat, card) - fee) * 0.45
        if value > best_value:
            best, best_value = text, value
    return best


def strength(game, seat):
    return game.points(seat) + COIN_POINTS * len(game.coins[seat])


def evaluate(game, seat):
    """An estimate in [0, 1] of `seat`'s share of the win, from points and coins."""
    values = [strength(game, s) for s in range(game.players)]
    mine = values[seat]
    other = max(v for s, v in enumerate(values) if s != seat)
    return 1.0 / (1.0 + math.exp(-(mine - other) / SCALE))
