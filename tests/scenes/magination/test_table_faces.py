"""Magi-Nation's card backs are kept by size in the shared byte-bounded cache
(app.ui.surface_cache.SHARED) under the faces part's owner token, and go with it."""
from __future__ import annotations

import gc

from app.ui.surface_cache import SHARED, owner_token
from scenes.magination.table_faces import Faces


def test_the_backs_are_kept_in_the_shared_cache_and_go_with_the_part():
    faces = Faces(lambda: None)             # a back needs nothing of the drawn view
    token = owner_token(faces)
    back = faces.back((60.4, 84))
    assert faces.back((60, 84)) is back and back.get_size() == (60, 84)
    assert SHARED.owned(token) == [("magination.back", token, (60, 84))]
    del faces, back
    gc.collect()
    assert not SHARED.owned(token)
