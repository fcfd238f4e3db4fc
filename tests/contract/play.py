"""Random play for the contract suite: positions of every registered game at every table size,
each option switched on once, reached by seeded random moves."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from ludothek import new_game
from ludothek.core import Game, Rng, registry

MAX_MOVES = 3000  # every game ends far sooner; more means a game that does not end


def setups(game_id: str) -> list[tuple[int, dict[str, Any]]]:
    """(players, options): each table size with the defaults, then each option changed once."""
    spec = registry.spec(game_id)
    out: list[tuple[int, dict[str, Any]]] = [(n, {}) for n in range(spec.min_players, spec.max_players + 1)]
    for opt in spec.options:
        for value in ([True] if opt.is_bool else [c for c in opt.choices or () if c != opt.default]):
            out.append((spec.default_players, {opt.key: value}))
    return out


def valid_setups(game_id: str) -> list[tuple[int, dict[str, Any]]]:
    found = []
    for players, options in setups(game_id):
        try:
            new_game(game_id, players=players, options=options)
        except ValueError:
            continue  # a combination the rules forbid (the game's check_options says so)
        found.append((players, options))
    return found


def play_random(game: Game, rng: Rng, moves: int = MAX_MOVES) -> Game:
    for _ in range(moves):
        if game.is_over:
            break
        legal = game.legal_moves()
        game.play(legal[rng.below(len(legal))])
    return game


def positions(game_id: str, seed: int, every: int = 5) -> Iterator[Game]:
    """Positions along one random game per setup (every `every`-th, and the end)."""
    for number, (players, options) in enumerate(valid_setups(game_id)):
        rng = Rng(seed * 1000 + number)
        game = new_game(game_id, seed=rng.next64() >> 16, players=players, options=options)
        while True:
            if len(game.history) % every == 0 or game.is_over:
                yield game
            if game.is_over:
                break
            assert len(game.history) < MAX_MOVES, f"{game_id} {players}p {options}: no end"
            legal = game.legal_moves()
            game.play(legal[rng.below(len(legal))])


def seats(game: Game) -> list[int | None]:
    return [*range(game.players), None]
