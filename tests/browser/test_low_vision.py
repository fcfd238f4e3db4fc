"""Low vision (issue 50), measured from the computed styles in the page: the Rose King's
reachable squares are framed by more than colour (a dashed frame 3:1 or more against the
square), the chosen one solid; the focus ring stands out by 3:1 or more on the board, on a card
and on the page, one of its two tones at least; in forced colours (Windows High Contrast,
emulated) the table's picture keeps its own colours on its own light ground, so the names and
counts drawn in it stay legible; every word drawn on each game's table is 9 px or more as
painted, on a desktop and on a phone."""

import random

import pytest
from browser.play import reveal, screenshot

from ludothek import new_game

CONTRAST = """([a, b]) => {
  const rgb = (css) => css.match(/[\\d.]+/g).slice(0, 3).map(Number);
  const lum = (c) => { const [r, g, b] = rgb(c).map(v => { v /= 255;
      return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4; });
    return 0.2126 * r + 0.7152 * g + 0.0722 * b; };
  const [x, y] = [lum(a), lum(b)].sort((p, q) => q - p);
  return (x + 0.05) / (y + 0.05);
}"""


def contrast(page, a, b):
    return page.evaluate(CONTRAST, [a, b])


def style(page, selector, prop):
    return page.evaluate("([s, p]) => getComputedStyle(document.querySelector(s))[p]",
                         [selector, prop])


def opened(session, **options):
    game = new_game("roseking", seed=3, names=["Me", "CPU"], seats=["human", "easy"],
                    options={"start": "red", **options})
    page = session.open("#" + game.link())
    page.wait_for_selector("#app .roseking-board .hit")
    return page


def test_the_reachable_squares_are_framed_by_more_than_colour(session):
    page = opened(session, light=False)
    square = style(page, ".roseking-board .square:not(.hint)", "fill")
    lit = ".roseking-board .hit"
    assert style(page, lit, "strokeDasharray") not in ("none", "")
    assert float(style(page, lit, "strokeWidth").rstrip("px")) >= 3
    assert contrast(page, style(page, lit, "stroke"), square) >= 3
    assert contrast(page, style(page, lit, "stroke"),
                    style(page, ".roseking-board .square.hint", "fill")) >= 3
    page.click(".roseking-board .card.legal")  # chosen: its square framed solid and wider
    page.wait_for_selector(".roseking-board .hit.chosen")
    chosen = ".roseking-board .hit.chosen"
    assert style(page, chosen, "strokeDasharray") in ("none", "")
    assert float(style(page, chosen, "strokeWidth").rstrip("px")) >= 5
    screenshot(page, "low-vision-lit-squares")


def test_the_focus_ring_stands_out_on_every_ground(session):
    page = opened(session, light=True)
    page.focus(".roseking-board .hit")
    ring = style(page, ".roseking-board .hit:focus", "stroke")
    board = style(page, ".roseking-board .square", "fill")
    assert contrast(page, ring, board) >= 3  # the dark tone on the light board
    glow = style(page, ".roseking-board .hit:focus", "filter")
    assert "drop-shadow" in glow  # the amber tone round it, for dark grounds
    page.focus(".roseking-board .card.legal")
    face = style(page, ".roseking-board .card.legal:focus .card-face", "stroke")
    assert contrast(page, face, style(page, ".roseking-board .card-face", "fill")) >= 3
    page.focus("[data-action=rules]")
    outline = style(page, "[data-action=rules]", "outlineColor")
    halo = style(page, "[data-action=rules]", "boxShadow")
    ground = style(page, "html", "backgroundColor")  # the page's ground (:root)
    assert contrast(page, outline, ground) >= 3 and "255, 191, 0" in halo
    assert contrast(page, outline, "rgb(255, 191, 0)") >= 3  # the two tones apart
    screenshot(page, "low-vision-focus")


def test_in_forced_colours_the_picture_keeps_its_colours_and_its_words(session):
    page = opened(session, light=True)
    page.emulate_media(forced_colors="active", color_scheme="dark")
    page.wait_for_function("() => matchMedia('(forced-colors: active)').matches")
    svg = "#app .table svg.roseking-board"
    assert style(page, svg, "forcedColorAdjust") == "none"
    ground = style(page, svg, "backgroundColor")
    for text in (".roseking-board .hand-title", ".roseking-board .hero-count"):
        assert contrast(page, style(page, text, "fill"), ground) >= 4.5, text
    assert contrast(page, style(page, ".roseking-board .hit", "stroke"),
                    style(page, ".roseking-board .square", "fill")) >= 3
    screenshot(page, "low-vision-forced-colours")


# Each text drawn in the table's pictures, in CSS px as painted: its font size times the
# picture's scale on screen (the smallest first).
PAINTED = """() => [...document.querySelectorAll('#app .table svg text')]
    .filter((el) => el.getBoundingClientRect().width > 0 && el.textContent.trim())
    .map((el) => { const m = el.getScreenCTM();
        return [parseFloat(getComputedStyle(el).fontSize) * Math.hypot(m.a, m.b),
                el.textContent.trim()]; })
    .sort((a, b) => a[0] - b[0])"""


@pytest.mark.parametrize("game_id,lang", [("roseking", "en"), ("jacynth", "de"),
                                          ("portroyal", "en"), ("castlerampage", "de")])
def test_the_words_on_the_table_are_legible_at_the_default_zoom(session, game_id, lang):
    """Every word and number drawn on the table (names, ranks, values, coordinates) is 9 px or
    more as painted, on a desktop and on a phone held upright, 45 moves in. Castle Rampage's long
    German names break at their joints rather than being squeezed."""
    game = new_game(game_id, seed=5, players=2, seats=["human", "human"])
    rng = random.Random(1)
    for _ in range(45):  # a table well filled (Jacynth: its city full, the game over)
        if game.is_over:
            break
        game.play(rng.choice(game.legal_moves()))
    session.context.add_init_script(f"localStorage.setItem('ludothek:setting:lang', '{lang}')")
    page = session.open("#" + game.link())
    for size, layout in (({"width": 1280, "height": 800}, "landscape"),
                         ({"width": 390, "height": 844}, "portrait")):
        page.set_viewport_size(size)
        page.wait_for_selector("html[data-ready]", state="attached")
        if page.locator("#overlay [data-action=reveal]").count():
            reveal(page)
        page.wait_for_function("(wide) => (innerWidth > 600) === wide", arg=layout == "landscape")
        page.wait_for_selector(f"html[data-layout={layout}]", state="attached")
        painted = page.evaluate(PAINTED)
        words = [text for _, text in painted]
        assert len(painted) > 20, words
        if game_id == "castlerampage":
            assert "Armbrust-" in words, words
        assert painted[0][0] >= 9, painted[:5]
        screenshot(page, f"low-vision-{game_id}-{layout}")
