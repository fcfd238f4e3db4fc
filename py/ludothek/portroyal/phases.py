"""Port Royal's phases (the value of `PortRoyal.phase`), in a module of their own so that
refusals.py reads them without importing rules.py (which asks refusals.py for its reasons)."""

from __future__ import annotations

DISCOVER, DECIDE, TRADE, OVER = "discover", "repel", "trade", "over"
