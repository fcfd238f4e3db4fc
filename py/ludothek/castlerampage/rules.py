"""Castle Rampage, 2 players: a card duel against the opponent's face-down Gate and Castle.

Sources: seed 004 (Yucata's rules page with its card appendix and interface notes) and
../shared/reference/castle_rampage.md. The printed faces are lost: the deck in cards.py is a
reconstruction with every reconstructed field marked; every reading is in NOTES.md.

Cards are named by their kind ids from cards.py (copies of a kind are interchangeable). Moves
are written as moves.py documents (`setup:ritter:gate`, `play:koch`, `end`, ...); `apply` reads
them with `moves.parse` and the move lists are written with `moves.text`.

Every card is a `Card` (state.py) that moves between zones as one object; `knows[seat]` says
what that seat knows of it: 0 nothing, 1 "Spion or Saboteur", 2 known (through public events or
its own hand, so whether a seat knows a card is itself public), 3 deduced privately (shown to
the other seat as 1). Draw pile: 0/0; discard, display, cards in play: 2/2; a hand: 2 for its
owner. `setup` is set for a Gate/Castle card laid at setup and not seen since: everybody knows
it is not purple (online setup), which determinization respects. Saves and `state()` hold a
card as the list [kind, knows0, knows1, setup], as they always have.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any, Self, cast

from . import SPEC, refusals
from ..core import Game, Refusal
from ..core.rng import Rng
from .cards import BY_ID, ORDER
from .moves import (CASTLE, DECLINE, DISCARD, END, GATE, GO, LEVY, NARR, PAY, PILES, PLAY,
                    REACT, REINFORCE, SETUP, SKIP, TARGET, TOCASTLE, TOGATE, VETERAN, Move,
                    parse, text)
from .state import (DEDUCED, KNOWN, SOS, UNKNOWN, Ask, Attack, Card, Due, Part, Payment, Zone,
                    data)
from .view import AttackView, CardView, CastleResult, PayView, Slot, View

__all__ = ["CastleRampage", "DEDUCED", "KNOWN", "MAX_TURNS", "SOS", "UNKNOWN"]

MAX_TURNS = 200  # safeguard against endless passive games (NOTES.md, 'Safeguard')
SETUP_DEAL = 5
IDX = {kind: i for i, kind in enumerate(ORDER)}
ATTACKERS = frozenset(k for k in ORDER if BY_ID[k].attack is not None)
NO_EFFECT = frozenset(("oger", "bombenleger", "aufgebot"))  # only as a reinforcement (or reaction)
SINGLE_ATTACK = ATTACKERS - {"axt", "bogen", "pfeilhagel", "beschwoerer", "veteran"}
FACE_DOWN = frozenset(("spion", "saboteur"))
# The attributes holding typed values (state.py), which `clone` copies one by one.
CARD_ZONES = ("draw", "aside", "discard", "inplay")
SEAT_ZONES = ("hands", "dealt", "gates", "castles", "displays")
# The log of the position a search determinizes again and again, as one seat reads it:
# [(its match, the match's log list, (seat, the log's length, wait), the entries read)]. The log
# only grows, so the same list at the same length reads alike.
_read_log: list[tuple[object, list[dict[str, Any]], tuple[int | None, int, str],
                      list[dict[str, Any]]]] = []


def _knows(card: Card, seat: int | None) -> bool:
    """Whether `seat` (None: a spectator, who knows only what is public) knows `card`."""
    if seat is None:
        return card.knows[0] == KNOWN and card.knows[1] == KNOWN
    return card.knows[seat] >= KNOWN


def _value(kind: str) -> int:
    """The attack value of a card that has one."""
    value = BY_ID[kind].attack
    assert value is not None, f"{kind} has no attack value"
    return value


def _fits(kind: str, need: str) -> bool:
    return not need or need in BY_ID[kind].units


def _can_meet(kinds: list[str], needs: list[str]) -> bool:
    """Whether distinct cards among `kinds` can meet every need ("" = any card, else a symbol)."""
    if not needs:
        return True
    need, rest = needs[0], needs[1:]
    tried = set()
    for i, kind in enumerate(kinds):
        if kind not in tried and _fits(kind, need):
            tried.add(kind)
            if _can_meet(kinds[:i] + kinds[i + 1:], rest):
                return True
    return False


def _cover(needs: list[str], known: list[str], pool: list[str], limit: int) -> list[int]:
    """Indices of at most `limit` cards of `pool` that, with the `known` cards, meet `needs`
    (each card once), taken in pool order; the caller knows a solution exists."""
    used_known: set[int] = set()
    used_pool: list[int] = []

    def search(i: int) -> bool:
        if i == len(needs):
            return True
        need = needs[i]
        for k, kind in enumerate(known):
            if k not in used_known and _fits(kind, need):
                used_known.add(k)
                if search(i + 1):
                    return True
                used_known.discard(k)
        if len(used_pool) < limit:
            tried = set()
            for j, kind in enumerate(pool):
                if kind not in tried and j not in used_pool and _fits(kind, need):
                    tried.add(kind)
                    used_pool.append(j)
                    if search(i + 1):
                        return True
                    used_pool.pop()
        return False

    if not search(0):
        raise AssertionError("no hand consistent with the card in play")
    return used_pool


class CastleRampage(Game[View], spec=SPEC):
    # 2: seed 004 read closer (Saboteur acts when destroyed, Erdbeben like the Drache, the
    # Aufgebot against a Beschwörer lowers both parts): old move lists replay differently.
    RULES_VERSION = 2

    # The state, set by `setup` in this order (the order of `state()`'s keys). Zones of cards:
    # draw and discard piles (top = last), each seat's hand, the cards dealt at setup, Gate and
    # Castle (top = first; cards are added at the bottom) and display; played cards until
    # their effect and attack are over; during setup the purple cards set aside.
    aside: Zone
    draw: Zone
    discard: Zone
    hands: list[Zone]
    dealt: list[Zone]
    gates: list[Zone]
    castles: list[Zone]
    displays: list[Zone]
    inplay: Zone
    start: int
    turn: int
    winner: int | None
    reason: str | None
    bonus: int  # Koch / Axtkämpfer: added to the next attack this turn
    reinforced: bool
    veteran_used: bool
    heal_supply: int  # Heiler and Nachschub played this turn
    locked: bool  # a second Heiler/Nachschub ended the card play
    no_attack: list[bool]  # Diplomat: no attack card in this seat's turn
    setup_step: int  # 0..3: round 1 start player, other, round 2 start player, other
    place_left: list[int]  # setup: Gate and Castle places left
    cur: Payment | None  # the card whose costs are being paid
    narr: int | None  # the Narr's sum of attack values while cards are added
    attack: Attack | None
    due: list[Due]  # discards owed after an attack
    face_down_played: bool  # a Spion/Saboteur went face down: deductions to check
    wait: str  # what the game waits for: setup, main, pay, narr, target, react, discard, over

    def setup(self) -> None:
        deck = [Card(kind, [UNKNOWN, UNKNOWN]) for kind in ORDER for _ in range(BY_ID[kind].count)]
        # Online: no purple card is dealt at setup; they are set aside and shuffled in after it.
        self.aside = [c for c in deck if BY_ID[c.kind].purple]
        self.draw = [c for c in deck if not BY_ID[c.kind].purple]
        self.rng.shuffle(self.draw)
        self.discard = []
        self.hands = [[], []]
        self.dealt = [[], []]
        self.gates = [[], []]
        self.castles = [[], []]
        self.displays = [[], []]
        self.inplay = []
        self.start = self.rng.below(2)
        self.current = self.start
        self.turn = 0
        self.winner = None
        self.reason = None
        self.bonus = 0
        self.reinforced = False
        self.veteran_used = False
        self.heal_supply = 0
        self.locked = False
        self.no_attack = [False, False]
        self.setup_step = 0
        self.place_left = [2, 2]
        self.cur = None
        self.narr = None
        self.attack = None
        self.due = []
        self.face_down_played = False
        self.wait = "setup"
        self.note("start", seat=self.start)
        self._deal_setup()

    # ----- small helpers ---------------------------------------------------------------------

    def _setup_seat(self) -> int:
        return self.start if self.setup_step % 2 == 0 else 1 - self.start

    def _has(self, seat: int, kind: str) -> bool:
        return any(c.kind == kind for c in self.displays[seat])

    def _holds(self, seat: int, kind: str) -> bool:
        return any(c.kind == kind for c in self.hands[seat])

    @property
    def _payment(self) -> Payment:
        assert self.cur is not None, "no card is being paid for"
        return self.cur

    @property
    def _attack(self) -> Attack:
        assert self.attack is not None, "no attack is under way"
        return self.attack

    def _pile(self, seat: int, at: str) -> Zone:
        return self.gates[seat] if at == GATE else self.castles[seat]

    def _lay(self, seat: int, at: str, card: Card) -> None:
        """`card` laid under `seat`'s Gate or Castle, stamped with the ply, the pile and its
        place there: everybody sees a card laid, so the stamp tells nothing hidden, and no two
        cards in the piles share one. A card moved on between piles keeps its stamp."""
        pile = self._pile(seat, at)
        where = seat * 2 + (at != GATE)
        card.stamp = ((len(self.history) + 1) * 4 + where) * 128 + len(pile)
        pile.append(card)

    @staticmethod
    def _public(card: Card) -> Card:
        card.knows[0] = card.knows[1] = KNOWN
        card.setup = False
        return card

    def _take(self, zone: Zone, kind: str, owner: int) -> Card:
        """Remove a card of `kind` from `zone`; one the other seat knows goes first."""
        found = -1
        for i, card in enumerate(zone):
            if card.kind == kind:
                if card.knows[1 - owner] == KNOWN:
                    found = i
                    break
                if found < 0:
                    found = i
        assert found >= 0, f"no {kind} to take"
        return zone.pop(found)

    def _forget(self, seat: int, kinds: frozenset[str] | None = None) -> None:
        """A hand card went face down: the other seat no longer knows what is left (seed,
        'Hinweise zur Bedienung'). With `kinds`, the card can only have been one of them, so
        only known hand cards of those kinds become uncertain."""
        for card in self.hands[seat]:
            if kinds is None or card.kind in kinds:
                card.knows[1 - seat] = UNKNOWN

    def _to_discard(self, card: Card) -> None:
        self.discard.append(self._public(card))

    def _top_of_draw(self) -> Card | None:
        if not self.draw:
            if not self.discard:
                return None
            self.draw, self.discard = self.discard, []
            for card in self.draw:
                card.knows[0] = card.knows[1] = UNKNOWN
            self.rng.shuffle(self.draw)
            self.note("reshuffle", n=len(self.draw))
        return self.draw.pop()

    def _draw(self, seat: int, n: int) -> None:
        got = []
        for _ in range(n):
            card = self._top_of_draw()
            if card is None:
                break
            card.knows[seat], card.knows[1 - seat] = KNOWN, UNKNOWN
            self.hands[seat].append(card)
            got.append(card.kind)
        self._note_private("draw", seat, {"cards": got}, n=len(got))

    def _knappen(self, seat: int) -> int:
        plus: int = BY_ID["knappe"].params["plus"]
        return sum(plus for c in self.displays[seat] if c.kind == "knappe")

    # ----- the log: one entry per event, hidden cards named only to their owner -----------------

    def _note_private(self, key: str, seat: int, secret: dict[str, Any], **public: Any) -> None:
        """One log entry for an event with hidden cards: everybody reads `public`; the `secret`
        args (the cards) are read only by `seat`, whose cards they are (`log_for`)."""
        self.note(key, seat=seat, **public, **secret, private=sorted(secret))

    def log_for(self, seat: int | None, opened: bool = False) -> list[dict[str, Any]]:
        """The log as `seat` reads it: every event once; an entry's private args only for the
        seat it names (others, spectators included, read the public part). Once every card is
        opened (the game is over, or `opened`: its replay), every entry is read whole."""
        opened = opened or self.wait == "over"
        return [e if "private" not in e or opened or e["seat"] == seat
                else {k: v for k, v in e.items() if k != "private" and k not in e["private"]}
                for e in super().log_for(seat)]

    # ----- setup -----------------------------------------------------------------------------

    def _deal_setup(self) -> None:
        seat = self._setup_seat()
        for _ in range(SETUP_DEAL):
            card = self.draw.pop()
            card.knows[seat] = KNOWN
            self.dealt[seat].append(card)
        self.place_left = [2, 2]
        self._note_private("deal", seat, {"cards": [c.kind for c in self.dealt[seat]]},
                           n=SETUP_DEAL)

    def _setup_moves(self) -> list[str]:
        kinds = sorted({c.kind for c in self.dealt[self._setup_seat()]}, key=IDX.__getitem__)
        return [text(Move(SETUP, kind, at)) for kind in kinds
                for at, left in zip(PILES, self.place_left) if left]

    def _do_setup(self, move: Move) -> None:
        kind, at = move.named_card, move.place
        seat = self._setup_seat()
        card = self._take(self.dealt[seat], kind, seat)
        card.setup = True  # a setup card: everybody knows it is not purple (online setup)
        self._lay(seat, at, card)
        self.place_left[0 if at == GATE else 1] -= 1
        self._note_private("place_" + at, seat, {"card": kind}, at=at)
        if self.place_left != [0, 0]:
            return
        self.hands[seat].extend(self.dealt[seat])
        self.dealt[seat] = []
        self.setup_step += 1
        if self.setup_step < 4:
            self._deal_setup()
            return
        self.draw.extend(self.aside)
        self.aside = []
        self.rng.shuffle(self.draw)
        self.note("setup_done")
        self._begin_turn(self.start)

    # ----- turns -----------------------------------------------------------------------------

    def _begin_turn(self, seat: int) -> None:
        self.current = seat
        self.turn += 1
        if self.turn > MAX_TURNS:
            self._finish_by_limit()
            return
        self.bonus = 0
        self.reinforced = self.veteran_used = self.locked = False
        self.heal_supply = 0
        self.note("turn", seat=seat, turn=self.turn)
        berater: int = sum(BY_ID["berater"].params["draw"] for c in self.displays[seat]
                           if c.kind == "berater")
        self._draw(seat, (1 if self.turn == 1 else 2) + berater)
        self.wait = "main"

    def _end_turn(self) -> None:
        seat = self.current
        self.note("end", seat=seat)
        self.no_attack[seat] = False
        self._begin_turn(1 - seat)

    def _cost_payable(self, seat: int, kind: str) -> bool:
        card = BY_ID[kind]
        cost = card.cost
        if cost is None and "needs" not in card.params:
            return True
        others = [c.kind for c in self.hands[seat]]
        others.remove(kind)
        if cost and cost[0] == "gate" and not self.gates[seat]:
            return False
        if cost and cost[0] == "gate_castle" and (not self.gates[seat]
                                                  or len(self.castles[seat]) < 2):
            return False  # never the last Castle card
        return _can_meet(others, self._mandatory(kind))

    @staticmethod
    def _mandatory(kind: str) -> list[str]:
        card = BY_ID[kind]
        needs: list[str] = []
        if card.cost and card.cost[0] == "discard":
            needs += [""] * card.cost[1]
        needs += list(card.params.get("needs", ""))
        return sorted(needs, reverse=True)  # symbols first: they are the hard ones

    def _play_moves(self, seat: int, kind: str) -> list[str]:
        if kind in NO_EFFECT:
            return []
        if kind in ATTACKERS and self.no_attack[seat]:
            return []
        if not self._cost_payable(seat, kind):
            return []
        if kind == "bauarbeiter":
            ways = [way for way, movable in ((TOCASTLE, self.gates[seat]),
                                             (TOGATE, len(self.castles[seat]) >= 2)) if movable]
            return [text(Move(PLAY, kind, way)) for way in ways]
        return [text(Move(PLAY, kind))]

    def _main_moves(self) -> list[str]:
        seat = self.current
        hand = self.hands[seat]
        kinds = sorted({c.kind for c in hand}, key=IDX.__getitem__)
        moves: list[str] = []
        if not self.locked:
            for kind in kinds:
                moves.extend(self._play_moves(seat, kind))
            if not self.reinforced:
                for kind in kinds:
                    if kind == "oger" and not self._cost_payable(seat, kind):
                        continue
                    moves.extend(text(Move(REINFORCE, kind, at)) for at in PILES)
        if not self.veteran_used and self._has(seat, "veteran"):
            moves.append(text(Move(VETERAN)))
        moves.append(text(Move(END)))
        return moves

    def _do_main(self, move: Move) -> None:
        seat = self.current
        if move.kind == END:
            self._end_turn()
        elif move.kind == VETERAN:
            self.veteran_used = True
            self.note("veteran", seat=seat)
            self._start_attack("veteran", [Part(1 - seat, GATE, _value("veteran"))])
        elif move.kind == REINFORCE:
            kind, at = move.named_card, move.place
            self.reinforced = True
            card = self._take(self.hands[seat], kind, seat)
            if kind == "oger":
                # Its cost makes it known: the Oger is placed openly (NOTES.md).
                self.inplay.append(self._public(card))
                self.note("oger_" + at, seat=seat, card=kind, at=at)
                self._begin_card("oger", "oger", at)
                return
            card.knows[seat], card.knows[1 - seat] = KNOWN, UNKNOWN
            self._lay(seat, at, card)
            self._forget(seat)
            self._note_private("reinforce_" + at, seat, {"card": kind}, at=at)
        else:  # play
            kind, arg = move.named_card, move.where or ""
            card = self._take(self.hands[seat], kind, seat)
            if kind in FACE_DOWN:
                other = 1 - seat
                card.knows[seat], card.knows[other] = KNOWN, SOS
                self.face_down_played = True
                self._lay(other, GATE, card)
                # It can only be a Spion or Saboteur: other known hand cards are still there.
                self._forget(seat, FACE_DOWN)
                self._note_private("sos", seat, {"card": kind})
                self._after_play()
                return
            self.inplay.append(self._public(card))
            self.note("play", seat=seat, card=kind)
            self._begin_card(kind, "play", arg)

    # ----- costs -----------------------------------------------------------------------------

    def _asks(self, kind: str) -> list[Ask]:
        """The discards a card asks for, in order: costs, then optional strengthenings."""
        card = BY_ID[kind]
        params = card.params
        asks: list[Ask] = []
        if card.cost and card.cost[0] == "discard":
            asks += [Ask("", False, 0) for _ in range(card.cost[1])]
        if kind == "ritter":
            asks.append(Ask("", True, params["extra"]))
        elif "need" in params:  # Söldner
            asks.append(Ask(params["need"], True, params["plus"]))
        elif "needs" in params:  # Angriffsplan
            asks += [Ask(sym, False, 0) for sym in params["needs"]]
            asks.append(Ask(params["more"], True, params["plus"]))
        return asks

    def can_undo(self) -> bool:
        """A card played may be taken back while its costs are still being chosen: costs come
        before the effect (seed: Kosten werden vor dem Effekt bezahlt), so nothing of it has
        happened yet, and the device is still the mover's. Not once a cost took a face-down
        card from the Gate or Castle: that card has been seen."""
        if self.wait != "pay" or self.cur is None or not self.history:
            return False
        cost = BY_ID[self.cur.card].cost
        if cost and cost[0] in ("gate", "gate_castle"):
            return False
        return parse(self.history[-1]).kind in (PLAY, PAY, SKIP, NARR, REINFORCE)

    def _begin_card(self, kind: str, mode: str, arg: str) -> None:
        """Pay the costs of a card now in play (mode play / oger / narr), then resolve it."""
        seat = self.current
        cost = BY_ID[kind].cost
        if cost and cost[0] in ("gate", "gate_castle"):
            self._strip(seat, GATE, "cost")
            if cost[0] == "gate_castle":
                self._strip(seat, CASTLE, "cost")
        self.cur = Payment(kind, mode, arg, self._asks(kind))
        self._next_ask()

    def _ask_options(self, ask: Ask, later: list[Ask]) -> list[str]:
        hand = [c.kind for c in self.hands[self.current]]
        needs = sorted((a.need for a in later if not a.opt), reverse=True)
        options = []
        for kind in sorted(set(hand), key=IDX.__getitem__):
            if not _fits(kind, ask.need):
                continue
            if needs:
                rest = list(hand)
                rest.remove(kind)
                if not _can_meet(rest, needs):
                    continue
            options.append(kind)
        return options

    def _next_ask(self) -> None:
        # Every ask pauses, even a forced one or an optional one that nothing in the hand can
        # meet: skipping it would tell the opponent something about the hand.
        if self._payment.asks:
            self.wait = "pay"
        else:
            self._resolve()

    def _pay(self, kind: str) -> None:
        ask = self._payment.asks.pop(0)
        seat = self.current
        self._to_discard(self._take(self.hands[seat], kind, seat))
        self._payment.extra += ask.plus
        self.note("pay", seat=seat, card=kind, plus=ask.plus)

    def _do_pay(self, move: Move) -> None:
        if move.kind == SKIP:
            self._payment.asks.pop(0)
        else:
            self._pay(move.named_card)
        self._next_ask()

    def _pay_moves(self) -> list[str]:
        asks = self._payment.asks
        moves = [text(Move(PAY, k)) for k in self._ask_options(asks[0], asks[1:])]
        if asks[0].opt:
            moves.append(text(Move(SKIP)))
        return moves

    def _resolve(self) -> None:
        cur, self.cur = self._payment, None
        seat = self.current
        if cur.mode == "play":
            self._effect(cur.card, cur.arg, cur.extra)
        elif cur.mode == "oger":
            self._lay(seat, cur.arg, self.inplay.pop())
            self._after_play()
        else:  # a card added to the Narr: only its attack value and its costs count
            self.narr = (self.narr or 0) + _value(cur.card) + cur.extra
            self.note("narr_sum", seat=seat, strength=self.narr)
            self.wait = "narr"

    # ----- effects ---------------------------------------------------------------------------

    def _strip(self, seat: int, at: str, why: str) -> None:
        """The top card of a Gate or Castle is discarded by an effect or a cost (never an attack:
        purple cards have no effect then)."""
        pile = self._pile(seat, at)
        card = pile.pop(0)
        self._to_discard(card)
        self.note(f"{why}_{at}", seat=seat, card=card.kind, at=at)

    def _shake(self, seat: int, n: int) -> None:
        """Drache and Erdbeben: the top `n` Gate cards are discarded; with an empty Gate "nur die
        oberste Karte der Burg" (the same wording for both, read the same way: NOTES.md)."""
        if not self.gates[seat]:
            self._strip(seat, CASTLE, "lose")
            return
        for _ in range(min(n, len(self.gates[seat]))):
            self._strip(seat, GATE, "lose")

    def _effect(self, kind: str, arg: str, extra: int) -> None:
        seat, other = self.current, 1 - self.current
        card = BY_ID[kind]
        params = card.params
        if kind == "axt":
            self._draw(seat, params["draw"])  # the draw comes before the attack
            self._start_attack(kind, [Part(other, GATE, _value(kind))],
                               new_bonus=params["bonus"])
            return
        if kind in SINGLE_ATTACK:
            self._start_attack(kind, [Part(other, GATE, _value(kind) + extra)],
                               rob=kind == "raeuber")
            return
        if kind == "bogen":
            self._start_attack(kind, [Part(other, CASTLE, _value(kind), tunnel=False)])
            return
        if kind == "pfeilhagel":
            castle = Part(other, CASTLE, params["castle_attack"], tunnel=False)
            if self.gates[other]:
                gate = Part(other, GATE, _value(kind), overflow=False, tunnel=False)
                self._start_attack(kind, [gate, castle], first_bonus_only=True)
            else:
                self._start_attack(kind, [castle])
            return
        if kind == "beschwoerer":
            self._start_attack(kind, [Part(other, GATE, _value(kind)),
                                      Part(seat, GATE, _value(kind), tunnel=False)],
                               kind="both")
            return
        if kind == "narr":
            self.narr = 0
            self.wait = "narr"
            return
        if kind == "diplomat":
            self.no_attack[other] = True
        elif kind == "drache":
            self._shake(other, params["gate_cards"])
        elif kind == "erdbeben":
            for who in (seat, other):
                self._shake(who, params["gate_cards"])
        elif kind == "heiler":
            moved = 0
            for _ in range(params["cards"]):
                top = self._top_of_draw()
                if top is None:
                    break
                self._lay(seat, CASTLE, top)  # unseen by both
                moved += 1
            self.note("heal", seat=seat, n=moved)
        elif kind == "koch":
            self.bonus += params["bonus"]
            self.note("bonus", seat=seat, n=self.bonus)
        elif kind == "nachschub":
            self._draw(seat, params["draw"])
        elif kind == "priester":
            for who in (seat, other):
                hand = self.hands[who]
                for unit in [c for c in hand if BY_ID[c.kind].units]:
                    hand.remove(unit)
                    self._to_discard(unit)
                    self.note("discard", seat=who, card=unit.kind)
        elif kind == "ueberlaeufer":
            taken = self.gates[other][:params["cards"]]
            del self.gates[other][:params["cards"]]
            self.gates[seat].extend(taken)  # unseen: what each seat knew stays with the card
            self.note("defect", seat=seat, n=len(taken))
        elif kind == "verraeter":
            mine, theirs = self.castles[seat].pop(0), self.castles[other].pop(0)
            self.castles[seat].append(theirs)
            self.castles[other].append(mine)
            self.note("swap", seat=seat)
        elif kind == "bauarbeiter":
            if arg == TOCASTLE:
                n = min(params["cards"], len(self.gates[seat]))
                shifted, self.gates[seat][:n] = self.gates[seat][:n], []
                self.castles[seat].extend(shifted)
            else:
                n = min(params["cards"], len(self.castles[seat]) - 1)
                shifted, self.castles[seat][:n] = self.castles[seat][:n], []
                self.gates[seat].extend(shifted)
            self.note("build_" + arg, seat=seat, n=n)
        if kind in ("heiler", "nachschub"):
            self.heal_supply += 1
            if self.heal_supply >= 2:
                self.locked = True
                self.note("locked", seat=seat)
        self._after_play()

    def _after_play(self) -> None:
        """The played cards go to the display (permanent) or the discard pile; then the game
        end is checked and the discards owed after an attack are made."""
        seat = self.current
        for card in self.inplay:
            (self.displays[seat] if BY_ID[card.kind].perm else self.discard).append(card)
        self.inplay = []
        if self._end_check():
            return
        self._run_due()

    # ----- the Narr ----------------------------------------------------------------------------

    def _narr_moves(self) -> list[str]:
        seat = self.current
        kinds = sorted({c.kind for c in self.hands[seat]} & ATTACKERS, key=IDX.__getitem__)
        return [text(Move(NARR, k)) for k in kinds if self._cost_payable(seat, k)] + [
            text(Move(GO))]

    def _do_narr(self, move: Move) -> None:
        seat = self.current
        if move.kind == GO:
            total, self.narr = self.narr or 0, None
            self._start_attack("narr", [Part(1 - seat, CASTLE, total, overflow=False,
                                                   tunnel=False)], kind="narr")
            return
        kind = move.named_card
        self.inplay.append(self._public(self._take(self.hands[seat], kind, seat)))
        self.note("narr_add", seat=seat, card=kind)
        self._begin_card(kind, "narr", "")

    # ----- attacks -----------------------------------------------------------------------------

    def _start_attack(self, card: str, parts: list[Part], kind: str = "normal", rob: bool = False,
                      first_bonus_only: bool = False, new_bonus: int = 0) -> None:
        seat = self.current
        boost, self.bonus = self.bonus, new_bonus  # a pending bonus is used up by this attack
        knappe = self._knappen(seat)  # every attack
        for i, part in enumerate(parts):
            part.strength += knappe + (boost if i == 0 or not first_bonus_only else 0)
        self.attack = Attack(card, kind, rob, parts)
        self.note("attack", seat=seat, card=card, kind=kind)
        self._run_attack()

    def _run_attack(self) -> None:
        attack = self._attack
        seat = self.current
        while attack.i < len(attack.parts):
            part = attack.parts[attack.i]
            defender = part.defender
            if attack.step == "target":
                attack.step = "react"
                if part.tunnel and part.at == GATE and self.gates[defender] \
                        and self._has(seat, "tunnel"):
                    self.wait = "target"
                    return
            if attack.step == "react":
                if part.strength > 0 and self._holds(defender, "aufgebot"):
                    self._reveal_holding(defender, "aufgebot")
                    self.note("may_react", seat=defender, strength=part.strength)
                    self.wait = "react"
                    return
                attack.step = "fight"
            self._fight(part)
            attack.i += 1
            attack.step = "target"
        self._end_attack()

    def _reveal_holding(self, seat: int, kind: str) -> None:
        """The turn pauses for the defender, so the other seat learns one card of the hand
        (seed, appendix 'Letztes Aufgebot')."""
        other = 1 - seat
        hand = self.hands[seat]
        if any(c.kind == kind and c.knows[other] == KNOWN for c in hand):
            return
        for card in hand:
            if card.kind == kind:
                card.knows[other] = KNOWN
                return

    def _fight(self, part: Part) -> None:
        defender, strength = part.defender, part.strength
        attack = self._attack
        if strength <= 0:
            self.note("nofight", seat=defender)
            return
        at = part.at
        if at == GATE and not self.gates[defender]:
            at = CASTLE
        self.note("fight_" + at, seat=defender, at=at, strength=strength)
        while True:
            pile = self._pile(defender, at)
            if not pile:
                if at == GATE and part.overflow:
                    at = CASTLE
                    self.note("overflow", seat=defender, strength=strength)
                    continue
                if at == GATE:
                    self.note("wasted", seat=defender, strength=strength)
                return
            card = self._public(pile[0])  # turned face up: now both know it
            kind = card.kind
            value = BY_ID[kind].gate if at == GATE else BY_ID[kind].castle
            self.note("reveal_" + at, seat=defender, at=at, card=kind, defence=value,
                      strength=strength)
            if strength < value:
                self.note("hold", seat=defender, at=at, card=kind)
                return
            pile.pop(0)
            if attack.rob:
                self.hands[self.current].append(card)
                self.note("rob", seat=self.current, card=kind)
            else:
                self.discard.append(card)
            if kind == "bombenleger":
                attack.bombs += 1
            elif kind == "spion":
                attack.spies[defender] += 1
            strength -= value
            self.note("destroy", seat=defender, at=at, card=kind, strength=strength)
            if strength == 0:
                return  # A = V: the attack is over, even against a Saboteur
            if kind == "saboteur":  # its effect comes when it is destroyed ('Angriffe')
                strength += BY_ID[kind].params["plus"]
                self.note("saboteur", seat=defender, strength=strength)

    def _end_attack(self) -> None:
        attack, self.attack = self._attack, None
        seat = self.current
        if attack.kind == "narr":
            for card in self.inplay:
                self.discard.append(card)
            self.inplay = []
            won = not self.castles[1 - seat]
            self._finish(seat if won else 1 - seat, "narr" if won else "narr_failed")
            return
        # Bombenleger and Spion discards come after the whole attack, the active player first.
        bomb, spy = BY_ID["bombenleger"].params["discard"], BY_ID["spion"].params["discard"]
        owed = [Due(seat, bomb * attack.bombs + spy * attack.spies[seat]),
                Due(1 - seat, spy * attack.spies[1 - seat])]
        self.due = [o for o in owed if o.n > 0]
        for o in self.due:
            self.note("must_discard", seat=o.seat, n=o.n)
        self._after_play()

    def _target_moves(self) -> list[str]:
        return [text(Move(TARGET, where=at)) for at in PILES]

    def _do_target(self, move: Move) -> None:
        part = self._attack.part
        part.at = move.place
        self.note("target_" + move.place, seat=self.current)
        self._run_attack()

    def _react_moves(self) -> list[str]:
        return [text(Move(REACT, LEVY)), text(Move(DECLINE))]

    def _do_react(self, move: Move) -> None:
        attack = self._attack
        part = attack.part
        defender = part.defender
        if move.kind == DECLINE:
            attack.step = "fight"
            self.note("decline", seat=defender)
        else:
            self._to_discard(self._take(self.hands[defender], "aufgebot", defender))
            # The Beschwörer's partial attacks share one value: a change counts for both (the
            # Pfeilhagel's parts are separate attacks).
            shared = attack.parts[attack.i:] if attack.kind == "both" else [part]
            for each in shared:
                each.strength -= BY_ID["aufgebot"].params["minus"]
            self.note("react", seat=defender, card="aufgebot", strength=max(part.strength, 0))
        self._run_attack()

    # ----- discards after an attack ------------------------------------------------------------

    def _run_due(self) -> None:
        while self.due:
            seat, n = self.due[0].seat, self.due[0].n
            hand = self.hands[seat]
            if n <= 0 or not hand:
                self.due.pop(0)
                continue
            if len(hand) <= n:  # the hand's size is public, so this shortcut tells nothing
                for _ in range(min(n, len(hand))):
                    card = hand.pop()
                    self._to_discard(card)
                    self.note("discard", seat=seat, card=card.kind)
                self.due.pop(0)
                continue
            self.wait = "discard"
            return
        self.wait = "main"

    def _discard_moves(self) -> list[str]:
        seat = self.due[0].seat
        return [text(Move(DISCARD, k))
                for k in sorted({c.kind for c in self.hands[seat]}, key=IDX.__getitem__)]

    def _do_discard(self, move: Move) -> None:
        seat = self.due[0].seat
        self._to_discard(self._take(self.hands[seat], move.named_card, seat))
        self.note("discard", seat=seat, card=move.card)
        self.due[0].n -= 1
        self._run_due()

    # ----- the end -----------------------------------------------------------------------------

    def _end_check(self) -> bool:
        lost = [seat for seat in (0, 1) if not self.castles[seat]]
        if not lost:
            return False
        # Both Castles at once (Beschwörer, Erdbeben): the active player loses.
        loser = self.current if len(lost) == 2 else lost[0]
        self._finish(1 - loser, "both_castles" if len(lost) == 2 else "castle")
        return True

    def _finish(self, winner: int, reason: str) -> None:
        self.winner = winner
        self.reason = reason
        self.wait = "over"
        self.discard.extend(self.inplay)
        self.inplay = []
        self.note("win_" + reason, seat=winner)

    def _finish_by_limit(self) -> None:
        keys = [(len(self.castles[s]), len(self.gates[s])) for s in (0, 1)]
        self.wait = "over"
        self.reason = "limit"
        if keys[0] == keys[1]:
            self.note("draw_limit", turns=MAX_TURNS)
            return
        self.winner = 0 if keys[0] > keys[1] else 1
        if keys[0][0] == keys[1][0]:
            self.reason = "limit_gate"  # equal Castles: the Gate decided
        self.note("win_" + self.reason, seat=self.winner, turns=MAX_TURNS)

    # ----- knowledge ---------------------------------------------------------------------------

    def _told_apart(self, knows: Callable[[Card], bool]) -> bool:
        """Whether every card of one of the two face-down kinds is placed by `knows(card)`."""
        located = {kind: 0 for kind in FACE_DOWN}
        for zone in self._zones():  # not _all_cards(): searches ask this after most moves
            for card in zone:
                if card.kind in located and knows(card):
                    located[card.kind] += 1
        return any(located[k] == BY_ID[k].count for k in located)

    def _deduce(self) -> None:
        """A 'Spion or Saboteur' card is told apart once every card of the other kind is known
        to be elsewhere (seed, 'Hinweise zur Bedienung'). From public facts everybody can tell,
        so the card is known to all (the red eye marks what the other seat knows); from what
        only the victim knows, the deduction is his alone."""
        if not self.face_down_played:
            return
        doubtful = [c for pile in self.gates + self.castles for c in pile
                    if SOS in c.knows or DEDUCED in c.knows]
        if not doubtful:
            return
        if self._told_apart(lambda c: _knows(c, None)):
            for card in doubtful:
                card.knows[0] = card.knows[1] = KNOWN
            return
        for seat in (0, 1):
            mine = [c for c in doubtful if c.knows[seat] == SOS]
            if mine and self._told_apart(lambda c: c.knows[seat] >= KNOWN):
                for card in mine:
                    card.knows[seat] = DEDUCED

    def _zones(self) -> list[Zone]:
        return ([self.draw, self.aside, self.discard, self.inplay] + self.hands + self.dealt
                + self.gates + self.castles + self.displays)

    def _all_cards(self) -> Iterator[Card]:
        for zone in self._zones():
            yield from zone

    # ----- the Game API ------------------------------------------------------------------------

    def legal_moves(self) -> list[str]:
        wait = self.wait
        if wait == "over":
            return []
        if wait == "main":
            return self._main_moves()
        if wait == "setup":
            return self._setup_moves()
        return getattr(self, f"_{wait}_moves")()

    def apply(self, move: str) -> None:
        getattr(self, "_do_" + self.wait)(parse(move))
        self._deduce()

    def refusal(self, move: str) -> Refusal | None:
        return refusals.refusal(self, move)

    @property
    def to_move(self) -> int | None:
        wait = self.wait
        if wait == "over":
            return None
        if wait == "setup":
            return self._setup_seat()
        if wait == "react":
            return self._attack.part.defender
        if wait == "discard":
            return self.due[0].seat
        return self.current

    @property
    def is_over(self) -> bool:
        return self.wait == "over"

    def result(self) -> CastleResult:
        winners = [0, 1] if self.winner is None else [self.winner]
        return {"scores": [1 if s in winners else 0 for s in (0, 1)],
                "tiebreaks": [[len(self.castles[s]), len(self.gates[s])] for s in (0, 1)],
                "winners": winners, "reason": self.reason}

    # ----- views -------------------------------------------------------------------------------

    def _slot(self, card: Card, seat: int | None, opened: bool = False) -> Slot:
        """A Gate/Castle card as `seat` may see it; once the game is over, everyone sees it
        (the castles are opened, as players do at the table)."""
        slot = self._slot_known(card, seat)
        if opened or self.wait == "over":
            slot["card"] = card.kind
        return slot

    def _slot_known(self, card: Card, seat: int | None) -> Slot:
        if seat is None:
            known_by = [s for s in (0, 1) if card.knows[s] == KNOWN]
            sos_for = [s for s in (0, 1) if card.knows[s] in (SOS, DEDUCED)]
            shown = len(known_by) == 2
            return {"card": card.kind if shown else None, "known_by": known_by,
                    "sos": bool(sos_for) and not shown, "sos_for": sos_for,
                    "eye": False, "deduced": False, "setup": bool(card.setup),
                    "stamp": card.stamp}
        other = 1 - seat
        mine, theirs = card.knows[seat], card.knows[other]
        known_by = ([seat] if mine >= KNOWN else []) + ([other] if theirs == KNOWN else [])
        sos_for = ([seat] if mine == SOS else []) + ([other] if theirs in (SOS, DEDUCED) else [])
        return {"card": card.kind if mine >= KNOWN else None, "known_by": sorted(known_by),
                "sos": mine == SOS, "sos_for": sorted(sos_for), "eye": theirs == KNOWN,
                "deduced": mine == DEDUCED, "setup": bool(card.setup), "stamp": card.stamp}

    def _hand_view(self, owner: int, seat: int | None, zone: Zone,
                   opened: bool = False) -> list[CardView]:
        if seat == owner or opened or self.wait == "over":
            return [{"card": c.kind, "eye": c.knows[1 - owner] == KNOWN} for c in zone]
        known = sorted((c.kind for c in zone if _knows(c, seat)), key=IDX.__getitem__)
        shown: list[CardView] = [{"card": k, "eye": False} for k in known]
        return shown + [{"card": None, "eye": False}] * (len(zone) - len(known))

    def _veteran_attack(self) -> int | None:
        """The attack the active seat's Veteran would make now (None: it has none laid out):
        its value, the pending bonus of a Koch or Axtkämpfer, the Knappen."""
        seat = self.current
        if not self._has(seat, "veteran"):
            return None
        return _value("veteran") + self.bonus + self._knappen(seat)

    def candidates(self, seat: int | None) -> list[list[Any]]:
        """The cards `seat` cannot place: what could still be in the draw pile (seed, 'Hinweise
        zur Bedienung'), as [[kind, count], ...] in table order, never in pile order."""
        counts: dict[str, int] = {}
        for card in self._all_cards():
            if not _knows(card, seat):
                counts[card.kind] = counts.get(card.kind, 0) + 1
        return [[k, counts[k]] for k in sorted(counts, key=IDX.__getitem__)]

    def open_view(self) -> View:
        return self.view(None, opened=True)

    def view(self, seat: int | None, opened: bool = False) -> View:
        """What `seat` may see; `opened`: every card face up (a finished game's replay)."""
        view = cast(View, self.base_view(seat))
        if opened:
            view["log"] = self.log_for(seat, opened=True)
        attack: AttackView | None = None
        if self.attack:
            a = self.attack
            minus = BY_ID["aufgebot"].params["minus"]
            attack = {"card": a.card, "kind": a.kind, "i": a.i, "step": a.step,
                      "parts": [{"d": p.defender, "at": p.at, "strength": p.strength,
                                 "after_levy": max(p.strength - minus, 0)} for p in a.parts]}
        pay: PayView | None = None
        if self.cur:
            pay = {"card": self.cur.card, "mode": self.cur.mode,
                   "asks": [{"need": a.need, "opt": a.opt, "plus": a.plus}
                            for a in self.cur.asks]}
        view.update({
            "phase": self.wait,
            "active": self.current,
            "start_player": self.start,
            "turn": self.turn,
            "max_turns": MAX_TURNS,
            "hands": [self._hand_view(s, seat, self.hands[s], opened) for s in (0, 1)],
            "dealt": [self._hand_view(s, seat, self.dealt[s], opened) for s in (0, 1)],
            "place_left": list(self.place_left) if self.wait == "setup" else None,
            "gates": [[self._slot(c, seat, opened) for c in self.gates[s]] for s in (0, 1)],
            "castles": [[self._slot(c, seat, opened) for c in self.castles[s]] for s in (0, 1)],
            "displays": [[c.kind for c in self.displays[s]] for s in (0, 1)],
            "discard": [c.kind for c in self.discard],
            "inplay": [c.kind for c in self.inplay],
            "draw_count": len(self.draw) + len(self.aside),
            "draw_candidates": self.candidates(seat),
            "bonus": self.bonus,
            "knappen": [self._knappen(s) for s in (0, 1)],
            "veteran_attack": self._veteran_attack(),
            "reinforced": self.reinforced,
            "veteran_used": self.veteran_used,
            "locked": self.locked,
            "no_attack": list(self.no_attack),
            "attack": attack,
            "pay": pay,
            "narr": self.narr,
            "due": [d.data() for d in self.due],
            "winner": self.winner,
            "reason": self.reason,
        })
        return view

    # ----- copies and data --------------------------------------------------------------------

    def clone(self) -> Self:
        """`Game.clone` copies plain data; the typed values (state.py) are copied here."""
        new = super().clone()
        for name in CARD_ZONES:
            setattr(new, name, [c.copy() for c in getattr(self, name)])
        for name in SEAT_ZONES:
            setattr(new, name, [[c.copy() for c in zone] for zone in getattr(self, name)])
        new.cur = self.cur and self.cur.copy()
        new.attack = self.attack and self.attack.copy()
        new.due = [d.copy() for d in self.due]
        return new

    def _log_read(self, seat: int | None) -> list[dict[str, Any]]:
        """`log_for(seat)`, read once for a position determinized again and again."""
        log, key = self.match.log, (seat, len(self.match.log), self.wait)
        if not (_read_log and _read_log[0][0] is self.match and _read_log[0][1] is log
                and _read_log[0][2] == key):
            _read_log[:] = [(self.match, log, key, self.log_for(seat))]
        return list(_read_log[0][3])

    def state(self) -> dict[str, Any]:
        """The state as the JSON-able data it has always been (cards as [kind, knows0, knows1,
        setup] lists, the attack and payment as dicts)."""
        return {k: data(v) for k, v in self.__dict__.items() if k not in ("match", "rng")}

    def determinize(self, seat: int | None, rng: Rng) -> Self:
        """Every card `seat` cannot know is dealt anew among the places it cannot see, from the
        sorted list of those cards, so the result depends only on view(seat) and `rng`. Once the
        game is over every card is open to everyone: nothing is left to resample."""
        clone = self.clone()
        if self.wait == "over":
            return clone
        clone.rng = Rng(rng.next64())
        clone.log = self._log_read(seat)
        clone.history = ["?"] * len(self.history)  # moves name hidden cards
        for owner in (0, 1):  # the order of a hidden hand is hidden: known cards first, sorted
            if owner != seat:
                clone.hands[owner].sort(key=lambda c: (not _knows(c, seat), IDX[c.kind]))
        unknown: Zone = []
        doubtful: Zone = []
        clean: Zone = []
        for zone in clone._zones():
            if zone is clone.aside:
                continue  # during setup: all purple cards, as everybody knows
            for card in zone:
                if not _knows(card, seat):
                    sos = (card.knows[seat] == SOS if seat is not None
                           else SOS in card.knows or DEDUCED in card.knows)
                    (doubtful if sos else clean if card.setup else unknown).append(card)
        pool = sorted((c.kind for c in unknown + doubtful + clean), key=IDX.__getitem__)
        rng.shuffle(pool)
        for card in doubtful:  # a 'Spion or Saboteur' card stays one of the two
            i = next(i for i, k in enumerate(pool) if k in FACE_DOWN)
            card.kind = pool.pop(i)
        if clone.cur is not None:
            # A card in play whose costs are not yet paid shows that the hand can pay them.
            hand = clone.hands[clone.current]
            hidden = [c for c in hand if not _knows(c, seat)]
            needs = sorted((a.need for a in clone.cur.asks if not a.opt), reverse=True)
            known = [c.kind for c in hand if _knows(c, seat)]
            picks = _cover(needs, known, pool, len(hidden)) if hidden and needs else []
            for card, i in zip(hidden, picks):
                card.kind = pool[i]
            for i in sorted(picks, reverse=True):
                pool.pop(i)
            taken = {id(c) for c in hidden[:len(picks)]}
            unknown = [c for c in unknown if id(c) not in taken]
        for card in clean:  # laid at setup: not purple
            i = next(i for i, k in enumerate(pool) if not BY_ID[k].purple)
            card.kind = pool.pop(i)
        for card, kind in zip(unknown, pool):
            card.kind = kind
        for card in clone._all_cards():  # the other seat's deductions are private: redo them
            for s in (0, 1):
                if s != seat and card.knows[s] == DEDUCED:
                    card.knows[s] = SOS
        clone._deduce()
        return clone


GAME = CastleRampage
