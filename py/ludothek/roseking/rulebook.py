"""Rosenkönig's rules screen (core/rulebook.py): the section that fits a position, and the
power cards listed from the game's words."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from .i18n import WORDS
from .moves import CARDS, DIRECTIONS, DRAW, HERO, card_parts, parse

# What a card of each direction does, in the player's words (the names come from i18n).
_STEP = {
    "de": {"N": "nach oben", "NE": "schräg nach rechts oben", "E": "nach rechts",
           "SE": "schräg nach rechts unten", "S": "nach unten", "SW": "schräg nach links unten",
           "W": "nach links", "NW": "schräg nach links oben"},
    "en": {"N": "up", "NE": "diagonally up and right", "E": "right",
           "SE": "diagonally down and right", "S": "down", "SW": "diagonally down and left",
           "W": "left", "NW": "diagonally up and left"},
}
_SAYS = {"de": "{names}: Die Krone zieht 1, 2 oder 3 Felder {step}.",
         "en": "{names}: the crown moves 1, 2 or 3 squares {step}."}


def catalogue(name: str, lang: str) -> list[tuple[str, str]]:
    """`cards`: the 24 power cards, one entry per direction (its three distances)."""
    if name != "cards":
        return []
    words = WORDS[lang]
    entries = []
    for direction in DIRECTIONS:
        cards = [card for card in CARDS if card_parts(card).direction == direction]
        codes = ", ".join(words[f"code.{card}"] for card in cards)
        names = ", ".join(words[f"card.{card}"] for card in cards)
        says = _SAYS[lang].format(names=names, step=_STEP[lang][direction])
        entries.append((codes, says[0].upper() + says[1:]))
    return entries


def moment(view: Mapping[str, Any]) -> str:
    """The end once the game is over; while the seat at the device may use a hero, the heroes;
    when drawing is all it can do, drawing; else the turn (from its legal moves, which the
    view holds only for the seat to move)."""
    if view["is_over"]:
        return "end"
    kinds = {parse(move).kind for move in view["legal"]}
    if HERO in kinds:
        return "hero"
    if kinds == {DRAW}:
        return "draw"
    return "turn"
