"""The Magi-Nation Duel table: one human against AI seats (or AI only, for the demo).

The engine state is the truth; ``vis`` is what is drawn: the human's view of the state
(``view_state``: hidden cards have no identity there; the full state only in the AI-only
demo). It lags behind while the animation queue plays the engine's events (energy tokens
flying, cards landing, attacks, dice) and is taken afresh once they have played. Every input becomes an engine action: drags from the hand
(play), drags of a creature onto an opposing card (attack), clicks on cards (powers,
targets), panels for the other decisions. Refused moves say why (RULES.why_illegal).
Tutorial hooks as on the Magi table: ``action_filter``, ``element_rect(name)``,
``listeners`` and ``draw_hooks``.
"""
from __future__ import annotations

import math

import pygame

from app.audio import sfx
from app.ui import palette, text
from app.ui.animq import FlyAnimation
from app.ui.cards import CardFaceCache, CardView
from app.ui.drag import Draggable, glow_outline
from app.ui.widgets import Button, draw_panel
from engines.core.replay import Record
from engines.magination import RULES
from engines.magination.cards import CARDS
from engines.magination.state import HIDDEN, penalty
from scenes.kit.animations import Delayed, FlipFly, Popup, banner_surface
from scenes.kit.effects import DieTumble, FloatNumber, Lunge, Shatter
from scenes.kit.game_over import GameOverScene
from scenes.kit.popups import ButtonsPopup, Option, PowerMenu, popup_for
from scenes.kit.table import TableScene
from scenes.magination import layout as L
from scenes.magination.animations import OrbFlight
from scenes.magination.card_art import (card_text, die_face, draw_back, draw_face,
                                        orb_surface, region_emblem)

AI_NAMES = ["Bram", "Ivy", "Orla", "Tamsin"]
AI_PACE = 0.45
STEP_LABELS = {1: "Energize", 2: "Powers/Relics/Spells", 3: "Attack", 4: "Play Creatures",
               5: "Powers/Relics/Spells", 6: "Draw"}
ENGINE_KEYS = ("first_player", "fixed_order", "strict", "dice", "turn_limit")
POPUP_ANCHOR = (500, 560)            # the pop-ups' midbottom, above the hand
# hidden cards a view may deal in any order among these zones (see _take_from)
HIDDEN_ZONES = ("deck", "hand", "stack")


class MagiNationGameOver(GameOverScene):
    subtitle = "Magi left decide the game. Energy in play at each turn's start:"
    x_label = "turn"
    target_label = "peak {target}"
    lower_wins = False


class MagiNationTable(TableScene):
    rules = RULES
    game_key = "magination"
    ai_names = AI_NAMES
    ai_pace = AI_PACE
    ai_salt = staticmethod(lambda state: state.turn_no * 7 + state.step)
    game_over_class = MagiNationGameOver
    # nothing to show: a reveal is shown by the move that follows, a shuffle and the X
    # chosen by the action's log line; the ends of steps, turns and abilities by what
    # begins next
    ignored_events = frozenset({"CardRevealed", "DeckShuffled", "XChosen", "StepEnded",
                                "TurnEnded", "AbilityResolved"})

    def __init__(self, app, players: int = 2, difficulty: str = "normal",
                 options: dict | None = None, seed: int | None = None,
                 human_seat: int | None = 0, demo: bool = False,
                 inline_ai: bool | None = None, record: Record | None = None,
                 names: list | None = None, autosave: bool | None = None,
                 mode: str = "game") -> None:
        super().__init__(app)
        self._init_session(options, demo, human_seat, difficulty, mode, autosave)
        self._init_seats(players, seed, record, names)
        self.layout = L.Layout(self.players, self.human)
        self.bottom = self.layout.bottom
        tb = L.TOPBAR_RECT
        self._init_table(log_rect=L.LOG_RECT, undo_rect=(tb.x + 10, tb.bottom - 40, 118, 32),
                         menu_rect=(tb.right - 128, tb.bottom - 40, 118, 32),
                         inline_ai=inline_ai, on_click=self._on_drag_click)
        self.faces = CardFaceCache(lambda cid, size: draw_face(CARDS[cid], size))
        self.backs: dict = {}
        self.hand_view = CardView(lift=16)
        self.offsets: dict = {}
        self.in_flight: set = set()
        self.overlays: list = []
        self._background = None
        self._after = None                    # the view once the queued events are done
        # the "end this step" button; ``next_button`` is an alias a tutorial may replace
        self.step_button = self.next_button = Button(L.NEXT_BUTTON, "Next step ␣",
                                                     self._next_step, size=15, key=None)
        self.step_button.visible = not demo
        self.buttons.insert(0, self.step_button)
        self._start(record)

    # setup ---------------------------------------------------------------------------
    def _config(self) -> dict:
        cfg = {"players": self.players, "names": list(self.names)}
        decks = self.options.get("decks")
        if decks:
            cfg["decks"] = list(decks)
        for k in ENGINE_KEYS:
            if k in self.options:
                cfg[k] = self.options[k]
        return cfg

    def _start(self, record: Record | None) -> None:
        self.queue.clear()
        self.ai.cancel()
        self.popup = None
        self.log.clear()
        self.offsets.clear()
        self.in_flight.clear()
        self.overlays.clear()
        self.game_over_shown = False
        self.history: list = []
        self._legal_cache = None
        if record is not None:
            self.session.restore(record, self._replay)
            self.vis = self.view_state()
            self.synced = True
            self.log.add(f"Game restored: turn {self.state.turn_no}.", palette.TEXT_DIM)
            if self.state.to_move is None:
                self.show_game_over()
        else:
            events = self.session.new(self._config(), self.seed)
            self.vis = self.view_state()
            self._note_history(events)
            self._play_events(events)

    def _replay(self, actions):
        """(state, actors) after ``actions``, from the opening's events on (the energy
        history starts afresh)."""
        self.history = []
        state, events = RULES.start(self.record.config, self.record.seed)
        self._note_history(events, state)
        return self.session.replay(actions, state,
                                   lambda s, evs: self._note_history(evs, s))

    def _note_history(self, events, state=None) -> None:
        s = state or getattr(self, "state", None)
        if s is None:
            return
        if any(e["type"] == "TurnBegan" for e in events) or not self.history:
            self.history.append([sum(s.energy[c] for c in s.creatures[p]) + s.magi_energy(p)
                                 for p in range(s.players)])

    # engine access -------------------------------------------------------------------
    def _describe(self, action) -> str | None:
        if action[0] == "end_step":
            return None          # ending a step is not worth a log line
        return self.rules.describe(self.state, action, self.human)

    def _applied(self, events) -> None:
        self._note_history(events)

    def _show_state(self) -> None:
        self.offsets.clear()
        self.in_flight.clear()
        self.overlays.clear()
        self.vis = self.view_state()
        self.synced = True

    # geometry ------------------------------------------------------------------------
    def zone(self, seat):
        return self.layout.zone(seat)

    def hand_rects(self) -> dict:
        seat = self.bottom
        cards = self.vis.hand[seat]
        n = len(cards)
        if not n:
            return {}
        w = L.HAND_W
        span = L.HAND_RECT.w
        step = min(w + 8, (span - w) / max(1, n - 1))
        total = (n - 1) * step + w
        x0 = L.HAND_RECT.x + (span - total) / 2
        return {c: pygame.Rect(round(x0 + i * step), L.HAND_Y, w, L.HAND_H)
                for i, c in enumerate(cards)}

    def opp_hand_rects(self, seat) -> list:
        z = self.zone(seat)
        n = len(self.vis.hand[seat])
        w, h = 34, 46
        step = min(24, 300 / max(1, n))
        total = (n - 1) * step + w if n else 0
        x0 = z.rect.centerx - total / 2
        return [pygame.Rect(round(x0 + i * step), self.layout.opp_hand_y, w, h) for i in range(n)]

    def card_rect(self, iid) -> pygame.Rect | None:
        v = self.vis
        p = v.owner[iid]
        z = self.zone(p)
        if v.magi[p] == iid:
            return z.magi.copy()
        if iid in v.creatures[p]:
            return z.creature_rects(len(v.creatures[p]))[v.creatures[p].index(iid)]
        if iid in v.relics[p]:
            return z.relic_rects(len(v.relics[p]))[v.relics[p].index(iid)]
        if iid in v.hand[p]:
            if p == self.bottom:
                return self.hand_rects().get(iid)
            rs = self.opp_hand_rects(p)
            return rs[v.hand[p].index(iid)] if rs else None
        if iid in v.discard[p]:
            return z.discard.copy()
        if iid in v.deck[p]:
            return z.deck.copy()
        if iid in v.stack[p]:
            return z.magi.copy()
        return None

    def card_center(self, iid, fallback=(500, 310)):
        r = self.card_rect(iid)
        return r.center if r else fallback

    def face(self, iid, size) -> pygame.Surface:
        """The card's face as the human sees it (its back when hidden from them)."""
        d = self.vis.defs[iid]
        return self.back(size) if d == HIDDEN else self.faces.get(d, size)

    def back(self, size) -> pygame.Surface:
        size = (int(size[0]), int(size[1]))
        b = self.backs.get(size)
        if b is None:
            b = self.backs[size] = draw_back(size)
        return b

    def card_under(self, pos):
        """The visible card under ``pos`` (topmost), or None."""
        for iid, r in reversed(list(self.hand_rects().items())):
            if r.collidepoint(pos) and iid not in self.drag.hidden_keys:
                return iid
        v = self.vis
        for p in range(self.players):
            if p not in self.layout.zones:
                continue
            for iid in v.creatures[p] + v.relics[p] + ([v.magi[p]] if v.magi[p] >= 0 else []):
                r = self.card_rect(iid)
                if r and r.collidepoint(pos):
                    return iid
            z = self.zone(p)
            if v.discard[p] and z.discard.collidepoint(pos):
                return v.discard[p][-1]
        return None

    # drag and drop -------------------------------------------------------------------
    def _can_pick(self, payload) -> str | None:
        if self.queue.busy:
            return "Wait for the table to settle (click or Space skips)"
        if not self.human_to_move:
            if self.state.to_move is None:
                return "The game is over"
            return f"It is not your turn: {self.names[self.state.to_move]} is to move"
        if self._choosing():
            return "First answer the question"
        kind, iid = payload
        if kind == "creature" and not any(a[0] == "attack" and a[1] == iid for a in self.legal()):
            return None if self.state.step == 3 else "Creatures attack in the Attack step"
        return None

    def _legal_targets(self, payload) -> set:
        kind, iid = payload
        legal = self.human_legal()
        if kind == "creature":
            return {("card", a[2]) for a in legal if a[0] == "attack" and a[1] == iid}
        if ("play", iid) not in legal:
            return set()
        t = CARDS[self.state.defs[iid]].type
        if t == "Creature":
            return {"creatures"}
        if t == "Relic":
            return {"relics"}
        return {"table"} | {("card", c) for c in self._spell_target_cards(iid)}

    def _spell_target_cards(self, iid) -> set:
        """The cards a Spell from the hand could be dropped on (its first choice)."""
        d = self.decision()
        if d is None or d.kind != "turn":
            return set()
        return set(d.hints.get("spell_targets", {}).get(iid, ()))

    def _on_drop(self, payload, target) -> str | None:
        kind, iid = payload
        if kind == "creature":
            if not (isinstance(target, tuple) and target[0] == "card"):
                return ""
            action = ("attack", iid, target[1])
            reason = self.refuse_reason(action)
            if reason:
                return reason
            self.apply(action)
            return None
        action = ("play", iid)
        reason = self.refuse_reason(action)
        if reason:
            return reason
        self.in_flight.discard(iid)
        self._drop_from = self.drag.held_center
        self.apply(action)
        if isinstance(target, tuple) and target[0] == "card":
            d = self.decision()
            if d is not None and d.is_choice and ("target", target[1]) in d.options \
                    and d.player == self.human \
                    and self.refuse_reason(("target", target[1])) is None:
                self.apply(("target", target[1]))
        return None

    def _on_drag_click(self, payload) -> None:
        self.card_clicked(payload[1])

    def drag_cost_label(self) -> str | None:
        payload = self.drag.dragging
        if payload is None or payload[0] != "hand":
            return None
        c = CARDS[self.state.defs[payload[1]]]
        mc = self.state.magi_card(self.human)
        pen = penalty(mc, c) if mc else None
        if pen is None:
            return f"{mc.name if mc else 'No Magi'} cannot play {c.name}" if mc else "No Magi in play"
        if c.type == "Relic":
            return f"Cost {c.base_cost}"
        base = c.cost if not c.x_cost else c.cost
        if c.x_cost:
            return f"Cost {base}" + (" (+1 regional)" if pen else "")
        return f"Cost {c.cost + pen}" + (" (+1 regional)" if pen else "")

    # clicks --------------------------------------------------------------------------
    def card_clicked(self, iid) -> None:
        st = self.state
        if self.queue.busy:
            self.queue.skip()
            return
        if not self.human_to_move:
            return
        d = self.decision()
        if d is not None and d.is_choice:
            if ("target", iid) in d.options and self.popup is None:
                self.human_act(("target", iid))
            elif ("pick", iid) in d.options:
                self.human_act(("pick", iid))
            elif any(a[0] == "target" for a in d.options):
                self.show_message("Choose one of the glowing cards")
            return
        c = CARDS[st.defs[iid]] if st.defs[iid] >= 0 else None
        if c is None or not c.powers or st.owner[iid] != self.human \
                or st.zone_of(iid) not in ("creatures", "relics", "magi"):
            if iid in st.hand[self.human]:
                self.show_message("Drag a card from your hand onto the table to play it")
            return
        self.open_power_menu(iid)

    def open_power_menu(self, iid) -> None:
        st = self.state
        c = CARDS[st.defs[iid]]
        entries = []
        for k, pw in enumerate(c.powers):
            action = ("power", iid, k)
            why = RULES.why_illegal(st, action)
            entries.append((action, f"{pw.name} — cost {pw.cost}", pw.text, why, f"power:{k}"))
        r = self.card_rect(iid) or pygame.Rect(500, 300, 1, 1)
        self.popup = PowerMenu(f"{c.name}: powers", entries, self._choose, self._close_popup,
                               anchor=(r.centerx, r.top - 6))
        self.popup.move_beside(r)

    def _next_step(self) -> None:
        if self.queue.busy:
            self.queue.skip()
            return
        if ("end_step",) in self.human_legal():
            self.human_act(("end_step",))
        elif self.human_to_move and not self._choosing():
            self.human_act(("end_step",))

    def space(self) -> None:
        if self.queue.busy:
            self.queue.skip()
            return
        if self.popup is None:
            self._next_step()

    # pending decisions -----------------------------------------------------------------
    def pending_prompt(self) -> str | None:
        d = self.decision()
        if d is None or not d.is_choice:
            return None
        if self.human is None or d.player != self.human:
            return f"{self.names[d.player]} is choosing…"
        return d.prompt if d.hints.get("lit") else None

    def _maybe_popup(self) -> None:
        d = self.decision()
        if self.popup is not None or not self.human_to_move or d is None or not d.is_choice:
            return
        self.popup = self._popup_for(d)

    def _popup_for(self, d):
        """The pop-up of the human's decision ``d``; None when it is answered on the table
        (clicking the glowing cards)."""
        st = self.state
        kinds = {a[0] for a in d.options} - {"done"}
        place = {"anchor": POPUP_ANCHOR}
        if d.kind == "pick" and d.hints.get("lit"):          # discard from the hand
            return ButtonsPopup(d.hints["title"], [Option(("done",), "Done")], self._choose,
                                anchor=(500, 272))
        if d.kind == "distribute":
            limits = dict(zip(d.targets, d.hints["limits"]))
            return popup_for(d, self._choose, **place, label=lambda a: (
                f"{CARDS[st.defs[d.target_of(a)]].name} (has {limits[d.target_of(a)]})"))
        if d.hints.get("lit"):
            return None
        if d.kind == "number":
            return popup_for(d, self._choose, number_format="X = {value}", **place)
        if kinds in ({"pick"}, {"search"}):
            ids = dict(zip(d.options, d.hints.get("card_ids")
                           or [st.defs[a[1]] if a[0] == "pick" else None for a in d.options]))

            def detail(a):
                c = CARDS[ids[a]]
                return f"{c.type} · cost {c.cost}"
            return popup_for(d, self._choose, as_list=True, label=lambda a: CARDS[ids[a]].name,
                             detail=detail, done_label="Take none", **place)
        if d.kind == "order":
            return popup_for(d, self._choose,
                             detail=lambda a: CARDS[st.defs[d.target_of(a)]].name, **place)
        if d.kind in ("choose", "yes_no", "confirm") and d.labels:
            return popup_for(d, self._choose, **place)
        return None

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
        """The engine's log line for event ``ev`` (if any), when its animation comes."""
        line = self.rules.narrate(self.state, ev, self.human)
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
            self.log.add(line, palette.ACCENT)
        self._call(go)
        self._banner("Your turn" if p == self.human else f"{self.names[p]}'s turn",
                     pos=(500, 330), seconds=0.55)

    def _ev_StepBegan(self, ev, events, i):
        n = ev["step"]

        def go():
            self.vis.step = n
        self._call(go)
        self.queue.push_wait(0.06)

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
                           arc_height=40, on_start=lambda: self._move(m, "limbo", p),
                           on_done=land)
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
                    end = (L.HAND_RECT.centerx, L.HAND_Y + L.HAND_H // 2)
                    flights.append(Delayed(0.08 * k, FlipFly(
                        self.back(z.pile), img, z.deck.center, end, 0.35, arc_height=30,
                        on_done=land)))
                else:
                    end = (z.rect.centerx, self.layout.opp_hand_y + 23)
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
            return r.center if r else (L.HAND_RECT.centerx, L.HAND_Y + 60)
        rs = self.opp_hand_rects(p)
        return rs[len(rs) // 2].center if rs else (self.zone(p).rect.centerx, 30)

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

        def make():
            if self.vis.owner[c] is None:
                return None
            pos = self.card_center(c)
            if d > 0:
                src = (L.STEP_RECT.x + 60, L.STEP_RECT.centery) if why == "energize" else \
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

    def _game_over_chart(self, res) -> tuple:
        """Energy in play at each turn's start: the first row, then the changes."""
        hist = self.history or [[0] * self.players]
        deltas = [[hist[0][p] for p in range(self.players)]]
        for a, b in zip(hist, hist[1:]):
            deltas.append([b[p] - a[p] for p in range(self.players)])
        peak = max(max(r) for r in hist) or 1
        return res["scores"], deltas, peak

    # frame ---------------------------------------------------------------------------
    def _click(self, pos) -> bool:
        card = self.card_under(pos)
        if card is not None:
            self.card_clicked(card)
        return True

    def update(self, dt: float) -> None:
        self.time += dt
        self.queue.update(dt)
        self.drag.update(dt)
        k = self._speed()
        for o in self.overlays:
            o.update(dt * k)
        self.overlays = [o for o in self.overlays if not o.done]
        if not self.queue.busy and not self.synced:
            self.vis = self.view_state()
            self._after = None
            self.offsets.clear()
            self.in_flight.clear()
            self.synced = True
            for fn in list(self.listeners["after_events"]):
                fn()
        self._update_input(dt)
        self.step_button.enabled = ("end_step",) in self.human_legal() \
            and not self._choosing() and self.popup is None
        self.undo_button.enabled = self.can_undo()
        if not self.queue.busy and self.synced:
            self._maybe_popup()
            self._drive_ai(dt)
        self._update_zoom(dt)

    def _update_input(self, dt) -> None:
        hr = self.hand_rects()
        hovered = None
        if self.drag.dragging is None:
            for iid, r in reversed(list(hr.items())):
                if r.collidepoint(self.mouse):
                    hovered = iid
                    break
        self.hand_view.set_hover(hovered)
        self.hand_view.update(dt)
        items = []
        if self.human is not None:
            for iid, r in hr.items():
                rr = r.move(0, self.hand_view.offset(iid))
                items.append(Draggable(iid, rr, self.face(iid, (L.HAND_W, L.HAND_H)),
                                       ("hand", iid)))
            z = self.zone(self.human)
            for iid in self.vis.creatures[self.human]:
                r = self.card_rect(iid)
                if r is not None:
                    items.append(Draggable(("c", iid), r, self.face(iid, z.card),
                                           ("creature", iid)))
        self.drag.set_draggables(items)
        targets = {}
        v = self.vis
        for p in range(self.players):
            for iid in v.creatures[p] + ([v.magi[p]] if v.magi[p] >= 0 else []):
                r = self.card_rect(iid)
                if r is not None:
                    targets[("card", iid)] = r
        if self.human is not None:
            z = self.zone(self.human)
            targets["creatures"] = z.creature_area
            targets["relics"] = z.relic_area
            targets["table"] = pygame.Rect(8, 56, 992, 520)
        self.drag.set_targets(targets)

    # drawing -------------------------------------------------------------------------
    def _background_surface(self) -> pygame.Surface:
        if self._background is None:
            bg = pygame.Surface(L.SCREEN.size)
            bg.fill(palette.BG)
            felt = pygame.Rect(4, 0, L.PLAY_W, 720)
            pygame.draw.rect(bg, palette.TABLE_FELT_DARK, felt, border_radius=18)
            for seat, z in self.layout.zones.items():
                pygame.draw.rect(bg, palette.TABLE_FELT, z.rect, border_radius=14)
                pygame.draw.rect(bg, (44, 96, 80), z.rect, 2, border_radius=14)
                for area, label in ((z.creature_area, "Creatures"), (z.relic_area, "Relics")):
                    pygame.draw.rect(bg, (36, 86, 72), area, border_radius=10)
                    pygame.draw.rect(bg, (58, 110, 94), area, 1, border_radius=10)
                    lab = text.render(label, 12, (90, 140, 122), text.BOLD)
                    bg.blit(lab, lab.get_rect(bottomright=(area.right - 8, area.bottom - 3)))
                for r, label in ((z.deck, "Deck"), (z.discard, "Discard")):
                    pygame.draw.rect(bg, (36, 86, 72), r.inflate(6, 6), border_radius=8)
                    pygame.draw.rect(bg, (70, 120, 104), r.inflate(6, 6), 1, border_radius=8)
                    lab = text.render(label, 12, (150, 190, 170), text.BOLD)
                    y = r.bottom + 4 if not z.top else r.bottom + 4
                    bg.blit(lab, lab.get_rect(midtop=(r.centerx, y)))
            pygame.draw.rect(bg, (16, 40, 34), L.MIDDLE, border_radius=10)
            self._background = bg.convert() if pygame.display.get_surface() else bg
        return self._background

    def draw(self, surface) -> None:
        surface.blit(self._background_surface(), (0, 0))
        legal = self.human_legal()
        glow = self._glow_set(legal)
        for p in range(self.players):
            self._draw_zone(surface, p, glow)
        self._draw_steps(surface)
        for iid, off in self.offsets.items():        # a lunging attacker above everything
            if off != (0, 0):
                r = self.card_rect(iid)
                if r is not None:
                    p = self.vis.owner[iid]
                    z = self.zone(p)
                    r = r.move(off)
                    surface.blit(self.face(iid, r.size), r)
                    if iid in self.vis.creatures[p]:
                        self._draw_card_energy(surface, r, self.vis.energy[iid], z.scale)
        self.drag.draw_targets(surface)
        self._draw_hand(surface, legal)
        self._draw_side(surface)
        for b in self.buttons:
            b.draw(surface)
        self.queue.draw(surface)
        for o in self.overlays:
            o.draw(surface)
        self.drag.draw_overlay(surface)
        label = self.drag_cost_label()
        if label and self.drag.held_center:
            c = self.drag.held_center
            img = banner_surface(label, (30, 34, 46), palette.ACCENT, 15)
            surface.blit(img, img.get_rect(midtop=(round(c[0]), round(c[1]) + 70)))
        if self.popup is not None and not self.queue.busy:
            self.popup.draw(surface)
        if self.zoom_key is not None and self.drag.dragging is None:
            self._draw_zoom(surface)
        for fn in list(self.draw_hooks):
            fn(surface)

    def _glow_set(self, legal) -> dict:
        """Cards to outline: pending targets (strong), cards with a usable power/attack."""
        out = {}
        if not legal:
            return out
        d = self.decision()
        if d is not None and d.is_choice:
            for a in d.options:
                if a[0] in ("target", "pick") and isinstance(a[1], int):
                    out[a[1]] = True
            return out
        for a in legal:
            if a[0] == "power":
                out.setdefault(a[1], False)
            elif a[0] == "attack":
                out.setdefault(a[1], False)
        if self.drag.dragging and self.drag.dragging[0] == "creature":
            for k in self.drag.legal:
                if isinstance(k, tuple):
                    out[k[1]] = True
        return out

    def _draw_glow(self, surface, r, strong) -> None:
        col = palette.LEGAL_GLOW if strong else (150, 220, 255)
        g = glow_outline(r.size, colour=col, strong=strong, radius=8)
        if strong:
            g.set_alpha(int(180 + 75 * (0.5 + 0.5 * math.sin(self.time * 5))))
        else:
            g.set_alpha(170)
        surface.blit(g, (r.x - 8, r.y - 8))
        pygame.draw.rect(surface, col, r.inflate(8, 8), 3 if strong else 2, border_radius=10)

    def _draw_zone(self, surface, p, glow) -> None:
        v = self.vis
        z = self.zone(p)
        # Magi stack (face down) + defeated count
        for k in range(len(v.stack[p])):
            sx, sy = z.stack_pos
            surface.blit(self.back(z.magi_size), (sx + k * 4, sy + k * 3))
        m = v.magi[p]
        if m >= 0 and m not in self.in_flight:
            r = z.magi.move(self.offsets.get(m, (0, 0)))
            if m in glow:
                self._draw_glow(surface, r, glow[m])
            surface.blit(self.face(m, z.magi_size), r)
        self._draw_energy_panel(surface, p, z)
        # creatures
        for iid, r in zip(v.creatures[p], z.creature_rects(len(v.creatures[p]))):
            if iid in self.in_flight or (self.drag.busy and ("c", iid) in self.drag.hidden_keys):
                continue
            r = r.move(self.offsets.get(iid, (0, 0)))
            if iid in glow:
                self._draw_glow(surface, r, glow[iid])
            surface.blit(self.face(iid, z.card), r)
            self._draw_card_energy(surface, r, v.energy[iid], z.scale)
        for iid, r in zip(v.relics[p], z.relic_rects(len(v.relics[p]))):
            if iid in self.in_flight:
                continue
            if iid in glow:
                self._draw_glow(surface, r, glow[iid])
            surface.blit(self.face(iid, z.relic), r)
        # deck and discard
        if v.deck[p]:
            for k in range(min(3, len(v.deck[p]))):
                surface.blit(self.back(z.pile), z.deck.move(-k, -k))
        cnt = text.render(str(len(v.deck[p])), 14, palette.TEXT, text.BOLD)
        surface.blit(cnt, cnt.get_rect(center=(z.deck.centerx, z.deck.bottom - 10)))
        if v.discard[p]:
            top = v.discard[p][-1]
            surface.blit(self.face(top, z.pile), z.discard)
            n = text.render(str(len(v.discard[p])), 13, palette.TEXT, text.BOLD)
            r = n.get_rect(center=(z.discard.right - 10, z.discard.bottom - 10))
            pygame.draw.circle(surface, palette.CARD_EDGE, r.center, 11)
            surface.blit(n, r)
        # hands of the others: face down at the top
        if p != self.bottom:
            for r in self.opp_hand_rects(p):
                surface.blit(self.back((r.w, r.h)), r)

    def _draw_energy_panel(self, surface, p, z) -> None:
        v = self.vis
        r = z.energy
        active = v.current == p
        draw_panel(surface, r, fill=(22, 34, 40), border=palette.ACCENT if active else
                   palette.PANEL_BORDER, radius=10, alpha=235)
        name = self.names[p]
        mc = v.magi_card(p) if v.magi[p] >= 0 and v.defs[v.magi[p]] >= 0 else None
        s = z.scale
        title = text.render(name + (" ▶" if active else ""), max(11, round(14 * s)),
                            palette.ACCENT if active else palette.TEXT, text.BOLD)
        surface.blit(title, (r.x + 8, r.y + 4))
        if mc is not None:
            e = region_emblem(mc.regions[0], max(12, round(16 * s)))
            surface.blit(e, (r.right - e.get_width() - 6, r.y + 4))
        energy = v.energy[v.magi[p]] if v.magi[p] >= 0 else 0
        big = text.render(str(energy), max(18, round(30 * s)), palette.ACCENT, text.BOLD)
        by = r.y + title.get_height() + 2
        surface.blit(big, (r.x + 8, by))
        left = len(v.stack[p]) + (1 if v.magi[p] >= 0 else 0)
        ml = text.render(f"Magi left {left}/3", max(9, round(11 * s)), palette.TEXT_DIM)
        surface.blit(ml, (r.x + 8, r.bottom - ml.get_height() - 3))
        # tokens: up to 14 orbs in two rows of 7, "+n" beyond
        orb = orb_surface(4)
        ox = r.x + 16 + big.get_width()
        per = max(3, (r.right - ox - 4) // 10)
        shown = min(energy, 2 * per)
        for k in range(shown):
            cx = ox + (k % per) * 10
            cy = by + 10 + (k // per) * 11
            surface.blit(orb, orb.get_rect(center=(cx, cy)))
        if energy > shown:
            more = text.render(f"+{energy - shown}", 11, palette.ACCENT, text.BOLD)
            surface.blit(more, more.get_rect(topright=(r.right - 6, by + 24)))

    def _draw_card_energy(self, surface, r, energy, scale) -> None:
        # the number in a gem at the bottom right, and tokens under the card
        gem_r = max(9, round(13 * scale))
        c = (r.right - gem_r + 3, r.bottom - gem_r + 3)
        pygame.draw.circle(surface, palette.CARD_EDGE, c, gem_r + 2)
        pygame.draw.circle(surface, (250, 200, 70), c, gem_r)
        n = text.render(str(energy), max(11, round(16 * scale)), palette.TEXT_DARK, text.BOLD)
        surface.blit(n, n.get_rect(center=c))
        orb = orb_surface(4)
        k = min(energy, 9)
        x0 = r.x + 6
        y = r.bottom + 9
        for j in range(k):
            surface.blit(orb, orb.get_rect(center=(x0 + j * 10, y)))
        if energy > 9:
            more = text.render("+", 12, palette.ACCENT, text.BOLD)
            surface.blit(more, (x0 + 9 * 10 - 4, y - 8))

    def _draw_hand(self, surface, legal) -> None:
        if self.bottom is None:
            return
        playable = {a[1] for a in legal if a[0] == "play"}
        picks = set()
        d = self.decision()
        if d is not None and d.is_choice and self.human_to_move:
            picks = {a[1] for a in d.options if a[0] == "pick"}
        hidden = self.drag.hidden_keys
        for iid, r in self.hand_rects().items():
            if iid in hidden or iid in self.in_flight:
                continue
            r = r.move(0, self.hand_view.offset(iid))
            if iid in playable or iid in picks:
                self._draw_glow(surface, r, iid in picks)
            surface.blit(self.face(iid, (L.HAND_W, L.HAND_H)), r)

    def _draw_steps(self, surface) -> None:
        v = self.vis
        r = L.STEP_RECT
        who = v.current if v.current is not None else 0
        lab = "Your turn" if who == self.human else f"{self.names[who]}'s turn"
        t = text.render(lab, 14, palette.ACCENT, text.BOLD)
        surface.blit(t, t.get_rect(midleft=(r.x + 2, r.centery)))
        x0 = r.x + 116
        weights = {1: 0.9, 2: 1.45, 3: 0.75, 4: 1.15, 5: 1.45, 6: 0.7}
        unit = (r.right - x0 - 5 * 4) / sum(weights.values())
        x = x0
        for n in range(1, 7):
            w = weights[n] * unit
            pr = pygame.Rect(round(x), r.y + 2, round(w), r.h - 4)
            x += w + 4
            cur = v.step == n
            fill = palette.ACCENT if cur else (34, 58, 52)
            pygame.draw.rect(surface, fill, pr, border_radius=8)
            pygame.draw.rect(surface, palette.ACCENT_DARK if cur else (60, 96, 86), pr, 1,
                             border_radius=8)
            col = palette.TEXT_DARK if cur else (170, 200, 190)
            label = f"{n} {STEP_LABELS[n]}"
            size = 12
            while size > 8 and text.font(size, text.BOLD).size(label)[0] > pr.w - 8:
                size -= 1
            img = text.render(label, size, col, text.BOLD)
            surface.blit(img, img.get_rect(center=pr.center))
        prompt = None if self.queue.busy else self.pending_prompt()
        if prompt:
            img = banner_surface(prompt, (30, 34, 46), palette.LEGAL_GLOW, 15)
            surface.blit(img, img.get_rect(midbottom=(500, r.y - 2)))
        elif self.human_to_move and not self.queue.busy and v.step in (2, 3, 4, 5):
            hint = {2: "Click a card to use a power; drag relics and spells from your hand.",
                    3: "Drag one of your creatures onto an opposing creature (or Magi) to attack.",
                    4: "Drag creatures from your hand into your creature row to play them.",
                    5: "Click a card to use a power; drag relics and spells from your hand."}[v.step]
            img = text.render_wrapped(hint, 13, 128, (190, 220, 210))
            surface.blit(img, (14, L.HAND_Y + 4))

    def _draw_side(self, surface) -> None:
        r = L.TOPBAR_RECT
        draw_panel(surface, r, fill=(24, 28, 38), radius=12, alpha=230)
        title = text.render("Magi-Nation Duel", 18, palette.ACCENT, text.BOLD)
        surface.blit(title, (r.x + 14, r.y + 8))
        sub = text.render(f"turn {self.vis.turn_no}" + (" · AI demo" if self.demo else
                                                        f" · {self.difficulty}"),
                          13, palette.TEXT_DIM)
        surface.blit(sub, (r.x + 14, r.y + 32))
        self.log.draw(surface)

    def _zoom_area(self) -> pygame.Rect:
        if self.zoom_key is None:
            return pygame.Rect(0, 0, 0, 0)
        r = self.card_rect(self.zoom_key) or pygame.Rect(500, 300, 10, 10)
        return r.inflate(40, 40)

    def _draw_zoom(self, surface) -> None:
        iid = self.zoom_key
        if iid is None or self.vis.defs[iid] < 0:
            return
        c = CARDS[self.vis.defs[iid]]
        face = self.faces.get(c.id, L.ZOOM_SIZE)
        anchor = self._zoom_area().center
        self.zoomer.draw_zoom(surface, face, c.name, card_text(c), (anchor[0], min(anchor[1], 380)))

    # tutorial support ----------------------------------------------------------------
    def element_rect(self, name: str) -> pygame.Rect | None:
        fixed = {"next_step": L.NEXT_BUTTON, "steps": L.STEP_RECT, "undo_button":
                 self.undo_button.rect, "menu_button": self.menu_button.rect,
                 "log": self.log.rect, "hand": L.HAND_RECT}
        if name in fixed:
            return pygame.Rect(fixed[name])
        kind, _, arg = name.partition(":")
        if kind in ("hand_card", "card") and arg:
            r = self.card_rect(int(arg))
            return r.copy() if r else None
        if kind in ("creatures", "relics", "deck", "discard", "magi", "energy") and arg:
            z = self.zone(int(arg))
            return pygame.Rect({"creatures": z.creature_area, "relics": z.relic_area,
                                "deck": z.deck, "discard": z.discard, "magi": z.magi,
                                "energy": z.energy}[kind])
        if kind == "popup" and self.popup is not None:
            r = self.popup.rects.get(arg)
            return r.copy() if r else None
        return None
