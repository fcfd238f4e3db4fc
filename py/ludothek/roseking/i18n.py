"""Rosenkönig's words in German and English: one table per category, each holding both
languages (the layout every game keeps, see ludothek/draw/words.py `word_tables`), and `WORDS`
built from them, the same keys in both.

Each log entry is worded by its `log.<k>` line, filled with the entry's args (see
ludothek/draw/words.py: `{n:one|other}` picks a plural form); the page adds `{name}`, the player
name of the entry's seat, and `{card_name}`, the name of its card (`card.<id>` here)."""

from __future__ import annotations

from ..draw.words import WordTable, word_tables
from .moves import CARDS, card_parts

# The compass, as each language names a card's direction and prints it in the card's code.
_DIRECTION = {
    "de": {"N": "Nord", "NE": "Nordost", "E": "Ost", "SE": "Südost",
           "S": "Süd", "SW": "Südwest", "W": "West", "NW": "Nordwest"},
    "en": {"N": "north", "NE": "north-east", "E": "east", "SE": "south-east",
           "S": "south", "SW": "south-west", "W": "west", "NW": "north-west"},
}
_CODE = {
    "de": {"N": "N", "NE": "NO", "E": "O", "SE": "SO", "S": "S", "SW": "SW", "W": "W", "NW": "NW"},
    "en": {d: d for d in _DIRECTION["en"]},
}
_ROMAN = {1: "I", 2: "II", 3: "III"}

# Each card's name (`card.<id>`, "north-east II") and the code printed on it (`code.<id>`,
# "NE2"; a German reads "NO2").
_PARTS = [(card, *card_parts(card)) for card in CARDS]
_CARDS: WordTable = {
    lang: {**{f"card.{card}": f"{_DIRECTION[lang][d]} {_ROMAN[n]}" for card, d, n in _PARTS},
           **{f"code.{card}": f"{_CODE[lang][d]}{n}" for card, d, n in _PARTS}}
    for lang in ("de", "en")
}

_GAME: WordTable = {
    "de": {
        "title": "Rosenkönig",
        "help": "Ziel: möglichst große zusammenhängende Gebiete aus Rosen deiner Farbe. Jedes Gebiet zählt seine Größe zum Quadrat.\n\nWer am Zug ist, muss eine von drei Aktionen ausführen: eine Machtkarte spielen (die Krone zieht genau so weit wie angegeben in die gezeigte Richtung, über Steine hinweg, auf ein freies Feld, und du setzt dort eine Rose), eine Machtkarte ziehen (nur mit weniger als fünf Karten) oder mit einem Helden eine Machtkarte spielen, um eine gegnerische Rose umzudrehen.\n\nJeder hat vier Helden. Wer nichts tun kann, setzt aus; der andere zieht weiter. Ist der Nachziehstapel aufgebraucht, wird die Ablage gemischt.\n\nDas Spiel endet, sobald die letzte der 52 Rosen liegt oder keiner mehr ziehen kann. Gleichstand: größtes Einzelgebiet, dann die meisten Rosen.",
        "blurb": "Zwei Häuser ringen um England: setzt Rosen, dreht mit Helden, bildet große Gebiete.",
    },
    "en": {
        "title": "The Rose King",
        "help": "Goal: the largest connected territories of roses in your colour. Each territory scores its size squared.\n\nOn your turn you must do one of three things: play a power card (the crown moves exactly that far in the direction shown, over any stones, onto an empty square, and you place a rose there), draw a power card (only with fewer than five cards), or play a power card with a hero to flip an opponent's rose.\n\nEach player has four heroes. A player who cannot act passes; the other keeps moving. When the draw pile runs out, the discards are shuffled.\n\nThe game ends when the last of the 52 roses is placed or neither player can move. Ties: the largest single territory, then the most roses.",
        "blurb": "Two houses fight for England: place roses, flip with heroes, build large territories.",
    },
}

_OPTIONS: WordTable = {
    "de": {
        "start": "Startspieler",
        "start.random": "ausgelost (Yucata)",
        "start.red": "Rot beginnt (Spielregel)",
        "light": "„Light“: gespielte Karte zurücknehmen",
        "show_draw_pile": "Nachziehstapel zeigen",
    },
    "en": {
        "start": "Start player",
        "start.random": "drawn at random (Yucata)",
        "start.red": "Red starts (printed rules)",
        "light": "'Light': take back a played card",
        "show_draw_pile": "Show the draw pile",
    },
}

_LOG: WordTable = {
    "de": {
        "start": "{name} beginnt.",
        "draw": "{name} zieht {card_name}.",
        "play": "{name} spielt {card_name} nach {square}.",
        "hero": "{name} spielt {card_name} mit einem Helden und dreht den Stein auf {square}.",
        "pass": "{name} kann nicht ziehen und setzt aus.",
        "reshuffle": "Der Ablagestapel wird gemischt: neuer Nachziehstapel mit {cards} {cards:Karte|Karten}.",
        "end": "Spielende.",
    },
    "en": {
        "start": "{name} starts.",
        "draw": "{name} draws {card_name}.",
        "play": "{name} plays {card_name} to {square}.",
        "hero": "{name} plays {card_name} with a hero and flips the stone on {square}.",
        "pass": "{name} cannot move and passes.",
        "reshuffle": "The discards are shuffled into a new draw pile of {cards} {cards:card|cards}.",
        "end": "Game over.",
    },
}

# The table's own words (render.py).
_TABLE: WordTable = {
    "de": {
        "seat.0": "Rot",
        "seat.1": "Weiß",
        "draw": "Karte ziehen",
        "play": "Karte spielen",
        "play_hero": "Mit Held spielen",
        "hero_confirm": "Einen Helden einsetzen und den gegnerischen Stein umdrehen?",
        "heroes": "Helden",
        "stones_left": "Steine übrig",
        "draw_pile": "Nachziehstapel",
        "discard_pile": "Ablage",
        "draw_pile_contents": "Noch im Nachziehstapel",
        "points": "Punkte",
        "largest": "größtes Gebiet",
        "roses": "Rosen",
        "territories": "Gebiete",
        "end.last_stone": "Die letzte Rose wurde gesetzt.",
        "hint.light": "Tippe eine hervorgehobene Karte an: Sie wird sofort gespielt.",
        "hint.draw_only": "Keine deiner Karten lässt sich spielen: Ziehe eine Karte.",
        "score_note": "Punkte (größtes Gebiet, Rosen auf dem Brett): Jedes Gebiet zählt seine Größe zum Quadrat; bei Gleichstand entscheidet das größte Gebiet, dann die Zahl der Rosen.",
        "end.blocked": "Keiner kann mehr ziehen.",
        "hint.select": "Wähle eine hervorgehobene Karte oder ihr Zielfeld. Gespielt wird sie erst mit „Karte spielen“ oder einem Tipp auf das grüne Feld.",
        "hint.chosen": "Gewählt: {card} nach {square}. „{button}“ oder ein Tipp auf das grüne Feld spielt sie; ein anderes Feld oder eine andere Karte wählt neu.",
        "crown": "Krone {square}",
    },
    "en": {
        "seat.0": "Red",
        "seat.1": "White",
        "draw": "Draw a card",
        "play": "Play card",
        "play_hero": "Play with hero",
        "hero_confirm": "Use a hero card and flip your opponent's stone?",
        "heroes": "Heroes",
        "stones_left": "Stones left",
        "draw_pile": "Draw pile",
        "discard_pile": "Discards",
        "draw_pile_contents": "Still in the draw pile",
        "points": "points",
        "largest": "largest territory",
        "roses": "roses",
        "territories": "Territories",
        "end.last_stone": "The last rose was placed.",
        "hint.light": "Tap a highlighted card: it is played at once.",
        "hint.draw_only": "None of your cards can be played: draw a card.",
        "score_note": "Points (largest territory, roses on the board): each territory scores its size squared; a tie goes to the largest territory, then to the most roses.",
        "end.blocked": "Neither player can move.",
        "hint.select": "Choose a highlighted card or its target square. It is played only with 'Play card' or a tap on the green square.",
        "hint.chosen": "Chosen: {card} to {square}. '{button}' or a tap on the green square plays it; another square or card changes the choice.",
        "crown": "crown {square}",
    },
}

# Why a move is refused (rules.refusal), after "Not possible: ".
_REFUSE: WordTable = {
    "de": {
        "unknown": "unbekannter Zug {move}; eine Karte wie N2, ein Heldenzug wie H:N2 oder draw.",
        "hand_full": "du hast schon fünf Machtkarten: ziehen darfst du nur mit weniger als fünf.",
        "not_held": "diese Karte hast du nicht.",
        "opponents_card": "diese Karte gehört deinem Gegner: Du spielst nur deine eigenen.",
        "off_board": "die Krone würde den Spielplan verlassen.",
        "own_rose": "auf {square} liegt schon deine eigene Rose: Dort kann die Krone nie landen.",
        "hero_on_empty": "auf {square} liegt keine gegnerische Rose: Ein Held dreht nur eine gegnerische Rose um.",
        "needs_hero": "auf {square} liegt eine gegnerische Rose: Dorthin geht es nur mit einem Helden.",
        "no_hero": "auf {square} liegt eine gegnerische Rose, und du hast keinen Helden mehr, um sie umzudrehen.",
    },
    "en": {
        "unknown": "unknown move {move}; write a card like N2, a hero play like H:N2, or draw.",
        "hand_full": "you already hold five power cards: you may only draw with fewer than five.",
        "not_held": "you do not hold that card.",
        "opponents_card": "that card is your opponent's: you play only your own.",
        "off_board": "the crown would leave the board.",
        "own_rose": "{square} already holds your own rose: the crown can never land there.",
        "hero_on_empty": "{square} holds no rose of your opponent's: a hero only turns over an opponent's rose.",
        "needs_hero": "{square} holds your opponent's rose: only a hero can go there.",
        "no_hero": "{square} holds your opponent's rose, and you have no hero left to turn it over.",
    },
}

WORDS = word_tables(("", _GAME), ("option.", _OPTIONS), ("log.", _LOG), ("", _TABLE), ("", _CARDS),
                    ("refuse.", _REFUSE))
