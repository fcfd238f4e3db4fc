"""Rosenkönig's drawing (render.py) under CPython: it reads only the view. Where a card takes
the crown and which territories the end screen labels are the rules' answers, given in the view."""

import random
import re
from pathlib import Path

import pytest

from ludothek import new_game
from ludothek.roseking import render
from ludothek.roseking.moves import DRAW, parse
from ludothek.roseking.rules import groups, square_name, target_of
from ludothek.web.core.i18n import Translator
from ludothek.web.core.policy import page_view

EN, DE = Translator("en"), Translator("de")


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


# ----- choosing, then playing (seed 000's interface note) --------------------------------------


def clickables(markup):
    """(tag, attrs) of everything with a data-action."""
    return [(tag, dict(a)) for tag, a in re.findall(r"<(\w+) ([^>]*data-action[^>]*)>", str(markup))
            for a in [re.findall(r'([\w-]+)="([^"]*)"', a)]]


def position(light=False, hero=False):
    """A fresh position (or the first with a hero play) with Light on or off."""
    for seed in range(300):
        g = new_game("roseking", seed=seed, options={"light": light, "start": "red"})
        pick = random.Random(seed)
        while not g.is_over:
            plays = [m for m in g.legal_moves() if m != "draw"]
            if plays and (not hero or any(m.startswith("H:") for m in plays)):
                return g, page_view(g, g.to_move).view
            g.play(pick.choice(g.legal_moves()))
    raise AssertionError("no such position")


def test_without_light_a_tap_on_a_card_or_a_lit_square_only_chooses():
    """Seed 000, interface: a chosen card is first only framed green. With nothing chosen no
    card and no square plays: each lit square chooses its card, like the card itself."""
    g, view = position()
    plays = {m for m in view["legal"] if m != "draw"}
    found = clickables(render.table(view, {}, EN))
    moves = {a["data-move"] for _, a in found if a["data-action"] == "move"}
    assert moves <= {"draw"}
    cards = {a["data-value"] for tag, a in found if tag == "g" and a["data-action"] == "select"}
    squares = {a["data-value"] for tag, a in found if tag == "rect" and a["data-action"] == "select"}
    assert cards == squares == plays
    assert "It is played only with 'Play card'" in str(render.table(view, {}, EN))


def test_chosen_card_is_framed_and_played_by_play_card_or_its_target():
    """Seed 000, interface: only 'Karte spielen' (or a tap on its target square) plays the
    chosen card; the other lit squares choose another card instead."""
    g, view = position()
    for move in (m for m in view["legal"] if m != "draw"):
        markup = str(render.table(view, {"selected": move}, DE))
        found = clickables(markup)
        played = [(tag, a.get("class")) for tag, a in found if a.get("data-move") == move]
        assert sorted(played) == [("button", "primary"), ("rect", "hit chosen")]  # framed solid (issue 50)
        assert {a["data-move"] for _, a in found if a["data-action"] == "move"} <= {move, "draw"}
        assert re.search(rf'<g class="card legal selected" data-card="{parse(move).card}"', markup)
        assert ">Karte spielen</button>" in markup
        target = square_name(view["card_targets"][parse(move).card])
        assert f"Gewählt: {DE.game('roseking', 'card.' + parse(move).card)} nach {target}." in markup


def test_hero_choice_is_confirmed_on_the_button_and_on_the_target():
    """Seed 000: a card that needs a hero asks to confirm the hero before it is played."""
    g, view = position(hero=True)
    move = next(m for m in view["legal"] if m.startswith("H:"))
    found = clickables(render.table(view, {"selected": move}, EN))
    played = [a for _, a in found if a.get("data-move") == move]
    assert len(played) == 2 and all(a.get("data-confirm") for a in played)
    assert ">Play with hero</button>" in str(render.table(view, {"selected": move}, EN))


def test_light_plays_a_card_or_a_lit_square_at_once():
    """Seed 000, 'Light': playing a card makes the move at once (it can be taken back)."""
    g, view = position(light=True)
    plays = {m for m in view["legal"] if m != "draw"}
    found = clickables(render.table(view, {}, EN))
    assert not [a for _, a in found if a["data-action"] == "select"]
    for tag in ("g", "rect"):
        assert {a["data-move"] for t, a in found if t == tag and a["data-action"] == "move"} == plays


# ----- the hero count and the card text, at every layout ---------------------------------------


@pytest.mark.parametrize("layout", ["landscape", "portrait"])
def test_hero_count_lies_inside_the_picture(layout):
    """Issue #14: the hero count was cut off below the shields in portrait (phones, upright
    tablets): each count's text, 18 units high, lies wholly inside the picture's viewBox."""
    g, view = position()
    markup = str(render.table(view, {"layout": layout}, EN))
    width, height = map(float, re.search(r'viewBox="0 0 ([\d.]+) ([\d.]+)"', markup).groups())
    counts = re.findall(r'<text x="([\d.]+)" y="([\d.]+)"[^>]*class="hero-count"[^>]*>(\d)</text>', markup)
    assert len(counts) == 2 and all(c == "4" for *_, c in counts)
    for x, y, _ in counts:
        assert 18 <= float(y) <= height - 4 and 10 <= float(x) <= width - 10


def test_card_numerals_and_codes_are_drawn_large():
    """Issue #14: card values readable at tablet sizes. The board is drawn at 0.77 px per unit
    or more there (1024 px wide, the log beside it), so the numeral (24 units) and the card's
    code (17 units) are 12 px or more."""
    css = (Path(render.__file__).with_name("style.css")).read_text()
    numeral = int(re.search(r"\.numeral \{ font: 700 (\d+)px", css).group(1))
    code = int(re.search(r"\.card-code \{ font-size: (\d+)px", css).group(1))
    assert numeral * 0.77 >= 12 and code * 0.77 >= 12


def test_card_codes_and_the_crown_are_in_the_players_language():
    """A card's code names its direction as the player reads it: Ost II is 'O2' in German,
    'E2' in English; the crown's label for screen readers likewise."""
    g = new_game("roseking", seed=3)
    view = page_view(g, None).view
    for words, crown in ((DE, "Krone"), (EN, "crown")):
        markup = str(render.table(view, {}, words))
        codes = [code.strip() for code in re.findall(r'class="card-code"[^>]*>([^<]+)<', markup)]
        expected = {words.game("roseking", f"code.{card}") for hand in g.hands for card in hand}
        assert set(codes) == expected and len(codes) == 10
        assert all(code[:-1] in ("N", "NO", "O", "SO", "S", "SW", "W", "NW") for code in codes) \
            if words is DE else all(code[:-1] in ("N", "NE", "E", "SE", "S", "SW", "W", "NW")
                                    for code in codes)
        assert f'aria-label="{crown} e5"' in markup
    assert DE.game("roseking", "code.E2") == "O2" and EN.game("roseking", "code.E2") == "E2"
    assert DE.game("roseking", "code.NE3") == "NO3"


def _prompt(markup) -> str:
    found = re.search(r'<p class="hint-text">([^<]*)</p>', str(markup))
    assert found, "no prompt on the table"
    return found.group(1)


def test_the_table_always_says_what_to_do_in_light_too():
    """Issue 36: in Light a tap plays at once, and the table says so."""
    g, view = position(light=True)
    assert _prompt(render.table(view, {}, EN)) == "Tap a highlighted card: it is played at once."
    assert "sofort gespielt" in _prompt(render.table(view, {}, DE))


def test_when_only_drawing_is_possible_the_table_says_draw():
    """Seed 002, Nachziehen: with no card to play the player draws; the prompt says so."""
    for seed in range(400):
        g = new_game("roseking", seed=seed, options={"start": "red"})
        pick = random.Random(seed)
        while not g.is_over and g.legal_moves() != ["draw"]:
            g.play(pick.choice(g.legal_moves()))
        if not g.is_over:
            view = page_view(g, g.to_move).view
            assert _prompt(render.table(view, {}, EN)) == "None of your cards can be played: draw a card."
            return
    raise AssertionError("no position with drawing alone met")


def test_the_score_beside_a_name_is_explained():
    g, view = position()
    assert render.scores(view, EN)[0].count("(") == 1
    assert "largest territory, roses on the board" in render.score_note(view, EN)


def test_the_last_stone_is_said_as_the_rules_say_it_a_rose():
    assert EN.game("roseking", "end.last_stone") == "The last rose was placed."
    assert "Rose" in DE.game("roseking", "end.last_stone")
def test_a_card_that_cannot_be_played_now_asks_the_rules_why_and_is_not_lit():
    """Issue 32: the player's own unplayable cards and the opponent's cards are try targets
    (the engine's refusal says why); none is lit as a move, and with nothing to play (the
    computer's turn, the end) nothing is a target."""
    from ludothek.roseking.rules import RED, SIZE

    g = new_game("roseking", seed=3, options={"start": "red"})
    g.hands = [["N1", "N3"], ["S1", "E2"]]
    g.crown = SIZE + 4  # e8: N3 would leave the board
    markup = str(render.table(page_view(g, RED).view, {}, EN))
    lit = set(re.findall(r'<g class="card legal[^"]*" data-card="(\w+)"', markup))
    tried = set(re.findall(r'data-action="try" data-move="(\w+)"', markup))
    assert tried == {"N3", "S1", "E2"}
    assert lit == {"N1"}
    g.over = True
    assert 'data-action="try"' not in str(render.table(page_view(g, RED).view, {}, EN))
