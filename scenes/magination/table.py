"""The Magi-Nation Duel table: one human against AI seats (or AI only, for the demo).

The engine state is the truth; ``vis`` is what is drawn: the human's view of the state
(``view_state``: hidden cards have no identity there; the full state only in the AI-only
demo). It lags behind while the animation queue plays the engine's events (energy tokens
flying, cards landing, attacks, dice) and is taken afresh once they have played. Every
input becomes an engine action: drags from the hand (play), drags of a creature onto an
opposing card (attack), clicks on cards (powers, targets), panels for the other
decisions. Refused moves say why (RULES.why_illegal). Tutorial hooks as on the Magi
table: ``action_filter``, ``element_rect(name)``, ``listeners`` and ``draw_hooks``.

This file is the controller (setup, input, decisions, the frame's update); the drawing
and geometry are in scenes.magination.table_view, the events' animations in
scenes.magination.table_anim.
"""
from __future__ import annotations

import pygame

from app.ui import palette
from app.ui.cards import CardFaceCache, CardView
from app.ui.drag import Draggable
from app.ui.widgets import Button
from engines.core.replay import Record
from engines.magination import RULES
from engines.magination.cards import CARDS
from scenes.kit.game_over import GameOverScene
from scenes.kit.popups import ButtonsPopup, Option, PowerMenu, popup_for
from scenes.kit.table import TableScene
from scenes.magination import layout as L
from scenes.magination.card_art import draw_face
from scenes.magination.panels import AmountPopup
from scenes.magination.table_anim import HIDDEN_ZONES, TableAnimations
from scenes.magination.table_view import STEP_LABELS, TableView

__all__ = ["MagiNationTable", "MagiNationGameOver", "AI_NAMES", "STEP_LABELS",
           "HIDDEN_ZONES"]

AI_NAMES = ["Bram", "Ivy", "Orla", "Tamsin"]
AI_PACE = 0.45
ENGINE_KEYS = ("first_player", "fixed_order", "strict", "dice", "turn_limit")
POPUP_ANCHOR = (500, 560)            # the pop-ups' midbottom, above the hand
NEXT_LABEL, SKIP_LABEL = "Next step ␣", "Skip animation ▸▸"


class MagiNationGameOver(GameOverScene):
    subtitle = "Magi left decide the game. Energy in play at each turn's start:"
    x_label = "turn"
    target_label = "peak {target}"
    lower_wins = False


class MagiNationDraw(MagiNationGameOver):
    subtitle = ("A draw: the last Magi fell at the same time. Energy in play at each "
                "turn's start:")


class MagiNationTable(TableAnimations, TableView, TableScene):
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
        self.step_button = self.next_button = Button(self.layout.next_button, NEXT_LABEL,
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
        self.passed: dict = {}              # step -> why it passed by itself, this turn
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
        opening, events = RULES.start(self.record.config, self.record.seed)
        self._note_history(events, opening)
        # from the record's start (the session narrates the opening for the log)
        return self.session.replay(actions, None, lambda s, evs: self._note_history(evs, s))

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

    def _narrate(self, event) -> str | None:
        """The log line of an event: a step that passes by itself is said on the human's
        turn only (on the others' turns the step bar shows it). The live log and the log
        rebuilt on Continue both come from here."""
        if event.get("type") == "StepPassed" and event.get("player") != self.human:
            return None
        return self.rules.narrate(self.state, event, self.human)

    def _applied(self, events) -> None:
        self._note_history(events)

    def _show_state(self) -> None:
        self.passed = {}
        self.offsets.clear()
        self.in_flight.clear()
        self.overlays.clear()
        self.vis = self.view_state()
        self.synced = True

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
                if self.drag.legal:
                    return "Drop it on one of the glowing cards to attack"
                return self.refuse_reason(("attack", iid, -1)) or \
                    "This creature cannot attack now"
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

    # clicks --------------------------------------------------------------------------
    def card_clicked(self, iid) -> None:
        """A click on a card: a target or a pick of the open question, else the card's
        powers; anything else says why nothing happens."""
        if self.queue.busy:
            self.queue.skip()
            return
        if self.human is None:
            return                                    # the AI demo: nothing to say
        if not self.human_to_move:
            reason = self.refuse_reason(("end_step",))
            self.show_message(reason or "Wait for your turn")
            return
        d = self.decision()
        if d is not None and d.is_choice:
            if ("target", iid) in d.options and self.popup is None:
                self.human_act(("target", iid))
            elif ("pick", iid) in d.options:
                self.human_act(("pick", iid))
            elif any(a[0] in ("target", "pick") for a in d.options) and d.hints.get("lit"):
                self.show_message("Choose one of the glowing cards")
            else:
                self.show_message("First answer the question")
            return
        message = self.click_refusal(iid)
        if message:
            self.show_message(message)
            return
        self.open_power_menu(iid)

    def click_refusal(self, iid) -> str | None:
        """Why a click on card ``iid`` opens no power menu (None: it does)."""
        st = self.state
        c = CARDS[st.defs[iid]] if st.defs[iid] >= 0 else None
        if iid in st.hand[self.human]:
            return "Drag a card from your hand onto the table to play it"
        if c is None:
            return "That card is face down"
        zone = st.zone_of(iid)
        if zone not in ("creatures", "relics", "magi"):
            return f"{c.name} is not in play (right-click a card to read it)"
        if st.owner[iid] != self.human:
            return (f"{c.name} is {self.names[st.owner[iid]]}'s: only its owner uses its "
                    "powers (right-click to read it)")
        if not c.powers:
            return f"{c.name} has no power to use (right-click to read it)"
        return None

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

    def step_button_state(self) -> tuple:
        """(label, None) when the step button may be clicked, else (label, why not): it
        reads "Skip animation" while the table animates (a click there only skips), and
        "Next step" otherwise."""
        if self.queue.busy:
            return SKIP_LABEL, None
        if self.state.to_move is None:
            return NEXT_LABEL, "The game is over"
        if not self.human_to_move:
            return NEXT_LABEL, f"It is {self.names[self.state.to_move]}'s turn"
        if self._choosing() or self.popup is not None:
            return NEXT_LABEL, "First answer the question"
        if ("end_step",) not in self.legal():
            return NEXT_LABEL, (self.rules.why_illegal(self.state, ("end_step",))
                                or "This step cannot end yet")
        return NEXT_LABEL, None

    # discard piles ---------------------------------------------------------------------
    def pile_at(self, pos):
        """The kit's hook: a click on any discard pile opens it in the kit's pile browser
        (public: every card face up), newest first, the card under the mouse large."""
        for p, z in self.layout.zones.items():
            if z.discard.collidepoint(pos):
                return self.pile_of(p)
        return None

    def pile_of(self, p) -> tuple:
        """(title, the pile bottom to top as (card, name, detail), the face drawer)."""
        v = self.vis
        cards = [(i, CARDS[v.defs[i]].name,
                  f"{CARDS[v.defs[i]].type} · cost {CARDS[v.defs[i]].cost}")
                 for i in v.discard[p] if v.defs[i] >= 0]
        whose = "Your" if p == self.human else f"{self.names[p]}'s"
        n = len(cards)
        return (f"{whose} discard pile: {n} card{'' if n == 1 else 's'}", cards,
                lambda iid, size: self.face(iid, size))

    def handle(self, event) -> bool:
        b = self.step_button
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and b.visible \
                and not b.enabled and b.rect.collidepoint(event.pos) and self.popup is None:
            why = self.step_button_state()[1]
            if why:                                # a disabled button says why
                self.show_message(why)
        return super().handle(event)

    def _next_step(self) -> None:
        if self.queue.busy:
            self.queue.skip()
            return
        if self.human is None:
            return
        why = self.step_button_state()[1]
        if why is None or (self.human_to_move and not self._choosing()):
            self.human_act(("end_step",))
        else:
            self.show_message(why)

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
            unit = " " + d.hints["unit"] if d.hints.get("unit") else ""
            return AmountPopup(d.prompt, [(a[1], a) for a in d.options], self._choose,
                               value_format="X = {value}" if d.hints.get("x")
                               else "{value}" + unit,
                               warnings=d.hints.get("warnings"), start=d.hints.get("safe"),
                               **place)
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
        if d.kind == "confirm":              # Cancel (or Esc) says no
            return popup_for(d, self._choose, on_cancel=lambda: self._choose(("no",)),
                             **place)
        if d.kind in ("choose", "yes_no") and d.labels:
            return popup_for(d, self._choose, **place)
        return None

    def _final_result(self, res) -> None:
        """A draw (the last Magi fell together) says so on the game-over screen."""
        self.game_over_class = MagiNationDraw if "draw" in (res.get("reason") or "") \
            else MagiNationGameOver

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

    def tick(self, dt: float) -> None:
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
        label, why = self.step_button_state()
        self.step_button.label = label
        self.step_button.enabled = why is None
        self.undo_button.enabled = self.can_undo()
        if not self.queue.busy and self.synced:
            self._maybe_popup()
            self._drive_ai(dt)
        self._update_zoom(dt)

    # the log's column --------------------------------------------------------------------
    log_column_to_table = True      # the tutorial keeps it: its call-out lives there

    def log_toggled(self, collapsed: bool) -> None:
        """The kit's hook: hiding the log gives its column to the table (the layout
        widens); showing it takes the column back."""
        wide = collapsed and self.log_column_to_table
        if wide != self.layout.wide:
            self.layout = L.Layout(self.players, self.human, wide)
            self.step_button.rect = pygame.Rect(self.layout.next_button)
            self._background = None

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
            targets["table"] = self.layout.table_rect
        self.drag.set_targets(targets)

    # tutorial support ----------------------------------------------------------------
    def element_rect(self, name: str) -> pygame.Rect | None:
        fixed = {"next_step": self.step_button.rect, "steps": self.layout.step_rect,
                 "undo_button": self.undo_button.rect, "menu_button": self.menu_button.rect,
                 "log": self.log.rect, "hand": self.layout.hand_rect}
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

