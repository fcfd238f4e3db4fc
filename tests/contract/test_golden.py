"""Golden playthroughs: one seeded game per registered game, recorded move by move as a person
reads it, as OpenSpiel's playthrough files print each player's observation: the move and the
seat to move, the English log lines the move added, then what each seat's view shows, one key
a line, after the start only the keys whose value the move changed. A change that alters what
any seat sees or reads shows up in a diff of golden/<game>.txt as the very keys that changed.
The file ends with the link of the game, so a change to the moves offered shows too.

After a deliberate change, regenerate with `LUDOTHEK_GOLDEN=update make test
PYTEST_ARGS=tests/contract/test_golden.py` and read the diff before committing it.
"""

from __future__ import annotations

import difflib
import json
import os
from pathlib import Path
from typing import Any

import pytest
from contract.play import seats

from ludothek import new_game
from ludothek.core import Game, Rng, registry
from ludothek.web.core.i18n import Translator

GOLDEN = Path(__file__).with_name("golden")
MOVES = 60  # enough to pass every phase of a turn; short enough to read
ALL = "all"  # the label of a line every seat's view shows alike


def _text(value: Any) -> str:
    return json.dumps(value, sort_keys=True, ensure_ascii=False)


def seat_label(seat: int | None) -> str:
    return "-" if seat is None else str(seat)  # "-": the spectator


def shown(game: Game, seen: dict[str, int]) -> dict[str, dict[str, str]]:
    """Per seat, its view as {key: text}; the log only as the entries added since `seen` (the
    count each seat read before, updated here)."""
    out = {}
    for seat in seats(game):
        label, view = seat_label(seat), dict(game.view(seat))
        log = view.pop("log")
        lines = {key: _text(value) for key, value in view.items()}
        lines["log+"] = _text(log[seen.get(label, 0):])
        seen[label] = len(log)
        out[label] = lines
    return out


def changes(now: dict[str, dict[str, str]], before: dict[str, dict[str, str]]) -> list[str]:
    """The lines of the keys whose text changed for some seat (all of them at the start): one
    `all` line when every seat shows the same, else one line per seat whose text changed."""
    lines = []
    for key in sorted({k for view in now.values() for k in view} | {k for view in before.values() for k in view}):
        texts = {seat: view.get(key, "(none)") for seat, view in now.items()}
        changed = {seat: text for seat, text in texts.items()
                   if text != before.get(seat, {}).get(key, "(none)") and not (key == "log+" and text == "[]")}
        if not changed:
            continue
        if len(changed) == len(texts) and len(set(changed.values())) == 1:
            lines.append(f"   {ALL:3} {key}: {next(iter(changed.values()))}")
        else:
            lines.extend(f"   {seat:3} {key}: {text}" for seat, text in changed.items())
    return lines


def playthrough(game_id: str) -> str:
    spec = registry.spec(game_id)
    game = new_game(game_id, seed=2026, players=spec.default_players)
    t, rng = Translator("en"), Rng(7)
    seen: dict[str, int] = {}
    before = shown(game, seen)
    lines = [f"# {game_id}, {spec.default_players} players, seed 2026, moves chosen by Rng(7)",
             f"# views: '{ALL}' (every seat alike), a seat's number, '-' (the spectator)",
             f"0. start | to move {game.to_move}",
             *(f"   | {t.log_line(game_id, e, game.names)}" for e in game.log), *changes(before, {})]
    logged = len(game.log)
    for number in range(1, MOVES + 1):
        if game.is_over:
            break
        legal = game.legal_moves()
        move = legal[rng.below(len(legal))]
        mover = game.to_move
        game.play(move)
        lines.append(f"{number}. {move} by {mover} | to move {game.to_move}")
        lines.extend(f"   | {t.log_line(game_id, e, game.names)}" for e in game.log[logged:])
        logged = len(game.log)
        now = shown(game, seen)
        lines.extend(changes(now, before))
        before = now
    lines.append(f"link: {game.link()}")
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
