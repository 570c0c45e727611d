"""Memory of a closed table is freed: once a table (each game's, at its most seats) has
left the stack, nothing keeps it alive (no module-level list, cache, callback or
worker holds it), so its parts, its pymunk worlds and its game go with it, and the
surfaces it owned in the shared cache are dropped by their owner tokens. A guard for the
long sessions of the demo and of players going from game to game: the memory levels
off (issue 22, part 7)."""
from __future__ import annotations

import gc
import weakref

import pytest

from tests.conftest import all_plugins
from tests.scenes.kit.tables import built_keys


@pytest.mark.parametrize("key", built_keys())
def test_a_closed_table_at_its_most_seats_is_collected(app, key):
    plugin = all_plugins()[key]
    table = plugin.demo_scene(app, players=max(plugin.player_counts), seed=3)
    app.stack.push(table, fade=False)
    app.run(frames=90)                        # drawn, animating, the AI playing
    assert app.stack.top is table
    gone = weakref.ref(table)
    record = weakref.ref(table.record)
    app.stack.clear_to(app.shell.menu())
    del table
    gc.collect()
    assert gone() is None, [type(r).__name__ for r in gc.get_referrers(gone())]
    assert record() is None


@pytest.mark.parametrize("key", built_keys())
def test_a_new_demo_game_lets_the_ended_games_record_go(app, key):
    plugin = all_plugins()[key]
    table = plugin.demo_scene(app, players=max(plugin.player_counts), seed=3)
    app.stack.push(table, fade=False)
    app.run(frames=60)
    old = weakref.ref(table.record)
    table.restart()                           # what the game-over screen does in a demo
    app.run(frames=app.frame_count + 30)
    gc.collect()
    assert old() is None
