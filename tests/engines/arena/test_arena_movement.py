"""Movement (rulebook, Action 3, Examples 1-12): costs, climbing, the height limit,
falls, water, double-space figures, tight quarters, passing figures, glyphs, engagement
and leaving-engagement attacks, the canonical path."""
from __future__ import annotations

import pytest

from engines.arena import RULES
from engines.arena.movement import reachable
from engines.arena.stats import engaged, engaged_with
from engines.arena.testing import act, fig, hx, rig_dice, stage, tiny_board
from engines.core.protocol import IllegalAction

tiny_board("m_line", ["1 1 1 1 1 1 1 1 1"])
tiny_board("m_up", ["1 3 1 1 1 1 1 1 1"])
tiny_board("m_wall5", ["1 5 1 1"])
tiny_board("m_stairs", ["1 3 5 5"])
tiny_board("m_cliff", ["5 1 1 0w 1"])
tiny_board("m_water", ["1 0w 1 1 1"])
tiny_board("m_wet", ["0w 1 1 1 1 1 1 1"])
tiny_board("m_rubble", ["1 1 1r1 1 1"])
tiny_board("m_glyph", ["1 1 1 1 1"], glyphs=[{"hex": [2, 0], "key": "P"}])
tiny_board("m_two", ["1 1 1 1 1 1 1", "1 1 1 1 1 1 1"])
tiny_board("m_pond1", ["1 1 1 0w 1 1 1 1"])
tiny_board("m_pond2", ["1 1 0w 0w 1 1 1 1"])
tiny_board("m_ledge", ["1 1 1 2 2 1 1"])
tiny_board("m_wide", ["1 1 1 1 1 1", "1 1 1 1 1 1", "1 1 1 1 1 1"])


def _dest(s, f, q, r):
    return reachable(s, f).get((hx(s, q, r),))


def test_basic_movement_up_to_the_move_number():            # Example 1
    s = stage("m_line", armies=("jace", "nissa"), chosen="projections",
              figures=[(0, "projections", 0, (0, 0)), (0, "jace", 0, (8, 0)),
                       (1, "nissa", 0, (8, 0))][:1] + [(1, "nissa", 0, (8, 0))])
    p = fig(s, 0, "projections")
    assert _dest(s, p, 5, 0).cost == 5
    assert _dest(s, p, 6, 0) is None                            # move 5
    assert _dest(s, p, 3, 0).cost == 3


def test_moving_up_counts_each_level_as_a_space():             # Example 2
    s = stage("m_up", armies=("nissa", "chandra"), chosen="pummelroots",
              figures=[(0, "pummelroots", 0, (0, 0)), (1, "chandra", 0, (8, 0))])
    root = fig(s, 0, "pummelroots")
    assert _dest(s, root, 1, 0).cost == 3                       # 1 space + 2 levels
    assert _dest(s, root, 2, 0).cost == 4                       # down is free


def test_height_limit_a_rise_as_high_as_the_figure_cannot_be_climbed():   # Example 3
    s = stage("m_wall5", armies=("chandra", "nissa"), chosen="chandra",
              figures=[(0, "chandra", 0, (0, 0)), (1, "nissa", 0, (3, 0))])
    ch = fig(s, 0, "chandra")                                   # height 4, rise 4
    assert _dest(s, ch, 1, 0) is None
    s2 = stage("m_stairs", armies=("chandra", "nissa"), chosen="chandra",
               figures=[(0, "chandra", 0, (0, 0)), (1, "nissa", 0, (3, 0))])
    assert _dest(s2, fig(s2, 0, "chandra"), 2, 0).cost == 6     # two rises of 2


def test_moving_down_is_free_and_a_big_drop_is_a_fall():       # Examples 4 and 5
    s = stage("m_cliff", armies=("chandra", "nissa"), chosen="chandra",
              figures=[(0, "chandra", 0, (0, 0)), (1, "nissa", 0, (4, 0))])
    ch = fig(s, 0, "chandra")
    r = _dest(s, ch, 1, 0)
    assert r.cost == 1 and r.falls == (1,)                      # a drop of 4 = height 4
    rig_dice(s, [1])                                             # crossed weapons
    ev = act(s, ("move", ch, hx(s, 1, 0)))
    assert any(e["type"] == "Fell" for e in ev)
    assert s.f_dmg[ch] == 1


def test_falling_is_rolled_but_does_not_stop_the_move():
    s = stage("m_cliff", armies=("chandra", "nissa"), chosen="chandra",
              figures=[(0, "chandra", 0, (0, 0)), (1, "nissa", 0, (4, 0))])
    ch = fig(s, 0, "chandra")
    r = _dest(s, ch, 2, 0)
    assert r.falls == (1,) and r.cost == 2
    rig_dice(s, [6])                                             # a blank: no damage
    act(s, ("move", ch, hx(s, 2, 0)))
    assert s.f_dmg[ch] == 0 and s.f_hex[ch] == hx(s, 2, 0)


def test_no_fall_damage_onto_water():
    tiny_board("m_drop_water", ["5 0w 1"])
    s = stage("m_drop_water", armies=("chandra", "nissa"), chosen="chandra",
              figures=[(0, "chandra", 0, (0, 0)), (1, "nissa", 0, (2, 0))])
    r = _dest(s, fig(s, 0, "chandra"), 1, 0)
    assert r is not None and r.falls == () and r.water


def test_moving_onto_water_ends_the_move():                    # Example 6
    s = stage("m_water", armies=("chandra", "nissa"), chosen="chandra",
              figures=[(0, "chandra", 0, (0, 0)), (1, "nissa", 0, (4, 0))])
    ch = fig(s, 0, "chandra")
    assert _dest(s, ch, 1, 0).water
    assert _dest(s, ch, 2, 0) is None                           # only through the water


def test_moving_from_water_to_land_costs_one_more():            # Example 7
    s = stage("m_wet", armies=("chandra", "nissa"), chosen="chandra",
              figures=[(0, "chandra", 0, (0, 0)), (1, "nissa", 0, (7, 0))])
    ch = fig(s, 0, "chandra")
    assert _dest(s, ch, 1, 0).cost == 2
    assert _dest(s, ch, 5, 0).cost == 6                         # 2 + 4 more: move 6
    assert _dest(s, ch, 6, 0) is None


def _cats(board, front, back, **kw):
    return stage(board, armies=("chandra", "nissa"), chosen="firecats",
                 figures=[(0, "firecats", 0, front, back), (1, "nissa", 0, (0, 1))
                          if board in ("m_two", "m_wide") else (1, "nissa", 0, (6, 0))], **kw)


def test_double_space_figure_trails_its_lead_and_ends_on_same_level():   # Example 8
    s = _cats("m_ledge", (1, 0), (0, 0))
    cat = fig(s, 0, "firecats")
    dests = reachable(s, cat)
    up = (hx(s, 4, 0), hx(s, 3, 0))
    assert up in dests and dests[up].cost == 1 + 1 + 1 + 1      # two steps, one up a level
    path = dests[up].path
    for a, b in zip(path, path[1:]):
        # the lead steps onto a new space; the back steps where the lead just was
        assert b == (a[1], a[0]) or (b[1] in a and b[0] not in a)
    assert (hx(s, 3, 0), hx(s, 2, 0)) not in dests              # levels 2 and 1


def test_double_space_figure_passes_one_water_space_between_land():
    s = _cats("m_pond1", (1, 0), (0, 0))
    cat = fig(s, 0, "firecats")
    dests = reachable(s, cat)
    assert (hx(s, 5, 0), hx(s, 4, 0)) in dests                   # across the single pond
    s2 = _cats("m_pond2", (1, 0), (0, 0))
    d2 = reachable(s2, fig(s2, 0, "firecats"))
    assert (hx(s2, 3, 0), hx(s2, 2, 0)) in d2                    # both in water: stop
    assert all(hx(s2, 4, 0) not in k for k in d2)


def test_flipping_a_double_space_figure_is_free_and_draws_no_attack():   # Example 9
    s = stage("m_two", armies=("chandra", "nissa"), chosen="firecats",
              figures=[(0, "firecats", 0, (1, 0), (2, 0)), (1, "nissa", 0, (1, 1))])
    cat = fig(s, 0, "firecats")
    assert engaged_with(s, cat)
    flip = (hx(s, 2, 0), hx(s, 1, 0))
    r = reachable(s, cat)[flip]
    assert r.cost == 0 and r.attacks == ()


def test_a_flip_on_its_own_leaves_the_double_space_figure_its_whole_move():   # Example 9
    """Flipping a double-space figure: it may flip at any time during its move and the flip
    is free - it is not part of the move, so after a flip on its own the Firecat still
    moves (its full move, from the new facing) and nothing else in the turn changes."""
    s = stage("m_line", armies=("chandra", "nissa"), chosen="firecats",
              figures=[(0, "firecats", 0, (1, 0), (0, 0)), (1, "nissa", 0, (8, 0))])
    cat = fig(s, 0, "firecats")
    step = s.step
    act(s, ("move", cat, hx(s, 0, 0), hx(s, 1, 0)))                # flip: head at (0, 0)
    assert (s.f_hex[cat], s.f_hex2[cat]) == (hx(s, 0, 0), hx(s, 1, 0))
    assert not s.f_moved[cat] and s.step == step
    assert RULES.why_illegal(s, ("move", cat, hx(s, 1, 0), hx(s, 0, 0))) is None   # back
    m = RULES.stat(s, cat, "move")
    far = (hx(s, m + 1, 0), hx(s, m, 0))                          # its whole move ahead
    assert reachable(s, cat)[far].cost == m
    act(s, ("move", cat) + far)
    assert s.f_moved[cat] and s.f_went[cat] == m


def test_tight_quarters_a_large_base_does_not_fit_on_rubble():        # Example 10
    s = stage("m_rubble", armies=("chandra", "nissa"), chosen="chandra",
              figures=[(0, "chandra", 0, (0, 0)), (1, "nissa", 0, (4, 0))])
    ch = fig(s, 0, "chandra")
    assert _dest(s, ch, 2, 0) is None and _dest(s, ch, 3, 0) is None
    s2 = stage("m_rubble", armies=("nissa", "chandra"), chosen="elves",
               figures=[(0, "elves", 0, (0, 0)), (1, "chandra", 0, (4, 0))])
    assert _dest(s2, fig(s2, 0, "elves"), 2, 0) is not None      # a small base fits


def test_friendly_figures_can_be_passed_unless_engaged_opponents_cannot():
    s = stage("m_two", armies=("chandra", "nissa"), chosen="chandra",
              figures=[(0, "chandra", 0, (0, 0)), (0, "phoenixes", 0, (1, 0)),
                       (1, "nissa", 0, (6, 1))])
    ch = fig(s, 0, "chandra")
    assert _dest(s, ch, 2, 0).cost == 2                          # through the Phoenix
    assert _dest(s, ch, 1, 0) is None                            # never ends on it
    s2 = stage("m_line", armies=("chandra", "nissa"), chosen="chandra",
               figures=[(0, "chandra", 0, (0, 0)), (1, "elves", 0, (1, 0)),
                        (1, "nissa", 0, (8, 0))])
    assert _dest(s2, fig(s2, 0, "chandra"), 2, 0) is None        # an opponent blocks


def test_an_engaged_friend_cannot_be_passed():
    s = stage("m_line", armies=("chandra", "nissa"), chosen="chandra",
              figures=[(0, "chandra", 0, (0, 0)), (0, "phoenixes", 0, (1, 0)),
                       (1, "elves", 0, (2, 0)), (1, "nissa", 0, (8, 0))])
    ph = fig(s, 0, "phoenixes")
    assert engaged_with(s, ph)
    assert _dest(s, fig(s, 0, "chandra"), 3, 0) is None


def test_a_glyph_stops_the_move_on_it():
    s = stage("m_glyph", armies=("chandra", "nissa"), chosen="chandra",
              figures=[(0, "chandra", 0, (0, 0)), (1, "nissa", 0, (4, 0))])
    ch = fig(s, 0, "chandra")
    assert _dest(s, ch, 2, 0) is not None
    assert _dest(s, ch, 3, 0) is None
    ev = act(s, ("move", ch, hx(s, 2, 0)))
    assert any(e["type"] == "GlyphTaken" and e["key"] == "P" for e in ev)
    assert RULES.stat(s, ch, "power") == 4                      # Glyph of Power


def test_engaged_when_adjacent_unless_one_base_is_as_high_as_the_other_is_tall():  # Ex. 11
    tiny_board("m_ex11", ["1 5 1"])
    s = stage("m_ex11", armies=("chandra", "nissa"),
              figures=[(0, "chandra", 0, (0, 0)), (1, "pummelroots", 0, (1, 0)),
                       (1, "nissa", 0, (2, 0))])
    ch, root = fig(s, 0, "chandra"), fig(s, 1, "pummelroots")
    assert not engaged(s, ch, root)                             # ledge 4 high = height 4
    tiny_board("m_ex11b", ["1 4 1"])
    s2 = stage("m_ex11b", armies=("chandra", "nissa"),
               figures=[(0, "chandra", 0, (0, 0)), (1, "pummelroots", 0, (1, 0)),
                        (1, "nissa", 0, (2, 0))])
    assert engaged(s2, fig(s2, 0, "chandra"), fig(s2, 1, "pummelroots"))


def test_a_ruin_higher_than_either_figure_between_them_prevents_engagement():
    tiny_board("m_wallhi", ["1 1 1"], walls=[{"between": [[0, 0], [1, 0]], "height": 5}])
    tiny_board("m_walllo", ["1 1 1"], walls=[{"between": [[0, 0], [1, 0]], "height": 3}])
    for board, want in (("m_wallhi", False), ("m_walllo", True)):
        s = stage(board, armies=("chandra", "nissa"),
                  figures=[(0, "chandra", 0, (0, 0)), (1, "elves", 0, (1, 0)),
                           (1, "nissa", 0, (2, 0))])
        assert engaged(s, fig(s, 0, "chandra"), fig(s, 1, "elves")) == want


def test_leaving_each_engagement_gives_a_one_die_attack_without_defence():   # Example 12
    s = stage("m_wide", armies=("chandra", "nissa"), chosen="chandra",
              figures=[(0, "chandra", 0, (2, 1)), (1, "pummelroots", 0, (3, 1)),
                       (1, "pummelroots", 1, (2, 2)), (1, "nissa", 0, (4, 2))])
    ch = fig(s, 0, "chandra")
    r = _dest(s, ch, 0, 0)
    assert len(r.attacks) == 2
    rig_dice(s, [2, 3])                                          # two crossed weapons
    ev = act(s, ("move", ch, hx(s, 0, 0)))
    assert [e["dice"] for e in ev if e["type"] == "DiceRolled"] == [[2], [3]]
    assert s.f_dmg[ch] == 2


def test_the_canonical_path_avoids_leaving_engagement_when_it_can():
    s = stage("m_wide", armies=("chandra", "nissa"), chosen="chandra",
              figures=[(0, "chandra", 0, (1, 1)), (1, "elves", 0, (2, 0)),
                       (1, "nissa", 0, (4, 2))])
    ch = fig(s, 0, "chandra")
    r = _dest(s, ch, 3, 0)
    assert r.attacks == () and r.cost == 2                      # stays engaged via (2, 1)
    r2 = _dest(s, ch, 0, 2)
    assert len(r2.attacks) == 1


def test_a_figure_destroyed_by_a_leaving_attack_stops_there():
    s = stage("m_line", armies=("chandra", "nissa"), chosen="phoenixes",
              figures=[(0, "phoenixes", 0, (1, 0)), (1, "elves", 0, (0, 0)),
                       (1, "nissa", 0, (8, 0)), (0, "chandra", 0, (7, 0))])
    ph = fig(s, 0, "phoenixes")
    rig_dice(s, [1])
    ev = act(s, ("move", ph, hx(s, 4, 0)))
    moved = next(e for e in ev if e["type"] == "PieceMoved")
    assert moved["path"] == [hx(s, 1, 0)] and not moved["complete"]
    assert s.f_zone[ph] == 2 and s.at[hx(s, 4, 0)] == -1


def test_flying_ignores_levels_water_and_figures():
    tiny_board("m_fly", ["1 0w 6 1 1 1 1 1"])
    s = stage("m_fly", armies=("chandra", "nissa"), chosen="phoenixes",
              figures=[(0, "phoenixes", 0, (0, 0)), (1, "elves", 0, (3, 0)),
                       (1, "nissa", 0, (7, 0)), (0, "chandra", 0, (6, 0))])
    ph = fig(s, 0, "phoenixes")
    r = _dest(s, ph, 5, 0)
    assert r.cost == 5 and r.falls == ()


def test_phase_walk_passes_opponents_and_takes_no_leaving_attacks():
    s = stage("m_line", armies=("jace", "nissa"), chosen="phantoms",
              figures=[(0, "phantoms", 0, (1, 0)), (1, "elves", 0, (2, 0)),
                       (1, "nissa", 0, (8, 0)), (0, "jace", 0, (0, 0))])
    ph = fig(s, 0, "phantoms")
    r = _dest(s, ph, 4, 0)
    assert r is not None and r.attacks == ()


def test_sure_footed_elves_climb_for_free():
    s = stage("m_up", armies=("nissa", "chandra"), chosen="elves",
              figures=[(0, "elves", 0, (0, 0)), (1, "chandra", 0, (8, 0))])
    assert _dest(s, fig(s, 0, "elves"), 1, 0).cost == 1


def test_end_only_on_an_empty_space_and_a_refusal_says_why():
    s = stage("m_line", armies=("chandra", "nissa"), chosen="chandra",
              figures=[(0, "chandra", 0, (0, 0)), (1, "nissa", 0, (3, 0))])
    ch = fig(s, 0, "chandra")
    with pytest.raises(IllegalAction) as info:
        act(s, ("move", ch, hx(s, 3, 0)))
    assert "not empty" in info.value.reason
    with pytest.raises(IllegalAction) as info:
        act(s, ("move", ch, hx(s, 8, 0)))
    assert "out of reach" in info.value.reason


def test_each_figure_moves_once_and_only_the_chosen_cards_figures_move():
    s = stage("m_two", armies=("chandra", "nissa"), chosen="chandra",
              figures=[(0, "chandra", 0, (0, 0)), (0, "phoenixes", 0, (0, 1)),
                       (1, "nissa", 0, (6, 1))])
    ch, ph = fig(s, 0, "chandra"), fig(s, 0, "phoenixes")
    assert RULES.why_illegal(s, ("move", ph, hx(s, 3, 1))) is not None
    act(s, ("move", ch, hx(s, 2, 0)))
    assert "already moved" in RULES.why_illegal(s, ("move", ch, hx(s, 3, 0)))


def test_a_flying_figure_out_of_reach_is_told_of_flying_not_climbing():
    """Flying (the Phoenixes): every space costs 1 whatever its level; the refusal says
    so instead of the walkers' "climbing costs a space per level" (issue 23, item 7)."""
    s = stage("m_line", armies=("chandra", "nissa"), chosen="phoenixes",
              figures=[(0, "phoenixes", 0, (0, 0)), (0, "chandra", 0, (1, 0)),
                       (1, "nissa", 0, (5, 0))])
    ph = fig(s, 0, "phoenixes")
    with pytest.raises(IllegalAction) as info:
        act(s, ("move", ph, hx(s, 8, 0)))
    reason = info.value.reason
    assert "out of reach" in reason and "flies" in reason and "climb" not in reason
