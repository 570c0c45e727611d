import gc

import pygame

from app.ui import sprites
from app.ui.surface_cache import SHARED, SurfaceCache, cached, owner_token, surface_bytes


def surf(w=10, h=10):
    return pygame.Surface((w, h), pygame.SRCALPHA)


def test_bytes_are_four_a_pixel():
    assert surface_bytes(surf(10, 20)) == 800


def test_hit_and_miss_counted():
    c = SurfaceCache(10_000)
    a = surf()
    assert c.get("a") is None
    c.put("a", a)
    assert c.get("a") is a
    assert c.get_or_make("a", lambda: surf()) is a
    made = c.get_or_make("b", lambda: surf())
    assert c.get("b") is made
    s = c.stats()
    assert (s["hits"], s["misses"]) == (3, 2)
    assert s["bytes"] == 800 and s["entries"] == 2


def test_evicts_least_recently_used_by_bytes():
    c = SurfaceCache(1000)                   # two 400-byte surfaces fit, three do not
    c.put("a", surf())
    c.put("b", surf())
    c.get("a")                               # "b" is now the oldest
    c.put("c", surf())
    assert "a" in c and "c" in c and "b" not in c
    assert c.bytes == 800 and c.evictions == 1
    c.put("big", surf(15, 15))              # 900 bytes: both others go
    assert len(c) == 1 and c.bytes == 900


def test_surface_larger_than_the_limit_is_returned_not_kept():
    c = SurfaceCache(100)
    big = surf()
    assert c.put("x", big) is big
    assert "x" not in c and c.bytes == 0


def test_bound_holds_under_a_stream_of_distinct_keys():
    c = SurfaceCache(50_000)
    for i in range(2000):
        c.put(("k", i), surf(5 + i % 30, 7 + i % 11))
        assert c.bytes <= c.limit
    assert c.bytes == sum(surface_bytes(e[0]) for e in c._entries.values())
    assert c.evictions > 1500


def test_replacing_a_key_does_not_count_twice():
    c = SurfaceCache(10_000)
    c.put("a", surf())
    c.put("a", surf())
    assert c.bytes == 400 and len(c) == 1


def test_owner_entries_dropped_together_and_when_the_source_dies():
    c = SurfaceCache(100_000)
    src = surf()
    t = owner_token(src)
    assert owner_token(src) == t
    c.put(("r", t, 1), surf(), owner=t)
    c.put(("r", t, 2), surf(), owner=t)
    c.put("other", surf())
    assert sorted(c.owned(t)) == [("r", t, 1), ("r", t, 2)]
    del src
    gc.collect()
    assert len(c) == 1 and c.bytes == 400 and c.owned(t) == []
    other = surf()
    assert owner_token(other) != t           # numbers are never reused


def test_cached_function_shares_the_cache_and_clears():
    calls = []

    @cached
    def make(w, colour=(1, 2, 3)):
        calls.append(w)
        return surf(w, 4)

    a = make(6)
    assert make(6) is a and make(6, colour=(1, 2, 3)) is not None
    assert calls == [6, 6]                   # a keyword call is its own key
    assert any(k[0].endswith("make") for k in SHARED.owned(k_owner(make)))
    make.cache_clear()
    assert make(6) is not a


def k_owner(fn):
    return f"{fn.__module__}.{fn.__qualname__}"


def test_rotations_and_shadows_live_in_the_shared_cache_and_die_with_the_sprite():
    sprite = surf(40, 60)
    sprite.fill((200, 30, 30, 255))
    token = owner_token(sprite)
    r = sprites.rotated(sprite, 30)
    assert sprites.rotated(sprite, 30.6) is r                  # rounded to 2 degrees
    sh = sprites.shadow(sprite, angle=30)
    base = sprites.shadow(sprite)
    assert base.get_size() == (52, 72)
    assert sprites.shadow(sprite, angle=30) is sh
    assert sh is sprites.rotated(base, 30)                     # the blurred one, turned
    assert SHARED.owned(token)
    before = SHARED.bytes
    del sprite, r, sh, base
    gc.collect()
    assert SHARED.owned(token) == [] and SHARED.bytes < before


def test_rotated_shadow_matches_the_shadow_of_the_rotation():
    """Blurring then turning looks like turning then blurring: same box (within the
    rotation's rounding) and nearly the same darkness."""
    sprite = surf(60, 84)
    pygame.draw.rect(sprite, (230, 220, 200, 255), sprite.get_rect(), border_radius=8)
    for angle in (0, 14, 38, 90):
        new = sprites.shadow(sprite, angle=angle)
        old = sprites.shadow(sprites.rotated(sprite, angle))
        assert abs(new.get_width() - old.get_width()) <= 14
        assert abs(new.get_height() - old.get_height()) <= 14

        def ink(s):
            return sum(s.get_at((x, y)).a for x in range(0, s.get_width(), 3)
                       for y in range(0, s.get_height(), 3))
        assert abs(ink(new) - ink(old)) <= 0.08 * ink(old)


def test_cached_refuses_a_function_that_returns_no_surface():
    import pytest

    from app.ui.surface_cache import cached

    @cached
    def pair(n):
        return (n, n)

    with pytest.raises(TypeError, match="not a surface"):
        pair(1)
