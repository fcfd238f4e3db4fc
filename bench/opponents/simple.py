"""Reference opponents for every game (benchmarks, not levels): a greedy one-move player and
a depth-limited paranoid alpha-beta search, both over the seat's determinizations and both
judging a position by a deliberately simple evaluation (the score as it stands).

Both see only what their seat sees: they reach the game through `determinize(seat, rng)`.
"""

from __future__ import annotations

from ludothek.core import Rng

from .roseking import territory_points

# game id: (search depth in moves, determinizations). Chosen so that a move costs about as
# much as the Rosenkönig searcher's (a few hundredths of a second in CPython).
SEARCH = {"jacynth": (2, 2), "portroyal": (3, 3), "castlerampage": (3, 3)}
GREEDY_SAMPLES = 4
WIN = 10_000.0


def simple_value(game, seat: int) -> float:
    """The score as it stands, own minus the best other seat's; a finished game adds a win
    or loss bonus."""
    n = game.players
    if game.is_over:
        result = game.result()
        scores = result["scores"]
        best = max((scores[s] for s in range(n) if s != seat), default=0)
        won = WIN / len(result["winners"]) if seat in result["winners"] else -WIN
        return won + scores[seat] - best
    gid = game.ID
    if gid == "roseking":
        return territory_points(game.board, seat) - territory_points(game.board, 1 - seat)
    if gid == "castlerampage":
        def walls(s):
            return 3 * len(game.castles[s]) + len(game.gates[s])
        return walls(seat) - walls(1 - seat)
    if gid == "portroyal":
        values = [game.points(s) + 0.25 * len(game.coins[s]) for s in range(n)]
    else:  # jacynth and anything else with scores()
        values = list(game.scores())
    best = max((values[s] for s in range(n) if s != seat), default=0)
    return values[seat] - best


def _paranoid(state, seat: int, depth: int, alpha: float, beta: float) -> float:
    if depth == 0 or state.is_over:
        return simple_value(state, seat)
    maximise = state.to_move == seat
    for move in state.legal_moves():
        child = state.clone()
        child.play_trusted(move)
        value = _paranoid(child, seat, depth - 1, alpha, beta)
        if maximise:
            alpha = max(alpha, value)
        else:
            beta = min(beta, value)
        if alpha >= beta:
            break
    return alpha if maximise else beta


def searcher(game, seed: int = 0) -> str:
    """Paranoid alpha-beta (every other seat minimises the seat's value) to a fixed depth on
    a few determinizations; the root move with the best summed value (ties at random)."""
    moves = game.legal_moves()
    if len(moves) == 1:
        return moves[0]
    depth, samples = SEARCH.get(game.ID, (2, 2))
    seat = game.to_move
    rng = Rng(seed)
    totals = [0.0] * len(moves)
    for _ in range(samples):
        world = game.determinize(seat, rng)
        for i, move in enumerate(moves):
            child = world.clone()
            child.play_trusted(move)
            totals[i] += _paranoid(child, seat, depth - 1, -float("inf"), float("inf"))
    return _best(moves, totals, rng)


def _best(moves: list[str], totals: list[float], rng: Rng) -> str:
    """The move with the highest total; a tie is broken at random."""
    top = max(totals)
    best = [m for m, t in zip(moves, totals) if t >= top - 1e-9]
    return best[rng.below(len(best))]


def greedy(game, seed: int = 0) -> str:
    """The move with the best simple evaluation right after it, averaged over a few
    determinizations (a draw or a reveal is a gamble); ties are broken at random."""
    moves = game.legal_moves()
    if len(moves) == 1:
        return moves[0]
    seat = game.to_move
    rng = Rng(seed)
    totals = [0.0] * len(moves)
    for _ in range(GREEDY_SAMPLES):
        world = game.determinize(seat, rng)
        for i, move in enumerate(moves):
            child = world.clone()
            child.play_trusted(move)
            totals[i] += simple_value(child, seat)
    return _best(moves, totals, rng)
