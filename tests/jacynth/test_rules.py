"""Jacynth, one test per rule clause of seed 003 (sections named as in the seed)."""

import pytest

from ludothek import IllegalMove, games, new_game
from ludothek.jacynth.cards import CARDS, RANK, SUITS, SUITS_OF, TOKEN_CARDS, deck
from ludothek.jacynth.rules import GRIDS, LAYOUTS, districts



# ----- the deck ------------------------------------------------------------------------------

def test_basic_deck_each_rank_holds_each_suit_once():
    """Reference 'The Decktet': 36 cards, each rank Ace..Crown holds each suit exactly once."""
    basic = deck()
    assert len(basic) == 36 == len(set(basic))
    for rank in {RANK[c] for c in basic}:
        suits = "".join(SUITS_OF[c] for c in basic if RANK[c] == rank)
        assert sorted(suits) == sorted(SUITS)
    assert all(len(SUITS_OF[c]) == (1 if c[0] in "AC" else 2) for c in basic)


def test_extended_deck_excuse_pawns_courts():
    """Seed 003 'Das erweiterte Deck': the Excuse (no suit), Pawns and Courts with three suits."""
    assert deck(excuse=True)[-1] == "X" and SUITS_OF["X"] == ""
    pawns = [c for c in deck(pawns=True) if c[0] == "P"]
    courts = [c for c in deck(courts=True) if c[0] == "T"]
    assert len(pawns) == len(courts) == 4
    assert all(len(SUITS_OF[c]) == 3 for c in pawns + courts)
    assert len(deck(True, True, True)) == 45


def test_rank_order_ace_numbers_pawn_court_crown():
    """Seed 003 'Distrikte' (Crowns above 9s, 2s above Aces); reference: 9 < Pawn < Court < Crown."""
    assert RANK["AM"] < RANK["2MK"] < RANK["9MS"] < RANK["PMYK"] < RANK["TMWK"] < RANK["CM"]


def test_game_is_registered_with_contract_attributes():
    """GAMES.md: the registry finds GAME; solitaire to three players, hidden hands."""
    cls = games()["jacynth"]
    assert (cls.MIN_PLAYERS, cls.MAX_PLAYERS, cls.HIDDEN_HANDS) == (1, 3, True)
    with pytest.raises(ValueError):
        new_game("jacynth", players=4)


# ----- setup ---------------------------------------------------------------------------------

@pytest.mark.parametrize("layout,cells", [
    ("razeway", ["a6", "b5", "c4", "d3", "e2", "f1"]),
    ("towers", ["b5", "e5", "b2", "e2"]),
    ("old_city", ["c6", "e5", "a4", "f3", "b2", "d1"]),
])
@pytest.mark.parametrize("players", [2, 3])
def test_starting_layout_cells(layout, cells, players):
    """Seed 003 'Vorbereitung': Razeway, Towers, Old City on the 6x6 grid (reference positions)."""
    g = new_game("jacynth", seed=11, players=players, options={"layout": layout})
    names = GRIDS[6][0]
    assert len(g.city) == 36
    assert sorted(names[i] for i, c in enumerate(g.city) if c) == sorted(cells)
    assert len(LAYOUTS[layout]) == len(cells)


def test_hands_of_three():
    """Seed 003 'Vorbereitung': every player is dealt three cards."""
    for players in (1, 2, 3):
        g = new_game("jacynth", seed=3, players=players)
        assert [len(hand) for hand in g.hands] == [3] * players


def test_four_influence_tokens_each():
    """Seed 003 'Vorbereitung': every player starts with four influence tokens."""
    g = new_game("jacynth", seed=3, players=3)
    assert g.tokens_left == [4, 4, 4]


def test_all_cards_dealt_from_one_deck():
    """Seed 003 'Vorbereitung': hands, layout and pile together are the shuffled deck."""
    g = new_game("jacynth", seed=8, players=3, options={"pawns": True, "excuse": True})
    cards = [c for c in g.city if c] + [c for hand in g.hands for c in hand] + g.draw_pile
    assert sorted(cards) == sorted(deck(excuse=True, pawns=True))


def test_player_after_dealer_starts():
    """Seed 003 'Spielablauf': the player after the dealer starts; the dealer is drawn by lot."""
    starts = {new_game("jacynth", seed=s, players=3).to_move for s in range(40)}
    assert starts == {0, 1, 2}
    g = new_game("jacynth", seed=5, players=2)
    assert g.log[0] == {"k": "start", "seat": g.to_move, "layout": "razeway"}


# ----- a turn --------------------------------------------------------------------------------

def test_card_goes_next_to_a_card_by_an_edge(h):
    """Seed 003 'Stadt erkunden': an empty cell sharing an edge with a placed card."""
    g = h.position(cards={"c4": "AM"}, hands=[["2MK", "AS", "AW"], ["AL", "AY", "AK"]])
    targets = {m.rpartition("@")[2] for m in g.legal_moves()}
    assert targets == {"c5", "c3", "b4", "d4"}  # never a diagonal (b5, d3, ...)
    with pytest.raises(IllegalMove):
        g.play("p:2MK@d5")


def test_card_only_on_an_empty_cell(h):
    """Seed 003 'Stadt erkunden': the card goes on an empty cell."""
    g = h.position(cards={"c4": "AM", "c3": "AS"}, hands=[["2MK", "AW", "AL"], ["AY", "AK", "CM"]])
    assert not any(m.endswith("@c4") or m.endswith("@c3") for m in g.legal_moves())
    with pytest.raises(IllegalMove, match="already holds a card"):
        g.play("p:2MK@c4")


def test_card_from_own_hand_only(h):
    """Seed 003 'Stadt erkunden': a card from your hand."""
    g = h.position(cards={"c4": "AM"}, hands=[["2MK", "AW", "AL"], ["AY", "AK", "CM"]])
    assert {m[2:].partition("@")[0] for m in g.legal_moves()} == {"2MK", "AW", "AL"}
    with pytest.raises(IllegalMove, match="not in your hand"):
        g.play("p:CM@c5")


def test_token_decision_follows_the_placement(h):
    """Seed 003 'Spielzug': place a card, then you may place a token."""
    g = h.position(cards={"c4": "AM"}, hands=[["2MK", "AW", "AL"], ["AY", "AK", "CM"]])
    g.play("p:2MK@c5")
    assert g.to_move == 0 and g.phase == "token"
    assert set(g.legal_moves()) == {"t:c4", "t:c5", "skip"}


def test_token_may_go_on_any_card_in_the_city(h):
    """Seed 003 'Einfluss ausüben': on any card, the new one or one of the starting layout."""
    g = new_game("jacynth", seed=4, players=2)
    seat = g.to_move
    g.play(g.legal_moves()[0])
    placed = {GRIDS[6][0][i] for i, c in enumerate(g.city) if c in TOKEN_CARDS}
    assert {m[2:] for m in g.legal_moves() if m.startswith("t:")} == placed
    g.play(next(m for m in g.legal_moves() if m.startswith("t:")))
    assert g.tokens_left[seat] == 3


def test_at_most_one_token_per_turn(h):
    """Seed 003 'Einfluss ausüben': only one token per turn; then the turn passes."""
    g = h.position(cards={"c4": "AM"}, hands=[["2MK", "AW", "AL"], ["AY", "AK", "CM"]])
    g.play("p:2MK@c5")
    g.play("t:c5")
    assert g.to_move == 1 and g.phase == "play"
    assert g.tokens_left == [3, 4]


def test_one_token_per_card(h):
    """Reference 'Jacynth': one token per card."""
    g = h.position(cards={"c4": "AM", "c5": "2MK"}, tokens={"c5": 0},
                   hands=[["AW", "AL", "AY"], ["AK", "CM", "CS"]])
    g.play("p:AW@d4")
    assert "t:c5" not in g.legal_moves()
    with pytest.raises(IllegalMove, match="already holds an influence token"):
        g.play("t:c5")


def test_token_never_in_a_district_an_opponent_controls(h):
    """Seed 003 'Einfluss ausüben': no token in a district the opponent controls."""
    # Moons district c4-c5 held by seat 1; the Knots of the Author (c5) is free, still blocked.
    g = h.position(cards={"c4": "AM", "c5": "2MK", "e1": "AS"}, tokens={"c4": 1},
                   hands=[["AW", "AL", "AY"], ["AK", "CM", "CS"]])
    g.play("p:AW@e2")
    legal = g.legal_moves()
    assert "t:c5" not in legal and "t:c4" not in legal
    assert "t:e2" in legal and "t:e1" in legal
    with pytest.raises(IllegalMove, match="in a district P2 controls"):
        g.play("t:c5")


def test_token_blocked_through_either_suit(h):
    """Seed 003 'Einfluss ausüben': also when only one of the card's two suits is controlled."""
    # The Author (Moons+Knots) touches the Ace of Knots of seat 1: blocked via Knots only.
    g = h.position(cards={"c4": "AK", "c5": "2MK", "c6": "AM"}, tokens={"c4": 1},
                   hands=[["AW", "AL", "AY"], ["CK", "CM", "CS"]])
    g.play("p:AW@d6")
    legal = g.legal_moves()
    assert "t:c5" not in legal and "t:c6" in legal


def test_token_allowed_on_a_card_of_own_district(h):
    """Seed 003 'Einfluss ausüben': a card already in one of your own districts may take one."""
    g = h.position(cards={"c4": "AM", "c5": "2MK"}, tokens={"c4": 0},
                   hands=[["AW", "AL", "AY"], ["AK", "CM", "CS"]])
    g.play("p:AW@d4")
    assert "t:c5" in g.legal_moves()
    g.play("t:c5")
    assert g.scores()[0] == 3  # Moons c4-c5 (2) and Knots c5 (1)


def test_token_is_optional(h):
    """Seed 003 'Einfluss ausüben': you *may* place a token."""
    g = h.position(cards={"c4": "AM"}, hands=[["2MK", "AW", "AL"], ["AY", "AK", "CM"]])
    g.play("p:2MK@c5")
    g.play("skip")
    assert g.tokens_left == [4, 4] and g.to_move == 1


def test_no_token_decision_without_tokens_left(h):
    """Seed 003 'Einfluss ausüben': only if you have tokens left (else the step is skipped)."""
    g = h.position(cards={"a1": "AL", "a2": "AY", "a3": "AK", "a4": "CL", "c4": "AM"},
                   tokens={"a1": 0, "a2": 0, "a3": 0, "a4": 0},
                   hands=[["2MK", "AW", "AS"], ["CY", "CK", "CM"]])
    g.play("p:2MK@c5")
    assert g.to_move == 1 and g.phase == "play"


def test_draw_after_the_turn_while_cards_remain(h):
    """Seed 003 'Karte ziehen': draw one card if the pile holds any; back to three."""
    g = h.position(cards={"c4": "AM"}, hands=[["2MK", "AW", "AL"], ["AY", "AK", "CM"]])
    top = g.draw_pile[-1]
    g.play("p:2MK@c5")
    g.play("skip")
    assert top in g.hands[0] and len(g.hands[0]) == 3


def test_no_draw_from_an_empty_pile(h):
    """Seed 003 'Karte ziehen' / 'Spielende': play goes on after the last card is drawn."""
    g = h.position(cards={"c4": "AM"}, hands=[["2MK", "AW", "AL"], ["AY", "AK", "CM"]])
    g.draw_pile = []
    g.play("p:2MK@c5")
    g.play("skip")
    assert g.hands[0] == ["AW", "AL"] and g.to_move == 1 and not g.is_over


# ----- districts and control -----------------------------------------------------------------

def test_district_joins_by_edges_not_diagonals():
    """Seed 003 'Distrikte': cards of a suit joined edge to edge; no diagonals, no gaps."""
    city = [None] * 36
    index = GRIDS[6][1]
    for name, card in {"a6": "AS", "b6": "4MS", "c5": "8MS", "e6": "CS"}.items():
        city[index[name]] = card
    suns = sorted(len(cells) for suit, cells in districts(city, GRIDS[6][2]) if suit == "S")
    assert suns == [1, 1, 2]  # a6-b6; c5 only diagonal; e6 beyond an empty cell


def test_number_card_belongs_to_two_districts():
    """Seed 003 'Distrikte': every number card belongs to two districts, one per suit."""
    city = [None] * 36
    city[GRIDS[6][1]["c4"]] = "7SK"
    assert sorted(suit for suit, _ in districts(city, GRIDS[6][2])) == ["K", "S"]


def test_control_with_a_token_on_any_card_of_the_district(h):
    """Seed 003 'Distrikte': you control a district if any of its cards holds your token."""
    g = h.position(cards={"a1": "AM", "a2": "3MW", "a3": "CM"}, tokens={"a1": 1},
                   hands=[["AW", "AL", "AY"], ["AK", "CK", "CS"]])
    view = g.view(0)
    moons = [d for d in view["districts"] if d["suit"] == "M"]
    assert moons == [{"suit": "M", "cells": ["a3", "a2", "a1"], "size": 3, "controller": 1}]


def test_merged_district_goes_to_the_highest_ranked_token(h):
    """Seed 003 'Distrikte', worked example: Aaron's token on the 8 of Moons and Suns, Beryl's on
    the Crown of Moons; a row of Moons joins them: Beryl controls the Moons, Aaron keeps the
    Suns district of the 8."""
    aaron, beryl = 0, 1
    g = h.position(cards={"a6": "8MS", "b6": "AM", "d6": "CM", "a5": "2SY"},
                   tokens={"a6": aaron, "d6": beryl},
                   hands=[["6MW", "AW", "AL"], ["AY", "AK", "CS"]])
    before = {(d["suit"], d["size"]): d["controller"] for d in g.view(None)["districts"]}
    assert before[("M", 2)] == aaron and before[("M", 1)] == beryl
    g.play("p:6MW@c6")  # the Lunatic, Moons+Waves, closes the row
    view = g.view(None)
    moons = [d for d in view["districts"] if d["suit"] == "M"]
    suns = [d for d in view["districts"] if d["suit"] == "S"]
    assert moons == [{"suit": "M", "cells": ["a6", "b6", "c6", "d6"], "size": 4, "controller": beryl}]
    assert suns == [{"suit": "S", "cells": ["a6", "a5"], "size": 2, "controller": aaron}]
    assert g.log[-1] == {"k": "merge", "seat": beryl, "suit": "M", "cell": "c6", "size": 4}
    assert view["scores"] == [2, 4]  # Aaron: the Suns a6-a5; Beryl: the Moons


def test_tokens_in_one_district_are_not_added(h):
    """Seed 003 'Distrikte': ranks of several tokens are not added; the highest card decides."""
    # Seat 0 holds the Ace and the 2 of Knots side by side, seat 1 the 8 of Knots beyond a gap.
    g = h.position(cards={"a1": "AK", "b1": "2MK", "d1": "8YK"},
                   tokens={"a1": 0, "b1": 0, "d1": 1},
                   hands=[["5YK", "AL", "AY"], ["AW", "CK", "CS"]])
    g.play("p:5YK@c1")
    knots = [d for d in g.view(None)["districts"] if d["suit"] == "K"]
    assert knots[0]["size"] == 4 and knots[0]["controller"] == 1


# ----- end and scoring -----------------------------------------------------------------------

def test_game_ends_when_all_cells_are_full(h):
    """Seed 003 'Spielende': play goes on until all 36 cells hold a card; that turn ends it."""
    g = h.position(cards={n: c for n, c in zip(GRIDS[6][0][1:], [c for c in CARDS[:36]
                                                                  if c != "AM"])},
                   hands=[["AM"], []])
    g.draw_pile = []
    g.play("p:AM@a6")
    assert not g.is_over and g.phase == "token"  # the last turn keeps its token decision
    g.play(g.legal_moves()[0])
    assert g.is_over and g.to_move is None and g.legal_moves() == []


def test_score_one_point_per_card_of_each_controlled_district(h):
    """Seed 003 'Wertung': one point per card of each district you control."""
    g = h.position(cards={"a1": "AM", "a2": "4MS", "b2": "8MS", "f6": "CW"},
                   tokens={"a1": 0, "f6": 1}, hands=[["AW", "AL", "AY"], ["AK", "CK", "CS"]])
    assert g.scores() == [3, 1]  # Moons a1-a2-b2; the Suns a2-b2 are nobody's


def test_isolated_number_card_is_worth_two(h):
    """Seed 003 'Wertung': an isolated number card is two districts, two points."""
    g = h.position(cards={"c3": "7SK", "f6": "AM"}, tokens={"c3": 0},
                   hands=[["AW", "AL", "AY"], ["AK", "CK", "CS"]])
    assert g.scores() == [2, 0]
    assert sorted(d["suit"] for d in g.breakdown()[0]) == ["K", "S"]


def test_unplaced_tokens_score_nothing(h):
    """Seed 003 'Wertung': tokens not placed at the end play no part in scoring."""
    g = h.position(cards={"c3": "7SK"}, hands=[["AW", "AL", "AY"], ["AK", "CK", "CS"]])
    assert g.scores() == [0, 0] and g.tokens_left == [4, 4]


def test_highest_score_wins_and_a_tie_is_shared(h):
    """Seed 003 'Wertung': most points wins; reference: a tie for the highest score is shared."""
    g = h.position(cards={"a1": "AM", "f6": "CW"}, tokens={"a1": 0, "f6": 1},
                   hands=[["AW"], ["AK"]])
    result = g.result()
    assert result["scores"] == [1, 1] and result["winners"] == [0, 1]
    g.tokens[GRIDS[6][1]["f6"]] = None
    assert g.result()["winners"] == [0]


def test_result_breakdown_lists_each_controlled_district(h):
    """Seed 003 'Wertung': the score is the sum of the controlled districts' sizes."""
    g = new_game("jacynth", seed=21, players=3, options={"layout": "old_city"})
    h.playout(g, 21)
    result = g.result()
    for seat in range(3):
        assert result["scores"][seat] == sum(d["size"] for d in result["breakdown"][seat])
        assert all(len(d["cells"]) == d["size"] for d in result["breakdown"][seat])


def test_three_players_take_turns_in_seat_order():
    """Reference 'Jacynth': three players play by the same rules, in turn order."""
    g = new_game("jacynth", seed=2, players=3)
    order = []
    while len(order) < 6:
        if g.phase == "play":
            order.append(g.to_move)
        g.play(g.legal_moves()[-1])
    assert order == [(order[0] + i) % 3 for i in range(6)]


# ----- extended deck -------------------------------------------------------------------------

@pytest.mark.parametrize("excuse", [False, True])
@pytest.mark.parametrize("pawns", [False, True])
@pytest.mark.parametrize("courts", [False, True])
def test_extended_deck_in_any_combination(excuse, pawns, courts):
    """Seed 003 'Das erweiterte Deck': the Excuse, the Pawns, the Courts or combinations."""
    g = new_game("jacynth", seed=1, players=2,
                 options={"excuse": excuse, "pawns": pawns, "courts": courts})
    cards = [c for c in g.city if c] + [c for hand in g.hands for c in hand] + g.draw_pile
    assert len(cards) == 36 + excuse + 4 * pawns + 4 * courts
    assert ("X" in cards) == excuse
    assert any(c[0] == "P" for c in cards) == pawns
    assert any(c[0] == "T" for c in cards) == courts


def test_excuse_blocks_every_district(h):
    """Seed 003 'Die Ausflucht': it belongs to no district and no district runs through it."""
    g = h.position(cards={"a1": "AM", "b1": "X", "c1": "CM"}, tokens={"a1": 0},
                   hands=[["AW", "AL", "AY"], ["AK", "CK", "CS"]], options={"excuse": True})
    moons = [d for d in g.view(None)["districts"] if d["suit"] == "M"]
    assert len(moons) == 2 and not any("b1" in d["cells"] for d in g.view(None)["districts"])
    assert g.scores() == [1, 0]


def test_no_token_on_the_excuse_pawns_or_courts(h):
    """Seed 003 'Das erweiterte Deck': no tokens on the Excuse, Pawns or Courts."""
    opts = {"excuse": True, "pawns": True, "courts": True}
    g = h.position(cards={"a1": "X", "a2": "PMYK", "a3": "TMWK"},
                   hands=[["AM", "AL", "AY"], ["AK", "CK", "CS"]], options=opts)
    g.play("p:AM@b1")
    assert g.legal_moves() == ["t:b1", "skip"]
    with pytest.raises(IllegalMove, match="a Pawn takes no influence token"):
        g.play("t:a2")


def test_pawns_and_courts_join_three_districts(h):
    """Seed 003 'Bauern und Höfe': part of three districts, one per suit; they score as cards."""
    opts = {"pawns": True, "courts": True}
    g = h.position(cards={"b2": "PMYK", "a2": "AM", "c2": "AY", "b1": "AK", "b3": "TSWY"},
                   tokens={"a2": 0, "c2": 0, "b1": 1},
                   hands=[["AW", "AL", "CM"], ["2MK", "CK", "CS"]], options=opts)
    assert g.scores() == [2 + 3, 2]  # Moons a2-b2, Wyrms c2-b2-b3; Knots b1-b2
    assert sorted(d["suit"] for d in g.view(None)["districts"] if "b2" in d["cells"]) == ["K", "M", "Y"]


# ----- notation ------------------------------------------------------------------------------

def test_move_notation_is_short_and_documented():
    """GAMES.md: short text moves; p:<card>@<cell>, then t:<cell> or skip."""
    g = new_game("jacynth", seed=9, players=2)
    assert all(m.startswith("p:") and "@" in m for m in g.legal_moves())
    g.play(g.legal_moves()[0])
    assert all(m.startswith("t:") or m == "skip" for m in g.legal_moves())
    with pytest.raises(IllegalMove, match="now put an influence token on a lit card"):
        g.play("p:AM@a1")


def test_undo_only_before_hidden_cards_are_revealed(h):
    """NOTES 'Undo': a placement may be taken back until the draw reveals a card."""
    g = new_game("jacynth", seed=9, players=2)
    first = g.legal_moves()[0]
    g.play(first)
    assert g.can_undo()
    back = g.undo()
    assert back.history == [] and back.legal_moves()[0] == first
    g.play("skip")  # the draw has shown a card
    assert not g.can_undo()
