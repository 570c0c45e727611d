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


def test_every_hand_shows_the_opponents_spells_readable_beside_the_board(app, monkeypatch):
    """The strip's cards are too small to read (22x30): with every hand shown, the
    opponent's spells are also drawn at a readable size (over 44 tall, the game's own
    spell faces) under the replay's line in the box beside your hand, never over the
    battlefield or your hand; each zooms on hover (the mouse moved onto it)."""
    from tests.scenes.shell_helpers import motion
    r = live_then_finished_replay(app, "arena", 6, 5, lambda t, _: None)
    opp, replay = r.places.opp, r.replay
    best = max(range(replay.total + 1),
               key=lambda k: (replay.goto(k), len(Battle(r.state).hand(opp)))[1])
    replay.goto(best)
    app.frame()
    hand = list(Battle(r.state).hand(opp))
    assert len(hand) >= 2, "the opponent never holds two spells in this record"
    r.draw(canvas.new((1280, 720)))
    assert r.places.open_cards == [], "open cards drawn with every hand off"
    show_every_hand(app, r, True)
    app.frame()
    r.draw(canvas.new((1280, 720)))
    cards = r.places.open_cards
    assert [sp for sp, _ in cards] == hand
    layout = r.layout
    for sp, rect in cards:
        assert rect.h >= 44, f"an open spell is too small to read: {rect}"
        assert layout.info.contains(rect), "an open spell leaves its box"
        assert not rect.colliderect(layout.board) and not rect.colliderect(layout.hand)
    sp, rect = cards[-1]
    for _ in range(40):
        app.frame([motion(rect.center)])
    assert r.zoom_key is not None and r.card_under(rect.center) == ("spell", sp), \
        "an open spell does not zoom"
    show_every_hand(app, r, False)
    app.frame()
    r.draw(canvas.new((1280, 720)))
    assert r.places.open_cards == []
