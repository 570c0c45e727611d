"""Rulebook sections 6 (counters) and 8 (the grave)."""
from engines.mabinogi import RULES
from engines.mabinogi.content import CARD_INDEX, RES_INDEX
from engines.mabinogi.state import COUNTER
from engines.mabinogi.testing import answer, game, iid, set_turn, summon, to_grave

NATURE = ["Hyena", "Rhino", "Grand Elf", "Arctotherium", "Thornback Boar", "Forest Wolf",
          "Healing Spring", "Wild Growth", "Entangle", "Treant Elder", "Stampede",
          "Druid's Call"]
ARCANE = ["Fireball", "Counter Magic", "Hyena", "Spirit of Fire", "Tome of Insight"]


def _names(s, p, zone):
    return sorted(RULES.card(s.cdef[i]).name for i in getattr(s, zone)[p])


def test_rule_6_1_the_player_who_can_counter_decides_on_the_opponents_turn():
    s = game(ARCANE, ARCANE)
    to_grave(s, 1, "Counter Magic")
    s.res[1][RES_INDEX["Mana"]] = 3             # 2 printed + 1 grave upkeep
    set_turn(s, 0, res={"Mana": 5})
    answer(s, ("cast", iid(s, 0, "Fireball"), 1, -1))
    assert s.phase == COUNTER and s.to_move == 1 and s.current == 0
    d = RULES.decision(s)
    assert d.kind == "yes_no" and d.player == 1
    assert d.options == (("counter", iid(s, 1, "Counter Magic", "grave")), ("pass",))
    assert "casts Fireball" in d.prompt
    assert "deciding whether to counter" in RULES.why_illegal(s, ("pass",), 0)


def test_rule_6_1_a_countered_card_goes_to_the_grave_and_the_counter_to_the_hand():
    s = game(ARCANE, ARCANE)
    cm = to_grave(s, 1, "Counter Magic")
    s.res[1][RES_INDEX["Mana"]] = 3
    set_turn(s, 0, res={"Mana": 5})
    hp = s.hp[1]
    fb = iid(s, 0, "Fireball")
    answer(s, ("cast", fb, 1, -1), ("counter", cm))
    assert s.hp[1] == hp and fb in s.grave[0]
    # paid 2 + 1 upkeep (then seat 1's own turn began: +1 Mana)
    assert cm in s.hand[1] and s.res[1][RES_INDEX["Mana"]] == 1
    assert s.phase != COUNTER


def test_rule_6_2_counterspells_can_be_countered_as_in_the_rulebooks_example():
    s = game(ARCANE, ARCANE)
    a_cm = to_grave(s, 0, "Counter Magic")
    b_cm = to_grave(s, 1, "Counter Magic")
    s.res[1][RES_INDEX["Mana"]] = 3
    set_turn(s, 0, actions=2, res={"Mana": 9})
    hp = s.hp[1]
    answer(s, ("cast", iid(s, 0, "Fireball"), 1, -1), ("counter", b_cm))
    assert s.phase == COUNTER and s.to_move == 0          # A may answer B's counter
    ev = answer(s, ("counter", a_cm))
    assert s.hp[1] == hp - 5                               # the spell was cast...
    assert a_cm in s.hand[0] and b_cm in s.hand[1]         # ...both counters in hand
    assert [e["card"] for e in ev if e["type"] == "Countered"] == \
        [CARD_INDEX["Counter Magic"]]


def test_rule_6_3_a_chain_registers_in_order_and_resolves_in_reverse():
    s = game(ARCANE + ["Light Rebuke"], ARCANE + ["Light Rebuke"])
    a_cm = to_grave(s, 0, "Counter Magic")
    b_cm = to_grave(s, 1, "Counter Magic")
    b_lr = to_grave(s, 1, "Light Rebuke")
    s.res[1][RES_INDEX["Mana"]] = 2 + 2             # printed + 2 grave cards
    s.res[1][RES_INDEX["Light"]] = 3 + 1            # printed + 1 left after the first
    set_turn(s, 0, actions=2, res={"Mana": 9})
    hp = s.hp[1]
    answer(s, ("cast", iid(s, 0, "Fireball"), 1, -1), ("counter", b_cm),
           ("counter", a_cm))
    assert s.phase == COUNTER and s.to_move == 1
    assert [e[2] for e in s.chain] == ["cast", "counter", "counter"]
    ev = answer(s, ("counter", b_lr))                       # a third counter
    assert s.hp[1] == hp                                    # so the spell is countered
    countered = [e["iid"] for e in ev if e["type"] == "Countered"]
    assert countered == [a_cm, s.grave[0][-1]]              # top down
    assert RULES.card(s.cdef[s.grave[0][-1]]).name == "Fireball"


def test_counters_need_the_right_kind_and_the_resources():
    s = game(ARCANE + ["Rhino"], ["Soul Snare", "Counter Magic", "Hyena"])
    to_grave(s, 1, "Soul Snare")
    s.res[1][RES_INDEX["Dark"]] = 5
    set_turn(s, 0, actions=3, res={"Mana": 9, "Nature": 9})
    answer(s, ("cast", iid(s, 0, "Tome of Insight")))       # a spell: Soul Snare can't
    assert s.phase != COUNTER
    answer(s, ("summon", iid(s, 0, "Rhino"), 0))            # a summon: it can
    assert s.phase == COUNTER
    answer(s, ("pass",))
    assert s.board[0][0] is not None
    cm = to_grave(s, 1, "Counter Magic")                    # no Mana to pay for it
    answer(s, ("cast", iid(s, 0, "Fireball"), 1, -1))
    assert s.phase != COUNTER and cm in s.grave[1]


def test_rule_8_6_a_counterspell_pays_the_grave_upkeep_like_any_card():
    """Rule 8.6 adds the grave upkeep to the cost of using a card, with no exception
    for counters: with three cards in the grave (the counterspell one of them), Counter
    Magic costs its printed 2 plus 3. Its printed cost alone is not enough."""
    s = game(ARCANE, ARCANE)
    to_grave(s, 1, "Hyena")
    to_grave(s, 1, "Spirit of Fire")
    cm = to_grave(s, 1, "Counter Magic")
    mana = RES_INDEX["Mana"]
    s.res[1][mana] = 2 + 2                          # the printed cost, and a little more
    set_turn(s, 0, res={"Mana": 9})
    fb = iid(s, 0, "Fireball")
    answer(s, ("cast", fb, 1, -1))
    assert s.phase != COUNTER and cm in s.grave[1]  # not asked: 5 is more than 4
    s = game(ARCANE, ARCANE)
    to_grave(s, 1, "Hyena")
    to_grave(s, 1, "Spirit of Fire")
    cm = to_grave(s, 1, "Counter Magic")
    s.res[1][mana] = 5
    set_turn(s, 0, res={"Mana": 9})
    assert s.cost(1, cm) == 5                       # what the table shows on it
    answer(s, ("cast", iid(s, 0, "Fireball"), 1, -1))
    assert s.phase == COUNTER and RULES.legal_actions(s)[0] == ("counter", cm)
    s.res[1][mana] = 4
    assert RULES.legal_actions(s) == [("pass",)]
    assert RULES.why_illegal(s, ("counter", cm)) == (
        "You cannot pay to counter: Counter Magic costs 5 Mana (2 + 3 grave upkeep); "
        "you have 4 Mana")
    s.res[1][mana] = 5
    ev = answer(s, ("counter", cm))
    assert [e["cost"] for e in ev if e["type"] == "CounterUsed"] == [5]
    assert s.current == 1 and s.res[1][mana] == 1  # paid 5, then its turn gave 1


def test_counterspells_cannot_be_used_from_the_hand():
    s = game(ARCANE, ARCANE)
    set_turn(s, 0, res={"Mana": 9})
    cm = iid(s, 0, "Counter Magic")
    assert not [a for a in RULES.legal_actions(s) if a[0] == "cast" and a[1] == cm]
    assert "grave only" in RULES.why_illegal(s, ("cast", cm))
    assert ("discard", cm) in RULES.legal_actions(s)


def test_rule_8_1_what_goes_to_the_grave():
    s = game(["Fireball", "Dark Pact", "Hyena", "Rhino"], NATURE)
    set_turn(s, 0, actions=3, res={"Mana": 9, "Dark": 9})
    answer(s, ("cast", iid(s, 0, "Fireball"), 1, -1))        # a used spell
    answer(s, ("discard", iid(s, 0, "Hyena")))              # a discarded card
    answer(s, ("cast", iid(s, 0, "Dark Pact")))             # a card's instruction
    assert _names(s, 0, "grave") == sorted(["Fireball", "Hyena", "Dark Pact", "Rhino"])


def test_rule_8_2_creatures_summoned_by_effects_leave_no_card_in_the_grave():
    s = game(NATURE, ["Bone Golem"])
    golem = summon(s, 1, "Bone Golem", 0)
    golem.hp = 1
    summon(s, 0, "Arctotherium", 0)
    set_turn(s, 0)
    answer(s, ("end",))
    skel = s.board[1][0]
    assert RULES.card(skel.d).name == "Skeleton" and skel.iid == -1
    assert s.grave[1] == [golem.iid]
    skel.hp = 1
    set_turn(s, 0)
    answer(s, ("end",))
    assert s.board[1][0] is None and s.grave[1] == [golem.iid]


def test_rule_8_3_each_card_in_the_grave_adds_1_to_every_cost():
    s = game(NATURE, NATURE)
    rhino = iid(s, 0, "Rhino")
    assert s.cost(0, rhino) == 2
    to_grave(s, 0, "Hyena")
    to_grave(s, 0, "Entangle")
    assert s.cost(0, rhino) == 4 and s.upkeep(0) == 2
    set_turn(s, 0, res={"Nature": 3})
    assert "(2 + 2 grave upkeep)" in RULES.why_illegal(s, ("summon", rhino, 0))


def test_rule_8_4_revive_returns_the_grave_and_hurts_the_hero_never_below_1():
    s = game(NATURE, NATURE)
    for n in ("Hyena", "Rhino", "Entangle"):
        to_grave(s, 0, n)
    set_turn(s, 0, actions=2)
    hp = s.hp[0]
    ev = answer(s, ("revive",))
    assert s.grave[0] == [] and len(s.hand[0]) == 12 and s.hp[0] == hp - 3
    assert [e for e in ev if e["type"] == "Revived"][0]["damage"] == 3
    for n in ("Hyena", "Rhino", "Entangle"):
        to_grave(s, 0, n)
    s.hp[0] = 2
    answer(s, ("revive",))
    assert s.hp[0] == 1 and not RULES.is_over(s)


def test_rule_8_5_revive_counts_as_an_attack_on_the_hero():
    s = game(["Guardian Angel", "Hyena", "Rhino"], NATURE)
    summon(s, 0, "Guardian Angel", 0)
    to_grave(s, 0, "Hyena")
    to_grave(s, 0, "Rhino")
    s.hp[0] = 30
    set_turn(s, 0)
    ev = answer(s, ("revive",))
    assert s.hp[0] == 30 - 2 + 2        # the angel's on-attacked skill restored it
    assert any(e["type"] == "EffectFired" and e["on"] == "hero_attacked" for e in ev)


def test_rule_8_7_revive_has_no_limit():
    s = game(NATURE, NATURE)
    set_turn(s, 0, actions=3)
    for _ in range(3):
        to_grave(s, 0, RULES.card(s.cdef[s.hand[0][0]]).name)
        answer(s, ("revive",))
    assert s.grave[0] == [] and len(s.hand[0]) == 12


def test_rule_8_8_grave_activation_cards_work_from_the_grave():
    s = game(["Phoenix Feather", "Taxman", "Restless Bones", "Ghoul"], NATURE)
    for n in ("Phoenix Feather", "Taxman", "Restless Bones"):
        to_grave(s, 0, n)
    s.hp[0] = 30
    set_turn(s, 1)
    answer(s, ("end",))                 # seat 0's starting effects: two grave cards work
    assert s.hp[0] == 31 and s.res[0][RES_INDEX["Gold"]] == 1 + 1
    ghoul = summon(s, 0, "Ghoul", 0)
    ghoul.hp = 1
    summon(s, 1, "Arctotherium", 0)
    hp = s.hp[1]
    set_turn(s, 1)
    answer(s, ("end",))
    # the Ghoul's death effect (2) and Restless Bones from the grave (1)
    assert s.hp[1] == hp - 2 - 1


def test_necromancer_raises_a_skeleton_where_an_ally_died():
    s = game(["Necromancer", "Hyena"], NATURE)
    summon(s, 0, "Necromancer", 0)
    h = summon(s, 0, "Hyena", 3)
    summon(s, 1, "Arctotherium", 3)
    set_turn(s, 1)
    answer(s, ("end",))
    assert h.iid in s.grave[0] and RULES.card(s.board[0][3].d).name == "Skeleton"


def test_druids_call_summons_tokens_into_empty_cells():
    s = game(["Druid's Call"], NATURE)
    summon(s, 0, "Hyena", 0)
    set_turn(s, 0, res={"Nature": 9})
    answer(s, ("cast", iid(s, 0, "Druid's Call")))
    assert [RULES.card(u.d).name if u else None for u in s.board[0]] == \
        [None if i else "Hyena" for i in range(1)] + ["Wolf Pup", "Wolf Pup", None, None]


def test_smugglers_deal_returns_the_top_card_of_the_grave():
    s = game(["Smuggler's Deal", "Hyena", "Rhino"], NATURE)
    to_grave(s, 0, "Hyena")
    rh = to_grave(s, 0, "Rhino")
    set_turn(s, 0, res={"Gold": 9})
    answer(s, ("cast", iid(s, 0, "Smuggler's Deal")))
    assert rh in s.hand[0] and _names(s, 0, "grave") == ["Hyena", "Smuggler's Deal"]


def test_grand_elf_heals_itself_with_three_nature_creatures():
    s = game(NATURE, NATURE)
    elf = summon(s, 0, "Grand Elf", 0)
    summon(s, 0, "Hyena", 1)
    elf.hp = 2
    set_turn(s, 1)
    answer(s, ("end",))
    assert elf.hp == 2                  # two Nature creatures only
    summon(s, 0, "Rhino", 2)
    set_turn(s, 1)
    answer(s, ("end",))
    assert elf.hp == 6


def test_rule_6_a_grave_counterspell_is_armed_when_its_owner_can_pay_for_it_now():
    """Armed (ready to fire) is what the counter question would offer: a counterspell in
    the grave whose cost with the upkeep its owner can pay; the view tells the same (the
    graves and resources are public)."""
    from engines.mabinogi.chain import NO_TARGET, armed_counters, counters_against
    from engines.mabinogi.read import Duel
    s = game(ARCANE, ARCANE)
    cm = to_grave(s, 1, "Counter Magic")
    s.res[1][RES_INDEX["Mana"]] = 2             # 2 printed + 1 upkeep: one short
    assert armed_counters(s, 1) == [(cm, "spell", 3, False)]
    assert Duel(RULES.view(s, 0)).armed(1) == []
    s.res[1][RES_INDEX["Mana"]] = 3
    assert armed_counters(s, 1) == [(cm, "spell", 3, True)]
    spell = [0, iid(s, 0, "Fireball"), "cast", 1, -1, NO_TARGET, 0]
    assert counters_against(s, 1, spell) == [cm]
    seen = Duel(RULES.view(s, 0)).armed(1)
    assert [(c.iid, c.counters, c.cost) for c in seen] == [(cm, "spell", 3)]
    assert armed_counters(s, 0) == []
