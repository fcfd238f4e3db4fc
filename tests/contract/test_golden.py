"""Golden playthroughs: one seeded game per registered game, recorded move by move with the
seat to move, a digest of every seat's view and the English log lines the move added. A change
that alters what any seat sees or reads shows up as a readable diff of golden/<game>.txt.

After a deliberate change, regenerate with `LUDOTHEK_GOLDEN=update make test
PYTEST_ARGS=tests/contract/test_golden.py` and read the diff before committing it.
"""

from __future__ import annotations

import difflib
import hashlib
import json
import os
from pathlib import Path

import pytest
from contract.play import seats

from ludothek import new_game
from ludothek.core import Game, Rng, registry
from ludothek.web.i18n import Translator

GOLDEN = Path(__file__).with_name("golden")
MOVES = 60  # enough to pass every phase of a turn; short enough to read


def digest(game: Game) -> str:
    views = json.dumps([game.view(seat) for seat in seats(game)], sort_keys=True)
    return hashlib.sha256(views.encode()).hexdigest()[:12]


def playthrough(game_id: str) -> str:
    spec = registry.spec(game_id)
    game = new_game(game_id, seed=2026, players=spec.default_players)
    t, rng = Translator("en"), Rng(7)
    lines = [f"# {game_id}, {spec.default_players} players, seed 2026, moves chosen by Rng(7)",
             f"0. start | to move {game.to_move} | {digest(game)}"]
    seen = 0
    for number in range(1, MOVES + 1):
        if game.is_over:
            break
        legal = game.legal_moves()
        move = legal[rng.below(len(legal))]
        mover = game.to_move
        game.play(move)
        lines.append(f"{number}. {move} by {mover} | to move {game.to_move} | {digest(game)}")
        lines.extend(f"   {t.log_line(game_id, e, game.names)}" for e in game.log[seen:])
        seen = len(game.log)
    return "\n".join(lines) + "\n"


@pytest.mark.parametrize("game_id", sorted(registry.specs()))
def test_playthrough_matches_its_golden_file(game_id):
    path = GOLDEN / f"{game_id}.txt"
    text = playthrough(game_id)
    if os.environ.get("LUDOTHEK_GOLDEN") == "update" or not path.exists():
        path.write_text(text, encoding="utf-8")
        if os.environ.get("CI"):
            pytest.fail(f"{path.name} was missing; it is written now: commit it")
        return
    golden = path.read_text(encoding="utf-8")
    diff = "".join(difflib.unified_diff(golden.splitlines(True), text.splitlines(True),
                                        f"golden/{path.name}", "now", n=1))
    assert not diff, "the playthrough changed:\n" + diff[:4000]
