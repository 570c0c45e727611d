"""The Mabinogi Duel lane table: you against one AI hero, or two AI heroes (demo).

The engine state is the truth. ``shown`` is what is drawn (the human's view of the
state): while the animation queue plays the engine's events it is patched event by
event (a hit lowers a creature's HP as the number rises, a death empties the cell as
the card shatters), and it is replaced by a fresh view at the end of every action.
Every input becomes an engine action; a refused drop says why (the engine's reason).

This module is the controller (setup, engine access, the per-frame update, named places
for tests and the tutorial); the input, animations and drawing are the mixins of
``table_input``, ``table_anim`` and ``table_draw``.
"""
from __future__ import annotations

import pygame

from app.ui import palette, text
from app.ui.cards import CardFaceCache
from app.ui.drag import Draggable
from app.ui.widgets import Button
from engines.core.replay import Record
from engines.mabinogi import COUNTER, DECKS, HEROES, RULES
from scenes.kit.game_over import GameOverScene, cumulative
from scenes.kit.popups import popup_for
from scenes.kit.table import TableScene
from scenes.mabinogi import art as A
from scenes.mabinogi import layout as L
from scenes.mabinogi.table_anim import MabinogiAnimations
from scenes.mabinogi.table_draw import MabinogiDrawing
from scenes.mabinogi.table_input import MabinogiInput

AI_NAMES = ["Morrigan", "Taliesin"]
DECK_KEYS = tuple(d.key for d in DECKS)


class MabinogiGameOver(GameOverScene):
    subtitle = "Both heroes' HP at the start of each turn (a hero at 0 HP loses):"
    x_label = "turn"
    target_label = "0 HP: defeated"
    lower_wins = False

    def _chart(self, rect: pygame.Rect) -> pygame.Surface:
        """Each hero's HP turn by turn (from the first turn's HP, not from 0): the
        rows are the HP at the first turn, then the change per turn."""
        surf = pygame.Surface(rect.size, pygame.SRCALPHA)
        series = [c[1:] for c in cumulative(self.round_scores, len(self.names))]
        n = max(1, len(series[0]) - 1)
        top = max(10, max((max(x) for x in series if x), default=10))
        top = (top + 9) // 10 * 10
        plot = pygame.Rect(44, 14, rect.w - 60, rect.h - 50)
        pygame.draw.rect(surf, (20, 24, 34, 255), plot, border_radius=6)
        step = 10 if top <= 80 else 20
        for v in range(0, top + 1, step):
            y = plot.bottom - round(v / top * plot.h)
            pygame.draw.line(surf, (50, 56, 72), (plot.x, y), (plot.right, y))
            lab = text.render(str(v), 12, palette.TEXT_DIM)
            surf.blit(lab, lab.get_rect(midright=(plot.x - 6, y)))
        pygame.draw.line(surf, palette.BAD, (plot.x, plot.bottom), (plot.right, plot.bottom), 2)
        tl = text.render(self.target_label, 12, palette.BAD)
        surf.blit(tl, (plot.x + 6, plot.bottom - 16))
        xs = [plot.x + round(i / n * plot.w) for i in range(n + 1)]
        every = max(1, (n + 1) // 12)
        for i, x in enumerate(xs):
            if i % every == 0:
                lab = text.render(str(i + 1), 12, palette.TEXT_DIM)
                surf.blit(lab, lab.get_rect(midtop=(x, plot.bottom + 4)))
        cap = text.render(self.x_label, 12, palette.TEXT_DIM)
        surf.blit(cap, cap.get_rect(bottomright=(plot.right, rect.h)))
        for p, values in enumerate(series):
            col = palette.SEAT_COLOURS[p % 8]
            pts = [(xs[i], plot.bottom - round(v / top * plot.h)) for i, v in enumerate(values)]
            width = 4 if p in self.winners else 2
            if len(pts) > 1:
                pygame.draw.lines(surf, col, False, pts, width)
            for q in pts:
                pygame.draw.circle(surf, col, q, 4 if p in self.winners else 3)
        return surf


class MabinogiTable(MabinogiInput, MabinogiAnimations, MabinogiDrawing, TableScene):
    rules = RULES
    game_key = "mabinogi"
    ai_names = AI_NAMES
    ai_salt = staticmethod(lambda state: state.turn * 16 + state.actions)
    game_over_class = MabinogiGameOver
    # the phases are told by the banners and the log's turn lines; the rest by its
    # own animation or the action's log line
    ignored_events = frozenset({"GameStarted", "ReturnDelayed", "ChainResolving"})

    def __init__(self, app, players: int = 2, difficulty: str = "normal",
                 options: dict | None = None, seed: int | None = None,
                 human_seat: int | None = 0, demo: bool = False,
                 inline_ai: bool | None = None, record: Record | None = None,
                 names: list[str] | None = None, autosave: bool | None = None,
                 mode: str = "game") -> None:
        super().__init__(app)
        self._init_session(options, demo, human_seat, difficulty, mode, autosave)
        self._init_seats(2, seed, record, names)
        self.me = self.human if self.human is not None else 0
        self.opp = 1 - self.me
        self._init_table(log_rect=L.LOG, undo_rect=L.UNDO, menu_rect=L.MENU,
                         inline_ai=inline_ai, on_click=self._on_item_click)
        self.drag.preview = self._preview
        self.faces = CardFaceCache(A.draw_face)
        self.overlays: list = []          # non-blocking animations (numbers, glows)
        self.offsets: dict = {}           # (seat, lane) -> (dx, dy) of a lunging card
        self.flash: dict = {}             # (seat, lane) or ("hero", seat) -> seconds
        self.flourish = 0.0               # the hand's level-up shine (seconds left)
        self.banner = None
        self.chain_view: list = []        # the counter chain as drawn: (seat, card, iid, countered)
        self.chain_targets: dict = {}     # iid on the chain -> (seat, lane) it aims at
        self.phase_label = ""
        self._bg = None
        self._build_buttons()
        self._start(record)

    # setup ---------------------------------------------------------------------------
    def _config(self) -> dict:
        cfg: dict = {"players": 2, "names": list(self.names)}
        decks = self.options.get("decks")
        if isinstance(decks, (list, tuple)) and len(decks) >= 2 and self.human is not None:
            mine, theirs = decks[0], decks[1]
            seats = [None, None]
            seats[self.human] = mine
            seats[1 - self.human] = theirs
            cfg["decks"] = [d if d in DECK_KEYS or not isinstance(d, str) else "random"
                            for d in seats]
        elif isinstance(decks, (list, tuple)) and len(decks) == 2:
            cfg["decks"] = list(decks)
        for k in ("first_player", "turn_limit", "strict"):
            if k in self.options:
                cfg[k] = self.options[k]
        return cfg

    def _start(self, record: Record | None) -> None:
        self.queue.clear()
        self.ai.cancel()
        self.popup = None
        self.overlays = []
        self.offsets = {}
        self.flash = {}
        self.banner = None
        self.chain_view = []
        self.log.clear()
        self.game_over_shown = False
        self._legal_cache = None
        if record is not None:
            self.session.restore(record, self._replay)
            self._sync()
            self.log.add(f"Duel restored at turn {self.state.turn}.", palette.TEXT_DIM)
            if self.state.to_move is None:
                self.queue.push_call(self.show_game_over)
        else:
            events = self.session.new(self._config(), self.seed)
            self._sync()
            st = self.state
            self.log.add("A new duel: " + " against ".join(
                f"{self.names[q]} ({HEROES[st.hero[q]].name})" for q in (0, 1)) + ".",
                palette.ACCENT)
            self._play_events(events)

    def _replay(self, actions, initial=None):
        return self.session.replay(actions, initial)

    def _show_state(self) -> None:
        self.overlays = []
        self.offsets = {}
        self.banner = None
        self._sync()

    def _build_buttons(self) -> None:
        self.charge_button = Button(L.CHARGE_BTN, "Charge", lambda: self._button(("charge",)),
                                    size=16)
        self.revive_button = Button(L.REVIVE_BTN, "Revive", lambda: self._button(("revive",)),
                                    size=16)
        self.level_button = Button(L.LEVEL_BTN, "Level up",
                                   lambda: self._button(("level_up",)), size=16)
        self.end_button = Button(L.END_BTN, "End turn  [Space]", self.space, size=16, key=None)
        own = [self.charge_button, self.revive_button, self.level_button, self.end_button]
        self.action_buttons = own
        self.buttons = own + self.buttons
        if self.demo:
            for b in own:
                b.visible = False

    # engine access -------------------------------------------------------------------
    def _game_over_chart(self, res) -> tuple:
        """Both heroes' HP at the start of every turn, then at the end (the chart adds
        the rows up: the first row is the starting HP, then the change per turn)."""
        st = self.state
        series = [list(x) for x in st.hp_log] + [list(st.hp)]
        rows = [series[0]] + [[b[i] - a[i] for i in (0, 1)] for a, b in zip(series, series[1:])]
        return list(st.hp), rows, 0

    def update(self, dt: float) -> None:
        self.time += dt
        self.queue.update(dt)
        self.drag.update(dt)
        for a in list(self.overlays):
            if a.update(dt * self._speed()):
                self.overlays.remove(a)
        for k in list(self.flash):
            self.flash[k] -= dt
            if self.flash[k] <= 0:
                del self.flash[k]
        if self.flourish > 0:
            self.flourish = max(0.0, self.flourish - dt)
        self._update_items()
        self._update_buttons()
        if not self.queue.busy:
            self._drive_ai(dt)
            self._ask_counter()
        self._update_zoom(dt)

    def _ask_counter(self) -> None:
        """The counter question (on the other's turn): a pop-up from the decision."""
        if self.popup is not None or not self.can_act() or self.state.phase != COUNTER:
            return
        d = self.decision()
        if d is None or not d.is_choice:
            return
        self.popup = popup_for(d, self._choose, centre=(L.BOARD.centerx, 612),
                               bounds=L.SCREEN,
                               body="Your grave's counterspell can stop it. Countering "
                                    "costs the counterspell's printed cost (no upkeep, no "
                                    "flame); it goes back to your hand.")

    def log_toggled(self, collapsed: bool) -> None:
        """Hiding the log leaves its header at the column's foot; the column itself is
        given to the card zoom (the table keeps its place)."""
        self.log.full_rect = pygame.Rect(L.LOG_FOOT if collapsed else L.LOG)

    def _update_items(self) -> None:
        s = self.shown
        items, targets = [], {}
        if self.human is not None:
            hand = s.hand[self.me]
            lift = self._lifted()
            for k, iid in enumerate(hand):
                d = s.cdef[iid]
                if d < 0:
                    continue
                r = L.hand_card(k, len(hand), iid in lift)
                items.append(Draggable(("hand", iid), r, self.hand_face(iid), ("hand", iid)))
            for side, seat in ((0, self.opp), (1, self.me)):
                for lane in range(5):
                    targets[("cell", seat, lane)] = L.cell(side, lane)
                targets[("hero", seat)] = L.hero_panel(side)
            targets[("grave", self.me)] = L.grave_rect(1).inflate(16, 16)
            targets[("grave", self.opp)] = L.grave_rect(0).inflate(16, 16)
            targets[("table",)] = L.BOARD
        self.drag.set_draggables(items)
        self.drag.set_targets(targets)

    def _lifted(self) -> set:
        """The hand's cards shown raised: the one under the mouse."""
        if self.drag.dragging is not None:
            return set()
        hand = self.shown.hand[self.me]
        for k, iid in enumerate(hand):
            spot = L.hand_card(k, len(hand)).union(L.hand_card(k, len(hand), True))
            if spot.collidepoint(self.mouse):
                return {iid}
        return set()

    def _update_buttons(self) -> None:
        legal = set(self.human_legal()) if self.popup is None else set()
        st = self.state
        if self.human is not None:
            self.charge_button.enabled = ("charge",) in legal
            n = len(self.shown.grave[self.me])
            self.revive_button.label = f"Revive ({n})" if n else "Revive"
            self.revive_button.enabled = ("revive",) in legal
            self.level_button.enabled = ("level_up",) in legal
            self.end_button.enabled = ("end",) in legal
            flames = st.actions if st.to_move == self.me and st.phase != COUNTER else 0
            self.end_button.label = "End turn  [Space]" if not flames else \
                f"End turn ({flames} left)"
        self.undo_button.enabled = self.can_undo()

    # tests and tutorials ---------------------------------------------------------------
    def element_rect(self, name: str) -> pygame.Rect | None:
        """Named places: "hand:<card name>" (your first such card), "hand_card:<k>",
        "cell:<seat>:<lane>", "hero:<seat>", "grave:<seat>", "charge", "revive", "level",
        "end", "res:<seat>", "board", "prompt". None when absent."""
        kind, _, arg = name.partition(":")
        s = self.shown
        if kind == "hand":
            hand = s.hand[self.me]
            for k, iid in enumerate(hand):
                if s.cdef[iid] >= 0 and RULES.card(s.cdef[iid]).name == arg:
                    return L.hand_card(k, len(hand))
            return None
        if kind == "hand_card":
            hand = s.hand[self.me]
            k = int(arg)
            return L.hand_card(k, len(hand)) if 0 <= k < len(hand) else None
        if kind == "cell":
            seat, lane = (int(x) for x in arg.split(":"))
            return L.cell(self.side(seat), lane).copy()
        if kind == "hero":
            return L.hero_panel(self.side(int(arg))).copy()
        if kind == "grave":
            return L.grave_rect(self.side(int(arg))).copy()
        if kind == "res":
            p = L.side_panel(self.side(int(arg)))
            return pygame.Rect(p.x, p.y + 130, p.w, 60)
        buttons = {"charge": self.charge_button, "revive": self.revive_button,
                   "level": self.level_button, "end": self.end_button}
        if kind in buttons:
            return buttons[kind].rect.copy()
        if kind == "board":
            return L.BOARD.copy()
        if kind == "prompt":
            return L.PROMPT.copy()
        return None

    def side(self, seat: int) -> int:
        """The row of ``seat`` on the screen: 1 (bottom) for you, 0 (top) for the other."""
        return 1 if seat == self.me else 0
