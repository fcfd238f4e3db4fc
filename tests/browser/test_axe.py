"""axe-core (pinned in package.json, from npm) on every screen (issue 50): the home screen, the
rules and the share dialog, and each game mid-game (its hand revealed) at a phone's and a
desktop's size, in English and German, with play without seeing off and on. WCAG 2.0 to 2.2,
levels A and AA: no violation anywhere."""

import json
import random
from pathlib import Path

import pytest
from browser.play import screenshot
from browser.test_nothing_cut import laid_out

from ludothek import new_game

AXE = Path(__file__).resolve().parents[2] / "node_modules" / "axe-core" / "axe.min.js"
TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"]
SIZES = {"phone": (390, 844), "desktop": (1280, 860)}
RUN = """async (tags) => {
  const found = await axe.run(document, {runOnly: {type: 'tag', values: tags},
                                         resultTypes: ['violations']});
  return found.violations.map(v => ({id: v.id, count: v.nodes.length,
      nodes: v.nodes.slice(0, 3).map(n => [n.target.join(' '), n.html.slice(0, 160),
          n.failureSummary.slice(0, 300),
          n.any.concat(n.all).flatMap(c => (c.relatedNodes || []).map(r => r.html.slice(0, 100)))])}));
}"""


REPORT = Path(__file__).resolve().parents[2] / "test-results" / "axe"


def report(name, found):
    """What axe found, kept beside the screenshots for a person to read."""
    REPORT.mkdir(parents=True, exist_ok=True)
    (REPORT / f"{name}.json").write_text(json.dumps(found, indent=1, ensure_ascii=False))


# What a person reads once the page is still: no finite animation or transition under way (a
# tile fading in is measured against its final colours, not half-way).
STILL = """() => document.getAnimations().every((a) => a.playState !== 'running'
    || a.effect.getComputedTiming().iterations === Infinity)"""


def violations(page, where, found):
    page.wait_for_function(STILL)
    if not page.evaluate("() => typeof axe !== 'undefined'"):
        page.add_script_tag(path=str(AXE))
    seen = page.evaluate(RUN, TAGS)
    if seen:
        found[where] = seen
    return seen


def in_lang(page, lang):
    page.click(f".lang-switch button[data-value={lang}]")
    page.wait_for_selector(f"html[lang={lang}]", state="attached")


def test_the_home_the_rules_and_the_share_dialog_have_no_violation(session):
    page = session.open("")
    found = {}
    for lang in ("en", "de"):
        in_lang(page, lang)
        for size, (width, height) in SIZES.items():
            laid_out(page, width, height)
            violations(page, f"home {lang} {size}", found)
    page.click(".game-card[data-game=jacynth] .rules-button")
    page.wait_for_selector("#overlay .rules")
    violations(page, "rules de", found)
    page.keyboard.press("Escape")
    game = new_game("roseking", seed=2)
    page = session.open("#" + game.link())
    page.click("[data-action=share]")
    page.wait_for_selector("#overlay .share")
    violations(page, "share", found)
    report("home-rules-share", found)
    assert not found, json.dumps(found, indent=1)


@pytest.mark.parametrize("game_id,players", [("roseking", 2), ("jacynth", 2), ("portroyal", 3),
                                             ("castlerampage", 2)])
def test_every_game_mid_game_has_no_violation(session, game_id, players):
    game = new_game(game_id, seed=5, players=players, seats=["human"] + ["easy"] * (players - 1))
    rng = random.Random(1)
    while len(game.history) < 6 or game.to_move != 0:
        game.play(rng.choice(game.legal_moves()))
    page = session.open("#" + game.link())
    page.wait_for_selector("#app .table")
    found = {}
    for lang in ("en", "de"):
        in_lang(page, lang)
        for blind in (False, True):
            if blind != (page.get_attribute("[data-action=blind]", "aria-pressed") == "true"):
                page.focus("[data-action=blind]")  # seen when focused, as the skip link
                page.keyboard.press("Enter")
                page.keyboard.press("Tab")  # on to the bar: the switch no longer covers it
            page.wait_for_selector("#app .told" if blind else "#app:not(:has(.told))",
                                   state="attached")
            for size, (width, height) in SIZES.items():
                laid_out(page, width, height)
                violations(page, f"{lang} {size}{' blind' if blind else ''}", found)
    screenshot(page, f"axe-{game_id}")
    report(game_id, found)
    assert not found, json.dumps(found, indent=1)
