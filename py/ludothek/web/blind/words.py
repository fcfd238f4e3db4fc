"""The words of play without seeing, in both languages (the games' own words tell their
tables: each game's `told.py`)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...draw.words import fill

if TYPE_CHECKING:
    from ..core.i18n import Translator

WORDS: dict[str, dict[str, str]] = {
    "de": {
        "section": "Das Spiel in Worten",
        "keys": "Tasten: S Stand, M Züge, T Tisch, H Hände, L letzte Züge; die Pfeiltasten "
                "wandern durch diesen Teil.",
        "said": "Letzte Züge",
        "nothing_yet": "Noch kein Zug.",
        "you": "Du",
        "moves": "Deine Züge",
        "no_moves": "Gerade hast du keinen Zug.",
        "typed": "Zug eingeben: seine Nummer in der Liste oder seine Kurzschrift (z. B. {example})",
        "typed_play": "Spielen",
        "typed_unknown": "„{text}“ ist jetzt kein möglicher Zug. Gib die Nummer eines Zugs in "
                         "der Liste ein oder seine Kurzschrift, z. B. „{example}“.",
        "typed_none": "Gerade hast du keinen Zug.",
        "typed_back": "Du siehst dir einen früheren Zug an. Um zu spielen, wähle erst "
                      "„{last}“.",
        "table": "Der Tisch",
        "players": "Spieler",
    },
    "en": {
        "section": "The game in words",
        "keys": "Keys: S status, M moves, T table, H hands, L last moves; the arrow keys move "
                "through this part.",
        "said": "Last moves",
        "nothing_yet": "No move yet.",
        "you": "You",
        "moves": "Your moves",
        "no_moves": "You have no move now.",
        "typed": "Type a move: its number in the list or its notation (e.g. {example})",
        "typed_play": "Play",
        "typed_unknown": "“{text}” is not a move you can make now. Type a move's number in the "
                         "list or its notation, e.g. “{example}”.",
        "typed_none": "You have no move now.",
        "typed_back": "You are looking at an earlier move. To play, first choose “{last}”.",
        "table": "The table",
        "players": "Players",
    },
}


def say(t: Translator, key: str, **args: Any) -> str:
    return fill(WORDS.get(t.lang, WORDS["en"])[key], args)
