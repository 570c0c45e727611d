"""A collection as plain text in and out of a builder: through the system clipboard when
pygame.scrap works there, else through a text file in the user's data folder (the
message says which). What the text says is the game's (its engine reads and writes it);
this module only carries it. An imported text is read as names and numbers, never
trusted: the game's model still checks what an entry may hold."""
from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

import pygame

from app import paths

FOLDER = "deck-text"


def _scrap_ready() -> bool:
    """pygame-ce's clipboard (put_text/get_text, through SDL) needs the video system."""
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
    """The clipboard's text (None: no clipboard, or nothing on it)."""
    if not _scrap_ready():
        return None
    try:
        got = pygame.scrap.get_text()
    except (pygame.error, AttributeError, NotImplementedError):
        return None
    return got or None


@dataclass(frozen=True)
class TextChannel:
    """Where a game's texts go when there is no clipboard: ``<prefix><slug>.txt`` for an
    export and ``import_name`` for an import, in the data folder's ``deck-text``.
    ``limit``: the most characters read (None: all)."""
    prefix: str = ""
    import_name: str = "deck-import.txt"
    limit: int | None = None

    def export_file(self, name: str) -> Path:
        from app.collection_store import slug
        return paths.data_dir() / FOLDER / f"{self.prefix}{slug(name) or 'deck'}.txt"

    def import_file(self) -> Path:
        return paths.data_dir() / FOLDER / self.import_name

    def export(self, body: str, name: str) -> tuple[bool, str]:
        """(done, what to tell the player): the clipboard if it works, else a file."""
        if copy_text(body):
            return True, "Copied the deck to the clipboard as text: paste it anywhere."
        path = self.export_file(name)
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_text(body, encoding="utf-8")
        except OSError as exc:
            return False, f"The deck could not be written to {path}: {exc.strerror or exc}."
        return True, f"No clipboard here: the deck is saved as text in {path}"

    def fetch(self) -> tuple[str | None, str]:
        """(text, where it came from) for an import: the clipboard, else the import file;
        (None, what to do) when there is neither."""
        got = paste_text()
        if got and got.strip():
            return got[:self.limit], "the clipboard"
        path = self.import_file()
        try:
            if path.is_file() and (self.limit is None or path.stat().st_size <= 4 * self.limit):
                return path.read_text(encoding="utf-8", errors="replace")[:self.limit], str(path)
        except OSError:
            pass
        return None, (f"No deck text on the clipboard. Put the deck's text in {path} "
                      "and press Import again.")
