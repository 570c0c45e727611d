"""The Magi-Nation table's input (a part): drags from the hand (play; a Spell dropped on
its target plays and aims it), drags of a creature onto an opposing card (attack),
clicks on cards (a target or a pick of the open question, else the card's powers), the
"Next step" button (it reads "Skip animation" while the table animates; a click on it
greyed says why), Space, a click on a discard pile (the kit's pile browser), the pop-ups
of the other decisions and the named places tests and the tutorial point at. Refused
moves say why (the engine's reason).

Reads the table (its seats, the live state and the drawn view through the read model,
the decision, the drag); asks it to act (``human_act``, ``apply``, ``refuse_reason``,
``show_message``, ``choose``)."""
from __future__ import annotations

from typing import Callable, Protocol

import pygame

from app.ui.cards import CardView
from app.ui.drag import Draggable
from app.ui.widgets import Button
from engines.magination import RULES
from engines.magination.read import Board
from scenes.kit.refusals import not_now
from scenes.kit.parts import Part, TableActions, TableFace
from scenes.kit.popups import ButtonsPopup, Option, PowerMenu, popup_for
from scenes.magination import layout as L
from scenes.magination.panels import AmountPopup
from scenes.magination.table_faces import Faces
from scenes.magination.table_places import Places
from scenes.magination.table_stage import Stage
from scenes.magination.table_hint import hint_places

NEXT_LABEL, SKIP_LABEL = "Next step ␣", "Skip animation ▸▸"


class Acts(TableActions, Protocol):
    """What the input asks its table besides: an action applied as it is (the second
    action of a drop goes on while the first one animates)."""

    def apply(self, action, from_pos=None) -> list: ...


class MagiNationInput(Part):
    def __init__(self, table: TableFace, acts: Acts, places: Places, stage: Stage,
                 faces: Faces, card_under: Callable, fixed: dict) -> None:
        self.table, self.acts, self.places, self.stage, self.faces = \
            table, acts, places, stage, faces
        self.card_under = card_under      # the cards part's: the card at a point
        self.fixed = fixed                # the kit's named controls: name -> Button
        self.hand_view = CardView(lift=16)
        self.step_button = Button(places.layout.next_button, NEXT_LABEL, self.next_step,
                                  size=15, key=None)
        self.buttons = [self.step_button]

    def live(self) -> Board:
        """The state now (what the engine decides on), through the read model."""
        return Board(self.table.state)

    def shown(self) -> Board:
        return Board(self.table.shown)

    @property
    def human_to_move(self) -> bool:
        t = self.table
        return t.human is not None and t.state.to_move == t.human

    def _choosing(self) -> bool:
        d = self.table.decision()
        return d is not None and d.is_choice

    # each frame --------------------------------------------------------------------------
    def tick(self, dt: float) -> None:
        self._update_items(dt)
        label, why = self.step_button_state()
        self.step_button.label = label
        self.step_button.enabled = why is None

    def relayout(self) -> None:
        """The layout changed (the log hidden or shown, the window resized): the button
        follows it."""
        self.step_button.rect = pygame.Rect(self.places.layout.next_button)

    def _update_items(self, dt) -> None:
        t, places = self.table, self.places
        hr = places.hand_rects()
        hovered = None
        if t.drag.dragging is None:
            for iid, r in reversed(list(hr.items())):
                if r.collidepoint(t.mouse):
                    hovered = iid
                    break
        self.hand_view.set_hover(hovered)
        self.hand_view.update(dt)
        items = []
        b = self.shown()
        if t.human is not None:
            for iid, r in hr.items():
                rr = r.move(0, self.hand_view.offset(iid))
                items.append(Draggable(iid, rr, self.faces.face(iid, (L.HAND_W, L.HAND_H)),
                                       ("hand", iid)))
            z = places.zone(t.human)
            for iid in b.creatures(t.human):
                r = places.card_rect(iid)
                if r is not None:
                    items.append(Draggable(("c", iid), r, self.faces.face(iid, z.card),
                                           ("creature", iid)))
        t.drag.set_draggables(items)
        targets: dict = {}
        for p in range(t.seats.players):
            for iid in b.creatures(p) + ([b.magi(p)] if b.magi(p) is not None else []):
                r = places.card_rect(iid)
                if r is not None:
                    targets[("card", iid)] = r
        if t.human is not None:
            z = places.zone(t.human)
            targets["creatures"] = z.creature_area
            targets["relics"] = z.relic_area
            targets["table"] = places.layout.table_rect
        t.drag.set_targets(targets)

    def settled(self) -> None:
        """Nothing animates: the human's open question as a pop-up (unless it is answered
        on the table)."""
        t = self.table
        d = t.decision()
        if t.popup is not None or not self.human_to_move or d is None or not d.is_choice:
            return
        t.popup = self._popup_for(d)

    # drag and drop -------------------------------------------------------------------------
    def can_pick(self, payload) -> str | None:
        t = self.table
        why = not_now(t)
        if why:
            return why
        if self._choosing():
            return "First answer the question"
        kind, iid = payload
        if kind == "creature" and not any(a[0] == "attack" and a[1] == iid
                                          for a in t.legal()):
            return None if self.live().attacking else "Creatures attack in the Attack step"
        return None

    def legal_targets(self, payload) -> set:
        kind, iid = payload
        legal = self.table.human_legal()
        if kind == "creature":
            return {("card", a[2]) for a in legal if a[0] == "attack" and a[1] == iid}
        if ("play", iid) not in legal:
            return set()
        card = self.live().card(iid)
        t = card.type if card is not None else None
        if t == "Creature":
            return {"creatures"}
        if t == "Relic":
            return {"relics"}
        return {"table"} | {("card", c) for c in self._spell_target_cards(iid)}

    def _spell_target_cards(self, iid) -> set:
        """The cards a Spell from the hand could be dropped on (its first choice)."""
        d = self.table.decision()
        if d is None or d.kind != "turn":
            return set()
        return set(d.hints.get("spell_targets", {}).get(iid, ()))

    def on_drop(self, payload, target) -> str | None:
        t, acts = self.table, self.acts
        kind, iid = payload
        if kind == "creature":
            if not (isinstance(target, tuple) and target[0] == "card"):
                if t.drag.legal:
                    return "Drop it on one of the glowing cards to attack"
                return acts.refuse_reason(("attack", iid, -1)) or \
                    "This creature cannot attack now"
            attack = ("attack", iid, target[1])
            reason = acts.refuse_reason(attack)
            if reason:
                return reason
            acts.apply(attack)
            return None
        play = ("play", iid)
        reason = acts.refuse_reason(play)
        if reason:
            return reason
        self.stage.in_flight.discard(iid)
        self.stage.drop_from = t.drag.held_center
        acts.apply(play)
        if isinstance(target, tuple) and target[0] == "card":
            d = t.decision()
            if d is not None and d.is_choice and ("target", target[1]) in d.options \
                    and d.player == t.human \
                    and acts.refuse_reason(("target", target[1])) is None:
                acts.apply(("target", target[1]))
        return None

    def item_click(self, payload) -> None:
        self.card_clicked(payload[1])

    def preview(self, surface, payload, target) -> None:
        """Nothing is drawn over a place while a card is held (the cost label is)."""

    def drag_cost_label(self) -> str | None:
        """What the card held from the hand costs to play (or why it may not be)."""
        payload = self.table.drag.dragging
        if payload is None or payload[0] != "hand":
            return None
        live = self.live()
        c = live.card(payload[1])
        if c is None:
            return None
        me = self.table.human
        mc = live.magi_card(me) if me is not None else None
        pen = live.regional_penalty(me, c) if me is not None else None
        if pen is None:
            return f"{mc.name} cannot play {c.name}" if mc else "No Magi in play"
        if c.type == "Relic":
            return f"Cost {c.base_cost}"
        if c.x_cost:
            return f"Cost {c.cost}" + (" (+1 regional)" if pen else "")
        return f"Cost {c.cost + pen}" + (" (+1 regional)" if pen else "")

    # clicks ----------------------------------------------------------------------------
    def click(self, pos) -> bool:
        card = self.card_under(pos)
        if card is not None:
            self.card_clicked(card)
        return True

    def card_clicked(self, iid) -> None:
        """A click on a card: a target or a pick of the open question, else the card's
        powers; anything else says why nothing happens."""
        t, acts = self.table, self.acts
        if t.queue.busy:
            t.queue.skip()
            return
        if t.human is None:
            return                                    # the AI demo: nothing to say
        if not self.human_to_move:
            reason = acts.refuse_reason(("end_step",))
            acts.show_message(reason or "Wait for your turn")
            return
        d = t.decision()
        if d is not None and d.is_choice:
            if ("target", iid) in d.options and t.popup is None:
                acts.human_act(("target", iid))
            elif ("pick", iid) in d.options:
                acts.human_act(("pick", iid))
            elif any(a[0] in ("target", "pick") for a in d.options) and d.hints.get("lit"):
                acts.show_message("Choose one of the glowing cards")
            else:
                acts.show_message("First answer the question")
            return
        message = self.click_refusal(iid)
        if message:
            acts.show_message(message)
            return
        self.open_power_menu(iid)

    def click_refusal(self, iid) -> str | None:
        """Why a click on card ``iid`` opens no power menu (None: it does)."""
        t = self.table
        live = self.live()
        c = live.card(iid)
        if t.human is not None and iid in live.hand(t.human):
            return "Drag a card from your hand onto the table to play it"
        if c is None:
            return "That card is face down"
        if live.zone_of(iid) not in ("creatures", "relics", "magi"):
            return f"{c.name} is not in play (right-click a card to read it)"
        owner = live.owner(iid)
        if owner != t.human:
            whose = t.names[owner] if owner is not None else "another player"
            return (f"{c.name} is {whose}'s: only its owner uses its "
                    "powers (right-click to read it)")
        if not c.powers:
            return f"{c.name} has no power to use (right-click to read it)"
        return None

    def open_power_menu(self, iid) -> None:
        t = self.table
        st = t.state
        c = self.live().card(iid)
        assert c is not None
        entries = []
        for k, pw in enumerate(c.powers):
            action = ("power", iid, k)
            why = RULES.why_illegal(st, action)
            entries.append((action, f"{pw.name} — cost {pw.cost}", pw.text, why, f"power:{k}"))
        r = self.places.card_rect(iid) or pygame.Rect(500, 300, 1, 1)
        t.popup = PowerMenu(f"{c.name}: powers", entries, self.acts.choose, self._close_popup,
                            anchor=(r.centerx, r.top - 6))
        t.popup.move_beside(r)

    def _close_popup(self) -> None:
        self.table.popup = None

    # the step button, Space ----------------------------------------------------------------
    def step_button_state(self) -> tuple:
        """(label, None) when the step button may be clicked, else (label, why not): it
        reads "Skip animation" while the table animates (a click there only skips), and
        "Next step" otherwise."""
        t = self.table
        if t.queue.busy:
            return SKIP_LABEL, None
        if t.state.to_move is None:
            return NEXT_LABEL, "The game is over"
        if not self.human_to_move:
            return NEXT_LABEL, f"It is {t.names[t.state.to_move]}'s turn"
        if self._choosing() or t.popup is not None:
            return NEXT_LABEL, "First answer the question"
        if ("end_step",) not in t.legal():
            return NEXT_LABEL, (RULES.why_illegal(t.state, ("end_step",))
                                or "This step cannot end yet")
        return NEXT_LABEL, None

    def handle_first(self, event) -> bool:
        """A click on the greyed step button says why (then the kit's input goes on)."""
        b = self.step_button
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and b.visible \
                and not b.enabled and b.rect.collidepoint(event.pos) \
                and self.table.popup is None:
            why = self.step_button_state()[1]
            if why:
                self.acts.show_message(why)
        return False

    def handle(self, event) -> bool:
        return False

    def next_step(self) -> None:
        t = self.table
        if t.queue.busy:
            t.queue.skip()
            return
        if t.human is None:
            return
        why = self.step_button_state()[1]
        if why is None or (self.human_to_move and not self._choosing()):
            self.acts.human_act(("end_step",))
        else:
            self.acts.show_message(why)

    def space(self) -> None:
        t = self.table
        if t.queue.busy:
            t.queue.skip()
            return
        if t.popup is None:
            self.next_step()

    # discard piles -------------------------------------------------------------------------
    def pile_at(self, pos):
        """A click on any discard pile opens it in the kit's pile browser (public: every
        card face up), newest first, the card under the mouse large."""
        for p, z in self.places.layout.zones.items():
            if z.discard.collidepoint(pos):
                return self.pile_of(p)
        return None

    def pile_of(self, p) -> tuple:
        """(title, the pile bottom to top as (card, name, detail), the face drawer)."""
        b = self.shown()
        cards = []
        for i in b.discard(p):
            c = b.card(i)
            if c is not None:
                cards.append((i, c.name, f"{c.type} · cost {c.cost}"))
        t = self.table
        whose = "Your" if p == t.human else f"{t.names[p]}'s"
        n = len(cards)
        return (f"{whose} discard pile: {n} card{'' if n == 1 else 's'}", cards,
                lambda iid, size: self.faces.face(iid, size))

    # pending decisions -------------------------------------------------------------------
    def pending_prompt(self) -> str | None:
        t = self.table
        d = t.decision()
        if d is None or not d.is_choice:
            return None
        if t.human is None or d.player != t.human:
            return f"{t.names[d.player]} is choosing…"
        return d.prompt if d.hints.get("lit") else None

    def _popup_for(self, d):
        """The pop-up of the human's decision ``d``; None when it is answered on the table
        (clicking the glowing cards)."""
        live = self.live()
        choose = self.acts.choose
        kinds = {a[0] for a in d.options} - {"done"}
        layout = self.places.layout
        # the pop-ups' midbottom: above the hand, in the middle of the play area
        place = {"anchor": (layout.centre_x, layout.hand_rect.y - 20)}

        def name(iid) -> str:
            c = live.card(iid)
            return c.name if c is not None else "?"
        if d.kind == "pick" and d.hints.get("lit"):          # discard from the hand
            return ButtonsPopup(d.hints["title"], [Option(("done",), "Done")], choose,
                                anchor=(layout.centre_x, layout.step_rect.y - 22))
        if d.kind == "distribute":
            limits = dict(zip(d.targets, d.hints["limits"]))
            return popup_for(d, choose, **place, label=lambda a: (
                f"{name(d.target_of(a))} (has {limits[d.target_of(a)]})"))
        if d.hints.get("lit"):
            return None
        if d.kind == "number":
            unit = " " + d.hints["unit"] if d.hints.get("unit") else ""
            return AmountPopup(d.prompt, [(a[1], a) for a in d.options], choose,
                               value_format="X = {value}" if d.hints.get("x")
                               else "{value}" + unit,
                               warnings=d.hints.get("warnings"), start=d.hints.get("safe"),
                               **place)
        if kinds in ({"pick"}, {"search"}):
            ids = dict(zip(d.options, d.hints.get("card_ids")
                           or [live.card_id(a[1]) if a[0] == "pick" else None
                               for a in d.options]))

            def detail(a):
                c = Board.card_def(ids[a])
                return f"{c.type} · cost {c.cost}"
            return popup_for(d, choose, as_list=True,
                             label=lambda a: Board.card_def(ids[a]).name,
                             detail=detail, done_label="Take none", **place)
        if d.kind == "order":
            return popup_for(d, choose, detail=lambda a: name(d.target_of(a)), **place)
        if d.kind == "confirm":              # Cancel (or Esc) says no
            return popup_for(d, choose, on_cancel=lambda: choose(("no",)), **place)
        if d.kind in ("choose", "yes_no") and d.labels:
            return popup_for(d, choose, **place)
        return None

    # named places (tests and the tutorial point at them) ---------------------------------
    def hint_places(self, action) -> list[str]:
        """The places that show ``action`` (the Hint lights them: scenes.magination.table_hint)."""
        return hint_places(action)

    def element_rect(self, name: str) -> pygame.Rect | None:
        layout, t = self.places.layout, self.table
        fixed = {"next_step": self.step_button.rect, "steps": layout.step_rect,
                 "log": t.log.rect, "hand": layout.hand_rect}
        fixed.update({k: b.rect for k, b in self.fixed.items()})
        if name in fixed:
            return pygame.Rect(fixed[name])
        kind, _, arg = name.partition(":")
        if kind in ("hand_card", "card") and arg:
            r = self.places.card_rect(int(arg))
            return r.copy() if r else None
        if kind in ("creatures", "relics", "deck", "discard", "magi", "energy") and arg:
            z = self.places.zone(int(arg))
            return pygame.Rect({"creatures": z.creature_area, "relics": z.relic_area,
                                "deck": z.deck, "discard": z.discard, "magi": z.magi,
                                "energy": z.energy}[kind])
        if kind == "popup" and t.popup is not None:
            r = t.popup.rects.get(arg)
            return r.copy() if r else None
        return None
