"""Rosenkönig reference searcher (a benchmark, not a level): alpha-beta to depth 4 over the
open cards, with the territory score (sum of squared group sizes, own minus opponent's) as
its evaluation.

"Over the open cards": both hands and the board are open in Rosenkönig; only the draw pile's
order is hidden, and its contents are known (every card not in a hand or on the discard pile).
The searcher plays on its own small model of the position; a draw is a chance node averaging
over the cards the pile holds (the discard pile once it is used up). Zugzwang and passing
follow the rules (the other seat moves unless it cannot; a position where neither can move
ends the game).
"""

from __future__ import annotations

from ludothek.roseking.moves import DIRECTIONS, card_parts, hero, play
from ludothek.roseking.rules import DRAW_TEXT, HAND_LIMIT, SIZE

DEPTH = 4
WIN = 10_000

# card -> [target square or -1 for every square]
_TARGETS: dict[str, list[int]] = {}
for _card in (f"{d}{n}" for d in DIRECTIONS for n in (1, 2, 3)):
    _direction, _n = card_parts(_card)
    _dx, _dy = DIRECTIONS[_direction]
    _row = []
    for _sq in range(SIZE * SIZE):
        _r, _c = divmod(_sq, SIZE)
        _r, _c = _r + _dy * _n, _c + _dx * _n
        _row.append(_r * SIZE + _c if 0 <= _r < SIZE and 0 <= _c < SIZE else -1)
    _TARGETS[_card] = _row
_NEIGHBOURS = [[r * SIZE + c for r, c in ((sq // SIZE - 1, sq % SIZE), (sq // SIZE + 1, sq % SIZE),
                                           (sq // SIZE, sq % SIZE - 1), (sq // SIZE, sq % SIZE + 1))
                if 0 <= r < SIZE and 0 <= c < SIZE] for sq in range(SIZE * SIZE)]


def territory_points(board: list, colour: int) -> int:
    """Sum of the squared sizes of `colour`'s orthogonally connected groups."""
    seen = bytearray(SIZE * SIZE)
    total = 0
    for start in range(SIZE * SIZE):
        if board[start] != colour or seen[start]:
            continue
        seen[start] = 1
        stack, size = [start], 0
        while stack:
            sq = stack.pop()
            size += 1
            for nb in _NEIGHBOURS[sq]:
                if not seen[nb] and board[nb] == colour:
                    seen[nb] = 1
                    stack.append(nb)
        total += size * size
    return total


class Model:
    """The position as the searcher sees it; moves are made and unmade in place."""

    def __init__(self, game) -> None:
        self.board = list(game.board)
        self.crown = game.crown
        self.hands = [list(h) for h in game.hands]
        self.heroes = list(game.heroes)
        self.stones = game.stones_left
        # What a draw may bring: the pile's contents (its order is not looked at).
        self.pile = sorted(game.draw_pile) or sorted(game.discard)
        self.current = game.current

    def moves(self, seat: int) -> list[tuple[str, str, int]]:
        """(kind, card, target) for `seat`: plays, hero plays, then the draw."""
        found = []
        board, crown, opponent = self.board, self.crown, 1 - seat
        for card in self.hands[seat]:
            target = _TARGETS[card][crown]
            if target < 0:
                continue
            owner = board[target]
            if owner is None:
                if self.stones > 0:
                    found.append(("play", card, target))
            elif owner == opponent and self.heroes[seat] > 0:
                found.append(("hero", card, target))
        if len(self.hands[seat]) < HAND_LIMIT and self.pile:
            found.append(("draw", "", -1))  # the card comes by chance
        return found

    def make(self, seat: int, move: tuple[str, str, int]) -> tuple:
        kind, card, target = move
        undo = (self.crown, self.current, kind, card, target)
        if kind == "draw":
            self.hands[seat].append(card)
            self.pile.remove(card)
        else:
            self.hands[seat].remove(card)
            self.crown = target
            self.board[target] = seat
            if kind == "hero":
                self.heroes[seat] -= 1
            else:
                self.stones -= 1
        return undo

    def unmake(self, seat: int, undo: tuple) -> None:
        crown, current, kind, card, target = undo
        if kind == "draw":
            self.hands[seat].remove(card)
            self.pile.append(card)
        else:
            self.hands[seat].append(card)
            if kind == "hero":
                self.heroes[seat] += 1
                self.board[target] = 1 - seat
            else:
                self.stones += 1
                self.board[target] = None
        self.crown, self.current = crown, current

    def next_seat(self, mover: int) -> int | None:
        """Who moves after `mover` (None: the game is over)."""
        if self.stones == 0:
            return None
        if self.moves(1 - mover):
            return 1 - mover
        if self.moves(mover):
            return mover
        return None

    def value(self, seat: int, over: bool) -> int:
        mine, theirs = territory_points(self.board, seat), territory_points(self.board, 1 - seat)
        if over and mine != theirs:
            return (WIN if mine > theirs else -WIN) + mine - theirs
        return mine - theirs


def _after(model: Model, seat: int, move: tuple[str, str, int], depth: int, alpha: float,
           beta: float) -> float:
    """The value for `seat` of making `move` and searching on. A draw is the mean over the
    cards it may bring, each searched with a full window. The drawer can play the card two
    moves later at the earliest; nearer the horizon it changes nothing (the evaluation is the
    territory), so one look does."""
    if move[0] == "draw" and not move[1] and depth > 2:
        pile = model.pile
        counts: dict[str, int] = {}
        for card in pile:
            counts[card] = counts.get(card, 0) + 1
        total = 0.0
        for card in sorted(counts):
            total += counts[card] * _after(model, seat, ("draw", card, -1), depth,
                                           -float("inf"), float("inf"))
        return total / len(pile)
    if move[0] == "draw" and not move[1]:
        move = ("draw", model.pile[0], -1)
    undo = model.make(seat, move)
    nxt = model.next_seat(seat)
    if nxt is None:
        value = model.value(seat, True)
    elif nxt == seat:
        value = _search(model, seat, depth - 1, alpha, beta)
    else:
        value = -_search(model, nxt, depth - 1, -beta, -alpha)
    model.unmake(seat, undo)
    return value


def _search(model: Model, seat: int, depth: int, alpha: float, beta: float) -> float:
    """Negamax with alpha-beta: the value for `seat`, who is to move."""
    moves = model.moves(seat)
    if depth == 0 or not moves:
        return model.value(seat, not moves)
    best = -float("inf")
    for move in moves:
        value = _after(model, seat, move, depth, alpha, beta)
        if value > best:
            best = value
        if best > alpha:
            alpha = best
        if alpha >= beta:
            break
    return best


def choose(game, seed: int = 0, depth: int = DEPTH) -> str:
    """The searcher's move in `game` (Rosenkönig): the first best move in its own order."""
    model = Model(game)
    seat = game.current
    best_move, best = None, -float("inf")
    for move in model.moves(seat):
        value = _after(model, seat, move, depth, best, float("inf"))
        if best_move is None or value > best:
            best_move, best = move, value
    kind, card, _target = best_move
    return DRAW_TEXT if kind == "draw" else hero(card) if kind == "hero" else play(card)


def greedy(game, seed: int = 0) -> str:
    """The best territory score after one move (a draw changes nothing)."""
    return choose(game, seed, depth=1)
