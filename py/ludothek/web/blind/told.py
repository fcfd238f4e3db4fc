"""The game told in words, drawn above the table while play without seeing is on (issue 50):
the status, the one live region ("You: …", "Computer: …"), the person's moves as a numbered,
grouped list (a button each) with a field to type one, then the table in words (the game's
`told.py`; draw/told.py). Each part is a region the single keys jump to (update.KEYS)."""

from __future__ import annotations

from types import ModuleType
from typing import TYPE_CHECKING, Any

from ...core import registry
from ...draw.markup import Node, h
from ...draw.told import Choice, Group, Part
from ..core import policy
from ..play import replay
from ..play.screens import status_line
from . import said
from .words import say

if TYPE_CHECKING:
    from ..core.i18n import Translator
    from ..core.state import PageState

MODULE = "told"  # the game's module that tells its table (GAMES.md)


def _module(game_id: str) -> ModuleType | None:
    return registry.part(game_id, MODULE) if registry.has_module(game_id, MODULE) else None


def table_of(view: dict[str, Any], t: Translator) -> list[Part]:
    """The game's table in words; a game without `told.py`: its players and scores."""
    module = _module(view["game"])
    if module is not None:
        told: list[Part] = module.table(view, t)
        return told
    scores = registry.renderer(view["game"]).scores(view, t)
    return [Part("scores", say(t, "players"),
                 [f"{name}: {score}" for name, score in zip(view["names"], scores)])]


def moves_of(view: dict[str, Any], t: Translator) -> list[Group]:
    """The moves on offer, grouped and worded by the game; else one group in its notation."""
    if not view.get("legal"):
        return []
    module = _module(view["game"])
    if module is not None:
        groups: list[Group] = module.moves(view, t)
        return groups
    return [Group(say(t, "moves"), [Choice(move, move) for move in view["legal"]])]


def numbered(groups: list[Group]) -> list[Choice]:
    """The moves in the list's order: the number typed chooses the move of that number."""
    return [choice for group in groups for choice in group.choices]


def on_show(state: PageState) -> policy.Table | None:
    """What the person at the device sees of the position on show (the present, or an earlier
    one while looking back); None under the pass-the-device screen."""
    game = state.game
    if game is None or state.covered:
        return None
    if state.shown is not None and state.shown < len(game.history):
        position = game.replayed(game.history[:state.shown])
        return replay.replay_view(game, position, state.revealed_seat, state.away)
    return policy.page_view(game, state.revealed_seat, state.away)


def _region(name: str, *children: Any, tag: str = "div") -> Node:
    return h(tag, {"class_": f"told-{name}", "data-region": f"told-{name}"}, *children)


def _heading(level: str, text: str) -> Node:
    return h(level, {"tabindex": "-1"}, text)  # a key's jump lands here: it is read first


def _moves(groups: list[Group], view: dict[str, Any], t: Translator) -> Node:
    n = 0
    items: list[Node] = []
    for group in groups:
        buttons = []
        for choice in group.choices:
            n += 1
            buttons.append(h("li", {}, h("button", {"data-action": "move",
                                                    "data-move": choice.move},
                                         f"{n}. {choice.words}")))
        items.append(h("li", {}, h("h4", {}, group.heading), h("ul", {}, buttons)))
    example = view["legal"][0] if view.get("legal") else ""
    typed = h("form", {"class_": "told-typed", "data-change": "typed-move"},
              h("label", {}, say(t, "typed", example=example), " ",
                h("input", {"type": "text", "autocomplete": "off", "spellcheck": "false",
                            "autocapitalize": "off", "enterkeyhint": "go"})),
              # Kept while nobody may move too: the focus stays in it from move to move.
              h("button", {"type": "submit"}, say(t, "typed_play")))
    # The field first: after "m", one Tab reaches it, and it keeps the focus for the next move.
    return _region("moves", _heading("h3", say(t, "moves")), typed,
                   h("ul", {"class_": "told-groups"}, items) if groups
                   else h("p", {}, say(t, "no_moves")))


def _table(parts: list[Part], t: Translator) -> Node:
    seen: set[str] = set()
    blocks = []
    for part in parts:
        first = part.kind not in seen  # the single key of its kind jumps to the first
        seen.add(part.kind)
        blocks.append(h("div", {"data-region": f"told-{part.kind}" if first else None},
                        _heading("h4", part.heading),
                        h("ul", {}, [h("li", {}, line) for line in part.lines])))
    return _region("table", _heading("h3", say(t, "table")), blocks)


def section(state: PageState, t: Translator) -> Node | None:
    """The game in words, for the state on show (None: play without seeing is off)."""
    shown = on_show(state) if state.blind else None
    if not state.blind or state.game is None:
        return None
    # Under the pass-the-device screen, only what anybody at the table may read.
    viewer = None if state.covered else policy.viewing_seat(state.game, state.revealed_seat,
                                                             state.away)
    lines = said.lines(state.game, viewer, t)
    # The live region stays on the page whatever is on show: its lines change, not it.
    live = h("div", {"class_": "told-said", "data-region": "told-said", "tabindex": "-1",
                     "aria-live": "polite", "aria-label": say(t, "said")},
             [h("p", {}, line) for line in lines] or h("p", {}, say(t, "nothing_yet")))
    if shown is None:
        return h("section", {"class_": "told", "aria-label": say(t, "section")}, live)
    view = shown.view
    return h("section", {"class_": "told", "aria-label": say(t, "section")},
             h("h2", {}, say(t, "section")),
             h("p", {"class_": "told-keys"}, say(t, "keys")),
             _region("status", _heading("p", status_line(view, t))),
             live,
             _moves(moves_of(view, t), view, t),
             _table(table_of(view, t), t))
