"""The Arena battlefield editor (issue 27 §1): build a map in the table's 2.5D view, check
it against what the rules need, and keep it as a file beside the armies.

The screen, laid out in the window's room (``fills_room``): the top bar (Back, the map's
name, Undo, Redo, New…, Open…, Save), the tool palette on the left
(:mod:`.editor_panels`), the map in the middle (:mod:`.editor_draw`: Q/E or the buttons
turn it, the wheel zooms, a right or middle drag pans, H shows the levels), and on the
right the selection's mirror and turn buttons, the seats and the checker's sentences,
live. A left click or drag uses the tool; Ctrl+Z / Ctrl+Y undo and redo (a drag is one
step). Every edit is the model's (engines/arena/map_edit.py), and a refused one says why
on the status line. Saving asks the map checker first: a map that cannot be played is
not saved (its first problem is said), one with warnings is saved and the warning said.
The printed battlefields open read-only: Save keeps a copy under a new name.

Entry point for the setup's "Battlefields…" button: :func:`open_editor`.
"""
from __future__ import annotations

import time

import pygame

from app.battlefields import BATTLEFIELDS, as_battlefield
from app.collection_store import CollectionError, clean_name
from app.scene import Scene
from app.ui import palette, text
from app.ui.fields import TextField
from app.ui.widgets import Button, Tooltip
from engines.arena.battlefield import MAX_LEVEL
from engines.arena.map_check import GLYPH_NAMES
from engines.arena.map_edit import PIECES, PRESETS, Editor, ruin_cells, ruin_wall_ends
from scenes import common
from scenes.arena.editor_draw import MapView
from scenes.arena.editor_open import OpenBattlefield
from scenes.arena.editor_panels import TOOL_KEYS, Palette, SidePanel
from scenes.kit.room import room_of
from scenes.message import show_message

TOP_H, SIDE_W, PALETTE_W, FOOT_H = 64, 300, 216, 34
PAINTS = ("sand", "water", "raise", "lower", "erase", "clear", "zone:yellow",
          "zone:orange")                # tools a drag goes on using
REDRAW_EVERY = 0.12                     # seconds between the map's pictures during a drag
MESSAGE_SECONDS = 6.0


class EditorScene(Scene):
    fills_room = True

    def __init__(self, app, bf: dict | None = None) -> None:
        super().__init__(app)
        self.editor = Editor(bf)
        self.tool, self.level = "sand", 2
        self.piece, self.facing = "A", 0
        self.glyph, self.glyph_side = "P", "ability"
        self.saved_name: str | None = None      # the file this map was opened from or saved to
        self.printed = False                     # opened from a printed battlefield
        self.saved_version = self.editor.version
        self.message, self.message_bad, self.message_at = "", False, -1e9
        self.mouse: tuple = (-1, -1)
        self.hover: tuple | None = None
        self.ghost: tuple | None = None
        self.drag: dict | None = None
        self.shown_version = -1
        self.drawn_at, self.redraw_gap = 0.0, REDRAW_EVERY
        self.report = self.editor.report()
        self.report_version = self.editor.version
        self.tooltip = Tooltip(340)
        self.hover_since: tuple[Button | None, float] = (None, 0.0)
        self._layout()
        self.view.show(self.editor.battlefield(), refit=True)
        self.shown_version = self.editor.version

    # --- layout --------------------------------------------------------------------------
    def _layout(self) -> None:
        W, H = room_of(self)
        self.size = (W, H)
        old = getattr(self, "name_field", None)
        self.name_field = TextField((352, 12, W - 352 - 5 * 96 - 36 - 20, 40),
                                    old.value if old else self.editor.name,
                                    placeholder="Name the battlefield", max_len=32,
                                    label="Name", on_change=self._named)
        x = W - 8
        self.top_buttons = []
        for label, act, tip in (("Save", self.save, "Save the map (Ctrl+S)"),
                                ("Open…", self.open, "Open a saved or printed battlefield"),
                                ("New…", self.new, "A new map of a size you choose"),
                                ("Redo", self.redo, "Do again what was undone (Ctrl+Y)"),
                                ("Undo", self.undo, "Take back the last edit (Ctrl+Z)")):
            w = 124 if act == self.save else 88      # room for "Save as copy" on one line
            x -= w + 4
            self.top_buttons.append(Button((x, 12, w, 40), label, act, size=16, tooltip=tip))
            x -= 4
        self.save_button, self.open_button, self.new_button, self.redo_button, \
            self.undo_button = self.top_buttons
        self.back_button = Button((8, 12, 88, 40), "Back", self.back, size=16)
        body_h = H - TOP_H - FOOT_H
        self.palette = Palette(self, pygame.Rect(8, TOP_H, PALETTE_W, body_h))
        self.sidepanel = SidePanel(self, pygame.Rect(W - 8 - SIDE_W, TOP_H, SIDE_W, body_h))
        area = pygame.Rect(PALETTE_W + 16, TOP_H, W - PALETTE_W - SIDE_W - 32, body_h)
        if getattr(self, "view", None) is None:
            self.view = MapView(area)
        else:
            self.view.resize(area)
        y = area.bottom - 40
        self.view_buttons = [
            Button((area.x + 8, y, 36, 32), "Q", lambda: self.view.rotate(-1), size=14,
                   tooltip="Turn the view left (Q)"),
            Button((area.x + 48, y, 36, 32), "E", lambda: self.view.rotate(1), size=14,
                   tooltip="Turn the view right (E)"),
            Button((area.x + 88, y, 64, 32), "Levels", self.toggle_levels, size=12,
                   tooltip="Show each hex's level (H)"),
            Button((area.x + 156, y, 48, 32), "Fit", self.view.fit, size=12,
                   tooltip="The whole map in view (F)")]

    def on_resize(self) -> None:
        self._layout()

    @property
    def buttons(self) -> list[Button]:
        return ([self.back_button] + self.top_buttons + self.palette.buttons +
                self.sidepanel.buttons + self.view_buttons)

    # --- what is said --------------------------------------------------------------------
    def say(self, message: str | None, bad: bool = True) -> bool:
        """Show ``message`` on the status line (a refusal when ``bad``); False if None."""
        if not message:
            return False
        self.message, self.message_bad, self.message_at = message, bad, time.monotonic()
        return True

    @property
    def dirty(self) -> bool:
        return self.editor.version != self.saved_version

    def _named(self, value: str) -> None:
        self.editor.name = clean_name(value) or "New battlefield"

    # --- tools and options ---------------------------------------------------------------
    def set_tool(self, tool: str) -> None:
        self.tool = tool

    def step_level(self, step: int) -> None:
        self.level = max(1, min(MAX_LEVEL, self.level + step))
        self.tool = "sand"                  # the level is what Sand paints at

    def set_piece(self, piece: str) -> None:
        self.piece = piece

    def turn_piece(self) -> None:
        """T: the ruin under the pointer turned a sixth (with the Ruin tool), else the
        facing the next ruin is placed at."""
        p = self.hover
        if self.tool == "ruin" and p is not None and self.editor.ruin_at(p) is not None:
            self.say(self.editor.turn_ruin(p))
            return
        self.facing = (self.facing + 1) % 6

    def delete_selection(self) -> None:
        """Delete: the selected hexes taken away, as one step."""
        ed = self.editor
        if not ed.selection:
            return
        ed.begin_stroke()
        for p in sorted(ed.selection):
            ed.erase(p)
        ed.end_stroke()

    def set_glyph(self, key: str) -> None:
        self.glyph = key

    def flip_side(self) -> None:
        self.glyph_side = "symbol" if self.glyph_side == "ability" else "ability"

    def step_seats(self, step: int) -> None:
        self.say(self.editor.set_seats(self.editor.seats + step))

    def toggle_levels(self) -> None:
        self.view.overlay = not self.view.overlay

    # --- edits ---------------------------------------------------------------------------
    def undo(self) -> None:
        self.say(self.editor.undo())

    def redo(self) -> None:
        self.say(self.editor.redo())

    def select_all(self) -> None:
        self.editor.select_all()

    def select_none(self) -> None:
        self.editor.select_none()

    def transform(self, kind: str, copy: bool = False) -> None:
        if not self.say(self.editor.transform(kind, copy)):
            words = {"left-right": "mirrored left to right", "top-bottom":
                     "mirrored top to bottom", "turn60": "turned a sixth",
                     "turn180": "turned half round"}[kind]
            self.say(("A copy, " + words + ", lies on the other half." if copy else
                      f"The selection is {words}."), bad=False)

    def apply(self, p: tuple, first: bool) -> None:
        """The tool used on the hex at ``p`` (``first``: the stroke's first hex)."""
        ed, tool = self.editor, self.tool
        why: str | None = None
        if tool == "sand":
            why = ed.paint(p, "sand", self.level)
        elif tool == "water":
            why = ed.paint(p, "water")
        elif tool == "raise":
            why = ed.raise_hex(p)
        elif tool == "lower":
            why = ed.lower_hex(p)
        elif tool == "erase":
            why = ed.erase(p)
        elif tool == "clear":
            why = ed.clear(p)
        elif tool == "ruin":
            why = ed.remove_ruin(p) if ed.ruin_at(p) is not None else \
                ed.place_ruin(self.piece, p, self.facing)
        elif tool == "glyph":
            why = ed.flip_glyph(p) if ed.glyph_at(p) is not None else \
                ed.place_glyph(p, self.glyph, self.glyph_side)
        elif tool.startswith("zone:"):
            colour = tool[5:]
            if first and self.drag is not None:
                h = ed.hexes.get(p)
                self.drag["unzone"] = h is not None and h.get("zone") == colour
            unzone = self.drag is not None and self.drag.get("unzone")
            why = ed.clear_zone(p) if unzone else ed.set_zone(p, colour)
        if why and (first or self.drag is None or not self.drag.get("said")):
            self.say(why)
            if self.drag is not None:
                self.drag["said"] = True

    def target(self, pos) -> tuple | None:
        """The hex a click at ``pos`` is for: the top face under it; off the map, for
        Sand and Water, the ground (a new hex)."""
        p = self.view.hex_at(pos)
        if p is None and self.tool in ("sand", "water"):
            g = self.view.ground_at(pos)
            if g is not None and g not in self.editor.hexes:
                return g
        return p

    # --- files ---------------------------------------------------------------------------
    def _unsaved(self, what: str, then) -> None:
        """Run ``then`` now, or after asking when the map has unsaved changes."""
        if not self.dirty:
            then()
            return
        show_message(self.app, f"{what}?",
                     f"Your changes to “{self.editor.name}” are not saved.",
                     [(what, then), ("Cancel", None)])

    def back(self) -> None:
        self._unsaved("Leave the editor", self.close)

    def close(self) -> None:
        self.editor.end_stroke()
        if self.app.stack.top is self:
            self.app.stack.pop()

    def new(self) -> None:
        body = ("A new flat field of sand (Undo brings this map back). " +
                " ".join(f"{p.name}: {p.cols} x {p.rows}." for p in PRESETS))
        show_message(self.app, "A new battlefield", body,
                     [(p.name, lambda p=p: self.new_map(p.name)) for p in PRESETS] +
                     [("Cancel", None)])

    def new_map(self, preset: str) -> None:
        if self.say(self.editor.new(preset)):
            return
        self.name_field.value = self.editor.name = "New battlefield"
        self.saved_name, self.printed = None, False
        self.view.show(self.editor.battlefield(), refit=True)
        self.shown_version = self.editor.version
        self.say(f"A new {preset.lower()} map: paint it, give it two start zones, save it.",
                 bad=False)

    def open(self) -> None:
        self._unsaved("Open another", lambda: self.app.stack.push(
            OpenBattlefield(self.app, self.open_entry)))

    def open_entry(self, entry: dict) -> None:
        """Edit the listed battlefield ``entry`` (a printed one as a copy)."""
        self.editor = Editor(as_battlefield(entry))
        self.report_version = -1                 # another map: checked anew
        self.printed = bool(entry.get("builtin"))
        name = entry["name"]
        if self.printed:
            self.saved_name = None
            self.editor.name = clean_name(f"{name} (copy)")
            whose = ("one of Magetable's own battlefields" if entry.get("origin") == "original"
                     else "a printed battlefield")
            self.say(f"{name} is {whose}: your changes are kept as a copy "
                     "(Save as copy).", bad=False)
        else:
            self.saved_name = name
            self.say(f"“{name}” opened.", bad=False)
        self.name_field.value = self.editor.name
        self.saved_version = self.editor.version
        self.view.show(self.editor.battlefield(), refit=True)
        self.shown_version = self.editor.version
        self._check()

    def save(self) -> bool:
        """Save the map under the name field's name when the checker finds it playable
        (else say its first problem); a warning is said after saving."""
        self.editor.end_stroke()
        self.name_field.focus(False)
        name = clean_name(self.name_field.value)
        if not name:
            return self.say("Give the battlefield a name first.") and False
        self._check()
        if self.report.problems:
            return self.say(f"Not saved: {self.report.problems[0]}") and False
        if BATTLEFIELDS.is_builtin_name(name):
            ours = any(e["name"].casefold() == name.casefold() and e.get("origin") == "original"
                       for e in BATTLEFIELDS.builtin())
            whose = "one of Magetable's own battlefields" if ours else "a printed battlefield"
            return self.say(f"“{name}” is {whose}: save your copy under another "
                            "name.") and False
        if name != self.saved_name and BATTLEFIELDS.exists(name):
            show_message(self.app, f"Replace “{name}”?",
                         "A saved battlefield has this name already.",
                         [("Replace", lambda: self._write(name)), ("Cancel", None)])
            return False
        return self._write(name)

    def _write(self, name: str) -> bool:
        bf = self.editor.battlefield()
        body = {"name": name, **{k: bf[k] for k in ("note", "seats", "hexes", "ruins",
                                                     "glyphs")}}
        try:
            BATTLEFIELDS.save(body)
        except CollectionError as exc:
            return self.say(str(exc)) and False
        self.saved_name, self.printed = name, False
        self.saved_version = self.editor.version
        warn = self.report.warnings
        self.say(f"Saved “{name}”." + (f" Note: {warn[0]}" if warn else ""), bad=False)
        return True

    # --- frame ---------------------------------------------------------------------------
    def _check(self) -> None:
        if self.report_version != self.editor.version:
            self.report = self.editor.report()
            self.report_version = self.editor.version

    def update(self, dt: float) -> None:
        ed = self.editor
        now = time.monotonic()
        if ed.version != self.shown_version and (not ed.in_stroke or
                                                 now - self.drawn_at >= self.redraw_gap):
            self.view.show(ed.battlefield())
            done = time.monotonic()
            # during a drag, the picture is made again at most every other moment it takes
            self.redraw_gap = max(REDRAW_EVERY, 2 * (done - now))
            self.shown_version, self.drawn_at = ed.version, done
            self._hover()
        if not ed.in_stroke:
            self._check()
        self.undo_button.enabled = ed.can_undo
        self.redo_button.enabled = ed.can_redo
        self.save_button.label = "Save as copy" if self.printed else "Save"

    def _hover(self) -> None:
        self.hover = self.view.hex_at(self.mouse)
        g = None
        if self.hover is None and self.tool in ("sand", "water"):
            g = self.view.ground_at(self.mouse)
            g = g if g is not None and g not in self.editor.hexes else None
        self.ghost = g

    def handle(self, event) -> bool:
        if hasattr(event, "pos"):
            self.mouse = tuple(event.pos)
        field = self.name_field
        if field.focused or event.type == pygame.MOUSEBUTTONDOWN:
            if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN,
                                                              pygame.K_KP_ENTER):
                field.focus(False)
                return True
            if field.handle(event) and field.focused:
                return True
            if field.focused:
                return True
        if event.type == pygame.KEYDOWN and self._key(event):
            return True
        for b in self.buttons:
            if b.handle(event):
                return True
        return self._map_event(event)

    def _key(self, event) -> bool:
        k, ctrl = event.key, bool(event.mod & pygame.KMOD_CTRL)
        shift = bool(event.mod & pygame.KMOD_SHIFT)
        acts = {pygame.K_q: lambda: self.view.rotate(-1),
                pygame.K_e: lambda: self.view.rotate(1), pygame.K_h: self.toggle_levels,
                pygame.K_f: self.view.fit, pygame.K_t: self.turn_piece,
                pygame.K_DELETE: self.delete_selection,
                pygame.K_LEFTBRACKET: lambda: self.step_level(-1),
                pygame.K_RIGHTBRACKET: lambda: self.step_level(1)}
        if ctrl:
            acts = {pygame.K_z: self.redo if shift else self.undo, pygame.K_y: self.redo,
                    pygame.K_s: lambda: None if self.save() else None,
                    pygame.K_a: self.select_all}
        elif k == pygame.K_ESCAPE:
            acts = {k: self.select_none if self.editor.selection else self.back}
        elif k in TOOL_KEYS:
            acts = {k: lambda: self.set_tool(TOOL_KEYS[k])}
        act = acts.get(k)
        if act is None:
            return False
        act()
        return True

    def _map_event(self, event) -> bool:
        view, area = self.view, self.view.area
        t = event.type
        if t == pygame.MOUSEWHEEL:
            if area.collidepoint(self.mouse):
                view.zoom(1 if event.y > 0 else -1, self.mouse)
                self._hover()
                return True
            return False
        if t == pygame.MOUSEBUTTONDOWN and area.collidepoint(event.pos):
            if event.button in (2, 3):
                self.drag = {"kind": "pan"}
                return True
            if event.button != 1:
                return False
            if self.tool == "select":
                shift = bool(pygame.key.get_mods() & (pygame.KMOD_SHIFT | pygame.KMOD_CTRL))
                self.drag = {"kind": "select", "from": event.pos, "extend": shift}
                return True
            self.drag = {"kind": "paint", "seen": set()}
            if self.tool in PAINTS:
                self.editor.begin_stroke()
            self._paint(event.pos, True)
            return True
        if t == pygame.MOUSEMOTION:
            drag = self.drag
            if drag is not None and drag["kind"] == "pan":
                view.pan(*event.rel)
            elif drag is not None and drag["kind"] == "paint" and self.tool in PAINTS:
                self._paint(event.pos, False)
            self._hover()
            return drag is not None
        if t == pygame.MOUSEBUTTONUP and self.drag is not None:
            drag, self.drag = self.drag, None
            if drag["kind"] == "select" and event.button == 1:
                self._select(drag, event.pos)
            self.editor.end_stroke()
            return True
        return False

    def _paint(self, pos, first: bool) -> None:
        p = self.target(pos)
        drag = self.drag
        if p is None or drag is None or p in drag["seen"]:
            return
        drag["seen"].add(p)
        self.apply(p, first)

    def _select(self, drag: dict, pos) -> None:
        ed = self.editor
        (x0, y0), (x1, y1) = drag["from"], pos
        if abs(x1 - x0) < 6 and abs(y1 - y0) < 6:     # a click: that hex in or out
            p = self.view.hex_at(pos)
            if p is not None:
                ed.toggle_select(p)
            elif not drag["extend"]:
                ed.select_none()
            return
        box = pygame.Rect(min(x0, x1), min(y0, y1), abs(x1 - x0), abs(y1 - y0))
        ed.select_many(self.view.hexes_in(box), extend=drag["extend"])

    # --- drawing -------------------------------------------------------------------------
    def draw(self, surface) -> None:
        W, H = self.size
        surface.blit(common.backdrop("plain", (W, H)), (0, 0))
        self.back_button.draw(surface)
        text.blit_text(surface, "Battlefield editor", (108, 18), 24, palette.ACCENT,
                       text.BOLD)
        self.name_field.draw(surface, time.monotonic())
        for b in self.top_buttons:
            b.draw(surface)
        box = None
        drag = self.drag
        if drag is not None and drag["kind"] == "select":
            (x0, y0), (x1, y1) = drag["from"], self.mouse
            box = pygame.Rect(min(x0, x1), min(y0, y1), abs(x1 - x0), abs(y1 - y0))
        footprint, fits = self.footprint()
        walls = []
        if footprint and self.hover is not None:
            ends = ruin_wall_ends({"at": list(self.hover), "facing": self.facing,
                                   **PIECES[self.piece]})
            walls = list(zip(ends[::2], ends[1::2]))
        self.view.draw(surface, self.hover, self.ghost, self.editor.selection, box,
                       footprint, fits, walls)
        if self.view.board is None:
            text.blit_text(surface, "No hexes: paint sand to begin, or New… for a field.",
                           self.view.area.center, 18, palette.TEXT_DIM, anchor="center")
        for b in self.view_buttons:
            b.draw(surface)
        help_img = text.render("Q/E turn · wheel zooms · right-drag pans · H levels · "
                               "Ctrl+Z/Y undo/redo", 12, palette.TEXT_DIM)
        area = self.view.area
        if help_img.get_width() < area.w - 230:
            surface.blit(help_img, help_img.get_rect(bottomright=(area.right - 10,
                                                                  area.bottom - 10)))
        self.palette.draw(surface)
        self.sidepanel.draw(surface)
        self._status(surface, W, H)
        self._tip(surface)

    def footprint(self) -> tuple[list, bool]:
        """With the Ruin tool over a free hex: the hexes the ruin would take there, and
        whether it may stand there."""
        p, ed = self.hover, self.editor
        if self.tool != "ruin" or p is None or ed.ruin_at(p) is not None:
            return [], True
        ruin = {"at": list(p), "facing": self.facing, **PIECES[self.piece]}
        return ruin_cells(ruin), ed.why_not_ruin(self.piece, p, self.facing) is None

    def _status(self, surface, W: int, H: int) -> None:
        y = H - FOOT_H // 2
        fresh = time.monotonic() - self.message_at < MESSAGE_SECONDS
        footprint, fits = self.footprint()
        if fresh and self.message:
            colour = palette.BAD if self.message_bad else palette.GOOD
            img = text.fit(self.message, 16, W - 24, colour, text.BOLD)
        elif footprint and not fits and self.hover is not None:   # why the ruin is red
            why = self.editor.why_not_ruin(self.piece, self.hover, self.facing) or ""
            img = text.fit(why, 15, W - 24, palette.BAD)
        else:
            img = text.fit(self.describe(self.hover), 15, W - 24, palette.TEXT_DIM)
        surface.blit(img, img.get_rect(midleft=(12, y)))

    def describe(self, p) -> str:
        """What the hex at ``p`` holds, in words (the status line under the pointer)."""
        ed = self.editor
        h = ed.hexes.get(p) if p is not None else None
        if h is None:
            name = self.editor.name + (" · not saved" if self.dirty else "")
            return f"{name} · {len(ed.hexes)} hexes"
        parts = [f"Hex ({p[0]}, {p[1]}): " +
                 ("water, level 0" if h["terrain"] == "water" else f"sand, level {h['level']}")]
        if h.get("zone"):
            parts.append(f"{h['zone']} start zone")
        ruin, glyph = ed.ruin_at(p), ed.glyph_at(p)
        if ruin is not None:
            parts.append(f"ruin {ruin.get('piece', '')}")
        if glyph is not None:
            parts.append(f"Glyph of {GLYPH_NAMES[glyph['key']]}, {glyph['side']} side up")
        return " · ".join(parts)

    def resume(self) -> None:
        """Back on top after a dialog: where the pointer was before it is old news (a
        tooltip or a hover from then would stay until the pointer moved)."""
        self.mouse = (-1000, -1000)
        self.hover_since = (None, time.monotonic())

    def _tip(self, surface) -> None:
        """A button's tooltip once the pointer has rested on it (never under a dialog)."""
        if self.app.stack.top is not self:
            return
        hot = next((b for b in self.buttons if b.tooltip and b.visible and
                    b.rect.collidepoint(self.mouse)), None)
        now = time.monotonic()
        if hot is not self.hover_since[0]:
            self.hover_since = (hot, now)
        if hot is not None and hot.tooltip and now - self.hover_since[1] > 0.5:
            self.tooltip.draw(surface, hot.tooltip, self.mouse, 14)


def open_editor(app, bf: dict | None = None) -> EditorScene:
    """Push the battlefield editor (on a copy of ``bf``, else a new Duel-sized field)."""
    return app.stack.push(EditorScene(app, bf))

