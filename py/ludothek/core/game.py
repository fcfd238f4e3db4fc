"""The uniform game API every rules package implements.

A game is a state machine: `legal_moves()` lists short text moves for the seat `to_move`,
`play(move)` applies one. Chance (shuffles, a random start player) is resolved inside the state
from its own `Rng`, so seed + options + moves replays a game exactly; saves and links rely on it.

A subclass names its spec, `class RoseKing(Game[RoseKingView], spec=SPEC)`: the spec is the
one source of the game's facts (id, players, options, hidden hands), and the class attributes
below are derived from it here, once. It implements `setup`, `legal_moves`, `apply`, `result`
and `view` (a TypedDict extending `core.view.BaseView`); it keeps the seat to move in `self.current` and the end in `self.over` (or overrides
`to_move` and `is_over`). It keeps its state in plain attributes holding
JSON-able data (ints, strings, lists, dicts, None), which makes `snapshot()` and `clone()` work
without extra code. Games with hidden information also override `determinize`.
"""

from __future__ import annotations

from typing import Any, ClassVar, Generic, Self, TypeVar

from .errors import IllegalMove, Refusal
from .match import Match, copy_data
from .rng import Rng
from .storage import link as _link
from .storage import save as _save
from .spec import SEAT_KINDS, GameSpec, Option
from .view import BaseView, Result

__all__ = ["Game", "Match", "Option", "SEAT_KINDS", "copy_data"]

V = TypeVar("V", bound=BaseView[Any])  # the game's view


class Game(Generic[V]):
    """One match of one game. A subclass names its spec (`spec=SPEC` in the class statement)."""

    SPEC: ClassVar[GameSpec]  # every game class has one: `spec=` names it (the facts' one source)
    RULES_VERSION: ClassVar[int] = 1  # bump when a change makes old move lists replay differently
    # Derived from SPEC (__init_subclass__). The page still reads them; it should ask the spec.
    ID: ClassVar[str] = ""  # registry key, also used in saves and links
    MIN_PLAYERS: ClassVar[int] = 2
    MAX_PLAYERS: ClassVar[int] = 2
    OPTIONS: ClassVar[tuple[Option, ...]] = ()
    HIDDEN_HANDS: ClassVar[bool] = False  # True: a privacy screen between seats at one device
    OPENS_AT_END: ClassVar[bool] = False  # True: every card is shown once the game is over

    # The state a subclass keeps: plain attributes of JSON-able data, plus these two.
    current: int
    over: bool

    def __init_subclass__(cls, spec: GameSpec | None = None, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        spec = spec or cls.__dict__.get("SPEC")  # `SPEC = SPEC` in the class body: the old form
        if spec is not None:  # the spec is the one source of these facts
            cls.SPEC = spec
            cls.ID, cls.OPTIONS, cls.HIDDEN_HANDS = spec.id, spec.options, spec.hidden_hands
            cls.OPENS_AT_END = spec.opens_at_end
            cls.MIN_PLAYERS, cls.MAX_PLAYERS = spec.min_players, spec.max_players

    def __init__(self, players: int | None = None, options: dict[str, Any] | None = None,
                 seed: int = 0, names: list[str] | None = None, seats: list[str] | None = None) -> None:
        players = self.MIN_PLAYERS if players is None else players
        if (not isinstance(players, int) or isinstance(players, bool)
                or not self.MIN_PLAYERS <= players <= self.MAX_PLAYERS):
            raise ValueError(
                f"{self.ID} takes {self.MIN_PLAYERS} to {self.MAX_PLAYERS} players, not {players!r}")
        if not isinstance(seed, int) or isinstance(seed, bool) or not 0 <= seed < 2**64:
            raise ValueError(f"the seed must be a whole number from 0 to 2**64 - 1, not {seed!r}")
        self.match = Match(self.ID, players, self.normalise_options(options or {}, players),
                           seed, self._normalise_names(names, players),
                           self._normalise_seats(seats, players))
        self.rng = Rng(self.match.seed)
        self.setup()
        self.match.marks.append(len(self.match.log))

    # The match's bookkeeping, read through the game for convenience.
    players = property(lambda self: self.match.players)
    options = property(lambda self: self.match.options)
    seed = property(lambda self: self.match.seed)
    names = property(lambda self: self.match.names)
    seats = property(lambda self: self.match.seats)

    @property
    def history(self) -> list[str]:
        return self.match.history

    @history.setter
    def history(self, moves: list[str]) -> None:
        self.match.history = moves

    @property
    def log(self) -> list[dict[str, Any]]:
        return self.match.log

    @log.setter
    def log(self, entries: list[dict[str, Any]]) -> None:
        self.match.log = entries

    # ----- what a rules package implements -------------------------------------------------

    def setup(self) -> None:
        raise NotImplementedError

    def legal_moves(self) -> list[str]:
        """The moves `to_move` may make now, in a fixed order (links store indices into it)."""
        raise NotImplementedError

    def apply(self, move: str) -> None:
        """Apply a move already known to be legal."""
        raise NotImplementedError

    @property
    def to_move(self) -> int | None:
        """The seat to move, None when over. Default: the state's `current` and `over`."""
        return None if self.is_over else self.current

    @property
    def is_over(self) -> bool:
        return self.over

    def current_seat(self) -> int:
        """The seat to move in a game that is not over."""
        seat = self.to_move
        assert seat is not None, "the game is over"
        return seat

    def result(self) -> Result:
        """{"scores": [...], "tiebreaks": [[...] per seat], "winners": [seat, ...], ...}"""
        raise NotImplementedError

    def view(self, seat: int | None) -> V:
        """A JSON-able dict of what `seat` may see (None: a spectator), from `base_view`."""
        raise NotImplementedError

    def open_view(self) -> V:
        """The view with every card face up, as a game that opens everything at its end shows
        it then; a replay of a finished game draws its earlier positions so. Games with
        `OPENS_AT_END` override it; for the others it is the spectator's view."""
        return self.view(None)

    def determinize(self, seat: int | None, rng: Rng) -> Self:
        """A copy in which everything `seat` cannot know is resampled, consistent with its view.

        The result must depend only on `view(seat)` and `rng`, never on the hidden truth. A game
        whose only secret is its own random generator (future shuffles) needs no override.
        """
        clone = self.clone()
        clone.rng = Rng(rng.next64())
        return clone

    def explain_illegal(self, move: str) -> str | None:
        """A reason why `move` is not legal, for the IllegalMove message: by default the
        English words of `refusal(move)`."""
        refusal = self.refusal(move)
        if refusal is None:
            return None
        from . import registry  # the words are data beside the rules; loaded on a refusal only

        english: dict[str, str] = registry.words(self.SPEC.id).WORDS["en"]
        template = english.get(refusal.word_key, refusal.key)
        try:
            return template.format(**refusal.args)
        except (KeyError, IndexError, ValueError):
            return template

    def refusal(self, move: str) -> Refusal | None:
        """Why `move` is not legal now, as a key of the game's words (`refuse.<key>`) and its
        arguments. Only asked about a move that is not legal; None: no reason to give."""
        return None

    def can_undo(self) -> bool:
        """Whether the rules let the last move be taken back (an option, or a move that revealed
        nothing). Who may take it back is the page's policy (`web/policy.py`)."""
        return False

    @classmethod
    def check_options(cls, options: dict[str, Any], players: int | None) -> None:
        """Raise ValueError for option combinations the rules forbid. Optional."""

    # ----- shared machinery ----------------------------------------------------------------

    @classmethod
    def normalise_options(cls, options: dict[str, Any], players: int | None = None) -> dict[str, Any]:
        if not isinstance(options, dict):
            raise ValueError("options must be an object")
        known = {opt.key: opt for opt in cls.OPTIONS}
        unknown = sorted(str(key) for key in set(options) - set(known))
        if unknown:
            raise ValueError(f"{cls.ID} has no option {unknown[0]!r}")
        result = {key: opt.validate(options.get(key, opt.default)) for key, opt in known.items()}
        cls.check_options(result, players)
        return result

    @staticmethod
    def _normalise_names(names: list[str] | None, players: int) -> list[str]:
        names = list(names or [])
        if len(names) > players:
            raise ValueError(f"{len(names)} names given for {players} players")
        out = []
        for i in range(players):
            name = names[i] if i < len(names) else ""
            if not isinstance(name, str):
                raise ValueError("player names must be text")
            name = " ".join(name.split())[:40].rstrip()
            out.append(name or f"P{i + 1}")
        return out

    @staticmethod
    def _normalise_seats(seats: list[str] | None, players: int) -> list[str]:
        seats = list(seats or ["human"] * players)
        if len(seats) != players or any(kind not in SEAT_KINDS for kind in seats):
            raise ValueError(f"seats must be {players} of {', '.join(SEAT_KINDS)}, not {seats!r}")
        return seats

    def play(self, move: str) -> Self:
        """Apply `move` if legal, else raise IllegalMove with a clear message."""
        if self.is_over:
            raise IllegalMove(f"the game is over; {move!r} cannot be played")
        if not isinstance(move, str):
            raise IllegalMove(f"a move is text, not {type(move).__name__}")
        legal = self.legal_moves()
        if move not in legal:
            reason = self.explain_illegal(move)
            detail = f": {reason.rstrip('.')}" if reason else ""  # worded reasons end in a stop
            raise IllegalMove(f"{move!r} is not a legal move for seat {self.to_move}{detail}. "
                              f"Legal now: {', '.join(legal)}", self.refusal(move))
        seat = self.current_seat()
        self.apply(move)
        self.match.record(seat, move)
        return self

    def play_trusted(self, move: str) -> None:
        """Apply a move taken from `legal_moves()` just now, skipping the legality check
        (search playouts call this millions of times)."""
        seat = self.current_seat()
        self.apply(move)
        self.match.record(seat, move)

    def note(self, key: str, to: list[int] | tuple[int, ...] | set[int] | None = None, **args: Any) -> None:
        """Add a log entry. `to`: the seats that may read it (None: everyone)."""
        entry: dict[str, Any] = {"k": key, **args}
        if to is not None:
            entry["to"] = sorted(to)
        self.match.log.append(entry)

    @staticmethod
    def readable(entry: dict[str, Any], seat: int | None) -> bool:
        """Whether `seat` reads the log entry at all (an override of `log_for` may reword it)."""
        return "to" not in entry or (seat is not None and seat in entry["to"])

    def log_for(self, seat: int | None) -> list[dict[str, Any]]:
        """The entries `seat` reads, in order, one per readable entry of the log."""
        return [e for e in self.match.log if self.readable(e, seat)]

    def base_view(self, seat: int | None) -> BaseView[Any]:
        """The part of every view that is the same for all games."""
        view: BaseView[Any] = {
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

    def clone(self) -> Self:
        """An independent copy: the game's state copied as JSON-like data, the match's header
        shared (it never changes), its move list and log copied as lists."""
        new = object.__new__(type(self))
        state = new.__dict__
        for key, value in self.__dict__.items():
            state[key] = copy_data(value)
        new.match = self.match.copy()
        new.rng = Rng(self.rng.state)
        return new

    def __deepcopy__(self, memo: dict[int, Any]) -> Self:
        return self.clone()

    def state(self) -> dict[str, Any]:
        """The game's own state (without the match bookkeeping) as JSON-able data."""
        return {k: copy_data(v) for k, v in self.__dict__.items() if k not in ("match", "rng")}

    def snapshot(self) -> dict[str, Any]:
        """The whole match as JSON-able data (for inspection, tests and debugging)."""
        return {**self.match.header(), "history": list(self.history),
                "rng": self.rng.state, "state": self.state()}

    def replayed(self, moves: list[str]) -> Self:
        """A fresh game with the same header and `moves` applied (used by undo and loading)."""
        game = type(self)(self.players, self.options, self.seed, self.names, self.seats)
        for move in moves:
            game.play(move)
        return game

    def save(self, **extra: Any) -> str:
        """The full game as JSON text (see core.storage)."""
        return _save(self, **extra)

    def link(self, ply: int | None = None) -> str:
        """A compact URL fragment holding the whole game (see core.storage); with `ply`, it
        opens showing the position after that many moves."""
        return _link(self, ply)

    def undo(self, count: int = 1) -> Self:
        """Take back the last `count` moves; returns the earlier game. The rules must allow
        taking back the last one; the page decides who may ask (see web/policy.py)."""
        if count < 1 or count > len(self.history) or not self.can_undo():
            raise IllegalMove("the last move cannot be taken back")
        return self.replayed(self.history[:-count])


# Any game, whatever its view: what the framework (saves, links, the registry) handles.
AnyGame = Game[Any]
