"""The Magi-Nation Duel table: one human against AI seats (or AI only, for the demo).

Made of the kit's table (scenes.kit.parts_table.PartsTable: the session, the seats, the
event pipeline with the drawn view, the log, the zoom, the AI seats) and the game's
named parts, each given only what it uses:

    places    table_places.Places          where every card and zone lies (by the seats)
    stage     table_stage.Stage            lunges, cards in flight, numbers, passed steps
    faces     table_faces.Faces            card faces as the viewer sees them
    handlers  table_anim.MagiNationHandlers  the engine's events as animations
    cards     table_cards.MagiNationCards    what is under the mouse, and its zoom text
    input     table_input.MagiNationInput    drags, clicks, the step button, pop-ups
    drawer    table_draw.MagiNationDrawer    the table drawn from the drawn view

The engine state is the truth; what is drawn is the pipeline's ``shown``: the human's
view of the state (hidden cards have no identity there; the full state only in the
AI-only demo), patched as the animations play and taken afresh once they have. The
scenes read both through the read model ``engines.magination.read.Board``. Every input
becomes an engine action; refused moves say why (RULES.why_illegal). Tutorial hooks as
on every table: ``action_filter``, ``element_rect(name)``, ``listeners`` and
``draw_hooks``.
"""
from __future__ import annotations

import pygame

from engines.magination import RULES
from engines.magination.read import Board
from scenes.kit.game_over import GameOverScene
from scenes.kit.parts import TableParts
from scenes.kit.parts_table import PartsTable
from scenes.kit.room import room_of
from scenes.kit.seats import Seats
from scenes.kit.setup import TableFrame, TableSpec
from scenes.kit.zoom import CardZoom
from scenes.magination import layout as L
from scenes.magination.table_anim import MagiNationHandlers
from scenes.magination.table_cards import MagiNationCards
from scenes.magination.table_draw import STEP_LABELS, MagiNationDrawer
from scenes.magination.table_faces import Faces
from scenes.magination.table_input import MagiNationInput
from scenes.magination.table_places import Places
from scenes.magination.table_stage import Stage, energy_chart

__all__ = ["MagiNationTable", "MagiNationGameOver", "AI_NAMES", "STEP_LABELS"]

AI_NAMES = ("Bram", "Ivy", "Orla", "Tamsin")
AI_PACE = 0.45
ENGINE_KEYS = ("first_player", "fixed_order", "strict", "dice", "turn_limit")
TB = L.TOPBAR_RECT


class MagiNationGameOver(GameOverScene):
    subtitle = "Magi left decide the game. Energy in play at each turn's start:"
    x_label = "turn"
    target_label = "peak {target}"
    lower_wins = False


class MagiNationDraw(MagiNationGameOver):
    subtitle = ("A draw: the last Magi fell at the same time. Energy in play at each "
                "turn's start:")


def config(options: dict, seats: Seats) -> dict:
    """The engine config: the setup's decks (one per seat) and engine options."""
    cfg = {"players": seats.players, "names": list(seats.names)}
    decks = options.get("decks")
    if decks:
        cfg["decks"] = list(decks)
    for k in ENGINE_KEYS:
        if k in options:
            cfg[k] = options[k]
    return cfg


def restored(state, seats: Seats) -> str:
    return f"Game restored: turn {Board(state).turn}."


class MagiNationTable(PartsTable):
    spec = TableSpec(
        rules=RULES, game_key="magination", ai_names=AI_NAMES, ai_pace=AI_PACE,
        ai_salt=lambda state: Board(state).turn * 7 + Board(state).step,
        frame=TableFrame(log=L.LOG_RECT, undo=(TB.x + 10, TB.bottom - 40, 118, 32),
                         menu=(TB.right - 128, TB.bottom - 40, 118, 32)),
        game_over_class=MagiNationGameOver, config=config, restored=restored)
    log_column_to_table = True      # the tutorial keeps it: its call-out lives there
    fills_room = True               # laid out for the window's room (scenes.kit.room)

    def build(self) -> TableParts:
        self.pipeline.narrate = None        # the handlers word the events (table_anim)
        shown = self.board
        self.places = places = Places(self.seats, shown, room=lambda: room_of(self))
        self._place_frame()
        self.stage = stage = Stage(self.speed)
        self.faces = faces = Faces(shown)
        pipeline = self.pipeline
        handlers = MagiNationHandlers(self, places, stage, faces, narrate=self._narrate,
                                      after=lambda: pipeline.after,
                                      moves=lambda: len(self.record.actions))
        pipeline.on_sync.append(lambda snapshot: stage.synced())
        self.cards = cards = MagiNationCards(self, places, faces)
        self.input_part = inp = MagiNationInput(
            self, self, places, stage, faces, cards.card_under,
            fixed={"undo_button": self.undo_button, "menu_button": self.menu_button})
        self.step_button = inp.step_button
        self.drawer = MagiNationDrawer(
            self, places, stage, faces, inp, CardZoom(self.zoomer, cards, top_limit=380),
            mode=lambda: "AI demo" if self.demo else self.difficulty)
        return TableParts(drawer=self.drawer, input=inp, cards=cards, handlers=handlers,
                          more=(places, stage, faces))

    def board(self) -> Board:
        """The drawn view (the pipeline's snapshot) through the read model."""
        return Board(self.shown)

    # the game's words and its end ------------------------------------------------------------
    def _describe(self, action) -> str | None:
        if action[0] == "end_step":
            return None          # ending a step is not worth a log line
        return self.rules.describe(self.state, action, self.human)

    def _narrate(self, event) -> str | None:
        """The log line of an event: a step that passes by itself is said on the human's
        turn only (on the others' turns the step bar shows it). The live log and the log
        rebuilt on Continue both come from here."""
        if event.get("type") == "StepPassed" and event.get("player") != self.human:
            return None
        return self.rules.narrate(self.state, event, self.human)

    def _final_result(self, res) -> None:
        """A draw (the last Magi fell together) says so on the game-over screen."""
        self.game_over_class = MagiNationDraw if "draw" in (res.get("reason") or "") \
            else MagiNationGameOver

    def _game_over_chart(self, res) -> tuple:
        """Energy in play at each turn's start: the first row, then the changes."""
        return energy_chart(self.rules, self.record, res)

    # the log's column and the room --------------------------------------------------------
    def log_toggled(self, collapsed: bool) -> None:
        """Hiding the log gives its column to the table (the layout widens); showing it
        takes the column back."""
        self._relayout()

    def on_resize(self) -> None:
        """The window changed: the table is laid out again for its room (the right-hand
        column at its right edge, the hand at its bottom, the play area between)."""
        self._relayout()

    def _relayout(self) -> None:
        if self.places.relayout(self.log.collapsed and self.log_column_to_table):
            self.input_part.relayout()
            self.drawer.relayout()
            self._place_frame()

    def _place_frame(self) -> None:
        """The kit's controls (the log's column, Undo and Menu) where the layout has them."""
        layout = self.places.layout
        if self.log.full_rect.size != layout.log_rect.size \
                or self.log.full_rect.x != layout.log_rect.x:
            self.log.full_rect = pygame.Rect(layout.log_rect)
            self.log._dirty = True
        self.undo_button.rect = pygame.Rect(layout.undo_rect)
        self.menu_button.rect = pygame.Rect(layout.menu_rect)
