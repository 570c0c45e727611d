"""Magi's open hands (issue 25, item 3): in the replay of a finished game with "Show
every hand", every other seat's cards are drawn face up beside its name plate (small, in
the game's own faces) and zoom on hover; with it off, or in a live game, none is."""
from __future__ import annotations

from app.ui import canvas
from engines.magi.read import Game
from scenes.magi.open_hands import FACE_H, FACE_W
from tests.scenes.kit.replay_helpers import live_then_finished_replay, show_every_hand


def _open_faces(app, t, monkeypatch) -> list:
    """The cards drawn at an open hand's size in one frame (the face cache asked)."""
    got: list = []
    get = t.faces.get

    def keep(key, size):
        if tuple(size) == (FACE_W, FACE_H):
            got.append(key)
        return get(key, size)
    monkeypatch.setattr(t.faces, "get", keep)
    t.mouse = (-100, -100)
    t.draw(canvas.new((1280, 720)))
    monkeypatch.setattr(t.faces, "get", get)
    return got


def test_every_hand_draws_the_others_cards_face_up_in_a_finished_replay(app, monkeypatch):
    live: list = []
    r = live_then_finished_replay(app, "magi", 3, 5,
                                  lambda t, _: live.extend(_open_faces(app, t, monkeypatch)))
    assert live == [], "a live game drew another seat's cards face up"
    r.replay.goto(max(1, r.replay.total - 2))
    app.frame()
    others = [q for q in range(Game(r.state).players) if q != r.human]
    theirs = {c for q in others for c in Game(r.state).hand(q)}
    assert theirs, "nobody else holds a card at this point of the record"
    assert _open_faces(app, r, monkeypatch) == [], "hidden cards drawn with every hand off"
    show_every_hand(app, r, True)
    app.frame()
    shown = _open_faces(app, r, monkeypatch)
    assert shown and set(shown) <= theirs, f"no other seat's card face drawn: {shown}"
    _, rect = next((c, rr) for c, rr in r.cards.opened.fans())
    assert r.card_under(rect.center) is not None, "an open card does not zoom on hover"
    show_every_hand(app, r, False)
    app.frame()
    assert _open_faces(app, r, monkeypatch) == [], "still drawn once hidden again"
