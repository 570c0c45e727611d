"""Arena tables for the scene tests: a real game, or a staged position (built with
engines.arena.testing: not replayable, so no undo and no autosave)."""
from __future__ import annotations

from tests.conftest import all_plugins


def make_table(app, seed: int = 4, walkers=("chandra", "gideon"), speed: str = "instant",
               options=None, **kw):
    plugin = all_plugins()["arena"]
    app.settings.animation_speed = speed
    kw.setdefault("autosave", False)
    t = plugin.table_scene(app, players=2, seed=seed, inline_ai=True,
                           options=options or {"planeswalkers": list(walkers)}, **kw)
    app.stack.push(t, fade=False)
    return t


def settle(app, t, limit: int = 3000) -> None:
    """Until the animations are done and the human may act (or the game is over)."""
    for _ in range(limit):
        if (t.can_act() or t.state.to_move is None) and not t.queue.busy:
            app.frame()
            return
        app.frame()
    raise AssertionError("the table never settled")


def staged(app, s, names=("You", "Bram")):
    """A table showing position ``s`` (engines.arena.testing.stage)."""
    s.names = list(names)
    t = make_table(app)
    settle(app, t)
    t.state = s
    t.names = list(names)
    t._legal_cache = t._decision_cache = None
    t.view.renew()
    t._show_state()
    settle(app, t)
    return t


def seated(app, players: int, seed: int = 4, human_seat=0, **kw):
    """A game of ``players`` seats (the human at ``human_seat``, None: AI only), AI inline,
    animations instant."""
    plugin = all_plugins()["arena"]
    app.settings.animation_speed = "instant"
    kw.setdefault("autosave", False)
    if human_seat is None:
        t = plugin.demo_scene(app, players=players, seed=seed, inline_ai=True, **kw)
    else:
        t = plugin.table_scene(app, players=players, seed=seed, inline_ai=True,
                               human_seat=human_seat, **kw)
    t.ai_pace = 0.0                 # the AI seats' moves without the reading pause
    app.stack.push(t, fade=False)
    return t


def staged_seats(app, s, names):
    """A table of len(names) seats showing position ``s``."""
    t = seated(app, s.players)
    t.queue.clear()
    t.ai.cancel()
    s.names = list(names)
    t.state = s
    t.names = list(names)
    t._legal_cache = t._decision_cache = None
    t.view.renew()
    t._show_state()
    t.drawer.panels.part_keys.clear()       # the panels drawn anew
    settle(app, t)
    return t


def arena_setup(app):
    """The setup screen on Arena, pushed and drawn once (a returning player: no game's
    first start suggests its tutorial)."""
    from scenes.game_setup import GameSetupScene
    app.settings.seen_games = ["magi", "mabinogi", "magination", "arena", "magecraft"]
    setup = GameSetupScene(app, "arena")
    app.stack.push(setup, fade=False)
    app.frame()
    return setup
