"""Cald cards beyond the starter deck: each card's power or effect."""
from engines.magination import RULES
from engines.magination.testing import answer, asks, duel, iid

HOLD = ["Vortex of Knowledge"]


def cr(s, p, name):
    return iid(s, p, name, "creatures")


def test_barak_looks_at_the_top_four_and_reorders_them():
    s = duel("Barak", "Grega", hand0=["Weebo", "Furok", "Quor", "Arbolit"] + HOLD)
    four = s.hand[0][:4]
    for c in four:
        s.hand[0].remove(c)
        s.deck[0].append(c)                       # Arbolit on top
    answer(s, ("power", s.magi[0], 0))
    assert asks(s).kind == "choose" and set(asks(s).targets) <= set(four)
    v = RULES.view(s, 0)
    assert all(v.defs[c] >= 0 for c in four)      # Barak sees them; the opponent does not
    assert all(RULES.view(s, 1).defs[c] < 0 for c in four)
    answer(s, ("pick", four[0]), ("pick", four[1]), ("pick", four[2]))
    assert s.deck[0][-4:] == [four[3], four[2], four[1], four[0]]   # Weebo now on top


def test_fire_grag_metabolizes_one_of_its_creatures():
    s = duel("Grega", "Pruitt", [("Fire Grag", 6), ("Arbolit", 2)], [("Furok", 6), ("Weebo", 2)])
    answer(s, ("power", cr(s, 0, "Fire Grag"), 0), ("target", cr(s, 0, "Arbolit")),
           ("target", cr(s, 1, "Furok")))
    assert s.energy[cr(s, 1, "Furok")] == 2 and len(s.creatures[0]) == 1
    assert s.energy[cr(s, 0, "Fire Grag")] == 3


def test_flame_control_rearranges_energy_on_your_creatures():
    s = duel("Grega", "Pruitt", [("Quor", 4), ("Arbolit", 1), ("Kelthet", 4)],
             hand0=["Flame Control"] + HOLD)
    answer(s, ("play", iid(s, 0, "Flame Control")))
    assert asks(s).kind == "number" and asks(s).high == 9
    answer(s, ("number", 7), ("number", 1))
    assert [s.energy[c] for c in s.creatures[0]] == [7, 1, 1]


def test_flame_hyren_distributes_its_energy_and_leaves():
    s = duel("Grega", "Pruitt", [("Flame Hyren", 3), ("Quor", 4)], [("Weebo", 2)])
    fh, q, w = cr(s, 0, "Flame Hyren"), cr(s, 0, "Quor"), cr(s, 1, "Weebo")
    answer(s, ("power", fh, 0), ("target", q), ("target", q), ("target", w))
    assert s.energy[q] == 6 and s.energy[w] == 3 and fh in s.discard[0]


def test_gorgles_ring_by_die_roll():
    s = duel("Grega", "Pruitt", [("Gorgle's Ring", None), ("Quor", 4), ("Arbolit", 2)],
             [("Weebo", 2)], dice=[2])
    ring = iid(s, 0, "Gorgle's Ring", "relics")
    answer(s, ("power", ring, 0))
    assert s.energy[cr(s, 0, "Quor")] == 3 and s.energy[cr(s, 1, "Weebo")] == 2
    s = duel("Grega", "Pruitt", [("Gorgle's Ring", None), ("Quor", 4)], [("Weebo", 2)],
             dice=[5])
    answer(s, ("power", iid(s, 0, "Gorgle's Ring", "relics"), 0), ("target", cr(s, 1, "Weebo")))
    assert not s.creatures[1]
    s = duel("Grega", "Pruitt", [("Gorgle's Ring", None)], dice=[6])
    answer(s, ("power", iid(s, 0, "Gorgle's Ring", "relics"), 0), ("target", s.magi[1]))
    assert s.energy[s.magi[1]] == 11


def test_heat_lens_looks_at_a_hand_and_discards_a_card_from_it():
    s = duel("Grega", "Pruitt", [("Heat Lens", None)], hand1=["Weebo", "Grow"])
    w = iid(s, 1, "Weebo")
    answer(s, ("power", iid(s, 0, "Heat Lens", "relics"), 0), ("target", s.magi[1]))
    assert RULES.view(s, 0).defs[w] >= 0           # revealed
    answer(s, ("pick", w))
    assert s.discard[1] == [w] and s.energy[s.magi[0]] == 8


def test_lava_aq_firestorm_spares_cald_cards():
    s = duel("Grega", "Pruitt", [("Lava Aq", 4), ("Arbolit", 2)], [("Weebo", 2)])
    answer(s, ("power", cr(s, 0, "Lava Aq"), 0), ("target", cr(s, 0, "Arbolit")))
    assert s.energy[cr(s, 1, "Weebo")] == 1 and s.energy[s.magi[1]] == 14
    assert s.energy[s.magi[0]] == 10 and s.energy[cr(s, 0, "Lava Aq")] == 2


def test_lava_arboll_heals_a_creature_or_magi():
    s = duel("Grega", "Pruitt", [("Lava Arboll", 3)])
    answer(s, ("power", cr(s, 0, "Lava Arboll"), 0), ("target", s.magi[0]))
    assert s.energy[s.magi[0]] == 13 and not s.creatures[0]


def test_magam_and_sinder():
    s = duel("Magam", "Pruitt", [("Quor", 1)])
    answer(s, ("power", s.magi[0], 0))
    assert s.energy[cr(s, 0, "Quor")] == 4 and s.energy[s.magi[0]] == 9
    s = duel("Sinder", "Pruitt", [("Quor", 1)])
    answer(s, ("power", s.magi[0], 0))
    assert s.energy[cr(s, 0, "Quor")] == 3 and s.energy[s.magi[0]] == 11


def test_raxis_shatterfire_the_relics_owner_may_pay_four():
    s = duel("Grega", "Pruitt", [("Raxis", 4)], [("Robe of Vines", None)])
    robe = iid(s, 1, "Robe of Vines", "relics")
    answer(s, ("power", cr(s, 0, "Raxis"), 0))
    assert asks(s).kind == "yes_no" and asks(s).player == 1
    answer(s, ("yes",))
    assert robe in s.relics[1] and s.energy[s.magi[1]] == 11
    s = duel("Grega", "Pruitt", [("Raxis", 4)], [("Robe of Vines", None)])
    answer(s, ("power", cr(s, 0, "Raxis"), 0), ("no",))
    assert not s.relics[1]
    s = duel("Grega", "Pruitt", [("Raxis", 4)], [("Robe of Vines", None)])
    s.energy[s.magi[1]] = 3                        # cannot pay: the relic goes
    answer(s, ("power", cr(s, 0, "Raxis"), 0))
    assert not s.relics[1] and s.energy[s.magi[1]] == 3


def test_rod_of_coals_snuffs_a_creature_with_one_energy():
    s = duel("Grega", "Pruitt", [("Rod of Coals", None)], [("Weebo", 1), ("Furok", 2)])
    answer(s, ("power", iid(s, 0, "Rod of Coals", "relics"), 0))
    assert [RULES.card_name(s, c) for c in s.creatures[1]] == ["Furok"]


def test_vaal_shield_lasts_until_the_end_of_its_turn():
    s = duel("Grega", "Pruitt", [("Vaal", 3)], [("Furok", 6)], hand0=["Fire Ball"])
    v = cr(s, 0, "Vaal")
    answer(s, ("power", v, 0))
    assert s.energy[v] == 2
    s.step = 3
    answer(s, ("attack", v, cr(s, 1, "Furok")))
    assert s.energy[v] == 2 and s.energy[cr(s, 1, "Furok")] == 4
    while s.current == 0:
        RULES.apply(s, ("end_step",))
    assert not s.marks or all(m[0] != "shield" for m in s.marks)


def test_valkan_spells_discard_two_more_from_each_creature():
    s = duel("Valkan", "Pruitt", [("Quor", 5)], [("Weebo", 5), ("Furok", 6)],
             hand0=["Fire Ball", "Flame Geyser"] + HOLD)
    s.energy[s.magi[0]] = 20
    answer(s, ("play", iid(s, 0, "Fire Ball")), ("target", cr(s, 1, "Furok")))
    assert s.energy[cr(s, 1, "Furok")] == 2
    answer(s, ("play", iid(s, 0, "Flame Geyser")))
    assert not s.creatures[1] and not s.creatures[0]
    assert s.energy[s.magi[1]] == 12
