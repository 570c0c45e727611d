"""Last Counter's table: the kit's PartsTable, a spec and four small parts (the worked
example of docs/architecture.md, "Add a sixth game").

    places    Places          where things are on the screen
    handlers  SixthHandlers   the engine's events as animations (GameOver: the kit's hand-off)
    input     SixthInput      click a "Take n" button, or drag your card onto the pile
    cards     SixthCards      what is under the mouse and its zoom text
    drawer    SixthDrawer     the drawn state (the pipeline's ``shown``) and the kit's layer

Every part is given only what it uses (the table's face, its actions, the other parts),
and reads the state through the read model (tests.sixth.engine.read.Pile).
"""
from __future__ import annotations

import pygame

from app.ui import draw, palette
from app.ui.drag import Draggable
from app.ui.text import blit_text
from scenes.kit.parts import DrawFace, Part, TableActions, TableFace, TableParts
from scenes.kit.parts_table import PartsTable
from scenes.kit.reading import ReadingPart
from scenes.kit.refusals import pick_refusal
from scenes.kit.seats import Seats
from scenes.kit.setup import TableFrame, TableSpec
from tests.sixth.engine import RULES
from tests.sixth.engine.read import Pile

CARD = "card"                                    # the draggable card's key and payload


class Places(Part):
    pile = pygame.Rect(360, 260, 240, 160)
    takes = {n: pygame.Rect(300 + 130 * (n - 1), 600, 110, 44) for n in (1, 2, 3)}
    card = pygame.Rect(120, 540, 90, 130)         # the viewer's card
    their_card = pygame.Rect(120, 40, 90, 130)


class SixthHandlers(Part):
    ignored = frozenset({"GameStarted", "TurnBegan", "CardDrawn"})

    def __init__(self, table: TableFace) -> None:
        self.table = table

    def handlers(self) -> dict:
        return {"Took": self.pause, "CardPlayed": self.pause, "GameOver": self.game_over}

    def pause(self, ev, events, i) -> None:
        self.table.queue.push_wait(0.2)

    def game_over(self, ev, events, i) -> None:
        self.table.queue_game_over(ev)


class SixthInput(ReadingPart[Pile]):
    read = Pile

    def __init__(self, table: TableFace, acts: TableActions, places: Places) -> None:
        self.table, self.acts, self.places = table, acts, places
        self.buttons: list = []

    def settled(self) -> None:
        """Nothing animating: the card may be dragged while the viewer holds one."""
        held = self.live().holds_card(self.me) and self.table.human is not None
        self.table.drag.set_draggables(
            [Draggable(CARD, self.places.card, None)] if held else [])
        self.table.drag.set_targets({"pile": self.places.pile})

    def click(self, pos) -> bool:
        for n, rect in self.places.takes.items():
            if rect.collidepoint(pos):
                self.acts.human_act(("take", n), pos)    # a refusal shows its reason
                return True
        return False

    def can_pick(self, payload) -> str | None:
        return pick_refusal(self.table, "counters")

    def legal_targets(self, payload) -> set:
        return {"pile"} if ("card",) in self.table.human_legal() else set()

    def on_drop(self, payload, target) -> str | None:
        return self.acts.human_act(("card",))

    def element_rect(self, name: str) -> pygame.Rect | None:
        if name.startswith("take "):
            return self.places.takes.get(int(name[5:]))
        return {"pile": self.places.pile, "card": self.places.card}.get(name)

    # the gestures Last Counter has none of
    def item_click(self, payload) -> None:
        pass

    def preview(self, surface, payload, target) -> None:
        pass

    def handle_first(self, event) -> bool:
        return False

    def handle(self, event) -> bool:
        return False

    def space(self) -> None:
        pass

    def pile_at(self, pos):
        return None


class SixthCards(ReadingPart[Pile]):
    read = Pile

    def __init__(self, table: TableFace, places: Places) -> None:
        self.table, self.places = table, places

    def card_under(self, pos):
        return CARD if self.places.card.collidepoint(pos) else None

    def area(self, key) -> pygame.Rect:
        return self.places.card

    def info(self, key, size) -> tuple | None:
        card = self.shown().card(self.me)
        return None if card is None else (f"A {card}", f"Takes {card} counters.")


class SixthDrawer(ReadingPart[Pile]):
    read = Pile
    table: DrawFace

    def __init__(self, table: DrawFace, places: Places) -> None:
        self.table, self.places = table, places

    def draw(self, surface) -> None:
        t, p, pile = self.table, self.places, self.shown()
        surface.fill(palette.BG)
        draw.rect(surface, palette.PANEL, p.pile, border_radius=12)
        blit_text(surface, f"{pile.counters} counters", p.pile.move(20, 60).topleft, 28)
        for n, rect in p.takes.items():
            draw.rect(surface, palette.PANEL, rect, border_radius=8)
            blit_text(surface, f"Take {n}", rect.move(16, 10).topleft)
        card = pile.card(self.me)
        if card is not None and CARD not in t.drag.hidden_keys:
            draw.rect(surface, palette.ACCENT, p.card, border_radius=8)
            blit_text(surface, str(card), p.card.move(36, 44).topleft, 32)
        if pile.holds_card(1 - self.me):
            draw.rect(surface, palette.PANEL, p.their_card, border_radius=8)
        # the kit's layer: the log, the buttons, the drag, the animations, the pop-up
        t.log.draw(surface)
        for b in t.buttons:
            b.draw(surface)
        t.drag.draw_targets(surface)
        t.queue.draw(surface)
        if t.popup is not None and not t.queue.busy:
            t.popup.draw(surface)
        for fn in list(t.draw_hooks):
            fn(surface)
        t.drag.draw_overlay(surface)


def config(options: dict, seats: Seats) -> dict:
    return {"players": 2, "names": list(seats.names), **options}


def opening(state, seats: Seats) -> str:
    return f"A new game: {Pile(state).counters} counters on the pile."


class SixthTable(PartsTable):
    spec = TableSpec(
        rules=RULES, game_key="sixth", ai_names=("Nim",), players=2,
        frame=TableFrame(log=(980, 4, 296, 664), undo=(980, 674, 144, 42),
                         menu=(1132, 674, 144, 42)),
        config=config, opening=opening)

    def build(self) -> TableParts:
        places = Places()
        inp = SixthInput(self, self, places)
        return TableParts(drawer=SixthDrawer(self, places), input=inp,
                          cards=SixthCards(self, places), handlers=SixthHandlers(self),
                          more=(places,))
