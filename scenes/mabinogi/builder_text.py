"""Mabinogi decks as plain text, the way players paste decks to each other:

    # Wild Pack
    Hero: Brigid of the Grove
    2 Hyena
    1 Rhino

``deck_to_text`` writes it; ``deck_from_text`` reads it back leniently ("2x Hyena",
"Hyena" alone, any case; unknown lines are skipped and listed). The text travels through
the system clipboard when pygame's clipboard works there, else through a text file in the
user's data folder (the message says which). An imported text is only ever read as names
and numbers, never trusted: the deck model still checks what it may hold."""
from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import Path

import pygame

from app import paths
from engines.mabinogi.content import CARD_INDEX, CARDS, HEROES
from engines.mabinogi.deck_model import DEFAULT_HERO, DeckModel

FOLDER = "deck-text"
IMPORT_FILE = "mabinogi-import.txt"
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
    from engines.mabinogi.content import hero
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


# -- the clipboard, else a file ----------------------------------------------------------
def _scrap_ready() -> bool:
    return bool(pygame.display.get_init()) and hasattr(pygame.scrap, "put_text")


def copy_text(body: str) -> bool:
    """Put ``body`` on the clipboard; False when there is no clipboard to use."""
    if not _scrap_ready():
        return False
    try:
        pygame.scrap.put_text(body)
        return pygame.scrap.get_text() == body
    except (pygame.error, AttributeError, NotImplementedError):
        return False


def paste_text() -> str | None:
    if not _scrap_ready():
        return None
    try:
        got = pygame.scrap.get_text()
    except (pygame.error, AttributeError, NotImplementedError):
        return None
    return got or None


def export_file(name: str) -> Path:
    from app.collection_store import slug
    return paths.data_dir() / FOLDER / f"mabinogi-{slug(name) or 'deck'}.txt"


def import_file() -> Path:
    return paths.data_dir() / FOLDER / IMPORT_FILE


def export(body: str, name: str) -> tuple[bool, str]:
    """(done, what to tell the player): the clipboard if it works, else a file."""
    if copy_text(body):
        return True, "Copied the deck to the clipboard as text: paste it anywhere."
    path = export_file(name)
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(body, encoding="utf-8")
    except OSError as exc:
        return False, f"The deck could not be written to {path}: {exc.strerror or exc}."
    return True, f"No clipboard here: the deck is saved as text in {path}"


def fetch() -> tuple[str | None, str]:
    """(text, where it came from) for an import: the clipboard, else the import file;
    (None, what to do) when there is neither."""
    got = paste_text()
    if got and got.strip():
        return got[:MAX_TEXT], "the clipboard"
    path = import_file()
    try:
        if path.is_file() and path.stat().st_size <= 4 * MAX_TEXT:
            return path.read_text(encoding="utf-8", errors="replace")[:MAX_TEXT], str(path)
    except OSError:
        pass
    return None, (f"No deck text on the clipboard. Put the deck's text in {path} "
                  "and press Import again.")
