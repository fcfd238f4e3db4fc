"""Castle Rampage's state as typed values: a card, an attack and the costs being paid.

Each value is mutable (the rules change what a seat knows of a card where it lies) and knows its
`data()`: the JSON-able form saves of the state and `Game.state()` have always had, so the
typed values change no snapshot. `copy()` gives the independent copy `clone()` needs.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

# What a seat knows of a card (Card.knows).
UNKNOWN, SOS, KNOWN, DEDUCED = 0, 1, 2, 3

Zone = list["Card"]  # a pile, hand or display; which end is the top depends on the zone


@dataclass(slots=True)
class Card:
    """One card, moving between zones as one object. `knows[seat]`: what that seat knows of it
    (UNKNOWN, SOS "Spion or Saboteur", KNOWN, DEDUCED privately); `setup`: laid under a Gate or
    Castle at setup and not seen since, so everybody knows it is not purple. `stamp`: when and
    where it was laid under a Gate or Castle (Rules._lay), public like the laying itself, so the
    page follows it while it stays in the piles; not part of `data()`, it changes no save."""

    kind: str
    knows: list[int]
    setup: bool = False
    stamp: int = 0

    def copy(self) -> Card:
        return Card(self.kind, self.knows[:], self.setup, self.stamp)

    def data(self) -> list[Any]:
        return [self.kind, self.knows[0], self.knows[1], int(self.setup)]


@dataclass(slots=True)
class Part:
    """One attack (a Pfeilhagel or Beschwörer makes two): the defending seat, the pile it aims
    at, its strength; whether a surplus on the Gate goes on to the Castle, and whether a
    Tunnelgräber may choose the target."""

    defender: int
    at: str
    strength: int
    overflow: bool = True
    tunnel: bool = True

    def copy(self) -> Part:
        return Part(self.defender, self.at, self.strength, self.overflow, self.tunnel)

    def data(self) -> dict[str, Any]:
        return {"d": self.defender, "at": self.at, "s": self.strength, "ov": self.overflow,
                "tun": self.tunnel}


@dataclass(slots=True)
class Attack:
    """The attack under way: its card, `kind` (normal, both: a Beschwörer's parts share one
    value, narr), whether a Räuber takes the destroyed cards, its parts, the part `i` being
    fought and its `step` (target, react, fight), the Bombenleger and Spione destroyed."""

    card: str
    kind: str
    rob: bool
    parts: list[Part]
    i: int = 0
    step: str = "target"
    bombs: int = 0
    spies: list[int] = field(default_factory=lambda: [0, 0])

    @property
    def part(self) -> Part:
        return self.parts[self.i]

    def copy(self) -> Attack:
        return Attack(self.card, self.kind, self.rob, [p.copy() for p in self.parts], self.i,
                      self.step, self.bombs, self.spies[:])

    def data(self) -> dict[str, Any]:
        return {"card": self.card, "kind": self.kind, "rob": self.rob,
                "parts": [p.data() for p in self.parts], "i": self.i, "step": self.step,
                "bombs": self.bombs, "spies": self.spies[:]}


@dataclass(slots=True)
class Ask:
    """One discard a card in play asks for: a unit symbol it `need`s ("" any card), whether it
    is optional (a strengthening) and what it adds to the attack."""

    need: str
    opt: bool
    plus: int

    def data(self) -> dict[str, Any]:
        return {"need": self.need, "opt": self.opt, "plus": self.plus}


@dataclass(slots=True)
class Payment:
    """A card in play whose costs are being paid: `mode` play, oger or narr, its argument (the
    Bauarbeiter's way, the Oger's pile), the asks left and the strength they added."""

    card: str
    mode: str
    arg: str
    asks: list[Ask]
    extra: int = 0

    def copy(self) -> Payment:
        return Payment(self.card, self.mode, self.arg, self.asks[:], self.extra)  # asks: frozen

    def data(self) -> dict[str, Any]:
        return {"card": self.card, "mode": self.mode, "arg": self.arg,
                "asks": [a.data() for a in self.asks], "extra": self.extra}


@dataclass(slots=True)
class Due:
    """Discards a seat owes after an attack (Bombenleger, Spion)."""

    seat: int
    n: int

    def copy(self) -> Due:
        return Due(self.seat, self.n)

    def data(self) -> list[int]:
        return [self.seat, self.n]


Typed = Card | Part | Attack | Ask | Payment | Due


def data(value: Any) -> Any:
    """`value` as JSON-able data: typed values by their `data()`, lists and dicts item by item."""
    if isinstance(value, list):
        return [data(item) for item in value]
    if isinstance(value, dict):
        return {key: data(item) for key, item in value.items()}
    if isinstance(value, Typed):
        return value.data()
    return value
