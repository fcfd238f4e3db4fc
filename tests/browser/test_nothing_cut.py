"""Nothing cut, nothing jumps, cards above what they cross (issue 46, points 5 and 6): every
game at a phone's, a tablet's and a desktop's size, in English and German, with long names and
an undo on offer; the computer's turn on a phone leaves the table where it is, and its words
come in the frame its move starts to move.

Cut text is read from the page: an element that clips its text (overflow hidden, an ellipsis,
a line clamp) while its text is wider or taller than its box, and a text of a picture that
reaches past the picture's edge (an SVG cuts it there)."""

import random

import pytest
from browser.play import moves_shown, screenshot, settled, wait_ply
from browser.test_motion import jacynth_place, tap_and_track

from ludothek import new_game

SIZES = {"phone": (390, 844), "tablet": (1180, 820), "desktop": (1440, 900)}
NAMES = ["Red Riding Hood", "Computer (normal)", "White Whale"]

CUT = """() => {
  const cut = [];
  const say = (el) => `${el.getAttribute('class') || el.tagName}: ${el.textContent.trim().slice(0, 60)}`;
  for (const el of document.querySelectorAll('#app *')) {
    if (el instanceof SVGElement || !el.textContent.trim()) continue;
    const box = el.getBoundingClientRect();
    if (!box.width || !box.height) continue;
    const style = getComputedStyle(el);
    const clips = (overflow) => !['visible', 'auto', 'scroll'].includes(overflow);
    if (clips(style.overflowX) && el.scrollWidth > el.clientWidth + 1) cut.push(`wide ${say(el)}`);
    if (clips(style.overflowY) && el.scrollHeight > el.clientHeight + 2) cut.push(`tall ${say(el)}`);
  }
  for (const text of document.querySelectorAll('#app svg text')) {
    const box = text.getBoundingClientRect();
    const frame = text.ownerSVGElement.getBoundingClientRect();
    if (box.width && (box.left < frame.left - 1 || box.right > frame.right + 1 ||
                      box.top < frame.top - 1 || box.bottom > frame.bottom + 1)) cut.push(`picture ${say(text)}`);
  }
  return cut;
}"""


def laid_out(page, width, height):
    page.set_viewport_size({"width": width, "height": height})
    page.wait_for_function("layout => document.documentElement.dataset.layout == layout",
                           arg="portrait" if width < height else "landscape")


@pytest.mark.parametrize("game_id,players", [("roseking", 2), ("jacynth", 2), ("portroyal", 3),
                                             ("castlerampage", 2)])
def test_no_text_is_cut_at_any_size_in_either_language(session, game_id, players):
    game = new_game(game_id, seed=5, players=players, names=NAMES[:players])
    rng = random.Random(1)
    for _ in range(5):  # a few moves in: an undo on offer names its player (where the game
        # offers one here)
        game.play(rng.choice(game.legal_moves()))
    page = session.open("#" + game.link())
    if page.locator("#overlay [data-action=reveal]").count():
        page.click("#overlay [data-action=reveal]")
    page.wait_for_selector("#app .table")
    found = {}
    for lang in ("en", "de"):
        page.click(f".lang-switch button[data-value={lang}]")
        page.wait_for_selector(f"html[lang={lang}]", state="attached")
        for size, (width, height) in SIZES.items():
            laid_out(page, width, height)
            found[lang, size] = page.evaluate(CUT)
            if lang == "de" or size == "phone":
                screenshot(page, f"uncut-{game_id}-{size}-{lang}")
    assert all(cut == [] for cut in found.values()), found


def test_the_rose_king_names_a_long_player_inside_the_picture(session):
    game = new_game("roseking", seed=3, names=["Me", "Computer (normal)"], seats=["human", "normal"])
    page = session.open("#" + game.link())
    for width, height in SIZES.values():
        laid_out(page, width, height)
        assert page.evaluate(CUT) == []
        title = page.locator(".roseking-board .hand-title.seat1")
        assert title.text_content() == "White: Computer (normal)"


def test_a_lone_draw_is_in_sight_with_its_words_on_a_desktop(session):
    """1440x900, every card pale: 'Draw a card', the only move, and the words on it are on the
    screen (they were 14 px in sight, the words below the fold)."""
    game = new_game("roseking", seed=3, names=["Me", "Computer (easy)"], seats=["human", "easy"],
                    options={"start": "red"})
    while game.legal_moves() != ["draw"] or game.seats[game.to_move] != "human":
        game.play(game.legal_moves()[0])
    page = session.open("#" + game.link())
    laid_out(page, *SIZES["desktop"])
    page.wait_for_selector(".roseking .card.idle")
    for selector in (".roseking .actions [data-move=draw]", ".roseking .hint-text"):
        box = page.locator(selector).bounding_box()
        assert box is not None and box["y"] + box["height"] <= SIZES["desktop"][1], selector
    screenshot(page, "roseking-lone-draw-desktop")


# Every frame from now: the table's place on the page, and each change of the computer's words
# with the frame it came in and the frame the next move's animation was first seen running.
WATCH = """(selector) => {
  window.watched = {tops: [], words: []};
  let frame = 0;
  let said = null;
  const tick = () => {
    frame += 1;
    const table = document.querySelector(selector);
    if (table) {
      const top = Math.round(table.getBoundingClientRect().top + scrollY);
      const tops = window.watched.tops;
      if (!tops.length || tops[tops.length - 1] !== top) tops.push(top);
    }
    const words = (document.querySelector('.turn-report') || {}).textContent || '';
    const moving = document.getAnimations().some((a) => a.id === 'ludothek-move');
    if (words !== said) {
      said = words;
      window.watched.words.push({words, frame, moved: null});
    }
    const last = window.watched.words[window.watched.words.length - 1];
    if (moving && last && last.moved === null) last.moved = frame;
    requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
}"""


@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_computers_jacynth_turn_moves_nothing_on_a_phone_and_says_each_step_as_it_moves(
        session, lang):
    game = new_game("jacynth", seed=8, players=2, names=["Me", "CPU"], seats=["human", "easy"])
    page = session.open("#" + game.link())
    if lang == "de":
        page.click(".lang-switch button[data-value=de]")
    laid_out(page, *SIZES["phone"])
    persons_turn = """(ply) => document.documentElement.dataset.ply >= ply &&
        !document.documentElement.hasAttribute('data-searching') &&
        document.querySelector('.jacynth-hand .card.legal')"""
    page.wait_for_function(persons_turn, arg=0)  # the computer's opening token is down
    moves_shown(page)
    page.evaluate(WATCH, ".jacynth-city")
    jacynth_place(page)
    settled(page)
    ply = int(page.get_attribute("html", "data-ply"))
    page.click(".jacynth .prompt button[data-move=skip]")
    wait_ply(page, ply + 1)  # the person's turn ended (not a tap dropped as too quick)
    # The computer's card, token and draw, and the person's turn again.
    page.wait_for_function(persons_turn, arg=ply + 3, timeout=60_000)
    watched = page.evaluate("window.watched")
    screenshot(page, f"jacynth-computer-turn-phone-{lang}")
    assert len(watched["tops"]) == 1, watched["tops"]  # the city never moved on the page
    told = [w for w in watched["words"] if w["words"] and w["moved"] is not None]
    assert told, watched["words"]
    for said in told:  # its words and its move in the same frame (seen running one later)
        if said["moved"] - said["frame"] <= 1:
            continue
        assert "…" in said["words"], said  # only "thinking…" comes before a move


def test_a_card_flies_above_the_cards_it_lands_among_and_from_beyond_the_city(session):
    """Jacynth: a card from the hand crosses the city's edge and lands beside cards drawn after
    it; mid-flight what is seen is a look-alike on the layer above the page, the card itself
    waits unseen at its cell."""
    game = new_game("jacynth", seed=4, players=1)
    page = session.open("#" + game.link())
    tap_and_track(page, ".jacynth-city .hit[data-move^='t:']")
    card, _ = jacynth_place(page, shot=True)  # paused half-way
    flying = page.evaluate("""(card) => {
        const layer = document.querySelector('.anim-ghosts');
        const real = document.querySelector(`.jacynth-city [data-anim="card:${card}"]`);
        return {layer: layer && getComputedStyle(layer).zIndex,
                pictures: layer ? layer.querySelectorAll('svg').length : 0,
                real: real && getComputedStyle(real).opacity};
    }""", card)
    screenshot(page, "motion-jacynth-above")
    assert flying["pictures"] >= 1 and int(flying["layer"]) > 10, flying
    assert flying["real"] == "0", flying


def test_a_drawn_rose_king_card_flies_above_the_board(session):
    game = new_game("roseking", seed=3, options={"start": "red", "light": True})
    for _ in range(2):  # both play a card: Red may draw
        game.play(next(m for m in game.legal_moves() if m != "draw" and not m.startswith("H")))
    page = session.open("#" + game.link())
    result = tap_and_track(page, "button[data-move=draw]", shot=True)
    drawn = [k for k in result["found"] if k.startswith("card:")]
    assert drawn, result
    assert page.evaluate("""(key) => {
        const real = document.querySelector(`#app [data-anim="${key}"]`);
        return getComputedStyle(real).opacity === '0' &&
               document.querySelectorAll('.anim-ghosts svg').length >= 1;
    }""", drawn[0])
    screenshot(page, "motion-roseking-draw-above")
