"""The computer player as the page reaches it: a worker with its own Python, booted as soon as
a game may need it, and until it is ready the page's own thread, in slices between frames.

Nothing here decides a move: ludothek.bots does, in the worker or in the slices.
"""

from __future__ import annotations

import asyncio
import json
import time
import traceback
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from . import dom
from .pool import NoWorker, Pool, pool_size

if TYPE_CHECKING:
    from ...core.game import Game

# Thinking time the page grants each level in the worker (seconds).
BOT_SECONDS = {"easy": 0.5, "normal": 1.5, "strong": 4.0}
WORKER_SCRIPT = "./py/bot_worker.py"
SLICE_SECONDS = 0.03  # the page's own judging between two frames: a tap is still taken at once


def seed_for(game: Game) -> int:
    """The search's seed, fixed by the position: searched to the same budget, the same
    position gives the same move. Small enough to pass through JS as a number."""
    return (game.seed * 1_000_003 + len(game.history)) % (2**31)


class Computer:
    """The worker, started on need and restarted on the next need after a failed boot; for a
    review, a pool of workers: this one and more, booted on the review's need."""

    def __init__(self) -> None:
        self.worker: asyncio.Future[dom.JsObject] | None = None
        self.pool: Pool[dom.JsObject] | None = None
        self.booted = 0  # review workers booted so far (each needs a name of its own)
        self.helpers: list[str] = []  # the names of the pool's other workers
        self.standing_in = False  # the page judges a review's move while the worker boots

    def start(self) -> asyncio.Future[dom.JsObject]:
        """Boot the worker in the background (once); a failed boot is tried again."""
        if self.worker is None or (self.worker.done() and self.worker.exception() is not None):
            self.worker = asyncio.ensure_future(self._boot())
        return self.worker

    async def _boot(self, name: str = "ludothek-bot") -> dom.JsObject:
        return await dom.named_worker(WORKER_SCRIPT, name, "./pyscript.toml")

    def review_pool(self) -> Pool[dom.JsObject]:
        """The review's workers: the computer's own one, and more booting meanwhile (made anew
        once every one has failed)."""
        if self.pool is None or not self.pool.alive:
            self.pool = Pool()
            first = self.start()
            self.pool.add(first)
            cores = int(dom.window.navigator.hardwareConcurrency or 2)
            for _ in range(pool_size(cores) - 1):
                self.booted += 1
                self.helpers.append(f"ludothek-review-{self.booted}")
                self.pool.add(self._boot_after(first, self.helpers[-1]))
        return self.pool

    def end_review(self) -> None:
        """The review's other workers stopped once no job waits for them (each holds a Python
        of its own); the computer's own one stays. The next review boots them anew."""
        pool = self.pool
        if pool is None or pool.busy or pool.waiting:
            return
        self.pool = None
        for name in self.helpers:
            dom.end_worker(name)
        self.helpers = []

    async def _boot_after(self, first: asyncio.Future[dom.JsObject], name: str) -> dom.JsObject:
        """Another worker, booted once the first is (or failed): alone, the first boots sooner,
        and with it the chart's first move."""
        await asyncio.wait([first])
        if name not in self.helpers:  # the review ended meanwhile
            raise asyncio.CancelledError(name)
        return await self._boot(name)

    async def choose(self, game: Game, level: str) -> str:
        """The move of `level` for the seat to move: in the worker once it is ready; until then
        (or if it fails) here, in slices short enough for the page to stay smooth."""
        seed, seconds = seed_for(game), BOT_SECONDS[level]
        worker = self.start()
        if worker.done() and worker.exception() is None:
            try:
                return str(await dom.awaited(worker.result(), "choose", game.save(), level, seed,
                                             seconds))
            except Exception:  # the worker failed: think here instead
                traceback.print_exc()
        from ...bots import think_in_slices

        snapshot = game.clone()  # the game may change while this thinks between frames
        for move in think_in_slices(snapshot, level, seed, seconds):
            if move is not None:
                return move
            await asyncio.sleep(0)
        raise AssertionError("think_in_slices ends with a move")

    async def review_ply(self, game: Game, ply: int, previous: tuple[float, ...], seed: int,
                         iterations: int, wanted: Callable[[], bool]) -> dict[str, Any] | None:
        """Move `ply` of the finished `game` judged (bots.review.judge): by the next free worker
        of the pool, in the order asked; here if every worker fails (None if that fails too, or
        if the judgement is no longer `wanted` when a worker is free)."""
        first = self.start()
        if not first.done() and not self.standing_in:
            # The computer's Python is still booting (Review tapped at once, or from the saved
            # games): the page judges this move itself, between frames, so the chart's first
            # point does not wait for the boot; the pool takes the next ones.
            self.standing_in = True
            try:
                return await self._judge_here(game, ply, previous, seed, iterations, wanted)
            finally:
                self.standing_in = False
        save, chances = game.save(), json.dumps(list(previous))
        try:
            text = await self.review_pool().run(
                lambda worker: dom.awaited(worker, "review_ply", save, ply, chances, seed,
                                           iterations), wanted)
            return None if text is None else dict(json.loads(str(text)))
        except NoWorker:  # every worker failed: judge here instead
            pass
        except Exception:
            traceback.print_exc()
        try:
            return await self._judge_here(game, ply, previous, seed, iterations, wanted)
        except Exception:
            traceback.print_exc()
            return None

    async def _judge_here(self, game: Game, ply: int, previous: tuple[float, ...], seed: int,
                          iterations: int, wanted: Callable[[], bool]) -> dict[str, Any] | None:
        """Move `ply` judged by the page's own Python in slices of SLICE_SECONDS, the page
        drawing between them (bots.review.judge_steps: the same judgement as a worker's);
        None once it is no longer `wanted`."""
        from ...bots.review import judge_steps

        before = game.replayed(game.history[:ply])
        deadline = time.perf_counter() + SLICE_SECONDS
        for judged in judge_steps(before, game.history[ply], ply, list(previous), seed,
                                  iterations):
            if judged is not None:
                return dict(judged)
            if time.perf_counter() >= deadline:
                await asyncio.sleep(0)
                if not wanted():
                    return None
                deadline = time.perf_counter() + SLICE_SECONDS
        return None
