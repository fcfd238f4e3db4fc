"""Jacynth told in words (draw/told.py): the city row by row with each card's rank, suits and
token, its districts with their controllers, the seat's own hand, the draw pile (and the
solitaire's flips), the players with their tokens and scores; the moves grouped by the card to
place, then the token step. Told from the view alone: of the other hands only their counts."""

from __future__ import annotations

from ..draw.told import Choice, Group, Part
from ..draw.words import GameWords, Words, capital, joined
from .cards import SUITS, SUITS_OF, Card
from .explain_city import neighbour_cards, suits_text
from .moves import PLACE, SKIP, TOKEN, parse
from .render import card_name, district_name, suit_name
from .view import DistrictView, JacynthView

View = JacynthView
_s = GameWords("jacynth")


def _say(t: Words, key: str, **args: object) -> str:
    return _s(t, f"told.{key}", **args)


def _and(t: Words) -> str:
    return _s(t, "explain.and")


def card_words(card: Card, t: Words) -> str:
    """A card with its rank and suits: "the Forest (5, Moons and Leaves)"."""
    if not SUITS_OF[card]:
        return _say(t, "card.excuse", name=card_name(card, t))  # the Excuse
    rank = card[0]
    rank_text = _s(t, f"rank_name.{rank}") if rank in "APTC" else rank
    return _say(t, "card", name=card_name(card, t), rank=rank_text, suits=suits_text(card, t))


def _cell(view: View, index: int, t: Words) -> str:
    name, card, owner = view["cells"][index], view["city"][index], view["tokens"][index]
    if card is None:
        return f"{name} {_say(t, 'empty')}"
    said = f"{name} {card_words(card, t)}"
    if owner is not None:
        said += ", " + _s(t, "token_of", name=view["names"][owner])
    return said


def _last_placed(view: View) -> tuple[str, Card] | None:
    """The cell and card of the latest placement in the log (the renderer marks it)."""
    for entry in reversed(view["log"]):
        if entry.get("k") == "play":
            index = view["cells"].index(entry["cell"])
            card = view["city"][index]
            return (entry["cell"], card) if card is not None else None
    return None


def _city(view: View, t: Words) -> Part:
    lines = []
    if view["layout"]:
        lines.append(f"{_s(t, 'option.layout')}: {_s(t, 'option.layout.' + view['layout'])}")
    size = view["size"]
    for row in range(size):  # the top row first, as the city is shown
        indices = range(row * size, (row + 1) * size)
        if all(view["city"][i] is None for i in indices):
            lines.append(_say(t, "row.empty", row=size - row))
        else:
            # Semicolons between the cells: a card's words hold commas of their own.
            lines.append(_say(t, "row", row=size - row,
                              cells="; ".join(_cell(view, i, t) for i in indices)))
    last = _last_placed(view)
    if last:
        lines.append(_say(t, "last", cell=last[0], card=card_name(last[1], t)))
    return Part("board", _s(t, "city"), lines)


def _districts(view: View, t: Words) -> Part:
    found = sorted(view["districts"], key=lambda d: (SUITS.index(d["suit"]), -d["size"]))
    lines = [_district_line(view, d, t) for d in found] or [_s(t, "no_district")]
    return Part("board", _s(t, "districts"), lines)


def _district_line(view: View, d: DistrictView, t: Words) -> str:
    owner = d["controller"]
    return _say(t, "district" if owner is not None else "district.free",
                district=district_name(view, d, t), cards=_s(t, "cards", n=d["size"]),
                cells=", ".join(d["cells"]),
                owner=view["names"][owner] if owner is not None else "")


def _hand(view: View, t: Words) -> Part | None:
    hand, seat = view["hand"], view["seat"]
    if hand is None or seat is None:
        return None  # a spectator sees no hand
    lines = [capital(card_words(c, t)) for c in hand] or [_s(t, "hand.empty")]
    return Part("hands", _say(t, "hand", name=view["names"][seat]), lines)


def _last_flip(view: View) -> tuple[str, str, str] | None:
    """Solitaire: the flip of the latest placement, as (its log key, card, card played)."""
    for entry in reversed(view["log"]):
        if entry.get("k") in ("flip_keep", "flip_swap"):
            return entry["k"], entry["card"], entry["played"]
        if entry.get("k") == "play":
            return None
    return None


def _piles(view: View, t: Words) -> Part:
    lines = [_say(t, "draw", n=view["draw_count"])]
    if view["discard"]:
        lines.append(_say(t, "discard", cards=", ".join(card_name(c, t) for c in view["discard"])))
    flip = _last_flip(view)
    if flip:
        key, card, played = flip
        lines.append(capital(_s(t, f"solo.{key}", card=card_name(card, t),
                               played=card_name(played, t))))
    return Part("piles", _say(t, "piles.solo" if "solo" in view else "piles"), lines)


def _players(view: View, t: Words) -> Part:
    lines = []
    for seat, name in enumerate(view["names"]):
        who = _say(t, "you", name=name) if seat == view["seat"] else name
        lines.append(_say(t, "player", name=who, points=view["scores"][seat],
                          tokens=view["tokens_left"][seat], cards=view["hand_counts"][seat]))
    solo = view.get("solo")
    if solo:
        lines.append(_s(t, "solo.score", score=view["scores"][0],
                        title=_s(t, f"solo_rank.{solo['rank']}")))
        lines.append(_s(t, "solo.played", n=solo["played"], total=solo["to_play"]))
        due = []
        for after, count in solo["deadlines"]:
            deadline = _s(t, "solo.deadline", count=count, after=after)
            due.append(_say(t, "met", deadline=deadline) if solo["tokens_down"] >= count
                       else deadline)
        lines.append(_s(t, "explain.deadlines_list", due="; ".join(due)))
        if solo["token_forced"]:
            lines.append(_s(t, "explain.deadline_now"))
    mover = view["to_move"]
    if view["is_over"]:
        lines.append(_s(t, "log.end"))
    elif mover is not None:
        lines.append(_say(t, "to_move", name=view["names"][mover]))
    return Part("scores", _say(t, "players"), lines)


def table(view: View, t: Words) -> list[Part]:
    """The city, its districts, the seat's hand, the draw pile, the players."""
    parts = [_city(view, t), _districts(view, t), _hand(view, t), _piles(view, t),
             _players(view, t)]
    return [p for p in parts if p is not None]


def _place_words(view: View, card: Card, cell: str, t: Words) -> str:
    """Where the card goes and beside what, with the suits it shares with its new neighbours
    (the districts it joins)."""
    beside = neighbour_cards(view, cell)
    if not beside:
        return _say(t, "on", cell=cell)
    names = joined((card_name(c, t) for _, c in beside), _and(t))
    shared = [s for s in SUITS_OF[card] if any(s in SUITS_OF[c] for _, c in beside)]
    if not shared:
        return _say(t, "on.beside", cell=cell, cards=names)
    return _say(t, "on.shared", cell=cell, cards=names, n=len(shared),
                suits=joined((suit_name(s, t) for s in shared), _and(t)))


def _token_words(view: View, cell: str, t: Words) -> str:
    """A token on the card at `cell`, with the districts the card lies in."""
    card = view["city"][view["cells"].index(cell)]
    name = card_name(card, t) if card is not None else ""
    found = [d for d in view["districts"] if cell in d["cells"]]
    if not found:
        return _say(t, "token", card=name, cell=cell)
    districts = joined((_say(t, "token.district.own" if d["controller"] == view["seat"]
                             else "token.district", suit=suit_name(d["suit"], t),
                             cards=_s(t, "cards", n=d["size"])) for d in found), _and(t))
    return _say(t, "token.in", card=name, cell=cell, districts=districts)


def _token_heading(view: View, t: Words) -> str:
    if view["phase"] == "first_token":
        return _say(t, "group.first_token")
    if view.get("solo", {}).get("token_forced"):
        return _say(t, "group.token_due")
    return _say(t, "group.token")


def moves(view: View, t: Words) -> list[Group]:
    """A group per hand card (its cells), or the token step (each card, or no token)."""
    places: dict[Card, list[Choice]] = {}
    tokens: list[Choice] = []
    for move in view.get("legal", []):
        parsed = parse(move)
        if parsed.kind == PLACE:
            places.setdefault(parsed.card, []).append(
                Choice(move, capital(_place_words(view, parsed.card, parsed.cell, t))))
        elif parsed.kind == TOKEN:
            tokens.append(Choice(move, _token_words(view, parsed.cell, t)))
        elif parsed.kind == SKIP:
            tokens.append(Choice(move, _s(t, "skip")))
    groups = [Group(capital(card_words(card, t)), choices) for card, choices in places.items()]
    if tokens:
        groups.append(Group(_token_heading(view, t), tokens))
    return groups
