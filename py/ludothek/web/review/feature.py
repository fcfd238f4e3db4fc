"""How this feature joins the page (web/core/feature.py).

The computer's review of a finished game (reviewing.py; the engine is ludothek.bots.review):
"Review" in the final scoring or the saved games, the chart filled in by the computer's
workers, the move on show judged with the preferred one lit. Its modules, and the computer
player's review, are imported only for a finished game."""

from __future__ import annotations

from types import ModuleType
from typing import TYPE_CHECKING, Any

from ..core.effects import Effect, ReviewPly, StartWorker, Step
from ..core.events import ChartPointed, Loaded, ReviewStep
from ..core.feature import Feature
from ..core.state import PageState

if TYPE_CHECKING:
    from ...core.game import Game
    from ...draw.markup import Node
    from ..core.i18n import Translator


def _reviewing() -> ModuleType:
    from . import reviewing

    return reviewing


def reviewable(state: PageState) -> bool:
    """A finished game on show whose review is not made yet: its final scoring offers it."""
    return (state.game is not None and state.game.is_over
            and (state.review is None or not state.review.done))


def after(before: PageState, state: PageState, event: Any, effects: list[Effect]) -> Step:
    """A finished game opened from its save: its review kept there is read (opened where the
    saved games asked for it); a finished game on show boots the computer's Python, so that
    "Review" finds it ready."""
    if isinstance(event, Loaded) and not event.follow and state.game is not None \
            and state.game.is_over:
        state, read = _reviewing().read(state, event.page)
        effects = [*effects, *read]
    if reviewable(state) and not reviewable(before) and StartWorker() not in effects:
        effects = [*effects, StartWorker()]
    return state, effects


def panel(state: PageState, game: Game, t: Translator, position: Game | None) -> Node | None:
    if not game.is_over:
        return None
    if position is None:
        return _reviewing().panel(state, game, t)
    return _reviewing().panel(state, game, t, position)


def dress(markup: Node, state: PageState, t: Translator, lit: str | None) -> None:
    """Looking back: the preferred move lit, nothing armed, the position numbered as the move
    judged there; at the end: the "Review" button."""
    game = state.game
    if game is None or not game.is_over:
        return
    if state.shown is not None and state.shown < len(game.history):
        _reviewing().lit(markup, lit)
        _reviewing().numbered(markup, state, t)
    else:
        _reviewing().button(markup, state, t)
    _reviewing().more(markup, state, t)


def offer(table: Any, position: Game, state: PageState) -> tuple[Any, str | None]:
    if state.game is None or not state.game.is_over:
        return table, None
    return _reviewing().offer_best(table, position, state)


def glue(app: Any) -> Any:
    from .glue import ReviewGlue

    return ReviewGlue(app)


FEATURE = Feature(
    "review",
    taps={
        "review": lambda s, e: _reviewing().begin(s, e),
        "review-close": lambda s, e: _reviewing().close(s, e),
        "review-save": lambda s, e: _reviewing().from_save(s, e),
    },
    events={ReviewStep: lambda s, e: _reviewing().stepped(s, e),
            ChartPointed: lambda s, e: _reviewing().pointed(s, e)},
    after=after,
    panel=panel,
    dress=dress,
    offer=offer,
    runs=(ReviewPly,),
    glue=glue,
)
