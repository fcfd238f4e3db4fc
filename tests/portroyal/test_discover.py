"""Port Royal: material, setup and the Discover phase, one test per rule clause.
Seed 001 = the Yucata rules page; R = shared/reference/port_royal.md."""

import pytest

from ludothek import IllegalMove, new_game
from ludothek.portroyal.cards import BASE_DECK, CARD, EXPANSION_DECK, FIVE_PLAYER_CARDS, PERSON, SHIP
from ludothek.portroyal.rules import DECIDE, DISCOVER


# ----- material and setup ----------------------------------------------------------------------

def test_material_120_cards():
    """Seed 001, 'Spielmaterial': 60 persons, 50 ships (10 per colour), 4 taxes, 6 expeditions."""
    deck = BASE_DECK + FIVE_PLAYER_CARDS
    kinds = [CARD[c].type for c in deck]
    assert len(set(deck)) == 120
    assert (kinds.count(PERSON), kinds.count(SHIP), kinds.count("tax"), kinds.count("expedition")) \
        == (60, 50, 4, 6)
    for colour in "YBGRK":
        assert sum(1 for c in deck if CARD[c].type == SHIP and CARD[c].colour == colour) == 10
    per_kind = {}
    for c in deck:
        if CARD[c].type == PERSON:
            per_kind[CARD[c].kind] = per_kind.get(CARD[c].kind, 0) + 1
    assert per_kind == {"trader": 10, "settler": 5, "captain": 5, "priest": 5, "jack": 3,
                        "sailor": 10, "pirate": 3, "mademoiselle": 4, "jester": 5, "admiral": 6,
                        "governor": 4}


def test_ship_sabres_per_colour():
    """Seed 001, 'Spielmaterial': e.g. gelbe Pinasse 4x1, 3x2, 3x4 sabres; 2 skulls on red/black."""
    expected = {"Y": [1] * 4 + [2] * 3 + [4] * 3, "B": [1] * 4 + [2] * 3 + [5] * 3,
                "G": [1] * 4 + [3] * 3 + [5] * 3, "R": [1] * 3 + [3] * 3 + [6] * 2 + [99] * 2,
                "K": [2] * 3 + [4] * 3 + [7] * 2 + [99] * 2}
    for colour, sabres in expected.items():
        got = sorted(99 if CARD[c].sabres is None else CARD[c].sabres for c in BASE_DECK
                     if CARD[c].type == SHIP and CARD[c].colour == colour)
        assert got == sabres


@pytest.mark.parametrize("players", [2, 3, 4])
def test_setup_three_coins_and_five_player_expedition_boxed(players):
    """Seed 001, 'Spielvorbereitung': fewer than 5 players: the 3-symbol expedition goes back
    to the box; each player gets 3 cards face down as coins."""
    g = new_game("portroyal", seed=5, players=players)
    assert g.box == list(FIVE_PLAYER_CARDS)
    assert [len(c) for c in g.coins] == [3] * players
    assert FIVE_PLAYER_CARDS[0] not in g.expeditions


def test_setup_five_players_expedition_face_up():
    """Seed 001, 'Spielvorbereitung': with 5 players this expedition lies face up in the middle."""
    g = new_game("portroyal", seed=5, players=5)
    assert FIVE_PLAYER_CARDS[0] in g.expeditions and not g.box
    assert FIVE_PLAYER_CARDS[0] not in g.draw


def test_expansion_material():
    """Seed 001 (expansion) and R 5: 14 persons and 10 ships more; 16 contracts, 4 face up, the
    rest face down; 3 cubes per player."""
    g = new_game("portroyal", seed=2, players=3, options={"expansion": True})
    assert len(EXPANSION_DECK) == 24
    assert len(g.contracts) == 4 and len(g.contract_pile) == 12
    assert [g.cubes_free(s) for s in range(3)] == [3, 3, 3]


def test_random_start_player():
    """Seed 001, 'Folgende Regeländerungen': the start player is drawn at random."""
    starts = {new_game("portroyal", seed=s, players=4).start for s in range(40)}
    assert starts == {0, 1, 2, 3}


def test_printed_start_player_without_online_rule():
    """Seed 001, 'Spielablauf': printed rule (last port visitor) is not judged: seat 0 starts."""
    starts = {new_game("portroyal", seed=s, players=4, options={"random_start": False}).start
              for s in range(10)}
    assert starts == {0}


# ----- Discover --------------------------------------------------------------------------------

def test_first_card_revealed_automatically(pr):
    """Seed 001, '1. Entdecken': the active player must first reveal the top card."""
    g = pr.position(top=["sa1", "Y1"])
    assert g.harbour == ["sa1"] and g.phase == DISCOVER
    assert g.legal_moves()[:2] == ["draw", "stop"]


def test_person_goes_to_harbour(pr):
    """Seed 001, '1. Entdecken': a person is put into the harbour."""
    g = pr.position(top=["sa1", "pr1"])
    g.play("draw")
    assert g.harbour == ["sa1", "pr1"]


def test_repel_seed_example_fleute_matrose_pirat(pr):
    """Seed 001, '1. Entdecken', example: Alex repels the 2-sabre Fleute with his Matrose (1)
    and Pirat (2); it goes to the discard pile and he gets no coins for it."""
    g = pr.position(persons={0: ["sa1", "pi1"]}, coins={0: 3}, top=["B5"])
    assert CARD["B5"].sabres == 2 and g.sabres(0) == 3
    assert g.phase == DECIDE and g.legal_moves()[:2] == ["repel", "keep"]
    g.play("repel")
    assert "B5" in g.discard and "B5" not in g.harbour
    assert len(g.coins[0]) == 3
    assert g.phase == DISCOVER


def test_keep_repellable_ship(pr):
    """Seed 001, '1. Entdecken': repelling is optional ('darf')."""
    g = pr.position(persons={0: ["sa1", "pi1"]}, top=["B5"])
    g.play("keep")
    assert g.harbour == ["B5"]


def test_cannot_repel_with_too_few_sabres(pr):
    """Seed 001, '1. Entdecken': too few sabres: the ship must go into the harbour."""
    g = pr.position(persons={0: ["sa1"]}, top=["B5"])
    assert g.harbour == ["B5"] and g.phase == DISCOVER
    assert "repel" not in g.legal_moves()


def test_skull_ship_never_repelled(pr):
    """Seed 001, '1. Entdecken': a ship with a skull can never be repelled."""
    g = pr.position(persons={0: ["pi1", "pi2", "pi3", "sa1", "sa2", "sa3", "sa4"]}, top=["R9"])
    assert g.sabres(0) == 10
    assert g.harbour == ["R9"] and g.phase == DISCOVER


def test_sabres_not_used_up(pr):
    """Seed 001, '1. Entdecken': sabres are not used up; they work any number of times."""
    g = pr.position(persons={0: ["pi1"]}, top=["B5", "Y5"])
    g.play("repel")
    g.play("draw")
    assert g.phase == DECIDE
    g.play("repel")
    assert {"B5", "Y5"} <= set(g.discard)


def test_expedition_goes_to_separate_display(pr):
    """Seed 001, '1. Entdecken': an expedition goes above the harbour into its own display."""
    g = pr.position(top=["xAA"])
    assert g.expeditions == ["xAA"] and g.harbour == []


def test_tax_rich_pay_half_rounded_down(pr):
    """Seed 001, '1. Entdecken': players with 12+ coins give up half, rounded down (12 or 13:
    6 coins)."""
    g = pr.position(players=4, coins={0: 12, 1: 13, 2: 11, 3: 3}, top=["sa1", "tS1"])
    mark = len(g.log)
    g.play("draw")
    pays = {e["seat"]: e["coins"] for e in pr.since(g, mark, "tax_pay")}
    assert pays == {0: 6, 1: 6}
    # Nobody has sabres: all four are tied and get the bonus coin.
    assert [len(c) for c in g.coins] == [7, 8, 12, 4]


def test_tax_bonus_most_sabres_ties_all(pr):
    """Seed 001, '1. Entdecken': the player(s) with most sabres get 1 coin; all tied get one."""
    g = pr.position(players=3, persons={1: ["sa1"], 2: ["sa2"]}, coins={0: 2, 1: 2, 2: 2},
                    top=["tS2"])
    assert [len(c) for c in g.coins] == [2, 3, 3]
    assert "tS2" in g.discard and g.phase == DISCOVER


def test_tax_bonus_fewest_points(pr):
    """Seed 001, '1. Entdecken': the other tax card pays the player with fewest points."""
    g = pr.position(players=3, persons={1: ["sa1"], 2: ["sa2"]}, coins={0: 2, 1: 2, 2: 2},
                    top=["tP1"])
    assert [len(c) for c in g.coins] == [3, 2, 2]


def test_tax_then_discover_goes_on(pr):
    """Seed 001, '1. Entdecken': the tax card goes to the discard pile and the active player
    continues his turn."""
    g = pr.position(top=["tP1", "Y1", "Y2", "sa1"])
    assert g.phase == DISCOVER and "draw" in g.legal_moves()
    assert g.coins[0][-1] == "Y1" and g.coins[1][-1] == "Y2"  # bonus coins: the next cards
    g.play("draw")
    assert g.harbour == ["sa1"]


def test_bust_discards_harbour_keeps_expeditions(pr):
    """Seed 001, '1. Entdecken': a second ship of one colour that is not repelled: the harbour
    goes to the discard pile, expeditions stay, no Trade & Hire, the next player's turn."""
    g = pr.position(players=3, top=["Y1", "xAA", "sa1", "Y2", "pr1"])
    for _ in range(3):
        g.play("draw")
    assert g.active == 1 and g.harbour == ["pr1"]
    assert {"Y1", "Y2", "sa1"} <= set(g.discard)
    assert g.expeditions == ["xAA"]
    assert not [e for e in g.log if e["k"] == "trade_phase"]


def test_bust_pays_jesters_to_everybody(pr):
    """Seed 001, '1. Entdecken' and 'Witzbold': after a bust all players, the active one too,
    get 1 coin per Jester."""
    g = pr.position(players=3, persons={0: ["je1"], 1: ["je2", "je3"]}, coins={0: 0, 1: 0, 2: 0},
                    top=["Y1", "Y2"])
    mark = len(g.log)
    g.play("draw")
    assert {e["seat"]: e["coins"] for e in pr.since(g, mark, "jester")} == {0: 1, 1: 2}
    assert [len(c) for c in g.coins] == [1, 2, 0]


def test_keep_repellable_ship_of_same_colour_busts(pr):
    """Seed 001, '1. Entdecken': the bust comes from a same-colour ship that is not repelled."""
    g = pr.position(persons={0: ["pi1"]}, top=["Y1", "Y5"])
    g.play("keep")
    g.play("draw")
    g.play("keep")
    assert g.active == 1


def test_stop_after_any_card(pr):
    """Seed 001, '1. Entdecken': after every revealed card the active player may stop."""
    g = pr.position(top=["sa1"])
    g.play("stop")
    assert g.phase == "trade" and g.to_move == 0


def test_draw_not_legal_while_ship_waits(pr):
    """Seed 001, '1. Entdecken': only the ship just revealed may be repelled: decide first."""
    g = pr.position(persons={0: ["pi1"]}, top=["B5"])
    with pytest.raises(IllegalMove, match="repel it or put it into the harbour"):
        g.play("draw")


def test_reshuffle_when_draw_pile_used_up(pr):
    """Seed 001, '1. Entdecken': when the draw pile is used up, the discard pile is shuffled
    into a new draw pile."""
    g = pr.position(top=["sa1"])
    g.discard.extend(g.draw)
    g.draw = []
    total = len(g.discard)
    g.play("draw")
    assert len(g.draw) == total - 1 and not g.discard
    assert any(e["k"] == "reshuffle" for e in g.log)
