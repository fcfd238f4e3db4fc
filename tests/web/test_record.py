"""The player's record: one entry per finished game, counted once, merged as a union."""

import json
import random

import pytest

from ludothek import new_game
from ludothek.web.home import record
from web.page_driver import DictBackend


def finished(game_id, seed, **settings):
    """A game played to its end with random legal moves (any seat, computer or not)."""
    g = new_game(game_id, seed=seed, **settings)
    rng = random.Random(seed)
    while not g.is_over:
        g.play(rng.choice(g.legal_moves()))
    return g


def test_entry_is_none_while_the_game_goes_on():
    g = new_game("roseking", seed=1, seats=["human", "normal"])
    assert record.entry_for(g, now=1) is None


def test_a_game_among_computers_alone_is_not_the_players():
    assert record.entry_for(finished("roseking", 1, seats=["easy", "normal"]), now=1) is None


def test_entry_says_whether_a_person_won_against_which_levels():
    won = finished("roseking", 1, seats=["human", "normal"])  # seed 1: seat 0 wins
    lost = finished("roseking", 2, seats=["human", "normal"])  # seed 2: seat 1 wins
    assert won.result()["winners"] == [0] and lost.result()["winners"] == [1]
    entry = record.entry_for(won, now=5)
    assert entry == {"game": "roseking", "players": 2, "levels": ["normal"], "won": True,
                     "score": None, "rank": None, "at": 5}
    assert record.entry_for(lost, now=6)["won"] is False


def test_solitaire_entry_keeps_the_score_and_rank():
    g = finished("jacynth", 1, players=1)
    entry = record.entry_for(g, now=9)
    assert (entry["score"], entry["rank"], entry["levels"]) == (17, "noble", [])


def test_summary_counts_wins_per_level_and_a_game_against_two_levels_for_each():
    rec = record.empty()
    games = {"rk-won": finished("roseking", 1, seats=["human", "normal"]),
             "rk-lost": finished("roseking", 2, seats=["human", "normal"]),
             "pr-won": finished("portroyal", 1, players=3, seats=["human", "easy", "strong"]),
             "pr-lost": finished("portroyal", 2, players=3, seats=["human", "easy", "strong"]),
             "hotseat": finished("roseking", 3)}
    for at, (save_id, g) in enumerate(games.items()):
        rec = record.add(rec, save_id, record.entry_for(g, now=at))
    s = record.summary(rec)
    assert s.games == (record.GameCount("portroyal", 2), record.GameCount("roseking", 3))
    assert s.levels == (record.LevelCount("easy", 2, 1), record.LevelCount("normal", 2, 1),
                        record.LevelCount("strong", 2, 1))
    assert s.best == ()


def test_summary_keeps_the_best_solitaire_score_with_its_rank():
    rec = record.empty()
    for seed in (2, 1, 3, 4):  # scores 10, 17, 11, 16
        rec = record.add(rec, f"j-{seed}", record.entry_for(finished("jacynth", seed, players=1), seed))
    assert record.summary(rec).best == (record.Best("jacynth", 17, "noble"),)


def test_adding_the_same_game_twice_counts_it_once():
    entry = record.entry_for(finished("roseking", 1, seats=["human", "normal"]), now=1)
    once = record.add(record.empty(), "rk-1", entry)
    twice = record.add(once, "rk-1", {**entry, "at": 2})
    assert twice == once
    assert record.summary(twice).levels == (record.LevelCount("normal", 1, 1),)


def test_merge_is_a_union_by_save_id_and_keeps_the_first_records_entry():
    entry = record.entry_for(finished("roseking", 1, seats=["human", "normal"]), now=1)
    a = record.add(record.add(record.empty(), "x", entry), "shared", entry)
    b = record.add(record.add(record.empty(), "y", entry), "shared", {**entry, "at": 7})
    merged = record.merge(a, b)
    assert sorted(merged["games"]) == ["shared", "x", "y"]
    assert merged["games"]["shared"]["at"] == 1
    assert record.merge(merged, b) == merged  # merging again adds nothing


def test_dumps_then_parse_gives_the_same_record():
    rec = record.add(record.empty(), "j-1", record.entry_for(finished("jacynth", 1, players=1), 3))
    assert record.parse(record.dumps(rec)) == rec


GOOD = {"game": "roseking", "players": 2, "levels": ["normal"], "won": True, "score": None,
        "rank": None, "at": 1}


@pytest.mark.parametrize("text", [
    None, "", "{broken", "[]", "null", "[" * 100_000,
    json.dumps({"version": 2, "games": {}}),
    json.dumps({"version": 1, "games": []}),
    json.dumps({"version": 1, "games": {"bad id!": GOOD}}),
    json.dumps({"version": 1, "games": {"x": {**GOOD, "won": 1}}}),
    json.dumps({"version": 1, "games": {"x": {**GOOD, "levels": ["human"]}}}),
    json.dumps({"version": 1, "games": {"x": {**GOOD, "levels": ["easy", "easy", "normal"]}}}),
    json.dumps({"version": 1, "games": {"x": {**GOOD, "at": "yesterday"}}}),
])
def test_parse_of_garbage_gives_an_empty_record(text):
    assert record.parse(text) == record.empty()


def test_validate_raises_for_a_malformed_record_and_drops_unknown_fields():
    with pytest.raises(ValueError):
        record.validate({"version": 1, "games": {"x": {**GOOD, "score": 1.5}}})
    clean = record.validate({"version": 1, "games": {"x": {**GOOD, "extra": [1]}}})
    assert clean == {"version": 1, "games": {"x": GOOD}}


def test_the_record_keeps_the_newest_entries_only():
    games = {f"g{i}": {**GOOD, "at": i} for i in range(record.MAX_ENTRIES)}
    full = record.validate({"version": 1, "games": games})
    more = record.add(full, "new", {**GOOD, "at": 10**9})
    assert len(more["games"]) == record.MAX_ENTRIES
    assert "new" in more["games"] and "g0" not in more["games"] and "g1" in more["games"]


# ----- keep: a finished game joins the stored record -----------------------------------------


def test_keep_adds_a_finished_game_once_and_nothing_while_it_goes_on():
    backend = DictBackend()
    going_on = new_game("roseking", seed=1, seats=["human", "normal"])
    assert not record.keep(backend, going_on, "rk-1", now=1)
    assert record.RECORD_KEY not in backend.data
    done = finished("roseking", 1, seats=["human", "normal"])
    assert record.keep(backend, done, "rk-1", now=2)
    assert not record.keep(backend, done, "rk-1", now=3)  # counted already
    assert list(record.parse(backend.get(record.RECORD_KEY))["games"]) == ["rk-1"]


def test_keep_leaves_a_record_it_cannot_read_as_it_is():
    backend = DictBackend()
    newer = json.dumps({"version": record.RECORD_VERSION + 1, "games": {}})
    backend.data[record.RECORD_KEY] = newer
    assert not record.keep(backend, finished("roseking", 1, seats=["human", "easy"]), "rk-1", now=1)
    assert backend.data[record.RECORD_KEY] == newer


def test_keep_in_a_full_storage_leaves_the_record_as_it_was():
    backend = DictBackend(quota=10)
    assert not record.keep(backend, finished("roseking", 1, seats=["human", "easy"]), "rk-1", now=1)
    assert record.RECORD_KEY not in backend.data


def test_summary_lists_the_latest_games_still_saved_newest_first():
    rec = record.empty()
    entry = record.entry_for(finished("roseking", 1, seats=["human", "normal"]), now=0)
    for at in range(8):
        rec = record.add(rec, f"g{at}", {**entry, "at": at, "won": at % 2 == 0})
    assert record.summary(rec).latest == ()  # none of them saved
    saved = {"g0", "g1", "g2", "g3", "g5", "g7", "elsewhere"}  # g4 and g6 deleted
    latest = record.summary(rec, saved).latest
    assert [f.save_id for f in latest] == ["g7", "g5", "g3", "g2", "g1"][:record.LATEST]
    assert latest[0] == record.Finished("g7", "roseking", False)
