"""Jacynth in the real page: a person chooses a card, clicks a lit cell, places a token or
skips; the privacy screen stands between seats; the engine, reading the page's save, agrees
with what the page shows."""

import random
import re

from browser.play import reveal as watch_reveal
from browser.play import (SHOTS, alert_text, current_save_id, resume_from_list, saved_game, settled,
                          share_url, start_game)

from ludothek import new_game
from ludothek.core import Rng
from ludothek.jacynth.cards import NAMES
from ludothek.jacynth.rules import GRIDS

SIZES = {"tablet-landscape": (1024, 768), "tablet-portrait": (768, 1024), "phone": (390, 844),
         "desktop": (1280, 860)}


def reveal_if_asked(page):
    """Pass the privacy screen ("pass the device to ...") when it is up."""
    if page.locator("#overlay .privacy").count() and page.locator("#overlay").is_visible():
        watch_reveal(page)
    page.wait_for_selector(".jacynth-city")


def click_move(page, move):
    """Play `move` as a person does: card then lit cell, a lit card for a token, or skip;
    after a pause, as the token often goes on the card just placed, at the same spot."""
    settled(page)
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
        settled(page)
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
    # The person's own log to the end, their draws included (the last move once dropped them).
    assert page.locator(".log li").count() == len(saved_game(page).log_for(0))


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
        watch_reveal(page)
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
    watch_reveal(page)
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


def test_new_game_form_starts_at_two_players(session):
    """Issue #14: Jacynth's usual count is two (the spec's default_players); solitaire is a
    choice, not what 'Start game' gives without a change."""
    page = session.open()
    card = page.locator("section.game-card[data-game=jacynth]")
    card.locator("summary").click()
    assert card.locator("select[name=players]").input_value() == "2"
    card.locator("button[data-action=start]").click()
    page.wait_for_selector(".game-bar")
    assert saved_game(page).players == 2


def rendered_px(page, selector):
    """The drawn size of each text's font in CSS px (its font size times the SVG's scale)."""
    return page.eval_on_selector_all(selector, """els => els.map(e =>
        parseFloat(e.getAttribute('font-size') || getComputedStyle(e).fontSize) * e.getScreenCTM().a)""")


def smaller_than(page, selector, minimum=44):
    return page.eval_on_selector_all(selector, """(els, minimum) => els.map(e => e.getBoundingClientRect())
        .filter(r => r.width < minimum || r.height < minimum).map(r => [r.width, r.height])""", minimum)


def test_every_card_enlarges_on_a_tap_at_every_size_and_placing_still_works(new_session):
    """Issue #14: city card names are drawn at about 6-8 px on tablets, so a tap enlarges any
    card: a city card, or the button under a hand card; the enlarged card's name and rank are
    12 px and more, and the next tap closes it. Choosing a hand card and tapping a lit cell
    still places the card."""
    g = new_game("jacynth", seed=8, players=2, names=["Ann", "Ben"])
    rng = Rng(8)
    for _ in range(6):
        g.play(rng.choice(g.legal_moves()))
    assert g.phase == "play"
    session = new_session(viewport={"width": 1024, "height": 768}, has_touch=True)
    page = session.open("#" + g.link())
    reveal_if_asked(page)
    city_card = next(c for c in g.city if c)
    hand_card = g.hands[g.to_move][0]
    for size, (width, height) in SIZES.items():
        page.set_viewport_size({"width": width, "height": height})
        page.wait_for_function("layout => document.documentElement.dataset.layout == layout",
                               arg="portrait" if width < height else "landscape")
        if size != "phone":  # a finger fits every enlarge target at tablet sizes
            assert smaller_than(page, ".jacynth-city .card.zoomable, .jacynth-hand .zoom-button") == [], size
        page.locator(f".jacynth-city .card[data-card='{city_card}']").tap()
        zoom = page.locator(".jacynth .jacynth-zoom")
        zoom.wait_for()
        assert zoom.locator("h3").inner_text() == NAMES[city_card]["en"]
        assert "Rank:" in zoom.inner_text() and "In the city on" in zoom.inner_text()
        assert min(rendered_px(page, ".jacynth-zoom .card-name, .jacynth-zoom .rank")) >= 12, size
        assert min(page.eval_on_selector_all(".jacynth-zoom .zoom-text p, .jacynth-zoom h3",
                                             "els => els.map(e => parseFloat(getComputedStyle(e).fontSize))")) >= 12
        SHOTS.mkdir(parents=True, exist_ok=True)
        page.screenshot(path=str(SHOTS / f"jacynth-zoom-{size}.png"))
        page.locator(".jacynth .jacynth-zoom-backdrop").tap(position={"x": 5, "y": height - 5})
        assert page.locator(".jacynth .jacynth-zoom").count() == 0
        page.locator(f".jacynth-hand .zoom-button[data-card='{hand_card}']").tap()
        assert zoom.locator("h3").inner_text() == NAMES[hand_card]["en"]
        assert "In your hand." in zoom.inner_text()
        zoom.locator("button[data-key=zoom]").tap()
        assert page.locator(".jacynth .jacynth-zoom").count() == 0
        assert saved_game(page).history == g.history  # looking plays nothing
    move = next(m for m in g.legal_moves() if m.startswith(f"p:{hand_card}@"))
    page.locator(f".jacynth-hand .card[data-card='{hand_card}']").tap()
    page.locator(f".jacynth-city .hit[data-move='{move}']").tap()
    assert saved_game(page).history == g.history + [move]
    if saved_game(page).phase == "token":  # the lit cards place a token; 'Look at cards' enlarges them
        token = next(m for m in saved_game(page).legal_moves() if m.startswith("t:"))
        cell = token[2:]
        page.click(".jacynth .prompt button[data-key=lens]")
        page.click(f".jacynth-city .card[data-cell='{cell}']")
        assert page.locator(".jacynth .jacynth-zoom h3").inner_text() == NAMES[saved_game(page).city[GRIDS[6][1][cell]]]["en"]
        page.click(".jacynth .jacynth-zoom button[data-key=zoom]")
        page.click(".jacynth .prompt button[data-key=lens]")  # done looking: a tap places again
        settled(page)
        page.click(f".jacynth-city .hit[data-move='{token}']")
        assert saved_game(page).history[-1] == token


def test_final_district_row_marks_its_district_on_the_city(session):
    """Issue #14: the final scoring names each district by suit and cell, and tapping a row
    marks that district's cards on the city (a second tap clears the mark)."""
    g = new_game("jacynth", seed=5, players=2, names=["Ann", "Ben"])
    rng = Rng(5)
    while not g.is_over:
        g.play(rng.choice(g.legal_moves()))
    page = session.open("#" + g.link())
    page.wait_for_selector(".final-box")
    row = next(d for seat in g.result()["breakdown"] for d in seat if d["size"] > 1)
    button = page.locator(f".final-box button[data-key=district][data-value='{row['suit']}:{row['cells'][0]}']")
    suit = {"M": "Moons", "S": "Suns", "W": "Waves", "L": "Leaves", "Y": "Wyrms", "K": "Knots"}[row["suit"]]
    assert button.inner_text().strip() == f"{suit} at {row['cells'][0]}"
    button.click()
    outline = page.locator(".jacynth-city .district-outline")
    assert outline.count() == 1
    assert sorted(outline.get_attribute("data-district").split(",")) == sorted(row["cells"])
    bright = page.eval_on_selector_all(".jacynth-city .card.in-suit", "els => els.map(e => e.dataset.cell)")
    assert sorted(bright) == sorted(row["cells"])
    assert page.locator(".jacynth-city .card.dimmed").count() == 36 - len(row["cells"])
    assert f"Marked in the city: {suit} at {row['cells'][0]}" in page.inner_text(".jacynth .picked-district")
    button.click()
    assert page.locator(".jacynth-city .district-outline").count() == 0
    assert page.locator(".jacynth-city .card.dimmed").count() == 0


def test_a_tap_that_is_no_move_says_why(session):
    """Issue #32: a cell that is not lit for the chosen card, or a card that may not take the
    token, says the rule in the alert box; nothing is played."""
    g = new_game("jacynth", seed=8, players=2, names=["Ann", "Ben"])
    page = session.open("#" + g.link())
    reveal_if_asked(page)
    card = g.hands[g.to_move][0]
    page.click(f".jacynth-hand .card[data-card='{card}']")
    settled(page)
    page.click(".jacynth-city .cell.empty[data-action=try]")
    said = alert_text(page)
    assert said.startswith("Not possible: ") and "touches no card" in said, said
    assert saved_game(page).history == []
    move = next(m for m in g.legal_moves() if m.startswith(f"p:{card}@"))
    page.click(f".jacynth-city .hit[data-move='{move}']")
    g.play(move)
    assert g.phase == "token"  # no token down yet: every card may take one
    settled(page)
    page.locator(".jacynth-city .cell.empty[data-action=try]").first.click()
    page.wait_for_function("() => document.getElementById('alert').innerText.includes('no card')")
    assert saved_game(page).history == [move]
