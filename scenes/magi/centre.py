"""The centre of the table: talon, discard pile, colour/requirement pill, DRAWCOUNT
markers, direction marker and the phase line. Every piece is a cached surface."""
from __future__ import annotations

import math

import pygame

from app.ui import canvas, draw, palette, text
from app.ui.surface_cache import SHARED
from scenes.magi import layout as L
from scenes.kit.animations import squeezed
from scenes.magi.card_art import emblem

MARKER_W, MARKER_H = 44, 62


def _cached(key, make):
    """``make()`` kept in the toolkit's shared byte-bounded cache under ``key``."""
    return SHARED.get_or_make(("magi.centre", key), make)


def pile_angle(card_id: int, depth: int) -> float:
    """A fixed small tilt per card (so a card keeps its tilt while it stays)."""
    if depth == 0:
        return ((card_id * 37) % 9 - 4) * 0.8
    return ((card_id * 53) % 23 - 11) * 1.3


def marker_surface(n: int) -> pygame.Surface:
    def make():
        s = canvas.new((MARKER_W, MARKER_H), pygame.SRCALPHA)
        r = s.get_rect()
        draw.rect(s, (120, 36, 40), r, border_radius=7)
        draw.rect(s, (250, 226, 200), r.inflate(-6, -6), border_radius=5)
        draw.rect(s, (120, 36, 40), r.inflate(-6, -6), width=2, border_radius=5)
        num = text.render(f"+{n}", 22, (120, 36, 40), text.BOLD)
        s.blit(num, num.get_rect(center=(r.centerx, r.centery - 4)))
        lab = text.render("DRAW", 9, (120, 36, 40), text.BOLD)
        s.blit(lab, lab.get_rect(midbottom=(r.centerx, r.bottom - 6)))
        draw.rect(s, palette.CARD_EDGE, r, width=1, border_radius=7)
        return s
    return _cached(("marker", n), make)


def direction_surface(clockwise: bool, size: int = 72) -> pygame.Surface:
    def make():
        try:
            from app.ui import art
            return art.direction_marker(size, clockwise)
        except Exception:  # noqa: BLE001
            return _fallback_direction(size, clockwise)
    return _cached(("dir", clockwise, size), make)


def _fallback_direction(size: int, clockwise: bool) -> pygame.Surface:
    s = canvas.new((size, size), pygame.SRCALPHA)
    c = size // 2
    draw.circle(s, (30, 34, 46), (c, c), c - 1)
    draw.circle(s, palette.ACCENT, (c, c), c - 1, 2)
    r = c - 14
    pts = []
    for i in range(0, 271, 10):
        a = math.radians(i - 45)
        pts.append((c + r * math.cos(a), c + r * math.sin(a)))
    if not clockwise:
        pts = [(size - x, y) for x, y in pts]
    draw.lines(s, palette.TEXT, False, pts, 4)
    end = pts[-1]
    prev = pts[-3]
    dx, dy = end[0] - prev[0], end[1] - prev[1]
    ln = math.hypot(dx, dy) or 1
    dx, dy = dx / ln, dy / ln
    tip = (end[0] + dx * 8, end[1] + dy * 8)
    left = (end[0] - dy * 8, end[1] + dx * 8)
    right = (end[0] + dy * 8, end[1] - dx * 8)
    draw.polygon(s, palette.TEXT, [tip, left, right])
    return s


def requirement_surface(colour, picture, free) -> pygame.Surface:
    def make():
        w, h = L.Layout(2).colour.size
        s = canvas.new((w, h), pygame.SRCALPHA)
        r = s.get_rect()
        if free or colour is None:
            draw.rect(s, (60, 60, 72), r, border_radius=h // 2)
            x = 10
            for name in ("red", "blue", "green", "yellow"):
                draw.circle(s, palette.SUITS[name]["fill"], (x + 8, h // 2), 8)
                x += 13
            label = text.render("Any colour (Free)", 15, palette.TEXT, text.BOLD)
            s.blit(label, (x + 12, h // 2 - label.get_height() // 2))
        else:
            suit = palette.SUITS[colour]
            draw.rect(s, suit["fill"], r, border_radius=h // 2)
            fg = palette.TEXT_DARK if colour == "yellow" else palette.TEXT
            em = emblem(suit["symbol"], 26, fg)
            s.blit(em, em.get_rect(center=(22, h // 2)))
            words = suit["label"]
            words += f" or {picture}" if picture else " (selected)"
            label = text.render(words, 15, fg, text.BOLD)
            if label.get_width() > w - 50:
                label = text.render(words, 12, fg, text.BOLD)
            s.blit(label, (42, h // 2 - label.get_height() // 2))
        draw.rect(s, palette.CARD_EDGE, r, width=2, border_radius=h // 2)
        return s
    return _cached(("req", colour, picture, free), make)


def phase_text(board, human: int | None, names) -> str:
    p = board.current
    if p is None:
        return ""
    you = p == human and human is not None
    phase = board.phase
    if phase == "choice":
        return "Choose for your card" if you else f"{names[p]} is choosing"
    if phase == "magic":
        return ("Magic phase — only through cards, or skip" if you
                else f"{names[p]}: magic phase — only through cards")
    if phase == "drawn":
        return ("You drew — play a matching card or pass" if you
                else f"{names[p]} drew a card")
    if phase in ("main",):
        return ("Your turn — play a matching card or draw" if you
                else f"{names[p]}: main phase")
    if phase == "calling":
        return ("One card left — call \"Magi!\" or end your turn" if you
                else f"{names[p]}: closing phase")
    if phase == "drawing":
        return f"{names[p]}: drawing phase"
    if phase == "closing":
        return f"{names[p]}: closing phase"
    return ""


class Centre:
    """Draws the centre of the table from the board (the direction marker turning over
    while ``flip`` is (progress, was clockwise)); ``layout`` is the table's layout now."""

    def __init__(self, layout: L.Layout, faces, backs) -> None:
        self.layout = layout
        self.faces = faces
        self.backs = backs          # the table's CardBacks

    def draw(self, surface, board, talon_legal: bool, flip: tuple | None = None,
             time: float = 0.0) -> None:
        lay = self.layout
        # direction marker
        cw = board.direction == 1
        if flip is not None:
            p, old = flip
            img = direction_surface(old if p < 0.5 else not old)
            img = squeezed(img, max(0.08, abs(1 - 2 * p)), steps=12)
        else:
            img = direction_surface(cw)
        surface.blit(img, img.get_rect(center=lay.direction.center))
        lab = text.render("clockwise" if cw else "anticlockwise", 12, palette.TEXT_DIM)
        surface.blit(lab, lab.get_rect(midtop=(lay.direction.centerx, lay.direction.bottom + 4)))
        # talon: a stack of backs
        layers = min(5, max(1, board.talon // 10 + 1)) if board.talon else 0
        for i in range(layers):
            surface.blit(self.backs.back, lay.talon.move(-i * 2, -i * 2))
        if not board.talon:
            draw.rect(surface, (40, 70, 60), lay.talon, width=2, border_radius=8)
        if talon_legal:
            pulse = 0.5 + 0.5 * math.sin(time * 4)
            from app.ui.drag import glow_outline
            g = glow_outline(lay.talon.size, radius=8)
            g.set_alpha(int(140 + 115 * pulse))
            top = lay.talon.move(-(layers - 1) * 2, -(layers - 1) * 2)
            surface.blit(g, (top.x - 8, top.y - 8))
        cnt = text.render(f"talon {board.talon}", 12, palette.TEXT_DIM)
        surface.blit(cnt, cnt.get_rect(midtop=(lay.talon.centerx, lay.talon.bottom + 4)))
        # pile
        pile = board.pile
        n = len(pile)
        for i, cid in enumerate(pile):
            depth = n - 1 - i
            img = self.faces.rotated(cid, lay.card, pile_angle(cid, depth))
            surface.blit(img, img.get_rect(center=lay.pile.center))
        # requirement pill
        req = requirement_surface(board.colour, board.picture, board.free)
        surface.blit(req, lay.colour)
        # DRAWCOUNT markers
        self.draw_markers(surface, board.markers)

    def marker_rect(self, index: int) -> pygame.Rect:
        area = self.layout.drawcount
        r = pygame.Rect(0, 0, MARKER_W, MARKER_H)
        col, row = index % 5, index // 5
        r.topleft = (area.x + col * 16, area.y + 18 + row * 14)
        return r

    def draw_markers(self, surface, markers) -> None:
        if not markers:
            return
        area = self.layout.drawcount
        for i, n in enumerate(markers):
            surface.blit(marker_surface(n), self.marker_rect(i))
        total = sum(markers)
        lab = text.render(f"DRAWCOUNT {total}", 14, (255, 200, 190), text.BOLD)
        surface.blit(lab, (area.x, area.y - 2))
