"""How the game screen goes on the page (screens.game_patch): the log on the page is kept and
only grows, the rest is drawn anew; the page after the patch is the screen drawn whole."""

import random
import re
from pathlib import Path

from ludothek import new_game
from ludothek.draw.markup import Node
from ludothek.web.core.i18n import Translator
from ludothek.web.core.policy import page_view
from ludothek.web.play.screens import find_log, game_patch, game_screen
from ludothek.web.home.store import SCREEN_KEY

ROOT = Path(__file__).resolve().parents[2]


def screen(game):
    return game_screen(page_view(game).view, {}, Translator("en"), log_plies=None)


def played(moves: int, seed: int = 4):
    game = new_game("castlerampage", seed=seed, players=2)
    rng = random.Random(seed)
    for _ in range(moves):
        game.play(rng.choice(game.legal_moves()))
    return game


def log_lines(markup: Node) -> list[str]:
    log = find_log(markup)
    assert log is not None
    return [str(line) for line in log.children]


def on_page(patch, drawn: list[str]) -> str:
    """The page after the patch: a kept log holds the lines drawn before, then the appended."""
    if not patch.kept:
        return patch.text
    log = find_log(patch.markup)
    empty = str(Node("ol", {**log.attrs, "data-keep": True}))
    assert patch.text.count(empty) == 1
    whole = str(Node("ol", log.attrs, [Node("x")]))  # the log element around its lines
    start, end = whole.split("<x></x>")
    return patch.text.replace(empty, start + "".join(drawn) + patch.appended + end)


def test_a_grown_log_is_kept_and_only_its_new_lines_are_added():
    before, after = played(8), played(14)
    drawn = log_lines(screen(before))
    markup = screen(after)
    whole = str(markup)
    patch = game_patch(markup, drawn)
    assert patch.kept and patch.grown and patch.appended
    assert patch.lines == log_lines(markup) and len(patch.lines) > len(drawn)
    assert "".join(drawn) not in patch.text  # the kept lines are not sent again
    assert on_page(patch, drawn) == whole
    assert str(markup) == whole  # the screen itself is left as drawn


def test_a_log_that_is_not_the_start_of_the_new_one_is_drawn_whole():
    other = log_lines(screen(played(14, seed=5)))
    markup = screen(played(8))
    patch = game_patch(markup, other)
    assert not patch.kept and patch.grown and patch.text == str(markup)
    assert game_patch(markup, None).text == str(markup)  # nothing drawn yet


def test_an_unchanged_log_is_kept_without_scrolling():
    markup = screen(played(8))
    drawn = log_lines(markup)
    patch = game_patch(markup, drawn)
    assert patch.kept and not patch.grown and patch.appended == ""
    assert on_page(patch, drawn) == str(markup)


def test_boot_script_reads_the_screen_the_page_keeps():
    boot = (ROOT / "static" / "boot.js").read_text(encoding="utf-8")
    assert re.search(r'const SCREEN_KEY = "([^"]+)";', boot).group(1) == SCREEN_KEY
