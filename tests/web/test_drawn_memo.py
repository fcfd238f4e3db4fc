"""The parts of a table drawn once and kept as markup (draw.markup.written; issue 47): a redraw
takes a square, a stone or a card's face from the memo instead of drawing it again, and the
screen is the same, byte for byte, as one drawn without the memo, through whole games, in both
languages and both layouts, with cards chosen and lit."""

import importlib
import random
import re

import pytest

from ludothek import new_game
from ludothek.draw import markup
from ludothek.draw.markup import Raw, render
from ludothek.web.core.events import Route, Tap
from ludothek.web.core.i18n import Translator
from ludothek.web.core.page import html_attrs, only_hooks_differ, screen
from ludothek.web.core.policy import page_view
from ludothek.web.play.screens import game_screen
from web.page_driver import Driver

# What a tap may choose on a table: its data-value (attributes in the order table.choice writes).
SELECT = re.compile(r'data-action="select" data-value="([^"]+)"')
CHOOSING = {"roseking", "jacynth"}  # tables where a card is chosen first, then played
SETUPS = {"roseking": 2, "portroyal": 3, "jacynth": 2, "castlerampage": 2}


def unkept(kept, key, draw):
    """`written` without its memo: drawn at every call."""
    return Raw(render(draw()))


def renderers_with_a_memo():
    modules = [importlib.import_module(f"ludothek.{game_id}.render") for game_id in SETUPS]
    return [module for module in modules if getattr(module, "written", None) is markup.written]


def screens(game, rng, selects: bool):
    """The screens of the game's positions, each with a card chosen now and then, for every
    language and layout."""
    drawn = []
    while not game.is_over and len(game.history) < 60:
        view = page_view(game, game.to_move).view  # the mover's: a hidden hand shown
        for lang in ("en", "de"):
            for layout in ("landscape", "portrait"):
                plain = str(game_screen(view, {"layout": layout}, Translator(lang)))
                drawn.append(plain)
                choices = sorted(set(SELECT.findall(plain)))
                if selects and choices:  # a card chosen, its targets lit
                    ui = {"layout": layout, "selected": rng.choice(choices)}
                    drawn.append(str(game_screen(view, ui, Translator(lang))))
        game.play(rng.choice(game.legal_moves()))
    return drawn


def test_the_memo_is_used_by_the_games_that_draw_most():
    names = {module.__name__ for module in renderers_with_a_memo()}
    assert names >= {"ludothek.roseking.render", "ludothek.jacynth.render"}


@pytest.mark.parametrize("game_id", sorted(SETUPS))
def test_a_table_drawn_with_the_memo_is_the_table_drawn_without_it(game_id, monkeypatch):
    with_memo = screens(new_game(game_id, seed=11, players=SETUPS[game_id]), random.Random(3), True)
    for module in renderers_with_a_memo():
        monkeypatch.setattr(module, "written", unkept)
    without = screens(new_game(game_id, seed=11, players=SETUPS[game_id]), random.Random(3), True)
    assert len(with_memo) > 40
    if game_id in CHOOSING:
        assert sum(" selected" in screen for screen in with_memo) >= 4  # cards chosen, lit
    assert with_memo == without


def test_a_full_memo_starts_again_and_draws_the_same(monkeypatch):
    monkeypatch.setattr(markup, "KEPT_AT_MOST", 5)
    kept: dict = {}
    first = [markup.written(kept, n, lambda n=n: markup.h("b", {}, n)).text for n in range(12)]
    assert len(kept) <= 5
    again = [markup.written(kept, n, lambda n=n: markup.h("b", {}, n)).text for n in range(12)]
    assert first == again == [f"<b>{n}</b>" for n in range(12)]


def test_parts_handed_back_as_nodes_write_the_same_markup():
    """The "?" mode dresses the table's pieces (as_nodes): the same screen, every piece a node."""
    game = new_game("roseking", seed=5, players=2)
    for _ in range(9):
        game.play(game.legal_moves()[0])
    view = page_view(game).view
    kept = str(game_screen(view, {}, Translator("de")))
    with markup.as_nodes():
        table = game_screen(view, {}, Translator("de"))
    assert not any(isinstance(child, Raw) for child in markup.child_nodes(table))
    assert str(table) == kept


def test_the_tap_guard_settling_redraws_only_the_html_hooks():
    """400 ms after a move the tap guard settles: the page's state differs in that alone, so the
    glue puts <html>'s hook and draws nothing else (the screen is the same)."""
    game = new_game("roseking", seed=5, players=2)
    page = Driver(think=False)
    page.send(Route("#" + game.link()))
    page.send(Tap("move", {"move": game.legal_moves()[0]}, ply=0, time=1000.0))
    moved = page.state
    assert moved.settling
    settled = page.wait()
    assert not settled.settling and only_hooks_differ(settled, moved)
    assert str(screen(settled).app) == str(screen(moved).app)
    assert html_attrs(moved)["data-settling"] == "" and html_attrs(settled)["data-settling"] is None
    page.send(Tap("move", {"move": settled.game.legal_moves()[0]}, ply=1, time=5000.0))
    assert not only_hooks_differ(page.state, settled)  # a move is more than the hook
