"""Jacynth's "?" mode in the real page (issue 32): a city card tapped in the mode says its
suits, districts and token and plays nothing; with the mode off a card is placed again; a long
press on a lit card of the token step explains it without placing the token. The dialog is
saved at phone size for a person to look at."""

from browser.play import saved_game, screenshot, settled
from browser.test_jacynth_page import click_move, reveal_if_asked

from ludothek import new_game
from ludothek.core import Rng
from ludothek.jacynth.cards import NAMES
from ludothek.jacynth.rules import GRIDS

DIALOG = "#overlay .dialog.explain"


def with_a_token_down():
    """A two-player game a few turns in, a token in the city, a card to place next."""
    g = new_game("jacynth", seed=8, players=2, names=["Ann", "Ben"])
    rng = Rng(8)
    while len(g.history) < 6 or g.phase != "play" or not any(s is not None for s in g.tokens):
        moves = g.legal_moves()
        tokens = [m for m in moves if m.startswith("t:")]
        g.play(rng.choice(tokens or moves))
    return g


def test_a_card_explains_itself_in_the_mode_and_by_a_long_press_then_plays(session):
    g = with_a_token_down()
    names = GRIDS[g.size][0]
    cell = next(names[i] for i, s in enumerate(g.tokens) if s is not None)
    card = g.city[names.index(cell)]
    page = session.open("#" + g.link())
    page.set_viewport_size({"width": 390, "height": 844})
    reveal_if_asked(page)
    settled(page)
    page.click("button[data-action=explain-mode]")
    page.click(f".jacynth-city g.card[data-cell={cell}]")
    text = page.locator(DIALOG).inner_text()
    assert NAMES[card]["en"].lower() in text.lower() and f"on {cell}" in text
    assert "in a district of" in text and "influence token lies on it" in text
    screenshot(page, "jacynth-explain-phone")
    page.click(f"{DIALOG} [data-action=close-dialog]")
    assert saved_game(page).history == g.history  # explained, not enlarged nor played
    page.click("button[data-action=explain-mode]")
    move = next(m for m in g.legal_moves())
    click_move(page, move)
    after = saved_game(page)
    assert after.history == g.history + [move] and after.phase == "token"
    settled(page)
    lit = next(m for m in after.legal_moves() if m.startswith("t:"))
    box = page.locator(f".jacynth-city .hit[data-move='{lit}']").bounding_box()
    page.mouse.move(box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)
    page.mouse.down()
    page.wait_for_selector(DIALOG)
    page.mouse.up()
    assert "Now you may put your influence token on it." in page.locator(DIALOG).inner_text()
    page.click(f"{DIALOG} [data-action=close-dialog]")
    assert saved_game(page).history == after.history  # the token is not placed
