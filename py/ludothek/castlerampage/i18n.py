"""Castle Rampage's words in German and English: `WORDS = {"de": {...}, "en": {...}}`, the same
keys in both, built from the tables below, and `log_args`, the extra arguments of log lines.

Keys: "card.<id>" (name), "card.<id>.text" (rules text), "log.<key>" (one sentence per kind of
log entry), "refuse.<key>" (why a move is refused, refusals.py), the page's words ("zone.*",
"act.*", "prompt.*", ...). Templates are filled by
`ludothek.draw.words.fill`: plurals are choices such as `{n} {n:Karte|Karten}`. A log line gets
the entry's args, `{name}` (the player named by the entry's `seat`), `{card_name}` (the name of
the card id in `card`) and what `log_args` adds: `{what}`, the cards of an event with hidden
cards, named to the seat whose cards they are and only counted to everyone else (the rules keep
those names out of the other seats' logs, rules.py `log_for`).

Card texts are templates filled from the numbers in cards.py, so a corrected value there changes
the text as well. Reconstructed card fields are listed in cards.py (`rec`); "card.reconstructed"
labels that mark.
"""

from typing import Any

from ..draw.words import fill, joined, word_tables
from .cards import BY_ID, HORSE, SWORD, BOW
from .explain_words import EXPLAIN

_SYMBOL = {"de": {HORSE: "Pferd", SWORD: "Schwert", BOW: "Bogen"},
           "en": {HORSE: "horse", SWORD: "sword", BOW: "bow"}}

_NAMES = {
    "axt": ("Axtkämpfer", "Axe Fighter"),
    "beschwoerer": ("Beschwörer", "Summoner"),
    "bogen": ("Bogenschütze", "Archer"),
    "pfeilhagel": ("Pfeilhagel", "Hail of Arrows"),
    "ritter": ("Ritter", "Knight"),
    "soeldner_p": ("Söldner (Pferd)", "Mercenary (horse)"),
    "soeldner_s": ("Söldner (Schwert)", "Mercenary (sword)"),
    "soeldner_b": ("Söldner (Bogen)", "Mercenary (bow)"),
    "berater": ("Berater", "Adviser"),
    "knappe": ("Knappe", "Squire"),
    "tunnel": ("Tunnelgräber", "Sapper"),
    "veteran": ("Veteran", "Veteran"),
    "diplomat": ("Diplomat", "Diplomat"),
    "drache": ("Drache", "Dragon"),
    "erdbeben": ("Erdbeben", "Earthquake"),
    "heiler": ("Heiler", "Healer"),
    "koch": ("Koch", "Cook"),
    "aufgebot": ("Letztes Aufgebot", "Last Levy"),
    "nachschub": ("Nachschub", "Supplies"),
    "narr": ("Narr", "Fool"),
    "priester": ("Priester", "Priest"),
    "ueberlaeufer": ("Überläufer", "Defector"),
    "verraeter": ("Verräter", "Traitor"),
    "oger": ("Oger", "Ogre"),
    "saboteur": ("Saboteur", "Saboteur"),
    "spion": ("Spion", "Spy"),
    "bombenleger": ("Bombenleger", "Bomber"),
    "raeuber": ("Räuber", "Robber"),
    "bauarbeiter": ("Bauarbeiter", "Builder"),
    "riese": ("Riese", "Giant"),
    "reiter": ("Reiter", "Rider"),
    "schwert": ("Schwertkämpfer", "Swordsman"),
    "armbrust": ("Armbrustschütze", "Crossbowman"),
}
for _n in range(1, 10):
    _NAMES[f"plan{_n}"] = (f"Angriffsplan {_n}", f"Battle Plan {_n}")

_LOCK = {"de": " Wer danach in diesem Zug noch einen Heiler oder Nachschub spielt, spielt "
               "keine weitere Karte mehr aus.",
         "en": " If another Healer or Supplies follows this turn, no more cards may be played "
               "after it."}

_TEXT = {
    "de": {
        "axt": "Ziehe {draw} {draw:Karte|Karten}, dann greife an. Dein nächster Angriff in "
               "diesem Zug erhält +{bonus}.",
        "beschwoerer": "Greift den Gegner und dich selbst an: zwei Teilangriffe mit demselben "
                       "Wert, zuerst gegen den Gegner. Fällt deine eigene Burg, verlierst du.",
        "bogen": "Greift direkt die Burg an; das Tor wird ignoriert.",
        "pfeilhagel": "Greift das Tor an (überzählige Punkte verfallen), dann in einem eigenen "
                      "Angriff die Burg mit {castle_attack}. Ist das Tor leer, nur die Burg.",
        "ritter": "Wirf 1 weitere Handkarte ab für +{extra}.",
        "soeldner": "Wirf eine Einheit mit {need}-Symbol ab für +{plus}.",
        "plan": "Kosten: Wirf Einheiten ab: {needs}. Eine weitere Einheit ({more}) gibt +{plus}.",
        "berater": "Ziehe zu Beginn jedes deiner Züge {draw} {draw:Karte|Karten} mehr. Ohne "
                   "Karte im Tor nicht spielbar.",
        "knappe": "Jeder deiner Angriffe erhält +{plus}.",
        "tunnel": "Vor jedem deiner Angriffe wählst du, ob er das Tor oder die Burg trifft.",
        "veteran": "Greift einmal in jedem deiner Züge an, auch in dem, in dem er ausgelegt "
                   "wurde. Ein zweiter Veteran hat keine Wirkung.",
        "diplomat": "Der Gegner darf in seinem nächsten Zug keine Karte mit Angriffswert "
                    "ausspielen. Ein ausliegender Veteran greift trotzdem an; ein Narr ist "
                    "erlaubt.",
        "drache": "Der Gegner wirft "
                  "{gate_cards:die oberste Karte|die obersten {gate_cards} Karten} seines Tors "
                  "ab; ist das Tor leer, nur die oberste Karte seiner Burg.",
        "erdbeben": "Beide Spieler werfen "
                    "{gate_cards:die oberste Karte|die obersten {gate_cards} Karten} ihres Tors "
                    "ab; ist es leer, nur die oberste Karte ihrer Burg. Fallen beide Burgen, "
                    "verliert der aktive Spieler.",
        "heiler": "Lege {cards:die oberste Karte|die obersten {cards} Karten} des "
                  "Nachziehstapels ungesehen unter deine Burg.",
        "koch": "Dein nächster Angriff in diesem Zug erhält +{bonus}.",
        "aufgebot": "Spiele sie, wenn du angegriffen wirst, direkt vor dem Kampf: der Angriff "
                    "wird um {minus} schwächer. Bei 0 oder weniger findet er nicht statt.",
        "nachschub": "Ziehe {draw} {draw:Karte|Karten}.",
        "narr": "Spiele beliebig viele Angriffskarten dazu (Kosten zahlen, keine weiteren "
                "Effekte), addiere ihre Angriffswerte und greife die gegnerische Burg an. "
                "Fällt sie, gewinnst du, sonst verlierst du.",
        "priester": "Beide Spieler werfen alle Einheiten (Pferd, Schwert, Bogen) aus ihrer "
                    "Hand ab.",
        "ueberlaeufer": "Lege {cards:die oberste Karte|die obersten {cards} Karten} des "
                        "gegnerischen Tors ungesehen unter dein Tor.",
        "verraeter": "Tausche ungesehen die oberste Karte deiner Burg mit der obersten der "
                     "gegnerischen Burg; beide kommen unter die Burg.",
        "oger": "Nur zum Verstärken, mit Kosten; gilt als die Verstärkung dieses Zuges.",
        "saboteur": "Lege ihn verdeckt unter das gegnerische Tor. Wird er bei einem Angriff "
                    "zerstört, erhält der restliche Angriff +{plus}.",
        "spion": "Lege ihn verdeckt unter das gegnerische Tor. Wird er bei einem Angriff "
                 "zerstört, wirft sein Besitzer nach dem Angriff {discard} "
                 "{discard:Handkarte|Handkarten} ab.",
        "bombenleger": "Nur zum Verstärken. Wird er bei einem Angriff zerstört, wirft der "
                       "Angreifer nach dem Angriff {discard} {discard:Handkarte|Handkarten} "
                       "ab.",
        "raeuber": "Die Karten, die dieser Angriff zerstört, nimmst du auf die Hand.",
        "bauarbeiter": "Lege bis zu {cards} {cards:Karte|Karten} von oben deines Tors unter "
                       "deine Burg oder von oben deiner Burg unter dein Tor (die letzte "
                       "Burgkarte bleibt).",
        "unit": "Einheit.",
    },
    "en": {
        "axt": "Draw {draw} {draw:card|cards}, then attack. Your next attack this turn gets "
               "+{bonus}.",
        "beschwoerer": "Attacks your opponent and yourself: two partial attacks of the same "
                       "value, the opponent first. If your own Castle falls, you lose.",
        "bogen": "Attacks the Castle directly, ignoring the Gate.",
        "pfeilhagel": "Attacks the Gate (surplus points are lost), then, as an attack of its "
                      "own, the Castle with {castle_attack}. If the Gate is empty, only the "
                      "Castle.",
        "ritter": "Discard 1 more hand card for +{extra}.",
        "soeldner": "Discard a unit with the {need} symbol for +{plus}.",
        "plan": "Cost: discard units: {needs}. One more unit ({more}) gives +{plus}.",
        "berater": "Draw {draw} more {draw:card|cards} at the start of each of your turns. "
                   "Cannot be played without a card in your Gate.",
        "knappe": "Each of your attacks gets +{plus}.",
        "tunnel": "Before each of your attacks, choose whether it hits the Gate or the Castle.",
        "veteran": "Attacks once in each of your turns, the turn it is laid out included. A "
                   "second Veteran has no effect.",
        "diplomat": "Your opponent may play no card with an attack value in their next turn. A "
                    "Veteran in their display still attacks; a Fool is allowed.",
        "drache": "Your opponent discards "
                  "{gate_cards:the top card|the top {gate_cards} cards} of their Gate; if the "
                  "Gate is empty, only the top card of their Castle.",
        "erdbeben": "Both players discard "
                    "{gate_cards:the top card|the top {gate_cards} cards} of their Gate; if it "
                    "is empty, only the top card of their Castle. If both Castles fall, the "
                    "active player loses.",
        "heiler": "Put {cards:the top card|the top {cards} cards} of the draw pile unseen "
                  "under your Castle.",
        "koch": "Your next attack this turn gets +{bonus}.",
        "aufgebot": "Play it when you are attacked, just before the fight: the attack loses "
                    "{minus}. At 0 or less it does not take place.",
        "nachschub": "Draw {draw} {draw:card|cards}.",
        "narr": "Add any number of attack cards (pay their costs, no other effects), sum their "
                "attack values and attack your opponent's Castle. If it falls, you win; "
                "otherwise you lose.",
        "priester": "Both players discard every unit (horse, sword, bow) from their hand.",
        "ueberlaeufer": "Put {cards:the top card|the top {cards} cards} of your opponent's "
                        "Gate unseen under your Gate.",
        "verraeter": "Swap, unseen, the top card of your Castle with the top card of your "
                     "opponent's Castle; both go under the Castle.",
        "oger": "Only for reinforcing, with its cost; it counts as this turn's reinforcement.",
        "saboteur": "Put it face down under your opponent's Gate. When an attack destroys "
                    "it, the rest of that attack gets +{plus}.",
        "spion": "Put it face down under your opponent's Gate. When an attack destroys it, its "
                 "holder discards {discard} hand {discard:card|cards} after the attack.",
        "bombenleger": "Only for reinforcing. When an attack destroys it, the attacker "
                       "discards {discard} hand {discard:card|cards} after the attack.",
        "raeuber": "The cards this attack destroys go to your hand.",
        "bauarbeiter": "Move up to {cards} {cards:card|cards} from the top of your Gate under "
                       "your Castle, or from the top of your Castle under your Gate (the last "
                       "Castle card stays).",
        "unit": "Unit.",
    },
}

_COST = {
    "de": {"discard": "Kosten: Wirf {n} {n:Handkarte|Handkarten} ab. ",
           "gate": "Kosten: Entferne die oberste Karte deines Tors. ",
           "gate_castle": "Kosten: Entferne die oberste Karte deines Tors und deiner Burg. "},
    "en": {"discard": "Cost: discard {n} hand {n:card|cards}. ",
           "gate": "Cost: remove the top card of your Gate. ",
           "gate_castle": "Cost: remove the top card of your Gate and of your Castle. "},
}


def _card_text(lang: str, kind: str) -> str:
    card = BY_ID[kind]
    texts = _TEXT[lang]
    params = dict(card.params)
    symbol = _SYMBOL[lang]
    if "need" in params:
        params["need"] = symbol[params["need"]]
    if "needs" in params:
        params["needs"] = " + ".join(symbol[s] for s in params["needs"])
        params["more"] = symbol[params["more"]]
    key = "soeldner" if kind.startswith("soeldner") else "plan" if kind.startswith("plan") \
        else kind if kind in texts else "unit"
    text = fill(texts[key], params)
    if card.cost:
        text = fill(_COST[lang][card.cost[0]], {"n": card.cost[1]}) + text
    if card.perm:
        text = "∞ " + text
    if kind in ("heiler", "nachschub"):
        text += _LOCK[lang]
    return text


_LOG = {
    "de": {
        "start": "{name} ist Startspieler.",
        "deal": "{name} erhält {what} für Tor und Burg.",
        "place_gate": "{name} legt {what} unter das Tor.",
        "place_castle": "{name} legt {what} unter die Burg.",
        "setup_done": "Die violetten Karten werden in den Nachziehstapel gemischt.",
        "turn": "Zug {turn}: {name} ist am Zug.",
        "draw": "{name} zieht {what}.",
        "reshuffle": "Der Ablagestapel wird gemischt und ist der neue Nachziehstapel ({n} "
                     "{n:Karte|Karten}).",
        "end": "{name} beendet den Zug.",
        "veteran": "Der Veteran von {name} greift an.",
        "oger_gate": "{name} verstärkt das Tor mit dem Oger.",
        "oger_castle": "{name} verstärkt die Burg mit dem Oger.",
        "reinforce_gate": "{name} legt {what} zur Verstärkung unter das Tor.",
        "reinforce_castle": "{name} legt {what} zur Verstärkung unter die Burg.",
        "sos": "{name} schiebt {what} unter das gegnerische Tor.",
        "play": "{name} spielt {card_name}.",
        "pay": "{name} wirft {card_name} ab.",
        "cost_gate": "{name} entfernt {card_name} vom Tor (Kosten).",
        "cost_castle": "{name} entfernt {card_name} von der Burg (Kosten).",
        "lose_gate": "{name} verliert {card_name} vom Tor.",
        "lose_castle": "{name} verliert {card_name} von der Burg.",
        "heal": "{name} legt {n} {n:Karte|Karten} ungesehen unter die Burg.",
        "bonus": "Der nächste Angriff von {name} erhält +{n}.",
        "discard": "{name} wirft {card_name} ab.",
        "defect": "{name} legt {n} {n:Karte|Karten} des gegnerischen Tors unter das eigene Tor.",
        "swap": "{name} tauscht die obersten Karten der Burgen.",
        "build_tocastle": "{name} legt {n} {n:Karte|Karten} vom Tor unter die Burg.",
        "build_togate": "{name} legt {n} {n:Karte|Karten} von der Burg unter das Tor.",
        "locked": "{name} darf in diesem Zug keine Karte mehr ausspielen.",
        "narr_add": "{name} legt {card_name} zum Narren.",
        "narr_sum": "Der Narr von {name} hat nun {strength} Angriffspunkte.",
        "attack": "{name} greift mit {card_name} an.",
        "may_react": "{name} kann ein Letztes Aufgebot spielen (Angriff {strength}).",
        "decline": "{name} spielt kein Letztes Aufgebot.",
        "react": "{name} spielt ein Letztes Aufgebot: Angriff noch {strength}.",
        "nofight": "Der Angriff auf {name} findet nicht statt.",
        "target_gate": "{name} greift das Tor an.",
        "target_castle": "{name} greift direkt die Burg an.",
        "fight_gate": "Angriff mit {strength} auf das Tor von {name}.",
        "fight_castle": "Angriff mit {strength} auf die Burg von {name}.",
        "overflow": "Das Tor von {name} ist gefallen; der Rest-Angriff von {strength} geht auf "
                    "die Burg über.",
        "wasted": "Das Tor von {name} ist gefallen; der Rest-Angriff von {strength} verfällt.",
        "reveal_gate": "Tor von {name}: {card_name} (Verteidigung {defence}) gegen Angriff {strength}.",
        "reveal_castle": "Burg von {name}: {card_name} (Verteidigung {defence}) gegen Angriff {strength}.",
        "saboteur": "Der zerstörte Saboteur verstärkt den Rest-Angriff auf {strength}.",
        "hold": "{card_name} hält stand und wird wieder verdeckt.",
        "destroy": "{card_name} von {name} wird zerstört; Rest-Angriff {strength}.",
        "rob": "{name} nimmt {card_name} auf die Hand.",
        "must_discard": "{name} muss {n} {n:Handkarte|Handkarten} abwerfen.",
        "win_castle": "Eine Burg ist gefallen: {name} gewinnt.",
        "win_both_castles": "Beide Burgen sind gefallen: {name} gewinnt, der aktive Spieler verliert.",
        "win_narr": "Der Narr hat die Burg zerstört: {name} gewinnt.",
        "win_narr_failed": "Der Narr ist gescheitert: {name} gewinnt.",
        "win_limit": "Nach {turns} Zügen endet das Spiel: {name} hat die größere Burg und gewinnt.",
        "win_limit_gate": "Nach {turns} Zügen endet das Spiel: die Burgen sind gleich groß, "
                          "{name} hat das größere Tor und gewinnt.",
        "draw_limit": "Nach {turns} Zügen endet das Spiel unentschieden.",
    },
    "en": {
        "start": "{name} is the start player.",
        "deal": "{name} receives {what} for Gate and Castle.",
        "place_gate": "{name} puts {what} under the Gate.",
        "place_castle": "{name} puts {what} under the Castle.",
        "setup_done": "The purple cards are shuffled into the draw pile.",
        "turn": "Turn {turn}: {name} to play.",
        "draw": "{name} draws {what}.",
        "reshuffle": "The discard pile is shuffled into a new draw pile ({n} {n:card|cards}).",
        "end": "{name} ends the turn.",
        "veteran": "{name}'s Veteran attacks.",
        "oger_gate": "{name} reinforces the Gate with the Ogre.",
        "oger_castle": "{name} reinforces the Castle with the Ogre.",
        "reinforce_gate": "{name} reinforces the Gate with {what}.",
        "reinforce_castle": "{name} reinforces the Castle with {what}.",
        "sos": "{name} slips {what} under the opponent's Gate.",
        "play": "{name} plays {card_name}.",
        "pay": "{name} discards {card_name}.",
        "cost_gate": "{name} removes {card_name} from the Gate (cost).",
        "cost_castle": "{name} removes {card_name} from the Castle (cost).",
        "lose_gate": "{name} loses {card_name} from the Gate.",
        "lose_castle": "{name} loses {card_name} from the Castle.",
        "heal": "{name} puts {n} {n:card|cards} unseen under the Castle.",
        "bonus": "{name}'s next attack gets +{n}.",
        "discard": "{name} discards {card_name}.",
        "defect": "{name} puts {n} {n:card|cards} of the opponent's Gate under their own Gate.",
        "swap": "{name} swaps the top cards of the Castles.",
        "build_tocastle": "{name} moves {n} {n:card|cards} from the Gate under the Castle.",
        "build_togate": "{name} moves {n} {n:card|cards} from the Castle under the Gate.",
        "locked": "{name} may play no more cards this turn.",
        "narr_add": "{name} adds {card_name} to the Fool.",
        "narr_sum": "{name}'s Fool now has {strength} attack points.",
        "attack": "{name} attacks with {card_name}.",
        "may_react": "{name} may play a Last Levy (attack {strength}).",
        "decline": "{name} plays no Last Levy.",
        "react": "{name} plays a Last Levy: the attack is down to {strength}.",
        "nofight": "The attack on {name} does not take place.",
        "target_gate": "{name} attacks the Gate.",
        "target_castle": "{name} attacks the Castle directly.",
        "fight_gate": "Attack of {strength} on {name}'s Gate.",
        "fight_castle": "Attack of {strength} on {name}'s Castle.",
        "overflow": "{name}'s Gate has fallen; the remaining attack of {strength} goes on to "
                    "the Castle.",
        "wasted": "{name}'s Gate has fallen; the remaining attack of {strength} is lost.",
        "reveal_gate": "{name}'s Gate: {card_name} (defence {defence}) against attack {strength}.",
        "reveal_castle": "{name}'s Castle: {card_name} (defence {defence}) against attack {strength}.",
        "saboteur": "The destroyed Saboteur raises the remaining attack to {strength}.",
        "hold": "{card_name} holds and is turned face down again.",
        "destroy": "{name}'s {card_name} is destroyed; attack left {strength}.",
        "rob": "{name} takes {card_name} into their hand.",
        "must_discard": "{name} must discard {n} hand {n:card|cards}.",
        "win_castle": "A Castle has fallen: {name} wins.",
        "win_both_castles": "Both Castles have fallen: {name} wins, the active player loses.",
        "win_narr": "The Fool destroyed the Castle: {name} wins.",
        "win_narr_failed": "The Fool failed: {name} wins.",
        "win_limit": "After {turns} turns the game ends: {name} has the larger Castle and wins.",
        "win_limit_gate": "After {turns} turns the game ends: the Castles are the same size, "
                          "{name} has the larger Gate and wins.",
        "draw_limit": "After {turns} turns the game ends in a draw.",
    },
}

_UI = {
    "de": {"title": "Castle Rampage", "and": "und", "hidden.card": "eine Karte",
           "hidden.cards": "{n} {n:Karte|Karten}", "hidden.sos": "einen Spion oder Saboteur",
           "card.reconstructed": "rekonstruiert",
           "card.reconstructed.help": "Die gedruckten Karten liegen nicht vor: markierte Werte "
                                      "sind rekonstruiert.",
           "card.spy_or_saboteur": "Spion oder Saboteur",
           "zone.gate": "Tor", "zone.castle": "Burg", "zone.display": "Auslage",
           "zone.draw": "Nachziehstapel", "zone.discard": "Ablagestapel"},
    "en": {"title": "Castle Rampage", "and": "and", "hidden.card": "a card",
           "hidden.cards": "{n} {n:card|cards}", "hidden.sos": "a Spy or Saboteur",
           "card.reconstructed": "reconstructed",
           "card.reconstructed.help": "The printed cards are not available: marked values "
                                      "are reconstructed.",
           "card.spy_or_saboteur": "Spy or Saboteur",
           "zone.gate": "Gate", "zone.castle": "Castle", "zone.display": "Display",
           "zone.draw": "Draw pile", "zone.discard": "Discard pile"},
}


# The page (render.py): zones, labels, buttons, prompts, the card detail view, the attack report.
_PAGE = {
    "de": {
        "help": "Ziel: die Burg des Gegners zerstören. Jeder verbirgt Karten verdeckt in einem "
                "Tor und einer Burg; wer die letzte Karte seiner Burg verliert, verliert das "
                "Spiel (fallen beide Burgen zugleich, verliert, wer am Zug ist).\n\n"
                "Aufbau: zweimal erhält jeder 5 Karten, legt 2 unter sein Tor, 2 unter seine "
                "Burg und behält 1 auf der Hand.\n\n"
                "Im Zug ziehst du 2 Karten (der Startspieler im ersten Zug 1) und spielst dann "
                "Karten nacheinander aus: erst die Kosten zahlen, dann wirkt die Karte; "
                "dauerhafte Karten (∞) bleiben in deiner Auslage. Einmal pro Zug darfst du "
                "stattdessen eine Handkarte unter dein Tor oder deine Burg legen. Den Zug "
                "beendest du, wann du willst.\n\n"
                "Ein Angriff trifft die oberste Karte des Tors (ist es leer, der Burg); sie wird "
                "aufgedeckt. Angriff kleiner als ihre Verteidigung: sie hält und wird wieder "
                "verdeckt; gleich: beide werden abgelegt; größer: sie wird zerstört, der Rest "
                "trifft die nächste Karte, vom Tor weiter auf die Burg. Der Verteidiger kann "
                "direkt vor dem Kampf ein Letztes Aufgebot spielen (−3 ✱).\n\n"
                "Du kennst deine Hand, die Karten, die du gelegt hast, und alle aufgedeckten. "
                "Ein rotes Auge auf einer deiner Karten heißt: dein Gegner kennt sie. Violette "
                "Karten wirken, wenn ein Angriff sie zerstört; ein untergeschobener Spion oder "
                "Saboteur heißt für dich „Spion oder Saboteur“. Tippe eine Karte an, um sie zu "
                "vergrößern. Die gedruckten Karten fehlen: viele Werte sind rekonstruiert (✱) – "
                "die vergrößerte Karte zeigt, welche.",
        "blurb": "Karten-Duell um zwei Burgen: verdeckte Tore und Burgen, Angriffe Karte für "
                 "Karte, und viel, was nur einer weiß.",
        "zone.hand": "Hand", "zone.inplay": "Im Spiel",
        "where.gate": "Tor von {name}, Karte {n} von oben",
        "where.castle": "Burg von {name}, Karte {n} von oben",
        "where.gate_all": "Tor von {name}: {n} {n:Karte|Karten}",
        "where.castle_all": "Burg von {name}: {n} {n:Karte|Karten}",
        "where.display": "Auslage von {name}",
        "label.card_def": "{card} (Verteidigung {value})",
        "label.face_down": "verdeckte Karte",
        "label.deduced": "von dir erschlossen",
        "label.eye": "{name} kennt diese Karte",
        "label.eye_not": "{name} kennt diese Karte nicht",
        "label.eye_hand": "{name} weiß, dass du sie hast",
        "label.they_see_sos": "{name} sieht nur „Spion oder Saboteur“",
        "label.opp_hand_known": "Hand von {name}: {card}",
        "label.opp_hand_back": "Hand von {name}: eine Karte, die du nicht kennst",
        "label.has_moves": "spielbar",
        "label.discard_top": "Oberste Karte des Ablagestapels: {card}",
        "ui.empty": "leer",
        "ui.hand_of": "Hand von {name}",
        "ui.your_hand": "Deine Hand",
        "ui.dealt": "Deine Karten für Tor und Burg",
        "ui.draw_list_button": "Was kann darin sein?",
        "ui.discard_list_button": "Alle zeigen",
        "ui.draw_list": "Was noch im Nachziehstapel sein kann",
        "ui.draw_list_help": "Die Karten, über die du nichts weißt: der Nachziehstapel, die "
                             "unbekannten Karten in den Toren und Burgen (auch deinen eigenen, "
                             "etwa nach einem Heiler) und in der Hand des Gegners.",
        "ui.discard_list": "Ablagestapel",
        "ui.close": "Schließen",
        "ui.you": "du",
        "ui.to_move": "am Zug",
        "ui.legend_eye": "Rotes Auge: {name} kennt diese Karte von dir",
        "ui.legend_zoom": "Tippe eine Karte an, um sie zu vergrößern",
        "act.end": "Zug beenden",
        "act.veteran": "Veteran greift an ({n})",
        "act.skip": "Nichts abwerfen",
        "act.narr_go": "Narr greift die Burg an ({n})",
        "act.decline": "Kein Letztes Aufgebot",
        "act.target_gate": "Das Tor von {name} angreifen",
        "act.target_castle": "Direkt die Burg von {name} angreifen",
        "act.react": "Letztes Aufgebot spielen (−{n})",
        "act.setup_gate": "{card} unter das Tor",
        "act.setup_castle": "{card} unter die Burg",
        "act.reinforce_gate": "{card} unter dein Tor legen",
        "act.reinforce_castle": "{card} unter deine Burg legen",
        "act.reinforce_oger_gate": "{card} unter dein Tor legen (Kosten: 1 Handkarte)",
        "act.reinforce_oger_castle": "{card} unter deine Burg legen (Kosten: 1 Handkarte)",
        "act.discard": "{card} abwerfen",
        "act.narr_add": "{card} zum Narren legen (+{n})",
        "act.play_sos": "{card} verdeckt unter das Tor von {name} schieben",
        "act.play_tocastle": "{card} spielen: Tor → Burg",
        "act.play_togate": "{card} spielen: Burg → Tor",
        "act.play_attack": "{card} spielen: Angriff {n}",
        "act.play": "{card} spielen",
        "confirm.narr": "Der Narr ist alles oder nichts: fällt die Burg nicht, verlierst du. "
                        "Ausspielen?",
        "confirm.narr_go": "Der Narr greift die Burg mit {n} (plus Boni) an. Fällt sie nicht, "
                           "verlierst du. Angreifen?",
        "prompt.setup_gate": "Aufbau: lege noch {gate} {gate:Karte|Karten} unter dein Tor. "
                             "Die übrige Karte kommt auf die Hand.",
        "prompt.setup_castle": "Aufbau: lege noch {castle} {castle:Karte|Karten} unter deine "
                               "Burg. Die übrige Karte kommt auf die Hand.",
        "act.setup_short_gate": "→ Tor", "act.setup_short_castle": "→ Burg",
        "fact.cost_units": "Einheiten abwerfen: {units}",
        "prompt.title": "Du bist dran",
        "prompt.title_wait": "Warten",
        "prompt.wait": "{name} ist am Zug.",
        "prompt.setup": "Aufbau: lege noch {gate} {gate:Karte|Karten} unter dein Tor und "
                        "{castle} unter deine Burg. Die übrige Karte kommt auf die Hand.",
        "prompt.main": "Tippe eine Handkarte an: ausspielen oder damit Tor oder Burg verstärken "
                       "(einmal pro Zug). Oder beende den Zug.",
        "prompt.pay": "{card}: Kosten – wirf eine Handkarte ab.",
        "prompt.pay_unit": "{card}: Kosten – wirf eine Einheit mit {symbol}-Symbol ab.",
        "prompt.pay_opt": "{card}: Wirf eine weitere Handkarte ab für +{plus}? (freiwillig)",
        "prompt.pay_opt_unit": "{card}: Wirf eine Einheit mit {symbol}-Symbol ab für +{plus}? "
                               "(freiwillig)",
        "prompt.attack_gate": "{name} greift mit {card} das Tor von {target} an: Stärke {n}.",
        "prompt.attack_castle": "{name} greift mit {card} die Burg von {target} an: Stärke {n}.",
        "prompt.target": "Dein Tunnelgräber: welches Ziel?",
        "prompt.react": "Du kannst ein Letztes Aufgebot spielen: der Angriff sinkt um {n} auf "
                        "{left}.",
        "prompt.discard": "Du musst noch {n} {n:Handkarte|Handkarten} abwerfen.",
        "prompt.narr": "Narr: lege Angriffskarten dazu (jetzt {n}) oder greife an.",
        "chip.bonus": "Nächster Angriff +{n}",
        "chip.knappe": "Knappen: jeder Angriff +{n}",
        "chip.diplomat": "Diplomat: keine Angriffskarten",
        "chip.reinforced": "Verstärkung genutzt",
        "chip.locked": "Keine Karte mehr ausspielbar",
        "chip.veteran_used": "Veteran hat angegriffen",
        "cat.attack": "Angriffskarte", "cat.perm": "dauerhaft", "cat.purple": "violett",
        "cat.other": "Ereignis",
        "fact.category": "Art", "fact.attack": "Angriff", "fact.gate": "Verteidigung im Tor",
        "fact.castle": "Verteidigung in der Burg", "fact.units": "Einheit",
        "fact.cost": "Kosten", "fact.count": "Anzahl im Spiel", "fact.none": "keine",
        "fact.cost_discard": "{n} {n:Handkarte|Handkarten} abwerfen",
        "fact.cost_gate": "oberste Karte des eigenen Tors",
        "fact.cost_gate_castle": "oberste Karte des eigenen Tors und der eigenen Burg",
        "fact.rec_name": "Name und Art erfunden (unbenannte Karten des Spiels)",
        "fact.rec_effect": "Wirkung",
        "fact.rec_timing": "Zeitpunkt der Wirkung",
        "fact.rec_tunnel_bonus": "Bonus eines „ausliegenden Tunnelgräbers“: gelesen als der "
                                 "des Knappen (+{plus} je Knappe)",
        "param.draw": "Karten ziehen", "param.bonus": "Bonus",
        "param.castle_attack": "Angriff auf die Burg",
        "param.extra": "Verstärkung", "param.need": "Symbol für die Verstärkung",
        "param.plus": "Verstärkung", "param.needs": "Abzuwerfende Einheiten",
        "param.more": "Weitere Einheit", "param.gate_cards": "Torkarten",
        "param.cards": "Karten", "param.minus": "Schwächung", "param.discard": "Abwerfen",
        "detail.in_hand": "In deiner Hand.",
        "detail.not_your_turn": "Du bist gerade nicht am Zug.",
        "detail.no_move": "Diese Karte kannst du jetzt nicht einsetzen.",
        "detail.deduced": "Du hast erschlossen, welche Karte das ist.",
        "detail.sos": "Eine verdeckt untergeschobene Karte: Spion oder Saboteur.",
        "detail.unknown": "Du weißt nicht, welche Karte das ist.",
        "detail.opp_hand": "Eine Karte in der Hand von {name}; du weißt nicht, welche.",
        "detail.setup": "Beim Aufbau gelegt: keine violette Karte.",
        "step.attack": "{name}: {card}",
        "step.target_gate": "Ziel: das Tor",
        "step.target_castle": "Ziel: direkt die Burg",
        "step.may_react": "{name}: Letztes Aufgebot?",
        "step.decline": "{name}: kein Aufgebot",
        "step.nofight": "Kein Kampf",
        "step.fight_gate": "Tor von {name}",
        "step.fight_castle": "Burg von {name}",
        "step.overflow": "Rest {n} → Burg",
        "step.wasted": "Rest {n} verfällt",
        "step.must_discard": "{name} wirft {n} ab",
        "step.destroyed": "zerstört · Rest {n}",
        "step.destroyed_rob": "erbeutet · Rest {n}",
        "step.holds": "hält stand",
        "step.saboteur": "Saboteur +{plus} → {n}",
        "step.reveal": "{where} von {name}: {card}",
        "report.title": "Angriffsbericht",
        "report.previous": "Angriffe im letzten Zug von {name}",
        "report.episode": "Angriff {n}",
        "report.replay": "Nochmal zeigen",
        "score": "Burg\u00a0{castle} · Tor\u00a0{gate}",
        "final.reason_castle": "Die Burg von {loser} ist gefallen: {winner} gewinnt.",
        "final.reason_both_castles": "Beide Burgen sind gefallen; wer am Zug war, verliert: "
                                     "{winner} gewinnt.",
        "final.reason_narr": "Der Narr von {winner} hat die Burg von {loser} zerstört: {winner} "
                             "gewinnt.",
        "final.reason_narr_failed": "Der Narr von {loser} ist an der Burg gescheitert: "
                                    "{winner} gewinnt.",
        "final.reason_limit": "Nach {turns} Zügen hat {winner} die größere Burg und gewinnt.",
        "final.reason_limit_gate": "Nach {turns} Zügen sind die Burgen gleich groß; {winner} "
                                   "hat das größere Tor und gewinnt.",
        "final.reason_draw": "Nach {turns} Zügen sind Burgen und Tore gleich groß: "
                             "unentschieden.",
        "final.blow_attack": "Entschieden in Zug {turn} durch den Angriff von {name} mit {card}.",
        "final.blow_play": "Entschieden in Zug {turn}, als {name} {card} spielte.",
        "final.turn": "Das Spiel endete in Zug {turn}.",
        "final.cards": "{n} {n:Karte|Karten}",
        "final.fallen": "gefallen",
        "final.winner": "gewinnt",
        "final.loser": "verliert",
        "final.draw": "unentschieden",
        "final.open_note": "Das Spiel ist aus: alle Karten in Toren, Burgen und Händen sind "
                           "jetzt aufgedeckt.",
    },
    "en": {
        "help": "Goal: destroy your opponent's Castle. Each player hides cards face down in a "
                "Gate and a Castle; whoever loses the last Castle card loses the game (if both "
                "Castles fall at once, the player to move loses).\n\n"
                "Setup: twice, each player gets 5 cards, puts 2 under the Gate and 2 under the "
                "Castle, and keeps 1 in hand.\n\n"
                "On your turn draw 2 cards (the start player 1 in the first turn), then play "
                "cards one by one: pay a card's cost first, then it takes effect; permanent "
                "cards (∞) stay in your display. Once a turn you may instead put a hand card "
                "under your own Gate or Castle. End your turn when you like.\n\n"
                "An attack hits the top card of the Gate (of the Castle if the Gate is empty), "
                "which is turned up. Attack below its defence: it holds and is turned face down "
                "again; equal: both are discarded; above: it is destroyed and the rest hits the "
                "next card, from the Gate on to the Castle. The defender may play a Last Levy "
                "just before a fight (−3 ✱).\n\n"
                "You know your hand, the cards you placed and every card turned up. A red eye "
                "on one of your cards means your opponent knows it. Purple cards act when an "
                "attack destroys them; a Spy or Saboteur slipped under your Gate shows as “Spy "
                "or Saboteur”. Tap a card to enlarge it. The printed cards are lost: many values "
                "are reconstructed (✱) – the enlarged card shows which.",
        "blurb": "A card duel for two castles: face-down Gates and Castles, attacks card by "
                 "card, and much that only one player knows.",
        "zone.hand": "Hand", "zone.inplay": "In play",
        "where.gate": "{name}'s Gate, card {n} from the top",
        "where.castle": "{name}'s Castle, card {n} from the top",
        "where.gate_all": "{name}'s Gate: {n} {n:card|cards}",
        "where.castle_all": "{name}'s Castle: {n} {n:card|cards}",
        "where.display": "{name}'s display",
        "label.card_def": "{card} (defence {value})",
        "label.face_down": "face-down card",
        "label.deduced": "deduced by you",
        "label.eye": "{name} knows this card",
        "label.eye_not": "{name} does not know this card",
        "label.eye_hand": "{name} knows you hold it",
        "label.they_see_sos": "{name} sees only “Spy or Saboteur”",
        "label.opp_hand_known": "{name}'s hand: {card}",
        "label.opp_hand_back": "{name}'s hand: a card you do not know",
        "label.has_moves": "playable",
        "label.discard_top": "Top of the discard pile: {card}",
        "ui.empty": "empty",
        "ui.hand_of": "{name}'s hand",
        "ui.your_hand": "Your hand",
        "ui.dealt": "Your cards for Gate and Castle",
        "ui.draw_list_button": "What could be there?",
        "ui.discard_list_button": "Show all",
        "ui.draw_list": "What could still be in the draw pile",
        "ui.draw_list_help": "The cards you know nothing about: the draw pile, the unknown "
                             "cards in the Gates and Castles (your own too, e.g. after a "
                             "Healer) and in your opponent's hand.",
        "ui.discard_list": "Discard pile",
        "ui.close": "Close",
        "ui.you": "you",
        "ui.to_move": "to move",
        "ui.legend_eye": "Red eye: {name} knows this card of yours",
        "ui.legend_zoom": "Tap a card to enlarge it",
        "act.end": "End turn",
        "act.veteran": "Veteran attacks ({n})",
        "act.skip": "Discard nothing",
        "act.narr_go": "Fool attacks the Castle ({n})",
        "act.decline": "No Last Levy",
        "act.target_gate": "Attack {name}'s Gate",
        "act.target_castle": "Attack {name}'s Castle directly",
        "act.react": "Play Last Levy (−{n})",
        "act.setup_gate": "{card} under the Gate",
        "act.setup_castle": "{card} under the Castle",
        "act.reinforce_gate": "Put {card} under your Gate",
        "act.reinforce_castle": "Put {card} under your Castle",
        "act.reinforce_oger_gate": "Put {card} under your Gate (cost: 1 hand card)",
        "act.reinforce_oger_castle": "Put {card} under your Castle (cost: 1 hand card)",
        "act.discard": "Discard {card}",
        "act.narr_add": "Add {card} to the Fool (+{n})",
        "act.play_sos": "Slip {card} face down under {name}'s Gate",
        "act.play_tocastle": "Play {card}: Gate → Castle",
        "act.play_togate": "Play {card}: Castle → Gate",
        "act.play_attack": "Play {card}: attack {n}",
        "act.play": "Play {card}",
        "confirm.narr": "The Fool is all or nothing: if the Castle does not fall, you lose. "
                        "Play it?",
        "confirm.narr_go": "The Fool attacks the Castle with {n} (plus bonuses). If it does not "
                           "fall, you lose. Attack?",
        "prompt.setup_gate": "Setup: put {gate} more {gate:card|cards} under your Gate. The "
                             "last card goes to your hand.",
        "prompt.setup_castle": "Setup: put {castle} more {castle:card|cards} under your "
                               "Castle. The last card goes to your hand.",
        "act.setup_short_gate": "→ Gate", "act.setup_short_castle": "→ Castle",
        "fact.cost_units": "discard units: {units}",
        "prompt.title": "Your move",
        "prompt.title_wait": "Waiting",
        "prompt.wait": "{name} to move.",
        "prompt.setup": "Setup: put {gate} more {gate:card|cards} under your Gate and {castle} "
                        "under your Castle. The last card goes to your hand.",
        "prompt.main": "Tap a hand card: play it, or reinforce your Gate or Castle with it (once "
                       "a turn). Or end your turn.",
        "prompt.pay": "{card}: cost – discard a hand card.",
        "prompt.pay_unit": "{card}: cost – discard a unit with the {symbol} symbol.",
        "prompt.pay_opt": "{card}: discard one more hand card for +{plus}? (optional)",
        "prompt.pay_opt_unit": "{card}: discard a unit with the {symbol} symbol for +{plus}? "
                               "(optional)",
        "prompt.attack_gate": "{name} attacks {target}'s Gate with {card}: strength {n}.",
        "prompt.attack_castle": "{name} attacks {target}'s Castle with {card}: strength {n}.",
        "prompt.target": "Your Sapper: which target?",
        "prompt.react": "You may play a Last Levy: the attack drops by {n} to {left}.",
        "prompt.discard": "You must discard {n} more hand {n:card|cards}.",
        "prompt.narr": "Fool: add attack cards (now {n}) or attack.",
        "chip.bonus": "Next attack +{n}",
        "chip.knappe": "Squires: every attack +{n}",
        "chip.diplomat": "Diplomat: no attack cards",
        "chip.reinforced": "Reinforcement used",
        "chip.locked": "No more cards may be played",
        "chip.veteran_used": "Veteran has attacked",
        "cat.attack": "attack card", "cat.perm": "permanent", "cat.purple": "purple",
        "cat.other": "event",
        "fact.category": "Kind", "fact.attack": "Attack", "fact.gate": "Defence in the Gate",
        "fact.castle": "Defence in the Castle", "fact.units": "Unit",
        "fact.cost": "Cost", "fact.count": "Copies in the game", "fact.none": "none",
        "fact.cost_discard": "discard {n} hand {n:card|cards}",
        "fact.cost_gate": "top card of your own Gate",
        "fact.cost_gate_castle": "top card of your own Gate and of your own Castle",
        "fact.rec_name": "Name and kind invented (the game's unnamed cards)",
        "fact.rec_effect": "Effect",
        "fact.rec_timing": "When the effect happens",
        "fact.rec_tunnel_bonus": "Bonus of a laid-out Sapper (“ausliegender Tunnelgräber”): "
                                 "read as the Squire's (+{plus} per Squire)",
        "param.draw": "Cards drawn", "param.bonus": "Bonus",
        "param.castle_attack": "Attack on the Castle",
        "param.extra": "Strengthening", "param.need": "Symbol for the strengthening",
        "param.plus": "Strengthening", "param.needs": "Units to discard",
        "param.more": "One more unit", "param.gate_cards": "Gate cards",
        "param.cards": "Cards", "param.minus": "Weakening", "param.discard": "Discards",
        "detail.in_hand": "In your hand.",
        "detail.not_your_turn": "It is not your turn.",
        "detail.no_move": "You cannot use this card now.",
        "detail.deduced": "You have deduced which card this is.",
        "detail.sos": "A card slipped in face down: Spy or Saboteur.",
        "detail.unknown": "You do not know which card this is.",
        "detail.opp_hand": "A card in {name}'s hand; you do not know which one.",
        "detail.setup": "Laid at setup: not a purple card.",
        "step.attack": "{name}: {card}",
        "step.target_gate": "Target: the Gate",
        "step.target_castle": "Target: the Castle directly",
        "step.may_react": "{name}: Last Levy?",
        "step.decline": "{name}: no Levy",
        "step.nofight": "No fight",
        "step.fight_gate": "{name}'s Gate",
        "step.fight_castle": "{name}'s Castle",
        "step.overflow": "{n} left → Castle",
        "step.wasted": "{n} left: lost",
        "step.must_discard": "{name} discards {n}",
        "step.destroyed": "destroyed · {n} left",
        "step.destroyed_rob": "taken · {n} left",
        "step.holds": "holds",
        "step.saboteur": "Saboteur +{plus} → {n}",
        "step.reveal": "{name}'s {where}: {card}",
        "report.title": "Attack report",
        "report.previous": "Attacks in {name}'s last turn",
        "report.episode": "Attack {n}",
        "report.replay": "Show again",
        "score": "Castle\u00a0{castle} · Gate\u00a0{gate}",
        "final.reason_castle": "{loser}'s Castle has fallen: {winner} wins.",
        "final.reason_both_castles": "Both Castles have fallen; the player to move loses: "
                                     "{winner} wins.",
        "final.reason_narr": "{winner}'s Fool destroyed {loser}'s Castle: {winner} wins.",
        "final.reason_narr_failed": "{loser}'s Fool failed against the Castle: {winner} wins.",
        "final.reason_limit": "After {turns} turns {winner} has the larger Castle and wins.",
        "final.reason_limit_gate": "After {turns} turns the Castles are the same size; {winner} "
                                   "has the larger Gate and wins.",
        "final.reason_draw": "After {turns} turns Castles and Gates are equal: a draw.",
        "final.blow_attack": "Decided in turn {turn} by {name}'s attack with {card}.",
        "final.blow_play": "Decided in turn {turn} when {name} played {card}.",
        "final.turn": "The game ended in turn {turn}.",
        "final.cards": "{n} {n:card|cards}",
        "final.fallen": "fallen",
        "final.winner": "wins",
        "final.loser": "loses",
        "final.draw": "draw",
        "final.open_note": "The game is over: every card in the Gates, Castles and hands is "
                           "now shown face up.",
    },
}


# Why a move is refused (refusals.py): said after "Das geht nicht:" / "Not possible:".
_REFUSE = {
    "de": {
        "not_a_move": "Das ist kein Zug in Castle Rampage.",
        "over": "Die Partie ist vorbei.",
        "not_now": "Dieser Zug passt gerade nicht.",
        "setup_first": "Lege zuerst deine ausgeteilten Karten unter Tor und Burg.",
        "not_dealt": "Diese Karte ist nicht unter deinen ausgeteilten Karten.",
        "setup_gate_full": "Unter dein Tor kommen in dieser Runde nur 2 Karten; die anderen "
                           "kommen unter die Burg oder auf die Hand.",
        "setup_castle_full": "Unter deine Burg kommen in dieser Runde nur 2 Karten; die "
                             "anderen kommen unter das Tor oder auf die Hand.",
        "veteran_used": "Dein Veteran hat in diesem Zug schon angegriffen (einmal pro Zug).",
        "no_veteran": "Du hast keinen Veteranen in deiner Auslage.",
        "not_attacked": "Ein Letztes Aufgebot spielst du nur, wenn du angegriffen wirst, "
                        "direkt vor dem Kampf.",
        "not_held": "Diese Karte hast du nicht auf der Hand.",
        "locked": "Du hast in diesem Zug einen zweiten Heiler oder Nachschub gespielt: du "
                  "spielst keine Karte mehr aus, auch nicht zum Verstärken.",
        "reinforced": "Du hast in diesem Zug schon Tor oder Burg verstärkt (einmal pro Zug).",
        "levy_when_attacked": "Das Letzte Aufgebot wirkt nur, wenn du angegriffen wirst; in "
                              "deinem Zug kannst du damit nur Tor oder Burg verstärken.",
        "reinforce_only": "Diese Karte hat ausgespielt keine Wirkung: lege sie zur Verstärkung "
                          "unter dein Tor oder deine Burg.",
        "diplomat": "Ein Diplomat verbietet dir in diesem Zug Karten mit Angriffswert (dein "
                    "ausliegender Veteran darf angreifen, ein Narr ist erlaubt).",
        "builder_gate_empty": "Dein Tor ist leer: der Bauarbeiter hat nichts, was er unter "
                              "die Burg legen könnte.",
        "builder_last_castle": "Deine letzte Burgkarte bleibt liegen: der Bauarbeiter hat "
                               "nichts, was er unter das Tor legen könnte.",
        "cost_gate": "Die Kosten sind die oberste Karte deines Tors, und dein Tor ist leer.",
        "cost_gate_castle": "Die Kosten sind die oberste Karte deines Tors und deiner Burg: "
                            "dafür brauchst du eine Torkarte und zwei Burgkarten (die letzte "
                            "Burgkarte kann nicht bezahlen).",
        "cost_cards": "Die Kosten sind {n} {n:weitere Handkarte|weitere Handkarten} zum "
                      "Abwerfen, so viele hast du nicht.",
        "cost_units": "Du hast nicht die Einheiten, die die Kosten verlangen.",
        "cost_required": "Das sind Kosten, keine freiwillige Verstärkung: wirf eine passende "
                         "Karte ab.",
        "pay_first": "Bezahle zuerst die Karte im Spiel: wirf eine Karte ab (eine freiwillige "
                     "Verstärkung kannst du auslassen).",
        "pay_unfit": "Diese Karte trägt nicht das verlangte Einheiten-Symbol.",
        "pay_blocks": "Ohne diese Karte könntest du die übrigen verlangten Einheiten nicht "
                      "mehr abwerfen.",
        "narr_first": "Der Narr ist im Spiel: lege Angriffskarten dazu oder greife an.",
        "narr_attack_only": "Zum Narren kommen nur Karten mit Angriffswert.",
        "target_first": "Wähle zuerst das Ziel deines Tunnelgräbers: Tor oder Burg.",
        "react_first": "Entscheide zuerst, ob du gegen diesen Angriff ein Letztes Aufgebot "
                       "spielst.",
        "discard_first": "Wirf zuerst die Karten ab, die du nach dem Angriff abwerfen musst.",
    },
    "en": {
        "not_a_move": "that is not a Castle Rampage move.",
        "over": "the game is over.",
        "not_now": "that move does not fit this moment.",
        "setup_first": "first place your dealt cards under your Gate and Castle.",
        "not_dealt": "that card is not among your dealt cards.",
        "setup_gate_full": "only 2 cards go under your Gate this round; the others go under "
                           "your Castle or to your hand.",
        "setup_castle_full": "only 2 cards go under your Castle this round; the others go "
                             "under your Gate or to your hand.",
        "veteran_used": "your Veteran has already attacked this turn (once a turn).",
        "no_veteran": "you have no Veteran in your display.",
        "not_attacked": "you play a Last Levy only when you are attacked, just before the "
                        "fight.",
        "not_held": "you do not hold that card.",
        "locked": "you played a second Healer or Supplies this turn: you play no more cards, "
                  "not even to reinforce.",
        "reinforced": "you have already reinforced your Gate or Castle this turn (once a "
                      "turn).",
        "levy_when_attacked": "the Last Levy works only when you are attacked; in your own "
                              "turn it can only reinforce your Gate or Castle.",
        "reinforce_only": "this card does nothing when played: put it under your Gate or "
                          "Castle to reinforce.",
        "diplomat": "a Diplomat forbids you cards with an attack value this turn (a Veteran "
                    "in your display may still attack; a Fool is allowed).",
        "builder_gate_empty": "your Gate is empty: the Builder has nothing to move under your "
                              "Castle.",
        "builder_last_castle": "your last Castle card stays: the Builder has nothing to move "
                               "under your Gate.",
        "cost_gate": "its cost is the top card of your Gate, and your Gate is empty.",
        "cost_gate_castle": "its cost is the top card of your Gate and of your Castle: you "
                            "need a Gate card and two Castle cards (your last Castle card "
                            "cannot pay).",
        "cost_cards": "its cost is {n} more hand {n:card|cards} to discard, and you do not "
                      "have that many.",
        "cost_units": "you do not hold the units its cost asks you to discard.",
        "cost_required": "this is a cost, not an optional strengthening: discard a fitting "
                         "card.",
        "pay_first": "first pay for the card in play: discard a card (an optional "
                     "strengthening may be left out).",
        "pay_unfit": "that card lacks the unit symbol asked for.",
        "pay_blocks": "without that card you could not discard the other units still asked "
                      "for.",
        "narr_first": "the Fool is in play: add attack cards or let it attack.",
        "narr_attack_only": "only cards with an attack value can join the Fool.",
        "target_first": "first choose your Sapper's target: the Gate or the Castle.",
        "react_first": "first decide whether to play a Last Levy against this attack.",
        "discard_first": "first discard the cards you owe after the attack.",
    },
}


def _cards(i: int, lang: str) -> dict[str, str]:
    """Unit symbols, card names and card texts (filled from cards.py) in one language."""
    table = {f"unit.{symbol}": word for symbol, word in _SYMBOL[lang].items()}
    for kind in BY_ID:
        table[f"card.{kind}"] = _NAMES[kind][i]
        table[f"card.{kind}.text"] = _card_text(lang, kind)
    return table


# The review's words for a decision whose log lines tell chance or nothing of the choice
# (web/review/words.py DECISIONS).
_REVIEW = {"de": {"skip": "{name} wirft nichts ab.",
                  "go": "{name} greift mit dem Narren die Burg an."},
           "en": {"skip": "{name} discards nothing.",
                  "go": "{name} attacks the Castle with the Fool."}}

# The table told in words for a screen reader (told.py): only what the page's words above do
# not say already (zones, labels, buttons, prompts and the log are reused from them).
_TOLD = {
    "de": {
        "setup": "Aufbau",
        "turn": "Zug {turn}",
        "over": "Partie beendet",
        "phase.setup": "Aufbau: jeder legt von 5 ausgeteilten Karten 2 unter sein Tor und 2 "
                       "unter seine Burg und behält 1 auf der Hand.",
        "phase.main": "{name} spielt Karten aus, darf einmal verstärken und beendet den Zug "
                      "nach Belieben.",
        "attack_first": "Als Erstes trifft er auf: {what}.",
        "slot": "Karte {n} von oben: {what}.",
        "sos_theirs": "{name} hat sie untergeschoben und weiß, welche es ist",
        "setup_laid": "beim Aufbau gelegt, also nicht violett",
        "empty": "Leer.",
        "your_gate": "Dein Tor: {n} {n:Karte|Karten}",
        "your_castle": "Deine Burg: {n} {n:Karte|Karten}",
        "your_display": "Deine Auslage",
        "attack": "Angriff {n}",
        "defence": "Verteidigung {gate} im Tor, {castle} in der Burg",
        "units": "{n:Einheit|Einheiten}: {units}",
        "piles": "Stapel",
        "draw": "Nachziehstapel: {n} verdeckte {n:Karte|Karten}.",
        "discard": "Ablagestapel: {n} offene {n:Karte|Karten}, oben {card}.",
        "discard_empty": "Der Ablagestapel ist leer.",
        "discard_all": "Im Ablagestapel: {list}.",
        "scores": "Burgen und Tore",
        "score": "{name}: {castle} {castle:Burgkarte|Burgkarten}, {gate} {gate:Torkarte|Torkarten}.",
        "limit": "Nach {max} Zügen (jetzt Zug {turn}) gewinnt, wer mehr Burgkarten hat, bei "
                 "Gleichstand, wer mehr Torkarten hat.",
        "group.setup_gate": "Unter dein Tor",
        "group.setup_castle": "Unter deine Burg",
        "group.play": "Karte ausspielen",
        "group.reinforce": "Verstärken (einmal pro Zug)",
        "group.turn": "Dein Zug",
        "play_tocastle": "{card} spielen: Karten vom Tor unter die Burg legen",
        "play_togate": "{card} spielen: Karten von der Burg unter das Tor legen",
        "veteran": "Den Veteranen mit {n} angreifen lassen",
        "strength": "Stärke {n}",
        "narr_go": "Den Narren mit {n} (plus Boni) die Burg von {name} angreifen lassen: hält "
                   "sie, verlierst du",
    },
    "en": {
        "setup": "Setup",
        "turn": "Turn {turn}",
        "over": "Game over",
        "phase.setup": "Setup: of 5 dealt cards each player puts 2 under the Gate and 2 under "
                       "the Castle and keeps 1 in hand.",
        "phase.main": "{name} plays cards, may reinforce once and ends the turn at will.",
        "attack_first": "It meets first: {what}.",
        "slot": "Card {n} from the top: {what}.",
        "sos_theirs": "{name} slipped it in and knows which it is",
        "setup_laid": "laid at setup, so not purple",
        "empty": "Empty.",
        "your_gate": "Your Gate: {n} {n:card|cards}",
        "your_castle": "Your Castle: {n} {n:card|cards}",
        "your_display": "Your display",
        "attack": "attack {n}",
        "defence": "defence {gate} in the Gate, {castle} in the Castle",
        "units": "{n:unit|units}: {units}",
        "piles": "Piles",
        "draw": "Draw pile: {n} face-down {n:card|cards}.",
        "discard": "Discard pile: {n} face-up {n:card|cards}, on top {card}.",
        "discard_empty": "The discard pile is empty.",
        "discard_all": "In the discard pile: {list}.",
        "scores": "Castles and Gates",
        "score": "{name}: {castle} Castle {castle:card|cards}, {gate} Gate {gate:card|cards}.",
        "limit": "After {max} turns (now turn {turn}) the player with more Castle cards wins; "
                 "if equal, the one with more Gate cards.",
        "group.setup_gate": "Under your Gate",
        "group.setup_castle": "Under your Castle",
        "group.play": "Play a card",
        "group.reinforce": "Reinforce (once a turn)",
        "group.turn": "Your turn",
        "play_tocastle": "Play {card}: move cards from your Gate under your Castle",
        "play_togate": "Play {card}: move cards from your Castle under your Gate",
        "veteran": "Let the Veteran attack with {n}",
        "strength": "strength {n}",
        "narr_go": "Let the Fool attack {name}'s Castle with {n} (plus bonuses): if it holds, "
                   "you lose",
    },
}

WORDS = word_tables(("", _UI), ("", _PAGE), ("", {lang: _cards(i, lang) for i, lang in
                                                  enumerate(("de", "en"))}), ("log.", _LOG),
                    ("review.", _REVIEW),
                    ("refuse.", _REFUSE), ("explain.", EXPLAIN), ("told.", _TOLD))

# Log entries whose cards are hidden from all but one seat (rules.py `_note_private`): the
# word for the cards when the entry does not name them.
_ONE_HIDDEN = {"place_gate": "hidden.card", "place_castle": "hidden.card",
               "reinforce_gate": "hidden.card", "reinforce_castle": "hidden.card",
               "sos": "hidden.sos"}
_SOME_HIDDEN = frozenset(("deal", "draw"))


def log_args(lang: str, entry: dict[str, Any], names: list[str]) -> dict[str, str]:
    """The extra args of a log line: `{what}`, the cards of an event with hidden cards, named
    where the entry holds them (the reader's own cards), otherwise counted."""
    words = WORDS[lang]
    k = entry["k"]
    if k in _SOME_HIDDEN:
        cards = entry.get("cards")
        if cards:
            return {"what": joined((words[f"card.{c}"] for c in cards), words["and"])}
        return {"what": fill(words["hidden.cards"], {"n": entry.get("n", 0)})}
    if k in _ONE_HIDDEN:
        card = entry.get("card")
        return {"what": words[f"card.{card}"] if card else words[_ONE_HIDDEN[k]]}
    return {}
