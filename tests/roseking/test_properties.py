"""Rosenkönig over many random games (hypothesis): games end, material is conserved, saves and
links round-trip, replay is deterministic, determinization does not see the hidden order."""

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from ludothek import from_link, load, new_game
from ludothek.core import Rng
from ludothek.roseking.rules import CARDS, STONES

seeds = st.integers(min_value=0, max_value=2**48)
options = st.fixed_dictionaries({"start": st.sampled_from(["random", "red"]),
                                 "light": st.booleans(), "show_draw_pile": st.booleans()})


def random_game(seed, opts, move_seed, stop_after=None):
    g = new_game("roseking", seed=seed, options=opts)
    pick = random.Random(move_seed)
    while not g.is_over and (stop_after is None or len(g.history) < stop_after):
        g.play(pick.choice(g.legal_moves()))
    return g


def check_conservation(g):
    cards = g.hands[0] + g.hands[1] + g.draw_pile + g.discard
    assert sorted(cards) == sorted(CARDS)
    placed = sum(1 for s in g.board if s is not None)
    assert placed + g.stones_left == STONES
    assert all(len(h) <= 5 for h in g.hands)
    assert g.draw_pile or g.discard  # never both empty (R)


@settings(max_examples=1500)
@given(seeds, options, st.integers(0, 2**32))
def test_random_games_end_and_conserve_stones_and_cards(seed, opts, move_seed):
    g = new_game("roseking", seed=seed, options=opts)
    pick = random.Random(move_seed)
    while not g.is_over:
        assert len(g.history) < 400, "a game must end"
        g.play(pick.choice(g.legal_moves()))
        check_conservation(g)
    result = g.result()
    assert result["winners"] and set(result["winners"]) <= {0, 1}
    assert result["reason"] in ("last_stone", "blocked")


@settings(max_examples=300)
@given(seeds, options, st.integers(0, 2**32), st.integers(0, 150))
def test_save_and_link_round_trips_give_the_same_position(seed, opts, move_seed, stop):
    g = random_game(seed, opts, move_seed, stop_after=stop)
    for copy in (load(g.save()), from_link(g.link())):
        assert copy.snapshot() == g.snapshot()
        assert copy.legal_moves() == g.legal_moves()
        assert copy.to_move == g.to_move


@settings(max_examples=200)
@given(seeds, options, st.integers(0, 2**32))
def test_replay_from_seed_and_moves_is_deterministic(seed, opts, move_seed):
    g = random_game(seed, opts, move_seed)
    again = new_game("roseking", seed=seed, options=opts)
    for move in g.history:
        again.play(move)
    assert again.snapshot() == g.snapshot()


@settings(max_examples=200)
@given(seeds, st.integers(0, 2**32), st.integers(0, 60), st.integers(0, 2**32))
def test_determinize_depends_only_on_what_the_seat_sees(seed, move_seed, stop, world_seed):
    g = random_game(seed, {}, move_seed, stop_after=stop)
    if g.is_over:
        return
    other = g.clone()
    Rng(world_seed).shuffle(other.draw_pile)  # the same view, another hidden order
    other.rng = Rng(world_seed ^ 0x5EED)
    assert other.view(g.to_move) == g.view(g.to_move)
    a = g.determinize(g.to_move, Rng(99))
    b = other.determinize(g.to_move, Rng(99))
    assert a.snapshot()["state"] == b.snapshot()["state"] and a.rng.state == b.rng.state


def test_finished_game_link_is_short_and_url_safe():
    """Issue #2: a finished game's link stays well under 1,000 characters."""
    import re

    lengths = []
    for seed in range(60):
        g = random_game(seed, {}, seed)
        frag = g.link()
        assert re.fullmatch(r"[A-Za-z0-9_-]+", frag)
        lengths.append(len(frag))
    assert max(lengths) < 600, max(lengths)
