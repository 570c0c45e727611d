"""The Arena table: the Duel, the Skirmish (2 against 2) and the Melee (3-5) on a 2.5D hex
battlefield, one human against the AI seats (or with an AI partner, in the Skirmish), or
the AI alone, in the demo. At 2 seats the side column holds the opponent's panel above
yours; at 3-5 it stacks a compact panel per seat (scenes.arena.layout.seat_stack), the
player after you at the top, yours at the foot.

The engine state is the truth; ``shown`` is what is drawn (the human's view), lagging
behind while the animation queue plays the engine's events and replaced by a fresh view
at the end of every action. Every pending choice comes from ``RULES.decision(state)``:
the free turn is played with gestures on the battlefield (drag a figure to move or
attack, drag a card from the reserve to summon, click a spell to play it); choices of a
space or a figure are answered on the battlefield, the others in the kit's pop-ups.

This module is the controller (setup, engine look-ups, the per-frame update, named
places for tests); input, animations and drawing are the mixins of ``table_input``,
``table_anim`` and ``table_draw``.
"""
from __future__ import annotations

import random

import pygame

from app.ui import palette
from app.ui.cards import CardFaceCache
from app.ui.widgets import Button
from engines.arena import RULES
from engines.arena.content import PLANESWALKERS
from engines.arena.state import FIELD
from engines.core.replay import Record
from scenes.arena import layout as L
from scenes.arena import panels as P
from scenes.arena.table_anim import ArenaAnimations
from scenes.arena.table_draw import ArenaDrawing
from scenes.arena.table_input import ArenaInput
from scenes.arena.terrain import Terrain
from scenes.arena.view import Camera
from scenes.kit.game_over import GameOverScene
from scenes.kit.table import TableScene

AI_NAMES = ["Bram", "Ivy", "Tomas", "Oona", "Kael"]
TURN_EVENTS = ("TurnBegan", "TurnPassed")       # a turn on the track (the chart's x)


class ArenaGameOver(GameOverScene):
    subtitle = "Points on the battlefield, turn by turn (destroy the other Planeswalker to win):"
    x_label = "turn"
    target_label = ""          # no target line: the Planeswalker decides
    lower_wins = False

    def _chart(self, rect: pygame.Rect) -> pygame.Surface:
        """The kit's chart; with no point scored at all (a Melee nobody held a purple
        space at), an empty plot that says so (the kit's would divide by zero)."""
        from scenes.kit.game_over import cumulative
        series = cumulative(self.round_scores, len(self.names))
        if self.target or any(v for row in series for v in row):
            return super()._chart(rect)
        surf = pygame.Surface(rect.size, pygame.SRCALPHA)
        plot = pygame.Rect(44, 14, rect.w - 60, rect.h - 50)
        pygame.draw.rect(surf, (20, 24, 34, 255), plot, border_radius=6)
        from app.ui import text
        img = text.render("No points scored", 16, palette.TEXT_DIM)
        surf.blit(img, img.get_rect(center=plot.center))
        return surf


SUBTITLES = {
    "skirmish": "{result} Points on the battlefield, turn by turn:",
    "melee": "{result} Points on the purple spaces, turn by turn:",
}


def game_over_class(scenario: str, result: str) -> type:
    """The game-over screen of a scenario: the Skirmish says which team won, the Melee
    charts the points on the purple spaces."""
    if scenario not in SUBTITLES:
        return ArenaGameOver
    sub = SUBTITLES[scenario].format(result=result).replace("{", "{{").replace("}", "}}")
    return type("ArenaGameOver_" + scenario, (ArenaGameOver,), {"subtitle": sub})


class ArenaTable(ArenaInput, ArenaAnimations, ArenaDrawing, TableScene):
    rules = RULES
    game_key = "arena"
    ai_names = AI_NAMES
    ai_salt = staticmethod(lambda state: state.turn)
    ai_pace = 0.35               # a turn is many small actions (summons, puts, moves)
    out_banner_at = (L.BOARD.centerx, L.BOARD.y + 6)   # "You are out": over the battlefield
    game_over_class = ArenaGameOver
    # told by the action's own log line, or shown by the view drawn after the action
    ignored_events = frozenset({
        "GameStarted", "FirstPlayerChosen", "LibraryShuffled", "CardMoved", "NoDraw",
        "TurnEnded", "CardChosen", "Summoned", "SpellPlayed", "AuraAttached",
        "HiddenEnchantPlaced", "Buffed", "CardToBottom", "ControlTaken", "ControlReturned",
        "AbilityUsed", "GlyphTurned", "GlyphRemoved", "GlyphTaken", "SpellDiscarded",
        "CardDestroyed", "ReturnedToReserve", "PlaneswalkerDestroyed", "MindStealer",
        "AttackRedirected", "AttackCancelled", "CounterStrike", "SpellCountered",
        "HiddenEnchantFlipped", "Healed", "TurnPassed"})

    def __init__(self, app, players: int = 2, difficulty: str = "normal",
                 options: dict | None = None, seed: int | None = None,
                 human_seat: int | None = 0, demo: bool = False,
                 inline_ai: bool | None = None, record: Record | None = None,
                 names: list[str] | None = None, autosave: bool | None = None,
                 mode: str = "game") -> None:
        super().__init__(app)
        self._init_session(options, demo, human_seat, difficulty, mode, autosave)
        players = max(RULES.min_players, min(RULES.max_players, int(players)))
        self._init_seats(players, seed, record, names)
        self.me = self.human if self.human is not None else 0
        self.opp = (self.me + 1) % self.players      # the Duel's opponent; the next seat
        self._init_table(log_rect=L.LOG, undo_rect=L.UNDO, menu_rect=L.MENU,
                         inline_ai=inline_ai, on_click=self._on_item_click)
        self.drag.preview = None
        self.army_faces = CardFaceCache(P.draw_army_face)
        self.spell_faces = CardFaceCache(P.draw_spell_face)
        self.board_area = pygame.Rect(L.BOARD)
        self.cam: Camera | None = None
        self.terrain: Terrain | None = None
        self.overlay = False            # level numbers on every hex
        self.ruler_on = False           # the line-of-sight ruler (R held, or its button)
        self.ruler_from: int | None = None
        self.ruler_held = False          # ... while R is held down
        self._build_buttons()
        self._start(record)

    # setup ---------------------------------------------------------------------------
    def _config(self) -> dict:
        cfg: dict = {"players": self.players, "names": list(self.names)}
        for k in ("armies", "turns", "scenario", "teams"):
            if k in self.options:
                cfg[k] = self.options[k]
        armies = cfg.get("armies")
        if isinstance(armies, list) and len(armies) == self.players and self.me != 0 \
                and self.human is not None:     # the setup lists yours first
            cfg["armies"] = armies[1:self.me + 1] + [armies[0]] + armies[self.me + 1:]
        walkers = self.options.get("planeswalkers")
        if "armies" not in cfg and walkers:
            cfg["armies"] = self._armies_for(list(walkers))
        return cfg

    def _armies_for(self, walkers: list) -> list:
        """One Planeswalker per seat: the human's choice first, then the AI seats' in the
        order of play ("random" or missing: a different one, chosen by the game's seed so
        a replay deals the same)."""
        order = [(self.me + k) % self.players for k in range(self.players)]
        rng = random.Random(self.seed)
        pool = list(PLANESWALKERS)
        out = [""] * self.players
        used: list = []
        for k, seat in enumerate(order):
            want = walkers[k] if k < len(walkers) else "random"
            if want not in pool:
                free = [w for w in pool if w not in used] or pool
                want = rng.choice(free)
            used.append(want)
            out[seat] = want
        return out

    # seats ---------------------------------------------------------------------------
    @property
    def multi(self) -> bool:
        """A table of 3-5 seats (compact seat panels)."""
        return self.players > 2

    def scenario_key(self) -> str:
        return getattr(self.state, "scenario", "duel")

    def team_index(self, seat: int) -> int | None:
        """Seat's team (0, 1) in a game with teams, else None."""
        for i, team in enumerate(self.state.config.get("teams") or ()):
            if seat in team:
                return i
        return None

    def partners(self) -> list:
        """Your teammates (their hands are yours to see)."""
        if self.human is None:
            return []
        return list(RULES.teammates(self.state, self.me))

    def shown_out(self) -> set:
        """The seats out in the view drawn (the kit's ``seats_out`` reads the state)."""
        return RULES.seats_out(self.shown)

    def seat_look(self, seat: int) -> tuple:
        """(colour, mark) of a seat: the Duel's gold and blue with your dot and the
        opponent's cross; at 3-5 seats a colour and a symbol each (the Skirmish: the
        team's colour, each seat its symbol)."""
        from scenes.arena import figures as FG
        if not self.multi:
            mine = seat == self.me and self.human is not None
            return FG.SEATS[seat % 2], "dot" if mine else "cross"
        team = self.team_index(seat)
        colour = FG.TEAM_COLOURS[team] if team is not None \
            else FG.SEAT_COLOURS[seat % len(FG.SEAT_COLOURS)]
        return colour, FG.SEAT_MARKS[seat % len(FG.SEAT_MARKS)]

    def seat_order(self) -> list:
        """The seat panels top to bottom: the seat after yours first, in the order of play,
        yours at the foot."""
        n = self.players
        return [(self.me + 1 + k) % n for k in range(n)]

    def seat_panel(self, seat: int) -> pygame.Rect:
        if not self.multi:
            return L.seat_rect(seat != self.me)
        return L.seat_stack(self.players)[self.seat_order().index(seat)]

    def _start(self, record: Record | None) -> None:
        self.queue.clear()
        self.ai.cancel()
        self.popup = None
        self.log.clear()
        self.game_over_shown = False
        self._legal_cache = None
        self.selected = None
        self.put_front = None
        self.anim_pos: dict = {}        # figure -> (x, y, z) while it moves
        self.anim_off: dict = {}        # figure -> (dx, dy) screen offset (a lunge)
        self.falling: dict = {}         # figure -> 0..1 (tipping over)
        self.dropping: dict = {}        # figure -> height above its hex (placed)
        self.flashes: list = []         # cosmetic effects drawn over the battlefield
        self.points_log: list = []
        self._plans: dict = {}
        if record is not None:
            self.session.restore(record, self._replay)
            self.log.add(f"Game restored at turn {self.state.turn}.", palette.TEXT_DIM)
            self._new_view()
            if self.state.to_move is None:
                self.queue.push_call(self.show_game_over)
        else:
            events = self.session.new(self._config(), self.seed)
            self.points_log = [[0] * self.players]
            self._new_view()
            name = RULES.scenario(self.state).get("name", "The Duel")
            name = name[4:] if name.startswith("The ") else name
            self.log.add(f"A new {name}: " + ", ".join(
                f"{self.names[q]} ({P.army_name(self.state, self.state.pw[q])})"
                for q in range(self.players)) + ".", palette.ACCENT)
            self._play_events(events)

    def _new_view(self) -> None:
        self.shown = self.view_state()
        board = self.state.board
        if self.terrain is None or self.terrain.board is not board:
            self.terrain = Terrain(board)
        self.cam = Camera(board, self.board_area, self._home_rotation())
        self.cam.fit_zoom()
        self._targets_key = None

    def _home_rotation(self) -> int:
        """Your Planeswalker's side of the battlefield nearest to you (at the foot of
        the view); before it is placed, the orange zone."""
        s = self.shown
        b = s.board
        f = s.c_figs[s.pw[self.me]][0]
        h = s.f_hex[f]
        if h >= 0 and b.y[h] < sum(b.y) / b.n:
            return 3
        return 0

    def _replay(self, actions, initial=None):
        self.points_log = [[0] * self.players]
        return self.session.replay(actions, initial, self._log_points)

    def _log_points(self, state, events) -> None:
        if any(e["type"] in TURN_EVENTS for e in events):
            self.points_log.append([state.score(p) for p in range(state.players)])

    def _applied(self, events) -> None:
        self._plans = {}
        self.put_front = None
        if any(e["type"] in TURN_EVENTS for e in events):
            self.points_log.append([self.state.score(p) for p in range(self.players)])
            self.selected = None

    def _show_state(self) -> None:
        self._sync()
        self.selected = None
        self.put_front = None
        self._plans = {}

    def _build_buttons(self) -> None:
        self.end_button = Button(L.END, "End turn [Space]", self._end_turn, size=14)
        self.stop_button = Button(L.STOP, "Stop", self._stop, size=15)
        self.ability_button = Button(L.ABILITY, "Ability", self._ability, size=13)
        vb = L.view_buttons(self.board_area)
        self.view_buttons = [
            Button(vb[0], "Q", lambda: self.rotate(-1), size=14, tooltip="Turn the view left"),
            Button(vb[1], "E", lambda: self.rotate(1), size=14, tooltip="Turn the view right"),
            Button(vb[2], "Levels", self.toggle_overlay, size=12),
            Button(vb[3], "Ruler", self.toggle_ruler, size=12),
            Button(vb[4], "Fit", self.fit_view, size=12)]
        own = [self.end_button, self.stop_button, self.ability_button]
        self.buttons = own + self.view_buttons + self.buttons
        if self.demo:
            for b in own:
                b.visible = False

    # the view ------------------------------------------------------------------------
    def rotate(self, step: int) -> None:
        """Turn the view by 60° (the old view fades out over the new one)."""
        screen = getattr(self.app, "screen", None)
        if screen is not None and self.app.stack.top is self:
            try:                          # the last frame's battlefield
                self._fade = [screen.subsurface(self.board_area).copy(), 1.0]
            except (pygame.error, ValueError):
                self._fade = None
        self.cam.rotate(step)
        if self.cam.pan == [0.0, 0.0] and getattr(self, "_fitted", True):
            self.cam.fit_zoom()           # the whole battlefield, turned, still fits
        self._targets_key = None

    def toggle_overlay(self) -> None:
        self.overlay = not self.overlay

    def toggle_ruler(self) -> None:
        self.ruler_on = not self.ruler_on
        self.ruler_from = None
        if self.ruler_on:
            self.show_message("Ruler: click a figure or a space, then hover another "
                              "(or hold R)", 3.0, hint=True)

    def fit_view(self) -> None:
        self._fitted = True
        self.cam.reset()
        self.cam.fit_zoom()
        self._targets_key = None

    def log_toggled(self, collapsed: bool) -> None:
        """Hiding the log gives its column to the battlefield."""
        self.board_area = pygame.Rect(L.BOARD_WIDE if collapsed else L.BOARD)
        self.log.full_rect = pygame.Rect(L.LOG)
        if self.cam is not None:
            self.cam.area = pygame.Rect(self.board_area)
            self.cam.clamp()
        for b, r in zip(self.view_buttons, L.view_buttons(self.board_area)):
            b.rect = r
        self._targets_key = None

    # engine look-ups -----------------------------------------------------------------
    def field_figures(self, s=None) -> list:
        s = s or self.shown
        return [f for f in range(len(s.f_card)) if s.f_zone[f] == FIELD and s.f_hex[f] >= 0]

    def _narrate(self, event) -> str | None:
        if event.get("type") == "SpellCast":
            return None          # the action's own line said it ("plays ... face down")
        return super()._narrate(event)

    def _final_result(self, res) -> None:
        """The game-over screen says the team result (the Skirmish) or charts the points
        on the purple spaces (the Melee)."""
        sc = self.scenario_key()
        result = ""
        winners = sorted(res.get("winners") or [])
        teams = [sorted(t) for t in self.state.config.get("teams") or ()]
        if sc == "skirmish" and winners in teams:
            k = teams.index(winners) + 1
            who = " and ".join(self.names[q] for q in winners)
            result = f"Team {k} ({who}) wins."
        elif sc == "skirmish":
            result = "The teams share the win."
        elif sc == "melee" and winners:
            best = max(res["scores"]) if res.get("scores") else 0
            result = f"Most points on the purple spaces: {best}."
        self.game_over_class = game_over_class(sc, result)

    def _game_over_chart(self, res) -> tuple:
        rows = list(self.points_log)
        final = [self.state.score(p) for p in range(self.players)]
        if not rows or rows[-1] != final:
            rows.append(final)
        incs = [[b[i] - a[i] for i in range(self.players)] for a, b in zip(rows, rows[1:])]
        return res["scores"], incs or [[0] * self.players], 0

    def tick(self, dt: float) -> None:
        self.time += dt
        self.queue.update(dt)
        self.drag.update(dt)
        self.flashes = [f for f in self.flashes if not f.update(dt)]
        fade = getattr(self, "_fade", None)
        if fade is not None:
            fade[1] -= dt / 0.25
            if fade[1] <= 0:
                self._fade = None
        self._update_targets()
        self._update_buttons()
        if not self.queue.busy:
            self._drive_ai(dt)
            self._ask_popup()
        self._update_zoom(dt)
        self._note_zoom()

    def _update_buttons(self) -> None:
        legal = self.human_legal() if self.popup is None else []
        self.end_button.visible = not self.demo and ("end",) in legal
        d = self.decision() if self.can_act() else None
        stop = d is not None and d.is_choice and ("done",) in d.options and self.popup is None
        self.stop_button.visible = not self.demo and stop
        abil = [a for a in legal if a[0] == "ability"]
        self.ability_button.visible = not self.demo and bool(abil)
        if abil:
            self.ability_button.label = P.ability_name(self.state, abil[0][1])
        self.undo_button.enabled = self.can_undo()

    # tests and tutorials ---------------------------------------------------------------
    def element_rect(self, name: str) -> pygame.Rect | None:
        """Named places: "hex:<id>" (its top face's bounds), "fig:<figure>" (its standee),
        "card:<army card>", "spell:<index in your hand>", "grave:<seat>", "head:<seat>"
        (a seat panel's header: hovering it expands the seat), "seat:<seat>", "end", "stop",
        "ability", "rotate_left", "rotate_right", "levels", "ruler", "fit". None when
        absent."""
        kind, _, arg = name.partition(":")
        try:
            if kind == "hex":
                return self.hex_shape(int(arg)).bounds.copy()
            if kind == "fig":
                r = self.figure_rect(int(arg))
                return r.copy() if r is not None else None
            if kind == "card":
                return self.card_rect(int(arg))
            if kind == "spell":
                rects = L.hand_rects(len(self.shown.hand[self.me]))
                return rects[int(arg)].copy()
            if kind == "grave":
                return self.grave_rect(int(arg)).copy()
            if kind == "head":
                return self.head_rect(int(arg)).copy()
            if kind == "seat":
                return self.seat_panel(int(arg)).copy()
        except (ValueError, IndexError, KeyError):
            return None
        named = {"end": self.end_button, "stop": self.stop_button,
                 "ability": self.ability_button, "rotate_left": self.view_buttons[0],
                 "rotate_right": self.view_buttons[1], "levels": self.view_buttons[2],
                 "ruler": self.view_buttons[3], "fit": self.view_buttons[4]}
        b = named.get(kind)
        return b.rect.copy() if b is not None and b.visible else None
