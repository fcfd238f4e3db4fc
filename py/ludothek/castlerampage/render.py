"""Draws Castle Rampage: the view dict in, HTML with small SVG cards out (web/README.md).

Layout: the field (the opponent's hand, display, Gate and Castle at the top; the draw pile, the
discard pile, the cards in play and the attack stage in the middle; the own Gate, Castle,
display and hand below) and a panel (what to do now with its buttons, the enlarged card with its
actions, the attack report, the lists of the piles). In portrait the panel goes under the field.

Every card is its own <svg>: a card the viewing seat knows shows its face, with a red eye where
the other seat knows it too; every other card is a back ("Spy or Saboteur" for the victim of a
face-down purple card). Only the view is read, so a card the seat may not know never reaches the
markup.

Attacks are animated from the log: the entries of an attack (from its `attack` entry on) become
tiles that appear one after the other by CSS animation delays (reveal, compare, destroy or hold,
overflow); the final state stays. The animation plays on the first drawing after the move that
made the attack (or, for the defender, at the start of the turn after it); any later redraw
shows it at rest, and the report has a button to play it again.
"""

from __future__ import annotations

from collections.abc import Hashable
from typing import Any, Protocol

from ..draw.explain import explain_target
from ..draw.faces import Face, kept_face, named
from ..draw.fit import letters_width
from ..draw.markup import AttrValue, Child, Node, Raw, h
from ..draw.table import move_target, shows_tap, try_target, zoom_attrs
from ..draw.words import GameWords, Words, capital
from .cards import BY_ID, HORSE, SWORD, ORDER, catalogue
from .moves import (BUILDER, DECLINE, DISCARD, END, GO, NARR, PAY, PILES, PLAY, REACT, REINFORCE,
                    SETUP, SKIP, TARGET, TOCASTLE, TOGATE, VETERAN, Move, parse)
from .moves import text as notation
from .view import Slot, View

Ui = dict[str, Any]  # the page's state of the table: zoom, list, replay, layout (web/README.md)
Hits = tuple[float, dict[tuple[int, str], bool]]  # when an attack's tiles end; the piles hit

GAME = "castlerampage"
CATALOGUE = {row["id"]: row for row in catalogue()}
IDX = {kind: i for i, kind in enumerate(ORDER)}
W, H = 60, 84  # a card's SVG units

ATTACK_STEPS = frozenset((
    "attack", "target_gate", "target_castle", "may_react", "react", "decline", "nofight",
    "fight_gate", "fight_castle", "overflow", "wasted", "reveal_gate", "reveal_castle",
    "saboteur", "hold", "destroy", "rob"))
AFTERMATH = frozenset(("must_discard", "discard", "win_castle", "win_both_castles", "win_narr",
                       "win_narr_failed"))
TURN_START = frozenset(("turn", "draw", "reshuffle"))
STEP = 0.75  # seconds between two tiles of an attack
REVEAL = 1.5  # a revealed card: flip, compare, verdict


class Translator(Words, Protocol):
    """The kit's Words, and the page's log lines (the attack report words each step)."""

    def log_line(self, game_id: str, entry: dict[str, Any], names: list[str]) -> str: ...


_s = GameWords(GAME)


def _name(kind: str, t: Translator) -> str:
    return _s(t, f"card.{kind}")


def _seats(view: View) -> tuple[int, int]:
    """(me, opponent): the viewing seat at the bottom; a spectator sees seat 0 at the bottom."""
    me = view["seat"] if view["seat"] is not None else 0
    return me, 1 - me


def _viewer(view: View) -> int:
    """The viewing seat of a view drawn for a player (never a spectator's)."""
    seat = view["seat"]
    assert seat is not None, "a spectator has no hand"
    return seat


def _fresh(ui: Ui) -> bool:
    """No page-side state since the last move: the first drawing after it."""
    return not any(key != "layout" for key in ui)


def _category(kind: str) -> str:
    card = BY_ID[kind]
    if card.purple:
        return "purple"
    if card.perm:
        return "perm"
    if card.attack is not None:
        return "attack"
    return "other"


def _attack_text(kind: str) -> str:
    """The attack value as printed: with "*" where the card's own effect can change it ('Die
    Karten': "Ein * beim Angriffswert weist darauf hin, dass der Effekt der Karte den
    Angriffswert beeinflussen kann"): the cards with an optional strengthening."""
    card = BY_ID[kind]
    star = "extra" in card.params or "plus" in card.params
    return f"{card.attack}*" if star else str(card.attack)


def _units_text(units: str, t: Translator) -> str:
    return " / ".join(_s(t, f"unit.{u}") for u in units)


# ----- small drawings (SVG fragments) ------------------------------------------------------------


def _gate_icon(x: float, y: float, s: float) -> Node:
    """An archway: the Gate."""
    return h("path", {"d": f"M{x},{y + s}V{y + s * 0.35}A{s * 0.5},{s * 0.5} 0 0 1 {x + s},"
                           f"{y + s * 0.35}V{y + s}H{x + s * 0.72}V{y + s * 0.5}A{s * 0.22},"
                           f"{s * 0.22} 0 0 0 {x + s * 0.28},{y + s * 0.5}V{y + s}Z",
                      "class_": "cr-icon"})


def _castle_icon(x: float, y: float, s: float) -> Node:
    """A tower with battlements: the Castle."""
    q = s / 5
    return h("path", {"d": f"M{x},{y + s}V{y}H{x + q}V{y + q}H{x + 2 * q}V{y}H{x + 3 * q}"
                           f"V{y + q}H{x + 4 * q}V{y}H{x + s}V{y + s}Z", "class_": "cr-icon"})


def _unit_icon(unit: str, cx: float, cy: float, s: float) -> Node:
    """Horse (a knight's head), sword (blade and guard), bow (arc and string)."""
    if unit == HORSE:
        return h("text", {"x": cx, "y": cy + s * 0.38, "text-anchor": "middle",
                          "font-size": s * 1.15, "class_": "cr-unit"}, "♞")
    if unit == SWORD:
        return h("path", {"d": f"M{cx - s * 0.4},{cy + s * 0.45}L{cx + s * 0.45},{cy - s * 0.45}"
                               f"M{cx - s * 0.45},{cy + s * 0.05}L{cx - s * 0.05},{cy + s * 0.45}",
                          "class_": "cr-unit-line"})
    return h("path", {"d": f"M{cx - s * 0.15},{cy - s * 0.5}A{s * 0.55},{s * 0.55} 0 0 1 "
                           f"{cx - s * 0.15},{cy + s * 0.5}Z", "class_": "cr-unit-line"})


def _eye(x: float, y: float, s: float) -> Node:
    """The red eye: the other seat knows this card."""
    return h("g", {"class_": "cr-eye"},
             h("path", {"d": f"M{x},{y + s * 0.3}Q{x + s * 0.5},{y - s * 0.25} "
                             f"{x + s},{y + s * 0.3}Q{x + s * 0.5},{y + s * 0.85} "
                             f"{x},{y + s * 0.3}Z",
                        "class_": "cr-eye-white"}),
             h("circle", {"cx": x + s * 0.5, "cy": y + s * 0.3, "r": s * 0.19,
                          "class_": "cr-eye-iris"}))


# Where long names break, on a line of their own each part (their letters kept at a legible
# size rather than squeezed to the card's width).
JOINTS = ("Angriffs", "Armbrust", "Axt", "Bau", "Bogen", "Bomben", "Cross", "Earth", "Nach", "Pfeil",
          "Schwert", "Tunnel", "Über")
FIT = W - 9  # the width a name's line may take unsqueezed (card units)
NAME_SIZE = 10  # a card's name (style.css .cr-name)
SOS_SIZE = 9.4  # "Spy or Saboteur" on a card's back (style.css .cr-sos-text)


def _name_lines(name: str, size: float = NAME_SIZE) -> list[str]:
    """A name's lines: words joined while they fit, a word too wide broken at its joint."""
    words: list[str] = []
    for word in name.replace("(", " (").split():
        head = next((j for j in JOINTS if word.startswith(j) and letters_width(word, size) > FIT),
                    None)
        words += [head + "-", word[len(head):]] if head else [word]
    lines: list[str] = []
    for word in words:
        if lines and letters_width(f"{lines[-1]} {word}", size) <= FIT:
            lines[-1] += " " + word
        else:
            lines.append(word)
    return lines[:3]


def _squeezed(line: str, size: float = NAME_SIZE) -> dict[str, AttrValue]:
    """A line that may not fit, squeezed to the card's width (a short one keeps its spacing)."""
    if letters_width(line, size) > FIT:
        return {"textLength": W - 6, "lengthAdjust": "spacingAndGlyphs"}
    return {}


def _face(kind: str, t: Translator, at: str | None = None) -> list[Node]:
    """A card face in 60 x 84 units: attack value, category mark, name, unit symbols, and the
    Gate and Castle defence values at the foot (the one of its pile highlighted)."""
    card = BY_ID[kind]
    cat = _category(kind)
    parts = [h("rect", {"x": 0.75, "y": 0.75, "width": W - 1.5, "height": H - 1.5, "rx": 5,
                        "class_": f"cr-face cr-cat-{cat}"})]
    if card.attack is not None:
        parts.append(h("text", {"x": 3.5, "y": 11.5, "class_": "cr-atk"},
                       f"⚔{_attack_text(kind)}"))
    mark = {"perm": "∞", "purple": "◆"}.get(cat)
    if mark:
        parts.append(h("text", {"x": W - 4, "y": 12, "text-anchor": "end",
                                "class_": f"cr-mark cr-mark-{cat}"}, mark))
    name = _name(kind, t)
    lines = _name_lines(name)
    top = 30 - (len(lines) - 1) * 5
    for i, line in enumerate(lines):
        parts.append(h("text", {"x": W / 2, "y": top + i * 10, "text-anchor": "middle",
                                "class_": "cr-name", **_squeezed(line)}, line))
    units = card.units
    for i, unit in enumerate(units):
        parts.append(_unit_icon(unit, W / 2 + (i - (len(units) - 1) / 2) * 13, 54, 9))
    for j, (where, value) in enumerate((("gate", card.gate), ("castle", card.castle))):
        x = 2.5 + j * 28
        on = " cr-on" if at == where else (" cr-off" if at else "")
        parts.append(h("g", {"class_": f"cr-def cr-def-{where}{on}"},
                       h("rect", {"x": x, "y": 64, "width": 27, "height": 17, "rx": 3}),
                       _gate_icon(x + 3, 68, 9) if where == "gate" else _castle_icon(x + 3, 68, 9),
                       h("text", {"x": x + 20, "y": 77, "text-anchor": "middle"}, value)))
    return parts


def _back(t: Translator, sos: bool = False) -> list[Node]:
    """The back of a card; for the victim of a face-down purple card, "Spy or Saboteur"."""
    parts = [h("rect", {"x": 0.75, "y": 0.75, "width": W - 1.5, "height": H - 1.5, "rx": 5,
                        "class_": "cr-back"}),
             h("rect", {"x": 5, "y": 5, "width": W - 10, "height": H - 10, "rx": 3,
                        "class_": "cr-back-inner"})]
    if sos:
        parts.append(h("rect", {"x": 3, "y": 24, "width": W - 6, "height": 36, "rx": 3,
                                "class_": "cr-sos-band"}))
        lines = _name_lines(_s(t, "card.spy_or_saboteur"), SOS_SIZE)
        top = 45.3 - len(lines) * 5  # the lines centred in the band, 10 units apart
        for i, line in enumerate(lines):
            parts.append(h("text", {"x": W / 2, "y": top + i * 10, "text-anchor": "middle",
                                    "class_": "cr-sos-text", **_squeezed(line, SOS_SIZE)}, line))
    else:
        parts.append(_castle_icon(W / 2 - 11, H / 2 - 11, 22))
    return parts


# Faces and backs as written markup: a table redraws the same cards at every tap, and a face
# depends only on the card, the highlighted defence value and the language.
_WRITTEN: dict[Hashable, Face] = {}


def _written(kind: str | None, at: str | None, sos: bool, t: Translator) -> Face:
    return kept_face(_WRITTEN, (kind, at, sos, t.lang),
                     lambda: _face(kind, t, at) if kind else _back(t, sos))


def _card(kind: str | None, t: Translator, *, cls: str = "", at: str | None = None,
          eye: bool = False, sos: bool = False, deduced: bool = False,
          attrs: dict[str, AttrValue] | None = None, label: str | None = None) -> Node:
    """One card as its own <svg>; clickable when `attrs` carries a data-action."""
    face = _written(kind, at, sos, t)
    body: list[Node | Raw] = [face.markup]
    if eye:
        body.append(_eye(W / 2 - 8, 3, 16))
    if deduced:
        body.append(h("text", {"x": W / 2, "y": 61, "text-anchor": "middle",
                               "class_": "cr-deduced"}, "∴"))
    zoomed = (attrs or {}).get("aria-pressed") == "true"
    root: dict[str, AttrValue] = {"xmlns": "http://www.w3.org/2000/svg", "viewBox": f"0 0 {W} {H}",
            "class_": " ".join(c for c in ("cr-card", cls, "cr-zoomed" if zoomed else "") if c),
            "data-card": kind or None}
    root.update(attrs or {})
    if root.get("data-action"):
        # A control's name holds what its face shows (draw/faces.py).
        root.update({"role": "button", "tabindex": "0",
                     "aria-label": named(label or "", face.words)})
    else:
        root.update({"role": "img", "aria-label": label})
    # Named by its label: the face's words are hidden from the accessibility tree (axe: label
    # in name).
    return h("svg", root, h("g", {"aria-hidden": "true"}, body))


def _card_zoom(kind: str, place: str, ui: Ui) -> dict[str, AttrValue]:
    """A tap enlarges the card where it lies (and shows its text in the panel); tapped again,
    it shrinks back. Every card on the table has its own value: `hand:<kind>`,
    `slot:<zone>:<seat>:<i>`, `back:<seat>:<i>` (an unknown card in the opponent's hand) or
    `card:<kind>@<place>` (this one)."""
    return zoom_attrs(f"card:{kind}@{place}", ui=ui)


# ----- the places of the table -------------------------------------------------------------------


def _eye_shown(view: View, seat: int, slot: Slot) -> bool:
    """The red eye where it tells the viewer something: on the viewer's own Gate and Castle
    cards the opponent knows (seed 004, 'Hinweise zur Bedienung': „ein kleines rotes Auge auf
    den Karten, von denen der Mitspieler weiß, um welche es sich handelt"). The opponent knows
    every card of his own piles but the Spy or Saboteur slipped under them, and a Spy or Saboteur
    in the own piles is his: an eye there would always be on, so there is none."""
    return seat == view["seat"] and slot["eye"] and not slot["sos"]


def _slot_label(view: View, seat: int, zone: str, i: int, slot: Slot, t: Translator) -> str:
    me = view["seat"]
    other = 1 - (seat if me is None else me)  # read only where the viewer is a player
    where = _s(t, f"where.{zone}", name=view["names"][seat], n=i + 1)
    if slot["card"]:
        card = BY_ID[slot["card"]]
        what = _s(t, "label.card_def", card=_name(slot["card"], t),
                  value=card.gate if zone == "gate" else card.castle)
    elif slot["sos"]:
        what = _s(t, "card.spy_or_saboteur")
    else:
        what = _s(t, "label.face_down")
    bits = [f"{where}: {what}"]
    if slot["deduced"]:
        bits.append(_s(t, "label.deduced"))
    if _eye_shown(view, seat, slot):
        bits.append(_s(t, "label.eye", name=view["names"][other]))
    if me is not None and other in slot["sos_for"] and slot["card"]:
        bits.append(_s(t, "label.they_see_sos", name=view["names"][other]))
    elif _unknown_to_owner(view, seat, slot):
        bits.append(_s(t, "label.eye_not", name=view["names"][other]))
    return "; ".join(bits)


def _unknown_to_owner(view: View, seat: int, slot: Slot) -> bool:
    """A card of the opponent's piles he does not know himself (one the viewer slipped or
    swapped there): the exception the missing eye would have told, said in words instead."""
    return (view["seat"] is not None and seat != view["seat"] and not view["is_over"]
            and not slot["eye"] and 1 - view["seat"] not in slot["sos_for"])


def _laid_from(seat: int, slot: Slot) -> str:
    """Where a card newly laid under `seat`'s pile comes from, told by what is known of it:
    face down by the other seat (a 'Spion or Saboteur') from that seat's hand, a setup card
    from the dealt cards, one nobody knows (a Heiler's) from the draw pile, else from the
    owner's hand (a reinforcement) or play (an Oger)."""
    if slot["sos_for"]:
        return f"hand:{1 - seat}"
    if slot["setup"]:
        return f"dealt:{seat} hand:{seat}"
    if not slot["known_by"] and slot["card"] is None:
        return "draw"
    return f"hand:{seat} inplay"


def _stack(view: View, seat: int, zone: str, ui: Ui, t: Translator,
           after: Child = None) -> Node:
    """A Gate or Castle: its cards from the top (left) to the bottom (right)."""
    pile = view["gates" if zone == "gate" else "castles"][seat]
    cards = []
    for i, slot in enumerate(pile):
        value = f"slot:{zone}:{seat}:{i}"
        cls = "cr-slot" + (" cr-sos" if slot["sos"] else "") + (
            " cr-known" if slot["card"] else "")
        # Keyed by its stamp (static/flip.js): a card keeps its key while it stays in the
        # piles, so one taken from the top leaves (to the discards) and those below slide up; a
        # card laid comes from the dealt cards, a hand (face down: the other's) or the draw.
        anim = {"data-anim": f"pile:{slot['stamp']}", "data-to": "discard",
                "data-from": _laid_from(seat, slot)}
        card = _card(slot["card"], t, cls=cls, at=zone, eye=_eye_shown(view, seat, slot),
                     sos=slot["sos"],
                     deduced=slot["deduced"], attrs={**zoom_attrs(value, ui=ui), "data-slot": value,
                                                     "data-seat": seat, "data-zone": zone,
                                                     **anim, **explain_target(value)},
                     label=_slot_label(view, seat, zone, i, slot, t))
        cards.append(card)
    icon = _gate_icon(1, 1, 16) if zone == "gate" else _castle_icon(1, 1, 16)
    head = h("h3", {"class_": "cr-zone-head"},
             h("svg", {"xmlns": "http://www.w3.org/2000/svg", "viewBox": "0 0 18 18",
                       "class_": "cr-zone-icon", "aria-hidden": "true"}, icon),
             " ", _s(t, f"zone.{zone}"), " ", h("span", {"class_": "cr-count"}, len(pile)))
    attrs: dict[str, AttrValue] = {
        "class_": f"cr-stack cr-{zone}" + (" cr-after" if after is not None else ""),
             "data-seat": seat, "data-zone": zone, "data-count": len(pile),
             "aria-label": _s(t, f"where.{zone}_all", name=view["names"][seat], n=len(pile)),
             **explain_target(f"pile:{zone}:{seat}")}
    if after is not None:
        attrs["style"] = f"--d:{after:.2f}s"
    return h("section", attrs, head,
             h("div", {"class_": "cr-cards"}, cards or h("p", {"class_": "cr-empty"},
                                                          _s(t, "ui.empty"))))


def _display(view: View, seat: int, ui: Ui, t: Translator) -> Node:
    counts: dict[str, int] = {}
    for kind in view["displays"][seat]:
        counts[kind] = counts.get(kind, 0) + 1
    cards = []
    for kind in sorted(counts, key=IDX.__getitem__):
        label = _name(kind, t) + (f" ×{counts[kind]}" if counts[kind] > 1 else "")
        card = _card(kind, t, cls="cr-perm",
                     attrs={**_card_zoom(kind, f"display{seat}", ui), "data-seat": seat,
                            "data-zone": "display", "data-anim": f"display:{seat}:{kind}",
                            "data-from": f"hand:{seat}", **explain_target(f"display:{seat}:{kind}")},
                     label=_s(t, "where.display", name=view["names"][seat]) + ": " + label)
        cards.append(h("span", {"class_": "cr-pair"}, card,
                       h("span", {"class_": "cr-times"}, f"{counts[kind]}×")
                       if counts[kind] > 1 else None))
    return h("section", {"class_": "cr-display", "data-seat": seat, "data-zone": "display",
                         **explain_target(f"display:{seat}")},
             h("h3", {"class_": "cr-zone-head"}, "∞ ", _s(t, "zone.display")),
             h("div", {"class_": "cr-cards"}, cards or h("p", {"class_": "cr-empty"},
                                                         _s(t, "ui.empty"))))


def _opponent_hand(view: View, seat: int, ui: Ui, t: Translator) -> Node:
    hand = view["hands"][seat]
    cards = []
    for i, entry in enumerate(hand):
        if entry["card"]:
            cards.append(_card(entry["card"], t, cls="cr-hand-known",
                               attrs={**_card_zoom(entry["card"], f"hand{seat}.{i}", ui),
                                      "data-seat": seat, "data-zone": "hand",
                                      **_hand_anim(f"hand:{seat}:{i}"),
                                      **explain_target(f"opp:{seat}:{i}")},
                               label=_s(t, "label.opp_hand_known", name=view["names"][seat],
                                        card=_name(entry["card"], t))))
        else:
            cards.append(_card(None, t, cls="cr-hand-back",
                               attrs={**zoom_attrs(f"back:{seat}:{i}", ui=ui), "data-seat": seat,
                                      "data-zone": "hand", **_hand_anim(f"hand:{seat}:{i}"),
                                      **explain_target(f"opp:{seat}:{i}")},
                               label=_s(t, "label.opp_hand_back", name=view["names"][seat])))
    return h("section", {"class_": "cr-opp-hand", "data-seat": seat, "data-count": len(hand),
                         "data-place": f"hand:{seat}", **explain_target(f"hands:{seat}")},
             h("h3", {"class_": "cr-zone-head"}, _s(t, "ui.hand_of", name=view["names"][seat]),
               " ", h("span", {"class_": "cr-count"}, len(hand))),
             h("div", {"class_": "cr-cards"}, cards or h("p", {"class_": "cr-empty"},
                                                         _s(t, "ui.empty"))))


def _hand_anim(key: str) -> dict[str, AttrValue]:
    """A hand card keyed for the moves' animation (static/flip.js): drawn from the draw pile,
    played into play (or, with nothing in play, onto the discard pile)."""
    return {"data-anim": key, "data-from": "draw", "data-to": "inplay discard"}


HAND_MOVES = frozenset((PLAY, REINFORCE, PAY, DISCARD, NARR, SETUP, REACT))  # use a hand card


def _moves_by_kind(legal: list[str]) -> dict[str, list[str]]:
    """Hand-card moves grouped by the card they use."""
    by: dict[str, list[str]] = {}
    for move in legal:
        parsed = parse(move)
        if parsed.kind in HAND_MOVES:
            by.setdefault(parsed.named_card, []).append(move)
    return by


def _own_hand(view: View, ui: Ui, t: Translator) -> Node:
    seat = _viewer(view)
    by_kind = _moves_by_kind(view.get("legal", []))
    hand = view["hands"][seat]
    kinds: list[str] = []
    eyes: dict[str, int] = {}
    for entry in hand:
        kind = entry["card"] or ""  # the own hand: every card is known
        if kind not in eyes:
            kinds.append(kind)
            eyes[kind] = 0
        eyes[kind] += 1 if entry["eye"] else 0
    counts = {k: sum(1 for e in hand if e["card"] == k) for k in kinds}
    cards = []
    for kind in sorted(kinds, key=IDX.__getitem__):
        value = f"hand:{kind}"
        legal = kind in by_kind
        cls = "cr-hand" + (" legal" if legal else "")
        label = _name(kind, t) + (f" ×{counts[kind]}" if counts[kind] > 1 else "")
        if eyes[kind]:
            label += "; " + _s(t, "label.eye_hand", name=view["names"][1 - seat])
        if legal:
            label += "; " + _s(t, "label.has_moves")
        card = _card(kind, t, cls=cls, eye=bool(eyes[kind]),
                     attrs={**zoom_attrs(value, ui=ui), "data-seat": seat, "data-zone": "hand",
                            "data-step": kind if legal else None,
                            **_hand_anim(f"hand:{seat}:{kind}"), **explain_target(value)},
                     label=label)
        cards.append(h("span", {"class_": "cr-pair"}, card,
                       h("span", {"class_": "cr-times"}, f"{counts[kind]}×")
                       if counts[kind] > 1 else None))
    # The moves of the tapped card right under the hand, where the finger is.
    zoomed = _zoom_target(view, ui)
    actions = None
    if zoomed is not None and zoomed[0] == "hand":
        kind = zoomed[1]
        moves = by_kind.get(kind, [])
        tries = [_try_button(view, m, t) for m in _tries(view, kind) if m not in moves]
        actions = h("div", {"class_": "cr-hand-actions", "data-card": kind, **shows_tap("zoom")},
                    [_move_button(view, m, t, primary=i == 0) for i, m in enumerate(moves)]
                    + tries or h("p", {"class_": "cr-note"}, _s(t, "detail.no_move") if view["legal"]
                         else _s(t, "detail.not_your_turn")))
    return h("section", {"class_": "cr-own-hand", "data-seat": seat, "data-count": len(hand),
                         "data-place": f"hand:{seat}", **explain_target(f"hands:{seat}")},
             h("h3", {"class_": "cr-zone-head"}, _s(t, "ui.your_hand"), " ",
               h("span", {"class_": "cr-count"}, len(hand))),
             h("div", {"class_": "cr-cards"}, cards or h("p", {"class_": "cr-empty"},
                                                         _s(t, "ui.empty"))),
             actions)


def _dealt(view: View, ui: Ui, t: Translator) -> Node | None:
    """Setup: the five cards being placed, each with its two buttons (Gate, Castle)."""
    seat = view["seat"]
    dealt = view["dealt"][seat] if seat is not None else []
    if not dealt:
        return None
    by_kind = _moves_by_kind(view.get("legal", []))
    kinds = sorted({e["card"] or "" for e in dealt}, key=IDX.__getitem__)
    groups = []
    for kind in kinds:
        n = sum(1 for e in dealt if e["card"] == kind)
        card = _card(kind, t, cls="cr-dealt" + (" legal" if kind in by_kind else ""),
                     attrs={**_card_zoom(kind, "dealt", ui), "data-zone": "dealt",
                            "data-seat": seat, **explain_target(f"dealt:{kind}")},
                     label=_name(kind, t) + (f" ×{n}" if n > 1 else ""))
        legal = by_kind.get(kind, ())
        # A full pile's button stays, unlit: a tap says why (try_target).
        places = [notation(Move(SETUP, kind, at)) for at in PILES] if view["legal"] else legal
        buttons = [h("button", {"class_": "cr-move legal cr-small" if m in legal
                                else "cr-try cr-small",
                                **(move_target(m) if m in legal else try_target(m)),
                                "aria-label": _move_label(view, m, t)},
                     _s(t, f"act.setup_short_{parse(m).where}"))
                   for m in places]
        groups.append(h("div", {"class_": "cr-dealt-group", "data-card": kind},
                        h("span", {"class_": "cr-pair"}, card,
                          h("span", {"class_": "cr-times"}, f"{n}×") if n > 1 else None),
                        h("div", {"class_": "cr-dealt-buttons"}, buttons)))
    return h("section", {"class_": "cr-dealt-box", "data-seat": seat, "data-place": f"dealt:{seat}"},
             h("h3", {"class_": "cr-zone-head"}, _s(t, "ui.dealt")),
             h("div", {"class_": "cr-cards"}, groups))


def _centre(view: View, ui: Ui, t: Translator) -> Node:
    """The draw pile, the discard pile, the cards in play."""
    listing = ui.get("list")
    draw = h("div", {"class_": "cr-pile cr-draw", "data-count": view["draw_count"],
                     "data-place": "draw", **explain_target("pile:draw")},
             h("h3", {"class_": "cr-zone-head"}, _s(t, "zone.draw"), " ",
               h("span", {"class_": "cr-count"}, view["draw_count"])),
             _card(None, t, cls="cr-pile-card", label=_s(t, "zone.draw")),
             h("button", {"class_": "cr-list-button", "data-action": "ui", "data-key": "list",
                          "data-value": "draw",
                          "aria-pressed": "true" if listing == "draw" else "false"},
               _s(t, "ui.draw_list_button")))
    discard = view["discard"]
    top = discard[-1] if discard else None
    discard_box = h("div", {"class_": "cr-pile cr-discard", "data-count": len(discard),
                            "data-place": "discard", **explain_target("pile:discard")},
                    h("h3", {"class_": "cr-zone-head"}, _s(t, "zone.discard"), " ",
                      h("span", {"class_": "cr-count"}, len(discard))),
                    _card(top, t, cls="cr-pile-card",
                          attrs={**_card_zoom(top, "discard", ui),
                                 **explain_target(f"card:{top}:discard")},
                          label=_s(t, "label.discard_top", card=_name(top, t))) if top
                    else h("p", {"class_": "cr-empty"}, _s(t, "ui.empty")),
                    h("button", {"class_": "cr-list-button", "data-action": "ui",
                                 "data-key": "list", "data-value": "discard",
                                 "aria-pressed": "true" if listing == "discard" else "false"},
                      _s(t, "ui.discard_list_button")) if discard else None)
    inplay = None
    if view["inplay"]:
        inplay = h("div", {"class_": "cr-pile cr-inplay", "data-place": "inplay"},
                   h("h3", {"class_": "cr-zone-head"}, _s(t, "zone.inplay")),
                   h("div", {"class_": "cr-cards"},
                     [_card(k, t, attrs={**_card_zoom(k, f"inplay{i}", ui),
                                         "data-anim": f"inplay:{i}",
                                         "data-from": f"hand:{view['to_move']}",
                                         **explain_target(f"inplay:{i}")},
                            label=_s(t, "zone.inplay") + ": " + _name(k, t))
                      for i, k in enumerate(view["inplay"])]))
    return h("div", {"class_": "cr-centre"}, draw, discard_box, inplay)


# ----- moves in words ----------------------------------------------------------------------------


# The moves of one word, in words: (key, what fills its {n}).
_WORD_LABELS = {END: ("act.end", None), VETERAN: ("act.veteran", "veteran_attack"),
                SKIP: ("act.skip", None), GO: ("act.narr_go", "narr"),
                DECLINE: ("act.decline", None)}


def _move_label(view: View, move: str, t: Translator) -> str:
    m = parse(move)
    opp = view["names"][_seats(view)[1]]
    if m.kind in _WORD_LABELS:
        key, number = _WORD_LABELS[m.kind]
        return _s(t, key, n=(view.get(number) or 0) if number else None)
    if m.kind == TARGET:
        return _s(t, f"act.target_{m.where}", name=opp)
    if m.kind == REACT:
        return _s(t, "act.react", n=BY_ID[m.named_card].params["minus"])
    card = m.named_card
    name = _name(card, t)
    if m.kind == SETUP:
        return _s(t, f"act.setup_{m.where}", card=name)
    if m.kind == REINFORCE:
        oger = "oger_" if card == "oger" else ""
        return _s(t, f"act.reinforce_{oger}{m.where}", card=name)
    if m.kind in (PAY, DISCARD):
        return _s(t, "act.discard", card=name)
    if m.kind == NARR:
        return _s(t, "act.narr_add", card=name, n=BY_ID[card].attack)
    # play
    if card in ("spion", "saboteur"):
        return _s(t, "act.play_sos", card=name, name=opp)
    if m.where:
        return _s(t, f"act.play_{m.where}", card=name)
    if BY_ID[card].attack is not None:
        return _s(t, "act.play_attack", card=name, n=_attack_text(card))
    return _s(t, "act.play", card=name)


def _confirm(view: View, move: str, t: Translator) -> str | None:
    m = parse(move)
    if m == Move(PLAY, "narr"):
        return _s(t, "confirm.narr")
    if m.kind == GO:
        return _s(t, "confirm.narr_go", n=view.get("narr") or 0)
    return None


def _move_button(view: View, move: str, t: Translator, cls: str = "",
                 primary: bool = False) -> Node:
    classes = " ".join(c for c in ("cr-move", "legal", cls, "primary" if primary else "") if c)
    return h("button", {"class_": classes, "data-action": "move", "data-move": move,
                        "data-confirm": _confirm(view, move, t)}, _move_label(view, move, t))


def _tries(view: View, kind: str) -> list[str]:
    """The moves a player might try with the hand card `kind` now (legal or not): playing and
    reinforcing in the turn, paying or adding to the Fool while those are asked."""
    if not view["legal"]:
        return []  # not this seat's move: nothing to try
    phase = view["phase"]
    if phase == "main":
        ways = (TOCASTLE, TOGATE) if kind == BUILDER else (None,)
        return ([notation(Move(PLAY, kind, way)) for way in ways]
                + [notation(Move(REINFORCE, kind, at)) for at in PILES])
    if phase in ("pay", "narr"):
        return [notation(Move(PAY if phase == "pay" else NARR, kind))]
    return []


def _try_button(view: View, move: str, t: Translator) -> Node:
    """A move that is not legal now, unlit: a tap lets the rules say why (`refusal`)."""
    return h("button", {"class_": "cr-try", **try_target(move)}, _move_label(view, move, t))


# ----- what to do now ----------------------------------------------------------------------------


def _ask_text(view: View, t: Translator) -> str:
    pay = view["pay"]
    assert pay is not None, "no card is being paid for"
    ask = pay["asks"][0]
    card = _name(pay["card"], t)
    need = ask["need"]
    symbol = _s(t, f"unit.{need}") if need else ""
    if ask["opt"]:
        key = "prompt.pay_opt_unit" if need else "prompt.pay_opt"
    else:
        key = "prompt.pay_unit" if need else "prompt.pay"
    return _s(t, key, card=card, symbol=symbol, plus=ask["plus"])


def _status_chips(view: View, t: Translator) -> Node | None:
    seat = view["active"]
    chips: list[tuple[str, str]] = []  # (words, key): each chip explains itself
    if view["bonus"]:
        chips.append((_s(t, "chip.bonus", n=view["bonus"]), "bonus"))
    knappen = view["knappen"][seat]
    if knappen:
        chips.append((_s(t, "chip.knappe", n=knappen), "knappe"))
    if view["no_attack"][seat]:
        chips.append((_s(t, "chip.diplomat"), "diplomat"))
    if view["reinforced"]:
        chips.append((_s(t, "chip.reinforced"), "reinforced"))
    if view["locked"]:
        chips.append((_s(t, "chip.locked"), "locked"))
    if view["veteran_used"]:
        chips.append((_s(t, "chip.veteran_used"), "veteran_used"))
    return h("ul", {"class_": "cr-chips"}, [h("li", explain_target(f"chip:{key}"), c)
                                        for c, key in chips]) if chips else None


def _pending_attack(view: View, t: Translator) -> Node | None:
    attack = view["attack"]
    if not attack:
        return None
    part = attack["parts"][attack["i"]]
    return h("p", {"class_": "cr-pending", **explain_target("attack:now")},
             _s(t, f"prompt.attack_{part['at']}", name=view["names"][view["active"]],
                card=_name(attack["card"], t), n=max(part["strength"], 0),
                target=view["names"][part["d"]]))


def _prompt(view: View, ui: Ui, t: Translator) -> Node | None:
    legal = view.get("legal", [])
    phase = view["phase"]
    names = view["names"]
    seat = view["seat"]
    body: list[Child] = []
    buttons: list[Node] = []
    if view["is_over"]:
        return None
    if not legal:
        mover = view["to_move"]
        body.append(h("p", {}, _s(t, "prompt.wait", name=names[mover]) if mover is not None
                      else ""))
    elif phase == "setup":
        gate, castle = view["place_left"] or (0, 0)
        key = "prompt.setup" if gate and castle else "prompt.setup_gate" if gate \
            else "prompt.setup_castle"
        body.append(h("p", {}, _s(t, key, gate=gate, castle=castle)))
    elif phase == "main":
        body.append(h("p", {}, _s(t, "prompt.main")))
        kinds = {m: parse(m).kind for m in legal}
        buttons = [_move_button(view, m, t, primary=kinds[m] == END) for m in legal
                   if kinds[m] in (VETERAN, END)]
    elif phase == "pay":
        body.append(h("p", {}, _ask_text(view, t)))
        buttons = [_move_button(view, m, t) for m in legal]
    elif phase == "target":
        body.append(_pending_attack(view, t))
        body.append(h("p", {}, _s(t, "prompt.target")))
        buttons = [_move_button(view, m, t) for m in legal]
    elif phase == "react":
        body.append(_pending_attack(view, t))
        attack = view["attack"]
        assert attack is not None, "no attack is under way"
        part = attack["parts"][attack["i"]]
        body.append(h("p", {}, _s(t, "prompt.react", n=BY_ID["aufgebot"].params["minus"],
                                  left=part["after_levy"])))
        buttons = [_move_button(view, m, t, primary=parse(m).kind == REACT) for m in legal]
    elif phase == "discard":
        n = view["due"][0][1] if view["due"] else 0
        body.append(h("p", {}, _s(t, "prompt.discard", n=n)))
        buttons = [_move_button(view, m, t) for m in legal]
    elif phase == "narr":
        body.append(h("p", {}, _s(t, "prompt.narr", n=view["narr"] or 0)))
        buttons = [_move_button(view, m, t, primary=parse(m).kind == GO) for m in legal]
    return h("section", {"class_": "cr-prompt" + (" cr-mine" if legal else ""),
                         "data-phase": phase, "data-seat": seat},
             h("h2", {}, _s(t, "prompt.title") if legal else _s(t, "prompt.title_wait")),
             body, _status_chips(view, t) if phase in ("main", "pay", "narr") else None,
             h("div", {"class_": "cr-buttons"}, buttons) if buttons else None)


# ----- the enlarged card -------------------------------------------------------------------------


def _visible_kinds(view: View) -> set[str]:
    """Every card kind the view shows somewhere (what a zoom value may name)."""
    kinds = set(view["discard"]) | set(view["inplay"])
    for s in (0, 1):
        kinds |= set(view["displays"][s])
        kinds |= {e["card"] for e in view["hands"][s] + view["dealt"][s] if e["card"]}
        kinds |= {c["card"] for c in view["gates"][s] + view["castles"][s] if c["card"]}
    kinds |= {k for k, _ in view["draw_candidates"]}
    for entry in view["log"]:
        if isinstance(entry.get("card"), str):
            kinds.add(entry["card"])
        kinds |= {k for k in entry.get("cards", ()) if isinstance(k, str)}
    if any(entry.get("k") == "may_react" for entry in view["log"]):
        kinds.add("aufgebot")  # the attack stage shows the card that may be played
    if view["attack"]:
        kinds.add(view["attack"]["card"])
    return {k for k in kinds if k in BY_ID}


def _zoom_target(view: View, ui: Ui) -> tuple[str, Any] | None:
    """The zoomed card, if the value still names something on the table: (what, arg)."""
    value = ui.get("zoom")
    if not isinstance(value, str):
        return None
    what, _, arg = value.partition(":")
    if what == "hand":
        seat = view["seat"]
        if seat is not None and any(e["card"] == arg for e in view["hands"][seat]):
            return "hand", arg
        return None
    if what == "card":
        kind = arg.partition("@")[0]
        return ("card", kind) if kind in _visible_kinds(view) else None
    if what == "back":
        try:
            seat, i = (int(x) for x in arg.split(":"))
        except ValueError:
            return None
        if seat in (0, 1) and seat != view["seat"] and 0 <= i < len(view["hands"][seat]) \
                and view["hands"][seat][i]["card"] is None:
            return "back", seat
        return None
    if what == "slot":
        try:
            zone, seat_text, i_text = arg.split(":")
            seat, i = int(seat_text), int(i_text)
        except ValueError:
            return None
        if zone in ("gate", "castle") and seat in (0, 1):
            pile = view["gates" if zone == "gate" else "castles"][seat]
            if 0 <= i < len(pile):
                return "slot", (zone, seat, i, pile[i])
    return None


def _rec(t: Translator) -> Node:
    return h("span", {"class_": "cr-rec", "title": _s(t, "card.reconstructed.help")},
             "✱ ", _s(t, "card.reconstructed"))


def _cost_text(row: dict[str, Any], t: Translator) -> str:
    cost = row["cost"]
    needs = row["params"].get("needs")
    if needs:
        return _s(t, "fact.cost_units", units=_param_value("needs", needs, t))
    if not cost:
        return _s(t, "fact.none")
    return _s(t, f"fact.cost_{cost[0]}", n=cost[1])


def _param_value(key: str, value: Any, t: Translator) -> Any:
    if key in ("need", "more"):
        return _s(t, f"unit.{value}")
    if key == "needs":
        return " + ".join(_s(t, f"unit.{u}") for u in value)
    return value


def fact_rows(kind: str, t: Translator) -> list[tuple[str, str, str]]:
    """The card's values as (words key of the label, value, field): the detail panel's table
    and the "?" mode's explanation (explain.py) say the same."""
    row = CATALOGUE[kind]
    rows = [("fact.category", _s(t, f"cat.{_category(kind)}"), "category"),
            ("fact.attack", _attack_text(kind) if row["attack"] is not None else "—", "attack"),
            ("fact.gate", str(row["gate"]), "gate"),
            ("fact.castle", str(row["castle"]), "castle"),
            ("fact.units", _units_text(row["units"], t) if row["units"] else "—", "units"),
            ("fact.cost", _cost_text(row, t), "needs" if "needs" in row["params"] else "cost"),
            ("fact.count", str(row["count"]), "count")]
    rows += [(f"param.{key}", str(_param_value(key, value, t)), key)
             for key, value in row["params"].items() if key != "needs"]
    return rows


def _facts(kind: str, t: Translator) -> Node:
    """The card's values in a table, each reconstructed field marked (cards.py `rec`)."""
    row = CATALOGUE[kind]
    rec = set(row["reconstructed"])
    rows: list[Node] = []
    fields: set[str] = set()
    for key, value, field in fact_rows(kind, t):
        fields.add(field)
        rows.append(h("tr", {"data-field": field, "class_": "cr-rec-row" if field in rec else None},
                      h("th", {}, _s(t, key)), h("td", {}, value, " ", _rec(t) if field in rec
                                                  else None)))
    # Reconstructed things that are no value of the table: each its own line.
    marks = [h("li", {"data-field": f},
               _s(t, f"fact.rec_{f}", plus=BY_ID["knappe"].params["plus"]), " ", _rec(t))
             for f in row["reconstructed"] if f not in fields]
    return h("div", {"class_": "cr-facts"},
             h("p", {"class_": "cr-text"}, _s(t, f"card.{kind}.text")),
             h("ul", {"class_": "cr-rec-list"}, marks) if marks else None,
             h("table", {"class_": "cr-fact-table"}, h("tbody", {}, rows)),
             h("p", {"class_": "cr-rec-help"}, "✱ ", _s(t, "card.reconstructed.help"))
             if rec else None)


def _big(kind: str, t: Translator, at: str | None = None, eye: bool = False,
         label: str | None = None) -> Node:
    return _card(kind, t, cls="cr-big", at=at, eye=eye, label=label or _name(kind, t))


def _detail(view: View, ui: Ui, t: Translator) -> Node | None:
    target = _zoom_target(view, ui)
    if target is None:
        return None
    what, arg = target
    value = ui["zoom"]
    close = h("button", {"class_": "cr-close", "data-action": "ui", "data-key": "zoom",
                         "data-value": value, "aria-label": _s(t, "ui.close")}, "✕")
    notes, faces = [], []
    title = None
    if what == "hand":
        kind = arg
        title = _name(kind, t)
        faces.append(_big(kind, t))
        notes.append(_s(t, "detail.in_hand"))
        facts = _facts(kind, t)
    elif what == "card":
        kind = arg
        title = _name(kind, t)
        faces.append(_big(kind, t))
        facts = _facts(kind, t)
    elif what == "back":
        title = capital(_s(t, "label.face_down"))
        faces.append(_card(None, t, cls="cr-big", label=title))
        notes.append(_s(t, "detail.opp_hand", name=view["names"][arg]))
        facts = None
    else:
        zone, seat, i, slot = arg
        notes.append(_s(t, f"where.{zone}", name=view["names"][seat], n=i + 1))
        viewer = view["seat"]
        other = 1 - (seat if viewer is None else viewer)  # read only where one is a player
        if slot["card"]:
            kind = slot["card"]
            title = _name(kind, t)
            faces.append(_big(kind, t, at=zone, eye=_eye_shown(view, seat, slot)))
            facts = _facts(kind, t)
            if slot["deduced"]:
                notes.append(_s(t, "detail.deduced"))
        elif slot["sos"]:
            title = _s(t, "card.spy_or_saboteur")
            faces = [_big("spion", t, at=zone), _big("saboteur", t, at=zone)]
            notes.append(_s(t, "detail.sos"))
            facts = h("div", {"class_": "cr-facts-pair"},
                      [h("div", {"data-card": k}, h("h3", {}, _name(k, t)), _facts(k, t))
                       for k in ("spion", "saboteur")])
        else:
            title = capital(_s(t, "label.face_down"))
            faces.append(_card(None, t, cls="cr-big", label=title))
            notes.append(_s(t, "detail.unknown"))
            facts = None
        if _eye_shown(view, seat, slot):
            notes.append(_s(t, "label.eye", name=view["names"][other]))
        elif viewer is not None and other in slot["sos_for"] and slot["card"]:
            notes.append(_s(t, "label.they_see_sos", name=view["names"][other]))
        elif _unknown_to_owner(view, seat, slot):
            notes.append(_s(t, "label.eye_not", name=view["names"][other]))
        if slot["setup"] and not slot["card"]:
            notes.append(_s(t, "detail.setup"))
    return h("section", {"class_": "cr-detail", "data-zoom": value, "aria-live": "polite",
                         **explain_target(f"zoom:{value}")},
             h("div", {"class_": "cr-detail-head"}, h("h2", {}, title), close),
             h("div", {"class_": "cr-detail-body"},
               h("div", {"class_": "cr-detail-faces"}, faces),
               h("div", {"class_": "cr-detail-info"},
                 [h("p", {"class_": "cr-note"}, n) for n in notes], facts)))


def _lists(view: View, ui: Ui, t: Translator) -> Node | None:
    """The draw pile's candidates or the discard pile, as lists of zoomable cards."""
    which = ui.get("list")
    if which == "draw":
        items = view["draw_candidates"]
        title, help_text = _s(t, "ui.draw_list"), _s(t, "ui.draw_list_help")
    elif which == "discard" and view["discard"]:
        counts: dict[str, int] = {}
        for kind in view["discard"]:
            counts[kind] = counts.get(kind, 0) + 1
        items = [[k, counts[k]] for k in sorted(counts, key=IDX.__getitem__)]
        title, help_text = _s(t, "ui.discard_list"), None
    else:
        return None
    total = sum(n for _, n in items)
    rows = [h("li", {}, h("button", {"class_": "cr-list-item", "data-action": "ui",
                                     "data-key": "zoom", "data-value": f"card:{kind}",
                                     **explain_target(f"card:{kind}:{which}"),
                                     "data-card": kind},
                          h("span", {"class_": "cr-list-n"}, f"{n}×"), " ", _name(kind, t)))
            for kind, n in items]
    return h("section", {"class_": f"cr-list cr-list-{which}", "data-list": which},
             h("div", {"class_": "cr-detail-head"},
               h("h2", {}, title, " ", h("span", {"class_": "cr-count"}, total)),
               h("button", {"class_": "cr-close", "data-action": "ui", "data-key": "list",
                            "data-value": which, "aria-label": _s(t, "ui.close")}, "✕")),
             h("p", {"class_": "cr-note"}, help_text) if help_text else None,
             h("ul", {}, rows))


# ----- attacks: the stage and the report ----------------------------------------------------------


def _episodes(log: list[dict[str, Any]]) -> list[tuple[int, int]]:
    """Each attack in the log: (start, end) indices of its entries, from its `attack` entry on
    while the entries belong to it (its steps, then the discards and the game end it causes)."""
    found = []
    i = 0
    while i < len(log):
        if log[i].get("k") == "attack":
            j = i + 1
            while j < len(log) and (log[j].get("k") in ATTACK_STEPS | AFTERMATH
                                    and log[j].get("k") != "attack"):
                j += 1
            found.append((i, j))
            i = j
        else:
            i += 1
    return found


def _report_episodes(view: View) -> tuple[list[tuple[int, int]], int | None, bool]:
    """The attacks to report: those of the current turn; at the start of a turn before any
    action, those of the turn before. Returns (episodes, owner of their turn, from_previous)."""
    log = view["log"]
    turns = [i for i, e in enumerate(log) if e.get("k") == "turn"]
    episodes = _episodes(log)
    if not turns:  # a position without its history: all of it is the current turn
        return episodes, view["active"], False
    last = turns[-1]
    current = [e for e in episodes if e[0] > last]
    if current or any(e.get("k") not in TURN_START for e in log[last:]):
        return current, log[last].get("seat"), False
    before = turns[-2] if len(turns) > 1 else -1
    owner = log[before].get("seat") if before >= 0 else 1 - log[last].get("seat", 0)
    return [e for e in episodes if before < e[0] < last], owner, True


class _Clock:
    """Animation delays: each tile a step later than the one before."""

    def __init__(self, on: bool) -> None:
        self.on = on
        self.now = 0.0

    def take(self, span: float = STEP) -> float:
        at = self.now
        if self.on:
            self.now += span
        return at


def _tile(kind: str, delay: float, *children: Child, **data: AttrValue) -> Node:
    zoomed = any(isinstance(c, Node) and c.attrs.get("aria-pressed") == "true"
                 for c in children)
    attrs: dict[str, AttrValue] = {
        "class_": f"cr-step cr-step-{kind}" + (" cr-step-zoomed" if zoomed else ""),
        "style": f"--d:{delay:.2f}s"}
    attrs.update({f"data-{k}": v for k, v in data.items()})
    return h("li", attrs, children)


def _episode_tiles(view: View, entries: list[dict[str, Any]], t: Translator, clock: _Clock,
                   ui: Ui, n: int) -> list[Node]:
    """The tiles of one attack (the `n`th of the log): the attacker's card, the fights, each
    revealed card flipping, compared, destroyed or holding; the overflow; the discards. How the
    game ended is left to the status line. Every card shown can be enlarged."""
    names = view["names"]
    tiles = []
    reveal = None  # the tile being built for a revealed card
    shown = [0]

    def zoom(kind: str) -> dict[str, AttrValue]:
        shown[0] += 1
        return {**_card_zoom(kind, f"stage{n}.{shown[0]}", ui),
                **explain_target(f"card:{kind}:stage")}

    def close_reveal() -> None:
        nonlocal reveal
        if reveal is not None:
            tiles.append(_reveal_tile(reveal, t, names))
            reveal = None

    for entry in entries:
        k = entry.get("k")
        seat: int = entry.get("seat", 0)  # read only for entries that name a seat
        if k == "attack":
            card = entry["card"]
            tiles.append(_tile("attack", clock.take(), _card(card, t, cls="cr-mini",
                                                           attrs=zoom(card),
                                                           label=_name(card, t)),
                               h("span", {"class_": "cr-step-text"},
                                 _s(t, "step.attack", name=names[seat], card=_name(card, t))),
                               card=card))
        elif k in ("target_gate", "target_castle"):
            tiles.append(_tile("target", clock.take(), h("span", {"class_": "cr-step-text"},
                                                         _s(t, "step." + k))))
        elif k == "may_react":
            tiles.append(_tile("may-react", clock.take(),
                               _card("aufgebot", t, cls="cr-mini cr-question",
                                     attrs=zoom("aufgebot"),
                                     label=_s(t, "step.may_react", name=names[seat])),
                               h("span", {"class_": "cr-step-text"},
                                 _s(t, "step.may_react", name=names[seat]))))
        elif k == "react":
            minus = BY_ID["aufgebot"].params["minus"]
            tiles.append(_tile("react", clock.take(),
                               _card("aufgebot", t, cls="cr-mini", attrs=zoom("aufgebot"),
                                     label=_name("aufgebot", t)),
                               h("span", {"class_": "cr-step-text cr-big-num"},
                                 f"−{minus} → {entry['strength']}")))
        elif k == "decline":
            tiles.append(_tile("decline", clock.take(), h("span", {"class_": "cr-step-text"},
                                                          _s(t, "step.decline",
                                                             name=names[seat]))))
        elif k == "nofight":
            tiles.append(_tile("nofight", clock.take(), h("span", {"class_": "cr-step-text"},
                                                          _s(t, "step.nofight"))))
        elif k in ("fight_gate", "fight_castle"):
            close_reveal()
            at = entry["at"]
            icon = _gate_icon(1, 1, 22) if at == "gate" else _castle_icon(1, 1, 22)
            tiles.append(_tile("fight", clock.take(),
                               h("svg", {"xmlns": "http://www.w3.org/2000/svg",
                                         "viewBox": "0 0 24 24", "class_": "cr-step-icon",
                                         "aria-hidden": "true"}, icon),
                               h("span", {"class_": "cr-step-text"},
                                 _s(t, f"step.fight_{at}", name=names[seat])),
                               h("span", {"class_": "cr-big-num"}, f"⚔ {entry['strength']}"),
                               at=at, seat=seat))
        elif k in ("reveal_gate", "reveal_castle"):
            close_reveal()
            start = clock.take(REVEAL)
            reveal = {"card": entry["card"], "at": entry["at"], "defence": entry["defence"],
                      "strength": entry["strength"], "seat": seat, "d": start, "result": None,
                      "left": None, "sab": None, "rob": False, "zoom": zoom(entry["card"])}
        elif k == "saboteur" and reveal is not None:  # destroyed: the rest grows
            reveal["sab"] = reveal["left"] = entry["strength"]
        elif k == "hold" and reveal is not None:
            reveal["result"] = "hold"
            close_reveal()
        elif k == "destroy" and reveal is not None:
            reveal["result"] = "destroy"
            reveal["left"] = entry["strength"]
        elif k == "rob":
            if reveal is not None:
                reveal["rob"] = True
        elif k in ("overflow", "wasted"):
            close_reveal()
            tiles.append(_tile(k, clock.take(), h("span", {"class_": "cr-step-text"},
                                                  _s(t, f"step.{k}", n=entry["strength"]))))
        elif k == "must_discard":
            close_reveal()
            tiles.append(_tile("discard", clock.take(), h("span", {"class_": "cr-step-text"},
                                                          _s(t, "step.must_discard",
                                                             name=names[seat], n=entry["n"]))))
    close_reveal()
    return tiles


def _reveal_tile(r: dict[str, Any], t: Translator, names: list[str]) -> Node:
    """A revealed card: its back turns over, attack and defence are compared, then the card is
    destroyed (struck out) or holds."""
    d = r["d"]
    flip, compare, verdict = d + 0.35, d + 0.75, d + 1.15
    kind = r["card"]
    strength = r["strength"]
    if r["result"] == "destroy":
        text = _s(t, "step.destroyed_rob" if r["rob"] else "step.destroyed", n=r["left"])
    elif r["result"] == "hold":
        text = _s(t, "step.holds")
    else:
        text = ""
    sab = (h("span", {"class_": "cr-sab"}, _s(t, "step.saboteur", n=r["sab"],
                                              plus=BY_ID["saboteur"].params["plus"]))
           if r["sab"] is not None else None)
    cmp_sign = ">" if strength > r["defence"] else "=" if strength == r["defence"] else "<"
    label = _s(t, "step.reveal", card=_name(kind, t), name=names[r["seat"]],
               where=_s(t, f"zone.{r['at']}"))
    zoomed = " cr-step-zoomed" if r["zoom"]["aria-pressed"] == "true" else ""
    return h("li", {"class_": f"cr-step cr-step-reveal cr-{r['result'] or 'open'}{zoomed}",
                    "style": f"--d:{d:.2f}s;--f:{flip:.2f}s;--c:{compare:.2f}s;--v:{verdict:.2f}s",
                    "data-card": kind, "data-result": r["result"] or "", "data-seat": r["seat"],
                    "data-at": r["at"]},
             h("span", {"class_": "cr-flip"},
               _card(None, t, cls="cr-mini cr-flip-back", attrs={"aria-hidden": "true"}),
               _card(kind, t, cls="cr-mini cr-flip-face", at=r["at"], attrs=r["zoom"],
                     label=label),
               h("span", {"class_": "cr-cross", "aria-hidden": "true"}, "✕")
               if r["result"] == "destroy" else None),
             h("span", {"class_": "cr-step-name"}, _name(kind, t)),
             h("span", {"class_": "cr-compare"},
               h("span", {"class_": "cr-big-num"}, f"⚔{strength} {cmp_sign} {r['defence']}")),
             h("span", {"class_": "cr-verdict"}, text), sab)


def _replay_value(i: int, ui: Ui) -> str:
    current = ui.get("replay")
    return f"{i}!" if current == str(i) else str(i)


def _attack_report(view: View, ui: Ui, t: Translator
                   ) -> tuple[tuple[Node, Node], Hits] | tuple[None, None]:
    """The stage (tiles, animated) for the field and the report (steps in words) for the panel."""
    episodes, owner, previous = _report_episodes(view)
    if not episodes:
        return None, None
    log, names = view["log"], view["names"]
    replay = ui.get("replay")
    chosen = None
    if isinstance(replay, str) and replay.rstrip("!").isdigit():
        chosen = int(replay.rstrip("!"))
        if chosen >= len(episodes):
            chosen = None
    fresh = _fresh(ui)
    live = episodes[-1][1] == len(log)
    clock = _Clock(False)
    rows, reports = [], []
    hit_end: dict[tuple[int, str], bool] = {}
    for n, (start, end) in enumerate(episodes[-3:], start=max(len(episodes) - 3, 0)):
        if chosen is not None:
            animate = n == chosen
        elif previous:
            animate = fresh and owner != view["seat"]
        else:
            animate = fresh and live and n == len(episodes) - 1
        clock.on = animate
        entries = log[start:end]
        tiles = _episode_tiles(view, entries, t, clock, ui, n)
        if animate:
            for e in entries:
                if e.get("k") in ("fight_gate", "fight_castle", "overflow"):
                    hit_end[(e["seat"], "gate" if e["k"] == "fight_gate" else "castle")] = True
        rows.append(h("ol", {"class_": "cr-steps" + (" cr-play" if animate else " cr-still"),
                             "data-episode": n, "aria-label": _s(t, "report.episode", n=n + 1)},
                      tiles))
        words = [h("li", {"data-k": e.get("k")}, t.log_line(GAME, e, names)) for e in entries
                 if not e.get("k", "").startswith("win_")]  # the status line says the end
        reports.append(h("li", {"class_": "cr-report-episode", "data-episode": n},
                         h("ol", {"class_": "cr-report-steps"}, words),
                         h("button", {"class_": "cr-replay", "data-action": "ui",
                                      "data-key": "replay", "data-value": _replay_value(n, ui)},
                           "↻ ", _s(t, "report.replay"))))
    title = (_s(t, "report.previous", name=names[owner]) if previous and owner is not None
             else _s(t, "report.title"))
    stage = h("section", {"class_": "cr-stage", "aria-label": title},
              h("h3", {"class_": "cr-zone-head"}, title), rows)
    report = h("section", {"class_": "cr-report", "aria-label": title},
               h("h2", {}, title), h("ul", {"class_": "cr-report-list"}, reports))
    return (stage, report), (clock.now, hit_end)


# ----- the table -------------------------------------------------------------------------------


def _player_head(view: View, seat: int, t: Translator) -> Node:
    active = view["to_move"] == seat and not view["is_over"]
    bits = [h("span", {"class_": "cr-who"}, view["names"][seat])]
    if view["seat"] is not None and seat == view["seat"]:
        bits.append(h("span", {"class_": "cr-you"}, _s(t, "ui.you")))
    if active:
        bits.append(h("span", {"class_": "cr-turn"}, "▶ ", _s(t, "ui.to_move")))
    if view["no_attack"][seat] and view["active"] == seat and not view["is_over"]:
        bits.append(h("span", {"class_": "cr-flag"}, _s(t, "chip.diplomat")))
    return h("h2", {"class_": "cr-player-head" + (" cr-active" if active else ""),
                    "data-seat": seat, **explain_target(f"player:{seat}")}, bits)


def _side(view: View, seat: int, ui: Ui, t: Translator, top: bool, after: Hits | None) -> Node:
    hit = after[1] if after else {}
    delay = after[0] if after else 0
    gate = _stack(view, seat, "gate", ui, t, delay if hit.get((seat, "gate")) else None)
    castle = _stack(view, seat, "castle", ui, t, delay if hit.get((seat, "castle")) else None)
    display = _display(view, seat, ui, t)
    hand = _opponent_hand(view, seat, ui, t) if top or view["seat"] is None else None
    # 'Anhang': the own display right of the own Castle, the opponent's left of his (his side
    # is seen from across the table: display, Castle, Gate).
    piles = [display, castle, gate] if top else [gate, castle, display]
    parts = [_player_head(view, seat, t), h("div", {"class_": "cr-row cr-piles"}, hand, piles)]
    return h("section", {"class_": "cr-side " + ("cr-top" if top else "cr-bottom"),
                         "data-seat": seat}, parts)


def _legend(view: View, t: Translator) -> Node | None:
    other = None if view["seat"] is None else view["names"][1 - view["seat"]]
    if other is None:
        return None
    eye = h("svg", {"xmlns": "http://www.w3.org/2000/svg", "viewBox": "0 0 18 12",
                    "class_": "cr-legend-eye", "aria-hidden": "true"}, _eye(1, 2, 16))
    return h("p", {"class_": "cr-legend"}, _s(t, "ui.legend_zoom"), " · ", eye, " ",
             _s(t, "ui.legend_eye", name=other), " · ", "∞ ", _s(t, "cat.perm"), " · ◆ ",
             _s(t, "cat.purple"), " · ⚔ ", _s(t, "fact.attack"))


def table(view: View, ui: Ui, t: Translator) -> Node:
    """The play area: the field (both sides, piles, attack stage, own hand) and the panel."""
    me, opp = _seats(view)
    staged, after = _attack_report(view, ui, t)
    stage, report_box = staged if staged else (None, None)
    field: list[Child] = [_side(view, opp, ui, t, True, after),
             h("div", {"class_": "cr-middle"}, _centre(view, ui, t), stage),
             _side(view, me, ui, t, False, after)]
    if view["seat"] is not None:
        field.append(_dealt(view, ui, t))
        field.append(_own_hand(view, ui, t))
    field.append(_legend(view, t))
    panel = h("div", {"class_": "cr-panel"}, _prompt(view, ui, t), _detail(view, ui, t),
              report_box, _lists(view, ui, t))
    layout = "portrait" if ui.get("layout") == "portrait" else "landscape"
    return h("div", {"class_": f"table cr castlerampage cr-{layout}", "data-phase": view["phase"]},
             h("div", {"class_": "cr-layout"}, h("div", {"class_": "cr-field"}, field), panel))


def scores(view: View, t: Translator) -> list[str]:
    """Per seat: the sizes of Castle and Gate (the Castle decides the game)."""
    return [_s(t, "score", castle=len(view["castles"][s]), gate=len(view["gates"][s]))
            for s in (0, 1)]


def _reason(view: View, t: Translator) -> str:
    """The end in words: who won and why."""
    result = view["result"]
    reason = result.get("reason") or view.get("reason")
    names = view["names"]
    winners = result["winners"]
    winner = names[winners[0]] if len(winners) == 1 else None
    loser = names[1 - winners[0]] if len(winners) == 1 else None
    return _s(t, f"final.reason_{reason if winner else 'draw'}", winner=winner, loser=loser,
              turns=view["max_turns"])


def _blow(view: View, t: Translator) -> str | None:
    """What decided the game: the attack (or the card) of its last move, and the turn; nothing
    after the turn limit, which the status line names already."""
    if (view["result"].get("reason") or view.get("reason")) in ("limit", "limit_gate", None):
        return None
    log, names = view["log"], view["names"]
    end = next((i for i in range(len(log) - 1, -1, -1)
                if log[i].get("k", "").startswith(("win_", "draw_"))), len(log))
    for i in range(end - 1, -1, -1):
        k = log[i].get("k")
        if k == "turn":
            break
        if k in ("attack", "play") and isinstance(log[i].get("seat"), int):
            key = "final.blow_attack" if k == "attack" else "final.blow_play"
            return _s(t, key, name=names[log[i]["seat"]], card=_name(log[i]["card"], t),
                      turn=view["turn"])
    return _s(t, "final.turn", turn=view["turn"])


def _final_item(view: View, seat: int, zone: str, i: int, slot: Slot, t: Translator) -> Node:
    """One card of a pile at the end, in words big enough to read: its name and its defence
    value where it lies (every card is open by then; a tap on the table's copy enlarges it)."""
    kind = slot["card"]
    if not kind:
        return h("li", {"class_": "cr-final-item"}, _s(t, "label.face_down"))
    card = BY_ID[kind]
    icon = _gate_icon(1, 1, 16) if zone == "gate" else _castle_icon(1, 1, 16)
    return h("li", {"class_": f"cr-final-item cr-k-{_category(kind)}", "data-card": kind,
                    "data-slot": f"slot:{zone}:{seat}:{i}"},
             h("span", {"class_": "cr-final-name"}, _name(kind, t)), " ",
             h("span", {"class_": "cr-final-def"},
               h("svg", {"xmlns": "http://www.w3.org/2000/svg", "viewBox": "0 0 18 18",
                         "class_": "cr-zone-icon", "aria-hidden": "true"}, icon),
               card.gate if zone == "gate" else card.castle))


def final(view: View, t: Translator) -> Node:
    """How the game was decided and each seat's remaining Castle and Gate cards, top first. Who
    won and why is the status line's (`outcome`): said once."""
    result = view["result"]
    blow = _blow(view, t)
    seats = []
    for seat in (0, 1):
        won = seat in result["winners"] and len(result["winners"]) == 1
        piles = []
        for zone in ("castle", "gate"):
            pile = view["castles" if zone == "castle" else "gates"][seat]
            items = [_final_item(view, seat, zone, i, slot, t) for i, slot in enumerate(pile)]
            piles.append(h("div", {"class_": "cr-final-pile", "data-zone": zone,
                                   "data-count": len(pile)},
                           h("h4", {}, _s(t, f"zone.{zone}"), ": ",
                             _s(t, "final.cards", n=len(pile))),
                           h("ol", {"class_": "cr-final-list"}, items) if items
                           else h("p", {"class_": "cr-empty"}, _s(t, "final.fallen")
                                  if zone == "castle" else _s(t, "ui.empty"))))
        seats.append(h("section", {"class_": "cr-final-seat" + (" winner" if won else ""),
                                   "data-seat": seat},
                       h("h3", {}, "♛ " if won else "", view["names"][seat],
                         h("span", {"class_": "cr-final-result"},
                           " — ", _s(t, "final.winner") if won else
                           _s(t, "final.draw") if len(result["winners"]) > 1
                           else _s(t, "final.loser"))),
                       piles))
    return h("div", {"class_": "final cr castlerampage cr-final"},
             h("p", {"class_": "cr-final-blow"}, blow) if blow else None,
             h("p", {"class_": "cr-note"}, _s(t, "final.open_note")),
             h("div", {"class_": "cr-final-seats"}, seats))


def outcome(view: View, t: Translator) -> str:
    """The result in words for the status line: who won and why."""
    return _reason(view, t)
