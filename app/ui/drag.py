"""One drag-and-drop controller for every game.

The scene tells the controller what can be picked up (``set_draggables``) and where
things can be dropped (``set_targets``), each frame or whenever its layout changes,
and asks the rules which targets are legal for a payload (``legal_targets``). The
controller does the rest:

* mouse-down on a draggable (the LAST one in the list that contains the point wins:
  list them bottom to top) and a move of more than ``threshold`` px picks it up;
  ``can_pick(payload)`` may refuse with a reason, shown next to the cursor;
* mouse-down and up without moving is a click: ``on_click(payload)`` (or
  ``on_double_click(payload)`` for a second click on the same key within
  ``double_click_time``), also recorded in ``last_click``;
* while held, the sprite follows the mouse (grab offset kept), tilts with its
  horizontal speed, is scaled 1.05 with a shadow; legal targets glow
  (``draw_targets``), the one under the cursor stronger;
* on release over a target, ``on_drop(payload, key)`` runs. ``None`` accepts the
  drop: the controller lets go (``drop_center`` holds where the card was released,
  for the scene's own landing animation). A string refuses it: the card snaps back
  (0.25 s, easeOutBack) and the string is shown near the cursor for ~3 s. A release
  over no target, or Escape, also snaps back.

While a card is lifted or snapping back, the scene must not draw it in place: skip
``key in controller.hidden_keys`` (``hidden_key`` is the main one).

Targets and draggables may be any shape: a ``pygame.Rect`` (cards), or a shape object
with ``contains(pos)``, ``bounds`` and ``glow(strong)`` such as :class:`PolygonShape`
(hexes, standees). The glow follows the shape's outline. ``preview(surface, payload,
key)`` (optional) is called while a payload is held, with the target under the cursor or
None: a scene draws a path, a line of sight or a cost there.

Frame order in a scene: ``handle(event)`` for each event, ``update(dt)``, draw the
table, ``draw_targets(surface)``, draw the cards (skipping hidden ones),
``draw_overlay(surface)`` last.
"""
from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any, Callable, Hashable

import pygame

from app.ui import canvas, draw, palette, sprites
from app.ui.surface_cache import SHARED, cached
from app.ui.tween import Tween, lerp_point
from app.ui.widgets import Tooltip

HELD_SCALE = 1.05
MAX_TILT = 8.0
SNAP_SECONDS = 0.25
MESSAGE_SECONDS = 3.0


class RectShape:
    """A rectangle target (the default for a ``pygame.Rect``)."""

    __slots__ = ("rect",)

    def __init__(self, rect) -> None:
        self.rect = pygame.Rect(rect)

    @property
    def bounds(self) -> pygame.Rect:
        return self.rect

    def contains(self, pos) -> bool:
        return self.rect.collidepoint(pos)

    def glow(self, strong: bool) -> tuple[pygame.Surface, tuple[int, int]]:
        """The glow surface and where to blit it."""
        return glow_outline(self.rect.size, strong=strong), (self.rect.x - 8, self.rect.y - 8)


class PolygonShape:
    """A polygon target or draggable (a hex tile, a standee's outline)."""

    __slots__ = ("points", "bounds")

    def __init__(self, points) -> None:
        self.points = [(float(x), float(y)) for x, y in points]
        xs = [p[0] for p in self.points]
        ys = [p[1] for p in self.points]
        self.bounds = pygame.Rect(math.floor(min(xs)), math.floor(min(ys)),
                                  math.ceil(max(xs) - min(xs)) + 1,
                                  math.ceil(max(ys) - min(ys)) + 1)

    def contains(self, pos) -> bool:
        """Point in polygon by ray casting (edges count as inside)."""
        x, y = pos
        if not self.bounds.collidepoint(x, y):
            return False
        inside = False
        pts = self.points
        j = len(pts) - 1
        for i in range(len(pts)):
            xi, yi = pts[i]
            xj, yj = pts[j]
            if (yi > y) != (yj > y) and x < (xj - xi) * (y - yi) / (yj - yi) + xi:
                inside = not inside
            j = i
        return inside

    def glow(self, strong: bool) -> tuple[pygame.Surface, tuple[int, int]]:
        ox, oy = self.bounds.x - 8, self.bounds.y - 8
        local = tuple((round(x - ox), round(y - oy)) for x, y in self.points)
        return polygon_glow(local, self.bounds.size, strong=strong), (ox, oy)


def as_shape(target):
    """A shape for ``target``: shapes pass through, rects and tuples become RectShape."""
    return target if hasattr(target, "contains") and hasattr(target, "bounds") \
        else RectShape(target)


@dataclass
class Draggable:
    key: Hashable
    rect: pygame.Rect
    surface: pygame.Surface | None
    payload: Any = None
    shape: Any = None            # a finer hit area than ``rect`` (a PolygonShape)

    def __post_init__(self) -> None:
        self.rect = pygame.Rect(self.rect)
        if self.payload is None:
            self.payload = self.key

    def contains(self, pos) -> bool:
        return self.shape.contains(pos) if self.shape is not None \
            else self.rect.collidepoint(pos)


class _Snap:
    """A refused card flying back to where it was picked up."""

    def __init__(self, item: Draggable, start, angle: float, scale: float) -> None:
        self.item = item
        self.start = start
        self.end = item.rect.center
        self.pos = start
        self.angle0, self.scale0 = angle, scale
        self.angle, self.scale = angle, scale
        self.tween = Tween(SNAP_SECONDS, self._set, ease="easeOutBack")

    def _set(self, t: float) -> None:
        self.pos = lerp_point(self.start, self.end, t)
        k = max(0.0, 1.0 - t)
        self.angle = self.angle0 * k
        self.scale = 1.0 + (self.scale0 - 1.0) * k


def glow_outline(size, colour=palette.LEGAL_GLOW, radius: int = 12,
                 pad: int = 8, strong: bool = False) -> pygame.Surface:
    """A soft glowing rounded outline around a ``size`` rect (cached; ``pad`` px of
    glow each side, so blit it at ``rect.inflate(2*pad, 2*pad).topleft``)."""
    key = ("glow", tuple(size), colour, radius, pad, strong)
    surf = SHARED.get(key)
    if surf is None:
        w, h = size
        surf = canvas.new((w + 2 * pad, h + 2 * pad), pygame.SRCALPHA)
        layers = pad
        for i in range(layers, 0, -1):
            a = int((150 if strong else 90) * (1 - i / (layers + 1)) ** 1.6)
            r = pygame.Rect(pad - i, pad - i, w + 2 * i, h + 2 * i)
            draw.rect(surf, (*colour, a), r, width=2, border_radius=radius + i)
        edge = pygame.Rect(pad, pad, w, h)
        draw.rect(surf, (*colour, 255 if strong else 210), edge,
                         width=3 if strong else 2, border_radius=radius)
        if strong:
            inner = canvas.new(edge.size, pygame.SRCALPHA)
            draw.rect(inner, (*colour, 40), inner.get_rect(), border_radius=radius)
            surf.blit(inner, edge.topleft)
        SHARED.put(key, surf)
    return surf


def polygon_glow(points, size, colour=palette.LEGAL_GLOW, pad: int = 8,
                 strong: bool = False) -> pygame.Surface:
    """A soft glowing outline of a polygon (``points`` relative to a ``size`` box, already
    offset by ``pad``); cached like :func:`glow_outline`."""
    key = ("poly", tuple(points), tuple(size), colour, pad, strong)
    surf = SHARED.get(key)
    if surf is None:
        w, h = size
        surf = canvas.new((w + 2 * pad, h + 2 * pad), pygame.SRCALPHA)
        for i in range(pad, 0, -2):
            a = int((150 if strong else 90) * (1 - i / (pad + 1)) ** 1.6)
            draw.polygon(surf, (*colour, a), points, width=2 + i)
        if strong:
            draw.polygon(surf, (*colour, 40), points)
        draw.polygon(surf, (*colour, 255 if strong else 210), points,
                            width=3 if strong else 2)
        SHARED.put(key, surf)
    return surf


class DragController:
    def __init__(self, on_drop: Callable[[Any, Hashable], str | None],
                 legal_targets: Callable[[Any], set],
                 can_pick: Callable[[Any], str | None] | None = None,
                 on_click: Callable[[Any], None] | None = None,
                 on_double_click: Callable[[Any], None] | None = None,
                 threshold: float = 6.0, double_click_time: float = 0.4,
                 preview: Callable[[pygame.Surface, Any, Hashable | None], None] | None = None
                 ) -> None:
        self.on_drop = on_drop
        self.legal_targets = legal_targets
        self.can_pick = can_pick
        self.on_click = on_click
        self.on_double_click = on_double_click
        self.threshold = threshold
        self.double_click_time = double_click_time
        self.preview = preview
        self.enabled = True
        self.draggables: list[Draggable] = []
        self.targets: dict[Hashable, pygame.Rect] = {}    # each target's bounds
        self.shapes: dict[Hashable, Any] = {}             # each target's shape
        self.time = 0.0
        self.mouse = (0, 0)
        self.hover_key: Hashable | None = None      # topmost draggable under the mouse
        self.last_click: Any = None                 # payload of the last click
        self.last_drop: tuple | None = None         # (payload, key) of the last accepted drop
        self.drop_center: tuple[float, float] | None = None
        self.message: str | None = None
        self.message_pos: tuple[int, int] = (0, 0)
        self.message_left = 0.0
        self.message_hint = False
        self._press: tuple[Draggable, tuple[int, int]] | None = None
        self._held: Draggable | None = None
        self._grab = (0, 0)             # mouse position minus the sprite's centre
        self._legal: set = set()
        self._tilt = 0.0
        self._vx = 0.0
        self._dx_acc = 0.0
        self._snaps: list[_Snap] = []
        self._last_click_key: Hashable | None = None
        self._last_click_time = -1e9
        self._tooltip = Tooltip(340)

    # layout ------------------------------------------------------------------------
    def set_draggables(self, items: list[Draggable]) -> None:
        """What may be picked up, bottom to top (the last one under the mouse wins)."""
        self.draggables = list(items)

    def set_targets(self, targets: dict) -> None:
        """Where things may be dropped: key -> a Rect or a shape (PolygonShape...)."""
        self.shapes = {k: as_shape(t) for k, t in targets.items()}
        self.targets = {k: pygame.Rect(shape.bounds) for k, shape in self.shapes.items()}

    # state -------------------------------------------------------------------------
    @property
    def dragging(self) -> Any:
        """The payload being dragged, or None."""
        return self._held.payload if self._held else None

    @property
    def hidden_key(self) -> Hashable | None:
        """The key of the draggable lifted (or snapping back): don't draw it in place."""
        if self._held:
            return self._held.key
        return self._snaps[-1].item.key if self._snaps else None

    @property
    def hidden_keys(self) -> set:
        keys = {s.item.key for s in self._snaps}
        if self._held:
            keys.add(self._held.key)
        return keys

    @property
    def busy(self) -> bool:
        return self._held is not None or bool(self._snaps)

    @property
    def legal(self) -> set:
        """Target keys lit for the card being dragged."""
        return set(self._legal) if self._held else set()

    @property
    def held_center(self) -> tuple[float, float] | None:
        if not self._held:
            return None
        return (self.mouse[0] - self._grab[0], self.mouse[1] - self._grab[1])

    def show_message(self, message: str, pos=None, seconds: float = MESSAGE_SECONDS,
                     hint: bool = False) -> None:
        """``message`` near ``pos`` for ``seconds``: a refusal (red edge) or a ``hint``
        (gold edge: "Skipped the animation — click again")."""
        self.message = message
        self.message_pos = tuple(pos) if pos is not None else self.mouse
        self.message_left = seconds
        self.message_hint = hint

    def cancel(self) -> None:
        """Drop any press; a lifted card snaps back."""
        self._press = None
        if self._held:
            self._snap_back()

    # input -------------------------------------------------------------------------
    def _item_at(self, pos) -> Draggable | None:
        for item in reversed(self.draggables):
            if item.contains(pos):
                return item
        return None

    def target_at(self, pos) -> Hashable | None:
        """The target under ``pos``; legal targets win where targets overlap."""
        found = None
        for key, shape in self.shapes.items():
            if shape.contains(pos):
                if key in self._legal:
                    return key
                found = found if found is not None else key
        return found

    def _drop_target(self) -> Hashable | None:
        key = self.target_at(self.mouse)
        if key is not None or not self._held:
            return key
        # forgiving: the legal target the card overlaps most (at least a third of it)
        held = self._held
        card = held.rect.copy()
        center = self.held_center
        if center is not None:
            card.center = (round(center[0]), round(center[1]))
        best, best_area = None, card.w * card.h / 3
        for key in self._legal:
            rect = self.targets.get(key)
            if rect is None:
                continue
            clip = card.clip(rect)
            if clip.w * clip.h > best_area:
                best, best_area = key, clip.w * clip.h
        return best

    def handle(self, event: pygame.event.Event) -> bool:
        """Feed one event; True if the controller used it."""
        if not self.enabled:
            return False
        et = event.type
        if et == pygame.MOUSEMOTION:
            self.mouse = event.pos
            if self._held:
                self._dx_acc += event.rel[0] if hasattr(event, "rel") else 0
                return True
            if self._press:
                item, down = self._press
                if math.dist(down, event.pos) > self.threshold:
                    self._start_drag(item, down)
                return True
            hover = self._item_at(event.pos)
            self.hover_key = hover.key if hover else None
            return False
        if et == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.mouse = event.pos
            if self._held:          # a second button-down while held: treat as release
                self._release()
                return True
            under = self._item_at(event.pos)
            if under is None:
                return False
            self._press = (under, tuple(event.pos))
            return True
        if et == pygame.MOUSEBUTTONUP and event.button == 1:
            self.mouse = event.pos
            if self._held:
                self._release()
                return True
            if self._press:
                item, _ = self._press
                self._press = None
                self._click(item)
                return True
            return False
        if et == pygame.KEYDOWN and event.key == pygame.K_ESCAPE and self._held:
            self.cancel()
            return True
        return False

    def _click(self, item: Draggable) -> None:
        double = (item.key == self._last_click_key
                  and self.time - self._last_click_time <= self.double_click_time)
        self.last_click = item.payload
        if double:
            self._last_click_key, self._last_click_time = None, -1e9
            if self.on_double_click:
                self.on_double_click(item.payload)
                return
        else:
            self._last_click_key, self._last_click_time = item.key, self.time
        if self.on_click:
            self.on_click(item.payload)

    def _start_drag(self, item: Draggable, down) -> None:
        self._press = None
        if self.can_pick:
            reason = self.can_pick(item.payload)
            if reason:
                self.show_message(reason, self.mouse)
                return
        self._held = item
        self._grab = (down[0] - item.rect.centerx, down[1] - item.rect.centery)
        self._legal = set(self.legal_targets(item.payload) or ())
        self._tilt = self._vx = self._dx_acc = 0.0
        self.message = None

    def _release(self) -> None:
        key = self._drop_target()
        if key is None:
            self._snap_back()
            return
        item, center = self._held, self.held_center
        if item is None:
            return
        reason = self.on_drop(item.payload, key)
        if reason is None:
            self._held = None
            self._legal = set()
            self.last_drop = (item.payload, key)
            self.drop_center = center
        else:
            self._snap_back()
            if reason:
                self.show_message(str(reason), self.mouse)

    def _snap_back(self) -> None:
        item = self._held
        self._held = None
        self._legal = set()
        if item is not None:
            self._snaps.append(_Snap(item, self._current_center(item), self._tilt, HELD_SCALE))

    def _current_center(self, item) -> tuple[float, float]:
        return (self.mouse[0] - self._grab[0], self.mouse[1] - self._grab[1])

    # frame -------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        self.time += dt
        if self._held and dt > 0:
            speed = self._dx_acc / dt
            self._dx_acc = 0.0
            self._vx += (speed - self._vx) * min(1.0, dt * 10)
            target = max(-MAX_TILT, min(MAX_TILT, -self._vx / 150.0))
            self._tilt += (target - self._tilt) * min(1.0, dt * 12)
            if abs(self._tilt) < 0.05:
                self._tilt = 0.0
        for snap in self._snaps:
            snap.tween.update(dt)
        self._snaps = [s for s in self._snaps if not s.tween.done]
        if self.message_left > 0:
            self.message_left -= dt
            if self.message_left <= 0:
                self.message = None

    def draw_targets(self, surface: pygame.Surface) -> None:
        """Glow the legal targets (call under the cards)."""
        if not self._held or not self._legal:
            return
        under = self.target_at(self.mouse)
        pulse = 0.5 + 0.5 * math.sin(self.time * 5.0)
        for key in self._legal:
            shape = self.shapes.get(key)
            if shape is None:
                continue
            strong = key == under
            glow, at = shape.glow(strong)
            glow.set_alpha(255 if strong else int(150 + 105 * pulse))
            surface.blit(glow, at)
        if self.preview is not None:
            self.preview(surface, self._held.payload, under if under in self._legal else None)

    def _draw_sprite(self, surface, item: Draggable, center, angle, scale, lifted) -> None:
        sprite = item.surface
        if sprite is None:
            sprite = _placeholder(item.rect.size)
        img = sprites.rotated(sprite, angle, scale)
        if lifted:
            sh = sprites.shadow(sprite, angle=angle, scale=scale)
            surface.blit(sh, sh.get_rect(center=(round(center[0] + 8), round(center[1] + 12))))
        surface.blit(img, img.get_rect(center=(round(center[0]), round(center[1]))))

    def draw_overlay(self, surface: pygame.Surface) -> None:
        """The lifted card, cards snapping back and the refusal message (call last)."""
        for snap in self._snaps:
            self._draw_sprite(surface, snap.item, snap.pos, snap.angle, snap.scale,
                              snap.scale > 1.01)
        if self._held:
            self._draw_sprite(surface, self._held, self.held_center, self._tilt,
                              HELD_SCALE, True)
        if self.message:
            self._tooltip.draw(surface, self.message, self.message_pos,
                               border=palette.ACCENT if self.message_hint else palette.BAD)


def _placeholder(size) -> pygame.Surface:
    return _placeholder_of(tuple(size))


@cached
def _placeholder_of(size: tuple) -> pygame.Surface:
    surf = canvas.new(size, pygame.SRCALPHA)
    draw.rect(surf, (*palette.PANEL_LIGHT, 220), surf.get_rect(), border_radius=8)
    draw.rect(surf, palette.ACCENT, surf.get_rect(), width=2, border_radius=8)
    return surf
