"""The Arena battlefield editor by mouse (issue 27 §1 and its "Done means"): opened from
the setup's "Battlefields…" button, a small map built with the tools, saved, closed and
opened again from the Open list the same; a save the map checker refuses says its
sentence; undo and redo by keys; a damaged battlefield file moved aside with a message
over the Open list; the hex under the pointer found by its column's top face."""
from __future__ import annotations

import pygame

from app.battlefields import BATTLEFIELDS
from engines.arena.battlefield import content_key
from engines.arena.map_edit import offset_pos
from scenes.arena.editor import EditorScene
from scenes.arena.editor_open import OpenBattlefield
from scenes.game_setup import GameSetupScene
from scenes.message import MessageOverlay
from tests.scenes.arena.helpers import arena_setup
from tests.scenes.shell_helpers import click, down, ev, key, motion, press, up, wheel

CTRL = pygame.KMOD_CTRL


def _setup(app) -> GameSetupScene:
    return arena_setup(app)


def _editor_from_setup(app, setup) -> EditorScene:
    button = next(b for b in setup.more.buttons if b.label == "Battlefields…")
    click(app, button.rect.center)
    editor = app.stack.top
    assert isinstance(editor, EditorScene)
    app.frame()
    return editor


def _at(editor: EditorScene, col: int, row: int) -> tuple[int, int]:
    """Where the top face of the hex at column ``col`` of row ``row`` is drawn."""
    got = editor.view.centre_of(offset_pos(col, row))
    assert got is not None, (col, row)
    return (round(got[0]), round(got[1]))


SHIPPED = ["The Duel", "The Skirmish", "The Melee",            # printed, then our own
           "Twin Fords", "Broken Heights", "Four Corners"]


def _listed(app, overlay, name: str):
    """The Open list's row of ``name``, scrolled into view with the wheel as a player
    would (the list shows whole rows; the player's maps come after the shipped ones)."""
    for _ in range(20):
        row = next(r for r, d in overlay.rows() if d["name"] == name)
        if overlay.list_rect.contains(row):
            return row
        app.frame([motion(overlay.list_rect.center), wheel(-1)])
    raise AssertionError(f"{name} never scrolled into view")


def _tool(app, editor: EditorScene, tool: str) -> None:
    click(app, editor.palette.tools[tool].rect.center)
    assert editor.tool == tool


def _stroke(app, editor: EditorScene, cells) -> None:
    """Press on the first cell, move over the others, release on the last."""
    points = [_at(editor, c, r) for c, r in cells]
    app.frame([motion(points[0]), down(points[0])])
    for p in points[1:]:
        app.frame([motion(p, (1, 0, 0))])
    app.frame([up(points[-1])])


def _button(scene, label: str):
    return next(b for b in scene.buttons if b.label == label)


def _choose(app, label: str) -> None:
    """Click a message overlay's button by its label."""
    message = app.stack.top
    assert isinstance(message, MessageOverlay), message
    b = next(b for b in message.focus.items if getattr(b, "label", "") == label)
    click(app, b.rect.center)


def test_build_save_close_and_reopen_a_small_map(app, fresh_home):
    setup = _setup(app)
    editor = _editor_from_setup(app, setup)
    click(app, editor.new_button.rect.center)
    _choose(app, "Duel size")
    app.frame()
    assert len(editor.editor.hexes) == 11 * 17
    # sand at level 3 on two hexes (the level's + button), water on a third
    click(app, editor.palette.higher.rect.center)
    assert editor.tool == "sand" and editor.level == 3
    _stroke(app, editor, [(2, 4), (3, 4)])
    assert editor.editor.hexes[offset_pos(2, 4)]["level"] == 3
    assert editor.editor.hexes[offset_pos(3, 4)]["level"] == 3
    _tool(app, editor, "water")
    click(app, _at(editor, 7, 6))
    app.frame()
    assert editor.editor.hexes[offset_pos(7, 6)]["terrain"] == "water"
    # a Glyph of Toughness, symbol side up
    _tool(app, editor, "glyph")
    click(app, editor.palette.glyphs["T"].rect.center)
    click(app, editor.palette.side.rect.center)
    click(app, _at(editor, 5, 8))
    app.frame()
    assert editor.editor.glyph_at(offset_pos(5, 8)) == {"hex": list(offset_pos(5, 8)),
                                                        "key": "T", "side": "symbol"}
    # two start zones, dragged along the first and the last row
    _tool(app, editor, "zone:yellow")
    _stroke(app, editor, [(4, 0), (5, 0), (6, 0), (7, 0)])
    _tool(app, editor, "zone:orange")
    _stroke(app, editor, [(4, 16), (5, 16), (6, 16), (7, 16)])
    app.frame()
    assert editor.report.playable, editor.report.problems
    # named by typing, saved
    click(app, editor.name_field.rect.center)
    press(app, pygame.K_a, CTRL)
    app.frame([ev(pygame.TEXTINPUT, text="Stony Ford")])
    press(app, pygame.K_RETURN)
    click(app, editor.save_button.rect.center)
    assert "Saved “Stony Ford”" in editor.message, editor.message
    saved = BATTLEFIELDS.load("Stony Ford")
    assert saved is not None and saved["valid"]
    made = editor.editor.battlefield()
    # closed, back at the setup; opened again from the Open list
    click(app, editor.back_button.rect.center)
    assert app.stack.top is setup
    again = _editor_from_setup(app, setup)
    assert len(again.editor.glyphs) == 0
    click(app, again.open_button.rect.center)
    overlay = app.stack.top
    assert isinstance(overlay, OpenBattlefield)
    app.frame()
    row = _listed(app, overlay, "Stony Ford")       # under the shipped maps: scrolled to
    click(app, row.center)
    assert app.stack.top is again
    app.frame()
    opened = again.editor.battlefield()
    assert content_key(opened) == content_key(made)
    assert opened["hexes"] == made["hexes"] and opened["glyphs"] == made["glyphs"]
    assert again.name_field.value == "Stony Ford" and not again.dirty
    app.save_screenshot("/tmp/editor-reopened.png")


def test_a_save_the_checker_refuses_says_why(app, fresh_home):
    setup = _setup(app)
    editor = _editor_from_setup(app, setup)
    _tool(app, editor, "water")
    click(app, _at(editor, 5, 8))
    click(app, editor.save_button.rect.center)
    app.frame()
    assert editor.message.startswith("Not saved: There are 0 starting zones for 2 players")
    assert editor.message_bad
    assert not list(BATTLEFIELDS.folder().glob("*.json"))
    assert any("starting zones" in p for p in editor.report.problems)


def test_undo_and_redo_by_keys_a_drag_being_one_step(app, fresh_home):
    editor = _editor_from_setup(app, _setup(app))
    before = editor.editor.battlefield()
    _tool(app, editor, "raise")
    _stroke(app, editor, [(3, 5), (4, 5), (5, 5)])
    app.frame()
    raised = editor.editor.battlefield()
    assert [editor.editor.hexes[offset_pos(c, 5)]["level"] for c in (3, 4, 5)] == [2, 2, 2]
    app.frame([key(pygame.K_z, CTRL)])
    assert editor.editor.battlefield() == before
    assert not editor.undo_button.enabled or app.frame() is None
    app.frame([key(pygame.K_y, CTRL)])
    assert editor.editor.battlefield() == raised
    app.frame([key(pygame.K_z, CTRL)])
    app.frame([key(pygame.K_z, CTRL | pygame.KMOD_SHIFT)])       # Ctrl+Shift+Z redoes
    assert editor.editor.battlefield() == raised


def test_a_damaged_battlefield_file_is_moved_aside_with_a_message(app, fresh_home):
    editor = _editor_from_setup(app, _setup(app))
    # damaged while the editor is open (the setup's Battlefield row reads the folder too,
    # and would have moved it aside already, with its own notice)
    bad = BATTLEFIELDS.folder() / "broken.json"
    bad.write_bytes(b"{\"version\": 1, \"name\": \"Broken\", \"hexes\": [")
    click(app, editor.open_button.rect.center)
    overlay, message = app.stack.scenes[-2], app.stack.top
    assert isinstance(overlay, OpenBattlefield)
    assert isinstance(message, MessageOverlay)
    assert "could not be read and was moved aside" in message.title
    assert "broken.json" in overlay.report[0]
    assert not bad.exists()
    assert len(list(BATTLEFIELDS.folder().glob("broken.json.bad-*"))) == 1
    assert [d["name"] for d in overlay.entries] == SHIPPED
    press(app, pygame.K_ESCAPE)
    app.frame()
    app.save_screenshot("/tmp/editor-open-damaged.png")


def test_a_printed_battlefield_opens_read_only_and_saves_as_a_copy(app, fresh_home):
    editor = _editor_from_setup(app, _setup(app))
    click(app, editor.open_button.rect.center)
    overlay = app.stack.top
    row = next(r for r, d in overlay.rows() if d["name"] == "The Duel")
    click(app, row.center)
    app.frame()
    assert editor.printed and editor.save_button.label == "Save as copy"
    assert editor.name_field.value == "The Duel (copy)"
    click(app, editor.save_button.rect.center)
    assert BATTLEFIELDS.load("The Duel (copy)") is not None, editor.message
    editor.name_field.value = "The Duel"
    click(app, editor.save_button.rect.center)
    assert "“The Duel” is a printed battlefield" in editor.message
    editor.name_field.value = "Twin Fords"
    click(app, editor.save_button.rect.center)
    assert "“Twin Fords” is one of Magetable's own battlefields" in editor.message


def test_the_pointer_finds_a_tall_column_by_its_top_face(app, fresh_home):
    """The top face of a column 8 tiles high is drawn far above its place on the ground,
    over the hexes behind it: pointing at that face is pointing at that column."""
    editor = _editor_from_setup(app, _setup(app))
    tall = offset_pos(5, 10)
    for _ in range(7):
        editor.editor.raise_hex(tall)
    app.frame()
    top = _at(editor, 5, 10)
    app.frame([motion(top)])
    assert editor.hover == tall
    ground = editor.view.ground_at(top)
    assert ground != tall                  # on the ground, that point is another hex
    _tool(app, editor, "lower")
    click(app, top)
    assert editor.editor.hexes[tall]["level"] == 7
    assert editor.editor.hexes[ground]["level"] == 1


def test_sand_painted_off_the_map_adds_a_hex_and_a_refusal_is_said(app, fresh_home):
    editor = _editor_from_setup(app, _setup(app))
    edge = _at(editor, 10, 8)
    outside = (edge[0] + round(editor.view.cam.s), edge[1])
    app.frame([motion(outside)])
    assert editor.ghost == offset_pos(11, 8)
    click(app, outside)
    app.frame()
    assert offset_pos(11, 8) in editor.editor.hexes
    _tool(app, editor, "lower")
    click(app, _at(editor, 3, 3))
    assert "board's own sand" in editor.message and editor.message_bad


def test_the_setup_row_shares_its_room_only_for_a_game_with_more_collections(app,
                                                                             fresh_home):
    setup = _setup(app)
    row = [setup.collection_button, *setup.more.buttons, setup.seats_button,
           setup.start_button]
    assert [b.label for b in row[:3]] == ["Army builder…", "Battlefields…", "Who plays…"]
    for a, b in zip(row, row[1:]):
        assert a.rect.right < b.rect.x, (a.label, b.label)
    assert setup.start_button.rect.right < setup.panel.right
    setup.select("magination")             # one collection: the row as it always was
    assert setup.more.buttons == []
    assert setup.collection_button.rect.w == 230 and setup.start_button.rect.w == 240
    assert setup.seats_button.rect.x == setup.collection_button.rect.right + 12


def test_a_box_selection_copied_mirrored_onto_the_other_half(app, fresh_home):
    """For fair maps: the top half boxed with the Select tool, then "Mirrored ↕" lays a
    mirrored copy over the bottom half (the hill, the pond and the yellow zone)."""
    editor = _editor_from_setup(app, _setup(app))
    ed = editor.editor
    ed.paint(offset_pos(2, 2), "sand", 4)
    ed.paint(offset_pos(6, 4), "water")
    for c in range(4, 8):
        ed.set_zone(offset_pos(c, 0), "yellow")
    app.frame()
    _tool(app, editor, "select")
    a, b = _at(editor, 0, 0), _at(editor, 10, 7)
    start, end = (a[0] - 30, a[1] - 30), (b[0] + 30, b[1] + 12)
    app.frame([motion(start), down(start)])
    app.frame([motion(end, (1, 0, 0))])
    app.frame([up(end)])
    assert offset_pos(2, 2) in ed.selection and offset_pos(5, 8) not in ed.selection
    assert all(p[1] <= 7 for p in ed.selection)
    click(app, editor.sidepanel.copy_tb.rect.center)
    app.frame()
    assert ed.hexes[offset_pos(2, 14)]["level"] == 4
    assert ed.hexes[offset_pos(6, 12)]["terrain"] == "water"
    assert [h.get("zone") for h in (ed.hexes[offset_pos(c, 16)] for c in range(4, 8))] == \
        ["yellow"] * 4
    assert "other half" in editor.message


def test_the_view_turns_zooms_and_pans_as_the_tables(app, fresh_home):
    editor = _editor_from_setup(app, _setup(app))
    cam = editor.view.cam
    centre = editor.view.area.center
    zi = cam.zi
    app.frame([motion(centre), ev(pygame.MOUSEWHEEL, x=0, y=1, flipped=False,
                                  precise_x=0.0, precise_y=1.0)])
    assert cam.zi == zi + 1
    pan = list(cam.pan)
    app.frame([motion(centre), down(centre, 3)])
    app.frame([motion((centre[0] + 40, centre[1] + 10), (0, 0, 1), (40, 10))])
    app.frame([up((centre[0] + 40, centre[1] + 10), 3)])
    assert cam.pan == [pan[0] + 40, pan[1] + 10]
    assert len(editor.editor.hexes) == 187 and not editor.editor.can_undo
    click(app, editor.view_buttons[1].rect.center)     # E: turned a sixth
    assert editor.view.cam.rot == 1
    press(app, pygame.K_q)
    assert editor.view.cam.rot == 0


def test_leaving_with_unsaved_changes_asks_first(app, fresh_home):
    setup = _setup(app)
    editor = _editor_from_setup(app, setup)
    click(app, _at(editor, 4, 4))                      # sand at level 2
    app.frame()
    assert editor.dirty
    click(app, editor.back_button.rect.center)
    _choose(app, "Cancel")
    assert app.stack.top is editor
    click(app, editor.back_button.rect.center)
    _choose(app, "Leave the editor")
    assert app.stack.top is setup


def test_a_cliff_drawn_over_a_top_face_is_the_nearer_columns(app, fresh_home):
    """Halfway up a column 8 tiles high, the pointer is on its cliff, drawn over the top
    faces of the hexes behind it: it points at the column, not at a hidden hex."""
    editor = _editor_from_setup(app, _setup(app))
    tall = offset_pos(5, 12)
    for _ in range(7):
        editor.editor.raise_hex(tall)
    app.frame()
    view = editor.view
    h = view.id_of[tall]
    b = view.board
    x, y = view.cam.project(b.x[h], b.y[h] + 0.3, b.z[h] / 2)
    point = (round(x), round(y))
    hidden = view._top_face_at(point)
    assert hidden is not None and view.pos_of[hidden] != tall   # a top face lies there
    app.frame([motion(point)])
    assert editor.hover == tall


def test_t_turns_the_ruin_under_the_pointer_and_delete_takes_the_selection(app,
                                                                          fresh_home):
    editor = _editor_from_setup(app, _setup(app))
    _tool(app, editor, "ruin")
    click(app, _at(editor, 4, 8))
    app.frame()
    assert len(editor.editor.ruins) == 1 and editor.editor.ruins[0]["facing"] == 0
    app.frame([motion(_at(editor, 4, 8))])
    press(app, pygame.K_t)
    assert editor.editor.ruins[0]["facing"] == 1 and editor.facing == 0
    _tool(app, editor, "select")
    editor.editor.select_many([offset_pos(c, 3) for c in range(11)])
    press(app, pygame.K_DELETE)
    app.frame()
    assert len(editor.editor.hexes) == 187 - 11
    press(app, pygame.K_z, CTRL)
    assert len(editor.editor.hexes) == 187
