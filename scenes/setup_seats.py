"""Who plays (the game setup's "Who plays…"): each seat of the chosen count is a person,
with a name, or the AI. People share the screen and hand it over between their
decisions (pass-and-play: scenes.kit.handover). At least one seat is a person.

The plan of a game's seats is a list of ``{"person": bool, "name": str}`` (as many as
the game's most seats), an AI seat's own level under ``"level"`` when it was given one
(else it plays at the setup's AI difficulty, which sets every AI seat again when it is
changed); :func:`plan_for` reads a remembered one (checked, anything odd falls back to
the default: the first seat a person, the others the AI), :func:`people_and_names`
turns it into the table's ``people`` and ``names`` and :func:`levels_of` into its
``levels``."""
from __future__ import annotations

from functools import partial

import pygame

from app.scene import Scene
from app.settings import DIFFICULTIES
from app.ui import palette, text
from app.ui.display import metrics_of
from app.ui.fields import TextField
from app.ui.widgets import Button, draw_panel
from scenes import common

PANEL_W = 640
ROW = 54
NAME_MAX = 20
PERSON, AI = "person", "ai"
LAST_PERSON = "At least one seat is a person."


def default_name(seat: int) -> str:
    return f"Player {seat + 1}"


def plan_for(memory, seats: int) -> list[dict]:
    """``seats`` seats' plan from a remembered one (a settings file is untrusted)."""
    plan = [{"person": i == 0, "name": default_name(i)} for i in range(seats)]
    if isinstance(memory, list):
        for i, entry in enumerate(memory[:seats]):
            if not isinstance(entry, dict):
                continue
            if type(entry.get("person")) is bool:
                plan[i]["person"] = entry["person"]
            name = entry.get("name")
            if isinstance(name, str) and name.strip() and name.isprintable():
                plan[i]["name"] = name.strip()[:NAME_MAX]
            if entry.get("level") in DIFFICULTIES:
                plan[i]["level"] = entry["level"]
    return plan


def levels_of(plan: list[dict], players: int, difficulty: str) -> list | None:
    """Each of the first ``players`` seats' AI level for the table (a person's: None),
    or None when every AI seat plays at the setup's ``difficulty``."""
    levels = [None if p["person"] else p.get("level", difficulty) for p in plan[:players]]
    return None if all(v in (None, difficulty) for v in levels) else levels


def people_and_names(plan: list[dict], players: int) -> tuple[list[int], list | None]:
    """The seats people play among the first ``players`` (the first seat when none
    is), and the names the table is given: None for one person (the table names them
    "You" and the AI seats as it always has), else each person's name and "" for an
    AI seat (the table fills in the game's AI names)."""
    people = [i for i in range(players) if plan[i]["person"]] or [0]
    if len(people) == 1:
        return people, None
    return people, [plan[i]["name"] if i in people else "" for i in range(players)]


class SeatsDialog(Scene):
    """The seats of one game at ``players`` seats (edits ``plan`` in place)."""
    native = True
    overlay = True
    modal = True

    def __init__(self, app, title: str, plan: list[dict], players: int,
                 on_done=None, difficulty: str = "normal") -> None:
        super().__init__(app)
        self.title = title
        self.difficulty = difficulty          # an AI seat's level unless given its own
        self.plan = plan
        self.players = players
        self.on_done = on_done
        self.message = ""
        self._layout()

    def on_resize(self) -> None:
        self._layout()

    def _layout(self) -> None:
        self.m = m = metrics_of(self).bounded(PANEL_W + 40, 400)
        px = m.px
        n = self.players
        w = min(px(PANEL_W), m.w - px(40))
        h = min(m.h - px(20), px(120 + n * ROW + 110))
        step = min(px(ROW), (h - px(230)) // max(1, n))
        self.rect = pygame.Rect(0, 0, w, h)
        self.rect.center = (m.w // 2, m.h // 2)
        x, y0 = self.rect.x + px(28), self.rect.y + px(96)
        self.kinds: list[common.Cycler] = []
        self.fields: list[TextField] = []
        self.levels: list[common.Cycler] = []
        for i in range(n):
            y = y0 + i * step
            row = pygame.Rect(x, y, w - px(56), step - px(6))
            self.kinds.append(common.Cycler(
                row, f"Seat {i + 1}", [(PERSON, "Person"), (AI, "AI")],
                PERSON if self.plan[i]["person"] else AI, partial(self._set_kind, i),
                value_w=200, m=m))
            field = TextField((x + px(100), y + (row.h - px(40)) // 2, w - px(56 + 100 + 220),
                               px(40)), self.plan[i]["name"], default_name(i), NAME_MAX,
                              partial(self._set_name, i), scale=m.scale)
            field.visible = self.plan[i]["person"]
            self.fields.append(field)
            level = common.Cycler(field.rect, "Level",
                                  [(d, d.capitalize()) for d in DIFFICULTIES],
                                  self.plan[i].get("level", self.difficulty),
                                  partial(self._set_level, i), value_w=196, m=m)
            level.visible = not self.plan[i]["person"]
            self.levels.append(level)
        self.done = Button((self.rect.centerx - px(100), self.rect.bottom - px(28 + 52),
                            px(200), px(52)), "Done", self.close, size=20, scale=m.scale)
        self.focus = common.FocusGroup([*self.kinds, *self.levels, self.done],
                                       scale=m.scale)

    def _set_kind(self, seat: int, kind) -> None:
        person = kind == PERSON
        if not person and not any(p["person"] for i, p in enumerate(self.plan[:self.players])
                                  if i != seat):
            self.kinds[seat].set_value(PERSON)      # the last person stays
            self.message = LAST_PERSON
            return
        self.message = ""
        self.plan[seat]["person"] = person
        self.fields[seat].visible = person
        self.levels[seat].visible = not person

    def _set_level(self, seat: int, level) -> None:
        self.plan[seat]["level"] = level

    def _set_name(self, seat: int, name: str) -> None:
        clean = "".join(ch for ch in name if ch.isprintable()).strip()
        self.plan[seat]["name"] = clean[:NAME_MAX] or default_name(seat)

    def close(self) -> None:
        if self.app.stack.top is self:
            self.app.stack.pop()
        if self.on_done is not None:
            self.on_done()

    def handle(self, event) -> bool:
        for field in self.fields:
            if field.visible and field.handle(event):
                return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.close()
            return True
        if self.focus.handle(event):
            return True
        controls: list[common.Control] = [*self.kinds, *self.levels, self.done]
        for control in controls:
            if getattr(control, "visible", True) and control.handle(event):
                return True
        return True                  # modal

    def draw(self, surface) -> None:
        m = self.m
        px = m.px
        surface.blit(common.dimmer(150, surface.get_size()), (0, 0))
        draw_panel(surface, self.rect, fill=palette.PANEL, border=palette.ACCENT,
                   radius=px(16), alpha=250, line=max(1, px(2)))
        text.blit_text(surface, self.title, (self.rect.x + px(28), self.rect.y + px(24)),
                       m.pt(26), palette.ACCENT, text.BOLD)
        note = self.message or "People take turns at this screen; the AI plays the rest."
        text.blit_text(surface, note, (self.rect.x + px(28), self.rect.y + px(62)), m.pt(16),
                       palette.BAD if self.message else palette.TEXT_DIM)
        for cycler in self.kinds:
            cycler.draw(surface)
        for field in self.fields:
            if field.visible:
                field.draw(surface)
        for level in self.levels:
            if level.visible:
                level.draw(surface)
        self.done.draw(surface)
        self.focus.draw(surface)


def seats_hint(people: int, players: int) -> str:
    """The line beside "Who plays…": who plays the seats at this screen."""
    if people <= 1:
        return "One seat is yours; the AI plays the others."
    if people >= players:
        return f"{people} people take turns here; no seat is the AI's."
    return f"{people} people take turns here; the AI plays the rest."
