"""Card sprites: cached faces and rotations, hover lift, the zoom view, and the
procedural pieces every card game uses (frame, ornate back).

Faces are drawn once per (key, size) by the game's own ``draw_face(key, size)``
and blitted from then on; rotations are cached rounded to 2 degrees.
"""
from __future__ import annotations

import math
from typing import Callable, Hashable

import pygame

from app.ui import canvas, draw, palette, sprites, text
from app.ui.surface_cache import SHARED, cached, owner_token
from app.ui.tween import Tween, lerp

ZOOM_SIZE = (250, 350)


def _fast(surface: pygame.Surface) -> pygame.Surface:
    """The surface in the display's pixel format (faster blits) once a window exists."""
    if pygame.display.get_init() and pygame.display.get_surface() is not None:
        return surface.convert_alpha()
    return surface


class CardFaceCache:
    """Faces drawn by ``draw_face(key, (w, h)) -> Surface``, cached per (key, size) in
    the toolkit's shared byte-bounded cache (app.ui.surface_cache): faces not drawn for
    a while make room for others and are drawn again when needed."""

    def __init__(self, draw_face: Callable[[Hashable, tuple[int, int]], pygame.Surface]) -> None:
        self.draw_face = draw_face
        self._token = owner_token(self)      # this cache's faces go when it does

    def get(self, key: Hashable, size) -> pygame.Surface:
        k = ("face", self._token, key, (int(size[0]), int(size[1])))
        face = SHARED.get(k)
        if face is None:
            face = SHARED.put(k, _fast(self.draw_face(key, k[3])), owner=self._token)
        return face

    def rotated(self, key: Hashable, size, angle: float, scale: float = 1.0) -> pygame.Surface:
        """The face turned ``angle`` degrees (counter-clockwise), rounded to 2 degrees."""
        return sprites.rotated(self.get(key, size), angle, scale, step=2.0)

    def invalidate(self, key: Hashable | None = None) -> None:
        """Forget one key's faces (all sizes), or everything."""
        if key is None:
            SHARED.drop_owner(self._token)
        else:
            for k in SHARED.owned(self._token):
                if k[2] == key:
                    SHARED.drop_everywhere(k)

    def __len__(self) -> int:
        return len(SHARED.owned(self._token))


class CardView:
    """Hover lift: the card under the mouse rises ``lift`` px with a short tween.

    Each frame: ``set_hover(key_or_None)``, ``update(dt)``; draw each card at
    ``y + view.offset(key)`` (offset is <= 0).
    """

    def __init__(self, lift: float = 18.0, duration: float = 0.12) -> None:
        self.lift = lift
        self.duration = duration
        self.hovered: Hashable | None = None
        self._value: dict[Hashable, float] = {}
        self._tweens: dict[Hashable, Tween] = {}

    def set_hover(self, key: Hashable | None) -> None:
        if key == self.hovered:
            return
        old, self.hovered = self.hovered, key
        for k, target in ((old, 0.0), (key, 1.0)):
            if k is None:
                continue
            start = self._value.get(k, 0.0)

            def setter(t, k=k, a=start, b=target):
                self._value[k] = lerp(a, b, t)

            self._tweens[k] = Tween(self.duration, setter, ease="easeOutCubic")

    def update(self, dt: float) -> None:
        for k, tw in list(self._tweens.items()):
            if tw.update(dt):
                del self._tweens[k]
                if self._value.get(k) == 0.0:
                    self._value.pop(k, None)

    def offset(self, key: Hashable) -> int:
        return -round(self.lift * self._value.get(key, 0.0))

    def reset(self) -> None:
        self.hovered = None
        self._value.clear()
        self._tweens.clear()


class HoverHold:
    """Reports a key once the mouse has rested on it for ``delay`` seconds (zoom): a
    deliberate hover. After a click or a drop (``suppress(pos)``) nothing is reported
    until the mouse has moved away from that spot (``moved(pos)``), so a card does not
    zoom up under the cursor just because it was played there."""

    MOVE = 6          # px the mouse must move after a click before a hold counts again

    def __init__(self, delay: float = 0.6) -> None:
        self.delay = delay
        self.key: Hashable | None = None
        self.held = 0.0
        self.suppressed_at: tuple | None = None

    def update(self, dt: float, hovered_key: Hashable | None) -> Hashable | None:
        if self.suppressed_at is not None:
            self.key, self.held = None, 0.0
            return None
        if hovered_key != self.key:
            self.key, self.held = hovered_key, 0.0
        if hovered_key is None:
            return None
        self.held += dt
        return hovered_key if self.held >= self.delay else None

    def suppress(self, pos) -> None:
        """A click or a drop at ``pos``: no zoom until the mouse moves on."""
        self.suppressed_at = (int(pos[0]), int(pos[1]))
        self.key, self.held = None, 0.0

    def moved(self, pos) -> None:
        """The mouse is at ``pos``: far enough from a suppressing click, holds count
        again (from zero)."""
        at = self.suppressed_at
        if at is not None and max(abs(pos[0] - at[0]), abs(pos[1] - at[1])) > self.MOVE:
            self.suppressed_at = None

    def reset(self) -> None:
        self.key, self.held = None, 0.0


class ZoomView:
    """A card shown large with a side panel of its full text and, when the table gave
    ``keywords`` ((text, title) -> [(term, explanation)]: its game's glossary), a "Keywords" box
    under the panel explaining each term the text uses. Everything stays inside the
    surface: the keywords' letters shrink, then the box moves beside the card, rather
    than a word being cut."""

    GAP = 8                       # between the text panel and the keywords box

    def __init__(self, panel_width: int = 300, margin: int = 16,
                 keywords: Callable[[str, str], list] | None = None) -> None:
        self.panel_width = panel_width
        self.margin = margin
        self.keywords = keywords
        self.shown_keywords: list = []            # the last zoom's (term, explanation)
        self.keywords_rect: pygame.Rect | None = None   # ... and where its box was drawn
        self.shown_title: str | None = None       # the last zoom's title

    def layout(self, bounds: pygame.Rect, card_size, panel_h: int, anchor) -> tuple:
        cw, ch = card_size
        total_w = cw + 12 + self.panel_width
        # place beside the anchor, on the side with more room, vertically centred
        ax, ay = anchor
        if ax < bounds.centerx:
            x = ax + 40
        else:
            x = ax - 40 - total_w
        y = ay - ch // 2
        box = pygame.Rect(x, y, total_w, max(ch, panel_h))
        box.clamp_ip(bounds.inflate(-2 * self.margin, -2 * self.margin))
        card_rect = pygame.Rect(box.x, box.y, cw, ch)
        panel_rect = pygame.Rect(card_rect.right + 12, box.y, self.panel_width, panel_h)
        return card_rect, panel_rect

    def draw_zoom(self, surface: pygame.Surface, face_large: pygame.Surface, title: str,
                  body_text: str, anchor) -> pygame.Rect:
        """Draw ``face_large`` with its text beside it near ``anchor`` (and the keywords
        box under the text); returns the area."""
        panel = text_panel(title, body_text, self.panel_width)
        terms = list(self.keywords(body_text, title)) if self.keywords is not None else []
        bounds = surface.get_rect()
        room = bounds.inflate(-2 * self.margin, -2 * self.margin)
        kw, below = self._keywords_box(terms, panel.get_height(), face_large.get_height(),
                                       room)
        column = panel.get_height() + (self.GAP + kw.get_height() if kw and below else 0)
        card_rect, panel_rect = self.layout(bounds, face_large.get_size(), column, anchor)
        panel_rect.h = panel.get_height()
        sh = sprites.shadow(face_large, 110, 10)
        surface.blit(sh, (card_rect.x - 10 + 6, card_rect.y - 10 + 10))
        surface.blit(face_large, card_rect)
        surface.blit(panel, panel_rect)
        area = card_rect.union(panel_rect)
        self.shown_title, self.shown_keywords, self.keywords_rect = title, terms, None
        if kw is not None:
            if below:
                at = pygame.Rect(panel_rect.x, panel_rect.bottom + self.GAP, *kw.get_size())
            else:                 # beside the card, on the side with room
                x = card_rect.x - 12 - kw.get_width()
                if x < room.x:
                    x = panel_rect.right + 12
                at = pygame.Rect(x, card_rect.y, *kw.get_size())
                at.clamp_ip(room)
            surface.blit(kw, at)
            self.keywords_rect = at
            area = area.union(at)
        return area

    def _keywords_box(self, terms: list, panel_h: int, card_h: int,
                      room: pygame.Rect) -> tuple[pygame.Surface | None, bool]:
        """(the keywords box, True when it goes under the text panel): the largest
        letters that fit under the panel; else beside the card, as tall as the room."""
        if not terms:
            return None, True
        key = tuple(terms)
        for size in (15, 14, 13, 12):
            box = keywords_panel(key, self.panel_width, size)
            if panel_h + self.GAP + box.get_height() <= room.h:
                return box, True
        for size in (14, 13, 12, 11):
            box = keywords_panel(key, self.panel_width, size)
            if box.get_height() <= room.h:
                break
        return box, False


def draw_zoom(surface, face_large, title, body_text, anchor) -> pygame.Rect:
    """Module-level shortcut for ``ZoomView().draw_zoom(...)``."""
    return _ZOOM.draw_zoom(surface, face_large, title, body_text, anchor)


_ZOOM = ZoomView()


def _framed(width: int, h: int, head, top: int, gap: int):
    """A pop-up panel's frame: the dark rounded box with its accent edge, ``head`` at
    ``top`` and a rule ``gap`` below it; (the surface, the rule's y)."""
    surf = canvas.new((width, h), pygame.SRCALPHA)
    r = surf.get_rect()
    draw.rect(surf, (22, 25, 34, 242), r, border_radius=12)
    draw.rect(surf, palette.ACCENT_DARK, r, width=2, border_radius=12)
    surf.blit(head, (14, top))
    y = top + head.get_height() + gap
    draw.line(surf, palette.ACCENT_DARK, (14, y), (width - 14, y), 1)
    return surf, y


@cached
def text_panel(title: str, body_text: str, width: int = 300) -> pygame.Surface:
    """A cached panel: bold title, a rule, wrapped body text."""
    inner = width - 28
    head = text.render_wrapped(title, 22, inner, palette.ACCENT, text.BOLD)
    body = text.render_wrapped(body_text, 16, inner, palette.TEXT) if body_text else None
    h = 16 + head.get_height() + 10 + (body.get_height() + 8 if body else 0) + 8
    surf, y = _framed(width, h, head, 12, 4)
    if body:
        surf.blit(body, (14, y + 8))
    return surf


@cached
def keywords_panel(terms: tuple, width: int = 300, size: int = 14) -> pygame.Surface:
    """A cached "Keywords" box: each (term, explanation) as the term in bold, then its
    explanation, wrapped to ``width`` (never cut: a smaller ``size`` makes it shorter)."""
    inner = width - 28
    head = text.fit("Keywords", size + 2, inner, palette.ACCENT, text.BOLD, ellipsis=False)
    rows = []
    for term, words in terms:
        rows.append(text.render_wrapped(term, size, inner, palette.ACCENT, text.BOLD,
                                        line_gap=2))
        rows.append(text.render_wrapped(words, size, inner, palette.TEXT, line_gap=2))
    h = 10 + head.get_height() + 6 + sum(r.get_height() for r in rows) + 4 * len(terms) + 8
    surf, y = _framed(width, h, head, 8, 2)
    y += 6
    for i, row in enumerate(rows):
        surf.blit(row, (14, y))
        y += row.get_height() + (4 if i % 2 else 0)
    return surf


# procedural card pieces ------------------------------------------------------------
@cached
def _frame(size, fill, edge, inner, radius) -> pygame.Surface:
    w, h = size
    surf = canvas.new((w, h), pygame.SRCALPHA)
    r = surf.get_rect()
    draw.rect(surf, edge, r, border_radius=radius)
    body = r.inflate(-4, -4)
    draw.rect(surf, fill, body, border_radius=max(1, radius - 2))
    # soft light from the top: a vertical gradient, masked to the rounded body
    grad = canvas.new((1, 16), pygame.SRCALPHA)
    for y in range(16):
        grad.set_at((0, y), (255, 255, 255, int(34 * (1 - y / 15) ** 2)))
    hi = canvas.smoothscale(grad, body.size)
    mask = canvas.new(body.size, pygame.SRCALPHA)
    draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=max(1, radius - 2))
    hi.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    surf.blit(hi, body.topleft)
    if inner is not None:
        pad = max(4, min(w, h) // 14)
        draw.rect(surf, inner, r.inflate(-2 * pad, -2 * pad), width=max(1, w // 60),
                         border_radius=max(1, radius - pad // 2))
    return surf


def draw_card_frame(size, fill=palette.CARD_PAPER, edge=palette.CARD_EDGE,
                    inner=palette.ACCENT_DARK, radius: int = 10) -> pygame.Surface:
    """A rounded card blank: dark edge, fill, a thin inner border (``inner`` None: no
    border). Cached; copy it before drawing on it."""
    return _frame((int(size[0]), int(size[1])), tuple(fill), tuple(edge),
                  tuple(inner) if inner is not None else None, radius)


def _shade(c, k: float) -> tuple[int, int, int]:
    if k >= 0:
        r, g, b = (int(v + (255 - v) * k) for v in c[:3])
    else:
        r, g, b = (int(v * (1 + k)) for v in c[:3])
    return (r, g, b)


def _star(center, r_out, r_in, points=8, turn=0.0):
    cx, cy = center
    pts = []
    for i in range(points * 2):
        a = turn + math.pi * i / points
        r = r_out if i % 2 == 0 else r_in
        pts.append((cx + r * math.sin(a), cy - r * math.cos(a)))
    return pts


@cached
def _back(size, seed) -> pygame.Surface:
    w, h = size
    radius = max(4, min(w, h) // 10)
    dark, mid, light, gold = _shade(seed, -0.55), _shade(seed, -0.2), _shade(seed, 0.35), (226, 188, 96)
    surf = _frame(size, dark, palette.CARD_EDGE, None, radius).copy()
    body = surf.get_rect().inflate(-max(8, w // 9), -max(8, w // 9))
    # diagonal lattice clipped to the body
    lattice = canvas.new(body.size, pygame.SRCALPHA)
    step = max(6, w // 8)
    for x in range(-body.h, body.w + body.h, step):
        draw.line(lattice, (*mid, 255), (x, 0), (x + body.h, body.h), 1)
        draw.line(lattice, (*mid, 255), (x + body.h, 0), (x, body.h), 1)
    mask = canvas.new(body.size, pygame.SRCALPHA)
    draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=max(2, radius - 3))
    lattice.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    surf.blit(lattice, body.topleft)
    draw.rect(surf, gold, body, width=max(1, w // 50), border_radius=max(2, radius - 3))
    draw.rect(surf, light, body.inflate(-6, -6), width=1, border_radius=max(2, radius - 5))
    c = body.center
    R = min(body.w, body.h) * 0.40
    draw.circle(surf, dark, c, int(R))
    draw.circle(surf, gold, c, int(R), max(1, w // 45))
    draw.circle(surf, light, c, int(R * 0.80), 1)
    draw.polygon(surf, mid, _star(c, R * 0.78, R * 0.34, 8, math.pi / 8))
    draw.polygon(surf, gold, _star(c, R * 0.72, R * 0.26, 4))
    draw.polygon(surf, light, _star(c, R * 0.72, R * 0.26, 4), 1)
    draw.circle(surf, dark, c, max(2, int(R * 0.16)))
    draw.circle(surf, gold, c, max(2, int(R * 0.16)), 1)
    # corner diamonds
    d = max(3, w // 16)
    for cx, cy in ((body.left + d + 3, body.top + d + 3), (body.right - d - 3, body.top + d + 3),
                   (body.left + d + 3, body.bottom - d - 3), (body.right - d - 3, body.bottom - d - 3)):
        draw.polygon(surf, gold, [(cx, cy - d), (cx + d, cy), (cx, cy + d), (cx - d, cy)])
    return surf


def draw_card_back(size, seed_colour=(70, 60, 140)) -> pygame.Surface:
    """An ornate card back drawn in code (lattice, rings, star, border), cached: the
    same size and colour give the same surface object."""
    has_display = pygame.display.get_init() and pygame.display.get_surface() is not None
    return _back_ready((int(size[0]), int(size[1])), tuple(seed_colour)[:3], has_display)


@cached
def _back_ready(size, seed, has_display: bool) -> pygame.Surface:
    surf = _back(size, seed)
    return surf.convert_alpha() if has_display else surf
