"""A guided first game: a fixed deal whose first moves are prepared, each with a sentence that
says what to do (a person's move) or what just happened (the computer's), and the rules section
it shows. The page leads a person through it; after its last step the game goes on as a normal
game against the computer.

A game offers one by a module `guide` in its package that defines `GUIDE: Guide` (GAMES.md).
The script is the game's history from its start: the step at ply p is the move made there, so
where the guide is never needs saving (it is the number of moves played), and an undo simply
goes back a step.
"""

from __future__ import annotations

from collections.abc import Mapping
from functools import cache
from typing import TYPE_CHECKING, Any

from . import registry
from .values import field, frozen

if TYPE_CHECKING:
    from .game import AnyGame


@frozen
class GuideStep:
    """The move made at this ply, by whoever is to move there. `say`: per language, for a
    person's move what to do and why, for the computer's what it did (shown after it moved);
    `section`: the key of the rules section this step shows (None: none in particular)."""

    move: str
    say: Mapping[str, str] = field(default_factory=dict)
    section: str | None = None


@frozen
class Guide:
    """The deal (seed, options, seats: "human" and the computer's level) and the prepared
    moves from the start. `finish`: what to say once the prepared moves are made, per language.
    The page names the seats as in any new game ("Red", "Computer (easy)"): the log's words
    put a name where a person's name goes ("Red plays ..."), so a "You" would read wrong."""

    seed: int
    seats: tuple[str, ...]
    steps: tuple[GuideStep, ...]
    finish: Mapping[str, str]
    options: Mapping[str, Any] = field(default_factory=dict)

    def new_game(self, game_id: str, names: list[str] | None = None) -> AnyGame:
        from .storage import new_game

        return new_game(game_id, seed=self.seed, players=len(self.seats),
                        options=dict(self.options), names=names, seats=list(self.seats))

    def step(self, ply: int) -> GuideStep | None:
        """The prepared move at `ply` (None: past the prepared part)."""
        return self.steps[ply] if 0 <= ply < len(self.steps) else None


def guide(game_id: str) -> Guide | None:
    """The game's guided first game, if it has one."""
    if not registry.has_module(game_id, "guide"):
        return None
    found: Guide = registry.part(game_id, "guide").GUIDE  # type: ignore[union-attr]
    return found


def follows(game: AnyGame, script: Guide) -> bool:
    """Whether `game` is the guide's deal and its moves so far are the prepared ones (the
    guide leads only such a game: one played on past a step elsewhere is a normal game)."""
    prepared = [step.move for step in script.steps]
    played = list(game.history)
    return (game.seed == script.seed and list(game.seats) == list(script.seats)
            and played[:len(prepared)] == prepared[:len(played)])


@cache
def person_plies(game_id: str) -> tuple[int, ...]:
    """The plies of the game's guide at which the person moves, in order: the person's steps,
    numbered 1..n on the page (the computer's prepared moves are no step of theirs)."""
    script = guide(game_id)
    if script is None:
        return ()
    game, plies = script.new_game(game_id), []
    for ply, step in enumerate(script.steps):
        if game.is_over:
            break
        if game.seats[game.current_seat()] == "human":
            plies.append(ply)
        game.play(step.move)
    return tuple(plies)


def step_number(game_id: str, ply: int) -> tuple[int, int]:
    """"Step k of n" at `ply`: the person's step there, or the next one while the computer
    moves (k is n + 1 past the last); n, the person's steps."""
    plies = person_plies(game_id)
    return sum(1 for p in plies if p < ply) + 1, len(plies)
