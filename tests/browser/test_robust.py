"""The table holds (issue 15): whatever a player opens, stores or taps, the page starts, says
clearly what is wrong, and loses nothing."""

from __future__ import annotations

import base64
import json
import random
import zlib
from pathlib import Path

import pytest
from browser.play import reveal as watch_reveal
from browser.play import (alert_text, all_saves, current_save_id, play_first_card, put_save,
                          saved_game, saved_text, settled, start_game, wait_ply)

from ludothek import load, new_game
from ludothek.web.home.store import PREFIX as SAVE_PREFIX

BOOT = 90_000


def raw_link(header: bytes, moves: bytes = b"") -> str:
    packed = zlib.compress(header + b"\0" + moves, 9)
    return "L1" + base64.urlsafe_b64encode(packed).decode().rstrip("=")


def good_save(save_id: str, seed: int = 5, moves: int = 6) -> tuple[str, object]:
    game = new_game("roseking", seed=seed, names=["Keep", "Me"])
    for _ in range(moves):
        game.play(game.legal_moves()[0])
    return game.save(id=save_id, status={"finished": False, "to_move_name": "Keep"}), game


def ready(page) -> None:
    page.wait_for_selector("html[data-ready]", state="attached", timeout=BOOT)


BAD_LINKS = {
    "game is a list": raw_link(b'{"game":[],"rules":1,"players":2,"names":["a","b"],"options":{},"seed":1}'),
    "seed is Infinity": raw_link(b'{"game":"roseking","rules":1,"players":2,"names":["a","b"],"options":{},"seed":Infinity}'),
    "deeply nested": raw_link(b"[" * 100_000 + b"]" * 100_000),
    "varint run": raw_link(b'{"game":"roseking","rules":1,"players":2,"names":["a","b"],"options":{},"seed":1}',
                           b"\xff" * 300),
    "cut short": new_game("roseking", seed=3).link()[:20],
}


@pytest.mark.parametrize("kind", sorted(BAD_LINKS))
def test_a_bad_link_gives_a_message_leaves_the_address_bar_and_reloads_clean(session, kind):
    page = session.open()
    text, _ = good_save("keep")
    put_save(page, "keep", text)
    page = session.open("#" + BAD_LINKS[kind], page=page)
    message = alert_text(page)
    assert "link" in message.lower() or "altered" in message, message
    assert page.evaluate("location.hash") == ""  # removed: a reload does not fail again
    assert page.locator(".save[data-id=keep]").is_visible()
    page.reload()
    ready(page)
    assert page.locator("#alert").is_hidden()
    assert all_saves(page)["ludothek:game:keep"] == text


@pytest.mark.parametrize("rules, says", [(99, "newer version of Ludothek"), (0, "older version")])
def test_a_link_from_another_rules_version_says_so_and_that_nothing_was_saved(session, rules, says):
    """A link is not a save: its message never says 'it stays saved' (before, it did, and the
    person looked for it in the list in vain)."""
    page = session.open()
    text, _ = good_save("keep")
    put_save(page, "keep", text)
    header = ('{"game":"roseking","rules":%d,"players":2,"names":["a","b"],"options":{},'
              '"seed":1}' % rules).encode()
    page = session.open("#" + raw_link(header), page=page)
    message = alert_text(page)
    assert says in message and "Nothing was" in message and "stays saved" not in message
    assert list(all_saves(page)) == [SAVE_PREFIX + "keep"]


def test_a_game_finished_by_a_link_joins_the_record(session):
    """Play at a distance: the other person's last move arrives as a link. The finished game
    counts in the record, once, however often the link is opened."""
    game = new_game("roseking", seed=8, names=["Ann", "Bob"])
    pick = random.Random(8)
    while not game.is_over:
        game.play(pick.choice(game.legal_moves()))
    page = session.open("#" + game.link())
    page.wait_for_selector(".game-bar")
    page = session.open("#" + game.link(), page=page)
    page.wait_for_selector(".game-bar")
    page.click("button[data-action=home]")
    assert page.locator(".record-games li[data-game=roseking]").inner_text().endswith(": 1")


def test_bad_saves_in_storage_never_break_the_list(session):
    page = session.open()
    text, game = good_save("good")
    doc = json.loads(text)
    planted = {
        "yesterday": json.dumps({**doc, "id": "yesterday", "updated": "yesterday"}),
        "list-game": json.dumps({**doc, "id": "list-game", "game": ["x"]}),
        "names": json.dumps({**doc, "id": "names", "names": 7}),
        "notjson": "{nope",
    }
    put_save(page, "good", text)
    for key, value in planted.items():
        put_save(page, key, value)
    page.evaluate("localStorage.setItem('somebody-else', 'not ours')")
    before = all_saves(page)
    page.reload()
    ready(page)
    for key in ("list-game", "names", "notjson"):
        assert "Damaged save" in page.locator(f".save[data-id='{key}']").inner_text(), key
    assert page.locator(".save[data-id=yesterday]").count() == 1  # a bad date is no damage
    with page.expect_download() as download:  # a damaged save can be kept as a file
        page.click(".save[data-id=notjson] [data-action=export]")
    assert Path(download.value.path()).read_text() == planted["notjson"]
    page.locator(".save[data-id=good] [data-action=resume]").click()
    assert saved_game(page).history == game.history
    assert all_saves(page) == before  # nothing rewritten, nothing removed


def play_one_move_by_double_tap(page) -> None:
    """Double-tap the first offered move target that plays at once."""
    if page.locator("#overlay [data-action=reveal]").is_visible():
        watch_reveal(page)
    targets = page.locator("#app [data-action=move]:not([data-confirm])")
    if targets.count() == 0:
        page.locator("#app [data-action=select]").first.click()
    targets.first.dblclick()


DOUBLE_TAP = {  # players (None: the game has one table size), options
    "roseking": (None, {"light": True, "start": "red"}),
    "portroyal": (2, {}),
    "jacynth": (2, {}),
    "castlerampage": (None, {}),
}


@pytest.mark.parametrize("game_id", sorted(DOUBLE_TAP))
def test_a_double_tap_plays_one_move(session, game_id):
    players, options = DOUBLE_TAP[game_id]
    page = session.open()
    start_game(page, game_id, players=players, options=options)
    for _ in range(3):
        settled(page)
        before = len(saved_game(page).history)
        play_one_move_by_double_tap(page)
        page.wait_for_function("n => Number(document.documentElement.dataset.ply) > n", arg=before)
        assert len(saved_game(page).history) == before + 1


@pytest.mark.parametrize("game_id", ["jacynth", "castlerampage"])
def test_the_second_tap_of_a_double_tap_never_uncovers_the_next_hand(session, game_id):
    """Hot seat with hidden hands: the pass-the-device screen comes up under the finger that
    started the game or ended a turn. The second click of that double tap (event.detail 2)
    lands on "it is me": it must not show the next person's hand to the one who tapped
    (before, it did). A tap of its own does."""
    page = session.open()
    start_game(page, game_id, names=["Ann", "Bob"], players=2 if game_id == "jacynth" else None)
    reveal = "#overlay [data-action=reveal]"
    for turn in range(2):
        page.wait_for_selector(reveal)
        page.dispatch_event(reveal, "click", {"detail": 2})  # handled before it returns
        assert page.locator(reveal).is_visible(), f"turn {turn}: uncovered by a double tap"
        ply = len(saved_game(page).history)
        page.click(reveal)
        page.wait_for_selector("#overlay", state="hidden")
        while not page.locator(reveal).is_visible():  # the person's turn, to its end
            settled(page)
            targets = page.locator("#app [data-action=move]:not([data-confirm])")
            if targets.count() == 0:
                page.locator("#app [data-action=select]").first.click()
            targets.first.click()
            wait_ply(page, ply + 1)
            ply += 1


def test_two_tabs_on_one_game_lose_no_move(session):
    first = session.open()
    start_game(first, "portroyal", players=2)
    url = first.url
    second = session.open("#" + url.split("#", 1)[1])
    second.wait_for_selector(".game-bar")
    first.click("button[data-move=draw]")
    # The other tab follows the move made elsewhere (the storage event).
    second.wait_for_function("() => Number(document.documentElement.dataset.ply) >= 1")
    moves = saved_game(first).history
    options = second.locator("#app [data-action=move]:not([data-confirm])")
    options.first.click()
    after = saved_game(second).history
    assert after[: len(moves)] == moves and len(after) == len(moves) + 1
    wait_ply(first, len(after))


def test_a_take_back_in_one_tab_is_followed_by_the_other(session):
    """A person takes a move back in one tab: the other tab, which has nothing unsaved, shows
    the game taken back (before, its next move wrote over the take-back without a word)."""
    first = session.open()
    start_game(first, "roseking", names=["Rosa", "Weiß"], options={"light": True, "start": "red"})
    for ply in (1, 2):
        settled(first)
        first.locator("#app [data-action=move]:not([data-confirm])").first.click()
        wait_ply(first, ply)
    second = session.open("#game/" + current_save_id(first))
    wait_ply(second, 2)
    second.click("button[data-action=undo]")
    wait_ply(second, 1)
    wait_ply(first, 1)
    settled(first)
    first.locator("#app [data-action=move]:not([data-confirm])").first.click()
    wait_ply(first, 2)
    wait_ply(second, 2)
    assert len(all_saves(first)) == 1 and first.locator("#alert").is_hidden()


def test_a_hand_shown_in_one_tab_is_covered_when_the_game_moves_on_in_another(session):
    """A hot-seat game with hidden hands in two tabs: Ann's hand shows in this tab, and the
    game goes on in the other (Ann's turn, then Ben's: Ann is to move again, but Ben has the
    device). This tab follows with the table covered until someone says it is them (before,
    it showed Ann's hand at once)."""
    page = session.open()
    start_game(page, "jacynth", names=["Ann", "Ben"], players=2)
    watch_reveal(page)
    page.wait_for_selector(".table.jacynth .card.in-hand")
    game = load(saved_text(page))
    mover = game.to_move
    while game.to_move == mover:  # the mover's whole turn, then the other's
        game.play(game.legal_moves()[0])
    while game.to_move != mover:
        game.play(game.legal_moves()[0])
    save_id = current_save_id(page)
    other = session.open()
    put_save(other, save_id, game.save(id=save_id, status={"finished": False,
                                                           "to_move_name": game.names[mover]}))
    wait_ply(page, len(game.history))
    page.wait_for_selector("#overlay [data-action=reveal]")
    assert page.locator(".card.in-hand").count() == 0


def test_a_tab_whose_computer_thinks_follows_the_tab_that_moved_first(session):
    """Two tabs on a game against the computer both think about its move. The other tab's
    computer moved and its person replied (written here from that tab, so the storage event
    reaches this one): this tab drops its search and shows that game, saving no second one."""
    game = new_game("roseking", seed=6, names=["Deep", "Me"], seats=["strong", "human"],
                    options={"start": "red"})
    other = session.open()
    page = session.open("#" + game.link())
    page.wait_for_selector(".notice:text-matches('thinking|denkt')")
    save_id = current_save_id(page)
    for _ in range(2):  # the other tab's computer and person
        game.play(game.legal_moves()[0])
    put_save(other, save_id, game.save(id=save_id, status={"finished": False,
                                                           "to_move_name": "Deep"}))
    wait_ply(page, 2)
    # The computer's turn again: it thinks about this position and moves once.
    wait_ply(page, 3, timeout=BOOT)
    assert saved_game(page).history[:2] == game.history
    assert list(all_saves(page)) == [SAVE_PREFIX + save_id]
    assert page.locator("#alert").is_hidden()


def test_a_link_opened_while_the_computer_thinks_answers_taps(session):
    """A link pasted into the address bar while the computer thinks about another game (the
    same page, a new address): the game it opens takes taps at once (before, the page went
    on saying the computer thinks and ignored every tap)."""
    solo = new_game("roseking", seed=6, names=["Deep", "Me"], seats=["strong", "human"],
                    options={"start": "red"})
    page = session.open("#" + solo.link())
    page.wait_for_selector(".notice:text-matches('thinking|denkt')")
    duel = new_game("roseking", seed=7, names=["Ann", "Bo"], options={"start": "red"})
    page.evaluate("fragment => { location.hash = fragment; }", duel.link())
    page.wait_for_selector(".status:text-matches('Ann')")
    play_first_card(page)
    wait_ply(page, 1)
    assert saved_game(page).names == ["Ann", "Bo"] and len(saved_game(page).history) == 1


def test_the_home_list_follows_another_tab_and_keeps_a_form_being_filled_in(session):
    """Another tab starts a game and deletes it: the home screen here lists it, then drops it,
    while the new-game form a person is filling in here stays open with what they typed; a
    deletion asked here of the save deleted there is not asked any more (before, the list
    stayed as it was until the page was drawn again)."""
    home = session.open()
    card = home.locator("section.game-card[data-game=jacynth]")
    card.locator("summary").click()
    card.locator("input[name='name.0']").fill("Ada")
    card.locator("input[name='page.hints']").check()
    other = session.open()
    start_game(other, "roseking", names=["Rosa", "Weiß"])
    save_id = current_save_id(other)
    row = home.locator(f".save[data-id='{save_id}']")
    row.wait_for()
    assert "Rosa" in row.inner_text()
    row.locator("[data-action=delete]").click()
    home.wait_for_selector("#overlay [data-action=confirm-yes]")
    other.click("button[data-action=home]")
    other.click(f".save[data-id='{save_id}'] [data-action=delete]")
    other.click("#overlay [data-action=confirm-yes]")
    row.wait_for(state="detached")
    home.wait_for_selector("#overlay", state="hidden")
    assert card.locator("details").evaluate("d => d.open")
    assert card.locator("input[name='name.0']").input_value() == "Ada"
    assert card.locator("input[name='page.hints']").is_checked()
    assert home.locator("#alert").is_hidden()
    home.click("button[data-action=lang][data-value=de]")  # the whole screen is drawn again
    home.wait_for_selector("html[lang=de]", state="attached")
    assert card.locator("details").evaluate("d => d.open")
    assert card.locator("input[name='name.0']").input_value() == "Ada"


def test_a_tab_behind_never_overwrites_a_longer_game(session):
    """The save moved on where this page did not see it (written here by the test, so no
    storage event reaches the page, as with a tab put to sleep); the page's own different move
    is kept as a save of its own, with a message, and the longer game stays."""
    page = session.open()
    start_game(page, "portroyal", players=2)
    save_id = current_save_id(page)
    ahead = load(saved_text(page))
    assert ahead.legal_moves()[:2] == ["draw", "stop"]
    ahead.play("draw")
    written = ahead.save(id=save_id, status={"finished": False, "to_move_name": "P1"})
    put_save(page, save_id, written)
    page.click("button[data-move=stop]")
    assert "another tab" in alert_text(page).lower()
    assert saved_text(page, save_id) == written  # the other history is untouched
    fork = current_save_id(page)
    assert fork != save_id and saved_game(page).history == ["stop"]


def test_light_undo_against_the_computer_takes_back_the_pair_and_play_goes_on(session):
    page = session.open()
    card = page.locator("section.game-card[data-game=roseking]")
    card.locator("summary").click()
    card.locator("select[name='seat.1']").select_option("easy")
    card.locator("[name='opt.light']").set_checked(True)
    card.locator("[name='opt.start']").select_option("red")
    card.locator("button[data-action=start]").click()
    page.wait_for_selector(".game-bar")
    page.locator("#app [data-action=move]:not([data-confirm])").first.click()
    page.wait_for_function("() => Number(document.documentElement.dataset.ply) >= 2", timeout=BOOT)
    undo = page.locator("button[data-action=undo]")
    assert "Red" in undo.inner_text()  # the seat left unnamed is named by its colour
    undo.click()
    wait_ply(page, 0)
    assert saved_game(page).history == []
    page.locator("#app [data-action=move]:not([data-confirm])").first.click()
    page.wait_for_function("() => Number(document.documentElement.dataset.ply) >= 2", timeout=BOOT)


def test_the_address_bar_never_shows_the_seed(session):
    page = session.open()
    start_game(page, "jacynth", players=2)
    game = saved_game(page)
    assert str(game.seed) not in page.evaluate("location.hash")


def test_light_undo_at_one_device_takes_back_only_the_movers_own_card(session):
    page = session.open()
    start_game(page, "roseking", names=["Rosa", "Weiß"], options={"light": True, "start": "red"})
    page.locator("#app [data-action=move]:not([data-confirm])").first.click()
    wait_ply(page, 1)
    assert "Rosa" in page.inner_text("button[data-action=undo]")
    settled(page)
    page.locator("#app [data-action=move]:not([data-confirm])").first.click()
    wait_ply(page, 2)
    red_card = saved_game(page).history[0]
    assert "Weiß" in page.inner_text("button[data-action=undo]")  # White's own card, not Red's
    page.click("button[data-action=undo]")
    wait_ply(page, 1)
    assert saved_game(page).history == [red_card]
