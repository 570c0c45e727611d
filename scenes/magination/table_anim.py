"""How the Magi-Nation table shows the engine's events: each ``_ev_<Type>`` handler
queues the animations of one event (energy tokens flying, cards landing, attacks, dice,
Magi flipping and shattering) and its log line, and moves the card in the drawn view
(``vis``) when its animation comes. A mixin of
:class:`scenes.magination.table.MagiNationTable`."""
from __future__ import annotations

import pygame

from app.audio import sfx
from app.ui import palette
from app.ui.animq import FlyAnimation
from engines.magination.state import HIDDEN
from scenes.kit.animations import Delayed, FlipFly, Popup, banner_surface
from scenes.kit.effects import DieTumble, FloatNumber, Lunge, Shatter
from scenes.magination import layout as L
from scenes.magination.animations import OrbFlight
from scenes.magination.card_art import die_face

# hidden cards a view may deal in any order among these zones (see _take_from)
HIDDEN_ZONES = ("deck", "hand", "stack")


class TableAnimations:
    """The engine's events as animations on the Magi-Nation table (mixed into the table
    scene)."""

    # events -> animations -------------------------------------------------------------
    def _play_events(self, events) -> None:
        self.synced = False
        self._after = self.view_state()    # the human's view once these events are done
        for i, ev in enumerate(events):
            self._dispatch_event(ev, events, i)
        self.queue.push_call(lambda: None)

    def _call(self, fn) -> None:
        self.queue.push_call(fn)

    def _move(self, iid, zone, p=None, src=None) -> None:
        """Move ``iid`` to ``zone`` of player ``p`` in the drawn view (from ``src``, a
        zone of ``p``, when the event says where it comes from)."""
        v = self.vis
        p = v.owner[iid] if p is None else p
        if src is not None:
            self._take_from(iid, p, src)
        for z in ("deck", "hand", "discard", "creatures", "relics", "stack", "defeated"):
            lst = getattr(v, z)[p]
            if iid in lst:
                lst.remove(iid)
        if iid in v.limbo:
            v.limbo.remove(iid)
        if v.magi[p] == iid and zone != "magi":
            v.magi[p] = -1
        if zone == "magi":
            v.magi[p] = iid
        elif zone == "limbo":
            v.limbo.append(iid)
        else:
            getattr(v, zone)[p].append(iid)
        self._reveal(iid)

    def _take_from(self, iid, p, src, keep=()) -> None:
        """Make the card ``iid`` lie in zone ``src`` of player ``p`` in the drawn view.
        A view deals the ids of the hidden cards nothing refers to in any order among the
        hidden places (views.py), so a card an event names may lie in another hidden place
        there: it trades places with one of ``src``'s hidden cards (all look the same),
        never with one of ``keep`` (the other cards of the same event)."""
        v = self.vis
        if src not in HIDDEN_ZONES or v.defs[iid] != HIDDEN:
            return
        zone = getattr(v, src)[p]
        if iid in zone:
            return
        other = next((h for h in zone if v.defs[h] == HIDDEN and h not in keep), None)
        if other is None:
            return
        for z in HIDDEN_ZONES:
            lst = getattr(v, z)[p]
            if iid in lst:
                lst[lst.index(iid)] = other
                break
        zone[zone.index(other)] = iid

    def _reveal(self, iid) -> bool:
        """Show the card ``iid`` from now on if the human sees it once the playing events
        are done (a card played, flipped or drawn into their hand); True when its face is
        known."""
        v, after = self.vis, self._after
        if v.defs[iid] == HIDDEN and after is not None and after.defs[iid] != HIDDEN:
            defs = list(v.defs)                # shared with other copies: never in place
            defs[iid] = after.defs[iid]
            v.defs = defs
        return v.defs[iid] != HIDDEN

    def _log(self, ev, colour=palette.TEXT_DIM) -> None:
        """The table's log line for event ``ev`` (if any), when its animation comes."""
        line = self._narrate(ev)
        if line:
            self.queue.push_call(lambda: self.log.add(line, colour))

    def _banner(self, message, pos=(500, 300), fill=palette.ACCENT, fg=palette.TEXT_DARK,
                seconds=0.7) -> None:
        self.queue.push(lambda: Popup(banner_surface(message, fill, fg), pos, seconds))

    def _ev_GameStarted(self, ev, events, i):
        self._log(ev, palette.ACCENT)

    def _ev_DiceRolled(self, ev, events, i):
        vals = list(ev["dice"])
        line = self.rules.narrate(self.state, ev, self.human) or ""
        why = line[:-1] if line.endswith(".") else line     # the tray's caption
        tray = pygame.Rect(300, 250, 400, 130)
        seed = len(self.record.actions) * 13 + i
        self.queue.push(lambda: DieTumble(tray, vals, die_face, why, seed=seed))
        self._log(ev)

    def _ev_FirstPlayerChosen(self, ev, events, i):
        self._log(ev, palette.ACCENT)

    def _ev_TurnBegan(self, ev, events, i):
        p = ev["player"]
        line = self.rules.narrate(self.state, ev, self.human)

        def go():
            self.vis.current = p
            self.vis.turn_no = ev["turn_no"]
            self.passed = {}
            self.log.add(line, palette.ACCENT)
        self._call(go)
        message = "Your turn" if p == self.human else f"{self.names[p]}'s turn"
        # a banner's pos is its midbottom: just above the step bar, never over it
        self._banner(message, pos=(500, self.layout.step_rect.y - 4), seconds=0.55)

    def _ev_StepBegan(self, ev, events, i):
        n = ev["step"]

        def go():
            self.vis.step = n
        self._call(go)
        self.queue.push_wait(0.06)

    def _ev_StepPassed(self, ev, events, i):
        """A step with nothing to do passes by itself: marked on the step bar (with why,
        on hover) and, on the human's turn, said in the log."""
        n, why = ev["step"], ev["why"]
        line = self._narrate(ev)

        def go():
            self.vis.step = n
            self.passed[n] = why
            if line:
                self.log.add(line, palette.TEXT_DIM)
        self._call(go)
        self.queue.push_wait(0.12)

    def _ev_EnergizeSkipped(self, ev, events, i):
        self._log(ev)

    def _ev_MagiFlipped(self, ev, events, i):
        p, m = ev["player"], ev["card"]
        z = self.zone(p)

        def make():
            self._take_from(m, p, "stack")
            self._reveal(m)
            face = self.face(m, z.magi_size)
            start = z.stack_pos
            start = (start[0] + z.magi.w // 2, start[1] + z.magi.h // 2)

            def land():
                self._move(m, "magi", p)
                self.vis.energy[m] = ev["energy"]
            sfx("flick", self.app)
            return FlipFly(self.back(z.magi_size), face, start, z.magi.center, 0.5,
                           arc_height=8 if z.compact else 40,
                           on_start=lambda: self._move(m, "limbo", p), on_done=land)
        self.queue.push(make)
        self._log(ev, palette.ACCENT)

    def _ev_MagiDefeated(self, ev, events, i):
        p, m = ev["player"], ev["card"]
        z = self.zone(p)

        def make():
            face = self.face(m, z.magi_size)
            sfx("thud", self.app)
            return Shatter(face, z.magi, seed=m,
                           on_start=lambda: (self._move(m, "defeated", p),
                                             self.vis.energy.__setitem__(m, 0)))
        self.queue.push(make)
        self._banner(f"{ev['name']} is defeated!", pos=(z.magi.centerx + 120, z.magi.centery),
                     fill=palette.BAD, fg=palette.TEXT, seconds=0.8)
        self._log(ev, palette.BAD)

    def _ev_PlayerOut(self, ev, events, i):
        self._log(ev, palette.BAD)

    def _ev_CardsDrawn(self, ev, events, i):
        p = ev["player"]
        cards = list(ev["cards"])
        if not cards:
            return
        z = self.zone(p)

        def make():
            flights = []
            for k, c in enumerate(cards):
                def land(c=c):
                    self._move(c, "hand", p, "deck")
                self._take_from(c, p, "deck", keep=cards)
                if p == self.bottom and self._reveal(c):
                    img = self.face(c, (L.HAND_W, L.HAND_H))
                    end = (self.layout.hand_rect.centerx, L.HAND_Y + L.HAND_H // 2)
                    flights.append(Delayed(0.08 * k, FlipFly(
                        self.back(z.pile), img, z.deck.center, end, 0.35, arc_height=30,
                        on_done=land)))
                else:
                    end = self.hand_target(p)
                    flights.append(Delayed(0.08 * k, FlyAnimation(
                        self.back(z.pile), z.deck.center, end, 0.3, arc_height=20,
                        scale_to=0.55, on_done=land)))
            return flights
        self.queue.push(make)
        self._log(ev)

    def _ev_CardMoved(self, ev, events, i):
        c, p, to = ev["card"], ev["player"], ev["dst"]
        to_zone = {"play": "creatures"}.get(to, to)

        def make():
            self._take_from(c, p, ev["src"])
            start = self.card_center(c)
            self._move(c, to_zone, p)
            end = self.card_center(c)
            if to_zone == "hand" and p != self.bottom:
                img = self.back((62, 87))
            else:
                img = self.face(c, (62, 87))
            self.in_flight.add(c)
            return FlyAnimation(img, start, end, 0.3, arc_height=20,
                                on_done=lambda: self.in_flight.discard(c))
        self.queue.push(make)
        self._log(ev)

    def _ev_DeckReshuffled(self, ev, events, i):
        self._log(ev)

    def _hand_start(self, p, c):
        self._take_from(c, p, "hand")
        if p == self.bottom:
            r = self.hand_rects().get(c)
            if getattr(self, "_drop_from", None) is not None:
                pos, self._drop_from = self._drop_from, None
                return pos
            return r.center if r else (self.layout.hand_rect.centerx, L.HAND_Y + 60)
        return self.hand_target(p)

    def _ev_CreaturePlayed(self, ev, events, i):
        p, c, energy = ev["player"], ev["card"], ev["energy"]
        z = self.zone(p)

        def make():
            start = self._hand_start(p, c)
            self._move(c, "creatures", p)
            self.vis.energy[c] = 0
            end = self.card_center(c)
            self.in_flight.add(c)
            sfx("flick", self.app)
            if p == self.bottom:
                return FlyAnimation(self.face(c, z.card), start, end, 0.32, arc_height=20,
                                    on_done=lambda: self.in_flight.discard(c))
            return FlipFly(self.back(z.card), self.face(c, z.card), start, end, 0.4,
                           arc_height=20, on_done=lambda: self.in_flight.discard(c))
        self.queue.push(make)
        # the creature's energy: tokens from its Magi into it
        m = self.state.magi[p] if self.state.magi[p] >= 0 else None

        def orbs():
            src = self.card_center(m) if m is not None else z.magi.center
            return OrbFlight(src, self.card_center(c), energy, 0.4,
                             on_done=lambda: self.vis.energy.__setitem__(c, energy), seed=c)
        if energy > 0:
            self.queue.push(orbs)
        self._log(ev)

    def _ev_RelicPlayed(self, ev, events, i):
        p, c = ev["player"], ev["card"]
        z = self.zone(p)

        def make():
            start = self._hand_start(p, c)
            self._move(c, "relics", p)
            end = self.card_center(c)
            self.in_flight.add(c)
            return FlipFly(self.back(z.relic), self.face(c, z.relic), start, end, 0.36,
                           arc_height=20, on_done=lambda: self.in_flight.discard(c))
        self.queue.push(make)

    def _ev_SpellCast(self, ev, events, i):
        p, c = ev["player"], ev["card"]

        def make():
            start = self._hand_start(p, c)
            self._move(c, "limbo", p)
            return FlipFly(self.back((110, 154)), self.face(c, (110, 154)), start, (500, 200),
                           0.4, arc_height=30)
        self.queue.push(make)
        self._banner(f"{ev['name']}!", pos=(500, 140), fill=(90, 60, 140), fg=palette.TEXT)

    def _ev_PowerUsed(self, ev, events, i):
        c = ev["card"]
        self.queue.push(lambda: Popup(banner_surface(ev["power"], (60, 70, 100), palette.TEXT, 16),
                                      (self.card_center(c)[0], self.card_center(c)[1] - 50), 0.55))

    def _ev_EffectTriggered(self, ev, events, i):
        self._log(ev)

    def _ev_AbilityFizzled(self, ev, events, i):
        self._log(ev)

    def _ev_SearchFailed(self, ev, events, i):
        self._log(ev)

    def _ev_MoveCancelled(self, ev, events, i):
        self._log(ev)

    # events shown by their log line only
    def _ev_PackHunt(self, ev, events, i):
        self._log(ev)

    def _ev_AttackRedirected(self, ev, events, i):
        self._log(ev)

    def _ev_CardMarked(self, ev, events, i):
        self._log(ev)

    def _ev_DeckReordered(self, ev, events, i):
        self._log(ev)

    def _ev_DrawSkipped(self, ev, events, i):
        self._log(ev)

    def _ev_PowerCopied(self, ev, events, i):
        self._log(ev)

    def _ev_RelicSaved(self, ev, events, i):
        self._log(ev)

    def _ev_TargetChosen(self, ev, events, i):
        c = ev["card"]
        self._log(ev)

        def make():
            r = self.card_rect(c)
            if r is None:
                return None
            return Popup(banner_surface("target", palette.LEGAL_GLOW, palette.TEXT_DARK, 14),
                         (r.centerx, r.top + 10), 0.35)
        self.queue.push(make)

    def _ev_EnergyChanged(self, ev, events, i):
        c, d, val = ev["card"], ev["delta"], ev["energy"]
        why = ev.get("why", "")
        self._log(ev)

        def make():
            if self.vis.owner[c] is None:
                return None
            pos = self.card_center(c)
            if d > 0:
                src = (self.layout.step_rect.x + 60, self.layout.step_rect.centery) if why == "energize" else \
                    (pos[0], pos[1] - 90)
                self.overlays.append(FloatNumber(f"+{d}", (pos[0], pos[1] - 20), palette.GOOD))
                return OrbFlight(src, pos, d, 0.35,
                                 on_done=lambda: self.vis.energy.__setitem__(c, val), seed=c)
            self.overlays.append(FloatNumber(f"{d}", (pos[0], pos[1] - 20), palette.BAD))
            return OrbFlight(pos, None, -d, 0.4,
                             on_start=lambda: self.vis.energy.__setitem__(c, val), seed=c)
        self.queue.push(make)

    def _ev_EnergyMoved(self, ev, events, i):
        a, b, n = ev["from"], ev["to"], ev["amount"]

        def make():
            return OrbFlight(self.card_center(a), self.card_center(b), n, 0.45,
                             on_start=lambda: self.vis.energy.__setitem__(a, ev["energy_from"]),
                             on_done=lambda: self.vis.energy.__setitem__(b, ev["energy_to"]),
                             seed=a)
        self.queue.push(make)
        self._log(ev)

    def _ev_ControlChanged(self, ev, events, i):
        c, a, b = ev["card"], ev["from"], ev["to"]
        self._log(ev)

        def go():
            v = self.vis
            for z in (v.creatures, v.relics):
                if c in z[a]:
                    z[a].remove(c)
                    z[b].append(c)
            own = list(v.owner)
            own[c] = b
            v.owner = own
        self._call(go)

    def _ev_AttackDeclared(self, ev, events, i):
        a, d = ev["attacker"], ev["target"]

        def make():
            start = self.card_center(a)
            end = self.card_center(d)
            sfx("whoosh", self.app)
            return Lunge(start, end, lambda off: self.offsets.__setitem__(a, off), 0.6,
                         on_impact=lambda: sfx("thud", self.app))
        self.queue.push(make)

    def _ev_AttackEnded(self, ev, events, i):
        self.queue.push_wait(0.15)

    def _ev_CreatureDefeated(self, ev, events, i):
        self._log(ev, palette.BAD)

    def _ev_GameOver(self, ev, events, i):
        self._queue_game_over(ev)

