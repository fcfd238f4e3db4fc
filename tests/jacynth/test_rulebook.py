"""Jacynth's full rules (rules.de.md, rules.en.md, rulebook.py) and its refusals: both texts
parse with the same sections, moment() always names one of them, and every reason refusal()
gives is worded in both languages, driven by the rule it cites (seed 003's section names)."""

import re

import pytest

from contract.play import positions
from ludothek import new_game
from ludothek.core import IllegalMove, Rng, rulebook
from ludothek.core.rulebook import REQUIRED_KEYS, Entry
from ludothek.jacynth.i18n import WORDS
from ludothek.jacynth.rulebook import catalogue, moment
from ludothek.jacynth.rules import GRIDS

LANGS = ("de", "en")


def books():
    return {lang: rulebook.load("jacynth", lang) for lang in LANGS}


def test_both_languages_parse_with_the_same_sections_in_the_same_order():
    de, en = books()["de"], books()["en"]
    assert de is not None and en is not None
    assert de.keys() == en.keys()
    assert set(REQUIRED_KEYS) <= set(de.keys())
    assert {"decktet", "districts", "layouts", "place", "influence", "extended",
            "solitaire"} <= set(de.keys())
    for key in de.keys():  # the same shape: as many catalogue entries in both
        counts = [sum(isinstance(b, Entry) for b in book.section(key).blocks)
                  for book in (de, en)]
        assert counts[0] == counts[1], key
    assert abs(de.words() - en.words()) < en.words() / 5


@pytest.mark.parametrize("lang", LANGS)
def test_the_catalogues_list_every_card_and_every_title(lang):
    """The reference's card list (45 cards) and the seed's rank table, from the game's data."""
    basic, extended = catalogue("basic", lang), catalogue("extended", lang)
    assert len(basic) == 10 and len(extended) == 3
    assert sum(text.count(";") + 1 for _, text in basic) == 36
    assert sum(text.count(";") + 1 for _, text in extended[1:]) == 8
    ranks = catalogue("ranks", lang)
    assert len(ranks) == 7 and ranks[0][1].startswith("10 ") and ranks[-1][1].startswith("30 ")


def test_the_extended_deck_is_told_in_our_own_words():
    """Seed 003, 'Das erweiterte Deck' („Wenn du das Spiel aufpeppen möchtest, kannst du die
    Ausflucht, die Bauern, die Höfe oder Kombinationen dieser Karten hinzunehmen. Mische sie zu
    Beginn in das Deck."): the rules text says the same (three groups, any combination, into
    the deck before it is shuffled) without following the seed's sentence, and the numbers it
    gives are the deck's."""
    from ludothek.jacynth.cards import deck
    from ludothek.core import registry
    texts = {lang: registry.package_text("jacynth", f"rules.{lang}.md") for lang in LANGS}
    assert "To spice up the game" not in texts["en"] and "any combination of them" not in texts["en"]
    assert "Für mehr Würze" not in texts["de"] and "beliebige Auswahl davon" not in texts["de"]
    assert "aufpeppen" not in texts["de"]
    basic = len(deck(False, False, False))
    more = len(deck(True, True, True)) - basic
    assert f"Beyond its {basic} basic cards the Decktet has nine more" in texts["en"]
    assert f"Neben seinen {basic} Grundkarten hat das Decktet neun weitere" in texts["de"]
    assert more == 9
    assert len(deck(True, False, False)) - basic == 1
    assert len(deck(False, True, False)) - basic == len(deck(False, False, True)) - basic == 4
    assert "one, two or all three" in texts["en"] and "eine, zwei oder alle drei" in texts["de"]


def test_the_layout_cells_in_the_text_are_the_engines():
    """The starting layouts as the text names them are where the engine lays them."""
    text = books()["en"].section("layouts")
    said = re.findall(r"\*\*([a-f]\d(?:, [a-f]\d)*)\*\*", " ".join(
        b.text for b in text.blocks if hasattr(b, "text")))
    for layout, cells in zip(("razeway", "towers", "old_city"), said):
        g = new_game("jacynth", seed=1, players=2, options={"layout": layout})
        laid = {GRIDS[6][0][i] for i, c in enumerate(g.city) if c is not None}
        assert set(cells.split(", ")) == laid, layout


def test_moment_names_an_existing_section_in_every_position():
    keys = set(books()["en"].keys())
    seen = set()
    for game in positions("jacynth", seed=3, every=3):
        for seat in [*range(game.players), None]:
            key = moment(game.view(seat))
            assert key in keys
            seen.add(key)
    assert seen == {"place", "influence", "end", "solitaire"}


def test_moment_follows_the_turn(h):
    g = h.position(cards={"c4": "AM"}, hands=[["2MK", "AW", "AL"], ["AY", "AK", "CM"]])
    assert moment(g.view(0)) == "place"
    g.play("p:2MK@c5")
    assert moment(g.view(0)) == "influence" and moment(g.view(1)) == "influence"
    solo = new_game("jacynth", seed=2, players=1)
    assert moment(solo.view(0)) == "solitaire"


# ----- refusals --------------------------------------------------------------------------------

def refused(g, move):
    """The refusal of an illegal move, checked against play() and worded in both languages."""
    assert move not in g.legal_moves()
    with pytest.raises(IllegalMove) as err:
        g.clone().play(move)
    refusal = err.value.refusal
    assert refusal is not None and refusal == g.refusal(move)
    for lang in LANGS:
        worded = WORDS[lang][refusal.word_key].format(**refusal.args)
        assert "{" not in worded
    return refusal


SEEN: set[str] = set()  # the reasons the scenarios below met


def says(g, move, key, **args):
    refusal = refused(g, move)
    assert refusal.key == key
    for name, value in args.items():
        assert refusal.args[name] == value
    SEEN.add(key)


def card_from_your_hand(h):
    """Seed 'Stadt erkunden': a card from your hand."""
    g = h.position(cards={"c4": "AM"}, hands=[["2MK", "AW", "AL"], ["AY", "AK", "CM"]])
    says(g, "p:CM@c5", "not_in_hand")


def card_on_an_empty_cell_beside_a_card(h):
    """Seed 'Stadt erkunden': an empty cell sharing an edge with a card."""
    g = h.position(cards={"c4": "AM"}, hands=[["2MK", "AW", "AL"], ["AY", "AK", "CM"]])
    says(g, "p:2MK@c4", "cell_taken", cell="c4")
    says(g, "p:2MK@d5", "not_adjacent", cell="d5")


def turn_starts_with_the_card(h):
    """Seed 'Spielablauf': first the card, then a token."""
    g = h.position(cards={"c4": "AM"}, hands=[["2MK", "AW", "AL"], ["AY", "AK", "CM"]])
    says(g, "t:c4", "place_first")
    says(g, "skip", "place_first")


def token_step_before_the_next_card(h):
    """Seed 'Spielablauf': after the card, the token decision."""
    g = h.position(cards={"c4": "AM"}, hands=[["2MK", "AW", "AL"], ["AY", "AK", "CM"]])
    g.play("p:2MK@c5")
    says(g, "p:AW@b4", "token_now")


def token_on_a_card_without_one(h):
    """Seed 'Einfluss ausüben' and the reference: on a card, one token per card."""
    g = h.position(cards={"c4": "AM", "c5": "2MK"}, tokens={"c5": 0},
                   hands=[["AW", "AL", "AY"], ["AK", "CM", "CS"]])
    g.play("p:AW@d4")
    says(g, "t:a1", "no_card", cell="a1")
    says(g, "t:c5", "has_token", cell="c5")


def never_in_a_district_an_opponent_controls(h):
    """Seed 'Einfluss ausüben': not in a district another player controls, through either
    suit; the reason names who controls it (the tokens are in plain view)."""
    g = h.position(cards={"c4": "AM", "c5": "2MK", "e1": "AS"}, tokens={"c4": 1},
                   hands=[["AW", "AL", "AY"], ["AK", "CM", "CS"]])
    g.play("p:AW@e2")
    says(g, "t:c5", "opponent_district", cell="c5", owner="P2")


def no_token_on_the_excuse_pawns_or_courts(h):
    """Seed 'Das erweiterte Deck': no token on the Excuse, a Pawn or a Court."""
    opts = {"excuse": True, "pawns": True, "courts": True}
    for card, key in (("X", "no_token_excuse"), ("PMYK", "no_token_pawn"),
                      ("TMWK", "no_token_court")):
        g = h.position(cards={"a2": card}, hands=[["AM", "AL", "AY"], ["AK", "CK", "CS"]],
                       options=opts)
        g.play("p:AM@a1")
        says(g, "t:a2", key)


def no_token_when_none_is_left(h):
    """Seed 'Einfluss ausüben': only while you have tokens left (the step is skipped then,
    so only a token step set up by hand meets it)."""
    g = h.position(cards={"c4": "AM", "c5": "2MK"},
                   hands=[["AW", "AL", "AY"], ["AK", "CM", "CS"]])
    g.play("p:AW@d4")
    g.tokens_left[0] = 0
    says(g, "t:c4", "no_tokens_left")


def solitaire_first_token_on_a_corner(h):
    """Seed 'Solitaire': a token on one of the four starting cards, before any card."""
    g = new_game("jacynth", seed=2, players=1)
    assert g.phase == "first_token"
    says(g, "p:" + g.hands[0][0] + "@b4", "first_token")
    says(g, "skip", "first_token")
    g.city[GRIDS[4][1]["b4"]] = "AM"  # a card off the corners, set by hand
    says(g, "t:b4", "first_token_corner")


def solitaire_city_is_four_by_four(h):
    """Seed 'Solitaire': the city is a 4x4 grid."""
    g = new_game("jacynth", seed=2, players=1)
    g.play(g.legal_moves()[0])
    says(g, "p:" + g.hands[0][0] + "@e2", "off_city", cell="e2")


def solitaire_token_deadline(h):
    """Seed 'Solitaire': after the 4th card two tokens must be down; skip is refused then."""
    g = new_game("jacynth", seed=2, players=1)
    g.play(g.legal_moves()[0])  # the first token
    while g.played < 4:
        g.play(g.legal_moves()[0])
        if g.phase == "token" and g.played < 4:
            g.play("skip")
    assert g.phase == "token" and "skip" not in g.legal_moves()
    says(g, "skip", "token_due", after=4, count=2)


SCENARIOS = [card_from_your_hand, card_on_an_empty_cell_beside_a_card, turn_starts_with_the_card,
             token_step_before_the_next_card, token_on_a_card_without_one,
             never_in_a_district_an_opponent_controls, no_token_on_the_excuse_pawns_or_courts,
             no_token_when_none_is_left, solitaire_first_token_on_a_corner,
             solitaire_city_is_four_by_four, solitaire_token_deadline]


@pytest.mark.parametrize("scenario", SCENARIOS, ids=lambda f: f.__name__)
def test_a_refused_move_says_the_rule(h, scenario):
    scenario(h)


def test_every_reason_is_worded_in_both_languages_and_reached(h):
    keys = {k[len("refuse."):] for k in WORDS["en"] if k.startswith("refuse.")}
    assert keys == {k[len("refuse."):] for k in WORDS["de"] if k.startswith("refuse.")}
    SEEN.clear()
    for scenario in SCENARIOS:
        scenario(h)
    assert SEEN == keys


def test_a_reason_never_depends_on_hidden_cards():
    """A reason may only depend on what the player to move sees: the same in every world that
    fits their view (other hands and the draw pile resampled)."""
    rng = Rng(11)
    for g in positions("jacynth", seed=4, every=7):
        if g.is_over:
            continue
        seat = g.to_move
        cells = GRIDS[g.size][0]
        tries = [f"t:{c}" for c in cells] + ["skip"]
        tries += [f"p:{card}@{c}" for card in ("AM", "CK", "9LK", "X") for c in cells[:8]]
        worlds = [g.determinize(seat, Rng(rng.next64())) for _ in range(3)]
        legal = set(g.legal_moves())
        for move in tries:
            if move in legal:
                continue
            assert all(w.refusal(move) == g.refusal(move) for w in worlds), move
