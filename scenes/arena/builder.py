"""The Arena army builder, on the builder kit (scenes.kit.builder): both halves of an army
entry on one screen.

Top: the name, the Ready/Draft badge and New, Load, Save, Delete, Back. Below it the row
of the five Planeswalkers (exactly one leads the army: click another to switch). Then two
tabs: "Army" (:mod:`.builder_army`: the army cards on the left, the army as it stands on
the battlefield with its points and checks on the right) and "Spell deck"
(:mod:`.builder_spells`: a colour's spells on the left, the twelve slots, the cost and
the checks on the right). The army itself and every refusal are the engine's
(engines.arena.army_model over engines.arena.content).

Add a card by clicking its tile or dragging it to the right; take one out with its
button or by dragging it back to the left. Rest the mouse on a card (or right-click it)
to read its full text. Armies are saved through :mod:`scenes.arena.collection`: an
illegal army saves as a draft, only legal ones are offered for play.
Entry point for the shell: :func:`open_army_builder`.
"""
from __future__ import annotations

import pygame

from engines.arena.army_summary import copy_name, entry_line, new_name, switch_warning
from engines.arena.army_model import BUILD, DECK_BUDGET, DECK_SIZE, ArmyModel
from engines.arena.content import (ARMY, ARMY_INDEX, SPELL_INDEX, card_text, default_army,
                                   spell_text)
from scenes import common
from scenes.arena.builder_army import ArmyPanel, ArmyPool
from scenes.arena.builder_layout import (CHECKS, NAME_FIELD, PANEL, POOL, TAB_ARMY,
                                         TAB_SPELLS, TOP_Y)
from scenes.arena.builder_spells import DeckPanel, SpellPool
from scenes.arena.builder_walkers import WalkerRow
from scenes.arena.collection import ARMY_STORE
from scenes.kit.builder.column import SmallButtons
from scenes.kit.builder.scene import BuilderScene
from scenes.kit.builder.spec import BuilderSpec
from scenes.kit.builder.tabs import Tab, Tabs
from scenes.message import confirm

ARMY_TAB, SPELL_TAB = "army", "spells"


SPEC = BuilderSpec(store=ARMY_STORE, noun="army", a_noun="An army", title="Army builder",
                   builtin_is="a default army", playable_word="legal", notice_seconds=4.0,
                   search=False, builtin_word="Default", entry_line=entry_line)


class ArmyBuilderScene(BuilderScene):
    spec = SPEC
    NAME_FIELD, TOP_Y = NAME_FIELD, TOP_Y
    BUTTONS = (("Back", "back", 90, None), ("Delete", "delete", 90, None),
               ("Save", "_save_clicked", 80, None), ("Load", "open_load", 80, None),
               ("New", "new", 72, None))
    TITLE_AT = (8, 27)
    DRAFT_BADGE = "✗ Draft: not playable"
    TOOLTIP_WIDTH = 380
    NOTICE_AREA, NOTICE_WRAPS = POOL, True
    drag_owns_mouse_while_snapping = False

    def __init__(self, app, army=None, planeswalker: str = "chandra") -> None:
        self.model = ArmyModel(planeswalker)
        super().__init__(app)
        self.walkers = WalkerRow()
        self.army_pool = ArmyPool()
        self.army_panel = ArmyPanel(self.add_card, self.remove_card)
        self.spell_pool = SpellPool(self._relayout)
        self.deck_panel = DeckPanel(self.add_spell, self.remove_spell, self.default_deck)
        m = self.model
        self.tabs = Tabs(
            Tab(ARMY_TAB, TAB_ARMY, "Army", "army", self.army_pool, self.army_panel,
                {"army": PANEL, "pool": POOL}, m.army_problems,
                lambda: f"{m.army_cost()} / {BUILD} points"),
            Tab(SPELL_TAB, TAB_SPELLS, "Spell deck", "spell", self.spell_pool, self.deck_panel,
                {"deck": PANEL, "pool": POOL}, m.spell_problems,
                lambda: f"{len(m.spells)} / {DECK_SIZE} cards · cost {m.deck_cost()} / "
                        f"{DECK_BUDGET}"))
        self.small_buttons = SmallButtons()
        self.open_entry(army)
        if not army:
            self.name_field.value = new_name(planeswalker)
            self.dirty = True

    # -- the army ------------------------------------------------------------------------
    @property
    def army(self) -> dict:
        return self.entry

    def problems(self) -> list[str]:
        return self.model.problems()

    @property
    def valid(self) -> bool:
        return self.model.valid

    def add_card(self, key: str) -> str | None:
        return self.changed_unless(self.model.add_card(key))

    def remove_card(self, key: str) -> None:
        if self.model.remove_card(key):
            self._changed()

    def add_spell(self, key: str) -> str | None:
        return self.changed_unless(self.model.add_spell(key))

    def remove_spell(self, key: str) -> None:
        if self.model.remove_spell(key):
            self._changed()

    def default_deck(self) -> None:
        self.model.default_spells()
        self._changed()
        self.notice(f"The spell deck is {self.model.walker.name}'s default deck again.")

    def switch(self, planeswalker: str) -> None:
        """Make ``planeswalker`` lead the army (asked first when cards would go)."""
        if planeswalker == self.model.planeswalker:
            return
        old = self.model.walker
        new = ARMY[ARMY_INDEX[planeswalker]]
        untouched = self.model.as_army() == default_army(self.model.planeswalker)
        if new.colour != old.colour and not untouched and \
                (self.model.squads or self.model.spells):
            confirm(self.app, f"Switch to {new.name}?",
                    switch_warning(old.key, planeswalker), "Switch",
                    lambda: self._switch(planeswalker), "Keep editing")
        else:
            self._switch(planeswalker)

    def _switch(self, planeswalker: str) -> None:
        message = self.model.switch(planeswalker)
        self.spell_pool.show(self.model.colour)
        self._changed()
        self.notice(message)

    @property
    def tab(self) -> str:
        return self.tabs.current.key

    def show_tab(self, tab: str) -> None:
        self.tabs.show(tab)
        self.pinned = None
        self._layout_dirty = True

    # -- the kit's file hooks -------------------------------------------------------------
    def entry_body(self) -> dict:
        return self.model.as_army()

    def copy_of(self, name: str) -> str:
        return copy_name(name)

    def after_load(self) -> None:
        self.spell_pool.show(self.model.colour)

    def clear_model(self) -> None:
        self.model.squads, self.model.spells = [], []

    def new_name(self) -> str:
        return new_name(self.model.planeswalker)

    def new_notice(self) -> str:
        return (f"A new army: {self.model.walker.name} alone. Add army cards and twelve "
                "spells (Load has the default armies).")

    # -- layout, drag and drop ---------------------------------------------------------------
    def _layout(self) -> None:
        self._layout_dirty = False
        self.tabs.layout(self.model, self.drag)

    @property
    def zones(self):
        return self.tabs.current.column.zones

    def _can_pick(self, payload) -> str | None:
        kind, key = payload
        if kind == "pool" and ARMY[ARMY_INDEX[key]].colour != self.model.colour:
            return self.model.why_not_add_card(key)
        if kind == "spell" and self.spell_pool.shown != self.model.colour:
            return self.model.why_not_add_spell(key)
        return None

    def drop_adds(self):
        return {("pool", "army"): (self.model.why_not_add_card, self.add_card),
                ("spell", "deck"): (self.model.why_not_add_spell, self.add_spell)}

    def drop_removes(self):
        return {("row", "pool"): self.remove_card, ("slot", "pool"): self.remove_spell}

    def _on_click(self, payload) -> None:
        kind, key = payload
        if kind == "pool":
            self.add_card(key)
        elif kind == "spell":
            self.add_spell(key)

    # -- input --------------------------------------------------------------------------------
    def card_at(self, pos) -> tuple[tuple[str, str], tuple] | None:
        """(("army" | "spell", key), ``pos``) under ``pos``."""
        walker = self.walkers.at(pos)
        if walker:
            return ("army", walker), tuple(pos)
        hit = self.tabs.card_at(pos)
        return (hit, tuple(pos)) if hit else None

    def live_buttons(self):
        return self.buttons + ([self.deck_panel.reset_button] if self.tab == SPELL_TAB else [])

    def key(self, event) -> bool:
        if event.key == pygame.K_TAB:
            self.show_tab(self.tabs.next_key())
            return True
        return False

    def handle_panels(self, event) -> bool:
        et = event.type
        if et == pygame.MOUSEBUTTONDOWN and event.button == 1:
            tab = self.tabs.head_at(event.pos)
            if tab:
                self.show_tab(tab)
                return True
            walker = self.walkers.at(event.pos)
            if walker:
                self.switch(walker)
                return True
        if self.small_buttons.press(event, self.zones):
            return True
        return self.tab == SPELL_TAB and self.spell_pool.handle(event)

    # -- drawing -------------------------------------------------------------------------------
    def draw_panels(self, surface) -> None:
        surface.blit(common.backdrop("plain"), (0, 0))
        self._draw_top(surface)
        self.walkers.draw(surface, self.model.planeswalker, self.mouse)
        self.tabs.draw(surface, self.model, self.mouse, self.drag.hidden_keys, self.drag.busy)

    def draw_zoom(self, surface, key, anchor) -> None:
        kind, k = key
        body = card_text(ARMY_INDEX[k]) if kind == "army" else spell_text(SPELL_INDEX[k])
        self.tooltip.draw(surface, body, anchor, 14)

    def draw_tips(self, surface) -> None:
        if self.tab == SPELL_TAB:
            tip = self.spell_pool.chip_tooltip(self.mouse, self.model)
            if tip:
                self.tooltip.draw(surface, tip, self.mouse, 14)
                return
        self.checks_tip(surface, [(p, None) for p in self.tabs.current.problems()], CHECKS)


def open_army_builder(app, army=None) -> ArmyBuilderScene:
    """Push the army builder (optionally on ``army``: an entry of the army store or a
    saved army's name) and return it."""
    return app.stack.push(ArmyBuilderScene(app, army))
