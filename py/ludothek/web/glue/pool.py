"""Workers that judge a review's moves side by side (web/computer.py fills it with the page's
Python workers; the tests with plain coroutines).

A job waits for a worker that is ready: jobs are handed out in the order they were asked for
(the review asks for its first moves first), each to the first idle worker; a worker still
booting takes none, so the first moves never wait for a late boot. A worker that fails (its
boot or a job) is dropped and its job goes to another one; with none left, `run` raises
`NoWorker` and the caller judges in the page, as before the pool.
"""

from __future__ import annotations

import asyncio
import traceback
from collections import deque
from collections.abc import Awaitable, Callable
from typing import Generic, TypeVar

W = TypeVar("W")  # a worker
R = TypeVar("R")  # what a job gives


class NoWorker(Exception):
    """Every worker of the pool failed."""


def pool_size(cores: int) -> int:
    """Workers for a review on a device with `cores` logical cores: one core is left to the page,
    at least two workers (the computer's own one and another) and at most four (each holds
    its own Python, tens of MB)."""
    return max(2, min(4, cores - 1))


class Pool(Generic[W]):
    """Workers, each judging one job at a time; `add` one as it is booting."""

    def __init__(self) -> None:
        self.idle: deque[W] = deque()
        self.busy = 0
        self.booting = 0
        self.waiting: deque[asyncio.Future[W | None]] = deque()

    @property
    def alive(self) -> int:
        return len(self.idle) + self.busy + self.booting

    def add(self, boot: Awaitable[W]) -> asyncio.Future[None]:
        """A worker that joins the pool once `boot` gives it (dropped if that fails)."""
        self.booting += 1
        return asyncio.ensure_future(self._join(boot))

    async def _join(self, boot: Awaitable[W]) -> None:
        try:
            worker = await boot
        except Exception:
            traceback.print_exc()
            self.booting -= 1
            self._wake_if_none()
            return
        self.booting -= 1
        self.busy += 1
        self._release(worker)

    async def run(self, job: Callable[[W], Awaitable[R]],
                  wanted: Callable[[], bool] = lambda: True) -> R | None:
        """`job` done by the next idle worker, in the order of asking; None when it is no longer
        `wanted` by the time a worker is free (the game was left)."""
        while True:
            worker = await self._take()
            if not wanted():
                self._release(worker)
                return None
            try:
                result = await job(worker)
            except Exception:  # this worker failed: drop it, the job goes to another one
                traceback.print_exc()
                self.busy -= 1
                self._wake_if_none()
                continue
            self._release(worker)
            return result

    async def _take(self) -> W:
        if self.idle and not self.waiting:
            self.busy += 1
            return self.idle.popleft()
        if not self.alive:
            raise NoWorker()
        waiter: asyncio.Future[W | None] = asyncio.get_running_loop().create_future()
        self.waiting.append(waiter)
        worker = await waiter
        if worker is None:
            raise NoWorker()
        return worker  # counted busy by _release

    def _release(self, worker: W) -> None:
        """A worker is free: to the longest waiting job, or idle (`busy` counts it until then)."""
        while self.waiting:
            waiter = self.waiting.popleft()
            if not waiter.done():
                waiter.set_result(worker)
                return
        self.busy -= 1
        self.idle.append(worker)

    def _wake_if_none(self) -> None:
        if not self.alive:
            while self.waiting:
                waiter = self.waiting.popleft()
                if not waiter.done():
                    waiter.set_result(None)
