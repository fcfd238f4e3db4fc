"""Filling word templates, the same way for the page and every game.

Templates are `str.format` strings whose numbers may choose a word form:

    fill("{name} draws {n} {n:card|cards}.", {"name": "Ann", "n": 1})  ->  "Ann draws 1 card."

`{n:one|other}` picks `one` for exactly 1 and `other` for anything else (German and English
need no more forms). A missing argument shows as `?` rather than breaking the sentence.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any, Protocol

LANGUAGES: tuple[str, ...] = ("de", "en")


class Words(Protocol):
    """The page's translator as a renderer uses it (`ludothek.web.i18n.Translator`): the
    language, and a game's words by key, filled with `args`."""

    lang: str

    def game(self, game_id: str, key: str, **args: Any) -> str: ...


class GameWords:
    """One game's words, as its renderer asks for them: `say = GameWords("jacynth")`, then
    `say(t, "hand.title", name=...)` is `t.game("jacynth", "hand.title", name=...)`."""

    __slots__ = ("game_id",)

    def __init__(self, game_id: str) -> None:
        self.game_id = game_id

    def __call__(self, t: Words, key: str, **args: Any) -> str:
        return t.game(self.game_id, key, **args)


# A game's words in one layout (GAMES.md, 'Words'): one table per category, each holding every
# language's lines, e.g. _LOG = {"de": {"start": "{name} beginnt."}, "en": {...}}.
WordTable = Mapping[str, Mapping[str, str]]


def word_tables(*tables: tuple[str, WordTable]) -> dict[str, dict[str, str]]:
    """`WORDS` ({lang: {key: template}}) from per-category tables, each given with the prefix
    its keys take: `word_tables(("", _GAME), ("option.", _OPTIONS), ("log.", _LOG))`."""
    words: dict[str, dict[str, str]] = {lang: {} for lang in LANGUAGES}
    for prefix, table in tables:
        for lang in LANGUAGES:
            words[lang].update({prefix + key: line for key, line in table[lang].items()})
    return words


def capital(text: str) -> str:
    """`text` starting with a capital, the rest as it is ("the Forest" -> "The Forest")."""
    return text[:1].upper() + text[1:]


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
