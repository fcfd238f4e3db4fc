"""Whether the review's marks hold (issue 45), in CPython: on finished games (easy against normal,
as bench/review.py plays them, from seeds the tuning never used), per game type,

- repeatable: the share of marks that a review with another seed also marks (any kind);
- confirmed: the share of marks that a judgement at ten times the budget marks too;
- recall: the share of the plies that judgement marks which the review marks;
- suggestion better: the share of marks where the review's suggested move beats the played one
  at ten times the budget (both moves searched alone to equal visits);
- the mean loss the review reports at its marks against the 10x loss of the same two moves,
  the search iterations and the seconds per game.

The review of the current checkout ("new") is interleaved with that of git HEAD ("old", its
review.py and search.py read with `git show` into modules of their own), the order alternating
from game to game. The 10x judgements (independent of either review: HEAD's search, the 10x
budget, the two best moves by visits and the played one each searched on alone to equal
visits) are kept in a cache file, so a second run costs only the reviews.

    nice python3 bench/review_marks.py                 # 2 games per game type, seeds 2001...
    nice python3 bench/review_marks.py --games 3 --game jacynth --variant new
    nice python3 bench/review_marks.py --seed 1001      # the games tuned on (not for figures)

The machine may be shared: the load average is printed with every game.
"""

from __future__ import annotations

import argparse
import importlib.util
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from types import ModuleType

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT / "py"), str(ROOT / "tests"), str(ROOT / "bench")]

from review import GAMES, played  # noqa: E402  (bench/review.py)

from ludothek import new_game  # noqa: E402
from ludothek.bots import review as new_review  # noqa: E402
from ludothek.bots import search as new_search  # noqa: E402
from ludothek.core.rng import Rng  # noqa: E402

LEAST = 0.10  # the least loss a mark needs (review.THRESHOLDS' inaccuracy)
TIMES = 10  # the reference judgement's budget, times the review's
REFERENCE_SEED = 987_654


def head_modules() -> tuple[ModuleType, ModuleType]:
    """git HEAD's search.py and review.py as ludothek.bots.search_head / review_head."""
    with tempfile.TemporaryDirectory(prefix="review-head-") as folder:
        return head_module(Path(folder), "search"), head_module(Path(folder), "review")


def head_module(folder: Path, name: str) -> ModuleType:
    """git HEAD's bots/`name`.py loaded as ludothek.bots.`name`_head."""
    text = subprocess.run(["git", "show", f"HEAD:py/ludothek/bots/{name}.py"], cwd=ROOT,
                          check=True, capture_output=True, text=True).stdout
    text = text.replace("from .search import", "from .search_head import")
    path = folder / f"{name}_head.py"
    path.write_text(text)
    spec = importlib.util.spec_from_file_location(f"ludothek.bots.{name}_head", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module


HEAD_SEARCH, HEAD_REVIEW = head_modules()
COUNT = [0]


def counting(cls: type) -> None:
    """Count the iterations of every search of `cls`."""
    inner = cls.iterate

    def iterate(self) -> None:  # type: ignore[no-untyped-def]
        COUNT[0] += 1
        inner(self)
    cls.iterate = iterate


counting(HEAD_SEARCH.Searcher)
if new_search.Searcher is not HEAD_SEARCH.Searcher:
    counting(new_search.Searcher)


def load() -> str:
    return "load " + " ".join(f"{x:.1f}" for x in os.getloadavg())


def searched_alone(searcher, move: str, visits: int) -> None:
    """Search `move` alone at the root until it has `visits` visits."""
    searcher.root_set = {move}
    while True:
        child = searcher.root.children.get(move)
        if child is not None and child.visits >= visits:
            return
        searcher.iterate()


def mean(searcher, move: str) -> float:
    child = searcher.root.children[move]
    return child.total[searcher.seat] / child.visits


def reference(before, move: str, budget: int, seed: int) -> dict:
    """The 10x judgement: HEAD's search at `budget`, then its two most visited moves and the
    played one each searched on alone to a quarter of the budget in visits (at least): the
    loss is the better of the two's mean less the played move's."""
    searcher = HEAD_SEARCH.Searcher(before, Rng(seed))
    searcher.run(budget)
    ranked = sorted(searcher.root.children.items(), key=lambda kv: -kv[1].visits)
    top = [m for m, _ in ranked[:2]]
    for m in dict.fromkeys([*top, move]):
        searched_alone(searcher, m, budget // 4)
    best = max(top, key=lambda m: mean(searcher, m))
    lost = 0.0 if best == move else max(0.0, mean(searcher, best) - mean(searcher, move))
    return {"best": best, "lost": round(lost, 4)}


def pair(before, better: str, move: str, budget: int, seed: int) -> float:
    """The mover's mean after `better` less that after `move`, each searched alone to half of
    `budget` in visits."""
    searcher = HEAD_SEARCH.Searcher(before, Rng(seed))
    for m in (better, move):
        searched_alone(searcher, m, budget // 2)
    return round(mean(searcher, better) - mean(searcher, move), 4)


class Cache:
    def __init__(self, path: Path) -> None:
        self.path = path
        self.data: dict = json.loads(path.read_text()) if path.exists() else {}

    def get(self, key: str, make):  # type: ignore[no-untyped-def]
        if key not in self.data:
            self.data[key] = make()
            self.path.write_text(json.dumps(self.data))
        return self.data[key]


def review_of(module: ModuleType, game, seed: int) -> tuple[dict, float, int]:
    COUNT[0] = 0
    start = time.process_time()
    done = module.review(game, seed=seed)
    return done, time.process_time() - start, COUNT[0]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=2, help="games per game type")
    parser.add_argument("--seed", type=int, default=2001, help="the first game's seed")
    parser.add_argument("--game", action="append", choices=sorted(GAMES))
    parser.add_argument("--variant", action="append", choices=["old", "new"])
    parser.add_argument("--cache", type=Path, default=Path(tempfile.gettempdir())
                        / "review_marks_cache.json")
    args = parser.parse_args()
    variants = {"old": HEAD_REVIEW, "new": new_review}
    names = args.variant or list(variants)
    cache = Cache(args.cache)
    print(f"Marks that hold: {args.games} games per game type from seed {args.seed}, easy "
          f"against normal; reviews with seeds 1 and 2; 10x judgements cached in {args.cache} "
          f"({os.cpu_count()} cores, {load()})", flush=True)
    for game_id in args.game or list(GAMES):
        figures: dict[str, dict[str, list]] = {n: {} for n in names}
        for k in range(args.games):
            seed = args.seed + k
            _, players, _, history = played(game_id, GAMES[game_id], seed)
            game = new_game(game_id, seed=seed, players=players).replayed(history)
            budget = TIMES * new_review.iterations_for(game)
            positions = [game.replayed(history[:p]) for p in range(len(history))]
            choice = [p for p, g in enumerate(positions) if len(g.legal_moves()) > 1]
            started = time.perf_counter()
            refs = {p: cache.get(f"{game_id}/{seed}/{p}/ref/{budget}", lambda p=p: reference(
                positions[p], history[p], budget, REFERENCE_SEED + p)) for p in choice}
            marked_ref = {p for p, r in refs.items() if r["lost"] >= LEAST}
            print(f"  {game_id} #{k + 1} (seed {seed}, {len(history)} moves, {len(choice)} with "
                  f"a choice): the 10x judgement marks {len(marked_ref)} "
                  f"({time.perf_counter() - started:.0f} s; {load()})", flush=True)
            for name in names[::1 if k % 2 == 0 else -1]:
                got = figures[name]
                reviews = []
                for review_seed in (1, 2):
                    done, cpu, iterations = review_of(variants[name], game, review_seed)
                    reviews.append(done)
                    got.setdefault("cpu", []).append(cpu)
                    got.setdefault("iterations", []).append(iterations)
                    got.setdefault("load", []).append(os.getloadavg()[0])
                marks = [{p for p, j in enumerate(r["plies"]) if j["mark"]} for r in reviews]
                for own, other, done in ((marks[0], marks[1], reviews[0]),
                                         (marks[1], marks[0], reviews[1])):
                    got.setdefault("marks", []).append(len(own))
                    got.setdefault("repeated", []).extend(p in other for p in own)
                    got.setdefault("confirmed", []).extend(p in marked_ref for p in own)
                    got.setdefault("recall", []).extend(p in own for p in marked_ref)
                    for p in sorted(own):
                        j = done["plies"][p]
                        gain = cache.get(f"{game_id}/{seed}/{p}/pair/{j['best']}/{budget}",
                                         lambda p=p, j=j: pair(positions[p], j["best"],
                                                               history[p], budget,
                                                               REFERENCE_SEED + p))
                        got.setdefault("better", []).append(gain > 0)
                        got.setdefault("reported", []).append(j["best_chance"]
                                                              - j["chances"][j["seat"]])
                        got.setdefault("lost", []).append(j["lost"])
                        got.setdefault("pair", []).append(gain)
                print(f"    {name}: marks {len(marks[0])} / {len(marks[1])} (seeds 1 / 2), both "
                      f"{len(marks[0] & marks[1])}, CPU {got['cpu'][-2]:.1f} / "
                      f"{got['cpu'][-1]:.1f} s, iterations {got['iterations'][-2]} / "
                      f"{got['iterations'][-1]} ({load()})", flush=True)
        for name in names:
            got = figures[name]
            print(f"{game_id:14} {name}: " + summary(got), flush=True)


def share(flags: list) -> str:
    return f"{100 * sum(flags) / len(flags):3.0f} % of {len(flags):3}" if flags else "  - of   0"


def summary(got: dict) -> str:
    reported = statistics.mean(got["reported"]) if got.get("reported") else 0.0
    at_10x = statistics.mean(got["pair"]) if got.get("pair") else 0.0
    return (f"repeatable {share(got.get('repeated', []))}, confirmed "
            f"{share(got.get('confirmed', []))}, recall {share(got.get('recall', []))}, "
            f"suggestion better {share(got.get('better', []))}; loss at a mark {reported:+.3f} "
            f"(10x {at_10x:+.3f}); per review: CPU median {statistics.median(got['cpu']):.1f} s, "
            f"iterations median {statistics.median(got['iterations']):.0f}; load median "
            f"{statistics.median(got['load']):.1f}")


if __name__ == "__main__":
    main()
