"""The interactive Magi tutorial: a real Magi table on a fixed deal, where the AI seats
play a fixed script and the player is walked through the game one step at a time.

It is the ordinary :class:`MagiTable` with the tutorial hooks filled in:

* ``action_filter`` lets through only the action the current step asks for (the engine
  still decides what is legal; anything else is refused with a hint near the cursor);
* ``listeners["after_action"]`` moves to the next step when that action is played;
* ``draw_hooks`` draw the call-out (right-hand column, over the log), a pulsing ring and
  an arrow at the thing to drag or click, found with ``element_rect``;
* the AI seats do not think: ``_drive_ai`` feeds them the next move of the script,
  checked against the engine's legal actions.

The step number is kept in the autosave's meta ({"mode": "tutorial", "step": k}); the
game itself is rebuilt from the record, so leaving and resuming lands on the same step.
Steps and texts live in :mod:`scenes.magi.tutorial_steps`.
"""
from __future__ import annotations

import math

import pygame

from app.scene import Scene
from app.ui import palette, text
from app.ui.widgets import Button, draw_panel
from engines.core.replay import Record
from engines.magi import RULES
from scenes.magi import layout as L
from scenes.magi import tutorial_steps as TS
from scenes.magi.scoreboard import RoundScoreboard
from scenes.magi.table import AI_PACE, MagiTable

CALLOUT_X, CALLOUT_Y, CALLOUT_W = L.LOG_RECT.x, L.LOG_RECT.y, L.LOG_RECT.w
CALLOUT_MAX_H = L.LOG_RECT.h
NEXT_W, NEXT_H = 132, 40
BODY_SIZE = 15
RING = (255, 214, 92)


def tutorial_scene(app, **kw) -> "MagiTutorial":
    """A fresh tutorial (scenes/tutorials.py calls this)."""
    return MagiTutorial(app, **kw)


def from_save(app, save: dict, **kw) -> "MagiTutorial":
    """Resume a tutorial from the autosave (meta {"mode": "tutorial", "step": k})."""
    rec = save["record"]
    record = rec if isinstance(rec, Record) else Record.from_json(rec)
    meta = save.get("meta") or {}
    step = meta.get("step", 0)
    if not isinstance(step, int) or isinstance(step, bool):
        step = 0
    return MagiTutorial(app, record=record, step=step, **kw)


def consistent_step(step: int, played: int) -> int:
    """The step to show when ``played`` script actions have been played and the save says
    ``step`` (clamped so that every earlier step is done and this one is not)."""
    n_steps = len(TS.STEPS)
    step = max(0, min(int(step), TS.DONE_STEP))
    if played >= len(TS.SCRIPT):
        return max(step, TS.SCORES_STEP)
    while step < n_steps and TS.STEP_AT[step] < played:
        step += 1
    while step > 0 and (TS.STEP_AT[step - 1] > played
                        or (TS.STEPS[step - 1].expect is not None
                            and TS.STEP_AT[step - 1] >= played)):
        step -= 1
    return step


class MagiTutorial(MagiTable):
    """The Magi table in tutorial mode."""

    def __init__(self, app, record: Record | None = None, step: int = 0,
                 autosave: bool | None = None, inline_ai: bool = True, **_ignored) -> None:
        self.step = 0
        self.t = 0.0
        self.finished = False
        if record is not None:
            n = len(record.actions)
            if list(record.actions) != TS.SCRIPT[:n] or record.config.get("deal") is None:
                raise ValueError("this tutorial save does not follow the tutorial's script")
        super().__init__(app, players=TS.PLAYERS, difficulty="normal",
                         options={"deal": TS.config()["deal"], "target": 50}, seed=TS.SEED,
                         human_seat=TS.HUMAN, inline_ai=inline_ai, record=record,
                         names=list(TS.NAMES), autosave=autosave, mode="tutorial")
        self.step = consistent_step(step, len(self.record.actions))
        self.action_filter = self._filter
        self.listeners["after_action"].append(self._after_action)
        self.draw_hooks.append(self._draw_tutorial)
        self.undo_button.visible = False
        self.next_button = Button((0, 0, NEXT_W, NEXT_H), "Next", self.next_step, size=19)
        self._callout_rect = pygame.Rect(CALLOUT_X, CALLOUT_Y, CALLOUT_W, 100)
        self._complete: TutorialComplete | None = None
        self._resumed_scores = record is not None and self.step >= TS.SCORES_STEP

    # life cycle ----------------------------------------------------------------------
    def enter(self) -> None:
        if self._resumed_scores:
            # resumed after the last card: show the scores again, then the end panel
            self._resumed_scores = False
            if self.step == TS.SCORES_STEP and self.state.round_scores:
                st = self.state
                self._scoreboard = self.app.stack.push(TutorialScoreboard(
                    self.app, self, list(self.names), list(st.round_scores[0]),
                    list(st.totals), 1, TS.HUMAN, st.target))
            else:
                self.step = TS.DONE_STEP
                self._finish()

    def restart(self) -> None:
        """Pause menu "Restart": the tutorial from its first step."""
        self.step = 0
        self.finished = False
        self.ai.cancel()
        self.drag.cancel()
        self.options["deal"] = TS.config()["deal"]
        self._start(None)
        self._autosave()             # the old step must not come back on resume

    # the current step ----------------------------------------------------------------
    @property
    def current(self) -> TS.Step | None:
        return TS.STEPS[self.step] if self.step < len(TS.STEPS) else None

    @property
    def ready(self) -> bool:
        """Is the current step on screen (everything before it played and animated)?"""
        if self.step >= len(TS.STEPS):
            return False
        if self.step == TS.SCORES_STEP:
            sb = self._scoreboard
            return sb is not None and not sb.closed
        return (len(self.record.actions) == TS.STEP_AT[self.step] and not self.queue.busy
                and self.synced)

    @property
    def waiting_for_others(self) -> bool:
        return (self.step < len(TS.STEPS) and self.step != TS.SCORES_STEP
                and len(self.record.actions) < TS.STEP_AT[self.step])

    def advance(self) -> None:
        self.step += 1
        self.t = 0.0
        if self.step >= TS.DONE_STEP:
            self._finish()
        else:
            self._autosave()

    def next_step(self) -> None:
        """The Next button (and Space / Enter) of an explanation step."""
        step = self.current
        if step is None or step.expect is not None or not self.ready:
            return
        if self.step == TS.SCORES_STEP:
            if self._scoreboard is not None:
                self._scoreboard.close()
            return
        self.advance()

    def _after_action(self, action, events) -> None:
        step = self.current
        if (step is not None and step.expect is not None and tuple(action) == step.expect
                and self.actors and self.actors[-1] == self.human
                and len(self.record.actions) == TS.STEP_AT[self.step] + 1):
            self.advance()

    def _scores_closed(self) -> None:
        if self.step == TS.SCORES_STEP:
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
        meta.update({"mode": "tutorial", "step": self.step, "tutorial": "magi"})
        return meta

    def _autosave(self) -> None:
        if self.finished:
            return
        super()._autosave()

    # input ---------------------------------------------------------------------------
    def _filter(self, action) -> str | None:
        step = self.current
        if step is None:
            return "The tutorial is over"
        if step.expect is None:
            return "Read the note on the right, then press Next (or Space)"
        if tuple(action) == step.expect:
            return None
        return step.hint or "That is not this step's move"

    def refuse_reason(self, action) -> str | None:
        if self.human is not None and self.state.to_move == self.human:
            engine = RULES.why_illegal(self.state, action)
            step = self.current
            if engine and step is not None and step.hint:
                return f"{engine}. {step.hint}"
        return super().refuse_reason(action)

    def handle(self, event) -> bool:
        if self._showing_next():
            if self.next_button.handle(event):
                return True
            if event.type == pygame.KEYDOWN and event.key in (pygame.K_SPACE, pygame.K_RETURN,
                                                              pygame.K_KP_ENTER):
                self.next_step()
                return True
        if (event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.MOUSEWHEEL)
                and self._callout_visible() and self.drag.dragging is None):
            pos = getattr(event, "pos", None) or self.mouse
            if self._callout_rect.collidepoint(pos):
                return True          # the call-out covers the log: it eats its clicks
        return super().handle(event)

    def _showing_next(self) -> bool:
        step = self.current
        return (step is not None and step.expect is None and self.ready
                and self.step != TS.SCORES_STEP)

    def _callout_visible(self) -> bool:
        return self.ready and self.step != TS.SCORES_STEP

    # the scripted AI -----------------------------------------------------------------
    def _drive_ai(self, dt) -> None:
        st = self.state
        if st.to_move is None or st.to_move == self.human:
            return
        if self.app.stack.top is not self:
            return
        n = len(self.record.actions)
        if n >= len(TS.SCRIPT) or self.step >= len(TS.STEPS) or n >= TS.STEP_AT[self.step]:
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

    def _round_scoreboard(self, ev, winner) -> RoundScoreboard:
        return TutorialScoreboard(self.app, self, list(self.names), list(ev["hand_points"]),
                                  list(ev["totals"]), ev["round"], winner, self.state.target)

    # element rects -------------------------------------------------------------------
    def element_rect(self, name: str) -> pygame.Rect | None:
        if name == "next_button":
            return self.next_button.rect.copy() if self._showing_next() else None
        if name == "callout":
            return self._callout_rect.copy()
        if name == "scoreboard_button":
            sb = self._scoreboard
            if sb is not None and not sb.closed:
                return sb.button.rect.copy()
            return None
        return super().element_rect(name)

    # drawing -------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        self.t += dt
        super().update(dt)

    def _draw_tutorial(self, surface) -> None:
        if self.step >= len(TS.STEPS) or self.step == TS.SCORES_STEP:
            return
        if self.ready:
            self.draw_pointer(surface)
            self.draw_callout(surface)
        elif self.waiting_for_others:
            self._draw_watch(surface)

    def _draw_watch(self, surface) -> None:
        img = text.render("Watch the others play…", 15, palette.TEXT, text.BOLD)
        r = img.get_rect(topleft=(CALLOUT_X + 16, CALLOUT_Y + 14))
        draw_panel(surface, pygame.Rect(CALLOUT_X, CALLOUT_Y, CALLOUT_W, 46),
                   fill=(30, 36, 52), border=palette.PANEL_BORDER, radius=12, alpha=240)
        surface.blit(img, r)

    def draw_callout(self, surface, rect: pygame.Rect | None = None) -> pygame.Rect:
        """The step's panel: counter, title, text and (for explanations) Next."""
        step = self.current
        if step is None:
            return pygame.Rect(0, 0, 0, 0)
        x, y, w = (rect.x, rect.y, rect.w) if rect else (CALLOUT_X, CALLOUT_Y, CALLOUT_W)
        inner = w - 32
        counter = text.render(f"Tutorial · step {self.step + 1} of {len(TS.STEPS)}", 13,
                              palette.TEXT_DIM, text.BOLD)
        title = text.render_wrapped(step.title, 20, inner, palette.ACCENT, text.BOLD)
        body = text.render_wrapped(step.text, BODY_SIZE, inner, palette.TEXT)
        has_next = step.expect is None and self.step != TS.SCORES_STEP
        foot = NEXT_H + 16 if has_next else 34
        h = 16 + counter.get_height() + 8 + title.get_height() + 6 + body.get_height() + foot
        h = min(h, CALLOUT_MAX_H)
        panel = pygame.Rect(x, y, w, h)
        self._callout_rect = panel
        draw_panel(surface, panel.move(0, 4), fill=(0, 0, 0), border=None, radius=14, alpha=90)
        draw_panel(surface, panel, fill=(30, 36, 52), border=palette.ACCENT, radius=14,
                   alpha=250)
        cy = y + 16
        surface.blit(counter, (x + 16, cy))
        cy += counter.get_height() + 8
        surface.blit(title, (x + 16, cy))
        cy += title.get_height() + 6
        surface.blit(body, (x + 16, cy))
        if has_next:
            self.next_button.rect.bottomright = (panel.right - 16, panel.bottom - 12)
            self.next_button.draw(surface)
            hint = text.render("or Space", 12, palette.TEXT_DIM)
            surface.blit(hint, hint.get_rect(midright=(self.next_button.rect.x - 10,
                                                       self.next_button.rect.centery)))
        else:
            hint = text.render("Your move: do it on the table" if self.step != TS.SCORES_STEP
                               else "Next round closes the scores", 13, RING, text.BOLD)
            surface.blit(hint, (x + 16, panel.bottom - 26))
        return panel

    def draw_pointer(self, surface) -> None:
        step = self.current
        if step is None or not step.point:
            return
        target = self.element_rect(step.point)
        if target is None:
            return
        pulse = 0.5 + 0.5 * math.sin(self.t * 5.0)
        if step.drag_to and self.drag.dragging is None:
            goal = self.element_rect(step.drag_to)
            if goal is not None:
                _draw_path(surface, target.center, goal.midbottom, self.t)
        if self.drag.dragging is None:
            _draw_ring(surface, target, pulse)
            below = step.point.startswith(("catch:", "colour:", "shoot:", "seat:"))
            _draw_arrow(surface, target, self.t, below)
        elif step.drag_to:
            goal = self.element_rect(step.drag_to)
            if goal is not None:
                _draw_ring(surface, goal, pulse)


# ---------------------------------------------------------------------------------------
# pointer shapes

def _draw_ring(surface, rect: pygame.Rect, pulse: float) -> None:
    grow = 6 + int(5 * pulse)
    r = rect.inflate(grow * 2, grow * 2)
    glow = pygame.Surface(r.inflate(12, 12).size, pygame.SRCALPHA)
    inner = glow.get_rect().inflate(-12, -12)
    pygame.draw.rect(glow, (*RING, int(70 + 60 * pulse)), inner.inflate(8, 8), width=6,
                     border_radius=16)
    pygame.draw.rect(glow, (*RING, 255), inner, width=3, border_radius=12)
    surface.blit(glow, (r.x - 6, r.y - 6))


def _arrow_surface(length: int = 46) -> pygame.Surface:
    """A downward arrow (cached)."""
    surf = _ARROWS.get(length)
    if surf is None:
        w = 34
        surf = pygame.Surface((w + 6, length + 6), pygame.SRCALPHA)
        pts = [(w / 2 - 7, 0), (w / 2 + 7, 0), (w / 2 + 7, length - 18), (w, length - 18),
               (w / 2, length), (0, length - 18), (w / 2 - 7, length - 18)]
        shadow = [(x + 3, y + 4) for x, y in pts]
        pygame.draw.polygon(surf, (0, 0, 0, 110), shadow)
        pygame.draw.polygon(surf, RING, pts)
        pygame.draw.polygon(surf, palette.CARD_EDGE, pts, width=2)
        _ARROWS[length] = surf
    return surf


_ARROWS: dict = {}


def _draw_arrow(surface, rect: pygame.Rect, t: float, below: bool = False) -> None:
    """A bobbing arrow pointing at ``rect``: from above, or from below (when asked, or
    near the top edge, where there is no room above)."""
    bob = 6 * math.sin(t * 6.0)
    img = _arrow_surface()
    if rect.top > 150 and not below:
        dest = img.get_rect(midbottom=(rect.centerx, rect.top - 12 - bob))
        surface.blit(img, dest)
    else:
        up = pygame.transform.rotate(img, 180)
        dest = up.get_rect(midtop=(rect.centerx, rect.bottom + 12 + bob))
        surface.blit(up, dest)


def _draw_path(surface, start, end, t: float) -> None:
    """Dots flowing along a gentle curve from ``start`` (the card) to ``end`` (the pile)."""
    sx, sy = start
    ex, ey = end
    cx, cy = (sx + ex) / 2, min(sy, ey) - 60
    n = 14
    for i in range(n):
        u = ((i + (t * 1.6) % 1.0) / n)
        a = (1 - u) ** 2
        b = 2 * (1 - u) * u
        c = u ** 2
        x = a * sx + b * cx + c * ex
        y = a * sy + b * cy + c * ey
        rad = 3 + 3 * u
        pygame.draw.circle(surface, (0, 0, 0), (round(x) + 1, round(y) + 2), round(rad))
        pygame.draw.circle(surface, RING, (round(x), round(y)), round(rad))


# ---------------------------------------------------------------------------------------
# overlays

class TutorialScoreboard(RoundScoreboard):
    """The round scoreboard with the tutorial's "Scoring" call-out beside it."""

    def __init__(self, app, tutorial: MagiTutorial, names, hand_points, totals, round_no,
                 winner, target) -> None:
        super().__init__(app, names, hand_points, totals, round_no, winner, target,
                         auto=False, on_close=tutorial._scores_closed)
        self.tutorial = tutorial

    def draw(self, surface) -> None:
        super().draw(surface)
        tut = self.tutorial
        if tut.step == TS.SCORES_STEP and not self.closed:
            tut.draw_callout(surface)
            pulse = 0.5 + 0.5 * math.sin(tut.t * 5.0)
            _draw_ring(surface, self.button.rect, pulse)

    def update(self, dt: float) -> None:
        super().update(dt)
        self.tutorial.t += dt


class TutorialComplete(Scene):
    """"Tutorial complete": play a real game or go back to the menu."""

    overlay = True
    modal = True

    def __init__(self, app, tutorial: MagiTutorial | None = None) -> None:
        super().__init__(app)
        self.tutorial = tutorial
        self.rect = pygame.Rect(0, 0, 560, 320)
        self.rect.center = (L.TABLE_CENTRE[0], 330)
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
        self.app.stack.push(GameSetupScene(self.app, "magi"))

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
        body = ("You matched colours and pictures, drew from the talon, named a colour "
                "with a magi card, dodged and reset a DRAWCOUNT, used Shot, Reverse and "
                "Again, called \"Magi!\" and caught a forgetful opponent. You are ready.")
        img = text.render_wrapped(body, 16, r.w - 64, palette.TEXT)
        surface.blit(img, (r.x + 32, r.y + 90))
        for b in self.buttons:
            b.draw(surface)
