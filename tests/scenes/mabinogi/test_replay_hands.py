"""Mabinogi's open hand (issue 25, item 3): in the replay of a finished duel with "Show
every hand", the opponent's cards in the top band are drawn face up, readable (44 tall:
the cost at their owner's level, the name, a creature's attack and HP; above the board,
never over it) and zoom on hover; with it off, or in a live duel, they stay card backs."""
from __future__ import annotations

from app.ui import canvas
from engines.mabinogi.read import Duel
from tests.scenes.kit.replay_helpers import live_then_finished_replay, show_every_hand


def _faces_of_hand(t, monkeypatch, seat: int, rects: list | None = None) -> list:
    """The cards of ``seat``'s hand drawn face up in one frame (their rects to
    ``rects``): the card (its definition) of each, in the hand's order."""
    got: list = []
    drawer = t.parts.drawer
    draw_open = drawer._draw_open_card

    def keep(surface, r, owner, d):
        if owner == seat:
            got.append(d)
            if rects is not None:
                rects.append(r)
        return draw_open(surface, r, owner, d)
    monkeypatch.setattr(drawer, "_draw_open_card", keep)
    t.mouse = (-100, -100)
    t.draw(canvas.new((1280, 720)))
    monkeypatch.setattr(drawer, "_draw_open_card", draw_open)
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
    rects: list = []
    shown = _faces_of_hand(r, monkeypatch, opp, rects)
    duel = Duel(r.state)
    assert shown == [duel.card(iid) for iid in hand], \
        "not every card of the opponent's is face up"
    lay = r.parts.drawer.lay
    board_top = lay.ROW_Y[0] - 2
    for a, b in zip(rects, rects[1:]):
        assert a.right <= b.x, "two open cards overlap"
    for rect in rects:
        assert rect.h >= 44 and rect.w >= 40, f"an open card is too small to read: {rect}"
        assert rect.y >= 0 and rect.bottom <= board_top and rect.right <= lay.FELT.right, \
            f"an open card covers the board or leaves the felt: {rect}"
    rect = lay.open_rect(0, len(hand))
    assert r.card_under(rect.center) == ("seen", hand[0]), "an open card does not zoom"
    face, title, body = r.cards.info(("seen", hand[0]))
    assert "every hand is shown" in body
    show_every_hand(app, r, False)
    app.frame()
    assert _faces_of_hand(r, monkeypatch, opp) == [], "still drawn once hidden again"
