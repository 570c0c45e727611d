"""The battlefield editor's Open list: the kit's Load overlay over the battlefield store
(app/battlefields.py): the set's printed battlefields first (read-only: opened as a copy
to save under a new name), then the player's, each with a thumbnail drawn from the map,
its size and what it is made for, and whether it is playable. A file that cannot be read
was moved aside: the list says so, and a message over it says which and where."""
from __future__ import annotations

import pygame

from app.battlefields import BATTLEFIELDS, thumbnail
from app.ui import draw, palette, text
from app.ui.text import fit
from engines.arena.battlefield import size_of
from scenes.kit.builder.load import LoadEntryOverlay

THUMB = (96, 68)


class OpenBattlefield(LoadEntryOverlay):
    store = BATTLEFIELDS
    builtin_word = "Printed"
    ROW_H = 80
    SIZE = (720, 600)

    @property
    def title(self) -> str:
        return "Open a battlefield"

    @property
    def hint(self) -> str:
        return "Printed battlefields and our own open as a copy"

    @property
    def builtin_tag(self) -> str:
        return "Read-only: copy"

    def entry_line(self, entry: dict) -> str:
        cols, rows = size_of(entry)
        seats = entry.get("seats") or 2
        return f"{len(entry.get('hexes') or [])} spaces ({cols} x {rows}) · {seats} players"

    def draw_entry(self, surface, r: pygame.Rect, d: dict, right: int) -> None:
        px, pt = self.m.px, self.m.pt
        size = (px(THUMB[0]), px(THUMB[1]))
        thumb = pygame.Rect(r.x + px(8), r.centery - size[1] // 2, *size)
        try:
            surface.blit(self._thumb(d, size), thumb.topleft)
        except (ValueError, KeyError, TypeError):
            draw.rect(surface, (30, 30, 36), thumb)
        draw.rect(surface, palette.PANEL_BORDER, thumb, width=1)
        x = thumb.right + px(12)
        room = right - x
        surface.blit(fit(d["name"], pt(18), room, palette.TEXT, text.BOLD), (x, r.y + px(12)))
        surface.blit(fit(self.entry_line(d), pt(13), room, palette.TEXT_DIM),
                     (x, r.y + px(38)))
        if not d.get("valid") and d.get("problems"):
            surface.blit(fit(d["problems"][0], pt(12), room, palette.BAD), (x, r.y + px(56)))

    def _thumb(self, d: dict, size) -> pygame.Surface:
        from app.battlefields import as_battlefield
        key = (d["name"], size)
        cache = self.__dict__.setdefault("_thumbs", {})
        got = cache.get(key)
        if got is None:
            got = cache[key] = thumbnail(as_battlefield(d), size)
        return got
