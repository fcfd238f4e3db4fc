"""The home screen's game pictures, drawn by each game's own renderer at build time.

For every registered game: a real position (a seeded game played some way by random moves),
its table drawn for a spectator by the game's renderer, wrapped with the game's stylesheet into
one self-contained SVG (static/build/pictures/<game>.svg). No bitmap art, and the page loads no
renderer to show the home screen.
"""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "py"))

from ludothek import new_game  # noqa: E402
from ludothek.core import Rng, registry  # noqa: E402
from ludothek.draw.markup import Child, Node, h, render  # noqa: E402
from ludothek.web.core.i18n import LANGUAGES, Translator  # noqa: E402
from ludothek.web.play.update import default_name  # noqa: E402

OUT = ROOT / "static" / "build" / "pictures"
WIDTH, HEIGHT = 960, 600  # the table is laid out at this size, then scaled to the card
# The page's own look for what a table uses (buttons, panels): a few rules of app.css.
BASE_CSS = """
:root { --bg:#f7f3ea; --ink:#222; --muted:#666; --accent:#1f5fa8; --legal:#1f8a3b; --panel:#fffdf8;
  --line:#d8cfbd; --danger:#a4161a; font-family: system-ui, sans-serif; color: var(--ink); }
* { box-sizing: border-box; } body, .frame { margin: 0; background: var(--bg); }
button { font: inherit; padding: 0.4em 0.9em; border-radius: 8px; border: 1px solid var(--line); background: #fff; }
.table svg, .frame svg { width: 100%; height: auto; max-height: 600px; display: block; }
"""


def position(game_id: str, t: Translator, share: float = 0.45) -> object:
    """A position about `share` of the way through a seeded random game, with the names a
    new game gets in `t`'s language."""
    spec = registry.spec(game_id)
    seats = ["human"] * spec.default_players
    names = [default_name(game_id, seats, seat, t) for seat in range(len(seats))]
    probe = new_game(game_id, seed=11, players=spec.default_players, names=names)
    rng = Rng(3)
    while not probe.is_over:
        legal = probe.legal_moves()
        probe.play(legal[rng.below(len(legal))])
    return probe.replayed(probe.history[: int(len(probe.history) * share)])


def _area(node: Node) -> float:
    box = str(node.attrs.get("viewBox", "0 0 0 0")).split()
    return float(box[2]) * float(box[3]) if len(box) == 4 else 0.0


def _svgs(node: Child) -> list[Node]:
    if not isinstance(node, Node):
        return []
    if node.tag == "svg":
        return [node]
    return [found for child in _children(node) for found in _svgs(child)]


def board_only(node: Child, board: Node) -> Child:
    """The path down to `board` without what stands beside it, keeping the wrappers whose
    classes the game's stylesheet selects by; the board itself fills the picture."""
    if node is board:
        return Node("svg", {**board.attrs, "style": "width:100%;height:600px;max-width:none;max-height:none"},
                    board.children)
    if isinstance(node, Node):
        for child in _children(node):
            found = board_only(child, board)
            if found is not None:  # the wrapper gives the board the whole width
                return Node(node.tag, {**node.attrs, "style": "display:block;width:100%;max-width:none;margin:0"},
                            (found,))
    return None


def _children(node: Node) -> list[Child]:
    out: list[Child] = []
    for child in node.children:
        out.extend(child if isinstance(child, (list, tuple)) else [child])
    return out


MIN_BOARD = 300 * 300  # a smaller SVG is an icon, not a board: draw the whole table then


def picture(game_id: str, lang: str) -> str:
    t = Translator(lang)
    game = position(game_id, t)
    view = game.view(None)  # a spectator: no hidden card is drawn
    view["legal"] = []
    table = registry.renderer(game_id).table(view, {"layout": "landscape"}, t)
    boards = sorted(_svgs(table), key=_area)
    if boards and _area(boards[-1]) >= MIN_BOARD:
        table = board_only(table, boards[-1])
    style = BASE_CSS + registry.style(game_id)
    html = h("div", {"xmlns": "http://www.w3.org/1999/xhtml", "class_": f"frame game game-{game_id}"},
             h("style", {}, style), h("div", {"class_": "table-wrap"}, table))
    return (f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {WIDTH} {HEIGHT}" '
            f'width="{WIDTH}" height="{HEIGHT}" role="img">'
            f'<foreignObject x="0" y="0" width="{WIDTH}" height="{HEIGHT}">{render(html)}'
            f"</foreignObject></svg>")


def build() -> list[Path]:
    OUT.mkdir(parents=True, exist_ok=True)
    written = []
    for game_id in registry.specs():
        for lang in LANGUAGES:  # the words on a table are the page's language
            path = OUT / f"{game_id}.{lang}.svg"
            path.write_text(picture(game_id, lang), encoding="utf-8")
            written.append(path)
    return written


if __name__ == "__main__":
    for path in build():
        print(f"drew {path.relative_to(ROOT)}")
