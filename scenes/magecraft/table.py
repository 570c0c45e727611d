"""The Magecraft table ("gem-bag view"): one human against AI mages, or AI only (demo).

The engine state is the truth. ``shown`` is what is drawn (the human's view of the
state): it lags behind while the animation queue plays the engine's events and is
replaced by a fresh view at the end of every action. Every input becomes an engine
action; a refused move says why (the engine's reason). Each player's bag is a cloth sack
with that player's gems tumbling in it (scenes.magecraft.bags, cosmetic physics).

This module is the controller (setup, engine access, the per-frame update, named places
for tests); the table's input, animations and drawing are the mixins of
``table_input``, ``table_anim`` and ``table_draw``.
"""
from __future__ import annotations

import random

import pygame

from app.ui import palette
from app.ui.cards import CardFaceCache
from app.ui.drag import Draggable
from app.ui.widgets import Button
from engines.core.replay import Record
from engines.magecraft import (BOOK, CHARACTERS, MASTER, PAY_LEARN, PAYING, PLACE, REARRANGE,
                               RULES)
from engines.magecraft.content import CAST, CHARACTER_INDEX
from scenes.magecraft import bags as B
from scenes.magecraft import card_art as CA
from scenes.magecraft import gems as G
from scenes.magecraft import layout as L
from scenes.kit.game_over import GameOverScene
from scenes.kit.table import TableScene
from scenes.magecraft.table_anim import MagecraftAnimations
from scenes.magecraft.table_draw import WIN, MagecraftDrawing
from scenes.magecraft.table_input import ICON_ACTION, MagecraftInput

AI_NAMES = ["Bram", "Ivy", "Orla", "Tamsin"]


class MagecraftGameOver(GameOverScene):
    subtitle = "Score gems by round ({target} score gems win, or be the last mage standing):"
    x_label = "round"
    target_label = "{target}: wins"
    lower_wins = False


class MagecraftTable(MagecraftInput, MagecraftAnimations, MagecraftDrawing, TableScene):
    rules = RULES
    game_key = "magecraft"
    ai_names = AI_NAMES
    ai_salt = staticmethod(lambda state: state.turn)
    game_over_class = MagecraftGameOver
    # tutorial hooks: action_filter(actions) -> reason | None sees every gesture of the
    # human (a list of engine actions) after the engine found it legal
    filter_takes_gestures = True
    # told by the action's own log line; what changed shows when the action's view is drawn
    ignored_events = frozenset({"SetupDone", "BookChosen", "LearnBegan", "CastingEnded",
                                "RevisionBegan", "SpellMastered", "SpellMoved"})

    def __init__(self, app, players: int = 2, difficulty: str = "normal",
                 options: dict | None = None, seed: int | None = None,
                 human_seat: int | None = 0, demo: bool = False,
                 inline_ai: bool | None = None, record: Record | None = None,
                 names: list[str] | None = None, autosave: bool | None = None,
                 mode: str = "game") -> None:
        super().__init__(app)
        self._init_session(options, demo, human_seat, difficulty, mode, autosave)
        if record is not None:
            chars = record.config.get("characters")
            if chars and self.human is not None and "character" not in self.options:
                mine = chars[self.human]      # a restart keeps the human's mage
                self.options["character"] = (mine if isinstance(mine, str)
                                             else CHARACTERS[int(mine)].key)
        self._init_seats(players, seed, record, names)
        self.me = self.human if self.human is not None else 0
        n = self.players
        self.others = [(self.me + k) % n for k in range(1, n)]
        self._init_table(log_rect=L.LOG, undo_rect=L.UNDO, menu_rect=L.MENU,
                         inline_ai=inline_ai, on_click=self._on_item_click)
        self.book_faces = CardFaceCache(CA.draw_book_card)
        self.acad_faces = CardFaceCache(lambda sid, size: CA.draw_academy_card(sid, size))
        self.picking_target = False
        self.discard_pick: list = []       # (colour, index) of the hand gems chosen
        self._bg = None
        self._build_buttons()
        self._start(record)

    # setup ---------------------------------------------------------------------------
    def _config(self) -> dict:
        cfg = {"players": self.players, "names": list(self.names)}
        for k in ("characters", "academy", "turn_limit", "mastering"):
            if k in self.options:
                cfg[k] = self.options[k]
        mine = self.options.get("character")
        if "characters" not in cfg and self.human is not None and mine in CHARACTER_INDEX:
            cfg["characters"] = self._characters_for(mine)
        return cfg

    def _characters_for(self, mine: str) -> list[str]:
        """The human gets ``mine``; the AI seats get different mages, chosen at random
        (seeded by the game's seed, so a replay of the record deals the same ones)."""
        others = [c.key for c in CHARACTERS if c.key != mine]
        random.Random(self.seed).shuffle(others)
        ai = iter(others)
        return [mine if q == self.human else next(ai) for q in range(self.players)]

    def _make_bags(self) -> None:
        self.bags = B.BagSim(self.seed)
        self.bags.add_sack(self.me, L.SACK, 10.5, 22)
        for k, q in enumerate(self.others):
            self.bags.add_sack(q, L.opp_sack(L.opp_rect(k, len(self.others))), 5.2, 14)

    def _start(self, record: Record | None) -> None:
        self.queue.clear()
        self.ai.cancel()
        self.popup = None
        self.picking_target = False
        self.discard_pick = []
        self.log.clear()
        self.game_over_shown = False
        self._legal_cache = None
        self._golden = None
        self.score_log = []
        self._make_bags()
        if record is not None:
            self.session.restore(record, self._replay)
            self.shown = self.view_state()
            for q in range(self.players):
                self.bags.fill(q, self.shown.bag[q])
            self.bags.settle()
            self.log.add(f"Game restored at turn {self.state.turn + 1}.", palette.TEXT_DIM)
            if self.state.to_move is None:
                self.queue.push_call(self.show_game_over)
        else:
            events = self.session.new(self._config(), self.seed)
            self.score_log = [[0] * self.players]
            shown = self.view_state()
            for q in range(self.players):     # before the opening draws
                for c in range(5):
                    shown.bag[q][c] += shown.hand[q][c]
                    shown.hand[q][c] = 0
                shown.hidden[q] = 0
            self.shown = shown
            for q in range(self.players):
                self.bags.fill(q, shown.bag[q])
            self.bags.settle()
            self.log.add("A new game of Magecraft: " + ", ".join(
                f"{self.names[q]} ({CHARACTERS[self.state.chars[q]].name})"
                for q in range(self.players)) + ".", palette.ACCENT)
            self._play_events(events)

    def _replay(self, actions, initial=None):
        self.score_log = [[0] * self.players]
        self._golden = None
        return self.session.replay(actions, initial, self._log_scores)

    def _log_scores(self, state, events) -> None:
        for e in events:
            if e["type"] == "GoldenGemMoved":     # drawn golden where it now lies
                self._golden = (e["player"], state.book, state.pos, e["slot"])
            elif e["type"] in ("Refreshed", "TurnBegan"):
                self._golden = None
        if any(e["type"] == "TurnBegan" for e in events):
            self.score_log.append([sum(z) for z in state.score])

    # undo ----------------------------------------------------------------------------
    def undo(self) -> None:
        """The kit's undo of the human's last decision (a whole gesture), after joining
        what a save without decision marks split: the steps of a learn are never a
        decision of their own."""
        self.discard_pick = []
        self.picking_target = False
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

    def _build_buttons(self) -> None:
        self.done_button = Button(L.DONE, "Done", self.space, size=18, key=None)
        self.revise_button = Button(L.REVISE, "Revise (discard 4)",
                                    lambda: self.human_act(("revise",)), size=15)
        self.cast_button = Button(L.CAST_BTN, "Cast (golden gem)",
                                  lambda: self.human_act(("cast",)), size=15)
        self.cantrip_button = Button(L.CANTRIP, "Cantrip", self._cantrip_click, size=14)
        self.icon_buttons = {k: Button((0, 0, 100, 36), k.capitalize(),
                                       lambda k=k: self._icon_click(k), size=15)
                             for k in ICON_ACTION}
        own = [self.done_button, self.revise_button, self.cast_button]
        self.buttons = own + self.buttons + [self.cantrip_button]
        if self.demo:
            for b in own + [self.cantrip_button]:
                b.visible = False

    # engine access -------------------------------------------------------------------
    def _icons_left(self) -> dict:
        """{icon: count} of the spell being resolved ({} when no spell is)."""
        d = self.decision()
        return d.hints.get("icons", {}) if d is not None else {}

    def _applied(self, events) -> None:
        self.picking_target = False
        if any(e["type"] == "TurnBegan" for e in events):
            self.score_log.append([sum(z) for z in self.state.score])
        self.discard_pick = []

    def _show_state(self) -> None:
        self._sync()
    def hand_gem_rect(self, colour: int, j: int) -> pygame.Rect:
        """Where the ``j``-th hand gem of ``colour`` is drawn (raised when chosen for a
        discard)."""
        hand = self.shown.hand[self.me]
        r = L.hand_gem(sum(hand[:colour]) + j, sum(hand)).copy()
        if (colour, j) in self.discard_pick:
            r.y -= L.PICK_RAISE
        return r

    def _game_over_chart(self, res) -> tuple:
        """Score gems gained per round (a round: every player's turn)."""
        n = self.players
        rows = self.score_log[::n] + ([self.score_log[-1]] if (len(self.score_log) - 1) % n else [])
        final = [sum(z) for z in self.state.score]
        if rows[-1] != final:
            rows.append(final)
        incs = [[b[i] - a[i] for i in range(n)] for a, b in zip(rows, rows[1:])]
        return final, incs, WIN

    def tick(self, dt: float) -> None:
        self.time += dt
        self.queue.update(dt)
        self.drag.update(dt)
        self.bags.update(dt)
        self._update_items()
        self._update_buttons()
        if not self.queue.busy:
            self._drive_ai(dt)
            if self.popup is None and self.state.phase in (PAY_LEARN, PLACE):
                self._ask_learning()
        if self.discard_pick and not self.discard_need():
            self.discard_pick = []
        self._update_zoom(dt)

    def log_toggled(self, collapsed: bool) -> None:
        """Hiding the log gives its column to the Academy (larger cards); its header
        waits at the column's foot."""
        self.log.full_rect = pygame.Rect(L.LOG_FOOT if collapsed else L.LOG)

    def _update_items(self) -> None:
        s = self.shown
        items, targets = [], {}
        if self.human is not None:
            p = self.me
            # academy cards (bottom of the list: gems win over them)
            for k, sid in enumerate(s.acad_ids):
                if s.acad_count[k] > 0:
                    items.append(Draggable(("acad", sid), self.academy.card(k),
                                           self.acad_faces.get(sid, self.academy.card_size),
                                           ("acad", sid)))
            books = s.books[p]
            if self.state.phase == REARRANGE:
                for b in range(3):
                    n = len(books[b])
                    for i in range(n):
                        card = books[b][i]
                        items.append(Draggable(("card", b, i), L.card_rect(b, i, n),
                                               self.book_faces.get((card >> 1, bool(card & 1)),
                                                                   CA.BOOK_CARD),
                                               ("card", b, i)))
                    for i in range(n + 1):
                        targets[("ins", b, i)] = L.insert_rect(b, i, n)
            hand = s.hand[p]
            for c in range(5):
                for j in range(hand[c]):
                    items.append(Draggable(("gem", c, j), self.hand_gem_rect(c, j),
                                           G.sprite(c, L.HAND_GEM), ("gem", c, j)))
            # cost slots: every spell's empty slots take drops (the spell being paid, or
            # the first of each book, lights up; any other says why not)
            st = self.state
            for b in range(3):
                book = books[b]
                for i in range(len(book) if self.state.phase != REARRANGE else 0):
                    cost = CAST[book[i] >> 1]
                    paying = st.phase in (BOOK, PAYING) and b == st.book and i == st.pos
                    fill = st.fill if paying else [-1] * len(cost)
                    card = L.card_rect(b, i, len(book))
                    for kk, r in enumerate(CA.cost_slot_rects(card, len(cost))):
                        if kk < len(fill) and fill[kk] < 0:
                            targets[("slot", b, i, kk)] = r.inflate(8, 8)
            targets[("cantrip",)] = L.CANTRIP
            targets[("discard",)] = pygame.Rect(L.DISCARD_POS[0] - 6, L.DISCARD_POS[1] - 6,
                                                330, 30)
            for b in range(3):
                targets[("learn", b)] = L.learn_zone(b)
        self.drag.set_draggables(items)
        self.drag.set_targets(targets)

    def _update_buttons(self) -> None:
        legal = self.human_legal() if self.popup is None else []
        st = self.state
        label = None
        done = {REARRANGE: "Done moving", MASTER: "Skip mastering"}.get(st.phase, "Keep shields")
        for a, lab in ((("done",), done),
                       (("stop",), "Stop casting"), (("end_turn",), "End turn")):
            if a in legal:
                label = lab
                break
        need = self.discard_need() if self.popup is None else 0
        if need:
            label = f"Discard {need} gem{'s' if need != 1 else ''}"
        self.done_button.enabled = label is not None and (
            not need or len(self.discard_pick) == need)
        self.done_button.label = (label or "Done") + "  [Space]"
        self.revise_button.visible = ("revise",) in legal and not self.demo
        self.cast_button.visible = ("cast",) in legal and not self.demo
        self.undo_button.enabled = self.can_undo()
        ch = CHARACTERS[st.chars[self.me]]
        cost = "any gem" if ch.cost == 5 else G.NAMES[ch.cost]
        self.cantrip_button.label = f"Cantrip: {ch.cantrip} (1 {cost})"
        self.cantrip_button.enabled = any(a[0] == "cantrip" for a in legal)
        icons = self._icons_left() if self.can_act() else {}
        x = L.RESOLVE_ROW.x + 84
        for k in ICON_ACTION:
            b = self.icon_buttons[k]
            n = icons.get(k, 0)
            b.visible = bool(n) and not self.demo
            if b.visible:
                b.label = k.capitalize() + (f" x{n}" if n > 1 else "")
                b.rect = pygame.Rect(x, L.RESOLVE_ROW.y + 1, 112, 30)
                x += 120

    # tests and tutorials ---------------------------------------------------------------
    def element_rect(self, name: str) -> pygame.Rect | None:
        """Named places: "hand_gem:<colour>", "slot:<book>:<index>:<slot>", "learn:<book>",
        "academy:<spell id>", "board:<seat>", "sack:<seat>", "done", "cantrip", "revise",
        "cast", "icon:<draw|attack|heal|shield|vanish>" (while shown), "card:<book>:<index>"
        (a spell in your spellbooks), "ins:<book>:<index>" (where a moved spell drops),
        "hp", "shield", "score", "discard" (rows of your board). None when absent."""
        try:
            return self._element_rect(name)
        except (ValueError, IndexError, KeyError):
            return None

    def _element_rect(self, name: str) -> pygame.Rect | None:
        kind, _, arg = name.partition(":")
        if kind == "icon":
            self._update_buttons()
            b = self.icon_buttons.get(arg)
            return b.rect.copy() if b is not None and b.visible else None
        args = [int(x) for x in arg.split(":")] if arg else []
        s = self.shown
        if kind == "hand_gem":               # "hand_gem:<colour>[:<which>]"
            hand = s.hand[self.me]
            j = args[1] if len(args) > 1 else 0
            return self.hand_gem_rect(args[0], j) if j < hand[args[0]] else None
        if kind == "slot":
            b, i, k = args
            n = len(s.books[self.me][b])
            cost = CAST[s.books[self.me][b][i] >> 1]
            return CA.cost_slot_rects(L.card_rect(b, i, n), len(cost))[k].copy()
        if kind == "learn":
            return L.learn_zone(args[0]).copy()
        if kind == "academy":
            return self.academy.card(s.acad_ids.index(args[0])).copy()
        if kind == "board":
            return L.BOARD.copy() if args[0] == self.me else self.opp_rect(args[0]).copy()
        if kind == "sack":
            return self.bags.sacks[args[0]].rect.copy()
        if kind == "done":
            return self.done_button.rect.copy()
        if kind == "cantrip":
            return L.CANTRIP.copy()
        if kind == "revise":
            return L.REVISE.copy()
        if kind == "cast":
            return L.CAST_BTN.copy()
        if kind in ("card", "ins"):
            b, i = args
            n = len(s.books[self.me][b])
            if kind == "ins":
                return L.insert_rect(b, i, n).copy() if 0 <= i <= n else None
            return L.card_rect(b, i, n).copy() if 0 <= i < n else None
        rows = {"hp": (L.NAME_POS[0], L.HP_Y - 4, 410, 34),
                "shield": (L.SHIELD_POS[0] - 6, L.SHIELD_POS[1] - 6, 330, 30),
                "score": (L.SCORE_POS[0] - 6, L.SCORE_POS[1] - 6, 410, 30),
                "discard": (L.DISCARD_POS[0] - 6, L.DISCARD_POS[1] - 6, 330, 30)}
        if kind in rows:
            return pygame.Rect(rows[kind])
        return None
