"""Port Royal, 2-5 players, with the contracts expansion: seed 001."""

from ..core.spec import GameSpec, Option

SPEC = GameSpec(
    id="portroyal",
    min_players=2, max_players=5,
    default_players=3,
    minutes=(20, 50),
    # Coins lie face down, but nobody (the owner included) knows them: nothing to hide.
    hidden_hands=False,
    options=(
        # Online rule changes (seed 001, 'Spielablauf'), each on by default.
        Option("random_start", True),  # printed: who last visited a port (here: seat 0)
        Option("no_coins_when_empty", True),  # both piles empty: no coins are paid out
        Option("tax_when_empty", True),  # Discover with both piles empty: extra tax increase
        Option("tax_on_reshuffle", True),  # second reshuffle in one Discover: extra tax increase
        # The expansion: Clerks, Gunners, Vice Admirals, 10 ships and the 16 contracts.
        Option("expansion", False),
    ),
    bot="bot",
)
