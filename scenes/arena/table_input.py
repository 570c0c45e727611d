"""The Arena table's input (a mixin of :class:`scenes.arena.table.ArenaTable`).

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
  other questions open the kit's pop-ups;
* the background drags to pan, the wheel zooms, Q/E turn the view, H shows every hex's
  level, R held (or the Ruler button) measures the line of sight between two places.

A refused drop snaps back and says the engine's reason.
"""
from __future__ import annotations

import pygame

from app.ui.drag import Draggable
from engines.arena import RULES, SPELLS
from engines.arena.state import FIELD, RESERVE
from scenes.arena import figures as FG
from scenes.arena import layout as L
from scenes.arena.table_geometry import ArenaGeometry
from scenes.kit.popups import popup_for

BOARD_KINDS = ("hex", "hexes", "figure")
PAN_THRESHOLD = 6


class Plan:
    """What one figure of yours may do now: ``prefix`` (choosing its card first),
    ``state`` after the prefix, ``moves`` {front hex: action}, ``attacks`` {figure:
    action}."""

    __slots__ = ("prefix", "state", "moves", "attacks", "reach")

    def __init__(self, prefix, state, moves, attacks, reach) -> None:
        self.prefix, self.state, self.moves, self.attacks = prefix, state, moves, attacks
        self.reach = reach          # {front hex: Reach}


class ArenaInput(ArenaGeometry):
    # the frame's draggables and targets ------------------------------------------------
    def _update_targets(self) -> None:
        key = (self.cam.key, tuple(round(v) for v in self.cam.pan), tuple(self.board_area))
        if key != self._targets_key:
            self._targets_key = key
            targets = {("hex", h): self.hex_shape(h) for h in reversed(self.cam.order())}
            targets[("board",)] = pygame.Rect(self.board_area)
            self.drag.set_targets(targets)
        items = []
        if self.human is not None:
            s = self.shown
            for c in s.army[self.me]:
                if all(s.f_zone[f] == RESERVE for f in s.c_figs[c]):
                    r = self.card_rect(c)
                    img = FG.standee(s.c_key[c], self.me, 1, self.cam.s, True,
                                     self.seat_look(self.me) if self.multi else None)[0]
                    items.append(Draggable(("card", c), r, img, ("summon", c)))
            for i, sp in enumerate(s.hand[self.me]):
                r = L.hand_rects(len(s.hand[self.me]))[i]
                items.append(Draggable(("spell", i), r, self.spell_faces.get(sp, L.HAND_CARD),
                                       ("spell", sp)))
            figs = sorted(self.field_figures(), key=lambda f: self.cam.depth(s.f_hex[f]))
            for f in figs:
                if s.c_ctrl[s.f_card[f]] != self.me:
                    continue
                got = self.fig_sprite(f)
                r = self.figure_rect(f)
                if got is not None and r is not None and self.board_area.colliderect(r):
                    items.append(Draggable(("fig", f), r, got[0], ("fig", f)))
        self.drag.set_draggables(items)

    # engine look-ups -----------------------------------------------------------------------
    def plan(self, f: int) -> Plan:
        """What figure f may do now (cached per position)."""
        key = (len(self.record.actions), f)
        got = self._plans.get(key)
        if got is not None:
            return got
        st = self.state
        legal = self.human_legal()
        prefix: list = []
        s2 = st
        c = st.f_card[f]
        if ("card", c) in legal and st.chosen != c:
            prefix = [("card", c)]
            s2 = RULES.clone(st)
            RULES.apply(s2, ("card", c))
            opts = RULES.legal_actions(s2)
        else:
            opts = legal
        moves, reach = {}, {}
        table = RULES.reachable(s2, f) if any(a[0] == "move" and a[1] == f for a in opts) \
            else {}
        for a in opts:
            if a[0] == "move" and a[1] == f:
                dest = tuple(a[2:])
                r = table.get(dest)
                old = reach.get(a[2])
                if r is not None and (old is None or r.cost < old.cost):
                    moves[a[2]], reach[a[2]] = a, r
        attacks = {a[2]: a for a in opts if a[0] == "attack" and a[1] == f}
        got = self._plans[key] = Plan(prefix, s2, moves, attacks, reach)
        return got

    def summon_plan(self, c: int):
        """(actions before the put, {front hex: put action}) of summoning card c now."""
        key = (len(self.record.actions), "summon", c)
        got = self._plans.get(key)
        if got is not None:
            return got
        st = self.state
        legal = self.human_legal()
        prefix: list = []
        pw = st.pw[self.me]
        if ("card", pw) in legal and st.chosen != pw:
            prefix.append(("card", pw))
        prefix.append(("summon", c))
        puts: dict = {}
        s2 = RULES.clone(st)
        try:
            for a in prefix:
                RULES.apply(s2, a)
            for a in RULES.legal_actions(s2):
                if a[0] == "put":
                    puts.setdefault(a[1], a)
        except Exception:  # noqa: BLE001 - not summonable now: no spaces to light
            puts = {}
        got = self._plans[key] = (prefix, puts)
        return got

    # drag hooks ----------------------------------------------------------------------------
    def _can_pick(self, payload) -> str | None:
        self.zoom_key, self.zoom_pinned = None, False
        if self.human is None:
            return "The AI is playing this game"
        if self.state.to_move is None:
            return "The game is over"
        if payload[0] == "fig" and self.human_to_move and self.decision() is not None \
                and self.decision().is_choice:
            return self.decision().prompt
        return None

    def _legal_targets(self, payload) -> set:
        if not self.can_act():
            return set()
        kind = payload[0]
        if kind == "fig":
            f = payload[1]
            p = self.plan(f)
            out = {("hex", h) for h in p.moves}
            for g in p.attacks:
                out |= {("hex", h) for h in self.shown.hexes_of(g)}
            return out
        if kind == "summon":
            return {("hex", h) for h in self.summon_plan(payload[1])[1]}
        if kind == "spell":
            return {("board",)} if ("cast", payload[1]) in self.legal() else set()
        return set()

    def _on_drop(self, payload, target) -> str | None:
        kind = payload[0]
        if kind == "spell":
            return self._cast(payload[1])
        h = self.hex_at(self.drag.mouse)      # what is seen under the mouse
        if h is None and target[0] == "hex":
            h = target[1]
        if h is None:
            return ""
        if kind == "fig":
            f = payload[1]
            g = self.figure_at(self.drag.mouse)
            if g is not None and g != f and g in self.plan(f).attacks:
                h = self.shown.f_hex[g]
            return self._figure_to(f, h)
        if kind == "summon":
            prefix, puts = self.summon_plan(payload[1])
            if h in puts:
                return self.human_sequence(prefix + [puts[h]])
            return self._why_summon(payload[1], h)
        return ""

    def _why_summon(self, c: int, h: int) -> str:
        prefix, puts = self.summon_plan(c)
        reason = self._sequence_reason(prefix[:-1] + [("summon", c)]) if prefix else None
        if reason:
            return reason
        if not puts:
            return "No empty space within 5 clear-sight spaces of your Planeswalker"
        return "Summon onto an empty space within 5 clear-sight spaces of your " \
               "Planeswalker (the lit spaces)"

    def _figure_to(self, f: int, h: int) -> str | None:
        """Drop (or click) figure f onto hex h: move there, or attack who stands there."""
        p = self.plan(f)
        s = self.shown
        g = s.at[h]
        if h in p.moves:
            return self.human_sequence(p.prefix + [p.moves[h]])
        if g >= 0 and g in p.attacks:
            return self.human_sequence(p.prefix + [p.attacks[g]])
        if g >= 0 and g != f and s.f_zone[g] == FIELD and s.c_ctrl[s.f_card[g]] != self.me:
            reason = RULES.why_illegal(p.state, ("attack", f, g))
            return reason or "That figure cannot be attacked now"
        reason = self._sequence_reason(p.prefix) if p.prefix else None
        if reason:
            return reason
        if s.f_hex2[f] >= 0:
            back = [a for a in self.legal() if a[0] == "move" and a[1] == f]
            return RULES.why_illegal(p.state, ("move", f, h, h)) if not back else \
                "Out of reach for this double-space figure (the lit spaces)"
        return RULES.why_illegal(p.state, ("move", f, h)) or "You cannot move there now"

    def _cast(self, sp: int) -> str | None:
        action = ("cast", sp)
        reason = self.refuse_reason(action)
        if reason:
            return reason
        return self.human_sequence([action])

    # clicks --------------------------------------------------------------------------------
    def _on_item_click(self, payload) -> None:
        kind = payload[0]
        if kind == "spell":
            reason = self._cast(payload[1])
            if reason:
                self.show_message(reason)
            return
        if kind == "summon":
            c = payload[1]
            if ("card", c) in self.human_legal():
                self.human_act(("card", c))
            else:
                self.show_message("Drag this card from your reserve onto a lit space to "
                                  "summon it", 3.0, hint=True)
            return
        if kind == "fig":
            self._figure_click(payload[1])

    def _figure_click(self, f: int) -> None:
        if self._answer_on_board(self.shown.f_hex[f], f):
            return
        s = self.shown
        mine = s.c_ctrl[s.f_card[f]] == self.me and self.human is not None
        if not mine and (self.selected is None or not self.can_act()):
            self.zoom_key = ("army", s.c_key[s.f_card[f]], s.f_card[f])   # its card, large
            self.zoom_pinned = True
            return
        if not self.can_act():
            return
        if self.selected is not None and self.selected != f:
            g = self.selected
            reason = self._figure_to(g, self.shown.f_hex[f])
            if reason:
                self.show_message(reason)
            return
        self.selected = None if self.selected == f else f
        if self.selected is not None:
            p = self.plan(f)
            if not p.moves and not p.attacks:
                why = self._sequence_reason(p.prefix) if p.prefix else None
                self.show_message(why or "That figure cannot move or attack now", 2.5,
                                  hint=True)

    def _click(self, pos) -> bool:
        """A click the drag controller did not take: a card, the battlefield."""
        for c in self.all_cards():
            r = self.card_rect(c)
            if r is not None and r.collidepoint(pos):
                if ("card", c) in self.human_legal():
                    self.human_act(("card", c))
                else:
                    self.zoom_key, self.zoom_pinned = ("army", self.shown.c_key[c], c), True
                return True
        if not self.board_area.collidepoint(pos):
            return False
        if self.ruler_on:
            self.ruler_from = self.hex_at(pos)
            return True
        f = self.figure_at(pos)
        h = self.hex_at(pos)
        if f is not None and self._answer_on_board(self.shown.f_hex[f], f):
            return True
        if h is not None and self._answer_on_board(h, None):
            return True
        if f is not None:
            self._figure_click(f)
            return True
        if self.selected is not None and h is not None and self.can_act():
            reason = self._figure_to(self.selected, h)
            if reason:
                self.show_message(reason)
            return True
        self.selected = None
        return True

    def board_choice(self):
        """The decision now when it is answered on the battlefield (spaces, figures)."""
        if not self.can_act():
            return None
        d = self.decision()
        if d is None or not d.is_choice or not d.targets:
            return None
        if all(t is None or t[0] in BOARD_KINDS for t in d.targets) and any(d.targets):
            return d
        return None

    def lit_choice(self) -> dict:
        """{hex: [options]} of a battlefield question (a figure's options on its hexes)."""
        d = self.board_choice()
        out: dict = {}
        if d is None:
            return out
        for a, t in zip(d.options, d.targets):
            if t is None:
                continue
            if t[0] == "figure":
                for h in self.shown.hexes_of(t[1]):
                    out.setdefault(h, []).append(a)
            elif t[0] == "hexes" and self.put_front is not None:
                if t[1] == self.put_front:
                    out.setdefault(t[2], []).append(a)
            else:
                out.setdefault(t[1], []).append(a)
        return out

    def _answer_on_board(self, h, f) -> bool:
        d = self.board_choice()
        if d is None or h is None:
            return False
        lit = self.lit_choice()
        options = lit.get(h)
        if not options:
            self.show_message(d.prompt + " (the lit places)", 2.5, hint=True)
            return True
        if len(options) > 1 and self.put_front is None and any(
                t is not None and t[0] == "hexes" for t in d.targets):
            self.put_front = h               # a double-space figure: now its back
            return True
        self.put_front = None
        self.human_act(options[0])
        return True

    # buttons and keys -------------------------------------------------------------------
    def handle(self, event) -> bool:
        """Esc first lets go of what you are aiming with (a selected figure, the ruler, a
        double-space figure's half-chosen place); then it pauses, as on every table. A
        click on an expanded seat (3-5 seats) is the seat's, never the battlefield's under
        it."""
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP) \
                and getattr(event, "button", 0) == 1 and self.multi \
                and not self.drag.busy:
            seat = self.expanded_seat()
            if seat is not None and self.expanded_rect(seat).collidepoint(event.pos):
                if event.type == pygame.MOUSEBUTTONUP:
                    self._click_expanded(seat, event.pos)
                return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE \
                and not self.drag.busy and self.popup is None \
                and (self.selected is not None or self.ruler_on or self.put_front is not None):
            self.selected = self.put_front = None
            self.ruler_on = self.ruler_held = False
            self.ruler_from = None
            return True
        return super().handle(event)

    def _click_expanded(self, seat: int, pos) -> None:
        """A click on an expanded seat: an army card you may choose is chosen, any other
        card (or a spell card you see) is shown large."""
        key = self.card_under(pos)
        if key is None:
            return
        if key[0] == "army" and ("card", key[2]) in self.human_legal():
            self.human_act(("card", key[2]))
            return
        self.zoom_key, self.zoom_pinned = key, True

    def _end_turn(self) -> None:
        self.human_act(("end",))

    def _stop(self) -> None:
        self.put_front = None
        self.human_act(("done",))

    def _ability(self) -> None:
        abil = [a for a in self.human_legal() if a[0] == "ability"]
        if abil:
            self.human_act(abil[0])

    def space(self) -> None:
        if not self.can_act() or self.popup is not None:
            return
        legal = self.legal()
        if ("end",) in legal:
            self.human_act(("end",))
        elif ("done",) in legal:
            self.human_act(("done",))
        else:
            d = self.decision()
            if d is not None:
                self.show_message(d.prompt, 2.5, hint=True)

    def _handle_more(self, event) -> bool:
        et = event.type
        if et == pygame.KEYDOWN:
            k = event.key
            if k in (pygame.K_q, pygame.K_e):
                self.rotate(-1 if k == pygame.K_q else 1)
                return True
            if k == pygame.K_h:
                self.toggle_overlay()
                return True
            if k == pygame.K_r:
                self.ruler_on, self.ruler_held = True, True
                self.ruler_from = self.hex_at(self.mouse)
                return True
            return False
        if et == pygame.KEYUP and event.key == pygame.K_r and getattr(self, "ruler_held", False):
            self.ruler_on = self.ruler_held = False
            self.ruler_from = None
            return True
        if et == pygame.MOUSEWHEEL:
            if self.board_area.collidepoint(self.mouse):
                if self.cam.zoom(1 if event.y > 0 else -1, self.mouse):
                    self._targets_key = None
                    self._fitted = False
                return True
            return False
        pan = getattr(self, "_pan", None)
        if et == pygame.MOUSEBUTTONDOWN and event.button == 1:
            if self.board_area.collidepoint(event.pos) and self.popup is None \
                    and not any(i.contains(event.pos) for i in self.drag.draggables):
                self._pan = [event.pos, False]
                return True
            return False
        if et == pygame.MOUSEMOTION and pan is not None:
            if not pan[1] and (abs(event.pos[0] - pan[0][0]) + abs(event.pos[1] - pan[0][1])
                               > PAN_THRESHOLD):
                pan[1] = True
            if pan[1]:
                self.cam.drag(event.pos[0] - pan[0][0], event.pos[1] - pan[0][1])
                pan[0] = event.pos
                self._targets_key = None
            return True
        if et == pygame.MOUSEBUTTONUP and event.button == 1 and pan is not None:
            self._pan = None
            return pan[1]            # a press that did not move is a click (kit: _click)
        return False

    def _ask_popup(self) -> None:
        """A question that is not about a place on the battlefield: the kit's pop-up."""
        if self.popup is not None or not self.can_act():
            return
        d = self.decision()
        if d is None or not d.is_choice or self.board_choice() is not None:
            return
        area = self.board_area
        body = None
        tag = d.hints.get("tag") if d.hints else None
        src = d.source
        if tag is not None and isinstance(src, tuple) and src[0] == "card":
            for e in self.shown.c_hidden[src[1]]:
                if e[2] == tag and e[0] >= 0:
                    body = f"Your face-down card: {RULES.spell_text(e[0])}"
        self.popup = popup_for(d, self._choose, centre=(area.centerx, area.centery),
                               bounds=area, body=body)

    # zoom and piles ---------------------------------------------------------------------
    def card_under(self, pos):
        s = self.shown
        seat = self.expanded_seat() if self.multi else None
        if seat is not None:
            for c, r in zip(s.army[seat], self.expanded_card_rects(seat)):
                if r.collidepoint(pos):
                    return ("army", s.c_key[c], c)
            for k, r in reversed(list(zip(self.hand_faces(seat),
                                          self.expanded_hand_rects(seat)))):
                if r.collidepoint(pos):
                    return ("spell", k) if k >= 0 else None
            if self.expanded_rect(seat).collidepoint(pos):
                return None
        for c in self.all_cards():
            r = self.card_rect(c)
            if r is not None and r.collidepoint(pos):
                return ("army", s.c_key[c], c)
        rects = L.hand_rects(len(s.hand[self.me])) if self.human is not None else []
        for i in range(len(rects) - 1, -1, -1):
            if rects[i].collidepoint(pos):
                return ("spell", s.hand[self.me][i])
        busy = self.ruler_on or self.selected is not None or self.board_choice() is not None
        f = self.figure_at(pos) if self.board_area.collidepoint(pos) and not busy else None
        if f is not None:
            return ("army", s.c_key[s.f_card[f]], s.f_card[f])
        return None

    def _zoom_area(self) -> pygame.Rect:
        """Around where the zoom was opened (moving the mouse away lets a pinned one go)."""
        x, y = getattr(self, "_zoom_anchor", None) or self.mouse
        return pygame.Rect(x - 40, y - 40, 80, 80)

    def _note_zoom(self) -> None:
        """Remember where the zoom opened (each frame, after the kit's zoom update)."""
        if self.zoom_key != getattr(self, "_zoom_was", None):
            self._zoom_was = self.zoom_key
            self._zoom_anchor = tuple(self.mouse) if self.zoom_key is not None else None

    def pile_at(self, pos):
        for seat in self.seat_order():
            if self.grave_rect(seat).collidepoint(pos):
                whose = "Your" if seat == self.human else f"{self.names[seat]}'s"
                cards = [(sp, SPELLS[sp].name, SPELLS[sp].type_line)
                         for sp in self.shown.grave[seat] if sp >= 0]
                return (f"{whose} graveyard", cards,
                        lambda key, size: self.spell_faces.get(key, size))
        return None
