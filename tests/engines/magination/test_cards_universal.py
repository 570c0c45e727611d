"""Universal cards: each card's power or effect."""
from engines.magination import RULES
from engines.magination.testing import answer, asks, duel, iid

HOLD = ["Vortex of Knowledge"]


def cr(s, p, name):
    return iid(s, p, name, "creatures")


def rel(s, p, name):
    return iid(s, p, name, "relics")


def test_book_of_ages_draws_a_card():
    s = duel("Pruitt", "Grega", [("Book of Ages", None)], hand0=HOLD)
    answer(s, ("power", rel(s, 0, "Book of Ages"), 0))
    assert len(s.hand[0]) == 2 and s.energy[s.magi[0]] == 13


def test_channelers_gloves_two_cards_for_two_energy():
    s = duel("Pruitt", "Grega", [("Channeler's Gloves", None)], hand0=["Grow", "Weebo"] + HOLD)
    h = list(s.hand[0])
    answer(s, ("power", rel(s, 0, "Channeler's Gloves"), 0), ("pick", h[0]), ("pick", h[1]))
    assert s.energy[s.magi[0]] == 17 and s.hand[0] == [h[2]]


def test_dream_balm_restores_and_leaves():
    s = duel("Pruitt", "Grega", [("Dream Balm", None), ("Furok", 1)])
    answer(s, ("power", rel(s, 0, "Dream Balm"), 0))
    assert s.energy[cr(s, 0, "Furok")] == 4 and not s.relics[0] and s.energy[s.magi[0]] == 13


def test_mirror_pendant_copies_the_magi_power_for_two_more():
    s = duel("Pruitt", "Grega", [("Mirror Pendant", None), ("Furok", 4)])
    answer(s, ("power", s.magi[0], 0))
    answer(s, ("power", rel(s, 0, "Mirror Pendant"), 0))
    assert s.energy[cr(s, 0, "Furok")] == 10 and s.energy[s.magi[0]] == 15 - 2 - 4
    s = duel("Evu", "Grega", [("Mirror Pendant", None)])     # Evu has no power
    assert RULES.why_illegal(s, ("power", rel(s, 0, "Mirror Pendant"), 0)) is not None


def test_relic_stalker_pounds_a_relic():
    s = duel("Pruitt", "Grega", [("Relic Stalker", None)], [("Scroll of Fire", None)])
    answer(s, ("power", rel(s, 0, "Relic Stalker"), 0))
    assert not s.relics[0] and not s.relics[1] and len(s.discard[1]) == 1


def test_ring_of_secrets_adds_one_when_you_play_a_relic():
    s = duel("Pruitt", "Grega", [("Ring of Secrets", None), ("Furok", 4)], [("Quor", 4)],
             hand0=["Robe of Vines"] + HOLD)
    answer(s, ("play", iid(s, 0, "Robe of Vines")))
    assert asks(s) is not None and asks(s).kind == "choose"
    answer(s, ("target", cr(s, 0, "Furok")))
    assert s.energy[cr(s, 0, "Furok")] == 5


def test_robe_of_the_ages_makes_spells_cheaper_but_not_below_one():
    s = duel("Pruitt", "Grega", [("Robe of the Ages", None), ("Furok", 4)],
             hand0=["Vortex of Knowledge", "Tap Roots", "Fire Ball"], dice=[1])
    answer(s, ("play", iid(s, 0, "Vortex of Knowledge")))
    assert s.energy[s.magi[0]] == 14
    answer(s, ("play", iid(s, 0, "Fire Ball")), ("target", cr(s, 0, "Furok")))
    assert s.energy[s.magi[0]] == 14 - 2          # 2 - 1 + the regional penalty


def test_staff_of_hyren_adds_one_to_hyrens_played():
    s = duel("Pruitt", "Grega", [("Staff of Hyren", None)], hand0=["Leaf Hyren", "Weebo"])
    s.step = 4
    answer(s, ("play", iid(s, 0, "Leaf Hyren")))
    answer(s, ("play", iid(s, 0, "Weebo")))
    assert s.energy[cr(s, 0, "Leaf Hyren")] == 5 and s.energy[cr(s, 0, "Weebo")] == 2


def test_syphon_stone_removes_one_energy():
    s = duel("Pruitt", "Grega", [("Syphon Stone", None)], [("Quor", 4)])
    answer(s, ("power", rel(s, 0, "Syphon Stone"), 0))
    assert s.energy[cr(s, 1, "Quor")] == 3 and not s.relics[0]


def test_warriors_boots_play_a_creature_now_paying_as_normal():
    s = duel("Pruitt", "Grega", [("Warrior's Boots", None)], hand0=["Furok", "Quor"])
    answer(s, ("power", rel(s, 0, "Warrior's Boots"), 0), ("pick", iid(s, 0, "Quor")))
    assert s.energy[cr(s, 0, "Quor")] == 4 and s.energy[s.magi[0]] == 15 - 5
    assert s.step == 2


def test_water_of_life_raises_the_magi_energize_rate():
    s = duel("Pruitt", "Grega", [], [("Water of Life", None)])
    while s.current == 0:
        RULES.apply(s, ("end_step",))
    assert s.energy[s.magi[1]] == 10 + 6


def test_colossus_anti_magic():
    # your own powers may not alter its energy: Pruitt's Refresh has nothing to choose
    s = duel("Pruitt", "Grega", [("Colossus", 12)], hand0=["Shockwave"])
    s.energy[s.magi[0]] = 20
    assert RULES.legal_actions(s) == [("end_step",)]     # nor may a Spell discard it
    s = duel("Pruitt", "Grega", [("Colossus", 12)], [("Bwill", 1)])
    col = cr(s, 0, "Colossus")
    s.step = 3                      # Bwill's Karma (an Effect) may not discard it
    answer(s, ("attack", col, cr(s, 1, "Bwill")))
    assert col in s.creatures[0] and s.energy[col] == 11 and not s.creatures[1]
    # an opponent's Spell may discard energy from it, but not discard it from play
    s = duel("Grega", "Pruitt", [], [("Colossus", 12), ("Furok", 4)],
             hand0=["Fire Ball", "Shockwave"] + HOLD)
    s.energy[s.magi[0]] = 20
    col = cr(s, 1, "Colossus")
    answer(s, ("play", iid(s, 0, "Fire Ball")), ("target", col))
    assert s.energy[col] == 10
    answer(s, ("play", iid(s, 0, "Shockwave")))      # Furok is the only choice
    assert s.creatures[1] == [col]


def test_relic_mirror_is_discarded_in_place_of_another_relic():
    s = duel("Ebylon", "Blu", [], [("Relic Mirror", None), ("Orothean Belt", None)],
             hand0=HOLD)
    m, b = rel(s, 1, "Relic Mirror"), rel(s, 1, "Orothean Belt")
    answer(s, ("power", s.magi[0], 0), ("target", b))
    assert set(RULES.legal_actions(s)) == {("pick", m), ("done",)}
    answer(s, ("pick", m))
    assert s.relics[1] == [b] and m in s.discard[1]
