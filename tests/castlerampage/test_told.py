"""Castle Rampage told in words (issue 50, told.py): the piles, hands and attacks said in
sentences for a screen reader, from the seat's view alone, in positions set by hand. Each test
names the part of seed 004 (Yucata's rules page) it shows."""

import pytest
from castlerampage.test_explain import position, view_of

from ludothek.castlerampage.told import moves, table
from ludothek.web.core.i18n import Translator

EN, DE = Translator("en"), Translator("de")


def part(view, t, heading):
    return next(p for p in table(view, t) if p.heading == heading)


def said(view, t):
    """{notation: (group heading, words)} of the legal moves."""
    return {c.move: (g.heading, c.words) for g in moves(view, t) for c in g.choices}


def test_a_face_down_card_and_the_other_hand_are_counted_but_never_named(cr):
    """'Wer was weiß': Gate cards lie face down; the other hand shows only how many. Two games
    that differ only in Ben's hidden cards are told alike to Ann."""
    told = []
    for hidden in ("reiter", "schwert"):
        g = position(cr, hands=(("koch",), (hidden, "axt")), gates=(("ritter",), (hidden,)),
                     castles=(("bogen",), ("armbrust",)))
        parts = table(view_of(g, 0), EN)
        told.append(parts)
        gate = part(view_of(g, 0), EN, "Ben's Gate: 1 card")
        assert gate.kind == "board"
        assert gate.lines == ["1 card; you know 0 of them.", "Card 1 from the top: face-down card."]
        hand = part(view_of(g, 0), EN, "Ben's hand")
        assert hand.lines == ["Ben holds 2 cards; you know 0 of them."]
    assert told[0] == told[1]


@pytest.mark.parametrize("t,heading,line", [
    (EN, "Your hand", "2× Knight (attack 5, defence 3 in the Gate, 2 in the Castle, unit: horse): "
                      "Cost: discard 1 hand card. Discard 1 more hand card for +1. Ben does not "
                      "know you hold them."),
    (DE, "Deine Hand", "2× Ritter (Angriff 5, Verteidigung 3 im Tor, 2 in der Burg, Einheit: "
                       "Pferd): Kosten: Wirf 1 Handkarte ab. Wirf 1 weitere Handkarte ab für "
                       "+1. Ben weiß nicht, dass du sie hast.")])
def test_hand_cards_are_told_with_their_numbers_and_what_the_opponent_knows(cr, t, heading,
                                                                             line):
    """'Die Karten': attack, defence in the Gate and in the Castle, unit, cost; the red eye."""
    g = position(cr, hands=(("ritter", "ritter"), ()), gates=(("koch",), ("koch",)),
                 castles=(("bogen",), ("armbrust",)))
    assert part(view_of(g, 0), t, heading).lines == [line]


def test_own_gate_cards_say_whether_the_opponent_knows_them(cr):
    """'Wer was weiß': the red eye on a card the opponent knows."""
    g = position(cr, gates=(("ritter", "koch"), ()), castles=(("bogen",), ("armbrust",)))
    g.gates[0][0].knows[1] = cr.KNOWN
    assert part(view_of(g, 0), EN, "Your Gate: 2 cards").lines == [
        "2 cards; you know 2 of them.",
        "Card 1 from the top: Knight (defence 3); Ben knows this card.",
        "Card 2 from the top: Cook (defence 2); Ben does not know this card."]


@pytest.mark.parametrize("t,play,reinforce", [
    (EN, "Play Knight: attack 5. Cost: discard 1 hand card. Discard 1 more hand card for +1.",
     "Put Knight (defence 3) under your Gate"),
    (DE, "Ritter spielen: Angriff 5. Kosten: Wirf 1 Handkarte ab. Wirf 1 weitere Handkarte ab "
         "für +1.", "Ritter (Verteidigung 3) unter dein Tor legen")])
def test_moves_name_their_card_with_its_numbers(cr, t, play, reinforce):
    """'Dein Zug' and 'Verstärken': play a card, or once a turn put it under Gate or Castle."""
    g = position(cr, hands=(("ritter", "koch"), ()), gates=(("koch",), ("koch",)),
                 castles=(("bogen",), ("armbrust",)))
    told = said(view_of(g, 0), t)
    assert told["play:ritter"][1] == play and told["reinforce:ritter:gate"][1] == reinforce
    assert len({heading for heading, _ in told.values()}) == 3  # play, reinforce, the turn


def test_an_attack_is_told_with_its_strength_and_what_it_meets(cr):
    """'Angriffe' and 'Letztes Aufgebot': a Rider attacks the top Gate card with 4; the defender
    may lower it by 3 first; then the fight is told step by step."""
    g = position(cr, hands=(("reiter",), ("aufgebot",)), gates=((), ("schwert",)),
                 castles=(("koch",), ("koch",)))
    g.play("play:reiter")
    ben = view_of(g, 1)
    attack = part(ben, EN, "Attack under way").lines
    assert attack[0] == "Ann attacks Ben's Gate with Rider: strength 4."
    assert "It meets first: Swordsman (defence 3); Ann does not know this card." in attack
    assert part(view_of(g, 0), EN, "Attack under way").lines[-1] == \
        "It meets first: face-down card."
    assert said(ben, EN) == {
        "react:aufgebot": ("You may play a Last Levy: the attack drops by 3 to 1.",
                           "Play Last Levy (−3)"),
        "decline": ("You may play a Last Levy: the attack drops by 3 to 1.", "No Last Levy")}
    g.play("decline")
    report = part(view_of(g, 0), DE, "Angriffsbericht").lines
    assert "Tor von Ben: Schwertkämpfer (Verteidigung 3) gegen Angriff 4." in report
