"""The site itself: boot, language, bad input that must lose nothing, escaping, own origin only."""

import json

from browser.play import (alert_text, all_saves, put_save, saved_game, screenshot, start_game,
                          wait_ply)

from ludothek import new_game


def finished_or_started(seed, moves):
    g = new_game("roseking", seed=seed, names=["Keep", "Me"])
    for _ in range(moves):
        g.play(g.legal_moves()[0])
    return g


def test_boot_shows_loading_stage_then_ready(session):
    page = session.open(ready=False)
    stage = page.locator("#loading-stage")
    assert stage.inner_text()  # a stage is shown while Python loads
    page.wait_for_selector("html[data-ready]", state="attached", timeout=90_000)
    assert page.locator("#loading").is_hidden()
    assert page.locator("section.game-card[data-game=roseking]").is_visible()


def test_language_switch_changes_at_once_and_is_remembered(session):
    page = session.open()
    page.click(".lang-switch [data-value=de]")
    assert page.locator("html").get_attribute("lang") == "de"
    assert "Gespeicherte Partien" in page.inner_text("#app")
    page.reload()
    page.wait_for_selector("html[data-ready]", state="attached")
    assert "Gespeicherte Partien" in page.inner_text("#app")
    assert "Rosenkönig" in page.inner_text("#app")
    page.click(".lang-switch [data-value=en]")
    assert "Saved games" in page.inner_text("#app") and "The Rose King" in page.inner_text("#app")


def test_player_names_reach_the_page_as_text(session):
    page = session.open()
    evil = '<img src=x onerror="document.title=1">'
    start_game(page, "roseking", names=[evil, "Bob"], options={"start": "red"})
    assert page.locator("#app img").count() == 0
    assert evil in page.inner_text(".players")
    assert page.title() == "Ludothek"


def test_broken_link_shows_a_message_and_loses_nothing(session):
    page = session.open()
    keep = finished_or_started(3, 9)
    put_save(page, "roseking-keep", keep.save(id="roseking-keep", status={"finished": False, "to_move_name": "Keep"}))
    before = all_saves(page)
    good = keep.link()
    tab = None
    for broken in (good[:-9], good[:30] + "zz" + good[32:], "L1!!notalink"):
        if tab is None:
            tab = session.open("#" + broken)  # a new tab, the same storage
        else:  # the next link opened in the same tab (a new tab each took a start of Python)
            tab.evaluate("(h) => { location.hash = h; }", "#" + broken)
        message = alert_text(tab)
        assert "link is damaged" in message or "altered" in message, message
        assert tab.locator(".save[data-id='roseking-keep']").is_visible()  # home, save still listed
        tab.click("#alert [data-action=dismiss]")
        assert all_saves(tab) == before


def test_corrupt_and_outdated_saves_give_a_message_and_stay(session):
    page = session.open()
    good = finished_or_started(5, 6)
    outdated = json.loads(good.save(id="old", status={"finished": False, "to_move_name": "Keep"}))
    outdated["rules"] = 0
    put_save(page, "bad", "{this is not json")
    put_save(page, "old", json.dumps(outdated))
    put_save(page, "good", good.save(id="good", status={"finished": False, "to_move_name": "Keep"}))
    before = all_saves(page)
    page.reload()
    page.wait_for_selector("html[data-ready]", state="attached")
    assert "Damaged save" in page.locator(".save[data-id=bad]").inner_text()
    page.locator(".save[data-id=old] [data-action=resume]").click()
    assert "older version" in alert_text(page)
    page.click("#alert [data-action=dismiss]")
    page.locator(".save[data-id=good] [data-action=resume]").click()
    assert saved_game(page).history == good.history
    assert {k: v for k, v in all_saves(page).items() if "good" not in k} == \
        {k: v for k, v in before.items() if "good" not in k}


def test_tampered_save_is_reported_not_replaced(session):
    page = session.open()
    doc = json.loads(finished_or_started(8, 10).save(id="t", status={"finished": False, "to_move_name": "Me"}))
    doc["moves"][4] = "NW3"
    put_save(page, "t", json.dumps(doc))
    page.reload()
    page.wait_for_selector("html[data-ready]", state="attached")
    page.locator(".save[data-id=t] [data-action=resume]").click()
    assert "altered" in alert_text(page)
    assert json.loads(all_saves(page)["ludothek:game:t"]) == doc


FILL_STORAGE = """() => {
    let chunk = 'x'.repeat(1 << 20), i = 0;
    while (chunk.length > 0) {  // fill with new entries while they fit
        try { localStorage.setItem('fill' + i++, chunk); }
        catch (e) { chunk = chunk.slice(0, Math.floor(chunk.length / 2)); }
    }
    // then grow one entry to the last byte (a new key costs its own length too)
    let value = localStorage.getItem('fill0'), extra = 'x'.repeat(1 << 16);
    while (extra.length > 0) {
        try { localStorage.setItem('fill0', value + extra); value += extra; }
        catch (e) { extra = extra.slice(0, Math.floor(extra.length / 2)); }
    }
}"""


def fill_storage(page):
    """Fill the site's storage to the last byte (entries 'fill…'; EMPTY_STORAGE removes them)."""
    page.evaluate(FILL_STORAGE)


EMPTY_STORAGE = ("() => Object.keys(localStorage).filter(k => k.startsWith('fill'))"
                 ".forEach(k => localStorage.removeItem(k))")


def test_full_storage_keeps_the_game_in_memory_with_a_message(session):
    page = session.open()
    start_game(page, "roseking", options={"start": "red"})
    fill_storage(page)
    before = page.locator(".log li").count()
    first = click_first_move(page)
    assert "storage full" in alert_text(page)
    assert page.locator(".log li").count() > before  # the move happened in the page
    assert saved_game(page).history == []  # and the old save is untouched
    page.evaluate(EMPTY_STORAGE)
    page.click("#alert [data-action=dismiss]")
    second = click_first_move(page)
    assert saved_game(page).history == [first, second]  # room again: the game is saved whole


def click_first_move(page):
    """Play the first card the page offers (or draw); returns the move."""
    plays = page.eval_on_selector_all(".roseking-board .card.legal", "els => els.map(e => e.dataset.value)")
    if not plays:
        page.click("button[data-move=draw]")
        return "draw"
    page.click(f".roseking-board .card[data-value='{plays[0]}']")
    page.click(f".roseking-board .hit[data-move='{plays[0]}']")
    confirm = page.locator("#overlay [data-action=confirm-yes]")
    if confirm.count():
        confirm.click()
    return plays[0]


def test_rules_help_opens_in_the_chosen_language(session):
    page = session.open()
    page.click("section[data-game=roseking] [data-action=rules]")
    dialog = page.locator("#overlay .dialog.rules")
    assert "52 power stones" in dialog.inner_text()
    page.click("#overlay [data-action=close-dialog]")
    page.click(".lang-switch [data-value=de]")
    page.click("section[data-game=roseking] [data-action=rules]")
    assert "52 Machtsteine" in page.locator("#overlay .dialog.rules").inner_text()


def test_a_browser_that_blocks_site_data_still_plays_and_says_nothing_is_kept(session):
    """Where the browser refuses the site any storage (site data blocked: touching localStorage
    or sessionStorage throws), the page starts, says that nothing is kept, and plays."""
    page = session.context.new_page()
    page.add_init_script("""for (const area of ["localStorage", "sessionStorage"]) {
        Object.defineProperty(window, area, { get() {
            throw new DOMException("Access is denied for this document.", "SecurityError"); } });
    }""")
    page = session.open(page=page)
    assert "keep nothing" in alert_text(page)
    screenshot(page, "storage-blocked")
    page.click("#alert [data-action=dismiss]")
    start_game(page, "roseking", options={"start": "red", "light": True})
    page.locator("#app [data-action=move]:not([data-confirm])").first.click()
    wait_ply(page, 1)
    page.click("button[data-action=home]")
    assert page.locator(".save").count() == 1  # kept for as long as the page is open


def test_a_link_opened_in_a_full_storage_stays_in_the_address_bar(session):
    """The link's game could not be saved: it is open, says so, and its link stays in the
    address bar, so a reload (once there is room) opens and saves it (before, the address was
    cleared and a reload lost the game)."""
    page = session.open()
    fill_storage(page)
    game = new_game("roseking", seed=11, names=["Ann", "Bo"], options={"start": "red"})
    for _ in range(3):
        game.play(game.legal_moves()[0])
    page.evaluate("fragment => { location.hash = fragment; }", game.link())
    assert "storage full" in alert_text(page)
    wait_ply(page, 3)
    assert page.evaluate("location.hash") == "#" + game.link()
    page.evaluate(EMPTY_STORAGE)
    page.reload()
    page.wait_for_selector("html[data-ready]", state="attached", timeout=90_000)
    assert saved_game(page).history == game.history
