"""Draws Rosenkönig: the view dict in, SVG and HTML markup out (see ludothek/web/README.md).

Layout (SVG units): Red's cards on the left, White's on the right, the 9x9 board between them,
all in the board's orientation (north up), as the players lay them.
"""

from __future__ import annotations

import math
from typing import NamedTuple

from ..draw.explain import explain_target
from ..draw.fit import fitted
from ..draw.markup import Child, Node, Raw, h, svg, written
from ..draw.table import Attrs, Ui, as_button, choice, move_target, try_target
from ..draw.words import GameWords, Words
from .moves import DIRECTIONS, DRAW, DRAW_MOVE, HERO, PLAY, Card, Move, card_parts, parse, text
from .rules import SIZE, square_name
from .view import RoseKingView, Square

View = RoseKingView
_s = GameWords("roseking")
Point = tuple[float, float]


class HandPlace(NamedTuple):
    x: int
    y: int
    direction: str  # "column" or "row"


class Layout(NamedTuple):
    board: tuple[int, int]  # the board's top left corner
    size: tuple[int, int]  # the picture's width and height
    hands: tuple[HandPlace, HandPlace]  # Red's, White's


CELL = 60
CARD = 96
# Landscape: Red's hand left, White's right. Portrait (phones, tablets upright): White's hand
# above the board, Red's below, so the board can take the full width.
LAYOUTS = {
    "landscape": Layout(board=(230, 40), size=(1000, 40 + 9 * 60 + 64),
                        hands=(HandPlace(40, 40, "column"), HandPlace(1000 - 40 - 96 - 40, 40, "column"))),
    "portrait": Layout(board=(26, 170), size=(600, 170 + 9 * 60 + 190),
                       hands=(HandPlace(26, 170 + 9 * 60 + 84, "row"), HandPlace(26, 36, "row"))),
}
TITLE_SIZE = 18  # a hand's title (style.css: .hand-title)
SIDE_ROOM = 230 - 12  # beside the board in landscape
ROW_ROOM = 600 - 26 - 60  # over a row in portrait, short of the hero count at its end
COLOURS = ("#b3261e", "#f6f1e4")  # red and white roses
ROMAN = {1: "I", 2: "II", 3: "III"}
# The board's squares, stones and coordinates and the cards' faces as markup, drawn once each:
# most of them are the same after a tap, and drawing them again was most of a redraw.
_DRAWN: dict[tuple[object, ...], Raw] = {}


def _move_for(card: Card, legal: list[str]) -> str | None:
    """The legal move that plays `card` (plain or with a hero), or None."""
    for kind in (PLAY, HERO):
        move = text(Move(kind, card))
        if move in legal:
            return move
    return None


def _is_hero(move: str) -> bool:
    return parse(move).kind == HERO


def _move_attrs(move: str, t: Words, label: str | None = None) -> Attrs:
    """A tap plays `move`; a hero play asks first (it flips a stone for good)."""
    return move_target(move, label, _s(t, "hero_confirm") if _is_hero(move) else None)


def _square_xy(sq: Square, origin: tuple[int, int]) -> tuple[int, int]:
    row, col = divmod(sq, SIZE)
    return origin[0] + col * CELL, origin[1] + row * CELL


def _rose(cx: float, cy: float, r: float, colour: str, seat: int, label: str | None = None,
          square: str | None = None) -> Node:
    """A stone: a disc with a rose of five petals; red is dark and filled, white light and
    outlined, so the two differ in brightness and shape, not only in hue."""
    petals = []
    for i in range(5):
        a = math.radians(90 + 72 * i)
        petals.append(h("circle", {"cx": cx + math.cos(a) * r * 0.32, "cy": cy - math.sin(a) * r * 0.32,
                                    "r": r * 0.3, "class_": "petal"}))
    # Keyed for the moves' animation (static/flip.js): a placed stone comes with the crown, a
    # flipped one (its face: the seat) turns.
    anim: Attrs = {"data-anim": f"stone:{square}", "data-face": seat, "data-from": "crown"
                   } if square else {}
    return h("g", {"class_": f"stone seat{seat}", "data-square": square, "aria-label": label,
                   "role": "img" if label else None, **anim,
                   **(explain_target(f"square:{square}") if square else {})},
             h("circle", {"cx": cx, "cy": cy, "r": r, "fill": colour, "class_": "disc"}),
             h("g", {"class_": "rose"}, petals),
             h("circle", {"cx": cx, "cy": cy, "r": r * 0.14, "class_": "heart"}))


def _crown(cx: float, cy: float) -> Node:
    s = 16
    pts = [(-s, s * 0.6), (-s, -s * 0.5), (-s * 0.5, 0), (0, -s * 0.8), (s * 0.5, 0), (s, -s * 0.5), (s, s * 0.6)]
    return h("polygon", {"points": " ".join(f"{cx + x:.1f},{cy + y:.1f}" for x, y in pts),
                         "class_": "crown"})


def _board(view: View, selected_move: str | None, t: Words, origin: tuple[int, int]) -> list[Child]:
    legal = view["legal"]
    board, crown = view["board"], view["crown"]
    bx, by = origin
    parts: list[Child] = [h("rect", {"x": bx - 4, "y": by - 4, "width": SIZE * CELL + 8,
                        "height": SIZE * CELL + 8, "class_": "board-frame", "rx": 6})]
    hints: dict[Square, str] = {}  # the square each legal play reaches: its move
    for move in legal:
        kind, card = parse(move)
        target = view["card_targets"][card] if kind != DRAW else None
        if target is not None:
            hints[target] = move
    labels = _territory_labels(view) if view["is_over"] else {}
    for sq in range(SIZE * SIZE):
        x, y = _square_xy(sq, origin)
        lit = "target" if selected_move and hints.get(sq) == selected_move else (
            "hint" if sq in hints else "")
        parts.append(written(_DRAWN, ("square", sq, x, y, lit), lambda: _square(sq, x, y, lit)))
        owner = board[sq]
        if owner is not None:
            label = f"{square_name(sq)}: {_s(t, f'seat.{owner}')}"
            parts.append(written(_DRAWN, ("stone", x, y, owner, label), lambda: _rose(
                x + CELL / 2, y + CELL / 2, CELL * 0.38, COLOURS[owner], owner, label,
                square_name(sq))))
        if sq in labels:
            parts.append(h("text", {"x": x + CELL - 6, "y": y + 16, "class_": "territory-size",
                                    "text-anchor": "end",
                                    **explain_target(f"square:{square_name(sq)}")}, labels[sq]))
    parts.append(written(_DRAWN, ("coordinates", bx, by), lambda: _coordinates(bx, by)))
    cx, cy = _square_xy(crown, origin)
    parts.append(h("g", {"class_": "crown-stone", "data-anim": "crown", **explain_target("crown"),
                         "role": "img",  # a picture named by its label (an unnamed g may have none)
                         "aria-label": _s(t, "crown", square=square_name(crown))},
                   _crown(cx + CELL / 2, cy + CELL / 2)))
    # Clickable targets on top of everything, so a tap on the stone under a target works too.
    # With 'Light' a tap plays at once. Without it (seed 000's interface note) a tap on a lit
    # square only chooses its card; the chosen card's target, drawn first so that Tab reaches it
    # right after the hand, plays it.
    light = view["options"]["light"]
    order = sorted(hints.items(), key=lambda item: item[1] != selected_move)
    for sq, move in order:
        x, y = _square_xy(sq, origin)
        attrs = {"x": x, "y": y, "width": CELL, "height": CELL,
                 **explain_target(f"square:{square_name(sq)}")}
        label = f"{square_name(sq)}: {_describe(move, t)}"
        if light or move == selected_move:
            chosen = " chosen" if move == selected_move else ""
            attrs.update({"class_": "hit" + chosen, **_move_attrs(move, t, label)})
        else:
            attrs.update({"class_": "hit choose", **choice(move, label)})
        parts.append(h("rect", attrs))
    return parts


def _square(sq: Square, x: int, y: int, lit: str) -> Node:
    """A square of the board; `lit`: "hint" (a legal play reaches it), "target" (the chosen
    card's), or ""."""
    classes = ["square", "centre" if sq == SIZE * SIZE // 2 else "", lit]
    return h("rect", {"x": x, "y": y, "width": CELL, "height": CELL,
                      "data-square": square_name(sq), **explain_target(f"square:{square_name(sq)}"),
                      "class_": " ".join(c for c in classes if c)})


def _coordinates(bx: int, by: int) -> list[Child]:
    """a..i under the board, 9..1 beside it."""
    parts: list[Child] = []
    for i in range(SIZE):
        parts.append(h("text", {"x": bx + i * CELL + CELL / 2, "y": by + SIZE * CELL + 22,
                                "class_": "coord", "text-anchor": "middle"}, "abcdefghi"[i]))
        parts.append(h("text", {"x": bx - 14, "y": by + i * CELL + CELL / 2 + 5,
                                "class_": "coord", "text-anchor": "middle"}, SIZE - i))
    return parts


def _territory_labels(view: View) -> dict[Square, int]:
    """Each territory's size, on its first square."""
    return {group[0]: len(group) for colour_groups in view["groups"] for group in colour_groups}


def _describe(move: str, t: Words) -> str:
    kind, card = parse(move)
    name = _s(t, f"card.{card}")
    return f"{name} ({_s(t, 'heroes')})" if kind == HERO else name


def _card(x: int, y: int, card: Card, state: str, move: str | None, t: Words, light: bool,
          offered: bool = False) -> Node:
    """One power card (its face: _face)."""
    label = _s(t, f"code.{card}")  # the id, with the compass in the player's words
    name = _s(t, f"card.{card}")
    # A drawn card comes from the piles, a played one goes there (static/flip.js).
    # Its name says what the face shows too, in its order (the numeral, the code): WCAG 2.5.3.
    name = f"{name} {label}"
    attrs: Attrs = {"class_": f"card {state}", "data-card": card, "aria-label": name,
                    "data-anim": f"card:{card}", "data-from": "piles", "data-to": "piles",
                    **explain_target(f"card:{card}")}
    if move:
        # 'Light': a tap plays the card at once; it can be taken back
        attrs.update({**as_button(name),
                      **(_move_attrs(move, t) if light else choice(move))})
    elif offered:  # not playable now (or not the player's): a tap asks the rules why
        attrs.update(try_target(card, name))
    else:  # nothing to do with it (the game is over): a picture, named
        attrs["role"] = "img"
    # What the card shows is its name already (aria-label): the picture is hidden from the
    # accessibility tree, so the name is all a screen reader says (axe: label in name).
    return h("g", attrs, written(_DRAWN, ("face", x, y, card, label),
                                 lambda: _face(x, y, card, label)))


def _face(x: int, y: int, card: Card, label: str) -> Node:
    """What a card shows: the sword points in its direction, the crown holds the distance, the
    code (`label`, in the player's words) sits in a lower corner the sword does not point to."""
    direction, n = card_parts(card)
    dx, dy = DIRECTIONS[direction]
    length = math.hypot(dx, dy)
    ux, uy = dx / length, dy / length
    cx, cy = x + CARD / 2, y + CARD / 2
    x1, y1, x2, y2 = cx + ux * 22, cy + uy * 22, cx + ux * 40, cy + uy * 40
    px, py = -uy, ux
    head = [(x2 + ux * 4, y2 + uy * 4), (x2 - ux * 8 + px * 7, y2 - uy * 8 + py * 7),
            (x2 - ux * 8 - px * 7, y2 - uy * 8 - py * 7)]
    # Read after the numeral with a space between (a picture's texts join without one: "IIIN3"
    # is no word of the card's name).
    if direction == "SW":
        code = h("text", {"x": x + CARD - 6, "y": y + CARD - 6, "class_": "card-code",
                          "text-anchor": "end"}, " " + label)
    else:
        code = h("text", {"x": x + 6, "y": y + CARD - 6, "class_": "card-code"}, " " + label)
    return h("g", {"aria-hidden": "true"},
             h("rect", {"x": x, "y": y, "width": CARD, "height": CARD, "rx": 8, "class_": "card-face"}),
             h("line", {"x1": x1, "y1": y1, "x2": x2, "y2": y2, "class_": "sword"}),
             h("polygon", {"points": " ".join(f"{a:.1f},{b:.1f}" for a, b in head), "class_": "sword-tip"}),
             h("circle", {"cx": cx, "cy": cy, "r": 19, "class_": "card-crown"}),
             h("text", {"x": cx, "y": cy + 8, "text-anchor": "middle", "class_": "numeral"}, ROMAN[n]),
             code)


def _hand(view: View, seat: int, layout: Layout, selected_move: str | None, t: Words) -> list[Child]:
    """A seat's open cards in a column (landscape) or a row (portrait), its heroes beside."""
    x, y, direction = layout.hands[seat]
    origin_x, width = layout.board[0], layout.size[0]
    legal = view["legal"] if view["to_move"] == seat else []
    light = view["options"]["light"]
    name = view["names"][seat]
    column = direction == "column"
    title = f"{_s(t, f'seat.{seat}')}: {name}"
    # Beside the board (a column) a long name shrinks and keeps inside the picture.
    wide, fit = fitted(title, TITLE_SIZE, SIDE_ROOM if column else ROW_ROOM, bold=True)
    if column:
        side = (0, origin_x) if x < origin_x else (origin_x + SIZE * CELL, width)
        title_x: float = min(max(x + CARD / 2 + 20, side[0] + 6 + wide / 2), side[1] - 6 - wide / 2)
    else:
        title_x = x
    parts: list[Child] = [h("text", {"x": round(title_x, 1), "y": y - 16,
                                     "text-anchor": "middle" if column else "start",
                                     "class_": f"hand-title seat{seat}"
                                     + (" active" if view["to_move"] == seat else ""),
                                     **fit, **explain_target(f"score:{seat}")}, title)]
    step = CARD + 12
    for i, card in enumerate(view["hands"][seat]):
        move = _move_for(card, legal)
        state = "legal" if move else ("idle" if legal else "")
        if move and move == selected_move:
            state += " selected"
        cx, cy = (x, y + i * step) if column else (x + i * step, y)
        parts.append(_card(cx, cy, card, state, move, t, light, bool(view["legal"])))
    # Heroes left, as small shields: beside the column, or after the row.
    hx0, hy0, dx, dy = (x + CARD + 14, y + 8, 0, 34) if column else (x + 5 * step, y + 4, 0, 24)
    for i in range(view["heroes"][seat]):
        hx, hy = hx0 + i * dx, hy0 + i * dy
        parts.append(h("path", {"d": f"M{hx},{hy} h24 v12 q0,14 -12,20 q-12,-6 -12,-20 z" if column
                                else f"M{hx},{hy} h18 v8 q0,10 -9,14 q-9,-4 -9,-14 z",
                                "class_": f"hero seat{seat}", **explain_target(f"heroes:{seat}")}))
    # The count: under the column of shields, or (a row, at the foot of the picture in
    # portrait) above them, level with the hand's title, where nothing cuts it off.
    count_xy = (hx0 + 12, hy0 + 4 * dy + 8) if column else (hx0 + 9, y - 16)
    parts.append(h("text", {"x": count_xy[0], "y": count_xy[1], "text-anchor": "middle",
                            "class_": "hero-count", "aria-label": _s(t, "heroes"),
                            **explain_target(f"heroes:{seat}")},
                   f"{view['heroes'][seat]}"))
    return parts


def _piles(view: View, t: Words, origin: tuple[int, int]) -> list[Child]:
    y = origin[1] + SIZE * CELL + 46
    # Each count its own span, so each explains itself (the "?" mode).
    counts = (("pile:draw", "draw_pile", view["draw_count"]),
              ("pile:discard", "discard_pile", view["discard_count"]),
              ("stones", "stones_left", view["stones_left"]))
    line: list[Child] = []
    for what, word, n in counts:
        line += ["   ·   " if line else None,
                 h("tspan", explain_target(what), f"{_s(t, word)}: {n}")]
    return [h("text", {"x": origin[0] + SIZE * CELL / 2, "y": y, "text-anchor": "middle",
                       "class_": "piles", "data-place": "piles"}, line)]


def table(view: View, ui: Ui, t: Words) -> Node:
    """The play area: the board with both hands, then the action buttons."""
    legal = view["legal"]
    selected = ui.get("selected")
    if selected not in legal:
        selected = None
    layout = LAYOUTS.get(ui.get("layout") or "", LAYOUTS["landscape"])
    origin = layout.board
    picture = svg(*layout.size,
                  _hand(view, 0, layout, selected, t),
                  _board(view, selected, t, origin),
                  _hand(view, 1, layout, selected, t),
                  _piles(view, t, origin),
                  class_="roseking-board", role="group",
                  aria_label=_s(t, "title"))
    buttons: list[Child] = []
    play_label = None
    if selected:
        play_label = _s(t, "play_hero" if _is_hero(selected) else "play")
        buttons.append(h("button", {"class_": "primary", **_move_attrs(selected, t)}, play_label))
    draw = text(DRAW_MOVE)
    if draw in legal:
        buttons.append(h("button", {**move_target(draw), **explain_target("pile:draw")},
                         _s(t, "draw")))
    extras: list[Child] = []
    if selected:
        card = parse(selected).card
        target = view["card_targets"][card]
        extras.append(h("p", {"class_": "hint-text"}, _s(
            t, "hint.chosen", card=_s(t, f"card.{card}"),
            square=square_name(target) if target is not None else "", button=play_label)))
    elif legal:  # always a word on what to do now
        prompt = ("hint.draw_only" if legal == [draw] else
                  "hint.light" if view["options"]["light"] else "hint.select")
        extras.append(h("p", {"class_": "hint-text"}, _s(t, prompt)))
    if "draw_pile" in view:
        names = [_s(t, f"card.{c}") for c in view["draw_pile"]]
        extras.append(h("details", {"class_": "draw-pile", **explain_target("pile:draw")},
                        h("summary", {}, f"{_s(t, 'draw_pile_contents')} ({len(names)})"),
                        h("p", {}, ", ".join(names))))
    return h("div", {"class_": "table roseking"}, picture,
             h("div", {"class_": "actions"}, buttons), extras)


def scores(view: View, t: Words) -> list[str]:
    """Live score per seat: points, then the tie-breakers in brackets, as on Yucata."""
    return [f"{pts} ({largest}, {roses})" for pts, largest, roses in view["scores"]]


def score_note(view: View, t: Words) -> str:
    """What the numbers beside the names are."""
    return _s(t, "score_note")


def final(view: View, t: Words) -> Node:
    """The end screen: each territory and how the score adds up, with the tie-breakers."""
    result = view["result"]
    rows = []
    for seat in range(2):
        sizes = result["territories"][seat]
        sum_text = " + ".join(f"{s}²" for s in sizes) or "0"
        largest, roses = result["tiebreaks"][seat]
        rows.append(h("tr", {"class_": "winner" if seat in result["winners"] else ""},
                      h("th", {}, f"{_s(t, f'seat.{seat}')}: {view['names'][seat]}"),
                      h("td", {"class_": "territories"}, f"{sum_text} = {result['scores'][seat]}"),
                      h("td", {}, largest), h("td", {}, roses)))
    head = h("tr", {}, h("th", {}, ""), h("th", {}, _s(t, "territories")),
             h("th", {}, _s(t, "largest")), h("th", {}, _s(t, "roses")))
    return h("div", {"class_": "final roseking"},
             h("p", {}, _s(t, f"end.{result['reason']}")),
             h("table", {"class_": "score-table"}, h("thead", {}, head), h("tbody", {}, rows)))
