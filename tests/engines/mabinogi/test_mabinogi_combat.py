"""Rulebook sections 5 (attack) and 7 (buffs and debuffs), and the card mechanics built
on them (ranged skills, area attacks, on-attacked skills, control, returning to hand)."""
import pytest

from engines.mabinogi import RULES
from engines.mabinogi.effects import attack
from engines.mabinogi.testing import answer, game, iid, set_turn, summon

NATURE = ["Hyena", "Rhino", "Grand Elf", "Arctotherium", "Thornback Boar", "Forest Wolf",
          "Healing Spring", "Wild Growth", "Entangle", "Treant Elder", "Stampede",
          "Druid's Call"]


def _attacks(ev, side=None):
    return [e for e in ev if e["type"] == "Attacked" and (side is None or e["player"] == side)]


def test_rule_5_2_attack_tickets_go_left_to_right_and_attacks_follow_them():
    s = game(NATURE, NATURE)
    for lane, name in ((4, "Hyena"), (0, "Rhino"), (2, "Grand Elf")):
        summon(s, 0, name, lane)
    set_turn(s, 0)
    ev = answer(s, ("end",))
    assert [e for e in ev if e["type"] == "AttackTickets"][0]["lanes"] == [0, 2, 4]
    assert [a["source"][2] for a in _attacks(ev, 0)] == [0, 2, 4]


def test_rule_5_3_summoning_sickness_and_paralysis_get_no_ticket():
    s = game(NATURE, NATURE)
    summon(s, 0, "Hyena", 0, ready=False)
    summon(s, 0, "Rhino", 1).para = 2
    summon(s, 0, "Grand Elf", 2)
    set_turn(s, 0)
    ev = answer(s, ("end",))
    assert [e for e in ev if e["type"] == "AttackTickets"][0]["lanes"] == [2]


def test_rule_5_4_a_creature_with_0_attack_does_not_attack():
    s = game(["Librarian Imp"], NATURE)
    summon(s, 0, "Librarian Imp", 0)
    set_turn(s, 0)
    ev = answer(s, ("end",))
    assert [e for e in ev if e["type"] == "AttackTickets"][0]["lanes"] == [0]
    assert _attacks(ev, 0) == []


def test_rule_5_5_melee_hits_the_creature_in_front_else_the_hero():
    s = game(NATURE, NATURE)
    summon(s, 0, "Hyena", 0)
    summon(s, 0, "Rhino", 1)
    foe = summon(s, 1, "Arctotherium", 0)
    set_turn(s, 0)
    hp = s.hp[1]
    ev = answer(s, ("end",))
    a = _attacks(ev, 0)
    assert [x["target"] for x in a] == [[1, 0], [1, -1]] and all(x["melee"] for x in a)
    assert foe.hp == foe.mhp - 4 and s.hp[1] == hp - 2


def test_rule_5_6_card_attacks_are_ranged_even_at_the_creature_in_front():
    s = game(["Fireball", "Hyena"], NATURE)
    boar = summon(s, 1, "Thornback Boar", 0)
    boar.hp = boar.mhp = 20
    me = summon(s, 0, "Hyena", 0)
    set_turn(s, 0, actions=2, res={"Mana": 5})
    ev = answer(s, ("cast", iid(s, 0, "Fireball"), 1, 0))
    assert _attacks(ev)[0]["melee"] is False
    assert me.hp == me.mhp              # the boar strikes back at melee attacks only
    ev = answer(s, ("end",))
    assert _attacks(ev, 0)[0]["melee"] is True and me.hp == me.mhp - 2


@pytest.mark.parametrize("seed", range(30))
def test_rule_5_7_defence_follows_the_reference(seed):
    s = game(NATURE, NATURE, seed=seed)
    u = summon(s, 1, "Rhino", 0)
    u.hp = u.mhp = 40
    dmg, df = 1 + seed % 7, seed % 9
    u.df = df
    ev: list = []
    attack(s, 0, ["card", 0, 0], 1, 0, dmg, False, ev)
    rolls = [e["dice"][0] for e in ev if e["type"] == "DiceRolled"]
    if df >= dmg:
        assert u.hp == 40 and len(rolls) == 1 and 1 <= rolls[0] <= dmg
        assert u.df == df - rolls[0]
    else:
        assert u.hp == 40 - (dmg - df)
        if df:
            assert len(rolls) == 1 and 1 <= rolls[0] <= df and u.df == df - rolls[0]
        else:
            assert rolls == [] and u.df == 0


def test_rule_5_7_a_creature_dies_at_0_hp_and_on_attacked_skills_work_after():
    s = game(NATURE, NATURE)
    guard = summon(s, 1, "Royal Guard", 0)
    guard.df = 0
    ev: list = []
    attack(s, 0, ["card", 0, 0], 1, 0, 3, False, ev)
    assert guard.hp == guard.mhp - 3 and guard.df == 1      # +1 defence after the hit
    kinds = [e["type"] for e in ev]
    assert kinds.index("Hit") < kinds.index("EffectFired")
    ev = []
    attack(s, 0, ["card", 0, 0], 1, 0, 30, False, ev)
    assert s.board[1][0] is None and "CreatureDied" in [e["type"] for e in ev]
    assert "EffectFired" not in [e["type"] for e in ev]     # dead: no skill


def test_rule_5_7_an_area_attack_attacks_each_target_in_turn():
    s = game(["Chain Lightning"], NATURE)
    for lane in (0, 2, 3):
        summon(s, 1, "Rhino", lane)
    set_turn(s, 0, res={"Mana": 9})
    ev = answer(s, ("cast", iid(s, 0, "Chain Lightning")))
    assert [a["target"] for a in _attacks(ev)] == [[1, 0], [1, 2], [1, 3]]
    assert [e["type"] for e in ev].count("Hit") == 3


def test_spirit_of_fire_hits_every_other_creature_both_sides():
    s = game(["Spirit of Fire", "Hyena"], NATURE)
    mine = summon(s, 0, "Hyena", 0)
    foe = summon(s, 1, "Rhino", 4)
    set_turn(s, 0, res={"Mana": 5})
    ev = answer(s, ("summon", iid(s, 0, "Spirit of Fire"), 2))
    targets = [a["target"] for a in _attacks(ev) if a["source"][0] == "cell"]
    assert [0, 0] in targets and [1, 4] in targets and [0, 2] not in targets
    assert s.board[0][0] is None or mine.hp < mine.mhp
    assert foe.hp <= foe.mhp - 2


def test_ranged_battle_skills_pick_their_own_targets():
    s = game(["Crossbowman", "Cannoneer"], NATURE)
    summon(s, 0, "Crossbowman", 0)
    summon(s, 0, "Cannoneer", 3)
    summon(s, 1, "Arctotherium", 0)
    weak = summon(s, 1, "Hyena", 4)
    summon(s, 1, "Rhino", 2)
    set_turn(s, 0)
    ev = answer(s, ("end",))
    a = _attacks(ev, 0)
    assert a[0]["target"] == [1, 4] and not a[0]["melee"]      # the weakest, far away
    assert [x["target"] for x in a[1:]] == [[1, 2]] or weak.hp <= 0
    assert all(not x["melee"] for x in a)


def test_cowardly_imp_returns_to_hand_when_the_enemy_in_front_is_about_to_attack():
    s = game(NATURE, ["Cowardly Imp", "Hyena"])
    imp = summon(s, 1, "Cowardly Imp", 2)
    summon(s, 0, "Hyena", 2)
    set_turn(s, 0)
    hp = s.hp[1]
    ev = answer(s, ("end",))
    assert imp.iid in s.hand[1] and s.board[1][2] is None
    assert s.hp[1] == hp - 4            # the attack went on to the hero
    assert "Bounced" in [e["type"] for e in ev]


def test_one_turn_control_and_its_return_or_retry():
    s = game(["Mind Control", "Hyena"], NATURE)
    foe = summon(s, 1, "Arctotherium", 1)
    set_turn(s, 0, res={"Dark": 9})
    hp = s.hp[1]
    ev = answer(s, ("cast", iid(s, 0, "Mind Control"), 1, 1))
    assert "Controlled" in [e["type"] for e in ev] and "Returned" in [e["type"] for e in ev]
    assert s.hp[1] == hp - 8            # it fought for us this turn (no sickness)
    assert s.board[1][1] is foe and foe.home == -1
    # when its cell is taken it stays and retries at the end of each turn
    s2 = game(["Mind Control", "Hyena"], NATURE)
    foe2 = summon(s2, 1, "Rhino", 1)
    set_turn(s2, 0, actions=2, res={"Dark": 9})
    answer(s2, ("cast", iid(s2, 0, "Mind Control"), 1, 1))
    summon(s2, 1, "Hyena", 1)
    ev = answer(s2, ("end",))
    assert "ReturnDelayed" in [e["type"] for e in ev] and s2.board[0][1] is foe2
    s2.board[1][1] = None
    ev = answer(s2, ("end",))
    assert s2.board[1][1] is foe2 and foe2.home == -1


def test_mind_control_needs_an_empty_cell_of_yours():
    s = game(["Mind Control"], NATURE)
    summon(s, 1, "Rhino", 0)
    for lane in range(5):
        summon(s, 0, "Wolf Pup", lane)
    set_turn(s, 0, res={"Dark": 9})
    assert not [a for a in RULES.legal_actions(s) if a[0] == "cast"]
    assert "empty cell" in RULES.why_illegal(s, ("cast", iid(s, 0, "Mind Control"), 1, 0))


def test_bribe_returns_an_enemy_creature_to_its_owners_hand():
    s = game(["Bribe"], NATURE)
    foe = summon(s, 1, "Arctotherium", 3)
    set_turn(s, 0, res={"Gold": 9})
    answer(s, ("cast", iid(s, 0, "Bribe"), 1, 3))
    assert s.board[1][3] is None and foe.iid in s.hand[1] and s.known[foe.iid]


def test_rule_7_2_a_debuff_is_not_an_attack():
    s = game(["Wither", "Hyena"], NATURE)
    boar = summon(s, 1, "Thornback Boar", 0)
    set_turn(s, 0, actions=2, res={"Dark": 9})
    ev = answer(s, ("cast", iid(s, 0, "Wither"), 1, 0))
    assert _attacks(ev) == [] and "Hit" not in [e["type"] for e in ev]
    assert boar.hp == 8 - 5


def test_rule_7_3_hp_never_falls_below_1_by_a_debuff():
    s = game(["Vampire"], NATURE)
    summon(s, 0, "Vampire", 0)
    summon(s, 1, "Rhino", 0)
    s.hp[1] = 2
    set_turn(s, 0)
    answer(s, ("end",))
    assert s.hp[1] == 1 and not RULES.is_over(s)
    s2 = game(["Wither"], NATURE)
    rat = summon(s2, 1, "Hyena", 0)
    set_turn(s2, 0, res={"Dark": 9})
    answer(s2, ("cast", iid(s2, 0, "Wither"), 1, 0))
    assert rat.hp == 1


def test_rule_7_4_restoration_stops_at_max_hp():
    s = game(["Healing Spring"], NATURE)
    u = summon(s, 0, "Rhino", 0)
    u.hp = u.mhp - 2
    s.hp[0] = s.mhp[0] - 3
    set_turn(s, 0, actions=2, res={"Nature": 9})
    answer(s, ("cast", iid(s, 0, "Healing Spring"), 0, 0))
    assert u.hp == u.mhp


def test_rule_7_5_raising_max_hp_raises_hp_with_it():
    s = game(["Wild Growth"], NATURE)
    u = summon(s, 0, "Rhino", 0)
    u.hp = 4
    set_turn(s, 0, actions=2, res={"Nature": 9})
    answer(s, ("cast", iid(s, 0, "Wild Growth"), 0, 0))
    assert (u.hp, u.mhp, u.atk) == (7, 13, 3)


@pytest.mark.parametrize("hp,cut,expect", [(10, 3, 10), (5, 3, 7), (9, 3, 9), (2, 3, 7)])
def test_rule_7_6_lowering_max_hp_never_lowers_hp_and_stops_at_it(hp, cut, expect):
    from engines.mabinogi.effects import _max_hp_unit
    s = game(NATURE, NATURE)
    u = summon(s, 1, "Rhino", 0)           # max HP 10
    u.hp = hp
    _max_hp_unit(s, 1, 0, u, -cut, "debuff", [])
    assert u.hp == hp and u.mhp == expect


def test_wither_loses_hp_then_max_hp_as_7_6_says():
    s = game(["Wither"], NATURE)
    u = summon(s, 1, "Rhino", 0)           # 10/10
    set_turn(s, 0, res={"Dark": 9})
    answer(s, ("cast", iid(s, 0, "Wither"), 1, 0))
    assert (u.hp, u.mhp) == (5, 7)


def test_buffs_and_debuffs_of_attack_and_defence():
    s = game(["Blessing", "Curse of Weakness"], NATURE)
    mine = summon(s, 0, "Hyena", 0)
    foe = summon(s, 1, "Squire", 0)
    set_turn(s, 0, actions=3, res={"Light": 9, "Dark": 9})
    answer(s, ("cast", iid(s, 0, "Blessing"), 0, 0))
    assert (mine.atk, mine.df) == (5, 2)
    answer(s, ("cast", iid(s, 0, "Curse of Weakness"), 1, 0))
    assert (foe.atk, foe.df) == (0, 0)     # never below 0
