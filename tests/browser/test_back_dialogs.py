"""The browser's Back (Android's back gesture) closes what lies over the table (issue 36): the
share dialog, the delete question, a move's question, the '?' mode's explanation, an enlarged
card. The game or the home screen stays as it was; a dialog closed its own way leaves no entry
behind, so the next Back goes where it went before the dialog."""

from browser.play import reveal as watch_reveal
from browser.play import play_first_card, saved_game, settled, start_game, wait_ply
from browser.test_fit_and_keys import hero_position

from ludothek import new_game

OVERLAY_DIALOG = "#overlay [role=dialog]"
ZOOMED = "#app [role=dialog][data-zoom]"


def back_closes(page, selector):
    """Back closes what `selector` finds, and the page stays where it was (its address)."""
    address = page.evaluate("location.hash")
    page.wait_for_selector(selector)
    page.go_back()
    page.wait_for_selector(selector, state="detached")
    assert page.evaluate("location.hash") == address
    assert page.locator(OVERLAY_DIALOG).count() == 0


def back_goes_home(page):
    """The next Back returns from the game to the games, as it did before any dialog."""
    page.go_back()
    page.wait_for_selector(".home")
    assert page.evaluate("location.hash") == ""


def open_over_home(session, game):
    """The game of a link, opened from the home screen (so Back has the games to go to)."""
    page = session.open()
    page.evaluate("(link) => { location.hash = link; }", "#" + game.link())
    page.wait_for_selector(".game-bar")
    page.wait_for_function("location.hash.startsWith('#game/')")
    return page


def test_back_closes_the_share_dialog_and_then_goes_home(session):
    page = session.open()
    start_game(page, "roseking")
    page.click("button[data-action=share]")
    back_closes(page, "#overlay .dialog.share")
    assert page.locator(".game-bar").is_visible()
    back_goes_home(page)


def test_share_closed_by_its_button_or_escape_leaves_no_entry_behind(session):
    page = session.open()
    start_game(page, "roseking")
    for close in ("button", "Escape", "button"):  # and two dialogs in a row
        page.click("button[data-action=share]")
        page.wait_for_selector("#overlay .dialog.share")
        if close == "Escape":
            page.keyboard.press("Escape")
        else:
            page.click("#overlay [data-action=close-dialog]")
        page.wait_for_selector("#overlay .dialog.share", state="detached")
    page.click("button[data-action=share]")  # a fourth, closed by Back
    back_closes(page, "#overlay .dialog.share")
    back_goes_home(page)


def test_back_closes_the_delete_question_and_deletes_nothing(session):
    page = session.open()
    start_game(page, "roseking")
    page.click("button[data-action=home]")
    row = page.locator(".home .save [data-action=delete]")
    row.first.click()
    back_closes(page, "#overlay [data-action=confirm-yes]")
    assert page.locator(".home .save").count() == 1 and page.locator(".home").is_visible()
    row.first.click()  # asked again and answered: deleted, and no entry left behind
    page.click("#overlay [data-action=confirm-yes]")
    page.wait_for_selector(".home .save", state="detached")
    page.wait_for_function("!(history.state && history.state.ludothekLayers)")


def test_back_closes_a_moves_question_without_playing_it(session):
    game, hero = hero_position()
    page = open_over_home(session, game)
    settled(page)
    page.click(f".roseking-board .card[data-value='{hero}']")
    page.click(f".roseking-board [data-move='{hero}'][data-confirm]")
    back_closes(page, "#overlay [data-action=confirm-yes]")
    assert saved_game(page).history == game.history
    wait_ply(page, len(game.history))
    back_goes_home(page)


def test_back_closes_an_explanation_and_the_rules_opened_from_one_return_to_the_game(session):
    page = session.open()
    start_game(page, "roseking")
    page.click("button[data-action=explain-mode]")
    page.click(".game .players [data-explain^='score:']")
    back_closes(page, "#overlay .dialog.explain")
    assert page.locator("html[data-explaining]").count() == 1  # the mode stays on
    page.click(".game .players [data-explain^='score:']")
    page.click("#overlay .dialog.explain [data-action=rules]")
    page.wait_for_selector("#overlay .dialog.rules")
    page.go_back()  # the rules return to the game, not to the explanation
    page.wait_for_selector("#overlay .dialog", state="detached")
    assert page.locator(".game-bar").is_visible()
    back_goes_home(page)


def test_back_closes_an_enlarged_card(session):
    page = open_over_home(session, new_game("portroyal", seed=3, players=2))
    page.locator("#app [data-action=ui][data-key=zoom]").first.click()
    back_closes(page, ZOOMED)
    page.locator("#app [data-action=ui][data-key=zoom]").first.click()
    page.keyboard.press("Escape")
    page.wait_for_selector(ZOOMED, state="detached")
    back_goes_home(page)


def test_a_reload_with_a_dialog_open_leaves_no_dead_entry(session):
    page = session.open()
    start_game(page, "roseking")
    page.click("button[data-action=share]")
    page.wait_for_selector("#overlay .dialog.share")
    page.reload()
    page.wait_for_selector("html[data-ready]", state="attached")
    page.wait_for_selector(".game-bar")
    page.wait_for_function("!(history.state && history.state.ludothekLayers)")
    assert page.locator(OVERLAY_DIALOG).count() == 0
    back_goes_home(page)


def test_back_after_the_device_is_passed_closes_share_and_keeps_the_table_shown(session):
    page = session.open()
    start_game(page, "jacynth", players=2)
    watch_reveal(page)
    page.wait_for_selector("#overlay .privacy", state="detached")
    page.click("button[data-action=share]")
    back_closes(page, "#overlay .dialog.share")
    assert page.locator("#overlay .privacy").count() == 0  # still this person's table
    back_goes_home(page)


def test_back_closes_share_while_looking_back_and_keeps_the_earlier_position(session):
    page = session.open()
    start_game(page, "roseking")
    for ply in (1, 2):
        play_first_card(page)
        wait_ply(page, ply)
        settled(page)
    page.click("[data-replay=prev]")
    wait_ply(page, 1)
    page.click("button[data-action=share]")
    back_closes(page, "#overlay .dialog.share")
    wait_ply(page, 1)
    assert page.locator(".replay-banner").is_visible()
