"""Jacynth knowledge for the computer player (ludothek.bots): an evaluation of a position from
one seat's point of view, a playout policy and the search the levels use.

The evaluation reads only what the seat sees: the city, the tokens, the tokens left, the
seat's own hand is not even needed; the other hands and the draw pile are used only as the
set of cards the seat has not seen (for the chance that a suit comes next to a district). So
the evaluation of a seat depends only on its view.

Per seat, in points of the final score:
- districts controlled now (the score as it stands);
- growth: each empty cell beside a controlled district may take a card of its suit later
  (the chance is the share of unseen cards carrying that suit);
- contestable districts: an empty cell joining a controlled district to one of the same suit
  whose token outranks it is a threat (the district changes hands if that suit comes there);
- tokens left: each can still claim something; the best claim open to the seat now (the size
  of the districts a token on one card would take) and a base value that shrinks as the city
  fills.
The lead over the best other seat is mapped to a probability of winning by a logistic whose
width shrinks as the city fills. Solitaire: the score against the rank titles' middle.
"""

from __future__ import annotations

import math

from .cards import RANK, SUITS, SUITS_OF, TOKEN_CARDS, deck
from .moves import SKIP, parse
from ..core import Rng
from .rules import GRIDS, TOKEN as TOKEN_PHASE, Jacynth

GROWTH = 0.8  # per expected card of the district's suit on a cell beside it
THREAT = 0.8  # share of a district lost when a higher token's district can join it
CLAIM = 0.5  # share of the best claim open now that the next token is worth
TOKEN_BASE = 2.0  # a token's worth in an empty city (scaled by the share of empty cells)
SCALE_END, SCALE_PER_CELL = 1.5, 0.15  # logistic width: SCALE_END + empty cells * PER_CELL
SOLO_PAR = 20.0  # solitaire: the score that counts as an even chance
CUTOFF = 6  # playout moves (three turns) before the evaluation takes over

# How each level searches (ludothek.bots.plan); "positions" caps what alpha-beta evaluates
# (the last depth completed counts). Normal: the own turn (placement, then token)
# by alpha-beta over this evaluation; it beat MCTS (400 iterations: 83 % against the
# reference searcher where alpha-beta won 93 %, 30 games each) in a fifth of the time. Strong:
# two turns deep over six determinizations of the hidden hands, the best 3 moves of each node
# by the evaluation. The other player's reply is judged against a guessed hand, so more guesses
# with a narrower beam beat fewer with a wider one: against normal, 2 guesses and beam 4 won
# 54-56 % (100 games), 4 and 4 won 59 % (40), 6 and 3 won 63 % (90), 8 and 3 won 61 % (50) in
# a third more time. Easy keeps the uniformly random playouts it always had. Playouts (MCTS)
# stop after CUTOFF moves.
LEVELS = {
    "easy": {"search": "mcts", "iterations": 40, "heuristics": False},
    "normal": {"search": "alphabeta", "depth": 2, "samples": 1, "positions": 400},
    "strong": {"search": "alphabeta", "depth": 4, "samples": 6, "beam": 3, "positions": 8000},
}


def unseen_share(state: Jacynth, seat: int) -> dict[str, float]:
    """Per suit, the share of the cards `seat` has not seen that carry it."""
    gone = {c for c in state.city if c is not None}
    gone.update(state.discard)
    gone.update(state.hands[seat])
    cards = [c for c in deck(state.options["excuse"], state.options["pawns"], state.options["courts"])
             if c not in gone]
    if not cards:
        return dict.fromkeys(SUITS, 0.0)
    return {s: sum(1 for c in cards if s in SUITS_OF[c]) / len(cards) for s in SUITS}


def _map(state: Jacynth) -> tuple[list[dict[str, int]], list[tuple[str, list[int], int | None, int]]]:
    """The districts as (suit, cells, controller, controlling rank) and, per cell, the
    district index of each of its suits."""
    city, tokens, nbs = state.city, state.tokens, GRIDS[state.size][2]
    where: list[dict[str, int]] = [{} for _ in city]
    found: list[tuple[str, list[int], int | None, int]] = []
    for suit in SUITS:
        for start, card in enumerate(city):
            if suit not in SUITS_OF[card] or suit in where[start]:
                continue
            number = len(found)
            where[start][suit] = number
            stack, cells = [start], [start]
            while stack:
                for nb in nbs[stack.pop()]:
                    if suit in SUITS_OF[city[nb]] and suit not in where[nb]:
                        where[nb][suit] = number
                        stack.append(nb)
                        cells.append(nb)
            owner, rank = None, 0
            for c in cells:
                if tokens[c] is not None and RANK[city[c]] > rank:
                    owner, rank = tokens[c], RANK[city[c]]
            found.append((suit, cells, owner, rank))
    return where, found


def values(state: Jacynth, seat: int) -> list[float]:
    """Each seat's expected points as `seat` judges the position."""
    city, nbs, n = state.city, GRIDS[state.size][2], state.players
    where, found = _map(state)
    share = unseen_share(state, seat)
    empty = [c for c, card in enumerate(city) if card is None]
    fill = len(empty) / len(city)
    out = [0.0] * n
    for suit, cells, owner, _rank in found:
        if owner is not None:
            out[owner] += len(cells)
    for cell in empty:
        around = [nb for nb in nbs[cell] if city[nb] is not None]
        for suit in SUITS:
            joined = {where[nb][suit] for nb in around if suit in where[nb]}
            if not joined:
                continue
            districts = [found[d] for d in joined]
            owned = [(owner, rank, len(cells)) for _suit, cells, owner, rank in districts
                     if owner is not None]
            if not owned:
                continue
            top = max(owned, key=lambda d: d[1])[0]  # the holder of the highest token
            out[top] += GROWTH * share[suit]  # the card itself, for the district's holder
            for holder, _rank, size in owned:
                if holder != top:  # merged under a higher token: this holder loses it
                    out[holder] -= THREAT * share[suit] * size
                    out[top] += THREAT * share[suit] * size
    for s in range(n):
        left = state.tokens_left[s]
        if not left:
            continue
        best = 0
        for c, card in enumerate(city):
            if card not in TOKEN_CARDS or state.tokens[c] is not None:
                continue
            districts = [found[where[c][suit]] for suit in SUITS_OF[card]]
            if any(d[2] is not None and d[2] != s for d in districts):
                continue  # an opponent's district: no token may go there
            claim = sum(len(d[1]) for d in districts if d[2] is None)
            best = max(best, claim)
        out[s] += CLAIM * best + left * TOKEN_BASE * fill
    return out


def advantage(state: Jacynth, seat: int) -> float:
    """`seat`'s expected lead over the best other seat, in points."""
    v = values(state, seat)
    if state.players == 1:
        return v[0] - SOLO_PAR
    return v[seat] - max(x for s, x in enumerate(v) if s != seat)


def evaluate(state: Jacynth, seat: int) -> float:
    """An estimate in [0, 1] of `seat`'s chance to win (solitaire: of a good score)."""
    if state.is_over:
        if state.players == 1:
            x = (state.scores()[0] - SOLO_PAR) / SCALE_END
        else:
            winners = state.result()["winners"]
            return 1.0 / len(winners) if seat in winners else 0.0
    else:
        empty = sum(1 for c in state.city if c is None)
        x = advantage(state, seat) / (SCALE_END + SCALE_PER_CELL * empty)
    return 1.0 / (1.0 + math.exp(-max(-50.0, min(50.0, x))))


def playout_move(state: Jacynth, rng: Rng) -> str | None:
    """Token decisions with sense (random playouts spend every token at once): a token goes
    where it claims the most, if that is two cards or more, else now and then at random;
    placements are left to chance."""
    if state.phase != TOKEN_PHASE:
        return None
    moves = state.legal_moves()
    tokens = [m for m in moves if m != SKIP]
    if not tokens:
        return moves[0]
    names = GRIDS[state.size][1]
    where, found = _map(state)
    best: str | None = None
    best_claim = 1.0  # a claim of two cards or more
    for m in tokens:
        cell = names[parse(m).cell]
        # The free districts the token would take; higher cards hold their districts better.
        claim = (sum(len(found[d][1]) for d in where[cell].values() if found[d][2] is None)
                 + RANK[state.city[cell]] / 20)
        if claim > best_claim:
            best, best_claim = m, claim
    if best is not None:
        return best
    if SKIP in moves and rng.below(4):
        return SKIP
    return tokens[rng.below(len(tokens))]
