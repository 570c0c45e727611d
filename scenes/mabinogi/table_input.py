"""The Mabinogi Duel table's input (a part): a card of your hand dragged onto an empty
cell of your row (a summon), onto its target or the board (a spell), or onto your grave
(a discard for its resource); the Charge, Revive, Level-up and End-turn buttons (a click
on a greyed one says why); a click on a grave opens it; Space ends the action phase; the
counter question as a pop-up; the named places tests and the tutorial point at. Where a
card may go comes from the engine (``RULES.drops``, the decision's targets); a refused
drop says the engine's reason, never nothing.

Reads the table (its seats, the live state through the read model, the drawn duel, the
decision); asks it to act (``human_act``, ``refuse_reason``, ``show_message``,
``browse_pile``, ``choose``)."""
from __future__ import annotations

from typing import Callable

import pygame

from app.ui import draw, palette
from app.ui.drag import Draggable
from app.ui.widgets import Button
from engines.core.wording import Words
from engines.mabinogi import RESOURCES, RULES
from engines.mabinogi.read import Duel
from scenes.kit.animations import banner_surface
from scenes.kit.parts import Part, TableActions, TableFace
from scenes.kit.popups import popup_for
from scenes.mabinogi import layout as L
from scenes.mabinogi.faces import Faces
from scenes.mabinogi.table_places import Places
from scenes.mabinogi.table_hint import hint_places

def armed_words(c, res: str, short: bool = False) -> str:
    """What a grave counterspell (read.Counterspell) will do: armed (ready to fire at the
    opponent's next summon or spell) or what it still needs."""
    kind = "summon" if c.counters == "summon" else "spell"
    if c.armed:
        return (f"ARMED: fires at their next {kind}" if short else
                f"armed: it is ready to counter the opponent's next {kind} "
                f"(costs {c.cost} {res} now, no flame)")
    return (f"not armed: needs {c.cost} {res}" if short else
            f"not armed: countering a {kind} would cost {c.cost} {res}, more than its "
            f"owner has")


BUTTON_ACTIONS = (("charge",), ("revive",), ("level_up",), ("end",))


class MabinogiInput(Part):
    def __init__(self, table: TableFace, acts: TableActions, places: Places,
                 faces: Faces, asks_counter: Callable[[], bool] = lambda: True) -> None:
        self.table, self.acts, self.places, self.faces = table, acts, places, faces
        self.asks_counter = asks_counter     # may the counter question be put now?
        lay = self.lay
        self.charge_button = Button(lay.CHARGE_BTN, "Charge", lambda: self._act(("charge",)),
                                    size=16)
        self.revive_button = Button(lay.REVIVE_BTN, "Revive", lambda: self._act(("revive",)),
                                    size=16)
        self.level_button = Button(lay.LEVEL_BTN, "Level up",
                                   lambda: self._act(("level_up",)), size=16)
        self.end_button = Button(lay.END_BTN, "End turn  [Space]", self.space, size=16,
                                 key=None)
        self.buttons = [self.charge_button, self.revive_button, self.level_button,
                        self.end_button]

    @property
    def lay(self) -> L.Layout:
        """The table's layout for its room now."""
        return self.places.layout

    def relayout(self) -> None:
        """The buttons at their places in the table's layout (the room changed)."""
        lay = self.lay
        for b, r in zip(self.buttons, (lay.CHARGE_BTN, lay.REVIVE_BTN, lay.LEVEL_BTN,
                                       lay.END_BTN)):
            b.rect = pygame.Rect(r)

    def live(self) -> Duel:
        """The state now (what the engine decides on), through the read model."""
        return Duel(self.table.state)

    def shown(self) -> Duel:
        return Duel(self.table.shown)

    @property
    def me(self) -> int:
        return self.table.seats.me

    # each frame --------------------------------------------------------------------------
    def tick(self, dt: float) -> None:
        self._update_items()
        self.update_buttons()

    def settled(self) -> None:
        """The counter question (on the other's turn): a pop-up from the decision."""
        t = self.table
        if (t.popup is not None or not t.can_act() or not self.live().countering
                or not self.asks_counter()):
            return
        d = t.decision()
        if d is None or not d.is_choice:
            return
        lay = self.lay            # over the hand, clear of the bar's column if it has one
        x = lay.HAND.centerx if lay.column else lay.BOARD.centerx
        t.popup = popup_for(d, self.acts.choose, centre=(x, lay.HAND.y + 90),
                            bounds=self.lay.SCREEN,
                            body="Your grave's counterspell can stop it. Countering "
                                 "costs its cost with the grave's upkeep in it (no "
                                 "flame); it goes back to your hand.")

    def _update_items(self) -> None:
        t = self.table
        s = self.shown()
        items: list = []
        targets: dict = {}
        if t.human is not None:
            hand = s.hand(self.me)
            lift = self.lifted()
            for k, iid in enumerate(hand):
                if s.card(iid) is None:
                    continue
                r = self.lay.hand_card(k, len(hand), iid in lift)
                items.append(Draggable(("hand", iid), r, self.faces.hand_face(iid, r.size),
                                       ("hand", iid)))
            for seat in self.table.seats.order:
                side = self.places.side(seat)
                for lane in range(Duel.lanes):
                    targets[("cell", seat, lane)] = self.lay.cell(side, lane)
                targets[("hero", seat)] = self.lay.hero_panel(side)
                targets[("grave", seat)] = self.lay.grave_rect(side).inflate(16, 16)
            targets[("table",)] = self.lay.BOARD
        t.drag.set_draggables(items)
        t.drag.set_targets(targets)

    def lifted(self) -> set:
        """The hand's cards shown raised: the one under the mouse."""
        if self.table.drag.dragging is not None:
            return set()
        hand = self.shown().hand(self.me)
        for k in range(len(hand) - 1, -1, -1):       # the top one where they overlap
            iid, n = hand[k], len(hand)
            spot = self.lay.hand_card(k, n).union(self.lay.hand_card(k, n, True))
            if spot.collidepoint(self.table.mouse):
                return {iid}
        return set()

    def update_buttons(self) -> None:
        t = self.table
        legal = set(t.human_legal()) if t.popup is None else set()
        if t.human is not None:
            live = self.live()
            self.charge_button.enabled = ("charge",) in legal
            n = len(self.shown().grave(self.me))
            self.revive_button.label = f"Revive ({n})" if n else "Revive"
            self.revive_button.enabled = ("revive",) in legal
            self.level_button.enabled = ("level_up",) in legal
            self.end_button.enabled = ("end",) in legal
            flames = live.actions_left if live.to_move == self.me and not live.countering \
                else 0
            self.end_button.label = "End turn  [Space]" if not flames else \
                f"End turn ({flames} left)"

    # drag and drop ---------------------------------------------------------------------
    def can_pick(self, payload) -> str | None:
        t = self.table
        if t.queue.busy:
            return "Wait for the table to settle (a click or Space skips)"
        if t.human is None:
            return "The AI is playing this game"
        live = self.live()
        if live.to_move is None:
            return "The game is over"
        if live.to_move != t.human:
            return f"It is not your turn: {t.names[live.to_move]} is to move"
        if live.countering:
            return "First answer the counter question"
        if t.popup is not None:
            return "First make your choice"
        return None

    def legal_targets(self, payload) -> set:
        if not self.table.can_act() or payload[0] != "hand" or self.live().countering:
            return set()
        return set(RULES.drops(self.table.state, payload[1]))

    def preview(self, surface, payload, target) -> None:
        """While a card is held over a legal place: what dropping it there does (the
        decision's label, in a pill over the place), and a line to a spell's target."""
        t = self.table
        if target is None or payload[0] != "hand" or not t.can_act():
            return
        act = RULES.drops(t.state, payload[1]).get(target)
        d = t.decision()
        if act is None or d is None or act not in d.options:
            return
        rect = t.drag.targets.get(target)
        held = t.drag.held_center
        if rect is None:
            return
        if act[0] == "cast" and held is not None and target[0] in ("cell", "hero"):
            draw.line(surface, (255, 226, 120), held, rect.center, 3)
            draw.circle(surface, (255, 226, 120), rect.center, 8, 3)
        pill = banner_surface(d.label(act), (40, 36, 60), palette.ACCENT, 15)
        spot = pill.get_rect(midbottom=(rect.centerx, rect.y - 4))
        spot.clamp_ip(self.lay.FELT.inflate(-8, -8))
        surface.blit(pill, spot)

    def _drop_action(self, iid: int, target):
        """The action a drop of card ``iid`` on ``target`` asks for (to be checked by
        the engine), or a sentence when the drop cannot mean any."""
        me = self.table.human
        d = self.live().card(iid)
        c = RULES.card(d)
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
        if not c.usable or kind == "table" or c.aim is None:
            return ("cast", iid)                  # the engine says: discard it to arm it
        if kind == "cell":
            return ("cast", iid, target[1], target[2])
        if kind == "hero":
            return ("cast", iid, target[1], Duel.hero_lane)
        return None

    def on_drop(self, payload, target) -> str | None:
        """Every drop either plays or says why not (never a silent snap back)."""
        if payload[0] != "hand":
            return "That does not go there"
        iid = payload[1]
        act = RULES.drops(self.table.state, iid).get(target)
        if act is None:
            act = self._drop_action(iid, target)
        if isinstance(act, str):
            return act
        if act is None:
            return "That card does not go there"
        reason = self.acts.refuse_reason(act)
        if reason:
            return reason
        self.acts.human_act(act, self.table.drag.held_center)
        return None

    def item_click(self, payload) -> None:
        """A click on a hand card: how to play it (dragging does it)."""
        if payload[0] != "hand" or self.table.human is None:
            return
        c = RULES.card(self.live().card(payload[1]))
        res = RESOURCES[c.res]
        if c.kind == "summon":
            how = "onto an empty cell of your row"
        elif not c.usable:
            how = "onto your grave: a counterspell works from there"
        elif c.aim is None:
            how = "onto the board"
        else:
            how = "onto its target"
        self.acts.show_message(f"Drag {c.name} {how}, or onto your grave to discard it for "
                               f"1 {res}", hint=True)

    # buttons and clicks ----------------------------------------------------------------
    def _act(self, action) -> None:
        self.acts.human_act(action)

    def handle_first(self, event) -> bool:
        """A click on a greyed-out action button says why it is greyed (no silent
        refusal): the engine's reason, or whose turn it is."""
        t = self.table
        if (event.type == pygame.MOUSEBUTTONDOWN and event.button == 1
                and t.human is not None and not t.queue.busy and t.popup is None):
            for b, action in zip(self.buttons, BUTTON_ACTIONS):
                if b.visible and not b.enabled and b.rect.collidepoint(event.pos):
                    t.mouse = event.pos
                    reason = self.acts.refuse_reason(action)
                    self.acts.show_message(reason or "Not now")
                    return True
        return False

    def handle(self, event) -> bool:
        return False

    def click(self, pos) -> bool:
        return False

    def pile_at(self, pos):
        """A click on a grave opens it (the kit's pile browser), newest first."""
        for seat in self.table.seats.order:
            if self.lay.grave_rect(self.places.side(seat)).inflate(8, 8).collidepoint(pos):
                return self.grave_pile(seat)
        return None

    def grave_pile(self, seat: int):
        s = self.shown()
        whose = Words(self.table.names, self.table.human).whose(seat)
        up = s.upkeep(seat)
        armed = {c.iid: c for c in s.grave_counters(seat)}
        cards = []
        for iid in s.grave(seat):
            d = s.card(iid)
            if d is None:
                continue
            c = RULES.card(d)
            detail = (armed_words(armed[iid], RESOURCES[c.res], short=True) if iid in armed else
                      "counterspell: works from here" if c.is_counter else
                      "works from the grave" if c.grave else RULES.stat_line(d, s.level(seat)))
            cards.append((d, c.name, detail))
        title = f"{whose} grave: upkeep +{up} on every card's cost"
        lvl = s.level(seat)
        # the large card as the table's zoom shows it: cost (upkeep in it), attack, HP
        return (title, cards,
                lambda key, size: self.faces.card_face(key, size, lvl, s.cost(seat, key), up))

    def space(self) -> None:
        """Space (the next step): end your action phase (the battle follows)."""
        t = self.table
        if t.queue.busy:
            t.queue.skip()
            return
        if not t.can_act() or t.popup is not None or self.live().countering:
            return
        self.acts.human_act(("end",))

    # named places ------------------------------------------------------------------------
    def hint_places(self, action) -> list[str]:
        """The places that show ``action`` (the Hint lights them: scenes.mabinogi.table_hint)."""
        return hint_places(action, list(self.shown().hand(self.me)), self.me)

    def element_rect(self, name: str) -> pygame.Rect | None:
        """Named places: "hand:<card name>" (your first such card), "hand_card:<k>",
        "cell:<seat>:<lane>", "hero:<seat>", "grave:<seat>", "charge", "revive", "level",
        "end", "res:<seat>", "board", "prompt". None when absent."""
        kind, _, arg = name.partition(":")
        s = self.shown()
        side = self.places.side
        if kind == "hand":
            hand = s.hand(self.me)
            for k, iid in enumerate(hand):
                d = s.card(iid)
                if d is not None and RULES.card(d).name == arg:
                    return self.lay.hand_card(k, len(hand))
            return None
        if kind == "hand_card":
            hand = s.hand(self.me)
            k = int(arg)
            return self.lay.hand_card(k, len(hand)) if 0 <= k < len(hand) else None
        if kind == "cell":
            seat, lane = (int(x) for x in arg.split(":"))
            return self.lay.cell(side(seat), lane).copy()
        if kind == "hero":
            return self.lay.hero_panel(side(int(arg))).copy()
        if kind == "grave":
            return self.lay.grave_rect(side(int(arg))).copy()
        if kind == "res":
            p = self.lay.side_panel(side(int(arg)))
            return pygame.Rect(p.x, p.y + 130, p.w, 60)
        buttons = {"charge": self.charge_button, "revive": self.revive_button,
                   "level": self.level_button, "end": self.end_button}
        if kind in buttons:
            return buttons[kind].rect.copy()
        if kind == "board":
            return self.lay.BOARD.copy()
        if kind == "prompt":
            return self.lay.PROMPT.copy()
        return None
