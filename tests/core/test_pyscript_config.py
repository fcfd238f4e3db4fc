"""PyScript's config (pyscript.json): JSON, so that PyScript's start imports no TOML parser, and
its plugins the site does not use turned off, for MicroPython's scripts too (index.html's
mpy-config): PyScript imports every plugin for each kind of script whose config does not turn
it off, which put five more requests in the start, before it asked for Python."""

import json
import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
PYSCRIPT = ROOT / "node_modules" / "@pyscript" / "core" / "dist"


def test_unused_plugins_are_off_for_both_kinds_of_script_and_name_real_plugins():
    config = json.loads((ROOT / "pyscript.json").read_text(encoding="utf-8"))
    html = (ROOT / "index.html").read_text(encoding="utf-8")
    assert 'config="pyscript.json"' in html and 'href="pyscript.json"' in html
    found = re.search(r"<mpy-config hidden>(.*?)</mpy-config>", html, re.S)
    assert found, "index.html turns the plugins off for MicroPython's scripts too"
    assert json.loads(found.group(1))["plugins"] == config["plugins"]
    assert "!error" not in config["plugins"]  # PyScript's own error messages stay on
    chunks = [path.name for path in PYSCRIPT.glob("*.js")]
    for plugin in config["plugins"]:
        name = plugin.removeprefix("!")
        assert any(chunk.startswith(name + "-") for chunk in chunks), f"no plugin {name}"
