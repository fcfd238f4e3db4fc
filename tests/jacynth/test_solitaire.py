"""Jacynth solitaire (players=1), seed 003 section 'Solitaire'."""

import pytest

from ludothek import IllegalMove, new_game
from ludothek.jacynth.i18n import WORDS
from ludothek.jacynth.rules import GRIDS, SOLO_RANKS, solo_rank


def test_solitaire_city_is_4x4_with_a_card_in_each_corner():
    """Seed 003 'Solitaire': a 4x4 city; start with one card in each corner."""
    for seed in range(5):
        g = new_game("jacynth", seed=seed, players=1, options={"layout": "towers"})
        assert g.size == 4 and len(g.city) == 16
        assert sorted(GRIDS[4][0][i] for i, c in enumerate(g.city) if c) == ["a1", "a4", "d1", "d4"]
        assert len(g.hands[0]) == 3


def test_solitaire_four_tokens():
    """Seed 003 'Solitaire': you start with four influence tokens."""
    assert new_game("jacynth", seed=1, players=1).tokens_left == [4]


def test_solitaire_first_token_on_a_starting_card():
    """Seed 003 'Solitaire': put a token on one of the four starting cards, before any card."""
    g = new_game("jacynth", seed=3, players=1)
    assert g.phase == "first_token"
    assert g.legal_moves() == ["t:a4", "t:d4", "t:a1", "t:d1"]
    with pytest.raises(IllegalMove):
        g.play("skip")
    g.play("t:d1")
    assert g.tokens_left == [3] and g.phase == "play"
    assert all(m.startswith("p:") for m in g.legal_moves())


def test_solitaire_first_token_never_on_an_extended_card(h):
    """Seed 003 'Das erweiterte Deck': no token on Pawns, Courts or the Excuse, corners too."""
    seeds = [s for s in range(400) if any(
        c in ("X", "PMYK", "PSWK", "PWLY", "PMSL", "TMWK", "TMLY", "TSLK", "TSWY")
        for c in new_game("jacynth", seed=s, players=1,
                          options={"excuse": True, "pawns": True, "courts": True}).city)]
    assert seeds
    g = new_game("jacynth", seed=seeds[0], players=1,
                 options={"excuse": True, "pawns": True, "courts": True})
    allowed = {m[2:] for m in g.legal_moves()}
    specials = {GRIDS[4][0][i] for i, c in enumerate(g.city) if c and c[0] in "XPT"}
    assert specials and not allowed & specials


def test_solitaire_number_card_flips_the_top_card(h):
    """Seed 003 'Solitaire': playing a number card (2-9) turns up the top card of the pile."""
    g = h.position(players=1, cards={"a1": "AM"}, hands=[["5ML", "AS", "AW"]], tokens={"a1": 0})
    g.draw_pile.remove("AL")
    g.draw_pile.append("AL")
    size = len(g.draw_pile)
    g.play("p:5ML@a2")
    assert g.discard == ["AL"] and len(g.draw_pile) == size - 1
    assert g.log[-1] == {"k": "flip_keep", "seat": 0, "card": "AL", "played": "5ML"}


@pytest.mark.parametrize("top", ["5SW", "9MS", "8WL"])
def test_solitaire_flip_equal_or_higher_number_replaces_your_card(h, top):
    """Seed 003 'Solitaire': a turned-up number card of equal or higher rank is played on the
    chosen cell instead, and your card is discarded."""
    g = h.position(players=1, cards={"a1": "AM"}, hands=[["5ML", "AS", "AW"]], tokens={"a1": 0})
    g.draw_pile.remove(top)
    g.draw_pile.append(top)
    g.play("p:5ML@a2")
    assert g.city[h.cell(g, "a2")] == top and g.discard == ["5ML"]
    assert "5ML" not in g.hands[0]
    assert {"k": "flip_swap", "seat": 0, "card": top, "played": "5ML", "cell": "a2"} in g.log


@pytest.mark.parametrize("top", ["4MS", "2SY", "3LY"])
def test_solitaire_flip_lower_number_is_discarded(h, top):
    """Seed 003 'Solitaire' (reference reading): a lower number card turned up is discarded and
    your card stays."""
    g = h.position(players=1, cards={"a1": "AM"}, hands=[["5ML", "AS", "AW"]], tokens={"a1": 0})
    g.draw_pile.remove(top)
    g.draw_pile.append(top)
    g.play("p:5ML@a2")
    assert g.city[h.cell(g, "a2")] == "5ML" and g.discard == [top]


@pytest.mark.parametrize("top", ["AL", "CS", "PMYK", "TSWY", "X"])
def test_solitaire_flip_ace_crown_pawn_court_is_discarded(h, top):
    """Seed 003 'Solitaire': an Ace, Crown, Pawn or Court turned up is discarded and your card is
    played as planned (the Excuse, unnamed there, likewise: NOTES)."""
    opts = {"excuse": True, "pawns": True, "courts": True}
    g = h.position(players=1, cards={"a1": "AM"}, hands=[["2MK", "AS", "AW"]], tokens={"a1": 0},
                   options=opts)
    g.draw_pile.remove(top)
    g.draw_pile.append(top)
    g.play("p:2MK@a2")
    assert g.city[h.cell(g, "a2")] == "2MK" and g.discard == [top]


@pytest.mark.parametrize("card", ["AS", "CS"])
def test_solitaire_ace_or_crown_turns_up_nothing(h, card):
    """Seed 003 'Solitaire': only a number card (rank 2-9) makes you turn up a card."""
    g = h.position(players=1, cards={"a1": "AM"}, hands=[[card, "5ML", "AW"]], tokens={"a1": 0})
    pile = list(g.draw_pile)
    g.play(f"p:{card}@a2")
    assert g.draw_pile == pile and g.discard == []


def test_solitaire_empty_pile_turns_up_nothing(h):
    """Seed 003 'Solitaire': the flip takes the top card of the pile; with none, none."""
    g = h.position(players=1, cards={"a1": "AM"}, hands=[["5ML", "AS", "AW"]], tokens={"a1": 0})
    g.draw_pile = []
    g.play("p:5ML@a2")
    assert g.city[h.cell(g, "a2")] == "5ML" and g.discard == []


def _lazy_solo_game(seed, options=None):
    """A solitaire game that skips the token whenever it may; records forced decisions."""
    g = new_game("jacynth", seed=seed, players=1, options=options)
    g.play(g.legal_moves()[0])
    forced = []
    while not g.is_over:
        moves = g.legal_moves()
        if g.phase == "token":
            if "skip" in moves:
                g.play("skip")
                continue
            forced.append((g.played, 4 - g.tokens_left[0]))
        g.play(moves[0])
    return g, forced


def test_solitaire_second_token_by_the_fourth_card():
    """Seed 003 'Solitaire': at the latest after the 4th card (8 in the city), the 2nd token."""
    for seed in range(10):
        _, forced = _lazy_solo_game(seed)
        assert forced[0] == (4, 1)


def test_solitaire_third_token_by_the_eighth_card():
    """Seed 003 'Solitaire': at the latest after the 8th card (12 in the city), the 3rd token."""
    for seed in range(10):
        _, forced = _lazy_solo_game(seed)
        assert forced[1] == (8, 2)


def test_solitaire_fourth_token_by_the_last_card():
    """Seed 003 'Solitaire': at the latest after the last card (16 in the city), the 4th token."""
    for seed in range(10):
        g, forced = _lazy_solo_game(seed)
        assert forced[2] == (12, 3) and len(forced) == 3
        assert g.tokens_left == [0] and None not in g.city and g.played == 12


def test_solitaire_early_token_releases_the_deadline(h):
    """Seed 003 'Solitaire': 'at the latest' - a token placed earlier meets the deadline."""
    g = new_game("jacynth", seed=4, players=1)
    g.play(g.legal_moves()[0])
    g.play(g.legal_moves()[0])  # 1st card
    g.play(next(m for m in g.legal_moves() if m.startswith("t:")))  # 2nd token already
    while g.played < 4:
        g.play(g.legal_moves()[0])
        if g.phase == "token" and g.played < 4:
            g.play("skip")
    assert "skip" in g.legal_moves()


def test_solitaire_missing_first_token_is_due_at_once(h):
    """NOTES 'Solitaire': if no corner could take the first token, it is due at the first chance."""
    opts = {"excuse": True, "pawns": True, "courts": True}
    g = h.position(players=1, cards={"a4": "X", "d4": "PMYK", "a1": "TMWK", "d1": "PSWK"},
                   hands=[["AM", "AS", "AW"]], options=opts)
    g.play("p:AM@a2")
    assert g.legal_moves() == ["t:a2"]


@pytest.mark.parametrize("score,rank", [
    (0, "stranger"), (10, "stranger"), (11, "citizen"), (14, "citizen"), (15, "noble"),
    (18, "noble"), (19, "courtier"), (23, "courtier"), (24, "eminence"), (26, "eminence"),
    (27, "magnate"), (29, "magnate"), (30, "prince"), (48, "prince"),
])
def test_solitaire_rank_title_boundaries(score, rank):
    """Seed 003 'Solitaire': 10 or less Stranger, 11-14 Respected Citizen, 15-18 Rising Noble,
    19-23 Popular Courtier, 24-26 Grey Eminence, 27-29 Mighty Magnate, 30 or more Prince."""
    assert solo_rank(score) == rank
    assert WORDS["de"][f"solo_rank.{rank}"] and WORDS["en"][f"solo_rank.{rank}"]


def test_solitaire_rank_table_is_the_seeds():
    """Seed 003 'Solitaire': seven titles, German as in the seed."""
    de = [WORDS["de"][f"solo_rank.{key}"] for _, key in sorted(SOLO_RANKS)]
    assert de == ["Fremder", "Respektierter Bürger", "Aufstrebender Adeliger", "Beliebter Höfling",
                  "Graue Eminenz", "Mächtiger Magnat", "Prinz von Jacynth"]


def test_solitaire_result_gives_score_and_rank(h):
    """Seed 003 'Solitaire': your score sets your rank in the city's hierarchy."""
    for seed in range(6):
        g = h.playout(new_game("jacynth", seed=seed, players=1), seed)
        result = g.result()
        assert result["rank"] == solo_rank(result["scores"][0])
        assert result["winners"] == [0]
        assert result["scores"][0] == sum(d["size"] for d in result["breakdown"][0])
        assert g.view(0)["solo"]["rank"] == result["rank"]
