"""Declared decision hints: what each game's ``Decision.hints`` may carry.

``Decision.hints`` stays a plain dict at run time (a table reads ``d.hints["lit"]``), but
no key is free-form: a game declares, per decision kind, a ``TypedDict`` (``total=False``:
a key may be left out) naming every key its decisions carry and the type of its value,
with a comment saying what it is for. The game's decisions module keeps them in
``HINTS = {kind: TypedDict}`` and its ``RULES`` binds ``decision_hints = HINTS``; a kind
the mapping leaves out carries no hints. The conformance suite checks every decision of
its random games with :func:`hint_problems`: no undeclared key, every value of its
declared type (a bool is not an int; ``tuple[int, ...]``, ``dict[int, str]``,
``list[int | None]`` are checked item by item).
"""
from __future__ import annotations

import types
import typing
from collections.abc import Mapping
from typing import Any

__all__ = ["hint_problems", "fits", "declared_keys"]


def declared_keys(schema: type) -> dict[str, Any]:
    """{key: type} of a hints TypedDict (its annotations resolved)."""
    return typing.get_type_hints(schema)


def hint_problems(kind: str, hints: Mapping, schemas: Mapping[str, type]) -> list[str]:
    """What is wrong with a decision's ``hints`` against the game's declared ``schemas``
    (by decision kind), in words; empty when they fit."""
    schema = schemas.get(kind)
    if schema is None:
        return [f"{kind} decisions declare no hints, got {sorted(hints)}"] if hints else []
    declared = declared_keys(schema)
    out = []
    for key, value in hints.items():
        if key not in declared:
            out.append(f"{kind} hint {key!r} is not declared in {schema.__name__}")
        elif not fits(value, declared[key]):
            out.append(f"{kind} hint {key!r} = {value!r:.80} is not {declared[key]}")
    return out


def fits(value: Any, tp: Any) -> bool:
    """Whether ``value`` is of type ``tp`` (the subset of typing hints use)."""
    if tp is Any:
        return True
    if tp is None or tp is type(None):
        return value is None
    origin = typing.get_origin(tp)
    args = typing.get_args(tp)
    if origin is typing.Union or origin is types.UnionType:
        return any(fits(value, a) for a in args)
    if origin is typing.Literal:
        return any(value == a and type(value) is type(a) for a in args)
    if tp is bool:
        return type(value) is bool
    if tp is int:
        return type(value) is int
    if tp is float:
        return type(value) in (int, float)
    if origin is None:
        return isinstance(value, tp)
    if not isinstance(value, origin):
        return False
    if origin is tuple and args:
        if len(args) == 2 and args[1] is Ellipsis:
            return all(fits(v, args[0]) for v in value)
        return len(value) == len(args) and all(fits(v, a) for v, a in zip(value, args))
    if origin in (list, set, frozenset) and args:
        return all(fits(v, args[0]) for v in value)
    if origin is dict and args:
        return all(fits(k, args[0]) and fits(v, args[1]) for k, v in value.items())
    return True
