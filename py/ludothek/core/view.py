"""The typed shape every game's view and result share: `BaseView` is what `Game.base_view`
fills and the page adds `legal` to; each game's view is a TypedDict that extends it, so the
type checker reads every key the rules put in and the renderer takes out.

    class RoseKingView(BaseView[RoseKingResult]):
        board: list[int | None]
"""

from __future__ import annotations

from typing import Any, Generic, NotRequired, TypedDict, TypeVar


class Result(TypedDict):
    """The end of a game (`Game.result()`); a game's own result extends it with details."""

    scores: list[int]
    tiebreaks: list[list[int]]  # per seat, the tie-breakers in the order they count
    winners: list[int]


R = TypeVar("R", bound=Result)

# A log entry: {"k": key, "to": [seats]?, **args} (Game.note).
LogEntry = dict[str, Any]


class BaseView(TypedDict, Generic[R]):
    """What every view holds (`Game.base_view`), whatever the game."""

    game: str
    seat: int | None  # whose view (None: a spectator's)
    players: int
    names: list[str]
    options: dict[str, Any]
    to_move: int | None
    is_over: bool
    moves_played: int
    log: list[LogEntry]  # the entries `seat` reads
    result: NotRequired[R]  # once the game is over
    # The moves the person at the device may make now: the page adds them to the view it
    # draws (web/policy.page_view); the rules never set it.
    legal: NotRequired[list[str]]
