"""The "?" mode's words for the board (explain.py): Gate and Castle cards and piles, the draw
and discard piles, displays, the cards in play and the attack, the chips and the players.

Only the view is read: a face-down card is told by its place and what the view knows of it."""

from __future__ import annotations

from ..draw.explain import Explanation
from ..draw.words import capital, joined
from .cards import BY_ID
from .render import (IDX, Translator, _ask_text, _eye_shown, _name, _s,
                     _unknown_to_owner, _visible_kinds, fact_rows)
from .rulebook import _group, moment
from .view import Slot, View

_SHORT_FACTS = ("attack", "gate", "castle", "units")  # the text says the rest, costs too
_ZONES = ("gate", "castle")
_CHIP_RULES = {"bonus": "attack", "knappe": "cards-permanent", "diplomat": "cards-events",
               "reinforced": "reinforce", "locked": "turn", "veteran_used": "cards-permanent"}
MOST = 3  # the draw pile names its most common candidates


def section(kind: str) -> str:
    """The rules section that lists the card (rules.en.md `cards-*`)."""
    return f"cards-{_group(BY_ID[kind])}"


def card_lines(kind: str, t: Translator) -> list[str]:
    """What the card is: the zoom's facts (render.fact_rows) in one sentence, then its text."""
    rows = fact_rows(kind, t)
    facts = [f"{_s(t, key)}: {value}" for key, value, field in rows
             if field in _SHORT_FACTS and value != "—"]
    return [f"{capital(rows[0][1])}. " + "; ".join(facts) + ".", _s(t, f"card.{kind}.text")]


def names(kinds: list[str], t: Translator) -> str:
    return joined((_name(k, t) for k in kinds), _s(t, "and"))


def other_name(view: View) -> str:
    """The name of the viewer's opponent (a player's view only)."""
    seat = view["seat"]
    return view["names"][1 - seat] if seat is not None else ""


def _seat(text: str) -> int:
    seat = int(text)
    if seat not in (0, 1):
        raise ValueError(text)
    return seat


def _pile(view: View, zone: str, seat: int) -> list[Slot]:
    return view["gates" if zone == "gate" else "castles"][seat]


# ----- Gate and Castle -----------------------------------------------------------------------


def slot(view: View, arg: str, t: Translator) -> Explanation | None:
    zone, seat_text, i_text = arg.split(":")
    seat, i = _seat(seat_text), int(i_text)
    if zone not in _ZONES or not 0 <= i < len(_pile(view, zone, seat)):
        return None
    pile = _pile(view, zone, seat)
    here = pile[i]
    where = _s(t, "explain.where", where=_s(t, f"where.{zone}", name=view["names"][seat],
                                            n=i + 1), n=len(pile))
    lines = [where]
    kind = here["card"]
    if kind:
        title, rules = _name(kind, t), "attack"
        value = BY_ID[kind].gate if zone == "gate" else BY_ID[kind].castle
        lines += [*card_lines(kind, t), _s(t, "explain.defence", value=value)]
    elif here["sos"]:
        title, rules = _s(t, "card.spy_or_saboteur"), "knowledge"
        value = BY_ID["spion"].gate if zone == "gate" else BY_ID["spion"].castle
        lines += [_s(t, "detail.sos"), _s(t, "explain.sos_defence", value=value,
                                          plus=BY_ID["saboteur"].params["plus"])]
    else:
        title, rules = capital(_s(t, "label.face_down")), "knowledge"
        lines += [_s(t, "detail.unknown"), _s(t, "explain.unknown_list", button=_s(t, "ui.draw_list_button"))]
    lines += _knowledge(view, seat, here, t)
    lines += [_s(t, "explain.fight"), _order(view, zone, seat, i, t)]
    if zone == "castle" and len(pile) == 1:
        lines.append(_s(t, "explain.last_castle", name=view["names"][seat]))
    return Explanation(title, tuple(lines), rules=rules)


def _knowledge(view: View, seat: int, here: Slot, t: Translator) -> list[str]:
    """Who knows the card, as the card zoom says it (render._detail), for the viewer."""
    viewer = view["seat"]
    lines = []
    if here["deduced"]:
        lines.append(_s(t, "detail.deduced"))
    if viewer is None:  # a spectator: the view's public facts about who knows it
        knowers = [view["names"][s] for s in here["known_by"]]
        lines.append(_s(t, "explain.known_by", names=joined(knowers, _s(t, "and"))) if knowers
                     else _s(t, "explain.known_by_none"))
    else:
        other = other_name(view)
        if _eye_shown(view, seat, here):
            lines += _sentences(_s(t, "label.eye", name=other))
        elif 1 - viewer in here["sos_for"] and here["card"]:
            lines += _sentences(_s(t, "label.they_see_sos", name=other))
        elif _unknown_to_owner(view, seat, here):
            lines += _sentences(_s(t, "label.eye_not", name=other))
        elif seat == viewer and here["sos"] and here["eye"]:
            lines.append(_s(t, "explain.sos_theirs", name=other))
        elif seat == viewer and here["card"] and not here["eye"]:
            lines += _sentences(_s(t, "label.eye_not", name=other))
    if here["setup"] and not here["card"]:
        lines.append(_s(t, "detail.setup"))
    return lines


def _sentences(*labels: str) -> list[str]:
    return [capital(label) + "." for label in labels]


def _order(view: View, zone: str, seat: int, i: int, t: Translator) -> str:
    """When an attack meets the card: its place in the pile, and the Gate before the Castle."""
    name = view["names"][seat]
    if i:
        return _s(t, "explain.below", n=i)
    if zone == "gate":
        return _s(t, "explain.next_gate", name=name)
    gate = len(view["gates"][seat])
    return (_s(t, "explain.next_castle", name=name, n=gate) if gate
            else _s(t, "explain.next_castle_open", name=name))


def pile(view: View, arg: str, t: Translator) -> Explanation | None:
    if arg == "draw":
        return _draw(view, t)
    if arg == "discard":
        return _discard(view, t)
    zone, _, seat_text = arg.partition(":")
    seat = _seat(seat_text)
    if zone not in _ZONES:
        return None
    cards = _pile(view, zone, seat)
    name = view["names"][seat]
    lines = [_s(t, f"explain.{zone}_what", name=name),
             _s(t, "explain.pile_count", n=len(cards), k=sum(1 for c in cards if c["card"]))]
    if view["seat"] is not None and seat == view["seat"]:
        eyes = sum(1 for c in cards if _eye_shown(view, seat, c))
        lines.append(_s(t, "explain.pile_eye", name=other_name(view), k=eyes))
    else:
        strange = sum(1 for c in cards if _unknown_to_owner(view, seat, c))
        if strange:
            lines.append(_s(t, "explain.pile_unknown_to_owner", name=name, k=strange))
    if zone == "gate":
        lines.append(_s(t, "explain.gate_attack" if cards else "explain.gate_empty"))
    else:
        lines.append(_s(t, "explain.castle_attack"))
    title = _s(t, "explain.pile_title", name=name, zone=_s(t, f"zone.{zone}"))
    return Explanation(title, tuple(lines), rules="attack")


def _draw(view: View, t: Translator) -> Explanation:
    candidates = sorted(view["draw_candidates"], key=lambda kn: (-kn[1], IDX[kn[0]]))
    top = ", ".join(f"{_name(k, t)} {n}" for k, n in candidates[:MOST])
    lines = [_s(t, "explain.draw_count", n=view["draw_count"]), _s(t, "ui.draw_list_help")]
    if candidates:
        lines.append(_s(t, "explain.draw_most", n=sum(n for _, n in candidates), top=top))
    return Explanation(_s(t, "zone.draw"), tuple(lines), rules="turn")


def _discard(view: View, t: Translator) -> Explanation:
    cards = view["discard"]
    lines = [_s(t, "explain.discard_count", n=len(cards)) if cards
             else _s(t, "explain.discard_empty")]
    if cards:
        lines.append(_s(t, "explain.discard_top", card=_name(cards[-1], t)))
    lines.append(_s(t, "explain.discard_reshuffle"))
    return Explanation(_s(t, "zone.discard"), tuple(lines), rules="turn")


# ----- displays, cards in play, the attack ----------------------------------------------------


def display(view: View, arg: str, t: Translator) -> Explanation | None:
    seat_text, _, kind = arg.partition(":")
    seat = _seat(seat_text)
    name = view["names"][seat]
    shown = view["displays"][seat]
    if not kind:
        kinds = sorted(set(shown), key=IDX.__getitem__)
        listed = (_s(t, "explain.display_list", cards=names(kinds, t)) if kinds
                  else capital(_s(t, "ui.empty")) + ".")
        return Explanation(_s(t, "where.display", name=name),
                           (_s(t, "explain.display_what", name=name), listed),
                           rules="cards-permanent")
    n = shown.count(kind)
    if not n:
        return None
    times = f" ({n}×)" if n > 1 else ""
    lines = [*card_lines(kind, t), _s(t, "explain.in_display", name=name, times=times)]
    now = _perm_now(view, seat, kind, n, t)
    if now:
        lines.append(now)
    return Explanation(_name(kind, t), tuple(lines), rules=section(kind))


def _perm_now(view: View, seat: int, kind: str, n: int, t: Translator) -> str | None:
    """What the permanent card does for its owner in this position."""
    name = view["names"][seat]
    if kind == "knappe":
        return _s(t, "explain.now_knappe", name=name, n=view["knappen"][seat])
    if kind == "berater":
        return _s(t, "explain.now_berater", name=name,
                  n=2 + n * BY_ID["berater"].params["draw"])
    if kind == "tunnel":
        return _s(t, "explain.now_tunnel", name=name)
    if kind != "veteran":
        return None
    if view["active"] != seat or view["is_over"]:
        return _s(t, "explain.now_veteran_wait", name=name)
    if view["veteran_used"]:
        return _s(t, "explain.now_veteran_used")
    return _s(t, "explain.now_veteran", n=view["veteran_attack"] or 0)


def inplay(view: View, arg: str, t: Translator) -> Explanation | None:
    i = int(arg)
    if not 0 <= i < len(view["inplay"]):
        return None
    kind = view["inplay"][i]
    lines = card_lines(kind, t)
    attack, pay = view["attack"], view["pay"]
    if pay and pay["card"] == kind and pay["asks"]:
        lines.append(_ask_text(view, t))
    elif attack and attack["card"] == kind:
        lines += attack_lines(view, t)
    elif view["narr"] is not None and kind == "narr":
        lines.append(_s(t, "prompt.narr", n=view["narr"]))
    else:
        lines.append(_s(t, "explain.inplay"))
    return Explanation(_name(kind, t), tuple(lines), rules=moment(view))


def attack(view: View, arg: str, t: Translator) -> Explanation | None:
    if arg != "now" or not view["attack"]:
        return None
    return Explanation(_s(t, "explain.attack_title"), tuple(attack_lines(view, t)),
                       rules="attack")


def attack_lines(view: View, t: Translator) -> list[str]:
    """The attack under way: the part being fought, its strength and target, what comes first
    (a Sapper's choice, a Last Levy), the parts still to come."""
    attack = view["attack"]
    assert attack is not None, "no attack is under way"
    names_ = view["names"]
    part = attack["parts"][attack["i"]]
    lines = [_s(t, f"prompt.attack_{part['at']}", name=names_[view["active"]],
                card=_name(attack["card"], t), n=max(part["strength"], 0),
                target=names_[part["d"]])]
    if view["phase"] == "target":  # the phase, not the attack's step: that is the next one
        lines.append(_s(t, "explain.step_target", name=names_[view["active"]]))
    elif view["phase"] == "react":
        lines.append(_s(t, "explain.step_react", name=names_[part["d"]],
                        left=part["after_levy"]))
    lines.append(_s(t, "explain.fight"))
    for later in attack["parts"][attack["i"] + 1:]:
        lines.append(_s(t, "explain.attack_next", target=names_[later["d"]],
                        zone=_s(t, f"zone.{later['at']}"), n=max(later["strength"], 0)))
    return lines


def card(view: View, arg: str, t: Translator) -> Explanation | None:
    """A card open to all, or listed: the discard pile's, the draw list's, the attack stage's."""
    kind, _, place = arg.partition(":")
    if kind not in BY_ID:
        return None
    if place == "discard":
        k = view["discard"].count(kind)
        where = _s(t, "explain.in_discard", k=k, n=len(view["discard"])) if k else None
    elif place == "draw":
        k = sum(n for c, n in view["draw_candidates"] if c == kind)
        where = _s(t, "explain.in_draw", k=k) if k else None
    elif place == "stage":
        where = _s(t, "explain.in_stage") if kind in _visible_kinds(view) else None
    else:
        where = None
    if where is None:
        return None
    return Explanation(_name(kind, t), (*card_lines(kind, t), where), rules=section(kind))


# ----- chips and players -----------------------------------------------------------------------


def chip(view: View, key: str, t: Translator) -> Explanation | None:
    if key not in _CHIP_RULES:
        return None
    seat = view["active"]
    n = view["bonus"] if key == "bonus" else view["knappen"][seat]
    title = _s(t, f"chip.{key}", n=n)
    line = _s(t, f"explain.chip_{key}", name=view["names"][seat], n=n,
              plus=BY_ID["knappe"].params["plus"])
    return Explanation(title, (line,), rules=_CHIP_RULES[key])


def player(view: View, arg: str, t: Translator) -> Explanation | None:
    seat = _seat(arg)
    name = view["names"][seat]
    lines = [_s(t, "score", castle=len(view["castles"][seat]), gate=len(view["gates"][seat])),
             _s(t, "explain.player_hand", n=len(view["hands"][seat]),
                d=len(view["displays"][seat]))]
    if view["to_move"] == seat and not view["is_over"]:
        lines.append(_s(t, "explain.player_turn", name=name, turn=view["turn"]))
    if view["no_attack"][seat] and view["active"] == seat and not view["is_over"]:
        lines.append(_s(t, "explain.chip_diplomat", name=name))
    lines.append(_s(t, "explain.player_goal"))
    return Explanation(name, tuple(lines), rules="end")
