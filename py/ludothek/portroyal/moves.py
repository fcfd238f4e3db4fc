"""Port Royal's move notation: the one place that reads and writes it.

A move is short text (what saves, links, `legal_moves()` and the page's `data-move` carry);
`parse` turns it into a `Move` value and `text` turns a value back into exactly that text.
Every decision is one move of the seat `to_move`:

    draw                     Discover: reveal another card
    stop                     Discover: stop and go on to Trade & Hire
    repel                    a revealed ship you could repel: discard it ...
    keep                     ... or put it into the harbour
    pass                     Trade & Hire: take no (more) cards
    take:<card>              Trade & Hire: trade a ship (take its coins) or hire a person
                                 take:Y3   take:sa7   take:trG2
    take:<card>:<seat>       trade a special expansion ship; seat <seat> gets its extra coin
                                 take:Y11:2
    take:<card>:no           trade a Fregatte/Galeone refusing all its coins (Frigate/Galleon Foe)
                                 take:R4:no
    take:<card>:no:<seat>    the same with a special ship
                                 take:R11:no:0
    exp:<card>:<persons>     active player: fulfil the expedition <card> by discarding the
                             persons named (a comma list, no spaces)
                                 exp:xAA:ca1,ca2   exp:xCCH:pr3,ja1,se2

Card ids are those of `cards.py`; a seat is a number without leading zeros. `parse` checks the
form and that the ids name cards of the right type (a ship or person to take, an expedition and
persons to fulfil it), not whether the move is legal now: that is the rules' question.

    >>> parse("take:R11:no:0")
    Move(kind='take', card='R11', refuse=True, target=0, persons=())
    >>> parse("exp:xAA:ca1,ca2").persons
    ('ca1', 'ca2')
    >>> text(take("Y11", target=2))
    'take:Y11:2'
    >>> parse("take:sa7:no")
    Traceback (most recent call last):
    ValueError: 'take:sa7:no': a person is hired without options
"""

from __future__ import annotations

import functools
from typing import NamedTuple

from .cards import CARD, EXPEDITION, PERSON, SHIP

DRAW, STOP, REPEL, KEEP, PASS = "draw", "stop", "repel", "keep", "pass"
TAKE, EXP = "take", "exp"
WORDS = (DRAW, STOP, REPEL, KEEP, PASS)  # the moves that are a single word
NO = "no"  # the refusal field of a take move
SEP, LIST_SEP = ":", ","


class Move(NamedTuple):
    """One move. `kind` is one of WORDS, TAKE or EXP; the other fields belong to TAKE
    (`card`, `refuse`, `target`) and EXP (`card`, `persons`)."""

    kind: str
    card: str | None = None  # the ship or person taken, or the expedition fulfilled
    refuse: bool = False  # take: the ship's coins are refused
    target: int | None = None  # take: the seat that gets a special ship's extra coin
    persons: tuple[str, ...] = ()  # exp: the persons discarded

    @property
    def is_take(self) -> bool:
        return self.kind == TAKE

    @property
    def is_expedition(self) -> bool:
        return self.kind == EXP


def card_of(move: Move) -> str:
    """The card a take or exp move names (parse never gives one without)."""
    if move.card is None:
        raise ValueError(f"{move.kind!r} names no card")
    return move.card


def take(card: str, refuse: bool = False, target: int | None = None) -> Move:
    return Move(TAKE, card, refuse, target)


@functools.lru_cache(maxsize=None)  # a few hundred texts at most; searches write them often
def take_text(card: str, refuse: bool, target: int | None) -> str:
    """`text(take(card, refuse, target))`."""
    return text(take(card, refuse, target))


def expedition(card: str, persons: list[str] | tuple[str, ...]) -> Move:
    return Move(EXP, card, persons=tuple(persons))


def _card(cid: str, *types: str) -> str:
    if cid not in CARD or CARD[cid].type not in types:
        raise ValueError(f"{cid!r} is not a {' or '.join(types)} card")
    return cid


def _seat(field: str) -> int:
    if not field.isdigit() or not field.isascii() or str(int(field)) != field:
        raise ValueError(f"{field!r} is not a seat number")
    return int(field)


_PARSED: dict[str, Move] = {}  # the move texts read so far (searches read the same ones often)


def parse(text: str) -> Move:
    """The move written as `text`; ValueError if `text` is not a move (see the docstring)."""
    move = _PARSED.get(text) if isinstance(text, str) else None
    if move is None:
        move = _PARSED[text] = _read(text)
    return move


def _read(text: str) -> Move:
    if not isinstance(text, str):
        raise ValueError(f"a move is text, not {type(text).__name__}")
    if text in WORDS:
        return Move(text)
    kind, *fields = text.split(SEP)
    if kind == TAKE and 1 <= len(fields) <= 3:
        card = _card(fields[0], SHIP, PERSON)
        rest = fields[1:]
        refuse = bool(rest) and rest[0] == NO
        if refuse:
            rest = rest[1:]
        target = _seat(rest.pop()) if rest else None
        if CARD[card].type == PERSON and (refuse or target is not None):
            raise ValueError(f"{text!r}: a person is hired without options")
        if rest:
            raise ValueError(f"{text!r} has too many fields")
        return Move(TAKE, card, refuse, target)
    if kind == EXP and len(fields) == 2:
        persons = tuple(_card(p, PERSON) for p in fields[1].split(LIST_SEP))
        return Move(EXP, _card(fields[0], EXPEDITION), persons=persons)
    raise ValueError(f"{text!r} is not a Port Royal move")


def text(move: Move) -> str:
    """The notation of `move`; `parse(text(m)) == m` for every move `parse` gives."""
    if move.kind in WORDS:
        return move.kind
    if move.kind == EXP:
        return SEP.join((EXP, str(move.card), LIST_SEP.join(move.persons)))
    if move.kind != TAKE:
        raise ValueError(f"unknown move kind {move.kind!r}")
    fields = [TAKE, str(move.card)]
    if move.refuse:
        fields.append(NO)
    if move.target is not None:
        fields.append(str(move.target))
    return SEP.join(fields)
