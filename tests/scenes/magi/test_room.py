"""The Magi table fills the window's room (scenes.kit.room): in a wide (21:9) or tall
(16:10, 4:3) window its right-hand column keeps to the room's right edge, the hand row
and its buttons to the bottom, and the oval with the seats takes the rest; nothing is
letterboxed. Driven through the real scenes at the window's real pixels."""
from __future__ import annotations

import itertools

import pygame
import pytest

from app.ui import canvas
from scenes.magi import layout as L
from scenes.magi.scoreboard import RoundScoreboard
from scenes.pause import PauseOverlay
from tests.scenes.kit.textfit import Recorder, TextWatch
from tests.scenes.magi.test_round_over import GOING_OUT
from tests.scenes.magi.test_table import make_table
from tests.scenes.shell_helpers import drag, tap

ROOMS = [((2560, 1080), (1680, 720)), ((1920, 1200), (1280, 800)),
         ((1024, 768), (1280, 960))]


def eight_seats(app):
    """The table at its most seats (8), ready for the human."""
    from scenes.magi import table_scene
    app.settings.animation_speed = "fast"
    t = table_scene(app, players=8, seed=5, inline_ai=True, autosave=False)
    app.stack.push(t, fade=False)
    for _ in range(3000):
        app.frame()
        if t.can_act() and t.pipeline.synced:
            return t
    raise AssertionError("the table never became ready for the human")


def controls(t) -> list[pygame.Rect]:
    """The table's controls and panels in design units."""
    return [b.rect for b in t.buttons if b.visible] + [t.log.rect]


def recorded_views(app, monkeypatch) -> list[canvas.Canvas]:
    """The canvases the stack hands its scenes (the table's: its room at the window's
    real pixels) over surfaces that record what is blitted on them (the stack's own
    are views of the window that record nothing)."""
    kept: list[canvas.Canvas] = []
    stack_view = app.stack._view

    def view(surface, base, room=False):
        given = stack_view(surface, base, room)
        kept.append(canvas.Canvas(Recorder(given.real.get_size(), pygame.SRCALPHA),
                                  given.k, given.get_size()))
        return kept[-1]
    monkeypatch.setattr(app.stack, "_view", view)
    return kept


@pytest.mark.parametrize("size,room", ROOMS, ids=lambda v: f"{v[0]}x{v[1]}")
def test_the_eight_seat_table_fills_the_room_with_nothing_cut_or_overlapping(
        app, monkeypatch, size, room):
    app.resize_window(size)
    watch = TextWatch(monkeypatch)
    t = eight_seats(app)
    lay = t.places.layout
    assert app.display.design_room == room and lay.room.size == room
    views = recorded_views(app, monkeypatch)
    app.stack.draw(watch.screen(size).real)
    view = views[0]
    assert len(views) == 1 and view.get_size() == room and view.k == app.display.design_k
    texts = [r for s, r, _ in view.real.blits if watch.is_text(s)]
    assert len(texts) >= 5, "the watch saw the table's texts"
    problems = watch.problems(view, view.real.get_rect(),
                              [view.rect_to_real(c) for c in controls(t)], f"Magi at {size}")
    assert not problems, problems[:5]
    # every control and panel inside the room, the column at its right edge
    box = lay.room
    for rect in controls(t) + lay.plates + [lay.hand_rect, lay.topbar]:
        assert box.contains(rect), (size, rect)
    assert room[0] - 30 < t.menu_button.rect.right <= room[0]
    assert t.log.rect.bottom > room[1] - 20 and t.log.rect.x > lay.table_rect.right - 8
    assert lay.hand_rect.bottom == room[1] and t.input_part.skip_button.rect.bottom < room[1]
    # the main panels apart: seat plates, the centre piles, the hand row, the column
    centre = [lay.talon, lay.pile, lay.colour, lay.drawcount, lay.direction, lay.phase]
    for a, b in itertools.combinations(lay.plates, 2):
        assert not a.colliderect(b), (size, a, b)
    for plate, piece in itertools.product(lay.plates, centre):
        assert not plate.colliderect(piece), (size, plate, piece)
    side = [t.log.rect, lay.topbar]
    for panel, other in itertools.product(side, lay.plates + centre + controls(t)[:-1]
                                          + [lay.hand_rect]):
        if other not in (t.undo_button.rect, t.menu_button.rect):
            assert not panel.colliderect(other), (size, panel, other)


@pytest.mark.parametrize("size,room", ROOMS, ids=lambda v: f"{v[0]}x{v[1]}")
def test_the_play_area_grows_with_the_room(app, size, room):
    small = eight_seats(app).places.layout
    app.stack.pop(fade=False)
    app.resize_window(size)
    big = eight_seats(app).places.layout
    assert big.table_rect.w * big.table_rect.h > small.table_rect.w * small.table_rect.h
    assert big.table_rect.contains(small.table_rect.move(0, 0).clip(big.table_rect))
    if room[0] > 1280:          # wider: a longer hand row, the seats further apart
        assert big.hand_rect.w > small.hand_rect.w and big.seat_rx > small.seat_rx
    if room[1] > 720:           # taller: the seats further apart up and down, bigger cards
        assert big.seat_ry > small.seat_ry
        assert big.card[0] > small.card[0] and big.card[1] > small.card[1]
        assert big.talon.size == big.pile.size == big.card
    else:
        assert big.card == small.card == (L.CARD_W, L.CARD_H)
    assert big.room.size == room and small.room.size == (1280, 720)


def test_the_menu_button_opens_the_pause_menu_at_2560x1080(app):
    app.resize_window((2560, 1080))
    t = eight_seats(app)
    assert t.menu_button.rect.right == 1680 - 20
    tap(app, app.display.from_canvas(t.menu_button.rect.center, room=True))
    app.frame()
    assert isinstance(app.stack.top, PauseOverlay), "Menu did nothing at 2560x1080"


def test_the_round_scoreboard_lets_the_rooms_menu_button_through_at_2560x1080(app):
    """The native scores map a click to the table's room (not the 1280x720 canvas)."""
    app.resize_window((2560, 1080))
    t = make_table(app, GOING_OUT)
    assert t.human_act(("play", 11)) is None
    for _ in range(3000):
        if isinstance(app.stack.top, RoundScoreboard):
            break
        app.frame()
    board = app.stack.top
    assert isinstance(board, RoundScoreboard)
    assert board.centre == t.places.layout.scores_centre
    where = app.display.from_canvas(t.menu_button.rect.center, room=True)
    assert not board.rect.collidepoint(where)
    tap(app, where)
    app.frame()
    assert isinstance(app.stack.top, PauseOverlay), "Menu did nothing over the scores"


def test_a_live_resize_moves_the_column_to_the_new_right_edge(app):
    t = eight_seats(app)
    assert t.menu_button.rect == L.MENU_RECT and t.log.rect == L.LOG_RECT
    hand = t.element_rect("hand").copy()
    app.resize_window((2560, 1080))
    app.frame()
    lay = t.places.layout
    assert lay.room.size == (1680, 720)
    assert t.menu_button.rect == L.MENU_RECT.move(400, 0)
    assert t.undo_button.rect == L.UNDO_RECT.move(400, 0)
    assert t.log.rect.right == 1680 - 10
    assert t.element_rect("hand").w == hand.w + 400
    assert t.input_part.pass_button.rect.x == lay.hand_rect.right + 10
    card = t.hand.cards[0]
    assert lay.hand_rect.x <= t.element_rect(f"hand_card:{card}").x
    assert t.drawer.background().get_size() == (1680, 720)
    app.stack.draw(pygame.Surface((2560, 1080)))
    assert not canvas.stale(t.drawer.background())
    # and back: at 1280x720 the table is what it was
    app.resize_window((1280, 720))
    app.frame()
    assert t.menu_button.rect == L.MENU_RECT and t.log.rect == L.LOG_RECT
    assert t.element_rect("hand") == hand


def test_the_tutorials_call_out_stands_in_the_rooms_log_column(app):
    from scenes.magi.tutorial import TutorialScoreboard, tutorial_scene
    app.resize_window((1024, 768))
    t = tutorial_scene(app)
    app.stack.push(t, fade=False)
    app.frame()
    lay = t.places.layout
    assert t.callout_style.area == lay.log_rect and lay.log_rect.bottom == 960 - 10
    assert t.end_centre == (lay.table_centre[0], lay.scores_centre[1])
    assert TutorialScoreboard.fills_room


def test_a_bigger_card_is_dragged_onto_the_pile_by_mouse_in_a_4_3_window(app):
    """At 1024x768 (a 1280x960 room) the hand's cards are bigger, and a drag from a
    card's window pixel to the pile's plays it."""
    app.resize_window((1024, 768))
    t = make_table(app)
    card = t.element_rect("hand_card:11")
    assert card.size == t.places.layout.card and card.w > L.CARD_W
    assert card.bottom > 900 and t.element_rect("pile").size == card.size
    at = app.display.from_canvas
    drag(app, at(card.center, room=True), at(t.element_rect("pile").center, room=True))
    assert t.record.actions == [("play", 11)]


def test_the_discard_piles_list_opens_over_the_rooms_table(app):
    """A click on the pile at 2560x1080 opens its list over the middle of the wide
    table (not over the left of it, where a 1280x720 table's middle was)."""
    from scenes.kit.pile_browser import PileBrowser
    app.resize_window((2560, 1080))
    t = make_table(app)
    tap(app, app.display.from_canvas(t.element_rect("pile").center, room=True))
    browser = app.stack.top
    assert isinstance(browser, PileBrowser)
    middle = app.display.from_canvas(t.places.layout.table_centre, room=True)
    assert abs(browser.rect.centerx - middle[0]) < 40
    assert app.display.room_rect.contains(browser.rect)


def test_the_round_scores_follow_the_table_through_a_live_resize(app):
    t = make_table(app, GOING_OUT)
    assert t.human_act(("play", 11)) is None
    for _ in range(3000):
        if isinstance(app.stack.top, RoundScoreboard):
            break
        app.frame()
    board = app.stack.top
    assert isinstance(board, RoundScoreboard) and board.centre == (510, 330)
    app.resize_window((2560, 1080))
    app.frame()
    assert board.centre == t.places.layout.scores_centre == (710, 330)
    middle = app.display.from_canvas(board.centre, room=True)
    assert abs(board.rect.centerx - middle[0]) <= 2
