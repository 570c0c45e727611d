"""Icons exactly as written: Draw, Attack (shield first, then HP to the attacker's score),
Heal (to HP, or to score when HP is full), Shield (Academy or discard area), Vanish (hand or
HP area to score); icons resolve in any order; missing gems make an icon fizzle."""
from engines.magecraft import RESOLVE, RULES
from engines.magecraft.testing import at_turn, gems, started


def game(n=2, seed=0):
    s = started(n, seed, characters=["lumi"] * n)
    return s, s.start


def cast_single(s, p, spell, hand, **zones):
    """Open a one-spell book and pay it from the given hand (wild slots: first legal)."""
    at_turn(s, p, hand=hand, books=[[spell], [], []], **zones)
    RULES.apply(s, ("book", 0))
    while s.phase != RESOLVE:
        RULES.apply(s, [a for a in RULES.legal_actions(s) if a[0] == "pay"][0])


def test_draw_takes_a_random_gem_from_the_bag():
    s, p = game()
    cast_single(s, p, "meditation", "L", bag="FF", discard="")
    RULES.apply(s, ("draw",))
    assert s.hand[p] == gems("F") and s.bag[p] == gems("F")


def test_draw_refills_an_empty_bag_from_the_discard_area():
    s, p = game()
    cast_single(s, p, "meditation", "L", bag="", discard="WW")
    ev = RULES.apply(s, ("draw",))
    assert ev[0]["type"] == "BagRefilled"
    assert s.hand[p] == gems("W") and s.bag[p] == gems("W") and s.discard[p] == [0] * 5


def test_draw_with_nothing_to_draw_fizzles():
    s, p = game()
    cast_single(s, p, "meditation", "L", bag="", discard="")
    ev = RULES.apply(s, ("draw",))
    assert ev[0]["type"] == "Fizzled"


def test_attack_discards_a_chosen_shield_gem_first_then_takes_hp_to_score():
    s, p = game()
    o = 1 - p
    s.shield[o] = gems("ED")
    cast_single(s, p, "fireball", "FF")
    legal = RULES.legal_actions(s)
    assert set(legal) == {("attack", o, 2), ("attack", o, 4)}
    RULES.apply(s, ("attack", o, 4))
    assert s.shield[o] == gems("E") and s.discard[o][4] == 1
    RULES.apply(s, ("attack", o, 2))
    assert s.shield[o] == [0] * 5
    hp_before = sum(s.hp[o])
    assert RULES.legal_actions(s) == [("attack", o)]
    RULES.apply(s, ("attack", o))
    assert sum(s.hp[o]) == hp_before - 1 and sum(s.score[p]) == 1


def test_attack_target_is_a_choice_in_multiplayer():
    s, p = game(3, seed=2)
    others = [q for q in range(3) if q != p]
    s.shield[others[0]] = gems("W")
    cast_single(s, p, "magic_missile", "F")
    assert set(RULES.legal_actions(s)) == {("attack", others[0], 1), ("attack", others[1])}
    RULES.apply(s, ("attack", others[1]))
    assert sum(s.hp[others[1]]) == 11 and sum(s.score[p]) == 1


def test_heal_moves_an_academy_gem_to_hp():
    s, p = game()
    cast_single(s, p, "blessing", "L", hp="FFFWWWEEELL")       # 11 gems
    acad = sum(s.acad_gems)
    RULES.apply(s, ("heal",))
    assert sum(s.hp[p]) == 12 and sum(s.score[p]) == 0 and sum(s.acad_gems) == acad - 1


def test_heal_with_full_hp_goes_to_the_score_area():
    s, p = game()
    cast_single(s, p, "blessing", "L")
    assert sum(s.hp[p]) == 12
    RULES.apply(s, ("heal",))
    assert sum(s.hp[p]) == 12 and sum(s.score[p]) == 1


def test_heal_fizzles_when_the_academy_is_empty():
    s, p = game()
    cast_single(s, p, "blessing", "L", academy_gems="")
    ev = RULES.apply(s, ("heal",))
    assert ev[0]["type"] == "Fizzled" and sum(s.score[p]) == 0


def test_shield_takes_a_gem_from_the_academy_or_the_discard_area():
    s, p = game()
    cast_single(s, p, "absorb", "WF", discard="E", academy_gems="DD")
    legal = RULES.legal_actions(s)
    assert ("shield", "academy", 4) in legal and ("shield", "discard", 2) in legal
    RULES.apply(s, ("shield", "academy", 4))
    RULES.apply(s, ("shield", "discard", 2))
    assert s.shield[p] == gems("DE") and s.acad_gems == gems("D") and s.discard[p] == [0] * 5


def test_shield_with_no_gem_anywhere_fizzles():
    s, p = game()
    cast_single(s, p, "mana_tricks", "E", discard="", academy_gems="")
    assert ("shield",) in RULES.legal_actions(s)
    ev = RULES.apply(s, ("shield",))
    assert ev[0]["type"] == "Fizzled"


def test_vanish_moves_a_gem_from_hand_or_hp_to_score():
    s, p = game()
    cast_single(s, p, "dark_pact", "DFW")
    legal = RULES.legal_actions(s)
    assert ("vanish", "hand", 1) in legal and ("vanish", "hp") in legal
    RULES.apply(s, ("vanish", "hand", 1))
    RULES.apply(s, ("vanish", "hp"))
    assert sum(s.score[p]) == 2 and sum(s.hp[p]) == 11 and sum(s.hand[p]) == 0


def test_icons_resolve_in_any_order():
    s, p = game()
    cast_single(s, p, "absorb", "WF", bag="LL")
    kinds = {a[0] for a in RULES.legal_actions(s)}
    assert kinds == {"draw", "shield"}
    RULES.apply(s, ("draw",))
    assert {a[0] for a in RULES.legal_actions(s)} == {"shield"}
    RULES.apply(s, ("shield", "academy", 0))
    RULES.apply(s, ("shield", "academy", 0))
    assert s.phase != RESOLVE and s.shield[p] == gems("FF")
