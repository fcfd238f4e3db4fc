"""The uniform game API every rules package implements.

A game is a state machine: `legal_moves()` lists short text moves for the seat `to_move`,
`play(move)` applies one. Chance (shuffles, a random start player) is resolved inside the state
from its own `Rng`, so seed + options + moves replays a game exactly; saves and links rely on it.

A subclass sets the class attributes and implements `setup`, `legal_moves`, `apply`, `result`
and `view`; it keeps the seat to move in `self.current` and the end in `self.over` (or overrides
`to_move` and `is_over`). It keeps its state in plain attributes holding
JSON-able data (ints, strings, lists, dicts, None), which makes `snapshot()` and `clone()` work
without extra code. Games with hidden information also override `determinize`.
"""

import copy

from .errors import IllegalMove
from .rng import Rng


def copy_data(value):
    """A copy of JSON-like data (lists, dicts, scalars): much faster than deepcopy, which a
    game's `clone()` in search playouts would feel."""
    if isinstance(value, list):
        return [copy_data(v) for v in value]
    if isinstance(value, dict):
        return {k: copy_data(v) for k, v in value.items()}
    return value


class Option:
    """One setting of the new-game form. `choices` is a tuple of values; a bool option has none."""

    def __init__(self, key, default, choices=None):
        self.key = key
        self.default = default
        self.choices = tuple(choices) if choices is not None else None

    @property
    def is_bool(self):
        return self.choices is None

    def validate(self, value):
        if self.is_bool:
            if not isinstance(value, bool):
                raise ValueError(f"option {self.key!r} must be true or false, not {value!r}")
        elif value not in self.choices:
            raise ValueError(f"option {self.key!r} must be one of {list(self.choices)}, not {value!r}")
        return value


# Attributes of the base class that are bookkeeping, not game state.
_META = ("players", "options", "seed", "names", "seats", "history", "log", "rng")
# Who plays a seat: a person at the device, or the computer at one of its levels.
SEAT_KINDS = ("human", "easy", "normal", "strong")


class Game:
    ID = ""  # registry key, also used in saves and links
    RULES_VERSION = 1  # bump when a change makes old move lists replay differently
    MIN_PLAYERS = 2
    MAX_PLAYERS = 2
    OPTIONS = ()  # tuple of Option
    HIDDEN_HANDS = False  # True: at one device, a privacy screen is shown between seats

    def __init__(self, players=None, options=None, seed=0, names=None, seats=None):
        players = self.MIN_PLAYERS if players is None else players
        if not isinstance(players, int) or not self.MIN_PLAYERS <= players <= self.MAX_PLAYERS:
            raise ValueError(
                f"{self.ID} takes {self.MIN_PLAYERS} to {self.MAX_PLAYERS} players, not {players!r}")
        self.players = players
        self.options = self.normalise_options(options or {}, players)
        self.seed = int(seed)
        self.names = self._normalise_names(names, players)
        self.seats = self._normalise_seats(seats, players)
        self.history = []
        self.log = []
        self.rng = Rng(self.seed)
        self.setup()

    # ----- what a rules package implements -------------------------------------------------

    def setup(self):
        raise NotImplementedError

    def legal_moves(self):
        """The moves `to_move` may make now, in a fixed order (links store indices into it)."""
        raise NotImplementedError

    def apply(self, move):
        """Apply a move already known to be legal."""
        raise NotImplementedError

    @property
    def to_move(self):
        """The seat to move, None when over. Default: the state's `current` and `over`."""
        return None if self.is_over else self.current

    @property
    def is_over(self):
        return self.over

    def result(self):
        """{"scores": [...], "tiebreaks": [[...] per seat], "winners": [seat, ...]}"""
        raise NotImplementedError

    def view(self, seat):
        """A JSON-able dict of what `seat` may see (None: a spectator)."""
        raise NotImplementedError

    def determinize(self, seat, rng):
        """A copy in which everything `seat` cannot know is resampled, consistent with its view.

        The result must depend only on `view(seat)` and `rng`, never on the hidden truth. A game
        whose only secret is its own random generator (future shuffles) needs no override.
        """
        clone = self.clone()
        clone.rng = Rng(rng.next64())
        return clone

    def explain_illegal(self, move):
        """A reason why `move` is not legal, for the IllegalMove message. Optional."""
        return None

    def can_undo(self):
        """Whether the last move may be taken back (the rules or an option allow it)."""
        return False

    @classmethod
    def check_options(cls, options, players):
        """Raise ValueError for option combinations the rules forbid. Optional."""

    # ----- shared machinery ----------------------------------------------------------------

    @classmethod
    def normalise_options(cls, options, players=None):
        known = {opt.key: opt for opt in cls.OPTIONS}
        unknown = sorted(set(options) - set(known))
        if unknown:
            raise ValueError(f"{cls.ID} has no option {unknown[0]!r}")
        result = {key: opt.validate(options.get(key, opt.default)) for key, opt in known.items()}
        cls.check_options(result, players)
        return result

    @staticmethod
    def _normalise_names(names, players):
        names = list(names or [])
        if len(names) > players:
            raise ValueError(f"{len(names)} names given for {players} players")
        out = []
        for i in range(players):
            name = names[i] if i < len(names) else ""
            if not isinstance(name, str):
                raise ValueError("player names must be text")
            name = " ".join(name.split())[:40]
            out.append(name or f"P{i + 1}")
        return out

    @staticmethod
    def _normalise_seats(seats, players):
        seats = list(seats or ["human"] * players)
        if len(seats) != players or any(kind not in SEAT_KINDS for kind in seats):
            raise ValueError(f"seats must be {players} of {', '.join(SEAT_KINDS)}, not {seats!r}")
        return seats

    def play(self, move):
        """Apply `move` if legal, else raise IllegalMove with a clear message."""
        if self.is_over:
            raise IllegalMove(f"the game is over; {move!r} cannot be played")
        if not isinstance(move, str):
            raise IllegalMove(f"a move is text, not {type(move).__name__}")
        legal = self.legal_moves()
        if move not in legal:
            reason = self.explain_illegal(move)
            detail = f": {reason}" if reason else ""
            raise IllegalMove(f"{move!r} is not a legal move for seat {self.to_move}{detail}. "
                              f"Legal now: {', '.join(legal)}")
        self.apply(move)
        self.history.append(move)
        return self

    def play_trusted(self, move):
        """Apply a move taken from `legal_moves()` just now, skipping the legality check
        (search playouts call this millions of times)."""
        self.apply(move)
        self.history.append(move)

    def note(self, key, to=None, **args):
        """Add a log entry. `to`: the seats that may read it (None: everyone)."""
        entry = {"k": key, **args}
        if to is not None:
            entry["to"] = sorted(to)
        self.log.append(entry)

    def log_for(self, seat):
        return [e for e in self.log if "to" not in e or (seat is not None and seat in e["to"])]

    def base_view(self, seat):
        """The part of every view that is the same for all games."""
        view = {
            "game": self.ID,
            "seat": seat,
            "players": self.players,
            "names": list(self.names),
            "options": dict(self.options),
            "to_move": self.to_move,
            "is_over": self.is_over,
            "moves_played": len(self.history),
            "log": self.log_for(seat),
        }
        if self.is_over:
            view["result"] = self.result()
        return view

    def clone(self):
        return copy.deepcopy(self)

    def __deepcopy__(self, memo):
        new = object.__new__(type(self))
        for key, value in self.__dict__.items():
            if key == "rng":
                new.rng = Rng(value.state)
            elif key in ("names", "options", "seats"):
                new.__dict__[key] = value  # never mutated after construction
            else:
                new.__dict__[key] = copy.deepcopy(value, memo)
        return new

    def snapshot(self):
        """The whole state as JSON-able data (for inspection, tests and debugging)."""
        state = {k: copy.deepcopy(v) for k, v in self.__dict__.items() if k not in _META}
        return {"game": self.ID, "players": self.players, "options": dict(self.options),
                "seed": self.seed, "names": list(self.names), "seats": list(self.seats),
                "history": list(self.history),
                "rng": self.rng.state, "state": state}

    def replayed(self, moves):
        """A fresh game with the same header and `moves` applied (used by undo and loading)."""
        game = type(self)(self.players, self.options, self.seed, self.names, self.seats)
        for move in moves:
            game.play(move)
        return game

    def save(self, **extra):
        """The full game as JSON text (see core.storage)."""
        from .storage import save
        return save(self, **extra)

    def link(self):
        """A compact URL fragment holding the whole game (see core.storage)."""
        from .storage import link
        return link(self)

    def undo(self):
        """Take back the last move where the rules allow it; returns the earlier game."""
        if not self.history or not self.can_undo():
            raise IllegalMove("the last move cannot be taken back")
        return self.replayed(self.history[:-1])
