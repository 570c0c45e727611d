"""Pass-and-play: the hand-over between the people sharing one screen (a part of the kit's
table, ``table.handover``).

The session knows which seats people play (``session.people``); the viewer (``human``,
``seats.me``) is one of them. When the engine's next decision (``state.to_move``: a turn,
a response, a counter, a shield, a catch, whatever its kind) belongs to another person
than the one looking, and the table has finished showing what happened, the table is
laid out again from that person's seat (the table's own restore: the log reworded in
their "you", every part made again from the new viewer) under a *cover*: the cover draws
instead of the table, so nothing private to anyone shows, and says "Pass to Ivy" with
the log lines since Ivy last looked. A click or Enter reveals the table; until then no
input reaches it and the AI seats wait (the game waits for that person).

A new hot-seat game, and one continued from a save, opens under the cover too: whoever
sits at the screen may not be the person whose decision it is. One person at the table
(``hot_seat`` False): none of this happens.
"""
from __future__ import annotations

import pygame

from app.ui import draw, palette, text
from scenes.kit.room import room_rect

RECAP_LINES = 14          # at most this many log lines on the cover (the newest)
REVEAL_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER)     # not Space: it hurries the AI
# one input, one meaning: a click or Enter meant for the table (the last person's, or
# hurrying the AI) never reveals the next person's screen: the cover takes input only
# once it has shown this long
REVEAL_GRACE = 0.6


class HandOver:
    """The table's hand-over part (see the module's docstring)."""

    def __init__(self, table, revealed: bool = False) -> None:
        self.table = table
        self.revealed = revealed       # the viewer has taken the screen
        self._pressed = False          # a mouse button went down on the cover
        self._keys: set[int] = set()   # keys that went down on the cover (their up too)
        self._shown_at: float | None = None    # when the cover was first drawn

    # who looks --------------------------------------------------------------------------
    def active(self) -> bool:
        """Hand-overs happen at this table: several people, a game being played."""
        t = self.table
        s = t.session
        return (s.hot_seat and t.replay is None and not t.demo and s.mode == "game"
                and t.state is not None)

    def due(self) -> int | None:
        """The person the screen must go to now (None: it stays with the viewer). Not
        while the viewer's screen still shows the last moves (the queue)."""
        t = self.table
        if not self.active() or t.state.to_move is None or t.playing_out:
            return None
        to = t.state.to_move
        if not self.revealed:
            return to if t.session.is_person(to) else t.human
        if t.session.is_person(to) and to != t.human and not t.queue.busy:
            return to
        return None

    @property
    def covering(self) -> bool:
        """The cover draws instead of the table (nobody revealed it yet, or it is to be
        handed over)."""
        return self.active() and (not self.revealed or self.due() is not None)

    def watch(self) -> None:
        """Each frame: hand over when the next decision is another person's."""
        to = self.due()
        if to is not None and to != self.table.human:
            self.table.view_as(to)

    # the cover --------------------------------------------------------------------------
    def recap(self) -> list[tuple[str, tuple]]:
        """The log lines (text, colour) since the viewer last looked, in their words."""
        t = self.table
        seen = t.session.looked.get(t.human, -1)
        log = t.log
        out = [line for line, stamp, back in zip(log.lines, log.stamps, log.back)
               if stamp > seen and not back]
        return out[-RECAP_LINES:]

    def name(self) -> str:
        t = self.table
        return t.seats.name(t.human) if t.human is not None else ""

    def ready(self) -> bool:
        """The cover has shown long enough to take a reveal (REVEAL_GRACE)."""
        return (self._shown_at is not None
                and self._now() - self._shown_at >= REVEAL_GRACE)

    def _now(self) -> float:
        return float(getattr(self.table.app, "time", 0.0) or 0.0)

    def reveal(self) -> None:
        """The person took the screen: the table shows their view and takes input."""
        self.revealed = True
        self.table.hurry.reset()

    def handle(self, event) -> bool:
        """While covered: a click (down and up on the cover) or Enter reveals; Esc goes
        to the table (the pause menu); nothing else reaches the table. True when the
        event was taken."""
        if not self.covering:
            if event.type == pygame.MOUSEBUTTONUP and self._pressed:
                self._pressed = False          # the revealing click's button-up
                return True
            if event.type == pygame.KEYUP and event.key in self._keys:
                self._keys.discard(event.key)
                return True
            return False
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            return False
        if not self.ready():
            self._pressed = False
            return True                        # input meant for before: nothing
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self._pressed = True
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self._pressed:
            self._pressed = False
            self.reveal()
        elif event.type == pygame.KEYDOWN and event.key in REVEAL_KEYS:
            self._keys.add(event.key)
            self.reveal()
        return True

    def draw(self, surface) -> None:
        """The cover: who to pass to, what happened since they looked, how to reveal."""
        t = self.table
        if self._shown_at is None:
            self._shown_at = self._now()
        room = room_rect(t)
        draw.rect(surface, (14, 17, 24), room)
        name = self.name()
        cx = room.centerx
        title = text.render(f"Pass to {name}", 44, palette.ACCENT, text.BOLD)
        y = room.y + 70
        surface.blit(title, title.get_rect(midtop=(cx, y)))
        y += title.get_height() + 14
        ask = text.render(f"{name}: click or press Enter when only you can see the screen.",
                          18, palette.TEXT)
        surface.blit(ask, ask.get_rect(midtop=(cx, y)))
        y += ask.get_height() + 30
        lines = self.recap()
        box = pygame.Rect(0, y, min(760, room.w - 80), room.bottom - 60 - y)
        box.centerx = cx
        draw.rect(surface, palette.PANEL, box, border_radius=12)
        draw.rect(surface, palette.PANEL_BORDER, box, width=2, border_radius=12)
        head = "Since you last looked:" if lines else "Nothing has happened since you last looked."
        text.blit_text(surface, head, (box.x + 18, box.y + 14), 16, palette.TEXT_DIM,
                       text.BOLD)
        ly = box.y + 44
        for line, colour in lines:
            img = text.fit(line, 15, box.w - 36, colour)
            if ly + img.get_height() > box.bottom - 10:
                break
            surface.blit(img, (box.x + 18, ly))
            ly += img.get_height() + 4
