"""What `update.update` asks the browser glue to do, as plain values. Those marked
`after_draw` run once the screen of the new state is on the page (they need its elements).
The glue answers some with events (`events.Loaded`, `events.Saved`, `events.SearchDone`...)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, ClassVar, Union

from ...core.values import frozen
from .events import Event
from .state import PageState, Token

if TYPE_CHECKING:
    from ...core.game import Game


@frozen
class Save:
    """Write the open game (store.keep: never over a save that moved on elsewhere; None: a new
    save) with the page's data, and count it in the record once finished. Answers Saved or
    SaveFailed."""

    game: Game
    save_id: str | None
    known: tuple[str, ...] | None
    page: Mapping[str, object]


@frozen
class Adopt:
    """Keep a game opened from a link (store.adopt: destroying nothing) and count it in the
    record once finished (play at a distance). Answers Saved or SaveFailed."""

    game: Game


@frozen
class Load:
    """Read a save. Answers Loaded or LoadFailed."""

    save_id: str
    follow: bool = False


@frozen
class Delete:
    save_id: str


@frozen
class ListHome:
    """Read the saves and the record for the home screen. Answers HomeListed."""


@frozen
class SetHash:
    """The address's fragment; `push`: as a new history entry (the browser's Back returns),
    else in place of the current one."""

    fragment: str
    push: bool = False


@frozen
class HistoryBack:
    """Go back `steps` history entries, as the browser's Back does."""

    steps: int = 1


@frozen
class PushEntry:
    """A history entry over the current one at the same address, the `depth`th for a layer
    over the table (back.py): the browser's Back closes the layer instead of leaving."""

    depth: int


@frozen
class ScrollTop:
    """A screen newly opened shows its top (not the scroll position of the one before)."""

    after_draw: ClassVar[bool] = True


@frozen
class ShowLit:
    """The guided game asks for a move: bring what it lit (data-hint) into sight, if it is
    out of it (a phone shows the player's hand below the board)."""

    after_draw: ClassVar[bool] = True


@frozen
class ShowTapResult:
    """A tap chose something on the table: bring what it shows (the element a renderer
    marks with draw.table.SHOWS_TAP) into sight, if it is out of it."""

    ui_key: str  # the table's setting the tap set: only its result is brought into sight
    after_draw: ClassVar[bool] = True


@frozen
class ScrollTo:
    """Scroll the element with this id to the top of what scrolls around it (a section of
    the rules)."""

    element_id: str
    after_draw: ClassVar[bool] = True


@frozen
class StartWorker:
    """Boot the computer's Python in the background (a game may need it soon)."""


@frozen
class Think:
    """Let the computer at `level` choose a move in `game`. Answers SearchDone."""

    token: Token
    game: Game
    level: str


@frozen
class FindHint:
    """Ask the computer (hint level) for a move in `game`. Answers HintFound."""

    token: Token
    game: Game


@frozen
class ReviewPly:
    """Let the computer judge move `ply` of the finished `game` (bots.review.judge; `previous`:
    the chances before it). Answers ReviewStep."""

    token: Token
    game: Game
    ply: int
    previous: tuple[float, ...]
    seed: int
    iterations: int


@frozen
class Later:
    """Hand `event` to update after `seconds`."""

    seconds: float
    event: Event


@frozen
class KeepScreen:
    """Keep the screen for the next start: `state` drawn (None: the home screen as it is on
    the page)."""

    state: PageState | None


@frozen
class CheckStorage:
    """Ask the browser whether it keeps the site's storage for good (`ask`: ask it to, which
    some browsers put to the person). Answers events.StorageKept."""

    ask: bool


@frozen
class SaveSetting:
    key: str
    value: str


@frozen
class DownloadSave:
    """Offer a save as it is stored, as a file (a damaged one can be kept or looked at)."""

    save_id: str


@frozen
class ExportBackup:
    """Every save that opens, and the record, as one file. Answers Said."""


@frozen
class ImportBackup:
    """Read the backup file chosen in the field `name` and add its games. Answers Said."""

    name: str


@frozen
class FitNameRows:
    """The new-game form shows one name row per seat of its chosen table size."""

    after_draw: ClassVar[bool] = True


@frozen
class Copy:
    text: str


@frozen
class SelectText:
    """Focus a text field and select its text (the share link)."""

    element_id: str
    after_draw: ClassVar[bool] = True


@frozen
class LoadQr:
    """Load the QR encoder (static/build/segno.zip, first use only). Answers QrLoaded."""


@frozen
class ShareSheet:
    """Open the system's share sheet (navigator.share) with the link; run inside the tap,
    which the browser asks for."""

    url: str
    title: str


@frozen
class FocusIn:
    """Move the keyboard focus within a region of the game screen ("table" or "log") to its
    "first", "last", "next" or "prev" control (the arrow keys; the skip link: the table's
    first), or its first "move" on offer (a card chosen by a key). Only the focus moves."""

    region: str
    to: str
    after_draw: ClassVar[bool] = True


@frozen
class Consume:
    """The key or tap was used here: the browser does not act on it too."""


# ----- several devices at one table (static/rtc.js runs them) ---------------------------------

@frozen
class MakeOffer:
    """Host: a new connection for `seat`, its offer made. Answers events.Connecting."""

    seat: int


@frozen
class TakeAnswer:
    """Host: the guest's answer for `seat`; the channel opens by itself (events.Peer). Answers
    events.Connecting only where the browser refuses it."""

    seat: int
    sdp: str


@frozen
class MakeAnswer:
    """Guest: answer the host's offer for `seat`. Answers events.Connecting."""

    seat: int
    sdp: str


@frozen
class Send:
    """Send `text` to the device `peer` (a seat, or "host")."""

    peer: str
    text: str


@frozen
class StartScan:
    """Start the camera in the scanner's <video> (static/scan.js). Answers events.Scanned for
    each code read, or events.Connecting("scan", ...) with the error."""

    element_id: str
    after_draw: ClassVar[bool] = True


@frozen
class StopScan:
    """Stop the camera."""


@frozen
class ClosePeer:
    """End the connection to `peer` (None: to every device)."""

    peer: str | None = None


Effect = Union[CheckStorage, Save, Adopt, Load, Delete, ListHome, SetHash, HistoryBack, ScrollTop, ScrollTo,
               ShowTapResult, ShowLit, StartWorker, Think, FindHint, Later, KeepScreen, SaveSetting,
               DownloadSave, ExportBackup, ImportBackup, FitNameRows, Copy, SelectText, Consume,
               PushEntry, ReviewPly, LoadQr, ShareSheet, MakeOffer, TakeAnswer, MakeAnswer, Send,
               ClosePeer, StartScan, StopScan, FocusIn]
# The effects static/rtc.js and static/scan.js run.
TABLE = (MakeOffer, TakeAnswer, MakeAnswer, Send, ClosePeer, StartScan, StopScan)


# The effects shelf.Shelf runs (the storage's).
STORAGE = (Save, Adopt, Load, Delete, ListHome)


def runs_after_draw(effect: Effect) -> bool:
    return bool(getattr(effect, "after_draw", False))


# What a branch of `update` returns: the next state and what the browser must do.
Step = tuple[PageState, list[Effect]]
