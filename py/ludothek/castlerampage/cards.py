"""The Castle Rampage deck: 118 cards in 42 kinds, one row per kind.

Certain facts come from seed 004 (Yucata's rules page and its card appendix) and the publisher's
rulebook as quoted in ../shared/reference/castle_rampage.md. The printed card faces are lost, so
most values are reconstructed. Every reconstructed field is named in its row's `rec`; the page
shows that mark in the card's detail view, and NOTES.md says why each value was chosen. A player
with the printed cards corrects a value here, in one place: the rules and the card texts in
i18n.py read their numbers from this table.

Fields of a row:
    id       short stable id, used in moves, views and logs
    count    copies in the deck
    gate     defence value under the Gate (left on the card)
    castle   defence value under the Castle (right on the card)
    attack   attack value, None for a card without one
    units    unit symbols: P (Pferd, horse), S (Schwert, sword), B (Bogen, bow)
    cost     None, ("discard", n) hand cards, ("gate", 1) own top Gate card,
             ("gate_castle", 1) own top Gate card and own top Castle card
    perm     the card is permanent (the infinity symbol): it stays in the display
    purple   a purple card (never dealt at setup online)
    params   the numbers of the effect (see rules.py for how each is used)
    rec      the reconstructed fields: names of fields above or of params, "effect" (the effect
             itself is reconstructed), "timing" (when a certain effect happens), "name" (an
             invented card kind filling the deck's unnamed cards), "tunnel_bonus" (the Narr:
             how the seed's bonus of a laid-out Tunnelgräber is read)
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

HORSE, SWORD, BOW = "P", "S", "B"


@dataclass(frozen=True, slots=True)
class Card:
    """One row of the table (the fields are described above)."""

    id: str
    count: int
    gate: int
    castle: int
    attack: int | None
    units: str
    cost: tuple[str, int] | None
    perm: bool
    purple: bool
    params: dict[str, Any]
    rec: tuple[str, ...]


def _c(id: str, count: int, gate: int, castle: int, attack: int | None = None, units: str = "",
       cost: tuple[str, int] | None = None, perm: bool = False, purple: bool = False,
       rec: tuple[str, ...] = (), **params: Any) -> Card:
    return Card(id, count, gate, castle, attack, units, cost, perm, purple, params, tuple(rec))


_DEF = ("gate", "castle")  # defence values: printed faces lost, reconstructed for almost all

TABLE = (
    # Attack cards ---------------------------------------------------------------------------
    _c("axt", 5, 2, 2, attack=2, units=SWORD, draw=1, bonus=2, rec=_DEF + ("units",)),
    _c("beschwoerer", 2, 1, 2, attack=6, rec=_DEF + ("attack",)),
    _c("bogen", 5, 1, 2, attack=3, units=BOW, rec=_DEF + ("attack", "units")),
    _c("pfeilhagel", 3, 1, 1, attack=3, castle_attack=3, rec=_DEF + ("attack",)),
    _c("ritter", 5, 3, 2, attack=5, units=HORSE, cost=("discard", 1), extra=1,
       rec=_DEF + ("units",)),
    _c("soeldner_p", 3, 2, 2, attack=3, units=SWORD + BOW, need=HORSE, plus=3,
       rec=_DEF + ("units", "need")),
    _c("soeldner_s", 3, 2, 2, attack=3, units=HORSE + BOW, need=SWORD, plus=3,
       rec=_DEF + ("units", "need")),
    _c("soeldner_b", 3, 2, 2, attack=3, units=HORSE + SWORD, need=BOW, plus=3,
       rec=_DEF + ("units", "need")),
    # The rulebook's plan: discard a Ritter (read as its horse symbol) and a Bogenschütze.
    _c("plan1", 1, 1, 2, attack=9, needs=HORSE + BOW, more=BOW, plus=5, rec=_DEF + ("needs",)),
    _c("plan2", 1, 1, 2, attack=8, needs=SWORD + BOW, more=SWORD, plus=4,
       rec=_DEF + ("attack", "needs", "more", "plus")),
    _c("plan3", 1, 1, 2, attack=9, needs=HORSE + SWORD, more=HORSE, plus=4,
       rec=_DEF + ("attack", "needs", "more", "plus")),
    _c("plan4", 1, 1, 2, attack=10, needs=HORSE + HORSE, more=SWORD, plus=4,
       rec=_DEF + ("attack", "needs", "more", "plus")),
    _c("plan5", 1, 1, 2, attack=8, needs=SWORD + SWORD, more=BOW, plus=4,
       rec=_DEF + ("attack", "needs", "more", "plus")),
    _c("plan6", 1, 1, 2, attack=8, needs=BOW + BOW, more=HORSE, plus=4,
       rec=_DEF + ("attack", "needs", "more", "plus")),
    _c("plan7", 1, 1, 2, attack=12, needs=HORSE + SWORD + BOW, more=BOW, plus=3,
       rec=_DEF + ("attack", "needs", "more", "plus")),
    _c("plan8", 1, 1, 2, attack=6, needs=SWORD, more=SWORD, plus=3,
       rec=_DEF + ("attack", "needs", "more", "plus")),
    _c("plan9", 1, 1, 2, attack=6, needs=HORSE, more=BOW, plus=3,
       rec=_DEF + ("attack", "needs", "more", "plus")),
    # Permanent cards ------------------------------------------------------------------------
    _c("berater", 2, 1, 3, perm=True, cost=("gate", 1), draw=1, rec=_DEF + ("cost",)),
    _c("knappe", 2, 2, 2, perm=True, plus=1, rec=_DEF),
    _c("tunnel", 2, 1, 2, perm=True, rec=_DEF),
    _c("veteran", 2, 3, 3, attack=3, units=SWORD, perm=True,
       rec=_DEF + ("attack", "units", "timing")),
    # Other effects --------------------------------------------------------------------------
    _c("diplomat", 3, 2, 3, rec=_DEF),
    _c("drache", 3, 2, 3, cost=("discard", 2), gate_cards=2, rec=("cost", "gate_cards")),
    # "Ist der Torstapel eines Spielers leer, so wirft er nur die oberste Karte der Burg ab":
    # the Drache's wording, read the same way (more than one Gate card otherwise).
    _c("erdbeben", 2, 3, 3, gate_cards=2, rec=_DEF + ("gate_cards",)),
    _c("heiler", 2, 1, 3, cards=2, rec=_DEF + ("effect", "cards")),
    _c("koch", 3, 2, 2, bonus=3, rec=_DEF + ("bonus",)),
    _c("aufgebot", 3, 3, 4, minus=3, rec=_DEF + ("minus",)),
    _c("nachschub", 2, 2, 2, draw=3, rec=_DEF + ("effect", "draw")),
    # The seed's "ausliegender Tunnelgräber" bonus is read as the Knappe's (NOTES.md, Narr).
    _c("narr", 2, 1, 1, rec=_DEF + ("tunnel_bonus",)),
    _c("priester", 2, 2, 4, rec=_DEF),
    _c("ueberlaeufer", 3, 2, 2, cards=2, rec=_DEF),
    _c("verraeter", 2, 1, 2, rec=_DEF + ("effect",)),
    # Purple cards ---------------------------------------------------------------------------
    # The Oger's 6 under the Gate is the seed's worked example; 6 under the Castle the rulebook.
    _c("oger", 2, 6, 6, purple=True, cost=("discard", 1), rec=("cost",)),
    _c("saboteur", 2, 1, 1, purple=True, plus=3, rec=_DEF + ("plus",)),
    _c("spion", 3, 1, 1, purple=True, discard=2, rec=_DEF),
    _c("bombenleger", 3, 3, 3, purple=True, discard=2, rec=("count",) + _DEF),
    # Named in the seed without a count --------------------------------------------------------
    _c("raeuber", 3, 2, 2, attack=4, units=SWORD,
       rec=("count",) + _DEF + ("attack", "units", "effect")),
    _c("bauarbeiter", 3, 2, 3, cards=2, rec=("count",) + _DEF + ("effect", "cards")),
    _c("riese", 2, 4, 4, attack=7, units=HORSE + SWORD, cost=("gate_castle", 1),
       rec=("count",) + _DEF + ("attack", "units", "cost")),
    # The deck's plain units: invented kinds that fill it to 118 --------------------------------
    _c("reiter", 9, 2, 2, attack=4, units=HORSE,
       rec=("name", "count") + _DEF + ("attack", "units")),
    _c("schwert", 9, 3, 3, attack=3, units=SWORD,
       rec=("name", "count") + _DEF + ("attack", "units")),
    _c("armbrust", 9, 2, 4, attack=2, units=BOW,
       rec=("name", "count") + _DEF + ("attack", "units")),
)

BY_ID = {card.id: card for card in TABLE}
ORDER = tuple(card.id for card in TABLE)
DECK_SIZE = 118
assert sum(card.count for card in TABLE) == DECK_SIZE, "the deck must hold 118 cards"


def catalogue() -> list[dict[str, Any]]:
    """The table as JSON-able rows (for the page's card detail view)."""
    return [{"id": c.id, "count": c.count, "gate": c.gate, "castle": c.castle,
             "attack": c.attack, "units": c.units, "cost": list(c.cost) if c.cost else None,
             "perm": c.perm, "purple": c.purple, "params": dict(c.params),
             "reconstructed": list(c.rec)} for c in TABLE]
