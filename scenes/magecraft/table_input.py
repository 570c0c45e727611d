"""The Magecraft table's input: what a dragged gem, Academy spell or book card means
when it is dropped (engine actions, checked on a clone first; every refusal says why),
the learn gesture with its wild-slot choices, clicks on buttons, boards and shield gems,
the gems chosen for a discard (select, then confirm) and Space.

One gesture of the player (a drop, a click, a confirmed choice) is one decision: its
actions are applied together by ``_play`` and Undo takes them back together.
"""
from __future__ import annotations


import pygame

from engines.core.protocol import IllegalAction
from engines.core.wording import Words
from engines.magecraft import (BOOK, CAST_P, CHARACTERS, LEARN_P, MASTER, PAY_LEARN, PAYING,
                               PLACE, REARRANGE, RESOLVE, REVISE, RULES, SETUP)
from engines.magecraft.checks import spell_to_pay_problem
from engines.magecraft.content import LEARN, WILD
from scenes.magecraft import gems as G
from scenes.magecraft import layout as L
from scenes.kit.popups import ButtonsPopup
from scenes.magecraft.gem_pile import GemPilePopup

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



class MagecraftInput:
    """The input half of :class:`scenes.magecraft.table.MagecraftTable` (a mixin: drag
    hooks, clicks and Space become engine actions through the kit's ``human_act`` and
    ``human_sequence`` checks)."""

    # gestures ------------------------------------------------------------------------
    def _play(self, actions, pos=None) -> None:
        """Apply ``actions`` (already checked) as one decision of the human: Undo takes
        them back together."""
        if self.queue.busy:
            self.queue.skip()
        outer = self._input
        if outer is None:
            self._input = object()          # one gesture: one decision (scenes.kit)
        try:
            for a in actions:
                self.apply(a, pos if a[0] in ("pay", "cantrip", "discard") else None)
        finally:
            self._input = outer

    def _try(self, actions, pos=None) -> str | None:
        """Check the gesture ``actions`` on a clone; play it, or return why not."""
        reason = self._sequence_reason(actions)
        if reason:
            return reason
        self._play(actions, pos)
        return None

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
        """The action(s) dropping a gem of ``colour`` on ``target`` means, or the reason
        (a string) it means nothing now."""
        s = self.state
        kind = target[0]
        if kind == "slot":
            _, b, i, k = target
            problem = spell_to_pay_problem(s, b, i)
            if problem:
                return problem
            if s.phase == CAST_P:
                return [("book", b), ("pay", k, colour)]
            return [("pay", k, colour)]
        if kind == "cantrip":
            return [("cantrip", colour)]
        if kind == "discard":
            return [("discard", colour)]
        if kind == "learn":
            return "Drop a gem on the next cost slot of a spell (a label takes Academy spells)"
        return None

    def _legal_targets(self, payload) -> set:
        if not self.can_act():
            return set()
        kind = payload[0]
        out = set()
        for key in self.drag.targets:
            if key[0] in ("slot", "cantrip", "discard") and kind == "gem":
                acts = self._gem_action(payload[1], key)
            elif key[0] == "learn" and kind == "acad":
                acts = self._learn_actions(payload[1], key[1])
            elif key[0] in ("ins", "learn") and kind == "card":
                acts = [self._move_action(payload, key)]
            else:
                continue
            if isinstance(acts, list) and acts and self._sequence_reason(acts) is None:
                out.add(key)
        return out

    def _move_action(self, payload, target) -> tuple:
        """Moving the spell ``payload`` to ``target``: a place between spells, or a book's
        label (its first place; the only one of an empty book)."""
        if target[0] == "learn":
            return ("move", payload[1], payload[2], target[1], 0)
        return ("move", payload[1], payload[2], target[1], target[2])

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
            return self._try(acts, pos)
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
        """Every drop on a target either plays or says why not (never a silent snap)."""
        kind = payload[0]
        pos = self.drag.held_center
        if kind == "acad":
            if target[0] == "learn":
                return self._learn_drop(payload[1], target[1], [], pos)
            return "Drop an Academy spell on a spellbook's label: it goes on the left"
        if kind == "gem":
            acts = self._gem_action(payload[1], target)
        elif kind == "card" and target[0] in ("ins", "learn"):
            acts = [self._move_action(payload, target)]
        else:
            acts = None
        if isinstance(acts, str):
            return acts
        if not acts:
            return "That does not go there"
        return self._try(acts, pos)

    def _on_item_click(self, payload) -> None:
        kind = payload[0]
        if kind == "gem":
            ph = self.state.phase
            if ph in (SETUP, REVISE):
                self._toggle_discard(payload[1], payload[2])
            elif ph == RESOLVE and ("vanish", "hand", payload[1]) in self.human_legal():
                self.human_act(("vanish", "hand", payload[1]))
            elif ph in (CAST_P, BOOK, PAYING):
                self.show_message("Drag the gem onto the next cost slot of a spell")

    # choosing the gems to discard (starting hand, revision) ----------------------------
    def discard_need(self) -> int:
        """How many hand gems the human must still discard now (0: none asked)."""
        if self.state.phase not in (SETUP, REVISE) or not self.can_act():
            return 0
        return self.decision().hints.get("left", 0)

    def _toggle_discard(self, colour: int, j: int) -> None:
        """A click on a hand gem while discarding: choose it, or put it back. Nothing is
        discarded (and the hand does not move) until the choice is confirmed."""
        need = self.discard_need()
        if not need:
            reason = self.refuse_reason(("discard", colour))
            self.show_message(reason or "Nothing to discard now")
            return
        key = (colour, j)
        if key in self.discard_pick:
            self.discard_pick.remove(key)
        elif len(self.discard_pick) < need:
            self.discard_pick.append(key)
        else:
            self.show_message(f"You discard {need} gem{'s' if need != 1 else ''}: click a "
                              "chosen gem to put it back")

    def _confirm_discards(self) -> None:
        need = self.discard_need()
        left = need - len(self.discard_pick)
        if left > 0:
            self.show_message(f"Choose {left} more gem{'s' if left != 1 else ''} of your hand "
                              "to discard")
            return
        acts = [("discard", c) for c, _ in sorted(self.discard_pick)]
        reason = self._try(acts)
        if reason:                       # the choice stays, to be changed
            self.show_message(reason)
        else:
            self.discard_pick = []

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
        # a discard area (anyone's): its gems by colour
        area = self.gem_area_at(pos)
        if area is not None:
            self.browse_gems(*area)
            return True
        if any(self.opp_rect(q).collidepoint(pos) for q in self.others):
            return False
        # own shield gems: discard them in the shield phase
        for c, r in getattr(self, "_shield_rects", {}).items():
            if r.collidepoint(pos):
                self.human_act(("unshield", c))
                return True
        # book labels: choose the book (or the book of a spell being learned); cards: master
        for b in range(3):
            if L.learn_zone(b).collidepoint(pos) and s.phase in (CAST_P, PLACE):
                self.human_act(("book", b) if s.phase == CAST_P else ("place", b))
                return True
            if s.phase == MASTER:
                book = self.shown.books[self.me][b]
                for i in range(len(book)):
                    if L.card_rect(b, i, len(book)).collidepoint(pos):
                        self.human_act(("master", b, i))
                        return True
        return False

    def gem_area_at(self, pos):
        """(seat, "discard") for a discard area under ``pos`` (yours or an opponent's
        row), else None."""
        if self.discard_rect(self.me).collidepoint(pos):
            return (self.me, "discard")
        for q in self.others:
            if self.discard_rect(q).collidepoint(pos):
                return (q, "discard")
        return None

    def discard_rect(self, seat: int) -> pygame.Rect:
        if seat == self.me:
            return pygame.Rect(L.DISCARD_POS[0] - 6, L.DISCARD_POS[1] - 6, 330, 30)
        r = self.opp_rect(seat)
        return pygame.Rect(r.x + 84, L.opp_row_y(r, 3), r.w - 92, L.OPP_ROW_H)

    def browse_gems(self, seat: int, zone: str = "discard") -> None:
        """Open a look into ``seat``'s gem area: its gems by colour, with their names."""
        whose = Words(self.names, self.human).whose(seat)
        counts = {"discard": self.shown.discard}[zone][seat]
        self.drag.cancel()
        self.zoom_key, self.zoom_pinned = None, False
        self.popup = GemPilePopup(f"{whose} discard area", counts, self._close_popup,
                                  centre=(L.BOARD.centerx, 300), bounds=L.SCREEN)

    def space(self) -> None:
        if self.queue.busy:
            self.queue.skip()
            return
        if not self.can_act() or self.popup is not None:
            return
        if self.discard_need():
            self._confirm_discards()
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

    def _handle_more(self, event) -> bool:
        if self._icons_left():
            for b in self.icon_buttons.values():
                if b.visible and b.handle(event):
                    return True
        return False

    def _ask_learning(self) -> None:
        """The middle of a learn gesture left open (a save or an undo from before these
        steps were one gesture): ask its wild slot or its spellbook with a pop-up."""
        d = self.decision()
        if d is None or self.popup is not None or not self.can_act():
            return
        if self.state.phase == PAY_LEARN:
            opts = [(d.label(a), a[2], a) for a in d.options]
        elif self.state.phase == PLACE:
            opts = [(d.label(a), None, a) for a in d.options]
        else:
            return
        self.popup = gem_popup(d.prompt, opts, self._choose, self._close_popup)
