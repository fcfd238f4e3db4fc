"""Match bookkeeping, kept apart from the game's own state (as boardgame.io keeps `ctx` apart
from `G`): who plays, under which options and seed, the moves so far and the log.

The header (game id, players, names, seats, options, seed) never changes once a match starts,
so clones share it; the move list and the log only grow, and their entries are never changed
once written, so a clone copies the lists but shares the entries.
"""

from __future__ import annotations

from typing import Any


def copy_data(value: Any) -> Any:
    """A copy of JSON-like data (lists, dicts, scalars): much faster than deepcopy, which a
    game's `clone()` in search playouts would feel. Only lists and dicts are copied; anything
    else is immutable and shared."""
    kind = type(value)
    if kind is list:
        return [item if type(item) not in _CONTAINERS else copy_data(item) for item in value]
    if kind is dict:
        return {key: item if type(item) not in _CONTAINERS else copy_data(item)
                for key, item in value.items()}
    return value


_CONTAINERS = frozenset((list, dict))


class Match:
    __slots__ = ("game", "players", "options", "seed", "names", "seats", "history", "movers", "log",
                 "marks")

    def __init__(self, game: str, players: int, options: dict[str, Any], seed: int,
                 names: list[str], seats: list[str]) -> None:
        self.game = game
        self.players = players
        self.options = options
        self.seed = seed
        self.names = names
        self.seats = seats
        self.history: list[str] = []  # every move played, in text notation
        self.movers: list[int] = []  # the seat that made each move
        self.log: list[dict[str, Any]] = []  # log entries: {"k": key, "to": [seats]?, **args}
        # The log's length at the start (marks[0], set after setup) and after each move, so
        # that each log line can be traced to its move (a replay jumps to a line).
        self.marks: list[int] = []

    def copy(self) -> Match:
        new = object.__new__(Match)
        new.game, new.players, new.options, new.seed = self.game, self.players, self.options, self.seed
        new.names, new.seats = self.names, self.seats
        new.history, new.movers, new.log = list(self.history), list(self.movers), list(self.log)
        new.marks = list(self.marks)
        return new

    def record(self, seat: int, move: str) -> None:
        self.movers.append(seat)
        self.history.append(move)
        self.marks.append(len(self.log))

    def header(self) -> dict[str, Any]:
        return {"game": self.game, "players": self.players, "names": list(self.names),
                "seats": list(self.seats), "options": dict(self.options), "seed": self.seed}

    @property
    def computer_seats(self) -> list[int]:
        return [seat for seat, kind in enumerate(self.seats) if kind != "human"]
