"""Rosenkönig rule clauses, one test each. Seeds: 002 = printed rules (Kosmos), 000 = Yucata page;
R = ../shared/reference/rose_king.md."""

import pytest

from ludothek import IllegalMove, new_game
from ludothek.roseking.rules import (CARDS, CENTRE, RED, SIZE, STONES, WHITE, groups, score_board,
                                     square_name, target_of)


def sq(name):
    """'e5' -> board index (files a-i left to right, ranks 1-9 bottom to top)."""
    return (SIZE - int(name[1])) * SIZE + "abcdefghi".index(name[0])


def position(hands=None, crown="e5", stones=None, heroes=(4, 4), to_move=RED, draw=None, discard=None,
             **options):
    """A game with its state set by hand; `stones` maps square names to RED/WHITE."""
    g = new_game("roseking", seed=1, options={"start": "red", **options})
    g.board = [None] * (SIZE * SIZE)
    for name, colour in (stones or {}).items():
        g.board[sq(name)] = colour
    g.stones_left = STONES - len(stones or {})
    g.crown = sq(crown)
    g.heroes = list(heroes)
    if hands is not None:
        g.hands = [list(h) for h in hands]
    in_hands = set(g.hands[0]) | set(g.hands[1])
    rest = [c for c in CARDS if c not in in_hands]
    g.discard = list(discard if discard is not None else [])
    g.draw_pile = list(draw) if draw is not None else [c for c in rest if c not in g.discard]
    g.current = to_move
    return g


# ----- material and setup (seed 002 'Spielmaterial', 'Spielvorbereitung') ---------------------

def test_material_24_power_cards_each_direction_and_distance_once():
    """Seed 002 'Spielmaterial': 24 power cards, one per direction (8) and value I, II, III."""
    assert len(CARDS) == 24 == len(set(CARDS))
    assert {c[:-1] for c in CARDS} == {"N", "NE", "E", "SE", "S", "SW", "W", "NW"}


def test_setup_five_open_cards_each_crown_in_centre_four_heroes():
    """Seed 002 'Spielvorbereitung': five cards each, laid open; crown on the centre; 4 heroes."""
    g = new_game("roseking", seed=3)
    assert [len(h) for h in g.hands] == [5, 5]
    assert len(g.draw_pile) == 14 and g.discard == []
    assert g.crown == CENTRE and square_name(CENTRE) == "e5"
    assert g.heroes == [4, 4] and g.stones_left == 52
    view = g.view(None)  # hands are open information: even a spectator sees both
    assert view["hands"] == g.hands


def test_setup_red_starts_printed_rule():
    """Seed 002 'Spielvorbereitung': the player with the red roses starts (option 'red')."""
    assert all(new_game("roseking", seed=s, options={"start": "red"}).to_move == RED for s in range(20))


def test_setup_start_player_drawn_online_rule():
    """Seed 000 'Abweichungen': on Yucata the start player is drawn at random (the default)."""
    starters = {new_game("roseking", seed=s).to_move for s in range(40)}
    assert starters == {RED, WHITE}
    assert new_game("roseking").options["start"] == "random"


# ----- 1. play a power card (seed 002 '1 Machtkarte spielen') -------------------------------

def test_play_moves_crown_full_distance_in_card_direction():
    """Seed 002 '1': the crown moves exactly the card's distance in its direction."""
    g = position(hands=[["NE3", "S1"], ["W2"]])
    g.play("NE3")
    assert g.crown == sq("h8") and g.board[sq("h8")] == RED
    assert "NE3" in g.discard and "NE3" not in g.hands[RED]


def test_play_target_must_be_unoccupied():
    """Seed 002 '1': the target square must not hold a stone (of either player)."""
    g = position(hands=[["E1", "E2"], ["W1"]], stones={"f5": WHITE, "g5": RED}, heroes=(0, 4))
    assert "E1" not in g.legal_moves() and "E2" not in g.legal_moves()
    with pytest.raises(IllegalMove, match="hero"):
        g.play("E1")
    with pytest.raises(IllegalMove, match="own rose"):
        g.play("E2")


def test_play_never_off_the_board():
    """Seed 002 '1': no card may move the crown past the edge of the board."""
    g = position(hands=[["N2", "N1"], ["S1"]], crown="e8")
    assert g.legal_moves() == ["N1", "draw"]
    with pytest.raises(IllegalMove, match="leave the board"):
        g.play("N2")
    assert target_of(sq("a1"), "SW1") is None


def test_play_moves_the_crown_by_the_card_everywhere():
    """Seed 002 '1': the crown moves as many squares as the card shows, in its direction; the
    precomputed landing table agrees with that for every square and card, the edge included."""
    steps = {"N": (-1, 0), "NE": (-1, 1), "E": (0, 1), "SE": (1, 1), "S": (1, 0), "SW": (1, -1),
             "W": (0, -1), "NW": (-1, -1)}  # (rows, files) with row 0 the top rank
    for crown in range(SIZE * SIZE):
        row, col = divmod(crown, SIZE)
        for card in CARDS:
            dr, dc = steps[card[:-1]]
            r, c = row + dr * int(card[-1]), col + dc * int(card[-1])
            expected = r * SIZE + c if 0 <= r < SIZE and 0 <= c < SIZE else None
            assert target_of(crown, card) == expected, (square_name(crown), card)
    assert target_of(sq("e5"), "NE3") == sq("h8")


def test_play_crown_jumps_over_stones():
    """R: only the target matters; the crown may pass over occupied squares."""
    g = position(hands=[["E3"], ["W1"]], stones={"f5": WHITE, "g5": RED})
    g.play("E3")
    assert g.crown == sq("h5")


def test_play_sets_a_stone_of_own_colour():
    """Seed 002 '1': before the crown lands, the target is marked with a stone of one's colour."""
    g = position(hands=[["S1"], ["N1"]], to_move=WHITE)
    g.play("N1")
    assert g.board[sq("e6")] == WHITE and g.stones_left == STONES - 1


# ----- 2. draw (seed 002 'Machtkarte ziehen') -------------------------------------------------

def test_draw_only_with_fewer_than_five_cards():
    """Seed 002 '2': drawing is possible only while holding fewer than five cards."""
    full = position(hands=[["N1", "N2", "N3", "E1", "E2"], ["S1"]])
    assert "draw" not in full.legal_moves()
    with pytest.raises(IllegalMove, match="five power cards"):
        full.play("draw")
    short = position(hands=[["N1", "N2"], ["S1"]])
    assert "draw" in short.legal_moves()


def test_draw_allowed_even_when_a_card_could_be_played():
    """R: drawing is a free choice with fewer than five cards, not only when stuck."""
    g = position(hands=[["N1"], ["S1"]])
    assert set(g.legal_moves()) == {"N1", "draw"}


def test_drawn_card_is_laid_open():
    """Seed 002 '2': the drawn card is put open beside one's other cards."""
    g = position(hands=[["N1"], ["S1"]], draw=["W3", "E2"])
    g.play("draw")
    assert g.hands[RED] == ["N1", "E2"]
    assert "E2" in g.view(WHITE)["hands"][RED]
    assert g.log[-1] == {"k": "draw", "seat": RED, "card": "E2"}


def test_draw_pile_exhausted_discards_are_shuffled_into_new_pile():
    """Seed 002 '2': when the draw pile is used up, the discard pile is shuffled as a new one."""
    g = position(hands=[["N1"], ["S1"]], draw=["E2"], discard=["W1", "W2", "W3"])
    g.play("draw")
    assert sorted(g.draw_pile) == ["W1", "W2", "W3"] and g.discard == []
    assert g.log[-1]["k"] == "reshuffle"


# ----- 3. hero card (seed 002 '3 Heldenkarte zusammen mit Machtkarte spielen') ----------------

def test_hero_flips_opponent_stone():
    """Seed 002 '3': with a hero the crown lands on an opponent's stone, which is turned over."""
    g = position(hands=[["E1"], ["W1"]], stones={"f5": WHITE})
    assert g.legal_moves() == ["H:E1", "draw"]
    g.play("H:E1")
    assert g.board[sq("f5")] == RED and g.heroes == [3, 4] and g.crown == sq("f5")


def test_hero_uses_no_new_stone():
    """R: a flip turns the stone that lies there; no stone comes from the supply."""
    g = position(hands=[["E1"], ["W1"]], stones={"f5": WHITE})
    g.play("H:E1")
    assert g.stones_left == STONES - 1


def test_hero_never_on_own_stone_or_empty_square():
    """Seed 002 '3': heroes flip an opponent's stone only."""
    g = position(hands=[["E1", "N1"], ["W1"]], stones={"f5": RED})
    assert not any(m.startswith("H:") for m in g.legal_moves())
    with pytest.raises(IllegalMove):
        g.play("H:N1")


def test_heroes_run_out_after_four():
    """Seed 002 '3': each player has four heroes; once used up, this action is gone."""
    g = position(hands=[["E1"], ["W1"]], stones={"f5": WHITE}, heroes=(0, 4))
    assert "H:E1" not in g.legal_moves()
    with pytest.raises(IllegalMove, match="no hero"):
        g.play("H:E1")


# ----- Zugzwang and passing (seed 002 'Spielverlauf') -----------------------------------------

def test_zugzwang_hero_play_when_it_is_the_only_action():
    """Seed 002 'Spielverlauf' + R: a move possible only with a hero must be made if it is the
    only action: it is then the only legal move."""
    g = position(hands=[["E1", "N3", "NE3", "NW3", "N2"], ["W1"]], crown="e8", stones={"f8": WHITE})
    assert g.legal_moves() == ["H:E1"]


def test_zugzwang_player_who_cannot_act_passes_automatically():
    """Seed 002 'Spielverlauf': who cannot act passes; the other moves until they can again."""
    white_stuck = ["N1", "N2", "N3", "NE1", "NW1"]  # all point north off the board from row 9
    g = position(hands=[["E1", "W1"], white_stuck], crown="e9", heroes=(4, 0))
    g.play("E1")
    assert g.to_move == RED
    assert g.log[-1] == {"k": "pass", "seat": WHITE}


def test_end_when_last_stone_is_placed():
    """Seed 002 'Spielende' 2: the game ends at once when the last stone is placed."""
    g = position(hands=[["E1"], ["W1"]])
    g.stones_left = 1
    g.play("E1")
    assert g.is_over and g.to_move is None and g.result()["reason"] == "last_stone"
    assert g.legal_moves() == []


def test_end_when_neither_player_can_act():
    """Seed 002 'Spielende' 1: both hold five cards and neither can play one: game over at once."""
    # Crown on e9: every northward card leaves the board; White's E1 would land on its own stone.
    g = position(hands=[["N1", "N2", "NE1", "NW1"], ["NE2", "NW2", "NE3", "NW3", "E1"]],
                 crown="e9", stones={"f9": WHITE}, draw=["N3"], discard=["S1"])
    assert g.moves_of(WHITE) == []
    g.play("draw")  # Red's fifth card, N3, cannot be played either
    assert g.is_over and g.result()["reason"] == "blocked"
    assert g.log[-1] == {"k": "end", "reason": "blocked"}


# ----- scoring (seed 002 'Spielende', table of squares) ---------------------------------------

def test_scoring_territory_worth_its_size_squared():
    """Seed 002 'Spielende': the number of connected squares is multiplied by itself."""
    board = [None] * 81
    for name in ("a1", "b1", "c1"):
        board[sq(name)] = RED
    assert score_board(board)[RED] == (9, 3, 3)


def test_scoring_diagonal_contact_does_not_connect():
    """Seed 002 'Spielende': connections only across a corner do not count."""
    board = [None] * 81
    board[sq("a1")] = board[sq("b2")] = WHITE
    assert score_board(board)[WHITE] == (2, 1, 2)
    assert len(groups(board, WHITE)) == 2


def test_scoring_example_printed_rules_69_and_34():
    """Seed 002 'Spielende' example: White 8+2+1 squares = 64+4+1 = 69; Red 5+2+2+1 = 25+4+4+1 = 34."""
    white = ["a9", "b9", "c9", "d9", "a8", "b8", "c8", "d8",  # 8
             "g9", "h9",                                        # 2
             "i1"]                                              # 1
    red = ["a1", "b1", "c1", "d1", "e1",  # 5
           "a5", "a4",                    # 2
           "e5", "f5",                    # 2
           "i9"]                          # 1
    board = [None] * 81
    for name in white:
        board[sq(name)] = WHITE
    for name in red:
        board[sq(name)] = RED
    (red_pts, red_big, red_n), (white_pts, white_big, white_n) = score_board(board)
    assert (white_pts, red_pts) == (69, 34)
    assert (white_big, red_big) == (8, 5) and (white_n, red_n) == (11, 10)


def _finished(board_red, board_white):
    g = position(hands=[["E1"], ["W1"]])
    g.board = [None] * 81
    for name in board_red:
        g.board[sq(name)] = RED
    for name in board_white:
        g.board[sq(name)] = WHITE
    g.over, g.end_reason = True, "blocked"
    return g.result()


def test_tiebreak_larger_biggest_territory_wins():
    """Seed 002 'Spielende': on equal points the larger single territory wins."""
    # Red 2+2+2+2+1 = 17 ... make both 20 points: Red 4²+2²=20, White 4² + 2x(1²+1²) = 20
    red = ["a1", "b1", "c1", "d1", "a9", "b9"]
    white = ["a5", "b5", "c5", "d5", "i1", "i3", "i5", "i7"]
    result = _finished(red, white)
    assert result["scores"] == [20, 20]
    assert result["tiebreaks"][0][0] == result["tiebreaks"][1][0] == 4
    # equal biggest territory: decided by roses on the board, White has 8 against 6
    assert result["winners"] == [WHITE]


def test_tiebreak_biggest_territory_decides_before_roses():
    """Seed 002 'Spielende': the largest territory decides before the number of roses."""
    red = ["a1", "b1", "c1"]                   # 9 points, biggest 3, 3 roses
    white = ["a5", "b5", "i1", "i3", "i5", "i7", "g9"]  # 4+5 = 9 points, biggest 2, 7 roses
    result = _finished(red, white)
    assert result["scores"] == [9, 9]
    assert result["winners"] == [RED]


def test_tiebreak_full_tie_is_a_draw():
    """R: equal points, biggest territory and roses: a draw; both are listed as winners."""
    result = _finished(["a1", "b1"], ["a9", "b9"])
    assert result["winners"] == [RED, WHITE]
    assert result["tiebreaks"] == [[2, 2], [2, 2]]


# ----- online options (seed 000) ---------------------------------------------------------------

def test_option_light_a_played_card_can_be_taken_back():
    """Seed 000 'Light': a played card is shown and can be taken back."""
    g = position(hands=[["E1"], ["W1"]], light=True)
    g.play("E1")
    assert g.can_undo()
    back = g.undo()
    assert back.history == [] and back.board[sq("f5")] is None


def test_option_light_a_draw_is_never_taken_back():
    """Seed 000 'Light' + R: a draw revealed a card, so it cannot be taken back."""
    g = new_game("roseking", seed=5, options={"light": True, "start": "red"})
    g.play("N1") if "N1" in g.legal_moves() else None
    g.hands[g.current] = g.hands[g.current][:4]
    g.play("draw")
    assert not g.can_undo()
    with pytest.raises(IllegalMove):
        g.undo()


def test_without_light_moves_cannot_be_taken_back():
    """Seed 000: undo exists only with the 'Light' option."""
    g = new_game("roseking", seed=2, options={"start": "red"})
    g.play(g.legal_moves()[0])
    assert not g.can_undo()


def test_option_show_draw_pile_lists_contents_not_order():
    """Seed 000 'zeige Nachziehstapel': the cards left in the draw pile can be looked at."""
    g = new_game("roseking", seed=4, options={"show_draw_pile": True})
    shown = g.view(0)["draw_pile"]
    assert sorted(shown) == sorted(g.draw_pile)
    assert shown == sorted(shown, key=CARDS.index)  # canonical order: the real order stays secret
    assert "draw_pile" not in new_game("roseking", seed=4).view(0)


def test_tiebreakers_shown_after_the_score():
    """Seed 000: the tie-breakers are shown in brackets behind the points."""
    from ludothek.roseking.render import scores

    g = position(hands=[["E1"], ["W1"]], stones={"a1": RED, "b1": RED, "i9": WHITE})
    assert scores(g.view(None), None) == ["4 (2, 2)", "1 (1, 1)"]


def test_illegal_move_raises_with_reason():
    """An illegal move raises IllegalMove (a ValueError) saying why, and changes nothing."""
    g = position(hands=[["E1"], ["W1"]])
    before = g.snapshot()
    for move, reason in (("W1", "opponent.s"), ("N3", "do not hold"), ("X9", "unknown move"),
                         (42, "text")):
        with pytest.raises(IllegalMove, match=reason):
            g.play(move)
    assert isinstance(IllegalMove("x"), ValueError)
    assert g.snapshot() == before
