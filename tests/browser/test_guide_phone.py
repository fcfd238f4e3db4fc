"""The guided first game held in a hand (issue 46): at every step that lights a move, before
any tap, the instruction and the lit target are both on screen, the target clear of the sticky
bar and of the instruction; the guide's closing words are on screen when it ends. On a phone
(390x844, touch), a tablet (1180x820, touch) and a desktop (1440x900), German and English in turn.
Each walk is also the guide followed to its end by its own prompts (issue 32): the moves made
are the guide's, and the home screen marks the game learned once it is left."""

import pytest
from browser.play import saved_game, screenshot
from browser.test_guide_page import GUIDED, SIGNATURE, idle, learn, ply

from ludothek.core.guide import guide

SIZES = {"phone": {"viewport": {"width": 390, "height": 844}, "has_touch": True,
                   "is_mobile": True},
         "tablet": {"viewport": {"width": 1180, "height": 820}, "has_touch": True},
         "desktop": {"viewport": {"width": 1440, "height": 900}}}

# Where the instruction and the first lit target are, and whether each is in sight: inside the
# viewport, the target below the sticky bar and not under the instruction.
IN_SIGHT = """() => {
    const box = (el) => el && el.getBoundingClientRect();
    const now = box(document.querySelector('.guide .guide-now'));
    const lit = [...document.querySelectorAll('#app [data-hint]')]
        .map(box).find((r) => r.width > 0 && r.height > 0);
    const bar = box(document.querySelector('.game-bar'));
    const panel = box(document.querySelector('.guide'));
    const inside = (r, top) => !!r && r.top >= top - 1 && r.bottom <= innerHeight + 1
        && r.left >= -1 && r.right <= innerWidth + 1;
    const apart = (a, b) => a.bottom <= b.top + 1 || b.bottom <= a.top + 1
        || a.right <= b.left + 1 || b.right <= a.left + 1;
    const whole = !!now && now.bottom <= panel.bottom + 1 && now.top >= panel.top - 1;
    return {now: inside(panel, 0) && whole, lit: !!lit && inside(lit, bar.bottom) && apart(lit, panel),
            why: JSON.stringify({bar: bar.bottom, panel: panel && [panel.top, panel.bottom],
                                 lit: lit && [lit.top, lit.bottom, lit.left, lit.right]})};
}"""


def settle_scroll(page):
    """No move still flying (static/flip.js), and two frames without the page scrolling (the
    lit move is brought into sight after a redraw): what a person looks at."""
    page.wait_for_function("() => document.getAnimations().every((a) =>"
                           " a.id !== 'ludothek-move' || a.playState !== 'running')")
    page.wait_for_function("""() => new Promise((done) => {
        let y = scrollY; requestAnimationFrame(() => requestAnimationFrame(() =>
            done(scrollY === y))); })""")


# The middle of the first lit target when a finger can tap it where it is (in sight, on top).
TAPPABLE = """() => {
    const lit = [...document.querySelectorAll('#app [data-hint]')].find((el) => {
        const r = el.getBoundingClientRect(); return r.width > 0 && r.height > 0; });
    const r = lit.getBoundingClientRect(), x = r.left + r.width / 2, y = r.top + r.height / 2;
    const top = document.elementFromPoint(x, y);
    return top && (lit === top || lit.contains(top)) ? [x, y] : null;
}"""


def tap_lit(page):
    """Tap what the guide lights as a finger does, where it is on the screen (the page scrolls
    for it, not the test); one out of sight is tapped as Playwright does, scrolled to first."""
    before = page.evaluate(SIGNATURE)
    if page.locator("#overlay [data-action=confirm-yes]").count():
        page.click("#overlay [data-action=confirm-yes]")
    else:
        spot = page.evaluate(TAPPABLE)
        if spot is None:
            page.locator("#app [data-hint]:visible").first.click()
        else:
            page.mouse.click(*spot)
    page.wait_for_function(f"(before) => ({SIGNATURE})() !== before", arg=before)


def walk(page, game_id, size):
    """Follow the guide to its end; the taps on a lit target whose instruction and target were
    in sight before the tap, of all such taps (a move's second tap too: its square)."""
    steps = len(guide(game_id).steps)
    good, lit = 0, 0
    for tap in range(steps * 4):
        idle(page)
        here = ply(page)
        if here >= steps:
            return good, lit
        if not page.locator("#overlay [data-action=confirm-yes]").count():
            settle_scroll(page)
            sight = page.evaluate(IN_SIGHT)
            lit += 1
            good += sight["now"] and sight["lit"]
            if lit == 3:
                screenshot(page, f"guide-{size}-{game_id}-3")
            if not (sight["now"] and sight["lit"]):
                screenshot(page, f"guide-{size}-{game_id}-{tap}-out-of-sight")
        tap_lit(page)
    raise AssertionError(f"{game_id}: the guide did not end")


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("game_id", GUIDED)
def test_the_instruction_and_its_lit_target_are_in_sight_together(new_session, game_id, size):
    page = new_session(**SIZES[size]).open()
    lang = ("de", "en")[(GUIDED.index(game_id) + list(SIZES).index(size)) % 2]
    learn(page, game_id, lang)
    good, lit = walk(page, game_id, size)
    idle(page)
    settle_scroll(page)
    screenshot(page, f"guide-{size}-{game_id}-end")
    end = page.locator(".guide .guide-now").last
    leave = page.locator(".guide [data-action=guide-leave].primary")
    assert good == lit, f"{game_id} at {size}: {good} of {lit} lit steps in sight"
    for closing in (end, leave):  # the closing words and "Play on alone" are in sight
        assert closing.evaluate("(el) => { const r = el.getBoundingClientRect();"
                                " return r.top >= 0 && r.bottom <= innerHeight; }")
    steps = [step.move for step in guide(game_id).steps]
    assert saved_game(page).history[:len(steps)] == steps
    leave.click()
    page.wait_for_selector(".game .guide", state="detached")
    page.click("button[data-action=home]")
    page.wait_for_selector(f"section.game-card[data-game={game_id}] .learn-button.learned")
