"""Every built game's table, for the kit's tests parametrized over all of them."""
from __future__ import annotations

import random

from tests.conftest import all_plugins


def built_keys() -> list[str]:
    """The keys of the games with a table (their plug-ins found as the app finds them)."""
    return [p.key for p in all_plugins().built()]


def new_table(app, key: str, *, players: int | None = None, seed: int = 5,
              speed: str = "normal", human_seat: int = 0, push: bool = True, **kw):
    """A game of ``key`` against inline AI seats, not autosaved (unless asked)."""
    plugin = all_plugins()[key]
    app.settings.animation_speed = speed
    kw.setdefault("autosave", False)
    t = plugin.table_scene(app, players=players or plugin.default_players, seed=seed,
                           inline_ai=True, human_seat=human_seat, **kw)
    if push:
        app.stack.push(t, fade=False)
    return t


def until(app, cond, limit: int = 4000) -> int:
    """Frames until ``cond()`` (the number run); AssertionError when it never is. A
    screen that waits for the player over the table between rounds (a round's
    scoreboard) is closed with Enter, as a player would."""
    import pygame

    from scenes.message import MessageOverlay
    from tests.scenes.shell_helpers import key
    table = app.stack.top
    for n in range(limit):
        if cond():
            return n
        top = app.stack.top
        if top is not table and top is not None and getattr(top, "overlay", False) \
                and not isinstance(top, MessageOverlay) and n % 30 == 29:
            app.frame([key(pygame.K_RETURN)])
        else:
            app.frame()
    raise AssertionError("the table never got there")


def play_human(app, t, rng: random.Random, *, limit: int = 4000) -> None:
    """Until the human's turn is ready, then one random legal decision of theirs
    (through ``human_act``, as a pop-up or a gesture would)."""
    until(app, lambda: t.can_act() or t.state.to_move is None, limit)
    if t.state.to_move is None:
        return
    t.popup = None
    assert t.human_act(rng.choice(t.legal())) is None
