"""Rosenkönig's full rules (rules.de.md, rules.en.md, rulebook.py) and why a move is refused
(rules.refusal), each reason driven in a position where it occurs, after the rule it cites."""

from __future__ import annotations

import pytest
from contract.play import positions
from roseking.test_rules import position

from ludothek.core import IllegalMove, Refusal, rulebook
from ludothek.roseking.i18n import WORDS
from ludothek.roseking.rulebook import catalogue, moment
from ludothek.roseking.rules import RED, WHITE
from ludothek.web.core.i18n import translator


def test_both_languages_have_the_same_sections_with_every_required_one():
    de, en = rulebook.load("roseking", "de"), rulebook.load("roseking", "en")
    assert de is not None and en is not None and de.keys() == en.keys()
    assert set(rulebook.REQUIRED_KEYS) <= set(en.keys())
    assert {"play", "draw", "hero", "pass"} <= set(en.keys())  # one section per action


def test_the_power_cards_are_listed_in_the_players_words():
    assert [title for title, _ in catalogue("cards", "de")][1] == "NO1, NO2, NO3"
    assert "North-east I, north-east II" in catalogue("cards", "en")[1][1]
    assert catalogue("persons", "en") == []


def test_the_moment_is_the_turn_the_heroes_drawing_or_the_end():
    assert moment(position(hands=[["N1"], ["S1"]]).view(RED)) == "turn"
    stuck = position(hands=[["E1", "N3"], ["S1"]], stones={"f5": WHITE, "e8": RED})
    assert moment(stuck.view(None)) == "hero"  # E1 only with a hero, N3 on its own rose
    none_left = position(hands=[["E1"], ["S1"]], stones={"f5": WHITE}, heroes=(0, 4))
    assert moment(none_left.view(RED)) == "draw"
    keys = set(rulebook.load("roseking", "en").keys())
    assert {moment(g.view(None)) for g in positions("roseking", seed=5)} <= keys


# Each reason, with a position where it occurs (seed 002 '1 Machtkarte spielen', '2 Machtkarte
# ziehen', '3 Heldenkarte zusammen mit Machtkarte spielen').
CASES = [
    ("unknown", dict(), "X9"),
    ("hand_full", dict(hands=[["N1", "N2", "N3", "E1", "E2"], ["S1"]]), "draw"),  # '2'
    ("not_held", dict(hands=[["N1"], ["S1"]]), "W3"),
    ("opponents_card", dict(hands=[["N1"], ["S1"]]), "S1"),
    ("off_board", dict(hands=[["N2"], ["S1"]], crown="e8"), "N2"),  # '1': not over the edge
    ("own_rose", dict(hands=[["E1"], ["S1"]], stones={"f5": RED}), "E1"),  # '1': free square
    ("own_rose", dict(hands=[["E1"], ["S1"]], stones={"f5": RED}), "H:E1"),  # '3': opponent's
    ("hero_on_empty", dict(hands=[["E1"], ["S1"]]), "H:E1"),  # '3': only on an opponent's rose
    ("needs_hero", dict(hands=[["E1"], ["S1"]], stones={"f5": WHITE}), "E1"),  # '1' and '3'
    ("no_hero", dict(hands=[["E1"], ["S1"]], stones={"f5": WHITE}, heroes=(0, 4)), "H:E1"),
]


@pytest.mark.parametrize("key, setup, move", CASES)
def test_each_refusal_occurs_and_is_worded_in_both_languages(key, setup, move):
    game = position(**setup)
    with pytest.raises(IllegalMove) as refused:
        game.play(move)
    assert refused.value.refusal is not None and refused.value.refusal.key == key
    for lang in ("de", "en"):
        worded = translator(lang).game("roseking", f"refuse.{key}", **refused.value.refusal.args)
        assert "{" not in worded and worded != f"refuse.{key}"


def test_every_worded_reason_is_one_the_rules_give():
    given = {key for key, _, _ in CASES}
    assert {k[len("refuse."):] for k in WORDS["en"] if k.startswith("refuse.")} == given
    assert set(WORDS["de"]) == set(WORDS["en"])


def test_a_legal_move_has_no_refusal_and_a_reason_names_the_square():
    game = position(hands=[["E1", "N1"], ["S1"]], stones={"f5": WHITE})
    assert game.refusal("N1") is None and game.refusal("H:E1") is None
    assert game.refusal("E1") == Refusal("needs_hero", {"square": "f5"})


# ----- issue 49: "ziehen" is drawing a card -------------------------------------------------

def _german_texts():
    """Every German text of the package: the words, the guided game, the rules and the catalogue."""
    from ludothek.core import registry
    from ludothek.roseking import guide, rulebook as book
    texts = [v for v in WORDS["de"].values() if isinstance(v, str)]
    texts += [step.say["de"] for step in guide.GUIDE.steps if "de" in step.say]
    texts += [guide.GUIDE.finish["de"], registry.package_text("roseking", "rules.de.md"),
              book._SAYS["de"]]
    return texts


def test_german_texts_say_ziehen_only_for_drawing_a_card():
    """Seeds 000/002, 'Machtkarte ziehen': in these rules „ziehen" is drawing a power card; the
    turn itself is a Zug („Es besteht Zugzwang! [...] bis der erste Spieler wieder einen Zug
    ausführen kann"). So acting is said with „einen Zug machen" / „am Zug", the crown moves
    („bewegt den Krone-Stein") with „bewegen"/„rücken": every sentence with a form of
    „ziehen" is about a card or the pile."""
    import re
    verb = re.compile(r"\b(?:zieh\w*|zieht|zog\w*|gezogen)\b", re.I)
    about_cards = re.compile(r"karte|stapel|\{card_name\}|fünf", re.I)
    for text in _german_texts():
        for sentence in re.split(r"(?<=[.!?])\s+|\n", text):
            if verb.search(sentence):
                assert about_cards.search(sentence), sentence
    joined = "\n".join(_german_texts())
    for wrong in ("muss ziehen", "kann nicht ziehen", "mehr ziehen", "zieht weiter",
                  "Krone zieht", "zieht die Krone", "zieht sie die Krone"):
        assert wrong not in joined, wrong
    assert not re.search(r"\bzog\b", joined)
    assert "Wer kann, muss einen Zug machen (Zugzwang)." in joined
    assert WORDS["de"]["log.pass"] == "{name} kann keinen Zug machen und setzt aus."
    assert WORDS["de"]["end.blocked"] == "Keiner kann mehr einen Zug machen."
    assert "der andere ist weiter am Zug" in WORDS["de"]["help"]
