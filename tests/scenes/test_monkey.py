"""Monkey test: thousands of seeded random clicks, drags, wheel turns and keys over the
shell screens (menu, setup, settings, tutorials, rules, pause, messages), plus the Magi
table when it exists. Nothing may raise. (QUIT is never sent.)"""
from __future__ import annotations

import random

import pygame
import pytest

from app.scene import Scene
from scenes.game_setup import GameSetupScene
from tests.conftest import all_plugins
from scenes.menu import MenuScene
from scenes.message import MessageOverlay
from scenes.pause import PauseOverlay
from scenes.rules_screen import RulesScreen
from scenes.settings_scene import SettingsScene
from scenes.tutorials import TutorialsScene
from tests.scenes.shell_helpers import down, key, motion, up, wheel

KEYS = [pygame.K_ESCAPE, pygame.K_SPACE, pygame.K_RETURN, pygame.K_UP, pygame.K_DOWN,
        pygame.K_LEFT, pygame.K_RIGHT, pygame.K_TAB, pygame.K_PAGEUP, pygame.K_PAGEDOWN,
        pygame.K_HOME, pygame.K_END, pygame.K_F11, pygame.K_BACKSPACE, pygame.K_m]
TABLE_EVENTS = 40      # events given to a game table reached from the shell before leaving it


class FakeGame(Scene):
    game_key = "magi"

    def restart(self):
        pass

    def handle(self, event):
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.stack.push(PauseOverlay(self.app, self))
            return True
        return False

    def draw(self, surface):
        surface.fill((28, 74, 62))


SHELL_TYPES = (MenuScene, GameSetupScene, SettingsScene, TutorialsScene, RulesScreen,
               PauseOverlay, MessageOverlay, FakeGame)


def _rects(obj, depth=0):
    """Every clickable-looking rect of a scene (buttons, controls, tiles...)."""
    out = []
    if depth > 2:
        return out
    if isinstance(obj, pygame.Rect):
        return [obj]
    if isinstance(obj, dict):
        for v in obj.values():
            out += _rects(v, depth + 1)
    elif isinstance(obj, (list, tuple)):
        for v in obj:
            out += _rects(v, depth + 1)
    elif hasattr(obj, "rect") and isinstance(obj.rect, pygame.Rect):
        out.append(obj.rect)
        for name in ("left", "right", "minus", "plus", "track"):
            r = getattr(obj, name, None)
            if isinstance(r, pygame.Rect):
                out.append(r)
    elif isinstance(obj, Scene) and depth == 0:
        for name, v in vars(obj).items():
            if name not in ("app", "game_scene"):
                out += _rects(v, depth + 1)
    return out


def _pos(rng, scene):
    rects = _rects(scene) if scene is not None else []
    if rects and rng.random() < 0.6:
        r = rng.choice(rects)
        return (rng.randint(r.left, max(r.left, r.right - 1)),
                rng.randint(r.top, max(r.top, r.bottom - 1)))
    return (rng.randrange(0, 1280), rng.randrange(0, 720))


def _events(rng, scene):
    roll = rng.random()
    pos = _pos(rng, scene)
    if roll < 0.40:
        b = 1 if rng.random() < 0.85 else 3
        return [motion(pos), down(pos, b), up(pos, b)]
    if roll < 0.50:
        end = _pos(rng, scene)
        steps = [motion(((pos[0] * (4 - i) + end[0] * i) // 4, (pos[1] * (4 - i) + end[1] * i) // 4),
                        (1, 0, 0)) for i in range(1, 5)]
        return [motion(pos), down(pos)] + steps + [up(end)]
    if roll < 0.62:
        return [motion(pos)]
    if roll < 0.72:
        return [wheel(rng.choice([-3, -1, 1, 2]))]
    return [key(rng.choice(KEYS))]


def run_monkey(app, start_scenes, n_events, rng):
    for scene in start_scenes:
        app.stack.push(scene, fade=False)
    on_table = 0
    visited: dict[str, int] = {}
    for _ in range(n_events):
        app.running = True
        if not app.stack.scenes:
            app.stack.push(MenuScene(app), fade=False)
        top = app.stack.top
        if not isinstance(top, SHELL_TYPES):
            on_table += 1
            if on_table > TABLE_EVENTS:
                on_table = 0
                app.stack.clear_to(MenuScene(app))
                top = app.stack.top
        name = type(top).__name__
        visited[name] = visited.get(name, 0) + 1
        app.frame(_events(rng, top))
    app.frame()
    return visited


START = {
    "menu": lambda app: [MenuScene(app)],
    "setup": lambda app: [MenuScene(app), GameSetupScene(app)],
    "settings": lambda app: [MenuScene(app), SettingsScene(app)],
    "tutorials": lambda app: [MenuScene(app), TutorialsScene(app)],
    "rules": lambda app: [MenuScene(app), RulesScreen(app, "magi")],
    "pause": lambda app: [MenuScene(app), *_paused(app)],
}


def _paused(app):
    game = FakeGame(app)
    return [game, PauseOverlay(app, game)]


@pytest.mark.parametrize("start", sorted(START))
def test_monkey_shell(app, fresh_home, start):
    app.settings.ai_difficulty = "easy"
    rng = random.Random(f"monkey-{start}")
    visited = run_monkey(app, START[start](app), 500, rng)    # 6 x 500 = 3000 events
    print(start, visited)
    assert app.stack.scenes
    assert len(visited) >= 3, visited      # the monkey got around


@pytest.mark.parametrize("game", [p.key for p in all_plugins().built()])
def test_monkey_on_every_table(app, fresh_home, game):
    app.settings.ai_difficulty = "easy"
    rng = random.Random(f"monkey-{game}")
    plugin = app.plugins[game]
    table = plugin.table_scene(app, players=plugin.default_players, difficulty="easy",
                               options={}, seed=3)
    visited = run_monkey(app, [MenuScene(app), table], 300, rng)
    print(game, visited)
    assert app.stack.scenes
    assert type(table).__name__ in visited       # the monkey played on the table
