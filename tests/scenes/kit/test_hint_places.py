"""Every game shows a hinted move on its table (scenes/<game>/table_hint.py, with the
kit's pop-up fallback): over a random game, every legal move at the human's decisions
lights at least one place that is on the screen."""
from __future__ import annotations

import random

import pytest

from tests.scenes.kit.tables import built_keys, new_table, until

# moves a table offers without a place of their own (the hint's panel still words them)
WORDS_ONLY = {("arena", "cancel")}     # Esc takes a spell being cast back to the hand


@pytest.mark.parametrize("game", built_keys())
def test_every_move_the_hint_may_name_is_shown_on_the_table(app, game):
    t = new_table(app, game, seed=21, speed="instant")
    rng = random.Random(1)
    unseen: dict = {}
    seen = 0
    for _ in range(25):
        until(app, lambda: t.can_act() or t.state.to_move is None, 6000)
        if t.state.to_move is None:
            break
        app.frame()                         # the decision's pop-up opens
        for a in t.legal():
            if (game, a[0]) in WORDS_ONLY:
                continue
            names = t.hint_places(a) or t.hint._on_popup(a)
            if any(t.hint.place_rect(n) is not None for n in names):
                seen += 1
            else:
                unseen.setdefault((t.decision().kind, a[0]), (a, names))
        t.popup = None
        assert t.human_act(rng.choice(t.legal())) is None
    assert seen and not unseen, f"{game}: moves the hint could not show: {unseen}"
