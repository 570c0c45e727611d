"""Mabinogi Duel card faces with their numbers, composed over the still faces of
scenes.mabinogi.art and cached: the cost (grave upkeep included), the level's stars, a
creature's skill tag, attack / defence / HP, and sickness or paralysis on the board."""
from __future__ import annotations

import pygame

from app.ui import palette, text
from engines.mabinogi import RULES
from scenes.mabinogi import art as A
from scenes.mabinogi import layout as L

# a creature's first skill, by what it waits for (the zoom has the whole text)
SKILL_WHEN = {"start": "Each turn", "close": "Turn end", "death": "On death",
              "battle": "Ranged", "attacked": "When hit", "front_attacks": "Evades",
              "hero_attacked": "Guards", "ally_dies": "Ally dies"}


class MabinogiFaces:
    """The card-face half of the table's drawing (a mixin: it uses ``faces``, the
    still faces' cache, and ``shown``)."""

    # faces -----------------------------------------------------------------------------
    def _composed(self, key, build) -> pygame.Surface:
        cache = self.__dict__.setdefault("_composed_cache", {})
        surf = cache.get(key)
        if surf is None:
            if len(cache) > 400:
                cache.clear()
            surf = cache[key] = build()
        return surf

    def card_face(self, d: int, size, level: int, cost: int | None = None,
                  upkeep: int = 0, unit=None) -> pygame.Surface:
        """A card with its numbers: the cost (grave upkeep included, ringed orange when
        there is upkeep), its level's stars, attack / defence / HP (a creature on the
        board: its own current values)."""
        size = (int(size[0]), int(size[1]))
        if unit is not None:
            key = ("unit", d, size, unit.lvl, unit.attack, unit.df, unit.hp, unit.mhp,
                   bool(unit.sick), unit.para)
        else:
            key = ("card", d, size, level, cost, upkeep)
        return self._composed(key, lambda: self._build_face(d, size, level, cost, upkeep,
                                                            unit))

    def _build_face(self, d, size, level, cost, upkeep, unit) -> pygame.Surface:
        c = RULES.card(d)
        surf = pygame.Surface(size, pygame.SRCALPHA)
        surf.blit(self.faces.get(d, size), (0, 0))
        g = A.card_geometry(size)
        art = g["art"]
        w = size[0]
        lvl = unit.lvl if unit is not None else level
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
            atk = unit.attack if unit is not None else c.atk[lvl - 1]
            df = unit.df if unit is not None else c.df[lvl - 1]
            hp = unit.hp if unit is not None else c.hp[lvl - 1]
            fs = max(9, sb.h - 3)
            isz = max(9, sb.h - 4)
            parts = [(A.sword(isz), str(atk), A.SWORD)]
            if df:
                parts.append((A.shield(isz), str(df), A.SHIELD_C))
            hp_col = palette.TEXT if unit is None or unit.hp >= unit.mhp else (255, 150, 140)
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
            shade = pygame.Surface(band.size, pygame.SRCALPHA)
            pygame.draw.rect(shade, (20, 16, 30, 180), shade.get_rect(), border_radius=6)
            surf.blit(shade, band)
            surf.blit(tag, (band.x + 4, band.y + 1))
        if unit is not None and (unit.sick or unit.para):
            word = "Paralysed" if unit.para else "Summoning sick"
            lab = text.fit(word, max(9, w // 11), art.w - 6, (255, 240, 200), text.BOLD)
            band = pygame.Rect(art.x, art.y + art.h * 2 // 3 - lab.get_height() // 2 - 2, art.w,
                               lab.get_height() + 4)
            shade = pygame.Surface(band.size, pygame.SRCALPHA)
            shade.fill((20, 20, 40, 170) if unit.sick and not unit.para else (40, 30, 90, 190))
            surf.blit(shade, band)
            surf.blit(lab, lab.get_rect(center=band.center))
        return surf

    def hand_face(self, iid: int, size=L.HAND_CARD) -> pygame.Surface:
        s = self.shown
        p = s.owner[iid] if iid < len(s.owner) else self.me
        d = s.cdef[iid]
        lvl = s.level[p]
        up = len(s.grave[p])
        return self.card_face(d, size, lvl, RULES.card(d).cost[lvl - 1] + up, up)
