"""The Magecraft table ("gem-bag view"): one human against AI mages, or AI only (demo).

Made of the kit's table (scenes.kit.parts_table.PartsTable: the session, the seats, the
event pipeline with the drawn state, the log, the zoom, the AI seats) and the game's
named parts, each given only what it uses:

    stage     table_stage.Stage          the discard being chosen, the attack's target
    sacks     table_sacks.Sacks          each seat's bag of gems (cosmetic physics)
    places    table_places.Places        where a seat's zones are (by the kit's seats)
    faces     table_faces.Faces          spellbook and Academy card faces
    handlers  table_anim.MagecraftHandlers  the engine's events as animations
    input     table_input.MagecraftInput    drags, clicks, buttons, Space, named places
    cards     table_cards.MagecraftCards    what is under the mouse, and its zoom text
    drawer    table_draw.MagecraftDrawer    the table drawn from the drawn state

plus the tally (table_stage.Tally: the score by turn, the golden gem) that the record's
replay rebuilds. The engine state is the truth; the scenes read it, and the drawn state
(the pipeline's ``shown``), through the read model ``engines.magecraft.read.Mages``.
Every input becomes an engine action; a refused move says why (the engine's reason).

The table fills the window's room (``layout``: scenes.magecraft.layout, for the room of
scenes.kit.room) and lays itself out again when the window changes size.
"""
from __future__ import annotations

import random

import pygame

from engines.magecraft import CHARACTERS, RULES
from engines.magecraft.content import CHARACTER_INDEX
from engines.magecraft.read import Mages
from scenes.kit.game_over import GameOverScene
from scenes.kit.parts import TableParts
from scenes.kit.parts_table import PartsTable
from scenes.kit.room import room_of
from scenes.kit.seats import Seats
from scenes.kit.setup import TableFrame, TableSpec
from scenes.kit.zoom import CardZoom
from scenes.magecraft import layout as L
from scenes.magecraft.table_anim import AI_PACE, MagecraftHandlers, Pace
from scenes.magecraft.table_cards import MagecraftCards
from scenes.magecraft.table_draw import MagecraftDrawer
from scenes.magecraft.table_faces import Faces
from scenes.magecraft.table_input import MagecraftInput
from scenes.magecraft.table_places import Places
from scenes.magecraft.table_sacks import Sacks
from scenes.magecraft.table_stage import Stage, Tally

AI_NAMES = ("Bram", "Ivy", "Orla", "Tamsin")

__all__ = ["MagecraftTable", "MagecraftGameOver", "config"]


class MagecraftGameOver(GameOverScene):
    subtitle = "Score gems by round ({target} score gems win, or be the last mage standing):"
    x_label = "round"
    target_label = "{target}: wins"
    lower_wins = False


def config(options: dict, seats: Seats, seed: int) -> dict:
    """The engine config. The human gets the mage of the option "character"; the AI
    seats get different mages, chosen at random (seeded by the game's ``seed``, so a
    replay of the record deals the same ones)."""
    cfg = {"players": seats.players, "names": list(seats.names)}
    for k in ("characters", "academy", "turn_limit", "mastering"):
        if k in options:
            cfg[k] = options[k]
    mine = options.get("character")
    if "characters" not in cfg and seats.human is not None and mine in CHARACTER_INDEX:
        others = [c.key for c in CHARACTERS if c.key != mine]
        random.Random(seed).shuffle(others)
        ai = iter(others)
        cfg["characters"] = [mine if q == seats.human else next(ai)
                             for q in range(seats.players)]
    return cfg


def opening(state, seats: Seats) -> str:
    m = Mages(state)
    return "A new game of Magecraft: " + ", ".join(
        f"{seats.name(q)} ({m.character(q).name})" for q in range(seats.players)) + "."


def restored(state, seats: Seats) -> str:
    return f"Game restored at turn {Mages(state).turn + 1}."


class MagecraftTable(PartsTable):
    fills_room = True
    spec = TableSpec(
        rules=RULES, game_key="magecraft", ai_names=AI_NAMES, ai_pace=AI_PACE,
        ai_salt=lambda state: Mages(state).turn,
        frame=TableFrame(log=L.LOG, undo=L.UNDO, menu=L.MENU, log_foot=L.LOG_FOOT),
        game_over_class=MagecraftGameOver, opening=opening, restored=restored,
        # tutorial hooks: action_filter(actions) -> reason | None sees every gesture of
        # the human (a list of engine actions) after the engine found it legal
        filter_takes_gestures=True)
    fast_ai_share = 1.0      # ai_pace already follows "Fast AI turns" (the kit's
                             # shortening is not applied twice)

    def build(self) -> TableParts:
        shown = self.drawn
        self.layout = L.layout_for(room_of(self))
        self.tally = tally = Tally()
        self.stage = stage = Stage()
        self.sacks = sacks = Sacks(self.seats, lambda: self.seed, lambda: self.record,
                                   lambda: self.layout)
        self.places = places = Places(self.seats, shown, self.academy, sacks, stage,
                                      lambda: self.layout)
        self.faces = faces = Faces()
        self.pace = Pace(self.options, self.app, self.seats)
        self.pipeline.narrate = None          # each handler words its own line
        handlers = MagecraftHandlers(self, places, sacks, tally, faces, self.pace,
                                     self._narrate, self._take_from_pos)
        self.pipeline.on_sync.append(lambda snapshot: sacks.synced(Mages(snapshot)))
        self.input_part = inp = MagecraftInput(self, self, places, stage, sacks, faces,
                                               self.demo)
        self.cards = cards = MagecraftCards(self, places, faces)
        zoom = CardZoom(self.zoomer, cards, top_limit=self.layout.ZOOM_TOP)
        self.drawer = MagecraftDrawer(self, places, stage, tally, sacks, faces, inp, zoom,
                                      self.demo)
        self._place_frame()
        return TableParts(drawer=self.drawer, input=inp, cards=cards, handlers=handlers,
                          more=(stage, sacks, places, faces))

    def record_side(self, seat: int) -> str:
        """The character ``seat`` played (a random one as drawn), for the player's record
        (scenes.kit.record_keep)."""
        return Mages(self.state).character(seat).name

    # the room --------------------------------------------------------------------------
    def on_resize(self) -> None:
        """The window changed size: the table is laid out again in its new room (the
        log, the buttons, the bags move; the still background is drawn again)."""
        lay = L.layout_for(room_of(self))
        if lay is self.layout:
            return
        self.layout = lay
        self._place_frame()
        self.input_part.laid_out()
        self.sacks.laid_out()
        self.drawer.zoom.top_limit = lay.ZOOM_TOP

    def _place_frame(self) -> None:
        """The kit's controls at their places in the table's layout: the log's column
        (its header at the column's foot while it is hidden), Undo and Menu."""
        lay = self.layout
        self.log.full_rect = pygame.Rect(lay.LOG_FOOT if self.log.collapsed else lay.LOG)
        self.log._dirty = True
        self.undo_button.rect = pygame.Rect(lay.UNDO)
        self.menu_button.rect = pygame.Rect(lay.MENU)

    def log_toggled(self, collapsed: bool) -> None:
        """The hidden log keeps its header at the foot of the column (the room's)."""
        self._place_frame()

    def drawn(self) -> Mages:
        """The drawn state (the pipeline's snapshot) through the read model."""
        return Mages(self.shown)

    def academy(self) -> L.AcademyLayout:
        """The Academy's layout: the whole right-hand column while the log is hidden."""
        lay = self.layout
        return lay.academy_tall if self.log.collapsed else lay.academy_small

    # the pace: "Fast AI turns" (the table option, else the setting) ------------------------
    @property
    def ai_pace(self) -> float:
        """Seconds between two AI moves at normal animation speed."""
        return self.pace.ai_pace

    @ai_pace.setter
    def ai_pace(self, value: float) -> None:
        """The spec's pace (AI_PACE) is the pace without "Fast AI turns": ``pace``
        knows both."""

    # the game ------------------------------------------------------------------------
    def _init_seats(self, players: int, seed, record, names) -> None:
        """The kit's seats; a saved game keeps the human's mage for a restart."""
        if record is not None:
            chars = record.config.get("characters")
            if chars and self.human is not None and "character" not in self.options:
                mine = chars[self.human]
                self.options["character"] = (mine if isinstance(mine, str)
                                             else CHARACTERS[int(mine)].key)
        super()._init_seats(players, seed, record, names)

    def _config(self) -> dict:
        """The engine config (``config``: the AI seats' mages follow the game's seed)."""
        return config(self.options, self.seats, self.seed)

    def _replay(self, actions, initial=None):
        """The record's actions again, the tally (scores by turn, the golden gem) with
        them."""
        self.tally.begin(self.players)
        return self.session.replay(actions, initial, self.tally.replayed)

    def _applied(self, events) -> None:
        self.stage.picking_target = False
        if any(e["type"] == "TurnBegan" for e in events):
            self.tally.scores(self.state)
        self.stage.discard_pick = []

    def _game_over_chart(self, res) -> tuple:
        """Score gems gained per round (a round: every player's turn)."""
        return self.tally.chart(self.state, self.players, Mages.win_score)

    # what the input part may ask (scenes.magecraft.table_learn.MagecraftActions) -------------
    def gesture_reason(self, actions) -> str | None:
        """Why the gesture ``actions`` may not be played now (None: it may)."""
        return self._sequence_reason(actions)

    def play_gesture(self, actions, pos=None) -> None:
        """Apply ``actions`` (already checked) as one decision of the human: Undo takes
        them back together. A gem paid, spent on the cantrip or discarded flies from
        ``pos`` (where it was dropped)."""
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

    def open_popup(self, popup) -> None:
        """A look over the table (nothing held, no zoom)."""
        self.drag.cancel()
        self.zoom_key, self.zoom_pinned = None, False
        self.popup = popup

    def _take_from_pos(self):
        """Where the human's gesture being applied started (once: then None)."""
        pos, self._from_pos = getattr(self, "_from_pos", None), None
        return pos

    # undo ----------------------------------------------------------------------------
    def undo(self) -> None:
        """The kit's undo of the human's last decision (a whole gesture), after joining
        what a save without decision marks split: the steps of a learn are never a
        decision of their own."""
        self.stage.reset()          # no discard being chosen, no attack waiting
        if self.can_undo():
            self._join_learn()
        super().undo()

    def _join_learn(self) -> None:
        """A last decision that starts with a learn's payment or its placing (a game
        continued from an older save): it starts at the "learn" before them."""
        session = self.session
        start = session.undo_point()
        acts, actors, me = self.record.actions, self.actors, self.human
        if acts[start][0] not in ("pay", "place"):
            return
        k = start
        while k > 0 and actors[k - 1] == me and acts[k - 1][0] == "pay":
            k -= 1
        if k > 0 and actors[k - 1] == me and acts[k - 1][0] == "learn":
            k -= 1
            session.decisions = [i for i in session.decisions if i < k] + [k]
