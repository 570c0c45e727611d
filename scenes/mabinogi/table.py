"""The Mabinogi Duel lane table: you against one AI hero, or two AI heroes (demo).

Made of the kit's table (scenes.kit.parts_table.PartsTable: the session, the seats, the event pipeline
with the drawn duel, the log, the zoom, the AI seats) and the game's named parts, each
given only what it uses:

    places    table_places.Places        where a seat's things are (by the kit's seats)
    stage     table_stage.Stage          running effects, the chain as drawn, the phase
    faces     faces.Faces                card faces with their numbers
    handlers  table_anim.MabinogiHandlers  the engine's events as animations
    input     table_input.MabinogiInput    drags, buttons, Space, the counter pop-up
    cards     table_zoom.MabinogiCards     what is under the mouse, and its zoom text
    drawer    table_draw.MabinogiDrawer    the table drawn from the drawn duel

The table fills the window's room (scenes.kit.room): it lays itself out with
``layout.Layout(room_of(self))`` when it is built and again in ``on_resize``; every part
asks the places part (``places.layout``) where things are now.

The engine state is the truth; the scenes read it, and the drawn duel (the pipeline's
``shown``), through the read model ``engines.mabinogi.read.Duel``.
"""
from __future__ import annotations

import pygame

from app.ui import palette
from engines.mabinogi import DECKS, HEROES, RULES
from engines.mabinogi.rules import seat_heroes
from engines.mabinogi.read import Duel
from scenes.kit.parts import TableParts
from scenes.kit.room import room_of
from scenes.kit.seats import Seats
from scenes.kit.setup import TableFrame, TableSpec
from scenes.kit.parts_table import PartsTable
from scenes.kit.zoom import CardZoom
from scenes.mabinogi import layout as L
from scenes.mabinogi.faces import Faces
from scenes.mabinogi.game_over import MabinogiGameOver, hp_chart
from scenes.mabinogi.table_anim import AI_PACE, MabinogiHandlers
from scenes.mabinogi.table_draw import MabinogiDrawer
from scenes.mabinogi.table_input import MabinogiInput
from scenes.mabinogi.table_places import Places
from scenes.mabinogi.table_stage import Stage
from scenes.mabinogi.table_zoom import MabinogiCards

AI_NAMES = ("Morrigan", "Taliesin")
DECK_KEYS = tuple(d.key for d in DECKS)

__all__ = ["MabinogiTable", "MabinogiGameOver", "config"]


def config(options: dict, seats: Seats) -> dict:
    """The engine config: the setup's decks are [yours, theirs] (table order); the
    house rules' keys pass as they are (the engine checks them)."""
    cfg: dict = {"players": 2, "names": list(seats.names)}
    decks = options.get("decks")
    if isinstance(decks, (list, tuple)) and len(decks) >= 2 and seats.human is not None:
        cfg["decks"] = [d if d in DECK_KEYS or not isinstance(d, str) else "random"
                        for d in seats.remap(decks[:2])]
    elif isinstance(decks, (list, tuple)) and len(decks) == 2:
        cfg["decks"] = list(decks)
    for k in ("first_player", "turn_limit", "two_copies", "strict"):
        if k in options:
            cfg[k] = options[k]
    return cfg


def opening(state, seats: Seats) -> str:
    duel = Duel(state)

    def who(q: int) -> str:      # a seat named after its hero: the hero's name once
        name, hero = seats.name(q), duel.hero(q).name
        return hero if hero == name or hero.startswith(name + " ") else f"{name} ({hero})"
    return "A new duel: " + " against ".join(who(q) for q in (0, 1)) + "."


def restored(state, seats: Seats) -> str:
    return f"Duel restored at turn {Duel(state).turn}."


class MabinogiTable(PartsTable):
    spec = TableSpec(
        rules=RULES, game_key="mabinogi", ai_names=AI_NAMES, players=2, ai_pace=AI_PACE,
        ai_salt=lambda state: Duel(state).turn * 16 + Duel(state).actions_left,
        frame=TableFrame(log=L.LOG, undo=L.UNDO, menu=L.MENU, log_foot=L.LOG_FOOT),
        game_over_class=MabinogiGameOver, config=config, opening=opening,
        restored=restored, chart=hp_chart)

    fills_room = True
    _told_colours: list | None = None     # the rebuilt log's event colours, in order

    def build(self) -> TableParts:
        shown = self.duel
        self.layout = L.Layout(room_of(self))
        self.places = places = Places(self.seats, shown, self.layout)
        self.stage = stage = Stage(self.speed)
        self.faces = faces = Faces(shown)
        handlers = MabinogiHandlers(self, places, stage, faces)
        self.pipeline.on_sync.append(lambda snapshot: stage.synced(Duel(snapshot)))
        self.input_part = inp = MabinogiInput(self, self, places, faces, self.asks_counter)
        self.cards = cards = MabinogiCards(self, places, stage, faces, inp.lifted)
        self.drawer = MabinogiDrawer(self, places, stage, faces, inp,
                                     CardZoom(self.zoomer, cards))
        self._lay_out(self.layout)
        return TableParts(drawer=self.drawer, input=inp, cards=cards, handlers=handlers,
                          more=(places, stage, faces))

    # the seats' names -----------------------------------------------------------------------
    names_by_hero = True       # an AI seat is named after its deck's hero (not the tutorial)

    def _seat_names(self, names, record) -> list:
        """A new duel's AI seats are named after the heroes of the decks they play (a
        random deck drawn from the seed first, as the engine will draw it: its
        ``seat_heroes``); given names and a saved game's stay, and two AI seats with
        the same hero fall back to the kit's names (AI_NAMES)."""
        kept = super()._seat_names(names, record)
        if names is not None or record is not None or not self.names_by_hero:
            return kept
        try:
            cfg = config(self.options, Seats(self.players, self.human))
            heroes = seat_heroes(cfg, self.seed)
        except ValueError:         # a bad config: the duel's set-up will say why
            return kept
        ai = [HEROES[h].name.split(" ")[0] for h in heroes]
        out = ["You" if i == self.human else ai[i] for i in range(self.players)]
        return out if len(set(out)) == len(out) else kept

    def record_side(self, seat: int) -> str | None:
        """The deck ``seat`` played, for the player's record (scenes.kit.record_keep): a
        prebuilt deck's name (a random one known by its hero); a saved deck: None (the
        config names it)."""
        decks = self.record.config.get("decks")
        chosen = decks[seat] if isinstance(decks, list) and seat < len(decks) else "random"
        if not isinstance(chosen, str):
            return None
        hero = Duel(self.state).hero(seat).key
        return next((d.name for d in DECKS if d.key == chosen
                     or (chosen == "random" and d.hero == hero)), None)

    # the room ----------------------------------------------------------------------------
    def on_resize(self) -> None:
        """The window changed: the table laid out again for its room (a new size only;
        the background is made again for the new layout or scale)."""
        room = room_of(self)
        if room != self.layout.room:
            self._lay_out(L.Layout(room))

    def _lay_out(self, layout: L.Layout) -> None:
        """Every part at its place in ``layout``: the places (which the drawer, the input
        and the zoom read), the action buttons, the log and the Undo and Menu buttons,
        and the animations (the module's layout in force)."""
        self.layout = self.places.layout = layout
        L.use(layout)
        self.input_part.relayout()
        self.log.full_rect = pygame.Rect(layout.LOG_FOOT if self.log.collapsed
                                         else layout.LOG)
        self.log._dirty = True
        self.undo_button.rect = pygame.Rect(layout.UNDO)
        self.menu_button.rect = pygame.Rect(layout.MENU)
        self.drawer.zoom.top_limit = layout.ROW_Y[1] + 96        # 360 at 1280x720

    def log_toggled(self, collapsed: bool) -> None:
        """The hidden log keeps its header at the foot of its column (this room's)."""
        self.log.full_rect = pygame.Rect(self.layout.LOG_FOOT if collapsed
                                         else self.layout.LOG)

    def browse_pile(self, title: str, cards, draw_face=None, centre=None):
        """A grave opened (the kit's pile browser) stands over this room's felt where it
        stands over the 1280x720 felt (its middle, a little to the right)."""
        felt = self.layout.FELT
        return super().browse_pile(title, cards, draw_face,
                                   centre or (500 + (felt.w - 976) // 2, felt.centery))

    # the log rebuilt by Continue ----------------------------------------------------------
    def _narrate_at(self, state, event) -> str | None:
        """An event's line for the rebuilt log (the session's narrator), its colour noted
        as the live log gives it (its player's colour, else the plain one)."""
        line = super()._narrate_at(state, event)
        if line:
            p = event.get("player")
            seat = isinstance(p, int) and not isinstance(p, bool)
            if self._told_colours is None:
                self._told_colours = []
            self._told_colours.append(palette.SEAT_COLOURS[p % 8] if seat else palette.TEXT_DIM)
        return line

    def _log_restored(self, lines) -> None:
        """The rebuilt log in the colours its lines had when they were told: an action's
        line its player's colour, an event's line its event's (the kit's rebuild greys
        every event line)."""
        colours, self._told_colours = self._told_colours or [], None
        k = 0
        for stamp, line, actor, kind in lines:
            if kind == "action":
                colour = palette.SEAT_COLOURS[actor % 8] if actor is not None else palette.TEXT
            else:
                colour = colours[k] if k < len(colours) else palette.TEXT_DIM
                k += 1
            self.log.add(line, colour, stamp=stamp)

    def asks_counter(self) -> bool:
        """May the counter question be put now (a tutorial puts it only when its step,
        or its free duel, is ready for it)?"""
        return True

    def duel(self) -> Duel:
        """The drawn duel (the pipeline's snapshot) through the read model."""
        return Duel(self.shown)
