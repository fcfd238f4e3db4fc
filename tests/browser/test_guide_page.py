"""The guided first game of each game in the page (issue 32): "Learn to play" on the home
screen, followed to its end by tapping only what the guide lights, in German for some games and
English for the others (each is worded in both: tests/contract/test_guide.py); leaving it
half-way leaves a normal game; a reload keeps the guide; the home screen marks it learned."""

import pytest
from browser.play import saved_game, screenshot, settled

from ludothek.core import registry
from ludothek.core.guide import guide

GUIDED = [g for g in sorted(registry.specs()) if registry.has_module(g, "guide")]
LANG = {game_id: ("de", "en")[i % 2] for i, game_id in enumerate(GUIDED)}

# What changes when a lit tap was taken: the position, a lit move target (after a first tap
# that selected a part of the move), a question to confirm it.
SIGNATURE = """() => [document.documentElement.dataset.ply,
    document.querySelectorAll('#app [data-hint][data-action=move]').length,
    document.querySelectorAll('#app [aria-pressed=true], #app .selected').length,
    !!document.querySelector('#overlay [data-action=confirm-yes]')].join('/')"""


def learn(page, game_id, lang="en"):
    page.click(f".home .lang-switch button[data-value={lang}]")
    page.wait_for_selector(f"html[lang={lang}]")
    page.click(f"section.game-card[data-game={game_id}] [data-action=learn]")
    page.wait_for_selector(".game .guide")


def ply(page):
    return int(page.evaluate("document.documentElement.dataset.ply"))


def idle(page):
    """The computer's prepared move made (none under way) and the last tap settled."""
    page.wait_for_selector("html:not([data-searching])", state="attached")
    settled(page)


def take_one_lit_tap(page):
    before = page.evaluate(SIGNATURE)
    if page.locator("#overlay [data-action=confirm-yes]").count():
        page.click("#overlay [data-action=confirm-yes]")
    else:
        page.locator("#app [data-hint]:visible").first.click()
    page.wait_for_function(f"(before) => ({SIGNATURE})() !== before", arg=before)


def follow_the_guide(page, game_id, shots=0):
    """Tap what the guide lights until its prepared moves are made; screenshots of the first
    `shots` steps."""
    steps = len(guide(game_id).steps)
    for _ in range(steps * 4):
        idle(page)
        if ply(page) >= steps:
            return
        if ply(page) < shots:
            screenshot(page, f"guide-{game_id}-{ply(page)}")
        take_one_lit_tap(page)
    raise AssertionError(f"{game_id}: the guide did not end within {steps * 4} taps")


@pytest.mark.parametrize("game_id", GUIDED)
def test_each_guided_game_is_followed_to_its_end_by_its_own_prompts(session, game_id):
    page = session.open()
    lang = LANG[game_id]
    learn(page, game_id, lang)
    follow_the_guide(page, game_id, shots=3)
    page.wait_for_selector(".guide [data-action=guide-leave].primary")
    game = saved_game(page)
    assert game.history[:len(guide(game_id).steps)] == [s.move for s in guide(game_id).steps]
    screenshot(page, f"guide-{game_id}-end")
    page.click(".guide [data-action=guide-leave]")
    page.wait_for_selector(".game .guide", state="detached")
    page.click("button[data-action=home]")
    page.wait_for_selector(f"section.game-card[data-game={game_id}] .learn-button.learned")


def test_a_move_the_guide_does_not_ask_for_is_refused_with_a_word_on_the_guide(session):
    page = session.open()
    learn(page, "roseking")
    page.click(".roseking-board .card.legal:not([data-hint])")  # another playable card
    page.locator(".roseking-board .hit[data-move]").first.click()
    assert "lit move" in page.locator("#alert").inner_text()
    assert ply(page) == 0


def test_left_half_way_the_game_goes_on_as_a_normal_one(session):
    page = session.open()
    learn(page, "roseking", "de")
    take_one_lit_tap(page)  # the card
    take_one_lit_tap(page)  # its square
    idle(page)
    assert ply(page) == 2
    page.click(".guide [data-action=guide-leave]")
    page.wait_for_selector(".game .guide", state="detached")
    assert page.locator("#app [data-hint]").count() == 0
    free = page.locator(".roseking-board .card.legal").first  # any card now, none lit
    free.click()
    page.locator(".roseking-board .hit[data-move]").first.click()
    page.wait_for_selector("html[data-ply='4']", state="attached")  # the computer answered
    assert page.locator(".game .guide").count() == 0


def test_a_reload_mid_guide_keeps_the_guide_at_its_step(session):
    page = session.open()
    learn(page, "roseking")
    take_one_lit_tap(page)
    take_one_lit_tap(page)
    idle(page)
    page.reload()
    page.wait_for_selector("html[data-ready]", state="attached")
    page.wait_for_selector(".game .guide[data-guide-step='2']")
    assert page.locator("#app [data-hint]").count() >= 1


def test_on_a_phone_the_lit_piece_is_in_sight_at_each_step(new_session):
    session = new_session(viewport={"width": 390, "height": 844}, has_touch=True, is_mobile=True)
    page = session.open()
    learn(page, "roseking")
    for _ in range(2):  # the start, and after the computer's prepared answer
        lit = page.locator("#app [data-hint]:visible").first
        page.wait_for_function("""() => { const r = document.querySelector('#app [data-hint]')
            .getBoundingClientRect(); return r.top >= 0 && r.bottom <= innerHeight; }""")
        assert lit.count() == 1
        take_one_lit_tap(page)
        take_one_lit_tap(page)
        idle(page)
    screenshot(page, "guide-roseking-phone")
