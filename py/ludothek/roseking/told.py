"""Rosenkönig told in words (draw/told.py): the board row by row, both open hands with where
each card would take the crown, the piles and the roses left, the scores; the moves grouped as
plain plays, hero plays and the draw. Everything here is open information (seed 002), and it
is read from the view alone."""

from __future__ import annotations

from ..draw.told import Choice, Group, Part
from ..draw.words import GameWords, Words, capital
from .moves import DRAW, HERO, PLAY, Card, card_parts, parse
from .rules import HEROES, SIZE, STONES, square_name
from .view import RoseKingView

View = RoseKingView
_s = GameWords("roseking")


def _say(t: Words, key: str, **args: object) -> str:
    return _s(t, f"told.{key}", **args)


def _colour(t: Words, seat: int) -> str:
    return _s(t, f"seat.{seat}")


def card_words(card: Card, t: Words) -> str:
    """A power card as direction and distance, with a digit a screen reader says as a number
    (the card's own name has a Roman numeral): "north-east 2"."""
    direction, n = card_parts(card)
    return _say(t, "card", direction=_s(t, f"dir.{direction}"), n=n)


def _square(view: View, sq: int, t: Words) -> str:
    owner = view["board"][sq]
    what = _say(t, "empty") if owner is None else _say(t, f"rose.{owner}")
    if sq == view["crown"]:
        what = _say(t, "with_crown", what=what)
    return f"{square_name(sq)} {what}"


def _board(view: View, t: Words) -> Part:
    lines = [_say(t, "crown", square=square_name(view["crown"]))]
    for row in range(SIZE):  # the top row (9) first, as the board is shown
        indices = range(row * SIZE, (row + 1) * SIZE)
        if all(view["board"][sq] is None and sq != view["crown"] for sq in indices):
            lines.append(_say(t, "row.empty", row=SIZE - row))  # one word for a bare row
            continue
        squares = ", ".join(_square(view, sq, t) for sq in indices)
        lines.append(_say(t, "row", row=SIZE - row, squares=squares))
    return Part("board", _say(t, "board"), lines)


def _card_line(view: View, seat: int, card: Card, t: Words) -> str:
    """Where the card would take the crown, and whether it could be played there."""
    target = view["card_targets"].get(card)
    name = card_words(card, t)
    if target is None:
        return capital(_say(t, "card.off", card=name))
    owner = view["board"][target]
    key = ("card.to" if owner is None else "card.own" if owner == seat
           else "card.hero" if view["heroes"][seat] else "card.no_hero")
    return capital(_say(t, key, card=name, square=square_name(target),
                       colour=_colour(t, seat), other=_colour(t, 1 - seat)))


def _hand(view: View, seat: int, t: Words) -> Part:
    hand = view["hands"][seat]
    heading = _say(t, "hand.you" if seat == view["seat"] else "hand",
                   colour=_colour(t, seat), name=view["names"][seat])
    lines = [_say(t, "hand.count", n=len(hand))]
    lines += [_card_line(view, seat, card, t) for card in hand]
    lines.append(_say(t, "heroes", n=view["heroes"][seat], all=HEROES))
    return Part("hands", heading, lines)


def _piles(view: View, t: Words) -> Part:
    top = view["discard_top"]
    lines = [_say(t, "draw", n=view["draw_count"]),
             _say(t, "discard", n=view["discard_count"], card=card_words(top, t)) if top
             else _say(t, "discard.empty"),
             _say(t, "roses", n=view["stones_left"], all=STONES)]
    if "draw_pile" in view:  # the option 'show the draw pile': its contents, never its order
        lines.append(f"{_s(t, 'draw_pile_contents')}: "
                     + ", ".join(card_words(c, t) for c in view["draw_pile"]))
    return Part("piles", _say(t, "piles"), lines)


def _scores(view: View, t: Words) -> Part:
    lines = []
    for seat, (points, largest, roses) in enumerate(view["scores"]):
        colour = _colour(t, seat)
        lines.append(_say(t, "score", colour=colour, name=view["names"][seat], points=points,
                          largest=largest, roses=roses))
        sizes = sorted((len(g) for g in view["groups"][seat]), reverse=True)
        if sizes:
            lines.append(_say(t, "territories", colour=colour, sizes=", ".join(map(str, sizes))))
    mover = view["to_move"]
    if view["end_reason"]:
        lines.append(_s(t, f"end.{view['end_reason']}"))
    elif mover is not None:
        lines.append(_say(t, "to_move", colour=_colour(t, mover), name=view["names"][mover]))
    return Part("scores", _say(t, "scores"), lines)


def table(view: View, t: Words) -> list[Part]:
    """The board, the hands (the seat's own first), the piles and the scores."""
    seat = view["seat"]
    order = [0, 1] if seat is None else [seat, 1 - seat]
    return [_board(view, t), *(_hand(view, s, t) for s in order), _piles(view, t),
            _scores(view, t)]


def moves(view: View, t: Words) -> list[Group]:
    """The legal moves as plain plays, hero plays and the draw, each with where the crown lands."""
    mover = view["to_move"] if view["to_move"] is not None else 0  # legal moves are the mover's
    other = _colour(t, 1 - mover)
    groups: dict[str, list[Choice]] = {PLAY: [], HERO: [], DRAW: []}
    for move in view.get("legal", []):
        kind, card = parse(move)
        if kind == DRAW:
            groups[DRAW].append(Choice(move, _say(t, "move.draw")))
            continue
        target = view["card_targets"].get(card)
        square = square_name(target) if target is not None else "?"
        key = "move.hero" if kind == HERO else "card.to"
        groups[kind].append(Choice(move, capital(_say(t, key, card=card_words(card, t),
                                                     square=square, other=other))))
    return [Group(_say(t, f"group.{kind}"), choices) for kind, choices in groups.items() if choices]
