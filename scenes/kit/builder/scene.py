"""The builder scene every game's collection builder is: the top bar (the title, the
name field, the state badge and the buttons), the refusal flash next to the cursor and
the notices at the foot of the pool, the zoom on a right-click or a deliberate hover,
drag and drop routing (a refused drop flashes the model's reason), the unsaved-changes
guard and leaving through the scene stack's API (``stack.remove``).

A game's scene subclasses :class:`BuilderScene`, sets ``spec`` (a
:class:`~scenes.kit.builder.spec.BuilderSpec`), the top bar's rects and ``BUTTONS``,
builds its panels and fills the hooks: ``_layout`` (draggables and targets),
``draw_panels``, ``zoom_info`` (a card's face, title and text; or its own ``draw_zoom``)
and ``draw_tips``, ``card_at`` ((key, anchor) under a point), ``handle_panels``, the
drops it takes (``drop_adds``/``drop_removes``: a click adds as a drop would) and the
file hooks of :class:`~scenes.kit.builder.files.BuilderFiles`."""
from __future__ import annotations

from typing import Any, Callable

import pygame

from app import collection_store as store
from app.scene import Scene
from app.ui import palette, text
from app.ui.cards import HoverHold, ZoomView
from app.ui.drag import DragController
from app.ui.fields import TextField
from app.ui.widgets import Button, Tooltip
from scenes import common
from scenes.kit.builder.column import bulleted
from scenes.kit.builder.draw import notice_at_foot
from scenes.kit.builder.files import BuilderFiles
from scenes.kit.builder.load import LoadEntryOverlay
from scenes.kit.builder.room import BuilderRoom
from scenes.kit.room import room_of

Drops = dict[tuple[str, str], Any]


class BuilderScene(BuilderFiles, Scene):
    fills_room = False               # a builder whose panels follow the window's room
    #                                  (``arrange`` builds them for it: .room) sets it
    NAME_FIELD: pygame.Rect
    TOP_Y = 14
    # (label, method, width, tooltip): right to left from the window's right edge; each
    # becomes ``<label>_button`` ("Text…" -> text_button)
    BUTTONS: tuple[tuple[str, str, int, str | None], ...] = ()
    BUTTON_SIZE, BUTTON_GAP = 18, 8
    TITLE_AT = (6, 30)               # the title's offset below TOP_Y and its size
    DRAFT_BADGE = "Draft: not playable"
    TOOLTIP_WIDTH = 340
    ZOOM_PANEL = 320                 # the zoom's text panel beside the card's face
    game_key = ""                    # the game whose keywords the zoom explains
    NOTICE_AREA: pygame.Rect         # a notice is drawn at the foot of this area (the pool)
    NOTICE_WRAPS = False             # in up to three wrapped lines, not one fitted line
    load_overlay_class: Any = None
    search: TextField | None = None  # the pool's search field, when the pool has one
    drag_owns_mouse_while_snapping = True
    new_button: Button               # made from BUTTONS (every builder has New)

    def __init__(self, app) -> None:
        super().__init__(app)
        self.mouse: tuple = (-1, -1)
        self.time = 0.0
        self.saved_name: str | None = None     # the file being edited (None: not saved)
        self.dirty = False                     # not as saved (a new entry, a copy, an edit)
        self.edited = False                    # changed by the player since the last load,
        self.status: tuple[str, tuple, float] | None = None
        self.message: str | None = None        # the last refusal or notice (tests read it)
        self.pinned: tuple | None = None       # right-click zoom (key, anchor)
        self.hold = HoverHold(0.6)
        self.tooltip = Tooltip(self.TOOLTIP_WIDTH)
        self.name_field = TextField(self.NAME_FIELD, "", self.spec.untitled, store.MAX_NAME,
                                    self._renamed, label="Name")
        self.buttons: list[Button] = []
        for label, method, bw, tip in self.BUTTONS:
            button = Button((0, self.TOP_Y + 2, bw, 42), label, getattr(self, method),
                            size=self.BUTTON_SIZE, tooltip=tip)
            setattr(self, f"{label.lower().rstrip('…')}_button", button)
            self.buttons.append(button)
        self._place_buttons()
        self.drag = DragController(self._on_drop, self._legal_targets, self._can_pick,
                                   self._on_click)
        self._layout_dirty = True

    # -- the room ---------------------------------------------------------------------------
    def room(self) -> BuilderRoom:
        """The window's room (scenes.kit.room) and how the builder's parts follow it."""
        return BuilderRoom(room_of(self))

    def _place_buttons(self) -> None:
        """The top bar's buttons, right to left from the room's right edge."""
        bx = room_of(self)[0] - 16
        for b in self.buttons:
            bx -= b.rect.w
            b.rect.x = bx
            bx -= self.BUTTON_GAP

    def on_resize(self) -> None:
        """The window changed: the buttons and the game's panels laid out again for the
        new room (``arrange``), what they show kept; a card in the air goes back."""
        if self.drag.busy:
            self.drag.cancel()
        self._place_buttons()
        self.arrange(self.room(), again=True)
        self.pinned = None
        self._layout_dirty = True

    def arrange(self, room: BuilderRoom, again: bool = False) -> None:
        """The game's panels for ``room`` (``again``: laid out anew, keeping what the old
        ones showed)."""

    def backdrop(self) -> pygame.Surface:
        """The plain backdrop, as large as the room."""
        return common.backdrop("plain", room_of(self))

    def open_entry(self, entry) -> None:
        """Start on ``entry``: a dict from the store, a saved entry's name, or None."""
        if isinstance(entry, str):
            entry = self.spec.store.load(entry)
        if entry:
            self.load(entry)

    @property
    def fields(self) -> list[TextField]:
        return [self.name_field] + ([self.search] if self.search is not None else [])

    # -- changes ----------------------------------------------------------------------------
    @property
    def entry(self) -> dict:
        """The entry as it stands: its name and its own fields."""
        return {"name": self.name_field.value.strip(), **self.entry_body()}

    def changed_unless(self, reason: str | None) -> str | None:
        """After an edit the model answered: its refusal is shown next to the cursor,
        else the entry has changed. Returns the refusal."""
        if reason:
            self.notice(reason, bad=True)
            return reason
        self._changed()
        return None

    def changed_if(self, done) -> None:
        """After an edit that may do nothing (taking out what is not there): the entry
        has changed if it did."""
        if done:
            self._changed()

    def _changed(self) -> None:
        self.dirty = self.edited = True
        self._layout_dirty = True
        self.message = None

    def _relayout(self) -> None:
        self._layout_dirty = True

    def _renamed(self, value: str) -> None:
        self.dirty = self.edited = True

    def notice(self, message: str, bad: bool = False, near=None) -> None:
        """Show ``message`` once: a refusal next to the cursor (or ``near``), any other
        notice at the foot of the pool for a few seconds; both over the zoom."""
        self.message = message
        if bad:
            self.status = None
            seconds = self.spec.refusal_seconds
            where = near if near is not None else self.mouse
            if seconds is None:
                self.drag.show_message(message, where)
            else:
                self.drag.show_message(message, where, seconds=seconds)
        else:
            self.status = (message, palette.GOOD, self.spec.notice_seconds)

    @property
    def valid(self) -> bool:
        return not self.problems()

    def problems(self) -> list:
        raise NotImplementedError

    # -- leaving ----------------------------------------------------------------------------
    def back(self) -> None:
        self.name_field.focus(False)
        self._guard(self._leave, f"Leave the {self.spec.title.lower()}?", "Leave")

    def _leave(self) -> None:
        self.app.stack.remove(self)

    def exit(self) -> None:
        for field in self.fields:
            field.focus(False)

    def load_overlay(self, app, on_choose):
        if self.load_overlay_class is None:       # the kit's, with the spec's words
            return LoadEntryOverlay(app, on_choose, self.spec)
        return self.load_overlay_class(app, on_choose)

    # -- drag and drop --------------------------------------------------------------------------
    def drop_adds(self) -> dict[tuple[str, str], tuple[Callable, Callable]]:
        """(payload kind, target) -> (why not, add): a drop that adds, refused with the
        model's reason."""
        return {}

    def drop_removes(self) -> dict[tuple[str, str], Callable]:
        """(payload kind, target) -> remove."""
        return {}

    def refused(self, reason: str, key) -> None:
        """A refused addition of ``key`` (the game may point at what stands in the way)."""

    def other_drop(self, payload, target) -> str | None:
        return ""        # snap back quietly

    def other_targets(self, payload) -> set:
        return set()

    def _legal_targets(self, payload) -> set:
        kind = payload[0]
        pairs = list(self.drop_adds()) + list(self.drop_removes())
        return {t for k, t in pairs if k == kind} | self.other_targets(payload)

    def _on_drop(self, payload, target):
        kind, value = payload
        add = self.drop_adds().get((kind, target))
        if add is not None:
            why, do = add
            reason = why(value)
            if reason:
                self.message = reason
                self.refused(reason, value)
                return reason
            do(value)
            return None
        remove = self.drop_removes().get((kind, target))
        if remove is not None:
            remove(value)
            return None
        return self.other_drop(payload, target)

    def _can_pick(self, payload) -> str | None:
        return None

    def _on_click(self, payload) -> None:
        """A click on a card that a drop would add (``drop_adds``): added the same way."""
        kind, value = payload
        for (k, _), (_, add) in self.drop_adds().items():
            if k == kind:
                add(value)
                return

    # -- input ------------------------------------------------------------------------------
    def card_at(self, pos) -> tuple[Any, tuple] | None:
        """(key, anchor) of what may be zoomed under ``pos``."""
        return None

    @property
    def scroll_areas(self) -> list[tuple[pygame.Rect, Any]]:
        """(area, panel with ``wheel(dy)``) the mouse wheel scrolls."""
        return []

    def handle(self, event) -> bool:
        if self._layout_dirty:
            self._layout()
        et = event.type
        if hasattr(event, "pos"):
            self.mouse = tuple(event.pos)
        for field in self.fields:        # typing goes to the focused field first
            if field.focused and et in (pygame.TEXTINPUT, pygame.KEYDOWN):
                return field.handle(event)
        if et == pygame.KEYDOWN:
            return self._key(event)
        if et == pygame.MOUSEBUTTONDOWN and event.button == 3:
            hit = self.card_at(event.pos)
            self.pinned = None if (hit is None or (self.pinned and self.pinned[0] == hit[0])) \
                else hit
            return True
        if et == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.pinned = None
        if et == pygame.MOUSEWHEEL and self.scroll_areas:
            for area, panel in self.scroll_areas:
                if area.collidepoint(self.mouse):
                    panel.wheel(event.y)
                    break
            self._layout_dirty = True
            return True
        if self.drag.busy if self.drag_owns_mouse_while_snapping else \
                self.drag.dragging is not None:     # a card in the air owns the mouse
            return self.drag.handle(event)
        for b in self.live_buttons():
            if b.handle(event):
                return True
        if any([f.handle(event) for f in self.fields]):
            return True
        if self.handle_panels(event):
            return True
        if self._layout_dirty:
            self._layout()
        return self.drag.handle(event)

    def handle_panels(self, event) -> bool:
        return False

    def live_buttons(self) -> list[Button]:
        """The buttons that take clicks before the fields and the panels."""
        return self.buttons

    def _key(self, event) -> bool:
        if event.key == pygame.K_ESCAPE:
            if self.drag.busy:
                self.drag.cancel()
            elif self.pinned:
                self.pinned = None
            else:
                self.back()
            return True
        if event.key == pygame.K_s and event.mod & pygame.KMOD_CTRL:
            self.save()
            return True
        if event.key == pygame.K_f and event.mod & pygame.KMOD_CTRL and self.search:
            self.search.focus(True)
            return True
        return self.key(event)

    def key(self, event) -> bool:
        """A key the game's builder uses (Tab between Arena's two halves)."""
        return False

    def update(self, dt: float) -> None:
        self.time += dt
        self.drag.update(dt)
        self.tick(dt)
        if self.status:
            msg, col, left = self.status
            self.status = (msg, col, left - dt) if left - dt > 0 else None
        if self._layout_dirty:
            self._layout()
        over = self.app.stack.top is not self
        hit = None if (over or self.drag.busy) else self.card_at(self.mouse)
        self.hold.update(dt, hit[0] if hit else None)

    def tick(self, dt: float) -> None:
        """The game's own animations."""

    # -- drawing ---------------------------------------------------------------------------------
    def _layout(self) -> None:
        raise NotImplementedError

    def draw(self, surface) -> None:
        if self._layout_dirty:
            self._layout()
        self.draw_panels(surface)
        self.drag.draw_targets(surface)
        self.draw_flying(surface)
        self._draw_hover(surface)
        self._draw_status(surface)            # messages over the zoom, never under it
        self.drag.draw_overlay(surface)

    def draw_panels(self, surface) -> None:
        """The backdrop, the top bar and the game's panels."""
        raise NotImplementedError

    def draw_flying(self, surface) -> None:
        """What moves over the panels (under the zoom)."""

    def _draw_status(self, surface) -> pygame.Rect | None:
        """The last notice (``status``) at the foot of ``NOTICE_AREA`` for a few seconds;
        returns its box."""
        return notice_at_foot(surface, self.status, self.NOTICE_AREA, self.NOTICE_WRAPS)

    def save_note(self) -> str:
        if self.dirty and self.edited:
            return "unsaved changes"
        return "saved" if self.saved_name and not self.dirty else "not saved"

    def ready(self) -> bool:
        return self.valid

    def _draw_top(self, surface) -> None:
        """The title, the name field, the state badge with the save note, the buttons."""
        dy, size = self.TITLE_AT
        text.blit_text(surface, self.spec.title, (20, self.TOP_Y + dy), size, palette.ACCENT,
                       text.BOLD)
        self.name_field.draw(surface, self.time)
        x = self.NAME_FIELD.right + 12
        right = min(b.rect.x for b in self.buttons) - 10      # short of the leftmost
        badge, col = ("✓ Ready to play", palette.GOOD) if self.ready() else \
            (self.DRAFT_BADGE, palette.BAD)
        surface.blit(text.fit(badge, 15, right - x, col, text.BOLD), (x, self.TOP_Y + 6))
        surface.blit(text.fit(self.save_note(), 13, right - x, palette.TEXT_DIM),
                     (x, self.TOP_Y + 27))
        for b in self.buttons:
            b.draw(surface)

    def zoomed(self) -> tuple | None:
        """What is zoomed: pinned by a right-click, or held under the mouse a moment."""
        if self.pinned is not None:
            return self.pinned
        if self.hold.key is not None and self.hold.held >= self.hold.delay:
            hit = self.card_at(self.mouse)
            if hit and hit[0] == self.hold.key:
                return hit
        return None

    def _draw_hover(self, surface) -> None:
        if self.drag.busy or self.app.stack.top is not self:
            return
        zoom = self.zoomed()
        if zoom is not None:
            self.draw_zoom(surface, *zoom)
        else:
            self.draw_tips(surface)

    def draw_zoom(self, surface, key, anchor) -> None:
        """The card ``key`` large beside its whole text, near ``anchor``
        (:meth:`zoom_info`), as the tables zoom a card."""
        info = self.zoom_info(key)
        if info is not None:
            self.zoomer.draw_zoom(surface, *info, anchor)

    @property
    def zoomer(self) -> ZoomView:
        """The zoom, with the game's keyword help (scenes.kit.keywords) when the
        builder names its game (``game_key``)."""
        z = getattr(self, "_zoomer", None)
        if z is None:
            from scenes.kit.keywords import glossary_of
            found = glossary_of(self.game_key).found if self.game_key else None
            z = self._zoomer = ZoomView(self.ZOOM_PANEL, keywords=found)
        return z

    def zoom_info(self, key) -> tuple[pygame.Surface, str, str] | None:
        """(face, title, text) of the card ``key`` (None: nothing to zoom)."""
        return None

    def draw_tips(self, surface) -> None:
        """The tooltips under the mouse when nothing is zoomed."""

    def checks_tip(self, surface, lines: list, checks: pygame.Rect, dy: int = 200) -> bool:
        """The checks (``lines``: (message, colour)) in full, each with its bullet, when the
        mouse is over the checks box."""
        body = "\n".join(m for m, _ in bulleted(lines))
        if not (body and checks.collidepoint(self.mouse)):
            return False
        Tooltip(440).draw(surface, body, (self.mouse[0] - 460, self.mouse[1] - dy), 14)
        return True
