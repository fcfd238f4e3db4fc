"""What each piece of the Castle Rampage table is and does now (the page's "?" mode, issue 32).

render.py marks the pieces (`data-explain`): `hand:<kind>` (own hand card), `dealt:<kind>`,
`hands:<seat>`, `opp:<seat>:<i>` (a card in another's hand as the viewer sees it),
`slot:<zone>:<seat>:<i>`, `pile:<gate|castle>:<seat>`, `pile:draw`, `pile:discard`,
`display:<seat>[:<kind>]`, `inplay:<i>`, `card:<kind>:<discard|draw|stage>`, `attack:now`,
`chip:<key>`, `player:<seat>`, and the panel's enlarged card as `zoom:<its zoom value>`.
Everything said comes from the view the renderer draws, so a
face-down card is told by what the view knows of it (counts, marks), never by its face.
"""

from __future__ import annotations

from collections.abc import Callable

from ..draw.explain import Explanation
from ..draw.words import capital
from . import explain_board as board
from .cards import BY_ID
from .explain_board import card_lines, names, other_name, section
from .render import IDX, Translator, _move_label, _moves_by_kind, _name, _s
from .view import View

# Why a hand card cannot be used while the game asks something else (refusals.py's words).
_PHASE_REFUSAL = {"setup": "setup_first", "target": "target_first", "react": "react_first",
                  "discard": "discard_first"}


def explain(view: View, what: str, t: Translator) -> Explanation | None:
    kind, _, arg = what.partition(":")
    handler = _KINDS.get(kind)
    if handler is None:
        return None
    try:
        return handler(view, arg, t)
    except ValueError:  # a malformed number or part in `what`
        return None


# ----- hand cards ------------------------------------------------------------------------------


def _now(view: View, kind: str, t: Translator) -> str:
    """What the viewer can do with the hand card now: its moves in words, or why none."""
    moves = _moves_by_kind(view.get("legal", [])).get(kind, [])
    if moves:
        return _s(t, "explain.can", moves=" · ".join(_move_label(view, m, t) for m in moves))
    if not view.get("legal"):
        return _s(t, "detail.not_your_turn")
    why = _why_not(view, kind)
    return _s(t, "explain.not_now", why=_s(t, f"refuse.{why}")) if why \
        else _s(t, "detail.no_move")


def _why_not(view: View, kind: str) -> str | None:
    """A refusal key for a hand card with no move, told from the view alone (refusals.py reads
    the game; what it needs that the view lacks, such as costs, stays the plain 'not now')."""
    phase = view["phase"]
    if phase != "main":
        if phase == "narr" and BY_ID[kind].attack is None:
            return "narr_attack_only"
        return _PHASE_REFUSAL.get(phase)
    seat = view["seat"]
    if view["locked"]:
        return "locked"
    if kind == "aufgebot":
        return "levy_when_attacked"
    if kind in ("oger", "bombenleger"):
        return "reinforce_only"
    if BY_ID[kind].attack is not None and seat is not None and view["no_attack"][seat]:
        return "diplomat"
    return "reinforced" if view["reinforced"] else None


def _hand(view: View, kind: str, t: Translator) -> Explanation | None:
    seat = view["seat"]
    if seat is None or kind not in BY_ID:
        return None
    held = [e for e in view["hands"][seat] if e["card"] == kind]
    if not held:
        return None
    n, k = len(held), sum(1 for e in held if e["eye"])
    name = other_name(view)
    eye = (_s(t, "explain.hand_eye_all", name=name, n=n) if k == n
           else _s(t, "explain.hand_eye_none", name=name, n=n) if k == 0
           else _s(t, "explain.hand_eye_some", name=name, n=n, k=k))
    title = _name(kind, t) + (f" ×{n}" if n > 1 else "")
    return Explanation(title, (_s(t, "detail.in_hand"), *card_lines(kind, t), _now(view, kind, t),
                               eye), rules=section(kind))


def _dealt(view: View, kind: str, t: Translator) -> Explanation | None:
    seat = view["seat"]
    if seat is None or kind not in BY_ID or not any(e["card"] == kind
                                                     for e in view["dealt"][seat]):
        return None
    gate, castle = view["place_left"] or (0, 0)
    return Explanation(_name(kind, t), (
        _s(t, "explain.dealt", name=other_name(view)), *card_lines(kind, t),
        _s(t, "prompt.setup", gate=gate, castle=castle), _now(view, kind, t)), rules="setup")


def _hands(view: View, arg: str, t: Translator) -> Explanation | None:
    seat = int(arg)
    if seat not in (0, 1):
        return None
    hand = view["hands"][seat]
    name = view["names"][seat]
    if seat == view["seat"]:
        eyes = sorted({e["card"] for e in hand if e["eye"] and e["card"]}, key=IDX.__getitem__)
        other = other_name(view)
        seen = (_s(t, "explain.hand_eye_list", name=other, cards=names(eyes, t)) if eyes
                else _s(t, "explain.hand_eye_nothing", name=other))
        return Explanation(_s(t, "ui.your_hand"), (
            _s(t, "explain.hand_own", n=len(hand)), seen, _s(t, "explain.hand_forget")),
            rules="knowledge")
    known = [e["card"] for e in hand if e["card"]]
    told = (_s(t, "explain.hand_known", name=name, cards=names(known, t)) if known
            else _s(t, "explain.hand_none_known"))
    return Explanation(_s(t, "ui.hand_of", name=name), (
        _s(t, "explain.hand_other", n=len(hand)), told, _s(t, "explain.hand_forget")),
        rules="knowledge")


def _opp(view: View, arg: str, t: Translator) -> Explanation | None:
    seat, i = (int(x) for x in arg.split(":"))
    if seat not in (0, 1) or seat == view["seat"] or not 0 <= i < len(view["hands"][seat]):
        return None
    hand = view["hands"][seat]
    name = view["names"][seat]
    kind = hand[i]["card"]
    count = _s(t, "explain.hand_count", name=name, n=len(hand),
               k=sum(1 for e in hand if e["card"]))
    if kind is None:
        return Explanation(capital(_s(t, "label.face_down")), (
            _s(t, "detail.opp_hand", name=name), count, _s(t, "explain.hand_forget")),
            rules="knowledge")
    return Explanation(_name(kind, t), (
        _s(t, "explain.opp_known", name=name), *card_lines(kind, t), count),
        rules=section(kind))


def _zoom(view: View, value: str, t: Translator) -> Explanation | None:
    """The enlarged card of the panel, by its zoom value (render._card_zoom): the piece it
    enlarges, explained as where it lies."""
    what, _, arg = value.partition(":")
    if what in ("hand", "slot"):
        return explain(view, value, t)
    if what == "back":
        return _opp(view, arg, t)
    kind, _, place = arg.partition("@")
    if what != "card" or kind not in BY_ID:
        return None
    if place.startswith("display"):
        return board.display(view, f"{place[len('display'):]}:{kind}", t)
    if place.startswith("hand"):
        return _opp(view, place[len("hand"):].replace(".", ":"), t)
    if place.startswith("inplay"):
        return board.inplay(view, place[len("inplay"):], t)
    if place == "dealt":
        return _dealt(view, kind, t)
    for where in ("discard", "draw", "stage"):  # a list's card names no place: where it is
        found = board.card(view, f"{kind}:{where}", t)
        if found is not None and (place in ("", where) or where == "stage"):
            return found
    return None


_KINDS: dict[str, Callable[[View, str, Translator], Explanation | None]] = {
    "hand": _hand, "dealt": _dealt, "hands": _hands, "opp": _opp, "slot": board.slot,
    "pile": board.pile, "display": board.display, "inplay": board.inplay, "attack": board.attack,
    "card": board.card, "chip": board.chip, "player": board.player, "zoom": _zoom}
