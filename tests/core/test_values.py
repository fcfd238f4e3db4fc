"""core/values.py: `frozen` and `mutable` make the classes `@dataclass(frozen=True)` and
`@dataclass` make, without compiling code for each class (the page's start-up cost)."""

from __future__ import annotations

import dataclasses
import pickle
from typing import Any, ClassVar

import pytest

from ludothek.core.values import field, frozen, mutable


def pair(kind: str) -> tuple[type, type]:
    """The same class made by dataclasses and by core.values."""
    made = []
    for decorate in ((dataclasses.dataclass(frozen=True) if kind == "frozen" else dataclasses.dataclass),
                     frozen if kind == "frozen" else mutable):
        class Point:
            """A point."""
            x: int
            y: int = 0
            tags: list[str] = field(default_factory=list)
            note: str = field(default="", compare=False)
            UNIT: ClassVar[int] = 1

        made.append(decorate(Point))
    return made[0], made[1]


@pytest.mark.parametrize("kind", ["frozen", "mutable"])
def test_construction_defaults_equality_and_repr_are_those_of_dataclasses(kind: str) -> None:
    for cls in pair(kind):
        a, b = cls(1, 2, ["t"], note="a"), cls(x=1, y=2, tags=["t"], note="b")
        assert a == b and a != cls(1, 3) and a.__eq__(object()) is NotImplemented
        assert cls(5).tags == [] and cls(5).tags is not cls(5).tags
        assert repr(cls(1)).endswith("<locals>.Point(x=1, y=0, tags=[], note='')")
        assert [f.name for f in dataclasses.fields(cls)] == ["x", "y", "tags", "note"]
        assert cls.__match_args__ == ("x", "y", "tags", "note") and cls.UNIT == 1
        assert dataclasses.replace(a, y=7) == cls(1, 7, ["t"])
        assert dataclasses.asdict(cls(1)) == {"x": 1, "y": 0, "tags": [], "note": ""}
        for bad in (lambda: cls(), lambda: cls(1, z=2), lambda: cls(1, x=2), lambda: cls(1, 2, [], "", 5)):
            with pytest.raises(TypeError):
                bad()


def test_frozen_refuses_changes_and_hashes_by_compared_fields() -> None:
    for cls in pair("frozen"):
        point = cls(1, 2, note="a")
        with pytest.raises(dataclasses.FrozenInstanceError):
            point.x = 3
        with pytest.raises(dataclasses.FrozenInstanceError):
            del point.y
        assert hash(cls(1, 2, ())) == hash(cls(1, 2, (), note="b"))
        assert point.x == 1


def test_mutable_can_change_and_is_not_hashable() -> None:
    for cls in pair("mutable"):
        point = cls(1)
        point.y = 4
        assert point == cls(1, 4)
        with pytest.raises(TypeError):
            hash(point)


def test_post_init_runs_after_the_fields_are_set() -> None:
    seen: list[Any] = []

    @frozen
    class Checked:
        size: int

        def __post_init__(self) -> None:
            seen.append(self.size)
            if self.size < 0:
                raise ValueError("negative")

    Checked(3)
    with pytest.raises(ValueError):
        Checked(-1)
    assert seen == [3, -1]


def test_a_frozen_value_pickles_and_copies() -> None:
    point = Picklable(1, ("a",))
    assert pickle.loads(pickle.dumps(point)) == point
    assert dataclasses.replace(point) == point


@frozen
class Picklable:
    x: int
    names: tuple[str, ...] = ()
