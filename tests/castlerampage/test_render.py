"""Castle Rampage's drawing (render.py) under CPython: exactly the legal moves can be clicked, a
seat's markup never holds a card that seat may not know, the card detail view marks every
reconstructed field, and attacks become animated tiles and a report in words
(web/README.md contract; seed 004 'Hinweise zur Bedienung' for what each player sees)."""

import random
from pathlib import Path
import re
from html.parser import HTMLParser

import pytest

from ludothek.web.core import policy
from ludothek import new_game
from ludothek.castlerampage import render
from ludothek.castlerampage.cards import BY_ID, ORDER
from ludothek.castlerampage.i18n import WORDS
from ludothek.castlerampage.moves import END, PLAY, REINFORCE, VETERAN, parse
from ludothek.castlerampage.rules import KNOWN
from ludothek.web.core.i18n import Translator
from ludothek.draw.markup import render as as_text

EN, DE = Translator("en"), Translator("de")
LAYOUT = {"layout": "landscape"}


class Elements(HTMLParser):
    """Every element of a markup string as (tag, attrs), and the text between them."""

    def __init__(self, markup):
        super().__init__(convert_charrefs=True)
        self.found, self.texts = [], []
        self.feed(markup)

    def handle_starttag(self, tag, attrs):
        self.found.append((tag, dict(attrs)))

    def handle_data(self, data):
        self.texts.append(data)


def elements(markup):
    return Elements(str(markup)).found


def clickable_moves(markup):
    return {a["data-move"] for _, a in elements(markup) if a.get("data-action") == "move"}


def page_view(g, seat="to_move"):
    """The view the page draws: the seat to move (app.py), its legal moves; at the end a
    spectator."""
    if seat == "to_move":
        seat = None if g.is_over else g.to_move
    view = g.view(seat)
    view["legal"] = policy.offered_moves(g, seat)
    return view


def hand_zooms(view):
    seat = view["seat"]
    if seat is None:
        return []
    return sorted({f"hand:{e['card']}" for e in view["hands"][seat]})


def playout(seed, limit=None):
    """A random game (the Narr seldom), yielding the game before every move."""
    g = new_game("castlerampage", seed=seed, names=["Ann", "Ben"])
    rng = random.Random(seed)
    while not g.is_over and (limit is None or len(g.history) < limit):
        yield g
        legal = g.legal_moves()
        calm = [m for m in legal if m != "play:narr"]
        g.play(rng.choice(calm if calm and rng.random() < 0.97 else legal))
    yield g


def position(cr, **zones):
    """A hand-built position (conftest.py) with the players named Ann and Ben."""
    g = cr.position(**zones)
    g.match.names = ["Ann", "Ben"]
    return g


# ----- what can be clicked --------------------------------------------------------------------


@pytest.mark.parametrize("seed", [1, 2])
def test_exactly_the_legal_moves_are_clickable(seed):
    """Over whole games: the table offers every legal move (some after tapping the hand card
    they use) and nothing else; the seat not to move can click no move."""
    phases = set()
    for g in playout(seed):
        view = page_view(g)
        legal = set(view["legal"])
        offered = clickable_moves(render.table(view, LAYOUT, EN))
        for zoom in hand_zooms(view):
            offered |= clickable_moves(render.table(view, {**LAYOUT, "zoom": zoom}, EN))
        assert offered == legal, (g.wait, offered ^ legal)
        phases.add(g.wait)
        if not g.is_over:
            other = page_view(g, 1 - g.to_move)
            assert clickable_moves(render.table(other, LAYOUT, EN)) == set()
    assert {"setup", "main", "pay", "over"} <= phases


def test_every_clickable_svg_is_a_labelled_button_and_no_move_shows_as_code():
    for g in playout(4, limit=90):
        view = page_view(g)
        zooms = hand_zooms(view)[:1]
        for ui in [LAYOUT] + [{**LAYOUT, "zoom": z} for z in zooms]:
            markup = str(render.table(view, ui, EN))
            for tag, attrs in elements(markup):
                if tag == "svg" and "data-action" in attrs:
                    assert attrs.get("role") == "button" and attrs.get("tabindex") == "0"
                    assert attrs.get("aria-label"), attrs
            # Buttons that play a move say what they do in words, never the move's notation.
            buttons = re.findall(r'<button[^>]*data-move="([^"]+)"[^>]*>(.*?)</button>', markup)
            for button in buttons:
                move, text = button
                words = re.sub(r"<[^>]+>", "", text)
                assert words and move not in words and not re.search(r"\w:\w", words), button


def test_hand_cards_with_a_move_are_marked_and_lead_to_their_moves():
    g = next(g for g in playout(6) if g.wait == "main" and g.turn > 3)
    view = page_view(g)
    markup = str(render.table(view, LAYOUT, EN))
    marked = {a["data-value"] for _, a in elements(markup)
              if "legal" in a.get("class", "").split() and a.get("data-zone") == "hand"}
    usable = {parse(m).card for m in view["legal"] if parse(m).kind in (PLAY, REINFORCE)}
    assert marked == {f"hand:{k}" for k in usable}
    kind = sorted(usable)[0]
    zoomed = render.table(view, {**LAYOUT, "zoom": f"hand:{kind}"}, EN)
    assert clickable_moves(zoomed) == {m for m in view["legal"]
                                       if parse(m).card == kind
                                       or parse(m).kind in (END, VETERAN)}


def test_a_zoom_value_that_no_longer_fits_is_ignored():
    g = next(g for g in playout(3) if g.wait == "main" and g.turn > 2)
    view = page_view(g)
    plain = str(render.table(view, LAYOUT, EN))
    for stale in ("hand:nothing", "slot:gate:0:99", "slot:x", "card:unknown", "junk", 7):
        assert str(render.table(view, {**LAYOUT, "zoom": stale}, EN)) == plain


# ----- what a seat may not see ----------------------------------------------------------------


def _hidden_from(g, seat):
    """Cards `seat` does not know: (zone, index) pairs over the opponent's hand and piles and
    the draw pile, with the card object."""
    other = 1 - seat
    zones = {"hand": g.hands[other], "gate": g.gates[other], "castle": g.castles[other],
             "draw": g.draw, "mygate": g.gates[seat], "mycastle": g.castles[seat]}
    return [(name, i, c) for name, zone in zones.items() for i, c in enumerate(zone)
            if c.knows[seat] < KNOWN]


def _swap_hidden(g, seat, rng):
    """A twin of `g` that differs only in two cards `seat` cannot tell apart where they lie:
    two hidden cards of different kinds and equal knowledge flags trade places."""
    hidden = _hidden_from(g, seat)
    rng.shuffle(hidden)
    for i, (_, _, a) in enumerate(hidden):
        for _, _, b in hidden[i + 1:]:
            if a.kind != b.kind and (a.knows, a.setup) == (b.knows, b.setup) \
                    and not (a.setup and BY_ID[b.kind].purple) \
                    and not (b.setup and BY_ID[a.kind].purple):
                twin = g.clone()  # the same zones in the same order: find the twins by place
                flat, twins = list(g._all_cards()), list(twin._all_cards())
                ta = twins[next(k for k, c in enumerate(flat) if c is a)]
                tb = twins[next(k for k, c in enumerate(flat) if c is b)]
                ta.kind, tb.kind = tb.kind, ta.kind
                return twin, a.kind, b.kind
    return None


@pytest.mark.parametrize("seed", [2, 5, 8])
def test_markup_of_two_games_differing_in_a_hidden_card_is_the_same(seed):
    """Two games that differ only in where two cards lie that a seat cannot see give that seat
    the very same markup: the table, every zoom, the pile lists, the final box."""
    rng = random.Random(seed)
    checked = 0
    for g in playout(seed):
        if len(g.history) % 7 or g.is_over:
            continue
        for seat in (g.to_move, 1 - g.to_move):
            found = _swap_hidden(g, seat, rng)
            if not found:
                continue
            twin, a, b = found
            views = [page_view(x, seat) for x in (g, twin)]
            assert views[0]["hands"] == views[1]["hands"]
            uis = [LAYOUT, {**LAYOUT, "list": "draw"}, {**LAYOUT, "list": "discard"}]
            uis += [{**LAYOUT, "zoom": f"slot:{zone}:{s}:{i}"} for s in (0, 1)
                    for zone in ("gate", "castle") for i in range(len(views[0][zone + "s"][s]))]
            uis += [{**LAYOUT, "zoom": z} for z in hand_zooms(views[0])]
            uis += [{**LAYOUT, "zoom": f"back:{1 - seat}:{i}"}
                    for i in range(len(views[0]["hands"][1 - seat]))]
            for lang in (EN, DE):
                for ui in uis:
                    assert str(render.table(views[0], ui, lang)) == \
                        str(render.table(views[1], ui, lang)), (seat, a, b, ui)
                assert render.scores(views[0], lang) == render.scores(views[1], lang)
            checked += 1
    assert checked > 10


def test_an_unknown_card_in_the_opponents_hand_never_shows_by_name_or_id(cr):
    """The opponent holds an Oger nobody else can see: Ann's markup never names it, whatever
    she taps; Ben's own markup does."""
    g = position(cr, hands=(("reiter", "koch"), ("oger", "schwert")),
                    gates=(("armbrust",), ("knappe", "drache")),
                    castles=(("heiler",), ("priester",)))
    view = page_view(g, 0)
    names = [WORDS[lang]["card.oger"] for lang in ("de", "en")]
    uis = [LAYOUT, {**LAYOUT, "zoom": "hand:reiter"}, {**LAYOUT, "zoom": "slot:gate:1:0"},
           {**LAYOUT, "zoom": "slot:castle:1:0"}]
    for lang in (EN, DE):
        for ui in uis:
            markup = str(render.table(view, ui, lang))
            assert "oger" not in markup and not any(n in markup for n in names)
            assert "knappe" not in markup and "priester" not in markup  # Ben's piles
    own = str(render.table(page_view(g, 1), LAYOUT, EN))
    assert 'data-card="oger"' in own and "Ogre" in own


def test_spy_or_saboteur_shows_as_such_to_its_victim(cr):
    g = position(cr, hands=(("spion", "reiter"), ("koch",)), gates=(("armbrust",), ("schwert",)),
                    castles=(("heiler",), ("priester",)))
    cr.run(g, "play:spion")
    victim = g.view(1) | {"legal": []}
    markup = str(render.table(victim, LAYOUT, EN))
    assert "Spy or Saboteur" in markup and 'data-card="spion"' not in markup
    zoom = str(render.table(victim, {**LAYOUT, "zoom": "slot:gate:1:1"}, EN))
    assert "Spy or Saboteur" in zoom and "A card slipped in face down" in zoom
    mine = str(render.table(page_view(g, 0), LAYOUT, EN))
    assert 'data-slot="slot:gate:1:1"' in mine and "Ben sees only" in mine


# ----- the card detail view ---------------------------------------------------------------------


@pytest.mark.parametrize("kind", ORDER)
def test_zoom_marks_every_reconstructed_field(cr, kind):
    """A hand card tapped shows its name, rules text and values; every field cards.py marks as
    reconstructed carries the mark, in German and in English."""
    g = position(cr, hands=((kind, "reiter"), ()), gates=(("armbrust",), ("schwert",)),
                    castles=(("heiler",), ("priester",)))
    view = page_view(g, 0)
    rec = set(BY_ID[kind].rec)
    for t, word in ((EN, "reconstructed"), (DE, "rekonstruiert")):
        markup = str(render.table(view, {**LAYOUT, "zoom": f"hand:{kind}"}, t))
        detail = markup[markup.index('class="cr-detail"'):]
        assert WORDS[t.lang][f"card.{kind}"] in detail
        assert WORDS[t.lang][f"card.{kind}.text"] in detail.replace("&quot;", '"')
        rows = re.findall(r'<(tr|li) data-field="(\w+)"[^>]*>(.*?)</\1>', detail)
        marked = {field for _, field, inner in rows if word in inner}
        assert rec <= marked, rec - marked
        assert marked <= rec, marked - rec  # no mark on a certain value
        if rec:
            assert WORDS[t.lang]["card.reconstructed.help"] in detail


def test_zoom_on_a_pile_card_and_on_a_face_down_card(cr):
    g = position(cr, hands=(("reiter",), ("koch",)), gates=(("armbrust", "oger"), ("schwert",)),
                    castles=(("heiler",), ("priester",)))
    view = page_view(g, 0)
    own = str(render.table(view, {**LAYOUT, "zoom": "slot:gate:0:1"}, EN))
    assert "Ann's Gate, card 2 from the top" in own and "Ogre" in own and "Cost" in own
    theirs = str(render.table(view, {**LAYOUT, "zoom": "slot:gate:1:0"}, EN))
    detail = theirs[theirs.index('class="cr-detail"'):]
    assert "You do not know which card this is." in detail
    assert "Ben knows this card" not in detail  # his own card: of course he knows it


# ----- attacks -----------------------------------------------------------------------------------


def _attacked(cr):
    """Ann's Reiter (4) against Ben's Gate: Armbrust (2) falls, 2 go on, the Castle's Priester
    (4) holds."""
    g = position(cr, hands=(("reiter", "koch"), ("schwert",)), gates=(("knappe",), ("armbrust",)),
                    castles=(("heiler",), ("priester", "drache")))
    return cr.run(g, "play:reiter")


def test_an_attack_becomes_tiles_animated_one_after_the_other_and_a_report(cr):
    g = _attacked(cr)
    view = page_view(g, 0)
    markup = str(render.table(view, LAYOUT, EN))
    start = markup.index('class="cr-stage"')
    stage = markup[start:markup.index("</section>", start)]
    assert 'class="cr-steps cr-play"' in stage
    delays = [float(d) for d in re.findall(r'style="--d:([0-9.]+)s', stage)]
    assert delays == sorted(delays) and len(set(delays)) == len(delays) and delays[0] == 0
    reveals = re.findall(r'data-card="(\w+)" data-result="(\w+)"', stage)
    assert reveals == [("armbrust", "destroy"), ("priester", "hold")]
    assert "2 left → Castle" in stage
    report = markup[markup.index('class="cr-report"'):]
    lines = re.findall(r'<li data-k="(\w+)">([^<]*)</li>', report)
    start = max(i for i, e in enumerate(g.log) if e["k"] == "attack")
    assert [k for k, _ in lines] == [e["k"] for e in g.log[start:]]
    assert "Ann attacks with Rider." in lines[0][1]
    assert "Ben's Gate has fallen; the remaining attack of 2 goes on to the Castle." in report
    # The attacked piles show their new state once the tiles have run.
    assert re.search(r'class="cr-stack cr-gate cr-after" data-seat="1"[^>]*style="--d:', markup)
    # Any later redraw shows the attack at rest; the replay button plays it again.
    still = str(render.table(view, {**LAYOUT, "zoom": "hand:koch"}, EN))
    assert "cr-steps cr-play" not in still and "cr-steps cr-still" in still
    assert "cr-after" not in still
    again = str(render.table(view, {**LAYOUT, "zoom": "hand:koch", "replay": "0"}, EN))
    assert "cr-steps cr-play" in again
    assert 'data-key="replay" data-value="0!"' in again  # a second tap is a new value


def test_the_defender_sees_the_attack_at_the_start_of_the_next_turn(cr):
    g = cr.run(_attacked(cr), "end")
    view = page_view(g, 1)
    markup = str(render.table(view, LAYOUT, EN))
    assert "<h2>Attacks in Ann's last turn</h2>" in markup
    assert "cr-steps cr-play" in markup
    # Once Ben acts, the report of Ann's turn is gone.
    cr.run(g, "reinforce:schwert:gate")
    assert "cr-stage" not in str(render.table(page_view(g, 1), LAYOUT, EN))


def test_last_levy_is_offered_to_the_defender_in_words(cr):
    g = position(cr, hands=(("reiter",), ("aufgebot", "koch")), gates=(("knappe",), ("armbrust",)),
                    castles=(("heiler",), ("priester",)))
    cr.run(g, "play:reiter")
    assert g.wait == "react" and g.to_move == 1
    view = page_view(g)
    markup = str(render.table(view, LAYOUT, EN))
    assert clickable_moves(markup) == {"react:aufgebot", "decline"}
    assert "Play Last Levy (−3)" in markup and "No Last Levy" in markup
    assert "Ann attacks Ben's Gate with Rider: strength 4." in markup
    assert "the attack drops by 3 to 1" in markup
    cr.run(g, "react:aufgebot")
    after = str(render.table(page_view(g), LAYOUT, EN))
    assert "Ben plays a Last Levy: the attack is down to 1." in after
    assert 'data-card="aufgebot"' in after


def test_the_fool_is_confirmed_and_fed_with_buttons_in_words(cr):
    g = position(cr, hands=(("narr", "reiter", "ritter", "koch"), ()),
                 gates=(("armbrust",), ("schwert",)), castles=(("heiler",), ("priester",)))
    view = page_view(g, 0)
    zoom = [a for _, a in elements(render.table(view, {**LAYOUT, "zoom": "hand:narr"}, EN))
            if a.get("data-move") == "play:narr"]
    assert zoom and "if the Castle does not fall, you lose" in zoom[0]["data-confirm"]
    cr.run(g, "play:narr")
    view = page_view(g)
    markup = str(render.table(view, LAYOUT, EN))
    assert clickable_moves(markup) == set(g.legal_moves()) == {"narr:reiter", "narr:ritter", "go"}
    assert "Add Rider to the Fool (+4)" in markup and "Fool: add attack cards (now 0)" in markup
    go = [a for _, a in elements(markup) if a.get("data-move") == "go"]
    assert "attacks the Castle with 0" in go[0]["data-confirm"]
    cr.run(g, "narr:ritter")  # its cost first: a hand card, asked for with buttons
    markup = str(render.table(page_view(g), LAYOUT, EN))
    assert "Knight: cost – discard a hand card." in markup
    assert clickable_moves(markup) == set(g.legal_moves())
    cr.run(g, "pay:koch", "skip")
    assert "Fool: add attack cards (now 5)" in str(render.table(page_view(g), LAYOUT, EN))
    cr.run(g, "go")  # 5 against the Priester's 4 in Ben's only Castle card
    view = page_view(g)
    assert g.is_over and g.reason == "narr"
    assert render.outcome(view, EN) == "Ann's Fool destroyed Ben's Castle: Ann wins."
    assert "Decided in turn 3 by Ann's attack with Fool." in str(render.final(view, EN))


# ----- the end ---------------------------------------------------------------------------------


def test_final_shows_the_deciding_blow_and_each_castle_and_gate(cr):
    g = position(cr, hands=(("riese",), ()), gates=(("armbrust",), ()),
                    castles=(("heiler", "koch", "reiter"), ("armbrust",)), known=True)
    cr.run(g, "play:riese")
    assert g.is_over and g.winner == 0
    view = page_view(g)
    box = str(render.final(view, EN))
    assert "Decided in turn 3 by Ann's attack with Giant." in box
    piles = re.findall(r'data-seat="(\d)"|data-zone="(\w+)" data-count="(\d+)"', box)
    counts = [(z, int(n)) for _, z, n in piles if z]
    assert counts == [("castle", 2), ("gate", 0), ("castle", 0), ("gate", 0)]
    assert 'class="cr-final-seat winner" data-seat="0"' in box
    assert render.outcome(view, DE) == "Die Burg von Ben ist gefallen: Ann gewinnt."
    assert render.scores(view, EN) == ["Castle\u00a02 · Gate\u00a00", "Castle\u00a00 · Gate\u00a00"]
    assert clickable_moves(render.table(view, LAYOUT, EN)) == set()


def test_portrait_layout_is_marked_for_the_stylesheet(cr):
    g = position(cr, hands=(("reiter",), ()), gates=(("armbrust",), ("schwert",)),
                    castles=(("heiler",), ("priester",)))
    view = page_view(g, 0)
    assert "cr-portrait" in str(render.table(view, {"layout": "portrait"}, EN))
    assert "cr-landscape" in str(render.table(view, LAYOUT, EN))


def test_markup_is_escaped_text():
    g = new_game("castlerampage", seed=3, names=["<b>Ann</b>", "Ben & Co"])
    view = page_view(g)
    markup = as_text(render.table(view, LAYOUT, EN))
    assert "<b>Ann</b>" not in markup and "&lt;b&gt;Ann&lt;/b&gt;" in markup


# ----- the page against seed 004's interface notes (issue 10) ---------------------------------


def _section(markup, start):
    """The markup from `start` up to the next side of the table."""
    i = markup.index(start)
    j = markup.find('class="cr-side', i + 1)
    return markup[i:j if j > 0 else len(markup)]


def test_opponents_display_left_of_his_castle(cr):
    """Seed 004, 'Anhang' (Hinweise zur Bedienung): „Die eigene offene Auslage befindet sich
    rechts der eigenen Burg, die des Gegners links neben seiner Burg." The opponent's side is
    seen from across the table: display, Castle, Gate; the own: Gate, Castle, display."""
    g = position(cr, displays=(("knappe",), ("tunnel",)), gates=(("armbrust",), ("schwert",)),
                 castles=(("heiler",), ("priester",)))
    markup = str(render.table(page_view(g, 0), LAYOUT, EN))
    top = _section(markup, 'class="cr-side cr-top"')
    bottom = _section(markup, 'class="cr-side cr-bottom"')

    def order(side):
        found = re.finditer(r'class="cr-(display|stack cr-gate|stack cr-castle)', side)
        return [m.group(1) for m in found]
    assert order(top) == ["display", "stack cr-castle", "stack cr-gate"]
    assert order(bottom) == ["stack cr-gate", "stack cr-castle", "display"]


def test_attack_values_an_effect_can_change_carry_a_star(cr):
    """Seed 004, 'Die Karten': „Ein * beim Angriffswert weist darauf hin, dass der Effekt der
    Karte den Angriffswert beeinflussen kann." Ritter, Söldner and Angriffspläne (their own
    strengthening) show it on the face, in the zoom and on the button; others do not."""
    g = position(cr, hands=(("ritter", "reiter", "koch"), ()), gates=(("armbrust",), ("schwert",)),
                 castles=(("heiler",), ("priester",)))
    view = page_view(g, 0)
    zoom = str(render.table(view, {**LAYOUT, "zoom": "hand:ritter"}, EN))
    assert "⚔5*" in zoom and "Play Knight: attack 5*" in zoom
    row = zoom[zoom.index('data-field="attack"'):]
    assert "<td>5*" in row[:row.index("</tr>")]
    plain = str(render.table(view, {**LAYOUT, "zoom": "hand:reiter"}, EN))
    assert "⚔4<" in plain and "Play Rider: attack 4<" in plain
    starred = {k for k in ORDER
               if BY_ID[k].attack is not None and render._attack_text(k).endswith("*")}
    assert starred == {"ritter", "soeldner_p", "soeldner_s", "soeldner_b"} | {
        f"plan{n}" for n in range(1, 10)}


def test_veteran_button_shows_its_current_attack(cr):
    """Seed 004, 'Anhang', Veteran: „Der Angriffswert des Veterans kann durch einen Knappen oder
    Koch verstärkt werden." The button names the attack it will make."""
    g = position(cr, hands=(("koch",), ()), displays=(("veteran", "knappe", "knappe"), ()),
                 gates=(("armbrust",), ("oger",)), castles=(("heiler",), ("priester",)))
    assert "Veteran attacks (5)" in str(render.table(page_view(g), LAYOUT, EN))
    cr.run(g, "play:koch")
    assert "Veteran attacks (8)" in str(render.table(page_view(g), LAYOUT, EN))
    cr.run(g, "veteran")
    assert [e["strength"] for e in g.log if e["k"] == "fight_gate"] == [8]


def test_final_screen_says_every_card_is_shown(cr):
    """At the end every card is opened (NOTES.md, 'At the end'): the final box says so and shows
    no card face down."""
    g = position(cr, hands=(("bogen",), ("koch",)), gates=(("armbrust",), ("oger",)),
                 castles=(("heiler", "koch"), ("reiter",)))
    cr.run(g, "play:bogen")
    assert g.is_over
    for t, words in ((EN, "every card in the Gates, Castles and hands is now shown face up"),
                     (DE, "alle Karten in Toren, Burgen und Händen sind jetzt aufgedeckt")):
        box = str(render.final(page_view(g), t))
        assert words in box and "cr-back" not in box and 'data-card="oger"' in box


def test_turn_limit_line_names_the_gate_when_it_decides(cr):
    """NOTES.md, 'Safeguard': after the turn limit the larger Castle wins, then the larger Gate;
    the log line and the final words name the Gate when it decided."""
    from ludothek.castlerampage.rules import MAX_TURNS
    g = position(cr, gates=(("armbrust",), ()), castles=(("heiler",), ("priester",)),
                 turn=MAX_TURNS)
    cr.run(g, "end")
    entry = g.log[-1]
    assert entry["k"] == "win_limit_gate" and g.result()["winners"] == [0]
    view = page_view(g)
    assert "Ann has the larger Gate" in EN.log_line("castlerampage", entry, view["names"])
    assert "Ann hat das größere Tor" in DE.log_line("castlerampage", entry, view["names"])
    assert "Ann has the larger Gate" in render.outcome(view, EN)
    assert "larger Gate" not in str(render.final(view, EN))  # said once, in the status line
    g = position(cr, castles=(("heiler", "koch"), ("priester",)), turn=MAX_TURNS)
    cr.run(g, "end")
    assert g.log[-1]["k"] == "win_limit" and "larger Castle" in render.outcome(page_view(g), EN)


def test_draw_pile_help_counts_own_piles_too(cr):
    """Seed 004, 'Anhang' (Hinweise zur Bedienung): the draw pile shows „die tatsächlichen
    Karten des Nachziehstapels und die Karten in den Toren, Burgen und der Hand des
    Gegenspielers, über die man keine Information besitzt" — own piles included (a Heiler's
    cards)."""
    g = position(cr, hands=(("heiler",), ()), castles=(("koch",), ("priester",)))
    cr.run(g, "play:heiler")
    view = page_view(g, 0)
    assert sum(n for _, n in view["draw_candidates"]) == len(g.draw) + 2 + len(g.castles[1])
    for t, words in ((EN, "your own too"), (DE, "auch deinen eigenen")):
        listing = str(render.table(view, {**LAYOUT, "list": "draw"}, t))
        assert words in listing


def test_identical_display_cards_show_a_2x_mark(cr):
    """Seed 004, 'Anhang' (Hinweise zur Bedienung): „Befinden sich dort identische Karten wird
    dies durch ein kleines "2x"-Symbol dargestellt.\""""
    g = position(cr, displays=(("knappe", "knappe", "tunnel"), ()),
                 castles=(("heiler",), ("priester",)))
    markup = str(render.table(page_view(g, 0), LAYOUT, EN))
    display = markup[markup.index('class="cr-display" data-seat="0"'):]
    display = display[:display.index("</section>")]
    assert display.count('class="cr-times"') == 1 and ">2×<" in display
    assert display.count('data-card="knappe"') == 1 and 'data-card="tunnel"' in display


def test_discard_list_shows_every_card(cr):
    """Seed 004, 'Anhang' (Hinweise zur Bedienung): „Beim Klick auf den Ablagestapel werden alle
    darin befindlichen Karten angezeigt.\""""
    g = position(cr, discard=("koch", "reiter", "koch", "saboteur"),
                 castles=(("heiler",), ("priester",)))
    view = page_view(g, 0)
    assert 'data-value="discard"' in str(render.table(view, LAYOUT, EN))
    listing = str(render.table(view, {**LAYOUT, "list": "discard"}, EN))
    box = listing[listing.index('data-list="discard"'):]
    items = re.findall(r'data-card="(\w+)"><span class="cr-list-n">(\d+)×', box)
    assert items == [("koch", "2"), ("saboteur", "1"), ("reiter", "1")]
    assert '<span class="cr-count">4</span>' in box


def test_saboteur_tile_compares_then_strengthens_the_rest(cr):
    """Seed 004, 'Angriffe': the Saboteur acts when destroyed: the tile compares the attack as
    it reached the card, then shows the rest it strengthens."""
    g = position(cr, hands=(("reiter",), ()), gates=(("armbrust",), ("saboteur", "oger")),
                 castles=(("heiler",), ("priester",)))
    cr.run(g, "play:reiter")
    markup = str(render.table(page_view(g, 0), LAYOUT, EN))
    tile = markup[markup.index('data-card="saboteur" data-result="destroy"'):]
    tile = tile[:tile.index("</li>")]
    assert "⚔4 &gt; 1" in tile and "destroyed · 6 left" in tile and "Saboteur +3 → 6" in tile


# ----- reading it on a tablet (issue 14) ---------------------------------------------------------


def _table_cards(markup):
    """Every card drawn on the table but the enlarged one of the panel, the draw pile's back and
    the back hidden under a revealed card: (attrs) of each."""
    found = []
    for tag, attrs in elements(markup):
        classes = attrs.get("class", "").split()
        if tag != "svg" or "cr-card" not in classes:
            continue
        if "cr-big" in classes or "cr-pile-card" in classes and not attrs.get("data-card") \
                or attrs.get("aria-hidden") == "true":
            continue
        found.append(attrs)
    return found


@pytest.mark.parametrize("seed", [3, 7])
def test_every_card_on_the_table_can_be_enlarged_where_it_lies(seed):
    """Issue 14: names on the Gate, the Castle and the opponent's cards are too small to read
    at tablet size, so a tap on ANY card (face-down ones the seat knows, the opponent's piles
    and hand, the display, the discard pile, the attack stage) enlarges it in place: each card
    has its own zoom value, and drawn with it that very card is the enlarged one and the panel
    explains it."""
    checked = set()
    for g in playout(seed):
        if len(g.history) % 5 and not g.is_over:
            continue
        for seat in {g.to_move, 0} if not g.is_over else {None}:
            view = page_view(g, seat)
            markup = str(render.table(view, LAYOUT, EN))
            cards = _table_cards(markup)
            values = [a.get("data-value") for a in cards]
            assert all(a.get("data-key") == "zoom" and a.get("role") == "button"
                       for a in cards), [a for a in cards if a.get("data-key") != "zoom"]
            assert len(set(values)) == len(values), "two cards share a zoom value"
            for value in values[::3]:
                zoomed = str(render.table(view, {**LAYOUT, "zoom": value}, EN))
                big = [a for a in _table_cards(zoomed) if "cr-zoomed" in a["class"].split()]
                assert [a["data-value"] for a in big] == [value]
                assert 'class="cr-detail"' in zoomed
                checked.add(value.split(":")[0])
    assert checked >= {"slot", "hand", "card", "back"}


def test_the_enlarged_card_is_readable_at_12_px():
    """Issue 14: the enlarged card's name and values are at least 12 CSS px (its SVG units
    scaled by the width style.css gives it); the normal card's are not, hence the zoom."""
    css = (Path(render.__file__).parent / "style.css").read_text()
    width = float(re.search(r"svg\.cr-card\.cr-zoomed \{ --cw: (\d+)px", css).group(1))
    sizes = {cls: float(re.search(r"\.cr \.cr-" + cls + r"[ ,{][^}]*?(\d+(?:\.\d+)?)px", css)
                        .group(1)) for cls in ("name", "atk", "def text")}
    for cls, size in sizes.items():
        assert size * width / render.W >= 12, (cls, size)


def test_the_eye_appears_only_on_the_viewers_own_cards_the_opponent_knows(cr):
    """Seed 004, 'Hinweise zur Bedienung': the red eye marks the cards „von denen der Mitspieler
    weiß, um welche es sich handelt". On the opponent's own cards it would always be on (issue
    14), so it shows on the viewer's Gate and Castle cards the opponent knows, and there only."""
    g = position(cr, hands=(("spion", "reiter"), ("koch",)),
                 gates=(("armbrust", "oger"), ("schwert", "knappe")),
                 castles=(("heiler",), ("priester",)))
    g.gates[0][0].knows[1] = KNOWN  # Ben has seen Ann's Armbrust, not her Oger
    cr.run(g, "play:spion")  # under Ben's Gate: Ann knows it, Ben sees "Spy or Saboteur"
    for seat, expected in ((0, {"slot:gate:0:0"}), (1, set())):
        view = page_view(g, seat)
        markup = str(render.table(view, LAYOUT, EN))
        with_eye = set(re.findall(r'data-value="(slot:[^"]+)"[^>]*>(?:(?!</svg>).)*cr-eye"',
                                  markup))
        assert with_eye == expected, seat
    zoom = str(render.table(page_view(g, 0), {**LAYOUT, "zoom": "slot:gate:0:0"}, EN))
    assert "Ben knows this card" in zoom[zoom.index('class="cr-detail"'):]
    labels = {a["data-value"]: a["aria-label"] for _, a in elements(render.table(
        page_view(g, 0), LAYOUT, EN)) if a.get("data-value", "").startswith("slot:")}
    assert "Ben knows this card" in labels["slot:gate:0:0"]
    assert "knows" not in labels["slot:gate:0:1"] and "Ben does not" not in labels["slot:gate:0:1"]
    assert "knows" not in labels["slot:gate:1:0"] and "Ben does not" not in labels["slot:gate:1:0"]
    assert "Ben sees only “Spy or Saboteur”" in labels["slot:gate:1:2"]
    legend = str(render.table(page_view(g, 0), LAYOUT, DE))
    assert "Rotes Auge: Ben kennt diese Karte von dir" in legend


def test_score_text_reads_on_its_own_beside_the_name(cr):
    """Issue 14: the page shows `<name> <score>` in a row; the score starts with a word, keeps
    each number with its word (no break between) and parts Castle and Gate by a separator."""
    g = position(cr, gates=(("armbrust", "oger", "reiter"), ()), castles=(("heiler",), ("priester",)))
    view = page_view(g, 0)
    assert render.scores(view, EN) == ["Castle\u00a01 · Gate\u00a03", "Castle\u00a01 · Gate\u00a00"]
    assert render.scores(view, DE) == ["Burg\u00a01 · Tor\u00a03", "Burg\u00a01 · Tor\u00a00"]


def test_the_end_is_said_once(cr):
    """Issue 14: who won and why is said by the status line (`outcome`) and the log; the final
    box tells how it was decided and the piles, and the attack report leaves the end out."""
    g = position(cr, hands=(("riese",), ()), gates=(("armbrust",), ()),
                 castles=(("heiler", "koch", "reiter"), ("armbrust",)), known=True)
    cr.run(g, "play:riese")
    view = page_view(g)
    for t in (EN, DE):
        said = render.outcome(view, t)
        logged = t.log_line("castlerampage", g.log[-1], view["names"])
        assert g.log[-1]["k"] == "win_castle"
        for markup in (str(render.final(view, t)), str(render.table(view, LAYOUT, t))):
            assert said not in markup and logged not in markup
        assert 'data-k="win_castle"' not in str(render.table(view, LAYOUT, t))


def test_final_cards_are_named_in_readable_text(cr):
    """Issue 14: the final box lists each pile's cards by name with their value there (text at
    the page's size), top card first, instead of tiny card pictures."""
    g = position(cr, hands=(("riese",), ()), gates=(("armbrust",), ()),
                 castles=(("heiler", "koch", "reiter"), ("armbrust",)), known=True)
    cr.run(g, "play:riese")
    box = str(render.final(page_view(g), EN))
    assert 'class="cr-card' not in box
    items = re.findall(r'<li class="cr-final-item[^"]*" data-card="(\w+)" data-slot="([^"]+)">'
                       r'<span class="cr-final-name">([^<]+)</span>', box)
    assert [(k, n) for k, _, n in items] == [
        (c.kind, WORDS["en"][f"card.{c.kind}"]) for c in g.castles[0]]
    assert [s for _, s, _ in items] == [f"slot:castle:0:{i}" for i in range(len(g.castles[0]))]


def test_an_opponents_card_he_does_not_know_is_said_in_words(cr):
    """Without eyes on the opponent's piles, the exception they would have shown is said in the
    card's label and zoom: a Healer's cards, put unseen under his own Castle, he does not know."""
    g = position(cr, hands=((), ("heiler",)), castles=(("koch",), ("priester",)), active=1)
    cr.run(g, "play:heiler")
    view = page_view(g, 0)
    labels = {a["data-value"]: a["aria-label"] for _, a in elements(render.table(view, LAYOUT, EN))
              if a.get("data-value", "").startswith("slot:castle:1:")}
    unseen = [v for v, label in labels.items() if "Ben does not know this card" in label]
    assert len(unseen) == 2 and len(labels) == 3
    zoom = str(render.table(view, {**LAYOUT, "zoom": unseen[0]}, DE))
    assert "Ben kennt diese Karte nicht" in zoom[zoom.index('class="cr-detail"'):]
    assert "<h2>Verdeckte Karte</h2>" in zoom  # a heading, written as one


def _pile_stamps(g):
    return {id(c): c.stamp for pile in g.gates + g.castles for c in pile}


def test_a_gate_or_castle_card_keeps_its_motion_key_while_it_stays_in_the_piles():
    """Issue 33: a card taken from the middle or the top of a pile leaves, and the cards that
    stay keep their keys (static/flip.js slides them up) instead of taking their neighbours'.
    The key is the card's stamp from when it was laid: each laid card gets a new one."""
    rng = random.Random(5)
    seen, kept = set(), 0
    for seed in (3, 4):
        g = new_game("castlerampage", seed=seed)
        while not g.is_over:
            before = _pile_stamps(g)
            g.play(rng.choice(g.legal_moves()))
            after = _pile_stamps(g)
            for card_id, stamp in after.items():
                if card_id in before:
                    assert stamp == before[card_id], "a card moved on between piles keeps it"
                    kept += 1
                else:
                    assert stamp not in seen, "a card laid gets a stamp never given before"
            seen |= set(after.values())
        markup = str(render.table(g.view(0), LAYOUT, EN))
        for pile in g.gates + g.castles:
            for card in pile:
                assert f'data-anim="pile:{card.stamp}"' in markup
    assert kept > 100


def test_long_names_break_at_their_joints_and_only_a_line_that_may_not_fit_is_squeezed():
    """Issue 50, legible cards: a name's letters stay 10 of the card's 60 units; words share a
    line while they fit, a long name goes on two lines at its joint, and only a line estimated
    wider than the card is squeezed to its width (a short one keeps its own spacing); no name
    takes more than three lines, and "Spy or Saboteur" on a back keeps within its band."""
    from ludothek.web.core.i18n import translator
    assert render._name_lines("Armbrustschütze") == ["Armbrust-", "schütze"]
    assert render._name_lines("Angriffsplan 3") == ["Angriffs-", "plan 3"]
    assert render._name_lines("Battle Plan 3") == ["Battle", "Plan 3"]  # by width, not letters
    assert render._name_lines("Bogen") == ["Bogen"]
    de = "".join(str(node) for node in render._face("armbrust", translator("de")))
    assert ">Armbrust-</text>" in de and ">schütze</text>" in de and "textLength" in de
    en = "".join(str(node) for node in render._face("narr", translator("en")))
    assert ">Fool</text>" in en and "textLength" not in en
    for lang in ("en", "de"):
        t = translator(lang)
        for kind in BY_ID:
            lines = render._name_lines(render._name(kind, t))
            widest = max(render.letters_width(line, render.NAME_SIZE) for line in lines)
            assert len(lines) <= 3 and widest < 1.35 * render.FIT
        back = render._name_lines(render._s(t, "card.spy_or_saboteur"), render.SOS_SIZE)
        assert all(render.letters_width(line, render.SOS_SIZE) <= render.FIT for line in back)
