"""The interactive Magecraft tutorial: a real Magecraft table on a staged position, where
Bram (the AI) plays a fixed script and the player is walked through the game step by step.

It is the ordinary :class:`MagecraftTable` with the tutorial hooks filled in:

* ``action_filter`` lets through only the gesture the current step asks for (the engine
  still decides what is legal; anything else is refused with a hint near the cursor and
  changes nothing);
* ``listeners["after_action"]`` moves to the next step once the step's actions are played;
* ``draw_hooks`` draw the call-out (over the log, below the Academy), a pulsing ring and an
  arrow at the thing to drag or click, found with ``element_rect``;
* Bram does not think: ``_drive_ai`` feeds him the next move of the script, checked
  against the engine's legal actions.

The step number is kept in the autosave's meta ({"mode": "tutorial", "step": k}); the game
itself is rebuilt from the record (the staged position plus the actions), so leaving and
resuming lands on the same step. Steps and texts live in
:mod:`scenes.magecraft.tutorial_steps`.
"""
from __future__ import annotations

import math

import pygame

from app.scene import Scene
from app.ui import palette, text
from app.ui.widgets import Button, draw_panel
from engines.core.replay import Record
from engines.magecraft import RULES
from scenes.magecraft import layout as L
from scenes.magecraft import tutorial_steps as TS
from scenes.magecraft.table import AI_PACE, MagecraftTable
from scenes.magi.tutorial import RING, _draw_arrow, _draw_path, _draw_ring

CALLOUT = L.LOG
NEXT_W, NEXT_H = 112, 36
BODY_SIZE = 14


def tutorial_scene(app, **kw) -> "MagecraftTutorial":
    """A fresh tutorial (scenes/tutorials.py calls this)."""
    return MagecraftTutorial(app, **kw)


def from_save(app, save: dict, **kw) -> "MagecraftTutorial":
    """Resume a tutorial from the autosave (meta {"mode": "tutorial", "step": k})."""
    rec = save["record"]
    record = rec if isinstance(rec, Record) else Record.from_json(rec)
    meta = save.get("meta") or {}
    step = meta.get("step", 0)
    if not isinstance(step, int) or isinstance(step, bool):
        step = 0
    return MagecraftTutorial(app, record=record, step=step, **kw)


def _expected(k: int) -> list:
    return TS.STEPS[k].expect or []


def matches_script(actions) -> bool:
    """Do ``actions`` follow the script (an unordered step's actions in any order)?"""
    acts = [tuple(a) for a in actions]
    if len(acts) > len(TS.SCRIPT):
        return False
    loose = {TS.STEP_AT[k]: len(_expected(k)) for k in range(TS.N_STEPS)
             if TS.STEPS[k].unordered}
    i = 0
    while i < len(acts):
        if i in loose:
            want = list(TS.SCRIPT[i:i + loose[i]])
            seg = acts[i:i + loose[i]]
            for a in seg:
                if a not in want:
                    return False
                want.remove(a)
            i += len(seg)
            continue
        if acts[i] != TS.SCRIPT[i]:
            return False
        i += 1
    return True


def consistent_step(step: int, played: int) -> int:
    """The step to show when ``played`` actions are in the record and the save says
    ``step``: every earlier step must be done and this one not yet."""
    def ok(k: int) -> bool:
        lo = TS.STEP_AT[k - 1] + len(_expected(k - 1)) if k > 0 else 0
        hi = TS.STEP_AT[k] + max(0, len(_expected(k)) - 1)
        return lo <= played <= hi
    if isinstance(step, int) and 0 <= step < TS.N_STEPS and ok(step):
        return step
    for k in range(TS.N_STEPS):
        if ok(k):
            return k
    return TS.N_STEPS


class MagecraftTutorial(MagecraftTable):
    """The Magecraft table in tutorial mode."""

    def __init__(self, app, record: Record | None = None, step: int = 0,
                 autosave: bool | None = None, inline_ai: bool = True, **_ignored) -> None:
        self.step = 0
        self.t = 0.0
        self.finished = False
        self._complete: TutorialComplete | None = None
        resumed = record is not None
        if record is not None:
            if record.config.get("tutorial") != "magecraft" or not matches_script(
                    record.actions):
                raise ValueError("this tutorial save does not follow the tutorial's script")
            record = Record(record.game, dict(record.config), record.seed,
                            [tuple(a) for a in record.actions])
        else:
            record = Record("magecraft", TS.config(), TS.SEED, [])
        super().__init__(app, players=TS.PLAYERS, difficulty="normal", seed=TS.SEED,
                         human_seat=TS.HUMAN, inline_ai=inline_ai, record=record,
                         names=list(TS.NAMES), autosave=autosave, mode="tutorial")
        self.step = consistent_step(step, len(self.record.actions))
        self.action_filter = self._filter
        self.listeners["after_action"].append(self._after_action)
        self.draw_hooks.append(self._draw_tutorial)
        self.undo_button.visible = False
        self.next_button = Button((0, 0, NEXT_W, NEXT_H), "Next", self.next_step, size=18)
        self._callout_rect = pygame.Rect(CALLOUT.x, CALLOUT.y, CALLOUT.w, 100)
        self._intro_log(resumed)

    def _intro_log(self, resumed: bool) -> None:
        self.log.clear()
        self.log.add("Magecraft tutorial" + (" resumed." if resumed else ": you against Bram."),
                     palette.ACCENT)

    def _replay(self, actions):
        """The table rebuilds its game from the record: here from the staged position."""
        state = TS.initial_state()
        actors = []
        self.score_log = [[0] * self.players]
        for a in actions:
            actors.append(state.to_move)
            RULES.apply(state, tuple(a))
        return state, actors

    # life cycle ----------------------------------------------------------------------
    def enter(self) -> None:
        if self.step >= TS.N_STEPS:
            self._finish()

    def restart(self) -> None:
        """Pause menu "Restart": the tutorial from its first step."""
        self.step = 0
        self.t = 0.0
        self.finished = False
        self.ai.cancel()
        self.drag.cancel()
        self._start(Record("magecraft", TS.config(), TS.SEED, []))
        self._intro_log(False)
        self._autosave()             # the old step must not come back on resume

    # the current step ----------------------------------------------------------------
    @property
    def current(self) -> TS.Step | None:
        return TS.STEPS[self.step] if self.step < TS.N_STEPS else None

    @property
    def progress(self) -> int:
        """Actions of the current step already played (negative: Bram still to play)."""
        if self.step >= TS.N_STEPS:
            return 0
        return len(self.record.actions) - TS.STEP_AT[self.step]

    @property
    def ready(self) -> bool:
        """Is the current step on screen (everything before it played and animated)?"""
        return self.step < TS.N_STEPS and self.progress >= 0 and not self.queue.busy

    @property
    def waiting_for_others(self) -> bool:
        return self.step < TS.N_STEPS and self.progress < 0

    def remaining(self) -> list:
        """The current step's actions not played yet."""
        step = self.current
        if step is None or step.expect is None:
            return []
        done = max(0, self.progress)
        if not step.unordered:
            return list(step.expect[done:])
        left = list(step.expect)
        for a in self.record.actions[TS.STEP_AT[self.step]:]:
            if a in left:
                left.remove(a)
        return left

    def advance(self) -> None:
        self.step += 1
        self.t = 0.0
        if self.step >= TS.N_STEPS:
            self._finish()
        else:
            self._autosave()

    def next_step(self) -> None:
        """The Next button (and Space / Enter) of an explanation step."""
        step = self.current
        if step is None or step.expect is not None or not self.ready:
            return
        self.advance()

    def _after_action(self, action, events) -> None:
        step = self.current
        if (step is not None and step.expect is not None and self.actors
                and self.actors[-1] == self.human and self.progress == len(step.expect)):
            self.advance()

    def _finish(self) -> None:
        if self.finished:
            return
        self.finished = True
        try:
            from app import saves
            if self.autosave_enabled:
                saves.clear_autosave()
        except Exception:  # noqa: BLE001 - the end panel matters more than the file
            pass
        self._complete = TutorialComplete(self.app, self)
        self.app.stack.push(self._complete)

    # saving --------------------------------------------------------------------------
    def save_meta(self) -> dict:
        meta = super().save_meta()
        meta.update({"mode": "tutorial", "step": self.step, "tutorial": "magecraft"})
        return meta

    def _autosave(self) -> None:
        if self.finished:
            return
        super()._autosave()

    # input ---------------------------------------------------------------------------
    def _filter(self, actions) -> str | None:
        step = self.current
        if step is None:
            return "The tutorial is over"
        if self.progress < 0:
            return "Watch Bram's turn first"
        if step.expect is None:
            return "Read the note on the right, then press Next (or Space)"
        left = self.remaining()
        if step.unordered:
            for a in actions:
                if a not in left:
                    return step.hint or "That is not this step's move"
                left.remove(a)
            return None
        if list(actions) == left[:len(actions)]:
            return None
        return step.hint or "That is not this step's move"

    def refuse_reason(self, action) -> str | None:
        if self.human is not None and self.state.to_move == self.human:
            engine = RULES.why_illegal(self.state, action)
            step = self.current
            if engine and step is not None and step.hint:
                return f"{engine}. {step.hint}"
        return super().refuse_reason(action)

    def _sequence_reason(self, actions) -> str | None:
        reason = super()._sequence_reason(actions)
        step = self.current
        if (reason and step is not None and step.hint and step.hint not in reason
                and self.state.to_move == self.human and self.progress >= 0):
            return f"{reason}. {step.hint}"
        return reason

    def handle(self, event) -> bool:
        if self._showing_next():
            if self.next_button.handle(event):
                return True
            if event.type == pygame.KEYDOWN and event.key in (pygame.K_SPACE, pygame.K_RETURN,
                                                              pygame.K_KP_ENTER):
                self.next_step()
                return True
        if (event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.MOUSEWHEEL)
                and self.ready and self.drag.dragging is None):
            pos = getattr(event, "pos", None) or self.mouse
            if self._callout_rect.collidepoint(pos):
                return True          # the call-out covers the log: it eats its clicks
        return super().handle(event)

    def _showing_next(self) -> bool:
        step = self.current
        return step is not None and step.expect is None and self.ready

    # the scripted AI -----------------------------------------------------------------
    def _drive_ai(self, dt) -> None:
        st = self.state
        if st.to_move is None or st.to_move == self.human:
            return
        if self.app.stack.top is not self:
            return
        n = len(self.record.actions)
        if n >= len(TS.SCRIPT) or self.step >= TS.N_STEPS or n >= TS.STEP_AT[self.step]:
            return
        self.ai_wait += dt * self._speed()
        if self.ai_wait < AI_PACE:
            return
        action = TS.SCRIPT[n]
        if TS.ACTORS[n] != st.to_move or action not in self.legal():
            # never expected (the script is checked by the tests); keep the game going
            self.log.add("The tutorial script went astray; the AI takes over.", palette.BAD)
            action = self.ai.ask(st, st.to_move)
            if action is None:
                return
        self.apply(action)

    # element rects -------------------------------------------------------------------
    def element_rect(self, name: str) -> pygame.Rect | None:
        if name == "next_button":
            return self.next_button.rect.copy() if self._showing_next() else None
        if name == "callout":
            return self._callout_rect.copy()
        if name == "hand_gem:*":
            left = [a[1] for a in self.remaining() if a[0] == "discard"]
            return super().element_rect(f"hand_gem:{left[0]}") if left else None
        return super().element_rect(name)

    def point_name(self) -> str | None:
        """The element the arrow points at now."""
        step = self.current
        if step is None or not step.point:
            return None
        if isinstance(step.point, tuple):
            return step.point[min(max(0, self.progress), len(step.point) - 1)]
        return step.point

    # drawing -------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        self.t += dt
        super().update(dt)

    def _draw_tutorial(self, surface) -> None:
        if self.step >= TS.N_STEPS:
            return
        if self.ready:
            self.draw_pointer(surface)
            self.draw_callout(surface)
        elif self.waiting_for_others:
            self._draw_watch(surface)

    def _draw_watch(self, surface) -> None:
        r = pygame.Rect(CALLOUT.x, CALLOUT.y, CALLOUT.w, 46)
        draw_panel(surface, r, fill=(30, 36, 52), border=palette.PANEL_BORDER, radius=12,
                   alpha=240)
        text.blit_text(surface, "Watch Bram play his turn…", (r.x + 16, r.centery), 15,
                       palette.TEXT, text.BOLD, anchor="midleft")

    def draw_callout(self, surface) -> pygame.Rect:
        """The step's panel: counter, title, text and (for explanations) Next."""
        step = self.current
        if step is None:
            return pygame.Rect(0, 0, 0, 0)
        x, y, w = CALLOUT.x, CALLOUT.y, CALLOUT.w
        inner = w - 28
        counter = text.render(f"Tutorial · step {self.step + 1} of {TS.N_STEPS}", 12,
                              palette.TEXT_DIM, text.BOLD)
        title = text.render_wrapped(step.title, 19, inner, palette.ACCENT, text.BOLD)
        body = text.render_wrapped(step.text, BODY_SIZE, inner, palette.TEXT)
        has_next = step.expect is None
        foot = NEXT_H + 14 if has_next else 30
        h = 12 + counter.get_height() + 6 + title.get_height() + 6 + body.get_height() + foot
        h = min(h, CALLOUT.h)
        panel = pygame.Rect(x, y, w, h)
        self._callout_rect = panel
        draw_panel(surface, panel.move(0, 4), fill=(0, 0, 0), border=None, radius=14, alpha=90)
        draw_panel(surface, panel, fill=(30, 36, 52), border=palette.ACCENT, radius=14,
                   alpha=250)
        cy = y + 12
        surface.blit(counter, (x + 14, cy))
        cy += counter.get_height() + 6
        surface.blit(title, (x + 14, cy))
        cy += title.get_height() + 6
        surface.blit(body, (x + 14, cy))
        if has_next:
            self.next_button.rect.bottomright = (panel.right - 14, panel.bottom - 10)
            self.next_button.draw(surface)
            hint = text.render("or Space", 12, palette.TEXT_DIM)
            surface.blit(hint, hint.get_rect(midright=(self.next_button.rect.x - 10,
                                                       self.next_button.rect.centery)))
        else:
            hint = text.render("Your move: do it on the table", 13, RING, text.BOLD)
            surface.blit(hint, (x + 14, panel.bottom - 24))
        return panel

    def draw_pointer(self, surface) -> None:
        step = self.current
        name = self.point_name()
        if step is None or name is None:
            return
        target = self.element_rect(name)
        if target is None:
            return
        pulse = 0.5 + 0.5 * math.sin(self.t * 5.0)
        goal = self.element_rect(step.drag_to) if step.drag_to else None
        if self.drag.dragging is None:
            if goal is not None:
                _draw_path(surface, target.center, goal.center, self.t)
            _draw_ring(surface, target, pulse)
            _draw_arrow(surface, target, self.t, name.startswith("board:1"))
        elif goal is not None:
            _draw_ring(surface, goal, pulse)


# ---------------------------------------------------------------------------------------
# the end panel

class TutorialComplete(Scene):
    """"Tutorial complete": play a real game or go back to the menu."""

    overlay = True
    modal = True

    def __init__(self, app, tutorial: MagecraftTutorial | None = None) -> None:
        super().__init__(app)
        self.tutorial = tutorial
        self.rect = pygame.Rect(0, 0, 560, 320)
        self.rect.center = (L.BOARD.centerx, 330)
        bw, bh = 230, 54
        y = self.rect.bottom - 30 - bh
        self.play_button = Button((self.rect.centerx - bw - 10, y, bw, bh), "Play a real game",
                                  self.play, size=20, key=pygame.K_RETURN)
        self.menu_button = Button((self.rect.centerx + 10, y, bw, bh), "Back to menu",
                                  self.menu, size=20, key=pygame.K_ESCAPE)
        self.buttons = [self.play_button, self.menu_button]

    def play(self) -> None:
        from scenes.game_setup import GameSetupScene
        from scenes.menu import MenuScene
        self.app.stack.clear_to(MenuScene(self.app))
        self.app.stack.push(GameSetupScene(self.app, "magecraft"))

    def menu(self) -> None:
        from scenes.menu import MenuScene
        self.app.stack.clear_to(MenuScene(self.app))

    def handle(self, event) -> bool:
        for b in self.buttons:
            if b.handle(event):
                return True
        return True

    def draw(self, surface) -> None:
        shade = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        shade.fill((0, 0, 0, 140))
        surface.blit(shade, (0, 0))
        r = self.rect
        draw_panel(surface, r.move(0, 6), fill=(0, 0, 0), border=None, radius=18, alpha=90)
        draw_panel(surface, r, fill=palette.PANEL, border=palette.ACCENT, radius=18, alpha=250)
        text.blit_text(surface, "Tutorial complete", (r.centerx, r.y + 48), 32, palette.ACCENT,
                       text.BOLD, anchor="center")
        body = ("You paid spells gem by gem, cast a spellbook from left to right, broke a "
                "shield before striking HP, learned a spell from the Academy, revised your "
                "spellbooks and mastered a spell for its golden gem. Time for a real duel.")
        img = text.render_wrapped(body, 16, r.w - 64, palette.TEXT)
        surface.blit(img, (r.x + 32, r.y + 90))
        for b in self.buttons:
            b.draw(surface)
