"""The Magecraft table ("gem-bag view"): one human against AI mages, or AI only (demo).

The engine state is the truth. ``shown`` is what is drawn (the human's view of the
state): it lags behind while the animation queue plays the engine's events and is
replaced by a fresh view at the end of every action. Every input becomes an engine
action; a refused move says why (the engine's reason). Each player's bag is a cloth sack
with that player's gems tumbling in it (scenes.magecraft.bags, cosmetic physics).
"""
from __future__ import annotations

import random

import pygame

from app.audio import sfx
from app.ui import palette, text
from app.ui.animq import Animation, FlyAnimation
from app.ui.cards import CardFaceCache
from app.ui.drag import Draggable
from app.ui.widgets import Button, Tooltip, draw_panel
from engines.core.protocol import IllegalAction
from engines.core.replay import Record
from engines.core.wording import Words
from engines.magecraft import (BOOK, CAST_P, CHARACTERS, LEARN_P, MASTER, NAME, OVER,
                               PAY_LEARN, PAYING, PLACE, REARRANGE, RESOLVE, REVISE, RULES,
                               SETUP, SHIELD)
from engines.magecraft.content import CAST, CHARACTER_INDEX, LEARN, WILD
from scenes.magecraft import bags as B
from scenes.magecraft import card_art as CA
from scenes.magecraft import gems as G
from scenes.magecraft import layout as L
from scenes.kit.animations import Delayed, Popup, banner_surface
from scenes.kit.game_over import GameOverScene
from scenes.kit.popups import ButtonsPopup
from scenes.kit.table import TableScene

AI_NAMES = ["Bram", "Ivy", "Orla", "Tamsin"]
AI_PACE = 0.35
WIN = 20
PHASE_STEP = {SETUP: -1, SHIELD: 0, CAST_P: 1, BOOK: 1, PAYING: 1, RESOLVE: 1, LEARN_P: 2,
              PAY_LEARN: 2, PLACE: 2, REVISE: 2, REARRANGE: 2, MASTER: 2, OVER: 3}
PHASE_NAMES = ("Discard shield", "Casting", "Learn / revise", "Refresh")
ICON_ACTION = ("draw", "attack", "heal", "shield", "vanish")     # the icon buttons, in order


def draw_gem(surface, rect: pygame.Rect, colour: int) -> None:
    """A gem's shape on a pop-up's button (the icon drawer of scenes.kit.popups)."""
    img = G.sprite(colour, 20)
    surface.blit(img, img.get_rect(center=rect.center))


def gem_popup(title: str, options: list, on_choose, on_cancel) -> ButtonsPopup:
    """A small modal choice, each option a button with its gem: (label, colour or None,
    action). Esc or a click beside it cancels."""
    return ButtonsPopup(title, [(label, action, colour) for label, colour, action in options],
                        on_choose, icon=draw_gem, on_cancel=on_cancel, modal=True,
                        closes_outside=True, centre=(480, 560), bounds=L.SCREEN)


class LiftFly(Animation):
    """A drawn gem: lifted out of its sack by the physics (steered up through the mouth),
    then flown into the hand with a tween."""

    def __init__(self, table, seat: int, colour: int, end, shown_colour: int,
                 on_done=None) -> None:
        self.table, self.seat, self.colour = table, seat, colour
        self.end, self.shown_colour, self.on_done = end, shown_colour, on_done
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
                                0.3, "easeOutCubic", arc_height=30, on_done=self.on_done)
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


class MagecraftGameOver(GameOverScene):
    subtitle = "Score gems by round ({target} score gems win, or be the last mage standing):"
    x_label = "round"
    target_label = "{target}: wins"
    lower_wins = False


class MagecraftTable(TableScene):
    rules = RULES
    game_key = "magecraft"
    ai_names = AI_NAMES
    ai_pace = AI_PACE
    ai_salt = staticmethod(lambda state: state.turn)
    game_over_class = MagecraftGameOver
    # tutorial hooks: action_filter(actions) -> reason | None sees every gesture of the
    # human (a list of engine actions) after the engine found it legal
    filter_takes_gestures = True
    # told by the action's own log line; what changed shows when the action's view is drawn
    ignored_events = frozenset({"SetupDone", "BookChosen", "LearnBegan", "CastingEnded",
                                "RevisionBegan", "SpellMastered", "SpellMoved"})

    def __init__(self, app, players: int = 2, difficulty: str = "normal",
                 options: dict | None = None, seed: int | None = None,
                 human_seat: int | None = 0, demo: bool = False,
                 inline_ai: bool | None = None, record: Record | None = None,
                 names: list[str] | None = None, autosave: bool | None = None,
                 mode: str = "game") -> None:
        super().__init__(app)
        self._init_session(options, demo, human_seat, difficulty, mode, autosave)
        if record is not None:
            chars = record.config.get("characters")
            if chars and self.human is not None and "character" not in self.options:
                mine = chars[self.human]      # a restart keeps the human's mage
                self.options["character"] = (mine if isinstance(mine, str)
                                             else CHARACTERS[int(mine)].key)
        self._init_seats(players, seed, record, names)
        self.me = self.human if self.human is not None else 0
        n = self.players
        self.others = [(self.me + k) % n for k in range(1, n)]
        self._init_table(log_rect=L.LOG, undo_rect=L.UNDO, menu_rect=L.MENU,
                         inline_ai=inline_ai, on_click=self._on_item_click)
        self.book_faces = CardFaceCache(CA.draw_book_card)
        self.acad_faces = CardFaceCache(lambda sid, size: CA.draw_academy_card(sid, size))
        self.tooltip = Tooltip(300)
        self.picking_target = False
        self._bg = None
        self._build_buttons()
        self._start(record)

    # setup ---------------------------------------------------------------------------
    def _config(self) -> dict:
        cfg = {"players": self.players, "names": list(self.names)}
        for k in ("characters", "academy", "turn_limit"):
            if k in self.options:
                cfg[k] = self.options[k]
        mine = self.options.get("character")
        if "characters" not in cfg and self.human is not None and mine in CHARACTER_INDEX:
            cfg["characters"] = self._characters_for(mine)
        return cfg

    def _characters_for(self, mine: str) -> list[str]:
        """The human gets ``mine``; the AI seats get different mages, chosen at random
        (seeded by the game's seed, so a replay of the record deals the same ones)."""
        others = [c.key for c in CHARACTERS if c.key != mine]
        random.Random(self.seed).shuffle(others)
        ai = iter(others)
        return [mine if q == self.human else next(ai) for q in range(self.players)]

    def _make_bags(self) -> None:
        self.bags = B.BagSim(self.seed)
        self.bags.add_sack(self.me, L.SACK, 10.5, 22)
        for k, q in enumerate(self.others):
            self.bags.add_sack(q, L.opp_sack(L.opp_rect(k, len(self.others))), 5.2, 14)

    def _start(self, record: Record | None) -> None:
        self.queue.clear()
        self.ai.cancel()
        self.popup = None
        self.picking_target = False
        self.log.clear()
        self.game_over_shown = False
        self._legal_cache = None
        self._golden = None
        self.score_log = []
        self._make_bags()
        if record is not None:
            self.session.restore(record, self._replay)
            self.shown = self.view_state()
            for q in range(self.players):
                self.bags.fill(q, self.shown.bag[q])
            self.bags.settle()
            self.log.add(f"Game restored at turn {self.state.turn + 1}.", palette.TEXT_DIM)
            if self.state.to_move is None:
                self.queue.push_call(self.show_game_over)
        else:
            events = self.session.new(self._config(), self.seed)
            self.score_log = [[0] * self.players]
            shown = self.view_state()
            for q in range(self.players):     # before the opening draws
                for c in range(5):
                    shown.bag[q][c] += shown.hand[q][c]
                    shown.hand[q][c] = 0
                shown.hidden[q] = 0
            self.shown = shown
            for q in range(self.players):
                self.bags.fill(q, shown.bag[q])
            self.bags.settle()
            self.log.add("A new game of Magecraft: " + ", ".join(
                f"{self.names[q]} ({CHARACTERS[self.state.chars[q]].name})"
                for q in range(self.players)) + ".", palette.ACCENT)
            self._play_events(events)

    def _replay(self, actions, initial=None):
        self.score_log = [[0] * self.players]
        return self.session.replay(actions, initial, self._log_scores)

    def _log_scores(self, state, events) -> None:
        if any(e["type"] == "TurnBegan" for e in events):
            self.score_log.append([sum(z) for z in state.score])

    def _build_buttons(self) -> None:
        self.done_button = Button(L.DONE, "Done", self.space, size=18, key=None)
        self.revise_button = Button(L.REVISE, "Revise (discard 4)",
                                    lambda: self.human_act(("revise",)), size=15)
        self.cast_button = Button(L.CAST_BTN, "Cast (golden gem)",
                                  lambda: self.human_act(("cast",)), size=15)
        self.cantrip_button = Button(L.CANTRIP, "Cantrip", self._cantrip_click, size=14)
        self.icon_buttons = {k: Button((0, 0, 100, 36), k.capitalize(),
                                       lambda k=k: self._icon_click(k), size=15)
                             for k in ICON_ACTION}
        own = [self.done_button, self.revise_button, self.cast_button]
        self.buttons = own + self.buttons + [self.cantrip_button]
        if self.demo:
            for b in own + [self.cantrip_button]:
                b.visible = False

    # engine access -------------------------------------------------------------------
    def _icons_left(self) -> dict:
        """{icon: count} of the spell being resolved ({} when no spell is)."""
        d = self.decision()
        return d.hints.get("icons", {}) if d is not None else {}

    def _applied(self, events) -> None:
        self.picking_target = False
        if any(e["type"] == "TurnBegan" for e in events):
            self.score_log.append([sum(z) for z in self.state.score])

    def _show_state(self) -> None:
        self._sync()

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
            if zone == "hand":
                return (r.x + 100, r.y + 52)
            if zone == "hp":
                return L.opp_hp_slot(r, min(11, sum(s.hp[seat]))).center
            if zone == "shield":
                return (r.x + 150 + colour * 14, r.y + 52)
            if zone == "score":
                return (r.x + 150 + colour * 14, r.y + 70)
            if zone == "discard":
                return (r.x + 150 + colour * 14, r.y + 88)
            if zone == "bag":
                return self.bags.sacks[seat].mouth
            if zone in ("spell", "cantrip"):
                return (r.right - 60, r.y + 110)
        if zone == "academy":
            return L.academy_supply(colour).center
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
            out.append(Delayed(0.16 * k, LiftFly(self, p, c, end, shown_c, on_done=land)))
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
            self.log.add(self._narrate(ev), palette.TEXT_DIM)
        self.queue.push_call(go)
        self.queue.push_wait(0.25)

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
            return FlyAnimation(G.sprite(c, size), start, end, 0.32, "easeOutCubic",
                                arc_height=40 if dst == "score" else 24,
                                on_start=lift_off, on_done=land)
        self.queue.push(make)

    def _ev_SpellCast(self, ev, events, i):
        p, sid = ev["player"], ev["spell"]

        def make():
            if p == self.me:
                n = len(self.shown.books[p][ev["book"]])
                pos = L.card_rect(ev["book"], ev["index"], max(n, ev["index"] + 1)).midbottom
            else:
                pos = (self.opp_rect(p).centerx, self.opp_rect(p).bottom + 96)
            sfx("chime", self.app)
            return Popup(self._cast_banner(p, sid), pos, 0.55)
        self.queue.push(make)

    def _cast_banner(self, p, sid):
        key = ("cast", p, sid)
        cache = self.__dict__.setdefault("_banners", {})
        if key not in cache:
            face = self.book_faces.get((sid, False), CA.BOOK_CARD)
            words = Words(self.names, self.human)
            label = banner_surface(f"{words.said(p, 'casts', 'cast')} {NAME[sid]}",
                                   palette.ACCENT, palette.TEXT_DARK, 16)
            w = max(face.get_width(), label.get_width())
            surf = pygame.Surface((w, face.get_height() + label.get_height() + 4), pygame.SRCALPHA)
            surf.blit(label, ((w - label.get_width()) // 2, 0))
            surf.blit(face, ((w - face.get_width()) // 2, label.get_height() + 4))
            cache[key] = surf
        return cache[key]

    def _ev_CantripUsed(self, ev, events, i):
        p = ev["player"]
        ch = CHARACTERS[ev["character"]]
        pos = L.CANTRIP.midbottom if p == self.me else (self.opp_rect(p).centerx,
                                                        self.opp_rect(p).bottom + 30)
        self.queue.push(lambda: Popup(banner_surface(f"{ch.cantrip}!", palette.ACCENT,
                                                     palette.TEXT_DARK, 18),
                                      (pos[0], pos[1] + 26), 0.5))

    def _ev_Refreshed(self, ev, events, i):
        p = ev["player"]
        self._golden = None

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
        self.queue.push_wait(0.1)

    def _ev_SpellLearned(self, ev, events, i):
        p, sid, b = ev["player"], ev["spell"], ev["book"]

        def make():
            k = self.shown.acad_ids.index(sid)
            start = L.academy_card(k).center
            if p == self.me:
                end = L.card_rect(b, 0, 1).center
            else:
                end = (self.opp_rect(p).right - 60, self.opp_rect(p).y + 100)
            face = self.acad_faces.get(sid, CA.ACAD_CARD)
            sfx("slide", self.app)
            return FlyAnimation(face, start, end, 0.4, "easeOutCubic", arc_height=50,
                                scale_to=1.0 if p == self.me else 0.5)
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

    def _game_over_chart(self, res) -> tuple:
        """Score gems gained per round (a round: every player's turn)."""
        n = self.players
        rows = self.score_log[::n] + ([self.score_log[-1]] if (len(self.score_log) - 1) % n else [])
        final = [sum(z) for z in self.state.score]
        if rows[-1] != final:
            rows.append(final)
        incs = [[b[i] - a[i] for i in range(n)] for a, b in zip(rows, rows[1:])]
        return final, incs, WIN

    # drag and drop ---------------------------------------------------------------------
    def _can_pick(self, payload) -> str | None:
        if self.queue.busy:
            return "Wait for the gems to settle (click or Space skips)"
        if not self.human_to_move:
            if self.state.to_move is None:
                return "The game is over"
            return f"It is not your turn: {self.names[self.state.to_move]} is to move"
        if self.popup is not None:
            return "First make your choice"
        kind = payload[0]
        ph = self.state.phase
        if kind == "gem" and ph not in (CAST_P, BOOK, PAYING, REVISE, SETUP):
            if ph == RESOLVE:
                return "First resolve the spell's icons (the buttons above the phase bar)"
            return "Gems are paid into spells in your casting phase"
        if kind == "acad" and ph not in (CAST_P, BOOK, LEARN_P):
            return "Spells are learned in your learning phase"
        if kind == "card" and ph != REARRANGE:
            return "Spells can be moved between spellbooks only during a revision"
        return None

    def _gem_action(self, colour: int, target):
        """The action(s) dropping a gem of ``colour`` on ``target`` means."""
        s = self.state
        kind = target[0]
        if kind == "slot":
            _, b, i, k = target
            if s.phase == CAST_P:
                return [("book", b), ("pay", k, colour)]
            return [("pay", k, colour)]
        if kind == "cantrip":
            return [("cantrip", colour)]
        if kind == "discard":
            return [("discard", colour)]
        return None

    def _legal_targets(self, payload) -> set:
        if not self.can_act():
            return set()
        kind = payload[0]
        out = set()
        for key in self.drag.targets:
            if key[0] == "slot" and kind == "gem":
                acts = self._gem_action(payload[1], key)
            elif key[0] in ("cantrip", "discard") and kind == "gem":
                acts = self._gem_action(payload[1], key)
            elif key[0] == "learn" and kind == "acad":
                acts = self._learn_actions(payload[1], key[1])
            elif key[0] == "ins" and kind == "card":
                acts = [("move", payload[1], payload[2], key[1], key[2])]
            else:
                continue
            if acts and self._sequence_reason(acts) is None:
                out.add(key)
        return out

    def _learn_actions(self, sid: int, b: int) -> list:
        """The whole learn gesture, wild slots paid automatically (the colour held most)."""
        return self._learn_walk(sid, b, None)[0]

    def _learn_walk(self, sid: int, b: int, picks) -> tuple[list, list | None]:
        """Walk the learn gesture on a copy. ``picks`` are the player's pays for the wild
        slots that offer a choice, in order (None: choose automatically). Returns
        (actions, None) when the gesture is complete, or (actions so far, the legal pays
        of the next wild slot to choose for) when the picks run out."""
        s = RULES.clone(self.state)
        acts = []
        if s.phase in (CAST_P, BOOK):
            acts.append(("stop",))
            try:
                RULES.apply(s, ("stop",))
            except IllegalAction:
                return acts, None
            if s.phase != LEARN_P:
                return acts + [("learn", sid)], None
        acts.append(("learn", sid))
        if RULES.why_illegal(s, ("learn", sid)):
            return acts, None
        RULES.apply(s, ("learn", sid))
        picks = None if picks is None else list(picks)
        while True:
            d = RULES.decision(s)
            if d is None or not d.hints.get("learning") or not d.options:
                break
            legal = list(d.options)
            h = s.hand[s.to_move]
            if len(legal) > 1 and picks is not None:
                if not picks:
                    return acts, legal
                a = tuple(picks.pop(0))
            else:
                a = max(legal, key=lambda x: h[x[2]])
            acts.append(a)
            RULES.apply(s, a)
        acts.append(("place", b))
        return acts, None

    def _learn_drop(self, sid: int, b: int, picks: list, pos) -> str | None:
        """Learn ``sid`` into book ``b``: ask for each wild slot with several possible
        colours in turn (the choice popup), then apply the whole gesture."""
        acts, choice = self._learn_walk(sid, b, picks)
        if choice is None:
            reason = self._sequence_reason(acts)
            if reason:
                return reason
            if self.queue.busy:
                self.queue.skip()
            for a in acts:
                self.apply(a, pos if a[0] in ("pay", "cantrip", "discard") else None)
            return None
        reason = self._sequence_reason(self._learn_actions(sid, b))
        if reason:
            return reason
        cost = LEARN[sid]
        wild = [i for i, code in enumerate(cost) if code == WILD]
        slot = choice[0][1]
        if len(wild) > 1:
            title = f"Pay wild slot {wild.index(slot) + 1} of {len(wild)} with which gem?"
        else:
            title = "Pay the wild slot with which gem?"
        h = self.state.hand[self.human]
        opts = [(f"{G.NAMES[a[2]]} ({h[a[2]]})", a[2], a) for a in choice]

        def chosen(action):
            self.popup = None
            if action is None:
                self.show_message("Learning cancelled")
                return
            reason = self._learn_drop(sid, b, picks + [action], pos)
            if reason:
                self.show_message(reason)

        self.popup = gem_popup(title, opts, chosen, lambda: chosen(None))
        return None

    def _on_drop(self, payload, target) -> str | None:
        kind = payload[0]
        pos = self.drag.held_center
        if kind == "acad" and target[0] == "learn":
            return self._learn_drop(payload[1], target[1], [], pos)
        if kind == "gem":
            acts = self._gem_action(payload[1], target)
        elif kind == "card" and target[0] == "ins":
            acts = [("move", payload[1], payload[2], target[1], target[2])]
        else:
            acts = None
        if not acts:
            return ""
        reason = self._sequence_reason(acts)
        if reason:
            return reason
        if self.queue.busy:
            self.queue.skip()
        for a in acts:
            self.apply(a, pos if a[0] in ("pay", "cantrip", "discard") else None)
        return None

    def _on_item_click(self, payload) -> None:
        kind = payload[0]
        if kind == "gem":
            ph = self.state.phase
            if ph in (SETUP, REVISE):
                self.human_act(("discard", payload[1]))
            elif ph == RESOLVE and ("vanish", "hand", payload[1]) in self.human_legal():
                self.human_act(("vanish", "hand", payload[1]))
            elif ph in (CAST_P, BOOK, PAYING):
                self.show_message("Drag the gem onto the next cost slot of a spell")
        elif kind == "card":
            pass
        elif kind == "acad":
            self.zoom_key, self.zoom_pinned = ("acad", payload[1]), True

    # clicks ----------------------------------------------------------------------------
    def _cantrip_click(self) -> None:
        if self.human is None:
            return
        legal = [a for a in self.human_legal() if a[0] == "cantrip"]
        if len(legal) > 1:
            h = self.state.hand[self.human]
            legal.sort(key=lambda a: -h[a[1]])
        if legal:
            self.human_act(legal[0])
        else:
            ch = CHARACTERS[self.state.chars[self.human]]
            self.human_act(("cantrip", ch.cost if ch.cost < 5 else 0))

    def _icon_click(self, kind: str) -> None:
        legal = [a for a in self.human_legal() if a[0] == kind]
        if not legal:
            self.human_act((kind,))
            return
        if kind == "attack":
            targets = sorted({a[1] for a in legal})
            if len(targets) == 1:
                self._attack(targets[0])
            else:
                self.picking_target = True
                self.show_message("Click the board of the mage you attack")
            return
        if len(legal) == 1:
            self.human_act(legal[0])
            return
        d = self.decision()
        opts = [(d.label(a), a[2] if len(a) == 3 else None, a) for a in legal]
        title = {"shield": "Shield: take a gem from", "vanish": "Vanish: move to your score area"}
        self.popup = gem_popup(title.get(kind, kind), opts, self._choose, self._close_popup)

    def _attack(self, t: int) -> None:
        legal = [a for a in self.human_legal() if a[0] == "attack" and a[1] == t]
        if not legal:
            self.human_act(("attack", t))
            return
        self.picking_target = False
        if len(legal) == 1:
            self.human_act(legal[0])
            return
        d = self.decision()
        opts = [(d.label(a), a[2], a) for a in legal]
        self.popup = gem_popup(f"Attack {self.names[t]}: knock away which shield gem?",
                               opts, self._choose, self._close_popup)

    def _click(self, pos) -> bool:
        s = self.state
        if self.human is None:
            return False
        # opponents' boards: attack targets
        for q in self.others:
            if self.opp_rect(q).collidepoint(pos):
                if self.human_to_move and self._icons_left().get("attack"):
                    self._attack(q)
                    return True
                return False
        # own shield gems: discard them in the shield phase
        for c, r in getattr(self, "_shield_rects", {}).items():
            if r.collidepoint(pos):
                self.human_act(("unshield", c))
                return True
        # book labels: choose the book; cards: master
        for b in range(3):
            if L.learn_zone(b).collidepoint(pos) and s.phase == CAST_P:
                self.human_act(("book", b))
                return True
            if s.phase == MASTER:
                book = self.shown.books[self.me][b]
                for i in range(len(book)):
                    if L.card_rect(b, i, len(book)).collidepoint(pos):
                        self.human_act(("master", b, i))
                        return True
        return False

    def space(self) -> None:
        if self.queue.busy:
            self.queue.skip()
            return
        if not self.can_act() or self.popup is not None:
            return
        legal = self.legal()
        for a in (("done",), ("stop",), ("cast",), ("end_turn",)):
            if a in legal:
                self.human_act(a)
                return
        asked = self.decision().hints
        if "icons" in asked:
            self.show_message("Resolve the spell's icons first (buttons above the phase bar)")
        elif "left" in asked:
            self.show_message("Click gems in your hand to discard them")

    # frame ---------------------------------------------------------------------------
    def _handle_more(self, event) -> bool:
        if self._icons_left():
            for b in self.icon_buttons.values():
                if b.visible and b.handle(event):
                    return True
        return False

    def card_under(self, pos):
        if L.ACADEMY.collidepoint(pos):
            for k, sid in enumerate(self.shown.acad_ids):
                if L.academy_card(k).collidepoint(pos):
                    return ("acad", sid)
            return None
        if L.BOOKS.collidepoint(pos):
            books = self.shown.books[self.me]
            for b in range(3):
                n = len(books[b])
                for i in range(n - 1, -1, -1):
                    if L.card_rect(b, i, n).collidepoint(pos):
                        return ("book", books[b][i] >> 1, bool(books[b][i] & 1), b, i)
        return None

    def update(self, dt: float) -> None:
        self.time += dt
        self.queue.update(dt)
        self.drag.update(dt)
        self.bags.update(dt)
        self._update_items()
        self._update_buttons()
        if not self.queue.busy:
            self._drive_ai(dt)
        self._update_zoom(dt)

    def _update_items(self) -> None:
        s = self.shown
        items, targets = [], {}
        if self.human is not None:
            p = self.me
            # academy cards (bottom of the list: gems win over them)
            for k, sid in enumerate(s.acad_ids):
                if s.acad_count[k] > 0:
                    items.append(Draggable(("acad", sid), L.academy_card(k),
                                           self.acad_faces.get(sid, CA.ACAD_CARD), ("acad", sid)))
            books = s.books[p]
            if self.state.phase == REARRANGE:
                for b in range(3):
                    n = len(books[b])
                    for i in range(n):
                        card = books[b][i]
                        items.append(Draggable(("card", b, i), L.card_rect(b, i, n),
                                               self.book_faces.get((card >> 1, bool(card & 1)),
                                                                   CA.BOOK_CARD),
                                               ("card", b, i)))
                    for i in range(n + 1):
                        targets[("ins", b, i)] = L.insert_rect(b, i, n)
            hand = s.hand[p]
            n = sum(hand)
            k = 0
            for c in range(5):
                for j in range(hand[c]):
                    items.append(Draggable(("gem", c, j), L.hand_gem(k, n),
                                           G.sprite(c, L.HAND_GEM), ("gem", c)))
                    k += 1
            # cost slots: the first spell of each book, or the spell being paid
            st = self.state
            for b in range(3):
                book = books[b]
                if not book:
                    continue
                if st.phase in (BOOK, PAYING) and b == st.book and st.current == p:
                    i = st.pos
                    if i >= len(book):
                        continue
                    fill = st.fill
                elif st.phase == CAST_P:
                    i, fill = 0, [-1] * len(CAST[book[0] >> 1])
                else:
                    continue
                cost = CAST[book[i] >> 1]
                for kk, r in enumerate(CA.cost_slot_rects(L.card_rect(b, i, len(book)), len(cost))):
                    if kk < len(fill) and fill[kk] < 0:
                        targets[("slot", b, i, kk)] = r.inflate(8, 8)
            targets[("cantrip",)] = L.CANTRIP
            if st.phase in (REVISE, SETUP):
                targets[("discard",)] = pygame.Rect(L.DISCARD_POS[0] - 6, L.DISCARD_POS[1] - 6,
                                                    390, 30)
            for b in range(3):
                targets[("learn", b)] = L.learn_zone(b)
        self.drag.set_draggables(items)
        self.drag.set_targets(targets)

    def _update_buttons(self) -> None:
        legal = self.human_legal() if self.popup is None else []
        st = self.state
        label = None
        for a, lab in ((("done",), "Done moving" if st.phase == REARRANGE else "Keep shields"),
                       (("stop",), "Stop casting"), (("end_turn",), "End turn")):
            if a in legal:
                label = lab
                break
        self.done_button.enabled = label is not None
        self.done_button.label = (label or "Done") + "  [Space]"
        self.revise_button.visible = ("revise",) in legal and not self.demo
        self.cast_button.visible = ("cast",) in legal and not self.demo
        self.undo_button.enabled = self.can_undo()
        ch = CHARACTERS[st.chars[self.me]]
        cost = "any gem" if ch.cost == 5 else G.NAMES[ch.cost]
        self.cantrip_button.label = f"Cantrip: {ch.cantrip} (1 {cost})"
        self.cantrip_button.enabled = any(a[0] == "cantrip" for a in legal)
        icons = self._icons_left() if self.can_act() else {}
        x = L.RESOLVE_ROW.x + 84
        for k in ICON_ACTION:
            b = self.icon_buttons[k]
            n = icons.get(k, 0)
            b.visible = bool(n) and not self.demo
            if b.visible:
                b.label = k.capitalize() + (f" x{n}" if n > 1 else "")
                b.rect = pygame.Rect(x, L.RESOLVE_ROW.y + 1, 112, 30)
                x += 120

    # drawing ---------------------------------------------------------------------------
    def _background(self) -> pygame.Surface:
        if self._bg is None:
            bg = pygame.Surface(L.SCREEN.size)
            bg.fill(palette.BG)
            felt = pygame.Rect(0, 0, 974, 720)
            pygame.draw.rect(bg, palette.TABLE_FELT_DARK, felt)
            pygame.draw.rect(bg, palette.TABLE_FELT, felt.inflate(-8, -8), border_radius=14)
            draw_panel(bg, L.BOOKS, fill=(22, 58, 48), border=None, radius=12, alpha=200)
            for b in range(3):
                draw_panel(bg, L.book_row(b), fill=(30, 70, 58), border=None, radius=10,
                           alpha=220)
            draw_panel(bg, L.BOARD, fill=(32, 36, 50), border=palette.PANEL_BORDER, radius=14,
                       alpha=240)
            draw_panel(bg, L.ACADEMY, fill=(40, 34, 52), border=palette.PANEL_BORDER,
                       radius=12, alpha=240)
            bg.blit(text.render("Academy", 17, palette.ACCENT, text.BOLD),
                    (L.ACADEMY.x + 10, L.ACADEMY.y + 6))
            bg.blit(text.render("drag a spell left of a spellbook", 11, palette.TEXT_DIM),
                    (L.ACADEMY.x + 100, L.ACADEMY.y + 10))
            bg.blit(text.render("Gem supply", 12, palette.TEXT_DIM),
                    (L.ACADEMY.x + 10, L.ACADEMY.bottom - 53))
            bg.blit(text.render("HP", 14, palette.TEXT_DIM, text.BOLD), (L.NAME_POS[0], L.HP_Y + 3))
            bg.blit(text.render("Hand", 12, palette.TEXT_DIM), (L.HAND.right - 40, L.HAND.y + 2))
            leg = G.legend(14)
            bg.blit(leg, (L.BOOKS.right - leg.get_width() - 10, L.BOOKS.bottom - 18))
            for i in range(12):
                bg.blit(G.slot(L.HP_SLOT), L.hp_slot(i))
            self._bg = bg.convert() if pygame.display.get_surface() else bg
        return self._bg

    def draw(self, surface) -> None:
        surface.blit(self._background(), (0, 0))
        s = self.shown
        for q in self.others:
            self._draw_opponent(surface, q)
        self._draw_books(surface)
        self._draw_academy(surface)
        self._draw_board(surface)
        self.bags.draw(surface, self.me, self.bag_hover() == self.me)
        self.bags.draw_lifts(surface)
        self.log.draw(surface)
        for b in self.buttons:
            b.draw(surface)
        for b in self.icon_buttons.values():
            b.draw(surface)
        self.drag.draw_targets(surface)
        self._draw_hand(surface)
        self.queue.draw(surface)
        for fn in list(self.draw_hooks):
            fn(surface)
        self.drag.draw_overlay(surface)
        if self.popup is not None and not self.queue.busy:
            self.popup.draw(surface)
        q = self.bag_hover()
        if q is not None and self.drag.dragging is None and self.popup is None:
            self._draw_bag_tip(surface, q)
        if self.zoom_key is not None and self.drag.dragging is None:
            self._draw_zoom(surface)
        del s

    def bag_hover(self):
        for q, sack in self.bags.sacks.items():
            if sack.rect.collidepoint(self.mouse):
                return q
        return None

    def _chips(self, surface, pos, counts, size=18, gap=8, empty="none"):
        x, y = pos
        rects = {}
        any_ = False
        for c in range(5):
            if counts[c]:
                chip = G.count_chip(c, counts[c], size)
                surface.blit(chip, (x, y))
                rects[c] = pygame.Rect(x, y, chip.get_width(), chip.get_height())
                x += chip.get_width() + gap
                any_ = True
        if not any_ and empty:
            surface.blit(text.render(empty, 12, palette.TEXT_DIM), (x, y + 2))
        return rects

    def _turn_glow(self, surface, rect):
        pulse = 0.5 + 0.5 * abs(((self.time * 1.2) % 2) - 1)
        col = tuple(int(a + (b - a) * pulse) for a, b in zip(palette.ACCENT_DARK, palette.ACCENT))
        pygame.draw.rect(surface, col, rect.inflate(4, 4), 3, border_radius=14)

    def _draw_opponent(self, surface, q) -> None:
        s = self.shown
        r = self.opp_rect(q)
        out = s.out[q]
        draw_panel(surface, r, fill=(40, 30, 34) if out else (32, 36, 50),
                   border=palette.SEAT_COLOURS[q % 8], radius=12, alpha=235)
        if s.current == q and s.to_move is not None:
            self._turn_glow(surface, r)
        target = (self.picking_target or (self.human_to_move
                                          and self._icons_left().get("attack"))) and not out
        if target and any(a[0] == "attack" and a[1] == q for a in self.human_legal()):
            pygame.draw.rect(surface, palette.BAD, r.inflate(2, 2), 3, border_radius=12)
            text.blit_text(surface, "click to attack", (r.right - 8, r.bottom - 6), 12,
                           palette.BAD, text.BOLD, anchor="bottomright")
        ch = CHARACTERS[s.chars[q]]
        name = f"{self.names[q]} · {ch.name}" + ("  (out)" if out else "")
        img = text.render(name, 14, palette.TEXT, text.BOLD)
        if img.get_width() > r.w - 16:
            img = text.render(f"{self.names[q]} · {ch.name.split(' the ')[0]}", 14,
                              palette.TEXT, text.BOLD)
        surface.blit(img, (r.x + 8, r.y + 5))
        self.bags.draw(surface, q, self.bag_hover() == q)
        surface.blit(text.render("HP", 11, palette.TEXT_DIM, text.BOLD), (r.x + 84, r.y + 26))
        k = 0
        for c in range(5):
            for _ in range(s.hp[q][c]):
                if k < 12:
                    surface.blit(G.sprite(c, 13), L.opp_hp_slot(r, k))
                k += 1
        for i in range(k, 12):
            surface.blit(G.slot(13), L.opp_hp_slot(r, i))
        hp_n = text.render(f"{sum(s.hp[q])}", 11, palette.TEXT_DIM)
        surface.blit(hp_n, (L.opp_hp_slot(r, 11).right + 4, r.y + 26))
        rows = (("Hand", None), ("Shield", s.shield[q]), ("Score", s.score[q]),
                ("Discard", s.discard[q]))
        y = r.y + 44
        for label, counts in rows:
            if label == "Score":
                label = f"Score {sum(s.score[q])}/{WIN}"
            surface.blit(text.render(label, 11, palette.TEXT_DIM), (r.x + 84, y + 2))
            x0 = r.x + 150 if label.startswith("Score") is False else r.x + 160
            if counts is None:
                n = sum(s.hand[q]) + s.hidden[q]
                if self.human is None:
                    self._chips(surface, (x0, y), s.hand[q], 14, 4)
                else:
                    for i in range(n):
                        surface.blit(G.sprite(-1, 14), (x0 + i * 15, y))
                    if not n:
                        surface.blit(text.render("empty", 11, palette.TEXT_DIM), (x0, y + 1))
            else:
                self._chips(surface, (x0, y), counts, 14, 4, "–")
            y += 17
        # spellbooks as one line each
        x = r.x + 84
        y = r.y + 113
        bw = (r.right - 8 - x) // 3
        for b in range(3):
            book = s.books[q][b]
            active = s.current == q and s.book == b
            col = palette.ACCENT if active else palette.TEXT_DIM
            names = " › ".join(NAME[c >> 1] + ("★" if c & 1 else "") for c in book) or "empty"
            label = f"{b + 1}: {names}"
            img = text.render(label, 10, col, text.BOLD if active else text.REGULAR)
            if img.get_width() > bw - 4:
                img = img.subsurface((0, 0, bw - 4, img.get_height()))
            surface.blit(img, (x + b * bw, y))

    def _draw_books(self, surface) -> None:
        s = self.shown
        p = self.me
        st = self.state
        books = s.books[p]
        legal = self.human_legal()
        hidden = self.drag.hidden_keys
        for b in range(3):
            zone = L.learn_zone(b)
            active = s.current == p and s.book == b
            pygame.draw.rect(surface, (22, 50, 42), zone, border_radius=8)
            col = palette.ACCENT if active else palette.TEXT
            text.blit_text(surface, f"Book {b + 1}", (zone.centerx, zone.y + 8), 15, col,
                           text.BOLD, anchor="midtop")
            if ("book", b) in legal:
                pygame.draw.rect(surface, palette.LEGAL_GLOW, zone, 2, border_radius=8)
                text.blit_text(surface, "click: cast", (zone.centerx, zone.y + 30), 11,
                               palette.LEGAL_GLOW, anchor="midtop")
            elif active:
                text.blit_text(surface, "casting", (zone.centerx, zone.y + 30), 11,
                               palette.ACCENT, anchor="midtop")
            text.blit_text(surface, "learn ▸", (zone.centerx, zone.bottom - 8), 11,
                           palette.TEXT_DIM, anchor="midbottom")
            n = len(books[b])
            for i, card in enumerate(books[b]):
                if ("card", b, i) in hidden:
                    continue
                r = L.card_rect(b, i, n)
                face = self.book_faces.get((card >> 1, bool(card & 1)), CA.BOOK_CARD)
                surface.blit(face, r)
                if active and i < s.pos:
                    dim = self._dim(r.size)
                    surface.blit(dim, r)
                    text.blit_text(surface, "cast ✓", r.center, 14, palette.GOOD, text.BOLD,
                                   anchor="center")
                if active and i == s.pos and s.fill:
                    pygame.draw.rect(surface, palette.ACCENT, r.inflate(4, 4), 3, border_radius=9)
                    for k, sr in enumerate(CA.cost_slot_rects(r, len(s.fill))):
                        if s.fill[k] >= 0:
                            gold = (bool(card & 1) and k == 0) or \
                                getattr(self, "_golden", None) == (p, b, i, k)
                            surface.blit(G.sprite(s.fill[k], sr.w + 2, 0, golden=gold),
                                         sr.inflate(2, 2))
                if st.phase == MASTER and self.human_to_move and not card & 1:
                    pygame.draw.rect(surface, palette.LEGAL_GLOW, r.inflate(4, 4), 2,
                                     border_radius=9)
        # cost slots that take the gem being dragged are lit by the drag controller

    def _dim(self, size):
        cache = self.__dict__.setdefault("_dims", {})
        if size not in cache:
            d = pygame.Surface(size, pygame.SRCALPHA)
            pygame.draw.rect(d, (0, 0, 0, 120), d.get_rect(), border_radius=8)
            cache[size] = d
        return cache[size]

    def _draw_academy(self, surface) -> None:
        s = self.shown
        hidden = self.drag.hidden_keys
        for k, sid in enumerate(s.acad_ids):
            r = L.academy_card(k)
            if ("acad", sid) in hidden:
                pygame.draw.rect(surface, (60, 54, 70), r, 1, border_radius=7)
                continue
            surface.blit(self.acad_faces.get(sid, CA.ACAD_CARD), r)
            left = s.acad_count[k]
            if left == 0:
                surface.blit(self._dim(r.size), r)
            badge = text.render(f"×{left}", 11, palette.TEXT if left else palette.BAD, text.BOLD)
            br = badge.get_rect(bottomright=(r.right - 4, r.bottom - 3))
            pygame.draw.rect(surface, (40, 34, 52), br.inflate(6, 2), border_radius=6)
            surface.blit(badge, br)
        for c in range(5):
            r = L.academy_supply(c)
            pygame.draw.rect(surface, (28, 24, 38), r, border_radius=8)
            surface.blit(G.count_chip(c, s.acad_gems[c], 20), (r.x + 5, r.y + 4))

    def _draw_board(self, surface) -> None:
        s = self.shown
        p = self.me
        st = self.state
        ch = CHARACTERS[s.chars[p]]
        if s.current == p and s.to_move is not None:
            self._turn_glow(surface, L.BOARD)
        who = "You" if self.human is not None else self.names[p]
        surface.blit(text.render(f"{who} · {ch.name}", 18, palette.TEXT, text.BOLD), L.NAME_POS)
        if self.demo:
            surface.blit(text.render("AI demo", 14, palette.TEXT_DIM, text.BOLD),
                         (L.CANTRIP.x + 200, L.CANTRIP.y + 6))
        text.blit_text(surface, "Bag", (L.SACK.centerx, L.BOARD.y + 8), 14, palette.TEXT_DIM,
                       text.BOLD, anchor="midtop")
        text.blit_text(surface, f"{sum(s.bag[p])} gems", (L.SACK.centerx, L.BOARD.y + 24), 12,
                       palette.TEXT_DIM, anchor="midtop")
        k = 0
        for c in range(5):
            for _ in range(s.hp[p][c]):
                if k < 12:
                    surface.blit(G.sprite(c, L.HP_SLOT), L.hp_slot(k))
                k += 1
        surface.blit(text.render(f"{sum(s.hp[p])}/12", 13, palette.TEXT_DIM),
                     (L.hp_slot(11).right + 6, L.HP_Y + 4))
        surface.blit(text.render("Shield", 14, palette.TEXT_DIM, text.BOLD), L.SHIELD_POS)
        self._shield_rects = {}
        rects = self._chips(surface, (L.SHIELD_POS[0] + 62, L.SHIELD_POS[1] - 1), s.shield[p],
                            20, 10)
        if st.phase == SHIELD and self.human_to_move:
            for c, r in rects.items():
                pygame.draw.rect(surface, palette.LEGAL_GLOW, r.inflate(6, 4), 2, border_radius=6)
            self._shield_rects = rects
            text.blit_text(surface, "click a shield gem to discard it", (L.SHIELD_POS[0] + 62,
                           L.SHIELD_POS[1] + 20), 11, palette.LEGAL_GLOW)
        score = sum(s.score[p])
        surface.blit(text.render(f"Score {score}/{WIN}", 14,
                                 palette.ACCENT if score >= 15 else palette.TEXT_DIM, text.BOLD),
                     L.SCORE_POS)
        self._chips(surface, (L.SCORE_POS[0] + 112, L.SCORE_POS[1] - 1), s.score[p], 20, 10)
        surface.blit(text.render("Discard", 14, palette.TEXT_DIM, text.BOLD), L.DISCARD_POS)
        self._chips(surface, (L.DISCARD_POS[0] + 70, L.DISCARD_POS[1] - 1), s.discard[p], 20, 10)
        if st.phase in (REVISE, SETUP) and self.human_to_move:
            need = self.decision().hints.get("left", 0)
            text.blit_text(surface, f"click {need} hand gem{'s' if need != 1 else ''} to discard",
                           (L.HAND.x + 8, L.HAND.y - 14), 12, palette.LEGAL_GLOW)
        # hand tray
        pygame.draw.rect(surface, (22, 24, 34), L.HAND, border_radius=12)
        pygame.draw.rect(surface, (70, 76, 96), L.HAND, 1, border_radius=12)
        # resolve row / hint
        if st.phase == RESOLVE and self.can_act():
            text.blit_text(surface, "Resolve:", (L.RESOLVE_ROW.x + 4, L.RESOLVE_ROW.centery), 15,
                           palette.ACCENT, text.BOLD, anchor="midleft")
        else:
            hint = self._hint()
            if hint:
                img = text.render(hint, 13, palette.TEXT_DIM)
                if img.get_width() > L.RESOLVE_ROW.w:
                    img = text.render(hint, 11, palette.TEXT_DIM)
                surface.blit(img, img.get_rect(midleft=(L.RESOLVE_ROW.x + 4,
                                                        L.RESOLVE_ROW.centery)))
        self._draw_phases(surface)

    def _hint(self) -> str:
        st = self.state
        if st.to_move is None:
            return "The game is over."
        if self.human is None:
            return f"{self.names[st.to_move]} is thinking…"
        if st.to_move != self.human:
            return f"{self.names[st.to_move]} is playing…"
        ph = st.phase
        return {SETUP: "Starting hand: click gems to discard.",
                SHIELD: "Click shield gems to discard them, or keep them (Space).",
                CAST_P: "Drag a gem onto the first cost slot of a spellbook to cast it.",
                BOOK: "Pay the next spell (drag gems onto its slots), use the cantrip, or stop.",
                PAYING: "Finish paying the spell: drag gems onto its slots, left to right.",
                LEARN_P: "Drag an Academy spell left of a spellbook, revise, or end the turn.",
                REARRANGE: "Drag spells between spellbooks, then Done.",
                MASTER: "Click a spell to master it (its first gem turns golden).",
                }.get(ph, "")

    def _draw_phases(self, surface) -> None:
        st = self.state
        r = L.PHASES
        step = PHASE_STEP.get(st.phase, -1)
        w = (r.w - 3 * 6) // 4
        for i, name in enumerate(PHASE_NAMES):
            box = pygame.Rect(r.x + i * (w + 6), r.y, w, r.h)
            on = i == step
            pygame.draw.rect(surface, (84, 70, 34) if on else (28, 32, 44), box, border_radius=8)
            pygame.draw.rect(surface, palette.ACCENT if on else (70, 76, 96), box, 1,
                             border_radius=8)
            text.blit_text(surface, f"{i + 1}. {name}", box.center, 13,
                           palette.TEXT if on else palette.TEXT_DIM,
                           text.BOLD if on else text.REGULAR, anchor="center")
        if st.to_move is not None:
            who = "Your turn" if st.current == self.human else f"{self.names[st.current]}'s turn"
            if st.phase == SETUP:
                who = "Setup: starting hands"
            text.blit_text(surface, f"Turn {st.turn + 1} · {who}", (r.x + 2, r.y - 16), 12,
                           palette.ACCENT, text.BOLD)

    def _draw_hand(self, surface) -> None:
        s = self.shown
        p = self.me
        hidden = self.drag.hidden_keys
        hand = s.hand[p]
        n = sum(hand)
        k = 0
        for c in range(5):
            for j in range(hand[c]):
                if ("gem", c, j) not in hidden:
                    r = L.hand_gem(k, n)
                    surface.blit(G.sprite(c, L.HAND_GEM), r)
                k += 1
        if self.human is not None and s.hidden[p]:
            pass

    def _draw_bag_tip(self, surface, q) -> None:
        s = self.shown
        owner = "Your" if self.names[q] == "You" else f"{self.names[q]}'s"
        lines = [(f"{owner} bag", None)]
        if self.human is not None and q != self.human:
            lines.append(("In the bag or hand:", s.bag[q]))
        else:
            lines.append(("In the bag:", s.bag[q]))
        lines.append(("In the discard area:", s.discard[q]))
        w, h = 250, 28 + 44 * (len(lines) - 1)
        pos = self.mouse
        rect = pygame.Rect(pos[0] + 16, pos[1] + 12, w, h)
        rect.clamp_ip(L.SCREEN)
        draw_panel(surface, rect, fill=(20, 22, 30), border=palette.ACCENT, radius=8, alpha=245)
        y = rect.y + 6
        surface.blit(text.render(lines[0][0], 14, palette.ACCENT, text.BOLD), (rect.x + 10, y))
        y += 22
        for label, counts in lines[1:]:
            surface.blit(text.render(f"{label} {sum(counts)}", 12, palette.TEXT_DIM),
                         (rect.x + 10, y))
            self._chips(surface, (rect.x + 10, y + 16), counts, 18, 8)
            y += 44

    def _zoom_area(self) -> pygame.Rect:
        key = self.zoom_key
        if key is None:
            return pygame.Rect(0, 0, 0, 0)
        if key[0] == "acad":
            k = self.shown.acad_ids.index(key[1])
            return L.academy_card(k).inflate(30, 30)
        _, sid, m, b, i = key
        n = len(self.shown.books[self.me][b])
        return L.card_rect(b, min(i, max(0, n - 1)), max(1, n)).inflate(30, 30)

    def _draw_zoom(self, surface) -> None:
        key = self.zoom_key
        if key[0] == "acad":
            sid, mastered = key[1], False
        else:
            sid, mastered = key[1], key[2]
        face = self.book_faces.get((sid, mastered), (236, 172))
        title = NAME[sid] + (" (mastered)" if mastered else "")
        body = CA.spell_body(sid)
        if key[0] == "acad":
            k = self.shown.acad_ids.index(sid)
            body = f"Learn cost: {LEARN[sid] and ', '.join('any' if c == 5 else G.NAMES[c] for c in LEARN[sid]) or 'nothing'}. " \
                   f"{self.shown.acad_count[k]} left in the Academy.\n" + body
        anchor = self._zoom_area().center
        self.zoomer.draw_zoom(surface, face, title, body, (anchor[0], min(anchor[1], 400)))

    # tests and tutorials ---------------------------------------------------------------
    def element_rect(self, name: str) -> pygame.Rect | None:
        """Named places: "hand_gem:<colour>", "slot:<book>:<index>:<slot>", "learn:<book>",
        "academy:<spell id>", "board:<seat>", "sack:<seat>", "done", "cantrip", "revise",
        "cast", "icon:<draw|attack|heal|shield|vanish>" (while shown), "card:<book>:<index>"
        (a spell in your spellbooks), "ins:<book>:<index>" (where a moved spell drops),
        "hp", "shield", "score", "discard" (rows of your board). None when absent."""
        try:
            return self._element_rect(name)
        except (ValueError, IndexError, KeyError):
            return None

    def _element_rect(self, name: str) -> pygame.Rect | None:
        kind, _, arg = name.partition(":")
        if kind == "icon":
            self._update_buttons()
            b = self.icon_buttons.get(arg)
            return b.rect.copy() if b is not None and b.visible else None
        args = [int(x) for x in arg.split(":")] if arg else []
        s = self.shown
        if kind == "hand_gem":
            hand = s.hand[self.me]
            k = sum(hand[:args[0]])
            return L.hand_gem(k, sum(hand)).copy() if hand[args[0]] else None
        if kind == "slot":
            b, i, k = args
            n = len(s.books[self.me][b])
            cost = CAST[s.books[self.me][b][i] >> 1]
            return CA.cost_slot_rects(L.card_rect(b, i, n), len(cost))[k].copy()
        if kind == "learn":
            return L.learn_zone(args[0]).copy()
        if kind == "academy":
            return L.academy_card(s.acad_ids.index(args[0])).copy()
        if kind == "board":
            return L.BOARD.copy() if args[0] == self.me else self.opp_rect(args[0]).copy()
        if kind == "sack":
            return self.bags.sacks[args[0]].rect.copy()
        if kind == "done":
            return self.done_button.rect.copy()
        if kind == "cantrip":
            return L.CANTRIP.copy()
        if kind == "revise":
            return L.REVISE.copy()
        if kind == "cast":
            return L.CAST_BTN.copy()
        if kind in ("card", "ins"):
            b, i = args
            n = len(s.books[self.me][b])
            if kind == "ins":
                return L.insert_rect(b, i, n).copy() if 0 <= i <= n else None
            return L.card_rect(b, i, n).copy() if 0 <= i < n else None
        rows = {"hp": (L.NAME_POS[0], L.HP_Y - 4, 410, 34),
                "shield": (L.SHIELD_POS[0] - 6, L.SHIELD_POS[1] - 6, 330, 30),
                "score": (L.SCORE_POS[0] - 6, L.SCORE_POS[1] - 6, 410, 30),
                "discard": (L.DISCARD_POS[0] - 6, L.DISCARD_POS[1] - 6, 330, 30)}
        if kind in rows:
            return pygame.Rect(rows[kind])
        return None
