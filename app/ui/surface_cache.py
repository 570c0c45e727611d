"""One least-recently-used cache of surfaces for the whole toolkit, bounded in bytes.

Every cache of drawn surfaces (rotations and zooms, drop shadows, card faces, text,
emblems, frames and backs) keeps its surfaces here instead of in a cache of its own, so
that together they never hold more than ``LIMIT_BYTES`` (a surface counts
``width * height * 4`` bytes). When a new surface would go over the limit, the ones used
longest ago are dropped; a caller that still holds one keeps it alive, the cache only
forgets it.

Keys are any hashable values; an entry may name an *owner* (any hashable value) so that
all the entries made from one thing can be dropped together. ``owner_token(surface)``
gives a surface a number that is never reused, and drops every entry it owns as soon as
the surface is freed (the rotations of a face that is gone go with it).

``cached(fn)`` is the byte-bounded replacement of ``functools.lru_cache`` for functions
that return a surface; ``fn.cache_clear()`` forgets that function's surfaces.
"""
from __future__ import annotations

import functools
import itertools
import weakref
from collections import OrderedDict
from typing import Callable, Hashable, TypeVar

import pygame

from app.ui import canvas as _canvas

# 32 MB: a frame's working set (the table background, an 8-seat table's faces, their
# flights and shadows, the text on screen) is a few MB, and the first half-minute of an
# 8-seat Magi demo fills about 14 MB without dropping anything. Measured on that demo:
# 16, 24 and 32 MB missed 1.0%, 0.9% and 0.8% of the looks, and the process levelled
# off near 80, 88 and 94 MB; 64 MB never filled before the memory reached what the
# unbounded caches reached (about 150 MB after 30 minutes).
LIMIT_BYTES = 32 * 1024 * 1024

F = TypeVar("F", bound=Callable)
# pygame's own Surface class, kept at import (a test may put a watching subclass in its place)
_SURFACE = pygame.Surface


def surface_bytes(surface) -> int:
    """What a surface counts against the limit: 4 bytes a real pixel."""
    w, h = _canvas.real_of(surface).get_size()
    return w * h * 4


def _scoped(key: Hashable) -> Hashable:
    """``key`` at the drawing scale in force (app.ui.canvas): a picture drawn for one
    window size is not handed to another."""
    return (_canvas._SCALE, key)


class SurfaceCache:
    """A least-recently-used map of key -> surface holding at most ``limit`` bytes."""

    def __init__(self, limit: int = LIMIT_BYTES) -> None:
        self.limit = int(limit)
        self._entries: OrderedDict = OrderedDict()     # key -> (surface, bytes, owner)
        self._owned: dict = {}                          # owner -> set of keys
        self.bytes = 0
        self.hits = 0
        self.misses = 0
        self.evictions = 0
        _CACHES.add(self)

    # ------------------------------------------------------------------ lookups
    def get(self, key: Hashable) -> pygame.Surface | None:
        """The surface under ``key`` (now the most recently used), or None."""
        key = _scoped(key)
        entry = self._entries.get(key)
        if entry is None:
            self.misses += 1
            return None
        self.hits += 1
        self._entries.move_to_end(key)
        return entry[0]

    def put(self, key: Hashable, surface: pygame.Surface,
            owner: Hashable | None = None) -> pygame.Surface:
        """Keep ``surface`` under ``key`` and return it. The least recently used entries
        go until the total fits the limit; a surface larger than the whole limit is
        returned without being kept."""
        self.drop(key)
        key = _scoped(key)
        size = surface_bytes(surface)
        if size > self.limit:
            return surface
        self._entries[key] = (surface, size, owner)
        self.bytes += size
        if owner is not None:
            self._owned.setdefault(owner, set()).add(key)
        self._shrink()
        return surface

    def get_or_make(self, key: Hashable, make: Callable[[], pygame.Surface],
                    owner: Hashable | None = None) -> pygame.Surface:
        """The surface under ``key``, made by ``make()`` and kept when missing."""
        scoped = _scoped(key)
        entry = self._entries.get(scoped)
        if entry is not None:
            self.hits += 1
            self._entries.move_to_end(scoped)
            return entry[0]
        self.misses += 1
        return self.put(key, make(), owner)

    def __contains__(self, key: Hashable) -> bool:
        return _scoped(key) in self._entries

    def __len__(self) -> int:
        return len(self._entries)

    # ------------------------------------------------------------------ forgetting
    def drop(self, key: Hashable) -> None:
        """Forget ``key`` (at the drawing scale in force)."""
        key = _scoped(key)
        entry = self._entries.pop(key, None)
        if entry is not None:
            self._forget(key, entry)

    def drop_everywhere(self, key: Hashable) -> None:
        """Forget ``key`` at every drawing scale."""
        for scoped in [k for k in self._entries if k[1] == key]:
            self._forget(scoped, self._entries.pop(scoped))

    def drop_owner(self, owner: Hashable) -> None:
        """Forget every entry of ``owner``."""
        keys = self._owned.pop(owner, None)
        if not keys:
            return
        for key in list(keys):
            entry = self._entries.pop(key, None)
            if entry is not None:
                self.bytes -= entry[1]

    def owned(self, owner: Hashable) -> list:
        """The keys ``owner`` has in the cache now (at every drawing scale)."""
        return [k[1] for k in self._owned.get(owner, ())]

    def clear(self) -> None:
        self._entries.clear()
        self._owned.clear()
        self.bytes = 0

    def stats(self) -> dict:
        return {"entries": len(self._entries), "bytes": self.bytes, "limit": self.limit,
                "hits": self.hits, "misses": self.misses, "evictions": self.evictions}

    def _forget(self, key, entry) -> None:
        self.bytes -= entry[1]
        owner = entry[2]
        if owner is not None:
            keys = self._owned.get(owner)
            if keys is not None:
                keys.discard(key)
                if not keys:
                    del self._owned[owner]

    def _shrink(self) -> None:
        entries = self._entries
        while self.bytes > self.limit and entries:
            key, entry = entries.popitem(last=False)
            self.evictions += 1
            self._forget(key, entry)
            # ``entry`` goes out of scope here; if nobody else holds the surface it is
            # freed and its own entries (owner_token) are dropped from every cache


_CACHES: "weakref.WeakSet[SurfaceCache]" = weakref.WeakSet()
SHARED = SurfaceCache()

_TOKENS: "weakref.WeakKeyDictionary[object, int]" = weakref.WeakKeyDictionary()
_NEXT = itertools.count(1)


def _owner_gone(token: int) -> None:
    for cache in list(_CACHES):
        cache.drop_owner(token)


def owner_token(thing) -> int:
    """A number for ``thing`` (a surface, or any object that takes weak references),
    never given to anything else; when ``thing`` is freed, every entry it owns is
    dropped from every cache. Use it in keys instead of ``id(thing)``."""
    token = _TOKENS.get(thing)
    if token is None:
        token = _TOKENS[thing] = next(_NEXT)
        done = weakref.finalize(thing, _owner_gone, token)
        done.atexit = False     # type: ignore[misc]  # nothing to drop at exit
    return token


def cached(fn: F) -> F:
    """Like ``functools.lru_cache`` for a function returning a surface, but its
    results live in the shared cache (bounded in bytes with every other surface).
    Arguments must be hashable; ``fn.cache_clear()`` forgets this function's results."""
    name = f"{fn.__module__}.{fn.__qualname__}"

    cache = SHARED
    entries = cache._entries
    move_to_end = entries.move_to_end

    @functools.wraps(fn)
    def wrapper(*args, **kw):
        scale = _canvas._SCALE
        key = (scale, (name, args, tuple(sorted(kw.items())))) if kw else (scale, (name, args))
        entry = entries.get(key)
        if entry is not None:                 # the hot path, inlined (text, every frame)
            cache.hits += 1
            move_to_end(key)
            return entry[0]
        cache.misses += 1
        value = fn(*args, **kw)
        if not isinstance(value, (_SURFACE, _canvas.Canvas)):
            raise TypeError(f"@cached {name} returned {type(value).__name__}, not a surface "
                            "(the shared cache holds single surfaces)")
        return cache.put(key[1], value, owner=name)

    wrapper.cache_clear = lambda: SHARED.drop_owner(name)       # type: ignore[attr-defined]
    return wrapper  # type: ignore[return-value]
