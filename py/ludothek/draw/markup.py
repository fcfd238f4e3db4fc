"""A tiny HTML/SVG builder. Every text and attribute value is escaped, so player names and
anything a link or save supplies reach the page as text, never as markup.

    h("text", {"x": 3, "class": "label"}, name)   ->  <text x="3" class="label">…</text>
"""

from __future__ import annotations

import re
from collections.abc import Callable, Hashable, Iterator, Mapping, Sequence
from contextlib import contextmanager
from typing import Any, TypeAlias, Union

# Our own escape instead of `html.escape`: importing `html` pulls in `html.entities`, a large
# table the page would compile at every start only to escape five characters.
_TEXT = str.maketrans({"&": "&amp;", "<": "&lt;", ">": "&gt;"})
_ATTR = str.maketrans({"&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#x27;"})


def escape(text: str, quote: bool = True) -> str:
    """`text` safe inside an element (quote=False) or a quoted attribute value (quote=True)."""
    return text.translate(_ATTR if quote else _TEXT)

_NAME = re.compile(r"^[a-zA-Z][a-zA-Z0-9:_-]*$")
_GOOD_NAMES: set[str] = set()  # attribute names already checked against _NAME
_GOOD_TAGS: set[str] = set()  # tag names already checked against _NAME
_CLEAN_KEYS: dict[str, str] = {}  # h()'s attribute keys as written: class_ -> class
_TEXT_SPECIAL = re.compile(r"[&<>]")
_ATTR_SPECIAL = re.compile(r"[&<>\"']")
_VOID = frozenset({"br", "hr", "img", "input", "meta", "link"})

# An attribute value: None and False leave the attribute out, True writes it bare.
AttrValue: TypeAlias = Union[str, int, float, None]
# What may go inside an element: nodes, safe markup, text and numbers (escaped), nothing (None
# or False), or lists and tuples of these.
Child: TypeAlias = Union["Node", "Raw", str, int, float, None, Sequence["Child"]]


class Node:
    __slots__ = ("tag", "attrs", "children")

    def __init__(self, tag: str, attrs: Mapping[str, AttrValue] | None = None,
                 children: Sequence[Child] = ()) -> None:
        if tag not in _GOOD_TAGS:  # a redraw makes thousands of nodes of a dozen tags
            if not _NAME.match(tag):
                raise ValueError(f"bad tag {tag!r}")
            _GOOD_TAGS.add(tag)
        self.tag = tag
        self.attrs: Mapping[str, AttrValue] = attrs or {}
        self.children = children

    def __str__(self) -> str:
        out: list[str] = []
        self.write(out)
        return "".join(out)

    def write(self, out: list[str]) -> None:
        """Append the markup to `out`: one list for the whole tree, joined once (a redraw
        serialises thousands of nodes; joining at every level cost most of its time). The
        common cases (str, int and float values; node and text children) are written here
        rather than through `_write`, for the same reason."""
        append = out.append
        tag = self.tag
        append("<" + tag)
        for key, value in self.attrs.items():
            if value is None or value is False:
                continue
            if key not in _GOOD_NAMES:
                if not _NAME.match(key) or key.lower().startswith("on"):
                    raise ValueError(f"bad attribute {key!r}")  # no inline handlers, ever
                _GOOD_NAMES.add(key)
            kind = type(value)
            if kind is str:
                append(f' {key}="{value.translate(_ATTR) if _ATTR_SPECIAL.search(value) else value}"')  # type: ignore[union-attr,arg-type]
            elif value is True:
                append(f' {key}=""')  # the XML spelling, valid HTML too
            elif kind is int or kind is float:  # digits, a sign and a point: nothing to escape
                append(f' {key}="{_fmt(value)}"')
            else:
                text = _fmt(value)
                append(f' {key}="{text.translate(_ATTR) if _ATTR_SPECIAL.search(text) else text}"')
        if tag in _VOID:
            append(" />")  # well-formed XML as well (pictures embed markup in SVG)
            return
        append(">")
        for child in self.children:
            child_kind = type(child)
            if child_kind is Node:
                child.write(out)  # type: ignore[union-attr]
            elif child_kind is str:
                append(child.translate(_TEXT) if _TEXT_SPECIAL.search(child) else child)  # type: ignore[union-attr,arg-type]
            else:
                _write(child, out)
        append(f"</{tag}>")


class Raw:
    """Markup that is already safe (only for constant strings written in this codebase)."""

    __slots__ = ("text",)

    def __init__(self, text: str) -> None:
        self.text = text

    def __str__(self) -> str:
        return self.text


def _fmt(value: object) -> str:
    if isinstance(value, float):
        return f"{value:.2f}".rstrip("0").rstrip(".")
    return str(value)


def find_class(node: Node, cls: str) -> Node | None:
    """The first element under `node` (itself included, depth first) with the class `cls`: the
    page dresses a drawn screen there (a button added, a live region made quiet)."""
    if cls in str(node.attrs.get("class") or "").split():
        return node
    for child in child_nodes(node):
        found = find_class(child, cls)
        if found is not None:
            return found
    return None


def child_nodes(node: Node) -> Iterator[Node]:
    """The elements among `node`'s children, in order, lists of children opened (markup
    already written, `Raw`, is text here)."""
    stack: list[Any] = [iter(node.children)]
    while stack:
        child = next(stack[-1], _END)
        if child is _END:
            stack.pop()
        elif isinstance(child, Node):
            yield child
        elif isinstance(child, (list, tuple)):
            stack.append(iter(child))


_END = object()


def render(child: Child) -> str:
    out: list[str] = []
    _write(child, out)
    return "".join(out)


# Drawings a `written` table keeps at most: a game's faces and squares in both languages and
# every layout fit many times over; past it the table starts again (a long session's waste).
KEPT_AT_MOST = 4096


_keeping = [True]  # `written` keeps its parts as markup (off: see `as_nodes`)


def written(kept: dict[Any, Raw], key: Hashable, draw: Callable[[], Child]) -> Child:
    """`draw()` as written markup, drawn once per `key` and then taken from `kept`: for parts
    of a table that a tap leaves as they were (a card face, a square, a stone), redrawn at
    every tap otherwise. `key` must name everything the drawing depends on (the card, its
    place, the language, ...): the screen is the same with the memo and without it."""
    if not _keeping[-1]:
        return draw()
    found = kept.get(key)
    if found is None:
        if len(kept) >= KEPT_AT_MOST:
            kept.clear()
        found = kept[key] = Raw(render(draw()))
    return found


@contextmanager
def as_nodes(on: bool = True) -> Iterator[None]:
    """While on, `written` hands back its parts as nodes, drawn anew: for a screen whose
    pieces the page dresses after drawing (the "?" mode makes each one a stop of the keyboard)."""
    _keeping.append(not on and _keeping[-1])
    try:
        yield
    finally:
        _keeping.pop()


def _write(child: Child, out: list[str]) -> None:
    kind = type(child)
    if kind is Node:
        child.write(out)  # type: ignore[union-attr]
    elif kind is str:
        out.append(child.translate(_TEXT) if _TEXT_SPECIAL.search(child) else child)  # type: ignore[union-attr,arg-type]
    elif child is None or child is False:
        return
    elif kind is list or kind is tuple:
        for item in child:  # type: ignore[union-attr]
            _write(item, out)
    elif isinstance(child, Node):
        child.write(out)
    elif isinstance(child, Raw):
        out.append(child.text)
    elif isinstance(child, (list, tuple)):
        for item in child:
            _write(item, out)
    else:
        out.append(escape(_fmt(child), quote=False))


def h(tag: str, attrs: Mapping[str, AttrValue] | None = None, *children: Child) -> Node:
    """An element. `attrs` keys ending in '_' lose it (class_ -> class); '_' inside becomes '-'."""
    clean: dict[str, AttrValue] = {}
    if attrs:
        for key, value in attrs.items():
            name = _CLEAN_KEYS.get(key)
            if name is None:
                name = _CLEAN_KEYS[key] = key.rstrip("_").replace("_", "-")
            clean[name] = value
    return Node(tag, clean, children)


def svg(width: float, height: float, *children: Child, **attrs: AttrValue) -> Node:
    """An SVG root scaled to its container, with a coordinate space of width x height."""
    base: dict[str, AttrValue] = {"xmlns": "http://www.w3.org/2000/svg", "viewBox": f"0 0 {width} {height}",
            "preserveAspectRatio": "xMidYMid meet"}
    base.update({k.rstrip("_").replace("_", "-"): v for k, v in attrs.items()})
    return Node("svg", base, children)
