"""A button's faces are kept in the shared byte-bounded cache
(app.ui.surface_cache.SHARED) by their look: buttons that look the same share a face, a
new label gets its own, and none is kept by the button itself."""
from __future__ import annotations

from app.ui.surface_cache import SHARED
from app.ui.widgets import Button


def test_button_faces_live_in_the_shared_cache_and_are_shared_by_look():
    a = Button((0, 0, 140, 40), "Start a game")
    b = Button((300, 200, 140, 40), "Start a game")
    face = a._face("normal")
    assert b._face("normal") is face                        # same look, one face
    key = ("button", "normal", "Start a game", (140, 40), 22, 0, 0, 1.0)
    assert SHARED.get(key) is face
    a.label = "Coming soon"
    assert a._face("normal") is not face
    assert not any(isinstance(v, dict) for v in vars(a).values())   # no faces of its own
