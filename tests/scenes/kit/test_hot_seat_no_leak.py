"""Pass-and-play keeps hidden cards hidden (issue 26): in every game at its most seats,
a seeded game whose every seat a person plays is driven headless, every frame rendered,
and no card another seat holds hidden is drawn face up on the screen - checked through
the view rule the AI plays by (``rules.view``: what the viewer's view reveals, against
what each other seat's view holds where the viewer's differs). Under the hand-over
cover no card face at all is drawn."""
from __future__ import annotations

import random

import pytest

from tests.scenes.kit.hot_seat import (face_names, faces_drawn, hot_seat_table, leaves,
                                       most_seats, play, secrets)
from tests.scenes.kit.tables import built_keys

DECISIONS = 40


class LeakWatch:
    """After each frame drawn: the faces drawn against the viewer's view."""

    def __init__(self, t) -> None:
        self.t = t
        self.seen: set = set()         # all the viewer's view showed them since reveal
        self.viewer = None
        self._at: tuple | None = None
        self.forbidden: set = set()
        self.frames = 0
        self.faces = 0

    def _update(self) -> None:
        t = self.t
        rules = t.rules
        if t.human != self.viewer:
            self.viewer, self.seen = t.human, set()
        at = (len(t.record.actions), t.human)
        if at == self._at:
            return
        self._at = at
        mine = rules.to_json(rules.view(t.state, t.human))
        self.seen |= leaves(mine)
        hidden: set = set()
        for seat in range(t.players):
            if seat != t.human:
                hidden |= secrets(mine, rules.to_json(rules.view(t.state, seat)))
        self.forbidden = hidden - self.seen

    def __call__(self, drawn: set) -> None:
        t = self.t
        self.frames += 1
        if t.handover.covering:
            assert not drawn, f"card faces drawn under the hand-over cover: {drawn}"
            return
        self._update()
        self.faces += len(drawn)
        for key in drawn:
            leak = face_names(key) & self.forbidden
            assert not leak, (f"{key!r} drawn face up on {t.seats.name(t.human)}'s screen "
                              f"(hidden from them: {sorted(map(str, leak))})")


@pytest.mark.parametrize("game", built_keys())
def test_no_hidden_card_of_another_seat_is_drawn_in_a_hot_seat_game(app, game):
    n = most_seats(game)
    t = hot_seat_table(app, game, list(range(n)), players=n, seed=11)
    watch = LeakWatch(t)
    with faces_drawn(check=watch):
        covers = play(app, t, random.Random(11), DECISIONS)
    assert covers >= 2, "the screen was never handed over"
    assert watch.faces > 0, "no card face was drawn at all (the check saw nothing)"


def test_skirmish_partners_see_each_others_spells_and_opponents_do_not(app):
    """Arena's Skirmish with four people (rulebook, team rules: teammates may look at each
    other's spell cards): after every hand-over the viewer's table shows their partner's
    hand face up and both opponents' hands as card backs, and no frame draws what the
    viewer's view hides."""
    from engines.arena.copies import HIDDEN
    t = hot_seat_table(app, "arena", [0, 1, 2, 3], players=4, seed=13)
    watch = LeakWatch(t)
    checked = []

    def on_reveal(table) -> None:
        places = table.places
        partners = places.partners()
        assert len(partners) == 1
        for seat in range(4):
            faces = places.hand_faces(seat)
            if seat == table.human or seat in partners:
                assert faces == list(table.state.hand[seat]), "a partner's hand is hidden"
            else:
                assert all(f == HIDDEN for f in faces), "an opponent's spells show"
        checked.append(table.human)
    with faces_drawn(check=watch):
        play(app, t, random.Random(13), DECISIONS, on_reveal)
    assert len(set(checked)) >= 2
