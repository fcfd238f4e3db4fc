"""Jacynth told in words (issue 50, told.py): the city, its districts, the hand, the piles and
the players as text, and the moves grouped by card and token, in both languages, from the seat's
view alone."""

from __future__ import annotations

from ludothek.jacynth.told import moves, table
from ludothek.web.core.i18n import Translator

EN, DE = Translator("en"), Translator("de")


def view_of(g, seat=0):
    """What `seat` sees, with the moves it may make now (none while another is to move)."""
    view = g.view(seat)
    view["legal"] = g.legal_moves() if seat == g.to_move else []
    return view


def parts(g, t=EN, seat=0):
    return {p.heading: p.lines for p in table(view_of(g, seat), t)}


def offered(g, t=EN, seat=0):
    return {gr.heading: [(c.words, c.move) for c in gr.choices] for gr in moves(view_of(g, seat), t)}


def diplomat(h):
    """P1's token on the Diplomat (8 of Moons and Suns) on c4, P2's on the Huntress (Crown of
    Moons) on d4; the Forest (5 of Moons and Leaves) on d5."""
    return h.position(cards={"c4": "8MS", "d4": "CM", "d5": "5ML"}, tokens={"c4": 0, "d4": 1},
                      hands=[["3MW", "AL", "X"], ["2MK", "AS", "AW"]],
                      options={"excuse": True})


def test_a_city_cell_is_told_with_its_card_rank_suits_and_token(h):
    """Seed 'Distrikte': each card has a rank and one or two suits; a token marks control."""
    city = parts(diplomat(h))["The city of Jacynth"]
    assert ("Row 4: a4 empty; b4 empty; c4 the Diplomat (8, Moons and Suns), token of P1; "
            "d4 the Huntress (Crown, Moons), token of P2; e4 empty; f4 empty") in city
    assert "Row 1: all cells empty" in city
    german = parts(diplomat(h), DE)["Die Stadt Jacynth"]
    assert ("Reihe 5: a5 leer; b5 leer; c5 leer; d5 der Wald (5, Monde und Blätter); e5 leer; "
            "f5 leer") in german


def test_the_districts_are_told_with_their_cells_and_controllers(h):
    """Seed 'Kontrolle': the token on the highest-ranked card controls the joined district."""
    told = parts(diplomat(h))["Districts"]
    assert told[0] == "Moons at d5: 3 cards (d5, c4, d4), controlled by P2"
    assert "Suns at c4: 1 card (c4), controlled by P1" in told
    assert "Blätter bei d5: 1 Karte (d5), von niemandem kontrolliert" in parts(
        diplomat(h), DE)["Distrikte"]


def test_only_the_seats_own_hand_is_told_and_of_the_others_their_counts(h):
    """Seed 'Vorbereitung': nobody sees another's hand."""
    told = parts(diplomat(h))
    assert told["P1's hand (you)"] == ["Ace of Leaves (Ace, Leaves)",
                                       "The Journey (3, Moons and Waves)",
                                       "The Excuse (no rank, no suit)"]
    assert told["Players and scores"][:2] == [
        "P1 (you): 1 point, 3 tokens left, 3 cards in hand",
        "P2: 3 points, 3 tokens left, 3 cards in hand"]
    spectator = {p.heading: p.lines for p in table(diplomat(h).view(None), EN)}
    assert not any("hand" in heading for heading in spectator)
    assert "Hand von P2 (du)" in parts(diplomat(h), DE, seat=1)


def test_placements_are_grouped_by_card_with_their_neighbours(h):
    """Seed 'Stadt erkunden': a card goes beside a card, joining the districts it shares."""
    g = diplomat(h)
    told = offered(g)
    assert list(told) == ["Ace of Leaves (Ace, Leaves)", "The Journey (3, Moons and Waves)",
                          "The Excuse (no rank, no suit)"]
    journey = dict((move, words) for words, move in told["The Journey (3, Moons and Waves)"])
    assert journey["p:3MW@c5"] == ("On c5 (beside: the Diplomat and the Forest; "
                                   "shared suit: Moons)")
    german = offered(g, DE)["Die Ausflucht (ohne Rang und Farbe)"]
    assert ("Auf c5 (daneben: der Diplomat und der Wald)", "p:X@c5") in german


def test_the_token_step_offers_each_card_and_no_token(h):
    """Seed 'Einfluss ausüben': after placing, a token on a card outside an opponent's
    district (not the Forest, in P2's Moons), or none."""
    g = diplomat(h)
    g.play("p:AL@e5")
    told = offered(g)
    assert list(told) == ["Influence token"]
    assert told["Influence token"] == [
        ("Influence token on Ace of Leaves (e5); Leaves district of 2 cards", "t:e5"),
        ("No token this turn", "skip")]
    assert offered(g, DE)["Einflussmarke"][0] == (
        "Einflussmarke auf e5: Ass der Blätter; Distrikt der Blätter aus 2 Karten", "t:e5")


def test_a_token_in_a_district_of_ones_own_says_so(h):
    """Seed 'Kontrolle': a second token of one's own in a district adds no district."""
    g = h.position(cards={"c4": "8MS"}, tokens={"c4": 0}, hands=[["AS"], ["AW"]])
    g.play("p:AS@b4")
    assert ("Influence token on Ace of Suns (b4); Suns district of 2 cards, already yours",
            "t:b4") in offered(g)["Influence token"]
    assert offered(g, DE)["Einflussmarke"][0][0] == (
        "Einflussmarke auf b4: Ass der Sonnen; Distrikt der Sonnen aus 2 Karten, schon deiner")
