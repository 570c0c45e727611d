"""The event pipeline: the one road an applied action's events take to the screen.

First the view of the state after the action is taken (``after``: a handler may read
what the events lead to, e.g. a card's face the events do not name). Then for every
event, in order: its log line (the engine's wording, "you" for the viewer), queued so
that it shows when the animations reach it (``word_first`` False: after the handler's
animations); then the game's handler for its type, which queues the event's animations
and patches ``shown`` as they play. After the last event, ``after`` is queued: when the
animations are done it becomes ``shown`` (the one snapshot of what is drawn: the view as
of the last finished animation), ``synced`` is True again and every ``on_sync`` listener
hears of it.

Handlers are registered explicitly (``register({"Hit": fn, ...})``; a handler is
``fn(ev, events, i)``). A type with no handler that the game does not declare ignored is
counted in ``unhandled`` (tests read it: it stays empty), never silently dropped.
"""
from __future__ import annotations

from typing import Any, Callable

from app.ui import palette

Handler = Callable[[dict, list, int], None]


class EventPipeline:
    def __init__(self, queue, log, view: Callable[[], object],
                 narrate: Callable[[dict], str | None] | None = None,
                 ignored: frozenset = frozenset()) -> None:
        self.queue = queue
        self.log = log
        self.view = view                  # the viewer's view of the state now
        self.narrate = narrate            # None: the game words its events itself
        self.ignored = frozenset(ignored)
        self.unworded: frozenset = frozenset({"GameOver"})   # the game-over hand-off says it
        self.word_first = True            # a line before its event's animations
        self.plain = palette.TEXT_DIM     # a line whose event names no seat
        self.handlers: dict[str, Handler] = {}
        self.on_sync: list[Callable[[object], None]] = []
        self.unhandled: dict[str, int] = {}
        self.shown: Any = None
        self.after: Any = None            # the view the events being played lead to
        self.synced = True                # False while played events wait to be shown

    def register(self, handlers: dict[str, Handler]) -> None:
        """Add handlers by event type; a type handled twice is a mistake."""
        twice = sorted(set(handlers) & set(self.handlers))
        if twice:
            raise ValueError(f"event types handled twice: {', '.join(twice)}")
        self.handlers.update(handlers)

    def handles(self, kind: str) -> bool:
        return kind in self.handlers or kind in self.ignored

    # the road --------------------------------------------------------------------------
    def play(self, events: list) -> None:
        """Word, dispatch and animate ``events``; ``shown`` becomes the state's view
        once they have played."""
        snapshot = self.after = self.view()
        self.synced = False
        for i, ev in enumerate(events):
            if self.word_first:
                self.word(ev)
            self.dispatch(ev, events, i)
            if not self.word_first:
                self.word(ev)
        self.queue.push_call(lambda: self.sync(snapshot))

    def word(self, ev: dict) -> None:
        """Queue ``ev``'s log line (coloured by its player), told as the animations
        reach it."""
        if self.narrate is None or ev.get("type") in self.unworded:
            return
        line = self.narrate(ev)
        if not line:
            return
        p = ev.get("player")
        colour = palette.SEAT_COLOURS[p % 8] if isinstance(p, int) and not isinstance(
            p, bool) else self.plain
        self.queue.push_call(lambda: self.log.add(line, colour))

    def dispatch(self, ev: dict, events: list, i: int) -> bool:
        """Hand ``ev`` (``events[i]``) to its handler; an unknown type is counted in
        ``unhandled`` unless ignored."""
        kind = ev["type"]
        handler = self.handlers.get(kind)
        if handler is None:
            if kind not in self.ignored:
                self.unhandled[kind] = self.unhandled.get(kind, 0) + 1
            return False
        handler(ev, events, i)
        return True

    def sync(self, snapshot=None) -> None:
        """``shown`` is ``snapshot`` (else the view now), without animating."""
        self.shown = snapshot if snapshot is not None else self.view()
        self.after = None
        self.synced = True
        for fn in list(self.on_sync):
            fn(self.shown)

