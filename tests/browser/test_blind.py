"""Play without seeing in the page (issue 50): each game, in both languages, played to its end
against the easy computer by the keyboard alone, choosing its moves from what a screen reader
gets: the accessibility tree of the game in words (its buttons' names) and the live region's
text. The first move is reached with the arrow keys, the others typed by their number in the
list; after every move the focus is on the page's controls, never the body, and the live
region says "You: …" then the computer's turn, in order. The key presses per move are kept in
test-results/blind/ for the issue's figures."""

import json
import random
import re
from pathlib import Path

import pytest
from browser.play import screenshot, settled

from ludothek import new_game

BLIND = "ludothek:setting:blind"
PLAYS = 400  # the person's moves at most: more than any of the four games takes
YOU = {"en": "You: ", "de": "Du: "}
FIGURES = Path(__file__).resolve().parents[2] / "test-results" / "blind"
READY = """() => !document.documentElement.hasAttribute('data-searching')
    && !document.documentElement.hasAttribute('data-playing-out')
    && (document.querySelector('#app .told-moves [data-action=move]')
        || document.querySelector('#app .final-box'))"""


def names(page, selector):
    """The names of the buttons under `selector`, as the accessibility tree has them."""
    tree = page.locator(selector).aria_snapshot()
    # A name with a colon is quoted once more in the snapshot's YAML: - 'button "1. N3: …"'
    return re.findall(r"""^\s*- '?button "(.*)"'?$""", tree, re.M)


def live(page):
    return page.locator("#app .told-said p").all_inner_texts()


def focus_not_lost(page):
    return page.evaluate("() => document.activeElement !== document.body"
                         " && !!document.activeElement.closest('#app')")


@pytest.mark.parametrize("lang", ["en", "de"])
@pytest.mark.parametrize("game_id", ["roseking", "jacynth", "portroyal", "castlerampage"])
def test_a_game_by_keys_and_the_accessibility_tree_alone(session, game_id, lang):
    session.context.add_init_script(
        f"localStorage.setItem('{BLIND}', 'on'); localStorage.setItem('ludothek:setting:lang', '{lang}')")
    game = new_game(game_id, seed=5, players=2, names=["Me", "CPU"], seats=["human", "easy"])
    page = session.open("#" + game.link())
    page.wait_for_function(READY, timeout=60_000)
    rng = random.Random(7)
    played = 0
    presses = []  # key presses per move
    while played < PLAYS and not page.query_selector("#app .final-box"):
        ply = int(page.get_attribute("html", "data-ply"))
        choices = names(page, "#app .told-groups")
        assert choices and all(re.match(r"\d+\. \S", name) for name in choices), choices
        pick = rng.randrange(len(choices))
        typing = page.evaluate("() => document.activeElement.tagName === 'INPUT'")
        pressed = 0 if typing else 1
        if not typing:
            page.keyboard.press("m")  # to the moves
        if played == 0:  # along the list with the arrow keys, Enter a tap on the button
            settled(page)
            for _ in range(200):
                page.keyboard.press("ArrowDown")
                pressed += 1
                if page.evaluate("() => document.activeElement.textContent") == choices[0]:
                    break
            else:
                raise AssertionError("the first move was not reached by the arrow keys")
            pick = 0
        else:  # its number typed (the field keeps the focus from one move to the next)
            if not typing:
                page.keyboard.press("Tab")
                pressed += 1
            page.keyboard.type(str(pick + 1))
            pressed += len(str(pick + 1))
        page.keyboard.press("Enter")
        presses.append(pressed + 1)
        page.wait_for_function("(n) => +document.documentElement.dataset.ply > n", arg=ply)
        page.wait_for_function(READY, timeout=60_000)
        said = live(page)
        assert any(line.startswith(YOU[lang]) for line in said), said
        assert focus_not_lost(page)
        played += 1
        if played == 2:
            screenshot(page, f"blind-{game_id}-{lang}")
    by_arrows, typed = presses[0], sorted(presses[1:])
    FIGURES.mkdir(parents=True, exist_ok=True)
    (FIGURES / f"{game_id}-{lang}.json").write_text(json.dumps(
        {"moves": played, "first_by_arrows": by_arrows, "typed_median": typed[len(typed) // 2],
         "typed_max": typed[-1]}))
    said = live(page)
    you = [i for i, line in enumerate(said) if line.startswith(YOU[lang])]
    assert you and you[0] == 0, said  # the person's turn first, the computer's after it
    assert page.query_selector("#app .final-box"), f"{game_id} was not played to its end"
    assert page.locator("#app [aria-live]").count() == 1
