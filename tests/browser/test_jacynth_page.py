"""Jacynth in the real page: a person chooses a card, clicks a lit cell, places a token or
skips; the privacy screen stands between seats; the engine, reading the page's save, agrees
with what the page shows."""

import random
import re

from browser.play import resume_from_list, share_url, current_save_id, saved_game, start_game

from ludothek.jacynth.cards import NAMES
from ludothek.jacynth.rules import GRIDS


def reveal_if_asked(page):
    """Pass the privacy screen ("pass the device to ...") when it is up."""
    if page.locator("#overlay .privacy").count() and page.locator("#overlay").is_visible():
        page.click("#overlay [data-action=reveal]")
    page.wait_for_selector(".jacynth-city")


def click_move(page, move):
    """Play `move` as a person does: card then lit cell, a lit card for a token, or skip."""
    if move == "skip":
        page.click(".jacynth .prompt button[data-move=skip]")
    elif move.startswith("p:"):
        card = move[2:].partition("@")[0]
        page.click(f".jacynth-hand .card[data-card='{card}']")
        assert page.locator(".jacynth-hand .card.selected").get_attribute("data-card") == card
        page.click(f".jacynth-city .hit[data-move='{move}']")
    else:
        page.click(f".jacynth-city .hit[data-move='{move}']")


def city_on_page(page):
    cards = page.eval_on_selector_all(".jacynth-city g.card[data-cell]",
                                      "els => els.map(e => [e.dataset.cell, e.dataset.card])")
    tokens = page.eval_on_selector_all(".jacynth-city g.card[data-cell] g.token",
                                       "els => els.map(e => [e.closest('[data-cell]').dataset.cell, +e.dataset.seat])")
    return dict(cards), dict(tokens)


def city_in_engine(game):
    names = GRIDS[game.size][0]
    return ({names[i]: c for i, c in enumerate(game.city) if c is not None},
            {names[i]: s for i, s in enumerate(game.tokens) if s is not None})


def lit(page):
    return set(page.eval_on_selector_all(".jacynth-city .hit", "els => els.map(e => e.dataset.move)"))


def test_solitaire_played_to_the_end_by_clicking(session):
    page = session.open()
    start_game(page, "jacynth", names=["Solo"], players=1)
    reveal_if_asked(page)
    pick = random.Random(3)
    assert "corner" in page.inner_text(".jacynth .prompt")
    while not saved_game(page).is_over:
        engine = saved_game(page)
        legal = engine.legal_moves()
        if engine.phase in ("token", "first_token"):  # exactly the legal cards are lit
            assert lit(page) == {m for m in legal if m.startswith("t:")}
            assert page.locator(".jacynth .prompt button[data-move=skip]").count() == ("skip" in legal)
            tokens = [m for m in legal if m.startswith("t:")]
            move = pick.choice(tokens) if tokens and (pick.random() < 0.6 or "skip" not in legal) else "skip"
        else:
            assert lit(page) == set()  # nothing lit before a card is chosen
            move = pick.choice(legal)
            card = move[2:].partition("@")[0]
            page.click(f".jacynth-hand .card[data-card='{card}']")
            assert lit(page) == {m for m in legal if m.startswith(f"p:{card}@")}
        page.click(f".jacynth-city .hit[data-move='{move}']" if move != "skip"
                   else ".jacynth .prompt button[data-move=skip]")
        after = saved_game(page)
        assert after.history == engine.history + [move]
        assert city_on_page(page) == city_in_engine(after)
        if not after.is_over:
            assert f"Played: {after.played} of 12 cards" in page.inner_text(".jacynth .solo")
    final = saved_game(page).result()
    title = {"stranger": "Stranger", "citizen": "Respected Citizen", "noble": "Rising Noble",
             "courtier": "Popular Courtier", "eminence": "Éminence Grise", "magnate": "Mighty Magnate",
             "prince": "Prince of Jacynth"}[final["rank"]]
    box = page.locator(".final-box")
    box.wait_for()
    assert f"{final['scores'][0]} points: {title}" in box.locator(".rank-title").inner_text()
    sizes = page.eval_on_selector_all(".final-box tr[data-size]", "els => els.map(e => +e.dataset.size)")
    assert sorted(sizes) == sorted(d["size"] for d in final["breakdown"][0])
    assert page.locator(".jacynth-city .cell.empty").count() == 0
    assert page.locator(".log li").count() == len(saved_game(page).log_for(None))


def hand_cards_in_dom(page, cards):
    """Which of `cards` the page's markup mentions: as a hook or by name (aria-labels too)."""
    html = page.content()
    return {c for c in cards if f'data-card="{c}"' in html or f'data-value="{c}"' in html
            or re.search(r"(?<![\w])" + re.escape(NAMES[c]["en"]) + r"(?![\w])", html)}


def test_two_players_pass_the_device_and_never_see_each_others_hand(session):
    page = session.open()
    start_game(page, "jacynth", names=["Ann", "Ben"], players=2, options={"layout": "towers"})
    pick = random.Random(7)
    for turn in range(5):
        engine = saved_game(page)
        seat = engine.to_move
        both = set(engine.hands[0]) | set(engine.hands[1])
        overlay = page.locator("#overlay")
        assert overlay.is_visible() and engine.names[seat] in overlay.inner_text()
        assert hand_cards_in_dom(page, both) == set()  # the privacy screen hides every hand
        page.click("#overlay [data-action=reveal]")
        shown = set(page.eval_on_selector_all(".jacynth-hand .card", "els => els.map(e => e.dataset.card)"))
        assert shown == set(engine.hands[seat])
        assert hand_cards_in_dom(page, engine.hands[1 - seat]) == set()
        other = page.locator(f".jacynth .hand-count[data-seat='{1 - seat}']").inner_text()
        assert f"Hand: {len(engine.hands[1 - seat])}" in other
        assert f"Draw pile: {len(engine.draw_pile)}" in page.inner_text(".jacynth .seats")
        while saved_game(page).to_move == seat and not page.locator("#overlay").is_visible():
            now = saved_game(page)
            legal = now.legal_moves()
            move = pick.choice([m for m in legal if m != "skip"] or legal)
            click_move(page, move)
            assert saved_game(page).history == now.history + [move]
            if saved_game(page).to_move == seat:  # the token step of the same turn
                assert page.locator(".jacynth .prompt button[data-move=skip]").count() == 1
        after = saved_game(page)
        assert city_on_page(page) == ({}, {})  # the table is hidden behind the privacy screen
        assert after.to_move != seat
    # The districts of a suit, outlined with their controller, in the position reached.
    page.click("#overlay [data-action=reveal]")
    engine = saved_game(page)
    assert city_on_page(page) == city_in_engine(engine)
    token_cell = next(i for i, s in enumerate(engine.tokens) if s is not None)
    suit = engine.city[token_cell][1]
    page.click(f".jacynth .suit-button[data-value={suit}]")
    view = engine.view(engine.to_move)
    mine = [d for d in view["districts"] if d["suit"] == suit]
    assert page.locator(".jacynth-city .district-outline").count() == len(mine)
    owner = engine.tokens[token_cell]
    assert engine.names[owner] in page.inner_text(".jacynth .district-list")
    scores = page.eval_on_selector_all(".players .player-score", "els => els.map(e => e.textContent)")
    assert scores == [str(s) for s in engine.scores()]


def test_reload_and_resume_keep_the_position(session):
    page = session.open()
    start_game(page, "jacynth", names=["Ann", "Ben"], players=2)
    for _ in range(3):  # three turns: card and token each
        reveal_if_asked(page)
        seat = saved_game(page).to_move
        while saved_game(page).to_move == seat:
            click_move(page, saved_game(page).legal_moves()[0])
    engine = saved_game(page)
    save_id = current_save_id(page)
    page.reload()
    page.wait_for_selector("html[data-ready]", state="attached")
    reveal_if_asked(page)
    assert city_on_page(page) == city_in_engine(engine)
    assert current_save_id(page) == save_id and saved_game(page).history == engine.history
    resume_from_list(page, save_id, "Ann, Ben")
    reveal_if_asked(page)
    assert city_on_page(page) == city_in_engine(engine)
    click_move(page, saved_game(page).legal_moves()[-1])  # and play goes on
    assert saved_game(page).history == engine.history + [engine.legal_moves()[-1]]


def test_share_link_warns_and_opens_the_same_position_elsewhere(session, new_session):
    page = session.open()
    start_game(page, "jacynth", names=["Ann", "Ben"], players=2, options={"layout": "old_city"})
    for _ in range(4):
        reveal_if_asked(page)
        click_move(page, saved_game(page).legal_moves()[0])
    reveal_if_asked(page)
    url = share_url(page, warns_hidden_cards=True)
    other = new_session().open(url.removeprefix(session.base_url))
    reveal_if_asked(other)
    assert city_on_page(other) == city_on_page(page) == city_in_engine(saved_game(page))
    assert other.inner_text(".status") == page.inner_text(".status")
    assert saved_game(other).history == saved_game(page).history
    hand = lambda p: p.eval_on_selector_all(".jacynth-hand .card", "els => els.map(e => e.dataset.card)")
    assert hand(other) == hand(page)
