"""The Arena table: the Duel, the Skirmish (2 against 2) and the Melee (3-5) on a 2.5D hex
battlefield, one human against the AI seats (or with an AI partner, in the Skirmish), or
the AI alone, in the demo. At 2 seats the side column holds the opponent's panel above
yours; at 3-5 it stacks a compact panel per seat (scenes.arena.layout.Layout.seat_stack),
the player after you at the top, yours at the foot. It fills the window's room
(scenes.kit.room): a wider or taller window gives the battlefield more room (its first
view and Fit fit the map to it), and a resize lays the table out again (``on_resize``).

Made of the kit's table (scenes.kit.parts_table.PartsTable: the session, the seats, the
event pipeline with the drawn battle, the log, the zoom, the AI seats) and the game's
named parts, each given only what it uses:

    view      table_view.BoardView        the battlefield's area, camera, terrain, ruler
    stage     table_stage.Stage           figures in flight, effects over the battlefield
    places    table_places.Places         where hexes, figures, seat panels and cards are
    moves     table_moves.Moves           what you may do now, the figure you aim with
    score     game_over.ScoreTrack        the scores turn by turn (the game-over chart)
    handlers  table_anim.ArenaHandlers    the engine's events as animations
    input     table_input.ArenaInput      drags, clicks, keys, buttons, the pop-ups
    cards     table_cards.ArenaCards      what card is under the mouse, and its zoom
    drawer    table_draw.ArenaDrawer      the battlefield (with table_panels.Panels
                                          around it and table_measures.Measures on it)

The engine state is the truth; the scenes read it, and the drawn battle (the pipeline's
``shown``: the human's view, lagging behind while the animations play), through the
read model ``engines.arena.read.Battle``. Every pending choice comes from
``RULES.decision(state)``: the free turn is played with gestures on the battlefield,
choices of a space or a figure are answered on the battlefield, the others in the kit's
pop-ups.
"""
from __future__ import annotations

import random

import pygame

from app.ui import palette
from app.ui.cards import CardFaceCache
from engines.arena import RULES
from engines.arena.content import PLANESWALKERS
from engines.arena.read import Battle
from scenes.arena import layout as L
from scenes.arena import panels as P
from scenes.arena.game_over import ArenaGameOver, ScoreTrack, final_screen, game_over_class
from scenes.arena.table_anim import ArenaHandlers
from scenes.arena.table_cards import TOP_LIMIT, ArenaCards
from scenes.arena.table_draw import ArenaDrawer
from scenes.arena.table_input import ArenaInput
from scenes.arena.table_measures import Measures
from scenes.arena.table_moves import Moves
from scenes.arena.table_panels import Panels
from scenes.arena.table_places import Places
from scenes.arena.table_stage import Stage
from scenes.arena.table_view import BoardView
from scenes.kit.parts import TableParts
from scenes.kit.parts_table import PartsTable
from scenes.kit.room import room_of
from scenes.kit.seats import Seats
from scenes.kit.setup import TableFrame, TableSpec
from scenes.kit.zoom import CardZoom

AI_NAMES = ("Bram", "Ivy", "Tomas", "Oona", "Kael")
AI_PACE = 0.35                  # a turn is many small actions (summons, puts, moves)

__all__ = ["ArenaTable", "ArenaGameOver", "game_over_class", "config"]
DESIGN_LAYOUT = L.Layout()      # the 1280x720 layout: the kit's frame before the room's


def config(options: dict, seats: Seats, seed=None) -> dict:
    """The engine config: the setup's armies list yours first, then the other seats in
    seat order; Planeswalkers chosen by name become armies (``seed`` chooses the AI
    seats' random ones, so that a replay deals the same)."""
    cfg: dict = {"players": seats.players, "names": list(seats.names)}
    for k in ("armies", "turns", "scenario", "teams", "build", "battlefield", "glyphs"):
        if k in options:
            cfg[k] = options[k]
    armies = cfg.get("armies")
    me = seats.me
    if isinstance(armies, list) and len(armies) == seats.players and me != 0 \
            and seats.human is not None:
        cfg["armies"] = armies[1:me + 1] + [armies[0]] + armies[me + 1:]
    walkers = options.get("planeswalkers")
    if "armies" not in cfg and walkers:
        cfg["armies"] = armies_for(list(walkers), seats, seed)
    return cfg


def armies_for(walkers: list, seats: Seats, seed) -> list:
    """One Planeswalker per seat: the human's choice first, then the AI seats' in the
    order of play ("random" or missing: a different one, chosen by the game's seed so
    a replay deals the same)."""
    rng = random.Random(seed)
    pool = list(PLANESWALKERS)
    out = [""] * seats.players
    used: list = []
    for k, seat in enumerate(seats.order):
        want = walkers[k] if k < len(walkers) else "random"
        if want not in pool:
            free = [w for w in pool if w not in used] or pool
            want = rng.choice(free)
        used.append(want)
        out[seat] = want
    return out


def opening(state, seats: Seats) -> str:
    s = Battle(state)
    sc = RULES.scenario(state)
    name = sc.get("name", "The Duel")
    name = name[4:] if name.startswith("The ") else name
    if sc.get("custom"):                 # your own scenario: the map, then its victory
        said = name[:1].lower() + name[1:]     # "destroy the Planeswalkers"
        name = f"game on {state.board.name} ({said})"
    return f"A new {name}: " + ", ".join(
        f"{seats.name(q)} ({P.army_name(s, s.planeswalker(q))})"
        for q in range(seats.players)) + "."


def restored(state, seats: Seats) -> str:
    return f"Game restored at turn {Battle(state).turn}."


class ArenaTable(PartsTable):
    spec = TableSpec(
        rules=RULES, game_key="arena", ai_names=AI_NAMES, ai_pace=AI_PACE,
        ai_salt=lambda state: Battle(state).turn,
        frame=TableFrame(log=DESIGN_LAYOUT.log, undo=DESIGN_LAYOUT.undo,
                         menu=DESIGN_LAYOUT.menu),
        game_over_class=ArenaGameOver, opening=opening, restored=restored)
    fills_room = True

    def build(self) -> TableParts:
        self.layout = L.Layout(room_of(self))
        self._frame_laid_out()
        pipeline = self.pipeline
        pipeline.word_first = False          # a line after its event's animations
        pipeline.plain = palette.TEXT
        self.army_faces = CardFaceCache(P.draw_army_face)
        self.spell_faces = faces = CardFaceCache(P.draw_spell_face)
        self.view = view = BoardView(self, self)
        self.stage = stage = Stage()
        self.places = places = Places(self, view, stage)
        self.moves = moves = Moves(self)
        self.score = score = ScoreTrack(self)
        handlers = ArenaHandlers(self, places, view, stage, faces)
        pipeline.unworded = pipeline.unworded | handlers.unworded
        pipeline.on_sync[:0] = [view.synced, stage.synced, score.synced]
        self.listeners["after_action"] += [moves.applied, score.applied]
        self.input_part = inp = ArenaInput(self, self, places, view, moves, faces)
        self.cards = cards = ArenaCards(self, places, view, moves, self.army_faces, faces)
        self.drawer = ArenaDrawer(
            self, places, view, stage, moves, Panels(self, places, moves, faces),
            Measures(self, places, view, moves),
            CardZoom(self.zoomer, cards, top_limit=self._zoom_limit()))
        self.buttons = view.buttons + self.buttons
        return TableParts(drawer=self.drawer, input=inp, cards=cards, handlers=handlers,
                          more=(view, stage, places, moves, score))

    # the room ---------------------------------------------------------------------------
    def _frame_laid_out(self) -> None:
        """The kit's controls in the room: the log's column, Undo and Menu at its right
        edge; "You are out" over the battlefield."""
        layout = self.layout
        self.log.full_rect = pygame.Rect(layout.log)
        self.log._dirty = True
        self.undo_button.rect = pygame.Rect(layout.undo)
        self.menu_button.rect = pygame.Rect(layout.menu)
        self.out_banner_at = (layout.board.centerx, layout.board.y + 6)

    def on_resize(self) -> None:
        """The window changed: the table is laid out again in its new room (the
        battlefield, its view and buttons, the buttons under it, the log's column; an
        open question's pop-up is made again over the new battlefield)."""
        room = room_of(self)
        if room == self.layout.room:
            return
        self.layout = L.Layout(room)
        self._frame_laid_out()
        self.view.laid_out()
        self.input_part.laid_out()
        self.drawer.zoom.top_limit = self._zoom_limit()
        if self.popup is not None:           # asked again over the new battlefield
            self.popup = None
            self.input_part.settled()

    def _zoom_limit(self) -> int:
        """The card zoom's anchor stays above this y (lower in a taller room)."""
        return TOP_LIMIT + self.layout.room[1] - DESIGN_LAYOUT.room[1]

    def _config(self) -> dict:
        """The engine config (the game's seed chooses the AI seats' random
        Planeswalkers)."""
        return config(self.options, self.seats, self.seed)

    def _replay(self, actions, initial=None):
        """(state, actors) after ``actions``, the scores turn by turn counted again."""
        self.score.replaying(self.session.record)
        return self.session.replay(actions, initial, self.score.note)

    def _narrate(self, event) -> str | None:
        if event.get("type") == "SpellCast":
            return None          # the action's own line said it ("plays ... face down")
        return super()._narrate(event)

    def log_toggled(self, collapsed: bool) -> None:
        """Hiding the log gives its column to the battlefield."""
        self.view.widen(collapsed)

    def _final_result(self, res) -> None:
        """The game-over screen says the team result (the Skirmish) or charts the points
        on the purple spaces (the Melee)."""
        self.game_over_class = final_screen(self.state, self.names, res)

    def _game_over_chart(self, res) -> tuple:
        return self.score.chart(res)
