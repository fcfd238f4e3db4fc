"""Only what changed is redrawn (issue 12): a move appends its log lines to the log on the
page, and parts of the screen that did not change stay the same elements."""

from browser.play import play_first_card, settled

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
    texts = page.locator(".log li").all_inner_texts()
    assert [t.split(".", 1)[0] for t in texts] == [str(n) for n in range(1, len(texts) + 1)]
