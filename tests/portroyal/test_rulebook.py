"""Port Royal's full rules (rules.de.md, rules.en.md, rulebook.py) and why a move is refused
(refusals.py): both languages hold the same sections, the card lists come from the card data,
moment() names a section in every position, and every reason a player can meet is worded."""

import pytest

from ludothek.core import Refusal, Rng, rulebook
from ludothek.core.rulebook import Heading
from ludothek.portroyal import SPEC
from ludothek.draw.words import fill
from ludothek.portroyal import render
from ludothek.portroyal.cards import (CONTRACT_IDS, EXPANSION_PERSONS, EXPEDITIONS, PERSONS)
from ludothek.portroyal.i18n import WORDS
from ludothek.portroyal.rulebook import catalogue, moment

from .test_render import EN, Elements, page_view

FOUR = ["comedian", "lady_killer", "supremacy", "colony"]


def test_both_languages_have_the_same_sections():
    de, en = rulebook.load("portroyal", "de"), rulebook.load("portroyal", "en")
    assert de is not None and en is not None
    assert de.keys() == en.keys()
    assert set(rulebook.REQUIRED_KEYS) <= set(de.keys())
    assert {"discover", "repel", "bust", "tax", "trade", "expeditions", "persons", "ships",
            "expansion", "contracts"} <= set(de.keys())
    assert 0.8 < de.words() / en.words() < 1.25


def test_game_end_comes_before_the_expansion_and_the_contracts():
    """Issue 49: the end of the game ('Spielende') belongs to the base rules, so it comes
    before the long expansion and contracts sections, in both languages."""
    for lang in ("de", "en"):
        keys = list(rulebook.load("portroyal", lang).keys())
        assert keys.index("end") < keys.index("expansion") < keys.index("contracts"), lang


@pytest.mark.parametrize("lang", ["de", "en"])
def test_help_pays_the_jesters_on_the_bust_not_on_the_repel(lang):
    """Seed 001, '1. Entdecken': „Deckt er jedoch ein Schiff derselben Farbe auf, [...] und
    kann es nicht abwehren, hat er zu viel riskiert [...] Sowohl der aktive Spieler als auch
    alle anderen Mitspieler erhalten aber nun für jeden Witzbold in ihrer Auslage 1 Münze."
    The help ties the Jesters' coins to the bust, never to the repel."""
    help_text = WORDS[lang]["help"]
    old = {"de": "außer er wehrt es ab; dann erhalten alle",
           "en": "unless it is repelled; then every player gets"}[lang]
    new = {"de": "nicht ab, hat er zu viel riskiert: der Hafen wird abgelegt, sein Zug endet "
                 "ohne Ertrag, und jeder Spieler, auch er, erhält 1 Münze pro Witzbold",
           "en": "do not repel a ship of a colour already in the harbour, they have pushed "
                 "their luck too far: the harbour is discarded, their turn ends with nothing, "
                 "and every player, they too, gets 1 coin per Jester"}[lang]
    assert old not in help_text and new in help_text


@pytest.mark.parametrize("lang", ["de", "en"])
def test_tax_card_gives_the_coin_to_the_leader_and_to_each_tied(lang):
    """Seed 001, '1. Entdecken': „Anschließend erhält – je nach Steuererhöhung – der Spieler
    mit den meisten Säbeln [...] oder der Spieler mit den wenigsten Einflusspunkten 1 Münze.
    Bei Gleichstand [...] erhalten alle am Gleichstand beteiligten Spieler 1 Münze." The card
    text gives the coin to the leader, and on a tie to each of them (not only on a tie)."""
    words = WORDS[lang]
    texts = dict(catalogue("taxes", lang))
    assert len(texts) == 2
    for kind in ("sabres", "points"):
        text = f"{words['text.tax']} {words[f'text.tax.{kind}']}"
        assert text in texts[words[f"tax.{kind}"]]
        assert "Gleichstehenden" not in text and "every player tied" not in text
    assert words["text.tax.sabres"].endswith({"de": "bei Gleichstand jeder von ihnen.",
                                              "en": "on a tie, to each of them."}[lang])
    assert (f"{words['text.tax']} {words['text.tax.sabres']}" ==
            {"de": "Alle mit 12 oder mehr Münzen geben die abgerundete Hälfte ab. Danach erhält "
                   "1 Münze, wer die meisten Säbel hat; bei Gleichstand jeder von ihnen.",
             "en": "Everyone with 12 or more coins gives up half of them (rounded down). Then 1 "
                   "coin goes to the player with the most sabres; on a tie, to each of them."}[lang])


def test_every_option_of_the_form_has_its_heading():
    """Issue 32: every option of the new-game form, the printed rule beside the online one."""
    for lang in ("de", "en"):
        section = rulebook.load("portroyal", lang).section("options")
        headings = [b.text for b in section.blocks if isinstance(b, Heading)]
        labels = [WORDS[lang][f"option.{o.key}"].removesuffix(" (Yucata)") for o in SPEC.options]
        assert len(headings) == len(labels)
        assert all(label.startswith(h.replace(" …", "…")) for h, label in zip(headings, labels))


def test_the_catalogues_name_every_person_contract_and_expedition():
    """Issue 32: every person with its ability, every contract with what it asks and pays."""
    for lang in ("de", "en"):
        words = WORDS[lang]
        persons = [t for t, _ in catalogue("persons", lang) + catalogue("expansion-persons", lang)]
        kinds = dict.fromkeys(row[0] for row in PERSONS + EXPANSION_PERSONS)
        assert persons == [words[f"kind.{k}"] for k in kinds]
        for kind, (_, text) in zip(kinds, catalogue("persons", lang)):
            assert text.startswith(words[f"ability.{kind}"])
        contracts = catalogue("contracts", lang)
        assert [t for t, _ in contracts] == [words[f"contract.{c}"] for c in CONTRACT_IDS]
        for cid, (_, text) in zip(CONTRACT_IDS, contracts):
            assert words[f"contract_text.{cid}"] in text
        assert len(catalogue("expeditions", lang)) == len(EXPEDITIONS)
        assert len(catalogue("ships", lang)) == len(catalogue("expansion-ships", lang)) == 5
        assert catalogue("nonsense", lang) == []


def test_moment_names_a_section_in_every_position(pr):
    keys = set(rulebook.load("portroyal", "en").keys())
    seen = set()

    def check(g):
        for seat in (g.to_move, None):
            key = moment(g.view(seat))
            assert key in keys
            seen.add(key)

    for seed, players, options in ((1, 2, {}), (2, 3, {"expansion": True}),
                                   (3, 5, {"no_coins_when_empty": False}), (4, 4, {})):
        g = pr.random_game(seed, players, options, seed, check=check)
        assert moment(g.view(None)) == "end"
    assert {"discover", "trade"} <= seen


def test_moment_follows_the_position(pr):
    g = pr.position(persons={0: ["pi1"]}, harbour=["B1"], top=["B5"])
    assert moment(g.view(0)) == "bust"  # a repellable ship of a colour already there waits
    g = pr.position(persons={0: ["pi1"]}, top=["B5"])
    assert moment(g.view(0)) == "repel"
    g = pr.position(top=["tS1"])
    assert moment(g.view(0)) == "tax"
    g = pr.position(top=["xAA"])
    assert moment(g.view(0)) == "expeditions"
    g = pr.position(harbour=["Y1"])
    g.play("stop")
    assert moment(g.view(0)) == "trade"


# ----- why a move is refused: one position per reason, named after the rule it cites --------

def trading(pr, taken=(), **where):
    """A position set by `pr.position(**where)`, the Discover phase stopped, `taken` played."""
    g = pr.position(**where)
    for move in ("stop", *taken):
        g.play(move)
    return g


def _not_a_move(pr):
    return pr.position(harbour=["Y1"]), "hire:Y1"


def _decide_ship(pr):
    """Seed 001, '1. Entdecken': only the ship just revealed may be repelled: decide first."""
    return pr.position(persons={0: ["pi1"]}, top=["B5"]), "draw"


def _discover_over(pr):
    """Seed 001, '2. Handeln & Heuern': once Discover ends, cards are taken."""
    return trading(pr, harbour=["Y1", "B1"], coins={0: 0}), "draw"


def _piles_empty(pr):
    """Seed 001, 'Regeländerungen': no card left in the draw and discard piles."""
    g = pr.position(harbour=["Y1"], tax_when_empty=False)
    g.draw, g.discard = [], []
    return g, "draw"


def _no_ship_waiting(pr):
    """Seed 001, '1. Entdecken': only the ship just revealed may be repelled."""
    return pr.position(harbour=["Y1"]), "repel"


def _take_in_trade(pr):
    """Seed 001, '2. Handeln & Heuern': cards are taken in the second phase."""
    return pr.position(harbour=["Y1"]), "take:Y1"


def _no_picks(pr):
    """Seed 001, '2. Handeln & Heuern': 1 card with 0-3 ship colours (the active player stays
    on to fulfil an expedition)."""
    g = trading(pr, ["take:Y1"], persons={0: ["pr1", "pr2"]}, expeditions=["xCC"],
                harbour=["Y1", "B1"], coins={0: 0})
    return g, "take:B1"


def _not_in_harbour(pr):
    return trading(pr, harbour=["Y1"]), "take:G1"


def _too_dear(pr):
    """Seed 001, 'Heuern': the person's cost is paid."""
    return trading(pr, harbour=["sa10", "Y1"], coins={0: 6}), "take:sa10"


def _too_dear_fee(pr):
    """Seed 001, '2. Handeln & Heuern': a non-active player also pays the active player 1 coin."""
    return trading(pr, ["take:Y1"], harbour=["sa1", "Y1", "B1"], coins={0: 0, 1: 3}), "take:sa1"


def _name_target(pr):
    """Reference 5b: a special ship's extra coin goes to another player of the taker's choice."""
    return trading(pr, expansion=True, harbour=["K11"], coins={0: 0, 1: 0}), "take:K11:0"


def _no_target(pr):
    return trading(pr, harbour=["Y1"]), "take:Y1:1"


def _refuse_no_contract(pr):
    """Seed 001, 'Fregattenschreck': refusing coins is for that contract only."""
    g = trading(pr, expansion=True, contracts=FOUR, harbour=["R1"], coins={0: 0})
    return g, "take:R1:no"


def _refuse_done(pr):
    """Reference 5c: each player completes a contract at most once."""
    g = trading(pr, expansion=True, contracts=["frigate_foe"] + FOUR[:3], harbour=["R1"])
    g.slots["frigate_foe"] = [0]
    return g, "take:R1:no"


def _no_cube(pr):
    """Seed 001, 'Aufträge': 3 cubes per player."""
    g = trading(pr, expansion=True, contracts=["frigate_foe"] + FOUR[:3], harbour=["R1"])
    for cid in FOUR[:3]:
        g.slots[cid] = [0]
    return g, "take:R1:no"


def _refuse_fee(pr):
    """Seed 001, 'Fregattenschreck': a non-active player pays the coin first, from his own."""
    g = trading(pr, ["take:Y1"], players=3, expansion=True, contracts=["frigate_foe"] + FOUR[:3],
                harbour=["Y1", "R11", "sa1"], coins={0: 0, 1: 0, 2: 0})
    return g, "take:R11:no:2"


def _exp_active_only(pr):
    """Seed 001, 'Klarstellung': only the active player may fulfil expeditions."""
    g = trading(pr, ["take:Y1"], persons={1: ["pr1", "pr2"]}, expeditions=["xCC"],
                harbour=["Y1", "B1"], coins={0: 0, 1: 0})
    return g, "exp:xCC:pr1,pr2"


def _exp_not_shown(pr):
    return pr.position(persons={0: ["pr1", "pr2"]}, harbour=["Y1"]), "exp:xCC:pr1,pr2"


def _exp_two_ships(pr):
    """Seed 001, 'Klarstellung': not while two ships of one colour lie in the harbour."""
    g = pr.position(persons={0: ["pi1", "pr1", "pr2"]}, expeditions=["xCC"], harbour=["B1"],
                    top=["B5"])
    return g, "exp:xCC:pr1,pr2"


def _exp_lack(pr):
    """Seed 001, 'Expeditionsaufruf': the persons shown are discarded."""
    return pr.position(persons={0: ["pr1", "ca1"]}, expeditions=["xCC"]), "exp:xCC:pr1,ca1"


def _exp_wrong_persons(pr):
    """There is a way (two Priests), but not with a Captain."""
    return pr.position(persons={0: ["pr1", "pr2", "ca1"]}, expeditions=["xCC"]), "exp:xCC:pr1,ca1"


REASONS = {name[1:]: maker for name, maker in list(globals().items())
           if name.startswith("_") and not name.startswith("__") and callable(maker)
           and f"refuse.{name[1:]}" in WORDS["en"]}


def test_every_refusal_key_is_driven_here():
    worded = {k.removeprefix("refuse.") for k in WORDS["en"] if k.startswith("refuse.")}
    assert worded == set(REASONS)
    assert worded == {k.removeprefix("refuse.") for k in WORDS["de"] if k.startswith("refuse.")}


@pytest.mark.parametrize("key", sorted(REASONS))
def test_the_reason_is_given_and_worded(pr, key):
    g, move = REASONS[key](pr)
    assert move not in g.legal_moves()
    refusal = g.refusal(move)
    assert refusal is not None and refusal.key == key, refusal
    for lang in ("de", "en"):
        text = fill(WORDS[lang][refusal.word_key], refusal.args)
        assert "?" not in text and "{" not in text  # fill() shows a missing argument as "?"


def test_too_dear_names_the_price(pr):
    g, move = _too_dear(pr)
    assert g.refusal(move) == Refusal("too_dear", {"cost": 7, "coins": 6})


def test_try_targets_are_refused_with_words_that_hide_nothing(pr):
    """Issue 32: a card a player may tap though it is no move now is played and refused; the
    reason depends only on what the player sees (the same in every determinized copy)."""
    tried = set()
    for seed in range(3):
        options = {"expansion": seed == 1}

        def check(g):
            view = page_view(g)
            for _, attrs in Elements(render.table(view, {}, EN)).acting("try"):
                move = attrs["data-move"]
                assert move not in g.legal_moves()
                refusal = g.refusal(move)
                assert refusal is not None and refusal.word_key in WORDS["de"]
                copy = g.determinize(g.to_move, Rng(seed))
                assert copy.refusal(move) == refusal
                tried.add(refusal.key)

        pr.random_game(seed, 3, options, seed, stop_after=150, check=check)
    assert {"take_in_trade", "too_dear"} <= tried
