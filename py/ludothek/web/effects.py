"""What `update.update` asks the browser glue to do, as plain values. Those marked
`after_draw` run once the screen of the new state is on the page (they need its elements).
The glue answers some with events (`events.Loaded`, `events.Saved`, `events.SearchDone`...)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, ClassVar, Union

from .events import Event
from .state import PageState, Token

if TYPE_CHECKING:
    from ..core.game import Game


@dataclass(frozen=True)
class Save:
    """Write the open game (store.keep: never over a save that moved on elsewhere; None: a new
    save) with the page's data, and count it in the record once finished. Answers Saved or
    SaveFailed."""

    game: Game
    save_id: str | None
    known: tuple[str, ...] | None
    page: Mapping[str, object]


@dataclass(frozen=True)
class Adopt:
    """Keep a game opened from a link (store.adopt: destroying nothing) and count it in the
    record once finished (play at a distance). Answers Saved or SaveFailed."""

    game: Game


@dataclass(frozen=True)
class Load:
    """Read a save. Answers Loaded or LoadFailed."""

    save_id: str
    follow: bool = False


@dataclass(frozen=True)
class Delete:
    save_id: str


@dataclass(frozen=True)
class ListHome:
    """Read the saves and the record for the home screen. Answers HomeListed."""


@dataclass(frozen=True)
class SetHash:
    """The address's fragment; `push`: as a new history entry (the browser's Back returns),
    else in place of the current one."""

    fragment: str
    push: bool = False


@dataclass(frozen=True)
class HistoryBack:
    """Go back one history entry, as the browser's Back does."""


@dataclass(frozen=True)
class ScrollTop:
    """A screen newly opened shows its top (not the scroll position of the one before)."""

    after_draw: ClassVar[bool] = True


@dataclass(frozen=True)
class ShowLit:
    """The guided game asks for a move: bring what it lit (data-hint) into sight, if it is
    out of it (a phone shows the player's hand below the board)."""

    after_draw: ClassVar[bool] = True


@dataclass(frozen=True)
class ShowTapResult:
    """A tap chose something on the table: bring what it shows (the element a renderer
    marks with draw.table.SHOWS_TAP) into sight, if it is out of it."""

    ui_key: str  # the table's setting the tap set: only its result is brought into sight
    after_draw: ClassVar[bool] = True


@dataclass(frozen=True)
class ScrollTo:
    """Scroll the element with this id to the top of what scrolls around it (a section of
    the rules)."""

    element_id: str
    after_draw: ClassVar[bool] = True


@dataclass(frozen=True)
class StartWorker:
    """Boot the computer's Python in the background (a game may need it soon)."""


@dataclass(frozen=True)
class Think:
    """Let the computer at `level` choose a move in `game`. Answers SearchDone."""

    token: Token
    game: Game
    level: str


@dataclass(frozen=True)
class FindHint:
    """Ask the computer (hint level) for a move in `game`. Answers HintFound."""

    token: Token
    game: Game


@dataclass(frozen=True)
class ReviewPly:
    """Let the computer judge move `ply` of the finished `game` (bots.review.judge; `previous`:
    the chances before it). Answers ReviewStep."""

    token: Token
    game: Game
    ply: int
    previous: tuple[float, ...]
    seed: int
    iterations: int


@dataclass(frozen=True)
class Later:
    """Hand `event` to update after `seconds`."""

    seconds: float
    event: Event


@dataclass(frozen=True)
class KeepScreen:
    """Keep the screen for the next start: `state` drawn (None: the home screen as it is on
    the page)."""

    state: PageState | None


@dataclass(frozen=True)
class SaveSetting:
    key: str
    value: str


@dataclass(frozen=True)
class DownloadSave:
    """Offer a save as it is stored, as a file (a damaged one can be kept or looked at)."""

    save_id: str


@dataclass(frozen=True)
class ExportBackup:
    """Every save that opens, and the record, as one file. Answers Said."""


@dataclass(frozen=True)
class ImportBackup:
    """Read the backup file chosen in the field `name` and add its games. Answers Said."""

    name: str


@dataclass(frozen=True)
class FitNameRows:
    """The new-game form shows one name row per seat of its chosen table size."""

    after_draw: ClassVar[bool] = True


@dataclass(frozen=True)
class Copy:
    text: str


@dataclass(frozen=True)
class SelectText:
    """Focus a text field and select its text (the share link)."""

    element_id: str
    after_draw: ClassVar[bool] = True


@dataclass(frozen=True)
class Consume:
    """The key or tap was used here: the browser does not act on it too."""


Effect = Union[Save, Adopt, Load, Delete, ListHome, SetHash, HistoryBack, ScrollTop, ScrollTo,
               ShowTapResult, ShowLit, StartWorker, Think, FindHint, Later, KeepScreen, SaveSetting,
               DownloadSave, ExportBackup, ImportBackup, FitNameRows, Copy, SelectText, Consume,
               ReviewPly]


# The effects shelf.Shelf runs (the storage's).
STORAGE = (Save, Adopt, Load, Delete, ListHome)


def runs_after_draw(effect: Effect) -> bool:
    return bool(getattr(effect, "after_draw", False))
