"""Jacynth (P.D. Magnus), a Decktet game for 2-3 players and solitaire.

Sources: seed 003 (the German Decktet wiki page: districts, control, turn, scoring, extended
deck, solitaire) and ../shared/reference/jacynth.md (card list, starting layouts). Card table:
cards.py. Rules readings: NOTES.md beside this.

Moves ("p:8MS@c4" place a card, "t:c4" put a token on it, "skip") are written and read by
moves.py, which documents them. Cells are named a1..f6 (a1..d4 in solitaire): columns a-f from
left to right, rows 1-6 from bottom to top, as the city is shown.
"""

from __future__ import annotations

from typing import NamedTuple

from . import SPEC
from ..core import Game, Refusal, Rng
from .cards import NUMBER, ORDER, PART, RANK, SUITS, SUITS_OF, TOKEN_CARDS, Card, deck
from .moves import PLACE, SKIP, SKIP_MOVE, TOKEN as TOKEN_MOVE, parse, places, text, token
from .view import City, JacynthResult, JacynthView, Phase, ScoredDistrict, Tokens

HAND = 3
TOKENS = 4
PLAY: Phase = "play"  # a hand card is placed
TOKEN: Phase = "token"  # then a token, or none
FIRST_TOKEN: Phase = "first_token"  # solitaire's opening: a token on a corner card
OVER: Phase = "over"
Cell = int  # a city cell, row by row from the top left; its name is cell_name(size, it)

# Starting layouts on the 6x6 grid as (column, row) from the top left (reference).
LAYOUTS = {
    "razeway": ((0, 0), (1, 1), (2, 2), (3, 3), (4, 4), (5, 5)),
    "towers": ((1, 1), (4, 1), (1, 4), (4, 4)),
    "old_city": ((2, 0), (4, 1), (0, 2), (5, 3), (1, 4), (3, 5)),
}
assert tuple(LAYOUTS) == SPEC.options[0].choices  # the form lists the layouts by name
SOLO_CORNERS = ((0, 0), (3, 0), (0, 3), (3, 3))  # the solitaire 4x4 city

# Solitaire: tokens that must be down after the k-th played card (seed 'Solitaire').
SOLO_DEADLINES = ((4, 2), (8, 3), (12, 4))
# Solitaire rank titles: (lowest score, key), highest first (seed 'Solitaire' table).
SOLO_RANKS = ((30, "prince"), (27, "magnate"), (24, "eminence"), (19, "courtier"),
              (15, "noble"), (11, "citizen"), (0, "stranger"))


class Grid(NamedTuple):
    names: list[str]  # per cell, its name: "a6" is the top left
    cell_of: dict[str, Cell]  # name -> cell
    neighbours: tuple[tuple[Cell, ...], ...]  # per cell, those sharing an edge with it


# A district under control (seed 'Distrikte'): (suit, owner, cells), the owner the seat whose
# token is on its highest-ranked card. A plain tuple: the computer makes thousands a second.
Claim = tuple[str, int, list[Cell]]


class District(NamedTuple):
    suit: str
    cells: list[Cell]  # sorted


def _grid(size: int) -> Grid:
    names = [f"{'abcdef'[i % size]}{size - i // size}" for i in range(size * size)]
    neighbours: list[tuple[Cell, ...]] = []
    for i in range(size * size):
        row, col = divmod(i, size)
        neighbours.append(tuple(r * size + c for r, c in
                                ((row - 1, col), (row + 1, col), (row, col - 1), (row, col + 1))
                                if 0 <= r < size and 0 <= c < size))
    return Grid(names, {name: i for i, name in enumerate(names)}, tuple(neighbours))


GRIDS = {size: _grid(size) for size in (4, 6)}


def cell_name(size: int, index: Cell) -> str:
    return GRIDS[size][0][index]


def solo_rank(score: int) -> str:
    """The solitaire title for a score (seed 'Solitaire' table)."""
    return next(key for lowest, key in SOLO_RANKS if score >= lowest)


def solo_required(played: int) -> int:
    """How many tokens must be down once `played` cards have been played in solitaire."""
    need = 1
    for after, count in SOLO_DEADLINES:
        if played >= after:
            need = count
    return need


def _flood(city: City, neighbours: tuple[tuple[Cell, ...], ...], suit: str, start: Cell,
           seen: set[Cell]) -> list[Cell]:
    """The cells joined to `start` edge to edge through cards of `suit` (marks them seen)."""
    seen.add(start)
    stack, cells = [start], [start]
    while stack:
        for nb in neighbours[stack.pop()]:
            if nb not in seen and suit in SUITS_OF[city[nb]]:
                seen.add(nb)
                stack.append(nb)
                cells.append(nb)
    return cells


def claims(city: City, tokens: Tokens, neighbours: tuple[tuple[Cell, ...], ...]) -> list[Claim]:
    """The controlled districts as (suit, controller, cells).

    A district's controller is the token on its highest-ranked card (seed 'Distrikte'): flooding
    from the tokens in falling rank order, the first token to reach a district claims it.
    """
    holders = sorted((c for c, t in enumerate(tokens) if t is not None), key=lambda c: -RANK[city[c]])
    out: list[Claim] = []
    for suit in SUITS:
        seen: set[Cell] = set()
        for start in holders:
            if start not in seen and suit in SUITS_OF[city[start]]:
                owner = tokens[start]
                assert owner is not None  # a holder holds a token
                out.append((suit, owner, _flood(city, neighbours, suit, start, seen)))
    return out


def districts(city: City, neighbours: tuple[tuple[Cell, ...], ...]) -> list[District]:
    """Every district: cards sharing a suit, joined edge to edge."""
    out: list[District] = []
    for suit in SUITS:
        seen: set[Cell] = set()
        for start, card in enumerate(city):
            if start not in seen and suit in SUITS_OF[card]:
                out.append(District(suit, sorted(_flood(city, neighbours, suit, start, seen))))
    return out


class Jacynth(Game[JacynthView], spec=SPEC):
    RULES_VERSION = 1

    # The state, all set by setup() (tests/contract checks that nothing else appears).
    size: int  # the city is size x size
    draw_pile: list[Card]  # the top is the end
    hands: list[list[Card]]  # per seat, in canonical order
    city: City
    tokens: Tokens
    tokens_left: list[int]  # per seat
    discard: list[Card]  # solitaire flips
    played: int  # cards played from hands
    last_cell: Cell | None  # where the card of the current turn went
    flipped: bool  # solitaire: this turn's flip revealed a card
    phase: Phase

    def setup(self) -> None:
        solo = self.players == 1
        self.size = 4 if solo else 6
        cells = self.size * self.size
        self.draw_pile = deck(self.options["excuse"], self.options["pawns"], self.options["courts"])
        self.rng.shuffle(self.draw_pile)
        # Seed 'Vorbereitung': deal the hands first, then the starting layout face up.
        self.hands = [sorted((self.draw_pile.pop() for _ in range(HAND)), key=ORDER.__getitem__)
                      for _ in range(self.players)]
        self.city = [None] * cells
        self.tokens = [None] * cells
        for col, row in (SOLO_CORNERS if solo else LAYOUTS[self.options["layout"]]):
            self.city[row * self.size + col] = self.draw_pile.pop()
        self.tokens_left = [TOKENS] * self.players
        self.discard = []  # solitaire flips
        self.played = 0  # cards played from hands
        self.last_cell = None  # where the card of the current turn went
        self.flipped = False  # solitaire: this turn's flip revealed a card
        # Seed 'Spielablauf': the player after the dealer starts; the dealer is drawn by lot.
        self.current = 0 if solo else (self.rng.below(self.players) + 1) % self.players
        self.phase = PLAY
        self.note("start", seat=self.current, layout=None if solo else self.options["layout"])
        if solo:
            self.phase = FIRST_TOKEN
            if not self._token_cells(0):
                self.phase = PLAY  # no corner can hold a token (extended deck): it comes later
                self.note("no_first_token", seat=0)

    # ----- helpers -------------------------------------------------------------------------

    @property
    def neighbours(self) -> tuple[tuple[Cell, ...], ...]:
        return GRIDS[self.size][2]

    def _open_cells(self) -> list[Cell]:
        """Empty cells sharing an edge with a card (seed 'Stadt erkunden')."""
        city, nbs = self.city, self.neighbours
        return [c for c, card in enumerate(city)
                if card is None and any(city[n] is not None for n in nbs[c])]

    def _token_cells(self, seat: int) -> list[Cell]:
        """Cards that may take `seat`'s token now (seed 'Einfluss ausüben')."""
        if not self.tokens_left[seat]:
            return []
        city, tokens = self.city, self.tokens
        if self.phase == FIRST_TOKEN:
            cells: range | list[Cell] = [r * self.size + c for c, r in SOLO_CORNERS]
        else:
            cells = range(len(city))
        candidates = [c for c in cells if tokens[c] is None and city[c] in TOKEN_CARDS]
        if not candidates or self.players == 1:
            return sorted(candidates)
        # Not in a district an opponent controls, through either suit of the card.
        blocked: set[Cell] = set()
        for _suit, owner, cells in claims(city, tokens, self.neighbours):
            if owner != seat:
                blocked.update(cells)
        return [c for c in candidates if c not in blocked]

    def _token_forced(self) -> bool:
        """Solitaire: a token deadline has been reached (seed 'Solitaire')."""
        if self.players != 1:
            return False
        return TOKENS - self.tokens_left[0] < solo_required(self.played)

    # ----- moves ---------------------------------------------------------------------------

    def legal_moves(self) -> list[str]:
        phase = self.phase
        names = GRIDS[self.size][0]
        if phase == PLAY:
            cells = [names[c] for c in self._open_cells()]
            return places(self.hands[self.current], cells)
        if phase in (TOKEN, FIRST_TOKEN):
            moves = [token(names[c]) for c in self._token_cells(self.current)]
            if phase == TOKEN and not (moves and self._token_forced()):
                moves.append(text(SKIP_MOVE))
            return moves
        return []

    def refusal(self, move: str) -> Refusal | None:
        """Why `move` is not legal now, as `refuse.<key>` of i18n.py: from what the player to
        move sees only (the city, the tokens, the deadlines and their own hand)."""
        try:
            kind, card, name = parse(move)
        except ValueError:
            kind, card, name = "", "", ""
        if name and name not in GRIDS[self.size][1]:
            return Refusal("off_city", {"cell": name})  # solitaire's city is 4x4
        if self.phase == PLAY:
            return self._place_refusal(kind, card, name)
        if self.phase in (TOKEN, FIRST_TOKEN):
            return self._token_refusal(kind, name)
        return None

    def _place_refusal(self, kind: str, card: Card, name: str) -> Refusal:
        """Seed 'Stadt erkunden': a card from your hand on an empty cell beside a card."""
        if kind != PLACE:
            return Refusal("place_first")
        if card not in self.hands[self.current]:
            return Refusal("not_in_hand")
        if self.city[GRIDS[self.size][1][name]] is not None:
            return Refusal("cell_taken", {"cell": name})
        return Refusal("not_adjacent", {"cell": name})

    def _token_refusal(self, kind: str, name: str) -> Refusal | None:
        """Seed 'Einfluss ausüben', 'Das erweiterte Deck' and 'Solitaire'."""
        first = self.phase == FIRST_TOKEN
        if first and kind != TOKEN_MOVE:
            return Refusal("first_token")
        if kind == SKIP and self._token_forced():
            after = max(a for a, _ in SOLO_DEADLINES if self.played >= a)
            return Refusal("token_due", {"after": after, "count": solo_required(self.played)})
        if kind != TOKEN_MOVE:
            return Refusal("token_now")
        cell = GRIDS[self.size][1][name]
        card = self.city[cell]
        if card is None:
            return Refusal("no_card", {"cell": name})
        if self.tokens[cell] is not None:
            return Refusal("has_token", {"cell": name})
        if card not in TOKEN_CARDS:
            return Refusal(f"no_token_{PART[card]}")  # the Excuse, a Pawn, a Court
        if not self.tokens_left[self.current]:
            return Refusal("no_tokens_left")
        if first:
            return Refusal("first_token_corner")
        owners = [owner for _suit, owner, cells in claims(self.city, self.tokens, self.neighbours)
                  if cell in cells and owner != self.current]
        if owners:
            return Refusal("opponent_district", {"cell": name, "owner": self.names[owners[0]]})
        return None

    def apply(self, move: str) -> None:
        seat = self.current
        kind, card, name = parse(move)
        if kind == SKIP:
            self._end_turn(seat)
        elif kind == TOKEN_MOVE:
            cell = GRIDS[self.size][1][name]
            self.tokens[cell] = seat
            self.tokens_left[seat] -= 1
            self.note("token", seat=seat, cell=name, card=self.city[cell])
            if self.phase == FIRST_TOKEN:
                self.phase = PLAY
            else:
                self._end_turn(seat)
        else:
            self._place(seat, card, GRIDS[self.size][1][name])

    def _place(self, seat: int, card: Card, cell: Cell) -> None:
        self.hands[seat].remove(card)
        name = cell_name(self.size, cell)
        self.note("play", seat=seat, card=card, cell=name)
        self.flipped = False
        if self.players == 1 and card in NUMBER and self.draw_pile:
            # Seed 'Solitaire': a number card turns up the top card of the draw pile; a number
            # card of equal or higher rank takes its place, anything else is discarded.
            top = self.draw_pile.pop()
            self.flipped = True
            if top in NUMBER and RANK[top] >= RANK[card]:
                self.discard.append(card)
                self.note("flip_swap", seat=seat, card=top, played=card, cell=name)
                card = top
            else:
                self.discard.append(top)
                self.note("flip_keep", seat=seat, card=top, played=card)
        before = self._owners_around(cell, card)
        self.city[cell] = card
        self.played += 1
        self.last_cell = cell
        if before:
            self._note_takeovers(cell, before)
        self.phase = TOKEN
        if not self._token_cells(seat):
            self._end_turn(seat)  # nothing to decide: no token left or no card may take one

    def _owners_around(self, cell: Cell, card: Card) -> dict[str, set[int]] | None:
        """Per suit of the new card, the controllers of the districts it is about to join,
        when it joins two or more (only then can control change hands)."""
        suits = SUITS_OF[card]
        touching = {s: [n for n in self.neighbours[cell] if s in SUITS_OF[self.city[n]]] for s in suits}
        if not any(len(v) > 1 for v in touching.values()):
            return None
        owner: dict[tuple[str, Cell], int] = {}
        for suit, _owner, cells in claims(self.city, self.tokens, self.neighbours):
            for c in cells:
                owner[suit, c] = _owner
        return {s: {owner[s, n] for n in ns if (s, n) in owner} for s, ns in touching.items()}

    def _note_takeovers(self, cell: Cell, before: dict[str, set[int]]) -> None:
        for suit, owner, cells in claims(self.city, self.tokens, self.neighbours):
            if cell in cells and len(before.get(suit, ())) > 1:
                # Seed 'Distrikte': districts merged; the highest-ranked token takes them all.
                self.note("merge", seat=owner, suit=suit, cell=cell_name(self.size, cell),
                          size=len(cells))

    def _end_turn(self, seat: int) -> None:
        self.last_cell = None
        if self.draw_pile:
            # Seed 'Karte ziehen': draw while the pile lasts; only the drawer sees the card.
            card = self.draw_pile.pop()
            hand = self.hands[seat]
            hand.append(card)
            hand.sort(key=ORDER.__getitem__)
            self.note("draw", to=[seat], seat=seat, card=card)
        if None not in self.city:
            # Seed 'Spielende': the game ends with the turn that filled the 36th (16th) cell.
            self.phase = OVER
            self.note("end", scores=self.scores())
            return
        nxt = (seat + 1) % self.players
        while not self.hands[nxt]:  # cannot happen with the deck sizes here; kept as a guard
            nxt = (nxt + 1) % self.players
        self.current = nxt
        self.phase = PLAY

    # ----- state queries -------------------------------------------------------------------

    @property
    def to_move(self) -> int | None:
        return None if self.phase == OVER else self.current

    @property
    def is_over(self) -> bool:
        return self.phase == OVER

    def can_undo(self) -> bool:
        # A placement may be taken back while its token decision is pending, unless the
        # solitaire flip has shown a hidden card (the draw comes only after the decision).
        return bool(self.phase == TOKEN and self.history and parse(self.history[-1]).kind == PLACE
                    and not self.flipped)

    def scores(self) -> list[int]:
        """Seed 'Wertung': one point per card of each district a seat controls."""
        out = [0] * self.players
        for _suit, owner, cells in claims(self.city, self.tokens, self.neighbours):
            out[owner] += len(cells)
        return out

    def breakdown(self) -> list[list[ScoredDistrict]]:
        names = GRIDS[self.size][0]
        out: list[list[ScoredDistrict]] = [[] for _ in range(self.players)]
        for suit, owner, cells in claims(self.city, self.tokens, self.neighbours):
            out[owner].append({"suit": suit, "size": len(cells),
                               "cells": [names[c] for c in sorted(cells)]})
        for rows in out:
            rows.sort(key=lambda d: (-d["size"], SUITS.index(d["suit"]), d["cells"]))
        return out

    def result(self) -> JacynthResult:
        scores = self.scores()
        best = max(scores)
        out: JacynthResult = {"scores": scores,
               "tiebreaks": [[] for _ in scores],  # the rules know none: a tie is shared
               "winners": [seat for seat, s in enumerate(scores) if s == best],
               "breakdown": self.breakdown()}
        if self.players == 1:
            out["rank"] = solo_rank(scores[0])
        return out

    def view(self, seat: int | None) -> JacynthView:
        names = GRIDS[self.size][0]
        control: dict[tuple[str, Cell], int] = {}
        for suit, owner, cells in claims(self.city, self.tokens, self.neighbours):
            control[suit, min(cells)] = owner
        view: JacynthView = {
            **self.base_view(seat),
            "size": self.size,
            "cells": list(names),
            "layout": None if self.players == 1 else self.options["layout"],
            "city": list(self.city),
            "tokens": list(self.tokens),
            "tokens_left": list(self.tokens_left),
            "hand": list(self.hands[seat]) if seat is not None else None,
            "hand_counts": [len(h) for h in self.hands],
            "draw_count": len(self.draw_pile),
            "discard": list(self.discard),
            "districts": [{"suit": suit, "cells": [names[c] for c in cells], "size": len(cells),
                           "controller": control.get((suit, cells[0]))}
                          for suit, cells in districts(self.city, self.neighbours)],
            "scores": self.scores(),
            "phase": self.phase,
            "last_cell": None if self.last_cell is None else names[self.last_cell],
        }
        if self.players == 1:
            view["solo"] = {"played": self.played, "tokens_required": solo_required(self.played),
                            "token_forced": self.phase == TOKEN and self._token_forced(),
                            "rank": solo_rank(view["scores"][0]),
                            # The cards to play in all (every cell but the corners), the tokens
                            # down, and the deadlines as [after the k-th card, tokens down].
                            "to_play": len(self.city) - len(SOLO_CORNERS),
                            "tokens_down": TOKENS - self.tokens_left[0],
                            "deadlines": [list(d) for d in SOLO_DEADLINES]}
        return view

    def determinize(self, seat: int | None, rng: Rng) -> Jacynth:
        # Unknown to `seat`: the other hands and the draw pile. Pool them in canonical order,
        # shuffle, and deal them back in the same counts; keep only the log `seat` may read.
        clone = super().determinize(seat, rng)
        hidden = [s for s in range(self.players) if s != seat]
        pool = [c for s in hidden for c in clone.hands[s]] + clone.draw_pile
        pool.sort(key=ORDER.__getitem__)
        rng.shuffle(pool)
        for s in hidden:
            count = len(clone.hands[s])
            clone.hands[s] = sorted(pool[:count], key=ORDER.__getitem__)
            del pool[:count]
        clone.draw_pile = pool
        clone.log = self.log_for(seat)
        return clone


GAME = Jacynth
