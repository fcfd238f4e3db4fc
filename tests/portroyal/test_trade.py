"""Port Royal: Trade & Hire and the persons' abilities, one test per rule clause.
Seed 001 = the Yucata rules page."""

import pytest

from ludothek import IllegalMove
from ludothek.portroyal.rules import TRADE


@pytest.mark.parametrize("harbour,cards", [
    (["Y1", "B1", "G1", "sa1", "sa2"], 1),
    (["Y1", "B1", "G1", "R1", "sa1"], 2),
    (["Y1", "B1", "G1", "R1", "K1"], 3),
])
def test_cards_by_ship_colours(pr, harbour, cards):
    """Seed 001, '2. Handeln & Heuern': 0-3 colours: 1 card, 4 colours: 2, 5 colours: 3."""
    g = pr.position(players=2, harbour=harbour, coins={0: 0, 1: 0})
    g.play("stop")
    assert g.trade_base == cards
    for taken in range(cards):
        assert g.to_move == 0
        g.play(next(m for m in g.legal_moves() if m.startswith("take:")))
    assert g.to_move == 1


def test_seed_example_five_cards_two_taken_other_pays(pr):
    """Seed 001, '2. Handeln & Heuern', example: Andrea revealed 5 cards, 4 of them ships of
    different colours: she takes 2 cards, a ship (2 coins) and at once spends the money on a
    person. Alex then takes a ship's coins and pays Andrea 1 coin. The rest is discarded."""
    g = pr.position(players=2, harbour=["B5", "Y1", "G1", "R1", "sa1"], coins={0: 1, 1: 0})
    g.play("stop")
    g.play("take:B5")
    assert len(g.coins[0]) == 3
    g.play("take:sa1")
    assert g.persons[0] == ["sa1"] and len(g.coins[0]) == 0
    assert g.to_move == 1
    g.play("take:Y1")
    assert len(g.coins[0]) == 1 and len(g.coins[1]) == 0  # 1 coin from the ship, paid on
    assert {"G1", "R1"} <= set(g.discard) and g.active == 1
    fee = [e for e in g.log if e["k"] == "fee"]
    assert fee == [{"k": "fee", "seat": 1, "payee": 0, "coins": 1}]


def test_trade_ship_gives_its_coins(pr):
    """Seed 001, 'Handeln': the ship goes to the discard pile, its coins are drawn."""
    g = pr.position(harbour=["Y10"], coins={0: 0})
    g.play("stop")
    g.play("take:Y10")
    assert len(g.coins[0]) == 4 and "Y10" in g.discard


def test_hire_pays_cost_to_discard(pr):
    """Seed 001, 'Heuern': Andrea pays 3 coins for a Matrose, which goes to her display."""
    g = pr.position(harbour=["sa1"], coins={0: 3})
    paid = list(g.coins[0])
    g.play("stop")
    g.play("take:sa1")
    assert g.persons[0] == ["sa1"] and not g.coins[0]
    assert g.discard[-3:] == paid[::-1]


def test_person_needs_enough_coins(pr):
    """Seed 001, 'Heuern': the person's cost must be paid."""
    g = pr.position(harbour=["sa10", "Y1"], coins={0: 6})
    g.play("stop")
    assert g.legal_moves()[0] == "take:Y1" and "take:sa10" not in g.legal_moves()
    with pytest.raises(IllegalMove, match="afford"):
        g.play("take:sa10")


def test_others_take_one_card_clockwise_and_pay_fee(pr):
    """Seed 001, '2. Handeln & Heuern': then every other player in turn may take exactly 1
    card, paying 1 coin to the active player."""
    g = pr.position(players=4, active=2, harbour=["sa1", "sa2", "sa3", "sa4"],
                    coins={0: 4, 1: 4, 2: 3, 3: 4})
    g.play("stop")
    order = []
    while g.active == 2:
        order.append(g.to_move)
        g.play("take:" + g.harbour[0] if g.to_move != 2 else "pass")
    assert order == [2, 3, 0, 1]
    assert [len(c) for c in g.coins] == [0, 0, 6, 0]


def test_fee_may_come_from_ship_income(pr):
    """Seed 001, '2. Handeln & Heuern': taking a ship, the coin may come from its income."""
    g = pr.position(harbour=["Y1", "B1"], coins={0: 0, 1: 0})
    g.play("stop")
    g.play("pass")
    assert "take:B1" in g.legal_moves()
    g.play("take:B1")
    assert len(g.coins[1]) == 0 and len(g.coins[0]) == 1


def test_non_active_hire_needs_cost_plus_fee(pr):
    """Seed 001, '2. Handeln & Heuern': a non-active player pays the person and 1 coin more."""
    g = pr.position(harbour=["sa1", "sa2", "Y1"], coins={0: 0, 1: 3})
    g.play("stop")
    g.play("pass")
    assert g.legal_moves() == ["take:Y1", "pass"]
    g = pr.position(harbour=["sa1", "sa2", "Y1"], coins={0: 0, 1: 4})
    g.play("stop")
    g.play("pass")
    g.play("take:sa2")
    assert len(g.coins[1]) == 0 and len(g.coins[0]) == 1


def test_harbour_may_run_out(pr):
    """Seed 001, '2. Handeln & Heuern': the harbour can be empty before everyone had a turn."""
    g = pr.position(players=3, harbour=["Y1"], coins={0: 0, 1: 0, 2: 0})
    g.play("stop")
    g.play("take:Y1")
    assert g.active == 1
    assert [e["seat"] for e in g.log if e["k"] == "skip"] == [1, 2]


def test_leftover_cards_discarded(pr):
    """Seed 001, '2. Handeln & Heuern': the cards left in the harbour go to the discard pile."""
    g = pr.position(harbour=["sa1", "pr1"], coins={0: 0, 1: 0})
    g.play("stop")
    assert g.active == 1
    assert {"sa1", "pr1"} <= set(g.discard)
    assert any(e["k"] == "clear" and e["cards"] == 2 for e in g.log)


def test_pass_takes_nothing(pr):
    """Seed 001, '2. Handeln & Heuern': taking is allowed, not required ('darf')."""
    g = pr.position(harbour=["Y1", "B1"], coins={0: 0, 1: 0})
    g.play("stop")
    g.play("pass")
    g.play("pass")
    assert g.active == 1 and [len(c) for c in g.coins] == [0, 0]


def test_skipped_players_still_get_bonuses(pr):
    """Seed 001, 'Hinweise zur Bedienung': players who can afford nothing are skipped; Jester
    and Admiral coins are paid anyway and logged."""
    g = pr.position(players=3, persons={1: ["je1"]}, harbour=["sa10"], coins={0: 0, 1: 0, 2: 0})
    mark = len(g.log)
    g.play("stop")
    skipped = [e["seat"] for e in pr.since(g, mark, "skip")]
    assert skipped == [0, 1, 2]
    g = pr.position(players=3, persons={1: ["ad1"]},
                    harbour=["sa10", "pi3", "ma3", "ma4", "je5"], coins={0: 0, 1: 0, 2: 0})
    mark = len(g.log)
    g.play("stop")
    assert [e["seat"] for e in pr.since(g, mark, "admiral")] == [1]
    assert [e["seat"] for e in pr.since(g, mark, "skip")] == [0, 1, 2]
    assert len(g.coins[1]) == 2


# ----- persons ('Die Fertigkeiten der Personen') ---------------------------------------------

def test_governor_extra_card(pr):
    """Seed 001, 'Gouverneur': 1 card more per Governor; a non-active player pays 1 coin per
    card."""
    g = pr.position(persons={0: ["go1"], 1: ["go2"]}, harbour=["Y1", "B1", "G1", "sa1"],
                    coins={0: 0, 1: 4})
    g.play("stop")
    assert g.picks == 2
    g.play("take:Y1")
    g.play("take:B1")
    assert g.to_move == 1 and g.picks == 2
    g.play("take:G1")
    g.play("take:sa1")
    assert g.persons[1] == ["go2", "sa1"]
    assert len(g.coins[0]) == 2 + 2  # own ships, then the two fees


def test_governor_hired_counts_from_next_turn(pr):
    """Seed 001, 'Klarstellung': a Governor's advantage counts only at the start of Trade &
    Hire, so one hired now gives no extra card in this phase."""
    g = pr.position(harbour=["go1", "Y1", "B1", "G1", "R1"], coins={0: 8})
    g.play("stop")
    g.play("take:go1")
    assert g.picks == 1
    g.play("take:Y1")
    assert g.active == 0 and g.to_move == 1


def test_trader_bonus(pr):
    """Seed 001, 'Händler': 1 coin more per Trader of the traded ship's colour."""
    g = pr.position(persons={0: ["trY1", "trY2", "trB1"]}, harbour=["Y1"], coins={0: 0})
    g.play("stop")
    g.play("take:Y1")
    assert len(g.coins[0]) == 1 + 2


def test_mademoiselle_discount_never_below_zero(pr):
    """Seed 001, 'Fräulein': persons cost 1 less per Mademoiselle, never less than 0."""
    g = pr.position(persons={0: ["ma1", "ma2"]}, harbour=["sa1"], coins={0: 1})
    g.play("stop")
    assert g.hire_cost(0, "sa1") == 1
    g.persons[0].extend(["ma3", "ma4"])
    g.draw = [c for c in g.draw if c not in ("ma3", "ma4")]
    assert g.hire_cost(0, "sa1") == 0
    g.play("take:sa1")
    assert len(g.coins[0]) == 1


def test_persons_usable_at_once(pr):
    """Seed 001, '2. Handeln & Heuern': cards are taken one after another, a person just taken
    can be used at once (here: a Mademoiselle makes the next hire cheaper)."""
    g = pr.position(persons={0: ["go1"]}, harbour=["ma1", "ad2", "Y1", "B1"], coins={0: 13})
    g.play("stop")
    g.play("take:ma1")
    assert len(g.coins[0]) == 6
    assert "take:ad2" in g.legal_moves()
    g.play("take:ad2")
    assert len(g.coins[0]) == 0


def test_trader_usable_at_once(pr):
    """Seed 001, '2. Handeln & Heuern': a Trader hired first adds a coin to the next trade."""
    g = pr.position(persons={0: ["go1"]}, harbour=["trY1", "Y1"], coins={0: 3})
    g.play("stop")
    g.play("take:trY1")
    g.play("take:Y1")
    assert len(g.coins[0]) == 2


def test_admiral_with_five_cards(pr):
    """Seed 001, 'Admiral': whoever finds 5+ cards in the harbour at his turn to take gets 2
    coins per Admiral at once (the active player too)."""
    g = pr.position(persons={0: ["ad1", "ad2"], 1: ["ad3"]},
                    harbour=["sa1", "sa2", "sa3", "sa4", "sa5"], coins={0: 0, 1: 0})
    mark = len(g.log)
    g.play("stop")
    assert len(g.coins[0]) == 4
    g.play("take:sa1")
    # Four cards are left when seat 1's turn comes: no Admiral coins.
    assert not [e for e in pr.since(g, mark, "admiral") if e["seat"] == 1]
    assert [e["admirals"] for e in pr.since(g, mark, "admiral")] == [2]  # for the log's words


def test_jester_empty_harbour_non_active_only(pr):
    """Seed 001, 'Witzbold': a non-active player finding the harbour empty gets 1 coin per
    Jester; the active player does not."""
    g = pr.position(players=3, persons={0: ["je1"], 1: ["je2"], 2: ["je3", "je4"]},
                    harbour=["Y1"], coins={0: 0, 1: 0, 2: 0})
    g.play("stop")
    g.play("take:Y1")
    assert [len(c) for c in g.coins] == [1, 1, 2]


def test_jester_not_paid_when_cards_left(pr):
    """Seed 001, 'Witzbold': only an empty harbour pays."""
    g = pr.position(persons={1: ["je2"]}, harbour=["Y1", "B1"], coins={0: 0, 1: 0})
    g.play("stop")
    g.play("take:Y1")
    assert not [e for e in g.log if e["k"] == "jester"]


def test_move_notation_errors(pr):
    """Seed 001, '2. Handeln & Heuern': only cards in the harbour can be taken, and only in
    Trade & Hire."""
    g = pr.position(harbour=["Y1"], coins={0: 0})
    with pytest.raises(IllegalMove, match="Trade & Hire"):
        g.play("take:Y1")
    g.play("stop")
    assert g.phase == TRADE or g.active == 1
