"""Attacks (rulebook, Action 4, Examples 13-15): range, engagement, line of sight, height
advantage, dice, damage on cards and figures, destruction, graveyards; abilities."""
from __future__ import annotations

import pytest

from engines.arena import RULES
from engines.arena.combat import attack_dice, targets
from engines.arena.state import GRAVE
from engines.arena.stats import adjacent, engaged, line_of_sight
from engines.arena.tactics import Scorer, attack_options_from, occ_without
from engines.arena.testing import act, fig, rig_dice, stage, tiny_board
from engines.core.protocol import IllegalAction

tiny_board("c_line", ["1 1 1 1 1 1 1 1 1"])
tiny_board("c_step", ["1 2 1 1 1 1 1 1 1"])
tiny_board("c_cliff", ["1 1 6 1 1 1 1 1 1"])
tiny_board("c_pool", ["1 0w 1 1 1 1 1 1 1"])
tiny_board("c_wide", ["1 1 1 1 1 1", "1 1 1 1 1 1", "1 1 1 1 1 1"])
tiny_board("c_glyphs", ["1 1 1 1 1 1"], glyphs=[{"hex": [0, 0], "key": "P"},
                                               {"hex": [5, 0], "key": "T"}])


def _duel(board, figures, chosen, armies=("nissa", "chandra"), **kw):
    return stage(board, armies=armies, figures=figures, chosen=chosen, **kw)


def test_range_counts_spaces_ignoring_levels():
    s = _duel("c_step", [(0, "elves", 0, (0, 0)), (1, "chandra", 0, (5, 0))], "elves")
    elf, ch = fig(s, 0, "elves"), fig(s, 1, "chandra")
    assert ch in targets(s, elf)                                 # range 5, 5 spaces
    s2 = _duel("c_line", [(0, "elves", 0, (0, 0)), (1, "chandra", 0, (6, 0))], "elves")
    assert RULES.why_illegal(s2, ("attack", fig(s2, 0, "elves"), fig(s2, 1, "chandra"))) \
        .startswith("Out of range")


def test_line_of_sight_is_needed_unless_adjacent():
    s = _duel("c_cliff", [(0, "elves", 0, (0, 0)), (1, "chandra", 0, (4, 0))], "elves")
    elf, ch = fig(s, 0, "elves"), fig(s, 1, "chandra")
    assert ch not in targets(s, elf)
    assert "line of sight" in RULES.why_illegal(s, ("attack", elf, ch))
    # ordinary neighbours need no sight: here a wall higher than both blocks it
    tiny_board("c_walled", ["1 1 1"], walls=[{"between": [[0, 0], [1, 0]], "height": 5}])
    s2 = _duel("c_walled", [(0, "elves", 0, (0, 0)), (1, "chandra", 0, (1, 0))], "elves")
    elf2, ch2 = fig(s2, 0, "elves"), fig(s2, 1, "chandra")
    assert adjacent(s2, elf2, ch2) and not line_of_sight(s2, elf2, ch2)
    assert ch2 in targets(s2, elf2)


def test_example_11_a_figure_on_a_ledge_is_not_adjacent_so_it_needs_line_of_sight():
    """Becoming engaged (Example 11) and Line of sight: when one figure's base stands as
    high as the other figure's top or higher, the two are not adjacent (nor engaged), and
    the waiver of line of sight is only for adjacent or engaged figures. Chandra (height
    4) at level 1 cannot attack an Elf eight levels up on the next space: she cannot see
    it. Every reading of "adjacent" agrees: the attack hints, the refusal, the AI's read
    of the position."""
    tiny_board("c_ledge9", ["1 9 1"])
    s = _duel("c_ledge9", [(0, "chandra", 0, (0, 0)), (1, "elves", 0, (1, 0)),
                           (1, "nissa", 0, (2, 0))], "chandra", armies=("chandra", "nissa"))
    ch, elf = fig(s, 0, "chandra"), fig(s, 1, "elves")
    assert s.board.dist[s.f_hex[ch]][s.f_hex[elf]] == 1
    assert not adjacent(s, ch, elf) and not engaged(s, ch, elf)
    assert not line_of_sight(s, ch, elf)
    assert elf not in targets(s, ch)
    assert "line of sight" in RULES.why_illegal(s, ("attack", ch, elf))
    with pytest.raises(IllegalAction):
        RULES.apply(s, ("attack", ch, elf))
    hexes = s.hexes_of(ch)
    assert elf not in [g for g, _ in attack_options_from(s, ch, hexes, occ_without(s, ch))]
    assert Scorer(s, ch, []).offence(hexes) == 0.0
    # an Elf three levels up (its base at 4, below Chandra's top at 1 + 4): adjacent
    tiny_board("c_ledge4", ["1 4 1"])
    s2 = _duel("c_ledge4", [(0, "chandra", 0, (0, 0)), (1, "elves", 0, (1, 0)),
                            (1, "nissa", 0, (2, 0))], "chandra", armies=("chandra", "nissa"))
    assert adjacent(s2, fig(s2, 0, "chandra"), fig(s2, 1, "elves"))


def test_an_engaged_figure_may_attack_only_figures_it_is_engaged_with():
    s = _duel("c_line", [(0, "elves", 0, (1, 0)), (1, "phoenixes", 0, (2, 0)),
                         (1, "chandra", 0, (5, 0))], "elves")
    elf = fig(s, 0, "elves")
    assert targets(s, elf) == [fig(s, 1, "phoenixes")]
    assert "engaged" in RULES.why_illegal(s, ("attack", elf, fig(s, 1, "chandra")))


def test_height_advantage_adds_a_die_to_the_higher_figure():
    s = _duel("c_step", [(0, "elves", 0, (1, 0)), (1, "chandra", 0, (4, 0))], "elves")
    att, dfn, notes = attack_dice(s, fig(s, 0, "elves"), fig(s, 1, "chandra"))
    assert (att, dfn) == (4, 4) and "+1 height" in notes
    s2 = _duel("c_step", [(0, "elves", 0, (4, 0)), (1, "chandra", 0, (1, 0))], "elves")
    assert attack_dice(s2, fig(s2, 0, "elves"), fig(s2, 1, "chandra"))[:2] == (3, 5)


def test_example_14_the_elf_attacks_chandra_who_has_height_advantage():
    s = _duel("c_step", [(0, "elves", 0, (5, 0)), (1, "chandra", 0, (1, 0))], "elves",
              damage={(1, "chandra", 0): 4})
    elf, ch = fig(s, 0, "elves"), fig(s, 1, "chandra")
    assert attack_dice(s, elf, ch)[:2] == (3, 5)                 # 3 dice against 5
    rig_dice(s, [1, 2, 6, 6, 6, 6, 6, 6])                        # 2 hits, no shields
    ev = act(s, ("attack", elf, ch))
    res = next(e for e in ev if e["type"] == "AttackResolved")
    assert (res["hits"], res["shields"], res["damage"]) == (2, 0, 2)
    assert s.f_dmg[ch] == 6 and s.winners == [0]                 # Example 15: destroyed


def test_water_is_lower_than_land():
    s = _duel("c_pool", [(0, "elves", 0, (3, 0)), (1, "chandra", 0, (1, 0))], "elves")
    assert attack_dice(s, fig(s, 0, "elves"), fig(s, 1, "chandra"))[:2] == (4, 4)


def test_hits_minus_shields_is_the_damage_and_equal_is_a_miss():
    s = _duel("c_line", [(0, "elves", 0, (0, 0)), (1, "chandra", 0, (4, 0))], "elves")
    elf, ch = fig(s, 0, "elves"), fig(s, 1, "chandra")
    rig_dice(s, [1, 2, 4, 4, 5, 6, 6])                           # 2 hits, 3 shields
    act(s, ("attack", elf, ch))
    assert s.f_dmg[ch] == 0


def test_damage_of_a_squad_goes_on_the_figure_and_it_is_destroyed_at_its_life():
    s = _duel("c_wide", [(0, "pummelroots", 0, (1, 0)), (1, "phoenixes", 0, (2, 0)),
                         (1, "phoenixes", 1, (3, 0)), (1, "chandra", 0, (4, 2))],
              "pummelroots")
    root, ph = fig(s, 0, "pummelroots"), fig(s, 1, "phoenixes")
    rig_dice(s, [1, 6, 6, 6, 6, 6])                              # 1 hit; 2 blanks
    ev = act(s, ("attack", root, ph))
    assert s.f_zone[ph] == GRAVE and s.f_dmg[fig(s, 1, "phoenixes", 1)] == 0
    assert any(e["type"] == "Destroyed" and e["figure"] == ph for e in ev)
    dmg = next(e for e in ev if e["type"] == "Damaged")
    assert dmg["on_card"] is False


def test_an_army_card_goes_to_the_graveyard_with_its_last_figure():
    s = _duel("c_line", [(0, "pummelroots", 0, (1, 0)), (1, "phoenixes", 0, (2, 0)),
                         (1, "chandra", 0, (8, 0))], "pummelroots")
    c = s.f_card[fig(s, 1, "phoenixes")]
    for i in (1, 2):
        s.f_zone[fig(s, 1, "phoenixes", i)] = GRAVE
    rig_dice(s, [1, 6, 6, 6, 6, 6])
    ev = act(s, ("attack", fig(s, 0, "pummelroots"), fig(s, 1, "phoenixes")))
    assert s.c_zone[c] == GRAVE
    assert any(e["type"] == "CardDestroyed" and e["card"] == c for e in ev)


def test_each_figure_attacks_once_twin_blast_twice():
    s = _duel("c_line", [(0, "elves", 0, (0, 0)), (1, "chandra", 0, (4, 0))], "elves")
    elf = fig(s, 0, "elves")
    act(s, ("attack", elf, fig(s, 1, "chandra")))
    with pytest.raises(IllegalAction):
        act(s, ("attack", elf, fig(s, 1, "chandra")))
    s2 = _duel("c_line", [(0, "chandra", 0, (0, 0)), (1, "elves", 0, (3, 0)),
                          (1, "nissa", 0, (5, 0))], "chandra", armies=("chandra", "nissa"))
    ch = fig(s2, 0, "chandra")
    rig_dice(s2, [6] * 20)
    elf2 = fig(s2, 1, "elves")
    act(s2, ("attack", ch, elf2), ("attack", ch, elf2))
    assert RULES.why_illegal(s2, ("attack", ch, elf2)) is not None


def test_avatar_of_justice_adds_a_die_per_opposing_figure_within_two():
    s = _duel("c_wide", [(0, "gideon", 0, (2, 1)), (1, "elves", 0, (3, 1)),
                         (1, "elves", 1, (1, 1)), (1, "nissa", 0, (3, 2))], "gideon",
              armies=("gideon", "nissa"))
    att, _, notes = attack_dice(s, fig(s, 0, "gideon"), fig(s, 1, "elves"))
    assert att == 3 + 3 and "+3 Avatar of Justice" in notes


def test_counter_strike_turns_extra_shields_into_hits_on_an_adjacent_attacker():
    s = _duel("c_line", [(0, "pummelroots", 0, (1, 0)), (1, "gideon", 0, (2, 0)),
                         (0, "nissa", 0, (8, 0))], "pummelroots", armies=("nissa", "gideon"))
    root = fig(s, 0, "pummelroots")
    rig_dice(s, [6, 6, 6, 6, 4, 4, 5, 6, 6])                      # 0 hits, 3 shields
    ev = act(s, ("attack", root, fig(s, 1, "gideon")))
    assert any(e["type"] == "CounterStrike" and e["amount"] == 3 for e in ev)
    assert s.f_dmg[root] == 2 or s.f_zone[root] == GRAVE        # Thick Bark: at most 2


def test_glyphs_of_power_and_toughness():
    s = _duel("c_glyphs", [(0, "elves", 0, (0, 0)), (0, "elves", 1, (1, 0)),
                           (1, "chandra", 0, (5, 0))], "elves")
    e1, e2, ch = fig(s, 0, "elves"), fig(s, 0, "elves", 1), fig(s, 1, "chandra")
    assert RULES.stat(s, e2, "power") == 4                       # a figure you control on P
    assert RULES.stat(s, ch, "toughness") == 5                   # Chandra on T
    assert RULES.stat(s, e1, "toughness") == 2


def test_zombie_toughness_within_four_clear_sight_spaces():
    s = _duel("c_line", [(0, "liliana", 0, (0, 0)), (0, "ghouls", 0, (4, 0)),
                         (0, "ghouls", 1, (5, 0)), (1, "nissa", 0, (8, 0))], None,
              armies=("liliana", "nissa"))
    assert RULES.stat(s, fig(s, 0, "ghouls"), "toughness") == 3
    assert RULES.stat(s, fig(s, 0, "ghouls", 1), "toughness") == 2


def test_snuff_out_destroys_a_damaged_squad_figure_once_per_turn():
    s = _duel("c_line", [(0, "liliana", 0, (0, 0)), (1, "elves", 0, (3, 0)),
                         (1, "elves", 1, (4, 0)), (1, "nissa", 0, (8, 0))], "liliana",
              armies=("liliana", "nissa"), damage={(1, "elves", 0): 0})
    assert ("ability", "snuff_out") not in RULES.legal_actions(s)   # nobody damaged
    s.f_dmg[fig(s, 1, "pummelroots")] = 0
    s2 = _duel("c_line", [(0, "liliana", 0, (0, 0)), (1, "pummelroots", 0, (3, 0)),
                          (1, "nissa", 0, (8, 0))], "liliana", armies=("liliana", "nissa"),
               damage={(1, "pummelroots", 0): 1})
    act(s2, ("ability", "snuff_out"), ("target", fig(s2, 1, "pummelroots")))
    assert s2.f_zone[fig(s2, 1, "pummelroots")] == GRAVE
    assert ("ability", "snuff_out") not in RULES.legal_actions(s2)


def test_only_the_chosen_cards_activated_abilities():
    s = _duel("c_line", [(0, "liliana", 0, (0, 0)), (0, "ghouls", 0, (1, 0)),
                         (1, "pummelroots", 0, (3, 0)), (1, "nissa", 0, (8, 0))], "ghouls",
              armies=("liliana", "nissa"), damage={(1, "pummelroots", 0): 1})
    assert not [a for a in RULES.legal_actions(s) if a[0] == "ability"]
