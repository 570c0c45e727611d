"""Arderial cards: each card's power or effect."""
from engines.magination import RULES
from engines.magination.cards import card
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


def test_lasada_draws_three_when_defeated():
    s = duel("Grega", "Lasada", [("Quor", 12)], [], hand0=["Fire Ball"])
    s.step = 3
    answer(s, ("attack", cr(s, 0, "Quor"), s.magi[1]))
    assert len(s.hand[1]) == 3


def test_alaban_undreams_and_arderials_crown_strengthens():
    s = duel("Jaela", "Grega", [("Alaban", 6)], [("Drakan", 6)], hand0=HOLD)
    d = cr(s, 1, "Drakan")
    answer(s, ("power", cr(s, 0, "Alaban"), 0), ("target", d))
    assert d in s.hand[1]
    s = duel("Grega", "Jaela", [], [("Arderial's Crown", None), ("Xyx", 3)])
    end_turn(s)
    assert s.energy[cr(s, 1, "Xyx")] == 4


def test_ayebaw_attacks_twice():
    s = duel("Jaela", "Grega", [("Ayebaw", 5)], [("Arbolit", 1), ("Quor", 1)], hand0=HOLD)
    s.step = 3
    a = cr(s, 0, "Ayebaw")
    answer(s, ("attack", a, cr(s, 1, "Arbolit")), ("attack", a, cr(s, 1, "Quor")))
    assert not s.creatures[1] and s.energy[a] == 3


def test_cloud_narth_and_pharan_healing():
    s = duel("Jaela", "Grega", [("Cloud Narth", 2), ("Pharan", 3), ("Xyx", 3)])
    answer(s, ("power", cr(s, 0, "Cloud Narth"), 1), ("target", cr(s, 0, "Xyx")))
    assert s.energy[cr(s, 0, "Xyx")] == 3 + 3 + 2 + 3 and len(s.creatures[0]) == 1
    s = duel("Jaela", "Grega", [("Pharan", 3)])
    answer(s, ("power", cr(s, 0, "Pharan"), 0), ("target", s.magi[0]))
    assert s.energy[s.magi[0]] == 18 and not s.creatures[0]


def test_cloud_sceptre_cycles_cards():
    s = duel("Jaela", "Grega", [("Cloud Sceptre", None)], hand0=["Xyx", "Orish"] + HOLD)
    answer(s, ("power", rel(s, 0, "Cloud Sceptre"), 0), ("pick", iid(s, 0, "Xyx")),
           ("pick", iid(s, 0, "Orish")), ("done",))
    assert len(s.hand[0]) == 3 and len(s.discard[0]) == 2


def test_cyclone_vashp_and_thunder_vashp():
    s = duel("Jaela", "Grega", [("Cyclone Vashp", 4), ("Xyx", 3)], [("Drakan", 6)])
    answer(s, ("power", cr(s, 0, "Cyclone Vashp"), 0), ("target", cr(s, 0, "Xyx")))
    assert s.energy[cr(s, 1, "Drakan")] == 3 and len(s.creatures[0]) == 1
    s = duel("Jaela", "Grega", [("Thunder Vashp", 2)], [("Drakan", 6), ("Quor", 3)])
    answer(s, ("power", cr(s, 0, "Thunder Vashp"), 0))
    assert [RULES.card_name(s, c) for c in s.creatures[1]] == ["Drakan"] and not s.creatures[0]


def test_eclipse_stops_attacks_on_the_next_turn():
    s = duel("Jaela", "Grega", [], [("Quor", 4)], hand0=["Eclipse"] + HOLD)
    answer(s, ("play", iid(s, 0, "Eclipse")), ("target", s.magi[1]))
    end_turn(s)
    s.step = 3
    assert not any(a[0] == "attack" for a in RULES.legal_actions(s))


def test_epik_eats_creature_cards_and_mask_of_abwyn_reveals():
    s = duel("Jaela", "Grega", [("Epik", 4)], hand1=["Quor", "Drakan", "Fire Ball"])
    answer(s, ("power", cr(s, 0, "Epik"), 0), ("target", s.magi[1]),
           ("pick", iid(s, 1, "Quor")), ("pick", iid(s, 1, "Drakan")))
    assert [RULES.card_name(s, c) for c in s.hand[1]] == ["Fire Ball"]
    s = duel("Jaela", "Grega", [("Mask of Abwyn", None)], hand1=["Quor"])
    answer(s, ("power", rel(s, 0, "Mask of Abwyn"), 0))
    assert RULES.view(s, 0).defs[iid(s, 1, "Quor")] >= 0


def test_eye_of_the_storm():
    s = duel("Jaela", "Grega", [("Eye of the Storm", None)], hand0=["Xyx"], dice=[1])
    answer(s, ("power", rel(s, 0, "Eye of the Storm"), 0))
    assert len(s.discard[0]) == 1
    s = duel("Jaela", "Grega", [("Eye of the Storm", None)], hand1=["Quor"], dice=[6])
    answer(s, ("power", rel(s, 0, "Eye of the Storm"), 0), ("no",))
    assert not s.hand[1]


def test_fog_bank_stays_on_the_creature():
    s = duel("Jaela", "Grega", [("Xyx", 3), ("Orish", 3)], [("Quor", 4)],
             hand0=["Fog Bank"] + HOLD)
    x = cr(s, 0, "Xyx")
    answer(s, ("play", iid(s, 0, "Fog Bank")), ("target", x))
    fb = s.limbo[0]
    end_turn(s)
    s.step = 3
    assert all(a[2] != x for a in RULES.legal_actions(s) if a[0] == "attack")
    assert fb in s.limbo


def test_lightning_and_shooting_star_and_storm_cloud_and_shockwave():
    s = duel("Jaela", "Grega", [("Xyx", 3)], [("Drakan", 6)],
             hand0=["Lightning", "Shooting Star", "Storm Cloud", "Shockwave"])
    s.energy[s.magi[0]] = 30
    x, d = cr(s, 0, "Xyx"), cr(s, 1, "Drakan")
    answer(s, ("play", iid(s, 0, "Lightning")), ("target", x), ("yes",))
    assert s.energy[x] == 5
    answer(s, ("play", iid(s, 0, "Shooting Star")))
    assert s.energy[x] == 7
    answer(s, ("play", iid(s, 0, "Storm Cloud")), ("target", d))
    assert s.energy[d] == 1
    answer(s, ("play", iid(s, 0, "Shockwave")), ("target", d))
    assert not s.creatures[1]


def test_hyrens_shockstorms_and_replenish():
    s = duel("Jaela", "Grega", [("Lightning Hyren", 5), ("Thunder Hyren", 9)], [("Drakan", 6)])
    answer(s, ("power", cr(s, 0, "Lightning Hyren"), 0))
    answer(s, ("power", cr(s, 0, "Thunder Hyren"), 0))
    assert s.energy[cr(s, 1, "Drakan")] == 3 and s.energy[cr(s, 0, "Lightning Hyren")] == 1
    answer(s, ("power", cr(s, 0, "Thunder Hyren"), 1))
    assert s.energy[cr(s, 0, "Lightning Hyren")] == 3 and len(s.creatures[0]) == 1


def test_lovian_resists_non_arderial_spells():
    s = duel("Grega", "Jaela", [], [("Lovian", 4), ("Xyx", 3)], hand0=["Fire Ball"])
    answer(s, ("play", iid(s, 0, "Fire Ball")))
    assert ("target", cr(s, 1, "Lovian")) not in asks(s).options


def test_nimbulo_orish_and_ora():
    s = duel("Nimbulo", "Grega", [("Xyx", 3)], [("Drakan", 6)])
    answer(s, ("power", s.magi[0], 0), ("target", cr(s, 1, "Drakan")))      # Xyx: the other
    assert s.energy[cr(s, 0, "Xyx")] == 4 and s.energy[cr(s, 1, "Drakan")] == 5
    s = duel("Jaela", "Grega", [("Orish", 3)], hand1=["Quor"])
    answer(s, ("power", cr(s, 0, "Orish"), 0), ("target", s.magi[1]))
    assert not s.hand[1] and len(s.discard[1]) == 1
    s = duel("Ora", "Grega", hand0=["Xyx"])
    s.step = 4
    answer(s, ("play", iid(s, 0, "Xyx")))
    assert s.energy[cr(s, 0, "Xyx")] == 4


def test_shimmer_creature_bond():
    s = duel("Shimmer", "Grega", [("Xyx", 3)], [("Drakan", 6)])
    s.energy[s.magi[0]] = 0
    end_turn(s)
    assert s.energy[cr(s, 1, "Drakan")] == 5


def test_storm_ring_and_stradus():
    s = duel("Jaela", "Grega", [("Storm Ring", None), ("Lightning Hyren", 5)], [("Drakan", 7)],
             hand0=HOLD)
    s.step = 3
    answer(s, ("attack", cr(s, 0, "Lightning Hyren"), cr(s, 1, "Drakan")))
    assert not s.creatures[1] and not s.creatures[0]           # 7 against 7
    s = duel("Grega", "Stradus", [("Quor", 4)], [("Xyx", 4)], hand0=["Fire Ball"])
    s.step = 3
    answer(s, ("attack", cr(s, 0, "Quor"), cr(s, 1, "Xyx")))
    answer(s, asks(s).options[0]) if asks(s).kind == "order" else None
    answer(s, ("yes",))
    assert not s.creatures[0] and s.energy[cr(s, 1, "Xyx")] == 1


def test_updraft_vellup_and_xyxes():
    s = duel("Jaela", "Grega", [("Xyx", 3)], hand0=["Updraft"] + HOLD)
    answer(s, ("play", iid(s, 0, "Updraft")))
    assert s.energy[s.magi[0]] == 17 and iid(s, 0, "Xyx") in s.hand[0]
    s = duel("Jaela", "Grega", hand0=["Vellup", "Vellup"])
    v2 = s.hand[0][1]
    s.hand[0].remove(v2)
    s.deck[0].insert(0, v2)
    s.step = 4
    answer(s, ("play", iid(s, 0, "Vellup")), ("search", card("Vellup").id))
    assert v2 in s.hand[0]
    s = duel("Jaela", "Grega", [("Xyx", 4), ("Xyx Minor", 2), ("Xyx Elder", 6)],
             [("Drakan", 6)], dice=[3])
    answer(s, ("power", cr(s, 0, "Xyx"), 0), ("target", s.magi[1]))
    assert s.energy[s.magi[1]] == 6
    answer(s, ("power", cr(s, 0, "Xyx Minor"), 0), ("target", cr(s, 0, "Xyx")))
    assert s.energy[cr(s, 0, "Xyx")] == 5
    answer(s, ("power", cr(s, 0, "Xyx Elder"), 0))
    assert s.energy[cr(s, 1, "Drakan")] == 3 and s.energy[cr(s, 0, "Xyx")] == 5


def test_orathan_flyer_pays_for_creatures_and_may_not_attack():
    s = duel("Pruitt", "Grega", [("Orathan Flyer", 9)], [("Quor", 2)],
             hand0=["Weebo", "Furok"] + HOLD)
    f = cr(s, 0, "Orathan Flyer")
    s.step = 3
    assert not any(a[0] == "attack" for a in RULES.legal_actions(s))      # Caution
    s.step = 4
    s.energy[s.magi[0]] = 1                 # only the Flyer can pay: it pays it all
    answer(s, ("play", iid(s, 0, "Weebo")))
    assert s.energy[f] == 7 and s.energy[cr(s, 0, "Weebo")] == 2
    s.energy[s.magi[0]] = 10                # both can: the player chooses
    answer(s, ("play", iid(s, 0, "Furok")))
    assert set(RULES.legal_actions(s)) == {("target", f), ("target", s.magi[0])}
    answer(s, ("target", f))
    assert s.energy[f] == 3 and s.energy[cr(s, 0, "Furok")] == 4
    assert s.energy[s.magi[0]] == 10


def test_adis_haunts_opponents_when_defeated():
    from engines.magination.costs import spell_cost
    s = duel("Adis", "Grega", hand0=["Vortex of Knowledge"],
             hand1=["Fire Ball", "Quor", "Arbolit"])
    adis = s.magi[0]
    s.energy[adis] = spell_cost(s, 0, RULES.card("Vortex of Knowledge"))
    answer(s, ("play", iid(s, 0, "Vortex of Knowledge")))     # Adis ends at 0: defeated
    assert adis in s.defeated[0] and asks(s).player == 1 and len(s.hand[1]) == 5
    h = list(s.hand[1])
    answer(s, ("pick", h[0]), ("pick", h[1]), ("pick", h[2]))
    assert s.hand[1] == h[3:] and s.discard[1][-3:] == h[:3] and asks(s) is None
