"""Magi's engine events as table animations (the handlers part: one handler per event
type, registered with the kit's pipeline): each queues its flights, banners and board
changes, and the board (the pipeline's ``shown``) changes when the animation reaches
that point. Magi words its own events: a handler adds its line to the log when its
animation comes (a round's first line as the table is cleared, a drawn card's line in
red when it was a penalty), so the pipeline words none.

Reads the table (its queue, app, log, names, the human's seat, the live state for the
dealt hand, the drawn board), the places, the hand's rects, the centre's marker places;
writes the drawn board (at animation time) and the stage."""
from __future__ import annotations

from typing import Callable, Protocol

import pygame

from app.audio import sfx
from app.ui import canvas, palette
from app.ui.animq import FlyAnimation, TweenAnimation
from app.ui.cards import CardFaceCache
from app.ui.tween import Tween
from engines.magi.read import Game
from scenes.kit.animations import Delayed, FlipFly, Gate, Popup, banner_surface, bubble_surface
from scenes.kit.parts import Part, TableFace
from scenes.magi import layout as L
from scenes.magi.board import Board
from scenes.magi.centre import Centre, marker_surface
from scenes.magi.hand import HandView
from scenes.magi.table_places import Places
from scenes.magi.table_stage import Stage

PENALTY = (255, 190, 170)        # a line of cards drawn for a DRAWCOUNT or a catch


class EventsFace(TableFace, Protocol):
    """What the handlers read besides the kit's face: the table's wording of an event."""

    def narrate(self, event) -> str | None: ...


class CardBacks:
    """The card faces and the two sizes of backs that fly about the table (drawn again
    when the window's scale changed, or the room's cards did: ``resize``)."""

    def __init__(self, faces: CardFaceCache, draw_back, size, small_size) -> None:
        self.faces, self._draw, self._sizes = faces, draw_back, (size, small_size)
        self._backs: list = [None, None]

    def resize(self, size) -> None:
        """The table's cards are ``size`` now (a taller or shorter room)."""
        size = (int(size[0]), int(size[1]))
        if size != self._sizes[0]:
            self._sizes = (size, self._sizes[1])
            self._backs[0] = None

    def _back(self, i: int) -> pygame.Surface:
        kept = self._backs[i]
        if kept is None or canvas.stale(kept):
            kept = self._backs[i] = self._draw(self._sizes[i])
        return kept

    @property
    def back(self) -> pygame.Surface:
        return self._back(0)

    @property
    def small_back(self) -> pygame.Surface:
        return self._back(1)


class MagiHandlers(Part):
    # shown by the action's own log line, nothing to animate
    ignored = frozenset({"Passed", "MagicSkipped", "OriginalChosen", "TurnEnded"})

    def __init__(self, table: EventsFace, places: Places, stage: Stage, hand: HandView,
                 centre: Centre, art: CardBacks,
                 scoreboard: Callable[[dict, int | None], object]) -> None:
        self.table, self.places, self.stage, self.hand = table, places, stage, hand
        self.centre, self.art = centre, art
        self.scoreboard = scoreboard      # the overlay between rounds (a tutorial's own)
        self.queue = table.queue

    def handlers(self) -> dict:
        return {"GameStarted": self.game_started, "RoundBegan": self.round_began,
                "Dealt": self.dealt, "PileStarted": self.pile_started,
                "TurnBegan": self.turn_began, "PhaseChanged": self.phase_changed,
                "CardPlayed": self.card_played, "AbilityResolved": self.ability_resolved,
                "DrawcountAdded": self.drawcount_added,
                "DrawcountReset": self.drawcount_reset,
                "DirectionChanged": self.direction_changed,
                "ColourChosen": self.colour_chosen, "NextPlayerShot": self.next_player_shot,
                "CardsDrawn": self.cards_drawn, "TalonReshuffled": self.talon_reshuffled,
                "MagiCalled": self.magi_called, "MagiForgotten": self.magi_forgotten,
                "Caught": self.caught, "RoundEnded": self.round_ended,
                "GameOver": self.game_over}

    def board(self) -> Board:
        """The drawn board now (read when an animation comes, never kept)."""
        return self.table.shown

    def _seat_point(self, seat):
        return self.places.seat_point(seat)

    def _small(self) -> float:
        """How much a card shrinks flying to a seat plate (to the plates' small size)."""
        return L.SMALL_W / self.places.layout.card[0]

    def _log(self, line, colour) -> None:
        """Queue ``line`` into the log (None: nothing), told when its animation comes."""
        self.queue.push_call(lambda: self.table.log.add(line, colour))

    def _log_event(self, ev, colour=palette.TEXT_DIM) -> None:
        """The engine's log line for ``ev`` (if any), when its animation comes."""
        line = self.table.narrate(ev)
        if line:
            self._log(line, colour)

    def _sfx(self, name: str) -> None:
        sfx(name, self.table.app)

    # a game, a round, a deal --------------------------------------------------------------
    def game_started(self, ev, events, i):
        """A new game: the table is cleared before its first deal."""
        def clear():
            self.board().clear()
            self.stage.new_game()
        self.queue.push_call(clear)

    def round_began(self, ev, events, i):
        line = self.table.narrate(ev)

        def begin():
            self.board().begin_round(ev["round"])
            self.table.log.add(line, palette.ACCENT)
        self.queue.push_call(begin)

    def _dealt_hand(self, events, i) -> list:
        """The human's hand right after the deal at events[i] (from the final state)."""
        human = self.table.human
        if human is None:
            return []
        hand = list(Game(self.table.state).hand(human))
        for ev in reversed(events[i + 1:]):
            if ev["type"] == "RoundBegan":
                return []
            if ev["type"] == "CardPlayed" and ev["player"] == human:
                hand.append(ev["card"])
            elif ev["type"] == "CardsDrawn" and ev["player"] == human:
                for c in ev["cards"]:
                    if c in hand:
                        hand.remove(c)
        return hand

    def dealt(self, ev, events, i):
        counts = ev["counts"]
        dealer = ev["dealer"]
        mine = iter(self._dealt_hand(events, i))
        n = len(counts)
        order = [(dealer + k) % n for k in range(1, n + 1)]
        flights = []
        step = 0.045
        k = 0
        for r in range(max(counts)):
            for seat in order:
                if r >= counts[seat]:
                    continue
                card = next(mine, -1) if seat == self.table.human else -1
                flights.append(Delayed(k * step, self._deal_flight(seat, card)))
                k += 1
        self.queue.push_call(lambda: self._sfx("shuffle"))
        self.queue.push(lambda: flights)
        self.queue.push_wait(0.1)

    def _deal_flight(self, seat, card):
        end = self._seat_point(seat)
        start = self.places.layout.talon.center

        def land():
            self.board().add_to_hand(seat, card)
        if seat != self.table.human:
            return FlyAnimation(self.art.back, start, end, 0.28, "easeOutCubic",
                                arc_height=30, on_done=land, scale_to=self._small())
        return FlyAnimation(self.art.back, start, end, 0.3, "easeOutCubic", arc_height=40,
                            on_done=land)

    def pile_started(self, ev, events, i):
        card = ev["card"]
        self._log_event(ev)

        def landed():
            b = self.board()
            b.put_on_pile(card)
            b.talon -= 1

        def make():
            lay = self.places.layout
            face = self.art.faces.get(card, self.places.layout.card)
            self._sfx("flick")
            return FlipFly(self.art.back, face, lay.talon.center, lay.pile.center, 0.4,
                           arc_height=30, on_done=landed)
        self.queue.push(make)

    # a turn -----------------------------------------------------------------------------
    def turn_began(self, ev, events, i):
        p = ev["player"]
        line = self.table.narrate(ev)          # only an Again turn is logged

        def go():
            b = self.board()
            b.current = p
            b.catchable[p] = False
            if line:
                self.table.log.add(line, palette.TEXT_DIM)
        self.queue.push_call(go)
        self.queue.push_wait(0.12)

    def phase_changed(self, ev, events, i):
        phase = ev["phase"]
        self.queue.push_call(lambda: setattr(self.board(), "phase", phase))

    def card_played(self, ev, events, i):
        p, card = ev["player"], ev["card"]
        human = self.table.human
        from_pos = self.stage.from_pos if p == human else None
        self.stage.from_pos = None

        def make():
            face = self.art.faces.get(card, self.places.layout.card)
            end = self.places.layout.pile.center
            self._sfx("flick")
            if p == human:
                rect = self.hand.rects.get(card)
                start = from_pos or (rect.center if rect else self._seat_point(p))
                return FlyAnimation(face, start, end, 0.3, "easeOutCubic", arc_height=20,
                                    on_start=lambda: self.board().remove_from_hand(p, card),
                                    on_done=lambda: self.board().put_on_pile(card))
            return FlipFly(self.art.small_back, face, self._seat_point(p), end, 0.42,
                           arc_height=40, scale_from=1.0, scale_to=1.0,
                           on_start=lambda: self.board().remove_from_hand(p, card),
                           on_done=lambda: self.board().put_on_pile(card))
        self.queue.push(make)
        self.queue.push_wait(0.08)

    def _popup_at(self, pos, surf, seconds=0.8):
        self.queue.push(lambda: Popup(surf, pos, seconds))

    def _banner(self, message, fill=palette.ACCENT, fg=palette.TEXT_DARK, seconds=0.7):
        pile = self.places.layout.pile
        self._popup_at((pile.centerx, pile.top - 48), banner_surface(message, fill, fg),
                       seconds)

    def ability_resolved(self, ev, events, i):
        ab = ev["ability"]
        self._log_event(ev)
        if ab == "again":
            self._banner("Again!", seconds=0.6)
        elif ab == "free":
            self.queue.push_call(lambda: self.board().set_requirement(None, None, True))
            self._banner("Free: any colour", fill=(70, 70, 86), fg=palette.TEXT, seconds=0.6)

    def drawcount_added(self, ev, events, i):
        n, markers = ev["amount"], list(ev["markers"])
        idx = len(markers) - 1

        def make():
            rect = self.centre.marker_rect(idx)
            start = (rect.centerx, rect.centery - 90)

            def land():
                self._sfx("thud")
                self.board().markers = markers
            return FlyAnimation(marker_surface(n), start, rect.center, 0.3, "easeOutBounce",
                                on_done=land)
        self.queue.push(make)
        self._log(self.table.narrate(ev), PENALTY)

    def drawcount_reset(self, ev, events, i):
        if not ev.get("removed", 1):
            return                   # a Reset with no DRAWCOUNT on the table: nothing to show

        def make():
            b = self.board()
            markers = list(b.markers)
            self._sfx("whoosh")
            b.markers = []
            flights = []
            for k, n in enumerate(markers):
                r = self.centre.marker_rect(k)
                flights.append(Delayed(0.04 * k, FlyAnimation(
                    marker_surface(n), r.center, (r.centerx + 260, r.centery - 160), 0.35,
                    "easeInCubic", rotate_to=-40)))
            return flights
        self.queue.push(make)
        self._log(self.table.narrate(ev), palette.TEXT_DIM)

    def direction_changed(self, ev, events, i):
        new = ev["direction"]

        def make():
            old_cw = self.board().direction == 1

            def step(t):
                self.stage.flip = (t, old_cw)

            def done():
                self.stage.flip = None
                self.board().direction = new
            return TweenAnimation(Tween(0.5, step, ease="easeInOutQuad", on_done=done))
        self.queue.push(make)
        self._log(self.table.narrate(ev), palette.TEXT_DIM)

    def colour_chosen(self, ev, events, i):
        colour = ev["colour"]
        suit = palette.SUITS[colour]
        self.queue.push_call(lambda: self.board().set_requirement(colour, None, False))
        fg = palette.TEXT_DARK if colour == "yellow" else palette.TEXT
        self._banner(f"{suit['label']}!", fill=suit["fill"], fg=fg, seconds=0.6)

    def next_player_shot(self, ev, events, i):
        plate = self.places.layout.plate(ev["target"])
        self.queue.push_call(lambda: self._sfx("whoosh"))
        self._popup_at(plate.midtop, banner_surface("Next!", palette.ACCENT, palette.TEXT_DARK),
                       0.6)

    # cards drawn ------------------------------------------------------------------------
    def cards_drawn(self, ev, events, i):
        p, cards, reason = ev["player"], list(ev["cards"]), ev["reason"]
        self._log_event(ev, PENALTY if reason in ("drawcount", "caught") else palette.TEXT_DIM)
        if not cards:
            return

        def make():
            return [Delayed(0.09 * k, self._draw_flight(p, c)) for k, c in enumerate(cards)]
        self.queue.push(make)

    def _draw_flight(self, seat, card):
        start = self.places.layout.talon.center

        def land():
            self.board().add_to_hand(seat, card)
        if seat == self.table.human:
            after = self.board().hands[seat] + [card]
            end = self.hand.landing_rect(after).get(card, pygame.Rect(0, 0, 1, 1)).center
            face = self.art.faces.get(card, self.places.layout.card)
            return FlipFly(self.art.back, face, start, end, 0.38, arc_height=30, on_done=land,
                           on_start=lambda: self._sfx("slide"))
        return FlyAnimation(self.art.back, start, self._seat_point(seat), 0.32,
                            "easeOutCubic", arc_height=30, on_done=land,
                            scale_to=self._small(), on_start=lambda: self._sfx("slide"))

    def talon_reshuffled(self, ev, events, i):
        line = self.table.narrate(ev)

        def go():
            self.board().reshuffled(ev["count"])
            self._sfx("shuffle")
            self.table.log.add(line, palette.TEXT_DIM)
        self.queue.push_call(go)
        talon = self.places.layout.talon
        self._popup_at((talon.centerx, talon.top - 8),
                       banner_surface("Shuffled", (70, 70, 86), palette.TEXT), 0.5)

    # "Magi!" and catching ---------------------------------------------------------------
    def magi_called(self, ev, events, i):
        p = ev["player"]
        self._log_event(ev, palette.GOOD)       # only an auto-call has a line of its own

        def go():
            self.board().called[p] = True
            self._sfx("chime")
        self.queue.push_call(go)
        plate = self.places.layout.plate(p)
        pos = (plate.centerx, plate.top + 4) if plate.top > 60 else (plate.centerx,
                                                                     plate.bottom + 50)
        self._popup_at(pos, bubble_surface("Magi!"), 0.9)

    def magi_forgotten(self, ev, events, i):
        p = ev["player"]
        line = self.table.narrate(ev)

        def go():
            self.board().catchable[p] = True
            self.table.log.add(line, palette.TEXT_DIM)
        self.queue.push_call(go)

    def caught(self, ev, events, i):
        v = ev["victim"]

        def go():
            self.board().catchable[v] = False
            self._sfx("thud")
        self.queue.push_call(go)
        plate = self.places.layout.plate(v)
        self._popup_at((plate.centerx, plate.centery + 14),
                       banner_surface("Caught!", palette.BAD, palette.TEXT, 26), 0.8)

    # the end of a round and of the game --------------------------------------------------
    def round_ended(self, ev, events, i):
        line = self.table.narrate(ev)
        stage = self.stage

        def go():
            self.board().totals = list(ev["totals"])
            w = ev["winner"]
            if self.table.human is None or w == self.table.human:
                self._sfx("fanfare")
            self.table.log.add(line, palette.ACCENT)
            game_ends = any(e["type"] == "GameOver" for e in events[i:])
            if not game_ends:
                stage.scoreboard = self.table.app.stack.push(self.scoreboard(ev, w))
        self.queue.push_wait(0.4)
        self.queue.push_call(go)
        self.queue.push(lambda: Gate(lambda: not stage.scoreboard_up()))

    def game_over(self, ev, events, i):
        self.table.queue_game_over(ev, wait=0)
