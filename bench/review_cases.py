"""Soundness of the review on prepared cases in every game (issue 34): positions found in random
games where the mover could win at once and the move judged throws that away, each judged at
the game's budget; a sound review marks every one a mistake or a blunder.

- Castle Rampage, Port Royal, Rose King: one move ends the game with the mover the only winner,
  and the judged move lets the opponent end it at once as a winner.
- Jacynth, whose last move is forced: one move makes every reply end the game with the mover
  the winner, the judged move lets a reply end it with the mover losing.

    python3 bench/review_cases.py [--cases 3]
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "py"))

from ludothek import new_game  # noqa: E402
from ludothek.bots.review import iterations_for, judge  # noqa: E402
from ludothek.core import Rng  # noqa: E402
from ludothek.core.game import Game  # noqa: E402

GAMES = ("castlerampage", "jacynth", "portroyal", "roseking")
SEEDS = range(1, 3000)


def won_by(game: Game, seat: int) -> bool:
    return game.is_over and game.result()["winners"] == [seat]


def at_once(game: Game, seat: int) -> tuple[str, str] | None:
    """(a move that wins at once, a move after which the opponent can win at once)."""
    legal = game.legal_moves()
    wins = [move for move in legal if won_by(game.clone().play(move), seat)]
    if not wins:
        return None
    for move in legal:
        after = game.clone().play(move)
        if not after.is_over and after.current_seat() != seat and any(
                won_by(after.clone().play(reply), 1 - seat) for reply in after.legal_moves()):
            return wins[0], move
    return None


def outcome(after: Game, seat: int) -> str | None:
    """'win': every reply ends the game with `seat` the only winner; 'loss': a reply ends it
    with `seat` losing (or it is over so)."""
    ends = [after]
    if not after.is_over:
        ends = []
        for reply in after.legal_moves():
            ends.append(after.clone().play(reply))
            if not ends[-1].is_over:
                return None  # the game goes on: no last choice
    winners = [end.result()["winners"] for end in ends]
    if all(w == [seat] for w in winners):
        return "win"
    return "loss" if any(seat not in w for w in winners) else None


def last_choice(game: Game, seat: int) -> tuple[str, str] | None:
    """(a move that wins whatever the reply, a move after which a reply loses)."""
    outs = {move: outcome(game.clone().play(move), seat) for move in game.legal_moves()}
    wins = [move for move, out in outs.items() if out == "win"]
    losses = [move for move, out in outs.items() if out == "loss"]
    return (wins[0], losses[0]) if wins and losses else None


def cases(game_id: str, wanted: int) -> list[tuple[int, int, str, str, Game]]:
    """(seed, ply, winning move, move thrown away, position), one per random game at most."""
    finder = last_choice if game_id == "jacynth" else at_once
    found = []
    for seed in SEEDS:
        pick, game = Rng(seed), new_game(game_id, seed=seed, players=2)
        while not game.is_over:
            legal = game.legal_moves()
            if len(legal) > 1:
                case = finder(game, game.current_seat())
                if case is not None:
                    found.append((seed, len(game.history), *case, game.clone()))
                    break
            game.play(legal[pick.below(len(legal))])
        if len(found) >= wanted:
            break
    return found


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--cases", type=int, default=3)
    args = parser.parse_args()
    marked = total = 0
    for game_id in GAMES:
        for seed, ply, win, thrown, position in cases(game_id, args.cases):
            judged = judge(position, thrown, ply, [0.5, 0.5], 1, iterations_for(position))
            grave = judged["mark"] in ("mistake", "blunder")
            marked, total = marked + grave, total + 1
            print(f"{game_id:14} seed {seed:4} ply {ply:3}: {thrown} where {win} wins: "
                  f"{judged['mark']} (chance lost {judged['lost']:.2f}; prefers "
                  f"{judged['best']})", flush=True)
    print(f"marked a mistake or a blunder: {marked} of {total}")


if __name__ == "__main__":
    main()
