"""Small steps a person takes in the page, shared by the browser tests."""

import json
import re
from pathlib import Path

from browser.session import BOOT_TIMEOUT

from ludothek import load
from ludothek.web.home.store import PREFIX as SAVE_PREFIX, SCREEN_KEY

SHOTS = Path(__file__).resolve().parents[2] / "test-results" / "screenshots"  # for people to see
RUNTIME = "**/pyodide.asm.wasm"  # the Python runtime's download (HeldRuntime holds it back)


class HeldRuntime:
    """Holds back the Python runtime's download until `release()`: the page is 'still
    loading' for as long as a test needs."""

    def __init__(self, page):
        self.page, self.held = page, []
        page.route(RUNTIME, lambda route: self.held.append(route))

    def release(self):
        for route in self.held:
            route.continue_()
        self.page.unroute(RUNTIME)
        self.page.wait_for_selector("html[data-ready]", state="attached", timeout=BOOT_TIMEOUT)


def screenshot(page, name, **options):
    """Save the page as test-results/screenshots/<name>.png, for a person to look at."""
    SHOTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(SHOTS / f"{name}.png"), **options)


def start_game(page, game_id, names=(), options=None, players=None):
    """Open the new-game form of `game_id`, fill it in and start."""
    card = page.locator(f"section.game-card[data-game={game_id}]")
    card.locator("summary").click()
    if players is not None:
        card.locator("select[name=players]").select_option(str(players))
    for i, name in enumerate(names):
        card.locator(f"input[name='name.{i}']").fill(name)
    for key, value in (options or {}).items():
        field = card.locator(f"[name='opt.{key}']")
        if isinstance(value, bool):
            field.set_checked(value)
        else:
            field.select_option(value)
    card.locator("button[data-action=start]").click()
    page.wait_for_selector(".game-bar")


def start_with_hints(page, game_id="roseking"):
    """Start a game of `game_id` from its form with hints allowed (the page's setting)."""
    card = page.locator(f"section.game-card[data-game={game_id}]")
    card.locator("summary").click()
    card.locator("input[name='page.hints']").check()
    card.locator("button[data-action=start]").click()
    page.wait_for_selector(".game-bar")


def play_first_card(page):
    """Rosenkönig: play the first legal card that is not a hero move, or draw when there is
    none; returns the move. A tap on the card plays it in Light; otherwise it selects the card
    and a tap on the square it lands on plays it."""
    plays = page.eval_on_selector_all(".roseking-board .card.legal",
                                      "els => els.map(e => e.dataset.move || e.dataset.value)")
    move = next((m for m in plays if not m.startswith("H:")), None)
    if move is None:
        page.click("button[data-move=draw]")
        return "draw"
    if page.locator(f".roseking-board .card[data-move='{move}']").count():
        page.click(f".roseking-board .card[data-move='{move}']")
    else:
        page.click(f".roseking-board .card[data-value='{move}']")
        page.click(f".roseking-board .hit[data-move='{move}']")
    return move


def no_horizontal_scroll(page):
    return page.evaluate("document.documentElement.scrollWidth <= document.documentElement.clientWidth")


def settled(page):
    """Wait until a tap at the spot of the last move counts as a new decision again (the page
    drops the second tap of a double tap for a moment after a move, as a person would pause)."""
    page.wait_for_selector("html:not([data-settling]):not([data-playing-out])", state="attached")


def reveal(page):
    """'It is me' on the pass-the-device screen, then watch the others' moves since this
    person last moved being played out, up to the present (web/playout.py)."""
    page.click("#overlay [data-action=reveal]")
    page.wait_for_function("() => !document.querySelector('#overlay [data-action=reveal]')"
                           " && !document.documentElement.hasAttribute('data-playing-out')")


def moves_shown(page):
    """Wait until the move's animation (static/flip.js) has ended: a thing on its way is drawn
    at the size of where it comes from, not at its own."""
    page.wait_for_function(
        "() => !document.getAnimations().some((a) => a.id === 'ludothek-move')")


def wait_ply(page, ply, timeout=None):
    """Wait until the page shows the position after `ply` moves (<html data-ply>)."""
    page.wait_for_selector(f"html[data-ply='{ply}']", state="attached", timeout=timeout)


def current_save_id(page):
    return page.evaluate("location.hash").split("game/", 1)[1]


def saved_text(page, save_id=None):
    save_id = save_id or current_save_id(page)
    return page.evaluate("(k) => localStorage.getItem(k)", SAVE_PREFIX + save_id)


def saved_game(page):
    """The game the page saved last, opened by the engine under CPython."""
    return load(saved_text(page))


def put_save(page, save_id, text):
    page.evaluate("([k, v]) => localStorage.setItem(k, v)", [SAVE_PREFIX + save_id, text])


def all_saves(page):
    """Everything in the page's storage but the kept screen."""
    stored = json.loads(page.evaluate(
        "JSON.stringify(Object.fromEntries(Object.keys(localStorage).map(k => [k, localStorage.getItem(k)])))"))
    stored.pop(SCREEN_KEY, None)
    return stored


def alert_text(page):
    alert = page.locator("#alert")
    alert.wait_for(state="visible")
    return alert.inner_text()


def confirm_if_asked(page):
    if page.locator("#overlay [data-action=confirm-yes]").count():
        page.click("#overlay [data-action=confirm-yes]")


def share_url(page, warns_hidden_cards):
    """Press Share and return the link the dialog offers (then close it); check whether it says
    that the link holds hidden cards."""
    page.click("button[data-action=share]")
    dialog = page.locator("#overlay .dialog.share")
    assert ("holds the whole game, hidden cards included" in dialog.inner_text()) == warns_hidden_cards
    url = page.input_value("#share-url")
    assert re.fullmatch(r"http://127\.0\.0\.1:\d+/#L1[A-Za-z0-9_-]+", url), url
    page.click("#overlay [data-action=close-dialog]")
    return url


def resume_from_list(page, save_id, players_text):
    """Go to the games list, check the save's row names the players, and resume it."""
    page.click("button[data-action=home]")
    row = page.locator(f".save[data-id='{save_id}']")
    assert players_text in row.inner_text()
    row.locator("[data-action=resume]").click()


def double_tap(page, x, y, gap_ms=120):
    """Two taps at (x, y), the second `gap_ms` after the first by the touch events' own clock.
    Playwright's taps go one after the other, each once the page took the last: on a loaded
    machine, with Python busy redrawing after the first, they came further apart than a
    double tap, and the browser counted two single taps. The timestamps here say when each
    touch happened, as a finger's would, however late the page reads them."""
    cdp = page.context.new_cdp_session(page)
    start = page.evaluate("Date.now()") / 1000
    try:
        for at, kind in ((0, "touchStart"), (40, "touchEnd"), (gap_ms, "touchStart"),
                         (gap_ms + 40, "touchEnd")):
            cdp.send("Input.dispatchTouchEvent", {
                "type": kind, "timestamp": start + at / 1000,
                "touchPoints": [{"x": x, "y": y}] if kind == "touchStart" else []})
    finally:
        cdp.detach()
