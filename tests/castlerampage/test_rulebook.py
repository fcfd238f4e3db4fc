"""Castle Rampage's full rules (rules.de.md, rules.en.md, rulebook.py): both languages parse into
the same sections, the card lists come from the deck table with every reconstructed value
marked, and moment() names a section for every position a seat may see."""

import re
from collections import Counter

import pytest
from contract.play import positions, seats

from ludothek.castlerampage import rulebook
from ludothek.castlerampage.cards import BY_ID, DECK_SIZE, ORDER
from ludothek.castlerampage.i18n import WORDS
from ludothek.core import rulebook as core_rulebook
from ludothek.core.rulebook import REQUIRED_KEYS, Entry

GROUPS = ("attack", "permanent", "events", "purple", "units")


@pytest.fixture(scope="module")
def books():
    return {lang: core_rulebook.load("castlerampage", lang) for lang in ("de", "en")}


def test_both_languages_have_the_same_sections(books):
    de, en = books["de"], books["en"]
    assert de is not None and en is not None
    assert de.keys() == en.keys()
    assert set(REQUIRED_KEYS) <= set(de.keys())
    for key in de.keys():
        assert de.section(key).blocks and en.section(key).blocks, key
    # The same content: word counts within a fifth of each other.
    assert 0.8 < de.words() / en.words() < 1.25


def test_the_sections_for_each_part_of_the_game_exist(books):
    """The brief of issue 32: setup, turn, reinforcing, costs, attacks, the defender's answers,
    the Fool, the end, what each player knows, the options, every card kind, the readings."""
    for key in ("setup", "turn", "reinforce", "costs", "attack", "defence", "fool", "end",
                "knowledge", "options", "notes") + tuple(f"cards-{g}" for g in GROUPS):
        assert key in books["en"].keys()


def test_every_card_kind_is_listed_once_with_its_count(books):
    for lang in ("de", "en"):
        names = {WORDS[lang][f"card.{kind}"]: kind for kind in ORDER}
        listed = [e.title for s in books[lang].sections for e in s.blocks if isinstance(e, Entry)]
        assert sorted(listed) == sorted(names), lang
        total = 0
        for section in books[lang].sections:
            for entry in (b for b in section.blocks if isinstance(b, Entry)):
                card = BY_ID[names[entry.title]]
                assert entry.text.startswith(f"{card.count}×"), entry
                assert WORDS[lang][f"card.{card.id}.text"] in entry.text
                total += card.count
        assert total == DECK_SIZE


@pytest.mark.parametrize("lang", ["de", "en"])
def test_reconstructed_values_are_marked(lang):
    """cards.py `rec`: a reconstructed value carries ✱; a card with any reconstructed field
    says 'reconstructed'; a certain value (the Dragon's 2/3, the Ogre's 6/6) is unmarked."""
    entries = {kind: text for group in GROUPS
               for kind, (_, text) in zip([k for k in ORDER if rulebook._group(BY_ID[k]) == group],
                                          rulebook.catalogue(group, lang))}
    assert set(entries) == set(ORDER)
    gate, castle = WORDS[lang]["zone.gate"], WORDS[lang]["zone.castle"]
    for kind, text in entries.items():
        card = BY_ID[kind]
        assert (WORDS[lang]["card.reconstructed"] in text) == bool(card.rec), kind
        marked = f"{gate} {card.gate} ✱" in text
        assert marked == ("gate" in card.rec), (kind, text)
        assert (f"{castle} {card.castle} ✱" in text) == ("castle" in card.rec), kind
    assert "✱" not in entries["drache"].split(".")[0]
    assert "✱" not in entries["oger"].split(".")[0]


def test_catalogue_follows_the_deck_table(monkeypatch):
    """A value corrected in cards.py is corrected in the rules: nothing is copied."""
    from dataclasses import replace
    from ludothek.castlerampage import cards
    monkeypatch.setitem(cards.BY_ID, "koch", replace(BY_ID["koch"], count=4, rec=()))
    text = dict(rulebook.catalogue("events", "en"))["Cook"]
    assert text.startswith("4× · Gate 2 · Castle 2.") and "✱" not in text


def test_markup_is_only_the_small_subset():
    """core/rulebook.py: no HTML, links, tables or images in the texts."""
    from ludothek.core import registry
    for lang in ("de", "en"):
        text = registry.package_text("castlerampage", f"rules.{lang}.md")
        assert not re.search(r"<[a-z]|\]\(|^\|", text, re.M), lang


def test_moment_names_an_existing_section_for_every_position(books):
    keys = set(books["en"].keys())
    seen = Counter()
    for seed in (1, 2, 3):
        for game in positions("castlerampage", seed, every=3):
            for seat in seats(game):
                key = rulebook.moment(game.view(seat))
                assert key in keys, key
                seen[key] += 1
    assert {"setup", "turn", "costs", "end"} <= set(seen)


def test_moment_follows_the_phase(cr):
    g = cr.position(hands=(["reiter"], ["aufgebot"]), gates=([], ["schwert"]),
                    castles=(["schwert"], ["schwert"]))
    assert rulebook.moment(g.view(0)) == "turn"
    cr.run(g, "play:reiter")
    assert g.wait == "react"
    assert rulebook.moment(g.view(0)) == rulebook.moment(g.view(1)) == "defence"
    g = cr.position(hands=(["reiter"], []), displays=(["tunnel"], []),
                    gates=([], ["schwert"]), castles=(["schwert"], ["schwert"]))
    cr.run(g, "play:reiter")
    assert rulebook.moment(g.view(None)) == "attack"
    g = cr.position(hands=(["narr", "reiter"], []), castles=(["schwert"], ["schwert"]))
    cr.run(g, "play:narr")
    assert rulebook.moment(g.view(0)) == "fool"
