"""Port Royal's guided first game (issue 32; py/ludothek/portroyal/guide.py): what it must show,
checked from the game's log after its prepared moves. Each test names the rules section
(rules.en.md `{#key}`) the steps show; the steps name the same section."""

from __future__ import annotations

from typing import Any

import pytest

from ludothek.portroyal.guide import GUIDE
from ludothek.portroyal.rules import PortRoyal

YOU, COMPUTER = 0, 1


@pytest.fixture(scope="module")
def played() -> tuple[PortRoyal, list[list[dict[str, Any]]]]:
    """The guide's game after all its steps, and the log entries each step's move made."""
    game = GUIDE.new_game("portroyal")
    assert isinstance(game, PortRoyal)
    made = []
    for step in GUIDE.steps:
        before = len(game.log)
        game.play(step.move)
        made.append(game.log[before:])
    return game, made


def events(made: list[dict[str, Any]], key: str) -> list[dict[str, Any]]:
    return [entry for entry in made if entry["k"] == key]


def mover(game: PortRoyal, ply: int) -> int:
    return game.match.movers[ply]


def test_the_guide_is_a_two_player_game_with_the_contracts_expansion_and_you_begin(played):
    """#options: the expansion is switched on in the guide's options; #setup: 4 contracts."""
    game, _ = played
    assert GUIDE.options == {"expansion": True} and game.options["expansion"]
    assert game.players == 2 and game.start == YOU and list(game.seats) == ["human", "easy"]
    assert "little_gamester" in game.contracts


def test_discovering_reveals_cards_into_the_harbour_the_first_by_itself(played):
    """#discover: the first card of a turn is revealed by itself; each 'draw' reveals one more,
    persons and ships go into the harbour."""
    game, made = played
    dealt = GUIDE.new_game("portroyal")
    assert isinstance(dealt, PortRoyal)
    assert not dealt.history and dealt.harbour == ["clY"]  # before any move
    reveals = [events(made[ply], "reveal") for ply in range(6)]
    assert all(mover(game, ply) == YOU and GUIDE.steps[ply].move == "draw" for ply in range(6))
    assert [r[0]["n"] for r in reveals] == [2, 3, 4, 5, 6, 7]
    assert GUIDE.steps[0].section == "discover"


def test_the_computer_pushes_its_luck_too_far_with_a_second_yellow_ship(played):
    """#bust: the computer reveals a second ship of a colour already in the harbour; the
    harbour is discarded and its turn ends without Trade & Hire."""
    game, made = played
    ply = 12
    assert mover(game, ply) == COMPUTER and GUIDE.steps[ply].section == "bust"
    bust = events(made[ply], "bust")
    assert bust == [{"k": "bust", "seat": COMPUTER, "card": "Y9"}]
    earlier = [e["card"] for p in range(9, ply) for e in events(made[p], "reveal")]
    assert "Y12" in earlier  # the first yellow ship, kept in the harbour
    assert not events(made[ply], "trade_phase")
    turn = events(made[ply], "turn")
    assert turn and turn[0]["seat"] == YOU  # the turn passed at once


def test_you_complete_the_contract_little_gamester_in_two_turns(played):
    """#contracts: 3 ship colours in your harbour put your cube on space 1; 3 colours again in
    a later turn complete the contract, and its coin space pays."""
    game, made = played
    step = events(made[3], "contract_step")
    assert step == [{"k": "contract_step", "seat": YOU, "contract": "little_gamester", "step": 1}]
    done = events(made[21], "contract")
    assert done and done[0]["seat"] == YOU and done[0]["contract"] == "little_gamester"
    assert done[0]["coins"] == 2
    assert game.slots["little_gamester"] == [YOU]
    assert GUIDE.steps[4].section == GUIDE.steps[22].section == "contracts"


def test_you_repel_ships_with_the_sailors_sabre_once_to_save_the_turn(played):
    """#repel: with a Sailor (1 sabre) you repel a ship of 1 sabre; the second time keeping it
    would have ended the turn (a red ship lies in the harbour)."""
    game, made = played
    for ply, card in ((14, "G12"), (17, "R12")):
        assert mover(game, ply) == YOU and GUIDE.steps[ply].move == "repel"
        assert events(made[ply], "repel") == [{"k": "repel", "seat": YOU, "card": card}]
        assert GUIDE.steps[ply].section == "repel"
    replay = GUIDE.new_game("portroyal")
    for step in GUIDE.steps[:17]:
        replay.play(step.move)
    assert replay.view(YOU)["pending_busts"] and replay.view(YOU)["displays"][YOU]["sabres"] == 1


def test_you_hire_a_person_and_trade_a_ship_and_the_computer_takes_one_too(played):
    """#trade: hiring pays the person's cost; trading a ship gets its coins; the other player
    takes a card afterwards and pays the active player 1 coin."""
    game, made = played
    assert events(made[7], "hire") == [{"k": "hire", "seat": YOU, "card": "sa5", "coins": 3}]
    assert events(made[8], "trade_ship")[0]["seat"] == COMPUTER
    assert events(made[8], "fee") == [{"k": "fee", "seat": COMPUTER, "payee": YOU, "coins": 1}]
    assert events(made[23], "trade_ship") == [
        {"k": "trade_ship", "seat": YOU, "card": "K7", "coins": 3}]
    assert all(GUIDE.steps[ply].section == "trade" for ply in (7, 8, 23))


def test_a_tax_increase_gives_the_player_with_the_fewest_points_a_coin(played):
    """#tax: nobody has 12 coins, so nobody pays; the fewest victory points get 1 coin."""
    game, made = played
    ply = 18
    assert [e["card"] for e in events(made[ply], "reveal")] == ["tP1"]
    assert not events(made[ply], "tax_pay")
    assert events(made[ply], "tax_bonus") == [
        {"k": "tax_bonus", "seat": COMPUTER, "kind": "points", "coins": 1}]
    assert GUIDE.steps[ply + 1].section == "tax"


def test_the_game_goes_on_with_the_computer_to_take_a_card(played):
    game, _ = played
    assert not game.is_over and game.current_seat() == COMPUTER and game.active == YOU
