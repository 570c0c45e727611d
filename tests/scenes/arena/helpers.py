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
