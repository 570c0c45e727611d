"""Each player's cloth bag with that player's gems tumbling in it (pymunk, via
app.ui.physics.PhysicsWorld). Cosmetic only: the engine decides which gem is drawn; the
scene asks for a body of that colour to be lifted out of the sack mouth.

One physics world holds every sack (static segments: a U whose walls narrow into a mouth)
and the gem bodies (small convex polygons, the gem's own shape, with mass and friction).
Resting bodies sleep; the step is a fixed 1/60 s with a cap of a few steps per frame.
"""
from __future__ import annotations

import math
import random
import pygame
import pymunk

from app.ui import art, canvas, draw
from app.ui.physics import PhysicsWorld
from app.ui.surface_cache import cached
from scenes.magecraft import gems as G

WALL_CAT = 0b10
GEM_CAT = 0b01
GEM_FILTER = pymunk.ShapeFilter(categories=GEM_CAT, mask=GEM_CAT | WALL_CAT)
LIFT_FILTER = pymunk.ShapeFilter(categories=GEM_CAT, mask=GEM_CAT)    # passes the walls
CLOTH = (150, 108, 66)


def sack_points(rect: pygame.Rect) -> list[tuple[float, float]]:
    """The wall polyline of a sack drawn in ``rect``: mouth lip left, down and round the
    bottom, up to the mouth lip right (the mouth is the gap between the two lips)."""
    x, y, w, h = rect
    cx = x + w / 2
    mw = w * 0.2
    pts = [(cx - mw, y + h * 0.10), (x + w * 0.10, y + h * 0.30), (x + w * 0.03, y + h * 0.55)]
    # bottom: half an ellipse
    ry = h * 0.40
    rx = w * 0.47
    by = y + h * 0.58
    for i in range(1, 10):
        a = math.pi - math.pi * i / 10
        pts.append((cx + rx * math.cos(a), by + ry * math.sin(a) * 0.98))
    pts += [(x + w * 0.97, y + h * 0.55), (x + w * 0.90, y + h * 0.30), (cx + mw, y + h * 0.10)]
    # reorder the bottom so it runs left -> right along the lower edge
    return pts


class Sack:
    def __init__(self, seat: int, rect: pygame.Rect, radius: float, cap: int) -> None:
        self.seat = seat
        self.radius = radius
        self.cap = cap
        self.place(rect)
        self.sprite_size = max(8, int(round(radius * 2.5)))

    def place(self, rect) -> None:
        """The sack drawn in ``rect``: its outline and its mouth there."""
        self.rect = pygame.Rect(rect)
        self.points = sack_points(self.rect)
        self.mouth = (self.rect.centerx, self.rect.y + self.rect.h * 0.10)

    def contains(self, pos, margin: float = 0.0) -> bool:
        """Is ``pos`` inside the sack outline (closed across the mouth)?"""
        pts = self.points
        x, y = pos
        inside = False
        j = len(pts) - 1
        for i in range(len(pts)):
            xi, yi = pts[i]
            xj, yj = pts[j]
            if (yi > y) != (yj > y) and x < (xj - xi) * (y - yi) / (yj - yi + 1e-9) + xi:
                inside = not inside
            j = i
        return inside


class Lift:
    """A gem on its way out of a sack: steered up through the mouth, then handed over."""

    def __init__(self, sack: Sack, colour: int, body) -> None:
        self.sack = sack
        self.colour = colour
        self.body = body
        self.out = body is None
        self.pos = (sack.mouth[0], sack.mouth[1] - 6) if body is None else tuple(body.position)
        self.age = 0.0
        self.vanish = False          # taken out for good (not handed over)


class BagSim:
    def __init__(self, seed: int = 0) -> None:
        self.world = PhysicsWorld(gravity=(0, 700), step=1 / 60, max_steps=3, damping=0.8)
        sp = self.world.space
        sp.sleep_time_threshold = 0.35
        sp.idle_speed_threshold = 6.0
        sp.iterations = 8
        self.sacks: dict[int, Sack] = {}
        self.walls: dict[int, list] = {}         # seat -> its sack's wall segments
        self.gems: dict[int, list] = {}          # seat -> [(body, colour)]
        self.lifts: list[Lift] = []
        self.spawn: dict[int, list] = {}         # seat -> colours waiting to drop in
        self.spawn_wait: dict[int, float] = {}
        self.rng = random.Random(seed)

    # building ----------------------------------------------------------------------
    def add_sack(self, seat: int, rect, radius: float, cap: int) -> Sack:
        sack = Sack(seat, rect, radius, cap)
        self.walls[seat] = self._walls(sack)
        self.sacks[seat] = sack
        self.gems[seat] = []
        self.spawn[seat] = []
        self.spawn_wait[seat] = 0.0
        return sack

    def _walls(self, sack: Sack) -> list:
        shapes = self.world.add_static_segments(sack.points, radius=3.0, friction=0.9,
                                                elasticity=0.1)
        for s in shapes:
            s.filter = pymunk.ShapeFilter(categories=WALL_CAT, mask=GEM_CAT)
        return shapes

    def move_sack(self, seat: int, rect) -> None:
        """Stand ``seat``'s sack at ``rect`` (the table laid out again in a new room): its
        walls are made there and its gems, and those being lifted out, move with it."""
        sack = self.sacks[seat]
        rect = pygame.Rect(rect)
        if rect == sack.rect:
            return
        dx, dy = rect.x - sack.rect.x, rect.y - sack.rect.y
        space = self.world.space
        space.remove(*self.walls.pop(seat, []))
        space.reindex_static()
        sack.place(rect)
        self.walls[seat] = self._walls(sack)
        moved = [body for body, _ in self.gems[seat]]
        moved += [lift.body for lift in self.lifts if lift.sack is sack and lift.body is not None]
        for body in moved:
            body.position = (body.position.x + dx, body.position.y + dy)
            body.activate()
        for lift in self.lifts:
            if lift.sack is sack and lift.body is None:
                lift.pos = (lift.pos[0] + dx, lift.pos[1] + dy)

    def _new_body(self, sack: Sack, colour: int, pos, vel=(0, 0)):
        verts = G.outline(colour, sack.radius)
        body = self.world.add_polygon(verts, mass=1.0, pos=pos, friction=0.7,
                                      elasticity=0.15, angle=self.rng.uniform(0, 6.28))
        for s in body.shapes:
            s.filter = GEM_FILTER
        body.velocity = vel
        self.gems[sack.seat].append((body, colour))
        return body

    @staticmethod
    def scaled(counts, cap: int) -> list[int]:
        """Counts shown as bodies: at most ``cap`` in all, every present colour kept."""
        total = sum(counts)
        if total <= cap:
            return list(counts)
        out = [max(1, c * cap // total) if c else 0 for c in counts]
        while sum(out) > cap:
            i = max(range(5), key=lambda k: out[k])
            out[i] -= 1
        return out

    def fill(self, seat: int, counts) -> None:
        """Put the bag's gems in at once, resting near the bottom (no animation)."""
        sack = self.sacks[seat]
        for body, _ in self.gems[seat]:
            self.world.remove(body)
        self.gems[seat] = []
        self.spawn[seat] = []
        want = self.scaled(counts, sack.cap)
        colours = [c for c in range(5) for _ in range(want[c])]
        self.rng.shuffle(colours)
        r = sack.rect
        d = sack.radius * 2.3
        cols = max(1, int(r.w * 0.72 // d))
        x0 = r.centerx - (cols - 1) * d / 2
        y = r.bottom - r.h * 0.12 - sack.radius
        for k, c in enumerate(colours):
            row, col = divmod(k, cols)
            pos = (x0 + col * d + (row % 2) * d * 0.3, y - row * d)
            if not sack.contains(pos):
                pos = (r.centerx + self.rng.uniform(-4, 4), r.y + r.h * 0.5)
            self._new_body(sack, c, pos)

    def settle(self, steps: int = 90) -> None:
        for _ in range(steps):
            self.world.space.step(self.world.step)

    def reconcile(self, seat: int, counts) -> None:
        """Make the sack hold ``counts`` (scaled to the cap): missing gems drop in through
        the mouth, extra ones leave through it."""
        sack = self.sacks[seat]
        want = self.scaled(counts, sack.cap)
        have = [0] * 5
        for _, c in self.gems[seat]:
            have[c] += 1
        for c in self.spawn[seat]:
            have[c] += 1
        for c in range(5):
            while have[c] > want[c]:
                if c in self.spawn[seat]:
                    self.spawn[seat].remove(c)
                else:
                    self.lift(seat, c, vanish=True)
                have[c] -= 1
            while have[c] < want[c]:
                self.spawn[seat].append(c)
                have[c] += 1

    def lift(self, seat: int, colour: int, vanish: bool = False) -> Lift:
        """Take a body of ``colour`` out of ``seat``'s sack (steered up and out)."""
        sack = self.sacks[seat]
        lst = self.gems[seat]
        best = None
        for i, (body, c) in enumerate(lst):
            if c == colour and (best is None or body.position.y < lst[best][0].position.y):
                best = i
        if best is None:
            if colour in self.spawn[seat]:
                self.spawn[seat].remove(colour)
            lift = Lift(sack, colour, None)
        else:
            body, _ = lst.pop(best)
            body.activate()
            for s in body.shapes:
                s.filter = LIFT_FILTER
            lift = Lift(sack, colour, body)
            self.lifts.append(lift)
        lift.vanish = vanish
        return lift

    def release(self, lift: Lift) -> None:
        """The lift is done (handed to a flight, or skipped): remove its body."""
        if lift.body is not None:
            lift.pos = tuple(lift.body.position)
            self.world.remove(lift.body)
            lift.body = None
        lift.out = True
        if lift in self.lifts:
            self.lifts.remove(lift)

    # running -----------------------------------------------------------------------
    def update(self, dt: float) -> None:
        for seat, queue in self.spawn.items():
            if not queue:
                continue
            self.spawn_wait[seat] -= dt
            if self.spawn_wait[seat] <= 0:
                sack = self.sacks[seat]
                c = queue.pop(0)
                pos = (sack.mouth[0] + self.rng.uniform(-sack.radius, sack.radius),
                       sack.mouth[1] + sack.radius * 1.5)
                self._new_body(sack, c, pos, (self.rng.uniform(-30, 30), 120))
                self.spawn_wait[seat] = 0.06
        for lift in list(self.lifts):
            lift.age += dt
            b = lift.body
            if b is None:
                continue
            sack = lift.sack
            target = (sack.mouth[0], sack.mouth[1] - sack.radius * 4)
            b.activate()
            PhysicsWorld.steer(b, target, strength=9.0)
            b.angular_velocity *= 0.9
            if b.position.y < sack.mouth[1] - sack.radius * 1.5 or lift.age > 0.7:
                if lift.vanish:
                    self.release(lift)
                else:
                    lift.out = True
        # counter gravity on lifted bodies so the steer wins
        for lift in self.lifts:
            if lift.body is not None:
                lift.body.velocity = (lift.body.velocity.x,
                                      lift.body.velocity.y - 700 * min(dt, 0.05))
        self.world.update(dt)
        self._recapture()

    def _recapture(self) -> None:
        """A gem squeezed out of its sack (pushed through the mouth by a lift or a new
        gem) drops back in, below the mouth: the sack never leaves a gem lying on the
        table."""
        for seat, lst in self.gems.items():
            sack = self.sacks[seat]
            for body, _ in lst:
                if not sack.contains(body.position):
                    body.position = (sack.mouth[0] + self.rng.uniform(-sack.radius,
                                                                       sack.radius),
                                     sack.mouth[1] + sack.radius * 3)
                    body.velocity = (0, 0)
                    body.angular_velocity = 0
                    body.activate()

    def escaped(self) -> list:
        """Bodies (not being lifted) that are outside their sack."""
        out = []
        for seat, lst in self.gems.items():
            sack = self.sacks[seat]
            for body, c in lst:
                if not sack.contains(body.position):
                    out.append((seat, c, tuple(body.position)))
        return out

    def counts(self, seat: int) -> list[int]:
        have = [0] * 5
        for _, c in self.gems[seat]:
            have[c] += 1
        return have

    # drawing -----------------------------------------------------------------------
    def draw(self, surface: pygame.Surface, seat: int, highlight: bool = False) -> None:
        sack = self.sacks[seat]
        back, front = sack_art(sack.rect.size, highlight)
        surface.blit(back, sack.rect.topleft)
        size = sack.sprite_size
        half = size / 2
        blit = surface.blit
        for body, c in self.gems[seat]:
            p = body.position
            blit(G.sprite(c, size, G.bucket_of(body.angle)), (p.x - half, p.y - half))
        surface.blit(front, (sack.rect.x - 6, sack.rect.y - 10))

    def draw_lifts(self, surface: pygame.Surface) -> None:
        for lift in self.lifts:
            if lift.body is not None:
                size = lift.sack.sprite_size + 4
                p = lift.body.position
                surface.blit(G.sprite(lift.colour, size, G.bucket_of(lift.body.angle)),
                             (p.x - size / 2, p.y - size / 2))


def sack_art(size, highlight: bool = False) -> tuple[pygame.Surface, pygame.Surface]:
    """(back, front) surfaces of a cloth sack of ``size``: the back is the cloth and its
    dark inside; the front (12 px larger, offset (-6, -10)) the gathered mouth and cord.
    Both are kept in the toolkit's shared surface cache."""
    size = tuple(size)
    return sack_back(size, highlight), sack_front(size, highlight)


def _cloth(size, highlight: bool):
    """(wall points, the cloth's outline a little outside them, the cloth colour)."""
    w, h = size
    pts = sack_points(pygame.Rect(0, 0, w, h))
    cx = w / 2
    grown = [((x - cx) * 1.06 + cx, (y - h * 0.55) * 1.04 + h * 0.55) for x, y in pts]
    return pts, grown, (CLOTH if not highlight else art.shade(CLOTH, 0.15))


def _converted(surf: pygame.Surface) -> pygame.Surface:
    if pygame.display.get_init() and pygame.display.get_surface() is not None:
        return surf.convert_alpha()
    return surf


@cached
def sack_back(size: tuple, highlight: bool = False) -> pygame.Surface:
    """The back of a sack: the cloth and its dark inside."""
    w, h = size
    pts, grown, cloth = _cloth(size, highlight)
    ss = 2
    big = canvas.new((w * ss, h * ss), pygame.SRCALPHA)
    outer = [(x * ss, y * ss) for x, y in pts]
    cx = w / 2
    draw.polygon(big, art.shade(cloth, -0.35), [(x * ss, y * ss) for x, y in grown])
    draw.polygon(big, cloth, outer)
    inner = [((x - cx) * 0.9 + cx, (y - h * 0.6) * 0.92 + h * 0.6) for x, y in pts]
    draw.polygon(big, art.shade(cloth, -0.55), [(x * ss, y * ss) for x, y in inner])
    # folds
    for k in range(5):
        fx = (w * (0.25 + 0.12 * k)) * ss
        draw.line(big, (*art.shade(cloth, -0.62), 255), (fx, h * 0.34 * ss),
                         (fx + (k - 2) * 3 * ss, h * 0.92 * ss), ss)
    return _converted(canvas.smoothscale(big, (w, h)))


@cached
def sack_front(size: tuple, highlight: bool = False) -> pygame.Surface:
    """The front of a sack (12 px larger, offset (-6, -10)): the gathered mouth and
    the drawstring."""
    w, h = size
    _, grown, cloth = _cloth(size, highlight)
    ss = 2
    cx = w / 2
    fw, fh = w + 12, h + 12
    fbig = canvas.new((fw * ss, fh * ss), pygame.SRCALPHA)
    ox, oy = 6, 10
    mw = w * 0.2
    lipl = (cx - mw + ox, h * 0.10 + oy)
    lipr = (cx + mw + ox, h * 0.10 + oy)
    rim = pygame.Rect(0, 0, (mw * 2 + 16) * ss, 12 * ss)
    rim.center = ((cx + ox) * ss, (h * 0.10 + oy) * ss)
    # the ruffle: cloth gathered above the cord, flaring out
    top = h * 0.10 + oy
    ruff = [(cx + ox - mw - 2, top + 2), (cx + ox - mw * 1.9, top - 9), (cx + ox - mw * 1.2, top - 5),
            (cx + ox - mw * 0.8, top - 10), (cx + ox - mw * 0.2, top - 4), (cx + ox + mw * 0.3, top - 10),
            (cx + ox + mw * 0.9, top - 5), (cx + ox + mw * 1.9, top - 9), (cx + ox + mw + 2, top + 2)]
    draw.polygon(fbig, art.shade(cloth, 0.05), [(x * ss, y * ss) for x, y in ruff])
    draw.lines(fbig, art.shade(cloth, -0.6), False, [(x * ss, y * ss) for x, y in ruff], ss)
    inner_mouth = pygame.Rect(0, 0, (mw * 2 - 4) * ss, 7 * ss)
    inner_mouth.center = ((cx + ox) * ss, (top - 1) * ss)
    draw.ellipse(fbig, art.shade(cloth, -0.7), inner_mouth)
    draw.ellipse(fbig, art.shade(cloth, 0.2), rim, 3 * ss)
    cord = (222, 190, 120)
    for a, b in ((lipl, (cx + ox - mw * 0.6, h * 0.2 + oy)), (lipr, (cx + ox + mw * 0.9, h * 0.24 + oy))):
        draw.line(fbig, cord, (a[0] * ss, a[1] * ss), (b[0] * ss, b[1] * ss), 2 * ss)
    draw.circle(fbig, cord, ((cx + ox + mw * 0.9) * ss, (h * 0.24 + oy) * ss), 3 * ss)
    # outline of the cloth
    draw.lines(fbig, art.shade(cloth, -0.7), False,
                      [((x + ox) * ss, (y + oy) * ss) for x, y in grown], 2 * ss)
    return _converted(canvas.smoothscale(fbig, (fw, fh)))
