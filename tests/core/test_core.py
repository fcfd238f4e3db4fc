"""The shared engine pieces: the random generator, options, names, discovery."""

import pytest

from ludothek import IllegalMove, games, new_game
from ludothek.core import Rng
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
