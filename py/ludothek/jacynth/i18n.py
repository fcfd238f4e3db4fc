"""Jacynth's words in German and English: one table per category, each holding both languages
(the layout every game keeps, see ludothek/draw/words.py `word_tables`), and `WORDS` built from
them, the same keys in both. Card and suit names come from cards.py.

Each log entry is worded by its `log.<k>` line, filled with the entry's args (see
ludothek/draw/words.py: `{n:one|other}` picks a plural form); the page adds `{name}`, the player
name of the entry's seat, and `<arg>_name` for an arg naming a card or a suit (`card.<id>`,
`suit.<letter>` here): `{card_name}`, `{played_name}`, `{suit_name}`."""

from __future__ import annotations

from ..draw.words import WordTable, word_tables
from .cards import NAMES, SUIT_NAMES

_GAME: WordTable = {
    "de": {
        "title": "Jacynth",
        "blurb": "Eine Stadt aus Decktet-Karten wächst: leg Karten an, setz Einflussmarken und übernimm die größten Distrikte. Zu zweit, zu dritt oder solo.",
        "help": "Die Stadt ist ein 6×6-Raster aus Decktet-Karten. Ein Distrikt sind Karten einer gemeinsamen Farbe, die Kante an Kante liegen.\n\nIm Zug legst du eine Handkarte an eine liegende Karte an (an eine Kante) und darfst dann eine deiner vier Einflussmarken auf eine Karte legen, aber nie in einen Distrikt, den ein Gegner kontrolliert. Dann ziehst du nach.\n\nVerbinden sich Distrikte, kontrolliert ihn die Marke auf der ranghöchsten Karte. Am Ende, wenn alle Felder voll sind, bringt jede Karte in deinen Distrikten einen Punkt.\n\nSolitär: 4×4-Raster, Startkarten in den Ecken; wer eine Zahlenkarte spielt, deckt die oberste Karte auf. Bis zu festen Fristen müssen die Marken liegen; die Punktzahl ergibt deinen Rang.",
    },
    "en": {
        "title": "Jacynth",
        "blurb": "A city of Decktet cards grows: place cards, set influence tokens and take over the largest districts. For two, three, or solitaire.",
        "help": "The city is a 6×6 grid of Decktet cards. A district is a group of cards sharing a suit, joined edge to edge.\n\nOn your turn you place a card from your hand next to a card already down (by an edge), then you may put one of your four influence tokens on a card, but never in a district an opponent controls. Then you draw.\n\nWhen districts merge, the token on the highest-ranked card controls the whole. At the end, when every cell is full, each card in your districts scores one point.\n\nSolitaire: a 4×4 grid with starting cards in the corners; playing a number card turns up the top card. Tokens must be down by fixed deadlines; your score gives your rank.",
    },
}

_OPTIONS: WordTable = {
    "de": {
        "layout": "Anfangskonfiguration",
        "layout.razeway": "Razeway",
        "layout.towers": "Die Türme",
        "layout.old_city": "Die Altstadt",
        "excuse": "Mit der Ausflucht",
        "pawns": "Mit den Bauern",
        "courts": "Mit den Höfen",
    },
    "en": {
        "layout": "Starting layout",
        "layout.razeway": "Razeway",
        "layout.towers": "Towers",
        "layout.old_city": "Old City",
        "excuse": "With the Excuse",
        "pawns": "With the Pawns",
        "courts": "With the Courts",
    },
}

_LOG: WordTable = {
    "de": {
        "start": "{name} beginnt.",
        "no_first_token": "Keine Startkarte kann eine Einflussmarke tragen; {name} setzt die erste später.",
        "play": "{name} legt eine Karte auf {cell}: {card_name}.",
        "flip_keep": "Aufgedeckt und abgeworfen: {card_name}; {played_name} bleibt liegen.",
        "flip_swap": "Aufgedeckt: {card_name} – kommt auf {cell}; abgeworfen: {played_name}.",
        "token": "{name} setzt eine Einflussmarke auf {cell}: {card_name}.",
        "merge": "Distrikte verbunden bei {cell}: {name} kontrolliert nun einen Distrikt aus {size} {size:Karte|Karten}.",
        "draw": "{name} zieht eine Karte: {card_name}.",
        "end": "Die Stadt ist vollständig.",
    },
    "en": {
        "start": "{name} starts.",
        "no_first_token": "No starting card can hold a token; {name} places the first one later.",
        "play": "{name} places {card_name} on {cell}.",
        "flip_keep": "Turned up {card_name}, discarded; {played_name} stays.",
        "flip_swap": "Turned up {card_name}; it replaces {played_name} on {cell}.",
        "token": "{name} puts an influence token on {card_name} ({cell}).",
        "merge": "Districts joined at {cell}: {name} now controls a district of {size} {size:card|cards}.",
        "draw": "{name} draws {card_name}.",
        "end": "The city is complete.",
    },
}

# Solitaire's rank titles (seed 'Solitaire' table; rules.SOLO_RANKS).
_SOLO_RANK: WordTable = {
    "de": {
        "stranger": "Fremder",
        "citizen": "Respektierter Bürger",
        "noble": "Aufstrebender Adeliger",
        "courtier": "Beliebter Höfling",
        "eminence": "Graue Eminenz",
        "magnate": "Mächtiger Magnat",
        "prince": "Prinz von Jacynth",
    },
    "en": {
        "stranger": "Stranger",
        "citizen": "Respected Citizen",
        "noble": "Rising Noble",
        "courtier": "Popular Courtier",
        "eminence": "Éminence Grise",
        "magnate": "Mighty Magnate",
        "prince": "Prince of Jacynth",
    },
}

# Why a move is refused (rules.Jacynth.refusal): `refuse.<key>`, in the player's words.
_REFUSE: WordTable = {
    "de": {
        "off_city": "{cell} liegt außerhalb der Stadt.",
        "place_first": "Leg zuerst eine Karte aus deiner Hand auf ein leuchtendes Feld.",
        "not_in_hand": "Diese Karte hast du nicht auf der Hand.",
        "cell_taken": "Auf {cell} liegt schon eine Karte.",
        "not_adjacent": ("{cell} grenzt mit keiner Kante an eine Karte der Stadt – eine neue "
            "Karte kommt neben eine liegende, nicht schräg."),
        "token_now": ("Deine Karte liegt: Setz jetzt eine Einflussmarke auf eine leuchtende "
            "Karte – oder keine."),
        "first_token": "Vor der ersten Karte kommt deine erste Einflussmarke auf eine Eckkarte.",
        "first_token_corner": "Deine erste Einflussmarke kommt auf eine der vier Eckkarten.",
        "token_due": ("Eine Einflussmarke ist fällig: Nach Karte {after} müssen {count} "
            "Marken liegen."),
        "no_card": "Auf {cell} liegt keine Karte, die eine Marke tragen könnte.",
        "has_token": "Auf der Karte auf {cell} liegt schon eine Einflussmarke.",
        "no_token_excuse": "Auf die Ausflucht kommt keine Einflussmarke.",
        "no_token_pawn": "Auf einen Bauern kommt keine Einflussmarke.",
        "no_token_court": "Auf einen Hof kommt keine Einflussmarke.",
        "no_tokens_left": "Du hast keine Einflussmarke mehr.",
        "opponent_district": ("Die Karte auf {cell} liegt in einem Distrikt, den {owner} "
            "kontrolliert (über eine ihrer Farben)."),
    },
    "en": {
        "off_city": "{cell} lies outside the city.",
        "place_first": "first place a card from your hand on a lit cell.",
        "not_in_hand": "that card is not in your hand.",
        "cell_taken": "{cell} already holds a card.",
        "not_adjacent": ("{cell} touches no card of the city by an edge – a new card goes next "
            "to one, not diagonally."),
        "token_now": "your card is down: now put an influence token on a lit card – or none.",
        "first_token": "before any card, your first influence token goes on a corner card.",
        "first_token_corner": "your first influence token goes on one of the four corner cards.",
        "token_due": "a token is due: after card {after}, {count} tokens must be down.",
        "no_card": "there is no card on {cell} to take a token.",
        "has_token": "the card on {cell} already holds an influence token.",
        "no_token_excuse": "the Excuse takes no influence token.",
        "no_token_pawn": "a Pawn takes no influence token.",
        "no_token_court": "a Court takes no influence token.",
        "no_tokens_left": "you have no influence token left.",
        "opponent_district": ("the card on {cell} lies in a district {owner} controls (through one "
            "of its suits)."),
    },
}

# The table's own words (render.py).
_TABLE: WordTable = {
    "de": {
        "seat.0": "rot ●",
        "seat.1": "schwarz ■",
        "seat.2": "weiß ▲",
        "rank.A": "A",
        "rank.P": "B",
        "rank.T": "H",
        "city": "Die Stadt Jacynth",
        "token_of": "Einflussmarke von {name}",
        "aria.place": "Auf {cell} legen: {card}",
        "aria.token": "Einflussmarke auf {cell} setzen: {card}",
        "aria.try_place": "Warum darf {card} nicht auf {cell}?",
        "aria.try_token": "Warum darf keine Marke auf {card} ({cell})?",
        "aria.try_empty": "Warum darf keine Marke auf {cell}?",
        "hint.choose": "Wähle eine Karte aus deiner Hand, dann ein leuchtendes Feld.",
        "hint.place": "Gewählt: {card}. Wähle jetzt ein leuchtendes Feld.",
        "hint.first_token": "Setze deine erste Einflussmarke auf eine der vier Eckkarten.",
        "hint.token": "Setze eine Einflussmarke auf eine leuchtende Karte – oder keine.",
        "hint.token_forced": "Jetzt ist eine Einflussmarke fällig: setze sie auf eine leuchtende Karte.",
        "skip": "Keine Marke setzen",
        "hand.title": "Hand von {name}",
        "hand.empty": "Keine Karten mehr auf der Hand.",
        "tokens_left": "Marken übrig: {n}",
        "hand_count": "Hand: {n}",
        "draw_pile": "Nachziehstapel: {n}",
        "districts": "Distrikte",
        "districts_of": "Distrikte der {suit}",
        "no_district": "Noch keiner.",
        "nobody": "niemand",
        "cards": "{n} {n:Karte|Karten}",
        "solo.score": "{score} {score:Punkt|Punkte}: {title}",
        "solo.played": "Gespielt: {n} von {total} {total:Karte|Karten}",
        "solo.deadlines": "Fällig:",
        "solo.deadline": "{count} nach Karte {after}",
        "solo.flip_keep": "Aufgedeckt und abgeworfen: {card}; {played} bleibt liegen.",
        "solo.flip_swap": "Aufgedeckt: {card} – liegt nun in der Stadt; abgeworfen: {played}.",
        "final.district": "Distrikt",
        "final.pick": "Tippe einen Distrikt an, um ihn in der Stadt zu markieren; ein zweiter Tipp hebt die Markierung auf.",
        "district.name": "{suit} bei {cell}",
        "district.show": "In der Stadt markieren: {district}",
        "district.marked": "In der Stadt markiert: {district}, {cards}, kontrolliert von {owner}.",
        "district.marked_free": "In der Stadt markiert: {district}, {cards}, von niemandem kontrolliert.",
        "district.clear": "Markierung aufheben",
        "zoom": "Vergrößern: {card}",
        "zoom.close": "Schließen",
        "zoom.rank": "Rang: {rank}",
        "zoom.suits": "{n:Farbe|Farben}:",
        "zoom.excuse": "Ohne Rang und ohne Farbe.",
        "zoom.in_hand": "Auf deiner Hand.",
        "zoom.discarded": "Abgeworfen.",
        "zoom.cell": "Liegt in der Stadt auf {cell}.",
        "zoom.token": "Einflussmarke von {name}",
        "rank_name.A": "Ass",
        "rank_name.P": "Bauer",
        "rank_name.T": "Hof",
        "rank_name.C": "Krone",
        "rank_title": "Rang {rank}",
        "rank_upto": "{high} Punkte oder weniger",
        "rank_range": "{low} bis {high} Punkte",
        "rank_from": "{low} Punkte oder mehr",
        "lens.on": "Karten ansehen",
        "lens.off": "Fertig",
        "hint.lens": "Tippe eine Karte an, um sie groß zu sehen. „Fertig“ führt zurück zum Setzen der Marke.",
        "final.size": "Karten",
        "final.explain": "Ein Punkt je Karte jedes kontrollierten Distrikts:",
        "final.points": "{n} {n:Punkt|Punkte}",
        "final.none": "Kein Distrikt.",
    },
    "en": {
        "seat.0": "red ●",
        "seat.1": "black ■",
        "seat.2": "white ▲",
        "rank.A": "A",
        "rank.P": "P",
        "rank.T": "Ct",
        "city": "The city of Jacynth",
        "token_of": "token of {name}",
        "aria.place": "Place {card} on {cell}",
        "aria.token": "Put a token on {card} ({cell})",
        "aria.try_place": "Why can {card} not go on {cell}?",
        "aria.try_token": "Why can no token go on {card} ({cell})?",
        "aria.try_empty": "Why can no token go on {cell}?",
        "hint.choose": "Choose a card from your hand, then a lit cell.",
        "hint.place": "Where does {card} go? Choose a lit cell.",
        "hint.first_token": "Put your first influence token on one of the four corner cards.",
        "hint.token": "Put an influence token on a lit card – or none.",
        "hint.token_forced": "A token is due now: put it on a lit card.",
        "skip": "No token this turn",
        "hand.title": "{name}'s hand",
        "hand.empty": "No cards left in hand.",
        "tokens_left": "Tokens left: {n}",
        "hand_count": "Hand: {n}",
        "draw_pile": "Draw pile: {n}",
        "districts": "Districts",
        "districts_of": "Districts of {suit}",
        "no_district": "None yet.",
        "nobody": "nobody",
        "cards": "{n} {n:card|cards}",
        "solo.score": "{score} {score:point|points}: {title}",
        "solo.played": "Played: {n} of {total} {total:card|cards}",
        "solo.deadlines": "Tokens due:",
        "solo.deadline": "{count} after card {after}",
        "solo.flip_keep": "Turned up {card}. Discarded; {played} stays.",
        "solo.flip_swap": "Turned up {card}. It replaces {played}.",
        "final.district": "District",
        "final.pick": "Tap a district to mark it in the city; a second tap clears the mark.",
        "district.name": "{suit} at {cell}",
        "district.show": "Mark in the city: {district}",
        "district.marked": "Marked in the city: {district}, {cards}, controlled by {owner}.",
        "district.marked_free": "Marked in the city: {district}, {cards}, controlled by nobody.",
        "district.clear": "Clear the mark",
        "zoom": "Enlarge: {card}",
        "zoom.close": "Close",
        "zoom.rank": "Rank: {rank}",
        "zoom.suits": "{n:Suit|Suits}:",
        "zoom.excuse": "No rank and no suit.",
        "zoom.in_hand": "In your hand.",
        "zoom.discarded": "Discarded.",
        "zoom.cell": "In the city on {cell}.",
        "zoom.token": "{name}'s influence token",
        "rank_name.A": "Ace",
        "rank_name.P": "Pawn",
        "rank_name.T": "Court",
        "rank_name.C": "Crown",
        "rank_title": "Rank {rank}",
        "rank_upto": "{high} points or fewer",
        "rank_range": "{low} to {high} points",
        "rank_from": "{low} points or more",
        "lens.on": "Look at cards",
        "lens.off": "Done looking",
        "hint.lens": "Tap a card to see it large. 'Done looking' takes you back to placing a token.",
        "final.size": "Cards",
        "final.explain": "One point per card of each district a player controls:",
        "final.points": "{n} {n:point|points}",
        "final.none": "No district.",
    },
}

# The names of the suits (`suit.<letter>`) and the cards (`card.<id>`).
_NAMES: WordTable = {
    lang: {**{f"suit.{suit}": names[i] for suit, names in SUIT_NAMES.items()},
           **{f"card.{card}": names[lang] for card, names in NAMES.items()}}
    for lang, i in (("en", 0), ("de", 1))
}

WORDS = word_tables(("", _GAME), ("option.", _OPTIONS), ("log.", _LOG), ("solo_rank.", _SOLO_RANK),
                    ("refuse.", _REFUSE), ("", _TABLE), ("", _NAMES))
