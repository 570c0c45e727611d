"""Arena's open hand at two seats (issue 25, item 3): in the replay of a finished game
with "Show every hand", the opponent's spell cards in the top strip are drawn face up
(small, the game's own spell faces) and zoom on hover; with it off, or in a live game,
they stay card backs."""
from __future__ import annotations

from app.ui import canvas
from engines.arena.read import Battle
from scenes.arena import panels as P
from tests.scenes.kit.replay_helpers import live_then_finished_replay, show_every_hand


def _strip_faces(t, monkeypatch) -> list:
    """The spell cards drawn at the strip's size in one frame (the kept panels
    forgotten first, so the top strip is drawn anew)."""
    t.drawer.panels.part_keys.clear()
    got: list = []
    faces = t.spell_faces
    get = faces.get
    size = P.small_back().get_size()

    def keep(key, sz):
        if tuple(sz) == tuple(size):
            got.append(key)
        return get(key, sz)
    monkeypatch.setattr(faces, "get", keep)
    t.mouse = (-100, -100)
    t.draw(canvas.new((1280, 720)))
    monkeypatch.setattr(faces, "get", get)
    return got


def test_every_hand_draws_the_opponents_spells_face_up_in_a_finished_replay(app, monkeypatch):
    live: list = []
    r = live_then_finished_replay(app, "arena", 6, 5,
                                  lambda t, _: live.extend(_strip_faces(t, monkeypatch)))
    assert live == [], "a live game drew the opponent's spells face up"
    opp = r.places.opp
    replay = r.replay
    k = replay.total
    while k > 0:
        replay.goto(k)
        if Battle(r.state).hand(opp):
            break
        k -= 1
    app.frame()
    hand = list(Battle(r.state).hand(opp))
    assert hand, "the opponent never holds a spell in this record"
    assert _strip_faces(r, monkeypatch) == [], "hidden spells drawn with every hand off"
    show_every_hand(app, r, True)
    app.frame()
    assert sorted(_strip_faces(r, monkeypatch)) == sorted(hand)
    sp, rect = r.places.strip_cards[0]
    assert r.card_under(rect.center) == ("spell", sp), "an open spell does not zoom"
    show_every_hand(app, r, False)
    app.frame()
    assert _strip_faces(r, monkeypatch) == [] and r.places.strip_cards == []
