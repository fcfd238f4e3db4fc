"""The computer's review of a finished game on the page (engine: ludothek.bots.review).

"Review" on the final scoring starts it (or opens the one kept with the save): the computer's
workers judge the game a few moves at a time (`effects.ReviewPly`, answered by
`events.ReviewStep`; web/pool.py), the page stays usable and the chart fills in from the start.
The review is stepped like the replay (`state.shown`): the panel above the table holds the chart
(a tap on a move, or a finger dragged along it, shows the position before that move), the
judgement of the move played from the position on show, with the computer's preferred move lit
on the table, and the summary per player. Once complete it is kept in the save's page data, so
reopening is instant.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from ...bots.review import (KINDS, THRESHOLDS, Judged, Review, carried, even, iterations_for,
                           pack, shrink, start, summarise, unpack)
from ...draw.chart import COLOURS, MARK_COLOURS, chart, column_at
from ...draw.markup import Node, find_class, h
from . import words as review_words
from ..core.effects import Effect, Load, ReviewPly, ScrollTo, StartWorker
from ..core.events import ChartPointed, ReviewStep, Tap
from ..core.hint import light
from ..core.policy import Table
from ..core.state import PageState, Token
from ..home.store import REVIEW_KEY

if TYPE_CHECKING:
    from ...core.game import Game
    from ..core.i18n import Translator

SEED = 1  # every review searches from this seed: the same game, the same marks
# Moves asked for at once beyond the chart's last one: the page's workers (web/pool.py, up to
# four) judge them side by side, the first ones first.
AHEAD = 4
PAGE_KEY = REVIEW_KEY  # its place in the save's page data
PANEL_ID = "review"  # opened, it is scrolled into sight ("Review" is far below it)

Step = tuple[PageState, list[Effect]]


@dataclass(frozen=True)
class Reviewing:
    """The open game's review: the moves judged so far (bots.review.Judged), of `total`;
    `open`: its panel on show. `asked`: the moves asked for (the first `asked`); `arrived`:
    (ply, judged) of those judged ahead of a move before them, waiting for the chart."""

    token: Token
    plies: tuple[Judged, ...]
    total: int
    open: bool = True
    failed: bool = False
    asked: int = 0
    arrived: tuple[tuple[int, Judged], ...] = ()

    @property
    def done(self) -> bool:
        return len(self.plies) >= self.total

    def as_review(self, game: Game) -> Review:
        return {**start(game, SEED), "plies": list(self.plies)}

    def data(self, game: Game) -> dict[str, object]:
        """The save's page data for it: only a complete review is kept."""
        return {PAGE_KEY: shrink(pack(self.as_review(game)))} if self.done else {}


def read(state: PageState, page: Mapping[str, object]) -> Step:
    """The review kept with the save just opened (closed), if it fits the game; opened (or
    begun) when "Review" in the saved games asked for it."""
    game, wanted = state.game, state.review_wanted
    state = state.replace(review_wanted=None)
    if game is None or not game.is_over:
        return state, []
    done = unpack(page.get(PAGE_KEY), game)
    if done is not None and len(done["plies"]) == len(game.history):
        state = state.replace(review=Reviewing(state.token(), tuple(done["plies"]),
                                               len(game.history), open=False))
    # else none, or of another version: made again on "Review"
    if wanted is not None and wanted == state.save_id:
        return begin(state, Tap("review"))
    return state, []


def from_save(state: PageState, event: Tap) -> Step:
    """"Review" on a finished game in the saved games: open it, then its review."""
    return state.replace(review_wanted=event.data["id"]), [Load(event.data["id"])]


def begin(state: PageState, event: Tap) -> Step:
    """Open the review, starting it if there is none yet (or it failed)."""
    game = state.game
    if game is None or not game.is_over:
        return state, []
    old = state.review
    if old is not None and old.token == state.token() and not old.failed:
        return state.replace(review=_with(old, open=True)), [ScrollTo(PANEL_ID)]
    reviewing = Reviewing(state.token(), (), len(game.history))
    state, asked = ask(state.replace(review=reviewing))
    return state, [ScrollTo(PANEL_ID), StartWorker(), *asked]


def close(state: PageState, event: Tap) -> Step:
    """Closed, the review leaves the replay for the present position: the final scoring with
    its "Review" button, as before it was opened."""
    if state.review is None:
        return state, []
    return state.replace(review=_with(state.review, open=False), shown=None,
                         playing_out=False), []


def wanted(state: PageState, token: Token) -> bool:
    """Whether a judgement asked for under `token` is still wanted: the review is still this
    game's (not left, not failed)."""
    review = state.review
    return review is not None and review.token == token and not review.failed


def workers_needed(state: PageState) -> bool:
    """Whether the review's extra workers still have work: a review under way."""
    review = state.review
    return review is not None and not review.done and not review.failed


def pointed(state: PageState, event: ChartPointed) -> Step:
    """A finger on the chart, or dragged along it: the replay shows the position before the
    move under it. The same move again changes nothing (no redraw while the finger stays on
    one move's column)."""
    reviewing, game = state.review, state.game
    if reviewing is None or not reviewing.open or game is None:
        return state, []
    column = column_at(event.x, reviewing.total, len(reviewing.plies))
    if column is None or column == state.shown:
        return state, []
    from ..play.replay import show_ply

    return show_ply(state, column)


def _with(reviewing: Reviewing, **changes: Any) -> Reviewing:
    import dataclasses

    return dataclasses.replace(reviewing, **changes)


def ask(state: PageState) -> Step:
    """Ask for the next moves' judgements, in order, up to AHEAD beyond the chart's last one."""
    reviewing, game = state.review, state.game
    if reviewing is None or game is None or reviewing.failed:
        return state, []
    until = min(reviewing.total, len(reviewing.plies) + AHEAD)
    if reviewing.asked >= until:
        return state, []
    effects: list[Effect] = []
    for ply in range(reviewing.asked, until):
        # only the next move's chances before it are known yet: `stepped` sets the others'
        previous = _before(reviewing.plies, game.players) if ply == len(reviewing.plies) \
            else even(game.players)
        effects.append(ReviewPly(reviewing.token, game, ply, tuple(previous), SEED,
                                 iterations_for(game)))
    return state.replace(review=_with(reviewing, asked=until)), effects


def _before(plies: tuple[Judged, ...] | list[Judged], players: int) -> list[float]:
    """The chart's chances after the last of `plies`."""
    return list(plies[-1]["chances"]) if plies else even(players)


def stepped(state: PageState, event: ReviewStep) -> Step:
    """A move judged: on the chart once every move before it is (a move without a choice takes
    the chances before it); more asked for; the whole review saved at its end."""
    reviewing, game = state.review, state.game
    if reviewing is None or game is None or reviewing.token != event.token or reviewing.failed \
            or not len(reviewing.plies) <= event.ply < reviewing.asked \
            or any(ply == event.ply for ply, _ in reviewing.arrived):
        return state, []  # another game, or a step already taken
    if event.judged is None:
        return state.replace(review=_with(reviewing, failed=True)), []
    arrived: dict[int, Judged] = dict(reviewing.arrived)
    arrived[event.ply] = dict(event.judged)  # type: ignore[assignment]
    plies = list(reviewing.plies)
    while len(plies) in arrived:
        plies.append(carried(arrived.pop(len(plies)), _before(plies, game.players)))
    state = state.replace(review=_with(reviewing, plies=tuple(plies),
                                       arrived=tuple(sorted(arrived.items()))))
    assert state.review is not None
    if state.review.done:
        from ..play.playing import save

        return state, save(state)
    return ask(state)


# ----- drawn --------------------------------------------------------------------------------

def button(markup: Node, state: PageState, t: Translator) -> None:
    """The "Review" button in the final scoring of a finished game (not while it is open)."""
    if state.review is not None and state.review.open:
        return
    box = find_class(markup, "final-box")
    if box is not None:
        box.children = [*box.children, h("button", {"data-action": "review",
                                                    "class_": "review-open"}, t("review.open"))]


def best_to_light(state: PageState) -> str | None:
    """The computer's preferred move at the position on show, when the move played there was
    another one (lit on the table)."""
    reviewing, game = state.review, state.game
    if reviewing is None or not reviewing.open or game is None or state.shown is None:
        return None
    if state.shown >= len(reviewing.plies):
        return None
    judged = reviewing.plies[state.shown]
    return judged["best"] if judged["best"] != judged["move"] else None


def offer_best(table: Table, position: Game, state: PageState) -> tuple[Table, str | None]:
    """The replayed table at `position`, and the preferred move to light there: drawn from its
    mover's view (the game is over: their cards then are no secret now, and the move needs
    them), with that move as its only one."""
    best = best_to_light(state)
    if best is None or table.covered:
        return table, None
    seat = position.current_seat()
    view = position.view(seat)
    view["legal"] = [best]
    return Table(seat, False, view), best


def numbered(markup: Node, state: PageState, t: Translator) -> None:
    """While the review is open, the replay's banner and move counter number the position on
    show as the move judged there: the position before move n is where the chart's column n,
    its mark and the judgement "Move n" are (one numbering, issue 45; the log numbers move n's
    lines n too)."""
    reviewing, game = state.review, state.game
    if reviewing is None or not reviewing.open or game is None or state.shown is None:
        return
    n, last = state.shown + 1, len(game.history)
    banner = find_class(markup, "replay-banner")
    if banner is not None and banner.children:
        banner.children = [review_words.banner(n, last, t), *banner.children[1:]]
    counter = find_class(markup, "replay-position")
    if counter is not None:
        counter.children = [review_words.counter(n, last, t)]


def lit(markup: Node, best: str | None) -> None:
    """Light the preferred move; nothing on the replayed table plays it (the game is over)."""
    if best is None:
        return
    light(markup, best)
    _disarm(markup)


def _disarm(node: Node) -> None:
    if node.attrs.get("data-action") in ("move", "select"):
        node.attrs = {**node.attrs, "data-action": None}
    for child in node.children:
        if isinstance(child, Node):
            _disarm(child)


def percent(chance: float) -> str:
    return f"{round(100 * chance)} %"


def panel(state: PageState, game: Game, t: Translator,
          position: Game | None = None) -> Node | None:
    """The review above the table: progress, chart, the move on show judged (`position`: the
    position on show, if the page has it at hand), the summary."""
    reviewing = state.review
    if reviewing is None or not reviewing.open:
        return None
    plies = reviewing.plies
    total = reviewing.total
    at = len(game.history) if state.shown is None else state.shown
    said = review_words.played(game, t)
    titles = [_title(j, k, said[k], t) for k, j in enumerate(plies)]
    drawn = chart([j["chances"] for j in plies], [j["mark"] for j in plies], total, at,
                  t("review.chart"), titles, [j["seat"] for j in plies])
    progress = None
    if reviewing.failed:
        progress = h("p", {"class_": "review-progress"}, t("review.failed"))
    elif not reviewing.done:
        progress = h("p", {"class_": "review-progress", "role": "status"},
                     h("progress", {"value": len(plies), "max": total}), " ",
                     t("review.progress", done=len(plies), total=total))
    return h("section", {"id": PANEL_ID, "class_": "review",
                         "data-review": "done" if reviewing.done else "running",
                         "aria-label": t("review.title")},
             h("div", {"class_": "review-head"}, h("h2", {}, t("review.title")),
               h("button", {"data-action": "review-close"}, t("review.close"))),
             progress, _figure(drawn, total, game, t),
             _judgement(plies, at, game, position, said, t))


def _figure(drawn: Node, total: int, game: Game, t: Translator) -> Node:
    """The chart with its axes worded (the chance to win up the side, the moves along the
    foot) and its legend: each player's line, and what a dot marks and whose it is."""
    side = h("div", {"class_": "review-axis-y", "aria-hidden": "true"},
             h("span", {}, percent(1.0)), h("span", {"class_": "review-axis-name"},
                                              t("review.axis_chance")),
             h("span", {}, percent(0.0)))
    foot = h("div", {"class_": "review-axis-x", "aria-hidden": "true"},
             h("span", {}, t("review.move_no", n=1)),
             h("span", {"class_": "review-axis-name"}, t("review.axis_moves"), " →"),
             h("span", {}, t("review.move_no", n=total)))
    lines = [h("li", {"data-seat": s},
               h("span", {"class_": "legend-line", "style": f"background: {COLOURS[s % len(COLOURS)]}"}),
               " ", name) for s, name in enumerate(game.names)]
    dots = [h("li", {"data-mark": kind},
              h("span", {"class_": "legend-dot", "style": f"background: {MARK_COLOURS[kind]}"}),
              " ", t("review." + kind)) for kind in KINDS]
    return h("figure", {"class_": "review-figure"}, side, drawn, foot,
             h("figcaption", {},
               h("ul", {"class_": "review-legend"}, lines),
               h("p", {"class_": "review-marks"}, t("review.marks")),
               h("ul", {"class_": "review-legend"}, dots)))


def more(markup: Node, state: PageState, t: Translator) -> None:
    """Below the table, while the review is open: its summary and how moves are judged (above
    it, they would push the table, with the preferred move lit, far below the judgement)."""
    reviewing, game = state.review, state.game
    wrap = find_class(markup, "table-wrap")
    if reviewing is None or not reviewing.open or game is None or wrap is None:
        return
    summary = _summary(reviewing, game, t)
    wrap.children = [*wrap.children, h(
        "section", {"class_": "review-more", "aria-label": t("review.more")},
        h("h2", {}, t("review.more")) if summary is not None else None, summary,
        h("p", {"class_": "review-how"}, t("review.how", **{
            kind: round(100 * least) for kind, least in THRESHOLDS})))]


def _title(judged: Judged, k: int, said: str, t: Translator) -> str:
    mark = judged["mark"]
    return t("review.column", n=k + 1, move=said,
             chance=percent(judged["chances"][judged["seat"]])) + (
        f" – {t('review.' + mark)}" if mark else "")


def _judgement(plies: tuple[Judged, ...], at: int, game: Game, position: Game | None,
               played: list[str], t: Translator) -> Node | None:
    """The move played from the position on show, judged, both moves in words (`played`: each
    move in words)."""
    if at >= len(plies):
        return None
    judged = plies[at]
    said = played[at]
    if not judged["choice"]:
        text = t("review.forced", n=at + 1, move=said)
    elif judged["best"] == judged["move"]:
        text = t("review.agreed", n=at + 1, move=said,
                 chance=percent(judged["chances"][judged["seat"]]))
    else:
        if position is None:
            position = game.replayed(game.history[:at])
        text = t("review.better", n=at + 1, move=said,
                 chance=percent(judged["chances"][judged["seat"]]),
                 best=review_words.would_play(position, judged["best"], t),
                 best_chance=percent(judged["best_chance"]))
    mark = judged["mark"]
    return h("p", {"class_": "review-move", "data-mark": mark or "", "role": "status"},
             h("strong", {}, t("review." + mark) + ": ") if mark else None, text)


def _summary(reviewing: Reviewing, game: Game, t: Translator) -> Node | None:
    if not reviewing.plies:
        return None
    rows = []
    for seat, line in enumerate(summarise(reviewing.as_review(game), game.players)):
        deciding = line["deciding"]
        # Each cell names its column (data-label): on a phone the rows are laid out as cards.
        rows.append(h("tr", {"data-seat": seat},
                      h("th", {"scope": "row"}, game.names[seat]),
                      h("td", {"data-label": t("review.accuracy")}, f"{line['accuracy']:.0f}"),
                      [h("td", {"data-label": t("review." + kind + "s")}, line["marks"][kind])
                       for kind in KINDS],
                      h("td", {"data-label": t("review.deciding")}, None if deciding is None
                        else h("button", {"data-action": "replay", "data-to": deciding},
                               t("review.move_no", n=deciding + 1)))))
    head = h("tr", {}, h("th", {}, ""), h("th", {}, t("review.accuracy")),
             [h("th", {}, t("review." + kind + "s")) for kind in KINDS],
             h("th", {}, t("review.deciding")))
    return h("table", {"class_": "review-summary"}, h("thead", {}, head), h("tbody", {}, rows))
