"""The computer's review of a finished Rose King game in the real page (issue 34): "Review" in
the final scoring, the chart drawn as the worker judges move by move while the page stays
usable, a tap on the chart steps the replay (the preferred move lit), the review kept through a
reload and opened from the saved games, German and English."""

from __future__ import annotations

import random
import time

from browser.play import SHOTS, wait_ply

from ludothek import new_game

REVIEW_MS = 600_000  # a whole game judged in the worker on a loaded two-core box


def finished(seed=45):
    """A random game to its end: seed 45 ends after 62 moves (seed 5, 118 moves, took the
    longest test of the run to review)."""
    game = new_game("roseking", seed=seed)
    rng = random.Random(seed)
    while not game.is_over:
        game.play(rng.choice(game.legal_moves()))
    return game


def test_a_finished_game_is_reviewed_charted_stepped_and_kept(session):
    game = finished()
    last = len(game.history)
    page = session.open("#" + game.link())
    wait_ply(page, last)
    assert not page.locator(".review").count()
    started = time.perf_counter()
    page.click(".final-box [data-action=review]")
    page.wait_for_selector(".review[data-review=running]")
    page.wait_for_selector(".review-chart .chart-move", timeout=REVIEW_MS)
    first = time.perf_counter() - started
    print(f"first move on the chart {first:.1f} s after Review")
    # the page stays usable meanwhile: the replay steps
    page.click("[data-replay=prev]")
    wait_ply(page, last - 1)
    # judged side by side: the computer's own worker and at least one more (web/pool.py) ...
    helper = 'script[worker][name^="ludothek-review-"]'
    page.wait_for_selector(helper, state="attached", timeout=REVIEW_MS)
    page.wait_for_selector(".review[data-review=done]", timeout=REVIEW_MS)
    print(f"whole game ({last} moves) reviewed {time.perf_counter() - started:.1f} s after Review")
    page.wait_for_selector(helper, state="detached")  # ... stopped once the review is done
    assert page.locator(".review-chart .chart-line").count() == 2
    assert page.locator(".review-chart .chart-move").count() == last
    assert page.locator(".review-summary tbody tr").count() == 2
    # a tap on a move of the chart shows the position before it, its judgement and the
    # computer's preferred move lit on the table
    marked = page.locator(".review-chart circle[data-mark]")
    assert marked.count() > 0, "random moves against the computer's: some are marked"
    move_no = int(marked.first.get_attribute("data-move-no"))
    page.locator(f'.review-chart .chart-move[data-to="{move_no - 1}"]').click()
    wait_ply(page, move_no - 1)
    judgement = page.locator(".review-move")
    assert judgement.get_attribute("data-mark") in ("inaccuracy", "mistake", "blunder")
    assert f"Move {move_no}:" in judgement.inner_text() and "prefers" in judgement.inner_text()
    assert page.locator(".table-wrap [data-hint]").count() >= 1
    page.screenshot(path=str(SHOTS / "review-roseking-en.png"), full_page=True)
    # kept with the save: after a reload it opens at once, with the same marks
    marks = page.locator(".review-chart circle[data-mark]").count()
    page.reload()
    page.wait_for_selector("html[data-ready]", state="attached")
    wait_ply(page, last)
    page.click(".final-box [data-action=review]")
    page.wait_for_selector(".review[data-review=done]", timeout=5_000)
    assert page.locator(".review-chart circle[data-mark]").count() == marks
    # German
    page.click("[data-action=lang][data-value=de]")
    page.wait_for_selector("html[lang=de]")
    assert "Analyse durch den Computer" in page.locator(".review").inner_text()
    assert "Genauigkeit" in page.locator(".review-summary").inner_text()
    page.screenshot(path=str(SHOTS / "review-roseking-de.png"), full_page=True)
    page.click("[data-action=review-close]")
    page.wait_for_selector(".review", state="detached")
    # from the saved games: the game opens with its review
    page.click("[data-action=home]")
    page.click("[data-action=review-save]")
    page.wait_for_selector(".review[data-review=done]", timeout=5_000)
    wait_ply(page, last)
