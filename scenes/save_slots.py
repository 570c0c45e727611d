"""Save game (from the pause menu): keep the game in progress in one of a few named slots,
to come back to later from Load game, whatever is played meanwhile. Choose a slot (an
empty one, or one to replace), type a name (a sensible one is filled in), Save. Saving
into a slot that holds a save asks first, as deleting one does."""
from __future__ import annotations

import time
from functools import partial

import pygame

from app import saves, storage
from app.scene import Scene
from app.ui import draw, palette, text
from app.ui.display import metrics_of
from app.ui.fields import TextField
from app.ui.widgets import Button, draw_panel
from scenes import common
from scenes.message import confirm

PANEL_W, PANEL_H = 640, 560           # design units
ROW_H, ROW_GAP = 58, 8


def default_name(title: str, players: int, turn: int | None = None) -> str:
    stamp = time.strftime("%d %b %H:%M").lstrip("0")
    turn_part = f", turn {turn}" if turn else ""
    return f"{title}, {players} players{turn_part} ({stamp})"


class SaveSlotsScene(Scene):
    native = True
    overlay = True
    modal = True

    def __init__(self, app, table) -> None:
        super().__init__(app)
        self.table = table
        plugin = app.plugins.get(table.game_key)
        title = plugin.title if plugin is not None else table.game_key
        turn = getattr(table.state, "turn_no", None)
        self._default_name = default_name(title, table.players,
                                          turn if isinstance(turn, int) else None)
        self.selected: int | None = None
        self.message: str | None = None
        self.slot_buttons: list[Button] = []
        self._layout()

    def _layout(self) -> None:
        self.m = m = metrics_of(self).bounded(PANEL_W + 40, PANEL_H + 40)
        px = m.px
        self.panel = PANEL = pygame.Rect(0, 0, px(PANEL_W), px(PANEL_H))
        PANEL.center = (m.w // 2, m.h // 2)
        old: TextField | None = getattr(self, "name_field", None)
        self.name_field = TextField((PANEL.x + px(32), PANEL.bottom - px(140),
                                     PANEL.w - px(64), px(46)),
                                    old.value if old else self._default_name,
                                    "Name of the save", saves.MAX_NAME, scale=m.scale)
        if old is not None and old.focused:
            self.name_field.focus(True)
        self.save_button = Button((PANEL.right - px(32 + 180), PANEL.bottom - px(80), px(180),
                                   px(54)), "Save", self.save, size=22, scale=m.scale)
        self.cancel_button = Button((PANEL.x + px(32), PANEL.bottom - px(80), px(160), px(54)),
                                    "Cancel", self.close, size=20, scale=m.scale)
        self._build()

    def on_resize(self) -> None:
        self._layout()

    def _labels(self) -> dict[int, str]:
        out = {}
        for e in saves.entries():
            if e.kind == "slot":
                out[e.slot] = e.name or "(a saved game)"
        return out

    def _build(self) -> None:
        used = self._labels()
        self.slot_buttons = []
        m, PANEL = self.m, self.panel
        px = m.px
        for n in range(1, saves.SLOTS + 1):
            label = f"{n}: {used[n]}" if n in used else f"{n}: empty"
            rect = (PANEL.x + px(32), PANEL.y + px(86 + (n - 1) * (ROW_H + ROW_GAP)),
                    PANEL.w - px(64), px(ROW_H))
            self.slot_buttons.append(Button(rect, label, partial(self.pick, n), size=18,
                                            scale=m.scale))
        self.save_button.enabled = self.selected is not None

    def pick(self, n: int) -> None:
        self.selected = n
        self.message = None
        self.save_button.enabled = True

    def save(self) -> None:
        if self.selected is None:
            self.message = "Choose a slot first."
            return
        n = self.selected
        held = self._labels().get(n)
        if held is not None:
            confirm(self.app, f"Replace the save in slot {n}?",
                    f"“{storage.printable(held)}” will be replaced by this game, for good.",
                    "Replace", self._write)
            return
        self._write()

    def _write(self) -> None:
        """The game into the selected slot (an empty one, or one the player replaces)."""
        t = self.table
        if self.selected is None:
            return
        try:
            saves.save_to_slot(self.selected, self.name_field.value or "Saved game",
                               t.game_key, t.record, t.save_meta())
        except storage.CannotSave as exc:
            self.message = str(exc)
            return
        except OSError:
            self.message = "The game could not be saved here."
            return
        t.log.add(f"Saved in slot {self.selected}: {storage.printable(self.name_field.value)}",
                  palette.ACCENT)
        self.close()

    def close(self) -> None:
        if self.app.stack.top is self:
            self.app.stack.pop()

    def handle(self, event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE \
                and not self.name_field.focused:
            self.close()
            return True
        if self.name_field.handle(event):
            return True
        for b in self.slot_buttons + [self.save_button, self.cancel_button]:
            if b.handle(event):
                return True
        return True

    def draw(self, surface) -> None:
        m, PANEL = self.m, self.panel
        px = m.px
        surface.blit(common.dimmer(165, surface.get_size()), (0, 0))
        draw_panel(surface, PANEL, fill=palette.PANEL, border=palette.ACCENT, radius=px(18),
                   alpha=250, line=max(1, px(2)))
        text.blit_text(surface, "Save game", (PANEL.centerx, PANEL.y + px(40)), m.pt(30),
                       palette.ACCENT, text.BOLD, anchor="center")
        for n, b in enumerate(self.slot_buttons, start=1):
            b.draw(surface)
            if n == self.selected:
                draw.rect(surface, palette.ACCENT, b.rect.inflate(px(6), px(6)),
                                 width=max(1, px(3)), border_radius=px(12))
        self.name_field.draw(surface)
        if self.message:
            text.blit_text(surface, self.message,
                           (PANEL.centerx, self.name_field.rect.y - px(16)), m.pt(16),
                           palette.BAD, anchor="center")
        self.save_button.draw(surface)
        self.cancel_button.draw(surface)
