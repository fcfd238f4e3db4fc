"""The rules screen as markup: a game's full rules (core.rulebook) with a table of contents,
each section an element of its own (its address `#rules/<game>/<key>`). A game without a rules
text yet shows its short help text instead."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...core import rulebook
from ...core.rulebook import Block, Entry, Heading, Items, Paragraph, Section
from ...draw.markup import Node, h
from .rules import TOP, address, section_id
from ..core.page import lang_switch
from ..core.state import RulesAt

if TYPE_CHECKING:
    from ..core.i18n import Translator


def inline(text: str) -> list[Node | str]:
    """A line's text with its **bold** spans."""
    return [h("strong", {}, piece) if bold else piece for piece, bold in rulebook.spans(text)]


def _blocks(blocks: tuple[Block, ...]) -> list[Node]:
    """A section's blocks; the entries of a catalogue in a row make one definition list."""
    out: list[Node] = []
    entries: list[Node] = []
    for block in blocks:
        if isinstance(block, Entry):
            entries += [h("dt", {}, inline(block.title)), h("dd", {}, inline(block.text))]
            continue
        if entries:
            out.append(h("dl", {"class_": "rules-catalogue"}, entries))
            entries = []
        if isinstance(block, Heading):
            out.append(h("h4", {}, inline(block.text)))
        elif isinstance(block, Items):
            out.append(h("ul", {}, [h("li", {}, inline(item)) for item in block.items]))
        elif isinstance(block, Paragraph):
            out.append(h("p", {}, inline(block.text)))
    if entries:
        out.append(h("dl", {"class_": "rules-catalogue"}, entries))
    return out


def _link(game_id: str, section: Section) -> Node:
    return h("a", {"href": "#" + address(game_id, section.key), "data-action": "rules-section",
                   "data-game": game_id, "data-key": section.key}, section.title)


def _section(game_id: str, section: Section, current: bool) -> Node:
    return h("section", {"class_": "rules-section" + (" current" if current else ""),
                         "id": section_id(game_id, section.key), "data-key": section.key},
             h("h3", {}, _link(game_id, section)), _blocks(section.blocks))


def rules_screen(at: RulesAt, t: Translator) -> Node:
    """The rules of `at.game` in the page's language; its first button goes back to where
    they were opened (the game, or the home screen)."""
    game_id = at.game
    book = rulebook.load(game_id, t.lang)
    back = t("rules.back_game") if at.from_game else t("rules.back_home")
    # Up to the contents from anywhere in the long text, as a link of the contents (an entry).
    up = (h("a", {"href": "#" + address(game_id), "class_": "rules-up",
                  "data-action": "rules-section", "data-game": game_id, "data-key": ""},
            "↑ ", t("rules.contents")) if book is not None else None)
    bar = h("div", {"class_": "rules-bar"},
            h("button", {"class_": "primary", "data-action": "close-dialog"}, "← ", back),
            up, lang_switch(t))
    title = h("h2", {"id": TOP}, t.game(game_id, "title"), " – ", t("game.rules"))
    missing = (h("p", {"class_": "rules-missing", "role": "status"},
                 t("rules.unknown_section", section=at.missing)) if at.missing else None)
    if book is None:  # no full rules yet: the short help text
        body: list[Node] = [h("div", {"class_": "rules-text"},
                              [h("p", {}, part)
                               for part in t.game(game_id, "help").split("\n\n")])]
    else:
        contents = h("nav", {"class_": "rules-toc", "aria-label": t("rules.contents")},
                     h("p", {"class_": "rules-toc-title"}, t("rules.contents")),
                     h("ol", {}, [h("li", {}, _link(game_id, s)) for s in book.sections]))
        body = [contents, h("div", {"class_": "rules-text"},
                            [_section(game_id, s, s.key == at.section) for s in book.sections])]
    return h("div", {"class_": "dialog rules", "role": "dialog", "aria-modal": "true",
                     "aria-label": t("game.rules"), "data-game": game_id,
                     "data-section": at.section},
             bar, title, missing, body)

