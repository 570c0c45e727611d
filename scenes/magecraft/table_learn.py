"""Learning a spell as one gesture on the Magecraft table: an Academy spell dropped on a
spellbook's label is the whole learn (stop casting if need be, learn, pay each slot,
place it), walked on a copy of the state; the wild slots that offer a choice are asked
in turn with a small pop-up of gems (``gem_popup``), then the whole gesture is played.
Reads the live state (through the read model) and the seats; asks the table to check and
play a gesture, to open a pop-up and to show a message."""
from __future__ import annotations

from typing import Callable, Protocol

import pygame

from engines.core.protocol import IllegalAction
from engines.magecraft import RULES
from engines.magecraft.read import Mages
from scenes.kit.parts import TableActions, TableFace
from scenes.kit.popups import ButtonsPopup
from scenes.magecraft import gems as G
from scenes.magecraft import layout as L


class MagecraftActions(TableActions, Protocol):
    """What the Magecraft input may ask its table besides the kit's actions."""

    def gesture_reason(self, actions) -> str | None: ...

    def play_gesture(self, actions, pos=None) -> None: ...

    def open_popup(self, popup) -> None: ...


def draw_gem(surface, rect: pygame.Rect, colour) -> None:
    """A gem's shape on a pop-up's button (the icon drawer of scenes.kit.popups)."""
    img = G.sprite(colour, 20)
    surface.blit(img, img.get_rect(center=rect.center))


def gem_popup(title: str, options: list, on_choose, on_cancel,
              lay: L.Layout = L.DEFAULT) -> ButtonsPopup:
    """A small modal choice, each option a button with its gem: (label, colour or None,
    action), over the human's hand in the table's layout ``lay``. Esc or a click beside
    it cancels."""
    return ButtonsPopup(title, [(label, action, colour) for label, colour, action in options],
                        on_choose, icon=draw_gem, on_cancel=on_cancel, modal=True,
                        closes_outside=True, centre=lay.popup_centre, bounds=lay.SCREEN)


class LearnGesture:
    def __init__(self, table: TableFace, acts: MagecraftActions,
                 layout: Callable[[], L.Layout] = lambda: L.DEFAULT) -> None:
        self.table, self.acts, self.layout = table, acts, layout

    def actions(self, sid: int, b: int) -> list:
        """The whole learn gesture, wild slots paid automatically (the colour held most)."""
        return self.walk(sid, b, None)[0]

    def walk(self, sid: int, b: int, picks) -> tuple[list, list | None]:
        """Walk the learn gesture on a copy. ``picks`` are the player's pays for the wild
        slots that offer a choice, in order (None: choose automatically). Returns
        (actions, None) when the gesture is complete, or (actions so far, the legal pays
        of the next wild slot to choose for) when the picks run out."""
        s = RULES.clone(self.table.state)
        m = Mages(s)
        acts: list = []
        if m.between_spells:
            acts.append(("stop",))
            try:
                RULES.apply(s, ("stop",))
            except IllegalAction:
                return acts, None
            if not m.learning:
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
            h = m.hand(m.to_move)
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

    def drop(self, sid: int, b: int, picks: list, pos) -> str | None:
        """Learn ``sid`` into book ``b``: ask for each wild slot with several possible
        colours in turn (the choice popup), then apply the whole gesture."""
        acts, choice = self.walk(sid, b, picks)
        if choice is None:
            return self.try_(acts, pos)
        reason = self.acts.gesture_reason(self.actions(sid, b))
        if reason:
            return reason
        wild = Mages.wild_slots(sid)
        slot = choice[0][1]
        if len(wild) > 1:
            title = f"Pay wild slot {wild.index(slot) + 1} of {len(wild)} with which gem?"
        else:
            title = "Pay the wild slot with which gem?"
        h = Mages(self.table.state).hand(self.table.seats.me)
        opts = [(f"{G.NAMES[a[2]]} ({h[a[2]]})", a[2], a) for a in choice]

        def chosen(action):
            self.table.popup = None
            if action is None:
                self.acts.show_message("Learning cancelled")
                return
            reason = self.drop(sid, b, picks + [action], pos)
            if reason:
                self.acts.show_message(reason)

        self.table.popup = gem_popup(title, opts, chosen, lambda: chosen(None),
                                     self.layout())
        return None

    def try_(self, actions, pos=None) -> str | None:
        """Check the gesture ``actions`` on a clone; play it, or return why not."""
        reason = self.acts.gesture_reason(actions)
        if reason:
            return reason
        self.acts.play_gesture(actions, pos)
        return None
