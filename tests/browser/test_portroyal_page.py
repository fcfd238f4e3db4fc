"""Port Royal in the real page: three people play a whole round by clicking cards and buttons;
after every click the engine (read back from the page's save) agrees with what the page shows."""

import random
import re

from browser.play import (SHOTS, alert_text, confirm_if_asked, current_save_id, saved_game, settled,
                          start_game)

from ludothek import new_game
from ludothek.portroyal.cards import CARD

TABLE = ".table.portroyal"


def shown(page, selector, attr="card"):
    return page.eval_on_selector_all(f"{TABLE} {selector}", f"els => els.map(e => e.dataset.{attr})")


def page_state(page):
    """What a person reads off the table: harbour, waiting ship, expeditions, piles, every
    player's coins and points, the phase and the history tiles."""
    seats = page.eval_on_selector_all(
        f"{TABLE} .pr-player",
        "els => els.map(e => [e.dataset.seat, e.querySelector('[data-stat=coins] strong').textContent,"
        " e.querySelector('[data-stat=points] strong').textContent,"
        " Array.from(e.querySelectorAll('svg.pr-card')).map(c => c.dataset.card).join(' ')])")
    phase = shown(page, ".pr-phase", "phase")
    return {"harbour": shown(page, ".pr-harbour .pr-slot:not(.pr-pending) svg.pr-card"),
            "pending": shown(page, ".pr-pending svg.pr-card"),
            "expeditions": shown(page, ".pr-expeditions svg.pr-card"),
            "draw": page.inner_text(f"{TABLE} [data-count=draw]"),
            "discard": page.inner_text(f"{TABLE} [data-count=discard]"),
            "seats": seats, "phase": phase,
            "history": shown(page, ".pr-history .pr-tile"),
            "status": page.inner_text(".status")}


def check_against_engine(page, g):
    state = page_state(page)
    assert state["harbour"] == g.harbour
    assert state["pending"] == ([g.pending] if g.pending else [])
    assert state["expeditions"] == g.expeditions
    assert state["draw"] == str(len(g.draw)) and state["discard"] == str(len(g.discard))
    for seat, coins, points, cards in state["seats"]:
        s = int(seat)
        assert int(coins) == len(g.coins[s]) and int(points) == g.points(s)
        assert sorted(cards.split()) == sorted(g.persons[s] + g.done[s] + g.pirates[s])
    if not g.is_over:
        assert state["phase"] == [g.phase]
        assert state["history"][:len(g.turn_cards)] == [c for c, _, _ in g.turn_cards]
        assert g.names[g.to_move] in state["status"]
    # Exactly the legal moves are offered: clickable at once or after choosing a card.
    direct = set(shown(page, "[data-action=move]", "move"))
    chosen = set(shown(page, "[data-action=select]", "value"))
    legal = set(g.legal_moves())
    assert direct <= legal
    assert {m.split(":")[1] for m in legal - direct} <= chosen
    assert page.locator(".log li").count() == len(g.log)
    return state


def click_move(page, g, move):
    """Play `move` as a person does: the pile or a button, a card, or a card and then a choice.
    A person pauses between two moves: the page drops a second tap at the same spot just after a
    move (a double tap), and the turn's buttons stay at the same spot."""
    settled(page)
    table = page.locator(TABLE)
    if move in ("draw", "stop", "repel", "keep", "pass"):
        if move == "draw" and random.Random(len(g.history)).random() < 0.5:
            table.locator("svg[data-pile=draw]").click()  # the draw pile itself is a move
        else:
            table.locator(f"button[data-move='{move}']").click()
        confirm_if_asked(page)
        return
    cid = move.split(":")[1]
    card = table.locator(f"svg.pr-card[data-card='{cid}']").first
    if card.get_attribute("data-action") == "select":
        card.click()
        assert "selected" in card.get_attribute("class")
        choice = table.locator(f".pr-choice[data-choice='{cid}'] button[data-move='{move}']")
        assert re.search(r"(take|exp):", choice.inner_text() + choice.get_attribute("aria-label")) is None
        choice.click()
    else:
        assert card.get_attribute("data-move") == move
        card.click()


def choose(g, pick):
    legal = g.legal_moves()
    if g.phase == "repel":
        return pick.choice(["repel", "keep"])
    if g.phase == "discover":
        exps = [m for m in legal if m.startswith("exp:")]
        if exps:
            return exps[0]
        return "draw" if "draw" in legal and len(g.turn_cards) < 4 else "stop"
    takes = [m for m in legal if m != "pass"]
    return pick.choice(takes) if takes and pick.random() < 0.8 else "pass"


def test_three_players_play_a_whole_round_by_clicking(session):
    page = session.open()
    start_game(page, "portroyal", names=["Ann", "Ben", "Cid"], players=3)
    g = saved_game(page)
    check_against_engine(page, g)
    pick = random.Random(11)
    first_active, turns_seen, kinds = g.active, set(), set()
    while g.round == 1 and not g.is_over:
        move = choose(g, pick)
        click_move(page, g, move)
        after = saved_game(page)
        assert after.history == g.history + [move]
        kinds.add(move.split(":")[0])
        turns_seen.add(g.active)
        g = after
        check_against_engine(page, g)
        assert len(g.history) < 150
    assert turns_seen == {0, 1, 2} and g.active == first_active
    assert {"draw", "stop", "take"} <= kinds
    # The history shows the previous turn, every payment of it included.
    assert page.locator(f"{TABLE} .pr-turn").count() == 2


def test_a_waiting_ship_is_repelled_or_kept_with_buttons(session):
    g = _engine_until(lambda g: g.phase == "repel", players=3)
    page = session.open("#" + g.link())
    check_against_engine(page, g)
    pending = page.locator(f"{TABLE} .pr-pending svg.pr-card")
    assert pending.get_attribute("data-card") == g.pending
    assert "legal" not in pending.get_attribute("class")  # a choice, so buttons decide
    page.click(f"{TABLE} button[data-move=repel]")
    after = saved_game(page)
    assert after.history == g.history + ["repel"] and g.pending not in after.harbour
    check_against_engine(page, after)


def test_special_ship_choice_and_card_zoom(session):
    g = _engine_until(lambda g: g.phase == "trade" and any(
        CARD[c].type == "ship" and CARD[c].special for c in g.harbour) and any(
        m.count(":") == 2 and m.split(":")[-1].isdigit() for m in g.legal_moves()),
        players=3, expansion=True)
    page = session.open("#" + g.link())
    move = next(m for m in g.legal_moves() if m.count(":") == 2 and m.split(":")[-1].isdigit())
    cid, target = move.split(":")[1], int(move.split(":")[2])
    # "i" enlarges the card with its rules text; closing changes nothing in the game.
    page.click(f"{TABLE} button.pr-info[data-value='{cid}']")
    dialog = page.locator(f"{TABLE} .pr-zoom")
    assert "another player of your choice gets 1 coin" in dialog.inner_text()
    dialog.locator("button.pr-close").click()
    assert page.locator(f"{TABLE} .pr-zoom").count() == 0
    assert saved_game(page).history == g.history
    page.click(f"{TABLE} svg.pr-card[data-card='{cid}']")
    button = page.locator(f"{TABLE} .pr-choice button[data-move='{move}']")
    assert g.names[target] in button.inner_text()
    assert f"Extra coin to {g.names[target]}" in button.get_attribute("aria-label")
    button.click()
    after = saved_game(page)
    assert after.history == g.history + [move]
    check_against_engine(page, after)
    # A person in a display explains itself on a tap, too.
    person = next(p for s in range(3) for p in after.persons[s])
    page.locator(f"{TABLE} .pr-player svg.pr-card[data-card='{person}']").click()
    zoom = page.locator(f"{TABLE} .pr-zoom[data-zoom='{person}']")
    assert zoom.count() == 1 and "cost" in zoom.inner_text()
    assert saved_game(page).history == after.history


def test_a_tap_on_a_card_that_is_no_move_says_why(session):
    """Issue 32: a harbour person the taker cannot afford is tried, and the rules' reason is said
    in the player's words; nothing is played."""
    g = _engine_until(lambda g: g.phase == "trade" and any(
        CARD[c].type == "person" and f"take:{c}" not in g.legal_moves() for c in g.harbour),
        players=3)
    page = session.open("#" + g.link())
    cid = next(c for c in g.harbour if CARD[c].type == "person" and f"take:{c}" not in g.legal_moves())
    page.click(f"{TABLE} svg.pr-card[data-card='{cid}'][data-action='try']")
    assert "Not possible: you cannot afford this person" in alert_text(page)
    assert saved_game(page).history == g.history


def test_reload_resumes_and_the_share_link_shows_the_same_position(session, new_session):
    page = session.open()
    start_game(page, "portroyal", names=["Ann", "Ben", "Cid"], players=3, options={"expansion": True})
    pick = random.Random(5)
    for _ in range(8):
        g = saved_game(page)
        if g.is_over:
            break
        click_move(page, g, choose(g, pick))
    g = saved_game(page)
    before, save_id = check_against_engine(page, g), current_save_id(page)
    assert page.locator(f"{TABLE} .pr-contracts svg.pr-contract-card").count() == 4
    page.reload()
    page.wait_for_selector("html[data-ready]", state="attached")
    assert page_state(page) == before and current_save_id(page) == save_id
    page.click("button[data-action=home]")  # the games list offers it too
    row = page.locator(f".save[data-id='{save_id}']")
    assert "Ann, Ben, Cid" in row.inner_text()
    row.locator("[data-action=resume]").click()
    assert page_state(page) == before
    page.click("button[data-action=share]")
    url = page.input_value("#share-url")
    other = new_session().open(url.removeprefix(session.base_url))
    assert page_state(other) == before
    assert saved_game(other).history == g.history
    check_against_engine(other, saved_game(other))


def _engine_until(predicate, players, expansion=False):
    for seed in range(300):
        g = new_game("portroyal", seed=seed, players=players, options={"expansion": expansion},
                     names=["Ann", "Ben", "Cid", "Dora", "Eve"][:players])
        pick = random.Random(seed)
        while not g.is_over and len(g.history) < 400:
            if predicate(g):
                return g
            legal = g.legal_moves()
            takes = [m for m in legal if m.startswith("take:")]
            g.play(pick.choice(takes) if takes and pick.random() < 0.8 else pick.choice(legal))
    raise AssertionError("no such position")


def test_at_tablet_and_phone_size_the_buttons_are_in_sight_and_cards_enlarge_readably(new_session):
    """Issue 14 at 1024×768 and 390×844: with the page at its top, the turn's buttons and the
    first harbour card are on the screen without scrolling; a card's "i" enlarges it so that its
    smallest text is at least 12 px. A screenshot of each size is saved for a person to look at."""
    shots = SHOTS
    g = _engine_until(lambda g: g.phase == "trade" and len(g.harbour) >= 4
                      and "pass" in g.legal_moves() and g.to_move == g.active, players=3)
    for width, height in ((1024, 768), (390, 844)):
        page = new_session(viewport={"width": width, "height": height}, has_touch=True,
                           is_mobile=width < 500).open("#" + g.link())
        button = page.locator(f"{TABLE} .pr-turnbar button[data-move=pass]").bounding_box()
        harbour = page.locator(f"{TABLE} .pr-harbour svg.pr-card").first.bounding_box()
        assert button["y"] + button["height"] <= height, button
        assert harbour["y"] + harbour["height"] / 2 <= height, harbour
        shots.mkdir(parents=True, exist_ok=True)
        page.screenshot(path=str(shots / f"portroyal-turn-{width}x{height}.png"))
        page.locator(f"{TABLE} button.pr-info").first.tap()
        smallest = page.eval_on_selector(
            f"{TABLE} .pr-zoom svg.pr-card.big",
            "el => Math.min(...[...el.querySelectorAll('text')].map(t => +t.getAttribute('font-size')))"
            " * el.getBoundingClientRect().width / 100")
        assert smallest >= 12, smallest
        page.screenshot(path=str(shots / f"portroyal-zoom-{width}x{height}.png"))
