"""The review's workers (web/pool.py): jobs go out in the order asked, each to the first idle
worker that is ready; a failing worker is dropped and its job done by another; with none left
the caller is told (and judges in the page); a job no longer wanted is not started."""

from __future__ import annotations

import asyncio
from collections.abc import Coroutine
from concurrent.futures import ThreadPoolExecutor
from typing import Any, TypeVar

import pytest

from ludothek.web.glue.pool import NoWorker, Pool, pool_size


T = TypeVar("T")


def run(main: Coroutine[Any, Any, T]) -> T:
    """asyncio.run in a thread of its own: in a pytest worker that ran the browser tests,
    Playwright's event loop still runs in the main thread, where asyncio.run refuses to."""
    with ThreadPoolExecutor(1) as thread:
        return thread.submit(asyncio.run, main).result()


class Worker:
    """A worker that takes `ticks` loop turns per job and logs what it did."""

    def __init__(self, name: str, log: list[tuple[str, int]], ticks: int = 3,
                 fails: bool = False) -> None:
        self.name, self.log, self.ticks, self.fails = name, log, ticks, fails

    async def judge(self, ply: int) -> int:
        if self.fails:
            raise RuntimeError(f"{self.name} broke")
        self.log.append((self.name, ply))
        for _ in range(self.ticks):
            await asyncio.sleep(0)
        return ply * 10


async def ready(worker: Worker, ticks: int = 0) -> Worker:
    for _ in range(ticks):
        await asyncio.sleep(0)
    return worker


async def broken_boot() -> Worker:
    await asyncio.sleep(0)
    raise RuntimeError("no Python here")


def test_pool_size_leaves_a_core_to_the_page():
    assert [pool_size(n) for n in (1, 2, 3, 4, 5, 8, 16)] == [2, 2, 2, 3, 4, 4, 4]


def test_jobs_go_out_in_the_order_asked_to_idle_workers():
    log: list[tuple[str, int]] = []

    async def main() -> list[int | None]:
        pool: Pool[Worker] = Pool()
        pool.add(ready(Worker("a", log)))
        pool.add(ready(Worker("b", log)))
        jobs = [pool.run(lambda w, ply=ply: w.judge(ply)) for ply in range(6)]
        return list(await asyncio.gather(*jobs))

    assert run(main()) == [0, 10, 20, 30, 40, 50]
    assert [ply for _, ply in log] == list(range(6)), "started in the order asked"
    assert {name for name, _ in log} == {"a", "b"}, "both workers judged"


def test_a_worker_still_booting_takes_no_job_and_joins_when_ready():
    log: list[tuple[str, int]] = []

    async def main() -> None:
        pool: Pool[Worker] = Pool()
        pool.add(ready(Worker("first", log, ticks=2)))
        pool.add(ready(Worker("late", log, ticks=2), ticks=7))
        await asyncio.gather(*[pool.run(lambda w, ply=ply: w.judge(ply)) for ply in range(8)])

    run(main())
    assert log[:2] == [("first", 0), ("first", 1)], "the first moves wait for no late boot"
    assert ("late", 2) in log or ("late", 3) in log, "the late worker takes jobs once ready"


def test_a_failing_worker_is_dropped_and_its_job_done_by_another():
    log: list[tuple[str, int]] = []

    async def main() -> tuple[list[int | None], int]:
        pool: Pool[Worker] = Pool()
        pool.add(ready(Worker("broken", log, fails=True)))
        pool.add(ready(Worker("sound", log)))
        pool.add(broken_boot())
        done = await asyncio.gather(*[pool.run(lambda w, ply=ply: w.judge(ply))
                                      for ply in range(4)])
        return list(done), pool.alive

    done, alive = run(main())
    assert done == [0, 10, 20, 30] and log == [("sound", ply) for ply in range(4)]
    assert alive == 1


def test_with_every_worker_failed_the_caller_is_told():
    async def main() -> None:
        pool: Pool[Worker] = Pool()
        pool.add(broken_boot())
        pool.add(ready(Worker("broken", [], fails=True)))
        results = await asyncio.gather(*[pool.run(lambda w: w.judge(1)) for _ in range(3)],
                                       return_exceptions=True)
        assert all(isinstance(r, NoWorker) for r in results)
        with pytest.raises(NoWorker):
            await pool.run(lambda w: w.judge(2))

    run(main())


def test_a_job_no_longer_wanted_is_not_started():
    log: list[tuple[str, int]] = []
    left = {"game": False}

    async def main() -> list[int | None]:
        pool: Pool[Worker] = Pool()
        pool.add(ready(Worker("a", log)))

        async def leave_after_first(w: Worker) -> int:
            result = await w.judge(0)
            left["game"] = True  # the page left the game meanwhile
            return result

        first = pool.run(leave_after_first)
        rest = [pool.run(lambda w, ply=ply: w.judge(ply), lambda: not left["game"])
                for ply in (1, 2)]
        return list(await asyncio.gather(first, *rest))

    assert run(main()) == [0, None, None]
    assert log == [("a", 0)]
