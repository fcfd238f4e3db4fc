"""The Decktet, basic and extended: one row per card, one place per fact.

Source: ../shared/reference/jacynth.md (the Decktet card list). A card id is its rank letter
followed by its suit letters in the usual suit order:

    ranks  A Ace, 2-9, P Pawn, T Court, C Crown; X is the Excuse (no rank, no suit)
    suits  M Moons, S Suns, W Waves, L Leaves, Y Wyrms, K Knots

e.g. "AM" the Ace of Moons, "8MS" the Diplomat (8 of Moons and Suns), "CK" the Windfall (Crown
of Knots), "PMYK" the Watchman, "TSWY" the Island. German names are this project's rendering of
the English ones (the seed confirms only the suit and rank words).
"""

from __future__ import annotations

from typing import NamedTuple

Card = str  # a card by its id, "8MS"; the id is also its notation in moves

SUITS = "MSWLYK"  # the usual Decktet suit order
SUIT_NAMES: dict[str, tuple[str, str]] = {  # suit letter: (English, German)
    "M": ("Moons", "Monde"),
    "S": ("Suns", "Sonnen"),
    "W": ("Waves", "Wellen"),
    "L": ("Leaves", "Blätter"),
    "Y": ("Wyrms", "Wyrme"),
    "K": ("Knots", "Knoten"),
}

# Rank order (reference): Ace < 2 ... 9 < Pawn < Court < Crown; the Excuse has no rank.
RANK_VALUE = {"A": 1, **{str(n): n for n in range(2, 10)}, "P": 10, "T": 11, "C": 12, "X": 0}

# Which part of the deck a card belongs to; the extended parts are options.
BASIC, EXCUSE, PAWN, COURT = "basic", "excuse", "pawn", "court"



class CardRow(NamedTuple):
    id: Card
    en: str  # its English name
    de: str  # its German name
    part: str  # BASIC, EXCUSE, PAWN or COURT


TABLE: tuple[CardRow, ...] = tuple(CardRow(*row) for row in (
    ("AM", "Ace of Moons", "Ass der Monde", BASIC),
    ("AS", "Ace of Suns", "Ass der Sonnen", BASIC),
    ("AW", "Ace of Waves", "Ass der Wellen", BASIC),
    ("AL", "Ace of Leaves", "Ass der Blätter", BASIC),
    ("AY", "Ace of Wyrms", "Ass der Wyrme", BASIC),
    ("AK", "Ace of Knots", "Ass der Knoten", BASIC),
    ("2MK", "the Author", "der Autor", BASIC),
    ("2SY", "the Desert", "die Wüste", BASIC),
    ("2WL", "the Origin", "der Ursprung", BASIC),
    ("3MW", "the Journey", "die Reise", BASIC),
    ("3SK", "the Painter", "der Maler", BASIC),
    ("3LY", "the Savage", "der Wilde", BASIC),
    ("4MS", "the Mountain", "der Berg", BASIC),
    ("4WL", "the Sailor", "der Seemann", BASIC),
    ("4YK", "the Battle", "die Schlacht", BASIC),
    ("5ML", "the Forest", "der Wald", BASIC),
    ("5SW", "the Discovery", "die Entdeckung", BASIC),
    ("5YK", "the Soldier", "der Soldat", BASIC),
    ("6MW", "the Lunatic", "der Wahnsinnige", BASIC),
    ("6SY", "the Penitent", "der Büßer", BASIC),
    ("6LK", "the Market", "der Markt", BASIC),
    ("7ML", "the Chance Meeting", "die Zufallsbegegnung", BASIC),
    ("7SK", "the Castle", "die Burg", BASIC),
    ("7WY", "the Cave", "die Höhle", BASIC),
    ("8MS", "the Diplomat", "der Diplomat", BASIC),
    ("8WL", "the Mill", "die Mühle", BASIC),
    ("8YK", "the Betrayal", "der Verrat", BASIC),
    ("9MS", "the Pact", "der Pakt", BASIC),
    ("9WY", "the Darkness", "die Finsternis", BASIC),
    ("9LK", "the Merchant", "der Kaufmann", BASIC),
    ("CM", "the Huntress", "die Jägerin", BASIC),
    ("CS", "the Bard", "der Barde", BASIC),
    ("CW", "the Sea", "das Meer", BASIC),
    ("CL", "the End", "das Ende", BASIC),
    ("CY", "the Calamity", "das Unheil", BASIC),
    ("CK", "the Windfall", "der Glücksfall", BASIC),
    ("X", "the Excuse", "die Ausflucht", EXCUSE),
    ("PMYK", "the Watchman", "der Wächter", PAWN),
    ("PSWK", "the Light Keeper", "der Leuchtturmwärter", PAWN),
    ("PWLY", "the Borderland", "das Grenzland", PAWN),
    ("PMSL", "the Harvest", "die Ernte", PAWN),
    ("TMWK", "the Consul", "der Konsul", COURT),
    ("TMLY", "the Rite", "der Ritus", COURT),
    ("TSLK", "the Window", "das Fenster", COURT),
    ("TSWY", "the Island", "die Insel", COURT),
))

CARDS: tuple[Card, ...] = tuple(row.id for row in TABLE)
ORDER: dict[Card, int] = {card: i for i, card in enumerate(CARDS)}  # the canonical (sorted) order
PART: dict[Card, str] = {row.id: row.part for row in TABLE}
NAMES: dict[Card, dict[str, str]] = {row.id: {"en": row.en, "de": row.de} for row in TABLE}
# A card's rank and suits; an empty cell (None) has no rank and belongs to no district.
RANK: dict[Card | None, int] = {None: 0, **{card: RANK_VALUE[card[0]] for card in CARDS}}
SUITS_OF: dict[Card | None, str] = {None: "", **{card: card[1:] for card in CARDS}}

# Number cards (2-9) trigger the solitaire flip; Aces, numbers and Crowns may hold a token.
NUMBER = frozenset(c for c in CARDS if c[0].isdigit())
TOKEN_CARDS = frozenset(c for c in CARDS if c[0] in "AC" or c in NUMBER)


def deck(excuse: bool = False, pawns: bool = False, courts: bool = False) -> list[Card]:
    """The cards in play for the chosen deck options, in canonical order."""
    parts = {BASIC} | ({EXCUSE} if excuse else set()) | ({PAWN} if pawns else set()) \
        | ({COURT} if courts else set())
    return [card for card in CARDS if PART[card] in parts]
