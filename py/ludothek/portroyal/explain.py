"""What Port Royal's pieces are, for the page's "?" mode (web/explain.py): `explain(view, what,
t)` answers for a piece render.py marks, from the view alone. Marks:

    harbour:<card>  waiting:<card>  expedition:<card>     the harbour, the ship waiting, the
                                                          expedition display
    person:<seat>:<card>  done:<seat>:<card>  pirate:<seat>:<card>    a player's display
    card:<card>                          a card in the history (what it is, where it is now)
    contract:<id>[:<seat>]               a contract, for the device's player or the seat named
    pile:draw|discard|contracts          the piles
    stat:<seat>:points|coins|sabres|cubes|owed    a player's counts
    badge:<seat>:active|taking|start     a player's badges
    purse:<seat>  phase:<phase>  zone:harbour|expeditions       the turn bar, the areas

Nothing in Port Royal is hidden but the draw pile's order, the faces of the coins and the
face-down contracts; the view never holds them, so no explanation can tell them.
"""

from __future__ import annotations

from collections.abc import Callable

from ..draw.explain import Explanation
from ..draw.words import GameWords, Words
from . import explain_cards as cards
from .cards import CARD, END_POINTS, SHIP, TAX_LIMIT
from .rulebook import moment
from .view import View

_tx = GameWords("portroyal")
Maker = Callable[[View, str, Words], Explanation | None]


def explain(view: View, what: str, t: Words) -> Explanation | None:
    kind, _, arg = what.partition(":")
    maker = KINDS.get(kind)
    return maker(view, arg, t) if maker is not None else None


def _seat_and(view: View, arg: str) -> tuple[int, str] | None:
    """`<seat>:<rest>` with a seat of this table."""
    seat, _, rest = arg.partition(":")
    if not seat.isdigit() or int(seat) >= view["players"]:
        return None
    return int(seat), rest


# ----- piles --------------------------------------------------------------------------------------

def _pile(view: View, arg: str, t: Words) -> Explanation | None:
    draw, discard = view["draw_count"], len(view["discard"])
    if arg == "draw":
        lines = [_tx(t, "explain.draw", n=draw)]
        lines.append(_tx(t, "explain.both_empty") if not draw and not discard
                     else _tx(t, "explain.reshuffle", d=discard))
        return Explanation(_tx(t, "draw_pile"), tuple(lines), "discover")
    if arg == "discard":
        if not discard:
            lines = [_tx(t, "explain.discard_empty")]
        else:
            top = cards.card_name(t, view["discard"][-1])
            lines = [_tx(t, "explain.discard", n=discard), _tx(t, "explain.top", card=top)]
        lines.append(_tx(t, "explain.discard_reshuffle"))
        return Explanation(_tx(t, "discard_pile"), tuple(lines), "discover")
    if arg == "contracts" and view["contracts"]:
        return Explanation(_tx(t, "contracts"),
                           (_tx(t, "explain.contract_pile", n=view["contract_pile"]),),
                           "contracts")
    return None


# ----- a player's counts and badges ---------------------------------------------------------------

def _stat(view: View, arg: str, t: Words) -> Explanation | None:
    found = _seat_and(view, arg)
    if found is None or found[1] not in STATS:
        return None
    seat, key = found
    p = view["displays"][seat]
    n = {"points": p["points"], "coins": p["coins"], "sabres": p["sabres"], "cubes": p["cubes"],
         "owed": p["owed"]}[key]
    title = f"{cards.name(view, seat)}: {n} {_tx(t, f'stat.{key}', n=n)}"
    lines, rules = STATS[key](view, seat, t)
    return Explanation(title, tuple(lines), rules)


def _points(view: View, seat: int, t: Words) -> tuple[list[str], str]:
    p, who = view["displays"][seat], cards.name(view, seat)
    parts = p["breakdown"]
    key = "explain.points_contracts" if view["contracts"] else "explain.points"
    lines = [_tx(t, key, persons=parts["persons"], expeditions=parts["expeditions"],
                 contracts=parts["contracts"])]
    if view["is_over"]:
        lines.append(_tx(t, "final.tiebreak"))
    elif view["end_triggered"]:
        lines.append(_tx(t, "end_triggered", name=cards.name(view, view["last"])))
    elif p["points"] >= END_POINTS:
        lines.append(_tx(t, "explain.reached", name=who))
    else:
        lines.append(_tx(t, "explain.to_end", name=who, more=END_POINTS - p["points"]))
    return lines, "end"


def _coins(view: View, seat: int, t: Words) -> tuple[list[str], str]:
    n = view["displays"][seat]["coins"]
    tax = (_tx(t, "explain.tax_half", half=n // 2) if n >= TAX_LIMIT
           else _tx(t, "explain.tax_safe"))
    return [_tx(t, "explain.coins", name=cards.name(view, seat), n=n), tax], "overview"


def _sabres(view: View, seat: int, t: Words) -> tuple[list[str], str]:
    n, who = view["displays"][seat]["sabres"], cards.name(view, seat)
    now = (_tx(t, "explain.sabres_now", name=who, n=n) if n
           else _tx(t, "explain.no_sabres", name=who))
    return [_tx(t, "explain.sabres", name=who, n=n), now], "repel"


def _cubes(view: View, seat: int, t: Words) -> tuple[list[str], str]:
    p, who = view["displays"][seat], cards.name(view, seat)
    completed = sum(1 for c in view["contracts"] if seat in c["slots"])
    return [_tx(t, "explain.cubes", name=who, n=p["cubes"]),
            _tx(t, "explain.contracts_done", done=completed,
                points=p["breakdown"]["contracts"])], "contracts"


def _owed(view: View, seat: int, t: Words) -> tuple[list[str], str]:
    n = view["displays"][seat]["owed"]
    return [_tx(t, "explain.owed", name=cards.name(view, seat), n=n)], "options"


STATS: dict[str, Callable[[View, int, Words], tuple[list[str], str]]] = {
    "points": _points, "coins": _coins, "sabres": _sabres, "cubes": _cubes, "owed": _owed}


def _badge(view: View, arg: str, t: Words) -> Explanation | None:
    found = _seat_and(view, arg)
    if found is None:
        return None
    seat, key = found
    who = cards.name(view, seat)
    if key == "active":
        lines, rules, word = [_tx(t, "explain.badge.active", name=who)], "turn", "active"
    elif key == "taking":
        lines, rules, word = [_tx(t, "explain.badge.taking", name=who, n=view["picks"])], \
            "trade", "taking"
        if view["fee"] and view["active"] is not None:
            lines.append(_tx(t, "explain.fee", name=who, active=cards.name(view, view["active"])))
    elif key == "start":
        lines = [_tx(t, "explain.badge.start", name=who, last=cards.name(view, view["last"]))]
        rules, word = "end", "start_player"
    else:
        return None
    return Explanation(f"{who}: {_tx(t, word)}", tuple(lines), rules)


def _purse(view: View, arg: str, t: Words) -> Explanation | None:
    if not arg.isdigit() or int(arg) >= view["players"]:
        return None
    seat = int(arg)
    p = view["displays"][seat]
    title = _tx(t, "purse", name=cards.name(view, seat), coins=p["coins"], sabres=p["sabres"])
    lines = _coins(view, seat, t)[0][:1] + _sabres(view, seat, t)[0]
    return Explanation(title, tuple(lines), moment(view))


# ----- the phase and the areas of the table -------------------------------------------------------

def _colours(view: View) -> int:
    return len({CARD[c].colour for c in view["harbour"] if CARD[c].type == SHIP})


def _phase(view: View, arg: str, t: Words) -> Explanation | None:
    mover = view["to_move"]
    if view["is_over"] or mover is None:
        return Explanation(_tx(t, "phase.over"), (_tx(t, "final.tiebreak"),), "end")
    if arg not in ("discover", "repel", "trade"):
        return None
    who = cards.name(view, mover)
    title = _tx(t, f"phase.{arg}", name=who)
    lines = [_tx(t, f"explain.phase.{arg}", name=who, colours=_colours(view),
                 base=view["trade_base"])]
    if arg == "trade":
        lines.append(_tx(t, "explain.picks", name=who, n=view["picks"]))
    return Explanation(title, tuple(lines), moment(view))


def _zone(view: View, arg: str, t: Words) -> Explanation | None:
    if arg == "harbour":
        colours = _colours(view)
        take = view["trade_base"] if view["phase"] == "trade" else max(1, colours - 2)
        lines = (_tx(t, "explain.harbour"),
                 _tx(t, "explain.harbour_now", cards=len(view["harbour"]), colours=colours,
                     take=take))
        return Explanation(_tx(t, "harbour"), lines, "trade")
    if arg == "expeditions":
        lines = (_tx(t, "text.expedition"),
                 _tx(t, "explain.expeditions_now", n=len(view["expeditions"])))
        return Explanation(_tx(t, "expeditions"), lines, "expeditions")
    return None


KINDS: dict[str, Maker] = {
    "harbour": cards.harbour_card, "waiting": cards.waiting, "expedition": cards.expedition,
    "person": cards.person, "done": cards.done, "pirate": cards.pirate, "card": cards.card,
    "contract": cards.contract, "pile": _pile, "stat": _stat, "badge": _badge,
    "purse": _purse, "phase": _phase, "zone": _zone}
