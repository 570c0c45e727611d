"""Your record: the Stats screen, a tab per game. Each shows the games you finished
against the AI (wins, losses, draws, win rate, streaks, how long the games lasted, hints
asked for), a table by AI difficulty, a table by your side (deck, army, Planeswalker or
character: whatever the game's setup calls "Your ..."), and a strip of the last results.

The figures come from app.record_stats (a damaged stats file is moved aside and
explained here, and the figures start again from the finished games still kept). What is
shown is built as plain rows first (``summary``, ``tables``, ``recent``), then drawn."""
from __future__ import annotations

from functools import partial

import pygame

from app import record_stats
from app.record_stats import GameStats, Tally
from app.scene import Scene
from app.ui import draw, palette, text
from app.ui.display import metrics_of
from app.ui.widgets import Button, draw_panel
from scenes import common
from scenes.message import show_message

TITLE = "Your record"
SUBTITLE = "The games you finished against the AI, game by game"
NEED = (1000, 620)               # design units: the least room the screen fits in
TAB_Y, TAB_H, TAB_GAP, TAB_W = 122, 44, 10, 230
BODY_Y, BODY_BOTTOM = 186, 28
ROW = 30                         # a figure's line
CELL = 28                        # a table's line
SUMMARY_W = 380
TABLES_W = 820                   # a wide window does not stretch the tables
RESULT_COLOUR = {"win": palette.GOOD, "loss": palette.BAD, "draw": palette.MAGI_GREY}
RESULT_LETTER = {"win": "W", "loss": "L", "draw": "D"}
STRIP_ROW, STRIP_BOX, STRIP_GAP = 15, 22, 3     # the last results: 15 a row
COLUMNS = ("Games", "Wins", "Losses", "Draws", "Win rate")


def percent(part: int, whole: int) -> str:
    return f"{round(100 * part / whole)}%" if whole else "-"


def tally_row(label: str, t: Tally) -> tuple[str, ...]:
    return (label, str(t.games), str(t.wins), str(t.losses), str(t.draws),
            percent(t.wins, t.games))


def side_noun(plugin) -> str | None:
    """What the game's setup calls the player's side ("deck", "army", "character"), from
    its "Your ..." option; None when it has none."""
    for option in plugin.options:
        label = option.label
        if label.startswith("Your "):
            return label[len("Your "):]
    return None


def summary_rows(g: GameStats) -> list[tuple[str, str]]:
    """The figures of one game, as (label, value) lines."""
    t = g.total
    turns = g.average_turns()
    moves = g.average_decisions()
    return [("Games finished", str(t.games)), ("Wins", str(t.wins)),
            ("Losses", str(t.losses)), ("Draws", str(t.draws)),
            ("Win rate", percent(t.wins, t.games)),
            ("Win streak now", str(g.streak)), ("Best win streak", str(g.best_streak)),
            ("Average length", f"{turns:.1f} turns" if turns is not None else "-"),
            ("Your moves per game", f"{moves:.1f}" if moves is not None else "-"),
            ("Hints used", str(g.hints))]


class StatsScene(Scene):
    native = True

    def __init__(self, app, game: str | None = None) -> None:
        super().__init__(app)
        self.stats, message = record_stats.read_stats()
        self.games = [p for p in app.plugins.built()]
        self.selected = self._first(game)
        self.focus = common.FocusGroup()
        self.tabs: list[Button] = []
        self._layout()
        self.pending = message          # a damaged stats file: said once the screen shows

    def _first(self, game: str | None) -> str:
        keys = [p.key for p in self.games]
        played = [k for k in keys if k in self.stats.games]
        last = getattr(getattr(self.app, "settings", None), "last_game", None)
        for choice in (game, last):
            if choice in keys and (choice == game or choice in played):
                return str(choice)
        return played[0] if played else (keys[0] if keys else "")

    # layout -------------------------------------------------------------------------------
    def _layout(self) -> None:
        self.m = m = metrics_of(self).bounded(*NEED)
        px = m.px
        self.back = common.back_button(self.close, m=m)
        n = max(1, len(self.games))
        room = m.w - 2 * px(common.MARGIN)
        w = min(px(TAB_W), (room - (n - 1) * px(TAB_GAP)) // n)
        self.tabs = [Button((px(common.MARGIN) + i * (w + px(TAB_GAP)), px(TAB_Y), w,
                             px(TAB_H)), p.title, partial(self.show, p.key), size=18,
                            scale=m.scale) for i, p in enumerate(self.games)]
        self.body = pygame.Rect(px(common.MARGIN), px(BODY_Y), room,
                                m.h - px(BODY_Y + BODY_BOTTOM))
        self.focus.scale = m.scale
        self.focus.set_items(self.tabs + [self.back])

    def on_resize(self) -> None:
        self._layout()

    def resume(self) -> None:
        self.stats, _ = record_stats.read_stats()

    # what is shown ------------------------------------------------------------------------
    @property
    def plugin(self):
        return next((p for p in self.games if p.key == self.selected), None)

    @property
    def current(self) -> GameStats | None:
        return self.stats.games.get(self.selected)

    def summary(self) -> list[tuple[str, str]]:
        g = self.current
        return summary_rows(g) if g is not None else []

    def tables(self) -> list[tuple[str, list[tuple[str, ...]]]]:
        """(title, rows) of the tables: by difficulty, then by side (most played first)."""
        g = self.current
        if g is None:
            return []
        out = [("By AI difficulty", [tally_row(d.capitalize(), g.by_difficulty[d])
                                     for d in ("easy", "normal", "hard")
                                     if d in g.by_difficulty])]
        noun = side_noun(self.plugin) if self.plugin is not None else None
        if noun and g.by_side:
            sides = sorted(g.by_side.items(), key=lambda kv: (-kv[1].games, kv[0]))
            out.append((f"By {noun}", [tally_row(name, t) for name, t in sides]))
        return out

    def recent(self) -> list[str]:
        g = self.current
        return list(g.recent) if g is not None else []

    def shown_text(self) -> list[str]:
        """Every text of the selected tab's figures (what a player reads there)."""
        out = [f"{label} {value}" for label, value in self.summary()]
        for title, rows in self.tables():
            out.append(title)
            out += [" ".join(r) for r in rows]
        return out

    def update(self, dt: float) -> None:
        if self.pending and self.app.stack.top is self:
            message, self.pending = self.pending, None
            show_message(self.app, record_stats.NOTICE_TITLE, message)

    # actions ------------------------------------------------------------------------------
    def show(self, key: str) -> None:
        self.selected = key

    def close(self) -> None:
        if self.app.stack.top is self:
            self.app.stack.pop()

    def handle(self, event) -> bool:
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_ESCAPE, pygame.K_BACKSPACE):
            self.close()
            return True
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_LEFT, pygame.K_RIGHT):
            keys = [p.key for p in self.games]
            if self.selected in keys:
                step = -1 if event.key == pygame.K_LEFT else 1
                self.selected = keys[(keys.index(self.selected) + step) % len(keys)]
                return True
        if self.focus.handle(event) or self.back.handle(event):
            return True
        return any(tab.handle(event) for tab in self.tabs)

    # drawing ------------------------------------------------------------------------------
    def draw(self, surface) -> None:
        m = self.m
        px = m.px
        surface.blit(common.backdrop("plain", m.size), (0, 0))
        common.draw_header(surface, TITLE, SUBTITLE, m)
        self.back.draw(surface)
        for tab, p in zip(self.tabs, self.games):
            tab.draw(surface)
            if p.key == self.selected:
                draw.rect(surface, palette.ACCENT, tab.rect, width=max(1, px(3)),
                          border_radius=px(10))
        body = self.body
        draw_panel(surface, body, fill=palette.PANEL, border=palette.PANEL_BORDER,
                   radius=px(12), alpha=235, line=max(1, px(2)))
        plugin = self.plugin
        if self.current is None:
            title = plugin.title if plugin is not None else "this game"
            surface.blit(text.fit(f"No finished games of {title} yet: the games you play "
                                  "to the end against the AI are counted here.", m.pt(20),
                                  body.w - px(48), palette.TEXT_DIM),
                         (body.x + px(24), body.y + px(24)))
            self.focus.draw(surface)
            return
        y_end = self._draw_summary(surface, body)
        self._draw_recent(surface, body, y_end + px(16))
        self._draw_tables(surface, pygame.Rect(body.x + px(SUMMARY_W + 48), body.y,
                                               min(px(TABLES_W), body.right - body.x
                                                   - px(SUMMARY_W + 72)), body.h))
        self.focus.draw(surface)

    def _draw_summary(self, surface, body) -> int:
        m = self.m
        px = m.px
        x, y = body.x + px(24), body.y + px(18)
        surface.blit(text.fit("Figures", m.pt(22), px(SUMMARY_W), palette.ACCENT, text.BOLD),
                     (x, y))
        y += px(40)
        for label, value in self.summary():
            surface.blit(text.fit(label, m.pt(18), px(SUMMARY_W - 130), palette.TEXT_DIM),
                         (x, y))
            text.blit_text(surface, value, (x + px(SUMMARY_W), y), m.pt(18), palette.TEXT,
                           text.BOLD, anchor="topright")
            y += px(ROW)
        return y

    def _draw_recent(self, surface, body, y: int) -> None:
        """The last results as a strip of squares, oldest left (W, L, D)."""
        m = self.m
        px = m.px
        results = self.recent()
        x = body.x + px(24)
        if y + px(28 + STRIP_BOX) > body.bottom - px(8) or not results:
            return
        surface.blit(text.fit(f"Last {len(results)} games, oldest first", m.pt(16),
                              px(SUMMARY_W), palette.TEXT_DIM), (x, y))
        y += px(28)
        step = px(STRIP_BOX + STRIP_GAP)
        rows = (len(results) + STRIP_ROW - 1) // STRIP_ROW
        if y + rows * step > body.bottom - px(8):
            results = results[-STRIP_ROW:]          # one row when two do not fit
        for i, r in enumerate(results):
            box = pygame.Rect(x + (i % STRIP_ROW) * step, y + (i // STRIP_ROW) * step,
                              px(STRIP_BOX), px(STRIP_BOX))
            draw.rect(surface, RESULT_COLOUR[r], box, border_radius=max(1, px(4)))
            text.blit_text(surface, RESULT_LETTER[r], box.center, m.pt(13),
                           palette.TEXT_DARK, text.BOLD, anchor="center")

    def _draw_tables(self, surface, area: pygame.Rect) -> None:
        m = self.m
        px = m.px
        first_w = area.w - 5 * px(96)
        y = area.y + px(18)
        for title, rows in self.tables():
            if y + px(40 + 2 * CELL) > area.bottom:
                break
            surface.blit(text.fit(title, m.pt(22), area.w, palette.ACCENT, text.BOLD),
                         (area.x, y))
            y += px(38)
            self._row(surface, area.x, y, first_w, ("",) + COLUMNS, palette.TEXT_DIM)
            y += px(CELL)
            draw.line(surface, palette.PANEL_BORDER, (area.x, y - px(4)),
                      (area.right, y - px(4)), max(1, px(1)))
            left = len(rows)
            for row in rows:
                if y + px(CELL) * (2 if left > 1 else 1) > area.bottom - px(8):
                    surface.blit(text.fit(f"… and {left} more", m.pt(16), first_w,
                                          palette.TEXT_DIM), (area.x, y))
                    y += px(CELL)
                    break
                self._row(surface, area.x, y, first_w, row, palette.TEXT)
                y += px(CELL)
                left -= 1
            y += px(18)

    def _row(self, surface, x: int, y: int, first_w: int, cells, colour) -> None:
        m = self.m
        px = m.px
        surface.blit(text.fit(cells[0], m.pt(17), first_w - px(12), colour), (x, y))
        for i, cell in enumerate(cells[1:]):
            text.blit_text(surface, cell, (x + first_w + (i + 1) * px(96), y), m.pt(17),
                           colour, anchor="topright")
