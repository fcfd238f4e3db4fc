"""Rosenkönig told in words (issue 50, told.py): the board, the open hands, the piles and the
scores as text, and the moves grouped and worded, in both languages, from the seat's view."""

from __future__ import annotations

from roseking.test_rules import position

from ludothek.roseking.rules import RED, WHITE
from ludothek.roseking.told import moves, table
from ludothek.web.core.i18n import Translator

EN, DE = Translator("en"), Translator("de")


def view_of(game, seat):
    """What `seat` sees, with the moves it may make now (none while the other is to move)."""
    view = game.view(seat)
    view["legal"] = game.legal_moves() if seat == game.to_move else []
    return view


def parts(game, t=EN, seat=RED):
    return {p.heading: p.lines for p in table(view_of(game, seat), t)}


def offered(game, t=EN, seat=RED):
    return {g.heading: [(c.words, c.move) for c in g.choices] for g in moves(view_of(game, seat), t)}


def test_the_crown_and_each_row_are_told_with_empty_squares():
    """Seed 002 'Spielplan': the crown on its square, the roses on theirs, every square named."""
    g = position(hands=[["NE2"], ["S3"]], crown="d5", stones={"d5": RED, "e5": WHITE})
    board = parts(g)["The board"]
    assert board[0] == "The crown stands on d5."
    assert ("Row 5: a5 empty, b5 empty, c5 empty, d5 red rose with the crown, e5 white rose, "
            "f5 empty, g5 empty, h5 empty, i5 empty") in board
    assert "Row 9: all squares empty" in board
    assert "Reihe 5: a5 frei, b5 frei, c5 frei, d5 rote Rose mit der Krone, e5 weiße Rose, " \
           "f5 frei, g5 frei, h5 frei, i5 frei" in parts(g, DE)["Das Spielfeld"]


def test_both_hands_are_told_with_their_owners_and_where_each_card_takes_the_crown():
    """Seed 002 'Spielvorbereitung': both hands lie open; a card played onto the opponent's
    rose needs a hero, onto one's own it cannot be played."""
    g = position(hands=[["NE2", "E1", "W1"], ["S3"]], crown="e5",
                 stones={"e5": RED, "f5": WHITE, "d5": RED}, heroes=(2, 4))
    told = parts(g)
    assert told["Red's hand: P1 (you)"] == [
        "3 cards in hand", "North-east 2: crown to g7",
        "East 1: crown to f5, onto a rose of White's (only with a hero)",
        "West 1: crown to d5, onto Red's own rose (cannot be played)", "Heroes left: 2 of 4"]
    assert "South 3: crown to e2" in told["White's hand: P2"]
    german = parts(g, DE)
    assert "Ost 1: Krone nach f5, auf eine Rose von Weiß (nur mit Held)" in german[
        "Hand von Rot: P1 (du)"]
    assert "Helden übrig: 4 von 4" in german["Hand von Weiß: P2"]
    # A spectator reads both hands, Red's first, neither as "you".
    headings = [p.heading for p in table(g.view(None), EN) if p.kind == "hands"]
    assert headings == ["Red's hand: P1", "White's hand: P2"]


def test_the_piles_roses_left_and_scores_are_told():
    """Seed 002 'Spielende': points are the territories' sizes squared."""
    g = position(hands=[["NE2"], ["S3"]], stones={"a1": RED, "a2": RED, "c1": WHITE},
                 discard=["N1", "W2"])
    told = parts(g)
    assert told["Draw pile, discards and roses"] == [
        "Draw pile: 20 cards", "Discards: 2 cards, on top: west 2", "Roses left: 49 of 52"]
    assert told["Scores"][:2] == ["Red (P1): 4 points, largest territory 2, 2 roses on the board",
                                  "Red's territories: 2"]
    assert told["Scores"][-1] == "Red (P1) is to move."
    assert parts(g, DE)["Punktestand"][2] == \
        "Weiß (P2): 1 Punkt, größtes Gebiet 1, 1 Rose auf dem Plan"


def test_the_moves_are_grouped_as_plays_hero_plays_and_the_draw():
    """Seed 002 'Spielablauf': play a card, play it with a hero, or draw."""
    g = position(hands=[["NE2", "E1"], ["S3"]], crown="e5", stones={"e5": RED, "f5": WHITE})
    assert offered(g) == {
        "Play a power card": [("North-east 2: crown to g7", "NE2")],
        "Play with a hero": [("Hero, east 1: flip White's rose on f5", "H:E1")],
        "Draw": [("Draw a power card", "draw")]}
    assert offered(g, DE)["Mit einem Helden spielen"] == [
        ("Held, Ost 1: Rose von Weiß auf f5 umdrehen", "H:E1")]
    assert offered(g, seat=WHITE) == {}  # not White's turn: nothing to choose
