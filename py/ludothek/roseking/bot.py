"""Rosenkönig knowledge for the computer player (ludothek.bots): an evaluation of a position
from one seat's point of view, a playout policy and the search the levels use.

Everything here reads only what both seats see (board, crown, both hands, heroes, stones);
the draw pile is used as a set of cards at most, never in its order. So the evaluation of a
seat depends only on its view.

The evaluation, in points of the final score (sum of squared territory sizes):
- the territories as they would score now, own minus the opponent's;
- heroes in hand: each is worth a share of the best flip it could make now (an opponent's rose
  joining own territories and cutting the opponent's), plus a base value;
- crown mobility: empty squares the seat's cards reach from the crown (a seat that cannot play
  must draw or pass while the other places roses);
- cards in hand (options, up to the limit of five).
It is mapped to a probability of winning by a logistic whose width shrinks as the stones run
out: a lead of 20 points early is little, at the end it decides.
"""

from __future__ import annotations

import math

from ..core import Rng
from .moves import CARDS, DIRECTIONS, Card, card_parts
from .rules import SIZE, RoseKing
from .view import Board

CELLS = SIZE * SIZE
NEIGHBOURS: tuple[tuple[int, ...], ...] = tuple(
    tuple(r * SIZE + c for r, c in ((sq // SIZE - 1, sq % SIZE), (sq // SIZE + 1, sq % SIZE),
                                    (sq // SIZE, sq % SIZE - 1), (sq // SIZE, sq % SIZE + 1))
          if 0 <= r < SIZE and 0 <= c < SIZE) for sq in range(CELLS))


def _targets(card: Card) -> tuple[int, ...]:
    direction, n = card_parts(card)
    dx, dy = DIRECTIONS[direction]
    out = []
    for sq in range(CELLS):
        row, col = sq // SIZE + dy * n, sq % SIZE + dx * n
        out.append(row * SIZE + col if 0 <= row < SIZE and 0 <= col < SIZE else -1)
    return tuple(out)


TARGET: dict[str, tuple[int, ...]] = {card: _targets(card) for card in CARDS}  # -1: off board

# Weights, in points of the final score (measured in bench/bots_strength.py games).
HERO_BASE = 4.0  # a hero's worth with no flip in sight
HERO_SHARE = 0.5  # the share of the best flip now that a hero in hand is worth
MOBILITY = 1.5  # per empty square the seat's hand reaches from the crown
HAND = 1.0  # per card in hand
SCALE_END, SCALE_PER_STONE = 8.0, 1.2  # logistic width: SCALE_END + stones left * PER_STONE
CUTOFF = 8  # playout moves before the evaluation takes over

# How each level searches (ludothek.bots.plan). MCTS with playouts cut after CUTOFF moves and
# judged by the evaluation beat alpha-beta over the same evaluation against the reference
# searcher (400 iterations, 0.17 s a move: 93 %; alpha-beta depth 6: 77 %, depth 8 over three
# determinizations, 0.2 s: 87 %; 30 games each, bench/bots_strength.py). Easy keeps the
# uniformly random playouts it always had.
LEVELS = {
    "easy": {"search": "mcts", "iterations": 40, "heuristics": False},
    "normal": {"search": "mcts", "iterations": 500},
    "strong": {"search": "mcts", "iterations": 2500},
}


def labels(board: Board) -> tuple[list[int], list[int]]:
    """Each square's territory number (-1: empty) and each territory's size."""
    label = [-1] * CELLS
    sizes: list[int] = []
    for start in range(CELLS):
        colour = board[start]
        if colour is None or label[start] >= 0:
            continue
        number = len(sizes)
        label[start] = number
        stack, size = [start], 0
        while stack:
            sq = stack.pop()
            size += 1
            for nb in NEIGHBOURS[sq]:
                if label[nb] < 0 and board[nb] == colour:
                    label[nb] = number
                    stack.append(nb)
        sizes.append(size)
    return label, sizes


def territory_points(board: Board, label: list[int], sizes: list[int]) -> list[int]:
    """Per colour, the sum of squared territory sizes."""
    points = [0, 0]
    seen: set[int] = set()
    for sq in range(CELLS):
        number, colour = label[sq], board[sq]
        if number >= 0 and number not in seen and colour is not None:  # labelled: a rose
            seen.add(number)
            points[colour] += sizes[number] ** 2
    return points


def best_flip(board: Board, label: list[int], sizes: list[int], seat: int) -> int:
    """The most points a hero flip of one opponent rose would swing now: own territories it
    joins, plus what the opponent's territory loses (at least one square's worth)."""
    best = 0
    opponent = 1 - seat
    for sq in range(CELLS):
        if board[sq] != opponent:
            continue
        joined: set[int] = set()
        for nb in NEIGHBOURS[sq]:
            if board[nb] == seat:
                joined.add(label[nb])
        if not joined:
            continue
        total = sum(sizes[g] for g in joined) + 1
        gain = total * total - sum(sizes[g] ** 2 for g in joined)
        own = sizes[label[sq]]
        gain += own * own - (own - 1) * (own - 1)
        if gain > best:
            best = gain
    return best


def mobility(state: RoseKing, seat: int) -> int:
    """Empty squares `seat`'s cards reach from the crown."""
    board, crown = state.board, state.crown
    reach = set()
    for card in state.hands[seat]:
        target = TARGET[card][crown]
        if target >= 0 and board[target] is None:
            reach.add(target)
    return len(reach)


def advantage(state: RoseKing, seat: int) -> float:
    """`seat`'s lead in points of the final score, as far as the position shows it."""
    board = state.board
    label, sizes = labels(board)
    points = territory_points(board, label, sizes)
    other = 1 - seat
    lead = float(points[seat] - points[other])
    if state.is_over:
        return lead
    for s, sign in ((seat, 1.0), (other, -1.0)):
        heroes = state.heroes[s]
        if heroes:
            lead += sign * heroes * (HERO_BASE + HERO_SHARE * best_flip(board, label, sizes, s))
        lead += sign * (MOBILITY * mobility(state, s) + HAND * len(state.hands[s]))
    return lead


def evaluate(state: RoseKing, seat: int) -> float:
    """An estimate in [0, 1] of `seat`'s chance to win."""
    if state.is_over:
        winners = state.result()["winners"]
        return 1.0 / len(winners) if seat in winners else 0.0
    scale = SCALE_END + SCALE_PER_STONE * state.stones_left
    x = advantage(state, seat) / scale
    return 1.0 / (1.0 + math.exp(-max(-50.0, min(50.0, x))))


def placement_gain(board: Board, label: list[int], sizes: list[int], square: int, seat: int) -> int:
    """Points `seat` gains by a rose on `square` (joining its territories)."""
    joined = {label[nb] for nb in NEIGHBOURS[square] if board[nb] == seat}
    total = sum(sizes[g] for g in joined) + 1
    return total * total - sum(sizes[g] ** 2 for g in joined)


def playout_move(state: RoseKing, rng: Rng) -> str | None:
    """Half the time the placement that joins the most own territory, else any move; heroes
    and draws are left to chance."""
    if rng.below(2):
        return None
    seat, board, crown = state.current, state.board, state.crown
    label: list[int] | None = None
    sizes: list[int] = []
    best, best_gain = None, 0
    for card in state.hands[seat]:
        target = TARGET[card][crown]
        if target < 0 or board[target] is not None or not state.stones_left:
            continue
        if label is None:
            label, sizes = labels(board)
        gain = placement_gain(board, label, sizes, target, seat)
        if gain > best_gain:
            best, best_gain = card, gain
    return best
