"""A look through a pile: a discard pile, a graveyard, a used-spells stack, in any game.

Clicking a pile opens it over the table (``TableScene.browse_pile``, or the table's
``pile_at(pos)`` hook, which the kit asks on every click): a scrollable list of its
cards, newest first, and the card under the mouse shown large beside the list (the
game's own face drawer). Esc, the Close button or a click beside the panel closes it;
the mouse wheel and Up/Down scroll. It is an overlay on the scene stack, so the table's
own pop-ups and the AI seats go on underneath (it lets them update).

    table.browse_pile("Bram's discard pile", [(card_id, "Red Sword"), ...], draw_face)

``cards`` is the pile as the engine keeps it, bottom to top: (key, label) or (key,
label, detail) with a short detail shown at the right of the row ("cost 3").
``draw_face(key, (w, h))`` draws a card's face (a CardFaceCache's ``draw_face``).

Native: laid out from the Display at the window's real pixels, over the table at the
canvas point ``centre`` and inside the canvas ``bounds`` (both in the table's 1280x720
canvas pixels); every game's face drawer draws at the size it is asked for, so the card
is drawn at its real pixel size (FACE design units at the scene's scale), not stretched.
"""
from __future__ import annotations

from typing import Callable

import pygame

from app.scene import Scene
from app.ui import commands, draw, palette, text
from app.ui.display import Metrics, metrics_of
from app.ui.surface_cache import SHARED, owner_token
from app.ui.widgets import Button, draw_panel
from scenes.kit.overlay_place import on_canvas

ROW = 34
VISIBLE = 10
LIST_W = 380
FACE = (214, 300)
PAD = 16
HEAD_SIZE = 18
BOUNDS = pygame.Rect(8, 8, 1264, 704)


class PileBrowser(Scene):
    native = True
    overlay = True
    modal = True
    updates_below = True

    def __init__(self, app, title: str, cards, draw_face: Callable | None,
                 centre=(500, 360), bounds=BOUNDS) -> None:
        super().__init__(app)
        self.title = title
        self.items = [(c[0], str(c[1]), str(c[2]) if len(c) > 2 else "")
                      for c in reversed(list(cards))]          # newest first
        self.draw_face = draw_face
        self.scroll = 0
        self.hover: int | None = None
        self.closed = False
        count = len(self.items)
        self.count_line = (f"{count} card{'s' if count != 1 else ''}, newest first"
                           if count else "The pile is empty")
        self.centre, self.bounds = centre, pygame.Rect(bounds)
        self._layout()

    def _layout(self) -> None:
        count = len(self.items)
        w = PAD + LIST_W + PAD + FACE[0] + PAD
        # the room: the canvas bounds over the window (the UI scale gives way to fit)
        a, b = on_canvas(self, self.bounds.topleft), on_canvas(self, self.bounds.bottomright)
        room = pygame.Rect(a, (b[0] - a[0], b[1] - a[1]))
        m = metrics_of(self)
        need_h = PAD + 2 * HEAD_SIZE + 36 + max(VISIBLE * ROW, FACE[1]) + 22 + 10 + 36 + PAD
        self.m = m = Metrics(m.w, m.h, max(0.1, min(m.scale, room.w / (w + 8),
                                                    room.h / (need_h + 8))))
        px = m.px
        self.row = px(ROW)
        inner = px(w - 2 * PAD)
        self.head = text.render_wrapped(self.title, m.pt(HEAD_SIZE), inner, palette.ACCENT,
                                        text.BOLD)
        top = px(PAD) + self.head.get_height() + px(4 + 20 + 8)
        rows = min(VISIBLE, max(1, count))
        face = (px(FACE[0]), px(FACE[1]))
        list_h = max(rows * self.row, face[1] if count else self.row)
        self.hint_y = top + list_h + px(4)
        foot = self.hint_y + (px(18) if count > VISIBLE else 0) + px(10)
        h = foot + px(36 + PAD)
        self.rect = pygame.Rect(0, 0, px(w), h)
        self.rect.center = on_canvas(self, self.centre)
        self.rect.clamp_ip(room)
        x, y = self.rect.topleft
        self.list_rect = pygame.Rect(x + px(PAD), y + top, px(LIST_W), rows * self.row)
        self.face_rect = pygame.Rect(x + px(PAD + LIST_W + PAD), y + top, *face)
        self.close_button = Button((self.rect.centerx - px(60), y + foot, px(120), px(36)),
                                   "Close", self.close, size=16, scale=m.scale)
        self.buttons = [self.close_button]

    def on_resize(self) -> None:
        self._layout()

    # rows --------------------------------------------------------------------------------
    @property
    def shown(self) -> list[int]:
        """The indexes of the rows on screen (0: the newest card)."""
        return list(range(self.scroll, min(len(self.items), self.scroll + VISIBLE)))

    def row_rect(self, i: int) -> pygame.Rect | None:
        k = i - self.scroll
        if not 0 <= k < VISIBLE or i >= len(self.items):
            return None
        return pygame.Rect(self.list_rect.x, self.list_rect.y + k * self.row, self.list_rect.w,
                           self.row - self.m.px(3))

    def row_at(self, pos) -> int | None:
        for i in self.shown:
            r = self.row_rect(i)
            if r is not None and r.collidepoint(pos):
                return i
        return None

    def scroll_by(self, n: int) -> None:
        self.scroll = max(0, min(max(0, len(self.items) - VISIBLE), self.scroll + n))

    @property
    def previewed(self):
        """The key of the card shown large: the one under the mouse, else the newest."""
        if self.hover is not None and self.hover < len(self.items):
            return self.items[self.hover][0]
        return self.items[self.scroll][0] if self.items else None

    # life ----------------------------------------------------------------------------------
    def close(self) -> None:
        if self.closed:
            return
        self.closed = True
        self.app.stack.remove(self)

    def handle(self, event) -> bool:
        if commands.is_command(event, "cancel"):
            self.close()
            return True
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_UP, pygame.K_DOWN):
            self.scroll_by(1 if event.key == pygame.K_DOWN else -1)
            return True
        if self.close_button.handle(event):
            return True
        et = event.type
        if et == pygame.MOUSEWHEEL:
            self.scroll_by(-event.y)
            return True
        if et == pygame.MOUSEMOTION:
            self.hover = self.row_at(event.pos)
            return True
        if et == pygame.MOUSEBUTTONUP and event.button == 1 \
                and not self.rect.collidepoint(event.pos):
            self.close()                  # a click beside the panel closes it
            return True
        return et in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.KEYDOWN)

    # drawing -------------------------------------------------------------------------------
    def _face(self, key) -> pygame.Surface | None:
        if self.draw_face is None or key is None:
            return None
        token = owner_token(self)           # the faces go when the browser does
        size = self.face_rect.size
        kept = ("pile_browser.face", token, key, size)
        face = SHARED.get(kept)
        if face is None:
            face = SHARED.put(kept, self.draw_face(key, size), owner=token)
        return face

    def draw(self, surface) -> None:
        px, pt = self.m.px, self.m.pt
        r = self.rect
        draw_panel(surface, r.move(0, px(6)), fill=(0, 0, 0), border=None, radius=px(14),
                   alpha=90)
        draw_panel(surface, r, fill=(26, 30, 42), border=palette.ACCENT, radius=px(14),
                   alpha=250, line=max(1, px(2)))
        surface.blit(self.head, (r.x + px(PAD), r.y + px(PAD)))
        count = text.fit(self.count_line, pt(13), r.w - px(2 * PAD), palette.TEXT_DIM)
        surface.blit(count, (r.x + px(PAD), r.y + px(PAD) + self.head.get_height() + px(4)))
        for i in self.shown:
            rr = self.row_rect(i)
            if rr is None:
                continue                 # never: ``shown`` are the rows in view
            _, label, detail = self.items[i]
            hot = i == self.hover
            draw.rect(surface, (70, 78, 104) if hot else (38, 44, 60), rr,
                             border_radius=px(6))
            if hot:
                draw.rect(surface, palette.ACCENT, rr, width=px(2),
                                 border_radius=px(6))
            room = rr.w - px(20)
            if detail:
                d = text.fit(detail, pt(12), rr.w // 3, palette.TEXT_DIM)
                surface.blit(d, d.get_rect(midright=(rr.right - px(10), rr.centery)))
                room -= d.get_width() + px(12)
            img = text.fit(label, pt(15), room, palette.TEXT, text.BOLD)
            surface.blit(img, img.get_rect(midleft=(rr.x + px(10), rr.centery)))
        if not self.items:
            empty = text.render("Nothing here yet.", pt(15), palette.TEXT_DIM)
            surface.blit(empty, empty.get_rect(midleft=(self.list_rect.x + px(10),
                                                        self.list_rect.y + self.row // 2)))
        if len(self.items) > VISIBLE:
            below = len(self.items) - self.scroll - VISIBLE
            hint = (f"▼ scroll for more ({below} older)" if below > 0
                    else "▲ scroll up for the newest")
            img = text.render(hint, pt(12), palette.TEXT_DIM)
            surface.blit(img, img.get_rect(topright=(self.list_rect.right,
                                                     r.y + self.hint_y)))
        face = self._face(self.previewed)
        if face is not None:
            surface.blit(face, face.get_rect(center=self.face_rect.center))
        self.close_button.draw(surface)


def open_over(table, title: str, cards, draw_face=None, centre=None):
    """The pile browser pushed over ``table``: ``cards`` the pile bottom to top, each
    (key, label) or (key, label, detail), listed newest first; ``draw_face(key, (w, h))``
    shows the card under the mouse large. It stands at ``centre`` (default: where it
    stands at 1280x720, moved with the middle of the table's room) and inside the room.
    What the table held (a drag, a zoom) is let go first."""
    from scenes.kit.room import room_rect
    table.drag.cancel()
    table.zoom_key, table.zoom_pinned = None, False
    room = room_rect(table)
    dx, dy = (room.w - 1280) // 2, (room.h - 720) // 2
    return table.app.stack.push(PileBrowser(
        table.app, title, cards, draw_face, centre=centre or (500 + dx, 360 + dy),
        bounds=room.inflate(-16, -16)))
