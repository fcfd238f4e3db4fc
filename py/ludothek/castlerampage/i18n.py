"""Castle Rampage texts in German and English: title, card names and rules texts, log lines.

Card texts are templates filled from the numbers in cards.py, so a corrected value there changes
the text as well. Keys: "card.<id>" (name), "card.<id>.text" (rules text), "log.<key>". Log
lines are str.format strings over the entry's arguments as the page fills them: `{name}` is the
player named by the entry's `seat`, `{card_name}` the name of the card id in `card`.
Reconstructed card fields are listed in cards.py (`rec`); "card.reconstructed" labels that mark.
"""

from .cards import BY_ID, HORSE, SWORD, BOW

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
        "axt": "Ziehe {draw} Karte, dann greife an. Dein nächster Angriff in diesem Zug "
               "erhält +{bonus}.",
        "beschwoerer": "Greift den Gegner und dich selbst an: zwei Teilangriffe mit demselben "
                       "Wert, zuerst gegen den Gegner. Fällt deine eigene Burg, verlierst du.",
        "bogen": "Greift direkt die Burg an; das Tor wird ignoriert.",
        "pfeilhagel": "Greift das Tor an (überzählige Punkte verfallen), dann in einem eigenen "
                      "Angriff die Burg mit {castle_attack}. Ist das Tor leer, nur die Burg.",
        "ritter": "Wirf 1 weitere Handkarte ab für +{extra}.",
        "soeldner": "Wirf eine Einheit mit {need}-Symbol ab für +{plus}.",
        "plan": "Kosten: Wirf Einheiten ab: {needs}. Eine weitere Einheit ({more}) gibt +{plus}.",
        "berater": "Ziehe zu Beginn jedes deiner Züge {draw} Karte mehr. Ohne Karte im Tor "
                   "nicht spielbar.",
        "knappe": "Jeder deiner Angriffe erhält +{plus}.",
        "tunnel": "Vor jedem deiner Angriffe wählst du, ob er das Tor oder die Burg trifft.",
        "veteran": "Greift einmal in jedem deiner Züge an, auch in dem, in dem er ausgelegt "
                   "wurde. Ein zweiter Veteran hat keine Wirkung.",
        "diplomat": "Der Gegner darf in seinem nächsten Zug keine Karte mit Angriffswert "
                    "ausspielen. Ein ausliegender Veteran greift trotzdem an; ein Narr ist "
                    "erlaubt.",
        "drache": "Der Gegner wirft die obersten {gate_cards} Karten seines Tors ab; ist das "
                  "Tor leer, nur die oberste Karte seiner Burg.",
        "erdbeben": "Beide Spieler werfen die oberste Karte ihres Tors ab (ist es leer, die "
                    "ihrer Burg). Fallen beide Burgen, verliert der aktive Spieler.",
        "heiler": "Lege die obersten {cards} Karten des Nachziehstapels ungesehen unter deine "
                  "Burg.",
        "koch": "Dein nächster Angriff in diesem Zug erhält +{bonus}.",
        "aufgebot": "Spiele sie, wenn du angegriffen wirst, direkt vor dem Kampf: der Angriff "
                    "wird um {minus} schwächer. Bei 0 oder weniger findet er nicht statt.",
        "nachschub": "Ziehe {draw} Karten.",
        "narr": "Spiele beliebig viele Angriffskarten dazu (Kosten zahlen, keine weiteren "
                "Effekte), addiere ihre Angriffswerte und greife die gegnerische Burg an. "
                "Fällt sie, gewinnst du, sonst verlierst du.",
        "priester": "Beide Spieler werfen alle Einheiten (Pferd, Schwert, Bogen) aus ihrer "
                    "Hand ab.",
        "ueberlaeufer": "Lege die obersten {cards} Karten des gegnerischen Tors ungesehen unter "
                        "dein Tor.",
        "verraeter": "Tausche ungesehen die oberste Karte deiner Burg mit der obersten der "
                     "gegnerischen Burg; beide kommen unter die Burg.",
        "oger": "Nur zum Verstärken, mit Kosten; gilt als die Verstärkung dieses Zuges.",
        "saboteur": "Lege ihn verdeckt unter das gegnerische Tor. Wird er bei einem Angriff "
                    "aufgedeckt, erhält dieser Angriff +{plus}.",
        "spion": "Lege ihn verdeckt unter das gegnerische Tor. Wird er bei einem Angriff "
                 "zerstört, wirft sein Besitzer nach dem Angriff {discard} Handkarten ab.",
        "bombenleger": "Nur zum Verstärken. Wird er bei einem Angriff zerstört, wirft der "
                       "Angreifer nach dem Angriff {discard} Handkarten ab.",
        "raeuber": "Die Karten, die dieser Angriff zerstört, nimmst du auf die Hand.",
        "bauarbeiter": "Lege bis zu {cards} Karten von oben deines Tors unter deine Burg oder "
                       "von oben deiner Burg unter dein Tor (die letzte Burgkarte bleibt).",
        "unit": "Einheit.",
    },
    "en": {
        "axt": "Draw {draw} card, then attack. Your next attack this turn gets +{bonus}.",
        "beschwoerer": "Attacks your opponent and yourself: two partial attacks of the same "
                       "value, the opponent first. If your own Castle falls, you lose.",
        "bogen": "Attacks the Castle directly, ignoring the Gate.",
        "pfeilhagel": "Attacks the Gate (surplus points are lost), then, as an attack of its "
                      "own, the Castle with {castle_attack}. If the Gate is empty, only the "
                      "Castle.",
        "ritter": "Discard 1 more hand card for +{extra}.",
        "soeldner": "Discard a unit with the {need} symbol for +{plus}.",
        "plan": "Cost: discard units: {needs}. One more unit ({more}) gives +{plus}.",
        "berater": "Draw {draw} more card at the start of each of your turns. Cannot be played "
                   "without a card in your Gate.",
        "knappe": "Each of your attacks gets +{plus}.",
        "tunnel": "Before each of your attacks, choose whether it hits the Gate or the Castle.",
        "veteran": "Attacks once in each of your turns, the turn it is laid out included. A "
                   "second Veteran has no effect.",
        "diplomat": "Your opponent may play no card with an attack value in their next turn. A "
                    "Veteran in their display still attacks; a Fool is allowed.",
        "drache": "Your opponent discards the top {gate_cards} cards of their Gate; if the Gate "
                  "is empty, only the top card of their Castle.",
        "erdbeben": "Both players discard the top card of their Gate (of their Castle if the "
                    "Gate is empty). If both Castles fall, the active player loses.",
        "heiler": "Put the top {cards} cards of the draw pile unseen under your Castle.",
        "koch": "Your next attack this turn gets +{bonus}.",
        "aufgebot": "Play it when you are attacked, just before the fight: the attack loses "
                    "{minus}. At 0 or less it does not take place.",
        "nachschub": "Draw {draw} cards.",
        "narr": "Add any number of attack cards (pay their costs, no other effects), sum their "
                "attack values and attack your opponent's Castle. If it falls, you win; "
                "otherwise you lose.",
        "priester": "Both players discard every unit (horse, sword, bow) from their hand.",
        "ueberlaeufer": "Put the top {cards} cards of your opponent's Gate unseen under your "
                        "Gate.",
        "verraeter": "Swap, unseen, the top card of your Castle with the top card of your "
                     "opponent's Castle; both go under the Castle.",
        "oger": "Only for reinforcing, with its cost; it counts as this turn's reinforcement.",
        "saboteur": "Put it face down under your opponent's Gate. When an attack reveals it, "
                    "that attack gets +{plus}.",
        "spion": "Put it face down under your opponent's Gate. When an attack destroys it, its "
                 "holder discards {discard} hand cards after the attack.",
        "bombenleger": "Only for reinforcing. When an attack destroys it, the attacker "
                       "discards {discard} hand cards after the attack.",
        "raeuber": "The cards this attack destroys go to your hand.",
        "bauarbeiter": "Move up to {cards} cards from the top of your Gate under your Castle, "
                       "or from the top of your Castle under your Gate (the last Castle card "
                       "stays).",
        "unit": "Unit.",
    },
}

_COST = {
    "de": {"discard": "Kosten: Wirf {n} Handkarte{pl} ab. ",
           "gate": "Kosten: Entferne die oberste Karte deines Tors. ",
           "gate_castle": "Kosten: Entferne die oberste Karte deines Tors und deiner Burg. "},
    "en": {"discard": "Cost: discard {n} hand card{pl}. ",
           "gate": "Cost: remove the top card of your Gate. ",
           "gate_castle": "Cost: remove the top card of your Gate and of your Castle. "},
}


def _card_text(lang, kind):
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
    text = texts[key].format(**params)
    if card.cost:
        plural = "" if card.cost[1] == 1 else ("n" if lang == "de" else "s")
        text = _COST[lang][card.cost[0]].format(n=card.cost[1], pl=plural) + text
    if card.perm:
        text = "∞ " + text
    if kind in ("heiler", "nachschub"):
        text += _LOCK[lang]
    return text


_LOG = {
    "de": {
        "start": "{name} ist Startspieler.",
        "deal": "{name} erhält {n} Karten für Tor und Burg.",
        "dealt": "Du erhältst {card_name}.",
        "place_gate": "{name} legt eine Karte unter das Tor.",
        "place_castle": "{name} legt eine Karte unter die Burg.",
        "placed_gate": "Du legst {card_name} unter dein Tor.",
        "placed_castle": "Du legst {card_name} unter deine Burg.",
        "setup_done": "Die violetten Karten werden in den Nachziehstapel gemischt.",
        "turn": "Zug {turn}: {name} ist am Zug.",
        "draw": "{name} zieht {n} Karte(n).",
        "drew": "Du ziehst {card_name}.",
        "reshuffle": "Der Ablagestapel wird gemischt und ist der neue Nachziehstapel ({n} Karten).",
        "end": "{name} beendet den Zug.",
        "veteran": "Der Veteran von {name} greift an.",
        "oger_gate": "{name} verstärkt das Tor mit dem Oger.",
        "oger_castle": "{name} verstärkt die Burg mit dem Oger.",
        "reinforce_gate": "{name} verstärkt das Tor.",
        "reinforce_castle": "{name} verstärkt die Burg.",
        "reinforced_gate": "Du legst {card_name} unter dein Tor.",
        "reinforced_castle": "Du legst {card_name} unter deine Burg.",
        "sos": "{name} schiebt einen Spion oder Saboteur unter das gegnerische Tor.",
        "sos_card": "Du schiebst {card_name} unter das gegnerische Tor.",
        "play": "{name} spielt {card_name}.",
        "pay": "{name} wirft {card_name} ab.",
        "cost_gate": "{name} entfernt {card_name} vom Tor (Kosten).",
        "cost_castle": "{name} entfernt {card_name} von der Burg (Kosten).",
        "lose_gate": "{name} verliert {card_name} vom Tor.",
        "lose_castle": "{name} verliert {card_name} von der Burg.",
        "heal": "{name} legt {n} Karte(n) ungesehen unter die Burg.",
        "bonus": "Der nächste Angriff von {name} erhält +{n}.",
        "discard": "{name} wirft {card_name} ab.",
        "defect": "{name} legt {n} Karte(n) des gegnerischen Tors unter das eigene Tor.",
        "swap": "{name} tauscht die obersten Karten der Burgen.",
        "build_tocastle": "{name} legt {n} Karte(n) vom Tor unter die Burg.",
        "build_togate": "{name} legt {n} Karte(n) von der Burg unter das Tor.",
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
        "overflow": "Das Tor von {name} ist gefallen; {strength} Punkte gehen auf die Burg über.",
        "wasted": "Das Tor von {name} ist gefallen; {strength} Punkte verfallen.",
        "reveal_gate": "Tor von {name}: {card_name} (Verteidigung {defence}) gegen Angriff {strength}.",
        "reveal_castle": "Burg von {name}: {card_name} (Verteidigung {defence}) gegen Angriff {strength}.",
        "saboteur": "Ein Saboteur: der Angriff steigt auf {strength}.",
        "hold": "{card_name} hält stand und wird wieder verdeckt.",
        "destroy": "{card_name} von {name} wird zerstört; Rest-Angriff {strength}.",
        "rob": "{name} nimmt {card_name} auf die Hand.",
        "must_discard": "{name} muss {n} Handkarte(n) abwerfen.",
        "win_castle": "Eine Burg ist gefallen: {name} gewinnt.",
        "win_both_castles": "Beide Burgen sind gefallen: {name} gewinnt, der aktive Spieler verliert.",
        "win_narr": "Der Narr hat die Burg zerstört: {name} gewinnt.",
        "win_narr_failed": "Der Narr ist gescheitert: {name} gewinnt.",
        "win_limit": "Nach {turns} Zügen endet das Spiel: {name} hat die größere Burg und gewinnt.",
        "draw_limit": "Nach {turns} Zügen endet das Spiel unentschieden.",
    },
    "en": {
        "start": "{name} is the start player.",
        "deal": "{name} receives {n} cards for Gate and Castle.",
        "dealt": "You receive {card_name}.",
        "place_gate": "{name} puts a card under the Gate.",
        "place_castle": "{name} puts a card under the Castle.",
        "placed_gate": "You put {card_name} under your Gate.",
        "placed_castle": "You put {card_name} under your Castle.",
        "setup_done": "The purple cards are shuffled into the draw pile.",
        "turn": "Turn {turn}: {name} to play.",
        "draw": "{name} draws {n} card(s).",
        "drew": "You draw {card_name}.",
        "reshuffle": "The discard pile is shuffled into a new draw pile ({n} cards).",
        "end": "{name} ends the turn.",
        "veteran": "{name}'s Veteran attacks.",
        "oger_gate": "{name} reinforces the Gate with the Ogre.",
        "oger_castle": "{name} reinforces the Castle with the Ogre.",
        "reinforce_gate": "{name} reinforces the Gate.",
        "reinforce_castle": "{name} reinforces the Castle.",
        "reinforced_gate": "You put {card_name} under your Gate.",
        "reinforced_castle": "You put {card_name} under your Castle.",
        "sos": "{name} slips a Spy or Saboteur under the opponent's Gate.",
        "sos_card": "You slip {card_name} under the opponent's Gate.",
        "play": "{name} plays {card_name}.",
        "pay": "{name} discards {card_name}.",
        "cost_gate": "{name} removes {card_name} from the Gate (cost).",
        "cost_castle": "{name} removes {card_name} from the Castle (cost).",
        "lose_gate": "{name} loses {card_name} from the Gate.",
        "lose_castle": "{name} loses {card_name} from the Castle.",
        "heal": "{name} puts {n} card(s) unseen under the Castle.",
        "bonus": "{name}'s next attack gets +{n}.",
        "discard": "{name} discards {card_name}.",
        "defect": "{name} puts {n} card(s) of the opponent's Gate under their own Gate.",
        "swap": "{name} swaps the top cards of the Castles.",
        "build_tocastle": "{name} moves {n} card(s) from the Gate under the Castle.",
        "build_togate": "{name} moves {n} card(s) from the Castle under the Gate.",
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
        "overflow": "{name}'s Gate has fallen; {strength} points go on to the Castle.",
        "wasted": "{name}'s Gate has fallen; {strength} points are lost.",
        "reveal_gate": "{name}'s Gate: {card_name} (defence {defence}) against attack {strength}.",
        "reveal_castle": "{name}'s Castle: {card_name} (defence {defence}) against attack {strength}.",
        "saboteur": "A Saboteur: the attack rises to {strength}.",
        "hold": "{card_name} holds and is turned face down again.",
        "destroy": "{name}'s {card_name} is destroyed; attack left {strength}.",
        "rob": "{name} takes {card_name} into the hand.",
        "must_discard": "{name} must discard {n} hand card(s).",
        "win_castle": "A Castle has fallen: {name} wins.",
        "win_both_castles": "Both Castles have fallen: {name} wins, the active player loses.",
        "win_narr": "The Fool destroyed the Castle: {name} wins.",
        "win_narr_failed": "The Fool failed: {name} wins.",
        "win_limit": "After {turns} turns the game ends: {name} has the larger Castle and wins.",
        "draw_limit": "After {turns} turns the game ends in a draw.",
    },
}

_UI = {
    "de": {"title": "Castle Rampage", "card.reconstructed": "rekonstruiert",
           "card.reconstructed.help": "Die gedruckten Karten liegen nicht vor: markierte Werte "
                                      "sind rekonstruiert.",
           "card.spy_or_saboteur": "Spion oder Saboteur",
           "zone.gate": "Tor", "zone.castle": "Burg", "zone.display": "Auslage",
           "zone.draw": "Nachziehstapel", "zone.discard": "Ablagestapel"},
    "en": {"title": "Castle Rampage", "card.reconstructed": "reconstructed",
           "card.reconstructed.help": "The printed cards are not available: marked values "
                                      "are reconstructed.",
           "card.spy_or_saboteur": "Spy or Saboteur",
           "zone.gate": "Gate", "zone.castle": "Castle", "zone.display": "Display",
           "zone.draw": "Draw pile", "zone.discard": "Discard pile"},
}


def _build():
    strings = {}
    for i, lang in enumerate(("de", "en")):
        table = dict(_UI[lang])
        for kind in BY_ID:
            table[f"card.{kind}"] = _NAMES[kind][i]
            table[f"card.{kind}.text"] = _card_text(lang, kind)
        for key, text in _LOG[lang].items():
            table["log." + key] = text
        strings[lang] = table
    return strings


STRINGS = _build()
