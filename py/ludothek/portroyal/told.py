"""Port Royal told in words (draw/told.py, issue 50): the table as headings with sentences, and
the legal moves grouped, each with what it costs or brings.

Only the view is read, as render.py reads it: Trade & Hire's gains and prices come in the view
(`gains`, `prices`, `fee`); the card tables give printed facts only. Everything on the table is
open to all but the draw pile and the face-down contracts, which are only counted.
"""

from __future__ import annotations

from collections import Counter

from ..draw.told import Choice, Group, Part
from ..draw.words import GameWords, Words, joined
from . import moves as notation
from .cards import CARD, FOE_OF_COLOUR, SHIP
from .moves import DRAW, KEEP, PASS, REPEL, STOP, Move
from .view import Display, View

GAME = "portroyal"
SYMBOLS = ("settler", "captain", "priest")  # persons an expedition shows by its symbol
_tx = GameWords(GAME)


def _name(t: Words, cid: str) -> str:
    return _tx(t, f"card.{cid}")


def gives(t: Words, cid: str) -> str:
    """What a person gives its owner, in a short phrase."""
    c = CARD[cid]
    kind = c.kind or ""
    if kind in SYMBOLS:
        return _tx(t, "told.gives.expedition", symbol=_tx(t, f"symbol.{kind}"))
    return _tx(t, f"told.gives.{kind}", ship=_tx(t, f"ship.{c.colour}"))


def card_facts(t: Words, cid: str) -> str:
    """A harbour card as printed: a ship's coins and sabres, a person's cost, points and gift."""
    c = CARD[cid]
    if c.type == SHIP:
        key = "told.skull" if c.sabres is None else "told.ship"
        said = _tx(t, key, ship=_tx(t, f"ship.{c.colour}"), colour=_tx(t, f"colour.{c.colour}"),
                   coins=c.coins, sabres=c.sabres)
        return f"{said}; {_tx(t, 'told.special')}" if c.special else said
    return _tx(t, "told.person", card=_name(t, cid), cost=c.cost, points=c.points,
               gives=gives(t, cid))


# ----- the table ----------------------------------------------------------------------------------

def table(view: View, t: Words) -> list[Part]:
    """The turn, the harbour, expeditions, contracts, each player, the piles."""
    parts = [_turn(view, t), _harbour(view, t), _expeditions(view, t)]
    if view["contracts"]:
        parts.append(_contracts(view, t))
    parts += [_player(view, seat, t) for seat in range(view["players"])]
    parts.append(_piles(view, t))
    return parts


def _turn(view: View, t: Words) -> Part:
    names = view["names"]
    if view["is_over"] or view["to_move"] is None:
        result = view.get("result")
        lines = []
        if result is not None:
            lines.append(_tx(t, f"final.reason.{result.get('reason') or 'points'}"))
            winners = result["winners"]
            lines.append(_tx(t, "told.winners", n=len(winners),
                             names=joined((names[s] for s in winners), _tx(t, "and"))))
        lines.append(_tx(t, "final.tiebreak"))
        return Part("board", _tx(t, "phase.over"), lines)
    mover, phase = view["to_move"], view["phase"]
    key = {"discover": "phase.discover", "repel": "phase.repel"}.get(phase, "phase.trade")
    lines = [_tx(t, key, name=names[mover]) + "."]
    if view["active"] is not None:
        lines.append(_tx(t, "told.active", name=names[view["active"]]))
        if phase == "trade":
            lines.append(_tx(t, "explain.picks", name=names[mover], n=view["picks"]))
            if view["fee"]:
                lines.append(_tx(t, "explain.fee", name=names[mover],
                                 active=names[view["active"]]))
    if view["end_triggered"]:
        lines.append(_tx(t, "end_triggered", name=names[view["last"]]))
    for n, (cid, fate, taker) in enumerate(view["turn_cards"], start=1):
        if cid == view["pending"]:
            fate = "pending"
        said = (_tx(t, "fate.taken", name=names[taker]) if fate == "taken" and taker is not None
                else _tx(t, f"fate.{fate}"))
        lines.append(_tx(t, "told.revealed", n=n, card=_name(t, cid), fate=said))
    return Part("board", _tx(t, "round", n=view["round"]), lines)


def _harbour(view: View, t: Words) -> Part:
    names = view["names"]
    taker = view["to_move"] if view["phase"] == "trade" else None
    lines = []
    for cid in view["harbour"]:
        line = card_facts(t, cid) + "."
        if taker is not None and cid in view["gains"]:
            line += " " + _tx(t, "explain.gain", name=names[taker], gain=view["gains"][cid])
        elif taker is not None and cid in view["prices"]:
            price = _tx(t, "explain.price", name=names[taker], price=view["prices"][cid])
            if view["fee"] and view["active"] is not None:
                price += _tx(t, "explain.price_fee", active=names[view["active"]])
            line += f" {price}."
        lines.append(line)
    if not lines:
        lines.append(_tx(t, "harbour_empty"))
    pending, active = view["pending"], view["active"]
    if pending is not None and active is not None:
        c = CARD[pending]
        lines.append(_tx(t, "told.waiting", card=card_facts(t, pending)))
        if c.sabres is not None:
            have = view["displays"][active]["sabres"]
            key = "explain.repel_can" if have >= c.sabres else "explain.repel_cannot"
            lines.append(_tx(t, key, name=names[active], have=have, need=c.sabres))
        lines.append(_tx(t, "explain.keep_busts", colour=_tx(t, f"colour.{c.colour}"))
                     if view["pending_busts"] else _tx(t, "explain.keep_ok", active=names[active]))
    return Part("board", _tx(t, "harbour"), lines)


def _expedition(t: Words, cid: str) -> str:
    c = CARD[cid]
    persons = ", ".join(_tx(t, f"kind.{k}") for k in c.needs or ())
    return f"{_name(t, cid)}: " + _tx(t, "rule.expedition", persons=persons, coins=c.coins,
                                      points=c.points)


def _expeditions(view: View, t: Words) -> Part:
    lines = [_expedition(t, cid) for cid in view["expeditions"]]
    return Part("board", _tx(t, "expeditions"), lines or [_tx(t, "told.no_expeditions")])


def _contracts(view: View, t: Words) -> Part:
    names = view["names"]
    lines = []
    for contract in view["contracts"]:
        cid = contract["id"]
        said = [f"{_tx(t, f'contract.{cid}')}: {_tx(t, f'contract_text.{cid}')}"]
        if len(contract["slots"]) < len(contract["track"]):
            said.append(_tx(t, "explain.contract_next", coins=contract["next_coins"]))
        else:
            said.append(_tx(t, "explain.contract_full"))
        if contract["slots"]:
            said.append(_tx(t, "explain.contract_by", names=joined(
                (names[s] for s in contract["slots"]), _tx(t, "and"))))
        said += [_tx(t, "explain.contract_step", name=names[s], step=step)
                 for s, step in enumerate(contract["progress"]) if step]
        lines.append(" ".join(said))
    lines.append(_tx(t, "contract_pile", n=view["contract_pile"]))
    return Part("board", _tx(t, "contracts"), lines)


def _player(view: View, seat: int, t: Words) -> Part:
    names = view["names"]
    who = names[seat]
    p: Display = view["displays"][seat]
    parts = p["breakdown"]
    detail = _tx(t, "explain.points_contracts" if view["contracts"] else "explain.points",
                 persons=parts["persons"], expeditions=parts["expeditions"],
                 contracts=parts["contracts"])
    lines = [_tx(t, "told.points", points=p["points"], detail=detail),
             _tx(t, "purse", name=who, coins=p["coins"], sabres=p["sabres"]) + "."]
    if view["contracts"]:
        lines.append(_tx(t, "explain.cubes", name=who, n=p["cubes"]))
    if p["owed"]:
        lines.append(_tx(t, "explain.owed", name=who, n=p["owed"]))
    if view["start"] == seat:
        lines.append(_tx(t, "log.start", name=who))
    lines += [_tx(t, "told.owned", card=_name(t, c), points=CARD[c].points, gives=gives(t, c))
              for c in p["persons"]] or [_tx(t, "told.no_persons")]
    lines += [_tx(t, "told.done", card=_name(t, c), points=CARD[c].points)
              for c in p["expeditions"]]
    if p["pirates"]:
        lines.append(_tx(t, "told.pirates", cards=", ".join(_name(t, c) for c in p["pirates"])))
    heading = _tx(t, "told.you", name=who) if seat == view["seat"] else who
    return Part("scores", heading, lines)


def _piles(view: View, t: Words) -> Part:
    lines = [_tx(t, "told.draw", n=view["draw_count"])]
    discard = view["discard"]
    lines.append(_tx(t, "told.discard", n=len(discard), card=_name(t, discard[-1])) if discard
                 else _tx(t, "told.discard_empty"))
    if not view["draw_count"] and not discard:
        lines.append(_tx(t, "explain.both_empty"))
    return Part("piles", _tx(t, "told.piles"), lines)


# ----- the moves ----------------------------------------------------------------------------------

_GROUPS = ("discover", "ship", "expedition", "trade", "hire", "pass")  # the order told


def moves(view: View, t: Words) -> list[Group]:
    """The legal moves by kind: discover, the revealed ship, expeditions, trade, hire, pass."""
    found: dict[str, list[Choice]] = {}
    for move in view.get("legal", []):
        group, words = _say(view, notation.parse(move), t)
        found.setdefault(group, []).append(Choice(move, words))
    for key in ("trade", "hire"):
        found[key] = _apart(view, found.get(key, []), t)
    return [Group(_tx(t, f"told.group.{key}"), found[key]) for key in _GROUPS if found.get(key)]


def _apart(view: View, choices: list[Choice], t: Words) -> list[Choice]:
    """Two harbour cards alike (two Sailors of one price) told apart by their place."""
    twice = {w for w, n in Counter(c.words for c in choices).items() if n > 1}
    harbour = view["harbour"]
    return [Choice(c.move, _tx(t, "told.nth", words=c.words,
                               n=harbour.index(notation.card_of(notation.parse(c.move))) + 1))
            if c.words in twice else c for c in choices]


def _say(view: View, move: Move, t: Words) -> tuple[str, str]:
    """A move's group and words."""
    names = view["names"]
    if move.kind == DRAW:
        left = _tx(t, "told.draw_left", n=view["draw_count"])
        return "discover", f"{_tx(t, 'btn.draw')} ({left})"
    if move.kind == STOP:
        return "discover", _tx(t, "btn.stop")
    if move.kind == PASS:
        return "pass", _tx(t, "btn.pass")
    if move.kind in (REPEL, KEEP):
        ship = view["pending"] or ""  # a ship waits whenever these are legal
        name = _name(t, ship)
        if move.kind == REPEL:
            have = view["displays"][view["to_move"] or 0]["sabres"]
            return "ship", _tx(t, "told.repel", card=name, need=CARD[ship].sabres, have=have)
        return "ship", _tx(t, "told.keep_bust" if view["pending_busts"] else "told.keep", card=name)
    cid = notation.card_of(move)
    c = CARD[cid]
    if move.is_expedition:
        persons = joined((_tx(t, f"kind.{CARD[p].kind}") for p in move.persons), _tx(t, "and"))
        return "expedition", _tx(t, "told.fulfil", card=_name(t, cid), persons=persons,
                                 points=c.points, coins=c.coins)
    fee = (_tx(t, "told.fee", name=names[view["active"]])
           if view["fee"] and view["active"] is not None else None)
    if c.type != SHIP:
        words = _tx(t, "told.hire", card=_name(t, cid), coins=view["prices"].get(cid, c.cost),
                    points=c.points, gives=gives(t, cid))
        return "hire", f"{words}; {fee}" if fee else words
    if move.refuse:
        foe = FOE_OF_COLOUR.get(c.colour or "", "")
        words = _tx(t, "told.refuse", card=_name(t, cid), contract=_tx(t, f"contract.{foe}"))
    else:
        words = _tx(t, "told.trade", card=_name(t, cid), coins=view["gains"].get(cid, c.coins))
    extra = [_tx(t, "told.extra", name=names[move.target])] if move.target is not None else []
    return "trade", "; ".join([words, *extra, *([fee] if fee else [])])

