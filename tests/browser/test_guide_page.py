"""The guided first game of each game in the page (issue 32): "Learn to play" on the home
screen; a move the guide does not ask for is refused; leaving it half-way leaves a normal game;
a reload keeps the guide. Each guide followed to its end by tapping only what it lights, in
both languages, and the home screen marking it learned: test_guide_phone.py, at three sizes."""

from browser.play import screenshot, settled

from ludothek.core import registry

GUIDED = [g for g in sorted(registry.specs()) if registry.has_module(g, "guide")]

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
