"""A game's full rules, in sections, from `rules.<lang>.md` beside its rules module.

The text is a small subset of Markdown, so a writer needs no tools and the parser stays tiny:
`## Title {#key}` starts a section (the key is its address, `#rules/<game>/<key>`), `### Title`
a heading inside it, a blank line ends a paragraph, `- ` starts a list item, `**bold**` is the
only inline markup. A line `@catalogue <name>` is replaced by the entries the game's rulebook
module gives (`catalogue(name, lang) -> [(title, text)]`): card and person texts the game's
words already hold are not written twice. The module's `moment(view) -> key` names the section
that fits the position the page shows (from the view, so never from hidden cards).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping
from typing import Any

from . import registry
from .values import frozen

# Every game's rules have these sections (a contract test checks it); others as a game needs.
REQUIRED_KEYS: tuple[str, ...] = ("overview", "setup", "turn", "end", "options", "notes")
MODULE = "rulebook"  # the game's module with moment() and, if it uses @catalogue, catalogue()

_SECTION = re.compile(r"^## (?P<title>.+?) \{#(?P<key>[a-z0-9-]+)\}\s*$")
_CATALOGUE = re.compile(r"^@catalogue (?P<name>[a-z0-9_-]+)\s*$")


class RulebookError(ValueError):
    """The text breaks the format (said with its line number, for the writer)."""


@frozen
class Heading:
    text: str


@frozen
class Paragraph:
    text: str


@frozen
class Items:
    items: tuple[str, ...]


@frozen
class Entry:
    """One entry of a catalogue: a card, person or contract with what it does."""
    title: str
    text: str


Block = Heading | Paragraph | Items | Entry
Catalogue = Callable[[str], list[tuple[str, str]]]


@frozen
class Section:
    key: str
    title: str
    blocks: tuple[Block, ...]

    def words(self) -> int:
        return len(self.title.split()) + sum(len(_text(block).split()) for block in self.blocks)


@frozen
class Rulebook:
    game_id: str
    lang: str
    sections: tuple[Section, ...]

    def section(self, key: str) -> Section | None:
        return next((s for s in self.sections if s.key == key), None)

    def keys(self) -> tuple[str, ...]:
        return tuple(s.key for s in self.sections)

    def words(self) -> int:
        return sum(s.words() for s in self.sections)


def _text(block: Block) -> str:
    if isinstance(block, Items):
        return " ".join(block.items)
    if isinstance(block, Entry):
        return f"{block.title} {block.text}"
    return block.text


def parse(text: str, catalogue: Catalogue | None = None) -> tuple[Section, ...]:
    """The sections of a rules text; RulebookError names the first line that breaks the format."""
    sections: list[Section] = []
    head: tuple[str, str] | None = None
    blocks: list[Block] = []
    lines: list[str] = []  # the paragraph or list being read
    listing = False

    def close_block() -> None:
        nonlocal lines, listing
        if lines:
            blocks.append(Items(tuple(lines)) if listing else Paragraph(" ".join(lines)))
        lines, listing = [], False

    def close_section() -> None:
        nonlocal blocks
        close_block()
        if head is not None:
            sections.append(Section(head[0], head[1], tuple(blocks)))
        blocks = []

    for number, raw in enumerate(text.splitlines(), 1):
        line = raw.strip()
        found = _SECTION.match(line)
        if found:
            close_section()
            head = (found["key"], found["title"].strip())
            continue
        if not line:
            close_block()
            continue
        if head is None:
            raise RulebookError(f"line {number}: text before the first '## Title {{#key}}'")
        if line.startswith("#"):
            if not line.startswith("### ") or line.startswith("####"):
                raise RulebookError(f"line {number}: a heading is '## Title {{#key}}' or '### Title'")
            close_block()
            blocks.append(Heading(line[4:].strip()))
        elif line.startswith("- "):
            if lines and not listing:
                close_block()
            listing = True
            lines.append(line[2:].strip())
        elif (wanted := _CATALOGUE.match(line)) is not None:
            close_block()
            if catalogue is None:
                raise RulebookError(f"line {number}: @catalogue needs the game's catalogue()")
            entries = catalogue(wanted["name"])
            if not entries:
                raise RulebookError(f"line {number}: catalogue {wanted['name']!r} is empty")
            blocks.extend(Entry(title, body) for title, body in entries)
        elif listing:
            close_block()
            lines.append(line)
        else:
            lines.append(line)
        if line.count("**") % 2:
            raise RulebookError(f"line {number}: '**' opened and not closed on the line")
    close_section()
    keys = [s.key for s in sections]
    if len(set(keys)) != len(keys):
        raise RulebookError(f"a section key is used twice: {sorted(k for k in keys if keys.count(k) > 1)}")
    return tuple(sections)


def spans(text: str) -> list[tuple[str, bool]]:
    """A line's pieces as (text, bold)."""
    return [(piece, index % 2 == 1) for index, piece in enumerate(text.split("**")) if piece]


_books: dict[tuple[str, str], Rulebook] = {}


def load(game_id: str, lang: str) -> Rulebook | None:
    """The game's rules in `lang`, or None when it has no such file (read once)."""
    key = (game_id, lang)
    if key not in _books:
        text = registry.package_text(game_id, f"rules.{lang}.md")
        if not text:
            return None
        module = registry.part(game_id, MODULE) if registry.has_module(game_id, MODULE) else None
        maker = getattr(module, "catalogue", None)
        catalogue: Catalogue | None = (lambda name: list(maker(name, lang))) if maker else None
        _books[key] = Rulebook(game_id, lang, parse(text, catalogue))
    return _books[key]


def moment(game_id: str, view: Mapping[str, Any]) -> str | None:
    """The key of the section that fits the position `view` shows, if the game says."""
    if not registry.has_module(game_id, MODULE):
        return None
    module = registry.part(game_id, MODULE)
    pick = getattr(module, "moment", None)
    return str(pick(view)) if pick is not None else None
