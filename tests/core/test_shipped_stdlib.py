"""The standard library the site ships (static/build/stdlib.zip, tools/stdlib_zip.py) holds only
what the site imports: a module the app needs and the zip lacks would break the page (or the
computer's worker) at its first use. Checked on the zip `make site` built: the app's import
statements against its list, and the games played in the pinned Pyodide (under Node) with that
zip as its only standard library."""

import json
import shutil
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

from tools.bundle import (ENTRY_SCRIPTS, QR_ENCODER, SITE_FILES, STDLIB, precache_files,
                          write_precache)

ROOT = Path(__file__).resolve().parents[2]
PYODIDE = ROOT / "node_modules" / "pyodide"
sys.path.insert(0, str(ROOT / "tools"))  # stdlib_zip runs inside Pyodide, where tools/ is a folder
import stdlib_zip  # noqa: E402


def module_files(names):
    """The zip entries (bytecode) that would hold each module of `names`."""
    return {name: (name.replace(".", "/") + ".pyc", name.replace(".", "/") + "/__init__.pyc")
            for name in names}


@pytest.fixture(scope="module")
def shipped():
    if not STDLIB.exists():
        pytest.fail("static/build/stdlib.zip is missing: run `make site`")
    with zipfile.ZipFile(STDLIB) as zf:
        return set(zf.namelist())


def stock_modules():
    with zipfile.ZipFile(PYODIDE / "python_stdlib.zip") as zf:
        return {name.removesuffix(".py").removesuffix("/__init__").replace("/", ".")
                for name in zf.namelist() if name.endswith(".py")}


def test_every_standard_module_the_app_names_is_shipped_as_bytecode(shipped):
    sources = [path.read_bytes() for path in (ROOT / "py" / "ludothek").rglob("*.py")]
    sources += [(ROOT / script).read_bytes() for script in ENTRY_SCRIPTS]
    named = set().union(*(stdlib_zip.imported_names(source) for source in sources))
    wanted = named & stock_modules()
    assert {"json", "dataclasses", "asyncio", "typing"} <= wanted  # the scan finds imports
    missing = [name for name, files in module_files(wanted).items()
               if not any(f in shipped for f in files)]
    assert missing == []
    assert not [name for name in shipped if name.endswith(".py")]  # bytecode only


def test_pyscripts_own_package_is_shipped_compiled(shipped):
    assert {"pyscript/__init__.pyc", "pyscript/context.pyc", "pyscript/workers.pyc"} <= shipped


# Inside Pyodide with only the shipped standard library: import every module of the app's
# bundle (PyScript's package, which needs a page, stands in as an empty module; the QR encoder's
# zip is on the path, as the share dialog puts it) and play every game to its end, drawn in both
# languages, saved, loaded, linked (and the link drawn as a QR code), with the computer's search.
PLAY = r"""
import importlib, json, random, sys, types, zipfile
stock = [p for p in sys.path if p.endswith(".zip")]
sys.path[:0] = ["/home/pyodide/ludothek.zip", "/home/pyodide/segno.zip"]
page = types.ModuleType("pyscript")
page.document = page.window = None
sys.modules["pyscript"] = page
with zipfile.ZipFile("/home/pyodide/ludothek.zip") as zf:
    modules = sorted(n[:-4].replace("/", ".").removesuffix(".__init__")
                     for n in zf.namelist() if n.endswith(".pyc"))
for name in modules:
    importlib.import_module(name)
from ludothek import from_link, load, new_game
from ludothek.bots import choose_move
from ludothek.core import registry
from ludothek.draw.qr import qr_svg
from ludothek.web.play import screens
from ludothek.web.home import screens as home_screens
from ludothek.web.core.i18n import Translator
from ludothek.web.core.policy import page_view

plies = {}
for lang in ("de", "en"):
    str(home_screens.home(Translator(lang), []))
for game_id in sorted(registry.specs()):
    game, rng = new_game(game_id, seed=7), random.Random(7)
    choose_move(game, level="easy", seed=7, max_seconds=0.05)
    while not game.is_over and len(game.history) < 2000:
        if len(game.history) % 25 == 0:
            for lang in ("de", "en"):
                str(screens.game_screen(page_view(game).view, {"layout": "landscape"},
                                       Translator(lang)))
        game.play(rng.choice(game.legal_moves()))
    str(screens.game_screen(page_view(game).view, {"layout": "portrait"}, Translator("en")))
    assert load(game.save()).history == game.history == from_link(game.link()).history
    assert "<path d=" in str(qr_svg("https://example.org/#" + game.link(), "QR"))
    plies[game_id] = len(game.history)
import json.decoder
docs = {"module": json.__doc__, "function": json.dumps.__doc__,
        "class": bool(json.decoder.JSONDecoder.__doc__)}
json.dumps({"stdlib": stock, "plies": plies, "docs": docs,
            "outside": sorted(n for n, m in sys.modules.items()
                              if (getattr(m, "__file__", None) or "").startswith("/lib/python3."))})
"""

NODE = """
import { readFileSync } from "node:fs";
const [pyodideDir, stdlib, bundle, encoder, code] = process.argv.slice(1);
try {
  const { loadPyodide } = await import(pyodideDir + "/pyodide.mjs");
  const pyodide = await loadPyodide({ indexURL: pyodideDir + "/", stdLibURL: stdlib });
  pyodide.FS.writeFile("/home/pyodide/ludothek.zip", readFileSync(bundle));
  pyodide.FS.writeFile("/home/pyodide/segno.zip", readFileSync(encoder));
  console.log(pyodide.runPython(code));
} catch (error) { // the message, not the minified line it came from
  console.error(String(error));
  process.exit(1);
}
"""


def test_the_games_play_in_pyodide_on_the_shipped_standard_library_alone():
    node = shutil.which("node")
    bundle = ROOT / "static" / "build" / "ludothek.zip"
    if node is None or not PYODIDE.exists() or not bundle.exists() or not QR_ENCODER.exists():
        pytest.fail("needs Node, node_modules (`npm ci`) and the built site (`make site`)")
    run = subprocess.run([node, "--input-type=module", "-e", NODE, str(PYODIDE), str(STDLIB),
                          str(bundle), str(QR_ENCODER), PLAY], capture_output=True, text=True,
                         timeout=600)
    assert run.returncode == 0, run.stderr[-3000:]
    found = json.loads(run.stdout.strip().splitlines()[-1])
    assert len(found["stdlib"]) == 1  # the shipped zip, under the name Pyodide gives it
    assert set(found["plies"]) == {"castlerampage", "jacynth", "portroyal", "roseking"}
    assert all(n > 0 for n in found["plies"].values())
    assert found["outside"] == []  # nothing came from a standard library folder beside the zip
    # docstrings are left out as under `python -OO` (which the standard library supports), but
    # classes keep theirs, as in the app's bundle (tools/pyc_zip.py)
    assert found["docs"] == {"module": None, "function": None, "class": True}


def test_a_new_standard_library_build_is_a_new_precache_version(tmp_path):
    """The service worker caches the shipped zip, not the stock one, and a rebuilt zip (a new
    Pyodide, an app that imports more) is a new version, which the worker installs whole."""
    for name in SITE_FILES:
        (tmp_path / name).parent.mkdir(parents=True, exist_ok=True)
        shutil.copy2(ROOT / name, tmp_path / name)
    shutil.copytree(ROOT / "static", tmp_path / "static")
    files = precache_files(tmp_path)
    assert {"static/build/stdlib.zip", "static/runtime.mjs"} <= set(files)
    assert "static/vendor/pyodide/python_stdlib.zip" not in files
    before = write_precache(tmp_path)
    with zipfile.ZipFile(tmp_path / "static" / "build" / "stdlib.zip", "a") as zf:
        zf.writestr("rebuilt.pyc", b"")
    assert write_precache(tmp_path) != before
