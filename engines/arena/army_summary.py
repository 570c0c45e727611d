"""What the army builder says about an army, from the engine's content (pure): the Load
list's line of an entry, a new army's name, what its figures score standing at the end,
and the warning before a Planeswalker of another colour takes over."""
from __future__ import annotations

from engines.arena.content import ARMY, ARMY_INDEX


def _card(key: str):
    return ARMY[ARMY_INDEX[key]]


def entry_line(d: dict) -> str:
    """"Chandra Nalaar (red) · 2 army cards · 12 spells": the Load list's line of an army."""
    pw = d.get("planeswalker")
    head = (f"{_card(pw).name} ({_card(pw).colour})"
            if isinstance(pw, str) and pw in ARMY_INDEX else "no Planeswalker")
    n, k = len(d.get("squads", [])), len(d.get("spells", []))
    return f"{head} · {n} army card{'s' if n != 1 else ''} · {k} spell{'s' if k != 1 else ''}"


def new_name(planeswalker: str) -> str:
    """"My Chandra army": a new army's name."""
    return f"My {_card(planeswalker).name.split()[0]} army"


def copy_name(name: str) -> str:
    """"My Chandra army" for a copy of "Chandra's default army"."""
    return f"My {name.split(chr(39))[0]} army"


def battlefield_worth(planeswalker: str, squads: list[str]) -> int:
    """The points these figures score on the battlefield standing at the end (the Duel's
    count after the last turn)."""
    return _card(planeswalker).ppf + sum(_card(k).ppf * _card(k).figures for k in squads)


def switch_warning(old: str, new: str) -> str:
    """Why switching from Planeswalker ``old`` to ``new`` (of another colour) costs cards."""
    o, n = _card(old), _card(new)
    first = n.name.split()[0]
    return (f"{n.name} is {n.colour}: the {o.colour} army cards and spells of this army "
            f"cannot serve {first} and are replaced by {first}'s default army and spell deck.")
