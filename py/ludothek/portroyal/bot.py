"""Port Royal knowledge for the computer player (ludothek.bots): a cheap playout policy and a
cut-off evaluation. A random game lasts 200-300 moves of poor play, so playouts follow simple
greedy habits and stop after CUTOFF moves, scored by `evaluate`.

The evaluation reads only what every seat sees (displays, coin counts, the harbour and the
expeditions on show; never the draw pile or which cards the coins are), so the evaluation of a
seat depends only on its view. Per seat, in influence points:
- points now (persons, expeditions, contracts);
- coins, at the price of a point, less what a tax increase would take from a hoard of 12+;
- persons' future income over the turns the game probably has left (Traders, Governors,
  Mademoiselles, Admirals, Jesters, the expansion's persons; sabres to repel ships);
- expeditions on show that the seat's persons can fulfil (their points and coins, less the
  points of the persons given up), or half-way can;
- bust risk for the active seat while it discovers: the harbour it would lose, times the share
  of the unseen ships that would bust it and that it cannot repel.
The lead over the best other seat is mapped to a probability of winning by a logistic whose
width shrinks as the leader nears the 12 points that end the game.

The weights are set by hand. Weights fitted to who went on to win (a softmax over per-seat
values of points, points late in the game, coins, expeditions and persons' income, on about 300
games of the normal level and the reference searcher at 2-4 players) predicted the winner
better on held-out games (log-loss 0.864 against 0.911) but played far worse: the normal level
with them won 40 % of 50 games against the searcher at 2 players where these weights won 76 %
on the same deals, 46 % against 64 % at 4. The search steers into positions that play did not
reach, where what went with winning (a display full of persons, say) does not make a win.

Works on a determinized state: the search gives it only states made by `determinize(seat, rng)`.
"""

from __future__ import annotations

import math

from ..core.rng import Rng
from . import moves
from .cards import (BASE_DECK, CARD, END_POINTS, EXPANSION_DECK, JOKER, PERSON, SHIP,
                    TAX_LIMIT)
from .moves import DRAW, KEEP, PASS, REPEL, STOP
from .rules import DECIDE, DISCOVER, PortRoyal

CUTOFF = 24  # playout moves before the evaluation takes over (two to three turns)
COIN_POINTS = 0.25  # an influence point costs about four coins
SCALE = 1.5  # points of advantage that make a win about 2.7 times as likely as a loss
SCALE_PER_POINT = 0.15  # ... plus this per point the leader still lacks to end the game
PACE = 1.5  # points a seat gains in one of its turns, about (for the turns left)
# Coins a person brings in one of its owner's turns, about.
INCOME = {"trader": 0.35, "governor": 1.2, "mademoiselle": 0.4, "admiral": 0.5, "jester": 0.3,
          "clerk": 0.4, "gunner": 0.4, "viceadmiral": 0.4}
SABRE_INCOME, SABRES_USEFUL = 0.15, 5  # per sabre, up to this many
EXPEDITION_SHARE = 0.8  # of an expedition the seat can fulfil now (the next turn may take it)

# How each level searches (ludothek.bots.plan). Normal: alpha-beta four moves deep over four
# determinizations with this evaluation. Alpha-beta first played worse the deeper it went: in
# each determinization it knows the cards it would draw next (depth 5 won 3 of 24 against
# depth 3). Strong therefore averages each draw below the root over three cards sampled from
# the pile (`outcomes`, the chance nodes of ludothek.bots.alphabeta), four moves deep over
# eight determinizations.
# With one seat against three searchers (even share 25 %) nothing tried beat normal at depth 3,
# 59 % of 120 games on the same deals: four times the positions 58 %, eight worlds and four
# times the positions 58 %, depth 2 over eight worlds 41 %; max-n (each seat picks what is
# best for itself, not worst for the searching seat) 56 % of 60 against 62 % for paranoid.
# Nor did the evaluation's constants or shape (200 games each, normal at depth 3 55.0 %): a
# flatter logistic (SCALE 3 or 5) 58 %, but on 200 fresh deals exactly as often as normal at
# depth 3 (50.8 %), since a monotone change of the evaluation leaves most choices alone; PACE
# 1.0 50.5 %; EXPEDITION_SHARE 0.5 54.5 %; each seat's share of a softmax over the seats'
# worths in place of the lead over the best other seat 50.2 %.
# What did help is one move deeper with four times the positions (depth 4, 1,600): at 4
# players 66.0 % of 200 (deals 0-199; depth 3 55.0 %) and 64.0 % on 200 fresh deals (depth 3
# 50.8 %); at 2 players 83.0 % of 200 (depth 3 78.8 %); 0.015 s a move median, 0.35 s max,
# in CPython.
# Strong with chance nodes, against the searcher: 88.2 % of 200 at 2 players; at 4 players
# 66.3 % of 200 and 62.2 % of 200 fresh deals, no better than normal (66.0 %, 64.0 %),
# though on the first 40 deals chance nodes won 75-79 % (four to sixteen worlds, three or six
# cards a draw; depth 5 67.5 %) where the same searches without them won 62-68 %. MCTS with
# 2,000 iterations, strong before, won 93.3 % of 60 and 58.8 % of 80 while thinking 1.2 s a
# move median (9.7 s max) against 0.06 s (2.5 s max) in CPython; against normal, strong won
# 60.5 % of 200 at 2 players. Knowing the final round (once a seat has 12 points, a seat whose
# last turn is over is worth its points alone, one still to move gets one turn of income) won
# 71.0 % of 100 at 4 players against 69.5 % without, the same deals: it changed the result of
# 4 games (3 won, 1 lost), so strong does not lose its games in the final round.
# Where the 4-player games are lost is the bust (bench/portroyal_foresight.py, 100 games):
# normal busts in 29 % of its turns, strong in 25 %, the searchers in 6 % (40 games); normal
# wins 62.0 %, the same level that stops whenever the next card would bust 87.0 %, alpha-beta
# over the true pile 99.0 %. Judging the risk better from what the seat sees gained little, on
# 200 deals against 66.0 % for normal: stopping when the chance of a bust is above 20 % 69.5 %
# (30 %, 15 %, 10 % on 100 deals each: within 5 points of normal's), chance outcomes with the
# bust weighted by its exact share of the pile, at the root too, 69.5 %.
LEVELS = {
    "normal": {"search": "alphabeta", "depth": 4, "samples": 4, "positions": 1600},
    "strong": {"search": "alphabeta", "depth": 4, "samples": 8, "positions": 12800,
               "chance": 3},
}


def _hire_value(card: str, coins_after: int) -> float:
    info = CARD[card]
    value = info.points + 0.25  # every person is worth something beyond its points
    if info.kind == "governor":
        value += 1.0
    elif info.kind in ("mademoiselle", "admiral", "jester", "trader"):
        value += 0.5
    # Spending everything leaves a weak next turn.
    return value - 0.1 * max(0, 3 - coins_after)


def playout_move(game: PortRoyal, rng: Rng) -> str | None:
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
        colours = len(game.ship_colours())
        cards = len(game.harbour)
        if cards >= 5 or colours >= 3 or (colours == 2 and rng.below(2)) or (cards >= 3 and not rng.below(3)):
            return STOP
        return DRAW
    if phase == DECIDE:
        if game.pending is not None and game.would_bust(game.pending):
            return REPEL  # keeping it would bust
        return KEEP
    # Trade & Hire: the best person we can afford, else the richest ship, else pass.
    coins = len(game.coins[seat])
    fee = 0 if seat == game.active else 1
    best, best_value = PASS, 0.0
    for text, move in parsed:
        if not move.is_take or move.refuse:
            continue
        card = moves.card_of(move)
        if CARD[card].type == PERSON:
            value = _hire_value(card, coins - fee - game.hire_cost(seat, card))
        else:
            value = (game.ship_gain(seat, card) - fee) * 0.45
        if value > best_value:
            best, best_value = text, value
    return best


def _fillable(persons: list[str], needs: tuple[str, ...]) -> int:
    """How many of `needs` (person kinds) the persons can fill, Jacks standing in for any."""
    kinds = [CARD[p].kind for p in persons]
    jokers = kinds.count(JOKER)
    filled = 0
    for kind in needs:
        if kind in kinds:
            kinds.remove(kind)
            filled += 1
        elif jokers:
            jokers -= 1
            filled += 1
    return filled


def _expedition_value(game: PortRoyal, seat: int) -> float:
    persons = game.persons[seat]
    best = 0.0
    for exp in game.expeditions:
        info = CARD[exp]
        needs = info.needs or ()
        filled = _fillable(persons, needs)
        gain = info.points + COIN_POINTS * info.coins - len(needs)  # persons given up: ~1 each
        if filled == len(needs):
            best = max(best, EXPEDITION_SHARE * gain)
        elif filled:
            best = max(best, 0.25 * gain * filled / len(needs))
    return best


def _bust_risk(game: PortRoyal) -> float:
    """The active seat's expected loss if it draws once more: the harbour's worth times the
    chance that the next card is an unseen ship of a colour already there that it cannot
    repel (unseen: not in the harbour, the displays or the discard pile)."""
    colours = game.ship_colours()
    if not colours or game.phase != DISCOVER:
        return 0.0
    seen = set(game.harbour) | set(game.discard)
    for s in range(game.players):
        seen.update(game.persons[s])
        seen.update(game.done[s])
    seen.update(game.expeditions)
    sabres = game.sabres(game.active)
    unseen = busting = 0
    for card in BASE_DECK + (EXPANSION_DECK if game.options["expansion"] else ()):
        if card in seen:
            continue
        info = CARD[card]
        unseen += 1
        if info.type == SHIP and info.colour in colours and (info.sabres is None or info.sabres > sabres):
            busting += 1
    worth = sum(game.ship_gain(game.active, c) for c in game.harbour if CARD[c].type == SHIP)
    worth += len(game.harbour)  # persons to hire are worth something too
    return COIN_POINTS * worth * busting / max(1, unseen)


def worth(game: PortRoyal, seat: int, turns_left: float) -> float:
    """`seat`'s points now plus what its coins, persons and expeditions will likely bring."""
    coins: float = len(game.coins[seat])
    if coins >= TAX_LIMIT:
        coins -= 0.3 * (coins // 2)  # a tax increase would take half: about a third comes
    value = game.points(seat) + COIN_POINTS * coins
    income = 0.0
    for p in game.persons[seat]:
        income += INCOME.get(CARD[p].kind or "", 0.0)
    income += SABRE_INCOME * min(game.sabres(seat), SABRES_USEFUL)
    value += COIN_POINTS * income * turns_left
    value += _expedition_value(game, seat)
    return value


def strength(game: PortRoyal, seat: int) -> float:
    """`seat`'s worth as `evaluate` judges it (points, coins, persons, expeditions)."""
    return _worths(game)[seat]


def _worths(game: PortRoyal) -> list[float]:
    n = game.players
    lead = max(game.points(s) for s in range(n))
    turns_left = max(0.5, (END_POINTS - lead) / PACE)
    values = [worth(game, s, turns_left) for s in range(n)]
    if game.phase == DISCOVER and not game.over:
        values[game.active] -= _bust_risk(game)
    return values


def advantage(game: PortRoyal, seat: int) -> float:
    """`seat`'s lead over the best other seat, in influence points."""
    values = _worths(game)
    return values[seat] - max(v for s, v in enumerate(values) if s != seat)


def outcomes(game: PortRoyal, move: str, rng: Rng, count: int) -> list[PortRoyal] | None:
    """alpha-beta's chance hook: after a draw, the positions for up to `count` cards of the
    draw pile, sampled without repeats and each brought to the top, equally likely (the pile
    of a determinized world is as unknown as the real one). None for every other move, and
    for a pile of one card or none (the world's own draw, reshuffle included, decides)."""
    if move != DRAW or len(game.draw) < 2:
        return None
    size = len(game.draw)
    picks: set[int] = set()
    while len(picks) < min(count, size):
        picks.add(rng.below(size))
    found = []
    for index in sorted(picks):
        child = game.clone()
        child.draw[-1], child.draw[index] = child.draw[index], child.draw[-1]
        child.play_trusted(DRAW)
        found.append(child)
    return found


def evaluate(game: PortRoyal, seat: int) -> float:
    """An estimate in [0, 1] of `seat`'s share of the win."""
    if game.over:
        winners = game.result()["winners"]
        return 1.0 / len(winners) if seat in winners else 0.0
    lead = max(game.points(s) for s in range(game.players))
    scale = SCALE + SCALE_PER_POINT * max(0, END_POINTS - lead)
    x = advantage(game, seat) / scale
    return 1.0 / (1.0 + math.exp(-max(-50.0, min(50.0, x))))
