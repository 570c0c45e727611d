"""The Arena table fills the window's room (scenes.kit.room): in a wider (21:9) or taller
(16:10, 4:3) window the battlefield takes the extra room and its first view and Fit fit
the map to it (bigger hexes), the log, Undo and Menu stand at the room's right edge, the
hand and buttons at its foot; everything reads at five seats; a hex is picked by mouse
where the player aims; a live resize lays the table out again."""
from __future__ import annotations

import pygame
import pytest

from app.ui import canvas
from engines.arena.testing import fig, stage
from scenes.arena import layout as L
from tests.scenes.arena.helpers import make_table, seated, settle, staged, staged_seats
from tests.scenes.kit.textfit import TextWatch
from tests.scenes.shell_helpers import drag, tap

SIZES = [(2560, 1080), (1920, 1200), (1024, 768)]
LONG = ("Maximiliana Featherstonehaugh", "Wilhelmina Stormcrest Valdottir",
        "Bartholomew Quillington-Smythe", "Anastasiya Vorontsova-Dashkova",
        "Konstantinos Papadimitriou")
FIVE = ("jace", "nissa", "liliana", "chandra", "gideon")


def _five():
    """Five seats, each with a figure on the Melee's battlefield and a hand."""
    from engines.arena import SPELLS
    longest = sorted(SPELLS, key=lambda sp: len(sp.name), reverse=True)
    hands = [[sp.key for sp in longest[k:k + 7]] for k in range(0, 35, 7)]
    s = stage(board_key="melee", armies=FIVE, turn=4, hands=hands, chosen="jace",
              figures=[(0, "jace", 0, (4, 9)), (1, "nissa", 0, (6, 6)),
                       (2, "liliana", 0, (8, 4)), (3, "chandra", 0, (3, 3)),
                       (4, "gideon", 0, (5, 2))],
              damage={(2, "liliana", 0): 5})
    for p in range(5):
        s.grave[p] = [sp.id for sp in longest[:12]]
        s.library[p] = [0] * 12
    return s


def _window(app, pos) -> tuple[int, int]:
    """The window pixel over the table's design point ``pos`` (the table fills the room)."""
    return app.display.from_canvas(pos, room=True)


def _draw_watched(app, t, monkeypatch, size):
    """The whole table drawn through the scene stack on a recording window: (the watch,
    the canvas the table drew on)."""
    watch = TextWatch(monkeypatch)
    t.spell_faces.invalidate()
    t.army_faces.invalidate()
    t.drawer.panels.part_keys.clear()       # the panels drawn again, watched
    t.log._dirty = True
    seen: list = []
    own = t.draw
    monkeypatch.setattr(t, "draw", lambda surface: (seen.append(surface), own(surface))[1])
    screen = watch.screen(size)
    app.stack.draw(screen.real)
    assert seen, "the table was not drawn"
    return watch, seen[0]


def _main_panels(t) -> dict:
    layout = t.layout
    return {"side": layout.side, "top": layout.top, "board": t.view.board_area,
            "log": t.log.full_rect, "hand": layout.hand, "info": layout.info}


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_five_seats_read_well_in_a_wide_or_tall_room(app, monkeypatch, size):
    """The Melee with the longest names: no text cut or over another, every control in
    the room, the main panels and the seat panels apart."""
    app.resize_window(size)
    t = staged_seats(app, _five(), LONG)
    room = pygame.Rect((0, 0), app.display.design_room)
    assert t.layout.room == room.size and room.size != (1280, 720)
    controls = [b.rect for b in t.buttons if b.visible]
    assert t.menu_button.rect in controls and t.view.buttons[-1].rect in controls
    for r in controls:
        assert room.contains(r), r
    panels = _main_panels(t)
    for name, r in panels.items():
        assert room.contains(r), name
    names = list(panels)
    for i, a in enumerate(names):
        for b in names[i + 1:]:
            assert not panels[a].colliderect(panels[b]), (a, b)
    seats = [t.places.seat_panel(p) for p in t.places.seat_order()]
    for i, a in enumerate(seats):
        assert t.layout.side.contains(a)
        assert all(not a.colliderect(b) for b in seats[i + 1:])
    for b in t.buttons:
        if b.visible and b not in (t.undo_button, t.menu_button):
            assert not b.rect.colliderect(t.log.full_rect), b.label
    watch, view = _draw_watched(app, t, monkeypatch, size)
    assert isinstance(view, canvas.Canvas) and view.get_size() == room.size
    texts = [b for surf in [view.real] + watch.surfaces for b in surf.blits
             if watch.is_text(b[0])]
    assert len(texts) > 40, "the check saw too little text"
    parts = [view.rect_to_real(r) for r in controls]
    problems = watch.problems(view, view.real.get_rect(), parts, f"table at {size}")
    assert not problems, "\n".join(problems[:8])


@pytest.mark.parametrize("size,players", [((2560, 1080), 5), ((2560, 1080), 4),
                                          ((1920, 1200), 2), ((1024, 768), 2)],
                         ids=["melee-21:9", "skirmish-21:9", "duel-16:10", "duel-4:3"])
def test_the_battlefield_and_its_fitted_hexes_grow_with_the_room(app, size, players):
    """The battlefield's area is larger than at 1280x720, and the map is fitted to it:
    the Melee and the Skirmish (wide maps) in a wide room, the Duel (a tall map) in a
    tall one show bigger hexes; zoomed out by hand, Fit (clicked at its window pixel)
    fits it to the big area again."""
    small = seated(app, players)
    settle(app, small)
    area, zoom = small.view.board_area, small.view.camera().s
    app.stack.remove(small, fade=False)
    app.resize_window(size)
    t = seated(app, players)
    settle(app, t)
    big = t.view.board_area
    assert big.w * big.h > area.w * area.h and big.w >= area.w and big.h >= area.h
    assert big.right <= t.log.full_rect.x and big.bottom <= t.layout.hand.y
    cam = t.view.camera()
    assert cam.s > zoom, "the first view's hexes are no bigger"
    fitted = cam.s
    w, h = cam.extent()
    assert w <= big.w and h <= big.h
    for _ in range(4):
        t.view.zoom(-1, big.center)
    assert cam.s < fitted
    fit = t.view.buttons[-1]
    assert fit.label == "Fit"
    tap(app, _window(app, fit.rect.center))
    assert cam.s == fitted and t.view.fitted


def test_the_menu_button_is_clicked_at_its_window_pixel_at_21_9(app):
    from scenes.pause import PauseOverlay
    app.resize_window((2560, 1080))
    t = make_table(app)
    settle(app, t)
    menu = t.menu_button.rect
    assert menu.right == 1680 - 6          # the room's right edge
    x, _ = _window(app, menu.center)
    assert x > 1280 * 1.5 + 320            # right of where a letterboxed 16:9 table ends
    tap(app, _window(app, menu.center))
    assert isinstance(app.stack.top, PauseOverlay)


def test_a_live_resize_lays_the_table_out_again(app):
    """1280x720 to 2560x1080 with a game open: Menu and the log at the new right edge,
    the battlefield wider and its fitted view fitted again, the buttons under it at the
    foot, a frame drawn; a hex is still picked where the mouse is."""
    t = seated(app, 4)
    settle(app, t)
    before = t.view.board_area.copy()
    zoom = t.view.camera().s
    app.resize_window((2560, 1080))
    assert t.layout.room == (1680, 720)
    assert t.menu_button.rect.right == 1680 - 6 and t.log.full_rect.right == 1680 - 6
    assert t.undo_button.rect.right < t.menu_button.rect.x
    assert t.view.board_area.w == before.w + 400
    assert t.view.camera().area == t.view.board_area
    assert t.view.camera().s > zoom
    fit = t.view.buttons[-1].rect
    assert fit.bottom == t.view.board_area.bottom - 8
    assert t.input_part.end_button.rect.right == 1680 - 6
    app.frame()
    app.frame()
    h = next(h for h in range(t.shown.board.n)
             if t.view.board_area.collidepoint(t.view.camera().hex_center(h))
             and t.view.camera().hex_center(h)[0] > 1300)
    c = tuple(round(v) for v in t.view.camera().hex_center(h))
    app.frame([pygame.event.Event(pygame.MOUSEMOTION, pos=_window(app, c), rel=(0, 0),
                                  buttons=(0, 0, 0))])
    assert t.mouse == c or abs(t.mouse[0] - c[0]) <= 1
    assert t.places.top_face_at(t.mouse) == h
    app.resize_window((1280, 720))
    assert t.layout.room == (1280, 720) and t.view.board_area == before
    assert t.view.camera().s == zoom
    app.frame()


def _skirmish_at_the_right_edge(app):
    """Four seats on the Skirmish map in a 21:9 window: your Jace at its right end, where
    the wide room shows spaces right of a 16:9 table's edge."""
    from engines.arena.board import get_board
    b = get_board("skirmish")
    by_x = sorted(b.id_of, key=lambda qr: b.x[b.id_of[qr]])
    s = stage(board_key="skirmish", armies=("jace", "nissa", "liliana", "chandra"), turn=3,
              figures=[(0, "jace", 0, by_x[-3]), (1, "nissa", 0, by_x[0])], chosen="jace")
    t = staged_seats(app, s, ("You", "Bram", "Ivy", "Tomas"))
    f = fig(s, 0, "jace")
    cam = t.view.camera()
    plan = t.moves.plan(f)
    far = [h for h in plan.moves if cam.hex_center(h)[0] > 1290
           and t.places.top_face_at(cam.hex_center(h)) == h]
    assert far, "no reachable space stands right of x 1280"
    return t, f, plan, far


def test_a_drop_by_window_pixel_lands_on_the_hex_aimed_at_at_2560x1080(app):
    """Your figure dragged (window pixels) to the middle of a space in the room's extra
    width moves there."""
    app.resize_window((2560, 1080))
    t, f, plan, far = _skirmish_at_the_right_edge(app)
    h = max(far, key=lambda h: abs(t.view.camera().hex_center(h)[1] - t.places.figure_rect(f).centery))
    target = tuple(round(v) for v in t.view.camera().hex_center(h))
    start = t.places.figure_rect(f).center
    drag(app, _window(app, start), _window(app, target))
    assert t.record.actions[-1] == plan.moves[h], t.drag.message
    settle(app, t)
    assert t.state.f_hex[f] == h


def test_a_click_by_window_pixel_picks_the_hex_aimed_at_at_2560x1080(app):
    """Your figure clicked, then a space in the room's extra width clicked (window
    pixels): it moves to that space."""
    app.resize_window((2560, 1080))
    t, f, plan, far = _skirmish_at_the_right_edge(app)
    cam = t.view.camera()
    h = far[len(far) // 2]
    tap(app, _window(app, t.places.figure_rect(f).center))
    assert t.moves.selected == f
    tap(app, _window(app, tuple(round(v) for v in cam.hex_center(h))))
    assert t.record.actions[-1] == plan.moves[h], t.drag.message
    settle(app, t)
    assert t.state.f_hex[f] == h


def test_the_tutorial_call_out_stands_in_the_rooms_log_column(app):
    from scenes.arena import tutorial_scene
    app.resize_window((2560, 1080))
    app.settings.animation_speed = "instant"
    t = tutorial_scene(app)
    app.stack.push(t, fade=False)
    for _ in range(20):
        app.frame()
    assert t.callout_style.area == t.layout.log == L.Layout((1680, 720)).log
    assert t.callout_style.area.right == 1680 - 6
    nxt = t.element_rect("next_button")
    assert nxt is not None and t.layout.log.contains(nxt)
    step = t.step
    tap(app, _window(app, nxt.center))
    assert t.step == step + 1


def test_an_open_question_follows_the_battlefield_through_a_resize(app):
    """The hidden-enchant question open at 1280x720; the window goes 21:9: the pop-up
    stands over the new battlefield's middle and its button answers at its window
    pixel."""
    from engines.arena.content import SPELL_INDEX
    s = stage(armies=("gideon", "chandra"), current=1, chosen="chandra",
              figures=[(0, "gideon", 0, (4, 9)), (1, "chandra", 0, (4, 8))])
    s.c_hidden[s.pw[0]] = [[SPELL_INDEX["divine_ward"], 0, 1]]
    t = staged(app, s)               # the AI (Chandra) attacks at once
    for _ in range(600):
        if t.can_act():
            break
        app.frame()
    settle(app, t)
    assert t.popup is not None and t.popup.rect.centerx == t.view.board_area.centerx
    app.resize_window((2560, 1080))
    app.frame()
    area = t.view.board_area
    assert area.w == 748 + 400
    assert t.popup is not None and abs(t.popup.rect.centerx - area.centerx) <= 1
    label = t.decision().label(("no",)).lower()
    tap(app, _window(app, t.popup.rects[label].center))
    settle(app, t)
    assert t.state.c_hidden[t.state.pw[0]] == []


def test_the_turning_views_fade_is_the_battlefield_seen_in_the_window(app):
    """Q at 2560x1080: the picture of the last frame that fades out over the turned view
    is the battlefield's part of the window (it was a piece of the window's top left,
    read in design units)."""
    app.resize_window((2560, 1080))
    t = make_table(app)
    settle(app, t)
    app.frame()
    t.view.rotate(1)
    pic, alpha = t.view.fade
    assert alpha == 1.0 and pic.get_size() == t.view.board_area.size
    real = canvas.real_of(pic)
    k = app.display.design_k
    assert real.get_size() == (round(t.view.board_area.w * k), round(t.view.board_area.h * k))
    x, y = _window(app, t.view.board_area.center)
    assert real.get_at((real.get_width() // 2, real.get_height() // 2)) == app.screen.get_at((x, y))
    app.frame()
