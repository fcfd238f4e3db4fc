"""The keyboard alone (issue 50): the first Tab reaches a skip link to the table; the arrow keys
move along the table's controls (never stepping the game back); Enter plays; after a move, the
person's and the computer's, the focus is on the table, never on the page's body; the log is
one stop of the Tab order."""

import pytest
from browser.play import screenshot, settled, wait_ply

from ludothek import new_game

ACTIVE = """() => { const el = document.activeElement;
    return {tag: el.tagName, body: el === document.body, inTable: !!el.closest('#app .table-wrap'),
            action: el.getAttribute('data-action'), move: el.getAttribute('data-move'),
            skip: el.classList.contains('skip-link')}; }"""


def active(page):
    return page.evaluate(ACTIVE)


def keys_to(page, action, limit=80):
    """Arrow right along the table until a control of `action` has the focus; the presses."""
    for presses in range(limit):
        if active(page)["action"] == action:
            return presses
        page.keyboard.press("ArrowRight")
    raise AssertionError(f"no {action} reached in {limit} presses: {active(page)}")


@pytest.mark.parametrize("game_id,options", [("roseking", {"light": True, "start": "red"}),
                                             ("jacynth", {})])
def test_a_move_by_keys_alone_and_the_focus_stays_on_the_table(session, game_id, options):
    game = new_game(game_id, seed=3, players=2, names=["Me", "CPU"], seats=["human", "easy"],
                    options=options)
    page = session.open("#" + game.link())
    page.wait_for_selector("#app .table [data-action=move], #app .table [data-action=select]")
    ply = int(page.get_attribute("html", "data-ply"))
    page.keyboard.press("Tab")
    assert active(page)["skip"], active(page)  # the first stop: the skip link, in sight
    box = page.locator(".skip-link[data-action=to-table]").bounding_box()
    assert box is not None and box["y"] >= 0
    screenshot(page, f"keyboard-skip-{game_id}")
    page.keyboard.press("Enter")
    page.wait_for_function("() => !!document.activeElement.closest('#app .table')")
    presses = 0
    if game_id == "jacynth":  # a card of the hand first, then its cell
        presses += keys_to(page, "select")
        page.keyboard.press("Enter")
        page.wait_for_selector("#app .jacynth-city .hit[data-action=move]")
    presses += keys_to(page, "move")
    page.wait_for_function("() => document.activeElement.getAttribute('data-action') === 'move'")
    assert int(page.get_attribute("html", "data-ply")) == ply  # arrows moved no game
    page.keyboard.press("Enter")
    wait_ply(page, ply + 1)
    state = active(page)
    assert not state["body"] and state["inTable"], state  # the focus stayed on the table
    # The computer's move (Jacynth: the person's token step first, by keys too).
    if game_id == "jacynth":
        page.wait_for_selector(".jacynth .prompt button[data-move=skip]")
        settled(page)  # a key held on would be the same gesture (core/taps.py)
        page.focus(".jacynth .prompt button[data-move=skip]")
        page.keyboard.press("Enter")
    page.wait_for_function("""() => !document.documentElement.hasAttribute('data-searching') &&
        document.querySelector('#app .table [data-action=move], #app .table [data-action=select]') &&
        document.documentElement.dataset.ply > %d""" % (ply + 1), timeout=60_000)
    state = active(page)
    assert not state["body"] and state["inTable"], state
    screenshot(page, f"keyboard-after-computer-{game_id}")
    print(game_id, "key presses to a move", presses + 2 + (game_id == "jacynth"))


def test_the_log_is_one_tab_stop_and_its_lines_answer_the_arrow_keys(session):
    game = new_game("roseking", seed=3, options={"light": True})
    for _ in range(4):
        game.play(game.legal_moves()[0])
    page = session.open("#" + game.link())
    page.focus("#app .log")
    page.keyboard.press("Tab")  # past the whole log in one press
    assert page.evaluate("() => !document.activeElement.closest('#app .log')")
    page.focus("#app .log")
    page.keyboard.press("ArrowDown")
    assert page.evaluate("() => document.activeElement.classList.contains('log-line')")
    page.keyboard.press("Enter")  # a line shows its moment, as a tap does
    page.wait_for_selector(".replay-banner")
