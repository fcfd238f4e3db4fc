"""Errors the engine raises. Both are ValueErrors so callers can catch either broadly."""

from __future__ import annotations

from typing import Any

from .values import field, frozen


@frozen
class Refusal:
    """Why a move is not legal, in words a player reads: `key` names the game's words entry
    `refuse.<key>` (German and English), `args` fill its {placeholders}. A game's
    `Game.refusal(move)` gives it; the page says it when a tap is refused."""

    key: str
    args: dict[str, Any] = field(default_factory=dict)

    @property
    def word_key(self) -> str:
        return f"refuse.{self.key}"


class IllegalMove(ValueError):
    """A move that is not legal in the current position. The message says why; `refusal`
    says it in the player's words when the game gives one."""

    def __init__(self, message: str, refusal: Refusal | None = None) -> None:
        super().__init__(message)
        self.refusal = refusal


class BadSave(ValueError):
    """A save or link that cannot be opened: corrupt, tampered, unknown or outdated.

    `reason` is a short machine-readable code the page turns into a translated message;
    the exception text itself is a plain English explanation for logs and tests.
    """

    def __init__(self, reason: str, message: str) -> None:
        super().__init__(message)
        self.reason = reason
