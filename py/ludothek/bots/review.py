"""The computer's review of a finished game: who was ahead, where it turned, what was better.

    from ludothek.bots.review import review
    result = review(game)          # a finished game; deterministic for a seed

Each ply is judged from what its mover knew: an MCTS search (search.py, the game's playout
policy and evaluation) from the position before the move, reaching hidden cards only through
`determinize(mover, rng)` as the bots do, so bad luck is never a mistake. After the search,
the computer's preferred move is the best mean among the most visited root moves, each
searched on alone to equal visits (`CANDIDATES`): a lightly visited move's lucky mean never
wins. A seat's *chance* is the search's mean reward for it: its win share blended with a
little score margin (search.terminal_rewards), in [0, 1].

- the chart: every seat's chance after each move, read from the played move's node (searched
  on to at least `MIN_VISITS` visits; a move with no choice keeps the chances before it);
- the judgement (issue 45: marks that hold): where the played move is not the preferred one,
  both are sampled in pairs, each pair on the same determinization (common random numbers),
  fresh samples only, so neither is flattered by the search that chose it; the mean
  difference and its standard error give a loss and its noise. More pairs are drawn while a
  threshold lies within `Z` standard errors of the loss, up to `MOST_PAIRS`. `lost` is the
  loss's lower bound, the mean less Z standard errors (never below 0; 0 when the computer
  would have played the same): a loss that holds. At least 0.10 / 0.20 / 0.30 of it marks an
  inaccuracy / a mistake / a blunder (`THRESHOLDS`), so a mark clears its threshold by more
  than the noise; `best_chance` is the played move's chance plus the mean loss;
- the summary per seat: marks per kind, accuracy = 100 - 100 x the mean loss over the seat's
  moves with a choice (floored at 0), and the deciding moment: the move with the largest change
  of its mover's chance against the chart before it.

A review is JSON-able and versioned: `usable(review, game)` says whether a stored review still
fits the game (the same review version, rules version and moves).
"""

from __future__ import annotations

import base64
import json
import math
import zlib
from collections.abc import Generator, Iterator
from typing import TYPE_CHECKING, TypedDict

from ..core.rng import Rng
from .search import Searcher

if TYPE_CHECKING:
    from ..core.game import Game

VERSION = 2  # bump when a change makes stored reviews read differently
ITERATIONS = 160  # the search from each position with a choice
# Games whose iterations cost more, or that have more moves, search less. bench/review.py, per
# game (easy against normal): Rose King and Jacynth about 5 s in CPython; Castle Rampage and
# Port Royal (3 players) 4-12 s in CPython. In the page (--page, two workers on a shared
# two-core machine, load 2-6): Rose King 9-18 s, Jacynth 8-9 s, Castle Rampage 7-16 s, Port
# Royal 16-20 s (25-45 s at load 5-8).
# The paired comparison (issue 45) costs some 1.2-1.3x these iterations per game (bench/
# review_marks.py prints both; Port Royal measured 1.4x before its pairs were scaled down).
GAME_ITERATIONS = {"castlerampage": 100, "portroyal": 60}
MIN_VISITS = 48  # the played move is searched on until it has this many visits (at most a
# third of the budget)
CANDIDATES = 3  # root moves the suggestion is chosen among, at equal visits
# The loss: the preferred and the played move sampled in pairs (the same hidden cards for both)
# FIRST_PAIRS times, then STEP_PAIRS more at a time while a threshold lies within Z standard
# errors of the mean loss, up to MOST_PAIRS; the loss reported (and marked) is the mean less Z
# standard errors: a mark only where the loss clears its threshold by more than the noise.
FIRST_PAIRS, STEP_PAIRS, MOST_PAIRS = 24, 8, 64
Z = 1.28
PAIRED = 0x5EED_FA1E  # the paired samples' generator: the ply's seed with this mixed in
# (kind, least chance lost), the gravest first.
THRESHOLDS: tuple[tuple[str, float], ...] = (
    ("blunder", 0.30), ("mistake", 0.20), ("inaccuracy", 0.10))
KINDS = tuple(kind for kind, _ in reversed(THRESHOLDS))  # inaccuracy, mistake, blunder


class Judged(TypedDict):
    """One ply: its mover, the move and the computer's preferred one (the same when there was
    no choice), every seat's chance after the move, the mover's chance after the preferred
    move, the chance lost (the lower bound of the loss: see the module's docstring) and the
    mark (None or one of KINDS)."""

    seat: int
    move: str
    best: str
    chances: list[float]
    best_chance: float
    lost: float
    mark: str | None
    choice: bool


class Summary(TypedDict):
    """One seat's moves judged: marks per kind, accuracy in [0, 100], the deciding ply (the
    index of its move that changed its chance most, None without moves)."""

    marks: dict[str, int]
    accuracy: float
    moves: int
    deciding: int | None


class Review(TypedDict):
    version: int
    game: str
    rules: int
    moves: int
    seed: int
    iterations: int
    plies: list[Judged]


def mark_for(lost: float) -> str | None:
    """The mark a loss of winning chance earns, None below the least threshold."""
    for kind, least in THRESHOLDS:
        if lost >= least - 1e-9:
            return kind
    return None


def ply_seed(seed: int, ply: int) -> int:
    """Each ply's own search seed, so a ply reviews alike alone or in a whole game."""
    return Rng(seed * 1_000_003 + ply).next64()


def judge(before: Game, move: str, ply: int, previous: list[float], seed: int = 1,
          iterations: int = ITERATIONS) -> Judged:
    """Judge `move` played in `before` (the position before it, not over) from its mover's
    view. `previous`: the chances on the chart before the move (kept when there is no choice)."""
    for judged in judge_steps(before, move, ply, previous, seed, iterations):
        if judged is not None:
            return judged
    raise AssertionError("judge_steps ends with the judgement")


def judge_steps(before: Game, move: str, ply: int, previous: list[float], seed: int = 1,
                iterations: int = ITERATIONS) -> Iterator[Judged | None]:
    """`judge` one search iteration at a time: None after each, then the judgement, the same
    as `judge`'s (the page judges a first move this way, between frames, while its workers
    boot)."""
    seat = before.current_seat()
    moves = before.legal_moves()
    if move not in moves:
        raise ValueError(f"{move!r} is not a legal move at ply {ply}")
    if len(moves) == 1:
        yield {"seat": seat, "move": move, "best": move, "chances": list(previous),
               "best_chance": previous[seat], "lost": 0.0, "mark": None, "choice": False}
        return
    searcher = Searcher(before, Rng(ply_seed(seed, ply)))
    for _ in range(iterations):  # as searcher.run(iterations)
        searcher.iterate()
        yield None
    best = yield from _suggestion(searcher)
    gain = lower = 0.0
    if best != move:
        paired = Rng(ply_seed(seed, ply) ^ PAIRED)
        gain, lower = yield from _compared(searcher, best, move, paired, iterations)
    yield from _searched_alone(searcher, move, min(MIN_VISITS, max(1, iterations // 3)))
    chances = _means(searcher, move)
    lost = round(max(0.0, lower), 3)
    best_chance = round(min(1.0, chances[seat] + max(0.0, gain)), 3)
    yield {"seat": seat, "move": move, "best": best, "chances": chances,
           "best_chance": best_chance, "lost": lost, "mark": mark_for(lost), "choice": True}


def _searched_alone(searcher: Searcher, move: str, visits: int) -> Iterator[None]:
    """Search `move` alone at the root until it has `visits` visits."""
    saved = searcher.root_set
    searcher.root_set = {move}  # membership only
    try:
        while True:
            child = searcher.root.children.get(move)
            if child is not None and child.visits >= visits:
                return
            searcher.iterate()
            yield None
    finally:
        searcher.root_set = saved


def _suggestion(searcher: Searcher) -> Generator[None, None, str]:
    """The computer's preferred move once the search has run: the most visited root moves
    (up to CANDIDATES, those with at least half the visits of the first) each searched on
    alone to as many visits as the first, then the best mean among them (a lightly visited
    move's lucky mean never wins)."""
    seat, children = searcher.seat, searcher.root.children
    ranked = sorted((m for m in searcher.root_moves if m in children),
                    key=lambda m: -children[m].visits)
    most = children[ranked[0]].visits
    candidates = [m for m in ranked[:CANDIDATES] if 2 * children[m].visits >= most]
    for m in candidates[1:]:
        yield from _searched_alone(searcher, m, most)
    return max(candidates, key=lambda m: children[m].total[seat] / children[m].visits)


def _compared(searcher: Searcher, best: str, move: str, rng: Rng,
              iterations: int) -> Generator[None, None, tuple[float, float]]:
    """The mover's reward after `best` less that after `move`, sampled in pairs on common
    random numbers (both moves of a pair meet the same hidden cards: searcher.sample), fresh
    samples only (the search that chose `best` would flatter it): (the mean difference, its
    lower bound, Z standard errors below). Sampled on while a threshold lies within Z
    standard errors of the mean, up to MOST_PAIRS pairs (both in proportion where the search
    has fewer `iterations` than ITERATIONS: a game whose iterations cost more)."""
    diffs: list[float] = []
    scale = min(1.0, iterations / ITERATIONS)
    wanted, most = max(4, round(FIRST_PAIRS * scale)), max(8, round(MOST_PAIRS * scale))
    while True:
        while len(diffs) < wanted:
            state = rng.next64()
            reward = searcher.sample(best, Rng(state))
            yield None
            diffs.append(reward - searcher.sample(move, Rng(state)))
            yield None
        gain, lower, upper = bounds(diffs)
        if len(diffs) >= most or not straddles(lower, upper):
            return gain, lower
        wanted = min(most, len(diffs) + STEP_PAIRS)


def bounds(diffs: list[float]) -> tuple[float, float, float]:
    """The mean of paired differences (at least two) and its bounds Z standard errors below
    and above."""
    n = len(diffs)
    gain = sum(diffs) / n
    error = math.sqrt(sum((d - gain) ** 2 for d in diffs) / (n - 1) / n)
    return gain, gain - Z * error, gain + Z * error


def straddles(lower: float, upper: float) -> bool:
    """Whether a mark's threshold lies between a loss's bounds (more samples may settle it)."""
    return any(lower < least - 1e-9 <= upper for _, least in THRESHOLDS)


def carried(judged: Judged, previous: list[float]) -> Judged:
    """`judged` with the chart's chances before it where its move had no choice: a ply judged
    ahead of those before it (web/review.py asks for several at once) did not know them."""
    if judged["choice"]:
        return judged
    return {**judged, "chances": list(previous), "best_chance": previous[judged["seat"]]}


def _means(searcher: Searcher, move: str) -> list[float]:
    node = searcher.root.children[move]
    return [min(1.0, max(0.0, round(total / node.visits, 3))) for total in node.total]


def iterations_for(game: Game) -> int:
    """The review's search budget per position in this game."""
    return GAME_ITERATIONS.get(game.ID, ITERATIONS)


def start(game: Game, seed: int = 1, iterations: int | None = None) -> Review:
    """An empty review of the finished `game`, to be filled by `judge_next` (`iterations`: the
    search budget per position, by default the game's)."""
    iterations = iterations_for(game) if iterations is None else iterations
    if not game.is_over:
        raise ValueError("only a finished game can be reviewed")
    return {"version": VERSION, "game": game.ID, "rules": type(game).RULES_VERSION,
            "moves": len(game.history), "seed": seed, "iterations": iterations, "plies": []}


def judge_next(game: Game, done: Review, before: Game | None = None) -> tuple[Judged, Game]:
    """The next ply of `done` judged, and the position after it (pass it back as `before` to
    save replaying from the start)."""
    ply = len(done["plies"])
    if before is None:
        before = game.replayed(game.history[:ply])
    previous = done["plies"][-1]["chances"] if done["plies"] else even(game.players)
    judged = judge(before, game.history[ply], ply, previous, done["seed"], done["iterations"])
    after = before.clone()
    after.play_trusted(game.history[ply])
    return judged, after


def review(game: Game, seed: int = 1, iterations: int | None = None) -> Review:
    """Every ply of the finished `game` judged."""
    done = start(game, seed, iterations)
    before: Game | None = None
    for _ in game.history:
        judged, before = judge_next(game, done, before)
        done["plies"].append(judged)
    return done


def even(players: int) -> list[float]:
    """Every seat's chance before the first move."""
    return [round(1.0 / players, 3)] * players


def usable(done: object, game: Game) -> bool:
    """Whether a stored review fits `game`: this review version, the game's rules version and
    the same number of moves (an older review says it cannot be shown, never something wrong)."""
    return (isinstance(done, dict) and done.get("version") == VERSION
            and done.get("game") == game.ID and done.get("rules") == type(game).RULES_VERSION
            and done.get("moves") == len(game.history)
            and isinstance(done.get("plies"), list))


def summarise(done: Review, players: int) -> list[Summary]:
    """Per seat: marks per kind, accuracy, its deciding ply (see the module's docstring)."""
    out: list[Summary] = []
    for seat in range(players):
        marks = {kind: 0 for kind in KINDS}
        losses: list[float] = []
        deciding, swing = None, -1.0
        previous = even(players)
        for ply, judged in enumerate(done["plies"]):
            if judged["seat"] == seat:
                if judged["choice"]:
                    losses.append(judged["lost"])
                if judged["mark"]:
                    marks[judged["mark"]] += 1
                change = abs(judged["chances"][seat] - previous[seat])
                if change > swing:
                    deciding, swing = ply, change
            previous = judged["chances"]
        mean = sum(losses) / len(losses) if losses else 0.0
        out.append({"marks": marks, "accuracy": round(max(0.0, 100.0 - 100.0 * mean), 1),
                    "moves": len(losses), "deciding": deciding})
    return out


# ----- kept with the save: a few numbers per move ------------------------------------------------

def pack(done: Review) -> dict[str, object]:
    """The review as the save's page data keeps it: per ply [seat, choice (0/1), lost,
    best chance, best move, chance per seat...] (the played move is the history's)."""
    rows = [[j["seat"], int(j["choice"]), j["lost"], j["best_chance"], j["best"], *j["chances"]]
            for j in done["plies"]]
    head = {key: value for key, value in done.items() if key != "plies"}
    return {**head, "plies": rows}


# A shrunk review unpacks to at most this many characters (a whole Port Royal review is some
# 10,000): more is a damaged or forged save, not read.
MOST_UNPACKED = 1_000_000


def shrink(packed: dict[str, object]) -> dict[str, object]:
    """`pack`'s rows deflated (zlib, then Base85: JSON-safe), as the save keeps them: about a
    third of the characters (bench/storage.py), so that many more reviewed games fit the
    browser's storage beside their saves."""
    head = {key: value for key, value in packed.items() if key != "plies"}
    rows = json.dumps(packed["plies"], separators=(",", ":")).encode()
    return {**head, "z": base64.b85encode(zlib.compress(rows, 9)).decode("ascii")}


def _grown(data: dict[str, object]) -> dict[str, object] | None:
    """A shrunk review's rows back in place (None: damaged)."""
    try:
        inflate = zlib.decompressobj()
        text = inflate.decompress(base64.b85decode(str(data["z"])), MOST_UNPACKED)
        if inflate.unconsumed_tail:
            return None
        rows = json.loads(text)
    except (ValueError, zlib.error, RecursionError):
        return None
    return {**{k: v for k, v in data.items() if k != "z"}, "plies": rows}


def unpack(data: object, game: Game) -> Review | None:
    """A packed review of `game` read back, shrunk or not, or None when it does not fit `game`
    (`usable`) or is damaged: a review that cannot be shown is made again, never shown wrong."""
    if isinstance(data, dict) and "z" in data and "plies" not in data:
        data = _grown(data)
    if not usable(data, game):
        return None
    assert isinstance(data, dict)  # usable says so
    plies: list[Judged] = []
    try:
        for row, move in zip(data["plies"], game.history):
            seat, choice, lost, best_chance, best, *chances = row
            if len(chances) != game.players or not isinstance(best, str):
                return None
            plies.append({"seat": int(seat), "move": move, "best": best,
                          "chances": [float(c) for c in chances],
                          "best_chance": float(best_chance), "lost": float(lost),
                          "mark": mark_for(float(lost)), "choice": bool(choice)})
        return {"version": VERSION, "game": game.ID, "rules": type(game).RULES_VERSION,
                "moves": len(game.history), "seed": int(data["seed"]),
                "iterations": int(data["iterations"]), "plies": plies}
    except (TypeError, ValueError, KeyError):
        return None
