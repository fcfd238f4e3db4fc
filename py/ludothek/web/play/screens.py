"""The page's screens as markup, from plain data. No browser here: app.py puts them on the page.

Clickable things carry `data-action` (and `data-move`, `data-value`, `data-id`); app.py routes
them. A game's renderer draws the table; this module draws everything around it.
"""

from __future__ import annotations

from types import ModuleType
from typing import TYPE_CHECKING, Any

from ...core import registry
from ...core.values import frozen
from ...draw.explain import explain_target
from ...draw.markup import Node, Raw, h
from ..core.page import lang_switch
from .replay import STEPS

if TYPE_CHECKING:
    from ..core.i18n import Translator
    from ..core.policy import UndoOffer


def renderer(game_id: str) -> ModuleType:
    return registry.renderer(game_id)


def seat_name(game_id: str, names: list[str], seat: int, t: Translator) -> str:
    key = f"seat.{seat}"
    if t.has_game(game_id, key):
        colour = t.game(game_id, key)
        if names[seat].casefold() != colour.casefold():  # "Red", not "Red (Red)"
            return f"{names[seat]} ({colour})"
    return names[seat]


def status_line(view: dict[str, Any], t: Translator) -> str:
    game_id, names = view["game"], view["names"]
    if view["is_over"]:
        custom = getattr(renderer(game_id), "outcome", None)
        worded = custom(view, t) if custom is not None else None
        if worded is not None:
            return f"{t('game.over')}: {worded}"
        winners = view["result"]["winners"]
        joined = " & ".join(names[w] for w in winners)
        key = "game.winner" if len(winners) == 1 else "game.draw"
        return f"{t('game.over')}: {t(key, names=joined)}"
    return t("game.to_move", name=seat_name(game_id, names, view["to_move"], t))


def replay_controls(shown: int, last: int, t: Translator) -> Node:
    """First, previous, next and last move (tests find them by `data-replay`)."""
    symbols = {"first": "|◀", "prev": "◀", "next": "▶", "last": "▶|"}  # in every font
    disabled = {"first": shown == 0, "prev": shown == 0, "next": shown == last, "last": shown == last}
    return h("div", {"class_": "replay-bar", "role": "group", "aria-label": t("replay.label")},
             [h("button", {"data-action": "replay", "data-replay": step, "disabled": disabled[step],
                           "aria-label": t(f"replay.{step}"), "title": t(f"replay.{step}")},
                symbols[step]) for step in STEPS],
             h("span", {"class_": "replay-position"}, t("replay.position", ply=shown, last=last)))


class LogLines:
    """The log's lines as markup, kept between redraws: a move adds a line or two to a log of
    hundreds, and wording them all again was a third of a redraw late in a game. A line is
    reused while its entry, number, move and the words around it are the same. Each reader's
    lines are kept apart (the spectator's under the privacy screen, each seat's when it is
    revealed): hot-seat play alternates between them at every turn."""

    KEPT = 6  # readers kept: a spectator and up to five seats

    def __init__(self) -> None:
        # (game, language, names, with buttons, seat) -> [(entry, ply, markup)], newest last
        self.kept: dict[tuple[Any, ...], list[tuple[dict[str, Any], int | None, str]]] = {}

    def markup(self, view: dict[str, Any], t: Translator, plies: list[int] | None) -> list[Raw]:
        key = (view["game"], t.lang, tuple(view["names"]), plies is None, view.get("seat"))
        rows = self.kept.pop(key, [])
        self.kept[key] = rows
        while len(self.kept) > self.KEPT:
            del self.kept[next(iter(self.kept))]
        out: list[Raw] = []
        for index, entry in enumerate(view["log"]):
            ply = None if plies is None else plies[index]
            if index < len(rows) and rows[index][1] == ply and rows[index][0] == entry:
                out.append(Raw(rows[index][2]))
                continue
            del rows[index:]  # the log changed from here (an undo, another position)
            first = plies is None or index == 0 or plies[index - 1] != ply
            line = str(_log_line(view, t, index + 1, entry, ply, first))
            rows.append((entry, ply, line))
            out.append(Raw(line))
        del rows[len(view["log"]):]
        return out


def _log_line(view: dict[str, Any], t: Translator, n: int, entry: dict[str, Any],
              ply: int | None, first: bool = True) -> Node:
    """Line `n`; with `ply`, the whole line is a button showing that moment (a touch target
    of full width), numbered by its move as the replay counts them (a move's later lines and
    the lines before the first move carry no number)."""
    shown = n if ply is None else ply if first and ply else None
    number = h("span", {"class_": "log-n"}, f"{shown}." if shown is not None else "")
    text = t.log_line(view["game"], entry, view["names"])
    if ply is None:
        return h("li", {"data-n": n}, number, " ", text)
    return h("li", {"data-n": n},
             # Out of the Tab order: the log is one stop, its lines reached with ↑ and ↓.
             h("button", {"class_": "log-line", "data-action": "replay", "data-to": ply,
                          "tabindex": "-1", "title": t("replay.line")}, number, " ", text))


def _log(view: dict[str, Any], t: Translator, plies: list[int] | None,
         lines: LogLines | None = None) -> Node:
    """The numbered log (`lines`: the lines kept from the last redraw)."""
    return h("ol", {"class_": "log", "tabindex": "0", "data-key": "log"},
             *(lines or LogLines()).markup(view, t, plies))


def find_log(tree: Node) -> Node | None:
    """The game screen's log list (app.py appends to it instead of drawing it again)."""
    stack: list[Any] = [tree]
    while stack:
        node = stack.pop()
        if isinstance(node, Node):
            if node.tag == "ol" and node.attrs.get("class") == "log":
                return node
            stack.extend(node.children)
        elif isinstance(node, (list, tuple)):
            stack.extend(node)
    return None


@frozen
class GamePatch:
    """How the game screen goes on the page. The log only grows during play: when the lines on
    the page are the start of the new log, the page keeps them (`text` marks the log data-keep
    and leaves it empty) and only `appended` is added after them."""

    text: str  # #app's new content
    kept: bool  # the log on the page is kept (text has it empty, marked data-keep)
    appended: str  # the new log lines, added after the kept ones
    lines: list[str] | None  # the log lines the page shows afterwards
    grown: bool  # the log changed: scroll it to its end
    markup: Node  # the whole screen, for a page whose log was not where it was expected


def game_patch(markup: Node, drawn: list[str] | None) -> GamePatch:
    """The patch that puts `markup` on a page whose log shows `drawn`."""
    log = find_log(markup)
    lines = [str(line) for line in log.children] if log is not None else None
    grown = lines != drawn
    if (log is None or lines is None or drawn is None or len(drawn) > len(lines)
            or lines[:len(drawn)] != drawn):
        return GamePatch(str(markup), False, "", lines, grown, markup)
    attrs, children = log.attrs, log.children
    log.attrs, log.children = {**attrs, "data-keep": True}, ()
    try:
        text = str(markup)
    finally:
        log.attrs, log.children = attrs, children
    return GamePatch(text, True, "".join(lines[len(drawn):]), lines, grown, markup)


def hints_used(view: dict[str, Any], used: list[int], t: Translator) -> Node:
    """The end screen's line on hints: how many each seat asked for."""
    return h("p", {"class_": "hints-used"}, t("hint.used"), ": ",
             ", ".join(t("hint.used_by", name=view["names"][seat], n=n) for seat, n in enumerate(used)))


def _lines(lines: list[str]) -> list[Node | str]:
    """Lines of text with a line break between each two."""
    out: list[Node | str] = []
    for line in lines:
        out += [h("br", {}), line] if out else [line]
    return out


def game_screen(view: dict[str, Any], ui: dict[str, str | None], t: Translator,
                undo: UndoOffer | None = None, show_table: bool = True,
                notice: list[str] | None = None, last: int | None = None,
                log_plies: list[int] | None = None, hint_offered: bool = False,
                hint_busy: bool = False, explaining: bool = False,
                hints: list[int] | None = None, log_lines: LogLines | None = None,
                guide: Node | None = None, sharing: bool = True,
                status: str | None = None, coach: Node | None = None,
                report_room: bool = False) -> Node:
    """Around the table: the status, the scores, the log and the game's buttons.

    `notice`: the lines said beside the status (the computer's turn); `report_room`: their
    box stays, empty, between them (a computer plays: the table never jumps); `last`: the moves
    played so far, when the view is of an earlier position (a replay) or
    the replay controls are shown; `log_plies`: the move each log line belongs to; `hints`:
    the hints each seat used, shown at the end when the game allows hints; `guide`: a panel
    above the table (the review's); `coach`: the guided first game's panel (play/guide.py),
    after the table, where CSS holds it at the foot of the screen; `sharing`: the game can be shared
    from here (not at a guest's device: the host holds it); `status`: said instead of the
    position's status (moves being played out)."""
    game_id = view["game"]
    draw = renderer(game_id)
    shown = view["moves_played"]
    replaying = last is not None and shown < last
    scores = draw.scores(view, t)
    explain = getattr(draw, "score_note", None)  # optional: what the numbers mean
    note = explain(view, t) if explain is not None else None
    players = [h("li", {"class_": "player" + (" active" if view["to_move"] == seat else ""),
                        "data-seat": seat},
                    h("span", {"class_": "player-name"}, seat_name(game_id, view["names"], seat, t)),
                    h("span", {"class_": "player-score", **explain_target(f"score:{seat}")},
                      scores[seat]))
               for seat in range(view["players"])]
    skip = h("button", {"class_": "skip-link", "data-action": "to-table"}, t("game.to_table"))
    bar = h("header", {"class_": "game-bar"},
            # Two rows of fixed height: a move (an undo offered, a longer status) changes
            # neither, so the table never jumps under the player's finger.
            h("div", {"class_": "bar-nav"},
              h("button", {"data-action": "home", "aria-label": t("game.home")},
                "←", h("span", {"class_": "bar-word"}, " ", t("game.home"))),
              # A game may say where its name breaks (a soft hyphen) when the bar is narrow.
              h("h1", {}, t.game(game_id, "title.bar" if t.has_game(game_id, "title.bar")
                                 else "title")),
              h("div", {"class_": "game-buttons"},
                h("button", {"data-action": "rules", "data-game": game_id}, t("game.rules")),
                h("button", {"data-action": "explain-mode", "class_": "explain-mode",
                             "aria-pressed": "true" if explaining else "false",
                             "aria-label": t("explain.mode"), "title": t("explain.mode")}, "?"),
                h("button", {"data-action": "share"}, t("game.share")) if sharing else None),
              lang_switch(t)),
            h("div", {"class_": "bar-status"},
              h("p", {"class_": "status", "aria-live": "polite"},
                status if status is not None else status_line(view, t)),
              h("button", {"data-action": "hint", "aria-disabled": "true" if hint_busy else None},
                t("hint.ask")) if hint_offered else None,
              h("button", {"data-action": "undo", "data-seat": undo.seat},
                t("game.undo_for", name=view["names"][undo.seat])) if undo else None))
    # The computer's whole turn, above the table (not in the bar that stays in sight: a long
    # turn would push the table down). One line each, as text of the notice itself, in a box
    # of steady height (app.css) that shows the newest lines (issue 46: nothing jumps).
    report = (h("div", {"class_": "turn-report" + ("" if notice else " empty"), "role": "status"},
                h("p", {"class_": "notice"}, _lines(notice or [])))
              if notice or report_room else None)
    main = draw.table(view, ui, t) if show_table else h("div", {"class_": "table hidden-table"})
    banner = None
    if replaying:
        banner = h("p", {"class_": "replay-banner", "role": "status"},
                   t("replay.banner", ply=shown, last=last), " ",
                   h("button", {"class_": "primary", "data-action": "replay", "data-to": last},
                     t("replay.back")))
    final = None
    if view["is_over"]:
        final = h("section", {"class_": "final-box"}, h("h2", {}, t("game.final")),
                  draw.final(view, t),  # the outcome is said once, in the status line
                  hints_used(view, hints, t) if hints is not None else None)
    controls = replay_controls(shown, last, t) if last and show_table else None
    return h("div", {"class_": f"game game-{game_id}" + (" replaying" if replaying else ""),
                     "data-ply": shown}, skip, bar,
             h("div", {"class_": "game-body"},
               h("div", {"class_": "table-wrap", "id": "table", "tabindex": "-1",
                         "aria-label": t("game.table")},
                 guide, report, banner, final, main, coach),
               h("aside", {"class_": "side"},
                 h("ul", {"class_": "players"}, players),
                 h("p", {"class_": "score-note"}, note) if note else None,
                 controls,
                 h("h2", {}, t("game.log")),
                 _log(view, t, log_plies if show_table else None, log_lines))))


def confirm_dialog(text: str, t: Translator, ply: int | None = None) -> Node:
    """`ply`: the moves played when a move was asked about (its answer applies only there)."""
    return h("div", {"class_": "dialog", "role": "dialog", "aria-modal": "true", "data-ply": ply},
             h("p", {}, text),
             h("div", {"class_": "actions"},
               h("button", {"class_": "primary", "data-action": "confirm-yes"}, t("game.confirm")),
               h("button", {"data-action": "confirm-no", "data-focus": ""}, t("game.cancel"))))


def share_dialog(url: str, hidden_cards: bool, t: Translator, ply: int | None = None,
                 copied: bool = False, qr: Node | str | None = None,
                 can_share: bool = False, devices: bool = False) -> Node:
    """`ply`: the link opens at that move (shared while looking back); `copied`: the link was
    copied (said, so a tap on Copy is never silent); `qr`: the link's QR code, or what stands in
    its place while the encoder loads; `can_share`: the browser has a share sheet (Share…);
    `devices`: the game can be played on several devices from here (web/hosting.py)."""
    return h("div", {"class_": "dialog share", "role": "dialog", "aria-modal": "true"},
             h("h2", {}, t("share.title")),
             h("p", {"class_": "devices-offer"},  # first: a phone shows the dialog's top
               h("button", {"data-action": "table"}, t("table.open"))) if devices else None,
             h("p", {}, t("share.text")),
             h("p", {}, t("replay.share_at", ply=ply)) if ply is not None else None,
             h("p", {"class_": "warning"}, t("share.hidden")) if hidden_cards else None,
             h("figure", {"class_": "share-qr"}, qr,
               h("figcaption", {}, t("share.qr_caption"))) if qr is not None else None,
             h("input", {"type": "text", "readonly": True, "value": url, "id": "share-url",
                         "aria-label": t("share.title")}),
             h("div", {"class_": "actions"},
               h("button", {"class_": "primary", "data-action": "share-sheet"},
                 t("share.sheet")) if can_share else None,
               h("button", {"class_": None if can_share else "primary",
                            "data-action": "copy-link"}, t("share.copy")),
               h("button", {"data-action": "close-dialog"}, t("game.close")),
               h("span", {"class_": "copied", "role": "status"},
                 "✓ " + t("share.copied") if copied else None)))


def privacy_screen(name: str, t: Translator, ply: int) -> Node:
    """`ply`: the moves played when it came up (the tap guard drops a tap meant for the table
    that lands on its button: the second tap of a double tap that ended the turn). It covers
    the whole page (the game bar behind it would look live but is not) and has its own way
    back to the games."""
    return h("div", {"class_": "privacy", "role": "dialog", "aria-modal": "true",
                     "data-ply": ply},
             h("p", {}, t("privacy.pass", name=name)),
             h("button", {"class_": "primary", "data-action": "reveal"}, t("privacy.ready", name=name)),
             h("p", {}, h("button", {"data-action": "home", "class_": "privacy-home"},
                          "← ", t("game.home"))))
