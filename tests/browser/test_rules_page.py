"""The rules screen in the browser (issue 32): opened at a section by its address (also
offline), from a game at the section of the moment and left with the browser's Back, and
readable on a phone."""

import pytest
from browser.play import no_horizontal_scroll, screenshot, start_game

PHONE = {"width": 390, "height": 844}
TABLET = {"width": 820, "height": 1180}
CONTROLLED = "() => navigator.serviceWorker.controller !== null"
RULES = "#overlay .dialog.rules"


def section_in_view(page, key):
    """The section's title is at the top of the rules' scrolled area, below its bar."""
    return page.evaluate("""key => {
      const box = document.querySelector('#rules-roseking-' + key).getBoundingClientRect();
      const bar = document.querySelector('.rules-bar').getBoundingClientRect();
      return box.top >= bar.bottom - 2 && box.top < bar.bottom + 120;
    }""", key)


def test_a_section_address_opens_the_rules_scrolled_to_it(session):
    page = session.open("#rules/roseking/end")
    page.wait_for_selector(f"{RULES}[data-section=end]")
    page.wait_for_function("() => document.querySelector('#overlay .dialog.rules').scrollTop > 0")
    assert section_in_view(page, "end")
    page.click(f"{RULES} .rules-toc a[data-key=hero]")  # the contents: in place, scrolled
    page.wait_for_selector(f"{RULES}[data-section=hero]")
    page.wait_for_function("location.hash === '#rules/roseking/hero'")
    assert section_in_view(page, "hero")
    assert page.locator(f"{RULES} dl.rules-catalogue dt").count() == 8  # the power cards
    page.click(f"{RULES} [data-action=close-dialog]")
    page.wait_for_selector("#overlay", state="hidden")
    assert page.evaluate("location.hash") == "" and page.locator(".home").count() == 1


def test_an_unknown_section_opens_the_top_and_says_so(session):
    page = session.open("#rules/roseking/castling")
    page.wait_for_selector(f"{RULES} .rules-missing")
    assert "castling" in page.inner_text(f"{RULES} .rules-missing")
    assert page.evaluate("location.hash") == "#rules/roseking"


def test_from_a_game_the_rules_open_at_the_moment_and_back_returns_to_the_game(session):
    page = session.open()
    start_game(page, "roseking", options={"start": "red"})
    game_hash = page.evaluate("location.hash")
    page.click(".game-bar [data-action=rules]")
    page.wait_for_selector(f"{RULES}[data-section=turn]")
    assert page.evaluate("location.hash") == "#rules/roseking/turn"
    assert "Back to the game" in page.inner_text(f"{RULES} .rules-bar")
    page.go_back()  # the browser's Back
    page.wait_for_selector("#overlay", state="hidden")
    assert page.evaluate("location.hash") == game_hash and page.locator(".game-bar").count() == 1
    page.click(".game-bar [data-action=rules]")  # and its own button goes the same way
    page.wait_for_selector(RULES)
    page.click(f"{RULES} [data-action=close-dialog]")
    page.wait_for_selector("#overlay", state="hidden")
    page.wait_for_function(f"location.hash === '{game_hash}'")
    page.click("button[data-action=home]")  # Games still goes back to the home screen
    page.wait_for_selector(".home")
    page.wait_for_function("!location.hash")


def test_the_rules_open_at_a_section_offline(new_session):
    session = new_session(service_workers="allow")
    page = session.open()
    page.wait_for_function(CONTROLLED, timeout=120_000)
    session.context.set_offline(True)
    page.goto(session.base_url + "#rules/roseking/draw")
    page.reload()
    page.wait_for_selector("html[data-ready]", state="attached", timeout=90_000)
    page.wait_for_selector(f"{RULES}[data-section=draw]")
    assert "fewer than five" in page.inner_text("#rules-roseking-draw")


@pytest.mark.parametrize("device, size", [("phone", PHONE), ("tablet", TABLET)])
def test_the_rules_are_readable_on_a_phone_and_a_tablet(new_session, device, size):
    session = new_session(viewport=size, has_touch=True, is_mobile=True)
    page = session.open()
    page.click("section.game-card[data-game=roseking] [data-action=rules]")
    page.wait_for_selector(RULES)
    title = page.locator(f"{RULES} h2").bounding_box()
    first = page.locator(f"{RULES} #rules-roseking-overview p").first.bounding_box()
    screenshot(page, f"rules-{device}-top")
    assert title is not None and 0 <= title["y"] < size["height"]
    assert first is not None and first["y"] + 40 < size["height"], "the first paragraph is below"
    assert no_horizontal_scroll(page)
    assert page.evaluate("(() => { const d = document.querySelector('#overlay .dialog.rules');"
                         " return d.scrollWidth <= d.clientWidth; })()")
    page.click(f"{RULES} .rules-toc a[data-key=play]")
    page.wait_for_selector(f"{RULES}[data-section=play]")
    screenshot(page, f"rules-{device}-play")


def toc_in_view(page):
    """The contents are in the rules' scrolled area, below its bar."""
    return page.evaluate("""() => {
      const box = document.querySelector('.rules-toc').getBoundingClientRect();
      const bar = document.querySelector('.rules-bar').getBoundingClientRect();
      return box.bottom > bar.bottom + 40 && box.top < innerHeight - 40;
    }""")


@pytest.mark.parametrize("lang,size", [("en", None), ("de", PHONE)])
def test_back_after_a_section_link_returns_to_the_contents_and_the_bar_leads_up(session, lang,
                                                                                size):
    """Issue 46: a section chosen in the contents is an entry of its own (Back returns to the
    contents, a second Back to the game); '↑ Contents' in the bar leads up from anywhere."""
    page = session.open()
    if size:
        page.set_viewport_size(size)
    if lang == "de":
        page.click(".lang-switch button:has-text('DE')")
    start_game(page, "roseking", options={"start": "red"})
    game_hash = page.evaluate("location.hash")
    page.click(".game-bar [data-action=rules]")
    page.wait_for_selector(f"{RULES}[data-section=turn]")
    page.click(f"{RULES} [data-action=close-dialog]")  # to the game and back: a fresh start
    page.wait_for_function(f"location.hash === '{game_hash}'")
    page.click(".game-bar [data-action=rules]")
    page.wait_for_selector(f"{RULES}[data-section=turn]")
    page.evaluate("document.querySelector('#overlay .dialog.rules').scrollTop = 0")
    page.click(f"{RULES} .rules-toc a[data-key=draw]")
    page.wait_for_selector(f"{RULES}[data-section=draw]")
    page.wait_for_function("""() => {
      const box = document.querySelector('#rules-roseking-draw').getBoundingClientRect();
      const bar = document.querySelector('.rules-bar').getBoundingClientRect();
      return box.top >= bar.bottom - 2 && box.top < bar.bottom + 120;
    }""")  # scrolled there (smoothly, where the page scrolls so)
    assert section_in_view(page, "draw") and not toc_in_view(page)
    page.go_back()  # to where the person was: the rules, not the game
    page.wait_for_selector(f"{RULES}[data-section=turn]")
    assert page.evaluate("location.hash") == "#rules/roseking/turn"
    page.click(f"{RULES} .rules-toc a[data-key=hero]")
    page.wait_for_selector(f"{RULES}[data-section=hero]")
    page.click(f"{RULES} .rules-bar .rules-up")  # ↑ Contents, from the bar that stays
    page.wait_for_selector(f"{RULES}:not([data-section])")
    page.wait_for_function("() => document.querySelector('#overlay .dialog.rules').scrollTop < 5")
    assert toc_in_view(page)
    screenshot(page, f"rules-contents-up-{lang}")
    page.go_back()
    page.wait_for_selector(f"{RULES}[data-section=hero]")
    page.click(f"{RULES} [data-action=close-dialog]")  # closing goes back over every entry
    page.wait_for_selector("#overlay", state="hidden")
    page.wait_for_function(f"location.hash === '{game_hash}'")
    page.go_back()  # and one Back more leaves the game for the games, not into the rules
    page.wait_for_selector(".home")
