"""What the tests' Chromium flags (tools/browser.py TEST_ARGS) do to a test's page start: a fresh
context (as every test has) booted to `data-ready`, with the stock flags and with the tests',
interleaved with rotated order in one run. Prints each boot, then medians, spread and the
load average. The CPU the start takes matters as much as its time: two test workers share two
cores, and the TurboFan compile the tests' flags leave out runs on background threads.

    python3 bench/test_flags.py [--runs N]"""

import os
import statistics
import sys
import time

from common import ROOT, wait_ready

from playwright.sync_api import sync_playwright
from tools.browser import ARGS, TEST_ARGS, launch, served_site

RUNS = 8


def busy_cpu() -> float:
    """CPU seconds the whole machine has been busy (not idle) since it started: on a quiet
    machine, the difference across a boot is what the browser took."""
    fields = [int(x) for x in open("/proc/stat").readline().split()[1:]]
    return (sum(fields) - fields[3] - fields[4]) / os.sysconf("SC_CLK_TCK")


def boot(browser, url: str) -> tuple[float, float]:
    """(seconds to data-ready, CPU seconds the machine was busy meanwhile)."""
    context = browser.new_context(service_workers="block", viewport={"width": 1280, "height": 860})
    try:
        page = context.new_page()
        start, cpu = time.perf_counter(), busy_cpu()
        page.goto(url)
        wait_ready(page)
        return time.perf_counter() - start, busy_cpu() - cpu
    finally:
        context.close()


def main(argv: list[str]) -> None:
    runs = int(argv[argv.index("--runs") + 1]) if "--runs" in argv else RUNS
    variants = {"stock flags": ARGS, "tests' flags": TEST_ARGS}
    times: dict[str, list[float]] = {name: [] for name in variants}
    cpu: dict[str, list[float]] = {name: [] for name in variants}
    print(f"A fresh context booted to data-ready, {runs} interleaved runs ({ROOT.name})")
    with served_site() as url, sync_playwright() as pw:
        for run in range(runs):
            names = list(variants)[run % 2:] + list(variants)[:run % 2]
            for name in names:
                browser = launch(pw, variants[name])
                try:
                    boot(browser, url)  # the first context of a browser warms its processes
                    seconds, busy = boot(browser, url)
                finally:
                    browser.close()
                times[name].append(seconds)
                cpu[name].append(busy)
                print(f"  run {run + 1}  {name:13} boot {seconds:5.2f} s  machine CPU busy "
                      f"{cpu[name][-1]:5.2f} s  load {os.getloadavg()[0]:.2f}", flush=True)
    print(f"\nmedians over {runs} runs; load average now "
          f"{' '.join(f'{x:.2f}' for x in os.getloadavg())} on {os.cpu_count()} cores")
    for name in variants:
        xs, cs = sorted(times[name]), sorted(cpu[name])
        print(f"  {name:13} boot {statistics.median(xs):5.2f} s (range {xs[0]:.2f}-{xs[-1]:.2f})"
              f"  CPU {statistics.median(cs):5.2f} s (range {cs[0]:.2f}-{cs[-1]:.2f})")


if __name__ == "__main__":
    main(sys.argv[1:])
