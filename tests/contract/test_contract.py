"""The contract every game passes (GAMES.md), run over the registry: whatever package declares
a spec, the four games and the tests' own Nim alike, is checked here without being named.

Positions come from seeded random games at every table size and with every option switched on
once (contract/play.py).
"""

from __future__ import annotations

import json

import pytest
from contract.play import play_random, positions, seats, valid_setups

from ludothek import from_link, load, new_game
from ludothek.bots import choose_move
from ludothek.core import IllegalMove, Rng, from_link_at, registry
from ludothek.web.core.i18n import LANGUAGES, Translator, game_strings

GAMES = sorted(registry.specs())


def as_json(data: object) -> str:
    return json.dumps(data, sort_keys=True)


def test_every_game_package_loads():
    assert registry.broken() == {}
    assert "nim" in GAMES  # the tests' own game joined without a shared file naming it


@pytest.mark.parametrize("game_id", GAMES)
def test_spec_matches_the_rules_class(game_id):
    spec, cls = registry.spec(game_id), registry.game_class(game_id)
    assert (cls.ID, cls.MIN_PLAYERS, cls.MAX_PLAYERS, cls.OPTIONS, cls.HIDDEN_HANDS) == (
        spec.id, spec.min_players, spec.max_players, spec.options, spec.hidden_hands)
    assert valid_setups(game_id), "no table size with the default options can start"


@pytest.mark.parametrize("game_id", GAMES)
def test_random_games_end_with_a_result(game_id):
    for number, (players, options) in enumerate(valid_setups(game_id)):
        for seed in range(3):
            game = play_random(new_game(game_id, seed=seed, players=players, options=options),
                               Rng(seed + 100 * number))
            assert game.is_over, (players, options, seed)
            assert game.to_move is None and game.legal_moves() in ([], game.legal_moves())
            result = game.result()
            assert len(result["scores"]) == players
            assert set(result["winners"]) <= set(range(players))


@pytest.mark.parametrize("game_id", GAMES)
def test_save_load_link_and_replay_give_the_same_game(game_id):
    for game in positions(game_id, seed=2, every=11):
        state = as_json(game.snapshot())
        assert as_json(load(game.save()).snapshot()) == state
        assert as_json(from_link(game.link()).snapshot()) == state
        assert as_json(game.replayed(game.history).snapshot()) == state


@pytest.mark.parametrize("game_id", GAMES)
def test_a_link_at_a_move_and_the_log_marks_replay_every_position(game_id):
    """Replays (issue 11): a link opens at any move, and the log marks trace each line to the
    move that wrote it, in every game."""
    for game in positions(game_id, seed=5, every=17):
        ply = len(game.history) // 2
        opened, at = from_link_at(game.link(ply))
        assert opened.history == game.history and at == (ply if ply < len(game.history) else None)
        marks = game.match.marks
        assert len(marks) == len(game.history) + 1 and marks == sorted(marks)
        assert marks[-1] == len(game.log)


@pytest.mark.parametrize("game_id", GAMES)
def test_the_open_view_is_json_and_is_what_a_game_that_opens_at_its_end_shows_then(game_id):
    for game in positions(game_id, seed=6, every=13):
        opened = game.open_view()
        as_json(opened)
        if game.is_over and type(game).OPENS_AT_END:
            assert opened == game.view(None)


def declared_state(cls: type) -> set[str]:
    """The state attributes a rules class declares in its body (ClassVars aside)."""
    return {name for klass in cls.__mro__[:-1] if klass.__module__ != "ludothek.core.game"
            for name, kind in vars(klass).get("__annotations__", {}).items()
            if "ClassVar" not in str(kind)}


@pytest.mark.parametrize("game_id", GAMES)
def test_the_state_is_what_the_rules_class_declares(game_id):
    """Typed state (issue 30): a rules class declares every attribute of its state with its
    type in the class body, setup() sets them all, and no move adds another."""
    declared = declared_state(registry.game_class(game_id))
    if not declared:
        pytest.skip(f"{game_id} declares no typed state yet")
    for game in positions(game_id, seed=8, every=11):
        assert set(game.state()) - {"current", "over"} == declared, len(game.history)


@pytest.mark.parametrize("game_id", GAMES)
def test_clones_are_independent(game_id):
    for game in positions(game_id, seed=3, every=13):
        before = as_json(game.snapshot())
        copy = game.clone()
        assert as_json(copy.snapshot()) == before
        play_random(copy, Rng(len(game.history)), moves=20)
        assert as_json(game.snapshot()) == before


@pytest.mark.parametrize("game_id", GAMES)
def test_views_are_json_and_a_twin_differing_in_hidden_facts_looks_the_same(game_id):
    """A determinization is a twin game that differs from the real one only in what `seat`
    cannot know. The seat's view and log must not tell them apart, and determinizing either
    must give the same game: the result depends on the view alone, never on hidden truth."""
    for game in positions(game_id, seed=4, every=7):
        for seat in seats(game):
            view = as_json(game.view(seat))
            twin = game.determinize(seat, Rng(99))
            assert as_json(twin.view(seat)) == view, (seat, len(game.history))
            for key in (5, 6):
                a, b = game.determinize(seat, Rng(key)), twin.determinize(seat, Rng(key))
                assert as_json(a.state()) == as_json(b.state()), (seat, len(game.history))
                assert a.legal_moves() == b.legal_moves() or seat != game.to_move


@pytest.mark.parametrize("game_id", GAMES)
def test_illegal_moves_raise_illegal_move(game_id):
    for game in positions(game_id, seed=5, every=17):
        before = as_json(game.snapshot())
        for bad in ("no such move", "", 7, None):
            with pytest.raises(IllegalMove):
                game.play(bad)  # type: ignore[arg-type]
        assert as_json(game.snapshot()) == before


@pytest.mark.parametrize("game_id", GAMES)
def test_every_move_round_trips_through_the_notation(game_id):
    notation = registry.part(game_id, registry.spec(game_id).moves)
    assert notation is not None and (notation.__doc__ or "").strip(), "document the grammar"
    for game in positions(game_id, seed=6, every=3):
        for move in game.legal_moves():
            assert notation.text(notation.parse(move)) == move
    for garbage in ("", "¿", "::", "x" * 50):
        with pytest.raises(ValueError):
            notation.parse(garbage)


@pytest.mark.parametrize("game_id", GAMES)
def test_every_log_entry_is_worded_in_both_languages(game_id):
    keys: set[str] = set()
    translators = [Translator(lang) for lang in LANGUAGES]
    for game in positions(game_id, seed=7, every=1000):
        for entry in game.log:
            keys.add(entry["k"])
            for t in translators:
                line = t.log_line(game_id, entry, game.names)
                assert line and line != entry["k"] and "{" not in line and "(s)" not in line, line
    for lang in LANGUAGES:
        table = game_strings(game_id)[lang]
        assert not [k for k in keys if f"log.{k}" not in table], lang


@pytest.mark.parametrize("game_id", GAMES)
def test_word_tables_have_the_same_keys_and_no_hand_made_plurals(game_id):
    tables = game_strings(game_id)
    assert set(tables) == set(LANGUAGES)
    assert set(tables["de"]) == set(tables["en"])
    for lang, table in tables.items():
        for key in ("title", "blurb", "help"):
            assert table.get(key), (lang, key)
        crude = [k for k, v in table.items() if "(s)" in v or "(n)" in v or "(en)" in v]
        assert not crude, (lang, crude)


@pytest.mark.parametrize("game_id", GAMES)
def test_the_computer_answers_a_legal_move_and_leaves_the_game_alone(game_id):
    for game in positions(game_id, seed=8, every=23):
        if game.is_over:
            continue
        before = as_json(game.snapshot())
        move = choose_move(game, level="easy", seed=len(game.history), iterations=8, max_seconds=0)
        assert move in game.legal_moves()
        assert as_json(game.snapshot()) == before
