"""Jacynth's pieces explain themselves (issue 32, the page's "?" mode): each kind in real
positions, in both languages, named after the rule it shows (seed 003 sections as in
test_rules.py), and from the seat's view alone."""

import re

from ludothek import new_game
from ludothek.core import Rng
from ludothek.draw.markup import render as as_text
from ludothek.jacynth import render
from ludothek.jacynth.explain import explain
from ludothek.web.core import policy
from ludothek.web.core.i18n import Translator

EN, DE = Translator("en"), Translator("de")
MARK = re.compile(r'data-explain="([^"]*)"')


def view_of(g, seat=None):
    """The view the page draws for the seat at the device (with its legal moves)."""
    return policy.page_view(g, g.to_move if seat is None else seat).view


def said(view, what, t=EN):
    found = explain(view, what, t)
    assert found is not None, what
    return found.title, " ".join(found.lines), found.rules


def says(view, what, *parts, t=EN):
    """The explanation of `what` holds each of `parts`."""
    text = said(view, what, t)[1]
    assert all(part in text for part in parts), (what, text)


def diplomat(h, hands=None):
    """The rules' example: P1's token on the Diplomat (8 of Moons and Suns) on c4, P2's on the
    Huntress (Crown of Moons) beside it on d4; the Ace of Suns on b4, the Forest (Moons, Leaves)
    on d5 above the Huntress."""
    return h.position(cards={"b4": "AS", "c4": "8MS", "d4": "CM", "d5": "5ML"},
                      tokens={"c4": 0, "d4": 1}, hands=hands or [["3MW", "AL", "5SW"], ["2MK"]])


def test_a_city_card_says_its_rank_suits_and_the_districts_it_lies_in(h):
    """Seed 'Distrikte': a number card lies in two districts; the token on the highest-ranked
    card controls each."""
    view = view_of(diplomat(h))
    title, text, rules = said(view, "card:c4")
    assert title == "The Diplomat on c4" and rules == "districts"
    assert "Rank 8, with two suits: Moons and Suns." in text
    assert "Moons: in a district of 3 cards (d5, c4, d4), controlled by P2." in text
    assert "Suns: in a district of 2 cards (b4, c4), controlled by P1." in text
    assert "P1's influence token lies on it." in text
    title, text, _ = said(view, "card:c4", DE)
    assert title == "Der Diplomat auf c4"
    assert "Rang 8, mit zwei Farben: Monde und Sonnen." in text
    assert "Sonnen: in einem Distrikt aus 2 Karten (b4, c4), kontrolliert von" in text


def test_a_token_controls_a_district_until_a_higher_ranked_token_joins_it(h):
    """Seed 'Distrikte' (merge): the Huntress's token outranks the Diplomat's in Moons, while
    the Diplomat's keeps Suns."""
    view = view_of(diplomat(h))
    title, text, rules = said(view, "token:c4")
    assert title == "P1's influence token" and rules == "districts"
    assert "Suns: P1 controls this district of 2 cards, worth 2 points now." in text
    assert "Moons: P2's token on a higher-ranked card controls this district of 3 cards." in text
    _, text, _ = said(view, "district:M:d5")
    assert "the token on d4 (the Huntress) is the highest-ranked one in it" in text
    title, text, _ = said(view, "token:c4", DE)
    assert title == "Einflussmarke von P1" and "ranghöheren Karte" in text


def test_a_hand_card_says_where_it_may_go_and_which_districts_it_joins(h):
    """Seed 'Stadt erkunden': on an empty cell sharing an edge with a card."""
    view = view_of(diplomat(h))
    title, text, rules = said(view, "hand:AL")
    assert title == "Ace of Leaves" and rules == "place"
    assert re.search(r"any of (\d+) lit cells", text).group(1) == str(len(
        [m for m in view["legal"] if m.startswith("p:AL@")]))
    assert "Leaves (d6, c5, e5)" in text  # beside the Forest on d5
    _, text, _ = said(view, "hand:5SW", DE)
    assert "Sonnen (" in text and "leuchtenden Felder" in text


def test_an_empty_cell_takes_a_card_only_beside_one(h):
    """Seed 'Stadt erkunden': a side, not a corner."""
    view = view_of(diplomat(h))
    title, text, rules = said(view, "cell:e5")
    assert title == "Empty cell e5" and rules == "place"
    assert "a card from a hand may go here" in text and "the Forest (d5: Moons and Leaves)" in text
    _, text, _ = said(view, "cell:a1")
    assert "no card may go here yet" in text
    _, text, _ = said(view, "cell:a1", DE)
    assert "Hier darf noch keine Karte hin." in text


def test_in_the_token_step_a_card_says_whether_your_token_may_go_on_it(h):
    """Seed 'Einfluss ausüben': never on a card in a district an opponent controls, through
    either suit; allowed in a district you control."""
    g = diplomat(h)
    g.play("p:AL@e4")
    view = view_of(g)
    assert view["phase"] == "token"
    says(view, "card:d5",
         "No token of yours can go on it now: the card on d5 lies in a district P2 controls")
    says(view, "card:b4", "Now you may put your influence token on it.")
    says(view, "cell:a1", "No influence token goes on an empty cell")
    says(view, "card:d5", "Jetzt kommt keine Marke von dir darauf: Die Karte auf d5 liegt in "
         "einem Distrikt", t=DE)


def test_the_extended_cards_say_what_they_do(h):
    """Seed 'Das erweiterte Deck': the Excuse splits districts; Pawns and Courts count in three
    and take no token."""
    g = h.position(cards={"c4": "X", "d4": "PMYK", "b4": "TSWY"},
                   options={"excuse": True, "pawns": True, "courts": True})
    view = view_of(g)
    title, text, rules = said(view, "card:c4")
    assert title == "The Excuse on c4" and rules == "extended"
    assert "no rank and no suit: it belongs to no district" in text
    _, text, _ = said(view, "card:d4")
    assert "A Pawn (extended deck)" in text and "three suits: Moons, Wyrms and Knots" in text
    assert "no token goes on it" in text
    _, text, _ = said(view, "card:b4", DE)
    assert "Ein Hof (erweitertes Deck)" in text and "Sonnen, Wellen und Wyrme" in text


def test_the_draw_pile_tokens_and_other_hands_are_counts(h):
    """Seed 'Karte ziehen' and 'Vorbereitung': four tokens each, hidden hands, a face-down
    pile."""
    view = view_of(diplomat(h))
    title, text, rules = said(view, "pile:draw")
    assert title == "Draw pile" and rules == "turn"
    assert f"{view['draw_count']} face-down cards" in text
    _, text, _ = said(view, "tokens:0")
    assert "3 of 4 left to place; 1 in the city." in text
    title, text, _ = said(view, "handcount:1")
    assert title == "P2's hand" and "1 card, hidden from you." in text
    title, text, _ = said(view, "pile:draw", DE)
    assert title == "Nachziehstapel" and "verdeckte Karten" in text


def test_the_score_is_a_point_per_card_of_each_controlled_district(h):
    """Seed 'Wertung': one point per card of each controlled district; a tie is shared."""
    view = view_of(diplomat(h))
    _, text, rules = said(view, "player:0")
    assert rules == "end"
    assert "2 points now, one per card of each district controlled: Suns at b4 (2)." in text
    g = h.playout(new_game("jacynth", seed=4, players=2), seed=4)
    view = view_of(g, 0)
    marks = set(MARK.findall(as_text(render.final(view, EN))))
    assert {"score:0", "score:1"} <= marks
    for seat in (0, 1):
        title, text, _ = said(view, f"score:{seat}")
        assert title.endswith(f"{view['scores'][seat]} points")
        assert "wins." in text or "share the win" in text
    _, text, _ = said(view, "score:0", DE)
    assert "Ein Punkt je Karte jedes Distrikts" in text


def test_solitaire_score_shows_the_rank_table_and_the_deadlines(h):
    """Seed 'Solitaire': the title table, and the tokens due after the 4th, 8th and 12th card."""
    g = new_game("jacynth", seed=2, players=1)
    view = view_of(g)
    title, text, rules = said(view, "score:0")
    assert title == "P1: 0 points" and rules == "solitaire"
    assert "Your title now: Stranger." in text and "11 more points for Respected Citizen." in text
    assert "Prince of Jacynth: 30 points or more" in text
    says(view, "deadlines:solo", "Tokens due: 2 after card 4; 3 after card 8; 4 after card 12.",
         "Next: 2 tokens down after card 4, 4 cards from now.")
    says(view, "score:0", "Prinz von Jacynth: 30 Punkte oder mehr", t=DE)


def test_another_players_hand_is_explained_alike_whatever_it_holds(h):
    """Hidden information: the seat sees only a count of the other hand; twin games that differ
    in that hand explain every piece the same, and a card of it is not explained at all."""
    first = view_of(diplomat(h, [["3MW", "AL", "5SW"], ["2MK", "9WY", "CK"]]), 0)
    second = view_of(diplomat(h, [["3MW", "AL", "5SW"], ["7SK", "4YK", "AK"]]), 0)
    assert explain(first, "hand:2MK", EN) is None
    for lang in (EN, DE):
        marks = set(MARK.findall(as_text(render.table(first, {}, lang))))
        assert {"handcount:1", "player:1", "pile:draw"} <= marks
        for what in marks:
            assert explain(first, what, lang) == explain(second, what, lang), what


def test_every_piece_drawn_is_explained_in_both_languages():
    """Every mark of the table, its district list and the final scoring, in positions of two,
    three and solitaire games with the extended deck."""
    kinds = set()
    for players in (1, 2, 3):
        g = new_game("jacynth", seed=players, players=players,
                     options={"excuse": True, "pawns": True, "courts": True})
        rng = Rng(players)
        while True:
            view = view_of(g, 0)
            for lang in (EN, DE):
                markup = as_text(render.table(view, {"suit": "M"}, lang))
                if view["is_over"]:
                    markup += as_text(render.final(view, lang))
                for what in set(MARK.findall(markup)):
                    found = explain(view, what, lang)
                    assert found is not None and found.title and all(found.lines), what
                    kinds.add(what.partition(":")[0])
            if g.is_over:
                break
            for _ in range(3):
                if not g.is_over:
                    g.play(rng.choice(g.legal_moves()))
    assert kinds >= {"card", "cell", "token", "hand", "district", "suit", "player", "tokens",
                     "handcount", "pile", "score", "deadlines"}
