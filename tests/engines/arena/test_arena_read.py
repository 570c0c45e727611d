"""The read model (engines/arena/read.py): readable names over a state, without copying
it, that agree with the rules' own look-ups; and the patches a table makes to its drawn
snapshot keep who stands where consistent."""
from __future__ import annotations

from engines.arena import RULES
from engines.arena.read import Battle
from engines.arena.testing import fig, hx, stage, started


def test_the_read_model_names_what_the_state_holds_without_copying_it():
    s = started()
    b = Battle(s)
    assert b.s is s
    me = s.to_move
    pw = b.planeswalker(me)
    f = b.figures(pw)[0]
    assert b.card_of(f) == pw and b.controller(pw) == me == b.figure_controller(f)
    assert b.on_field(f) and b.hex_of(f) >= 0 and b.standing_at(b.hex_of(f)) == f
    assert b.figure_on_field_at(b.hex_of(f)) == f
    assert f in b.field_figures()
    assert b.army(me) is s.army[me] and b.hand(me) is s.hand[me]
    assert b.library_size(me) == len(s.library[me])
    assert b.army_card(pw).is_planeswalker
    assert b.teams == () and b.team_of(me) is None and b.teammates(me) == []
    assert not b.scored_on_purple and b.scenario == "duel"
    squad = next(c for c in b.army(me) if c != pw)
    assert b.in_reserve(squad) and not b.destroyed(squad)
    assert b.figure_zone_word(b.figures(squad)[0]) == "reserve"
    assert b.figure_zone_word(f) is None


def test_the_glyphs_and_spaces_are_told_by_name():
    s = stage(figures=[(0, "chandra", 0, (4, 9))])
    b = Battle(s)
    glyphs = b.glyphs()
    assert glyphs and all(len(g) == 3 for g in glyphs)
    h, key, _ = glyphs[0]
    assert b.glyph_key_at(h) == key
    s.g_on[0] = False                      # a glyph taken is no longer in play
    assert b.glyph_key_at(h) is None and len(b.glyphs()) == len(glyphs) - 1
    board = b.board
    ruins = [x for x in range(board.n) if b.is_ruin(x)]
    assert ruins and all(board.ruin_top[x] > board.level[x] for x in ruins)
    assert not any(b.small_bases_only(x) for x in ruins)


def test_a_drawn_snapshot_is_patched_figure_by_figure():
    s = stage(figures=[(0, "chandra", 0, (4, 9)), (1, "nissa", 0, (5, 7))])
    view = RULES.clone(s)
    b = Battle(view)
    f, g = fig(s, 0, "chandra"), fig(s, 1, "nissa")
    h = hx(s, 4, 8)
    was = b.hex_of(f)
    b.place_figure(f, h)
    assert b.hex_of(f) == h and b.standing_at(h) == f and b.standing_at(was) == -1
    assert s.f_hex[f] == was                           # the state itself is untouched
    b.add_damage(g, 2)
    assert b.damage(g) == 2
    b.remove_figure(g)
    assert b.figure_zone_word(g) == "destroyed" and b.hexes_of(g) == ()
    b.remove_figure(f, to_reserve=True)
    assert b.figure_zone_word(f) == "reserve" and b.standing_at(h) == -1
    assert b.field_figures() == []
