"""Castle Rampage's move notation: the one module that reads and writes it.

The text of a move is what `legal_moves()`, saves, links and the page's `data-move` carry;
`parse` turns it into a `Move` value, `text` turns a value back into exactly that text. A move
is its kind, then a card id (the kind ids of cards.py), then a place, each after a colon:

    move  = kind [":" card] [":" where]

Every form, with examples:

    setup:<card>:gate|castle       setup: a dealt card goes under the own Gate or Castle
                                       setup:ritter:gate   setup:koch:castle
    play:<card>                    play a hand card for its effect or attack
                                       play:reiter   play:spion   play:narr
    play:bauarbeiter:tocastle|togate   the Bauarbeiter, with the way it moves cards
                                       play:bauarbeiter:tocastle
    reinforce:<card>:gate|castle   the turn's one reinforcement (the Oger's cost then follows)
                                       reinforce:oger:castle
    veteran                        the Veteran in the own display attacks (once a turn)
    end                            end the turn
    pay:<card>                     discard a hand card for a cost or a strengthening
                                       pay:koch
    skip                           leave an optional strengthening unpaid
    target:gate|castle             with a Tunnelgräber: what the next attack hits
    react:aufgebot                 the defender plays a Letztes Aufgebot just before a fight
    decline                        ... or does not
    discard:<card>                 after an attack: a discard owed for a Bombenleger or Spion
                                       discard:schwert
    narr:<card>                    Narr: add an attack card to it
                                       narr:ritter
    go                             Narr: attack the Castle with the sum

    >>> parse("reinforce:oger:castle")
    Move(kind='reinforce', card='oger', where='castle')
    >>> text(Move(TARGET, where=GATE))
    'target:gate'

`parse` checks the form and that the card is a card of the game (and the Letztes Aufgebot for
`react`), not whether the move is legal now: that is the rules' question. The set of moves is
finite (a few hundred), so parsing is a look-up and any other text is refused.
"""

from __future__ import annotations

from typing import NamedTuple

from .cards import ORDER

SETUP, PLAY, REINFORCE, PAY, DISCARD, NARR = "setup", "play", "reinforce", "pay", "discard", "narr"
TARGET, REACT = "target", "react"
VETERAN, END, SKIP, DECLINE, GO = "veteran", "end", "skip", "decline", "go"
WORDS: tuple[str, ...] = (VETERAN, END, SKIP, DECLINE, GO)  # the moves that are a single word
GATE, CASTLE = "gate", "castle"
PILES: tuple[str, ...] = (GATE, CASTLE)
TOCASTLE, TOGATE = "tocastle", "togate"  # the Bauarbeiter: Gate -> Castle, Castle -> Gate
BUILDER = "bauarbeiter"
LEVY = "aufgebot"


class Move(NamedTuple):
    """One move: `kind` (one of the constants above), the card it uses, and where it goes:
    gate|castle (setup, reinforce, target) or tocastle|togate (the Bauarbeiter)."""

    kind: str
    card: str | None = None
    where: str | None = None

    @property
    def named_card(self) -> str:
        """The card of a move that names one (every form with `<card>` above)."""
        assert self.card is not None, f"{self.kind} names no card"
        return self.card

    @property
    def place(self) -> str:
        """The place of a move that names one (gate|castle, tocastle|togate)."""
        assert self.where is not None, f"{self.kind} names no place"
        return self.where


def _every_move() -> list[Move]:
    found = [Move(kind) for kind in WORDS] + [Move(TARGET, where=at) for at in PILES]
    found.append(Move(REACT, LEVY))
    found += [Move(PLAY, BUILDER, way) for way in (TOCASTLE, TOGATE)]
    for card in ORDER:
        found += [Move(kind, card, at) for kind in (SETUP, REINFORCE) for at in PILES]
        if card != BUILDER:
            found.append(Move(PLAY, card))
        found += [Move(kind, card) for kind in (PAY, DISCARD, NARR)]
    return found


_TEXT: dict[Move, str] = {m: ":".join(field for field in m if field) for m in _every_move()}
_BY_TEXT: dict[str, Move] = {notation: m for m, notation in _TEXT.items()}


def parse(move_text: str) -> Move:
    """The move written `move_text`; ValueError if it is not a Castle Rampage move."""
    move = _BY_TEXT.get(move_text) if isinstance(move_text, str) else None
    if move is None:
        raise ValueError(f"not a Castle Rampage move: {move_text!r}")
    return move


def text(move: Move) -> str:
    """The notation of `move` (the inverse of `parse`); ValueError for a value that is no move."""
    notation = _TEXT.get(move)
    if notation is None:
        raise ValueError(f"not a Castle Rampage move: {move!r}")
    return notation
