"""Magecraft's drawer keeps the table's still background and the dimming plates in the
shared byte-bounded cache (app.ui.surface_cache.SHARED) under its owner token: they are
drawn again when the cache dropped them, and go when the table closes."""
from __future__ import annotations

import gc

import pygame

from app.ui.surface_cache import SHARED, owner_token
from tests.scenes.magecraft.test_table import staged


def test_the_background_is_kept_in_the_shared_cache_and_goes_with_the_table(app):
    t = staged(app)
    token = owner_token(t.drawer)
    assert {k[0] for k in SHARED.owned(token)} >= {"magecraft.background"}
    bg = t.drawer._background()
    assert t.drawer._background() is bg
    SHARED.drop_owner(token)                # as if the cache were full: drawn again
    again = t.drawer._background()
    assert again is not bg
    assert pygame.image.tobytes(again, "RGB") == pygame.image.tobytes(bg, "RGB")
    del bg, again
    assert t.drawer._dim((40, 50)) is t.drawer._dim((40, 50))
    assert ("magecraft.dim", token, (40, 50)) in SHARED
    app.stack.remove(t, fade=False)
    app.frame()
    del t
    gc.collect()
    assert not SHARED.owned(token)
