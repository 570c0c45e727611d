"""Rulebook sections 2 (phases), 3 (actions) and 4 (hero level)."""
from engines.mabinogi import RULES
from engines.mabinogi.content import CARD_INDEX, RES_INDEX
from engines.mabinogi.state import XP_TO_LEVEL
from engines.mabinogi.testing import answer, game, iid, set_turn, summon

NATURE = ["Hyena", "Rhino", "Grand Elf", "Arctotherium", "Thornback Boar", "Forest Wolf",
          "Healing Spring", "Wild Growth", "Entangle", "Treant Elder", "Stampede",
          "Druid's Call"]
MANA = ["Spirit of Fire", "Librarian Imp", "Cowardly Imp", "Fireball", "Chain Lightning",
        "Counter Magic", "Arcane Scholar", "Frost Nova", "Mana Surge", "Arcane Golem",
        "Tome of Insight", "Battle Mage"]


def _phases(ev):
    return [e["phase"] for e in ev if e["type"] == "PhaseBegan"]


def test_rule_2_1_the_phases_of_a_turn_come_in_order():
    s = game(NATURE, NATURE)
    set_turn(s, 0)
    ev = answer(s, ("end",))
    assert _phases(ev) == ["battle", "closing_effects", "effect_retrieval", "finishing",
                           "start", "resource", "clearing", "starting_effects", "action"]
    assert [e["type"] for e in ev].index("TurnBegan") > 0


def test_rule_2_1_clearing_drops_counts_above_1_and_a_count_of_1_ends_with_the_turn():
    s = game(NATURE, NATURE)
    a = summon(s, 0, "Rhino", 0)
    b = summon(s, 0, "Hyena", 1)
    a.para, b.sick = 3, 1
    set_turn(s, 1)
    answer(s, ("end",))     # the opponent's turn ends (a count of 1 with it), then in
    assert (a.para, b.sick) == (2, 0)   # seat 0's clearing phase 3 drops to 2
    answer(s, ("end",))                 # the count of 2 outlives seat 0's turn...
    assert a.para == 2 and s.current == 1
    answer(s, ("end",))                 # ...drops to 1 in its side's clearing phase...
    assert a.para == 1 and s.current == 0
    hp = s.hp[1]
    ev = answer(s, ("end",))            # ...keeps it out of that battle, then ends
    assert a.para == 0 and s.hp[1] == hp - 4      # only the Hyena attacked
    assert [e["lanes"] for e in ev if e["type"] == "AttackTickets"] == [[1]]


def test_rule_2_1_paralysis_2_on_an_enemy_keeps_it_out_of_its_next_battle():
    s = game(["Entangle", "Hyena"], NATURE)
    foe = summon(s, 1, "Hyena", 2)
    set_turn(s, 0, res={"Nature": 5})
    ev = answer(s, ("cast", iid(s, 0, "Entangle"), 1, 2))
    paras = [e["value"] for e in ev if e["type"] == "UnitChanged" and e["what"] == "para"]
    assert paras == [2, 1]              # cast, then the enemy's clearing phase
    hp = s.hp[0]
    assert s.current == 1 and foe.para == 1
    answer(s, ("end",))
    assert s.hp[0] == hp and foe.para == 0     # it missed that battle
    answer(s, ("end",), ("end",))
    assert s.hp[0] == hp - foe.attack          # and attacks again the turn after


def test_rule_2_1_starting_effects_go_left_to_right():
    s = game(["Treasure Hunter", "Arcane Scholar", "Hyena"], NATURE)
    summon(s, 0, "Arcane Scholar", 4)
    summon(s, 0, "Treasure Hunter", 1)
    set_turn(s, 1)
    ev = answer(s, ("end",))
    fired = [e["source"][2] for e in ev if e["type"] == "EffectFired"]
    assert fired == [1, 4]


def test_rule_2_1_closing_effects_come_after_the_battle():
    s = game(["Plague Rat"], NATURE)
    summon(s, 0, "Plague Rat", 0)
    summon(s, 1, "Rhino", 3)
    set_turn(s, 0)
    ev = answer(s, ("end",))
    kinds = [e["type"] for e in ev]
    assert kinds.index("AttackTickets") < kinds.index("EffectFired")
    assert s.board[1][3].hp == s.board[1][3].mhp - 1


def test_rule_2_1_effect_retrieval_ends_one_turn_effects():
    s = game(["Stampede", "Hyena"], NATURE)
    h = summon(s, 0, "Hyena", 0)
    set_turn(s, 0, actions=2, res={"Nature": 5})
    answer(s, ("cast", iid(s, 0, "Stampede")))
    assert h.attack == 4 + 2
    answer(s, ("end",))
    assert h.attack == 4


def test_rule_3_1_action_counters_equal_the_hero_level_shown_as_flames():
    s = game(NATURE, NATURE)
    assert s.actions == 1
    s.level[1] = 3
    ev = answer(s, ("end",))
    assert s.actions == 3
    assert [e for e in ev if e["type"] == "ValueChanged" and e["what"] == "actions"][-1][
        "value"] == 3
    assert RULES.decision(s).hints["flames"] == 3


def test_rule_3_2_each_action_uses_one_counter_and_the_turn_goes_on_without_any():
    s = game(NATURE, NATURE)
    set_turn(s, 0, actions=2)
    answer(s, ("charge",))
    assert s.actions == 1 and s.current == 0
    answer(s, ("charge",))
    assert s.current == 1               # the battle and the next turn followed by itself


def test_rule_3_2_summon_onto_an_empty_cell_fires_starting_effects_with_sickness_1():
    s = game(["Librarian Imp", "Hyena"], NATURE)
    set_turn(s, 0, actions=2, res={"Mana": 5})
    xp = s.xp[0]
    answer(s, ("summon", iid(s, 0, "Librarian Imp"), 3))
    u = s.board[0][3]
    assert u.sick == 1 and s.xp[0] == xp + 2 + 1     # action + its starting effect
    assert all(a[2] != 3 for a in RULES.legal_actions(s) if a[0] == "summon")


def test_rule_3_2_a_summoned_creature_attacks_from_the_next_turn():
    s = game(["Hyena", "Rhino"], NATURE)
    set_turn(s, 0, res={"Nature": 5})
    hp = s.hp[1]
    answer(s, ("summon", iid(s, 0, "Hyena"), 0))
    assert s.hp[1] == hp                # summoning sickness: no ticket this turn
    answer(s, ("end",))
    set_turn(s, 0)
    answer(s, ("end",))
    assert s.hp[1] == hp - 4


def test_rule_3_2_a_spell_takes_effect_at_once_and_goes_to_the_grave():
    s = game(["Fireball", "Hyena"], NATURE)
    set_turn(s, 0, res={"Mana": 5})
    fb = iid(s, 0, "Fireball")
    hp = s.hp[1]
    answer(s, ("cast", fb, 1, -1))
    assert s.hp[1] == hp - 5 and s.grave[0] == [fb]


def test_rule_3_2_the_six_actions_are_offered():
    s = game(NATURE, NATURE)
    set_turn(s, 0, res={"Nature": 9})
    s.grave[0].append(s.hand[0].pop())
    s.xp[0] = XP_TO_LEVEL[0]
    kinds = {a[0] for a in RULES.legal_actions(s)}
    assert kinds == {"summon", "cast", "charge", "discard", "revive", "level_up", "end"}


def test_rule_4_1_experience_for_actions_attacks_deaths_and_revives():
    s = game(NATURE, NATURE)
    summon(s, 0, "Hyena", 0)
    summon(s, 0, "Arctotherium", 1)
    summon(s, 1, "Hyena", 1)
    set_turn(s, 0)
    answer(s, ("charge",))              # +2 action, then the battle: +1 hero hit, +1 kill
    assert s.xp[0] == 2 + 1 + 1
    assert s.xp[1] == 1                 # its Hyena died
    s.grave[0].append(s.hand[0].pop())
    set_turn(s, 0)
    xp1 = s.xp[1]
    answer(s, ("revive",))
    assert s.xp[1] == xp1 + 1           # the opponent's Revive


def test_rule_4_2_levels_at_6_then_14_more_xp_and_4_3_stops_at_3():
    s = game(NATURE, NATURE)
    set_turn(s, 0, actions=3)
    s.xp[0] = 5
    assert ("level_up",) not in RULES.legal_actions(s)
    s.xp[0] = 7
    answer(s, ("level_up",))
    assert s.level[0] == 2 and s.xp[0] == 1 + 2      # surplus kept, +2 for the action
    s.xp[0] = 14
    answer(s, ("level_up",))
    assert s.level[0] == 3
    s.xp[0] = 99
    assert ("level_up",) not in RULES.legal_actions(s)
    assert "top level" in RULES.why_illegal(s, ("level_up",))


def test_rule_3_2_levelling_up_is_an_action_and_its_new_flame_comes_next_turn():
    """Rule 3.2 lists levelling up among the actions, each using one action counter;
    rule 3.1 hands the counters out by level when the action phase begins. So a
    level-1 hero with one flame who levels up has no flame left (the battle follows),
    and has two flames from the next action phase on."""
    s = game(NATURE, NATURE)
    set_turn(s, 0, actions=1)
    s.xp[0] = 6
    ev = answer(s, ("level_up",))
    assert s.level[0] == 2
    assert s.current == 1 and s.to_move == 1        # no free action: the turn went on
    assert not [e for e in ev if e["type"] == "ValueChanged" and e["what"] == "actions"
                and e["delta"] > 0 and e.get("player") == 0]
    answer(s, ("end",))
    assert s.current == 0 and s.actions == 2        # the new count, next action phase
    s = game(NATURE, NATURE)
    set_turn(s, 0, actions=2)
    s.xp[0] = 6
    answer(s, ("level_up",))
    assert s.current == 0 and s.actions == 1        # one used, none given back


def test_rule_4_4_level_up_adds_25_percent_hp_and_raises_card_values():
    s = game(NATURE, NATURE)
    set_turn(s, 0, actions=2)
    s.hp[0] = 32
    rhino = iid(s, 0, "Rhino")
    assert RULES.cost(s, 0, rhino) == 2
    s.xp[0] = 6
    ev = answer(s, ("level_up",))
    assert s.hp[0] == 40 and s.mhp[0] == 48
    assert [e for e in ev if e["type"] == "LevelUp"][0]["hp_gain"] == 8
    assert RULES.cost(s, 0, rhino) == 3
    s.res[0][RES_INDEX["Nature"]] = 9
    answer(s, ("summon", rhino, 0))
    u = s.board[0][0]
    assert (u.lvl, u.attack, u.hp) == (2, 3, 13)
    s.level[0] = 3
    assert s.board[0][0].lvl == 2       # a creature keeps the level it was summoned at


def test_rule_1_7_level_up_resources_follow_the_decks_kinds():
    one = game(NATURE, NATURE)
    set_turn(one, 0)
    one.xp[0] = 6
    answer(one, ("level_up",))
    assert one.res[0][RES_INDEX["Nature"]] == 3
    two = game(["Hyena", "Fireball"], NATURE)
    set_turn(two, 0)
    two.xp[0] = 6
    answer(two, ("level_up",))
    assert sorted([two.res[0][RES_INDEX["Nature"]], two.res[0][RES_INDEX["Mana"]]]) == [1, 2]
    for seed in range(5):
        three = game(["Hyena", "Fireball", "Squire"], NATURE, seed=seed)
        set_turn(three, 0)
        three.xp[0] = 6
        ev = answer(three, ("level_up",))
        assert sorted(three.res[0]) == [0, 0, 0, 0, 2]
        roll = [e for e in ev if e["type"] == "DiceRolled"][0]["dice"][0]
        assert three.res[0][roll] == 2


def test_librarian_imp_gives_extra_xp_every_turn():
    s = game(MANA, NATURE)
    summon(s, 0, "Librarian Imp", 0)
    set_turn(s, 1)
    answer(s, ("end",))
    assert s.xp[0] == 1


def test_card_levels_follow_the_hero_in_hand():
    s = game(NATURE, NATURE)
    h = iid(s, 0, "Arctotherium")
    assert [s.cost(0, h)] == [6]
    s.level[0] = 3
    assert s.cost(0, h) == 8 and CARD_INDEX["Arctotherium"] == s.cdef[h]
