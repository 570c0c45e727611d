"""The Arena army builder (issue 12 §2), driven by synthetic mouse and keyboard events:
army cards and spells added by click and by drag, every refusal shown with the engine's
reason, switching the Planeswalker, the tabs."""
from __future__ import annotations

import pygame

from scenes.arena import builder as ab
from scenes.arena.builder_layout import PANEL, POOL
from scenes.message import MessageOverlay
from tests.scenes.shell_helpers import click, down, motion, press, up


def _open(app, army=None):
    scene = ab.open_army_builder(app, army)
    app.frame()
    return scene


def _default(walker):
    from scenes.arena.collection import ARMY_STORE
    return next(e for e in ARMY_STORE.builtin() if e["builtin"] == walker)


def _tile(scene, key):
    """The pool tile of army card or spell ``key`` (on the current tab)."""
    tiles = scene.army_pool.tiles if scene.tab == ab.ARMY_TAB else scene.spell_pool.tiles
    for t in tiles:
        if t[1] == key:
            return t[0]
    raise AssertionError(f"{key} not shown")


def _zone(scene, row_key, glyphs=("✕", "−")):
    """The remove button of the army row or spell slot of ``row_key``."""
    rows = scene.army_panel.rows if scene.tab == ab.ARMY_TAB else scene.deck_panel.rows
    rect = next(r for r, k in rows if k == row_key)
    return next(z for z, _, g in scene.zones if g in glyphs and z.colliderect(rect))


def _drag(app, start, end):
    app.frame([motion(start), down(start)])
    app.frame([motion((start[0] + 30, start[1] + 4), (1, 0, 0))])
    app.frame([motion(end, (1, 0, 0))])
    app.frame([up(end)])


def _tab(app, scene, tab):
    rect = ab.TAB_ARMY if tab == ab.ARMY_TAB else ab.TAB_SPELLS
    click(app, rect.center)
    assert scene.tab == tab


def test_defaults_open_ready_and_show_the_figures(app, fresh_home):
    scene = _open(app, _default("chandra"))
    assert scene.model.planeswalker == "chandra" and scene.valid
    assert scene.name_field.value == "My Chandra army" and scene.saved_name is None
    assert scene.model.army_cost() == 495
    # the battlefield view stands one standee per figure: Chandra and 2 squads of 3
    assert [k for _, k in scene.army_panel.figures] == \
        ["chandra"] + ["phoenixes"] * 3 + ["firecats"] * 3
    # taller figures are drawn taller (height in levels is visible)
    heights = {k: r.h for r, k in scene.army_panel.figures}
    assert heights["phoenixes"] > heights["chandra"]      # 5 levels against 4


def test_add_an_army_card_by_click_and_by_drag(app, fresh_home):
    scene = _open(app, _default("chandra"))
    click(app, _zone(scene, "firecats").center)                 # take the Firecats out
    assert scene.model.squads == ["phoenixes"] and scene.model.army_cost() == 400
    click(app, _tile(scene, "phoenixes").center)                # a common: again
    assert scene.model.squads == ["phoenixes", "phoenixes"]
    tile = _tile(scene, "phoenixes")
    _drag(app, tile.center, PANEL.center)
    assert scene.model.squads == ["phoenixes"] * 3 and scene.model.army_cost() == 470
    assert scene.valid
    # a row dragged back to the pool leaves the army
    row = next(r for r, k in scene.army_panel.rows if k == "phoenixes")
    _drag(app, (row.x + 60, row.centery), POOL.center)
    assert scene.model.squads == ["phoenixes"] * 2


def test_over_the_build_refused_with_the_reason(app, fresh_home):
    scene = _open(app, _default("chandra"))
    click(app, _tile(scene, "phoenixes").center)               # 495 + 35
    assert scene.model.squads == ["phoenixes", "firecats"]
    assert scene.message == "The army costs 530 points; the build is 500"
    assert scene.drag.message == scene.message                  # shown by the cursor
    # the same refusal when dropped
    _drag(app, _tile(scene, "phoenixes").center, PANEL.center)
    assert scene.model.squads == ["phoenixes", "firecats"]
    assert scene.drag.message == "The army costs 530 points; the build is 500"


def test_a_second_unique_card_refused(app, fresh_home):
    scene = _open(app, _default("liliana"))
    click(app, _zone(scene, "ghouls").center)
    click(app, _tile(scene, "brutes").center)
    assert scene.model.squads == ["brutes"]
    assert scene.message == "Zombie Brutes is unique: an army holds it once"


def test_a_card_of_another_colour_refused(app, fresh_home):
    scene = _open(app, _default("chandra"))
    click(app, _zone(scene, "firecats").center)
    click(app, _tile(scene, "phantoms").center)                # blue
    assert "phantoms" not in scene.model.squads
    assert scene.message == "Leyline Phantoms is not red like Chandra Nalaar"
    # dragging it is refused as it is picked up
    tile = _tile(scene, "elves")
    _drag(app, tile.center, PANEL.center)
    assert "elves" not in scene.model.squads
    assert scene.drag.message == "Elvish Archers is not red like Chandra Nalaar"


def test_spells_added_by_click_and_drag_and_refusals(app, fresh_home):
    scene = _open(app, _default("chandra"))
    _tab(app, scene, ab.SPELL_TAB)
    assert len(scene.model.spells) == 12 and scene.model.deck_cost() == 180
    click(app, _tile(scene, "fireball").center)                # a 13th spell
    assert len(scene.model.spells) == 12
    assert scene.message == "A spell deck has 12 cards, not 13"
    click(app, _zone(scene, "spark_jolt").center)              # out: 11 cards, 170
    assert len(scene.model.spells) == 11 and "spark_jolt" not in scene.model.spells
    assert "A spell deck has 12 cards, not 11" in scene.model.problems()
    click(app, _tile(scene, "fireball").center)                # a second Fireball: 195
    assert scene.model.spells.count("fireball") == 2 and scene.model.deck_cost() == 195
    assert scene.valid
    click(app, _zone(scene, "kindle").center)                  # 180, 11 cards
    _drag(app, _tile(scene, "lava_axe").center, PANEL.center)  # 205: over the budget
    assert scene.model.spells.count("lava_axe") == 1
    assert scene.drag.message == \
        "The spell deck costs 205 points; at most 200 are allowed"
    _drag(app, _tile(scene, "kindle").center, PANEL.center)   # back in by drag
    assert scene.model.spells.count("kindle") == 1 and scene.valid
    # a spell of another colour: its chip shows them, faded; adding one is refused
    blue = next(c for c in scene.spell_pool.chips if c.value == "blue")
    click(app, blue.rect.center)
    assert scene.spell_pool.shown == "blue"
    click(app, _zone(scene, "kindle").center)
    click(app, _tile(scene, "unsummon").center)
    assert "unsummon" not in scene.model.spells
    assert scene.message == "Unsummon is not red like Chandra Nalaar"


def test_deck_over_budget_refused(app, fresh_home):
    scene = _open(app, _default("gideon"))                   # 200 exactly
    _tab(app, scene, ab.SPELL_TAB)
    click(app, _zone(scene, "battle_prayer").center)
    click(app, _tile(scene, "banishing_light").center)
    assert scene.model.spells.count("banishing_light") == 1
    assert scene.message == "The spell deck costs 220 points; at most 200 are allowed"
    click(app, scene.deck_panel.reset_button.rect.center)     # the default deck again
    assert len(scene.model.spells) == 12 and scene.valid


def test_switching_the_planeswalker(app, fresh_home):
    scene = _open(app, _default("liliana"))
    click(app, scene.walkers.rect_of("chandra").center)     # a default army: no question
    assert app.stack.top is scene and scene.model.squads == ["phoenixes", "firecats"]
    click(app, _zone(scene, "firecats").center)
    click(app, scene.walkers.rect_of("jace").center)
    overlay = app.stack.top                                  # changed cards would go: asked
    assert isinstance(overlay, MessageOverlay)
    click(app, next(b for b in overlay.buttons if b.label == "Switch").rect.center)
    assert app.stack.top is scene
    m = scene.model
    assert m.planeswalker == "jace" and m.colour == "blue"
    assert m.squads == ["projections", "phantoms"] and len(m.spells) == 12
    assert "Jace Beleren leads the army now" in scene.message
    assert scene.valid
    # the pools follow: blue army cards large, blue spells shown
    assert [k for _, k, own in scene.army_pool.tiles if own] == ["projections", "phantoms"]
    _tab(app, scene, ab.SPELL_TAB)
    assert scene.spell_pool.shown == "blue"
    # "keep editing" leaves the army as it was
    scene.model.spells.pop()                                 # changed again
    click(app, scene.walkers.rect_of("nissa").center)
    press(app, pygame.K_ESCAPE)
    assert scene.model.planeswalker == "jace"


def test_right_click_reads_a_card_and_escape_leaves(app, fresh_home):
    scene = _open(app, _default("nissa"))
    rect = _tile(scene, "pummelroots")
    app.frame([motion(rect.center), down(rect.center, 3), up(rect.center, 3)])
    assert scene.pinned[0] == ("army", "pummelroots")
    app.frame()
    press(app, pygame.K_ESCAPE)
    assert scene.pinned is None and scene in app.stack.scenes
    press(app, pygame.K_ESCAPE)          # a built-in army looked at, not edited: no question
    assert scene not in app.stack.scenes


def test_escape_asks_first_only_after_the_player_changed_the_army(app, fresh_home):
    scene = _open(app, _default("nissa"))
    assert scene.save_note() == "not saved"                  # a copy, not yet an edit
    app.frame()
    click(app, _zone(scene, scene.army_panel.rows[-1][1]).center)   # takes a squad out
    assert scene.save_note() == "unsaved changes"
    press(app, pygame.K_ESCAPE)                              # edited: asked first
    assert isinstance(app.stack.top, MessageOverlay)
    click(app, app.stack.top.buttons[0].rect.center)         # Leave
    assert scene not in app.stack.scenes


def test_new_starts_an_empty_army_of_the_same_planeswalker(app, fresh_home):
    scene = _open(app, _default("nissa"))
    scene.dirty = False
    click(app, scene.new_button.rect.center)
    m = scene.model
    assert m.planeswalker == "nissa" and m.squads == [] and m.spells == []
    assert scene.model.army_problems() == []          # a Planeswalker alone is an army
    assert scene.model.spell_problems() == ["A spell deck has 12 cards, not 0"]
    click(app, _tile(scene, "elves").center)
    _tab(app, scene, ab.SPELL_TAB)
    for _ in range(12):
        click(app, _tile(scene, "plummet").center)
    assert scene.valid and m.squads == ["elves"] and m.spells == ["plummet"] * 12
    app.frame()
    assert len(scene.deck_panel.rows) == 12 and not scene.deck_panel.empty
