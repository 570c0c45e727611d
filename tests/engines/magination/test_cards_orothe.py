"""Orothe cards: each card's power or effect."""
from engines.magination import RULES
from engines.magination.cards import card
from engines.magination.card_code import karak_ban
from engines.magination.rules import play_problem
from engines.magination.state import owner_of
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


def test_blu_may_discard_one_to_draw_when_playing_a_relic():
    s = duel("Blu", "Grega", hand0=["Orothean Belt"] + HOLD)
    answer(s, ("play", iid(s, 0, "Orothean Belt")), ("yes",))
    assert s.energy[s.magi[0]] == 13 and len(s.hand[0]) == 2


def test_bwill_karma_discards_its_killer():
    s = duel("Grega", "Blu", [("Quor", 4)], [("Bwill", 1)], hand0=["Fire Ball"])
    s.step = 3
    answer(s, ("attack", cr(s, 0, "Quor"), cr(s, 1, "Bwill")))
    assert not s.creatures[0] and not s.creatures[1]


def test_coral_hyren_and_submerge_and_orothean_belt():
    s = duel("Blu", "Grega", [("Coral Hyren", 4), ("Orothean Belt", None)],
             hand0=["Submerge"] + HOLD)
    c = cr(s, 0, "Coral Hyren")
    answer(s, ("play", iid(s, 0, "Submerge")))
    assert s.energy[c] == 4 + 1 + 3 + 1


def test_corf_finishes_a_creature_attacked_this_turn():
    s = duel("Blu", "Grega", [("Corf", 6), ("Sea Barl", 5)], [("Quor", 4), ("Drakan", 6)],
             hand0=HOLD)
    s.step = 3
    answer(s, ("attack", cr(s, 0, "Sea Barl"), cr(s, 1, "Drakan")), ("end_step",))
    answer(s, ("power", cr(s, 0, "Corf"), 0))       # Drakan is the only one attacked
    assert [RULES.card_name(s, c) for c in s.creatures[1]] == ["Quor"]


def test_corf_pearl_by_die_roll():
    s = duel("Blu", "Grega", [("Corf Pearl", None)], dice=[3])
    answer(s, ("power", rel(s, 0, "Corf Pearl"), 0))
    assert s.energy[s.magi[0]] == 11
    s = duel("Blu", "Grega", [("Corf Pearl", None), ("Sea Barl", 4)], dice=[6])
    answer(s, ("power", rel(s, 0, "Corf Pearl"), 0))
    assert s.energy[cr(s, 0, "Sea Barl")] == 7


def test_deep_hyren_hurricane():
    s = duel("Blu", "Grega", [("Deep Hyren", 8), ("Sphor", 2)], [("Quor", 4)])
    answer(s, ("power", cr(s, 0, "Deep Hyren"), 0), ("target", cr(s, 0, "Sphor")))
    assert s.energy[cr(s, 1, "Quor")] == 1 and s.energy[s.magi[1]] == 7
    assert s.energy[s.magi[0]] == 14 and s.energy[cr(s, 0, "Deep Hyren")] == 2


def test_ebylon_shatterwave_and_hubdras_spear():
    s = duel("Ebylon", "Grega", [], [("Scroll of Fire", None)])
    answer(s, ("power", s.magi[0], 0))
    assert not s.relics[1]
    s = duel("Blu", "Grega", [("Hubdra's Spear", None)], hand0=HOLD)
    answer(s, ("power", rel(s, 0, "Hubdra's Spear"), 0), ("target", s.magi[1]))
    assert s.energy[s.magi[1]] == 1 and not s.relics[0]


def test_entangle_stops_spells_next_turn():
    s = duel("Blu", "Grega", hand0=["Entangle"] + HOLD, hand1=["Fire Ball"])
    answer(s, ("play", iid(s, 0, "Entangle")), ("target", s.magi[1]))
    end_turn(s)
    assert "cannot play spells" in RULES.why_illegal(s, ("play", iid(s, 1, "Fire Ball")))
    end_turn(s)
    end_turn(s)
    assert RULES.why_illegal(s, ("play", iid(s, 1, "Fire Ball"))) is None


def test_implosion_discards_x_orothe_cards():
    s = duel("Blu", "Grega", [], [("Drakan", 6)], hand0=["Implosion", "Submerge", "Sphor", "Grow"])
    answer(s, ("play", iid(s, 0, "Implosion")), ("target", cr(s, 1, "Drakan")),
           ("pick", iid(s, 0, "Submerge")), ("pick", iid(s, 0, "Sphor")))
    assert s.energy[cr(s, 1, "Drakan")] == 4


def test_megathan_feeds_after_a_kill():
    s = duel("Blu", "Grega", [("Megathan", 8)], [("Quor", 4)], hand0=HOLD)
    s.step = 3
    m = cr(s, 0, "Megathan")
    answer(s, ("attack", m, cr(s, 1, "Quor")))
    assert s.energy[m] == 4
    end_turn(s)
    assert s.energy[m] == 5


def test_mobis_legacy_and_defeat():
    s = duel("Grega", "Mobis", [("Quor", 9)], [], hand0=["Fire Ball"])
    s.step = 3
    s.energy[s.magi[1]] = 5
    answer(s, ("attack", cr(s, 0, "Quor"), s.magi[1]))
    end_turn(s)
    assert s.current == 1 and s.energy[s.magi[1]] >= card(RULES.card_name(s, s.magi[1])).cost + 3


def test_oqua_conjures_an_orothe_creature_with_four_energy():
    s = duel("O'Qua", "Grega", hand0=["Megathan"] + HOLD)
    m = iid(s, 0, "Megathan")
    s.hand[0].remove(m)
    s.deck[0].insert(0, m)
    answer(s, ("power", s.magi[0], 0), ("search", card("Megathan").id))
    assert s.energy[m] == 4 and m in s.no_attack and s.energy[s.magi[0]] == 7


def test_orathan_engulf():
    s = duel("Blu", "Grega", [("Orathan", 5)], [("Arbolit", 2)], hand0=HOLD)
    s.step = 3
    answer(s, ("attack", cr(s, 0, "Orathan"), cr(s, 1, "Arbolit")))
    assert s.energy[cr(s, 0, "Orathan")] == 5


def test_orlon_protects_barls_from_opposing_spells():
    s = duel("Grega", "Orlon", [("Quor", 4)], [("Sea Barl", 4)], hand0=["Fire Ball"])
    answer(s, ("play", iid(s, 0, "Fire Ball")))          # only a creature or Magi left
    assert asks(s).kind == "choose"
    assert ("target", cr(s, 1, "Sea Barl")) not in asks(s).options


def test_orothean_gloves_and_goggles():
    s = duel("Blu", "Grega", [("Orothean Gloves", None), ("Sea Barl", 4)], hand0=HOLD)
    answer(s, ("power", cr(s, 0, "Sea Barl"), 0))
    assert s.energy[cr(s, 0, "Sea Barl")] == 2
    s = duel("Blu", "Grega", [("Orothean Goggles", None)], hand0=["Sphor", "Bwill"] + HOLD)
    a, b = iid(s, 0, "Sphor"), iid(s, 0, "Bwill")
    for c in (a, b):
        s.hand[0].remove(c)
        s.deck[0].append(c)                              # Bwill on top
    answer(s, ("power", rel(s, 0, "Orothean Goggles"), 0), ("pick", b), ("done",))
    assert s.discard[0] == [b] and s.deck[0][-1] == a


def test_paralit_platheus_and_sea_barl():
    s = duel("Blu", "Grega", [("Paralit", 3), ("Sea Barl", 4)])
    answer(s, ("power", cr(s, 0, "Paralit"), 0))
    assert s.energy[s.magi[0]] == 19 and s.energy[cr(s, 0, "Sea Barl")] == 3
    s = duel("Blu", "Grega", [("Platheus", 6)], [("Quor", 4)])
    q = cr(s, 1, "Quor")
    answer(s, ("power", cr(s, 0, "Platheus"), 0), ("target", q))
    end_turn(s)
    s.step = 3
    assert not any(a[0] == "attack" for a in RULES.legal_actions(s))


def test_sphor_scavenges():
    s = duel("Grega", "Blu", [("Quor", 4)], [("Sphor", 2), ("Bwill", 1)], hand0=["Fire Ball"])
    answer(s, ("play", iid(s, 0, "Fire Ball")), ("target", cr(s, 1, "Bwill")))
    assert s.energy[cr(s, 1, "Sphor")] == 3


def test_tidal_wave_typhoon_undertow():
    s = duel("Blu", "Grega", [("Sphor", 2)], [("Quor", 4), ("Drakan", 6)],
             hand0=["Tidal Wave", "Typhoon", "Undertow"], dice=[3])
    s.energy[s.magi[0]] = 30
    answer(s, ("play", iid(s, 0, "Tidal Wave")), ("target", cr(s, 1, "Quor")), ("yes",),
           ("target", cr(s, 1, "Drakan")))
    assert not s.creatures[1] and s.energy[s.magi[0]] == 20
    s = duel("Blu", "Grega", [("Sphor", 2)], [("Quor", 4), ("Drakan", 6)],
             hand0=["Typhoon", "Undertow"], dice=[3])
    s.energy[s.magi[0]] = 30
    answer(s, ("play", iid(s, 0, "Typhoon")))
    assert s.energy[cr(s, 1, "Drakan")] == 3 and s.energy[cr(s, 0, "Sphor")] == 2
    d = cr(s, 1, "Drakan")
    answer(s, ("play", iid(s, 0, "Undertow")), ("target", d))
    assert d in s.deck[1]


def test_wellisk_dream_barrier():
    s = duel("Grega", "Blu", [], [("Wellisk", 3)], hand0=["Drakan"])
    s.step = 4
    answer(s, ("play", iid(s, 0, "Drakan")))
    assert asks(s).player == 1
    answer(s, ("yes",))
    assert not s.creatures[0] and not s.creatures[1]


def test_wellisk_pup_erratic_shield():
    s = duel("Grega", "Blu", [("Quor", 4)], [("Wellisk Pup", 2)], hand0=["Fire Ball"],
             dice=[2])
    s.step = 3
    answer(s, ("attack", cr(s, 0, "Quor"), cr(s, 1, "Wellisk Pup")))
    assert s.energy[cr(s, 1, "Wellisk Pup")] == 1
    s = duel("Grega", "Blu", [("Quor", 4)], [("Wellisk Pup", 2)], hand0=["Fire Ball"],
             dice=[6])
    s.step = 3
    answer(s, ("attack", cr(s, 0, "Quor"), cr(s, 1, "Wellisk Pup")))
    assert not s.creatures[1] and s.energy[cr(s, 0, "Quor")] == 4


def test_whall_dream_twist_and_will_of_orothe():
    s = duel("Whall", "Grega", [("Sphor", 2)], hand0=["Megathan"] + HOLD)
    answer(s, ("power", s.magi[0], 0), ("pick", iid(s, 0, "Megathan")))
    m = cr(s, 0, "Megathan")
    assert s.energy[m] == 8 and s.energy[s.magi[0]] == 5 and m in s.no_attack
    s = duel("Blu", "Grega", [], [("Drakan", 6)], hand0=["Will of Orothe"] + HOLD)
    answer(s, ("play", iid(s, 0, "Will of Orothe")))
    end_turn(s)
    s.step = 2
    assert "may not use powers" in RULES.why_illegal(s, ("power", cr(s, 1, "Drakan"), 0))


def test_abaquist_possesses_a_smaller_creature_until_it_leaves_play():
    s = duel("Blu", "Grega", [("Abaquist", 5)], [("Quor", 4), ("Drakan", 6)],
             hand0=["Shockwave"] + HOLD)
    a, q = cr(s, 0, "Abaquist"), cr(s, 1, "Quor")
    ev = answer(s, ("power", a, 0))                   # Drakan has too much energy
    assert any(e["type"] == "ControlChanged" and e["to"] == 0 for e in ev)
    assert s.creatures[0] == [q] and a in s.discard[0] and s.energy[q] == 4
    assert owner_of(s, q) == 1 and s.owner[q] == 0 and s.lent == {q: 1}
    assert RULES.from_json(RULES.to_json(s)).lent == {q: 1}
    s.step = 3
    assert not any(x[0] == "attack" and x[1] == q for x in RULES.legal_actions(s))
    s.step = 2
    s.energy[s.magi[0]] = 20
    answer(s, ("play", iid(s, 0, "Shockwave")), ("target", q))
    assert q in s.discard[1] and s.owner[q] == 1 and not s.lent and not s.creatures[0]


def test_karak_steals_a_relic_until_it_leaves_play():
    s = duel("Blu", "Grega", [("Karak", 5)], [("Scroll of Fire", None)],
             hand0=["Shockwave"] + HOLD, hand1=["Scroll of Fire"])
    k, r = cr(s, 0, "Karak"), rel(s, 1, "Scroll of Fire")
    answer(s, ("power", k, 0))                          # the only Relic in play
    assert not s.relics[1] and r in s.limbo and s.energy[k] == 3
    scroll = card("Scroll of Fire")
    assert "Karak" in play_problem(s, 1, iid(s, 1, "Scroll of Fire"))
    assert karak_ban(s, 1, scroll) and not karak_ban(s, 0, scroll)
    s.energy[s.magi[0]] = 20
    answer(s, ("play", iid(s, 0, "Shockwave")))        # Karak, the only creature
    assert asks(s).kind == "confirm"                    # one's own: shown first
    answer(s, ("yes",))
    assert r in s.hand[1] and r not in s.limbo and not s.marks
    assert not karak_ban(s, 1, scroll)


def test_giant_parathin_interchanges_the_magi():
    s = duel("Blu", "Grega", [("Giant Parathin", 10), ("Sea Barl", 4)], hand0=HOLD)
    blu, evu = s.magi[0], s.stack[0][0]
    hand = list(s.hand[0])
    answer(s, ("power", cr(s, 0, "Giant Parathin"), 0))
    assert s.magi[0] == evu and s.energy[evu] == RULES.card("Evu").cost
    assert s.stack[0][-1] == blu and blu not in s.defeated[0] and s.energy[blu] == 0
    assert [RULES.card_name(s, c) for c in s.creatures[0]] == ["Sea Barl"]
    assert s.hand[0] == hand and cr(s, 0, "Sea Barl") >= 0
    assert RULES.card_name(s, s.discard[0][-1]) == "Giant Parathin"


def test_orthea_salvages_energy_an_opposing_spell_discards():
    s = duel("Grega", "Orthea", [], [("Sea Barl", 4)], hand0=["Fire Ball", "Fire Ball"] + HOLD)
    o, b = s.magi[1], cr(s, 1, "Sea Barl")
    answer(s, ("play", iid(s, 0, "Fire Ball")), ("target", o))
    assert s.energy[o] == 13 and asks(s).player == 1
    answer(s, ("yes",))                     # Sea Barl, the only Orothe creature
    assert s.energy[b] == 6
    answer(s, ("play", iid(s, 0, "Fire Ball")), ("target", o), ("no",))
    assert s.energy[o] == 11 and s.energy[b] == 6


def test_orpus_guards_relics_with_its_energy():
    s = duel("Ebylon", "Blu", [], [("Orpus", 3), ("Orothean Belt", None)], hand0=HOLD)
    o, b = cr(s, 1, "Orpus"), rel(s, 1, "Orothean Belt")
    answer(s, ("power", s.magi[0], 0))            # Shatterwave: the only Relic
    assert asks(s).player == 1 and set(RULES.legal_actions(s)) == {("pick", o), ("done",)}
    answer(s, ("pick", o))
    assert s.relics[1] == [b] and s.energy[o] == 2
    s = duel("Ebylon", "Blu", [], [("Orpus", 3), ("Orothean Belt", None)], hand0=HOLD)
    answer(s, ("power", s.magi[0], 0), ("done",))
    assert not s.relics[1] and s.energy[cr(s, 1, "Orpus")] == 3
