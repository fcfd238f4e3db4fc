"""Port Royal: the expansion ("Ein Auftrag geht noch..."): new persons, ships and the 16
contracts, one test per rule clause. Seed 001 = the Yucata rules page (its expansion part after
the persons); R = shared/reference/port_royal.md."""

import pytest

from ludothek import IllegalMove
from ludothek.portroyal.cards import CONTRACT, CONTRACT_POINTS

FOUR = ["fighter", "explorer", "trader_prince", "cheap_staff"]


def test_clerk_extra_card(pr):
    """Seed 001, 'Kontorist': trading a ship of the Clerk's colour allows 1 more card."""
    g = pr.position(expansion=True, persons={0: ["clY"]}, harbour=["Y1", "sa1"], coins={0: 2})
    g.play("stop")
    g.play("take:Y1")
    assert g.to_move == 0 and "take:sa1" in g.legal_moves()
    g.play("take:sa1")
    assert g.persons[0] == ["clY", "sa1"] and g.to_move is not None and g.active == 1


def test_clerk_non_active_pays_for_extra_card(pr):
    """Seed 001, 'Kontorist': a non-active player pays 1 more coin for the extra card."""
    g = pr.position(expansion=True, persons={1: ["clB"]}, harbour=["Y1", "B1", "sa1"],
                    coins={0: 0, 1: 4})
    g.play("stop")
    g.play("take:Y1")
    g.play("take:B1")
    assert g.to_move == 1 and "take:sa1" in g.legal_moves()
    g.play("take:sa1")
    assert len(g.coins[0]) == 1 + 2 and len(g.coins[1]) == 0


def test_gunner_income(pr):
    """Seed 001, 'Kanonier': at your turn in Trade & Hire, 1 coin less than there are ships in
    the harbour (per Gunner)."""
    g = pr.position(expansion=True, persons={1: ["gu1", "gu2"]}, harbour=["Y1", "B1", "G1", "sa1"],
                    coins={0: 0, 1: 0})
    g.play("stop")
    g.play("pass")
    assert [(e["coins"], e["gunners"]) for e in g.log if e["k"] == "gunner"] == [(4, 2)]
    assert len(g.coins[1]) == 4


def test_vice_admiral_three_or_four_cards(pr):
    """Seed 001, 'Vizeadmiral': 1 coin per Vice Admiral if 3 or 4 cards lie in the harbour."""
    g = pr.position(expansion=True, persons={0: ["va1"], 1: ["va2", "va3"]},
                    harbour=["sa1", "sa2", "sa3", "sa4", "sa5"], coins={0: 3, 1: 0})
    g.play("stop")
    assert len(g.coins[0]) == 3  # 5 cards: nothing
    g.play("take:sa1")
    assert len(g.coins[1]) == 2  # 4 cards left


def test_special_ship_coin_to_chosen_player(pr):
    """R 5b: one ship per colour pays 3 coins and 1 coin to another player of your choice."""
    g = pr.position(players=3, expansion=True, harbour=["Y11", "B1"], coins={0: 0, 1: 0, 2: 0})
    g.play("stop")
    assert g.legal_moves()[:2] == ["take:Y11:1", "take:Y11:2"]
    g.play("take:Y11:2")
    assert [len(c) for c in g.coins] == [3, 0, 1]
    g.play("take:B1")  # seat 1: 1 coin, paid on to seat 0
    assert [len(c) for c in g.coins] == [4, 0, 1]


def test_special_ship_needs_a_named_player(pr):
    """R 5b: the other player must be chosen, and not oneself."""
    g = pr.position(players=2, expansion=True, harbour=["K11"], coins={0: 0, 1: 0})
    g.play("stop")
    assert g.legal_moves() == ["take:K11:1", "pass"]
    with pytest.raises(IllegalMove, match="another player of your choice"):
        g.play("take:K11")
    with pytest.raises(IllegalMove):
        g.play("take:K11:0")


# ----- contracts --------------------------------------------------------------------------------

def test_contract_completed_automatically_with_track_coins(pr):
    """Seed 001, 'Aufträge': online, a contract is completed as soon as its condition holds;
    the first to complete gets the most coins (R 5c: cube on the highest free space)."""
    g = pr.position(players=3, expansion=True, contracts=["comedian"] + FOUR[:3],
                    persons={0: ["pr1"], 1: ["pr2"]}, harbour=["je1", "je2"],
                    coins={0: 5, 1: 8, 2: 0})
    g.play("stop")
    g.play("take:je1")
    assert g.slots["comedian"] == [0] and len(g.coins[0]) == 4
    g.play("take:je2")
    assert g.slots["comedian"] == [0, 1]
    assert len(g.coins[1]) == 8 - 7 - 1 + CONTRACT["comedian"][2][1]


def test_contract_points_zero_one_two(pr):
    """R 7: contracts give 0, +1, +2 points for the 1st, 2nd, 3rd completed; online the sum is
    shown in the player's total (seed 001, 'Aufträge')."""
    g = pr.position(expansion=True, contracts=FOUR, persons={0: ["go1", "go2", "pi1", "ca1", "ca2"]},
                    harbour=["trY1", "trB1", "sa1"], expeditions=["xAA"], coins={0: 6})
    g.play("stop")
    g.play("take:trY1")
    base = g.points(0)
    g.play("take:trB1")
    assert g.slots["trader_prince"] == [0] and g.contract_points(0) == 0
    g.play("take:sa1")
    assert g.slots["fighter"] == [0] and g.contract_points(0) == 1
    g.play("exp:xAA:ca1,ca2")
    assert g.slots["explorer"] == [0] and g.contract_points(0) == 3
    assert g.points(0) == base + 1 + 1 + 4 - 2 + 3
    assert g.cubes_free(0) == 0
    assert CONTRACT_POINTS == (0, 0, 1, 3)


def test_short_of_cubes_more_coins_first(pr):
    """Seed 001, 'Aufträge': several contracts met at once but cubes for fewer: those giving
    more coins are completed."""
    g = pr.position(expansion=True, contracts=FOUR, persons={0: ["trY1", "sa1", "sa2"]},
                    harbour=["trB1"], coins={0: 3})
    g.slots["fighter"] = [1, 0]
    g.slots["explorer"] = [1, 0]
    assert g.cubes_free(0) == 1
    g.play("stop")
    g.play("take:trB1")
    assert g.slots["cheap_staff"] == [0] and g.slots["trader_prince"] == []
    assert len(g.coins[0]) == 5


def test_jack_is_no_priest_for_contracts(pr):
    """Seed 001, 'Komiker ...': the two persons shown must be in the display (the Jack of all
    Trades is a joker only for expeditions)."""
    g = pr.position(expansion=True, contracts=["comedian"] + FOUR[:3], persons={0: ["ja1"]},
                    harbour=["je1"], coins={0: 5})
    g.play("stop")
    g.play("take:je1")
    assert g.slots["comedian"] == []


def test_cheap_staff_counts_printed_cost(pr):
    """Seed 001, 'Billiges Personal': 4 persons costing 3 each (Mademoiselle discounts do not
    count)."""
    g = pr.position(expansion=True, contracts=FOUR, persons={0: ["ma1", "sa1", "sa2", "trK1"]},
                    harbour=["pi1"], coins={0: 4})
    g.play("stop")
    g.play("take:pi1")  # costs 4 with the discount, printed 5
    assert g.slots["cheap_staff"] == [] and g.slots["fighter"] == [0]


def test_frigate_foe_three_refusals(pr):
    """Seed 001, 'Fregattenschreck': refusing the coins of a Frigate (also a Trader's) puts a
    cube on '1.', then '2.', the third time completes the contract at once."""
    contracts = ["frigate_foe"] + FOUR[:3]
    g = pr.position(expansion=True, contracts=contracts, persons={0: ["trR1"]}, harbour=["R1"],
                    coins={0: 0})
    g.play("stop")
    assert g.legal_moves()[:2] == ["take:R1", "take:R1:no"]
    g.play("take:R1:no")
    assert g.progress["frigate_foe"][0] == 1 and g.cubes_free(0) == 2 and not g.coins[0]
    g = pr.position(expansion=True, contracts=contracts, persons={0: ["trR1"]}, harbour=["R1"],
                    coins={0: 0})
    g.progress["frigate_foe"][0] = 2
    g.play("stop")
    g.play("take:R1:no")
    assert g.slots["frigate_foe"] == [0] and g.progress["frigate_foe"][0] == 0
    assert len(g.coins[0]) == 8 and g.cubes_free(0) == 2


def test_galleon_foe_two_refusals(pr):
    """Seed 001, 'Galeonenschreck': like Frigate Foe, but 2 refusals of a Galleon."""
    g = pr.position(expansion=True, contracts=["galleon_foe"] + FOUR[:3], harbour=["K1"],
                    coins={0: 0})
    g.progress["galleon_foe"][0] = 1
    g.play("stop")
    g.play("take:K1:no")
    assert g.slots["galleon_foe"] == [0] and len(g.coins[0]) == 6


def test_refusing_non_active_pays_fee_first(pr):
    """Seed 001, 'Fregattenschreck': a non-active player must first pay the active player a
    coin before refusing; a Clerk still works, and a special ship's other coin is still paid."""
    contracts = ["frigate_foe"] + FOUR[:3]
    g = pr.position(players=3, expansion=True, contracts=contracts, persons={1: ["clR"]},
                    harbour=["Y1", "R11", "sa1"], coins={0: 0, 1: 0, 2: 0})
    g.play("stop")
    g.play("take:Y1")
    assert not [m for m in g.legal_moves() if ":no" in m]
    g = pr.position(players=3, expansion=True, contracts=contracts, persons={1: ["clR"]},
                    harbour=["Y1", "R11", "sa1"], coins={0: 0, 1: 1, 2: 0})
    g.play("stop")
    g.play("take:Y1")
    g.play("take:R11:no:2")
    assert [len(c) for c in g.coins] == [1 + 1, 0, 1]
    assert g.progress["frigate_foe"][1] == 1
    assert g.to_move == 1 and g.picks == 1  # the Clerk's extra card


def test_tax_officer(pr):
    """Seed 001, 'Finanzbeamter': whoever pays taxes completes the contract."""
    g = pr.position(players=3, expansion=True, contracts=["tax_officer"] + FOUR[:3],
                    coins={0: 0, 1: 12, 2: 3}, top=["tS1"])
    assert g.slots["tax_officer"] == [1]
    assert len(g.coins[1]) == 6 + 7 + 1  # half paid, 7 from the contract, tied for sabres


def test_jinx_on_bust(pr):
    """Seed 001, 'Pechvogel': the active player who must end his turn for two ships of one
    colour completes it (only the active player)."""
    g = pr.position(expansion=True, contracts=["jinx"] + FOUR[:3], coins={0: 0, 1: 0},
                    top=["Y1", "Y2"])
    g.play("draw")
    assert g.slots["jinx"] == [0] and len(g.coins[0]) == 1


def test_gamester_four_colours(pr):
    """Seed 001, 'Zocker': 4 ships of different colours in the harbour as active player."""
    g = pr.position(expansion=True, contracts=["gamester"] + FOUR[:3], coins={0: 0},
                    top=["Y1", "B1", "G1", "R1"])
    for _ in range(2):
        g.play("draw")
    assert g.slots["gamester"] == []
    g.play("draw")
    assert g.slots["gamester"] == [0] and len(g.coins[0]) == 2


def test_little_gamester_two_turns(pr):
    """Seed 001, 'Kleiner Zocker': 3 ship colours (not repelled) put a cube on '1.'; another
    time in a turn of yours completes it."""
    contracts = ["little_gamester"] + FOUR[:3]
    g = pr.position(expansion=True, contracts=contracts, persons={0: ["sa1"]}, coins={0: 0},
                    top=["Y1", "B5", "G5", "R4", "K4"])
    g.play("repel")  # a repelled ship does not count
    g.play("draw")
    g.play("draw")
    assert g.progress["little_gamester"][0] == 0
    g.play("draw")
    assert g.progress["little_gamester"][0] == 1 and g.slots["little_gamester"] == []
    g.play("draw")  # 4 colours, same turn: no second step
    assert g.progress["little_gamester"][0] == 1
    g = pr.position(expansion=True, contracts=contracts, coins={0: 0}, top=["Y1", "B1", "G1"])
    g.progress["little_gamester"][0] = 1
    g.play("draw")
    g.play("draw")
    assert g.slots["little_gamester"] == [0] and len(g.coins[0]) == 2


def test_pack_of_pirates(pr):
    """Seed 001, 'Piratenpack': as active player keep the first repelled ship of each colour,
    later ones go to the discard pile; with all 5 colours, the ships are discarded and the
    contract is completed."""
    g = pr.position(expansion=True, contracts=["pirates"] + FOUR[:3],
                    persons={0: ["pi1", "pi2", "pi3"]}, coins={0: 0}, top=["Y1", "Y2", "B1"])
    g.play("repel")
    g.play("draw")
    g.play("repel")
    g.play("draw")
    g.play("repel")
    assert g.pirates[0] == ["Y1", "B1"] and "Y2" in g.discard
    pr.move(g, "G1", g.pirates[0])
    pr.move(g, "R1", g.pirates[0])
    pr.move(g, "K1", g.draw)
    g.play("draw")
    g.play("repel")
    assert g.pirates[0] == [] and g.slots["pirates"] == [0]
    assert {"Y1", "B1", "G1", "R1", "K1"} <= set(g.discard)
    assert len(g.coins[0]) == 3


def test_active_only_contracts_not_for_others(pr):
    """Seed 001, 'Aufträge': Piratenpack, (Kleiner) Zocker and Pechvogel only for the active
    player."""
    g = pr.position(players=3, expansion=True, contracts=["jinx", "gamester", "little_gamester",
                                                          "pirates"],
                    coins={0: 0, 1: 0, 2: 0},
                    top=["Y1", "B1", "G1", "R1", "sa1", "sa2", "Y2"])  # sa1, sa2: coins
    for _ in range(4):
        g.play("draw")
    assert g.slots["jinx"] == [0] and g.slots["gamester"] == [0]
    assert g.progress["little_gamester"] == [1, 0, 0]


def test_contract_cubes_limit(pr):
    """R 5: 3 cubes per player; without a free cube no contract is started."""
    g = pr.position(expansion=True, contracts=["jinx"] + FOUR[:3], coins={0: 0},
                    top=["Y1", "Y2"])
    for c in FOUR[:3]:
        g.slots[c].append(0)
    assert g.cubes_free(0) == 0
    g.play("draw")
    assert g.slots["jinx"] == []
