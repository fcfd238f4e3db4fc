"""Draws Jacynth: the view dict in, SVG and HTML markup out (see ludothek/web/README.md).

Layout: the city (an SVG grid, 6x6 or 4x4 in solitaire, north up, columns a-f, rows counted
from the bottom) on the left; beside it (below it on narrow screens) an HTML panel with what to
do now, the hand, the players' tokens and hands, the solitaire deadlines, and the suit buttons
that outline each district of a suit with its controller.

Every suit has a symbol as well as a colour, every seat's token a shape and a letter as well as
a colour, so nothing depends on telling colours apart.
"""

from __future__ import annotations

from collections.abc import Sequence

from ..core.view import LogEntry
from ..draw.explain import explain_target
from ..draw.faces import named, spaced
from ..draw.markup import Child, Node, Raw, h, svg, written
from ..draw.table import (Attrs, Ui, choice, move_target, shows_tap, try_target, ui_switch,
                          zoom_attrs, zoom_close, zoom_dialog)
from ..draw.words import GameWords, Words
from .cards import SUITS, SUITS_OF, Card
from .moves import PLACE, SKIP_MOVE, TOKEN, Move, parse, place, text, token
from .view import DistrictView, JacynthView, ScoredDistrict

View = JacynthView
AnyDistrict = DistrictView | ScoredDistrict  # one on the city, or one of the final scoring


GAME = "jacynth"
CELL = 100  # one city cell in SVG units
CITY_NAME_UPRIGHT = 0.17  # a city card's name, as a share of its width, on a phone held upright
PAD = 4  # gap between a card and its cell's edge
LEFT, TOP, BOTTOM = 30, 8, 30  # room for the row and column labels
SUIT_COLOURS = {"M": "#5f6f80", "S": "#c07f00", "W": "#1f78b4", "L": "#2f7d32", "Y": "#8336a0",
                "K": "#9a4a24"}
SEAT_SHAPES = ("disc", "square", "triangle")
SEAT_GLYPHS = ("●", "■", "▲")


_s = GameWords(GAME)


def card_name(card: str, t: Words) -> str:
    return _s(t, f"card.{card}")


def suit_name(suit: str, t: Words) -> str:
    return _s(t, f"suit.{suit}")


def _cards(n: int, t: Words) -> str:
    return _s(t, "cards", n=n)


def _legal(view: View) -> list[tuple[str, Move]]:
    """The moves offered, each with its parsed form."""
    return [(m, parse(m)) for m in view["legal"]]


def _selected_card(view: View, ui: Ui) -> Card | None:
    """The hand card chosen for placing, if it can still be placed."""
    card = ui.get("selected")
    if card and any(move.kind == PLACE and move.card == card for _, move in _legal(view)):
        return card
    return None


def _selected_suit(ui: Ui) -> str | None:
    suit = ui.get("suit")
    return suit if isinstance(suit, str) and len(suit) == 1 and suit in SUITS else None


def _initials(names: list[str]) -> list[str]:
    """One letter per seat for its tokens: the name's initial, or the seat number on a clash."""
    letters = [next((c.upper() for c in name if c.isalnum()), "") for name in names]
    if len(set(letters)) != len(letters) or "" in letters:
        return [str(i + 1) for i in range(len(names))]
    return letters


def _last_play_cell(log: list[LogEntry]) -> str | None:
    for entry in reversed(log):
        if entry.get("k") == "play":
            return entry.get("cell")
    return None


def _last_player(log_view: View) -> int | None:
    """The seat that placed the last card (the card that appears on the city comes from it)."""
    for entry in reversed(log_view["log"]):
        if entry.get("k") == "play":
            seat = entry.get("seat")
            return seat if isinstance(seat, int) else None
    return None


def _last_flip(log: list[LogEntry]) -> LogEntry | None:
    """The solitaire flip of the latest placement, if it turned up a card."""
    for entry in reversed(log):
        if entry.get("k") in ("flip_keep", "flip_swap"):
            return entry
        if entry.get("k") == "play":
            return None
    return None


# ----- symbols ----------------------------------------------------------------------------------


_SYMBOLS: dict[str, Raw] = {}


def _suit_symbol(suit: str) -> Child:
    """The suit's symbol in a unit circle around (0, 0), drawn in the suit's colour: written
    once per suit (a table shows dozens of them, redrawn at every tap)."""
    return written(_SYMBOLS, suit, lambda: _suit_symbol_nodes(suit))


def _suit_symbol_nodes(suit: str) -> list[Node]:
    colour = SUIT_COLOURS[suit]
    line: Attrs = {"fill": "none", "stroke": colour, "stroke-width": 0.17, "stroke-linecap": "round"}
    if suit == "M":  # a crescent moon
        return [h("path", {"d": "M0.35,-0.61 A0.7,0.7 0 1 0 0.35,0.61 A0.75,0.75 0 0 1 0.35,-0.61 Z",
                           "fill": colour})]
    if suit == "S":  # a sun with eight rays
        rays: list[Node] = []
        for dx, dy in ((1, 0), (0.71, 0.71), (0, 1), (-0.71, 0.71), (-1, 0), (-0.71, -0.71), (0, -1),
                       (0.71, -0.71)):
            rays.append(h("line", {"x1": dx * 0.52, "y1": dy * 0.52, "x2": dx * 0.82, "y2": dy * 0.82,
                                   **line, "stroke-width": 0.13}))
        return [h("circle", {"cx": 0, "cy": 0, "r": 0.36, "fill": colour})] + rays
    if suit == "W":  # two waves
        return [h("path", {"d": f"M-0.72,{y} q0.18,-0.26 0.36,0 t0.36,0 t0.36,0 t0.36,0", **line})
                for y in (-0.16, 0.26)]
    if suit == "L":  # a leaf with its midrib
        return [h("path", {"d": "M-0.6,0.6 Q-0.62,-0.55 0.62,-0.62 Q0.55,0.62 -0.6,0.6 Z", "fill": colour}),
                h("path", {"d": "M-0.6,0.6 L0.3,-0.3", "fill": "none", "stroke": "#fff",
                           "stroke-width": 0.09})]
    if suit == "Y":  # a serpent: an S with a head
        return [h("path", {"d": "M-0.5,0.62 C0.62,0.62 0.55,0.02 0,0 C-0.55,-0.02 -0.6,-0.62 0.42,-0.62",
                           **line, "stroke-width": 0.2}),
                h("circle", {"cx": 0.48, "cy": -0.62, "r": 0.16, "fill": colour})]
    # Knots: two linked rings
    return [h("circle", {"cx": -0.26, "cy": 0, "r": 0.4, **line, "stroke-width": 0.15}),
            h("circle", {"cx": 0.26, "cy": 0, "r": 0.4, **line, "stroke-width": 0.15})]


def _suit_icon(suit: str, cx: float, cy: float, r: float) -> Node:
    return h("g", {"class_": f"suit-icon suit-{suit}", "transform": f"translate({cx:.1f},{cy:.1f}) scale({r:.2f})"},
             h("circle", {"cx": 0, "cy": 0, "r": 1, "class_": "suit-disc", "stroke": SUIT_COLOURS[suit]}),
             _suit_symbol(suit))


def _inline(vw: float, vh: float, children: Child, cls: str, width: float, height: float) -> Node:
    """A small decorative SVG inside HTML text (a suit, a token, a card back)."""
    return h("svg", {"xmlns": "http://www.w3.org/2000/svg", "viewBox": f"0 0 {vw} {vh}", "class_": cls,
                     "width": width, "height": height, "aria-hidden": "true", "focusable": "false"}, children)


def _suit_svg(suit: str, size: float = 22) -> Node:
    return _inline(40, 40, _suit_icon(suit, 20, 20, 18), "suit-inline", size, size)


def _token(seat: int, cx: float, cy: float, r: float, letter: str, label: str | None = None,
           anim: Attrs | None = None) -> Node:
    """An influence token: red disc, black square or white triangle, with the seat's letter."""
    shape = SEAT_SHAPES[seat % 3]
    if shape == "disc":
        body = h("circle", {"cx": cx, "cy": cy, "r": r, "class_": "token-body"})
        ty = cy
    elif shape == "square":
        body = h("rect", {"x": cx - r * 0.9, "y": cy - r * 0.9, "width": r * 1.8, "height": r * 1.8,
                          "rx": r * 0.15, "class_": "token-body"})
        ty = cy
    else:
        pts = [(cx, cy - r * 1.1), (cx + r * 1.1, cy + r * 0.8), (cx - r * 1.1, cy + r * 0.8)]
        body = h("polygon", {"points": " ".join(f"{x:.1f},{y:.1f}" for x, y in pts), "class_": "token-body"})
        ty = cy + r * 0.25
    return h("g", {"class_": f"token seat{seat}", "data-seat": seat, "role": "img" if label else None,
                   "aria-label": label, **(anim or {})},
             body, h("text", {"x": cx, "y": ty, "class_": "token-letter", "text-anchor": "middle",
                              "dominant-baseline": "central", "font-size": r * (0.95 if shape == "triangle" else 1.15)},
                     spaced(letter)))


def _token_svg(seat: int, letter: str, size: float = 22) -> Node:
    return _inline(40, 40, _token(seat, 20, 21, 15, letter), "token-inline", size, size)


def _crown(cx: float, cy: float, s: float) -> Node:
    pts = [(-1, 0.6), (-1, -0.5), (-0.5, 0), (0, -0.8), (0.5, 0), (1, -0.5), (1, 0.6)]
    return h("polygon", {"points": " ".join(f"{cx + x * s:.1f},{cy + y * s:.1f}" for x, y in pts),
                         "class_": "crown"})


def _card_back(x: float, y: float, w: float, hgt: float) -> list[Node]:
    return [h("rect", {"x": x, "y": y, "width": w, "height": hgt, "rx": w * 0.12, "class_": "card-back"}),
            h("rect", {"x": x + w * 0.15, "y": y + hgt * 0.12, "width": w * 0.7, "height": hgt * 0.76,
                       "rx": w * 0.08, "class_": "card-back-inner"})]


def _back_svg(size: float = 26) -> Node:
    return _inline(30, 40, _card_back(3, 2, 24, 36), "back-inline", size * 0.75, size)


# ----- cards ------------------------------------------------------------------------------------


def _name_lines(name: str, limit: int) -> list[str]:
    if len(name) <= limit or " " not in name:
        return [name]
    words = name.split(" ")
    best: tuple[str, str] | None = None
    for i in range(1, len(words)):  # the split that makes the longer line shortest
        a, b = " ".join(words[:i]), " ".join(words[i:])
        if best is None or max(len(a), len(b)) < max(len(best[0]), len(best[1])):
            best = (a, b)
    return [name] if best is None else list(best)


def _rank_mark(card: Card, x: float, y: float, w: float, t: Words) -> Node | None:
    """The rank in the card's corner: A, 2-9, a crown, or the Pawn/Court letter."""
    rank = card[0]
    if rank == "X":
        return None
    if rank == "C":
        return _crown(x + w * 0.15, y + w * 0.14, w * 0.09)
    return h("text", {"x": x + w * 0.07, "y": y + w * 0.21, "class_": "rank", "font-size": w * 0.2},
             spaced(_corner(card, t)))


def _corner(card: Card, t: Words) -> str:
    """The rank a card's corner shows in letters ("" for the crown's picture and the Excuse)."""
    rank = card[0]
    return "" if rank in "XC" else _s(t, f"rank.{rank}") if rank in "APT" else rank


def face_words(card: Card, t: Words) -> list[str]:
    """The words a card's face shows, in their order: the rank, the name (draw/faces.py)."""
    return [word for word in (_corner(card, t), card_name(card, t)) if word]


_FACES: dict[tuple[object, ...], Raw] = {}


def _card_face(x: float, y: float, w: float, hgt: float, card: Card, t: Words,
               name_size: float = 0.118) -> Child:
    """The face of a card: rank in the corner, a symbol per suit, the name at the foot
    (`name_size`: its font size as a share of the card's width). Written once per card, place
    and language: the city shows dozens, the same after most taps."""
    return written(_FACES, (x, y, w, hgt, card, t.lang, name_size),
                   lambda: _card_face_nodes(x, y, w, hgt, card, t, name_size))


def _card_face_nodes(x: float, y: float, w: float, hgt: float, card: Card, t: Words,
                     name_size: float) -> list[Child]:
    parts: list[Child] = [h("rect", {"x": x, "y": y, "width": w, "height": hgt, "rx": w * 0.07,
                                     "class_": "card-face"})]
    parts.append(_rank_mark(card, x, y, w, t))
    suits = SUITS_OF[card]
    if suits:
        r = w * (0.15 if len(suits) < 3 else 0.13)
        step = r * 2.25
        first = x + w / 2 - step * (len(suits) - 1) / 2
        sy = y + hgt * 0.44
        parts.extend(_suit_icon(s, first + i * step, sy, r) for i, s in enumerate(suits))
    else:  # the Excuse: no suit
        parts.append(h("text", {"x": x + w / 2, "y": y + hgt * 0.5, "text-anchor": "middle",
                                "class_": "excuse-mark", "font-size": w * 0.3}, "—"))
    name = card_name(card, t)
    size = w * name_size
    lines = _name_lines(name, int(w / (size * 0.56)))
    base = y + hgt - w * 0.08 - (len(lines) - 1) * size * 1.1
    for i, line in enumerate(lines):
        attrs: Attrs = {"x": x + w / 2, "y": base + i * size * 1.1, "text-anchor": "middle",
                        "class_": "card-name", "font-size": size}
        if len(line) * size * 0.56 > w - 8:  # still too long: squeeze it into the card
            attrs.update({"textLength": w - 8, "lengthAdjust": "spacingAndGlyphs"})
        parts.append(h("text", attrs, spaced(line)))
    # The card is named by the control or the picture it is in: its face's words are hidden
    # from the accessibility tree, so the name is all a screen reader says (axe: label in name).
    return [h("g", {"aria-hidden": "true"}, parts)]


# ----- the city ---------------------------------------------------------------------------------


def _cell_xy(view: View, index: int) -> tuple[int, int]:
    row, col = divmod(index, view["size"])
    return LEFT + col * CELL, TOP + row * CELL


def _district_outline(view: View, cells: list[str]) -> str:
    """The edges of a district's cells that do not touch another cell of it."""
    size, index = view["size"], {n: i for i, n in enumerate(view["cells"])}
    members = {index[c] for c in cells}
    segments = []
    for i in members:
        row, col = divmod(i, size)
        x, y = _cell_xy(view, i)
        for (dr, dc), (x1, y1, x2, y2) in (((-1, 0), (x, y, x + CELL, y)), ((1, 0), (x, y + CELL, x + CELL, y + CELL)),
                                           ((0, -1), (x, y, x, y + CELL)), ((0, 1), (x + CELL, y, x + CELL, y + CELL))):
            r, c = row + dr, col + dc
            if not (0 <= r < size and 0 <= c < size and r * size + c in members):
                segments.append(f"M{x1},{y1}L{x2},{y2}")
    return "".join(segments)


def _lens(view: View, ui: Ui) -> bool:
    """'Look at cards' is on: in a token step, where a tap on a lit card places a token, every
    card on the city enlarges instead until the player is done looking."""
    return ui.get("lens") == "on" and view["phase"] in ("token", "first_token") and bool(view["legal"])


def _zoom_attrs(card: Card, label: str, t: Words, shows: Sequence[str] = ()) -> Attrs:
    """A card that enlarges when tapped (a second tap, anywhere, closes it again); `shows`: the
    words on what is tapped, which its name holds too (draw/faces.py)."""
    return zoom_attrs(card, named(_s(t, "zoom", card=label), shows))


def _first_cell(view: View, cells: list[str]) -> str:
    """A district's first cell in reading order (top row first): the cell that names it."""
    index = {n: i for i, n in enumerate(view["cells"])}
    return min(cells, key=index.__getitem__)


def district_key(view: View, district: AnyDistrict) -> str:
    """The value that picks a district (`data-key="district"`): its suit and first cell."""
    return f"{district['suit']}:{_first_cell(view, district['cells'])}"


def district_name(view: View, district: AnyDistrict, t: Words) -> str:
    """A district named so that two of one suit differ: 'Waves at c3'."""
    return _s(t, "district.name", suit=suit_name(district["suit"], t), cell=_first_cell(view, district["cells"]))


def _picked_district(view: View, ui: Ui) -> DistrictView | None:
    """The district picked on the final scoring (or its clear button), if it is on the city."""
    value = ui.get("district")
    return next((d for d in view["districts"] if district_key(view, d) == value), None) if value else None


def _city(view: View, ui: Ui, t: Words) -> Node:
    size, cells, city, tokens = view["size"], view["cells"], view["city"], view["tokens"]
    selected = _selected_card(view, ui)
    suit = _selected_suit(ui)
    picked = _picked_district(view, ui)
    lens = _lens(view, ui)
    letters = _initials(view["names"])
    # A phone held upright draws the city at about 0.6 of its size: the names grow (on two
    # lines) to stay 9 px or more as painted (issue 50).
    name_size = CITY_NAME_UPRIGHT if ui.get("layout") == "portrait" else 0.118
    index = {n: i for i, n in enumerate(cells)}
    targets: dict[int, tuple[str, Move]] = {}  # cell index -> move that a click there plays
    for m, move in _legal(view):
        if (move.kind == TOKEN and not lens) or (move.kind == PLACE and move.card == selected):
            targets[index[move.cell]] = m, move
    tries = _tries(view, selected, lens, targets, t)
    in_suit: set[int] = set()
    if picked:
        in_suit.update(index[c] for c in picked["cells"])
    elif suit:
        for d in view["districts"]:
            if d["suit"] == suit:
                in_suit.update(index[c] for c in d["cells"])
    last = _last_play_cell(view["log"])
    width = LEFT + size * CELL + 6
    height = TOP + size * CELL + BOTTOM
    parts: list[Child] = [h("rect", {"x": LEFT - 3, "y": TOP - 3, "width": size * CELL + 6, "height": size * CELL + 6,
                        "rx": 8, "class_": "city-ground"})]
    for i in range(size * size):
        x, y = _cell_xy(view, i)
        name, card = cells[i], city[i]
        if card is None:
            cls = "cell empty" + (" target" if i in targets else "")
            parts.append(h("rect", {"x": x + PAD, "y": y + PAD, "width": CELL - 2 * PAD,
                                    "height": CELL - 2 * PAD, "rx": 7, "class_": cls,
                                    "data-cell": name, **explain_target(f"cell:{name}"),
                                    **(try_target(*tries[i]) if i in tries else {})}))
            if i in targets:
                parts.append(h("path", {"d": f"M{x + 38},{y + 50}h24M{x + 50},{y + 38}v24", "class_": "plus"}))
            continue
        classes = ["card", "in-city"]
        if i in targets:
            classes.append("token-target")
        if picked or suit:
            classes.append("in-suit" if i in in_suit else "dimmed")
        if name == last:
            classes.append("last")
        label = f"{name}: {card_name(card, t)}"
        owner = tokens[i]
        if owner is not None:
            label += f", {_s(t, 'token_of', name=view['names'][owner])}"
        group: list[Child] = [_card_face(x + PAD, y + PAD, CELL - 2 * PAD, CELL - 2 * PAD, card, t,
                                         name_size=name_size)]
        if owner is not None:
            # Keyed (static/flip.js): a token placed comes from its owner's supply.
            group.append(h("g", explain_target(f"token:{name}"),
                           _token(owner, x + CELL - 20, y + 22, 14, letters[owner],
                                  anim={"data-anim": f"token:{name}",
                                        "data-from": f"supply:{owner}"})))
        # A tap enlarges the card. On a lit card of the token step the tap places a token
        # (the target drawn over it); there the card enlarges from the keyboard, or by a tap
        # once 'Look at cards' is on.
        shows = [*face_words(card, t), *([letters[owner]] if owner is not None else [])]
        attrs = {"data-cell": name, "data-card": card, **_zoom_attrs(card, label, t, shows),
                 # The same card as in the hand it came from (static/flip.js); another's
                 # card comes from their row (_players).
                 "data-anim": f"card:{card}", "data-from": f"seat:{_last_player(view)}",
                 **explain_target(f"card:{name}")}
        classes.append("zoomable")
        parts.append(h("g", {"class_": " ".join(classes), **attrs}, group))
    if picked:
        parts.extend(_district_marks(view, [picked], letters, t))
    elif suit:
        parts.extend(_district_marks(view, [d for d in view["districts"] if d["suit"] == suit], letters, t))
    for i in range(size):
        parts.append(h("text", {"x": LEFT + i * CELL + CELL / 2, "y": TOP + size * CELL + 22, "class_": "coord",
                                "text-anchor": "middle"}, "abcdef"[i]))
        parts.append(h("text", {"x": LEFT / 2, "y": TOP + i * CELL + CELL / 2 + 6, "class_": "coord",
                                "text-anchor": "middle"}, size - i))
    # A card that cannot take the token now: a tap asks the rules why (not lit as a move).
    for i, (move_text, aria) in sorted(tries.items()):
        if city[i] is not None:
            x, y = _cell_xy(view, i)
            parts.append(h("rect", {"x": x + 1, "y": y + 1, "width": CELL - 2, "height": CELL - 2,
                                    "class_": "try-hit", "data-cell": cells[i],
                                    **try_target(move_text, aria),
                                    **explain_target(f"card:{cells[i]}")}))
    # Clickable targets on top of everything, so a tap anywhere on the cell counts.
    for i, (m, move) in sorted(targets.items()):
        x, y = _cell_xy(view, i)
        target = move.card if move.kind == PLACE else city[i]
        assert target is not None, "a token goes on a card"
        aria = _s(t, "aria.place" if move.kind == PLACE else "aria.token", card=card_name(target, t),
                  cell=cells[i])
        kind = "cell" if move.kind == PLACE else "card"  # what the '?' mode says of the cell
        parts.append(h("rect", {"x": x + 1, "y": y + 1, "width": CELL - 2, "height": CELL - 2, "rx": 8,
                                "class_": "hit legal", **move_target(m, aria),
                                "data-cell": cells[i], "data-card": target,
                                **explain_target(f"{kind}:{cells[i]}")}))
    # A district or suit picked below the city is lit on it: the city comes into sight.
    shown = shows_tap("district" if picked else "suit") if picked or suit else {}
    return svg(width, height, parts, class_="jacynth-city", role="group", aria_label=_s(t, "city"),
               **shown)


def _tries(view: View, selected: Card | None, lens: bool, targets: dict[int, tuple[str, Move]],
           t: Words) -> dict[int, tuple[str, str]]:
    """Per cell, the move a tap there tries though it is not legal now, so the page says why,
    with its label: the chosen card on a cell that is not lit; in the token step, a token on a
    card (or an empty cell) that is not lit."""
    if not view["legal"] or lens:
        return {}
    cells, city, phase = view["cells"], view["city"], view["phase"]
    if phase == "play":
        if not selected:
            return {}
        name = card_name(selected, t)
        return {i: (place(selected, cells[i]), _s(t, "aria.try_place", card=name, cell=cells[i]))
                for i, card in enumerate(city) if card is None and i not in targets}
    if phase not in ("token", "first_token"):
        return {}
    out = {}
    for i, card in enumerate(city):
        if i not in targets:
            aria = (_s(t, "aria.try_empty", cell=cells[i]) if card is None else
                    _s(t, "aria.try_token", card=card_name(card, t), cell=cells[i]))
            out[i] = token(cells[i]), aria
    return out


def _district_marks(view: View, districts: list[DistrictView], letters: list[str], t: Words) -> list[Child]:
    """Outlines of districts (a suit's, or the one picked), each with a badge: size and
    controller."""
    index = {n: i for i, n in enumerate(view["cells"])}
    parts: list[Child] = []
    for d in districts:
        suit = d["suit"]
        parts.append(h("path", {"d": _district_outline(view, d["cells"]), "class_": "district-outline",
                                "stroke": SUIT_COLOURS[suit], "data-district": ",".join(d["cells"])}))
        x, y = _cell_xy(view, min(index[c] for c in d["cells"]))
        owner = d["controller"]
        # Between the rank and a token, at the top of the district's first card: its size and
        # the controller's token shape.
        width = 40 if owner is not None else 26
        bx, by = x + 64 - width, y + 6
        parts.append(h("g", {"class_": "district-badge", "data-seat": owner},
                       h("rect", {"x": bx, "y": by, "width": width, "height": 26, "rx": 6,
                                  "stroke": SUIT_COLOURS[suit]}),
                       h("text", {"x": bx + 13, "y": by + 19.5, "text-anchor": "middle"}, d["size"]),
                       _token(owner, bx + 29, by + 13, 7.5, "") if owner is not None else None))
    return parts


# ----- the panel --------------------------------------------------------------------------------


def _prompt(view: View, ui: Ui, t: Words) -> Node | None:
    legal = view["legal"]
    if view["is_over"] or not legal:
        return None
    phase = view["phase"]
    selected = _selected_card(view, ui)
    buttons = []
    if phase == "play":  # a chosen card, then a lit cell
        hint = (_s(t, "hint.place", card=card_name(selected, t)) if selected else _s(t, "hint.choose"))
    elif phase == "first_token":
        hint = _s(t, "hint.first_token")
    else:
        forced = view.get("solo", {}).get("token_forced")
        hint = _s(t, "hint.token_forced" if forced else "hint.token")
        skip = text(SKIP_MOVE)
        if skip in legal:
            buttons.append(h("button", {**move_target(skip), "class_": "skip"},
                             _s(t, "skip")))
    if phase in ("token", "first_token"):
        # A tap on a lit card places a token; to read those cards first, look at them.
        lens = _lens(view, ui)
        if lens:
            hint = _s(t, "hint.lens")
        buttons.append(h("button", {**ui_switch("lens", "on"), "class_": "lens", "aria-pressed": "true" if lens else "false"},
                         _s(t, "lens.off" if lens else "lens.on")))
    return h("div", {"class_": "prompt", "aria-live": "polite"}, h("p", {}, hint),
             h("div", {"class_": "actions"}, buttons) if buttons else None)


def _magnifier(cx: float, cy: float) -> list[Node]:
    """A magnifying glass with a plus: the sign for 'enlarge'."""
    return [h("circle", {"cx": cx - 3, "cy": cy - 3, "r": 11, "class_": "lens-glass"}),
            h("path", {"d": f"M{cx + 5},{cy + 5}l9,9M{cx - 9},{cy - 3}h12M{cx - 3},{cy - 9}v12",
                       "class_": "lens-mark"})]


HAND_W, HAND_H, HAND_GAP, ZOOM_H = 100, 136, 10, 54  # a hand card, and its enlarge button below
HAND_NAME = 0.15


def _hand(view: View, ui: Ui, t: Words) -> Node | None:
    hand, seat = view["hand"], view["seat"]
    if hand is None or seat is None:
        return None
    selected = _selected_card(view, ui)
    playable = {move.card for _, move in _legal(view) if move.kind == PLACE}
    w, hgt, gap = HAND_W, HAND_H, HAND_GAP
    parts: list[Child] = []
    for i, card in enumerate(hand):
        x = i * (w + gap) + 3
        name = card_name(card, t)
        # Keyed (static/flip.js): a card drawn comes from the draw pile.
        attrs: Attrs = {"class_": "card in-hand", "data-card": card, "aria-label": name,
                        "data-anim": f"card:{card}", "data-from": "draw",
                        **explain_target(f"hand:{card}")}
        if card in playable:
            attrs.update({"class_": "card in-hand legal" + (" selected" if card == selected else ""),
                          **choice(card, named(name, face_words(card, t))),
                          "aria-pressed": "true" if card == selected else "false"})
        else:  # nothing to choose now: a tap enlarges it
            attrs.update({"class_": "card in-hand zoomable",
                          **_zoom_attrs(card, name, t, face_words(card, t))})
        # The hand's names are larger than the city's: 12 px and more wherever the panel is
        # 19rem wide (the hand drawn at 0.87 px per unit or more).
        parts.append(h("g", attrs, _card_face(x, 3, w, hgt, card, t, name_size=HAND_NAME)))
        # Under every card its enlarge button, as wide as the card and tall enough for a finger.
        by = hgt + 10
        parts.append(h("g", {"class_": "zoom-button", "data-card": card,
                             **_zoom_attrs(card, name, t), **explain_target(f"hand:{card}")},
                       h("rect", {"x": x, "y": by, "width": w, "height": ZOOM_H, "rx": 8, "class_": "zoom-face"}),
                       _magnifier(x + w / 2, by + ZOOM_H / 2)))
    width = 3 * (w + gap) - gap + 6
    title = _s(t, "hand.title", name=view["names"][seat])
    return h("section", {"class_": "hand-box", "data-seat": seat}, h("h2", {}, title),
             svg(width, hgt + 10 + ZOOM_H + 3, parts, class_="jacynth-hand", role="group", aria_label=title)
             if hand else h("p", {"class_": "empty"}, _s(t, "hand.empty")))


def _players(view: View, t: Words) -> Node:
    letters = _initials(view["names"])
    rows = []
    for seat, name in enumerate(view["names"]):
        left = view["tokens_left"][seat]
        bits = [h("span", {"class_": "who"}, _token_svg(seat, letters[seat]), " ", name),
                h("span", {"class_": "supply", "title": _s(t, "tokens_left", n=left),
                           "data-place": f"supply:{seat}", **explain_target(f"tokens:{seat}")},
                  _s(t, "tokens_left", n=left))]
        if seat != view["seat"] and view["players"] > 1:
            n = view["hand_counts"][seat]
            bits.append(h("span", {**explain_target(f"handcount:{seat}"), "class_": "hand-count",
                                   "data-seat": seat},
                          _back_svg(), " ", _s(t, "hand_count", n=n)))
        rows.append(h("li", {"class_": "seat-row" + (" active" if view["to_move"] == seat else ""),
                             "data-seat": seat, "data-place": f"seat:{seat}",
                             **explain_target(f"player:{seat}")}, bits))
    rows.append(h("li", {"class_": "pile-row", **explain_target("pile:draw")},
                  h("span", {"class_": "draw-count", "data-place": "draw"}, _back_svg(),
                    " ", _s(t, "draw_pile", n=view["draw_count"]))))
    return h("ul", {"class_": "seats"}, rows)


def _solo(view: View, t: Words) -> Node | None:
    solo = view.get("solo")
    if not solo:
        return None
    played, total, down = solo["played"], solo["to_play"], solo["tokens_down"]
    # A track of the cards to play, with the token deadlines under it.
    step = 22
    track = []
    for k in range(total):
        track.append(h("rect", {"x": 4 + k * step, "y": 6, "width": step - 4, "height": 18, "rx": 3,
                                "class_": "slot played" if k < played else "slot"}))
    for after, count in solo["deadlines"]:
        x = 4 + after * step - 4
        met = down >= count
        track.append(h("path", {"d": f"M{x},2v30", "class_": "deadline" + (" met" if met else "")}))
        track.append(h("text", {"x": x, "y": 48, "text-anchor": "end", "class_": "deadline-label"},
                       f"{count}{'✓' if met else ''}"))
    deadlines = [h("li", {"class_": "met" if down >= count else ""},
                   _s(t, "solo.deadline", count=count, after=after)) for after, count in solo["deadlines"]]
    flip = _last_flip(view["log"])
    flip_box = None
    if flip:
        key = "solo.flip_swap" if flip["k"] == "flip_swap" else "solo.flip_keep"
        mini = svg(76, 104, _card_face(2, 2, 72, 100, flip["card"], t), class_="jacynth-mini zoomable",
                   data_card=flip["card"], **{k.replace("-", "_"): v for k, v in
                                             _zoom_attrs(flip["card"], card_name(flip["card"], t), t,
                                                         face_words(flip["card"], t)).items()})
        flip_box = h("div", {"class_": "flip", "data-card": flip["card"],
                             **explain_target(f"flip:{flip['card']}")}, mini,
                     h("p", {}, _s(t, key, card=card_name(flip["card"], t), played=card_name(flip["played"], t))))
    score = view["scores"][0]
    return h("section", {"class_": "solo"},
             h("p", {"class_": "solo-rank", **explain_target("score:0")},
               _s(t, "solo.score", score=score, title=_s(t, f"solo_rank.{solo['rank']}"))),
             h("p", explain_target("deadlines:solo"), _s(t, "solo.played", n=played, total=total)),
             svg(total * step + 8, 52, track, class_="jacynth-track", role="img",
                 aria_label=_s(t, "solo.played", n=played, total=total),
                 data_explain="deadlines:solo"),
             h("div", {"class_": "deadline-box", **explain_target("deadlines:solo")},
               h("span", {}, _s(t, "solo.deadlines")),
               h("ul", {"class_": "deadlines"}, deadlines)),
             flip_box)


def _districts(view: View, ui: Ui, t: Words) -> Node:
    suit = _selected_suit(ui)
    letters = _initials(view["names"])
    buttons = [h("button", {"class_": f"suit-button suit-{s}", **ui_switch("suit", s), "aria-pressed": "true" if s == suit else "false",
                            "title": suit_name(s, t), **explain_target(f"suit:{s}")},
                 _suit_svg(s), h("span", {}, suit_name(s, t))) for s in SUITS]
    listing = None
    if suit:
        items = []
        found = sorted((d for d in view["districts"] if d["suit"] == suit), key=lambda d: (-d["size"], d["cells"]))
        for d in found:
            owner = d["controller"]
            who: Child = ([_token_svg(owner, letters[owner], 18), " ", view["names"][owner]] if owner is not None
                   else _s(t, "nobody"))
            items.append(h("li", {"data-cells": ",".join(d["cells"]),
                                  **explain_target(f"district:{district_key(view, d)}")},
                           _cards(d["size"], t), ": ", who))
        listing = h("div", {"class_": "district-list"},
                    h("p", {}, _suit_svg(suit, 18), " ", _s(t, "districts_of", suit=suit_name(suit, t))),
                    h("ul", {}, items) if items else h("p", {}, _s(t, "no_district")))
    return h("section", {"class_": "districts"}, h("h2", {}, _s(t, "districts")),
             h("div", {"class_": "suit-buttons", "role": "group", "aria-label": _s(t, "districts")}, buttons),
             listing)


def _picked_note(view: View, ui: Ui, t: Words) -> Node | None:
    """What the city marks after a district row of the final scoring was tapped, with a button
    that clears the mark (the same toggle as the row)."""
    d = _picked_district(view, ui)
    if d is None:
        return None
    owner = d["controller"]
    text_ = _s(t, "district.marked" if owner is not None else "district.marked_free",
               district=district_name(view, d, t), cards=_cards(d["size"], t),
               owner=view["names"][owner] if owner is not None else "")
    return h("div", {"class_": "picked-district", "aria-live": "polite"}, h("p", {}, text_),
             h("button", ui_switch("district", district_key(view, d)),
               _s(t, "district.clear")))


def _visible_cards(view: View) -> dict[Card, str]:
    """Every card this seat sees face up: {card: where}, where is a city cell, 'hand' or
    'discard' (the solitaire flip shown in the panel)."""
    seen = {card: cell for card, cell in zip(view["city"], view["cells"]) if card}
    seen.update({card: "hand" for card in view.get("hand") or ()})
    flip = _last_flip(view["log"])
    if flip:
        for card in (flip["card"], flip["played"]):
            seen.setdefault(card, "discard")
    return seen


def _rank_text(card: Card, t: Words) -> str:
    rank = card[0]
    return _s(t, f"rank_name.{rank}") if rank in "APTC" else rank


def _zoom(view: View, ui: Ui, t: Words) -> list[Node] | None:
    """The enlarged card: its face, large, with its name, rank and suits written out, and where
    it lies. A tap on the backdrop or the close button (or the card again) closes it."""
    card = ui.get("zoom")
    where = _visible_cards(view).get(card) if card is not None else None
    if card is None or where is None:
        return None
    name = card_name(card, t)
    suits = SUITS_OF[card]
    facts = [h("p", {"class_": "zoom-rank"}, _s(t, "zoom.rank", rank=_rank_text(card, t)))] if suits else []
    if suits:
        facts.append(h("p", {"class_": "zoom-suits"}, _s(t, "zoom.suits", n=len(suits)), " ",
                       [[h("span", {"class_": "suit"}, _suit_svg(s_, 26), " ", suit_name(s_, t)), " "]
                        for s_ in suits]))
    else:
        facts.append(h("p", {}, _s(t, "zoom.excuse")))
    if where == "hand":
        facts.append(h("p", {}, _s(t, "zoom.in_hand")))
    elif where == "discard":
        facts.append(h("p", {}, _s(t, "zoom.discarded")))
    else:
        owner = view["tokens"][view["cells"].index(where)]
        facts.append(h("p", {}, _s(t, "zoom.cell", cell=where)))
        if owner is not None:
            facts.append(h("p", {}, _token_svg(owner, _initials(view["names"])[owner], 26), " ",
                           _s(t, "zoom.token", name=view["names"][owner])))
    picture = svg(210, 284, _card_face(5, 5, 200, 274, card, t), class_="jacynth-big", role="img",
                  aria_label=name)
    close = zoom_close(card, _s(t, "zoom.close"), class_="primary")
    return zoom_dialog(card, name, "jacynth-zoom", picture,
                       h("div", {"class_": "zoom-text"}, h("h3", {}, name), facts, h("div", {"class_": "actions"}, close)))


def table(view: View, ui: Ui, t: Words) -> Node:
    """The play area: the city, and beside it the panel with the hand and the buttons; a card
    tapped to be enlarged above it all."""
    panel = h("div", {"class_": "jacynth-panel"},
              _picked_note(view, ui, t), _prompt(view, ui, t), _hand(view, ui, t), _players(view, t),
              _solo(view, t), _districts(view, ui, t))
    return h("div", {"class_": "table jacynth"},
             h("div", {"class_": "jacynth-layout"}, h("div", {"class_": "city-wrap"}, _city(view, ui, t)), panel),
             _zoom(view, ui, t))


def scores(view: View, t: Words) -> list[str]:
    """Live score per seat; in solitaire with the title it earns now."""
    if view["players"] == 1 and view.get("solo"):
        return [f"{view['scores'][0]} · {_s(t, 'solo_rank.' + view['solo']['rank'])}"]
    return [str(s) for s in view["scores"]]


def final(view: View, t: Words) -> Node:
    """The end: each seat's controlled districts (suit and size) and total; in solitaire the
    score and the rank title."""
    result = view["result"]
    letters = _initials(view["names"])
    seats = []
    for seat, districts in enumerate(result["breakdown"]):
        # Each district by suit and its first cell; a tap marks it on the city (the table's
        # `district` ui key) and a second tap clears the mark.
        rows = [h("tr", {"data-suit": d["suit"], "data-size": d["size"]},
                  h("td", explain_target(f"district:{district_key(view, d)}"), h("button", {"class_": "district-pick",
                                           **ui_switch("district", district_key(view, d)),
                                           "aria-label": _s(t, "district.show", district=district_name(view, d, t))},
                                _suit_svg(d["suit"], 18), " ", district_name(view, d, t))),
                  h("td", {"class_": "num"}, _cards(d["size"], t)))
                for d in districts]
        if not rows:
            rows = [h("tr", {}, h("td", {"colspan": 2}, _s(t, "final.none")))]
        seats.append(h("section", {"class_": "final-seat" + (" winner" if seat in result["winners"] else ""),
                                   "data-seat": seat},
                       h("h3", {}, _token_svg(seat, letters[seat], 22), " ", view["names"][seat], ": ",
                         h("span", {"class_": "total", **explain_target(f"score:{seat}")},
                           _s(t, "final.points", n=result["scores"][seat]))),
                       h("table", {"class_": "score-table"},
                         h("thead", {}, h("tr", {}, h("th", {}, _s(t, "final.district")),
                                          h("th", {"class_": "num"}, _s(t, "final.size")))),
                         h("tbody", {}, rows))))
    rank = None
    if "rank" in result:
        rank = h("p", {"class_": "rank-title"}, _s(t, "solo.score", score=result["scores"][0],
                                                   title=_s(t, f"solo_rank.{result['rank']}")))
    return h("div", {"class_": "final jacynth jacynth-final"}, rank,
             h("p", {}, _s(t, "final.explain")),
             h("p", {"class_": "hint-text"}, _s(t, "final.pick")) if any(result["breakdown"]) else None,
             h("div", {"class_": "final-seats"}, seats))


def outcome(view: View, t: Words) -> str | None:
    """Solitaire has no winner to name: its result is the score and the rank title."""
    if view["players"] != 1:
        return None
    result = view["result"]
    return _s(t, "solo.score", score=result["scores"][0], title=_s(t, f"solo_rank.{result['rank']}"))
