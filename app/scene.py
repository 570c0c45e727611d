"""Scenes and the scene stack.

A scene draws itself on the 1280x720 logical surface and reacts to events whose
positions are already in logical pixels. Overlays (pause menu, pop-ups, tutorial
call-outs) set ``overlay = True``: the scenes below are drawn first. Input goes to the
top scene first and falls through to the one below only if ``handle`` returns False
and the top scene is an overlay that lets input through (``modal = False``).
"""
from __future__ import annotations

import pygame

FADE_SECONDS = 0.18


class Scene:
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

    # frame
    def handle(self, event: pygame.event.Event) -> bool:
        """Return True if the event was used."""
        return False

    def update(self, dt: float) -> None:
        pass

    def draw(self, surface: pygame.Surface) -> None:
        pass


class SceneStack:
    def __init__(self) -> None:
        self.scenes: list[Scene] = []
        self._fade = 0.0          # remaining fade-in time of the top scene
        self._fade_surface: pygame.Surface | None = None

    @property
    def top(self) -> Scene | None:
        return self.scenes[-1] if self.scenes else None

    def push(self, scene: Scene, fade: bool = True) -> Scene:
        self.scenes.append(scene)
        scene.enter()
        if fade and not scene.overlay:
            self._fade = FADE_SECONDS
        return scene

    def pop(self, fade: bool = True) -> Scene | None:
        if not self.scenes:
            return None
        scene = self.scenes.pop()
        scene.exit()
        if self.scenes:
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

    def handle(self, event: pygame.event.Event) -> bool:
        for scene in reversed(self.scenes):
            if scene.handle(event):
                return True
            if not scene.overlay or scene.modal:
                return False
        return False

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
            scene.update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        if not self.scenes:
            surface.fill((0, 0, 0))
            return
        start = len(self.scenes) - 1
        while start > 0 and self.scenes[start].overlay:
            start -= 1
        for scene in self.scenes[start:]:
            scene.draw(surface)
        if self._fade > 0:
            if self._fade_surface is None or self._fade_surface.get_size() != surface.get_size():
                self._fade_surface = pygame.Surface(surface.get_size())
                self._fade_surface.fill((0, 0, 0))
            self._fade_surface.set_alpha(int(255 * self._fade / FADE_SECONDS))
            surface.blit(self._fade_surface, (0, 0))
