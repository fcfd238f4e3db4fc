"""Backup files: every save out in one file, back in on any device, nothing ever destroyed."""

import json
import random

import pytest

from ludothek import new_game
from ludothek.web.home import record
from ludothek.web.core.i18n import Translator
from ludothek.web.home.backup import BACKUP_FORMAT, MAX_SAVES, BadBackup, export, read, restore
from ludothek.web.home.record import RECORD_KEY
from ludothek.web.home.store import PREFIX, SaveStore, StorageFull
from web.page_driver import DictBackend


def played(game_id, seed, moves=None, rng_seed=None, **settings):
    """A game after `moves` random legal moves (None: to its end)."""
    g = new_game(game_id, seed=seed, **settings)
    rng = random.Random(seed if rng_seed is None else rng_seed)
    while not g.is_over and (moves is None or len(g.history) < moves):
        g.play(rng.choice(g.legal_moves()))
    return g


def device():
    """A store holding a game going on, a finished solitaire, a game against the computer and
    the record of the finished ones."""
    backend = DictBackend()
    store = SaveStore(backend)
    games = {"roseking-aaa": played("roseking", 1, moves=10),
             "jacynth-bbb": played("jacynth", 2, players=1),
             "portroyal-ccc": played("portroyal", 3, seats=["human", "normal"])}
    rec = record.empty()
    for at, (save_id, g) in enumerate(games.items(), 1):
        store.put(save_id, g, now=100 * at)
        entry = record.entry_for(g, now=100 * at)
        if entry:
            rec = record.add(rec, save_id, entry)
    backend.data[RECORD_KEY] = record.dumps(rec)
    return store, backend


def backup_of(store, backend):
    return read(export(store, backend.get(RECORD_KEY), now=999)[0])


def test_export_read_restore_into_an_empty_store_gives_the_same_saves_and_ids():
    store, backend = device()
    text, left_out = export(store, backend.get(RECORD_KEY), now=999)
    assert left_out == [] and json.loads(text)["format"] == BACKUP_FORMAT
    other = DictBackend()
    report = restore(SaveStore(other), read(text), now=5000)
    assert report.added == sorted(store.ids()) and not report.renamed
    assert other.data == backend.data  # byte for byte: histories, ids, times, status, record


def test_export_leaves_out_damaged_saves_and_names_them():
    store, backend = device()
    backend.data[PREFIX + "broken"] = "{broken"
    tampered = json.loads(backend.data[PREFIX + "roseking-aaa"])
    tampered["moves"][3] = tampered["moves"][4]
    backend.data[PREFIX + "roseking-bad"] = json.dumps(tampered)
    text, left_out = export(store, None, now=1)
    assert left_out == ["broken", "roseking-bad"]
    backup = read(text)
    assert sorted(backup.saves) == ["jacynth-bbb", "portroyal-ccc", "roseking-aaa"]
    assert backup.record is None


def test_restoring_twice_adds_nothing():
    store, backend = device()
    backup = backup_of(store, backend)
    other = DictBackend()
    restore(SaveStore(other), backup, now=1)
    after_once = dict(other.data)
    report = restore(SaveStore(other), backup, now=2)
    assert other.data == after_once
    assert report.skipped == sorted(backup.saves)
    assert not (report.added or report.updated or report.renamed)


def test_restoring_into_the_same_device_adds_nothing():
    store, backend = device()
    before = dict(backend.data)
    report = restore(store, backup_of(store, backend), now=7)
    assert backend.data == before and len(report.skipped) == 3


def test_a_shorter_history_here_is_brought_forward_to_the_backups():
    store, backend = device()
    backup = backup_of(store, backend)
    here = SaveStore(DictBackend())
    here.put("roseking-aaa", played("roseking", 1, moves=4), now=50)
    report = restore(here, backup, now=7)
    assert report.updated == ["roseking-aaa"]
    assert here.get("roseking-aaa").history == store.get("roseking-aaa").history
    assert here.raw("roseking-aaa") == store.raw("roseking-aaa")  # the backup's times too


def test_a_longer_history_here_is_kept():
    store, backend = device()
    backup = backup_of(store, backend)
    here = SaveStore(DictBackend())
    further = played("roseking", 1, moves=20)
    here.put("roseking-aaa", further, now=50)
    kept = here.raw("roseking-aaa")
    report = restore(here, backup, now=7)
    assert "roseking-aaa" in report.skipped and here.raw("roseking-aaa") == kept


def test_a_diverged_history_is_kept_and_the_backups_added_beside_it_once():
    store, backend = device()
    backup = backup_of(store, backend)
    here = SaveStore(DictBackend())
    elsewhere = played("roseking", 1, moves=10, rng_seed=77)  # same game, other moves
    assert elsewhere.history[:3] != backup.games["roseking-aaa"].history[:3]
    here.put("roseking-aaa", elsewhere, now=50)
    report = restore(here, backup, now=7)
    assert report.renamed == {"roseking-aaa": "roseking-aaa~2"}
    assert here.get("roseking-aaa").history == elsewhere.history
    assert here.get("roseking-aaa~2").history == backup.games["roseking-aaa"].history
    assert json.loads(here.raw("roseking-aaa~2"))["id"] == "roseking-aaa~2"
    again = restore(here, backup, now=8)
    assert "roseking-aaa" in again.skipped and not again.renamed and len(here.ids()) == 4


def test_a_stored_save_that_does_not_open_is_never_replaced():
    store, backend = device()
    backup = backup_of(store, backend)
    other = DictBackend()
    other.data[PREFIX + "jacynth-bbb"] = "{broken"
    report = restore(SaveStore(other), backup, now=7)
    assert other.data[PREFIX + "jacynth-bbb"] == "{broken"
    assert report.renamed == {"jacynth-bbb": "jacynth-bbb~2"}


def test_the_backups_record_is_merged_into_the_stored_one():
    store, backend = device()
    backup = backup_of(store, backend)
    other = DictBackend()
    mine = record.add(record.empty(), "mine", record.entry_for(played("jacynth", 5, players=1), 1))
    other.data[RECORD_KEY] = record.dumps(mine)
    restore(SaveStore(other), backup, now=7)
    merged = record.parse(other.data[RECORD_KEY])
    assert sorted(merged["games"]) == ["jacynth-bbb", "mine", "portroyal-ccc"]


def _swap_two_moves(doc):
    save = json.loads(doc["saves"]["roseking-aaa"])
    save["moves"][3], save["moves"][4] = save["moves"][4], save["moves"][3]
    doc["saves"]["roseking-aaa"] = json.dumps(save)


def _edit(change):
    def edit(text):
        doc = json.loads(text)
        change(doc)
        return json.dumps(doc)
    return edit


@pytest.mark.parametrize("damage, reason", [
    (lambda text: text.replace("{", "{{", 1), "corrupt"),  # not JSON
    (lambda text: text[:len(text) // 2], "corrupt"),  # cut off
    (lambda text: "[]", "corrupt"),
    (_edit(lambda doc: doc.update(format="ludothek-save")), "corrupt"),
    (_edit(lambda doc: doc.update(version=2)), "newer"),
    (_edit(lambda doc: doc.update(saves=[])), "corrupt"),
    (_edit(lambda doc: doc["saves"].update({"bad id!": doc["saves"]["jacynth-bbb"]})), "corrupt"),
    (_edit(_swap_two_moves), "damaged_save"),  # one tampered save spoils the file
    (_edit(lambda doc: doc["saves"].update({"x": 7})), "damaged_save"),
    (_edit(lambda doc: doc["record"].update(version="1")), "damaged_record"),
    (lambda text: " " * (16 * 1024 * 1024 + 1), "too_large"),
    (_edit(lambda doc: doc.update(saves={f"s{i}": "" for i in range(MAX_SAVES + 1)})), "too_large"),
])
def test_a_damaged_file_is_refused_and_the_store_is_unchanged(damage, reason):
    store, backend = device()
    text = damage(export(store, backend.get(RECORD_KEY), now=999)[0])
    here = DictBackend()
    here.data[PREFIX + "roseking-aaa"] = store.raw("roseking-aaa")
    before = dict(here.data)
    with pytest.raises(BadBackup) as caught:
        restore(SaveStore(here), read(text), now=7)
    assert caught.value.reason == reason
    assert here.data == before
    # The player reads why in their own language, never the (English) detail.
    for lang in ("de", "en"):
        words = Translator(lang)
        key = "backup.newer" if reason == "newer" else f"backup.why.{reason}"
        assert words(key) != key and caught.value.detail not in words(key)


def test_a_damaged_save_is_named_in_the_error():
    store, backend = device()
    with pytest.raises(BadBackup) as caught:
        read(_edit(_swap_two_moves)(export(store, None, now=1)[0]))
    assert caught.value.save_id == "roseking-aaa" and "roseking-aaa" in str(caught.value)


@pytest.mark.parametrize("spare", [0, 2000])  # 0: the record, the last write; 2000: the 2nd save
def test_storage_full_mid_restore_undoes_every_write(spare):
    store, backend = device()
    backup = backup_of(store, backend)
    here = DictBackend()
    SaveStore(here).put("roseking-aaa", played("roseking", 1, moves=4), now=50)  # will be updated
    here.data[RECORD_KEY] = record.dumps(record.empty())
    before = dict(here.data)
    needed = sum(len(k) + len(v) for k, v in backend.data.items())  # the device restored here
    here.quota = needed - 1 - spare
    with pytest.raises(StorageFull):
        restore(SaveStore(here), backup, now=7)
    assert here.data == before
    here.quota = needed
    restore(SaveStore(here), backup, now=7)
    assert here.data == backend.data


def test_a_foreign_storage_error_counts_as_full_storage_and_is_undone():
    store, backend = device()
    backup = backup_of(store, backend)
    here = DictBackend()
    write = here.set

    def refuse_the_record(key, value):  # a browser's QuotaExceededError is no StorageFull
        if key == RECORD_KEY:
            raise RuntimeError("QuotaExceededError")
        write(key, value)

    here.set = refuse_the_record
    with pytest.raises(StorageFull):
        restore(SaveStore(here), backup, now=7)
    assert here.data == {}
