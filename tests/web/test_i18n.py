"""Every word in German and English: no key missing in one language, every log line and option
of every game translated."""

import random

import pytest

from ludothek import games, new_game
from ludothek.web.core.i18n import STRINGS, Translator, game_strings, pick_language


def test_shared_tables_have_the_same_keys():
    assert set(STRINGS["de"]) == set(STRINGS["en"])


@pytest.mark.parametrize("game_id", sorted(games()))
def test_game_tables_have_the_same_keys(game_id):
    table = game_strings(game_id)
    assert set(table["de"]) == set(table["en"]), set(table["de"]) ^ set(table["en"])


@pytest.mark.parametrize("game_id", sorted(games()))
def test_every_option_and_choice_has_a_label(game_id):
    cls = games()[game_id]
    for lang in ("de", "en"):
        table = game_strings(game_id)[lang]
        assert "title" in table
        for opt in cls.OPTIONS:
            assert f"option.{opt.key}" in table
            for choice in opt.choices or ():
                assert f"option.{opt.key}.{choice}" in table


@pytest.mark.parametrize("game_id", sorted(games()))
def test_every_log_entry_of_random_games_has_a_line(game_id):
    cls = games()[game_id]
    keys = set()
    for seed in range(15):
        g = new_game(game_id, seed=seed, players=cls.MAX_PLAYERS if seed % 2 else cls.MIN_PLAYERS)
        pick = random.Random(seed)
        while not g.is_over and len(g.history) < 3000:
            g.play(pick.choice(g.legal_moves()))
        keys |= {e["k"] for e in g.log}
    for lang in ("de", "en"):
        table = game_strings(game_id)[lang]
        assert not [k for k in keys if f"log.{k}" not in table]


def test_log_line_fills_names_and_card_names():
    t = Translator("de")
    line = t.log_line("roseking", {"k": "play", "seat": 1, "card": "NE2", "square": "g7"}, ["A", "B"])
    assert line == "B spielt Nordost II nach g7."
    assert Translator("en")("game.to_move", name="X") == "X to move"


def test_browser_language_picks_german_or_falls_back_to_english():
    assert pick_language(["de-AT", "en"]) == "de"
    assert pick_language(["fr-FR", "en-GB"]) == "en"
    assert pick_language(["fr"]) == "en"


@pytest.mark.parametrize("game_id", sorted(games()))
def test_every_game_explains_its_rules_in_both_languages(game_id):
    for lang in ("de", "en"):
        help_text = game_strings(game_id)[lang].get("help", "")
        assert len(help_text.split("\n\n")) >= 3, f"{game_id} {lang}: rules help missing"


def test_boot_script_strings_have_the_same_keys():
    """static/boot.js words the loading stage and the update notice before Python runs."""
    import re
    from pathlib import Path

    text = (Path(__file__).resolve().parents[2] / "static" / "boot.js").read_text()
    tables = re.findall(r"\n  (de|en): \{(.*?)\n  \},", text, re.S)
    keys = {lang: set(re.findall(r"(?:^|[{,])\s*(\w+): \"", body, re.M)) for lang, body in tables}
    assert set(keys) == {"de", "en"} and keys["de"] == keys["en"] and keys["de"]
