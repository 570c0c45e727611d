"""Magetable's own battlefields (issue 27 item 8): shipped read-only beside the printed
ones, each a data file saying it is an original design, each playable by the map
checker's rules, fair by symmetry, and a game on each plays to its end."""
from __future__ import annotations

import json
import os

import pytest

from engines.arena import RULES
from engines.arena import battlefield as B
from engines.arena.board import map_keys
from engines.arena.map_check import check, for_play
from engines.arena.content import SCENARIOS
from engines.core.agents import RandomAgent

FOLDER = B.ORIGINAL_DIR


def _original(key: str) -> dict:
    return next(b for b in B.originals() if b["key"] == key)


def test_the_originals_are_read_only_entries_beside_the_printed_ones():
    """Our designs are listed apart from the set's three maps (which still load as
    before), each marked as an original, and none of them is taken for a printed board
    file."""
    got = B.originals()
    assert [b["key"] for b in got] == list(B.ORIGINAL)
    assert len(B.ORIGINAL) >= 2
    assert all(b["origin"] == "original" and b["format"] == B.FORMAT for b in got)
    assert [b["key"] for b in B.printed()] == list(B.PRINTED)
    assert not set(B.ORIGINAL) & set(map_keys())


@pytest.mark.parametrize("key", B.ORIGINAL)
def test_each_data_file_says_it_is_an_original_design(key):
    """The file itself (not only the listing) carries the note saying the map is ours."""
    with open(os.path.join(FOLDER, f"{key}.json"), encoding="utf-8") as fh:
        raw = json.load(fh)
    assert raw["note"].startswith("An original design for Magetable")
    assert raw["origin"] == "original" and raw["name"]


TWO_SEATS = [k for k in B.ORIGINAL if k != "four_corners"]


@pytest.mark.parametrize("key", B.ORIGINAL)
def test_each_passes_the_map_checker_for_its_seats_and_hosts_its_scenario(key):
    """What the rules need of a map (a starting zone per side with room for two summoned
    squads, every zone reachable by a figure of height 4, glyphs on spaces a figure can
    stop on, ruins on sand): no problem and no warning; a two-seat design has the Duel's
    yellow and orange zones, the four-seat one hosts the Melee of three or four."""
    bf = _original(key)
    report = check(bf)
    assert report.problems == [] and report.warnings == []
    if bf["seats"] == 2:
        assert for_play(bf, 2, SCENARIOS["duel"])["name"] == bf["name"]
    else:
        assert bf["seats"] == 4
        for players in (3, 4):
            assert check(bf, players).problems == []
            assert for_play(bf, players, SCENARIOS["melee"])["name"] == bf["name"]
        assert "4 starting zones for 5 players" in check(bf, 5).problems[0]


def _image(board, how):
    """Each hex's image under a symmetry ``how`` about the middle of the starting zones
    ("point": a half turn; "mirror": across the line through it, side to side; "flip":
    across the line through it, top to bottom)."""
    zones = [h for h in range(board.n) if board.zone[h]]
    cx = sum(board.x[h] for h in zones) / len(zones)
    cy = sum(board.y[h] for h in zones) / len(zones)
    at = {(round(board.x[h] * 2), round(board.y[h] * 4)): h for h in range(board.n)}
    out = {}
    for h in range(board.n):
        x = board.x[h] if how == "mirror" else 2 * cx - board.x[h]
        y = board.y[h] if how == "flip" else 2 * cy - board.y[h]
        out[h] = at.get((round(x * 2), round(y * 4)))
    return out


def _symmetric(board, how, swap=True) -> bool:
    img = _image(board, how)
    if None in img.values():
        return False
    swap_to = {"yellow": "orange", "orange": "yellow"} if swap else {}
    glyph_spaces = {g.hex for g in board.glyphs}
    for h, k in img.items():
        if (board.level[h], board.water[h], board.fit[h],
                board.ruin_top[h] - board.level[h], board.purple[h]) != \
                (board.level[k], board.water[k], board.fit[k],
                 board.ruin_top[k] - board.level[k], board.purple[k]):
            return False
        if swap_to.get(board.zone[h], board.zone[h]) != board.zone[k] or \
                (h in glyph_spaces) != (k in glyph_spaces):
            return False
    walls = {frozenset((img[w.a], img[w.b])) for w in board.walls.values()}
    return walls == {frozenset((w.a, w.b)) for w in board.walls.values()}


@pytest.mark.parametrize("key", TWO_SEATS)
def test_each_two_seat_design_is_fair_by_symmetry(key):
    """A fair map for two: turned half about its middle (Twin Fords) or mirrored across
    it (Broken Heights), every space lands on one of the same level, terrain and ruin,
    the starting zones swap, glyphs land on glyph spaces, walls on walls."""
    board = B.board_of(_original(key))
    assert _symmetric(board, "point") or _symmetric(board, "mirror")


def test_four_corners_is_the_same_from_every_corner():
    """Mirrored side to side and top to bottom, every corner's zone lands on another's:
    no seat of the Melee starts better placed (glyph kinds aside, as the note says)."""
    board = B.board_of(_original("four_corners"))
    assert _symmetric(board, "mirror", swap=False) and _symmetric(board, "flip", swap=False)
    assert len(board.zone_groups) == 4


def test_the_symmetry_check_tells_a_lopsided_map():
    bf = json.loads(json.dumps(_original("twin_fords")))
    hill = next(h for h in bf["hexes"] if h["level"] == 3 and h["r"] < 5)
    hill["level"] = 1
    board = B.board_of(bf)
    assert not _symmetric(board, "point") and not _symmetric(board, "mirror")
    four = json.loads(json.dumps(_original("four_corners")))
    next(h for h in four["hexes"] if h.get("purple"))["purple"] = False
    assert not _symmetric(B.board_of(four), "flip", swap=False)


def test_twin_fords_is_a_river_crossed_at_fords_and_a_plateau():
    """The design: a band of water across the middle rows, crossed dry at the two fords
    (each with a Glyph of Movement) and over a plateau three levels high holding the Glyph
    of Power."""
    board = B.board_of(_original("twin_fords"))
    middle = [h for h in range(board.n) if board.r[h] == 8]
    assert sum(board.water[h] for h in middle) == 2
    glyphs = {board.q[g.hex] + board.r[g.hex] // 2: (g.key, board.level[g.hex])
              for g in board.glyphs if board.r[g.hex] == 8}
    assert glyphs == {1: ("M", 1), 5: ("P", 3), 9: ("M", 1)}


def test_broken_heights_puts_glyphs_on_contested_heights():
    """The design: the Glyphs of Power and Toughness lie on summits above the ground
    around them, each as far from the yellow zone as from the orange one."""
    board = B.board_of(_original("broken_heights"))
    yellow = [h for h in range(board.n) if board.zone[h] == "yellow"]
    orange = [h for h in range(board.n) if board.zone[h] == "orange"]
    for g in board.glyphs:
        if g.key in ("P", "T"):
            assert board.level[g.hex] > max(board.level[j] for j in board.nbrs[g.hex])
            assert min(board.dist[g.hex][h] for h in yellow) == \
                min(board.dist[g.hex][h] for h in orange)


def test_four_corners_has_purple_spaces_all_round_each_glyph():
    """The Melee scores the points on the purple spaces next to the glyphs: every space
    around each of the three glyphs is purple, none elsewhere, and every corner zone is
    as far from the Glyph of Power as the others."""
    board = B.board_of(_original("four_corners"))
    around = {j for g in board.glyphs for j in board.nbrs[g.hex]}
    assert {h for h in range(board.n) if board.purple[h]} == around
    power = next(g.hex for g in board.glyphs if g.key == "P")
    assert len({min(board.dist[power][h] for h in hexes)
                for _, hexes in board.zone_groups}) == 1


@pytest.mark.parametrize("key", B.ORIGINAL)
def test_a_random_game_on_each_plays_to_its_end(key):
    """The engine plays a whole game on the map (a Duel on a two-seat design, a Melee of
    four on the four-seat one): random legal moves from every seat end it."""
    bf = _original(key)
    config = {"players": 2, "battlefield": bf} if bf["seats"] == 2 else \
        {"players": 4, "scenario": "melee", "battlefield": bf}
    s = RULES.new_game(config, 5)
    agents = [RandomAgent(i + 1) for i in range(config["players"])]
    for _ in range(20000):
        if RULES.is_over(s):
            break
        legal = RULES.legal_actions(s)
        RULES.apply(s, agents[s.to_move].choose(s, legal))
    assert RULES.is_over(s) and s.end_reason in ("planeswalker", "turns", "last standing")
    assert s.board.name == _original(key)["name"]


def test_a_damaged_original_is_left_out_of_the_list(tmp_path):
    """Shipped files are read through the guard too: one that cannot be laid out is left
    out, the others stay."""
    for key in B.ORIGINAL:
        with open(os.path.join(FOLDER, f"{key}.json"), encoding="utf-8") as fh:
            (tmp_path / f"{key}.json").write_text(fh.read())
    (tmp_path / f"{B.ORIGINAL[0]}.json").write_text('{"hexes": [')
    assert [b["key"] for b in B.originals(str(tmp_path))] == list(B.ORIGINAL[1:])
    (tmp_path / f"{B.ORIGINAL[1]}.json").write_text('{"hexes": [{"q": 0}]}')
    assert [b["key"] for b in B.originals(str(tmp_path))] == list(B.ORIGINAL[2:])
