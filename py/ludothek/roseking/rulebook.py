"""Rosenkönig's rules screen (core/rulebook.py): the section that fits a position, and the
power cards listed from the game's words."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from .i18n import WORDS
from .moves import CARDS, DIRECTIONS, card_parts

# What a card of each direction does, in the player's words (the names come from i18n).
_STEP = {
    "de": {"N": "nach oben", "NE": "schräg nach rechts oben", "E": "nach rechts",
           "SE": "schräg nach rechts unten", "S": "nach unten", "SW": "schräg nach links unten",
           "W": "nach links", "NW": "schräg nach links oben"},
    "en": {"N": "up", "NE": "diagonally up and right", "E": "right",
           "SE": "diagonally down and right", "S": "down", "SW": "diagonally down and left",
           "W": "left", "NW": "diagonally up and left"},
}
_SAYS = {"de": "{names}: Die Krone rückt 1, 2 oder 3 Felder {step}.",
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
    """The end once the game is over; else what the player to move can do: the turn while a
    card can be played, the heroes when only a hero can play one, drawing when nothing else
    is left (everything it reads is open: the hands, their targets, the heroes)."""
    if view["is_over"]:
        return "end"
    seat = view["to_move"]
    targets = view["card_targets"]
    landing = [view["board"][targets[card]] for card in view["hands"][seat]
               if targets[card] is not None]
    if None in landing and view["stones_left"]:
        return "turn"
    if view["heroes"][seat] and 1 - seat in landing:
        return "hero"
    return "draw"
