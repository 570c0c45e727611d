"""The Arena table's input (a part).

Gestures become engine actions through the kit's ``human_sequence`` (checked on a clone
first, one decision for undo):

* drag one of your figures: the spaces it can reach light up (with their cost) and so do
  the figures it may attack; drop it on a space to move, on a figure to attack. Choosing
  its army card comes first when it is not chosen yet. A click selects it instead; a
  click on a lit space or figure then moves or attacks;
* drag an army card of your reserve onto a lit space to summon it (your Planeswalker's
  card is chosen first when needed);
* click (or drag onto the battlefield) a spell card of your hand to play it;
* a question about a space or a figure is answered by clicking it on the battlefield;
  other questions open the kit's pop-ups (``settled``);
* the background drags to pan, the wheel zooms, Q/E turn the view, H shows every hex's
  level, R held (or the Ruler button) measures the line of sight between two places;
* the End turn, Stop and Ability buttons, Space; the named places tests and the
  tutorial point at (``element_rect``).

A refused drop snaps back and says the engine's reason.

Reads: the table (seats, the live state, the drawn battle, the decision), the places,
the view, the human's moves and aim (``Moves``) and the spell faces; asks the table to
act (``human_act``, ``human_sequence``, ``refuse_reason``, ``show_message``, ``choose``)
and may pin the zoom on a card.
"""
from __future__ import annotations

import math
from typing import Any

import pygame

from app.ui.drag import Draggable
from app.ui.widgets import Button
from engines.arena import RULES, SPELLS
from engines.arena.read import Battle
from scenes.arena import figures as FG
from scenes.arena import layout as L
from scenes.arena import panels as P
from scenes.arena.army_copies import choose_in_row, drag_copies
from scenes.arena.table_face import ArenaActions, ArenaFace
from scenes.arena.table_moves import Moves
from scenes.arena.table_places import Places
from scenes.arena.table_view import BoardView
from scenes.kit.parts import Part
from scenes.kit.popups import popup_for
from scenes.arena.table_hint import hint_places

PAN_THRESHOLD = 6
TRAIL = 12             # points of the pointer's path kept while dragging
FACING_PX = 12         # how far back the drop's direction is read


class ArenaInput(Part):
    preview: Any = None               # a dragged thing is drawn as itself (no preview)

    def __init__(self, table: ArenaFace, acts: ArenaActions, places: Places,
                 view: BoardView, moves: Moves, spell_faces) -> None:
        self.table, self.acts, self.places, self.view = table, acts, places, view
        self.moves, self.spell_faces = moves, spell_faces
        layout = table.layout
        self.end_button = Button(layout.end, "End turn [Space]", self._end_turn, size=14)
        self.stop_button = Button(layout.stop, "Stop", self._stop, size=15)
        self.ability_button = Button(layout.ability, "Ability", self._ability, size=13)
        self.buttons = [self.end_button, self.stop_button, self.ability_button]
        self._pan: list | None = None     # [last point, moved] while the ground is dragged
        self._trail: list = []            # the pointer's last points while dragging

    def shown(self) -> Battle:
        return Battle(self.table.shown)

    def laid_out(self) -> None:
        """The table's room changed: the buttons under the battlefield move with it, and
        what a drop or a click finds is made again at the new places."""
        layout = self.table.layout
        self.end_button.rect = pygame.Rect(layout.end)
        self.stop_button.rect = pygame.Rect(layout.stop)
        self.ability_button.rect = pygame.Rect(layout.ability)
        if self.view.cam is not None:
            self.view.targets_key = None
            self._update_targets()

    @property
    def me(self) -> int:
        return self.table.seats.me

    # each frame ----------------------------------------------------------------------------
    def tick(self, dt: float) -> None:
        if self.table.drag.dragging is not None:        # the pointer's recent path
            m = tuple(self.table.drag.mouse)
            if not self._trail or self._trail[-1] != m:
                self._trail = (self._trail + [m])[-TRAIL:]
        else:
            self._trail = []
        self._update_targets()
        self._update_buttons()

    def _update_targets(self) -> None:
        t, v = self.table, self.view
        cam = v.camera()
        key = (cam.key, tuple(round(x) for x in cam.pan), tuple(v.board_area))
        if key != v.targets_key:
            v.targets_key = key
            targets: dict = {("hex", h): self.places.hex_shape(h)     # those in view
                             for h in reversed(cam.visible())}
            targets[("board",)] = pygame.Rect(v.board_area)
            t.drag.set_targets(targets)
        items = []
        if t.human is not None:
            s = self.shown()
            pl = self.places
            d = self.moves.board_choice()
            placing = s.card_of(d.source[1]) if d is not None and isinstance(
                d.source, tuple) and d.source[0] == "figure" and any(
                a[0] == "put" for a in d.options) else None   # its next figure goes on
            for c, r in drag_copies(s, self.me, pl.card_rows(self.me), placing,
                                    t.human_legal()):
                img = FG.standee(s.card_key(c), self.me, 1, cam.s, True,
                                 pl.seat_look(self.me) if pl.multi else None)[0]
                items.append(Draggable(("card", c), r, img, ("summon", c)))
            hand = s.hand(self.me)
            hand_rects = pl.hand_rects()
            for i, sp in enumerate(hand):
                r = hand_rects[i]
                items.append(Draggable(("spell", i), r, self.spell_faces.get(sp, L.HAND_CARD),
                                       ("spell", sp)))
            figs = sorted(s.field_figures(), key=lambda f: cam.depth(s.hex_of(f)))
            for f in figs:
                if s.figure_controller(f) != self.me:
                    continue
                got = pl.fig_sprite(f)
                r = pl.figure_rect(f)
                if got is not None and r is not None and v.board_area.colliderect(r):
                    items.append(Draggable(("fig", f), r, got[0], ("fig", f)))
        t.drag.set_draggables(items)

    def _update_buttons(self) -> None:
        t = self.table
        legal = t.human_legal() if t.popup is None else []
        self.end_button.visible = not t.demo and ("end",) in legal
        d = t.decision() if t.can_act() else None
        stop = d is not None and d.is_choice and ("done",) in d.options and t.popup is None
        self.stop_button.visible = not t.demo and stop
        abil = [a for a in legal if a[0] == "ability"]
        self.ability_button.visible = not t.demo and bool(abil)
        if abil:
            self.ability_button.label = P.ability_name(t.state, abil[0][1])

    def settled(self) -> None:
        """A question that is not about a place on the battlefield: the kit's pop-up."""
        t = self.table
        if t.popup is not None or not t.can_act():
            return
        d = t.decision()
        if d is None or not d.is_choice or self.moves.board_choice() is not None:
            return
        area = self.view.board_area
        body = None
        tag = d.hints.get("tag") if d.hints else None
        src = d.source
        if tag is not None and isinstance(src, tuple) and src[0] == "card":
            for e in self.shown().face_down(src[1]):
                if e[2] == tag and e[0] >= 0:
                    body = f"Your face-down card: {RULES.spell_text(e[0])}"
        back = ("cancel",)           # the enchantment's card question: Esc takes it back
        t.popup = popup_for(d, self.acts.choose, centre=(area.centerx, area.centery),
                            bounds=area, body=body,
                            on_cancel=(lambda: self.acts.choose(back)) if back in d.options
                            else None)

    # drag hooks ----------------------------------------------------------------------------
    def can_pick(self, payload) -> str | None:
        t = self.table
        t.zoom_key, t.zoom_pinned = None, False
        if t.human is None:
            return "The AI is playing this game"
        if t.state.to_move is None:
            return "The game is over"
        if payload[0] == "fig" and t.state.to_move == t.human and t.decision() is not None \
                and t.decision().is_choice:
            return t.decision().prompt
        return None

    def legal_targets(self, payload) -> set:
        if not self.table.can_act():
            return set()
        kind = payload[0]
        if kind == "fig":
            f = payload[1]
            p = self.moves.plan(f)
            out = {("hex", h) for h in p.moves}
            s = self.shown()
            for g in p.attacks:
                out |= {("hex", h) for h in s.hexes_of(g)}
            return out
        if kind == "summon":
            return {("hex", h) for h in self.moves.summon_plan(payload[1])[1]}
        if kind == "spell":
            return {("board",)} if ("cast", payload[1]) in self.table.legal() else set()
        return set()

    def on_drop(self, payload, target) -> str | None:
        kind = payload[0]
        if kind == "spell":
            return self._cast(payload[1])
        mouse = self.table.drag.mouse
        aim = self.moves.aimed(self.places, mouse)     # among the lit places only
        h: int | None
        if aim is not None and aim[0] == "figure":
            h = self.shown().hex_of(aim[1])
        elif aim is not None:
            h = aim[1]
        else:                              # nothing lit: the top face under the mouse
            h = self.places.top_face_at(mouse)
            if h is None:
                h = self.places.hex_at(mouse)
        if h is None and target[0] == "hex":
            h = target[1]
        if h is None:
            return ""
        if kind == "fig":
            return self.figure_to(payload[1], h)
        if kind == "summon":
            prefix, puts = self.moves.summon_puts(payload[1])
            if h in puts:
                self.moves.put_front = None
                return self.acts.human_sequence(prefix + [self._facing(puts[h], mouse)])
            return self._why_summon(payload[1], h)
        return ""

    def _facing(self, puts: list, mouse):
        """Of a double-space figure's puts on one front hex, the one whose back lies
        behind the drop's direction (the figure runs the way it was dragged, its back
        follows); a single put as it is."""
        if len(puts) < 2:
            return puts[0]
        trail = self._trail
        back = next((p for p in reversed(trail)
                     if abs(p[0] - mouse[0]) + abs(p[1] - mouse[1]) >= FACING_PX), None)
        if back is None:
            return puts[0]
        dx, dy = mouse[0] - back[0], mouse[1] - back[1]
        cam = self.view.camera()
        hx, hy = cam.hex_center(puts[0][1])

        def behind(a) -> float:     # how well a's back hex lies against the direction
            bx, by = cam.hex_center(a[2])
            vx, vy = bx - hx, by - hy
            n = math.hypot(vx, vy) * math.hypot(dx, dy) or 1.0
            return (vx * dx + vy * dy) / n
        return min(puts, key=behind)

    def _why_summon(self, c: int, h: int) -> str:
        prefix, puts = self.moves.summon_plan(c)
        reason = self.acts._sequence_reason(prefix[:-1] + [("summon", c)]) if prefix else None
        if reason:
            return reason
        if not puts:
            return "No empty space within 5 clear-sight spaces of your Planeswalker"
        return "Summon onto an empty space within 5 clear-sight spaces of your " \
               "Planeswalker (the lit spaces)"

    def figure_to(self, f: int, h: int) -> str | None:
        """Drop (or click) figure f onto hex h: move there, or attack who stands there."""
        p = self.moves.plan(f)
        s = self.shown()
        acts = self.acts
        g = s.standing_at(h)
        if h in p.moves:
            return acts.human_sequence(p.prefix + [p.moves[h]])
        if g >= 0 and g in p.attacks:
            return acts.human_sequence(p.prefix + [p.attacks[g]])
        if g >= 0 and g != f and s.on_field(g) and s.figure_controller(g) != self.me:
            reason = RULES.why_illegal(p.state, ("attack", f, g))
            return reason or "That figure cannot be attacked now"
        reason = acts._sequence_reason(p.prefix) if p.prefix else None
        if reason:
            return reason
        if s.tail_hex(f) >= 0:
            back = [a for a in self.table.legal() if a[0] == "move" and a[1] == f]
            return RULES.why_illegal(p.state, ("move", f, h, h)) if not back else \
                "Out of reach for this double-space figure (the lit spaces)"
        return RULES.why_illegal(p.state, ("move", f, h)) or "You cannot move there now"

    def _cast(self, sp: int) -> str | None:
        action = ("cast", sp)
        reason = self.acts.refuse_reason(action)
        if reason:
            return reason
        return self.acts.human_sequence([action])

    # clicks --------------------------------------------------------------------------------
    def item_click(self, payload) -> None:
        kind = payload[0]
        acts = self.acts
        if kind == "spell":
            reason = self._cast(payload[1])
            if reason:
                acts.show_message(reason)
            return
        if kind == "summon":
            if not choose_in_row(self.table, self.places, acts, payload[1]):
                acts.show_message("Drag this card from your reserve onto a lit space to "
                                  "summon it", 3.0, hint=True)
            return
        if kind == "fig":
            if not self._aimed_click(self.table.drag.mouse, payload[1]):
                self._figure_click(payload[1])

    def _zoom_on(self, key) -> None:
        """Show a card large, pinned (it stays while the mouse is near)."""
        self.table.zoom_key, self.table.zoom_pinned = key, True

    def _figure_click(self, f: int) -> None:
        s = self.shown()
        if self._answer_on_board(s.hex_of(f), f):
            return
        t, mv = self.table, self.moves
        mine = s.figure_controller(f) == self.me and t.human is not None
        if not mine and (mv.selected is None or not t.can_act()):
            self._zoom_on(("army", s.figure_key(f), s.card_of(f)))   # its card, large
            return
        if not t.can_act():
            return
        if mv.selected is not None and mv.selected != f:
            g = mv.selected
            reason = self.figure_to(g, s.hex_of(f))
            if reason:
                self.acts.show_message(reason)
            return
        mv.selected = None if mv.selected == f else f
        if mv.selected is not None:
            p = mv.plan(f)
            if not p.moves and not p.attacks:
                why = self.acts._sequence_reason(p.prefix) if p.prefix else None
                self.acts.show_message(why or "That figure cannot move or attack now", 2.5,
                                       hint=True)

    def click(self, pos) -> bool:
        """A click the drag controller did not take: a card, the battlefield."""
        t, pl, mv = self.table, self.places, self.moves
        for c in pl.all_cards():
            r = pl.card_rect(c)
            if r is not None and r.collidepoint(pos):
                if not choose_in_row(t, pl, self.acts, c):
                    self._zoom_on(("army", self.shown().card_key(c), c))
                return True
        if not self.view.board_area.collidepoint(pos):
            return False
        if self.view.ruler_on:
            self.view.ruler_from = pl.hex_at(pos)
            return True
        if self._aimed_click(pos):
            return True
        f = pl.figure_at(pos)
        h = pl.hex_at(pos)
        if f is not None and self._answer_on_board(self.shown().hex_of(f), f):
            return True
        if h is not None and self._answer_on_board(h, None):
            return True
        if f is not None:
            self._figure_click(f)
            return True
        if mv.selected is not None and h is not None and t.can_act():
            reason = self.figure_to(mv.selected, h)
            if reason:
                self.acts.show_message(reason)
            return True
        mv.selected = None
        return True

    def _aimed_click(self, pos, clicked: int | None = None) -> bool:
        """A click on a lit place (its top face, or a lit target's standee) while a figure
        is selected or a battlefield question waits: that place is meant, whatever figure
        is drawn over it (other than the ``clicked`` one's own spaces)."""
        t, mv = self.table, self.moves
        if not t.can_act() or (mv.selected is None and mv.board_choice() is None):
            return False
        aim = mv.aimed(self.places, pos, near=False)
        if aim is None:
            return False
        s = self.shown()
        h = aim[1] if aim[0] == "hex" else s.hex_of(aim[1])
        if clicked is not None and (h in s.hexes_of(clicked) or aim[0] == "figure"):
            return False
        if self._answer_on_board(h, None):
            return True
        if mv.selected is None:
            return False
        reason = self.figure_to(mv.selected, h)
        if reason:
            self.acts.show_message(reason)
        return True

    def _answer_on_board(self, h, f) -> bool:
        mv = self.moves
        d = mv.board_choice()
        if d is None or h is None:
            return False
        lit = mv.lit_choice()
        options = lit.get(h)
        if not options:
            self.acts.show_message(d.prompt + " (the lit places)", 2.5, hint=True)
            return True
        if len(options) > 1 and mv.put_front is None and any(
                x is not None and x[0] == "hexes" for x in d.targets):
            mv.put_front = h                 # a double-space figure: now its back
            return True
        mv.put_front = None
        self.acts.human_act(options[0])
        return True

    # buttons and keys -------------------------------------------------------------------
    def handle_first(self, event) -> bool:
        """Esc first lets go of what you are aiming with (a selected figure, the ruler, a
        double-space figure's half-chosen place); then it pauses, as on every table. A
        click on an expanded seat (3-5 seats) is the seat's, never the battlefield's under
        it."""
        t, pl, mv, v = self.table, self.places, self.moves, self.view
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP) \
                and getattr(event, "button", 0) == 1 and pl.multi \
                and not t.drag.busy:
            seat = pl.expanded_seat()
            if seat is not None and pl.expanded_rect(seat).collidepoint(event.pos):
                if event.type == pygame.MOUSEBUTTONUP:
                    self._click_expanded(seat, event.pos)
                return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE \
                and not t.drag.busy and t.popup is None \
                and (mv.selected is not None or v.ruler_on or mv.put_front is not None):
            mv.selected = mv.put_front = None
            v.ruler_off()
            return True
        return False

    def _click_expanded(self, seat: int, pos) -> None:
        """A click on an expanded seat: an army card you may choose is chosen, any other
        card (or a spell card you see) is shown large."""
        key = self.table.card_under(pos)
        if key is None:
            return
        if key[0] == "army" and choose_in_row(self.table, self.places, self.acts, key[2],
                                              expanded=True):
            return
        self._zoom_on(key)

    def _end_turn(self) -> None:
        self.acts.human_act(("end",))

    def _stop(self) -> None:
        self.moves.put_front = None
        self.acts.human_act(("done",))

    def _ability(self) -> None:
        abil = [a for a in self.table.human_legal() if a[0] == "ability"]
        if abil:
            self.acts.human_act(abil[0])

    def space(self) -> None:
        t = self.table
        if not t.can_act() or t.popup is not None:
            return
        legal = t.legal()
        if ("end",) in legal:
            self.acts.human_act(("end",))
        elif ("done",) in legal:
            self.acts.human_act(("done",))
        else:
            d = t.decision()
            if d is not None:
                self.acts.show_message(d.prompt, 2.5, hint=True)

    def view_buttons(self) -> list:
        """Turn left/right, Levels, Ruler, Fit: they only change the view (they stay in
        a replay)."""
        return list(self.view.buttons)

    def view_input(self, event) -> bool:
        """In a replay: the view's keys, the wheel's zoom and the ground's pan (``handle``:
        none of them acts on the game)."""
        return self.handle(event)

    def handle(self, event) -> bool:
        """The view's keys (Q/E, H, R), the wheel's zoom and the ground's pan."""
        t, v = self.table, self.view
        et = event.type
        if et == pygame.KEYDOWN:
            k = event.key
            if k in (pygame.K_q, pygame.K_e):
                v.rotate(-1 if k == pygame.K_q else 1)
                return True
            if k == pygame.K_h:
                v.toggle_overlay()
                return True
            if k == pygame.K_r:
                v.ruler_on, v.ruler_held = True, True
                v.ruler_from = self.places.hex_at(t.mouse)
                return True
            return False
        if et == pygame.KEYUP and event.key == pygame.K_r and v.ruler_held:
            v.ruler_off()
            return True
        if et == pygame.MOUSEWHEEL:
            if v.board_area.collidepoint(t.mouse):
                v.zoom(1 if event.y > 0 else -1, t.mouse)
                return True
            return False
        pan = self._pan
        if et == pygame.MOUSEBUTTONDOWN and event.button == 1:
            if v.board_area.collidepoint(event.pos) and t.popup is None \
                    and not any(i.contains(event.pos) for i in t.drag.draggables):
                self._pan = [event.pos, False]
                return True
            return False
        if et == pygame.MOUSEMOTION and pan is not None:
            if not pan[1] and (abs(event.pos[0] - pan[0][0]) + abs(event.pos[1] - pan[0][1])
                               > PAN_THRESHOLD):
                pan[1] = True
            if pan[1]:
                v.pan(event.pos[0] - pan[0][0], event.pos[1] - pan[0][1])
                pan[0] = event.pos
            return True
        if et == pygame.MOUSEBUTTONUP and event.button == 1 and pan is not None:
            self._pan = None
            return pan[1]            # a press that did not move is a click (kit: _click)
        return False

    # piles and named places ---------------------------------------------------------------
    def pile_at(self, pos):
        t, pl = self.table, self.places
        for seat in pl.seat_order():
            if pl.grave_rect(seat).collidepoint(pos):
                whose = "Your" if seat == t.human else f"{t.names[seat]}'s"
                cards = [(sp, SPELLS[sp].name, SPELLS[sp].type_line)
                         for sp in self.shown().grave(seat) if sp >= 0]
                return (f"{whose} graveyard", cards, self.spell_faces.get)
        return None

    def hint_places(self, action) -> list[str]:
        """The places that show ``action`` (the Hint lights them: scenes.arena.table_hint)."""
        return hint_places(action, list(self.shown().hand(self.me)), self.table.decision())

    def element_rect(self, name: str) -> pygame.Rect | None:
        """Named places: "hex:<id>" (its top face's bounds), "fig:<figure>" (its standee),
        "card:<army card>", "spell:<index in your hand>", "grave:<seat>", "head:<seat>"
        (a seat panel's header: hovering it expands the seat), "seat:<seat>", "end", "stop",
        "ability", "rotate_left", "rotate_right", "levels", "ruler", "fit". None when
        absent."""
        pl = self.places
        kind, _, arg = name.partition(":")
        try:
            if kind == "hex":
                return pl.hex_shape(int(arg)).bounds.copy()
            if kind == "fig":
                r = pl.figure_rect(int(arg))
                return r.copy() if r is not None else None
            if kind == "card":
                return pl.card_rect(int(arg))
            if kind == "spell":
                return pl.hand_rects()[int(arg)].copy()
            if kind == "grave":
                return pl.grave_rect(int(arg)).copy()
            if kind == "head":
                return pl.head_rect(int(arg)).copy()
            if kind == "seat":
                return pl.seat_panel(int(arg)).copy()
        except (ValueError, IndexError, KeyError):
            return None
        vb = self.view.buttons
        named = {"end": self.end_button, "stop": self.stop_button,
                 "ability": self.ability_button, "rotate_left": vb[0],
                 "rotate_right": vb[1], "levels": vb[2], "ruler": vb[3], "fit": vb[4]}
        b = named.get(kind)
        return b.rect.copy() if b is not None and b.visible else None
