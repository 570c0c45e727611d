"""The build total and the multiple-sets army rules (issue 27 items 4-5; the rulebook's
section on using several game sets): the scenario names the points an army is built to
(this set's own scenarios: 500); players combining sets may raise it; a common army card
may come more than once, a unique one once per army; every refusal is a sentence."""
from __future__ import annotations

import pytest

from engines.arena import RULES
from engines.arena.content import (BUILD, DEFAULT_ARMIES, PLANESWALKERS, army_cost,
                                   army_problems, check_build, default_army, fill_army)
from engines.arena.rules import check_config

CHANDRA = {"planeswalker": "chandra", "squads": ["phoenixes", "firecats"],
           "spells": list(DEFAULT_ARMIES["chandra"]["spells"])}


def _with(squads: list[str]) -> dict:
    return {**CHANDRA, "squads": squads}


def test_the_sets_own_build_is_500_and_an_old_config_without_one_plays_at_500():
    """Every scenario of this set builds to 500 points: a config (or an old save) that
    names no build total is a 500-point game, and its config is left as it was."""
    assert BUILD == 500
    cfg = check_config({"players": 2, "armies": ["chandra", "jace"]})
    assert "build" not in cfg
    with pytest.raises(ValueError, match="The army costs 565 points; the build is 500"):
        check_config({"players": 2, "armies": [_with(["phoenixes", "firecats", "phoenixes",
                                                      "phoenixes"]), "jace"]})


@pytest.mark.parametrize("build", [750, 1000, 620, 2000])
def test_a_bigger_build_total_is_carried_in_the_config(build):
    """Players combining sets may raise the build total: 750, 1,000 or any whole number
    up to 2,000, kept in the config so a save or replay plays the same armies."""
    cfg = check_config({"players": 2, "build": build, "armies": ["chandra", "jace"]})
    assert cfg["build"] == build
    assert check_config(dict(cfg)) == cfg


@pytest.mark.parametrize("bad", [499, 2001, 0, -500, "750", 750.0, True, None, [1000]])
def test_a_build_total_outside_the_bounds_is_refused_with_a_sentence(bad):
    """A build total is a whole number from 500 (every default army fits it) to 2,000;
    anything else is refused with a sentence naming the bounds."""
    with pytest.raises(ValueError, match="The build total is a whole number of points "
                                         "from 500 to 2,000"):
        check_config({"players": 2, "build": bad})
    with pytest.raises(ValueError):
        check_build(bad)


def test_the_army_may_not_cost_more_than_the_build_total():
    """The army cards, the Planeswalker's included, cost at most the build total: 790
    points are refused at 750 with both numbers said, and accepted at 1,000."""
    army = _with(["firecats", "phoenixes"] + ["phoenixes"] * 8)
    assert army_cost(army) == 365 + 95 + 9 * 35 == 775
    assert army_problems(army, 750) == ["The army costs 775 points; the build is 750"]
    assert army_problems(army, 1000) == []
    with pytest.raises(ValueError, match="The army costs 775 points; the build is 750"):
        check_config({"players": 2, "build": 750, "armies": [army, "jace"]})
    assert check_config({"players": 2, "build": 1000, "armies": [army, "jace"]})


@pytest.mark.parametrize("build", [500, 1000])
def test_a_unique_army_card_comes_once_per_army_whatever_the_build(build):
    """A unique army card may be in an army once (two Blazing Firecats squads are
    refused), at the set's 500 points as at a combined-sets 1,000."""
    problems = army_problems(_with(["firecats", "firecats"]), build)
    assert "Blazing Firecats is unique: an army holds it once" in problems
    assert army_problems(_with(["firecats"]), build) == []


def test_both_players_may_field_the_same_unique_card():
    """Once per army, not once per game: two Chandra armies each with its Firecats."""
    assert check_config({"players": 2, "armies": [CHANDRA, CHANDRA]})


@pytest.mark.parametrize("build", [500, 1000])
def test_a_common_army_card_may_come_several_times(build):
    """A common army card may be taken two or more times. At 500 points too: the
    rulebook's one-of-each is the box's stock, not a rule (its building rules, which
    the multiple-sets section states, let commons repeat), the app has no stock to run
    out of, and armies saved before this change already held two Phoenix squads."""
    army = _with(["phoenixes", "phoenixes", "phoenixes"])
    assert army_problems(army, build) == []


@pytest.mark.parametrize("pw", PLANESWALKERS)
@pytest.mark.parametrize("build", [750, 1000, 1234])
def test_a_default_army_grows_to_a_bigger_build_with_common_cards(pw, build):
    """The AI's armies (and a Planeswalker named by key) are its default army filled
    with common cards of its colour while they fit: legal at the bigger build and at
    most one common card short of it; at 500 the default army is unchanged."""
    assert fill_army(DEFAULT_ARMIES[pw], BUILD) == default_army(pw)
    army = fill_army(DEFAULT_ARMIES[pw], build)
    assert army_problems(army, build) == []
    added = army["squads"][len(DEFAULT_ARMIES[pw]["squads"]):]
    assert added and len(set(added)) == 1
    assert build - army_cost(army) < 100
    cfg = check_config({"players": 2, "build": build,
                        "armies": [pw, "jace" if pw != "jace" else "gideon"]})
    assert cfg["armies"][0] == army


def test_a_new_game_without_armies_deals_filled_armies_at_the_build():
    """The seats' Planeswalkers chosen by the seed bring armies of about the build."""
    s = RULES.new_game({"players": 2, "build": 1000}, 5)
    for a in s.config["armies"]:
        assert 900 < army_cost(a) <= 1000


@pytest.mark.parametrize("level,seed", [("normal", 41), ("hard", 42)])
def test_normal_and_hard_play_a_1000_point_duel_to_its_end(level, seed):
    """At a 1,000-point build (Chandra with 16 squads) Normal and Hard still play a
    Duel to its end, against each other's kind of seat (Easy)."""
    s = RULES.new_game({"players": 2, "build": 1000, "armies": ["chandra", "gideon"]}, seed)
    agents = [RULES.make_agent(level, seed), RULES.make_agent("easy", seed + 1)]
    steps = 0
    while not RULES.is_over(s):
        legal = RULES.legal_actions(s)
        p = s.to_move
        a = agents[p].choose(RULES.view(s, p), legal) if len(legal) > 1 else legal[0]
        RULES.apply(s, a)
        steps += 1
        assert steps < 20000
    assert RULES.result(s) is not None
