"""The real-pixel renderer of the 1280x720 design grid (app.ui.canvas, app.ui.draw):
design units in, real pixels out, text rendered at its real size (issue 22)."""
from __future__ import annotations

import pygame

from app.ui import canvas, draw, text
from app.ui.canvas import Canvas
from app.ui.surface_cache import SHARED, cached


def _opaque_rows(surface: pygame.Surface) -> int:
    """How many rows of ``surface`` hold a pixel that is not black."""
    w, h = surface.get_size()
    return sum(1 for y in range(h) if any(surface.get_at((x, y))[:3] != (0, 0, 0)
                                          for x in range(0, w)))


def test_design_rectangles_land_on_the_scaled_real_pixels():
    real = pygame.Surface((300, 150))
    c = Canvas(real, 1.5, (200, 100))
    assert c.get_size() == (200, 100) and c.get_rect(center=(0, 0)).topleft == (-100, -50)
    draw.rect(c, (255, 0, 0), (10, 10, 20, 20))
    assert real.get_at((15, 15))[:3] == (255, 0, 0)          # 10 * 1.5
    assert real.get_at((44, 44))[:3] == (255, 0, 0)          # 30 * 1.5 - 1
    assert real.get_at((45, 45))[:3] == (0, 0, 0)
    assert real.get_at((14, 14))[:3] == (0, 0, 0)
    c.fill((0, 255, 0), (100, 50, 10, 10))
    assert real.get_at((150, 75))[:3] == (0, 255, 0)


def test_touching_design_rectangles_touch_in_real_pixels():
    """Edges are scaled, not sizes: two boxes side by side leave no seam and no overlap."""
    real = pygame.Surface((400, 40))
    c = Canvas(real, 4 / 3, (300, 30))
    for x in range(0, 300, 7):
        c.fill((255, 255, 255) if (x // 7) % 2 else (255, 0, 0), (x, 0, 7, 30))
    row = [real.get_at((x, 10))[:3] for x in range(400)]
    assert (0, 0, 0) not in row


def test_lines_and_circles_take_design_widths_and_radii():
    real = pygame.Surface((200, 200))
    c = Canvas(real, 2.0, (100, 100))
    draw.circle(c, (255, 255, 255), (50, 50), 10)
    assert real.get_at((100, 100 - 19))[:3] == (255, 255, 255)     # radius 20 real
    assert real.get_at((100, 100 - 22))[:3] == (0, 0, 0)
    draw.line(c, (0, 0, 255), (0, 10), (100, 10), 2)
    assert sum(1 for y in range(10, 30) if real.get_at((5, y))[:3] == (0, 0, 255)) == 4


def test_text_is_rendered_at_its_real_size_not_stretched():
    """A glyph's measured height doubles at scale 2, and the text's design size stays
    the size layout code measured."""
    base = pygame.Surface((400, 100))
    big = pygame.Surface((800, 200))
    with canvas.scaled(1.0):
        small_img = text.render("Hg", 20)
    with canvas.scaled(2.0):
        big_img = text.render("Hg", 20)
    assert isinstance(big_img, Canvas) and big_img.k == 2.0
    assert big_img.get_size() == text.font(20).size("Hg")
    Canvas(base, 1.0).blit(small_img, (0, 0))
    Canvas(big, 2.0, (400, 100)).blit(big_img, (0, 0))
    h1, h2 = _opaque_rows(base), _opaque_rows(big)
    assert h1 > 5 and abs(h2 - 2 * h1) <= 2
    before = canvas.STATS["rescaled"]
    Canvas(big, 2.0, (400, 100)).blit(big_img, (10, 10))
    assert canvas.STATS["rescaled"] == before


def test_surfaces_made_while_a_design_scene_draws_are_canvases_at_its_scale():
    assert isinstance(canvas.new((10, 10)), pygame.Surface)          # outside: plain
    with canvas.scaled(1.5):
        s = canvas.new((10, 20), pygame.SRCALPHA)
        assert isinstance(s, Canvas) and s.real.get_size() == (15, 30) and s.get_size() == (10, 20)
        sub = s.subsurface((2, 2, 4, 4))
        assert sub.get_size() == (4, 4) and sub.real.get_size() == (6, 6)
        turned = canvas.rotate(s, 90)
        assert isinstance(turned, Canvas) and turned.get_size() == (20, 10)
    with canvas.scaled(None):
        assert isinstance(canvas.new((10, 10)), pygame.Surface)      # a native scene


def test_a_plain_surface_on_a_canvas_is_placed_right_and_counted():
    plain = pygame.Surface((10, 10))
    plain.fill((255, 0, 0))
    real = pygame.Surface((40, 40))
    before = canvas.STATS["rescaled"]
    Canvas(real, 2.0, (20, 20)).blit(plain, (5, 5))
    assert canvas.STATS["rescaled"] == before + 1
    assert real.get_at((10, 10))[:3] == (255, 0, 0) and real.get_at((29, 29))[:3] == (255, 0, 0)
    assert real.get_at((31, 31))[:3] == (0, 0, 0)


def test_the_shared_cache_keeps_one_picture_per_drawing_scale():
    calls = []

    @cached
    def box(n: int):
        calls.append(canvas.scale())
        return canvas.new((n, n))

    with canvas.scaled(1.0):
        a = box(4)
        assert box(4) is a
    with canvas.scaled(2.0):
        b = box(4)
    assert b is not a and b.real.get_size() == (8, 8) and calls == [1.0, 2.0]
    with canvas.scaled(2.0):
        SHARED.put("k", b)
        assert SHARED.get("k") is b
    with canvas.scaled(1.0):
        assert SHARED.get("k") is None


def test_text_at_real_size_never_runs_wider_than_the_width_it_was_fitted_to():
    """Hinting makes a font's width grow faster than its size at some scales: the real
    rendering keeps to the design width (scaled), at every scale a window gives."""
    labels = ["drag relic onto your Magi", "5 Powers/Relics/Spells", "Next step", "Wwwwwwwwwww"]
    for k in (0.8, 1.2, 1.5, 1.875, 2.0, 3.0):
        with canvas.scaled(k):
            for label in labels:
                for size in (10, 12, 13, 15, 17, 20):
                    img = text.render(label, size)
                    w = text.font(size).size(label)[0]
                    assert img.real.get_width() <= int(w * k) + 2, (label, size, k)


def test_a_blur_on_a_large_canvas_keeps_its_design_size_and_softness():
    with canvas.scaled(2.5):
        s = canvas.new((40, 40), pygame.SRCALPHA)
        draw.rect(s, (0, 0, 0, 255), (10, 10, 20, 20))
        b = canvas.gaussian_blur(s, 4)
    assert isinstance(b, Canvas) and b.get_size() == (40, 40) and b.real.get_size() == (100, 100)
    edge = [b.real.get_at((x, 50))[3] for x in range(0, 50)]
    assert edge[0] < 40 and edge[-1] > 200                      # soft from outside in
    assert all(edge[i] <= edge[i + 1] + 3 for i in range(len(edge) - 1))
