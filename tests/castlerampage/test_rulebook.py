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


# ----- issue 49: what the prose says -----------------------------------------------------------

def _sections(lang):
    """The raw text of each section of rules.<lang>.md, by its key."""
    from ludothek.core import registry
    text = registry.package_text("castlerampage", f"rules.{lang}.md")
    parts = re.split(r"^## .*\{#([a-z-]+)\}$", text, flags=re.M)
    return dict(zip(parts[1::2], parts[2::2]))


def test_options_do_not_list_the_lot_among_the_online_changes():
    """Seed 004 names no online change of the start player (its online changes: no purple
    cards at setup, the pause for a Letztes Aufgebot, the discards after the attack, what each
    player can know); the lot is a reading (NOTES.md, Setup) and is listed there."""
    for lang, lot in (("de", "Los"), ("en", "lot")):
        parts = _sections(lang)
        assert lot not in parts["options"], lang
        assert ("ausgelost" if lang == "de" else "drawn by lot") in parts["notes"], lang


@pytest.mark.parametrize("lang", ["de", "en"])
def test_hail_of_arrows_texts_say_what_the_engine_does(lang):
    """Seed 004, 'Anhang', Pfeilhagel („zwei separate Angriffe"; a Letztes Aufgebot against it
    lowers only the Gate attack, the Castle attack „findet dann trotzdem mit 3 Angriffspunkten
    statt"), read with 'Letztes Aufgebot' („direkt vor dem Kampf"): the texts say that the
    defender is asked again before the Castle attack and that the Knappe counts for both, as
    test_cards.py `test_pfeilhagel_two_separate_attacks_each_answered_on_its_own` plays it."""
    parts = _sections(lang)
    old = {"de": "ein Bonus und ein Letztes Aufgebot betreffen nur den ersten",
           "en": "a bonus and a Last Levy affect only the first"}[lang]
    again = {"de": "erneut gefragt", "en": "asked again"}[lang]
    own = {"de": "ein eigenes Aufgebot spielen, das nur ihn senkt",
           "en": "a Levy of its own, which lowers only it"}[lang]
    squires = {"de": "deine Knappen zählen bei jedem", "en": "your Squires count for each"}[lang]
    assert old not in parts["attack"]
    assert again in parts["attack"] and squires in parts["attack"]
    assert own in parts["defence"]
    assert again in parts["notes"]


@pytest.mark.parametrize("lang", ["de", "en"])
def test_empty_gate_bonus_reading_is_listed(lang):
    """Seed 004, 'Anhang', Pfeilhagel: „Ist das Tor vor dem Angriff bereits zerstört, wird nur
    die Burg mit einem Angriffswert von 3 angegriffen." That a pending bonus goes to that attack
    departs from the literal 3, so the readings name it."""
    notes = _sections(lang)["notes"]
    want = {"de": "Pfeilhagel gegen ein schon leeres Tor",
            "en": "Hail of Arrows against an already empty Gate"}[lang]
    assert want in notes


@pytest.mark.parametrize("lang", ["de", "en"])
def test_reconstructed_numbers_in_the_prose_are_marked(lang):
    """cards.py `rec`: a reconstructed number the prose states carries ✱ as in the card lists
    (Koch's bonus, the Aufgebot's minus, the Saboteur's plus, the costs of Drache, Oger,
    Berater and Riese, the Gate cards of Drache and Erdbeben); the values come from the deck
    table, so a corrected value shows here as a text to correct."""
    for kind, field in (("koch", "bonus"), ("aufgebot", "minus"), ("saboteur", "plus"),
                        ("drache", "cost"), ("oger", "cost"), ("berater", "cost"),
                        ("riese", "cost"), ("drache", "gate_cards"), ("erdbeben", "gate_cards")):
        assert field in BY_ID[kind].rec, (kind, field)
    parts = _sections(lang)
    koch, levy = BY_ID["koch"].params["bonus"], BY_ID["aufgebot"].params["minus"]
    sab, cards = BY_ID["saboteur"].params["plus"], BY_ID["drache"].params["gate_cards"]
    assert BY_ID["erdbeben"].params["gate_cards"] == cards
    dragon, ogre = BY_ID["drache"].cost[1], BY_ID["oger"].cost[1]
    if lang == "de":
        want = {"attack": [f"**Koch** (+{koch} ✱)"],
                "defence": [f"um {levy} ✱ schwächer", f"um {sab} ✱ stärker"],
                "costs": [f"Drache ({dragon} ✱), Oger ({ogre} ✱)", "Berater ✱", "Riese ✱"],
                "cards-events": [f"obersten {cards} ✱ Torkarten"],
                "notes": [f"werfen {cards} ✱ Torkarten"]}
    else:
        want = {"attack": [f"**Cook** (+{koch} ✱)"],
                "defence": [f"loses {levy} ✱", f"gets {sab} ✱ stronger"],
                "costs": [f"Dragon ({dragon} ✱), Ogre ({ogre} ✱)", "Adviser ✱", "Giant ✱"],
                "cards-events": [f"top {cards} ✱ Gate cards"],
                "notes": [f"discard {cards} ✱ Gate cards"]}
    for key, phrases in want.items():
        for phrase in phrases:
            assert phrase in parts[key], (key, phrase)
    assert f"(+{koch})" not in parts["attack"]
