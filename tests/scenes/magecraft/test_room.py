"""The Magecraft table fills the window's room (scenes.kit.room): in a wide window the
spellbook rows, the opponents' boards and the hand tray take the width while the Academy
and the log keep the right-hand column; in a 4:3 window the extra height goes to the
spellbooks (larger cards) and the human's board; a live resize lays the table out again."""
from __future__ import annotations

import pygame
import pytest

from app.ui import canvas
from engines.magecraft import RULES
from engines.magecraft.testing import at_turn
from scenes.magecraft import layout as L
from tests.scenes.kit.textfit import Recorder, TextWatch
from tests.scenes.shell_helpers import click, drag

ROOMS = {(2560, 1080): (1680, 720), (1920, 1200): (1280, 800), (1024, 768): (1280, 960)}


def _table(app, players=4, hand="FWEL"):
    """A table at ``players`` seats where the human (seat 0) starts a turn."""
    from scenes.magecraft import table_scene
    app.settings.animation_speed = "instant"
    t = table_scene(app, players=players, seed=4, inline_ai=True, autosave=False)
    app.stack.push(t, fade=False)
    t.queue.skip()
    while t.state.phase == "setup":
        RULES.apply(t.state, RULES.legal_actions(t.state)[0])
    at_turn(t.state, 0, hand=hand)
    t._legal_cache = None
    t.pipeline.sync()
    app.frame()
    assert t.can_act()
    return t


class _Window(Recorder):
    """A recording window: what the stack draws on its part of it (the room's view, a
    subsurface) is recorded on it too, at window pixels (``gather``)."""

    def subsurface(self, *rect):
        part = super().subsurface(*rect)
        self.__dict__.setdefault("parts", []).append(part)
        return part

    def gather(self) -> int:
        for part in self.__dict__.pop("parts", []):
            ox, oy = part.get_offset()
            self.blits += [(s, r.move(ox, oy), cut) for s, r, cut in part.__dict__.get("blits", [])]
        return len(self.blits)


def _real(app, rect) -> pygame.Rect:
    """A design rectangle of the table as window pixels."""
    x, y = app.display.from_canvas(rect.topleft, room=True)
    x2, y2 = app.display.from_canvas(rect.bottomright, room=True)
    return pygame.Rect(x, y, x2 - x, y2 - y)


def _panels(t) -> list[pygame.Rect]:
    lay = t.layout
    return ([t.places.opp_rect(q) for q in t.seats.others]
            + [lay.BOOKS, lay.BOARD, t.places.academy().rect, t.log.rect])


@pytest.mark.parametrize("size", list(ROOMS), ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_table_fills_the_room_with_nothing_cut_or_overlapping(app, monkeypatch, size):
    """At 21:9, 16:10 and 4:3 the four-seat table lays out in the window's room: no
    text cut or over another, every control inside the room, the main panels apart,
    the Academy and the log at the room's right edge."""
    app.resize_window(size)
    t = _table(app)
    room = pygame.Rect((0, 0), ROOMS[size])
    assert t.layout.SCREEN == room
    watch = TextWatch(monkeypatch)
    window = _Window(size, pygame.SRCALPHA)
    screen = canvas.Canvas(window, 1.0, size)
    app.stack.draw(window)
    window.gather()
    assert sum(1 for s, _, _ in window.blits if watch.is_text(s)) > 40   # the table's words
    controls = [b.rect for b in t.buttons if b.visible]
    problems = watch.problems(screen, screen.get_rect(), [_real(app, r) for r in controls],
                              f"magecraft at {size}")
    assert not problems, problems[:5]
    for rect in controls:
        assert room.contains(rect), rect
    panels = _panels(t)
    for i, a in enumerate(panels):
        assert room.contains(a), a
        for b in panels[i + 1:]:
            assert not a.colliderect(b), (a, b)
    assert t.log.rect.right == room.right - 4 == t.places.academy().rect.right
    assert t.menu_button.rect.right > t.layout.BOOKS.right - 20


def test_the_play_area_grows_with_the_room(app):
    """Wider spellbook rows hold more cards before they overlap (21:9); taller rows
    show larger cards (4:3); the opponents' boards and the hand tray grow too."""
    t = _table(app)
    base = t.layout
    app.resize_window((2560, 1080))
    wide = t.layout
    app.resize_window((1024, 768))
    tall = t.layout
    assert wide.BOOKS.w > base.BOOKS.w and wide.BOOKS.h == base.BOOKS.h
    assert wide.HAND.w > base.HAND.w
    assert wide.opp_rect(0, 3).w > base.opp_rect(0, 3).w
    n = 8       # eight spells in a book: squeezed at 1280x720, side by side at 21:9
    assert base.card_rect(0, 1, n).x - base.card_rect(0, 0, n).x < base.BOOK_CARD[0]
    assert wide.card_rect(0, 1, n).x - wide.card_rect(0, 0, n).x > wide.BOOK_CARD[0]
    assert tall.BOOKS.h > base.BOOKS.h and tall.BOARD.h > base.BOARD.h
    assert tall.BOOK_CARD[0] > base.BOOK_CARD[0] and tall.BOOK_CARD[1] > base.BOOK_CARD[1]
    assert tall.BOARD.bottom <= 960 - 4 and tall.BOARD.top == tall.BOOKS.bottom + 4


def test_a_click_on_the_menu_buttons_window_pixel_opens_the_pause_menu(app):
    app.resize_window((2560, 1080))
    t = _table(app)
    menu = t.menu_button.rect
    assert menu.right > 1280
    click(app, app.display.from_canvas(menu.center, room=True))
    assert app.stack.top is not t and type(app.stack.top).__name__ == "PauseOverlay"


def test_a_live_resize_lays_the_table_out_again(app):
    """Opened at 1280x720, then the window is made 21:9: the Menu button goes to the new
    right edge, the log with it, the bags to their boards, and a frame draws."""
    t = _table(app)
    assert t.menu_button.rect == L.MENU and t.log.rect == L.LOG
    app.resize_window((2560, 1080))
    lay = t.layout
    assert lay.size == (1680, 720)
    assert t.menu_button.rect == lay.MENU and lay.MENU.right == 1680 - 314 - 10 + 4
    assert t.log.rect == lay.LOG and lay.LOG.right == 1680 - 4
    for q in t.seats.others:
        sack = t.sacks.sack(q).rect
        assert t.places.opp_rect(q).contains(sack)
    for _ in range(30):
        app.frame()
    assert not t.sacks.sim.escaped()
    assert app.stack.top is t and not app.stack._soft


def test_a_gem_is_paid_by_drag_in_a_tall_room(app):
    """At 4:3 the spellbook cards are larger and their cost slots with them: a hand gem
    dragged (at the window's pixels) onto a slot pays the spell."""
    app.resize_window((1024, 768))
    t = _table(app, players=2)
    slot = t.element_rect("slot:1:0:0")
    assert slot.w > 20                   # the slots grew with the card
    start = app.display.from_canvas(t.element_rect("hand_gem:0").center, room=True)
    end = app.display.from_canvas(slot.center, room=True)
    drag(app, start, end)
    assert t.record.actions == [("book", 1), ("pay", 0, 0)]


def test_the_hidden_logs_header_stays_at_the_rooms_column_foot(app):
    """Hiding the log in a tall room gives its column to the Academy, the log's header
    at the foot of the room's column (not where it stood at 1280x720)."""
    app.resize_window((1024, 768))
    t = _table(app)
    t.toggle_log()
    assert t.log.collapsed and t.log.rect.bottom == 960 - 4
    assert t.places.academy().rect.bottom < t.log.rect.top
    t.toggle_log()
    assert t.log.rect == t.layout.LOG


def test_the_tables_popups_stand_over_the_rooms_play_area(app):
    """A look into a discard area stands over the spellbooks of the wide room, and a
    gem to choose over the hand tray (not where they stood at 1280x720)."""
    from scenes.magecraft.table_learn import gem_popup
    app.resize_window((2560, 1080))
    t = _table(app)
    lay = t.layout
    t.input_part.browse_gems(0)
    assert t.popup is not None and t.popup.rect.centerx == lay.BOARD.centerx
    assert lay.BOARD.centerx > L.BOARD.centerx + 150
    assert lay.SCREEN.contains(t.popup.rect)
    app.frame()
    choice = gem_popup("Which gem?", [("Fire", 0, ("x",))], lambda a: None, lambda: None,
                       t.layout)
    assert abs(choice.rect.centerx - lay.HAND.centerx) < 30


def test_the_tutorials_call_out_follows_the_rooms_log_column(app):
    """The tutorial's step panel stands over the log's column at the room's right edge,
    at once in a wide window, and again after a live resize."""
    from scenes.magecraft import tutorial_scene
    app.settings.animation_speed = "instant"
    t = app.stack.push(tutorial_scene(app), fade=False)
    for _ in range(5):
        app.frame()
    assert t.callout_style.area == L.LOG
    app.resize_window((2560, 1080))
    assert t.callout_style.area == t.layout.LOG and t.callout_style.area.right == 1680 - 4
    for _ in range(5):
        app.frame()
    assert t._panel_at is not None and t.callout_style.area.contains(t._panel_at)
    assert t.log.rect.right == 1680 - 4 and t.log.rect.bottom == 720 - 4
