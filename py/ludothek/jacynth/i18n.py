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

# What a piece is and does now (the "?" mode, explain.py): `explain.<key>`.
_EXPLAIN: WordTable = {
    "de": {
        "and": "und",
        "rank_ace": "Ein Ass, der niedrigste Rang, mit einer Farbe: {suits}.",
        "rank_number": "Rang {rank}, mit zwei Farben: {suits}.",
        "rank_crown": "Eine Krone, der höchste Rang, mit einer Farbe: {suits}.",
        "rank_pawn": ("Ein Bauer (erweitertes Deck), im Rang zwischen den Neunen und den Höfen, "
            "mit drei Farben: {suits}. Er zählt als Karte in jedem ihrer Distrikte; auf ihn "
            "kommt keine Einflussmarke."),
        "rank_court": ("Ein Hof (erweitertes Deck), im Rang zwischen den Bauern und den Kronen, "
            "mit drei Farben: {suits}. Er zählt als Karte in jedem ihrer Distrikte; auf ihn "
            "kommt keine Einflussmarke."),
        "rank_excuse": ("Die Ausflucht (erweitertes Deck) hat weder Rang noch Farbe: Sie gehört "
            "zu keinem Distrikt und trennt die Karten um sie herum. Auf sie kommt keine "
            "Einflussmarke."),
        "card_title": "{card} auf {cell}",
        "district_owned": ("{suit}: in einem Distrikt aus {cards} ({cells}), kontrolliert von "
            "{owner}."),
        "district_free": ("{suit}: in einem Distrikt aus {cards} ({cells}), den niemand "
            "kontrolliert."),
        "card_token": "Darauf liegt eine Einflussmarke von {owner}.",
        "token_here": "Jetzt darfst du deine Einflussmarke darauf setzen.",
        "token_not": "Jetzt kommt keine Marke von dir darauf: {why}",
        "closed": ("Für deine Marken gesperrt: {owner} kontrolliert einen Distrikt, in dem sie "
            "liegt."),
        "open": "Sie kann eine deiner Marken tragen, nachdem du eine Karte angelegt hast.",
        "hand_left": "Die Stadt ist voll: Karten, die auf der Hand bleiben, zählen nicht.",
        "hand_now": "Jetzt darf sie auf jedes der {n} leuchtenden {n:Feld|Felder}: {cells}.",
        "hand_later": ("In deinem Zug darf sie auf ein leeres Feld neben einer Karte, jetzt auf "
            "eines von {n}: {cells}."),
        "hand_joins": "Neben Karten ihrer Farben schließt sie sich deren Distrikten an: {spots}.",
        "hand_alone": ("Kein freies Feld grenzt an eine Karte ihrer Farben: Wo sie auch hinkommt, "
            "beginnt sie eigene Distrikte."),
        "cell_title": "Leeres Feld {cell}",
        "cell_open": ("Es grenzt mit einer Kante an eine Karte: Hier darf eine Karte aus der "
            "Hand hin."),
        "cell_closed": "Es grenzt mit keiner Kante an eine Karte: Hier darf noch keine Karte hin.",
        "cell_beside": ("Daneben: {cards}. Eine Karte hier schließt sich den Distrikten der "
            "Farben an, die sie mit ihnen teilt."),
        "cell_now": "Jetzt darf jede Karte deiner Hand hierher: Wähle eine, dann dieses Feld.",
        "cell_token": "Auf ein leeres Feld kommt keine Einflussmarke, nur auf eine Karte.",
        "token_title": "Einflussmarke von {owner}",
        "token_on": "Sie liegt auf {cell} ({card}) und bleibt dort bis zum Ende.",
        "token_controls": ("{suit}: {owner} kontrolliert diesen Distrikt aus {cards}, jetzt {n} "
            "{n:Punkt|Punkte} wert."),
        "token_outranked": ("{suit}: Diesen Distrikt aus {cards} kontrolliert die Marke von "
            "{other} auf einer ranghöheren Karte."),
        "district": "{cards} der Farbe {suit}, Kante an Kante verbunden: {cells}.",
        "district_control": ("{owner} kontrolliert ihn: Die Marke auf {cell} ({card}) ist die "
            "ranghöchste darin. Er bringt {owner} {n} {n:Punkt|Punkte}."),
        "district_nobody": ("Niemand kontrolliert ihn: Eine Marke auf einer seiner Karten "
            "übernimmt ihn; bis dahin zählt er nichts."),
        "suit": ("Eine der sechs Farben. Karten einer gemeinsamen Farbe, Kante an Kante "
            "verbunden, bilden einen Distrikt."),
        "suit_districts": "Ihre Distrikte in der Stadt: {list}.",
        "suit_none": "Noch liegt keine Karte dieser Farbe in der Stadt.",
        "suit_tap": "Außerhalb des „?“-Modus umrandet ein Tipp sie in der Stadt.",
        "player_tokens": "Marken: {shape}; {left} von {all} noch zu setzen.",
        "player_hand_own": "Deine Hand: {n} {n:Karte|Karten}.",
        "player_hand": "{n} {n:Karte|Karten} auf der Hand, für dich verdeckt.",
        "player_turn": "Jetzt am Zug.",
        "score_none": "Jetzt keine Punkte: kein Distrikt unter Kontrolle.",
        "score_districts": ("Jetzt {n} {n:Punkt|Punkte}, einer je Karte jedes kontrollierten "
            "Distrikts: {districts}."),
        "score_rule": ("Ein Punkt je Karte jedes Distrikts, den man kontrolliert; Distrikte ohne "
            "Kontrolle zählen nichts."),
        "score_title": "{name}: {n} {n:Punkt|Punkte}",
        "score_win": "Die meisten Punkte: {name} gewinnt.",
        "score_tie": "Gleichstand bei den meisten Punkten: {name} teilen sich den Sieg.",
        "solo_title": "Dein Rang jetzt: {title}.",
        "solo_next": "Noch {n} {n:Punkt|Punkte} bis {title}.",
        "solo_titles": "Ränge: {table}.",
        "tokens_title": "Einflussmarken von {name}",
        "tokens": "{left} von {all} noch zu setzen; {down} in der Stadt.",
        "tokens_rule": ("Nach dem Anlegen darf man eine Marke auf eine Karte setzen, höchstens "
            "eine je Zug; nie gesetzte Marken zählen nichts."),
        "handcount_title": "Hand von {name}",
        "handcount": "{n} {n:Karte|Karten}, für dich verdeckt.",
        "handcount_draw": "Nach jedem Zug wird eine nachgezogen, solange der Stapel reicht.",
        "pile_title": "Nachziehstapel",
        "pile": "{n} verdeckte {n:Karte|Karten}: Niemand sieht sie.",
        "pile_empty": ("Der Nachziehstapel ist leer: Gespielt wird aus der Hand, bis jedes Feld "
            "voll ist."),
        "pile_draw": "Nach jedem Zug zieht man die oberste Karte, zurück auf drei auf der Hand.",
        "pile_flip": "Wer eine Zahlenkarte spielt, deckt die oberste Karte auf.",
        "deadlines_title": "Fristen für die Marken",
        "deadlines_played": "Gespielt: {n} von {total} Karten; Marken gesetzt: {down} von {all}.",
        "deadlines_list": "Fällig: {due}.",
        "deadline_now": "Jetzt ist eine Marke fällig: „Keine Marke setzen“ gibt es nicht.",
        "deadline_next": ("Als Nächstes: {count} Marken nach Karte {after}, in {n} "
            "{n:Karte|Karten}."),
        "deadlines_done": "Alle Fristen sind erfüllt.",
        "flip_rule": ("Eine gespielte Zahlenkarte hat sie vom Nachziehstapel aufgedeckt: Eine "
            "Zahlenkarte gleichen oder höheren Rangs ersetzt die gespielte, alles andere wird "
            "abgeworfen."),
    },
    "en": {
        "and": "and",
        "rank_ace": "An Ace, the lowest rank, with one suit: {suits}.",
        "rank_number": "Rank {rank}, with two suits: {suits}.",
        "rank_crown": "A Crown, the highest rank, with one suit: {suits}.",
        "rank_pawn": ("A Pawn (extended deck), ranked between the 9s and the Courts, with three "
            "suits: {suits}. It counts as a card in each of their districts; no token goes on it."),
        "rank_court": ("A Court (extended deck), ranked between the Pawns and the Crowns, with "
            "three suits: {suits}. It counts as a card in each of their districts; no token goes "
            "on it."),
        "rank_excuse": ("The Excuse (extended deck) has no rank and no suit: it belongs to no "
            "district and splits the cards around it. No token goes on it."),
        "card_title": "{card} on {cell}",
        "district_owned": "{suit}: in a district of {cards} ({cells}), controlled by {owner}.",
        "district_free": "{suit}: in a district of {cards} ({cells}) that nobody controls.",
        "card_token": "{owner}'s influence token lies on it.",
        "token_here": "Now you may put your influence token on it.",
        "token_not": "No token of yours can go on it now: {why}",
        "closed": "Closed to your tokens: {owner} controls a district it lies in.",
        "open": "It may take one of your tokens after you place a card.",
        "hand_left": "The city is full: cards left in hands do not count.",
        "hand_now": "Now it may go on any of {n} lit {n:cell|cells}: {cells}.",
        "hand_later": ("On your turn it may go on an empty cell beside a card, now on one of "
            "{n}: {cells}."),
        "hand_joins": "Beside cards of its suits it joins their districts: {spots}.",
        "hand_alone": ("No open cell touches a card of its suits: wherever it goes, it starts "
            "districts of its own."),
        "cell_title": "Empty cell {cell}",
        "cell_open": "It shares a side with a card: a card from a hand may go here.",
        "cell_closed": "It touches no card by a side: no card may go here yet.",
        "cell_beside": ("Beside it: {cards}. A card placed here joins the districts of the suits "
            "it shares with them."),
        "cell_now": "Now any card of your hand may go here: choose one, then this cell.",
        "cell_token": "No influence token goes on an empty cell, only on a card.",
        "token_title": "{owner}'s influence token",
        "token_on": "It lies on {cell} ({card}) and stays there to the end.",
        "token_controls": ("{suit}: {owner} controls this district of {cards}, worth {n} "
            "{n:point|points} now."),
        "token_outranked": ("{suit}: {other}'s token on a higher-ranked card controls this "
            "district of {cards}."),
        "district": "{cards} of {suit}, joined edge to edge: {cells}.",
        "district_control": ("{owner} controls it: the token on {cell} ({card}) is the "
            "highest-ranked one in it. It is worth {n} {n:point|points} to {owner}."),
        "district_nobody": ("Nobody controls it: a token on one of its cards claims it; until "
            "then it scores nothing."),
        "suit": ("One of the six suits. Cards sharing a suit and joined edge to edge form a "
            "district."),
        "suit_districts": "Its districts in the city: {list}.",
        "suit_none": "No card of this suit lies in the city yet.",
        "suit_tap": "Outside the '?' mode, a tap outlines them in the city.",
        "player_tokens": "Tokens: {shape}; {left} of {all} left to place.",
        "player_hand_own": "Your hand: {n} {n:card|cards}.",
        "player_hand": "{n} {n:card|cards} in hand, hidden from you.",
        "player_turn": "Their turn now.",
        "score_none": "No points now: no district under their control.",
        "score_districts": ("{n} {n:point|points} now, one per card of each district "
            "controlled: {districts}."),
        "score_rule": ("One point per card of each district a player controls; districts nobody "
            "controls score nothing."),
        "score_title": "{name}: {n} {n:point|points}",
        "score_win": "The most points: {name} wins.",
        "score_tie": "Tied for the most points: {name} share the win.",
        "solo_title": "Your title now: {title}.",
        "solo_next": "{n} more {n:point|points} for {title}.",
        "solo_titles": "Titles: {table}.",
        "tokens_title": "{name}'s influence tokens",
        "tokens": "{left} of {all} left to place; {down} in the city.",
        "tokens_rule": ("After placing a card a player may put a token on a card, at most one a "
            "turn; tokens never placed score nothing."),
        "handcount_title": "{name}'s hand",
        "handcount": "{n} {n:card|cards}, hidden from you.",
        "handcount_draw": "After each turn the player draws one while the draw pile lasts.",
        "pile_title": "Draw pile",
        "pile": "{n} face-down {n:card|cards}: nobody sees them.",
        "pile_empty": ("The draw pile is empty: play goes on from the hands until every cell is "
            "full."),
        "pile_draw": "After each turn the player draws its top card, back to three in hand.",
        "pile_flip": "Playing a number card turns up its top card.",
        "deadlines_title": "Token deadlines",
        "deadlines_played": "Cards played: {n} of {total}; tokens down: {down} of {all}.",
        "deadlines_list": "Tokens due: {due}.",
        "deadline_now": "A token is due now: 'No token this turn' is not offered.",
        "deadline_next": ("Next: {count} tokens down after card {after}, {n} {n:card|cards} "
            "from now."),
        "deadlines_done": "Every deadline is met.",
        "flip_rule": ("A number card played turned it up from the draw pile: a number card of the "
            "same or a higher rank replaces the one played, anything else is discarded."),
    },
}

# The names of the suits (`suit.<letter>`) and the cards (`card.<id>`).
_NAMES: WordTable = {
    lang: {**{f"suit.{suit}": names[i] for suit, names in SUIT_NAMES.items()},
           **{f"card.{card}": names[lang] for card, names in NAMES.items()}}
    for lang, i in (("en", 0), ("de", 1))
}

# The review's words for a decision whose log lines tell chance or nothing of the choice
# (web/review/words.py DECISIONS).
_REVIEW: WordTable = {"de": {"skip": "{name} setzt keine Einflussmarke."},
                      "en": {"skip": "{name} puts no influence token."}}

# The table told in words for a screen reader (told.py): `told.<key>`.
_TOLD: WordTable = {
    "de": {
        "row": "Reihe {row}: {cells}",
        "row.empty": "Reihe {row}: alle Felder leer",
        "empty": "leer",
        "card": "{name} ({rank}, {suits})",
        "card.excuse": "{name} (ohne Rang und Farbe)",
        "last": "Zuletzt gelegt: {card} auf {cell}.",
        "district": "{district}: {cards} ({cells}), kontrolliert von {owner}",
        "district.free": "{district}: {cards} ({cells}), von niemandem kontrolliert",
        "hand": "Hand von {name} (du)",
        "piles": "Nachziehstapel",
        "piles.solo": "Nachziehstapel und Ablage",
        "draw": "Nachziehstapel: {n} {n:Karte|Karten}",
        "discard": "Beim Aufdecken abgeworfen: {cards}",
        "players": "Spieler und Punkte",
        "player": "{name}: {points} {points:Punkt|Punkte}, {tokens} {tokens:Einflussmarke|Einflussmarken} übrig, {cards} {cards:Karte|Karten} auf der Hand",
        "you": "{name} (du)",
        "to_move": "{name} ist am Zug.",
        "met": "{deadline} (erfüllt)",
        "on": "auf {cell}",
        "on.beside": "auf {cell} (daneben: {cards})",
        "on.shared": "auf {cell} (daneben: {cards}; gemeinsame {n:Farbe|Farben}: {suits})",
        "group.token": "Einflussmarke",
        "group.first_token": "Erste Einflussmarke, auf eine Eckkarte",
        "group.token_due": "Einflussmarke jetzt fällig",
        "token": "Einflussmarke auf {cell}: {card}",
        "token.in": "Einflussmarke auf {cell}: {card}; {districts}",
        "token.district": "Distrikt der {suit} aus {cards}",
        "token.district.own": "Distrikt der {suit} aus {cards}, schon deiner",
    },
    "en": {
        "row": "Row {row}: {cells}",
        "row.empty": "Row {row}: all cells empty",
        "empty": "empty",
        "card": "{name} ({rank}, {suits})",
        "card.excuse": "{name} (no rank, no suit)",
        "last": "Last card placed: {card} on {cell}.",
        "district": "{district}: {cards} ({cells}), controlled by {owner}",
        "district.free": "{district}: {cards} ({cells}), controlled by nobody",
        "hand": "{name}'s hand (you)",
        "piles": "Draw pile",
        "piles.solo": "Draw pile and discards",
        "draw": "Draw pile: {n} {n:card|cards}",
        "discard": "Discarded by the flips: {cards}",
        "players": "Players and scores",
        "player": "{name}: {points} {points:point|points}, {tokens} {tokens:token|tokens} left, {cards} {cards:card|cards} in hand",
        "you": "{name} (you)",
        "to_move": "{name} is to move.",
        "met": "{deadline} (met)",
        "on": "on {cell}",
        "on.beside": "on {cell} (beside: {cards})",
        "on.shared": "on {cell} (beside: {cards}; shared {n:suit|suits}: {suits})",
        "group.token": "Influence token",
        "group.first_token": "First influence token, on a corner card",
        "group.token_due": "Influence token due now",
        "token": "Influence token on {card} ({cell})",
        "token.in": "Influence token on {card} ({cell}); {districts}",
        "token.district": "{suit} district of {cards}",
        "token.district.own": "{suit} district of {cards}, already yours",
    },
}

WORDS = word_tables(("", _GAME), ("option.", _OPTIONS), ("log.", _LOG), ("review.", _REVIEW),
                    ("solo_rank.", _SOLO_RANK),
                    ("refuse.", _REFUSE), ("explain.", _EXPLAIN), ("", _TABLE),
                    ("", _NAMES), ("told.", _TOLD))
