"""Port Royal, 2-5 players, with the contracts expansion ("Ein Auftrag geht noch...") as an option.

Sources: seed 001 (the Yucata rules page: printed rules, the online rule changes, persons,
expansion persons and contracts) and ../shared/reference/port_royal.md (exact card list).
Rules notes: NOTES.md beside this. Card ids: cards.py.

A turn: the active player reveals cards into the harbour (Discover; the first card is revealed
automatically), then the active player and every other player in turn take cards from the
harbour (Trade & Hire). Coins are cards drawn face down from the draw pile; only counts matter.

Moves: see moves.py (notation, parse and text).
"""

from __future__ import annotations

from typing import Any, NamedTuple, Self, cast

from . import SPEC
from ..core import Game, Refusal
from ..core.rng import Rng
from . import moves
from .cards import (CARD, CONTRACT, CONTRACT_IDS, CONTRACT_ORDER, CONTRACT_POINTS,
                    CONTRACTS_FACE_UP, CUBES, DISPLAY_CONTRACTS, END_POINTS, EXPANSION_DECK,
                    BASE_DECK, EXPEDITION, EXTRA_TAX_KIND, FIVE_PLAYER_CARDS, FOE_OF_COLOUR,
                    JOKER, ORDER, PERSON, PROGRESS_CONTRACTS, SHIP, START_COINS, TAX, TAX_LIMIT)
from .moves import DRAW, KEEP, PASS, REPEL, STOP
from .phases import DECIDE, DISCOVER, OVER, TRADE
from .refusals import why
from .view import Breakdown, PortRoyalResult, View

__all__ = ["DECIDE", "DISCOVER", "OVER", "TRADE", "PortRoyal", "Revealed"]

EXPEDITION_KINDS = frozenset(k for c in CARD.values() if c.needs for k in c.needs) | {JOKER}


class Revealed(NamedTuple):
    """A card revealed this turn: what became of it (harbour, expedition, tax, repelled, bust,
    taken) and the seat that took it. A tuple, so saves and snapshots hold it as a list."""

    card: str
    fate: str = "harbour"
    seat: int | None = None


class PortRoyal(Game[View], spec=SPEC):
    RULES_VERSION = 1

    # The state, set by `setup` in this order (the order of `state()`'s keys). Cards are ids
    # (cards.py); coins are cards drawn face down, so only their count is public.
    draw: list[str]  # top = last
    discard: list[str]
    expeditions: list[str]  # on display
    box: list[str]  # the 5-player expedition, boxed with fewer players
    harbour: list[str]
    pending: str | None  # a revealed ship awaiting "repel" or "keep"
    coins: list[list[str]]
    persons: list[list[str]]
    done: list[list[str]]  # fulfilled expeditions
    pirates: list[list[str]]  # Pack of Pirates: repelled ships kept
    owed: list[int]  # coins due while both piles were empty (option off)
    contracts: list[str]  # face up
    contract_pile: list[str]
    slots: dict[str, list[int]]  # per contract: seats in completion order
    progress: dict[str, list[int]]  # per progress contract: each seat's step
    start: int
    active: int
    round: int
    turn: int
    phase: str  # DISCOVER, DECIDE, TRADE, OVER
    turn_cards: list[Revealed]  # in the order revealed this turn
    reshuffles: int  # reshuffles during this Discover phase
    taxing: int  # >0 while a tax increase resolves (no extra tax inside it)
    gambled: bool  # Little Gamester already advanced this turn
    trade_base: int
    queue: list[int]  # seats still to take cards in this Trade & Hire
    picks: int  # cards the current taker may still take
    end_triggered: bool
    idle_turns: int  # turns in a row in which no card could be revealed
    end_reason: str | None

    # ----- setup -----------------------------------------------------------------------------

    def setup(self) -> None:
        n = self.players
        expansion = self.options["expansion"]
        self.draw = list(BASE_DECK + (EXPANSION_DECK if expansion else ()))
        self.rng.shuffle(self.draw)
        self.discard = []
        # The 5-player expedition has no coin on its back: face up with 5 players, else boxed.
        self.expeditions = list(FIVE_PLAYER_CARDS) if n == 5 else []
        self.box = [] if n == 5 else list(FIVE_PLAYER_CARDS)
        self.harbour = []
        self.pending = None  # a revealed ship awaiting "repel" or "keep"
        self.coins = [[self.draw.pop() for _ in range(START_COINS)] for _ in range(n)]
        self.persons = [[] for _ in range(n)]
        self.done = [[] for _ in range(n)]  # fulfilled expeditions
        self.pirates = [[] for _ in range(n)]  # Pack of Pirates: repelled ships kept
        self.owed = [0] * n  # coins due while both piles were empty (option off)
        self.contracts, self.contract_pile, self.slots, self.progress = [], [], {}, {}
        if expansion:
            pile = list(CONTRACT_IDS)
            self.rng.shuffle(pile)
            self.contracts = [pile.pop() for _ in range(CONTRACTS_FACE_UP)]
            self.contract_pile = pile
            self.slots = {c: [] for c in self.contracts}  # seats in completion order
            self.progress = {c: [0] * n for c in self.contracts if c in PROGRESS_CONTRACTS}
        self.start = self.rng.below(n) if self.options["random_start"] else 0
        self.active = self.start
        self.current = self.start
        self.round = 1
        self.turn = 0
        self.phase = DISCOVER
        self.turn_cards = []  # [card, fate, seat] in the order revealed this turn
        self.reshuffles = 0  # reshuffles during this Discover phase
        self.taxing = 0  # >0 while a tax increase resolves (no extra tax inside it)
        self.gambled = False  # Little Gamester already advanced this turn
        self.trade_base = 1
        self.queue = []  # seats still to take cards in this Trade & Hire
        self.picks = 0  # cards the current taker may still take
        self.end_triggered = False
        self.idle_turns = 0  # turns in a row in which no card could be revealed
        self.end_reason = None
        self.over = False
        self.note("start", seat=self.start)
        self._begin_turn()

    # ----- small queries ---------------------------------------------------------------------

    def count(self, seat: int, kind: str, colour: str | None = None) -> int:
        found = 0  # a plain loop: searches ask this for every move they weigh
        for person in self.persons[seat]:
            info = CARD[person]
            if info.kind == kind and (colour is None or info.colour == colour):
                found += 1
        return found

    def sabres(self, seat: int) -> int:
        return sum(CARD[p].sabres or 0 for p in self.persons[seat])

    def contract_points(self, seat: int) -> int:
        return CONTRACT_POINTS[sum(1 for c in self.contracts if seat in self.slots[c])]

    def breakdown(self, seat: int) -> Breakdown:
        return {"persons": sum(CARD[p].points for p in self.persons[seat]),
                "expeditions": sum(CARD[x].points for x in self.done[seat]),
                "contracts": self.contract_points(seat),
                "coins": len(self.coins[seat])}

    def points(self, seat: int) -> int:
        total = sum(CARD[p].points for p in self.persons[seat])
        total += sum(CARD[x].points for x in self.done[seat])
        return total + (self.contract_points(seat) if self.slots else 0)

    def cubes_free(self, seat: int) -> int:
        used = sum(1 for c in self.contracts if seat in self.slots[c])
        used += sum(1 for steps in self.progress.values() if steps[seat])
        return CUBES - used

    def _fate(self, fate: str) -> None:
        """What became of the card revealed last."""
        last = self.turn_cards[-1]
        self.turn_cards[-1] = Revealed(last.card, fate, last.seat)

    def _order(self) -> list[int]:
        """All seats clockwise, the active player first."""
        n = self.players
        return [(self.active + i) % n for i in range(n)]

    def ship_colours(self) -> set[str | None]:
        """The colours of the ships in the harbour (how many cards the active player may
        take; a second ship of one of them busts)."""
        return {CARD[c].colour for c in self.harbour if CARD[c].type == SHIP}

    def would_bust(self, card: str) -> bool:
        """Whether keeping `card` in the harbour would bust: a ship of a colour already there."""
        return CARD[card].type == SHIP and CARD[card].colour in self.ship_colours()

    # ----- coins -----------------------------------------------------------------------------

    def _draw_one(self) -> str | None:
        """The top card of the draw pile, reshuffling the discard pile when it is used up."""
        if not self.draw:
            if not self.discard:
                return None
            if self.phase in (DISCOVER, DECIDE):
                self.reshuffles += 1
                if (self.reshuffles >= 2 and self.options["tax_on_reshuffle"]
                        and not self.taxing):
                    # Online rule: hoarded coins come back before the pile is formed again.
                    self._tax(EXTRA_TAX_KIND, reason="reshuffle")
                    if self.draw:  # the tax's own coin draws already reshuffled
                        return self.draw.pop()
                    if not self.discard:
                        return None
            self.draw = self.discard
            self.discard = []
            self.rng.shuffle(self.draw)
            self.note("reshuffle", cards=len(self.draw))
        return self.draw.pop()

    def _gain(self, seat: int, n: int) -> int:
        got = 0
        while got < n:
            card = self._draw_one()
            if card is None:
                break
            self.coins[seat].append(card)
            got += 1
        if got < n:
            if self.options["no_coins_when_empty"]:
                self.note("no_coins", seat=seat, coins=n - got)
            else:
                self.owed[seat] += n - got
                self.note("owed", seat=seat, coins=n - got)
        return got

    def _pay(self, seat: int, n: int, to: int | None = None) -> None:
        """Pay n coins to the discard pile (face up) or to seat `to`."""
        for _ in range(n):
            card = self.coins[seat].pop()
            (self.discard if to is None else self.coins[to]).append(card)

    def _settle_owed(self) -> None:
        """Owed coins (option `no_coins_when_empty` off) are paid at the start of a turn, in
        seat order from the active player, as long as a card can be drawn. Drawing one may
        reshuffle and so (a second reshuffle in Discover, `tax_on_reshuffle`) resolve an extra
        tax first, whose bonus coins can take the last cards: then, as for any coin due with
        both piles empty (`_gain`), the coin stays owed for a later turn (NOTES.md)."""
        for seat in self._order():
            while self.owed[seat]:
                card = self._draw_one()
                if card is None:
                    break
                self.coins[seat].append(card)
                self.owed[seat] -= 1
                self.note("owed_paid", seat=seat, coins=1)

    # ----- taxes -----------------------------------------------------------------------------

    def _tax(self, kind: str, reason: str | None = None) -> None:
        """Everyone with 12+ coins pays half (rounded down); then the bonus coin to all tied."""
        if reason:
            self.note("extra_tax", kind=kind, reason=reason)
        self.taxing += 1
        payers = []
        for seat in self._order():
            have = len(self.coins[seat])
            if have >= TAX_LIMIT:
                self._pay(seat, have // 2)
                self.note("tax_pay", seat=seat, coins=have // 2)
                payers.append(seat)
        for seat in payers:
            self._contract_event(seat, "tax_officer")
        if kind == "sabres":
            values = [self.sabres(s) for s in range(self.players)]
            best = max(values)
        else:
            values = [self.points(s) for s in range(self.players)]
            best = min(values)
        for seat in self._order():
            if values[seat] == best:
                self.note("tax_bonus", seat=seat, kind=kind, coins=1)
                self._gain(seat, 1)
        self.taxing -= 1

    # ----- turn structure --------------------------------------------------------------------

    def _begin_turn(self) -> None:
        self.turn += 1
        self.phase = DISCOVER
        self.current = self.active
        self.turn_cards = []
        self.reshuffles = 0
        self.gambled = False
        self.note("turn", seat=self.active, round=self.round)
        self._settle_owed()
        self._reveal()

    def _both_empty(self) -> bool:
        return not self.draw and not self.discard

    def _reveal(self) -> None:
        seat = self.active
        if self._both_empty() and self.options["tax_when_empty"]:
            self._tax(EXTRA_TAX_KIND, reason="empty")
        card = self._draw_one()
        if card is None:
            self.note("no_cards", seat=seat)
            self.phase = DISCOVER
            return
        if not self.turn_cards:
            self.idle_turns = 0
        info = CARD[card]
        self.turn_cards.append(Revealed(card))
        self.note("reveal", seat=seat, card=card, n=len(self.turn_cards))
        if info.type == SHIP:
            if self.can_repel(seat, card):
                self.pending = card
                self.phase = DECIDE
                return
            self._keep_ship(card)
            return
        if info.type == PERSON:
            self.harbour.append(card)
        elif info.type == EXPEDITION:
            self._fate("expedition")
            self.expeditions.append(card)
        else:
            self._fate("tax")
            assert info.tax is not None, f"{card} is a tax increase"
            self._tax(info.tax)
            self.discard.append(card)
        self._discover_choice()

    def can_repel(self, seat: int, card: str) -> bool:
        need = CARD[card].sabres
        return need is not None and self.sabres(seat) >= need

    def _discover_choice(self) -> None:
        if self._both_empty() and self.options["tax_when_empty"]:
            self._tax(EXTRA_TAX_KIND, reason="empty")
        self.phase = DISCOVER
        self.current = self.active

    def _keep_ship(self, card: str) -> None:
        if self.would_bust(card):
            self._bust(card)
            return
        self.harbour.append(card)
        self._gamble_checks()
        self._discover_choice()

    def _repel(self, card: str) -> None:
        seat = self.active
        self._fate("repelled")
        self.note("repel", seat=seat, card=card)
        colour = CARD[card].colour
        if ("pirates" in self.slots and seat not in self.slots["pirates"]
                and colour not in {CARD[c].colour for c in self.pirates[seat]}
                and self.cubes_free(seat) > 0):
            self.pirates[seat].append(card)
            self.note("pirates_keep", seat=seat, card=card)
            if len(self.pirates[seat]) == CONTRACT["pirates"][1]:
                self.discard.extend(self.pirates[seat])
                self.pirates[seat] = []
                self._complete(seat, "pirates")
        else:
            self.discard.append(card)
        self._discover_choice()

    def _bust(self, card: str) -> None:
        seat = self.active
        self._fate("bust")
        self.note("bust", seat=seat, card=card)
        self.discard.extend(self.harbour)
        self.discard.append(card)
        self.harbour = []
        for s in self._order():  # no Trade & Hire: every Jester pays
            jesters = self.count(s, "jester")
            if jesters:
                self.note("jester", seat=s, coins=jesters)
                self._gain(s, jesters)
        self._contract_event(seat, "jinx")
        self._end_turn()

    def _start_trade(self) -> None:
        colours = len(self.ship_colours())
        self.trade_base = 1 if colours <= 3 else colours - 2
        self.phase = TRADE
        self.note("trade_phase", seat=self.active, colours=colours, cards=self.trade_base)
        self.queue = self._order()
        self._next_taker()

    def _next_taker(self) -> None:
        while self.queue:
            seat = self.queue.pop(0)
            active = seat == self.active
            self._arrival_bonuses(seat, active)
            # Governors count when the turn to take comes (seed 001, 'Klarstellung').
            self.picks = (self.trade_base if active else 1) + self.count(seat, "governor")
            self.current = seat
            if self._take_moves(seat) or (active and self._exp_moves(seat)):
                return
            self.note("skip", seat=seat)
        self._end_turn()

    def _arrival_bonuses(self, seat: int, active: bool) -> None:
        """Admiral, Jester, Gunner and Vice Admiral pay when the seat's turn to take comes."""
        kinds: dict[str | None, int] = {}
        for p in self.persons[seat]:
            kind = CARD[p].kind
            kinds[kind] = kinds.get(kind, 0) + 1
        cards = len(self.harbour)
        admirals = kinds.get("admiral", 0)
        if admirals and cards >= 5:
            self.note("admiral", seat=seat, coins=2 * admirals, admirals=admirals)
            self._gain(seat, 2 * admirals)
        jesters = kinds.get("jester", 0)
        if jesters and not active and not cards:
            self.note("jester", seat=seat, coins=jesters)
            self._gain(seat, jesters)
        gunners = kinds.get("gunner", 0)
        ships = sum(1 for c in self.harbour if CARD[c].type == SHIP)
        if gunners and ships > 1:
            self.note("gunner", seat=seat, coins=gunners * (ships - 1), gunners=gunners)
            self._gain(seat, gunners * (ships - 1))
        vice = kinds.get("viceadmiral", 0)
        if vice and 3 <= cards <= 4:
            self.note("viceadmiral", seat=seat, coins=vice)
            self._gain(seat, vice)

    def _after_take(self, seat: int) -> None:
        if self.picks > 0 and self._take_moves(seat):
            return
        if seat == self.active and self._exp_moves(seat):
            return
        self._next_taker()

    def _end_turn(self) -> None:
        if self.harbour:
            self.note("clear", cards=len(self.harbour))
            self.discard.extend(self.harbour)
            self.harbour = []
        self.pending = None
        if not self.end_triggered:
            points = [self.points(s) for s in range(self.players)]
            best = max(range(self.players), key=points.__getitem__)
            if points[best] >= END_POINTS:
                self.end_triggered = True
                self.note("end_triggered", seat=best, points=points[best])
        if not self.turn_cards:
            self.idle_turns += 1
        last = (self.start - 1) % self.players
        stalled = self.idle_turns >= self.players
        if (self.end_triggered and self.active == last) or stalled:
            # A whole round without a card to reveal cannot go on (printed rules without
            # the online changes): the game is scored as it stands.
            self.end_reason = "stalled" if stalled and not self.end_triggered else "points"
            self.over = True
            self.phase = OVER
            # The state has always held null here (snapshots and saves compare it); core's
            # `current: int` has no word for a game that is over.
            self.current = None  # type: ignore[assignment]
            winners = self.result()["winners"]
            self.note("end", reason=self.end_reason, winners=winners)
            return
        self.active = (self.active + 1) % self.players
        if self.active == self.start:
            self.round += 1
        self._begin_turn()

    # ----- Trade & Hire ----------------------------------------------------------------------

    def hire_cost(self, seat: int, card: str) -> int:
        return max(0, (CARD[card].cost or 0) - self.count(seat, "mademoiselle"))

    def ship_gain(self, seat: int, card: str) -> int:
        """The coins trading the ship brings: its own plus 1 per Trader of its colour."""
        info = CARD[card]
        return info.coins + self.count(seat, "trader", info.colour)

    def may_refuse(self, seat: int, card: str) -> bool:
        """Frigate/Galleon Foe: refusing the ship's coins advances the contract."""
        cid = FOE_OF_COLOUR.get(CARD[card].colour)
        if cid not in self.slots or seat in self.slots[cid]:
            return False
        return self.progress[cid][seat] > 0 or self.cubes_free(seat) > 0

    def _take_moves(self, seat: int) -> list[str]:
        if self.picks <= 0:
            return []
        coins = len(self.coins[seat])
        fee = 0 if seat == self.active else 1
        found: list[str] = []
        for card in self.harbour:
            info = CARD[card]
            if info.type == SHIP:
                targets = ([s for s in range(self.players) if s != seat]
                           if info.special else [None])
                found.extend(moves.take_text(card, False, t) for t in targets)
                # Refusing the coins, the fee must come from your own coins (seed 001).
                if coins >= fee and self.may_refuse(seat, card):
                    found.extend(moves.take_text(card, True, t) for t in targets)
            elif self.hire_cost(seat, card) + fee <= coins:
                found.append(moves.take_text(card, False, None))
        return found

    def _take(self, seat: int, card: str, refuse: bool, target: int | None) -> None:
        info = CARD[card]
        active = self.active
        self.harbour.remove(card)
        for i, entry in enumerate(self.turn_cards):
            if entry.card == card:
                self.turn_cards[i] = Revealed(card, "taken", seat)
        self.picks -= 1
        if info.type == SHIP:
            self.discard.append(card)
            if refuse:
                if seat != active:
                    self._fee(seat)  # first, from his own coins (seed 001, 'Fregattenschreck')
                self.note("refuse", seat=seat, card=card)
                self._contract_event(seat, FOE_OF_COLOUR[info.colour])
            else:
                coins = self.ship_gain(seat, card)
                self.note("trade_ship", seat=seat, card=card, coins=coins)
                self._gain(seat, coins)
            if info.special:
                assert target is not None, "a special ship names the seat of its extra coin"
                self.note("extra_coin", seat=target, card=card, coins=1)
                self._gain(target, 1)
            if not refuse and seat != active:
                self._fee(seat)
            clerks = self.count(seat, "clerk", info.colour)
            if clerks:
                self.picks += clerks
                self.note("clerk", seat=seat, cards=clerks)
        else:
            cost = self.hire_cost(seat, card)
            self._pay(seat, cost)
            self.persons[seat].append(card)
            self.note("hire", seat=seat, card=card, coins=cost)
            if seat != active:
                self._fee(seat)
            self._check_display(seat)
        self._after_take(seat)

    def _fee(self, seat: int) -> None:
        # The ship's income has arrived already, so a trading player can always pay.
        paid = min(1, len(self.coins[seat]))
        self._pay(seat, paid, to=self.active)
        self.note("fee", seat=seat, payee=self.active, coins=paid)

    # ----- expeditions -----------------------------------------------------------------------

    def _exp_moves(self, seat: int) -> list[str]:
        """Ways to fulfil each displayed expedition, one per use of Jacks (ids canonical)."""
        if not self.expeditions:
            return []
        if self.pending is not None and self.would_bust(self.pending):
            return []  # two ships of one colour lie in the harbour (seed 001, 'Klarstellung')
        useful = [p for p in self.persons[seat] if CARD[p].kind in EXPEDITION_KINDS]
        if len(useful) < 2:  # every expedition needs at least two persons
            return []
        by_kind: dict[str | None, list[str]] = {}
        for p in sorted(useful, key=ORDER.__getitem__):
            by_kind.setdefault(CARD[p].kind, []).append(p)
        jokers = by_kind.get(JOKER, [])
        found: list[str] = []
        for exp in self.expeditions:
            needs: dict[str, int] = {}
            for kind in CARD[exp].needs or ():
                needs[kind] = needs.get(kind, 0) + 1
            combos: list[tuple[list[str], int]] = [([], 0)]  # (ids, jokers used)
            for kind, n in needs.items():
                have = by_kind.get(kind, [])
                combos = [(ids + have[:n - j], used + j) for ids, used in combos
                          for j in range(n + 1) if n - j <= len(have) and used + j <= len(jokers)]
            for ids, used in combos:
                chosen = sorted(ids + jokers[:used], key=ORDER.__getitem__)
                found.append(moves.text(moves.expedition(exp, chosen)))
        return found

    def _fulfil(self, seat: int, exp: str, ids: list[str]) -> None:
        self.expeditions.remove(exp)
        for p in ids:
            self.persons[seat].remove(p)
        self.discard.extend(ids)
        self.done[seat].append(exp)
        info = CARD[exp]
        self.note("expedition", seat=seat, card=exp, persons=list(ids), coins=info.coins,
                  points=info.points)
        self._gain(seat, info.coins)
        self._check_display(seat)

    # ----- contracts -------------------------------------------------------------------------

    def _slot_coins(self, cid: str) -> int:
        return CONTRACT[cid][2][len(self.slots[cid])]

    def _complete(self, seat: int, cid: str) -> None:
        coins = self._slot_coins(cid)
        self.slots[cid].append(seat)
        if cid in self.progress:
            self.progress[cid][seat] = 0  # the cube moves from the progress space
        self.note("contract", seat=seat, contract=cid, coins=coins,
                  points=self.contract_points(seat))
        self._gain(seat, coins)

    def _open(self, seat: int, cid: str) -> bool:
        return cid in self.slots and seat not in self.slots[cid]

    def _contract_event(self, seat: int, cid: str) -> None:
        """An event contract whose condition just happened: advance or complete it."""
        if not self._open(seat, cid):
            return
        if cid not in self.progress:
            if self.cubes_free(seat) > 0:
                self._complete(seat, cid)
            return
        step = self.progress[cid][seat]
        if step == 0 and self.cubes_free(seat) == 0:
            return
        times = CONTRACT[cid][1][1]
        if step + 1 >= times:
            self._complete(seat, cid)
        else:
            self.progress[cid][seat] = step + 1
            self.note("contract_step", seat=seat, contract=cid, step=step + 1)

    @staticmethod
    def _progress_spaces(cid: str) -> int:
        """The numbered spaces a contract's cube passes before it is completed (Frigate Foe:
        1. and 2.; Galleon Foe and Little Gamester: 1.)."""
        return CONTRACT[cid][1][1] - 1 if cid in PROGRESS_CONTRACTS else 0

    def _display_met(self, seat: int, cid: str) -> bool:
        cond, param, _ = CONTRACT[cid]
        if cond == "pair":
            a, b = param
            if a == b:
                return self.count(seat, a) >= 2
            return self.count(seat, a) >= 1 and self.count(seat, b) >= 1
        if cond == "cheap":
            many, limit = param
            return sum(1 for p in self.persons[seat] if CARD[p].cost <= limit) >= many
        if cond == "sabres":
            return self.sabres(seat) >= param
        return len(self.done[seat]) >= param  # expedition

    def _check_display(self, seat: int) -> None:
        """Online rule: contracts complete as soon as their condition holds; when cubes run
        short, those paying more coins first."""
        if not self.slots:
            return
        met = [c for c in self.contracts
               if c in DISPLAY_CONTRACTS and self._open(seat, c) and self._display_met(seat, c)]
        met.sort(key=lambda c: (-self._slot_coins(c), CONTRACT_ORDER[c]))
        for cid in met:
            if self.cubes_free(seat) > 0:
                self._complete(seat, cid)

    def _gamble_checks(self) -> None:
        """Gamester (4 colours) and Little Gamester (3 colours, in two turns) for the active
        player, judged on the ships kept in the harbour."""
        if not self.slots:
            return
        seat = self.active
        colours = len(self.ship_colours())
        little = "little_gamester"
        if colours >= 3 and not self.gambled and self._open(seat, little) \
                and self.progress[little][seat]:
            self.gambled = True
            self._contract_event(seat, little)  # completes: its cube is already placed
        if colours >= 4:
            self._contract_event(seat, "gamester")
        if colours >= 3 and not self.gambled and self._open(seat, little):
            self.gambled = True
            self._contract_event(seat, little)  # first step, if a cube is free

    # ----- the Game interface ----------------------------------------------------------------

    def legal_moves(self) -> list[str]:
        if self.over:
            return []
        seat = self.current
        if self.phase == DISCOVER:
            found = [DRAW] if not self._both_empty() else []
            found.append(STOP)
        elif self.phase == DECIDE:
            found = [REPEL, KEEP]
        else:
            found = self._take_moves(seat)
            found.append(PASS)
        if seat == self.active:
            found.extend(self._exp_moves(seat))
        return found

    def _pending(self) -> str:
        """The ship waiting for repel or keep, taken out of waiting."""
        card, self.pending = self.pending, None
        assert card is not None, "no ship is waiting"
        return card

    def apply(self, text: str) -> None:
        seat = self.current
        move = moves.parse(text)
        kind = move.kind
        if kind == DRAW:
            self._reveal()
        elif kind == STOP:
            self.note("stop", seat=seat)
            self._start_trade()
        elif kind == REPEL:
            self._repel(self._pending())
        elif kind == KEEP:
            self._keep_ship(self._pending())
        elif kind == PASS:
            self.note("pass", seat=seat)
            self._next_taker()
        elif move.is_expedition:
            self._fulfil(seat, moves.card_of(move), list(move.persons))
            if self.phase == TRADE:
                self._after_take(seat)
        else:
            self._take(seat, moves.card_of(move), move.refuse, move.target)

    def refusal(self, move: str) -> Refusal | None:
        return why(self, move)

    def result(self) -> PortRoyalResult:
        n = self.players
        scores = [self.points(s) for s in range(n)]
        coins = [len(self.coins[s]) for s in range(n)]
        best = max(zip(scores, coins))
        return {"scores": scores,
                "tiebreaks": [[c] for c in coins],
                "winners": [s for s in range(n) if (scores[s], coins[s]) == best],
                "breakdown": [self.breakdown(s) for s in range(n)],
                "reason": self.end_reason}

    def view(self, seat: int | None) -> View:
        view = cast(View, self.base_view(seat))
        n = self.players
        taker = self.current if self.phase == TRADE else None
        view.update({
            "phase": self.phase,
            "active": self.active if not self.over else None,
            "start": self.start,
            "last": (self.start - 1) % n,
            "round": self.round,
            "harbour": list(self.harbour),
            "pending": self.pending,
            "expeditions": list(self.expeditions),
            "turn_cards": [list(e) for e in self.turn_cards],
            "draw_count": len(self.draw),
            "discard": list(self.discard),  # face up: everything in it was seen
            "picks": self.picks if self.phase == TRADE else 0,
            "trade_base": self.trade_base,
            # Trade & Hire, for the seat taking now: what each harbour card pays or costs
            # (Traders and Mademoiselles counted), and the fee per card to the active player.
            "gains": {c: self.ship_gain(taker, c) for c in self.harbour
                      if taker is not None and CARD[c].type == SHIP},
            "prices": {c: self.hire_cost(taker, c) for c in self.harbour
                       if taker is not None and CARD[c].type == PERSON},
            "fee": 1 if taker is not None and taker != self.active else 0,
            # Keeping the waiting ship would bust (a ship of its colour lies in the harbour).
            "pending_busts": self.pending is not None and self.would_bust(self.pending),
            "end_triggered": self.end_triggered,
            "displays": [{  # one per seat ("players" is the seat count of base_view)
                "coins": len(self.coins[s]),
                "persons": list(self.persons[s]),
                "expeditions": list(self.done[s]),
                "pirates": list(self.pirates[s]),
                "points": self.points(s),
                "breakdown": self.breakdown(s),
                "sabres": self.sabres(s),
                "cubes": self.cubes_free(s) if self.slots else 0,
                "owed": self.owed[s],
            } for s in range(n)],
            "contracts": [{"id": c, "slots": list(self.slots[c]),
                           "progress": list(self.progress.get(c, [0] * n)),
                           "track": list(CONTRACT[c][2]),  # coins of the 1st..5th to complete
                           "spaces": self._progress_spaces(c),  # steps before completion
                           "next_coins": (self._slot_coins(c) if len(self.slots[c]) < 5 else 0)}
                          for c in self.contracts],
            "contract_pile": len(self.contract_pile),
        })
        return view

    def determinize(self, seat: int | None, rng: Rng) -> Self:
        # Unknown to every seat: the draw pile's order, which cards the face-down coins are and
        # the hidden contracts. Pool them in canonical order, shuffle, deal back by count.
        clone = self.clone()
        clone.rng = Rng(rng.next64())
        pool = sorted(clone.draw + [c for pile in clone.coins for c in pile], key=ORDER.__getitem__)
        rng.shuffle(pool)
        for s, pile in enumerate(clone.coins):
            size = len(pile)
            clone.coins[s] = pool[:size]
            pool = pool[size:]
        clone.draw = pool
        hidden = sorted(clone.contract_pile, key=CONTRACT_ORDER.__getitem__)
        rng.shuffle(hidden)
        clone.contract_pile = hidden
        return clone


GAME = PortRoyal
