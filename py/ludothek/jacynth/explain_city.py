"""What the city's pieces are (the page's "?" mode, explain.py): a card in the city or in the
hand, an empty cell, an influence token, a suit and a district, each from the seat's view alone
(the view holds only this seat's hand; of the others nothing but counts)."""

from __future__ import annotations

from ..draw.explain import Explanation
from ..draw.words import GameWords, Words, joined
from .cards import PART, RANK, SUITS_OF, TOKEN_CARDS, Card
from .moves import PLACE, TOKEN, parse, token
from .render import card_name, district_key, district_name, suit_name
from .rules import GRIDS
from .view import DistrictView, JacynthView

View = JacynthView
_s = GameWords("jacynth")


def say(t: Words, key: str, **args: object) -> str:
    return _s(t, f"explain.{key}", **args)


def suits_text(card: Card | None, t: Words) -> str:
    return joined((suit_name(s, t) for s in SUITS_OF[card]), say(t, "and"))


def card_facts(card: Card, t: Words) -> str:
    """Its rank and suits, and for the extended deck's cards what they do."""
    part = PART[card]
    key = part if part != "basic" else {"A": "ace", "C": "crown"}.get(card[0], "number")
    return say(t, f"rank_{key}", rank=card[0], suits=suits_text(card, t))


def card_rules(card: Card, otherwise: str) -> str:
    return otherwise if PART[card] == "basic" else "extended"


def name_of(view: View, seat: int) -> str:
    return view["names"][seat]


def cards(n: int, t: Words) -> str:
    return _s(t, "cards", n=n)


def districts_at(view: View, cell: str) -> list[DistrictView]:
    """The districts the card on `cell` belongs to, in the order of its suits."""
    found = [d for d in view["districts"] if cell in d["cells"]]
    return sorted(found, key=lambda d: SUITS_OF[view["city"][view["cells"].index(cell)]]
                  .index(d["suit"]))


def district_line(view: View, d: DistrictView, t: Words) -> str:
    owner = d["controller"]
    return say(t, "district_owned" if owner is not None else "district_free",
               suit=suit_name(d["suit"], t), cards=cards(d["size"], t),
               cells=", ".join(d["cells"]), owner=name_of(view, owner) if owner is not None else "")


def open_cells(view: View) -> list[str]:
    """Empty cells sharing a side with a card (rules 'Placing a card')."""
    city, grid = view["city"], GRIDS[view["size"]]
    return [view["cells"][c] for c, card in enumerate(city)
            if card is None and any(city[n] is not None for n in grid.neighbours[c])]


def neighbour_cards(view: View, cell: str) -> list[tuple[str, Card]]:
    """The cards sharing a side with `cell`, as (cell, card)."""
    grid = GRIDS[view["size"]]
    out = []
    for n in grid.neighbours[grid.cell_of[cell]]:
        card = view["city"][n]
        if card is not None:
            out.append((view["cells"][n], card))
    return out


def _token_step(view: View) -> bool:
    """This seat decides on a token now (the page's legal moves are this seat's)."""
    return view["phase"] in ("token", "first_token") and bool(view.get("legal"))


def _blockers(view: View, cell: str) -> list[int]:
    """Other seats controlling a district the card on `cell` lies in."""
    seat = view["seat"]
    return [d["controller"] for d in districts_at(view, cell)
            if d["controller"] is not None and d["controller"] != seat]


def _why_no_token(view: View, cell: str, card: Card, t: Words) -> str:
    """Why this seat's token cannot go on the card now: the rules' own refusal words."""
    index = view["cells"].index(cell)
    blockers = _blockers(view, cell) if view["players"] > 1 else []
    if view["tokens"][index] is not None:
        key, args = "has_token", {"cell": cell}
    elif card not in TOKEN_CARDS:
        key, args = f"no_token_{PART[card]}", {}
    elif view["phase"] == "first_token":
        key, args = "first_token_corner", {}
    elif blockers:
        key, args = "opponent_district", {"cell": cell, "owner": name_of(view, blockers[0])}
    else:
        key, args = "no_tokens_left", {}  # the rules' only other reason
    return _s(t, f"refuse.{key}", **args)


def _token_now(view: View, cell: str, card: Card, t: Words) -> str | None:
    """Whether this seat's token may go on the card: now, in its token step, or later."""
    index, seat = view["cells"].index(cell), view["seat"]
    if _token_step(view):
        if token(cell) in view.get("legal", []):
            return say(t, "token_here")
        return say(t, "token_not", why=_why_no_token(view, cell, card, t))
    if seat is None or view["is_over"] or view["tokens"][index] is not None \
            or card not in TOKEN_CARDS or not view["tokens_left"][seat]:
        return None
    blockers = _blockers(view, cell) if view["players"] > 1 else []
    if blockers:
        return say(t, "closed", owner=name_of(view, blockers[0]))
    return say(t, "open")


def city_card(view: View, cell: str, t: Words) -> Explanation | None:
    card = view["city"][view["cells"].index(cell)]
    if card is None:
        return empty_cell(view, cell, t)
    lines = [card_facts(card, t)]
    lines += [district_line(view, d, t) for d in districts_at(view, cell)]
    owner = view["tokens"][view["cells"].index(cell)]
    if owner is not None:
        lines.append(say(t, "card_token", owner=name_of(view, owner)))
    now = _token_now(view, cell, card, t)
    if now:
        lines.append(now)
    return Explanation(say(t, "card_title", card=card_name(card, t), cell=cell), tuple(lines),
                       rules=card_rules(card, "districts"))


def hand_card(view: View, card: Card, t: Words) -> Explanation | None:
    if card not in (view["hand"] or ()):
        return None  # only this seat's own hand is in its view
    lines = [card_facts(card, t)]
    here = [parse(m).cell for m in view.get("legal", []) if parse(m).kind == PLACE
            and parse(m).card == card]
    spots = here or open_cells(view)
    if not spots:
        lines.append(say(t, "hand_left"))
        return Explanation(card_name(card, t), tuple(lines), rules="end")
    lines.append(say(t, "hand_now" if here else "hand_later", n=len(spots),
                     cells=", ".join(spots)))
    joins = []  # per suit of the card, the cells beside a card of that suit
    for letter in SUITS_OF[card]:
        beside = [cell for cell in spots
                  if any(letter in SUITS_OF[other] for _, other in neighbour_cards(view, cell))]
        if beside:
            joins.append(f"{suit_name(letter, t)} ({', '.join(beside)})")
    if SUITS_OF[card]:
        lines.append(say(t, "hand_joins", spots="; ".join(joins)) if joins
                     else say(t, "hand_alone"))
    return Explanation(card_name(card, t), tuple(lines), rules=card_rules(card, "place"))


def empty_cell(view: View, cell: str, t: Words) -> Explanation:
    around = neighbour_cards(view, cell)
    lines = [say(t, "cell_open" if around else "cell_closed")]
    if around:
        lines.append(say(t, "cell_beside", cards=", ".join(
            f"{card_name(card, t)} ({at}: {suits_text(card, t) or '—'})" for at, card in around)))
    if view["phase"] == "play" and any(parse(m).kind == PLACE and parse(m).cell == cell
                                       for m in view.get("legal", [])):
        lines.append(say(t, "cell_now"))
    elif _token_step(view):
        lines.append(say(t, "cell_token"))
    return Explanation(say(t, "cell_title", cell=cell), tuple(lines), rules="place")


def influence_token(view: View, cell: str, t: Words) -> Explanation | None:
    index = view["cells"].index(cell)
    owner, card = view["tokens"][index], view["city"][index]
    if owner is None or card is None:
        return None
    name = name_of(view, owner)
    lines = [say(t, "token_on", card=card_name(card, t), cell=cell)]
    for d in districts_at(view, cell):
        holder = d["controller"]
        if holder == owner:
            lines.append(say(t, "token_controls", suit=suit_name(d["suit"], t), owner=name,
                             cards=cards(d["size"], t), n=d["size"]))
        elif holder is not None:
            lines.append(say(t, "token_outranked", suit=suit_name(d["suit"], t),
                             other=name_of(view, holder), cards=cards(d["size"], t)))
    return Explanation(say(t, "token_title", owner=name), tuple(lines), rules="districts")


def _top_token(view: View, d: DistrictView) -> tuple[str, Card] | None:
    """The cell and card of the district's highest-ranked token: the one that controls it."""
    held = [(c, card) for c in d["cells"] if view["tokens"][view["cells"].index(c)] is not None
            and (card := view["city"][view["cells"].index(c)]) is not None]
    return max(held, key=lambda held: RANK[held[1]]) if held else None


def district(view: View, key: str, t: Words) -> Explanation | None:
    d = next((d for d in view["districts"] if district_key(view, d) == key), None)
    if d is None:
        return None
    lines = [say(t, "district", cards=cards(d["size"], t), suit=suit_name(d["suit"], t),
                 cells=", ".join(d["cells"]))]
    owner, top = d["controller"], _top_token(view, d)
    if owner is not None and top is not None:
        lines.append(say(t, "district_control", owner=name_of(view, owner), cell=top[0],
                         card=card_name(top[1], t), n=d["size"]))
    else:
        lines.append(say(t, "district_nobody"))
    return Explanation(district_name(view, d, t), tuple(lines), rules="districts")


def suit(view: View, letter: str, t: Words) -> Explanation | None:
    if len(letter) != 1 or letter not in "MSWLYK":
        return None
    found = sorted((d for d in view["districts"] if d["suit"] == letter),
                   key=lambda d: (-d["size"], d["cells"]))
    lines = [say(t, "suit")]
    if found:
        lines.append(say(t, "suit_districts", list="; ".join(
            f"{cards(d['size'], t)} ({_owner(view, d, t)})" for d in found)))
    else:
        lines.append(say(t, "suit_none"))
    lines.append(say(t, "suit_tap"))
    return Explanation(suit_name(letter, t), tuple(lines), rules="districts")


def _owner(view: View, d: DistrictView, t: Words) -> str:
    owner = d["controller"]
    return name_of(view, owner) if owner is not None else _s(t, "nobody")
