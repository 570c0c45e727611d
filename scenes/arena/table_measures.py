"""What is measured on the Arena battlefield, drawn over it (a helper of the drawer):
the cost of each lit space, the path a dragged figure would take (the leaving-engagement
strikes and falls on the way), the line of sight to a target (green while clear, red
from the first blocker) with the dice each side rolls or why it may not attack, the
ruler, the tip of an empty space, and the prompt of a question asked on the battlefield.

Reads: the table (mouse, time, drag, pop-up, whether you may act), the drawn battle, the
places, the view (camera, ruler) and the human's moves and aim."""
from __future__ import annotations


import pygame

from app.ui import draw, palette, text
from engines.arena import RULES
from engines.arena.read import Battle
from scenes.arena.table_face import ArenaFace
from scenes.arena.table_moves import Moves
from scenes.arena.table_places import Places
from scenes.arena.table_view import BoardView
from scenes.arena.terrain import GLYPH_NAMES
from scenes.arena.view import RISE

LIT_MOVE = (110, 200, 255)
LIT_ATTACK = (240, 80, 70)
LIT_CHOICE = (255, 214, 90)
CLEAR = (90, 230, 110)
BLOCKED = (240, 70, 60)
GLYPH_WORDS = {"M": "+2 move", "P": "+1 attack", "T": "+1 defence", "K": "draw a spell"}


def _covered(poly: list, rise: float, x: float, y: float) -> bool:
    """Whether a hex column whose top face is ``poly`` and whose side reaches ``rise``
    below it on screen covers the point (x, y)."""
    ys = []
    n = len(poly)
    for i in range(n):
        (x1, y1), (x2, y2) = poly[i], poly[(i + 1) % n]
        if (x1 <= x <= x2 or x2 <= x <= x1) and x1 != x2:
            ys.append(y1 + (y2 - y1) * (x - x1) / (x2 - x1))
    if not ys:
        return False
    return min(ys) <= y <= max(ys) + rise


class Measures:
    def __init__(self, table: ArenaFace, places: Places, view: BoardView,
                 moves: Moves) -> None:
        self.table, self.places, self.view, self.moves = table, places, view, moves
        self._why_memo: dict = {}
        self._cost_memo: tuple | None = None
        self._cover_memo: dict = {}
        self._tip_rest: tuple | None = None

    def shown(self) -> Battle:
        return Battle(self.table.shown)

    def draw_costs(self, surface, lit: dict) -> None:
        """Each lit space's cost on its own top face, drawn after the terrain; no number
        on another's (issue 23 §7: on cliffs a taller space in front hid a lower one's
        top face, and the two numbers met)."""
        cam = self.view.camera()
        f = self.moves.acting_figure()
        p = self.moves.plan(f) if f is not None else None
        size = max(11, int(cam.s * 0.26))
        for h, (img, (cx, cy)) in self.cost_places(lit, size).items():
            surface.blit(img, img.get_rect(center=(cx, cy)))
            r = p.reach.get(h) if p is not None else None
            if r is not None and (r.n_attacks or r.n_falls):
                self.danger(surface, (cx + cam.s * 0.26, cy - cam.s * 0.1),
                            r.n_attacks, r.n_falls)

    def cost_places(self, lit: dict, size: int) -> dict:
        """{hex: (its number's picture, its centre)}: front spaces first, each number at
        the first spot of its own top face (the middle, then towards its corners) that
        no taller space in front covers and no number placed already takes; a space
        with no such spot (hidden behind a cliff) shows none."""
        cam = self.view.camera()
        labels = {h: label for h, (_, label) in lit.items() if label}
        key = (cam.rot, cam.s, cam.origin(), self.view.overlay, size,
               tuple(sorted(labels.items())))
        memo = self._cost_memo
        if memo is not None and memo[0] == key:
            return memo[1]
        b = self.shown().board
        lift = cam.s * 0.2 if self.view.overlay else 0.0      # above the level's badge
        out: dict = {}
        taken: list = []
        for h in sorted(labels, key=cam.depth, reverse=True):
            img = text.render(labels[h], size, palette.TEXT_DARK, text.BOLD)
            cx, cy = cam.hex_center(h)
            cy -= lift
            top = cam.hex_top(h)
            covers = self._covers(cam, b, h)
            for k in (0.0, 0.45, 0.7):
                spot = None
                for px, py in (top if k else top[:1]):
                    x = round(cx + (px - cx) * k)
                    y = round(cy + (py - cy - lift) * k)
                    rect = img.get_rect(center=(x, y))
                    if rect.collidelist(taken) < 0 and \
                            not any(_covered(poly, rise, x, y) for poly, rise in covers):
                        spot = (x, y)
                        break
                if spot is not None:
                    taken.append(img.get_rect(center=spot).inflate(2, 2))
                    out[h] = (img, spot)
                    break
        self._cost_memo = (key, out)
        return out

    def _covers(self, cam, b, h: int) -> list:
        """(top face, how far its cliff reaches down on screen) of the taller spaces
        drawn in front of space h near it (which they are: kept per view angle)."""
        key = (b.key, cam.rot, h)
        near = self._cover_memo.get(key)
        if near is None:
            X, Y = cam.turned(h)
            near = []
            for j in range(b.n):
                if b.z[j] <= b.z[h]:
                    continue
                Xj, Yj = cam.turned(j)
                if 0 < Yj - Y <= 3.5 and abs(Xj - X) <= 1.6:
                    near.append(j)
            self._cover_memo[key] = near
        return [(cam.hex_top(j), (b.z[j] - b.z[h]) * cam.s * RISE) for j in near]

    def danger(self, surface, pos, attacks: int, falls: int) -> None:
        """A red mark: this move draws leaving-engagement attacks (crossed lines) or a
        fall (a down arrow)."""
        x, y = round(pos[0]), round(pos[1])
        r = max(5, int(self.view.camera().s * 0.1))
        draw.circle(surface, (120, 20, 20), (x, y), r + 2)
        draw.circle(surface, BLOCKED, (x, y), r + 2, 2)
        if attacks:
            draw.line(surface, palette.TEXT, (x - r + 2, y - r + 2), (x + r - 2, y + r - 2), 2)
            draw.line(surface, palette.TEXT, (x - r + 2, y + r - 2), (x + r - 2, y - r + 2), 2)
        else:
            draw.line(surface, palette.TEXT, (x, y - r + 2), (x, y + r - 3), 2)
            draw.polygon(surface, palette.TEXT, [(x - 4, y + 1), (x + 4, y + 1),
                                                        (x, y + r - 1)])

    def draw_measures(self, surface) -> None:
        """The path to the space under the mouse, the sight line to a target, the ruler."""
        t, pl = self.table, self.places
        f = self.moves.acting_figure()
        mouse = t.mouse
        if f is not None and t.can_act() and not self.view.ruler_on:
            p = self.moves.plan(f)
            aim = self.moves.aimed(pl, mouse)      # what a drop here would take
            g = aim[1] if aim is not None and aim[0] == "figure" else \
                None if aim is not None else pl.figure_at(mouse)
            if g is not None and g in p.attacks:
                self.draw_sight(surface, RULES.sight_line(p.state, f, g))
                att, dfn, notes = RULES.attack_dice(p.state, f, g)
                label = f"{att} vs {dfn}" + (" " + " ".join(notes) if notes else "")
                self.pill(surface, label, mouse, LIT_ATTACK)
            elif g is not None and g != f and self.shown().figure_controller(g) != pl.me:
                why = self._why_not_attack(p, f, g)
                if why:
                    self.pill(surface, why, mouse, BLOCKED)
            else:
                h = aim[1] if aim is not None else pl.hex_at(mouse)
                if h is not None and h in p.reach:
                    self.draw_path(surface, p.reach[h])
        if self.view.ruler_on:
            self._draw_ruler(surface)
        elif f is None and t.drag.dragging is None and t.popup is None:
            self._draw_hex_tip(surface)

    def hex_words(self, h: int) -> str:
        """What a hex is, in words (the tip shown when the mouse rests on it)."""
        s = self.shown()
        b = s.board
        if b.water[h]:
            words = "Water (level 0): stepping in ends a move; leaving costs 1 more"
        else:
            words = f"Level {b.level[h]}"
        if s.is_ruin(h):
            words = f"Ruin, {b.ruin_top[h] - b.level[h]} levels high: nobody passes; it " \
                    "blocks sight"
        elif s.small_bases_only(h):
            words += " · rubble: small bases only"
        key = s.glyph_key_at(h)
        if key is not None:
            glyph = GLYPH_WORDS.get(key, "")
            words += f" · Glyph of {GLYPH_NAMES.get(key, key)}: {glyph} " \
                     "(a move stops on it)"
        if b.zone[h] and s.turn <= 1:
            words += f" · {b.zone[h]} starting zone"
        return words

    def _draw_hex_tip(self, surface) -> None:
        """After the mouse rests on an empty hex a moment: what the hex is."""
        t = self.table
        h = self.places.hex_at(t.mouse)
        rest = self._tip_rest
        if h is None or self.shown().standing_at(h) >= 0:
            self._tip_rest = None
            return
        if rest is None or rest[0] != h:
            self._tip_rest = (h, t.time)
            return
        if t.time - rest[1] < 0.5:
            return
        self.pill(surface, self.hex_words(h), t.mouse, palette.PANEL_BORDER)

    def _why_not_attack(self, p, f: int, g: int) -> str | None:
        """Why f may not attack g now (cached with the plan)."""
        memo = self._why_memo
        key = (id(p), f, g)
        if key not in memo:
            if len(memo) > 50:
                memo.clear()
            memo[key] = RULES.why_illegal(p.state, ("attack", f, g))
        return memo[key]

    def _point(self, p3) -> tuple:
        return self.view.camera().project(p3[0], p3[1], p3[2])

    def draw_path(self, surface, reach) -> None:
        b = self.shown().board
        cam = self.view.camera()
        pts = []
        for step in reach.path:
            if isinstance(step, tuple):
                a, c = step
                pts.append(cam.project((b.x[a] + b.x[c]) / 2, (b.y[a] + b.y[c]) / 2,
                                       b.z[a] + 0.04))
            else:
                pts.append(cam.project(b.x[step], b.y[step], b.z[step] + 0.04))
        if len(pts) > 1:
            draw.lines(surface, (40, 30, 10), False, pts, 7)
            draw.lines(surface, LIT_MOVE, False, pts, 3)
        for q in pts[1:]:
            draw.circle(surface, LIT_MOVE, (round(q[0]), round(q[1])), 4)
        for _, i in reach.attacks:
            if 0 < i < len(pts):
                self.danger(surface, pts[i - 1], 1, 0)
        for i in reach.falls:
            if 0 <= i < len(pts):
                self.danger(surface, pts[i], 0, 1)

    def draw_sight(self, surface, sl) -> None:
        a = self._point(sl.start)
        e = self._point(sl.end)
        if sl.block is None:
            draw.line(surface, (10, 40, 10), a, e, 6)
            draw.line(surface, CLEAR, a, e, 3)
        else:
            m = self._point(sl.block)
            draw.line(surface, (10, 10, 10), a, e, 6)
            draw.line(surface, CLEAR, a, m, 3)
            draw.line(surface, BLOCKED, m, e, 3)
            draw.circle(surface, BLOCKED, (round(m[0]), round(m[1])), 6)
        draw.circle(surface, palette.TEXT, (round(a[0]), round(a[1])), 4)
        draw.circle(surface, palette.TEXT, (round(e[0]), round(e[1])), 4)

    def _draw_ruler(self, surface) -> None:
        t = self.table
        a = self.view.ruler_from
        b = self.places.hex_at(t.mouse)
        if a is None or b is None or a == b:
            return
        s = self.shown()
        fa, fb = s.standing_at(a), s.standing_at(b)
        if fa >= 0 and fb >= 0:
            sl = RULES.sight_line(s.s, fa, fb)
        else:
            sl = RULES.ruler(s.s, a, b)
        self.draw_sight(surface, sl)
        dist = s.board.dist[a][b]
        if sl.clear:
            label = f"{dist} spaces · clear sight ({sl.clear_rays} of {sl.rays} lines)"
        else:
            label = f"{dist} spaces · blocked by {sl.blocker or 'something'}"
        self.pill(surface, label, t.mouse, CLEAR if sl.clear else BLOCKED)

    def pill(self, surface, label: str, pos, edge) -> None:
        area = self.view.board_area
        img = text.fit(label, 14, min(560, area.w - 40), palette.TEXT, text.BOLD)
        r = img.get_rect(midbottom=(pos[0], pos[1] - 18)).inflate(16, 8)
        r.clamp_ip(area)
        draw.rect(surface, (16, 20, 30), r, border_radius=r.h // 2)
        draw.rect(surface, edge, r, 2, border_radius=r.h // 2)
        surface.blit(img, img.get_rect(center=r.center))

    def draw_prompt(self, surface) -> None:
        area = self.view.board_area
        label = self.prompt_label()
        if not label:
            return
        # a banner too long for one line goes on two, whole (issue 23 §7: the summon
        # banner lost its end to an ellipsis at 1280x720)
        lines = text.wrap_lines(label.replace("  ", " "), 15, area.w - 60, text.BOLD)[:2] \
            if text.width_of(label, 15, text.BOLD) > area.w - 60 else (label,)
        imgs = [text.fit(ln, 15, area.w - 60, palette.TEXT, text.BOLD) for ln in lines]
        w, h = max(i.get_width() for i in imgs), sum(i.get_height() for i in imgs)
        r = pygame.Rect(0, 0, w, h)
        r.midtop = (area.centerx, area.y + 8)
        r.inflate_ip(20 if len(imgs) == 1 else 28, 10)
        radius = r.h // 2 if len(imgs) == 1 else 14
        draw.rect(surface, (16, 24, 38), r, border_radius=radius)
        draw.rect(surface, LIT_CHOICE, r, 2, border_radius=radius)
        y = r.y + 5
        for img in imgs:
            surface.blit(img, img.get_rect(midtop=(r.centerx, y)))
            y += img.get_height()

    def prompt_label(self) -> str | None:
        """The banner over the battlefield: a question answered there, or the ruler."""
        d = self.moves.board_choice()
        label = None
        if d is not None:
            label = d.prompt + ("  (the lit places)" if d.kind != "order" else "")
            if any(x is not None and x[0] == "hexes" for x in d.targets):
                who = d.prompt.partition(":")[0]
                label = f"{who}: now a lit space for its back (Esc: choose again)" \
                    if self.moves.put_front is not None else \
                    f"{who}: click its front, then its back" + \
                    (" (or drag its card)" if who.startswith("Summon") else "")
        elif self.view.ruler_on:
            label = "Ruler: click a place, then point at another (R held, or the Ruler button)"
        return label
