"""JSON text from another device, read strictly: the one reader of `messages` and `codes`.

The standard library's `json.loads` takes more than a message needs and fails in ways a
caller does not expect: it recurses once per level of nesting (RecursionError in CPython; in
Pyodide a stack that may overflow first), reads NaN, Infinity and 1e999 (floats no JSON holds),
keeps the last of two equal keys, reads "\\ud800" as a lone surrogate (a str that cannot be
encoded as UTF-8, nor handed to the browser) and turns a number of 5000 digits into a
ValueError only after reading it. `read_json` refuses all of these before or while reading,
pure Python and the standard library only (CPython and Pyodide alike); the only exception it
raises is `Unreadable`, a ValueError."""

from __future__ import annotations

import json
import math
import re
from itertools import accumulate
from typing import Any

MAX_DEPTH = 16  # the deepest message sent (a seat's view: its log's entries' args) nests 6 deep
MAX_INT_DIGITS = 20  # any int a game writes (the largest seen: 5 digits), any 64-bit one

_ESCAPE = re.compile(r"\\.", re.DOTALL)  # inside a string; outside one JSON fails there anyway
_STRING = re.compile(r'"[^"]*"?')  # once escapes are gone; "? for one left open at the end
_NOT_BRACKET = re.compile(r"[^\[\]{}]+")
_LONG_NUMBER = re.compile(f"[0-9]{{{MAX_INT_DIGITS + 1}}}")
_STEP = {"[": 1, "{": 1, "]": -1, "}": -1}
_SURROGATE = re.compile("[\ud800-\udfff]")
_ESCAPED_SURROGATE = re.compile(r"\\u[dD][89a-fA-F]")


class Unreadable(ValueError):
    """Text that is not JSON, or JSON beyond what any message holds."""


def read_json(text: object, limit: int) -> Any:
    """The value of `text`, a str of at most `limit` characters, as `json.loads` reads it;
    `Unreadable` for anything else, nesting deeper than MAX_DEPTH, a number that is not finite
    or longer than MAX_INT_DIGITS digits, NaN or Infinity, an object with a key twice, or a
    string that is not Unicode text (a lone surrogate, raw or escaped)."""
    if not isinstance(text, str):
        raise Unreadable(f"not text but {type(text).__name__}")
    if len(text) > limit:
        raise Unreadable(f"{len(text)} characters, more than {limit}")
    if _SURROGATE.search(text):
        raise Unreadable("not Unicode text (a lone surrogate)")
    _check_outside_strings(text)
    try:
        value = json.loads(text, parse_constant=_constant, parse_float=_float,
                           object_pairs_hook=_object)
    except Unreadable:
        raise
    except (ValueError, RecursionError) as err:  # RecursionError: never, nesting is checked
        raise Unreadable(f"not JSON: {err}") from None
    if _ESCAPED_SURROGATE.search(text):  # an emoji's pair, or a lone one: look at every str
        _check_strings(value)
    return value


def _check_outside_strings(text: str) -> None:
    """Refuses text whose brackets outside strings nest deeper than MAX_DEPTH, or with a number
    of more than MAX_INT_DIGITS digits, before the recursive parser sees it: regular expressions
    and one pass of C-level iterators, linear. Where the text is no JSON, the parser stops at
    its first fault, and up to there what is counted here is what it reads."""
    outside = _STRING.sub("", _ESCAPE.sub("", text))
    if _LONG_NUMBER.search(outside):
        raise Unreadable(f"a number of more than {MAX_INT_DIGITS} digits")
    brackets = _NOT_BRACKET.sub("", outside)
    if brackets and max(accumulate(map(_STEP.__getitem__, brackets))) > MAX_DEPTH:
        raise Unreadable(f"nested deeper than {MAX_DEPTH}")


def _constant(name: str) -> Any:
    raise Unreadable(f"{name} is no JSON number")


def _float(digits: str) -> float:
    value = float(digits)
    if not math.isfinite(value):
        raise Unreadable(f"{digits[:20]} is beyond any float")
    return value


def _object(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    fields = dict(pairs)
    if len(fields) != len(pairs):
        raise Unreadable("an object with a key twice")
    return fields


def _check_strings(value: Any) -> None:
    stack = [value]
    while stack:
        item = stack.pop()
        if isinstance(item, dict):
            stack.extend(item)
            stack.extend(item.values())
        elif isinstance(item, list):
            stack.extend(item)
        elif isinstance(item, str) and _SURROGATE.search(item):
            raise Unreadable("a string that is not Unicode text (a lone surrogate)")
