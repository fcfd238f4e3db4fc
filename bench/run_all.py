"""Runs the benchmarks in turn and prints their figures (`make bench`). The strength matches of
the computer players take long and run on their own: `python3 bench/bots_strength.py`, as does
the QR decoders' comparison (`bench/qr_decoders.py`, which fetches both with npm)."""

import runpy
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

for name in ("boot", "transfer", "click", "games", "links", "bots_time", "bots_pyodide", "bots_block"):
    path = HERE / f"{name}.py"
    if path.exists():
        print(f"\n=== {name}", flush=True)
        runpy.run_path(str(path), run_name="__main__")
