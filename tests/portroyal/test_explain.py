"""The "?" mode on Port Royal's table (explain.py): each kind of piece says what it is and what
it does now, in both languages, in positions set by hand; and nothing it says depends on what
no seat may know (the draw pile's order, the faces of the coins, the face-down contracts).
Seed 001 = the Yucata rules page."""

import re

import pytest

from ludothek.core import Rng
from ludothek.draw.markup import render
from ludothek.portroyal import render as renderer
from ludothek.portroyal.explain import explain
from ludothek.web.core.i18n import Translator

EN, DE = Translator("en"), Translator("de")
MARK = re.compile(r'data-explain="([^"]*)"')


def said(g, seat, what, t=EN):
    """The explanation as one text, with the rules section it leads to."""
    found = explain(g.view(seat), what, t)
    assert found is not None and found.title and all(found.lines), what
    return " ".join((found.title,) + found.lines), found.rules


def marks(view, t=EN):
    view.setdefault("legal", [])
    return set(MARK.findall(render(renderer.table(view, {}, t))))


@pytest.mark.parametrize("t,words", [
    (EN, "Hiring it costs P2 6 coins (1 less for the Mademoiselle) and 1 coin to P1. "
         "P2 has 6 coins: not enough."),
    (DE, "Anheuern kostet P2 6 Münzen (1 weniger durch das Fräulein) und 1 Münze an P1. "
         "P2 hat 6 Münzen: zu wenig.")])
def test_hiring_costs_one_less_per_mademoiselle_and_a_coin_more_off_turn(pr, t, words):
    """Seed 001, 'Fräulein' and '2. Handeln & Heuern': a non-active player pays the cost and
    1 coin to the active player; 6 coins do not cover an Admiral of 7 less 1, plus 1."""
    g = pr.position(players=2, active=0, persons={1: ["ma1"]}, harbour=["ad2"], coins={1: 6})
    text, rules = said(g, 1, "harbour:ad2", t)
    assert words in text and rules == "persons"
    text, _ = said(g, 0, "harbour:ad2", t)  # the active player pays no coin to anyone
    assert ("7 coins. P1 has" in text) if t is EN else ("7 Münzen. P1 hat" in text)


@pytest.mark.parametrize("t,gain,risk", [
    (EN, "Traded by P1: 2 coins, 1 of them for the Trader of its colour.",
     "another ship (yellow) that P1 reveals and does not repel ends the turn"),
    (DE, "Handelt P1 damit: 2 Münzen, davon 1 für den Händler seiner Farbe.",
     "ein weiteres Schiff (gelb), das P1 aufdeckt und nicht abwehrt, den Zug ohne Ertrag")])
def test_a_harbour_ship_pays_one_more_per_trader_and_warns_of_its_colour(pr, t, gain, risk):
    """Seed 001, 'Händler' and '1. Entdecken': a yellow Trader adds a coin to a Pinnace; while
    discovering, a second yellow ship would end the turn."""
    g = pr.position(players=2, active=0, persons={0: ["trY1"]}, harbour=["Y1"])
    text, rules = said(g, 0, "harbour:Y1", t)
    assert gain in text and risk in text and rules == "ships"


def test_a_waiting_ship_says_whether_the_sabres_suffice_and_whether_keeping_busts(pr):
    """Seed 001, '1. Entdecken': a Sailor's sabre repels a 1-sabre Pinnace; kept beside another
    yellow ship, it would end the turn."""
    g = pr.position(players=2, harbour=["Y5"], top=["Y1"], persons={0: ["sa1"]})
    text, rules = said(g, 0, "waiting:Y1")
    assert "P1 has 1 sabre, it needs 1: P1 may repel it." in text
    assert "ends the turn with nothing" in text and rules == "bust"
    text, _ = said(g, 0, "waiting:Y1", DE)
    assert "P1 hat 1 Säbel, es braucht 1: P1 darf es abwehren." in text


def test_an_expedition_says_who_may_fulfil_it_now_a_jack_standing_in(pr):
    """Seed 001, 'Expeditionsaufruf' and 'Tausendsassa': a Captain and a Jack of all Trades
    fulfil two anchors, only for the active player in their turn."""
    g = pr.position(players=2, active=0, persons={0: ["ca1", "ja1"]}, expeditions=["xAA"])
    text, rules = said(g, 0, "expedition:xAA")
    assert "Discard: Captain, Captain. Reward: 2 coins and 4 victory points." in text
    assert "P1 has the persons for it and may fulfil it now." in text and rules == "expeditions"
    text, _ = said(g, 1, "expedition:xAA", DE)
    assert "P2 fehlen noch: Kapitän, Kapitän" in text and "jetzt P1" in text


def test_a_person_in_a_display_says_what_it_does_for_its_owner(pr):
    """Seed 001, '1. Entdecken': Sailors (1) and Pirates (2) add up their sabres; 'Fräulein':
    each Mademoiselle makes every hire 1 coin cheaper."""
    g = pr.position(players=2, persons={1: ["sa1", "pi1", "ma1", "ma2"]})
    text, rules = said(g, 0, "person:1:sa1")
    assert "Sailor in P2's display" in text and "P2 has 3 sabres in all" in text
    assert rules == "persons"
    text, _ = said(g, 0, "person:1:ma2", DE)
    assert "P2 hat 2 Fräulein: jede Person kostet P2 2 Münzen weniger." in text


def test_a_players_counts_say_what_they_mean_now(pr):
    """Seed 001, '1. Entdecken' (a tax increase takes half from 12 coins on) and 'Spielende'
    (12 victory points end the round)."""
    g = pr.position(players=2, persons={0: ["ad5"]}, coins={0: 13})
    text, rules = said(g, 1, "stat:0:coins")
    assert text.startswith("P1: 13 coins") and "would take 6 of them" in text
    text, rules = said(g, 1, "stat:0:points", DE)
    assert "3 aus Personen und 0 aus Expeditionen" in text and "fehlen noch 9" in text
    assert rules == "end"


def test_the_piles_say_their_counts_and_the_reshuffle(pr):
    """Seed 001, '1. Entdecken': the discard pile becomes the new draw pile when it runs out."""
    g = pr.position(players=2)
    g.discard.extend(["Y1", "tS1"])
    text, rules = said(g, 0, "pile:discard")
    assert "2 face-up cards" in text and "On top: Tax Increase (most sabres)." in text
    text, _ = said(g, 0, "pile:draw", DE)
    assert f"{len(g.draw)} verdeckte Karten" in text and "(2 Karten)" in text
    assert rules == "discover"


def test_a_contract_says_what_the_player_still_needs(pr):
    """Seed 001, 'Aufträge' ('Komiker ...'): a Priest and a Jester; a Priest alone is not enough."""
    g = pr.position(players=2, expansion=True, persons={0: ["pr1"]},
                    contracts=["comedian", "fighter", "explorer", "frigate_foe"])
    text, rules = said(g, 0, "contract:comedian")
    assert "The next player to complete it gets 4 coins." in text
    assert "P1 still needs: Jester." in text and rules == "contracts"
    text, _ = said(g, 0, "contract:fighter:1", DE)
    assert "P2 hat 0 von 3." in text


def test_every_marked_piece_of_a_played_table_is_explained(pr):
    """Whatever the table shows after some turns, each mark has its words in both languages."""
    g = pr.random_game(7, 3, {"expansion": True}, 11, stop_after=60)
    view = g.view(g.to_move)
    for t in (EN, DE):
        for what in marks(view, t):
            assert explain(view, what, t) is not None, what
    kinds = {what.partition(":")[0] for what in marks(view)}
    assert {"harbour", "person", "pile", "stat", "contract", "badge", "phase"} <= kinds


def test_nothing_said_depends_on_the_draw_pile_the_coins_or_the_hidden_contracts(pr):
    """Seed 001, 'Spielvorbereitung': coins are cards whose faces nobody knows, the draw pile is
    face down. A twin game with those dealt otherwise explains every piece alike."""
    g = pr.random_game(3, 3, {"expansion": True}, 5, stop_after=40)
    seat = g.to_move
    twin = g.determinize(seat, Rng(17))
    assert twin.draw != g.draw or twin.coins != g.coins or twin.contract_pile != g.contract_pile
    view, twin_view = g.view(seat), twin.view(seat)
    for what in marks(view) | {"pile:draw", "pile:contracts"}:
        assert explain(view, what, EN) == explain(twin_view, what, EN), what
