"""Port Royal's guided first game (core/guide.py): a deal with the contracts expansion (seed 664,
two players, you begin) whose first 24 moves show Discover, hiring a Sailor, the other player
taking a card, the computer pushing its luck too far, repelling ships with the Sailor's sabre
(once to keep a colour out, once to save the turn), a tax increase, the contract Little Gamester
(a cube on space 1, completed in a later turn) and trading a ship. Rules: rules.en.md."""

from __future__ import annotations

from ..core.guide import Guide, GuideStep

REVEAL_EN = "Reveal another card"
REVEAL_DE = "Decke eine weitere Karte auf"

GUIDE = Guide(
    seed=664,
    options={"expansion": True},
    seats=("human", "easy"),
    steps=(
        GuideStep("draw", {
            "de": "Du beginnst mit dem Entdecken: Die erste Karte, ein Kontorist, kam von selbst "
                  "in die Hafenauslage. Tippe „Weitere Karte aufdecken“ (oder den "
                  "Nachziehstapel): Mehr Karten geben mehr Auswahl.",
            "en": "You begin with Discover: the first card, a Clerk, went into the harbour by "
                  "itself. Tap “Reveal another card” (or the draw pile): more cards give you "
                  "more to choose from."},
            "discover"),
        GuideStep("draw", {
            "de": "Ein Tausendsassa: Personen warten in der Hafenauslage darauf, angeheuert zu "
                  f"werden. {REVEAL_DE}.",
            "en": "A Jack of all Trades: persons wait in the harbour to be hired. "
                  f"{REVEAL_EN}."},
            "discover"),
        GuideStep("draw", {
            "de": "Eine schwarze Galeone: Schiffe bringen Münzen. Aber ein zweites Schiff einer "
                  "Farbe, die schon im Hafen liegt, beendet deinen Zug ohne Ertrag. Decke "
                  "trotzdem eine weitere Karte auf.",
            "en": "A black Galleon: ships bring coins. But a second ship of a colour already in "
                  "the harbour ends your turn with nothing. Reveal another card all the same."},
            "bust"),
        GuideStep("draw", {
            "de": "Eine grüne Barke: zwei Schiffsfarben. Je mehr Farben, desto mehr Karten "
                  f"darfst du nehmen: bei 4 Farben 2, bei 5 Farben 3. {REVEAL_DE}.",
            "en": "A green Skiff: two ship colours. The more colours, the more cards you may "
                  f"take: 2 with 4 colours, 3 with 5. {REVEAL_EN}."},
            "trade"),
        GuideStep("draw", {
            "de": "Eine rote Fregatte, die dritte Farbe: Dein Würfel liegt jetzt auf Feld 1 des "
                  "Auftrags Kleiner Zocker; liegen in einem späteren Zug wieder 3 Farben in "
                  f"deinem Hafen, ist er erfüllt. Versuche eine vierte Farbe: {REVEAL_DE}.",
            "en": "A red Frigate, the third colour: your cube now lies on space 1 of the "
                  "contract Little Gamester; with 3 colours in your harbour again in a later "
                  f"turn, it is completed. Try for a fourth colour: {REVEAL_EN.lower()}."},
            "contracts"),
        GuideStep("draw", {
            "de": "Ein Matrose. Jetzt beendet jedes schwarze, grüne oder rote Schiff deinen Zug. "
                  f"Noch ein Versuch für die vierte Farbe: {REVEAL_DE}.",
            "en": "A Sailor. Now any black, green or red ship ends your turn. One more try for "
                  f"the fourth colour: {REVEAL_EN.lower()}."},
            "bust"),
        GuideStep("stop", {
            "de": "Ein Fräulein. Genug gewagt: Tippe „Entdecken beenden“. Bei 3 Schiffsfarben "
                  "darfst du jetzt 1 Karte nehmen.",
            "en": "A Mademoiselle. Enough risk: tap “Stop discovering”. With 3 ship colours "
                  "you may now take 1 card."},
            "trade"),
        GuideStep("take:sa5", {
            "de": "Heuere den markierten Matrosen an: Tippe ihn an. Er kostet 3 Münzen (unten "
                  "auf der Karte) und bringt 1 Einflusspunkt und 1 Säbel, mit dem du beim "
                  "Entdecken Schiffe mit 1 Säbel abwehren kannst.",
            "en": "Hire the lit Sailor: tap him. He costs 3 coins (at the bottom of the card) "
                  "and brings 1 victory point and 1 sabre, with which you can repel ships of 1 "
                  "sabre while discovering."},
            "trade"),
        GuideStep("take:R10", {
            "de": "Danach darf der andere Spieler 1 Karte nehmen und zahlt dir dafür 1 Münze: "
                  "Der Computer handelte mit der roten Fregatte (4 Münzen) und zahlte dir 1. "
                  "Der Rest der Hafenauslage kommt auf den Ablagestapel.",
            "en": "Then the other player may take 1 card and pays you 1 coin for it: the "
                  "computer traded the red Frigate for 4 coins and paid you 1. The rest of the "
                  "harbour goes to the discard pile."},
            "trade"),
        GuideStep("draw", {
            "de": "Jetzt ist der Computer aktiver Spieler und entdeckt: Nach einem Priester "
                  "deckte er eine gelbe Pinasse auf.",
            "en": "Now the computer is the active player and discovers: after a Priest it "
                  "revealed a yellow Pinnace."},
            "turn"),
        GuideStep("draw"),  # a Mademoiselle, then a Settler: told by the bust below
        GuideStep("draw"),
        GuideStep("draw", {
            "de": "Nach einem Fräulein und einem Siedler deckte der Computer eine zweite gelbe "
                  "Pinasse auf: zu viel riskiert. Die ganze Hafenauslage kommt auf den "
                  "Ablagestapel, und sein Zug endet ohne Handeln & Heuern.",
            "en": "After a Mademoiselle and a Settler the computer revealed a second yellow "
                  "Pinnace: it pushed its luck too far. The whole harbour goes to the discard "
                  "pile, and its turn ends without Trade & Hire."},
            "bust"),
        GuideStep("draw", {
            "de": "Dein Zug. Deine erste Karte, eine rote Fregatte, braucht 3 Säbel zum "
                  f"Abwehren; du hast 1, also kam sie in den Hafen. {REVEAL_DE}.",
            "en": "Your turn. Your first card, a red Frigate, needs 3 sabres to be repelled; "
                  f"you have 1, so it went into the harbour. {REVEAL_EN}."},
            "repel"),
        GuideStep("repel", {
            "de": "Eine grüne Barke mit 1 Säbel: Dein Matrose reicht, also wartet sie auf deine "
                  "Wahl. Tippe „Schiff abwehren“: Sie kommt auf den Ablagestapel, und eine "
                  "Farbe weniger kann deinen Zug beenden.",
            "en": "A green Skiff of 1 sabre: your Sailor is enough, so it waits for your "
                  "choice. Tap “Repel the ship”: it goes to the discard pile, and one colour "
                  "fewer can end your turn."},
            "repel"),
        GuideStep("draw", {
            "de": "Säbel werden nicht verbraucht: Sie wirken bei jedem Schiff dieses Zuges. "
                  f"{REVEAL_DE}.",
            "en": "Sabres are not used up: they work against every ship of this turn. "
                  f"{REVEAL_EN}."},
            "repel"),
        GuideStep("draw", {
            "de": "Eine blaue Fleute braucht 2 Säbel: Sie kam in den Hafen, jetzt liegen zwei "
                  f"Farben dort. {REVEAL_DE}.",
            "en": "A blue Flute needs 2 sabres: it went into the harbour, which now holds two "
                  f"colours. {REVEAL_EN}."},
            "repel"),
        GuideStep("repel", {
            "de": "Eine zweite rote Fregatte! Im Hafen würde sie deinen Zug beenden. Sie hat 1 "
                  "Säbel: Tippe „Schiff abwehren“, und dein Zug geht weiter.",
            "en": "A second red Frigate! In the harbour it would end your turn. It has 1 "
                  "sabre: tap “Repel the ship”, and your turn goes on."},
            "repel"),
        GuideStep("draw", {
            "de": f"{REVEAL_DE}: Eine dritte Schiffsfarbe würde den Kleinen Zocker erfüllen.",
            "en": f"{REVEAL_EN}: a third ship colour would complete Little Gamester."},
            "contracts"),
        GuideStep("draw", {
            "de": "Eine Steuererhöhung: Wer 12 oder mehr Münzen hat, gibt die Hälfte ab (hier "
                  "niemand). Dann erhielt der mit den wenigsten Einflusspunkten, der Computer, "
                  f"1 Münze. {REVEAL_DE}.",
            "en": "A tax increase: everyone with 12 coins or more gives up half (nobody here). "
                  "Then the player with the fewest victory points, the computer, got 1 coin. "
                  f"{REVEAL_EN}."},
            "tax"),
        GuideStep("draw", {
            "de": "Ein Priester: Priester, Siedler und Kapitäne gibt man für Expeditionsaufrufe "
                  f"ab. {REVEAL_DE}.",
            "en": "A Priest: Priests, Settlers and Captains are given up for expeditions. "
                  f"{REVEAL_EN}."},
            "expeditions"),
        GuideStep("draw", {
            "de": "Noch ein Matrose. Versuche es noch einmal mit der dritten Farbe: "
                  f"{REVEAL_DE}.",
            "en": "Another Sailor. Try once more for the third colour: "
                  f"{REVEAL_EN.lower()}."},
            "discover"),
        GuideStep("stop", {
            "de": "Eine schwarze Galeone, wieder die dritte Farbe: Der Kleine Zocker ist "
                  "erfüllt, dein Würfel kommt auf sein Münzfeld, und du erhieltst 2 Münzen. "
                  "Tippe jetzt „Entdecken beenden“.",
            "en": "A black Galleon, the third colour again: Little Gamester is completed, your "
                  "cube goes onto its coin space, and you got 2 coins. Now tap “Stop "
                  "discovering”."},
            "contracts"),
        GuideStep("take:K7", {
            "de": "Handle mit der markierten schwarzen Galeone: Tippe sie an. Sie kommt auf den "
                  "Ablagestapel, und du erhältst die 3 Münzen oben rechts auf der Karte.",
            "en": "Trade the lit black Galleon: tap it. It goes to the discard pile, and you "
                  "get the 3 coins at the top right of the card."},
            "trade"),
    ),
    finish={
        "de": "Das war die Führung: Du hast entdeckt, einen Matrosen angeheuert, mit seinem "
              "Säbel Schiffe abgewehrt, einen Auftrag erfüllt und mit einem Schiff gehandelt; "
              "der Computer hat zu viel riskiert. Die Partie geht gegen den Computer weiter, bis "
              "jemand 12 Einflusspunkte hat; dann wird die Runde zu Ende gespielt. Mit „?“ "
              "erklärt jedes Teil des Tisches sich selbst.",
        "en": "That was the guide: you discovered cards, hired a Sailor, repelled ships with "
              "his sabre, completed a contract and traded a ship; the computer pushed its luck "
              "too far. The game goes on against the computer until someone has 12 victory "
              "points; then the round is played to its end. With '?' every part of the table "
              "explains itself."},
)
