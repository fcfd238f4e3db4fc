"""Jacynth's rules text (rules.de.md, rules.en.md beside this): which section fits the position
the page shows, and the card lists the text takes from cards.py (`@catalogue basic`,
`@catalogue extended`) so that names, suits and ranks are written once."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ..draw.words import capital, fill
from .cards import BASIC, COURT, EXCUSE, NAMES, PART, PAWN, SUIT_NAMES, TABLE, Card
from .i18n import WORDS
from .rules import SOLO_RANKS

# The basic deck's ranks in order, the extended parts after it (cards.py's rank letters).
BASIC_RANKS = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "C")
EXTENDED = (EXCUSE, PAWN, COURT)


def moment(view: Mapping[str, Any]) -> str:
    """The section for the position: the scoring at the end, the solitaire rules in solitaire,
    else the step of the turn the player is at."""
    if view.get("is_over"):
        return "end"
    if view.get("players") == 1:
        return "solitaire"
    return "influence" if view.get("phase") == "token" else "place"


def _suits(card: Card, lang: str) -> str:
    names = [SUIT_NAMES[s][0 if lang == "en" else 1] for s in card[1:]]
    return ", ".join(names)


def _listing(cards: list[Card], lang: str, with_suits: bool = True) -> str:
    """'The Author (Moons, Knots); the Desert (Suns, Wyrms); ...'."""
    items = [NAMES[c][lang] + (f" ({_suits(c, lang)})" if with_suits else "") for c in cards]
    return capital("; ".join(items)) + "."


def catalogue(name: str, lang: str) -> list[tuple[str, str]]:
    """`basic`: the 36 cards rank by rank; `extended`: the Excuse, the Pawns, the Courts;
    `ranks`: the solitaire titles with their scores."""
    words = WORDS[lang]
    if name == "ranks":
        return _ranks(lang)
    if name == "basic":
        out = []
        for rank in BASIC_RANKS:
            cards = [row.id for row in TABLE if row.part == BASIC and row.id[0] == rank]
            title = words[f"rank_name.{rank}"] if rank in "AC" else fill(words["rank_title"],
                                                                         {"rank": rank})
            out.append((title, _listing(cards, lang, with_suits=rank != "A")))
        return out
    if name == "extended":
        out = []
        for part in EXTENDED:
            cards = [c for c in PART if PART[c] == part]
            if part == EXCUSE:
                out.append((capital(NAMES[cards[0]][lang]), words["zoom.excuse"]))
            else:
                out.append((words[f"rank_name.{'P' if part == PAWN else 'T'}"],
                            _listing(cards, lang)))
        return out
    return []


def _ranks(lang: str) -> list[tuple[str, str]]:
    """The solitaire titles, lowest first, each with its range of scores (seed 'Solitaire')."""
    words = WORDS[lang]
    out = []
    high: int | None = None  # the lowest score of the title above
    for low, key in SOLO_RANKS:
        if high is None:
            scores = fill(words["rank_from"], {"low": low})
        elif low == 0:
            scores = fill(words["rank_upto"], {"high": high - 1})
        else:
            scores = fill(words["rank_range"], {"low": low, "high": high - 1})
        out.append((words[f"solo_rank.{key}"], scores))
        high = low
    return out[::-1]
