"""The Mabinogi Duel table fills the window's room (scenes.kit.room): in a 21:9, 16:10 or
4:3 window it is laid out for the window's aspect, not letterboxed. Its text stays whole
and apart, its controls and panels stay in the room and apart, its lanes (21:9) or hand
(4:3) are larger than at 1280x720, and it is played by mouse at the window's pixels."""
from __future__ import annotations

import pygame
import pytest

from engines.mabinogi import RULES
from engines.mabinogi import testing as T
from scenes.mabinogi import layout as L
from tests.scenes.kit.tables import until
from tests.scenes.kit.textfit import TextWatch
from tests.scenes.shell_helpers import click, drag

ROOMS = {(2560, 1080): (1680, 720), (1920, 1200): (1280, 800), (1024, 768): (1280, 960)}


def table(app, size, decks=("wild_pack", "arcane_flame"), first=1, seed=4):
    """A duel against the inline AI in a window of ``size`` (the AI first, so your first
    turn has resources), settled on your turn."""
    from scenes.mabinogi import table_scene
    app.resize_window(size)
    app.settings.animation_speed = "instant"
    t = table_scene(app, seed=seed, inline_ai=True, autosave=False,
                    options={"decks": list(decks), "first_player": first})
    app.stack.push(t, fade=False)
    until(app, lambda: t.can_act() or t.state.to_move is None, 6000)
    for _ in range(3):
        app.frame()
    return t


def at(app, pos) -> tuple[int, int]:
    """The window pixel over the table's design point ``pos``."""
    return app.display.from_canvas(pos, room=True)


def panels(t) -> dict[str, pygame.Rect]:
    lay = t.layout
    out = {"board": lay.BOARD, "bar": lay.BAR, "hand": lay.HAND, "log": lay.LOG,
           "undo": lay.UNDO, "menu": lay.MENU}
    for side in (0, 1):
        out[f"hero {side}"] = lay.hero_panel(side)
        out[f"side {side}"] = lay.side_panel(side)
    return out


@pytest.mark.parametrize("size", list(ROOMS), ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_table_fills_its_room_with_nothing_cut_or_overlapping(app, monkeypatch, size):
    """Laid out for the room (not 1280x720 letterboxed); every text whole and apart
    (the kit's TextWatch), every control in the room, the panels apart."""
    t = table(app, size)
    room = pygame.Rect((0, 0), ROOMS[size])
    assert t.layout.room == room.size and t.fills_room
    assert t.menu_button.rect.right == room.right - 4
    watch = TextWatch(monkeypatch)
    t.drawer._bg = None
    t.faces.invalidate()
    screen = watch.screen(room.size)
    t.draw(screen)
    controls = [b.rect for b in t.buttons if b.visible]
    problems = watch.problems(screen, room, controls, f"table at {size}")
    assert sum(1 for s, _, _ in screen.real.blits if watch.is_text(s)) > 10
    t.log.toggle()                       # the log's column shows the card looked at
    assert t.log.full_rect == t.layout.LOG_FOOT
    for spot in (t.element_rect("hand_card:0").center, (5, 5)):
        t.mouse = spot
        screen = watch.screen(room.size)
        t.drawer.draw_inspector(screen)
        problems += watch.problems(screen, t.layout.LOG, (), f"inspector at {size}")
    t.log.toggle()
    assert t.log.full_rect == t.layout.LOG
    assert not problems, "\n".join(problems[:8])
    for b in t.buttons:
        if b.visible:
            assert room.contains(b.rect), (b.label, b.rect)
    for name, r in panels(t).items():
        assert room.contains(r), (name, r)
    items = list(panels(t).items())
    for i, (a, ra) in enumerate(items):
        for b, rb in items[i + 1:]:
            assert not ra.colliderect(rb), f"{a} {ra} overlaps {b} {rb}"
    n = len(t.shown.hand[0])
    cards = [t.layout.hand_card(k, n) for k in range(n)]
    for k, r in enumerate(cards):
        assert t.layout.HAND.contains(r), (k, r)
        assert r.collidelist(cards[k + 1:]) < 0, f"hand card {k} overlaps another"


def test_the_lanes_are_larger_in_a_wide_room_and_the_hand_in_a_tall_one(app):
    """21:9: the board and the cards in its cells are larger than at 1280x720; 4:3: the
    board keeps its width (the log keeps its column) and the hand's cards are larger."""
    base = L.Layout((1280, 720))
    wide, tall = L.Layout((1680, 720)), L.Layout((1280, 960))
    card = base.card_in(base.cell(1, 0))
    assert card.size == (132, 196) and base.CELL == (132, 196)     # as it always was
    assert wide.BOARD.w > base.BOARD.w and wide.BOARD.h > base.BOARD.h
    assert wide.card_in(wide.cell(1, 0)).h > card.h + 20
    assert tall.BOARD.h > base.BOARD.h and tall.HAND.h > base.HAND.h + 100
    for n in (6, 9, 12):
        assert tall.hand_card(0, n).h > base.hand_card(0, n).h, n
    t = table(app, (1024, 768))            # the table lays itself out so
    assert t.layout.BOARD == tall.BOARD and t.layout.HAND == tall.HAND


def test_a_click_on_the_menu_button_opens_the_pause_menu_in_a_wide_window(app):
    from scenes.pause import PauseOverlay
    t = table(app, (2560, 1080))
    assert t.menu_button.rect.right > 1280          # in the room's right column
    click(app, at(app, t.menu_button.rect.center))
    assert isinstance(app.stack.top, PauseOverlay)


@pytest.mark.parametrize("size", [(2560, 1080), (1024, 768)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_a_creature_dragged_by_mouse_is_summoned_in_the_room(app, size):
    """At the window's pixels: a hand card (the hand as laid out in this room) dragged
    onto an empty cell of your row is summoned; End turn (in the bar's column at 21:9)
    ends the turn."""
    t = table(app, size)
    iid = T.iid(t.state, 0, "Hyena")
    start = t.element_rect("hand:Hyena").center
    drag(app, at(app, start), at(app, t.element_rect("cell:0:2").center))
    assert t.record.actions[-1] == ("summon", iid, 2)
    assert RULES.card(t.state.board[0][2].d).name == "Hyena"
    until(app, lambda: t.can_act() and t.state.to_move == 0, 6000)   # your next turn
    app.frame()
    end = t.input_part.end_button
    assert end.enabled and t.layout.BAR.contains(end.rect)
    played = len(t.record.actions)
    click(app, at(app, end.rect.center))
    assert t.record.actions[played] == ("end",)


def test_a_live_resize_lays_the_table_out_again(app):
    """Opened at 1280x720 then the window made 21:9: the Menu button goes to the new
    right edge, the action bar to its column, and frames draw."""
    t = table(app, (1280, 720))
    assert t.menu_button.rect.right == 1276 and t.layout.BAR.w == 964
    app.resize_window((2560, 1080))
    for _ in range(5):
        app.frame()
    assert t.layout.room == (1680, 720)
    assert t.menu_button.rect.right == 1676
    assert t.input_part.end_button.rect == t.layout.END_BTN
    assert t.layout.column and t.layout.BAR.x > t.layout.HAND.right
    assert t.log.full_rect.right == 1676 and L.BOARD == t.layout.BOARD
    assert t.drawer._bg is not None and t.drawer._bg.get_size() == (1680, 720)
    app.resize_window((1280, 720))
    app.frame()
    assert t.layout.room == (1280, 720) and t.menu_button.rect.right == 1276


def test_the_tutorial_is_played_by_mouse_in_a_wide_window(app, monkeypatch):
    """At 2560x1080 the tutorial's step panel stands in the room's log column (right
    edge) and its first steps are played by mouse at the window's pixels (Next, drags,
    clicks where its ring and arrow point)."""
    from scenes.mabinogi import tutorial_scene
    from tests.scenes.shell_helpers import wait_ready
    app.resize_window((2560, 1080))
    app.settings.animation_speed = "instant"
    t = tutorial_scene(app)
    app.stack.push(t, fade=False)
    assert t.callout_style.area == t.layout.LOG and t.layout.LOG.right == 1676
    for _ in range(6):
        k, step = t.step, t.current
        wait_ready(app, t)
        panel = t.draw_callout(_scratch(t))
        assert t.layout.LOG.contains(panel), (step.key, panel)
        if step.expect is None:
            click(app, at(app, t.element_rect("next_button").center))
        else:
            name = t.point_name()
            assert name is not None, step.key
            if step.drag_to:
                drag(app, at(app, t.element_rect(name).center),
                     at(app, t.element_rect(step.drag_to).center))
            else:
                click(app, at(app, t.element_rect(name).center))
        until(app, lambda k=k: t.step != k, 600)
        assert t.step == k + 1, f"step {step.key} did not advance ({t.drag.message})"


def _scratch(t):
    from app.ui import canvas
    return canvas.new(t.layout.room, pygame.SRCALPHA)


def test_at_1280x720_the_table_is_laid_out_as_it_always_was():
    """The 1280x720 room is the table of before the room (its places, literally)."""
    lay = L.Layout((1280, 720))
    R = pygame.Rect
    assert (lay.FELT, lay.LOG, lay.UNDO, lay.MENU) == (
        R(0, 0, 976, 720), R(980, 4, 296, 664), R(980, 674, 144, 42), R(1132, 674, 144, 42))
    assert (lay.BAR, lay.HAND, lay.OPP_BAND, lay.BOARD) == (
        R(6, 472, 964, 44), R(6, 522, 964, 194), R(156, 4, 700, 42), R(152, 48, 708, 420))
    assert (lay.END_BTN, lay.LEVEL_BTN, lay.REVIVE_BTN, lay.CHARGE_BTN, lay.PROMPT) == (
        R(794, 475, 176, 38), R(668, 475, 120, 38), R(532, 475, 130, 38),
        R(416, 475, 110, 38), R(14, 472, 394, 44))
    assert lay.cell(0, 0) == R(156, 53, 132, 196) and lay.cell(1, 4) == R(724, 267, 132, 196)
    assert lay.hero_panel(1) == R(6, 264, 142, 202) and lay.side_panel(0) == R(864, 50, 112, 202)
    assert lay.grave_rect(0) == R(880, 74, 80, 100) and lay.res_pos(1, 3) == (924, 437)
    assert lay.portrait_rect(0) == R(21, 72, 112, 96) and lay.SEAM_Y == 258
    for n in (1, 7, 12):
        assert [lay.hand_card(k, n).size for k in range(n)] == [(77, 126)] * n
    assert lay.hand_card(0, 12) == R(9, 566, 77, 126)
    assert lay.hand_card(3, 5, True) == R(529, 552, 77, 126)
    assert lay.chain_rect(1, 2) == R(480, 169, 112, 166)


@pytest.mark.parametrize("size", [(2560, 1080), (1024, 768)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_counter_question_stands_over_this_rooms_board_and_is_answered_by_mouse(app, size):
    """The AI's spell while your grave holds a counterspell: the pop-up stands over the
    hand of this room (on the felt, clear of the log and of the bar's column, its
    prompt in view) and is answered by a click at its window pixel."""
    from engines.mabinogi import HERO
    t = table(app, size, decks=("arcane_flame", "arcane_flame"), first=0, seed=9)
    s = t.state
    T.to_grave(s, 0, "Counter Magic")
    s.res[0] = [9, 9, 9, 9, 9]
    s.res[1] = [9, 9, 9, 9, 9]
    T.set_turn(s, 1, actions=1)
    t._legal_cache = None
    t.pipeline.sync()
    t.apply(("cast", T.iid(s, 1, "Fireball"), 0, HERO))
    until(app, lambda: t.popup is not None, 600)
    app.frame()
    box = t.popup.rect
    assert t.layout.SCREEN.contains(box)
    lay = t.layout
    assert lay.FELT.contains(box) and not box.colliderect(lay.LOG)
    assert not lay.column or not box.colliderect(lay.BAR)       # the prompt in view
    assert abs(box.centerx - (lay.HAND if lay.column else lay.BOARD).centerx) < 40
    n = len(t.record.actions)
    option = t.popup.options[-1]
    click(app, at(app, option.rect.center))
    until(app, lambda: len(t.record.actions) > n, 600)
    assert t.record.actions[n][0] in ("counter", "pass")


def test_a_grave_opened_by_mouse_stands_over_this_rooms_felt(app):
    """At 2560x1080 a click on your grave opens it over the middle of the wide felt
    (where it stands over the 1280x720 felt), not over its left part."""
    from scenes.kit.pile_browser import PileBrowser
    t = table(app, (2560, 1080))
    T.to_grave(t.state, 0, "Rhino")
    t.pipeline.sync()
    app.frame()
    click(app, at(app, t.element_rect("grave:0").center))
    browser = app.stack.top
    assert isinstance(browser, PileBrowser)
    felt_mid = at(app, (t.layout.FELT.centerx + 12, t.layout.FELT.centery))
    assert abs(browser.rect.centerx - felt_mid[0]) < 40, (browser.rect, felt_mid)
    assert app.screen.get_rect().contains(browser.rect)
