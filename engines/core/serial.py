"""JSON round trips of game states: a state is its listed fields plus its RNG.

Every value is copied on the way out and on the way in (lists and dicts, nested), so a
saved dict and a live state never share a list."""
from __future__ import annotations

from engines.core.rng import Rng


def json_copy(value):
    """A copy of nested lists/tuples/dicts (tuples become lists, as in JSON)."""
    if isinstance(value, (list, tuple)):
        return [json_copy(x) for x in value]
    if isinstance(value, dict):
        return {k: json_copy(x) for k, x in value.items()}
    return value


def state_to_json(state, game: str, fields) -> dict:
    data = {"game": game, "version": 1}
    for name in fields:
        data[name] = json_copy(getattr(state, name))
    data["rng"] = state.rng.to_json()
    return data


def state_from_json(cls, data: dict, game: str, title: str, fields):
    """A new ``cls`` (built without __init__) from ``state_to_json``'s output. Raises
    ValueError for another game's state."""
    if data.get("game", game) != game:
        raise ValueError(f"this saved state is not a {title} game")
    state = cls.__new__(cls)
    for name in fields:
        setattr(state, name, json_copy(data[name]))
    state.rng = Rng.from_json(data["rng"])
    return state
