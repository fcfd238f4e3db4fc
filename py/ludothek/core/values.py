"""Plain value classes, as `@dataclass(frozen=True)` and `@dataclass` make them, without writing
and compiling code for each class.

`dataclasses` builds every class's `__init__`, `__eq__`, `__repr__`... as source text and
compiles it: under Pyodide that cost the page about 2-4 ms a class at every start, and the page
defines some seventy at import (its events, effects, state). These decorators give the same
behaviour from shared functions that read the class's fields: the fields in order from the
annotations (`ClassVar` ones are not fields), defaults and `field(default_factory=...,
compare=...)`, keyword or positional arguments, equality and hash over the compared fields,
`Name(a=1, b=2)` as repr, `__post_init__`, and for `frozen` no assignment afterwards
(`dataclasses.FrozenInstanceError`). `dataclasses.fields`, `replace` and `asdict` work on them.
Not supported (not used here): slots, inheritance between such classes, ordering, `InitVar`.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from dataclasses import MISSING, Field, FrozenInstanceError, field
from typing import Any, TypeVar, dataclass_transform

__all__ = ["field", "frozen", "mutable"]

T = TypeVar("T")
_FIELDS = "__dataclass_fields__"


def _own_annotations(cls: type) -> dict[str, Any]:
    """The class's own annotations, unevaluated. Its module must have `from __future__ import
    annotations`: then every Python keeps them as strings in the class's namespace (without it,
    Python 3.14 keeps a function that evaluates them)."""
    if "__annotate__" in cls.__dict__ and "__annotations__" not in cls.__dict__:
        raise TypeError(f"{cls.__qualname__}: its module needs `from __future__ import annotations`")
    return dict(cls.__dict__.get("__annotations__") or {})


def _is_class_var(annotation: Any) -> bool:
    text = annotation if isinstance(annotation, str) else repr(annotation)
    return text.startswith(("ClassVar", "typing.ClassVar"))


def _fields(cls: type) -> dict[str, Field[Any]]:
    """The class's fields as `dataclasses.Field` objects, class defaults taken off the class
    where a factory makes them (as dataclasses does)."""
    found: dict[str, Field[Any]] = {}
    for name, annotation in _own_annotations(cls).items():
        if _is_class_var(annotation):
            continue
        default = cls.__dict__.get(name, MISSING)
        made: Field[Any] = default if isinstance(default, Field) else field(default=default)
        made.name, made.type = name, annotation
        made._field_type = dataclasses._FIELD  # type: ignore[attr-defined]  # what fields() lists
        if isinstance(default, Field):
            if made.default is MISSING:
                delattr(cls, name)
            else:
                setattr(cls, name, made.default)
        found[name] = made
    return found


def _init(names: tuple[str, ...], defaults: dict[str, Any],
          factories: dict[str, Callable[[], Any]], post_init: bool) -> Callable[..., None]:
    def __init__(self: Any, *args: Any, **kwargs: Any) -> None:
        if len(args) > len(names):
            raise TypeError(f"{type(self).__name__}() takes {len(names)} arguments, "
                            f"{len(args)} given")
        values = dict(zip(names, args))
        for name, value in kwargs.items():
            if name not in names:
                raise TypeError(f"{type(self).__name__}() got an unexpected argument {name!r}")
            if name in values:
                raise TypeError(f"{type(self).__name__}() got {name!r} twice")
            values[name] = value
        for name in names[len(args):]:
            if name in values:
                continue
            if name in defaults:
                values[name] = defaults[name]
            elif name in factories:
                values[name] = factories[name]()
            else:
                raise TypeError(f"{type(self).__name__}() is missing the argument {name!r}")
        self.__dict__.update(values)  # past a frozen class's __setattr__, as dataclasses does
        if post_init:
            self.__post_init__()
    return __init__


def _make(cls: type[T], frozen: bool) -> type[T]:
    fields = _fields(cls)
    names = tuple(fields)
    compared = tuple(name for name, made in fields.items() if made.compare)
    shown = tuple(name for name, made in fields.items() if made.repr)
    defaults = {name: made.default for name, made in fields.items() if made.default is not MISSING}
    factories: dict[str, Callable[[], Any]] = {
        name: made.default_factory for name, made in fields.items()
        if made.default_factory is not MISSING}
    setattr(cls, _FIELDS, fields)
    setattr(cls, "__init__", _init(names, defaults, factories, hasattr(cls, "__post_init__")))
    if "__repr__" not in cls.__dict__:
        def __repr__(self: Any) -> str:
            inner = ", ".join(f"{name}={getattr(self, name)!r}" for name in shown)
            return f"{type(self).__qualname__}({inner})"
        setattr(cls, "__repr__", __repr__)

    def key(self: Any) -> tuple[Any, ...]:
        return tuple(getattr(self, name) for name in compared)

    if "__eq__" not in cls.__dict__:
        def __eq__(self: Any, other: object) -> bool:
            if other.__class__ is not self.__class__:
                return NotImplemented
            return self is other or key(self) == key(other)
        setattr(cls, "__eq__", __eq__)
    if frozen:
        if "__hash__" not in cls.__dict__ or cls.__dict__["__hash__"] is None:
            setattr(cls, "__hash__", lambda self: hash(key(self)))
        setattr(cls, "__setattr__", _refuse_set)
        setattr(cls, "__delattr__", _refuse_delete)
    elif "__hash__" not in cls.__dict__:
        setattr(cls, "__hash__", None)  # mutable and compared: unhashable, as dataclasses makes it
    setattr(cls, "__match_args__", names)
    return cls


def _refuse_set(self: Any, name: str, value: Any) -> None:
    raise FrozenInstanceError(f"cannot assign to field {name!r}")


def _refuse_delete(self: Any, name: str) -> None:
    raise FrozenInstanceError(f"cannot delete field {name!r}")


@dataclass_transform(frozen_default=True, field_specifiers=(field, Field))
def frozen(cls: type[T]) -> type[T]:
    """As `@dataclass(frozen=True)`."""
    return _make(cls, frozen=True)


@dataclass_transform(field_specifiers=(field, Field))
def mutable(cls: type[T]) -> type[T]:
    """As `@dataclass`."""
    return _make(cls, frozen=False)
