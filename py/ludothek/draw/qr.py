"""A QR code drawn as SVG, from the pinned `segno` (tools/site-wheels.txt), which the page loads
only when a code is first drawn (static/build/segno.zip, web/qr_loader.py): nothing here is
imported at start.

The code is dark on light whatever the page's theme (a scanner wants dark modules on a light
ground), with the standard quiet zone of four modules, in a viewBox of whole modules drawn as
one path with crisp edges: sharp at any size the page gives it."""

from __future__ import annotations

import functools

from segno import encoder  # what the page's segno.zip holds of segno (tools/segno_init.py)

from .markup import Node, h

QUIET_ZONE = 4  # modules of light margin on each side, as the QR standard asks
DARK, LIGHT = "#000", "#fff"

# Error correction: the lowest level (L, 7 %) with segno's boost to the best level that needs
# no larger symbol. A share link (a whole game in its fragment) is 250-400 characters, up to
# about 700 with long names and a long game; at L that is version 11-21 (61-101 modules), whose
# modules stay about 3 px wide or more in the dialog's 320-px code, which a phone camera reads
# from a screen a forearm away. A higher level would make the same link's modules smaller (a
# screen is neither torn nor stained, where error correction pays). Byte mode at L holds up to
# 2953 bytes (version 40); a longer text raises encoder.DataOverflowError.
ERROR_LEVEL = "L"


def qr_matrix(text: str) -> tuple[tuple[bool, ...], ...]:
    """The code's modules, row by row (True: dark), without the quiet zone."""
    code = encoder.encode(text, error=ERROR_LEVEL, micro=False, boost_error=True)
    return tuple(tuple(bool(cell) for cell in row) for row in code.matrix)


def path_data(matrix: tuple[tuple[bool, ...], ...], offset: int = QUIET_ZONE) -> str:
    """The dark modules as one SVG path: a rectangle per run of dark modules in a row."""
    parts: list[str] = []
    for y, row in enumerate(matrix):
        x = 0
        while x < len(row):
            if not row[x]:
                x += 1
                continue
            start = x
            while x < len(row) and row[x]:
                x += 1
            parts.append(f"M{start + offset} {y + offset}h{x - start}v1h-{x - start}z")
    return "".join(parts)


@functools.lru_cache(maxsize=8)  # the dialog is redrawn (Copy, a notice) with the same link
def qr_svg(text: str, label: str, css_class: str = "qr") -> Node:
    """`text` as a QR code, an <svg> that fills the width its container gives it (square);
    `label`: what a screen reader says of it."""
    matrix = qr_matrix(text)
    size = len(matrix) + 2 * QUIET_ZONE
    return h("svg", {"xmlns": "http://www.w3.org/2000/svg", "viewBox": f"0 0 {size} {size}",
                     "class_": css_class, "role": "img", "aria-label": label,
                     "shape-rendering": "crispEdges", "data-modules": len(matrix)},
             h("rect", {"width": size, "height": size, "fill": LIGHT}),
             h("path", {"d": path_data(matrix), "fill": DARK}))
