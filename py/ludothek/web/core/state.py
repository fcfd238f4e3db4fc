"""The page's state: one frozen value that holds everything the page shows and remembers.

`update.update(state, event)` makes the next one, `view.screen(state)` draws it. A game inside
the state is a value too: nothing changes it in place (a move is played on a clone), so an
earlier state still shows the game as it was.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, Union

from ...core.values import field, frozen
from . import policy
from .hint import Hints
from .i18n import translator
from .taps import TapGuard

if TYPE_CHECKING:
    from ...core.game import Game
    from ...net.host import Hosting
    from ..table.guesting import Guest
    from ..home.record import Summary
    from ..review.reviewing import Reviewing

# What a search is about: (save id, moves played). A result for another token is dropped.
Token = tuple[Union[str, None], int]



@frozen
class RulesAt:
    """The rules screen: a game's rules at a section (None: at their top). `missing`: the
    section an address asked for that is not there (said on the screen); `back`: the address
    the browser's Back returns to (the rules pushed a history entry over it; None: the rules
    address was the page's own, so closing replaces it with the home screen's); `from_game`:
    opened over a game (its button says "back to the game"); `entries`: the addresses of the
    browser's entries since the rules opened (theirs first: a link of the contents pushes one,
    so Back returns to where the person was reading) and `shown` the one on show (closing goes
    back over it and those before it)."""

    game: str
    section: str | None = None
    missing: str | None = None
    back: str | None = None
    from_game: bool = False
    entries: tuple[str, ...] = ()
    shown: int = 0


# The dialog on show: ("confirm", (move, question)), ("share", url), ("delete", save id) or
# ("rules", where the rules are open).
Dialog = Union[tuple[Literal["confirm"], tuple[str, str]],
               tuple[Literal["share", "delete", "devices", "scan"], str],
               tuple[Literal["rules"], RulesAt],
               tuple[Literal["explain"], str]]  # a piece of the table, as its renderer names it


@frozen
class Notice:
    """The computer's whole turn so far, shown until a person moves; worded when drawn (in the
    language on show then): the log entries its moves wrote, each naming the mover, or else
    its last bare move."""

    entries: tuple[Mapping[str, Any], ...]
    mover: int
    move: str


@frozen
class Home:
    """The home screen's lists as last read from the storage (`effects.ListHome`)."""

    saves: tuple[Mapping[str, Any], ...] = ()
    summary: Summary | None = None
    used: int = 0  # characters the site holds in the storage (home/store.CAPACITY)


@frozen
class PageState:
    lang: str
    layout: str = "landscape"
    page_url: str = ""  # the site's address, for share links
    home: Home = Home()
    address: str = ""  # the fragment of the page's address, as the page last set or read it
    entered: bool = False  # the open game's address was pushed over the home screen's
    # The open game and where it is saved (None: not saved, e.g. a link in a full storage).
    game: Game | None = None
    save_id: str | None = None
    known: tuple[str, ...] | None = None  # the moves last read from or written to the save
    ui: Mapping[str, str | None] = field(default_factory=dict)  # renderer-side choices
    dialog: Dialog | None = None
    revealed_seat: int | None = None  # who said "it is me" at the pass-the-device screen
    shown: int | None = None  # an earlier position on show (None: the present)
    thinking: Token | None = None  # the computer's move being searched
    searching: int = 0  # searches under way, left-behind ones included (a test hook)
    notice: Notice | None = None
    hints: Hints = Hints(False, ())
    hint: str | None = None  # the suggested move lit on the table
    hinting: Token | None = None  # the position a hint is being searched for
    alert: str | None = None  # a message in the alert box, until dismissed
    alert_is_news: bool = False  # the message tells of something done, not of a problem
    copied: bool = False  # the share dialog's link was copied
    # The QR encoder (draw/qr.py), loaded when the share dialog first opens (web/share.py).
    qr: Literal["absent", "loading", "ready", "failed"] = "absent"
    can_share: bool = False  # the browser has a share sheet for links (navigator.share)
    too_quick: bool = False  # a tap came too soon after a move at its spot and was not made
    taps: TapGuard = TapGuard()
    settling: bool = False  # a move was just made: a tap at its spot is the same gesture
    explaining: bool = False  # the "?" mode: a tap on a piece explains it instead of acting
    motion: bool = True  # moves are animated (the page's setting; static/flip.js)
    blind: bool = False  # play without seeing: the game in words (the page's setting; web/blind)
    pictures: bool = False  # the home screen's pictures load (once the home has painted)
    # Whether the browser keeps the saves for good (navigator.storage.persist): "unknown",
    # "checking", "asking" (at the first game finished), "yes", "no", "refused" (asked, and
    # not granted), "none" (the browser cannot say). home/feature.py.
    storage_kept: str = "unknown"
    guided: bool = False  # the open game is a guided first game (web/guiding.py)
    # Moves made elsewhere (another tab, the other person behind the pass-the-device screen)
    # shown one after the other: `shown` steps on to the present (web/playout.py).
    playing_out: bool = False
    learned: tuple[str, ...] = ()  # the games whose guided first game was followed to its end
    review: Reviewing | None = None  # the finished game's review (web/review.py)
    review_wanted: str | None = None  # the save whose review opens once it is read
    # Several devices at one table: this device hosts the open game for guests at other
    # devices (web/hosting.py), or it is a guest holding one seat of a host's game
    # (web/guesting.py; then `game` is None: the host keeps the game).
    hosting: Hosting | None = None
    guest: Guest | None = None
    # The browser's Back closes a dialog or an enlarged card (back.py): the history entries
    # pushed for those on show, and whether a step back of the page's own is under way. Not
    # drawn, so not compared: a change of them alone redraws nothing.
    layer_entries: int = field(default=0, compare=False)
    going_back: bool = field(default=False, compare=False)

    def replace(self, **changes: Any) -> PageState:
        return dataclasses.replace(self, **changes)

    @property
    def rules(self) -> RulesAt | None:
        """The rules on show, if any."""
        return self.dialog[1] if self.dialog is not None and self.dialog[0] == "rules" else None

    @property
    def away(self) -> frozenset[int]:
        """The seats played at other devices (this device hosts them)."""
        if self.hosting is None:
            return frozenset()
        return frozenset(remote.seat for remote in self.hosting.seats)

    @property
    def covered(self) -> bool:
        """The pass-the-device screen covers the table."""
        return self.game is not None and policy.privacy_needed(self.game, self.revealed_seat,
                                                               self.away)

    @property
    def plies(self) -> int | None:
        """Moves played in the open game."""
        return None if self.game is None else len(self.game.history)

    def token(self) -> Token:
        return (self.save_id, len(self.game.history) if self.game is not None else 0)

    def __repr__(self) -> str:
        game = "-" if self.game is None else f"{self.game.ID}@{len(self.game.history)}"
        changed = [f"{f.name}={getattr(self, f.name)!r}" for f in dataclasses.fields(self)
                   if f.name not in ("game", "home")
                   and getattr(self, f.name) != _DEFAULTS.get(f.name)]
        return f"PageState(game={game}, {', '.join(changed)})"


_DEFAULTS = {f.name: f.default for f in dataclasses.fields(PageState)
             if f.default is not dataclasses.MISSING}
_DEFAULTS["ui"] = {}


def with_game(state: PageState, game: Game | None, **kept: Any) -> PageState:
    """The one place that resets page state: `state` showing `game` (None: the home screen),
    with everything about the position before it gone (selection, dialog, who said "it is
    me", the computer's notice and search, the hint, an earlier position on show), except what
    `kept` names, with its value."""
    fresh: dict[str, Any] = dict(ui={}, dialog=None, revealed_seat=None, notice=None,
                                 thinking=None, hint=None, hinting=None, shown=None, copied=False,
                                 playing_out=False, too_quick=False, review=None)
    fresh.update(kept)
    if game is None:
        fresh.update(save_id=None, known=None, guided=False, hosting=None, guest=None)
    return state.replace(game=game, **fresh)


def say(state: PageState, key: str, **args: Any) -> PageState:
    """`state` with a message of a problem in the alert box, in the page's language."""
    return state.replace(alert=translator(state.lang)(key, **args), alert_is_news=False)
