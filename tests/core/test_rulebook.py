"""The rules-text format (core/rulebook.py): what a writer may use, and the mistakes it names."""

from __future__ import annotations

import pytest

from ludothek.core.rulebook import Entry, Heading, Items, Paragraph, RulebookError, parse, spans

TEXT = """## Overview {#overview}
Two players
build gardens.

- one item
- two **items**
### Scoring
The end.

## Cards {#cards}
@catalogue cards
"""


def test_sections_blocks_and_catalogue() -> None:
    sections = parse(TEXT, lambda name: [(f"{name} A", "does a"), ("B", "does b")])
    assert [s.key for s in sections] == ["overview", "cards"]
    assert sections[0].title == "Overview"
    assert sections[0].blocks == (Paragraph("Two players build gardens."),
                                  Items(("one item", "two **items**")),
                                  Heading("Scoring"), Paragraph("The end."))
    assert sections[1].blocks == (Entry("cards A", "does a"), Entry("B", "does b"))
    assert sections[0].words() == 1 + 4 + 4 + 1 + 2


def test_a_line_after_a_list_starts_a_paragraph() -> None:
    (section,) = parse("## A {#a}\n- x\nafter\n")
    assert section.blocks == (Items(("x",)), Paragraph("after"))


@pytest.mark.parametrize("text, says", [
    ("before\n## A {#a}\n", "line 1: text before"),
    ("## A {#a}\n# Big\n", "line 2: a heading"),
    ("## A {#a}\n#### Small\n", "line 2: a heading"),
    ("## A {#a}\nhalf **bold\n", r"line 2: '\*\*'"),
    ("## A {#a}\n@catalogue cards\n", "line 2: @catalogue needs"),
    ("## A {#a}\n## B {#a}\n", "used twice"),
])
def test_format_mistakes_are_named(text: str, says: str) -> None:
    with pytest.raises(RulebookError, match=says):
        parse(text)


def test_an_empty_catalogue_is_a_mistake() -> None:
    with pytest.raises(RulebookError, match="empty"):
        parse("## A {#a}\n@catalogue cards\n", lambda name: [])


def test_spans_mark_bold() -> None:
    assert spans("a **b** c") == [("a ", False), ("b", True), (" c", False)]
