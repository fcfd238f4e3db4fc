"""The review's browser glue: each move asked for judged by the computer's workers
(glue/computer.py, its pool), the answers that come quickly drawn together (glue/gather.py), and
the extra workers ended once no review needs them (reviewing.workers_needed)."""

from __future__ import annotations

import asyncio
from typing import Any

from ..core import effects as fx
from ..core.events import Event, ReviewStep
from ..glue import dom
from ..glue.gather import Gather
from .reviewing import wanted, workers_needed


class ReviewGlue:
    def __init__(self, app: Any) -> None:
        self.app = app  # the page's App: its state, its computer, its dispatch
        self.steps: Gather[Event] = Gather(
            self.stepped, dom.later, lambda: dom.now_ms_precise() / 1000)

    def run(self, effect: fx.Effect) -> None:
        if isinstance(effect, fx.ReviewPly):
            asyncio.ensure_future(self.judge(effect))

    async def judge(self, effect: fx.ReviewPly) -> None:
        def still_wanted() -> bool:
            return wanted(self.app.state, effect.token)

        judged = await self.app.computer.review_ply(effect.game, effect.ply, effect.previous,
                                                    effect.seed, effect.iterations, still_wanted)
        if still_wanted():
            self.steps.add(ReviewStep(effect.token, effect.ply, judged))
        else:  # the game was left
            self.end_if_done()

    def stepped(self, steps: list[Event]) -> None:
        self.app.dispatch_all(steps)
        self.end_if_done()

    def end_if_done(self) -> None:
        """The review's extra workers stopped once no review is under way."""
        if not workers_needed(self.app.state):
            self.app.computer.end_review()
