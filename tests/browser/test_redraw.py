"""Only what changed is redrawn (issue 12): a move appends its log lines to the log on the
page, and parts of the screen that did not change stay the same elements."""

from browser.play import play_first_card, settled, wait_ply

from ludothek import new_game


def test_a_move_appends_to_the_log_and_keeps_unchanged_elements(session):
    # Light, so that undo is offered; a fixed deal whose first moves are cards (a draw would
    # reveal a card, and then undo is not offered).
    game = new_game("roseking", seed=3, options={"start": "red", "light": True})
    page = session.open("#" + game.link())
    for _ in range(2):  # two moves, the first one brings the replay controls in above the log
        # A mark on the element objects themselves (not an attribute: the patch would take
        # that away): it survives only on elements that were kept.
        page.evaluate("""() => {
            document.querySelectorAll('.log li').forEach((li) => { li.ludothekOld = true; });
            document.querySelector('.game-bar h1').ludothekOld = true; }""")
        before = page.locator(".log li").count()
        assert play_first_card(page) != "draw"
        page.wait_for_selector(f".log li[data-n='{before + 1}']")
        settled(page)
        kept = page.evaluate("() => [...document.querySelectorAll('.log li')].map((li) => !!li.ludothekOld)")
        assert kept == [True] * before + [False] * (len(kept) - before)  # old lines kept, new added
        assert page.evaluate("() => !!document.querySelector('.game-bar h1').ludothekOld")  # not rebuilt
    # Undo takes lines away: the log is drawn again from the game, not appended to.
    page.click("button[data-action=undo]")
    settled(page)
    numbers = [n for n in page.locator(".log .log-n").all_inner_texts() if n]
    assert numbers == ["1."]  # the lines of the one move left, numbered by move


# Counts the redraws of #app that one tap makes (dom.set_html looks the patch up at each call).
COUNT_REDRAWS_OF_ONE_TAP = """(selector) => {
    const patch = window.ludothekPatch;
    let redraws = 0;
    window.ludothekPatch = (el, html) => { if (el.id === 'app') redraws += 1; return patch(el, html); };
    const el = document.querySelector(selector);  // an SVG element has no click(): dispatch one
    try { el.dispatchEvent(new MouseEvent('click', {bubbles: true, cancelable: true, detail: 1})); }
    finally { window.ludothekPatch = patch; }
    return redraws;
}"""


def test_a_tap_against_the_computer_redraws_the_page_once(session):
    """The move, its save and the computer starting to think are one event: one redraw (the
    page drew twice before it was a value: the move, then the computer's thinking)."""
    # Light: a tap on a card plays it.
    game = new_game("roseking", seed=3, options={"start": "red", "light": True},
                    seats=["human", "easy"])
    page = session.open("#" + game.link())
    card = ".roseking-board .card.legal[data-move]:not([data-move^='H:'])"
    assert page.evaluate(COUNT_REDRAWS_OF_ONE_TAP, card) == 1
    wait_ply(page, 2)  # and the computer's move follows
    assert page.locator(".notice").count() == 1
