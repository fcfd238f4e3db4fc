"""Draws Port Royal: the view dict in, HTML with one small SVG per card out (see
ludothek/web/README.md). Nothing is hidden between the seats, so one device shows everything.

Layout, top to bottom: the turn bar (the phase line, the mover's coins and sabres, the buttons),
so what to do is in sight at the top of the table, not below the whole harbour; the draw and
discard piles beside the harbour (cards in the order revealed, the waiting ship last) and the
expedition display; the contracts (expansion); each player's display; a compact history of this
and the previous turn. A tap on a card that is a move plays it; a card whose moves differ in
options (special ships, refused coins, expedition variants) is selected first and offers its
choices as buttons in a sheet at the foot of the screen; any other card, and the "i" button
under a clickable one, enlarges it with its rules text (every card on the table can be
enlarged: harbour, waiting ship, expeditions, discard pile, contracts, players' persons,
history).

Only the view is read: what the rules work out (hire prices after Mademoiselles, ship gains
with Traders, the fee, whether keeping a ship busts, points, sabres, contract tracks and
progress) comes in it; moves are read with `moves.parse`. The card tables give only printed
facts (names, costs, symbols).
"""

from __future__ import annotations

import math
from collections.abc import Callable, Hashable
from typing import Any, Literal

from ..draw.explain import explain_target
from ..draw.faces import Face, kept_face, named
from ..draw.markup import Child, Node, h, svg
from ..draw.table import Attrs, try_target, zoom_attrs, zoom_close, zoom_dialog
from ..draw.words import GameWords, Words
from . import moves
from .cards import (CARD, CONTRACT, EXPEDITION, FOE_OF_COLOUR, JOKER, ORDER, PERSON, PERSONS, SHIP,
                    TAX, Card)
from .moves import DRAW, KEEP, PASS, REPEL, STOP, WORDS
from .view import ContractView, View

GAME = "portroyal"
W, H = 100, 140  # a card's coordinate space
MW, MH = 60, 84  # a small card (player displays, history)
# The smallest text on a full-size card (harbour, expeditions): style.css draws it at least 100 px
# wide on a tablet, so this is at least 12.5 px there. A card whose tap is a move cannot enlarge
# on that tap, so it must read as it is; small cards all enlarge on a tap.
SMALL = 12.5
MINI_SMALL = 10.5  # a small card's smallest text: 9 px or more on a phone's 54 px card (issue 50)
SHIP_FILL = {"Y": "#f2c12e", "B": "#2f6fb5", "G": "#3f9b4a", "R": "#c0392b", "K": "#2b2b2b"}
KIND_ORDER = {kind: i for i, kind in enumerate(dict.fromkeys(
    [row[0] for row in PERSONS] + ["clerk", "gunner", "viceadmiral"]))}
EXPEDITION_KINDS = ("settler", "captain", "priest", JOKER)
PAYMENTS = ("trade_ship", "refuse", "hire", "fee", "extra_coin", "jester", "admiral", "gunner",
            "viceadmiral", "tax_pay", "tax_bonus", "expedition", "contract", "no_coins", "owed",
            "owed_paid")


_tx = GameWords(GAME)


def _name(t: Words, cid: str) -> str:
    if cid in CONTRACT:
        return _tx(t, f"contract.{cid}")
    return _tx(t, f"card.{cid}")


# ----- small drawings ---------------------------------------------------------------------------

def _pts(points: list[tuple[float, float]]) -> str:
    return " ".join(f"{x:.1f},{y:.1f}" for x, y in points)


def _wide(text: str, size: float, weight: str | None) -> float:
    """About how wide `text` runs: bold letters are wider ("Gouverneur", "5+ Karten: +2" ran
    into the card's edge when measured as plain ones)."""
    return len(text) * size * (0.62 if weight in ("600", "700") else 0.56)


def _text(x: float, y: float, text: Child, size: float, cls: str = "", anchor: str = "middle",
          width: float | None = None, weight: str | None = None) -> Node:
    """A line of text; squeezed to `width` when it would be wider (a rough estimate)."""
    attrs: Attrs = {"x": x, "y": y, "font-size": size, "text-anchor": anchor,
                    "class_": cls or None, "font-weight": weight}
    if width and _wide(str(text), size, weight) > width:
        attrs.update({"textLength": width, "lengthAdjust": "spacingAndGlyphs"})
    return h("text", attrs, text)


def _lines(x: float, y: float, text: Child, size: float, width: float, cls: str = "",
           weight: str | None = None) -> list[Node]:
    """One line, or two split at the space nearest the middle when one would be too wide."""
    text = str(text)
    if _wide(text, size, weight) <= width or " " not in text:
        return [_text(x, y, text, size, cls, width=width, weight=weight)]
    spaces = [i for i, ch in enumerate(text) if ch == " "]
    cut = min(spaces, key=lambda i: abs(i - len(text) / 2))
    gap = size * 1.1
    return [_text(x, y - gap / 2, text[:cut], size, cls, width=width, weight=weight),
            _text(x, y + gap / 2, text[cut + 1:], size, cls, width=width, weight=weight)]


def _shape(colour: str | None, cx: float, cy: float, r: float, cls: str = "pr-shape") -> Node:
    """The ship colour's symbol, so colours never rely on hue alone: yellow circle, blue
    triangle, green square, red diamond, black star."""
    if colour == "Y":
        return h("circle", {"cx": cx, "cy": cy, "r": r * 0.85, "class_": cls})
    if colour == "B":
        return h("polygon", {"points": _pts([(cx, cy - r), (cx + r, cy + r * 0.8),
                                              (cx - r, cy + r * 0.8)]), "class_": cls})
    if colour == "G":
        s = r * 0.8
        return h("rect", {"x": cx - s, "y": cy - s, "width": 2 * s, "height": 2 * s, "class_": cls})
    if colour == "R":
        return h("polygon", {"points": _pts([(cx, cy - r), (cx + r, cy), (cx, cy + r),
                                              (cx - r, cy)]), "class_": cls})
    star = []
    for i in range(10):
        a = math.radians(-90 + 36 * i)
        rr = r if i % 2 == 0 else r * 0.45
        star.append((cx + rr * math.cos(a), cy + rr * math.sin(a)))
    return h("polygon", {"points": _pts(star), "class_": cls})


def _coin(cx: float, cy: float, r: float, label: Child) -> Node:
    return h("g", {"class_": "pr-coin"},
             h("circle", {"cx": cx, "cy": cy, "r": r}),
             _text(cx, cy + r * 0.42, label, r * 1.15, weight="700"))


def _shield(cx: float, cy: float, r: float, label: Child) -> Node:
    d = (f"M{cx - r:.1f},{cy - r:.1f} h{2 * r:.1f} v{r:.1f} "
         f"q0,{r * 0.9:.1f} {-r:.1f},{r * 1.3:.1f} q{-r:.1f},{-r * 0.4:.1f} {-r:.1f},{-r * 1.3:.1f} z")
    return h("g", {"class_": "pr-shield"}, h("path", {"d": d}),
             _text(cx, cy + r * 0.47, label, r * 1.3, weight="700"))  # 9 px on a phone


def _sabre(x: float, y: float, s: float) -> Node:
    """A cutlass in the box (x, y, s, s): the hilt at the bottom left, the tip at the top right."""
    def p(u: float, v: float) -> str:
        return f"{x + u * s:.1f},{y + v * s:.1f}"
    blade = f"M{p(.2, .8)} C{p(.4, .52)} {p(.62, .28)} {p(1, 0)} C{p(.82, .38)} {p(.56, .64)} {p(.32, .9)} Z"
    return h("g", {"class_": "pr-sabre"},
             h("path", {"d": blade, "class_": "blade", "stroke-width": max(0.8, s * 0.05)}),
             h("path", {"d": f"M{p(.04, .66)} L{p(.44, 1)}", "class_": "guard", "stroke-width": s * 0.13}),
             h("path", {"d": f"M{p(.24, .86)} L{p(.02, 1.04)}", "class_": "grip", "stroke-width": s * 0.14}))


def _skull(cx: float, cy: float, r: float) -> Node:
    return h("g", {"class_": "pr-skull"},
             h("circle", {"cx": cx, "cy": cy - r * 0.15, "r": r * 0.8}),
             h("rect", {"x": cx - r * 0.45, "y": cy + r * 0.3, "width": r * 0.9, "height": r * 0.6,
                        "rx": r * 0.15}),
             h("circle", {"cx": cx - r * 0.3, "cy": cy - r * 0.15, "r": r * 0.22, "class_": "eye"}),
             h("circle", {"cx": cx + r * 0.3, "cy": cy - r * 0.15, "r": r * 0.22, "class_": "eye"}))


def _symbol(kind: str, cx: float, cy: float, s: float) -> Node:
    """Expedition symbols: anchor (Captain), cross (Priest), house (Settler); a star for the
    Jack of all Trades, who stands in for any of them."""
    if kind == "captain":
        return h("g", {"class_": "pr-symbol"},
                 h("circle", {"cx": cx, "cy": cy - s * 0.72, "r": s * 0.2}),
                 h("line", {"x1": cx, "y1": cy - s * 0.52, "x2": cx, "y2": cy + s * 0.8}),
                 h("line", {"x1": cx - s * 0.4, "y1": cy - s * 0.2, "x2": cx + s * 0.4, "y2": cy - s * 0.2}),
                 h("path", {"d": f"M{cx - s * 0.7:.1f},{cy + s * 0.2:.1f} Q{cx - s * 0.6:.1f},{cy + s * 0.85:.1f} "
                                 f"{cx:.1f},{cy + s * 0.8:.1f} Q{cx + s * 0.6:.1f},{cy + s * 0.85:.1f} "
                                 f"{cx + s * 0.7:.1f},{cy + s * 0.2:.1f}", "fill": "none"}))
    if kind == "priest":
        w = s * 0.3
        return h("g", {"class_": "pr-symbol filled"},
                 h("rect", {"x": cx - w / 2, "y": cy - s * 0.9, "width": w, "height": s * 1.8}),
                 h("rect", {"x": cx - s * 0.6, "y": cy - s * 0.45, "width": s * 1.2, "height": w}))
    if kind == "settler":
        return h("g", {"class_": "pr-symbol filled"},
                 h("polygon", {"points": _pts([(cx - s * 0.85, cy - s * 0.05), (cx, cy - s * 0.85),
                                               (cx + s * 0.85, cy - s * 0.05)])}),
                 h("rect", {"x": cx - s * 0.6, "y": cy - s * 0.1, "width": s * 1.2, "height": s * 0.9}))
    return _shape("K", cx, cy, s * 0.9, cls="pr-symbol filled")


def _kind_icon(kind: str | None, colour: str | None, cx: float, cy: float, s: float) -> Child:
    if kind in ("trader", "clerk"):
        return _shape(colour, cx, cy, s)
    if kind in EXPEDITION_KINDS:
        return _symbol(kind, cx, cy, s)
    if kind in ("sailor", "pirate"):
        return [_sabre(cx - s * 0.75 + i * s * 0.55, cy - s * 0.75, s * 1.4)
                for i in range(1 if kind == "sailor" else 2)]
    if kind == "governor":
        return h("rect", {"x": cx - s * 0.6, "y": cy - s * 0.85, "width": s * 1.2, "height": s * 1.7,
                          "rx": s * 0.2, "class_": "pr-mini-card"})
    return h("circle", {"cx": cx, "cy": cy, "r": s * 0.8, "class_": "pr-coin-dot"})


def _hull(x: float, y: float, w: float, colour: str | None) -> Node:
    """A ship: hull, mast and sail, the colour's symbol on the sail."""
    return h("g", {"class_": "pr-hull"},
             h("line", {"x1": x + w * 0.5, "y1": y, "x2": x + w * 0.5, "y2": y + w * 0.62,
                        "class_": "mast"}),
             h("polygon", {"points": _pts([(x + w * 0.53, y + w * 0.04), (x + w * 0.53, y + w * 0.55),
                                           (x + w * 0.92, y + w * 0.52)]), "class_": "sail"}),
             h("polygon", {"points": _pts([(x + w * 0.47, y + w * 0.12), (x + w * 0.47, y + w * 0.55),
                                           (x + w * 0.16, y + w * 0.52)]), "class_": "sail"}),
             h("polygon", {"points": _pts([(x, y + w * 0.6), (x + w, y + w * 0.6),
                                           (x + w * 0.86, y + w * 0.8), (x + w * 0.14, y + w * 0.8)]),
                           "fill": SHIP_FILL[colour or ""], "class_": "hull"}),
             _shape(colour, x + w * 0.68, y + w * 0.36, w * 0.11))


def _token(cx: float, cy: float, r: float, seat: int) -> Node:
    """A player's token: a coloured disc with the seat number (colour plus number)."""
    return h("g", {"class_": f"pr-token pr-seat{seat}"},
             h("circle", {"cx": cx, "cy": cy, "r": r}),
             _text(cx, cy + r * 0.42, seat + 1, r * 1.2, weight="700"))


def _token_html(view: View, seat: int) -> Node:
    return h("span", {"class_": f"pr-chip-token pr-seat{seat}", "aria-hidden": "true"}, seat + 1)


# ----- cards ------------------------------------------------------------------------------------

def _ship_face(c: Card, t: Words) -> list[Child]:
    parts: list[Child] = [h("rect", {"x": 1, "y": 1, "width": W - 2, "height": H - 2, "rx": 8,
                        "class_": f"pr-face pr-bg-{c.colour}"})]
    if c.sabres is None:
        parts.append(_skull(20, 19, 12))
    else:
        parts.append(_sabre(8, 8, 20))
        parts.append(_text(38, 26, c.sabres, 18, "pr-num", anchor="middle", weight="700"))
    parts.append(_coin(81, 19, 14, c.coins))
    parts.append(_hull(14, 40, 72, c.colour))
    if c.special:
        parts.append(h("rect", {"x": 4, "y": 98, "width": 92, "height": 18, "rx": 4, "class_": "pr-special"}))
        parts.append(_text(50, 111.5, _tx(t, "short.special"), SMALL, width=88))
    parts.append(_text(50, 131, _tx(t, f"ship.{c.colour}"), 15, "pr-title", width=88, weight="700"))
    return parts


def _person_face(c: Card, t: Words) -> list[Child]:
    band = f"pr-band-{c.colour}" if c.colour else ("pr-band-exp" if c.kind in EXPEDITION_KINDS
                                                   else "pr-band")
    parts: list[Child] = [h("rect", {"x": 1, "y": 1, "width": W - 2, "height": H - 2, "rx": 8,
                                     "class_": "pr-face pr-person"}),
             h("path", {"d": "M1,31 V9 a8,8 0 0 1 8,-8 H91 a8,8 0 0 1 8,8 V31 Z", "class_": band}),
             _kind_icon(c.kind, c.colour, 15, 16, 10),
             _text(61, 21, _tx(t, f"short.{c.kind}"), SMALL, "pr-band-text", width=72, weight="600"),
             _shield(82, 50, 13, c.points)]
    parts += _lines(50, 86, _tx(t, f"kind.{c.kind}"), 15, 90, "pr-title", weight="700")
    if c.colour:
        parts.append(_text(50, 105, _tx(t, f"colour.{c.colour}"), SMALL, "pr-sub", width=90))
    parts.append(_coin(21, 121, 13, c.cost))
    parts.append(_text(39, 125.5, _tx(t, "cost"), SMALL, "pr-sub", anchor="start", width=56))
    return parts


def _tax_face(c: Card, t: Words) -> list[Child]:
    parts: list[Child] = [h("rect", {"x": 1, "y": 1, "width": W - 2, "height": H - 2, "rx": 8,
                                     "class_": "pr-face pr-tax"})]
    parts += _lines(50, 28, _tx(t, "tax_title"), 15, 88, "pr-title", weight="700")
    parts.append(_coin(50, 66, 14, "½"))
    parts.append(_text(50, 96, _tx(t, "short.tax"), SMALL, width=90))
    if c.tax == "sabres":
        parts.append(_sabre(8, 108, 20))
    else:
        parts.append(_shield(19, 116, 11, "−"))
    parts += _lines(64, 120, _tx(t, f"short.tax.{c.tax}"), SMALL, 66)
    return parts


def _expedition_face(c: Card, t: Words) -> list[Child]:
    parts: list[Child] = [h("rect", {"x": 1, "y": 1, "width": W - 2, "height": H - 2, "rx": 8,
                        "class_": "pr-face pr-expedition"}),
             _text(50, 22, _tx(t, "expedition"), 13, "pr-title", width=90, weight="700")]
    needs = c.needs or ()
    n = len(needs)
    for i, kind in enumerate(needs):
        cx = 50 + (i - (n - 1) / 2) * 30
        parts.append(h("circle", {"cx": cx, "cy": 60, "r": 14, "class_": "pr-symbol-disc"}))
        parts.append(_symbol(kind, cx, 60, 10))
    parts += _lines(50, 91, ", ".join(_tx(t, f"kind.{k}") for k in needs), SMALL, 92, "pr-sub")
    parts.append(_coin(24, 119, 13, c.coins))
    parts.append(_shield(76, 116, 13, c.points))
    return parts


def card_face(cid: str, t: Words) -> list[Child]:
    c = CARD[cid]
    draw = {SHIP: _ship_face, PERSON: _person_face, TAX: _tax_face}.get(c.type, _expedition_face)
    return draw(c, t)


def _mini_face(cid: str, t: Words) -> list[Child]:
    c = CARD[cid]
    if c.type == SHIP:
        parts: list[Child] = [h("rect", {"x": 1, "y": 1, "width": MW - 2, "height": MH - 2, "rx": 6,
                            "class_": f"pr-face pr-bg-{c.colour}"}),
                 _coin(47, 13, 10, c.coins),
                 _hull(8, 26, 44, c.colour)]
        if c.sabres is None:
            parts.append(_skull(14, 13, 9))
        else:
            parts.append(_sabre(4, 5, 13))
            parts.append(_text(24, 19, c.sabres, 13, "pr-num", weight="700"))
        parts.append(_text(30, 78, _tx(t, f"ship.{c.colour}"), 11, "pr-title", width=54, weight="700"))
        if c.special:
            parts.append(_text(30, 64, "+1", 10, "pr-special-text", weight="700"))
        return parts
    if c.type == PERSON:
        band = f"pr-band-{c.colour}" if c.colour else ("pr-band-exp" if c.kind in EXPEDITION_KINDS
                                                       else "pr-band")
        parts = [h("rect", {"x": 1, "y": 1, "width": MW - 2, "height": MH - 2, "rx": 6,
                            "class_": "pr-face pr-person"}),
                 h("path", {"d": "M1,24 V7 a6,6 0 0 1 6,-6 H53 a6,6 0 0 1 6,6 V24 Z", "class_": band}),
                 _kind_icon(c.kind, c.colour, 13, 13, 8),
                 _shield(45, 11, 8, c.points)]
        parts += _lines(30, 46, _tx(t, f"kind.{c.kind}"), 11, 54, "pr-title", weight="700")
        parts.append(_text(30, 74, _tx(t, f"short.{c.kind}"), MINI_SMALL, "pr-sub", width=54))
        return parts
    if c.type == TAX:
        return [h("rect", {"x": 1, "y": 1, "width": MW - 2, "height": MH - 2, "rx": 6, "class_": "pr-face pr-tax"}),
                *_lines(30, 22, _tx(t, "tax_title"), 10, 54, "pr-title", weight="700"),
                _coin(30, 48, 10, "½"),
                _text(30, 74, _tx(t, f"short.tax.{c.tax}"), MINI_SMALL, "pr-sub", width=54)]
    parts = [h("rect", {"x": 1, "y": 1, "width": MW - 2, "height": MH - 2, "rx": 6,
                        "class_": "pr-face pr-expedition"})]
    needs = c.needs or ()
    n = len(needs)
    for i, kind in enumerate(needs):
        cx = 30 + (i - (n - 1) / 2) * 18
        parts.append(h("circle", {"cx": cx, "cy": 24, "r": 8.5, "class_": "pr-symbol-disc"}))
        parts.append(_symbol(kind, cx, 24, 6))
    parts.append(_coin(16, 62, 9, c.coins))
    parts.append(_shield(44, 60, 9, c.points))
    return parts


# Faces as written markup, per card, size and language: a table redraws the same faces at
# every tap, and a face depends on nothing else.
_FACES: dict[Hashable, Face] = {}


def _face(cid: str, t: Words, mini: bool) -> Face:
    return kept_face(_FACES, (cid, mini, t.lang),
                     lambda: _mini_face(cid, t) if mini else card_face(cid, t))


def _card_svg(cid: str, t: Words, attrs: Attrs | None = None, mini: bool = False,
              state: str = "") -> Node:
    """One card as its own SVG element; `attrs` make it clickable."""
    width, height = (MW, MH) if mini else (W, H)
    face = _face(cid, t, mini)
    frame = h("rect", {"x": 1.5, "y": 1.5, "width": width - 3, "height": height - 3,
                       "rx": 6 if mini else 8, "class_": "pr-frame"})
    base: Attrs = {"class_": " ".join(x for x in ("pr-card", "mini" if mini else "", state) if x),
            "data-card": cid, "role": "img", "aria-label": _name(t, cid)}
    base.update(attrs or {})
    if base.get("role") == "button":  # a control's name holds what its face shows (faces.py)
        base["aria-label"] = named(str(base.get("aria-label") or ""), face.words)
    return svg(width, height, h("g", {"aria-hidden": "true"}, face.markup, frame), **base)


def _on_table(cid: str, attrs: Attrs) -> Attrs:
    """A card's one place on the table, keyed for the moves' animation (static/flip.js): drawn
    from the draw pile, it goes to the discard pile when it leaves without a new place."""
    return {**attrs, "data-anim": f"card:{cid}", "data-from": "draw", "data-to": "discard"}


def _zoom_label(cid: str, t: Words) -> str:
    return f"{_tx(t, 'zoom')}: {_name(t, cid)}"


def _zoom_attrs(cid: str, t: Words) -> Attrs:
    return zoom_attrs(cid, _zoom_label(cid, t))


def _info_button(cid: str, t: Words) -> Node:
    return h("button", {"class_": "pr-info", **zoom_attrs(cid), "aria-label": _zoom_label(cid, t)},
             "i")


# ----- what a card click does -------------------------------------------------------------------

def _moves_by_card(legal: list[str]) -> dict[str, list[str]]:
    """Harbour cards and expeditions: the legal moves (as text) that take or fulfil them."""
    by_card: dict[str, list[str]] = {}
    for text in legal:
        move = moves.parse(text)
        if move.card is not None:
            by_card.setdefault(move.card, []).append(text)
    return by_card


def _clickable(cid: str, offered: list[str], selected: Any, t: Words,
               describe: Callable[[str], str], tried: str | None = None) -> tuple[Attrs, str]:
    """The attributes and state of a card that may be a move: one move plays at once, several
    select the card and show the choices; a card that is no move now but that a player may
    mean to take is `tried` (the page plays it and says why the rules refuse it)."""
    if not offered and tried is not None:
        return try_target(tried, _name(t, cid)), "tryable"
    if not offered:
        return _zoom_attrs(cid, t), "zoomable"
    attrs: Attrs = {"role": "button", "tabindex": "0"}
    if len(offered) == 1:
        attrs.update({"data-action": "move", "data-move": offered[0],
                      "aria-label": describe(offered[0])})
        return attrs, "legal"
    attrs.update({"data-action": "select", "data-value": cid,
                  "aria-label": _tx(t, "choose", card=_name(t, cid))})
    return attrs, "legal selected" if selected == cid else "legal"


def _tried(view: View, cid: str) -> str | None:
    """The move a tap on a harbour card or expedition that is no move now tries: taking it, or
    fulfilling it with the mover's persons as far as they go (other ids of the kinds shown
    where they lack), so the rules say why not. None once the game is over."""
    mover = view["to_move"]
    if mover is None or view["is_over"]:
        return None
    c = CARD[cid]
    if c.type == SHIP:
        target = (mover + 1) % view["players"] if c.special else None
        return moves.text(moves.take(cid, target=target))
    if c.type == PERSON:
        return moves.text(moves.take(cid))
    own = sorted(view["displays"][mover]["persons"], key=ORDER.__getitem__)
    chosen: list[str] = []
    for kind in c.needs or ():
        pool = [p for p in own if CARD[p].kind in (kind, JOKER) and p not in chosen]
        pool += [p for p in CARD if CARD[p].kind == kind and p not in chosen]
        chosen.append(pool[0])
    return moves.text(moves.expedition(cid, sorted(chosen, key=ORDER.__getitem__)))


def _persons(t: Words, ids: tuple[str, ...]) -> str:
    return ", ".join(_tx(t, f"kind.{CARD[p].kind}") for p in ids)


def _describe(view: View, move: moves.Move, t: Words) -> str:
    """A move (a `Move` value) in words, for buttons and screen readers: never the notation."""
    if move.kind in WORDS:
        return _tx(t, f"btn.{move.kind}")
    cid = moves.card_of(move)
    if move.is_expedition:
        return f"{_name(t, cid)}: {_tx(t, 'btn.fulfil', persons=_persons(t, move.persons))}"
    if cid in view["prices"]:
        return f"{_name(t, cid)}: {_tx(t, 'btn.hire', coins=view['prices'][cid])}"
    if move.refuse:
        foe = FOE_OF_COLOUR[CARD[cid].colour]
        text = _tx(t, "btn.refuse", contract=_tx(t, f"contract.{foe}"))
    else:
        text = _tx(t, "btn.trade", coins=view["gains"][cid])
    if move.target is not None:
        text += " · " + _tx(t, "btn.extra_to", name=view["names"][move.target])
    return f"{_name(t, cid)}: {text}"


def _say(view: View, text: str, t: Words) -> str:
    return _describe(view, moves.parse(text), t)


def _mover(view: View) -> int:
    """The seat to move in a game that is not over."""
    mover = view["to_move"]
    assert mover is not None, "the game is over"
    return mover


def _taker(view: View) -> int | None:
    return view["to_move"] if view["phase"] == "trade" else None


# ----- the parts of the table -------------------------------------------------------------------

def _status(view: View, t: Words) -> Node:
    names = view["names"]
    if view["is_over"]:
        return h("div", {"class_": "pr-status"},
                 h("strong", {**explain_target("phase:over")}, _tx(t, "phase.over")))
    phase, active, mover = view["phase"], view["active"], _mover(view)
    key = {"discover": "phase.discover", "repel": "phase.repel"}.get(phase, "phase.trade")
    parts = [h("span", {"class_": "pr-round"}, _tx(t, "round", n=view["round"])),
             h("span", {"class_": "pr-phase", "data-phase": phase,
                        **explain_target(f"phase:{phase}")},
               _token_html(view, mover), " ", _tx(t, key, name=names[mover]))]
    if phase == "trade":
        parts.append(h("span", {"class_": "pr-picks"}, _tx(t, "picks", n=view["picks"])))
        if view["fee"]:
            parts.append(h("span", {"class_": "pr-fee"},
                           _tx(t, "fee_note", name=names[active or 0])))  # active while not over
    purse = view["displays"][mover]
    parts.append(h("span", {"class_": "pr-purse", "data-seat": mover,
                            **explain_target(f"purse:{mover}")},
                   _tx(t, "purse", name=names[mover], coins=purse["coins"], sabres=purse["sabres"])))
    if view["end_triggered"]:
        parts.append(h("span", {"class_": "pr-last"}, _tx(t, "end_triggered", name=names[view["last"]])))
    return h("div", {"class_": "pr-status", "aria-live": "polite"}, parts)


def _slot(card: Node, caption: Child = (), extra: Child = None) -> Node:
    return h("div", {"class_": "pr-slot"}, card,
             h("div", {"class_": "pr-caption"}, caption, extra))


def _piles(view: View, t: Words) -> Node:
    legal = view["legal"]
    back_attrs: Attrs = {"class_": "pr-card pr-back", "role": "img", "data-pile": "draw",
                         "data-place": "draw",
                         "aria-label": f"{_tx(t, 'draw_pile')}: {view['draw_count']}"}
    if DRAW in legal:
        back_attrs.update({"class_": "pr-card pr-back legal", "role": "button", "tabindex": "0",
                           "data-action": "move", "data-move": DRAW,
                           "aria-label": f"{_tx(t, 'btn.draw')} ({_tx(t, 'draw_pile')}: {view['draw_count']})"})
    elif not view["is_over"]:  # a tap asks the rules why no card may be revealed now
        back_attrs.update(try_target(DRAW, f"{_tx(t, 'btn.draw')} ({_tx(t, 'draw_pile')}: "
                                           f"{view['draw_count']})"))
        back_attrs["class_"] = "pr-card pr-back tryable"
    back = svg(W, H, h("rect", {"x": 1, "y": 1, "width": W - 2, "height": H - 2, "rx": 8, "class_": "pr-back-face"}),
               _coin(50, 70, 26, ""), h("rect", {"x": 1.5, "y": 1.5, "width": W - 3, "height": H - 3, "rx": 8,
                                                 "class_": "pr-frame"}), **back_attrs)
    draw = h("div", {"class_": "pr-pile", **explain_target("pile:draw")}, back,
             h("div", {"class_": "pr-pile-label"}, _tx(t, "draw_pile"), h("br", {}),
               h("strong", {"data-count": "draw"}, view["draw_count"])))
    discard = view["discard"]
    if discard:
        top = _card_svg(discard[-1], t, _on_table(discard[-1], _zoom_attrs(discard[-1], t)),
                        mini=True, state="zoomable")
    else:
        top = h("div", {"class_": "pr-empty-pile"})
    pile = h("div", {"class_": "pr-pile", "data-place": "discard",
                     **explain_target("pile:discard")}, top,
             h("div", {"class_": "pr-pile-label"}, _tx(t, "discard_pile"), h("br", {}),
               h("strong", {"data-count": "discard"}, len(discard))))
    return h("section", {"class_": "pr-piles", "data-zone": "piles"}, draw, pile)


def _reveal_numbers(view: View) -> dict[str, int]:
    return {card: i + 1 for i, (card, _, _) in enumerate(view["turn_cards"])}


def _expeditions(view: View, selected: Any, by_card: dict[str, list[str]], t: Words) -> Node:
    cards = []
    for cid in view["expeditions"]:
        offered = by_card.get(cid, [])
        attrs, state = _clickable(cid, offered, selected, t, lambda m: _say(view, m, t),
                                  _tried(view, cid))
        attrs = {**attrs, **explain_target(f"expedition:{cid}")}
        cards.append(_slot(_card_svg(cid, t, _on_table(cid, attrs), state=state),
                           extra=_info_button(cid, t) if state != "zoomable" else None))
    body = cards or h("p", {"class_": "pr-none"}, _tx(t, "none"))
    return h("section", {"class_": "pr-expeditions", "data-zone": "expeditions",
                         **explain_target("zone:expeditions")},
             h("h3", {}, _tx(t, "expeditions")), h("div", {"class_": "pr-row"}, body))


def _harbour(view: View, selected: Any, by_card: dict[str, list[str]], t: Words) -> Node:
    numbers = _reveal_numbers(view)
    slots = []
    for cid in view["harbour"]:
        offered = by_card.get(cid, [])
        attrs, state = _clickable(cid, offered, selected, t, lambda m: _say(view, m, t),
                                  _tried(view, cid))
        caption = [h("span", {"class_": "pr-order", "title": _tx(t, "revealed")}, numbers.get(cid, ""))]
        if cid in view["gains"]:
            caption.append(h("span", {"class_": "pr-effect"}, _tx(t, "gain", coins=view["gains"][cid])))
        elif cid in view["prices"]:
            caption.append(h("span", {"class_": "pr-effect"}, _tx(t, "pay", coins=view["prices"][cid])))
        attrs = {**attrs, **explain_target(f"harbour:{cid}")}
        slots.append(_slot(_card_svg(cid, t, _on_table(cid, attrs), state=state), caption,
                           _info_button(cid, t) if state != "zoomable" else None))
    pending = view["pending"]
    if pending:
        caption = [h("span", {"class_": "pr-order"}, numbers.get(pending, "")),
                   h("span", {"class_": "pr-effect"}, _tx(t, "fate.pending"))]
        slots.append(h("div", {"class_": "pr-slot pr-pending"},
                       _card_svg(pending, t, _on_table(pending, {
                           **_zoom_attrs(pending, t), **explain_target(f"waiting:{pending}")}),
                                 state="zoomable pending"),
                       h("div", {"class_": "pr-caption"}, caption)))
    body = slots or h("p", {"class_": "pr-none"}, _tx(t, "harbour_empty"))
    return h("section", {"class_": "pr-harbour", "data-zone": "harbour",
                         **explain_target("zone:harbour")},
             h("h3", {}, _tx(t, "harbour")), h("div", {"class_": "pr-row"}, body))


def _actions(view: View, selected: Any, by_card: dict[str, list[str]], t: Words) -> Node | None:
    legal = view["legal"]
    buttons = []
    if REPEL in legal:
        need = CARD[view["pending"] or ""].sabres  # REPEL: a ship is waiting
        have = view["displays"][_mover(view)]["sabres"]
        buttons.append(h("button", {"class_": "primary", "data-action": "move", "data-move": REPEL},
                         _tx(t, "btn.repel"), " ", h("small", {}, _tx(t, "sabres_vs", have=have, need=need))))
    if KEEP in legal:
        attrs = {"data-action": "move", "data-move": KEEP}
        if view["pending_busts"]:
            attrs["data-confirm"] = _tx(t, "keep_bust")
        buttons.append(h("button", attrs, _tx(t, "btn.keep")))
    for word, cls in ((DRAW, "primary"), (STOP, None), (PASS, None)):
        if word in legal:
            buttons.append(h("button", {"class_": cls, "data-action": "move", "data-move": word},
                             _tx(t, f"btn.{word}")))
    hint = None
    if any(moves.parse(m).is_take for m in legal):
        hint = h("p", {"class_": "hint-text"}, _tx(t, "hint.take"))
    if not buttons and not hint:
        return None
    return h("div", {"class_": "pr-actions"}, h("div", {"class_": "actions"}, buttons) if buttons
             else None, hint)


def _choice(view: View, selected: Any, by_card: dict[str, list[str]], t: Words) -> Node | None:
    """The options of the chosen card (a special ship, refused coins, expedition variants) in a
    sheet at the foot of the screen, where the thumb is, whatever the page's scroll; tapping the
    card again or ✕ closes it."""
    offered = by_card.get(selected, [])
    if len(offered) < 2:
        return None
    return h("div", {"class_": "pr-choice", "data-choice": selected, "role": "group",
                     "aria-label": _tx(t, "choose", card=_name(t, selected))},
             h("div", {"class_": "pr-choice-head"},
               h("p", {}, _tx(t, "choose", card=_name(t, selected))),
               h("button", {"class_": "pr-choice-close", "data-action": "select",
                            "data-value": selected, "aria-label": _tx(t, "btn.close")}, "✕")),
             _choice_buttons(view, offered, t))


def _choice_buttons(view: View, offered: list[str], t: Words) -> list[Node]:
    """Moves that differ only in options, as rows: what happens, then one short button per
    option (the seat that gets the extra coin, the persons that go on the expedition)."""
    rows: dict[str, list[Node]] = {}
    for notation in offered:
        move = moves.parse(notation)
        if move.is_expedition:
            label = _tx(t, "btn.fulfil_label")
            text: Child = _persons(t, move.persons)
        else:
            action = _describe(view, move._replace(target=None), t).split(": ", 1)[-1]
            if move.target is not None:
                label = f"{action} · {_tx(t, 'btn.extra_label')}"
                text = [_token_html(view, move.target), " ", view["names"][move.target]]
            else:
                label, text = "", action
        rows.setdefault(label, []).append(
            h("button", {"class_": "primary", "data-action": "move", "data-move": notation,
                         "aria-label": _describe(view, move, t)}, text))
    return [h("div", {"class_": "pr-choice-row"},
              h("span", {"class_": "pr-choice-label"}, label) if label else None, buttons)
            for label, buttons in rows.items()]


def _contract_svg(contract: ContractView, view: View, t: Words, big: bool = False) -> Node:
    cid = contract["id"]
    track = contract["track"]
    spaces = contract["spaces"]
    height = 124 if spaces else 94
    parts = [h("rect", {"x": 1, "y": 1, "width": 198, "height": height - 2, "rx": 8,
                        "class_": "pr-face pr-contract"}),
             _text(100, 20, _tx(t, f"contract.{cid}"), 15, "pr-title", width=186, weight="700"),
             _text(100, 40, _tx(t, f"short.contract.{cid}"), 12, "pr-sub", width=186)]
    for i, coins in enumerate(track):
        x = 12 + i * 36
        parts.append(h("rect", {"x": x, "y": 52, "width": 32, "height": 32, "rx": 5, "class_": "pr-space"}))
        if i < len(contract["slots"]):
            parts.append(_token(x + 16, 68, 12, contract["slots"][i]))
        else:
            parts.append(_coin(x + 16, 68, 11, coins))
    for step in range(1, spaces + 1):
        x = 12 + (step - 1) * 94
        parts.append(h("rect", {"x": x, "y": 92, "width": 88, "height": 26, "rx": 5, "class_": "pr-space"}))
        parts.append(_text(x + 12, 110, f"{step}.", 13, weight="700"))
        seats = [s for s, v in enumerate(contract["progress"]) if v == step]
        for j, seat in enumerate(seats):
            parts.append(_token(x + 34 + j * 13, 105, 8, seat))
    attrs: Attrs = {"class_": "pr-contract-card zoomable", "data-contract": cid}
    if big:
        attrs = {"class_": "pr-contract-card big", "role": "img", "aria-label": _name(t, cid)}
    else:
        attrs.update({**_zoom_attrs(cid, t), **explain_target(f"contract:{cid}")})
    parts.append(h("rect", {"x": 1.5, "y": 1.5, "width": 197, "height": height - 3, "rx": 8,
                            "class_": "pr-frame"}))
    return svg(200, height, parts, **attrs)


def _contracts(view: View, t: Words) -> Node | None:
    if not view["contracts"]:
        return None
    cards = [_contract_svg(c, view, t) for c in view["contracts"]]
    return h("section", {"class_": "pr-contracts", "data-zone": "contracts"},
             h("h3", {}, _tx(t, "contracts")), h("div", {"class_": "pr-row"}, cards),
             h("p", {"class_": "pr-sub-note", **explain_target("pile:contracts")},
               _tx(t, "contract_pile", n=view["contract_pile"])))


# ----- history: this turn and the previous one, from the log ------------------------------------

def turns(log: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """The log cut into turns: [{"seat", "round", "cards": [[n, card, fate, taker]],
    "payments": [entry]}], oldest first. Fates: harbour, taken, repelled, pirates, bust, tax,
    expedition, discarded."""
    out = []
    for entry in log:
        k = entry["k"]
        if k == "turn":
            out.append({"seat": entry["seat"], "round": entry["round"], "cards": [], "payments": []})
            continue
        if not out:
            continue
        turn = out[-1]
        cards = turn["cards"]
        if k == "reveal":
            kind = CARD[entry["card"]].type
            fate = {TAX: "tax", EXPEDITION: "expedition"}.get(kind, "harbour")
            cards.append([entry["n"], entry["card"], fate, None])
        elif k in ("repel", "pirates_keep", "bust"):
            for row in cards:
                if row[1] == entry["card"]:
                    row[2] = {"repel": "repelled", "pirates_keep": "pirates"}.get(k, "bust")
            if k == "bust":
                for row in cards:
                    if row[2] == "harbour":
                        row[2] = "discarded"
        elif k in ("trade_ship", "refuse", "hire"):
            for row in cards:
                if row[1] == entry["card"] and row[2] == "harbour":
                    row[2], row[3] = "taken", entry["seat"]
        elif k == "clear":
            for row in cards:
                if row[2] == "harbour":
                    row[2] = "discarded"
        if k in PAYMENTS:
            turn["payments"].append(entry)
    return out


def _payment(view: View, entry: dict[str, Any], t: Words) -> Node:
    names = view["names"]
    k = entry["k"]
    seat: int = entry.get("seat", 0)  # every payment names its seat
    coins = entry.get("coins", 0)
    card = _name(t, entry["card"]) if entry.get("card") in CARD else ""
    if k in ("hire", "fee", "tax_pay"):
        amount = f"−{coins}"
    elif k in ("no_coins", "refuse"):
        amount = f"±0"
    else:
        amount = f"+{coins}"
    if k == "fee":
        what = _tx(t, "pay.fee", payee=names[entry["payee"]])
    elif k in ("trade_ship", "refuse", "hire", "extra_coin", "expedition"):
        what = _tx(t, f"pay.{k}", card=card)
    elif k == "contract":
        what = _tx(t, "pay.contract", contract=_tx(t, f"contract.{entry['contract']}"))
    else:
        what = _tx(t, f"pay.{k}")
    return h("li", {"data-seat": seat, "data-k": k},
             _token_html(view, seat), " ", h("span", {"class_": "pr-who"}, names[seat]), " ",
             h("strong", {"class_": "pr-amount"}, amount), " ", what)


def _turn_block(view: View, turn: dict[str, Any], title_key: str, t: Words, current: bool) -> Node:
    names = view["names"]
    tiles = []
    for n, cid, fate, taker in turn["cards"]:
        if current and cid == view["pending"]:
            fate = "pending"
        label = (_tx(t, "fate.taken", name=names[taker]) if fate == "taken"
                 else _tx(t, f"fate.{fate}"))
        marker = _token_html(view, taker) if fate == "taken" else None
        tiles.append(h("li", {"class_": f"pr-tile fate-{fate}", "data-card": cid, "data-fate": fate,
                              **explain_target(f"card:{cid}")},
                       h("span", {"class_": "pr-order"}, n),
                       _card_svg(cid, t, _zoom_attrs(cid, t), mini=True, state="zoomable"),
                       h("span", {"class_": "pr-fate"}, marker, " " if marker else None, label)))
    pays = [_payment(view, e, t) for e in turn["payments"]]
    return h("div", {"class_": "pr-turn" + (" current" if current else "")},
             h("h4", {}, _token_html(view, turn["seat"]), " ",
               _tx(t, title_key, name=names[turn["seat"]]), " · ", _tx(t, "round", n=turn["round"])),
             h("ol", {"class_": "pr-tiles"}, tiles),
             h("ul", {"class_": "pr-payments"}, pays) if pays
             else h("p", {"class_": "pr-none"}, _tx(t, "no_payments")))


def _history(view: View, t: Words) -> Node | None:
    done = turns(view["log"])
    if not done:
        return None
    blocks = []
    if view["is_over"]:
        blocks.append(_turn_block(view, done[-1], "prev_turn", t, False))
    else:
        blocks.append(_turn_block(view, done[-1], "this_turn", t, True))
        if len(done) > 1:
            blocks.append(_turn_block(view, done[-2], "prev_turn", t, False))
    return h("section", {"class_": "pr-history", "data-zone": "history"},
             h("h3", {}, _tx(t, "history")), blocks)


# ----- the players' displays --------------------------------------------------------------------

def _player(view: View, seat: int, t: Words) -> Node:
    p = view["displays"][seat]
    active = not view["is_over"] and view["active"] == seat
    taking = _taker(view) == seat
    classes = ["pr-player", f"pr-seat{seat}"] + (["active"] if active else []) + (["taking"] if taking else [])
    badges = []
    if active:
        badges.append(h("span", {"class_": "pr-badge active",
                                  **explain_target(f"badge:{seat}:active")}, _tx(t, "active")))
    if taking:
        badges.append(h("span", {"class_": "pr-badge taking",
                                  **explain_target(f"badge:{seat}:taking")}, _tx(t, "taking")))
    if view["start"] == seat:
        badges.append(h("span", {"class_": "pr-badge", **explain_target(f"badge:{seat}:start")},
                        _tx(t, "start_player")))
    stats = [_stat(seat, "points", p["points"], t), _stat(seat, "coins", p["coins"], t),
             _stat(seat, "sabres", p["sabres"], t)]
    if view["contracts"]:
        stats.append(_stat(seat, "cubes", p["cubes"], t))
    if p["owed"]:
        stats.append(_stat(seat, "owed", p["owed"], t))
    persons = sorted(p["persons"], key=lambda c: (KIND_ORDER[CARD[c].kind or ""], ORDER[c]))
    groups = []
    for key, cards, mark in (("persons", persons, "person"), ("done", p["expeditions"], "done"),
                             ("contract.pirates", p["pirates"], "pirate")):
        if cards:
            groups.append(h("div", {"class_": "pr-group", "data-group": key},
                            h("span", {"class_": "pr-group-label"}, _tx(t, key)),
                            h("div", {"class_": "pr-group-cards"},
                              [_card_svg(c, t, _on_table(c, {
                                  **_zoom_attrs(c, t), **explain_target(f"{mark}:{seat}:{c}")}),
                                         mini=True, state="zoomable")
                               for c in cards])))
    chips = []
    for contract in view["contracts"]:
        cid = contract["id"]
        step = contract["progress"][seat]
        if seat in contract["slots"] or step:
            mark = "✓" if seat in contract["slots"] else f"{step}."
            chips.append(h("button", {"class_": "pr-contract-chip" + (" done" if mark == "✓" else ""),
                                      "data-action": "ui", "data-key": "zoom", "data-value": cid,
                                      "data-contract": cid, "aria-label": f"{_tx(t, 'zoom')}: {_name(t, cid)}",
                                      **explain_target(f"contract:{cid}:{seat}")},
                           f"{mark} {_name(t, cid)}"))
    if chips:
        groups.append(h("div", {"class_": "pr-group", "data-group": "contracts"},
                        h("span", {"class_": "pr-group-label"}, _tx(t, "contracts")),
                        h("div", {"class_": "pr-group-cards chips"}, chips)))
    return h("section", {"class_": " ".join(classes), "data-seat": seat},
             h("header", {},
               h("span", {"class_": f"pr-chip-token big pr-seat{seat}", "aria-hidden": "true"}, seat + 1),
               h("span", {"class_": "pr-player-name"}, view["names"][seat]), badges,
               h("span", {"class_": "pr-stats"}, stats)),
             h("div", {"class_": "pr-display"}, groups) if groups else None)


def _stat(seat: int, key: str, n: int, t: Words) -> Node:
    return h("span", {"class_": "pr-stat", "data-stat": key,
                      **explain_target(f"stat:{seat}:{key}")},
             h("strong", {}, n), " ",
             _tx(t, f"stat.{key}", n=n))


# ----- enlarged card ----------------------------------------------------------------------------

def _zoom(view: View, cid: str, offered: list[str], t: Words) -> list[Node] | None:
    if cid in CONTRACT:
        contract = next((c for c in view["contracts"] if c["id"] == cid), None)
        if contract is None:
            return None
        picture = _contract_svg(contract, view, t, big=True)
        texts = [h("p", {}, _tx(t, f"contract_text.{cid}")), h("p", {"class_": "pr-sub-note"},
                                                               _tx(t, "text.contract"))]
        track = contract["track"]
        for i, seat in enumerate(contract["slots"]):
            texts.append(h("p", {"class_": "pr-done"}, f"{i + 1}. ", _token_html(view, seat), " ",
                           view["names"][seat], f" ({_tx(t, 'gain', coins=track[i])})"))
        for step in sorted({v for v in contract["progress"] if v}):
            seats = [s for s, v in enumerate(contract["progress"]) if v == step]
            texts.append(h("p", {}, _tx(t, "on_space", step=step), " ",
                           [[_token_html(view, s), " ", view["names"][s], " "] for s in seats]))
    elif cid in CARD:
        c = CARD[cid]
        picture = _card_svg(cid, t, {"class_": "pr-card big"})
        texts = []
        if c.type == PERSON:
            texts.append(h("p", {"class_": "pr-sub-note"},
                           f"{_tx(t, 'cost')} {c.cost} · {c.points} {_tx(t, 'points_short')}"))
            texts.append(h("p", {}, _tx(t, f"ability.{c.kind}")))
        elif c.type == SHIP:
            texts.append(h("p", {}, _tx(t, "text.ship")))
            if c.sabres is None:
                texts.append(h("p", {}, _tx(t, "text.skull")))
            if c.special:
                texts.append(h("p", {}, _tx(t, "text.special")))
        elif c.type == TAX:
            texts.append(h("p", {}, _tx(t, "text.tax"), " ", _tx(t, f"text.tax.{c.tax}")))
        else:
            texts.append(h("p", {}, _tx(t, "text.expedition")))
            if c.id == "xACH":
                texts.append(h("p", {}, _tx(t, "text.five")))
    else:
        return None
    buttons = _choice_buttons(view, offered, t) if offered else []
    close = h("div", {"class_": "actions"}, zoom_close(cid, _tx(t, "btn.close"), class_="pr-close"))
    return zoom_dialog(cid, _name(t, cid), "pr-zoom", picture,
                       h("div", {"class_": "pr-zoom-text"}, h("h3", {}, _name(t, cid)), texts,
                         buttons, close))


# ----- the renderer contract --------------------------------------------------------------------

def table(view: View, ui: dict[str, Any], t: Words) -> Node:
    """The play area: the turn bar (phase, the mover's purse, the buttons) first, so the
    choices are in sight without scrolling past the harbour; then piles, harbour and
    expeditions, contracts, the players' displays and the history; a chosen card's options in
    a sheet at the foot of the screen."""
    by_card = _moves_by_card(view["legal"])
    selected = ui.get("selected")
    if selected not in by_card or len(by_card[selected]) < 2:
        selected = None
    zoom = ui.get("zoom")
    turn = h("div", {"class_": "pr-turnbar"}, _status(view, t), _actions(view, selected, by_card, t))
    centre = h("div", {"class_": "pr-centre"}, _piles(view, t),
               h("div", {"class_": "pr-sea"}, _harbour(view, selected, by_card, t),
                 _expeditions(view, selected, by_card, t)))
    players = h("div", {"class_": "pr-players"}, [_player(view, s, t) for s in range(view["players"])])
    return h("div", {"class_": "table portroyal"}, turn, centre, _contracts(view, t),
             players, _history(view, t), _choice(view, selected, by_card, t),
             _zoom(view, zoom, by_card.get(zoom, []), t) if zoom else None)


def scores(view: View, t: Words) -> list[str]:
    """Live score per seat: victory points, then coins (the tie-breaker)."""
    return [_tx(t, "score", points=p["points"], coins=p["coins"]) for p in view["displays"]]


def final(view: View, t: Words) -> Node:
    """Each seat's victory points by source, the coins that break ties, and the winner(s)."""
    result = view["result"]
    contracts = bool(view["contracts"])
    cols: list[Literal["persons", "expeditions", "contracts"]] = ["persons", "expeditions"]
    cols += ["contracts"] if contracts else []
    # The total and the coins that break its ties first: on a phone the parts may scroll.
    head = h("tr", {}, h("th", {}, ""), h("th", {}, _tx(t, "final.total")),
             h("th", {}, _tx(t, "final.coins")), [h("th", {}, _tx(t, f"final.{c}")) for c in cols],
             h("th", {"data-col": "winner"}, ""))
    rows = []
    order = sorted(range(view["players"]), key=lambda s: (-result["scores"][s],
                                                          -result["tiebreaks"][s][0], s))
    for seat in order:
        parts = result["breakdown"][seat]
        winner = seat in result["winners"]
        rows.append(h("tr", {"class_": "winner" if winner else None, "data-seat": seat},
                      h("th", {}, _token_html(view, seat), " ", view["names"][seat]),
                      h("td", {"data-col": "total"}, h("strong", {}, result["scores"][seat])),
                      h("td", {"data-col": "coins"}, parts["coins"]),
                      [h("td", {"data-col": c}, parts[c]) for c in cols],
                      h("td", {"data-col": "winner"},
                        f"★ {_tx(t, 'final.winner')}" if winner else "")))
    reason = result.get("reason") or "points"
    return h("div", {"class_": "final portroyal"},
             h("p", {}, _tx(t, f"final.reason.{reason}")),
             h("table", {"class_": "score-table"}, h("thead", {}, head), h("tbody", {}, rows)),
             h("p", {"class_": "pr-sub-note"}, _tx(t, "final.tiebreak")))
