"""The app's bytecode zip (tools/pyc_zip.compile_zip, run by the setup inside the pinned
Pyodide) leaves out module and function docstrings, a tenth of the first visit's app bytes,
and nothing else: the games play from it, classes keep their docstrings (a dataclass without
one works out a signature at import) and a traceback still names the right line. Checked here
with this CPython writing and importing the same kind of zip."""

import json
import subprocess
import sys
import zipfile

from tools.bundle import write_source_zip
from tools.pyc_zip import compile_zip

PROBE = """
import json, sys, traceback
sys.path.insert(0, sys.argv[1])
from ludothek import new_game
from ludothek.core import game as core_game
from ludothek.web.review import words as review_words
game = new_game("castlerampage", seed=3)
for _ in range(12):
    game.play(game.legal_moves()[0])
try:
    game.play("no such move")
except Exception as error:
    frame = traceback.extract_tb(error.__traceback__)[-1]
    where = [frame.filename, frame.lineno, frame.name]
print(json.dumps({"file": core_game.__file__, "moves": len(game.history),
                  "module_doc": review_words.__doc__, "function_doc": new_game.__doc__,
                  "class_doc": bool(core_game.Game.__doc__), "where": where}))
"""


def test_the_app_zip_leaves_out_docstrings_and_plays_as_before(tmp_path):
    source, compiled = tmp_path / "source.zip", tmp_path / "ludothek.zip"
    write_source_zip(source)
    assert compile_zip(str(source), str(compiled)) > 50
    with zipfile.ZipFile(compiled) as made:
        assert not [n for n in made.namelist() if n.endswith(".py")]
    run = subprocess.run([sys.executable, "-I", "-c", PROBE, str(compiled)], cwd=tmp_path,
                         capture_output=True, text=True, timeout=120, check=True)
    found = json.loads(run.stdout)
    assert found["file"].startswith(str(compiled)) and found["file"].endswith(".pyc")
    assert found["moves"] == 12
    assert found["module_doc"] is None and found["function_doc"] is None
    assert found["class_doc"]
    filename, line, function = found["where"]
    assert filename == "ludothek/core/game.py" and function == "play"
    source_lines = (zipfile.ZipFile(source).read(filename).decode().splitlines())
    assert "raise IllegalMove" in source_lines[line - 1]
