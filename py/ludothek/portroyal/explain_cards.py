"""Port Royal's cards and contracts in the page's "?" mode (explain.py asks): what each is and
what it does now for the player at the device, worked out from the view alone (the displays,
purses and harbour are open to all; the draw pile and the face-down contracts never show)."""

from __future__ import annotations

from ..draw.explain import Explanation
from ..draw.words import GameWords, Words, joined
from .cards import CARD, CONTRACT, EXPEDITION, JOKER, PERSON, SHIP, TAX
from .view import ContractView, View

_tx = GameWords("portroyal")
EXPEDITION_KINDS = ("settler", "captain", "priest")
AT_TURN_TO_TAKE = ("jester", "admiral", "gunner", "viceadmiral")  # they pay as taking begins


def player(view: View) -> int | None:
    """Whom "now" is said for: the person at the device, else the seat to move."""
    return view["seat"] if view["seat"] is not None else view["to_move"]


def name(view: View, seat: int) -> str:
    return view["names"][seat]


def count(view: View, seat: int, kind: str, colour: str | None = None) -> int:
    return sum(1 for p in view["displays"][seat]["persons"]
               if CARD[p].kind == kind and (colour is None or CARD[p].colour == colour))


def card_name(t: Words, cid: str) -> str:
    return _tx(t, f"card.{cid}")


def facts(t: Words, cid: str) -> list[str]:
    """What a card is, as printed: a ship's coins and sabres, a person's points, cost and
    ability, a tax increase's effect, an expedition's persons and reward."""
    c = CARD[cid]
    if c.type == SHIP:
        colour = _tx(t, f"colour.{c.colour}")
        key = "explain.ship_skull" if c.sabres is None else "explain.ship"
        found = [_tx(t, key, colour=colour, coins=c.coins, sabres=c.sabres)]
        return found + ([_tx(t, "text.special")] if c.special else [])
    if c.type == PERSON:
        return [_tx(t, "explain.person", kind=_tx(t, f"kind.{c.kind}"), points=c.points,
                    cost=c.cost), _tx(t, f"ability.{c.kind}")]
    if c.type == TAX:
        return [f"{_tx(t, 'text.tax')} {_tx(t, f'text.tax.{c.tax}')}"]
    persons = ", ".join(_tx(t, f"kind.{k}") for k in c.needs or ())
    text = _tx(t, "rule.expedition", persons=persons, coins=c.coins, points=c.points)
    return [text] + ([_tx(t, "text.five")] if cid == "xACH" else [])


def _rules(cid: str) -> str:
    c = CARD[cid]
    if c.type == SHIP:
        return "expansion" if c.special else "ships"
    if c.type == PERSON:
        return "expansion" if c.kind in ("clerk", "gunner", "viceadmiral") else "persons"
    return "tax" if c.type == TAX else "expeditions"


# ----- the harbour, the waiting ship, the expedition display -------------------------------------

def harbour_card(view: View, cid: str, t: Words) -> Explanation | None:
    if cid not in view["harbour"]:
        return None
    lines = facts(t, cid)
    seat, active = player(view), view["active"]
    if seat is not None and active is not None and not view["is_over"]:
        if CARD[cid].type == SHIP:
            lines += _ship_now(view, cid, seat, active, t)
        else:
            lines.append(_price(view, cid, seat, active, t))
    return Explanation(card_name(t, cid), tuple(lines), _rules(cid))


def _ship_now(view: View, cid: str, seat: int, active: int, t: Words) -> list[str]:
    c = CARD[cid]
    traders = count(view, seat, "trader", c.colour)
    gain = c.coins + traders
    key = "explain.gain_traders" if traders else "explain.gain"
    found = [_tx(t, key, name=name(view, seat), gain=gain, n=traders)]
    if view["phase"] != "trade":  # while discovering, the colour is what busts the turn
        found.append(_tx(t, "explain.bust_risk", colour=_tx(t, f"colour.{c.colour}"),
                         active=name(view, active)))
    elif seat != active:
        found.append(_tx(t, "explain.fee", name=name(view, seat), active=name(view, active)))
    return found


def _price(view: View, cid: str, seat: int, active: int, t: Words) -> str:
    """What hiring costs the seat (Mademoiselles counted, the coin to the active player for
    another seat) and whether its purse holds that much."""
    ladies = count(view, seat, "mademoiselle")
    price = max(0, (CARD[cid].cost or 0) - ladies)
    fee = 0 if seat == active else 1
    who = name(view, seat)
    text = _tx(t, "explain.price", name=who, price=price)
    if ladies:
        text += _tx(t, "explain.price_less", n=ladies)
    if fee:
        text += _tx(t, "explain.price_fee", active=name(view, active))
    coins = view["displays"][seat]["coins"]
    verdict = "explain.afford" if coins >= price + fee else "explain.too_dear"
    return f"{text}. {_tx(t, verdict, name=who, coins=coins)}"


def waiting(view: View, cid: str, t: Words) -> Explanation | None:
    active = view["active"]
    if cid != view["pending"] or active is None:
        return None
    c = CARD[cid]
    who = name(view, active)
    have = view["displays"][active]["sabres"]
    lines = facts(t, cid) + [_tx(t, "explain.waiting", name=who)]
    if c.sabres is not None:
        key = "explain.repel_can" if have >= c.sabres else "explain.repel_cannot"
        lines.append(_tx(t, key, name=who, have=have, need=c.sabres))
    if view["pending_busts"]:
        lines.append(_tx(t, "explain.keep_busts", colour=_tx(t, f"colour.{c.colour}")))
    else:
        lines.append(_tx(t, "explain.keep_ok", active=who))
    return Explanation(card_name(t, cid), tuple(lines), "bust" if view["pending_busts"] else "repel")


def lacking(view: View, seat: int, needs: tuple[str, ...]) -> list[str]:
    """The person kinds the seat still lacks for an expedition, Jacks standing in for any."""
    short: list[str] = []
    for kind in dict.fromkeys(needs):
        short += [kind] * max(0, needs.count(kind) - count(view, seat, kind))
    return short[count(view, seat, JOKER):]


def expedition(view: View, cid: str, t: Words) -> Explanation | None:
    if cid not in view["expeditions"]:
        return None
    lines = facts(t, cid)
    seat, active = player(view), view["active"]
    if seat is not None and active is not None and not view["is_over"]:
        short = lacking(view, seat, CARD[cid].needs or ())
        who = name(view, seat)
        if short:
            persons = ", ".join(_tx(t, f"kind.{k}") for k in short)
            lines.append(_tx(t, "explain.exp_lack", name=who, persons=persons))
        elif view["pending_busts"]:
            said = _tx(t, "refuse.exp_two_ships")
            lines.append(f"{said[:1].upper()}{said[1:]}.")
        elif seat == active == view["to_move"]:
            lines.append(_tx(t, "explain.exp_can", name=who))
        else:
            lines.append(_tx(t, "explain.exp_has", name=who))
        if seat != active:
            lines.append(_tx(t, "explain.exp_turn", active=name(view, active)))
    return Explanation(card_name(t, cid), tuple(lines), "expeditions")


# ----- a player's display -------------------------------------------------------------------------

def _owner(view: View, arg: str) -> tuple[int, str] | None:
    seat, _, cid = arg.partition(":")
    if not seat.isdigit() or int(seat) >= view["players"] or cid not in CARD:
        return None
    return int(seat), cid


def person(view: View, arg: str, t: Words) -> Explanation | None:
    found = _owner(view, arg)
    if found is None or found[1] not in view["displays"][found[0]]["persons"]:
        return None
    seat, cid = found
    c = CARD[cid]
    kind = c.kind or ""
    lines = [_tx(t, "explain.owned", kind=_tx(t, f"kind.{kind}"), name=name(view, seat),
                 points=c.points, cost=c.cost), _tx(t, f"ability.{kind}"),
             _person_now(view, seat, cid, t)]
    if kind in AT_TURN_TO_TAKE:
        ships = sum(1 for h in view["harbour"] if CARD[h].type == SHIP)
        lines.append(_tx(t, "explain.now.harbour", cards=len(view["harbour"]), ships=ships))
    return Explanation(card_name(t, cid), tuple(lines), _rules(cid))


def _person_now(view: View, seat: int, cid: str, t: Words) -> str:
    """What the person (with the others of its kind in the display) does for its owner now."""
    c = CARD[cid]
    kind, who = c.kind or "", name(view, seat)
    n = count(view, seat, kind, c.colour if kind in ("trader", "clerk") else None)
    if kind in ("trader", "clerk"):
        return _tx(t, f"explain.now.{kind}", name=who, n=n, colour=_tx(t, f"colour.{c.colour}"),
                   ship=_tx(t, f"ship.{c.colour}"))
    if kind in ("sailor", "pirate"):
        return _tx(t, "explain.now.sabres", name=who, sabres=view["displays"][seat]["sabres"])
    if kind == "mademoiselle":
        return _tx(t, "explain.now.mademoiselle", name=who, n=n)
    if kind in EXPEDITION_KINDS + (JOKER,):
        fits = [card_name(t, x) for x in view["expeditions"]
                if kind == JOKER or kind in (CARD[x].needs or ())]
        return (_tx(t, "explain.now.exp", list="; ".join(fits)) if fits
                else _tx(t, "explain.now.no_exp"))
    return _tx(t, "explain.now.count", name=who, n=n)


def done(view: View, arg: str, t: Words) -> Explanation | None:
    found = _owner(view, arg)
    if found is None or found[1] not in view["displays"][found[0]]["expeditions"]:
        return None
    seat, cid = found
    total = view["displays"][seat]["breakdown"]["expeditions"]
    lines = facts(t, cid) + [_tx(t, "explain.done", name=name(view, seat),
                                 points=CARD[cid].points, total=total)]
    return Explanation(card_name(t, cid), tuple(lines), "expeditions")


def pirate(view: View, arg: str, t: Words) -> Explanation | None:
    found = _owner(view, arg)
    if found is None or found[1] not in view["displays"][found[0]]["pirates"]:
        return None
    seat, cid = found
    kept = len(view["displays"][seat]["pirates"])
    lines = [_tx(t, "explain.pirate", name=name(view, seat), n=kept),
             _tx(t, "contract_text.pirates")]
    return Explanation(card_name(t, cid), tuple(lines), "contracts")


# ----- any card met in the history: what it is and where it is now ------------------------------

def card(view: View, cid: str, t: Words) -> Explanation | None:
    if cid not in CARD:
        return None
    return Explanation(card_name(t, cid), tuple(facts(t, cid) + [_where(view, cid, t)]),
                       _rules(cid))


def _where(view: View, cid: str, t: Words) -> str:
    if cid in view["harbour"]:
        return _tx(t, "explain.where.harbour")
    if cid == view["pending"]:
        return _tx(t, "explain.where.waiting")
    if cid in view["expeditions"]:
        return _tx(t, "explain.where.expeditions")
    if cid in view["discard"]:
        return _tx(t, "explain.where.discard")
    for seat, display in enumerate(view["displays"]):
        for cards, where in ((display["persons"], "display"), (display["expeditions"], "done"),
                             (display["pirates"], "pirates")):
            if cid in cards:
                return _tx(t, f"explain.where.{where}", name=name(view, seat))
    return _tx(t, "explain.where.gone")


# ----- contracts (expansion) ----------------------------------------------------------------------

def contract(view: View, arg: str, t: Words) -> Explanation | None:
    """A contract on the table, for the player at the device or (a chip in a display) its seat."""
    cid, _, seat_text = arg.partition(":")
    shown = next((c for c in view["contracts"] if c["id"] == cid), None)
    if shown is None or (seat_text and not seat_text.isdigit()):
        return None
    seat = int(seat_text) if seat_text else player(view)
    lines = [_tx(t, f"contract_text.{cid}")]
    if len(shown["slots"]) < len(shown["track"]):
        lines.append(_tx(t, "explain.contract_next", coins=shown["next_coins"]))
    else:
        lines.append(_tx(t, "explain.contract_full"))
    if shown["slots"]:
        names = joined((name(view, s) for s in shown["slots"]), _tx(t, "and"))
        lines.append(_tx(t, "explain.contract_by", names=names))
    if seat is not None and seat < view["players"]:
        lines.append(_contract_now(view, shown, seat, t))
    return Explanation(_tx(t, f"contract.{cid}"), tuple(lines), "contracts")


def _contract_now(view: View, shown: ContractView, seat: int, t: Words) -> str:
    who = name(view, seat)
    if seat in shown["slots"]:
        return _tx(t, "explain.contract_done", name=who)
    if shown["progress"][seat]:
        return _tx(t, "explain.contract_step", name=who, step=shown["progress"][seat])
    if view["displays"][seat]["cubes"] <= 0:
        return _tx(t, "explain.contract_nocube", name=who)
    cond, param, _ = CONTRACT[shown["id"]]
    display = view["displays"][seat]
    if cond == "pair":
        persons = ", ".join(_tx(t, f"kind.{k}") for k in _pair_short(view, seat, param))
        return _tx(t, "explain.contract_lack", name=who, persons=persons)
    have = {"cheap": lambda: sum(1 for p in display["persons"] if (CARD[p].cost or 0) <= param[1]),
            "sabres": lambda: display["sabres"],
            "expedition": lambda: len(display["expeditions"])}.get(cond)
    if have is not None:
        need = param[0] if cond == "cheap" else param
        return _tx(t, "explain.contract_count", name=who, have=have(), need=need)
    return _tx(t, "explain.contract_open", name=who)


def _pair_short(view: View, seat: int, pair: tuple[str, str]) -> list[str]:
    """The persons of a pair contract the seat lacks (real persons: no Jack stands in)."""
    needs = list(pair)
    return [k for i, k in enumerate(needs)
            if count(view, seat, k) < needs[:i + 1].count(k)]
