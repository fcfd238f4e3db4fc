"""Castle Rampage's guided first game (guide.py, issue 32) shows what it says: each test plays
the prepared moves up to a step and checks the rule there from the game's log and views, and
names the section of rules.en.md it shows. The contract tests (tests/contract/test_guide.py)
check legality, both languages and the lighting of every step."""

from __future__ import annotations

import re

from ludothek.castlerampage.guide import GUIDE
from ludothek.castlerampage.i18n import WORDS
from ludothek.web.core import page
from ludothek.web.core.state import PageState

YOU, COMPUTER = 0, 1
SETUP_MOVES = 16  # two rounds of four placements for each player


def played(plies: int):
    """The guide's game after its first `plies` prepared moves."""
    game = GUIDE.new_game("castlerampage")
    for step in GUIDE.steps[:plies]:
        game.play(step.move)
    return game


def log_of(game, since: int = 0) -> list[dict]:
    return game.log_for(None)[since:]


def step_at(game, move: str) -> int:
    """Where the next prepared `move` is made from the position of `game`."""
    ply = len(game.history)
    return ply + [s.move for s in GUIDE.steps[ply:]].index(move)


def test_the_guide_is_two_players_the_person_against_the_easy_computer():
    game = played(0)
    assert GUIDE.seats == ("human", "easy") and game.players == 2
    assert game.start == COMPUTER, "the computer draws the start: its moves open the guide"
    assert 8 <= len(GUIDE.steps) <= 25


def test_the_setup_choices_place_the_dealt_cards_under_gate_and_castle_and_keep_one():
    """rules.en.md {#setup}: two rounds of 5 dealt cards, 2 under the Gate, 2 under the
    Castle, 1 kept; the start player first; cards go to the bottom of a stack."""
    game = played(0)
    for ply in range(SETUP_MOVES):
        mover = game.current_seat()
        assert GUIDE.steps[ply].move.startswith("setup:")
        assert game.seats[mover] == ("human" if ply // 4 % 2 else "easy"), ply
        game.play(GUIDE.steps[ply].move)
    view = game.view(YOU)
    assert [len(view["gates"][s]) for s in (YOU, COMPUTER)] == [4, 4]
    assert [len(view["castles"][s]) for s in (YOU, COMPUTER)] == [4, 4]
    # The first card laid lies on top of the Gate; the Last Levy and a Knight are kept.
    assert [c["card"] for c in view["gates"][YOU]] == ["schwert", "axt", "ritter", "pfeilhagel"]
    assert sorted(c["card"] for c in view["hands"][YOU]) == ["aufgebot", "ritter"]
    assert all(c["card"] is None for c in view["gates"][COMPUTER] + view["castles"][COMPUTER])


def test_the_computers_attack_on_the_gate_is_answered_by_the_persons_last_levy():
    """rules.en.md {#attack}, {#defence}: the attack hits the Gate's top card; just before
    the fight the defender may play a Last Levy (-3); A < V: the card holds, known to both."""
    game = played(SETUP_MOVES)
    attack = step_at(game, "play:reiter")
    assert attack == SETUP_MOVES and game.current_seat() == COMPUTER
    game.play(GUIDE.steps[attack].move)
    # The computer's turn pauses for the defender: the person's step is the reaction.
    assert game.current_seat() == YOU and game.legal_moves() == ["react:aufgebot", "decline"]
    assert GUIDE.steps[attack + 1].move == "react:aufgebot"
    since = len(log_of(game))
    game.play("react:aufgebot")
    kinds = [(e["k"], e.get("strength")) for e in log_of(game, since)]
    assert kinds[:2] == [("react", 1), ("fight_gate", 1)]
    assert ("hold", None) in kinds, "1 against the Swordsman's 3: it holds"
    view = game.view(YOU)
    top = view["gates"][YOU][0]
    assert top["card"] == "schwert" and top["eye"], "turned up, now known to both"
    assert len(view["gates"][YOU]) == 4


def test_the_knights_cost_is_paid_before_it_attacks():
    """rules.en.md {#costs}: the Knight's cost (discard 1) is paid first; its +1 is asked
    as a step of its own."""
    game = played(step_at(played(SETUP_MOVES), "play:ritter"))
    assert game.current_seat() == YOU
    since = len(log_of(game))
    for move in ("play:ritter", "pay:soeldner_s"):
        assert GUIDE.steps[len(game.history)].move == move
        game.play(move)
    assert game.legal_moves() == ["pay:armbrust", "skip"], "the optional +1 is asked"
    game.play(GUIDE.steps[len(game.history)].move)
    kinds = [e["k"] for e in log_of(game, since)]
    assert kinds.index("pay") < kinds.index("attack")


def test_the_knights_attack_goes_through_the_computers_gate():
    """rules.en.md {#attack}: A > V destroys the card and A - V goes on to the next one."""
    start = step_at(played(SETUP_MOVES), "skip")
    game = played(start)
    since = len(log_of(game))
    game.play(GUIDE.steps[start].move)
    fight = [(e["k"], e.get("card"), e.get("strength")) for e in log_of(game, since)
             if e.get("seat") == COMPUTER]
    assert fight == [("fight_gate", None, 5),
                     ("reveal_gate", "ueberlaeufer", 5), ("destroy", "ueberlaeufer", 3),
                     ("reveal_gate", "reiter", 3), ("destroy", "reiter", 1),
                     ("reveal_gate", "axt", 1), ("hold", "axt", None)]
    assert len(game.view(YOU)["gates"][COMPUTER]) == 2


def test_the_person_reinforces_the_castle_once_and_ends_the_turn():
    """rules.en.md {#reinforce}, {#turn}: once a turn a hand card goes face down to the
    bottom of the own Castle; the turn ends when the player says so."""
    start = step_at(played(SETUP_MOVES), "reinforce:armbrust:castle")
    game = played(start)
    game.play(GUIDE.steps[start].move)
    castle = game.view(YOU)["castles"][YOU]
    assert len(castle) == 5 and castle[-1]["card"] == "armbrust", "to the bottom"
    assert not any(m.startswith("reinforce:") for m in game.legal_moves()), "once a turn"
    game.play(GUIDE.steps[start + 1].move)
    assert GUIDE.steps[start + 1].move == "end" and len(game.history) == len(GUIDE.steps)
    assert game.current_seat() == COMPUTER and not game.is_over


def test_the_computers_setup_sentences_name_none_of_its_hidden_cards():
    names = {WORDS[lang][f"card.{kind}"] for lang in ("de", "en")
             for kind in ("ueberlaeufer", "reiter", "soeldner_b", "soeldner_s", "ritter",
                          "axt", "berater", "nachschub", "raeuber")}
    game = played(0)
    for step in GUIDE.steps[:SETUP_MOVES]:
        if game.seats[game.current_seat()] != "human":
            for words in step.say.values():
                assert not any(name in words for name in names), words
        game.play(step.move)


def test_a_hand_cards_move_is_lit_once_the_card_is_enlarged():
    """Playing or reinforcing takes two taps: the hand card, then its button."""
    for move, kind in (("play:ritter", "ritter"), ("reinforce:armbrust:castle", "armbrust")):
        game = played([s.move for s in GUIDE.steps].index(move))
        state = PageState(lang="en", game=game, guided=True, ui={"zoom": f"hand:{kind}"})
        markup = str(page.screen(state).app)
        assert re.search(rf'<button[^>]*data-move="{move}"[^>]*data-hint="{move}"', markup), move
