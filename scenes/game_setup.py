"""New game: every game of the registry as a tile; the chosen one's options on the right
(players, AI difficulty, variations) and Start. Games still being built say so."""
from __future__ import annotations

import random

import pygame

from app import saves
from app.scene import Scene
from app.settings import DIFFICULTIES
from app.ui import palette, text
from app.ui.widgets import Button, draw_panel
from engines.registry import GAMES
from scenes import common
from scenes.message import show_message

TILE_X, TILE_Y, TILE_W, TILE_H, TILE_GAP = common.MARGIN, 124, 470, 100, 10
PANEL = pygame.Rect(TILE_X + TILE_W + 30, TILE_Y, common.W - common.MARGIN - (TILE_X + TILE_W + 30),
                    5 * TILE_H + 4 * TILE_GAP)
HOUSE_RULE_PLAYERS = {"magi": (2, 3)}
DEFAULT_DECKS = ("Naroom starter", "Cald starter")     # Magi-Nation: yours, the AI's
DECK_VALUE_W = 430


def _fit(label: str, width: int, size: int = 20) -> str:
    """``label`` cut with an ellipsis to fit ``width`` pixels of bold text."""
    f = text.font(size, text.BOLD)
    if f.size(label)[0] <= width:
        return label
    cut = label
    while cut and f.size(cut.rstrip() + "…")[0] > width:
        cut = cut[:-1]
    return cut.rstrip() + "…"


def _magination_decks() -> list[tuple[str, dict]]:
    """(name, {"magi", "cards"}) for every deck that may be played: starters, saved."""
    from app.decks import playable_decks
    try:
        return playable_decks("magination")
    except Exception:  # noqa: BLE001 - an unreadable decks folder: the starters only
        from app.decks import starter_decks
        return [(d["name"], {"magi": d["magi"], "cards": d["cards"]})
                for d in starter_decks("magination")]


def _magecraft_characters() -> tuple[list, dict]:
    """("random" or a character key, label) options and their notes (the cantrip)."""
    from engines.magecraft.content import CHARACTERS, COLOURS, icon_text
    opts = [("random", "Random")]
    notes = {"random": "Every seat gets a different mage"}
    for c in CHARACTERS:
        cost = "any gem" if c.cost >= len(COLOURS) else COLOURS[c.cost]
        opts.append((c.key, c.name))
        notes[c.key] = f"Cantrip {c.cantrip} (1 {cost}): {icon_text(c.icons)}"
    return opts, notes


def ready_games_text() -> str:
    """"Magi or Magecraft" - the games that can be played now."""
    titles = [g.title for g in GAMES.values() if g.built]
    if len(titles) < 2:
        return "".join(titles) or "another game"
    return ", ".join(titles[:-1]) + " or " + titles[-1]


class GameSetupScene(Scene):
    def __init__(self, app, selected: str | None = None) -> None:
        super().__init__(app)
        self.keys = list(GAMES)
        self.selected = selected if selected in GAMES else self.keys[0]
        self.tiles = {key: pygame.Rect(TILE_X, TILE_Y + i * (TILE_H + TILE_GAP), TILE_W, TILE_H)
                      for i, key in enumerate(self.keys)}
        self.back = common.back_button(self.close)
        self.difficulty = (app.settings.ai_difficulty
                           if app.settings.ai_difficulty in DIFFICULTIES else "normal")
        self.variation = False
        self.character = "random"
        self.players: dict[str, int] = {k: g.default_players for k, g in GAMES.items()}
        self.deck_names = list(DEFAULT_DECKS)          # Magi-Nation: [yours, the AI's]
        self.deck_list: list[tuple[str, dict]] = []
        self.your_deck_cycler = self.opp_deck_cycler = None
        self.deck_builder_button = Button((PANEL.x + 32, PANEL.bottom - 32 - 60, 230, 60),
                                          "Deck builder…", self.open_deck_builder, size=20)
        self.start_button = Button((PANEL.right - 32 - 240, PANEL.bottom - 32 - 60, 240, 60),
                                   "Start", self.start, size=26)
        self._tile_cache: dict = {}
        self._pressed_tile: str | None = None
        self.focus = common.FocusGroup()
        self._build_options()

    # options -------------------------------------------------------------------------
    def _build_options(self) -> None:
        info = GAMES[self.selected]
        x, w = PANEL.x + 32, PANEL.w - 64
        y = PANEL.y + 190
        house = HOUSE_RULE_PLAYERS.get(info.key, ())
        compact = info.key == "magination"       # four rows there: a tighter grid
        step, row_h = (56, 50) if compact else (70, 56)
        opts = [(n, f"{n} players") for n in range(info.min_players, info.max_players + 1)]
        self.player_cycler = common.Cycler(
            (x, y, w, row_h), "Players", opts, self.players[info.key], self._set_players,
            notes={n: "house rule" for n in house})
        self.difficulty_cycler = common.Cycler(
            (x, y + step, w, row_h), "AI difficulty",
            [(d, d.capitalize()) for d in DIFFICULTIES], self.difficulty, self._set_difficulty)
        self.variation_toggle = common.Toggle(
            (x, y + 148, w, 56), "Variation: sceptres count as through cards", self.variation,
            self._set_variation, note="Sceptres may then be played in the magic phase.")
        self.variation_toggle.visible = info.key == "magi"
        self.character_cycler = None
        if info.key == "magecraft" and info.built:
            opts, notes = _magecraft_characters()
            self.character_cycler = common.Cycler(
                (x, y + 140, w, 56), "Your character", opts, self.character,
                self._set_character, notes=notes, value_w=430)
        self.your_deck_cycler = self.opp_deck_cycler = None
        self.deck_builder_button.visible = info.key == "magination" and info.built
        if self.deck_builder_button.visible:
            self._build_deck_cyclers((x, y + 2 * step, w, row_h), (x, y + 3 * step, w, row_h))
        built = info.built
        for control in (self.player_cycler, self.difficulty_cycler):
            control.visible = built
        if not built:
            self.variation_toggle.visible = False
        self.start_button.label = "Start" if built else "Coming soon"
        self.start_button.enabled = built
        self.start_button._faces.clear()
        self.focus.set_items([c for c in self.controls if c is not None])

    def _build_deck_cyclers(self, mine, theirs) -> None:
        """The Magi-Nation deck pickers over the playable decks (starters first, then the
        valid saved decks); a chosen deck that is gone falls back to the default."""
        self.deck_list = _magination_decks()
        names = [n for n, _ in self.deck_list]
        for seat, default in enumerate(DEFAULT_DECKS):
            if self.deck_names[seat] not in names:
                self.deck_names[seat] = default if default in names else names[0]
        room = DECK_VALUE_W - 2 * 44 - 20
        opts = [(n, _fit(n, room)) for n in names]
        notes = {n: _fit("Magi: " + ", ".join(d["magi"]), room, 16) for n, d in self.deck_list}
        self.your_deck_cycler = common.Cycler(
            mine, "Your deck", opts, self.deck_names[0], lambda v: self._set_deck(0, v),
            notes=notes, value_w=DECK_VALUE_W)
        self.opp_deck_cycler = common.Cycler(
            theirs, self._opponent_label(), opts, self.deck_names[1],
            lambda v: self._set_deck(1, v), notes=notes, value_w=DECK_VALUE_W)

    def _opponent_label(self) -> str:
        return "Opponent deck" if self.players.get("magination", 2) <= 2 else "AI decks"

    def _set_deck(self, seat: int, name) -> None:
        self.deck_names[seat] = str(name)

    def refresh_decks(self) -> None:
        """Re-read the deck lists (a deck may have been saved or deleted meanwhile)."""
        if self.selected == "magination" and GAMES["magination"].built:
            index = self.focus.index
            self._build_options()
            self.focus.index = min(index, max(0, len(self.focus.items) - 1))

    def open_deck_builder(self) -> None:
        from scenes.magination.deck_builder import open_deck_builder
        open_deck_builder(self.app)

    def _deck_by_name(self, name: str) -> dict | None:
        return next((d for n, d in self.deck_list if n == name), None)

    def resume(self) -> None:
        super().resume()
        self.refresh_decks()

    def _set_players(self, n) -> None:
        self.players[self.selected] = int(n)
        if self.opp_deck_cycler is not None:
            self.opp_deck_cycler.label = self._opponent_label()

    def _set_difficulty(self, d) -> None:
        self.difficulty = d

    def _set_variation(self, v) -> None:
        self.variation = bool(v)

    def _set_character(self, key) -> None:
        self.character = str(key)

    def select(self, key: str) -> None:
        if key in GAMES and key != self.selected:
            self.selected = key
            self._build_options()

    @property
    def controls(self) -> list:
        return [c for c in (self.player_cycler, self.difficulty_cycler, self.variation_toggle,
                            self.character_cycler, self.your_deck_cycler,
                            self.opp_deck_cycler, self.deck_builder_button, self.start_button,
                            self.back)
                if c is not None]

    # actions -------------------------------------------------------------------------
    def close(self) -> None:
        if self.app.stack.top is self:
            self.app.stack.pop()

    def start(self) -> bool:
        """Start the selected game (after a warning if it would replace a saved game).
        Returns False when the game cannot be started."""
        info = GAMES[self.selected]
        if not info.built:
            show_message(self.app, f"{info.title} is coming soon",
                         f"{info.title} is not playable yet: its rules are still being "
                         f"built. Pick {ready_games_text()} to play now.")
            return False
        if saves.has_autosave():
            show_message(self.app, "Start a new game?",
                         "Your saved game will be replaced by the new one.",
                         [("Start", self._launch), ("Cancel", None)])
            return True
        return self._launch()

    def options(self) -> dict:
        if self.selected == "magi":
            return {"variation": self.variation}
        if self.selected == "magecraft":
            return {"character": self.character}
        if self.selected == "magination":
            # seat 0 is the human's; every AI seat plays the opponent deck
            n = self.players["magination"]
            names = [self.deck_names[0]] + [self.deck_names[1]] * (n - 1)
            return {"decks": [self._deck_copy(name) for name in names]}
        return {}

    def _deck_copy(self, name: str) -> dict:
        deck = self._deck_by_name(name) or self.deck_list[0][1]
        return {"magi": list(deck["magi"]), "cards": list(deck["cards"])}

    def _launch(self) -> bool:
        import scenes
        info = GAMES[self.selected]
        try:
            module = scenes.game_module(info.key)
            factory = module.table_scene
        except Exception as exc:  # noqa: BLE001 - table scene not written yet
            show_message(self.app, f"{info.title} cannot start yet",
                         f"The {info.title} table is not available ({exc}).")
            return False
        scene = factory(self.app, players=self.players[info.key], difficulty=self.difficulty,
                        options=self.options(), seed=random.randrange(1 << 31))
        if self.app.stack.top is self:
            self.app.stack.replace(scene)
        else:
            self.app.stack.push(scene)
        return True

    # frame ---------------------------------------------------------------------------
    def handle(self, event) -> bool:
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE:
                self.close()
                return True
            if event.key in (pygame.K_PAGEUP, pygame.K_PAGEDOWN):
                i = self.keys.index(self.selected)
                step = -1 if event.key == pygame.K_PAGEUP else 1
                self.select(self.keys[(i + step) % len(self.keys)])
                return True
        if self.focus.handle(event):
            return True
        if (event.type == pygame.MOUSEBUTTONDOWN and event.button == 1
                and self.start_button.rect.collidepoint(event.pos)
                and not self.start_button.enabled):
            self.start()
            return True
        for control in self.controls:
            if control.handle(event):
                return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for key, rect in self.tiles.items():
                if rect.collidepoint(event.pos):
                    self._pressed_tile = key
                    return True
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            key, self._pressed_tile = self._pressed_tile, None
            if key and self.tiles[key].collidepoint(event.pos):
                self.select(key)   # a coming-soon game: the panel explains, Start refuses
                return True
        return False

    def _tile(self, key: str, selected: bool) -> pygame.Surface:
        cache_key = (key, selected)
        surf = self._tile_cache.get(cache_key)
        if surf is not None:
            return surf
        info = GAMES[key]
        surf = pygame.Surface((TILE_W, TILE_H), pygame.SRCALPHA)
        draw_panel(surf, surf.get_rect(), fill=(60, 66, 92) if selected else palette.PANEL,
                   border=palette.ACCENT if selected else palette.PANEL_BORDER, radius=12,
                   alpha=245)
        colour = palette.TEXT if info.built else palette.TEXT_DIM
        if info.built:
            badge = f"{info.players.split(' ')[0]} players"
            r = text.blit_text(surf, badge, (TILE_W - 16, 14), 16, palette.TEXT_DIM,
                               anchor="topright")
        else:
            b = text.render("Coming soon", 16, palette.TEXT_DARK, text.BOLD)
            r = b.get_rect(topright=(TILE_W - 16, 12)).inflate(14, 6)
            pygame.draw.rect(surf, palette.ACCENT_DARK, r, border_radius=8)
            surf.blit(b, b.get_rect(center=r.center))
        room = r.x - 18 - 12
        size = 22
        while size > 16 and text.font(size, text.BOLD).size(info.title)[0] > room:
            size -= 1
        text.blit_text(surf, info.title, (18, 10 + (22 - size) // 2), size,
                       palette.ACCENT if selected and info.built else colour, text.BOLD)
        blurb = text.render_wrapped(info.blurb, 16, TILE_W - 36,
                                    palette.TEXT if info.built else palette.TEXT_DIM)
        surf.blit(blurb, (18, 44), pygame.Rect(0, 0, TILE_W - 36, TILE_H - 50))
        self._tile_cache[cache_key] = surf
        return surf

    def draw(self, surface) -> None:
        surface.blit(common.backdrop("plain"), (0, 0))
        common.draw_header(surface, "New game", "Choose a game, then how you want to play it")
        self.back.draw(surface)
        for key, rect in self.tiles.items():
            surface.blit(self._tile(key, key == self.selected), rect.topleft)
        info = GAMES[self.selected]
        draw_panel(surface, PANEL, fill=palette.PANEL, border=palette.PANEL_BORDER, radius=14,
                   alpha=235)
        x = PANEL.x + 32
        text.blit_text(surface, info.title, (x, PANEL.y + 24), 34, palette.ACCENT, text.BOLD)
        blurb = text.render_wrapped(info.blurb, 18, PANEL.w - 64, palette.TEXT)
        surface.blit(blurb, (x, PANEL.y + 80))
        text.blit_text(surface, f"Players: {info.players}", (x, PANEL.y + 80 + blurb.get_height() + 6),
                       18, palette.TEXT_DIM)
        pygame.draw.line(surface, palette.PANEL_BORDER, (x, PANEL.y + 176),
                         (PANEL.right - 32, PANEL.y + 176))
        if info.built:
            for control in (self.player_cycler, self.difficulty_cycler, self.variation_toggle,
                            self.character_cycler, self.your_deck_cycler,
                            self.opp_deck_cycler):
                if control is not None:
                    control.draw(surface)
            hint = "One seat is yours; the AI plays the others."
            if self.deck_builder_button.visible:
                self.deck_builder_button.draw(surface)
                text.blit_text(surface, hint, (x, self.start_button.rect.y - 14), 16,
                               palette.TEXT_DIM, anchor="bottomleft")
            else:
                text.blit_text(surface, hint, (x, self.start_button.rect.centery), 16,
                               palette.TEXT_DIM, anchor="midleft")
        else:
            note = (f"{info.title} is coming soon. Its rules engine and table are still "
                    f"being built, so it cannot be started yet. Pick {ready_games_text()} "
                    "to play now.")
            surface.blit(text.render_wrapped(note, 18, PANEL.w - 64, palette.TEXT_DIM),
                         (x, PANEL.y + 200))
        self.start_button.draw(surface)
        self.focus.draw(surface)
