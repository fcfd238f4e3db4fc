"""Rosenkönig's words in German and English. Log lines use the log entry's args; {name} is the
player name of the entry's seat, filled in by the page."""

_DIRS_DE = {"N": "Nord", "NE": "Nordost", "E": "Ost", "SE": "Südost",
            "S": "Süd", "SW": "Südwest", "W": "West", "NW": "Nordwest"}
_DIRS_EN = {"N": "north", "NE": "north-east", "E": "east", "SE": "south-east",
            "S": "south", "SW": "south-west", "W": "west", "NW": "north-west"}
_ROMAN = {"1": "I", "2": "II", "3": "III"}


def _cards(dirs):
    return {f"card.{d}{n}": f"{dirs[d]} {_ROMAN[n]}" for d in dirs for n in _ROMAN}


STRINGS = {
    "de": {
        "title": "Rosenkönig",
        "blurb": "Zwei Häuser ringen um England: setzt Rosen, dreht mit Helden, bildet große Gebiete.",
        "seat.0": "Rot", "seat.1": "Weiß",
        "option.start": "Startspieler",
        "option.start.random": "ausgelost (Yucata)",
        "option.start.red": "Rot beginnt (Spielregel)",
        "option.light": "„Light“: gespielte Karte zurücknehmen",
        "option.show_draw_pile": "Nachziehstapel zeigen",
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
        "end.last_stone": "Der letzte Machtstein wurde gesetzt.",
        "end.blocked": "Keiner kann mehr ziehen.",
        "hint.select": "Wähle eine hervorgehobene Karte; das Zielfeld leuchtet auf.",
        "log.start": "{name} beginnt.",
        "log.draw": "{name} zieht {card_name}.",
        "log.play": "{name} spielt {card_name} nach {square}.",
        "log.hero": "{name} spielt {card_name} mit einem Helden und dreht den Stein auf {square}.",
        "log.pass": "{name} kann nicht ziehen und setzt aus.",
        "log.reshuffle": "Der Ablagestapel wird gemischt: neuer Nachziehstapel mit {cards} Karten.",
        "log.end": "Spielende.",
        **_cards(_DIRS_DE),
    },
    "en": {
        "title": "The Rose King",
        "blurb": "Two houses fight for England: place roses, flip with heroes, build large territories.",
        "seat.0": "Red", "seat.1": "White",
        "option.start": "Start player",
        "option.start.random": "drawn at random (Yucata)",
        "option.start.red": "Red starts (printed rules)",
        "option.light": "'Light': take back a played card",
        "option.show_draw_pile": "Show the draw pile",
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
        "end.last_stone": "The last power stone was placed.",
        "end.blocked": "Neither player can move.",
        "hint.select": "Choose a highlighted card; its target square lights up.",
        "log.start": "{name} starts.",
        "log.draw": "{name} draws {card_name}.",
        "log.play": "{name} plays {card_name} to {square}.",
        "log.hero": "{name} plays {card_name} with a hero and flips the stone on {square}.",
        "log.pass": "{name} cannot move and passes.",
        "log.reshuffle": "The discards are shuffled into a new draw pile of {cards} cards.",
        "log.end": "Game over.",
        **_cards(_DIRS_EN),
    },
}
