"""The computer players (ludothek.bots): legal, harmless, reproducible, fair, and stronger than
chance."""

import json

import pytest
from bots.positions import SETUPS, position_after, random_positions, reacting, setup_id

from ludothek import new_game
from ludothek.bots import BUDGETS, LEVELS, choose_move, think
from ludothek.bots.search import Searcher, bot_module, terminal_rewards
from ludothek.core import Rng

CHEAP = 12  # iterations: enough to exercise the search, cheap enough for many positions


def fingerprint(game):
    """Everything of a game's state, its history, log and random generator included."""
    return json.dumps(game.snapshot(), sort_keys=True) + json.dumps(game.log, sort_keys=True)


# ----- legal moves, reactions included, and the game left alone ----------------------------------

@pytest.mark.parametrize("setup", SETUPS, ids=setup_id)
def test_legal_move_for_every_game_and_player_count(setup):
    game_id, players, options = setup
    positions = reactions = 0
    for game, ply in random_positions(game_id, players, options, seed=players, every=9,
                                          games=2):
        level = LEVELS[ply % len(LEVELS)]
        before = fingerprint(game)
        move = choose_move(game, level, seed=ply, iterations=CHEAP, max_seconds=0)
        assert move in game.legal_moves(), (game_id, ply, level, move)
        assert fingerprint(game) == before, f"{level} changed the game at move {ply}"
        positions += 1
        reactions += reacting(game)
    assert positions >= 3
    if game_id in ("portroyal", "castlerampage"):
        # Port Royal: the other seats take cards in Trade & Hire; Castle Rampage: the defender
        # reacts or discards in the attacker's turn.
        assert reactions, "no position with a reacting seat was reached"


def test_castle_rampage_reaction_seat_answers():
    """The defender asked for a Letztes Aufgebot (or a discard) in the attacker's turn."""
    found = 0
    for seed in range(40):
        for game, _ply in random_positions("castlerampage", 2, seed=seed, every=10_000):
            if game.wait in ("react", "discard"):
                move = choose_move(game, "normal", seed=seed, iterations=30, max_seconds=0)
                assert game.to_move != game.current
                assert move in game.legal_moves()
                found += 1
        if found >= 3:
            break
    assert found >= 3


@pytest.mark.parametrize("game_id, players", [("portroyal", 3), ("castlerampage", 2),
                                              ("jacynth", 2), ("roseking", 2)])
def test_search_leaves_game_unchanged(game_id, players):
    game = position_after(game_id, players, 30, seed=4)
    before = fingerprint(game)
    info = think(game, "strong", seed=1, iterations=60, max_seconds=0)
    assert info["iterations"] == 60 or len(game.legal_moves()) == 1
    assert fingerprint(game) == before


def test_random_level_is_uniform_over_legal_moves():
    game = position_after("jacynth", 2, 4, seed=2)
    legal = game.legal_moves()
    seen = {choose_move(game, "random", seed=s) for s in range(400)}
    assert seen == set(legal)


def test_single_legal_move_needs_no_search():
    game = next(g for g, _ in random_positions("castlerampage", 2, seed=3, every=1, games=5)
                if len(g.legal_moves()) == 1)
    info = think(game, "strong", seed=0)
    assert info["move"] == game.legal_moves()[0] and info["iterations"] == 0


def test_unknown_level_and_finished_game_are_refused():
    game = new_game("roseking", seed=1)
    with pytest.raises(ValueError):
        choose_move(game, "grandmaster")
    while not game.is_over:
        game.play(game.legal_moves()[0])
    with pytest.raises(ValueError):
        choose_move(game, "easy")


# ----- budgets and reproducibility -----------------------------------------------------------------

@pytest.mark.parametrize("game_id, players", [("roseking", 2), ("jacynth", 3),
                                              ("portroyal", 4), ("castlerampage", 2)])
def test_reproducible_with_a_seed(game_id, players):
    game = position_after(game_id, players, 20, seed=5,
                          where=lambda g: len(g.legal_moves()) > 1)
    a = think(game, "normal", seed=42, iterations=80, max_seconds=0)
    b = think(game, "normal", seed=42, iterations=80, max_seconds=0)
    assert a["move"] == b["move"] and a["stats"] == b["stats"]
    assert a["iterations"] == 80
    assert sum(visits for _m, visits, _r in a["stats"]) == 80


def test_levels_have_growing_budgets_and_time_caps():
    iterations = [BUDGETS[level][0] for level in ("easy", "normal", "strong")]
    seconds = [BUDGETS[level][1] for level in ("easy", "normal", "strong")]
    assert iterations == sorted(iterations) and len(set(iterations)) == 3
    assert seconds == sorted(seconds) and all(s > 0 for s in seconds)


def test_time_cap_stops_the_search():
    game = position_after("castlerampage", 2, 10, seed=6,
                          where=lambda g: len(g.legal_moves()) > 1)
    info = think(game, "strong", seed=1, iterations=10**6, max_seconds=0.2)
    assert 0 < info["iterations"] < 10**6
    assert info["seconds"] < 2.0
    assert info["move"] in game.legal_moves()


# ----- rewards ---------------------------------------------------------------------------------------

def test_rewards_favour_winners_and_share_ties():
    finished = new_game("jacynth", seed=3, players=3)
    pick = Rng(9)
    while not finished.is_over:
        moves = finished.legal_moves()
        finished.play(moves[pick.below(len(moves))])
    result = finished.result()
    rewards = terminal_rewards(finished, 3)
    winners = result["winners"]
    for seat in range(3):
        assert 0.0 <= rewards[seat] <= 1.0
        for other in range(3):
            if seat in winners and other not in winners:
                assert rewards[seat] > rewards[other]


def test_port_royal_offers_cutoff_playouts():
    """Long games stop playouts early and evaluate: Port Royal's bot.py gives both parts."""
    game = position_after("portroyal", 3, 40, seed=7)
    module = bot_module(game)
    assert module is not None and module.CUTOFF > 0
    values = [module.evaluate(game, s) for s in range(3)]
    assert all(0.0 < v < 1.0 for v in values)
    leader = max(range(3), key=lambda s: module.strength(game, s))
    assert values[leader] == max(values)


@pytest.mark.parametrize("game_id, players", [("portroyal", 2), ("portroyal", 5),
                                              ("castlerampage", 2)])
def test_bot_module_policy_is_legal_and_evaluation_bounded(game_id, players):
    """A game's bot.py: its playout moves are legal and its evaluation is a probability."""
    pick = Rng(players)
    for index in range(3):
        game = new_game(game_id, seed=index, players=players)
        module = bot_module(game)
        while not game.is_over:
            move = module.playout_move(game, pick)
            assert move in game.legal_moves()
            game.play(move)
            if game.is_over:
                break
            values = [module.evaluate(game, s) for s in range(players)]
            assert all(0.0 <= v <= 1.0 for v in values)
            if players == 2:
                leader = max(range(2), key=lambda s: module.strength(game, s))
                assert values[leader] >= values[1 - leader]


def test_games_without_bot_module_play_out_at_random():
    for game_id in ("roseking", "jacynth"):
        game = new_game(game_id, seed=1)
        searcher = Searcher(game, Rng(1))
        assert bot_module(game) is None
        assert searcher.policy is None and searcher.cutoff is None
