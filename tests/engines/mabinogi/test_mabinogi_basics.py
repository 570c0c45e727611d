"""Rulebook section 1 (basic rules) and the deck rules, each test named for its rule."""
import pytest

from engines.core.protocol import IllegalAction
from engines.mabinogi import RULES
from engines.mabinogi.content import CARD_INDEX, RES_INDEX
from engines.mabinogi.deck_model import (NOT_IN_POOL, TOO_MANY_CARDS, TOO_MANY_COPIES,
                                         TOO_MANY_KINDS, UNKNOWN_CARD, UNKNOWN_HERO,
                                         DeckModel, deck_problems, filter_pool)
from engines.mabinogi.testing import answer, game, iid, set_turn, summon

NATURE = ["Hyena", "Rhino", "Grand Elf", "Arctotherium", "Thornback Boar", "Forest Wolf",
          "Healing Spring", "Wild Growth", "Entangle", "Treant Elder", "Stampede",
          "Druid's Call"]


def test_rule_1_1_two_players_duel():
    assert (RULES.min_players, RULES.max_players) == (2, 2)
    with pytest.raises(ValueError):
        RULES.new_game({"players": 3}, 1)


def test_rule_1_2_every_card_starts_in_hand_and_nothing_is_drawn():
    s = RULES.new_game({"players": 2, "decks": ["wild_pack", "dawn_guard"]}, 3)
    assert [len(h) for h in s.hand] == [12, 12]
    before = [len(h) for h in s.hand]
    for _ in range(6):                       # turns pass: no card arrives
        answer(s, ("end",))
    assert [len(h) for h in s.hand] == before


def test_rule_1_3_the_duel_is_lost_when_a_hero_reaches_0_hp():
    s = game(NATURE, NATURE)
    summon(s, 0, "Hyena", 2)
    s.hp[1] = 3
    set_turn(s, 0)
    ev = answer(s, ("end",))
    assert RULES.is_over(s) and RULES.result(s)["winners"] == [0]
    assert ev[-1]["type"] == "GameOver" and ev[-1]["reason"] == "hero_fell"
    assert s.hp[1] == 0


def test_rule_1_4_forfeiting_loses():
    s = game(NATURE, NATURE)
    ev = RULES.forfeit(s, 0)
    assert RULES.result(s)["winners"] == [1] and ev[-1]["reason"] == "forfeit"
    assert RULES.legal_actions(s) == []


def test_rule_1_5_a_cards_text_overrules_the_rules():
    # 5.5 says a creature attacks the creature in front; Shadow Assassin's text sends it
    # at the hero
    s = game(["Shadow Assassin"] + NATURE[:5], NATURE)
    summon(s, 0, "Shadow Assassin", 1)
    summon(s, 1, "Rhino", 1)
    set_turn(s, 0)
    hp = s.hp[1]
    ev = answer(s, ("end",))
    hits = [e for e in ev if e["type"] == "Attacked" and e["player"] == 0]
    assert hits[0]["target"] == [1, -1] and not hits[0]["melee"]
    assert s.hp[1] < hp and s.board[1][1].hp == s.board[1][1].mhp


def test_rule_1_6_using_a_card_pays_its_resource():
    s = game(NATURE, NATURE)
    set_turn(s, 0, res={"Nature": 5})
    rhino = iid(s, 0, "Rhino")
    answer(s, ("summon", rhino, 0))
    assert s.res[0][RES_INDEX["Nature"]] == 3


def test_rule_1_7_first_player_starts_with_nothing_and_the_second_with_one_of_each():
    s = RULES.new_game({"players": 2, "decks": ["three_stars", "wild_pack"],
                        "first_player": 0}, 5)
    assert sum(s.res[0]) == 0                 # first turn of the duel: no resource
    answer(s, ("end",))
    assert s.current == 1
    assert sorted(r for r in range(5) if s.res[1][r]) == s.kinds[1]
    assert all(s.res[1][r] == 1 for r in s.kinds[1])
    answer(s, ("end",))
    assert all(s.res[0][r] == 1 for r in s.kinds[0]) and sum(s.res[0]) == 3


def test_rule_1_7_charge_gives_one_random_resource_of_the_decks_kinds():
    seen = set()
    for seed in range(12):
        s = RULES.new_game({"players": 2, "decks": ["three_stars", "wild_pack"],
                            "first_player": 0}, seed)
        ev = answer(s, ("charge",))
        rolls = [e for e in ev if e["type"] == "DiceRolled" and e["why"] == "charge"]
        assert len(rolls) == 1
        got = [r for r in range(5) if s.res[0][r]]
        assert got == [rolls[0]["dice"][0]] and got[0] in s.kinds[0]
        seen.add(got[0])
    assert len(seen) > 1


def test_rule_1_7_discarding_gives_the_cards_resource():
    s = game(["Hyena", "Fireball"], NATURE)
    set_turn(s, 0, actions=2)
    answer(s, ("discard", iid(s, 0, "Fireball")))
    assert s.res[0][RES_INDEX["Mana"]] == 1
    assert [s.cdef[i] for i in s.grave[0]] == [CARD_INDEX["Fireball"]]


def test_rule_1_7_card_instructions_give_resources():
    s = game(["Treasure Hunter", "Hyena"], NATURE)
    set_turn(s, 0, res={"Gold": 1})
    answer(s, ("summon", iid(s, 0, "Treasure Hunter"), 0))
    assert s.res[0][RES_INDEX["Gold"]] == 1   # paid 1, gained 1 on summon


def test_rule_1_9_a_summoning_card_goes_to_the_grave_when_its_creature_dies():
    s = game(NATURE, NATURE)
    summon(s, 0, "Arctotherium", 0)
    hy = summon(s, 1, "Hyena", 0)
    set_turn(s, 0)
    answer(s, ("end",))
    assert s.board[1][0] is None and s.grave[1] == [hy.iid]


def test_rule_1_11_a_deck_holds_at_most_12_cards_of_at_most_three_resources():
    assert deck_problems("wild_pack") == []
    codes = {p.code for p in deck_problems(NATURE + ["Hyena"])}
    assert TOO_MANY_CARDS in codes
    four = ["Hyena", "Fireball", "Squire", "Ghoul"]
    assert {p.code for p in deck_problems(four)} == {TOO_MANY_KINDS}
    assert {p.code for p in deck_problems(["Hyena"] * 3, 2)} == {TOO_MANY_COPIES}
    assert {p.code for p in deck_problems(["Nope"])} >= {UNKNOWN_CARD}
    assert {p.code for p in deck_problems(["Skeleton"])} >= {NOT_IN_POOL}
    assert {p.code for p in deck_problems({"cards": ["Hyena"], "hero": "x"})} == \
        {UNKNOWN_HERO}
    with pytest.raises(ValueError) as info:
        RULES.new_game({"players": 2, "decks": [four, "wild_pack"]}, 1)
    assert "at most 3 resources" in str(info.value)


def test_deck_model_refuses_additions_with_reasons_and_saves_json():
    m = DeckModel(name="Mine")
    for n in ["Hyena", "Fireball", "Squire"]:
        assert m.add(n) is None
    assert "at most 3 resources" in m.add("Ghoul")
    assert m.add("Hyena") is None and m.add("Hyena") is None     # the rulebook: any copies
    m.remove("Hyena")
    assert m.add("Wolf Pup").startswith("Wolf Pup is summoned")
    while m.size() < 12:
        m.add(filter_pool(res="Light")[m.size() % 6])
    assert "full" in m.add("Rhino")
    assert m.valid and m.problems() == []
    saved = m.as_deck()
    assert saved["name"] == "Mine" and len(saved["cards"]) == 12
    assert DeckModel.from_deck(saved).as_deck() == saved
    s = RULES.new_game({"players": 2, "decks": [saved, "wild_pack"]}, 2)
    assert len(s.hand[0]) == 12


def test_filter_pool_by_resource_type_and_cost():
    spells = filter_pool(res="Mana", kind="spell")
    assert "Fireball" in spells and "Spirit of Fire" not in spells
    assert filter_pool(res="Nature", cost=6) == ["Arctotherium"]
    assert "Arctotherium" in filter_pool(cost=7, level=2)


def test_illegal_moves_are_refused_with_reasons():
    s = game(NATURE, NATURE)
    set_turn(s, 0, res={"Nature": 0})
    with pytest.raises(IllegalAction) as info:
        RULES.apply(s, ("summon", iid(s, 0, "Rhino"), 0))
    assert "costs 2 Nature" in info.value.reason
    summon(s, 0, "Hyena", 1)
    s.res[0][RES_INDEX["Nature"]] = 9
    assert "taken" in RULES.why_illegal(s, ("summon", iid(s, 0, "Rhino"), 1))
    assert "not in your hand" in RULES.why_illegal(s, ("discard", 999))
    assert "grave is empty" in RULES.why_illegal(s, ("revive",))
    assert "gauge is not full" in RULES.why_illegal(s, ("level_up",))
    assert "is a creature" in RULES.why_illegal(s, ("cast", iid(s, 0, "Rhino")))
    assert "nothing to counter" in RULES.why_illegal(s, ("pass",))
    assert "not your turn" in RULES.why_illegal(s, ("end",), 1)
