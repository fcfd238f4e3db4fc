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


def twin_views(game_id: str, seed: int, every: int,
               legal: bool = False) -> Iterator[tuple[dict[str, Any], dict[str, Any]]]:
    """The views of the seat to move in a position and in its twin (what the seat cannot know
    resampled), where the two look the same to it; `legal`: with the moves on offer (else
    none)."""
    from ludothek.web.core import policy

    for game in positions(game_id, seed=seed, every=every):
        seat = game.to_move
        if seat is None:
            continue
        twin = game.determinize(seat, Rng(99))
        if legal:
            view, twin_view = policy.page_view(game, seat).view, policy.page_view(twin, seat).view
        else:
            view, twin_view = game.view(seat), twin.view(seat)
        if view != twin_view:
            continue  # the game's own twin check says where views differ
        view.setdefault("legal", [])
        twin_view.setdefault("legal", [])
        yield view, twin_view


def seat_views(game_id: str, seed: int, every: int) -> Iterator[dict[str, Any]]:
    """The view the page draws for each seat (and a spectator's) of each position."""
    from ludothek.web.core import policy

    for game in positions(game_id, seed=seed, every=every):
        for seat in seats(game):
            view = policy.page_view(game, seat).view if seat is not None else game.view(None)
            view.setdefault("legal", [])
            yield view
