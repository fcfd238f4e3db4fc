"""One word for one thing (issue 46, point 6): the 52 two-coloured pieces are roses. Seed 002
lists them as „52 Machtsteine, beidseitig bedruckt (auf der einen Seite eine rote Rose, auf der
anderen eine weiße Rose)“ and then plays with „Rosen“ („mit den roten Rosen“, „die meisten
Rosen auf dem Plan“); the page says rose / Rose wherever a player reads of them. The rules
name the printed word once, in the material list, and say rose from there on."""

from __future__ import annotations

import re

import pytest

from ludothek.core import registry
from ludothek.roseking import guide, rulebook

# The piece's other name: English "stone" (power stone, stones left), German „Stein“
# (Machtstein, Steine, Krone-Stein).
OTHER_NAME = {"en": re.compile(r"stone", re.I), "de": re.compile(r"stein", re.I)}
# The one place that names the printed rules' word: the material list of each rules file.
INTRODUCTION = {"en": "52 power stones, here called **roses**",
                "de": "52 Machtsteine, hier **Rosen** genannt"}
LANGS = sorted(OTHER_NAME)


def _texts(lang: str) -> dict[str, str]:
    """Every text of the Rose King a player reads in `lang`, by where it comes from: the word
    tables (help, blurb, log, table, refusals, explanations, scoring), the guided game, the
    power-card catalogue and the rules (without their one introduction)."""
    texts = {f"words {key}": text for key, text in registry.word_tables("roseking")[lang].items()}
    texts |= {f"guide step {i}": step.say[lang] for i, step in enumerate(guide.GUIDE.steps)}
    texts["guide finish"] = guide.GUIDE.finish[lang]
    texts |= {f"catalogue {title}": f"{title} {says}"
              for title, says in rulebook.catalogue("cards", lang)}
    rules = registry.package_text("roseking", f"rules.{lang}.md")
    assert rules is not None
    texts[f"rules.{lang}.md"] = rules.replace(INTRODUCTION[lang], "", 1)
    return texts


@pytest.mark.parametrize("lang", LANGS)
def test_the_rules_name_the_printed_word_once_in_the_material_list(lang):
    rules = registry.package_text("roseking", f"rules.{lang}.md")
    assert rules is not None and rules.count(INTRODUCTION[lang]) == 1
    material = rules.split("### ")[1]  # "Material" / "Spielmaterial", up to the next heading
    assert INTRODUCTION[lang] in material


@pytest.mark.parametrize("lang", LANGS)
def test_no_text_a_player_reads_calls_the_piece_a_stone(lang):
    texts = _texts(lang)
    assert len(texts) > 100  # the scan reaches the word tables, the guide and the rules
    wrong = {where: OTHER_NAME[lang].findall(text) for where, text in texts.items()
             if OTHER_NAME[lang].search(text)}
    assert not wrong, wrong


def test_the_board_the_log_and_the_confirm_question_say_rose():
    words = registry.word_tables("roseking")
    assert (words["en"]["stones_left"], words["de"]["stones_left"]) == ("Roses left", "Rosen übrig")
    assert words["en"]["log.hero"].endswith("flips the rose on {square}.")
    assert words["de"]["log.hero"].endswith("dreht die Rose auf {square} um.")
    assert "opponent's rose" in words["en"]["hero_confirm"]
    assert "gegnerische Rose" in words["de"]["hero_confirm"]
