"""The "?" mode's words (explain.py), German and English: i18n.py files them under "explain.".

Only what the page's other words do not say already: card names and texts, the fact labels of
the card zoom, the prompts and the knowledge labels are reused from i18n.py."""

EXPLAIN = {
    "de": {
        "can": "Jetzt möglich: {moves}.",
        "not_now": "Jetzt nicht: {why}",
        "hand_eye_all": "{name} weiß, dass du {n:sie|alle {n}} hast.",
        "hand_eye_none": "{name} weiß nicht, dass du sie hast.",
        "hand_eye_some": "{name} weiß von {k} deiner {n}.",
        "dealt": "Dir für den Aufbau ausgeteilt. {name} sieht nicht, welche Karten du legst; "
                 "beide wissen nur, dass beim Aufbau keine violette Karte liegt.",
        "where": "{where}; der Stapel hat {n} {n:Karte|Karten}.",
        "defence": "Verteidigung hier: {value}.",
        "fight": "Im Kampf wird die Karte aufgedeckt: ein schwächerer Angriff endet an ihr "
                 "(sie wird wieder verdeckt), ein gleich starker wirft beide ab, ein "
                 "stärkerer zerstört sie und geht mit dem Rest weiter.",
        "sos_defence": "Beide verteidigen hier mit {value}; zerstört ein Angriff sie, wirkt "
                       "sie (Spion: Abwerfen, Saboteur: +{plus}).",
        "sos_theirs": "{name} hat sie dir untergeschoben und weiß, welche es ist.",
        "known_by": "Bekannt bei: {names}.",
        "known_by_none": "Niemand kennt diese Karte.",
        # {button}: the draw pile's button (i18n.py "ui.draw_list_button"), in its own words
        "unknown_list": "Sie ist eine der Karten, die der Nachziehstapel unter „{button}“ "
                        "aufzählt.",
        "next_gate": "Der nächste Angriff auf das Tor von {name} trifft diese Karte zuerst.",
        "next_castle_open": "Das Tor von {name} ist leer: der nächste Angriff trifft diese "
                            "Karte zuerst.",
        "next_castle": "Ein Angriff trifft sie, wenn er das Tor von {name} ({n} "
                       "{n:Karte|Karten}) durchbrochen hat, oder direkt (Bogenschütze, "
                       "Pfeilhagel, Tunnelgräber, Narr).",
        "below": "Ein Angriff trifft sie erst, wenn er {n:die Karte|die {n} Karten} darüber "
                 "zerstört hat.",
        "last_castle": "Die letzte Burgkarte von {name}: fällt sie, verliert {name}.",
        "pile_title": "{zone} von {name}",
        "gate_what": "Verdeckte Karten vor der Burg von {name}: ein Angriff trifft die oberste "
                     "(links) zuerst.",
        "castle_what": "Verliert {name} die letzte Karte der Burg, verliert {name} das Spiel.",
        "pile_count": "{n} {n:Karte|Karten}; du kennst {k} davon.",
        "pile_eye": "{name} kennt {k} davon (rotes Auge).",
        "pile_unknown_to_owner": "{name} kennt {k} davon selbst nicht.",
        "gate_attack": "Ein stärkerer Angriff zerstört eine Karte und geht mit dem Rest weiter, "
                       "von der letzten Torkarte auf die Burg; ein gleich starker endet nach "
                       "dem Abwerfen beider, ein schwächerer an der Karte.",
        "gate_empty": "Leer: Angriffe treffen direkt die Burg. Verstärken baut es wieder auf.",
        "castle_attack": "Ein Angriff erreicht sie, wenn das Tor leer oder durchbrochen ist, "
                         "oder direkt: Bogenschütze, zweiter Angriff des Pfeilhagels, "
                         "Tunnelgräber, Narr.",
        "draw_count": "{n} verdeckte {n:Karte|Karten}. Zu Beginn des Zuges zieht man 2 (+1 je "
                      "Berater in der Auslage); ist er leer, wird der Ablagestapel zum neuen "
                      "Nachziehstapel gemischt.",
        "draw_most": "{n} solche Karten; am häufigsten: {top}.",
        "discard_count": "{n} offene {n:Karte|Karten}: jeder darf sie ansehen („Alle zeigen“).",
        "discard_top": "Oben liegt: {card}.",
        "discard_empty": "Leer.",
        "discard_reshuffle": "Ist der Nachziehstapel leer, werden diese Karten zum neuen "
                             "Nachziehstapel gemischt.",
        "display_what": "Die dauerhaften Karten (∞) von {name}: einmal ausgespielt, bleiben sie "
                        "hier und wirken in jedem Zug von {name}.",
        "display_list": "Hier: {cards}.",
        "in_display": "In der Auslage von {name}{times}: sie wirkt in jedem Zug von {name}.",
        "now_knappe": "Jeder Angriff von {name} erhält jetzt +{n}.",
        "now_veteran": "Er kann in diesem Zug mit {n} angreifen.",
        "now_veteran_used": "Er hat in diesem Zug schon angegriffen.",
        "now_veteran_wait": "Er greift im Zug von {name} an.",
        "now_berater": "{name} zieht zu Beginn jedes Zuges {n} Karten.",
        "now_tunnel": "Vor jedem Angriff auf das Tor wählt {name}: das Tor oder direkt die Burg.",
        "hand_own": "Nur du siehst diese {n} {n:Karte|Karten}.",
        "hand_eye_list": "{name} weiß, dass du hast: {cards}.",
        "hand_eye_nothing": "{name} kennt keine davon.",
        "hand_other": "{n} verdeckte {n:Karte|Karten}: du siehst nur, wie viele.",
        "hand_known": "Du weißt, dass {name} hat: {cards}.",
        "hand_none_known": "Du kennst keine davon.",
        "hand_forget": "Was man von einer Hand weiß, ist vergessen, sobald ihr Besitzer eine "
                       "Handkarte verdeckt unter Tor oder Burg schiebt.",
        "opp_known": "In der Hand von {name}; du weißt, dass {name} sie hat.",
        "hand_count": "{name} hat {n} {n:Karte|Karten} auf der Hand; du kennst {k} davon.",
        "player_hand": "{n} {n:Karte|Karten} auf der Hand, {d} in der Auslage.",
        "player_turn": "{name} ist am Zug (Zug {turn}).",
        "player_goal": "Wer die letzte Karte seiner Burg verliert, verliert das Spiel.",
        "chip_bonus": "Ein Koch oder Axtkämpfer in diesem Zug: der nächste Angriff, mit "
                      "welcher Karte auch immer, erhält +{n}. Am Zugende verfällt der Bonus.",
        "chip_knappe": "Jeder Knappe in der Auslage von {name} gibt jedem Angriff +{plus}.",
        "chip_diplomat": "Der Gegner hat einen Diplomaten gespielt: {name} darf in diesem Zug "
                         "keine Karte mit Angriffswert ausspielen; ein ausliegender Veteran "
                         "greift trotzdem an, ein Narr ist erlaubt.",
        "chip_reinforced": "{name} hat in diesem Zug schon verstärkt (einmal pro Zug).",
        "chip_locked": "Ein zweiter Heiler oder Nachschub in diesem Zug: {name} spielt keine "
                       "Karte mehr aus, auch nicht zum Verstärken; der Veteran darf noch "
                       "angreifen.",
        "chip_veteran_used": "Der Veteran von {name} hat in diesem Zug angegriffen (einmal pro "
                             "Zug).",
        "attack_title": "Angriff im Gange",
        "attack_next": "Danach: {zone} von {target}, Stärke {n}.",
        "step_target": "Zuerst wählt {name} das Ziel (Tunnelgräber): Tor oder direkt die Burg.",
        "step_react": "Zuerst darf {name} ein Letztes Aufgebot spielen: der Angriff sänke auf "
                      "{left}.",
        "inplay": "Im Spiel in diesem Zug; danach kommt sie auf den Ablagestapel.",
        "in_discard": "Im Ablagestapel: {k} von {n} Karten.",
        "in_draw": "{k} {k:Exemplar kann|Exemplare können} noch im Nachziehstapel sein oder "
                   "unter den Karten, über die du nichts weißt.",
        "in_stage": "Eine Karte des Angriffs, den der Angriffsbericht zeigt.",
    },
    "en": {
        "can": "Now you can: {moves}.",
        "not_now": "Not now: {why}",
        "hand_eye_all": "{name} knows you hold {n:it|all {n}}.",
        "hand_eye_none": "{name} does not know you hold {n:it|them}.",
        "hand_eye_some": "{name} knows of {k} of your {n}.",
        "dealt": "Dealt to you for setup. {name} does not see which cards you place; both "
                 "know only that no card laid at setup is purple.",
        "where": "{where}; the pile holds {n} {n:card|cards}.",
        "defence": "Its defence here: {value}.",
        "fight": "In a fight it is turned up: a weaker attack stops at it (it is turned face "
                 "down again), an equal one discards both, a stronger one destroys it and goes "
                 "on with the rest.",
        "sos_defence": "Either defends with {value} here; when an attack destroys it, it acts "
                       "(Spy: discards, Saboteur: +{plus}).",
        "sos_theirs": "{name} slipped it under your Gate and knows which it is.",
        "known_by": "Known to: {names}.",
        "known_by_none": "Nobody knows this card.",
        "unknown_list": "It is one of the cards the draw pile's “{button}” lists.",
        "next_gate": "The next attack on {name}'s Gate meets this card first.",
        "next_castle_open": "{name}'s Gate is empty: the next attack meets this card first.",
        "next_castle": "An attack meets it once it has broken through {name}'s Gate ({n} "
                       "{n:card|cards}), or directly (Archer, Hail of Arrows, Sapper, Fool).",
        "below": "An attack meets it only after destroying the {n:card|{n} cards} above it.",
        "last_castle": "{name}'s last Castle card: if it falls, {name} loses.",
        "pile_title": "{name}'s {zone}",
        "gate_what": "Face-down cards in front of {name}'s Castle: an attack hits the top one "
                     "(left) first.",
        "castle_what": "If {name} loses the last Castle card, {name} loses the game.",
        "pile_count": "{n} {n:card|cards}; you know {k} of them.",
        "pile_eye": "{name} knows {k} of them (red eye).",
        "pile_unknown_to_owner": "{name} does not know {k} of them.",
        "gate_attack": "A stronger attack destroys a card and goes on with the rest, from the "
                       "last Gate card on to the Castle; an equal one stops after discarding "
                       "both, a weaker one at the card.",
        "gate_empty": "Empty: attacks hit the Castle directly. Reinforcing rebuilds it.",
        "castle_attack": "An attack reaches it when the Gate is empty or broken through, or "
                         "directly: Archer, the Hail of Arrows' second attack, Sapper, Fool.",
        "draw_count": "{n} face-down {n:card|cards}. At the start of a turn a player draws 2 "
                      "(+1 per Adviser in their display); when it runs out, the discard pile "
                      "is shuffled into a new draw pile.",
        "draw_most": "{n} such cards; the most common: {top}.",
        "discard_count": "{n} face-up {n:card|cards}: everybody may look through them (“Show "
                         "all”).",
        "discard_top": "On top: {card}.",
        "discard_empty": "Empty.",
        "discard_reshuffle": "When the draw pile runs out, these cards are shuffled into a new "
                             "draw pile.",
        "display_what": "{name}'s permanent cards (∞): once played they stay here and act in "
                        "every turn of {name}.",
        "display_list": "Here: {cards}.",
        "in_display": "In {name}'s display{times}: it acts in every turn of {name}.",
        "now_knappe": "Every attack of {name} gets +{n} now.",
        "now_veteran": "It can attack this turn with {n}.",
        "now_veteran_used": "It has attacked this turn already.",
        "now_veteran_wait": "It attacks in {name}'s turn.",
        "now_berater": "{name} draws {n} cards at the start of each turn.",
        "now_tunnel": "Before each attack on the Gate, {name} chooses: the Gate or the Castle "
                      "directly.",
        "hand_own": "Only you see these {n} {n:card|cards}.",
        "hand_eye_list": "{name} knows you hold: {cards}.",
        "hand_eye_nothing": "{name} knows none of them.",
        "hand_other": "{n} face-down {n:card|cards}: you see only how many.",
        "hand_known": "You know {name} holds: {cards}.",
        "hand_none_known": "You know none of them.",
        "hand_forget": "What is known of a hand is forgotten as soon as its holder slides a "
                       "hand card face down under their Gate or Castle.",
        "opp_known": "In {name}'s hand; you know {name} holds it.",
        "hand_count": "{name} holds {n} {n:card|cards}; you know {k} of them.",
        "player_hand": "{n} {n:card|cards} in hand, {d} in the display.",
        "player_turn": "{name} is to move (turn {turn}).",
        "player_goal": "Whoever loses the last card of their Castle loses the game.",
        "chip_bonus": "A Cook or Axe Fighter this turn: the next attack, whatever card makes "
                      "it, gets +{n}. The bonus lapses at the end of the turn.",
        "chip_knappe": "Each Squire in {name}'s display gives every attack +{plus}.",
        "chip_diplomat": "The opponent played a Diplomat: {name} may play no card with an "
                         "attack value this turn; a Veteran in the display still attacks, a "
                         "Fool is allowed.",
        "chip_reinforced": "{name} has reinforced this turn already (once a turn).",
        "chip_locked": "A second Healer or Supplies this turn: {name} plays no more cards, not "
                       "even to reinforce; the Veteran may still attack.",
        "chip_veteran_used": "{name}'s Veteran has attacked this turn (once a turn).",
        "attack_title": "Attack under way",
        "attack_next": "Then: {target}'s {zone}, strength {n}.",
        "step_target": "First {name} chooses the target (Sapper): the Gate or the Castle "
                       "directly.",
        "step_react": "First {name} may play a Last Levy: the attack would drop to {left}.",
        "inplay": "In play this turn; it goes to the discard pile once it has acted.",
        "in_discard": "In the discard pile: {k} of {n} cards.",
        "in_draw": "{k} {k:copy|copies} may still be in the draw pile or among the cards you "
                   "know nothing about.",
        "in_stage": "A card of the attack the attack report shows.",
    },
}
