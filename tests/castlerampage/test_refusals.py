"""Why a move is refused (refusals.py): each reason is driven in a position where a player meets
it, named after the rule of seed 004 it cites; every reason is worded in German and English;
and a reason never depends on what the player to move cannot see."""

import re
from pathlib import Path

import pytest

from ludothek import new_game
from ludothek.castlerampage import moves, refusals
from ludothek.castlerampage.i18n import WORDS
from ludothek.core import IllegalMove, Rng

def refused(g, move, key, **args):
    assert move not in g.legal_moves(), move
    reason = g.refusal(move)
    assert reason is not None and reason.key == key, (move, reason)
    assert reason.args == args
    with pytest.raises(IllegalMove) as err:
        g.clone().play(move)
    assert err.value.refusal == reason


def test_every_reason_is_worded_in_both_languages():
    for key in refusals.KEYS:
        for lang in ("de", "en"):
            assert f"refuse.{key}" in WORDS[lang], (lang, key)
    worded = {k for k in WORDS["en"] if k.startswith("refuse.")}
    assert worded == {f"refuse.{k}" for k in refusals.KEYS}


def test_text_that_is_no_move():
    g = new_game("castlerampage", seed=1)
    refused(g, "play:dragon", "not_a_move")
    with pytest.raises(IllegalMove, match="not a Castle Rampage move"):
        g.play("play:dragon")


def test_setup_places_two_and_two(cr):
    """'Spielvorbereitung': 2 cards under the Gate, 2 under the Castle, 1 to the hand."""
    g = new_game("castlerampage", seed=1)
    refused(g, "end", "setup_first")
    seat = g.to_move
    dealt = {c.kind for c in g.dealt[seat]}
    refused(g, next(f"setup:{k}:gate" for k in ("koch", "reiter", "axt", "ritter", "schwert")
                    if k not in dealt), "not_dealt")
    for _ in range(2):
        g.play(next(m for m in g.legal_moves() if m.endswith(":gate")))
    refused(g, f"setup:{g.dealt[seat][0].kind}:gate", "setup_gate_full")
    for _ in range(2):
        g.play(g.legal_moves()[0])
    g.play(next(m for m in g.legal_moves() if m.endswith(":castle")))
    g.play(next(m for m in g.legal_moves() if m.endswith(":castle")))
    refused(g, f"setup:{g.dealt[g.to_move][0].kind}:castle", "setup_castle_full")


def test_cards_in_hand_only(cr):
    g = cr.position(hands=(["reiter"], ["koch"]), castles=(["schwert"], ["schwert"]))
    refused(g, "play:koch", "not_held")
    refused(g, "reinforce:koch:gate", "not_held")
    refused(g, "react:aufgebot", "not_attacked")
    refused(g, "go", "not_now")


def test_reinforce_once_per_turn(cr):
    """'Spielablauf': once per turn a played hand card may reinforce the Gate or Castle."""
    g = cr.position(hands=(["koch", "reiter"], []), castles=(["schwert"], ["schwert"]))
    cr.run(g, "reinforce:koch:gate")
    refused(g, "reinforce:reiter:castle", "reinforced")


def test_ogre_cost_on_reinforcing(cr):
    """'Spielablauf': reinforcing costs nothing, except the Oger (appendix 'Oger')."""
    g = cr.position(hands=(["oger"], []), castles=(["schwert"], ["schwert"]))
    refused(g, "reinforce:oger:gate", "cost_cards", n=1)
    refused(g, "play:oger", "reinforce_only")


def test_cards_without_an_effect_of_their_own(cr):
    """NOTES.md: Bombenleger and Oger only reinforce; the Letztes Aufgebot answers attacks."""
    g = cr.position(hands=(["bombenleger", "aufgebot"], []), castles=(["schwert"], ["schwert"]))
    refused(g, "play:bombenleger", "reinforce_only")
    refused(g, "play:aufgebot", "levy_when_attacked")


def test_second_healer_or_supplies_ends_card_play(cr):
    """Appendix 'Heiler', 'Nachschub': after a second one no further card is played."""
    g = cr.position(hands=(["heiler", "nachschub", "koch"], []),
                    castles=(["schwert"], ["schwert"]))
    cr.run(g, "play:heiler", "play:nachschub")
    refused(g, "play:koch", "locked")
    refused(g, "reinforce:koch:castle", "locked")


def test_diplomat_forbids_attack_cards(cr):
    """Appendix 'Diplomat': the opponent plays no attack card in the next turn."""
    g = cr.position(hands=(["diplomat"], ["reiter", "narr"]), gates=([], ["schwert"]),
                    castles=(["schwert"], ["schwert"]))
    cr.run(g, "play:diplomat", "end")
    refused(g, "play:reiter", "diplomat")
    assert "play:narr" in g.legal_moves()


def test_veteran_once_a_turn(cr):
    """Appendix 'Veteran' (NOTES.md: it attacks once per turn)."""
    g = cr.position(hands=(["koch"], []), castles=(["schwert"], ["schwert"]))
    refused(g, "veteran", "no_veteran")
    g = cr.position(displays=(["veteran"], []), gates=([], ["schwert"]),
                    castles=(["schwert"], ["schwert"]))
    cr.run(g, "veteran")
    refused(g, "veteran", "veteran_used")


def test_builder_needs_a_card_to_move(cr):
    g = cr.position(hands=(["bauarbeiter"], []), castles=(["schwert"], ["schwert"]))
    refused(g, "play:bauarbeiter:tocastle", "builder_gate_empty")
    refused(g, "play:bauarbeiter:togate", "builder_last_castle")


def test_costs_that_cannot_be_paid(cr):
    """'Die Karten': a card whose cost cannot be paid may not be played."""
    g = cr.position(hands=(["berater", "riese", "drache", "koch"], []), gates=([], []),
                    castles=(["schwert"], ["schwert"]))
    refused(g, "play:berater", "cost_gate")
    refused(g, "play:riese", "cost_gate_castle")
    g = cr.position(hands=(["drache", "koch"], []), castles=(["schwert"], ["schwert"]))
    refused(g, "play:drache", "cost_cards", n=2)
    g = cr.position(hands=(["plan1", "koch", "koch"], []), castles=(["schwert"], ["schwert"]))
    refused(g, "play:plan1", "cost_units")


def test_paying_a_cost(cr):
    """'Die Karten' and appendix 'Angriffsplan': the required units are paid first."""
    g = cr.position(hands=(["ritter", "koch"], []), castles=(["schwert"], ["schwert"]))
    cr.run(g, "play:ritter")
    refused(g, "skip", "cost_required")
    refused(g, "end", "pay_first")
    refused(g, "pay:axt", "not_held")
    g = cr.position(hands=(["soeldner_p", "schwert"], []), castles=(["schwert"], ["schwert"]))
    cr.run(g, "play:soeldner_p")
    refused(g, "pay:schwert", "pay_unfit")
    g = cr.position(hands=(["plan7", "riese", "reiter", "armbrust"], []),
                    castles=(["schwert"], ["schwert"]))
    cr.run(g, "play:plan7")
    refused(g, "pay:riese", "pay_blocks")


def test_the_fool_takes_attack_cards(cr):
    """Appendix 'Narr': any number of attack cards, their costs paid."""
    g = cr.position(hands=(["narr", "koch", "ritter"], []), castles=(["schwert"], ["schwert"]))
    cr.run(g, "play:narr")
    refused(g, "end", "narr_first")
    refused(g, "narr:koch", "narr_attack_only")
    g = cr.position(hands=(["narr", "ritter"], []), castles=(["schwert"], ["schwert"]))
    cr.run(g, "play:narr")
    refused(g, "narr:ritter", "cost_cards", n=1)


def test_sapper_target_comes_first(cr):
    """Appendix 'Tunnelgräber': before each attack the target is chosen."""
    g = cr.position(hands=(["reiter"], []), displays=(["tunnel"], []),
                    gates=([], ["schwert"]), castles=(["schwert"], ["schwert"]))
    cr.run(g, "play:reiter")
    refused(g, "end", "target_first")


def test_last_levy_answer_comes_first(cr):
    """Appendix 'Letztes Aufgebot': the defender decides right before the fight."""
    g = cr.position(hands=(["reiter"], ["aufgebot"]), gates=([], ["schwert"]),
                    castles=(["schwert"], ["schwert"]))
    cr.run(g, "play:reiter")
    assert g.to_move == 1
    refused(g, "play:aufgebot", "react_first")


def test_discards_after_the_attack_come_first(cr):
    """Appendix, Bombenleger/Spion: the discards come after the whole attack."""
    g = cr.position(hands=(["reiter", "koch", "koch", "ritter"], []),
                    gates=([], ["bombenleger"]), castles=(["schwert"], ["schwert", "schwert"]))
    cr.run(g, "play:reiter")
    assert g.wait == "discard"
    refused(g, "end", "discard_first")
    refused(g, "discard:axt", "not_held")


def test_game_over(cr):
    g = cr.position(hands=(["reiter"], []), castles=(["schwert"], ["schwert"]))
    g._finish(0, "castle")
    assert g.refusal("end").key == "over"


def test_every_reason_is_driven_above():
    """Each key refusal() can give is asserted by a test of this file (read from its source,
    so the check holds however the tests are distributed)."""
    source = Path(__file__).read_text(encoding="utf-8")
    calls = [re.split(r"\n(?! {5})", rest)[0]  # up to the end of the statement
             for rest in source.split("\n    refused(g, ")[1:]]
    driven = {key for key in refusals.KEYS if any(f'"{key}"' in call for call in calls)}
    assert driven | {"over"} == set(refusals.KEYS)


def test_reasons_depend_only_on_what_the_mover_sees(cr):
    """A reason is the same in every game the mover cannot tell apart (determinize)."""
    every = [moves.text(m) for m in moves._every_move()]
    for seed in range(3, 9):
        g = new_game("castlerampage", seed=seed)
        rng = Rng(seed)
        while not g.is_over and len(g.history) < 240:
            if len(g.history) % 4 == 0:
                seat = g.to_move
                other = g.determinize(seat, Rng(len(g.history)))
                legal = set(g.legal_moves())
                assert set(other.legal_moves()) == legal
                for move in every:
                    if move not in legal:
                        assert g.refusal(move) == other.refusal(move), move
            legal = g.legal_moves()
            g.play(legal[rng.below(len(legal))])


@pytest.mark.parametrize("lang, says", [
    ("en", "Not possible: first place your dealt cards under your Gate and Castle."),
    ("de", "Das geht nicht: Lege zuerst deine ausgeteilten Karten unter Tor und Burg."),
])
def test_a_tried_move_is_said_in_the_players_words(lang, says):
    """The page (web/playing.py `refused`) says the reason of a tap on a try target."""
    from web.page_driver import Driver

    from ludothek.web.core.events import Route, Submit, Tap
    page = Driver()
    page.send(Route(""))
    page.send(Submit("castlerampage", {}, seed=7))
    page.state = page.state.replace(lang=lang)
    after = page.send(Tap("try", {"action": "try", "move": "end"}, ply=page.state.plies,
                          time=1000.0, spot=(5.0, 5.0)))
    assert after.alert == says and not after.game.match.history
