"""The shared engine pieces: the random generator, options, names, discovery."""

from pathlib import Path

import pytest

from ludothek import IllegalMove, games, new_game
from ludothek.core import Rng
from ludothek.core import registry
from ludothek.core.registry import broken


def test_rng_is_deterministic_and_copies_by_value():
    a, b = Rng(42), Rng(42)
    assert [a.below(10) for _ in range(50)] == [b.below(10) for _ in range(50)]
    c = Rng(a.state)
    assert c.next64() == a.next64()


def test_rng_below_covers_the_range_evenly():
    r = Rng(1)
    counts = [0] * 6
    for _ in range(6000):
        counts[r.below(6)] += 1
    assert all(850 < n < 1150 for n in counts), counts
    with pytest.raises(ValueError):
        r.below(0)


def test_rng_shuffle_is_a_permutation():
    items = list(range(30))
    Rng(3).shuffle(items)
    assert sorted(items) == list(range(30)) and items != list(range(30))


def test_every_game_package_loads():
    assert broken() == {}
    assert "roseking" in games()


def test_discovery_finds_packages_by_folder_including_bytecode_only_ones(tmp_path):
    """The page ships bytecode (`__init__.pyc`), so a game package is a folder with either
    init file; zip files, plain folders and names that are not identifiers are no packages."""
    (tmp_path / "ludothek_src").mkdir()
    (tmp_path / "ludothek_src" / "__init__.py").write_text("")
    (tmp_path / "ludothek_pyc").mkdir()
    (tmp_path / "ludothek_pyc" / "__init__.pyc").write_bytes(b"")
    (tmp_path / "ludothek_plain").mkdir()
    (tmp_path / "ludothek-dash").mkdir()
    (tmp_path / "ludothek-dash" / "__init__.py").write_text("")
    (tmp_path / "other").mkdir()
    (tmp_path / "other" / "__init__.py").write_text("")
    assert sorted(registry._packages(str(tmp_path), "ludothek_")) == ["ludothek_pyc", "ludothek_src"]
    assert registry._packages(str(tmp_path / "missing.zip")) == []


def test_discovery_skips_the_framework_packages_but_finds_every_game():
    import ludothek

    folders = {p.name for p in Path(ludothek.__path__[0]).iterdir() if (p / "__init__.py").exists()}
    assert registry.FRAMEWORK <= folders  # a renamed framework package must be renamed here too
    found = registry._candidates()
    assert not any(name.split(".")[-1] in registry.FRAMEWORK for name in found)
    assert {spec.package for spec in registry.specs().values()} == set(found)


def test_options_are_validated():
    with pytest.raises(ValueError, match="no option"):
        new_game("roseking", options={"colour": "blue"})
    with pytest.raises(ValueError, match="one of"):
        new_game("roseking", options={"start": "white"})
    with pytest.raises(ValueError, match="true or false"):
        new_game("roseking", options={"light": "yes"})
    with pytest.raises(ValueError, match="players"):
        new_game("roseking", players=3)


def test_names_are_trimmed_and_defaulted():
    g = new_game("roseking", names=["  Anna   Maria ", ""])
    assert g.names == ["Anna Maria", "P2"]
    with pytest.raises(ValueError):
        new_game("roseking", names=["a", "b", "c"])


def test_play_after_the_end_is_refused():
    g = new_game("roseking", seed=1)
    g.over = True
    with pytest.raises(IllegalMove, match="over"):
        g.play("draw")
