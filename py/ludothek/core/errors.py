"""Errors the engine raises. Both are ValueErrors so callers can catch either broadly."""


class IllegalMove(ValueError):
    """A move that is not legal in the current position. The message says why."""


class BadSave(ValueError):
    """A save or link that cannot be opened: corrupt, tampered, unknown or outdated.

    `reason` is a short machine-readable code the page turns into a translated message;
    the exception text itself is a plain English explanation for logs and tests.
    """

    def __init__(self, reason: str, message: str) -> None:
        super().__init__(message)
        self.reason = reason
