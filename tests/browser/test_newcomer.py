"""What a new player stumbled over (issue 36), in the page: Back, where a screen opens,
feedback on a tap, the computer's whole turn."""

import re

from browser.play import double_tap, screenshot, settled, start_game, wait_ply
from browser.test_roseking_page import game_until

from ludothek import new_game

PHONE = {"width": 390, "height": 844}


def test_back_from_a_game_started_on_the_home_screen_returns_to_the_games(session):
    page = session.open()
    start_game(page, "roseking")
    assert "#game/" in page.url
    page.go_back()
    page.wait_for_selector(".home")
    assert page.evaluate("location.hash") == ""
    page.go_forward()  # and Forward opens the game again
    page.wait_for_selector(".game-bar")
    assert "#game/" in page.url


def test_games_button_goes_back_so_back_does_not_return_to_the_game_left(session):
    page = session.open()
    page.evaluate("history.pushState(null, '', location.pathname + '?before')")  # a page before
    start_game(page, "roseking")
    page.click("button[data-action=home]")
    page.wait_for_selector(".home")
    page.wait_for_function("!location.hash")
    page.go_back()  # to the entry before the home screen, not to the game left
    page.wait_for_function("location.search === '?before' || !location.hash")
    assert page.locator(".game-bar").count() == 0


def test_a_game_opens_at_its_top_on_a_phone(new_session):
    session = new_session(viewport=PHONE, has_touch=True, is_mobile=True)
    page = session.open()
    start_game(page, "roseking")
    page.click("button[data-action=home]")
    page.wait_for_selector(".home .save [data-action=resume]")
    page.evaluate("window.scrollTo(0, document.body.scrollHeight)")
    assert page.evaluate("window.scrollY") > 100
    page.click(".home .save [data-action=resume]")
    page.wait_for_selector(".game-bar")
    page.wait_for_function("window.scrollY === 0")
    screenshot(page, "newcomer-game-opens-at-top-phone")


def test_the_rules_open_at_their_top_on_a_phone(new_session):
    session = new_session(viewport=PHONE, has_touch=True, is_mobile=True)
    page = session.open()
    page.click("section.game-card[data-game=castlerampage] [data-action=rules]")
    page.wait_for_selector("#overlay .dialog.rules")
    assert page.evaluate("document.querySelector('#overlay .dialog.rules').scrollTop") == 0
    title = page.locator("#overlay .dialog.rules h2").bounding_box()
    assert title is not None and 0 <= title["y"] < PHONE["height"]
    screenshot(page, "newcomer-rules-phone")


def test_copying_the_link_says_it_was_copied(session):
    page = session.open()
    start_game(page, "roseking")
    page.click("button[data-action=share]")
    page.wait_for_selector("#overlay .dialog.share")
    assert page.locator("#overlay .copied").inner_text() == ""
    page.click("#overlay [data-action=copy-link]")
    page.wait_for_selector("#overlay .copied:text-matches('Copied')")


def test_a_backup_written_is_news_not_an_error(session):
    page = session.open()
    start_game(page, "roseking")
    page.click("button[data-action=home]")
    with page.expect_download():
        page.click("[data-action=backup-export]")
    page.wait_for_selector("#alert .alert-box.news")
    color = page.evaluate("getComputedStyle(document.getElementById('alert')).borderTopColor")
    assert color != "rgb(164, 22, 26)"  # not the red frame of a problem


def test_the_computers_whole_turn_is_said_above_the_table(session):
    """Jacynth against the computer: its turn may be a card and a token; the report above the
    table says every log line of it, the last lines of the log."""
    game = new_game("jacynth", seed=5, players=2, seats=["easy", "human"])
    page = session.open("#" + game.link())
    page.wait_for_function("() => { const n = document.querySelector('.notice');"
                           " return n && !/thinking|denkt/.test(n.textContent); }", timeout=90_000)
    lines = page.inner_text(".notice").split("\n")
    log = [re.sub(r"^(\d+\.)?\s*", "", line) for line in page.locator(".log li").all_inner_texts()]
    assert lines and log[-len(lines):] == lines


def test_the_pass_the_device_screen_hides_the_page_and_leads_home(session):
    page = session.open()
    start_game(page, "jacynth", players=2)
    page.wait_for_selector("#overlay .privacy")
    background = page.evaluate("getComputedStyle(document.getElementById('overlay')).backgroundColor")
    assert background.startswith("rgb(") and not background.startswith("rgba(")  # opaque
    screenshot(page, "newcomer-pass-the-device")
    page.click("#overlay .privacy [data-action=home]")
    page.wait_for_selector(".home")


def test_a_returning_player_finds_the_game_to_continue_at_the_top_on_a_phone(new_session):
    session = new_session(viewport=PHONE, has_touch=True, is_mobile=True)
    page = session.open()
    start_game(page, "roseking")
    page.click("button[data-action=home]")
    page.wait_for_function("window.scrollY === 0")  # the games open at their top
    box = page.locator(".continue-box").bounding_box()
    assert box is not None and 0 <= box["y"] and box["y"] + box["height"] < PHONE["height"]
    screenshot(page, "newcomer-continue-phone")
    page.click(".continue-box [data-action=resume]")
    page.wait_for_selector(".game-bar")



BAR_HEIGHT = "document.querySelector('.game-bar').getBoundingClientRect().height"


def test_the_bar_keeps_its_height_through_a_move_an_undo_offer_and_the_computers_turn(
        new_session):
    """Jacynth at 768 wide, German and English: the Undo offer after a placement and the
    computer's report of its turn leave the bar (and the table under it) where they were."""
    for locale, names in (("de-DE", ["Ich", "Rechner"]), ("en-US", ["Me", "Bot"])):
        session = new_session(viewport={"width": 768, "height": 1024}, locale=locale)
        game = new_game("jacynth", seed=5, players=2, names=names, seats=["human", "easy"])
        page = session.open("#" + game.link())
        page.wait_for_selector(".jacynth-hand .card")
        before = page.evaluate(BAR_HEIGHT)
        card = page.locator(".jacynth-hand .card").first.get_attribute("data-card")
        page.click(f".jacynth-hand .card[data-card='{card}']")
        page.locator(".jacynth-city .hit").first.click()
        page.wait_for_selector("button[data-action=undo]")
        assert page.evaluate(BAR_HEIGHT) == before
        page.click(".jacynth .prompt button[data-move=skip]")
        page.wait_for_function("() => { const n = document.querySelector('.notice');"
                               " return n && !/thinking|denkt/.test(n.textContent); }",
                               timeout=90_000)
        assert page.evaluate(BAR_HEIGHT) == before
        screenshot(page, f"newcomer-bar-after-computer-{locale}")


def test_a_tapped_castle_rampage_card_shows_its_moves_in_sight_on_a_phone(new_session):
    session = new_session(viewport=PHONE, has_touch=True, is_mobile=True, locale="de-DE")
    game = new_game("castlerampage", seed=3, names=["Ann", "Bo"], seats=["human", "easy"])
    while game.wait == "setup" or game.current_seat() != 0:
        game.play(game.legal_moves()[0])
    page = session.open("#" + game.link())
    card = page.locator(".cr-own-hand [data-zone=hand]").last
    # The hand's last card at the foot of the screen, as after scrolling down to it.
    card.evaluate("el => window.scrollBy(0, el.getBoundingClientRect().bottom - innerHeight + 4)")
    card.tap()
    page.wait_for_selector(".cr-hand-actions button")
    page.wait_for_function("""() => [...document.querySelectorAll('.cr-hand-actions button')]
        .every(b => { const r = b.getBoundingClientRect();
                      return r.top >= 0 && r.bottom <= innerHeight; })""")
    bar = page.evaluate(BAR_HEIGHT)
    assert bar < 120  # two rows, German too (four rows and 184 px before)
    screenshot(page, "newcomer-castlerampage-moves-phone")


def test_the_backup_button_speaks_the_pages_language(new_session):
    page = new_session(locale="de-DE").open()
    label = page.locator(".backup .file-button")
    assert label.inner_text().strip() == "Sicherung laden"
    box, shown = label.bounding_box(), page.locator("#backup-file").evaluate(
        "el => getComputedStyle(el).opacity")
    assert box is not None and box["height"] >= 44 and shown == "0"  # the browser's own is unseen


def test_the_home_pictures_speak_the_pages_language(new_session):
    page = new_session(locale="de-DE").open()
    picture = page.locator("section.game-card[data-game=roseking] img.game-picture[src]")
    picture.wait_for(state="attached")  # the pictures load once the ready page has painted
    assert picture.get_attribute("src").endswith("roseking.de.svg")


def test_a_game_starts_from_an_address_with_a_doubled_slash(session, base_url):
    """An address like https://host//: the game's address must stay on this site (before,
    '//#game/...' read as another host and the page failed)."""
    page = session.open("/")
    start_game(page, "roseking")
    assert page.url.startswith(base_url) and "#game/" in page.url


TOO_QUICK = ".tap-note:text-matches('Too quick after the last tap: tap again')"


def center(page, selector):
    page.locator(selector).first.scroll_into_view_if_needed()
    box = page.locator(selector).first.bounding_box()
    return box["x"] + box["width"] / 2, box["y"] + box["height"] / 2


def test_a_double_tap_on_a_lit_square_says_too_quick_and_the_next_tap_plays(new_session):
    """Rose King on a phone, by touch: the first tap on a lit square chooses its card, the
    second (the second half of a double tap, long after any move) was dropped without a word."""
    session = new_session(viewport=PHONE, has_touch=True, is_mobile=True)
    page = session.open()
    start_game(page, "roseking")
    settled(page)
    x, y = center(page, ".roseking-board rect.hit.choose")
    board = page.locator(".roseking-board").bounding_box()
    page.evaluate("addEventListener('click', (e) => { window.lastTapAt = e.timeStamp; }, true)")
    double_tap(page, x, y)
    page.wait_for_selector(TOO_QUICK)
    assert page.locator(".roseking-board .card.selected").count() == 1
    wait_ply(page, 0)  # dropped: not played
    assert page.locator(".roseking-board").bounding_box() == board  # still under the finger
    screenshot(page, "newcomer-too-quick-phone")
    # Read, then tapped again as it says: a tap of its own (the browser counts a tap within
    # its double-tap time as the third of a triple tap), played.
    tapped_at = page.evaluate("window.lastTapAt")
    page.wait_for_function("(t) => performance.now() > t + 600", arg=tapped_at)
    page.touchscreen.tap(x, y)
    wait_ply(page, 1)
    page.wait_for_selector(TOO_QUICK, state="detached")


def test_a_second_tap_on_draw_right_after_the_draw_says_too_quick_or_draws(session):
    """Both players draw at the same spot: a second tap there right after a draw is the same
    gesture. Never silent: it is said (or, where the page was slower than the gesture, made)."""
    game = game_until(lambda g: "draw" in g.legal_moves()
                      and "draw" in g.replayed(g.history + ["draw"]).legal_moves())
    page = session.open("#" + game.link())
    plies = len(game.history)
    settled(page)
    x, y = center(page, "button[data-move=draw]")
    page.mouse.click(x, y)
    page.mouse.click(x, y)
    page.wait_for_function(
        "(n) => document.documentElement.dataset.ply === String(n + 2)"
        " || /Too quick/.test(document.querySelector('.tap-note')?.textContent)", arg=plies)
    ply = int(page.evaluate("document.documentElement.dataset.ply"))
    assert ply == plies + 2 or page.locator(TOO_QUICK).count() == 1
