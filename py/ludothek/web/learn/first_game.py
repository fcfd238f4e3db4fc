""""Learn to play": a game's guided first game, against the computer, saved as any (its steps
are played by play/guide.py)."""

from __future__ import annotations

from ...core.guide import guide
from ..core.effects import Step
from ..core.events import Tap
from ..core.hint import Hints
from ..core.i18n import translator
from ..core.state import PageState
from ..play import guide as guiding
from ..play.update import default_name, open_new


def learn(state: PageState, event: Tap) -> Step:
    game_id, t = event.data["game"], translator(state.lang)
    script = guide(game_id)
    if script is None:
        return state, []
    seats = list(script.seats)
    game = script.new_game(game_id, [default_name(game_id, seats, seat, t)
                                     for seat in range(len(seats))])
    state, effects = open_new(state, game, Hints(False, (0,) * game.players), guided=True)
    return state, effects + guiding.bring_lit(state)
