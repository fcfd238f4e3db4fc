"""What a game is, declared as data: the one object the registry finds in a game package.

A game package's `__init__.py` defines `SPEC = GameSpec(...)`. The spec names the package's
modules (rules, renderer, words, computer-player hooks) instead of importing them, so the
home screen can list a game, its player counts and its options without loading its rules,
drawing or computer player (OpenSpiel's GameType plays the same part).
"""

from __future__ import annotations

from typing import Any

from .values import field, frozen

# Who plays a seat: a person at the device, or the computer at one of its levels.
SEAT_KINDS: tuple[str, ...] = ("human", "easy", "normal", "strong")


class Option:
    """One setting of the new-game form. `choices` is a tuple of values; a bool option has none."""

    __slots__ = ("key", "default", "choices")

    def __init__(self, key: str, default: Any, choices: tuple[Any, ...] | list[Any] | None = None) -> None:
        self.key = key
        self.default = default
        self.choices = tuple(choices) if choices is not None else None

    @property
    def is_bool(self) -> bool:
        return self.choices is None

    def validate(self, value: Any) -> Any:
        if self.is_bool:
            if not isinstance(value, bool):
                raise ValueError(f"option {self.key!r} must be true or false, not {value!r}")
        elif not isinstance(value, (str, int)) or isinstance(value, bool) or value not in (self.choices or ()):
            raise ValueError(f"option {self.key!r} must be one of {list(self.choices or ())}, not {value!r}")
        return value

    def __repr__(self) -> str:
        return f"Option({self.key!r}, {self.default!r}, {self.choices!r})"


@frozen
class GameSpec:
    """A game's declaration. Module names are relative to the game's package."""

    id: str  # the key in saves, links and the registry
    min_players: int
    max_players: int
    default_players: int = 0  # what the new-game form starts at (0: min_players)
    options: tuple[Option, ...] = ()
    hidden_hands: bool = False  # True: at one device, a privacy screen covers the table between seats
    opens_at_end: bool = False  # True: the finished game shows every card (its replay does too)
    minutes: tuple[int, int] = (15, 30)  # playing time, as the box says
    rules: str = "rules"  # defines GAME, the Game subclass
    renderer: str = "render"  # table(view, ui, t), scores(view, t), final(view, t)
    words: str = "i18n"  # WORDS = {"de": {...}, "en": {...}}, optional log_args(lang, entry, names)
    moves: str = "moves"  # the move notation: parse(text) -> move value, text(move) -> str
    bot: str | None = None  # optional search hooks: playout_move, evaluate, cutoff
    style: str | None = "style.css"  # the game's stylesheet, beside the renderer
    package: str = field(default="", compare=False)  # filled in by the registry

    def __post_init__(self) -> None:
        if not 1 <= self.min_players <= self.max_players:
            raise ValueError(f"{self.id}: bad player range {self.min_players}-{self.max_players}")
        if not self.default_players:
            object.__setattr__(self, "default_players", self.min_players)
        if not self.min_players <= self.default_players <= self.max_players:
            raise ValueError(f"{self.id}: default player count outside the range")

    def module_name(self, part: str) -> str:
        return f"{self.package}.{part}"
