"""The computer's review of a finished game (ludothek.bots.review): every ply judged from its
mover's view, chances within [0, 1], marks at the stated thresholds, the same review for the
same seed, the same judgement in twin games, a thrown-away move marked, the computer's own
choice never marked."""

import json

import pytest
from bots.positions import TWINS

from ludothek import new_game
from ludothek.bots.review import (KINDS, THRESHOLDS, VERSION, judge, mark_for, review,
                                  summarise, usable)
from ludothek.core import Rng

CHEAP = 30  # iterations per position: enough to exercise the review, cheap for whole games


def random_game(game_id, players, seed):
    """A finished game of uniformly random moves."""
    pick = Rng(seed ^ 0xBAD)
    game = new_game(game_id, seed=seed, players=players)
    while not game.is_over:
        moves = game.legal_moves()
        game.play(moves[pick.below(len(moves))])
    return game


@pytest.mark.parametrize("game_id, players", [("jacynth", 2), ("jacynth", 3), ("roseking", 2)])
def test_review_of_a_fixed_game(game_id, players):
    game = random_game(game_id, players, seed=4)
    done = review(game, seed=3, iterations=CHEAP)
    assert usable(done, game)
    assert len(done["plies"]) == len(game.history)
    replay = game.replayed([])
    for judged, move in zip(done["plies"], game.history):
        assert judged["seat"] == replay.to_move and judged["move"] == move
        assert len(judged["chances"]) == players
        assert all(0.0 <= c <= 1.0 for c in judged["chances"] + [judged["best_chance"]])
        assert judged["lost"] >= 0 and judged["mark"] == mark_for(judged["lost"])
        assert judged["best"] in replay.legal_moves()
        if judged["best"] == move:
            assert judged["mark"] is None and judged["lost"] == 0
        replay.play(move)
    # random play against the computer's choice: some moves are marked
    assert any(j["mark"] for j in done["plies"])
    again = review(game, seed=3, iterations=CHEAP)
    assert json.dumps(again) == json.dumps(done), "the same seed reviews alike"
    assert json.loads(json.dumps(done)) == done, "JSON-able"


def test_marks_at_the_thresholds():
    assert [kind for kind, _ in THRESHOLDS] == ["blunder", "mistake", "inaccuracy"]
    assert KINDS == ("inaccuracy", "mistake", "blunder")
    assert mark_for(0.0) is None and mark_for(0.099) is None
    assert mark_for(0.1) == "inaccuracy" and mark_for(0.199) == "inaccuracy"
    assert mark_for(0.2) == "mistake" and mark_for(0.3) == "blunder" and mark_for(1.0) == "blunder"


def test_summary_counts_marks_accuracy_and_the_deciding_move():
    def ply(seat, lost, chances, choice=True):
        return {"seat": seat, "move": "m", "best": "b", "chances": chances, "best_chance": 0.5,
                "lost": lost, "mark": mark_for(lost), "choice": choice}
    done = {"plies": [ply(0, 0.0, [0.5, 0.5]), ply(1, 0.25, [0.8, 0.2]),
                      ply(0, 0.12, [0.7, 0.3]), ply(1, 0.0, [0.7, 0.3], choice=False)]}
    red, white = summarise(done, 2)
    assert red["marks"] == {"inaccuracy": 1, "mistake": 0, "blunder": 0}
    assert red["accuracy"] == 94.0 and red["moves"] == 2  # 100 - 100 * mean(0, 0.12)
    assert white["marks"] == {"inaccuracy": 0, "mistake": 1, "blunder": 0}
    assert white["accuracy"] == 75.0 and white["moves"] == 1  # the forced move is not judged
    assert white["deciding"] == 1 and red["deciding"] == 2  # red's largest change: 0.8 -> 0.7


def test_an_older_review_is_not_used():
    game = random_game("jacynth", 2, seed=1)
    done = review(game, seed=1, iterations=4)
    assert usable(done, game)
    assert not usable({**done, "version": VERSION - 1}, game)
    assert not usable({**done, "rules": done["rules"] + 1}, game)
    assert not usable({**done, "moves": done["moves"] - 1}, game)
    assert not usable(None, game)
    with pytest.raises(ValueError):
        review(game.replayed(game.history[:3]))


@pytest.mark.parametrize("setup", sorted(TWINS))
def test_twins_are_judged_alike(setup):
    """Same view for the mover, other hidden cards: the same judgement of each of its moves."""
    a, b = TWINS[setup]()
    for move in a.legal_moves()[:3]:
        previous = [0.5] * a.players
        assert judge(a, move, 7, previous, iterations=CHEAP) == judge(b, move, 7, previous,
                                                                       iterations=CHEAP)


@pytest.mark.parametrize("game_id, players", [("roseking", 2), ("castlerampage", 2)])
def test_the_computers_own_choice_is_never_marked(game_id, players):
    game = random_game(game_id, players, seed=2)
    replay = game.replayed([])
    for ply, move in enumerate(game.history[:40]):
        if ply % 5 == 0 and len(replay.legal_moves()) > 1:
            best = judge(replay, move, ply, [0.5] * players, iterations=CHEAP)["best"]
            own = judge(replay, best, ply, [0.5] * players, iterations=CHEAP)
            assert own["best"] == best and own["lost"] == 0 and own["mark"] is None
        replay.play(move)


# Rose King, seed 2, the normal computer against itself (no time cap), to its end. Before
# move 83 White to move holds NW2 and W1 with two heroes left; Red has none.
ROSE_KING_SEED_2 = [
    "NW3", "SE3", "NW2", "E3", "draw", "draw", "draw", "draw", "NW1", "SW2", "NE3", "draw",
    "draw", "W3", "SE1", "draw", "E2", "S3", "draw", "draw", "draw", "S2", "SW1", "draw", "draw",
    "N2", "SW3", "draw", "draw", "NE2", "draw", "draw", "NW1", "S1", "draw", "draw", "SE2", "W1",
    "draw", "N3", "H:E1", "draw", "draw", "H:W2", "S3", "draw", "NE1", "NW3", "S2", "draw",
    "draw", "draw", "draw", "SE1", "SW1", "draw", "N1", "N2", "NE3", "SW2", "draw", "draw",
    "H:E3", "E2", "draw", "W3", "draw", "draw", "H:S2", "draw", "H:N2", "N1", "draw", "H:SE1",
    "draw", "SE3", "NW1", "draw", "draw", "draw", "draw", "SE2", "draw", "W1", "NE1", "NW2",
    "E1", "draw", "SW2", "draw", "draw", "draw", "NE3", "draw", "draw", "draw", "draw", "N3",
    "draw", "W2", "draw", "draw", "S1", "E2", "NW1", "draw", "draw", "draw", "S3", "draw",
    "H:E1", "draw",
]
# Moves that throw the game away in it: (ply, move), each a hero spent for little.
THROWN_AWAY = [(56, "H:E3"), (73, "H:NW2"), (83, "H:NW2"), (99, "H:S3")]


@pytest.mark.parametrize("seed", [1, 2])
def test_a_hero_thrown_away_is_a_mistake_or_a_blunder(seed):
    """White spends a hero (H:NW2: one rose of Red's turned on g3, the crown sent into Red's
    corner) where W1 grows a territory of its own and keeps the hero: the review marks it."""
    game = new_game("roseking", seed=2)
    for move in ROSE_KING_SEED_2[:83]:
        game.play(move)
    assert game.heroes == [0, 2] and game.legal_moves() == ["H:NW2", "W1", "draw"]
    judged = judge(game, "H:NW2", 83, [0.5, 0.5], seed=seed)
    assert judged["best"] != "H:NW2"
    assert judged["mark"] in ("mistake", "blunder"), judged


def test_packed_for_the_save_and_read_back():
    from ludothek.bots.review import pack, unpack
    game = random_game("jacynth", 2, seed=1)
    done = review(game, seed=1, iterations=6)
    packed = json.loads(json.dumps(pack(done)))
    assert unpack(packed, game) == done
    assert all(len(row) == 5 + game.players for row in packed["plies"])
    assert unpack({**packed, "version": VERSION + 1}, game) is None
    assert unpack({**packed, "plies": [[0, 1]]}, game) is None
    partial = {**packed, "plies": packed["plies"][:3]}
    assert len(unpack(partial, game)["plies"]) == 3  # a review under way, kept as far as it got


@pytest.mark.parametrize("game_id", ["castlerampage", "roseking"])
def test_judged_step_by_step_the_judgement_is_the_same(game_id):
    """The page judges a first move itself while its workers boot, one search iteration at a
    time between frames (judge_steps): it must judge exactly as a worker does (judge)."""
    from ludothek.bots.review import judge_steps

    game = random_game(game_id, 2, 4)
    ply = next(p for p in range(len(game.history))
               if len(game.replayed(game.history[:p]).legal_moves()) > 1)
    before = game.replayed(game.history[:ply])
    steps = list(judge_steps(before, game.history[ply], ply, [0.5, 0.5], 1, 40))
    assert steps[:-1] == [None] * (len(steps) - 1) and len(steps) > 40
    assert steps[-1] == judge(before, game.history[ply], ply, [0.5, 0.5], 1, 40)
