"""Underneath cards: each card's power or effect."""
from engines.magination import RULES
from engines.magination.testing import answer, asks, duel, iid

HOLD = ["Vortex of Knowledge"]


def cr(s, p, name):
    return iid(s, p, name, "creatures")


def rel(s, p, name):
    return iid(s, p, name, "relics")


def end_turn(s):
    p = s.current
    while s.current == p and asks(s) is None:
        RULES.apply(s, ("end_step",))


def test_agovo_draws():
    s = duel("Gruk", "Grega", [("Agovo", 4)], hand0=HOLD)
    answer(s, ("power", cr(s, 0, "Agovo"), 0))
    assert len(s.hand[0]) == 2 and s.energy[cr(s, 0, "Agovo")] == 2


def test_amulet_of_ombor_by_die_roll():
    s = duel("Gruk", "Grega", [("Amulet of Ombor", None), ("Agovo", 4)], [("Quor", 4)],
             dice=[2])
    answer(s, ("power", rel(s, 0, "Amulet of Ombor"), 0))
    assert s.energy[cr(s, 1, "Quor")] == 5 and s.energy[cr(s, 0, "Agovo")] == 4
    s = duel("Gruk", "Grega", [("Amulet of Ombor", None), ("Agovo", 4)], dice=[6])
    answer(s, ("power", rel(s, 0, "Amulet of Ombor"), 0))
    assert s.energy[cr(s, 0, "Agovo")] == 8


def test_burrow_bisiwog_digging_goggles_enrich_and_burrowed_immunities():
    s = duel("Gruk", "Grega", [("Agovo", 4), ("Bisiwog", 3)], [("Quor", 4)],
             hand0=["Burrow", "Burrow", "Enrich", "Carnivorous Cave"] + HOLD)
    s.energy[s.magi[0]] = 30
    ag, bi = cr(s, 0, "Agovo"), cr(s, 0, "Bisiwog")
    answer(s, ("play", iid(s, 0, "Burrow")), ("number", 2), ("target", ag))
    answer(s, ("play", iid(s, 0, "Burrow")), ("number", 2), ("target", bi))
    assert s.burrowed == {ag, bi} and s.energy[s.magi[0]] == 30 - 6
    answer(s, ("play", iid(s, 0, "Enrich")))              # the first burrowed: a choice
    answer(s, ("target", ag))
    assert s.energy[ag] == 7
    answer(s, ("play", iid(s, 0, "Carnivorous Cave")))
    assert s.energy[ag] == 7 and s.energy[cr(s, 1, "Quor")] == 3
    s.step = 3
    legal = RULES.legal_actions(s)
    assert not any(a[0] == "attack" and a[1] == ag for a in legal)     # burrowed
    assert any(a[0] == "attack" and a[1] == bi for a in legal)         # Tunneling Attack
    end_turn(s)
    end_turn(s)
    assert s.burrowed == set()                             # two turns have passed
    s = duel("Gruk", "Grega", [("Agovo", 4), ("Digging Goggles", None)], [("Quor", 2)])
    s.burrowed.add(cr(s, 0, "Agovo"))
    s.step = 3
    assert ("attack", cr(s, 0, "Agovo"), cr(s, 1, "Quor")) in RULES.legal_actions(s)


def test_bottomless_pit_takes_a_creature_below_five():
    s = duel("Gruk", "Grega", [], [("Quor", 4), ("Drakan", 6)], hand0=["Bottomless Pit"])
    answer(s, ("play", iid(s, 0, "Bottomless Pit")))
    assert [RULES.card_name(s, c) for c in s.creatures[1]] == ["Drakan"]


def test_brub_scrubs_korrits():
    s = duel("Gruk", "Grega", [("Brub", 2), ("Pack Korrit", 3)], [("Korrit", 3)])
    b = cr(s, 0, "Brub")
    answer(s, ("power", b, 0), ("target", cr(s, 0, "Pack Korrit")))
    assert s.energy[b] == 5 and len(s.creatures[0]) == 1
    s = duel("Gruk", "Grega", [("Brub", 2)], [("Korrit", 3)])
    answer(s, ("power", cr(s, 0, "Brub"), 0))
    assert not s.creatures[1]


def test_cave_hyren_cave_in_and_ground_breaker():
    s = duel("Gruk", "Grega", [("Cave Hyren", 5)], [("Quor", 4)],
             hand0=["Cave In", "Ground Breaker"], dice=[3])
    answer(s, ("power", cr(s, 0, "Cave Hyren"), 0), ("number", 2),
           ("target", cr(s, 0, "Cave Hyren")))
    assert s.energy[cr(s, 0, "Cave Hyren")] == 5
    answer(s, ("play", iid(s, 0, "Cave In")))
    assert s.energy[cr(s, 1, "Quor")] == 3 and s.energy[s.magi[1]] == 9
    assert s.energy[cr(s, 0, "Cave Hyren")] == 5 and s.energy[s.magi[0]] == 9
    answer(s, ("play", iid(s, 0, "Ground Breaker")), ("target", s.magi[1]))
    assert s.energy[s.magi[1]] == 6


def test_cave_rudwot_and_strag_defend():
    s = duel("Grega", "Strag", [("Quor", 5)], [("Cave Rudwot", 3)], hand0=["Fire Ball"])
    s.step = 3
    answer(s, ("attack", cr(s, 0, "Quor"), cr(s, 1, "Cave Rudwot")))
    assert asks(s).kind == "order" and asks(s).player == 1    # Strag's player orders both
    answer(s, asks(s).options[0])
    assert not s.creatures[0] and s.energy[cr(s, 1, "Cave Rudwot")] == 1   # 6 against 5


def test_crystal_arboll_heals_more_underneath():
    s = duel("Gruk", "Grega", [("Crystal Arboll", 2), ("Agovo", 4)], [("Quor", 4)])
    answer(s, ("power", cr(s, 0, "Crystal Arboll"), 0), ("target", cr(s, 0, "Agovo")))
    assert s.energy[cr(s, 0, "Agovo")] == 8
    s = duel("Gruk", "Grega", [("Crystal Arboll", 2)], [("Quor", 4)])
    answer(s, ("power", cr(s, 0, "Crystal Arboll"), 0))
    assert asks(s).kind == "confirm"          # the only target is Grega's: shown first
    answer(s, ("yes",))
    assert s.energy[cr(s, 1, "Quor")] == 6


def test_fossik_may_strengthen_instead_of_drawing_a_card():
    s = duel("Fossik", "Grega", [("Agovo", 4)])
    end_turn(s)
    assert asks(s).kind == "yes_no"
    answer(s, ("yes",))
    assert s.energy[cr(s, 0, "Agovo")] == 7 and len(s.hand[0]) == 1


def test_giant_parmalag_withdraws_until_after_its_next_turn():
    s = duel("Gruk", "Grega", [("Giant Parmalag", 5), ("Agovo", 4)], [("Quor", 4)])
    gp = cr(s, 0, "Giant Parmalag")
    answer(s, ("power", gp, 0))
    end_turn(s)
    s.step = 3
    RULES.apply(s, ("end_step",)) if s.step == 2 else None
    assert all(a[2] != gp for a in RULES.legal_actions(s) if a[0] == "attack")


def test_giant_vulbor_and_vulbor_make_hands_shrink():
    s = duel("Gruk", "Grega", [("Giant Vulbor", 4)], [("Drakan", 6)], hand1=["Fire Ball"])
    answer(s, ("power", cr(s, 0, "Giant Vulbor"), 0), ("target", cr(s, 1, "Drakan")))
    assert asks(s).player == 1
    answer(s, ("pick", iid(s, 1, "Fire Ball")))            # the only card
    assert s.energy[cr(s, 1, "Drakan")] == 4
    s = duel("Gruk", "Grega", [("Vulbor", 3)], hand1=["Fire Ball", "Quor", "Arbolit"])
    answer(s, ("power", cr(s, 0, "Vulbor"), 0), ("target", s.magi[1]))
    assert asks(s).player == 1 and ("done",) not in asks(s).options
    answer(s, ("pick", iid(s, 1, "Quor")), ("pick", iid(s, 1, "Arbolit")))
    assert len(s.hand[1]) == 1 and len(s.discard[1]) == 2


def test_gloves_of_crystal_move_more_energy_to_underneath_creatures():
    s = duel("Gruk", "Grega", [("Gloves of Crystal", None)], hand0=["Bisiwog", "Agovo"])
    s.step = 4
    answer(s, ("play", iid(s, 0, "Bisiwog")), ("number", 1), ("number", 1))
    assert s.energy[cr(s, 0, "Bisiwog")] == 5 and s.energy[s.magi[0]] == 13 - 5


def test_gogor_gravel_storm_spares_burrowed():
    s = duel("Gogor", "Grega", [("Agovo", 4), ("Bisiwog", 3)], [("Quor", 4)], dice=[2])
    s.burrowed.add(cr(s, 0, "Bisiwog"))
    answer(s, ("power", s.magi[0], 0))
    assert s.energy[cr(s, 0, "Agovo")] == 2 and s.energy[cr(s, 0, "Bisiwog")] == 3
    assert s.energy[cr(s, 1, "Quor")] == 2


def test_gum_gum_slides_another_creature_into_the_attack():
    s = duel("Grega", "Gruk", [("Quor", 4)], [("Gum-Gum", 2), ("Agovo", 6)],
             hand0=["Fire Ball"])
    s.step = 3
    gg, ag = cr(s, 1, "Gum-Gum"), cr(s, 1, "Agovo")
    answer(s, ("attack", cr(s, 0, "Quor"), gg), ("yes",))
    assert s.energy[gg] == 2 and s.energy[ag] == 2 and not s.creatures[0]


def test_motash_returns_defeated_defenders_and_staff_saves_energy():
    s = duel("Grega", "Motash", [("Quor", 5)], [("Agovo", 4)], hand0=["Fire Ball"])
    s.step = 3
    a = cr(s, 1, "Agovo")
    answer(s, ("attack", cr(s, 0, "Quor"), a))
    assert a in s.hand[1]
    s = duel("Gruk", "Grega", [("Motash's Staff", None), ("Hood of Hiding", None),
                               ("Agovo", 4)])
    answer(s, ("power", rel(s, 0, "Hood of Hiding"), 0))
    assert s.energy[s.magi[0]] == 13 - 1 + 4


def test_mushroom_hyren_sanctuary():
    s = duel("Gruk", "Grega", [("Mushroom Hyren", 7), ("Agovo", 4)])
    answer(s, ("power", cr(s, 0, "Mushroom Hyren"), 0), ("target", cr(s, 0, "Agovo")))
    assert s.energy[s.magi[0]] == 17 and iid(s, 0, "Agovo") in s.hand[0]


def test_ormagon_devastates_non_underneath_creatures():
    s = duel("Gruk", "Grega", [("Ormagon", 12), ("Agovo", 4)], [("Quor", 4)])
    answer(s, ("power", cr(s, 0, "Ormagon"), 0))
    assert len(s.creatures[0]) == 2 and not s.creatures[1]


def test_pack_korrit_ulk_and_parmalag():
    s = duel("Ulk", "Grega", [("Pack Korrit", 2), ("Korrit", 3)], [("Quor", 4)])
    answer(s, ("power", cr(s, 0, "Pack Korrit"), 0))
    assert s.energy[cr(s, 0, "Korrit")] == 4 and s.energy[cr(s, 0, "Pack Korrit")] == 1
    s = duel("Grega", "Ulk", [], [("Korrit", 3)])
    end_turn(s)
    assert s.energy[cr(s, 1, "Korrit")] == 4
    s = duel("Gruk", "Grega", [("Parmalag", 3)], [("Quor", 5)], hand0=HOLD)
    p = cr(s, 0, "Parmalag")
    answer(s, ("power", p, 0))
    s.step = 3
    answer(s, ("attack", p, cr(s, 1, "Quor")))
    assert s.energy[p] == 2


def test_trug_cataclysm_defeats_every_magi():
    s = duel("Trug", "Grega", [("Agovo", 4)], [("Quor", 4), ("Magma Armor", None)])
    s.energy[s.magi[0]] = 15
    answer(s, ("power", s.magi[0], 0))
    assert not s.creatures[0] and not s.creatures[1] and not s.relics[1]
    assert s.defeated[0] and s.defeated[1]


def test_korrit_pack_hunts_and_staff_of_korrits_charges():
    s = duel("Gruk", "Grega", [("Korrit", 3), ("Weebo", 4), ("Staff of Korrits", None)],
             [("Weebo", 9)], hand0=["Vortex of Knowledge"])
    k, w, foe = cr(s, 0, "Korrit"), cr(s, 0, "Weebo"), cr(s, 1, "Weebo")
    s.step = 3
    answer(s, ("attack", k, foe))
    assert set(RULES.legal_actions(s)) == {("pick", w), ("done",)}
    ev = answer(s, ("pick", w))
    assert any(e["type"] == "PackHunt" for e in ev)
    # Korrit 3 + 1 (Staff) and Weebo 4 hit together; only Weebo takes the Weebo's 9
    assert s.energy[k] == 4 and s.energy[foe] == 1 and w not in s.creatures[0]
    assert s.attacked[k] == 1 and s.attacked[w] == 1        # both attacks are used
    # alone it attacks as usual
    s = duel("Gruk", "Grega", [("Korrit", 3), ("Weebo", 4)], [("Weebo", 9)])
    s.step = 3
    answer(s, ("attack", cr(s, 0, "Korrit"), cr(s, 1, "Weebo")), ("done",))
    assert [RULES.card_name(s, c) for c in s.creatures[0]] == ["Weebo"]
    assert s.energy[cr(s, 1, "Weebo")] == 6


def test_giant_korrit_pack_hunts():
    s = duel("Gruk", "Grega", [("Giant Korrit", 5), ("Weebo", 2)], [("Weebo", 6)])
    s.step = 3
    answer(s, ("attack", cr(s, 0, "Giant Korrit"), cr(s, 1, "Weebo")),
           ("pick", cr(s, 0, "Weebo")))
    assert not s.creatures[1] and s.creatures[0] == [cr(s, 0, "Giant Korrit")]
    assert s.energy[cr(s, 0, "Giant Korrit")] == 5          # no Staff, no loss
