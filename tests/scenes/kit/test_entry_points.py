"""scenes.kit.entry_points: a game's plug-in made from its key and table class."""
from __future__ import annotations

from app.plugin import BenchSpec, GamePlugin, SetupOption, seat_choice
from scenes.kit.entry_points import game_plugin


def test_game_plugin_names_the_engine_and_the_entry_points():
    p = game_plugin("magecraft", order=7, table="MagecraftTable", blurb="b", lesson="l")
    assert isinstance(p, GamePlugin)
    assert (p.key, p.order, p.engine, p.blurb, p.lesson) == \
        ("magecraft", 7, "engines.magecraft", "b", "l")
    assert p.built and p.bench == BenchSpec()
    for hook in (p.table_scene, p.demo_scene, p.from_save, p.tutorial_scene):
        assert callable(hook)


def test_every_game_package_exports_its_plugins_entry_points():
    import importlib
    for key in ("magi", "magination", "magecraft", "arena", "mabinogi"):
        mod = importlib.import_module(f"scenes.{key}")
        plugin = mod.PLUGIN
        assert plugin.engine == f"engines.{key}"
        assert (mod.table_scene, mod.demo_scene, mod.from_save, mod.tutorial_scene) == \
            (plugin.table_scene, plugin.demo_scene, plugin.from_save, plugin.tutorial_scene)
        assert isinstance(plugin.summary(), str) and plugin.summary().strip()


def test_seat_choice_is_a_per_seat_choice_in_a_wide_box():
    def choices(app, players):
        return []
    o = seat_choice("decks", "Your deck", "Opponent deck", ("a", "b"), choices)
    assert o == SetupOption("decks", "Your deck", default=("a", "b"), choices=choices,
                            per_seat=True, ai_label="Opponent deck", value_width=430)
