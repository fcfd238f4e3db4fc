"""The page imports the ludothek package straight from the bundle's zip (pyscript.toml puts it
beside the entry scripts, which put it on sys.path): discovery and stylesheets must work there
as they do from folders. Checked in a fresh CPython with only the zip on the path."""

import json
import subprocess
import sys
import tomllib
from pathlib import Path

from ludothek.core import registry
from tools.bundle import write_source_zip

ROOT = Path(__file__).resolve().parents[2]

PROBE = """
import json, sys
sys.path.insert(0, sys.argv[1])
import ludothek
from ludothek.core import registry
print(json.dumps({"file": ludothek.__file__, "games": sorted(registry.specs()),
                  "broken": registry.broken(),
                  "styles": {g: registry.style(g) for g in registry.specs()},
                  "words": {g: registry.word_tables(g) for g in registry.specs()},
                  "words_modules": sorted(m for m in sys.modules if m.endswith(".i18n"))}))
"""


def test_games_and_stylesheets_are_found_inside_the_bundle_zip(tmp_path):
    bundle = tmp_path / "ludothek.zip"
    write_source_zip(bundle)
    run = subprocess.run([sys.executable, "-I", "-c", PROBE, str(bundle)], cwd=tmp_path,
                         capture_output=True, text=True, timeout=120, check=True)
    found = json.loads(run.stdout)
    assert found["file"].startswith(str(bundle))  # imported from the zip, not from py/
    assert found["games"] == ["castlerampage", "jacynth", "portroyal", "roseking"]
    assert found["broken"] == {}
    for game, text in found["styles"].items():
        assert text and text == (ROOT / "py" / "ludothek" / game / "style.css").read_text(encoding="utf-8")
    # The word tables the build wrote are the words modules' (which were not imported for them).
    assert found["words_modules"] == []
    for game, tables in found["words"].items():
        assert tables == registry.words(game).WORDS and set(tables) == {"de", "en"}


def test_the_entry_scripts_and_the_config_agree_on_where_the_zip_goes():
    config = tomllib.loads((ROOT / "pyscript.toml").read_text(encoding="utf-8"))
    assert config["files"] == {"./static/build/ludothek.zip": "./ludothek.zip"}
    for script in ("main.py", "bot_worker.py"):
        assert 'sys.path.insert(0, os.path.abspath("ludothek.zip"))' in (ROOT / "py" / script).read_text(encoding="utf-8")
