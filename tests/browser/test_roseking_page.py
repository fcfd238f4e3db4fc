"""Rosenkönig in the real page: a person clicks the SVG, the engine (read back from the save)
agrees with what the page shows."""

import random
import re

from browser.play import confirm_if_asked, current_save_id, saved_game, start_game

from ludothek import new_game


def click_move(page, move):
    """Play `move` the way a person does: choose the card, then its target square."""
    if move == "draw":
        page.click("button[data-move=draw]")
        return
    card = move.removeprefix("H:")
    page.click(f".roseking-board .card[data-card={card}]")
    page.click(f".roseking-board .hit[data-move='{move}']")
    confirm_if_asked(page)


def stones_on_page(page):
    return sorted(page.eval_on_selector_all(
        ".roseking-board .stone", "els => els.map(e => e.dataset.square + ':' + e.classList[1])"))


def stones_in_engine(game):
    from ludothek.roseking.rules import square_name

    return sorted(f"{square_name(i)}:seat{c}" for i, c in enumerate(game.board) if c is not None)


def game_until(predicate, seed_range=range(500), options=None):
    """A random engine game stopped at the first position where `predicate` holds."""
    for seed in seed_range:
        g = new_game("roseking", seed=seed, names=["Ann", "Ben"], options=options or {})
        pick = random.Random(seed)
        while not g.is_over:
            if predicate(g):
                return g
            g.play(pick.choice(g.legal_moves()))
    raise AssertionError("no such position found")


def test_new_game_and_moves_by_clicking_the_board(session):
    page = session.open()
    start_game(page, "roseking", names=["Alice", "Bob"], options={"start": "red"})
    assert "Alice (Red) to move" in page.inner_text(".status")
    for _ in range(6):
        engine = saved_game(page)
        legal = engine.legal_moves()
        plays = [m for m in legal if m != "draw"]
        move = plays[0] if plays else "draw"
        if move != "draw":  # the selected card shows its target square before it is played
            page.click(f".roseking-board .card[data-card={move.removeprefix('H:')}]")
            assert page.locator(".roseking-board .card.selected").count() == 1
            assert page.locator(".roseking-board .square.target").count() == 1
            page.click(f".roseking-board .hit[data-move='{move}']")
            confirm_if_asked(page)
        else:
            click_move(page, move)
        after = saved_game(page)
        assert after.history == engine.history + [move]
        assert stones_on_page(page) == stones_in_engine(after)
    assert page.locator(".log li").count() == len(saved_game(page).log)


def test_only_legal_cards_can_be_chosen(session):
    page = session.open()
    start_game(page, "roseking", options={"start": "red"})
    engine = saved_game(page)
    legal_cards = {m.removeprefix("H:") for m in engine.legal_moves() if m != "draw"}
    shown = set(page.eval_on_selector_all(".roseking-board .card.legal", "els => els.map(e => e.dataset.card)"))
    assert shown == legal_cards
    idle = page.eval_on_selector_all(".roseking-board .card.idle", "els => els.map(e => e.dataset.card)")
    for card in idle:  # clicking a card that cannot be played does nothing
        page.click(f".roseking-board .card[data-card={card}]", force=True)
        assert saved_game(page).history == []


def test_hero_play_asks_for_confirmation(session):
    g = game_until(lambda g: any(m.startswith("H:") for m in g.legal_moves()))
    page = session.open("#" + g.link())
    hero = next(m for m in g.legal_moves() if m.startswith("H:"))
    page.click(f".roseking-board .card[data-card={hero[2:]}]")
    page.click(f".roseking-board .hit[data-move='{hero}']")
    dialog = page.locator("#overlay [role=dialog]")
    assert "hero" in dialog.inner_text().lower()
    page.click("#overlay [data-action=confirm-no]")  # cancelling changes nothing
    assert saved_game(page).history == g.history
    page.click(f".roseking-board .hit[data-move='{hero}']")
    page.click("#overlay [data-action=confirm-yes]")
    after = saved_game(page)
    assert after.history == g.history + [hero] and after.heroes[g.to_move] == g.heroes[g.to_move] - 1


def test_light_option_plays_at_once_and_can_take_back(session):
    page = session.open()
    start_game(page, "roseking", options={"start": "red", "light": True})
    engine = saved_game(page)
    card = next(m for m in engine.legal_moves() if m not in ("draw",) and not m.startswith("H:"))
    page.click(f".roseking-board .card[data-card={card}]")
    assert saved_game(page).history == [card]
    page.click("button[data-action=undo]")
    assert saved_game(page).history == []
    assert page.locator(".roseking-board .stone").count() == 0


def test_finish_a_game_shows_territories_and_scores(session):
    g = game_until(lambda g: len(g.history) > 5 and g.stones_left == 2 and g.current == 0
                   and "draw" not in g.legal_moves())
    page = session.open("#" + g.link())
    while not saved_game(page).is_over:
        engine = saved_game(page)
        click_move(page, engine.legal_moves()[0])
    final = saved_game(page).result()
    box = page.locator(".final-box")
    box.wait_for()
    text = box.inner_text()
    for seat in (0, 1):
        sizes = " + ".join(f"{s}²" for s in final["territories"][seat])
        assert f"{sizes} = {final['scores'][seat]}" in text
    labels = page.eval_on_selector_all(".roseking-board .territory-size", "els => els.map(e => +e.textContent)")
    assert sorted(labels) == sorted(final["territories"][0] + final["territories"][1])
    assert "Game over" in page.inner_text(".status")


def test_reload_resumes_the_same_position(session):
    page = session.open()
    start_game(page, "roseking", names=["Ann", "Ben"])
    for _ in range(4):
        click_move(page, saved_game(page).legal_moves()[0])
    before = stones_on_page(page), page.inner_text(".status"), current_save_id(page)
    page.reload()
    page.wait_for_selector("html[data-ready]", state="attached")
    assert (stones_on_page(page), page.inner_text(".status"), current_save_id(page)) == before
    page.click("button[data-action=home]")  # and the games list offers it too
    row = page.locator(f".save[data-id='{before[2]}']")
    assert "Ann, Ben" in row.inner_text()
    row.locator("[data-action=resume]").click()
    assert stones_on_page(page) == before[0]


def test_share_link_opens_the_exact_position_in_a_fresh_browser(session, new_session):
    page = session.open()
    start_game(page, "roseking", names=["Ann", "Ben"])
    for _ in range(7):
        click_move(page, saved_game(page).legal_moves()[-1])
    page.click("button[data-action=share]")
    url = page.input_value("#share-url")
    assert re.fullmatch(re.escape(session.base_url) + r"#L1[A-Za-z0-9_-]+", url)
    other = new_session().open(url.removeprefix(session.base_url))
    assert stones_on_page(other) == stones_on_page(page)
    assert other.inner_text(".status") == page.inner_text(".status")
    assert saved_game(other).history == saved_game(page).history
