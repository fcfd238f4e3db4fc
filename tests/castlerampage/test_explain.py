"""Castle Rampage's pieces explain themselves (issue 32, the page's "?" mode; explain.py): what a
card, pile, display, chip or attack is and does now, from the seat's view alone. Each test names
the part of seed 004 (Yucata's rules page) it shows; the hidden-information tests check that a
face-down card or the other hand is told the same whatever the hidden card is."""

import re

import pytest

from ludothek.castlerampage import render
from ludothek.castlerampage.explain import explain
from ludothek.castlerampage.i18n import WORDS
from ludothek.castlerampage.rules import KNOWN
from ludothek.core import Rng
from ludothek.draw.markup import render as as_text
from ludothek.web.core import policy
from ludothek.web.core.i18n import Translator

EN, DE = Translator("en"), Translator("de")
MARK = re.compile(r'data-explain="([^"]*)"')


def position(cr, **zones):
    g = cr.position(**zones)
    g.match.names = ["Ann", "Ben"]
    return g


def view_of(g, seat):
    """The view the page draws for `seat`, with its legal moves (the device is `seat`'s)."""
    view = g.view(seat)
    view["legal"] = policy.offered_moves(g, seat)
    return view


def said(view, what, t=EN):
    found = explain(view, what, t)
    assert found is not None, what
    return found.title, " ".join(found.lines), found.rules


def marks(view, ui=None, t=EN):
    markup = as_text(render.table(view, {"layout": "landscape", **(ui or {})}, t))
    return sorted({m.replace("&amp;", "&") for m in MARK.findall(markup)})


def test_a_hand_card_tells_its_values_text_moves_and_the_eye(cr):
    """'Die Karten': defence values for Gate and Castle, attack, cost; the red eye ('Anhang',
    Hinweise zur Bedienung): the other player knows the card."""
    g = position(cr, hands=(("ritter", "koch"), ("schwert",)), gates=(("knappe",), ("armbrust",)),
                 castles=(("heiler",), ("priester",)))
    title, text, rules = said(view_of(g, 0), "hand:ritter")
    assert title == "Knight" and rules == "cards-attack"
    assert "Attack: 5*; Defence in the Gate: 3; Defence in the Castle: 2; Unit: horse" in text
    assert WORDS["en"]["card.ritter.text"] in text
    assert "Now you can: Play Knight: attack 5* · Put Knight under your Gate" in text
    assert "Ben does not know you hold it." in text
    g.hands[0][0].knows[1] = KNOWN
    title, text, _ = said(view_of(g, 0), "hand:ritter", DE)
    assert title == "Ritter" and "Ben weiß, dass du sie hast." in text
    assert "Verteidigung im Tor: 3" in text and "Jetzt möglich: Ritter spielen: Angriff 5*" in text


def test_a_hand_card_that_cannot_be_used_says_why(cr):
    """'Spielablauf': one reinforcement a turn; the Letztes Aufgebot and the Oger act only as
    defence in the own turn; the other seat has nothing to do in this turn."""
    g = position(cr, hands=(("aufgebot", "oger", "reiter", "koch"), ("schwert",)),
                 gates=(("knappe",), ("armbrust",)), castles=(("heiler",), ("priester",)))
    _, text, _ = said(view_of(g, 0), "hand:aufgebot")
    assert "Now you can: Put Last Levy under your Gate" in text
    cr.run(g, "reinforce:reiter:gate")
    _, levy, _ = said(view_of(g, 0), "hand:aufgebot")
    assert "Not now: the Last Levy works only when you are attacked" in levy
    _, ogre, _ = said(view_of(g, 0), "hand:oger", DE)
    assert "Jetzt nicht: Diese Karte hat ausgespielt keine Wirkung" in ogre
    _, waiting, _ = said(view_of(g, 1), "hand:schwert")
    assert "It is not your turn." in waiting


def test_gate_and_castle_piles_tell_counts_and_how_an_attack_goes_through(cr):
    """'Angriffe': the attack hits the top Gate card, goes on with the rest, from the Gate's
    last card on to the Castle; 'Ende des Spiels': the last Castle card."""
    g = position(cr, hands=(("reiter",), ("schwert",)), gates=(("knappe", "koch"), ()),
                 castles=(("heiler",), ("priester", "drache")))
    view = view_of(g, 0)
    title, text, rules = said(view, "pile:gate:0")
    assert title == "Ann's Gate" and rules == "attack"
    assert "2 cards; you know 2 of them." in text and "Ben knows 0 of them (red eye)." in text
    assert "from the last Gate card on to the Castle" in text
    _, empty, _ = said(view, "pile:gate:1")
    assert "Empty: attacks hit the Castle directly." in empty
    _, castle, _ = said(view, "pile:castle:1", DE)
    assert "2 Karten; du kennst 0 davon." in castle
    _, last, _ = said(view, "slot:castle:0:0")
    assert "Ann's last Castle card: if it falls, Ann loses." in last
    assert "Its defence here: 3." in last  # the Healer in the Castle
    _, second, _ = said(view, "slot:gate:0:1")
    assert "only after destroying the card above it" in second
    assert "Ben does not know this card." in second


def test_draw_and_discard_piles(cr):
    """'Spielablauf': draw 2 a turn, the discard pile becomes the new draw pile; 'Anhang': the
    draw pile's list of what can be in it, the open discard pile."""
    g = position(cr, hands=(("reiter",), ("schwert",)), gates=(("knappe",), ("armbrust",)),
                 castles=(("heiler",), ("priester",)), discard=("koch", "drache"))
    view = view_of(g, 0)
    title, text, rules = said(view, "pile:draw")
    assert title == "Draw pile" and rules == "turn"
    assert f"{view['draw_count']} face-down cards" in text
    assert WORDS["en"]["ui.draw_list_help"] in text
    assert "the most common: Swordsman 9, Crossbowman 9, Rider 8" in text
    _, discard, _ = said(view, "pile:discard", DE)
    assert "2 offene Karten" in discard and "Oben liegt: Drache." in discard
    _, top, _ = said(view, "card:drache:discard")
    assert "In the discard pile: 1 of 2 cards." in top


def test_permanent_cards_in_a_display_say_what_they_do_now(cr):
    """'Die Karten': ∞ cards stay in the display; appendix: Knappe +1 on every attack, the
    Veteran attacks once a turn."""
    g = position(cr, hands=(("reiter",), ("schwert",)), gates=(("koch",), ("armbrust",)),
                 castles=(("heiler",), ("priester",)), displays=(("knappe", "knappe", "veteran"),
                                                                 ()))
    view = view_of(g, 0)
    title, text, rules = said(view, "display:0:knappe")
    assert title == "Squire" and rules == "cards-permanent"
    assert "In Ann's display (2×)" in text and "Every attack of Ann gets +2 now." in text
    assert "It can attack this turn with 5." in said(view, "display:0:veteran")[1]
    assert "Squire" in said(view, "display:0")[1]
    assert "Each Squire in Ann's display gives every attack +1." in said(view, "chip:knappe")[1]
    cr.run(g, "veteran")
    assert "It has attacked this turn already." in said(view_of(g, 1), "display:0:veteran")[1]
    assert explain(view, "display:1:knappe", DE) is None  # Ben has none


def test_the_attack_in_progress_tells_strength_target_and_what_comes_first(cr):
    """'Angriffe': the Tunnelgräber's choice, the Letztes Aufgebot right before the fight."""
    g = position(cr, hands=(("reiter",), ("aufgebot", "koch")), gates=(("knappe",), ("armbrust",)),
                 castles=(("heiler",), ("priester",)), displays=(("tunnel",), ()))
    cr.run(g, "play:reiter")
    assert g.wait == "target"
    title, text, rules = said(view_of(g, 0), "attack:now")
    assert title == "Attack under way" and rules == "attack"
    assert "Ann attacks Ben's Gate with Rider: strength 4." in text
    assert "First Ann chooses the target (Sapper)" in text
    assert "strength 4" in said(view_of(g, 0), "inplay:0")[1]
    cr.run(g, "target:gate")
    assert g.wait == "react"
    _, react, _ = said(view_of(g, 0), "attack:now", DE)
    assert "Zuerst darf Ben ein Letztes Aufgebot spielen: der Angriff sänke auf 1." in react


def test_the_opponents_hand_is_told_by_its_count_and_what_is_known(cr):
    """'Anhang' (Hinweise zur Bedienung): the opponent's hand shows the cards one knows, then
    backs; forgetting when he slides a card face down."""
    g = position(cr, hands=(("reiter",), ("aufgebot", "koch", "oger")),
                 gates=(("knappe",), ("armbrust",)), castles=(("heiler",), ("priester",)))
    g.hands[1][0].knows[0] = KNOWN  # the Last Levy's pause told Ann
    view = view_of(g, 0)
    title, text, rules = said(view, "hands:1")
    assert title == "Ben's hand" and rules == "knowledge"
    assert "3 face-down cards" in text and "You know Ben holds: Last Levy." in text
    _, back, _ = said(view, "opp:1:2")
    assert "you do not know which one" in back and "Ben holds 3 cards; you know 1 of them." in back
    assert said(view, "opp:1:0")[0] == "Last Levy"
    assert "Ogre" not in str([said(view, w) for w in marks(view)])


def _twin(g, seat, seed=7):
    """A game that looks the same to `seat`, its hidden cards dealt anew (determinize)."""
    for n in range(40):
        twin = g.determinize(seat, Rng(seed + n))
        if any(a.kind != b.kind for a, b in zip(g._all_cards(), twin._all_cards())):
            return twin
    raise AssertionError("no twin differs")


def test_a_face_down_card_names_the_draw_list_button_in_its_own_words(cr):
    """Seed 004, interface notes: „Ein Klick auf den Nachziehstapel zeigt alle Karten, die sich
    theoretisch noch dort befinden können". A face-down card the seat cannot place points to
    that list by the button's own words (i18n.py "ui.draw_list_button"), in both languages."""
    g = position(cr, hands=(("reiter",), ("schwert",)), gates=(("knappe",), ("armbrust",)),
                 castles=(("heiler",), ("priester",)))
    view = view_of(g, 0)
    for t, lang in ((EN, "en"), (DE, "de")):
        _, text, _ = said(view, "slot:gate:1:0", t)
        button = WORDS[lang]["ui.draw_list_button"]
        assert f"“{button}”" in text or f"„{button}“" in text, lang
    _, text, _ = said(view, "slot:gate:1:0", EN)
    assert "What can be in it?" not in text and "What could be there?" in text


@pytest.mark.parametrize("played", ["spion", "saboteur"])
def test_twins_explain_alike_and_never_name_a_hidden_card(cr, played):
    """'Anhang' (what each player sees): a face-down card, 'Spion oder Saboteur' slipped under
    the victim's Gate, and the other hand are told by what the seat knows, so a game with
    other hidden cards explains every piece alike, in both languages and with the lists open."""
    g = position(cr, hands=(("spion", "saboteur", "reiter"), ("koch", "oger")),
                 gates=(("armbrust", "drache"), ("schwert", "bogen")),
                 castles=(("heiler",), ("priester", "ritter")))
    cr.run(g, f"play:{played}")
    for seat in (0, 1):
        view = view_of(g, seat)
        twin = _twin(g, seat)
        twin_view = view_of(twin, seat)
        assert view == twin_view
        uis = [{}, {"list": "draw"}, {"list": "discard"}]
        for t in (EN, DE):
            whats = sorted({w for ui in uis for w in marks(view, ui, t)})
            assert {w.partition(":")[0] for w in whats} >= {"slot", "hands", "opp", "pile"}
            for what in whats:
                assert explain(view, what, t) == explain(twin_view, what, t), what
    victim = view_of(g, 1)
    title, text, _ = said(victim, "slot:gate:1:2")
    assert title == "Spy or Saboteur" and "Either defends with 1 here" in text
    assert "Ann slipped it under your Gate and knows which it is." in text
    _, mine, _ = said(view_of(g, 0), "slot:gate:1:2")
    assert "Ben sees only “Spy or Saboteur”." in mine
    # Ann's unknown cards are never named to Ben: the Knight in her Castle, her hand.
    for what in marks(victim):
        words = " ".join((explain(victim, what, EN).title,) + explain(victim, what, EN).lines)
        if not what.startswith(("card:", "pile:draw")):
            assert "Crossbowman" not in words and "Dragon" not in words, what


def test_every_marked_piece_of_hand_built_positions_is_explained(cr):
    """Lists, the attack stage and the chips, which random positions seldom open."""
    g = position(cr, hands=(("reiter", "koch"), ("schwert",)), gates=(("knappe",), ("armbrust",)),
                 castles=(("heiler",), ("priester", "drache")), discard=("koch",))
    cr.run(g, "play:koch", "play:reiter")
    view = view_of(g, 0)
    for ui in ({}, {"list": "draw"}, {"list": "discard"}, {"zoom": "hand:koch"}):
        for t in (EN, DE):
            for what in marks(view, ui, t):
                found = explain(view, what, t)
                assert found is not None and found.title and all(found.lines), what
    assert "card:priester:stage" in marks(view)
    # The enlarged card of the panel explains itself as the piece it enlarges.
    markup = as_text(render.table(view, {"layout": "landscape", "list": "draw"}, EN))
    zooms = set(re.findall(r'data-key="zoom" data-value="([^"]+)"', markup))
    zooms |= set(re.findall(r'data-value="([^"]+)"[^>]*data-action="ui" data-key="zoom"', markup))
    assert len(zooms) > 10
    for zoom in sorted(zooms):
        assert f"zoom:{zoom}" in marks(view, {"zoom": zoom}), zoom
        found = explain(view, f"zoom:{zoom}", DE)
        assert found is not None and all(found.lines), zoom
    assert said(view, "zoom:slot:gate:0:0") == said(view, "slot:gate:0:0")
    assert explain(view, "slot:gate:5:0", EN) is None and explain(view, "nonsense", EN) is None
    assert explain(view, "slot:gate:x:0", EN) is None and explain(view, "hand:oger", EN) is None
