"""Castle Rampage over many random games (hypothesis): games end, the 118 cards are conserved,
no hidden card reaches a view or log it may not, determinization sees only the view, saves,
links and replays reproduce the game. Seed 004 throughout; GAMES.md for the contract."""

import json
import random

from hypothesis import given, settings
from hypothesis import strategies as st

from ludothek import from_link, load
from ludothek.castlerampage.cards import BY_ID, DECK_SIZE
from ludothek.castlerampage.i18n import WORDS
from ludothek.castlerampage.rules import DEDUCED, KNOWN, MAX_TURNS, SOS, UNKNOWN
from ludothek.core import Rng
from ludothek.web.core.i18n import Translator

seeds = st.integers(min_value=0, max_value=2**48)
move_seeds = st.integers(min_value=0, max_value=2**32)


@settings(max_examples=1000)
@given(seeds, move_seeds)
def test_random_games_end_and_conserve_118_cards(cr, seed, move_seed):
    """Seed 004, 'Spielvorbereitung' (118 cards) and 'Ende des Spiels': every random game ends;
    at every step each card is in exactly one place and the zones keep their knowledge rules."""
    steps = [0]

    def check(g):
        steps[0] += 1
        assert sum(len(z) for z in g._zones()) == DECK_SIZE
        if steps[0] % 9 == 0 or g.is_over:
            cr.check_conservation(g)
            cr.check_flags(g)

    g = cr.random_game(seed, move_seed, check=check)
    assert g.is_over and g.turn <= MAX_TURNS + 1
    result = g.result()
    assert set(result["winners"]) <= {0, 1} and result["winners"]
    assert result["reason"] in ("castle", "both_castles", "narr", "narr_failed", "limit",
                                "limit_gate")
    if result["reason"] in ("castle", "both_castles"):
        loser = 1 - result["winners"][0]
        assert g.castles[loser] == []


def partly_known(card, seat):
    """Whether `seat` knows anything of this card (identity or 'Spion or Saboteur')."""
    if seat is None:
        return card.knows == [KNOWN, KNOWN] or any(f in (SOS, DEDUCED) for f in card.knows)
    return card.knows[seat] != UNKNOWN


def differing(g, twin):
    """The cards in the same place of both games that are of different kinds."""
    return [card for za, zb in zip(g._zones(), twin._zones()) for a, b in zip(za, zb)
            if a.kind != b.kind for card in (a, b)]


def swapped_twin(g, seat, pick):
    """A copy of `g` in which two cards of different kinds that `seat` knows nothing about trade
    places, or None."""
    zones = g._zones()
    # The set-aside purple cards (setup) are public as a whole, and so is that a setup card is
    # not purple: the twin keeps both facts.
    hidden = [(z, i) for z, zone in enumerate(zones) if zone is not g.aside
              for i, c in enumerate(zone) if not partly_known(c, seat)]
    pick.shuffle(hidden)

    def fits(card, kind):
        return not (card.setup and BY_ID[kind].purple)

    first = hidden[0] if hidden else None
    a = zones[first[0]][first[1]] if first else None
    second = next((h for h in hidden if zones[h[0]][h[1]].kind != a.kind
                   and fits(a, zones[h[0]][h[1]].kind) and fits(zones[h[0]][h[1]], a.kind)),
                  None) if first else None
    if second is None:
        return None
    twin = g.clone()
    twin_zones = twin._zones()
    a, b = (twin_zones[z][i] for z, i in (first, second))
    a.kind, b.kind = b.kind, a.kind
    return twin


@settings(max_examples=700)
@given(seeds, move_seeds, st.integers(0, 110), st.sampled_from([0, 1, None]))
def test_knowledge_guarantee_hidden_card_never_reaches_view_or_log(cr, seed, move_seed, stop,
                                                                   seat):
    """Seed 004, 'Spielvorbereitung' (nobody looks at laid cards) and the interface notes (each
    player sees only what he could know): two games that differ only in cards `seat` knows
    nothing about give `seat` the same view and log, move after move, until one of those cards
    is legitimately revealed to `seat`. Determinization gives the same clone for both."""
    g = cr.random_game(seed, move_seed, stop_after=stop)
    if g.is_over:
        return
    pick = random.Random(move_seed ^ stop)
    twin = swapped_twin(g, seat, pick)
    if twin is None:
        return
    a, b = g.determinize(seat, Rng(stop)), twin.determinize(seat, Rng(stop))
    assert a.snapshot() == b.snapshot() and a.log == b.log
    assert a.view(seat) == g.view(seat)
    # Copies of a kind are interchangeable, so the games are compared place by place: before
    # each move they must differ only in cards `seat` knows nothing about, and their views must
    # be equal, unless the last move revealed one of the differing cards to `seat`.
    before = differing(g, twin)
    for _ in range(120):
        if any(partly_known(c, seat) for c in before):
            return  # revealed to the seat by the rules: from here on the games may differ
        assert [len(z) for z in g._zones()] == [len(z) for z in twin._zones()]
        before = differing(g, twin)
        if any(partly_known(c, seat) for c in before):
            return
        if g.is_over:
            return  # the end opens every castle to everyone (test_game_end_opens_every_castle)
        assert g.view(seat) == twin.view(seat)
        legal = g.legal_moves()
        if g.to_move != seat:
            other = set(twin.legal_moves())
            legal = [m for m in legal if m in other]
            if not legal:
                return
        move = pick.choice(legal)
        g.play(move)
        twin.play(move)


@settings(max_examples=300)
@given(seeds, move_seeds, st.integers(0, 160), st.sampled_from([0, 1, None]),
       st.integers(0, 2**32))
def test_determinize_consistent_with_view_and_replays(cr, seed, move_seed, stop, seat, rseed):
    """GAMES.md, determinize: the clone shows `seat` exactly its view, holds the 118 cards, and
    plays on to an end from there."""
    g = cr.random_game(seed, move_seed, stop_after=stop)
    clone = g.determinize(seat, Rng(rseed))
    assert clone.view(seat) == g.view(seat)
    cr.check_conservation(clone)
    cr.check_flags(clone)
    choose = cr.policy(random.Random(rseed))
    while not clone.is_over:
        clone.play(choose(clone))
    assert clone.result()["winners"]


@settings(max_examples=60)
@given(seeds, move_seeds, st.integers(0, 200))
def test_save_load_link_and_replay_reproduce_the_game(cr, seed, move_seed, stop):
    """GAMES.md / core.storage: a save and a link replay to the same state; replaying the moves
    from the seed gives the same game; views are JSON."""
    g = cr.random_game(seed, move_seed, stop_after=stop)
    for other in (load(g.save()), from_link(g.link()), g.replayed(list(g.history))):
        assert other.snapshot() == g.snapshot() and other.log == g.log
    for seat in (0, 1, None):
        json.dumps(g.view(seat))
    json.dumps(g.snapshot())


@settings(max_examples=80)
@given(seeds, move_seeds)
def test_every_log_key_has_both_translations(cr, seed, move_seed):
    """i18n contract (ludothek/web/i18n.py Translator.log_line): every log entry the game
    writes is a full sentence in German and English, as each seat and a spectator read it."""
    g = cr.random_game(seed, move_seed)
    for lang in ("de", "en"):
        t = Translator(lang)
        for seat in (0, 1, None):
            for entry in g.log_for(seat):
                assert f"log.{entry['k']}" in WORDS[lang]
                text = t.log_line("castlerampage", entry, ["X", "Y"])
                assert "{" not in text and "?" not in text and text.strip(), (entry, text)


def test_game_end_opens_every_castle(cr):
    """At the end the castles are opened, as players do at the table: every seat and a
    spectator see every Gate, Castle and hand card (before the end, knowledge rules apply)."""
    for seed in range(6):
        g = cr.random_game(seed, seed)
        assert g.is_over
        for seat in (0, 1, None):
            view = g.view(seat)
            for side in (0, 1):
                for zone in ("gates", "castles", "hands"):
                    assert all(slot["card"] for slot in view[zone][side]), (seat, zone)
