"""Mabinogi's open hand (issue 25, item 3): in the replay of a finished duel with "Show
every hand", the opponent's cards in the top band are drawn face up (small, the game's
own faces at their owner's level) and zoom on hover; with it off, or in a live duel, they
stay card backs."""
from __future__ import annotations

from app.ui import canvas
from engines.mabinogi.read import Duel
from tests.scenes.kit.replay_helpers import live_then_finished_replay, show_every_hand


def _faces_of_hand(t, monkeypatch, seat: int) -> list:
    """The cards of ``seat``'s hand drawn face up in one frame."""
    got: list = []
    faces = t.parts.drawer.faces
    hand_face = faces.hand_face
    theirs = set(Duel(t.state).hand(seat))

    def keep(iid, *a, **kw):
        if iid in theirs:
            got.append(iid)
        return hand_face(iid, *a, **kw)
    monkeypatch.setattr(faces, "hand_face", keep)
    t.mouse = (-100, -100)
    t.draw(canvas.new((1280, 720)))
    monkeypatch.setattr(faces, "hand_face", hand_face)
    return got


def test_every_hand_draws_the_opponents_cards_face_up_in_a_finished_replay(app, monkeypatch):
    live: list = []
    r = live_then_finished_replay(
        app, "mabinogi", 3, 5,
        lambda t, _: live.extend(_faces_of_hand(t, monkeypatch, t.seats.others[0])))
    assert live == [], "a live duel drew the opponent's cards face up"
    opp = r.seats.others[0]
    r.replay.goto(max(1, r.replay.total - 2))
    app.frame()
    hand = list(Duel(r.state).hand(opp))
    assert hand, "the opponent holds no card at this point of the record"
    assert _faces_of_hand(r, monkeypatch, opp) == [], "hidden cards drawn with every hand off"
    show_every_hand(app, r, True)
    app.frame()
    shown = _faces_of_hand(r, monkeypatch, opp)
    assert sorted(shown) == sorted(hand), "not every card of the opponent's is face up"
    rect = r.parts.drawer.lay.back_rect(0, len(hand))
    assert r.card_under(rect.center) == ("seen", hand[0]), "an open card does not zoom"
    face, title, body = r.cards.info(("seen", hand[0]))
    assert "every hand is shown" in body
    show_every_hand(app, r, False)
    app.frame()
    assert _faces_of_hand(r, monkeypatch, opp) == [], "still drawn once hidden again"
