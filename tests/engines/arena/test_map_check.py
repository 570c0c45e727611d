"""The map checker (issue 27): what the rules need of a battlefield, each refusal named by
the rule it comes from, in sentences a player can read."""
from __future__ import annotations

import copy

import pytest

from engines.arena import battlefield as B
from engines.arena import map_check as M
from engines.arena.testing import edited_duel


def _small() -> dict:
    return B.generated(11, 17, seed=3, name="Small")


def _hex(bf, q, r) -> dict:
    return next(h for h in bf["hexes"] if (h["q"], h["r"]) == (q, r))


def _zone(bf, colour) -> list:
    return [h for h in bf["hexes"] if h.get("zone") == colour]


@pytest.mark.parametrize("bf", [*B.printed(), edited_duel(), B.generated(22, 34, seed=27)],
                         ids=lambda bf: bf["name"])
def test_the_printed_edited_and_generated_maps_are_playable(bf):
    report = M.check(bf)
    assert report.playable, report.problems
    assert report.notes


def test_setup_every_player_needs_a_starting_zone_no_opponent_holds():
    """Setup: each Planeswalker goes into a starting zone no opponent holds, so a map for
    three players needs three zones."""
    report = M.check(_small(), players=3)
    assert not report.playable
    assert "2 starting zones for 3 players" in report.problems[0]


def test_setup_teammates_sharing_a_zone_need_one_zone_per_team():
    """The Skirmish: teammates may share a zone, so four players in two teams need two."""
    skirmish = next(b for b in B.printed() if b["key"] == "skirmish")
    assert M.check(skirmish).playable
    alone = dict(skirmish)
    alone.pop("teams")
    assert "for 4 players" in M.check(alone).problems[0]


def test_setup_a_game_has_at_least_two_players():
    bf = _small()
    bf["seats"] = 1
    assert "at least two players" in M.check(bf).problems[0]


def test_setup_a_planeswalker_needs_an_empty_space_in_its_zone():
    """Setup: the Planeswalker is placed on a space of its zone; a zone entirely under
    ruins has none."""
    bf = _small()
    cells = [{"at": [h["q"], h["r"]], "height": 3, "fit": "none"} for h in _zone(bf, "yellow")]
    bf["ruins"].append({"piece": "Z", "at": [0, 0], "facing": 0, "cells": cells, "walls": []})
    problems = M.check(bf).problems
    assert any("yellow starting zone" in p and "no empty space" in p for p in problems)


def test_summoning_needs_room_for_two_squads_within_five_spaces_of_the_zone():
    """Summoning: up to two squads a turn, onto empty spaces within 5 spaces of the
    Planeswalker: a zone walled in by ruins on every side leaves no room."""
    bf = _small()
    zone = {(h["q"], h["r"]) for h in _zone(bf, "orange")}
    start = next(iter(zone))
    cells = []
    for h in bf["hexes"]:
        dq, dr = h["q"] - start[0], h["r"] - start[1]
        if (h["q"], h["r"]) not in zone and (abs(dq) + abs(dr) + abs(dq + dr)) // 2 <= 6:
            cells.append({"at": [h["q"], h["r"]], "height": 2, "fit": "none"})
    bf["ruins"].append({"piece": "Z", "at": [0, 0], "facing": 0, "cells": cells, "walls": []})
    problems = M.check(bf).problems
    assert any("orange starting zone" in p and "two squads" in p for p in problems), problems
    need = M.summon_room()
    assert need >= 6 and f"({need} figures)" in next(p for p in problems if "squads" in p)


def test_movement_a_zone_a_height_4_figure_cannot_reach_is_a_warning_not_a_refusal():
    """Movement: no figure climbs a rise as high as itself; a cliff of 5 levels below the
    yellow zone's plateau: a figure of height 4 may jump down it but never climb it, so
    from the orange zone the yellow one is out of reach: the map plays, with a warning."""
    bf = _small()
    for h in bf["hexes"]:
        if h["r"] <= 1:
            h["terrain"], h["level"] = "sand", 6
        elif h["terrain"] == "sand":
            h["level"] = 1
    report = M.check(bf)
    assert report.playable, report.problems
    assert any("cannot walk from the orange starting zone" in w and "to the yellow" in w
               for w in report.warnings), report.warnings
    assert not any("from the yellow" in w for w in report.warnings)


def test_glyphs_one_to_a_space():
    bf = _small()
    bf["glyphs"].append({"hex": list(bf["glyphs"][0]["hex"]), "key": "M", "side": "symbol"})
    assert any("a space holds one glyph" in p for p in M.check(bf).problems)


def test_glyphs_lie_where_a_figure_can_stop():
    bf = _small()
    ruin = bf["ruins"][0]
    bf["glyphs"].append({"hex": list(ruin["at"]), "key": "K", "side": "ability"})
    assert any("Glyph of Knowledge" in p and "under a ruin" in p for p in M.check(bf).problems)


def test_glyphs_are_counted_by_kind_and_none_is_a_warning():
    report = M.check(next(b for b in B.printed() if b["key"] == "skirmish"))
    assert "4 glyphs: Power, Toughness, Movement, Knowledge." in report.notes
    bf = _small()
    bf["glyphs"] = []
    assert M.check(bf).playable
    assert any("no glyphs" in w for w in M.check(bf).warnings)


def test_ruins_stand_on_sand_not_water():
    bf = _small()
    h = _hex(bf, *bf["ruins"][0]["at"])
    h["terrain"], h["level"] = "water", 0
    assert any("on the water" in p for p in M.check(bf).problems)


def test_a_map_that_cannot_be_laid_out_says_why():
    bf = copy.deepcopy(_small())
    bf["hexes"][0]["level"] = 0
    report = M.check(bf)
    assert not report.playable and "level 1 or more" in report.problems[0]


def test_the_checker_looks_at_a_map_without_keeping_its_board_and_a_game_keeps_it():
    """A map checked as it is edited, hex by hex, leaves the registry of the games'
    boards alone (an edit is a new map each time); the map a game is set up on is kept."""
    from engines.arena import RULES
    from engines.arena.battlefield import content_key, generated
    from engines.arena.board import LOADED
    bf = generated(9, 11, seed=41, name="Looked at")
    key = content_key(bf)
    assert key not in LOADED
    assert not M.check(bf, 2).problems
    assert key not in LOADED
    state = RULES.new_state({"players": 2, "battlefield": bf}, 3)
    assert state.board_key in LOADED
