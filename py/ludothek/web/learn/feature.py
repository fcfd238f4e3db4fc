"""How this feature joins the page (web/core/feature.py).

Learning at the table: a game's full rules (at the section that fits the position), the "?"
mode that says what a piece of the table is, and "Learn to play" (a guided first game). The
rules text, its screen and the "?" mode are imported when first used."""

from __future__ import annotations

from types import ModuleType

from ...draw.markup import Node
from ..core.effects import Step
from ..core.feature import Feature
from ..core.i18n import Translator
from ..core.state import PageState
from . import first_game, rules


def _explain() -> ModuleType:
    from . import explain

    return explain


def _rules_screen() -> ModuleType:
    from . import rules_screen

    return rules_screen


def route(state: PageState, fragment: str) -> Step | None:
    """The rules' addresses, and Back to where the rules were opened over (they close)."""
    if rules.went_back(state, fragment):
        return state.replace(dialog=None, address=fragment), []
    if fragment.startswith(rules.RULES_HASH):
        return rules.route(state, fragment)
    return None


def dress(markup: Node, state: PageState, t: Translator, lit: str | None) -> None:
    if state.explaining:
        _explain().reachable(markup, state, t)


FEATURE = Feature(
    "learn",
    taps={
        "rules": rules.open_from,
        "rules-section": rules.section,
        "explain-mode": lambda s, e: _explain().toggle_mode(s, e),
        "explain": lambda s, e: _explain().show(s, e),
        "learn": first_game.learn,
    },
    route=route,
    dialogs={"rules": lambda s, at, t: _rules_screen().rules_screen(at, t),
             "explain": lambda s, what, t: _explain().dialog(s, what, t)},
    closes={"rules": rules.close},
    dress=dress,
)
