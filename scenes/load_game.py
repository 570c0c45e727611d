"""Load game: every save the player has, newest first - each game's game in progress,
each tutorial in progress and the named slots - with Open and Delete, and Replay for a
game (not a tutorial); then the finished games the archive keeps, with Review and Replay
(scenes.kit.replay_finished). Opening goes through the one guarded step
(scenes.saved_game); a bad file is set aside and explained. A replay opens over this
screen (scenes.kit.replay_bar) and leaving it comes back here; it saves nothing. Review
opens the post-game review (scenes.kit.review) for the seat the archive says was the
player's, against the AI level they played; closing it comes back here."""
from __future__ import annotations

import os
import time
from functools import partial

import pygame

from app import saves
from app.scene import Scene
from app.ui import palette, text
from app.ui.display import metrics_of
from app.ui.widgets import Button, draw_panel
from scenes import common
from scenes.kit import replay_finished
from scenes.kit.replay_bar import open_replay
from scenes.kit.review import review_record
from scenes.message import confirm, show_message
from scenes.saved_game import open_saved_game

LIST_Y, LIST_BOTTOM = 124, 36     # design units: the list's top, its margin at the bottom
ROW_H, ROW_GAP = 72, 8
NEED = (900, 480)
KIND_WORDS = {"auto": "Game in progress", "tutorial": "Tutorial in progress"}


def when(seconds: float) -> str:
    """"today 18:05", "yesterday 09:12" or "22 Nov 18:05"."""
    t = time.localtime(seconds)
    today = time.localtime()
    if (t.tm_year, t.tm_yday) == (today.tm_year, today.tm_yday):
        return time.strftime("today %H:%M", t)
    if (t.tm_year, t.tm_yday + 1) == (today.tm_year, today.tm_yday):
        return time.strftime("yesterday %H:%M", t)
    return time.strftime("%d %b %H:%M", t).lstrip("0")


def review_seat(meta: dict, record) -> tuple[int, list, str]:
    """(seat, names, difficulty) of a finished game's review from its meta (the
    archive's, checked by its schema; a fake or an older file may lack any of them)."""
    players = record.config.get("players") if isinstance(record.config, dict) else None
    seat = meta.get("human_seat", 0)
    if type(seat) is not int or seat < 0 or (type(players) is int and seat >= players):
        seat = 0
    names = meta.get("names") or []
    names = [str(n) for n in names] if isinstance(names, (list, tuple)) else []
    difficulty = meta.get("difficulty")
    if difficulty not in ("easy", "normal", "hard"):
        difficulty = "normal"
    return seat, names, str(difficulty)


class LoadGameScene(Scene):
    native = True

    def __init__(self, app) -> None:
        super().__init__(app)
        self.scroll = 0               # real pixels
        self.rows: list[tuple[saves.SaveEntry | replay_finished.FinishedGame, pygame.Rect,
                              list[Button]]] = []
        self.focus = common.FocusGroup()
        self._layout()

    def _layout(self) -> None:
        """The list takes the window below the header (it scrolls when it is longer)."""
        self.m = m = metrics_of(self).bounded(*NEED)
        px = m.px
        self.back = common.back_button(self.close, m=m)
        self.list = pygame.Rect(px(common.MARGIN), px(LIST_Y), m.w - px(2 * common.MARGIN),
                                m.h - px(LIST_Y + LIST_BOTTOM))
        self.focus.scale = m.scale
        self.scroll = min(self.scroll, self._most())
        self._build()

    def _most(self) -> int:
        total = len(self.rows) * self.m.px(ROW_H + ROW_GAP)
        return max(0, total - self.list.h)

    def on_resize(self) -> None:
        self._layout()

    def resume(self) -> None:
        self._build()

    # rows -------------------------------------------------------------------------------
    def title_of(self, entry) -> str:
        plugin = self.app.plugins.get(entry.game)
        game = plugin.title if plugin is not None else "A game this version cannot open"
        if isinstance(entry, replay_finished.FinishedGame):
            return game
        if entry.kind == "slot":
            return f"Slot {entry.slot}: {entry.name or game}"
        return game

    def detail_of(self, entry) -> str:
        if isinstance(entry, replay_finished.FinishedGame):
            return entry.detail + (f" · ended {when(entry.time)}" if entry.time else "")
        plugin = self.app.plugins.get(entry.game)
        game = plugin.title if plugin is not None else ""
        what = KIND_WORDS.get(entry.kind, game if entry.name else "Saved game")
        parts = [what]
        if entry.kind != "slot" or not entry.name:     # a slot's name says them already
            if entry.players:
                parts.append(f"{entry.players} players")
            if entry.turn:
                parts.append(f"turn {entry.turn}")
        return " · ".join(parts + [f"saved {when(entry.time)}"])

    def _build(self) -> None:
        self.rows = []
        buttons: list[Button] = []
        m, LIST = self.m, self.list
        px = m.px
        listed: list = list(saves.entries()) + replay_finished.finished_games()
        for i, entry in enumerate(listed):
            rect = pygame.Rect(LIST.x, LIST.y + i * px(ROW_H + ROW_GAP) - self.scroll,
                               LIST.w, px(ROW_H))
            by = rect.centery - px(24)
            replay_x, replay_w = rect.right - px(20 + 150), px(150)   # Open's place
            row: list[Button] = []
            if isinstance(entry, saves.SaveEntry):
                open_b = Button((rect.right - px(20 + 150), by, px(150), px(48)), "Open",
                                partial(self.open, entry), size=20, scale=m.scale)
                delete_b = Button((open_b.rect.x - px(14 + 130), by, px(130), px(48)),
                                  "Delete", partial(self.delete, entry), size=18,
                                  scale=m.scale)
                row = [delete_b, open_b]
                replay_x, replay_w = delete_b.rect.x - px(14 + 130), px(130)
            else:                                         # a finished game
                row = [Button((replay_x - px(14 + 130), by, px(130), px(48)), "Review",
                              partial(self.review, entry), size=18, scale=m.scale)]
            if not isinstance(entry, saves.SaveEntry) or entry.kind != "tutorial":
                row.append(Button((replay_x, by, replay_w, px(48)), "Replay",
                                  partial(self.replay, entry), size=18, scale=m.scale))
            self.rows.append((entry, rect, row))   # [Delete, Open, Replay] / [Review, Replay]
            buttons += row[1::-1] + row[2:]
        self.focus.set_items(buttons + [self.back])

    @property
    def buttons(self) -> list[Button]:
        return [b for _, rect, bs in self.rows if self.list.contains(rect) for b in bs]

    # actions ----------------------------------------------------------------------------
    def close(self) -> None:
        if self.app.stack.top is self:
            self.app.stack.pop()

    def open(self, entry: saves.SaveEntry) -> bool:
        save, message = saves.load(entry.path)
        if save is None:
            self._build()
            show_message(self.app, "Cannot open this save",
                         message or "The save is not there any more.")
            return False
        save["path"] = entry.path
        if self.app.stack.top is self:
            self.app.stack.pop(fade=False)
        if not open_saved_game(self.app, save):
            return False
        return True

    def replay(self, entry) -> bool:
        """The game of ``entry`` (a save, or a finished game) replayed over this screen
        from its start; when it cannot be, a message says why (a save is left as it is:
        Open still judges it)."""
        from scenes.saved_game import why_not_restored
        if isinstance(entry, replay_finished.FinishedGame):
            try:
                record, meta = replay_finished.load(entry)
            except Exception as exc:  # noqa: BLE001 - the archive's reader says why
                self._build()
                show_message(self.app, "Cannot replay this game",
                             replay_finished.why_not(exc))
                return False
        else:
            save, message = saves.load(entry.path)
            if save is None:
                self._build()
                show_message(self.app, "Cannot replay this save",
                             message or "The save is not there any more.")
                return False
            record, meta = saves.record_of(save), save.get("meta") or {}
        plugin = self.app.plugins.get(record.game)
        try:
            if plugin is None or not plugin.built:
                raise LookupError("it is for a game this version cannot open")
            open_replay(self.app, plugin, record, meta)
        except LookupError as exc:
            show_message(self.app, "Cannot replay this game", f"It cannot be replayed: {exc}.")
            return False
        except Exception as exc:  # noqa: BLE001 - whatever the record made the table do
            show_message(self.app, "Cannot replay this game",
                         f"It cannot be replayed: {why_not_restored(exc)}.")
            return False
        return True

    def review(self, entry: replay_finished.FinishedGame) -> bool:
        """The review of a finished game over this screen, for the seat the archive says
        was the player's (its names and AI level too); when the game cannot be read or
        its game is not in this version, a message says why."""
        try:
            record, meta = replay_finished.load(entry)
        except Exception as exc:  # noqa: BLE001 - the archive's reader says why
            self._build()
            show_message(self.app, "Cannot review this game", replay_finished.why_not(exc))
            return False
        plugin = self.app.plugins.get(record.game)
        if plugin is None or not plugin.built:
            show_message(self.app, "Cannot review this game",
                         "It is for a game this version cannot open.")
            return False
        seat, names, difficulty = review_seat(meta, record)
        review_record(self.app, record.game, record, seat, names, difficulty,
                      inline=bool(getattr(self.app, "test_mode", False)))
        return True

    def delete(self, entry: saves.SaveEntry) -> None:
        def gone() -> None:
            try:
                os.remove(entry.path)
            except OSError:
                pass
            self._build()
        confirm(self.app, "Delete this save?", f"{self.title_of(entry)} ({self.detail_of(entry)}) "
                "will be gone for good.", "Delete", gone)

    # frame ------------------------------------------------------------------------------
    def handle(self, event) -> bool:
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_ESCAPE, pygame.K_BACKSPACE):
            self.close()
            return True
        if event.type == pygame.MOUSEWHEEL:
            self.scroll = max(0, min(self._most(), self.scroll - event.y * self.m.px(40)))
            self._build()
            return True
        if self.focus.handle(event) or self.back.handle(event):
            return True
        for button in self.buttons:
            if button.handle(event):
                return True
        return False

    def draw(self, surface) -> None:
        m, LIST = self.m, self.list
        px = m.px
        surface.blit(common.backdrop("plain", m.size), (0, 0))
        common.draw_header(surface, "Load game", "Your games in progress, tutorials and "
                           "saved slots, newest first, then your finished games to review "
                           "or replay",
                           m)
        self.back.draw(surface)
        if not self.rows:
            text.blit_text(surface, "There are no saved games.", (LIST.x, LIST.y + px(20)),
                           m.pt(20), palette.TEXT_DIM)
        clip = surface.get_clip()
        surface.set_clip(LIST)
        for entry, rect, buttons in self.rows:
            if not rect.colliderect(LIST):
                continue
            draw_panel(surface, rect, fill=palette.PANEL, border=palette.PANEL_BORDER,
                       radius=px(12), alpha=235, line=max(1, px(2)))
            room = min(b.rect.x for b in buttons) - rect.x - px(48)
            surface.blit(text.fit(self.title_of(entry), m.pt(22), room, palette.ACCENT,
                                  text.BOLD), (rect.x + px(24), rect.y + px(10)))
            surface.blit(text.fit(self.detail_of(entry), m.pt(16), room, palette.TEXT_DIM),
                         (rect.x + px(24), rect.y + px(42)))
            for b in buttons:
                b.draw(surface)
        surface.set_clip(clip)
        self.focus.draw(surface)
