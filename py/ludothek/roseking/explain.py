"""What Rosenkönig's pieces are and do now (the page's "?" mode, draw/explain.py), from the
view alone: a power card, a seat's heroes, the crown, a square, the draw pile and the discards,
the roses left and a seat's score. Everything but the draw pile's order is open information
(seed 002), and the view tells nothing of that order, so nothing here can leak it."""

from __future__ import annotations

from ..draw.explain import Explanation
from ..draw.words import GameWords, Words
from .moves import Card, card_parts
from .rules import HAND_LIMIT, HEROES, STONES, square_name
from .view import RoseKingView, Square

View = RoseKingView
_s = GameWords("roseking")
_SQUARES = {square_name(sq): sq for sq in range(81)}


def _say(t: Words, key: str, **args: object) -> str:
    return _s(t, f"explain.{key}", **args)


def _colour(t: Words, seat: int) -> str:
    return _s(t, f"seat.{seat}")


def _owner(view: View, card: Card) -> int | None:
    return next((seat for seat, hand in enumerate(view["hands"]) if card in hand), None)


def _reaching(view: View, seat: int, square: Square) -> list[Card]:
    """The cards in `seat`'s hand that take the crown to `square` now."""
    return [c for c in view["hands"][seat] if view["card_targets"].get(c) == square]


def _names(t: Words, cards: list[Card]) -> str:
    return ", ".join(_s(t, f"card.{c}") for c in cards)


def card(view: View, c: Card, t: Words) -> Explanation | None:
    seat = _owner(view, c)
    if seat is None:
        return None
    direction, n = card_parts(c)
    colour, other = _colour(t, seat), _colour(t, 1 - seat)
    title = _say(t, "card", name=_s(t, f"card.{c}"), code=_s(t, f"code.{c}"))
    what = _say(t, "card.what", n=n, direction=_s(t, f"dir.{direction}"), colour=colour)
    start, target = square_name(view["crown"]), view["card_targets"].get(c)
    args = {"start": start, "colour": colour, "other": other}
    playable = False
    if target is None:
        now = _say(t, "card.off", **args)
    else:
        args["square"] = square_name(target)
        owner = view["board"][target]
        if owner == seat:
            now = _say(t, "card.own", **args)
        elif owner is None:
            playable = view["stones_left"] > 0
            later = view["to_move"] != seat  # "Played now" is for the player to move
            now = _say(t, ("card.to_later" if later else "card.to") if playable
                       else "card.no_stone", **args)
        else:
            playable = view["heroes"][seat] > 0
            now = _say(t, "card.hero" if playable else "card.no_hero",
                        heroes=view["heroes"][seat], **args)
    lines = [what, now]
    if view["is_over"]:
        lines.append(_say(t, "over"))
    elif playable and view["to_move"] != seat:
        lines.append(_say(t, "card.wait", **args))
    rule = "play" if target is None or view["board"][target] in (None, seat) else "hero"
    return Explanation(title, tuple(lines), rules=rule)


def heroes(view: View, seat: int, t: Words) -> Explanation:
    colour, other = _colour(t, seat), _colour(t, 1 - seat)
    left = view["heroes"][seat]
    lines = [_say(t, "heroes.what", colour=colour, n=left, all=HEROES)]
    flips = [c for c in view["hands"][seat] if (sq := view["card_targets"].get(c)) is not None
             and view["board"][sq] == 1 - seat]
    if left == 0:
        lines.append(_say(t, "heroes.gone", colour=colour))
    elif flips:
        lines.append(_say(t, "heroes.now", cards=", ".join(
            _say(t, "crown.via", card=_s(t, f"card.{c}"),
                 square=square_name(view["card_targets"][c] or 0)) for c in flips)))
    else:
        lines.append(_say(t, "heroes.none_now", colour=colour, other=other))
    return Explanation(_say(t, "heroes", colour=colour), tuple(lines), rules="hero")


def crown(view: View, t: Words) -> Explanation:
    lines = [_say(t, "crown.what", square=square_name(view["crown"]))]
    seat = view["to_move"]
    if view["is_over"] or seat is None:
        lines.append(_say(t, "over"))
    else:
        ways = []
        for c in view["hands"][seat]:
            sq = view["card_targets"].get(c)
            if sq is None or view["board"][sq] == seat:
                continue
            free = view["board"][sq] is None
            if (view["stones_left"] if free else view["heroes"][seat]) > 0:
                ways.append(_say(t, "crown.via" if free else "crown.via_hero",
                                 card=_s(t, f"card.{c}"), square=square_name(sq)))
        colour = _colour(t, seat)
        lines.append(_say(t, "crown.moves", colour=colour, cards=", ".join(ways)) if ways
                     else _say(t, "crown.stuck", colour=colour))
    return Explanation(_say(t, "crown"), tuple(lines), rules="play")


def square(view: View, sq: Square, t: Words) -> Explanation:
    owner = view["board"][sq]
    lines = []
    if owner is None:
        lines.append(_say(t, "square.empty"))
        cards = _reaching(view, 0, sq) + _reaching(view, 1, sq)
        lines.append(_say(t, "square.reached", cards=_names(t, cards)) if cards
                     else _say(t, "square.unreached"))
    else:
        size = next(len(g) for g in view["groups"][owner] if sq in g)
        colour, other = _colour(t, owner), _colour(t, 1 - owner)
        lines.append(_say(t, "square.rose", colour=colour, size=size, points=size * size))
        cards = _reaching(view, 1 - owner, sq)
        if view["heroes"][1 - owner] == 0:
            lines.append(_say(t, "square.no_hero", colour=colour, other=other))
        elif cards:
            lines.append(_say(t, "square.flip", other=other, cards=_names(t, cards)))
        else:
            lines.append(_say(t, "square.no_flip", colour=colour, other=other))
    if sq == view["crown"]:
        lines.append(_say(t, "square.crown"))
    return Explanation(_say(t, "square", square=square_name(sq)), tuple(lines),
                       rules="play" if owner is None else "end")


def draw_pile(view: View, t: Words) -> Explanation:
    lines = [_say(t, "draw.what", n=view["draw_count"])]
    seat = view["to_move"]
    if seat is not None and not view["is_over"]:
        held = len(view["hands"][seat])
        lines.append(_say(t, "draw.may" if held < HAND_LIMIT else "draw.full",
                          colour=_colour(t, seat), n=held))
    option = _s(t, "option.show_draw_pile")
    lines.append(_say(t, "draw.shown" if "draw_pile" in view else "draw.hidden", option=option))
    return Explanation(_say(t, "draw"), tuple(lines), rules="draw")


def discards(view: View, t: Words) -> Explanation:
    top = view["discard_top"]
    lines = [_say(t, "discard.what", n=view["discard_count"]),
             _say(t, "discard.top", card=_s(t, f"card.{top}")) if top
             else _say(t, "discard.empty"),
             _say(t, "discard.then")]
    return Explanation(_say(t, "discard"), tuple(lines), rules="draw")


def stones(view: View, t: Words) -> Explanation:
    lines = (_say(t, "stones.what", n=view["stones_left"], all=STONES), _say(t, "stones.end"))
    return Explanation(_say(t, "stones"), lines, rules="end")


def score(view: View, seat: int, t: Words) -> Explanation:
    points, largest, roses = view["scores"][seat]
    sizes = sorted((len(g) for g in view["groups"][seat]), reverse=True)
    colour = _colour(t, seat)
    total = " + ".join(f"{n}²" for n in sizes)
    lines = [_say(t, "score.what", colour=colour, n=len(view["hands"][seat])),
             _say(t, "score.points", points=points, sum=total) if sizes
             else _say(t, "score.nothing"),
             _say(t, "score.ties", largest=largest, roses=roses)]
    return Explanation(_say(t, "score", colour=colour, name=view["names"][seat]), tuple(lines),
                       rules="end")


def explain(view: View, what: str, t: Words) -> Explanation | None:
    """`what` is "card:NE2", "heroes:0", "crown", "square:e5", "pile:draw", "pile:discard",
    "stones" or "score:1" (render.py marks them)."""
    kind, _, arg = what.partition(":")
    seat = int(arg) if arg in ("0", "1") else None
    if kind == "card" and arg in view["card_targets"]:
        return card(view, arg, t)
    if kind == "heroes" and seat is not None:
        return heroes(view, seat, t)
    if kind == "score" and seat is not None:
        return score(view, seat, t)
    if kind == "square" and arg in _SQUARES:
        return square(view, _SQUARES[arg], t)
    simple = {"crown": crown, "pile:draw": draw_pile, "pile:discard": discards, "stones": stones}
    found = simple.get(what)
    return found(view, t) if found is not None else None

