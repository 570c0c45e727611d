"""Scenes and the scene stack.

A *legacy* scene (``native = False``, the default) lays itself out on the 1280x720 design
grid and reacts to events whose positions are in design pixels: the stack maps mouse
positions from the window, and hands the scene a canvas (app.ui.canvas) over the
window's letterbox that draws its design units at the window's real pixels (text
rendered at its real size, lines and shapes drawn at it: nothing stretched). At exactly
1280x720 a design pixel is a real one. A *native* scene draws straight onto the window at
its real pixels and lays itself out from the App's display (app/ui/display.py), again in
``on_resize`` when the window changes size. Overlays (pause menu, pop-ups, tutorial
call-outs) set ``overlay = True``: the scenes below are drawn first. Input goes to the
top scene first and falls through to the one below only if ``handle`` returns False
and the top scene is an overlay that lets input through (``modal = False``).
"""
from __future__ import annotations

import os
import weakref
from typing import cast

import pygame

FADE_SECONDS = 0.18
_STRICT = bool(os.environ.get("MAGETABLE_STRICT_DRAW"))
_NO_DAMAGE = bool(os.environ.get("MAGETABLE_FULL_FRAMES"))   # every frame painted in full


class Scene:
    native = False       # draws at the window's real pixels (else on the 1280x720 canvas)
    fills_room = False   # a legacy scene laid out for the window's room (Display.room:
    #                      the design grid grown to the window's aspect), else 1280x720
    overlay = False      # draw the scene below first
    modal = True         # an overlay that swallows all input, even what it does not use
    updates_below = False  # keep updating the scene below (e.g. AI thinking under a pop-up)

    def __init__(self, app) -> None:
        self.app = app

    # life cycle
    def enter(self) -> None:
        """Called when the scene becomes part of the stack."""

    def exit(self) -> None:
        """Called when the scene leaves the stack."""

    def resume(self) -> None:
        """Called when the scene is on top again after an overlay was popped."""

    def on_resize(self) -> None:
        """Called when the window's size or the UI scale changed: a native scene lays
        itself out again (a legacy one keeps its 1280x720 canvas)."""

    # frame
    def handle(self, event: pygame.event.Event) -> bool:
        """Return True if the event was used."""
        return False

    def update(self, dt: float) -> None:
        pass

    def draw(self, surface: pygame.Surface) -> None:
        pass


class SceneStack:
    def __init__(self, display=None) -> None:
        self.display = display    # app.ui.display.Display, or None: everything 1280x720
        self._canvas: pygame.Surface | None = None
        self._clear_canvas: pygame.Surface | None = None
        self.scenes: list[Scene] = []
        self._fade = 0.0          # remaining fade-in time of the top scene
        self._fade_surface: pygame.Surface | None = None
        self._soft: weakref.WeakSet = weakref.WeakSet()   # legacy scenes drawn stretched
        self._broken: weakref.WeakSet = weakref.WeakSet()  # ... and failing even so
        self._last_frame = None   # the last frame recorded (app.ui.damage), to compare
        self._frames = 0
        self.sync_scale()

    @property
    def top(self) -> Scene | None:
        return self.scenes[-1] if self.scenes else None

    def push(self, scene: Scene, fade: bool = True) -> Scene:
        self.scenes.append(scene)
        with self._context(scene):
            if scene.native and self.design_scale() != 1.0:
                scene.on_resize()   # built at the design scale: laid out again in real pixels
            scene.enter()
        if fade and not scene.overlay:
            self._fade = FADE_SECONDS
        return scene

    def pop(self, fade: bool = True) -> Scene | None:
        if not self.scenes:
            return None
        scene = self.scenes.pop()
        with self._context(scene):
            scene.exit()
        if self.scenes:
            with self._context(self.scenes[-1]):
                self.scenes[-1].resume()
            if fade and not scene.overlay:
                self._fade = FADE_SECONDS
        return scene

    def remove(self, scene: Scene, fade: bool = True) -> bool:
        """Take ``scene`` out of the stack wherever it stands (popped when on top, else
        lifted out from under the overlays above it). False when it was not there."""
        if scene not in self.scenes:
            return False
        if self.top is scene:
            self.pop(fade)
        else:
            self.scenes.remove(scene)
            scene.exit()
        return True

    def remove_above(self, scene: Scene) -> None:
        """Take every scene above ``scene`` away, the top first, each told it is closed
        (a restart or a forfeit takes the dialogs left over its table with the game)."""
        if scene not in self.scenes:
            return
        for above in self.scenes[self.scenes.index(scene) + 1:][::-1]:
            if hasattr(above, "closed"):
                above.closed = True
            self.remove(above, fade=False)

    @property
    def depth(self) -> int:
        """How many scenes the stack holds (a mark for :meth:`lift_above`)."""
        return len(self.scenes)

    def lift_above(self, depth: int) -> list[Scene]:
        """Take out every scene above the first ``depth`` without calling their ``exit``
        or the new top's ``resume`` (undoing a push that failed half way): returns them,
        the top one first, for the caller to let go."""
        lifted = self.scenes[depth:][::-1]
        del self.scenes[depth:]
        return lifted

    def replace(self, scene: Scene, fade: bool = True) -> Scene:
        if self.scenes:
            self.scenes.pop().exit()
        return self.push(scene, fade)

    def clear_to(self, scene: Scene) -> Scene:
        """Empty the stack and start again from ``scene`` (e.g. quit to menu)."""
        while self.scenes:
            self.scenes.pop().exit()
        return self.push(scene)

    def sync_scale(self) -> None:
        """Surfaces made outside any scene's turn are made at the window's design scale."""
        from app.ui import canvas
        canvas.set_default(self.design_scale())

    def resized(self) -> None:
        """The window changed size (or the UI scale did): every scene hears of it."""
        self.sync_scale()
        for scene in list(self.scenes):
            with self._context(scene):
                scene.on_resize()

    def handle(self, event: pygame.event.Event) -> bool:
        for scene in reversed(self.scenes):
            with self._context(scene):
                if scene.handle(self._event_for(scene, event)):
                    return True
            if not scene.overlay or scene.modal:
                return False
        return False

    def _event_for(self, scene: Scene, event):
        """``event`` with its mouse position in the scene's pixels: a legacy scene's
        in canvas pixels (unless the window is the canvas)."""
        d = self.display
        if scene.native or d is None or d.is_logical or not hasattr(event, "pos") \
                or event.type not in _MOUSE_EVENTS:
            return event
        attrs = dict(event.dict)
        room = bool(scene.fills_room)
        attrs["pos"] = d.to_canvas(event.pos, room)
        if "rel" in attrs:
            k = 1 / d.design_k
            attrs["rel"] = (int(round(attrs["rel"][0] * k)), int(round(attrs["rel"][1] * k)))
        return pygame.event.Event(event.type, attrs)

    def _context(self, scene: Scene):
        return _Context(self.display, scene.native,
                        None if scene.native else self.design_scale(scene),
                        bool(scene.fills_room) and not scene.native)

    def design_scale(self, scene: Scene | None = None) -> float:
        """The scale a legacy scene draws its 1280x720 design at: the window's real
        pixels (app.ui.canvas), or 1 when it falls back to a stretched canvas."""
        d = self.display
        if d is None or d.is_logical or (scene is not None and scene in self._soft):
            return 1.0
        return d.design_k

    def update(self, dt: float) -> None:
        if self._fade > 0:
            self._fade = max(0.0, self._fade - dt)
        if not self.scenes:
            return
        # the top scene, plus those below it that ask to keep running
        active = [self.scenes[-1]]
        for scene in reversed(self.scenes[:-1]):
            if not active[-1].overlay or not active[-1].updates_below:
                break
            active.append(scene)
        for scene in reversed(active):
            with self._context(scene):
                scene.update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        if not self.scenes:
            surface.fill((0, 0, 0))
            return
        start = len(self.scenes) - 1
        while start > 0 and self.scenes[start].overlay:
            start -= 1
        self._compose(surface, self.scenes[start:])
        if self._fade > 0:
            if self._fade_surface is None or self._fade_surface.get_size() != surface.get_size():
                self._fade_surface = pygame.Surface(surface.get_size())
                self._fade_surface.fill((0, 0, 0))
            self._fade_surface.set_alpha(int(255 * self._fade / FADE_SECONDS))
            surface.blit(self._fade_surface, (0, 0))

    # composing legacy and native scenes ------------------------------------------------
    def _compose(self, surface: pygame.Surface, shown: list[Scene]) -> None:
        """Native scenes draw on the window; a legacy scene draws its design (1280x720,
        or the window's room) on a canvas over its place in the window (app.ui.canvas),
        at the window's real pixels. A legacy scene whose drawing failed on such a
        canvas (it kept a plain picture it draws into: a table open while the window
        left 1280x720) is drawn from then on on a bitmap of its design scaled into the
        window, soft but whole; tests set MAGETABLE_STRICT_DRAW to see the error.

        In a window larger or smaller than the design, a frame of legacy scenes only is
        recorded and painted where it differs from the last (app.ui.damage)."""
        from app.ui.canvas import Canvas
        frame = self._recording(surface, shown)
        window = None
        for i, scene in enumerate(shown):
            if scene.native:        # real pixels (a canvas at 1 takes any surface made)
                window = window or Canvas(surface, 1.0, surface.get_size())
                with self._context(scene):
                    scene.draw(cast(pygame.Surface, window))   # a canvas passes for one
            elif scene in self._soft or not self._draw_real(surface, scene, i == 0, frame):
                if frame is not None:
                    frame.play_direct()
                with self._context(scene):                    # (the soft scale: 1)
                    self._draw_soft(surface, scene, i == 0)
        if frame is not None:
            from app.ui.damage import FULL_EVERY
            self._frames += 1
            frame.paint(self._last_frame, full=self._frames % FULL_EVERY == 0)
        self._last_frame = frame if frame is not None and not frame.direct else None

    def _recording(self, surface: pygame.Surface, shown: list[Scene]):
        """A frame to record (app.ui.damage), or None: this frame is drawn directly
        (a 1280x720 window, a native scene or a fallback one shown, a fade)."""
        d = self.display
        if d is None or d.is_logical or surface.get_size() == (1280, 720) or _NO_DAMAGE \
                or self._fade > 0 or any(s.native or s in self._soft for s in shown):
            return None
        from app.ui.damage import Frame
        return Frame(surface)

    def _draw_real(self, surface: pygame.Surface, scene: Scene, base: bool,
                   frame=None) -> bool:
        """A legacy scene drawn at real pixels; False (the scene marked soft) when its
        drawing failed on the canvas."""
        with self._context(scene):
            try:
                view = self._view(surface, base, scene.fills_room)
                if frame is not None:
                    view = frame.view(view)
                scene.draw(cast(pygame.Surface, view))
                return True
            except (TypeError, ValueError, AttributeError, pygame.error):
                if _STRICT or self.display is None:
                    raise
                import logging
                logging.getLogger(__name__).exception(
                    "%s cannot draw at real pixels; drawn scaled", type(scene).__name__)
                self._soft.add(scene)
                return False

    def _view(self, surface: pygame.Surface, base: bool, room: bool = False):
        """The scene's design (1280x720, or the window's room) as a canvas at the
        window's real pixels, over its place in the window (the window's bars around it
        black, under the bottom scene)."""
        from app.ui.canvas import Canvas
        d = self.display
        if d is None or d.is_logical or surface.get_size() == (1280, 720):
            return Canvas(surface, 1.0, surface.get_size())
        rect, k, size = d.frame(room)
        r = rect.clip(surface.get_rect())
        if base and r.size != surface.get_size():
            _letterbox(surface, r)
        return Canvas(surface.subsurface(r), k, size)

    def _draw_soft(self, surface: pygame.Surface, scene: Scene, base: bool) -> None:
        """The fallback: the scene's design drawn on a bitmap of its size, scaled into
        its place in the window."""
        from app.ui.canvas import Canvas
        d = self.display
        rect, _, size = (d.frame(scene.fills_room) if d is not None and not d.is_logical
                         else (surface.get_rect(), 1.0, surface.get_size()))
        canvas = self._bitmap(size, base)
        try:
            scene.draw(cast(pygame.Surface, Canvas(canvas, 1.0, size)))
        except (TypeError, ValueError, AttributeError, pygame.error):
            if _STRICT:
                raise
            # a picture the scene keeps is of the wrong kind: what was drawn is shown,
            # and the game goes on (the log says it once)
            if scene not in self._broken:
                import logging
                logging.getLogger(__name__).exception("%s cannot draw", type(scene).__name__)
                self._broken.add(scene)
        if base and rect.size != surface.get_size():
            surface.fill((0, 0, 0))             # the letterbox
        shown = canvas if rect.size == size else pygame.transform.smoothscale(canvas, rect.size)
        surface.blit(shown, rect.topleft)

    def _bitmap(self, size, base: bool) -> pygame.Surface:
        """The fallback's bitmap (opaque under everything, else transparent), made
        again only when its size changes."""
        size = (int(size[0]), int(size[1]))
        kept = self._canvas if base else self._clear_canvas
        if kept is None or kept.get_size() != size:
            kept = pygame.Surface(size) if base else pygame.Surface(size, pygame.SRCALPHA)
            if base:
                self._canvas = kept
            else:
                self._clear_canvas = kept
        if not base:
            kept.fill((0, 0, 0, 0))
        return kept


def _letterbox(surface: pygame.Surface, inner: pygame.Rect) -> None:
    """The window black around ``inner`` (what is inside is the scene's to paint)."""
    w, h = surface.get_size()
    for bar in ((0, 0, w, inner.y), (0, inner.bottom, w, h - inner.bottom),
                (0, inner.y, inner.x, inner.h), (inner.right, inner.y, w - inner.right, inner.h)):
        if bar[2] > 0 and bar[3] > 0:
            surface.fill((0, 0, 0), bar)


_MOUSE_EVENTS = (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP)


class _Context:
    """While a scene is handled, updated or drawn, the display knows whether it is
    native (app.ui.display.mouse_pos answers in its pixels), and the surfaces made are
    at its drawing scale (app.ui.canvas: none for a native scene)."""

    def __init__(self, display, native: bool, k: float | None = None,
                 room: bool = False) -> None:
        self.display, self.native, self.k, self.room = display, native, k, room

    def __enter__(self) -> None:
        from app.ui import canvas
        self.scaled = canvas.scaled(self.k)
        self.scaled.__enter__()
        if self.display is not None:
            self.previous = (self.display.native_context, self.display.room_context)
            self.display.native_context = self.native
            self.display.room_context = self.room

    def __exit__(self, *exc) -> None:
        if self.display is not None:
            self.display.native_context, self.display.room_context = self.previous
        self.scaled.__exit__(*exc)
