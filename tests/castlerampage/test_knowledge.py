"""What each player knows: views, the log, the red eye, 'Spion oder Saboteur', the draw pile's
candidates and determinization, on hand-built positions.
Seed 004, 'Spielvorbereitung' (Achtung: nobody looks at Gate/Castle cards, counts are public;
online note on what the players see) and the interface notes at the end of 'Anhang'."""

from ludothek.castlerampage.cards import BY_ID, DECK_SIZE
from ludothek.core import Rng


def test_gate_and_castle_face_down_counts_public(cr):
    """Seed 004, 'Spielvorbereitung': nobody may look at Gate/Castle cards once laid; the number
    of cards in a pile may be checked."""
    g = cr.position(gates=(["oger", "reiter"], ["bogen"]), castles=(["schwert"], ["koch", "axt"]))
    v = g.view(1)
    assert [s["card"] for s in v["gates"][0]] == [None, None]
    assert [len(v["gates"][s]) + len(v["castles"][s]) for s in (0, 1)] == [3, 3]
    assert [s["card"] for s in v["castles"][1]] == ["koch", "axt"]  # laid by seat 1 itself
    assert g.view(None)["gates"][0] == [
        {"card": None, "known_by": [0], "sos": False, "sos_for": [], "eye": False,
         "deduced": False, "setup": False, "stamp": stamp} for stamp in (1, 2)]


def test_own_hand_open_opponent_hand_face_down(cr):
    """Seed 004, interface notes: the opponent's hand shows only the cards one knows."""
    g = cr.position(hands=(["koch", "axt"], ["narr", "oger", "bogen"]),
                    castles=(["schwert"], ["schwert"]))
    v = g.view(0)
    assert [c["card"] for c in v["hands"][0]] == ["koch", "axt"]
    assert v["hands"][1] == [{"card": None, "eye": False}] * 3


def test_red_eye_on_own_hand_card_the_opponent_knows(cr):
    """Seed 004, interface notes: a red eye on an own hand card says the opponent knows it
    (here: cards a Räuber took in full view)."""
    g = cr.position(hands=(["raeuber", "koch"], []), gates=([], ["armbrust", "oger"]),
                    castles=(["schwert"], ["schwert"]))
    cr.run(g, "play:raeuber")
    assert g.view(0)["hands"][0] == [{"card": "koch", "eye": False},
                                     {"card": "armbrust", "eye": True}]
    assert [c["card"] for c in g.view(1)["hands"][0]] == ["armbrust", None]


def test_forget_hand_knowledge_when_a_card_goes_face_down(cr):
    """Seed 004, interface notes: a player forgets what he knew of the opponent's hand as soon
    as the opponent slides any hand card face down under his Gate or Castle."""
    g = cr.position(hands=(["raeuber", "koch", "narr"], []), gates=([], ["armbrust", "oger"]),
                    castles=(["schwert"], ["schwert"]))
    cr.run(g, "play:raeuber")
    assert "armbrust" in [c["card"] for c in g.view(1)["hands"][0]]
    cr.run(g, "reinforce:koch:gate")
    assert [c["card"] for c in g.view(1)["hands"][0]] == [None, None]
    assert g.view(1)["gates"][0][0]["card"] is None


def test_oger_reinforcement_is_seen(cr):
    """Seed 004, 'Spielablauf' (Oger exception): paying its cost shows the card, so both know
    where the Oger lies (NOTES.md)."""
    g = cr.position(hands=(["oger", "koch"], []), castles=(["schwert"], ["schwert"]))
    cr.run(g, "reinforce:oger:castle", "pay:koch")
    assert g.view(1)["castles"][0][-1]["card"] == "oger"
    assert g.view(None)["castles"][0][-1]["card"] == "oger"


def test_spion_or_saboteur_until_told_apart(cr):
    """Seed 004, interface notes: the victim sees 'Spion oder Saboteur' until it can be told
    apart, e.g. because all cards of the other kind are in the discard pile."""
    g = cr.position(hands=(["spion", "koch"], []), discard=["saboteur"],
                    castles=(["schwert"], ["schwert"]))
    cr.run(g, "play:spion")
    assert g.view(1)["gates"][1][0]["sos"] and g.view(1)["gates"][1][0]["card"] is None
    g = cr.position(hands=(["spion", "koch"], []), discard=["saboteur", "saboteur"],
                    castles=(["schwert"], ["schwert"]))
    cr.run(g, "play:spion")
    slot = g.view(1)["gates"][1][0]
    assert slot["card"] == "spion" and not slot["sos"]  # public: known to all (next test)


def test_no_red_eye_missing_for_what_anyone_can_deduce(cr):
    """Seed 004, 'Anhang' (Hinweise zur Bedienung): „Außerdem befindet sich ein kleines rotes
    Auge auf den Karten, von denen der Mitspieler weiß, um welche es sich handelt." and
    „Sobald klar ist, um welche Karte es sich tatsächlich handelt, weil sich z. B. alle Karten
    der anderen Sorte im Ablagestapel befinden, wird auch die tatsächliche Karte angezeigt."
    With both Saboteurs in the discard pile, a face-down card is a Spion to everyone: the
    attacker's, the victim's and a spectator's views agree, and the red eye shows it."""
    g = cr.position(hands=(["spion", "koch"], []), discard=["saboteur", "saboteur"],
                    castles=(["schwert"], ["schwert"]))
    cr.run(g, "play:spion")
    known = {"card": "spion", "known_by": [0, 1], "sos": False, "sos_for": [], "eye": True,
             "deduced": False, "setup": False, "stamp": g.gates[1][0].stamp}
    assert g.view(0)["gates"][1][0] == known == g.view(1)["gates"][1][0]
    assert g.view(None)["gates"][1][0]["card"] == "spion"
    assert not g.view(None)["gates"][1][0]["sos"]
    for seat in (0, 1, None):
        assert g.determinize(seat, Rng(3)).view(seat) == g.view(seat)
    # Ben knows the Saboteur he laid in his Gate: his deduction is private at first (no eye
    # for Ann, "Spion oder Saboteur" for a spectator); the Drache discards that Saboteur face
    # up, and from then on everybody can tell.
    g = cr.position(hands=(["spion", "drache", "koch", "axt"], []), discard=["saboteur"],
                    gates=([], ["saboteur", "oger"]), castles=(["schwert"], ["schwert"]))
    cr.run(g, "play:spion")
    assert g.view(1)["gates"][1][-1]["deduced"] and not g.view(0)["gates"][1][-1]["eye"]
    assert g.view(None)["gates"][1][-1]["sos"]
    cr.run(g, "play:drache", "pay:koch", "pay:axt")  # Saboteur and Oger go, face up
    known = {**known, "stamp": g.gates[1][0].stamp}  # this game's Spion, laid under two
    assert g.view(0)["gates"][1] == [known] and g.view(1)["gates"][1] == [known]


def test_face_down_spion_or_saboteur_keeps_known_hand_cards(cr):
    """Seed 004, 'Anhang' (Hinweise zur Bedienung): a player forgets the opponent's hand
    „sobald dieser irgendeine Handkarte verdeckt unter sein Tor oder seine Burg schiebt". A
    Spion or Saboteur goes under the victim's Gate and can only be one of those two, so every
    other known hand card is still certainly in hand (as with the Oger); a known Spion or
    Saboteur in hand is no longer certain."""
    g = cr.position(hands=(["raeuber"], []), gates=([], ["spion", "armbrust", "spion", "oger"]),
                    castles=(["schwert"], ["schwert"]))
    cr.run(g, "play:raeuber")  # 4: Spion (1), Armbrust (2), Spion (1) taken, in full view
    assert sorted(c["card"] for c in g.view(1)["hands"][0]) == ["armbrust", "spion", "spion"]
    cr.run(g, "play:spion")
    assert [c["card"] for c in g.view(1)["hands"][0]] == ["armbrust", None]
    assert g.view(0)["hands"][0] == [{"card": "armbrust", "eye": True},
                                     {"card": "spion", "eye": False}]
    cr.run(g, "reinforce:armbrust:castle")  # any other card face down: all is forgotten
    assert [c["card"] for c in g.view(1)["hands"][0]] == [None]


def test_deduction_from_own_hand_stays_private(cr):
    """Seed 004, interface notes: the red eye shows only what the other player knows for sure;
    a deduction from one's own hand is not shown to the opponent."""
    g = cr.position(hands=(["spion"], ["saboteur", "saboteur"]), castles=(["schwert"], ["schwert"]))
    cr.run(g, "play:spion")
    assert g.view(1)["gates"][1][0]["card"] == "spion"
    expected = {"card": "spion", "known_by": [0], "sos": False, "sos_for": [1], "eye": False,
                "deduced": False, "setup": False,
                "stamp": g.view(0)["gates"][1][0]["stamp"]}  # laid at the same ply in both
    assert g.view(0)["gates"][1][0] == expected
    control = cr.position(hands=(["spion"], ["koch", "koch"]), castles=(["schwert"], ["schwert"]))
    cr.run(control, "play:spion")
    assert control.view(1)["gates"][1][0]["card"] is None
    assert control.view(0)["gates"][1][0] == expected


def test_log_private_entries(cr):
    """Seed 004, interface notes (knowledge): drawn cards and face-down cards are named only in
    their owner's log."""
    g = cr.position(hands=(["koch", "saboteur"], []), castles=(["schwert"], ["schwert"]),
                    draw_top=["narr", "narr"])
    cr.run(g, "reinforce:koch:gate", "play:saboteur", "end")
    mine, theirs, public = g.log_for(0), g.log_for(1), g.log_for(None)
    assert any(e.get("card") == "koch" for e in mine)
    assert not any(e.get("card") in ("koch", "saboteur") for e in theirs + public)
    assert any(e["k"] == "draw" and e["cards"] == ["narr", "narr"] for e in theirs)
    assert not any("cards" in e for e in public + mine)


def test_each_event_is_logged_once_worded_for_its_reader(cr):
    """Issue 14: one log line per event. The owner of a hidden card reads its name in that line,
    the opponent and a spectator read the same line with "a card"; every reader's log holds the
    same events in the same order."""
    from ludothek.web.core.i18n import Translator
    g = cr.position(hands=(["koch", "saboteur"], []), castles=(["schwert"], ["schwert"]),
                    draw_top=["narr", "narr"])
    g.match.names = ["Ann", "Ben"]
    cr.run(g, "reinforce:koch:gate", "play:saboteur", "end")
    logs = {seat: g.log_for(seat) for seat in (0, 1, None)}
    assert [e["k"] for e in logs[0]] == [e["k"] for e in logs[1]] == [e["k"] for e in logs[None]]
    assert [e["k"] for e in logs[0]] == ["reinforce_gate", "sos", "end", "turn", "draw"]
    assert logs[1] == g.view(1)["log"] and logs[None] == g.view(None)["log"]
    en = Translator("en")

    def lines(seat):
        return [en.log_line("castlerampage", e, ["Ann", "Ben"]) for e in logs[seat]]
    assert lines(0)[:2] == ["Ann reinforces the Gate with Cook.",
                            "Ann slips Saboteur under the opponent's Gate."]
    assert lines(1)[:2] == lines(None)[:2] == ["Ann reinforces the Gate with a card.",
                                               "Ann slips a Spy or Saboteur under the "
                                               "opponent's Gate."]
    assert lines(1)[-1] == "Ben draws Fool and Fool."
    assert lines(0)[-1] == lines(None)[-1] == "Ben draws 2 cards."
    de = Translator("de")
    assert de.log_line("castlerampage", logs[0][-1], ["Ann", "Ben"]) == "Ben zieht 2 Karten."


def test_draw_pile_shows_what_could_still_be_there(cr):
    """Seed 004, interface notes: the draw pile shows the cards that could still be there: its
    real cards and the cards in Gates, Castles and the opponent's hand one has no information
    about; never their order."""
    g = cr.position(hands=(["koch", "koch"], ["oger"]), gates=(["narr"], ["spion"]),
                    castles=(["schwert"], ["riese"]), discard=["koch"])
    cands = dict(g.view(0)["draw_candidates"])
    assert "koch" not in cands  # all 3 located: 2 in hand, 1 discarded
    assert cands["oger"] == 2 and cands["spion"] == 3 and cands["riese"] == 2
    assert cands["narr"] == 1 and cands["schwert"] == 8
    assert sum(cands.values()) == DECK_SIZE - 5
    assert list(cands) == sorted(cands, key=list(BY_ID).index)


def test_spectator_sees_only_public(cr):
    """Seed 004, knowledge rules: a spectator sees no hand, no hidden pile card, no private log
    line, and no moves (the page offers moves only with a seat's own view)."""
    g = cr.position(hands=(["armbrust", "koch"], ["narr"]), gates=([], ["schwert", "oger"]),
                    castles=(["schwert"], ["schwert"]))
    cr.run(g, "play:armbrust")
    v = g.view(None)
    assert [c["card"] for c in v["hands"][0]] == [None] and "legal" not in v
    assert [s["card"] for s in v["gates"][1]] == ["schwert", None]  # revealed by the attack
    assert all("to" not in e for e in v["log"])


def test_determinize_keeps_the_view(cr):
    """GAMES.md, determinize: the clone matches everything the seat sees."""
    g = cr.position(hands=(["spion", "raeuber", "koch"], ["aufgebot", "narr", "bogen"]),
                    gates=(["oger", "reiter"], ["armbrust", "schwert"]),
                    castles=(["schwert"], ["riese", "plan2"]))
    cr.run(g, "play:spion", "play:raeuber", "decline")
    for seat in (0, 1, None):
        clone = g.determinize(seat, Rng(9))
        assert clone.view(seat) == g.view(seat)
        cr.check_conservation(clone)
    clone = g.determinize(1, Rng(9))
    assert clone.gates[1][-1].kind in ("spion", "saboteur")


def test_every_card_named_and_explained_in_both_languages():
    """i18n contract: title, card names and rules texts in German and English."""
    import re

    from ludothek.castlerampage.i18n import WORDS
    for lang in ("de", "en"):
        assert WORDS[lang]["title"] == "Castle Rampage"
        for kind in BY_ID:
            assert WORDS[lang][f"card.{kind}"] and WORDS[lang][f"card.{kind}.text"]
        # Plurals are choices ({n:Karte|Karten}), never "card(s)".
        assert not [k for k, v in WORDS[lang].items() if re.search(r"\((s|n)\)", v)]
    assert WORDS["de"].keys() == WORDS["en"].keys()
    assert "+5" in WORDS["de"]["card.plan1.text"]  # texts take their numbers from cards.py


def test_determinize_keeps_a_hand_able_to_pay_the_card_in_play(cr):
    """Seed 004, 'Die Karten' (a card is played only if its cost can be paid) and GAMES.md,
    determinize: while a plan's costs are being paid, every resampled hand can pay them."""
    from ludothek.castlerampage.rules import _can_meet
    g = cr.position(hands=(["plan7", "reiter", "schwert", "bogen", "koch"], []),
                    castles=(["schwert"], ["schwert"]))
    cr.run(g, "play:plan7", "pay:reiter")
    for r in range(40):
        clone = g.determinize(1, Rng(r))
        kinds = [c.kind for c in clone.hands[0]]
        assert _can_meet(kinds, ["S", "B"]) and clone.legal_moves()
        assert clone.view(1) == g.view(1)


def test_determinize_keeps_setup_cards_free_of_purple():
    """Seed 004, 'Spielvorbereitung' (online: no purple card at setup): a Gate or Castle card
    laid at setup and never seen is resampled among non-purple cards only."""
    from ludothek import new_game
    from ludothek.castlerampage.cards import BY_ID as cards
    g = new_game("castlerampage", seed=4)
    while g.wait == "setup":
        g.play(g.legal_moves()[0])
    assert all(s["setup"] for s in g.view(None)["gates"][0])
    for r in range(60):
        clone = g.determinize(g.start, Rng(r))
        other = 1 - g.start
        assert not any(cards[c.kind].purple for c in clone.gates[other] + clone.castles[other])
