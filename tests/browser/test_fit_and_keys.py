"""What a review of the page on phones, tablets and keyboards found (each test failed before its
fix): final scores and the game's buttons fit a phone, Jacynth keeps its city large on a phone
on its side, the computer's level reads in the new-game form, the first screen says its
language; dialogs, the pass-the-device screen and enlarged cards hold the keyboard, and Escape
closes what it may."""

from __future__ import annotations

import random

import pytest
from browser.play import reveal as watch_reveal
from browser.play import (HeldRuntime, current_save_id, no_horizontal_scroll, play_first_card,
                          put_save, saved_game, saved_text, screenshot, settled, start_with_hints,
                          wait_ply)

from ludothek import load, new_game
from ludothek.core import Rng
from ludothek.web.core.policy import page_view

PHONE = {"width": 390, "height": 844}
PHONE_ON_ITS_SIDE = {"width": 844, "height": 390}
LANG_KEY = "ludothek:setting:lang"


def finished(game_id: str, players: int | None = None, options: dict | None = None):
    game = new_game(game_id, seed=4, players=players, options=options,
                    names=["Annabel", "Bartholomew", "Cy", "Di", "Ed"][:players or 2])
    rng = Rng(9)
    while not game.is_over:
        legal = game.legal_moves()
        game.play(legal[rng.below(len(legal))])
    return game


def in_language(session, lang: str, address: str):
    """The page opened at `address` with `lang` chosen before (as a setting kept)."""
    session.context.add_init_script(f"localStorage.setItem('{LANG_KEY}', '{lang}')")
    return session.open(address)


@pytest.mark.parametrize("game_id, players, options, lang", [
    ("portroyal", 5, {"expansion": True}, "de"), ("portroyal", 3, {}, "en"),
    ("roseking", None, {}, "en")])
def test_the_final_scoring_fits_a_phone(new_session, game_id, players, options, lang):
    """Port Royal's score table made the page 543-726 px wide on a 390 px phone: the totals,
    coins and winner were off screen."""
    session = new_session(viewport=PHONE, has_touch=True, is_mobile=True)
    page = in_language(session, lang, "#" + finished(game_id, players, options).link())
    page.wait_for_selector(".final-box")
    screenshot(page, f"final-{game_id}-{players}-{lang}-phone", full_page=True)
    assert no_horizontal_scroll(page)
    # The names and the totals in sight (Port Royal's parts may scroll inside the box).
    key = ".final-box .score-table [data-col=total]" if game_id == "portroyal" else ".final-box"
    right = page.eval_on_selector_all(key, "els => Math.max(...els.map(e => e.getBoundingClientRect().right))")
    assert right <= PHONE["width"] + 0.5


def test_the_game_buttons_fit_a_phone_in_german_with_hint_and_undo(new_session):
    """Rules, Hint, '<name>: Zug zurücknehmen' and Share made a 408 px row on a 390 px phone."""
    session = new_session(viewport=PHONE, has_touch=True, is_mobile=True)
    page = in_language(session, "de", "")
    card = page.locator("section.game-card[data-game=roseking]")
    card.locator("summary").click()
    card.locator("input[name='name.0']").fill("Maximiliane")
    card.locator("select[name='seat.1']").select_option("normal")
    card.locator("[name='opt.light']").set_checked(True)
    card.locator("[name='opt.start']").select_option("red")
    card.locator("input[name='page.hints']").check()
    card.locator("button[data-action=start]").click()
    page.wait_for_selector(".game-bar")
    play_first_card(page)
    wait_ply(page, 2, timeout=90_000)  # the computer's reply
    page.wait_for_selector("button[data-action=undo]")
    page.wait_for_selector("button[data-action=hint]")
    screenshot(page, "game-bar-de-phone")
    assert no_horizontal_scroll(page)
    share = page.locator("button[data-action=share]").bounding_box()
    assert share["x"] + share["width"] <= PHONE["width"]


def test_jacynth_on_a_phone_on_its_side_keeps_its_city_large(new_session):
    """844x390: the city was stacked above the panel and limited to 226 px (squares of 35 px)."""
    game = new_game("jacynth", seed=3, players=2, seats=["human", "normal"])
    session = new_session(viewport=PHONE_ON_ITS_SIDE, has_touch=True, is_mobile=True)
    page = session.open("#" + game.link())
    page.wait_for_selector(".jacynth-city")
    screenshot(page, "jacynth-phone-on-its-side")
    width = page.locator(".jacynth-city").evaluate("c => c.getBoundingClientRect().width")
    assert width >= 300 and no_horizontal_scroll(page)
    assert page.evaluate("getComputedStyle(document.querySelector('.game-bar')).position") == "static"


def test_the_computer_level_reads_in_the_new_game_form(new_session):
    """At 390 px the level select was 143 px, its text cut to 'Computer ('."""
    session = new_session(viewport=PHONE, has_touch=True, is_mobile=True)
    page = in_language(session, "de", "")
    card = page.locator("section.game-card[data-game=portroyal]")
    card.locator("summary").click()
    select = card.locator("select[name='seat.1']")
    select.select_option("strong")
    needed = select.evaluate("""s => { const c = document.createElement('canvas').getContext('2d');
        c.font = getComputedStyle(s).font;
        return Math.max(...[...s.options].map(o => c.measureText(o.text).width)); }""")
    width = select.evaluate("s => s.clientWidth")
    assert width >= needed + 20, (width, needed)  # the text and the arrow


def test_the_first_screen_says_its_language(session):
    """The German first screen showed under <html lang="en"> until Python was ready."""
    page = session.open()
    page.evaluate("([k, v]) => localStorage.setItem(k, v)", [LANG_KEY, "de"])
    runtime = HeldRuntime(page)
    page.reload(wait_until="domcontentloaded")
    page.wait_for_selector("section.game-card", timeout=10_000)
    assert page.get_attribute("html", "data-ready") is None
    assert page.get_attribute("html", "lang") == "de"
    runtime.release()


def active(page) -> dict:
    return page.evaluate("""() => { const a = document.activeElement;
        return {action: a && a.dataset ? a.dataset.action || null : null,
                inOverlay: !!a.closest('#overlay'), inApp: !!a.closest('#app'),
                inDialog: !!a.closest('[role=dialog]')}; }""")


def test_a_dialog_holds_the_keyboard_and_escape_closes_it(session):
    """Rules opened by keyboard: the focus stayed behind it, four Tabs and Enter played a move
    while it was open, Escape did nothing, and closing lost the focus."""
    page = session.open("#" + new_game("roseking", seed=2, options={"start": "red"}).link())
    page.wait_for_function("location.hash.startsWith('#game/')")
    save_id = current_save_id(page)  # the rules have an address of their own
    page.focus("button[data-action=rules]")
    page.keyboard.press("Enter")
    page.wait_for_selector("#overlay .dialog.rules")
    assert active(page)["inOverlay"]
    for _ in range(4):
        page.keyboard.press("Tab")
        assert not active(page)["inApp"]
    page.keyboard.press("Enter")
    assert len(load(saved_text(page, save_id)).history) == 0
    if page.locator("#overlay").is_hidden():  # Enter closed it: open it again
        page.focus("button[data-action=rules]")
        page.keyboard.press("Enter")
        page.wait_for_selector("#overlay .dialog.rules")
    page.keyboard.press("Escape")
    page.wait_for_selector("#overlay", state="hidden")
    assert active(page)["action"] == "rules"  # back where it was


def hero_position():
    """A Rosenkönig game where the person to move may play a hero (a move that asks first)."""
    game = new_game("roseking", seed=2, options={"start": "red"})
    rng = Rng(3)
    while not any(m.startswith("H:") for m in game.legal_moves()):
        plain = [m for m in game.legal_moves() if not m.startswith("H:")]
        game.play(plain[rng.below(len(plain))])
    return game, next(m for m in game.legal_moves() if m.startswith("H:"))


def test_a_question_takes_the_focus_on_its_safe_answer(session):
    """A move that asks first (Rosenkönig's hero): Enter right away does not play it."""
    game, hero = hero_position()
    page = session.open("#" + game.link())
    page.click(f".roseking-board .card[data-value='{hero}']")
    target = page.locator(f".roseking-board [data-move='{hero}'][data-confirm]")
    target.focus()
    page.keyboard.press("Enter")
    page.wait_for_selector("#overlay [data-action=confirm-yes]")
    assert active(page)["action"] == "confirm-no"
    page.keyboard.press("Enter")
    page.wait_for_selector("#overlay", state="hidden")
    assert saved_game(page).history == game.history


def test_the_pass_the_device_screen_takes_the_focus(session):
    """Hot seat with hidden hands: the first Tab reached '← Games' behind the screen."""
    page = session.open("#" + new_game("jacynth", seed=3, players=2).link())
    page.wait_for_selector("#overlay [data-action=reveal]")
    assert active(page)["action"] == "reveal"
    page.keyboard.press("Tab")
    assert not active(page)["inApp"]
    page.focus("#overlay [data-action=reveal]")
    page.keyboard.press("Enter")
    page.wait_for_selector("#overlay", state="hidden")
    assert page.locator("#app").evaluate("a => a.inert") is False


@pytest.mark.parametrize("game_id, players", [("jacynth", 2), ("portroyal", 2)])
def test_an_enlarged_card_takes_the_focus_and_escape_closes_it(session, game_id, players):
    game = new_game(game_id, seed=3, players=players, seats=["human", "normal"])
    page = session.open("#" + game.link())
    # The person's turn (a move of the computer's would redraw the table meanwhile).
    page.wait_for_selector("#app [data-action=move], #app [data-action=select]", timeout=90_000)
    page.wait_for_selector("html:not([data-searching])", state="attached")
    card = page.locator("#app [data-action=ui][data-key=zoom]").first
    card.click()
    page.wait_for_selector("#app [role=dialog][data-zoom]")
    # On Close, never on one of the card's move buttons (Port Royal's enlarged harbour card).
    assert active(page)["inDialog"] and active(page)["action"] == "ui"
    page.keyboard.press("Escape")
    page.wait_for_selector("#app [role=dialog][data-zoom]", state="detached")


def test_the_hint_button_keeps_the_focus_while_the_hint_is_searched(session):
    """Enter on Hint left the focus on Share (the button went while the hint was searched),
    so a second Enter opened the share dialog."""
    page = session.open()
    start_with_hints(page)
    page.focus("button[data-action=hint]")
    page.keyboard.press("Enter")
    page.locator(".table [data-hint]").first.wait_for(timeout=60_000)
    assert active(page)["action"] == "hint"


def test_after_the_device_is_passed_the_focus_is_on_nothing_of_the_last_persons(session):
    """Castle Rampage hot seat: Ann ends her turn by keyboard; her 'End turn' had the focus
    and, given back after Bob's 'it is me', sat on Bob's own 'End turn' (offered to him at
    once): one more Enter ended his turn."""
    game = new_game("castlerampage", seed=0, names=["Ann", "Bob"])
    rng = random.Random(0)
    while len(game.history) < 16:  # this deal passes the device with 'end' as move 17
        game.play(rng.choice(game.legal_moves()))
    page = session.open("#" + game.link())
    watch_reveal(page)
    page.focus("#app [data-action=move][data-move=end]")
    page.keyboard.press("Enter")
    page.wait_for_selector("#overlay [data-action=reveal]")
    assert active(page)["action"] == "reveal"
    settled(page)  # the tap guard's moment after a move
    page.keyboard.press("Enter")
    page.wait_for_selector("#overlay", state="hidden")
    page.wait_for_selector("html:not([data-playing-out])", state="attached")  # Ann's turn seen
    assert page.locator("#app [data-action=move][data-move=end]").count()  # offered to Bob
    assert not page.evaluate("!!document.activeElement.closest('[data-action=move]')")
    page.keyboard.press("Enter")
    assert len(saved_game(page).history) == 17


def test_an_enlarged_harbour_card_takes_the_focus_on_close_not_on_a_move(session):
    """Port Royal: Enter on a harbour card's 'i' enlarges it with its move buttons; the focus
    went to the first of them, and a second Enter played it."""
    rng = random.Random(1)
    game = new_game("portroyal", seed=7, players=2)
    while not page_view(game, game.to_move).view["legal"] or not any(
            m.startswith("take:") for m in game.legal_moves()):
        game.play(rng.choice(game.legal_moves()))
    page = session.open("#" + game.link())
    page.locator("#app button.pr-info").first.focus()
    page.keyboard.press("Enter")
    page.wait_for_selector("#app [role=dialog][data-zoom]")
    assert active(page)["action"] == "ui"
    page.keyboard.press("Enter")  # Close
    page.wait_for_selector("#app [role=dialog][data-zoom]", state="detached")
    assert saved_game(page).history == game.history


def test_a_kept_form_shows_one_name_row_per_seat_after_a_redraw(session):
    """5 players chosen, then Rules opened and closed: the form stayed open but showed the
    3 rows of the default table (a name typed in a hidden row was used)."""
    page = session.open()
    card = page.locator("section.game-card[data-game=portroyal]")
    card.locator("summary").click()
    card.locator("select[name=players]").select_option("5")
    page.click("section.game-card[data-game=portroyal] button[data-action=rules]")
    page.wait_for_selector("#overlay .dialog.rules")
    page.keyboard.press("Escape")
    page.wait_for_selector("#overlay", state="hidden")
    assert card.locator("details").evaluate("d => d.open")
    assert card.locator(".seat-field:not([hidden])").count() == 5


def test_the_focus_stays_on_its_save_when_another_tab_reorders_the_list(session):
    """The focus was on Delete of one save; another tab moved that save to the top of the list
    and the focused button became the other save's Delete."""
    page = session.open()
    first = new_game("roseking", seed=5, names=["Ann", "Al"])
    second = new_game("roseking", seed=6, names=["Bea", "Bo"])
    put_save(page, "aaa", first.save(id="aaa", status={"finished": False, "to_move_name": "Ann"},
                                      updated=1_700_000_000_000))
    put_save(page, "bbb", second.save(id="bbb", status={"finished": False, "to_move_name": "Bea"},
                                       updated=1_700_000_100_000))
    page.reload()
    page.wait_for_selector("html[data-ready]", state="attached", timeout=90_000)
    assert page.eval_on_selector_all(".save", "els => els.map(e => e.dataset.id)") == ["bbb", "aaa"]
    page.focus(".save[data-id=aaa] [data-action=delete]")
    first.play(first.legal_moves()[0])
    other = session.open()
    put_save(other, "aaa", first.save(id="aaa", status={"finished": False, "to_move_name": "Al"},
                                       updated=1_700_000_200_000))
    page.wait_for_function("() => document.querySelector('.save').dataset.id == 'aaa'")
    assert page.evaluate("document.activeElement.dataset.id") == "aaa"
