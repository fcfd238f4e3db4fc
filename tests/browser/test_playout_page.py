"""Moves made elsewhere are played out in their order in the page (issue 33, web/playout.py):
several moves another tab saved at once, a link's new moves and the others' turn behind the
pass-the-device screen, each drawn (and animated) in turn on the way to the present."""

from browser.play import current_save_id, put_save, screenshot

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


def test_a_link_that_continues_a_saved_game_plays_the_new_moves_out_in_order(session):
    """Play at a distance: the other player's link after their two moves steps from where
    this device had the game through each of their moves to the present."""
    game = new_game("roseking", seed=4, options={"start": "red"}, names=["Ann", "Bo"])
    for _ in range(3):
        game.play(next(m for m in game.legal_moves() if m != "draw"))
    page = session.open("#" + game.link())  # this device's own last move, kept
    page.wait_for_function("() => /^#game\\//.test(location.hash)")  # kept: named by its save
    for _ in range(2):
        game.play(next(m for m in game.legal_moves() if m != "draw"))
    page.evaluate(RECORD_PLIES)
    page.evaluate("(h) => { location.hash = h; }", "#" + game.link())
    page.wait_for_selector("html[data-playing-out]", state="attached")
    page.wait_for_selector("html:not([data-playing-out])[data-ply='5']", state="attached")
    assert page.evaluate("window.__plies").index("4") < page.evaluate("window.__plies").index("5")


def test_after_the_pass_the_device_screen_the_others_turn_is_played_out(session):
    """Hot seat: the first person's whole turn (a card, then a token or none) happened behind
    the screen for the second; after "it is me" the second sees it move by move."""
    game = new_game("jacynth", seed=7, players=2, names=["Ann", "Bo"])
    first = game.to_move
    while game.to_move == first:
        game.play(game.legal_moves()[0])
    page = session.open("#" + game.link())
    page.wait_for_selector("#overlay [data-action=reveal]")
    page.evaluate(RECORD_PLIES)
    page.click("#overlay [data-action=reveal]")
    page.wait_for_selector("html[data-playing-out]", state="attached")
    screenshot(page, "playout-jacynth-after-pass-the-device")
    last = len(game.history)
    page.wait_for_selector(f"html:not([data-playing-out])[data-ply='{last}']", state="attached")
    plies = [int(p) for p in page.evaluate("window.__plies") if p is not None]
    assert plies[0] == 0 and plies == sorted(plies) and plies[-1] == last, plies
