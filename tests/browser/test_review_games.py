"""The computer's review in Jacynth, Castle Rampage and Port Royal in the real page (issue 34;
Rose King: test_review.py): "Review" on a finished game opened by its link, the chart drawn as
the worker judges, a tap on a move of the chart steps the replay, a drag along it (a finger in
Jacynth, the mouse in Castle Rampage) moves the replay move by move, the review's words in
English and German. Only Jacynth's short solitaire is reviewed to its end (then opened again
from the record on the home screen); the others wait for their first moves only (a whole game
takes over a minute in the page)."""

from __future__ import annotations

from browser.play import SHOTS, screenshot, wait_ply
from web.test_record import finished  # random moves to the end, in CPython: at once

REVIEW_MS = 300_000  # the worker's first moves (or Jacynth's whole game) on a loaded box


def reviewing(page, game):
    """The finished game opened by its link, "Review" pressed."""
    wait_ply(page, len(game.history))
    assert not page.locator(".review").count()
    page.click(".final-box [data-action=review]")
    page.wait_for_selector(".review[data-review=running]")


def judged(page, moves):
    """Wait until the chart shows at least `moves` moves judged."""
    page.wait_for_function(
        "n => document.querySelectorAll('.review-chart .chart-move').length >= n", arg=moves,
        timeout=REVIEW_MS)


def tap_column(page, k):
    """A tap on move k+1 of the chart shows the position before it (judged below the chart)."""
    page.locator(f'.review-chart .chart-move[data-to="{k}"]').click()
    wait_ply(page, k)
    assert f"Move {k + 1}:" in page.locator(".review-move").inner_text()


def column_spot(page, k):
    """The middle of move k+1's column on the screen (x, y)."""
    box = page.locator(f'.review-chart .chart-move[data-to="{k}"]').bounding_box()
    return box["x"] + box["width"] / 2, box["y"] + box["height"] / 2


def in_german(page, move_no):
    page.click("[data-action=lang][data-value=de]")
    page.wait_for_selector("html[lang=de]")
    text = page.locator(".review").inner_text()
    assert "Analyse durch den Computer" in text and f"Zug {move_no}:" in text


def plies_seen(page):
    """From now on, every position <html data-ply> shows, in turn (read by `seen`)."""
    page.evaluate("""() => { window.pliesSeen = [];
        new MutationObserver(() => window.pliesSeen.push(
            document.documentElement.getAttribute('data-ply')))
          .observe(document.documentElement, {attributeFilter: ['data-ply']}); }""")


def seen(page):
    shown = [int(p) for p in page.evaluate("window.pliesSeen") if p is not None]
    return [p for i, p in enumerate(shown) if i == 0 or shown[i - 1] != p]


def test_jacynth_reviewed_whole_a_finger_drags_along_the_chart_and_the_record_reopens_it(
        new_session):
    game = finished("jacynth", seed=3)  # solitaire: 17 moves
    last = len(game.history)
    session = new_session(viewport={"width": 1024, "height": 768}, has_touch=True)
    page = session.open("#" + game.link())
    reviewing(page, game)
    page.wait_for_selector(".review[data-review=done]", timeout=REVIEW_MS)
    assert page.locator(".review-chart .chart-line").count() == 1
    assert page.locator(".review-chart .chart-move").count() == last
    assert "The computer's review" in page.locator(".review").inner_text()
    # a finger on move 3 and dragged sideways to move 11: each move crossed is shown, in
    # turn, and the replay stays where the finger lifts
    touch = page.context.new_cdp_session(page)

    def finger(kind, k=None):
        points = [] if k is None else [dict(zip("xy", column_spot(page, k)))]
        touch.send("Input.dispatchTouchEvent", {"type": kind, "touchPoints": points})

    plies_seen(page)
    finger("touchStart", 2)
    wait_ply(page, 2)
    for k in range(3, 11):
        finger("touchMove", k)
    wait_ply(page, 10)
    finger("touchEnd")
    assert seen(page) == list(range(2, 11))
    wait_ply(page, 10)
    assert "Move 11:" in page.locator(".review-move").inner_text()
    screenshot(page, "review-jacynth-en")
    in_german(page, 11)
    # from the record on the home screen: the game opens with its review, complete at once
    page.click("[data-action=home]")
    latest = page.locator(".record-latest li")
    assert latest.count() == 1 and "Jacynth" in latest.inner_text()
    SHOTS.mkdir(parents=True, exist_ok=True)
    page.locator(".record").screenshot(path=str(SHOTS / "review-record-de.png"))
    page.click(".record-latest [data-action=review-save]")
    page.wait_for_selector(".review[data-review=done]", timeout=5_000)
    wait_ply(page, last)


def test_castlerampage_review_charted_tapped_and_dragged_with_the_mouse(session):
    game = finished("castlerampage", seed=5)  # 19 moves
    page = session.open("#" + game.link())
    reviewing(page, game)
    judged(page, 4)
    assert page.locator(".review-chart .chart-line").count() == 2
    tap_column(page, 1)
    # the mouse pressed on move 1 and dragged to move 4, then released there
    x0, y = column_spot(page, 0)
    x3, _ = column_spot(page, 3)
    page.mouse.move(x0, y)
    page.mouse.down()
    wait_ply(page, 0)
    page.mouse.move(x3, y, steps=6)
    wait_ply(page, 3)
    page.mouse.up()
    assert "Move 4:" in page.locator(".review-move").inner_text()
    screenshot(page, "review-castlerampage-en")
    in_german(page, 4)


def test_portroyal_review_of_three_players_charted_and_tapped(session):
    game = finished("portroyal", seed=19, players=3)
    page = session.open("#" + game.link())
    reviewing(page, game)
    judged(page, 3)
    assert page.locator(".review-chart .chart-line").count() == 3, "a line per seat"
    tap_column(page, 2)
    screenshot(page, "review-portroyal-en")
    in_german(page, 3)
    screenshot(page, "review-portroyal-de")
