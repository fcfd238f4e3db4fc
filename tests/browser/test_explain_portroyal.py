"""Issue 32 in the real page, on a phone: Port Royal's "?" mode explains a harbour person (its
cost for the player at the device) instead of trying to hire it; with the mode off a tap plays;
a finger held on the draw pile, a move, explains it and plays nothing."""

import random

from browser.play import saved_game, screenshot

from ludothek import new_game
from ludothek.portroyal.cards import CARD

TABLE = ".table.portroyal"
DIALOG = "#overlay .dialog.explain"


def _trade_position():
    """Ann (active) takes in Trade & Hire, far from the game's end: the harbour holds a person
    she cannot afford and a ship she may trade with one tap."""
    for seed in range(300):
        g = new_game("portroyal", seed=seed, players=3, names=["Ann", "Ben", "Cid"],
                     options={"expansion": False})
        pick = random.Random(seed)
        while not g.is_over and len(g.history) < 400:
            legal = g.legal_moves()
            dear = [c for c in g.harbour if CARD[c].type == "person" and f"take:{c}" not in legal]
            early = all(g.points(s) < 8 for s in range(3))  # no end after this turn
            if g.phase == "trade" and g.to_move == g.active == 0 and dear and early \
                    and any(f"take:{c}" in legal for c in g.harbour if CARD[c].type == "ship"):
                return g, dear[0]
            takes = [m for m in legal if m.startswith("take:")]
            g.play(pick.choice(takes) if takes and pick.random() < 0.8 else pick.choice(legal))
    raise AssertionError("no such position")


def test_the_question_mode_and_a_long_press_explain_a_card_and_play_nothing(new_session):
    g, dear = _trade_position()
    page = new_session(viewport={"width": 390, "height": 844}, has_touch=True,
                       is_mobile=True).open("#" + g.link())
    page.locator("button[data-action=explain-mode]").tap()
    page.locator(f"{TABLE} .pr-harbour svg.pr-card[data-card='{dear}']").tap()
    dialog = page.wait_for_selector(DIALOG)
    text = dialog.inner_text()
    assert "Hiring it costs Ann" in text and "not enough" in text, text
    assert dialog.query_selector("button[data-action=rules]") is not None
    screenshot(page, "explain-portroyal-390x844")
    page.locator(f"{DIALOG} button[data-action=close-dialog]").tap()
    page.wait_for_selector(DIALOG, state="detached")
    assert saved_game(page).history == g.history
    page.locator("button[data-action=explain-mode]").tap()

    # With the mode off, a tap on a ship plays it.
    ship = next(c for c in g.harbour if CARD[c].type == "ship" and f"take:{c}" in g.legal_moves())
    page.locator(f"{TABLE} .pr-harbour svg.pr-card[data-card='{ship}']").tap()
    page.wait_for_function(f"() => !document.querySelector(\"{TABLE} .pr-harbour "
                           f"svg.pr-card[data-card='{ship}']\")")
    after = saved_game(page)
    assert after.history == g.history + [f"take:{ship}"]

    # Held down, the draw pile (a move, or a tried one, whatever the phase now) is explained,
    # and nothing is revealed or refused.
    pile = page.locator(f"{TABLE} svg.pr-back")
    assert pile.get_attribute("data-action") in ("move", "try")
    pile.scroll_into_view_if_needed()
    box = pile.bounding_box()
    page.mouse.move(box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)
    page.mouse.down()
    held = page.wait_for_selector(DIALOG)
    page.mouse.up()
    assert "Draw pile" in held.inner_text() and "face-down" in held.inner_text()
    # One tap on Close closes it: the hold leaves no click owed to eat it (before, it did).
    page.click(f"{DIALOG} [data-action=close-dialog]")
    page.wait_for_selector(DIALOG, state="detached")
    assert not page.locator("#alert").is_visible()
    assert saved_game(page).history == after.history
