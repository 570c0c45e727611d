"""What an action may look like, checked before any game looks at it.

An action is a non-empty tuple whose first item is a str (its kind) and whose other
items are str, int (never bool), or tuples of those, nested at most ``MAX_DEPTH`` deep.
Anything else - None, a list, a float or bool standing in for an int, a dict - is not an
action, and ``apply`` must refuse it with ``IllegalAction`` before the state is touched.

``same_action(a, b)`` is equality that also compares types (``("first", 0.0)`` is not
``("first", 0)``, ``True`` is not ``1``), for the rare place that checks membership in a
list of legal actions.
"""
from __future__ import annotations

MAX_DEPTH = 4
MAX_ITEMS = 16

NOT_AN_ACTION = "That is not a move in this game"


def shape_problem(action) -> str | None:
    """None when ``action`` has the shape of an action, else a reason for players."""
    if type(action) is not tuple or not action:
        return NOT_AN_ACTION
    if type(action[0]) is not str:
        return NOT_AN_ACTION
    return None if _items_ok(action, 0) else NOT_AN_ACTION


def _items_ok(t: tuple, depth: int) -> bool:
    if depth > MAX_DEPTH or len(t) > MAX_ITEMS:
        return False
    for x in t:
        tx = type(x)
        if tx is int or tx is str:
            continue
        if tx is tuple:
            if not _items_ok(x, depth + 1):
                return False
            continue
        return False
    return True


def same_action(a, b) -> bool:
    """``a == b`` with every item's type equal too (bool is not int, list not tuple)."""
    if type(a) is not type(b):
        return False
    if type(a) is tuple:
        return len(a) == len(b) and all(same_action(x, y) for x, y in zip(a, b))
    return a == b


def is_legal(action, legal) -> bool:
    """``action`` is, exactly, one of ``legal``."""
    if shape_problem(action) is not None:
        return False
    for a in legal:
        if a == action and same_action(a, action):
            return True
    return False


def action_from_json(value, _depth: int = 0):
    """An action stored in JSON (lists, nested lists) as a tuple again.

    Raises ValueError for anything that cannot be an action (too deep, too long, or holding
    values other than str/int/lists of those), without recursing without bound."""
    if _depth > MAX_DEPTH + 1:
        raise ValueError("a stored move is nested too deeply")
    if isinstance(value, list):
        if len(value) > MAX_ITEMS:
            raise ValueError("a stored move has too many parts")
        return tuple(action_from_json(v, _depth + 1) for v in value)
    if type(value) is int or type(value) is str:
        return value
    raise ValueError("a stored move holds a value that no move has")
