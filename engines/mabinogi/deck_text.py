"""Mabinogi decks as plain text, the way players paste decks to each other:

    # Wild Pack
    Hero: Brigid of the Grove
    2 Hyena
    1 Rhino

``deck_to_text`` writes it; ``deck_from_text`` reads it back leniently ("2x Hyena",
"Hyena" alone, any case; unknown lines are skipped and listed). The text travels through
the builder kit's channel (scenes.kit.builder.text_io) to Mabinogi's deck builder. An
imported text is only ever read as names and numbers, never trusted: the deck model still
checks what it may hold. Pure: no pygame, no files."""
from __future__ import annotations

import re
from dataclasses import dataclass, field

from engines.mabinogi.content import CARD_INDEX, CARDS, HEROES, hero
from engines.mabinogi.deck_model import DEFAULT_HERO, DeckModel

MAX_TEXT = 20_000            # characters read from the clipboard or the file
MAX_COUNT = 99

_NAMES = {c.name.lower(): c.name for c in CARDS if not c.token}
_HEROES = {**{h.key.lower(): h.key for h in HEROES}, **{h.name.lower(): h.key for h in HEROES}}
_LINE = re.compile(r"^\s*(?:(\d{1,3})\s*[x×]?\s+)?(.+?)\s*$", re.I)


@dataclass
class Parsed:
    name: str = ""
    hero: str = DEFAULT_HERO
    cards: list[str] = field(default_factory=list)
    errors: list[str] = field(default_factory=list)


def deck_to_text(model: DeckModel, name: str) -> str:
    try:
        who = hero(model.hero).name
    except KeyError:
        who = model.hero
    lines = [f"# {name}", f"Hero: {who}"]
    for card, k in _grouped(model.cards()):
        lines.append(f"{k} {card}")
    return "\n".join(lines) + "\n"


def _grouped(cards: list[str]) -> list[tuple[str, int]]:
    out: dict[str, int] = {}
    for c in cards:
        out[c] = out.get(c, 0) + 1
    return list(out.items())


def deck_from_text(body: str) -> Parsed:
    """The deck in ``body``; lines that name no card are skipped (``errors``)."""
    out = Parsed()
    for n, raw in enumerate(str(body)[:MAX_TEXT].splitlines(), 1):
        line = raw.strip()
        if not line:
            continue
        if line.startswith("#"):
            if not out.name:
                out.name = " ".join(line.lstrip("#").split())[:32]
            continue
        if line.lower().startswith("hero:"):
            who = line[5:].strip().lower()
            if who in _HEROES:
                out.hero = _HEROES[who]
            else:
                out.errors.append(f"line {n}: no hero called '{line[5:].strip()[:30]}'")
            continue
        m = _LINE.match(line)
        if not m:
            continue
        k = int(m.group(1)) if m.group(1) else 1
        card = _NAMES.get(m.group(2).lower())
        if card is None or card not in CARD_INDEX:
            out.errors.append(f"line {n}: no card called '{m.group(2)[:30]}'")
            continue
        out.cards.extend([card] * max(0, min(k, MAX_COUNT)))
    return out
