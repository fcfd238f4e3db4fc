"""The home screen as markup, from plain data: the games with their new-game forms and guided
first games, the saved games, the player's record, backups and joining another device's table.
No browser here: the glue puts it on the page."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any

from ...core import registry
from ...core.spec import SEAT_KINDS, Option
from ...core.values import frozen
from ...draw.markup import Node, h
from ..core.page import lang_switch, setting_switch
from .store import CAPACITY, NEARLY_FULL

if TYPE_CHECKING:
    from ..core.i18n import Translator
    from .record import Summary


def _option_field(game_id: str, opt: Option, t: Translator) -> Node:
    label = t.game(game_id, f"option.{opt.key}")
    if opt.is_bool:
        return h("label", {"class_": "check"},
                 h("input", {"type": "checkbox", "name": f"opt.{opt.key}", "checked": opt.default}),
                 " ", label)
    choices = [h("option", {"value": c, "selected": c == opt.default},
                 t.game(game_id, f"option.{opt.key}.{c}")) for c in opt.choices or ()]
    return h("label", {}, label, " ", h("select", {"name": f"opt.{opt.key}"}, choices))


def new_game_form(game_id: str, t: Translator) -> Node:
    spec = registry.spec(game_id)
    fields: list[Node] = []
    if spec.min_players != spec.max_players:
        fields.append(h("label", {}, t("home.players"), " ",
                        h("select", {"name": "players"},
                          [h("option", {"value": n, "selected": n == spec.default_players}, n)
                           for n in range(spec.min_players, spec.max_players + 1)])))
    for i in range(spec.max_players):
        # One name row per seat of the chosen table size (app.py shows more when it grows).
        shown = i < spec.default_players
        seat_label = t.game(game_id, f"seat.{i}") if t.has_game(game_id, f"seat.{i}") else ""
        kinds = [h("option", {"value": kind, "selected": kind == "human"}, t(f"seat.{kind}"))
                 for kind in SEAT_KINDS]
        fields.append(h("fieldset", {"class_": "seat-field", "data-seat": i, "hidden": not shown,
                                     "disabled": not shown},
                        h("legend", {}, t("home.player_name", n=i + 1),
                          f" ({seat_label})" if seat_label else ""),
                        h("input", {"type": "text", "name": f"name.{i}", "maxlength": 40,
                                    "autocomplete": "off", "value": "",
                                    "aria-label": t("home.player_name", n=i + 1)}),
                        h("select", {"name": f"seat.{i}", "aria-label": t("home.seat_kind")}, kinds)))
    fields.extend(_option_field(game_id, opt, t) for opt in spec.options)
    fields.append(h("label", {"class_": "check"},  # the page's choice, not a rule: off by default
                    h("input", {"type": "checkbox", "name": "page.hints"}), " ", t("hint.option")))
    return h("form", {"class_": "new-game", "data-game": game_id},
             fields, h("button", {"type": "submit", "class_": "primary", "data-action": "start",
                                  "data-game": game_id}, t("home.start")))


def picture_path(game_id: str, lang: str) -> str:
    """Where the setup step (tools/pictures.py) put the game's picture, drawn by its renderer
    in the page's language."""
    return f"static/build/pictures/{game_id}.{lang}.svg"


def _player_range(low: int, high: int, t: Translator) -> str:
    if low == high:
        return t("home.players_exactly", n=low)
    return t("home.players_range", low=low, high=high)


def record_panel(summary: Summary, t: Translator,
                 saves: Sequence[Mapping[str, Any]] = ()) -> Node:
    """The player's record: games finished per game, wins against each computer level, the
    best solitaire result, and the latest games finished that are still saved (`saves`), each
    to review."""
    if not summary.games:
        return h("section", {"class_": "record"}, h("h2", {}, t("record.title")),
                 h("p", {"class_": "empty"}, t("record.empty")))
    rows: list[Node] = [h("h3", {}, t("record.finished")),
                        h("ul", {"class_": "record-games"},
                          [h("li", {"data-game": c.game}, _game_title(c.game, t), ": ", c.finished)
                           for c in summary.games])]
    if summary.levels:
        rows += [h("h3", {}, t("record.against")),
                 h("ul", {"class_": "record-levels"},
                   [h("li", {"data-level": c.level},
                      t("record.level", level=t(f"seat.{c.level}"), won=c.won, played=c.played))
                    for c in summary.levels])]
    if summary.best:
        rows += [h("h3", {}, t("record.solo")),
                 h("ul", {"class_": "record-best"},
                   [h("li", {"data-game": b.game},
                      t("record.solo_rank" if b.rank else "record.solo_best",
                        game=_game_title(b.game, t), score=b.score, rank=_rank_name(b.game, b.rank, t)))
                    for b in summary.best])]
    if summary.latest:
        rows += [h("h3", {}, t("record.latest")), _latest(summary, t, saves)]
    return h("section", {"class_": "record"}, h("h2", {}, t("record.title")), rows)


def _latest(summary: Summary, t: Translator, saves: Sequence[Mapping[str, Any]]) -> Node:
    """The latest finished games still saved, each with "Review" (as in the saved games)."""
    by_id = {entry["id"]: entry for entry in saves}
    rows = []
    for game in summary.latest:
        save = by_id.get(game.save_id, {})
        said = [_game_title(game.game, t), ", ".join(save.get("names", ())),
                t("record.won" if game.won else "record.lost"), save.get("when")]
        rows.append(h("li", {"data-id": game.save_id, "data-key": game.save_id},
                      " – ".join(str(part) for part in said if part), " ",
                      h("button", {"data-action": "review-save", "data-id": game.save_id},
                        t("review.open"))))
    return h("ul", {"class_": "record-latest"}, rows)


def _rank_name(game_id: str, rank: str | None, t: Translator) -> str:
    """A solitaire rank (`result()["rank"]`) in the game's words (`solo_rank.<rank>`)."""
    key = f"solo_rank.{rank}"
    return t.game(game_id, key) if rank and t.has_game(game_id, key) else rank or ""


def backup_box(t: Translator) -> Node:
    """Export every save to one file; import one (the file input's change starts it)."""
    return h("section", {"class_": "backup"}, h("h2", {}, t("backup.title")),
             h("p", {}, t("backup.text")),
             h("div", {"class_": "actions"},
               h("button", {"data-action": "backup-export"}, t("backup.export")),
               h("label", {"class_": "file-button"}, t("backup.import"),
                 h("input", {"type": "file", "name": "backup", "id": "backup-file",
                             "accept": ".json,application/json"}))))


# The home screen's parts that another tab can change, redrawn alone when it does (nothing
# else of the screen is touched: a new-game form being filled in stays as it is).
SAVES_ID, RECORD_ID = "saved-games", "record-box"


@frozen
class Storage:
    """How full the browser's storage for the site is (`used` characters of CAPACITY), and
    whether the browser keeps it for good (`kept`: state.PageState.storage_kept)."""

    used: int
    kept: str

    @property
    def share(self) -> float:
        return self.used / CAPACITY


def storage_box(storage: Storage, t: Translator) -> Node:
    """With the record: how full the storage is, and whether the browser keeps it."""
    kept = {"yes": "storage.kept", "no": "storage.not_kept", "refused": "storage.not_kept",
            "none": "storage.unknown"}.get(storage.kept)
    return h("section", {"class_": "storage-box"},
             h("h3", {}, t("storage.title")),
             h("p", {}, t("storage.used", percent=max(1, round(100 * storage.share))
                          if storage.used else 0)),
             h("p", {"class_": "storage-kept"}, t(kept)) if kept else None)


def storage_warning(storage: Storage | None, t: Translator) -> Node | None:
    """Well before the storage is full: said at the top, with the backup offered."""
    if storage is None or storage.share < NEARLY_FULL:
        return None
    return h("div", {"class_": "storage-warning", "role": "status"},
             h("p", {}, t("storage.nearly_full", percent=round(100 * storage.share))),
             h("button", {"data-action": "backup-export", "class_": "primary"},
               t("backup.export")))


def home(t: Translator, saves: list[dict[str, Any]], summary: Summary | None = None,
         motion: bool = True, learned: tuple[str, ...] = (), pictures: bool = False,
         storage: Storage | None = None, blind: bool = False) -> Node:
    """The home screen: the games (with a new-game form each and, where the game has one, its
    guided first game, marked once followed to its end), the saved games, the player's record
    and the backup. The games' pictures only with `pictures` (once the home has painted: until
    then their frames stand empty, the same size)."""
    cards: list[Node] = []
    for game_id in registry.specs():
        spec = registry.spec(game_id)
        low, high = spec.minutes
        cards.append(h("section", {"class_": "game-card", "data-game": game_id},
                       h("img", {"class_": "game-picture", "alt": "", "width": 320,
                                 "height": 200, "loading": "lazy",
                                 "src": picture_path(game_id, t.lang) if pictures else None}),
                       h("h3", {}, t.game(game_id, "title")),
                       h("p", {}, t.game(game_id, "blurb")),
                       h("p", {"class_": "game-facts"},
                         t("home.facts", players=_player_range(spec.min_players, spec.max_players, t),
                           minutes=f"{low}–{high}" if high != low else str(low))),
                       h("button", {"data-action": "rules", "data-game": game_id, "class_": "rules-button"},
                         t("game.rules")),
                       _learn_button(game_id, game_id in learned, t),
                       h("details", {"class_": "new-game-box"},
                         h("summary", {"data-game": game_id}, t("home.new")),
                         new_game_form(game_id, t))))
    return h("div", {"class_": "home"},
             h("header", {"class_": "top"}, h("h1", {}, t("app.title")),
               h("p", {"class_": "tagline"}, t("app.tagline")), lang_switch(t),
               # Settings beside the language (the game bar on a phone has no row to spare);
               # play without seeing is also first on the game screen (web/blind).
               setting_switch(t, "motion", motion), setting_switch(t, "blind", blind)),
             # Always there, empty or not: the parts after it keep their places when another
             # tab's save brings a game to continue (patch.js keeps an open form by place).
             h("div", {"class_": "continue-slot"}, continue_box(t, saves)),
             h("div", {"class_": "storage-slot"}, storage_warning(storage, t)),
             h("h2", {}, t("home.games")), h("div", {"class_": "games"}, cards),
             h("h2", {}, t("home.saved")), h("div", {"id": SAVES_ID}, saved_list(t, saves)),
             h("div", {"class_": "home-extras"},
               h("div", {"id": RECORD_ID},
                 record_panel(summary, t, saves) if summary is not None else None,
                 storage_box(storage, t) if storage is not None else None),
               backup_box(t), join_box(t)))


def join_box(t: Translator) -> Node:
    """A seat at another device's table: its invitation scanned here (the camera app opens
    the invitation's link too), or its link pasted (the field joins once it is left)."""
    return h("section", {"class_": "join-box"},
             h("h2", {}, t("table.join_title")),
             h("p", {}, t("table.join_text")),
             h("button", {"data-action": "table-join-scan"}, t("table.join_scan")),
             h("label", {"class_": "join-paste"}, t("table.join_paste"),
               h("input", {"name": "invitation", "type": "text", "autocomplete": "off",
                           "spellcheck": "false", "placeholder": "…#join/LI1…"})),
             h("button", {"data-action": "table-join"}, t("table.join")))


def _learn_button(game_id: str, learned: bool, t: Translator) -> Node | None:
    if not registry.has_module(game_id, "guide"):
        return None
    return h("button", {"data-action": "learn", "data-game": game_id,
                        "class_": "learn-button" + (" learned" if learned else "")},
             t("home.learn"), h("span", {"class_": "learned-mark"}, " ✓ ", t("home.learned"))
             if learned else None)


def continue_box(t: Translator, saves: list[dict[str, Any]]) -> Node | None:
    """A returning player's game first: the newest game not finished, above the four games
    (the saved list is far below them on a phone)."""
    entry = next((e for e in saves if not e.get("damaged") and not e["finished"]), None)
    if entry is None:
        return None
    return h("section", {"class_": "continue-box"},
             h("button", {"class_": "primary", "data-action": "resume", "data-id": entry["id"]},
               t("home.continue")),
             h("span", {}, _game_title(entry["game"], t), " – ", ", ".join(entry["names"]),
               " – ", t("home.turn", name=entry["to_move_name"] or "?")))


def saved_list(t: Translator, saves: list[dict[str, Any]]) -> Node:
    if not saves:
        return h("p", {"class_": "empty"}, t("home.no_saves"))
    rows: list[Node] = []
    for entry in saves:
        if entry.get("damaged"):
            rows.append(h("li", {"class_": "save damaged", "data-id": entry["id"],
                                 "data-key": entry["id"]},
                          h("span", {"class_": "save-title"}, t("home.damaged")),
                          h("span", {"class_": "save-detail"}, t(f"error.{entry['reason']}")),
                          h("button", {"data-action": "export", "data-id": entry["id"]}, t("home.export")),
                          h("button", {"data-action": "delete", "data-id": entry["id"]}, t("home.delete"))))
            continue
        status = (t("home.finished") if entry["finished"]
                  else t("home.turn", name=entry["to_move_name"] or "?"))
        rows.append(h("li", {"class_": "save", "data-id": entry["id"], "data-key": entry["id"]},
                      h("span", {"class_": "save-title"}, _game_title(entry["game"], t)),
                      h("span", {"class_": "save-players"}, ", ".join(entry["names"])),
                      h("time", {"class_": "save-date"}, entry.get("when", "")),
                      h("span", {"class_": "save-status"}, status),
                      h("button", {"class_": "primary", "data-action": "resume", "data-id": entry["id"]},
                        t("home.view") if entry["finished"] else t("home.resume")),
                      h("button", {"data-action": "review-save", "data-id": entry["id"]},
                        t("review.open")) if entry["finished"] else None,
                      h("button", {"data-action": "delete", "data-id": entry["id"]}, t("home.delete"))))
    return h("ul", {"class_": "saves"}, rows)


def _game_title(game_id: str, t: Translator) -> str:
    return t.game(game_id, "title") if game_id in registry.specs() else game_id
