"""Castle Rampage rule clauses, one test each: setup, turn, attacks, game end.
Seed 004 = Yucata's rules page (sections 'Spielvorbereitung', 'Die Karten', 'Spielablauf',
'Angriffe', 'Ende des Spiels', 'Anhang'); R = ../shared/reference/castle_rampage.md."""

import pytest

from ludothek import IllegalMove, new_game
from ludothek.castlerampage.cards import BY_ID


def finish_setup(g):
    while g.wait == "setup":
        g.play(g.legal_moves()[-1])
    return g


# ----- Spielvorbereitung ---------------------------------------------------------------------

def test_setup_four_gate_four_castle_two_hand():
    """Seed 004, 'Spielvorbereitung': 5 cards, 2 under the Gate, 2 under the Castle, 1 kept;
    repeated: Gate 4, Castle 4, 2 hand cards (the start player then draws 1)."""
    g = finish_setup(new_game("castlerampage", seed=3))
    s = g.start
    assert [len(x) for x in g.gates] == [4, 4] and [len(x) for x in g.castles] == [4, 4]
    assert len(g.hands[1 - s]) == 2 and len(g.hands[s]) == 3
    assert len(g.draw) == 118 - 16 - 4 - 1


def test_setup_online_no_purple_cards_dealt(cr):
    """Seed 004, 'Spielvorbereitung': online, the players get no purple cards at setup; they
    go back into the draw pile."""
    for seed in range(25):
        g = new_game("castlerampage", seed=seed)
        while g.wait == "setup":
            seat = g.to_move
            assert not any(BY_ID[c.kind].purple for c in g.dealt[seat])
            g.play(g.legal_moves()[seed % len(g.legal_moves())])
        placed = g.gates[0] + g.gates[1] + g.castles[0] + g.castles[1] + g.hands[1 - g.start]
        assert not any(BY_ID[c.kind].purple for c in placed)
        purple_left = sum(1 for c in g.draw + g.hands[g.start] if BY_ID[c.kind].purple)
        assert purple_left == 10
        cr.check_conservation(g)


def test_setup_player_chooses_places_and_knows_them():
    """Seed 004, 'Spielvorbereitung': the player lays the cards face down himself (so he knows
    them; online he sees the cards he could remember); the opponent does not."""
    g = new_game("castlerampage", seed=5)
    seat = g.to_move
    kinds = [c.kind for c in g.dealt[seat]]
    g.play(f"setup:{kinds[0]}:castle")
    assert g.castles[seat][-1].kind == kinds[0]
    assert g.view(seat)["castles"][seat][0]["card"] == kinds[0]
    assert g.view(1 - seat)["castles"][seat][0]["card"] is None
    assert all(f"setup:{k}:gate" in g.legal_moves() for k in kinds[1:])


def test_start_player_draws_one_then_two_each_turn():
    """Seed 004, 'Spielablauf': draw 2 cards first; the start player draws only 1 in his first
    turn."""
    g = finish_setup(new_game("castlerampage", seed=8))
    s = g.start
    assert len(g.hands[s]) == 3 and g.log[-1]["k"] == "draw" and len(g.log[-1]["cards"]) == 1
    g.play("end")
    assert g.to_move == 1 - s and len(g.hands[1 - s]) == 4
    g.play("end")
    assert len(g.hands[s]) == 5


def test_start_player_drawn_at_random_and_begins():
    """Seed 004, 'Spielablauf': „Die Spieler spielen abwechselnd, beginnend mit dem
    Startspieler." The seed does not say how he is chosen: drawn at random (NOTES.md, Setup);
    he places his cards first and plays the first turn."""
    starts = set()
    for seed in range(12):
        g = new_game("castlerampage", seed=seed)
        starts.add(g.start)
        assert g.log[0] == {"k": "start", "seat": g.start} and g.to_move == g.start
        assert g.view(None)["start_player"] == g.start
        finish_setup(g)
        assert g.current == g.start and g.turn == 1
    assert starts == {0, 1}


# ----- Spielablauf ---------------------------------------------------------------------------

def test_any_number_of_cards_one_by_one(cr):
    """Seed 004, 'Spielablauf': any number of cards, played one by one, each effect at once."""
    g = cr.position(hands=(["koch", "koch", "diplomat"], []), gates=([], ["oger"]),
                    castles=(["schwert"], ["schwert"]))
    cr.run(g, "play:koch")
    assert g.bonus == 3 and g.wait == "main"
    cr.run(g, "play:koch", "play:diplomat")
    assert g.bonus == 6 and g.no_attack == [False, True]
    assert cr.kinds(g.discard) == ["koch", "koch", "diplomat"]


def test_costs_paid_before_effect(cr):
    """Seed 004, 'Die Karten': costs are paid before the card's effect happens."""
    g = cr.position(hands=(["ritter", "koch", "axt"], []), gates=([], ["schwert"]),
                    castles=(["schwert"], ["schwert", "schwert"]))
    cr.run(g, "play:ritter")
    assert g.wait == "pay" and set(g.legal_moves()) == {"pay:koch", "pay:axt"}
    assert "attack" not in cr.keys(g)
    cr.run(g, "pay:koch", "skip")
    keys = cr.keys(g)
    assert keys.index("pay") < keys.index("attack")


def test_unpayable_cost_forbids_card(cr):
    """Seed 004, 'Die Karten': a card whose cost cannot be paid may not be played."""
    g = cr.position(hands=(["ritter"], []), castles=(["schwert"], ["schwert"]))
    assert "play:ritter" not in g.legal_moves()
    g = cr.position(hands=(["drache", "koch"], []), castles=(["schwert"], ["schwert"]))
    assert "play:drache" not in g.legal_moves()
    with pytest.raises(IllegalMove):
        g.play("play:drache")


def test_forced_choices_still_asked(cr):
    """Seed 004, 'Die Karten' with the knowledge rules of the appendix: a cost is paid by the
    player's own choice, even a forced one, so the pause tells the opponent nothing."""
    g = cr.position(hands=(["ritter", "koch"], []), castles=(["schwert"], ["schwert"]))
    cr.run(g, "play:ritter")
    assert g.legal_moves() == ["pay:koch"]
    cr.run(g, "pay:koch")
    assert g.legal_moves() == ["skip"]


def test_one_reinforcement_per_turn_text_and_cost_ignored(cr):
    """Seed 004, 'Spielablauf': once a turn a played hand card may go under the own Gate or
    Castle; its text is not executed and no cost is due."""
    g = cr.position(hands=(["drache", "koch", "axt"], []), gates=(["schwert"], []),
                    castles=(["schwert"], ["schwert"]))
    assert "play:drache" in g.legal_moves()
    cr.run(g, "reinforce:drache:gate")
    assert cr.kinds(g.gates[0]) == ["schwert", "drache"]
    assert g.discard == [] and len(g.hands[0]) == 2
    assert not any(m.startswith("reinforce") for m in g.legal_moves())
    cr.run(g, "end", "end")
    assert any(m.startswith("reinforce") for m in g.legal_moves())


def test_reinforcement_goes_to_the_bottom(cr):
    """Seed 004, 'Spielvorbereitung' (Achtung): cards added to Gate or Castle always go under
    the pile."""
    g = cr.position(hands=(["axt"], []), gates=(["schwert", "reiter"], []),
                    castles=(["armbrust", "riese"], ["schwert"]))
    cr.run(g, "reinforce:axt:castle")
    assert cr.kinds(g.castles[0]) == ["armbrust", "riese", "axt"]


def test_destroyed_gate_may_be_reinforced(cr):
    """Seed 004, 'Spielablauf': an already destroyed Gate (no cards) may be reinforced."""
    g = cr.position(hands=(["axt"], []), castles=(["schwert"], ["schwert"]))
    assert "reinforce:axt:gate" in g.legal_moves()
    cr.run(g, "reinforce:axt:gate")
    assert cr.kinds(g.gates[0]) == ["axt"]


def test_oger_exception_cost_and_counts_as_reinforcement(cr):
    """Seed 004, 'Spielablauf' and appendix 'Oger': the Oger is placed with its cost (the one
    exception) and counts as the turn's reinforcement."""
    g = cr.position(hands=(["oger", "koch", "axt"], []), castles=(["schwert"], ["schwert"]))
    assert "play:oger" not in g.legal_moves()
    cr.run(g, "reinforce:oger:gate")
    assert g.wait == "pay" and set(g.legal_moves()) == {"pay:koch", "pay:axt"}
    cr.run(g, "pay:axt")
    assert cr.kinds(g.gates[0]) == ["oger"] and cr.kinds(g.discard) == ["axt"]
    assert not any(m.startswith("reinforce") for m in g.legal_moves())
    alone = cr.position(hands=(["oger"], []), castles=(["schwert"], ["schwert"]))
    assert alone.legal_moves() == ["end"]


def test_permanent_cards_stay_in_display(cr):
    """Seed 004, 'Die Karten'/'Spielablauf': ∞ cards go to the own display and stay there;
    the others go face up to the discard pile after their effect."""
    g = cr.position(hands=(["knappe", "koch"], []), castles=(["schwert"], ["schwert"]))
    cr.run(g, "play:knappe", "play:koch", "end", "end")
    assert cr.kinds(g.displays[0]) == ["knappe"] and cr.kinds(g.discard) == ["koch"]


def test_reshuffle_discard_pile_when_draw_pile_is_used_up(cr):
    """Seed 004, 'Spielablauf': when the draw pile is used up, the discard pile is shuffled
    into a new one."""
    g = cr.position(hands=(["koch"], []), castles=(["schwert"], ["schwert"]))
    for c in g.draw:
        c.knows[:] = [cr.KNOWN, cr.KNOWN]
    g.discard, g.draw = g.draw[:-1], g.draw[-1:]
    size = len(g.discard)
    cr.run(g, "end")
    assert "reshuffle" in cr.keys(g) and len(g.hands[1]) == 2
    assert g.discard == [] and len(g.draw) == size - 1
    cr.check_flags(g)
    cr.check_conservation(g)


def test_both_piles_empty_nothing_to_draw(cr):
    """Seed 004, 'Spielablauf': „Sollte im Laufe des Spiels der Nachziehstapel aufgebraucht sein,
    so wird der Ablagestapel gemischt und als neuer Nachziehstapel bereit gelegt." With the
    discard pile empty too there is nothing to shuffle: the draw brings no card, play goes on."""
    g = cr.position(hands=([], ["koch"]), castles=(["schwert"], ["schwert"]))
    for card in g.draw:  # every other card into Ben's Castle, known to him only
        card.knows[1] = cr.KNOWN
    g.castles[1].extend(g.draw)
    g.draw = []
    cr.run(g, "end")
    assert g.to_move == 1 and g.wait == "main" and cr.kinds(g.hands[1]) == ["koch"]
    assert g.log_for(None)[-1] == {"k": "draw", "seat": 1, "n": 0}
    assert "reshuffle" not in cr.keys(g)
    cr.run(g, "reinforce:koch:gate", "end")
    assert g.to_move == 0 and g.hands[0] == []
    cr.check_conservation(g)
    cr.check_flags(g)


# ----- Angriffe ------------------------------------------------------------------------------

def fights(g):
    return [e for e in g.log if e["k"].startswith(("fight_", "reveal_", "hold", "destroy",
                                                    "overflow", "wasted", "nofight"))]


def test_attack_targets_gate_first(cr):
    """Seed 004, 'Angriffe': the attack hits the Gate first while it holds cards."""
    g = cr.position(hands=(["reiter"], []), gates=([], ["armbrust", "oger"]),
                    castles=(["schwert"], ["schwert"]))
    cr.run(g, "play:reiter")
    assert fights(g)[0]["k"] == "fight_gate" and fights(g)[1]["card"] == "armbrust"


def test_attack_lower_than_defence_card_returns_face_down(cr):
    """Seed 004, 'Angriffe': A < V: the defence card is turned back, the attack card is
    discarded; no damage is remembered. Both players now know the card."""
    g = cr.position(hands=(["armbrust"], []), gates=([], ["schwert", "reiter"]),
                    castles=(["schwert"], ["schwert"]))
    cr.run(g, "play:armbrust")
    assert cr.kinds(g.gates[1]) == ["schwert", "reiter"]
    assert cr.kinds(g.discard) == ["armbrust"]
    assert g.gates[1][0].knows == [cr.KNOWN, cr.KNOWN]
    assert g.view(0)["gates"][1][0] == {"card": "schwert", "known_by": [0, 1], "sos": False,
                                        "sos_for": [], "eye": True, "deduced": False,
                                        "setup": False, "stamp": 1}  # as laid


def test_attack_equal_to_defence_both_discarded_and_ends(cr):
    """Seed 004, 'Angriffe': A = V: both cards are discarded and the attack is over; no further
    card is revealed."""
    g = cr.position(hands=(["reiter"], []), gates=([], ["riese", "armbrust"]),
                    castles=(["schwert"], ["schwert"]))
    cr.run(g, "play:reiter")
    assert cr.kinds(g.gates[1]) == ["armbrust"]
    assert sorted(cr.kinds(g.discard)) == ["reiter", "riese"]
    assert [e["k"] for e in fights(g)] == ["fight_gate", "reveal_gate", "destroy"]


def test_worked_example_9_against_3_4_then_oger_6(cr):
    """Seed 004, 'Angriffe', Beispiel: an attack of 9 destroys a 3 and a 4 and is stopped by the
    Oger's 6 with the 2 left; the Oger goes back face down on the Gate."""
    g = cr.position(hands=(["plan1", "reiter", "bogen"], []),
                    gates=([], ["schwert", "riese", "oger", "armbrust"]),
                    castles=(["schwert"], ["schwert"]))
    cr.run(g, "play:plan1", "pay:reiter", "pay:bogen", "skip")
    steps = [(e["k"], e.get("card"), e.get("defence"), e.get("strength")) for e in fights(g)]
    assert steps == [("fight_gate", None, None, 9),
                     ("reveal_gate", "schwert", 3, 9), ("destroy", "schwert", None, 6),
                     ("reveal_gate", "riese", 4, 6), ("destroy", "riese", None, 2),
                     ("reveal_gate", "oger", 6, 2), ("hold", "oger", None, None)]
    assert cr.kinds(g.gates[1]) == ["oger", "armbrust"]


def test_overflow_from_gate_to_castle(cr):
    """Seed 004, 'Angriffe': if the attack destroys the last Gate card, the rest goes on to
    the Castle."""
    g = cr.position(hands=(["reiter"], []), gates=([], ["armbrust"]),
                    castles=(["schwert"], ["plan2", "schwert"]))
    cr.run(g, "play:reiter")
    keys = [e["k"] for e in fights(g)]
    assert keys == ["fight_gate", "reveal_gate", "destroy", "overflow", "reveal_castle",
                    "destroy"]
    assert cr.kinds(g.castles[1]) == ["schwert"] and g.gates[1] == []


def test_empty_gate_attack_goes_to_castle(cr):
    """Seed 004, 'Angriffe': once the Gate is gone, the Castle is attacked directly."""
    g = cr.position(hands=(["armbrust"], []), castles=(["schwert"], ["plan2", "schwert"]))
    cr.run(g, "play:armbrust")
    assert fights(g)[0]["k"] == "fight_castle"
    assert cr.kinds(g.castles[1]) == ["schwert"]


def test_another_card_attacks_again(cr):
    """Seed 004, 'Spielablauf': after an attack, another card may attack again."""
    g = cr.position(hands=(["armbrust", "armbrust"], []), gates=([], ["plan2", "plan3"]),
                    castles=(["schwert"], ["schwert"]))
    cr.run(g, "play:armbrust", "play:armbrust")
    assert g.gates[1] == [] and [e["k"] for e in g.log].count("attack") == 2


# ----- Ende des Spiels -----------------------------------------------------------------------

def test_last_castle_card_lost_loses_even_with_gate_cards(cr):
    """Seed 004, 'Ende des Spiels': whoever loses the last Castle card loses at once, even with
    cards left in the Gate."""
    g = cr.position(hands=(["bogen", "koch"], []), gates=([], ["oger", "oger"]),
                    castles=(["schwert"], ["plan2"]))
    cr.run(g, "play:bogen")
    assert g.is_over and g.result()["winners"] == [0] and g.result()["reason"] == "castle"
    assert g.to_move is None and g.legal_moves() == []


def test_both_castles_at_once_active_player_loses(cr):
    """Seed 004, 'Ende des Spiels': both castles destroyed at once: the active player loses."""
    g = cr.position(hands=(["erdbeben"], []), castles=(["schwert"], ["schwert"]))
    cr.run(g, "play:erdbeben")
    assert g.is_over and g.result()["winners"] == [1]
    assert g.result()["reason"] == "both_castles"


def test_safeguard_turn_limit_ends_endless_games(cr):
    """NOTES.md, 'Safeguard' (reconstruction; seed 004 lets both players pass forever): after
    200 turns the larger Castle wins, then the larger Gate, else a draw."""
    from ludothek.castlerampage.rules import MAX_TURNS
    g = cr.position(castles=(["schwert", "schwert"], ["schwert"]), turn=MAX_TURNS)
    cr.run(g, "end")
    assert g.is_over and g.result()["winners"] == [0] and g.result()["reason"] == "limit"
    g = cr.position(castles=(["schwert"], ["schwert"]), turn=MAX_TURNS)
    cr.run(g, "end")
    assert g.result()["winners"] == [0, 1] and g.log[-1]["k"] == "draw_limit"


def test_game_class_and_registry():
    """GAMES.md: the package defines GAME with ID castlerampage, 2 players, hidden hands; the
    registry finds it."""
    from ludothek import games
    cls = games()["castlerampage"]
    assert (cls.ID, cls.MIN_PLAYERS, cls.MAX_PLAYERS, cls.HIDDEN_HANDS) == \
        ("castlerampage", 2, 2, True)


def test_saves_of_rules_version_1_are_refused_as_outdated():
    """core/game.py (RULES_VERSION: bump when old move lists replay differently): the readings
    of issue 10 (Saboteur, Erdbeben, Aufgebot against a Beschwörer) change how old move lists
    replay, so a save of version 1 is refused as outdated rather than opened in another state."""
    import json
    from ludothek import BadSave, load
    g = finish_setup(new_game("castlerampage", seed=2))
    doc = json.loads(g.save())
    assert doc["rules"] == 2 and load(g.save()).snapshot() == g.snapshot()
    with pytest.raises(BadSave) as info:
        load(json.dumps({**doc, "rules": 1}))
    assert info.value.reason == "outdated"
