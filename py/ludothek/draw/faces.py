"""A card's face and its name agree (WCAG 2.5.3, label in name; issue 50): a card that is a
button is named for a listener ("Enlarge: the Sailor"), while its face shows other words (a
price, a rank, points). The name a screen reader says must hold the words the face shows, in
their order, so that a person who sees "3 Sailor 1" and says it to their speech input finds
the card. A picture's texts are also read joined with nothing between them ("3Sailor1"): each
text of a face starts with a space, which the picture does not draw (SVG drops it)."""

from __future__ import annotations

import html
import re
from collections.abc import Callable, Hashable, Sequence

from .markup import Child, Raw, render

_OPEN = re.compile(r"(<(?:text|tspan)\b[^>]*>)(?=[^\s<])")
_TEXT = re.compile(r"<text\b[^>]*>(.*?)</text>", re.S)
_TAG = re.compile(r"<[^>]+>")
_TOKEN = re.compile(r"[^\W_]+")


class Face:
    """A face's markup, written once (its texts spaced), and the words it shows."""

    __slots__ = ("markup", "words")

    def __init__(self, markup: str) -> None:
        self.markup = Raw(_OPEN.sub(r"\1 ", markup))
        self.words = tuple(word for text in _TEXT.findall(markup)
                           for word in [html.unescape(_TAG.sub(" ", text)).strip()] if word)


def _tokens(text: str) -> list[str]:
    return [token.casefold() for token in _TOKEN.findall(text)]


def named(label: str, words: Sequence[str]) -> str:
    """`label`, with the face's `words` after it unless it says them already, in their order."""
    shown = _tokens(" ".join(words))
    said = _tokens(label)
    if not shown or any(said[i:i + len(shown)] == shown for i in range(len(said) - len(shown) + 1)):
        return label
    return f"{label}: {' '.join(words)}"


def spaced(text: str) -> str:
    """A text of a face, drawn as it is, read apart from the one before it."""
    return text if text.startswith(" ") else " " + text


def kept_face(kept: dict[Hashable, Face], key: Hashable, draw: Callable[[], Child]) -> Face:
    """`draw()` as a face, drawn once per `key` (as `markup.written` keeps a part's markup)."""
    found = kept.get(key)
    if found is None:
        found = kept[key] = Face(render(draw()))
    return found
