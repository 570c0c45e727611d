"""engines.magination.read: the read model a table reads (and patches its drawn view
through) instead of the state's raw fields."""
from __future__ import annotations

from engines.magination import RULES
from engines.magination.read import Board

CONFIG = {"players": 2, "names": ["You", "Bram"], "first_player": 0, "fixed_order": True,
          "decks": ["naroom", "cald"]}


def _game():
    s = RULES.new_game(CONFIG, 3)
    while ("no",) in RULES.legal_actions(s):           # no starting cards
        RULES.apply(s, ("no",))
    return s


def test_a_view_hides_the_others_cards_and_names_what_it_shows():
    s = _game()
    view = Board(RULES.view(s, 0))
    full = Board(s)
    assert view.turn == s.turn_no and view.step == s.step and view.current == s.current
    assert view.attacking == (s.step == 3)
    theirs = view.deck(1)[0]
    assert view.card(theirs) is None and view.card_id(theirs) is None
    assert not view.known(theirs) and full.known(theirs)
    mine = view.hand(0)[0]
    assert view.card(mine) is full.card(mine) and view.card(mine) is not None
    m = view.magi(0)
    assert m is not None and view.magi_card(0).name == full.card(m).name
    assert view.magi_left(0) == 3 and view.magi_energy(0) == s.energy[m]
    assert view.energy_in_play(0) == s.magi_energy(0) + sum(s.energy[c] for c in s.creatures[0])


def test_patching_a_drawn_view_moves_and_reveals_without_touching_the_state():
    s = _game()
    shown, after = Board(RULES.view(s, 0)), Board(s)
    card = shown.deck(1)[-1]
    other = shown.deck(1)[0]
    where = Board(s).zone_of(other)
    shown.take_from(card, 1, "stack")                 # a hidden card: it trades places
    assert card in shown.stack(1) and card not in shown.deck(1)
    shown.move(other, "hand", 1, after=after)         # seen once the events are done
    assert other in shown.hand(1) and shown.known(other)
    assert Board(s).zone_of(other) == where            # the state as it was
    shown.move(card, "hand", 1, after=None)           # not revealed without a view
    assert not shown.known(card)
    c = shown.in_play(0)[-1]
    shown.change_control(c, 0, 1)
    assert shown.owner(c) == 1 and s.owner[c] == 0    # the owners are replaced, not shared
