"""What the page decides, called directly (web/policy.py): whose view, the privacy screen, the
offered moves, who may undo and how far, the save id, following another tab."""

import random

from ludothek import new_game
from ludothek.web.core import policy


def light_game(seats):
    return new_game("roseking", seed=4, options={"light": True, "start": "red"}, seats=seats)


def first_card(game):
    return next(m for m in game.legal_moves() if m != "draw" and not m.startswith("H:"))


def test_one_person_against_the_computer_always_sees_their_own_seat():
    g = new_game("jacynth", seed=2, players=2, seats=["normal", "human"])
    assert g.to_move == 0 or g.to_move == 1
    assert policy.viewing_seat(g, revealed=None) == 1
    assert not policy.privacy_needed(g, revealed=None)
    table = policy.page_view(g)
    assert table.seat == 1 and table.view["legal"] == (g.legal_moves() if g.to_move == 1 else [])


def test_hidden_hands_at_one_device_are_covered_until_the_person_says_it_is_them():
    g = new_game("jacynth", seed=2, players=2)
    covered = policy.page_view(g, revealed=None)
    assert covered.covered and covered.seat is None and covered.view["legal"] == []
    shown = policy.page_view(g, revealed=g.to_move)
    assert not shown.covered and shown.seat == g.to_move and shown.view["legal"] == g.legal_moves()


def test_open_games_offer_the_moves_of_the_seat_to_move_whoever_looks():
    g = new_game("portroyal", seed=1, players=3)
    assert policy.offered_moves(g, (g.to_move + 1) % 3) == g.legal_moves()


def test_undo_against_the_computer_takes_back_the_persons_move_with_the_reply():
    """Seed 000, Light: a played card can be taken back; against the computer its answer goes
    back with it, so the person can always take back their own card and play goes on."""
    g = light_game(["human", "easy"])
    g.play(first_card(g))
    assert policy.undo_offer(g) is None  # the computer has the move: wait for it
    g.play(first_card(g))
    offer = policy.undo_offer(g)
    assert offer == policy.UndoOffer(seat=0, count=2)
    back = g.undo(offer.count)
    assert back.history == [] and back.to_move == 0


def test_no_undo_once_the_game_is_over():
    # Rosenkönig 'Light' lets a played card go back until the next move; the last card ends
    # the game, whose result the record has counted: it stays (before, it could be taken back
    # and the game won on a second try while the record kept the first result).
    ended = 0
    for seed in range(40):
        g = new_game("roseking", seed=seed, options={"light": True}, seats=["human", "easy"])
        pick = random.Random(seed)
        while not g.is_over:
            g.play(pick.choice(g.legal_moves()))
        if g.can_undo():
            ended += 1
            assert policy.undo_offer(g) is None
    assert ended > 5


def test_undo_at_one_device_is_offered_in_the_movers_name_only():
    g = light_game(["human", "human"])
    assert policy.undo_offer(g) is None
    g.play(first_card(g))
    assert policy.undo_offer(g) == policy.UndoOffer(seat=0, count=1)
    g.play(first_card(g))
    assert policy.undo_offer(g) == policy.UndoOffer(seat=1, count=1)  # White's own card only


def test_no_undo_after_a_move_revealed_something():
    g = light_game(["human", "easy"])
    while "draw" not in g.legal_moves():
        g.play(g.legal_moves()[0])
    g.play("draw")
    assert policy.undo_offer(g) is None or policy.undo_offer(g).count == 0


def test_no_undo_where_hands_are_hidden_once_the_device_passed_on():
    g = new_game("jacynth", seed=3, players=2)
    for _ in range(12):
        mover = g.to_move
        g.play(g.legal_moves()[0])
        offer = policy.undo_offer(g)
        if g.to_move != mover:
            assert offer is None  # the next person holds the device now
        elif offer is not None:
            assert offer.seat == mover and g.can_undo()


def test_the_save_id_is_stable_and_never_shows_the_seed():
    g = new_game("roseking", seed=123456789)
    assert policy.save_id(g) == policy.save_id(new_game("roseking", seed=123456789))
    assert "123456789" not in policy.save_id(g)
    assert policy.save_id(g) != policy.save_id(new_game("roseking", seed=123456788))


def test_a_tab_follows_the_same_game_moved_on_in_another_tab():
    assert policy.follows_other_tab(["a", "b", "c"], ["a", "b"], ["a", "b"], thinking=False)


def test_a_tab_keeps_its_own_history_when_both_tabs_moved_on_differently():
    assert not policy.follows_other_tab(["a", "x"], ["a", "b"], ["a"], thinking=False)


def test_a_tab_whose_later_moves_were_never_saved_follows_a_save_set_to_what_it_knew():
    # It last read or wrote a, x; its own b, c found a full storage; the other tab wrote a, x.
    assert policy.follows_other_tab(["a", "x"], ["a", "b", "c"], ["a", "x"], thinking=False)


def test_a_tab_ignores_an_unreadable_or_unchanged_save():
    assert not policy.follows_other_tab(None, ["a"], ["a"], thinking=False)
    assert not policy.follows_other_tab(["a"], ["a"], ["a"], thinking=False)
    assert not policy.follows_other_tab(["a"], ["a"], ["a"], thinking=True)


def test_a_tab_follows_a_take_back_in_another_tab_when_it_has_nothing_unsaved():
    # Before, it kept showing b, c and its next move wrote over the other tab's take-back.
    assert policy.follows_other_tab(["a"], ["a", "b", "c"], ["a", "b", "c"], thinking=False)
    assert policy.follows_other_tab(["a", "x"], ["a", "b"], ["a", "b"], thinking=False)


def test_a_tab_whose_computer_thinks_follows_the_other_tab_that_moved_first():
    # Both tabs' computers think about the same position; the other one moved (and its person
    # maybe replied): this tab drops its search rather than save a second game.
    assert policy.follows_other_tab(["a", "b"], ["a"], ["a"], thinking=True)
    assert policy.follows_other_tab(["a", "b", "c"], ["a"], ["a"], thinking=True)


def test_a_tab_with_unsaved_moves_waits_while_its_computer_thinks():
    # b found a full storage; the computer thinks about a, b: the save is not this game.
    assert not policy.follows_other_tab(["a", "x"], ["a", "b"], ["a"], thinking=True)
    assert not policy.follows_other_tab(["a", "b", "c"], ["a", "b"], ["a"], thinking=True)
    assert policy.follows_other_tab(["a", "b", "c"], ["a", "b"], ["a"], thinking=False)
