"""The pile browser keeps the faces it shows in the shared byte-bounded cache
(app.ui.surface_cache.SHARED) under its owner token: drawn once, and gone with it."""
from __future__ import annotations

import gc

import pygame

from app.ui.surface_cache import SHARED, owner_token
from scenes.kit.pile_browser import PileBrowser


def test_the_faces_shown_are_kept_in_the_shared_cache_and_go_with_the_browser(app):
    drawn = []

    def face(key, size):
        drawn.append(key)
        return pygame.Surface(size)
    b = PileBrowser(app, "Bram's discard pile", [(1, "Red Sword"), (2, "Blue Shield")], face)
    token = owner_token(b)
    first = b._face(1)
    assert b._face(1) is first and drawn == [1]            # drawn once
    assert [k[2] for k in SHARED.owned(token)] == [1]
    del b, first
    gc.collect()
    assert not SHARED.owned(token)
