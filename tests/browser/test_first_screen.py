"""The first screen does not wait for Python (issue 12): the home screen drawn at build time,
or the table the page showed when it was left, appear at once; a tap meanwhile waits and takes
effect once Python is ready; hidden cards stay covered."""

from __future__ import annotations

import pytest
from browser.play import (SCREEN_KEY, HeldRuntime, current_save_id, play_first_card,
                          saved_game, screenshot, settled, start_game, wait_ply)

from ludothek import new_game

BOOT = 90_000


def test_the_home_screen_shows_before_python_and_python_takes_over(session):
    page = session.context.new_page()
    runtime = HeldRuntime(page)
    page.goto(session.base_url, wait_until="domcontentloaded")
    page.wait_for_selector("section.game-card", timeout=10_000)
    assert page.locator("section.game-card").count() == 4
    assert page.get_attribute("html", "data-ready") is None
    assert page.get_attribute("html", "data-booting") == ""
    assert page.locator(".boot-note").is_visible() and page.locator("#loading").is_hidden()
    assert page.evaluate("performance.getEntriesByName('ludothek:first-screen').length") == 1
    page.locator("[data-game=jacynth] summary").click()  # waits for Python, then opens
    assert "takes effect" in page.locator(".boot-note").inner_text()
    runtime.release()
    page.wait_for_selector("[data-game=jacynth] details[open] form.new-game")
    assert page.get_attribute("html", "data-booting") is None and page.locator(".boot-note").count() == 0


def test_a_reloaded_game_shows_its_table_at_once_and_a_tap_waits_for_python(session):
    page = session.open()
    start_game(page, "roseking", options={"start": "red"})
    page.locator(".roseking-board .card.legal").first.click()
    page.locator(".table [data-action=move]").first.click()
    settled(page)
    runtime = HeldRuntime(page)
    page.reload(wait_until="domcontentloaded")
    page.wait_for_selector(".roseking-board", timeout=10_000)
    assert page.get_attribute("html", "data-ready") is None
    assert page.locator(".log li").count() == 2  # the table as it was left
    card = page.locator(".roseking-board .card.legal").first
    chosen = card.get_attribute("data-value")
    card.click()
    assert page.locator(".roseking-board .card.selected").count() == 0  # not yet: it waits
    runtime.release()
    page.wait_for_selector(f".roseking-board .card.selected[data-value='{chosen}']")


def test_a_hot_seat_game_with_hidden_hands_is_kept_covered(session):
    page = session.open()
    start_game(page, "jacynth", players=2)
    page.click("#overlay [data-action=reveal]")
    page.wait_for_selector(".table.jacynth .card.in-hand")
    runtime = HeldRuntime(page)
    page.reload(wait_until="domcontentloaded")
    page.wait_for_selector(".game-bar", timeout=10_000)
    assert page.locator(".hidden-table").count() == 1 and page.locator(".card.in-hand").count() == 0
    runtime.release()
    page.wait_for_selector("#overlay [data-action=reveal]")


@pytest.mark.parametrize("link", [True, False])
def test_without_a_kept_screen_for_the_address_the_loading_screen_stays(session, link):
    """A link, or another game than the one left, is not shown from a stale screen."""
    page = session.open()
    start_game(page, "roseking")
    page.reload()  # leaves the page: its screen is kept for the game's address
    page.wait_for_selector("html[data-ready]", state="attached", timeout=BOOT)
    assert page.evaluate("(key) => JSON.parse(localStorage.getItem(key)).hash", SCREEN_KEY).startswith("game/")
    other = session.context.new_page()
    runtime = HeldRuntime(other)
    address = "#" + new_game("roseking", seed=9).link() if link else "#game/roseking-nothere"
    other.goto(session.base_url + address, wait_until="domcontentloaded")
    other.wait_for_selector("#loading", state="visible")
    assert other.locator("#app").is_hidden() and other.get_attribute("html", "data-booting") is None
    runtime.release()


def test_a_kept_table_shows_no_selection_so_a_tap_on_it_finds_its_target(session):
    """A card was selected when the page was left: the kept table shows it as the next start
    draws it, unselected (before, it showed the squares to play on, and a tap on one while
    Python started found no such square and was lost without a word)."""
    page = session.open()
    start_game(page, "roseking", options={"start": "red"})
    page.locator(".roseking-board .card.legal").first.click()
    page.wait_for_selector(".roseking-board .card.selected")
    runtime = HeldRuntime(page)
    page.reload(wait_until="domcontentloaded")
    page.wait_for_selector(".roseking-board", timeout=10_000)
    assert page.locator(".roseking-board .card.selected").count() == 0
    assert page.locator(".table [data-action=move]").count() == 0  # no squares to play on
    card = page.locator(".roseking-board .card.legal").first
    chosen = card.get_attribute("data-value")
    card.click()
    runtime.release()
    page.wait_for_selector(f".roseking-board .card.selected[data-value='{chosen}']")


def kept_table_moved_on(session):
    """A Rosenkönig page reloaded with Python held back, showing its kept table, while another
    tab plays the first move: (the page, its HeldRuntime)."""
    first = session.open()
    start_game(first, "roseking", options={"start": "red"})
    save_id = current_save_id(first)
    runtime = HeldRuntime(first)
    first.reload(wait_until="domcontentloaded")
    first.wait_for_selector(".roseking-board .card.legal", timeout=10_000)
    other = session.open("#game/" + save_id)
    play_first_card(other)
    wait_ply(other, 1)
    return first, runtime


def test_a_tap_on_a_kept_table_that_another_tab_moved_on_says_it_was_not_made(session):
    """The table kept when the page was left is behind: another tab played on meanwhile. A tap
    on a card that is no longer to be played is not made, and the page says so."""
    first, runtime = kept_table_moved_on(session)
    first.locator(".roseking-board .card.legal").first.click()
    assert "takes effect" in first.locator(".boot-note").inner_text()
    runtime.release()
    first.wait_for_selector(".boot-note.lost")
    assert "not made" in first.locator(".boot-note").inner_text()
    screenshot(first, "boot-tap-not-made")
    assert first.locator(".roseking-board .card.selected").count() == 0
    first.locator("#app").click(position={"x": 5, "y": 5})  # the next tap puts the note away
    first.wait_for_selector(".boot-note", state="detached")


def test_a_page_left_with_a_dialog_open_keeps_the_table_as_it_is(session):
    """The page is left while a dialog is open (here: Share): the table kept for the next
    start is the position on the board, not the one kept the last time the page was left
    without a dialog (before, a reload showed a table moves behind)."""
    page = session.open()
    start_game(page, "roseking", options={"start": "red", "light": True})
    play_first_card(page)
    wait_ply(page, 1)
    page.reload()  # kept at move 1
    page.wait_for_selector("html[data-ready]", state="attached", timeout=BOOT)
    for ply in (2, 3):
        settled(page)
        play_first_card(page)
        wait_ply(page, ply)
    page.click("button[data-action=share]")
    page.wait_for_selector("#overlay .dialog.share")
    runtime = HeldRuntime(page)
    page.reload(wait_until="domcontentloaded")
    page.wait_for_selector(".roseking-board", timeout=10_000)
    assert page.get_attribute("html", "data-ready") is None
    assert page.locator("#app [data-ply]").first.get_attribute("data-ply") == "3"
    runtime.release()


def drawn_twice_deal() -> str:
    """A 2-player Port Royal link whose first player may draw a second card after the first."""
    for seed in range(200):
        game = new_game("portroyal", seed=seed, players=2)
        if "draw" in game.legal_moves():
            game.play("draw")
            if "draw" in game.legal_moves():
                return new_game("portroyal", seed=seed, players=2).link()
    raise AssertionError("no such deal")


def test_a_tap_on_a_kept_table_behind_the_game_is_not_made_where_its_target_is_still_there(session):
    """Another tab drew a card while this page started: the kept table's Draw button is still
    on the table Python draws, but for a later position. The tap is not made (before, it drew
    a second card the person never asked for)."""
    page = session.open("#" + drawn_twice_deal())
    page.wait_for_selector("button[data-move=draw]")
    save_id = current_save_id(page)
    runtime = HeldRuntime(page)
    page.reload(wait_until="domcontentloaded")
    page.wait_for_selector("button[data-move=draw]", timeout=10_000)
    other = session.open("#game/" + save_id)
    other.click("button[data-move=draw]")
    wait_ply(other, 1)
    page.click("button[data-move=draw]")
    runtime.release()
    page.wait_for_selector(".boot-note.lost")
    wait_ply(page, 1)
    assert page.locator("button[data-move=draw]").count() == 1  # still there: not drawn again
    assert len(saved_game(page).history) == 1


def test_a_tap_on_the_way_home_is_made_on_a_kept_table_behind_the_game(session):
    """Only a tap that plays waits for the same position: '← Games' tapped on a kept table
    that another tab moved on still goes home."""
    first, runtime = kept_table_moved_on(session)
    first.click("button[data-action=home]")
    runtime.release()
    first.wait_for_selector("section.game-card")
    assert first.locator(".boot-note.lost").count() == 0
