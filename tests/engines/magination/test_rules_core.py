"""Section 1 rules: setup, the six steps, powers, attacks, regions, defeat, winning."""
import pytest

from engines.core import IllegalAction
from engines.magination import RULES
from engines.magination.cards import card
from engines.magination.state import penalty
from engines.magination.testing import answer, asks, duel, iid, make_game


def _ready(s):
    while asks(s) is not None and asks(s).kind == "yes_no":
        RULES.apply(s, ("yes",))
    return s


def test_magi_stack_order_defaults_to_the_deck_listing_and_flips_one_at_a_time():
    s = RULES.new_game({"first_player": 0}, 1)
    assert RULES.card_name(s, s.magi[0]) == "Evu"            # Naroom list: Evu, Tryn, Yaki
    assert [RULES.card_name(s, m) for m in s.stack[0]] == ["Tryn", "Yaki"]
    assert s.magi[1] == -1 and len(s.stack[1]) == 3          # face down until its turn
    cfg = {"first_player": 0, "decks": [{"magi": ["Yaki", "Evu", "Tryn"],
                                         "cards": RULES.starter_deck("naroom")["cards"]},
                                        "cald"]}
    s = RULES.new_game(cfg, 1)
    assert RULES.card_name(s, s.magi[0]) == "Yaki"


def test_who_goes_first_is_a_seeded_die_roll_whose_winner_chooses():
    s = RULES.new_game({}, 5)
    assert asks(s).kind == "choose" and asks(s).labels == ("Player 1", "Player 2")
    chooser = asks(s).player
    assert RULES.legal_actions(s) == [("first", 0), ("first", 1)]
    RULES.apply(s, ("first", 1 - chooser))
    assert s.first == 1 - chooser and s.current == 1 - chooser
    t = RULES.new_game({}, 5)
    assert asks(t).player == chooser                            # deterministic from the seed


def test_starting_energy_starting_cards_and_an_opening_hand_of_five():
    s = make_game([["Evu", "Tryn", "Yaki"], ["Ashgar", "Gar", "Grega"]],
                  [["Furok", "Plith", "Vortex of Knowledge"], []], fill=20)
    assert s.energy[s.magi[0]] == 15
    ev = answer(s, ("yes",), ("yes",), ("yes",))
    assert sorted(e["name"] for e in ev if e["type"] == "CardRevealed") == [
        "Furok", "Plith", "Vortex of Knowledge"]
    assert len(s.hand[0]) == 5


def test_the_first_player_does_not_energize_on_the_first_turn_but_the_second_does():
    s = _ready(RULES.new_game({"first_player": 0}, 3))
    assert s.energy[s.magi[0]] == 15                          # Evu, not energized
    while s.current == 0:
        RULES.apply(s, ("end_step",))
    _ready(s)
    assert s.energy[s.magi[1]] == 10 + 6                      # Ashgar: 10, energize 6


def test_in_three_player_games_the_first_player_energizes():
    s = _ready(RULES.new_game({"players": 3, "first_player": 0,
                               "decks": ["naroom", "cald", "cald"]}, 3))
    assert s.energy[s.magi[0]] == 15 + 4


def test_draw_step_draws_two_and_reshuffles_the_discard_pile_once_when_the_deck_is_empty():
    s = duel(hand0=["Grow"])
    s.discard[0].extend(s.deck[0][:5])
    del s.deck[0][:]
    ev = RULES.apply(s, ("end_step",))
    while s.current == 0:
        ev += RULES.apply(s, ("end_step",))
    assert [e for e in ev if e["type"] == "DeckReshuffled" and e["player"] == 0]
    drawn = [e for e in ev if e["type"] == "CardsDrawn" and e["player"] == 0]
    assert drawn[-1]["count"] == 2


def test_a_power_is_used_once_per_card_per_turn():
    s = duel("Tryn", "Grega", [("Furok", 4)])
    tryn = s.magi[0]
    assert ("power", tryn, 0) in RULES.legal_actions(s)
    answer(s, ("power", tryn, 0))                 # only one creature: chosen by itself
    assert s.energy[iid(s, 0, "Furok", "creatures")] == 6
    assert ("power", tryn, 0) not in RULES.legal_actions(s)
    assert "already used" in RULES.why_illegal(s, ("power", tryn, 0))


def test_a_creature_paying_its_last_energy_is_discarded_but_the_power_still_resolves():
    s = duel("Pruitt", "Grega", [("Leaf Hyren", 3), ("Furok", 1)])
    leaf = iid(s, 0, "Leaf Hyren", "creatures")
    furok = iid(s, 0, "Furok", "creatures")
    ev = answer(s, ("power", leaf, 0), ("number", 3))
    assert leaf in s.discard[0]                   # paid everything: gone before resolving
    # the Furok is then the only creature left to choose, and gets the three energy
    assert s.energy[furok] == 4
    assert [e["type"] for e in ev].index("CreatureDefeated") < [
        e["type"] for e in ev].index("TargetChosen")


def test_a_magi_may_spend_all_its_energy_and_is_defeated_only_without_creatures():
    s = duel("Grega", "Pruitt", [], [("Furok", 4)], dice=[1])
    grega = s.magi[0]
    s.energy[grega] = 2
    ev = answer(s, ("power", grega, 0), ("target", iid(s, 1, "Furok", "creatures")))
    assert any(e["type"] == "MagiDefeated" and e["player"] == 0 for e in ev)
    s = duel("Grega", "Pruitt", [("Arbolit", 1)], [("Furok", 4)], dice=[1])
    s.energy[s.magi[0]] = 2
    ev = answer(s, ("power", s.magi[0], 0), ("target", iid(s, 1, "Furok", "creatures")))
    assert not any(e["type"] == "MagiDefeated" for e in ev) and s.energy[s.magi[0]] == 0


def test_attack_energy_is_removed_simultaneously_and_zero_creatures_are_discarded():
    s = duel("Pruitt", "Grega", [("Furok", 4)], [("Quor", 4)])
    s.step = 3
    f, q = iid(s, 0, "Furok", "creatures"), iid(s, 1, "Quor", "creatures")
    answer(s, ("attack", f, q))
    assert f in s.discard[0] and q in s.discard[1]


def test_a_magi_is_attacked_directly_only_when_it_has_no_creatures():
    s = duel("Pruitt", "Grega", [("Furok", 4)], [("Arbolit", 1)])
    s.step = 3
    f = iid(s, 0, "Furok", "creatures")
    assert ("attack", f, s.magi[1]) not in RULES.legal_actions(s)
    assert "no creatures" in RULES.why_illegal(s, ("attack", f, s.magi[1]))
    s = duel("Pruitt", "Grega", [("Furok", 4), ("Weebo", 2)], [])
    s.step = 3
    f = iid(s, 0, "Furok", "creatures")
    answer(s, ("attack", f, s.magi[1]))
    assert s.energy[s.magi[1]] == 6 and s.energy[f] == 4     # the Magi removes nothing
    assert not any(a[0] == "attack" and a[1] == f for a in RULES.legal_actions(s))


def test_yaki_lets_each_creature_attack_twice():
    s = duel("Yaki", "Grega", [("Furok", 4)], [], hand0=["Grow"])
    s.step = 3
    f = iid(s, 0, "Furok", "creatures")
    answer(s, ("attack", f, s.magi[1]), ("attack", f, s.magi[1]))
    assert s.energy[s.magi[1]] == 2


def test_regional_penalty_is_paid_but_not_added_to_the_creature():
    s = duel("Pruitt", "Grega", hand0=["Quor", "Fire Ball"])
    s.step = 4
    answer(s, ("play", iid(s, 0, "Quor")))
    assert s.energy[s.magi[0]] == 15 - 5 and s.energy[iid(s, 0, "Quor", "creatures")] == 4
    s.step = 5
    answer(s, ("play", iid(s, 0, "Fire Ball")), ("target", s.magi[1]))
    assert s.energy[s.magi[0]] == 10 - 3                     # 2 + 1 for a Cald spell
    assert s.energy[s.magi[1]] == 8


def test_relics_have_a_regional_restriction_and_are_unique_per_magi():
    s = duel("Pruitt", "Grega", [("Furok", 4)],
             hand0=["Magma Armor", "Baloo Root", "Baloo Root"])
    acts = RULES.legal_actions(s)
    assert ("play", iid(s, 0, "Magma Armor")) not in acts
    assert "may not play" in RULES.why_illegal(s, ("play", iid(s, 0, "Magma Armor")))
    answer(s, ("play", iid(s, 0, "Baloo Root")))              # Universal: allowed
    assert "already has" in RULES.why_illegal(s, ("play", iid(s, 0, "Baloo Root")))


def test_universal_dual_region_and_core_region_rules():
    naroom, cald = card("Pruitt"), card("Grega")
    assert penalty(naroom, card("Ancestral Flute")) == 0
    assert penalty(naroom, card("Lava Balamant")) == 1
    assert penalty(naroom, card("Magma Armor")) is None
    assert penalty(cald, card("Lava Balamant")) == 0

    class Fake:                       # a dual-region creature and a Core Magi
        def __init__(self, regions, type_="Creature", text="", shadow=None):
            self.regions, self.type, self.text = regions, type_, text
            self.powers, self.effects, self.shadow_of = (), (), shadow
    rudwot = Fake(("Naroom", "Cald"))
    assert penalty(naroom, rudwot) == 0 and penalty(cald, rudwot) == 0
    core = Fake(("Core",), "Magi")
    shadow = Fake(("Core",), "Magi", shadow="Naroom")
    assert penalty(core, Fake(("Core",))) == 0
    assert penalty(core, Fake(("Naroom",))) is None
    assert penalty(core, Fake(("Universal",))) == 0
    assert penalty(shadow, Fake(("Naroom",), text="Naroom Shadow Magi may play it.")) == 1
    assert penalty(naroom, Fake(("Core",))) is None
    assert penalty(naroom, Fake(("Core",), text="Naroom Magi may play this.")) == 1
    assert penalty(Fake(("Universal",), "Magi"), card("Grow")) == 1


def test_x_costs_and_x_zero_triggers_nothing():
    s = duel("Grega", "Pruitt", [("Scroll of Fire", None)], [("Furok", 4)],
             hand0=["Thunderquake"])
    g = s.magi[0]
    answer(s, ("play", iid(s, 0, "Thunderquake")), ("number", 0))
    assert s.energy[g] == 10 - 1 and s.energy[iid(s, 1, "Furok", "creatures")] == 4
    s = duel("Grega", "Pruitt", [("Scroll of Fire", None)], [("Furok", 4), ("Weebo", 2)],
             hand0=["Thunderquake"])
    furok, weebo = iid(s, 1, "Furok", "creatures"), iid(s, 1, "Weebo", "creatures")
    answer(s, ("play", iid(s, 0, "Thunderquake")), ("number", 2), ("target", furok),
           ("target", weebo))
    # one each, plus one more each from the Scroll of Fire
    assert s.energy[furok] == 2 and weebo in s.discard[1]


def test_the_name_rule():
    assert card("Quor Pup").has_word("Quor") and card("Lava Balamant").has_word("Balamant")
    assert card("Timber Hyren").has_word("hyren") and not card("Arbolit").has_word("Arboll")


def test_burrowed_creatures_lose_at_most_two_energy_a_turn():
    s = duel("Pruitt", "Grega", [("Furok", 5)], [("Quor", 4)])
    q = iid(s, 1, "Quor", "creatures")
    s.burrowed.add(q)
    s.step = 3
    answer(s, ("attack", iid(s, 0, "Furok", "creatures"), q))
    assert s.energy[q] == 2


def test_restore_rearrange_largest():
    from engines.magination.effects import OPS
    assert OPS["rearrange"] is OPS["move"]


def test_magi_defeat_discards_its_cards_and_the_next_magi_waits_for_its_owners_turn():
    s = duel("Pruitt", "Grega", [("Furok", 9)], [("Magma Armor", None)], hand1=["Arbolit"])
    s.energy[s.magi[1]] = 3
    s.discard[1].append(s.hand[1].pop())
    s.step = 3
    ev = answer(s, ("attack", iid(s, 0, "Furok", "creatures"), s.magi[1]))
    assert any(e["type"] == "MagiDefeated" for e in ev)
    assert s.magi[1] == -1 and not s.relics[1] and len(s.defeated[1]) == 1
    assert not RULES.is_over(s)
    hand_before = len(s.hand[1])
    while s.current == 0:
        RULES.apply(s, ("end_step",))
    assert RULES.card_name(s, s.magi[1]) == "Ashgar" and s.energy[s.magi[1]] == 10
    # Ashgar's starting cards: the Arbolit comes from the discard pile first
    assert "as a starting card" in asks(s).prompt
    ev = answer(s, ("yes",))
    moved = [e for e in ev if e["type"] == "CardMoved" and e["why"] == "starting card"]
    assert moved and moved[0]["src"] == "discard"
    while asks(s) is not None:
        RULES.apply(s, ("no",))
    assert len(s.hand[1]) == hand_before + 1                   # no drawing up to five
    assert s.energy[s.magi[1]] == 16                           # energizes on its first turn


def test_the_game_is_lost_when_all_three_magi_are_defeated():
    s = duel("Pruitt", "Grega", [("Furok", 9)], [])
    s.stack[1].clear()
    s.energy[s.magi[1]] = 3
    s.step = 3
    answer(s, ("attack", iid(s, 0, "Furok", "creatures"), s.magi[1]))
    assert RULES.is_over(s) and RULES.result(s)["winners"] == [0]
    assert RULES.legal_actions(s) == []


def test_the_player_orders_simultaneous_effects():
    s = duel("Pruitt", "Ashgar", [("Furok", 4)], [("Magma Armor", None)])
    s.step = 3
    RULES.apply(s, ("attack", iid(s, 0, "Furok", "creatures"), s.magi[1]))
    assert asks(s).kind == "order" and asks(s).player == 1       # Ashgar's owner decides
    hand = len(s.hand[1])
    RULES.apply(s, RULES.legal_actions(s)[1])
    assert len(s.hand[1]) == hand + 1                          # Nerve: a card
    assert s.energy[s.magi[1]] == 10 + 2 - 4                   # Defense: +2 first


def test_refused_moves_say_why_and_leave_the_state_unchanged():
    s = duel("Pruitt", "Grega", hand0=["Giant Carillion"])
    before = RULES.to_json(s)
    with pytest.raises(IllegalAction) as exc:
        RULES.apply(s, ("play", iid(s, 0, "Giant Carillion")))
    assert "Play Creatures step" in exc.value.reason
    s.step = 4
    s.energy[s.magi[0]] = 5
    assert "Not enough energy" in RULES.why_illegal(s, ("play", iid(s, 0, "Giant Carillion")))
    s.step = 2
    s.energy[s.magi[0]] = 15
    assert RULES.to_json(s) == before


def test_deck_problems():
    assert RULES.deck_problems("naroom") == [] and RULES.deck_problems("cald") == []
    d = RULES.starter_deck("naroom")
    bad = {"magi": ["Evu", "Evu"], "cards": d["cards"][:30] + ["Grow"] * 4 + ["Abaquist"]}
    ab = RULES.card("Abaquist")
    was, ab.implemented = ab.implemented, False    # every card is implemented now:
    try:                                           # pretend one is not
        probs = " ".join(RULES.deck_problems(bad))
    finally:
        ab.implemented = was
    assert "exactly 3" in probs and "at least 40" in probs and "At most 3" in probs
    assert "not available" in probs
