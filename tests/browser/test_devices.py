"""Tablets, phones and keyboards: every game played by touch at tablet and phone sizes (with a
screenshot of each saved for a person to look at), and by keyboard alone."""


import pytest
from browser.play import SHOTS, moves_shown, no_horizontal_scroll, saved_game, settled

from ludothek import new_game

SIZES = {"tablet-landscape": (1024, 768), "tablet-portrait": (768, 1024), "phone": (390, 844)}

# Each game's touch script: a position (players, options, moves from the start), and how to make
# one move there by tapping, returning the move made. Games add themselves here.
TOUCH = {}


def touch_game(game_id, players=None, options=None, warmup=0):
    def register(fn):
        TOUCH[game_id] = (players, options or {}, warmup, fn)
        return fn
    return register


@touch_game("roseking", warmup=8)
def tap_roseking_move(page, game):
    move = next((m for m in game.legal_moves() if m != "draw"), "draw")
    if move == "draw":
        page.locator("button[data-move=draw]").tap()
        return move
    page.locator(f".roseking-board .card[data-value='{move}']").tap()
    page.locator(f".roseking-board .hit[data-move='{move}']").tap()
    if page.locator("#overlay [data-action=confirm-yes]").count():
        page.locator("#overlay [data-action=confirm-yes]").tap()
    return move


@touch_game("jacynth", players=2, warmup=4)
def tap_jacynth_move(page, game):
    move = game.legal_moves()[0]
    if move.startswith("p:"):
        card = move[2:].split("@")[0]
        page.locator(f".jacynth-hand .card[data-card='{card}']").tap()
        page.locator(f".jacynth-city .hit[data-move='{move}']").tap()
    elif move == "skip":
        page.locator(".jacynth .prompt button[data-move=skip]").tap()
    else:
        page.locator(f".jacynth-city .hit[data-move='{move}']").tap()
    return move


@touch_game("portroyal", players=3, warmup=3)
def tap_portroyal_move(page, game):
    for move in game.legal_moves():  # the first move with a card or button of its own
        target = page.locator(f".table [data-action=move][data-move='{move}']")
        if target.count():
            target.first.tap()
            if page.locator("#overlay [data-action=confirm-yes]").count():
                page.locator("#overlay [data-action=confirm-yes]").tap()
            return move
    raise AssertionError(f"no tappable move among {game.legal_moves()}")


@touch_game("castlerampage", warmup=16)
def tap_castlerampage_move(page, game):
    """After the setup: reinforce with a hand card (tap the card, then its button), else end
    the turn; in the setup, a button under a dealt card."""
    legal = game.legal_moves()
    move = next((m for m in legal if m.startswith(("reinforce:", "setup:"))),
                "end" if "end" in legal else legal[0])
    head, _, rest = move.partition(":")
    kind = rest.split(":")[0]
    if head in ("play", "reinforce"):
        page.locator(f".cr-own-hand svg[data-value='hand:{kind}']").tap()
        page.locator(f".cr-own-hand button[data-move='{move}']").tap()
    elif head == "setup":
        page.locator(f".cr-dealt-group[data-card='{kind}'] button[data-move='{move}']").tap()
    else:
        page.locator(f".cr-prompt button[data-move='{move}']").tap()
    if page.locator("#overlay [data-action=confirm-yes]").count():
        page.locator("#overlay [data-action=confirm-yes]").tap()
    return move


def small_targets(page, minimum=44):
    """Clickable things smaller than `minimum` px in both directions (touch targets)."""
    return page.evaluate("""(minimum) => [...document.querySelectorAll(
            '[data-action], button, select, input, summary')]
        .filter(el => el.getClientRects().length)
        .map(el => el.closest('label') || el)  // a checkbox is tapped through its label
        .map(el => { const r = el.getBoundingClientRect();
                     return [el.dataset.action || el.tagName, Math.round(r.width), Math.round(r.height)]; })
        .filter(([, w, h]) => w < minimum || h < minimum)""", minimum)


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("game_id", sorted(TOUCH))
def test_play_by_touch_at_each_size(new_session, game_id, size):
    width, height = SIZES[size]
    players, options, warmup, tap_move = TOUCH[game_id]
    game = new_game(game_id, seed=21, players=players, options=options, names=["Ana", "Bo", "Cy", "Di", "Ed"][:players or 2])
    for _ in range(warmup):
        game.play(game.legal_moves()[0])
    session = new_session(viewport={"width": width, "height": height}, has_touch=True,
                          is_mobile=size == "phone", device_scale_factor=1)
    page = session.open("#" + game.link())
    for _ in range(3):
        current = saved_game(page)
        if current.is_over:
            break
        if page.locator("#overlay [data-action=reveal]").count():
            page.locator("#overlay [data-action=reveal]").tap()
            page.wait_for_selector("html:not([data-playing-out])", state="attached")
        settled(page)
        move = tap_move(page, current)
        assert saved_game(page).history[len(current.history)] == move
    moves_shown(page)
    assert no_horizontal_scroll(page)
    if size != "phone":  # a 9-square row cannot give 44 px squares on a 390 px phone
        assert small_targets(page) == []
    SHOTS.mkdir(parents=True, exist_ok=True)
    page.evaluate("window.scrollTo(0, 0)")  # a full-page shot draws a sticky bar where it is
    page.screenshot(path=str(SHOTS / f"{game_id}-{size}.png"), full_page=True, animations="disabled")


def test_home_screen_fits_every_size(new_session):
    for size, (width, height) in SIZES.items():
        session = new_session(viewport={"width": width, "height": height}, has_touch=True)
        page = session.open()
        page.locator("section[data-game=roseking] summary").tap()
        assert no_horizontal_scroll(page), size
        assert small_targets(page) == [], (size, small_targets(page))
        SHOTS.mkdir(parents=True, exist_ok=True)
        page.screenshot(path=str(SHOTS / f"home-{size}.png"), full_page=True)


def test_rose_king_by_keyboard_alone(session):
    game = new_game("roseking", seed=2, options={"start": "red"})
    page = session.open("#" + game.link())
    move = next(m for m in game.legal_moves() if m != "draw" and not m.startswith("H:"))
    page.focus(f".roseking-board .card[data-value='{move}']")
    page.keyboard.press("Enter")
    assert page.locator(".roseking-board .card.selected").count() == 1
    # Chosen by a key, the focus goes on to where it plays: the lit target square (issue 50).
    page.wait_for_function("move => document.activeElement.dataset.move === move", arg=move)
    assert page.evaluate("document.activeElement.getAttribute('aria-label')").startswith(
        page.get_attribute(".roseking-board .square.target", "data-square"))
    page.keyboard.press(" ")
    assert saved_game(page).history == [move]
    labels = page.eval_on_selector_all(".roseking-board [role=button]", "els => els.map(e => e.getAttribute('aria-label'))")
    assert labels and all(labels)
