"""The battlefield editor's panels: the tool palette on the left (the tools, the level
Sand paints at, a ruin's piece and facing, a glyph's kind and side, what a click does)
and the side panel on the right (the selection's mirror and turn buttons, the seats the
map is made for, and the map checker's sentences, live). Every control is a Button; the
chosen tool and options are rimmed in gold and named in words (a colour is never the only
sign: the zones' tools carry their letter)."""
from __future__ import annotations

from functools import partial

import pygame

from app.ui import draw, palette, text
from app.ui.widgets import Button, draw_panel
from engines.arena.map_edit import GLYPH_NAMES, GLYPHS, PIECES
from scenes.arena.terrain import ZONE_COLOURS

# (tool, label, key, what a click does)
TOOLS = (
    ("sand", "Sand", pygame.K_1, "Click or drag: sand at the level below (adds a hex where "
                                 "there is none)."),
    ("water", "Water", pygame.K_2, "Click or drag: water, level 0 (adds a hex where there "
                                   "is none)."),
    ("raise", "Raise", pygame.K_3, "Click or drag: lay one more sand tile on each hex."),
    ("lower", "Lower", pygame.K_4, "Click or drag: take a sand tile off each hex."),
    ("erase", "Erase", pygame.K_5, "Click or drag: take hexes away, with what is on them."),
    ("clear", "Clear", pygame.K_6, "Click or drag: take the ruin, glyph and start zone off "
                                   "a hex (the hex stays)."),
    ("ruin", "Ruin", pygame.K_7, "Click: place the ruin (2 hexes and a wall); click a ruin "
                                 "to take it off. T turns the next one, or the one under "
                                 "the pointer."),
    ("glyph", "Glyph", pygame.K_8, "Click: place the glyph; click a glyph to turn it over."),
    ("zone:yellow", "Zone Y", pygame.K_9, "Click or drag: yellow start zone (Y); drag from "
                                          "a yellow hex to take it off."),
    ("zone:orange", "Zone O", pygame.K_0, "Click or drag: orange start zone (O); drag from "
                                          "an orange hex to take it off."),
    ("select", "Select", pygame.K_s, "Click hexes to add or drop them; drag a box (Shift "
                                     "adds to the selection). Delete takes them away."),
)
TOOL_HELP = {t: h for t, _l, _k, h in TOOLS}
TOOL_KEYS = {k: t for t, _l, k, _h in TOOLS}


def _rim(surface, rect: pygame.Rect, colour=palette.ACCENT) -> None:
    draw.rect(surface, colour, rect.inflate(4, 4), width=3, border_radius=12)


def _header(surface, label: str, pos, size: int = 15) -> None:
    text.blit_text(surface, label, pos, size, palette.ACCENT, text.BOLD)


class Palette:
    """The tools and their options, in ``rect`` (left column)."""

    def __init__(self, scene, rect: pygame.Rect) -> None:
        self.scene, self.rect = scene, pygame.Rect(rect)
        x, y, w = self.rect.x + 10, self.rect.y + 34, self.rect.w - 20
        half = (w - 8) // 2
        self.tools: dict[str, Button] = {}
        for i, (tool, label, _key, help_) in enumerate(TOOLS):
            r = (x + (i % 2) * (half + 8), y + (i // 2) * 40, half, 34)
            self.tools[tool] = Button(r, label, partial(scene.set_tool, tool), size=15,
                                      tooltip=help_)
        y += ((len(TOOLS) + 1) // 2) * 40 + 26
        self.level_y = y
        self.lower = Button((x, y, 34, 32), "−", lambda: scene.step_level(-1), size=18,
                            tooltip="Paint sand one level lower ([)")
        self.higher = Button((x + w - 34, y, 34, 32), "+", lambda: scene.step_level(1),
                             size=18, tooltip="Paint sand one level higher (])")
        y += 62
        self.options_y = y
        self.pieces = {p: Button((x + i * (half + 8), y, half, 32), f"Ruin {p}",
                                 partial(scene.set_piece, p), size=14)
                       for i, p in enumerate(PIECES)}
        self.turn = Button((x, y + 38, w, 32), "Turn (T)", scene.turn_piece, size=14)
        q = (w - 3 * 6) // 4
        self.glyphs = {g: Button((x + i * (q + 6), y, q, 32), g,
                                 partial(scene.set_glyph, g), size=15,
                                 tooltip=f"Glyph of {GLYPH_NAMES[g]}")
                       for i, g in enumerate(GLYPHS)}
        self.side = Button((x, y + 38, w, 32), "Ability side up", scene.flip_side, size=14)

    @property
    def buttons(self) -> list[Button]:
        out = list(self.tools.values()) + [self.lower, self.higher]
        tool = self.scene.tool
        if tool == "ruin":
            out += list(self.pieces.values()) + [self.turn]
        elif tool == "glyph":
            out += list(self.glyphs.values()) + [self.side]
        return out

    def draw(self, surface) -> None:
        s = self.scene
        draw_panel(surface, self.rect, radius=12, alpha=235)
        x, w = self.rect.x + 10, self.rect.w - 20
        _header(surface, "Tools", (x, self.rect.y + 10))
        for b in self.buttons:
            b.draw(surface)
        _rim(surface, self.tools[s.tool].rect)
        for tool, b in self.tools.items():
            if tool.startswith("zone:"):           # the zone's colour beside its letter
                colour = ZONE_COLOURS.get(tool[5:], palette.ACCENT)
                draw.circle(surface, colour, (b.rect.x + 12, b.rect.centery), 5)
        _header(surface, "Sand level", (x, self.level_y - 22), 14)
        lvl = text.render(f"Level {s.level}", 18, palette.TEXT, text.BOLD)
        surface.blit(lvl, lvl.get_rect(center=(x + w // 2, self.level_y + 16)))
        y = self.options_y
        if s.tool == "ruin":
            _header(surface, "Ruin piece", (x, y - 22), 14)
            _rim(surface, self.pieces[s.piece].rect)
            self.turn.label = f"Turn (T): facing {s.facing}"
        elif s.tool == "glyph":
            _header(surface, "Glyph", (x, y - 22), 14)
            _rim(surface, self.glyphs[s.glyph].rect)
            self.side.label = "Ability side up" if s.glyph_side == "ability" else "Symbol side up"
        help_y = y + 82 if s.tool in ("ruin", "glyph") else y - 22
        what = TOOL_HELP[s.tool]
        if s.tool == "glyph":
            what = f"Glyph of {GLYPH_NAMES[s.glyph]}, {s.glyph_side} side up. " + what
        img = text.render_wrapped(what, 14, w, palette.TEXT_DIM, line_gap=2)
        room = self.rect.bottom - 8 - help_y
        surface.blit(img, (x, help_y), pygame.Rect(0, 0, w, max(0, room)))


class SidePanel:
    """The selection's tools, the seats and the checker's sentences, in ``rect``."""

    def __init__(self, scene, rect: pygame.Rect) -> None:
        self.scene, self.rect = scene, pygame.Rect(rect)
        x, y, w = self.rect.x + 10, self.rect.y + 34, self.rect.w - 20
        half = (w - 8) // 2

        def pair(yy, a, b):
            return (Button((x, yy, half, 32), a[0], a[1], size=14, tooltip=a[2]),
                    Button((x + half + 8, yy, half, 32), b[0], b[1], size=14, tooltip=b[2]))
        self.all, self.none = pair(y, ("Select all", scene.select_all, "Ctrl+A"),
                                   ("Select none", scene.select_none, "Esc"))
        self.mirror_lr, self.mirror_tb = pair(
            y + 38, ("Mirror ↔", lambda: scene.transform("left-right"),
                     "Mirror the selection left to right about its middle"),
            ("Mirror ↕", lambda: scene.transform("top-bottom"),
             "Mirror the selection top to bottom about its middle"))
        self.turn60, self.turn180 = pair(
            y + 76, ("Turn 60°", lambda: scene.transform("turn60"),
                     "Turn the selection a sixth about its centre"),
            ("Turn 180°", lambda: scene.transform("turn180"),
             "Turn the selection half round about its centre"))
        self.copy_y = y + 136
        self.copy_tb, self.copy_180 = pair(
            self.copy_y, ("Mirrored ↕", lambda: scene.transform("top-bottom", copy=True),
                          "A copy of the selection, mirrored top to bottom about the map's "
                          "middle, laid over the other half: a fair map"),
            ("Turned 180°", lambda: scene.transform("turn180", copy=True),
             "A copy of the selection, turned half round about the map's centre, laid "
             "over the other half: a fair map"))
        self.seats_y = self.copy_y + 62
        self.fewer = Button((x, self.seats_y, 34, 32), "−", lambda: scene.step_seats(-1),
                            size=18, tooltip="Made for fewer players")
        self.more = Button((x + w - 34, self.seats_y, 34, 32), "+",
                           lambda: scene.step_seats(1), size=18,
                           tooltip="Made for more players")
        self.check_y = self.seats_y + 62

    @property
    def buttons(self) -> list[Button]:
        return [self.all, self.none, self.mirror_lr, self.mirror_tb, self.turn60,
                self.turn180, self.copy_tb, self.copy_180, self.fewer, self.more]

    def draw(self, surface) -> None:
        s = self.scene
        draw_panel(surface, self.rect, radius=12, alpha=235)
        x, w = self.rect.x + 10, self.rect.w - 20
        n = len(s.editor.selection)
        _header(surface, f"Selection: {n} hex{'es' if n != 1 else ''}",
                (x, self.rect.y + 10))
        has = n > 0
        for b in (self.mirror_lr, self.mirror_tb, self.turn60, self.turn180, self.copy_tb,
                  self.copy_180, self.none):
            b.enabled = has
        for b in self.buttons:
            b.draw(surface)
        _header(surface, "Copy onto the other half", (x, self.copy_y - 22), 14)
        _header(surface, "Made for", (x, self.seats_y - 22), 14)
        seats = text.render(f"{s.editor.seats} players", 17, palette.TEXT, text.BOLD)
        surface.blit(seats, seats.get_rect(center=(x + w // 2, self.seats_y + 16)))
        self._checker(surface, x, self.check_y, w)

    def _checker(self, surface, x: int, y: int, w: int) -> None:
        report = self.scene.report
        if report.problems:
            head, colour = "✗ Not playable yet", palette.BAD
        else:
            head, colour = "✓ Playable", palette.GOOD
        _header(surface, "Map check", (x, y - 22), 14)
        text.blit_text(surface, head, (x, y), 16, colour, text.BOLD)
        y += 24
        lines = [(f"✗ {p}", palette.BAD) for p in report.problems] + \
            [(f"! {p}", palette.ACCENT) for p in report.warnings] + \
            [(p, palette.TEXT_DIM) for p in report.notes]
        bottom = self.rect.bottom - 8
        for line, colour in lines:
            img = text.render_wrapped(line, 13, w, colour, line_gap=1)
            if y + img.get_height() > bottom:
                surface.blit(img, (x, y), pygame.Rect(0, 0, w, max(0, bottom - y)))
                break
            surface.blit(img, (x, y))
            y += img.get_height() + 6
