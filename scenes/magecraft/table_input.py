"""The Magecraft table's input (a part): what a dragged gem, Academy spell or book card
means when it is dropped (engine actions, checked on a clone first; every refusal says
why), the learn gesture (scenes.magecraft.table_learn), clicks on buttons, boards and
shield gems, the gems chosen for a discard (select, then confirm), Space, the buttons
and their labels each frame, and the named places tests and the tutorial point at.

One gesture of the player (a drop, a click, a confirmed choice) is one decision: its
actions are applied together (the table's ``play_gesture``) and Undo takes them back
together. Reads the table (its seats, the live state through the read model, the drawn
state, the decision); asks it to act (``human_act``, ``gesture_reason``,
``play_gesture``, ``open_popup``, ``show_message``, ``choose``)."""
from __future__ import annotations

from functools import partial
from typing import Any

import pygame

from app.ui.drag import Draggable
from app.ui.widgets import Button
from engines.core.wording import Words
from engines.magecraft.checks import spell_to_pay_problem
from engines.magecraft.read import Mages
from scenes.kit.parts import TableFace
from scenes.kit.reading import ReadingPart
from scenes.kit.refusals import pick_refusal
from scenes.magecraft import card_art as CA
from scenes.magecraft import gems as G
from scenes.magecraft import layout as L
from scenes.magecraft.gem_pile import GemPilePopup
from scenes.magecraft.table_faces import Faces
from scenes.magecraft.table_learn import LearnGesture, MagecraftActions, gem_popup
from scenes.magecraft.table_places import Places
from scenes.magecraft.table_sacks import Sacks
from scenes.magecraft.table_stage import Stage
from scenes.magecraft.table_hint import hint_places

ICON_ACTION = ("draw", "attack", "heal", "shield", "vanish")     # the icon buttons, in order


class MagecraftInput(ReadingPart[Mages]):
    read = Mages

    def __init__(self, table: TableFace, acts: MagecraftActions, places: Places,
                 stage: Stage, sacks: Sacks, faces: Faces, demo: bool) -> None:
        self.table, self.acts, self.places, self.stage = table, acts, places, stage
        self.sacks, self.faces, self.demo = sacks, faces, demo
        self.learn = LearnGesture(table, acts, lambda: places.lay)
        self.done_button = Button(self.lay.DONE, "Done", self.space, size=18, key=None)
        self.revise_button = Button(self.lay.REVISE, "Revise (discard 4)",
                                    partial(self._act, ("revise",)), size=15)
        self.cast_button = Button(self.lay.CAST_BTN, "Cast (golden gem)",
                                  partial(self._act, ("cast",)), size=15)
        self.cantrip_button = Button(self.lay.CANTRIP, "Cantrip", self.cantrip_click, size=14)
        self.icon_buttons = {k: Button((0, 0, 100, 36), k.capitalize(),
                                       partial(self.icon_click, k), size=15)
                             for k in ICON_ACTION}
        self.buttons = [self.done_button, self.revise_button, self.cast_button,
                        self.cantrip_button]

    @property
    def lay(self) -> L.Layout:
        """The table's layout in its room."""
        return self.places.lay

    def laid_out(self) -> None:
        """The table was laid out again (a new room): the buttons move with it."""
        lay = self.lay
        self.done_button.rect = pygame.Rect(lay.DONE)
        self.revise_button.rect = pygame.Rect(lay.REVISE)
        self.cast_button.rect = pygame.Rect(lay.CAST_BTN)
        self.cantrip_button.rect = pygame.Rect(lay.CANTRIP)
        self.update_buttons()

    def _act(self, action) -> None:
        self.acts.human_act(action)

    @property
    def human_to_move(self) -> bool:
        t = self.table
        return t.human is not None and t.state.to_move == t.human

    def icons_left(self) -> dict:
        """{icon: count} of the spell being resolved ({} when no spell is)."""
        d = self.table.decision()
        return d.hints.get("icons", {}) if d is not None else {}

    # each frame --------------------------------------------------------------------------
    def tick(self, dt: float) -> None:
        self.update_items()
        self.update_buttons()
        stage = self.stage
        if stage.discard_pick and not self.discard_need():
            stage.discard_pick = []

    def settled(self) -> None:
        """The middle of a learn gesture left open (a save or an undo from before these
        steps were one gesture): ask its wild slot or its spellbook with a pop-up."""
        t = self.table
        if t.popup is not None or not self.live().learn_open:
            return
        d = t.decision()
        if d is None or not t.can_act():
            return
        if self.live().paying_learn:
            opts = [(d.label(a), a[2], a) for a in d.options]
        else:
            opts = [(d.label(a), None, a) for a in d.options]
        t.popup = gem_popup(d.prompt, opts, self.acts.choose, self._close_popup, self.lay)

    def _close_popup(self) -> None:
        self.table.popup = None

    def update_items(self) -> None:
        """What the human may drag, and where it may go (nothing in an AI-only game)."""
        drag = self.table.drag
        items, targets = self._items() if self.table.human is not None else ([], {})
        drag.set_draggables(items)
        drag.set_targets(targets)

    def _items(self) -> tuple[list, dict]:
        s = self.shown()
        items: list = []
        targets: dict = {}
        p = self.me
        academy = self.places.academy()
        # academy cards (bottom of the list: gems win over them)
        for k, sid in enumerate(s.academy()):
            if s.academy_left(k) > 0:
                items.append(Draggable(("acad", sid), academy.card(k),
                                       self.faces.academy.get(sid, academy.card_size),
                                       ("acad", sid)))
        live = self.live()
        rearranging = live.rearranging
        if rearranging:
            for b in range(3):
                book = s.book(p, b)
                n = len(book)
                for i in range(n):
                    items.append(Draggable(("card", b, i), self.lay.card_rect(b, i, n),
                                           self.faces.table_card(book[i], self.lay),
                                           ("card", b, i)))
                for i in range(n + 1):
                    targets[("ins", b, i)] = self.lay.insert_rect(b, i, n)
        hand = s.hand(p)
        for c in range(5):
            for j in range(hand[c]):
                items.append(Draggable(("gem", c, j), self.places.hand_gem_rect(c, j),
                                       G.sprite(c, L.HAND_GEM), ("gem", c, j)))
        # cost slots: every spell's empty slots take drops (the spell being paid, or
        # the first of each book, lights up; any other says why not)
        for b in range(3):
            book = s.book(p, b)
            for i in range(len(book) if not rearranging else 0):
                cost = Mages.cast_cost(book[i].sid)
                paying = live.paying and b == live.cast_book and i == live.cast_pos
                fill = live.fill if paying else [-1] * len(cost)
                card = self.lay.card_rect(b, i, len(book))
                for kk, r in enumerate(CA.cost_slot_rects(card, len(cost),
                                                          self.lay.book_scale)):
                    if kk < len(fill) and fill[kk] < 0:
                        targets[("slot", b, i, kk)] = r.inflate(8, 8)
        targets[("cantrip",)] = self.lay.CANTRIP
        targets[("discard",)] = self.lay.discard_zone()
        for b in range(3):
            targets[("learn", b)] = self.lay.learn_zone(b)
        return items, targets

    def update_buttons(self) -> None:
        t = self.table
        legal = t.human_legal() if t.popup is None else []
        live = self.live()
        label = None
        done = ("Done moving" if live.rearranging else "Skip mastering" if live.mastering
                else "Keep shields")
        for a, lab in ((("done",), done),
                       (("stop",), "Stop casting"), (("end_turn",), "End turn")):
            if a in legal:
                label = lab
                break
        need = self.discard_need() if t.popup is None else 0
        if need:
            label = f"Discard {need} gem{'s' if need != 1 else ''}"
        self.done_button.enabled = label is not None and (
            not need or len(self.stage.discard_pick) == need)
        self.done_button.label = (label or "Done") + "  [Space]"
        self.revise_button.visible = ("revise",) in legal and not self.demo
        self.cast_button.visible = ("cast",) in legal and not self.demo
        ch = live.character(self.me)
        cost = "any gem" if ch.cost == 5 else G.NAMES[ch.cost]
        self.cantrip_button.label = f"Cantrip: {ch.cantrip} (1 {cost})"
        self.cantrip_button.enabled = any(a[0] == "cantrip" for a in legal)
        icons = self.icons_left() if t.can_act() else {}
        x = self.lay.RESOLVE_ROW.x + 84
        for k in ICON_ACTION:
            b = self.icon_buttons[k]
            n = icons.get(k, 0)
            b.visible = bool(n) and not self.demo
            if b.visible:
                b.label = k.capitalize() + (f" x{n}" if n > 1 else "")
                b.rect = pygame.Rect(x, self.lay.RESOLVE_ROW.y + 1, 112, 30)
                x += 120

    # drag and drop ---------------------------------------------------------------------
    def can_pick(self, payload) -> str | None:
        refusal = pick_refusal(self.table, "gems")
        if refusal:
            return refusal
        kind = payload[0]
        live = self.live()
        if kind == "gem" and not (live.casting or live.discarding):
            if live.resolving:
                return "First resolve the spell's icons (the buttons above the phase bar)"
            return "Gems are paid into spells in your casting phase"
        if kind == "acad" and not (live.between_spells or live.learning):
            return "Spells are learned in your learning phase"
        if kind == "card" and not live.rearranging:
            return "Spells can be moved between spellbooks only during a revision"
        return None

    def gem_action(self, colour: int, target):
        """The action(s) dropping a gem of ``colour`` on ``target`` means, or the reason
        (a string) it means nothing now."""
        s = self.table.state
        kind = target[0]
        if kind == "slot":
            _, b, i, k = target
            problem = spell_to_pay_problem(s, b, i)
            if problem:
                return problem
            if Mages(s).choosing_book:
                return [("book", b), ("pay", k, colour)]
            return [("pay", k, colour)]
        if kind == "cantrip":
            return [("cantrip", colour)]
        if kind == "discard":
            return [("discard", colour)]
        if kind == "learn":
            return "Drop a gem on the next cost slot of a spell (a label takes Academy spells)"
        return None

    def legal_targets(self, payload) -> set:
        t = self.table
        if not t.can_act():
            return set()
        kind = payload[0]
        out = set()
        targets: dict[Any, Any] = t.drag.targets
        for key in targets:
            if key[0] in ("slot", "cantrip", "discard") and kind == "gem":
                acts = self.gem_action(payload[1], key)
            elif key[0] == "learn" and kind == "acad":
                acts = self.learn.actions(payload[1], key[1])
            elif key[0] in ("ins", "learn") and kind == "card":
                acts = [self.move_action(payload, key)]
            else:
                continue
            if isinstance(acts, list) and acts and self.acts.gesture_reason(acts) is None:
                out.add(key)
        return out

    def move_action(self, payload, target) -> tuple:
        """Moving the spell ``payload`` to ``target``: a place between spells, or a book's
        label (its first place; the only one of an empty book)."""
        if target[0] == "learn":
            return ("move", payload[1], payload[2], target[1], 0)
        return ("move", payload[1], payload[2], target[1], target[2])

    def on_drop(self, payload, target) -> str | None:
        """Every drop on a target either plays or says why not (never a silent snap)."""
        kind = payload[0]
        pos = self.table.drag.held_center
        if kind == "acad":
            if target[0] == "learn":
                return self.learn.drop(payload[1], target[1], [], pos)
            return "Drop an Academy spell on a spellbook's label: it goes on the left"
        if kind == "gem":
            acts = self.gem_action(payload[1], target)
        elif kind == "card" and target[0] in ("ins", "learn"):
            acts = [self.move_action(payload, target)]
        else:
            acts = None
        if isinstance(acts, str):
            return acts
        if not acts:
            return "That does not go there"
        return self.learn.try_(acts, pos)

    def item_click(self, payload) -> None:
        kind = payload[0]
        if kind == "gem":
            live = self.live()
            if live.discarding:
                self.toggle_discard(payload[1], payload[2])
            elif live.resolving and ("vanish", "hand", payload[1]) in self.table.human_legal():
                self.acts.human_act(("vanish", "hand", payload[1]))
            elif live.casting:
                self.acts.show_message("Drag the gem onto the next cost slot of a spell")

    def preview(self, surface, payload, target) -> None:
        """Nothing is drawn over a held gem or card (the lit targets say it)."""

    # choosing the gems to discard (starting hand, revision) ----------------------------
    def discard_need(self) -> int:
        """How many hand gems the human must still discard now (0: none asked)."""
        if not self.live().discarding or not self.table.can_act():
            return 0
        return self.table.decision().hints.get("left", 0)

    def toggle_discard(self, colour: int, j: int) -> None:
        """A click on a hand gem while discarding: choose it, or put it back. Nothing is
        discarded (and the hand does not move) until the choice is confirmed."""
        need = self.discard_need()
        pick = self.stage.discard_pick
        if not need:
            reason = self.acts.refuse_reason(("discard", colour))
            self.acts.show_message(reason or "Nothing to discard now")
            return
        key = (colour, j)
        if key in pick:
            pick.remove(key)
        elif len(pick) < need:
            pick.append(key)
        else:
            self.acts.show_message(f"You discard {need} gem{'s' if need != 1 else ''}: click "
                                   "a chosen gem to put it back")

    def confirm_discards(self) -> None:
        need = self.discard_need()
        left = need - len(self.stage.discard_pick)
        if left > 0:
            self.acts.show_message(f"Choose {left} more gem{'s' if left != 1 else ''} of your "
                                   "hand to discard")
            return
        acts = [("discard", c) for c, _ in sorted(self.stage.discard_pick)]
        reason = self.learn.try_(acts)
        if reason:                       # the choice stays, to be changed
            self.acts.show_message(reason)
        else:
            self.stage.discard_pick = []

    # clicks ----------------------------------------------------------------------------
    def cantrip_click(self) -> None:
        t = self.table
        if t.human is None:
            return
        legal = [a for a in t.human_legal() if a[0] == "cantrip"]
        live = self.live()
        if len(legal) > 1:
            h = live.hand(t.human)
            legal.sort(key=lambda a: -h[a[1]])
        if legal:
            self.acts.human_act(legal[0])
        else:
            ch = live.character(t.human)
            self.acts.human_act(("cantrip", ch.cost if ch.cost < 5 else 0))

    def icon_click(self, kind: str) -> None:
        t = self.table
        legal = [a for a in t.human_legal() if a[0] == kind]
        if not legal:
            self.acts.human_act((kind,))
            return
        if kind == "attack":
            targets = sorted({a[1] for a in legal})
            if len(targets) == 1:
                self.attack(targets[0])
            else:
                self.stage.picking_target = True
                self.acts.show_message("Click the board of the mage you attack")
            return
        if len(legal) == 1:
            self.acts.human_act(legal[0])
            return
        d = t.decision()
        opts = [(d.label(a), a[2] if len(a) == 3 else None, a) for a in legal]
        title = {"shield": "Shield: take a gem from", "vanish": "Vanish: move to your score area"}
        t.popup = gem_popup(title.get(kind, kind), opts, self.acts.choose, self._close_popup,
                            self.lay)

    def attack(self, target: int) -> None:
        t = self.table
        legal = [a for a in t.human_legal() if a[0] == "attack" and a[1] == target]
        if not legal:
            self.acts.human_act(("attack", target))
            return
        self.stage.picking_target = False
        if len(legal) == 1:
            self.acts.human_act(legal[0])
            return
        d = t.decision()
        opts = [(d.label(a), a[2], a) for a in legal]
        t.popup = gem_popup(f"Attack {t.names[target]}: knock away which shield gem?",
                            opts, self.acts.choose, self._close_popup, self.lay)

    def click(self, pos) -> bool:
        t = self.table
        if t.human is None:
            return False
        others = t.seats.others
        opp_rect = self.places.opp_rect
        # opponents' boards: attack targets
        for q in others:
            if opp_rect(q).collidepoint(pos):
                if self.human_to_move and self.icons_left().get("attack"):
                    self.attack(q)
                    return True
        # a discard area (anyone's): its gems by colour
        area = self.gem_area_at(pos)
        if area is not None:
            self.browse_gems(*area)
            return True
        if any(opp_rect(q).collidepoint(pos) for q in others):
            return False
        # own shield gems: discard them in the shield phase
        for c, r in self.stage.shield_rects.items():
            if r.collidepoint(pos):
                self.acts.human_act(("unshield", c))
                return True
        # book labels: choose the book (or the book of a spell being learned); cards: master
        live = self.live()
        for b in range(3):
            if self.lay.learn_zone(b).collidepoint(pos) and (live.choosing_book or live.placing):
                self.acts.human_act(("book", b) if live.choosing_book else ("place", b))
                return True
            if live.mastering:
                n = self.shown().book_size(self.me, b)
                for i in range(n):
                    if self.lay.card_rect(b, i, n).collidepoint(pos):
                        self.acts.human_act(("master", b, i))
                        return True
        return False

    def gem_area_at(self, pos):
        """(seat, "discard") for a discard area under ``pos`` (yours or an opponent's
        row), else None."""
        places = self.places
        if places.discard_rect(self.me).collidepoint(pos):
            return (self.me, "discard")
        for q in self.table.seats.others:
            if places.discard_rect(q).collidepoint(pos):
                return (q, "discard")
        return None

    def browse_gems(self, seat: int, zone: str = "discard") -> None:
        """Open a look into ``seat``'s gem area: its gems by colour, with their names."""
        t = self.table
        whose = Words(t.names, t.human).whose(seat)
        counts = {"discard": self.shown().discard}[zone](seat)
        self.acts.open_popup(GemPilePopup(f"{whose} discard area", counts, self._close_popup,
                                          centre=self.lay.middle, bounds=self.lay.SCREEN))

    def space(self) -> None:
        t = self.table
        if t.queue.busy:
            t.queue.skip()
            return
        if not t.can_act() or t.popup is not None:
            return
        if self.discard_need():
            self.confirm_discards()
            return
        legal = t.legal()
        for a in (("done",), ("stop",), ("cast",), ("end_turn",)):
            if a in legal:
                self.acts.human_act(a)
                return
        asked = t.decision().hints
        if "icons" in asked:
            self.acts.show_message("Resolve the spell's icons first (buttons above the phase "
                                   "bar)")
        elif "left" in asked:
            self.acts.show_message("Click gems in your hand to discard them")

    def handle_first(self, event) -> bool:
        return False

    def handle(self, event) -> bool:
        """The icon buttons of the spell being resolved."""
        if self.icons_left():
            for b in self.icon_buttons.values():
                if b.visible and b.handle(event):
                    return True
        return False

    def pile_at(self, pos):
        return None

    # tests and tutorials ---------------------------------------------------------------
    def hint_places(self, action) -> list[str]:
        """The places that show ``action`` (the Hint lights them: scenes.magecraft.table_hint)."""
        return hint_places(action)

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
            self.update_buttons()
            button = self.icon_buttons.get(arg)
            return button.rect.copy() if button is not None and button.visible else None
        args = [int(x) for x in arg.split(":")] if arg else []
        s = self.shown()
        me = self.me
        if kind == "hand_gem":               # "hand_gem:<colour>[:<which>]"
            hand = s.hand(me)
            j = args[1] if len(args) > 1 else 0
            return self.places.hand_gem_rect(args[0], j) if j < hand[args[0]] else None
        if kind == "slot":
            b, i, k = args
            book = s.book(me, b)
            cost = Mages.cast_cost(book[i].sid)
            card = self.lay.card_rect(b, i, len(book))
            return CA.cost_slot_rects(card, len(cost), self.lay.book_scale)[k].copy()
        if kind == "learn":
            return self.lay.learn_zone(args[0]).copy()
        if kind == "academy":
            return self.places.academy().card(s.academy().index(args[0])).copy()
        if kind == "board":
            if args[0] == me:
                return self.lay.BOARD.copy()
            return self.places.opp_rect(args[0]).copy()
        if kind == "sack":
            return self.sacks.sack(args[0]).rect.copy()
        if kind == "done":
            return self.done_button.rect.copy()
        if kind == "cantrip":
            return self.lay.CANTRIP.copy()
        if kind == "revise":
            return self.lay.REVISE.copy()
        if kind == "cast":
            return self.lay.CAST_BTN.copy()
        if kind in ("card", "ins"):
            b, i = args
            n = s.book_size(me, b)
            if kind == "ins":
                return self.lay.insert_rect(b, i, n).copy() if 0 <= i <= n else None
            return self.lay.card_rect(b, i, n).copy() if 0 <= i < n else None
        lay = self.lay
        rows = {"hp": (lay.NAME_POS[0], lay.HP_Y - 4, 410, 34),
                "shield": (lay.SHIELD_POS[0] - 6, lay.SHIELD_POS[1] - 6, 330, 30),
                "score": (lay.SCORE_POS[0] - 6, lay.SCORE_POS[1] - 6, 410, 30),
                "discard": tuple(lay.discard_zone())}
        if kind in rows:
            return pygame.Rect(rows[kind])
        return None
