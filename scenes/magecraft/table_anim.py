"""The Magecraft table's animations (the handlers part: one handler per event type,
registered with the kit's pipeline): gems lifted out of the sacks and flown to their
zones, cast banners, cantrip bubbles, learned spells flying from the Academy. The drawn
state (the pipeline's ``shown``) is patched as they play; each handler words its own
log line (the table sets no pipeline wording: the lines keep their own colours).

Pace: the human's own moves keep their full length; the AI seats' moves are brisker, and
much quicker with "fast AI turns" (``fast_ai``), except what is done to the human (a gem
knocked off their shield or taken from their HP) and the name of a spell cast with an
Attack, which always play at full length. An opponent's bubbles and banners appear over
that opponent's own board.
"""
from __future__ import annotations

from typing import Callable

import pygame

from app.audio import sfx
from app.ui import canvas, palette, text
from app.ui.animq import Animation, FlyAnimation
from app.ui.surface_cache import SHARED, owner_token
from engines.magecraft import CHARACTERS
from engines.magecraft.read import Mages
from engines.magecraft.wording import cast_banner
from scenes.kit.animations import Delayed, Popup, banner_surface
from scenes.kit.parts import TableFace
from scenes.kit.reading import ReadingPart
from scenes.kit.seats import Seats
from scenes.magecraft import bags as B
from scenes.magecraft import gems as G
from scenes.magecraft import layout as L
from scenes.magecraft.table_faces import Faces
from scenes.magecraft.table_places import Places
from scenes.magecraft.table_sacks import Sacks
from scenes.magecraft.table_stage import Tally

AI_PACE = 0.12           # seconds between two AI moves at normal speed (was 0.35)
AI_PACE_FAST = 0.04      # ... with fast AI turns
BRISK_AI = 0.65          # an AI seat's animations, as a share of the human's own
FAST_AI = 0.4            # ... with fast AI turns


class LiftFly(Animation):
    """A drawn gem: lifted out of its sack by the physics (steered up through the mouth),
    then flown into the hand with a tween."""

    def __init__(self, sacks: Sacks, places: Places, app, seat: int, colour: int, end,
                 shown_colour: int, on_done=None, duration: float = 0.3) -> None:
        self.sacks, self.places, self.app = sacks, places, app
        self.seat, self.colour = seat, colour
        self.end, self.shown_colour, self.on_done = end, shown_colour, on_done
        self.duration = duration
        self.lift: B.Lift | None = None
        self.fly: FlyAnimation | None = None
        self.done = False

    def start(self) -> None:
        self._lifted()

    def _lifted(self) -> B.Lift:
        """The gem coming out of the sack (lifted at the first frame)."""
        if self.lift is None:
            bags = self.sacks.sim
            if self.shown_colour >= 0:
                self.lift = bags.lift(self.seat, self.colour)
            else:      # a hidden draw: an unknown gem comes out of the mouth
                self.lift = B.Lift(bags.sacks[self.seat], -1, None)
        return self.lift

    def _to_fly(self, lift: B.Lift) -> FlyAnimation:
        sfx("clink", self.app)
        self.sacks.sim.release(lift)
        size = self.places.gem_size(self.seat)
        fly = self.fly = FlyAnimation(G.sprite(self.shown_colour, size), lift.pos, self.end,
                                      self.duration, "easeOutCubic", arc_height=30,
                                      on_done=self.on_done)
        fly.start()
        return fly

    def update(self, dt: float) -> bool:
        lift = self._lifted()
        if self.fly is None:
            if lift.out:
                self._to_fly(lift)
            return False
        self.done = self.fly.update(dt)
        return self.done

    def draw(self, surface) -> None:
        if self.fly is not None:
            self.fly.draw(surface)

    def finish(self) -> None:
        if self.done:
            return
        lift = self._lifted()
        fly = self.fly if self.fly is not None else self._to_fly(lift)
        fly.finish()
        self.done = True


class Pace:
    """How long the animations of a seat's move play (see the module's docstring).
    Reads the table's options ("fast_ai_turns"), the app's settings and the seats."""

    def __init__(self, options: dict, app, seats: Seats) -> None:
        self.options, self.app, self.seats = options, app, seats

    @property
    def fast_ai(self) -> bool:
        """"Fast AI turns": the table option ``fast_ai_turns`` when given, else the
        app's setting of that name (off when there is none)."""
        if "fast_ai_turns" in self.options:
            return bool(self.options["fast_ai_turns"])
        return bool(getattr(getattr(self.app, "settings", None), "fast_ai", False))

    @property
    def ai_pace(self) -> float:
        """Seconds between two AI moves at normal animation speed."""
        return AI_PACE_FAST if self.fast_ai else AI_PACE

    def dur(self, seat, normal: float) -> float:
        """How long an animation of ``seat``'s move plays: ``normal`` for the human's own
        (and in the AI-only demo), shorter for an AI seat's, much shorter with fast AI
        turns."""
        human = self.seats.human
        if human is None or seat == human:
            return normal
        return normal * (FAST_AI if self.fast_ai else BRISK_AI)


class MagecraftHandlers(ReadingPart[Mages]):
    read = Mages

    """The engine's events as animations. Reads the table (its queue, log, seats, names,
    the live state for a banner's words, the drawn state), the places and the faces;
    writes the drawn state (at animation time), the sacks and the tally (the golden
    gem). ``narrate`` words an event; ``take_from_pos`` is where the human's own gesture
    started (a gem flies from where it was dropped), taken once."""

    # told by the action's own log line; what changed shows when the action's view is drawn
    ignored = frozenset({"SetupDone", "BookChosen", "LearnBegan", "CastingEnded",
                         "RevisionBegan", "SpellMastered", "SpellMoved"})

    def __init__(self, table: TableFace, places: Places, sacks: Sacks, tally: Tally,
                 faces: Faces, pace: Pace, narrate: Callable[[dict], str | None],
                 take_from_pos: Callable[[], tuple | None]) -> None:
        self.table, self.places, self.sacks, self.tally = table, places, sacks, tally
        self.faces, self.pace, self.narrate = faces, pace, narrate
        self.take_from_pos = take_from_pos
        self.queue, self.log, self.app = table.queue, table.log, table.app

    def handlers(self) -> dict:
        return {"GameStarted": self.game_started, "GemDrawn": self.gem_drawn,
                "BagRefilled": self.bag_refilled, "GemMoved": self.gem_moved,
                "SpellCast": self.spell_cast, "CantripUsed": self.cantrip_used,
                "Refreshed": self.refreshed, "TurnBegan": self.turn_began,
                "SpellLearned": self.spell_learned, "PlayerOut": self.player_out,
                "Fizzled": self.fizzled, "GoldenGemMoved": self.golden_gem_moved,
                "GoldenGemDiscarded": self.golden_gem_discarded,
                "GameOver": self.game_over}

    def _dur(self, seat, normal: float) -> float:
        return self.pace.dur(seat, normal)

    def _visible_colour(self, seat: int, colour: int) -> int:
        human = self.table.human
        return colour if (human is None or seat == human) else -1

    def _log_event(self, ev, colour) -> None:
        line = self.narrate(ev)
        self.queue.push_call(lambda: self.log.add(line, colour))

    # the handlers ------------------------------------------------------------------------
    def game_started(self, ev, events, i):
        """A new game: its tally starts, and the opening draws come out of full bags
        (the dealt hands go back into the drawn bags before they are drawn again)."""
        shown = self.shown()
        self.tally.begin(shown.players)
        for q in range(shown.players):
            bag, hand = shown.bag(q), shown.hand(q)
            for c in range(5):
                bag[c] += hand[c]
                hand[c] = 0
            shown.set_hidden(q, 0)
        self.sacks.fill_now()
        self.log.add(self.narrate(ev), palette.ACCENT)

    def gem_drawn(self, ev, events, i):
        """Consecutive draws play together (the first of the run queues them all)."""
        if i > 0 and events[i - 1]["type"] == "GemDrawn":
            return
        j = i
        while j < len(events) and events[j]["type"] == "GemDrawn":
            j += 1
        run = events[i:j]
        self.queue.push(lambda: self._draw_anims(run))

    def _draw_anims(self, evs) -> list:
        """Consecutive draws play together, staggered: each gem is lifted out of its
        sack by the physics, then flown into the hand."""
        out: list = []
        extra: dict = {}
        human = self.table.human
        fast = self.pace.fast_ai and evs and evs[0]["player"] != human and human is not None
        places = self.places
        for k, ev in enumerate(evs):
            p, c = ev["player"], ev["colour"]
            shown_c = self._visible_colour(p, c)
            s = self.shown()
            if shown_c >= 0:
                s.bag(p)[c] = max(0, s.bag(p)[c] - 1)
            j = extra.get(p, 0)
            extra[p] = j + 1
            if p == self.me:
                n = sum(s.hand(p)) + j + 1
                end = places.lay.hand_gem(n - 1, max(n, sum(s.hand(p)) + sum(
                    1 for e in evs if e["player"] == p))).center
            else:
                end = places.zone_point(p, "hand")
                end = (end[0] + 15 * (sum(s.hand(p)) + s.hidden(p) + j), end[1])

            def land(s=s, p=p, c=c, shown_c=shown_c):
                if shown_c >= 0:
                    s.hand(p)[c] += 1
                else:
                    s.set_hidden(p, s.hidden(p) + 1)
            fly = self._dur(p, 0.3)
            if fast:                     # no lift out of the sack: straight from its mouth
                out.append(Delayed(0.04 * k, FlyAnimation(
                    G.sprite(shown_c, places.gem_size(p)), self.sacks.sack(p).mouth, end,
                    fly, "easeOutCubic", on_done=land)))
                continue
            out.append(Delayed(self._dur(p, 0.16) * k,
                               LiftFly(self.sacks, places, self.app, p, c, end, shown_c,
                                       on_done=land, duration=fly)))
        return out

    def bag_refilled(self, ev, events, i):
        p = ev["player"]

        def go():
            s = self.shown()
            bag, discard = s.bag(p), s.discard(p)
            for c in range(5):
                bag[c] += discard[c]
                discard[c] = 0
            self.sacks.sim.reconcile(p, bag)
            sfx("shuffle", self.app)
            line = self.narrate(ev)
            if line:
                self.log.add(line, palette.TEXT_DIM)
        self.queue.push_call(go)
        self.queue.push_wait(self._dur(p, 0.25))

    def gem_moved(self, ev, events, i):
        p, c, src, dst = ev["player"], ev["colour"], ev["from"], ev["to"]
        owner = ev.get("owner")
        so = owner if (owner is not None and src in ("shield", "hp")) else p
        do = owner if (owner is not None and dst == "discard") else p
        human = self.table.human
        from_pos = self.take_from_pos()
        if not (p == human and src == "hand"):
            from_pos = None

        def make():
            s = self.shown()
            start = from_pos or self.places.zone_point(so, src, c)
            end = self.places.zone_point(do, dst, c)
            attack = owner is not None and owner != p and src in ("shield", "hp")
            sfx("whoosh" if attack else "clink", self.app)

            def lift_off():
                z = s.zone(src, so)
                if z is not None:
                    if src == "hand" and self._visible_colour(so, c) < 0:
                        s.set_hidden(so, max(0, s.hidden(so) - 1))
                        s.bag(so)[c] = max(0, s.bag(so)[c] - 1)
                    else:
                        z[c] = max(0, z[c] - 1)

            def land():
                z = s.zone(dst, do)
                if z is not None:
                    z[c] += 1
            size = L.HAND_GEM if (do == self.me or so == self.me) else 18
            at_you = attack and owner == human
            return FlyAnimation(G.sprite(c, size), start, end,
                                0.32 if at_you else self._dur(p, 0.32), "easeOutCubic",
                                arc_height=40 if dst == "score" else 24,
                                on_start=lift_off, on_done=land)
        self.queue.push(make)

    def spell_cast(self, ev, events, i):
        p, sid = ev["player"], ev["spell"]

        line = self.narrate(ev)
        # the name of a spell that can hurt you is never hurried
        seconds = 0.55 if Mages.attacks(sid) else self._dur(p, 0.55)

        def make():
            self.log.add(line, palette.SEAT_COLOURS[p % 8])
            if p == self.me:
                n = self.shown().book_size(p, ev["book"])
                at = self.places.lay.card_rect(ev["book"], ev["index"], max(n, ev["index"] + 1))
                pos = at.midbottom
            else:
                pos = self.places.over_board(p)
            sfx("chime", self.app)
            return Popup(self.cast_banner(p, sid), pos, seconds)
        self.queue.push(make)

    def cast_banner(self, p, sid):
        """The banner of ``p`` casting ``sid``: its words over the spell's card."""
        token = owner_token(self)
        key = ("magecraft.cast_banner", token, p, sid)
        surf = SHARED.get(key)
        if surf is None:
            face = self.faces.book_card((sid, False))
            room = L.SCREEN.w // 3 if p == self.me else self.places.opp_rect(p).w - 40
            words = text.shorten(cast_banner(self.table.state, p, sid, self.table.human), 16,
                                room, "bold")
            label = banner_surface(words, palette.ACCENT, palette.TEXT_DARK, 16)
            w = max(face.get_width(), label.get_width())
            surf = canvas.new((w, face.get_height() + label.get_height() + 4), pygame.SRCALPHA)
            surf.blit(label, ((w - label.get_width()) // 2, 0))
            surf.blit(face, ((w - face.get_width()) // 2, label.get_height() + 4))
            SHARED.put(key, surf, owner=token)
        return surf

    def cantrip_used(self, ev, events, i):
        p = ev["player"]
        ch = CHARACTERS[ev["character"]]
        cantrip = self.places.lay.CANTRIP
        pos = (cantrip.centerx, cantrip.bottom + 26) if p == self.me else \
            self.places.over_board(p)
        seconds = self._dur(p, 0.5)
        self.queue.push(lambda: Popup(banner_surface(f"{ch.cantrip}!", palette.ACCENT,
                                                     palette.TEXT_DARK, 18), pos, seconds))

    def refreshed(self, ev, events, i):
        p = ev["player"]
        self.tally.golden = None
        self._log_event(ev, palette.TEXT_DIM)

        def make():
            s = self.shown()
            hand, discard, spent = s.hand(p), s.discard(p), s.spent(p)
            flights = []
            if p == self.me:
                k = 0
                for c in range(5):
                    for _ in range(hand[c]):
                        n = sum(hand)
                        start = self.places.lay.hand_gem(k, n).center
                        flights.append(FlyAnimation(G.sprite(c, L.HAND_GEM), start,
                                                    self.places.zone_point(p, "discard", c),
                                                    0.28, "easeInOutCubic", arc_height=20))
                        k += 1
            for c in range(5):
                discard[c] += hand[c] + spent[c]
                hand[c] = 0
                spent[c] = 0
            s.set_hidden(p, 0)
            s.end_casting()
            return flights
        self.queue.push(make)

    def turn_began(self, ev, events, i):
        p = ev["player"]

        def go():
            self.shown().set_current(p)
            self.log.add(self.narrate(ev), palette.ACCENT)
        self.queue.push_call(go)
        self.queue.push_wait(self._dur(p, 0.1))

    def spell_learned(self, ev, events, i):
        p, sid, b = ev["player"], ev["spell"], ev["book"]

        def make():
            academy = self.places.academy()
            k = self.shown().academy().index(sid)
            start = academy.card(k).center
            if p == self.me:
                end = self.places.lay.card_rect(b, 0, 1).center
            else:         # onto the line of that spellbook, on the opponent's board
                line = L.opp_book_line(self.places.opp_rect(p), b)
                end = (line.x + 30, line.centery)
            face = self.faces.academy.get(sid, academy.card_size)
            sfx("slide", self.app)
            return FlyAnimation(face, start, end, self._dur(p, 0.4), "easeOutCubic",
                                arc_height=50, scale_to=1.0 if p == self.me else 0.5)
        self.queue.push(make)

    def player_out(self, ev, events, i):
        self._log_event(ev, palette.BAD)

    def fizzled(self, ev, events, i):
        self._log_event(ev, palette.TEXT_DIM)

    def golden_gem_moved(self, ev, events, i):
        self.tally.moved_golden(self.table.state, ev)     # drawn golden there
        self._log_event(ev, palette.ACCENT)

    def golden_gem_discarded(self, ev, events, i):
        self._log_event(ev, palette.TEXT_DIM)

    def game_over(self, ev, events, i):
        self.table.queue_game_over(ev)
