"""How the Arena battlefield is looked at (a part): its area on the screen (wider with
the log hidden), the camera (rotation, zoom, pan), the cached terrain, the level
overlay, the line-of-sight ruler and the fade of a rotation. A new game (or a restored
one) gets a new camera, turned so that your Planeswalker's side is nearest to you.

Reads: the table (the app's screen, whether it is on top, its record and seats) and the
drawn battle; asks the table to show a message (the ruler's hint)."""
from __future__ import annotations

import pygame

from app.ui import canvas
from app.ui.widgets import Button
from engines.arena.read import Battle
from scenes.arena import layout as L
from scenes.arena.table_face import ArenaFace
from scenes.arena.terrain import Terrain
from scenes.arena.view import Camera
from scenes.kit.parts import Part, TableActions


class BoardView(Part):
    def __init__(self, table: ArenaFace, acts: TableActions) -> None:
        self.table, self.acts = table, acts
        self.board_area = pygame.Rect(table.layout.board)
        self.cam: Camera | None = None
        self.terrain: Terrain | None = None
        self.overlay = False            # level numbers on every hex
        self.ruler_on = False           # the line-of-sight ruler (R held, or its button)
        self.ruler_from: int | None = None
        self.ruler_held = False         # ... while R is held down
        self.fade: list | None = None   # [the last frame's battlefield, alpha 0..1]
        self.fitted = True              # the whole battlefield fits (no zoom by hand)
        self.targets_key: tuple | None = None   # what the drop targets were made for
        vb = L.view_buttons(self.board_area)
        self.buttons = [
            Button(vb[0], "Q", lambda: self.rotate(-1), size=14, tooltip="Turn the view left"),
            Button(vb[1], "E", lambda: self.rotate(1), size=14, tooltip="Turn the view right"),
            Button(vb[2], "Levels", self.toggle_overlay, size=12),
            Button(vb[3], "Ruler", self.toggle_ruler, size=12),
            Button(vb[4], "Fit", self.fit_view, size=12)]
        self._record = None             # the game the camera was made for

    def camera(self) -> Camera:
        assert self.cam is not None, "the camera comes with the game's first view"
        return self.cam

    def ground(self) -> Terrain:
        assert self.terrain is not None, "the terrain comes with the game's first view"
        return self.terrain

    def changed(self) -> None:
        """The camera moved: the drop targets are made again."""
        self.targets_key = None

    # a new game ---------------------------------------------------------------------------
    def renew(self) -> None:
        """A new position (not from this game's record): a new camera at the next sync."""
        self._record = None

    def synced(self, shown) -> None:
        """The drawn battle caught up: a new game's (or restored game's) first view gets
        the terrain and a new camera."""
        record = self.table.record
        if record is self._record and self.cam is not None:
            return
        self._record = record
        board = Battle(shown).board
        if self.terrain is None or self.terrain.board is not board:
            self.terrain = Terrain(board)
        self.cam = Camera(board, self.board_area, self.home_rotation(shown))
        self.cam.fit_zoom()
        self.targets_key = None

    def home_rotation(self, shown) -> int:
        """Your Planeswalker's side of the battlefield nearest to you (at the foot of
        the view); before it is placed, the orange zone."""
        s = Battle(shown)
        b = s.board
        f = s.figures(s.planeswalker(self.table.seats.me))[0]
        h = s.hex_of(f)
        if h >= 0 and b.y[h] < sum(b.y) / b.n:
            return 3
        return 0

    # each frame -----------------------------------------------------------------------------
    def tick(self, dt: float) -> None:
        if self.fade is not None:
            self.fade[1] -= dt / 0.25
            if self.fade[1] <= 0:
                self.fade = None

    # the view's controls ------------------------------------------------------------------
    def rotate(self, step: int) -> None:
        """Turn the view by 60° (the old view fades out over the new one)."""
        app = self.table.app
        screen = getattr(app, "screen", None)
        if screen is not None and app.stack.top is self.table:
            self.fade = self._last_frame(screen)
        cam = self.camera()
        cam.rotate(step)
        if cam.pan == [0.0, 0.0] and self.fitted:
            cam.fit_zoom()                # the whole battlefield, turned, still fits
        self.targets_key = None

    def _last_frame(self, screen) -> list | None:
        """[the battlefield as the window shows it now, alpha 1]: its window pixels
        (the room's design units at the window's scale) kept as a picture of its design
        size; None when it cannot be read."""
        area = self.board_area
        display = getattr(self.table.app, "display", None)
        try:
            if display is None or display.is_logical:
                return [screen.subsurface(area).copy(), 1.0]
            r, k, _ = display.frame(True)
            real = pygame.Rect(r.x + round(area.x * k), r.y + round(area.y * k),
                               round(area.w * k), round(area.h * k))
            real = real.clip(screen.get_rect())
            return [canvas.wrap(screen.subsurface(real).copy(), k, area.size), 1.0]
        except (pygame.error, ValueError):
            return None

    def toggle_overlay(self) -> None:
        self.overlay = not self.overlay

    def toggle_ruler(self) -> None:
        self.ruler_on = not self.ruler_on
        self.ruler_from = None
        if self.ruler_on:
            self.acts.show_message("Ruler: click a figure or a space, then hover another "
                                   "(or hold R)", 3.0, hint=True)

    def ruler_off(self) -> None:
        self.ruler_on = self.ruler_held = False
        self.ruler_from = None

    def fit_view(self) -> None:
        self.fitted = True
        cam = self.camera()
        cam.reset()
        cam.fit_zoom()
        self.targets_key = None

    def zoom(self, step: int, about) -> None:
        if self.camera().zoom(step, about):
            self.targets_key = None
            self.fitted = False

    def pan(self, dx: float, dy: float) -> None:
        self.camera().drag(dx, dy)
        self.targets_key = None

    def widen(self, collapsed: bool) -> None:
        """Hiding the log gives its column to the battlefield."""
        layout = self.table.layout
        self.board_area = pygame.Rect(layout.board_wide if collapsed else layout.board)
        self.table.log.full_rect = pygame.Rect(layout.log)
        if self.cam is not None:
            self.cam.area = pygame.Rect(self.board_area)
            self.cam.clamp()
        for b, r in zip(self.buttons, L.view_buttons(self.board_area)):
            b.rect = r
        self.targets_key = None

    def laid_out(self) -> None:
        """The table's room changed (the window did): the battlefield takes its new
        area; a view fitted to the old one is fitted to the new one (bigger hexes in a
        bigger room), one zoomed or panned by hand keeps its zoom."""
        self.widen(self.table.log.collapsed)
        cam = self.cam
        if cam is not None and self.fitted and cam.pan == [0.0, 0.0]:
            cam.fit_zoom()
        self.fade = None                  # a picture of the old battlefield
