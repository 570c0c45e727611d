"""Synthetic input for the scene tests (positions in logical pixels): single events,
a one-frame click for the shell screens, and the two-frame click (``tap``) and
four-frame ``drag`` the game tables and tutorials are played with."""
from __future__ import annotations

import pygame


def ev(kind, **kw):
    return pygame.event.Event(kind, **kw)


def down(pos, button=1):
    return pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button)


def up(pos, button=1):
    return pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=button)


def motion(pos, buttons=(0, 0, 0), rel=(0, 0)):
    return pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=rel, buttons=buttons)


def key(k, mod=0):
    return pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode="", scancode=0)


def wheel(y, x=0):
    return pygame.event.Event(pygame.MOUSEWHEEL, x=x, y=y, flipped=False, precise_x=float(x),
                              precise_y=float(y))


def click(app, pos, button=1):
    """A full click (down + up) in one frame."""
    pos = tuple(int(v) for v in pos)
    app.frame([motion(pos), down(pos, button), up(pos, button)])


def click_button(app, button):
    click(app, button.rect.center)


def press(app, k, mod=0):
    app.frame([key(k, mod)])


def tap(app, pos):
    """A click over two frames: move there and press, then release."""
    app.frame([motion(pos), down(pos)])
    app.frame([up(pos)])


def drag(app, start, end):
    """Press at ``start``, move through the midpoint to ``end`` and release (4 frames)."""
    app.frame([motion(start), down(start)])
    mid = ((start[0] + end[0]) // 2, (start[1] + end[1]) // 2)
    app.frame([motion(mid, (1, 0, 0), (mid[0] - start[0], mid[1] - start[1]))])
    app.frame([motion(end, (1, 0, 0), (end[0] - mid[0], end[1] - mid[1]))])
    app.frame([up(end)])


def leave_and_resume_tutorial(app, game: str, step: int):
    """Esc -> pause -> Quit to menu (checking the autosave holds the tutorial at ``step``),
    then Tutorials -> Resume tutorial. Returns the resumed tutorial scene."""
    import pygame

    from app import saves
    from scenes.menu import MenuScene
    from scenes.pause import PauseOverlay
    from scenes.tutorials import TutorialsScene

    app.frame([ev(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0)])
    pause = app.stack.top
    assert isinstance(pause, PauseOverlay)
    tap(app, pause.button("Quit to menu").rect.center)
    assert isinstance(app.stack.top, MenuScene)
    save, message = saves.tutorial_save(game)
    assert message is None and save["meta"]["mode"] == "tutorial"
    assert save["meta"]["step"] == step and save["game"] == game
    tap(app, app.stack.top.button("Tutorials").rect.center)
    for _ in range(3):
        app.frame()
    scene = app.stack.top
    assert isinstance(scene, TutorialsScene) and game in scene.saved
    row = next(bs for key, _, bs in scene.rows if key == game)
    resume = next(b for b in row if b.label == "Resume tutorial")
    tap(app, resume.rect.center)
    return app.stack.top


def wait_ready(app, tutorial, limit=1500):
    """Run frames until the tutorial waits for the player (and input given while the
    others played no longer holds the player's: TableScene.input_held), then one more
    (pop-ups and badges are laid out)."""
    for _ in range(limit):
        if tutorial.ready and not tutorial.input_held():
            app.frame()
            return
        app.frame()
    current = tutorial.current.key if tutorial.current else "-"
    raise AssertionError(f"step {tutorial.step} ({current}) never became ready; "
                         f"{len(tutorial.record.actions)} actions played")


def watch_demo(app, game: str, players: int, seed: int, frames: int = 1500):
    """A game's AI-only demo played headless at instant speed for up to ``frames``
    frames (or to its end); returns the table scene."""
    import importlib
    app.settings.animation_speed = "instant"
    scene = importlib.import_module(f"scenes.{game}").demo_scene(app, players=players,
                                                                  seed=seed)
    app.stack.push(scene, fade=False)
    for _ in range(frames):
        if scene.state.to_move is None and not scene.queue.busy:
            break
        app.frame()
    return scene


def play_steps(app, tutorial, do_step, n: int):
    """``do_step`` ``n`` times, then wait for the next step: the tutorial part-way, its
    record holding actions."""
    for _ in range(n):
        do_step(app, tutorial)
    wait_ready(app, tutorial)
    assert tutorial.record.actions
    return tutorial


def assert_record_replays(scene):
    """The table's record, through a save's JSON and back, replays with its game's own
    rules (the registry's: no tutorial rules, no staged state handed in) from (config,
    seed, actions) to exactly the state the table shows (JSON equal)."""
    import json

    from engines.core.replay import Record
    from engines.registry import rules_for

    record = Record.from_json(json.loads(json.dumps(scene.record.to_json())))
    rules = rules_for(record.game)
    state = rules.new_game(record.config, record.seed)
    for action in record.actions:
        rules.apply(state, action)
    assert rules.to_json(state) == rules.to_json(scene.state), \
        f"{record.game}: the record of {len(record.actions)} actions replays elsewhere"
    return state
