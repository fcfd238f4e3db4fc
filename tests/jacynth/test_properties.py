"""Jacynth property tests: thousands of random games over every layout, deck option and player
count (seed 003 'Spielende', 'Wertung', 'Vorbereitung', 'Solitaire')."""

import itertools

from hypothesis import given, settings, strategies as st

from ludothek import new_game
from ludothek.core import Rng
from ludothek.jacynth.cards import RANK, deck
from ludothek.jacynth.rules import GRIDS, LAYOUTS, districts

DECKS = list(itertools.product([False, True], repeat=3))  # excuse, pawns, courts


def expected_scores(g):
    """Scores recomputed independently: every district, controlled by its highest token."""
    scores = [0] * g.players
    for _suit, cells in districts(g.city, GRIDS[g.size][2]):
        held = [c for c in cells if g.tokens[c] is not None]
        if held:
            scores[g.tokens[max(held, key=lambda c: RANK[g.city[c]])]] += len(cells)
    return scores


def check_step(g):
    """Invariants after every move."""
    for seat in range(g.players):
        assert 0 <= g.tokens_left[seat] <= 4
        assert g.tokens.count(seat) + g.tokens_left[seat] == 4
    assert all(t is None or g.city[c] is not None for c, t in enumerate(g.tokens))


def play_random(players, layout, excuse, pawns, courts, seed):
    options = {"layout": layout, "excuse": excuse, "pawns": pawns, "courts": courts}
    g = new_game("jacynth", seed=seed, players=players, options=options)
    full = sorted(deck(excuse, pawns, courts))
    start = sum(c is not None for c in g.city)
    rng = Rng(seed ^ 0x5EED)
    steps = 0
    while not g.is_over:
        moves = g.legal_moves()
        assert moves and len(moves) == len(set(moves))
        g.play(rng.choice(moves))
        check_step(g)
        steps += 1
        assert steps < 200
    cells = g.size * g.size
    assert None not in g.city
    assert g.played == cells - start  # 36 cards in the city (16 in solitaire)
    assert sorted([c for c in g.city] + [c for hand in g.hands for c in hand]
                  + g.draw_pile + g.discard) == full
    result = g.result()
    assert result["scores"] == expected_scores(g) == g.scores()
    for seat in range(players):
        assert result["scores"][seat] == sum(d["size"] for d in result["breakdown"][seat])
    assert result["winners"] == [s for s, v in enumerate(result["scores"])
                                 if v == max(result["scores"])]
    return g


@settings(max_examples=2500)
@given(players=st.sampled_from([2, 3]), layout=st.sampled_from(sorted(LAYOUTS)),
       excuse=st.booleans(), pawns=st.booleans(), courts=st.booleans(),
       seed=st.integers(0, 2**48))
def test_random_games_fill_the_city_and_score_their_districts(players, layout, excuse, pawns,
                                                              courts, seed):
    """Seed 003 'Spielende'/'Wertung': every game fills all 36 cells; scores are the summed sizes
    of the districts each seat controls; no seat ever has more than four tokens."""
    play_random(players, layout, excuse, pawns, courts, seed)


@settings(max_examples=1500)
@given(excuse=st.booleans(), pawns=st.booleans(), courts=st.booleans(),
       seed=st.integers(0, 2**48))
def test_random_solitaire_games_fill_the_4x4_city(excuse, pawns, courts, seed):
    """Seed 003 'Solitaire': 16 cards in the 4x4 city (12 played), four tokens at most, every
    deadline met, the score the summed sizes of the controlled districts."""
    g = play_random(1, "razeway", excuse, pawns, courts, seed)
    assert g.played == 12
    if not (excuse or pawns or courts):
        assert g.tokens_left == [0]  # the last deadline: all four tokens are down


def test_every_layout_deck_and_player_count_is_played():
    """Seed 003 'Vorbereitung'/'Das erweiterte Deck': each of the 3 layouts x 8 decks x 2 player
    counts, and solitaire with each deck, plays to a full city in a sweep of fixed seeds."""
    games = 0
    for players, layout, (excuse, pawns, courts) in itertools.product(
            (2, 3), sorted(LAYOUTS), DECKS):
        for seed in range(40):
            play_random(players, layout, excuse, pawns, courts, seed)
            games += 1
    for excuse, pawns, courts in DECKS:
        for seed in range(100):
            play_random(1, "razeway", excuse, pawns, courts, seed)
            games += 1
    assert games == 2 * 3 * 8 * 40 + 8 * 100
