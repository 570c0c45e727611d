"""The Magecraft table's animations: where each zone of a seat is on the screen, and the
engine's events played as animations (``_ev_<Type>`` handlers): gems lifted out of the
sacks and flown to their zones, cast banners, cantrip bubbles, learned spells flying
from the Academy. ``shown`` (what is drawn) catches up with the state as they play.

Pace: the human's own moves keep their full length; the AI seats' moves are brisker, and
much quicker with "fast AI turns" (``fast_ai``), except what is done to the human (a gem
knocked off their shield or taken from their HP) and the name of a spell cast with an
Attack, which always play at full length. An opponent's bubbles and banners appear over
that opponent's own board.
"""
from __future__ import annotations


import pygame

from app.audio import sfx
from app.ui import palette, text
from app.ui.animq import Animation, FlyAnimation
from engines.magecraft import CHARACTERS
from engines.magecraft.content import CAST, I_ATTACK, ICON
from engines.magecraft.wording import cast_banner
from scenes.magecraft import bags as B
from scenes.magecraft import card_art as CA
from scenes.magecraft import gems as G
from scenes.magecraft import layout as L
from scenes.kit.animations import Delayed, Popup, banner_surface

AI_PACE = 0.12           # seconds between two AI moves at normal speed (was 0.35)
AI_PACE_FAST = 0.04      # ... with fast AI turns
BRISK_AI = 0.65          # an AI seat's animations, as a share of the human's own
FAST_AI = 0.4            # ... with fast AI turns


class LiftFly(Animation):
    """A drawn gem: lifted out of its sack by the physics (steered up through the mouth),
    then flown into the hand with a tween."""

    def __init__(self, table, seat: int, colour: int, end, shown_colour: int,
                 on_done=None, duration: float = 0.3) -> None:
        self.table, self.seat, self.colour = table, seat, colour
        self.end, self.shown_colour, self.on_done = end, shown_colour, on_done
        self.duration = duration
        self.lift = None
        self.fly: FlyAnimation | None = None
        self.done = False

    def start(self) -> None:
        if self.lift is None:
            bags = self.table.bags
            if self.shown_colour >= 0:
                self.lift = bags.lift(self.seat, self.colour)
            else:      # a hidden draw: an unknown gem comes out of the mouth
                self.lift = B.Lift(bags.sacks[self.seat], -1, None)

    def _to_fly(self) -> None:
        sfx("clink", self.table.app)
        self.table.bags.release(self.lift)
        size = self.table.gem_size(self.seat)
        self.fly = FlyAnimation(G.sprite(self.shown_colour, size), self.lift.pos, self.end,
                                self.duration, "easeOutCubic", arc_height=30,
                                on_done=self.on_done)
        self.fly.start()

    def update(self, dt: float) -> bool:
        self.start()
        if self.fly is None:
            if self.lift.out:
                self._to_fly()
            return False
        self.done = self.fly.update(dt)
        return self.done

    def draw(self, surface) -> None:
        if self.fly is not None:
            self.fly.draw(surface)

    def finish(self) -> None:
        if self.done:
            return
        self.start()
        if self.fly is None:
            self._to_fly()
        self.fly.finish()
        self.done = True


class MagecraftAnimations:
    """The events-to-animations half of :class:`scenes.magecraft.table.MagecraftTable`
    (a mixin: it uses the table's ``shown``, ``queue``, ``bags``, ``log`` and names)."""

    # pace ----------------------------------------------------------------------------
    fast_ai_share = 1.0      # ai_pace below already follows "Fast AI turns" (the kit's
                             # shortening is not applied twice)

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

    def _dur(self, seat, normal: float) -> float:
        """How long an animation of ``seat``'s move plays: ``normal`` for the human's own
        (and in the AI-only demo), shorter for an AI seat's, much shorter with fast AI
        turns."""
        if self.human is None or seat == self.human:
            return normal
        return normal * (FAST_AI if self.fast_ai else BRISK_AI)

    # positions -----------------------------------------------------------------------
    def gem_size(self, seat: int) -> int:
        return L.HAND_GEM if seat == self.me else 16

    def opp_rect(self, seat: int) -> pygame.Rect:
        return L.opp_rect(self.others.index(seat), len(self.others))

    def zone_point(self, seat: int, zone: str, colour: int = 0):
        s = self.shown
        if seat == self.me:
            if zone == "hand":
                n = sum(s.hand[seat]) + 1
                return L.hand_gem(n - 1, n).center
            if zone == "hp":
                return L.hp_slot(min(11, sum(s.hp[seat]))).center
            if zone == "shield":
                return (L.SHIELD_POS[0] + 80 + colour * 36, L.SHIELD_POS[1] + 10)
            if zone == "score":
                return (L.SCORE_POS[0] + 130 + colour * 40, L.SCORE_POS[1] + 10)
            if zone == "discard":
                return (L.DISCARD_POS[0] + 90 + colour * 40, L.DISCARD_POS[1] + 10)
            if zone == "bag":
                return self.bags.sacks[seat].mouth
            if zone == "spell":
                return self._next_slot_point()
            if zone == "cantrip":
                return L.CANTRIP.center
        else:
            r = self.opp_rect(seat)
            x = L.opp_chips_x(r) + 7 + colour * 16
            if zone == "hand":
                return (L.opp_chips_x(r) + 7, L.opp_row_y(r, 0) + 7)
            if zone == "hp":
                return L.opp_hp_slot(r, min(11, sum(s.hp[seat]))).center
            if zone == "shield":
                return (x, L.opp_row_y(r, 1) + 7)
            if zone == "score":
                return (x, L.opp_row_y(r, 2) + 7)
            if zone == "discard":
                return (x, L.opp_row_y(r, 3) + 7)
            if zone == "bag":
                return self.bags.sacks[seat].mouth
            if zone in ("spell", "cantrip"):
                b = s.book if (s.current == seat and s.book >= 0) else 0
                line = L.opp_book_line(r, b)
                return (line.x + 40, line.centery)
        if zone == "academy":
            return self.academy.supply(colour).center
        return (480, 300)

    def _next_slot_point(self):
        s = self.shown
        p = self.me
        if s.current == p and s.book >= 0 and s.pos < len(s.books[p][s.book]):
            n = len(s.books[p][s.book])
            card = L.card_rect(s.book, s.pos, n)
            cost = CAST[s.books[p][s.book][s.pos] >> 1]
            k = next((i for i, f in enumerate(s.fill) if f < 0), 0) if s.fill else 0
            return CA.cost_slot_rects(card, len(cost))[min(k, len(cost) - 1)].center
        return L.book_row(max(0, s.book)).center

    # events -> animations -------------------------------------------------------------
    def _play_events(self, events: list) -> None:
        for i, ev in enumerate(events):
            self._dispatch_event(ev, events, i)
        snapshot = self.view_state()
        self.queue.push_call(lambda: self._sync(snapshot))

    def _ev_GemDrawn(self, ev, events, i):
        """Consecutive draws play together (the first of the run queues them all)."""
        if i > 0 and events[i - 1]["type"] == "GemDrawn":
            return
        j = i
        while j < len(events) and events[j]["type"] == "GemDrawn":
            j += 1
        run = events[i:j]
        self.queue.push(lambda: self._draw_anims(run))

    def _sync(self, snapshot=None) -> None:
        self.shown = snapshot if snapshot is not None else self.view_state()
        for q in range(self.players):
            self.bags.reconcile(q, self.shown.bag[q])

    def _zone(self, s, name: str, seat: int):
        return {"hand": s.hand, "discard": s.discard, "hp": s.hp, "shield": s.shield,
                "score": s.score, "spell": s.spent, "bag": s.bag}.get(name, [None] * 8)[seat]

    def _visible_colour(self, seat: int, colour: int) -> int:
        return colour if (self.human is None or seat == self.human) else -1

    def _draw_anims(self, evs) -> list:
        """Consecutive draws play together, staggered: each gem is lifted out of its
        sack by the physics, then flown into the hand."""
        out = []
        extra: dict = {}
        fast = self.fast_ai and evs and evs[0]["player"] != self.human \
            and self.human is not None
        for k, ev in enumerate(evs):
            p, c = ev["player"], ev["colour"]
            shown_c = self._visible_colour(p, c)
            s = self.shown
            if shown_c >= 0:
                s.bag[p][c] = max(0, s.bag[p][c] - 1)
            j = extra.get(p, 0)
            extra[p] = j + 1
            if p == self.me:
                n = sum(s.hand[p]) + j + 1
                end = L.hand_gem(n - 1, max(n, sum(s.hand[p]) + sum(
                    1 for e in evs if e["player"] == p))).center
            else:
                end = self.zone_point(p, "hand")
                end = (end[0] + 15 * (sum(s.hand[p]) + s.hidden[p] + j), end[1])

            def land(s=s, p=p, c=c, shown_c=shown_c):
                if shown_c >= 0:
                    s.hand[p][c] += 1
                else:
                    s.hidden[p] += 1
            fly = self._dur(p, 0.3)
            if fast:                     # no lift out of the sack: straight from its mouth
                out.append(Delayed(0.04 * k, FlyAnimation(
                    G.sprite(shown_c, self.gem_size(p)), self.bags.sacks[p].mouth, end,
                    fly, "easeOutCubic", on_done=land)))
                continue
            out.append(Delayed(self._dur(p, 0.16) * k,
                               LiftFly(self, p, c, end, shown_c, on_done=land, duration=fly)))
        return out

    def _ev_BagRefilled(self, ev, events, i):
        p = ev["player"]

        def go():
            s = self.shown
            for c in range(5):
                s.bag[p][c] += s.discard[p][c]
                s.discard[p][c] = 0
            self.bags.reconcile(p, s.bag[p])
            sfx("shuffle", self.app)
            line = self._narrate(ev)
            if line:
                self.log.add(line, palette.TEXT_DIM)
        self.queue.push_call(go)
        self.queue.push_wait(self._dur(p, 0.25))

    def _ev_GemMoved(self, ev, events, i):
        p, c, src, dst = ev["player"], ev["colour"], ev["from"], ev["to"]
        owner = ev.get("owner")
        so = owner if (owner is not None and src in ("shield", "hp")) else p
        do = owner if (owner is not None and dst == "discard") else p
        from_pos = self._from_pos if (p == self.human and src == "hand") else None
        self._from_pos = None

        def make():
            s = self.shown
            start = from_pos or self.zone_point(so, src, c)
            end = self.zone_point(do, dst, c)
            attack = owner is not None and owner != p and src in ("shield", "hp")
            sfx("whoosh" if attack else "clink", self.app)

            def lift_off():
                z = self._zone(s, src, so) if src != "academy" else s.acad_gems
                if z is not None:
                    if src == "hand" and self._visible_colour(so, c) < 0:
                        s.hidden[so] = max(0, s.hidden[so] - 1)
                        s.bag[so][c] = max(0, s.bag[so][c] - 1)
                    else:
                        z[c] = max(0, z[c] - 1)

            def land():
                z = self._zone(s, dst, do) if dst != "academy" else s.acad_gems
                if z is not None:
                    z[c] += 1
            size = L.HAND_GEM if (do == self.me or so == self.me) else 18
            at_you = attack and owner == self.human
            return FlyAnimation(G.sprite(c, size), start, end,
                                0.32 if at_you else self._dur(p, 0.32), "easeOutCubic",
                                arc_height=40 if dst == "score" else 24,
                                on_start=lift_off, on_done=land)
        self.queue.push(make)

    def _ev_SpellCast(self, ev, events, i):
        p, sid = ev["player"], ev["spell"]

        line = self._narrate(ev)
        # the name of a spell that can hurt you is never hurried
        seconds = 0.55 if ICON[sid][I_ATTACK] else self._dur(p, 0.55)

        def make():
            self.log.add(line, palette.SEAT_COLOURS[p % 8])
            if p == self.me:
                n = len(self.shown.books[p][ev["book"]])
                pos = L.card_rect(ev["book"], ev["index"], max(n, ev["index"] + 1)).midbottom
            else:
                pos = self._over_board(p)
            sfx("chime", self.app)
            return Popup(self._cast_banner(p, sid), pos, seconds)
        self.queue.push(make)

    def _over_board(self, p) -> tuple:
        """Where an opponent's banner stands (its midbottom): over their own board."""
        r = self.opp_rect(p)
        return (r.centerx, r.bottom - 6)

    def _cast_banner(self, p, sid):
        key = ("cast", p, sid)
        cache = self.__dict__.setdefault("_banners", {})
        if key not in cache:
            face = self.book_faces.get((sid, False), CA.BOOK_CARD)
            room = L.SCREEN.w // 3 if p == self.me else self.opp_rect(p).w - 40
            words = text.shorten(cast_banner(self.state, p, sid, self.human), 16, room,
                                "bold")
            label = banner_surface(words, palette.ACCENT, palette.TEXT_DARK, 16)
            w = max(face.get_width(), label.get_width())
            surf = pygame.Surface((w, face.get_height() + label.get_height() + 4), pygame.SRCALPHA)
            surf.blit(label, ((w - label.get_width()) // 2, 0))
            surf.blit(face, ((w - face.get_width()) // 2, label.get_height() + 4))
            cache[key] = surf
        return cache[key]

    def _ev_CantripUsed(self, ev, events, i):
        p = ev["player"]
        ch = CHARACTERS[ev["character"]]
        pos = (L.CANTRIP.centerx, L.CANTRIP.bottom + 26) if p == self.me else \
            self._over_board(p)
        seconds = self._dur(p, 0.5)
        self.queue.push(lambda: Popup(banner_surface(f"{ch.cantrip}!", palette.ACCENT,
                                                     palette.TEXT_DARK, 18), pos, seconds))

    def _ev_Refreshed(self, ev, events, i):
        p = ev["player"]
        self._golden = None
        self._log_event(ev, palette.TEXT_DIM)

        def make():
            s = self.shown
            flights = []
            if p == self.me:
                k = 0
                for c in range(5):
                    for _ in range(s.hand[p][c]):
                        n = sum(s.hand[p])
                        start = L.hand_gem(k, n).center
                        flights.append(FlyAnimation(G.sprite(c, L.HAND_GEM), start,
                                                    self.zone_point(p, "discard", c), 0.28,
                                                    "easeInOutCubic", arc_height=20))
                        k += 1
            for c in range(5):
                s.discard[p][c] += s.hand[p][c] + s.spent[p][c]
                s.hand[p][c] = 0
                s.spent[p][c] = 0
            s.hidden[p] = 0
            s.fill = []
            s.book = -1
            return flights
        self.queue.push(make)

    def _ev_TurnBegan(self, ev, events, i):
        p = ev["player"]

        def go():
            self.shown.current = p
            self.log.add(self._narrate(ev), palette.ACCENT)
        self.queue.push_call(go)
        self.queue.push_wait(self._dur(p, 0.1))

    def _ev_SpellLearned(self, ev, events, i):
        p, sid, b = ev["player"], ev["spell"], ev["book"]

        def make():
            k = self.shown.acad_ids.index(sid)
            start = self.academy.card(k).center
            if p == self.me:
                end = L.card_rect(b, 0, 1).center
            else:         # onto the line of that spellbook, on the opponent's board
                line = L.opp_book_line(self.opp_rect(p), b)
                end = (line.x + 30, line.centery)
            face = self.acad_faces.get(sid, self.academy.card_size)
            sfx("slide", self.app)
            return FlyAnimation(face, start, end, self._dur(p, 0.4), "easeOutCubic",
                                arc_height=50, scale_to=1.0 if p == self.me else 0.5)
        self.queue.push(make)

    def _log_event(self, ev, colour) -> None:
        line = self._narrate(ev)
        self.queue.push_call(lambda: self.log.add(line, colour))

    def _ev_PlayerOut(self, ev, events, i):
        self._log_event(ev, palette.BAD)

    def _ev_Fizzled(self, ev, events, i):
        self._log_event(ev, palette.TEXT_DIM)

    def _ev_GoldenGemMoved(self, ev, events, i):
        st = self.state
        self._golden = (ev["player"], st.book, st.pos, ev["slot"])   # drawn golden there
        self._log_event(ev, palette.ACCENT)

    def _ev_GoldenGemDiscarded(self, ev, events, i):
        self._log_event(ev, palette.TEXT_DIM)

    def _ev_GameStarted(self, ev, events, i):
        self.log.add(self._narrate(ev), palette.ACCENT)

    def _ev_GameOver(self, ev, events, i):
        self._queue_game_over(ev)

