"""The Mabinogi Duel table's input: a card of your hand dragged onto an empty cell of
your row (a summon), onto its target or the board (a spell), or onto your grave (a
discard for its resource); the Charge, Revive, Level-up and End-turn buttons; a click
on a grave opens it; Space ends the action phase. Where a card may go comes from the
engine (``RULES.drops``, the decision's targets); a refused drop says the engine's
reason, never nothing."""
from __future__ import annotations

import pygame

from app.ui import palette
from engines.core.wording import Words
from engines.mabinogi import COUNTER, HERO, RESOURCES, RULES
from scenes.kit.animations import banner_surface
from scenes.mabinogi import layout as L


class MabinogiInput:
    """The input half of :class:`scenes.mabinogi.table.MabinogiTable` (a mixin)."""

    # drag and drop ---------------------------------------------------------------------
    def _can_pick(self, payload) -> str | None:
        if self.queue.busy:
            return "Wait for the table to settle (a click or Space skips)"
        if self.human is None:
            return "The AI is playing this game"
        st = self.state
        if st.to_move is None:
            return "The game is over"
        if st.to_move != self.human:
            return f"It is not your turn: {self.names[st.to_move]} is to move"
        if st.phase == COUNTER:
            return "First answer the counter question"
        if self.popup is not None:
            return "First make your choice"
        return None

    def _legal_targets(self, payload) -> set:
        if not self.can_act() or payload[0] != "hand" or self.state.phase == COUNTER:
            return set()
        return set(RULES.drops(self.state, payload[1]))

    def _preview(self, surface, payload, target) -> None:
        """While a card is held over a legal place: what dropping it there does (the
        decision's label, in a pill over the place), and a line to a spell's target."""
        if target is None or payload[0] != "hand" or not self.can_act():
            return
        act = RULES.drops(self.state, payload[1]).get(target)
        d = self.decision()
        if act is None or d is None or act not in d.options:
            return
        rect = self.drag.targets.get(target)
        held = self.drag.held_center
        if rect is None:
            return
        if act[0] == "cast" and held is not None and target[0] in ("cell", "hero"):
            pygame.draw.line(surface, (255, 226, 120), held, rect.center, 3)
            pygame.draw.circle(surface, (255, 226, 120), rect.center, 8, 3)
        pill = banner_surface(d.label(act), (40, 36, 60), palette.ACCENT, 15)
        spot = pill.get_rect(midbottom=(rect.centerx, rect.y - 4))
        spot.clamp_ip(L.FELT.inflate(-8, -8))
        surface.blit(pill, spot)

    def _drop_action(self, iid: int, target):
        """The action a drop of card ``iid`` on ``target`` asks for (to be checked by
        the engine), or a sentence when the drop cannot mean any."""
        st = self.state
        me = self.human
        c = RULES.card(st.cdef[iid])
        kind = target[0]
        if kind == "grave":
            if target[1] != me:
                return "Discard onto your own grave (at the right of your row)"
            return ("discard", iid)
        if c.kind == "summon":
            if kind == "cell":
                if target[1] != me:
                    return (f"{c.name} is a creature: summon it onto an empty cell of your "
                            "row (the lower one)")
                return ("summon", iid, target[2])
            return f"{c.name} is a creature: drop it onto an empty cell of your row"
        if not c.usable:
            return ("cast", iid)                  # the engine says: discard it to arm it
        if kind == "table":
            return ("cast", iid)
        if c.aim is None:
            return ("cast", iid)
        if kind == "cell":
            return ("cast", iid, target[1], target[2])
        if kind == "hero":
            return ("cast", iid, target[1], HERO)
        return None

    def _on_drop(self, payload, target) -> str | None:
        """Every drop either plays or says why not (never a silent snap back)."""
        if payload[0] != "hand":
            return "That does not go there"
        iid = payload[1]
        act = RULES.drops(self.state, iid).get(target)
        if act is None:
            act = self._drop_action(iid, target)
        if isinstance(act, str):
            return act
        if act is None:
            return "That card does not go there"
        reason = self.refuse_reason(act)
        if reason:
            return reason
        self.human_act(act, self.drag.held_center)
        return None

    def _on_item_click(self, payload) -> None:
        """A click on a hand card: how to play it (dragging does it)."""
        if payload[0] != "hand" or self.human is None:
            return
        st = self.state
        c = RULES.card(st.cdef[payload[1]])
        res = RESOURCES[c.res]
        if c.kind == "summon":
            how = "onto an empty cell of your row"
        elif not c.usable:
            how = "onto your grave: a counterspell works from there"
        elif c.aim is None:
            how = "onto the board"
        else:
            how = "onto its target"
        self.show_message(f"Drag {c.name} {how}, or onto your grave to discard it for "
                          f"1 {res}", hint=True)

    # buttons and clicks ----------------------------------------------------------------
    def _button(self, action) -> None:
        self.human_act(action)

    def handle(self, event) -> bool:
        """A click on a greyed-out action button says why it is greyed (no silent
        refusal): the engine's reason, or whose turn it is."""
        if (event.type == pygame.MOUSEBUTTONDOWN and event.button == 1
                and self.human is not None and not self.queue.busy and self.popup is None):
            for b, action in zip(self.action_buttons, self.BUTTON_ACTIONS):
                if b.visible and not b.enabled and b.rect.collidepoint(event.pos):
                    self.mouse = event.pos
                    reason = self.refuse_reason(action)
                    self.show_message(reason or "Not now")
                    return True
        return super().handle(event)

    BUTTON_ACTIONS = (("charge",), ("revive",), ("level_up",), ("end",))

    def pile_at(self, pos):
        """A click on a grave opens it (the kit's pile browser), newest first."""
        for seat in (self.me, self.opp):
            if L.grave_rect(self.side(seat)).inflate(8, 8).collidepoint(pos):
                return self.grave_pile(seat)
        return None

    def grave_pile(self, seat: int):
        s = self.shown
        whose = Words(self.names, self.human).whose(seat)
        up = len(s.grave[seat])
        cards = []
        for iid in s.grave[seat]:
            d = s.cdef[iid]
            if d < 0:
                continue
            c = RULES.card(d)
            detail = ("counterspell: works from here" if c.is_counter else
                      "works from the grave" if c.grave else RULES.stat_line(d, s.level[seat]))
            cards.append((d, c.name, detail))
        title = f"{whose} grave: upkeep +{up} on every card's cost"
        return (title, cards, lambda key, size: self.faces.get(key, size))

    def _click(self, pos) -> bool:
        return False

    def space(self) -> None:
        """Space (the next step): end your action phase (the battle follows)."""
        if self.queue.busy:
            self.queue.skip()
            return
        if not self.can_act() or self.popup is not None:
            return
        if self.state.phase == COUNTER:
            return
        self.human_act(("end",))
