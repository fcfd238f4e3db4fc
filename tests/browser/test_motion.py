"""Moves seen (issue 33): a redraw animates what the renderers keyed (static/flip.js), in every
game; off with reduced motion and with the page's setting; a tap during an animation plays at
once; a reload shows no half-finished animation.

Each tap and the look at its animations run in one script, so that the 320 ms animation
is still running when it is looked at however busy the machine is."""

import pytest
from browser.play import reveal as watch_reveal
from browser.play import screenshot, settled, wait_ply

from ludothek import new_game

# Tap each of `selectors` in turn (at its centre, as a finger would: the tap guard compares
# spots) and, in the same task, return the keyed elements whose box the page animates after the
# last: for each, its box at the animation's start, near its end and once it has ended; and how
# many animations ran after each tap. `shot`: leave the animations paused at their middle, for
# a screenshot.
TAP_AND_TRACK = """async ([selectors, shot]) => {
    const during = [];
    for (const selector of selectors) {
        const el = document.querySelector(selector);
        if (!el) return null;
        const r = el.getBoundingClientRect();
        el.dispatchEvent(new MouseEvent('click', {bubbles: true, cancelable: true, detail: 1,
            clientX: r.left + r.width / 2, clientY: r.top + r.height / 2}));
        // The animations start in the next frame, before it is painted.
        await new Promise((frame) => requestAnimationFrame(frame));
        during.push(document.getAnimations().filter((a) => a.id === 'ludothek-move').length);
    }
    const box = (e) => { const b = e.getBoundingClientRect();
                         return [b.left, b.top, b.width, b.height]; };
    const found = {};
    for (const a of document.getAnimations().filter((a) => a.id === 'ludothek-move')) {
        const target = a.effect.target;
        const key = target.getAttribute('data-anim');
        if (!target.closest('#app') || key in found) continue;
        const end = a.effect.getComputedTiming().endTime;
        a.pause();
        a.currentTime = 0; const start = box(target);
        a.currentTime = end - 1; const near = box(target);
        a.currentTime = end / 2;
        found[key] = {start, near};
    }
    const all = document.getAnimations().filter((a) => a.id === 'ludothek-move');
    if (shot) {  // every animation (ghosts too) at its middle
        all.forEach((a) => { a.pause(); a.currentTime = a.effect.getComputedTiming().endTime / 2; });
    } else {
        all.forEach((a) => a.finish());
    }
    for (const key of Object.keys(found)) {
        const target = document.querySelector(`#app [data-anim="${CSS.escape(key)}"]`);
        found[key].end = shot ? null : box(target);
    }
    return {found, during, running: all.length, ply: document.documentElement.dataset.ply};
}"""

RUNNING = "() => document.getAnimations().filter((a) => a.id === 'ludothek-move').length"


def far(a, b, px=8):
    return abs(a[0] - b[0]) + abs(a[1] - b[1]) > px


def near(a, b, px=2):
    return all(abs(x - y) <= px for x, y in zip(a, b))


def tap_and_track(page, *selectors, shot=False):
    result = page.evaluate(TAP_AND_TRACK, [selectors, shot])
    assert result is not None, f"nothing to tap at one of {selectors}"
    return result


def assert_travels(result, key):
    """`key`'s element started elsewhere and ended where the new state puts it."""
    assert key in result["found"], f"{key} did not move: {sorted(result['found'])}"
    moved = result["found"][key]
    assert far(moved["start"], moved["end"]), moved
    if moved["end"] is not None:
        assert near(moved["near"], moved["end"]), moved


def roseking(session, **page_args):
    game = new_game("roseking", seed=3, options={"start": "red", "light": True})
    return session.open("#" + game.link(), **page_args)


RK_CARD = ".roseking-board .card.legal[data-move]:not([data-move^='H:'])"


def test_roseking_the_crown_travels_and_the_new_stone_comes_with_it(session):
    page = roseking(session)
    result = tap_and_track(page, RK_CARD)
    assert result["ply"] == "1"
    assert_travels(result, "crown")
    stone = [k for k in result["found"] if k.startswith("stone:")]
    assert len(stone) == 1  # the one placed, from the crown's old square
    assert_travels(result, stone[0])
    settled(page)
    tap_and_track(page, RK_CARD, shot=True)  # White's move, half-way
    screenshot(page, "motion-roseking")


def travelled(result, prefix):
    """The first animated key that starts with `prefix`, checked to have travelled."""
    keys = sorted(k for k in result["found"] if k.startswith(prefix))
    assert keys, f"nothing keyed {prefix}… moved: {sorted(result['found'])}"
    assert_travels(result, keys[0])
    return keys[0]


def test_portroyal_a_drawn_card_comes_from_the_draw_pile(session):
    game = new_game("portroyal", seed=5, players=2)
    page = session.open("#" + game.link())
    draw = ".pr-piles [data-action=move][data-move=draw]"
    result = tap_and_track(page, draw)
    assert result["ply"] == "1"
    key = travelled(result, "card:")
    pile = page.locator("[data-place=draw]").bounding_box()
    start = result["found"][key]["start"]  # it started over the draw pile
    assert abs(start[0] + start[2] / 2 - pile["x"] - pile["width"] / 2) < 30
    settled(page)
    tap_and_track(page, draw, shot=True)
    screenshot(page, "motion-portroyal")


def jacynth_place(page, shot=False):
    """Choose the first card of the hand and place it on its first lit cell."""
    settled(page)
    card = page.get_attribute(".jacynth-hand .card.legal", "data-card")
    chosen = tap_and_track(page, f".jacynth-hand .card[data-card='{card}']")
    assert chosen["running"] == 0  # choosing is no move: nothing runs, nothing waits
    return card, tap_and_track(page, f".jacynth-city .hit[data-move^='p:{card}@']", shot=shot)


def test_jacynth_a_token_comes_from_the_supply_and_a_card_from_the_hand(session):
    game = new_game("jacynth", seed=4, players=1)  # solitaire: first a token on a corner
    page = session.open("#" + game.link())
    result = tap_and_track(page, ".jacynth-city .hit[data-move^='t:']")
    assert result["ply"] == "1"
    travelled(result, "token:")
    card, result = jacynth_place(page)
    assert result["ply"] == "2"
    assert travelled(result, f"card:{card}") == f"card:{card}"
    moved = result["found"][f"card:{card}"]
    assert abs(moved["start"][2] - moved["end"][2]) > 2  # from the hand's size to the city's
    settled(page)
    page.click(".jacynth .prompt button[data-move=skip]")
    jacynth_place(page, shot=True)
    screenshot(page, "motion-jacynth")


def test_castlerampage_a_dealt_card_travels_to_its_gate_or_castle(session):
    game = new_game("castlerampage", seed=2, names=["Ann", "Ben"], seats=["human", "easy"])
    page = session.open("#" + game.link())
    if page.locator("#overlay .privacy").count():
        watch_reveal(page)
    page.wait_for_selector("html:not([data-searching]) .cr-dealt-buttons button[data-move]")
    ply = int(page.get_attribute("html", "data-ply"))
    result = tap_and_track(page, ".cr-dealt-buttons button[data-move]")
    assert result["ply"] == str(ply + 1)
    travelled(result, "pile:")  # a Gate or Castle card, keyed by its stamp
    settled(page)
    page.wait_for_selector("html:not([data-searching]) .cr-dealt-buttons button[data-move]")
    tap_and_track(page, ".cr-dealt-buttons button[data-move]", shot=True)
    screenshot(page, "motion-castlerampage")


def test_a_replay_step_animates_backwards_and_forwards(session):
    page = roseking(session)
    tap_and_track(page, RK_CARD)
    settled(page)
    tap_and_track(page, RK_CARD)
    wait_ply(page, 2)
    back = tap_and_track(page, "[data-action=replay][data-replay=prev]")
    assert back["ply"] == "1"
    assert_travels(back, "crown")  # back to where the first move left it
    forth = tap_and_track(page, "[data-action=replay][data-replay=next]")
    assert forth["ply"] == "2"
    assert_travels(forth, "crown")
    assert near(forth["found"]["crown"]["start"], back["found"]["crown"]["end"])


def test_reduced_motion_animates_nothing(session):
    page = roseking(session)
    page.emulate_media(reduced_motion="reduce")
    result = tap_and_track(page, RK_CARD)
    assert result["ply"] == "1" and result["running"] == 0 and result["found"] == {}


def test_the_setting_turns_the_animation_off_and_is_kept(session):
    page = session.open()  # the switch is on the home screen
    page.click(".home [data-action=motion]")
    page.wait_for_selector("html[data-motion=off]", state="attached")
    page = roseking(session)  # another page of this browser: the setting is kept
    page.wait_for_selector("html[data-ready][data-motion=off]", state="attached")
    result = tap_and_track(page, RK_CARD)
    assert result["ply"] == "1" and result["running"] == 0
    page.click("button[data-action=home]")
    assert page.get_attribute(".home [data-action=motion]", "aria-pressed") == "false"


def test_a_tap_during_an_animation_plays_at_once_and_ends_at_the_new_state(session):
    page = roseking(session)
    # Both taps in one script: the second lands while the first move's animation runs.
    result = tap_and_track(page, RK_CARD, RK_CARD)
    assert result["during"][0] > 0  # the second tap came during the first one's animation
    assert result["ply"] == "2"  # and it played at once
    assert_travels(result, "crown")  # from where it was at that moment to the new square


def test_after_a_reload_nothing_is_half_way(session):
    page = roseking(session)
    tap_and_track(page, RK_CARD, shot=True)  # paused half-way
    settled(page)
    page.reload()
    page.wait_for_selector("html[data-ready]", state="attached")
    wait_ply(page, 1)
    assert page.evaluate(RUNNING) == 0
    assert page.locator(".anim-ghosts").count() == 0
    assert page.evaluate("""() => [...document.querySelectorAll('#app [data-anim]')]
        .every((e) => !e.style.transform && !e.getAttribute('style'))""")


def test_a_ghost_is_no_element_of_the_page(session):
    """What leaves flies as a ghost outside #app, without the classes and data attributes the
    page and its tests find cards by: a card just played is not found twice."""
    page = roseking(session)
    result = tap_and_track(page, RK_CARD, shot=True)
    assert result["running"] > 0
    assert page.locator(".anim-ghosts").count() == 1  # the card played, flying to the piles
    assert page.evaluate("""() => [...document.querySelectorAll('.anim-ghosts *')].every(
        (e) => !e.getAttribute('class') && ![...e.attributes].some((a) => a.name.startsWith('data-')))""")
    assert page.locator(".roseking-board").count() == 1
