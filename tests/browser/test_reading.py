"""Reads like a good game site, on a tablet first (issue 14): the status line stays in sight,
names never run into scores, cards are readable or enlarge, the log counts past 100, the home
screen shows every game, the language switches inside a game. Screenshots of every game at
every size go to test-results/screenshots/ for a person to look at."""

from __future__ import annotations


import pytest
from browser.play import reveal as watch_reveal
from browser.play import SHOTS, no_horizontal_scroll, saved_game, screenshot

from ludothek import new_game
from ludothek.core import Rng

SIZES = {"tablet-landscape": (1024, 768), "tablet-portrait": (768, 1024), "phone": (390, 844),
         "desktop": (1280, 860)}
# A position well into each game (players, options, random moves from the start).
POSITIONS = {"roseking": (2, {}, 30), "portroyal": (3, {"expansion": True}, 60),
             "jacynth": (2, {}, 14), "castlerampage": (2, {}, 40)}


def position(game_id: str, moves: int | None = None):
    players, options, count = POSITIONS[game_id]
    game = new_game(game_id, seed=7, players=players, options=options,
                    names=["Annabel", "Bartholomew", "Cy", "Di"][:players])
    rng = Rng(5)
    for _ in range(count if moves is None else moves):
        if game.is_over:
            break
        legal = game.legal_moves()
        game.play(legal[rng.below(len(legal))])
    return game


def reveal(page) -> None:
    if page.locator("#overlay [data-action=reveal]").is_visible():
        watch_reveal(page)


BOXES_JS = """() => {
    const box = (el) => { const r = el.getBoundingClientRect();
                          return [r.left, r.top, r.right, r.bottom]; };
    return {
        status: box(document.querySelector('.game-bar .status')),
        players: [...document.querySelectorAll('.players .player')].map(li => [
            box(li.querySelector('.player-name')), box(li.querySelector('.player-score')),
            li.querySelector('.player-score').textContent]),
        viewport: [innerWidth, innerHeight],
    };
}"""


def overlaps(a, b) -> bool:
    return a[0] < b[2] - 0.5 and b[0] < a[2] - 0.5 and a[1] < b[3] - 0.5 and b[1] < a[3] - 0.5


SMALL_CARD_TEXT_JS = """() => {
    // Every card ([data-card]) whose own text renders under 12 CSS px must be one a tap enlarges.
    const size = (el) => {
        const px = parseFloat(getComputedStyle(el).fontSize);
        const ctm = el instanceof SVGElement && el.getScreenCTM ? el.getScreenCTM() : null;
        return ctm ? px * Math.hypot(ctm.a, ctm.b) : px;
    };
    const leaves = (card) => [...card.querySelectorAll('*')].concat([card]).filter(el =>
        [...el.childNodes].some(n => n.nodeType === 3 && n.textContent.trim()) && el.getClientRects().length);
    return [...document.querySelectorAll('.table-wrap [data-card]')]
        .filter(card => card.getClientRects().length)
        .filter(card => leaves(card).some(el => size(el) < 12))
        .filter(card => !card.closest('[data-key=zoom]') && !card.querySelector('[data-key=zoom]'))
        .map(card => card.dataset.card);
}"""


@pytest.mark.parametrize("game_id", sorted(POSITIONS))
def test_at_every_size_the_status_stays_in_sight_names_stay_apart_and_cards_read(new_session, game_id):
    """One page turned to each size in turn (a tablet rotated, a window resized)."""
    session = new_session(viewport={"width": 1024, "height": 768}, has_touch=True)
    page = session.open("#" + position(game_id).link())
    reveal(page)
    SHOTS.mkdir(parents=True, exist_ok=True)
    for size, (width, height) in SIZES.items():
        page.set_viewport_size({"width": width, "height": height})
        page.wait_for_function("([w, h]) => innerWidth === w && innerHeight === h", arg=[width, height])
        page.evaluate("window.scrollTo(0, document.documentElement.scrollHeight)")
        boxes = page.evaluate(BOXES_JS)
        left, top, right, bottom = boxes["status"]
        assert top >= -0.5 and bottom <= height and right <= width + 0.5, (size, boxes["status"])
        for name, score, text in boxes["players"]:
            if text.strip():
                assert not overlaps(name, score), (size, name, score, text)
        assert no_horizontal_scroll(page), size
        if size.startswith("tablet"):
            assert page.evaluate(SMALL_CARD_TEXT_JS) == [], size
        page.evaluate("window.scrollTo(0, 0)")
        # Animations run to their end: the shot shows the table as it stays, not one frame of them.
        page.screenshot(path=str(SHOTS / f"reading-{game_id}-{size}.png"), full_page=True,
                        animations="disabled")


def test_the_log_counts_past_one_hundred_by_moves_as_the_replay_does(session):
    game = position("portroyal", moves=400)
    count, moves = len(game.log_for(None)), len(game.history)
    assert moves > 100
    page = session.open("#" + game.link())
    numbers = page.locator(".log .log-n")
    assert numbers.count() == count  # a number's place on every line, empty on a move's later ones
    shown = [text for text in numbers.all_inner_texts() if text]
    assert shown == sorted(set(shown), key=lambda text: int(text[:-1]))  # each move once, in order
    assert shown[-1] == f"{moves}." and "100." in shown
    last = page.locator(".log .log-n", has_text=f"{moves}.")
    assert last.evaluate("el => el.scrollWidth <= el.clientWidth + 1")  # not clipped


def test_home_shows_a_picture_of_every_game(session):
    """Each game card shows its picture, fetched only once the page was ready (issue 31:
    drawing them held back Python's start)."""
    page = session.open()
    cards = page.locator("section.game-card")
    assert cards.count() == 4
    for i in range(cards.count()):
        image = cards.nth(i).locator("img.game-picture")
        image.scroll_into_view_if_needed()
        page.wait_for_function("img => img.complete && img.naturalWidth > 0", arg=image.element_handle())
        assert cards.nth(i).locator(".game-facts").inner_text()
    fetched = page.evaluate("""() => {
      const ready = performance.getEntriesByName("ludothek:ready")[0].startTime;
      return performance.getEntriesByType("resource").filter((e) => e.name.includes("/pictures/"))
        .map((e) => e.startTime - ready); }""")
    assert len(fetched) == 4 and min(fetched) > 0, fetched


def test_a_page_opened_on_a_game_loads_the_home_pictures_once_it_goes_home(session):
    """The pictures wait for the home screen's paint, not the page's: none is fetched while
    the page shows a game, and all four once it goes home."""
    page = session.open("#" + position("roseking", moves=3).link())
    page.evaluate("new Promise((done) => requestAnimationFrame(() => setTimeout(done)))")
    pictures = ("performance.getEntriesByType('resource')"
                ".filter((e) => e.name.includes('/pictures/'))")
    assert page.evaluate(f"{pictures}.length") == 0
    assert page.locator("img.game-picture").count() == 0
    page.click("button[data-action=home]")
    page.wait_for_function(f"{pictures}.length === 4")
    images = page.locator("section.game-card img.game-picture[src]")
    assert images.count() == 4
    rose_king = page.locator("[data-game=roseking] img.game-picture")
    assert rose_king.get_attribute("src").endswith("roseking.en.svg")
    for image in images.all():
        image.scroll_into_view_if_needed()
        page.wait_for_function("img => img.complete && img.naturalWidth > 0",
                               arg=image.element_handle())
    page.evaluate("window.scrollTo(0, 0)")
    screenshot(page, "home-pictures-after-a-game")


def test_language_switch_inside_a_game(session):
    page = session.open("#" + position("roseking", moves=3).link())
    page.click(".game-bar .lang-switch [data-value=de]")
    assert "ist am Zug" in page.inner_text(".game-bar .status")
    page.click(".game-bar .lang-switch [data-value=en]")
    assert "to move" in page.inner_text(".game-bar .status")


def test_the_new_game_form_shows_one_name_row_per_seat(session):
    page = session.open()
    card = page.locator("section.game-card[data-game=jacynth]")
    card.locator("summary").click()
    rows = card.locator(".seat-field:visible")
    assert card.locator("select[name=players]").input_value() == "2" and rows.count() == 2
    card.locator("select[name=players]").select_option("3")
    assert rows.count() == 3
    card.locator("select[name=players]").select_option("1")
    assert rows.count() == 1
    card.locator("input[name='name.0']").fill("Solo")
    card.locator("button[data-action=start]").click()
    page.wait_for_selector(".game-bar")
    game = saved_game(page)
    assert game.players == 1 and game.names == ["Solo"]
