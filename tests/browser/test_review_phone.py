"""The computer's review held in a hand (issue 46): on a 390 px phone the review of each game
fits the screen (its summary laid out as cards, "Blunders" and "Deciding move" in sight), its
chart's axes and legend are worded, the move it says is lit on the table is found by scrolling
the table while the chart and the judgement stay in sight, and closing it returns to the
final scoring with its "Review" button. Tablet and desktop: no page wider than the screen.
axe-core finds nothing on the final scoring nor on the open review (issue 50)."""

import pytest
from browser.play import screenshot, wait_ply
from browser.test_axe import report, violations
from browser.test_review_games import judged
from web.test_record import finished

PHONE = {"viewport": {"width": 390, "height": 844}, "has_touch": True, "is_mobile": True}
GAMES = {"roseking": "en", "jacynth": "de", "portroyal": "en", "castlerampage": "de"}
WORDS = {"en": ("Blunders", "Deciding move", "Chance to win", "the player who made it"),
         "de": ("Patzer", "Entscheidender Zug", "Gewinnchance", "der ihn spielte")}
WIDTH = "document.documentElement.scrollWidth"
IN_SIGHT = """(el) => { const r = el.getBoundingClientRect();
    const panel = document.querySelector('#review').getBoundingClientRect();
    const clear = el.closest('#review') ? r.bottom <= panel.bottom + 1
        : r.top >= panel.bottom - 1;  // not under the review that stays in sight
    return clear && r.top >= -1 && r.bottom <= innerHeight + 1 && r.left >= -1
        && r.right <= 391; }"""


def opened_review(page, game, lang):
    wait_ply(page, len(game.history))
    if lang == "de":
        page.click(".game-bar [data-action=lang][data-value=de]")
        page.wait_for_selector("html[lang=de]")
    page.click(".final-box [data-action=review]")
    judged(page, 4)
    page.wait_for_selector(".review-summary")


@pytest.mark.parametrize("game_id", GAMES)
def test_on_a_phone_the_review_fits_says_its_chart_and_closes_to_the_final_scoring(
        new_session, game_id):
    lang = GAMES[game_id]
    game = finished(game_id, seed=3)
    page = new_session(**PHONE).open("#" + game.link())
    found: dict = {}
    wait_ply(page, len(game.history))
    violations(page, "final scoring", found)
    opened_review(page, game, lang)
    violations(page, "review", found)
    report(f"review-{game_id}", found)
    assert not found, found
    assert page.evaluate(WIDTH) <= 390
    blunders, deciding, chance, whose = WORDS[lang]
    assert chance in page.locator(".review-figure").inner_text()
    assert whose in page.locator(".review-figure").inner_text()
    for words in (blunders, deciding):  # the summary's figures, each named, on the screen
        cell = page.locator(f".review-summary td[data-label='{words}']").first
        assert cell.evaluate("(el) => el.getBoundingClientRect().right <= 390")
    screenshot(page, f"review-phone-{game_id}", full_page=True)
    # a move of the chart: the replay there; its lit move (if the computer preferred another)
    # is scrolled to with the chart and the judgement still in sight
    page.locator('.review-chart .chart-move[data-to="2"]').click()
    wait_ply(page, 2)
    assert page.evaluate(WIDTH) <= 390
    lit = page.locator("#app .table [data-hint]:visible")
    if lit.count():
        lit.first.evaluate("(el) => el.scrollIntoView({block: 'end'})")
        screenshot(page, f"review-phone-{game_id}-lit")
        assert lit.first.evaluate(IN_SIGHT)
        assert page.locator(".review-move").evaluate(IN_SIGHT)
    page.click("[data-action=review-close]")
    wait_ply(page, len(game.history))
    page.wait_for_selector(".final-box [data-action=review]")
    assert not page.locator(".replay-banner").count()
    assert page.evaluate(WIDTH) <= 390


@pytest.mark.parametrize("size", [(1180, 820), (1440, 900)])
def test_on_a_tablet_and_a_desktop_the_review_fits_the_screen(new_session, size):
    game = finished("portroyal", seed=3)
    page = new_session(viewport={"width": size[0], "height": size[1]}).open("#" + game.link())
    opened_review(page, game, "en")
    assert page.evaluate(WIDTH) <= size[0]
    screenshot(page, f"review-{size[0]}-portroyal")
