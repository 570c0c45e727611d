"""The Magi card table: one human against AI seats (or AI only, for the demo).

The engine state is the truth; the :class:`Board` is what is drawn and lags behind while
the animation queue plays the engine's events. Every input becomes an engine action
(legal actions light up; refused moves say why). Tutorials hook in through
``action_filter``, ``element_rect(name)`` and ``listeners``.

This file is the controller (setup, input, the per-frame update); the event handlers
that animate the engine's events are in ``table_events.py`` and the drawing in
``table_draw.py``.
"""
from __future__ import annotations

import pygame

from app.ui import palette
from app.ui.cards import CardFaceCache
from app.ui.drag import Draggable
from app.ui.widgets import Button
from engines.core.replay import Record
from engines.magi import CALLING, RULES
from scenes.kit.table import TableScene
from scenes.magi import layout as L
from scenes.magi.board import Board
from scenes.magi.card_art import draw_back, draw_face
from scenes.magi.centre import Centre
from scenes.magi.choice_tiles import choice_popup
from scenes.magi.hand import HandView
from scenes.magi.card_art import pile_detail
from scenes.magi.seats import SeatPlates
from scenes.magi.table_draw import MagiDrawing
from scenes.magi.table_events import MagiEvents

AI_NAMES = ["Bram", "Ivy", "Orla", "Tamsin", "Corin", "Wren", "Aldo", "Nell"]
AI_PACE = 0.55            # seconds between AI moves at normal speed
TABLE_DROP_BOTTOM = 540   # a card let go on the felt above this says where to drop it


class ActionButton(Button):
    """A table button that, pressed (clicked or by its key) while disabled, says why
    through ``refused()`` instead of doing nothing."""

    def __init__(self, *args, refused=None, **kw) -> None:
        super().__init__(*args, **kw)
        self.refused = refused
        self._down_disabled = False

    def handle(self, event) -> bool:
        if self.visible and not self.enabled and self.refused is not None:
            et = event.type
            if et == pygame.MOUSEBUTTONDOWN and event.button == 1 \
                    and self.rect.collidepoint(event.pos):
                self._down_disabled = True
                return True
            if et == pygame.MOUSEBUTTONUP and event.button == 1 and self._down_disabled:
                self._down_disabled = False
                if self.rect.collidepoint(event.pos):
                    self.refused()
                    return True
            if et == pygame.KEYDOWN and self.key is not None and event.key == self.key:
                self.refused()
                return True
        if event.type == pygame.MOUSEBUTTONUP:
            self._down_disabled = False
        return super().handle(event)


class MagiTable(MagiEvents, MagiDrawing, TableScene):
    rules = RULES
    game_key = "magi"
    ai_names = AI_NAMES
    ai_pace = AI_PACE
    # a lone "call"/"catch" is still asked, so the agent may decline to race
    ai_forced = staticmethod(lambda legal: len(legal) == 1
                             and legal[0][0] not in ("call", "catch"))
    ai_salt = staticmethod(lambda state: state.turn_no)
    # shown by the action's own log line, nothing to animate
    ignored_events = frozenset({"GameStarted", "Passed", "MagicSkipped", "OriginalChosen",
                                "TurnEnded"})
    widen_with_log = True     # hiding the log gives its column to the table

    def __init__(self, app, players: int = 4, difficulty: str = "normal",
                 options: dict | None = None, seed: int | None = None,
                 human_seat: int | None = 0, demo: bool = False,
                 inline_ai: bool | None = None, record: Record | None = None,
                 names: list[str] | None = None, autosave: bool | None = None,
                 mode: str = "game") -> None:
        super().__init__(app)
        self._init_session(options, demo, human_seat, difficulty, mode, autosave)
        self._init_seats(players, seed, record, names)
        self.layout = L.Layout(self.players, self.human)
        lay = self.layout
        self._zoom_block = None              # the card under the mouse at the last click
        self._zoom_seen = None               # the card under the mouse last frame
        self._zoom_mouse = (0, 0)            # and where the mouse was
        self._init_table(log_rect=L.LOG_RECT, undo_rect=lay.undo_button,
                         menu_rect=lay.menu_button, inline_ai=inline_ai,
                         on_double_click=self._on_double_click, hover_delay=0.7,
                         button_size=17)
        self.faces = CardFaceCache(lambda cid, size: draw_face(RULES.card(cid), size))
        self.back = draw_back((L.CARD_W, L.CARD_H))
        self.small_back = draw_back((L.SMALL_W, L.SMALL_H))
        self.hand = HandView(lay.hand_rect)
        self.seats = SeatPlates(self.layout, self.names, self.human)
        self.centre = Centre(self.layout, self.faces, self.back)
        self.light_angle: float | None = None
        self.message: tuple[str, float] | None = None
        self._build_buttons()
        self._background = None
        self._start(record)

    # setup ---------------------------------------------------------------------------
    def _config(self) -> dict:
        cfg = {"players": self.players, "names": list(self.names),
               "variation": bool(self.options.get("variation", False)),
               "target": int(self.options.get("target", 50))}
        if "deal" in self.options:
            cfg["deal"] = self.options["deal"]
        if "first_starter" in self.options:
            cfg["first_starter"] = self.options["first_starter"]
        if self.human is not None:
            # the human's turn stays open for the "Magi!" call after a play that leaves one
            # card (the engine's call window), unless the game calls for them (auto-call)
            auto = self.options.get("auto_call",
                                    bool(getattr(self.app.settings, "auto_call", False)))
            key = "auto_call" if auto else "call_window"
            cfg[key] = [self.human]
        return cfg

    def _start(self, record: Record | None) -> None:
        self.queue.clear()
        self.ai.cancel()
        self.popup = None
        self.board = Board(self.players, self.names, self.human)
        self.log.clear()
        self.synced = False
        self.game_over_shown = False
        self._scoreboard = None
        if record is not None:
            self.session.restore(record, self._replay)
            self.board.sync(self.view_state())
            self.synced = True
            self.log.add(f"Game restored: round {self.state.round_no}.", palette.TEXT_DIM)
            if self.state.to_move is None:
                self.show_game_over()
        else:
            self._play_events(self.session.new(self._config(), self.seed))
        self._legal_cache = None
        self.light_angle = None

    def _restart_options(self) -> None:
        if self.mode == "game":
            self.options.pop("deal", None)

    def _build_buttons(self) -> None:
        lay = self.layout
        self.magi_button = ActionButton(lay.magi_button, "Magi!",
                                        lambda: self.human_act(("call",)), size=20,
                                        key=pygame.K_m, refused=lambda: self._refuse(("call",)))
        self.pass_button = ActionButton(lay.pass_button, "Pass", self._pass_or_end, size=17,
                                        key=pygame.K_p,
                                        refused=lambda: self._refuse(self._pass_action()))
        self.skip_button = ActionButton(lay.skip_button, "Skip magic",
                                        lambda: self.human_act(("skip_magic",)), size=16,
                                        key=pygame.K_s,
                                        refused=lambda: self._refuse(("skip_magic",)))
        self.action_buttons = [self.magi_button, self.pass_button, self.skip_button]
        self.buttons = self.action_buttons + self.buttons
        if self.demo:
            for b in self.action_buttons:
                b.visible = False

    def _pass_action(self) -> tuple:
        """The Pass button ends a turn held open for the "Magi!" call ("End turn")."""
        return ("end_turn",) if self.state.phase == CALLING else ("pass",)

    def _pass_or_end(self) -> None:
        self.human_act(self._pass_action())

    def _refuse(self, action) -> None:
        """A disabled button was pressed: say why (never a silent refusal)."""
        self.show_message(self._why_not(action))

    def _why_not(self, action) -> str:
        """Why the human cannot make ``action`` now, in words."""
        if self.human is None:
            return "The AI is playing this game"
        if self.queue.busy:
            return "Wait for the cards to settle (click or Space skips)"
        if self.popup is not None and self.human_to_move:
            return "First make your choice"
        return self.refuse_reason(action) or "Not now"

    def _relayout(self, wide: bool) -> None:
        """The log was hidden or shown: the table takes its column, or gives it back."""
        self.layout = L.Layout(self.players, self.human, wide)
        lay = self.layout
        self.seats.layout = self.centre.layout = lay
        self.seats.invalidate()
        self.hand.area = pygame.Rect(lay.hand_rect)
        for b, r in ((self.magi_button, lay.magi_button), (self.pass_button, lay.pass_button),
                     (self.skip_button, lay.skip_button)):
            b.rect = pygame.Rect(r)
        self._background = None

    # engine access -------------------------------------------------------------------
    def _show_state(self) -> None:
        self.board.sync(self.view_state())
        self.synced = True

    # drag and drop -------------------------------------------------------------------
    def _legal_targets(self, card_id) -> set:
        return {"pile"} if ("play", card_id) in self.human_legal() else set()

    def _can_pick(self, card_id) -> str | None:
        if self.queue.busy:
            return "Wait for the cards to settle (click or Space skips)"
        if not self.human_to_move:
            if self.state.to_move is None:
                return "The game is over"
            return f"It is not your turn: {self.names[self.state.to_move]} is to move"
        if self.popup is not None:
            return "First make your choice"
        if self.state.phase == CALLING:
            return "Your card is played: call \"Magi!\" or end your turn"
        return None

    def _on_drop(self, card_id, target) -> str | None:
        if target == "table":          # on the felt: near enough to the pile counts
            if not self._overlaps_pile():
                return "Drop the card on the discard pile to play it"
            target = "pile"
        if target != "pile":
            return ""
        action = ("play", card_id)
        reason = self.refuse_reason(action)
        if reason:
            return reason
        self.apply(action, from_pos=self.drag.held_center)
        return None

    def _overlaps_pile(self) -> bool:
        """The held card covers a third of the pile's drop area."""
        center = self.drag.held_center
        if center is None:
            return False
        card = pygame.Rect(0, 0, L.CARD_W, L.CARD_H)
        card.center = (round(center[0]), round(center[1]))
        clip = card.clip(self.layout.pile.inflate(20, 20))
        return clip.w * clip.h > card.w * card.h / 3

    def _on_double_click(self, card_id) -> None:
        rect = self.hand.rects.get(card_id)
        self.human_act(("play", card_id), from_pos=rect.center if rect else None)

    # input ---------------------------------------------------------------------------
    def handle(self, event) -> bool:
        et = event.type
        if et in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP) and event.button == 1:
            # a click never leads to a zoom of the card it was on (the pile after a drop):
            # only a deliberate rest of the mouse, or a right click, zooms
            self._zoom_block = self.card_under(event.pos)
            self.hover_hold.reset()
            if not self.zoom_pinned:
                self.zoom_key = None
        return super().handle(event)

    def pile_at(self, pos):
        """The discard pile opens in the kit's pile browser, newest card first."""
        if not self.layout.pile.collidepoint(pos) or not self.board.pile:
            return None
        pile = self.view_state().pile
        n = len(pile)
        cards = [(c, RULES.card(c).name, pile_detail(c)) for c in pile]
        return (f"Discard pile: {n} card{'' if n == 1 else 's'}", cards,
                lambda cid, size: self.faces.get(cid, size))

    def _update_zoom(self, dt: float) -> None:
        """The kit's hover-hold zoom, except on a card just clicked or dropped on, or
        that came under the resting mouse (a card played onto the pile), until the mouse
        leaves it; never while a refusal is showing (the pile's list zooms its own
        rows)."""
        if self.zoom_pinned:
            return
        hovered = None
        if self.drag.dragging is None and self.popup is None and not self.drag.message:
            hovered = self.card_under(self.mouse)
        if hovered != self._zoom_seen and self.mouse == self._zoom_mouse:
            self._zoom_block = hovered       # a card came under a resting mouse (a play)
        self._zoom_seen, self._zoom_mouse = hovered, self.mouse
        if hovered is not None and hovered == self._zoom_block:
            hovered = None
        elif hovered != self._zoom_block:
            self._zoom_block = None
        self.zoom_key = self.hover_hold.update(dt, hovered)

    def _click(self, pos) -> bool:
        if self.layout.talon.collidepoint(pos):
            if self.human is not None:
                self.human_act(("draw",))
            return True
        for seat, rect in self.seats.catch_rects.items():
            if rect.collidepoint(pos):
                self.human_act(("catch", seat))
                return True
        for seat in range(self.players):
            if seat != self.human and self.layout.plate(seat).collidepoint(pos) \
                    and len(self.board.hands[seat]) == 1 and self.human is not None:
                # a click on a one-card player is a catch attempt (says why not)
                self.human_act(("catch", seat))
                return True
        return False

    def space(self) -> None:
        """Skip the animations, else the obvious next step."""
        if self.queue.busy:
            self.queue.skip()
            return
        if not self.can_act() or self.popup is not None:
            return
        if self.state.phase == CALLING:
            # never end a turn held open for the call by a press meant for something else
            self.show_message("One card left: press Magi! (M) to call, or End turn (P)")
            return
        legal = self.legal()
        for a in (("pass",), ("skip_magic",)):
            if a in legal:
                self.human_act(a)
                return
        if ("draw",) in legal and not any(x[0] == "play" for x in legal):
            self.human_act(("draw",))

    def card_under(self, pos):
        cid = self.hand.card_at(pos)
        if cid is not None:
            return cid
        if self.board.pile and self.layout.pile.collidepoint(pos):
            return self.board.pile[-1]
        return None

    def log_toggled(self, collapsed: bool) -> None:
        """The kit's hook: hiding the log gives its column to the table."""
        wide = self.widen_with_log and collapsed
        if wide != self.layout.wide:
            self._relayout(wide)

    def tick(self, dt: float) -> None:
        self.time += dt
        self.seats.time = self.time
        self.centre.time = self.time
        self.queue.update(dt)
        self.drag.update(dt)
        if not self.queue.busy and not self.synced:
            self.board.sync(self.view_state())
            self.synced = True
            for fn in list(self.listeners["after_events"]):
                fn()
        self._update_light(dt)
        self._update_hand(dt)
        self._update_buttons()
        if not self.queue.busy and self.synced:
            self._maybe_popup()
            self._drive_ai(dt)
        self._update_zoom(dt)

    def _update_hand(self, dt) -> None:
        if self.human is None:
            return
        legal = self.human_legal()
        playable = {a[1] for a in legal if a[0] == "play"}
        hovered = self.hand.card_at(self.mouse) if self.drag.dragging is None else None
        self.hand.view.set_hover(hovered)
        self.hand.view.update(dt)
        self.hand.update(dt)
        self.hand.rebuild(self.board.hands[self.human], playable, hovered)
        items = [Draggable(cid, self.hand.hit[cid], self.faces.get(cid, (L.CARD_W, L.CARD_H)),
                           cid) for cid in self.hand.cards]
        self.drag.set_draggables(items)
        table = self.layout.table_rect
        self.drag.set_targets({"pile": self.layout.pile.inflate(20, 20),
                               "table": pygame.Rect(table.x, 0, table.w, TABLE_DROP_BOTTOM)})

    def _update_buttons(self) -> None:
        legal = self.human_legal() if self.popup is None else []
        self.magi_button.enabled = ("call",) in legal
        calling = self.state.phase == CALLING and self.human_to_move
        self.pass_button.label = "End turn" if calling else "Pass"
        self.pass_button.enabled = ("end_turn",) in legal if calling else ("pass",) in legal
        self.skip_button.enabled = ("skip_magic",) in legal
        self.undo_button.enabled = self.can_undo()

    def _maybe_popup(self) -> None:
        if self.popup is not None or not self.human_to_move:
            return
        d = self.decision()
        if d is None or d.kind != "choose":
            return
        self.popup = choice_popup(d, [len(h) for h in self.board.hands], self._choose,
                                  centre=(self.layout.table_centre[0], 300))

    # tutorial support ----------------------------------------------------------------
    def element_rect(self, name: str) -> pygame.Rect | None:
        lay = self.layout
        fixed = {"talon": lay.talon, "pile": lay.pile, "magi_button": lay.magi_button,
                 "pass_button": lay.pass_button, "skip_button": lay.skip_button,
                 "undo_button": lay.undo_button, "menu_button": lay.menu_button,
                 "drawcount": lay.drawcount, "direction": lay.direction,
                 "colour": lay.colour, "phase": lay.phase, "log": self.log.rect,
                 "hand": lay.hand_rect}
        if name in fixed:
            return pygame.Rect(fixed[name])
        kind, _, arg = name.partition(":")
        if kind == "hand_card" and arg:
            r = self.hand.rects.get(int(arg))
            return r.copy() if r else None
        if kind == "seat" and arg:
            return lay.plate(int(arg)).copy()
        if kind == "catch" and arg:
            r = self.seats.catch_rects.get(int(arg))
            return r.copy() if r else None
        if kind in ("colour", "shoot", "original") and self.popup is not None:
            r = self.popup.rects.get(name)
            return r.copy() if r else None
        return None
