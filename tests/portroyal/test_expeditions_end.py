"""Port Royal: expeditions, game end and the online rule changes, one test per rule clause.
Seed 001 = the Yucata rules page."""

import pytest

from ludothek import IllegalMove
from ludothek.portroyal.rules import DISCOVER


# ----- expeditions ('1. Entdecken', 'Priester / Kapitän / Siedler / Tausendsassa') ----------

def test_expedition_seed_example_priest_and_jack(pr):
    """Seed 001, '1. Entdecken', example: Dagmar fulfils the expedition with 2 crosses by
    discarding her Priester and her Tausendsassa; she takes the card and 2 coins."""
    g = pr.position(persons={0: ["pr1", "ja1"]}, expeditions=["xCC"], coins={0: 0}, top=["sa1"])
    assert "exp:xCC:pr1,ja1" in g.legal_moves()
    g.play("exp:xCC:pr1,ja1")
    assert g.done[0] == ["xCC"] and g.persons[0] == [] and g.expeditions == []
    assert {"pr1", "ja1"} <= set(g.discard)
    assert len(g.coins[0]) == 2 and g.points(0) == 4


def test_jack_of_all_trades_is_a_joker(pr):
    """Seed 001, 'Tausendsassa': a joker for a Priest, Captain or Settler."""
    g = pr.position(persons={0: ["pr1", "pr2", "ja1", "ja2", "se1"]},
                    expeditions=["xCC", "xCCH"], top=["sa1"])
    exps = [m for m in g.legal_moves() if m.startswith("exp:")]
    # Ids in canonical card order (settlers before priests before jacks).
    assert exps == ["exp:xCC:pr1,pr2", "exp:xCC:pr1,ja1", "exp:xCC:ja1,ja2",
                    "exp:xCCH:se1,pr1,pr2", "exp:xCCH:pr1,pr2,ja1", "exp:xCCH:se1,pr1,ja1",
                    "exp:xCCH:pr1,ja1,ja2", "exp:xCCH:se1,ja1,ja2"]


def test_expedition_needs_the_persons(pr):
    """Seed 001, '1. Entdecken': the required persons must be discarded."""
    g = pr.position(persons={0: ["pr1", "ca1"]}, expeditions=["xCC"], top=["sa1"])
    assert not [m for m in g.legal_moves() if m.startswith("exp:")]
    with pytest.raises(IllegalMove, match="lack the persons"):
        g.play("exp:xCC:pr1,ca1")


def test_expedition_any_time_in_own_turn(pr):
    """Seed 001, '1. Entdecken': the active player may fulfil expeditions at any time in his
    turn, several too: here during his own Trade & Hire."""
    g = pr.position(persons={0: ["pr1", "pr2", "ca1", "ca2"]}, expeditions=["xCC", "xAA"],
                    harbour=["Y1"], coins={0: 0})
    g.play("stop")
    g.play("take:Y1")
    assert g.to_move == 0 and g.legal_moves() == ["pass", "exp:xCC:pr1,pr2", "exp:xAA:ca1,ca2"]
    g.play("exp:xCC:pr1,pr2")
    g.play("exp:xAA:ca1,ca2")
    assert g.done[0] == ["xCC", "xAA"] and g.points(0) == 8 and g.to_move == 1


def test_only_active_player_fulfils(pr):
    """Seed 001, 'Klarstellung': only the active player may fulfil expeditions."""
    g = pr.position(persons={1: ["pr1", "pr2"]}, expeditions=["xCC"], harbour=["Y1", "B1"],
                    coins={0: 0, 1: 0})
    g.play("stop")
    g.play("take:Y1")
    assert g.to_move == 1
    assert not [m for m in g.legal_moves() if m.startswith("exp:")]
    with pytest.raises(IllegalMove, match="only the active player"):
        g.play("exp:xCC:pr1,pr2")


def test_no_expedition_with_two_ships_of_one_colour(pr):
    """Seed 001, 'Klarstellung': not while two ships of one colour lie in the harbour."""
    g = pr.position(persons={0: ["pi1", "pr1", "pr2"]}, expeditions=["xCC"], top=["Y1", "Y5"])
    g.play("keep")
    g.play("draw")
    assert g.legal_moves() == ["repel", "keep"]
    g = pr.position(persons={0: ["pi1", "pr1", "pr2"]}, expeditions=["xCC"], top=["Y1", "B5"])
    g.play("keep")
    g.play("draw")
    assert g.legal_moves() == ["repel", "keep", "exp:xCC:pr1,pr2"]


# ----- game end ('Spielende') ------------------------------------------------------------------

TWELVE = ["ad5", "ad6", "ma3", "ma4"]  # 3 + 3 + 3 + 3 points


def test_end_round_is_finished(pr):
    """Seed 001, 'Spielende': at 12 points the round is played to its end; the player right
    of the start player is the last active player."""
    g = pr.position(players=3, start=0, active=1, persons={1: TWELVE}, harbour=["sa1"],
                    coins={0: 0, 1: 0, 2: 0})
    assert g.points(1) == 12
    g.play("stop")
    assert g.end_triggered and not g.is_over and g.active == 2
    mark = len(g.log)
    while not g.is_over:
        g.play("pass" if g.phase == "trade" else "stop")
    assert [e["seat"] for e in pr.since(g, mark, "turn")] == []  # seat 2's turn was the last
    assert g.to_move is None and g.legal_moves() == []
    assert g.result()["winners"] == [1]


def test_end_in_last_players_turn(pr):
    """Seed 001, 'Spielende': reached in the last player's turn, the game ends with it."""
    g = pr.position(players=3, start=1, active=0, persons={2: TWELVE}, harbour=["sa1"],
                    coins={0: 0, 1: 0, 2: 0})
    g.play("stop")
    assert g.is_over and g.result()["reason"] == "points"


def test_points_from_persons_and_expeditions(pr):
    """Seed 001, 'Spielende': influence points come from persons and expeditions."""
    g = pr.position(persons={0: ["ad5", "go1"]}, coins={0: 0})
    g.done[0].append("xAAH")
    g.draw.remove("xAAH")
    assert g.points(0) == 3 + 0 + 6
    assert g.result()["breakdown"][0] == {"persons": 3, "expeditions": 6, "contracts": 0,
                                          "coins": 0}


def test_ties_by_coins_then_shared(pr):
    """Seed 001, 'Spielende': most points win; a tie goes to most coins; then a shared win."""
    g = pr.position(players=3, persons={0: ["ad5"], 1: ["ad6"], 2: ["ad1"]},
                    coins={0: 4, 1: 5, 2: 9})
    r = g.result()
    assert r["scores"] == [3, 3, 1] and r["tiebreaks"] == [[4], [5], [9]] and r["winners"] == [1]
    g = pr.position(players=3, persons={0: ["ad5"], 1: ["ad6"], 2: ["ad1"]},
                    coins={0: 5, 1: 5, 2: 9})
    assert g.result()["winners"] == [0, 1]


# ----- the online rule changes ('Folgende Regeländerungen gelten bei Yucata') -------------------

def empty_piles(g, seat):
    """Both piles empty: every card of the draw and discard piles goes to `seat`'s coins."""
    g.coins[seat].extend(g.draw + g.discard)
    g.draw.clear()
    g.discard.clear()


def test_no_coins_when_piles_empty(pr):
    """Seed 001, 'Regeländerungen': with draw and discard piles empty, no coins are paid."""
    g = pr.position(harbour=["Y10"], coins={0: 0})
    empty_piles(g, 1)
    g.play("stop")
    g.play("take:Y10")
    # The ship itself went to the discard pile first and came back as one coin.
    assert g.coins[0][0] == "Y10"
    assert [e["coins"] for e in g.log if e["k"] == "no_coins"] == [3]


def test_owed_coins_without_online_rule(pr):
    """Seed 001, 'Regeländerungen' (option off): the printed rules do not cover empty piles;
    the coins are owed and paid when cards are available again."""
    g = pr.position(harbour=["Y10"], coins={0: 0}, no_coins_when_empty=False)
    empty_piles(g, 1)
    g.play("stop")
    g.play("take:Y10")
    assert g.owed[0] == 3
    # Seat 1's turn: the extra tax brings half of its hoard back; it stops and passes.
    assert g.active == 1
    g.play("stop")
    while g.active == 1:
        g.play("pass")
    assert g.owed[0] == 0
    assert sum(e["coins"] for e in g.log if e["k"] == "owed_paid") == 3


def test_owed_coins_beyond_the_piles_stay_owed(pr):
    """The latent `_settle_owed` worry (a None drawn as a coin): owed coins are paid from the
    one reshuffle a turn's start can make, and then the loop stops with both piles empty. An
    extra tax (the only way `_draw_one` gives None with cards left) needs a second reshuffle
    in the same Discover phase, which paying owed coins alone never reaches."""
    g = pr.position(coins={0: 0}, no_coins_when_empty=False)
    empty_piles(g, 1)
    g.discard.extend(g.coins[1][:2])
    del g.coins[1][:2]
    g.owed[0] = 5
    g._begin_turn()
    assert None not in g.coins[0] and g.owed[0] == 3
    assert sum(e["coins"] for e in g.log if e["k"] == "owed_paid") == 2


def owed_at_second_reshuffle(pr, hoard):
    """Seat 0 is owed 1 coin (option `no_coins_when_empty` off) while, in a Discover phase that
    has reshuffled once, the draw pile is empty and the discard pile holds one card. Seat 1
    has `hoard` coins; every other card is out of play, so nobody else is taxed. Both have 0
    victory points, so both are tied for the extra tax's bonus coin (fewest points)."""
    g = pr.position(coins={0: 0}, no_coins_when_empty=False)
    empty_piles(g, 1)
    g.box.extend(g.coins[1][hoard + 1:])
    del g.coins[1][hoard + 1:]
    g.discard.append(g.coins[1].pop())
    g.owed[0] = 1
    g.reshuffles = 1
    assert g.phase == DISCOVER and not g.draw and len(g.discard) == 1
    assert g.points(0) == g.points(1) == 0
    return g


def test_owed_coin_after_an_extra_taxs_coins_took_the_last_card_stays_owed(pr):
    """Seed 001, '1. Entdecken': „Ist im Laufe des Spiels der Nachziehstapel aufgebraucht,
    wird der Ablagestapel gemischt"; 'Regeländerungen': „Wenn in der Spielphase Entdecken der
    Nachziehstapel das zweite Mal neu gemischt werden muss [...], wird eine zusätzliche Karte
    Steuererhöhung aufgedeckt." Paying an owed coin here needs that second reshuffle, so the
    extra tax comes first, and its bonus coins (all tied players, seat 0 first) take the one
    card. With both piles empty a coin cannot be paid: with the online rule off (the only way
    a coin is owed) it stays owed, as every coin due from empty piles does (`_gain`), and is
    paid in a later turn. Never a card of None."""
    g = owed_at_second_reshuffle(pr, hoard=2)
    card = g.discard[0]
    g._settle_owed()
    assert [e["reason"] for e in g.log if e["k"] == "extra_tax"] == ["reshuffle"]
    assert g.coins[0] == [card] and None not in g.coins[1] and len(g.coins[1]) == 2
    assert g.owed == [1, 1]  # seat 0's owed coin, and seat 1's bonus coin
    assert not [e for e in g.log if e["k"] == "owed_paid"]
    assert not g.draw and not g.discard


def test_owed_coin_after_an_extra_tax_is_paid_from_the_taxed_coins(pr):
    """As above, but seat 1 has 12 coins: the extra tax takes 6 into the discard pile before
    its bonus coins are drawn („die abgerundete Hälfte ihres Vermögens"), so after both bonus
    coins the owed coin is paid from the new draw pile."""
    g = owed_at_second_reshuffle(pr, hoard=12)
    g._settle_owed()
    assert [e["reason"] for e in g.log if e["k"] == "extra_tax"] == ["reshuffle"]
    assert len(g.coins[0]) == 2 and len(g.coins[1]) == 12 - 6 + 1
    assert g.owed == [0, 0] and len(g.draw) == 1 + 6 - 3
    assert [e["seat"] for e in g.log if e["k"] == "owed_paid"] == [0]


def test_extra_tax_when_no_card_to_discover(pr):
    """Seed 001, 'Regeländerungen': no card left in draw and discard pile during Discover: an
    extra tax increase is revealed."""
    g = pr.position(coins={0: 0})
    empty_piles(g, 1)
    hoard = len(g.coins[1])
    mark = len(g.log)
    g.play("stop")  # seat 0 ends its empty turn; seat 1 must reveal a card
    assert [e["reason"] for e in pr.since(g, mark, "extra_tax")] == ["empty"]
    assert [e["coins"] for e in pr.since(g, mark, "tax_pay")] == [hoard // 2]
    assert len(pr.since(g, mark, "reveal")) == 1


def test_no_extra_tax_without_option(pr):
    """Seed 001, 'Regeländerungen' (option off): the printed rules add no tax; nothing can be
    revealed, only 'stop' is left."""
    g = pr.position(coins={0: 0}, tax_when_empty=False)
    empty_piles(g, 1)
    g.play("stop")
    assert g.active == 1 and g.phase == DISCOVER
    assert g.legal_moves() == ["stop"]
    assert not [e for e in g.log if e["k"] == "extra_tax"]
    assert g.log[-1] == {"k": "no_cards", "seat": 1}


def reshuffle_loop(pr, **options):
    """Seat 0 repels the only card of the piles again and again; seat 1 hoards the rest."""
    g = pr.position(persons={0: ["pi1"]}, coins={0: 0}, **options)
    empty_piles(g, 1)
    g.coins[1].remove("Y1")
    g.draw.append("Y1")
    for _ in range(2):
        g.play("draw")
        g.play("repel")
    g.play("draw")  # the second reshuffle
    return g


def test_extra_tax_on_second_reshuffle(pr):
    """Seed 001, 'Regeländerungen': must the draw pile be reshuffled a second time in Discover
    (only repelled ships in the discard pile), an extra tax increase is revealed."""
    g = reshuffle_loop(pr)
    assert [e["reason"] for e in g.log if e["k"] == "extra_tax"] == ["reshuffle"]
    assert len([e for e in g.log if e["k"] == "tax_pay"]) == 1
    assert len(g.draw) > 40  # the taxed coins came back into the pile


def test_no_extra_tax_on_reshuffle_without_option(pr):
    """Seed 001, 'Regeländerungen' (option off): reshuffling adds no tax increase."""
    g = reshuffle_loop(pr, tax_on_reshuffle=False)
    assert not [e for e in g.log if e["k"] == "extra_tax"]
    assert g.pending == "Y1" and g.draw == [] and g.discard == []


def test_stalled_game_ends(pr):
    """Seed 001, 'Regeländerungen' explains the online rules keep the game from hanging; with
    them switched off, a whole round without a card to reveal ends the game as it stands."""
    g = pr.position(coins={0: 0}, no_coins_when_empty=False, tax_when_empty=False,
                    tax_on_reshuffle=False)
    empty_piles(g, 1)
    g.coins[0].extend(g.coins[1][:60])
    del g.coins[1][:60]
    g.play("stop")
    assert not g.is_over
    g.play("stop")
    assert g.is_over and g.result()["reason"] == "stalled"
