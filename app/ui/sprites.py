"""Cached sprite transforms: rotation/zoom and drop shadows.

Rotating or scaling a surface every frame is the most common way to lose frame time;
these helpers compute each (surface, angle, scale) once. The angle is rounded to
``step`` degrees and the scale to 1/100, and the cache is keyed by the surface object
itself (weakly), so a surface that is dropped frees its rotations too. Never draw on a
surface after it was transformed through here (the cache would be stale): make a new one.
"""
from __future__ import annotations

import weakref

import pygame

_ROT: "weakref.WeakKeyDictionary[pygame.Surface, dict]" = weakref.WeakKeyDictionary()
_SHADOW: "weakref.WeakKeyDictionary[pygame.Surface, dict]" = weakref.WeakKeyDictionary()
_MAX_PER_SURFACE = 400


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
    per = _ROT.get(surface)
    if per is None:
        per = _ROT[surface] = {}
    key = (a, sc)
    out = per.get(key)
    if out is None:
        if len(per) > _MAX_PER_SURFACE:
            per.clear()
        if a == 0:
            w, h = surface.get_size()
            out = pygame.transform.smoothscale(surface, (max(1, round(w * sc)), max(1, round(h * sc))))
        else:
            out = pygame.transform.rotozoom(surface, a, sc)
        per[key] = out
    return out


def shadow(surface: pygame.Surface, alpha: int = 90, blur: int = 6) -> pygame.Surface:
    """A soft dark silhouette of ``surface`` (same size plus ``blur`` px each side), cached."""
    per = _SHADOW.get(surface)
    if per is None:
        per = _SHADOW[surface] = {}
    key = (alpha, blur)
    out = per.get(key)
    if out is None:
        w, h = surface.get_size()
        mask = pygame.mask.from_surface(surface, 8)
        sil = mask.to_surface(setcolor=(0, 0, 0, 255), unsetcolor=(0, 0, 0, 0))
        out = pygame.Surface((w + 2 * blur, h + 2 * blur), pygame.SRCALPHA)
        out.blit(sil, (blur, blur))
        if blur > 0:
            out = pygame.transform.gaussian_blur(out, blur)
        out.fill((255, 255, 255, alpha), special_flags=pygame.BLEND_RGBA_MULT)
        per[key] = out
    return out


def blit_centered(target: pygame.Surface, sprite: pygame.Surface, center,
                  angle: float = 0.0, scale: float = 1.0) -> pygame.Rect:
    """Blit ``sprite`` rotated/scaled (cached) with its centre at ``center``."""
    img = rotated(sprite, angle, scale)
    rect = img.get_rect(center=(round(center[0]), round(center[1])))
    target.blit(img, rect)
    return rect
