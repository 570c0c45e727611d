"""The Mabinogi deck builder, driven by synthetic mouse and keyboard events: adding by
click and by drag, refusals with the deck model's reasons, filters, hero choice, zoom."""
from __future__ import annotations

import pygame

from engines.mabinogi.content import CARDS, HEROES, RESOURCES
from scenes.mabinogi import builder as b
from engines.mabinogi.content import card as card_of
from scenes.mabinogi.builder_layout import DECK, GRID
from scenes.mabinogi.builder_pool import POOL_NAMES
from scenes.mabinogi.collection import STORE
from scenes.mabinogi.faces import Faces
from tests.scenes.shell_helpers import click, down, motion, press, up


def open_builder(app, deck=None):
    scene = b.open_builder(app, deck)
    app.frame()
    return scene


def type_in(app, field, chars):
    click(app, field.rect.center)
    app.frame([pygame.event.Event(pygame.TEXTINPUT, text=ch) for ch in chars])


def tile(scene, name):
    for rect, shown in scene.pool_panel.tiles:
        if shown == name:
            return rect
    raise AssertionError(f"{name} not shown")


def find(app, scene, name):
    """Search the pool for ``name`` and return its card's rect."""
    scene.search.set("")
    type_in(app, scene.search, name)
    press(app, pygame.K_RETURN)
    return tile(scene, name)


def drag_to(app, start, end):
    app.frame([motion(start), down(start)])
    app.frame([motion((start[0] + 30, start[1] + 10), (1, 0, 0))])
    app.frame([motion(end, (1, 0, 0))])
    app.frame([up(end)])


def of_resource(res: str, n: int | None = None) -> list[str]:
    names = [c for c in POOL_NAMES if RESOURCES[card_of(c).res] == res]
    return names[:n] if n else names


def test_add_a_card_by_clicking_it(app, fresh_home):
    scene = open_builder(app)
    click(app, find(app, scene, "Hyena").center)
    assert scene.counts == {"Hyena": 1}
    assert scene.flights and "Hyena" in scene.deck_column.glow   # flies to its row
    assert scene.warnings()[0].startswith("The deck has 1 card:")
    for _ in range(60):
        app.frame()
    assert not scene.flights and not scene.deck_column.glow
    click(app, tile(scene, "Hyena").center)
    assert scene.counts == {"Hyena": 2} and scene.dirty and scene.valid
    # the deck column shows it with its count, and "-" takes one out
    assert [n for _, n in scene.deck_column.rows] == ["Hyena"]
    row = scene.deck_column.rows[0][0]
    click(app, (row.x + 40, row.centery))               # a row clicked: shown large
    assert scene.pinned and scene.pinned[0] == "Hyena" and scene.counts == {"Hyena": 2}
    minus = next(r for r, _, g in scene.deck_column.zones if g == "−")
    click(app, minus.center)
    assert scene.counts == {"Hyena": 1}


def test_drag_a_card_onto_the_deck_and_back_out(app, fresh_home):
    scene = open_builder(app)
    rect = find(app, scene, "Fireball")
    drag_to(app, rect.center, DECK.center)
    assert scene.counts == {"Fireball": 1}
    row = scene.deck_column.rows[0][0]
    drag_to(app, (row.x + 40, row.centery), GRID.center)
    assert scene.counts == {}


def test_a_third_copy_is_welcome_by_the_rulebook(app, fresh_home):
    """Rule 1.2: a deck is 12 cards of at most 3 resources, nothing limits the copies."""
    scene = open_builder(app)
    rect = find(app, scene, "Hyena")
    for _ in range(3):
        click(app, rect.center)
    assert scene.counts["Hyena"] == 3
    assert "copies" not in str(scene.message or "")


def test_a_third_copy_is_refused_with_the_reason_under_the_house_rule(app, fresh_home):
    """The two-copies house rule (switched on in the setup) refuses a third copy, saying
    it is a house rule."""
    from scenes.mabinogi import TWO_COPIES
    app.settings.last_setup = {"mabinogi": {"options": {TWO_COPIES: True}}}
    scene = open_builder(app)
    rect = find(app, scene, "Hyena")
    for _ in range(3):
        click(app, rect.center)
    assert scene.counts["Hyena"] == 2
    assert scene.message == "At most 2 copies of Hyena in a deck (a house rule)."
    assert scene.drag.message == scene.message           # shown next to the cursor
    assert scene.status is None                          # once, not a second time


def test_a_thirteenth_card_is_refused_with_the_reason(app, fresh_home):
    scene = open_builder(app)
    names = of_resource("Nature", 6)
    for name in names:
        rect = find(app, scene, name)
        click(app, rect.center)
        click(app, rect.center)
    assert scene.model.size() == 12 and scene.valid
    rect = find(app, scene, of_resource("Nature")[7])
    click(app, rect.center)
    assert scene.model.size() == 12
    assert scene.message == "The deck is full: at most 12 cards."
    assert scene.drag.message == scene.message
    assert "size" in scene.deck_column.flash            # the twelve pips blink
    # dragging it in is refused the same way, with the reason at the cursor
    scene.drag.message = None
    app.frame([motion(rect.center), down(rect.center)])
    app.frame([motion((rect.centerx + 30, rect.centery), (1, 0, 0))])
    app.frame([up((rect.centerx + 30, rect.centery))])
    assert scene.drag.message == "The deck is full: at most 12 cards."
    assert scene.model.size() == 12


def test_a_fourth_resource_is_refused_with_the_reason(app, fresh_home):
    scene = open_builder(app)
    for res in ("Gold", "Mana", "Light"):
        click(app, find(app, scene, of_resource(res)[0]).center)
    assert [r for _, r in scene.deck_column.badges] == ["Gold", "Mana", "Light"]
    dark = of_resource("Dark")[0]
    click(app, find(app, scene, dark).center)
    assert dark not in scene.counts
    assert scene.message.startswith("A deck uses at most 3 resources, and this one already "
                                    "uses Gold, Mana, Light")
    assert scene.drag.message == scene.message
    assert "res" in scene.deck_column.flash             # the resource badges blink
    # the pool says so on hover too, and the card is dimmed
    app.frame([motion(tile(scene, dark).center)])
    assert scene.why_not_add(dark) == scene.message


def test_filters_narrow_the_grid(app, fresh_home):
    scene = open_builder(app)
    pool = scene.pool_panel
    assert len(pool.pool) == len(POOL_NAMES) == 65
    nature = next(c for c in pool.res_chips if c.label == "Nature")
    click(app, nature.rect.center)
    assert 0 < len(pool.pool) < 65 and all(RESOURCES[card_of(n).res] == "Nature"
                                           for n in pool.pool)
    n_nature = len(pool.pool)
    dark = next(c for c in pool.res_chips if c.label == "Dark")
    click(app, dark.rect.center)                       # a second resource: either
    assert len(pool.pool) > n_nature
    click(app, dark.rect.center)
    spell = next(c for c in pool.type_chips if c.label == "Spell")
    click(app, spell.rect.center)
    assert 0 < len(pool.pool) < n_nature and all(card_of(n).kind == "spell" for n in pool.pool)
    click(app, pool.clear_chip.rect.center)
    two = next(c for c in pool.cost_chips if c.label == "2")
    click(app, two.rect.center)
    assert pool.pool and all(card_of(n).cost[0] == 2 for n in pool.pool)
    # the grid shows what the filters keep
    assert {n for _, n in pool.tiles} <= set(pool.pool)
    click(app, pool.clear_chip.rect.center)
    type_in(app, scene.search, "imp")
    assert pool.pool and all("imp" in n.lower() for n in pool.pool)
    type_in(app, scene.search, "zzz")
    assert pool.pool == [] and pool.tiles == []


def test_the_grid_scrolls_with_the_wheel(app, fresh_home):
    from tests.scenes.shell_helpers import wheel
    scene = open_builder(app)
    first = scene.pool_panel.tiles[0][1]
    app.frame([motion(GRID.center), wheel(-3)])
    assert scene.pool_panel.scroll > 0 and scene.pool_panel.tiles[0][1] != first


def test_choosing_the_hero(app, fresh_home):
    scene = open_builder(app)
    assert scene.model.hero == HEROES[0].key
    nxt = next(r for r, _, g in scene.deck_column.zones if g == "▶")
    click(app, nxt.center)
    assert scene.model.hero == HEROES[1].key and scene.dirty
    prev = next(r for r, _, g in scene.deck_column.zones if g == "◀")
    click(app, prev.center)
    click(app, prev.center)
    assert scene.model.hero == HEROES[-1].key
    # clicking the hero shows every hero; a click chooses one
    from scenes.kit.builder.leader_box import LeaderPicker
    click(app, scene.deck_column.hero.body.center)
    picker = app.stack.top
    assert isinstance(picker, LeaderPicker)
    click(app, picker.rows()[2][0].center)
    assert app.stack.top is scene and scene.model.hero == HEROES[2].key
    click(app, scene.deck_column.hero.body.center)
    press(app, pygame.K_ESCAPE)                          # Esc keeps the hero
    assert app.stack.top is scene and scene.model.hero == HEROES[2].key


def test_right_click_shows_the_card_at_levels_1_2_3_and_escape_returns(app, fresh_home,
                                                                       monkeypatch):
    scene = open_builder(app)
    rect, name = scene.pool_panel.tiles[0]
    drawn = []
    real = scene.face
    monkeypatch.setattr(scene, "face", lambda n, lv=1, size=(118, 160): drawn.append((n, lv))
                        or real(n, lv, size))
    app.frame([motion(rect.center), down(rect.center, 3), up(rect.center, 3)])
    app.frame()
    assert scene.pinned and scene.pinned[0] == name
    assert [lv for n, lv in drawn if n == name][:3] == [1, 2, 3]
    press(app, pygame.K_ESCAPE)
    assert scene.pinned is None and scene in app.stack.scenes
    press(app, pygame.K_ESCAPE)
    assert scene not in app.stack.scenes


def test_the_cards_show_their_level_1_values(app, fresh_home):
    """The pool's faces are drawn at level 1; the zoom's at 1, 2 and 3 differ where the
    card's numbers rise."""
    scene = open_builder(app)
    face = scene.face
    hyena = card_of("Hyena")
    assert hyena.cost[0] != hyena.cost[2]
    assert face("Hyena", 1) is face("Hyena", 1)
    a, c = face("Hyena", 1, (150, 222)), face("Hyena", 3, (150, 222))
    assert pygame.image.tobytes(a, "RGBA") != pygame.image.tobytes(c, "RGBA")
    pool = [d for d in scene.drag.draggables if d.payload[0] == "pool"]
    assert pool and all(d.surface is face(d.payload[1], 1) for d in pool)
    # the table's faces: the same drawing a Mabinogi table shows at level 1
    table = Faces()
    assert pygame.image.tobytes(face("Hyena"), "RGBA") == pygame.image.tobytes(
        table.card_face(hyena.id, (118, 160), 1, hyena.cost[0]), "RGBA")
    assert not any(CARDS[c.id].token for c in CARDS if c.name in POOL_NAMES)


def test_unsaved_changes_asked_before_leaving(app, fresh_home):
    from scenes.message import MessageOverlay
    scene = open_builder(app)
    scene.add("Hyena")
    click(app, scene.back_button.rect.center)
    assert isinstance(app.stack.top, MessageOverlay) and scene in app.stack.scenes
    press(app, pygame.K_ESCAPE)                          # keep editing
    assert app.stack.top is scene
    click(app, scene.back_button.rect.center)
    click(app, app.stack.top.buttons[0].rect.center)     # leave
    assert scene not in app.stack.scenes


def test_a_prebuilt_deck_opens_as_a_copy(app, fresh_home):
    wild = STORE.builtin()[0]
    scene = open_builder(app, wild)
    assert scene.name_field.value == "Wild Pack copy" and scene.saved_name is None
    assert scene.cards == sorted(scene.cards, key=lambda n: (card_of(n).res,
                                                             card_of(n).cost[0], n))
    assert sorted(scene.cards) == sorted(wild["cards"]) and scene.model.hero == "brigid"


def test_ctrl_s_saves_and_ctrl_f_searches(app, fresh_home):
    scene = open_builder(app)
    scene.add("Hyena")
    scene.name_field.set("Quick")
    press(app, pygame.K_s, pygame.KMOD_CTRL)
    assert scene.saved_name == "Quick" and not scene.dirty
    assert STORE.load("Quick")["cards"] == ["Hyena"]
    press(app, pygame.K_f, pygame.KMOD_CTRL)
    assert scene.search.focused
    app.frame([pygame.event.Event(pygame.TEXTINPUT, text=ch) for ch in "golem"])
    assert scene.pool_panel.pool and all("golem" in n.lower() for n in scene.pool_panel.pool)
