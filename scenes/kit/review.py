"""The post-game review screen (issue 25), the kit's, once for every game.

Opened by the game-over screen's Review button (:func:`open_review`, handed the table),
it walks the game's record (engines.core.review.Walk) and sends each decision's analysis
to an AI worker of its own (app.ai_worker, the ``analyse`` request; inline in tests),
one at a time, so the window keeps drawing: a progress bar while it works, Esc cancels
(and closes the screen). No frame waits for the slow parts: the worker's process starts
in a thread (app.ai_worker) while the record is replayed to find its decisions in
another (app.ai_worker.Background); at the end the mistakes are worded in a thread and
the graph is drawn in a frame of its own. What lies under the screen (the finished
table, its game-over screen: neither is updated under a modal screen) is drawn by the
stack in the first frame only, then kept, shaded: the screen draws alone over its copy
(a table can take 30 ms a frame at 1920x1080; this screen a few). Then it shows the win-chance graph (scenes.kit.review_graph),
the marked mistakes in the game's words (scenes.kit.review_words) and, for each, a
**Play from here** button: a new game against the same AI level from the position
before that move (the record up to it, restored as Continue restores a save; then
live), and a **Watch** button: the game's replay (scenes.kit.replay_bar) opened at that
position, one step before the move. **Replay** beside Close opens the whole game's
replay from its start. A replay opens over this screen; leaving it comes back here.
"""
from __future__ import annotations

from typing import Any, Callable

import pygame

from app.ai_worker import AIWorker, Background
from app.scene import Scene
from app.ui import canvas, draw, palette, text
from app.ui.display import metrics_of
from app.ui.widgets import Button, draw_panel
from engines.core.analysis import Analysis
from engines.core.replay import Record
from engines.core.review import Review, walk
from scenes.kit.overlay_place import shade
from scenes.kit.review_graph import graph
from scenes.kit.review_words import mistake_lines, play_from_here, summary

BUDGET: float | None = None   # seconds a decision searches (None: the review's share-out)
PANEL_W, PANEL_H = 1180, 660  # design units
GRAPH_H = 236
ROW_H = 52
CANCELLED = "Review cancelled"
NO_GAME = "A game could not be started from this position"
NO_REPLAY = "The game could not be replayed"
NO_WALK = "This game could not be gone over: its record does not replay"


class ReviewScene(Scene):
    """See the module's docstring. ``open_game(record)`` makes the live table of a
    record (the game's plug-in's ``from_save``)."""

    native = True
    overlay = True
    modal = True

    def __init__(self, app, *, rules, game_key: str, record: Record, seat: int,
                 names, open_game: Callable[[Record], Any], inline: bool = False,
                 seed: int = 0, budget: float | None = None,
                 difficulty: str = "normal") -> None:
        super().__init__(app)
        self.rules, self.game_key, self.seat = rules, game_key, seat
        self.record = Record(record.game, dict(record.config), record.seed,
                             list(record.actions))
        self.names = list(names)
        self.difficulty = difficulty
        self.open_game = open_game
        self.inline = inline
        # the record replayed to find its decisions, in a thread started by the third
        # update (the second starts the worker's process: one slow piece a frame; the
        # first frame draws what is under the screen and keeps it)
        self.walk: Any = None
        self._steps = 0
        self._walk_args = (rules, self.record, seat, BUDGET if budget is None else budget,
                           seed)
        self._walking: Background | None = None
        self.worker: Any = None
        self.pending = False
        self.failed = False          # the record would not replay: nothing to review
        self._reviewed: Review | None = None   # the walk's review, while it is worded
        self._wording: Background | None = None
        self.result: Review | None = None
        self.backdrop: Any = None    # the scenes under this one, shaded (see _under)
        self.lines: list = []        # (title, detail) of each mistake, the game's words
        self.note = ""               # a message under the list (a game that would not start)
        self.closed = False
        self.graph_surface: Any = None
        self.rows: list[Button] = []
        self.watch: list[Button] = []
        self._layout()

    # layout -----------------------------------------------------------------------------
    def _layout(self) -> None:
        self.m = m = metrics_of(self).bounded(PANEL_W + 40, PANEL_H + 40)
        px = m.px
        self.rect = pygame.Rect(0, 0, px(PANEL_W), px(PANEL_H))
        self.rect.center = (m.w // 2, m.h // 2)
        r = self.rect
        self.close_button = Button((0, 0, px(180), px(44)),
                                   "Cancel" if self.running else "Close", self.close,
                                   size=20, scale=m.scale)
        self.close_button.rect.midbottom = (r.centerx, r.bottom - px(18))
        self.replay_button = Button((0, 0, px(180), px(44)), "Replay", self.replay,
                                    size=20, scale=m.scale,
                                    tooltip="Watch the whole game from its start")
        self.replay_button.visible = self.result is not None
        if self.replay_button.visible:      # Replay | Close, side by side
            self.replay_button.rect.bottomright = (r.centerx - px(8), r.bottom - px(18))
            self.close_button.rect.bottomleft = (r.centerx + px(8), r.bottom - px(18))
        self.graph_rect = pygame.Rect(r.x + px(24), r.y + px(96), r.w - px(48),
                                      px(GRAPH_H))
        self.bar = pygame.Rect(r.x + px(120), r.centery - px(14), r.w - px(240), px(28))
        self.rows = []
        self.watch = []
        top = self.graph_rect.bottom + px(14)
        for k in range(len(self.lines)):
            b = Button((0, 0, px(170), px(40)), "Play from here", self._play(k), size=16,
                       scale=m.scale)
            b.rect.midright = (r.right - px(28), top + k * px(ROW_H) + px(ROW_H) // 2)
            self.rows.append(b)
            w = Button((0, 0, px(100), px(40)), "Watch", self._watch(k), size=16,
                       scale=m.scale, tooltip="The replay, just before this move")
            w.rect.midright = (b.rect.x - px(10), b.rect.centery)
            self.watch.append(w)
        self.graph_surface = None

    def on_resize(self) -> None:
        self._layout()
        self.backdrop = None         # the stack draws what is under it again, then kept
        self.overlay = True

    def row_rect(self, k: int) -> pygame.Rect:
        """The k-th mistake's row (its words and its button)."""
        px = self.m.px
        top = self.graph_rect.bottom + px(14) + k * px(ROW_H)
        return pygame.Rect(self.rect.x + px(24), top, self.rect.w - px(48), px(ROW_H) - px(6))

    # the work ---------------------------------------------------------------------------
    @property
    def running(self) -> bool:
        return self.result is None and not self.closed and not self.failed

    @property
    def progress(self) -> tuple[int, int]:
        """(decisions gone over, decisions); (0, 0) while they are being found."""
        return (self.walk.done, self.walk.total) if self.walk is not None else (0, 0)

    def _worker(self):
        if self.worker is None:
            self.worker = AIWorker(inline=self.inline)
        return self.worker

    def update(self, dt: float) -> None:
        """One step a frame, none of them long: the walk taken when its thread is done;
        an answer of the worker's taken and the next analysis asked; at the end the
        wording taken when its thread is done, then the graph drawn (a frame each)."""
        if not self.running:
            return
        if self.walk is None:
            self._take_walk()
            return
        if self._reviewed is not None:
            self._finish()
            return
        if self.pending:
            got = self.worker.poll()
            if got is None:
                return
            self.pending = False
            self.walk.answer(self._analysis(got))
        asked = self.walk.ask()
        if asked is None:
            self._reviewed = self.walk.result()
            self._wording = Background(mistake_lines, self.rules, self.record,
                                       self._reviewed.mistakes, self.seat)
            self.pending = False     # the worker is let go when the screen closes
            return
        view, legal, seed, budget = asked
        self._worker().request_analysis(self.game_key, self.rules.to_json(view), legal,
                                        seed, budget)
        self.pending = True

    def _analysis(self, got) -> Analysis:
        """The worker's answer; a damaged one counts as a decision without estimates."""
        try:
            return Analysis.from_json(got)
        except ValueError:
            p = self.walk.found[self.walk.done]
            return Analysis(p.played, [(p.played, None, 0)], "rule")

    def _take_walk(self) -> None:
        """Before the walk: the second update starts the worker's process (unless
        inline), the next the thread that replays the record; then the record's
        decisions, once that thread has found them (a record that does not replay: a
        line says so, and the screen only closes)."""
        if self._walking is None:
            self._steps += 1
            if self._steps == 1:
                return                       # (this frame keeps what is under the screen)
            if not self.inline and self.worker is None:
                self._worker().start_soon()  # the process starts while the record replays
            else:
                self._walking = Background(walk, *self._walk_args)
            return
        if not self._walking.done:
            return
        try:
            self.walk = self._walking.value()
        except Exception:  # noqa: BLE001 - whatever the record made the rules do
            self.failed = True
            self.note = NO_WALK
            self._stop_worker()
            self._layout()
        self._walking = None

    def _finish(self) -> None:
        """The end, over two frames: the mistakes' words taken (worded in a thread);
        then the result shown, its graph drawn in that frame."""
        reviewed = self._reviewed
        assert reviewed is not None
        if self._wording is not None:
            if not self._wording.done:
                return
            try:
                self.lines = list(self._wording.value())
            except Exception:  # noqa: BLE001 - the record's replay failed: plain words
                self.lines = []
            if len(self.lines) != len(reviewed.mistakes):
                self.lines = [(f"Move {e.index + 1}", "") for e in reviewed.mistakes]
            self._wording = None
            return
        self._reviewed = None
        self.result = reviewed
        self._layout()
        self.graph_surface = self._graph()

    def _graph(self):
        return graph(self.graph_rect.size, self.m.px, self.m.pt, self.result, self.names,
                     self.seat)

    def _stop_worker(self) -> None:
        if self.worker is not None:
            self.worker.close()
            self.worker = None
        self.pending = False

    # actions ----------------------------------------------------------------------------
    def close(self) -> None:
        """Close (Esc): a review still running is cancelled."""
        if self.closed:
            return
        self.closed = True
        self._stop_worker()
        self.overlay = True          # (what it reveals is shown at once, not faded in)
        if self.app.stack.top is self:
            self.app.stack.pop()

    def _play(self, k: int) -> Callable[[], None]:
        return lambda: self.play_from(k)

    def play_from(self, k: int) -> None:
        """The k-th mistake's Play from here."""
        if self.result is None or not 0 <= k < len(self.result.mistakes):
            return
        e = self.result.mistakes[k]
        if play_from_here(self.app, self.record, e.index, self.open_game):
            self.closed = True
            self._stop_worker()
        else:
            self.note = NO_GAME

    def _watch(self, k: int) -> Callable[[], object]:
        return lambda: self.watch_mistake(k)

    def watch_mistake(self, k: int) -> bool:
        """The k-th mistake's Watch: the replay at the position before that move, the
        move marked there (its words on the status line, a tick on the bar)."""
        if self.result is None or not 0 <= k < len(self.result.mistakes):
            return False
        return self.replay(self.result.mistakes[k].index, self.result.mistakes[k])

    def replay(self, at: int = 0, mistake=None) -> bool:
        """The game's replay over this screen, ``at`` actions into the record (Replay:
        its start); when it cannot be opened, a line under the list says why."""
        from scenes.kit.replay_bar import open_replay
        plugin = self.app.plugins.get(self.game_key)
        try:
            if plugin is None:
                raise LookupError("no such game")
            controller = open_replay(self.app, plugin, self.record,
                                     {"human_seat": self.seat,
                                      "difficulty": self.difficulty})
        except Exception:  # noqa: BLE001 - whatever the record made the table do
            self.note = NO_REPLAY
            return False
        controller.goto(at)
        if mistake is not None:
            controller.mark_mistake(mistake.index, mistake.played, mistake.best)
        return True

    def exit(self) -> None:
        self._stop_worker()

    def handle(self, event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.close()
            return True
        if self.close_button.handle(event) or self.replay_button.handle(event):
            return True
        for b in self.rows + self.watch:
            if b.handle(event):
                return True
        return True

    # drawing ----------------------------------------------------------------------------
    def _under(self, surface) -> bool:
        """What is under the screen, shaded. The first frame (``overlay``: the stack
        has just drawn the scenes under it) keeps a copy and stops the stack drawing them
        (``overlay`` off; they are not updated under this modal screen, so the copy stays
        true); later frames blit the copy (a table at 1920x1080 can take 20-40 ms to
        draw: it is drawn in one frame, not two). True in that first frame: it shows
        only the shade (the panel, made at its size, comes the next frame). A copy of another size (a resize the stack
        did not announce): a plain dark frame, and the scenes under drawn next frame."""
        size = surface.get_size()
        kept = self.backdrop
        if kept is not None and kept.get_size() == size:
            surface.blit(kept, (0, 0))
            return False
        if not self.overlay:
            surface.fill((8, 9, 12))
            self.overlay = True
            return False
        surface.blit(shade(150, size), (0, 0))
        kept = canvas.new(size)
        kept.blit(canvas.real_of(surface), (0, 0))
        self.backdrop = kept
        self.overlay = False
        return True

    def draw(self, surface) -> None:
        if self._under(surface):
            return
        m = self.m
        px, pt = m.px, m.pt
        r = self.rect
        draw_panel(surface, r, fill=(26, 30, 42), border=palette.ACCENT, radius=px(18),
                   alpha=250, line=max(1, px(2)))
        title = text.fit("Game review", pt(30), r.w - px(48), palette.ACCENT, text.BOLD)
        surface.blit(title, title.get_rect(midtop=(r.centerx, r.y + px(16))))
        if self.result is None:
            self._draw_progress(surface)
        else:
            self._draw_result(surface)
        self.close_button.draw(surface)
        self.replay_button.draw(surface)

    def _draw_progress(self, surface) -> None:
        px, pt = self.m.px, self.m.pt
        done, total = self.progress
        bar = self.bar
        draw.rect(surface, (20, 24, 34), bar, border_radius=px(8))
        fill = bar.copy()
        fill.w = round(bar.w * done / max(1, total))
        if fill.w > 0:
            draw.rect(surface, palette.ACCENT, fill, border_radius=px(8))
        draw.rect(surface, palette.PANEL_BORDER, bar, width=max(1, px(2)),
                  border_radius=px(8))
        words = (self.note if self.failed else
                 f"The Hard AI is going over the game: decision {done} of {total}"
                 if total else "Looking for the decisions of the game")
        lab = text.fit(words, pt(18), bar.w, palette.TEXT)
        surface.blit(lab, lab.get_rect(midbottom=(bar.centerx, bar.y - px(12))))
        esc = text.render("Esc closes" if self.failed else "Esc cancels", pt(14),
                          palette.TEXT_DIM)
        surface.blit(esc, esc.get_rect(midtop=(bar.centerx, bar.bottom + px(12))))

    def _draw_result(self, surface) -> None:
        px, pt = self.m.px, self.m.pt
        r = self.rect
        res = self.result
        assert res is not None
        sub = text.fit(summary(res), pt(16), r.w - px(48), palette.TEXT_DIM)
        surface.blit(sub, sub.get_rect(midtop=(r.centerx, r.y + px(62))))
        g = self.graph_rect
        if self.graph_surface is None:
            self.graph_surface = self._graph()
        surface.blit(self.graph_surface, g.topleft)
        for k, (head, detail) in enumerate(self.lines):
            row = self.row_rect(k)
            draw.rect(surface, (34, 38, 52), row, border_radius=px(8))
            dot = (row.x + px(20), row.centery)
            draw.circle(surface, palette.BAD, dot, px(11))
            num = text.render(str(k + 1), pt(13), palette.TEXT_DARK, text.BOLD)
            surface.blit(num, num.get_rect(center=dot))
            room = self.watch[k].rect.x - row.x - px(56)
            a = text.fit(head, pt(16), room, palette.TEXT, text.BOLD)
            b = text.fit(detail, pt(15), room, palette.GOOD)
            surface.blit(a, (row.x + px(42), row.y + px(4)))
            surface.blit(b, (row.x + px(42), row.y + px(24)))
            self.rows[k].draw(surface)
            self.watch[k].draw(surface)
        if self.note:
            n = text.fit(self.note, pt(15), r.w - px(48), palette.BAD)
            surface.blit(n, n.get_rect(midbottom=(r.centerx,
                                                  self.close_button.rect.y - px(8))))


def open_review(table) -> ReviewScene:
    """Push the review of ``table``'s finished game (the human's seat) over the stack."""
    return review_record(table.app, table.game_key, table.record, table.human, table.names,
                         table.difficulty, inline=bool(table.inline_ai), seed=int(table.seed))


def review_record(app, game_key: str, record: Record, seat: int, names,
                  difficulty: str = "normal", inline: bool = False,
                  seed: int = 0) -> ReviewScene:
    """Push the review of ``record`` for ``seat`` (a finished game's, from its table or a
    saved record: Load game): Play from here makes its games with the game's plug-in,
    against the AI at ``difficulty``."""
    plugin = app.plugins.get(game_key)
    rules = plugin.rules

    def open_game(prefix: Record):
        meta = {"difficulty": difficulty, "human_seat": seat, "mode": "game"}
        return plugin.from_save(app, {"record": prefix, "meta": meta})

    scene = ReviewScene(app, rules=rules, game_key=game_key, record=record, seat=seat,
                        names=names, open_game=open_game, inline=inline, seed=seed,
                        difficulty=difficulty)
    app.stack.push(scene, fade=False)
    return scene
