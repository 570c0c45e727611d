"""The Magi card table: one human against AI seats (or AI only, for the demo).

Made of the kit's table (scenes.kit.parts_table.PartsTable: the session, the seats, the
event pipeline with the drawn board, the log, the zoom, the AI seats) and the game's
named parts, each given only what it uses:

    places    table_places.Places        the layout for the room, narrow or wide (the
                                         log hidden)
    stage     table_stage.Stage          the turn light, the turning marker, the scores
    handlers  table_events.MagiHandlers  the engine's events as animations
    input     table_input.MagiInput      drags, double-clicks, buttons, Space, pop-ups
    cards     table_cards.MagiCards      what is under the mouse, and when it may zoom
    drawer    table_draw.MagiDrawer      the table drawn from the drawn board

The engine state is the truth; the scenes read it through the read model
``engines.magi.read.Game``. What is drawn is a :class:`scenes.magi.board.Board` (the
pipeline's ``shown``): it lags behind while the animations play the engine's events.
Tutorials hook in through ``action_filter``, ``element_rect(name)``, ``listeners`` and
``draw_hooks``, and may put up their own scoreboard between rounds
(``_round_scoreboard``).

The table fills the window's room (scenes.kit.room): it is laid out for it when built
and again when the window changes size (``on_resize``); the kit's log, Undo and Menu
take the layout's places in the right-hand column.
"""
from __future__ import annotations

from typing import cast

import pygame

from app.ui.cards import CardFaceCache
from engines.magi import RULES, MagiState
from engines.magi.read import Game
from scenes.kit.parts import TableParts
from scenes.kit.parts_table import PartsTable
from scenes.kit.room import room_of
from scenes.kit.seats import Seats
from scenes.kit.setup import TableFrame, TableSpec
from scenes.kit.zoom import CardZoom
from scenes.magi import layout as L
from scenes.magi.board import Board
from scenes.magi.card_art import draw_back, draw_face
from scenes.magi.centre import Centre
from scenes.magi.hand import HandView
from scenes.magi.scoreboard import RoundScoreboard
from scenes.magi.seats import SeatPlates
from scenes.magi.open_hands import OpenHands
from scenes.magi.table_cards import MagiCards
from scenes.magi.table_draw import MagiDrawer
from scenes.magi.table_events import CardBacks, MagiHandlers
from scenes.magi.table_input import MagiInput
from scenes.magi.table_places import Places
from scenes.magi.table_stage import Stage

AI_NAMES = ("Bram", "Ivy", "Orla", "Tamsin", "Corin", "Wren", "Aldo", "Nell")
AI_PACE = 0.55            # seconds between AI moves at normal speed

__all__ = ["MagiTable", "config"]


def config(options: dict, seats: Seats) -> dict:
    """The engine config of a new game. The human's turn stays open for the "Magi!"
    call after a play that leaves one card (the engine's call window), unless the game
    calls for them (``auto_call``)."""
    cfg = {"players": seats.players, "names": list(seats.names),
           "variation": bool(options.get("variation", False)),
           "target": int(options.get("target", 50))}
    if "deal" in options:
        cfg["deal"] = options["deal"]
    if "first_starter" in options:
        cfg["first_starter"] = options["first_starter"]
    if seats.human is not None:
        key = "auto_call" if options.get("auto_call") else "call_window"
        cfg[key] = [seats.human]
    return cfg


def restored(state, seats: Seats) -> str:
    return f"Game restored: round {Game(state).round_number}."


def chart(state, res: dict) -> tuple:
    """The game-over chart: the totals, each round's points, the losing total."""
    return res["scores"], res.get("rounds", []), Game(state).target


def card_face(cid, size):
    """Card ``cid``'s face drawn at ``size`` (the table's CardFaceCache draws with it)."""
    return draw_face(RULES.card(cid), size)


def forced(legal: list) -> bool:
    """A lone legal action is taken without asking the AI, but for a lone "call" or
    "catch": the agent may decline to race."""
    return len(legal) == 1 and legal[0][0] not in ("call", "catch")


def salt(state) -> int:
    """The AI worker's seed salt of a move: the turn's number."""
    return Game(state).turn_number


class MagiTable(PartsTable):
    spec = TableSpec(
        rules=RULES, game_key="magi", ai_names=AI_NAMES, ai_pace=AI_PACE, ai_forced=forced,
        ai_salt=salt,
        frame=TableFrame(log=L.LOG_RECT, undo=L.UNDO_RECT, menu=L.MENU_RECT,
                         hover_delay=0.7, button_size=17),
        config=config, restored=restored, chart=chart)
    widen_with_log = True     # hiding the log gives its column to the table
    fills_room = True         # laid out for the window's aspect, not letterboxed

    def build(self) -> TableParts:
        self.pipeline.view = self._drawn_board
        self.pipeline.narrate = None          # the handlers word Magi's events
        self.places = places = Places(self.seats, room_of(self))
        lay = places.layout
        self._room_laid(lay)
        self.faces = faces = CardFaceCache(card_face)
        art = CardBacks(faces, draw_back, lay.card, (L.SMALL_W, L.SMALL_H))
        self.stage = stage = Stage(places, lambda: self.shown, self.speed)
        self.hand = hand = HandView(lay.hand_rect, lay.card)
        self.plates = plates = SeatPlates(lay, self.names, self.human)
        centre = Centre(lay, faces, art)
        places.changed.append(lambda new: self._relaid(plates, centre, art, new))
        handlers = MagiHandlers(self, places, stage, hand, centre, art, self._round_scoreboard)
        self.input_part = inp = MagiInput(self, self, places, stage, hand, plates, faces)
        self.drag.on_double_click = inp.double_click
        opened = OpenHands(self, lambda: self.shown, places, faces)
        self.cards = cards = MagiCards(lambda: self.shown, places, hand, faces, opened)
        self.drawer = MagiDrawer(self, places, stage, hand, plates, centre, inp, faces,
                                 CardZoom(self.zoomer, cards), self.demo, opened)
        return TableParts(drawer=self.drawer, input=inp, cards=cards, handlers=handlers,
                          more=(places, stage))

    def _drawn_board(self) -> Board:
        """What the table draws once the events have played: the board of the view."""
        return Board.of(Game(cast(MagiState, self.view_state())), self.human,
                        open_hands=self.sees_all)

    def on_resize(self) -> None:
        """The window changed size: everything laid out again for the new room (the
        parts hear of it through ``places.changed``; the kit's log, Undo and Menu and a
        round's scores up over the table move too)."""
        self.places.resize(room_of(self))
        self._room_laid(self.places.layout)

    def _room_laid(self, lay: L.Layout) -> None:
        """The kit's parts in the right-hand column of the room ``lay`` was made for."""
        if self.log.full_rect != lay.log_rect:
            self.log.full_rect = pygame.Rect(lay.log_rect)
            self.log._dirty = True            # drawn again at its new size
        self.undo_button.rect = pygame.Rect(lay.undo_button)
        self.menu_button.rect = pygame.Rect(lay.menu_button)
        board = self.stage.scoreboard if hasattr(self, "stage") else None
        if board is not None and not board.closed:
            board.centre = lay.scores_centre   # it lays itself out again after the table

    @staticmethod
    def _relaid(plates: SeatPlates, centre: Centre, art: CardBacks, lay: L.Layout) -> None:
        plates.layout = centre.layout = lay
        plates.invalidate()
        art.resize(lay.card)

    def _config(self) -> dict:
        """The spec's config, with the "Auto-call" setting where the options do not
        say (read for every new game: the setting may have changed)."""
        options = dict(self.options)
        options.setdefault("auto_call", bool(getattr(self.app.settings, "auto_call", False)))
        return config(options, self.seats)

    def _restart_options(self) -> None:
        if self.mode == "game":
            self.options.pop("deal", None)

    def _round_scoreboard(self, ev, winner) -> RoundScoreboard:
        """The overlay shown between rounds (a tutorial swaps in its own)."""
        return RoundScoreboard(self.app, self.names, list(ev["hand_points"]),
                               list(ev["totals"]), ev["round"], winner,
                               Game(self.state).target, auto=self.demo or self.human is None,
                               centre=self.places.layout.scores_centre)

    def browse_pile(self, title: str, cards, draw_face=None, centre=None):
        """The kit's pile browser over the middle of the table in its room."""
        return super().browse_pile(title, cards, draw_face,
                                   centre or self.places.layout.browser_centre)

    # the kit's zoom and log hooks, tuned for Magi ------------------------------------------
    def handle(self, event) -> bool:
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP) and event.button == 1:
            # a click never leads to a zoom of the card it was on (the pile after a drop):
            # only a deliberate rest of the mouse, or a right click, zooms
            self.cards.clicked(event.pos)
            self.hover_hold.reset()
            if not self.zoom_pinned:
                self.zoom_key = None
        return super().handle(event)

    def _update_zoom(self, dt: float) -> None:
        """The kit's hover-hold zoom, except on a card just clicked or dropped on, or
        that came under the resting mouse (``cards.hover``); never while dragging, a
        pop-up is open or a refusal is showing (the pile's list zooms its own rows)."""
        if self.zoom_pinned:
            return
        hovered = None
        if self.drag.dragging is None and self.popup is None and not self.drag.message:
            hovered = self.card_under(self.mouse)
        self.zoom_key = self.hover_hold.update(dt, self.cards.hover(hovered, self.mouse))

    def log_toggled(self, collapsed: bool) -> None:
        """Hiding the log gives its column to the table."""
        self.places.widen(self.widen_with_log and collapsed)
