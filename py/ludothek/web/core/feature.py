"""How a feature of the page joins the core loop: a folder under web/ whose `__init__.py`
declares `FEATURE = Feature(...)`, named once in `ludothek.web.FEATURES` (tests add theirs with
`register`). The core's `update` and `screen` reach features only through what they declare
here, never by importing them, so a feature can import the core and the features it builds on
and nothing imports it back.

A feature's declaration is cheap to import: what it names runs its own modules, which it
imports on first use (a review, a table of several devices or the rules text cost the first
screen nothing).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING, Any

from ...core import registry
from ...core.values import field, frozen

if TYPE_CHECKING:
    from ...core.game import Game
    from ...draw.markup import Node
    from .effects import Effect
    from .events import Key, Tap
    from .i18n import Translator
    from .state import PageState

    Step = tuple[PageState, list[Effect]]


@frozen
class Feature:
    """What a feature adds to the page. Every part is optional.

    - `taps`: its tap actions (`data-action`), each a branch of `update`.
    - `events`: its event kinds (their classes), each a branch of `update`.
    - `changes`: form fields it answers (`events.Change` by the field's name).
    - `route`: the addresses it opens (None: not one of its own).
    - `keys`: the keys it answers (None: not this one), after the core's Escape.
    - `intercept`: takes a tap before its action (None: the action as usual), e.g. a guest's
      device sends its moves to the host.
    - `after`: its hook on every event, given the state before and after, the event and the
      effects so far: it returns the state and the effects with its own (the guests sent what
      changed, a camera turned off, a finished game's kept review read).
    - `page`: draws the whole #app where it owns it (None: not now).
    - `dialogs`: the dialogs it draws, by the kind in `state.dialog`; `closes`: how its dialog
      closes where closing is more than taking it away; `cover`: what covers the table with no
      dialog open (the pass-the-device screen).
    - `panel`: the panel above the table (None: none of its own now); `dress`: marks on the
      game screen once drawn (markup, state, words, the move `offer` lit, if any).
    - `offer`: changes the table drawn of an earlier position (the review lights the move it
      preferred there); returns the table and the move lit.
    - `glue`: makes its browser glue for the loop (the page's `App`): an object with
      `run(effect) -> event or None` for the effect classes listed in `runs`.
    """

    name: str
    taps: Mapping[str, Callable[[PageState, Tap], Step]] = field(default_factory=dict)
    events: Mapping[type, Callable[[PageState, Any], Step]] = field(default_factory=dict)
    changes: Mapping[str, Callable[[PageState, Any], Step]] = field(default_factory=dict)
    route: Callable[[PageState, str], Step | None] | None = None
    intercept: Callable[[PageState, Tap], Step | None] | None = None
    keys: Callable[[PageState, Key], Step | None] | None = None
    after: Callable[[PageState, PageState, Any, list[Effect]], Step] | None = None
    page: Callable[[PageState, Translator, Any], Node | None] | None = None
    dialogs: Mapping[str, Callable[[PageState, Any, Translator], Node | str]] = field(
        default_factory=dict)
    cover: Callable[[PageState, Translator], Node | None] | None = None
    closes: Mapping[str, Callable[[PageState], Step]] = field(default_factory=dict)
    panel: Callable[[PageState, Game, Translator, Game | None], Node | None] | None = None
    dress: Callable[[Node, PageState, Translator, str | None], None] | None = None
    offer: Callable[[Any, Game, PageState], tuple[Any, str | None]] | None = None
    runs: tuple[type, ...] = ()
    glue: Callable[[Any], Any] | None = None


_features: list[Feature] | None = None
_added: list[Feature] = []


def features() -> list[Feature]:
    """Every feature: those `ludothek.web.FEATURES` names, in its order, then those registered."""
    global _features
    if _features is None:
        from .. import FEATURES

        _features = [registry.module(name).FEATURE for name in FEATURES]
    return [*_features, *_added]


def register(feature: Feature) -> None:
    """A feature from outside this tree (the tests' example) joins the page."""
    if all(known.name != feature.name for known in features()):
        _added.append(feature)


def unregister(name: str) -> None:
    _added[:] = [feature for feature in _added if feature.name != name]
