"""The computer players (ludothek.bots): legal, harmless, reproducible, fair, and stronger than
chance."""

import json

import pytest
from bots.positions import SETUPS, position_after, random_positions, reacting, setup_id

from ludothek import new_game
from ludothek.bots import BUDGETS, LEVELS, choose_move, plan, think
from ludothek.bots.alphabeta import AlphaBeta
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
    for level in ("normal", "strong"):
        info = think(game, level, seed=1, iterations=60, max_seconds=0)
        if plan(game, level)["search"] == "mcts":
            assert info["iterations"] == 60 or len(game.legal_moves()) == 1
        else:  # alpha-beta: at most 60 positions evaluated
            assert info["iterations"] <= 60
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
    for level in ("normal", "strong"):
        a = think(game, level, seed=42, iterations=80, max_seconds=0)
        b = think(game, level, seed=42, iterations=80, max_seconds=0)
        assert a["move"] == b["move"] and a["stats"] == b["stats"]
        if plan(game, level)["search"] == "mcts":
            assert a["iterations"] == 80
            assert sum(visits for _m, visits, _r in a["stats"]) == 80
        else:
            assert 0 < a["iterations"] <= 80


def test_levels_have_growing_budgets_and_time_caps():
    iterations = [BUDGETS[level][0] for level in ("easy", "normal", "strong")]
    seconds = [BUDGETS[level][1] for level in ("easy", "normal", "strong")]
    assert iterations == sorted(iterations) and len(set(iterations)) == 3
    assert seconds == sorted(seconds) and all(s > 0 for s in seconds)
    assert BUDGETS["normal"][1] <= 0.5  # issue #16: normal thinks at most half a second


@pytest.mark.parametrize("game_id", ["roseking", "jacynth", "portroyal", "castlerampage", "nim"])
def test_every_level_has_a_plan(game_id):
    game = new_game(game_id, seed=1)
    for level in ("easy", "normal", "strong"):
        how = plan(game, level)
        assert how["search"] in ("mcts", "alphabeta")
        assert how["seconds"] == BUDGETS[level][1]
        if how["search"] == "alphabeta":
            assert how["depth"] >= 1 and how["samples"] >= 1 and how["positions"] > 0
            assert callable(bot_module(game).evaluate)
        else:
            assert how["iterations"] > 0


@pytest.mark.parametrize("game_id", ["castlerampage", "jacynth"])
def test_time_cap_stops_the_search(game_id):
    game = position_after(game_id, 2, 10, seed=6, where=lambda g: len(g.legal_moves()) > 1)
    for level in ("normal", "strong"):
        info = think(game, level, seed=1, iterations=10**6, max_seconds=0.2)
        assert 0 < info["iterations"] < 10**6
        assert info["seconds"] < 2.0
        assert info["move"] in game.legal_moves()


# ----- alpha-beta over determinizations ---------------------------------------------------------

def test_alpha_beta_solves_nim():
    """To the end of a small Nim, alpha-beta finds the winning move (heaps' xor made zero)."""
    game = new_game("nim", seed=1, options={"heaps": "1-2-3-4"})
    tree = AlphaBeta(game, Rng(1), lambda state, seat: 0.5).run(depth=10, samples=1)
    after = game.clone()
    after.play(tree.best_move())
    xor = 0
    for heap in after.heaps:
        xor ^= heap
    assert xor == 0
    assert tree.depth == 10 and max(v for _m, _d, v in tree.stats()) > 0.9


def test_alpha_beta_respects_the_node_cap_and_keeps_the_last_full_depth():
    game = position_after("jacynth", 2, 8, seed=3, where=lambda g: g.phase == "play")
    module = bot_module(game)
    tree = AlphaBeta(game, Rng(2), module.evaluate).run(depth=4, samples=2, max_nodes=300)
    assert tree.nodes <= 300
    assert 1 <= tree.depth < 4
    assert tree.best_move() in game.legal_moves()


def test_alpha_beta_cut_short_in_its_first_depth_chooses_from_what_it_searched():
    """A cap that ends the first depth inside the second world: the first world's values
    choose (its best move), not the first legal move; inside the first world, the moves
    searched so far choose."""
    game = position_after("jacynth", 2, 8, seed=3, where=lambda g: g.phase == "play")
    module = bot_module(game)
    moves = game.legal_moves()
    one_world = AlphaBeta(game, Rng(2), module.evaluate).run(depth=1, samples=1)
    cut = AlphaBeta(game, Rng(2), module.evaluate).run(depth=3, samples=3, max_nodes=len(moves) + 1)
    assert cut.depth == 1 and cut.values == one_world.values
    assert cut.best_move() == one_world.best_move()
    half = AlphaBeta(game, Rng(2), module.evaluate).run(depth=1, samples=1, max_nodes=len(moves) // 2)
    assert set(half.values) == set(moves[:len(moves) // 2])
    assert half.best_move() == max(moves[:len(moves) // 2], key=lambda m: one_world.values[m])


class Dare:
    """A one-seat push-your-luck for the chance test: draw the top card (0 busts to zero
    points, else adds it) or stop. Duck-typed: just what AlphaBeta touches."""

    players = 1
    is_over = False
    to_move = 0

    def __init__(self, pile, points=0):
        self.pile, self.points = list(pile), points  # pile: bottom first, the top card last

    def current_seat(self):
        return 0

    def legal_moves(self):
        return ["draw", "stop"] if self.pile else ["stop"]

    def clone(self):
        return Dare(self.pile, self.points)

    determinize = lambda self, seat, rng: self.clone()  # noqa: E731 (nothing is hidden)

    def play_trusted(self, move):
        if move == "draw":
            card = self.pile.pop()
            self.points = self.points + card if card else 0
        else:
            self.pile = []  # stopping ends the drawing

    @staticmethod
    def outcomes(state, move, rng, count):
        if move != "draw" or len(state.pile) < 2:
            return None
        found = []
        for index in range(len(state.pile)):  # every card, so the mean is exact
            child = state.clone()
            child.pile[-1], child.pile[index] = child.pile[index], child.pile[-1]
            child.play_trusted("draw")
            found.append(child)
        return found


def test_alpha_beta_values_a_draw_below_the_root_by_its_outcomes_not_the_worlds_next_card():
    """Issue #16: in a fixed world the search knows the card it draws next. The second draw
    here is a 5 on top of three busts: without chance nodes the search counts on it (10
    points); with them it sees a 1-in-4 chance and stops at 5."""
    game = Dare([0, 0, 0, 5, 5])
    points = lambda state, seat: state.points / 10  # noqa: E731
    knowing = AlphaBeta(game, Rng(1), points).run(depth=2, samples=1)
    assert knowing.values["draw"] == 1.0
    fair = AlphaBeta(game, Rng(1), points, chance=4, outcomes=Dare.outcomes).run(depth=2, samples=1)
    assert fair.values["draw"] == 0.5  # max(stop at 5, draw: 1/4 of 10 and 3/4 of 0)
    assert AlphaBeta(game, Rng(1), points, chance=4).run(depth=2, samples=1).values["draw"] == 1.0


def test_port_royal_outcomes_reveal_each_sampled_card_of_the_pile_once():
    """The chance hook behind Port Royal's strong level: a draw's outcomes reveal different
    cards of the pile, every card once when the count covers the pile; the game is untouched."""
    from ludothek.portroyal.moves import DRAW, STOP
    game = position_after("portroyal", 3, 6, seed=4, where=lambda g: DRAW in g.legal_moves())
    module = bot_module(game)
    before = fingerprint(game)

    def revealed(children):  # the first card each outcome turned up
        return [child.log[len(game.log)]["card"] for child in children]

    sampled = revealed(module.outcomes(game, DRAW, Rng(3), 3))
    assert len(sampled) == 3 and len(set(sampled)) == 3 and set(sampled) <= set(game.draw)
    assert sorted(revealed(module.outcomes(game, DRAW, Rng(3), 10**3))) == sorted(game.draw)
    assert module.outcomes(game, STOP, Rng(3), 3) is None
    assert fingerprint(game) == before
    assert plan(game, "strong")["chance"] > 0  # the level that uses it


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
                                              ("castlerampage", 2), ("roseking", 2),
                                              ("jacynth", 2), ("jacynth", 1)])
def test_bot_module_policy_is_legal_and_evaluation_bounded(game_id, players):
    """A game's bot.py: its playout moves are legal (None: the search picks at random) and its
    evaluation is a probability that grows with the seat's advantage."""
    pick = Rng(players)
    for index in range(3):
        game = new_game(game_id, seed=index, players=players)
        module = bot_module(game)
        while not game.is_over:
            move = module.playout_move(game, pick)
            if move is None:
                moves = game.legal_moves()
                move = moves[pick.below(len(moves))]
            assert move in game.legal_moves()
            game.play(move)
            if game.is_over:
                break
            values = [module.evaluate(game, s) for s in range(players)]
            assert all(0.0 <= v <= 1.0 for v in values)
            if players == 2:
                for seat in range(2):
                    assert (values[seat] >= 0.5) == (module.advantage(game, seat) >= 0)


def test_games_without_bot_module_play_out_at_random():
    game = new_game("nim", seed=1)
    searcher = Searcher(game, Rng(1))
    assert bot_module(game) is None
    assert searcher.policy is None and searcher.cutoff is None
    assert plan(game, "strong")["search"] == "mcts"


@pytest.mark.parametrize("game_id", ["roseking", "portroyal", "jacynth", "castlerampage"])
def test_thinking_in_slices_pauses_often_and_ends_with_a_legal_move(game_id):
    """Issue 12: until the worker is ready the page thinks itself, pausing at least every
    slice (8 ms here) so that a frame can be drawn; the move is legal and the game untouched.
    The gaps are measured in this thread's CPU time: on a loaded machine the wall time between
    two yields also holds the time the scheduler gave other processes."""
    import time

    from ludothek.bots import think_in_slices

    game = new_game(game_id, seed=7, players=2)
    while len(game.legal_moves()) < 2:
        game.play(game.legal_moves()[0])
    before = game.snapshot()
    gaps, results = [], []
    last = time.thread_time()
    for step in think_in_slices(game, "normal", seed=3, max_seconds=0.3, slice_seconds=0.008):
        now = time.thread_time()
        gaps.append(now - last)
        results.append(step)
        last = now
    assert results[-1] in game.legal_moves() and all(r is None for r in results[:-1])
    assert len(results) >= 3  # it did pause
    assert sorted(gaps)[len(gaps) // 2] < 0.03  # slices stay short (one iteration may overrun)
    assert game.snapshot() == before


def test_thinking_in_slices_spends_mcts_iterations_not_an_alpha_beta_position_cap(monkeypatch):
    """Issue 12: the page's main-thread thinking is MCTS for every level. An alpha-beta level
    caps evaluated positions (Castle Rampage strong: 8,000), a different budget; the slices
    spend the level's MCTS iterations (BUDGETS), which every plan keeps."""
    from ludothek.bots import think_in_slices

    castle = position_after("castlerampage", 2, 16, seed=1)
    how = plan(castle, "strong")
    assert how["search"] == "alphabeta" and how["positions"] != BUDGETS["strong"][0]
    assert how["iterations"] == BUDGETS["strong"][0]
    iterate, calls = Searcher.iterate, []
    monkeypatch.setattr(Searcher, "iterate", lambda self: calls.append(1) or iterate(self))
    *pauses, move = think_in_slices(castle, "strong", seed=1, max_seconds=600)
    assert move in castle.legal_moves() and len(calls) == BUDGETS["strong"][0]
    rose = new_game("roseking", seed=1, players=2)  # an MCTS level keeps its own iterations
    own = bot_module(rose).LEVELS["strong"]
    assert own["search"] == "mcts" and plan(rose, "strong")["iterations"] == own["iterations"]
