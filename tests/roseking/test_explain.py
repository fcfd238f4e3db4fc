"""Rosenkönig's pieces explain themselves (explain.py, the page's "?" mode), each after the
rule it shows (seed 002, the printed rules; seed 000, the Yucata options), in both languages,
and from the seat's view alone: the draw pile's order and contents stay secret."""

from __future__ import annotations

import re

from roseking.test_rules import position

from ludothek.draw.markup import render
from ludothek.roseking import render as draw
from ludothek.roseking.explain import explain
from ludothek.roseking.rules import RED, WHITE
from ludothek.web.core.i18n import Translator
from ludothek.web.core.policy import page_view

EN, DE = Translator("en"), Translator("de")


def said(game, what, t=EN, seat=None):
    view = page_view(game, game.to_move if seat is None else seat).view
    found = explain(view, what, t)
    assert found is not None, what
    return found.title, " ".join(found.lines), found.rules


def test_a_power_card_says_its_direction_distance_and_where_it_takes_the_crown_now():
    """Seed 002 '1': the crown moves exactly the distance shown, in the sword's direction."""
    g = position(hands=[["NE2", "N1"], ["S3"]], crown="e5")
    title, lines, rules = said(g, "card:NE2")
    assert title == "Power card north-east II (NE2)" and rules == "play"
    assert "exactly 2 squares north-east" in lines
    assert "Played now, it takes the crown from e5 to g7, and Red places a rose there." in lines
    title, lines, _ = said(g, "card:NE2", DE)
    assert title == "Machtkarte Nordost II (NO2)"
    assert "genau 2 Felder in Richtung Nordost" in lines and "von e5 nach g7" in lines


def test_the_other_players_card_says_where_it_would_go_and_whose_turn_it_is():
    """Seed 002 'Spielablauf': the players take turns; both hands lie open."""
    g = position(hands=[["NE2"], ["S3"]], crown="e5")
    _, lines, _ = said(g, "card:S3")
    assert "It would take the crown from e5 to e2, and White would place a rose there." in lines
    assert "But it is Red's turn" in lines
    _, lines, _ = said(g, "card:S3", DE)
    assert "Doch Rot ist am Zug" in lines


def test_a_card_that_cannot_be_played_says_why():
    """Seed 002 '1' and '3': never off the board, never onto one's own rose, onto an opponent's
    rose only with a hero."""
    g = position(hands=[["N3", "E1", "S1", "W1"], []], crown="e8",
                 stones={"f8": RED, "e7": WHITE, "d8": WHITE})
    assert "from e8 the crown would leave the board" in said(g, "card:N3")[1]
    assert "onto a rose of Red's own" in said(g, "card:E1")[1]
    assert "auf eine eigene Rose von Rot" in said(g, "card:E1", DE)[1]
    _, lines, rules = said(g, "card:S1")
    assert rules == "hero"
    assert "Only with a hero: it takes the crown from e8 to e7 and turns White's rose there over" \
        " (Red has 4 heroes left)." in lines
    g.heroes = [0, 4]
    assert "and Red has no hero left" in said(g, "card:W1")[1]
    assert "und Rot hat keinen Helden mehr" in said(g, "card:W1", DE)[1]


def test_heroes_say_how_many_are_left_and_which_cards_they_open_now():
    """Seed 002 '3': four heroes each; a hero flips an opponent's rose and uses no new one."""
    g = position(hands=[["S1", "N1"], ["E1"]], crown="e8", stones={"e7": WHITE}, heroes=(3, 0))
    title, lines, rules = said(g, "heroes:0")
    assert (title, rules) == ("Red's heroes", "hero")
    assert "Red has 3 of 4 heroes left" in lines and "it takes no rose from the supply" in lines
    assert "Playable with a hero now: south I to e7." in lines
    assert "White can no longer turn a rose over." in said(g, "heroes:1")[1]
    title, lines, _ = said(g, "heroes:0", DE)
    assert title == "Helden von Rot" and "Rot hat noch 3 von 4 Helden" in lines


def test_the_crown_says_where_it_stands_and_where_the_player_to_move_can_take_it():
    """Seed 002 '1': every card played moves the crown on from where it stands."""
    g = position(hands=[["S1", "N1", "N3"], []], crown="e8", stones={"e7": WHITE})
    title, lines, rules = said(g, "crown")
    assert (title, rules) == ("The crown", "play")
    assert "The crown stands on e8." in lines
    assert "Red is to move and can play: south I to e7 (with a hero), north I to e9." in lines
    assert "Rot ist am Zug und kann spielen: Süd I nach e7 (mit Held), Nord I nach e9." \
        in said(g, "crown", DE)[1]


def test_a_rose_says_whose_it_is_and_the_territory_it_belongs_to():
    """Seed 002 'Spielende': roses joined side by side form a territory worth its size
    squared; a corner joins nothing."""
    g = position(hands=[[], ["W1"]], crown="c5", to_move=WHITE,
                 stones={"b5": RED, "b4": RED, "b3": RED, "c2": RED})
    title, lines, rules = said(g, "square:b4")
    assert (title, rules) == ("Square b4", "end")
    assert "A rose of Red's. It belongs to a territory of 3 roses, worth 9 points (3²)." in lines
    assert "With a hero White could turn it over now: west I." in said(g, "square:b5")[1]
    assert "territory of 1 rose, worth 1 point" in said(g, "square:c2")[1]
    _, lines, _ = said(g, "square:b4", DE)
    assert "Eine Rose von Rot. Sie gehört zu einem Gebiet von 3 Rosen, das 9 Punkte" in lines
    _, lines, rules = said(g, "square:c5")
    assert rules == "play" and "An empty square" in lines and "The crown stands here." in lines


def test_the_draw_pile_counts_its_cards_and_names_the_option_that_shows_them():
    """Seed 002 '2': draw only with fewer than five cards; seed 000: 'zeige Nachziehstapel'."""
    g = position(hands=[["N1", "N2"], ["S1"]])
    title, lines, rules = said(g, "pile:draw")
    assert (title, rules) == ("Draw pile", "draw")
    assert "21 power cards, face down." in lines and "Red holds 2 cards and may draw one." in lines
    assert "The option 'Show the draw pile' is off" in lines
    shown = position(hands=[["N1", "N2", "N3", "E1", "E2"], ["S1"]], show_draw_pile=True)
    _, lines, _ = said(shown, "pile:draw", DE)
    assert "Rot hat fünf Karten und darf nicht ziehen." in lines
    assert "Die Option „Nachziehstapel zeigen“ ist an" in lines


def test_the_discards_count_and_name_the_last_card_played():
    """Seed 002 '2': the discards become the new draw pile when it runs out."""
    g = position(hands=[["N1"], []], discard=["S2", "W3"])
    title, lines, _ = said(g, "pile:discard")
    assert title == "Discards" and "2 played power cards" in lines
    assert "Last played: west III." in lines
    assert "Zuletzt gespielt: West III." in said(g, "pile:discard", DE)[1]
    assert "No card has been played yet." in said(position(hands=[["N1"], []]), "pile:discard")[1]


def test_the_roses_left_say_the_game_ends_with_the_last():
    """Seed 002 'Spielende': the game ends at once when the last of the 52 roses is placed."""
    g = position(hands=[["N1"], []], stones={"a1": RED, "a2": WHITE})
    title, lines, rules = said(g, "stones")
    assert (title, rules) == ("Roses left", "end")
    assert "50 of 52 roses are left" in lines and "the game ends at once" in lines
    assert "50 von 52 Rosen" in said(g, "stones", DE)[1]


def test_the_score_adds_the_territories_squared_then_the_tie_breakers():
    """Seed 002 'Spielende': points are the sum of the territories' sizes squared; a tie goes
    to the largest territory, then to the most roses."""
    g = position(hands=[["N1"], []], stones={"a1": RED, "a2": RED, "a3": RED, "c1": RED,
                                             "i9": WHITE})
    title, lines, rules = said(g, "score:0")
    assert title.startswith("Red: ") and rules == "end"
    assert "10 points: 3² + 1². Each territory scores its size squared." in lines
    assert "Largest territory 3, roses 4: with equal points the larger territory wins" in lines
    assert "10 Punkte: 3² + 1²." in said(g, "score:0", DE)[1]
    assert "1 point: 1²." in said(g, "score:1")[1]


def test_every_piece_the_table_marks_is_explained():
    g = position(hands=[["N1", "S3"], ["E2"]], stones={"e6": RED}, show_draw_pile=True)
    view = page_view(g, g.to_move).view
    marks = set(re.findall(r'data-explain="([^"]*)"', render(draw.table(view, {}, EN))))
    kinds = {what.partition(":")[0] for what in marks}
    assert kinds == {"card", "heroes", "score", "square", "crown", "pile", "stones"}
    assert {"pile:draw", "pile:discard", "square:e6", "card:E2"} <= marks
    assert all(explain(view, what, t) for what in marks for t in (EN, DE))


def test_nothing_unknown_is_explained():
    view = page_view(position(hands=[["N1"], []]), RED).view
    for what in ("card:S3", "card:N9", "square:j1", "heroes:2", "score:x", "pile:hand", "x"):
        assert explain(view, what, EN) is None


def test_the_draw_piles_order_and_contents_stay_secret():
    """Seed 002 'Spielvorbereitung': only the draw pile is hidden. Two games alike but for
    which unseen cards are drawn next or lie under the last discard explain alike."""
    hands = [["N1", "N2"], ["S1"]]
    first = position(hands=hands, draw=["E1", "E2", "W1"], discard=["W2", "SE1"])
    second = position(hands=hands, draw=["W2", "W1", "E2"], discard=["E1", "SE1"])
    views = [page_view(g, RED).view for g in (first, second)]
    marks = set(re.findall(r'data-explain="([^"]*)"', render(draw.table(views[0], {}, EN))))
    for what in marks | {"pile:draw", "pile:discard"}:
        assert explain(views[0], what, EN) == explain(views[1], what, EN), what
