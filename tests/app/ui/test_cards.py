import pygame

from app.ui import palette
from app.ui.cards import (CardFaceCache, CardView, HoverHold, ZoomView, draw_card_back,
                          draw_card_frame, draw_zoom)


def make_cache():
    calls = []

    def draw(key, size):
        calls.append((key, size))
        s = draw_card_frame(size).copy()
        return s

    return CardFaceCache(draw), calls


def test_face_cache_returns_same_surface():
    cache, calls = make_cache()
    a = cache.get("red-7", (80, 112))
    assert cache.get("red-7", (80, 112)) is a
    assert cache.get("red-7", (160, 224)) is not a
    assert len(calls) == 2


def test_rotations_cached_to_two_degrees():
    cache, _ = make_cache()
    r1 = cache.rotated("k", (80, 112), 10.2)
    assert cache.rotated("k", (80, 112), 9.8) is r1
    assert cache.rotated("k", (80, 112), 0) is cache.get("k", (80, 112))
    assert cache.rotated("k", (80, 112), 30) is not r1


def test_invalidate():
    cache, calls = make_cache()
    cache.get("a", (10, 10))
    cache.invalidate("a")
    cache.get("a", (10, 10))
    assert len(calls) == 2


def test_frames_and_backs_cached():
    assert draw_card_back((90, 126), (70, 60, 140)) is draw_card_back((90, 126), (70, 60, 140))
    assert draw_card_frame((90, 126)) is draw_card_frame((90, 126))
    assert draw_card_frame((90, 126), inner=None).get_size() == (90, 126)


def test_hover_lift():
    view = CardView(lift=18, duration=0.1)
    view.set_hover("a")
    for _ in range(10):
        view.update(1 / 60)
    assert view.offset("a") == -18 and view.offset("b") == 0
    view.set_hover(None)
    for _ in range(10):
        view.update(1 / 60)
    assert view.offset("a") == 0


def test_hover_hold():
    hh = HoverHold(0.6)
    assert hh.update(0.3, "a") is None
    assert hh.update(0.2, "a") is None
    assert hh.update(0.2, "a") == "a"
    assert hh.update(0.1, "b") is None
    assert hh.update(0.1, None) is None


def test_zoom_stays_on_screen():
    screen = pygame.Surface((1280, 720))
    face = draw_card_back((250, 350), palette.SUITS["red"]["fill"])
    area = draw_zoom(screen, face, "Red Sword", "Play it on red or on a sword. " * 8, (1250, 700))
    assert screen.get_rect().contains(area)
    area = ZoomView().draw_zoom(screen, face, "X", "", (10, 10))
    assert screen.get_rect().contains(area)
