"""Magi's seat plates are kept in the shared byte-bounded cache
(app.ui.surface_cache.SHARED), one per seat under the plates' owner token: drawn again
when what a plate shows changes, dropped when the layout changes and when the table
closes."""
from __future__ import annotations

import gc

from app.ui.surface_cache import SHARED, owner_token
from tests.scenes.magi.test_table import make_table


def plates_kept(token) -> list:
    return sorted(k[2] for k in SHARED.owned(token) if k[0] == "magi.seat_plate")


def test_the_plates_are_kept_in_the_shared_cache_one_per_seat(app):
    t = make_table(app)
    token = owner_token(t.plates)
    assert plates_kept(token) == [0, 1, 2, 3]
    first = SHARED.get(("magi.seat_plate", token, 1))
    t.plates._shows[1] = None               # as if seat 1's plate showed something else
    app.frame()
    assert plates_kept(token) == [0, 1, 2, 3]                # still one per seat
    assert SHARED.get(("magi.seat_plate", token, 1)) is not first
    t.plates.invalidate()                   # the layout changed: every plate anew
    assert plates_kept(token) == []
    app.frame()
    assert plates_kept(token) == [0, 1, 2, 3]


def test_the_plates_go_when_the_table_closes(app):
    t = make_table(app)
    token = owner_token(t.plates)
    assert plates_kept(token)
    app.stack.remove(t, fade=False)
    app.frame()
    del t
    gc.collect()
    assert not SHARED.owned(token)
