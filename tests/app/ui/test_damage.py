"""app.ui.damage: a frame recorded and painted only where it differs from the last, with
the same pixels as a frame painted in full."""
from __future__ import annotations

import functools
import gc
import weakref

import pygame
import pytest

from app.ui import canvas, damage, draw
from app.ui.canvas import Canvas

K = 1.5
SIZE = (1920, 1080)


def _window():
    return pygame.Surface(SIZE)


@functools.lru_cache(maxsize=1)
def _box():
    """The same picture every frame (a new one would be damage itself)."""
    with canvas.scaled(K):
        box = canvas.new((40, 30))
    box.fill((220, 90, 40))
    return box


def _scene(view, box_at=(100, 100), outline=(200, 180, 60), card=None, width=3, radius=12,
           place=(50, 400, 700, 250)):
    """A small table: a background, a card, a box somewhere, an outlined panel."""
    view.fill((20, 40, 30))
    draw.rect(view, (60, 60, 90), (600, 300, 300, 200), border_radius=8)
    view.blit(_box(), box_at)
    if card is not None:
        view.blit(card, (900, 500))
    draw.rect(view, outline, place, width, border_radius=radius)


def _frame(window, last=None, check=True, **kw):
    f = damage.Frame(window)
    target = Canvas(window, K, (1280, 720))
    _scene(f.view(target), **kw)
    before = window.copy()
    f.paint(last)
    # the same frame painted in full on what the window showed before
    full = damage.Frame(before)
    _scene(full.view(Canvas(before, K, (1280, 720))), **kw)
    full.paint(None)
    if check:
        assert pygame.image.tobytes(before, "RGB") == pygame.image.tobytes(window, "RGB")
    return f


def test_an_unchanged_frame_paints_nothing():
    w = _window()
    first = _frame(w)
    second = _frame(w, first)
    assert second.damage(first) == []


def test_a_moved_box_repaints_where_it_was_and_where_it_is_only():
    w = _window()
    first = _frame(w, box_at=(100, 100))
    f = damage.Frame(w)
    _scene(f.view(Canvas(w, K, (1280, 720))), box_at=(140, 100))
    areas = f.damage(first)
    assert areas, "a moved box is damage"
    covered = sum(a.w * a.h for a in areas)
    assert covered < 0.02 * SIZE[0] * SIZE[1]
    old, new = pygame.Rect(150, 150, 60, 45), pygame.Rect(210, 150, 60, 45)
    for r in (old, new):
        assert any(a.contains(r) for a in areas) or pygame.Rect(r).collidelist(areas) >= 0
    _frame(w, first, box_at=(140, 100))            # painted: the same pixels as in full


def test_a_pulsing_outline_repaints_its_strips_not_what_it_frames():
    w = _window()
    first = _frame(w, outline=(200, 180, 60))
    f = damage.Frame(w)
    _scene(f.view(Canvas(w, K, (1280, 720))), outline=(210, 190, 70))
    areas = f.damage(first)
    inside = pygame.Rect(round(80 * K), round(430 * K), round(640 * K), round(190 * K))
    assert areas and not any(a.colliderect(inside) for a in areas)
    _frame(w, first, outline=(210, 190, 70))


@pytest.mark.parametrize("place, radius, widths", [
    ((522, 228, 96, 132), 8, (5, 5)),       # the Hint's lit card: its inner edge at x.5
    ((50, 400, 700, 250), 0, (3, 2)),       # square corners, thinner: a damage piece
])
def test_an_outline_that_pulses_repaints_all_it_paints(place, radius, widths):
    """An outline drawn again in another colour and width: its strips reach past its
    inner edge at real pixels (they were measured from the padded bounds, and rounded
    the other way than the outline: a column of the old outline stayed), and a damage
    piece that cuts a square corner paints the outline, not a solid block (pygame's
    rect outline under a narrow clip)."""
    w = _window()
    first = _frame(w, width=widths[0], radius=radius, place=place)
    _frame(w, first, width=widths[1], radius=radius, place=place, outline=(230, 120, 60))


def test_a_picture_drawn_on_since_the_last_frame_is_painted_again():
    w = _window()
    with canvas.scaled(K):
        card = canvas.new((60, 80))
    card.fill((10, 10, 200))
    first = _frame(w, card=card)
    card.fill((200, 10, 10))                      # the same picture, drawn on
    f = _frame(w, first, card=card)
    assert f.damage(first)
    assert w.get_at((round(930 * K), round(540 * K)))[:3] == (200, 10, 10)


def test_reading_the_window_draws_the_rest_of_the_frame_directly():
    w = _window()
    first = _frame(w)
    f = damage.Frame(w)
    view = f.view(Canvas(w, K, (1280, 720)))
    view.fill((1, 2, 3))
    assert canvas.real_of(view).get_at((5, 5))[:3] == (1, 2, 3)   # painted already
    view.fill((4, 5, 6), (0, 0, 10, 10))                            # drawn at once
    assert w.get_at((5, 5))[:3] == (4, 5, 6)
    f.paint(first)
    assert f.direct and damage.Frame(w).damage(f) is None           # the next: in full


def test_the_check_finds_a_picture_changed_behind_the_recorder_s_back():
    """A plain surface changed in place (its alpha kept) is what the recorder cannot
    see: the tests' check (MAGETABLE_CHECK_DAMAGE) must catch such a stale frame."""
    w = _window()
    plain = pygame.Surface((30, 30))
    plain.fill((0, 255, 0))

    def scene(view):
        view.fill((0, 0, 0))
        view.blit(plain, (10, 10))
        view.blit(plain, (600, 600) if moved else (500, 500))

    moved = False
    first = damage.Frame(w)
    scene(first.view(Canvas(w, K, (1280, 720))))
    first.paint(None)
    plain.fill((255, 0, 0))                        # behind its back
    moved = True
    f = damage.Frame(w)
    scene(f.view(Canvas(w, K, (1280, 720))))
    with pytest.raises(damage.DamageMismatch):
        f.paint(first, check=True)


def test_damage_rectangles_never_overlap():
    rects = [pygame.Rect(0, 0, 100, 100), pygame.Rect(50, 50, 100, 100),
             pygame.Rect(300, 0, 10, 400), pygame.Rect(0, 300, 400, 10)]
    out = damage._merge(rects, pygame.Rect(0, 0, 1920, 1080))
    assert out is not None
    for i, a in enumerate(out):
        assert all(not a.colliderect(b) for b in out[i + 1:])
    covered = {(x, y) for r in out for x in range(r.x, r.right, 5) for y in range(r.y, r.bottom, 5)}
    for r in rects:
        assert (r.x, r.y) in covered or any(o.collidepoint(r.topleft) for o in out)


def test_a_large_damage_paints_the_whole_window():
    out = damage._merge([pygame.Rect(0, 0, 1900, 1000)], pygame.Rect(0, 0, 1920, 1080))
    assert out is None


# through the scene stack -------------------------------------------------------------------
def test_the_stack_paints_a_still_table_once_then_only_what_moves(app):
    from scenes.magecraft.table import MagecraftTable
    app.resize_window((1920, 1080))
    app.stack.push(MagecraftTable(app, players=2, seed=1), fade=False)
    for _ in range(3):
        app.frame()
    before = dict(damage.STATS)
    for _ in range(20):
        app.frame()
    partial = damage.STATS["partial"] - before["partial"]
    painted = damage.STATS["painted_px"] - before["painted_px"]
    window = damage.STATS["window_px"] - before["window_px"]
    assert partial >= 15, "a table at 1920x1080 is painted where it changed"
    assert painted < 0.5 * window


def test_a_1280x720_window_draws_every_frame_directly(app):
    from scenes.magecraft.table import MagecraftTable
    app.stack.push(MagecraftTable(app, players=2, seed=1), fade=False)
    before = damage.STATS["frames"]
    for _ in range(5):
        app.frame()
    assert damage.STATS["frames"] == before


def test_a_painted_frame_is_freed_without_the_collector():
    """The App collects the oldest generation only between scenes (app.collector): a
    frame kept alive by a cycle would hold every picture it drew (900 MB in three
    minutes of a 2560x1440 Melee)."""
    gc.disable()
    try:
        w = _window()
        f = damage.Frame(w)
        view = f.view(Canvas(w, K, (1280, 720)))
        _scene(view)
        f.paint(None)
        kept = weakref.ref(f)
        del f, view
        assert kept() is None
    finally:
        gc.enable()
