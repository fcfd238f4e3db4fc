"""Castle Rampage's full rules (rules.de.md, rules.en.md): the section for the position shown,
and the card lists of the rules, built from the deck table (cards.py) and the card words
(i18n.py) so that a value corrected in cards.py is corrected in the rules too."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ..draw.words import fill
from .cards import BY_ID, ORDER, Card
from .i18n import WORDS

# The section that fits each phase of the view ('phase' is rules.py's `wait`).
_MOMENTS = {"setup": "setup", "main": "turn", "pay": "costs", "narr": "fool",
            "target": "attack", "react": "defence", "discard": "defence", "over": "end"}
# The value fields of a card whose reconstruction is marked right beside the value.
_VALUE_FIELDS = ("count", "gate", "castle", "attack", "units")
MARK = "✱"  # a reconstructed value (the card zoom's mark)


def moment(view: Mapping[str, Any]) -> str:
    """The key of the section for the position `view` shows (its public phase only)."""
    return _MOMENTS.get(str(view.get("phase")), "turn")


def _group(card: Card) -> str:
    """The catalogue a card is listed in (the rules' sections of cards)."""
    if "name" in card.rec:
        return "units"  # the deck's plain units
    if card.purple:
        return "purple"
    if card.perm:
        return "permanent"
    return "attack" if card.attack is not None else "events"


def catalogue(name: str, lang: str) -> list[tuple[str, str]]:
    """The cards of one group ('attack', 'permanent', 'events', 'purple', 'units') as
    (name, what it is and does): its count and values, each reconstructed one marked, then its
    text from the card words."""
    return [(WORDS[lang][f"card.{kind}"], _entry(BY_ID[kind], lang))
            for kind in ORDER if _group(BY_ID[kind]) == name]


def _entry(card: Card, lang: str) -> str:
    """'5× · Gate 2 ✱ · Castle 2 ✱ · Attack 2 · Unit: sword ✱.', the card's text, and what
    else is reconstructed; ✱ marks a reconstructed value, as the card zoom does."""
    words = WORDS[lang]
    rec = set(card.rec)

    def fact(label: str, value: Any, field: str) -> str:
        return f"{label}{value}" + (f" {MARK}" if field in rec else "")

    facts = [fact("", f"{card.count}×", "count"),
             fact(words["zone.gate"] + " ", card.gate, "gate"),
             fact(words["zone.castle"] + " ", card.castle, "castle")]
    if card.attack is not None:
        star = "*" if "extra" in card.params or "plus" in card.params else ""  # as printed
        facts.append(fact(words["fact.attack"] + " ", f"{card.attack}{star}", "attack"))
    if card.units:
        symbols = " / ".join(words[f"unit.{u}"] for u in card.units)
        facts.append(fact(words["fact.units"] + ": ", symbols, "units"))
    text = " · ".join(facts) + ". " + words[f"card.{card.id}.text"]
    if rec:
        others = [_rec_word(field, words) for field in card.rec if field not in _VALUE_FIELDS]
        text += f" {MARK} {words['card.reconstructed']}" + (": " + "; ".join(others)
                                                            if others else "")
    return text


def _rec_word(field: str, words: Mapping[str, str]) -> str:
    """How a reconstructed field that is no printed value is named (the card zoom's words)."""
    for key in (f"param.{field}", f"fact.{field}"):
        if key in words:
            return words[key]
    return fill(words[f"fact.rec_{field}"], {"plus": BY_ID["knappe"].params["plus"]})
