"""What happens to the page, as plain values: `update.update` takes one at a time.

The browser glue (`app.py`) turns DOM events into these; the effects it runs answer with some
of them (a save read, a search finished). Nothing here refers to the browser.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Union

from ...core.values import field, frozen
from .state import Home, Token

if TYPE_CHECKING:
    from ...core.game import Game


# ----- from the person -----------------------------------------------------------------------

@frozen
class Tap:
    """A tap (or Enter/Space) on an element with `data-action`; `data` is its data attributes.
    `ply`: the position its screen was drawn for (None: not in a drawn position); `clicks`:
    the event's click count; `time`: the event's time (ms); `spot`: where it landed (None for
    a key)."""

    action: str
    data: Mapping[str, str] = field(default_factory=dict)
    ply: int | None = None
    clicks: int = 1
    time: float = 0.0
    spot: tuple[float, float] | None = None


@frozen
class Key:
    """A key pressed anywhere in the page; `in_field`: a text field or select has it;
    `modified`: Alt, Ctrl or Meta is held; `within`: the region of the game screen that has
    the focus ("table", "log" or "": the arrow keys move within the first two)."""

    key: str
    in_field: bool = False
    modified: bool = False
    within: str = ""


@frozen
class Submit:
    """A new-game form sent: its fields, and the seed the new game is dealt with."""

    game_id: str
    values: Mapping[str, str | bool]
    seed: int


@frozen
class ChartPointed:
    """A finger (or the mouse, pressed) on the review's chart, or dragged along it: `x`, where,
    in the chart's own units (draw/chart.py)."""

    x: float


@frozen
class Change:
    """A form field changed (a seat's kind, the table size, a backup file chosen)."""

    name: str
    value: str


# ----- from the browser ----------------------------------------------------------------------

@frozen
class Route:
    """The address asks for a screen: at start, or when its fragment changed."""

    fragment: str


@frozen
class Popped:
    """The browser moved in the page's history (popstate: Back or Forward, or the start);
    `depth`: the entries for layers over the table (back.py) the entry now current holds."""

    depth: int


@frozen
class Resize:
    layout: str  # "portrait" or "landscape"


@frozen
class StorageChanged:
    """Another tab wrote the storage (`key`; None: it cleared it). `stored`: the moves now
    saved under the open game's id (None: none readable, or no game open)."""

    key: str | None
    stored: tuple[str, ...] | None = None


@frozen
class PageLeft:
    """The page is hidden or being left: time to keep the screen for the next start."""


@frozen
class Settled:
    """A moment after the move applied at `at` (the tap guard's settle time)."""

    at: float


@frozen
class PicturesDue:
    """The home screen has painted (at the start: the ready page): its pictures may load now.
    (Drawing their SVGs takes the main thread about 0.2 s, which held Python's start back:
    issue 31. A page opened on a game loads them only when it goes home.)"""


@frozen
class PlayOutNext:
    """Time to show the next of the moves being played out (web/playout.py), if the game is
    still the one of `token`."""

    token: Token


@frozen
class Failed:
    """The page itself failed while handling something (a bug): `detail` for the message;
    `home`: it failed to open a screen, so the home screen opens."""

    detail: str
    home: bool = False


# ----- answers to effects --------------------------------------------------------------------

@frozen
class Loaded:
    """A save read (`effects.Load`): the game and the page's data beside it."""

    save_id: str
    game: Game
    page: Mapping[str, object]
    follow: bool = False  # read to follow another tab


@frozen
class LoadFailed:
    save_id: str
    reason: str  # "not_found" or a BadSave reason
    follow: bool = False


@frozen
class Saved:
    """The open game written (`effects.Save`, `effects.Adopt`) under `save_id` with `moves`;
    `forked`: beside a save that moved on elsewhere; `page`: the page data found there (a
    link that continues a saved game keeps its hint settings); `before`: the moves that save
    held before a link continued it (the moves since are played out)."""

    save_id: str
    moves: tuple[str, ...]
    forked: bool = False
    page: Mapping[str, object] | None = None
    before: int | None = None


@frozen
class SaveFailed:
    """The storage is full: nothing was written."""


@frozen
class HomeListed:
    home: Home


@frozen
class ThinkNow:
    """The computer's pause before its next move is over (`effects.Later`)."""

    token: Token


@frozen
class SearchDone:
    """The computer's search for `token` ended with `move` (None: it failed). `stored`: the
    moves saved under the open game's id by then (another tab may have moved first)."""

    token: Token
    move: str | None
    stored: tuple[str, ...] | None = None


@frozen
class HintFound:
    token: Token
    move: str


@frozen
class ReviewStep:
    """The review's move `ply` judged (bots.review.Judged; None: the search failed)."""

    token: Token
    ply: int
    judged: Mapping[str, Any] | None


@frozen
class QrLoaded:
    """The QR encoder was loaded (`effects.LoadQr`); `ok`: False where it could not be."""

    ok: bool


@frozen
class StorageKept:
    """What the browser said of keeping the site's storage: "yes", "no" or "none" (it has no
    way to say); `asked`: it was asked to keep it."""

    kept: str
    asked: bool = False


@frozen
class Said:
    """An effect's outcome to tell the person (a backup written or read): the words' key and
    their arguments."""

    key: str
    args: Mapping[str, Any] = field(default_factory=dict)
    more: tuple[tuple[str, Mapping[str, Any]], ...] = ()  # further sentences
    home_changed: bool = False  # the saves changed: list them again
    worded: Mapping[str, str] = field(default_factory=dict)  # arguments that are words' keys


# ----- several devices at one table (web/hosting.py, web/guesting.py) ------------------------

@frozen
class Peer:
    """Another device's data channel: `kind` "open", "message" (with its `text`) or "closed";
    `peer`: the seat it holds (the host hears guests), or "host" (a guest hears the host)."""

    kind: str
    peer: str
    text: str = ""


@frozen
class Connecting:
    """A WebRTC step of this device ended (effects.MakeOffer, TakeAnswer, MakeAnswer): `step`
    names it, `seat` the seat it was for; `sdp` the description made (an offer or an answer);
    `error` what went wrong (the browser's words), empty where it went right."""

    step: str
    seat: int
    sdp: str = ""
    error: str = ""


@frozen
class Scanned:
    """The page's scanner read a QR code: its text."""

    text: str


@frozen
class JoinUnanswered:
    """A guest asked the host for its seat (Join) `tries` times and no answer came yet. The
    first message on a fresh data channel can be lost (seen in Chromium under load: the guest's
    channel open, its Join sent, the host's channel never heard it), so it asks again."""

    tries: int


@frozen
class GuestBeat:
    """Time for a seated guest's sign of life (net.messages.Beat); `key`: its invitation's
    (a beat of an earlier seat ends)."""

    key: str


@frozen
class TableCheck:
    """Time for the host to check that `seat`'s guest (joined with `key`) was heard lately."""

    seat: int
    key: str


Event = Union[Tap, Key, Submit, ChartPointed, Change, Route, Resize, StorageChanged, PageLeft,
              Settled, PicturesDue, PlayOutNext, Failed,
              Loaded, LoadFailed, Saved, SaveFailed, HomeListed, ThinkNow, SearchDone,
              HintFound, StorageKept, Said, Popped, ReviewStep, QrLoaded, Peer, Connecting, Scanned,
              JoinUnanswered, GuestBeat, TableCheck]
