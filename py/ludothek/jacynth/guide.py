"""Jacynth's guided first game (core/guide.py): a deal (seed 5, the Razeway, you begin) where
the first seven turns show a card placed beside the city, the districts its suits join, an
influence token claiming them, a district closed to the other player, two districts joined
where the token on the highest-ranked card takes all, a card in districts of both players and
a turn without a token. Rules sections: rules.<lang>.md. A computer's placement says nothing:
its token, a moment later, tells the whole turn."""

from __future__ import annotations

from ..core.guide import Guide, GuideStep

GUIDE = Guide(
    seed=5,
    options={"layout": "razeway"},
    seats=("human", "easy"),
    steps=(
        GuideStep("p:8YK@b4", {
            "de": "Du beginnst: Tippe den leuchtenden Verrat (8 der Wyrme und Knoten) auf deiner "
                  "Hand an, dann das leuchtende Feld b4. Eine neue Karte kommt auf ein leeres "
                  "Feld, das eine Seite mit einer Karte der Stadt teilt. Karten einer Farbe, "
                  "Kante an Kante verbunden, bilden einen Distrikt: hier einen der Wyrme aus zwei "
                  "Karten und einen der Knoten aus drei.",
            "en": "You begin: tap the lit Betrayal (8 of Wyrms and Knots) in your hand, then the "
                  "lit cell b4. A new card goes on an empty cell that shares a side with a card "
                  "of the city. Cards sharing a suit, joined edge to edge, form a district: here "
                  "a Wyrms district of two cards and a Knots district of three."},
            "place"),
        GuideStep("t:b4", {
            "de": "Jetzt eine Einflussmarke: Tippe den Verrat auf b4 an. Die Marke übernimmt "
                  "jeden Distrikt, in dem ihre Karte liegt: Du kontrollierst die Wyrme und die "
                  "Knoten, am Ende einen Punkt je Karte, jetzt 5. Die höhere Karte ist die "
                  "bessere: Verbinden sich Distrikte, entscheidet die Marke auf der "
                  "ranghöchsten Karte.",
            "en": "Now an influence token: tap the Betrayal on b4. The token claims every "
                  "district its card lies in: you control the Wyrms and the Knots, one point per "
                  "card at the end, 5 now. The higher card is the better one: when districts "
                  "join, the token on the highest-ranked card decides."},
            "influence"),
        GuideStep("p:3LY@d2"),
        GuideStep("t:d2", {
            "de": "Der Computer hat den Wilden (3 der Blätter und Wyrme) auf d2 gelegt und seine "
                  "schwarze Marke daraufgesetzt: Er kontrolliert einen Distrikt der Blätter (d2, "
                  "e2) und einen der Wyrme (d3, d2). In einen Distrikt, den ein anderer "
                  "kontrolliert, darf niemand eine Marke setzen.",
            "en": "The computer placed the Savage (3 of Leaves and Wyrms) on d2 and put its black "
                  "token on it: it controls a Leaves district (d2, e2) and a Wyrms district (d3, "
                  "d2). Nobody may put a token into a district another player controls."},
            "districts"),
        GuideStep("p:7WY@b3", {
            "de": "Nach jedem Zug ziehst du eine Karte nach, auf drei. Lege jetzt die Höhle (7 "
                  "der Wellen und Wyrme) auf b3: Dein Distrikt der Wyrme wächst auf drei Karten, "
                  "ohne neue Marke. Im nächsten Zug kann dein Büßer ihn auf c3 mit den Wyrmen "
                  "des Computers verbinden.",
            "en": "After each turn you draw a card, back to three. Now place the Cave (7 of "
                  "Waves and Wyrms) on b3: your Wyrms district grows to three cards, with no new "
                  "token. Next turn your Penitent can join it to the computer's Wyrms on c3."},
            "districts"),
        GuideStep("t:a6", {
            "de": "Tippe für deine Marke die Reise auf a6 an: Eine Zahlenkarte hat zwei Farben "
                  "und übernimmt so zwei Distrikte, Monde und Wellen. Die Karten auf d2, d3 und "
                  "e2 leuchten nicht: Sie liegen in Distrikten des Computers. Mit „Keine Marke "
                  "setzen“ könntest du die Marke auch behalten.",
            "en": "Tap the Journey on a6 for your token: a number card has two suits, so it "
                  "claims two districts, Moons and Waves. The cards on d2, d3 and e2 are not "
                  "lit: they lie in the computer's districts. With “No token this turn” you could "
                  "also keep the token."},
            "influence"),
        GuideStep("p:5SW@b2"),
        GuideStep("t:b2", {
            "de": "Der Computer hat die Entdeckung (5 der Sonnen und Wellen) auf b2 gelegt, mit "
                  "einer Marke. Ihre Wellen verbinden sich mit denen der Höhle: Dieser Distrikt "
                  "(b3, b2) gehört dem Computer, also darf keine Marke von dir auf die Höhle, "
                  "auch wenn ihre Wyrme deine bleiben.",
            "en": "The computer placed the Discovery (5 of Suns and Waves) on b2, with a token. "
                  "Its Waves join the Cave's: that district (b3, b2) is the computer's, so no "
                  "token of yours may go on the Cave, though its Wyrms stay yours."},
            "influence"),
        GuideStep("p:6SY@c3", {
            "de": "Lege den Büßer (6 der Sonnen und Wyrme) auf c3: Er verbindet deine Wyrme und "
                  "die des Computers zu einem Distrikt aus sechs Karten. Von den Marken darin "
                  "entscheidet die auf der ranghöchsten Karte: Deine auf dem Verrat (8) schlägt "
                  "die auf dem Wilden (3), der ganze Distrikt gehört dir. Die Finsternis (9) "
                  "trägt keine Marke, ihr Rang zählt nicht.",
            "en": "Place the Penitent (6 of Suns and Wyrms) on c3: it joins your Wyrms and the "
                  "computer's into one district of six cards. Of the tokens in it, the one on "
                  "the highest-ranked card decides: yours on the Betrayal (8) beats the one on "
                  "the Savage (3), and the whole district is yours. The Darkness (9) carries no "
                  "token, so its rank does not count."},
            "districts"),
        GuideStep("t:f1", {
            "de": "Der Computer behält seine Blätter auf d2 und e2: Verbunden haben sich nur die "
                  "Wyrme. Setz jetzt eine Marke auf die Jägerin auf f1, eine Startkarte: Eine "
                  "Krone hat den höchsten Rang, keine Verbindung kann dir ihren Distrikt der "
                  "Monde nehmen.",
            "en": "The computer keeps its Leaves on d2 and e2: only the Wyrms joined. Now put a "
                  "token on the Huntress on f1, a starting card: a Crown has the highest rank, "
                  "so no join can ever take its Moons district from you."},
            "influence"),
        GuideStep("p:7ML@d4"),
        GuideStep("t:d4", {
            "de": "Der Computer hat die Zufallsbegegnung (7 der Monde und Blätter) mit einer "
                  "Marke auf d4 gelegt: Er kontrolliert die Blätter von d4 und vom Markt auf c4. "
                  "Eine Karte kann in Distrikten beider Spieler liegen: Die Knoten des Markts "
                  "bleiben deine.",
            "en": "The computer placed the Chance Meeting (7 of Moons and Leaves) on d4 with a "
                  "token: it controls the Leaves of d4 and of the Market on c4. One card can lie "
                  "in districts of both players: the Market's Knots stay yours."},
            "districts"),
        GuideStep("p:8WL@b6", {
            "de": "Lege die Mühle (8 der Wellen und Blätter) auf b6 neben die Reise: Sie "
                  "schließt sich deinem Distrikt der Wellen an, eine Karte mehr für dich ohne "
                  "Marke. Am Ende, wenn alle 36 Felder eine Karte tragen, bringt jede Karte eines "
                  "Distrikts, den du kontrollierst, einen Punkt.",
            "en": "Place the Mill (8 of Waves and Leaves) on b6, beside the Journey: it joins "
                  "your Waves district, one more card for you without a token. At the end, when "
                  "all 36 cells hold a card, each card of a district you control scores one "
                  "point."},
            "end"),
        GuideStep("skip", {
            "de": "Behalte deine letzte Marke für einen größeren Distrikt: Tippe „Keine Marke "
                  "setzen“. Du hast jetzt 13 Punkte, der Computer 8; nie gesetzte Marken zählen "
                  "nichts.",
            "en": "Keep your last token for a bigger district: tap “No token this turn”. You "
                  "have 13 points now, the computer 8; tokens never placed score nothing."},
            "influence"),
    ),
    finish={
        "de": "Das war die Führung: Du hast Karten an die Stadt gelegt, Distrikte mit Marken "
              "übernommen und die Wyrme des Computers mit der höheren Marke gewonnen. Die Partie "
              "geht gegen den Computer weiter, bis jedes Feld eine Karte trägt. Mit „?“ erklärt "
              "sich jede Karte, jeder Distrikt und jeder Punktestand selbst.",
        "en": "That was the guide: you placed cards beside the city, claimed districts with "
              "tokens and won the computer's Wyrms with the higher token. The game goes on "
              "against the computer until every cell holds a card. With '?' every card, "
              "district and score explains itself."},
)
