"""Port Royal card data: every fact in one table row, so a correction is a one-line change.

Sources: seed 001 (Yucata rules page) for counts, abilities and contract texts;
../shared/reference/port_royal.md for the exact cost/point and sabre/coin splits, the expansion
cards and the contract coin tracks. Card ids are short, stable strings (they appear in moves):

    ships        colour letter + number per colour: Y1..Y10 (Y11, Y12 with the expansion)
                 Y = yellow Pinasse, B = blue Fleute, G = green Barke, R = red Fregatte,
                 K = black Galeone
    persons      kind code + number: tr (Trader; trY1, trG2: colour included), se, ca, pr, ja, sa,
                 pi, ma, je, ad, go; expansion cl (Clerk, one per colour: clY), gu, va
    taxes        tS1, tS2 (most sabres get a coin), tP1, tP2 (fewest points get a coin)
    expeditions  x + symbols: A = anchor (Captain), C = cross (Priest), H = house (Settler)
    contracts    readable English keys (they never appear in moves)
"""

from __future__ import annotations

from typing import Any, NamedTuple

SHIP, PERSON, TAX, EXPEDITION = "ship", "person", "tax", "expedition"
COLOURS = ("Y", "B", "G", "R", "K")  # Pinasse, Fleute, Barke, Fregatte, Galeone

# ----- ships: (colour, sabres (None = skull: never repelled), coins, count) -----------------
SHIPS: tuple[tuple[str, int | None, int, int], ...] = (
    ("Y", 1, 1, 3), ("Y", 1, 2, 1), ("Y", 2, 2, 2), ("Y", 2, 3, 1), ("Y", 4, 3, 2), ("Y", 4, 4, 1),
    ("B", 1, 1, 3), ("B", 1, 2, 1), ("B", 2, 2, 2), ("B", 2, 3, 1), ("B", 5, 3, 2), ("B", 5, 4, 1),
    ("G", 1, 1, 3), ("G", 1, 2, 1), ("G", 3, 2, 2), ("G", 3, 3, 1), ("G", 5, 3, 2), ("G", 5, 4, 1),
    ("R", 1, 1, 3), ("R", 3, 2, 3), ("R", 6, 3, 2), ("R", None, 3, 1), ("R", None, 4, 1),
    ("K", 2, 1, 3), ("K", 4, 2, 3), ("K", 7, 3, 2), ("K", None, 3, 1), ("K", None, 4, 1),
)
# Expansion: (colour, sabres, coins, special, count). A special ship also pays 1 coin to
# another player of the taker's choice (reference 5b: one per colour).
EXPANSION_SHIPS: tuple[tuple[str, int | None, int, bool, int], ...] = (
    ("Y", 4, 3, True, 1), ("Y", 2, 1, False, 1),
    ("B", 5, 3, True, 1), ("B", 1, 1, False, 1),
    ("G", 3, 3, True, 1), ("G", 1, 1, False, 1),
    ("R", 6, 3, True, 1), ("R", 1, 1, False, 1),
    ("K", None, 3, True, 1), ("K", 2, 1, False, 1),
)

# ----- persons: (kind, colour or None, hire cost, influence points, count) -------------------
PERSONS: tuple[tuple[str, str | None, int, int, int], ...] = (
    ("trader", "Y", 3, 1, 1), ("trader", "Y", 5, 2, 1),
    ("trader", "B", 3, 1, 1), ("trader", "B", 5, 2, 1),
    ("trader", "G", 3, 1, 2), ("trader", "R", 3, 1, 2), ("trader", "K", 3, 1, 2),
    ("settler", None, 4, 1, 5),
    ("captain", None, 4, 1, 5),
    ("priest", None, 4, 1, 5),
    ("jack", None, 6, 1, 3),
    ("sailor", None, 3, 1, 7), ("sailor", None, 5, 2, 2), ("sailor", None, 7, 3, 1),
    ("pirate", None, 5, 1, 1), ("pirate", None, 7, 2, 1), ("pirate", None, 9, 3, 1),
    ("mademoiselle", None, 7, 2, 2), ("mademoiselle", None, 9, 3, 2),
    ("jester", None, 5, 1, 1), ("jester", None, 7, 2, 3), ("jester", None, 9, 3, 1),
    ("admiral", None, 5, 1, 1), ("admiral", None, 7, 2, 3), ("admiral", None, 9, 3, 2),
    ("governor", None, 8, 0, 4),
)
EXPANSION_PERSONS: tuple[tuple[str, str | None, int, int, int], ...] = (
    ("clerk", "K", 4, 1, 1), ("clerk", "Y", 4, 1, 1), ("clerk", "B", 6, 2, 1),
    ("clerk", "R", 6, 2, 1), ("clerk", "G", 9, 3, 1),
    ("gunner", None, 4, 1, 1), ("gunner", None, 6, 2, 2), ("gunner", None, 8, 3, 1),
    ("viceadmiral", None, 5, 1, 2), ("viceadmiral", None, 7, 2, 2), ("viceadmiral", None, 9, 3, 1),
)
KIND_CODE = {"trader": "tr", "settler": "se", "captain": "ca", "priest": "pr", "jack": "ja",
             "sailor": "sa", "pirate": "pi", "mademoiselle": "ma", "jester": "je",
             "admiral": "ad", "governor": "go", "clerk": "cl", "gunner": "gu",
             "viceadmiral": "va"}
SABRES = {"sailor": 1, "pirate": 2}  # sabres a person adds to its owner's display

# ----- tax increases: (id, who gets the bonus coin) ------------------------------------------
TAXES = (("tS1", "sabres"), ("tS2", "sabres"), ("tP1", "points"), ("tP2", "points"))
TAX_LIMIT = 12  # players with this many coins or more pay half, rounded down
# The online extra tax increase (piles empty / second reshuffle) is a virtual card of this kind.
EXTRA_TAX_KIND = "points"

# ----- expeditions: (id, person kinds required, coins, points, only with 5 players) ----------
EXPEDITIONS: tuple[tuple[str, tuple[str, ...], int, int, bool], ...] = (
    ("xAA", ("captain", "captain"), 2, 4, False),
    ("xCC", ("priest", "priest"), 2, 4, False),
    ("xHH", ("settler", "settler"), 2, 4, False),
    ("xAAH", ("captain", "captain", "settler"), 3, 6, False),
    ("xCCH", ("priest", "priest", "settler"), 3, 6, False),
    ("xACH", ("captain", "priest", "settler"), 3, 5, True),
)
JOKER = "jack"  # may replace any one required person of an expedition

# ----- contracts (expansion): (id, condition, parameter, coin track 1st..5th) ----------------
# conditions: pair = both kinds in the display; cheap = count persons of printed cost <= limit;
# sabres; expedition = fulfilled expeditions; foe = refuse a ship's coins (colour, times);
# tax = pay taxes; bust = bust as active player; colours = distinct ship colours in the harbour
# during your Discover (count, times); pirates = collect repelled ships of all colours.
CONTRACTS: tuple[tuple[str, str, Any, tuple[int, ...]], ...] = (
    ("comedian", "pair", ("priest", "jester"), (4, 3, 2, 1, 0)),
    ("lady_killer", "pair", ("captain", "mademoiselle"), (3, 2, 1, 0, 0)),
    ("supremacy", "pair", ("captain", "viceadmiral"), (4, 3, 2, 1, 0)),
    ("colony", "pair", ("settler", "gunner"), (3, 2, 1, 0, 0)),
    ("outpost", "pair", ("settler", "clerk"), (4, 3, 2, 1, 0)),
    ("trader_prince", "pair", ("trader", "trader"), (3, 2, 1, 0, 0)),
    ("cheap_staff", "cheap", (4, 3), (5, 4, 3, 2, 1)),
    ("fighter", "sabres", 3, (3, 2, 1, 0, 0)),
    ("explorer", "expedition", 1, (2, 1, 0, 0, 0)),
    ("frigate_foe", "foe", ("R", 3), (8, 6, 5, 4, 3)),
    ("galleon_foe", "foe", ("K", 2), (6, 5, 4, 3, 2)),
    ("tax_officer", "tax", None, (7, 7, 7, 7, 7)),
    ("jinx", "bust", None, (1, 1, 1, 1, 1)),
    ("little_gamester", "colours", (3, 2), (2, 1, 0, 0, 0)),
    ("gamester", "colours", (4, 1), (2, 1, 0, 0, 0)),
    ("pirates", "pirates", 5, (3, 2, 1, 0, 0)),
)
CONTRACTS_FACE_UP = 4
CUBES = 3  # per player
CONTRACT_POINTS = (0, 0, 1, 3)  # total influence points for 0, 1, 2, 3 completed contracts
# Contracts that hold a cube on a progress space before they are completed.
PROGRESS_CONTRACTS = ("frigate_foe", "galleon_foe", "little_gamester")

START_COINS = 3
END_POINTS = 12

# ----- derived tables -------------------------------------------------------------------------
class Card(NamedTuple):
    """One card; fields that do not apply to its type are None (0 for counts)."""

    id: str
    type: str  # SHIP, PERSON, TAX, EXPEDITION
    colour: str | None  # ships, Traders, Clerks
    sabres: int | None  # a ship's to repel it (None: a skull ship), a person's in the display
    coins: int
    special: bool  # an expansion ship that pays another player 1 coin
    kind: str | None  # a person's kind
    cost: int | None  # a person's hire cost
    points: int
    needs: tuple[str, ...] | None  # an expedition's person kinds
    tax: str | None  # a tax increase's bonus: "sabres" or "points"


def _build() -> tuple[list[Card], list[Card], list[Card]]:
    base: list[Card] = []
    expansion: list[Card] = []
    # How many ids so far end in a number after each prefix: a card's number is the next one.
    # Counted as the cards are made (the page builds this table at every start).
    numbered: dict[str, int] = {}

    def next_number(prefix: str) -> int:
        assert not prefix[-1:].isdigit(), prefix  # else an id's prefix would be ambiguous
        numbered[prefix] = numbered.get(prefix, 0) + 1
        return numbered[prefix]

    ships = [(row[:3], False, row[3], base) for row in SHIPS]
    ships += [(row[:3], row[3], row[4], expansion) for row in EXPANSION_SHIPS]
    for (hue, sabres, coins), special, count, out in ships:
        for _ in range(count):
            out.append(Card(f"{hue}{next_number(hue)}", SHIP, hue, sabres, coins,
                            special, None, None, 0, None, None))
    for persons, out in ((PERSONS, base), (EXPANSION_PERSONS, expansion)):
        for kind, colour, cost, points, count in persons:
            for _ in range(count):
                if kind == "clerk":
                    cid = f"cl{colour}"
                else:
                    prefix = KIND_CODE[kind] + (colour or "")
                    cid = f"{prefix}{next_number(prefix)}"
                out.append(Card(cid, PERSON, colour, SABRES.get(kind, 0), 0, False, kind, cost,
                                points, None, None))
    for cid, kind in TAXES:
        base.append(Card(cid, TAX, None, 0, 0, False, None, None, 0, None, kind))
    fives: list[Card] = []
    for cid, needs, coins, points, five in EXPEDITIONS:
        card = Card(cid, EXPEDITION, None, 0, coins, False, None, None, points, needs, None)
        (fives if five else base).append(card)
    return base, expansion, fives


_BASE, _EXPANSION, _FIVES = _build()
BASE_DECK = tuple(c.id for c in _BASE)  # the 119 cards with a coin on the back
EXPANSION_DECK = tuple(c.id for c in _EXPANSION)  # 24 more cards
FIVE_PLAYER_CARDS = tuple(c.id for c in _FIVES)  # no coin on the back: face up from the start
CARD = {c.id: c for c in _BASE + _EXPANSION + _FIVES}
ORDER = {cid: i for i, cid in enumerate(BASE_DECK + FIVE_PLAYER_CARDS + EXPANSION_DECK)}

CONTRACT = {cid: (cond, param, track) for cid, cond, param, track in CONTRACTS}
CONTRACT_IDS = tuple(c[0] for c in CONTRACTS)
CONTRACT_ORDER = {cid: i for i, cid in enumerate(CONTRACT_IDS)}
DISPLAY_CONTRACTS = tuple(c[0] for c in CONTRACTS
                          if c[1] in ("pair", "cheap", "sabres", "expedition"))
FOE_OF_COLOUR = {param[0]: cid for cid, cond, param, _ in CONTRACTS if cond == "foe"}
