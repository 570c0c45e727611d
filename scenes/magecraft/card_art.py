"""Spell card faces drawn in code: name, cast-cost slots as gem shapes, the icons
(Draw, Attack, Heal, Shield, Vanish: each a picture with a letter), a mastered spell
flipped to its golden side with the golden slot ringed. Academy cards add the learn
cost. Faces go through app.ui.cards.CardFaceCache."""
from __future__ import annotations

import math

import pygame

from app.ui import art, canvas, draw, palette, text
from app.ui.cards import draw_card_frame
from app.ui.surface_cache import cached
from engines.magecraft import CAST, ICON, LEARN, NAME, SPELLS, CHARACTERS, cost_text, icon_text
from scenes.magecraft import gems as G

ICON_NAMES = ("Draw", "Attack", "Heal", "Shield", "Vanish")
ICON_COLOURS = ((70, 130, 190), (196, 64, 52), (70, 160, 90), (120, 120, 140), (130, 80, 170))
PAPER = (240, 232, 210)
GOLD_PAPER = (236, 204, 118)

BOOK_CARD = (118, 86)
ACAD_CARD = (94, 74)
ACAD_BADGE_W = 26          # the "×N copies left" badge in an Academy card's corner


@cached
def icon(kind: int, size: int) -> pygame.Surface:
    """A round badge with the icon's picture (and its initial when large enough)."""
    ss = 4
    S = size * ss
    big = canvas.new((S, S), pygame.SRCALPHA)
    c = (S / 2, S / 2)
    col = ICON_COLOURS[kind]
    draw.circle(big, art.shade(col, -0.5), c, S * 0.5)
    draw.circle(big, col, c, S * 0.44)
    white = (246, 242, 230)
    if kind == 0:      # draw: a gem rising out of a cup with an arrow
        draw.polygon(big, white, [(S * .5, S * .16), (S * .74, S * .42), (S * .58, S * .42),
                                         (S * .58, S * .62), (S * .42, S * .62), (S * .42, S * .42),
                                         (S * .26, S * .42)])
        draw.arc(big, white, pygame.Rect(S * .24, S * .44, S * .52, S * .36), math.pi,
                        2 * math.pi, int(S * .07))
    elif kind == 1:    # attack: a sword
        sw = art.emblem("sword", S, white)
        big.blit(canvas.smoothscale(sw, (int(S * .8), int(S * .8))), (S * .1, S * .1))
    elif kind == 2:    # heal: a cross
        w = S * .18
        draw.rect(big, white, (c[0] - w / 2, S * .2, w, S * .6), border_radius=int(S * .04))
        draw.rect(big, white, (S * .2, c[1] - w / 2, S * .6, w), border_radius=int(S * .04))
    elif kind == 3:    # shield
        sh = art.emblem("shield", S, white)
        big.blit(canvas.smoothscale(sh, (int(S * .8), int(S * .8))), (S * .1, S * .1))
    else:              # vanish: a four-point star
        pts = []
        for i in range(8):
            a = math.pi * i / 4
            r = S * (.34 if i % 2 == 0 else .1)
            pts.append((c[0] + r * math.sin(a), c[1] - r * math.cos(a)))
        draw.polygon(big, white, pts)
    img = canvas.smoothscale(big, (size, size))
    return img


def icon_list(counts) -> list[int]:
    out = []
    for k, n in enumerate(counts):
        out += [k] * n
    return out


def cost_slot_rects(card: pygame.Rect, n: int, k: float = 1.0) -> list[pygame.Rect]:
    """Where the cast-cost slots of a book card sit (drop targets and drawing); ``k``:
    the card drawn ``k`` times its size (a taller room's spellbooks)."""
    size = round(20 * k)
    gap = size + round(3 * k)
    x0 = card.x + round(8 * k)
    y = card.y + round(27 * k)
    return [pygame.Rect(x0 + i * gap, y, size, size) for i in range(n)]


def _fit(label: str, size: int, width: int, colour, weight=text.BOLD) -> pygame.Surface:
    """``label`` stepped down in size (to 8 points) until it fits ``width``."""
    return text.fit(label, size, width, colour, weight, smallest=min(size, 8), ellipsis=False)


def draw_book_card(key, size) -> pygame.Surface:
    """key = (spell id, mastered), or (spell id, mastered, k): every part of the card
    drawn ``k`` times larger (a spellbook card in a taller room, ``size`` that much
    larger than BOOK_CARD)."""
    sid, mastered = key[0], key[1]
    k = key[2] if len(key) > 2 else 1.0
    w, h = size

    def u(n: float) -> int:
        return round(n * k)
    fill = GOLD_PAPER if mastered else PAPER
    inner = (150, 100, 20) if mastered else palette.ACCENT_DARK
    surf = draw_card_frame((w, h), fill=fill, inner=None, radius=8).copy()
    if mastered:
        draw.rect(surf, (200, 150, 40), surf.get_rect().inflate(-4, -4), 2, border_radius=7)
    name = _fit(NAME[sid], u(13), w - u(14), palette.TEXT_DARK)
    surf.blit(name, (u(7), u(5)))
    if mastered:
        star = text.render("★", u(12), (150, 96, 10), text.BOLD)
        surf.blit(star, star.get_rect(topright=(w - u(5), u(5))))
    card = pygame.Rect(0, 0, w, h)
    slots = cost_slot_rects(card, len(CAST[sid]), k)
    for j, (r, code) in enumerate(zip(slots, CAST[sid])):
        surf.blit(G.slot(r.w, code if code != G.WILD else None), r)
        ghost = G.sprite(code, r.w, 0, golden=(mastered and j == 0)).copy()
        ghost.set_alpha(150)
        surf.blit(ghost, r)
    lab = text.render("cast", u(10), (90, 80, 70))
    surf.blit(lab, lab.get_rect(topright=(w - u(6), u(32))))
    x = u(7)
    for kind in icon_list(ICON[sid]):
        surf.blit(icon(kind, u(20)), (x, h - u(28)))
        x += u(22)
    draw.line(surf, inner, (u(6), h - u(32)), (w - u(6), h - u(32)), 1)
    return surf


def draw_academy_card(key, size) -> pygame.Surface:
    """An Academy card at ``size`` (the small 94x74 one, or larger when the log's column
    is the Academy's): name, learn and cast costs, icons."""
    sid = key
    w, h = size
    k = min(w / ACAD_CARD[0], h / ACAD_CARD[1])
    surf = draw_card_frame((w, h), fill=PAPER, inner=None, radius=7).copy()
    name = _fit(NAME[sid], round(11 * k), w - 10, palette.TEXT_DARK)
    surf.blit(name, (5, round(4 * k)))
    y = round(20 * k)
    gem = round(14 * k)
    for label, cost in (("learn", LEARN[sid]), ("cast", CAST[sid])):
        surf.blit(text.render(label, round(9 * k), (90, 80, 70)), (5, y + 2))
        x = round(34 * k)
        for code in cost:
            surf.blit(G.sprite(code, gem), (x, y))
            x += gem + 1
        if not cost:
            surf.blit(text.render("free", round(9 * k), (90, 80, 70)), (x, y + 2))
        y += round(16 * k)
    for kind, r in zip(icon_list(ICON[sid]), academy_icon_rects(sid, pygame.Rect(0, 0, w, h))):
        surf.blit(icon(kind, r.w), r)
    return surf


def academy_icon_rects(sid: int, card: pygame.Rect) -> list[pygame.Rect]:
    """Where the icons of an Academy card sit: they end before the bottom-right corner,
    where the table shows how many copies are left ("×2"), closing up (overlapping a
    little) when there are many."""
    n = len(icon_list(ICON[sid]))
    k = min(card.w / ACAD_CARD[0], card.h / ACAD_CARD[1])
    size = round(16 * k)
    room = card.w - 5 - ACAD_BADGE_W - size
    step = min(size + 1, room // (n - 1)) if n > 1 else size + 1
    return [pygame.Rect(card.x + 5 + i * step, card.bottom - size - 4, size, size)
            for i in range(n)]


def spell_body(sid: int) -> str:
    s = SPELLS[sid]
    parts = []
    if s.learn:
        parts.append(f"Learn cost: {cost_text(s.learn)}.")
    parts.append(f"Cast cost: {cost_text(s.cast)} (the first gem turns golden when mastered).")
    parts.append(f"Effect: {icon_text(s.icons)}.")
    parts.append(ICON_HELP_SHORT(s.icons))
    parts.append(s.text)
    return "\n".join(p for p in parts if p)


_HELP = ("Draw: a random gem from your bag.", "Attack: knock a shield gem away, or take a "
         "life gem into your score area.", "Heal: an Academy gem to your HP (or score when full).",
         "Shield: a gem from the Academy or your discard area to your shield.",
         "Vanish: a gem from your hand or HP to your score area.")


def ICON_HELP_SHORT(counts) -> str:  # noqa: N802 - reads like a constant table
    return " ".join(_HELP[k] for k in range(5) if counts[k])


def character_text(cid: int) -> str:
    ch = CHARACTERS[cid]
    cost = "any gem" if ch.cost == G.WILD else f"a {G.NAMES[ch.cost]} gem"
    return f"Cantrip {ch.cantrip} ({cost}): {icon_text(ch.icons)}. {ch.text}"
