"""Replay, a move in a link, hints, the record and the backup file in the real page (issue 11)."""

from __future__ import annotations

import json
import re
import random

import pytest
from browser.play import reveal as watch_reveal
from browser.play import (SHOTS, alert_text, all_saves, play_first_card, put_save, saved_text,
                          settled, start_game, start_with_hints, wait_ply)

from ludothek import load, new_game
from ludothek.draw.markup import render
from ludothek.web.play import replay
from ludothek.web.core.i18n import Translator
from ludothek.web.play.screens import renderer

PLAYERS = {"roseking": 2, "portroyal": 3, "jacynth": 2, "castlerampage": 2}


def finished(game_id, seed=3, seats=None):
    game = new_game(game_id, seed=seed, players=PLAYERS[game_id], seats=seats)
    rng = random.Random(seed)
    while not game.is_over:
        game.play(rng.choice(game.legal_moves()))
    return game


def shown_ply(page):
    return int(page.get_attribute("html", "data-ply"))


# Markup written out the same way for both sides: attributes sorted (a patched element may
# hold them in another order than freshly parsed markup), text as it reads.
CANON_JS = """const canon = (node) => {
    if (node.nodeType === 3) return node.nodeValue.replace(/&/g, '&amp;').replace(/</g, '&lt;');
    if (node.nodeType !== 1) return '';
    const attrs = [...node.attributes].map((a) => `${a.name}="${a.value}"`).sort().join(' ');
    const tag = node.nodeName.toLowerCase();
    return `<${tag}${attrs ? ' ' + attrs : ''}>${[...node.childNodes].map(canon).join('')}</${tag}>`; };"""


def table_markup(page):
    """The drawn table (without what the page puts around it), as the browser holds it."""
    return page.evaluate("() => {" + CANON_JS + """
        const wrap = document.querySelector('.table-wrap').cloneNode(true);
        wrap.querySelectorAll('.replay-banner, .final-box').forEach(e => e.remove());
        return [...wrap.childNodes].map(canon).join(''); }""")


def as_browser_markup(page, markup):
    """Markup made in CPython, parsed by the same browser and written out the same way."""
    return page.evaluate("(m) => {" + CANON_JS + """
        const d = document.createElement('div'); d.innerHTML = m;
        return [...d.childNodes].map(canon).join(''); }""", markup)


def expected_table(page, game, position, revealed=None):
    table = replay.replay_view(game, position, revealed)
    layout = page.evaluate("innerWidth < innerHeight ? 'portrait' : 'landscape'")
    drawn = renderer(game.ID).table(table.view, {"layout": layout}, Translator("en"))
    return as_browser_markup(page, render(drawn))


@pytest.mark.parametrize("game_id", sorted(PLAYERS))
def test_a_finished_game_steps_back_to_move_0_and_shows_a_new_games_board(session, game_id):
    game = finished(game_id)
    last = len(game.history)
    page = session.open("#" + game.link())
    wait_ply(page, last)
    assert page.get_attribute("html", "data-ply-max") == str(last)
    assert page.locator("[data-replay=next]").is_disabled()
    # Step back a move at a time: the buttons, then the keyboard, then Home.
    page.click("[data-replay=prev]")
    wait_ply(page, last - 1)
    assert page.locator(".replay-banner").is_visible()
    middle = last - 4  # a few key presses (each a redraw: half a long game took 30-50 s)
    for _ in range(last - 1 - middle):
        page.keyboard.press("ArrowLeft")
    wait_ply(page, middle)
    assert table_markup(page) == expected_table(page, game, game.replayed(game.history[:middle]))
    SHOTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(SHOTS / f"replay-{game_id}.png"), full_page=True)
    page.keyboard.press("Home")
    wait_ply(page, 0)
    assert page.locator("[data-replay=first]").is_disabled()
    assert page.locator(".table [data-action=move]").count() == 0  # nothing to play in the past
    new = new_game(game_id, seed=game.seed, players=game.players)
    assert new.history == [] and table_markup(page) == expected_table(page, game, new)
    page.keyboard.press("ArrowRight")
    wait_ply(page, 1)
    page.keyboard.press("End")
    wait_ply(page, last)
    assert page.locator(".replay-banner").count() == 0 and page.locator(".final-box").is_visible()


def test_a_hidden_hand_stays_hidden_when_stepping_back_in_a_hot_seat_game(session):
    game = new_game("jacynth", seed=2, players=2, names=["Ann", "Ben"])
    for _ in range(5):
        game.play(game.legal_moves()[0])
    me, other = game.to_move, 1 - game.to_move
    page = session.open("#" + game.link())
    page.wait_for_selector("#overlay .privacy")
    assert page.locator("[data-replay]").count() == 0  # covered: nothing to step through
    page.keyboard.press("ArrowLeft")
    assert shown_ply(page) == 5  # the keys wait behind the privacy screen too
    watch_reveal(page)
    page.wait_for_selector(".table")
    for ply in (4, 3, 2):
        page.click("[data-replay=prev]")
        wait_ply(page, ply)
        earlier = game.replayed(game.history[:ply])
        shown = table_markup(page)
        assert shown == expected_table(page, game, earlier, revealed=me)
        seen_by_other = renderer("jacynth").table(
            {**earlier.view(other), "legal": []}, {"layout": "landscape"}, Translator("en"))
        assert shown != as_browser_markup(page, render(seen_by_other))  # the mover's hand is not shown
        for card in set(earlier.hands[other]) - set(earlier.hands[me]) - set(earlier.city):
            assert f'data-value="{card}"' not in shown
    page.click(".replay-banner [data-action=replay]")  # back to the game in one tap
    wait_ply(page, 5)
    assert page.locator(".table [data-action=move], .table [data-action=select]").count() > 0  # playable again


def test_a_link_with_a_move_number_opens_there_and_shares_the_move_shown(session):
    game = finished("roseking", seed=8)
    page = session.open("#" + game.link(6))
    wait_ply(page, 6)
    assert page.get_attribute("html", "data-ply-max") == str(len(game.history))
    assert "after move 6 of" in page.locator(".replay-banner").inner_text()
    page.click("button[data-action=share]")
    url = page.input_value("#share-url")
    assert url.endswith(".6") and "opens the game at move 6" in page.locator("#overlay").inner_text()
    page.click("#overlay [data-action=close-dialog]")
    log_line = page.locator(".log li").nth(3).locator("button.log-line")
    target = int(log_line.get_attribute("data-to"))
    log_line.click()
    wait_ply(page, target)
    page.click("[data-replay=last]")
    wait_ply(page, len(game.history))
    cut = session.open("#" + game.link() + ".x", page=session.context.new_page())
    assert "damaged" in alert_text(cut)


def test_a_hint_lights_a_legal_move_and_plays_nothing(session):
    page = session.open()
    card = page.locator("section.game-card[data-game=roseking]")
    card.locator("summary").click()
    assert not card.locator("input[name='page.hints']").is_checked()  # off by default
    card.locator("input[name='page.hints']").check()
    card.locator("button[data-action=start]").click()
    page.wait_for_selector(".game-bar")
    page.click("button[data-action=hint]")
    lit = page.locator(".table [data-hint]").first
    lit.wait_for(timeout=60_000)
    move = lit.get_attribute("data-hint")
    assert page.inner_text(".notice") == "Hint: the marked move."  # no move code to decipher
    game = load(saved_text(page))
    assert move in game.legal_moves() and game.history == []
    assert shown_ply(page) == 0
    used = [0, 0]
    used[game.to_move] = 1
    assert json.loads(saved_text(page))["page"] == {"hints": True, "hints_used": used}
    page.screenshot(path=str(SHOTS / "hint-roseking.png"))
    # A game without hints offers none.
    page.click("button[data-action=home]")
    start_game(page, "roseking")
    assert page.locator("button[data-action=hint]").count() == 0


def test_a_hint_asked_in_another_tab_is_counted_after_a_move_here(session):
    """Two tabs on one game with hints: a hint asked in one tab, then a move in the other,
    keeps the hint's count (before, the move's save wrote the count this tab had read)."""
    page = session.open()
    start_with_hints(page)
    other = session.open(page.evaluate("location.hash"))
    other.click("button[data-action=hint]")
    other.locator(".table [data-hint]").first.wait_for(timeout=60_000)
    seat = load(saved_text(page)).to_move
    assert json.loads(saved_text(page))["page"]["hints_used"][seat] == 1
    play_first_card(page)
    wait_ply(page, 1)
    assert json.loads(saved_text(page))["page"]["hints_used"][seat] == 1


def test_the_end_screen_says_how_many_hints_each_seat_used(session):
    game = finished("roseking", seed=5)
    page = session.open()
    put_save(page, "hinted", game.save(id="hinted", status={"finished": True, "to_move_name": None},
                                       page={"hints": True, "hints_used": [2, 0]}))
    page.goto(session.base_url + "#game/hinted")
    page.wait_for_selector(".final-box .hints-used")
    assert "Hints used: P1: 2, P2: 0" in page.locator(".final-box").inner_text()


def test_finishing_a_game_enters_the_record_once(session):
    """Jacynth solitaire played to its last move in CPython; the person makes it in the page."""
    game = new_game("jacynth", seed=4, players=1)
    rng = random.Random(4)
    while True:
        moves = game.legal_moves()
        ending = [m for m in moves if game.clone().play(m).is_over]
        if ending:
            break
        game.play(rng.choice(moves))
    page = session.open("#" + game.link())
    page.wait_for_selector(".table")
    move = ending[0]
    if move.startswith("p:"):  # a placement: the card first, then its cell
        page.click(f".table [data-action=select][data-value='{move[2:].split('@')[0]}']")
    page.click(f".table [data-move='{move}']")
    page.wait_for_selector(".final-box")
    settled(page)
    page.click("button[data-action=home]")
    record = page.locator(".record")
    assert "Jacynth: 1" in record.inner_text() and "Best solitaire" in record.inner_text()
    assert re.search(r"Jacynth: \d+ points \((Stranger|.*Citizen|.*Noble|.*Courtier|.*Eminence|.*Magnate|Prince.*)\)", record.inner_text(), re.I)
    record.scroll_into_view_if_needed()
    page.screenshot(path=str(SHOTS / "home-record.png"))
    page.reload()
    page.wait_for_selector(".record")
    assert page.locator(".record-games li").count() == 1 and "Jacynth: 1" in page.locator(".record").inner_text()


def _saves_of_every_game():
    saves = {}
    for n, game_id in enumerate(sorted(PLAYERS)):
        game = new_game(game_id, seed=20 + n, players=PLAYERS[game_id], names=["Ida", "Jo", "Kai"][:PLAYERS[game_id]])
        rng = random.Random(n)
        for _ in range(12):
            game.play(rng.choice(game.legal_moves()))
        saves[f"{game_id}-b{n}"] = game
    saves["roseking-done"] = finished("roseking", seed=9)
    return saves


def test_export_then_import_into_a_fresh_browser_restores_every_save(session, new_session, tmp_path):
    saves = _saves_of_every_game()
    page = session.open()
    for save_id, game in saves.items():
        put_save(page, save_id, game.save(id=save_id, created=1, updated=2,
                                          status={"finished": game.is_over, "to_move_name": None}))
    put_save(page, "broken", "{not json")
    page.reload()
    page.wait_for_selector(".backup")
    with page.expect_download() as download:
        page.click("button[data-action=backup-export]")
    path = tmp_path / "backup.json"
    download.value.save_as(path)
    assert "5 games backed up. 1 damaged save was left out." in alert_text(page)

    other = new_session()
    fresh = other.open()
    fresh.set_input_files("#backup-file", str(path))
    assert "Backup loaded: 5 new, 0 updated, 0 already here." in alert_text(fresh)
    restored = {k[len("ludothek:game:"):]: v for k, v in all_saves(fresh).items() if k.startswith("ludothek:game:")}
    assert set(restored) == set(saves)
    for save_id, game in saves.items():
        assert load(restored[save_id]).history == game.history
        assert fresh.locator(f".save[data-id='{save_id}']").count() == 1
    fresh.click("#alert [data-action=dismiss]")
    fresh.set_input_files("#backup-file", str(path))  # again: nothing is duplicated
    assert "0 new, 0 updated, 5 already here" in alert_text(fresh)
    assert len([k for k in all_saves(fresh) if k.startswith("ludothek:game:")]) == 5


@pytest.mark.parametrize("damage", ["cut", "not json", "tampered move"])
def test_a_damaged_backup_is_refused_and_changes_nothing(session, tmp_path, damage):
    saves = _saves_of_every_game()
    doc = {"format": "ludothek-backup", "version": 1, "exported": 1,
           "saves": {k: g.save(id=k, status={"finished": g.is_over, "to_move_name": None}) for k, g in saves.items()}}
    text = json.dumps(doc)
    if damage == "cut":
        text = text[: len(text) // 2]
    elif damage == "not json":
        text = "hello"
    else:
        key = "roseking-b3"
        doc["saves"][key] = doc["saves"][key].replace(saves[key].history[2], "N9", 1)
        text = json.dumps(doc)
    path = tmp_path / "damaged.json"
    path.write_text(text)
    page = session.open()
    put_save(page, "mine", new_game("roseking", seed=1).save(id="mine", status={"finished": False, "to_move_name": "P1"}))
    before = all_saves(page)
    page.set_input_files("#backup-file", str(path))
    assert "not a valid Ludothek backup" in alert_text(page) and "Nothing was changed" in alert_text(page)
    assert all_saves(page) == before
