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
           **{f"code.{card}": f"{_CODE[lang][d]}{n}" for card, d, n in _PARTS},
           **{f"dir.{d}": name for d, name in _DIRECTION[lang].items()}}
    for lang in ("de", "en")
}

_GAME: WordTable = {
    "de": {
        "title": "Rosenkönig",
        # The game's bar on a phone breaks a long name in two lines, here with a hyphen.
        "title.bar": "Rosen\u00adkönig",
        "help": "Ziel: möglichst große zusammenhängende Gebiete aus Rosen deiner Farbe. Jedes Gebiet zählt seine Größe zum Quadrat.\n\nWer am Zug ist, muss eine von drei Aktionen ausführen: eine Machtkarte spielen (die Krone rückt genau so weit wie angegeben in die gezeigte Richtung, über Rosen hinweg, auf ein freies Feld, und du setzt dort eine Rose), eine Machtkarte ziehen (nur mit weniger als fünf Karten) oder mit einem Helden eine Machtkarte spielen, um eine gegnerische Rose umzudrehen.\n\nJeder hat vier Helden. Wer nichts tun kann, setzt aus; der andere ist weiter am Zug. Ist der Nachziehstapel aufgebraucht, wird die Ablage gemischt.\n\nDas Spiel endet, sobald die letzte der 52 Rosen liegt oder keiner mehr einen Zug machen kann. Gleichstand: größtes Einzelgebiet, dann die meisten Rosen.",
        "blurb": "Zwei Häuser ringen um England: setzt Rosen, dreht mit Helden, bildet große Gebiete.",
    },
    "en": {
        "title": "The Rose King",
        "title.bar": "The Rose King",
        "help": "Goal: the largest connected territories of roses in your colour. Each territory scores its size squared.\n\nOn your turn you must do one of three things: play a power card (the crown moves exactly that far in the direction shown, over any roses, onto an empty square, and you place a rose there), draw a power card (only with fewer than five cards), or play a power card with a hero to flip an opponent's rose.\n\nEach player has four heroes. A player who cannot act passes; the other keeps moving. When the draw pile runs out, the discards are shuffled.\n\nThe game ends when the last of the 52 roses is placed or neither player can move. Ties: the largest single territory, then the most roses.",
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
        "hero": "{name} spielt {card_name} mit einem Helden und dreht die Rose auf {square} um.",
        "pass": "{name} kann keinen Zug machen und setzt aus.",
        "reshuffle": "Der Ablagestapel wird gemischt: neuer Nachziehstapel mit {cards} {cards:Karte|Karten}.",
        "end": "Spielende.",
    },
    "en": {
        "start": "{name} starts.",
        "draw": "{name} draws {card_name}.",
        "play": "{name} plays {card_name} to {square}.",
        "hero": "{name} plays {card_name} with a hero and flips the rose on {square}.",
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
        "hero_confirm": "Einen Helden einsetzen und die gegnerische Rose umdrehen?",
        "heroes": "Helden",
        "stones_left": "Rosen übrig",
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
        "end.blocked": "Keiner kann mehr einen Zug machen.",
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
        "hero_confirm": "Use a hero card and flip your opponent's rose?",
        "heroes": "Heroes",
        "stones_left": "Roses left",
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

# What each piece is and does now (explain.py, the page's "?" mode).
_EXPLAIN: WordTable = {
    "de": {
        "card": "Machtkarte {name} ({code})",
        "card.what": "Sie bewegt die Krone genau {n} {n:Feld|Felder} in Richtung {direction}, über alle Rosen hinweg. Sie liegt offen bei {colour}.",
        "card.to": "Jetzt gespielt, bewegt sie die Krone von {start} nach {square}, und {colour} setzt dort eine Rose.",
        "card.to_later": "Sie zöge die Krone von {start} nach {square}, und {colour} setzte dort eine Rose.",
        "card.off": "Sie lässt sich nicht spielen: Von {start} aus würde die Krone den Spielplan verlassen.",
        "card.own": "Sie lässt sich nicht spielen: Sie führte die Krone von {start} nach {square}, auf eine eigene Rose von {colour}, und dort landet die Krone nie.",
        "card.hero": "Nur mit einem Helden: Sie bewegt die Krone von {start} nach {square} und dreht die Rose von {other} dort um ({colour} hat noch {heroes} {heroes:Helden|Helden}).",
        "card.no_hero": "Sie lässt sich nicht spielen: Sie führte die Krone von {start} auf die Rose von {other} auf {square}, und {colour} hat keinen Helden mehr.",
        "card.no_stone": "Sie lässt sich nicht spielen: Es sind keine Rosen mehr übrig.",
        "card.wait": "Doch {other} ist am Zug: Bis {colour} wieder am Zug ist, kann die Krone woanders stehen.",
        "over": "Die Partie ist zu Ende.",
        "heroes": "Helden von {colour}",
        "heroes.what": "{colour} hat noch {n} von {all} Helden. Mit einem Helden führt eine Machtkarte die Krone auf eine gegnerische Rose und dreht sie um; das kostet keine Rose aus dem Vorrat, der Held ist danach verbraucht.",
        "heroes.now": "Jetzt mit einem Helden spielbar: {cards}.",
        "heroes.none_now": "Jetzt führt keine Karte von {colour} auf eine Rose von {other}.",
        "heroes.gone": "{colour} kann keine Rose mehr umdrehen.",
        "crown": "Die Krone",
        "crown.what": "Die Krone steht auf {square}. Jede gespielte Machtkarte bewegt sie von hier weiter, und wo sie landet, kommt die Rose hin.",
        "crown.moves": "{colour} ist am Zug und kann spielen: {cards}.",
        "crown.stuck": "{colour} ist am Zug, kann aber keine Karte spielen.",
        "crown.via": "{card} nach {square}",
        "crown.via_hero": "{card} nach {square} (mit Held)",
        "square": "Feld {square}",
        "square.empty": "Ein freies Feld: Landet die Krone hier, setzt der Spieler dort eine Rose.",
        "square.crown": "Die Krone steht hier.",
        "square.reached": "Jetzt führt hierher: {cards}.",
        "square.unreached": "Jetzt führt keine Karte in einer Hand hierher.",
        "square.rose": "Eine Rose von {colour}. Sie gehört zu einem Gebiet von {size} {size:Rose|Rosen}, das {points} {points:Punkt|Punkte} zählt ({size}²).",
        "square.flip": "Mit einem Helden könnte {other} sie jetzt umdrehen: {cards}.",
        "square.no_flip": "Jetzt führt keine Karte von {other} hierher; die eigenen Karten von {colour} landen hier nie.",
        "square.no_hero": "{other} hat keinen Helden mehr: Diese Rose bleibt bei {colour}.",
        "draw": "Nachziehstapel",
        "draw.what": "{n} {n:Machtkarte|Machtkarten}, verdeckt. Ist er aufgebraucht, wird die Ablage gemischt und wird der neue Stapel.",
        "draw.may": "{colour} hat {n} {n:Karte|Karten} und darf eine ziehen.",
        "draw.full": "{colour} hat fünf Karten und darf nicht ziehen.",
        "draw.shown": "Die Option „{option}“ ist an: Die Liste unter dem Brett nennt die Karten darin, nie ihre Reihenfolge.",
        "draw.hidden": "Die Option „{option}“ ist aus: Im Formular für eine neue Partie lässt sie sich einschalten.",
        "discard": "Ablage",
        "discard.what": "{n} gespielte {n:Machtkarte|Machtkarten}, offen.",
        "discard.top": "Zuletzt gespielt: {card}.",
        "discard.empty": "Noch wurde keine Karte gespielt.",
        "discard.then": "Ist der Nachziehstapel aufgebraucht, wird die Ablage gemischt und zum neuen Nachziehstapel.",
        "stones": "Rosen übrig",
        "stones.what": "{n} von {all} Rosen im gemeinsamen Vorrat. Jede Karte ohne Helden setzt eine; ein Held dreht nur eine um und braucht keine neue.",
        "stones.end": "Liegt die letzte Rose, endet die Partie sofort.",
        "score": "{colour}: {name}",
        "score.what": "{colour} spielt die Rosen dieser Farbe und hat {n} {n:Karte|Karten} auf der Hand.",
        "score.points": "{points} {points:Punkt|Punkte}: {sum}. Jedes Gebiet zählt seine Größe zum Quadrat.",
        "score.nothing": "Noch keine Rose auf dem Brett: 0 Punkte.",
        "score.ties": "Größtes Gebiet {largest}, Rosen {roses}: Bei gleichen Punkten entscheidet das größte Gebiet, dann die Zahl der Rosen.",
    },
    "en": {
        "card": "Power card {name} ({code})",
        "card.what": "It moves the crown exactly {n} {n:square|squares} {direction}, over any roses in between. It lies open in {colour}'s hand.",
        "card.to": "Played now, it takes the crown from {start} to {square}, and {colour} places a rose there.",
        "card.to_later": "It would take the crown from {start} to {square}, and {colour} would place a rose there.",
        "card.off": "It cannot be played: from {start} the crown would leave the board.",
        "card.own": "It cannot be played: it would take the crown from {start} to {square}, onto a rose of {colour}'s own, and the crown never lands there.",
        "card.hero": "Only with a hero: it takes the crown from {start} to {square} and turns {other}'s rose there over ({colour} has {heroes} {heroes:hero|heroes} left).",
        "card.no_hero": "It cannot be played: it would take the crown from {start} onto {other}'s rose on {square}, and {colour} has no hero left.",
        "card.no_stone": "It cannot be played: no roses are left.",
        "card.wait": "But it is {other}'s turn: by {colour}'s next turn the crown may stand elsewhere.",
        "over": "The game is over.",
        "heroes": "{colour}'s heroes",
        "heroes.what": "{colour} has {n} of {all} heroes left. With a hero a power card takes the crown onto an opponent's rose and turns it over; it takes no rose from the supply, and the hero is spent.",
        "heroes.now": "Playable with a hero now: {cards}.",
        "heroes.none_now": "No card of {colour}'s leads to a rose of {other}'s now.",
        "heroes.gone": "{colour} can no longer turn a rose over.",
        "crown": "The crown",
        "crown.what": "The crown stands on {square}. Every power card played moves it on from here, and the rose goes where it lands.",
        "crown.moves": "{colour} is to move and can play: {cards}.",
        "crown.stuck": "{colour} is to move but can play no card.",
        "crown.via": "{card} to {square}",
        "crown.via_hero": "{card} to {square} (with a hero)",
        "square": "Square {square}",
        "square.empty": "An empty square: when the crown lands here, the player places a rose on it.",
        "square.crown": "The crown stands here.",
        "square.reached": "Leading here now: {cards}.",
        "square.unreached": "No card in either hand leads here now.",
        "square.rose": "A rose of {colour}'s. It belongs to a territory of {size} {size:rose|roses}, worth {points} {points:point|points} ({size}²).",
        "square.flip": "With a hero {other} could turn it over now: {cards}.",
        "square.no_flip": "No card of {other}'s leads here now; {colour}'s own cards never land here.",
        "square.no_hero": "{other} has no hero left: this rose stays {colour}'s.",
        "draw": "Draw pile",
        "draw.what": "{n} power {n:card|cards}, face down. When it is used up, the discards are shuffled into a new draw pile.",
        "draw.may": "{colour} holds {n} {n:card|cards} and may draw one.",
        "draw.full": "{colour} holds five cards and may not draw.",
        "draw.shown": "The option '{option}' is on: the list under the board names the cards in it, never their order.",
        "draw.hidden": "The option '{option}' is off: the new-game form can turn it on.",
        "discard": "Discards",
        "discard.what": "{n} played power {n:card|cards}, face up.",
        "discard.top": "Last played: {card}.",
        "discard.empty": "No card has been played yet.",
        "discard.then": "When the draw pile is used up, the discards are shuffled into the new draw pile.",
        "stones": "Roses left",
        "stones.what": "{n} of {all} roses are left in the shared supply. Each card played without a hero places one; a hero only turns a rose over and uses no new one.",
        "stones.end": "When the last rose is placed, the game ends at once.",
        "score": "{colour}: {name}",
        "score.what": "{colour} plays the roses of that colour and holds {n} {n:card|cards}.",
        "score.points": "{points} {points:point|points}: {sum}. Each territory scores its size squared.",
        "score.nothing": "No rose on the board yet: 0 points.",
        "score.ties": "Largest territory {largest}, roses {roses}: with equal points the larger territory wins, then the most roses.",
    },
}

# The review's words for a decision whose log lines tell chance or nothing of the choice
# (web/review/words.py DECISIONS).
_REVIEW: WordTable = {"de": {"draw": "{name} zieht eine Machtkarte."},
                      "en": {"draw": "{name} draws a power card."}}

# The table told in words for a screen reader (told.py): `told.<key>`.
_TOLD: WordTable = {
    "de": {
        "board": "Das Spielfeld",
        "crown": "Die Krone steht auf {square}.",
        "row": "Reihe {row}: {squares}",
        "row.empty": "Reihe {row}: alle Felder frei",
        "empty": "frei",
        "rose.0": "rote Rose",
        "rose.1": "weiße Rose",
        "with_crown": "{what} mit der Krone",
        "hand": "Hand von {colour}: {name}",
        "hand.you": "Hand von {colour}: {name} (du)",
        "hand.count": "{n} {n:Karte|Karten} auf der Hand",
        "card": "{direction} {n}",
        "card.to": "{card}: Krone nach {square}",
        "card.hero": "{card}: Krone nach {square}, auf eine Rose von {other} (nur mit Held)",
        "card.no_hero": "{card}: Krone nach {square}, auf eine Rose von {other} (kein Held mehr)",
        "card.own": "{card}: Krone nach {square}, auf eine eigene Rose (nicht spielbar)",
        "card.off": "{card}: außerhalb des Plans (nicht spielbar)",
        "heroes": "Helden übrig: {n} von {all}",
        "piles": "Nachziehstapel, Ablage und Rosen",
        "draw": "Nachziehstapel: {n} {n:Karte|Karten}",
        "discard": "Ablage: {n} {n:Karte|Karten}, oben: {card}",
        "discard.empty": "Ablage: leer",
        "roses": "Rosen übrig: {n} von {all}",
        "scores": "Punktestand",
        "score": "{colour} ({name}): {points} {points:Punkt|Punkte}, größtes Gebiet {largest}, {roses} {roses:Rose|Rosen} auf dem Plan",
        "territories": "Gebiete von {colour}: {sizes}",
        "to_move": "{colour} ({name}) ist am Zug.",
        "group.play": "Machtkarte spielen",
        "group.hero": "Mit einem Helden spielen",
        "group.draw": "Eine Machtkarte ziehen",
        "move.hero": "Held, {card}: Rose von {other} auf {square} umdrehen",
        "move.draw": "Machtkarte ziehen",
    },
    "en": {
        "board": "The board",
        "crown": "The crown stands on {square}.",
        "row": "Row {row}: {squares}",
        "row.empty": "Row {row}: all squares empty",
        "empty": "empty",
        "rose.0": "red rose",
        "rose.1": "white rose",
        "with_crown": "{what} with the crown",
        "hand": "{colour}'s hand: {name}",
        "hand.you": "{colour}'s hand: {name} (you)",
        "hand.count": "{n} {n:card|cards} in hand",
        "card": "{direction} {n}",
        "card.to": "{card}: crown to {square}",
        "card.hero": "{card}: crown to {square}, onto a rose of {other}'s (only with a hero)",
        "card.no_hero": "{card}: crown to {square}, onto a rose of {other}'s (no hero left)",
        "card.own": "{card}: crown to {square}, onto {colour}'s own rose (cannot be played)",
        "card.off": "{card}: off the board (cannot be played)",
        "heroes": "Heroes left: {n} of {all}",
        "piles": "Draw pile, discards and roses",
        "draw": "Draw pile: {n} {n:card|cards}",
        "discard": "Discards: {n} {n:card|cards}, on top: {card}",
        "discard.empty": "Discards: none",
        "roses": "Roses left: {n} of {all}",
        "scores": "Scores",
        "score": "{colour} ({name}): {points} {points:point|points}, largest territory {largest}, {roses} {roses:rose|roses} on the board",
        "territories": "{colour}'s territories: {sizes}",
        "to_move": "{colour} ({name}) is to move.",
        "group.play": "Play a power card",
        "group.hero": "Play with a hero",
        "group.draw": "Draw",
        "move.hero": "Hero, {card}: flip {other}'s rose on {square}",
        "move.draw": "Draw a power card",
    },
}

WORDS = word_tables(("", _GAME), ("option.", _OPTIONS), ("log.", _LOG), ("review.", _REVIEW),
                    ("", _TABLE), ("", _CARDS),
                    ("refuse.", _REFUSE), ("explain.", _EXPLAIN), ("told.", _TOLD))
