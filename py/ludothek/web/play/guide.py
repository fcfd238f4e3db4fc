"""The guided first game in the page (core/guide.py has the script): the step at the open
game's ply says what to do and lights its move; the computer's prepared moves are played
without a search; a person's other legal move is refused with a word on the guide; reaching
the end of the script marks the game learned (a setting the home screen shows).

The page keeps only whether the open game is guided (`PageState.guided`, saved beside the
game); where the guide stands is the number of moves played."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...core.guide import Guide, GuideStep, follows, guide, step_number
from ...draw.markup import Child, Node, h
from ..core.effects import Effect, SaveSetting, ShowLit
from ..core.i18n import Translator
from ..core.state import PageState

if TYPE_CHECKING:
    from ...core.game import Game

LEARNED_SETTING = "learned"  # the games whose guide was followed to its end, comma-separated

Step = tuple[PageState, list[Effect]]


def script(state: PageState) -> Guide | None:
    """The guide leading the open game: none once left, or once the game left the script."""
    game = state.game
    if not state.guided or game is None:
        return None
    found = guide(game.ID)
    return found if found is not None and follows(game, found) else None


def _step_here(state: PageState, person: bool) -> GuideStep | None:
    found, game = script(state), state.game
    if found is None or game is None or game.is_over:
        return None
    step = found.step(len(game.history))
    if step is None or (game.seats[game.current_seat()] == "human") != person:
        return None
    return step


def expected(state: PageState) -> str | None:
    """The move the guide asks of the person to move now (None: no such step)."""
    step = _step_here(state, person=True)
    return None if step is None else step.move


def prepared(state: PageState) -> str | None:
    """The computer's prepared move now (None: it searches as always)."""
    step = _step_here(state, person=False)
    return None if step is None else step.move


def bring_lit(state: PageState) -> list[Effect]:
    """Where the guide now asks the person for a move: its lit piece brought into sight."""
    return [ShowLit()] if expected(state) is not None else []


def show_next_part(markup: Node, state: PageState) -> None:
    """A first tap of the guide's move (a card chosen) lights the move's next part (its
    square): the page brings what that tap shows into sight (`ShowTapResult` for the ui key
    it set), and here that is the lit part, where the renderer marks nothing else for it."""
    if expected(state) is None:
        return
    keys = [key for key, value in state.ui.items() if value is not None]
    if not keys:
        return
    nodes = [node for node in walk(markup)]
    if any(node.attrs.get("data-shows-tap") == keys[-1] for node in nodes):
        return  # the renderer's own: it holds the lit part (a card's buttons)
    lit = next((node for node in nodes if "data-hint" in node.attrs), None)
    if lit is not None:
        lit.attrs = {**lit.attrs, "data-shows-tap": keys[-1]}


def walk(child: Child) -> list[Node]:
    """Every node of `child`, in the document's order."""
    if isinstance(child, Node):
        return [child, *(node for grand in child.children for node in walk(grand))]
    if isinstance(child, (list, tuple)):
        return [node for item in child for node in walk(item)]
    return []


def read_learned(setting: str | None) -> tuple[str, ...]:
    return tuple(sorted({game for game in (setting or "").split(",") if game}))


def progressed(state: PageState) -> Step:
    """After a move: the guide's last prepared move made marks its game learned; a person's
    move the guide asks another of at once (several moves in a turn) brings that one's lit
    piece into sight (after the computer's moves, `bring_lit` does)."""
    found, game = script(state), state.game
    if found is None or game is None:
        return state, []
    history = game.history
    if len(history) < len(found.steps) or game.ID in state.learned:
        by_person = bool(history) and game.seats[game.match.movers[len(history) - 1]] == "human"
        return state, bring_lit(state) if by_person else []
    learned = read_learned(",".join((*state.learned, game.ID)))
    return state.replace(learned=learned), [SaveSetting(LEARNED_SETTING, ",".join(learned))]


def _said(step: GuideStep, t: Translator) -> str:
    return step.say.get(t.lang) or next(iter(step.say.values()), "")


def _rule_button(game: Game, step: GuideStep | None, t: Translator) -> Node | None:
    if step is None or step.section is None:
        return None
    return h("button", {"data-action": "rules", "data-game": game.ID, "data-section": step.section,
                        "class_": "guide-rule"}, t("guide.rule"))


def _computers_turn(game: Game, found: Guide, ply: int) -> list[GuideStep]:
    """The prepared moves the computer made since the person last moved that say something,
    in their order: told until the person moves (a turn of several moves stays readable)."""
    told: list[GuideStep] = []
    while ply > 0 and game.seats[game.match.movers[ply - 1]] != "human":
        step = found.step(ply - 1)
        if step is not None and step.say:
            told.insert(0, step)
        ply -= 1
    return told


def panel(state: PageState, game: Game, t: Translator) -> Node | None:
    """Below the table, held at the foot of the screen while the table runs on below it (so
    the instruction and the move it lights are in sight together, on a phone too): what just
    happened (the computer's prepared move), what to do now and the rule it shows; at the end,
    that the game goes on as a normal one. Its steps are the person's, numbered 1..n."""
    found = script(state)
    if found is None or state.shown is not None:
        return None
    ply = len(game.history)
    done = _computers_turn(game, found, ply)
    now = found.step(ply)
    if now is not None and (game.seats[game.current_seat()] != "human" or game.is_over):
        now = None  # the computer's move comes first
    finished = ply >= len(found.steps)
    n, of = step_number(game.ID, ply)
    head: list[Child] = [h("strong", {}, t("guide.title")), " ",
                         h("span", {"class_": "guide-step"}, t("guide.step", n=n, of=of))
                         if not finished and n <= of else None]
    buttons = h("span", {"class_": "guide-buttons"},
                _rule_button(game, now or next(reversed(done), None), t),
                h("button", {"data-action": "guide-leave",
                             "class_": "primary" if finished else "guide-leave"},
                  t("guide.play_on" if finished else "guide.leave")))
    return h("section", {"class_": "guide" + (" guide-end" if finished else ""),
                         "role": "status", "aria-live": "polite", "data-guide-step": ply},
             h("div", {"class_": "guide-head"}, h("p", {}, head), buttons),
             [h("p", {"class_": "guide-done"}, _said(step, t)) for step in done],
             h("p", {"class_": "guide-now"}, _said(now, t)) if now is not None else None,
             h("p", {"class_": "guide-now"}, found.finish.get(t.lang) or t("guide.finished"))
             if finished else None)
