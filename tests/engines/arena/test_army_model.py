"""The army being built (engines.arena.army_model): the engine's validation answers the
builder's questions; pure, no pygame."""
from __future__ import annotations

from engines.arena.army_model import ArmyModel
from engines.arena.content import default_army


def test_the_model_refuses_only_what_an_add_makes_worse():
    m = ArmyModel("jace")
    m.squads = ["phantoms", "phantoms"]                  # loaded illegal: unique twice
    assert m.why_not_add_card("projections") == "The army costs 585 points; the build is 500"
    m.squads = ["phantoms"]
    assert m.why_not_add_card("projections") is None      # 340 + 90 + 65 = 495
    assert m.why_not_add_card("jace").startswith("Jace Beleren is a Planeswalker")
    m.spells = m.spells[:3]
    assert m.why_not_add_spell("unsummon") is None        # 4 of 12: growing is fine
    m.spells = ["mind_control"] * 12                      # 300 points: already over
    assert m.why_not_add_spell("twisted_image") == "A spell deck has 12 cards, not 13"
    m.spells = ["mind_control"] * 8
    assert m.why_not_add_spell("twisted_image") == \
        "The spell deck costs 210 points; at most 200 are allowed"


def test_a_loaded_army_keeps_what_the_game_knows_and_says_what_it_left_out():
    m = ArmyModel()
    left_out = m.load({"planeswalker": "jace", "squads": ["phantoms", "nosuchcard"],
                       "spells": ["unsummon", "nosuchspell"]})
    assert m.planeswalker == "jace" and m.squads == ["phantoms"] and m.spells == ["unsummon"]
    assert set(left_out) == {"nosuchcard", "nosuchspell"}


def test_the_default_army_is_legal_and_round_trips():
    for pw in ("chandra", "jace", "liliana", "gideon", "nissa"):
        m = ArmyModel(pw)
        assert m.as_army() == default_army(pw) and m.valid and not m.problems()



def test_the_builder_checks_against_its_build_total():
    """The army is built to the build total it was given (the multiple-sets rules): at
    750 points a common card comes again until the total would pass 750, refused with
    the engine's sentence naming both numbers; a unique card stays once per army."""
    m = ArmyModel("chandra", build=750)
    assert m.squads == ["phoenixes", "firecats"]            # 495 points
    for _ in range(7):
        assert m.add_card("phoenixes") is None               # 495 + 7 * 35 = 740
    assert m.army_cost() == 740 and m.squad_counts()["phoenixes"] == 8
    assert m.add_card("phoenixes") == "The army costs 775 points; the build is 750"
    m.remove_card("phoenixes")
    assert m.add_card("firecats") == "Blazing Firecats is unique: an army holds it once"
    assert m.valid
    assert ArmyModel("chandra").add_card("phoenixes") == \
        "The army costs 530 points; the build is 500"           # the set's own total
