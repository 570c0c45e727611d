"""Decks as plain text in and out of the deck builder: through the system clipboard when
pygame.scrap works there, else through a text file in the user's data folder (the
message says which). The text format is the engine's (engines.magination.deck_model:
"3 Furok", one card per line)."""
from __future__ import annotations

from pathlib import Path

import pygame

from app import paths

IMPORT_FILE = "deck-import.txt"


def _scrap_ready() -> bool:
    """pygame-ce's clipboard (put_text/get_text, through SDL) needs the video system."""
    return bool(pygame.display.get_init()) and hasattr(pygame.scrap, "put_text")


def copy_text(text: str) -> bool:
    """Put ``text`` on the clipboard; False when there is no clipboard to use."""
    if not _scrap_ready():
        return False
    try:
        pygame.scrap.put_text(text)
        return pygame.scrap.get_text() == text
    except (pygame.error, AttributeError, NotImplementedError):
        return False


def paste_text() -> str | None:
    """The clipboard's text (None: no clipboard, or nothing on it)."""
    if not _scrap_ready():
        return None
    try:
        got = pygame.scrap.get_text()
    except (pygame.error, AttributeError, NotImplementedError):
        return None
    return got or None


def export_folder() -> Path:
    return paths.data_dir() / "deck-text"


def export_file(name: str) -> Path:
    from app.collection_store import slug
    return export_folder() / f"{slug(name) or 'deck'}.txt"


def import_file() -> Path:
    return export_folder() / IMPORT_FILE


def export(text: str, name: str) -> tuple[bool, str]:
    """(done, what to tell the player): the clipboard if it works, else a file."""
    if copy_text(text):
        return True, "Copied the deck to the clipboard as text: paste it anywhere."
    path = export_file(name)
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
    except OSError as exc:
        return False, f"The deck could not be written to {path}: {exc.strerror or exc}."
    return True, f"No clipboard here: the deck is saved as text in {path}"


def fetch() -> tuple[str | None, str]:
    """(text, where it came from) for an import: the clipboard, else the import file;
    (None, what to do) when there is neither."""
    got = paste_text()
    if got and got.strip():
        return got, "the clipboard"
    path = import_file()
    try:
        if path.is_file():
            return path.read_text(encoding="utf-8", errors="replace"), str(path)
    except OSError:
        pass
    return None, (f"No deck text on the clipboard. Put the deck's text in {path} "
                  "and press Import again.")
