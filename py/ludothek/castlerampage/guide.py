"""Castle Rampage's guided first game (core/guide.py): a deal (seed 54554, the computer draws the
start) whose first 24 moves show the setup of both players, the computer's attack on your Gate
answered by your Last Levy, and your turn: a Knight's cost paid, its attack through the
computer's Gate, a reinforcement, the end of the turn. Seed 004: 'Spielvorbereitung',
'Spielablauf', 'Angriffe', 'Letztes Aufgebot'.

The computer's sentences name no card of its own before a fight turns it up."""

from __future__ import annotations

from ..core.guide import Guide, GuideStep

_QUIET: dict[str, str] = {}  # a dull move of the computer: nothing to say

GUIDE = Guide(
    seed=54554,
    seats=("human", "easy"),
    steps=(
        # The computer's first setup round: 2 cards under its Gate, 2 under its Castle.
        GuideStep("setup:ueberlaeufer:gate", {
            "de": "Das Los hat den Computer zum Startspieler gemacht. Er hat 5 Karten "
                  "erhalten: 2 legt er verdeckt unter sein Tor, 2 unter seine Burg, eine "
                  "behält er auf der Hand.",
            "en": "The lot made the computer the start player. It was dealt 5 cards: it lays "
                  "2 face down under its Gate, 2 under its Castle, and keeps one in hand."},
            "setup"),
        GuideStep("setup:reiter:gate", _QUIET),
        GuideStep("setup:soeldner_b:castle", _QUIET),
        GuideStep("setup:soeldner_s:castle", {
            "de": "Der Computer hat gelegt. Du siehst, wie viele Karten in seinem Tor und "
                  "seiner Burg liegen, aber nicht, welche.",
            "en": "The computer has placed its cards. You see how many lie in its Gate and "
                  "Castle, but not which."},
            "knowledge"),
        # Your first round.
        GuideStep("setup:schwert:gate", {
            "de": "Jetzt du: Unter „Deine Karten für Tor und Burg“ tippe beim Schwertkämpfer "
                  "auf „→ Tor“. Die erste Karte liegt oben im Tor und wird zuerst angegriffen; "
                  "im Tor zählt der linke Verteidigungswert der Karte, hier 3.",
            "en": "Your turn: under “Your cards for Gate and Castle”, tap “→ Gate” by the "
                  "Swordsman. The first card lies on top of the Gate and is attacked first; "
                  "in the Gate a card's left defence value counts, here 3."},
            "setup"),
        GuideStep("setup:axt:gate", {
            "de": "Tippe beim Axtkämpfer auf „→ Tor“. Neue Karten kommen immer unten an den "
                  "Stapel, der Schwertkämpfer bleibt oben.",
            "en": "Tap “→ Gate” by the Axe Fighter. New cards always go to the bottom of the "
                  "stack; the Swordsman stays on top."},
            "setup"),
        GuideStep("setup:soeldner_p:castle", {
            "de": "Nun 2 Karten unter die Burg: Tippe beim Söldner (Pferd) auf „→ Burg“. In "
                  "der Burg zählt der rechte Verteidigungswert. Wer die letzte Karte seiner "
                  "Burg verliert, verliert das Spiel.",
            "en": "Now 2 cards under the Castle: tap “→ Castle” by the Mercenary (horse). In "
                  "the Castle the right defence value counts. Whoever loses the last card of "
                  "their Castle loses the game."},
            "cards"),
        GuideStep("setup:raeuber:castle", {
            "de": "Tippe beim Räuber auf „→ Burg“. Das Letzte Aufgebot bleibt übrig und kommt "
                  "auf deine Hand: Mit ihm wehrst du gleich einen Angriff ab.",
            "en": "Tap “→ Castle” by the Robber. The Last Levy is left over and goes to your "
                  "hand: with it you will soon fend off an attack."},
            "setup"),
        # The computer's second round.
        GuideStep("setup:axt:gate", {
            "de": "Zweite Runde, in derselben Reihenfolge: wieder 5 Karten für jeden.",
            "en": "Second round, in the same order: 5 cards each again."},
            "setup"),
        GuideStep("setup:ueberlaeufer:gate", _QUIET),
        GuideStep("setup:berater:castle", _QUIET),
        GuideStep("setup:nachschub:castle", {
            "de": "Der Computer hat seine zweite Runde gelegt: Tor und Burg halten je 4 "
                  "Karten, 2 hat er auf der Hand.",
            "en": "The computer has placed its second round: Gate and Castle hold 4 cards "
                  "each, and it has 2 in hand."},
            "setup"),
        # Your second round.
        GuideStep("setup:ritter:gate", {
            "de": "Deine zweite Runde. Du hast zwei Ritter: Einen behältst du zum Angreifen. "
                  "Beim anderen tippe auf „→ Tor“: Im Tor verteidigt er mit 3, in der Burg "
                  "nur mit 2.",
            "en": "Your second round. You have two Knights: keep one to attack with. Tap "
                  "“→ Gate” by the other: in the Gate it defends with 3, in the Castle only "
                  "with 2."},
            "cards"),
        GuideStep("setup:pfeilhagel:gate", {
            "de": "Tippe beim Pfeilhagel auf „→ Tor“. Er verteidigt überall nur mit 1, ganz "
                  "unten im Tor wird er als Letztes getroffen.",
            "en": "Tap “→ Gate” by the Hail of Arrows. It defends with only 1 anywhere; at "
                  "the bottom of the Gate it is hit last."},
            "setup"),
        GuideStep("setup:schwert:castle", {
            "de": "Tippe beim Schwertkämpfer auf „→ Burg“: In der Burg verteidigt er mit 3.",
            "en": "Tap “→ Castle” by the Swordsman: in the Castle it defends with 3."},
            "setup"),
        GuideStep("setup:reiter:castle", {
            "de": "Tippe beim Reiter auf „→ Burg“. Der zweite Ritter bleibt auf der Hand. Dann "
                  "hat jeder ein Tor und eine Burg von je 4 Karten und 2 Handkarten.",
            "en": "Tap “→ Castle” by the Rider. The second Knight stays in your hand. Then "
                  "each player has a Gate and a Castle of 4 cards and 2 hand cards."},
            "setup"),
        # The computer's first turn: an attack, and your Last Levy against it.
        GuideStep("play:reiter", {
            "de": "Der Computer ist am Zug. Er hat 1 Karte gezogen (der Startspieler im "
                  "ersten Zug nur eine) und greift mit einem Reiter an: Angriff 4 auf die "
                  "oberste Karte deines Tors.",
            "en": "The computer's turn. It drew 1 card (the start player draws only one in "
                  "the first turn) and attacks with a Rider: attack 4 on the top card of "
                  "your Gate."},
            "attack"),
        GuideStep("react:aufgebot", {
            "de": "Dein Schwertkämpfer oben im Tor verteidigt mit 3: Die 4 würde ihn "
                  "zerstören. Tippe „Letztes Aufgebot spielen (−3)“: Direkt vor dem Kampf "
                  "sinkt der Angriff um 3 auf 1.",
            "en": "Your Swordsman on top of the Gate defends with 3: the 4 would destroy it. "
                  "Tap “Play Last Levy (−3)”: just before the fight the attack drops by 3 "
                  "to 1."},
            "defence"),
        GuideStep("end", {
            "de": "Angriff 1 gegen Verteidigung 3: Dein Schwertkämpfer hält und liegt wieder "
                  "verdeckt an seinem Platz, nun kennen ihn beide (rotes Auge). Dann hat der "
                  "Computer seinen Zug beendet.",
            "en": "Attack 1 against defence 3: your Swordsman holds and lies face down in its "
                  "place again; now both know it (red eye). Then the computer ended its "
                  "turn."},
            "attack"),
        # Your first turn: a cost, an attack through the Gate, a reinforcement, the end.
        GuideStep("play:ritter", {
            "de": "Dein Zug: Du hast 2 Karten gezogen. Tippe den Ritter in deiner Hand an, "
                  "dann „Ritter spielen: Angriff 5*“. Seine Kosten: Du musst eine weitere "
                  "Handkarte abwerfen.",
            "en": "Your turn: you drew 2 cards. Tap the Knight in your hand, then "
                  "“Play Knight: attack 5*”. Its cost: you must discard another hand card."},
            "costs"),
        GuideStep("pay:soeldner_s", {
            "de": "Kosten werden zuerst bezahlt. Tippe „Söldner (Schwert) abwerfen“; den "
                  "Armbrustschützen behältst du zum Verstärken.",
            "en": "A cost is paid first. Tap “Discard Mercenary (sword)”; keep the "
                  "Crossbowman to reinforce with."},
            "costs"),
        GuideStep("skip", {
            "de": "Freiwillig könntest du noch eine Karte abwerfen: +1 (daher der * am "
                  "Angriff). Tippe „Nichts abwerfen“: Der Ritter greift mit 5 das Tor des "
                  "Computers an.",
            "en": "You could discard one more card for +1 (hence the * at the attack); that "
                  "is up to you. Tap “Discard nothing”: the Knight attacks the computer's "
                  "Gate with 5."},
            "attack"),
        GuideStep("reinforce:armbrust:castle", {
            "de": "Durchs Tor: Der Ritter zerstörte den Überläufer (2), der Rest 3 den Reiter "
                  "(2); den Rest 1 hielt der Axtkämpfer. Jetzt verstärken: Tippe den "
                  "Armbrustschützen an, dann „Armbrustschütze unter deine Burg legen“; in der "
                  "Burg verteidigt er mit 4.",
            "en": "Through the Gate: the Knight destroyed the Defector (2), the 3 left the "
                  "Rider (2), and the Axe Fighter held against the 1 left. Now reinforce: tap the "
                  "Crossbowman, then “Put Crossbowman under your Castle”; there it defends "
                  "with 4."},
            "reinforce"),
        GuideStep("end", {
            "de": "Verstärken darfst du einmal pro Zug, Karten spielen so oft du willst. "
                  "Tippe „Zug beenden“: Der Computer zieht 2 Karten und ist am Zug.",
            "en": "You may reinforce once a turn and play as many cards as you like. Tap "
                  "“End turn”: the computer draws 2 cards and takes its turn."},
            "turn"),
    ),
    finish={
        "de": "Das war die Führung: Du hast Tor und Burg aufgebaut, einen Angriff mit dem "
              "Letzten Aufgebot abgewehrt, Kosten bezahlt, durchs Tor angegriffen und deine "
              "Burg verstärkt. Die Partie geht gegen den Computer weiter, bis eine Burg fällt. "
              "Mit „?“ erklärt jedes Teil des Tisches sich selbst.",
        "en": "That was the guide: you built your Gate and Castle, fended off an attack with "
              "the Last Levy, paid a cost, attacked through the Gate and reinforced your "
              "Castle. The game goes on against the computer until a Castle falls. With “?” "
              "every part of the table explains itself."},
)
