"""Jacynth, a Decktet game: 2-3 players and solitaire, seed 003."""

from ..core.spec import GameSpec, Option

# The starting layouts' names (their cells are in rules.py).
LAYOUT_NAMES = ("razeway", "towers", "old_city")

SPEC = GameSpec(
    id="jacynth",
    min_players=1, max_players=3,  # 1: solitaire against the city
    default_players=2,
    minutes=(20, 20),  # seed 003
    hidden_hands=True,
    options=(
        # Seed 'Vorbereitung': three starting layouts (solitaire has its own 4x4 corners).
        Option("layout", "razeway", LAYOUT_NAMES),
        # Seed 'Das erweiterte Deck': the Excuse, the Pawns, the Courts, in any combination.
        Option("excuse", False),
        Option("pawns", False),
        Option("courts", False),
    ),
    bot="bot",
)
