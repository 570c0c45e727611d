"""What the interactive tutorials share: a real table in tutorial mode, walked step by
step.

:class:`Tutorial` is mixed in before a game's table class (``class MagiTutorial(Tutorial,
MagiTable)``). It fills the table's tutorial hooks:

* ``action_filter`` (the game's ``_filter``) lets through only what the step asks for;
  a refusal adds the step's hint to the engine's reason;
* ``listeners["after_action"]`` moves on once the step is played;
* ``draw_hooks`` draw the call-out (over the log), a pulsing ring and an arrow at the
  thing to drag or click (found with ``element_rect``), or "watch the others";
* the AI seats play the script (``_drive_ai``), checked against the legal actions.

The step is kept in the autosave's meta ({"mode": "tutorial", "step": k, "tutorial":
game}); the game itself is rebuilt from the record (its config makes the engine stage the
tutorial's position), so leaving and resuming lands on the same step. The kit builds the
table (``__init__``), restarts it, ends it with the "Tutorial complete" panel
(scenes/kit/tutorial_end.py) and plays the other seats' script. A game provides ``TS``
(its tutorial_steps module: STEPS, STEP_AT, SCRIPT, ACTORS, SEED, HUMAN, NAMES and the
end panel's COMPLETE; scenes/kit/tutorial_script.py builds them), ``callout_style``,
``table_options``, ``fits`` (does a save follow the script), ``ready``,
``waiting_for_others`` and ``_filter``; it may change ``settle``, ``_fresh_record``,
``_restart_options``, ``_intro_log``, ``_step_begins``, ``_script_playing`` and the
look (``watch_text``, ``covers_log``, ``sentences``, ``end_centre``, ...). A game's
``tutorial_scene`` and ``from_save`` are :func:`entry_points`.
"""
from __future__ import annotations

import math
from types import ModuleType
from typing import TYPE_CHECKING

import pygame

from app.ui import commands, palette, text
from app.ui.widgets import Button, draw_panel
from engines.core.replay import Record
from scenes.kit.log_panel import HEADER_H
from scenes.kit.table_input import IGNORED_SPACE_HINT
from scenes.kit.tutorial_end import TutorialComplete
from scenes.kit.room import room_of
from scenes.kit.tutorial_marks import (ARROW_BOB, RING, CalloutStyle, arrow_places,
                                       arrow_rect, draw_arrow, draw_path, draw_ring)
from scenes.kit.tutorial_script import settle_step

if TYPE_CHECKING:      # mixed in before a table: what it reads and overrides is the table's
    from scenes.kit.table import TableScene as _Table
else:
    _Table = object



def entry_points(cls) -> tuple:
    """A game's ``tutorial_scene(app, **kw)`` (a fresh tutorial: scenes/tutorials.py
    calls it) and ``from_save(app, save, **kw)`` (the tutorial resumed from its save),
    for its tutorial class ``cls``."""
    def tutorial_scene(app, **kw):
        return cls(app, **kw)

    def from_save(app, save: dict, **kw):
        return resume(cls, app, save, **kw)
    return tutorial_scene, from_save


def mark_seen(app, game: str) -> None:
    """``game`` counts as seen (``settings.seen_games``): starting it no longer asks "New
    to ...?" (its tutorial was taken, finished or left, or declined)."""
    from app.settings import save_settings
    seen = getattr(app.settings, "seen_games", None)
    if not isinstance(seen, list) or game in seen:
        return
    app.settings.seen_games = list(seen) + [game]
    try:
        save_settings(app.settings)
    except Exception:  # noqa: BLE001 - the suggestion comes back next time at worst
        pass


def copied(record: Record) -> Record:
    """A save's record as the table plays it on: its own config and actions as tuples."""
    return Record(record.game, dict(record.config), record.seed,
                  [tuple(a) for a in record.actions])


def resume(cls, app, save: dict, **kw):
    """A tutorial of class ``cls`` resumed from the autosave (meta {"mode": "tutorial",
    "step": k})."""
    rec = save["record"]
    record = rec if isinstance(rec, Record) else Record.from_json(rec)
    meta = save.get("meta") or {}
    step = meta.get("step", 0)
    if not isinstance(step, int) or isinstance(step, bool):
        step = 0
    return cls(app, record=record, step=step, **kw)


def sentence(words: str) -> str:
    """``words`` ending with exactly one full stop (or its own ! or ?): an engine's
    refusal and a step's hint are joined as two sentences, never with ".."."""
    words = words.strip()
    while words.endswith(".."):
        words = words[:-1]
    return words if words.endswith((".", "!", "?", "…")) else words + "."


class Tutorial(_Table):
    """Mixed in before a table class; see the module's docstring."""

    TS: ModuleType                # the game's tutorial_steps module (its COMPLETE: the
                                  # end panel's text)
    callout_style: CalloutStyle
    complete_class: type | None = None   # the end panel (None: TutorialComplete)
    end_centre = (640, 330)       # where the end panel stands
    end_free_game: dict | None = None    # the end panel's free game (its options)
    end_free_label = "Free game vs Easy"
    scores_step: int | None = None   # a step shown over a scoreboard (no call-out)
    scores_hint = ""
    path_anchor = "center"        # where the drag path ends on its goal
    arrow_below: tuple = ()       # point names (prefixes) pointed at from below
    arrow_keep_clear: tuple = ()  # names of places the arrow must not cover (stats,
                                  # buttons) unless it points at them
    arrow_screen: tuple | None = None   # where the arrow may stand (None: the table's room)
    watch_text = "Watch the others play…"   # while the scripted players play
    watch_top = 0                 # ... its panel this far below the call-out's area's top
    one_action_steps = False      # a step's ``expect`` is one action (not a list of them)
    covers_log = False            # a plain panel under the call-out hides the log
    sentences = False             # a refusal: the engine's reason and the hint, one full
                                  # stop each (scenes.kit.tutorial.sentence)

    @property
    def table_options(self) -> dict:
        """The table's own arguments (players, difficulty...): a game's class attribute
        or property."""
        return {}

    def __init__(self, app, record: Record | None = None, step: int = 0,
                 autosave: bool | None = None, inline_ai: bool = True, **_ignored) -> None:
        """A new tutorial, or one resumed at ``step`` from its save's ``record``."""
        self._begin()
        resumed = record is not None
        record = self._play_on(record, self.fits)
        super().__init__(app, **self._table_args(
            record, autosave, inline_ai, **self.table_options))
        self._init_tutorial(self.settle(step, len(self.record.actions)))
        self._intro_log(resumed)

    def fits(self, record: Record) -> bool:
        """Does a save's ``record`` follow the tutorial's script?"""
        raise NotImplementedError

    @property
    def ready(self) -> bool:
        """The step's call-out shows and the human may do what it asks (the game's)."""
        raise NotImplementedError

    @property
    def waiting_for_others(self) -> bool:
        """The scripted players are playing their part of the step (the game's)."""
        raise NotImplementedError

    def _filter(self, gesture) -> str | None:
        """The ``action_filter``: why the step does not let ``gesture`` through (the
        game's; None: it may be played)."""
        raise NotImplementedError

    def settle(self, step, played: int) -> int:
        """The step to show when ``played`` actions are in the record and the save says
        ``step`` (by default a step waits for one action or gesture: settle_step)."""
        return settle_step(step, played, self.TS.STEPS, self.TS.STEP_AT)

    def _begin(self) -> None:
        """Before the table is built: the first step, nothing finished yet."""
        self.step = 0
        self.t = 0.0
        self.finished = False
        self._complete = None

    def _init_tutorial(self, step: int) -> None:
        """After the table is built: the (checked) step and the hooks."""
        st = self.callout_style
        self.step = step
        self.action_filter = self._filter
        self.listeners["after_action"].append(self._after_action)
        self.draw_hooks.append(self._draw_tutorial)
        self.undo_button.visible = False
        self.next_button = Button((0, 0, *st.next_size), "Next", self.next_step,
                                  size=st.next_font)
        self._callout_rect = pygame.Rect(st.area.x, st.area.y, st.area.w, 100)
        if self.covers_log:
            self.draw_hooks.insert(0, self._cover_log)

    # life cycle -----------------------------------------------------------------------
    def enter(self) -> None:
        if self.step >= self.n_steps:
            self._finish()

    def exit(self) -> None:
        """Leaving the tutorial (finished or not): its game counts as seen."""
        mark_seen(self.app, self.game_key)
        super().exit()

    def restart(self) -> None:
        """Pause menu "Restart": the tutorial from its first step."""
        self.step = 0
        self.t = 0.0
        self.finished = False
        self.ai.cancel()
        self.drag.cancel()
        self._close_dialogs()        # a round's scores left over the table go too
        self._restart_options()
        self._start(self._fresh_record())
        self._intro_log(False)
        self._autosave()             # the old step must not come back on resume

    def _play_on(self, record: Record | None, fits) -> Record | None:
        """The record the table starts from: a save's (a copy), when ``fits(record)``
        says it follows the tutorial's script, else ValueError; without a save, the fresh
        one (``_fresh_record``)."""
        if record is None:
            return self._fresh_record()
        if not fits(record):
            raise ValueError("this tutorial save does not follow the tutorial's script")
        return copied(record)

    def _table_args(self, record: Record | None, autosave: bool | None, inline_ai: bool,
                    **more) -> dict:
        """The table's arguments for the tutorial's game (``more``: the game's own)."""
        TS = self.TS
        return dict(seed=TS.SEED, human_seat=TS.HUMAN, inline_ai=inline_ai, record=record,
                    names=list(TS.NAMES), autosave=autosave, mode="tutorial", **more)

    def _fresh_record(self) -> Record | None:
        """The record a new tutorial plays on (None: the table starts a new game from
        its options)."""
        return None

    def _restart_options(self) -> None:
        """Before a restart: the table's options set again for the tutorial's game."""

    def _intro_log(self, resumed: bool) -> None:
        """The log's first line (a new tutorial, or one ``resumed`` from its save)."""

    # the current step -----------------------------------------------------------------
    @property
    def n_steps(self) -> int:
        return len(self.TS.STEPS)

    @property
    def current(self):
        return self.TS.STEPS[self.step] if self.step < self.n_steps else None

    def played_in_step(self) -> int:
        """Actions of the current step already played (negative: the scripted players
        still to play)."""
        if self.step >= self.n_steps:
            return 0
        return len(self.record.actions) - self.TS.STEP_AT[self.step]

    @property
    def progress(self) -> int:
        """How far into the current step (a step may point at several things in turn):
        by default the actions of it played; a game may count otherwise."""
        return self.played_in_step()

    def _after_action(self, action, events) -> None:
        """The human played the current step's last action: on to the next step. A step
        waits for one action (``one_action_steps``) or for its list of actions."""
        step = self.current
        if (step is None or step.expect is None or step.free or not self.actors
                or self.actors[-1] != self.human):
            return
        if self.one_action_steps:
            done = tuple(action) == step.expect and self.played_in_step() == 1
        else:
            done = self.played_in_step() == len(step.expect)
        if done:
            self.advance()

    def advance(self) -> None:
        self.step += 1
        self.t = 0.0
        if self.step >= self.n_steps:
            self._finish()
        else:
            self._step_begins()

    def _step_begins(self) -> None:
        """The next step is the current one now (the save keeps it)."""
        self._autosave()

    def next_step(self) -> None:
        """The Next button (and Space / Enter) of an explanation step."""
        step = self.current
        if step is None or step.expect is not None or not self.ready:
            return
        self.advance()

    def _finish(self) -> None:
        if self.finished:
            return
        self.finished = True
        mark_seen(self.app, self.game_key)
        try:
            from app import saves
            if self.autosave_enabled:
                saves.clear(self.game_key, "tutorial")
        except Exception:  # noqa: BLE001 - the end panel matters more than the file
            pass
        self._complete = (self.complete_class or TutorialComplete)(self.app, self)
        self.app.stack.push(self._complete)

    # saving ---------------------------------------------------------------------------
    def save_meta(self) -> dict:
        meta = super().save_meta()
        meta.update({"mode": "tutorial", "step": self.step, "tutorial": self.game_key})
        return meta

    def _autosave(self) -> None:
        if self.finished:
            return
        super()._autosave()

    # input ----------------------------------------------------------------------------
    def refuse_reason(self, action) -> str | None:
        if self.human is not None and self.state.to_move == self.human:
            engine = self.rules.why_illegal(self.state, action)
            step = self.current
            if engine and step is not None and step.hint:
                if self.sentences:
                    return f"{sentence(engine)} {sentence(step.hint)}"
                return f"{engine}. {step.hint}"
        reason = super().refuse_reason(action)
        return sentence(reason) if reason and self.sentences else reason

    def handle(self, event) -> bool:
        if self._showing_next():
            if self.next_button.handle(event):
                return True
            if commands.command_of(event, ("next_step", "confirm")):
                hurry = self.hurry
                repeat = hurry.key_down(event.key)
                # still hurrying the scripted players, or the key held down since
                if self.input_held() or hurry.key_held_over(event.key, repeat):
                    hurry.note()
                    hurry.key_hurried(event.key)
                    self.show_message(IGNORED_SPACE_HINT, 2.5, hint=True)
                    return True
                self.next_step()
                return True
        if (event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.MOUSEWHEEL)
                and self._callout_visible() and self.drag.dragging is None):
            pos = getattr(event, "pos", None) or self.mouse
            if self._callout_rect.collidepoint(pos):
                return True          # the call-out covers the log: it eats its clicks
        return super().handle(event)

    def _callout_visible(self) -> bool:
        return self.ready and self.step != self.scores_step

    def _showing_next(self) -> bool:
        step = self.current
        return step is not None and step.expect is None and self._callout_visible()

    # the scripted AI ------------------------------------------------------------------
    def _drive_ai(self, dt) -> None:
        st = self.state
        if st.to_move is None or st.to_move == self.human:
            return
        if self.app.stack.top is not self:
            return
        played = self._script_playing()
        if played is None:
            return
        script, actors = played
        n = len(self.record.actions)
        if n >= len(script) or n >= self.TS.STEP_AT[self.step]:
            return
        self.ai_wait += dt * self.speed()
        if self.ai_wait < self.ai_pace:
            return
        action = script[n]
        if actors[n] != st.to_move or action not in self.legal():
            # never expected (the script is checked by the tests); keep the game going
            self.log.add("The tutorial script went astray; the AI takes over.", palette.BAD)
            action = self.ai.ask(st, st.to_move)
            if action is None:
                return
        self.apply(action)

    def _script_playing(self) -> tuple | None:
        """(the actions of the game on the table, who plays each) while the script
        plays; None when it does not (the tutorial is over)."""
        if self.step >= self.n_steps:
            return None
        return self.TS.SCRIPT, self.TS.ACTORS

    # element rects --------------------------------------------------------------------
    def element_rect(self, name: str) -> pygame.Rect | None:
        if name == "next_button":
            return self.next_button.rect.copy() if self._showing_next() else None
        if name == "callout":
            return self._callout_rect.copy()
        return super().element_rect(name)

    def popup_option_name(self, action) -> str | None:
        """``"popup:<i>"``: the open pop-up's option that plays ``action`` (None: none)."""
        for i, o in enumerate(getattr(self.popup, "options", [])):
            if o.action == action:
                return f"popup:{i}"
        return None

    def popup_option_rect(self, name: str) -> pygame.Rect | None:
        """The rect of the pop-up option ``"popup:<i>"``."""
        options = getattr(self.popup, "options", [])
        i = int(name.split(":")[1])
        return options[i].rect.copy() if i < len(options) else None

    def point_name(self) -> str | None:
        """The element the arrow points at now (a step may point at several in turn)."""
        step = self.current
        if step is None or not step.point:
            return None
        if isinstance(step.point, tuple):
            return step.point[min(max(0, self.progress), len(step.point) - 1)]
        return step.point

    # drawing --------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        self.t += dt
        super().update(dt)
        self._log_below_panel()

    def _draw_tutorial(self, surface) -> None:
        self._panel_at = None
        if self.step >= self.n_steps or self.step == self.scores_step:
            return
        if self.ready:
            self.draw_pointer(surface)
            self._panel_at = self.draw_callout(surface)
        elif self.waiting_for_others:
            self._panel_at = self._draw_watch(surface)

    def _draw_watch(self, surface) -> pygame.Rect | None:
        """"Watch ... play" over the call-out's area while the scripted players play."""
        area = self.callout_style.area
        r = pygame.Rect(area.x, area.y + self.watch_top, area.w, 46)
        draw_panel(surface, r, fill=(30, 36, 52), border=palette.PANEL_BORDER, radius=12,
                   alpha=240)
        text.blit_text(surface, self.watch_text, (r.x + 16, r.centery), 15, palette.TEXT,
                       text.BOLD, anchor="midleft")
        return r

    def _log_below_panel(self) -> None:
        """While the step's panel (or the watch line, or a free game's banner) stands at
        the top of the log's column, the log takes the column below it: its header and
        its lines stay in view (issue 23: the panel covered the top of the log)."""
        log, area = self.log, self.callout_style.area
        rect = log.full_rect
        if log.collapsed or rect.x != area.x or rect.w != area.w:
            return                   # the panel stands elsewhere, or the log is hidden
        bottom = rect.bottom
        home = self.__dict__.setdefault("_log_home_top", rect.y)    # the column's top
        top = home
        panel = getattr(self, "_panel_at", None)
        if panel is not None and panel.h > 0 and panel.colliderect(rect.union(area)):
            top = max(home, min(panel.bottom + 8, bottom - 4 * HEADER_H))
        new = pygame.Rect(area.x, top, area.w, bottom - top)
        if new != rect:
            log.full_rect = new
            log._dirty = True        # drawn again at its new size

    def _cover_log(self, surface) -> None:
        """Under a step's call-out the log's column is plain (no log line peeks out below
        a short call-out); a free game's short banner leaves the log in view."""
        step = self.current
        if self.ready and step is not None and not step.free and not self.log.collapsed:
            draw_panel(surface, self.callout_style.area, fill=(24, 28, 38), border=None,
                       radius=12, alpha=255)

    def draw_callout(self, surface, rect: pygame.Rect | None = None) -> pygame.Rect:
        """The step's panel: counter, title, text and (for explanations) Next."""
        step = self.current
        if step is None:
            return pygame.Rect(0, 0, 0, 0)
        st = self.callout_style
        area = st.area
        x, y, w = (rect.x, rect.y, rect.w) if rect else (area.x, area.y, area.w)
        pad = st.pad
        inner = w - 2 * pad
        counter = text.render(f"Tutorial · step {self.step + 1} of {self.n_steps}",
                              st.counter_size, palette.TEXT_DIM, text.BOLD)
        title = text.render_wrapped(step.title, st.title_size, inner, palette.ACCENT, text.BOLD)
        body = text.render_wrapped(step.text, st.body_size, inner, palette.TEXT)
        has_next = step.expect is None and self.step != self.scores_step
        mx, my = st.next_margin
        foot = st.next_size[1] + pad if has_next else st.foot_plain
        h = (st.top + counter.get_height() + st.counter_gap + title.get_height() + 6
             + body.get_height() + foot)
        h = min(h, area.h)
        panel = pygame.Rect(x, y, w, h)
        self._callout_rect = panel
        draw_panel(surface, panel.move(0, 4), fill=(0, 0, 0), border=None, radius=14, alpha=90)
        draw_panel(surface, panel, fill=(30, 36, 52), border=palette.ACCENT, radius=14,
                   alpha=250)
        cy = y + st.top
        surface.blit(counter, (x + pad, cy))
        cy += counter.get_height() + st.counter_gap
        surface.blit(title, (x + pad, cy))
        cy += title.get_height() + 6
        surface.blit(body, (x + pad, cy))
        if has_next:
            self.next_button.rect.bottomright = (panel.right - mx, panel.bottom - my)
            self.next_button.draw(surface)
            hint = text.render("or Space", 12, palette.TEXT_DIM)
            surface.blit(hint, hint.get_rect(midright=(self.next_button.rect.x - 10,
                                                       self.next_button.rect.centery)))
        else:
            hint = text.render("Your move: do it on the table" if self.step != self.scores_step
                               else self.scores_hint, 13, RING, text.BOLD)
            surface.blit(hint, (x + pad, panel.bottom - st.hint_up))
        return panel

    def arrow_side(self, name: str, target: pygame.Rect) -> tuple[str, int]:
        """Where the arrow points at ``target`` from (a side and how far along it, see
        :func:`arrow_rect`): above (below for the names in ``arrow_below``, or near the
        top edge), else the first other place where it covers none of the places it is
        not about (``arrow_keep_clear``: the stats and buttons beside the target) nor
        the step's panel, on the table; where every place covers some, the one that
        covers least."""
        first = "below" if name.startswith(self.arrow_below) or target.top <= 150 \
            else "above"
        second = "above" if first == "below" else "below"
        clear = [r for r in (self.element_rect(n) for n in self.arrow_keep_clear
                             if n != name) if r is not None and not r.colliderect(target)]
        clear.append(self._callout_rect)
        screen = pygame.Rect((0, 0), self.arrow_screen or room_of(self))
        best, least = (first, 0), None
        for side, along in arrow_places(target, (first, second, "left", "right")):
            spot = arrow_rect(target, side, ARROW_BOB, along).union(
                arrow_rect(target, side, -ARROW_BOB, along))
            if not screen.contains(spot):
                continue
            covered = sum(spot.clip(r).w * spot.clip(r).h for r in clear)
            if covered == 0:
                return side, along
            if least is None or covered < least:
                best, least = (side, along), covered
        return best

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
                draw_path(surface, target.center, getattr(goal, self.path_anchor), self.t)
            draw_ring(surface, target, pulse)
            side, along = self.arrow_side(name, target)
            draw_arrow(surface, target, self.t, side=side, along=along)
        elif goal is not None:
            draw_ring(surface, goal, pulse)


# ---------------------------------------------------------------------------------------
# pointer shapes
