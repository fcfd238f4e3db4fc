"""Jacynth's drawing (render.py) under CPython: what a seat's markup offers to click, what it
shows and what it never shows (web/README.md contract; seed 003 for the game's facts)."""

import re
from html.parser import HTMLParser

import pytest

from ludothek.web.core import policy
from ludothek import new_game
from ludothek.core import Rng
from ludothek.jacynth import render
from ludothek.jacynth.cards import NAMES
from ludothek.web.play import screens
from ludothek.draw.markup import render as as_text
from ludothek.web.core.i18n import Translator

EN, DE = Translator("en"), Translator("de")


class Elements(HTMLParser):
    """Every element of a markup string as (tag, attrs, inside an <svg>)."""

    def __init__(self, markup):
        super().__init__(convert_charrefs=True)
        self.found, self.depth, self.texts = [], 0, []
        self.feed(markup)

    def handle_starttag(self, tag, attrs):
        self.found.append((tag, dict(attrs), self.depth > 0))
        if tag == "svg":
            self.depth += 1

    def handle_endtag(self, tag):
        if tag == "svg":
            self.depth -= 1

    def handle_data(self, data):
        self.texts.append(data)


def points(n):
    """A score as the English table words it: '1 point', '7 points'."""
    return f"{n} point" if n == 1 else f"{n} points"


def elements(markup):
    return Elements(str(markup)).found


def page_view(g):
    """The view the page draws for the seat at the device (app.py: the seat to move)."""
    return policy.page_view(g, revealed=g.to_move).view


def clickable_moves(markup):
    return {a["data-move"] for _, a, _ in elements(markup) if a.get("data-action") == "move"}


def positions(players, seeds=range(4), options=None):
    """Games at every step of random playouts: (game, view) pairs."""
    for seed in seeds:
        g = new_game("jacynth", seed=seed, players=players, options=options,
                     names=["Ann", "Ben", "Cy"][:players])
        rng = Rng(seed)
        while not g.is_over:
            yield g, page_view(g)
            g.play(rng.choice(g.legal_moves()))
        yield g, page_view(g)


@pytest.mark.parametrize("players", [1, 2, 3])
def test_chosen_card_lights_exactly_its_legal_cells(players):
    """Placing: nothing on the city is clickable until a hand card is chosen; then exactly the
    empty cells the rules allow for it (seed 'Stadt erkunden'), each as p:<card>@<cell>."""
    checked = 0
    for g, view in positions(players, seeds=range(1)):
        if view["phase"] != "play" or g.is_over:
            continue
        plain = render.table(view, {}, EN)
        assert clickable_moves(plain) == set()
        chosen = {a["data-value"] for _, a, _ in elements(plain) if a.get("data-action") == "select"}
        assert chosen == set(view["hand"])
        for card in view["hand"]:
            markup = render.table(view, {"selected": card}, EN)
            legal = {m for m in view["legal"] if m.startswith(f"p:{card}@")}
            assert clickable_moves(markup) == legal
            cells = {a["data-cell"] for _, a, _ in elements(markup) if "hit" in a.get("class", "")}
            assert cells == {m.rpartition("@")[2] for m in legal}
            selected = [a for _, a, _ in elements(markup) if "selected" in a.get("class", "").split()]
            assert [a["data-card"] for a in selected] == [card]
            checked += 1
    assert checked > 20


@pytest.mark.parametrize("players", [1, 2, 3])
def test_token_step_offers_exactly_the_legal_cards_and_skip(players):
    """After a placement: the cards that may take a token (seed 'Einfluss ausüben') and, unless
    a solitaire deadline forbids it, the skip button; in solitaire first the four corners."""
    seen = set()
    for g, view in positions(players):
        if view["phase"] not in ("token", "first_token"):
            continue
        markup = render.table(view, {"selected": (view["hand"] or [None])[0]}, EN)
        assert clickable_moves(markup) == set(view["legal"])
        skip = [a for tag, a, _ in elements(markup) if tag == "button" and a.get("data-move") == "skip"]
        assert len(skip) == ("skip" in view["legal"])
        seen.add(view["phase"])
        seen.add("skip" in view["legal"])
    assert {"token", True} <= seen
    if players == 1:
        assert {"first_token", False} <= seen  # the corner token and the deadlines: no skip


def test_every_clickable_svg_element_is_a_labelled_button():
    """README: SVG elements that can be clicked carry role=button, tabindex=0, aria-label and a
    test hook (data-cell or data-card)."""
    count = 0
    for players in (1, 2):
        for g, view in positions(players, seeds=range(2)):
            for ui in ({}, {"selected": (view["hand"] or [None])[0]}, {"suit": "K"}):
                for tag, attrs, in_svg in elements(render.table(view, ui, EN)):
                    if "data-action" in attrs and in_svg:
                        assert attrs.get("role") == "button" and attrs.get("tabindex") == "0", (tag, attrs)
                        assert attrs.get("aria-label"), attrs
                        assert attrs.get("data-cell") or attrs.get("data-card"), attrs
                        count += 1
    assert count > 100


def _shown(name, markup):
    return re.search(r"(?<![\w])" + re.escape(name) + r"(?![\w])", markup) is not None


@pytest.mark.parametrize("players,options", [(2, {}), (3, {"pawns": True, "courts": True, "excuse": True})])
def test_hidden_cards_never_appear_in_another_seats_page(players, options):
    """Seed 'Karte ziehen': a hand is its owner's. The whole page a seat sees (table, scores,
    log, through screens.game_screen) never names another seat's card or the draw pile's."""
    for seed in range(2):
        g = new_game("jacynth", seed=seed, players=players, options=options)
        rng = Rng(seed)
        while not g.is_over:
            view = page_view(g)
            seat = view["seat"]
            hidden = set(g.draw_pile) | {c for s in range(players) if s != seat for c in g.hands[s]}
            for t in (EN, DE):
                markup = str(screens.game_screen(view, {"selected": g.hands[seat][0]}, t))
                ids = set(re.findall(r'data-(?:card|value)="([^"]+)"', markup))
                assert not ids & hidden
                assert not [c for c in hidden if _shown(NAMES[c][t.lang], markup)]
            own = str(render.table(view, {}, EN))
            assert all(f'data-card="{c}"' in own for c in g.hands[seat])  # the own hand is there
            g.play(rng.choice(g.legal_moves()))


def test_other_hands_are_face_down_counts_and_the_pile_a_count():
    g = new_game("jacynth", seed=2, players=3, names=["Ann", "Ben", "Cy"])
    view = page_view(g)
    markup = str(render.table(view, {}, EN))
    others = [s for s in range(3) if s != view["seat"]]
    counts = re.findall(r'class="hand-count" data-seat="(\d)">.*?Hand: (\d+)', markup)
    assert sorted((int(s), int(n)) for s, n in counts) == [(s, 3) for s in others]
    assert f"Draw pile: {view['draw_count']}" in markup


def test_suit_button_outlines_each_district_and_names_its_controller(h):
    """Seed 'Distrikte': cards sharing a suit, edge to edge; the token on the highest card
    controls. Here Moons: a6-b6-c6 (Ann's token on the Huntress), a1 alone (no token)."""
    g = h.position(cards={"a6": "AM", "b6": "6MW", "c6": "CM", "a1": "5ML", "d4": "AK"},
                   tokens={"c6": 0, "a1": 1})
    g.match.names = ["Ann", "Ben"]
    view = page_view(g)
    plain = render.table(view, {}, EN)
    buttons = [a for tag, a, _ in elements(plain) if a.get("data-key") == "suit"]
    assert [a["data-value"] for a in buttons] == list("MSWLYK")
    assert "district-outline" not in str(plain)
    markup = str(render.table(view, {"suit": "M"}, EN))
    outlines = sorted(a["data-district"] for _, a, _ in elements(markup) if a.get("class") == "district-outline")
    assert outlines == ["a1", "a6,b6,c6"]
    listing = re.search(r'<div class="district-list">(.*?)</div>', markup).group(1)
    text = re.sub(r"<[^>]+>", "", re.sub(r"<svg.*?</svg>", "", listing))
    text = " ".join(text.split())
    assert "3 cards: Ann" in text and "1 card: Ben" in text
    waves = re.sub(r"<[^>]+>", "", re.sub(r"<svg.*?</svg>", "", str(render.table(view, {"suit": "W"}, EN))))
    assert "1 card: nobody" in waves
    dimmed = {a["data-cell"] for _, a, _ in elements(markup) if "dimmed" in a.get("class", "").split()}
    assert dimmed == {"d4"}


def test_values_no_longer_legal_are_ignored():
    """README: ui values that are no longer legal are ignored."""
    g = new_game("jacynth", seed=5, players=2)
    view = page_view(g)
    stray = next(c for c in NAMES if c not in view["hand"])
    markup = str(render.table(view, {"selected": stray, "suit": "Q"}, EN))
    assert clickable_moves(markup) == set() and "district-outline" not in markup
    assert 'aria-pressed="true"' not in markup


def test_tokens_have_a_shape_and_letter_per_seat(h):
    """Colour-blind players: a disc, a square and a triangle, each with the player's initial."""
    g = h.position(players=3, cards={"a6": "AM", "b6": "AS", "c6": "AW"}, tokens={"a6": 0, "b6": 1, "c6": 2})
    g.match.names = ["Ann", "Ben", "Cy"]
    found = re.findall(r'<g class="token seat(\d)" data-seat="\d"><(circle|rect|polygon) [^>]*></\w+>'
                       r'<text [^>]*> ?(\w)</text>', str(render.table(page_view(g), {}, EN)))
    on_city = sorted(set(found))
    assert ("0", "circle", "A") in on_city and ("1", "rect", "B") in on_city and ("2", "polygon", "C") in on_city
    g.match.names = ["Ann", "Anna", "Cy"]  # the same initial twice: seat numbers instead
    found = re.findall(r'<g class="token seat\d" data-seat="\d"><\w+ [^>]*></\w+><text [^>]*> ?(\w)</text>',
                       str(render.table(page_view(g), {}, EN)))
    assert set(found) == {"1", "2", "3"}


def test_every_suit_has_its_own_symbol():
    symbols = {as_text(render._suit_symbol(s)) for s in "MSWLYK"}
    assert len(symbols) == 6


def test_solitaire_panel_shows_deadlines_the_flip_and_the_title():
    """Seed 'Solitaire': tokens due after cards 4, 8, 12; a number card turns up the pile's top
    card; the score's title. The flip shows for the turn it happened in."""
    flips = 0
    for g, view in positions(1, seeds=range(6)):
        if g.is_over:
            continue
        markup = str(render.table(view, {}, EN))
        text = re.sub(r"<[^>]+>", " ", markup)
        for due in ("2 after card 4", "3 after card 8", "4 after card 12"):
            assert due in text
        title = EN.game("jacynth", f"solo_rank.{view['solo']['rank']}")
        assert f"{points(view['scores'][0])}: {title}" in text
        assert f"Played: {view['solo']['played']} of 12 cards" in text
        last = [e for e in view["log"] if e["k"] in ("play", "flip_keep", "flip_swap")][-1:]
        if last and last[0]["k"] != "play":
            flips += 1
            assert f'class="flip" data-card="{last[0]["card"]}"' in markup
            assert "Turned up " + NAMES[last[0]["card"]]["en"] in text
        else:
            assert 'class="flip"' not in markup
    assert flips > 5


def test_scores_are_live_and_solitaire_names_the_title():
    g = new_game("jacynth", seed=1, players=2)
    view = page_view(g)
    assert render.scores(view, EN) == [str(s) for s in view["scores"]]
    solo = new_game("jacynth", seed=1, players=1)
    assert render.scores(page_view(solo), DE) == ["0 · Fremder"]


@pytest.mark.parametrize("players", [1, 2, 3])
def test_final_lists_each_controlled_district_and_each_total(players):
    """Seed 'Wertung': one point per card of each controlled district; solitaire: the title."""
    for g, view in positions(players, seeds=range(3)):
        if not g.is_over:
            continue
        result = view["result"]
        markup = str(render.final(view, EN))
        for seat, districts in enumerate(result["breakdown"]):
            pattern = rf'<section class="final-seat[^"]*" data-seat="{seat}">(.*?)</section>'
            section = re.search(pattern, markup).group(1)
            rows = re.findall(r'<tr data-suit="(\w)" data-size="(\d+)">', section)
            assert rows == [(d["suit"], str(d["size"])) for d in districts]
            assert points(result['scores'][seat]) in section
            assert view["names"][seat] in section
        if players == 1:
            title = EN.game("jacynth", f"solo_rank.{result['rank']}")
            assert f'<p class="rank-title">{points(result["scores"][0])}: {title}</p>' in markup


def test_log_lines_read_as_sentences_in_both_languages():
    """The page fills {name} and <arg>_name (Translator.log_line): no placeholder is left and
    no card appears as its bare id."""
    ids = re.compile(r"\b(?:[2-9][MSWLYK]{2}|A[MSWLYK]|C[MSWLYK]|P[MSWLYK]{3}|T[MSWLYK]{3})\b")
    keys = set()
    for players, options in ((1, {}), (2, {"excuse": True}), (3, {"pawns": True, "courts": True})):
        for g, _view in positions(players, seeds=range(2), options=options):
            pass
        for entry in g.log:
            keys.add(entry["k"])
            for t in (EN, DE):
                line = t.log_line("jacynth", entry, g.names)
                assert "{" not in line and not ids.search(line), line
    assert {"play", "token", "draw", "merge", "flip_keep", "flip_swap", "end"} <= keys


def test_solitaire_track_and_deadlines_come_from_the_view():
    """The renderer reads only the view: the cards to play, the tokens down and the deadlines
    are the rules' numbers in view["solo"], not recomputed in the drawing."""
    g = new_game("jacynth", seed=2, players=1)
    view = page_view(g)
    assert view["solo"]["to_play"] == 12 and view["solo"]["tokens_down"] == 0
    assert view["solo"]["deadlines"] == [[4, 2], [8, 3], [12, 4]]
    view["solo"].update({"to_play": 9, "tokens_down": 3, "deadlines": [[5, 1], [9, 3]]})
    text = re.sub(r"<[^>]+>", " ", str(render.table(view, {}, EN)))
    assert "1 after card 5" in text and "3 after card 9" in text and "after card 4" not in text
    assert "Played: 0 of 9 cards" in text
    assert text.count("✓") == 2  # both doctored deadlines met by the doctored tokens


def test_plurals_are_worded_by_count():
    """One card, one point: the words choose the singular for 1 (no '1 cards', '1 Punkte')."""
    assert EN.game("jacynth", "cards", n=1) == "1 card" and EN.game("jacynth", "cards", n=3) == "3 cards"
    assert DE.game("jacynth", "cards", n=1) == "1 Karte" and DE.game("jacynth", "cards", n=2) == "2 Karten"
    assert DE.game("jacynth", "final.points", n=1) == "1 Punkt"
    assert EN.game("jacynth", "solo.score", score=1, title="X") == "1 point: X"


# ----- enlarging cards (issue #14: every card readable, or a tap enlarges it) -----------------


def zoom_values(markup):
    """{card: [tags]} of the elements that enlarge a card when tapped."""
    found = {}
    for tag, a, _ in elements(markup):
        if a.get("data-action") == "ui" and a.get("data-key") == "zoom":
            found.setdefault(a["data-value"], []).append(tag)
    return found


def zoom_box(markup):
    box = re.search(r'<section class="jacynth-zoom"[^>]*>(.*?)</section>', str(markup))
    return box and box.group(1)


def plain_text(markup):
    return " ".join(re.sub(r"<[^>]+>", " ", re.sub(r"<svg.*?</svg>", " ", markup)).split())


@pytest.mark.parametrize("players", [1, 2, 3])
def test_every_city_and_hand_card_enlarges_on_a_tap(players):
    """Every city card enlarges on a tap, except in the token step, where a tap on a lit card
    places a token and one on another card says why it cannot (the targets drawn over them;
    the cards enlarge from the keyboard, or by a tap once 'Look at cards' is on, which takes
    the targets away); each hand card has an enlarge button under it, and enlarges on a tap
    itself when it cannot be chosen."""
    lens_checked = 0
    for g, view in positions(players, seeds=range(2)):
        city = {c for c in view["city"] if c}
        hand = set(view["hand"] or ())
        token_cells = {m[2:] for m in view["legal"] if m.startswith("t:")}
        for ui in ({}, {"selected": (view["hand"] or [None])[0]}):
            markup = render.table(view, ui, EN)
            found = elements(markup)
            on_city = {a["data-card"] for _, a, _ in found
                       if "in-city" in a.get("class", "").split() and a.get("data-key") == "zoom"}
            assert on_city == city
            hits = {a["data-cell"] for _, a, _ in found if a.get("data-action") == "move"
                    and a.get("data-move", "").startswith("t:")}
            assert hits == token_cells  # drawn over their cards: a tap there places a token
            buttons = {a["data-value"] for _, a, _ in found if "zoom-button" in a.get("class", "")}
            assert buttons == hand
        if token_cells:
            looking = render.table(view, {"lens": "on"}, EN)
            assert clickable_moves(looking) <= {"skip"}
            assert city <= set(zoom_values(looking))
            assert 'class="lens" aria-pressed="true"' in str(looking)
            lens_checked += 1
    assert lens_checked > 5


def test_hand_card_names_are_drawn_larger_than_the_citys():
    """Issue #14: names readable at tablet sizes. The hand is drawn at 0.87 px per unit or more
    there (a 19rem panel), so its names, 15 units high, are 12 px and more."""
    g = new_game("jacynth", seed=4, players=2)
    markup = str(render.table(page_view(g), {}, EN))
    hand = re.search(r'<svg[^>]*class="jacynth-hand".*?</svg>', markup).group(0)
    sizes = {float(x) for x in re.findall(r'class="card-name" font-size="([\d.]+)"', hand)}
    assert sizes and min(sizes) * 0.87 >= 12


def test_zoom_buttons_are_labelled_and_never_chosen_or_played():
    """The enlarge buttons are their own tap targets: data-action="ui", never a select or a move,
    so that choosing a hand card and tapping a lit cell still places it."""
    g = new_game("jacynth", seed=4, players=2, names=["Ann", "Ben"])
    view = page_view(g)
    card = view["hand"][0]
    markup = str(render.table(view, {"selected": card}, EN))
    buttons = [a for tag, a, _ in elements(markup) if "zoom-button" in a.get("class", "")]
    assert [a["data-value"] for a in buttons] == view["hand"]
    assert all(a["aria-label"] == f"Enlarge: {NAMES[a['data-value']]['en']}" for a in buttons)
    assert clickable_moves(markup) == {m for m in view["legal"] if m.startswith(f"p:{card}@")}
    chosen = {a["data-value"] for _, a, _ in elements(markup) if a.get("data-action") == "select"}
    assert chosen == set(view["hand"])


@pytest.mark.parametrize("card,rank_en,rank_de,suits_en", [
    ("7ML", "Rank: 7", "Rang: 7", "Suits: Moons Leaves"),
    ("AW", "Rank: Ace", "Rang: Ass", "Suit: Waves"),
    ("CK", "Rank: Crown", "Rang: Krone", "Suit: Knots"),
    ("PMYK", "Rank: Pawn", "Rang: Bauer", "Suits: Moons Wyrms Knots"),
    ("TSWY", "Rank: Court", "Rang: Hof", "Suits: Suns Waves Wyrms"),
])
def test_zoomed_card_shows_name_rank_and_suits_large(h, card, rank_en, rank_de, suits_en):
    """The enlarged card: its face drawn large (the name at least 20 units in a 210-unit picture,
    so 12 px and more wherever the picture is 126 px wide or more), and its name, rank and
    suits written out, with where it lies and whose token is on it."""
    g = h.position(cards={"c4": card, "a6": "AM"}, tokens={"c4": 1},
                   options={"pawns": True, "courts": True}, hands=[["2MK", "3SK", "4MS"], ["5SW", "6LK", "8WL"]])
    g.match.names = ["Ann", "Ben"]
    view = page_view(g)
    for t, rank in ((EN, rank_en), (DE, rank_de)):
        box = zoom_box(render.table(view, {"zoom": card}, t))
        assert box, card
        text = plain_text(box)
        assert f"<h3>{NAMES[card][t.lang]}</h3>" in box and rank in text
        sizes = [float(s) for s in re.findall(r'class="card-name" font-size="([\d.]+)"', box)]
        assert sizes and min(sizes) >= 20 and 'viewBox="0 0 210 284"' in box
    assert suits_en in plain_text(zoom_box(render.table(view, {"zoom": card}, EN)))
    english = plain_text(zoom_box(render.table(view, {"zoom": card}, EN)))
    assert "In the city on c4." in english and "Ben's influence token" in english
    in_hand = plain_text(zoom_box(render.table(view, {"zoom": "2MK"}, DE)))
    assert "Auf deiner Hand." in in_hand and "Farben: Monde Knoten" in in_hand


def test_zoom_closes_with_a_second_tap_and_shows_only_visible_cards(h):
    """The backdrop and the close button carry the same toggle, so the next tap closes the
    card; a card this seat cannot see (another hand, the pile) is never enlarged."""
    g = h.position(cards={"c4": "7ML"}, hands=[["2MK", "3SK", "4MS"], ["5SW", "6LK", "8WL"]])
    view = page_view(g)
    markup = str(render.table(view, {"zoom": "7ML"}, EN))
    toggles = [(tag, a.get("class")) for tag, a, _ in elements(markup)
               if a.get("data-key") == "zoom" and a.get("data-value") == "7ML"]
    assert ("div", "jacynth-zoom-backdrop") in toggles and ("button", "primary") in toggles
    for hidden in ("5SW", g.draw_pile[0], "nonsense"):
        assert zoom_box(render.table(view, {"zoom": hidden}, EN)) is None


def test_excuse_enlarged_says_it_has_no_rank_and_no_suit(h):
    g = h.position(cards={"c4": "X"}, options={"excuse": True})
    box = plain_text(zoom_box(render.table(page_view(g), {"zoom": "X"}, DE)))
    assert "die Ausflucht" in box and "Ohne Rang und ohne Farbe." in box and "Rang:" not in box


# ----- final scoring that points at the city -----------------------------------------------------


def finished(seed=2, players=2):
    g = new_game("jacynth", seed=seed, players=players, names=["Ann", "Ben", "Cy"][:players])
    rng = Rng(seed)
    while not g.is_over:
        g.play(rng.choice(g.legal_moves()))
    return g, page_view(g)


def test_final_rows_name_each_district_by_suit_and_cell_and_pick_it():
    """Seed 'Wertung' lists districts; two of one suit must not read alike: each row names its
    suit and its first cell (top row first) and is a button picking that district."""
    for seed in range(4):
        g, view = finished(seed)
        markup = str(render.final(view, EN))
        picks = [a for tag, a, _ in elements(markup) if a.get("data-key") == "district"]
        rows = [d for seat in view["result"]["breakdown"] for d in seat]
        assert [a["data-value"] for a in picks] == [f"{d['suit']}:{d['cells'][0]}" for d in rows]
        names = [a["aria-label"] for a in picks]
        assert len(set(names)) == len(names)
        for d in rows:
            assert f"{EN.game('jacynth', 'suit.' + d['suit'])} at {d['cells'][0]}" in markup
        assert "Tap a district to mark it in the city" in markup
        assert "Distrikt" in str(render.final(view, DE)) and " bei " in str(render.final(view, DE))


def test_picked_district_is_outlined_and_the_rest_of_the_city_dimmed():
    """The city marks the picked district: its outline, its cards bright, every other card
    dimmed, and a line naming it with the size and controller, with a button that clears it."""
    g, view = finished(1)
    row = view["result"]["breakdown"][0][0]
    value = f"{row['suit']}:{row['cells'][0]}"
    markup = str(render.table(view, {"district": value}, EN))
    outlines = [a["data-district"] for _, a, _ in elements(markup) if a.get("class") == "district-outline"]
    assert len(outlines) == 1 and sorted(outlines[0].split(",")) == sorted(row["cells"])
    bright = {a["data-cell"] for _, a, _ in elements(markup) if "in-suit" in a.get("class", "").split()}
    dimmed = {a["data-cell"] for _, a, _ in elements(markup) if "dimmed" in a.get("class", "").split()}
    assert bright == set(row["cells"]) and dimmed == set(view["cells"]) - bright
    suit = EN.game("jacynth", f"suit.{row['suit']}")
    cards = f"{row['size']} card" + ("s" if row["size"] != 1 else "")
    assert f"Marked in the city: {suit} at {row['cells'][0]}, {cards}, controlled by Ann." in markup
    clear = [a for tag, a, _ in elements(markup) if tag == "button" and a.get("data-key") == "district"]
    assert [a["data-value"] for a in clear] == [value]
    stale = str(render.table(view, {"district": "W:z9"}, EN))  # no such district: nothing marked
    assert "district-outline" not in stale and "dimmed" not in stale


def test_two_districts_of_one_suit_read_apart(h):
    """Two Moons districts of Ann's: 'Moons at a6' and 'Moons at a1', not 'Moons' twice."""
    g = h.position(cards={"a6": "AM", "b6": "6MW", "c6": "CM", "a1": "5ML", "d4": "AK"},
                   tokens={"c6": 0, "a1": 0})
    g.match.names = ["Ann", "Ben"]
    view = page_view(g)
    view["result"] = g.result()
    text = plain_text(str(render.final(view, EN)))
    assert "Moons at a6 3 cards" in text and "Moons at a1 1 card" in text
    assert "Monde bei a6 3 Karten" in plain_text(str(render.final(view, DE)))


def tried_moves(markup):
    return {a["data-move"] for _, a, _ in elements(markup) if a.get("data-action") == "try"}


@pytest.mark.parametrize("players", [1, 2, 3])
def test_a_shape_that_is_no_move_now_asks_the_rules_why(players):
    """Issue #32: with a card chosen, each cell that is not lit tries that card there; in the
    token step each card or cell that is not lit tries a token there. The engine refuses every
    such move with a worded reason, and none is lit as a move; looking at cards tries nothing."""
    checked = set()
    for g, view in positions(players, seeds=range(1)):
        if g.is_over or not view["legal"]:
            continue
        ui = {"selected": view["hand"][0]} if view["phase"] == "play" else {}
        markup = render.table(view, ui, EN)
        tried = tried_moves(markup)
        assert not tried & set(view["legal"])
        lit = {a.get("data-cell") for _, a, _ in elements(markup) if a.get("data-action") == "move"}
        for move in tried:
            assert move.rpartition("@")[2].removeprefix("t:") not in lit
            assert g.refusal(move) is not None
        cells = {m.rpartition("@")[2].removeprefix("t:") for m in tried | set(view["legal"])
                 if m != "skip"}
        assert cells == set(view["cells"]) if view["phase"] != "play" else cells >= {
            c for c, card in zip(view["cells"], view["city"]) if card is None}
        assert tried_moves(render.table(view, {}, EN)) == (set() if view["phase"] == "play"
                                                          else tried)
        if view["phase"] != "play":
            assert not tried_moves(render.table(view, {"lens": "on"}, EN))
        if tried:
            checked.add(view["phase"])
    assert {"play", "token"} <= checked
