"""Castle Rampage's "?" mode in the real page (issue 32), at phone size: a tapped hand card says
its values, its moves now and what the opponent knows of it; the mode switched off, a tap plays
again; a long press on a face-down card of the opponent explains it and plays nothing."""

from browser.play import screenshot, settled, saved_game
from browser.test_castlerampage_page import click_move, game_until, reveal

PHONE = {"width": 390, "height": 844}
DIALOG = "#overlay .dialog.explain"


def _position(g):
    """Main phase, a few turns in: a hand card to reinforce with, a Gate card of the opponent."""
    return (g.wait == "main" and g.turn >= 4 and not g.reinforced and not g.locked
            and g.gates[1 - g.to_move] and any(m.startswith("reinforce:") for m in g.legal_moves()))


def test_a_piece_explains_itself_on_a_tap_in_the_mode_and_on_a_long_press(new_session):
    g = game_until(_position)
    move = next(m for m in g.legal_moves() if m.startswith("reinforce:"))
    kind = move.split(":")[1]
    session = new_session(viewport=PHONE)
    page = session.open("#" + g.link())
    reveal(page)
    page.click("button[data-action=explain-mode]")
    page.click(f".cr-own-hand svg[data-value='hand:{kind}']")
    dialog = page.wait_for_selector(DIALOG)
    text = dialog.inner_text()
    assert "In your hand." in text and "Now you can:" in text and "know" in text
    assert "under your Gate" in text
    screenshot(page, "explain-castlerampage-hand")
    page.click("#overlay [data-action=close-dialog]")
    page.wait_for_selector(DIALOG, state="detached")
    assert saved_game(page).history == g.history  # the tap explained, it did not play
    page.click("button[data-action=explain-mode]")
    click_move(page, move)  # the mode off: a tap plays again
    assert saved_game(page).history == g.history + [move]
    # A long press on the opponent's top Gate card: what the viewer knows of it, nothing played.
    settled(page)
    card = page.locator(".cr-top .cr-gate svg[data-slot]").first
    card.scroll_into_view_if_needed()
    box = card.bounding_box()
    assert box is not None
    page.mouse.move(box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)
    page.mouse.down()
    dialog = page.wait_for_selector(DIALOG)
    page.mouse.up()
    text = dialog.inner_text()
    assert "Gate, card 1 from the top" in text and "The next attack on" in text
    screenshot(page, "explain-castlerampage-gate")
    page.click("#overlay [data-action=close-dialog]")
    assert saved_game(page).history == g.history + [move]
