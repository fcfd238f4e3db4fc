"""Rosenkönig's guided first game (core/guide.py): a deal (seed 2, red starts) where the first
eight moves show a card played, a card drawn and a hero on each side. Seed sections: Spielablauf
(Machtkarte spielen, Machtkarte ziehen, Held einsetzen), Spielende und Wertung."""

from __future__ import annotations

from ..core.guide import Guide, GuideStep

GUIDE = Guide(
    seed=2,
    options={"start": "red"},
    seats=("human", "easy"),
    steps=(
        GuideStep("NW2", {
            "de": "Du spielst Rot und beginnst. In jedem Zug tust du genau eine Sache. Jetzt: "
                  "eine Machtkarte spielen. Tippe die markierte Karte an, dann das markierte "
                  "Feld. Die Krone rückt so weit, wie die Karte sagt, in die Richtung ihres "
                  "Schwerts, und dort liegt dann deine Rose.",
            "en": "You play red and begin. Each turn you do exactly one thing. Now: play a "
                  "power card. Tap the lit card, then the lit square. The crown moves as far as "
                  "the card says, the way its sword points, and your rose lies there."},
            "play"),
        GuideStep("SW2", {
            "de": "Der Computer hat auch eine Karte gespielt: Die Krone rückte zwei Felder nach "
                  "Südwesten, dort liegt jetzt eine weiße Rose. Gespielte Karten kommen offen "
                  "auf den Ablagestapel.",
            "en": "The computer played a card too: the crown went two squares south-west, and "
                  "a white rose lies there now. Played cards go face up onto the discard pile."},
            "play"),
        GuideStep("SE1", {
            "de": "Spiele die nächste markierte Karte. Eine Karte, deren Feld außerhalb des "
                  "Bretts liegt oder schon eine Rose trägt, kannst du nicht spielen: sie ist "
                  "blass. Tippst du sie an, sagt die Seite, warum.",
            "en": "Play the next lit card. A card whose square is off the board or already "
                  "holds a rose cannot be played: it is pale. Tap it, and the page says why."},
            "play"),
        GuideStep("E3", {
            "de": "Der Computer bewegte die Krone drei Felder nach Osten.",
            "en": "The computer moved the crown three squares east."},
            None),
        GuideStep("draw", {
            "de": "Ziehe jetzt eine Karte: Tippe „Karte ziehen“. Ziehen darfst du, solange du "
                  "weniger als fünf Karten hast, und es ist dein ganzer Zug.",
            "en": "Now draw a card: tap “Draw a card”. You may draw while you hold fewer than "
                  "five cards, and it is your whole turn."},
            "draw"),
        GuideStep("H:W3", {
            "de": "Der Computer hat einen Helden eingesetzt: Mit einem Helden rückt die Krone "
                  "auf eine Rose des Gegners, und die wird umgedreht. Eine deiner Rosen ist "
                  "jetzt weiß. Jede Seite hat vier Helden.",
            "en": "The computer used a hero: with a hero the crown moves onto an opponent's "
                  "rose, and that rose is turned over. One of your roses is white now. Each "
                  "side has four heroes."},
            "hero"),
        GuideStep("H:NW1", {
            "de": "Jetzt du: Das Feld der markierten Karte trägt eine weiße Rose. Tippe die "
                  "Karte an, dann das Feld, und bestätige den Helden: Die Rose wird rot.",
            "en": "Your turn: the lit card's square holds a white rose. Tap the card, then the "
                  "square, and confirm the hero: the rose turns red."},
            "hero"),
        GuideStep("SE3", {
            "de": "Rosen einer Farbe, die sich an einer Seite berühren, bilden ein Gebiet. Am "
                  "Ende zählt jedes Gebiet seine Größe mal sich selbst: Verbinde deine Rosen "
                  "und trenne die des Computers.",
            "en": "Roses of one colour that touch along a side form a territory. At the end "
                  "each territory scores its size times itself: join your roses and keep the "
                  "computer's apart."},
            "end"),
    ),
    finish={
        "de": "Das war die Führung: Du hast Karten gespielt, gezogen und einen Helden "
              "eingesetzt. Die Partie geht gegen den Computer weiter, bis alle 52 Rosen liegen "
              "oder keiner mehr einen Zug machen kann. Mit „?“ erklärt jedes Teil des Tisches "
              "sich selbst.",
        "en": "That was the guide: you played cards, drew one and used a hero. The game goes "
              "on against the computer until all 52 roses are placed or nobody can move. With "
              "'?' every part of the table explains itself."},
)
