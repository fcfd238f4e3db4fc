"""Port Royal over many random games: games end, every card stays somewhere exactly once,
the harbour never holds two ships of one colour between moves, and the move lists are sound.
Seed 001 = the Yucata rules page."""

from collections import Counter

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from ludothek.core import Rng
from ludothek.portroyal.cards import CARD, CUBES, SHIP

seeds = st.integers(min_value=0, max_value=2**48)
players = st.integers(min_value=2, max_value=5)
options = st.fixed_dictionaries({
    "random_start": st.booleans(), "no_coins_when_empty": st.booleans(),
    "tax_when_empty": st.booleans(), "tax_on_reshuffle": st.booleans(),
    "expansion": st.booleans()})


def check_invariants(pr, g, full):
    """Seed 001, 'Spielmaterial': 120 cards (plus the expansion's), each in one place."""
    cards = pr.all_cards(g)
    assert len(cards) == len(full) and Counter(cards) == Counter(full)
    colours = [CARD[c].colour for c in g.harbour if CARD[c].type == SHIP]
    assert len(colours) == len(set(colours))  # a second ship of one colour busts at once
    if g.slots:
        assert all(0 <= g.cubes_free(s) <= CUBES for s in range(g.players))
        assert all(len(set(seats)) == len(seats) for seats in g.slots.values())


# The helpers fixture holds no state, so sharing it between examples is safe.
@settings(max_examples=300, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(seeds, players, options, st.integers(0, 2**32))
def test_card_conservation_in_random_games(pr, seed, n, opts, move_seed):
    """Seed 001, 'Spielmaterial': the 120 cards (144 with the expansion) are always
    somewhere: piles, harbour, displays, coins, the box."""
    full = None

    def check(g):
        nonlocal full
        full = full or sorted(pr.full_deck(g))
        check_invariants(pr, g, full)

    g = pr.random_game(seed, n, opts, move_seed, check=check)
    check(g)
    r = g.result()
    assert len(r["scores"]) == n and r["winners"]
    if r["reason"] == "points":
        assert max(r["scores"]) >= 12


def test_many_random_games_end_and_conserve(pr):
    """Seed 001, 'Spielende': a plain loop of random 2- to 5-player games with and without the
    expansion: all end (at 12 points, the round finished), and all cards are accounted for."""
    played = Counter()
    for i in range(2400):
        n = 2 + i % 4
        expansion = bool(i // 4 % 2)
        g = pr.random_game(i, n, {"expansion": expansion}, 10_000 + i)
        full = sorted(pr.full_deck(g))
        assert sorted(pr.all_cards(g)) == full
        assert g.is_over and g.result()["reason"] == "points"
        # The last active player was the one to the right of the start player.
        last_turn = [e["seat"] for e in g.log if e["k"] == "turn"][-1]
        assert last_turn == (g.start - 1) % n
        played[n, expansion] += 1
    assert len(played) == 8


def test_legal_moves_are_all_playable():
    """Seed 001, '2. Handeln & Heuern': every listed move is legal and applies cleanly (checked
    on clones at every step of some random games)."""
    from ludothek import new_game
    for seed in range(12):
        g = new_game("portroyal", seed=seed, players=2 + seed % 4,
                     options={"expansion": seed % 2 == 0})
        pick = Rng(seed)
        while not g.is_over:
            moves = g.legal_moves()
            assert len(moves) == len(set(moves)) and moves
            for m in moves:
                g.clone().play(m)
            g.play(pick.choice(moves))
