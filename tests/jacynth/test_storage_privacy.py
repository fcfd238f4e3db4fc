"""Jacynth: saves and links, hidden hands, determinize (GAMES.md contract; seed 003)."""

import json

import pytest

from ludothek.web.core import policy
from ludothek.web.core.i18n import Translator
from ludothek import from_link, load, new_game
from ludothek.core import Rng
from ludothek.jacynth.cards import CARDS
from ludothek.jacynth.i18n import WORDS
from ludothek.jacynth.rules import Jacynth

CARD_SET = set(CARDS)
SETUPS = [(1, {}), (2, {}), (3, {"layout": "towers"}), (2, {"layout": "old_city", "excuse": True}),
          (3, {"pawns": True, "courts": True}), (1, {"excuse": True, "pawns": True, "courts": True})]


def strings_in(obj):
    """Every text value anywhere inside a JSON-able structure."""
    if isinstance(obj, str):
        yield obj
    elif isinstance(obj, dict):
        for key, value in obj.items():
            yield key
            yield from strings_in(value)
    elif isinstance(obj, (list, tuple)):
        for value in obj:
            yield from strings_in(value)


def cards_shown(view):
    return {s for s in strings_in(view) if s in CARD_SET} | {
        m[2:].partition("@")[0] for m in view.get("legal", ()) if m.startswith("p:")}


@pytest.mark.parametrize("players,options", SETUPS)
def test_save_and_load_round_trip(h, players, options):
    """GAMES.md: a save replays to the same game, at the start, midway and at the end."""
    g = new_game("jacynth", seed=17, players=players, options=options, names=["Ada", "Bo", "Cy"][:players])
    for steps in (0, 9, 1000):
        h.partway(g, 5, steps)
        again = load(g.save())
        assert again.snapshot() == g.snapshot()
        assert again.view(0) == g.view(0)


@pytest.mark.parametrize("players,options", SETUPS)
def test_link_round_trip(h, players, options):
    """GAMES.md: a link (move indices) replays to the same game, midway and at the end."""
    g = new_game("jacynth", seed=23, players=players, options=options)
    for steps in (7, 1000):
        h.partway(g, 6, steps)
        again = from_link(g.link())
        assert again.snapshot() == g.snapshot()
        assert json.dumps(again.result() if again.is_over else again.view(None)) == \
            json.dumps(g.result() if g.is_over else g.view(None))


def check_privacy(g):
    seats = list(range(g.players)) + [None]
    for seat in seats:
        view = g.view(seat)
        view["legal"] = policy.offered_moves(g, seat)
        json.dumps(view)  # JSON-able
        hidden = set(g.draw_pile) | {c for s in range(g.players) if s != seat for c in g.hands[s]}
        assert not cards_shown(view) & hidden, (seat, cards_shown(view) & hidden)
        if seat is None:
            assert view["hand"] is None and policy.offered_moves(g, None) == []
        else:
            assert view["hand"] == g.hands[seat]
        assert view["hand_counts"] == [len(hand) for hand in g.hands]
        assert view["draw_count"] == len(g.draw_pile)


@pytest.mark.parametrize("players,options", SETUPS)
def test_no_view_or_log_reveals_another_seats_hand(h, players, options):
    """GAMES.md: a seat's view and log show its own hand only, others' counts, never their
    cards or the pile (seed 003 'Karte ziehen': the drawn card is the drawer's)."""
    for seed in range(12):
        g = new_game("jacynth", seed=seed, players=players, options=options)
        check_privacy(g)
        h.playout(g, seed, each=check_privacy)


def test_draws_are_logged_to_the_drawer_only(h):
    """Seed 003 'Karte ziehen': everyone sees that a card is drawn (the counts), not which."""
    g = h.playout(new_game("jacynth", seed=4, players=3), 4)
    draws = [e for e in g.log if e["k"] == "draw"]
    assert draws and all(e["to"] == [e["seat"]] for e in draws)
    for seat in range(3):
        assert all(e["seat"] == seat for e in g.log_for(seat) if e["k"] == "draw")
    assert not [e for e in g.log_for(None) if e["k"] == "draw"]


def hide_differently(g, seat):
    """A twin of `g` that differs only in what `seat` cannot see: one unseen card swapped."""
    twin = g.clone()
    other = next((s for s in range(g.players) if s != seat and twin.hands[s]), None)
    if other is None or not twin.draw_pile:
        return None
    a, b = twin.hands[other][0], twin.draw_pile[0]
    twin.hands[other][0], twin.draw_pile[0] = b, a
    twin.hands[other].sort(key=CARDS.index)
    return twin


@pytest.mark.parametrize("players", [2, 3])
def test_determinize_depends_only_on_the_view(h, players):
    """GAMES.md: determinize(seat, rng) depends only on view(seat) and rng."""
    checked = 0
    for seed in range(8):
        g = new_game("jacynth", seed=seed, players=players, options={"pawns": seed % 2 == 1})
        for steps in (0, 5, 14, 25):
            h.partway(g, seed, steps)
            for seat in list(range(players)) + [None]:
                twin = hide_differently(g, seat)
                if twin is None:
                    continue
                assert twin.view(seat) == g.view(seat)
                assert twin.hands != g.hands
                a, b = g.determinize(seat, Rng(99)), twin.determinize(seat, Rng(99))
                assert a.snapshot()["state"] == b.snapshot()["state"]
                assert a.log == b.log == g.log_for(seat)
                checked += 1
    assert checked > 50


@pytest.mark.parametrize("players", [1, 2, 3])
def test_determinize_keeps_what_the_seat_knows(h, players):
    """GAMES.md: the resample is consistent with the view: own hand, city, counts unchanged."""
    for seed in range(6):
        g = h.partway(new_game("jacynth", seed=seed, players=players), seed, 11)
        seats = list(range(players)) + [None]
        for seat in seats:
            d = g.determinize(seat, Rng(seed))
            assert d.city == g.city and d.tokens == g.tokens and d.current == g.current
            assert [len(x) for x in d.hands] == [len(x) for x in g.hands]
            assert len(d.draw_pile) == len(g.draw_pile)
            if seat is not None:
                assert d.hands[seat] == g.hands[seat]
            unseen = sorted(c for s in range(players) if s != seat for c in g.hands[s]) \
                + sorted(g.draw_pile)
            assert sorted(unseen) == sorted([c for s in range(players) if s != seat
                                             for c in d.hands[s]] + d.draw_pile)
            h.playout(d, seed)  # the resampled game plays on to a legal end


def test_determinize_varies_with_the_rng(h):
    """GAMES.md: the unseen cards are really resampled (different rngs, different deals)."""
    g = h.partway(new_game("jacynth", seed=3, players=2), 3, 4)
    deals = {tuple(g.determinize(0, Rng(n)).hands[1]) for n in range(20)}
    assert len(deals) > 1


def test_clone_is_independent(h):
    """GAMES.md: clone() copies the state; playing on the copy leaves the original alone."""
    g = h.partway(new_game("jacynth", seed=8, players=3), 8, 10)
    before = g.snapshot()
    h.playout(g.clone(), 8)
    assert g.snapshot() == before


def test_i18n_covers_options_cards_suits_ranks_and_every_log_key(h):
    """GAMES.md 'i18n.py': title, option labels, card names, log lines in German and English."""
    emitted = set()
    for players, options in SETUPS:
        for seed in range(10):
            g = h.playout(new_game("jacynth", seed=seed, players=players, options=options), seed)
            emitted.update(e["k"] for e in g.log)
            for entry in g.log:
                for lang in ("de", "en"):
                    assert f"log.{entry['k']}" in WORDS[lang]
                    line = Translator(lang).log_line("jacynth", entry, ["Ada", "Bo", "Cy"])
                    assert line and "{" not in line, line  # worded as the page words it
    assert {"start", "play", "token", "draw", "end", "flip_keep", "flip_swap", "merge"} <= emitted
    for lang in ("de", "en"):
        strings = WORDS[lang]
        assert strings["title"]
        for option in Jacynth.OPTIONS:
            assert strings[f"option.{option.key}"]
            for choice in option.choices or ():
                assert strings[f"option.{option.key}.{choice}"]
        for card in CARDS:
            assert strings[f"card.{card}"]
        for suit in "MSWLYK":
            assert strings[f"suit.{suit}"]
    assert WORDS["de"].keys() == WORDS["en"].keys()
