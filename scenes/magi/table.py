"""The Magi card table: one human against AI seats (or AI only, for the demo).

The engine state is the truth; the :class:`Board` is what is drawn and lags behind while
the animation queue plays the engine's events. Every input becomes an engine action
(legal actions light up; refused moves say why). Tutorials hook in through
``action_filter``, ``element_rect(name)`` and ``listeners``.
"""
from __future__ import annotations

import math

import pygame

from app.audio import sfx
from app.ui import palette, sprites, text
from app.ui.animq import FlyAnimation, TweenAnimation
from app.ui.cards import CardFaceCache
from app.ui.drag import Draggable
from app.ui.tween import Tween
from app.ui.widgets import Button, draw_panel
from engines.core.replay import Record
from engines.magi import RULES
from scenes.kit.animations import Delayed, Gate, FlipFly, Popup, banner_surface, bubble_surface
from scenes.kit.table import TableScene
from scenes.magi import layout as L
from scenes.magi.board import Board
from scenes.magi.card_art import card_text, draw_back, draw_face
from scenes.magi.centre import Centre, marker_surface, phase_text
from scenes.magi.choice_tiles import choice_popup
from scenes.magi.hand import HandView
from scenes.magi.scoreboard import RoundScoreboard
from scenes.magi.seats import SeatPlates

AI_NAMES = ["Bram", "Ivy", "Orla", "Tamsin", "Corin", "Wren", "Aldo", "Nell"]
AI_PACE = 0.55            # seconds between AI moves at normal speed


class MagiTable(TableScene):
    rules = RULES
    game_key = "magi"
    ai_names = AI_NAMES
    ai_pace = AI_PACE
    # a lone "call"/"catch" is still asked, so the agent may decline to race
    ai_forced = staticmethod(lambda legal: len(legal) == 1
                             and legal[0][0] not in ("call", "catch"))
    ai_salt = staticmethod(lambda state: state.turn_no)
    # shown by the action's own log line, nothing to animate
    ignored_events = frozenset({"GameStarted", "Passed", "MagicSkipped", "OriginalChosen"})

    def __init__(self, app, players: int = 4, difficulty: str = "normal",
                 options: dict | None = None, seed: int | None = None,
                 human_seat: int | None = 0, demo: bool = False,
                 inline_ai: bool | None = None, record: Record | None = None,
                 names: list[str] | None = None, autosave: bool | None = None,
                 mode: str = "game") -> None:
        super().__init__(app)
        self._init_session(options, demo, human_seat, difficulty, mode, autosave)
        self._init_seats(players, seed, record, names)
        self.layout = L.Layout(self.players, self.human)
        lay = self.layout
        self._init_table(log_rect=L.LOG_RECT, undo_rect=lay.undo_button,
                         menu_rect=lay.menu_button, inline_ai=inline_ai,
                         on_double_click=self._on_double_click, hover_delay=0.7,
                         button_size=17)
        self.faces = CardFaceCache(lambda cid, size: draw_face(RULES.card(cid), size))
        self.back = draw_back((L.CARD_W, L.CARD_H))
        self.small_back = draw_back((L.SMALL_W, L.SMALL_H))
        self.hand = HandView()
        self.seats = SeatPlates(self.layout, self.names, self.human)
        self.centre = Centre(self.layout, self.faces, self.back)
        self.light_angle: float | None = None
        self.message: tuple[str, float] | None = None
        self._build_buttons()
        self._background = None
        self._start(record)

    # setup ---------------------------------------------------------------------------
    def _config(self) -> dict:
        cfg = {"players": self.players, "names": list(self.names),
               "variation": bool(self.options.get("variation", False)),
               "target": int(self.options.get("target", 50))}
        if "deal" in self.options:
            cfg["deal"] = self.options["deal"]
        if "first_starter" in self.options:
            cfg["first_starter"] = self.options["first_starter"]
        return cfg

    def _start(self, record: Record | None) -> None:
        self.queue.clear()
        self.ai.cancel()
        self.popup = None
        self.board = Board(self.players, self.names, self.human)
        self.log.clear()
        self.synced = False
        self.game_over_shown = False
        self._scoreboard = None
        if record is not None:
            self.session.restore(record, self._replay)
            self.board.sync(self.view_state())
            self.synced = True
            self.log.add(f"Game restored: round {self.state.round_no}.", palette.TEXT_DIM)
            if self.state.to_move is None:
                self.show_game_over()
        else:
            self._play_events(self.session.new(self._config(), self.seed))
        self._legal_cache = None
        self.light_angle = None

    def _restart_options(self) -> None:
        if self.mode == "game":
            self.options.pop("deal", None)

    def _build_buttons(self) -> None:
        lay = self.layout
        self.magi_button = Button(lay.magi_button, "Magi!", lambda: self.human_act(("call",)),
                                  size=20, key=pygame.K_m)
        self.pass_button = Button(lay.pass_button, "Pass", lambda: self.human_act(("pass",)),
                                  size=17, key=pygame.K_p)
        self.skip_button = Button(lay.skip_button, "Skip magic", lambda: self.human_act(("skip_magic",)),
                                  size=16, key=pygame.K_s)
        self.action_buttons = [self.magi_button, self.pass_button, self.skip_button]
        self.buttons = self.action_buttons + self.buttons
        if self.demo:
            for b in self.action_buttons:
                b.visible = False

    # engine access -------------------------------------------------------------------
    def _show_state(self) -> None:
        self.board.sync(self.view_state())
        self.synced = True

    # drag and drop -------------------------------------------------------------------
    def _legal_targets(self, card_id) -> set:
        return {"pile"} if ("play", card_id) in self.human_legal() else set()

    def _can_pick(self, card_id) -> str | None:
        if self.queue.busy:
            return "Wait for the cards to settle (click or Space skips)"
        if not self.human_to_move:
            if self.state.to_move is None:
                return "The game is over"
            return f"It is not your turn: {self.names[self.state.to_move]} is to move"
        if self.popup is not None:
            return "First make your choice"
        return None

    def _on_drop(self, card_id, target) -> str | None:
        if target != "pile":
            return ""
        action = ("play", card_id)
        reason = self.refuse_reason(action)
        if reason:
            return reason
        self.apply(action, from_pos=self.drag.held_center)
        return None

    def _on_double_click(self, card_id) -> None:
        rect = self.hand.rects.get(card_id)
        self.human_act(("play", card_id), from_pos=rect.center if rect else None)

    # events -> animations -----------------------------------------------------------
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

    def _ev_PileStarted(self, ev, events, i):
        card = ev["card"]

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

    # frame ---------------------------------------------------------------------------
    def _click(self, pos) -> bool:
        if self.layout.talon.collidepoint(pos):
            if self.human is not None:
                self.human_act(("draw",))
            return True
        for seat, rect in self.seats.catch_rects.items():
            if rect.collidepoint(pos):
                self.human_act(("catch", seat))
                return True
        return False

    def space(self) -> None:
        """Skip the animations, else the obvious next step."""
        if self.queue.busy:
            self.queue.skip()
            return
        if not self.can_act() or self.popup is not None:
            return
        legal = self.legal()
        for a in (("pass",), ("skip_magic",)):
            if a in legal:
                self.human_act(a)
                return
        if ("draw",) in legal and not any(x[0] == "play" for x in legal):
            self.human_act(("draw",))

    def card_under(self, pos):
        cid = self.hand.card_at(pos)
        if cid is not None:
            return cid
        if self.board.pile and self.layout.pile.collidepoint(pos):
            return self.board.pile[-1]
        return None

    def update(self, dt: float) -> None:
        self.time += dt
        self.seats.time = self.time
        self.centre.time = self.time
        self.queue.update(dt)
        self.drag.update(dt)
        if not self.queue.busy and not self.synced:
            self.board.sync(self.view_state())
            self.synced = True
            for fn in list(self.listeners["after_events"]):
                fn()
        self._update_light(dt)
        self._update_hand(dt)
        self._update_buttons()
        if not self.queue.busy and self.synced:
            self._maybe_popup()
            self._drive_ai(dt)
        self._update_zoom(dt)

    def _update_hand(self, dt) -> None:
        if self.human is None:
            return
        legal = self.human_legal()
        playable = {a[1] for a in legal if a[0] == "play"}
        hovered = self.hand.card_at(self.mouse) if self.drag.dragging is None else None
        self.hand.view.set_hover(hovered)
        self.hand.view.update(dt)
        self.hand.rebuild(self.board.hands[self.human], playable)
        items = [Draggable(cid, self.hand.hit[cid], self.faces.get(cid, (L.CARD_W, L.CARD_H)),
                           cid) for cid in self.hand.cards]
        self.drag.set_draggables(items)
        self.drag.set_targets({"pile": self.layout.pile.inflate(20, 20)})

    def _update_buttons(self) -> None:
        legal = self.human_legal() if self.popup is None else []
        self.magi_button.enabled = ("call",) in legal
        self.pass_button.enabled = ("pass",) in legal
        self.skip_button.enabled = ("skip_magic",) in legal
        self.undo_button.enabled = self.can_undo()

    def _maybe_popup(self) -> None:
        if self.popup is not None or not self.human_to_move:
            return
        d = self.decision()
        if d is None or d.kind != "choose":
            return
        self.popup = choice_popup(d, [len(h) for h in self.board.hands], self._choose)

    def _light_target(self) -> float | None:
        seat = self.board.current
        if seat is None:
            return None
        return self.layout.seat_angles[seat]

    def _update_light(self, dt) -> None:
        target = self._light_target()
        if target is None:
            return
        if self.light_angle is None:
            self.light_angle = target
            return
        diff = (target - self.light_angle + math.pi) % (2 * math.pi) - math.pi
        self.light_angle += diff * min(1.0, dt * 7.0 * max(1.0, self._speed()))

    # drawing -------------------------------------------------------------------------
    def _background_surface(self) -> pygame.Surface:
        if self._background is None:
            bg = pygame.Surface(L.SCREEN.size)
            bg.fill(palette.BG)
            try:
                from app.ui import art
                table = art.table_surface(L.TABLE_RECT.size)
            except Exception:  # noqa: BLE001
                table = pygame.Surface(L.TABLE_RECT.size, pygame.SRCALPHA)
                r = table.get_rect()
                pygame.draw.ellipse(table, palette.TABLE_RIM, r)
                pygame.draw.ellipse(table, palette.TABLE_FELT_DARK, r.inflate(-30, -30))
                pygame.draw.ellipse(table, palette.TABLE_FELT, r.inflate(-50, -50))
            bg.blit(table, L.TABLE_RECT)
            self._background = bg.convert() if pygame.display.get_surface() else bg
        return self._background

    def _light_surface(self) -> pygame.Surface:
        surf = getattr(self, "_light", None)
        if surf is None:
            try:
                from app.ui import art
                surf = art.turn_light(46)
            except Exception:  # noqa: BLE001
                surf = pygame.Surface((92, 92), pygame.SRCALPHA)
                for r in range(46, 0, -2):
                    a = int(120 * (1 - r / 46) ** 1.5)
                    pygame.draw.circle(surf, (*palette.ACCENT, a), (46, 46), r)
            self._light = surf
        return surf

    def light_pos(self):
        if self.light_angle is None:
            return None
        cx, cy = L.TABLE_CENTRE
        return (cx + 300 * math.cos(self.light_angle), cy + 172 * math.sin(self.light_angle))

    def draw(self, surface) -> None:
        surface.blit(self._background_surface(), (0, 0))
        pos = self.light_pos()
        if pos is not None:
            light = self._light_surface()
            surface.blit(light, light.get_rect(center=(round(pos[0]), round(pos[1]))))
        b = self.board
        thinking = b.current if (b.current is not None and b.current != self.human
                                 and self.state.to_move == b.current
                                 and not self.queue.busy) else None
        catchable = {a[1] for a in self.human_legal() if a[0] == "catch"}
        self.seats.draw(surface, b, self.state.to_move, thinking, catchable, b.current)
        talon_legal = ("draw",) in self.human_legal() and self.popup is None
        self.centre.draw(surface, b, talon_legal)
        self._draw_phase(surface)
        self.drag.draw_targets(surface)
        if self.human is not None:
            hidden = self.drag.hidden_keys
            for cid in self.hand.cards:
                if cid in hidden:
                    continue
                face = self.faces.get(cid, (L.CARD_W, L.CARD_H))
                rect = self.hand.rects[cid]
                if self.hand.angles.get(cid):
                    face = sprites.rotated(face, self.hand.angles[cid])
                    rect = face.get_rect(center=rect.center)
                surface.blit(face, rect)
        self._draw_side(surface)
        for btn in self.buttons:
            btn.draw(surface)
        self.queue.draw(surface)
        self.drag.draw_overlay(surface)
        if self.popup is not None and not self.queue.busy:
            self.popup.draw(surface)
        if self.zoom_key is not None and self.drag.dragging is None:
            self._draw_zoom(surface)
        for fn in list(self.draw_hooks):
            fn(surface)

    def _draw_phase(self, surface) -> None:
        line = phase_text(self.board, self.human, self.names)
        if not line:
            return
        img = text.render(line, 15, palette.TEXT, text.BOLD)
        r = img.get_rect(midtop=self.layout.phase.midtop)
        draw_panel(surface, r.inflate(22, 10), fill=(18, 30, 26), border=None, radius=12,
                   alpha=180)
        surface.blit(img, r)

    def _draw_side(self, surface) -> None:
        r = L.TOPBAR_RECT
        draw_panel(surface, r, fill=(24, 28, 38), radius=12, alpha=230)
        title = text.render(f"Magi · round {self.board.round_no}", 18, palette.ACCENT, text.BOLD)
        surface.blit(title, (r.x + 14, r.y + 10))
        sub = text.render(f"first to {self.state.target} points loses", 13, palette.TEXT_DIM)
        surface.blit(sub, (r.x + 14, r.y + 34))
        if self.demo:
            tag = text.render("AI demo", 13, palette.TEXT_DIM, text.BOLD)
            surface.blit(tag, tag.get_rect(topright=(r.right - 14, r.y + 14)))
        self.log.draw(surface)

    def _zoom_area(self) -> pygame.Rect:
        if self.zoom_key is None:
            return pygame.Rect(0, 0, 0, 0)
        rect = self.hand.hit.get(self.zoom_key)
        if rect is None:
            rect = self.layout.pile
        return rect.inflate(40, 40)

    def _draw_zoom(self, surface) -> None:
        cid = self.zoom_key
        card = RULES.card(cid)
        face = self.faces.get(cid, (250, 350))
        anchor = self._zoom_area().center
        body = card_text(card).split("\n", 1)[1]
        self.zoomer.draw_zoom(surface, face, card.name, body, (anchor[0], min(anchor[1], 360)))

    # tutorial support ----------------------------------------------------------------
    def element_rect(self, name: str) -> pygame.Rect | None:
        lay = self.layout
        fixed = {"talon": lay.talon, "pile": lay.pile, "magi_button": lay.magi_button,
                 "pass_button": lay.pass_button, "skip_button": lay.skip_button,
                 "undo_button": lay.undo_button, "menu_button": lay.menu_button,
                 "drawcount": lay.drawcount, "direction": lay.direction,
                 "colour": lay.colour, "phase": lay.phase, "log": self.log.rect,
                 "hand": L.HAND_RECT}
        if name in fixed:
            return pygame.Rect(fixed[name])
        kind, _, arg = name.partition(":")
        if kind == "hand_card" and arg:
            r = self.hand.rects.get(int(arg))
            return r.copy() if r else None
        if kind == "seat" and arg:
            return lay.plate(int(arg)).copy()
        if kind == "catch" and arg:
            r = self.seats.catch_rects.get(int(arg))
            return r.copy() if r else None
        if kind in ("colour", "shoot", "original") and self.popup is not None:
            r = self.popup.rects.get(name)
            return r.copy() if r else None
        return None
