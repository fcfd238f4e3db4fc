"""Filling word templates, the same way for the page and every game.

Templates are `str.format` strings whose numbers may choose a word form:

    fill("{name} draws {n} {n:card|cards}.", {"name": "Ann", "n": 1})  ->  "Ann draws 1 card."

`{n:one|other}` picks `one` for exactly 1 and `other` for anything else (German and English
need no more forms). A missing argument shows as `?` rather than breaking the sentence.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any


class Count(int):
    """An int whose format spec may be a plural choice `one|other`."""

    def __format__(self, spec: str) -> str:
        if "|" in spec:
            one, _, other = spec.partition("|")
            return one if self == 1 else other
        return format(int(self), spec)


class _Args(dict[str, Any]):
    def __getitem__(self, key: str) -> Any:
        value = super().__getitem__(key)
        return Count(value) if type(value) is int else value

    def __missing__(self, key: str) -> str:
        return "?"


def fill(template: str, args: Mapping[str, Any] | None = None) -> str:
    """`template` with `args` put in, plural choices resolved."""
    if not args and "{" not in template:
        return template
    return template.format_map(_Args(args or {}))


def joined(items: Iterable[str], and_word: str) -> str:
    """'A', 'A and B', 'A, B and C'."""
    items = list(items)
    if len(items) <= 1:
        return "".join(items)
    return f"{', '.join(items[:-1])} {and_word} {items[-1]}"
