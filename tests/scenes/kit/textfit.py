"""A checker for "no text overflows its box": while it watches, every text surface the
toolkit makes (app.ui.text's render, fit, render_wrapped and the pop-ups' centred text)
is remembered, and every surface built with ``pygame.Surface`` records what is blitted
on it. Then, for a dialog drawn on a recording screen:

* each text lies inside the dialog's box, whole (not cut by a blit's ``area``);
* no two texts overlap;
* a text touching one of the dialog's parts (a button, a tile, a row) lies inside it;
* inside a composed surface (a wrapped paragraph, a panel), text is not cut at its edge.

Only the visible pixels count (``get_bounding_rect``, within the surface's clip: a
scrolling view shows the part of a row inside it)."""
from __future__ import annotations

import pygame

from app.ui import canvas

_BaseSurface = pygame.Surface


class Recorder(_BaseSurface):
    """A surface that records the blits made on it: (source, visible rect, cut)."""

    def __init__(self, *args, **kw) -> None:
        super().__init__(*args, **kw)
        self.blits: list = []

    def blit(self, source, dest, area=None, special_flags=0):
        rect = super().blit(source, dest, area, special_flags)
        if not isinstance(self.__dict__.get("blits"), list):
            self.blits = []          # made by convert/copy/subsurface (no __init__ ran)
        if hasattr(dest, "topleft"):
            x, y = dest.topleft
        else:
            x, y = dest[0], dest[1]
        seen = source.get_bounding_rect()
        cut = False
        if area is not None:
            a = pygame.Rect(area)
            clip = seen.clip(a)
            cut = clip.size != seen.size and seen.w > 0
            seen = clip.move(-a.x, -a.y)
        seen = seen.move(int(x), int(y))
        clip = self.get_clip()
        if not clip.contains(seen):       # a scrolling view shows only its part of it
            seen = seen.clip(clip)
            if not seen.w or not seen.h:
                return rect
        self.blits.append((source, seen, cut))
        return rect


class TextWatch:
    """Patches the toolkit's text makers and ``pygame.Surface`` (with pytest's
    monkeypatch) and checks what was drawn."""

    def __init__(self, monkeypatch) -> None:
        from app.ui import cards, text
        from scenes.kit import popup_base
        self.texts: dict[int, pygame.Surface] = {}
        self.surfaces: list[Recorder] = []
        watch = self

        class Made(Recorder):
            def __init__(self, *args, **kw) -> None:
                super().__init__(*args, **kw)
                watch.surfaces.append(self)

        monkeypatch.setattr(pygame, "Surface", Made)
        # drawn as the app draws a table in a 1280x720 window: on canvases at scale 1
        monkeypatch.setattr(canvas, "_SCALE", 1.0)
        for fn in (text.render, text.fit, text.render_wrapped, text.wrap_lines,
                   popup_base.centred_text, cards.text_panel):
            fn.cache_clear()
        for module, name in ((text, "render"), (text, "fit"), (text, "render_wrapped"),
                             (popup_base, "centred_text")):
            monkeypatch.setattr(module, name, self._keep(getattr(module, name)))
        # modules that imported the names themselves
        monkeypatch.setattr(popup_base.text, "render", text.render, raising=False)

    def _keep(self, fn):
        def made(*args, **kw):
            surf = fn(*args, **kw)
            self.texts[id(surf)] = surf
            real = canvas.real_of(surf)
            self.texts[id(real)] = real
            return surf
        made.cache_clear = getattr(fn, "cache_clear", lambda: None)
        return made

    def is_text(self, surf) -> bool:
        return self.texts.get(id(surf)) is surf

    def screen(self, size=(1280, 720)):
        """A recording screen, seen as the app's 1280x720 canvas."""
        return canvas.Canvas(Recorder(size, pygame.SRCALPHA), 1.0, size)

    def problems(self, screen, box, parts=(), what: str = "") -> list[str]:
        """What overflows on ``screen`` (drawn with a dialog whose box is ``box``)."""
        screen = canvas.real_of(screen)
        box = pygame.Rect(box)
        out = []
        drawn = [(s, r, cut) for s, r, cut in screen.blits if self.is_text(s) and r.w and r.h]
        for i, (s, r, cut) in enumerate(drawn):
            name = f"{what} text {r}"
            if cut:
                out.append(f"{name} is cut off")
            if not box.contains(r):
                out.append(f"{name} runs out of its box {box}")
            for _, r2, _ in drawn[i + 1:]:
                if r.colliderect(r2):
                    out.append(f"{name} overlaps text {r2}")
            for p in parts:
                p = pygame.Rect(p)
                if r.colliderect(p) and not p.contains(r):
                    out.append(f"{name} runs over the edge of {p}")
        for surf in self.surfaces:
            if surf is screen:
                continue
            bounds = surf.get_rect()
            for s, r, cut in surf.blits:
                if self.is_text(s) and r.w and r.h and (cut or not bounds.contains(r)):
                    out.append(f"{what} text {r} is cut by its panel {bounds}")
        return out
