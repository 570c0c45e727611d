"""The Arena table's event handlers (a part): the engine's events become what the
player sees, in order, through the kit's queue (the kit's pipeline words them and keeps
the drawn battle).

* a move walks the figure along its path, hex by hex (climbing, dropping, a splash in
  water); a fall or a leaving-engagement attack rolls its die on the way;
* an attack: the attacker lunges, both sides' combat dice tumble (pymunk) onto the
  faces the engine rolled, hits and shields are counted, the damage floats up;
* a destroyed figure tips over and fades; a placed or summoned figure drops in;
* a spell played shows its card; a new turn says whose it is.

The drawn battle (the pipeline's ``shown``) is brought up to date piece by piece as the
animations play, through the read model (engines.arena.read.Battle), and replaced by
the engine's view at the end of each action.

Reads: the table (seats, names, the record's length, the app for sounds, the log line
of an event), the places (where a figure or a card is), the view (the camera, the
battlefield's area), the stage (written: figures in flight, effects) and the faces.
"""
from __future__ import annotations

import math

import pygame

from app.audio import sfx
from app.ui import canvas, draw, palette, text
from app.ui.animq import FlyAnimation, TimedAnimation
from app.ui.physics import PhysicsWorld
from engines.arena.read import Battle
from scenes.arena import figures as FG
from scenes.arena.table_face import ArenaFace
from scenes.arena.table_places import Places
from scenes.arena.table_stage import Stage
from scenes.arena.table_view import BoardView
from scenes.kit.animations import Popup, banner_surface, bubble_surface
from scenes.kit.effects import DieTumble, FloatNumber
from scenes.kit.parts import Part

STEP_SECONDS = 0.16
DICE_SECONDS = 1.1
# the result stays up this long once the dice rest (of the queue's time: the speed setting
# scales it; a click or Space skips it): issue 23 §7, about 1 s was too short to read
DICE_HOLD = 2.2


class Walk(TimedAnimation):
    """A figure walking along ``points`` ((x, y, z) per step): it lifts over rises and
    drops down ledges, drawn where ``stage.anim_pos`` says."""

    def __init__(self, stage: Stage, f: int, points: list, on_done) -> None:
        super().__init__(STEP_SECONDS * max(1, len(points) - 1))
        self.stage, self.f, self.points = stage, f, points
        self.on_finish = on_done

    def step(self, dt: float) -> None:
        n = len(self.points) - 1
        if n <= 0:
            return
        k = min(n - 1e-9, self.progress * n)
        i = int(k)
        u = k - i
        a, b = self.points[i], self.points[i + 1]
        hop = 0.12 * math.sin(math.pi * u)
        # climbing: up first, then across; dropping: across, then down
        z = a[2] + (b[2] - a[2]) * min(1.0, u * 1.6) if b[2] > a[2] else (
            a[2] if u < 0.55 else b[2] + (a[2] - b[2]) * (1 - (u - 0.55) / 0.45) ** 2)
        self.stage.anim_pos[self.f] = (a[0] + (b[0] - a[0]) * u, a[1] + (b[1] - a[1]) * u,
                                       z + hop)

    def finished(self) -> None:
        self.stage.anim_pos.pop(self.f, None)


class Tween(TimedAnimation):
    """Calls ``fn(progress)`` every frame, ``fn(1)`` at the end."""

    def __init__(self, duration: float, fn, on_done=None) -> None:
        super().__init__(duration)
        self.fn = fn
        self.on_finish = on_done

    def step(self, dt: float) -> None:
        self.fn(self.progress)

    def finished(self) -> None:
        self.fn(1.0)


class Ripple(TimedAnimation):
    """Rings spreading on the water where a figure stepped in."""

    def __init__(self, pos) -> None:
        super().__init__(0.6)
        self.pos = pos

    def draw(self, surface) -> None:
        k = self.progress
        for i in range(2):
            r = 6 + 26 * max(0.0, k - 0.25 * i)
            a = int(220 * (1 - k))
            rect = pygame.Rect(0, 0, r * 2, r * 1.2)
            rect.center = (round(self.pos[0]), round(self.pos[1]))
            draw.ellipse(surface, (200, 230, 255, a), rect, 2)


class AttackArrow(TimedAnimation):
    """Who attacks whom: a red arrow from the attacker to its target, fading."""

    def __init__(self, start, end) -> None:
        super().__init__(1.2)
        self.start_pos, self.end_pos = start, end

    def draw(self, surface) -> None:
        k = self.progress
        a, b = self.start_pos, self.end_pos
        grow = min(1.0, k * 4)
        e = (a[0] + (b[0] - a[0]) * grow, a[1] + (b[1] - a[1]) * grow)
        width = 4 if k < 0.8 else 2
        draw.line(surface, (40, 10, 10), a, e, width + 3)
        draw.line(surface, (235, 70, 60), a, e, width)
        dx, dy = b[0] - a[0], b[1] - a[1]
        n = max(1.0, math.hypot(dx, dy))
        ux, uy = dx / n, dy / n
        tip = [e, (e[0] - ux * 14 - uy * 7, e[1] - uy * 14 + ux * 7),
               (e[0] - ux * 14 + uy * 7, e[1] - uy * 14 - ux * 7)]
        draw.polygon(surface, (235, 70, 60), tip)


class DiceTray(TimedAnimation):
    """One or two trays of dice on the battlefield: each a DieTumble with a caption
    (whose dice, what they count) once they rest."""

    def __init__(self, trays: list) -> None:
        super().__init__(DICE_SECONDS + DICE_HOLD)
        self.trays = trays          # (rect, DieTumble, caption)
        self.rested: float | None = None     # when every die came to rest

    def start(self) -> None:
        super().start()
        for _, die, _ in self.trays:
            die.start()

    def step(self, dt: float) -> None:
        for _, die, _ in self.trays:
            if not die.done:
                die.update(dt)
            self._spread(die)
        if self.rested is None and all(die.snapped for _, die, _ in self.trays):
            self.rested = self.t            # the result stays up DICE_HOLD from now
            self.duration = self.t + DICE_HOLD

    def finished(self) -> None:
        for _, die, _ in self.trays:
            die.finish()
            self._spread(die)

    @staticmethod
    def _spread(die) -> None:
        """Settled dice side by side in their tray (none hidden under another), upright
        (a d20 showing 9 must not read 6)."""
        if not die.snapped or getattr(die, "spread", False):
            return
        die.spread = True
        bodies = sorted(die.bodies, key=lambda b: b.position.x)
        n = len(bodies)
        gap = min(die.SIZE + 10, (die.tray.w - 20) / max(1, n))
        x0 = die.tray.centerx - gap * (n - 1) / 2
        for k, b in enumerate(bodies):
            PhysicsWorld.snap(b, (x0 + k * gap, b.position.y), 0.0)   # upright: 9 not 6

    def draw(self, surface) -> None:
        for rect, die, caption in self.trays:
            panel = canvas.new(rect.size, pygame.SRCALPHA)
            draw.rect(panel, (16, 20, 30, 200), panel.get_rect(), border_radius=12)
            draw.rect(panel, (*palette.ACCENT_DARK, 255), panel.get_rect(), 2,
                             border_radius=12)
            surface.blit(panel, rect)
            die.draw(surface)
            if die.snapped:
                lab = text.fit(caption, 15, rect.w - 16, palette.ACCENT, text.BOLD)
                surface.blit(lab, lab.get_rect(midtop=(rect.centerx, rect.y + 6)))


class ArenaHandlers(Part):
    # told by the action's own log line, or shown by the view drawn after the action
    ignored = frozenset({
        "GameStarted", "FirstPlayerChosen", "LibraryShuffled", "CardMoved", "NoDraw",
        "TurnEnded", "CardChosen", "Summoned", "SpellPlayed", "AuraAttached",
        "HiddenEnchantPlaced", "Buffed", "CardToBottom", "ControlTaken", "ControlReturned",
        "AbilityUsed", "GlyphTurned", "GlyphRemoved", "GlyphTaken", "SpellDiscarded",
        "CardDestroyed", "PlaneswalkerDestroyed", "MindStealer",
        "AttackRedirected", "AttackCancelled", "CounterStrike", "SpellCountered",
        "Healed", "TurnPassed"})
    # a new turn's line comes with its banner (in the turn's colour)
    unworded = frozenset({"TurnBegan"})

    def __init__(self, table: ArenaFace, places: Places, view: BoardView, stage: Stage,
                 spell_faces) -> None:
        self.table, self.places, self.view, self.stage = table, places, view, stage
        self.spell_faces = spell_faces
        self._dice_of: list | None = None     # the events whose dice were grouped...
        self._dice_done: set = set()          # ... and the indexes already rolled

    def handlers(self) -> dict:
        return {
            "PieceMoved": self.piece_moved, "FigurePlaced": self.figure_placed,
            "PlaneswalkerPlaced": self.planeswalker_placed,
            "AttackDeclared": self.attack_declared, "DiceRolled": self.dice_rolled,
            "Damaged": self.damaged, "Fell": self.fell, "LeavingAttack": self.leaving_attack,
            "AttackResolved": self.attack_resolved, "Destroyed": self.destroyed,
            "ReturnedToReserve": self.returned_to_reserve, "SpellCast": self.spell_cast,
            "HiddenEnchantFlipped": self.hidden_flipped,
            "TurnBegan": self.turn_began, "GameOver": self.game_over}

    def shown(self) -> Battle:
        """The drawn battle (patched only in queued calls, as the animations play)."""
        return Battle(self.table.shown)

    def _mine(self, p) -> bool:
        return p == self.table.seats.me and self.table.human is not None

    # moves ------------------------------------------------------------------------------
    def piece_moved(self, ev, events, i):
        f = ev["piece"]
        b = Battle(self.table.state).board
        pts = []
        for step in ev["path"]:
            if isinstance(step, list):
                a, c = step
                pts.append(((b.x[a] + b.x[c]) / 2, (b.y[a] + b.y[c]) / 2, b.z[a]))
            else:
                pts.append((b.x[step], b.y[step], b.z[step]))
        last = ev["path"][-1] if ev["path"] else None

        def make(f=f, pts=pts, last=last):
            def done():
                s = self.shown()
                if isinstance(last, list):
                    s.place_figure(f, last[0], last[1])
                elif last is not None:
                    s.place_figure(f, last)
                if last is not None:
                    h = last[0] if isinstance(last, list) else last
                    if s.board.water[h]:
                        self.stage.flashes.append(Ripple(self.view.camera().hex_center(h)))
            return Walk(self.stage, f, pts, done)
        self.table.queue.push(make)

    def figure_placed(self, ev, events, i):
        f = ev["figure"]
        hexes = ev["hexes"]

        def make(f=f, hexes=hexes):
            s = self.shown()
            s.place_figure(f, hexes[0], hexes[1] if len(hexes) > 1 else -1)
            s.card_to_field(s.card_of(f))
            return self._drop_in(f)
        self.table.queue.push(make)

    def planeswalker_placed(self, ev, events, i):
        f, h = ev["figure"], ev["hex"]

        def make(f=f, h=h):
            # the view stays as the player left it (issue 23 §3: turning the board on its
            # own made the Planeswalker seem to land in the wrong zone)
            self.shown().place_figure(f, h)
            return self._drop_in(f)
        self.table.queue.push(make)

    def _drop_in(self, f: int):
        dropping = self.stage.dropping

        def fn(k, f=f):
            dropping[f] = 1.2 * (1 - k) ** 2
            if k >= 1:
                dropping.pop(f, None)
        return Tween(0.3, fn)

    # attacks and dice --------------------------------------------------------------------
    def attack_declared(self, ev, events, i):
        f, g = ev["attacker"], ev["defender"]

        def make(f=f, g=g):
            a, b = self.places.figure_rect(f), self.places.figure_rect(g)
            if a is None or b is None:
                return None
            dx, dy = b.centerx - a.centerx, b.centery - a.centery
            sfx("whoosh", self.table.app)

            start = (a.centerx, a.y + a.h // 4)
            end = (b.centerx, b.y + b.h // 3)
            self.stage.flashes.append(AttackArrow(start, end))
            anim_off = self.stage.anim_off

            def fn(k, f=f):
                u = math.sin(math.pi * min(1.0, k)) * 0.35
                anim_off[f] = (round(dx * u), round(dy * u))
                if k >= 1:
                    anim_off.pop(f, None)
            return Tween(0.45, fn)
        self.table.queue.push(make)

    def dice_rolled(self, ev, events, i):
        """The dice of an attack and its defence roll together (two trays); a roll-off's
        d20s, one per seat (or team), too."""
        if events is not self._dice_of:
            self._dice_of, self._dice_done = events, set()
        if i in self._dice_done:
            return
        self._dice_done.add(i)
        group = [ev]
        if ev.get("side") == "attack" and i + 1 < len(events) \
                and events[i + 1]["type"] == "DiceRolled" \
                and events[i + 1].get("side") == "defence":
            group.append(events[i + 1])
            self._dice_done.add(i + 1)
        elif ev["die"] == "d20":           # a roll-off: every seat's (or team's) d20
            j = i + 1
            while j < len(events) and len(group) < self.places.players \
                    and events[j]["type"] == "DiceRolled" and events[j]["die"] == "d20":
                group.append(events[j])
                self._dice_done.add(j)
                j += 1
        seed = len(self.table.record.actions) * 7 + i
        self.table.queue.push(lambda group=group, seed=seed: self._dice(group, seed))

    def _dice(self, group: list, seed: int) -> DiceTray:
        sfx("shuffle", self.table.app)
        area = self.view.board_area
        names = self.table.names
        n = len(group)
        w = min(330, (area.w - 40) // n)
        trays = []
        for k, e in enumerate(group):
            faces = e["dice"]
            x = area.centerx - (w * n + 12 * (n - 1)) // 2 + k * (w + 12)
            rect = pygame.Rect(x, area.bottom - 190, w, 140)
            if e["die"] == "d20":
                die = DieTumble(rect.inflate(-20, -30).move(0, 12), faces, FG.d20_face,
                                seed=seed + k, duration=DICE_SECONDS, sides=20)
                caption = f"{names[e['player']]}: {faces[0]}"
                if e.get("team") is not None and self.places.multi:
                    team = self.places.team_index(e["player"])
                    caption = f"Team {(team if team is not None else 0) + 1} · {caption}"
            else:
                shown = faces[:10]
                die = DieTumble(rect.inflate(-20, -30).move(0, 12), shown, FG.combat_face,
                                seed=seed + k, duration=DICE_SECONDS)
                hits = sum(1 for x in faces if x <= 3)
                shields = sum(1 for x in faces if x in (4, 5))
                who = self._figure_label(e.get("figure"), e.get("player"))
                if e.get("side") == "defence":
                    caption = f"{who}: {shields} shield{'s' if shields != 1 else ''}"
                else:
                    caption = f"{who}: {hits} hit{'s' if hits != 1 else ''}"
                if not faces:
                    caption = f"{who}: no dice"
            trays.append((rect, die, caption))
        return DiceTray(trays)

    def _figure_label(self, f, p) -> str:
        live = Battle(self.table.state)
        if live.is_figure(f):
            card = live.army_card(live.card_of(f))
            return card.one if card.figures == 1 else f"{card.one} {live.figure_number(f)}"
        return self.table.names[p] if isinstance(p, int) else "Dice"

    def damaged(self, ev, events, i):
        """The damage floats up from the figure; a unique figure's markers fly on to its
        army card (a squad figure keeps them on its base)."""
        f, n = ev["figure"], ev["amount"]

        def make(f=f, n=n):
            r = self.places.figure_rect(f)
            s = self.shown()
            if r is None:
                s.add_damage(f, n)
                return None
            rise = FloatNumber(f"-{n}", (r.centerx, r.y + 10), palette.BAD)
            card = s.card_of(f)
            if s.army_card(card).figures > 1:
                s.add_damage(f, n)
                return rise
            goal = self.places.card_rect(card)
            if goal is None:
                s.add_damage(f, n)
                return rise

            def land(f=f, n=n):
                self.shown().add_damage(f, n)
            fly = FlyAnimation(FG.damage_marker(n, 22), (r.centerx, r.y + 10),
                               (goal.x + 70, goal.y + 74), 0.55, arc_height=60, on_done=land)
            return [rise, fly]
        self.table.queue.push(make)

    def _bubble(self, f, message: str, colour):
        """A word over figure f ("Fall!", "Blocked!")."""
        def make(f=f, message=message, colour=colour):
            r = self.places.figure_rect(f) if isinstance(f, int) else None
            if r is None:
                return None
            return Popup(bubble_surface(message, colour, 16), (r.centerx, r.y - 4), 0.7)
        self.table.queue.push(make)

    def fell(self, ev, events, i):
        self._bubble(ev["figure"], "Fall!", palette.BAD)

    def leaving_attack(self, ev, events, i):
        self._bubble(ev["attacker"], "Strike as it leaves!", palette.BAD)

    def attack_resolved(self, ev, events, i):
        if not ev.get("damage"):
            self._bubble(ev["defender"], "Blocked!", palette.GOOD)

    def destroyed(self, ev, events, i):
        f = ev["figure"]
        falling = self.stage.falling

        def make(f=f):
            def fn(k, f=f):
                falling[f] = k
                if k >= 1:
                    self.shown().remove_figure(f)
                    falling.pop(f, None)
            return Tween(0.6, fn)
        self.table.queue.push(make)

    def returned_to_reserve(self, ev, events, i):
        c = ev["card"]

        def go(c=c):
            s = self.shown()
            for f in s.figures(c):
                s.remove_figure(f, to_reserve=True)
        self.table.queue.push_call(go)

    # cards and turns ---------------------------------------------------------------------
    def spell_cast(self, ev, events, i):
        sp, p = ev["spell"], ev["player"]
        if ev.get("face_down") and p != self.table.seats.me:
            sp = -1
        who = "You play" if self._mine(p) else f"{self.table.names[p]} plays"
        if ev.get("face_down"):
            who += " face down"
        self._show_card(sp, who)

    def hidden_flipped(self, ev, events, i):
        """A hidden enchant turned face up is shown large, as a spell played is (the
        AI's Psychic Rebuttal, Scatter Arc... were only in the log)."""
        p = ev["player"]
        self._show_card(ev["spell"], "You flip" if self._mine(p)
                        else f"{self.table.names[p]} flips")

    def _show_card(self, sp: int, who: str) -> None:
        """The spell's face large over the battlefield, with who plays it (a back: -1)."""
        area = self.view.board_area

        def make(sp=sp, who=who):
            sfx("flick", self.table.app)
            face = self.spell_faces.get(sp, (180, 252))
            lab = text.fit(who, 16, 240, palette.TEXT, text.BOLD)
            img = canvas.new((max(face.get_width(), lab.get_width() + 16),
                                  face.get_height() + lab.get_height() + 14), pygame.SRCALPHA)
            pill = pygame.Rect(0, 0, lab.get_width() + 16, lab.get_height() + 6)
            pill.centerx = img.get_width() // 2
            draw.rect(img, (16, 20, 30, 230), pill, border_radius=pill.h // 2)
            img.blit(lab, lab.get_rect(center=pill.center))
            img.blit(face, face.get_rect(midbottom=(img.get_width() // 2, img.get_height())))
            return Popup(img, (area.centerx, area.centery + img.get_height() // 2), 1.0)
        self.table.queue.push(make)

    def turn_began(self, ev, events, i):
        t = self.table
        p = ev["player"]
        line = t.narrate(ev)
        mine = self._mine(p)
        label = "Your turn" if mine else f"{t.names[p]}'s turn"
        label += f" — {ev['turn_no']} of {Battle(t.state).turns}"
        view = self.view

        def make(label=label, line=line):
            if line:
                t.log.add(line, palette.ACCENT)
            img = banner_surface(label, (40, 60, 90) if not mine else (90, 70, 30))
            return Popup(img, (view.board_area.centerx, view.board_area.y + 60), 0.9)
        t.queue.push(make)

    def game_over(self, ev, events, i):
        self.table.queue_game_over(ev)
