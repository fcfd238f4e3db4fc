"""Every game's table, for keyboards and screen readers: whatever can be clicked can be reached
with Tab and has a name; only legal moves are offered. Checked on the markup of many random
positions of every game, as the page draws them."""

from html.parser import HTMLParser

import pytest
from contract.play import positions

from ludothek.core import registry
from ludothek.web.core.i18n import Translator
from ludothek.web.core.policy import page_view
from ludothek.web.play.screens import game_screen

NATIVE = {"button", "input", "select", "summary", "a", "textarea"}


class Clickables(HTMLParser):
    def __init__(self):
        super().__init__()
        self.found = []

    def handle_starttag(self, tag, attrs):
        attrs = dict(attrs)
        if "data-action" in attrs:
            self.found.append((tag, attrs))


@pytest.mark.parametrize("game_id", sorted(registry.specs()))
def test_clickable_things_are_reachable_named_and_legal(game_id):
    t = Translator("en")
    for g in positions(game_id, seed=1, every=9):
        view = page_view(g, g.to_move).view
        parser = Clickables()
        parser.feed(str(game_screen(view, {"layout": "landscape"}, t)))
        assert parser.found
        for tag, attrs in parser.found:
            if tag not in NATIVE:
                assert attrs.get("role") == "button" and attrs.get("tabindex") == "0", (tag, attrs)
                assert attrs.get("aria-label"), (tag, attrs)
            if attrs["data-action"] == "move":
                assert attrs["data-move"] in view["legal"], (attrs, view["legal"])
