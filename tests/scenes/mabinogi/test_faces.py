"""Mabinogi's card faces with their numbers (scenes.mabinogi.faces) are kept in the shared
byte-bounded cache, owned by the part that drew them (issue 20: every kept surface in the
shared cache), so that together with every other surface they stay under its limit."""
from __future__ import annotations

import gc

from app.ui.surface_cache import SHARED, owner_token
from engines.mabinogi import CARDS
from scenes.mabinogi.faces import Faces


def test_composed_faces_live_in_the_shared_cache_and_go_with_their_part(app):
    faces = Faces()
    d = next(i for i, c in enumerate(CARDS) if c.kind == "summon")
    token = owner_token(faces)
    face = faces.card_face(d, (118, 160), 1, CARDS[d].cost[0])
    assert faces.card_face(d, (118, 160), 1, CARDS[d].cost[0]) is face
    mine = SHARED.owned(token)
    assert mine and all(SHARED.get(k) is not None for k in mine)
    faces.invalidate()                        # a fresh screen: drawn again
    assert not SHARED.owned(token)
    assert faces.card_face(d, (118, 160), 1, CARDS[d].cost[0]) is not face
    assert SHARED.owned(token)
    del faces, face
    gc.collect()
    assert not SHARED.owned(token)            # the part is gone: so are its faces
