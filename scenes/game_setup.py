"""New game: every game's plug-in as a tile; the chosen one's options on the right
(players, AI difficulty, and the options its plug-in declares: variations, a character,
a deck per seat...) and Start. Games still being built say so. The screen knows no game:
everything it shows comes from the plug-ins (app.plugins)."""
from __future__ import annotations

import random

import pygame

from app import saves
from app.scene import Scene
from app.settings import DIFFICULTIES
from app.ui import draw, palette, text
from app.ui.display import metrics_of
from app.ui.surface_cache import SHARED, owner_token
from app.ui.widgets import Button, draw_panel
from scenes import common
from scenes.game_tile import draw_game_tile
from scenes.kit.setup_more import MoreCollections
from scenes.message import show_message
from scenes import setup_memory
from scenes.setup_rows import PictureCycler, pictures_of, rows_of
from scenes.setup_seats import SeatsDialog, levels_of, people_and_names, plan_for, seats_hint

# design units (1280x720 at scale 1): the tiles' column on the left; the options panel
# takes the rest of the window's width (a wider window gives it the room)
TILE_X, TILE_Y, TILE_W, TILE_H, TILE_GAP = common.MARGIN, 124, 470, 100, 10
ARROWS = 2 * 44 + 20            # a cycler's arrows and padding inside its value box
NEED = (1150, 500)              # the least room: tiles shrink and the rows scroll below 720
PANEL_W_MIN = 700               # the options panel's least width (its rows, its buttons)
RULES_W = 120                  # the panel's Rules button (top right)
SEATS_W = 150                  # "Who plays…" (bottom row, after the deck builder)
TILE_W_NARROW = 340
TILE_W_MAX = 560                # how wide a tile grows in a wide window


def _fit(label: str, width: int, size: int = 20) -> str:
    """``label`` cut with an ellipsis to fit ``width`` pixels of bold text."""
    f = text.font(size, text.BOLD)
    if f.size(label)[0] <= width:
        return label
    cut = label
    while cut and f.size(cut.rstrip() + "…")[0] > width:
        cut = cut[:-1]
    return cut.rstrip() + "…"


def ready_games_text(plugins) -> str:
    """"Magi or Magecraft" - the games that can be played now."""
    titles = [p.title for p in plugins.built()]
    if len(titles) < 2:
        return "".join(titles) or "another game"
    return ", ".join(titles[:-1]) + " or " + titles[-1]


class GameSetupScene(Scene):
    native = True

    def __init__(self, app, selected: str | None = None) -> None:
        super().__init__(app)
        self.plugins = app.plugins
        self.keys = self.plugins.keys()
        if selected is None or selected not in self.plugins:      # else the game last started, else the first
            last = getattr(app.settings, "last_game", "")
            built = last in self.plugins and self.plugins[last].built
            selected = last if built else self.keys[0]
        self.selected: str = selected
        self.difficulty = (app.settings.ai_difficulty
                           if app.settings.ai_difficulty in DIFFICULTIES else "normal")
        self.players: dict[str, int] = {p.key: p.default_players for p in self.plugins}
        # option values per game: key -> value (per-seat options: [yours, the AI seats'])
        self.values: dict[str, dict] = {p.key: self._defaults(p) for p in self.plugins}
        # who plays each seat (a person with a name, or the AI): scenes.setup_seats
        self.seat_plans: dict[str, list[dict]] = {
            p.key: plan_for(None, max(p.player_counts, default=2)) for p in self.plugins}
        self._remember_last(app.settings)
        self.option_controls: dict[tuple, common.Control] = {}   # (option key, seat) -> control
        self.player_cycler: common.Cycler | None = None
        self.difficulty_cycler: common.Cycler | None = None
        self.crowded = False
        self._pressed_tile: str | None = None
        self.focus = common.FocusGroup()
        self.rows_scroll = 0                  # real pixels the option rows are scrolled by
        self.rows_view: pygame.Rect | None = None     # their viewport when they scroll
        self.more = MoreCollections(self)     # buttons of the game's other collections
        self._layout()

    def _layout(self) -> None:
        """The tiles, the panel and its buttons for the window as it is now."""
        self.m = m = metrics_of(self).bounded(*NEED)
        px = m.px
        room_w = m.room[0]
        # the panel keeps PANEL_W_MIN; the tiles take what is left (narrower when a large
        # UI scale leaves less than 1280 design units, wider in a wide window)
        wide = TILE_W + max(0.0, room_w - 1280) * 0.25
        tile_w = px(min(TILE_W_MAX, wide) if room_w >= 1280 else
                    max(TILE_W_NARROW, room_w - 2 * common.MARGIN - 30 - PANEL_W_MIN))
        # less room than 720 design units high (a large UI scale): lower tiles
        room_h = m.room[1]
        tile_h = min(TILE_H, max(60.0, (room_h - TILE_Y - 36 - 4 * TILE_GAP) / 5))
        self.compact = tile_h < TILE_H
        self.tile_size = (tile_w, px(tile_h))
        self.tiles = {key: pygame.Rect(px(TILE_X), px(TILE_Y + i * (tile_h + TILE_GAP)),
                                       tile_w, px(tile_h))
                      for i, key in enumerate(self.keys)}
        x = px(TILE_X) + tile_w + px(30)
        self.panel = pygame.Rect(x, px(TILE_Y), m.w - px(common.MARGIN) - x,
                                 px(5 * tile_h + 4 * TILE_GAP))
        panel = self.panel
        self.back = common.back_button(self.close, m=m)
        old = getattr(self, "collection_button", None)
        self.collection_button = Button((panel.x + px(32), panel.bottom - px(32 + 60), px(230),
                                         px(60)), old.label if old else "Deck builder…",
                                        self.open_builder, size=20, scale=m.scale)
        self.start_button = Button((panel.right - px(32 + 240), panel.bottom - px(32 + 60),
                                    px(240), px(60)), "Start", self.start, size=26,
                                   scale=m.scale)
        # the selected game's rules, before choosing how to play it
        self.rules_button = Button((panel.right - px(24 + RULES_W), panel.y + px(22),
                                    px(RULES_W), px(44)), "Rules", self.show_rules, size=18,
                                   scale=m.scale)
        # pass-and-play: who plays each seat (scenes.setup_seats), on the bottom row
        self.seats_button = Button((0, 0, px(SEATS_W), px(60)), "Who plays…",
                                   self.open_seats, size=18, scale=m.scale)
        self.seats_button.rect.bottomleft = self.collection_button.rect.bottomleft
        self.focus.scale = m.scale
        self._build_options()

    def on_resize(self) -> None:
        index, show = self.focus.index, self.focus.show
        self._layout()
        self.focus.index = min(index, max(0, len(self.focus.items) - 1))
        self.focus.show = show

    @staticmethod
    def _defaults(plugin) -> dict:
        """Option values; a per-seat option holds one value per seat (yours first): seat i
        starts from the option's i-th default, or its last when there are fewer."""
        out: dict = {}
        seats = max(plugin.player_counts, default=2)
        for o in plugin.options:
            if o.per_seat:
                d = list(o.default)
                out[o.key] = [d[min(i, len(d) - 1)] for i in range(seats)]
            else:
                out[o.key] = o.default
        return out

    def _remember_last(self, settings) -> None:
        """The last choices made for each game (scenes.setup_memory)."""
        setup_memory.remember(self, settings)

    def _store_last(self) -> None:
        """Keep this game's choices for next time (scenes.setup_memory)."""
        setup_memory.store(self)

    @property
    def plugin(self):
        return self.plugins[self.selected]

    # options -------------------------------------------------------------------------
    def control(self, key: str, seat: int = 0):
        """The control of option ``key`` (``seat`` 1: the AI seats' of a per-seat one)."""
        return self.option_controls.get((key, seat))

    def _rows(self, plugin, players: int | None = None, every: bool = False) -> list:
        """What the panel shows at ``players`` seats (default: the chosen count): rows_of."""
        n = self.players[plugin.key] if players is None else players
        return rows_of(plugin, n, self.values[plugin.key], every)

    def _build_options(self) -> None:
        plugin = self.plugin
        m, PANEL = self.m, self.panel
        px = m.px
        x, w = PANEL.x + px(32), PANEL.w - px(64)
        y = PANEL.y + px(190)
        self.option_controls = {}
        built = plugin.built
        if not built:
            self.rows_view, self.rows_most, self.rows_scroll = None, 0, 0
            self.player_cycler = self.difficulty_cycler = None
            self.collection_button.visible = False
            self.seats_button.visible = False
            self.start_button.label, self.start_button.enabled = "Coming soon", False
            self.more.place()
            self.focus.set_items([self.start_button, self.rules_button, self.back])
            return
        rows = self._rows(plugin)
        # the rows' sizes and place are those of the game's most seats: a row added for a
        # seat goes below, and nothing moves under the pointer (two clicks on Players ">"
        # once changed the army: the blurb gave way and the rows moved up)
        most = max(len(self._rows(plugin, n, every=True)) for n in plugin.player_counts)
        compact = most >= 4
        self.crowded = most > 4 or self.compact     # the blurb gives way to the rows
        if self.crowded:
            y = PANEL.y + px(84)
        if most > 7:                          # five seats' armies and a battlefield
            step, row_h = 40, 38
        else:
            step, row_h = (46, 44) if self.crowded else (56, 50) if compact else (70, 56)
        house = plugin.house_rule_players
        collection = plugin.collection
        # rows that need more room than the panel has scroll between its line and the hint
        bottom = self.start_button.rect.y - px(40 if collection is not None else 8)
        overflow = y + px((len(rows) - 1) * step + row_h) - bottom
        if overflow > 0:
            self.rows_view = pygame.Rect(PANEL.x + px(8), y - px(4), PANEL.w - px(16),
                                         bottom - y + px(4))
            self.rows_most = overflow
            self.rows_scroll = min(self.rows_scroll, overflow)
            y -= self.rows_scroll
        else:
            self.rows_view, self.rows_most, self.rows_scroll = None, 0, 0
        for i, (what, seat) in enumerate(rows):
            rect = (x, y + px(i * step), w, px(row_h))
            if what == "players":
                opts = [(n, f"{n} players") for n in plugin.player_counts]
                self.player_cycler = common.Cycler(
                    rect, "Players", opts, self.players[plugin.key], self._set_players,
                    notes={n: "house rule" for n in house}, m=m)
            elif what == "difficulty":
                self.difficulty_cycler = common.Cycler(
                    rect, "AI difficulty", [(d, d.capitalize()) for d in DIFFICULTIES],
                    self.difficulty, self._set_difficulty, m=m)
            else:
                self.option_controls[(what.key, seat)] = self._option_control(
                    plugin, what, seat, pygame.Rect(rect))
        self.collection_button.visible = collection is not None
        if collection is not None:
            self.collection_button.label = collection.button
        self.start_button.label, self.start_button.enabled = "Start", True
        self.seats_button.visible = True
        self.more.place()                 # the bottom row: the collections, "Who plays…"
        self.focus.set_items(self.controls)
        if rows != self._rows(plugin) and not getattr(self, "_again", False):
            self._again = True                # a remembered value fell back: its rows
            self._build_options()
            self._again = False

    def _option_control(self, plugin, option, seat: int, rect: pygame.Rect):
        values = self.values[plugin.key]
        m = self.m
        if option.kind == "toggle":
            return common.Toggle((rect.x, rect.y + m.px(8) if rect.h < m.px(56) else rect.y,
                                  rect.w, m.px(56)),
                                 option.label, bool(values[option.key]),
                                 lambda v: self._set_value(option.key, bool(v)),
                                 note=option.note or None, m=m)
        choices = option.choices(self.app, self.players[plugin.key]) if option.choices else []
        # a wider panel (a wider window) gives the values the room first
        extra = max(0.0, self.panel.w / m.scale - 700) * 0.5
        value_w = round((option.value_width or 300) + extra)
        room = m.px(value_w - ARROWS)
        opts = [(v, _fit(label, room, m.pt(20))) for v, label, *_ in choices]
        notes = {c[0]: _fit(c[2], room, m.pt(16)) for c in choices if c[2]}
        current = values[option.key][seat] if option.per_seat else values[option.key]
        known = [v for v, _ in opts]
        if current not in known:
            default = (option.default[min(seat, len(option.default) - 1)] if option.per_seat
                       else option.default)
            current = default if default in known else (known[0] if known else None)
            self._store(option, seat, current, relayout=False)
        label = self._seat_label(option, seat)
        kw: dict = {"value_w": value_w} if option.value_width or extra else {}
        kw.update({"pictures": pictures_of(choices)} if pictures_of(choices) else {})
        return (PictureCycler if "pictures" in kw else common.Cycler)(
            rect, label, opts, current, lambda v: self._store(option, seat, v),
            notes=notes, m=m, **kw)

    def _seat_label(self, option, seat: int) -> str:
        """A per-seat row's label: "Your army" and the AI seats' ("AI army"), or, when
        several people share the screen, each person's by name ("Ivy's army")."""
        people, names = self.people()
        if names is not None and seat in people:
            noun = option.label.partition(" ")[2] or option.label
            return f"{names[seat]}'s {noun}"
        return option.label if seat == 0 else self._ai_label(option, seat)

    def _ai_label(self, option, seat: int) -> str:
        """"Opponent deck" with one opponent; "Opponent 2 deck" for the second of three."""
        if self.players[self.selected] <= 2:
            return option.ai_label
        first, _, rest = option.ai_label.partition(" ")
        return f"{first} {seat} {rest}".strip()

    def _store(self, option, seat: int, value, relayout: bool = True) -> None:
        values = self.values[self.selected]
        rows = self._rows(self.plugin) if relayout else None
        if option.per_seat:
            values[option.key][seat] = value
        else:
            values[option.key] = value
        if rows is not None and rows != self._rows(self.plugin):   # rows came with a value
            self._set_players(self.players[self.selected])

    def _set_value(self, key: str, value) -> None:
        self.values[self.selected][key] = value

    def refresh_collections(self) -> None:
        """Re-read the options (a deck may have been saved or deleted meanwhile)."""
        if self.plugin.built and self.plugin.collection is not None:
            index = self.focus.index
            self._build_options()
            self.focus.index = min(index, max(0, len(self.focus.items) - 1))

    def open_builder(self) -> None:
        collection = self.plugin.collection
        if collection is not None and collection.open_builder is not None:
            self._store_last()          # the builder reads the choices as they are on screen
            collection.open_builder(self.app)

    def resume(self) -> None:
        super().resume()
        self.refresh_collections()

    def _set_players(self, n) -> None:
        self.players[self.selected] = int(n)
        if any(o.per_seat or o.shown for o in self.plugin.options):     # lay out again
            focus = self.focus.index
            self._build_options()
            self.focus.index = min(focus, max(0, len(self.focus.items) - 1))

    def _set_difficulty(self, d) -> None:
        """The AI difficulty: every AI seat's level (a seat's own, set in "Who plays",
        gives way to it)."""
        self.difficulty = d
        for plan in self.seat_plans.values():
            for seat in plan:
                seat.pop("level", None)

    def select(self, key: str) -> None:
        if key in self.plugins and key != self.selected:
            self.selected = key
            self.rows_scroll = 0
            self._build_options()

    def scroll_rows(self, pixels: int) -> None:
        """Scroll the option rows (only when they overflow the panel)."""
        if self.rows_view is None:
            return
        scroll = max(0, min(self.rows_most, self.rows_scroll + pixels))
        if scroll != self.rows_scroll:
            index, show = self.focus.index, self.focus.show
            self.rows_scroll = scroll
            self._build_options()
            self.focus.index, self.focus.show = index, show

    def _row_in_view(self) -> None:
        """Scroll the keyboard's row into view."""
        item, view = self.focus.current, self.rows_view
        if view is None or item is None or item not in self._row_controls():
            return
        if item.rect.top < view.top:
            self.scroll_rows(item.rect.top - view.top - self.m.px(4))
        elif item.rect.bottom > view.bottom:
            self.scroll_rows(item.rect.bottom - view.bottom + self.m.px(4))

    def _row_controls(self) -> list:
        return [c for c in (self.player_cycler, self.difficulty_cycler,
                            *self.option_controls.values()) if c is not None]

    @property
    def controls(self) -> list:
        out = [self.player_cycler, self.difficulty_cycler, *self.option_controls.values()]
        if self.collection_button.visible:
            out.append(self.collection_button)
        out += self.more.buttons
        return [c for c in out + [self.start_button, self.seats_button, self.rules_button,
                                  self.back] if c is not None and getattr(c, "visible", True)]

    # actions -------------------------------------------------------------------------
    def close(self) -> None:
        if self.app.stack.top is self:
            self.app.stack.pop()

    def open_seats(self) -> None:
        """Who plays each seat of the chosen count: a person (named) or the AI."""
        plugin = self.plugin
        self.app.stack.push(SeatsDialog(self.app, f"Who plays {plugin.title}",
                                        self.seat_plans[plugin.key],
                                        self.players[plugin.key],
                                        on_done=self._seats_chosen,
                                        difficulty=self.difficulty))

    def _seats_chosen(self) -> None:
        """The per-seat rows name the people chosen (laid out again, focus kept)."""
        focus = self.focus.index
        self._build_options()
        self.focus.index = min(focus, max(0, len(self.focus.items) - 1))

    def people(self) -> tuple[list[int], list | None]:
        """The seats people play and the names the table is given (None: one person,
        named as always)."""
        return people_and_names(self.seat_plans[self.selected], self.players[self.selected])

    def show_rules(self) -> None:
        """The selected game's rules summary (Back returns here)."""
        from scenes.rules_screen import RulesScreen
        self.app.stack.push(RulesScreen(self.app, self.plugin.key))

    def start(self) -> bool:
        """Start the selected game (after a warning if it would replace a saved game).
        Returns False when the game cannot be started."""
        plugin = self.plugin
        if not plugin.built:
            show_message(self.app, f"{plugin.title} is coming soon",
                         f"{plugin.title} is not playable yet: its rules are still being "
                         f"built. Pick {ready_games_text(self.plugins)} to play now.")
            return False
        if self._first_time(plugin):
            show_message(self.app, f"New to {plugin.title}?",
                         f"The tutorial teaches {plugin.title} by playing it, one step at a "
                         "time; you can leave it whenever you like and come back later.",
                         [("Tutorial", lambda: self._seen(plugin, tutorial=True)),
                          ("Play now", lambda: self._seen(plugin, tutorial=False)),
                          ("Back", None)])        # Esc: back to the setup, nothing started
            return True
        if saves.has_autosave(plugin.key):
            show_message(self.app, "Start a new game?",
                         f"Your {plugin.title} game in progress will be replaced by the new "
                         "one (save it to a slot from its pause menu first to keep it). "
                         "Your games of other games are kept.",
                         [("Start", self._launch), ("Cancel", None)])
            return True
        return self._launch()

    def _first_time(self, plugin) -> bool:
        """The first start of a game that has a tutorial: suggest it (once)."""
        seen = getattr(self.app.settings, "seen_games", None)
        return (plugin.tutorial_scene is not None and isinstance(seen, list)
                and plugin.key not in seen and not saves.has_autosave(plugin.key)
                and not saves.has_autosave(plugin.key, "tutorial"))

    def _seen(self, plugin, tutorial: bool) -> None:
        from scenes.kit.tutorial import mark_seen
        mark_seen(self.app, plugin.key)
        if not tutorial:
            self._launch()
            return
        try:
            scene = plugin.tutorial_scene(self.app)
        except Exception as exc:  # noqa: BLE001
            show_message(self.app, "The tutorial cannot start", str(exc))
            return
        if self.app.stack.top is self:
            self.app.stack.replace(scene)
        else:
            self.app.stack.push(scene)

    def options(self) -> dict:
        """The game config the chosen options make (players and seed come apart)."""
        plugin = self.plugin
        return plugin.config_for(self.values[plugin.key], self.players[plugin.key])

    def _launch(self) -> bool:
        plugin = self.plugin
        self._store_last()
        people, names = self.people()
        more: dict = {} if names is None else {"people": people, "names": names}
        levels = levels_of(self.seat_plans[plugin.key], self.players[plugin.key],
                           self.difficulty)
        if levels is not None:
            more["levels"] = levels
        try:
            scene = plugin.table_scene(self.app, players=self.players[plugin.key],
                                       difficulty=self.difficulty, options=self.options(),
                                       seed=random.randrange(1 << 31),
                                       human_seat=people[0], **more)
        except Exception as exc:  # noqa: BLE001 - report instead of crashing the shell
            show_message(self.app, f"{plugin.title} cannot start",
                         f"The game could not be set up: {exc}")
            return False
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
        if event.type == pygame.MOUSEWHEEL and self.rows_view is not None:
            self.scroll_rows(-event.y * self.m.px(40))
            return True
        if self.focus.handle(event):
            if event.type == pygame.KEYDOWN:
                self._row_in_view()
            return True
        if (event.type == pygame.MOUSEBUTTONDOWN and event.button == 1
                and self.start_button.rect.collidepoint(event.pos)
                and not self.start_button.enabled):
            self.start()
            return True
        rows = self._row_controls()
        hidden = (self.rows_view is not None and hasattr(event, "pos")
                  and not self.rows_view.collidepoint(event.pos))
        for control in self.controls:
            if hidden and control in rows:
                continue              # a scrolled row's part outside the panel's view
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
        m = self.m
        cache_key = ("game_setup.tile", owner_token(self), key, selected, self.tile_size,
                     m.scale, self.compact)
        surf = SHARED.get(cache_key)
        if surf is None:
            surf = SHARED.put(cache_key, draw_game_tile(self.plugins[key], self.tile_size, m,
                                                        selected, self.compact),
                              owner=owner_token(self))
        return surf

    def draw(self, surface) -> None:
        m, PANEL = self.m, self.panel
        px = m.px
        surface.blit(common.backdrop("plain", m.size), (0, 0))
        common.draw_header(surface, "New game", "Choose a game, then how you want to play it",
                           m)
        self.back.draw(surface)
        for key, rect in self.tiles.items():
            surface.blit(self._tile(key, key == self.selected), rect.topleft)
        info = self.plugin
        draw_panel(surface, PANEL, fill=palette.PANEL, border=palette.PANEL_BORDER,
                   radius=px(14), alpha=235, line=max(1, px(2)))
        x = PANEL.x + px(32)
        surface.blit(text.fit(info.title, m.pt(34), self.rules_button.rect.x - px(12) - x,
                              palette.ACCENT, text.BOLD), (x, PANEL.y + px(24)))
        self.rules_button.draw(surface)
        crowded = info.built and getattr(self, "crowded", False)
        if not crowded:                          # a row per seat needs the blurb's room
            blurb = text.render_wrapped(info.blurb, m.pt(18), PANEL.w - px(64), palette.TEXT,
                                        line_gap=px(4))
            surface.blit(blurb, (x, PANEL.y + px(80)))
            text.blit_text(surface, f"Players: {info.players_label}",
                           (x, PANEL.y + px(80 + 6) + blurb.get_height()), m.pt(18),
                           palette.TEXT_DIM)
        line_y = PANEL.y + px(72 if crowded else 176)
        draw.line(surface, palette.PANEL_BORDER, (x, line_y),
                         (PANEL.right - px(32), line_y), max(1, px(1)))
        if info.built:
            rows: list[common.Control] = [c for c in (self.player_cycler,
                                                      self.difficulty_cycler) if c is not None]
            view = self.rows_view
            clip = surface.get_clip()
            if view is not None:
                surface.set_clip(view.clip(clip))
            for control in rows + list(self.option_controls.values()):
                if view is None or control.rect.colliderect(view):
                    control.draw(surface)
            surface.set_clip(clip)
            if view is not None:            # the rows scroll: a bar at the panel's right
                k = view.h / (view.h + self.rows_most)
                track = pygame.Rect(PANEL.right - px(14), view.y, px(6), view.h)
                thumb = pygame.Rect(track.x, track.y + int(track.h * (1 - k) * self.rows_scroll
                                                            / self.rows_most),
                                    track.w, max(px(20), int(track.h * k)))
                draw.rect(surface, (24, 28, 38), track, border_radius=px(3))
                draw.rect(surface, palette.PANEL_BORDER, thumb, border_radius=px(3))
            self.seats_button.draw(surface)
            self.more.draw(surface)
            hint = seats_hint(len(self.people()[0]), self.players[self.selected])
            if self.collection_button.visible:
                self.collection_button.draw(surface)
                text.blit_text(surface, hint, (x, self.start_button.rect.y - px(14)), m.pt(16),
                               palette.TEXT_DIM, anchor="bottomleft")
            else:                    # between "Who plays…" and Start
                hx = self.seats_button.rect.right + px(14)
                img = text.render_wrapped(hint, m.pt(16), self.start_button.rect.x - px(14) - hx,
                                          palette.TEXT_DIM, line_gap=px(2))
                surface.blit(img, img.get_rect(midleft=(hx, self.start_button.rect.centery)))
        else:
            note = (f"{info.title} is coming soon. Its rules engine and table are still "
                    f"being built, so it cannot be started yet. Pick {ready_games_text(self.plugins)} "
                    "to play now.")
            surface.blit(text.render_wrapped(note, m.pt(18), PANEL.w - px(64), palette.TEXT_DIM,
                                             line_gap=px(4)),
                         (x, PANEL.y + px(200)))
        self.start_button.draw(surface)
        self.focus.draw(surface)
