"""Text in a picture that stays inside its room: an SVG text is cut at the picture's edge and
nothing measures it before the page draws it, so its width is estimated from its length and,
where that may be too wide, a smaller size and then `textLength` keep it in (issue 46)."""

from __future__ import annotations

from .markup import AttrValue


def text_width(text: str, size: float, bold: bool = False) -> float:
    """A line's width in user units, on the wide side for the page's sans-serif (DejaVu Sans,
    the widest of the usual ones)."""
    return len(text) * size * (0.68 if bold else 0.6)


# A bold line's width, estimated letter by letter (measured in the page's sans-serif at weight
# 600: narrow, wide, capital and other letters; over a card's names, within 3 units at 10).
_NARROW, _WIDE = frozenset("iljtfrI.,-()' "), frozenset("mwMW")


def letters_width(text: str, size: float) -> float:
    """A bold line's width in user units, closer than `text_width` where a line must keep its
    size and only the lines that may not fit are squeezed (Castle Rampage's card names)."""
    return size / 10 * sum(4.1 if c in _NARROW else 10.2 if c in _WIDE
                           else 7.2 if c.isupper() else 6.8 for c in text)


def fitted(text: str, size: float, room: float, bold: bool = False,
           least: float = 0.7) -> tuple[float, dict[str, AttrValue]]:
    """The line's width and its attributes (a smaller size, as a style: a class's font-size
    outranks the attribute; textLength where even the smallest size, `least` times `size`,
    would be too wide) for `room` user units."""
    wide = text_width(text, size, bold)
    if wide <= room:
        return wide, {}
    smaller = max(size * room / wide, size * least)
    attrs: dict[str, AttrValue] = {"style": f"font-size:{smaller:.1f}px"}
    wide = text_width(text, smaller, bold)
    if wide > room:
        attrs.update({"textLength": round(room, 1), "lengthAdjust": "spacingAndGlyphs"})
        wide = room
    return wide, attrs
