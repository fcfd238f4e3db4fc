"""Castle Rampage, 2 players, 118 cards: seed 004."""

from ..core.spec import GameSpec, Option

SPEC = GameSpec(
    id="castlerampage",
    min_players=2, max_players=2,
    minutes=(15, 60),  # seed 004
    hidden_hands=True,
    opens_at_end=True,  # the castles and hands are opened at the end, as players do
    bot="bot",
)
