"""The battlefield editor's model (issue 27 §1): each edit a player makes, what the tiles
and pieces allow (refusals in sentences), undo/redo and the fair-map tools."""
from __future__ import annotations

import pytest

from engines.arena import battlefield as B
from engines.arena import map_edit as E


def _duel_size() -> E.Editor:
    return E.Editor()


def test_a_new_editor_is_a_flat_duel_sized_field_of_sand():
    ed = _duel_size()
    assert len(ed.hexes) == 11 * 17
    assert all(h["terrain"] == "sand" and h["level"] == 1 for h in ed.hexes.values())
    assert B.size_of(ed.battlefield()) == (11, 17)
    B.board_of(ed.battlefield())                   # lays out


def test_size_presets_go_from_the_duel_to_four_times_its_area_within_the_limit():
    """Combining sets: a supersized battlefield; ours is at least 4x the Duel's spaces."""
    duel = next(b for b in B.printed() if b["key"] == "duel")
    sizes = {}
    for p in E.PRESETS:
        ed = E.Editor()
        assert ed.new(p.name) is None
        sizes[p.name] = len(ed.hexes)
        assert len(ed.hexes) <= B.MAX_HEXES
    assert sizes["Supersized 4x"] >= 4 * len(duel["hexes"])
    assert sizes["Double"] >= 2 * len(duel["hexes"])
    assert "sizes are" in E.Editor().new("Huge")


def test_tiles_paint_sand_at_a_level_and_water_below_the_sand():
    """The tiles: water lies at level 0, the board's sand is level 1, tiles stack on it."""
    ed = _duel_size()
    assert ed.paint((3, 3), "sand", 4) is None
    assert ed.hexes[(3, 3)]["level"] == 4
    assert ed.paint((3, 4), "water", 3) is None          # water is always level 0
    assert ed.hexes[(3, 4)] == {"q": 3, "r": 4, "level": 0, "terrain": "water"}
    assert "level 1" in ed.paint((3, 3), "sand", 0)
    assert "level 1" in ed.paint((3, 3), "sand", B.MAX_LEVEL + 1)
    assert ed.paint((40, 40), "sand", 2) is None         # a hex where there was none
    assert ed.hexes[(40, 40)]["level"] == 2
    B.board_of(ed.battlefield())


def test_raise_and_lower_stack_and_unstack_tiles():
    ed = _duel_size()
    assert ed.raise_hex((2, 2)) is None and ed.hexes[(2, 2)]["level"] == 2
    assert ed.lower_hex((2, 2)) is None and ed.hexes[(2, 2)]["level"] == 1
    assert "board's own sand" in ed.lower_hex((2, 2))
    ed.paint((2, 2), "water")
    assert "lowest" in ed.lower_hex((2, 2))
    assert ed.raise_hex((2, 2)) is None
    assert ed.hexes[(2, 2)] == {"q": 2, "r": 2, "level": 1, "terrain": "sand"}
    ed.paint((2, 2), "sand", B.MAX_LEVEL)
    assert "tiles high already" in ed.raise_hex((2, 2))
    assert "no hex here" in ed.raise_hex((90, 90))


def test_erase_takes_the_hex_and_what_stands_on_it():
    ed = _duel_size()
    ed.place_glyph((3, 5), "P")
    ed.set_zone((3, 5), "yellow")
    assert ed.erase((3, 5)) is None
    assert (3, 5) not in ed.hexes and ed.glyph_at((3, 5)) is None
    assert ed.place_ruin("A", (2, 8)) is None
    ed.erase((3, 8))                                   # the rubble's hex
    assert ed.ruins == []
    assert ed.erase((3, 5)) is None                    # nothing there: nothing done


def test_a_ruin_stands_on_two_free_sand_hexes_in_a_row_with_its_wall_on_the_map():
    """Ruins: each piece takes two spaces in a row and has a wall beside them."""
    ed = _duel_size()
    assert ed.place_ruin("A", (2, 8), facing=0) is None
    assert set(E.ruin_cells(ed.ruins[0])) == {(2, 8), (3, 8)}
    assert ed.place_ruin("B", (3, 8)) == "A ruin needs 2 free hexes in a row here."
    ed.paint((5, 5), "water")
    assert "on sand" in ed.place_ruin("B", (4, 5))
    ed.place_glyph((5, 10), "M")
    assert "glyph" in ed.place_ruin("A", (4, 10))
    edge = E.offset_pos(10, 8)                          # the right edge: no room for cell 2
    assert ed.place_ruin("A", edge) == "A ruin needs 2 free hexes in a row here."
    top = E.offset_pos(3, 0)                            # piece A's wall lies north of it
    assert "wall would stand off" in ed.place_ruin("A", top)
    assert ed.place_ruin("A", top, facing=3) is None    # turned, the wall is on the map
    B.board_of(ed.battlefield())


def test_a_ruin_turns_and_comes_off():
    ed = _duel_size()
    ed.place_ruin("A", (2, 8))
    assert ed.turn_ruin((3, 8)) is None and ed.ruins[0]["facing"] == 1
    assert set(E.ruin_cells(ed.ruins[0])) == {(2, 8), (2, 9)}
    assert ed.remove_ruin((2, 9)) is None and ed.ruins == []
    assert ed.remove_ruin((2, 9)) == "There is no ruin on this hex."


def test_a_glyph_goes_on_an_empty_hex_either_side_up_and_flips():
    """Glyphs: one to a space, never under a ruin, ability side or symbol side up."""
    ed = _duel_size()
    assert ed.place_glyph((4, 8), "P", "ability") is None
    assert ed.place_glyph((4, 8), "T") == "A glyph goes on an empty hex."
    ed.place_ruin("B", (1, 8))
    assert ed.place_glyph((1, 8), "T") == "A glyph goes on an empty hex."
    assert "a hex of the battlefield" in ed.place_glyph((70, 70), "T")
    assert "Movement, Power" in ed.place_glyph((5, 8), "X")
    assert ed.flip_glyph((4, 8)) is None and ed.glyph_at((4, 8))["side"] == "symbol"
    assert ed.flip_glyph((4, 8)) is None and ed.glyph_at((4, 8))["side"] == "ability"
    assert "no glyph" in ed.flip_glyph((5, 8))
    assert ed.remove_glyph((4, 8)) is None and ed.glyphs == []


def test_start_zones_are_set_and_cleared_in_the_scenarios_colours():
    ed = _duel_size()
    assert ed.set_zone((3, 0), "yellow") is None
    assert ed.hexes[(3, 0)]["zone"] == "yellow"
    assert "yellow or orange" in ed.set_zone((3, 1), "mauve")
    assert "hexes of the battlefield" in ed.set_zone((80, 0), "orange")
    assert ed.clear_zone((3, 0)) is None and "zone" not in ed.hexes[(3, 0)]


def test_clear_takes_ruin_glyph_and_zone_off_but_keeps_the_hex():
    ed = _duel_size()
    ed.place_ruin("A", (2, 8))
    ed.place_glyph((5, 8), "K")
    ed.set_zone((5, 8), "orange")
    assert ed.clear((3, 8)) is None and ed.ruins == []
    assert ed.clear((5, 8)) is None
    assert ed.glyphs == [] and "zone" not in ed.hexes[(5, 8)] and (5, 8) in ed.hexes


def test_undo_and_redo_go_back_and_forth_any_number_of_steps():
    ed = _duel_size()
    start = ed.battlefield()
    ed.paint((1, 1), "sand", 3)
    ed.place_glyph((2, 2), "M")
    ed.set_zone((3, 3), "yellow")
    after = ed.battlefield()
    for _ in range(3):
        assert ed.undo() is None
    assert ed.battlefield() == start
    assert ed.undo() == "There is nothing to undo."
    for _ in range(3):
        assert ed.redo() is None
    assert ed.battlefield() == after
    assert ed.redo() == "There is nothing to redo."
    ed.undo()
    ed.paint((6, 6), "water")                  # a new edit: the redo steps are gone
    assert not ed.can_redo


def test_a_refused_or_empty_edit_is_no_undo_step():
    ed = _duel_size()
    ed.paint((1, 1), "sand", 1)                 # already so
    ed.lower_hex((1, 1))                        # refused
    assert not ed.can_undo


def test_a_drag_stroke_is_one_undo_step():
    ed = _duel_size()
    start = ed.battlefield()
    ed.begin_stroke()
    for q in range(5):
        ed.paint((q, 4), "water")
    ed.end_stroke()
    assert sum(h["terrain"] == "water" for h in ed.hexes.values()) == 5
    assert ed.undo() is None
    assert ed.battlefield() == start
    assert not ed.can_undo


def test_new_and_resize_are_undone_as_one_step():
    ed = _duel_size()
    ed.paint((2, 2), "sand", 5)
    ed.new("Supersized 4x")
    assert len(ed.hexes) == 22 * 33
    ed.undo()
    assert ed.hexes[(2, 2)]["level"] == 5 and len(ed.hexes) == 187
    ed.place_glyph(E.offset_pos(10, 16), "P")
    assert ed.resize(8, 10) is None
    assert B.size_of(ed.battlefield()) == (8, 10) and ed.glyphs == []
    assert ed.resize(14, 20) is None
    assert B.size_of(ed.battlefield()) == (14, 20) and len(ed.hexes) == 14 * 20
    assert ed.hexes[(2, 2)]["level"] == 5
    assert "at most" in ed.resize(60, 60)


def test_selection_by_click_and_box():
    ed = _duel_size()
    ed.toggle_select((1, 1))
    ed.toggle_select((2, 1))
    ed.toggle_select((1, 1))
    assert ed.selection == {(2, 1)}
    ed.select_many([(3, 3), (4, 3), (99, 99)], extend=True)
    assert ed.selection == {(2, 1), (3, 3), (4, 3)}
    ed.select_many([(5, 5)])
    assert ed.selection == {(5, 5)}
    ed.select_half("top")
    assert ed.selection and all(p[1] < 8 for p in ed.selection)


def _fair(ed: E.Editor) -> None:
    """Half a map: a hill, a pond, a glyph, a ruin and the yellow zone on top."""
    ed.paint(E.offset_pos(2, 2), "sand", 3)
    ed.paint(E.offset_pos(6, 4), "water")
    ed.place_glyph(E.offset_pos(4, 6), "M")
    ed.place_ruin("A", E.offset_pos(7, 2), facing=3)
    for c in range(4, 8):
        ed.set_zone(E.offset_pos(c, 0), "yellow")


def test_mirror_to_the_other_half_top_bottom_makes_a_fair_map():
    """For fair maps: the top half copied, mirrored, onto the bottom half."""
    ed = _duel_size()
    _fair(ed)
    ed.select_half("top")
    assert ed.transform("top-bottom", copy=True) is None
    assert ed.hexes[E.offset_pos(2, 14)]["level"] == 3       # row 2 <-> row 14 of 0..16
    assert ed.hexes[E.offset_pos(6, 12)]["terrain"] == "water"
    assert ed.glyph_at(E.offset_pos(4, 10))["key"] == "M"
    assert len(ed.ruins) == 2
    assert sum(h.get("zone") == "yellow" for h in ed.hexes.values()) == 8
    assert ed.hexes[E.offset_pos(2, 2)]["level"] == 3        # the original stays
    B.board_of(ed.battlefield())
    ed.undo()
    assert len(ed.ruins) == 1


def test_turn_180_to_the_other_half_gives_a_point_symmetric_map():
    ed = _duel_size()
    _fair(ed)
    ed.select_half("top")
    assert ed.transform("turn180", copy=True) is None
    # column c of an even row r lands on column 10 - c of row 16 - r
    assert ed.hexes[E.offset_pos(8, 14)]["level"] == 3
    assert ed.hexes[E.offset_pos(4, 12)]["terrain"] == "water"
    assert ed.glyph_at(E.offset_pos(6, 10)) is not None
    cells = {c for r in ed.ruins for c in E.ruin_cells(r)}
    assert len(cells) == 4
    B.board_of(ed.battlefield())


def test_mirror_left_right_in_place_moves_the_selection():
    ed = _duel_size()
    a, b = E.offset_pos(1, 4), E.offset_pos(3, 4)
    ed.paint(a, "sand", 4)
    ed.select_many([a, E.offset_pos(2, 4), b])
    assert ed.transform("left-right") is None
    assert ed.hexes[b]["level"] == 4 and ed.hexes[a]["level"] == 1


def test_turn_60_about_the_selection_centre():
    ed = _duel_size()
    centre = E.offset_pos(5, 8)
    ring = [(centre[0] + dq, centre[1] + dr) for dq, dr in
            ((1, 0), (0, 1), (-1, 1), (-1, 0), (0, -1), (1, -1))]
    ed.paint(ring[0], "sand", 6)
    ed.select_many([centre, *ring])
    assert ed.transform("turn60") is None
    assert ed.hexes[ring[1]]["level"] == 6 and ed.hexes[ring[0]]["level"] == 1
    assert len(ed.hexes) == 187


def test_a_mirrored_ruin_keeps_its_cells_and_wall_on_the_map():
    ed = _duel_size()
    ed.place_ruin("A", E.offset_pos(3, 8))
    ed.select_all()
    assert ed.transform("left-right") is None
    assert len(ed.ruins) == 1
    cells = set(E.ruin_cells(ed.ruins[0]))
    assert cells == {E.offset_pos(7, 8), E.offset_pos(6, 8)}
    B.board_of(ed.battlefield())


def test_transform_needs_a_selection():
    ed = _duel_size()
    assert "Select some hexes" in ed.transform("turn180")
    assert "Mirror" in ed.transform("sideways")


def test_the_report_is_the_checkers_for_the_map_now():
    ed = _duel_size()
    report = ed.report()
    assert not report.playable
    assert "0 starting zones for 2 players" in report.problems[0]
    for c in range(4, 8):
        ed.set_zone(E.offset_pos(c, 0), "yellow")
        ed.set_zone(E.offset_pos(c, 16), "orange")
    assert ed.report().playable
    assert any("no glyphs" in w for w in ed.report().warnings)


def test_a_printed_battlefield_edits_and_keeps_what_it_has():
    duel = next(b for b in B.printed() if b["key"] == "duel")
    ed = E.Editor(duel)
    bf = ed.battlefield()
    assert B.content_key(bf) == B.content_key(duel)
    assert ed.report().playable


def test_no_more_hexes_than_the_limit():
    ed = _duel_size()
    ed.new("Supersized 4x")
    q = 100
    while len(ed.hexes) < B.MAX_HEXES:
        ed.hexes[(q, 500)] = {"q": q, "r": 500, "level": 1, "terrain": "sand"}
        q += 1
    assert "at most" in ed.paint((0, 600), "sand", 1)


@pytest.mark.parametrize("kind", ["left-right", "top-bottom", "turn60", "turn180"])
def test_every_transform_twice_or_six_times_comes_back(kind):
    """A hexagon of hexes about a centre: mirrored twice or turned all the way round, it
    is as it was."""
    ed = _duel_size()
    c = E.offset_pos(5, 8)
    ball = [(c[0] + dq, c[1] + dr) for dq in range(-3, 4) for dr in range(-3, 4)
            if abs(dq) <= 3 and abs(dr) <= 3 and abs(dq + dr) <= 3]
    ed.paint(ball[0], "sand", 4)
    ed.paint(ball[5], "water")
    ed.place_glyph(ball[9], "T")
    ed.place_ruin("B", ball[20])
    before = ed.battlefield()
    ed.select_many(ball)
    for _ in range(6 if kind == "turn60" else 2):
        assert ed.transform(kind) is None
    after = ed.battlefield()
    assert {(h["q"], h["r"]): h for h in after["hexes"]} == \
        {(h["q"], h["r"]): h for h in before["hexes"]}
    assert after["glyphs"] == before["glyphs"]
    assert set(E.ruin_cells(after["ruins"][0])) == set(E.ruin_cells(before["ruins"][0]))
    B.board_of(after)
