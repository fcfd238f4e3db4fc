"""Rosenkönig's drawing (render.py) under CPython: it reads only the view. Where a card takes
the crown and which territories the end screen labels are the rules' answers, given in the view."""

import random
import re

from ludothek import new_game
from ludothek.roseking import render
from ludothek.roseking.moves import DRAW, parse
from ludothek.roseking.rules import groups, square_name, target_of
from ludothek.web.i18n import Translator
from ludothek.web.policy import page_view

EN = Translator("en")


def hints(markup):
    """{square name: move} of the clickable target squares (named first in their label)."""
    found = re.findall(r'<rect[^>]*class="hit"[^>]*data-move="([^"]+)"[^>]*aria-label="(\w+):', str(markup))
    return {square: move for move, square in found}


def test_view_gives_each_cards_target_and_the_territories():
    for seed in range(20):
        g = new_game("roseking", seed=seed)
        pick = random.Random(seed)
        while not g.is_over:
            view = g.view(None)
            assert view["card_targets"] == {c: target_of(g.crown, c) for hand in g.hands for c in hand}
            assert view["groups"] == [groups(g.board, 0), groups(g.board, 1)]
            g.play(pick.choice(g.legal_moves()))


def test_target_squares_come_from_the_view():
    g = new_game("roseking", seed=5, options={"light": True})
    view = page_view(g, g.to_move).view
    plays = [m for m in view["legal"] if parse(m).kind != DRAW]
    assert plays
    shown = hints(render.table(view, {}, EN))
    assert shown == {square_name(view["card_targets"][parse(m).card]): m for m in plays}
    # Doctor the view: the drawing follows it, it does not ask the rules.
    card = parse(plays[0]).card
    view["card_targets"][card] = 0
    assert hints(render.table(view, {}, EN))["a9"] == plays[0]


def test_end_screen_labels_the_territories_of_the_view():
    g = new_game("roseking", seed=3)
    pick = random.Random(3)
    while not g.is_over:
        g.play(pick.choice(g.legal_moves()))
    view = page_view(g).view
    labels = re.findall(r'class="territory-size"[^>]*>(\d+)<', str(render.table(view, {}, EN)))
    assert sorted(map(int, labels)) == sorted(len(t) for colour in view["groups"] for t in colour)
    view["groups"] = [[[0, 1, 2]], []]
    labels = re.findall(r'class="territory-size"[^>]*>(\d+)<', str(render.table(view, {}, EN)))
    assert labels == ["3"]
