"""Magi's engine events as table animations (the mixin :class:`MagiEvents` of
:class:`scenes.magi.table.MagiTable`): one ``_ev_<Type>`` handler per event type queues
its flights, banners and board changes; the :class:`Board` changes when the animation
reaches that point."""
from __future__ import annotations

import pygame

from app.audio import sfx
from app.ui import palette
from app.ui.animq import FlyAnimation, TweenAnimation
from app.ui.tween import Tween
from scenes.kit.animations import Delayed, Gate, FlipFly, Popup, banner_surface, bubble_surface
from scenes.magi import layout as L
from scenes.magi.centre import marker_surface
from scenes.magi.scoreboard import RoundScoreboard


class MagiEvents:
    """Event handlers of the Magi table (mixed into MagiTable)."""

    def _seat_point(self, seat):
        return self.layout.seat_card_point(seat)

    def _play_events(self, events: list) -> None:
        self.synced = False
        q = self.queue
        for i, ev in enumerate(events):
            self._dispatch_event(ev, events, i)
        q.push_call(lambda: None)

    def _ev_RoundBegan(self, ev, events, i):
        line = self._narrate(ev)

        def begin():
            b = self.board
            b.hands = [[] for _ in range(self.players)]
            b.pile, b.markers = [], []
            b.direction = 1
            b.called = [False] * self.players
            b.catchable = [False] * self.players
            b.round_no = ev["round"]
            b.talon = 99
            b.current = None
            b.touch()
            self.log.add(line, palette.ACCENT)
        self.queue.push_call(begin)

    def _dealt_hand(self, events, i) -> list:
        """The human's hand right after the deal at events[i] (from the final state)."""
        if self.human is None:
            return []
        hand = list(self.state.hands[self.human])
        for ev in reversed(events[i + 1:]):
            if ev["type"] == "RoundBegan":
                return []
            if ev["type"] == "CardPlayed" and ev["player"] == self.human:
                hand.append(ev["card"])
            elif ev["type"] == "CardsDrawn" and ev["player"] == self.human:
                for c in ev["cards"]:
                    if c in hand:
                        hand.remove(c)
        return hand

    def _ev_Dealt(self, ev, events, i):
        counts = ev["counts"]
        dealer = ev["dealer"]
        mine = iter(self._dealt_hand(events, i))
        n = self.players
        order = [(dealer + k) % n for k in range(1, n + 1)]
        flights = []
        step = 0.045
        k = 0
        for r in range(max(counts)):
            for seat in order:
                if r >= counts[seat]:
                    continue
                card = next(mine, -1) if seat == self.human else -1
                flights.append(Delayed(k * step, self._deal_flight(seat, card)))
                k += 1
        self.queue.push_call(lambda: sfx("shuffle", self.app))
        self.queue.push(lambda: flights)
        self.queue.push_wait(0.1)

    def _deal_flight(self, seat, card):
        small = seat != self.human
        end = self._seat_point(seat)
        start = self.layout.talon.center

        def land():
            self.board.add_to_hand(seat, card)
        if small:
            return FlyAnimation(self.back, start, end, 0.28, "easeOutCubic", arc_height=30,
                                on_done=land, scale_to=L.SMALL_W / L.CARD_W)
        return FlyAnimation(self.back, start, end, 0.3, "easeOutCubic", arc_height=40,
                            on_done=land)

    def _log_event(self, ev, colour=palette.TEXT_DIM) -> None:
        """The engine's log line for ``ev`` (if any), when its animation comes."""
        line = self._narrate(ev)
        if line:
            self.queue.push_call(lambda: self.log.add(line, colour))

    def _ev_PileStarted(self, ev, events, i):
        card = ev["card"]
        self._log_event(ev)

        def make():
            face = self.faces.get(card, (L.CARD_W, L.CARD_H))
            sfx("flick", self.app)
            return FlipFly(self.back, face, self.layout.talon.center, self.layout.pile.center,
                           0.4, arc_height=30,
                           on_done=lambda: (self.board.put_on_pile(card),
                                            setattr(self.board, "talon", self.board.talon - 1)))
        self.queue.push(make)

    def _ev_TurnBegan(self, ev, events, i):
        p = ev["player"]
        line = self._narrate(ev)          # only an Again turn is logged

        def go():
            self.board.current = p
            self.board.catchable[p] = False
            self.board.touch()
            if line:
                self.log.add(line, palette.TEXT_DIM)
        self.queue.push_call(go)
        self.queue.push_wait(0.12)

    def _ev_PhaseChanged(self, ev, events, i):
        phase = ev["phase"]
        self.queue.push_call(lambda: setattr(self.board, "phase", phase))

    def _ev_CardPlayed(self, ev, events, i):
        p, card = ev["player"], ev["card"]
        from_pos = getattr(self, "_from_pos", None) if p == self.human else None
        self._from_pos = None

        def make():
            face = self.faces.get(card, (L.CARD_W, L.CARD_H))
            end = self.layout.pile.center
            sfx("flick", self.app)
            if p == self.human:
                rect = self.hand.rects.get(card)
                start = from_pos or (rect.center if rect else self._seat_point(p))
                return FlyAnimation(face, start, end, 0.3, "easeOutCubic", arc_height=20,
                                    on_start=lambda: self.board.remove_from_hand(p, card),
                                    on_done=lambda: self.board.put_on_pile(card))
            return FlipFly(self.small_back, face, self._seat_point(p), end, 0.42,
                           arc_height=40, scale_from=1.0, scale_to=1.0,
                           on_start=lambda: self.board.remove_from_hand(p, card),
                           on_done=lambda: self.board.put_on_pile(card))
        self.queue.push(make)
        self.queue.push_wait(0.08)

    def _popup_at(self, pos, surf, seconds=0.8):
        self.queue.push(lambda: Popup(surf, pos, seconds))

    def _banner(self, message, fill=palette.ACCENT, fg=palette.TEXT_DARK, pos=None, seconds=0.7):
        pos = pos or (self.layout.pile.centerx, self.layout.pile.top - 48)
        self._popup_at(pos, banner_surface(message, fill, fg), seconds)

    def _ev_AbilityResolved(self, ev, events, i):
        ab = ev["ability"]
        self._log_event(ev)
        if ab == "again":
            self._banner("Again!", seconds=0.6)
        elif ab == "free":
            self.queue.push_call(lambda: self._set_req(None, None, True))
            self._banner("Free: any colour", fill=(70, 70, 86), fg=palette.TEXT, seconds=0.6)

    def _set_req(self, colour, picture, free):
        b = self.board
        b.colour, b.picture, b.free = colour, picture, free
        b.touch()

    def _ev_DrawcountAdded(self, ev, events, i):
        n, markers = ev["amount"], list(ev["markers"])
        idx = len(markers) - 1

        def make():
            rect = self.centre.marker_rect(idx)
            start = (rect.centerx, rect.centery - 90)

            def land():
                sfx("thud", self.app)
                self.board.markers = markers
                self.board.touch()
            return FlyAnimation(marker_surface(n), start, rect.center, 0.3, "easeOutBounce",
                                on_done=land)
        self.queue.push(make)
        line = self._narrate(ev)
        self.queue.push_call(lambda: self.log.add(line, (255, 190, 170)))

    def _ev_DrawcountReset(self, ev, events, i):
        if not ev.get("removed", 1):
            return                   # a Reset with no DRAWCOUNT on the table: nothing to show

        def make():
            markers = list(self.board.markers)
            sfx("whoosh", self.app)
            self.board.markers = []
            self.board.touch()
            flights = []
            for k, n in enumerate(markers):
                r = self.centre.marker_rect(k)
                flights.append(Delayed(0.04 * k, FlyAnimation(
                    marker_surface(n), r.center, (r.centerx + 260, r.centery - 160), 0.35,
                    "easeInCubic", rotate_to=-40)))
            return flights
        self.queue.push(make)
        line = self._narrate(ev)
        self.queue.push_call(lambda: self.log.add(line, palette.TEXT_DIM))

    def _ev_DirectionChanged(self, ev, events, i):
        new = ev["direction"]

        def make():
            old_cw = self.board.direction == 1

            def step(t):
                self.centre.flip = (t, old_cw)

            def done():
                self.centre.flip = None
                self.board.direction = new
                self.board.touch()
            return TweenAnimation(Tween(0.5, step, ease="easeInOutQuad", on_done=done))
        self.queue.push(make)
        line = self._narrate(ev)
        self.queue.push_call(lambda: self.log.add(line, palette.TEXT_DIM))

    def _ev_ColourChosen(self, ev, events, i):
        colour = ev["colour"]
        suit = palette.SUITS[colour]
        self.queue.push_call(lambda: self._set_req(colour, None, False))
        fg = palette.TEXT_DARK if colour == "yellow" else palette.TEXT
        self._banner(f"{suit['label']}!", fill=suit["fill"], fg=fg, seconds=0.6)

    def _ev_NextPlayerShot(self, ev, events, i):
        target = ev["target"]
        plate = self.layout.plate(target)
        self.queue.push_call(lambda: sfx("whoosh", self.app))
        self._popup_at(plate.midtop, banner_surface("Next!", palette.ACCENT, palette.TEXT_DARK),
                       0.6)

    def _ev_CardsDrawn(self, ev, events, i):
        p, cards, reason = ev["player"], list(ev["cards"]), ev["reason"]
        line = self._narrate(ev)
        if line:
            colour = (255, 190, 170) if reason in ("drawcount", "caught") else palette.TEXT_DIM
            self.queue.push_call(lambda: self.log.add(line, colour))
        if not cards:
            return

        def make():
            flights = []
            for k, c in enumerate(cards):
                flights.append(Delayed(0.09 * k, self._draw_flight(p, c)))
            return flights
        self.queue.push(make)

    def _draw_flight(self, seat, card):
        start = self.layout.talon.center

        def land():
            self.board.add_to_hand(seat, card)
        if seat == self.human:
            after = self.board.hands[seat] + [card]
            end = self.hand.landing_rect(after).get(card, pygame.Rect(0, 0, 1, 1)).center
            face = self.faces.get(card, (L.CARD_W, L.CARD_H))
            return FlipFly(self.back, face, start, end, 0.38, arc_height=30, on_done=land,
                           on_start=lambda: sfx("slide", self.app))
        return FlyAnimation(self.back, start, self._seat_point(seat), 0.32, "easeOutCubic",
                            arc_height=30, on_done=land, scale_to=L.SMALL_W / L.CARD_W,
                            on_start=lambda: sfx("slide", self.app))

    def _ev_TalonReshuffled(self, ev, events, i):
        line = self._narrate(ev)

        def go():
            self.board.pile = self.board.pile[-1:]
            self.board.talon = ev["count"]
            self.board.touch()
            sfx("shuffle", self.app)
            self.log.add(line, palette.TEXT_DIM)
        self.queue.push_call(go)
        pos = (self.layout.talon.centerx, self.layout.talon.top - 8)
        self._popup_at(pos, banner_surface("Shuffled", (70, 70, 86), palette.TEXT), 0.5)

    def _ev_MagiCalled(self, ev, events, i):
        p = ev["player"]
        self._log_event(ev, palette.GOOD)       # only an auto-call has a line of its own

        def go():
            self.board.called[p] = True
            self.board.touch()
            sfx("chime", self.app)
        self.queue.push_call(go)
        plate = self.layout.plate(p)
        pos = (plate.centerx, plate.top + 4) if plate.top > 60 else (plate.centerx, plate.bottom + 50)
        self._popup_at(pos, bubble_surface("Magi!"), 0.9)

    def _ev_MagiForgotten(self, ev, events, i):
        p = ev["player"]
        line = self._narrate(ev)

        def go():
            self.board.catchable[p] = True
            self.board.touch()
            self.log.add(line, palette.TEXT_DIM)
        self.queue.push_call(go)

    def _ev_Caught(self, ev, events, i):
        v = ev["victim"]

        def go():
            self.board.catchable[v] = False
            self.board.touch()
            sfx("thud", self.app)
        self.queue.push_call(go)
        plate = self.layout.plate(v)
        self._popup_at((plate.centerx, plate.centery + 14),
                       banner_surface("Caught!", palette.BAD, palette.TEXT, 26), 0.8)

    def _ev_RoundEnded(self, ev, events, i):
        line = self._narrate(ev)

        def go():
            self.board.totals = list(ev["totals"])
            self.board.touch()
            w = ev["winner"]
            if self.human is None or w == self.human:
                sfx("fanfare", self.app)
            self.log.add(line, palette.ACCENT)
            game_ends = any(e["type"] == "GameOver" for e in events[i:])
            if not game_ends:
                self._scoreboard = self.app.stack.push(self._round_scoreboard(ev, w))
        self.queue.push_wait(0.4)
        self.queue.push_call(go)
        self.queue.push(lambda: Gate(lambda: self._scoreboard is None or self._scoreboard.closed))

    def _round_scoreboard(self, ev, winner) -> RoundScoreboard:
        """The overlay shown between rounds (a tutorial swaps in its own)."""
        return RoundScoreboard(self.app, self.names, list(ev["hand_points"]),
                               list(ev["totals"]), ev["round"], winner, self.state.target,
                               auto=self.demo or self.human is None)

    def _ev_GameOver(self, ev, events, i):
        self._queue_game_over(ev, wait=0)

    def _final_result(self, res) -> None:
        self.board.totals = list(res["scores"])

    def _game_over_chart(self, res) -> tuple:
        return res["scores"], res.get("rounds", []), self.state.target
