"""The Magi table's input (a part): a card of your hand dragged onto the discard pile
(or let go on the felt near it) or double-clicked plays it; the talon draws; a seat's
Catch! badge (or a click on a one-card player) catches; the Magi!, Pass (End turn) and
Skip magic buttons, which say why when pressed while disabled; Space takes the obvious
next step; a click on the pile opens it; the choice pop-ups (Select, Shot, the
Original card) once the table has settled; the named places tests and the tutorial
point at. The hand row's cards are laid out here each frame (scenes.magi.hand).

Reads the table (its seats, the live state through the read model, the drawn board,
the decision, the drag); asks it to act (``human_act``, ``refuse_reason``,
``show_message``, ``choose``)."""
from __future__ import annotations

import pygame

from app.ui.drag import Draggable
from app.ui.widgets import Button
from engines.magi import RULES
from engines.magi.read import Game
from scenes.kit.parts import Part, TableActions, TableFace
from scenes.kit.refusals import not_your_turn
from scenes.magi import layout as L
from scenes.magi.board import Board
from scenes.magi.card_art import pile_detail
from scenes.magi.choice_tiles import choice_popup
from scenes.magi.hand import HandView
from scenes.magi.seats import SeatPlates
from scenes.magi.table_places import Places
from scenes.magi.table_stage import Stage
from scenes.magi.table_hint import hint_places

WAIT = "Wait for the cards to settle (click or Space skips)"


class ActionButton(Button):
    """A table button that, pressed (clicked or by its key) while disabled, says why
    through ``refused()`` instead of doing nothing."""

    def __init__(self, *args, refused=None, **kw) -> None:
        super().__init__(*args, **kw)
        self.refused = refused
        self._down_disabled = False

    def handle(self, event) -> bool:
        if self.visible and not self.enabled and self.refused is not None:
            et = event.type
            if et == pygame.MOUSEBUTTONDOWN and event.button == 1 \
                    and self.rect.collidepoint(event.pos):
                self._down_disabled = True
                return True
            if et == pygame.MOUSEBUTTONUP and event.button == 1 and self._down_disabled:
                self._down_disabled = False
                if self.rect.collidepoint(event.pos):
                    self.refused()
                    return True
            if et == pygame.KEYDOWN and self.key is not None and event.key == self.key:
                self.refused()
                return True
        if event.type == pygame.MOUSEBUTTONUP:
            self._down_disabled = False
        return super().handle(event)


class MagiInput(Part):
    def __init__(self, table: TableFace, acts: TableActions, places: Places, stage: Stage,
                 hand: HandView, plates: SeatPlates, faces) -> None:
        self.table, self.acts, self.places, self.stage = table, acts, places, stage
        self.hand, self.plates, self.faces = hand, plates, faces
        lay = places.layout
        self.magi_button = ActionButton(lay.magi_button, "Magi!", lambda: self._act(("call",)),
                                        size=20, key=pygame.K_m,
                                        refused=lambda: self._refuse(("call",)))
        self.pass_button = ActionButton(lay.pass_button, "Pass", self._pass_or_end, size=17,
                                        key=pygame.K_p,
                                        refused=lambda: self._refuse(self._pass_action()))
        self.skip_button = ActionButton(lay.skip_button, "Skip magic",
                                        lambda: self._act(("skip_magic",)), size=16,
                                        key=pygame.K_s,
                                        refused=lambda: self._refuse(("skip_magic",)))
        self.buttons = [self.magi_button, self.pass_button, self.skip_button]
        places.changed.append(self.relayout)

    def live(self) -> Game:
        """The state now (what the engine decides on), through the read model."""
        return Game(self.table.state)

    def shown(self) -> Board:
        return self.table.shown

    def relayout(self, lay: L.Layout) -> None:
        self.hand.area = pygame.Rect(lay.hand_rect)
        self.hand.card = lay.card
        for b, r in ((self.magi_button, lay.magi_button), (self.pass_button, lay.pass_button),
                     (self.skip_button, lay.skip_button)):
            b.rect = pygame.Rect(r)

    # each frame --------------------------------------------------------------------------
    def tick(self, dt: float) -> None:
        self._update_hand(dt)
        self._update_buttons()

    def _update_hand(self, dt) -> None:
        t, hand = self.table, self.hand
        if t.human is None:
            return
        playable = {a[1] for a in t.human_legal() if a[0] == "play"}
        hovered = hand.card_at(t.mouse) if t.drag.dragging is None else None
        hand.view.set_hover(hovered)
        hand.view.update(dt)
        hand.update(dt)
        hand.rebuild(self.shown().hands[t.human], playable, hovered)
        items = [Draggable(cid, hand.hit[cid], self.faces.get(cid, hand.card),
                           cid) for cid in hand.cards]
        t.drag.set_draggables(items)
        lay = self.places.layout
        table = lay.table_rect
        t.drag.set_targets({"pile": lay.pile.inflate(20, 20),
                            "table": pygame.Rect(table.x, 0, table.w, lay.drop_bottom)})

    def _update_buttons(self) -> None:
        t = self.table
        legal = t.human_legal() if t.popup is None else []
        self.magi_button.enabled = ("call",) in legal
        calling = self.live().calling and self.live().is_to_move(t.human)
        self.pass_button.label = "End turn" if calling else "Pass"
        self.pass_button.enabled = ("end_turn",) in legal if calling else ("pass",) in legal
        self.skip_button.enabled = ("skip_magic",) in legal

    def settled(self) -> None:
        """The table has caught up: the human's choice (Select, Shot, the Original
        card) as a pop-up of tiles."""
        t = self.table
        if t.popup is not None or not t.can_act():
            return
        d = t.decision()
        if d is None or d.kind != "choose":
            return
        t.popup = choice_popup(d, [len(h) for h in self.shown().hands], self.acts.choose,
                               centre=self.places.layout.popup_centre)

    # the buttons -------------------------------------------------------------------------
    def _act(self, action) -> None:
        self.acts.human_act(action)

    def _pass_action(self) -> tuple:
        """The Pass button ends a turn held open for the "Magi!" call ("End turn")."""
        return ("end_turn",) if self.live().calling else ("pass",)

    def _pass_or_end(self) -> None:
        self.acts.human_act(self._pass_action())

    def _refuse(self, action) -> None:
        """A disabled button was pressed: say why (never a silent refusal)."""
        self.acts.show_message(self._why_not(action))

    def _why_not(self, action) -> str:
        """Why the human cannot make ``action`` now, in words."""
        t = self.table
        if t.human is None:
            return "The AI is playing this game"
        if t.queue.busy:
            return WAIT
        if t.popup is not None and self.live().is_to_move(t.human):
            return "First make your choice"
        return self.acts.refuse_reason(action) or "Not now"

    # drag and drop -------------------------------------------------------------------------
    def can_pick(self, card_id) -> str | None:
        t = self.table
        if t.queue.busy:
            return WAIT
        reason = not_your_turn(t.state, t.human, t.names)
        if reason:
            return reason
        if t.popup is not None:
            return "First make your choice"
        if self.live().calling:
            return "Your card is played: call \"Magi!\" or end your turn"
        return None

    def legal_targets(self, card_id) -> set:
        return {"pile"} if ("play", card_id) in self.table.human_legal() else set()

    def on_drop(self, card_id, target) -> str | None:
        if target == "table":          # on the felt: near enough to the pile counts
            if not self._overlaps_pile():
                return "Drop the card on the discard pile to play it"
            target = "pile"
        if target != "pile":
            return ""
        action = ("play", card_id)
        reason = self.acts.refuse_reason(action)
        if reason:
            return reason
        self._play_from(action, self.table.drag.held_center)
        return None

    def _overlaps_pile(self) -> bool:
        """The held card covers a third of the pile's drop area."""
        center = self.table.drag.held_center
        if center is None:
            return False
        card = pygame.Rect((0, 0), self.places.layout.card)
        card.center = (round(center[0]), round(center[1]))
        clip = card.clip(self.places.layout.pile.inflate(20, 20))
        return clip.w * clip.h > card.w * card.h / 3

    def double_click(self, card_id) -> None:
        """A double-click on a hand card plays it."""
        rect = self.hand.rects.get(card_id)
        self._play_from(("play", card_id), rect.center if rect else None)

    def _play_from(self, action, pos) -> None:
        """Play ``action``, its card flying from ``pos`` (where it was let go)."""
        self.stage.from_pos = pos
        try:
            self.acts.human_act(action, pos)
        finally:
            self.stage.from_pos = None

    def item_click(self, card_id) -> None:
        """A single click on a hand card does nothing (a double-click plays it)."""

    def preview(self, surface, payload, target) -> None:
        """Nothing is drawn over the pile while a card is held."""

    # clicks and keys -----------------------------------------------------------------------
    def handle_first(self, event) -> bool:
        return False

    def handle(self, event) -> bool:
        return False

    def click(self, pos) -> bool:
        t = self.table
        lay = self.places.layout
        if lay.talon.collidepoint(pos):
            if t.human is not None:
                self._act(("draw",))
            return True
        for seat, rect in self.plates.catch_rects.items():
            if rect.collidepoint(pos):
                self._act(("catch", seat))
                return True
        hands = self.shown().hands
        for seat in range(len(hands)):
            if seat != t.human and lay.plate(seat).collidepoint(pos) \
                    and len(hands[seat]) == 1 and t.human is not None:
                # a click on a one-card player is a catch attempt (says why not)
                self._act(("catch", seat))
                return True
        return False

    def space(self) -> None:
        """Skip the animations, else the obvious next step."""
        t = self.table
        if t.queue.busy:
            t.queue.skip()
            return
        if not t.can_act() or t.popup is not None:
            return
        if self.live().calling:
            # never end a turn held open for the call by a press meant for something else
            self.acts.show_message("One card left: press Magi! (M) to call, or End turn (P)")
            return
        legal = t.legal()
        for a in (("pass",), ("skip_magic",)):
            if a in legal:
                self._act(a)
                return
        if ("draw",) in legal and not any(x[0] == "play" for x in legal):
            self._act(("draw",))

    def pile_at(self, pos):
        """The discard pile opens in the kit's pile browser, newest card first."""
        if not self.places.layout.pile.collidepoint(pos) or not self.shown().pile:
            return None
        pile = self.live().pile
        n = len(pile)
        cards = [(c, RULES.card(c).name, pile_detail(c)) for c in pile]
        return (f"Discard pile: {n} card{'' if n == 1 else 's'}", cards,
                lambda cid, size: self.faces.get(cid, size))

    # named places ---------------------------------------------------------------------------
    def hint_places(self, action) -> list[str]:
        """The places that show ``action`` (the Hint lights them: scenes.magi.table_hint)."""
        return hint_places(action)

    def element_rect(self, name: str) -> pygame.Rect | None:
        """Named places: the fixed ones ("talon", "pile", "magi_button", "log"...),
        "hand_card:<id>", "seat:<seat>", "catch:<seat>", and the open pop-up's tiles
        ("colour:red", "shoot:2", "original:again"). None when absent."""
        lay = self.places.layout
        fixed = {"talon": lay.talon, "pile": lay.pile, "magi_button": lay.magi_button,
                 "pass_button": lay.pass_button, "skip_button": lay.skip_button,
                 "undo_button": lay.undo_button, "menu_button": lay.menu_button,
                 "drawcount": lay.drawcount, "direction": lay.direction,
                 "colour": lay.colour, "phase": lay.phase, "log": self.table.log.rect,
                 "hand": lay.hand_rect}
        if name in fixed:
            return pygame.Rect(fixed[name])
        kind, _, arg = name.partition(":")
        if kind == "hand_card" and arg:
            r = self.hand.rects.get(int(arg))
            return r.copy() if r else None
        if kind == "seat" and arg:
            return lay.plate(int(arg)).copy()
        if kind == "catch" and arg:
            r = self.plates.catch_rects.get(int(arg))
            return r.copy() if r else None
        popup = self.table.popup
        if kind in ("colour", "shoot", "original") and popup is not None:
            r = popup.rects.get(name)
            return r.copy() if r else None
        return None
