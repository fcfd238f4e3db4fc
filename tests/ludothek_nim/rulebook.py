"""Nim's rules screen: the section that fits a position."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any


def moment(view: Mapping[str, Any]) -> str:
    return "end" if view["is_over"] else "turn"
