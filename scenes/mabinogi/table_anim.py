"""The Mabinogi Duel table's animations: the engine's events played one after the other
(the handlers part: one handler per event type, registered with the kit's pipeline),
the drawn duel patched as they play. Cards fly from the hand to
the counter chain (a stack over the board's centre) and on to their cell or the grave;
a chain of counterspells resolves from its top (each countered card is crossed out);
the battle hands out attack tickets left to right, each attacker lunges (the kit's
Lunge), the defence roll shows as a small die, damage rises as numbers (FloatNumber)
and the dead shatter (Shatter); a level-up shines over the hand as the card levels
change.

Pace: the human's own moves play at full length; the AI's are brisker."""
from __future__ import annotations

import math

import pygame

from app.audio import sfx
from app.ui import canvas, draw, palette, sprites
from app.ui.animq import FlyAnimation as _Fly
from app.ui.animq import TimedAnimation
from engines.core.wording import Words
from engines.mabinogi import RESOURCES, RULES
from engines.mabinogi.read import Duel
from scenes.kit.animations import Popup, banner_surface
from scenes.kit.effects import FloatNumber, Lunge, Shatter
from scenes.kit.parts import Part, TableFace
from scenes.mabinogi import art as A
from scenes.mabinogi import layout as L
from scenes.mabinogi.faces import Faces
from scenes.mabinogi.table_places import Places
from scenes.mabinogi.table_stage import Stage

AI_PACE = 0.35            # seconds between two AI moves at normal speed
BRISK_AI = 0.7            # an AI move's animations, as a share of the human's own
RES_INDEX = {r: i for i, r in enumerate(RESOURCES)}


def FlyAnimation(*args, **kw) -> _Fly:
    """A card's flight without the blurred shadow (a scaled card would blur a new shadow
    every frame: too dear for the frame budget)."""
    kw.setdefault("shadow", False)
    return _Fly(*args, **kw)


class SmallDie(TimedAnimation):
    """The defence roll: a small die tumbling over the target, landing on its value."""

    SIZE = 42

    def __init__(self, pos, value: int, sides: int, duration: float = 0.5) -> None:
        super().__init__(duration)
        self.pos, self.value, self.sides = pos, value, max(1, sides)

    def draw(self, surface) -> None:
        k = self.progress
        if k < 0.6:
            shown = 1 + int(self.t * 37) % self.sides
            angle = 360 * (1 - k / 0.6) * 1.5
            y = self.pos[1] - 30 * math.sin(k / 0.6 * math.pi)
        else:
            shown, angle, y = self.value, 0.0, self.pos[1]
        img = sprites.rotated(A.die_face(shown, self.SIZE, "DEF"), angle, 1.0, step=12.0)
        surface.blit(img, img.get_rect(center=(round(self.pos[0]), round(y))))


class Bolt(TimedAnimation):
    """A spell's (or a skill's) ranged attack: a glowing orb from its source."""

    def __init__(self, start, end, colour, duration: float = 0.35) -> None:
        super().__init__(duration)
        self.start_pos, self.end_pos, self.colour = start, end, colour

    def draw(self, surface) -> None:
        k = self.progress
        x = self.start_pos[0] + (self.end_pos[0] - self.start_pos[0]) * k
        y = self.start_pos[1] + (self.end_pos[1] - self.start_pos[1]) * k - 40 * math.sin(k * math.pi)
        for r, a in ((18, 60), (12, 130), (7, 255)):
            glow = canvas.new((2 * r, 2 * r), pygame.SRCALPHA)
            draw.circle(glow, (*self.colour, a), (r, r), r)
            surface.blit(glow, (round(x) - r, round(y) - r))


class Tickets(TimedAnimation):
    """The attack tickets handed out left to right: a numbered tag over each attacker."""

    def __init__(self, rects, duration: float) -> None:
        super().__init__(duration)
        self.rects = rects

    def draw(self, surface) -> None:
        n = len(self.rects)
        for k, r in enumerate(self.rects):
            start = k / max(1, n) * 0.6
            if self.progress < start:
                continue
            tag = banner_surface(f"#{k + 1}", (200, 70, 50), palette.TEXT, 15)
            surface.blit(tag, tag.get_rect(midbottom=(r.centerx, r.top + 6)))


class MabinogiHandlers(Part):
    """The engine's events as animations. Reads the table (its queue, seats, names, the
    drawn duel); writes the drawn duel (at animation time) and the stage."""

    # the phases are told by the banners and the log's turn lines; the rest by its own
    # animation or the action's log line
    ignored = frozenset({"GameStarted", "ReturnDelayed"})

    def __init__(self, table: TableFace, places: Places, stage: Stage, faces: Faces) -> None:
        self.table, self.places, self.stage, self.faces = table, places, stage, faces
        self.queue = table.queue

    def handlers(self) -> dict:
        return {"TurnBegan": self.turn_began, "PhaseBegan": self.phase_began,
                "AttackTickets": self.attack_tickets, "CardMoved": self.card_moved,
                "CardUsed": self.card_used, "CounterUsed": self.counter_used,
                "ChainResolving": self.chain_resolving,
                "Countered": self.countered, "CreatureSummoned": self.creature_summoned,
                "Attacked": self.attacked, "DiceRolled": self.dice_rolled, "Hit": self.hit,
                "CreatureDied": self.creature_died, "Controlled": self.unit_moved,
                "Returned": self.unit_moved, "Bounced": self.bounced,
                "EffectFired": self.effect_fired, "ValueChanged": self.value_changed,
                "UnitChanged": self.unit_changed, "LevelUp": self.level_up,
                "Revived": self.revived, "GameOver": self.game_over}

    # helpers -------------------------------------------------------------------------
    def duel(self) -> Duel:
        """The drawn duel (the pipeline's snapshot) through the read model."""
        return Duel(self.table.shown)

    def _dur(self, seat, normal: float) -> float:
        """The human's own moves play at full length; the AI's are brisker."""
        human = self.table.human
        if human is None or seat == human or seat is None:
            return normal
        return normal * BRISK_AI

    def _face(self, d: int, size=None) -> pygame.Surface:
        """Card ``d``'s face at ``size`` (default: a lane cell of the room in force)."""
        return self.faces.get(d, size or L.CELL)

    def _call(self, fn) -> None:
        self.queue.push_call(fn)

    def _banner(self, message: str, pos, fill=(60, 52, 90), seconds: float = 0.7) -> None:
        self.queue.push(lambda: Popup(banner_surface(message, fill, palette.TEXT, 22), pos,
                                      seconds))

    def _float(self, label: str, pos, colour=palette.BAD) -> None:
        self.stage.overlays.append(FloatNumber(label, pos, colour))

    def _sfx(self, name: str) -> None:
        sfx(name, self.table.app)

    def _hide(self, iid: int) -> None:
        s = self.duel()
        for seat in (0, 1):
            if iid in s.hand(seat):
                s.hand(seat).remove(iid)

    def _chain_point(self, iid: int):
        return self.places.chain_point(self.stage.chain_view, iid)

    def _drop_chain(self, iid: int) -> None:
        self.stage.drop_chain(iid, lambda c: c[1] >= 0 and RULES.card(c[1]).is_counter)

    # turns and phases ------------------------------------------------------------------
    def turn_began(self, ev, events, i):
        p = ev["player"]

        def turn():
            self.duel().set_turn(p, ev["turn_no"])
            self.stage.phase_label = "start"
        self._call(turn)
        who = "Your turn" if p == self.table.human else f"{self.table.names[p]}'s turn"
        self._banner(f"{who} · {ev['turn_no']}", (L.BOARD.centerx, L.BOARD.centery + 20),
                     (50, 70, 110) if self.table.seats.is_me(p) else (100, 50, 50), 0.6)

    def phase_began(self, ev, events, i):
        name = ev["phase"].replace("_", " ")
        self._call(lambda: setattr(self.stage, "phase_label", name))

    def attack_tickets(self, ev, events, i):
        lanes = ev["lanes"]
        if not lanes:
            return
        p = ev["player"]
        rects = [self.places.cell(p, ln) for ln in lanes]
        self._banner("Battle!", (L.BOARD.centerx, L.BOARD.centery + 20), (150, 50, 40), 0.5)
        self.queue.push(lambda: Tickets(rects, self._dur(p, 0.6)))

    # card uses and the chain -------------------------------------------------------------
    def card_moved(self, ev, events, i):
        src, dst, iid, p, d = ev["src"], ev["dst"], ev["iid"], ev["player"], ev["card"]
        places = self.places

        def move():
            s = self.duel()
            s.set_card(iid, d)
            if dst == "chain":
                return                   # the card's flight (CardUsed) takes it out
            for zone, name in ((s.hand(p), "hand"), (s.grave(p), "grave")):
                if src == name and iid in zone:
                    zone.remove(iid)
            if dst == "hand" and iid not in s.hand(p):
                s.hand(p).append(iid)
            if dst == "grave" and iid not in s.grave(p):
                s.grave(p).append(iid)
            if src == "chain":
                self.stage.chain_view = [c for c in self.stage.chain_view if c[2] != iid]
        if src == "hand" and dst == "grave":          # a discard
            self.queue.push(lambda: FlyAnimation(self._face(d, L.HAND_CARD),
                                                 places.hand_point(p, iid),
                                                 places.grave_point(p), self._dur(p, 0.4),
                                                 arc_height=40,
                                                 on_start=lambda: self._hide(iid)))
        elif src == "chain" and dst == "grave":
            self.queue.push(lambda: FlyAnimation(self._face(d), self._chain_point(iid),
                                                 places.grave_point(p), self._dur(p, 0.35),
                                                 scale_from=0.85, scale_to=0.6,
                                                 on_start=lambda: self._drop_chain(iid)))
        elif src == "grave" and dst == "hand" and not any(
                e.get("type") == "CounterUsed" and e.get("iid") == iid for e in events[:i]):
            self.queue.push(lambda: FlyAnimation(self._face(d, L.HAND_CARD),
                                                 places.grave_point(p),
                                                 places.hand_point(p, iid),
                                                 self._dur(p, 0.18)))
        self._call(move)

    def card_used(self, ev, events, i):
        p, d, iid = ev["player"], ev["card"], ev["iid"]
        n = len(self.stage.chain_view) + 1
        target = ev.get("target")

        def land():
            self._hide(iid)
            self.stage.chain_view = [(p, d, iid, False)]
            self.stage.chain_targets = {iid: tuple(target)} \
                if target and ev["how"] == "cast" else {}
        self.queue.push(lambda: FlyAnimation(self._face(d), self.places.hand_point(p, iid),
                                             chain_rect_center(0, n),
                                             self._dur(p, 0.4), arc_height=30,
                                             scale_from=0.6, scale_to=0.85,
                                             on_start=lambda: self._hide(iid), on_done=land))
        self._sfx("flick")
        self.queue.push_wait(self._dur(p, 0.25))

    def counter_used(self, ev, events, i):
        p, d, iid = ev["player"], ev["card"], ev["iid"]
        chain = self.stage.chain_view

        def add():
            self.stage.chain_view.append((p, d, iid, False))
        self.queue.push(lambda: FlyAnimation(self._face(d), self.places.grave_point(p),
                                             chain_rect_center(len(chain), len(chain) + 1),
                                             self._dur(p, 0.4), arc_height=30,
                                             scale_from=0.5, scale_to=0.85, on_done=add))
        self._banner("Counter!", (L.BOARD.centerx, L.BOARD.y + 60), (90, 40, 120), 0.5)

    def chain_resolving(self, ev, events, i):
        if ev["size"] > 1:
            self._banner("The chain resolves from the top", (L.BOARD.centerx, L.BOARD.y + 60),
                         (60, 60, 90), 0.6)

    def countered(self, ev, events, i):
        iid = ev["iid"]

        def mark():
            self.stage.chain_view = [(c[0], c[1], c[2], c[3] or c[2] == iid)
                                     for c in self.stage.chain_view]
        self._call(mark)
        self.queue.push_wait(0.4)

    def creature_summoned(self, ev, events, i):
        p, lane, d, iid = ev["player"], ev["lane"], ev["card"], ev["iid"]

        def place():
            self.duel().place_creature(p, lane, d, iid, ev["level"], ev["hp"], ev["atk"],
                                       ev["def"])
            self.stage.flash[(p, lane)] = 0.5
            self._drop_chain(iid)
        if iid >= 0 and any(c[2] == iid for c in self.stage.chain_view) or any(
                e.get("type") == "CardUsed" and e.get("iid") == iid for e in events[:i]):
            self.queue.push(lambda: FlyAnimation(self._face(d), self._chain_point(iid),
                                                 self.places.cell(p, lane).center,
                                                 self._dur(p, 0.3), scale_from=0.85,
                                                 on_start=lambda: self._drop_chain(iid),
                                                 on_done=place))
        else:
            self._call(place)
            self.queue.push_wait(self._dur(p, 0.2))

    # attacks ---------------------------------------------------------------------------
    def attacked(self, ev, events, i):
        src, tgt = ev["source"], ev["target"]
        end = self.places.target_point(tgt[0], tgt[1])
        if src[0] == "cell" and ev["melee"]:
            seat, lane = src[1], src[2]
            start = self.places.cell(seat, lane).center

            def setter(off, key=(seat, lane)):
                self.stage.offsets[key] = off
            self.queue.push(lambda: Lunge(start, end, setter, self._dur(seat, 0.5)))
            return
        seat = src[1]
        if src[0] == "cell":
            start = self.places.cell(seat, src[2]).center
            colour = A.RES[RULES.card(src[3]).res][1]
        elif src[0] == "card":
            start = chain_rect_center(0, 1) if self.stage.chain_view \
                else self.places.portrait(seat).center
            colour = A.RES[RULES.card(src[2]).res][1]
        else:
            return
        self.queue.push(lambda: Bolt(start, end, colour, self._dur(seat, 0.35)))

    def dice_rolled(self, ev, events, i):
        if ev["why"] != "defence":
            return
        tgt = ev.get("target") or [0, Duel.hero_lane]
        pos = self.places.target_point(tgt[0], tgt[1])
        sides = int(str(ev["die"]).lstrip("d") or 6)
        self.queue.push(lambda: SmallDie((pos[0] + 42, pos[1] - 46), ev["dice"][0], sides,
                                         self._dur(None, 0.45)))

    def hit(self, ev, events, i):
        seat, lane = ev["target"]
        on_hero = lane == Duel.hero_lane

        def hit():
            s = self.duel()
            if on_hero:
                s.set_hero(seat, "hp", ev["hp"])
                s.set_hero(seat, "def", ev["def"])
            else:
                u = s.creature(seat, lane)
                if u is not None:
                    u.hp, u.defence = ev["hp"], ev["def"]
            pos = self.places.target_point(seat, lane)
            loss = ev["hp_loss"]
            self._float(f"-{loss}" if loss else "0", pos, palette.BAD if loss else palette.TEXT_DIM)
            if ev["def_loss"]:
                self._float(f"-{ev['def_loss']} DEF", (pos[0], pos[1] + 34), A.SHIELD_C)
            self.stage.flash[("hero", seat) if on_hero else (seat, lane)] = 0.35
            if on_hero and loss:
                self._sfx("thud")
        self._call(hit)
        self.queue.push_wait(self._dur(None, 0.15))

    def creature_died(self, ev, events, i):
        p, lane, d = ev["player"], ev["lane"], ev["card"]
        rect = self.places.cell(p, lane)

        def gone():
            self.duel().remove_creature(p, lane)
            self._sfx("whoosh")
        self.queue.push(lambda: Shatter(self._face(d), rect, self._dur(p, 0.6),
                                        seed=lane + 5 * p, on_start=gone))

    def unit_moved(self, ev, events, i):
        """Controlled or Returned: the creature flies from its cell to another."""
        src, dst, d = ev["src"], ev["dst"], ev["card"]

        def lift():
            self.stage.held = self.duel().remove_creature(src[0], src[1])

        def put():
            self.duel().put_creature(dst[0], dst[1], self.stage.held)
        self.queue.push(lambda: FlyAnimation(self._face(d), self.places.cell(*src).center,
                                             self.places.cell(*dst).center, 0.45,
                                             arc_height=50, on_start=lift, on_done=put))

    def bounced(self, ev, events, i):
        p, lane, d, owner = ev["player"], ev["lane"], ev["card"], ev["owner"]

        def lift():
            self.duel().remove_creature(p, lane)
        end = (L.HAND.centerx, L.HAND.centery) if self.places.side(owner) \
            else L.OPP_BAND.center
        self.queue.push(lambda: FlyAnimation(self._face(d), self.places.cell(p, lane).center,
                                             end, 0.45, scale_to=0.6, on_start=lift))

    def effect_fired(self, ev, events, i):
        src = ev["source"]

        def glow():
            if src[0] == "cell":
                self.stage.flash[(src[1], src[2])] = 0.5
            else:
                self.stage.flash[("hero", src[1])] = 0.5
        self._call(glow)
        self.queue.push_wait(self._dur(ev["player"], 0.18))

    # heroes, resources, levels -------------------------------------------------------------
    def value_changed(self, ev, events, i):
        p, what, val, why = ev["player"], ev["what"], ev["value"], ev["why"]

        def patch():
            s = self.duel()
            if what in RES_INDEX:
                s.set_resource(p, RES_INDEX[what], val)
                if ev["delta"] > 0:
                    x, y = self.places.res_point(p, RES_INDEX[what])
                    self._float(f"+{ev['delta']}", (x + 14, y - 12), palette.GOOD)
            elif what == "hp":
                s.set_hero(p, "hp", val)
                if why not in ("hit",):
                    d = ev["delta"]
                    self._float(f"{d:+d}", self.places.portrait(p).center,
                                palette.GOOD if d > 0 else palette.BAD)
            elif what in ("max_hp", "def", "xp", "level"):
                s.set_hero(p, what, val)
            elif what == "actions":
                s.set_actions(val)
        self._call(patch)

    def unit_changed(self, ev, events, i):
        p, lane, what, val, why = ev["player"], ev["lane"], ev["what"], ev["value"], ev["why"]

        def patch():
            u = self.duel().creature(p, lane)
            if u is None:
                return
            if what == "hp":
                u.hp = val
            elif what == "max_hp":
                u.max_hp = val
            elif what == "atk":
                u.set_attack(val)
            elif what == "def":
                u.defence = val
            elif what == "para":
                u.paralysed = val
            elif what == "sick":
                u.set_sick(val)
            if why not in ("clearing", "turn_end") and what in ("hp", "max_hp", "atk", "def"):
                label = {"hp": "HP", "max_hp": "max HP", "atk": "ATK", "def": "DEF"}[what]
                d = ev["delta"]
                self._float(f"{d:+d} {label}" if what != "hp" else f"{d:+d}",
                            self.places.cell(p, lane).center,
                            palette.GOOD if d > 0 else palette.BAD)
        self._call(patch)
        if why not in ("clearing", "turn_end"):
            self.queue.push_wait(self._dur(p, 0.12))

    def level_up(self, ev, events, i):
        p = ev["player"]
        pos = self.places.portrait(p).midtop

        def shine():
            self.stage.flash[("hero", p)] = 1.0
            if self.table.seats.is_me(p):
                self.stage.flourish = 1.4
        self._call(shine)
        self._banner(f"Level {ev['level']}!", (pos[0] + 60, pos[1] + 60), (150, 110, 30), 0.9)
        if p == self.table.human:
            self._sfx("chime")

    def revived(self, ev, events, i):
        whose = Words(self.table.names, self.table.human).whose(ev["player"])
        self._banner(f"{whose} Revive: {ev['cards']} cards", (L.BOARD.centerx, L.BOARD.centery),
                     (80, 60, 100), 0.6)

    def game_over(self, ev, events, i):
        self.table.queue_game_over(ev)


def chain_rect_center(k: int, n: int):
    return L.chain_rect(k, n).center
