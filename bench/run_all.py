"""Runs every benchmark in turn and prints its figures (`make bench`)."""

import runpy
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

for name in ("boot", "click", "games", "links"):
    path = HERE / f"{name}.py"
    if path.exists():
        print(f"\n=== {name}", flush=True)
        runpy.run_path(str(path), run_name="__main__")
