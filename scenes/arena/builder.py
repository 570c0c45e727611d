"""The Arena army builder, a :class:`~scenes.kit.builder.tabs.TabsScene` of the builder
kit: under the kit's top bar, the five Planeswalkers in its leader row (one leads the
army: click another to switch), then two tabs: "Army" (:mod:`.builder_army`: the army
cards, the army as it stands on the battlefield, its points and checks) and "Spell deck"
(:mod:`.builder_spells`: a colour's spells, the twelve slots, the cost and the checks).
The army and every refusal are the engine's (engines.arena.army_model). A card rested on
(or right-clicked) is shown large as the table shows it, with its whole text. Armies
are saved through :mod:`scenes.arena.collection` (an illegal one as a draft). Entry
point for the shell: :func:`open_army_builder`.
"""
from __future__ import annotations

import pygame

from app.ui.cards import CardFaceCache
from engines.arena.army_summary import copy_name, entry_line, new_name, switch_warning
from engines.arena.army_model import DECK_BUDGET, DECK_SIZE, ArmyModel
from engines.arena.content import (ARMY, ARMY_INDEX, BUILD_CHOICES, PLANESWALKERS,
                                   SPELL_INDEX, SPELLS, card_text, check_build, default_army,
                                   spell_text)
from scenes.arena import panels
from scenes.arena.builder_army import ArmyPanel, ArmyPool
from scenes.arena.builder_art import emblem, fill_of, label_of, standee
from scenes.arena.builder_layout import NAME_FIELD, POOL, TOP_Y, Layout
from scenes.arena.builder_layout import TAB_ARMY, TAB_SPELLS  # noqa: F401  (at 1280x720)
from scenes.arena.builder_spells import DeckPanel, SpellPool
from scenes.arena.collection import ARMY_STORE, remember_build, remember_saved, remembered_build
from scenes.arena.table_cards import ZOOM_SIZES
from scenes.kit.builder.leader import LeaderRow
from scenes.kit.builder.room import BuilderRoom
from scenes.kit.builder.spec import BuilderSpec
from scenes.kit.builder.tabs import Tab, Tabs, TabsScene

ARMY_TAB, SPELL_TAB = "army", "spells"


SPEC = BuilderSpec(store=ARMY_STORE, noun="army", a_noun="An army", title="Army builder",
                   builtin_is="a default army", playable_word="legal", notice_seconds=4.0,
                   search=False, builtin_word="Default", entry_line=entry_line)


class ArmyBuilderScene(TabsScene):
    game_key = "arena"
    spec = SPEC
    fills_room = True                # its panels follow the window's room
    NAME_FIELD, TOP_Y = NAME_FIELD, TOP_Y
    BUTTONS = (("Back", "back", 90, None), ("Delete", "delete", 90, None),
               ("Save", "_save_clicked", 80, None), ("Load", "open_load", 80, None),
               ("New", "new", 72, None))
    TITLE_AT = (8, 27)
    DRAFT_BADGE = "✗ Draft: not playable"
    TOOLTIP_WIDTH = 380
    NOTICE_AREA, NOTICE_WRAPS = POOL, True
    LEADER_KIND = "army"
    drag_owns_mouse_while_snapping = False

    def __init__(self, app, army=None, planeswalker: str = "chandra") -> None:
        self.model = ArmyModel(planeswalker, remembered_build(app))   # the setup's Build
        super().__init__(app)
        self.faces = {"army": CardFaceCache(panels.draw_army_face),
                      "spell": CardFaceCache(panels.draw_spell_face)}
        self.arrange(self.room())
        self.open_entry(army)
        if not army:
            self.name_field.value = new_name(planeswalker)
            self.dirty = True

    def build_panels(self, room: BuilderRoom) -> None:
        """The leaders' row, the pools and panels and their tabs grown into ``room``
        (builder_layout.Layout)."""
        self.L = L = Layout(room)
        self.NOTICE_AREA = L.POOL
        self.walkers = self.leaders = LeaderRow(L.WALKERS, PLANESWALKERS, 8,
                                                ("✓ Leads your army", "Click to lead"))
        self.army_pool = ArmyPool(L)
        self.army_panel = ArmyPanel(self.add_card, self.remove_card, L, self.next_build)
        self.spell_pool = SpellPool(self._relayout, L)
        self.deck_panel = DeckPanel(self.add_spell, self.remove_spell, self.default_deck, L)
        m = self.model
        self.tabs = Tabs(
            Tab(ARMY_TAB, L.TAB_ARMY, "Army", "army", self.army_pool, self.army_panel,
                {"army": L.PANEL, "pool": L.POOL}, m.army_problems,
                lambda: f"{m.army_cost()} / {m.build} points"),
            Tab(SPELL_TAB, L.TAB_SPELLS, "Spell deck", "spell", self.spell_pool,
                self.deck_panel, {"deck": L.PANEL, "pool": L.POOL}, m.spell_problems,
                lambda: f"{len(m.spells)} / {DECK_SIZE} cards · cost {m.deck_cost()} / "
                        f"{DECK_BUDGET}"))

    # -- the army ------------------------------------------------------------------------
    def problems(self) -> list[str]:
        return self.model.problems()

    def add_card(self, key: str) -> str | None:
        return self.changed_unless(self.model.add_card(key))

    def remove_card(self, key: str) -> None:
        self.changed_if(self.model.remove_card(key))

    @property
    def fields(self) -> list:
        """The kit's fields, and the army tab's field for a build total of one's own."""
        extra = [self.army_panel.build_field] if self.tab == ARMY_TAB else []
        return super().fields + extra

    def handle(self, event) -> bool:
        field = self.army_panel.build_field
        if field.focused and event.type == pygame.KEYDOWN and \
                event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            field.focus(False)
            self.typed_build(field.value)
            return True
        return super().handle(event)

    def typed_build(self, typed: str) -> None:
        """A build total typed in the army tab's field: taken when it is a whole number
        within the engine's bounds, else refused with the engine's sentence."""
        try:
            build = check_build(int(typed) if typed.strip().isdigit() else typed.strip())
        except ValueError as exc:
            self.notice(str(exc), bad=True, near=self.army_panel.build_field.rect.topleft)
            return
        self.army_panel.build_field.value = ""
        self._set_build(build)

    def next_build(self) -> None:
        """The Build button: the next build total (500, 750, 1,000, and a total the setup
        was given besides), remembered as the setup's Build row."""
        m = self.model
        totals = sorted(set(BUILD_CHOICES) | {m.build})
        self._set_build(totals[(totals.index(m.build) + 1) % len(totals)])

    def _set_build(self, build: int) -> None:
        m = self.model
        m.build = build
        remember_build(self.app, m.build)
        self._relayout()
        over = m.army_problems()
        self.notice(f"The army is built to {m.build:,} points now" +
                    (f": {over[0]}." if over else
                     f" ({m.army_cost()} spent): common army cards may come again."))

    def add_spell(self, key: str) -> str | None:
        return self.changed_unless(self.model.add_spell(key))

    def remove_spell(self, key: str) -> None:
        self.changed_if(self.model.remove_spell(key))

    def default_deck(self) -> None:
        self.model.default_spells()
        self._changed()
        self.notice(f"The spell deck is {self.model.walker.name}'s default deck again.")

    def switch_warning(self, planeswalker: str) -> tuple[str, str] | None:
        """Asked first when the army would lose cards it was given (another colour)."""
        old, new = self.model.walker, ARMY[ARMY_INDEX[planeswalker]]
        untouched = self.model.as_army() == default_army(old.key)
        if new.colour == old.colour or untouched or not (self.model.squads or self.model.spells):
            return None
        return f"Switch to {new.name}?", switch_warning(old.key, planeswalker)

    def _switch(self, planeswalker: str) -> None:
        if planeswalker == self.model.planeswalker:
            return
        message = self.model.switch(planeswalker)
        self.spell_pool.show(self.model.colour)
        self._changed()
        self.notice(message)

    def save(self, overwrite: bool = False, keep_old: bool | None = None) -> bool:
        """The kit's save; a playable army saved becomes "Your army" in the setup."""
        done = super().save(overwrite, keep_old)
        if done and self.saved_name and self.valid:
            remember_saved(self.app, self.saved_name)
        return done

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

    # -- drag and drop ---------------------------------------------------------------------
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

    # -- drawing -------------------------------------------------------------------------------
    def draw_panels(self, surface) -> None:
        surface.blit(self.backdrop(), (0, 0))
        self._draw_top(surface)
        self.walkers.draw(surface, self.model.planeswalker, self.mouse, self.walker_face)
        self.draw_tabs(surface)

    @staticmethod
    def walker_face(key: str) -> tuple:
        """A Planeswalker in the leader row: its colour, the table's standee, its name, its
        colour's emblem and word, its cost."""
        card = ARMY[ARMY_INDEX[key]]
        return (fill_of(card.colour), standee(key, 12)[0], card.name, emblem(card.colour, 14),
                f"{label_of(card.colour)} · {card.cost} points")

    def zoom_info(self, key):
        """The card large as the table zooms it (its face and its whole text)."""
        kind, k = key
        if kind == "army":
            i = ARMY_INDEX[k]
            return self.faces[kind].get(i, ZOOM_SIZES[kind]), ARMY[i].name, card_text(i)
        i = SPELL_INDEX[k]
        return self.faces[kind].get(i, ZOOM_SIZES[kind]), SPELLS[i].name, spell_text(i)

    def draw_tips(self, surface) -> None:
        if self.tab == SPELL_TAB:
            tip = self.spell_pool.chip_tooltip(self.mouse, self.model)
            if tip:
                self.tooltip.draw(surface, tip, self.mouse, 14)
                return
        self.checks_tip(surface, [(p, None) for p in self.tabs.current.problems()],
                        self.L.CHECKS)


def open_army_builder(app, army=None) -> ArmyBuilderScene:
    """Push the army builder (optionally on ``army``: an entry of the army store or a
    saved army's name) and return it."""
    return app.stack.push(ArmyBuilderScene(app, army))
