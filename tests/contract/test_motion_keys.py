"""Every game's table keys what moves (issue 33, GAMES.md 'Drawing'): static/flip.js animates an
element from its old box to its new one by its data-anim key, so a key names one thing on the
table. Checked on the markup of many random positions of every game, as the page draws them."""

from collections import Counter
from html.parser import HTMLParser

import pytest
from contract.play import positions

from ludothek.core import registry
from ludothek.web.core.i18n import Translator
from ludothek.web.core.policy import page_view
from ludothek.web.play.screens import game_screen


SHIPPED = {"roseking", "portroyal", "jacynth", "castlerampage"}


class Keys(HTMLParser):
    def __init__(self):
        super().__init__()
        self.keys: Counter[str] = Counter()

    def handle_starttag(self, tag, attrs):
        attrs = dict(attrs)
        if attrs.get("data-anim"):
            self.keys[attrs["data-anim"]] += 1


@pytest.mark.parametrize("game_id", sorted(registry.specs()))
def test_each_key_names_one_thing_and_moves_are_keyed(game_id):
    t = Translator("en")
    keyed = 0
    for g in positions(game_id, seed=2, every=7):
        view = page_view(g, g.to_move).view
        parser = Keys()
        parser.feed(str(game_screen(view, {"layout": "landscape"}, t)))
        twice = [key for key, n in parser.keys.items() if n > 1]
        assert not twice, (game_id, len(g.history), twice)
        keyed += bool(parser.keys)
    # The shipped games key their tables (a game that keys nothing is drawn without motion).
    assert keyed > 0 or game_id not in SHIPPED
