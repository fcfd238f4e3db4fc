"""Storage a player can rely on, in the page (issue 48): the browser asked to keep the saves
when a game is first finished, granted or not, and said with the record; how full the storage
is, and a warning well before it is full with the backup offered."""

import random

import pytest
from browser.play import screenshot

from ludothek import new_game
from ludothek.web.home.store import CAPACITY

PHONE = {"width": 390, "height": 844}


def nearly_finished():
    """A Rose King game one move from its end, that move a button on the table."""
    game = new_game("roseking", seed=3, names=["Ann", "Bo"], options={"start": "red"})
    rng = random.Random(3)
    while not game.is_over:
        game.play(rng.choice(game.legal_moves()))
    return game.replayed(game.history[:-1]), game.history[-1]


@pytest.mark.parametrize("granted", [True, False])
def test_the_browser_is_asked_at_the_first_game_finished_and_its_answer_said(browser, session,
                                                                           granted):
    page = session.open()
    if granted:  # what an installed or bookmarked site gets from Chromium
        target = session.context.new_cdp_session(page).send("Target.getTargetInfo")
        browser.new_browser_cdp_session().send("Browser.setPermission", {
            "permission": {"name": "persistent-storage"}, "setting": "granted",
            "origin": page.evaluate("location.origin"),
            "browserContextId": target["targetInfo"]["browserContextId"]})
    page.wait_for_selector(".storage-box")
    before, last = nearly_finished()
    page.evaluate("(fragment) => { location.hash = fragment; }", before.link())
    page.wait_for_selector(f"[data-move='{last}']").click()
    page.wait_for_selector(".final-box")
    page.click("button[data-action=home]")
    said = "keeps them for good" if granted else "may clear them"
    page.wait_for_selector(f".storage-box .storage-kept:has-text('{said}')")
    assert page.evaluate("navigator.storage.persisted()") is granted


def test_a_storage_nearly_full_is_warned_with_the_backup_offered(browser, new_session):
    session = new_session(viewport=PHONE, has_touch=True, is_mobile=True)
    page = session.open()
    page.evaluate("(n) => localStorage.setItem('filler', 'x'.repeat(n))", int(CAPACITY * 0.9))
    page.reload()
    page.wait_for_selector("html[data-ready]", state="attached")
    warning = page.wait_for_selector(".storage-warning")
    assert "90 % full" in warning.inner_text()
    button = warning.query_selector("button[data-action=backup-export]")
    box = button.bounding_box()
    assert box is not None and box["y"] + box["height"] <= PHONE["height"]  # in the first view
    assert page.evaluate("document.documentElement.scrollWidth") <= PHONE["width"]
    screenshot(page, "home-storage-nearly-full-phone")
    with page.expect_download() as download:
        button.click()
    assert download.value.suggested_filename.endswith(".json")
