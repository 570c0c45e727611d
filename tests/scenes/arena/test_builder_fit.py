"""No text of the army builder overflows its box (issue 9's rule, the kit's TextWatch):
both tabs, for every Planeswalker, with the longest army name, an illegal army (every
check line shown), the other colours' spells and the Load list with long names."""
from __future__ import annotations

import pygame

from engines.arena.content import PLANESWALKERS, SPELLS
from scenes.arena import builder as ab
from app.ui.surface_cache import SHARED
from scenes.arena import builder_art
from scenes.arena.builder_layout import CHECKS, FIELD, TAB_ARMY, TAB_SPELLS
from scenes.kit.builder.load import LoadEntryOverlay
from scenes.arena.collection import ARMY_STORE
from tests.scenes.kit.textfit import TextWatch

LONG_NAME = "Maximiliana's Featherstone Horde"      # 32 characters: the longest a name gets


def _clear_art() -> None:
    for fn in (builder_art.grey_standee, builder_art.big_tile, builder_art.small_tile,
               builder_art.spell_tile):
        fn.cache_clear()
    SHARED.drop_owner("scenes.arena.figures.standee")      # the table's standees


def _parts(scene) -> list:
    parts = [b.rect for b in scene.buttons] + [r for r, _ in scene.walkers.rects]
    parts += [TAB_ARMY, TAB_SPELLS, scene.name_field.rect]
    if scene.tab == ab.ARMY_TAB:
        parts += [r for r, _, _ in scene.army_pool.tiles] + [r for r, _ in scene.army_panel.rows]
        parts += [FIELD]
    else:
        parts += [r for r, _ in scene.spell_pool.tiles] + [r for r, _ in scene.deck_panel.rows]
        parts += [c.rect for c in scene.spell_pool.chips] + [scene.deck_panel.reset_button.rect]
    return parts + [CHECKS]


def test_both_builders_keep_their_text_inside(app, fresh_home, monkeypatch):
    problems: list[str] = []

    def check(what, scene, draw, box):
        draw(pygame.Surface((1280, 720), pygame.SRCALPHA))
        watch = TextWatch(monkeypatch)
        _clear_art()
        screen = watch.screen()
        box = draw(screen) or box
        texts = [s for s, _, _ in screen.real.blits if watch.is_text(s)]
        inner = [s for surf in watch.surfaces for s, _, _ in surf.blits if watch.is_text(s)]
        assert len(texts) >= 2 and (scene is None or len(inner) > 20), what   # it watched
        problems.extend(watch.problems(screen, box, _parts(scene) if scene else (), what))
        monkeypatch.undo()
        _clear_art()

    scene = ab.open_army_builder(app)
    app.frame()
    scene.name_field.set(LONG_NAME)
    scene.mouse = (-1, -1)
    for walker in PLANESWALKERS:
        scene._switch(walker)
        scene.status = None
        for tab in (ab.ARMY_TAB, ab.SPELL_TAB):
            scene.show_tab(tab)
            scene._layout()
            check(f"{walker} {tab}:", scene, scene.draw, (0, 0, 1280, 720))
    # an illegal army: over the build, a unique card twice, 14 spells over the budget
    m = scene.model
    m.set_default("liliana")
    m.squads = ["brutes", "brutes", "ghouls", "ghouls"]
    m.spells = [s.key for s in SPELLS if s.colour == "black"] + ["killing_wave"] * 2
    scene._changed()
    for tab in (ab.ARMY_TAB, ab.SPELL_TAB):
        scene.show_tab(tab)
        scene._layout()
        check(f"illegal {tab}:", scene, scene.draw, (0, 0, 1280, 720))
    # another colour's spells, faded, with a notice showing
    scene.spell_pool.show("white")
    scene.notice("Gideon Jura leads the army now: the red cards (2 army cards, 12 spells) "
                 "cannot serve a white Planeswalker.")
    scene._layout()
    status, scene.status = scene.status, None
    check("white spells:", scene, scene.draw, (0, 0, 1280, 720))
    scene.status = status                    # the notice: a box of its own over the pool
    check("notice:", None, scene._draw_status, None)
    # the Load list with long names
    for i in range(3):
        ARMY_STORE.save({"name": f"{LONG_NAME[:-1]}{i}", "planeswalker": "jace",
                         "squads": ["phantoms"] * 4, "spells": []})
    overlay = LoadEntryOverlay(app, lambda e: None, ab.SPEC)
    check("load:", None, overlay.draw, overlay.rect)
    assert not problems, "\n".join(problems[:20])
    assert len(problems) == 0
