"""Cached sprite transforms: rotation/zoom and drop shadows.

Rotating or scaling a surface every frame is the most common way to lose frame time;
these helpers compute each (surface, angle, scale) once. The angle is rounded to
``step`` degrees and the scale to 1/100. The results live in the toolkit's one
byte-bounded cache (app.ui.surface_cache), keyed by a number given to the source
surface, so a surface that is dropped frees its rotations and shadows too. Never draw on
a surface after it was transformed through here (the cache would be stale): make a new
one.

A shadow is blurred once per unrotated sprite and then turned with it
(``shadow(sprite, angle=..., scale=...)``): blurring every rotation of a flying card was
most of the slowest frames' time.
"""
from __future__ import annotations

import pygame

from app.ui import canvas
from app.ui.surface_cache import SHARED, owner_token


def rotated(surface: pygame.Surface, angle: float = 0.0, scale: float = 1.0,
            step: float = 2.0) -> pygame.Surface:
    """``surface`` rotated by ``angle`` degrees (counter-clockwise) and scaled, cached.

    Returns ``surface`` itself when there is nothing to do. Blit the result centred on
    the sprite's centre (``result.get_rect(center=...)``).
    """
    a = (round(angle / step) * step) % 360 if step else angle % 360
    sc = round(scale, 2)
    if a == 0 and sc == 1.0:
        return surface
    token = owner_token(surface)
    key = ("rotated", token, a, sc)
    out = SHARED.get(key)
    if out is None:
        if a == 0:
            w, h = surface.get_size()
            out = canvas.smoothscale(surface, (max(1, round(w * sc)), max(1, round(h * sc))))
        else:
            out = canvas.rotozoom(surface, a, sc)
        SHARED.put(key, out, owner=token)
    return out


def shadow(surface: pygame.Surface, alpha: int = 90, blur: int = 6, angle: float = 0.0,
           scale: float = 1.0, step: float = 2.0) -> pygame.Surface:
    """A soft dark silhouette of ``surface`` (same size plus ``blur`` px each side),
    cached; with ``angle``/``scale`` it is the silhouette of ``rotated(surface, angle,
    scale, step)``: blurred once unrotated, then turned and scaled like the sprite.
    Blit it centred like the sprite (offset for the light)."""
    token = owner_token(surface)
    key = ("shadow", token, alpha, blur)
    out = SHARED.get(key)
    if out is None:
        w, h = surface.get_size()
        sil = canvas.mask_silhouette(surface, 8)
        out = canvas.new((w + 2 * blur, h + 2 * blur), pygame.SRCALPHA)
        out.blit(sil, (blur, blur))
        if blur > 0:
            out = canvas.gaussian_blur(out, blur)
        out.fill((255, 255, 255, alpha), special_flags=pygame.BLEND_RGBA_MULT)
        SHARED.put(key, out, owner=token)
    return rotated(out, angle, scale, step)


def blit_centered(target: pygame.Surface, sprite: pygame.Surface, center,
                  angle: float = 0.0, scale: float = 1.0) -> pygame.Rect:
    """Blit ``sprite`` rotated/scaled (cached) with its centre at ``center``."""
    img = rotated(sprite, angle, scale)
    rect = img.get_rect(center=(round(center[0]), round(center[1])))
    target.blit(img, rect)
    return rect
