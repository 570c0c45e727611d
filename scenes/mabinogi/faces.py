"""Mabinogi Duel card faces with their numbers, composed over the still faces of
scenes.mabinogi.art and cached: the cost (grave upkeep included), the level's stars, a
creature's skill tag, attack / defence / HP, and sickness or paralysis on the board.
A part of the table (reads: the drawn duel, for a hand card's cost); the deck builder
draws its cards with one too (without a duel: no hand). The faces are kept in the shared
byte-bounded cache (app.ui.surface_cache), owned by this part: they go when it does."""
from __future__ import annotations

from typing import Callable

import pygame

from app.ui import canvas, draw, palette, text
from app.ui.cards import CardFaceCache
from app.ui.surface_cache import SHARED, owner_token
from engines.mabinogi import RULES
from engines.mabinogi.read import Creature, Duel
from scenes.kit.parts import Part
from scenes.mabinogi import art as A
from scenes.mabinogi import layout as L

# a creature's first skill, by what it waits for (the zoom has the whole text)
SKILL_WHEN = {"start": "Each turn", "close": "Turn end", "death": "On death",
              "battle": "Ranged", "attacked": "When hit", "front_attacks": "Evades",
              "hero_attacked": "Guards", "ally_dies": "Ally dies"}


class Faces(Part):
    """The table's card faces: ``get`` the still face, ``card_face`` with its numbers,
    ``hand_face`` a card of a hand at its owner's cost now."""

    def __init__(self, shown: Callable[[], Duel] | None = None) -> None:
        self.shown = shown
        self.stills = CardFaceCache(A.draw_face)
        self._token = owner_token(self)      # this part's composed faces in SHARED

    def get(self, d: int, size) -> pygame.Surface:
        return self.stills.get(d, size)

    def invalidate(self) -> None:
        """Draw every face again (a test's fresh screen)."""
        self.stills.invalidate()
        SHARED.drop_owner(self._token)

    def kept(self, key, build) -> pygame.Surface:
        """The surface ``build()`` makes, kept under ``key`` while this part lives."""
        return SHARED.get_or_make(("mabinogi.face", self._token, key), build, self._token)

    def card_face(self, d: int, size, level: int, cost: int | None = None,
                  upkeep: int = 0, unit: Creature | None = None) -> pygame.Surface:
        """A card with its numbers: the cost (grave upkeep included, ringed orange when
        there is upkeep), its level's stars, attack / defence / HP (a creature on the
        board: its own current values)."""
        size = (int(size[0]), int(size[1]))
        key: tuple
        if unit is not None:
            key = ("unit", d, size, unit.level, unit.attack, unit.defence, unit.hp,
                   unit.max_hp, unit.sick, unit.paralysed)
        else:
            key = ("card", d, size, level, cost, upkeep)
        return self.kept(key, lambda: self._build_face(d, size, level, cost, upkeep,
                                                            unit))

    def _build_face(self, d, size, level, cost, upkeep, unit) -> pygame.Surface:
        c = RULES.card(d)
        surf = canvas.new(size, pygame.SRCALPHA)
        surf.blit(self.stills.get(d, size), (0, 0))
        g = A.card_geometry(size)
        art = g["art"]
        w = size[0]
        lvl = unit.level if unit is not None else level
        if cost is not None:
            badge = A.cost_badge(c.res, cost, g["cost"], upkeep > 0)
            surf.blit(badge, (art.x - 1, art.y - 1))
            if upkeep:
                tag = A.outlined(f"+{upkeep}", max(8, g["cost"] // 2), (255, 170, 90))
                surf.blit(tag, (art.x + g["cost"] - 2, art.y + g["cost"] // 2))
        pips = A.level_pips(lvl, max(10, w // 11))
        surf.blit(pips, pips.get_rect(topright=(art.right - 2, art.y + 2)))
        sb = g["stats"]
        if c.kind == "summon":
            if unit is not None:
                atk, df, hp = unit.attack, unit.defence, unit.hp
            else:
                atk, df, hp = Duel.card_stats(d, lvl)
            fs = max(9, sb.h - 3)
            isz = max(9, sb.h - 4)
            parts = [(A.sword(isz), str(atk), A.SWORD)]
            if df:
                parts.append((A.shield(isz), str(df), A.SHIELD_C))
            hp_col = palette.TEXT if unit is None or unit.hp >= unit.max_hp else (255, 150, 140)
            parts.append((A.heart(isz), str(hp), hp_col))
            while True:
                imgs = [(ic, text.render(n, fs, col, text.BOLD)) for ic, n, col in parts]
                total = sum(ic.get_width() + t.get_width() + 1 for ic, t in imgs)
                if total + 2 * len(imgs) + 2 <= sb.w or fs <= 8:
                    break
                fs -= 1
            gap = max(2, (sb.w - total) // (len(imgs) + 1))
            x = sb.x + gap
            for ic, t in imgs:
                surf.blit(ic, ic.get_rect(midleft=(x, sb.centery)))
                x += ic.get_width() + 1
                surf.blit(t, t.get_rect(midleft=(x, sb.centery)))
                x += t.get_width() + gap
        if c.kind == "summon" and c.fx and w >= 100:        # what its skill waits for
            when = SKILL_WHEN.get(c.fx[0].on, "Skill")
            tag = text.render("✦ " + when, max(9, w // 13), (255, 240, 200), text.BOLD)
            top = art.y + 2 if cost is None else art.y + g["cost"] + 4    # under the cost
            band = pygame.Rect(art.x + 2, top, tag.get_width() + 8, tag.get_height() + 2)
            shade = canvas.new(band.size, pygame.SRCALPHA)
            draw.rect(shade, (20, 16, 30, 180), shade.get_rect(), border_radius=6)
            surf.blit(shade, band)
            surf.blit(tag, (band.x + 4, band.y + 1))
        if unit is not None and (unit.sick or unit.paralysed):
            word = "Paralysed" if unit.paralysed else "Summoning sick"
            lab = text.fit(word, max(9, w // 11), art.w - 6, (255, 240, 200), text.BOLD)
            band = pygame.Rect(art.x, art.y + art.h * 2 // 3 - lab.get_height() // 2 - 2, art.w,
                               lab.get_height() + 4)
            shade = canvas.new(band.size, pygame.SRCALPHA)
            shade.fill((20, 20, 40, 170) if unit.sick and not unit.paralysed
                       else (40, 30, 90, 190))
            surf.blit(shade, band)
            surf.blit(lab, lab.get_rect(center=band.center))
        return surf

    def hand_face(self, iid: int, size=L.HAND_CARD) -> pygame.Surface:
        """A card of a hand (seen), at its owner's level and cost now."""
        assert self.shown is not None, "a builder's faces have no hand"
        s = self.shown()
        p = s.owner(iid)
        d = s.card(iid)
        assert p is not None and d is not None
        return self.card_face(d, size, s.level(p), s.cost(p, d), s.upkeep(p))
