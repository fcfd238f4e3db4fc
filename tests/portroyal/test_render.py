"""Port Royal's renderer under CPython: exactly the legal moves can be clicked, choices never show
a raw move, every card has words in both languages, the history agrees with the engine."""

import random
import re
from html import escape
from html.parser import HTMLParser
from pathlib import Path

import pytest

from ludothek.web.core import policy
from ludothek import new_game
from ludothek.portroyal import moves, render
from ludothek.portroyal.cards import CARD, CONTRACT_IDS, PERSON, SHIP
from ludothek.portroyal.i18n import WORDS
from ludothek.web.play import screens
from ludothek.web.core.i18n import Translator

EN, DE = Translator("en"), Translator("de")
T = {"en": EN, "de": DE}


class Elements(HTMLParser):
    """Every start tag with its attributes, and the text outside tags."""

    def __init__(self, markup):
        super().__init__(convert_charrefs=True)
        self.items, self.text = [], []
        self.feed(str(markup))

    def handle_starttag(self, tag, attrs):
        self.items.append((tag, dict(attrs)))

    def handle_text(self, data):
        self.text.append(data)

    handle_data = handle_text

    def acting(self, action):
        return [(tag, a) for tag, a in self.items if a.get("data-action") == action]

    def moves(self):
        return {a["data-move"] for _, a in self.acting("move")}


def page_view(g):
    return policy.page_view(g, revealed=g.to_move).view


def reachable(g, t=EN):
    """The moves a person can play: clickable at once, or after selecting a card."""
    view = page_view(g)
    first = Elements(render.table(view, {}, t))
    clickable = set(first.moves())
    for _, attrs in first.acting("select"):
        chosen = Elements(render.table(page_view(g), {"selected": attrs["data-value"]}, t))
        clickable |= chosen.moves()
    return first, clickable


def positions(seeds, players, expansion, every=1, bias=0.7):
    """Positions of random games; moves favour taking and fulfilling so displays fill up."""
    for seed in seeds:
        g = new_game("portroyal", seed=seed, players=players, options={"expansion": expansion},
                     names=["Ann", "Ben", "Cid", "Dora", "Eve"][:players])
        pick = random.Random(seed)
        step = 0
        while not g.is_over:
            if step % every == 0:
                yield g
            legal = g.legal_moves()
            takes = [m for m in legal if moves.parse(m).card]
            g.play(pick.choice(takes) if takes and pick.random() < bias else pick.choice(legal))
            step += 1
        yield g


@pytest.mark.parametrize("players,expansion", [(2, False), (3, True), (4, False), (5, True)])
def test_exactly_the_legal_moves_can_be_clicked(players, expansion):
    seen = {"select": 0, "special": 0, "refuse": 0, "exp_choice": 0, "repel": 0}
    for g in positions(range(2), players, expansion, every=3):
        first, clickable = reachable(g)
        legal = set(g.legal_moves())
        assert clickable == legal, (g.history[-3:], clickable ^ legal)
        # Every clickable SVG is marked and reachable by keyboard; buttons are buttons.
        for tag, attrs in first.acting("move") + first.acting("select"):
            if tag == "svg":
                assert "legal" in attrs["class"] and attrs["role"] == "button"
                assert attrs["tabindex"] == "0" and attrs["aria-label"]
            else:
                assert tag == "button"
        # Marked cards are exactly the clickable ones.
        for tag, attrs in first.items:
            if "legal" in attrs.get("class", "").split():
                assert attrs.get("data-action") in ("move", "select")
        # No raw move notation reaches the player.
        text = " ".join(first.text)
        assert not re.search(r"\b(take|exp):", text)
        seen["select"] += bool(first.acting("select"))
        parsed = [moves.parse(m) for m in legal]
        seen["special"] += any(m.target is not None for m in parsed)
        seen["refuse"] += any(m.refuse for m in parsed)
        expeditions = [m.card for m in parsed if m.is_expedition]
        seen["exp_choice"] += len(set(expeditions)) < len(expeditions)
        seen["repel"] += "repel" in legal
    assert seen["repel"]
    if expansion:  # special ships always come with a choice of the seat
        assert seen["special"] and seen["select"]


def test_choices_for_special_ships_refusals_and_expedition_variants():
    """Moves that differ only in options are offered as worded buttons after a selection."""
    found = set()
    for g in positions(range(40), 3, True, bias=0.9):
        legal = g.legal_moves()
        by_card = {}
        for m in legal:
            if moves.parse(m).card:
                by_card.setdefault(moves.parse(m).card, []).append(m)
        for cid, offered in by_card.items():
            if len(offered) < 2:
                continue
            markup = Elements(render.table(page_view(g), {}, EN))
            card = [a for _, a in markup.acting("select") if a["data-value"] == cid]
            assert card and "legal" in card[0]["class"]
            chosen = Elements(render.table(page_view(g), {"selected": cid}, EN))
            buttons = [a for tag, a in chosen.acting("move") if tag == "button" and a["data-move"] in offered]
            assert {a["data-move"] for a in buttons} == set(offered)
            text = " ".join(chosen.text)
            labels = {a["data-move"]: a["aria-label"] for a in buttons}
            if any(moves.parse(m).target is not None for m in offered):
                found.add("special")
                assert "extra coin to:" in text
                for m in offered:
                    assert f"Extra coin to {g.names[moves.parse(m).target]}" in labels[m]
            if any(moves.parse(m).refuse for m in offered):
                found.add("refuse")
                assert "Refuse the coins" in text
            if cid.startswith("x"):
                found.add("expedition")
                assert "Fulfil with:" in text and len(set(labels.values())) == len(offered)
        if found == {"special", "refuse", "expedition"}:
            break
    assert found == {"special", "refuse", "expedition"}


def test_a_stale_selection_is_ignored():
    g = next(g for g in positions(range(10), 2, False) if g.phase == "trade")
    markup = Elements(render.table(page_view(g), {"selected": "Y1", "zoom": "nonsense"}, EN))
    assert not [a for _, a in markup.items if a.get("data-choice")]
    assert markup.moves() <= set(g.legal_moves())


def test_every_card_and_contract_has_words_in_both_languages():
    for lang, t in (("de", DE), ("en", EN)):
        s = WORDS[lang]
        for cid, c in CARD.items():
            assert s[f"card.{cid}"]
            if c.type == PERSON:
                for key in (f"kind.{c.kind}", f"short.{c.kind}", f"ability.{c.kind}"):
                    assert s[key], key
            if c.type == SHIP:
                assert s[f"ship.{c.colour}"] and s[f"colour.{c.colour}"]
            face = str(render._card_svg(cid, t))
            assert "card." not in face and "short." not in face
        for cid in CONTRACT_IDS:
            for key in (f"contract.{cid}", f"short.contract.{cid}", f"contract_text.{cid}"):
                assert s[key], key
    assert set(WORDS["de"]) == set(WORDS["en"])


def test_zoom_explains_every_card_it_shows():
    g = next(g for g in positions(range(5), 5, True) if len(g.history) > 120)
    view = page_view(g)
    shown = set(view["harbour"] + view["expeditions"] + view["discard"][-1:])
    for p in view["displays"]:
        shown |= set(p["persons"] + p["expeditions"] + p["pirates"])
    shown |= {c["id"] for c in view["contracts"]}
    for cid in shown:
        for t in (EN, DE):
            markup = str(render.table(page_view(g), {"zoom": cid}, t))
            dialog = markup[markup.index('class="pr-zoom"'):]
            assert escape(render._name(t, cid), quote=False) in dialog
            if cid in CARD and CARD[cid].type == PERSON:
                assert escape(t.game("portroyal", f"ability.{CARD[cid].kind}"), quote=False) in dialog
            if cid in CONTRACT_IDS:
                assert escape(t.game("portroyal", f"contract_text.{cid}"), quote=False) in dialog
        # Tapping the card (or its "i") opens exactly this zoom.
        items = Elements(render.table(page_view(g), {}, EN)).acting("ui")
        assert any(a["data-value"] == cid and a["data-key"] == "zoom" for _, a in items)


def test_every_log_entry_reads_well_in_both_languages():
    keys = set()
    for seed in range(12):
        g = new_game("portroyal", seed=seed, players=2 + seed % 4,
                     options={"expansion": seed % 2 == 0, "no_coins_when_empty": seed % 3 > 0},
                     names=["Ann", "Ben", "Cid", "Dora", "Eve"][:2 + seed % 4])
        pick = random.Random(seed)
        while not g.is_over:
            g.play(pick.choice(g.legal_moves()))
        for entry in g.log:
            keys.add(entry["k"])
            for lang in ("de", "en"):
                line = T[lang].log_line("portroyal", entry, g.names)
                assert line and "{" not in line and "?" not in line, (entry, line)
                assert "(s)" not in line and "(n)" not in line, line  # plurals are worded
                if "seat" in entry and entry["seat"] is not None:
                    assert g.names[entry["seat"]] in line
                if entry.get("card") in CARD:
                    assert WORDS[lang][f"card.{entry['card']}"].split(" (")[0] in line
    assert {"reveal", "hire", "trade_ship", "fee", "stop", "pass", "turn", "end"} <= keys
    # Plurals are chosen by the number; other seats are named by log_args.
    assert EN.log_line("portroyal", {"k": "fee", "seat": 1, "payee": 0, "coins": 1},
                       ["Ann", "Ben"]) == "Ben pays 1 coin to Ann."
    assert DE.log_line("portroyal", {"k": "clear", "cards": 1}, []) == \
        "Aus der Hafenauslage abgelegt: 1 Karte."
    assert EN.log_line("portroyal", {"k": "end", "reason": "points", "winners": [0, 2]},
                       ["Ann", "Ben", "Cid"]) == \
        "Game over (12 victory points reached). Ann and Cid share the win."
    # One Admiral or Gunner is one, not "Admirals".
    assert DE.log_line("portroyal", {"k": "admiral", "seat": 0, "coins": 2, "admirals": 1},
                       ["Anna"]) == "Anna erhält 2 Münzen für den Admiral."
    assert EN.log_line("portroyal", {"k": "admiral", "seat": 0, "coins": 4, "admirals": 2},
                       ["Ann"]) == "Ann gets 4 coins for the Admirals."
    assert EN.log_line("portroyal", {"k": "gunner", "seat": 0, "coins": 1, "gunners": 1},
                       ["Ann"]) == "Ann gets 1 coin for the Gunner."


def test_history_agrees_with_the_engine_turn_cards_and_payments():
    checked = 0
    for g in positions(range(6), 3, True, every=3):
        if g.is_over:
            continue
        view = page_view(g)
        current = render.turns(view["log"])[-1]
        assert current["seat"] == g.active
        derived = [[cid, {"pirates": "repelled"}.get(fate, fate), seat]
                   for _, cid, fate, seat in current["cards"]]
        assert derived == [list(e) for e in g.turn_cards]
        assert [n for n, *_ in current["cards"]] == list(range(1, len(g.turn_cards) + 1))
        markup = Elements(render.table(view, {}, EN))
        tiles = [a["data-card"] for tag, a in markup.items
                 if tag == "li" and "pr-tile" in a.get("class", "")]
        assert tiles[:len(g.turn_cards)] == [c for c, _, _ in g.turn_cards]
        fees = [a for tag, a in markup.items if tag == "li" and a.get("data-k") == "fee"]
        assert len(fees) >= sum(1 for e in current["payments"] if e["k"] == "fee")
        checked += 1
    assert checked > 50


def test_keeping_a_ship_that_busts_asks_first():
    for g in positions(range(60), 2, False):
        if g.phase == "repel" and g.would_bust(g.pending):
            markup = Elements(render.table(page_view(g), {}, EN))
            keep = [a for _, a in markup.acting("move") if a["data-move"] == "keep"]
            assert keep and "ends your turn" in keep[0]["data-confirm"]
            return
    pytest.fail("no such position")


def test_the_page_draws_the_table_scores_and_final():
    """The whole screen as the page builds it, including the seat count it iterates."""
    for g in positions(range(2), 4, True, every=40):
        view = page_view(g)
        markup = str(screens.game_screen(view, {}, DE))
        assert markup.count('class="player') >= 4
        for seat, name in enumerate(g.names):
            assert f'data-seat="{seat}"' in markup and name in markup
        coins = len(g.coins[0])
        assert render.scores(page_view(g), EN)[0] == \
            f"{g.points(0)} VP · {coins} coin{'' if coins == 1 else 's'}"


def test_final_shows_the_breakdown_and_the_winners():
    games = [g for g in positions(range(8), 3, True, every=10 ** 6) if g.is_over]
    assert games
    for g in games:
        result = g.result()
        markup = Elements(render.final(page_view(g), EN))
        rows = [a for tag, a in markup.items if tag == "tr" and "data-seat" in a]
        assert len(rows) == 3
        winners = {int(a["data-seat"]) for a in rows if a.get("class") == "winner"}
        assert winners == set(result["winners"])
        text = " ".join(markup.text)
        assert "Persons" in text and "Expeditions" in text and "Contracts" in text
        for seat in range(3):
            parts = result["breakdown"][seat]
            assert parts["persons"] + parts["expeditions"] + parts["contracts"] == result["scores"][seat]
        # Rows are in ranking order: points, then coins.
        order = [int(a["data-seat"]) for a in rows]
        keys = [(result["scores"][s], result["breakdown"][s]["coins"]) for s in order]
        assert keys == sorted(keys, reverse=True)


def test_colours_carry_a_symbol_and_seats_a_number():
    """Ship colours differ in shape too (colour-blind players); seat tokens carry a number."""
    assert len({str(render._shape(c, 0, 0, 10)) for c in "YBGRK"}) == 5
    ship = str(render._card_svg("R4", EN))
    assert 'class="pr-shape"' in ship and "Frigate" in ship
    assert ">4</text>" in str(render._token(10, 10, 8, 3))


def test_player_displays_show_their_contracts():
    g = next(g for g in positions(range(10), 4, True, every=5)
             if sum(len(s) for s in g.slots.values()) >= 2 and any(any(p) for p in g.progress.values()))
    markup = str(render.table(page_view(g), {}, EN))
    sections = markup.split('<section class="pr-player')[1:]
    for seat, section in enumerate(sections):
        chips = set(re.findall(r'class="pr-contract-chip[^"]*"[^>]*data-contract="(\w+)"', section))
        expected = {c for c in g.contracts if seat in g.slots[c]
                    or (c in g.progress and g.progress[c][seat])}
        assert chips == expected


def test_shown_prices_and_gains_come_from_the_view(pr):
    """Seed 001, 'Fräulein': hiring costs 1 coin less per Mademoiselle; 'Händler': 1 coin more
    per Trader of the ship's colour. The harbour captions and the cards' labels show the prices
    the rules work out, read from the view (the renderer does not work them out itself)."""
    g = pr.position(players=2, persons={0: ["ma1", "trY1"]}, harbour=["pi2", "Y1"],
                    coins={0: 9, 1: 3})
    g.play("stop")
    assert (g.hire_cost(0, "pi2"), CARD["pi2"].cost, g.ship_gain(0, "Y1")) == (6, 7, 2)
    view = page_view(g)
    assert view["prices"] == {"pi2": 6} and view["gains"] == {"Y1": 2} and view["fee"] == 0
    markup = str(render.table(view, {}, EN))
    assert re.findall(r'class="pr-effect">([^<]*)<', markup) == ["−6", "+2"]
    labels = {a["data-move"]: a["aria-label"] for _, a in Elements(markup).acting("move")
              if a.get("data-move", "").startswith("take:")}
    # The name says the move, then what the card's face shows (draw/faces.py: label in name).
    assert "Hire for 6 coins" in labels["take:pi2"] and "Trade: 2 coins" in labels["take:Y1"]
    # What is shown is what the view says.
    view["prices"]["pi2"], view["gains"]["Y1"] = 42, 1
    markup = str(render.table(view, {}, EN))
    assert re.findall(r'class="pr-effect">([^<]*)<', markup) == ["−42", "+1"]
    assert "Trade: 1 coin" in markup


def test_the_renderer_does_not_import_the_rules():
    source = Path(render.__file__).read_text(encoding="utf-8")
    assert "rules" not in re.findall(r"^from \.(\w+) import", source, re.M)
    assert not re.search(r"\.split\(\":\"\)|partition\(\":\"\)|startswith\(\"(take|exp)", source)


# ----- reading and reaching it on a tablet (issue 14) --------------------------------------------

TURN_BUTTONS = {"draw", "stop", "pass", "repel", "keep"}


def test_the_turn_bar_with_the_buttons_comes_before_the_harbour():
    """Issue 14: at 1024×768 the options needed scrolling past the whole harbour. The turn bar
    (phase, the mover's coins and sabres, every button of the turn) is the table's first part;
    the harbour and expeditions follow it."""
    phases = set()
    for g in positions(range(2), 3, True, every=4):
        if g.is_over:
            continue
        markup = str(render.table(page_view(g), {}, EN))
        bar_start = markup.index('class="pr-turnbar"')
        bar_end = markup.index('class="pr-centre"')
        assert bar_start < bar_end < markup.index('class="pr-harbour"')
        bar = markup[bar_start:bar_end]
        words = set(g.legal_moves()) & TURN_BUTTONS
        assert {m for m in words if f'data-move="{m}"' in bar} == words
        purse = page_view(g)["displays"][g.to_move]
        coins = f"{purse['coins']} {'coin' if purse['coins'] == 1 else 'coins'}"
        assert f"{g.names[g.to_move]} has {coins} and {purse['sabres']} " in bar
        phases.add(g.phase)
    assert phases == {"discover", "trade", "repel"}


def test_a_chosen_cards_options_open_in_a_sheet_that_closes():
    """The options of a chosen card come in a sheet at the foot of the screen (style.css: fixed),
    so they are in reach wherever the card was; ✕ (a select of the same card) closes it."""
    for g in positions(range(40), 3, True, bias=0.9):
        by_card = {}
        for m in g.legal_moves():
            if moves.parse(m).card:
                by_card.setdefault(moves.parse(m).card, []).append(m)
        cid = next((c for c, offered in by_card.items() if len(offered) > 1), None)
        if cid is None:
            continue
        markup = str(render.table(page_view(g), {"selected": cid}, EN))
        sheet = markup[markup.index('class="pr-choice"'):]
        assert markup.index('class="pr-choice"') > markup.index('class="pr-players"')
        close = Elements(sheet).acting("select")
        assert close and close[0][1]["data-value"] == cid and close[0][1]["aria-label"] == "Close"
        css = (Path(render.__file__).parent / "style.css").read_text()
        assert re.search(r"\.portroyal \.pr-choice \{ position: fixed;", css)
        return
    raise AssertionError("no card with a choice found")


def test_every_card_on_the_table_can_be_enlarged():
    """Issue 14: every card (harbour, waiting ship, expeditions, discard pile, contracts, every
    player's persons and expeditions, history) enlarges on a tap; a card whose tap is a move has
    an "i" button beside it that does."""
    kinds = set()
    for g in positions(range(2), 4, True, every=5):
        view = page_view(g)
        items = Elements(render.table(view, {}, EN)).items
        infos = {a["data-value"] for tag, a in items if tag == "button" and "pr-info" in a.get("class", "")}
        for tag, a in items:
            classes = a.get("class", "").split()
            if tag != "svg" or not {"pr-card", "pr-contract-card"} & set(classes) or "pr-back" in classes:
                continue
            cid = a.get("data-card") or a.get("data-contract")
            if a.get("data-key") == "zoom":
                assert a["data-value"] == cid and a["role"] == "button"
            else:
                assert a.get("data-action") in ("move", "select", "try") and cid in infos, a
            kinds.add(CARD[cid].type if cid in CARD else "contract")
            zoomed = str(render.table(view, {"zoom": cid}, EN))
            assert f'data-zoom="{cid}"' in zoomed
    assert kinds >= {"ship", "person", "expedition", "contract"}


def test_the_enlarged_card_reads_at_12_px_even_on_a_phone():
    """Issue 14: the enlarged card's smallest text is at least 12 CSS px at its narrowest width
    (style.css: min(220px, 40vw) for a card, min(360px, 80vw) for a contract, on a 390 px
    phone)."""
    css = (Path(render.__file__).parent / "style.css").read_text()
    card_w = re.search(r"svg\.pr-card\.big \{ width: min\((\d+)px, (\d+)vw\)", css).groups()
    contract_w = re.search(r"svg\.pr-contract-card\.big \{ width: min\((\d+)px, (\d+)vw\)", css).groups()
    phone = 390
    g = next(g for g in positions([3], 3, True) if g.phase == "trade" and g.turn_cards)
    view = page_view(g)
    for cid in list(CARD)[::7] + [c["id"] for c in view["contracts"]]:
        markup = str(render.table(view, {"zoom": cid}, EN))
        picture = markup[markup.index('class="pr-zoom"'):markup.index('class="pr-zoom-text"')]
        width = min(int(contract_w[0]), phone * int(contract_w[1]) / 100) if cid not in CARD \
            else min(int(card_w[0]), phone * int(card_w[1]) / 100)
        units = 200 if cid not in CARD else render.W
        sizes = [float(s) for s in re.findall(r'<text[^>]*font-size="([0-9.]+)"', picture)]
        assert sizes and min(sizes) * width / units >= 12, (cid, min(sizes))


def test_the_pass_button_and_the_purse_read_as_written_words():
    """Issue 14: no "(more)" in a button, plurals chosen in the template."""
    assert WORDS["en"]["btn.pass"] == "Take no more cards"
    assert WORDS["de"]["btn.pass"] == "Keine Karte mehr nehmen"
    for lang, one, many in (("en", "Ann has 1 coin and 1 sabre", "Ann has 3 coins and 2 sabres"),
                            ("de", "Ann hat 1 Münze und 1 Säbel", "Ann hat 3 Münzen und 2 Säbel")):
        assert T[lang].game("portroyal", "purse", name="Ann", coins=1, sabres=1) == one
        assert T[lang].game("portroyal", "purse", name="Ann", coins=3, sabres=2) == many


def test_a_full_size_card_reads_at_12_px_on_a_tablet_as_it_is():
    """Issue 14: a harbour or expedition card whose tap takes it cannot enlarge on that tap, so
    every text on a full-size face (in both languages) is at least 12 px at the width style.css
    gives it above phone size."""
    css = (Path(render.__file__).parent / "style.css").read_text()
    width = float(re.search(r"\.portroyal \{ --pr-card-w: (\d+)px", css).group(1))
    assert "--pr-card-w" not in css.split("@media (max-width: 1100px)")[1].split("}")[0]
    for t in (EN, DE):
        for cid in CARD:
            face = "".join(str(part) for part in render.card_face(cid, t))
            sizes = [float(s) for s in re.findall(r'<text[^>]*font-size="([0-9.]+)"', face)]
            assert sizes and min(sizes) * width / render.W >= 12, (cid, min(sizes))
