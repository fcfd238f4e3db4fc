"""Castle Rampage cards: every clarification of the appendix, one test each.
Seed 004 = Yucata's rules page, section 'Anhang' (one entry per card) and the attack rules it
refers to; R = ../shared/reference/castle_rampage.md; reconstructed values: cards.py."""

from ludothek.web.core import policy
from ludothek.castlerampage.cards import BY_ID, DECK_SIZE, TABLE


def log_of(g, *keys):
    return [e for e in g.log if e["k"] in keys]


def strengths(g):
    return [(e["seat"], e["strength"]) for e in g.log if e["k"].startswith("fight_")]


# ----- the deck --------------------------------------------------------------------------------

def test_deck_counts_from_the_appendix():
    """Seed 004, 'Anhang' and R: the named counts (Axtkämpfer 5 ... Spion 3) in 118 cards."""
    named = {"axt": 5, "beschwoerer": 2, "bogen": 5, "pfeilhagel": 3, "ritter": 5, "berater": 2,
             "knappe": 2, "tunnel": 2, "veteran": 2, "diplomat": 3, "drache": 3, "erdbeben": 2,
             "heiler": 2, "koch": 3, "aufgebot": 3, "nachschub": 2, "narr": 2, "priester": 2,
             "ueberlaeufer": 3, "verraeter": 2, "oger": 2, "saboteur": 2, "spion": 3}
    for kind, count in named.items():
        assert BY_ID[kind].count == count and "count" not in BY_ID[kind].rec
    assert [BY_ID[f"soeldner_{s}"].count for s in "psb"] == [3, 3, 3]
    assert [BY_ID[f"plan{n}"].count for n in range(1, 10)] == [1] * 9
    assert sum(c.count for c in TABLE) == DECK_SIZE == 118


def test_certain_values_are_not_marked_reconstructed():
    """R, 'Values from the rulebook': Drache 2/3, Axtkämpfer 2 and draw 1, Oger 6, the plan of
    Ritter + Bogenschütze for 9 (+5); every other value carries a reconstruction mark."""
    assert (BY_ID["drache"].gate, BY_ID["drache"].castle) == (2, 3)
    assert not {"gate", "castle"} & set(BY_ID["drache"].rec)
    assert BY_ID["axt"].attack == 2 and BY_ID["axt"].params["draw"] == 1
    assert BY_ID["oger"].gate == BY_ID["oger"].castle == 6
    plan = BY_ID["plan1"]
    assert (plan.attack, plan.params["more"], plan.params["plus"]) == (9, "B", 5)
    assert "attack" not in plan.rec and "needs" in plan.rec  # the Ritter read as a horse
    assert all(c.rec for c in TABLE)  # no printed face survives complete


def test_units_symbols_and_multi_symbol_cards():
    """Seed 004, 'Die Karten': units carry horse, sword or bow; Riese and Söldner carry several
    symbols."""
    assert len(BY_ID["riese"].units) == 2
    assert all(len(BY_ID[f"soeldner_{s}"].units) == 2 for s in "psb")
    assert set("".join(c.units for c in TABLE)) == {"P", "S", "B"}


# ----- Axtkämpfer ------------------------------------------------------------------------------

def test_axtkaempfer_draws_before_the_attack(cr):
    """Seed 004, 'Anhang', Axtkämpfer: the card is drawn before the attack."""
    g = cr.position(hands=(["axt"], []), gates=([], ["oger"]), castles=(["schwert"], ["schwert"]),
                    draw_top=["koch"])
    cr.run(g, "play:axt")
    keys = cr.keys(g)
    assert keys.index("draw") < keys.index("attack")
    assert cr.kinds(g.hands[0]) == ["koch"]


def test_axtkaempfer_bonus_lapses_without_another_attack(cr):
    """Seed 004, 'Anhang', Axtkämpfer: without a further attack this turn the bonus is lost."""
    g = cr.position(hands=(["axt", "reiter"], []), gates=([], ["oger", "oger"]),
                    castles=(["schwert"], ["schwert"]))
    cr.run(g, "play:axt", "play:reiter")
    assert strengths(g) == [(1, 2), (1, 6)]
    g = cr.position(hands=(["axt", "reiter"], []), gates=([], ["oger", "oger"]),
                    castles=(["schwert"], ["schwert"]))
    cr.run(g, "play:axt")
    assert g.bonus == 2
    cr.run(g, "end", "end", "play:reiter")
    assert strengths(g)[-1] == (1, 4)


# ----- Beschwörer ------------------------------------------------------------------------------

def test_beschwoerer_attacks_both_players(cr):
    """Seed 004, 'Anhang', Beschwörer: one attack, two partial attacks (both players)."""
    g = cr.position(hands=(["beschwoerer"], []), gates=(["oger"], ["oger"]),
                    castles=(["schwert"], ["schwert"]))
    cr.run(g, "play:beschwoerer")
    assert strengths(g) == [(1, 6), (0, 6)]
    assert g.gates == [[], []] and not g.is_over


def test_beschwoerer_changed_value_counts_for_both_parts(cr):
    """Seed 004, 'Anhang', Beschwörer: a value changed by Koch or Knappe counts for both
    partial attacks."""
    g = cr.position(hands=(["koch", "beschwoerer"], []), displays=(["knappe"], []),
                    gates=(["oger", "schwert"], ["oger", "schwert"]),
                    castles=(["schwert"], ["schwert"]))
    cr.run(g, "play:koch", "play:beschwoerer")
    assert strengths(g) == [(1, 10), (0, 10)]


def test_beschwoerer_own_castle_destroyed_defender_wins(cr):
    """Seed 004, 'Anhang', Beschwörer: if the attacker's own castle is destroyed, the defender
    wins automatically."""
    g = cr.position(hands=(["beschwoerer"], []), gates=([], ["oger"]),
                    castles=(["armbrust"], ["schwert"]))
    cr.run(g, "play:beschwoerer")
    assert g.is_over and g.result()["winners"] == [1] and g.result()["reason"] == "castle"


def test_beschwoerer_both_castles_active_player_loses(cr):
    """Seed 004, 'Ende des Spiels': both castles at once (e.g. the Beschwörer): the active
    player loses."""
    g = cr.position(hands=(["beschwoerer"], []), castles=(["armbrust"], ["schwert"]))
    cr.run(g, "play:beschwoerer")
    assert g.is_over and g.result()["winners"] == [1]
    assert g.result()["reason"] == "both_castles"


def test_beschwoerer_opponent_castle_falls_attacker_wins(cr):
    """Seed 004, 'Anhang', Beschwörer: only the opponent's castle falls: the attacker wins."""
    g = cr.position(hands=(["beschwoerer"], []), gates=(["oger"], []),
                    castles=(["schwert"], ["schwert"]))
    cr.run(g, "play:beschwoerer")
    assert g.is_over and g.result()["winners"] == [0]


def test_saboteur_in_beschwoerer_strengthens_only_its_part(cr):
    """Seed 004, 'Anhang', Saboteur: revealed in a Beschwörer's attack, it strengthens only the
    attack on the player in whose pile it lies."""
    g = cr.position(hands=(["beschwoerer"], []), gates=(["oger"], ["saboteur", "oger"]),
                    castles=(["schwert"], ["schwert"]))
    cr.run(g, "play:beschwoerer")
    sab = log_of(g, "saboteur")
    assert len(sab) == 1 and sab[0]["seat"] == 1 and sab[0]["strength"] == 8
    assert strengths(g) == [(1, 6), (0, 6)]
    assert g.gates[1] == [] and g.gates[0] == []  # 6-1+3=8 beat the Oger; 6 = 6 on the own Gate


# ----- Bogenschütze, Pfeilhagel ------------------------------------------------------------------

def test_bogenschuetze_ignores_the_gate_without_choice(cr):
    """Seed 004, 'Anhang', Bogenschütze: the Gate must be ignored; no choice (even with a
    Tunnelgräber)."""
    g = cr.position(hands=(["bogen"], []), displays=(["tunnel"], []), gates=([], ["oger"]),
                    castles=(["schwert"], ["plan2", "schwert"]))
    cr.run(g, "play:bogen")
    assert g.wait == "main" and strengths(g) == [(1, 3)]
    assert log_of(g, "fight_castle") and cr.kinds(g.gates[1]) == ["oger"]


def test_pfeilhagel_surplus_on_gate_lost_then_castle_three(cr):
    """Seed 004, 'Anhang', Pfeilhagel: surplus points on the Gate are lost; then a separate
    attack of 3 on the Castle."""
    g = cr.position(hands=(["pfeilhagel"], []), gates=([], ["plan2"]),
                    castles=(["schwert"], ["schwert", "schwert"]))
    cr.run(g, "play:pfeilhagel")
    assert [e["k"] for e in g.log if e["k"] in ("wasted", "overflow")] == ["wasted"]
    assert strengths(g) == [(1, 3), (1, 3)]
    assert cr.kinds(g.castles[1]) == ["schwert"]


def test_pfeilhagel_gate_already_destroyed_only_castle(cr):
    """Seed 004, 'Anhang', Pfeilhagel: with the Gate already destroyed, only the Castle is
    attacked, with 3."""
    g = cr.position(hands=(["pfeilhagel"], []), castles=(["schwert"], ["schwert", "schwert"]))
    cr.run(g, "play:pfeilhagel")
    assert strengths(g) == [(1, 3)] and log_of(g, "fight_castle")


def test_pfeilhagel_earlier_bonus_only_on_gate_attack(cr):
    """Seed 004, 'Anhang', Pfeilhagel: two separate attacks; an earlier Axtkämpfer bonus only
    strengthens the first (on the Gate)."""
    g = cr.position(hands=(["axt", "pfeilhagel"], []), gates=([], ["oger", "schwert"]),
                    castles=(["schwert"], ["riese"]))
    cr.run(g, "play:axt", "play:pfeilhagel")
    assert strengths(g) == [(1, 2), (1, 5), (1, 3)]


def test_pfeilhagel_aufgebot_reduces_only_gate_attack(cr):
    """Seed 004, 'Anhang', Pfeilhagel: a Letztes Aufgebot against it reduces only the attack on
    the Gate; the Castle is still attacked with 3."""
    g = cr.position(hands=(["pfeilhagel"], ["aufgebot"]), gates=([], ["oger"]),
                    castles=(["schwert"], ["riese"]))
    cr.run(g, "play:pfeilhagel")
    assert g.to_move == 1
    cr.run(g, "react:aufgebot")
    assert log_of(g, "nofight") and strengths(g) == [(1, 3)]
    assert g.to_move == 0 and g.wait == "main"


def test_pfeilhagel_two_separate_attacks_each_answered_on_its_own(cr):
    """Seed 004, 'Anhang', Pfeilhagel: „Das Spielen des Pfeilhagels gilt sonst als zwei
    separate Angriffe. Hat man zuvor z. B. einen Axtkämpfer (Angriff +2) gespielt, so wird
    dadurch nur der erste Angriff (auf das Tor) verstärkt. Spielt der Gegner als Reaktion auf
    den Pfeilhagel ein Letztes Aufgebot, so reduziert dieses ebenfalls nur die Angriffspunkte
    des Angriffs auf das Tor. Der Angriff auf die Burg findet dann trotzdem mit 3
    Angriffspunkten statt." With 'Letztes Aufgebot': „Die Entscheidung ... erfolgt direkt vor
    dem Kampf ... Es ist möglich, mehrere Letzte Aufgebote zu spielen." (NOTES.md, reading):
    the pending bonus goes to the Gate attack only, the Knappe to both; the Aufgebot against
    the Gate attack leaves the Castle attack at 3 (+ Knappe); before the Castle attack the
    defender is asked again, and an Aufgebot there lowers only that one."""
    bonus, minus = BY_ID["koch"].params["bonus"], BY_ID["aufgebot"].params["minus"]
    hail = BY_ID["pfeilhagel"]
    gate_attack = hail.attack + bonus + 1
    castle_attack = hail.params["castle_attack"] + 1
    g = cr.position(hands=(["koch", "pfeilhagel"], ["aufgebot", "aufgebot"]),
                    displays=(["knappe"], []), gates=([], ["oger"]),
                    castles=(["schwert"], ["riese", "schwert"]))
    cr.run(g, "play:koch", "play:pfeilhagel")
    assert g.wait == "react" and g.to_move == 1
    cr.run(g, "react:aufgebot", "decline")  # the Gate attack: lowered once, then fought
    assert g.wait == "react" and g.to_move == 1  # asked again before the Castle attack
    assert [e["strength"] for e in log_of(g, "may_react")] == [
        gate_attack, gate_attack - minus, castle_attack]
    assert strengths(g) == [(1, gate_attack - minus)]
    cr.run(g, "react:aufgebot")
    assert strengths(g) == [(1, gate_attack - minus), (1, castle_attack - minus)]
    assert g.wait == "main" and g.to_move == 0
    assert cr.kinds(g.castles[1]) == ["riese", "schwert"] and not g.hands[1]


# ----- Ritter, Söldner, Angriffsplan ---------------------------------------------------------------

def test_ritter_one_discard_always_second_for_plus_one(cr):
    """Seed 004, 'Anhang', Ritter: 1 hand card must be discarded; another may be discarded for
    +1 (so 6)."""
    for extra, want in (("pay:axt", 6), ("skip", 5)):
        g = cr.position(hands=(["ritter", "koch", "axt"], []), gates=([], ["oger", "oger"]),
                        castles=(["schwert"], ["schwert"]))
        cr.run(g, "play:ritter", "pay:koch", extra)
        assert strengths(g) == [(1, want)]


def test_soeldner_three_plus_three_for_named_unit(cr):
    """Seed 004, 'Anhang', Söldner: attack 3, +3 for discarding a unit of the named kind."""
    g = cr.position(hands=(["soeldner_p", "reiter", "armbrust"], []), gates=([], ["oger"]),
                    castles=(["schwert"], ["schwert"]))
    cr.run(g, "play:soeldner_p")
    assert g.legal_moves() == ["pay:reiter", "skip"]
    cr.run(g, "pay:reiter")
    assert strengths(g) == [(1, 6)]


def test_angriffsplan_only_with_the_named_units(cr):
    """Seed 004, 'Anhang', Angriffsplan: playable only if the named units can be discarded."""
    g = cr.position(hands=(["plan1", "reiter", "schwert"], []), castles=(["schwert"], ["schwert"]))
    assert "play:plan1" not in g.legal_moves()
    g = cr.position(hands=(["plan1", "reiter", "armbrust"], []), castles=(["schwert"], ["schwert"]))
    assert "play:plan1" in g.legal_moves()


def test_angriffsplan_one_more_unit_strengthens(cr):
    """Seed 004, 'Anhang', Angriffsplan, and R: Ritter + Bogenschütze attack with 9; one more
    Bogenschütze adds 5."""
    g = cr.position(hands=(["plan1", "ritter", "bogen", "bogen"], []),
                    gates=([], ["oger", "riese", "schwert"]), castles=(["schwert"], ["schwert"]))
    cr.run(g, "play:plan1", "pay:ritter", "pay:bogen")
    assert g.legal_moves() == ["pay:bogen", "skip"]
    cr.run(g, "pay:bogen")
    assert strengths(g) == [(1, 14)]


def test_multi_symbol_unit_counts_for_one_symbol(cr):
    """Seed 004, 'Die Karten': a unit with several symbols counts for one of them only."""
    g = cr.position(hands=(["plan1", "soeldner_s"], []), castles=(["schwert"], ["schwert"]))
    assert "play:plan1" not in g.legal_moves()  # horse + bow, but a single card
    g = cr.position(hands=(["plan1", "soeldner_s", "bogen"], []),
                    castles=(["schwert"], ["schwert"]))
    cr.run(g, "play:plan1")
    assert g.legal_moves() == ["pay:soeldner_s"]  # the bow must stay for the second need


# ----- permanent cards ---------------------------------------------------------------------------

def test_berater_needs_a_gate_card(cr):
    """Seed 004, 'Anhang', Berater: not playable without a card in the own Gate."""
    g = cr.position(hands=(["berater"], []), castles=(["schwert"], ["schwert"]))
    assert "play:berater" not in g.legal_moves()
    g = cr.position(hands=(["berater"], []), gates=(["reiter", "oger"], []),
                    castles=(["schwert"], ["schwert"]))
    cr.run(g, "play:berater")
    assert cr.kinds(g.gates[0]) == ["oger"] and cr.kinds(g.displays[0]) == ["berater"]


def test_berater_each_draws_one_more(cr):
    """Seed 004, 'Anhang', Berater: with several Berater, each adds 1 card to the draw."""
    g = cr.position(displays=(["berater", "berater"], []), castles=(["schwert"], ["schwert"]))
    cr.run(g, "end", "end")
    assert len(g.hands[0]) == 4 and len(g.hands[1]) == 2


def test_knappe_each_adds_one_to_every_attack(cr):
    """Seed 004, 'Anhang', Knappe: with several Knappen the attack grows by +1 for each."""
    g = cr.position(hands=(["reiter", "reiter"], []), displays=(["knappe", "knappe"], []),
                    gates=([], ["oger", "oger"]), castles=(["schwert"], ["schwert"]))
    cr.run(g, "play:reiter", "play:reiter")
    assert strengths(g) == [(1, 6), (1, 6)]


def test_tunnelgraeber_choice_before_aufgebot(cr):
    """Seed 004, 'Anhang', Tunnelgräber: right before each attack choose Gate or Castle; only
    then may the opponent play a Letztes Aufgebot."""
    g = cr.position(hands=(["reiter"], ["aufgebot"]), displays=(["tunnel"], []),
                    gates=([], ["oger"]), castles=(["schwert"], ["plan2", "schwert"]))
    cr.run(g, "play:reiter")
    assert g.wait == "target" and g.to_move == 0 and not log_of(g, "may_react")
    cr.run(g, "target:castle")
    assert g.to_move == 1 and g.legal_moves() == ["react:aufgebot", "decline"]
    cr.run(g, "decline")
    assert log_of(g, "fight_castle") and cr.kinds(g.castles[1]) == ["schwert"]


def test_tunnelgraeber_gate_choice_overflows_as_usual(cr):
    """Seed 004, 'Anhang', Tunnelgräber: choosing the Gate, surplus points go on to the Castle
    as usual."""
    g = cr.position(hands=(["reiter"], []), displays=(["tunnel"], []),
                    gates=([], ["armbrust"]), castles=(["schwert"], ["plan2", "schwert"]))
    cr.run(g, "play:reiter", "target:gate")
    assert log_of(g, "overflow") and cr.kinds(g.castles[1]) == ["schwert"]


def test_veteran_attacks_can_be_boosted_and_stays(cr):
    """Seed 004, 'Anhang', Veteran, and 'Angriffe' (exception Veteran): boosted by Knappe and
    Koch; a failed attack leaves it in the display."""
    g = cr.position(hands=(["koch"], []), displays=(["veteran", "knappe"], []),
                    gates=([], ["oger"]), castles=(["schwert"], ["schwert"]))
    cr.run(g, "play:koch", "veteran")
    assert strengths(g) == [(1, 7)] and log_of(g, "hold")
    assert cr.kinds(g.displays[0]) == ["veteran", "knappe"]
    assert "veteran" not in g.legal_moves()
    cr.run(g, "end", "end")
    assert "veteran" in g.legal_moves()


def test_veteran_second_one_has_no_effect(cr):
    """Seed 004, 'Anhang', Veteran: with two Veterans the second has no effect."""
    g = cr.position(hands=(["veteran"], []), displays=(["veteran"], []),
                    gates=([], ["oger", "oger"]), castles=(["schwert"], ["schwert"]))
    cr.run(g, "play:veteran", "veteran")
    assert len(cr.kinds(g.displays[0])) == 2 and "veteran" not in g.legal_moves()
    assert len(strengths(g)) == 1


# ----- Diplomat, Drache, Erdbeben, Heiler, Koch, Nachschub ------------------------------------------

def test_diplomat_no_attack_cards_veteran_attacks_narr_allowed(cr):
    """Seed 004, 'Anhang', Diplomat: next turn the opponent plays no attack card, not even a new
    Veteran; a Veteran already laid out still attacks; a Narr may be played."""
    g = cr.position(hands=(["diplomat"], []), displays=([], ["veteran"]),
                    gates=(["oger"], ["oger"]), castles=(["schwert"], ["schwert"]))
    cr.run(g, "play:diplomat", "end")
    for kind in ("reiter", "veteran", "narr", "koch"):
        i = next(i for i, c in enumerate(g.draw) if c.kind == kind)
        card = g.draw.pop(i)
        card.knows[1] = cr.KNOWN
        g.hands[1].append(card)
    legal = g.legal_moves()
    assert "play:reiter" not in legal and "play:veteran" not in legal
    assert {"play:narr", "play:koch", "veteran", "reinforce:reiter:gate"} <= set(legal)
    cr.run(g, "end", "end")
    assert "play:reiter" in g.legal_moves()


def test_drache_two_gate_cards_or_only_top_castle(cr):
    """Seed 004, 'Anhang', Drache: with the opponent's Gate empty, only the top card of the
    Castle is discarded (R: reconstructed: otherwise 2 Gate cards)."""
    g = cr.position(hands=(["drache", "koch", "axt"], []), gates=([], ["oger", "reiter", "bogen"]),
                    castles=(["schwert"], ["schwert", "riese"]))
    cr.run(g, "play:drache", "pay:koch", "pay:axt")
    assert cr.kinds(g.gates[1]) == ["bogen"] and len(g.castles[1]) == 2
    g = cr.position(hands=(["drache", "koch", "axt"], []), castles=(["schwert"], ["riese", "schwert"]))
    cr.run(g, "play:drache", "pay:koch", "pay:axt")
    assert cr.kinds(g.castles[1]) == ["schwert"]


def test_erdbeben_both_players_gate_or_castle(cr):
    """Seed 004, 'Anhang', Erdbeben: each player loses Gate cards, only the top Castle card if
    the Gate is empty."""
    g = cr.position(hands=(["erdbeben"], []), gates=([], ["oger", "reiter", "bogen"]),
                    castles=(["schwert", "riese"], ["schwert"]))
    cr.run(g, "play:erdbeben")
    assert cr.kinds(g.castles[0]) == ["riese"] and cr.kinds(g.gates[1]) == ["bogen"]
    assert not g.is_over


def test_erdbeben_both_castles_destroyed_active_player_loses(cr):
    """Seed 004, 'Anhang', Erdbeben: both castles destroyed: the active player has lost."""
    g = cr.position(hands=(["erdbeben"], []), active=0, castles=(["schwert"], ["schwert"]))
    cr.run(g, "play:erdbeben")
    assert g.result()["winners"] == [1]


def test_heiler_then_nachschub_ends_card_play(cr):
    """Seed 004, 'Anhang', Heiler and Nachschub: after one of them, playing another Heiler or
    Nachschub means no further card may be played."""
    g = cr.position(hands=(["heiler", "nachschub", "koch", "koch"], []),
                    castles=(["schwert"], ["schwert"]))
    cr.run(g, "play:heiler")
    assert len(g.castles[0]) == 3 and "play:koch" in g.legal_moves()
    cr.run(g, "play:nachschub")
    assert g.locked and g.legal_moves() == ["end"]
    assert len(g.hands[0]) == 2 + 3


def test_heiler_cards_unseen_by_both(cr):
    """R, Heiler (reconstructed effect): the cards go under the own Castle unseen by both."""
    g = cr.position(hands=(["heiler"], []), castles=(["schwert"], ["schwert"]))
    cr.run(g, "play:heiler")
    assert [s["card"] for s in g.view(0)["castles"][0]] == ["schwert", None, None]


def test_koch_bonuses_add_up_with_axtkaempfer(cr):
    """Seed 004, 'Anhang', Koch: the bonuses of several Köche add up, and with Axtkämpfer or
    Knappe."""
    g = cr.position(hands=(["koch", "koch", "axt", "reiter"], []), displays=(["knappe"], []),
                    gates=([], ["oger", "riese", "schwert"]), castles=(["schwert"], ["schwert"]))
    cr.run(g, "play:koch", "play:koch", "play:axt", "play:reiter")
    assert strengths(g) == [(1, 2 + 6 + 1), (1, 4 + 2 + 1)]


# ----- Letztes Aufgebot ---------------------------------------------------------------------------

def test_aufgebot_defender_decides_then_move_returns(cr):
    """Seed 004, 'Anhang', Letztes Aufgebot: the defender decides just before the fight; the
    turn pauses for it and goes on afterwards."""
    g = cr.position(hands=(["reiter", "koch"], ["aufgebot"]), gates=([], ["oger"]),
                    castles=(["schwert"], ["schwert"]))
    cr.run(g, "play:reiter")
    assert g.to_move == 1 and g.wait == "react" and not log_of(g, "reveal_gate")
    assert policy.offered_moves(g, 0) == [] and policy.offered_moves(g, 1) == ["react:aufgebot", "decline"]
    cr.run(g, "react:aufgebot")
    assert g.to_move == 0 and g.wait == "main" and strengths(g) == [(1, 1)]
    assert "aufgebot" in cr.kinds(g.discard)


def test_aufgebot_several_may_be_played(cr):
    """Seed 004, 'Anhang', Letztes Aufgebot: several may be played."""
    g = cr.position(hands=(["plan8", "schwert"], ["aufgebot", "aufgebot", "koch"]),
                    gates=([], ["oger"]), castles=(["schwert"], ["schwert"]))
    cr.run(g, "play:plan8", "pay:schwert", "skip", "react:aufgebot")
    assert g.to_move == 1
    cr.run(g, "react:aufgebot")
    assert log_of(g, "nofight") and g.to_move == 0


def test_aufgebot_zero_no_attack_but_effects_happen(cr):
    """Seed 004, 'Anhang', Letztes Aufgebot: an attack reduced to 0 or less does not happen;
    card effects (a bonus for the next attack) still do."""
    g = cr.position(hands=(["axt", "reiter"], ["aufgebot"]), gates=([], ["oger", "oger"]),
                    castles=(["schwert"], ["schwert"]), draw_top=["koch"])
    cr.run(g, "play:axt", "react:aufgebot")
    assert log_of(g, "nofight") and not log_of(g, "reveal_gate")
    assert "koch" in cr.kinds(g.hands[0]) and g.bonus == 2
    cr.run(g, "play:reiter")
    assert strengths(g) == [(1, 6)]


def test_aufgebot_pause_tells_the_attacker(cr):
    """Seed 004, 'Anhang', Letztes Aufgebot: online the attacker learns that the defender holds
    a Letztes Aufgebot, even if it is not played."""
    g = cr.position(hands=(["reiter"], ["aufgebot", "koch"]), gates=([], ["oger"]),
                    castles=(["schwert"], ["schwert"]))
    before = g.view(0)["hands"][1]
    assert [c["card"] for c in before] == [None, None]
    cr.run(g, "play:reiter")
    assert [c["card"] for c in g.view(0)["hands"][1]] == ["aufgebot", None]
    assert [c["eye"] for c in g.view(1)["hands"][1]] == [True, False]
    cr.run(g, "decline")
    assert [c["card"] for c in g.view(0)["hands"][1]] == ["aufgebot", None]


def test_aufgebot_not_played_as_a_card(cr):
    """Seed 004, 'Anhang', Letztes Aufgebot: it is a reaction; in the own turn it can only
    reinforce."""
    g = cr.position(hands=(["aufgebot"], []), castles=(["schwert"], ["schwert"]))
    assert g.legal_moves() == ["reinforce:aufgebot:gate", "reinforce:aufgebot:castle", "end"]


def test_aufgebot_against_own_beschwoerer(cr):
    """Seed 004, 'Anhang', Letztes Aufgebot and Beschwörer: the defender of each partial attack
    decides; against the own Beschwörer that is the active player (NOTES.md)."""
    g = cr.position(hands=(["beschwoerer", "aufgebot"], []), gates=(["oger"], ["oger"]),
                    castles=(["schwert"], ["schwert"]))
    cr.run(g, "play:beschwoerer")
    assert g.to_move == 0 and g.wait == "react"
    cr.run(g, "react:aufgebot")
    assert strengths(g) == [(1, 6), (0, 3)]


# ----- Narr --------------------------------------------------------------------------------------

def test_narr_castle_destroyed_attacker_wins(cr):
    """Seed 004, 'Anhang', Narr: the sum attacks the Castle; destroyed: the attacker wins."""
    g = cr.position(hands=(["narr", "reiter", "armbrust"], []), gates=([], ["oger"]),
                    castles=(["schwert"], ["armbrust", "plan2"]))
    cr.run(g, "play:narr", "narr:reiter", "narr:armbrust", "go")
    assert strengths(g) == [(1, 6)] and g.result()["winners"] == [0]
    assert g.result()["reason"] == "narr" and cr.kinds(g.gates[1]) == ["oger"]


def test_narr_castle_not_destroyed_defender_wins(cr):
    """Seed 004, 'Anhang', Narr: if the Castle is not destroyed, the defender wins."""
    g = cr.position(hands=(["narr", "reiter"], []), castles=(["schwert"], ["armbrust", "plan2"]))
    cr.run(g, "play:narr", "narr:reiter", "go")
    assert g.is_over and g.result()["winners"] == [1]
    assert g.result()["reason"] == "narr_failed"


def test_narr_costs_paid_other_effects_ignored(cr):
    """Seed 004, 'Anhang', Narr: each card's cost is paid as usual; other effects (drawing,
    discards of the opponent) do not apply; the attack values add up."""
    g = cr.position(hands=(["narr", "axt", "ritter", "koch", "schwert"], []),
                    castles=(["schwert"], ["riese", "riese"]), draw_top=["oger"])
    cr.run(g, "play:narr", "narr:axt", "narr:ritter", "pay:koch", "pay:schwert")
    assert g.narr == 2 + 5 + 1 and g.hands[0] == [] and not log_of(g, "draw")
    cr.run(g, "go")
    assert strengths(g) == [(1, 8)] and g.result()["winners"] == [0]


def test_narr_bonuses_added_once(cr):
    """Seed 004, 'Anhang', Narr: bonuses of a Knappe, an earlier Axtkämpfer or Koch are added
    once."""
    g = cr.position(hands=(["koch", "narr", "reiter", "reiter"], []), displays=(["knappe"], []),
                    castles=(["schwert"], ["riese", "riese", "oger"]))
    cr.run(g, "play:koch", "play:narr", "narr:reiter", "narr:reiter", "go")
    assert strengths(g) == [(1, 4 + 4 + 3 + 1)]


# ----- Priester, Überläufer, Verräter, Bauarbeiter, Riese, Räuber ------------------------------------

def test_priester_both_discard_every_unit(cr):
    """Seed 004, 'Anhang', Priester: both players discard every card with a horse, sword or bow
    symbol."""
    g = cr.position(hands=(["priester", "reiter", "koch"], ["soeldner_b", "narr", "bogen"]),
                    castles=(["schwert"], ["schwert"]))
    cr.run(g, "play:priester")
    assert cr.kinds(g.hands[0]) == ["koch"] and cr.kinds(g.hands[1]) == ["narr"]


def test_ueberlaeufer_takes_two_gate_cards_unseen(cr):
    """Seed 004, 'Anhang', Überläufer: the top two Gate cards go under the own Gate, unseen."""
    g = cr.position(hands=(["ueberlaeufer"], []), gates=(["koch"], ["oger", "reiter", "bogen"]),
                    castles=(["schwert"], ["schwert"]))
    cr.run(g, "play:ueberlaeufer")
    assert cr.kinds(g.gates[0]) == ["koch", "oger", "reiter"] and cr.kinds(g.gates[1]) == ["bogen"]
    assert [s["card"] for s in g.view(0)["gates"][0]] == ["koch", None, None]
    assert [s["card"] for s in g.view(1)["gates"][0]] == [None, "oger", "reiter"]


def test_ueberlaeufer_single_gate_card(cr):
    """Seed 004, 'Anhang', Überläufer: with a single Gate card only that card moves."""
    g = cr.position(hands=(["ueberlaeufer"], []), gates=([], ["oger"]),
                    castles=(["schwert"], ["schwert"]))
    cr.run(g, "play:ueberlaeufer")
    assert cr.kinds(g.gates[0]) == ["oger"] and g.gates[1] == []


def test_verraeter_swaps_unseen(cr):
    """Seed 004, 'Anhang', Verräter: the swapped cards may not be looked at (R: the top Castle
    cards, reconstructed)."""
    g = cr.position(hands=(["verraeter"], []), castles=(["riese", "schwert"], ["oger", "plan2"]))
    cr.run(g, "play:verraeter")
    assert cr.kinds(g.castles[0]) == ["schwert", "oger"]
    assert cr.kinds(g.castles[1]) == ["plan2", "riese"]
    assert [s["card"] for s in g.view(0)["castles"][0]] == ["schwert", None]
    assert [s["eye"] for s in g.view(0)["castles"][1]] == [True, False]


def test_bauarbeiter_moves_between_own_piles(cr):
    """R, Bauarbeiter (reconstructed): up to 2 cards from the top of the Gate under the Castle
    or back; the last Castle card stays."""
    g = cr.position(hands=(["bauarbeiter"], []), gates=(["reiter", "bogen", "oger"], []),
                    castles=(["schwert"], ["schwert"]))
    assert g.legal_moves()[:1] == ["play:bauarbeiter:tocastle"]
    cr.run(g, "play:bauarbeiter:tocastle")
    assert cr.kinds(g.castles[0]) == ["schwert", "reiter", "bogen"]
    g = cr.position(hands=(["bauarbeiter"], []), castles=(["schwert", "riese"], ["schwert"]))
    cr.run(g, "play:bauarbeiter:togate")
    assert cr.kinds(g.gates[0]) == ["schwert"] and cr.kinds(g.castles[0]) == ["riese"]


def test_riese_cost_top_gate_and_castle(cr):
    """Seed 004, 'Die Karten' (cost example 'Entferne deine oberste Karte von Tor und Burg',
    given to the Riese, reconstructed)."""
    g = cr.position(hands=(["riese"], []), gates=(["oger"], []), castles=(["schwert"], ["schwert"]))
    assert "play:riese" not in g.legal_moves()  # it would cost the last Castle card
    g = cr.position(hands=(["riese"], []), gates=(["oger"], []),
                    castles=(["schwert", "koch"], ["plan2", "schwert"]))
    cr.run(g, "play:riese")
    assert g.gates[0] == [] and cr.kinds(g.castles[0]) == ["koch"]
    assert strengths(g) == [(1, 7)]


def test_raeuber_bombenleger_to_hand_then_discard(cr):
    """Seed 004, 'Anhang', Spion (online note): Bombenleger and Spion discards come after the
    whole attack, so a Bombenleger taken by a Räuber can be discarded with the rest."""
    g = cr.position(hands=(["raeuber", "koch", "diplomat"], []),
                    gates=([], ["bombenleger", "schwert"]), castles=(["schwert"], ["schwert"]))
    cr.run(g, "play:raeuber")
    assert cr.kinds(g.hands[0]) == ["koch", "diplomat", "bombenleger"]
    assert g.wait == "discard" and g.to_move == 0
    assert "discard:bombenleger" in g.legal_moves()
    cr.run(g, "discard:bombenleger", "discard:koch")
    assert g.wait == "main" and cr.kinds(g.hands[0]) == ["diplomat"]


# ----- purple cards ---------------------------------------------------------------------------------

def test_purple_discards_after_attack_active_player_first(cr):
    """Seed 004, 'Anhang', Spion: with several Bombenleger and/or Spione destroyed, first the
    active player discards 2 per Bombenleger, then the opponent 2 per Spion."""
    g = cr.position(hands=(["plan7", "reiter", "schwert", "bogen", "koch", "axt", "narr"],
                           ["koch", "axt", "narr"]),
                    gates=([], ["spion", "bombenleger", "oger"]), castles=(["schwert"], ["schwert"]))
    cr.run(g, "play:plan7", "pay:reiter", "pay:schwert", "pay:bogen", "skip")
    assert [e["k"] for e in g.log if e["k"] in ("must_discard",)] == ["must_discard"] * 2
    assert [d.data() for d in g.due] == [[0, 2], [1, 2]] and g.to_move == 0
    cr.run(g, "discard:koch", "discard:axt")
    assert g.to_move == 1 and g.wait == "discard"
    cr.run(g, "discard:narr", "discard:koch")
    assert g.to_move == 0 and g.wait == "main" and cr.kinds(g.hands[1]) == ["axt"]


def test_purple_card_effects_only_in_an_attack(cr):
    """Seed 004, 'Angriffe': purple effects happen only when destroyed in an attack, not when
    discarded by another effect."""
    g = cr.position(hands=(["drache", "koch", "axt"], ["koch", "koch", "narr"]),
                    gates=([], ["spion", "bombenleger"]), castles=(["schwert"], ["schwert"]))
    cr.run(g, "play:drache", "pay:koch", "pay:axt")
    assert g.gates[1] == [] and g.due == [] and g.wait == "main"


def test_spion_holder_discards_hand_smaller_than_two(cr):
    """Seed 004, 'Anhang', Spion: the holder discards 2 (all, if fewer)."""
    g = cr.position(hands=(["reiter"], ["koch"]), gates=([], ["spion", "oger"]),
                    castles=(["schwert"], ["schwert"]))
    cr.run(g, "play:reiter")
    assert g.hands[1] == [] and g.wait == "main"


def test_saboteur_strengthens_the_attack(cr):
    """Seed 004, 'Anhang', Saboteur (R): destroyed in an attack, it strengthens the rest of
    that attack."""
    g = cr.position(hands=(["armbrust"], []), gates=([], ["saboteur", "schwert", "oger"]),
                    castles=(["schwert"], ["schwert"]))
    cr.run(g, "play:armbrust")
    assert [e["strength"] for e in log_of(g, "saboteur", "destroy")] == [1, 4, 1]
    assert cr.kinds(g.gates[1]) == ["oger"]


def test_saboteur_in_a_castle_same_effect(cr):
    """Seed 004, 'Anhang', Saboteur: moved into a Castle (e.g. by the Bauarbeiter) it has the
    same effect there."""
    g = cr.position(hands=(["bogen"], []), castles=(["schwert"], ["saboteur", "riese", "schwert"]))
    cr.run(g, "play:bogen")
    assert log_of(g, "saboteur")[0]["strength"] == 3 - 1 + 3
    assert cr.kinds(g.castles[1]) == ["schwert"]


def test_spion_and_saboteur_played_face_down_under_opponent_gate(cr):
    """Seed 004, 'Anhang', Spion/Saboteur: played face down under the opponent's Gate; the
    victim cannot tell which of the two it is."""
    for kind in ("spion", "saboteur"):
        g = cr.position(hands=([kind], []), gates=([], ["oger"]), castles=(["schwert"], ["schwert"]))
        cr.run(g, f"play:{kind}")
        assert cr.kinds(g.gates[1]) == ["oger", kind]
        slot = g.view(1)["gates"][1][1]
        assert slot["card"] is None and slot["sos"] and slot["eye"]
        assert g.view(0)["gates"][1][1]["card"] == kind
        assert all(e.get("card") != kind for e in g.log_for(1))
        assert not g.reinforced  # not the turn's reinforcement


def test_nachschub_then_heiler_ends_card_play(cr):
    """Seed 004, 'Anhang', Nachschub: after a Nachschub, another Nachschub or a Heiler means no
    further card may be played; one alone does not."""
    g = cr.position(hands=(["nachschub", "heiler", "koch"], []), castles=(["schwert"], ["schwert"]))
    cr.run(g, "play:nachschub")
    assert not g.locked and "play:koch" in g.legal_moves()
    cr.run(g, "play:heiler")
    assert g.locked and g.legal_moves() == ["end"]


# ----- clauses the engine once read otherwise (issue 10) ----------------------------------------

def test_saboteur_acts_when_destroyed_not_when_revealed(cr):
    """Seed 004, 'Angriffe': „Einige violette Karten (Bombenleger, Saboteur, Spion) haben
    Effekte, die eintreten, wenn diese Karte bei einem Angriff zerstört wird." An attack that
    reaches the Saboteur with exactly its defence is a tie: „Danach ist der Angriff abgehandelt,
    es wird keine weitere Karte aufgedeckt." Beaten, it strengthens the rest of the attack."""
    def steps(g):
        return [(e["k"], e.get("card"), e.get("strength")) for e in g.log
                if e["k"] in ("reveal_gate", "destroy", "saboteur", "hold")]

    g = cr.position(hands=(["schwert"], []), gates=([], ["armbrust", "saboteur", "oger"]),
                    castles=(["schwert"], ["schwert"]))
    cr.run(g, "play:schwert")  # 3: the Armbrust (2) falls, 1 meets the Saboteur (1)
    assert steps(g) == [("reveal_gate", "armbrust", 3), ("destroy", "armbrust", 1),
                        ("reveal_gate", "saboteur", 1), ("destroy", "saboteur", 0)]
    assert cr.kinds(g.gates[1]) == ["oger"] and g.view(0)["gates"][1][0]["card"] is None
    g = cr.position(hands=(["reiter"], []), gates=([], ["armbrust", "saboteur", "oger"]),
                    castles=(["schwert"], ["schwert"]))
    cr.run(g, "play:reiter")  # 4: 2 left beat the Saboteur, 1 left, +3
    assert steps(g)[2:] == [("reveal_gate", "saboteur", 2), ("destroy", "saboteur", 1),
                            ("saboteur", None, 4), ("reveal_gate", "oger", 4),
                            ("hold", "oger", None)]


def test_beschwoerer_opponents_aufgebot_changes_both_partial_attacks(cr):
    """Seed 004, 'Anhang', Beschwörer: „Wird der Angriffswert durch andere Karten (z. B. Koch,
    Knappe) verändert, so gilt der neue Wert für beide Teilangriffe." The opponent's Letztes
    Aufgebot changes it too (only the Pfeilhagel is „zwei separate Angriffe"); the active
    player's own Aufgebot, played against the second part, changes only what is left."""
    g = cr.position(hands=(["beschwoerer"], ["aufgebot"]), gates=(["oger"], ["oger"]),
                    castles=(["schwert"], ["schwert"]))
    cr.run(g, "play:beschwoerer", "react:aufgebot")
    assert strengths(g) == [(1, 3), (0, 3)]
    assert cr.kinds(g.gates[0]) == ["oger"] and cr.kinds(g.gates[1]) == ["oger"]
    g = cr.position(hands=(["beschwoerer", "aufgebot"], ["aufgebot"]), gates=(["oger"], ["oger"]),
                    castles=(["schwert"], ["schwert"]))
    cr.run(g, "play:beschwoerer", "react:aufgebot")
    assert g.wait == "react" and g.to_move == 0
    cr.run(g, "react:aufgebot")
    assert strengths(g) == [(1, 3)] and [e["seat"] for e in log_of(g, "nofight")] == [0]


def test_erdbeben_with_a_gate_read_like_the_drache(cr):
    """Seed 004, 'Anhang', Erdbeben: „Ist der Torstapel eines Spielers leer, so wirft er nur die
    oberste Karte der Burg ab." It is the Drache's wording („Ist der Torstapel des Gegners leer,
    so wirft er nur die oberste Karte seiner Burg ab."), read the same way: otherwise the top 2
    Gate cards (reconstructed, marked in cards.py and in the zoom)."""
    from ludothek.castlerampage import render
    from ludothek.web.core.i18n import Translator
    g = cr.position(hands=(["erdbeben"], []), gates=(["reiter", "bogen", "oger"], ["oger"]),
                    castles=(["schwert"], ["schwert", "riese"]))
    cr.run(g, "play:erdbeben")
    assert cr.kinds(g.gates[0]) == ["oger"] and g.gates[1] == []  # a lone Gate card: only it
    assert len(g.castles[0]) == 1 and len(g.castles[1]) == 2
    assert BY_ID["erdbeben"].params["gate_cards"] == BY_ID["drache"].params["gate_cards"] == 2
    assert "gate_cards" in BY_ID["erdbeben"].rec and "gate_cards" in BY_ID["drache"].rec
    view = g.view(0) | {"legal": []}
    detail = str(render.table(view, {"zoom": "card:erdbeben"}, Translator("en")))
    row = detail[detail.index('data-field="gate_cards"'):]
    assert "✱ reconstructed" in row[:row.index("</tr>")]


def test_narr_ausliegender_tunnelgraeber_bonus_read_as_knappe(cr):
    """Seed 004, 'Anhang', Narr: „Eventuelle Boni durch einen ausliegenden Tunnelgräber oder
    zuvor ausgespielten Axtkämpfer oder Koch kommen einmalig hinzu." The Tunnelgräber has no
    bonus of its own; the laid-out card with a bonus is the Knappe, so that is read (NOTES.md,
    Narr), and the zoom marks the reading as reconstructed."""
    from ludothek.castlerampage import render
    from ludothek.web.core.i18n import Translator
    for display, want in ((["tunnel"], 4), (["tunnel", "knappe"], 5)):
        g = cr.position(hands=(["narr", "reiter"], []), displays=(display, []),
                        castles=(["schwert"], ["riese", "oger"]))
        cr.run(g, "play:narr", "narr:reiter", "go")
        assert strengths(g) == [(1, want)]
    assert "tunnel_bonus" in BY_ID["narr"].rec
    view = g.view(0) | {"legal": []}
    detail = str(render.table(view, {"zoom": "card:narr"}, Translator("en")))
    line = detail[detail.index('data-field="tunnel_bonus"'):]
    line = line[:line.index("</li>")]
    assert "Sapper" in line and "Squire" in line and "✱ reconstructed" in line


# ----- behaviour pinned by tests (issue 10) ------------------------------------------------------

def test_spion_in_a_castle_same_effect(cr):
    """Seed 004, 'Anhang', Spion: „Durch andere Karten (z. B. Bauarbeiter) könnte ein Spion auch
    in einer Burg auftauchen. Er hat dort denselben Effekt wie in einem Tor.\""""
    g = cr.position(hands=(["bogen"], ["koch", "koch", "narr"]),
                    castles=(["schwert"], ["spion", "riese", "schwert"]))
    cr.run(g, "play:bogen")
    assert cr.kinds(g.castles[1]) == ["riese", "schwert"]
    assert [d.data() for d in g.due] == [[1, 2]] and g.wait == "discard" and g.to_move == 1


def test_veteran_stays_at_equal_values(cr):
    """Seed 004, 'Angriffe': „Verteidigungs- und Angriffswert sind gleich: Die Verteidigung wird
    zerstört. Legt die Verteidigungskarte sowie die Angriffskarte auf den Ablagestapel." The
    Veteran attacks from the display and stays there (NOTES.md, Attacks); the attack ends."""
    g = cr.position(displays=(["veteran"], []), gates=([], ["schwert", "oger"]),
                    castles=(["schwert"], ["schwert"]))
    cr.run(g, "veteran")
    assert cr.kinds(g.gates[1]) == ["oger"] and cr.kinds(g.discard) == ["schwert"]
    assert cr.kinds(g.displays[0]) == ["veteran"] and not log_of(g, "reveal_castle")


def test_aufgebot_against_the_narr(cr):
    """Seed 004, 'Anhang', Letztes Aufgebot: „Die Entscheidung, ob man ein Letztes Aufgebot
    spielen möchte, erfolgt direkt vor dem Kampf, wenn bereits genau feststeht, was und mit
    welcher Angriffsstärke angegriffen wird." The Narr's attack too; then „Wird die Burg nicht
    zerstört, gewinnt der Verteidiger das Spiel.\""""
    for hand, winner in (([], 0), (["aufgebot"], 1)):
        g = cr.position(hands=(["narr", "reiter"], hand), castles=(["schwert"], ["armbrust"]))
        cr.run(g, "play:narr", "narr:reiter", "go")  # 4 against the Armbrust's 4 in the Castle
        if hand:
            assert g.wait == "react" and g.to_move == 1
            cr.run(g, "react:aufgebot")
            assert strengths(g) == [(1, 1)]
        assert g.is_over and g.result()["winners"] == [winner]


def test_tunnelgraeber_with_the_veteran(cr):
    """Seed 004, 'Anhang', Tunnelgräber: „Direkt vor jedem Angriff darf man sich entscheiden, ob
    man das Tor oder die Burg angreifen möchte." The Veteran's attack too."""
    g = cr.position(displays=(["veteran", "tunnel"], []), gates=([], ["oger"]),
                    castles=(["schwert"], ["reiter", "schwert"]))
    cr.run(g, "veteran")
    assert g.wait == "target" and g.legal_moves() == ["target:gate", "target:castle"]
    cr.run(g, "target:castle")
    assert log_of(g, "fight_castle") and cr.kinds(g.castles[1]) == ["schwert"]
    assert cr.kinds(g.gates[1]) == ["oger"]


def test_knappe_on_both_pfeilhagel_parts(cr):
    """Seed 004, 'Anhang', Knappe: „Hat man mehrere Knappen ausliegen, so erhöhrt sich der
    Angriffswert für jeden um +1." With Pfeilhagel: „Das Spielen des Pfeilhagels gilt sonst als
    zwei separate Angriffe." Each of the two gets the Knappe's +1 (NOTES.md)."""
    g = cr.position(hands=(["pfeilhagel"], []), displays=(["knappe"], []), gates=([], ["oger"]),
                    castles=(["schwert"], ["riese", "schwert"]))
    cr.run(g, "play:pfeilhagel")
    assert strengths(g) == [(1, 4), (1, 4)]
    assert cr.kinds(g.castles[1]) == ["schwert"]
