"""The home screen as markup, drawn at build time by the page's own Python (web/screens.py),
one file per language: static/build/home-<lang>.html. static/boot.js shows it the moment the
page loads, before the Python runtime has started (issue 12); Python then draws over it with
the saved games and the record."""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "py"))

from ludothek.web.core.i18n import LANGUAGES, Translator  # noqa: E402
from ludothek.web.home.record import empty, summary  # noqa: E402
from ludothek.web.home.screens import home  # noqa: E402

OUT = ROOT / "static" / "build"


def build() -> list[Path]:
    OUT.mkdir(parents=True, exist_ok=True)
    written = []
    for lang in LANGUAGES:
        path = OUT / f"home-{lang}.html"
        path.write_text(str(home(Translator(lang), [], summary(empty()))), encoding="utf-8")
        written.append(path)
    return written


if __name__ == "__main__":
    for path in build():
        print(f"drew {path.relative_to(ROOT)}")
