"""Port Royal: saves, links, replay, views, determinization, the log and the texts.
Seed 001 = the Yucata rules page."""

import json
import string

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from ludothek.web.core import policy
from ludothek import from_link, games, load, new_game
from ludothek.core import Rng
from ludothek.portroyal.cards import CARD, CONTRACT_IDS
from ludothek.portroyal.i18n import WORDS
from ludothek.portroyal.rules import PortRoyal
from ludothek.web.core.i18n import Translator

seeds = st.integers(min_value=0, max_value=2**40)
shared = settings(max_examples=60, suppress_health_check=[HealthCheck.function_scoped_fixture])


def test_registry_lists_port_royal():
    """GAMES.md: the registry finds the package by its rules.py."""
    assert games()["portroyal"] is PortRoyal
    assert (PortRoyal.MIN_PLAYERS, PortRoyal.MAX_PLAYERS) == (2, 5)


@shared
@given(seeds, st.integers(2, 5), st.booleans(), st.integers(0, 400))
def test_save_and_link_round_trip(pr, seed, n, expansion, stop):
    """GAMES.md: a save and a link hold the whole game; opening one replays it exactly."""
    g = pr.random_game(seed, n, {"expansion": expansion}, seed + 1, stop_after=stop)
    for copy in (load(g.save()), from_link(g.link())):
        assert copy.snapshot() == g.snapshot()
        assert copy.view(None) == g.view(None)


@shared
@given(seeds, st.integers(2, 5), st.booleans(), st.integers(0, 300))
def test_replay_is_deterministic(pr, seed, n, expansion, stop):
    """GAMES.md: seed + options + moves give the same game, card for card."""
    g = pr.random_game(seed, n, {"expansion": expansion}, seed ^ 77, stop_after=stop)
    again = g.replayed(g.history)
    assert again.snapshot() == g.snapshot() and again.log == g.log
    assert g.clone().snapshot() == g.snapshot()


def swap_hidden(g):
    """The same public game with two hidden cards exchanged (a coin and a draw-pile card)."""
    other = g.clone()
    holder = next(s for s in range(g.players) if other.coins[s])
    i = len(other.draw) // 2
    other.coins[holder][0], other.draw[i] = other.draw[i], other.coins[holder][0]
    return other


@shared
@given(seeds, st.integers(2, 5), st.booleans(), st.integers(1, 300), st.integers(0, 2**32))
def test_determinize_depends_only_on_view(pr, seed, n, expansion, stop, rseed):
    """GAMES.md 'determinize': two games differing only in hidden facts (the draw pile order,
    which cards the face-down coins are) determinize alike, and keep what the seat sees."""
    g = pr.random_game(seed, n, {"expansion": expansion}, seed + 3, stop_after=stop)
    if g.is_over or len(g.draw) < 2:
        return
    other = swap_hidden(g)
    assert other.snapshot() != g.snapshot()
    for seat in range(n):
        assert other.view(seat) == g.view(seat)
        a, b = g.determinize(seat, Rng(rseed)), other.determinize(seat, Rng(rseed))
        assert a.snapshot()["state"] == b.snapshot()["state"]
        assert a.view(seat) == g.view(seat)
        assert sorted(pr.all_cards(a)) == sorted(pr.all_cards(g))
        if a.legal_moves():
            a.play(a.legal_moves()[0])


def strings_in(value):
    if isinstance(value, str):
        yield value
    elif isinstance(value, dict):
        for k, v in value.items():
            yield from strings_in(k)
            yield from strings_in(v)
    elif isinstance(value, list):
        for v in value:
            yield from strings_in(v)


def test_view_shows_public_facts_and_only_coin_counts(pr):
    """Seed 001, 'Spielvorbereitung': coins lie face down, their number is always visible; the
    harbour, expeditions, displays and piles' sizes are public."""
    g = pr.random_game(4, 4, {"expansion": True}, 9, stop_after=150)
    hidden = set(g.draw) | {c for pile in g.coins for c in pile} | set(g.contract_pile)
    for seat in (None, 0, 1):
        v = g.view(seat)
        json.dumps(v)
        body = {k: val for k, val in v.items() if k != "log"}
        assert not hidden & set(strings_in(body))
        assert [p["coins"] for p in v["displays"]] == [len(c) for c in g.coins]
        assert v["harbour"] == g.harbour and v["draw_count"] == len(g.draw)
        assert [c["id"] for c in v["contracts"]] == g.contracts
        assert v["contract_pile"] == len(g.contract_pile)
        assert [p["points"] for p in v["displays"]] == [g.points(s) for s in range(4)]
    # Nothing is hidden: the page offers the seat to move its moves whoever looks.
    assert policy.offered_moves(g, (g.to_move + 1) % 4) == g.legal_moves()
    assert not PortRoyal.HIDDEN_HANDS


def test_log_records_round_history(pr):
    """Seed 001, 'Hinweise zur Bedienung': the history shows the order cards were revealed, who
    took which card, the repelled ships and every payment."""
    g = pr.position(players=3, persons={0: ["sa1"], 1: ["je1"]}, coins={0: 3, 1: 3, 2: 3},
                    top=["Y1", "B1", "G1", "sa2", "ad1"])
    mark = len(g.log)
    g.play("repel")
    g.play("draw")
    g.play("keep")
    g.play("draw")
    g.play("keep")
    g.play("draw")
    g.play("stop")
    g.play("take:sa2")
    g.play("take:G1")
    g.play("take:B1")
    log = g.log[mark:]
    assert [(e["n"], e["card"]) for e in log if e["k"] == "reveal" and e["seat"] == 0] == \
        [(2, "B1"), (3, "G1"), (4, "sa2")]
    assert [e["card"] for e in log if e["k"] == "repel"] == ["Y1"]
    assert [(e["seat"], e["card"]) for e in log if e["k"] in ("hire", "trade_ship")] == \
        [(0, "sa2"), (1, "G1"), (2, "B1")]
    assert [(e["seat"], e["payee"]) for e in log if e["k"] == "fee"] == [(1, 0), (2, 0)]
    assert [e["seat"] for e in log if e["k"] == "turn"] == [1]  # seat 1's turn has begun


def test_turn_cards_record_fates(pr):
    """Seed 001, 'Hinweise zur Bedienung': the round view marks each revealed card's fate."""
    g = pr.position(players=2, persons={0: ["sa1"]}, coins={0: 0, 1: 4},
                    top=["Y1", "B5", "sa2", "xAA"])
    g.play("repel")
    g.play("draw")
    g.play("draw")
    g.play("draw")
    assert [list(e) for e in g.turn_cards] == [["Y1", "repelled", None], ["B5", "harbour", None],
                                               ["sa2", "harbour", None],
                                               ["xAA", "expedition", None]]
    g.play("stop")
    g.play("take:B5")
    assert list(g.turn_cards[1]) == ["B5", "taken", 0]


def test_texts_cover_everything(pr):
    """GAMES.md 'i18n.py': title, options, every card and contract, every log key emitted."""
    keys = set()
    for i in range(40):
        g = pr.random_game(i, 2 + i % 4, {"expansion": i % 2 == 0, "no_coins_when_empty": i % 3 > 0},
                           i, stop_after=None)
        for entry in g.log:
            keys.add(entry["k"])
            for lang in ("de", "en"):
                text = Translator(lang).log_line("portroyal", entry, g.names)
                assert "{" not in text and "?" not in text, text
    assert {"reveal", "hire", "trade_ship", "fee", "turn", "end"} <= keys
    for lang in ("de", "en"):
        s = WORDS[lang]
        assert s["title"]
        for opt in PortRoyal.OPTIONS:
            assert s[f"option.{opt.key}"]
        for cid in CARD:
            assert s[f"card.{cid}"]
        for cid in CONTRACT_IDS:
            assert s[f"contract.{cid}"]
        # Every log key the engine can emit has a text (found in the source).
        import inspect
        import re
        from ludothek.portroyal import rules
        emitted = set(re.findall(r'self\.note\("(\w+)"', inspect.getsource(rules)))
        assert emitted <= {k[4:] for k in s if k.startswith("log.")}
        for key in emitted:
            fields = {f for _, f, _, _ in string.Formatter().parse(s[f"log.{key}"]) if f}
            assert fields <= {"name", "card_name", "card_detail", "coins", "n", "round", "cards",
                              "colours", "payee_name", "contract_name", "step", "points",
                              "reason_name", "kind_name", "winner_names", "winner_count",
                              "persons_names", "admirals", "gunners"}
    assert WORDS["de"]["card.B5"] == "Fleute (2)" and WORDS["en"]["kind.jack"] == \
        "Jack of all Trades"
