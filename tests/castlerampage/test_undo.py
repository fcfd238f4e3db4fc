"""A way back after "Play X" (issue 36): the card's costs are still being chosen, so the play
may be taken back; once a cost took a face-down card from the Gate or Castle it may not."""

from __future__ import annotations

from ludothek import new_game
from ludothek.castlerampage.cards import BY_ID
from ludothek.castlerampage.moves import PLAY, parse
from ludothek.core import Rng


def _plays_with_a_cost(strips: bool, tries: int = 60):
    """(game before, play move) from random games: plays that stop for a payment, or (with
    `strips`) plays whose cost takes the top card of the Gate or Castle."""
    found = []
    for seed in range(tries):
        game = new_game("castlerampage", seed=seed)
        rng = Rng(seed)
        while not game.is_over and len(found) < 6:
            legal = game.legal_moves()
            if game.wait == "main":
                for move in legal:
                    if parse(move).kind != PLAY:
                        continue
                    cost = BY_ID[parse(move).named_card].cost
                    if bool(cost and cost[0] in ("gate", "gate_castle")) != strips:
                        continue
                    after = game.clone().play(move)
                    if after.wait == "pay" or strips:
                        found.append((game.clone(), move))
                        break
            calm = [m for m in legal if m != "play:narr"] or legal  # the all-in ends games at once
            game.play(calm[rng.below(len(calm))])
        if len(found) >= 6:
            break
    assert found, "no play with a payment met"
    return found


def test_a_card_played_may_be_taken_back_while_its_costs_are_chosen():
    for before, move in _plays_with_a_cost(strips=False):
        after = before.clone().play(move)
        assert after.can_undo()
        back = after.undo(1)
        assert back.history == before.history and back.wait == "main"
        assert back.view(back.current) == before.view(before.current)
        paid = after.clone().play(after.legal_moves()[0])  # a first cost chosen: still open?
        if paid.wait == "pay":
            assert paid.can_undo()


def test_no_way_back_once_a_cost_took_a_face_down_card():
    for before, move in _plays_with_a_cost(strips=True):
        assert not before.clone().play(move).can_undo()
