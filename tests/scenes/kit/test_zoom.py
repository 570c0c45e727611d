"""The card zoom (issue 9): a refusal message wins over it, and it opens only on a
deliberate hover-hold (not under the cursor after every drop), on every table."""
from __future__ import annotations

import random

import pytest

from tests.scenes.kit.tables import built_keys, new_table, until
from tests.scenes.shell_helpers import drag, motion

FPS = 60


def _card_spot(t):
    """A point over a card the table would zoom (scanned on a grid), or None."""
    for y in range(40, 700, 20):
        for x in range(20, 1000, 20):
            if t.card_under((x, y)) is not None:
                return (x, y)
    return None


def _settle(app, t):
    """Until the human may act with no pop-up open (questions answered at random)."""
    for _ in range(20):
        until(app, lambda: t.can_act() or t.state.to_move is None, 6000)
        if t.popup is None or t.state.to_move is None:
            return
        t.popup = None
        t.human_act(t.legal()[0])


def _rest(app, frames):
    for _ in range(frames):
        app.frame()


@pytest.mark.parametrize("game", built_keys())
def test_a_refusal_message_wins_over_the_card_zoom(app, game):
    t = new_table(app, game, seed=5, speed="instant")
    _settle(app, t)
    spot = _card_spot(t)
    assert spot is not None, "no card to hover"
    app.frame([motion((spot[0] + 8, spot[1]))])
    app.frame([motion(spot)])
    _rest(app, FPS)
    assert t.zoom_key is not None, "resting on a card did not zoom it"
    reason = t.human_act(("no such move",))
    assert reason and t.drag.message == reason
    for _ in range(FPS):
        app.frame()
        assert t.drag.message is None or t.zoom_key is None, "the zoom covers the refusal"


@pytest.mark.parametrize("game", built_keys())
def test_no_zoom_pops_up_under_the_cursor_after_a_drop(app, game):
    rng = random.Random(8)
    t = new_table(app, game, seed=8, speed="instant")
    found = None
    for _ in range(200):
        until(app, lambda: t.can_act() or t.state.to_move is None, 6000)
        assert t.state.to_move is not None
        app.frame()
        if t.popup is None:
            found = _drop_on_a_card(t)
            if found is not None:
                break
        t.popup = None
        t.human_act(rng.choice(t.legal()))
    if found is None:
        pytest.skip("no drop lands on a card in this game")
    start, end = found
    drag(app, start, end)
    for _ in range(2 * FPS):        # the mouse rests where the card was dropped
        app.frame()
        assert t.zoom_key is None, "the zoom popped up after the drop"
    _settle(app, t)                 # a follow-up question's pop-up holds the zoom
    spot = _card_spot(t)
    if spot is None or t.popup is not None:
        return
    away = next((x, y) for x in range(5, 1000, 40) for y in range(5, 700, 40)
                if t.card_under((x, y)) is None)
    app.frame([motion(away)])                                 # a deliberate hover:
    app.frame([motion(spot)])                                 # off the cards and back
    _rest(app, FPS)
    assert t.zoom_key is not None, ("a deliberate hover-hold no longer zooms", t.popup,
                                    t.drag.message, t.hover_hold.suppressed_at, spot)


def _drop_on_a_card(t):
    """(start, end) of a legal drag whose drop point is over a card, or None."""
    for item in reversed(t.drag.draggables):
        for target in t._legal_targets(item.payload) or set():
            rect = t.drag.targets.get(target)
            if rect is not None and t.card_under(rect.center) is not None:
                return item.rect.center, rect.center
    return None
