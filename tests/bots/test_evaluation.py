"""The games' evaluations (each game's bot.py `evaluate(state, seat)`): a probability, higher for
a position that is clearly better for the seat, and a function of the seat's view only."""

import pytest
from bots.positions import SETUPS, TWINS, position_after, random_positions, setup_id

from ludothek.bots.search import bot_module
from ludothek.castlerampage.state import Card

GAMES = ("roseking", "jacynth", "portroyal", "castlerampage")


def hooks(game):
    module = bot_module(game)
    assert module is not None and callable(module.evaluate)
    return module


@pytest.mark.parametrize("setup", SETUPS, ids=setup_id)
def test_evaluation_is_a_probability(setup):
    game_id, players, options = setup
    for game, _ply in random_positions(game_id, players, options, seed=11, every=6):
        module = hooks(game)
        for seat in range(players):
            assert 0.0 <= module.evaluate(game, seat) <= 1.0


@pytest.mark.parametrize("setup", sorted(TWINS))
def test_evaluation_depends_only_on_the_view(setup):
    """Twin games that differ only in what the seat cannot know evaluate the same for it."""
    a, b = TWINS[setup]()
    seat = a.to_move
    module = hooks(a)
    assert module.evaluate(a, seat) == module.evaluate(b, seat)
    assert module.advantage(a, seat) == module.advantage(b, seat)


def test_evaluations_are_symmetric_in_duels():
    """Rosenkönig is open: one seat's lead is the other's deficit."""
    for game, _ply in random_positions("roseking", 2, seed=3, every=9):
        module = hooks(game)
        assert module.advantage(game, 0) == pytest.approx(-module.advantage(game, 1))
        assert module.evaluate(game, 0) + module.evaluate(game, 1) == pytest.approx(1.0)


# ----- a clearly better position scores higher -----------------------------------------------------

def better(module, worse, better_game, seat):
    assert module.advantage(better_game, seat) > module.advantage(worse, seat)
    assert module.evaluate(better_game, seat) > module.evaluate(worse, seat)


def test_roseking_a_longer_territory_and_a_hero_score_higher():
    game = position_after("roseking", 2, 20, seed=1, where=lambda g: not g.is_over)
    module = hooks(game)
    seat = game.current
    grown = game.clone()
    # One more rose beside the seat's territories, away from the crown's square.
    square = next(sq for sq, owner in enumerate(grown.board) if owner is None and sq != grown.crown
                  and any(grown.board[nb] == seat for nb in module.NEIGHBOURS[sq]))
    grown.board[square] = seat
    better(module, game, grown, seat)
    hero = game.clone()
    hero.heroes[1 - seat] -= 1  # the opponent has spent a hero for nothing
    better(module, game, hero, seat)


def test_jacynth_a_controlled_district_scores_higher():
    """The same card holding the seat's token rather than the opponent's."""
    from ludothek.jacynth.cards import TOKEN_CARDS
    game = position_after("jacynth", 2, 10, seed=2, where=lambda g: g.phase == "play")
    module = hooks(game)
    seat = game.current
    cell = max((c for c, card in enumerate(game.city)
                if card in TOKEN_CARDS and game.tokens[c] is None),
               key=lambda c: sum(1 for card in game.city if card is not None
                                 and set(card[1:]) & set(game.city[c][1:])))
    mine, theirs = game.clone(), game.clone()
    for version, owner in ((mine, seat), (theirs, 1 - seat)):
        version.tokens[cell] = owner
        version.tokens_left[owner] -= 1
    better(module, theirs, mine, seat)
    poorer = game.clone()
    poorer.tokens_left[1 - seat] = 0  # the opponent's tokens are gone
    better(module, game, poorer, seat)


def test_port_royal_points_coins_and_persons_score_higher():
    game = position_after("portroyal", 3, 40, seed=7, where=lambda g: g.phase == "trade")
    module = hooks(game)
    seat = game.current
    richer = game.clone()
    richer.coins[seat].extend(richer.draw[-3:])
    del richer.draw[-3:]
    better(module, game, richer, seat)
    governed = game.clone()
    governor = next(c for c in ("go1", "go2", "go3", "go4") if all(
        c not in p for p in governed.persons))
    governed.persons[seat].append(governor)  # a Governor: more cards every turn
    better(module, game, governed, seat)


def test_castle_rampage_walls_and_threats_score_higher():
    game = position_after("castlerampage", 2, 30, seed=5, where=lambda g: g.wait == "main")
    module = hooks(game)
    seat = game.current
    walled = game.clone()
    walled.castles[seat].append(walled.draw.pop())  # one more Castle card (unseen: mean value)
    better(module, game, walled, seat)
    breached = game.clone()
    breached.gates[1 - seat] = []  # the opponent's Gate is gone
    better(module, game, breached, seat)
    veteran = game.clone()
    card = next((c for c in veteran.draw if c.kind == "veteran"), None) \
        or Card("veteran", [2, 2])
    if card in veteran.draw:
        veteran.draw.remove(card)
    veteran.displays[1 - seat].append(card)  # a Veteran attacks the seat every turn
    better(module, veteran, game, seat)


def test_castle_rampage_a_bigger_hand_and_a_berater_score_higher():
    """The fitted weights (castlerampage/bot.py) value every hand card and the display's
    Berater, which brings one more card every turn."""
    game = position_after("castlerampage", 2, 30, seed=5, where=lambda g: g.wait == "main")
    module = hooks(game)
    seat = game.current
    handed = game.clone()
    handed.hands[seat].append(handed.draw.pop())
    better(module, game, handed, seat)
    advised = game.clone()
    card = next((c for c in advised.draw if c.kind == "berater"), None) or Card("berater", [2, 2])
    if card in advised.draw:
        advised.draw.remove(card)
    advised.displays[seat].append(card)
    better(module, game, advised, seat)
