"""The kit's overlays over a table at every window size (issue 22): the tutorial's end
panel, the game-over screen (the kit's, Arena's, Mabinogi's), Magi's round scoreboard,
a builder's Load overlay and the pile browser are native. Over a legacy table they are
drawn at the window's real pixels: nothing cut off, no text over another or over a
button's edge (the kit's TextWatch), the panel and its buttons whole in the window, text
that grows with the window, and a click by mouse on their buttons lands at 1920x1080."""
from __future__ import annotations

from types import SimpleNamespace

import pygame
import pytest

from app.scene import Scene
from tests.scenes.kit.tables import new_table
from tests.scenes.kit.textfit import TextWatch
from tests.scenes.shell_helpers import click, motion

SIZES = [(1024, 576), (1280, 720), (1920, 1080), (2560, 1080), (3840, 2160)]
LONG = "Bram the Long-Named Wanderer of the Northern Marches"


class Backdrop(Scene):
    """A legacy scene below the overlays (drawn on the 1280x720 canvas)."""

    def draw(self, surface) -> None:
        surface.fill((30, 60, 40))


def _tutorial():
    return SimpleNamespace(game_key="arena", TS=SimpleNamespace(
        COMPLETE="You have played a whole turn: moved your figures, attacked and scored "
                 "on the battlefield. The real game works the same way."),
        end_centre=(505, 330), end_free_game={"armies": ["chandra", "nissa"]},
        end_free_label="Free Duel vs Easy")


def _overlays(app, calls: list):
    """(name, overlay, its buttons) for every converted overlay."""
    from scenes.arena import builder as ab
    from scenes.arena.game_over import game_over_class
    from scenes.kit.builder.load import LoadEntryOverlay
    from scenes.kit.game_over import GameOverScene
    from scenes.kit.pile_browser import PileBrowser
    from scenes.kit.tutorial_end import TutorialComplete
    from scenes.mabinogi.builder_load import LoadDeckOverlay
    from scenes.mabinogi.game_over import MabinogiGameOver
    from scenes.magi.scoreboard import RoundScoreboard
    from scenes.magi.table import card_face
    t = TutorialComplete(app, _tutorial())
    yield "tutorial end", t, t.buttons
    rows = [[3, 10, 5, 1, 0], [5, 20, 7, 2, 9], [12, 4, 9, 3, 3], [30, 8, 2, 4, 1]]
    names = ["You", LONG, "Cora", "Dun", "Eve"]
    g = GameOverScene(app, names, [50, 42, 23, 10, 13], [3], rows, 100, 0, auto=True,
                      on_menu=lambda: calls.append("menu"))
    yield "game over", g, [g.again, g.menu]
    arena = game_over_class("melee", "Cora wins on points: 9 to 7 on the purple spaces "
                            "after turn 8. Knocked out: Bram.")
    a = arena(app, ["You", LONG, "Cora"], [7, 5, 9], [2], [[1, 0, 2], [2, 1, 3]], 0, 0)
    yield "arena game over", a, [a.again, a.menu]
    b = MabinogiGameOver(app, ["Ailill", "Morrigan"], [17, 0], [0],
                         [[20, 20], [0, -3], [-2, -4], [0, -5], [-1, -8]], 0, 0)
    yield "mabinogi game over", b, [b.again, b.menu]
    s = RoundScoreboard(app, [LONG, "Bram", "Cora", "Dun", "Eve", "Fay"],
                        [0, 12, 4, 30, 999, 1], [10, 40, 22, 55, 1023, 3], 3, 0, 100,
                        auto=True)
    yield "scoreboard", s, [s.button]
    load = LoadEntryOverlay(app, lambda e: calls.append(e["name"]), ab.SPEC)
    yield "arena load", load, [load.cancel] + [r for r, _ in load.rows()
                                               if load.list_rect.contains(r)]
    deck = LoadDeckOverlay(app, lambda e: None)
    yield "mabinogi load", deck, [deck.cancel] + [r for r, _ in deck.rows()
                                                  if deck.list_rect.contains(r)]
    cards = [(c, f"Card {c} " + "with a long name " * (c % 3), f"cost {c % 5}")
             for c in range(1, 15)]
    p = PileBrowser(app, f"{LONG}'s discard pile: 14 cards", cards, card_face)
    yield "pile", p, p.buttons + [p.row_rect(i) for i in p.shown]


def _rect(part) -> pygame.Rect:
    return pygame.Rect(getattr(part, "rect", part))


@pytest.mark.parametrize("size,ui", [(s, 1.0) for s in SIZES] + [((1280, 720), 1.5),
                                                                 ((1920, 1080), 1.5),
                                                                 ((1024, 576), 0.8)],
                         ids=lambda v: f"{v[0]}x{v[1]}" if isinstance(v, tuple) else f"ui{v}")
def test_every_overlay_fits_the_window_over_a_legacy_table(app, monkeypatch, size, ui):
    app.resize_window(size)
    app.set_ui_scale(ui)
    watch = TextWatch(monkeypatch)
    app.stack.clear_to(Backdrop(app))
    for name, scene, parts in _overlays(app, []):
        assert scene.native, name
        app.stack.push(scene, fade=False)
        screen = watch.screen(size)
        app.stack.draw(screen.real)
        window = screen.get_rect()
        assert window.contains(scene.rect), (name, size, scene.rect)
        rects = [_rect(p) for p in parts]
        for r in rects:
            assert scene.rect.contains(r), (name, size, r, scene.rect)
        problems = watch.problems(screen, scene.rect, rects, f"{name} at {size} ui {ui}")
        assert not problems, problems[:5]
        # drawn at the window's pixels: the texts land on the window itself
        assert any(watch.is_text(s) for s, _, _ in screen.real.blits), name
        app.stack.pop(fade=False)
        watch.surfaces.clear()
        watch.texts.clear()


def _tallest_text(watch, screen) -> int:
    return max(r.h for s, r, _ in screen.real.blits if watch.is_text(s))


def test_the_overlays_text_grows_with_the_window(app, monkeypatch):
    """The tallest text each overlay draws on the window (its headline), measured in
    pixels: taller in every bigger window, about three times as tall at 3840x2160 as at
    1024x576 (rendered at the window's pixels, not the 1280x720 picture stretched)."""
    heights: dict[str, list[int]] = {}
    for size in [(1024, 576), (1280, 720), (1920, 1080), (3840, 2160)]:
        app.resize_window(size)
        watch = TextWatch(monkeypatch)
        app.stack.clear_to(Backdrop(app))
        for name, scene, _ in _overlays(app, []):
            app.stack.push(scene, fade=False)
            screen = watch.screen(size)
            app.stack.draw(screen.real)
            heights.setdefault(name, []).append(_tallest_text(watch, screen))
            app.stack.pop(fade=False)
        monkeypatch.undo()
    for name, hs in heights.items():
        assert hs == sorted(hs) and len(set(hs)) == len(hs), (name, hs)
        assert hs[-1] >= 3 * hs[0] * 0.85, (name, hs)


def test_a_resize_lays_an_open_overlay_out_again(app):
    """The window changes under an open overlay: it follows (its panel in the middle of
    the new window, its buttons inside the panel)."""
    from scenes.kit.game_over import GameOverScene
    app.stack.clear_to(Backdrop(app))
    over = app.stack.push(GameOverScene(app, ["You", "Bram"], [3, 9], [0], [[3, 9]], 50,
                                        0), fade=False)
    small = over.rect.size
    app.resize_window((2560, 1440))
    assert over.rect.center == (1280, 720) and over.rect.w == 2 * small[0]
    assert over.rect.contains(over.menu.rect) and over.chart.get_width() == 2 * 520


def _legacy_table(app):
    t = new_table(app, "magi", players=3)
    assert not t.native
    return t


def _click(app, part) -> None:
    pos = _rect(part).center
    app.frame([motion(pos)])
    click(app, pos)


def test_clicks_land_on_the_overlays_buttons_at_1920x1080(app):
    """Over a legacy table in a 1920x1080 window, a click by mouse (window pixels) on
    each overlay's button does what the button says."""
    from scenes.arena import builder as ab
    from scenes.kit.builder.load import LoadEntryOverlay
    from scenes.kit.game_over import GameOverScene
    from scenes.kit.pile_browser import PileBrowser
    from scenes.kit.tutorial_end import TutorialComplete
    from scenes.magi.scoreboard import RoundScoreboard
    from scenes.magi.table import card_face
    app.resize_window((1920, 1080))
    calls: list = []
    table = _legacy_table(app)

    over = app.stack.push(GameOverScene(app, ["You", "Bram"], [3, 9], [0], [[3, 9]], 50, 0,
                                        on_menu=lambda: calls.append("menu")), fade=False)
    _click(app, over.menu)
    assert calls == ["menu"] and app.stack.top is table

    board = app.stack.push(RoundScoreboard(app, ["You", "Bram", "Cora"], [0, 4, 9],
                                           [0, 4, 9], 1, 0, 50,
                                           on_close=lambda: calls.append("next")),
                           fade=False)
    _click(app, board.button)
    assert calls[-1] == "next" and app.stack.top is table

    pile = app.stack.push(PileBrowser(app, "Discard pile", [(1, "One"), (2, "Two")],
                                      card_face), fade=False)
    app.frame([motion(pile.row_rect(1).center)])
    assert pile.hover == 1 and pile.previewed == 1
    _click(app, pile.close_button)
    assert pile.closed and app.stack.top is table

    load = app.stack.push(LoadEntryOverlay(app, lambda e: calls.append(e["name"]), ab.SPEC),
                          fade=False)
    rect, entry = load.rows()[1]
    _click(app, rect)
    assert calls[-1] == entry["name"] and app.stack.top is table
    load = app.stack.push(LoadEntryOverlay(app, lambda e: calls.append("chosen"), ab.SPEC),
                          fade=False)
    _click(app, load.cancel)
    assert app.stack.top is table and calls[-1] != "chosen"

    end = app.stack.push(TutorialComplete(app, _tutorial()), fade=False)
    _click(app, end.menu_button)
    from scenes.menu import MenuScene
    assert isinstance(app.stack.top, MenuScene)
