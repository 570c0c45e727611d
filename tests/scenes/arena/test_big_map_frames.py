"""The table on the largest map (issue 27 item 7): a supersized battlefield zoomed in is
composed only around what the battlefield's area shows (a window of the terrain), only
the columns seen are drawn, and only the spaces in view are drop targets; a pan moves
what the old window showed and composes only the strips it did not; the picture is the
one the whole terrain gives, byte for byte."""
from __future__ import annotations

import pygame
import pytest

from app.ui.surface_cache import SHARED, owner_token
from engines.arena import RULES
from engines.arena.battlefield import generated
from scenes.arena import terrain as T
from scenes.arena.view import ZOOMS
from tests.scenes.arena.helpers import staged


@pytest.fixture(params=[None, (1920, 1080)], ids=["1280x720", "1920x1080"])
def big(request, app):
    if request.param is not None:               # the window's real pixels, 1.5 x
        from app.runtime import App
        app = App(headless=True, settings=app.settings, plugins=app.plugins,
                  size=request.param)
        app.test_mode = True
    s = RULES.new_game({"players": 2, "armies": ["gideon", "liliana"], "build": 1000,
                        "battlefield": generated(40, 50, seed=27)}, 5)
    t = staged(app, s)
    cam = t.view.camera()
    cam.zi = len(ZOOMS) - 1                 # the nearest zoom
    app.frame()
    return app, t


def _columns_drawn(t, key) -> int:
    """The column sprites of the view named ``key`` kept in the shared cache."""
    token = owner_token(t.view.ground())
    return sum(1 for k in SHARED.owned(token)
               if k[0] == "arena.terrain.column" and k[1] == key)


def test_a_zoomed_in_supersized_map_draws_only_the_columns_its_area_shows(big):
    app, t = big
    n = t.state.board.n
    view = t.view.ground().view(t.view.camera(), t.view.overlay, t.drawer.shown().glyphs())
    assert view["window"] != view["whole"]
    assert view["surface"].get_size() == view["window"].size
    assert 0 < _columns_drawn(t, view["key"]) < n // 4
    hexes = [k for k in app.stack.top.drag.targets if k[0] == "hex"]
    assert 0 < len(hexes) < n // 4              # only the spaces in view are targets


def test_the_window_shows_what_the_whole_terrain_shows(big, monkeypatch):
    app, t = big
    token = owner_token(t.view.ground())
    app.frame()
    window = pygame.image.tobytes(app.screen, "RGB")
    monkeypatch.setattr(T, "FULL_BYTES", 1 << 40)   # the whole terrain as one surface
    SHARED.drop_owner(token)
    app.frame()
    view = t.view.ground().view(t.view.camera(), t.view.overlay, t.drawer.shown().glyphs())
    assert view["window"] == view["whole"]
    assert pygame.image.tobytes(app.screen, "RGB") == window


def test_panning_moves_the_window_and_the_picture_follows(big, monkeypatch):
    app, t = big
    cam = t.view.camera()
    ground = t.view.ground()
    before = ground.view(cam, t.view.overlay, t.drawer.shown().glyphs())["window"]
    shifted = []                                # the pixels both windows show moved over
    compose = T.Terrain._compose

    def spy(self, got, skey, win, previous=None):
        shifted.append(previous is not None)
        return compose(self, got, skey, win, previous)
    monkeypatch.setattr(T.Terrain, "_compose", spy)
    cam.drag(-3 * T.WINDOW_STEP, -2 * T.WINDOW_STEP)
    app.frame()
    assert shifted == [True]
    moved = pygame.image.tobytes(app.screen, "RGB")
    after = ground.view(cam, t.view.overlay, t.drawer.shown().glyphs())["window"]
    assert after != before
    monkeypatch.setattr(T.Terrain, "_compose", compose)
    monkeypatch.setattr(T, "FULL_BYTES", 1 << 40)
    SHARED.drop_owner(owner_token(ground))
    app.frame()
    assert pygame.image.tobytes(app.screen, "RGB") == moved
