"""Fuzz saves and links: mutated real saves and links of every game through `load` and
`from_link`. Prints, per game, the counts by outcome (opened, BadSave by reason, crash by
exception type), how many inputs took over 50 ms, and the slowest input.

    python bench/fuzz.py [COUNT] [--storage FILE] [--seed N] [--games a,b] [--timeout S]

COUNT inputs per game (default 100000). `--storage` runs another version of
core/storage.py (e.g. `git show HEAD:py/ludothek/core/storage.py > /tmp/old.py`) on the same
inputs. tests/core/test_storage_fuzz.py drives the same mutations from hypothesis.
"""

from __future__ import annotations

import argparse
import base64
import importlib.util
import json
import os
import random
import signal
import sys
import time
import zlib
from collections import Counter
from pathlib import Path
from types import ModuleType
from typing import Any, Callable

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "py"))

from ludothek.core import BadSave, Game, storage  # noqa: E402
from ludothek.core.registry import game_class, games  # noqa: E402

SLOW_MS = 50

# Values a damaged or hostile document may hold where a field should be.
ODD_VALUES: list[Any] = [
    [], {}, None, True, False, 0, -1, 1, 2, 7, 7.0, 1.5, -0.0, "7", "", "Infinity", "NaN",
    float("inf"), float("-inf"), float("nan"), 2**63, 2**64, 2**64 + 7, -(2**64), 10**400,
    [[[[]]]], {"a": {"b": []}}, [1, "x", None], ["human"], ["x", "y"], ["", ""], ["human"] * 9,
    "human", "strong", "roseking", "x" * 41, " Anna ", "\u0000", "\ud800", "😀" * 40,
    {"": []}, {"light": []}, {"expansion": "yes"}, [True, False], ["A", "B", "C", "D", "E", "F"],
]
# Text spliced in raw: what json.dumps would never write.
RAW_TOKENS: list[str] = [
    "1e400", "-1e400", "Infinity", "NaN", "9" * 5000, "1" + "0" * 4200, "0x10", "07", "1_000",
    "[" * 100_000 + "]" * 100_000, "[" * 100_000, "{\"a\":" * 20_000 + "1" + "}" * 20_000,
    '"\\ud800"', '"\\u0000"', '"' + "\\\\" * 1000 + '"', "true", "null", '"' + "x" * 100_000 + '"',
]
_HOLE = "\u0001hole\u0001"


class Case:
    """One real game as a save (with and without its check) and as a link, plus its parts."""

    def __init__(self, game: Game) -> None:
        self.game = game
        self.save = storage.save(game, id="x", created=1, updated=2, status={"finished": game.is_over})
        self.doc = json.loads(self.save)
        self.legacy = json.dumps({k: v for k, v in self.doc.items() if k != "check"})
        self.link = storage.link(game)
        body = self.link[len(storage.LINK_PREFIX):]
        raw = zlib.decompress(base64.urlsafe_b64decode(body + "=" * (-len(body) % 4)))
        head, _, self.move_bytes = raw.partition(b"\0")
        self.header = json.loads(head)


def sample_games(game_id: str, seed: int = 1) -> list[Game]:
    """A few real games: each table size, random options, names and seats, 0 to all moves."""
    cls = game_class(game_id)
    rnd = random.Random(f"{game_id}/{seed}")
    out = []
    for players in sorted({cls.MIN_PLAYERS, cls.MAX_PLAYERS}):
        for moves in (0, 3, 12, 10_000):
            options = {opt.key: rnd.choice(opt.choices or (False, True)) for opt in cls.OPTIONS}
            names = [rnd.choice(["Anna", "Zoë <b>", "Ünal", "", "P 1"]) for _ in range(players)]
            seats = [rnd.choice(["human", "human", "easy", "strong"]) for _ in range(players)]
            try:
                game = cls(players=players, options=options, seed=rnd.randrange(2**48), names=names,
                           seats=seats)
            except ValueError:  # options the rules forbid together
                game = cls(players=players, seed=rnd.randrange(2**48), names=names, seats=seats)
            while len(game.history) < moves and not game.is_over:
                legal = game.legal_moves()
                game.play(legal[rnd.randrange(len(legal))])
            out.append(game)
    return out


def _bytes_text(data: bytes) -> str:
    return data.decode("utf-8", "surrogateescape")


def flip_bits(rnd: random.Random, text: str) -> str:
    data = bytearray(text.encode("utf-8", "surrogateescape"))
    for _ in range(rnd.randint(1, 3)):
        if data:
            data[rnd.randrange(len(data))] ^= 1 << rnd.randrange(8)
    return _bytes_text(bytes(data))


def cut(rnd: random.Random, text: str) -> str:
    return text[:rnd.randrange(len(text) + 1)]


def splice(rnd: random.Random, text: str) -> str:
    """Delete, repeat or replace a slice, or put a raw token or a character in."""
    i = rnd.randrange(len(text) + 1)
    j = min(len(text), i + rnd.choice([1, 2, 5, 40, 1000]))
    kind = rnd.randrange(4)
    if kind == 0:
        return text[:i] + text[j:]
    if kind == 1:
        return text[:j] + text[i:j] * rnd.choice([2, 10, 1000]) + text[j:]
    if kind == 2:
        return text[:i] + rnd.choice(RAW_TOKENS) + text[j:]
    return text[:i] + rnd.choice('"\\[]{},:0-9eE.+ \u00e9#=AQ_') + text[i + 1:]


def odd_value(rnd: random.Random) -> Any:
    return rnd.choice(ODD_VALUES)


def _paths(doc: Any, prefix: tuple = ()) -> list[tuple]:
    """Every place in a JSON document: (key or index, ...)."""
    out = [prefix]
    items = doc.items() if isinstance(doc, dict) else enumerate(doc) if isinstance(doc, list) else ()
    for key, value in items:
        out += _paths(value, prefix + (key,))
    return out


def replace_field(rnd: random.Random, doc: dict, raw: bool = True) -> str:
    """The document as JSON with one place replaced by an odd value (or, if `raw`, a raw
    token), or removed."""
    doc = json.loads(json.dumps(doc))
    path = rnd.choice(_paths(doc)[1:] or [("game",)])
    parent = doc
    for key in path[:-1]:
        parent = parent[key]
    kind = rnd.randrange(6)
    if kind == 0 and isinstance(parent, dict):
        del parent[path[-1]]
    else:
        parent[path[-1]] = _HOLE if raw and kind == 1 else odd_value(rnd)
    return json.dumps(doc, ensure_ascii=False).replace(json.dumps(_HOLE), rnd.choice(RAW_TOKENS))


def mutate_moves(rnd: random.Random, moves: list) -> list:
    moves = list(moves)
    kind = rnd.randrange(5)
    if kind == 0 and moves:
        i, j = rnd.randrange(len(moves)), rnd.randrange(len(moves))
        moves[i], moves[j] = moves[j], moves[i]
    elif kind == 1:
        moves = moves * rnd.choice([2, 100, 6000])
    elif kind == 2:
        moves.append(rnd.choice(moves) if moves else "x")
    elif kind == 3 and moves:
        del moves[rnd.randrange(len(moves))]
    else:
        moves = [rnd.choice(moves) if moves else ""] * rnd.choice([5001, 10**5])
    return moves


def save_input(rnd: random.Random, case: Case) -> tuple[str, str]:
    """(mutation name, save text)."""
    base = rnd.choice([case.save, case.legacy])
    kind = rnd.randrange(6)
    if kind == 0:
        return "save:flip", flip_bits(rnd, base)
    if kind == 1:
        return "save:cut", cut(rnd, base)
    if kind == 2:
        return "save:splice", splice(rnd, base)
    if kind == 3:
        return "save:field", replace_field(rnd, json.loads(base))
    doc = json.loads(base)
    if kind == 4:
        name, doc["moves"] = "save:moves", mutate_moves(rnd, doc["moves"])
    else:
        name, doc = "save:field-signed", json.loads(replace_field(rnd, doc, raw=False))
    # Signed again (a well-made but hostile save) or with its check gone (an old save).
    if rnd.random() < 0.5:
        doc["check"] = storage.checksum(doc)
    else:
        doc.pop("check", None)
    return name, json.dumps(doc, ensure_ascii=False)


def pack(raw: bytes) -> str:
    return storage.LINK_PREFIX + base64.urlsafe_b64encode(zlib.compress(raw, 9)).decode().rstrip("=")


def _move_bytes(rnd: random.Random, data: bytes) -> bytes:
    kind = rnd.randrange(6)
    if kind == 0:
        return bytes(rnd.randrange(256) for _ in range(rnd.choice([1, 10, 100])))
    if kind == 1 and data:
        i = rnd.randrange(len(data))
        return data[:i] + bytes([data[i] ^ (1 << rnd.randrange(8))]) + data[i + 1:]
    if kind == 2:
        return data + rnd.choice([b"\xff", b"\x80", b"\0", b"\x01"]) * rnd.choice([3, 4, 5, 398, 10**5])
    if kind == 3:
        return data + rnd.choice([b"\x80\x00", b"\xff\xff\xff\x7f", b"\x80\x80\x80\x80\x01"])
    if kind == 4:
        return data[:rnd.randrange(len(data) + 1)]
    return data * rnd.choice([2, 50])


def link_input(rnd: random.Random, case: Case) -> tuple[str, str]:
    """(mutation name, link text)."""
    kind = rnd.randrange(7)
    if kind == 0:
        return "link:flip", flip_bits(rnd, case.link)
    if kind == 1:
        return "link:cut", cut(rnd, case.link)
    if kind == 2:
        return "link:splice", splice(rnd, case.link)
    head = json.dumps(case.header, ensure_ascii=False, separators=(",", ":")).encode()
    if kind == 3:
        return "link:moves", pack(head + b"\0" + _move_bytes(rnd, case.move_bytes))
    if kind == 4:
        bomb = rnd.choice([b"[" * 100_000, head + b"\0" + b"\0" * 10**6, head + b"\0" + b"\xff" * 10**5,
                           head.replace(b"\"seed\":", b"\"seed\":" + b"9" * 5000 + b",\"x\":")])
        return "link:bomb", pack(bomb)
    if kind == 5:
        raw = head + b"\0" + case.move_bytes
        return "link:raw", pack(flip_bits(rnd, _bytes_text(raw)).encode("utf-8", "surrogateescape"))
    return "link:field", pack(replace_field(rnd, case.header).encode("utf-8", "surrogatepass")
                              + b"\0" + case.move_bytes)


def mutated(rnd: random.Random, case: Case) -> tuple[str, str, str]:
    """(mutation name, "save" or "link", text)."""
    kind = rnd.choice(["save", "link"])
    name, text = (save_input if kind == "save" else link_input)(rnd, case)
    return name, kind, text


# ----- the run ------------------------------------------------------------------------------

class Timeout(BaseException):
    """An input ran past --timeout (a BaseException: no `except Exception` may swallow it)."""


def _alarm(signum: int, frame: Any) -> None:
    raise Timeout


def outcome(opener: Callable[[str], Any], text: str, timeout: float) -> str:
    try:
        signal.setitimer(signal.ITIMER_REAL, timeout)
        try:
            opener(text)
        finally:
            signal.setitimer(signal.ITIMER_REAL, 0)
        return "opened"
    except BadSave as err:
        if err.__cause__ is not None:  # storage's last-resort guard caught an engine error
            return f"guarded:{type(err.__cause__).__name__}"
        return f"BadSave:{err.reason}"
    except Timeout:
        return "crash:Timeout"
    except Exception as err:  # what the page must never see
        return f"crash:{type(err).__name__}"


def timed(opener: Callable[[str], Any], text: str, timeout: float) -> tuple[str, float]:
    """(outcome, seconds)."""
    start = time.perf_counter()
    result = outcome(opener, text, timeout)
    return result, time.perf_counter() - start


def load_storage(path: str | None) -> ModuleType:
    """core/storage.py, or another version of it from `path` (imported inside ludothek.core)."""
    if not path:
        return storage
    spec = importlib.util.spec_from_file_location("ludothek.core._fuzzed_storage", path)
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module


def run_game(module: ModuleType, game_id: str, count: int, seed: int, timeout: float) -> dict:
    cases = [Case(game) for game in sample_games(game_id)]
    openers = {"save": module.load, "link": module.from_link}
    rnd = random.Random(f"{seed}/{game_id}")
    counts: Counter = Counter()
    slow, slowest = 0, (0.0, "", "", "")
    for _ in range(count):
        name, kind, text = mutated(rnd, rnd.choice(cases))
        result, seconds = timed(openers[kind], text, timeout)
        counts[result] += 1
        slow += seconds * 1000 > SLOW_MS
        if seconds > slowest[0]:
            slowest = (seconds, name, kind, text)
    seconds, name, kind, text = slowest
    again = sorted(timed(openers[kind], text, timeout)[1] for _ in range(3))[1]
    return {"counts": counts, "slow": slow, "slowest": (seconds, again, name, text)}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("count", nargs="?", type=int, default=100_000, help="inputs per game")
    parser.add_argument("--storage", help="another storage.py to run (default: the current one)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--games", help="comma-separated game ids (default: all)")
    parser.add_argument("--timeout", type=float, default=2.0, help="seconds before an input counts as a crash")
    args = parser.parse_args(argv)
    module = load_storage(args.storage)
    signal.signal(signal.SIGALRM, _alarm)
    ids = args.games.split(",") if args.games else list(games())
    print(f"Fuzzing {module.__file__}: {args.count} inputs per game, seed {args.seed}")
    print(f"load average before: {' '.join(f'{x:.2f}' for x in os.getloadavg())}")
    crashes = 0
    for game_id in ids:
        started = time.perf_counter()
        report = run_game(module, game_id, args.count, args.seed, args.timeout)
        counts = report["counts"]
        crashes += sum(n for key, n in counts.items() if not key.startswith(("opened", "BadSave")))
        seconds, again, name, text = report["slowest"]
        print(f"\n{game_id}: {args.count} inputs in {time.perf_counter() - started:.0f} s")
        for key, n in sorted(counts.items()):
            print(f"  {key:32} {n:8}")
        print(f"  over {SLOW_MS} ms: {report['slow']}; slowest {seconds * 1000:.1f} ms "
              f"(again: {again * 1000:.1f} ms), {name}, {len(text)} chars: {text[:50]!r}")
    print(f"\nload average after: {' '.join(f'{x:.2f}' for x in os.getloadavg())}")
    print(f"crashes (anything but opened or BadSave without a caught cause): {crashes}")
    return 1 if crashes else 0


if __name__ == "__main__":
    sys.exit(main())
