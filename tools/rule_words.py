"""Each game's rules texts in numbers: words per language and per section, and the section keys
(for the issue's closing note). `python3 tools/rule_words.py [game ...]`."""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "py"))

from ludothek.core import registry, rulebook  # noqa: E402

LANGUAGES = ("de", "en")


def report(game_id: str) -> list[str]:
    if game_id not in registry.specs():
        return [f"{game_id}: no such game (the tests' Nim is found with tests/ on PYTHONPATH)"]
    books = {lang: rulebook.load(game_id, lang) for lang in LANGUAGES}
    counts = ", ".join(f"{lang} {book.words() if book else '-'}" for lang, book in books.items())
    lines = [f"{game_id}: {counts} words"]
    found = [book for book in books.values() if book is not None]
    if not found:
        return lines + ["  no rules text yet"]
    for section in found[0].sections:
        per_lang = " / ".join(str(s.words()) if (s := book.section(section.key)) else "-"
                              for book in found)
        lines.append(f"  {section.key:<16} {per_lang}")
    return lines


def main(games: list[str]) -> None:
    for game_id in games or sorted(registry.specs()):
        print("\n".join(report(game_id)))


if __name__ == "__main__":
    main(sys.argv[1:])
