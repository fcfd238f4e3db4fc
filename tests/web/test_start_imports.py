"""What the page imports to draw its first screen (issue 31): every module is Python the page
loads and runs before it is ready. The home screen needs no game's rules, drawing, words module
or computer player (the home screen reads the games' word tables the build wrote beside them),
nor the rules text, the rules screen or the '?' mode; a game opened by a link needs its own
game only, and no computer player on the page (the computer thinks in its worker).

Checked in a fresh CPython on the bundle's zip as tools/bundle.py writes it (sources instead of
bytecode), with stand-ins for the browser's `pyodide` and `pyscript` modules."""

import json
import subprocess
import sys
from pathlib import Path

import pytest

from ludothek import new_game
from ludothek.core.registry import FRAMEWORK
from tools.bundle import write_source_zip

# The app as py/main.py starts it, without the browser: the first route and the screen drawn.
PROBE = """
import json, sys, types
sys.path.insert(0, sys.argv[1])
ffi = types.ModuleType("pyodide.ffi")
ffi.create_proxy = ffi.create_once_callable = lambda f: f
ffi.jsnull, ffi.to_js = None, (lambda x, **k: x)
sys.modules["pyodide"], sys.modules["pyodide.ffi"] = types.ModuleType("pyodide"), ffi
page = types.ModuleType("pyscript")
page.document = page.window = None
sys.modules["pyscript"] = page

import ludothek.web.glue.app
from ludothek.web.core import page
from ludothek.web.core.events import Route
from ludothek.web.core.state import PageState
from ludothek.web.core.update import update

state = PageState(lang=sys.argv[3], layout="landscape", page_url="http://localhost/")
state, effects = update(state, Route(sys.argv[2]))
str(page.screen(state).app)
print(json.dumps(sorted(name for name in sys.modules if name.startswith("ludothek"))))
"""


def started(tmp_path: Path, fragment: str, lang: str = "en") -> set[str]:
    bundle = tmp_path / "ludothek.zip"
    if not bundle.exists():
        write_source_zip(bundle)
    run = subprocess.run([sys.executable, "-I", "-c", PROBE, str(bundle), fragment, lang],
                         cwd=tmp_path, capture_output=True, text=True, timeout=120)
    assert run.returncode == 0, run.stderr
    return set(json.loads(run.stdout))


def test_the_home_screen_imports_no_games_rules_words_or_computer_player(tmp_path):
    for lang in ("en", "de"):
        loaded = started(tmp_path, "", lang)
        assert "ludothek.web.play.screens" in loaded and "ludothek.roseking" in loaded  # the probe ran
        games = {name.split(".")[1] for name in loaded if name.count(".") == 1} - FRAMEWORK
        assert games == {"roseking", "portroyal", "jacynth", "castlerampage"}
        parts = sorted(name for name in loaded if name.count(".") > 1
                       and name.split(".")[1] in games)
        assert parts == []  # a game's package (its SPEC) only
        assert not {"ludothek.bots", "ludothek.core.rulebook", "ludothek.web.learn.rules_screen",
                    "ludothek.web.learn.explain", "ludothek.web.home.backup", "ludothek.draw.qr",
                    "ludothek.net.codes", "ludothek.web.table.hosting", "ludothek.web.table.guesting"} & loaded


@pytest.mark.parametrize("game_id", ["roseking", "castlerampage"])
def test_a_link_to_a_game_imports_that_game_only_and_no_computer_player(tmp_path, game_id):
    game = new_game(game_id, seed=3, seats=["human", "normal"])
    loaded = started(tmp_path, game.link())
    assert f"ludothek.{game_id}.rules" in loaded  # the probe opened the game
    others = {"roseking", "portroyal", "jacynth", "castlerampage"} - {game_id}
    assert not [name for name in loaded if name.count(".") > 1
                and name.split(".")[1] in others]
    assert not {"ludothek.bots", "ludothek.core.rulebook", "ludothek.web.learn.explain",
                "ludothek.draw.qr"} & loaded  # the QR encoder comes with the share dialog
