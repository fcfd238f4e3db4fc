"""Rosenkönig (The Rose King), 2 players: seeds 000 (online rules) and 002 (printed rules)."""

from ..core.spec import GameSpec, Option

SPEC = GameSpec(
    id="roseking",
    min_players=2, max_players=2,
    minutes=(30, 60),  # seed 000
    options=(
        # Online (Yucata) rule: the start player is drawn; printed rule: Red starts.
        Option("start", "random", ("random", "red")),
        # Online option 'Light': a played card is shown and can be taken back.
        Option("light", False),
        # Online option 'zeige Nachziehstapel': the remaining draw pile can be inspected.
        Option("show_draw_pile", False),
    ),
    bot="bot",
)
