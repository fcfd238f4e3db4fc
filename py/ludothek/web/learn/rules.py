"""The rules screen's branches of `update`: a game's full rules (core.rulebook) at a section,
each with its own address `#rules/<game>/<key>`.

Opened from the home screen or a game, the rules push a history entry, so the browser's Back
(and the screen's own back button, which goes back the same way) returns to where they were
opened; an address that names no game or section says so and opens the nearest thing."""

from __future__ import annotations

from ...core import registry
from ..core import policy
from ..core.effects import Consume, HistoryBack, ListHome, ScrollTo, SetHash
from ..core.events import Tap
from ..core.back import to_address
from ..core.effects import Step
from ..core.state import say
from ..core.state import PageState, RulesAt

RULES_HASH = "rules/"
TOP = "rules-top"  # the element id of the screen's title (its top)


def address(game_id: str, key: str | None = None) -> str:
    return RULES_HASH + game_id + (f"/{key}" if key else "")


def section_id(game_id: str, key: str) -> str:
    """The element id of a section (unique on the page: ids are not the address)."""
    return f"rules-{game_id}-{key}"


def keys(game_id: str, lang: str) -> tuple[str, ...]:
    """The game's section keys (none where it has no rules text yet: its help text shows)."""
    from ...core import rulebook  # the rules' parser: loaded when rules are opened

    book = rulebook.load(game_id, lang)
    return book.keys() if book is not None else ()


def _at(state: PageState, game_id: str, key: str | None, back: str | None,
        entries: tuple[str, ...] = (), shown: int = 0) -> Step:
    """The rules of `game_id` on show at `key` (a key the rules lack: at their top, said), the
    `shown`th of the rules' history `entries` (none: the rules' own entry, theirs alone)."""
    known = key is None or key in keys(game_id, state.lang)
    section = key if known else None
    fragment = address(game_id, section)
    entries = entries[:shown] + (fragment,) + entries[shown + 1:]
    at = RulesAt(game_id, section, None if known else key, back, state.game is not None,
                 entries, shown)
    state = state.replace(dialog=("rules", at), address=fragment)
    return state, [ScrollTo(section_id(game_id, at.section) if at.section else TOP)]


def _entries(at: RulesAt) -> tuple[str, ...]:
    """The rules' entries (a RulesAt made before they were counted: its own alone)."""
    return at.entries or (address(at.game, at.section),)


def moved_to(at: RulesAt, fragment: str) -> tuple[tuple[str, ...], int]:
    """The rules' entries and the one on show after the browser came to `fragment`: Back or
    Forward to a neighbouring entry, else an address typed (a new entry, as the browser makes
    one)."""
    entries, shown = _entries(at), at.shown
    if shown > 0 and entries[shown - 1] == fragment:
        return entries, shown - 1
    if entries[shown] == fragment:
        return entries, shown
    if shown + 1 < len(entries) and entries[shown + 1] == fragment:
        return entries, shown + 1
    return entries[:shown + 1] + (fragment,), shown + 1


def open_from(state: PageState, event: Tap) -> Step:
    """The Rules button of a game card, or of the open game's bar: from a game the rules open
    at the section that fits the position the device's seat sees."""
    game_id = event.data["game"]
    key = event.data.get("section")  # asked for by name (an explanation's "more in the rules")
    if key is None and state.game is not None and state.game.ID == game_id:
        from ...core import rulebook

        table = policy.page_view(state.game, state.revealed_seat, state.away)
        key = rulebook.moment(game_id, table.view)
        key = key if key in keys(game_id, state.lang) else None
    back = state.address
    state, effects = _at(state, game_id, key, back)
    return state, [SetHash(state.address, push=True), *effects]


def route(state: PageState, fragment: str) -> Step:
    """An address `rules/<game>[/<key>]` (typed, a link, Back or Forward, or the start)."""
    game_id, _, key = fragment[len(RULES_HASH):].partition("/")
    if game_id not in registry.specs():  # said, over the nearest thing: the game or home
        back = state.rules.back if state.rules is not None else state.address
        state = say(state.replace(dialog=None), "rules.unknown_game", game=game_id)
        if state.game is not None and back is not None:
            return state.replace(address=back), [SetHash(back)]
        return state.replace(address=""), [SetHash(""), ListHome()]
    open_now = state.rules
    if open_now is not None:  # Back, Forward or a typed address among the rules' entries
        entries, shown = moved_to(open_now, fragment)
        state, effects = _at(state, game_id, key or None, open_now.back, entries, shown)
    else:  # the browser pushed this entry over the page (None: the page starts here)
        back = state.address if state.game is not None else None
        state, effects = _at(state, game_id, key or None, back)
    if state.address != fragment:
        effects.append(SetHash(state.address))  # an unknown section: the address says the top
    return state, effects + ([ListHome()] if state.game is None else [])


def section(state: PageState, event: Tap) -> Step:
    """A link of the table of contents (or to the contents): the same rules at that section,
    as a history entry of its own, so Back returns to where the person was reading."""
    at = state.rules
    if at is None:
        return state, []
    key = event.data.get("key") or None
    entries = _entries(at)
    if address(at.game, key) == entries[at.shown]:  # where they are: shown again, no entry
        state, effects = _at(state, at.game, key, at.back, entries, at.shown)
        return state, [Consume(), *effects]
    state, effects = _at(state, at.game, key, at.back, entries[:at.shown + 1], at.shown + 1)
    return state, [Consume(), SetHash(state.address, push=True), *effects]


def close(state: PageState) -> Step:
    """Back to where the rules were opened: the browser goes back over the entry they
    pushed; rules opened by their own address leave for the home screen."""
    at = state.rules
    if at is None:
        return state.replace(dialog=None), []
    state = state.replace(dialog=None)
    if at.back is not None:  # back over the rules' entries
        return state.replace(address=at.back), [HistoryBack(at.shown + 1)]
    return to_address(state, "")


def went_back(state: PageState, fragment: str) -> bool:
    """The browser returned to the address the rules on show were opened over."""
    at = state.rules
    return at is not None and at.back is not None and fragment == at.back
