"""Rosenkönig's "?" mode in the real page (issue 32): a tapped card says where it takes the
crown and plays nothing; with the mode off the card plays again; a long press explains a piece
without playing it. The dialog is saved at phone size for a person to look at."""

from browser.play import saved_game, screenshot, settled
from browser.test_roseking_page import click_move, game_until

from ludothek.roseking.moves import parse
from ludothek.roseking.rules import square_name, target_of

DIALOG = "#overlay .dialog.explain"


def test_a_card_explains_itself_in_the_mode_and_by_a_long_press_then_plays(session):
    def playable(g):
        return [m for m in g.legal_moves() if m != "draw" and not m.startswith("H:")]

    g = game_until(lambda g: len(g.history) >= 6 and playable(g)
                   and playable(g.replayed(g.history + playable(g)[:1])))
    move = playable(g)[0]
    card = parse(move).card
    page = session.open("#" + g.link())
    page.set_viewport_size({"width": 390, "height": 844})
    settled(page)
    page.click("button[data-action=explain-mode]")
    page.click(f".roseking-board .card[data-card={card}]")
    text = page.locator(DIALOG).inner_text()
    assert "Power card" in text and f"to {square_name(target_of(g.crown, card))}" in text
    screenshot(page, "roseking-explain-phone")
    page.click(f"{DIALOG} [data-action=close-dialog]")
    assert saved_game(page).history == g.history  # explained, not played
    page.click("button[data-action=explain-mode]")
    click_move(page, move)
    after = saved_game(page)
    assert after.history == g.history + [move]
    settled(page)
    held = playable(after)[0]  # the next player's card: a tap would choose it
    box = page.locator(f".roseking-board .card[data-card={held}]").bounding_box()
    page.mouse.move(box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)
    page.mouse.down()
    page.wait_for_selector(DIALOG)
    page.mouse.up()
    assert f"Played now, it takes the crown from {square_name(after.crown)}" \
        in page.locator(DIALOG).inner_text()
    page.click(f"{DIALOG} [data-action=close-dialog]")
    assert saved_game(page).history == after.history
    assert page.locator(".roseking-board .card.selected").count() == 0  # nor chosen
