"""PyScript's config (pyscript.toml, at the top level beside index.html, for the page and the
computer's worker): the plugins the site does not use turned off, for MicroPython's scripts too
(index.html's mpy-config, JSON, which PyScript reads without its TOML parser): PyScript imports
every plugin for each kind of script whose config does not turn it off, which put five more
requests in the start, before it asked for Python. PyScript reads the file with its own small
TOML parser (a chunk it imports on the way), which must read it as TOML does and be kept by the
service worker.

And the published site (README's "Publishing", `make dist`, tools/dist.py): every name the
README lists exists, and dist/ holds the site and nothing else."""

import json
import re
import subprocess
import tomllib
from pathlib import Path

import pytest

from tools.bundle import RUNTIME_FILES, precache_files
from tools.dist import site_files, write_dist

ROOT = Path(__file__).resolve().parents[2]
PYSCRIPT = ROOT / "node_modules" / "@pyscript" / "core" / "dist"


def config():
    return tomllib.loads((ROOT / "pyscript.toml").read_text(encoding="utf-8"))


def test_the_config_is_pyscript_toml_at_the_top_level_for_the_page():
    assert not (ROOT / "pyscript.json").exists()
    html = (ROOT / "index.html").read_text(encoding="utf-8")
    assert 'config="pyscript.toml"' in html and 'href="pyscript.toml"' in html
    assert config()["interpreter"] == "./static/runtime.mjs"  # this site's, no other origin's


def test_the_computers_worker_starts_with_the_same_config():
    """The config the page's Python names for the computer's worker (a string in py/)."""
    named = {(path.relative_to(ROOT).as_posix(), name) for path in (ROOT / "py").rglob("*.py")
             for name in re.findall(r'["\'](?:\./)?(pyscript\.\w+)["\']',
                                    path.read_text(encoding="utf-8"))}
    assert named and {name for _, name in named} == {"pyscript.toml"}, named


def test_unused_plugins_are_off_for_both_kinds_of_script_and_name_real_plugins():
    plugins = config()["plugins"]
    assert plugins == ["!deprecations-manager", "!donkey", "!py-editor", "!py-game", "!py-terminal"]
    html = (ROOT / "index.html").read_text(encoding="utf-8")
    found = re.search(r"<mpy-config hidden>(.*?)</mpy-config>", html, re.S)
    assert found, "index.html turns the plugins off for MicroPython's scripts too"
    assert json.loads(found.group(1))["plugins"] == plugins
    assert "!error" not in plugins  # PyScript's own error messages stay on
    chunks = [path.name for path in PYSCRIPT.glob("*.js")]
    for plugin in plugins:
        name = plugin.removeprefix("!")
        assert any(chunk.startswith(name + "-") for chunk in chunks), f"no plugin {name}"


def toml_chunk():
    """The TOML parser PyScript's core imports for a config file named *.toml."""
    core = next(PYSCRIPT.glob("core-*.js")).read_text(encoding="utf-8")
    names = set(re.findall(r'import\("\./(toml-[\w-]+\.js)"\)', core))
    assert len(names) == 1, names
    return names.pop()


def test_pyscripts_own_toml_parser_reads_the_config_as_toml_does():
    """PyScript's parser is a few regular expressions, not a full TOML reader."""
    script = """import {readFileSync} from "node:fs"; import {pathToFileURL} from "node:url";
const [chunk, file] = process.argv.slice(1);
const {parse} = await import(pathToFileURL(chunk).href);
console.log(JSON.stringify(parse(readFileSync(file, "utf8"))));"""
    run = subprocess.run(["node", "--input-type=module", "-e", script,
                          str(PYSCRIPT / toml_chunk()), str(ROOT / "pyscript.toml")],
                         capture_output=True, text=True, timeout=60, check=True)
    assert json.loads(run.stdout) == config()


def test_the_service_worker_keeps_pyscripts_toml_parser():
    """PyScript imports it at every start, of the page and of the computer's worker: a chunk not
    kept would break the offline start."""
    assert f"static/vendor/pyscript/{toml_chunk()}" in RUNTIME_FILES
    assert "pyscript.toml" in precache_files()


def published_names():
    """The names the README's "Publishing" section lists as dist/'s content (the code block
    after 'It holds')."""
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    section = readme.split("\n## Publishing\n", 1)[1].split("\n## ", 1)[0]
    block = re.search(r"holds:?\s*\n+```\n(.*?)```", section, re.S)
    assert block, "README's Publishing section lists what dist/ holds"
    assert "make dist" in section
    return [word for word in re.findall(r"[\w.-]+(?:/[\w.-]+)*/?", block.group(1))
            if "." in word or "/" in word]


@pytest.fixture(scope="module")
def dist(tmp_path_factory):
    folder = tmp_path_factory.mktemp("publish") / "dist"
    write_dist(folder)
    return folder


def test_every_name_the_readme_publishes_exists_after_the_setup_and_in_dist(dist):
    names = published_names()
    assert {"index.html", "sw.js", "pyscript.toml", "py/main.py", "py/bot_worker.py",
            "static/vendor", "static/build"} <= {name.rstrip("/") for name in names}
    for name in names:
        assert (ROOT / name).exists(), f"README publishes {name}, which the setup does not make"
        assert (dist / name).exists(), f"README publishes {name}, which dist/ lacks"
    # The list is whole: nothing at dist/'s top level that it does not name.
    assert {path.name for path in dist.iterdir()} == {name.split("/")[0] for name in names}


def test_dist_holds_exactly_the_site(dist):
    files = sorted(path.relative_to(dist).as_posix() for path in dist.rglob("*") if path.is_file())
    assert files == site_files()
    assert {path.name for path in dist.iterdir()} == {"index.html", "sw.js", "pyscript.toml",
                                                      "py", "static"}
    assert sorted(path.name for path in (dist / "py").iterdir()) == ["bot_worker.py", "main.py"]
    for path in dist.rglob("*"):
        assert not {"tests", "bench", "tools", "node_modules", ".venv", "__pycache__",
                    "ludothek"} & set(path.relative_to(dist).parts), path
    # What the service worker keeps, the worker itself and its list: the page needs no more.
    assert set(precache_files()) | {"sw.js", "static/build/precache.js"} <= set(files)
    assert [name for name in files if name.startswith("static/vendor/")
            and name.removeprefix("static/vendor/").split("/")[0] in ("pyodide", "pyscript")
            and name not in RUNTIME_FILES] == []
    for name in files:
        assert (dist / name).read_bytes() == (ROOT / name).read_bytes(), name
