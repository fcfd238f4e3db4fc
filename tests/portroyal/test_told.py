"""Port Royal told in words (issue 50, told.py): the harbour, the players and the moves said in
sentences for a screen reader, in positions set by hand. Seed 001 = the Yucata rules page."""

import pytest

from ludothek.portroyal.told import moves, table
from ludothek.web.core.i18n import Translator

EN, DE = Translator("en"), Translator("de")


def view_of(g, seat):
    view = g.view(seat)
    view["legal"] = g.legal_moves() if g.to_move == seat else []
    return view


def part(view, t, heading):
    return next(p for p in table(view, t) if p.heading == heading)


def said(view, t):
    """{notation: (group heading, words)} of the legal moves."""
    return {c.move: (g.heading, c.words) for g in moves(view, t) for c in g.choices}


@pytest.mark.parametrize("t,heading,ship,skull", [
    (EN, "Harbour", "Pinnace (yellow): 2 coins, repelled with 2 sabres.",
     "Frigate (red): 3 coins, a skull: never repelled."),
    (DE, "Hafenauslage", "Pinasse (gelb): 2 Münzen, abzuwehren mit 2 Säbeln.",
     "Fregatte (rot): 3 Münzen, Totenkopf: nie abzuwehren.")])
def test_a_harbour_ship_is_told_with_its_coins_and_the_sabres_to_repel_it(pr, t, heading, ship,
                                                                          skull):
    """Seed 001, 'Schiffe': sabres to repel top left (or a skull), coins top right."""
    g = pr.position(players=2, active=0, harbour=["Y5", "R9"])
    lines = part(view_of(g, 0), t, heading).lines
    assert lines[:2] == [ship, skull]


@pytest.mark.parametrize("t,heading,purse,person", [
    (EN, "P2 (you)", "P2 has 5 coins and 1 sabre.", "Sailor, 1 VP: 1 sabre."),
    (DE, "P2 (du)", "P2 hat 5 Münzen und 1 Säbel.", "Matrose, 1 EP: 1 Säbel.")])
def test_a_player_is_told_with_coins_sabres_points_and_what_each_person_gives(pr, t, heading,
                                                                              purse, person):
    """Seed 001, 'Matrose': 1 sabre and 1 influence point; coins are counted for all to see."""
    g = pr.position(players=2, active=0, persons={1: ["sa1"]}, coins={1: 5})
    told = part(view_of(g, 1), t, heading)
    assert told.kind == "scores" and purse in told.lines and person in told.lines
    assert told.lines[0].startswith("1 ")  # the points first


@pytest.mark.parametrize("t,hire,fee", [
    (EN, "Hire the Sailor for 3 coins: 1 VP, 1 sabre", "; 1 coin to P1"),
    (DE, "Matrose für 3 Münzen anheuern: 1 EP, 1 Säbel", "; 1 Münze an P1")])
def test_hiring_is_told_with_its_price_and_gift_and_the_coin_to_the_active_player(pr, t, hire,
                                                                                  fee):
    """Seed 001, 'Handeln & Heuern': the active player hires for the cost; any other player
    pays 1 coin more to the active player."""
    g = pr.position(players=2, active=0, harbour=["sa1", "Y5"], coins={0: 5, 1: 5})
    g.play("stop")
    told = said(view_of(g, 0), t)
    assert told["take:sa1"][1] == hire
    assert told["take:Y5"][1] in ("Trade the Pinnace (2) for 2 coins",
                                  "Mit Pinasse (2) handeln und 2 Münzen erhalten")
    g.play("pass")
    assert said(view_of(g, 1), t)["take:sa1"][1] == hire + fee


def test_two_alike_persons_are_told_apart_by_their_place_in_the_harbour(pr):
    g = pr.position(players=2, active=0, harbour=["sa1", "sa2"], coins={0: 9})
    g.play("stop")
    told = said(view_of(g, 0), EN)
    assert told["take:sa1"][1].endswith("(card 1 in the harbour)")
    assert told["take:sa2"][1].endswith("(card 2 in the harbour)")


def test_an_expedition_is_told_with_what_it_asks_and_gives(pr):
    """Seed 001, 'Expeditionsaufrufe': a Jack of all Trades stands in for a Captain."""
    g = pr.position(players=2, active=0, persons={0: ["ca1", "ja1"]}, expeditions=["xAA"])
    view = view_of(g, 0)
    assert part(view, EN, "Expeditions").lines == [
        "Expedition (anchor, anchor): Discard: Captain, Captain. Reward: 2 coins and 4 victory "
        "points."]
    assert said(view, DE)["exp:xAA:ca1,ja1"] == (
        "Einen Expeditionsaufruf erfüllen",
        "Expeditionsaufruf (Anker, Anker) mit Kapitän und Tausendsassa erfüllen: 4 EP und "
        "2 Münzen")


def test_a_special_ship_names_who_gets_the_extra_coin(pr):
    """Seed 001, expansion ships: one more coin to another player of the taker's choice."""
    g = pr.position(players=3, expansion=True, active=0, harbour=["Y11"])
    g.play("stop")
    told = said(view_of(g, 0), EN)
    assert told["take:Y11:1"][1] == "Trade the Pinnace (3+1) for 3 coins; P2 gets 1 coin too"
    assert told["take:Y11:2"][1].endswith("P3 gets 1 coin too")
