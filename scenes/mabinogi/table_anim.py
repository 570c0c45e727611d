"""The Mabinogi Duel table's animations: the engine's events played one after the other
(``_ev_<Type>`` handlers), ``shown`` patched as they play. Cards fly from the hand to
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
from app.ui import palette, sprites
from app.ui.animq import FlyAnimation as _Fly
from app.ui.animq import TimedAnimation
from engines.core.wording import Words
from engines.mabinogi import HERO, RESOURCES, RULES, Unit
from scenes.kit.animations import Popup, banner_surface
from scenes.kit.effects import FloatNumber, Lunge, Shatter
from scenes.mabinogi import art as A
from scenes.mabinogi import layout as L

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
            glow = pygame.Surface((2 * r, 2 * r), pygame.SRCALPHA)
            pygame.draw.circle(glow, (*self.colour, a), (r, r), r)
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


class MabinogiAnimations:
    """The events-to-animations half of :class:`scenes.mabinogi.table.MabinogiTable`."""

    ai_pace = AI_PACE              # the kit shortens it with "Fast AI turns"

    def _dur(self, seat, normal: float) -> float:
        if self.human is None or seat == self.human or seat is None:
            return normal
        return normal * BRISK_AI

    # positions -----------------------------------------------------------------------
    def cell_rect(self, seat: int, lane: int) -> pygame.Rect:
        return L.cell(self.side(seat), lane)

    def target_point(self, seat: int, lane: int):
        if lane == HERO:
            return L.portrait_rect(self.side(seat)).center
        return self.cell_rect(seat, lane).center

    def hand_point(self, seat: int, iid: int):
        hand = self.shown.hand[seat]
        if seat == self.me and self.human is not None:
            k = hand.index(iid) if iid in hand else len(hand)
            return L.hand_card(min(k, 11), max(len(hand), k + 1)).center
        k = hand.index(iid) if iid in hand else len(hand)
        if self.side(seat) == 1:
            return L.hand_card(min(k, 11), max(len(hand), k + 1)).center
        return L.back_rect(min(k, 11), max(len(hand), k + 1)).center

    def grave_point(self, seat: int):
        return L.grave_rect(self.side(seat)).center

    def res_point(self, seat: int, r: int):
        kinds = list(self.shown.kinds[seat])
        k = kinds.index(r) if r in kinds else 0
        x, y = L.res_pos(self.side(seat), k)
        return (x + 12, y + 12)

    def _face(self, d: int, size=L.CELL) -> pygame.Surface:
        return self.faces.get(d, size)

    # events -> animations -------------------------------------------------------------
    def _play_events(self, events: list) -> None:
        for i, ev in enumerate(events):
            if ev.get("type") != "GameOver":
                line = self._narrate(ev)
                if line:           # told as the animations reach it
                    p = ev.get("player")
                    colour = (palette.TEXT_DIM if not isinstance(p, int)
                              else palette.SEAT_COLOURS[p % 8])
                    self.queue.push_call(lambda line=line, colour=colour:
                                         self.log.add(line, colour))
            self._dispatch_event(ev, events, i)
        snapshot = self.view_state()
        self.queue.push_call(lambda: self._sync(snapshot))

    def _sync(self, snapshot=None) -> None:
        self.shown = snapshot if snapshot is not None else self.view_state()
        self.offsets = {}
        self.chain_view = [(e[0], self.shown.cdef[e[1]], e[1], bool(e[6]))
                           for e in self.shown.chain]
        self.chain_targets = {e[1]: (e[4], e[5]) for e in self.shown.chain
                              if e[2] != "counter" and e[5] >= HERO}

    def _call(self, fn) -> None:
        self.queue.push_call(fn)

    def _banner(self, message: str, pos, fill=(60, 52, 90), seconds: float = 0.7) -> None:
        self.queue.push(lambda: Popup(banner_surface(message, fill, palette.TEXT, 22), pos,
                                      seconds))

    def _float(self, label: str, pos, colour=palette.BAD) -> None:
        self.overlays.append(FloatNumber(label, pos, colour))

    # turns and phases
    def _ev_TurnBegan(self, ev, events, i):
        p = ev["player"]

        def turn():
            self.shown.current = p
            self.shown.turn = ev["turn_no"]
            self.phase_label = "start"
        self._call(turn)
        who = "Your turn" if p == self.human else f"{self.names[p]}'s turn"
        self._banner(f"{who} · {ev['turn_no']}", (L.BOARD.centerx, L.BOARD.centery + 20),
                     (50, 70, 110) if p == self.me else (100, 50, 50), 0.6)

    def _ev_PhaseBegan(self, ev, events, i):
        name = ev["phase"].replace("_", " ")
        self._call(lambda: setattr(self, "phase_label", name))

    def _ev_AttackTickets(self, ev, events, i):
        lanes = ev["lanes"]
        if not lanes:
            return
        p = ev["player"]
        rects = [self.cell_rect(p, ln) for ln in lanes]
        self._banner("Battle!", (L.BOARD.centerx, L.BOARD.centery + 20), (150, 50, 40), 0.5)
        self.queue.push(lambda: Tickets(rects, self._dur(p, 0.6)))

    # card uses and the chain
    def _ev_CardMoved(self, ev, events, i):
        src, dst, iid, p, d = ev["src"], ev["dst"], ev["iid"], ev["player"], ev["card"]

        def move():
            s = self.shown
            if 0 <= iid < len(s.cdef) and d >= 0:
                s.cdef[iid] = d
            if dst == "chain":
                return                   # the card's flight (CardUsed) takes it out
            for zone, name in ((s.hand[p], "hand"), (s.grave[p], "grave")):
                if src == name and iid in zone:
                    zone.remove(iid)
            if dst == "hand" and iid not in s.hand[p]:
                s.hand[p].append(iid)
            if dst == "grave" and iid not in s.grave[p]:
                s.grave[p].append(iid)
            if src == "chain":
                self.chain_view = [c for c in self.chain_view if c[2] != iid]
        if src == "hand" and dst == "grave":          # a discard
            self.queue.push(lambda: FlyAnimation(self._face(d, L.HAND_CARD),
                                                 self.hand_point(p, iid), self.grave_point(p),
                                                 self._dur(p, 0.4), arc_height=40,
                                                 on_start=lambda: self._hide(iid)))
        elif src == "chain" and dst == "grave":
            self.queue.push(lambda: FlyAnimation(self._face(d), self.chain_point(iid),
                                                 self.grave_point(p), self._dur(p, 0.35),
                                                 scale_from=0.85, scale_to=0.6,
                                                 on_start=lambda: self._drop_chain(iid)))
        elif src == "grave" and dst == "hand" and not any(
                e.get("type") == "CounterUsed" and e.get("iid") == iid for e in events[:i]):
            self.queue.push(lambda: FlyAnimation(self._face(d, L.HAND_CARD),
                                                 self.grave_point(p), self.hand_point(p, iid),
                                                 self._dur(p, 0.18)))
        self._call(move)

    def _hide(self, iid: int) -> None:
        for zone in self.shown.hand:
            if iid in zone:
                zone.remove(iid)

    def chain_point(self, iid: int):
        n = len(self.chain_view)
        for k, c in enumerate(self.chain_view):
            if c[2] == iid:
                return chain_rect_center(k, n)
        return L.BOARD.center

    def _drop_chain(self, iid: int) -> None:
        self.chain_view = [c for c in self.chain_view if c[2] != iid]
        if all(c[2] != iid for c in self.chain_view) and len(self.chain_view) and \
                all(self._is_counter(c) for c in self.chain_view):
            self.chain_view = []

    def _is_counter(self, entry) -> bool:
        return entry[1] >= 0 and RULES.card(entry[1]).is_counter

    def _ev_CardUsed(self, ev, events, i):
        p, d, iid = ev["player"], ev["card"], ev["iid"]
        n = len(self.chain_view) + 1

        target = ev.get("target")

        def land():
            self._hide(iid)
            self.chain_view = [(p, d, iid, False)]
            self.chain_targets = {iid: tuple(target)} if target and ev["how"] == "cast" \
                else {}
        self.queue.push(lambda: FlyAnimation(self._face(d), self.hand_point(p, iid),
                                             chain_rect_center(0, n),
                                             self._dur(p, 0.4), arc_height=30,
                                             scale_from=0.6, scale_to=0.85,
                                             on_start=lambda: self._hide(iid), on_done=land))
        sfx("flick", self.app)
        self.queue.push_wait(self._dur(p, 0.25))

    def _ev_CounterUsed(self, ev, events, i):
        p, d, iid = ev["player"], ev["card"], ev["iid"]

        def add():
            self.chain_view.append((p, d, iid, False))
        self.queue.push(lambda: FlyAnimation(self._face(d), self.grave_point(p),
                                             chain_rect_center(len(self.chain_view),
                                                               len(self.chain_view) + 1),
                                             self._dur(p, 0.4), arc_height=30,
                                             scale_from=0.5, scale_to=0.85, on_done=add))
        self._banner("Counter!", (L.BOARD.centerx, L.BOARD.y + 60), (90, 40, 120), 0.5)

    def _ev_ChainResolving(self, ev, events, i):
        if ev["size"] > 1:
            self._banner("The chain resolves from the top", (L.BOARD.centerx, L.BOARD.y + 60),
                         (60, 60, 90), 0.6)

    def _ev_Countered(self, ev, events, i):
        iid = ev["iid"]

        def mark():
            self.chain_view = [(c[0], c[1], c[2], c[3] or c[2] == iid) for c in self.chain_view]
        self._call(mark)
        self.queue.push_wait(0.4)

    def _ev_CreatureSummoned(self, ev, events, i):
        p, lane, d, iid = ev["player"], ev["lane"], ev["card"], ev["iid"]

        def place():
            u = Unit(d, iid, p, ev["level"])
            u.hp = u.mhp = ev["hp"]
            u.atk, u.df = ev["atk"], ev["def"]
            self.shown.board[p][lane] = u
            self.flash[(p, lane)] = 0.5
            self._drop_chain(iid)
        if iid >= 0 and any(c[2] == iid for c in self.chain_view) or any(
                e.get("type") == "CardUsed" and e.get("iid") == iid for e in events[:i]):
            self.queue.push(lambda: FlyAnimation(self._face(d), self.chain_point(iid),
                                                 self.cell_rect(p, lane).center,
                                                 self._dur(p, 0.3), scale_from=0.85,
                                                 on_start=lambda: self._drop_chain(iid),
                                                 on_done=place))
        else:
            self._call(place)
            self.queue.push_wait(self._dur(p, 0.2))

    # attacks
    def _ev_Attacked(self, ev, events, i):
        src, tgt = ev["source"], ev["target"]
        end = self.target_point(tgt[0], tgt[1])
        if src[0] == "cell" and ev["melee"]:
            seat, lane = src[1], src[2]
            start = self.cell_rect(seat, lane).center

            def setter(off, key=(seat, lane)):
                self.offsets[key] = off
            self.queue.push(lambda: Lunge(start, end, setter, self._dur(seat, 0.5)))
            return
        seat = src[1]
        if src[0] == "cell":
            start = self.cell_rect(seat, src[2]).center
            colour = A.RES[RULES.card(src[3]).res][1]
        elif src[0] == "card":
            start = chain_rect_center(0, 1) if self.chain_view else L.portrait_rect(
                self.side(seat)).center
            colour = A.RES[RULES.card(src[2]).res][1]
        else:
            return
        self.queue.push(lambda: Bolt(start, end, colour, self._dur(seat, 0.35)))

    def _ev_DiceRolled(self, ev, events, i):
        if ev["why"] != "defence":
            return
        tgt = ev.get("target") or [0, HERO]
        pos = self.target_point(tgt[0], tgt[1])
        sides = int(str(ev["die"]).lstrip("d") or 6)
        self.queue.push(lambda: SmallDie((pos[0] + 42, pos[1] - 46), ev["dice"][0], sides,
                                         self._dur(None, 0.45)))

    def _ev_Hit(self, ev, events, i):
        tgt = ev["target"]
        seat, lane = tgt

        def hit():
            s = self.shown
            if lane == HERO:
                s.hp[seat], s.hdef[seat] = ev["hp"], ev["def"]
            else:
                u = s.board[seat][lane]
                if u is not None:
                    u.hp, u.df = ev["hp"], ev["def"]
            pos = self.target_point(seat, lane)
            loss = ev["hp_loss"]
            self._float(f"-{loss}" if loss else "0", pos, palette.BAD if loss else palette.TEXT_DIM)
            if ev["def_loss"]:
                self._float(f"-{ev['def_loss']} DEF", (pos[0], pos[1] + 34), A.SHIELD_C)
            self.flash[("hero", seat) if lane == HERO else (seat, lane)] = 0.35
            if lane == HERO and loss:
                sfx("thud", self.app)
        self._call(hit)
        self.queue.push_wait(self._dur(None, 0.15))

    def _ev_CreatureDied(self, ev, events, i):
        p, lane, d = ev["player"], ev["lane"], ev["card"]
        rect = self.cell_rect(p, lane)

        def gone():
            self.shown.board[p][lane] = None
            sfx("whoosh", self.app)
        self.queue.push(lambda: Shatter(self._face(d), rect, self._dur(p, 0.6),
                                        seed=lane + 5 * p, on_start=gone))

    def _ev_Controlled(self, ev, events, i):
        self._move_unit(ev["src"], ev["dst"], ev["card"])

    def _ev_Returned(self, ev, events, i):
        self._move_unit(ev["src"], ev["dst"], ev["card"])

    def _move_unit(self, src, dst, d) -> None:
        def lift():
            self._held_unit = self.shown.board[src[0]][src[1]]
            self.shown.board[src[0]][src[1]] = None

        def put():
            self.shown.board[dst[0]][dst[1]] = getattr(self, "_held_unit", None)
        self.queue.push(lambda: FlyAnimation(self._face(d), self.cell_rect(*src).center,
                                             self.cell_rect(*dst).center, 0.45, arc_height=50,
                                             on_start=lift, on_done=put))

    def _ev_Bounced(self, ev, events, i):
        p, lane, d, owner = ev["player"], ev["lane"], ev["card"], ev["owner"]

        def lift():
            self.shown.board[p][lane] = None
        end = (L.HAND.centerx, L.HAND.centery) if self.side(owner) else L.OPP_BAND.center
        self.queue.push(lambda: FlyAnimation(self._face(d), self.cell_rect(p, lane).center,
                                             end, 0.45, scale_to=0.6, on_start=lift))

    def _ev_EffectFired(self, ev, events, i):
        src = ev["source"]

        def glow():
            if src[0] == "cell":
                self.flash[(src[1], src[2])] = 0.5
            else:
                self.flash[("hero", src[1])] = 0.5
        self._call(glow)
        self.queue.push_wait(self._dur(ev["player"], 0.18))

    # heroes, resources, levels
    def _ev_ValueChanged(self, ev, events, i):
        p, what, val, why = ev["player"], ev["what"], ev["value"], ev["why"]

        def patch():
            s = self.shown
            if what in RES_INDEX:
                s.res[p][RES_INDEX[what]] = val
                if ev["delta"] > 0:
                    x, y = self.res_point(p, RES_INDEX[what])
                    self._float(f"+{ev['delta']}", (x + 14, y - 12), palette.GOOD)
            elif what == "hp":
                s.hp[p] = val
                if why not in ("hit",):
                    pos = L.portrait_rect(self.side(p)).center
                    d = ev["delta"]
                    self._float(f"{d:+d}", pos, palette.GOOD if d > 0 else palette.BAD)
            elif what == "max_hp":
                s.mhp[p] = val
            elif what == "def":
                s.hdef[p] = val
            elif what == "xp":
                s.xp[p] = val
            elif what == "level":
                s.level[p] = val
            elif what == "actions":
                s.actions = val
        self._call(patch)

    def _ev_UnitChanged(self, ev, events, i):
        p, lane, what, val, why = ev["player"], ev["lane"], ev["what"], ev["value"], ev["why"]

        def patch():
            u = self.shown.board[p][lane]
            if u is None:
                return
            if what == "hp":
                u.hp = val
            elif what == "max_hp":
                u.mhp = val
            elif what == "atk":
                u.tatk = val - u.atk
            elif what == "def":
                u.df = val
            elif what == "para":
                u.para = val
            elif what == "sick":
                u.sick = val
            if why not in ("clearing", "turn_end") and what in ("hp", "max_hp", "atk", "def"):
                label = {"hp": "HP", "max_hp": "max HP", "atk": "ATK", "def": "DEF"}[what]
                d = ev["delta"]
                self._float(f"{d:+d} {label}" if what != "hp" else f"{d:+d}",
                            self.cell_rect(p, lane).center,
                            palette.GOOD if d > 0 else palette.BAD)
        self._call(patch)
        if why not in ("clearing", "turn_end"):
            self.queue.push_wait(self._dur(p, 0.12))

    def _ev_LevelUp(self, ev, events, i):
        p = ev["player"]
        pos = L.portrait_rect(self.side(p)).midtop

        def shine():
            self.flash[("hero", p)] = 1.0
            if p == self.me:
                self.flourish = 1.4
        self._call(shine)
        self._banner(f"Level {ev['level']}!", (pos[0] + 60, pos[1] + 60), (150, 110, 30), 0.9)
        if p == self.human:
            sfx("chime", self.app)

    def _ev_Revived(self, ev, events, i):
        p = ev["player"]
        whose = Words(self.names, self.human).whose(p)
        self._banner(f"{whose} Revive: {ev['cards']} cards", (L.BOARD.centerx, L.BOARD.centery),
                     (80, 60, 100), 0.6)

    def _ev_GameOver(self, ev, events, i):
        self._queue_game_over(ev)


def chain_rect_center(k: int, n: int):
    return L.chain_rect(k, n).center

