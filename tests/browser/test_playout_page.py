"""Moves made elsewhere are played out in their order in the page (issue 33, web/playout.py):
several moves another tab saved at once, and the other person's turn behind the
pass-the-device screen, each drawn (and animated) in turn on the way to the present."""

from browser.play import current_save_id, put_save, saved_game, screenshot

from ludothek import new_game

# Every position the page draws from now on, in order (<html data-ply>).
RECORD_PLIES = """() => { window.__plies = [];
    new MutationObserver(() => window.__plies.push(document.documentElement.dataset.ply))
        .observe(document.documentElement, {attributes: true, attributeFilter: ['data-ply']}); }"""


def test_moves_saved_at_once_in_another_tab_are_played_out_one_by_one(session):
    game = new_game("roseking", seed=4, options={"start": "red"}, names=["Ann", "Bo"])
    page = session.open()
    put_save(page, "abc", game.save(id="abc", status={"finished": False, "to_move_name": "Ann"},
                                    updated=1_700_000_000_000))
    page = session.open("#game/abc")
    page.wait_for_selector(".game-bar")
    assert current_save_id(page) == "abc"
    page.evaluate(RECORD_PLIES)
    for _ in range(3):
        game.play(next(m for m in game.legal_moves() if m != "draw"))
    other = session.open()
    put_save(other, "abc", game.save(id="abc", status={"finished": False, "to_move_name": "Bo"},
                                     updated=1_700_000_100_000))
    page.wait_for_function("() => (window.__plies || []).includes('1')")
    screenshot(page, "playout-roseking-first-of-three")
    page.wait_for_selector("html[data-ply='3'][data-ply-max='3']", state="attached")
    plies = [p for p in page.evaluate("window.__plies") if p is not None]
    assert plies == sorted(plies) and {"1", "2", "3"} <= set(plies), plies
    assert page.locator(".replay-banner").count() == 0


def test_after_the_pass_the_device_screen_the_others_turn_is_played_out(session):
    page = session.open()
    card = page.locator("section.game-card[data-game=jacynth]")
    card.locator("summary").click()
    card.locator("button[data-action=start]").click()
    page.click("#overlay [data-action=reveal]")
    first = saved_game(page).current_seat()
    while saved_game(page).current_seat() == first:  # the first player's card and token
        before = len(saved_game(page).history)
        page.locator("#app [data-action=select], #app [data-action=move]").first.click()
        page.wait_for_function("(n) => Number(document.documentElement.dataset.ply) > n || "
                               "document.querySelector('#app .selected, #app [aria-pressed=true]')",
                               arg=before)
        page.locator("#app [data-action=move]").first.click() \
            if len(saved_game(page).history) == before else None
    page.wait_for_selector("#overlay [data-action=reveal]")
    page.evaluate(RECORD_PLIES)
    page.click("#overlay [data-action=reveal]")
    last = len(saved_game(page).history)
    page.wait_for_selector(f"html[data-ply='{last}']", state="attached")
    plies = [int(p) for p in page.evaluate("window.__plies") if p is not None]
    assert plies[0] < last and plies == sorted(plies), plies
