"""The Hint (a part of the kit's table, ``table.hint``): at a decision of the human's, the
Hard AI says what it would do from the human's own view.

The Hint button (the kit's: it stands in the log's header, which every table has at
every size) or the key T (no game uses it: Arena has H for its levels) asks the AI
worker for an analysis (engines.core.analysis, the worker's ``analyse`` request; a
worker of its own, so the AI seats' requests are never disturbed; inline in tests and
the headless demo). The table stays live while it thinks (the worker's process starts
in a thread of its own the first time: no frame waits for it): the panel shows a
spinner and Esc cancels. The answer is shown on the table as the game shows a move (the places its
input part names for it, ``hint_places(action)``: the card lit, the target lit, a line
from one to the next, scenes.kit.hint_panel) with a panel under the log's header: the
move and why in the game's words (engines.core.advice) and the win chance of the best
two or three options. Any action, an undo or a new game clears it.

It is refused, with a reason a player can read (the button greyed, a click on it says
why), when it is not the human's decision; an AI-only demo and a tutorial (which shows
each move itself) have no button. ``used`` counts the hints shown in this game:
the save's meta keeps it (``hints``) and the game-over screen says it.
"""
from __future__ import annotations

from typing import Any

import pygame

from app.ai_worker import AIWorker
from app.ui.widgets import Button
from engines.core.advice import advice, option_lines, why
from engines.core.analysis import Analysis
from scenes.kit.hint_panel import HintPanel

BUDGET = 1.0        # seconds of search for a hint (the AI seats' Hard: 0.45 a decision)
TOP = 3             # options shown with their win chance
NO_ANSWER = "The hint could not be worked out this time"
BUSY = "The Hard AI is still thinking about your hint (Esc cancels it)"
CANCELLED = "Hint cancelled"


class Hint:
    """The table's Hint part (see the module's docstring)."""

    def __init__(self, table: Any) -> None:
        self.table = table
        self.worker: Any = None
        self.pending: tuple | None = None       # the stamp of the position asked about
        self.analysis: Analysis | None = None   # the hint shown
        self.at: tuple | None = None            # ... for this position
        self.lines: list = []       # (advice, chance, is the best) of the options shown
        self.sentence = ""
        self.places: list = []                  # the game's names of the places to light
        self.used = 0
        self.button = Button((0, 0, 66, 24), "Hint (T)", self.ask, size=13,
                             tooltip="What would the Hard AI do? (T)")
        self.button.visible = self.offered()
        self.panel = HintPanel(self)
        table.draw_hooks.append(self.draw)

    # state ------------------------------------------------------------------------------
    def stamp(self) -> tuple:
        """The position: the record and how many of its actions are played."""
        record = self.table.session.record
        return (id(record), len(record.actions) if record is not None else 0)

    @property
    def thinking(self) -> bool:
        return self.pending is not None

    @property
    def showing(self) -> bool:
        return self.analysis is not None

    def offered(self) -> bool:
        """The button shows at a person's game; not in a tutorial (it shows each move
        itself), an AI-only demo or a replay (the record's moves are already made)."""
        t = self.table
        return t.human is not None and t.mode != "tutorial" and t.replay is None

    def refusal(self) -> str | None:
        """Why a hint may not be asked now (None: it may)."""
        t = self.table
        if t.replay is not None:
            return "This is a replay: its moves are already made (Review says what was best)"
        if t.human is None:
            return "The AI is playing every seat: there is no decision of yours to hint"
        if t.mode == "tutorial":
            return "The tutorial shows you each move: hints are for your own games"
        if t.state.to_move is None:
            return "The game is over: no decision is left to hint"
        if t.human_out:
            return "You are out of this game: no decision of yours is left to hint"
        if t.state.to_move != t.human:
            return (f"Hints are for your own decisions: {t.names[t.state.to_move]} "
                    f"is to move")
        if t.queue.busy:
            return "Wait until the table shows the last move, then ask for a hint"
        return None

    def meta(self) -> dict:
        """What the save's meta keeps: ``hints``, the hints used (none: nothing)."""
        return {"hints": self.used} if self.used else {}

    def restore(self, meta: dict) -> None:
        """A saved game continued: its hints used, when the meta says a sane number."""
        n = meta.get("hints") if isinstance(meta, dict) else None
        self.used = n if type(n) is int and 0 <= n <= 100_000 else 0

    # asking -------------------------------------------------------------------------------
    def ask(self) -> None:
        """The Hint button or T: ask the worker (or say why not)."""
        t = self.table
        reason = self.refusal()
        if reason is not None:
            t.show_message(reason)
            return
        if self.pending is not None:
            t.show_message(BUSY, 2.5, hint=True)
            return
        if self.analysis is not None and self.at == self.stamp():
            return                                   # already shown
        rules = t.rules
        view_json = rules.to_json(rules.view(t.state, t.human))
        legal = list(t.legal())
        self.clear()
        self.pending = self.stamp()
        self._worker().request_analysis(t.game_key, view_json, legal,
                                        int(t.seed) * 31 + int(t.human), BUDGET)

    def _worker(self):
        if self.worker is None:     # its process starts in a thread (no frame waits)
            self.worker = AIWorker(inline=bool(self.table.inline_ai))
        return self.worker

    def cancel(self) -> bool:
        """Esc: a hint being worked out is cancelled, a hint shown is put away. True
        when there was one."""
        if self.pending is not None:
            self.pending = None
            if self.worker is not None:
                self.worker.cancel()
            self.table.show_message(CANCELLED, 1.5, hint=True)
            return True
        if self.analysis is not None:
            self.clear()
            return True
        return False

    def clear(self) -> None:
        self.analysis, self.at, self.lines, self.sentence, self.places = None, None, [], "", []

    def reset(self) -> None:
        """A new game: nothing pending or shown, no hint used."""
        self.drop()
        self.used = 0

    def drop(self) -> None:
        """Forget what is pending or shown (the position changed under it)."""
        if self.pending is not None and self.worker is not None:
            self.worker.cancel()
        self.pending = None
        self.clear()

    # each frame --------------------------------------------------------------------------
    def tick(self) -> None:
        """The answer taken when it comes (for the position still on the table); a hint
        of a position the game has left is dropped."""
        self.button.visible = self.offered()
        self.button.enabled = self.refusal() is None
        now = self.stamp()
        if self.analysis is not None and self.at != now:
            self.clear()
        if self.pending is None:
            return
        if self.pending != now:
            self.drop()
            return
        got = self.worker.poll() if self.worker is not None else None
        if got is None:
            return
        self.pending = None
        try:
            analysis = Analysis.from_json(got)
        except ValueError:
            analysis = None
        if analysis is None or analysis.best not in self.table.legal():
            self.table.show_message(NO_ANSWER)
            return
        self._show(analysis, now)

    def _show(self, analysis: Analysis, at: tuple) -> None:
        t = self.table
        # the best TOP lines; moves alike (one card, other lanes) as one line
        self.lines = option_lines(t.rules, t.state, analysis, t.human, TOP)
        self.sentence = why(analysis, advice(t.rules, t.state, analysis.best, t.human))
        self.places = list(t.hint_places(analysis.best)) or self._on_popup(analysis.best)
        self.analysis, self.at = analysis, at
        self.used += 1

    def _on_popup(self, action) -> list:
        """The kit's fallback for a move the game places nowhere: the open pop-up's
        button of the decision's label for it ("popup:<label>"), or a number pop-up's
        slider (the panel says the number), when there is one."""
        d = self.table.decision()
        rects = getattr(self.table.popup, "rects", None)
        if d is None or not isinstance(rects, dict):
            return []
        label = d.label(action).lower()
        if label in rects:
            return [f"popup:{label}"]
        return ["popup:slider"] if d.kind == "number" and "slider" in rects else []

    def place_rect(self, name: str):
        """Where the named place is now: a pop-up's part ("popup:<name>") or the table's
        ``element_rect``; None when it is not on the screen."""
        if name.startswith("popup:"):
            rects = getattr(self.table.popup, "rects", None)
            r = rects.get(name[6:]) if isinstance(rects, dict) else None
            return pygame.Rect(r) if r is not None else None
        return self.table.element_rect(name)

    # input --------------------------------------------------------------------------------
    def handle(self, event) -> bool:
        """The Hint button: a click asks (on a greyed button, says why)."""
        b = self.button
        self.panel.place()
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP) and b.visible \
                and getattr(event, "button", 0) == 1 and b.rect.collidepoint(event.pos) \
                and not b.enabled:
            if event.type == pygame.MOUSEBUTTONUP:
                self.ask()                      # says why not
            return True
        return b.handle(event)

    def covers(self, pos) -> bool:
        """The button is under ``pos`` (it keeps its meaning while things animate)."""
        self.panel.place()
        return self.button.visible and self.button.rect.collidepoint(pos)

    def draw(self, surface) -> None:
        self.panel.draw(surface)

    def close(self) -> None:
        if self.worker is not None:
            self.worker.close()
            self.worker = None
