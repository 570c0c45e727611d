"""The Arena army builder: both halves of an army entry on one screen.

Top: the name, the Ready/Draft badge and New, Load, Save, Delete, Back. Below it the row
of the five Planeswalkers (exactly one leads the army: click another to switch). Then two
tabs: "Army" (:mod:`.builder_army`: the army cards on the left, the army as it stands on
the battlefield with its points and checks on the right) and "Spell deck"
(:mod:`.builder_spells`: a colour's spells on the left, the twelve slots, the cost and
the checks on the right). The army itself and every refusal are the engine's
(:mod:`.builder_model` over engines.arena.content).

Add a card by clicking its tile or dragging it to the right; take one out with its
button or by dragging it back to the left. Rest the mouse on a card (or right-click it)
to read its full text. Armies are saved through :mod:`scenes.arena.collection`: an
illegal army saves as a draft, only legal ones are offered for play.
Entry point for the shell: :func:`open_army_builder`.
"""
from __future__ import annotations

from typing import Callable

import pygame

from app import collection_store as store
from app.scene import Scene
from app.ui import palette, text
from app.ui.cards import HoverHold
from app.ui.drag import DragController
from app.ui.fields import TextField
from app.ui.widgets import Button, Tooltip, draw_panel
from engines.arena.content import (ARMY, ARMY_INDEX, SPELL_INDEX, card_text, default_army,
                                   spell_text)
from scenes import common
from scenes.arena.builder_army import ArmyPanel, ArmyPool
from scenes.arena.builder_layout import (CHECKS, NAME_FIELD, PANEL, POOL, TAB_ARMY,
                                         TAB_SPELLS, TOP_Y, W)
from scenes.arena.builder_load import LoadArmyOverlay
from scenes.arena.builder_model import BUILD, DECK_BUDGET, DECK_SIZE, ArmyModel
from scenes.arena.builder_spells import DeckPanel, SpellPool
from scenes.arena.builder_walkers import WalkerRow
from scenes.arena.collection import ARMY_STORE, default_name
from scenes.message import confirm

ARMY_TAB, SPELL_TAB = "army", "spells"


class ArmyBuilderScene(Scene):
    def __init__(self, app, army=None, planeswalker: str = "chandra") -> None:
        super().__init__(app)
        self.mouse = (-1, -1)
        self.time = 0.0
        self.model = ArmyModel(planeswalker)
        self.tab = ARMY_TAB
        self.saved_name: str | None = None
        self.dirty = False
        self.status: tuple[str, tuple, float] | None = None
        self.message: str | None = None        # the last refusal or notice (tests read it)
        self.pinned: tuple[str, str, tuple] | None = None   # right-click: (kind, key, pos)
        self.hold = HoverHold(0.6)
        self.tooltip = Tooltip(380)
        self.name_field = TextField(NAME_FIELD, "", "Untitled army", store.MAX_NAME,
                                    self._renamed, label="Name")
        bx = W - 16
        self.buttons: list[Button] = []
        for label, cb, bw in (("Back", self.back, 90), ("Delete", self.delete, 90),
                              ("Save", self._save_clicked, 80), ("Load", self.open_load, 80),
                              ("New", self.new, 72)):
            bx -= bw
            self.buttons.append(Button((bx, TOP_Y + 2, bw, 42), label, cb, size=18))
            bx -= 8
        self.back_button, self.delete_button, self.save_button, self.load_button, \
            self.new_button = self.buttons
        self.walkers = WalkerRow()
        self.army_pool = ArmyPool()
        self.army_panel = ArmyPanel(self.add_card, self.remove_card)
        self.spell_pool = SpellPool(self._relayout)
        self.deck_panel = DeckPanel(self.add_spell, self.remove_spell, self.default_deck)
        self.drag = DragController(self._on_drop, self._legal_targets, self._can_pick,
                                   self._on_click)
        self._pressed: pygame.Rect | None = None
        self._layout_dirty = True
        if isinstance(army, str):
            army = ARMY_STORE.load(army)
        if army:
            self.load(army)
        else:
            self.name_field.value = f"My {default_name(planeswalker).split(chr(39))[0]} army"
            self.dirty = True

    # -- the army ------------------------------------------------------------------------
    @property
    def army(self) -> dict:
        return {"name": self.name_field.value.strip(), **self.model.as_army()}

    def problems(self) -> list[str]:
        return self.model.problems()

    @property
    def valid(self) -> bool:
        return self.model.valid

    def add_card(self, key: str) -> str | None:
        reason = self.model.add_card(key)
        return self._after(reason)

    def remove_card(self, key: str) -> None:
        if self.model.remove_card(key):
            self._changed()

    def add_spell(self, key: str) -> str | None:
        reason = self.model.add_spell(key)
        return self._after(reason)

    def remove_spell(self, key: str) -> None:
        if self.model.remove_spell(key):
            self._changed()

    def default_deck(self) -> None:
        self.model.default_spells()
        self._changed()
        self.notice(f"The spell deck is {self.model.walker.name}'s default deck again.")

    def _after(self, reason: str | None) -> str | None:
        if reason:
            self.notice(reason, bad=True)
            return reason
        self._changed()
        return None

    def switch(self, planeswalker: str) -> None:
        """Make ``planeswalker`` lead the army (asked first when cards would go)."""
        if planeswalker == self.model.planeswalker:
            return
        old = self.model.walker
        new = ARMY_INDEX[planeswalker]
        untouched = self.model.as_army() == default_army(self.model.planeswalker)
        if ARMY[new].colour != old.colour and not untouched and \
                (self.model.squads or self.model.spells):
            confirm(self.app, f"Switch to {ARMY[new].name}?",
                    f"{ARMY[new].name} is {ARMY[new].colour}: the {old.colour} army cards and "
                    f"spells of this army cannot serve {ARMY[new].name.split()[0]} and are "
                    f"replaced by {ARMY[new].name.split()[0]}'s default army and spell deck.",
                    "Switch",
                    lambda: self._switch(planeswalker), "Keep editing")
        else:
            self._switch(planeswalker)

    def _switch(self, planeswalker: str) -> None:
        message = self.model.switch(planeswalker)
        self.spell_pool.show(self.model.colour)
        self._changed()
        self.notice(message)

    def _changed(self) -> None:
        self.dirty = True
        self._layout_dirty = True
        self.message = None

    def _relayout(self) -> None:
        self._layout_dirty = True

    def load(self, entry: dict, copy: bool | None = None) -> None:
        """Show ``entry`` (from the army store). Default armies are copied: a new name,
        unsaved."""
        copy = bool(entry.get("builtin")) if copy is None else copy
        left_out = self.model.load(entry)
        name = entry.get("name", "")
        if copy:
            name = f"My {name.split(chr(39))[0]} army"
            self.saved_name, self.dirty = None, True
        else:
            self.saved_name, self.dirty = name, False
        self.name_field.value = name[:store.MAX_NAME]
        self.spell_pool.show(self.model.colour)
        self._layout_dirty = True
        if left_out:
            self.notice(f"Left out, unknown to this game: {', '.join(left_out)}.", bad=True)

    def _renamed(self, value: str) -> None:
        self.dirty = True

    # -- actions ---------------------------------------------------------------------------
    def notice(self, message: str, bad: bool = False, near=None) -> None:
        """A refusal next to the cursor (or ``near``); any other notice at the foot of the
        pool for a few seconds."""
        self.message = message
        if bad:
            self.status = None
            self.drag.show_message(message, near if near is not None else self.mouse)
        else:
            self.status = (message, palette.GOOD, 4.0)

    def save(self, overwrite: bool = False) -> bool:
        self.name_field.focus(False)
        name = store.clean_name(self.name_field.value)
        near = self.name_field.rect.bottomleft
        if not name:
            self.name_field.focus(True)
            self.notice("Give the army a name first (type it in the Name box).", bad=True,
                        near=near)
            return False
        if ARMY_STORE.is_builtin_name(name):
            self.notice(f"'{name}' is a default army: save your copy under another name.",
                        bad=True, near=near)
            return False
        same = self.saved_name is not None and store.slug(self.saved_name) == store.slug(name)
        if not overwrite and not same and ARMY_STORE.path(name).is_file():
            confirm(self.app, "Replace the saved army?",
                    f"An army called '{name}' is already saved. Replace it with this one?",
                    "Replace", self._replace)
            return False
        try:
            entry = ARMY_STORE.save({"name": name, **self.model.as_army()})
        except (store.CollectionError, OSError) as exc:
            self.notice(f"Not saved: {exc}", bad=True, near=self.save_button.rect.bottomleft)
            return False
        self.name_field.value = name
        self.saved_name, self.dirty = name, False
        if entry["valid"]:
            self.notice(f"Saved '{name}'. It is ready to play.")
        else:
            k = len(entry["problems"])
            self.notice(f"Saved '{name}' as a draft: not playable until it is legal "
                        f"({k} problem{'s' if k != 1 else ''}).")
        return True

    def _save_clicked(self) -> None:
        self.save()

    def _replace(self) -> None:
        self.save(overwrite=True)

    def _guard(self, then: Callable[[], None], title: str, yes: str) -> None:
        if self.dirty:
            confirm(self.app, title, "The changes to this army are not saved.", yes, then,
                    "Keep editing")
        else:
            then()

    def new(self) -> None:
        self._guard(self._new, "Start a new army?", "Discard changes")

    def _new(self) -> None:
        pw = self.model.planeswalker
        self.model.squads, self.model.spells = [], []
        self.name_field.value = f"My {default_name(pw).split(chr(39))[0]} army"
        self.saved_name, self.dirty = None, True
        self._layout_dirty = True
        self.notice(f"A new army: {self.model.walker.name} alone. Add army cards and twelve "
                    "spells (Load has the default armies).")

    def open_load(self) -> None:
        self.name_field.focus(False)
        self.app.stack.push(LoadArmyOverlay(self.app, self._chosen))

    def _chosen(self, entry: dict) -> None:
        def go():
            self.load(entry)
            if entry.get("builtin"):
                self.notice(f"A copy of {entry['name']}: rename it and save it as your own.")
            elif not self.message:
                self.notice(f"Loaded '{entry['name']}'.")
        self._guard(go, "Load another army?", "Discard changes")

    def delete(self) -> None:
        if self.saved_name is None or not ARMY_STORE.path(self.saved_name).is_file():
            self.notice("This army is not saved, so there is nothing to delete.", bad=True,
                        near=self.delete_button.rect.bottomleft)
            return
        name = self.saved_name
        confirm(self.app, f"Delete '{name}'?", "The saved army file is removed for good.",
                "Delete", lambda: self._delete(name))

    def _delete(self, name: str) -> None:
        try:
            ARMY_STORE.delete(name)
        except store.CollectionError as exc:
            self.notice(str(exc), bad=True)
            return
        self.saved_name = None
        self._new()
        self.notice(f"Deleted '{name}'.")

    def back(self) -> None:
        self.name_field.focus(False)
        self._guard(self._leave, "Leave the army builder?", "Leave")

    def _leave(self) -> None:
        if self in self.app.stack.scenes:
            if self.app.stack.top is self:
                self.app.stack.pop()
            else:
                self.app.stack.scenes.remove(self)
                self.exit()

    def exit(self) -> None:
        self.name_field.focus(False)

    def show_tab(self, tab: str) -> None:
        self.tab = tab
        self.pinned = None
        self._layout_dirty = True

    # -- layout ------------------------------------------------------------------------------
    def _layout(self) -> None:
        self._layout_dirty = False
        if self.tab == ARMY_TAB:
            drags = self.army_pool.layout(self.model) + \
                self.army_panel.layout(self.model, self.model.army_problems())
            self.drag.set_targets({"army": PANEL, "pool": POOL})
        else:
            drags = self.spell_pool.layout(self.model) + \
                self.deck_panel.layout(self.model, self.model.spell_problems())
            self.drag.set_targets({"deck": PANEL, "pool": POOL})
        self.drag.set_draggables(drags)

    @property
    def zones(self):
        return self.army_panel.zones if self.tab == ARMY_TAB else self.deck_panel.zones

    # -- drag and drop --------------------------------------------------------------------
    def _can_pick(self, payload) -> str | None:
        kind, key = payload
        if kind == "pool" and ARMY[ARMY_INDEX[key]].colour != self.model.colour:
            return self.model.why_not_add_card(key)
        if kind == "spell" and self.spell_pool.shown != self.model.colour:
            return self.model.why_not_add_spell(key)
        return None

    def _legal_targets(self, payload) -> set:
        kind = payload[0]
        if kind == "pool":
            return {"army"}
        if kind == "spell":
            return {"deck"}
        return {"pool"}

    def _on_drop(self, payload, key):
        kind, value = payload
        if kind == "pool" and key == "army":
            reason = self.model.why_not_add_card(value)
            if reason:
                self.message = reason
                return reason
            self.add_card(value)
            return None
        if kind == "spell" and key == "deck":
            reason = self.model.why_not_add_spell(value)
            if reason:
                self.message = reason
                return reason
            self.add_spell(value)
            return None
        if kind == "row" and key == "pool":
            self.remove_card(value)
            return None
        if kind == "slot" and key == "pool":
            self.remove_spell(value)
            return None
        return ""

    def _on_click(self, payload) -> None:
        kind, key = payload
        if kind == "pool":
            self.add_card(key)
        elif kind == "spell":
            self.add_spell(key)

    # -- input --------------------------------------------------------------------------------
    def card_at(self, pos) -> tuple[str, str] | None:
        """("army" | "spell", key) under ``pos``."""
        walker = self.walkers.at(pos)
        if walker:
            return ("army", walker)
        if self.tab == ARMY_TAB:
            key = self.army_pool.card_at(pos) or self.army_panel.card_at(pos)
            return ("army", key) if key else None
        key = self.spell_pool.card_at(pos) or self.deck_panel.card_at(pos)
        return ("spell", key) if key else None

    def handle(self, event) -> bool:
        if self._layout_dirty:
            self._layout()
        et = event.type
        if hasattr(event, "pos"):
            self.mouse = tuple(event.pos)
        if self.name_field.focused and et in (pygame.TEXTINPUT, pygame.KEYDOWN):
            return self.name_field.handle(event)
        if et == pygame.KEYDOWN:
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
            if event.key == pygame.K_TAB:
                self.show_tab(SPELL_TAB if self.tab == ARMY_TAB else ARMY_TAB)
                return True
            return False
        if et == pygame.MOUSEBUTTONDOWN and event.button == 3:
            hit = self.card_at(event.pos)
            same = hit and self.pinned and self.pinned[:2] == hit
            self.pinned = None if (hit is None or same) else (hit[0], hit[1], event.pos)
            return True
        if et == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.pinned = None
        if self.drag.dragging is not None:     # a card in the air owns the mouse
            return self.drag.handle(event)
        for b in self.buttons:
            if b.handle(event):
                return True
        if self.tab == SPELL_TAB and self.deck_panel.reset_button.handle(event):
            return True
        if self.name_field.handle(event):
            return True
        if et == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for rect, tab in ((TAB_ARMY, ARMY_TAB), (TAB_SPELLS, SPELL_TAB)):
                if rect.collidepoint(event.pos):
                    self.show_tab(tab)
                    return True
            walker = self.walkers.at(event.pos)
            if walker:
                self.switch(walker)
                return True
            for rect, _, _ in self.zones:
                if rect.collidepoint(event.pos):
                    self._pressed = rect
                    return True
        if et == pygame.MOUSEBUTTONUP and event.button == 1 and self._pressed is not None:
            pressed, self._pressed = self._pressed, None
            for rect, cb, _ in list(self.zones):
                if rect == pressed and rect.collidepoint(event.pos):
                    cb()
                    break
            return True
        if self.tab == SPELL_TAB and self.spell_pool.handle(event):
            return True
        if self._layout_dirty:
            self._layout()
        return self.drag.handle(event)

    def update(self, dt: float) -> None:
        self.time += dt
        self.drag.update(dt)
        if self.status:
            msg, col, left = self.status
            self.status = (msg, col, left - dt) if left - dt > 0 else None
        if self._layout_dirty:
            self._layout()
        over = self.app.stack.top is not self
        hit = None if (over or self.drag.busy) else self.card_at(self.mouse)
        self.hold.update(dt, hit)

    # -- drawing -------------------------------------------------------------------------------
    def draw(self, surface) -> None:
        if self._layout_dirty:
            self._layout()
        surface.blit(common.backdrop("plain"), (0, 0))
        self._draw_top(surface)
        self.walkers.draw(surface, self.model.planeswalker, self.mouse)
        self._draw_tabs(surface)
        hidden = self.drag.hidden_keys
        if self.tab == ARMY_TAB:
            self.army_pool.draw(surface, self.model, self.mouse, hidden, self.drag.busy)
            self.army_panel.draw(surface, self.model, self.mouse, hidden)
        else:
            self.spell_pool.draw(surface, self.model, self.mouse, hidden, self.drag.busy)
            self.deck_panel.draw(surface, self.model, self.mouse, hidden)
        self.drag.draw_targets(surface)
        self._draw_hover(surface)
        self._draw_status(surface)
        self.drag.draw_overlay(surface)

    def _draw_top(self, surface) -> None:
        text.blit_text(surface, "Army builder", (20, TOP_Y + 8), 27, palette.ACCENT, text.BOLD)
        self.name_field.draw(surface, self.time)
        x = NAME_FIELD.right + 12
        right = self.new_button.rect.x - 10
        if self.valid:
            badge, col = "✓ Ready to play", palette.GOOD
        else:
            badge, col = "✗ Draft: not playable", palette.BAD
        surface.blit(text.fit(badge, 15, right - x, col, text.BOLD), (x, TOP_Y + 6))
        note = "unsaved changes" if self.dirty else ("saved" if self.saved_name else "not saved")
        surface.blit(text.fit(note, 13, right - x, palette.TEXT_DIM), (x, TOP_Y + 27))
        for b in self.buttons:
            b.draw(surface)

    def _draw_tabs(self, surface) -> None:
        m = self.model
        army_ok = not m.army_problems()
        deck_ok = not m.spell_problems()
        for rect, tab, title, sub, ok in (
                (TAB_ARMY, ARMY_TAB, "Army", f"{m.army_cost()} / {BUILD} points", army_ok),
                (TAB_SPELLS, SPELL_TAB, "Spell deck",
                 f"{len(m.spells)} / {DECK_SIZE} cards · cost {m.deck_cost()} / {DECK_BUDGET}",
                 deck_ok)):
            on = self.tab == tab
            hot = rect.collidepoint(self.mouse)
            fill = palette.PANEL_LIGHT if on else (30, 34, 46)
            draw_panel(surface, rect, fill=fill, border=palette.ACCENT if on or hot
                       else palette.PANEL_BORDER, radius=10, alpha=240)
            mark, mcol = ("✓", palette.GOOD) if ok else ("✗", palette.BAD)
            m_img = text.render(mark, 18, mcol, text.BOLD)
            surface.blit(m_img, m_img.get_rect(midleft=(rect.x + 12, rect.centery)))
            t = text.render(title, 17, palette.TEXT if on else palette.TEXT_DIM, text.BOLD)
            surface.blit(t, t.get_rect(midleft=(rect.x + 34, rect.centery)))
            s = text.fit(sub, 13, rect.right - 12 - (rect.x + 44 + t.get_width()), palette.TEXT_DIM)
            surface.blit(s, s.get_rect(midright=(rect.right - 12, rect.centery)))

    def _draw_status(self, surface) -> pygame.Rect | None:
        """The last notice, wrapped in a box over the foot of the pool (a few seconds)."""
        if not self.status:
            return None
        msg, col, _ = self.status
        width = POOL.w - 80
        lines = text.wrap_lines(msg, 15, width)[:3]
        lh = text.font(15).get_linesize()
        used = max(text.font(15).size(ln)[0] for ln in lines)
        box = pygame.Rect(0, 0, used + 28, lh * len(lines) + 14)
        box.midbottom = (POOL.centerx, POOL.bottom - 8)
        draw_panel(surface, box, fill=(20, 22, 30), border=col, radius=10, alpha=245)
        for i, ln in enumerate(lines):
            img = text.render(ln, 15, palette.TEXT)
            surface.blit(img, img.get_rect(midtop=(box.centerx, box.y + 7 + i * lh)))
        return box

    def _draw_hover(self, surface) -> None:
        if self.drag.busy or self.app.stack.top is not self:
            return
        shown = None
        if self.pinned:
            shown = self.pinned
        elif self.hold.key is not None and self.hold.held >= self.hold.delay:
            hit = self.card_at(self.mouse)
            if hit and hit == self.hold.key:
                shown = (hit[0], hit[1], self.mouse)
        if shown:
            kind, key, pos = shown
            body = card_text(ARMY_INDEX[key]) if kind == "army" else \
                spell_text(SPELL_INDEX[key])
            self.tooltip.draw(surface, body, pos, 14)
            return
        if self.tab == SPELL_TAB:
            tip = self.spell_pool.chip_tooltip(self.mouse, self.model)
            if tip:
                self.tooltip.draw(surface, tip, self.mouse, 14)
                return
        problems = self.model.army_problems() if self.tab == ARMY_TAB else \
            self.model.spell_problems()
        if CHECKS.collidepoint(self.mouse) and problems:
            body = "\n".join("• " + p for p in problems)
            Tooltip(440).draw(surface, body, (self.mouse[0] - 460, self.mouse[1] - 200), 14)


def open_army_builder(app, army=None) -> ArmyBuilderScene:
    """Push the army builder (optionally on ``army``: an entry of the army store or a
    saved army's name) and return it."""
    return app.stack.push(ArmyBuilderScene(app, army))
