"""Every implemented card's power or effect (starter decks and the rulebook's extras)."""
from engines.magination import CARDS, RULES
from engines.magination.cards import card
from engines.magination.testing import answer, asks, duel, iid

HOLD = ["Grow", "Grow"]      # a playable spell keeps the player's turn in step 5


def cr(s, p, name):
    return iid(s, p, name, "creatures")


def en(s, p, name):
    return s.energy[cr(s, p, name)]


def test_every_starter_and_example_card_is_implemented_and_texts_are_kept():
    names = set()
    for deck in ("naroom", "cald"):
        d = RULES.starter_deck(deck)
        names.update(d["magi"] + d["cards"])
    names.update(["Pruitt", "Vinoc", "Giant Carillion", "Scroll of Fire", "Thunderquake"])
    assert len(names) == 49
    assert all(card(n).implemented for n in names)
    assert sum(c.implemented for c in CARDS) >= 49 and len(CARDS) == 190
    assert card("Fireball").name == "Fire Ball"
    assert card("Grow").text == ("Roll one die. Choose any one Creature in play. Add energy "
                                 "equal to the die roll to the chosen Creature.")
    hood = card("Hood of Hiding").powers[0]
    assert hood.reconstruction and "bla" not in hood.text


def test_magi_powers_tryn_pruitt_grega():
    s = duel("Pruitt", "Grega", [("Weebo", 2)], [("Quor", 4)], dice=[3])
    answer(s, ("power", s.magi[0], 0), ("target", cr(s, 0, "Weebo")))
    assert en(s, 0, "Weebo") == 5 and s.energy[s.magi[0]] == 13
    s = duel("Grega", "Pruitt", [], [("Weebo", 2)], dice=[3], hand0=["Fire Ball"])
    answer(s, ("power", s.magi[0], 0), ("target", s.magi[1]))
    assert s.energy[s.magi[1]] == 12 and s.energy[s.magi[0]] == 8


def test_evu_draws_at_the_end_of_each_turn():
    s = duel("Evu", "Grega")
    hand = len(s.hand[0])
    while s.current == 0:
        RULES.apply(s, ("end_step",))
    assert len(s.hand[0]) == hand + 3


def test_gar_strengthens_the_smallest_creature_before_drawing():
    s = duel("Gar", "Pruitt", [("Quor", 4), ("Arbolit", 1)])
    while s.current == 0:
        RULES.apply(s, ("end_step",))
    assert en(s, 0, "Arbolit") == 3 and en(s, 0, "Quor") == 4
    s = duel("Gar", "Pruitt", [("Quor", 1), ("Arbolit", 1)])
    while asks(s) is None:
        RULES.apply(s, ("end_step",))
    assert asks(s).kind == "choose" and set(asks(s).targets) == set(s.creatures[0])
    RULES.apply(s, ("target", cr(s, 0, "Quor")))
    assert en(s, 0, "Quor") == 3


def test_ashgar_nerve_and_magma_armor():
    s = duel("Pruitt", "Ashgar", [("Furok", 4)], [], hand0=HOLD)
    s.step = 3
    hand = len(s.hand[1])
    answer(s, ("attack", cr(s, 0, "Furok"), s.magi[1]))
    assert len(s.hand[1]) == hand + 1 and s.energy[s.magi[1]] == 6


def test_attack_effects_bhatar_rudwot_lava_balamant_quor_carillion_furok():
    s = duel("Pruitt", "Grega", [("Bhatar", 5)], [("Quor", 6)], hand0=HOLD)
    s.step = 3
    answer(s, ("attack", cr(s, 0, "Bhatar"), cr(s, 1, "Quor")))
    assert s.creatures[1] == [] and s.creatures[0] == []      # 5 + 1 against 6
    s = duel("Pruitt", "Grega", [("Rudwot", 3)], [("Arbolit", 2)], hand0=HOLD)
    s.step = 3
    answer(s, ("attack", cr(s, 0, "Rudwot"), cr(s, 1, "Arbolit")))
    assert en(s, 0, "Rudwot") == 3                              # 3 + 2 - 2
    s = duel("Grega", "Pruitt", [("Lava Balamant", 5)], [("Furok", 6)], hand0=["Fire Ball"])
    s.step = 3
    answer(s, ("attack", cr(s, 0, "Lava Balamant"), cr(s, 1, "Furok")))
    assert s.creatures[0] == [] and s.creatures[1] == []         # 6 against 6
    s = duel("Grega", "Pruitt", [("Quor", 4)], [("Furok", 6)], hand0=["Fire Ball"])
    s.step = 3
    answer(s, ("attack", cr(s, 0, "Quor"), cr(s, 1, "Furok")))
    assert s.energy[s.magi[1]] == 13 and en(s, 1, "Furok") == 2
    s = duel("Pruitt", "Grega", [("Carillion", 4)], [("Arbolit", 2)], hand0=HOLD)
    s.step = 3
    answer(s, ("attack", cr(s, 0, "Carillion"), cr(s, 1, "Arbolit")))
    assert en(s, 0, "Carillion") == 4
    s = duel("Pruitt", "Grega", [("Furok", 4)], [("Quor", 3)], hand0=HOLD)
    s.step = 3
    answer(s, ("attack", cr(s, 0, "Furok"), cr(s, 1, "Quor")))
    assert en(s, 0, "Furok") == 1 and s.energy[s.magi[0]] == 17   # half of 3, rounded up


def test_quor_pup_moves_up_to_two_energy_when_it_attacks():
    s = duel("Grega", "Pruitt", [("Quor Pup", 2)], [("Furok", 4)], hand0=["Fire Ball"])
    s.step = 3
    answer(s, ("attack", cr(s, 0, "Quor Pup"), cr(s, 1, "Furok")))
    assert asks(s).kind == "number" and (asks(s).low, asks(s).high) == (0, 2)
    answer(s, ("number", 2))
    assert s.energy[s.magi[0]] == 8 and s.creatures[1] == []   # 4 against 4


def test_plith_draws_when_attacked_and_more_with_evu():
    s = duel("Grega", "Evu", [("Quor", 4)], [("Plith", 3)], hand0=["Fire Ball"])
    s.step = 3
    hand = len(s.hand[1])
    answer(s, ("attack", cr(s, 0, "Quor"), cr(s, 1, "Plith")))
    assert len(s.hand[1]) == hand + 2


def test_twee_regrow_returns_the_creature_under_it():
    s = duel("Grega", "Pruitt", [("Quor", 4)], [("Twee", 1)], hand0=["Fire Ball"],
             hand1=["Furok"])
    s.discard[1].append(s.hand[1].pop())
    s.step = 3
    answer(s, ("attack", cr(s, 0, "Quor"), cr(s, 1, "Twee")))
    assert "Furok" in [RULES.card_name(s, c) for c in s.hand[1]]


def test_creature_powers_naroom():
    s = duel("Pruitt", "Grega", [("Timber Hyren", 7)], [])
    answer(s, ("power", cr(s, 0, "Timber Hyren"), 0), ("number", 5))
    assert en(s, 0, "Timber Hyren") == 12 and s.energy[s.magi[0]] == 10
    s = duel("Pruitt", "Grega", [("Balamant Pup", 4), ("Weebo", 2)], [("Lava Balamant", 5)])
    answer(s, ("power", cr(s, 0, "Balamant Pup"), 0), ("target", cr(s, 1, "Lava Balamant")))
    assert en(s, 1, "Lava Balamant") == 8 and en(s, 0, "Balamant Pup") == 2
    s = duel("Pruitt", "Grega", [("Arboll", 3)])
    answer(s, ("power", cr(s, 0, "Arboll"), 0), ("target", s.magi[0]))
    assert s.energy[s.magi[0]] == 19 and not s.creatures[0]
    s = duel("Pruitt", "Grega", [("Vinoc", 3)], hand0=["Grow", "Tap Roots"])
    v = cr(s, 0, "Vinoc")
    h = list(s.hand[0])
    answer(s, ("power", v, 0), ("pick", h[0]), ("pick", h[1]))
    assert s.energy[v] == 5 and not s.hand[0]
    s = duel("Pruitt", "Grega", [("Giant Carillion", 8)], [("Quor", 4)])
    answer(s, ("power", cr(s, 0, "Giant Carillion"), 0), ("target", cr(s, 1, "Quor")))
    assert not s.creatures[1] and en(s, 0, "Giant Carillion") == 2


def test_creature_powers_cald():
    s = duel("Grega", "Pruitt", [("Magma Hyren", 3)], [("Weebo", 2)])
    m = cr(s, 0, "Magma Hyren")
    answer(s, ("power", m, 0), ("target", cr(s, 1, "Weebo")))
    answer(s, ("power", m, 1), ("target", m))
    assert en(s, 1, "Weebo") == 1 and s.energy[m] == 3
    s = duel("Grega", "Pruitt", [("Drakan", 6)], [("Weebo", 5)], dice=[4])
    answer(s, ("power", cr(s, 0, "Drakan"), 0), ("target", cr(s, 1, "Weebo")))
    assert en(s, 1, "Weebo") == 1 and en(s, 0, "Drakan") == 3
    s = duel("Grega", "Pruitt", [("Diobor", 6)], [("Weebo", 5)])
    d = cr(s, 0, "Diobor")
    answer(s, ("power", d, 1), ("number", 2))
    assert s.energy[s.magi[0]] == 12 and s.energy[d] == 4
    answer(s, ("power", d, 0))                      # Weebo is the only choice left
    assert d in s.discard[0] and en(s, 1, "Weebo") == 3
    s = duel("Grega", "Pruitt", [("Fire Chogo", 2), ("Quor", 4)], [("Weebo", 5), ("Furok", 1)])
    answer(s, ("power", cr(s, 0, "Fire Chogo"), 0))
    assert en(s, 1, "Weebo") == 4 and s.creatures[1] == [cr(s, 1, "Weebo")]
    assert en(s, 0, "Quor") == 4
    s = duel("Grega", "Pruitt", [("Kelthet", 4), ("Quor", 3), ("Arbolit", 1)])
    k = cr(s, 0, "Kelthet")
    answer(s, ("power", k, 0), ("target", cr(s, 0, "Quor")))
    assert s.energy[k] == 6 and "Quor" not in [RULES.card_name(s, c) for c in s.creatures[0]]
    s = duel("Grega", "Pruitt", [("Greater Vaal", 5)], [], dice=[6, 5])
    answer(s, ("power", cr(s, 0, "Greater Vaal"), 0), ("target", s.magi[1]))
    assert s.energy[s.magi[1]] == 4
    s = duel("Grega", "Pruitt", [("Arbolit", 1), ("Quor", 4)])
    answer(s, ("power", cr(s, 0, "Arbolit"), 0))
    assert en(s, 0, "Quor") == 6


def test_relic_powers():
    s = duel("Pruitt", "Grega", [("Energy Band", None), ("Furok", 4)], [("Quor", 4)])
    band = iid(s, 0, "Energy Band", "relics")
    answer(s, ("power", band, 0), ("target", cr(s, 0, "Furok")))
    assert en(s, 0, "Furok") == 6 and s.energy[s.magi[0]] == 14
    RULES.apply(s, ("end_step",))
    assert s.step == 3 and ("end_step",) not in RULES.legal_actions(s)
    assert "must attack" in RULES.why_illegal(s, ("end_step",))
    s = duel("Pruitt", "Grega", [("Ancestral Flute", None), ("Furok", 4)])
    answer(s, ("power", iid(s, 0, "Ancestral Flute", "relics"), 0))
    assert s.energy[s.magi[0]] == 13 and not s.relics[0]
    s = duel("Tryn", "Grega", [("Hood of Hiding", None), ("Furok", 2)])
    answer(s, ("power", iid(s, 0, "Hood of Hiding", "relics"), 0))
    assert not s.creatures[0] and "Furok" in [RULES.card_name(s, c) for c in s.hand[0]]
    s = duel("Pruitt", "Grega", [("Baloo Root", None), ("Furok", 2)])
    answer(s, ("power", iid(s, 0, "Baloo Root", "relics"), 0))
    assert en(s, 0, "Furok") == 3 and not s.relics[0]


def test_robe_of_vines_and_hyrens_call():
    s = duel("Pruitt", "Grega", [("Robe of Vines", None)], hand0=["Weebo", "Quor"])
    s.step = 4
    answer(s, ("play", iid(s, 0, "Weebo")))
    assert en(s, 0, "Weebo") == 3 and s.energy[s.magi[0]] == 13
    answer(s, ("play", iid(s, 0, "Quor")))
    assert en(s, 0, "Quor") == 4                     # not a Naroom creature
    s = duel("Pruitt", "Grega", hand0=["Hyren's Call"], fill=5)
    s.deck[0].insert(0, s.hand[0][0])                # any stand-in; then add a hyren below
    s.deck[0].pop(0)
    s2 = duel("Pruitt", "Grega", hand0=["Hyren's Call", "Timber Hyren"])
    s2.deck[0].insert(0, s2.hand[0].pop())
    ev = answer(s2, ("play", iid(s2, 0, "Hyren's Call")), ("search", card("Timber Hyren").id))
    th = cr(s2, 0, "Timber Hyren")
    assert s2.energy[th] == 7 and s2.energy[s2.magi[0]] == 9 and th in s2.no_attack
    assert any(e["type"] == "CardRevealed" for e in ev)


def test_naroom_spells():
    s = duel("Pruitt", "Grega", [("Furok", 4)], hand0=["Grow", "Orwin's Gaze"], dice=[5])
    answer(s, ("play", iid(s, 0, "Grow")))
    assert en(s, 0, "Furok") == 9
    answer(s, ("play", iid(s, 0, "Orwin's Gaze")))   # Grow is the only discarded card
    assert RULES.card_name(s, s.deck[0][-1]) == "Grow"


def test_cald_spells():
    s = duel("Grega", "Pruitt", [("Quor", 4)], [("Weebo", 5)],
             hand0=["Fire Flow", "Flame Geyser", "Arbolit", "Spirit of the Flame"])
    s.energy[s.magi[0]] = 30
    answer(s, ("play", iid(s, 0, "Fire Flow")), ("target", cr(s, 0, "Quor")), ("number", 4))
    assert en(s, 0, "Quor") == 8 and s.energy[s.magi[0]] == 25
    answer(s, ("play", iid(s, 0, "Spirit of the Flame")), ("target", cr(s, 0, "Quor")),
           ("pick", iid(s, 0, "Arbolit")), )
    assert en(s, 0, "Quor") == 9
    answer(s, ("play", iid(s, 0, "Flame Geyser")))
    assert en(s, 0, "Quor") == 6 and en(s, 1, "Weebo") == 2
    assert s.energy[s.magi[1]] == 12 and s.energy[s.magi[0]] == 24 - 7 - 3
    s = duel("Grega", "Pruitt", [("Quor", 4)], [("Weebo", 5)], hand0=["Syphon Vortex"])
    answer(s, ("play", iid(s, 0, "Syphon Vortex")), ("number", 3),
           ("target", cr(s, 1, "Weebo")))
    assert en(s, 1, "Weebo") == 2 and s.energy[s.magi[0]] == 10 - 7 + 3
    s = duel("Grega", "Pruitt", [], [("Weebo", 5)], hand0=["Thermal Blast"], dice=[2])
    answer(s, ("play", iid(s, 0, "Thermal Blast")), ("target", s.magi[1]))
    assert s.energy[s.magi[1]] == 13


def test_scroll_of_fire_adds_one_to_spells_and_creature_powers_on_opposing_creatures():
    s = duel("Grega", "Pruitt", [("Scroll of Fire", None)], [("Weebo", 5)],
             hand0=["Fire Ball"])
    answer(s, ("play", iid(s, 0, "Fire Ball")), ("target", cr(s, 1, "Weebo")))
    assert en(s, 1, "Weebo") == 2
