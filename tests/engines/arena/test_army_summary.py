"""engines.arena.army_summary: what the army builder says about an army."""
from engines.arena.army_summary import (battlefield_worth, copy_name, entry_line, new_name,
                                        switch_warning)
from engines.arena.content import ARMY, ARMY_INDEX, default_army


def test_the_load_lists_line_counts_cards_and_spells():
    assert entry_line({"planeswalker": "chandra", "squads": ["a", "b"], "spells": ["s"]}) == \
        f"{ARMY[ARMY_INDEX['chandra']].name} (red) · 2 army cards · 1 spell"
    assert entry_line({"planeswalker": "nobody"}) == "no Planeswalker · 0 army cards · 0 spells"


def test_names_of_new_and_copied_armies():
    assert new_name("chandra") == "My Chandra army"
    assert copy_name("Chandra's default army") == "My Chandra army"
    assert copy_name("Big Red") == "My Big Red army"


def test_the_worth_counts_each_figure_of_each_squad():
    army = default_army("chandra")
    squads = army["squads"]
    card = ARMY[ARMY_INDEX[squads[0]]]
    worth = battlefield_worth("chandra", squads)
    assert worth - battlefield_worth("chandra", squads[1:]) == card.ppf * card.figures
    assert battlefield_worth("chandra", []) == ARMY[ARMY_INDEX["chandra"]].ppf


def test_the_switch_warning_names_both_colours_and_the_new_leader():
    words = switch_warning("chandra", "jace")
    jace = ARMY[ARMY_INDEX["jace"]]
    assert words.startswith(f"{jace.name} is blue: the red army cards")
    assert "Jace's default army" in words
