"""The page's loop, the same in the browser (app.App) and in the tests: an event goes to
`update`, the effects it returns are run, their answers go back to `update` before anything is
drawn, and the screen is drawn once if the state changed. Effects that need the new screen on
the page (`effects.runs_after_draw`) run after the draw."""

from __future__ import annotations

import traceback

from . import effects as fx
from .events import Event, Failed, Route
from .state import PageState
from .update import update


class Loop:
    survives_bugs = True  # a bug in update or an effect is said on the page (tests: raised)

    def __init__(self, state: PageState) -> None:
        self.state = state

    def run(self, effect: fx.Effect, context: object) -> Event | None:
        """Do what `effect` asks (`context`: the DOM event being handled, if any)."""
        raise NotImplementedError

    def draw(self) -> None:
        """Put the screen of `self.state` on the page."""

    def dispatch(self, event: Event, context: object = None) -> None:
        self.dispatch_all([event], context)

    def dispatch_all(self, events: list[Event], context: object = None) -> None:
        """`events` in turn, drawn once (answers that came together, e.g. a review's moves)."""
        before = self.state
        queue: list[Event] = list(events)
        after_draw: list[fx.Effect] = []
        while queue:
            current = queue.pop(0)
            try:
                self.state, effects = update(self.state, current)
            except Exception as err:  # a bug must not leave the page dead: say what happened
                traceback.print_exc()
                if isinstance(current, Failed) or not self.survives_bugs:
                    raise
                queue.append(Failed(str(err), home=isinstance(current, Route)))
                continue
            for effect in effects:
                if fx.runs_after_draw(effect):
                    after_draw.append(effect)
                    continue
                try:
                    answer = self.run(effect, context)
                except Exception as err:
                    traceback.print_exc()
                    if not self.survives_bugs:
                        raise
                    answer = Failed(str(err))
                if answer is not None:
                    queue.append(answer)
        if self.state is not before and self.state != before:
            self.draw()
        for effect in after_draw:
            self.run(effect, context)
