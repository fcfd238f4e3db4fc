"""Texts for Jacynth. Log lines are str.format strings over the entry's args; the page fills
{name} with the name of the entry's seat. Args `card`/`played` are card ids and `suit` a suit
letter: their names are "card.<id>" and "suit.<letter>" here. Card names come from cards.py."""

from .cards import NAMES, SUIT_NAMES

STRINGS = {
    "de": {
        "title": "Jacynth",
        "option.layout": "Anfangskonfiguration",
        "option.layout.razeway": "Razeway",
        "option.layout.towers": "Die Türme",
        "option.layout.old_city": "Die Altstadt",
        "option.excuse": "Mit der Ausflucht",
        "option.pawns": "Mit den Bauern",
        "option.courts": "Mit den Höfen",
        "solo_rank.stranger": "Fremder",
        "solo_rank.citizen": "Respektierter Bürger",
        "solo_rank.noble": "Aufstrebender Adeliger",
        "solo_rank.courtier": "Beliebter Höfling",
        "solo_rank.eminence": "Graue Eminenz",
        "solo_rank.magnate": "Mächtiger Magnat",
        "solo_rank.prince": "Prinz von Jacynth",
        "log.start": "{name} beginnt.",
        "log.no_first_token": "Keine Startkarte kann eine Einflussmarke tragen; {name} setzt die erste später.",
        "log.play": "{name} legt {card} auf {cell}.",
        "log.flip_keep": "Aufgedeckt: {card}, abgeworfen; {played} bleibt liegen.",
        "log.flip_swap": "Aufgedeckt: {card}, es ersetzt {played} auf {cell}.",
        "log.token": "{name} setzt eine Einflussmarke auf {card} ({cell}).",
        "log.merge": "Distrikte verbunden bei {cell}: {name} kontrolliert nun {size} Karten ({suit}).",
        "log.draw": "{name} zieht {card}.",
        "log.end": "Die Stadt ist vollständig.",
    },
    "en": {
        "title": "Jacynth",
        "option.layout": "Starting layout",
        "option.layout.razeway": "Razeway",
        "option.layout.towers": "Towers",
        "option.layout.old_city": "Old City",
        "option.excuse": "With the Excuse",
        "option.pawns": "With the Pawns",
        "option.courts": "With the Courts",
        "solo_rank.stranger": "Stranger",
        "solo_rank.citizen": "Respected Citizen",
        "solo_rank.noble": "Rising Noble",
        "solo_rank.courtier": "Popular Courtier",
        "solo_rank.eminence": "Éminence Grise",
        "solo_rank.magnate": "Mighty Magnate",
        "solo_rank.prince": "Prince of Jacynth",
        "log.start": "{name} starts.",
        "log.no_first_token": "No starting card can hold a token; {name} places the first one later.",
        "log.play": "{name} places {card} on {cell}.",
        "log.flip_keep": "Turned up {card}, discarded; {played} stays.",
        "log.flip_swap": "Turned up {card}; it replaces {played} on {cell}.",
        "log.token": "{name} puts an influence token on {card} ({cell}).",
        "log.merge": "Districts joined at {cell}: {name} now controls {size} cards ({suit}).",
        "log.draw": "{name} draws {card}.",
        "log.end": "The city is complete.",
    },
}

for _lang, _i in (("en", 0), ("de", 1)):
    STRINGS[_lang].update({f"suit.{s}": names[_i] for s, names in SUIT_NAMES.items()})
    STRINGS[_lang].update({f"card.{card}": names[_lang] for card, names in NAMES.items()})
