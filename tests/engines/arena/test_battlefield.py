"""Battlefields as files (issue 27): the format, its way to a Board, the printed maps read
through it, and a game's config that carries its map."""
from __future__ import annotations

import copy
import json

import pytest

from engines.arena import RULES
from engines.arena import battlefield as B
from engines.arena.board import LOADED, get_board
from engines.arena.testing import edited_duel


def _plain(board) -> dict:
    d = board.to_json()
    d.pop("key")
    d.pop("name")
    return d


@pytest.mark.parametrize("key", B.PRINTED)
def test_a_printed_map_read_as_a_battlefield_is_the_same_board_hex_for_hex(key):
    """The printed battlefields are read-only entries of the same format: converted and
    laid out again they give the very same hexes (ids kept), ruins, walls and glyphs."""
    bf = next(b for b in B.printed() if b["key"] == key)
    assert bf["origin"] == "printed" and bf["format"] == B.FORMAT
    again = B.board_of(json.loads(json.dumps(bf)))
    assert _plain(again) == _plain(get_board(key))
    assert again.zone_groups == get_board(key).zone_groups


def test_the_file_holds_terrain_levels_ruins_with_facing_glyph_sides_zones_and_a_note():
    bf = next(b for b in B.printed() if b["key"] == "skirmish")
    assert {h["terrain"] for h in bf["hexes"]} == {"sand", "water"}
    assert max(h["level"] for h in bf["hexes"]) == 3        # stacked tiles
    assert all({"piece", "at", "facing", "cells", "walls"} <= set(r) for r in bf["ruins"])
    assert {g["side"] for g in bf["glyphs"]} == {"symbol"}
    assert {h.get("zone") for h in bf["hexes"]} >= {"yellow", "orange"}
    assert "Original design" in bf["note"] and bf["size"] == [17, 11]


def test_a_ruin_turns_with_its_facing():
    """A ruin's footprint is given around its anchor facing 0; each step of ``facing``
    turns it a sixth counter-clockwise (six steps come back)."""
    assert B.turn(1, 0, 1) == (0, 1)
    assert B.turn(1, 0, 6) == (1, 0)
    bf = edited_duel()
    board = B.board_of(bf)
    ruin = bf["ruins"][0]
    assert ruin["facing"] == 1
    aq, ar = ruin["at"]
    for cell in ruin["cells"]:
        dq, dr = B.turn(*cell["at"], 1)
        assert board.ruin_top[board.id_of[(aq + dq, ar + dr)]]


@pytest.mark.parametrize("change, words", [
    (lambda bf: bf["hexes"][0].update(terrain="water", level=1), "level 0"),
    (lambda bf: bf["hexes"][0].update(level=0), "level 1 or more"),
    (lambda bf: bf["hexes"][1].update(q=bf["hexes"][0]["q"], r=bf["hexes"][0]["r"]),
     "share a position"),
    (lambda bf: bf["ruins"][0].update(at=[90, 90]), "off the battlefield"),
    (lambda bf: bf["ruins"][0].update(facing=7), "six sides"),
    (lambda bf: bf["glyphs"][0].update(side="edge"), "symbol side"),
    (lambda bf: bf["glyphs"][0].update(key="Z"), "glyph"),
    (lambda bf: bf.update(hexes=[]), "no hexes"),
    (lambda bf: bf["hexes"][0].update(q=10 ** 12), "from -999 to 999"),
    (lambda bf: bf["glyphs"][0].update(hex=[1.5, 2]), "pair of whole numbers"),
    (lambda bf: bf.update(hexes=B.generated(50, 41)["hexes"]), "more than 2000 hexes"),
])
def test_a_battlefield_that_cannot_be_laid_out_is_refused_in_words(change, words):
    bf = copy.deepcopy(next(b for b in B.printed() if b["key"] == "duel"))
    change(bf)
    with pytest.raises(ValueError, match=words):
        B.board_of(bf)


def test_the_content_key_names_what_shapes_play_not_the_name():
    bf = edited_duel()
    renamed = dict(bf, name="Another name", note="")
    assert B.content_key(bf) == B.content_key(renamed)
    moved = copy.deepcopy(bf)
    moved["hexes"][5]["level"] += 1
    assert B.content_key(bf) != B.content_key(moved)


def test_a_generated_supersized_map_is_at_least_four_duels_big():
    bf = B.generated(22, 34, seed=27)
    assert len(bf["hexes"]) >= 4 * get_board("duel").n
    assert B.generated(22, 34, seed=27) == bf            # the seed alone makes it


def test_a_game_on_a_battlefield_keeps_the_map_in_its_config_and_save():
    """Decision (issue 27): the config carries the whole map (not its file's name), so a
    save or replay plays on exactly the map the game began on even if the player's file
    changes or is deleted; the state names the board by the content's hash."""
    bf = edited_duel()
    state, _ = RULES.start({"players": 2, "battlefield": bf}, 4)
    assert state.board_key == B.content_key(bf)
    saved = json.loads(json.dumps(RULES.to_json(state)))
    assert saved["config"]["battlefield"]["hexes"]
    LOADED.pop(state.board_key)          # a new session: the map is known from the save
    again = RULES.from_json(saved)
    assert again.board_key == state.board_key and again.board.n == state.board.n
    assert RULES.legal_actions(again) == RULES.legal_actions(state)
    saved["config"]["battlefield"]["hexes"][3]["level"] = 2       # not the map played
    with pytest.raises(ValueError, match="does not match"):
        RULES.from_json(saved)


def test_a_saved_games_config_with_a_broken_battlefield_is_refused_in_words():
    """A save is untrusted: the battlefield its config carries is checked like a file."""
    bf = edited_duel()
    bf["hexes"][0]["level"] = -4
    with pytest.raises(ValueError, match="level from 0"):
        RULES.check_config({"players": 2, "battlefield": bf})
    with pytest.raises(ValueError, match="table of hexes"):
        RULES.check_config({"players": 2, "battlefield": [1, 2]})


def test_a_battlefield_without_the_scenarios_zone_colour_is_refused():
    """The Duel places one player in the yellow zone and one in the orange."""
    bf = edited_duel()
    for h in bf["hexes"]:
        if h.get("zone") == "orange":
            h["zone"] = "blue"
    with pytest.raises(ValueError, match="orange starting zone"):
        RULES.check_config({"players": 2, "battlefield": bf})


def test_the_printed_games_name_no_battlefield_and_play_as_before():
    cfg = RULES.check_config({"players": 2})
    assert "battlefield" not in cfg
    state, _ = RULES.start({"players": 2}, 1)
    assert state.board_key == "duel"
