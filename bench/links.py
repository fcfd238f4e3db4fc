"""Length of share links (characters in the URL fragment) for finished random games of every
game and table size: median and maximum over 40 games."""

from common import median, row
from games import cases
from playouts import random_game

GAMES = 40


# Issue #3 asks for the link of a finished 4-player Port Royal game as well.
EXTRA_CASES = [("portroyal", 4, {}), ("portroyal", 4, {"expansion": True})]


def main():
    print(f"Share link length of finished random games ({GAMES} each)")
    row("game", "players", "median", "max", "moves (med)")
    for game_id, n, options in list(cases()) + EXTRA_CASES:
        games_ = [random_game(game_id, seed, n, options) for seed in range(GAMES)]
        lengths = [len(g.link()) for g in games_]
        label = game_id + (" " + ",".join(options) if options else "")
        row(label, n, f"{median(lengths):.0f}", max(lengths), f"{median([len(g.history) for g in games_]):.0f}")


if __name__ == "__main__":
    main()
