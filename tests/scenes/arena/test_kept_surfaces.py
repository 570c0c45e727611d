"""Arena's table keeps its drawn surfaces in the shared byte-bounded cache
(app.ui.surface_cache.SHARED) under its parts' owner tokens: the terrain's column sprites
and its whole surface, and the turn track's and seat panels' surfaces. They are dropped
when the table closes, and what the cache dropped is drawn again."""
from __future__ import annotations

import gc

import pygame

from app.ui.surface_cache import SHARED, owner_token
from tests.scenes.arena.helpers import make_table, settle


def kinds(token) -> set:
    """The kinds of surface ``token`` keeps in the shared cache."""
    return {k[0] for k in SHARED.owned(token)}


def test_the_terrain_keeps_its_sprites_in_the_shared_cache_and_they_go_with_the_table(app):
    t = make_table(app)
    settle(app, t)
    terrain = t.view.ground()
    token = owner_token(terrain)
    assert kinds(token) == {"arena.terrain", "arena.terrain.column"}
    assert not terrain.__dict__.get("cache")           # no dict of surfaces of its own
    app.stack.remove(t, fade=False)
    app.frame()
    del t, terrain
    gc.collect()
    assert not SHARED.owned(token)


def test_what_the_cache_dropped_is_drawn_again_the_same(app):
    t = make_table(app)
    settle(app, t)
    token = owner_token(t.view.ground())
    app.frame()
    before = pygame.image.tobytes(app.screen, "RGB")
    view = t.view.ground().view(t.view.camera(), t.view.overlay, t.drawer.shown().glyphs())
    SHARED.drop_owner(token)                            # as if the cache were full
    SHARED.drop_owner(owner_token(t.drawer.panels))
    app.frame()
    assert kinds(token) == {"arena.terrain", "arena.terrain.column"}
    assert pygame.image.tobytes(app.screen, "RGB") == before
    again = t.view.ground().view(t.view.camera(), t.view.overlay, t.drawer.shown().glyphs())
    assert again["surface"] is not view["surface"]
    assert again["key"] == view["key"]          # what the lit terrain is remembered by


def test_the_panels_keep_their_parts_in_the_shared_cache_and_they_go_with_the_table(app):
    t = make_table(app)
    settle(app, t)
    panels = t.drawer.panels
    token = owner_token(panels)
    assert kinds(token) == {"arena.panel"}
    app.stack.remove(t, fade=False)
    app.frame()
    del t, panels
    gc.collect()
    assert not SHARED.owned(token)
