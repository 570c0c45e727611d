"""No text of the Arena table runs out of its box, is cut or overlaps another (issue 9,
the kit's TextWatch): every panel drawn with the longest player, army card and spell
names, damage, auras and face-down cards on every card, a full hand."""
from __future__ import annotations

import pygame

from engines.arena import ARMY, SPELLS
from engines.arena.state import GRAVE, RESERVE
from engines.arena.testing import fig, find_card, stage
from scenes.arena import layout as L
from tests.scenes.arena.helpers import staged
from tests.scenes.kit.textfit import TextWatch

D = L.Layout()                  # the table's layout at 1280x720

LONG = ("Maximiliana Featherstonehaugh", "Wilhelmina Stormcrest Valdottir")


def _long_position():
    longest = sorted(SPELLS, key=lambda sp: len(sp.name), reverse=True)
    hands = [[sp.key for sp in longest[:7]], [sp.key for sp in longest[7:14]]]
    s = stage(armies=("jace", "nissa"), hands=hands, chosen="projections",
              figures=[(0, "jace", 0, (4, 9)), (0, "projections", 0, (3, 9)),
                       (0, "projections", 1, (2, 9)), (1, "nissa", 0, (5, 6)),
                       (1, "pummelroots", 0, (3, 6)), (1, "elves", 0, (6, 6))],
              damage={(0, "jace", 0): 5, (1, "pummelroots", 0): 2, (0, "projections", 1): 0})
    for c in range(len(s.c_key)):
        s.c_auras[c] = [[longest[0].id, 0], [longest[1].id, 1]]
        s.c_hidden[c] = [[longest[2].id, 0, 1], [longest[3].id, 0, 2]]
    s.f_zone[fig(s, 0, "projections", 2)] = GRAVE
    s.f_zone[fig(s, 1, "elves", 1)] = RESERVE
    s.grave = [[sp.id for sp in longest[:12]], [sp.id for sp in longest[:12]]]
    s.library = [[0] * 12, [0] * 12]
    assert find_card(s, 0, "projections") >= 0
    return s


def test_every_panel_keeps_its_text_inside_with_the_longest_names(app, monkeypatch):
    t = staged(app, _long_position(), names=LONG)
    t.drawer.draw_board(pygame.Surface((1280, 720)))
    problems = []

    def check(what, draw, parts=(), box=D.screen):
        draw(pygame.Surface((1280, 720), pygame.SRCALPHA))      # caches filled before
        watch = TextWatch(monkeypatch)
        t.spell_faces.invalidate()                 # card faces drawn again, watched
        t.army_faces.invalidate()
        screen = watch.screen()
        draw(screen)
        texts = [b for surf in [screen.real] + watch.surfaces for b in surf.blits
                 if watch.is_text(b[0])]
        assert texts, f"{what}: no text drawn"
        seen[what] = len(texts)
        problems.extend(watch.problems(screen, box, parts, what))
        monkeypatch.undo()

    seen: dict = {}
    rows = []
    for top in (True, False):
        seat = D.seat_rect(top)
        rows += L.card_rects(seat, 3)
    check("seats", t.drawer.panels.draw_seats, rows)
    check("turn track", t.drawer.panels.draw_top, (), pygame.Rect(0, 0, D.undo.x, 42))
    check("hand", t.drawer.panels.draw_hand, D.hand_rects(7), D.hand)
    check("info", t.drawer.panels.draw_info, (), D.info)
    for kind, key in (("army", max(ARMY, key=lambda c: len(c.name)).id),
                      ("spell", max(SPELLS, key=lambda sp: len(sp.text)).id)):
        t.zoom_key = (kind, key) if kind == "spell" else (kind, key, 0)
        t.mouse = (600, 300)
        check(f"zoom {kind}", t.drawer.draw_zoom)
    t.zoom_key = None
    f = fig(t.state, 0, "projections")
    t.moves.selected = f
    far = max(t.moves.plan(f).reach, key=lambda h: t.moves.plan(f).reach[h].cost)
    t.mouse = tuple(round(v) for v in t.view.cam.hex_center(far))
    check("battlefield", t.drawer.draw_board, (), t.view.board_area)
    t.view.overlay = True
    check("battlefield, levels shown", t.drawer.draw_board, (), t.view.board_area)
    t.moves.selected = None
    b = t.state.board
    glyph = b.glyphs[0].hex
    t.mouse = tuple(round(v) for v in t.view.cam.hex_center(glyph))
    t.drawer.measures._tip_rest = (t.places.hex_at(t.mouse), t.time - 1)
    check("a hex's tip", t.drawer.draw_board, (), t.view.board_area)
    assert "Glyph of" in t.drawer.measures.hex_words(glyph)
    t.moves.selected = f
    t.view.toggle_ruler()
    t.view.ruler_from = t.state.f_hex[f]
    check("ruler", t.drawer.draw_board, (), t.view.board_area)
    assert seen["seats"] > 40 and seen["hand"] > 20, seen
    assert not problems, "\n".join(problems)
