"""The home screen drawn at build time (tools/first_screen.py) is the page's own home screen,
in each language, for static/boot.js to show before Python starts (issue 12)."""

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "tools"))

import first_screen  # noqa: E402

from ludothek.core import registry  # noqa: E402
from ludothek.web.core.i18n import LANGUAGES, Translator  # noqa: E402
from ludothek.web.home.record import empty, summary  # noqa: E402
from ludothek.web.home.screens import home  # noqa: E402


def test_the_prebuilt_home_screen_is_the_pages_home_screen_in_every_language(tmp_path, monkeypatch):
    monkeypatch.setattr(first_screen, "OUT", tmp_path)
    written = first_screen.build()
    assert sorted(p.name for p in written) == sorted(f"home-{lang}.html" for lang in LANGUAGES)
    for lang in LANGUAGES:
        text = (tmp_path / f"home-{lang}.html").read_text(encoding="utf-8")
        assert text == str(home(Translator(lang), [], summary(empty())))
        for game_id in registry.specs():
            assert f'data-game="{game_id}"' in text
    assert "Spiele" in (tmp_path / "home-de.html").read_text(encoding="utf-8")
