"""The replay's controls bar (the kit's, the same on every table) and the way into a
replay and out of it.

The bar stands at the foot of the table's log column (every table has one; the log is
shortened above it, so its newest lines stay in sight): to the start, back one turn,
back one action, play/pause, forward one action, forward one turn, to the end; the
speed (0.5x, 1x, 2x, 4x) and Leave; "action 37 of 212, turn 9" over a track of the
record (where the replay stands; a click goes there; the review's marked move, when the
replay was opened by its Watch, ticked on it, and its words under the track: "Your move
here: …" and "Better: …" while the replay stands there, where it is when it does not);
for a finished game "Show every hand". Keys (no table uses them): Left/Right one action, Shift+Left/Right
or PgUp/PgDn one turn, Space play/pause, Home/End, Esc leaves. It is drawn on the
table's canvas over everything else (a draw hook) and takes the table's input first
(scenes.kit.replay.ReplayController.table_input).

:func:`open_replay` opens a record on its game's own table in replay mode, pushed over
the screen it came from (Load game, the game-over screen): leaving takes it off the
stack, and that screen is back. Nothing is saved.
"""
from __future__ import annotations

from functools import partial

import pygame

from app.ui import canvas, palette, text
from app.ui.widgets import Button, draw_panel
from engines.core.replay import Record
from scenes.kit.replay import SPEEDS, ReplayController, marks_of
from scenes.kit.shell import shell_of

PAD, GAP = 8, 4
TITLE_H, TRACK_H, STEP_H, ROW_H = 20, 12, 30, 26
MISTAKE = (236, 120, 70)          # the review's marked move: its tick on the track
MARK_H, MARK_LINES, MARK_PT = 70, 4, 12   # the marked move's words, under the track
PLAY, PAUSE = "▶", "❚❚"
STEPS = (("|◀", "to_start", "To the start (Home)"),
         ("«", "turn_back", "Back one turn (Shift+Left, PgUp)"),
         ("‹", "back", "Back one action (Left)"),
         (PLAY, "play_pause", "Play / pause (Space)"),
         ("›", "forward", "Forward one action (Right)"),
         ("»", "turn_forward", "Forward one turn (Shift+Right, PgDn)"),
         ("▶|", "to_end", "To the end (End)"))


class ReplayBar:
    """The controls of ``replay`` (a ReplayController) on its table."""

    def __init__(self, replay: ReplayController) -> None:
        self.replay = replay
        self.table = replay.table
        self.column: pygame.Rect | None = None   # the log column before it was shortened
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.track = pygame.Rect(0, 0, 0, 0)    # the record's track (a click goes there)
        self.mark = pygame.Rect(0, 0, 0, 0)     # the marked move's words (when marked)
        self.steps: dict[str, Button] = {}
        self.speeds: dict[float, Button] = {}
        self.leave_button: Button | None = None
        self.hands_button: Button | None = None
        self.table.draw_hooks.append(self.draw)
        self.layout()

    # layout -----------------------------------------------------------------------------
    def height(self) -> int:
        rows = TITLE_H + TRACK_H + STEP_H + ROW_H + 2 * PAD + 3 * GAP
        rows += MARK_H + GAP if self.replay.mistake is not None else 0
        return rows + (ROW_H + GAP if self.replay.finished else 0)

    def layout(self) -> None:
        """At the foot of the log's column, the log shortened above it (again when the
        table laid its log out anew)."""
        log = self.table.log
        self.column = pygame.Rect(log.full_rect)
        h = self.height()
        self.rect = pygame.Rect(self.column.x, self.column.bottom - h, self.column.w, h)
        log.full_rect = pygame.Rect(self.column.x, self.column.y, self.column.w,
                                    max(40, self.column.h - h - GAP))
        log._dirty = True
        r = self.rect
        inner = r.w - 2 * PAD
        y = r.y + PAD + TITLE_H + GAP
        self.track = pygame.Rect(r.x + PAD, y, inner, TRACK_H)
        y += TRACK_H + GAP
        self.mark = pygame.Rect(r.x + PAD, y, inner, 0)
        if self.replay.mistake is not None:
            self.mark.h = MARK_H
            y += MARK_H + GAP
        w = (inner - GAP * (len(STEPS) - 1)) // len(STEPS)
        x = r.x + PAD
        self.steps = {}
        for label, name, tip in STEPS:
            self.steps[name] = Button((x, y, w, STEP_H), label, getattr(self, "_" + name),
                                      size=14 if len(label) > 1 or label == PLAY else 20,
                                      tooltip=tip)
            x += w + GAP
        y += STEP_H + GAP
        leave_w = 64
        sw = (inner - leave_w - GAP * len(SPEEDS)) // len(SPEEDS)
        x = r.x + PAD
        self.speeds = {}
        for s in SPEEDS:
            label = f"{s:g}×"
            self.speeds[s] = Button((x, y, sw, ROW_H), label,
                                    partial(self.replay.set_speed, s), size=13)
            x += sw + GAP
        self.leave_button = Button((r.right - PAD - leave_w, y, leave_w, ROW_H), "Leave",
                                   self.leave, size=13, tooltip="Back (Esc)")
        y += ROW_H + GAP
        self.hands_button = None
        if self.replay.finished:
            self.hands_button = Button((r.x + PAD, y, inner, ROW_H), self._hands_label(),
                                       self._toggle_hands, size=13)

    def relayout(self) -> None:
        """Laid out again from the log's whole column (the bar's height changed: a
        move was marked)."""
        if self.column is not None:
            self.table.log.full_rect = pygame.Rect(self.column)
        self.layout()

    def mark_lines(self) -> list[str]:
        """The marked move's words as the bar shows them: the move and the better one
        while the replay stands just before it, else where it is."""
        mistake = self.replay.mistake
        if mistake is None:
            return []
        if self.replay.at_mistake():
            return [f"Your move here: {mistake.played}", f"Better: {mistake.best}"]
        return [f"Your marked move is the one after action {mistake.index}: click the "
                "orange tick to stand just before it."]

    def _hands_label(self) -> str:
        return "Hide the others' hands" if self.replay.every_hand else "Show every hand"

    def buttons(self) -> list[Button]:
        out = list(self.steps.values()) + list(self.speeds.values())
        out += [b for b in (self.leave_button, self.hands_button) if b is not None]
        return out

    def button(self, name: str) -> Button:
        """A control by its name (tests and tutorials): a step ("back", "play_pause"...),
        "leave", "hands", or a speed ("2x")."""
        if name == "leave" and self.leave_button is not None:
            return self.leave_button
        if name == "hands" and self.hands_button is not None:
            return self.hands_button
        if name.endswith("x"):
            return self.speeds[float(name[:-1])]
        return self.steps[name]

    # what the controls do -----------------------------------------------------------------
    def _to_start(self) -> None:
        self.replay.playing = False
        self.replay.to_start()

    def _turn_back(self) -> None:
        self.replay.playing = False
        self.replay.turn_back()

    def _back(self) -> None:
        self.replay.playing = False
        self.replay.back()

    def _play_pause(self) -> None:
        self.replay.play_pause()

    def _forward(self) -> None:
        self.replay.playing = False
        self.replay.forward()

    def _turn_forward(self) -> None:
        self.replay.playing = False
        self.replay.turn_forward()

    def _to_end(self) -> None:
        self.replay.playing = False
        self.replay.to_end()

    def _toggle_hands(self) -> None:
        self.replay.show_every_hand(not self.replay.every_hand)
        if self.hands_button is not None:
            self.hands_button.label = self._hands_label()

    def seek(self, x: int) -> None:
        """To the point of the record under ``x`` on the track."""
        self.replay.playing = False
        k = round((x - self.track.x) / max(1, self.track.w) * self.replay.total)
        self.replay.goto(k)

    def track_x(self, k: int) -> int:
        """Where the point ``k`` actions into the record is on the track."""
        return self.track.x + round(k / max(1, self.replay.total) * self.track.w)

    def leave(self) -> None:
        """Off the table: the screen the replay was opened from is back."""
        t = self.table
        t.app.stack.remove(t)

    # input --------------------------------------------------------------------------------
    def handle(self, event) -> bool:
        """The bar's keys and clicks; True when the event was the bar's."""
        if event.type == pygame.KEYDOWN:
            return self._key(event)
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP,
                          pygame.MOUSEMOTION):
            for b in self.buttons():
                b.handle(event)
            if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 \
                    and self.track.inflate(0, 2 * GAP).collidepoint(event.pos):
                self.seek(event.pos[0])
                return True
            if event.type != pygame.MOUSEMOTION and self.rect.collidepoint(event.pos):
                return True
        return False

    def _key(self, event) -> bool:
        k = event.key
        shift = bool(getattr(event, "mod", 0) & pygame.KMOD_SHIFT)
        keys = {pygame.K_ESCAPE: self.leave, pygame.K_SPACE: self._play_pause,
                pygame.K_HOME: self._to_start, pygame.K_END: self._to_end,
                pygame.K_PAGEUP: self._turn_back, pygame.K_PAGEDOWN: self._turn_forward,
                pygame.K_LEFT: self._turn_back if shift else self._back,
                pygame.K_RIGHT: self._turn_forward if shift else self._forward}
        fn = keys.get(k)
        if fn is None:
            return False
        fn()
        return True

    # the frame ----------------------------------------------------------------------------
    def tick(self) -> None:
        """Laid out again when the table moved its log (a new window size)."""
        if self.table.log.full_rect != self._shortened():
            self.layout()
        play = self.steps["play_pause"]
        play.label = PAUSE if self.replay.playing else PLAY
        at, total = self.replay.at, self.replay.total
        for name in ("to_start", "turn_back", "back"):
            self.steps[name].enabled = at > 0
        for name in ("forward", "turn_forward", "to_end"):
            self.steps[name].enabled = at < total

    def _shortened(self) -> pygame.Rect:
        c = self.column or pygame.Rect(0, 0, 0, 0)
        return pygame.Rect(c.x, c.y, c.w, max(40, c.h - self.height() - GAP))

    def draw(self, surface) -> None:
        r = self.rect
        draw_panel(surface, r, fill=palette.PANEL, border=palette.ACCENT, radius=10,
                   alpha=245)
        title = text.fit(f"Replay · {self.replay.label()}", 14, r.w - 2 * PAD,
                         palette.ACCENT, text.BOLD)
        surface.blit(title, (r.x + PAD, r.y + PAD))
        self._draw_track(surface)
        self._draw_mark(surface)
        for b in self.buttons():
            b.draw(surface)
        chosen = self.speeds.get(self.replay.speed)
        if chosen is not None:
            from app.ui import draw
            draw.rect(surface, palette.ACCENT, chosen.rect, width=2, border_radius=8)


    def _draw_track(self, surface) -> None:
        """The record as a line, filled as far as the replay stands, a knob there; the
        review's marked move a tick (ringed while the replay stands at it)."""
        from app.ui import draw
        tr = self.track
        line = pygame.Rect(tr.x, tr.centery - 2, tr.w, 4)
        draw.rect(surface, (50, 56, 72), line, border_radius=2)
        at = self.track_x(self.replay.at)
        if at > line.x:
            draw.rect(surface, palette.ACCENT_DARK, (line.x, line.y, at - line.x, line.h),
                      border_radius=2)
        mistake = self.replay.mistake
        if mistake is not None:
            x = self.track_x(mistake.index)
            draw.rect(surface, MISTAKE, (x - 2, tr.y, 4, tr.h), border_radius=1)
        draw.circle(surface, palette.ACCENT, (at, tr.centery), 5)
        if self.replay.at_mistake():
            draw.circle(surface, MISTAKE, (at, tr.centery), 7, 2)


    def _draw_mark(self, surface) -> None:
        """The marked move's words (scenes.kit.replay.Mistake), wrapped in their box."""
        lines = self.mark_lines()
        if not lines:
            return
        from app.ui import draw
        box = self.mark
        here = self.replay.at_mistake()
        draw.rect(surface, (44, 34, 30) if here else (30, 34, 46), box, border_radius=6)
        draw.rect(surface, MISTAKE if here else palette.PANEL_BORDER, box, 1,
                  border_radius=6)
        wrapped: list[tuple[str, tuple, str]] = []
        for n, line in enumerate(lines):
            weight = text.BOLD if n == 0 and here else text.REGULAR
            colour = palette.TEXT if here else palette.TEXT_DIM
            wrapped += [(w, colour, weight) for w in
                        text.wrap_lines(line, MARK_PT, box.w - 12, weight)]
        y = box.y + 4
        for k, (words, colour, weight) in enumerate(wrapped[:MARK_LINES]):
            if k == MARK_LINES - 1 and len(wrapped) > MARK_LINES:
                words += " …"
            img = text.fit(words, MARK_PT, box.w - 12, colour, weight)
            surface.blit(img, (box.x + 6, y))
            y += (box.h - 8) // MARK_LINES


def open_replay(app, plugin, record: Record, meta: dict | None = None) -> ReplayController:
    """``record`` of ``plugin``'s game on its own table in replay mode, at the record's
    start, pushed on the stack (IllegalAction or any table error is raised before
    anything is pushed: the caller says why)."""
    meta = dict(meta or {})
    marks = marks_of(plugin.rules, record)
    start = Record(record.game, dict(record.config), record.seed, [])
    save = {"game": record.game, "record": start,
            "meta": {"human_seat": meta.get("human_seat", 0),
                     "difficulty": meta.get("difficulty", "normal"), "mode": "game"}}
    table = plugin.from_save(app, save, autosave=False, inline_ai=True)
    try:
        replay = ReplayController(table, record, marks)
        replay.bar = ReplayBar(replay)
        table.update(0.0)
        table.draw(canvas.new((1280, 720)))
    except Exception:
        table.exit()
        raise
    app.stack.push(table)
    return replay


def replay_table(table) -> bool:
    """The game on ``table`` (just finished) replayed over the screen shown now (the
    game-over screen); when it cannot be, a message says why. True when it opened."""
    plugin = table.app.plugins.get(table.game_key)
    try:
        if plugin is None:
            raise ValueError("no such game")
        open_replay(table.app, plugin, table.record,
                    {"human_seat": table.human, "difficulty": table.difficulty})
    except Exception as exc:  # noqa: BLE001 - whatever the record made the table do
        shell = shell_of(table.app)
        if shell is not None:
            why = " ".join(str(getattr(exc, "reason", "") or "").split())[:160].rstrip(".")
            body = "The game cannot be replayed: " + (
                f"one of its moves is not allowed by the rules ({why})." if why else
                "it could not be rebuilt.")
            table.app.stack.push(shell.message("Cannot replay this game", body,
                                               [("OK", None)]))
        return False
    return True
