"""Rosenkönig (The Rose King), 2 players.

Sources: seeds 000 (Yucata page: printed rules, online deviation and options) and 002 (the
publisher's printed rules); ../shared/reference/rose_king.md. Rules notes: NOTES.md beside this.

Moves ("N2", "H:N2", "draw") are written and read by moves.py, which documents them.
Squares are named a1..i9: files a-i from left to right, ranks 1-9 from bottom to top, as the
board is shown (north up). Seat 0 plays the red roses, seat 1 the white ones.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import NamedTuple

from . import SPEC
from ..core import Game, Refusal, Rng
from .moves import CARDS, DIRECTIONS, DRAW, DRAW_MOVE, HERO, Card, card_parts, hero, parse, play, text
from .view import Board, Colour, Group, RoseKingResult, RoseKingView, Square

SIZE = 9
STONES = 52
HAND_LIMIT = 5
HEROES = 4
CENTRE = (SIZE // 2) * SIZE + SIZE // 2

# Rows grow downwards on the board (row 0 is rank 9), so north (DIRECTIONS) is -1.
RED, WHITE = 0, 1
DRAW_TEXT = text(DRAW_MOVE)



class Score(NamedTuple):
    """One colour's score (seed 002, 'Spielende'): the points decide, then the tie-breakers."""

    points: int  # the sum of its territories' sizes squared
    largest: int  # its largest territory
    roses: int  # its roses on the board


def square_name(index: Square) -> str:
    row, col = divmod(index, SIZE)
    return f"{'abcdefghi'[col]}{SIZE - row}"


def card_vector(card: Card) -> tuple[int, int]:
    direction, n = card_parts(card)
    dx, dy = DIRECTIONS[direction]
    return dx * n, dy * n


def _landing(crown: Square, card: Card) -> Square | None:
    row, col = divmod(crown, SIZE)
    dx, dy = card_vector(card)
    row, col = row + dy, col + dx
    if 0 <= row < SIZE and 0 <= col < SIZE:
        return row * SIZE + col
    return None


# Per card, the square the crown reaches from each square (None: off the board). Worked out
# once: legal moves are asked for after every move of every playout the computer runs.
_LANDING = {card: tuple(_landing(sq, card) for sq in range(SIZE * SIZE)) for card in CARDS}
_PLAY_TEXT = {card: play(card) for card in CARDS}
_HERO_TEXT = {card: hero(card) for card in CARDS}


def target_of(crown: Square, card: Card) -> Square | None:
    """The square the crown reaches with `card`, or None if it would leave the board."""
    return _LANDING[card][crown]


def groups(board: Board, colour: Colour) -> list[Group]:
    """The orthogonally connected groups of `colour`, each a sorted list of squares."""
    seen: set[Square] = set()
    found: list[Group] = []
    for start, owner in enumerate(board):
        if owner != colour or start in seen:
            continue
        seen.add(start)
        stack, group = [start], list[Square]()
        while stack:
            sq = stack.pop()
            group.append(sq)
            row, col = divmod(sq, SIZE)
            for r, c in ((row - 1, col), (row + 1, col), (row, col - 1), (row, col + 1)):
                nb = r * SIZE + c
                if 0 <= r < SIZE and 0 <= c < SIZE and nb not in seen and board[nb] == colour:
                    seen.add(nb)
                    stack.append(nb)
        found.append(sorted(group))
    return found


def territories(board: Board, colour: Colour) -> list[int]:
    """Sizes of the territories (connected groups) of `colour`, largest first."""
    return sorted((len(g) for g in groups(board, colour)), reverse=True)


def score_of(territory_sizes: Iterable[int]) -> Score:
    """One colour's score from the sizes of its territories."""
    sizes = sorted(territory_sizes, reverse=True)
    return Score(sum(s * s for s in sizes), sizes[0] if sizes else 0, sum(sizes))


def score_board(board: Board) -> list[Score]:
    """Per colour: (points, largest territory, stones), see `score_of`."""
    return [score_of(territories(board, colour)) for colour in (RED, WHITE)]


class RoseKing(Game[RoseKingView], spec=SPEC):
    RULES_VERSION = 1

    # The state, all set by setup() (tests/contract checks that nothing else appears).
    board: Board
    crown: Square
    stones_left: int  # power stones (roses) not yet on the board
    heroes: list[int]  # per seat, hero cards left
    draw_pile: list[Card]  # the top is the end
    hands: list[list[Card]]  # per seat, in the order drawn
    discard: list[Card]
    end_reason: str | None

    def setup(self) -> None:
        self.board = [None] * (SIZE * SIZE)
        self.crown = CENTRE
        self.stones_left = STONES
        self.heroes = [HEROES, HEROES]
        self.draw_pile = list(CARDS)
        self.rng.shuffle(self.draw_pile)
        self.hands = [[], []]
        for seat in (RED, WHITE):
            for _ in range(HAND_LIMIT):
                self.hands[seat].append(self.draw_pile.pop())
        self.discard = []
        self.current = RED if self.options["start"] == "red" else self.rng.below(2)
        self.over = False
        self.end_reason = None
        self.note("start", seat=self.current)

    # ----- moves ---------------------------------------------------------------------------

    def moves_of(self, seat: int) -> list[str]:
        moves: list[str] = []
        board, crown = self.board, self.crown
        opponent = 1 - seat
        may_place, may_hero = self.stones_left > 0, self.heroes[seat] > 0
        for card in self.hands[seat]:  # in the hand's order: links store indices into the list
            target = _LANDING[card][crown]
            if target is None:
                continue
            owner = board[target]
            if owner is None:
                if may_place:
                    moves.append(_PLAY_TEXT[card])
            elif owner == opponent and may_hero:
                moves.append(_HERO_TEXT[card])
        if len(self.hands[seat]) < HAND_LIMIT and (self.draw_pile or self.discard):
            moves.append(DRAW_TEXT)
        return moves

    def legal_moves(self) -> list[str]:
        return [] if self.over else self.moves_of(self.current)

    def refusal(self, move: str) -> Refusal | None:
        """Why a move is not legal, in the player's words (`refuse.<key>` in i18n.py), after
        the rules of seed 002 '1'-'3'; everything it reads is open (both hands, the board)."""
        seat = self.current
        try:
            kind, card = parse(move)
        except ValueError:
            return Refusal("unknown", {"move": move})
        if kind == DRAW:  # '2': only with fewer than five cards
            return Refusal("hand_full") if len(self.hands[seat]) >= HAND_LIMIT else None
        if card not in self.hands[seat]:
            return Refusal("opponents_card" if card in self.hands[1 - seat] else "not_held")
        target = target_of(self.crown, card)
        if target is None:  # '1': never over the edge of the board
            return Refusal("off_board")
        owner, square = self.board[target], {"square": square_name(target)}
        if owner == seat:  # '1' and '3': the target is free, or an opponent's for a hero
            return Refusal("own_rose", square)
        if owner is None:
            return Refusal("hero_on_empty", square) if kind == HERO else None
        if self.heroes[seat] == 0:  # '3': four heroes each, then no more
            return Refusal("no_hero", square)
        return Refusal("needs_hero", square) if kind != HERO else None

    def apply(self, move: str) -> None:
        seat = self.current
        kind, card = parse(move)
        if kind == DRAW:
            card = self.draw_pile.pop()
            self.hands[seat].append(card)
            self.note("draw", seat=seat, card=card)
            if not self.draw_pile and self.discard:
                self.draw_pile = self.discard
                self.discard = []
                self.rng.shuffle(self.draw_pile)
                self.note("reshuffle", cards=len(self.draw_pile))
        else:
            self.hands[seat].remove(card)
            self.discard.append(card)
            crown = target_of(self.crown, card)
            assert crown is not None, "a legal play lands on the board"
            self.crown = crown
            if kind == HERO:
                self.heroes[seat] -= 1
                self.board[self.crown] = seat
                self.note("hero", seat=seat, card=card, square=square_name(self.crown))
            else:
                self.board[self.crown] = seat
                self.stones_left -= 1
                self.note("play", seat=seat, card=card, square=square_name(self.crown))
        self._advance(seat)

    def _advance(self, mover: int) -> None:
        """Zugzwang and the automatic pass: the other seat moves unless it cannot act."""
        if self.stones_left == 0:
            self._finish("last_stone")
            return
        other = 1 - mover
        if self.moves_of(other):
            self.current = other
        elif self.moves_of(mover):
            self.current = mover
            self.note("pass", seat=other)
        else:
            self._finish("blocked")

    def _finish(self, reason: str) -> None:
        self.over = True
        self.end_reason = reason
        self.note("end", reason=reason)

    # ----- state queries -------------------------------------------------------------------

    def can_undo(self) -> bool:
        # Option 'Light': a played card can be taken back. A draw revealed a card: never.
        return bool(self.options["light"] and self.history and parse(self.history[-1]).kind != DRAW)

    def scores(self) -> list[Score]:
        return score_board(self.board)

    def result(self) -> RoseKingResult:
        per_colour = self.scores()
        best = max(per_colour)
        return {"scores": [s.points for s in per_colour],
                "tiebreaks": [[s.largest, s.roses] for s in per_colour],
                "winners": [seat for seat, score in enumerate(per_colour) if score == best],
                "territories": [territories(self.board, c) for c in (RED, WHITE)],
                "reason": self.end_reason}

    def view(self, seat: int | None) -> RoseKingView:
        territory = [groups(self.board, colour) for colour in (RED, WHITE)]
        view: RoseKingView = {
            **self.base_view(seat),
            "board": list(self.board),
            "crown": self.crown,
            "hands": [list(h) for h in self.hands],  # open information
            # Where the crown would land with each card in a hand (None: off the board).
            "card_targets": {card: target_of(self.crown, card) for hand in self.hands for card in hand},
            # Each colour's territories (connected groups), each a sorted list of squares.
            "groups": territory,
            "heroes": list(self.heroes),
            "stones_left": self.stones_left,
            "draw_count": len(self.draw_pile),
            "discard_count": len(self.discard),
            "discard_top": self.discard[-1] if self.discard else None,
            "scores": [list(score_of(len(g) for g in gs)) for gs in territory],
            "end_reason": self.end_reason,
        }
        if self.options["show_draw_pile"]:
            # What is left to draw, never its order.
            view["draw_pile"] = sorted(self.draw_pile, key=CARDS.index)
        return view

    def determinize(self, seat: int | None, rng: Rng) -> RoseKing:
        # The only secret is the draw pile's order (and future reshuffles): resample both from
        # the pile's contents in a canonical order, so the truth cannot leak through the order.
        clone = super().determinize(seat, rng)
        clone.draw_pile = sorted(clone.draw_pile, key=CARDS.index)
        rng.shuffle(clone.draw_pile)
        return clone


GAME = RoseKing
