"""A player's own scenario on any battlefield (issue 27 item 4; engines/arena/scenario.py).

The rulebook's scenarios set the victory conditions and a turn track; its section on
combining sets lets players build any battlefield for any number of players. Our rulings
for an own scenario, each decided here as it says:

* destroy the Planeswalkers: the last team (or player) with a Planeswalker wins at once;
  at the end of the track the most points on the battlefield win;
* points on the track: a destroyed Planeswalker does not end the game; at the end of the
  track the most points on the battlefield win;
* points on marked spaces: at the end of the track the points of the figures on the
  map's marked (purple) spaces win, as in the Melee; a map without marked spaces is
  refused for it;
* teams win together (their points added); teammates sit side by side;
* every starting zone of the map is used; the first player draws on turn 1 when more than
  two play.
The printed scenarios keep their own rules (the replay digests pin them)."""
from __future__ import annotations

import pytest

from engines.arena import RULES
from engines.arena.damage import destroy
from engines.arena.scenario import default_track, team_choices, track_choices
from engines.arena.testing import act, fig, seated_field, stage
from engines.core.results import result_problems

FOUR = ("chandra", "gideon", "jace", "nissa")
THREE = ("chandra", "gideon", "jace")


def _field(seats: int = 4, marked: bool = True) -> dict:
    """A generated 12x14 map with a zone per seat (yellow top, orange bottom, red west,
    blue east) and, when ``marked``, three marked spaces at (1..3, 3)."""
    bf = seated_field(12, 14, seats, seed=5, name="Marked Field")
    for h in bf["hexes"]:
        if marked and h["r"] == 3 and 1 <= h["q"] <= 3:
            h.update(purple=True, terrain="sand", level=max(1, h["level"]))
    return bf


def _staged(scenario, armies, figures, **kw):
    return stage(armies=armies, scenario=scenario, battlefield=_field(len(armies)),
                 figures=figures, **kw)


# ---------------------------------------------------------------------------------------
# Destroy the Planeswalkers

def test_destroy_the_planeswalkers_the_last_player_with_one_wins_at_once():
    s = _staged("custom_destroy", THREE,
                [(0, "chandra", 0, (5, 0)), (1, "gideon", 0, (5, 10)),
                 (1, "soldiers", 0, (4, 10)), (2, "jace", 0, (-2, 4))], current=0)
    destroy(s, fig(s, 1, "gideon"), [])
    assert s.winners is None                  # two Planeswalkers are left
    destroy(s, fig(s, 2, "jace"), [])
    res = RULES.result(s)
    assert res["winners"] == [0] and res["reason"] == "planeswalker"


def test_destroy_the_planeswalkers_at_the_end_of_the_track_counts_the_battlefield():
    s = _staged("custom_destroy", THREE,
                [(0, "chandra", 0, (5, 0)), (1, "gideon", 0, (5, 10)),
                 (1, "soldiers", 0, (4, 10)), (1, "soldiers", 1, (3, 10)),
                 (2, "jace", 0, (-2, 4))],
                turns=20, turn=20, current=2, chosen="jace")
    assert s.points(1) > s.points(0) > s.points(2)
    act(s, ("end",))
    res = RULES.result(s)
    assert res["reason"] == "turns" and res["winners"] == [1] and res["draw"] is False
    assert not result_problems(res, 3, RULES.seats_out(s))


# ---------------------------------------------------------------------------------------
# Points on the track

def test_points_on_the_track_a_destroyed_planeswalker_does_not_end_the_game():
    """Seat 1's Planeswalker falls, then seat 2's: the game goes on (seat 1 still has
    Soldiers and Archers on the battlefield) to the end of the track, where they outscore
    Chandra alone."""
    s = _staged("custom_track", THREE,
                [(0, "chandra", 0, (5, 0)), (1, "gideon", 0, (5, 10)),
                 (1, "soldiers", 0, (4, 10)), (1, "soldiers", 1, (3, 10)),
                 (1, "soldiers", 2, (2, 10)), (1, "archers", 0, (1, 10)),
                 (1, "archers", 1, (0, 10)), (1, "archers", 2, (-1, 10)),
                 (2, "jace", 0, (-2, 4))],
                turns=30, turn=30, current=2, chosen="jace")
    destroy(s, fig(s, 1, "gideon"), [])
    destroy(s, fig(s, 2, "jace"), [])
    assert s.winners is None and RULES.seats_out(s) == {2}
    act(s, ("end",))
    res = RULES.result(s)
    assert res["reason"] == "turns"
    assert s.points(1) > s.points(0) and res["winners"] == [1]


def test_points_on_the_track_ends_early_only_when_one_player_has_figures():
    s = _staged("custom_track", THREE,
                [(0, "chandra", 0, (5, 0)), (1, "gideon", 0, (5, 10)),
                 (2, "jace", 0, (-2, 4))], current=0)
    destroy(s, fig(s, 1, "gideon"), [])
    assert s.winners is None
    destroy(s, fig(s, 2, "jace"), [])
    res = RULES.result(s)
    assert res["winners"] == [0] and res["reason"] == "last standing"


# ---------------------------------------------------------------------------------------
# Points on marked spaces

def test_marked_spaces_score_on_a_map_of_your_own():
    """Chandra alone on a marked space outscores Gideon's whole army off them."""
    s = _staged("custom_marked", ("chandra", "gideon"),
                [(0, "chandra", 0, (2, 3)), (1, "gideon", 0, (5, 10)),
                 (1, "soldiers", 0, (4, 10)), (1, "soldiers", 1, (3, 10))],
                turns=20, turn=20, current=1, chosen="gideon")
    assert s.board.purple[s.board.id_of[(2, 3)]]
    assert s.points(1) > s.points(0)
    act(s, ("end",))
    res = RULES.result(s)
    assert res["winners"] == [0] and res["scores"][0] > 0 == res["scores"][1]


def test_points_on_marked_spaces_needs_a_map_with_marked_spaces():
    with pytest.raises(ValueError, match="marked .purple. spaces, and Marked Field has none"):
        RULES.check_config({"players": 2, "scenario": "custom_marked",
                            "battlefield": _field(2, marked=False)})


# ---------------------------------------------------------------------------------------
# Teams

def test_teams_of_an_own_scenario_win_together():
    s = _staged("custom_destroy", FOUR,
                [(0, "chandra", 0, (5, 0)), (1, "gideon", 0, (6, 0)),
                 (2, "jace", 0, (-1, 13)), (3, "nissa", 0, (0, 13))],
                teams=[[0, 1], [2, 3]], current=0)
    destroy(s, fig(s, 2, "jace"), [])
    assert s.winners is None                  # Nissa still stands for the team
    destroy(s, fig(s, 3, "nissa"), [])
    res = RULES.result(s)
    assert res["winners"] == [0, 1] and res["teams"][res["team"]] == [0, 1]
    assert res["draw"] is False


def test_teams_add_their_points_at_the_end_of_the_track():
    """Seat 1 has the most points of any seat, but its team (with seat 2, side by side)
    has fewer than seats 3 and 0 together: the team of 3 and 0 wins, both its players."""
    s = _staged("custom_track", FOUR,
                [(0, "chandra", 0, (5, 0)), (1, "gideon", 0, (-1, 13)),
                 (1, "soldiers", 0, (-2, 13)), (1, "soldiers", 1, (-3, 13)),
                 (1, "soldiers", 2, (-4, 13)), (2, "jace", 0, (0, 13)),
                 (3, "nissa", 0, (-2, 4)), (3, "elves", 0, (-2, 5)), (3, "elves", 1, (-3, 6))],
                teams=[[1, 2], [3, 0]], turns=40, turn=40, current=3, chosen="nissa")
    pts = [s.points(q) for q in range(4)]
    assert max(pts) == pts[1] and pts[1] + pts[2] < pts[0] + pts[3]
    act(s, ("end",))
    res = RULES.result(s)
    assert res["winners"] == [0, 3] and res["draw"] is False
    assert res["teams"][res["team"]] == [0, 3]


def test_team_choices_are_equal_teams_side_by_side():
    assert team_choices(4) == [[[0, 1], [2, 3]], [[0, 3], [1, 2]]]
    assert team_choices(2) == team_choices(3) == team_choices(5) == []


# ---------------------------------------------------------------------------------------
# The setup of an own scenario: zones, the first draw, glyphs, the track

def test_every_starting_zone_of_the_map_is_used_and_three_players_draw_first():
    cfg = RULES.check_config({"players": 3, "scenario": "custom_track",
                              "battlefield": _field(3)})
    s = RULES.new_state(cfg, 5)
    assert set(s.zones) == {"yellow", "orange", "red"} and s.first_draw is True
    assert cfg["turns"] == default_track(3) == 36


def test_two_players_of_an_own_scenario_play_the_duels_first_turn_without_a_draw():
    s = RULES.new_state({"players": 2, "scenario": "custom_destroy",
                         "battlefield": "duel"}, 5)
    assert s.first_draw is False and s.turns == 30


def test_shuffled_glyphs_lie_symbol_side_up():
    s = RULES.new_state({"players": 2, "scenario": "custom_destroy", "battlefield": "melee",
                         "glyphs": "shuffled"}, 5)
    assert s.g_side and set(s.g_side) == {"symbol"}
    t = RULES.new_state({"players": 2, "scenario": "custom_destroy", "battlefield": "melee"},
                        5)
    assert set(t.g_side) == {"ability"}


def test_the_track_choices_run_from_20_to_90_and_hold_the_rulebooks():
    got = track_choices()
    assert min(got) == 20 and max(got) == 90 and {30, 36, 48, 60} <= set(got)


def test_a_checked_own_scenario_checks_again_the_same():
    cfg = RULES.check_config({"players": 4, "scenario": "custom_destroy",
                              "teams": [0, 0, 1, 1], "battlefield": "skirmish",
                              "turns": 70, "glyphs": "shuffled", "build": 750})
    assert RULES.check_config(cfg) == cfg
    assert cfg["teams"] == [[0, 1], [2, 3]] and cfg["turns"] == 70


def test_the_printed_scenarios_keep_their_config():
    """The Duel's config gains no field (old saves and replays stay as they were)."""
    assert RULES.check_config({"players": 2}) == {
        "players": 2, "names": ["Player 1", "Player 2"], "scenario": "duel", "turns": 30}


# ---------------------------------------------------------------------------------------
# Refusals, each a sentence

@pytest.mark.parametrize("cfg, words", [
    ({"players": 2, "scenario": "custom_destroy"}, "needs a battlefield"),
    ({"players": 2, "scenario": "custom_destroy", "battlefield": "fortress"},
     "no printed battlefield"),
    ({"players": 2, "scenario": "custom_destroy", "battlefield": 7}, "table of hexes"),
    ({"players": 6, "scenario": "custom_destroy", "battlefield": "melee"},
     "one for each player"),
    ({"players": 3, "scenario": "custom_destroy", "battlefield": "duel"},
     "2 starting zones for 3 players"),
    ({"players": 2, "scenario": "custom_destroy", "battlefield": "duel", "turns": 10 ** 9},
     "turn track"),
    ({"players": 2, "scenario": "custom_destroy", "battlefield": "duel", "turns": 45},
     "turn track"),
    ({"players": 2, "scenario": "custom_destroy", "battlefield": "duel", "glyphs": "up"},
     "shuffled"),
    ({"players": 2, "glyphs": "shuffled"}, "lays its glyphs as its rules say"),
    ({"players": 4, "scenario": "custom_destroy", "battlefield": "melee",
      "teams": [[0, 2], [1, 3]]}, "side by side"),
    ({"players": 4, "scenario": "custom_destroy", "battlefield": "melee",
      "teams": [[0, 1, 2], [3]]}, "equal size"),
    ({"players": 4, "scenario": "custom_destroy", "battlefield": "melee",
      "teams": [[0], [1], [2], [3]]}, "two players or more"),
    ({"players": 4, "scenario": "custom_destroy", "battlefield": "melee",
      "teams": [[0, 1, 2, 3]]}, "at least two teams"),
    ({"players": 4, "scenario": "custom_destroy", "battlefield": "melee",
      "teams": [[0, 1], [1, 2]]}, "exactly one team"),
    ({"players": 4, "scenario": "custom_destroy", "battlefield": "melee",
      "teams": "0011"}, "lists of seats"),
    ({"players": 4, "scenario": "custom_destroy", "battlefield": "duel"},
     "The Duel seats 4 players only in teams"),
])
def test_an_own_scenario_that_cannot_be_played_is_refused_with_a_sentence(cfg, words):
    with pytest.raises(ValueError, match=words):
        RULES.check_config(cfg)


def test_a_zone_a_team_may_have_to_share_must_hold_the_whole_team():
    """Two teams of two on a map with two one-space zones: a team whose opponents took the
    other zone has nowhere to place its second Planeswalker."""
    bf = _field(2)
    for h in bf["hexes"]:
        if h.get("zone") and (h["q"], h["r"]) not in ((5, 0), (-1, 13)):
            h["zone"] = ""
    with pytest.raises(ValueError, match="room for 1 Planeswalker; .* a team of 2"):
        RULES.check_config({"players": 4, "scenario": "custom_destroy", "teams": [0, 0, 1, 1],
                            "battlefield": bf})


def test_a_map_that_seats_the_count_only_in_teams_says_so_when_no_teams_are_chosen():
    """Own scenario: a two-zone map at four players is refused without teams with a
    sentence that names the way out (teams, partners sharing a zone); with teams it
    plays; at three players (no teams possible) the checker's own sentence stands."""
    from engines.arena.battlefield import originals
    twin = next(b for b in originals() if b["key"] == "twin_fords")
    with pytest.raises(ValueError, match=r"^Twin Fords seats 4 players only in teams "
                                         r"\(partners share a starting zone\)"):
        RULES.new_state({"players": 4, "scenario": "custom_destroy", "battlefield": twin}, 1)
    s = RULES.new_state({"players": 4, "scenario": "custom_destroy", "battlefield": twin,
                         "teams": [[0, 1], [2, 3]]}, 1)
    assert RULES.result(s) is None and s.players == 4
    with pytest.raises(ValueError, match="There are 2 starting zones for 3 players"):
        RULES.new_state({"players": 3, "scenario": "custom_destroy", "battlefield": twin}, 1)
